// The play page: a game against the computer and side-by-side sample hands.
// All rules live in the Python engine (penneech.web), run by Pyodide in a Web Worker;
// this file only draws what the engine answers and sends the reader's choices back.
(() => {
  const SCRIPT = document.currentScript.src;
  const SAVE_KEY = "penneech-game";
  const SAVE_VERSION = 1;
  const SUITS = ["♣", "♦", "♥", "♠"];
  const T = {
    en: {
      loading: "Loading the Python runtime…", engine: "Starting the engine…",
      ready: "Ready.", yourTurn: "Your turn: choose a card.", wait: "The computer is thinking…",
      throwQ: "Your hand has no Ace and no court card. Throw it in?", throwIt: "Throw in",
      keep: "Keep", level: "Computer", preset: "Reconstruction", custom: "Custom",
      seed: "Deal number", newGame: "New game", restart: "Restart deal", hint: "Hint",
      download: "Download record", load: "Load record", share: "Share link",
      trump: "Trump", turned: "Turned", stock: "Stock", you: "You", computer: "Computer",
      trick: "Trick", lastTrick: "Last trick", tricksWon: "Tricks this hand",
      oppCards: "cards in the computer's hand", won: "You win the game!",
      lost: "The computer wins the game.", log: "Score log", rule: "rule",
      restored: "Your game in progress was restored.",
      corrupt: "The saved game could not be restored and was discarded: ",
      badRecord: "That record could not be loaded: ", hintTitle: "Expert's estimate (points for you minus the computer, rest of the hand)",
      beginner: "beginner", greedy: "greedy", expert: "expert", hand: "Your hand",
      leads: "leads", youTake: "you take it", compTakes: "the computer takes it", none: "none", score: "Score board", toWin: "points to win",
      copied: "Link copied.", shareLabel: "Link to this deal",
      pending: "counted at the end of the hand",
    },
    de: {
      loading: "Python-Laufzeit wird geladen…", engine: "Engine wird gestartet…",
      ready: "Bereit.", yourTurn: "Sie sind am Zug: Wählen Sie eine Karte.",
      wait: "Der Computer überlegt…",
      throwQ: "Ihre Hand hat kein Ass und kein Bild. Einwerfen?", throwIt: "Einwerfen",
      keep: "Behalten", level: "Computer", preset: "Rekonstruktion", custom: "Eigene",
      seed: "Spielnummer", newGame: "Neue Partie", restart: "Spiel neu beginnen",
      hint: "Tipp", download: "Protokoll speichern", load: "Protokoll laden",
      share: "Link teilen", trump: "Trumpf", turned: "Aufgedeckt", stock: "Talon",
      you: "Sie", computer: "Computer", trick: "Stich", lastTrick: "Letzter Stich",
      tricksWon: "Stiche in diesem Spiel", oppCards: "Karten auf der Hand des Computers",
      won: "Sie gewinnen die Partie!", lost: "Der Computer gewinnt die Partie.",
      log: "Punkteprotokoll", rule: "Regel",
      restored: "Ihre laufende Partie wurde wiederhergestellt.",
      corrupt: "Die gespeicherte Partie war nicht lesbar und wurde verworfen: ",
      badRecord: "Dieses Protokoll ließ sich nicht laden: ",
      hintTitle: "Schätzung des Experten (Ihre Punkte minus die des Computers, Rest des Spiels)",
      beginner: "Anfänger", greedy: "gierig", expert: "Experte", hand: "Ihre Hand",
      leads: "spielt aus", youTake: "Sie gewinnen ihn", compTakes: "der Computer gewinnt ihn", none: "keiner", score: "Zählbrett", toWin: "Punkte zum Sieg",
      copied: "Link kopiert.", shareLabel: "Link zu diesem Spiel",
      pending: "wird am Ende des Spiels gezählt",
    },
  };

  // ------------------------------------------------------------------ worker RPC
  let worker = null;
  let nextId = 1;
  const waiting = new Map();
  const progressListeners = new Set();
  function engine() {
    if (!worker) {
      worker = new Worker(new URL("play-worker.js", SCRIPT), { type: "module" });
      worker.onmessage = (e) => {
        const msg = e.data;
        if (msg.type) { progressListeners.forEach((f) => f(msg)); return; }
        const resolve = waiting.get(msg.id);
        waiting.delete(msg.id);
        if (resolve) resolve(msg);
      };
    }
    return worker;
  }
  function call(fn, ...args) {
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, (msg) => resolve(msg.result));
      engine().postMessage({ id, fn, args });
    });
  }

  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    return node;
  };
  const cardSpan = (c) => el("span", { class: "card" + (c.red ? " card--red" : ""), role: "img", "aria-label": c.words }, c.name);

  // ------------------------------------------------------------------ the game widget
  function mountGame(root) {
    if (root.dataset.mounted) return;
    root.dataset.mounted = "1";
    const lang = root.dataset.lang === "de" ? "de" : "en";
    const t = T[lang];
    const rulesBase = root.dataset.rulesUrl || "../rules/";
    let meta = null;
    let snap = null;
    let busy = false;

    const status = el("p", { class: "play-status", role: "status", "aria-live": "polite" }, t.loading);
    const message = el("p", { class: "play-message", "aria-live": "assertive" });
    const controls = el("form", { class: "play-controls", onsubmit: (e) => { e.preventDefault(); startNew(); } });
    const board = el("div", { class: "play-board", hidden: true });
    root.replaceChildren(status, message, controls, board);
    progressListeners.add((msg) => {
      if (msg.type === "progress") status.textContent = msg.stage === "runtime" ? t.loading : t.engine;
    });

    const levelSel = el("select", { id: "play-level", name: "level" });
    const presetSel = el("select", { id: "play-preset", name: "preset" });
    const seedInput = el("input", { id: "play-seed", name: "seed", type: "number", min: "0", step: "1" });
    const optionBox = el("fieldset", { class: "play-options" });
    const optionSelects = {};

    function rulesString() {
      return Object.entries(optionSelects).map(([id, s]) => `${id}=${s.value}`).join(",");
    }
    function syncPreset() {
      const current = rulesString();
      const match = meta.presets.find((p) => Object.entries(p.values).every(([k, v]) => optionSelects[k].value === v));
      presetSel.value = match ? match.id : "custom";
      return current;
    }
    function applyPreset(id) {
      const p = meta.presets.find((x) => x.id === id);
      if (!p) return;
      for (const [k, v] of Object.entries(p.values)) optionSelects[k].value = v;
    }

    function buildControls() {
      meta.levels.forEach((l) => levelSel.append(el("option", { value: l }, t[l === "random" ? "beginner" : l] || l)));
      levelSel.value = "greedy";
      meta.presets.forEach((p) => presetSel.append(el("option", { value: p.id, title: p.summary }, p.name)));
      presetSel.append(el("option", { value: "custom" }, t.custom));
      presetSel.addEventListener("change", () => applyPreset(presetSel.value));
      optionBox.append(el("legend", {}, lang === "de" ? "Regeln" : "Rules"));
      for (const o of meta.options) {
        const id = `play-opt-${o.id}`;
        const sel = el("select", { id, name: o.id, "data-option": o.id, onchange: syncPreset });
        o.choices.forEach((c) => sel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
        sel.value = o.default;
        optionSelects[o.id] = sel;
        const help = o.choices.map((c) => `${c.label}: ${c.explanation}`).join(" · ");
        optionBox.append(el("div", { class: "play-option" },
          el("label", { for: id, title: o.question }, `${o.title} `,
            el("a", { href: `../variants/#option-${o.id}`, class: "play-point", title: help }, o.point)),
          sel));
      }
      applyPreset("mcleod");
      presetSel.value = "mcleod";
      controls.append(
        el("div", { class: "play-row" },
          el("label", { for: "play-level" }, t.level, " ", levelSel),
          el("label", { for: "play-preset" }, t.preset, " ", presetSel),
          el("label", { for: "play-seed" }, t.seed, " ", seedInput)),
        optionBox,
        el("div", { class: "play-row" },
          el("button", { type: "submit", class: "md-button md-button--primary", id: "play-new" }, t.newGame),
          el("button", { type: "button", class: "md-button", id: "play-restart", onclick: restart }, t.restart),
          el("button", { type: "button", class: "md-button", id: "play-hint", onclick: showHint }, t.hint),
          el("button", { type: "button", class: "md-button", id: "play-download", onclick: download }, t.download),
          el("label", { class: "md-button play-file", for: "play-load" }, t.load),
          el("input", { type: "file", id: "play-load", accept: ".txt,text/plain", class: "visually-hidden", onchange: loadFile }),
          el("button", { type: "button", class: "md-button", id: "play-share", onclick: share }, t.share)),
        el("p", {}, el("label", { for: "play-share-url" }, t.shareLabel, " "),
          el("input", { id: "play-share-url", type: "text", readonly: true, size: "60" })));
    }

    async function run(promise) {
      busy = true; render();
      const result = await promise;
      busy = false;
      if (!result.ok) { message.textContent = result.error; render(); return null; }
      message.textContent = "";
      snap = result; save(); render();
      if (result.computer_moves) window.__penneechMoves = (window.__penneechMoves || []).concat(result.computer_moves);
      return result;
    }

    function save() {
      if (!snap) return;
      try {
        localStorage.setItem(SAVE_KEY, JSON.stringify({ v: SAVE_VERSION, record: snap.record, level: snap.level }));
      } catch (e) { /* storage may be full or disabled: the game still plays */ }
    }
    async function startNew(seed) {
      const s = seed !== undefined ? seed : (seedInput.value === "" ? Math.floor(Math.random() * 1e6) : Number(seedInput.value));
      seedInput.value = String(s);
      return run(call("new_game", syncPreset(), s, levelSel.value, lang));
    }
    function restart() { if (snap) startNew(snap.seed); }
    async function playCard(action) {
      if (busy || !snap) return;
      status.textContent = t.wait;
      await run(call("play", action, lang));
      focusHand();
    }
    async function showHint() {
      const out = root.querySelector(".play-hint-out");
      out.textContent = "…";
      const h = await call("hint", lang);
      out.replaceChildren();
      if (!h.ok) { out.textContent = h.error; return; }
      out.append(el("p", {}, t.hintTitle),
        el("ol", {}, h.values.map((v) => el("li", {}, cardSpan(v.card), ` ${v.value > 0 ? "+" : ""}${v.value}`))));
    }
    function download() {
      if (!snap) return;
      const blob = new Blob([snap.record], { type: "text/plain" });
      const a = el("a", { href: URL.createObjectURL(blob), download: `penneech-${snap.seed}.txt` });
      document.body.append(a); a.click(); a.remove();
    }
    async function loadFile(event) {
      const file = event.target.files[0];
      if (!file) return;
      const text = await file.text();
      const result = await call("load", text, levelSel.value, lang);
      if (!result.ok) { message.textContent = t.badRecord + result.error; return; }
      snap = result; message.textContent = ""; save(); render();
    }
    function shareUrl() {
      const params = new URLSearchParams({ rules: snap.rules, seed: String(snap.seed), level: snap.level });
      return `${location.origin}${location.pathname}#${params}`;
    }
    async function share() {
      if (!snap) return;
      const input = root.querySelector("#play-share-url");
      input.value = shareUrl();
      input.select();
      try { await navigator.clipboard.writeText(input.value); status.textContent = t.copied; } catch (e) { /* no clipboard: the link is selected */ }
    }
    function focusHand() {
      const first = root.querySelector(".play-hand button:not([disabled])");
      if (first && root.contains(document.activeElement) === false) return;
      if (first) first.focus();
    }

    // -------------------------------------------------------------- drawing
    // A cribbage-style board: streets of 30 holes in groups of five, one lane per player,
    // and a shared game hole at the target. Each player has two pegs, as in cribbage: the
    // front peg on the score, the back peg where the last score started.
    function scoreBoard() {
      const ns = "http://www.w3.org/2000/svg";
      const target = snap.target;
      const street = 30, step = 10, gap = 6, left = 22, lane = 11, streetHeight = 34;
      const streets = Math.ceil((target - 1) / street);
      const width = left + street * step + 5 * gap + 24;
      const height = streets * streetHeight + 6;
      const svg = document.createElementNS(ns, "svg");
      svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", `${t.score}: ${t.you} ${snap.scores[0]}, ${t.computer} ${snap.scores[1]} / ${target}`);
      svg.classList.add("play-scoreboard");
      const shape = (name, attrs) => {
        const node = document.createElementNS(ns, name);
        for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
        svg.append(node);
        return node;
      };
      const gameHole = { x: width - 12, y: 6 + (streets - 1) * streetHeight + lane };
      const place = (p, score) => {          // where a peg on `score` stands for player p
        if (score >= target) return gameHole;
        const y = 6 + p * lane + lane / 2;
        if (score <= 0) return { x: 8, y };  // the start hole, before the first street
        const s = Math.floor((score - 1) / street), i = (score - 1) % street;
        return { x: left + i * step + Math.floor(i / 5) * gap + step / 2, y: y + s * streetHeight };
      };
      for (let s = 0; s < streets; s++) {
        const top = 6 + s * streetHeight;
        shape("rect", { x: left - 3, y: top, width: street * step + 5 * gap - gap + 6, height: 2 * lane, rx: 3, class: "street" });
        const first = shape("text", { x: left - 4, y: top + lane + 3, class: "street-number", "text-anchor": "end" });
        first.textContent = String(s * street + 1);
      }
      for (let p = 0; p < 2; p++) {
        for (let n = 1; n < target; n++) {
          const at = place(p, n);
          shape("circle", { cx: at.x, cy: at.y, r: n % 5 === 0 ? 1.9 : 1.4, class: "hole" });
        }
        const start = place(p, 0);
        shape("circle", { cx: start.x, cy: start.y, r: 1.4, class: "hole" });
      }
      shape("circle", { cx: gameHole.x, cy: gameHole.y, r: 4, class: "hole hole--game" });
      for (let p = 0; p < 2; p++) {
        const front = Math.min(snap.scores[p], target), back = Math.min(backPegs[p], front);
        if (back !== front) {
          const b = place(p, back);
          shape("circle", { cx: b.x, cy: b.y, r: 3, class: `peg peg--p${p} peg--back` });
        }
        const f = place(p, front);
        shape("circle", { cx: f.x, cy: f.y, r: 3.4, class: `peg peg--p${p}` });
      }
      const legend = el("p", { class: "play-score-legend", "aria-hidden": "true" },
        [0, 1].map((p) => el("span", { class: `play-score-key play-score-key--p${p}` },
          `${p === 0 ? t.you : t.computer}: ${snap.scores[p]}`)),
        `(${target} ${t.toWin})`);
      return el("div", { class: "play-scorebox" }, svg, legend);
    }

    // The back peg marks where each player's last score started (cribbage's two pegs).
    let backPegs = [0, 0], pegScores = [0, 0];
    function movePegs() {
      const now = snap ? snap.scores : [0, 0];
      for (let p = 0; p < 2; p++) {
        if (now[p] < pegScores[p]) backPegs[p] = 0;          // a new game
        else if (now[p] !== pegScores[p]) backPegs[p] = pegScores[p];
      }
      pegScores = now.slice();
    }

    function render() {
      root.dataset.busy = busy ? "1" : "0";
      root.dataset.over = snap && snap.winner !== null ? "1" : "0";
      if (!meta) return;
      if (!snap) { board.hidden = true; return; }
      board.hidden = false;
      movePegs();
      const mine = snap.to_move === 0 && snap.winner === null;
      if (snap.winner !== null) status.textContent = snap.winner === 0 ? t.won : t.lost;
      else if (busy) status.textContent = t.wait;
      else if (mine) status.textContent = snap.throw_in ? t.throwQ : t.yourTurn;
      const trumpCard = snap.turned.length ? snap.turned[snap.turned.length - 1] : null;
      const table = el("div", { class: "play-table" },
        el("div", { class: "play-trump" }, el("strong", {}, `${t.trump}: `),
          snap.trump === null ? t.none : SUITS[snap.trump], " ",
          trumpCard ? el("span", {}, `(${t.turned} `, cardSpan(trumpCard), ")") : ""),
        el("div", {}, `${t.stock}: ${snap.stock} · ${snap.opponent_cards} ${t.oppCards}`),
        el("div", { class: "play-trick", "aria-live": "polite" }, el("strong", {}, `${t.trick}: `),
          snap.trick.length ? snap.trick.map((c) => el("span", {}, `${c.player === 0 ? t.you : t.computer} ${t.leads} `, cardSpan(c))) : "—"),
        el("div", { class: "play-last" }, el("strong", {}, `${t.lastTrick}: `),
          snap.last_trick ? [cardSpan(snap.last_trick.lead), " ", cardSpan(snap.last_trick.follow),
            ` → ${snap.last_trick.winner === 0 ? t.youTake : t.compTakes}`] : "—"),
        el("div", {}, `${t.tricksWon}: ${t.you} ${snap.tricks_won[0]}, ${t.computer} ${snap.tricks_won[1]}`));
      const hand = el("div", { class: "play-hand", role: "group", "aria-label": t.hand },
        snap.hand.map((c) => el("button", {
          type: "button", class: "card-button" + (c.red ? " card--red" : ""),
          "data-card": String(c.id), "aria-label": c.words,
          disabled: !(mine && !busy && !snap.throw_in && snap.legal.includes(c.id)),
          onclick: () => playCard(c.id),
        }, c.name)));
      const throwBox = snap.throw_in && mine ? el("div", { class: "play-throw" }, el("p", {}, t.throwQ),
        el("button", { type: "button", class: "md-button", id: "play-throw", disabled: busy, onclick: () => playCard(52) }, t.throwIt),
        el("button", { type: "button", class: "md-button", id: "play-keep", disabled: busy, onclick: () => playCard(53) }, t.keep)) : "";
      const log = el("ol", { class: "play-log", reversed: true },
        snap.events.slice().reverse().map((e) => el("li", {},
          `${e.player === 0 ? t.you : t.computer}: +${e.text[lang]}${e.pending ? ` (${t.pending})` : ""} `,
          el("a", { href: `${rulesBase}#${e.anchor}` }, `(${t.rule})`))));
      board.replaceChildren(scoreBoard(), table, throwBox, hand,
        el("div", { class: "play-hint-out", "aria-live": "polite" }),
        el("h3", {}, t.log), log);
    }

    // -------------------------------------------------------------- start-up
    (async () => {
      const m = await call("metadata", lang);
      meta = m;
      buildControls();
      status.textContent = t.ready;
      const hash = new URLSearchParams(location.hash.slice(1));
      if (hash.get("seed") !== null && hash.get("rules")) {
        const result = await call("new_game", hash.get("rules"), Number(hash.get("seed")), hash.get("level") || "greedy", lang);
        if (result.ok) { snap = result; seedInput.value = String(result.seed); levelSel.value = result.level; setRules(result.rules); save(); render(); return; }
        message.textContent = result.error;
      }
      let saved = null;
      try { saved = localStorage.getItem(SAVE_KEY); } catch (e) { saved = null; }
      if (saved !== null) {
        let problem = "";
        try {
          const data = JSON.parse(saved);
          if (!data || data.v !== SAVE_VERSION || typeof data.record !== "string") throw new Error("unknown format");
          const result = await call("load", data.record, data.level || null, lang);
          if (result.ok) { snap = result; seedInput.value = String(result.seed); levelSel.value = result.level; setRules(result.rules); message.textContent = t.restored; render(); return; }
          problem = result.error;
        } catch (e) { problem = String(e.message || e); }
        try { localStorage.removeItem(SAVE_KEY); } catch (e) { /* ignore */ }
        await startNew();
        message.textContent = t.corrupt + problem;
        return;
      }
      await startNew();
    })();

    function setRules(rules) {
      for (const part of rules.split(",")) {
        const [k, v] = part.split("=");
        if (optionSelects[k]) optionSelects[k].value = v;
      }
      syncPreset();
    }
  }

  // ------------------------------------------------------------------ sample hands
  // A shared link to a sample hand (#sample=SEED&a=RULES&b=RULES): the page holds the
  // build-time sample; the engine plays the linked deal and readings in its place.
  function mountSharedSample(root) {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (!hash.get("sample") || root.dataset.shared) return;
    root.dataset.shared = "1";
    const lang = root.dataset.lang === "de" ? "de" : "en";
    const t = T[lang];
    const seed = Number(hash.get("sample"));
    const a = hash.get("a") || root.dataset.a;
    const b = hash.get("b") || "parlett";
    const note = el("p", { class: "compare-loading", "aria-live": "polite" }, t.loading);
    root.prepend(note);
    call("compare", seed, a, b, root.dataset.level || "greedy", lang).then((r) => {
      if (!r.ok) { note.textContent = r.error; return; }
      note.remove();
      root.dataset.seed = String(r.seed);
      root.dataset.a = a;
      window.penneechSampleHand.init(root);
      root.penneechShow(r.html, b);
      root.dataset.ready = "1";
    });
  }

  const mountAll = () => {
    document.querySelectorAll(".penneech-play").forEach(mountGame);
    document.querySelectorAll(".sample-hand").forEach(mountSharedSample);
  };
  if (window.document$) window.document$.subscribe(mountAll);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
