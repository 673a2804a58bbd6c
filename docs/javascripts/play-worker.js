// Web Worker hosting Pyodide and the penneech engine, for every game's play page. The page
// sends {id, fn, args, game, store}; the worker runs the matching operation below, each a
// call of that game's façade, penneech.games.<game>.web (a game the registry,
// penneech.games, lists), which answers JSON text, and posts the answer back. Every game's
// façade speaks the same protocol (penneech.core.web); no rule of a game is implemented here
// and no game is named.
//
// While it loads it posts {type: "progress", stage} for the page's loading bar: "runtime"
// (Pyodide), "engine" (the engine's zip), then "game" and "done" around the import of the
// first game's façade.
//
// Fair play: the engine's answers during a game hold only the human's view. The record
// that lets a game survive a reload (it holds the seed and both hands) is fetched here with
// the façade's saved() and kept in this worker's IndexedDB under the page's game id; it is
// never posted to the page. The page holds only that id.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const DB_NAME = "penneech";
const STORE = "games";
let py = null;
// Each game's façade module, imported when the game is first asked for: its id must be one
// the registry lists (and a plain name, as every game's id is).
const modules = new Map();
function facade(game) {
  if (!modules.has(game)) {
    const listed = typeof game === "string" && /^[a-z][a-z0-9_]{0,39}$/.test(game) &&
      py.pyimport("penneech.games").GAMES.has(game);
    if (!listed) throw new Error(`unknown game ${String(game).slice(0, 40)}`);
    postMessage({ type: "progress", stage: "game", game });     // the page's loading bar
    modules.set(game, py.pyimport(`penneech.games.${game}.web`));
    postMessage({ type: "progress", stage: "done", game });
  }
  return modules.get(game);
}

// The engine is one zip of compiled modules (sitegen/pyodide_assets.py). It is fetched while
// Pyodide boots, then Python imports straight from it (zipimport): nothing to unpack or
// install. "no-cache" asks the server whether it changed, as its name never does.
const ENGINE_ZIP = "/home/pyodide/penneech-engine.zip";
const engineArchive = fetch(new URL("../pyodide/penneech-engine.zip", import.meta.url), { cache: "no-cache" })
  .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`the engine could not be fetched (${r.status})`))));
engineArchive.catch(() => {});   // reported when the first call awaits `ready`

const ready = (async () => {
  postMessage({ type: "progress", stage: "runtime" });
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  py = await loadPyodide({ indexURL });
  postMessage({ type: "progress", stage: "engine" });
  py.FS.writeFile(ENGINE_ZIP, new Uint8Array(await engineArchive));
  py.pyimport("sys").path.insert(0, ENGINE_ZIP);
  postMessage({ type: "ready" });
})();

