// The Piquet play page: a game against the computer under any of the three rule sets or
// any choice of options. Every rule lives in the Python engine (penneech.games.piquet.web), run
// by Pyodide in the site's one play worker (play-worker.js, messages marked game:
// "piquet"); this file only draws what the engine answers and sends the player's choices.
// What it shares with the other games' play pages (worker messages, links, records) is in
// play-common.js.
//
// Fair play: while a game runs the worker sends only the player's view: their hand, their
// discards and draws, the talon cards the rules let them see, what the computer showed,
// the claims and answers in words, the tricks and the scores. The deal number, the record
// and the computer's cards arrive with the end of the game. The game is kept by the
// worker; this page keeps only an opaque game id (localStorage).
(() => {
  const P = window.playCommon;
  const { el, cardSpan, who } = P;
  const call = P.caller("piquet");
  const GAME_ID_KEY = "piquet-game-id";
  const SUIT_ORDER = [3, 2, 0, 1];          // spades, hearts, clubs, diamonds: colours alternate
  // Its own words, each as [English, German]; the ones it shares with Pip-Pip! are in
  // play-common.js.
  const T = P.dealTexts({
    wait: ["The computer is thinking…", "Der Computer überlegt…"],
    level: ["Computer", "Computer"],
    shareNote: [
      "While a game runs the link holds the rules only: the deal number, which would give away the computer's cards, is added when the game is over.",
      "Während einer Partie enthält der Link nur die Regeln: Die Spielnummer, die die Karten des Computers verraten würde, kommt nach dem Ende der Partie hinzu."],
    nextGame: [
      "Changed rules and computer apply from the next game.",
      "Geänderte Regeln und Computer gelten ab der nächsten Partie."],
    elder: ["elder", "Vorhand"],
    younger: ["younger", "Hinterhand"],
    dealer: ["dealer", "Geber"],
    youAre: [(role) => `you are ${role}`, (role) => `Sie sind ${role}`],
    score: ["Score", "Stand"],
    talon: [(n) => `${n} card${n === 1 ? "" : "s"} in the talon`, (n) => `${n} Karte${n === 1 ? "" : "n"} im Talon`],
    oppCards: [(n) => `the computer holds ${n}`, (n) => `der Computer hält ${n}`],
    chooseDealer: [
      "You won the cut: deal, or let the computer deal?",
      "Sie haben beim Abheben gewonnen: geben oder den Computer geben lassen?"],
    blancheCount: [
      "You hold carte blanche. How many cards will you exchange?",
      "Sie haben Carte blanche. Wie viele Karten kaufen Sie?"],
    discard: [
      (lo, hi) => lo === hi ? `Choose ${lo} card${lo === 1 ? "" : "s"} to put out, then press Exchange.` : `Choose ${lo} to ${hi} cards to put out, then press Exchange.`,
      (lo, hi) => lo === hi ? `Wählen Sie ${lo} Karte${lo === 1 ? "" : "n"} zum Ablegen und drücken Sie dann „Kaufen“.` : `Wählen Sie ${lo} bis ${hi} Karten zum Ablegen und drücken Sie dann „Kaufen“.`],
    exchangeBtn: [(n) => `Exchange ${n} card${n === 1 ? "" : "s"}`, (n) => `${n} Karte${n === 1 ? "" : "n"} kaufen`],
    selected: ["chosen to put out", "zum Ablegen gewählt"],
    chooseMore: [
      (k) => `Choose ${k} more card${k === 1 ? "" : "s"} to put out first.`,
      (k) => `Wählen Sie zuerst noch ${k} Karte${k === 1 ? "" : "n"} zum Ablegen.`],
    chooseFewer: [
      (hi) => `You may put out at most ${hi} card${hi === 1 ? "" : "s"}.`,
      (hi) => `Sie dürfen höchstens ${hi} Karte${hi === 1 ? "" : "n"} ablegen.`],
    leftover: [
      (n) => `${n} card${n === 1 ? " is" : "s are"} left in the talon. Look at ${n === 1 ? "it" : "them"}?`,
      (n) => `${n} Karte${n === 1 ? " liegt" : "n liegen"} noch im Talon. Ansehen?`],
    leftoverNote: [
      "If you look, the elder may see them too after his first lead.",
      "Wenn Sie sie ansehen, darf die Vorhand sie nach ihrem ersten Ausspiel auch sehen."],
    declareElder: [
      (cat) => `You are elder: declare your ${cat}.`,
      (cat) => `Sie sind Vorhand: Ihre Meldung (${cat}).`],
    declareYounger: [
      (cat, said) => `The computer declares for the ${cat}: ${said}. Your answer:`,
      (cat, said) => `Der Computer meldet (${cat}): ${said}. Ihre Antwort:`],
    declareNothing: [
      (cat) => `The computer declares no ${cat}. Yours:`,
      (cat) => `Der Computer meldet nichts (${cat}). Ihre Meldung:`],
    youngerScores: [
      (cat) => `You won the ${cat}: score it now?`,
      (cat) => `Sie haben gewonnen (${cat}): jetzt zählen?`],
    follow: [(c) => `Follow to the computer's ${c}.`, (c) => `Bedienen Sie ${c} des Computers.`],
    good: ["Good", "Gut"],
    notGood: ["Not good: ", "Nicht gut: "],
    equal: ["Equal: ", "Gleich: "],
    cat: [
      { point: "point", sequence: "sequences", set: "sets" },
      { point: "Rummel", sequence: "Sequenzen", set: "Drillinge und Vierlinge" }],
    catTitle: [
      { point: "Point", sequence: "Sequences", set: "Sets" },
      { point: "Rummel", sequence: "Sequenzen", set: "Drillinge und Vierlinge" }],
    declarations: ["Declarations", "Das Melden"],
    tricks: ["Tricks of this deal", "Stiche dieses Spiels"],
    led: ["led", "spielt aus"],
    tricksWon: [(a, b) => `Tricks won: you ${a}, the computer ${b}`, (a, b) => `Stiche: Sie ${a}, der Computer ${b}`],
    exchangeTitle: ["The exchange", "Der Kauf"],
    youOut: ["You put out", "Sie legten ab"],
    youDrew: ["you drew", "und kauften"],
    compExchanged: [
      (n) => `The computer exchanged ${n} card${n === 1 ? "" : "s"}.`,
      (n) => `Der Computer kaufte ${n} Karte${n === 1 ? "" : "n"}.`],
    talonSeen: ["Talon cards you saw", "Talonkarten, die Sie sahen"],
    compShowed: ["The computer showed", "Der Computer zeigte"],
    blanche: [(who) => `${who} announced carte blanche.`, (who) => `${who}: Carte blanche angesagt.`],
    sheet: ["Score sheet", "Spielbogen"],
    sheetCols: [
      ["Deal", "Elder", "Declarations", "Play", "Cards", "Pique, repique, capot", "Deal total", "Game"],
      ["Spiel", "Vorhand", "Meldungen", "Ausspiel und Stiche", "Karten", "Pique, Repique, Capot", "Summe", "Partie"]],
    counts: [(n) => `counts ×${n}`, (n) => `zählt ×${n}`],
    log: ["Reckoning log", "Wertung"],
    klass: ["class", "Klasse"],
    lost: ["The computer wins the game.", "Der Computer gewinnt die Partie."],
    drawn: ["The game is drawn.", "Die Partie ist unentschieden."],
    wonDeal: ["You win the deal!", "Sie gewinnen das Spiel!"],
    lostDeal: ["The computer wins the deal.", "Der Computer gewinnt das Spiel."],
    dealDone: ["The deal is over: a tie.", "Das Spiel ist zu Ende: unentschieden."],
    finalScore: [
      (a, b) => `Final score: you ${a}, the computer ${b}.`,
      (a, b) => `Endstand: Sie ${a}, der Computer ${b}.`],
    compHands: ["The computer's cards", "Die Karten des Computers"],
    dealt: ["dealt", "gegeben"],
    putOut: ["put out", "abgelegt"],
    loaded: [
      (n) => `Record loaded (deal number ${n}). The menus show its rules and computer.`,
      (n) => `Protokoll geladen (Spielnummer ${n}). Die Menüs zeigen seine Regeln und den Computer.`],
    hintDiscard: ["The expert would put out", "Der Experte würde ablegen"],
    hintAction: ["The expert would choose", "Der Experte würde wählen"],
    nothingNow: ["—", "—"],
  });

  // ------------------------------------------------------------------ building the DOM
  // Cards in a row, a space between two (none after the last: "K♠; you drew 8♣").
  const cardList = (cards) => (cards.length ? cards.flatMap((c, i) => (i ? [" ", cardSpan(c)] : [cardSpan(c)])) : ["—"]);
  const sortHand = (cards) => [...cards].sort((a, b) =>
    SUIT_ORDER.indexOf(a.suit) - SUIT_ORDER.indexOf(b.suit) || b.id - a.id);

  // ------------------------------------------------------------------ panels
  function statusText(ui) {
    const { snap, t } = ui;
    if (snap.over && snap.horizon === "deal") return snap.winner === null ? t.dealDone : snap.winner === 0 ? t.wonDeal : t.lostDeal;
    if (snap.over) return snap.winner === null ? t.drawn : snap.winner === 0 ? t.won : t.lost;
    return P.turnText(ui);
  }

  function promptText(ui) {
    const { snap, t } = ui;
    if (snap.to_move !== 0 || snap.over) return "";
    const cat = snap.category ? t.cat[snap.category] : "";
    switch (snap.phase) {
      case "choose_dealer": return t.chooseDealer;
      case "blanche_count": return t.blancheCount;
      case "discard": return t.discard(snap.exchange.min, snap.exchange.max);
      case "leftover": return t.leftover(snap.talon_left);
      case "declare":
        if (snap.computer_claim === null) return t.declareElder(cat);
        return snap.choices.some((c) => c.verdict === "good") ? t.declareYounger(cat, snap.computer_claim) : t.declareNothing(cat);
      case "younger_scores": return t.youngerScores(t.cat[snap.pending[0]] || "");
      case "play": return snap.lead ? t.follow(snap.lead.name) : t.lead;
      default: return "";
    }
  }

  function choiceLabel(ui, c) {
    const { t } = ui;
    if (c.verdict === "good") return t.good;
    if (c.verdict === "not_good") return t.notGood + c.words;
    if (c.verdict === "equal") return t.equal + c.words;
    return c.words.charAt(0).toUpperCase() + c.words.slice(1);
  }

  function renderPrompt(ui) {
    const { snap, t } = ui;
    const box = ui.panels.prompt;
    const mine = snap.to_move === 0 && !snap.over;
    const parts = [];
    if (mine) parts.push(el("p", { class: "pq-question", id: "pq-question" }, promptText(ui)));
    if (mine && snap.phase === "leftover") parts.push(el("p", { class: "play-help" }, t.leftoverNote));
    if (mine && snap.choices.length) {
      parts.push(el("div", { class: "pq-choices", role: "group", "aria-labelledby": "pq-question" },
        snap.choices.map((c) => el("button", {
          type: "button", class: "md-button pq-choice" + (c.verdict ? ` pq-choice--${c.verdict}` : ""),
          "data-action": String(c.action), "data-verdict": c.verdict || "", disabled: ui.busy,
          onclick: () => ui.act(c.action),
        }, choiceLabel(ui, c)))));
    }
    if (mine && snap.phase === "discard") {
      const n = ui.selected.size;
      const { min, max } = snap.exchange;
      const fits = n >= min && n <= max;
      // Exchange is a real disabled button until the count fits the rules, with the
      // page's own words saying what is missing (not the engine's refusal).
      const why = n < min ? t.chooseMore(min - n) : n > max ? t.chooseFewer(max) : "";
      parts.push(el("div", { class: "play-row" },
        el("button", { type: "button", class: "md-button md-button--primary", id: "pq-exchange",
          "data-min": String(min), "data-max": String(max), disabled: ui.busy || !fits, "data-fits": fits ? "1" : "0",
          "aria-describedby": why ? "pq-exchange-why" : null, onclick: () => ui.exchange() },
        t.exchangeBtn(n)),
        why ? el("span", { class: "play-help pq-exchange-why", id: "pq-exchange-why" }, why) : ""));
    }
    box.replaceChildren(...parts);
  }

  function renderInfo(ui) {
    const { snap, t } = ui;
    const role = snap.elder === 0 ? t.elder : t.younger;
    const dealt = snap.phase !== "choose_dealer";    // before the cut's choice nobody is elder
    ui.panels.info.replaceChildren(
      el("div", { class: "play-info" }, `${t.deal} ${snap.deal_no}`, dealt ? ` · ${t.youAre(role)}` : "",
        ui.knownSeed !== null ? ` · ${t.seed} ${ui.knownSeed}` : ""),
      el("div", {}, `${t.score}: ${t.you} ${snap.scores[0]}, ${t.computer} ${snap.scores[1]}`,
        ` (${t.thisDeal}: ${snap.deal_scores[0]}, ${snap.deal_scores[1]})`),
      dealt ? el("div", {}, `${t.talon(snap.talon_left)} · ${t.oppCards(snap.opponent_cards)}`) : "");
  }

  // The card led in front of its player; the last trick beside the table, until the
  // player's next card.
  function renderTrick(ui) {
    const { snap, t } = ui;
    const last = snap.tricks.length ? snap.tricks[snap.tricks.length - 1] : null;
    ui.panels.trick.replaceChildren(...(snap.lead ? [P.inFront(el("div", { class: "pq-lead" },
      el("span", { class: "play-felt-who" }, `${who(t, snap.leader)} ${t.led} `), cardSpan(snap.lead)), 2, 0, snap.leader)] : []));
    ui.panels.last.replaceChildren(...(last && snap.phase === "play" ? [el("div", { class: "pq-last" },
      `${t.trick} ${last.number}: `, cardSpan(last.lead), " ", cardSpan(last.follow),
      ` → ${t.takes(who(t, last.winner), last.winner === 0)}`)] : []));
  }

  // The two seats: cards held and the score of the game.
  function renderSeats(ui) {
    const { snap, t } = ui;
    const dealt = snap.phase !== "choose_dealer";
    P.renderSeats(ui, 2, 0, (s) => ({
      name: who(t, s), turn: s === snap.to_move && !snap.over,
      marks: dealt ? (snap.elder === s ? t.elder : t.younger) : "",
      lines: [`${t.cards(s === 0 ? snap.hand.length : snap.opponent_cards)} · ${t.points(snap.scores[s])}`],
    }));
  }

  function renderHand(ui) {
    const { snap, t } = ui;
    const mine = snap.to_move === 0 && !snap.over && !ui.busy;
    const discarding = mine && snap.phase === "discard";
    const playing = mine && snap.phase === "play";
    ui.panels.hand.replaceChildren(...sortHand(snap.hand).map((c) => {
      const chosen = ui.selected.has(c.id);
      const drawn = snap.drawn.some((d) => d.id === c.id);
      const off = !(discarding || (playing && snap.legal.includes(c.id)));
      return el("button", {
        type: "button", class: "card-button pq-card" + (c.red ? " card--red" : "") + (chosen ? " pq-card--out" : "") + (drawn ? " pq-card--drawn" : ""),
        "data-card": String(c.id), "aria-label": `${c.name}, ${c.words}` + (chosen ? `, ${t.selected}` : ""),
        "aria-pressed": discarding ? String(chosen) : null,
        disabled: off, "aria-disabled": off ? "true" : null,
        onclick: () => (discarding ? ui.toggle(c.id) : ui.act(c.id)),
      }, c.name);
    }));
  }

  function renderExchange(ui) {
    const { snap, t } = ui;
    const lines = [];
    if (snap.blanche[0]) lines.push(el("p", {}, t.blanche(t.you)));
    if (snap.blanche[1]) lines.push(el("p", {}, t.blanche(t.computer)));
    if (snap.discards.length) lines.push(el("p", {}, `${t.youOut} `, cardList(snap.discards), `; ${t.youDrew} `, cardList(snap.drawn)));
    if (snap.exchanged[1] !== null) lines.push(el("p", {}, t.compExchanged(snap.exchanged[1])));
    if (snap.seen_talon.length) lines.push(el("p", {}, `${t.talonSeen}: `, cardList(snap.seen_talon)));
    if (snap.shown[1].length) lines.push(el("p", {}, `${t.compShowed}: `, cardList(snap.shown[1])));
    ui.panels.exchange.replaceChildren(...(lines.length ? [el("h3", {}, t.exchangeTitle), ...lines] : []));
  }

  function renderClaims(ui) {
    const { snap, t } = ui;
    if (!snap.claims.length) { ui.panels.claims.replaceChildren(); return; }
    const rows = [];
    for (const cat of ["point", "sequence", "set"]) {
      const said = snap.claims.filter((c) => c.category === cat);
      if (!said.length) continue;
      rows.push(el("li", {}, el("strong", {}, `${t.catTitle[cat]}: `),
        said.map((c, i) => `${i ? " · " : ""}${who(t, c.player)}: ${c.verdict === "good" ? t.good : c.verdict === "not_good" ? t.notGood + c.words : c.verdict === "equal" ? t.equal + c.words : c.words}`),
        scoredIn(ui, cat)));
    }
    ui.panels.claims.replaceChildren(el("h3", {}, t.declarations), el("ul", { class: "pq-claims" }, rows));
  }
  function scoredIn(ui, cat) {
    const { snap, t, lang } = ui;
    const scored = snap.events.filter((e) => e.deal === snap.deal_no && e.reason === cat);
    return scored.length ? [" → ", scored.map((e, i) => `${i ? "; " : ""}${who(t, e.player)} +${e.text[lang]} (${t.klass} ${e.class})`)] : [];
  }

  function trickList(ui, tricks) {
    const { t } = ui;
    return el("ol", { class: "pq-tricks" }, tricks.map((x) => el("li", {},
      `${who(t, x.leader)}: `, cardSpan(x.lead), ` – ${who(t, 1 - x.leader)}: `, cardSpan(x.follow),
      ` → ${who(t, x.winner)}`)));
  }

  function renderTricks(ui) {
    const { snap, t } = ui;
    if (!snap.tricks.length) { ui.panels.tricks.replaceChildren(); return; }
    ui.panels.tricks.replaceChildren(el("h3", {}, t.tricks), trickList(ui, snap.tricks),
      el("p", {}, t.tricksWon(snap.tricks_won[0], snap.tricks_won[1])));
  }

  // The deal just over (its last trick would otherwise vanish with the next deal).
  function renderDealOver(ui) {
    const { snap, t } = ui;
    const last = P.dealJustOver(ui);
    if (!last) return;
    const row = snap.sheet.find((r) => r.deal === last.deal);
    ui.panels.dealOver.replaceChildren(
      el("h3", { class: "pq-deal-over-title", tabindex: "-1" }, t.dealOver(last.deal)),
      trickList(ui, last.tricks),
      el("p", {}, t.tricksWon(last.tricks_won[0], last.tricks_won[1])),
      row ? el("p", {}, `${t.you} +${row.total[0]}, ${t.computer} +${row.total[1]}`) : "",
      P.nextDealButton(ui, "pq-next"));
  }

  function renderSheet(ui) {
    const { snap, t } = ui;
    const pair = (v) => `${v[0]} : ${v[1]}`;
    const head = el("tr", {}, t.sheetCols.map((c) => el("th", { scope: "col" }, c)));
    const rows = snap.sheet.map((r) => el("tr", {},
      el("th", { scope: "row" }, String(r.deal), r.counts > 1 ? el("small", {}, ` (${t.counts(r.counts)})`) : ""),
      el("td", {}, who(t, r.elder)), el("td", {}, pair(r.declarations)), el("td", {}, pair(r.play)),
      el("td", {}, pair(r.cards)), el("td", {}, pair(r.bonuses)), el("td", {}, pair(r.total)),
      el("td", {}, pair(r.running))));
    ui.panels.sheet.replaceChildren(el("h3", {}, t.sheet),
      el("p", { class: "play-help" }, `${t.you} : ${t.computer}`),
      el("div", { class: "pq-sheet-scroll", tabindex: "0", role: "region", "aria-label": t.sheet }, el("table", { class: "pq-sheet" }, el("thead", {}, head), el("tbody", {}, rows))));
  }

  function renderLog(ui) {
    const { t, lang } = ui;
    P.renderDealLog(ui, (e) => `${who(t, e.player)}: +${e.text[lang]} (${t.klass} ${e.class}) `);
  }

  function renderEnd(ui) {
    const { snap, t } = ui;
    P.renderEnd(ui, "pq-again", () => [statusText(ui),
      el("p", {}, t.finalScore(snap.scores[0], snap.scores[1]), " ", snap.end.settlement_text, " ", t.dealWas(snap.end.seed)),
      el("details", { class: "pq-computer-hands" }, el("summary", {}, t.compHands),
        el("ul", {}, snap.end.computer_deals.map((d) => el("li", {}, `${t.deal} ${d.deal}, ${t.dealt}: `,
          cardList(sortHand(d.dealt)), `; ${t.putOut}: `, cardList(d.discards)))))]);
  }

  const render = (ui) => P.renderDeal(ui, statusText, [
    renderEnd, renderDealOver, renderInfo, renderSeats, renderPrompt, renderTrick, renderHand,
    renderExchange, renderClaims, renderTricks, renderSheet, renderLog, renderRulesNote]);

  // ------------------------------------------------------------------ controls
  function rulesString(ui) {
    return ui.presetSel.value !== "custom" ? ui.presetSel.value : fullRules(ui);
  }
  const fullRules = P.optionsString;
  function showGameInControls(ui, snap) {
    P.showRulesAndLevel(ui, snap);
    ui.horizonSel.value = snap.horizon;
    P.showSeed(ui);
  }
  const renderRulesNote = (ui) => P.renderHorizonNote(ui, fullRules(ui));
  const optionField = (ui, o) => P.presetOptionField(ui, o, "pq", () => renderRulesNote(ui));

  function buildControls(ui) {
    const { t } = ui;
    P.fillHorizon(ui, () => renderRulesNote(ui));
    P.buildControls(ui, { levelName: (l) => t[l] || l, firstPreset: "portland", changed: () => renderRulesNote(ui),
      optionField, more: [el("label", { for: "pq-horizon" }, t.horizon, " ", ui.horizonSel)] });
  }

  function createUi(root) {
    const ui = P.dealUi(root, T, { game: "piquet", idKey: GAME_ID_KEY, prefix: "pq" });
    ui.selected = new Set();
    P.dealBoard(ui, "pq", {
      prompt: el("div", { class: "pq-prompt" }),
      trick: el("div", { class: "pq-trick", "aria-live": "polite" }),
      exchange: el("section", { class: "pq-exchange" }),
      claims: el("section", { class: "pq-declarations" }),
      tricks: el("section", { class: "pq-deal-tricks" }),
      sheet: el("section", { class: "pq-sheet-box" }),
    }, ["prompt", "hand"], ["exchange", "claims", "tricks", "sheet"]);
    return ui;
  }

  const { say, send } = P;
  // A new deal or another phase clears the cards chosen to put out, kept only while discarding.
  const accept = (ui, result) => P.acceptDeal(ui, result, "__piquetMoves", () => {
    const newDeal = !ui.snap || ui.snap.deal_no !== result.deal_no || ui.snap.phase !== result.phase;
    if (newDeal || result.phase !== "discard") ui.selected.clear();
  });

  // The points scored since the last answer, for the live region (the trick panel says the
  // cards played, the choices' group the declarations).
  // The deal just over comes first, as its box shows it (the box is no live region).
  const news = (ui, prev, next) => [...dealOverNews(ui, prev, next), ...P.newEvents(prev, next).map((e) =>
    ui.t.saysScore(who(ui.t, e.player), `${e.text[ui.lang]} (${ui.t.klass} ${e.class})`))];
  function dealOverNews(ui, prev, next) {
    const { t } = ui;
    const over = next.last_deal;
    if (!prev || !over || prev.deal_no === next.deal_no || over.deal !== prev.deal_no) return [];
    const final = over.tricks[over.tricks.length - 1];
    const row = next.sheet.find((r) => r.deal === over.deal);
    return [`${t.dealOver(over.deal)}.`,
      final ? `${t.trick} ${final.number}: ${who(t, final.leader)} ${final.lead.words}, ${who(t, 1 - final.leader)} ${final.follow.words} → ${t.takes(who(t, final.winner), final.winner === 0)}.` : "",
      `${t.tricksWon(over.tricks_won[0], over.tricks_won[1])}.`,
      row ? `${t.you} +${row.total[0]}, ${t.computer} +${row.total[1]}.` : ""];
  }

  // ------------------------------------------------------------------ the player's actions
  function toggle(ui, card) {
    if (ui.selected.has(card)) ui.selected.delete(card); else ui.selected.add(card);
    render(ui);
    const again = ui.root.querySelector(`.pq-hand button[data-card="${card}"]`);
    if (again) again.focus();
  }

  async function exchange(ui) {
    if (ui.busy || !ui.snap) return;
    P.clearNotes(ui);
    // the cards to put out are one decision, named all at once
    const result = await send(ui, "act", ui.id, [...ui.selected], ui.lang);
    if (!result.ok) { P.sayRefusal(ui, result, ui.t.refused); render(ui); return; }   // the selection stays
    accept(ui, result);
    ui.focusNext();
  }

  async function showHint(ui) {
    const out = ui.panels.hint;
    const h = await P.askHint(ui);
    if (!h) return;
    if (h.discard) out.replaceChildren(el("p", {}, `${ui.t.hintDiscard}: `, cardList(h.discard)));
    else {
      const choice = ui.snap.choices.find((c) => c.action === h.action);
      out.replaceChildren(el("p", {}, `${ui.t.hintAction}: `, choice ? choiceLabel(ui, choice) : h.words));
      P.showHintValues(ui, h, ui.panels.hand);
    }
  }

  // The actions shared with Pip-Pip!, then the exchange and the hint; after a move a
  // keyboard player's focus goes to the next deal, the choices or the hand.
  function wireActions(ui) {
    P.wireDealActions(ui, { rules: () => rulesString(ui), name: "piquet",
      focus: "#pq-next, .pq-choice:not([disabled]), .pq-hand button:not([disabled])" });
    Object.assign(ui, { toggle: (c) => toggle(ui, c), exchange: () => exchange(ui), showHint: () => showHint(ui) });
  }

  // ------------------------------------------------------------------ start-up
  // A share link starts its game (then leaves the address, so a reload continues it);
  // otherwise the game kept by the worker resumes; otherwise a new game starts.
  // Without a link the kept game is asked for at once, with the menus' metadata: the worker
  // answers in turn, so the game is read while the page builds its menus.
  async function startUp(ui) {
    const link = P.readDealLink();
    const metadata = call("metadata", ui.lang);
    const kept = link ? null : call("resume", ui.id, ui.lang);
    ui.meta = await metadata;
    if (!ui.meta.ok) { say(ui, ui.meta.error); ui.meta = null; return; }
    buildControls(ui);
    ui.status.textContent = ui.t.ready;
    await P.startOrResume(ui, link, kept);
  }

  // The table as play-table.js draws and moves it: the card led, the last trick and the
  // hand hold full card faces; the computer's cards come from its seat across the
  // table, the player's from the hand; a finished trick goes to the hand or to that seat.
  const table = {
    zones: ".pq-trick, .pq-last, .pq-hand",
    trickCards: ".pq-trick .card, .pq-last .card",
    handCards: ".pq-hand .card-button",
    lastZone: ".pq-last",
    lastTrick: (snap) => (snap.tricks.length
      ? { key: `${snap.deal_no}:${snap.tricks.length}`, winner: snap.tricks[snap.tricks.length - 1].winner } : null),
    place: (ui, seat) => (seat === 0 ? ui.panels.hand : ui.panels.seats.querySelector(`[data-seat="${seat}"]`)),
  };
  // The statistics (play-stats.js): a drawn game is played, not won.
  const stats = { game: "piquet", won: (snap) => snap.winner === 0 };
  // Forced (play-forced.js): the only card that may follow (Cavendish, law 59: follow
  // suit); the one answer the rules leave in the declarations ("Good" to a claim one
  // cannot match or equal, laws 62-64) or to "score it now?" when sinking is not allowed.
  // Never the exchange (the cards to put out, carte blanche's count), the cut's choice of
  // dealer or the look at the talon's leftover: each is a choice of the player's.
  function forced(ui, snap) {
    if (snap.phase === "play" && snap.legal.length === 1) return P.onlyCard(snap);
    if ((snap.phase === "declare" || snap.phase === "younger_scores") && snap.choices.length === 1) {
      return { action: snap.choices[0].action, words: choiceLabel(ui, snap.choices[0]) };
    }
    return null;
  }
  const mount = (root) => P.mount(root, { createUi, wireActions, render, startUp, showGameInControls, accept, table, stats, news, forced });

  P.mountEach(".piquet-play", mount);
})();
