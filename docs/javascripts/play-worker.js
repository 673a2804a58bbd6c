// Web Worker hosting Pyodide and the penneech engine. The page sends {id, fn, args}; the
// worker runs the matching operation below, each a call of penneech.web (which answers
// JSON text), and posts the answer back. No rule of the game is implemented here.
//
// Fair play: the engine's answers during a game hold only the human's view. The record
// that lets a game survive a reload (it holds the seed and both hands) is fetched here with
// penneech.web.saved and kept in this worker's IndexedDB under the page's game id; it is
// never posted to the page. The page holds only that id.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const DB_NAME = "penneech";
const STORE = "games";
let web = null;

const ready = (async () => {
  postMessage({ type: "progress", stage: "runtime" });
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  const py = await loadPyodide({ indexURL, packages: ["penneech"] });
  postMessage({ type: "progress", stage: "engine" });
  web = py.pyimport("penneech.web");
  postMessage({ type: "ready" });
})();

// ---------------------------------------------------------------- storage (IndexedDB)
function openStore(mode) {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => resolve(request.result.transaction(STORE, mode).objectStore(STORE));
  });
}
async function stored(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
const readSaved = async (gameId) => stored((await openStore("readonly")).get(gameId));
const writeSaved = async (gameId, value) => stored((await openStore("readwrite")).put(value, gameId));
const dropSaved = async (gameId) => stored((await openStore("readwrite")).delete(gameId));

// ---------------------------------------------------------------- engine calls
// JS null would reach Python as pyodide's jsnull; undefined arrives as None.
const engine = (fn, ...args) => JSON.parse(web[fn](...args.map((a) => (a === null ? undefined : a))));

// Keep the game after every change; storage may be unavailable (private windows): the
// game still plays, it just does not survive a reload.
async function kept(gameId, result) {
  if (!result.ok) return result;
  const save = engine("saved", gameId);
  try {
    await writeSaved(gameId, { v: 2, record: save.record, level: save.level });
    result.persisted = true;
  } catch (err) {
    result.persisted = false;
  }
  return result;
}

async function resume(gameId, lang) {
  let save = null;
  try { save = await readSaved(gameId); } catch (err) { save = null; }
  if (!save) return { ok: false, missing: true, error: "no saved game" };
  const result = save && typeof save.record === "string"
    ? engine("resume", save.record, save.level || null, lang, gameId)
    : { ok: false, error: "unknown format" };
  if (!result.ok) await dropSaved(gameId).catch(() => {});
  return result;
}

// The page's operations; the game ones take the page's game id first.
const OPERATIONS = {
  metadata: (lang) => engine("metadata", lang),
  new_game: (gameId, rules, seed, level, lang) =>
    kept(gameId, engine("new_game", rules, seed, level, lang, gameId)),
  play: (gameId, action, lang) => kept(gameId, engine("play", action, lang, gameId)),
  restart: (gameId, lang) => kept(gameId, engine("restart", lang, gameId)),
  load: (gameId, text, level, lang) => kept(gameId, engine("load", text, level, lang, gameId)),
  adopt: (gameId, record, level, lang) =>      // a save from the page's older storage
    kept(gameId, engine("resume", record, level, lang, gameId)),
  resume,
  hint: (gameId, lang) => engine("hint", lang, gameId),
  compare: (...args) => engine("compare", ...args),
};

onmessage = async (event) => {
  const { id, fn, args } = event.data;
  try {
    await ready;
    if (!Object.hasOwn(OPERATIONS, fn)) throw new Error(`unknown call ${fn}`);
    const started = performance.now();
    const result = await OPERATIONS[fn](...args);
    postMessage({ id, result, ms: performance.now() - started });
  } catch (err) {
    postMessage({ id, result: { ok: false, error: String(err && err.message || err) } });
  }
};
