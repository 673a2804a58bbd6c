// The same deal under another reading (the page reread/): a finished game's record, from
// the link (record-link.js), a file or pasted text, played again under another rule set or
// with one option changed, and the two games shown side by side, deal by deal, with the
// first point where they part. Every rule is the engine's (penneech.core.rereading, called
// through the play worker with no game: the record names its own); the menus come from the
// game's own options and rule sets, as the play pages' do (Facade.metadata). A new record
// (a link followed in the same tab, Back or Forward to another record's address, a file,
// pasted text) takes the place of the game read, once the engine's work under way is done;
// one refused leaves no game read. Nothing is kept. Load record-link.js and play-common.js
// before this script.
(() => {
  const P = window.playCommon;
  const { el, cardSpan } = P;

  const T = P.texts({
    loading: ["Loading the Python runtime…", "Python-Laufzeit wird geladen…"],
    engine: ["Starting the engine…", "Engine wird gestartet…"],
    waiting: ["Give the record of a finished game to begin.", "Geben Sie zuerst das Protokoll einer beendeten Partie an."],
    reading: ["Reading the record…", "Das Protokoll wird gelesen…"],
    playing: ["Playing the deal under the other reading…", "Das Spiel wird unter der anderen Lesart gespielt…"],
    openTitle: ["1. Your game", "1. Ihre Partie"],
    file: ["Open a record file", "Protokolldatei öffnen"],
    paste: ["Or paste a record here", "Oder ein Protokoll hier einfügen"],
    read: ["Read this record", "Dieses Protokoll lesen"],
    fromLink: ["The record of the link was read.", "Das Protokoll aus dem Link wurde gelesen."],
    badLink: ["The record in this link could not be read: ", "Das Protokoll in diesem Link ließ sich nicht lesen: "],
    refused: ["That record cannot be read again under another reading: ", "Dieses Protokoll lässt sich nicht unter einer anderen Lesart spielen: "],
    refusedReading: ["That reading was refused: ", "Diese Lesart wurde abgelehnt: "],
    about: [(name, rules, seed) => `A finished game of ${name} under ${rules}${seed ? `, deal number ${seed}` : ", without a deal number"}.`,
      (name, rules, seed) => `Eine beendete Partie ${name} unter ${rules}${seed ? `, Spielnummer ${seed}` : ", ohne Spielnummer"}.`],
    readingTitle: ["2. Another reading", "2. Eine andere Lesart"],
    change: ["Play it under", "Spielen unter"],
    presets: ["another rule set", "einem anderen Regelwerk"],
    oneOption: ["one option changed", "einer geänderten Option"],
    value: ["New value", "Neuer Wert"],
    go: ["Play it under this reading", "Unter dieser Lesart spielen"],
    resultTitle: ["3. The two games side by side", "3. Die beiden Partien nebeneinander"],
    partTitle: ["Where they part", "Wo sie sich trennen"],
    same: ["Nowhere: under this reading the game goes exactly as it went.", "Nirgends: Unter dieser Lesart verläuft die Partie genau wie gespielt."],
    shown: [(words) => `The two games are shown. Where they part: ${words}`, (words) => `Die beiden Partien werden gezeigt. Wo sie sich trennen: ${words}`],
    // decisions where you had a choice, counted as the replay viewer counts them; the
    // actions with a single choice (played for you) are said apart
    kept: [(k, e, level, f, n) => `Your decisions (where you had a choice): ${n} in your game, ${k + e} under the other reading; of these, ${k} kept as you took them and ${e} taken by the ${level} instead, because yours was not allowed there or there was none (each marked “expert”).${f ? ` ${f} more ${f === 1 ? "action" : "actions"} had no other choice.` : ""}`,
      (k, e, level, f, n) => `Ihre Entscheidungen (wo Sie die Wahl hatten): ${n} in Ihrer Partie, ${k + e} unter der anderen Lesart; davon ${k} wie getroffen übernommen, ${e} traf stattdessen der ${level}, weil Ihre dort nicht erlaubt war oder fehlte (jeweils mit „Experte“ markiert).${f ? ` ${f} ${f === 1 ? "weiterer Zug ließ" : "weitere Züge ließen"} keine andere Wahl.` : ""}`],
    computer: [(level, from) => `The computer plays as in your game (${level}${from === "default" ? ", the record names none" : ""}) once the games part; before that, every step is the original's.`,
      (level, from) => `Der Computer spielt wie in Ihrer Partie (${level}${from === "default" ? ", das Protokoll nennt keinen" : ""}), sobald die Partien sich trennen; bis dahin ist jeder Schritt der ursprüngliche.`],
    unseeded: [(n) => `The record has no deal number: its own cards are dealt again where the rules allow them, the rest from deal number ${n}.`,
      (n) => `Das Protokoll hat keine Spielnummer: Seine Karten werden erneut gegeben, wo die Regeln sie zulassen, der Rest nach Spielnummer ${n}.`],
    seeded: [(n) => `Same cards: deal number ${n} deals both games.`, (n) => `Dieselben Karten: Spielnummer ${n} gibt beide Partien.`],
    final: ["Final scores", "Endstand"],
    original: ["Your game", "Ihre Partie"],
    reread: ["Under the other reading", "Unter der anderen Lesart"],
    won: ["Won by", "Gewonnen von"],
    nobody: ["nobody (a draw)", "niemand (unentschieden)"],
    ahead: [(who) => `no winner by the rules; ahead on points: ${who}`, (who) => `kein Sieger nach den Regeln; nach Punkten vorn: ${who}`],
    points: ["Points", "Punkte"],
    notPlayed: ["not played", "nicht gespielt"],
    dealer: ["dealer", "Geber"],
    takes: [(who) => `won by ${who}`, (who) => `Stich an ${who}`],
    dealt: ["dealt", "gegeben"],
    noTricks: ["no tricks played", "keine Stiche gespielt"],
    expert: ["expert", "Experte"],
    partsHere: ["Parting point", "Trennungspunkt"],
    download: ["Download the new game's record", "Protokoll der neuen Partie speichern"],
    replayOriginal: ["Open your game in the replay viewer", "Ihre Partie im Wiedergabe-Betrachter öffnen"],
    replayReread: ["Open the new game in the replay viewer", "Die neue Partie im Wiedergabe-Betrachter öffnen"],
    markedTitle: [(level) => `Decisions the ${level} took instead of you`, (level) => `Entscheidungen, die der ${level} statt Ihrer traf`],
    insteadOf: [(mine) => `yours, ${mine}, was not allowed here`, (mine) => `Ihre, ${mine}, war hier nicht erlaubt`],
    noneThere: ["you took no decision here in your game", "in Ihrer Partie gab es hier keine Entscheidung"],
    you: ["You", "Sie"],
    youLower: ["you", "Sie"],
    computerSeat: [(n, many) => (many ? `Computer ${n}` : "Computer"), (n, many) => (many ? `Computer ${n}` : "Computer")],
    computerLower: [(n, many) => (many ? `computer ${n}` : "the computer"), (n, many) => (many ? `Computer ${n}` : "der Computer")],
    chance: ["chance (the deal)", "der Zufall (das Geben)"],
    deal: [(word) => word.charAt(0).toUpperCase() + word.slice(1), () => "Spiel"],
    trick: ["trick", "Stich"],
    phase: ["phase", "Phase"],
    place: [(deal, n, trick, phase) => `${deal} ${n}, ${phase === "play" ? `trick ${trick}` : trick > 1 ? `after trick ${trick - 1}` : "before the first trick is won"}`,
      (deal, n, trick, phase) => `${deal} ${n}, ${phase === "play" ? `Stich ${trick}` : trick > 1 ? `nach Stich ${trick - 1}` : "bevor der erste Stich gewonnen ist"}`],
    partEnd: [(who, what, ended) => `${ended === "original" ? "your game has ended; under the other reading it goes on" : "the other reading has ended; your game went on"} (${who}: ${what}).`,
      (who, what, ended) => `${ended === "original" ? "Ihre Partie ist zu Ende; unter der anderen Lesart geht sie weiter" : "die andere Lesart ist zu Ende; Ihre Partie ging weiter"} (${who}: ${what}).`],
    partTurn: [(who, what, whoThen, then) => `under the other reading ${who} acts (${what}); in your game ${whoThen} acted (${then}).`,
      (who, what, whoThen, then) => `unter der anderen Lesart ist ${who} am Zug (${what}); in Ihrer Partie war es ${whoThen} (${then}).`],
    partChoices: [(who, what, then) => `the rules give ${who} other choices: ${what} under the other reading, ${then} in your game.`,
      (who, what, then) => `die Regeln geben ${who} eine andere Auswahl: ${what} unter der anderen Lesart, ${then} in Ihrer Partie.`],
    partChoicesSame: [(who, what) => `the rules give ${who} other choices than in your game, though ${what} was taken in both.`,
      (who, what) => `die Regeln geben ${who} eine andere Auswahl als in Ihrer Partie, doch in beiden wurde ${what} gewählt.`],
    partAction: [(who, what, then) => `${who}: ${what} under the other reading, ${then} in your game.`,
      (who, what, then) => `${who}: ${what} unter der anderen Lesart, ${then} in Ihrer Partie.`],
    partPoints: [(who, what, then, now) => `after ${what} (${who}) the points differ: ${then} in your game, ${now} under the other reading.`,
      (who, what, then, now) => `nach ${what} (${who}) unterscheiden sich die Punkte: ${then} in Ihrer Partie, ${now} unter der anderen Lesart.`],
    withOption: [(preset, title, label) => `${preset} with “${title}” set to “${label}”`, (preset, title, label) => `${preset}, „${title}“ auf „${label}“ gesetzt`],
    ownRules: ["rules of one's own", "eigenen Regeln"],
    greedy: ["greedy", "Faustregel"],
    expertLevel: ["expert", "Experte"],
    random: ["random", "zufällig"],
  });

  // ------------------------------------------------------------------ words
  const level = (ui, name) => ({ greedy: ui.t.greedy, expert: ui.t.expertLevel, random: ui.t.random }[name] || name);
  // A computer's seat as the play page and the replay viewer name it, from the record (the
  // engine's replay.seat_names: "Player 2", "Computer", a person's name), else by number.
  const named = (ui, seat) => ((ui.result && ui.result.seat_names) || (ui.about && ui.about.seat_names) || [])[seat];
  const seatName = (ui, seat, many) => (seat === 0 ? ui.t.you : seat < 0 ? ui.t.chance : named(ui, seat) || ui.t.computerSeat(seat, many));
  const seatLower = (ui, seat, many) => {
    if (seat === 0) return ui.t.youLower;
    if (seat < 0) return ui.t.chance;
    const name = named(ui, seat);
    // the page's own "Computer" reads "the computer" in a sentence; other names as given
    return name && name !== ui.t.computerSeat(seat, many) ? name : ui.t.computerLower(seat, many);
  };
  const points = (list) => list.join("–");
  function presetName(ui, id) {
    const p = ui.about.presets.find((x) => x.id === id);
    return p ? p.name : id;
  }
  // The original rules in words: a rule set's name, else "rules of one's own".
  const originalName = (ui) => (ui.about.preset ? presetName(ui, ui.about.preset) : ui.t.ownRules);
  function readingName(ui, reading) {
    if (!reading.includes("=")) return presetName(ui, reading);
    const [id, value] = reading.split("=");
    const o = ui.about.options.find((x) => x.id === id);
    const c = o && o.choices.find((x) => x.value === value);
    return ui.t.withOption(originalName(ui), o ? o.title : id, c ? c.label : value);
  }
  function partingWords(ui, r) {
    const p = r.parting;
    if (!p) return ui.t.same;
    const many = ui.about.seats > 2;
    const place = ui.t.place(ui.t.deal(r.deal_word), p.deal, p.trick, p.phase);
    const who = seatLower(ui, p.seat, many);
    let what;
    if (p.kind === "end") what = ui.t.partEnd(who, p.original === null ? p.reread : p.original, p.original === null ? "original" : "reread");
    else if (p.kind === "turn") what = ui.t.partTurn(who, p.reread, seatLower(ui, p.original_seat, many), p.original);
    else if (p.kind === "choices" && p.reread === p.original) what = ui.t.partChoicesSame(who, p.reread);
    else if (p.kind === "choices") what = ui.t.partChoices(who, p.reread, p.original);
    else if (p.kind === "action") what = ui.t.partAction(who, p.reread, p.original);
    else what = ui.t.partPoints(p.seat < 0 ? ui.t.dealt : who, p.reread, points(p.original_points), points(p.reread_points));
    return `${place}: ${what}`;
  }

  // ------------------------------------------------------------------ the widget
  function createUi(root) {
    const lang = root.dataset.lang === "de" ? "de" : "en";
    const t = T[lang];
    const ui = {
      root, lang, t, call: P.caller(null, "reread:"), busy: false, meta: null,
      text: null, about: null, result: null, reading: null, pending: null,
      status: el("p", { class: "play-status", role: "status", "aria-live": "polite" }, t.waiting),
      message: el("p", { class: "play-message", "aria-live": "assertive" }),
      file: el("input", { type: "file", id: "rr-file", accept: ".txt,text/plain" }),
      pasted: el("textarea", { id: "rr-text", rows: "6", cols: "60", spellcheck: "false" }),
      readButton: el("button", { type: "button", class: "md-button", id: "rr-read" }, t.read),
      aboutLine: el("p", { class: "rr-about", id: "rr-about" }),
      change: el("select", { id: "rr-change", name: "change" }),
      value: el("select", { id: "rr-value", name: "value" }),
      valueRow: el("p", { class: "rr-value-row", hidden: true }),
      go: el("button", { type: "submit", class: "md-button md-button--primary", id: "rr-go" }, t.go),
      results: el("section", { class: "rr-results", hidden: true, "aria-labelledby": "rr-results-title" }),
    };
    ui.valueRow.append(el("label", { for: "rr-value" }, t.value), " ", ui.value);
    ui.form = el("form", { class: "rr-reading", hidden: true, "aria-labelledby": "rr-reading-title" },
      el("h2", { id: "rr-reading-title" }, t.readingTitle),
      el("p", {}, el("label", { for: "rr-change" }, t.change), " ", ui.change),
      ui.valueRow, el("p", {}, ui.go));
    root.replaceChildren(ui.status, ui.message,
      el("section", { class: "rr-open", "aria-labelledby": "rr-open-title" },
        el("h2", { id: "rr-open-title" }, t.openTitle),
        el("p", {}, el("label", { for: "rr-file" }, t.file), " ", ui.file),
        el("p", {}, el("label", { for: "rr-text" }, t.paste), el("br"), ui.pasted),
        el("p", {}, ui.readButton), ui.aboutLine),
      ui.form, ui.results);
    return ui;
  }

  function say(ui, text) { ui.message.textContent = text; }

  async function ask(ui, busyText, ...args) {
    ui.busy = true;
    ui.status.textContent = busyText;
    ui.render();
    const answer = await ui.call("reread", ...args);
    ui.busy = false;
    ui.render();
    return answer;
  }

  // A record to read (from the link, a file or the text box): its game, rules and menus.
  async function readRecord(ui, text, note = "", focus = true) {
    if (ui.busy) { ui.pending = [text, note, focus]; return; }   // read once the engine is free
    say(ui, "");
    // the game read before goes: nothing of it is taken for the new one's (nor stays
    // beside the refusal of a record that cannot be read)
    ui.text = null;
    ui.about = null;
    ui.result = null;
    ui.form.hidden = true;
    ui.results.hidden = true;
    ui.aboutLine.textContent = "";
    const answer = await ask(ui, ui.t.reading, text, null, ui.lang);
    if (readPending(ui)) return;
    if (!answer.ok) {
      ui.status.textContent = ui.t.waiting;
      say(ui, ui.t.refused + answer.error);
      return;
    }
    ui.meta = answer;
    ui.text = text;
    ui.about = answer;
    ui.result = null;
    ui.pasted.value = text;
    fillMenus(ui);
    ui.results.hidden = true;
    ui.aboutLine.textContent = ui.t.about(answer.name, originalName(ui), answer.seed);
    ui.status.textContent = note || ui.aboutLine.textContent;
    ui.form.hidden = false;
    ui.render();
    if (focus) ui.change.focus();
  }
  // The engine's work has ended: a record that came meanwhile is read now (true), and the
  // answer to that work is dropped.
  function readPending(ui) {
    if (!ui.pending) return false;
    const [text, note, focus] = ui.pending;
    ui.pending = null;
    readRecord(ui, text, note, focus);
    return true;
  }

  // The rule sets other than the record's, then each option that has another value.
  function fillMenus(ui) {
    const { about, t } = ui;
    const sets = el("optgroup", { label: t.presets });
    about.presets.filter((p) => Object.entries(p.values).some(([k, v]) => about.values[k] !== v))
      .forEach((p) => sets.append(el("option", { value: `preset:${p.id}` }, p.name)));
    const options = el("optgroup", { label: t.oneOption });
    about.options.filter((o) => o.choices.some((c) => c.value !== about.values[o.id]))
      .forEach((o) => options.append(el("option", { value: `option:${o.id}` }, o.title)));
    ui.change.replaceChildren(...[sets, options].filter((g) => g.children.length));
    ui.change.onchange = () => fillValues(ui);
    fillValues(ui);
  }
  function fillValues(ui) {
    const [kind, id] = ui.change.value.split(/:(.*)/s);
    ui.valueRow.hidden = kind !== "option";
    if (kind !== "option") return;
    const o = ui.about.options.find((x) => x.id === id);
    ui.value.replaceChildren(...o.choices.filter((c) => c.value !== ui.about.values[o.id])
      .map((c) => el("option", { value: c.value, title: c.explanation }, c.label)));
  }
  function chosenReading(ui) {
    const [kind, id] = ui.change.value.split(/:(.*)/s);
    return kind === "preset" ? id : `${id}=${ui.value.value}`;
  }

  async function playReading(ui) {
    if (ui.busy || !ui.text) return;
    say(ui, "");
    const reading = chosenReading(ui);
    const answer = await ask(ui, ui.t.playing, ui.text, reading, ui.lang);
    if (readPending(ui)) return;
    if (!answer.ok) {
      ui.status.textContent = ui.aboutLine.textContent;
      say(ui, ui.t.refusedReading + answer.error);
      return;
    }
    ui.result = answer;
    ui.reading = reading;
    await renderResults(ui);
    if (ui.result !== answer) { ui.results.hidden = true; return; }   // another record came
    ui.render();
    const title = ui.results.querySelector("#rr-results-title");
    title.focus();
    ui.status.textContent = "";
    setTimeout(() => { ui.status.textContent = ui.t.shown(partingWords(ui, answer)); }, 50);
  }

  // ------------------------------------------------------------------ the two games
  function scoreTable(ui, r, seats) {
    const { t } = ui;
    const many = seats > 2;
    const names = (list) => list.map((s) => seatName(ui, s, many)).join(", ");
    // No winner by the rules (a single deal short of the game): a draw only if the points
    // are level, else who is ahead on points.
    function winners(game) {
      if (game.winners.length) return names(game.winners);
      const best = Math.max(...game.points);
      const ahead = game.points.flatMap((p, s) => (p === best ? [s] : []));
      return ahead.length === game.points.length ? t.nobody : t.ahead(names(ahead));
    }
    const rows = [];
    for (let s = 0; s < seats; s++) {
      rows.push(el("tr", {}, el("th", { scope: "row" }, seatName(ui, s, many)),
        el("td", {}, String(r.original.points[s] ?? "–")), el("td", {}, String(r.reread.points[s] ?? "–"))));
    }
    rows.push(el("tr", {}, el("th", { scope: "row" }, t.won), el("td", {}, winners(r.original)), el("td", {}, winners(r.reread))));
    return el("table", { class: "rr-final" }, el("caption", {}, t.final),
      el("thead", {}, el("tr", {}, el("td", {}), el("th", { scope: "col" }, `${t.original} (${originalName(ui)})`),
        el("th", { scope: "col" }, `${t.reread} (${readingName(ui, ui.reading)})`))),
      el("tbody", {}, rows));
  }

  // One game's deal: its tricks (each card with who played it; the expert's marked in
  // words) and points; the trick where the games part is marked in words too.
  function dealColumn(ui, title, deal, seats, partTrick) {
    const { t } = ui;
    const many = seats > 2;
    if (!deal) return el("div", { class: "rr-col" }, el("h4", {}, title), el("p", {}, t.notPlayed));
    const tricks = deal.tricks.map((tr) => el("li", { class: tr.number === partTrick ? "rr-trick rr-trick--parting" : "rr-trick" },
      tr.number === partTrick ? el("strong", { class: "rr-part-mark" }, `${t.partsHere}: `) : "",
      tr.plays.flatMap((p, i) => [i ? ", " : "", `${seatName(ui, p.seat, many)} `, cardSpan(p.card),
        p.expert ? el("span", { class: "rr-expert" }, ` (${t.expert})`) : ""]),
      ` — ${t.takes(seatLower(ui, tr.winner, many))}`));
    return el("div", { class: "rr-col" }, el("h4", {}, title),
      el("p", { class: "rr-dealer" }, `${t.dealer}: ${seatName(ui, deal.dealer, many)}`),
      tricks.length ? el("ol", { class: "rr-tricks" }, tricks) : el("p", {}, t.noTricks),
      el("p", { class: "rr-points" }, `${t.points}: `, deal.points.map((n, s) => `${seatName(ui, s, many)} ${n}`).join(", ")));
  }

  async function renderResults(ui) {
    const { t } = ui;
    const r = ui.result;
    const seats = Math.max(r.original.points.length, r.reread.points.length);
    const word = t.deal(r.deal_word);
    const p = r.parting;
    const numbers = new Set([...r.original.deals, ...r.reread.deals].map((d) => d.deal));
    const deals = [...numbers].sort((a, b) => a - b).map((n) => {
      const here = p && p.deal === n;
      const partTrick = here && p.phase === "play" ? p.trick : null;
      return el("section", { class: here ? "rr-deal rr-deal--parting" : "rr-deal", "aria-labelledby": `rr-deal-${n}` },
        el("h3", { id: `rr-deal-${n}` }, `${word} ${n}`, here ? ` — ${t.partsHere}` : ""),
        el("div", { class: "rr-pair" },
          dealColumn(ui, t.original, r.original.deals.find((d) => d.deal === n), seats, partTrick),
          dealColumn(ui, t.reread, r.reread.deals.find((d) => d.deal === n), seats, partTrick)));
    });
    const blob = new Blob([r.reread.record], { type: "text/plain" });
    const links = el("ul", { class: "rr-links" },
      el("li", {}, el("a", { href: URL.createObjectURL(blob), download: `${r.game}-another-reading.txt`, id: "rr-download" }, t.download)),
      el("li", {}, el("a", { href: await window.recordLink.link("../replay/", r.original.record), id: "rr-replay-original" }, t.replayOriginal)),
      el("li", {}, el("a", { href: await window.recordLink.link("../replay/", r.reread.record), id: "rr-replay-reread" }, t.replayReread)));
    const expert = level(ui, r.expert);
    const marked = r.marked.length ? [el("h3", { id: "rr-marked-title" }, t.markedTitle(expert)),
      el("ol", { class: "rr-marked" }, r.marked.map((m) => el("li", {},
        `${t.place(word, m.deal, m.trick, m.phase)}: ${m.name} (${m.instead_of === null ? t.noneThere : t.insteadOf(m.instead_of)})`)))] : [];
    ui.results.replaceChildren(
      el("h2", { id: "rr-results-title", tabindex: "-1" }, t.resultTitle),
      el("h3", { id: "rr-parting-title" }, t.partTitle),
      el("p", { class: p ? "rr-parting" : "rr-parting rr-parting--none", id: "rr-parting" }, partingWords(ui, r)),
      el("p", {}, r.chance === "seed" ? t.seeded(r.seed) : t.unseeded(r.unseeded), " ",
        t.computer(level(ui, r.level), r.level_from)),
      el("p", { class: "rr-kept" }, t.kept(r.kept, r.by_expert, expert, r.forced, r.original_decisions)),
      scoreTable(ui, r, seats), links, ...deals, ...marked);
    ui.results.hidden = false;
  }

  // ------------------------------------------------------------------ wiring
  function render(ui) {
    ui.root.dataset.busy = ui.busy ? "1" : "0";
    ui.root.dataset.read = ui.about ? "1" : "0";
    ui.root.dataset.shown = ui.result ? "1" : "0";
    ui.readButton.disabled = ui.busy;
    ui.go.disabled = ui.busy || !ui.about;
  }
  function wireActions(ui) {
    ui.readButton.addEventListener("click", () => {
      const text = ui.pasted.value;
      if (text.trim()) readRecord(ui, text);
    });
    ui.file.addEventListener("change", async (event) => {
      const file = event.target.files[0];
      if (!file) return;
      const text = await file.text();
      event.target.value = "";
      readRecord(ui, text);
    });
    ui.form.addEventListener("submit", (event) => { event.preventDefault(); playReading(ui); });
  }
  async function startUp(ui) {
    window.addEventListener("hashchange", () => { if (ui.root.isConnected) fromLink(ui); });
    await fromLink(ui);
  }
  // The record of the page's address, if it holds one (focus stays where the reader is).
  async function fromLink(ui) {
    let text = null;
    try {
      text = await window.recordLink.fromLocation();
    } catch (err) {
      say(ui, ui.t.badLink + String(err && err.message || err));
      return;
    }
    if (text) await readRecord(ui, text, ui.t.fromLink, false);
  }

  P.mountEach(".reread", (root) => P.mount(root, { createUi, wireActions, render, startUp }));
})();