// ---------------------------------------------------------------- storage (IndexedDB)
// One connection, opened while Pyodide boots and kept (dropped if it closes), so that
// restoring or keeping a game does not wait for the database to open.
let database = null;
function openDatabase() {
  if (!database) {
    database = new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => { db.close(); database = null; };
        db.onclose = () => { database = null; };
        resolve(db);
      };
    });
    database.catch(() => { database = null; });   // storage unavailable: asked again next time
  }
  return database;
}
async function openStore(mode) {
  return (await openDatabase()).transaction(STORE, mode).objectStore(STORE);
}
try { openDatabase(); } catch (err) { /* no IndexedDB here: games are not kept */ }
async function stored(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
const readSaved = async (gameId) => stored((await openStore("readonly")).get(gameId));
const writeSaved = async (gameId, value) => stored((await openStore("readwrite")).put(value, gameId));
const dropSaved = async (gameId) => stored((await openStore("readwrite")).delete(gameId));

// ---------------------------------------------------------------- two tabs, one game
// Two tabs of a page share its game id, but each has its own worker and its own copy of the
// game. Every record kept carries a fresh tag; this worker remembers the tag of the record
// it last read or wrote under each key, and before a move it checks that the record kept is
// still that one. If another tab has kept a newer one, the move is refused (the page offers
// to show the current position) instead of overwriting the other tab's moves. The channel
// tells the other tabs at once when a tab keeps a record.
const seenTags = new Map();
const newTag = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("penneech-kept-games") : null;
if (channel) {
  channel.onmessage = (event) => {
    const { key, tag } = event.data || {};
    if (seenTags.has(key) && seenTags.get(key) !== tag) postMessage({ type: "stale", key });
  };
}
// False when the record kept under `key` is no longer the one this worker last saw.
async function current(key) {
  let save = null;
  try { save = await readSaved(key); } catch (err) { return true; }   // no storage: nothing to compare
  return !save || !seenTags.has(key) || save.tag === seenTags.get(key);
}
const STALE = { ok: false, stale: true, error: "this game was played on in another tab" };

// ---------------------------------------------------------------- engine calls
// JS null would reach Python as pyodide's jsnull; undefined arrives as None.
// Arrays (the cards of a Piquet exchange) travel as JSON text.
const pyArg = (a) => (a === null ? undefined : Array.isArray(a) ? JSON.stringify(a) : a);

// The operations of one game's page; the game ones take the page's game id first. A game's
// records are kept under its page's key prefix (`store`) and the page's game id; the same
// calls for every game (penneech.core.web.Facade), and the calls a façade adds (its EXTRA:
// Penneech's sample hands), which keep nothing.
function operationsOf(game, store) {
  const engine = (fn, ...args) => JSON.parse(facade(game)[fn](...args.map(pyArg)));
  const storeKey = (gameId) => store + gameId;

  // Keep the game after every change; storage may be unavailable (private windows): the
  // game still plays, it just does not survive a reload.
  async function kept(gameId, result) {
    if (!result.ok) return result;
    const save = engine("saved", gameId);
    const key = storeKey(gameId);
    const tag = newTag();
    try {
      await writeSaved(key, { v: 2, record: save.record, level: save.level, tag });
      seenTags.set(key, tag);
      if (channel) channel.postMessage({ key, tag });
      result.persisted = true;
    } catch (err) {
      result.persisted = false;
    }
    return result;
  }

  async function resume(gameId, lang) {
    let save = null;
    try { save = await readSaved(storeKey(gameId)); } catch (err) { save = null; }
    if (!save) return { ok: false, missing: true, error: "no saved game" };
    const result = save && typeof save.record === "string"
      ? engine("resume", save.record, save.level || null, lang, gameId)
      : { ok: false, error: "unknown format" };
    if (result.ok) seenTags.set(storeKey(gameId), save.tag);
    if (!result.ok) await dropSaved(storeKey(gameId)).catch(() => {});
    return result;
  }

  const extra = new Set(facade(game).EXTRA?.toJs?.() || []);
  const operations = {
    metadata: (lang) => engine("metadata", lang),
    // `people`: where a game seats several people (Pip-Pip!), a name or null per seat.
    new_game: (gameId, rules, seed, level, lang, horizon, people) =>
      kept(gameId, engine("new_game", rules, seed, level, lang, gameId, horizon, people)),
    restart: (gameId, lang) => kept(gameId, engine("restart", lang, gameId)),
    // A card, an answer, or (Piquet's exchange) the cards to put out, all at once.
    act: async (gameId, action, lang) => ((await current(storeKey(gameId)))
      ? kept(gameId, engine("act", action, lang, gameId)) : STALE),
    hint: (gameId, lang) => engine("hint", lang, gameId),
    // The player's last decision taken back (and kept so), unless another tab played on.
    undo: async (gameId, lang) => ((await current(storeKey(gameId)))
      ? kept(gameId, engine("undo", lang, gameId)) : STALE),
    load: (gameId, text, level, lang) => kept(gameId, engine("load", text, level, lang, gameId)),
    resume,
    adopt: (gameId, record, level, lang) =>      // a save from the page's older storage
      kept(gameId, engine("resume", record, level, lang, gameId)),
  };
  return (fn) => (Object.hasOwn(operations, fn) ? operations[fn]
    : extra.has(fn) ? (...args) => engine(fn, ...args) : null);
}
// The replay viewer's calls (penneech.core.replay), sent with no game: a finished game's
// record of any game, whose game the engine finds from the record itself; they keep nothing.
const REPLAY_CALLS = { view: "view_record", analyse: "analyse_step", summary: "summarise" };
const replayCall = (fn) => (...args) =>
  JSON.parse(py.pyimport("penneech.core.replay")[REPLAY_CALLS[fn]](...args.map(pyArg)));
const OPERATIONS = new Map();
function operation(game, store, fn) {
  if (game === null && Object.hasOwn(REPLAY_CALLS, fn)) return replayCall(fn);
  if (typeof store !== "string" || store.length > 40) throw new Error("bad storage prefix");
  const key = JSON.stringify([game, store]);
  if (!OPERATIONS.has(key)) OPERATIONS.set(key, operationsOf(game, store));
  const op = OPERATIONS.get(key)(fn);
  if (!op) throw new Error(`unknown call ${String(fn).slice(0, 40)}`);
  return op;
}

// The calls of no one game (game null): the other reading (reread.js) reads a finished
// game's record, which names its game, through penneech.core.rereading; nothing is kept.
// Playing a game again under another reading can take long on a slow machine: the engine
// says it is working after each decision (a message the page's watchdog counts as a sign of
// life), so that only an engine that has really stopped is taken for dead.
const working = () => postMessage({ type: "working" });
const GENERAL = {
  reread: (text, reading, lang) =>
    JSON.parse(py.pyimport("penneech.core.rereading").page(...[text, reading, lang].map(pyArg), working)),
};

onmessage = async (event) => {
  const { id, fn, args, game, store } = event.data;
  try {
    await ready;
    const call = game === null && Object.hasOwn(GENERAL, fn) ? GENERAL[fn] : operation(game, store, fn);
    const started = performance.now();
    const result = await call(...args);
    postMessage({ id, result, ms: performance.now() - started });
  } catch (err) {
    postMessage({ id, result: { ok: false, error: String(err && err.message || err) } });
  }
};
