// The All-Fours play page: a game against the computer under Cotton's All-Fours of 1674, his
// Running All-Fours, Foster's Seven-up, or any choice of options. Every rule lives in the
// Python engine (penneech.games.allfours.web), run by Pyodide in the site's one play worker
// (play-worker.js, messages marked game: "allfours"); this file only draws what the engine
// answers and sends the player's choices. What it shares with the other games' play pages
// (worker messages, links, records) is in play-common.js.
//
// Fair play: while a game runs the worker sends only the player's view: their hand and the
// cards they laid out, the cards turned up for trump, whether the elder begged and the
// dealer gave or ran the cards, the tricks, the number of cards the computer holds and the
// scores. The deal number, the record and the computer's cards arrive with the end of the
// game. The game is kept by the worker; this page keeps only an opaque game id
// (localStorage).
(() => {
  const P = window.playCommon;
  const { el, cardSpan, who } = P;
  const GAME_ID_KEY = "allfours-game-id";
  const SUIT_ORDER = [3, 2, 0, 1];          // spades, hearts, clubs, diamonds: colours alternate
  const SUITS = ["♣", "♦", "♥", "♠"];
  // Its own words, each as [English, German]; the ones it shares with the other games are
  // in play-common.js.
  const T = P.dealTexts({
    wait: ["The computer is thinking…", "Der Computer überlegt…"],
    level: ["Computer", "Computer"],
    shareNote: [
      "While a game runs the link holds the rules only: the deal number, which would give away the computer's cards, is added when the game is over.",
      "Während einer Partie enthält der Link nur die Regeln: Die Spielnummer, die die Karten des Computers verraten würde, kommt nach dem Ende der Partie hinzu."],
    nextGame: [
      "Changed rules and computer apply from the next game.",
      "Geänderte Regeln und Computer gelten ab der nächsten Partie."],
    elder: ["elder hand", "Vorhand"],
    dealer: ["dealer", "Geber"],
    youAre: [(role) => `you are ${role}`, (role) => `Sie sind ${role}`],
    score: ["Score", "Stand"],
    upTo: [(n) => `game of ${n}`, (n) => `Partie auf ${n}`],
    oppCards: [(n) => `the computer holds ${n} card${n === 1 ? "" : "s"}`, (n) => `der Computer hält ${n} Karte${n === 1 ? "" : "n"}`],
    trump: ["Trump", "Trumpf"],
    turned: ["turned up", "aufgedeckt"],
    thenTurned: ["then, running the cards", "dann, beim Nachgeben"],
    suitWords: [["clubs", "diamonds", "hearts", "spades"], ["Kreuz", "Karo", "Herz", "Pik"]],
    begQ: [
      "You are the elder hand. Stand, or beg one of the dealer?",
      "Sie sind Vorhand. Stehen, oder den Geber um einen bitten?"],
    giveQ: [
      "The computer begs one. Give it a point, or run the cards?",
      "Der Computer bittet um einen. Einen Punkt geben, oder nachgeben?"],
    mustRun: [
      "You may not give the point that would win it the game: you must run the cards.",
      "Den Punkt, der ihm die Partie gewinnt, dürfen Sie nicht geben: Sie müssen nachgeben."],
    layOut: [
      (n) => `Lay out a card, unseen (${n} more, down to six).`,
      (n) => `Legen Sie eine Karte verdeckt ab (noch ${n}, bis auf sechs).`],
    follow: [(c) => `Play to the computer's ${c}: follow suit or trump.`, (c) => `Spielen Sie zu ${c} des Computers: bedienen oder trumpfen.`],
    followStrict: [(c) => `Play to the computer's ${c}: follow suit if you can.`, (c) => `Spielen Sie zu ${c} des Computers: Farbe bedienen, wenn möglich.`],
    begged: [(w) => `${w} begged one.`, (w) => `${w}: um einen gebeten.`],
    stood: [(w) => `${w} stood.`, (w) => `${w}: steht.`],
    gave: [(w) => `${w} gave one.`, (w) => `${w}: einen gegeben.`],
    ran: [(w) => `${w} ran the cards.`, (w) => `${w}: nachgegeben.`],
    youLaidOut: ["You laid out", "Sie legten ab"],
    led: ["led", "spielt aus"],
    tricks: ["Tricks of this deal", "Stiche dieses Spiels"],
    sheet: ["Points by deal", "Punkte je Spiel"],
    sheetCols: [["Deal", "Elder hand", "You", "Computer", "Game"], ["Spiel", "Vorhand", "Sie", "Computer", "Partie"]],
    log: ["Score log", "Wertung"],
    dealPoints: [(a, b) => `Points of the deal: you ${a}, the computer ${b}.`, (a, b) => `Punkte des Spiels: Sie ${a}, der Computer ${b}.`],
    newDeal: [
      (n, suit, card) => `Deal ${n}: ${card} turned up, ${suit} are trumps.`,
      (n, suit, card) => `Spiel ${n}: ${card} aufgedeckt, Trumpf ist ${suit}.`],
    newTrump: [(suit, card) => `The cards were run: ${card} turned up, ${suit} are trumps.`, (suit, card) => `Nachgegeben: ${card} aufgedeckt, Trumpf ist ${suit}.`],
    compBegs: ["The computer begs one.", "Der Computer bittet um einen."],
    seat: [["you", "the computer"], ["Sie", "der Computer"]],
    saysLast: [
      (n, a, ca, b, cb, took) => `Trick ${n}: ${a} ${ca}, ${b} ${cb}; ${took}.`,
      (n, a, ca, b, cb, took) => `Stich ${n}: ${a} ${ca}, ${b} ${cb}; ${took}.`],
    lost: ["The computer wins the game.", "Der Computer gewinnt die Partie."],
    wonDeal: ["You win the deal!", "Sie gewinnen das Spiel!"],
    lostDeal: ["The computer wins the deal.", "Der Computer gewinnt das Spiel."],
    dealDone: ["The deal is over: a tie.", "Das Spiel ist zu Ende: unentschieden."],
    finalScore: [
      (a, b) => `Final score: you ${a}, the computer ${b}.`,
      (a, b) => `Endstand: Sie ${a}, der Computer ${b}.`],
    compHand: ["The computer's cards in the last deal", "Die Karten des Computers im letzten Spiel"],
    loaded: [
      (n) => `Record loaded (deal number ${n}). The menus show its rules and computer.`,
      (n) => `Protokoll geladen (Spielnummer ${n}). Die Menüs zeigen seine Regeln und den Computer.`],
    hintAction: ["The expert would choose", "Der Experte würde wählen"],
  });

  // ------------------------------------------------------------------ small pieces
  // Cards in a row, a space between two (none after the last: "K♠; you drew 8♣").
  const cardList = (cards) => (cards.length ? cards.flatMap((c, i) => (i ? [" ", cardSpan(c)] : [cardSpan(c)])) : ["—"]);
  const sortHand = (cards) => [...cards].sort((a, b) =>
    SUIT_ORDER.indexOf(a.suit) - SUIT_ORDER.indexOf(b.suit) || b.id - a.id);
  const suitSpan = (ui, s) => el("span", { class: "card" + (s === 1 || s === 2 ? " card--red" : ""), role: "img", "aria-label": ui.t.suitWords[s] }, SUITS[s]);
  // A score as the log and the live region say it: its points and, in the page's language,
  // its words (the engine's, with the section of the rules page that explains it).
  const scoreText = (e) => `${e.points} (${e.text})`;

  // ------------------------------------------------------------------ panels
  function statusText(ui) {
    const { snap, t } = ui;
    if (snap.over && snap.horizon === "deal") {
      const [a, b] = snap.sheet[snap.sheet.length - 1].points;
      return a === b ? t.dealDone : a > b ? t.wonDeal : t.lostDeal;
    }
    if (snap.over) return snap.winner === 0 ? t.won : t.lost;
    return P.turnText(ui);
  }

  function promptText(ui) {
    const { snap, t } = ui;
    if (snap.to_move !== 0 || snap.over) return "";
    switch (snap.phase) {
      case "beg": return t.begQ;
      case "give": return snap.may_give ? t.giveQ : `${t.compBegs} ${t.mustRun}`;
      case "discard": return t.layOut(snap.hand.length - 6);
      case "play":
        if (!snap.lead) return t.lead;
        return snap.rules.includes("renege=strict") ? t.followStrict(snap.lead.name) : t.follow(snap.lead.name);
      default: return "";
    }
  }

  function renderPrompt(ui) {
    const { snap } = ui;
    const mine = snap.to_move === 0 && !snap.over;
    const parts = [];
    if (mine) parts.push(el("p", { class: "af-question", id: "af-question" }, promptText(ui)));
    if (mine && snap.choices.length) {
      parts.push(el("div", { class: "af-choices", role: "group", "aria-labelledby": "af-question" },
        snap.choices.map((c, i) => el("button", {
          type: "button", class: "md-button af-choice" + (i === 0 ? " md-button--primary" : ""),
          "data-action": String(c.action), disabled: ui.busy, "aria-keyshortcuts": String(i + 1),
          onclick: () => ui.act(c.action),
        }, c.words.charAt(0).toUpperCase() + c.words.slice(1)))));
    }
    ui.panels.prompt.replaceChildren(...parts);
  }

  function renderInfo(ui) {
    const { snap, t } = ui;
    const role = snap.elder === 0 ? t.elder : t.dealer;
    const turned = snap.turned;
    const trump = snap.trump >= 0 && turned.length
      ? [`${t.trump}: `, suitSpan(ui, snap.trump), ` (${t.turned} `, cardSpan(turned[0]),
        turned.length > 1 ? [`; ${t.thenTurned} `, cardList(turned.slice(1))] : "", ")"]
      : "";
    ui.panels.info.replaceChildren(
      el("div", { class: "play-info" }, `${t.deal} ${snap.deal_no} · ${t.youAre(role)}`,
        ui.knownSeed !== null ? ` · ${t.seed} ${ui.knownSeed}` : ""),
      el("div", { class: "af-score" }, `${t.score}: ${t.you} ${snap.scores[0]}, ${t.computer} ${snap.scores[1]} (${t.upTo(snap.target)})`),
      el("div", { class: "af-trump" }, trump, trump ? " · " : "", t.oppCards(snap.opponent_cards)),
      el("div", { class: "af-begging" }, begging(ui)));
  }
  // What the elder and the dealer did this deal: begged or stood, gave or ran.
  function begging(ui) {
    const { snap, t } = ui;
    const { elder } = snap;
    const playing = ["discard", "play", "over"].includes(snap.phase) || snap.ran;
    const gift = snap.events.some((e) => e.deal === snap.deal_no && e.reason === "gift");
    const said = [];
    if (snap.begged) said.push(t.begged(who(t, elder)));
    else if (playing && snap.phase !== "over") said.push(t.stood(who(t, elder)));
    if (gift) said.push(t.gave(who(t, snap.dealer)));
    if (snap.ran) said.push(t.ran(who(t, snap.dealer)));
    return said.join(" ");
  }

  // The card led in front of its player; the last trick beside the table, until the
  // player's next card.
  function renderTrick(ui) {
    const { snap, t } = ui;
    const last = snap.tricks.length ? snap.tricks[snap.tricks.length - 1] : null;
    const leader = 1 - snap.to_move;
    ui.panels.trick.replaceChildren(...(snap.lead ? [P.inFront(el("div", { class: "af-lead" },
      el("span", { class: "play-felt-who" }, `${who(t, leader)} ${t.led} `), cardSpan(snap.lead)), 2, 0, leader)] : []));
    ui.panels.last.replaceChildren(...(last && snap.phase === "play" ? [el("div", { class: "af-last" },
      `${t.trick} ${last.number}: `, cardSpan(last.lead), " ", cardSpan(last.follow), ` → ${who(t, last.winner)}`)] : []));
  }

  // The two seats: cards held and the score of the game.
  function renderSeats(ui) {
    const { snap, t } = ui;
    P.renderSeats(ui, 2, 0, (s) => ({
      name: who(t, s), turn: s === snap.to_move && !snap.over,
      marks: snap.elder === s ? t.elder : t.dealer,
      lines: [`${t.cards(s === 0 ? snap.hand.length : snap.opponent_cards)} · ${t.points(snap.scores[s])}`],
    }));
  }

  function renderHand(ui) {
    const { snap } = ui;
    const mine = snap.to_move === 0 && !snap.over && !ui.busy;
    const cardsNow = mine && (snap.phase === "play" || snap.phase === "discard");
    ui.panels.hand.replaceChildren(...sortHand(snap.hand).map((c) => {
      const off = !(cardsNow && snap.legal.includes(c.id));
      return el("button", {
        type: "button", class: "card-button af-card" + (c.red ? " card--red" : ""),
        "data-card": String(c.id), "aria-label": `${c.name}, ${c.words}`,
        disabled: off, "aria-disabled": off ? "true" : null, onclick: () => ui.act(c.id),
      }, c.name);
    }));
    ui.panels.laidOut.replaceChildren(...(snap.laid_out.length ? [`${ui.t.youLaidOut}: `, cardList(snap.laid_out)] : []));
  }

  function trickList(ui, tricks) {
    const { t } = ui;
    return el("ol", { class: "af-tricks" }, tricks.map((x) => el("li", {},
      `${who(t, x.leader)}: `, cardSpan(x.lead), ` – ${who(t, 1 - x.leader)}: `, cardSpan(x.follow),
      ` → ${who(t, x.winner)}`)));
  }

  function renderTricks(ui) {
    const { snap, t } = ui;
    if (!snap.tricks.length) { ui.panels.tricks.replaceChildren(); return; }
    ui.panels.tricks.replaceChildren(el("h3", {}, t.tricks), trickList(ui, snap.tricks));
  }

  // The deal just over (its tricks would otherwise vanish with the next deal).
  function renderDealOver(ui) {
    const { snap, t } = ui;
    const last = P.dealJustOver(ui);
    if (!last) return;
    const [a, b] = last.points;
    ui.panels.dealOver.replaceChildren(
      el("h3", { class: "af-deal-over-title", tabindex: "-1" }, t.dealOver(last.deal)),
      el("p", {}, `${t.trump}: `, suitSpan(ui, last.trump), ` (${t.turned} `, cardList(last.turned), ")"),
      trickList(ui, last.tricks),
      el("p", {}, t.dealPoints(a, b)),
      P.nextDealButton(ui, "af-next"));
  }

  function renderSheet(ui) {
    const { snap, t } = ui;
    // the engine's points by deal: each deal over, and the one in play once it has scored
    const scored = snap.sheet.filter((r) => r.deal < snap.deal_no || snap.over || r.points[0] + r.points[1] > 0);
    const rows = scored.map((r) => el("tr", {}, el("th", { scope: "row" }, String(r.deal)),
      el("td", {}, who(t, r.elder)), el("td", {}, String(r.points[0])),
      el("td", {}, String(r.points[1])), el("td", {}, `${r.running[0]} : ${r.running[1]}`)));
    if (!rows.length) { ui.panels.sheet.replaceChildren(); return; }
    ui.panels.sheet.replaceChildren(el("h3", {}, t.sheet),
      el("div", { class: "af-sheet-scroll", tabindex: "0", role: "region", "aria-label": t.sheet },
        el("table", { class: "af-sheet" }, el("thead", {}, el("tr", {}, t.sheetCols.map((c) => el("th", { scope: "col" }, c)))), el("tbody", {}, rows))));
  }

  function renderLog(ui) {
    P.renderDealLog(ui, (e) => `${who(ui.t, e.player)}: +${scoreText(e)} `);
  }

  function renderEnd(ui) {
    const { snap, t } = ui;
    P.renderEnd(ui, "af-again", () => [statusText(ui),
      el("p", {}, t.finalScore(snap.scores[0], snap.scores[1]), " ", t.dealWas(snap.end.seed)),
      el("p", { class: "af-computer-hand" }, `${t.compHand}: `, cardList(sortHand(snap.end.computer_hand)))]);
  }

  const render = (ui) => P.renderDeal(ui, statusText, [
    renderEnd, renderDealOver, renderInfo, renderSeats, renderPrompt, renderTrick, renderHand,
    renderTricks, renderSheet, renderLog, renderRulesNote]);

  // ------------------------------------------------------------------ controls
  const fullRules = P.optionsString;
  const rulesString = (ui) => (ui.presetSel.value !== "custom" ? ui.presetSel.value : fullRules(ui));
  function showGameInControls(ui, snap) {
    P.showRulesAndLevel(ui, snap);
    ui.horizonSel.value = snap.horizon;
    P.showSeed(ui);
  }
  const renderRulesNote = (ui) => P.renderHorizonNote(ui, fullRules(ui));
  const optionField = (ui, o) => P.presetOptionField(ui, o, "af", () => renderRulesNote(ui));

  function buildControls(ui) {
    const { t } = ui;
    P.fillHorizon(ui, () => renderRulesNote(ui));
    P.buildControls(ui, { levelName: (l) => t[l] || l, firstPreset: "cotton1674", changed: () => renderRulesNote(ui),
      optionField, more: [el("label", { for: "af-horizon" }, t.horizon, " ", ui.horizonSel)] });
  }

  function createUi(root) {
    const ui = P.dealUi(root, T, { game: "allfours", idKey: GAME_ID_KEY, prefix: "af" });
    P.dealBoard(ui, "af", {
      prompt: el("div", { class: "af-prompt" }),
      trick: el("div", { class: "af-trick", "aria-live": "polite" }),
      laidOut: el("p", { class: "af-laid-out" }),
      tricks: el("section", { class: "af-deal-tricks" }),
      sheet: el("section", { class: "af-sheet-box" }),
    }, ["prompt", "hand", "laidOut"], ["tricks", "sheet"]);
    return ui;
  }

  const { say } = P;
  const accept = (ui, result) => P.acceptDeal(ui, result, "__allfoursMoves");

  // What happened since the player's last move, for the live region (the trick panel says
  // the card led): a new deal and its trump, the cards run and the new trump, the
  // computer's beg, and the points scored.
  function news(ui, prev, next) {
    const { t } = ui;
    const said = [];
    const trumpNow = (snap) => snap.turned[snap.turned.length - 1];
    // the deal just over, whose box the page shows: its last trick and its points (the
    // trick panel shows tricks only while a deal is played)
    const over = next.last_deal;
    if (prev && over && prev.deal_no !== next.deal_no && over.deal === prev.deal_no) {
      const last = over.tricks[over.tricks.length - 1];
      said.push(`${t.dealOver(over.deal)}.`);
      if (last) said.push(t.saysLast(last.number, t.seat[last.leader], last.lead.words, t.seat[1 - last.leader], last.follow.words, t.takes(t.seat[last.winner], last.winner === 0)));
      said.push(t.dealPoints(over.points[0], over.points[1]));
    }
    if (next.trump >= 0 && next.turned.length) {
      const card = trumpNow(next);
      if (!prev || prev.deal_no !== next.deal_no) said.push(t.newDeal(next.deal_no, t.suitWords[next.trump], card.words));
      else if (prev.turned.length !== next.turned.length) said.push(t.newTrump(t.suitWords[next.trump], card.words));
    }
    if (next.phase === "give" && next.to_move === 0 && !(prev && prev.phase === "give" && prev.deal_no === next.deal_no)) said.push(t.compBegs);
    return [...said, ...P.newEvents(prev, next).map((e) => t.saysScore(who(t, e.player), scoreText(e)))];
  }

  // ------------------------------------------------------------------ the player's actions
  async function showHint(ui) {
    const h = await P.askHint(ui);
    if (!h) return;
    // The engine names the choice and each valued action: its card, or its words.
    ui.panels.hint.replaceChildren(el("p", { "data-action": String(h.action) }, `${ui.t.hintAction}: `, h.card ? cardSpan(h.card) : h.words));
    P.showHintValues(ui, h, ui.panels.hand);
  }

  // Keys: a digit 1-9 answers the question's n-th button (stand or beg, give or run).
  function onKey(ui, event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key)) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    const b = ui.panels.prompt.querySelectorAll("button:not([disabled])")[Number(event.key) - 1];
    if (b) { event.preventDefault(); b.click(); }
  }

  // The actions every game of deals has, then the hint and the keys; after a move a
  // keyboard player's focus goes to the next deal, the choices or the hand.
  function wireActions(ui) {
    P.wireDealActions(ui, { rules: () => rulesString(ui), name: "allfours",
      focus: "#af-next, .af-choice:not([disabled]), .af-hand button:not([disabled])" });
    ui.showHint = () => showHint(ui);
    ui.root.addEventListener("keydown", (e) => onKey(ui, e));
  }

  // ------------------------------------------------------------------ start-up
  // A share link starts its game (then leaves the address, so a reload continues it);
  // otherwise the game kept by the worker resumes; otherwise a new game starts. Without a
  // link the kept game is asked for at once, with the menus' metadata.
  async function startUp(ui) {
    const link = P.readDealLink();
    const metadata = ui.call("metadata", ui.lang);
    const kept = link ? null : ui.call("resume", ui.id, ui.lang);
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
    zones: ".af-trick, .af-last, .af-hand",
    trickCards: ".af-trick .card, .af-last .card",
    handCards: ".af-hand .card-button",
    lastZone: ".af-last",
    lastTrick: (snap) => (snap.tricks.length
      ? { key: `${snap.deal_no}:${snap.tricks.length}`, winner: snap.tricks[snap.tricks.length - 1].winner } : null),
    place: (ui, seat) => (seat === 0 ? ui.panels.hand : ui.panels.seats.querySelector(`[data-seat="${seat}"]`)),
  };
  // The statistics (play-stats.js).
  const stats = { game: "allfours", won: (snap) => snap.winner === 0 };
  // Forced (play-forced.js): the only card that may follow (Cotton, p. 101: follow suit or
  // trump); "run the cards" when the dealer may not give the begged point. Never the
  // choice of the cards to lay out, nor stand or beg.
  function forced(ui, snap) {
    if (snap.phase === "play" && snap.legal.length === 1) return P.onlyCard(snap);
    if (snap.phase === "give" && snap.choices.length === 1) {
      const c = snap.choices[0];
      return { action: c.action, words: c.words.charAt(0).toUpperCase() + c.words.slice(1) };
    }
    return null;
  }
  const mount = (root) => P.mount(root, { createUi, wireActions, render, startUp, showGameInControls, accept, table, stats, news, forced });

  P.mountEach(".allfours-play", mount);
})();
