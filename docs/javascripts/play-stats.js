// Statistics of the games played in this browser, as card sites keep them: games played and
// won per game, computer and rule set, shown under each play page's controls with a button
// that resets them (after a confirmation). A game in which the player took decisions back
// (play-undo.js) is counted apart, in a row of its own, never in the clean games' rate. Load this script before play-common.js, which
// calls attach() once per widget with the game's `stats` ({game, won(snap)}).
//
// They live in this browser's localStorage only, under one key, and are never sent
// anywhere. A game counts when the page sees it end: after the player's last move, not when
// a finished game is restored by a reload or loaded from a record; and each finished game
// is remembered by a fingerprint of its record, so that it never counts twice. What is
// stored is checked when read: a value that is not what this script writes is dropped
// (all of it if its shape is wrong), and the page plays on.
window.playStats = (() => {
  const KEY = "penneech-play-stats";
  const VERSION = 1;
  const MAX_SEEN = 200;          // fingerprints of finished games kept, newest last
  const MAX_ROWS = 500;
  // A row of a person at a table of people (Pip-Pip!): "person:" and their name.
  const PERSON = "person:";

  const WORDS = {
    en: { title: "Your games in this browser", level: "Computer", rules: "Rule set", played: "Played",
      won: "Won", rate: "Won %", none: "No finished game yet.", custom: "own choice", oneDeal: "one deal",
      takebacks: "with take-backs",
      reset: "Reset statistics", ask: "Reset the statistics of this game in this browser?",
      yes: "Reset", no: "Keep them", cleared: "The statistics were reset.",
      note: "Kept in this browser only (localStorage); a game counts when it ends, and a game with take-backs (Undo) in a row of its own." },
    de: { title: "Ihre Partien in diesem Browser", level: "Computer", rules: "Regelwerk", played: "Gespielt",
      won: "Gewonnen", rate: "Gewonnen %", none: "Noch keine beendete Partie.", custom: "eigene Wahl", oneDeal: "ein Spiel",
      takebacks: "mit Zurücknahmen",
      reset: "Statistik zurücksetzen", ask: "Die Statistik dieses Spiels in diesem Browser zurücksetzen?",
      yes: "Zurücksetzen", no: "Behalten", cleared: "Die Statistik wurde zurückgesetzt.",
      note: "Nur in diesem Browser gespeichert (localStorage); eine Partie zählt, wenn sie endet, eine Partie mit Zurücknahmen (Zurücknehmen) in einer eigenen Zeile." },
  };

  // ------------------------------------------------------------------ storage
  const empty = () => ({ v: VERSION, rows: [], seen: [] });
  const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
  const isName = (s) => typeof s === "string" && s.length > 0 && s.length <= 200;
  // A row: {game, level, rules, played, won}, won no more than played.
  const goodRow = (r) => r !== null && typeof r === "object" && isName(r.game) && isName(r.level) &&
    isName(r.rules) && isCount(r.played) && isCount(r.won) && r.won <= r.played;

  // What is stored, checked: rows and fingerprints that are not as written here are dropped.
  function read() {
    let data = null;
    try { data = JSON.parse(localStorage.getItem(KEY) || "null"); } catch (e) { data = null; }
    if (data === null || typeof data !== "object" || data.v !== VERSION ||
        !Array.isArray(data.rows) || !Array.isArray(data.seen)) return empty();
    return {
      v: VERSION,
      rows: data.rows.filter(goodRow).slice(0, MAX_ROWS)
        .map((r) => ({ game: r.game, level: r.level, rules: r.rules, played: r.played, won: r.won })),
      seen: data.seen.filter((s) => typeof s === "string" && s.length <= 80).slice(-MAX_SEEN),
    };
  }
  function write(data) {
    try { localStorage.setItem(KEY, JSON.stringify(data)); return true; } catch (e) { return false; }
  }

  // A finished game's fingerprint: its game and a 64-bit FNV-1a hash of its record (two
  // 32-bit halves), which holds the deal number, the rules and every move.
  function fingerprint(game, record) {
    let a = 0x811c9dc5, b = 0x01000193 ^ record.length;
    for (let i = 0; i < record.length; i++) {
      const c = record.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193) >>> 0;
      b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    }
    return `${game}:${a.toString(16).padStart(8, "0")}${b.toString(16).padStart(8, "0")}`;
  }

  // Count a finished game once: true if it was counted now.
  // `entries`: the rows a game counts in, each {level, won} (several at a table of people).
  function count(game, entries, rules, record) {
    const data = read();
    const mark = fingerprint(game, record);
    if (data.seen.includes(mark)) return false;
    for (const { level, won } of entries) {
      let row = data.rows.find((r) => r.game === game && r.level === level && r.rules === rules);
      if (!row) { row = { game, level, rules, played: 0, won: 0 }; data.rows.push(row); }
      row.played += 1;
      if (won) row.won += 1;
    }
    data.seen = data.seen.concat(mark).slice(-MAX_SEEN);
    return write(data);
  }
  // Forget one game's rows (the fingerprints stay, so a reload cannot count a game again).
  function reset(game) {
    const data = read();
    data.rows = data.rows.filter((r) => r.game !== game);
    write(data);
  }

  // ------------------------------------------------------------------ the rule set of a game
  // The engine names the rule set a game's rules match (preset); a game under its own choice
  // of options is counted as such. One-deal games (Piquet, Pip-Pip!) count apart, and so do
  // games with take-backs (the engine counts them: end.takebacks), each marked after a "|".
  function ruleSet(snap) {
    const name = typeof snap.preset === "string" && snap.preset ? snap.preset : "custom";
    const marks = [snap.horizon === "deal" ? "deal" : "", snap.end.takebacks > 0 ? "takebacks" : ""];
    return [name, ...marks.filter(Boolean)].join("|");
  }

  // ------------------------------------------------------------------ the table on the page
  const make = (tag, attrs = {}, ...children) => window.playCommon.el(tag, attrs, ...children);
  // An option's words in one of the page's menus (the computer, the rule set), else the id.
  // An option's name as its menu shows it, without what the menu adds (a level's rating).
  function optionText(select, value) {
    const option = select && Array.from(select.options).find((o) => o.value === value);
    return option ? option.dataset.name || option.textContent : value;
  }

  function attach(ui, stats) {
    const words = WORDS[ui.lang] || WORDS.en;
    const id = `${ui.prefix}-stats`;
    const body = make("div", { class: "play-stats-body" });
    const note = make("p", { class: "play-stats-said", role: "status" });
    const confirm = make("div", { class: "play-row play-stats-confirm", hidden: true },
      make("span", { id: `${id}-ask` }, words.ask),
      make("button", { type: "button", class: "md-button", id: `${id}-yes`, onclick: () => {
        reset(stats.game); confirm.hidden = true; resetButton.hidden = false; show();
        // the Reset button is now disabled (nothing to reset): the focus goes to the
        // section's title, which stays, not to the page's body
        note.textContent = words.cleared; (resetButton.disabled ? title : resetButton).focus();
      } }, words.yes),
      make("button", { type: "button", class: "md-button", id: `${id}-no`, onclick: () => {
        confirm.hidden = true; resetButton.hidden = false; resetButton.focus();
      } }, words.no));
    const resetButton = make("button", { type: "button", class: "md-button", id: `${id}-reset`, onclick: () => {
      resetButton.hidden = true; confirm.hidden = false; note.textContent = "";
      confirm.querySelector(`#${id}-no`).focus();
    } }, words.reset);
    const title = make("h3", { id: `${id}-title`, tabindex: "-1" }, words.title);
    const box = make("section", { class: "play-stats", id, "aria-labelledby": `${id}-title` },
      title, body,
      make("p", { class: "play-help" }, words.note), make("div", { class: "play-row" }, resetButton), confirm, note);

    function ruleWords(rules) {
      const [name, ...marks] = rules.split("|");
      const shown = name === "custom" ? words.custom : optionText(ui.presetSel, name);
      const notes = [marks.includes("deal") ? words.oneDeal : "", marks.includes("takebacks") ? words.takebacks : ""];
      const said = notes.filter(Boolean).join(", ");
      return said ? `${shown} (${said})` : shown;
    }
    function show() {
      const rows = read().rows.filter((r) => r.game === stats.game)
        .sort((a, b) => a.level.localeCompare(b.level) || a.rules.localeCompare(b.rules));
      resetButton.disabled = !rows.length;
      if (!rows.length) { body.replaceChildren(make("p", { class: "play-stats-none" }, words.none)); return; }
      const head = make("tr", {}, [words.level, words.rules, words.played, words.won, words.rate]
        .map((w) => make("th", { scope: "col" }, w)));
      const lines = rows.map((r) => make("tr", { "data-level": r.level, "data-rules": r.rules },
        make("td", {}, r.level.startsWith(PERSON) ? r.level.slice(PERSON.length) : optionText(ui.levelSel, r.level)),
        make("th", { scope: "row" }, ruleWords(r.rules)),
        make("td", { "data-played": String(r.played) }, String(r.played)),
        make("td", { "data-won": String(r.won) }, String(r.won)),
        make("td", {}, `${Math.round((100 * r.won) / r.played)}`)));
      body.replaceChildren(make("table", { class: "play-stats-table" }, make("thead", {}, head), make("tbody", {}, lines)));
    }

    // The game's end as the page sees it happen: the answer before was a game still running
    // (of this session), and this one is not a loaded record.
    let before = null;
    function watch() {
      const snap = ui.snap;
      if (snap === before) return;
      const ended = snap && snap.end && typeof snap.end.record === "string";
      const wasRunning = before && !before.end;
      before = snap;
      if (ended && wasRunning && !snap.loaded &&
          count(stats.game, (stats.entries && stats.entries(snap)) || [{ level: String(snap.level), won: stats.won(snap) }],
            ruleSet(snap), snap.end.record)) show();
    }
    new MutationObserver(watch).observe(ui.root, { childList: true, subtree: true });
    window.addEventListener("storage", (e) => { if (e.key === KEY || e.key === null) show(); });
    ui.root.append(box);
    show();
    // the menus' words arrive with the engine's metadata: draw again then
    const named = new MutationObserver(() => { if (ui.levelSel.options.length) { named.disconnect(); show(); } });
    named.observe(ui.levelSel, { childList: true });
  }

  return { attach, read, fingerprint };
})();
