// The replay viewer (docs/replay.md) and its link from every play page's end of game.
//
// On a play page: the end of a finished game offers "Replay and analyse", a link to the
// viewer carrying the game's record (record-link.js), added to the end panel through
// playCommon.addEndLink. On the viewer's page: a record from the link, a file or pasted
// text is read by the engine (penneech.core.replay, through the play worker: the game is
// found from the record itself), which refuses a game that is not over; then every step
// of the game can be stepped through card by card, trick by trick or deal by deal, every
// hand shown, and each of the chosen seat's decisions analysed by the expert, one on
// demand or all of them with a summary. A new record (a link followed in the same tab,
// Back or Forward to another record's address, a file, pasted text) takes the place of the
// game shown, after any analysis under way; one refused leaves no game shown. The viewer's
// element counts the records read, shown or refused, in data-reads (for the browser tests).
// No rule of any game lives here: the engine gives the steps, their words and the
// analysis. Load record-link.js and play-common.js first.
(() => {
  const P = window.playCommon;
  if (!P) return;
  const { el, cardSpan, texts } = P;
  const SCRIPT = document.currentScript.src;
  // The viewer's address, from this script's (the site's javascripts folder).
  const viewerUrl = (lang) => new URL(lang === "de" ? "../de/replay/" : "../replay/", SCRIPT).href;

  const T = texts({
    replayLink: ["Replay and analyse this game", "Diese Partie nachspielen und analysieren"],
    loading: [
      "Starting the engine (the first time, about 14 MB are downloaded once)…",
      "Die Engine startet (beim ersten Mal werden einmalig etwa 14 MB geladen)…"],
    reading: ["Reading the record…", "Das Protokoll wird gelesen…"],
    openTitle: ["Open a record", "Ein Protokoll öffnen"],
    file: ["Record file", "Protokolldatei"],
    paste: ["Or paste a record here", "Oder hier ein Protokoll einfügen"],
    show: ["Show this record", "Dieses Protokoll zeigen"],
    refused: ["This record cannot be shown: ", "Dieses Protokoll lässt sich nicht zeigen: "],
    noLink: ["The link holds no record we can read.", "Der Link enthält kein lesbares Protokoll."],
    you: ["You", "Sie"],
    seatLabel: ["Analyse the decisions of", "Die Entscheidungen analysieren von"],
    chooseSeat: [
      "The record does not say which seat was yours: choose it to analyse its decisions.",
      "Das Protokoll sagt nicht, welcher Platz Ihrer war: Wählen Sie ihn, um seine Entscheidungen zu analysieren."],
    first: ["First", "Anfang"],
    prevTrick: ["Previous trick", "Voriger Stich"],
    prevCard: ["Previous card", "Vorige Karte"],
    nextCard: ["Next card", "Nächste Karte"],
    nextTrick: ["Next trick", "Nächster Stich"],
    last: ["Last", "Ende"],
    nextDecision: ["Next decision of this seat", "Nächste Entscheidung dieses Platzes"],
    position: ["Position in the game", "Stelle in der Partie"],
    keys: [
      "Keys, while the viewer has the focus: ← and → a card back or on, ↑ and ↓ a trick back or on, Home and End the first and the last step.",
      "Tasten, solange der Betrachter den Fokus hat: ← und → eine Karte zurück oder vor, ↑ und ↓ einen Stich zurück oder vor, Pos1 und Ende der erste und der letzte Schritt."],
    step: [(i, n) => `Step ${i} of ${n}`, (i, n) => `Schritt ${i} von ${n}`],
    deal: ["Deal", "Spiel"],
    trick: ["trick", "Stich"],
    chance: ["Chance", "Zufall"],
    hands: ["Every hand", "Alle Hände"],
    empty: ["no cards", "keine Karten"],
    table: ["On the table", "Auf dem Tisch"],
    nothing: ["nothing", "nichts"],
    lastTrick: ["Last trick", "Letzter Stich"],
    // "You take it" / "Sie gewinnen ihn" for the reader's own seat, else the third person
    takes: [(you) => (you ? "take it" : "takes it"), (you) => (you ? "gewinnen ihn" : "gewinnt ihn")],
    scores: ["Points so far", "Punkte bisher"],
    points: ["points", "Punkte"],
    game: ["hundredths of a game", "Hundertstel einer Partie"],
    analysisTitle: ["The expert's analysis", "Die Analyse des Experten"],
    notYours: ["This step is not a decision of the seat analysed.", "Dieser Schritt ist keine Entscheidung des analysierten Platzes."],
    analyseThis: ["Analyse this decision", "Diese Entscheidung analysieren"],
    analysing: ["The expert is thinking…", "Der Experte denkt nach…"],
    noValues: [(e) => `The expert gives no values here; it would choose: ${e}.`, (e) => `Der Experte gibt hier keine Werte an; er würde wählen: ${e}.`],
    chosen: ["your choice", "Ihre Wahl"],
    expertChoice: ["the expert's choice", "Wahl des Experten"],
    best: ["best", "beste"],
    gapNone: ["Your choice was as good as the best.", "Ihre Wahl war so gut wie die beste."],
    gap: [(g, u) => `Your choice was ${g} ${u} worse than the best.`, (g, u) => `Ihre Wahl war um ${g} ${u} schlechter als die beste.`],
    gapSame: [(g, u, b) => `Your choice was ${g} ${u} worse than the best valued, ${b}; the expert made the same choice.`,
      (g, u, b) => `Ihre Wahl war um ${g} ${u} schlechter als die am besten bewertete, ${b}; der Experte traf dieselbe Wahl.`],
    orMore: ["or more", "oder mehr"],
    why: ["Why: ", "Warum: "],
    valuesTitle: [
      "Each choice, its value for the seat (on average over the deals the expert sampled from what the seat could see) and its gap from the best:",
      "Jede Wahl, ihr Wert für den Platz (im Mittel über die Verteilungen, die der Experte aus dem zog, was der Platz sehen konnte) und ihr Abstand zur besten:"],
    analyseAll: ["Analyse the whole game", "Die ganze Partie analysieren"],
    progress: [(i, n) => `Analysed ${i} of ${n} decisions`, (i, n) => `${i} von ${n} Entscheidungen analysiert`],
    summaryTitle: ["Summary", "Zusammenfassung"],
    asExpert: [(a, n) => `${a} of ${n} decisions were the expert's own choice.`, (a, n) => `${a} von ${n} Entscheidungen waren die eigene Wahl des Experten.`],
    rankedTitle: ["Your decisions, the largest gaps first", "Ihre Entscheidungen, die größten Abstände zuerst"],
    noGaps: ["No decision fell short of the best.", "Keine Entscheidung blieb hinter der besten zurück."],
    instead: [(e) => `the expert: ${e}`, (e) => `der Experte: ${e}`],
    // the expert chose as you did, though it values another choice higher: the gap is
    // counted from that one
    sameAsExpert: [(b) => `the expert chose the same; best valued: ${b}`, (b) => `der Experte wählte dasselbe; am besten bewertet: ${b}`],
    perDeal: ["Points lost per deal", "Verlorene Punkte je Spiel"],
    lost: ["lost by your decisions", "durch Ihre Entscheidungen verloren"],
    scored: ["scored", "erzielt"],
    wonLost: ["Where the game was won or lost", "Wo die Partie gewonnen oder verloren wurde"],
    decided: [(d, pts) => `Deal ${d} decided the game: ${pts}.`, (d, pts) => `Spiel ${d} hat die Partie entschieden: ${pts}.`],
    decidedLost: [(l) => `Your decisions in it lost ${l} by the expert's reckoning.`, (l) => `Ihre Entscheidungen darin verloren nach der Rechnung des Experten ${l}.`],
    decidedClean: ["Your decisions in it lost nothing by the expert's reckoning.", "Ihre Entscheidungen darin verloren nach der Rechnung des Experten nichts."],
    largest: ["The largest gaps: ", "Die größten Abstände: "],
    goTo: [(i) => `go to step ${i}`, (i) => `zu Schritt ${i}`],
    allSteps: ["Every step", "Alle Schritte"],
    other: ["Play it under another reading", "Unter einer anderen Lesart spielen"],
    download: ["Download the record", "Protokoll speichern"],
    final: ["Final points", "Endstand"],
    rules: ["Rules", "Regeln"],
  });

  // ------------------------------------------------------------------ play pages
  // "Replay and analyse" under a finished game, carrying its record in the link.
  if (P.addEndLink && window.recordLink) {
    P.addEndLink((ui) => {
      const record = ui.snap && ui.snap.end && ui.snap.end.record;
      if (!record) return null;
      const base = viewerUrl(ui.lang);
      const a = el("a", { class: "md-button replay-end-link", href: base }, T[ui.lang === "de" ? "de" : "en"].replayLink);
      window.recordLink.link(base, record).then((href) => { a.href = href; }, () => {});
      return el("p", { class: "play-row" }, a);
    });
  }

  // ------------------------------------------------------------------ the viewer
  const call = P.caller(null, "");

  function mount(root) {
    if (root.dataset.mounted) return;
    root.dataset.mounted = "1";
    const lang = root.dataset.lang === "de" ? "de" : "en";
    const t = T[lang];
    const v = { root, lang, t, data: null, text: null, at: 0, seat: 0, analyses: new Map(), summary: null, busy: false,
      pending: null, started: false, reads: 0 };
    root.dataset.reads = "0";
    let announceTimer = 0;
    const num = (x) => Number(x).toLocaleString(lang, { maximumFractionDigits: 1 });
    const unitWord = (u) => (u === "game" ? t.game : t.points);

    // the parts of the viewer
    const status = el("p", { class: "replay-status", role: "status" });
    const message = el("p", { class: "replay-message", role: "alert" });
    const fileInput = el("input", { type: "file", id: "replay-file", accept: ".txt,text/plain" });
    const pasted = el("textarea", { id: "replay-text", rows: "4", cols: "60", spellcheck: "false" });
    const opener = el("section", { class: "replay-open" },
      el("h2", {}, t.openTitle),
      el("p", {}, el("label", { for: "replay-file" }, t.file), " ", fileInput),
      el("p", {}, el("label", { for: "replay-text" }, t.paste)), el("p", {}, pasted),
      el("p", {}, el("button", { type: "button", class: "md-button", id: "replay-show", onclick: () => openText(pasted.value) }, t.show)));
    const news = el("p", { class: "replay-news visually-hidden", "aria-live": "polite" });
    const viewer = el("section", { class: "replay-view", hidden: true, tabindex: "-1", "aria-labelledby": "replay-title" });
    root.replaceChildren(status, message, viewer, news, opener);

    fileInput.addEventListener("change", async () => {
      const file = fileInput.files[0];
      if (!file) return;
      const text = await file.text();
      fileInput.value = "";
      openText(text);
    });

    async function openText(text) {
      // the work under way (a record read, an analysis) ends first; the latest record waits
      if (v.busy) { v.pending = text; return; }
      v.busy = true;
      message.textContent = "";
      status.textContent = v.started ? t.reading : t.loading;
      clear();
      const answer = await call("view", text, lang);
      v.started = true;
      status.textContent = "";
      if (!answer.ok) message.textContent = t.refused + answer.error;
      else {
        v.data = answer;
        v.text = text;
        v.seat = answer.you === null ? 0 : answer.you;
        v.at = 0;
        build();
        viewer.hidden = false;
        go(0, false);
        viewer.querySelector("#replay-title").focus();
      }
      v.reads += 1;
      root.dataset.reads = String(v.reads);
      release();
    }
    // No game shown: the one before a new record goes, so that nothing of it is taken for
    // the new one's (nor stays beside the refusal of a record that cannot be shown).
    function clear() {
      clearTimeout(announceTimer);
      v.data = null;
      v.text = null;
      v.analyses = new Map();
      v.summary = null;
      viewer.hidden = true;
      viewer.replaceChildren();
      news.textContent = "";
    }
    // The work under way has ended: a record that came meanwhile is opened now (true).
    function release() {
      v.busy = false;
      if (v.pending === null) return false;
      const next = v.pending;
      v.pending = null;
      openText(next);
      return true;
    }

    // ---------------------------------------------------------------- navigation
    const steps = () => v.data.steps;
    // A seat as the play pages name it, in the page's language ("You", "Player 2",
    // "Computer 3"), as the engine names it from the record (replay.seat_names; the page of
    // the other reading names the seats alike).
    const seatName = (s) => v.data.seat_names[s];
    // A card on: the next step that is not a quiet answer (a "no marriage" asked of all).
    const nextCard = (i) => { for (let j = i + 1; j < steps().length; j++) if (!steps()[j].quiet) return j; return i; };
    const prevCard = (i) => { for (let j = i - 1; j >= 0; j--) if (!steps()[j].quiet) return j; return i; };
    const nextTrick = (i) => v.data.trick_ends.find((j) => j > i) ?? steps().length - 1;
    const prevTrick = (i) => [...v.data.trick_ends].reverse().find((j) => j < i) ?? 0;
    const decisions = () => steps().filter((s) => s.seat === v.seat && s.decision).map((s) => s.index);
    const nextDecision = (i) => decisions().find((j) => j > i) ?? decisions()[0] ?? i;

    function go(i, say = true) {
      v.at = Math.max(0, Math.min(steps().length - 1, i));
      render();
      clearTimeout(announceTimer);
      // one polite announcement once the reader stops on a step, not one per key press
      if (say) announceTimer = setTimeout(() => { news.textContent = stepWords(steps()[v.at]); }, 400);
    }
    // A step's words, each seat they name ("{seat 2}") by its name here.
    const said = (s) => s.words.replace(/\{seat (\d+)\}/g, (_, n) => seatName(Number(n)));
    function stepWords(s) {
      const where = `${t.deal} ${s.deal}${s.trick ? `, ${t.trick} ${s.trick}` : ""}`;
      return `${t.step(s.index + 1, steps().length)}. ${where}. ${s.seat === null ? t.chance : seatName(s.seat)}: ${said(s)}.`;
    }

    viewer.addEventListener("keydown", (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.target.closest("input, select, textarea")) return;
      const moves = { ArrowRight: nextCard, ArrowLeft: prevCard, ArrowDown: nextTrick, ArrowUp: prevTrick,
        Home: () => 0, End: () => steps().length - 1 };
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      go(move(v.at));
    });

    // ---------------------------------------------------------------- drawing
    const parts = {};
    function build() {
      const d = v.data;
      const seatSel = el("select", { id: "replay-seat" });
      for (let s = 0; s < d.seats; s++) seatSel.append(el("option", { value: String(s) }, seatName(s)));
      seatSel.value = String(v.seat);
      seatSel.addEventListener("change", () => {
        v.seat = Number(seatSel.value);
        v.analyses = new Map();
        v.summary = null;
        render();
      });
      const button = (id, label, move) => el("button", { type: "button", class: "md-button", id, onclick: () => go(move(v.at)) }, label);
      parts.slider = el("input", { type: "range", id: "replay-position", min: "0", max: String(d.steps.length - 1), step: "1", value: "0" });
      parts.slider.addEventListener("input", () => go(Number(parts.slider.value)));
      parts.caption = el("p", { class: "replay-caption" });
      parts.hands = el("div", { class: "replay-hands" });
      parts.table = el("div", { class: "replay-table" });
      parts.scores = el("div", { class: "replay-scores" });
      parts.analysis = el("section", { class: "replay-analysis", "aria-labelledby": "replay-analysis-title" });
      parts.whole = el("section", { class: "replay-whole" });
      parts.list = el("ol", { class: "replay-steps" });
      parts.links = el("p", { class: "play-row replay-links" });
      viewer.replaceChildren(
        el("h2", { id: "replay-title", tabindex: "-1" }, `${d.name} · ${t.rules}: ${d.rules}`),
        el("p", {}, `${t.final}: ${d.final.map((p, s) => `${seatName(s)} ${p}`).join(", ")}.`),
        d.you === null ? el("p", { class: "replay-note" }, t.chooseSeat) : "",
        el("p", {}, el("label", { for: "replay-seat" }, t.seatLabel, " "), seatSel),
        el("div", { class: "play-row replay-nav", role: "group", "aria-label": t.position },
          button("replay-first", t.first, () => 0), button("replay-prev-trick", t.prevTrick, prevTrick),
          button("replay-prev", t.prevCard, prevCard), button("replay-next", t.nextCard, nextCard),
          button("replay-next-trick", t.nextTrick, nextTrick), button("replay-last", t.last, () => steps().length - 1),
          button("replay-next-decision", t.nextDecision, nextDecision)),
        el("p", {}, el("label", { for: "replay-position" }, t.position, " "), parts.slider),
        el("p", { class: "play-help", id: "replay-keys" }, t.keys),
        parts.caption, parts.table, parts.hands, parts.scores, parts.analysis, parts.whole, parts.links,
        el("details", { class: "replay-all" }, el("summary", {}, t.allSteps), parts.list));
      viewer.setAttribute("aria-describedby", "replay-keys");
      buildList();
      buildLinks();
    }
    function buildList() {
      const items = [];
      for (const deal of v.data.deals) {
        const inner = steps().slice(deal.first, deal.last + 1).filter((s) => !s.quiet).map((s) =>
          el("li", {}, el("button", { type: "button", class: "replay-step-link", "data-step": String(s.index), onclick: () => go(s.index) },
            `${s.seat === null ? t.chance : seatName(s.seat)}: ${said(s)}`)));
        items.push(el("li", {}, `${t.deal} ${deal.deal}`, el("ol", {}, inner)));
      }
      parts.list.replaceChildren(...items);
    }
    function buildLinks() {
      const other = el("a", { class: "md-button", id: "replay-other", href: "../reread/" }, t.other);
      if (window.recordLink) window.recordLink.link("../reread/", v.text).then((href) => { other.href = href; }, () => {});
      const download = el("button", { type: "button", class: "md-button", id: "replay-download", onclick: () => {
        const a = el("a", { href: URL.createObjectURL(new Blob([v.text], { type: "text/plain" })), download: `${v.data.game}-record.txt` });
        document.body.append(a); a.click(); a.remove();
      } }, t.download);
      parts.links.replaceChildren(other, " ", download);
    }
    const cardOf = (id) => cardSpan(v.data.cards[String(id)]);
    const cards = (ids) => (ids.length ? ids.flatMap((c) => [cardOf(c), " "]) : [t.empty]);
    function render() {
      const d = v.data;
      const s = d.steps[v.at];
      parts.slider.value = String(v.at);
      parts.slider.setAttribute("aria-valuetext", stepWords(s));
      parts.caption.textContent = stepWords(s);
      viewer.dataset.step = String(v.at);
      viewer.querySelectorAll(".replay-step-link").forEach((b) => {
        if (b.dataset.step === String(v.at)) b.setAttribute("aria-current", "step"); else b.removeAttribute("aria-current");
      });
      const table = s.table.length ? s.table.flatMap(([seat, c]) => [`${seatName(seat)} `, cardOf(c), " "]) : [t.nothing];
      const last = s.last_trick;
      parts.table.replaceChildren(
        el("p", { class: "replay-trick" }, `${t.table}: `, table),
        last ? el("p", { class: "replay-last-trick" }, `${t.lastTrick} (${last.number}): `,
          last.plays.flatMap(([seat, c]) => [`${seatName(seat)} `, cardOf(c), " "]), `— ${seatName(last.winner)} ${t.takes(seatName(last.winner) === t.you)}`) : "");
      parts.hands.replaceChildren(el("h3", {}, t.hands), el("ul", { class: "replay-hand-list" },
        s.hands.map((h, seat) => el("li", { class: "replay-hand", "data-seat": String(seat) }, el("strong", {}, `${seatName(seat)}: `), cards(h)))));
      parts.scores.replaceChildren(el("p", {}, `${t.scores}: ${s.scores.map((p, seat) => `${seatName(seat)} ${p}`).join(", ")}.`));
      renderAnalysis(s);
      renderWhole();
    }

    // ---------------------------------------------------------------- analysis
    function renderAnalysis(s) {
      const title = el("h3", { id: "replay-analysis-title" }, t.analysisTitle);
      if (s.seat !== v.seat || !s.decision) { parts.analysis.replaceChildren(title, el("p", {}, t.notYours)); return; }
      const done = v.analyses.get(s.index);
      if (!done) {
        parts.analysis.replaceChildren(title, el("p", {}, el("button", { type: "button", class: "md-button md-button--primary", id: "replay-analyse", onclick: () => analyseOne(s.index) }, t.analyseThis)));
        return;
      }
      parts.analysis.replaceChildren(title, ...analysisBody(done));
    }
    function analysisBody(a) {
      const out = [];
      if (!a.values.length) return [el("p", {}, t.noValues(a.expert_words))];
      const unit = unitWord(a.unit);
      out.push(el("p", { class: "replay-gap" }, a.gap ? (a.as_expert && a.best_words ? t.gapSame(num(a.gap), unit, a.best_words) : t.gap(num(a.gap), unit)) + (a.bound ? ` (${t.orMore})` : "") : t.gapNone,
        a.reason ? ` ${t.why}${a.reason}` : ""));
      out.push(el("p", {}, t.valuesTitle), el("ol", { class: "replay-values" }, a.values.map((x) => el("li", { "data-action": String(x.action), class: x.chosen ? "replay-chosen" : "" },
        el("span", {}, x.words), ` ${num(x.value)} ${unit}`, x.gap ? ` (−${num(x.gap)}${x.bound ? ` ${t.orMore}` : ""})` : ` (${t.best})`,
        x.chosen ? el("strong", {}, ` — ${t.chosen}`) : "", x.expert ? el("em", {}, ` — ${t.expertChoice}`) : "",
        x.reason ? el("span", { class: "play-hint-reason" }, `: ${x.reason}`) : ""))));
      return out;
    }
    async function analyse(step) {
      if (v.analyses.has(step)) return v.analyses.get(step);
      const a = await call("analyse", v.text, v.seat, step, lang);
      if (!a.ok) { message.textContent = a.error; return null; }
      v.analyses.set(step, a);
      return a;
    }
    async function analyseOne(step) {
      if (v.busy) return;
      v.busy = true;
      parts.analysis.replaceChildren(el("h3", { id: "replay-analysis-title" }, t.analysisTitle), el("p", { role: "status" }, t.analysing));
      const a = await analyse(step);
      if (release()) return;
      render();
      if (a) {
        const gap = parts.analysis.querySelector(".replay-gap");
        news.textContent = gap ? gap.textContent : "";
      }
    }
    async function analyseAll() {
      if (v.busy) return;
      v.busy = true;
      const all = decisions();
      const bar = el("progress", { id: "replay-progress", max: String(all.length), value: "0", "aria-labelledby": "replay-progress-label" });
      const label = el("span", { id: "replay-progress-label" }, t.progress(0, all.length));
      parts.whole.replaceChildren(el("h3", {}, t.summaryTitle), el("p", {}, label, " ", bar));
      let n = 0;
      for (const step of all) {
        if (v.pending !== null || !(await analyse(step))) { release(); return; }
        n += 1;
        bar.value = n;
        label.textContent = t.progress(n, all.length);
      }
      const summary = await call("summary", v.text, v.seat, lang);
      if (release()) return;
      if (!summary.ok) { message.textContent = summary.error; return; }
      v.summary = summary;
      render();
      news.textContent = parts.whole.querySelector(".replay-decided")?.textContent || t.summaryTitle;
    }
    const lostText = (lost) => {
      const parts = Object.entries(lost).map(([u, x]) => `${num(x)} ${unitWord(u)}`);
      return parts.length ? parts.join(", ") : "0";
    };
    function renderWhole() {
      const title = el("h3", {}, t.summaryTitle);
      const s = v.summary;
      if (!s || s.seat !== v.seat) {
        parts.whole.replaceChildren(title, el("p", {}, el("button", { type: "button", class: "md-button", id: "replay-analyse-all", onclick: () => analyseAll() }, t.analyseAll)));
        return;
      }
      const goButton = (step) => el("button", { type: "button", class: "replay-step-link", onclick: () => go(step) }, t.goTo(step + 1));
      const decisive = s.decisive;
      const won = [el("h4", {}, t.wonLost)];
      if (decisive) {
        const pts = decisive.points.map((p, seat) => `${seatName(seat)} ${p}`).join(", ");
        won.push(el("p", { class: "replay-decided" }, t.decided(decisive.deal, pts), " ",
          Object.keys(decisive.lost).length ? t.decidedLost(lostText(decisive.lost)) : t.decidedClean));
      }
      if (s.ranked.length) won.push(el("p", {}, t.largest, s.ranked.slice(0, 3).map((r) => `${t.deal} ${r.deal}: ${r.words} (−${num(r.gap)})`).join("; "), "."));
      parts.whole.replaceChildren(title,
        el("p", {}, t.asExpert(s.as_expert, s.decisions)),
        ...won,
        el("h4", {}, t.rankedTitle),
        s.ranked.length ? el("ol", { class: "replay-ranked" }, s.ranked.map((r) => el("li", {},
          `${t.deal} ${r.deal}: ${r.words} — −${num(r.gap)} ${unitWord(r.unit)}${r.bound ? ` ${t.orMore}` : ""} (${r.as_expert && r.best_words ? t.sameAsExpert(r.best_words) : t.instead(r.expert_words)})`,
          r.reason ? el("span", { class: "play-hint-reason" }, `: ${r.reason}`) : "", " ", goButton(r.step)))) : el("p", {}, t.noGaps),
        el("h4", {}, t.perDeal),
        el("table", { class: "replay-deals" },
          el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t.deal), el("th", { scope: "col" }, t.lost),
            ...Array.from({ length: v.data.seats }, (_, seat) => el("th", { scope: "col" }, `${seatName(seat)}: ${t.scored}`)))),
          el("tbody", {}, s.deals.map((d) => el("tr", {}, el("th", { scope: "row" }, String(d.deal)), el("td", {}, lostText(d.lost)),
            ...d.points.map((p) => el("td", {}, String(p))))))));
    }

    // ---------------------------------------------------------------- start
    async function fromLink() {
      if (!window.recordLink || !root.isConnected) return;
      let text = null;
      try { text = await window.recordLink.fromLocation(); } catch (e) { message.textContent = t.noLink; return; }
      if (text !== null) openText(text);
    }
    window.addEventListener("hashchange", fromLink);
    fromLink();
  }

  const mountAll = () => document.querySelectorAll(".replay-viewer").forEach(mount);
  mountAll();
  if (window.document$) window.document$.subscribe(mountAll);
})();
