// Web Worker hosting Pyodide and the penneech engine. The page sends {id, fn, args};
// the worker calls penneech.web.<fn>(...args), which returns JSON text, and posts it back.
// No rule of the game is implemented here: everything is asked of the engine.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const ALLOWED = new Set(["metadata", "new_game", "play", "state", "load", "hint", "compare"]);
let web = null;

const ready = (async () => {
  postMessage({ type: "progress", stage: "runtime" });
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  const py = await loadPyodide({ indexURL, packages: ["penneech"] });
  postMessage({ type: "progress", stage: "engine" });
  web = py.pyimport("penneech.web");
  postMessage({ type: "ready" });
})();

onmessage = async (event) => {
  const { id, fn, args } = event.data;
  try {
    await ready;
    if (!ALLOWED.has(fn)) throw new Error(`unknown call ${fn}`);
    const started = performance.now();
    const text = web[fn](...args);
    postMessage({ id, result: JSON.parse(text), ms: performance.now() - started });
  } catch (err) {
    postMessage({ id, result: { ok: false, error: String(err && err.message || err) } });
  }
};
