// What every game's play page shares (play.js for Penneech, piquet-play.js for Piquet,
// pippip-play.js for Pip-Pip!):
// the messages to the site's one play worker (play-worker.js), building the page's
// elements, the opaque game id kept in localStorage, share links, the record's download
// and load, the rule set menu and the common parts of the widget. Each game's script keeps
// only what is its own; no rule of a game lives here. Load this script before the game's.
window.playCommon = (() => {
  const SCRIPT = document.currentScript.src;

  // ------------------------------------------------------------------ worker protocol
  // One worker per page; a call resolves with the engine's answer ({ok, ...}).
  let worker = null;
  let nextId = 1;
  const waiting = new Map();
  const progressListeners = new Set();
  // A safety cap only (the engine's own budgets are in samples and nodes): a worker that
  // has sent nothing for this long while a call waits is taken for dead. While the worker
  // boots the cap is generous, since a slow phone may take minutes to load Pyodide; once it
  // has posted "ready", no honest answer takes near a minute (a long call, the other
  // reading, posts "working" between its steps), so a dead worker is noticed within
  // BOOTED_CAP_MS. window.__playAnswerCapMs overrides both (to try the limit by hand; the tests move the page's clock instead).
  const BOOT_CAP_MS = 300000;
  const BOOTED_CAP_MS = 45000;
  let booted = false;    // the current worker has posted "ready"
  let watchdog = 0;
  const answerCap = () => window.__playAnswerCapMs || (booted ? BOOTED_CAP_MS : BOOT_CAP_MS);
  function watch() {
    clearTimeout(watchdog);
    watchdog = waiting.size ? setTimeout(() => engineDied("no answer"), answerCap()) : 0;
  }
  // The worker crashed, could not read a message, or stopped answering: every waiting call
  // resolves with {ok: false, dead: true}, and the next call starts a new worker.
  function engineDied(why) {
    if (worker) worker.terminate();
    worker = null;
    booted = false;
    started();
    clearTimeout(watchdog);
    const pending = [...waiting.values()];
    waiting.clear();
    pending.forEach((resolve) => resolve({ ok: false, dead: true, error: `the engine stopped (${why})` }));
  }
  // The page's start-up, for the site's offline script (offline.js): a promise made when the
  // first worker starts, settled with its first answer (or its death); the service worker
  // starts keeping the site (Pyodide among it) only then, so that its downloads never
  // compete with the engine's boot.
  let started = () => {};
  function onWorkerMessage(event) {
    const msg = event.data;
    if (msg.type === "ready") booted = true;
    if (!msg.type) started();
    if (msg.type) { progressListeners.forEach((f) => f(msg)); watch(); return; }
    const resolve = waiting.get(msg.id);
    waiting.delete(msg.id);
    watch();
    if (resolve) resolve(msg.result);
  }
  function engine() {
    if (!worker) {
      if (!window.penneechStartUp) window.penneechStartUp = new Promise((resolve) => { started = resolve; });
      worker = new Worker(new URL("play-worker.js", SCRIPT), { type: "module" });
      worker.onmessage = onWorkerMessage;
      worker.onerror = (e) => engineDied(e.message || "the engine failed to start");
      worker.onmessageerror = () => engineDied("a message could not be read");
      window.__playWorker = worker;   // for diagnosis and the browser tests
    }
    return worker;
  }
  // The call function of one game: its messages name the game whose façade answers (its id
  // in the registry) and the prefix under which the worker keeps its games (`store`, by
  // default the id and a colon). Every game's façade answers the same calls.
  const caller = (game, store = `${game}:`) => (fn, ...args) => {
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      engine().postMessage({ id, fn, args, game, store });
      if (!watchdog) watch();
    });
  };

  // ------------------------------------------------------------------ building the DOM
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat(Infinity)) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    return node;
  };
  // A polite live region that tells a screen-reader user what the other players did since
  // the player's last move (cards played, cards turned up, points scored), in short
  // sentences; the page draws the same things, so the region is not shown.
  const newsRegion = () => el("p", { class: "play-news visually-hidden", "aria-live": "polite" });
  function announce(ui, sentences) {
    const box = ui.panels.news;
    const text = sentences.filter(Boolean).join(" ");
    box.textContent = "";
    clearTimeout(ui.newsTimer);   // a later announcement replaces one not yet said
    if (text) ui.newsTimer = setTimeout(() => { box.textContent = text; }, 50);   // said again even if unchanged
  }
  // The scores the engine noted since its last answer in the same game (none for a new one).
  const newEvents = (prev, next) => (prev && prev.events.length <= next.events.length ? next.events.slice(prev.events.length) : []);
  const cardSpan = (c) => el("span", { class: "card" + (c.red ? " card--red" : ""), role: "img", "aria-label": c.words }, c.name);
  const who = (t, player) => (player === 0 ? t.you : t.computer);
  // A page's text table, {en: {…}, de: {…}}, from its words written as `key: [English, German]`.
  function texts(pairs) {
    const entries = Object.entries(pairs);
    return { en: Object.fromEntries(entries.map(([k, v]) => [k, v[0]])), de: Object.fromEntries(entries.map(([k, v]) => [k, v[1]])) };
  }

  // The words of what every page shares below (trouble with the engine or the kept game, a
  // bad link), each as [English, German].
  const COMMON = texts({
    dead: [
      "The engine stopped answering, so the computer cannot move.",
      "Die Engine antwortet nicht mehr, daher kann der Computer nicht ziehen."],
    deadStatus: ["The engine stopped answering.", "Die Engine antwortet nicht mehr."],
    restartEngine: ["Restart the engine and go on", "Engine neu starten und weiterspielen"],
    restarted: [
      "The engine was restarted; the game goes on from the last position kept.",
      "Die Engine wurde neu gestartet; die Partie geht ab der zuletzt gespeicherten Stellung weiter."],
    stale: [
      "This game was played on in another tab or window: this tab shows an old position, and a move here would undo the moves made there.",
      "Diese Partie wurde in einem anderen Tab oder Fenster weitergespielt: Dieser Tab zeigt eine alte Stellung, und ein Zug hier würde die Züge dort rückgängig machen."],
    staleStatus: ["Played on in another tab.", "In einem anderen Tab weitergespielt."],
    reloadKept: ["Show the current position", "Aktuelle Stellung zeigen"],
    badLink: [
      "The game of this link could not be started, so no game was started: ",
      "Die Partie dieses Links ließ sich nicht beginnen, daher wurde keine Partie begonnen: "],
    defaultGame: ["Start a game with the menus' rules", "Eine Partie mit den Regeln der Menüs beginnen"],
    optionLink: [(title) => `${title}: this option on the rule sets page`, (title) => `${title}: diese Option auf der Seite der Regelwerke`],
  });

  // ------------------------------------------------------------------ persistence
  // The page keeps one opaque id; the worker keeps the game under it.
  function gameId(key) {
    try {
      let id = localStorage.getItem(key);
      if (!id) {
        id = crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2);
        localStorage.setItem(key, id);
      }
      return id;
    } catch (e) { return "page"; }   // storage disabled: the game plays, but not across reloads
  }

  // ------------------------------------------------------------------ share links
  // #rules=…&level=… (any game with these rules), plus &seed=… once the game is over; a
  // game may add its own parameters (read from `hash`).
  function readShareLink() {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (!hash.get("rules")) return null;
    const seed = hash.get("seed");
    return { rules: hash.get("rules"), seed: seed === null || seed === "" ? null : seed, level: hash.get("level") || "greedy", hash };
  }
  function forgetShareLink() {
    // The game now lives in the worker's storage: a reload must continue it, not deal again.
    history.replaceState(history.state, "", location.pathname + location.search);
  }
  function shareLink(rules, snap, extra = {}) {
    const params = new URLSearchParams({ rules });
    if (snap.end) params.set("seed", String(snap.end.seed));
    params.set("level", snap.level);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `${location.origin}${location.pathname}#${params}`;
  }

  // ------------------------------------------------------------------ the widget's common parts
  // The state and elements every game's widget has; `prefix` starts the ids of its controls.
  function baseUi(root, T, { game, store, idKey, prefix }) {
    const lang = root.dataset.lang === "de" ? "de" : "en";
    const t = T[lang];
    const ui = {
      root, lang, t, prefix, call: caller(game, store), id: gameId(idKey), words: COMMON[lang], rulesBase: root.dataset.rulesUrl || "../rules/",
      meta: null, snap: null, busy: false, knownSeed: null, seedTyped: false, optionSelects: {}, buttons: {},
      status: el("p", { class: "play-status", role: "status", "aria-live": "polite" }, t.loading),
      message: el("p", { class: "play-message", "aria-live": "assertive" }),
      levelSel: el("select", { id: `${prefix}-level`, name: "level" }),
      presetSel: el("select", { id: `${prefix}-preset`, name: "preset" }),
      seedInput: el("input", { id: `${prefix}-seed`, name: "seed", type: "number", min: "0", step: "1", inputmode: "numeric", "aria-describedby": `${prefix}-seed-help` }),
      rulesNote: el("p", { class: "play-rules-note", role: "note", hidden: true }, t.nextGame),
    };
    ui.key = (store === undefined ? `${game}:` : store) + ui.id;   // the worker's key of the kept game
    ui.controls = el("form", { class: "play-controls", onsubmit: (e) => { e.preventDefault(); confirmFirst(ui, "newGame", () => ui.startNew()); } });
    const b = ui.buttons;
    b.newGame = el("button", { type: "button", class: "md-button md-button--primary", id: `${prefix}-new`, onclick: () => confirmFirst(ui, "newGame", () => ui.startNew()) }, t.newGame);
    b.restart = el("button", { type: "button", class: "md-button", id: `${prefix}-restart`, onclick: () => confirmFirst(ui, "restart", () => ui.restart()) }, t.restart);
    b.hint = el("button", { type: "button", class: "md-button", id: `${prefix}-hint`, onclick: () => ui.showHint() }, t.hint);
    return ui;
  }

  // ------------------------------------------------------------------ asking before a game is lost
  // A game the player has moved in (the engine could take a decision back) is not thrown
  // away by one press of "New game" or "Restart game": a modal dialog asks first. Its
  // question names what is lost; "Keep playing" has the focus, Escape (the dialog's cancel)
  // keeps the game too, and the focus goes back to the button pressed. A game not yet begun
  // or already over is replaced at once.
  const CONFIRM = texts({
    newGame: [
      "Start a new game? The game in progress is given up.",
      "Eine neue Partie beginnen? Die laufende Partie wird aufgegeben."],
    newGameYes: ["Start a new game", "Neue Partie beginnen"],
    restart: [
      "Restart this game from the start, with the same cards? Your moves so far are lost.",
      "Diese Partie von vorn beginnen, mit denselben Karten? Ihre bisherigen Züge gehen verloren."],
    restartYes: ["Restart game", "Partie neu beginnen"],
    keep: ["Keep playing", "Weiterspielen"],
  });
  const inProgress = (ui) => Boolean(ui.snap && !ui.snap.over && !ui.snap.end && ui.snap.undo > 0);
  function confirmDialog(ui) {
    if (ui.confirm) return ui.confirm;
    const w = CONFIRM[ui.lang === "de" ? "de" : "en"];
    const id = `${ui.prefix}-confirm`;
    const yes = el("button", { type: "button", class: "md-button md-button--primary", id: `${id}-yes` });
    const no = el("button", { type: "button", class: "md-button", id: `${id}-no`, onclick: () => dialog.close("") }, w.keep);
    const dialog = el("dialog", { class: "play-confirm", id, "aria-labelledby": `${id}-ask` },
      el("p", { id: `${id}-ask` }), el("div", { class: "play-row" }, yes, no));
    ui.root.append(dialog);
    ui.confirm = { dialog, yes, no, ask: dialog.querySelector("p"), words: w };
    return ui.confirm;
  }
  function confirmFirst(ui, kind, action) {
    if (!inProgress(ui)) { action(); return; }
    const c = confirmDialog(ui);
    const opener = document.activeElement;
    c.ask.textContent = c.words[kind];
    c.yes.textContent = c.words[`${kind}Yes`];
    const closed = (yes) => {
      if (opener && opener.isConnected && !opener.disabled && !opener.hidden) opener.focus();
      if (yes) action();
    };
    // "Yes" acts at once, in its own click (the dialog's close event comes a task later, when
    // the page could still look idle with the old game's cards); "No" or Escape only close.
    c.yes.onclick = () => { c.dialog.onclose = null; c.dialog.close("yes"); closed(true); };
    c.dialog.onclose = () => closed(false);
    c.dialog.returnValue = "";
    c.dialog.showModal();
    c.no.focus();
  }

  // Each level's rating on the strength ladder (data/ladder/<game>.json), which the site
  // build writes into the widget's data-level-ratings; none if the page has none.
  function levelRatings(root) {
    try {
      const ratings = JSON.parse(root.dataset.levelRatings || "{}");
      return ratings && typeof ratings === "object" ? ratings : {};
    } catch (e) {
      return {};
    }
  }

  // A level's name in the menu, with its rating where the ladder has one:
  // "expert (≈ 1,230 Elo)".
  function levelLabel(lang, name, rating) {
    if (typeof rating !== "number" || !Number.isFinite(rating)) return name;
    const shown = Math.round(rating).toLocaleString(lang === "de" ? "de-DE" : "en-GB").replace("-", "\u2212");
    return `${name} (≈ ${shown} Elo)`;
  }

  // The controls under the board: the computer, the rule set (with "custom" last), any
  // menus of the game's own (`more`, labels) and the deal number; the rules' menus; the
  // record and share link. `changed` runs when a menu changes (rules changed during a game
  // apply to the next); `optionField` builds one option's menu.
  function buildControls(ui, { levelName, firstPreset, changed, optionField, more = [] }) {
    const { t, meta, prefix } = ui;
    const ratings = levelRatings(ui.root);
    meta.levels.forEach((l) => ui.levelSel.append(el("option", { value: l, "data-name": levelName(l) }, levelLabel(ui.lang, levelName(l), ratings[l]))));
    ui.levelSel.value = meta.default_level;
    ui.levelSel.addEventListener("change", changed);
    meta.presets.forEach((p) => ui.presetSel.append(el("option", { value: p.id, title: p.summary }, p.name)));
    ui.presetSel.append(el("option", { value: "custom" }, t.custom));
    ui.presetSel.addEventListener("change", () => { applyPreset(ui, ui.presetSel.value); changed(); });
    ui.seedInput.addEventListener("input", () => { ui.seedTyped = ui.seedInput.value !== ""; });
    const details = el("details", { class: "play-rules" }, el("summary", {}, t.rules),
      el("fieldset", { class: "play-options" }, el("legend", {}, t.rules), meta.options.map((o) => optionField(ui, o))));
    applyPreset(ui, firstPreset);
    ui.presetSel.value = firstPreset;
    details.open = window.matchMedia("(min-width: 60em)").matches;   // rule menus open on wide screens
    ui.controls.append(
      el("div", { class: "play-row" },
        el("label", { for: `${prefix}-level` }, t.level, " ", ui.levelSel),
        el("label", { for: `${prefix}-preset` }, t.preset, " ", ui.presetSel),
        more,
        el("label", { for: `${prefix}-seed` }, t.seed, " ", ui.seedInput)),
      el("p", { class: "play-help", id: `${prefix}-seed-help` }, t.seedHelp),
      details, ui.rulesNote, ...recordControls(ui));
  }

  // The controls below the menus: download and load a record, the share link.
  function recordControls(ui) {
    const { t, prefix } = ui;
    const b = ui.buttons;
    b.download = el("button", { type: "button", class: "md-button", id: `${prefix}-download`, onclick: () => ui.download() }, t.download);
    b.shareLabel = el("label", { for: `${prefix}-share-url` }, t.shareRules);
    return [
      el("div", { class: "play-row" },
        b.download,
        el("label", { class: "md-button play-file", for: `${prefix}-load` }, t.load),
        el("input", { type: "file", id: `${prefix}-load`, accept: ".txt,text/plain", class: "visually-hidden", onchange: (e) => ui.loadFile(e) }),
        el("button", { type: "button", class: "md-button", id: `${prefix}-share`, onclick: () => ui.share() }, t.share)),
      el("p", {}, b.shareLabel, " ",
        el("input", { id: `${prefix}-share-url`, type: "text", readonly: true, size: "60" })),
      el("p", { class: "play-help" }, t.shareNote)];
  }

  // Links the end of a finished game offers below its buttons, each made by a function of
  // the widget that gives an element (or null): the scripts that make them add them here
  // (replay.js: "Replay and analyse").
  const endLinks = [];
  const addEndLink = (make) => { endLinks.push(make); };
  // The end of the game, announced beside the hand (a live region): `content` gives its
  // title and what follows it, then come the buttons for a new game (`againId`), the
  // record and the link to this deal, and the links added (addEndLink). Hidden while the
  // game runs.
  function renderEnd(ui, againId, content) {
    const box = ui.panels.end;
    if (!ui.snap.end) { box.hidden = true; box.replaceChildren(); return; }
    box.hidden = false;
    const [title, ...body] = content();
    box.replaceChildren(el("h3", { class: "play-end-title", tabindex: "-1" }, title), ...body,
      el("div", { class: "play-row" },
        el("button", { type: "button", class: "md-button md-button--primary", id: againId, onclick: () => ui.startNew() }, ui.t.newGame),
        el("button", { type: "button", class: "md-button", onclick: () => ui.download() }, ui.t.download),
        el("button", { type: "button", class: "md-button", onclick: () => ui.share() }, ui.t.shareDeal)),
      ...endLinks.map((make) => make(ui)).filter(Boolean));
  }

  // ------------------------------------------------------------------ rule menus
  const optionsString = (ui) => Object.entries(ui.optionSelects).map(([id, s]) => `${id}=${s.value}`).join(",");
  function matchPreset(ui) {
    const match = ui.meta.presets.find((p) => Object.entries(p.values).every(([k, v]) => ui.optionSelects[k].value === v));
    ui.presetSel.value = match ? match.id : "custom";
    renderProvenance(ui, ui.presetSel.value);
  }
  function applyPreset(ui, id) {
    const p = ui.meta.presets.find((x) => x.id === id);
    if (p) for (const [k, v] of Object.entries(p.values)) ui.optionSelects[k].value = v;
    renderProvenance(ui, id);
  }
  // How each option's value is known (the engine's provenance records): its status and
  // source under the rule set in the menu, or, for rules of one's own, under the first
  // rule set that plays the value (named), or nothing when none does. The sources' short
  // names come with the page (`data-source-labels`).
  function provenanceNote(ui, o) {
    const note = el("small", { class: "play-provenance", id: `${ui.prefix}-prov-${o.id}` });
    (ui.provenanceNotes = ui.provenanceNotes || {})[o.id] = note;
    return note;
  }
  // A place in a source as the page's language writes it ("p. 85" is "S. 85" in German).
  const locus = (ui, text) => ui.lang !== "de" ? text : text.replace(/\bpp?\. (?=\d)/g, "S. ")
    .replace(/\blaws (?=\d)/g, "Gesetze ").replace(/\blaw (?=\d)/g, "Gesetz ");
  function renderProvenance(ui, presetId) {
    if (!ui.provenanceNotes || !ui.meta.statuses) return;
    if (ui.sourceLabels === undefined) {
      try { ui.sourceLabels = JSON.parse(ui.root.dataset.sourceLabels || "{}"); } catch (e) { ui.sourceLabels = {}; }
    }
    const named = ui.meta.presets.find((p) => p.id === presetId);
    for (const [id, note] of Object.entries(ui.provenanceNotes)) {
      const value = ui.optionSelects[id].value;
      const p = named || ui.meta.presets.find((x) => x.values[id] === value);
      const r = p && p.values[id] === value ? p.provenance[id] : null;
      note.textContent = r ? `${ui.meta.statuses[r[0]]}${r[3] ? "†" : ""} · ${ui.sourceLabels[r[1]] || r[1]}` +
        `${r[2] ? ", " + locus(ui, r[2]) : ""}${named ? "" : ` (${p.name})`}` : "";
      note.dataset.status = r ? r[0] : "";
    }
  }
  // Show a game's rules and level in the menus (after a load, a restore or a share link).
  function showRulesAndLevel(ui, snap) {
    for (const part of snap.rules.split(",")) {
      const [k, v] = part.split("=");
      if (ui.optionSelects[k]) ui.optionSelects[k].value = v;
    }
    matchPreset(ui);
    ui.levelSel.value = snap.level;
  }
  function showSeed(ui) {
    ui.seedInput.value = ui.knownSeed === null ? "" : String(ui.knownSeed);
    ui.seedTyped = false;
  }

  // ------------------------------------------------------------------ talking to the engine
  function say(ui, text, kind = "error") {
    ui.message.textContent = text;
    ui.message.dataset.kind = kind;
  }
  // A message with a button that puts it right (`label`, `action`); the button takes the
  // focus if the player was in the widget.
  function offer(ui, text, label, action) {
    const hadFocus = ui.root.contains(document.activeElement);
    const button = el("button", { type: "button", class: "md-button md-button--primary play-fix", onclick: () => action() }, label);
    ui.message.replaceChildren(text, " ", button);
    ui.message.dataset.kind = "error";
    if (hadFocus) button.focus();
  }
  // Trouble that stops the game in this tab: the status says it (`status`), the message
  // explains it and offers its remedy. Cleared by the next answer the engine accepts.
  function trouble(ui, status, text, label, action) {
    ui.trouble = status;
    ui.render();
    offer(ui, text, label, action);
  }
  // Say why an answer of the engine is not a position (`prefix` before its error): a dead
  // engine and a stale tab each offer their remedy.
  function sayRefusal(ui, result, prefix = "") {
    const w = ui.words;
    if (result.dead) trouble(ui, w.deadStatus, w.dead, w.restartEngine, () => restartEngine(ui));
    else if (result.stale) staleTab(ui);
    else say(ui, prefix + result.error);
  }
  function staleTab(ui) {
    const w = ui.words;
    trouble(ui, w.staleStatus, w.stale, w.reloadKept, () => takeKept(ui, ""));
  }
  // While trouble stops the game, a keyboard player's focus goes to its remedy: true then.
  function focusFix(ui) {
    const fix = ui.trouble && ui.message.querySelector(".play-fix");
    if (fix) fix.focus();
    return Boolean(fix);
  }
  // A new worker, which takes back the game kept after the last move.
  function restartEngine(ui) { return takeKept(ui, ui.words.restarted); }
  // The game as kept (by this tab or another): the worker reads it again.
  async function takeKept(ui, note) {
    ui.trouble = null;
    say(ui, "");
    const hadFocus = ui.root.contains(document.activeElement) || document.activeElement === document.body;
    const result = await send(ui, "resume", ui.id, ui.lang);
    if (!result.ok) { sayRefusal(ui, result, ui.t.corrupt); return; }
    ui.game.accept(ui, result);
    if (note) say(ui, note, "info");
    if (hadFocus && ui.focusNext) ui.focusNext();
  }
  async function send(ui, fn, ...args) {
    ui.busy = true; ui.render();
    const result = await ui.call(fn, ...args);
    ui.busy = false;
    if (!result.ok) ui.render();
    return result;
  }
  // The deal number the player typed (then it is known), or null for a deal drawn in secret.
  const typedSeed = (ui) => (ui.seedTyped && ui.seedInput.value !== "" ? ui.seedInput.value : null);
  function afterNewGame(ui, seed) {
    ui.knownSeed = seed;   // a drawn deal number stays secret
    ui.seedInput.value = seed === null ? "" : seed;
    ui.seedTyped = false;
  }
  // Once the game is over: its deal number in the field, and focus on the end's title.
  function announceEnd(ui, result) {
    ui.seedInput.value = String(result.end.seed);
    ui.seedTyped = false;
    ui.panels.end.querySelector(".play-end-title").focus();
  }

  function download(ui, name) {
    if (!ui.snap || !ui.snap.end) return;
    const blob = new Blob([ui.snap.end.record], { type: "text/plain" });
    const a = el("a", { href: URL.createObjectURL(blob), download: `${name}-${ui.snap.end.seed}.txt` });
    document.body.append(a); a.click(); a.remove();
  }
  // The engine's answer to a record file the player chose, or null (the error said).
  async function loadRecord(ui, event) {
    const file = event.target.files[0];
    if (!file) return null;
    const text = await file.text();
    event.target.value = "";
    const result = await send(ui, "load", ui.id, text, null, ui.lang);
    if (!result.ok) { say(ui, ui.t.badRecord + result.error); ui.render(); return null; }
    ui.knownSeed = String(result.loaded.seed);
    return result;
  }
  async function share(ui, link) {
    if (!ui.snap) return;
    const input = ui.root.querySelector(`#${ui.prefix}-share-url`);
    input.value = link(ui.snap);
    input.select();
    try { await navigator.clipboard.writeText(input.value); ui.status.textContent = ui.t.copied; } catch (e) { /* no clipboard: the link is selected */ }
  }
  // Start the game a share link names (`more`: the game's own parameters), then forget the
  // link, so that a reload continues the game. True once the link is dealt with: its game
  // started, or its error is said with a button for a game under the menus' rules.
  async function startLinked(ui, link, ...more) {
    const result = await send(ui, "new_game", ui.id, link.rules, link.seed, link.level, ui.lang, ...more);
    if (!result.ok) { badLink(ui, result); return true; }
    ui.knownSeed = link.seed;
    ui.game.showGameInControls(ui, result);
    ui.game.accept(ui, result);
    forgetShareLink();
    return true;
  }
  // A link whose game the engine refused: its error stays in view, and a button starts a
  // game with the menus' rules (the defaults) when the player asks for one.
  function badLink(ui, result) {
    if (result.dead) { sayRefusal(ui, result); return; }
    offer(ui, ui.words.badLink + result.error, ui.words.defaultGame, () => {
      forgetShareLink();
      say(ui, "");
      ui.startNew();
    });
  }
  // Take back the game the worker kept (`resumed`, its answer; `before` readies the page for
  // it), or else start a new one and say why the kept one was dropped.
  async function resumeOrStart(ui, resumed, before = () => {}) {
    if (resumed.ok) {
      showKept(ui, resumed, before);
      say(ui, ui.t.restored, "info");
      return;
    }
    await ui.startNew();
    if (!resumed.missing) say(ui, ui.t.corrupt + resumed.error);
  }

  // Show a game the engine gives back whole (a kept game after a reload, a decision taken
  // back): its rules in the menus, a deal over before it closed, then the game as any
  // answer, its cards put in place without moving (`ui.still`, read by play-table.js).
  function showKept(ui, result, before = () => {}) {
    if ("ackDeal" in ui) ui.ackDeal = result.last_deal ? result.last_deal.deal : 0;
    before(result);
    ui.game.showGameInControls(ui, result);
    ui.still = true;
    ui.game.accept(ui, result);
  }

  // ------------------------------------------------------------------ games of several deals
  // What the games played deal by deal (Piquet, Pip-Pip!) share: a whole game or one deal
  // (the horizon), the deal just over shown until the player goes on, the same actions.

  // The words both such games use alike, each as [English, German]; a game's own words
  // are added to them (and win).
  const DEAL_TEXTS = {
    loading: ["Loading the Python runtime…", "Python-Laufzeit wird geladen…"],
    engine: ["Starting the engine…", "Engine wird gestartet…"],
    ready: ["Ready.", "Bereit."],
    yourTurn: ["Your turn.", "Sie sind am Zug."],
    you: ["You", "Sie"],
    computer: ["Computer", "Computer"],
    preset: ["Rule set", "Regelwerk"],
    custom: ["Own choice", "Eigene Wahl"],
    horizon: ["Play", "Spielen"],
    wholeGame: ["a whole game", "eine ganze Partie"],
    oneDeal: ["one deal", "ein Spiel"],
    seed: ["Deal number", "Spielnummer"],
    seedHelp: [
      "Leave empty for new cards; type a number to play that deal.",
      "Leer lassen für neue Karten; eine Zahl eingeben, um dieses Spiel zu spielen."],
    rules: ["Rules", "Regeln"],
    newGame: ["New game", "Neue Partie"],
    restart: ["Restart game", "Partie neu beginnen"],
    hint: ["Hint", "Tipp"],
    download: ["Download record", "Protokoll speichern"],
    load: ["Load record", "Protokoll laden"],
    share: ["Share link", "Link teilen"],
    shareRules: ["Link to these rules", "Link zu diesen Regeln"],
    shareDeal: ["Link to this game", "Link zu dieser Partie"],
    copied: ["Link copied.", "Link kopiert."],
    random: ["random", "zufällig"],
    greedy: ["greedy", "Faustregel"],
    expert: ["expert", "Experte"],
    deal: ["Deal", "Spiel"],
    thisDeal: ["this deal", "dieses Spiel"],
    hand: ["Your hand", "Ihre Hand"],
    lead: ["Your lead: choose a card.", "Sie spielen aus: Wählen Sie eine Karte."],
    trick: ["Trick", "Stich"],
    // "You take it", "the computer takes it": the verb agrees with the seat's name
    takes: [(name, you) => `${name} ${you ? "take" : "takes"} it`, (name, you) => `${name} ${you ? "gewinnen" : "gewinnt"} ihn`],
    rule: ["rule", "Regel"],
    dealOver: [(n) => `Deal ${n} is over`, (n) => `Spiel ${n} ist zu Ende`],
    nextDeal: ["Next deal", "Nächstes Spiel"],
    won: ["You win the game!", "Sie gewinnen die Partie!"],
    dealWas: [(n) => `This was deal number ${n}.`, (n) => `Das war Spielnummer ${n}.`],
    restored: ["Your game in progress was restored.", "Ihre laufende Partie wurde wiederhergestellt."],
    corrupt: [
      "The kept game could not be restored and was discarded: ",
      "Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen: "],
    badRecord: ["That record could not be loaded: ", "Dieses Protokoll ließ sich nicht laden: "],
    refused: ["Not allowed: ", "Nicht erlaubt (Begründung der Engine, englisch): "],
    saysScore: [(w, text) => `${w}: +${text}.`, (w, text) => `${w}: +${text}.`],
    // a seat at the table: the cards its player holds, the points of the game
    cards: [(n) => `${n} card${n === 1 ? "" : "s"}`, (n) => `${n} Karte${n === 1 ? "" : "n"}`],
    points: [(n) => `${n} pts`, (n) => `${n} P.`],
  };
  // A game's text table from DEAL_TEXTS and the game's own pairs.
  const dealTexts = (own) => texts({ ...DEAL_TEXTS, ...own });

  // A share link's game with its horizon (#…&horizon=deal for one deal, else a whole game).
  function readDealLink() {
    const link = readShareLink();
    return link && { ...link, horizon: link.hash.get("horizon") === "deal" ? "deal" : "game" };
  }
  // The link to a game's rule set (or its options), computer and horizon.
  const dealLink = (snap) => shareLink(snap.preset || snap.rules, snap, { horizon: snap.horizon });
  // The number of the deal a game's answer last finished, or 0.
  const lastDealNo = (snap) => (snap.last_deal ? snap.last_deal.deal : 0);

  // The state of such a game's widget: baseUi's, with the rule sets page, the last deal the
  // player closed and the horizon menu (a whole game or one deal), `${prefix}-horizon`.
  function dealUi(root, T, options) {
    return Object.assign(baseUi(root, T, options), {
      presetsBase: root.dataset.presetsUrl || "../presets/", ackDeal: 0,
      horizonSel: el("select", { id: `${options.prefix}-horizon`, name: "horizon" }),
    });
  }
  // The board: the panels every such game has, plus its own (`own`, its `trick` among
  // them); `above` names those between the table and the buttons (the question, the hand),
  // `below` those between the hint and the log. Class names start with `prefix`. The table
  // (tabletop) holds the other seats around the felt (`seats`, renderSeats), the trick in
  // its middle, and beside it the deal's line (`info`) and the last trick (`last`).
  function dealBoard(ui, prefix, own, above, below) {
    const { t, buttons: b } = ui;
    const p = ui.panels = {
      end: el("section", { class: "play-end", hidden: true }),
      dealOver: el("section", { class: `${prefix}-deal-over`, hidden: true }),
      info: el("div", { class: "play-table" }),
      seats: el("div", { class: `play-seats-box ${prefix}-seats-box` }),
      last: el("div", { class: `play-last-box ${prefix}-last-box`, "aria-live": "polite" }),
      hand: el("div", { class: `play-hand ${prefix}-hand`, role: "group", "aria-label": t.hand, tabindex: "-1" }),
      hint: el("div", { class: `play-hint-out ${prefix}-hint-out`, "aria-live": "polite" }),
      log: el("ol", { class: "play-log", reversed: true }),
      news: newsRegion(),
      ...own,
    };
    ui.board = el("div", { class: `play-board ${prefix}-board`, hidden: true },
      el("div", { class: "play-end-region", "aria-live": "assertive" }, p.end), p.news, p.dealOver,
      tabletop(p.seats, p.trick, [p.info, p.last], above.map((k) => p[k])),
      el("div", { class: "play-row play-actions" }, b.newGame, b.restart, b.hint), p.hint,
      below.map((k) => p[k]), el("h3", {}, t.log), p.log);
    ui.root.replaceChildren(ui.status, ui.message, ui.board, ui.controls);
  }

  // ------------------------------------------------------------------ the card table
  // Every game's table is drawn alike: a felt with the players' seats around it (the
  // page's player at the bottom, the others clockwise from there), the trick in its
  // middle, each card in front of the player who played it, and beside it (below the hand
  // on a phone) the deal's line and the last trick; the question and the hand under the
  // felt. `seats` and `trick` are the game's panels for the felt, `side` and `rest` the
  // panels beside and below it.
  function tabletop(seats, trick, side, rest) {
    trick.classList.add("play-felt-centre");
    return el("div", { class: "play-tabletop" },
      el("div", { class: "play-felt" }, seats, trick),
      el("div", { class: "play-side" }, side), rest);
  }
  // Where a player sits at a table of `n` seen from the seat `me` (at the bottom): its
  // place on the felt in per cent of its width and height, on the seats' oval (`r` 1) or
  // nearer the middle (a card the player played: `r` below 1).
  function seatPlace(n, me, seat, r = 1) {
    const k = (((seat - me) % n) + n) % n;
    const a = Math.PI / 2 + (2 * Math.PI * k) / n;
    return { x: 50 + 45 * r * Math.cos(a), y: 50 + 42 * r * Math.sin(a) };
  }
  function placeOn(node, place) {
    node.style.setProperty("--x", `${place.x.toFixed(2)}%`);
    node.style.setProperty("--y", `${place.y.toFixed(2)}%`);
    return node;
  }
  // A card of the trick (`node`: the card with its player's name) in front of the player
  // `seat` at a table of `n` seen from `me`: nearer the middle across a table of two, half
  // way out at a larger one, where the neighbours' cards would overlap.
  function inFront(node, n, me, seat) {
    node.classList.add("play-felt-card");
    node.dataset.seat = String(seat);
    return placeOn(node, seatPlace(n, me, seat, n > 2 ? 0.5 : 0.36));
  }
  // The seats around the felt, in the panel `ui.panels.seats`: for each of the `n` seats
  // `about(s)` says what its place shows: {name, marks (words after the name: deals, to
  // play), lines (its card count, points, cards laid down), turn (to play)}. The list is
  // `${prefix}-seats`, each place `${prefix}-seat` with data-seat; `me` is the page's own.
  function renderSeats(ui, n, me, about) {
    const pre = ui.prefix;
    const items = [];
    for (let s = 0; s < n; s += 1) {
      const a = about(s);
      const item = el("li", { class: `play-seat ${pre}-seat` + (a.turn ? ` play-seat--turn ${pre}-seat--turn` : "") +
          (s === me ? ` play-seat--you ${pre}-seat--you` : ""), "data-seat": String(s) },
        el("strong", {}, a.name), a.marks ? el("small", {}, ` (${a.marks})`) : "",
        (a.lines || []).filter((l) => l !== "" && l !== null).map((l) => el("span", { class: `play-seat-line ${pre}-seat-line` }, l)));
      items.push(placeOn(item, seatPlace(n, me === null || me === undefined ? 0 : me, s)));
    }
    ui.panels.seats.replaceChildren(el("ul", { class: `play-seats ${pre}-seats`, "data-count": String(n) }, items));
    const felt = ui.panels.seats.closest(".play-felt");
    if (felt) felt.classList.toggle("play-felt--crowded", n > 6);   // smaller cards in the middle
  }
  // Fill the horizon menu; `changed` runs when the player picks another.
  function fillHorizon(ui, changed) {
    ui.horizonSel.append(el("option", { value: "game" }, ui.t.wholeGame), el("option", { value: "deal" }, ui.t.oneDeal));
    ui.horizonSel.addEventListener("change", changed);
  }
  // Rules, computer or horizon changed during a game apply to the next one: say so.
  // `fullRules` is the menus' rules written as the engine writes them.
  function renderHorizonNote(ui, fullRules) {
    ui.rulesNote.hidden = !(ui.snap && !ui.snap.over &&
      (fullRules !== ui.snap.rules || ui.levelSel.value !== ui.snap.level || ui.horizonSel.value !== ui.snap.horizon));
  }
  // One rule option's menu, its id `${prefix}-opt-…`, with a "?" to the option on the
  // rule sets page; `changed` runs after a pick (the rule set menu follows first).
  function presetOptionField(ui, o, prefix, changed) {
    const id = `${prefix}-opt-${o.id}`;
    const sel = el("select", { id, name: o.id, "data-option": o.id, onchange: () => { matchPreset(ui); changed(); } });
    o.choices.forEach((c) => sel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
    sel.value = o.default;
    ui.optionSelects[o.id] = sel;
    // the link stands beside the label, not in it (its name is not the menu's), a target of
    // 24 px at least named by what it opens (WCAG 2.5.8, 2.4.4)
    return el("div", { class: "play-option" },
      el("div", { class: "play-option-head" },
        el("label", { for: id, title: o.question }, o.title),
        el("a", { href: `${ui.presetsBase}#${o.point}`, class: "play-point", title: o.question, "aria-label": ui.words.optionLink(o.title) }, "?")),
      sel, provenanceNote(ui, o));
  }

  // The widget's data-* marks, the buttons' states and the board's visibility: true when
  // there is a game to draw.
  function renderFrame(ui) {
    const { root, snap } = ui;
    root.dataset.busy = ui.busy ? "1" : "0";
    root.dataset.over = snap && snap.over ? "1" : "0";
    root.dataset.phase = snap ? snap.phase : "";
    root.dataset.mine = snap && mine(snap) && !ui.busy ? "1" : "0";
    if (!ui.meta) return false;
    ui.buttons.download.disabled = !(snap && snap.end);
    ui.buttons.restart.disabled = !snap || ui.busy;
    ui.buttons.hint.disabled = !snap || ui.busy || !mine(snap);
    ui.buttons.newGame.hidden = Boolean(snap && snap.end);   // the end's box has its own New game
    ui.buttons.shareLabel.textContent = snap && snap.end ? ui.t.shareDeal : ui.t.shareRules;
    ui.board.hidden = !snap;
    return Boolean(snap);
  }
  // Draw the widget: the frame, then, with a game, the status line (`status`) and each of
  // the game's panels (`panels`, functions of ui) in order.
  function renderDeal(ui, status, panels) {
    if (!renderFrame(ui)) return;
    ui.status.textContent = ui.trouble || status(ui);
    panels.forEach((draw) => draw(ui));
  }
  // The status line while a game runs: the computers think, or whose turn it is.
  const turnText = (ui) => (ui.busy ? ui.t.wait : mine(ui.snap) ? ui.t.yourTurn : ui.t.ready);
  // Whether the page's player is to move in a game that runs: seat 0, or at a table of
  // people the seat the page shows (`me`; null while the device is passed on).
  const mine = (snap) => !snap.over && snap.to_move === (snap.me === undefined ? 0 : snap.me);
  // The deal just over while the player has not gone on (else null); its box shows then.
  function dealJustOver(ui) {
    const last = ui.snap.last_deal;
    const show = Boolean(last && last.deal > ui.ackDeal && !ui.snap.over);
    ui.panels.dealOver.hidden = !show;
    if (!show) ui.panels.dealOver.replaceChildren();
    return show ? last : null;
  }
  // The button that closes the deal just over, its id `id`.
  const nextDealButton = (ui, id) => el("button", { type: "button", class: "md-button md-button--primary", id, onclick: () => ui.nextDeal() }, ui.t.nextDeal);
  // The score log, newest first, a heading per deal; `line(e)` gives an entry's words, and
  // a link to the rule follows them.
  function renderDealLog(ui, line) {
    const items = [];
    let deal = null;
    for (const e of ui.snap.events.slice().reverse()) {
      if (e.deal !== deal) { deal = e.deal; items.push(el("li", { class: "play-log-hand" }, `${ui.t.deal} ${deal}`)); }
      items.push(el("li", {}, line(e), el("a", { href: `${ui.rulesBase}#${e.anchor}` }, `(${ui.t.rule})`)));
    }
    ui.panels.log.replaceChildren(...items);
  }

  // Take an engine's answer as the game (or say why it was refused); `before(result)` runs
  // before it replaces the last one, and the computers' moves of a finished game are kept in
  // window[movesKey] (for the browser benchmark, scripts/bench_browser.py).
  function acceptDeal(ui, result, movesKey, before = () => {}) {
    if (!result.ok) { sayRefusal(ui, result, ui.t.refused); ui.render(); return null; }
    const wasOver = Boolean(ui.snap && ui.snap.over);
    ui.trouble = null;
    if (ui.game.news) announce(ui, ui.game.news(ui, ui.snap, result));
    before(result);
    ui.snap = result;
    if (result.end) ui.knownSeed = String(result.end.seed);
    if (result.end) window[movesKey] = result.end.computer_moves;
    ui.render();
    if (result.end && !wasOver) announceEnd(ui, result);
    return result;
  }
  // Keyboard players keep their place: focus goes to the first of `selector` (else the hand).
  function focusNext(ui, selector) {
    if (focusFix(ui) || !ui.snap || ui.snap.over) return;
    (ui.root.querySelector(selector) || ui.panels.hand).focus();
  }
  // Clear the message and the hint before the player's next step.
  function clearNotes(ui) {
    say(ui, "");
    ui.panels.hint.replaceChildren();
  }
  // A new game under `rules` (with the deal number typed, if any) and the menus' horizon.
  async function startDealGame(ui, rules) {
    const seed = typedSeed(ui);
    clearNotes(ui);
    const more = ui.newGameMore ? ui.newGameMore() : [];   // a game's own (Pip-Pip!'s seating)
    const result = await send(ui, "new_game", ui.id, rules, seed, ui.levelSel.value, ui.lang, ui.horizonSel.value, ...more);
    if (result.ok) {
      afterNewGame(ui, seed);
      ui.ackDeal = 0;
      ui.snap = null;
    }
    ui.game.accept(ui, result);
  }
  // The game from its first deal again.
  async function restartDeals(ui) {
    clearNotes(ui);
    ui.ackDeal = 0;
    ui.game.accept(ui, await send(ui, "restart", ui.id, ui.lang));
  }
  // The player's action `action`; a keyboard player's focus goes on to the next decision.
  async function actInDeal(ui, action) {
    if (ui.busy || !ui.snap) return;
    const hadFocus = ui.root.contains(document.activeElement);
    clearNotes(ui);
    ui.game.accept(ui, await send(ui, "act", ui.id, action, ui.lang));
    if (hadFocus) ui.focusNext();
  }
  // Close the deal just over and go on to the next decision.
  function closeDeal(ui) {
    if (ui.snap && ui.snap.last_deal) ui.ackDeal = ui.snap.last_deal.deal;
    ui.render();
    ui.focusNext();
  }
  // The engine's hint, or null once its error is shown in the hint's panel.
  async function askHint(ui) {
    ui.panels.hint.textContent = "…";
    const h = await ui.call("hint", ui.id, ui.lang);
    if (!h.ok) { ui.panels.hint.textContent = h.error; if (h.dead) sayRefusal(ui, h); return null; }
    return h;
  }
  // The hint's values (every game): the expert's value of each legal choice next to its
  // card in the hand (`hand`, its buttons carry data-card; `sameCard(button id, value)`
  // says which value a button shows) and as a list for every reader, each with its gap to
  // the expert's choice and, where the engine names one, the rule behind it.
  const HINT_WORDS = texts({
    valuesTitle: [
      "The expert's estimate of each choice, against its own (your points less your opponents', on average over the deals it sampled):",
      "Schätzung des Experten für jede Wahl, verglichen mit seiner eigenen (Ihre Punkte abzüglich der Gegner, im Mittel über die gezogenen Verteilungen):"],
    best: ["the expert's choice", "Wahl des Experten"],
    bestMark: ["best", "beste"],
    equal: ["as good", "gleich gut"],
    points: ["points", "Punkte"],
    game: ["in the race to the target (100: the game won)", "im Rennen zum Ziel (100: Partie gewonnen)"],
    orWorse: ["or worse", "oder schlechter"],
    noise: ["within the sampling noise: the expert keeps its rule of thumb", "innerhalb der Zufallsstreuung: der Experte bleibt bei seiner Faustregel"],
  });
  function hintGap(v, unit, w, lang) {
    if (v.best) return w.best;
    if (v.gap === 0) return w.equal;
    const n = Math.abs(v.gap).toLocaleString(lang, { maximumFractionDigits: 1 });
    const text = `${v.gap < 0 ? "\u2212" : "+"}${n} ${unit === "game" ? w.game : w.points}`;
    return v.bound ? `${text} ${w.orWorse}` : v.gap > 0 ? `${text} (${w.noise})` : text;
  }
  // The gap as the card's face shows it, in a few signs: "best", "=", "−3.5", or "≈" for a
  // card the estimates put higher than the expert's choice by less than their sampling
  // noise (the list says how much and why the expert keeps its choice), so that no card
  // under "best" seems to promise more.
  function faceGap(v, w, lang) {
    if (v.best) return w.bestMark;
    if (v.gap === 0) return "=";
    if (v.gap > 0 && !v.bound) return "\u2248";
    return `${v.gap < 0 ? "\u2212" : "+"}${Math.abs(v.gap).toLocaleString(lang, { maximumFractionDigits: 1 })}`;
  }
  function showHintValues(ui, h, hand, sameCard = (id, v) => v.card && v.card.id === id, title = null) {
    const values = h.values || [];
    if (!values.length) return;
    const w = HINT_WORDS[ui.lang === "de" ? "de" : "en"];
    ui.panels.hint.append(el("p", { class: "play-hint-values-title" }, title || w.valuesTitle),
      el("ol", { class: "play-hint-values" }, values.map((v) => el("li", { "data-action": String(v.action) },
        v.card ? cardSpan(v.card) : v.words, ` ${hintGap(v, h.unit, w, ui.lang)}`,
        v.reason ? el("span", { class: "play-hint-reason" }, `: ${v.reason}`) : ""))));
    hand.querySelectorAll("button[data-card]").forEach((b) => {
      const v = values.find((x) => sameCard(Number(b.dataset.card), x));
      if (!v) return;
      b.setAttribute("data-hint-gap", faceGap(v, w, ui.lang));
    });
  }
  // Load a record file the player chose, and show its game in the menus and on the board.
  async function loadDealFile(ui, event) {
    const result = await loadRecord(ui, event);
    if (!result) return;
    ui.ackDeal = lastDealNo(result);
    ui.game.showGameInControls(ui, result);
    ui.game.accept(ui, result);
    say(ui, ui.t.loaded(result.loaded.seed), "info");
  }
  // The actions both games have, on `ui`: `rules()` gives the menus' rules for a new game,
  // `focus` the selector of the next decision, `name` starts the record's file name.
  function wireDealActions(ui, { rules, focus, name }) {
    Object.assign(ui, {
      startNew: () => startDealGame(ui, rules()), restart: () => restartDeals(ui), act: (a) => actInDeal(ui, a),
      nextDeal: () => closeDeal(ui), focusNext: () => focusNext(ui, focus), download: () => download(ui, name),
      loadFile: (e) => loadDealFile(ui, e), share: () => share(ui, dealLink),
    });
  }
  // Start the linked game, or else resume the kept one (`kept`, its answer if already
  // asked for) or start a new one.
  async function startOrResume(ui, link, kept = null) {
    if (link && await startLinked(ui, link, link.horizon)) return;
    await resumeOrStart(ui, await (kept || send(ui, "resume", ui.id, ui.lang)), (resumed) => { ui.ackDeal = lastDealNo(resumed); });
  }

  // A position's only legal card as a forced answer (play-forced.js): its action and card.
  const onlyCard = (snap) => ({ action: snap.legal[0], card: snap.hand.find((c) => c.id === snap.legal[0]) });

  // Mount every widget `selector` finds now (it stands above its script, so the engine
  // starts loading while the rest of the page is on its way) and after each page change.
  function mountEach(selector, mountOne) {
    const mountAll = () => document.querySelectorAll(selector).forEach(mountOne);
    mountAll();
    if (window.document$) window.document$.subscribe(mountAll);
    else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  }

  // Mount a game's widget once: `game` builds its state (createUi), wires its actions,
  // draws it (render) and starts it (startUp); it shows a game's rules in the menus
  // (showGameInControls) and takes the engine's answers (accept); it may describe its
  // table (`table`), how a game is won (`stats`) and which decision is forced (`forced`).
  function mount(root, game) {
    if (root.dataset.mounted) return;
    root.dataset.mounted = "1";
    const ui = game.createUi(root);
    ui.game = game;
    progressListeners.add((msg) => {
      if (msg.type === "progress" && !ui.meta) ui.status.textContent = msg.stage === "runtime" ? ui.t.loading : ui.t.engine;
      if (msg.type === "stale" && msg.key === ui.key && ui.snap && !ui.busy) staleTab(ui);   // another tab moved on
    });
    // The table's card faces, moves and loading bar (play-table.js) and the statistics
    // (play-stats.js), each given by the game's `table` and `stats`, when their scripts came.
    if (window.playTable && game.table) progressListeners.add(window.playTable.attach(ui, game.table));
    if (window.playStats && game.stats) window.playStats.attach(ui, game.stats);
    if (window.playVerify) window.playVerify.attach(ui);   // the deal's commitment (play-verify.js)
    if (window.playUndo) window.playUndo.attach(ui);   // undo against the computer (play-undo.js)
    if (window.playForced) window.playForced.attach(ui);   // forced cards played for the player (play-forced.js)
    ui.render = () => game.render(ui);
    game.wireActions(ui);
    ui.render();
    game.startUp(ui);
  }

  return {
    caller, el, cardSpan, newsRegion, announce, newEvents, sayRefusal, focusFix, who, texts, readShareLink, forgetShareLink, shareLink, baseUi, buildControls,
    recordControls, renderEnd, addEndLink, optionsString, matchPreset, applyPreset, provenanceNote, showRulesAndLevel, showSeed,
    say, send, typedSeed, afterNewGame, announceEnd, download, loadRecord, share, startLinked, resumeOrStart, showKept, mount,
    dealTexts, readDealLink, dealUi, dealBoard, fillHorizon, renderHorizonNote, presetOptionField, renderDeal, turnText,
    dealJustOver, nextDealButton, renderDealLog, acceptDeal, clearNotes, askHint, wireDealActions, startOrResume, mountEach,
    showHintValues, onlyCard, mine, tabletop, seatPlace, inFront, renderSeats,
  };
})();
