// The Pip-Pip! play page: the player and two to eleven computer players at one table, under
// any of the three rule sets or any choice of options. Every rule lives in the Python
// engine (penneech.games.pippip.web), run by Pyodide in the site's one play worker
// (play-worker.js, messages marked game: "pippip"); this file only draws what the engine
// answers and sends the player's choices. What it shares with the other games' play pages
// (worker messages, links, records) is in play-common.js.
//
// Fair play: while a game runs the worker sends only the player's view: their hand and the
// card they drew, every card face up (tricks, marriages laid down, the cut card, a turned-up
// stock), the number of cards each player holds, the trump and the scores. The deal number
// and the record arrive with the end of the game. The game is kept by the worker; this
// page keeps only an opaque game id (localStorage).
(() => {
  const P = window.playCommon;
  const { el, cardSpan } = P;
  const call = P.caller("pippip");
  const GAME_ID_KEY = "pippip-game-id";
  const SUITS = ["♣", "♦", "♥", "♠"];
  // Its own words, each as [English, German]; the ones it shares with Piquet are in
  // play-common.js.
  const T = P.dealTexts({
    wait: ["The computers are playing…", "Die Computer spielen…"],
    player: [(s) => `Player ${s}`, (s) => `Spieler ${s}`],
    level: ["Computers", "Computer"],
    players: ["Players", "Spieler"],
    shareNote: [
      "While a game runs the link holds the rules only: the deal number, which would give away the other players' cards, is added when the game is over.",
      "Während einer Partie enthält der Link nur die Regeln: Die Spielnummer, die die Karten der anderen verraten würde, kommt nach dem Ende der Partie hinzu."],
    nextGame: [
      "Changed rules and computers apply from the next game.",
      "Geänderte Regeln und Computer gelten ab der nächsten Partie."],
    dealer: ["deals", "gibt"],
    leads: ["leads", "spielt aus"],
    toMove: ["to play", "am Zug"],
    of: ["of", "von"],
    trump: ["Trump", "Trumpf"],
    noTrump: ["no trump yet", "noch kein Trumpf"],
    stock: [(n) => `${n} card${n === 1 ? "" : "s"} in the stock`, (n) => `${n} Karte${n === 1 ? "" : "n"} im Talon`],
    turned: ["the stock is turned up", "der Talon liegt offen"],
    dead: ["left over", "übrig"],
    cutCard: ["cut card", "abgehobene Karte"],
    heldBy: ["drawn by", "gezogen von"],
    drew: ["You drew", "Sie zogen"],
    afterTrick: [(n) => `after trick ${n}`, (n) => `nach Stich ${n}`],
    follow: [(c) => `Play to the trick led with ${c}.`, (c) => `Spielen Sie zum Stich mit ${c}.`],
    window: ["Before this trick: declare a marriage?", "Vor diesem Stich: eine Hochzeit melden?"],
    pip: [(pair) => `Pip-Pip! ${pair}`, (pair) => `Pip-Pip! ${pair}`],
    no: ["No", "Nein"],
    noMore: ["No more", "Keine weitere"],
    pending: [
      "You declare (the others learn it when everyone has answered)",
      "Sie melden (die anderen erfahren es, wenn alle geantwortet haben)"],
    playWith: ["Or play a card declaring its marriage:", "Oder eine Karte spielen und ihre Hochzeit melden:"],
    playDeclare: [(c, p) => `${c} and Pip-Pip! with ${p}`, (c, p) => `${c} und Pip-Pip! mit ${p}`],
    current: ["Trick", "Stich"],
    saysTrump: [
      (suit, w) => `Trumps are now ${suit} (${w}).`,
      (suit, w) => `Trumpf ist jetzt ${suit} (${w}).`],
    suitWords: [["clubs", "diamonds", "hearts", "spades"], ["Kreuz", "Karo", "Herz", "Pik"]],
    played: ["played", "spielt"],
    lastTrick: ["Last trick", "Letzter Stich"],
    trumpHistory: ["How the trump changed", "Wie der Trumpf wechselte"],
    byCut: ["the cut card", "die abgehobene Karte"],
    fromTrick: [(n) => `from trick ${n}`, (n) => `ab Stich ${n}`],
    marriages: ["Marriages", "Hochzeiten"],
    scores: ["Scores", "Stand"],
    total: ["game", "Partie"],
    sheet: ["Points by deal", "Punkte je Spiel"],
    log: ["Score log", "Wertung"],
    leftovers: ["Left over", "Übrig"],
    lost: [(w) => `${w} wins the game.`, (w) => `${w} gewinnt die Partie.`],
    shared: [(w) => `Shared win: ${w}.`, (w) => `Geteilter Sieg: ${w}.`],
    finalScore: ["Final score", "Endstand"],
    loaded: [
      (n) => `Record loaded (deal number ${n}). The menus show its rules and computers.`,
      (n) => `Protokoll geladen (Spielnummer ${n}). Die Menüs zeigen seine Regeln und die Computer.`],
    hintAction: [(lvl) => `The ${lvl} player would choose`, (lvl) => `Der Spieler „${lvl}“ würde wählen`],
    // a table of people passing one device round
    whoPlays: ["Who plays", "Wer spielt"],
    seatN: [(s) => `Seat ${s}`, (s) => `Platz ${s}`],
    aPerson: ["a person", "ein Mensch"],
    aComputer: ["the computer", "der Computer"],
    nameAt: [(s) => `Name at seat ${s}`, (s) => `Name auf Platz ${s}`],
    whoHelp: [
      "People at several seats play on this device, passing it round: the page hides each hand until its player says who they are. Leave seat 0 alone as a person without a name to play against the computers.",
      "Menschen auf mehreren Plätzen spielen an diesem Gerät und reichen es weiter: Die Seite verbirgt jede Hand, bis ihr Spieler sagt, wer er ist. Lassen Sie Platz 0 als einzigen Menschen ohne Namen, um gegen die Computer zu spielen."],
    computerN: [(s) => `Computer ${s}`, (s) => `Computer ${s}`],
    passTo: [(n) => `Pass the device to ${n}.`, (n) => `Geben Sie das Gerät an ${n} weiter.`],
    passNote: [
      "The cards are hidden: only the player named presses the button, and nobody else looks.",
      "Die Karten sind verborgen: Nur der genannte Spieler drückt den Knopf, und niemand sonst schaut hin."],
    iAm: [(n) => `I am ${n}`, (n) => `Ich bin ${n}`],
    turnOf: [(n) => `${n}: your turn.`, (n) => `${n}: Sie sind am Zug.`],
  });

  // ------------------------------------------------------------------ small pieces
  // At a table of people (snap.people: a name per seat, null for a computer) each seat by
  // its name or its computer; else "You" and the other players by their seats.
  function seatName(ui, s, snap = ui.snap) {
    const people = snap && snap.people;
    if (people) return people[s] !== null ? people[s] : ui.t.computerN(s);
    return s === 0 ? ui.t.you : ui.t.player(s);
  }
  const cardList = (cards) => (cards.length ? cards.flatMap((c) => [cardSpan(c), " "]) : ["—"]);
  const suitSpan = (s) => el("span", { class: "card" + (s === 1 || s === 2 ? " card--red" : "") }, SUITS[s]);
  const pairText = (cards) => cards.map((c) => c.name).join(" ");

  // ------------------------------------------------------------------ panels
  function statusText(ui) {
    const { snap, t } = ui;
    if (snap.over) {
      const names = snap.winners.map((s) => seatName(ui, s)).join(", ");
      if (snap.winners.length > 1) return t.shared(names);
      return snap.winners[0] === 0 && !snap.people ? t.won : t.lost(names);
    }
    if (passing(snap) && !ui.busy) return t.passTo(seatName(ui, snap.pass_to));
    if (snap.people && P.mine(snap) && !ui.busy) return t.turnOf(seatName(ui, snap.me));
    return P.turnText(ui);
  }

  function renderInfo(ui) {
    const { snap, t } = ui;
    const trump = snap.trump === null ? t.noTrump : [suitSpan(snap.trump)];
    const stock = snap.stock_turned ? [t.turned, snap.leftovers.length ? [`; ${t.dead}: `, cardList(snap.leftovers)] : ""] : t.stock(snap.stock_left);
    const cut = snap.cut_card ? [` · ${t.cutCard} `, cardSpan(snap.cut_card),
      snap.cut_holder !== null ? ` (${t.heldBy} ${seatName(ui, snap.cut_holder)})` : ""] : "";
    ui.panels.info.replaceChildren(
      el("div", { class: "play-info" }, `${t.deal} ${snap.deal_no} · ${t.trick} ${Math.min(snap.trick_number, snap.tricks_per_deal)} ${t.of} ${snap.tricks_per_deal}`,
        ui.knownSeed !== null ? ` · ${t.seed} ${ui.knownSeed}` : ""),
      el("div", { class: "pp-trump" }, `${t.trump}: `, trump, " · ", stock, cut));
  }

  // The seats around the table (play-common.js draws them): name, cards held, points,
  // marriage cards laid down.
  function renderSeats(ui) {
    const { snap, t } = ui;
    const me = snap.me === undefined ? 0 : snap.me;
    P.renderSeats(ui, snap.seats, me === null ? snap.pass_to : me, (s) => ({
      name: seatName(ui, s),
      marks: [s === snap.dealer ? t.dealer : "", s === snap.to_move && !snap.over ? t.toMove : ""].filter(Boolean).join(", "),
      turn: s === snap.to_move && !snap.over,
      lines: [`${t.cards(snap.hand_sizes[s])} · ${t.points(snap.scores[s])}`,
        snap.exposed[s].length ? cardList(snap.exposed[s]) : ""],
    }));
  }

  // The trick in the middle of the table, each card in front of its player.
  function playedList(ui, cards) {
    const { snap } = ui;
    const me = snap.me === undefined || snap.me === null ? (snap.pass_to ?? 0) : snap.me;
    return el("ol", { class: "pp-played" }, cards.map((p) => P.inFront(el("li", {},
      el("span", { class: "play-felt-who" }, `${seatName(ui, p.seat)} `), cardSpan(p.card)), snap.seats, me, p.seat)));
  }

  function renderTrick(ui) {
    const { snap, t } = ui;
    const items = [];
    if (snap.trick.length) items.push(el("h3", {}, `${t.current} ${snap.trick_number}`), playedList(ui, snap.trick));
    ui.panels.trick.replaceChildren(...items);
    const last = snap.tricks.length ? snap.tricks[snap.tricks.length - 1] : null;
    ui.panels.last.replaceChildren(...(last ? [el("p", { class: "pp-last" }, `${t.lastTrick} (${last.number}): `,
      last.cards.flatMap((p) => [`${seatName(ui, p.seat)} `, cardSpan(p.card), " "]),
      ` → ${t.takes(seatName(ui, last.winner), seatName(ui, last.winner) === t.you)} (${last.points})`)] : []));
  }

  function renderPrompt(ui) {
    const { snap, t } = ui;
    const box = ui.panels.prompt;
    const mine = P.mine(snap);
    const parts = [];
    if (mine && snap.window) {
      parts.push(el("p", { class: "pp-question", id: "pp-question" }, t.window));
      if (snap.my_pending.length) parts.push(el("p", {}, `${t.pending}: `, snap.my_pending.map((m, i) => [i ? ", " : "", pairText(m.cards)])));
      parts.push(el("div", { class: "pp-choices", role: "group", "aria-labelledby": "pp-question" },
        snap.marriages.map((m) => el("button", { type: "button", class: "md-button md-button--primary pp-pip", "data-action": String(m.action), disabled: ui.busy,
          "aria-label": `${t.pip(pairText(m.cards))}: ${m.cards.map((c) => c.words).join(", ")}`, onclick: () => ui.act(m.action) }, t.pip(pairText(m.cards)))),
        el("button", { type: "button", class: "md-button pp-no", "data-action": String(snap.done), disabled: ui.busy, onclick: () => ui.act(snap.done) },
          snap.my_pending.length ? t.noMore : t.no)));
    } else if (mine && snap.phase === "play") {
      const led = snap.trick.length ? snap.trick[0].card.name : null;
      parts.push(el("p", { class: "pp-question", id: "pp-question" }, led ? t.follow(led) : t.lead));
      if (snap.play_declare.length) {
        parts.push(el("p", {}, t.playWith), el("div", { class: "pp-choices", role: "group" },
          snap.play_declare.map((p) => el("button", { type: "button", class: "md-button pp-pip", "data-action": String(p.action), disabled: ui.busy,
            onclick: () => ui.act(p.action) }, t.playDeclare(p.card.name, p.partner.name)))));
      }
    }
    box.replaceChildren(...parts);
  }

  function renderHand(ui) {
    const { snap, t } = ui;
    const playing = P.mine(snap) && !ui.busy && snap.phase === "play";
    const drawn = snap.drawn ? snap.drawn.card.id : null;
    const me = snap.me === undefined ? 0 : snap.me;
    const exposed = new Set(me === null ? [] : snap.exposed[me].map((c) => c.id));
    ui.panels.hand.replaceChildren(...snap.hand.map((c) => {
      const off = !(playing && snap.legal.includes(c.id));
      return el("button", {
        type: "button", class: "card-button pp-card" + (c.red ? " card--red" : "") + (c.id === drawn ? " pp-card--drawn" : "") + (exposed.has(c.id) ? " pp-card--shown" : ""),
        "data-card": String(c.id), "aria-label": `${c.name}, ${c.words}` + (c.id === drawn ? ` (${t.drew})` : ""),
        disabled: off, "aria-disabled": off ? "true" : null, onclick: () => ui.act(c.id),
      }, c.name);
    }));
    ui.panels.drawn.replaceChildren(...(snap.drawn ? [`${t.drew} `, cardSpan(snap.drawn.card), ` (${t.afterTrick(snap.drawn.trick)})`] : []));
  }

  function renderHistory(ui) {
    const { snap, t } = ui;
    const changes = snap.trump_changes.filter((c) => c.deal === snap.deal_no);
    const decl = snap.declarations.filter((d) => d.deal === snap.deal_no);
    ui.panels.history.replaceChildren(
      changes.length ? el("div", {}, el("h3", {}, t.trumpHistory), el("ol", { class: "pp-trumps" }, changes.map((c) => el("li", {},
        suitSpan(c.suit), ` ${t.fromTrick(c.trick)} (${c.player < 0 ? t.byCut : seatName(ui, c.player)})`)))) : "",
      decl.length ? el("div", {}, el("h3", {}, t.marriages), el("ul", { class: "pp-marriages" }, decl.map((d) => el("li", {},
        `${seatName(ui, d.player)}: `, cardList(d.cards), ` +${d.points} (${t.trick} ${d.trick})`)))) : "");
  }

  function renderScores(ui) {
    const { snap, t } = ui;
    const head = el("tr", {}, el("th", { scope: "col" }, t.deal), Array.from({ length: snap.seats }, (_, s) => el("th", { scope: "col" }, seatName(ui, s))));
    const rows = snap.sheet.map((r, i) => el("tr", {}, el("th", { scope: "row" }, String(i + 1)), r.map((v) => el("td", {}, String(v)))));
    const total = el("tr", { class: "pp-total" }, el("th", { scope: "row" }, t.total), snap.scores.map((v) => el("td", {}, String(v))));
    ui.panels.scores.replaceChildren(el("h3", {}, t.scores),
      el("div", { class: "pp-sheet-scroll", tabindex: "0", role: "region", "aria-label": t.scores }, el("table", { class: "pp-sheet" }, el("thead", {}, head), el("tbody", {}, rows, total))));
  }

  function renderLog(ui) {
    P.renderDealLog(ui, (e) => [`${seatName(ui, e.player)}: +${e.points} ${e.text} `,
      e.reason === "trick" ? "" : cardList(e.cards), " "]);
  }

  // The deal just over (its last trick would otherwise vanish with the next deal).
  function renderDealOver(ui) {
    const { t } = ui;
    const last = P.dealJustOver(ui);
    if (!last) return;
    const final = last.tricks[last.tricks.length - 1];
    ui.panels.dealOver.replaceChildren(
      el("h3", { class: "pp-deal-over-title", tabindex: "-1" }, t.dealOver(last.deal)),
      final ? el("p", {}, `${t.lastTrick} (${final.number}): `, final.cards.flatMap((p) => [`${seatName(ui, p.seat)} `, cardSpan(p.card), " "]),
        ` → ${seatName(ui, final.winner)}`) : "",
      last.leftovers.length ? el("p", {}, `${t.leftovers}: `, cardList(last.leftovers)) : "",
      el("p", {}, last.points.map((v, s) => `${s ? ", " : ""}${seatName(ui, s)} +${v}`).join("")),
      P.nextDealButton(ui, "pp-next"));
  }

  function renderEnd(ui) {
    const { snap, t } = ui;
    P.renderEnd(ui, "pp-again", () => [statusText(ui),
      el("p", {}, `${t.finalScore}: `, snap.scores.map((v, s) => `${s ? ", " : ""}${seatName(ui, s)} ${v}`).join(""), ". ", t.dealWas(snap.end.seed))]);
  }

  // The device passed to the next person at a table of people: their name and a button
  // "I am …" that shows their hand (the engine sends it only then: take_seat).
  const passing = (snap) => snap.pass_to !== undefined && snap.pass_to !== null && !snap.over;
  function renderPass(ui) {
    const { snap, t } = ui;
    const box = ui.panels.pass;
    box.hidden = !passing(snap);
    if (box.hidden) { box.replaceChildren(); return; }
    const name = seatName(ui, snap.pass_to);
    box.replaceChildren(el("h3", { class: "pp-pass-title", id: "pp-pass-title" }, t.passTo(name)),
      el("p", { class: "play-help" }, t.passNote),
      el("button", { type: "button", class: "md-button md-button--primary", id: "pp-take", "data-seat": String(snap.pass_to),
        disabled: ui.busy, "aria-describedby": "pp-pass-title", onclick: () => ui.takeSeat() }, t.iAm(name)));
  }

  const render = (ui) => P.renderDeal(ui, statusText, [
    renderEnd, renderDealOver, renderInfo, renderSeats, renderTrick, renderPass, renderPrompt, renderHand,
    renderHistory, renderScores, renderLog, renderRulesNote]);

  // ------------------------------------------------------------------ controls
  // The number of players has its own menu; the rule set and the other options are the
  // engine's (metadata), without "players".
  const rulesString = (ui) => `${ui.presetSel.value !== "custom" ? ui.presetSel.value : P.optionsString(ui)},players=${ui.playersSel.value}`;
  const fullRules = (ui) => `players=${ui.playersSel.value},${P.optionsString(ui)}`;
  function showGameInControls(ui, snap) {
    P.showRulesAndLevel(ui, snap);
    const players = snap.rules.split(",").find((p) => p.startsWith("players="));
    if (players) ui.playersSel.value = players.split("=")[1];
    buildSeats(ui, snap.people || null);
    ui.horizonSel.value = snap.horizon;
    P.showSeed(ui);
  }
  const renderRulesNote = (ui) => P.renderHorizonNote(ui, fullRules(ui));
  const optionField = (ui, o) => P.presetOptionField(ui, o, "pp", () => renderRulesNote(ui));

  function buildControls(ui, meta) {
    const { t } = ui;
    const players = meta.options.find((o) => o.id === "players");
    players.choices.forEach((c) => ui.playersSel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
    ui.playersSel.value = players.default;
    ui.playersSel.addEventListener("change", () => { buildSeats(ui, null); renderRulesNote(ui); });
    P.fillHorizon(ui, () => renderRulesNote(ui));
    ui.meta = { ...meta, options: meta.options.filter((o) => o.id !== "players"),
      presets: meta.presets.map((p) => ({ ...p, values: Object.fromEntries(Object.entries(p.values).filter(([k]) => k !== "players")) })) };
    P.buildControls(ui, { levelName: (l) => t[l] || l, firstPreset: "pagat", changed: () => renderRulesNote(ui), optionField,
      more: [el("label", { for: "pp-players" }, t.players, " ", ui.playersSel), el("label", { for: "pp-horizon" }, t.horizon, " ", ui.horizonSel)] });
    ui.controls.querySelector(".play-help").after(ui.seatsBox);
    buildSeats(ui, null);
  }

  // Who plays each seat: a person (with a name) or the computer; seat 0 a person and the
  // others computers by default. `people`: a game's seating to show (a name or null per seat).
  function buildSeats(ui, people) {
    const { t } = ui;
    const n = Number(ui.playersSel.value) || 0;
    const rows = [];
    for (let s = 0; s < n; s += 1) {
      const person = people ? people[s] !== null : s === 0;
      const kind = el("select", { id: `pp-seat-${s}`, name: `seat-${s}`, "data-seat": String(s) },
        el("option", { value: "person" }, t.aPerson), el("option", { value: "computer" }, t.aComputer));
      kind.value = person ? "person" : "computer";
      const name = el("input", { id: `pp-name-${s}`, name: `name-${s}`, type: "text", maxlength: "24", size: "12",
        autocomplete: "off", value: people && people[s] !== null ? people[s] : "", disabled: !person });
      kind.addEventListener("change", () => { name.disabled = kind.value !== "person"; });
      rows.push(el("div", { class: "pp-seat-choice" },
        el("label", { for: `pp-seat-${s}` }, `${t.seatN(s)} `, kind), " ",
        el("label", { for: `pp-name-${s}` }, el("span", { class: "visually-hidden" }, t.nameAt(s)), name)));
    }
    ui.seatsBox.replaceChildren(el("legend", {}, t.whoPlays), el("p", { class: "play-help" }, t.whoHelp), ...rows);
  }
  // The seating for a new game: null for the player alone in seat 0 without a name, else
  // a name (typed, or "Player s") or null (a computer) for every seat.
  function seating(ui) {
    const seats = [...ui.seatsBox.querySelectorAll("select[data-seat]")];
    const people = seats.map((sel) => {
      const s = Number(sel.dataset.seat);
      if (sel.value !== "person") return null;
      return ui.seatsBox.querySelector(`#pp-name-${s}`).value.trim() || ui.t.player(s);
    });
    const alone = people.filter((p) => p !== null).length === 1 && people[0] !== null &&
      !ui.seatsBox.querySelector("#pp-name-0").value.trim();
    return alone ? null : people;
  }

  function createUi(root) {
    const ui = P.dealUi(root, T, { game: "pippip", idKey: GAME_ID_KEY, prefix: "pp" });
    ui.playersSel = el("select", { id: "pp-players", name: "players" });
    ui.seatsBox = el("fieldset", { class: "pp-who" });
    P.dealBoard(ui, "pp", {
      pass: el("section", { class: "pp-pass", hidden: true, "aria-labelledby": "pp-pass-title" }),
      trick: el("div", { class: "pp-trick", "aria-live": "polite" }),
      prompt: el("div", { class: "pp-prompt" }),
      drawn: el("p", { class: "pp-drawn", "aria-live": "polite" }),
      history: el("section", { class: "pp-history" }),
      scores: el("section", { class: "pp-scores" }),
    }, ["pass", "prompt", "hand", "drawn"], ["history", "scores"]);
    return ui;
  }

  const { say } = P;
  const accept = (ui, result) => P.acceptDeal(ui, result, "__pippipMoves");
  // The points scored and the trumps made since the last answer, for the live region (the
  // trick panel says the cards played).
  function news(ui, prev, next) {
    const { t } = ui;
    const scores = P.newEvents(prev, next).map((e) => t.saysScore(seatName(ui, e.player, next), `${e.points} ${e.text}`));
    const before = prev && prev.events.length <= next.events.length ? prev.trump_changes.length : next.trump_changes.length;
    const trumps = next.trump_changes.slice(before).map((c) =>
      t.saysTrump(t.suitWords[c.suit], c.player < 0 ? t.byCut : seatName(ui, c.player, next)));
    const pass = passing(next) && !(prev && prev.pass_to === next.pass_to) ? [t.passTo(seatName(ui, next.pass_to, next))] : [];
    return [...dealOverNews(ui, prev, next), ...trumps, ...scores, ...pass];
  }
  // The deal just over, as its box shows it (the box is no live region): its last trick
  // and who took it, and each seat's points of the deal.
  function dealOverNews(ui, prev, next) {
    const { t } = ui;
    const over = next.last_deal;
    if (!prev || !over || prev.deal_no === next.deal_no || over.deal !== prev.deal_no) return [];
    const final = over.tricks[over.tricks.length - 1];
    return [`${t.dealOver(over.deal)}.`,
      final ? `${t.lastTrick} (${final.number}): ${final.cards.map((p) => `${seatName(ui, p.seat, next)} ${p.card.words}`).join(", ")} → ${seatName(ui, final.winner, next)}.` : "",
      `${over.points.map((v, s) => `${seatName(ui, s, next)} +${v}`).join(", ")}.`];
  }

  // ------------------------------------------------------------------ the player's actions
  // The person named on the pass screen takes the device: the engine shows their hand.
  async function takeSeat(ui) {
    const snap = ui.snap;
    if (ui.busy || !snap || !passing(snap)) return;
    P.clearNotes(ui);
    const result = await P.send(ui, "take_seat", snap.pass_to, ui.lang, ui.id);
    if (!accept(ui, result)) return;
    P.announce(ui, [ui.t.turnOf(seatName(ui, result.me))]);
    ui.focusNext();
  }

  async function showHint(ui) {
    const h = await P.askHint(ui);
    if (h) ui.panels.hint.replaceChildren(el("p", { "data-action": String(h.action) }, `${ui.t.hintAction(ui.t[h.level] || h.level)}: `, h.words));
    if (h) P.showHintValues(ui, h, ui.panels.hand, (id, v) => v.card && v.card.face === id % 52);
  }

  // Keys: a digit 1-9 answers the question's n-th button (a "Pip-Pip!" or "No").
  function onKey(ui, event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key)) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    const buttons = ui.panels.prompt.querySelectorAll("button:not([disabled])");
    const b = buttons[Number(event.key) - 1];
    if (b) { event.preventDefault(); b.click(); }
  }

  // The actions shared with Piquet, then the hint and the keys; after a move a keyboard
  // player's focus goes to the next deal, the question's buttons or the hand.
  function wireActions(ui) {
    P.wireDealActions(ui, { rules: () => rulesString(ui), name: "pippip",
      focus: "#pp-next, #pp-take, .pp-prompt button:not([disabled]), .pp-hand button:not([disabled])" });
    ui.showHint = () => showHint(ui);
    ui.takeSeat = () => takeSeat(ui);
    ui.newGameMore = () => [seating(ui)];
    ui.root.addEventListener("keydown", (e) => onKey(ui, e));
  }

  // ------------------------------------------------------------------ start-up
  // A share link starts its game (then leaves the address, so a reload continues it);
  // otherwise the game kept by the worker resumes; otherwise a new game starts.
  async function startUp(ui) {
    const meta = await call("metadata", ui.lang);
    if (!meta.ok) { say(ui, meta.error); return; }
    buildControls(ui, meta);
    ui.status.textContent = ui.t.ready;
    await P.startOrResume(ui, P.readDealLink());
  }

  // The table as play-table.js draws and moves it: the trick, the last trick, the hand and
  // the seats' cards laid down are full card faces; each computer's card comes from its
  // seat, one after the other, the player's from the hand; a finished trick goes to the
  // seat of its winner.
  function seatOf(ui, node) {
    const snap = ui.snap;
    const last = node.closest(".pp-last");
    const zone = last || node.closest(".pp-played");   // (each card of the trick is in front of its player)
    const cards = last ? snap.tricks[snap.tricks.length - 1].cards : snap.trick;
    const i = zone ? Array.from(zone.querySelectorAll(".card")).indexOf(node) : -1;
    return cards && cards[i] ? cards[i].seat : 1;
  }
  const table = {
    zones: ".pp-trick, .pp-last, .pp-hand",
    trickCards: ".pp-trick .card, .pp-last .card",
    handCards: ".pp-hand .card-button",
    lastZone: ".pp-last",
    lastTrick: (snap) => (snap.tricks.length
      ? { key: `${snap.deal_no}:${snap.tricks.length}`, winner: snap.tricks[snap.tricks.length - 1].winner } : null),
    place: (ui, seat) => (seat === 0 ? ui.panels.hand : ui.panels.seats.querySelector(`[data-seat="${seat}"]`)),
    seatOf,
  };
  // The statistics (play-stats.js): a shared win counts as won.
  // At a table of people, each person's game counts in a row of their own, by name.
  const stats = { game: "pippip", won: (snap) => snap.winners.includes(0),
    entries: (snap) => (snap.people ? snap.people.flatMap((name, s) => (name === null ? []
      : [{ level: `person:${name}`, won: snap.winners.includes(s) }])) : null) };
  // Forced (play-forced.js): the only card that may be played to the trick, when no
  // marriage may be declared with it; "No" before a trick when no marriage is on offer.
  // Never a question with a marriage to declare.
  function forced(ui, snap) {
    if (snap.phase === "play" && !snap.window && snap.legal.length === 1 && !snap.play_declare.length) return P.onlyCard(snap);
    if (snap.window && !snap.marriages.length) return { action: snap.done, words: snap.my_pending.length ? ui.t.noMore : ui.t.no };
    return null;
  }
  const mount = (root) => P.mount(root, { createUi, wireActions, render, startUp, showGameInControls, accept, table, stats, news, forced });

  P.mountEach(".pippip-play", mount);
})();
