// The site's service worker: keeps one build of the site for reading and playing offline.
// sitegen/offline.py writes it to the site's root as service-worker.js after each build,
// with the build's VERSION (a hash of the files it keeps) and its PRECACHE list (every
// page in every language, the Pyodide runtime, the engine's archive and the scripts,
// style sheets and images the pages load); overrides/assets/javascripts/offline.js
// registers it from every page.
//
// Install: every file of PRECACHE is fetched into the cache of this build
// ("penneech-offline-" + VERSION); the new worker takes over at once. Activate: the
// caches of every other build are deleted and the open pages are taken over.
// Fetch (GET requests of the site only): the network first, exactly as without the
// worker, so that a reader online always gets the site as it is now; when the network
// fails, the copy kept. A file that is not in PRECACHE (the search index, the sample
// deals, the citation files) is kept the first time it is fetched. An address the site
// does not have, asked for offline, gets the site's "page not found" page.
"use strict";

const PREFIX = "penneech-offline-";
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = PREFIX + VERSION;
const SCOPE = new URL("./", self.location).href;
const KEPT = new Set(PRECACHE.map((path) => new URL(path, SCOPE).href));

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": the browser's HTTP cache may answer only what the server confirms is
    // current, so the kept copy is this build's file
    await cache.addAll(PRECACHE.map((path) => new Request(new URL(path, SCOPE),
                                                          { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

/** The address a page is kept under: "x/index.html" is kept as "x/", no query. */
function keyOf(url) {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  if (key.pathname.endsWith("/index.html")) key.pathname = key.pathname.slice(0, -10);
  return key.href;
}

/** The copy kept of `request`, else for a page the language's "page not found" page. */
async function kept(request) {
  const cache = await caches.open(CACHE);
  const found = await cache.match(keyOf(request.url), { ignoreVary: true });
  if (found || request.mode !== "navigate") return found || Response.error();
  const german = keyOf(request.url).startsWith(SCOPE + "de/");
  const missing = await cache.match(new URL(german ? "de/404.html" : "404.html", SCOPE).href,
                                    { ignoreVary: true });
  if (!missing) return Response.error();
  return new Response(missing.body, { status: 404, statusText: "Not Found",
                                      headers: missing.headers });
}

async function answer(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    return kept(request);
  }
  const key = keyOf(request.url);
  if (response.ok && response.type === "basic" && !KEPT.has(key)
      && !request.headers.has("range")) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(key, copy)).catch(() => {});
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});
