// The play page: a game against the computer and side-by-side sample hands.
// All rules live in the Python engine (penneech.games.penneech.web), run by Pyodide in a Web Worker;
// this file only draws what the engine answers and sends the reader's choices back. What it
// shares with the other games' play pages (worker messages, links, records) is in play-common.js.
//
// Fair play: while a game runs the worker sends only the player's view (their hand, the
// cards shown face up, scores, the log). The deal number, the record and the computer's
// cards arrive with the end of the game. The game is kept by the worker; this page keeps
// only an opaque game id (localStorage), so nothing here can show the hidden cards.
(() => {
  const P = window.playCommon;
  const { el, cardSpan, who } = P;
  // Penneech's games are kept under the page's bare game id, as before the other games came
  // (so that a game kept then still resumes); theirs under "<game>:" and the id.
  const STORE = "";
  const call = P.caller("penneech", STORE);
  const GAME_ID_KEY = "penneech-game-id";
  const OLD_SAVE_KEY = "penneech-game";          // the record, as earlier versions kept it
  const SUITS = ["♣", "♦", "♥", "♠"];
  // The page's words, each as [English, German].
  const T = P.texts({
    loading: ["Loading the Python runtime…", "Python-Laufzeit wird geladen…"],
    engine: ["Starting the engine…", "Engine wird gestartet…"],
    ready: ["Ready.", "Bereit."],
    yourTurn: ["Your turn: choose a card.", "Sie sind am Zug: Wählen Sie eine Karte."],
    wait: ["The computer is thinking…", "Der Computer überlegt…"],
    throwQ: [
      "Your hand has no Ace and no court card. Throw it in?",
      "Ihre Hand hat kein Ass und kein Bild. Hinwerfen und neu geben lassen?"],
    throwIt: ["Throw in", "Neu geben lassen"],
    keep: ["Keep", "Behalten"],
    level: ["Computer", "Computer"],
    preset: ["Reconstruction", "Rekonstruktion"],
    custom: ["Custom", "Eigene"],
    seed: ["Deal number", "Spielnummer"],
    seedHelp: [
      "Leave empty for a new random deal; type a number to play that deal.",
      "Leer lassen für ein neues zufälliges Spiel; eine Zahl eingeben, um dieses Spiel zu spielen."],
    newGame: ["New game", "Neue Partie"],
    restart: ["Restart game", "Partie neu beginnen"],
    pointLink: [(title, point) => `${title}: the uncertain point ${point} in the variant comparison`, (title, point) => `${title}: der unsichere Punkt ${point} im Variantenvergleich`],
    hint: ["Hint", "Tipp"],
    download: ["Download record", "Protokoll speichern"],
    load: ["Load record", "Protokoll laden"],
    share: ["Share link", "Link teilen"],
    trump: ["Trump", "Trumpf"],
    turned: ["Turned", "Aufgedeckt"],
    stock: ["Stock", "Talon"],
    you: ["You", "Sie"],
    computer: ["Computer", "Computer"],
    trick: ["Trick", "Stich"],
    lastTrick: ["Last trick", "Letzter Stich"],
    tricksWon: ["Tricks this hand", "Stiche in diesem Spiel"],
    cards: [(n) => `${n} card${n === 1 ? "" : "s"}`, (n) => `${n} Karte${n === 1 ? "" : "n"}`],
    points: [(n) => `${n} pts`, (n) => `${n} P.`],
    oppCards: [
      (n) => `${n} card${n === 1 ? "" : "s"} in the computer's hand`,
      (n) => `${n} Karte${n === 1 ? "" : "n"} auf der Hand des Computers`],
    won: ["You win the game!", "Sie gewinnen die Partie!"],
    lost: ["The computer wins the game.", "Der Computer gewinnt die Partie."],
    log: ["Score log", "Punkteprotokoll"],
    rule: ["rule", "Regel"],
    restored: ["Your game in progress was restored.", "Ihre laufende Partie wurde wiederhergestellt."],
    corrupt: [
      "The saved game could not be restored and was discarded: ",
      "Die gespeicherte Partie war nicht lesbar und wurde verworfen: "],
    badRecord: ["That record could not be loaded: ", "Dieses Protokoll ließ sich nicht laden: "],
    hintTitle: [
      "Expert's estimate of each card against its own choice (points for you minus the computer, rest of the hand)",
      "Schätzung des Experten für jede Karte, verglichen mit seiner Wahl (Ihre Punkte minus die des Computers, Rest des Spiels)"],
    hintOnly: [
      "This is the only card you may play now, so there is nothing to compare",
      "Dies ist die einzige Karte, die Sie jetzt spielen dürfen; es gibt nichts zu vergleichen"],
    beginner: ["beginner", "Anfänger"],
    greedy: ["greedy", "Faustregel"],
    expert: ["expert", "Experte"],
    hand: ["Your hand", "Ihre Hand"],
    leads: ["leads", "spielt aus"],
    youTake: ["you take it", "Sie gewinnen ihn"],
    compTakes: ["the computer takes it", "der Computer gewinnt ihn"],
    none: ["none", "keiner"],
    score: ["Score board", "Zählbrett"],
    toWin: ["points to win", "Punkte zum Sieg"],
    copied: ["Link copied.", "Link kopiert."],
    shareDeal: ["Link to this deal", "Link zu diesem Spiel"],
    shareRules: ["Link to these rules", "Link zu diesen Regeln"],
    shareNote: [
      "While a game runs the link holds the rules only: the deal number, which would give away the computer's cards, is added when the game ends.",
      "Während einer Partie enthält der Link nur die Regeln: Die Spielnummer, die die Karten des Computers verraten würde, kommt nach dem Ende der Partie hinzu."],
    pending: ["counted at the end of the hand", "wird am Ende des Spiels gezählt"],
    rules: ["Rules", "Regeln"],
    handNo: ["Hand", "Spiel"],
    dealer: ["dealer", "Geber"],
    deal: ["deal", "Spielnummer"],
    finalScore: [
      (you, comp) => `Final score: you ${you}, the computer ${comp}.`,
      (you, comp) => `Endstand: Sie ${you}, der Computer ${comp}.`],
    dealWas: [(n) => `This was deal ${n}.`, (n) => `Das war Spielnummer ${n}.`],
    compHeld: ["The computer's last hand as dealt:", "Die letzte Hand des Computers, wie gegeben:"],
    compLeft: ["Still in the computer's hand at the end:", "Am Ende noch auf der Hand des Computers:"],
    // what the screen reader hears after each move (play-news)
    saysTrick: [
      (n, a, b, mine) => `Trick ${n}: ${a}, ${b}; ${mine ? "you take it" : "the computer takes it"}.`,
      (n, a, b, mine) => `Stich ${n}: ${a}, ${b}; ${mine ? "Sie gewinnen ihn" : "der Computer gewinnt ihn"}.`],
    saysCard: [
      (p, c) => (p === 0 ? `you ${c}` : `the computer ${c}`),
      (p, c) => (p === 0 ? `Sie ${c}` : `der Computer ${c}`)],
    saysLead: [(c) => `The computer leads ${c}.`, (c) => `Der Computer spielt ${c} aus.`],
    saysTurned: [
      (c, suit) => `Turned up: ${c}${suit ? `; trumps are ${suit}` : ""}.`,
      (c, suit) => `Aufgedeckt: ${c}${suit ? `; Trumpf ist ${suit}` : ""}.`],
    saysScore: [
      (p, text) => `${p === 0 ? "You score" : "The computer scores"} ${text}.`,
      (p, text) => `${p === 0 ? "Sie zählen" : "Der Computer zählt"} ${text}.`],
    saysTotal: [
      (you, comp) => `Score: you ${you}, the computer ${comp}.`,
      (you, comp) => `Stand: Sie ${you}, der Computer ${comp}.`],
    saysNewHand: [
      (n, dealer) => `Hand ${n}, ${dealer === 0 ? "you deal" : "the computer deals"}.`,
      (n, dealer) => `Spiel ${n}, ${dealer === 0 ? "Sie geben" : "der Computer gibt"}.`],
    // the hand just over (its last trick would otherwise vanish with the next deal)
    handOver: [(n) => `Hand ${n} is over`, (n) => `Spiel ${n} ist zu Ende`],
    handPoints: [
      (you, comp) => `Points of the hand: you ${you}, the computer ${comp}.`,
      (you, comp) => `Punkte dieses Spiels: Sie ${you}, der Computer ${comp}.`],
    handTricks: [
      (you, comp) => `Tricks: you ${you}, the computer ${comp}.`,
      (you, comp) => `Stiche: Sie ${you}, der Computer ${comp}.`],
    nextHand: ["Next hand", "Nächstes Spiel"],
    suitWords: [["clubs", "diamonds", "hearts", "spades"], ["Kreuz", "Karo", "Herz", "Pik"]],
    loaded: [
      (n, h) => `Record loaded: deal ${n}, hand ${h}. The menus show its rules and level.`,
      (n, h) => `Protokoll geladen: Spielnummer ${n}, Spiel ${h}. Die Menüs zeigen seine Regeln und die Spielstärke.`],
    nextGame: [
      "Changed rules and level apply from the next game.",
      "Geänderte Regeln und Spielstärke gelten ab der nächsten Partie."],
    compThrew: [
      "The computer threw in its hand; the same dealer deals again.",
      "Der Computer hat seine Hand eingeworfen; derselbe Geber gibt neu."],
    afterEnd: ["available when the game is over", "verfügbar, wenn die Partie zu Ende ist"],
  });


  // ------------------------------------------------------------------ persistence
  // The record an earlier version of this page kept in localStorage (taken once).
  function takeOldSave() {
    try {
      const text = localStorage.getItem(OLD_SAVE_KEY);
      localStorage.removeItem(OLD_SAVE_KEY);
      return text;
    } catch (e) { return null; }
  }

  // The rules by their reconstruction's name while they are one, else option by option.
  function shareLink(ui, snap) {
    const rules = Object.fromEntries(snap.rules.split(",").map((part) => part.split("=")));
    const preset = ui.meta.presets.find((p) => Object.entries(p.values).every(([k, v]) => rules[k] === v));
    return P.shareLink(preset ? preset.id : snap.rules, snap);
  }

  // ------------------------------------------------------------------ panels
  // Each takes the widget's state (ui) and fills one panel; none sends anything.
  function renderStatus(ui) {
    const { snap, t } = ui;
    if (ui.trouble) ui.status.textContent = ui.trouble;
    else if (snap.winner !== null) ui.status.textContent = snap.winner === 0 ? t.won : t.lost;
    else if (ui.busy) ui.status.textContent = t.wait;
    else if (snap.to_move === 0) ui.status.textContent = snap.throw_in ? t.throwQ : t.yourTurn;
  }

  // Beside the table: the hand's line, the trump and the card turned up, the stock, the
  // last trick and the tricks won. On the table: the two seats and the trick, each card in
  // front of the player who played it.
  function renderTable(ui) {
    const { snap, t } = ui;
    const trumpCard = snap.turned.length ? snap.turned[snap.turned.length - 1] : null;
    const deal = ui.knownSeed !== null ? ` · ${t.deal} ${ui.knownSeed}` : "";
    ui.panels.table.replaceChildren(
      el("div", { class: "play-info" }, `${t.handNo} ${snap.hand_no} · ${t.dealer}: ${who(t, snap.dealer)}${deal}`),
      el("div", { class: "play-trump" }, el("strong", {}, `${t.trump}: `),
        snap.trump === null ? t.none : SUITS[snap.trump], " ",
        trumpCard ? el("span", {}, `(${t.turned} `, cardSpan(trumpCard), ")") : ""),
      el("div", {}, `${t.stock}: ${snap.stock} · ${t.oppCards(snap.opponent_cards)}`),
      el("div", { class: "play-last" }, el("strong", {}, `${t.lastTrick}: `),
        snap.last_trick ? [cardSpan(snap.last_trick.lead), " ", cardSpan(snap.last_trick.follow),
          ` → ${snap.last_trick.winner === 0 ? t.youTake : t.compTakes}`] : "—"),
      el("div", {}, `${t.tricksWon}: ${t.you} ${snap.tricks_won[0]}, ${t.computer} ${snap.tricks_won[1]}`));
    P.renderSeats(ui, 2, 0, (s) => ({
      name: who(t, s), turn: s === snap.to_move && snap.winner === null,
      marks: s === snap.dealer ? t.dealer : "",
      lines: [`${t.cards(s === 0 ? snap.hand.length : snap.opponent_cards)} · ${t.points(snap.scores[s])}`],
    }));
    ui.panels.trick.replaceChildren(...snap.trick.map((c) => P.inFront(el("span", {},
      el("span", { class: "play-felt-who" }, `${who(t, c.player)} ${t.leads} `), cardSpan(c)), 2, 0, c.player)));
  }

  function renderHand(ui) {
    const { snap } = ui;
    const mine = snap.to_move === 0 && snap.winner === null && !ui.busy;
    ui.panels.hand.replaceChildren(...snap.hand.map((c) => {
      const off = !(mine && !snap.throw_in && snap.legal.includes(c.id));
      return el("button", {
        type: "button", class: "card-button" + (c.red ? " card--red" : ""),
        "data-card": String(c.id), "aria-label": `${c.name}, ${c.words}`, disabled: off, "aria-disabled": off ? "true" : null,
        onclick: () => ui.act(c.id),
      }, c.name);
    }));
  }

  function renderThrow(ui) {
    const { snap, t } = ui;
    const asked = snap.throw_in && snap.to_move === 0 && snap.winner === null;
    ui.panels.throwBox.hidden = !asked;
    ui.panels.throwBox.replaceChildren(...(asked ? [el("p", {}, t.throwQ),
      el("button", { type: "button", class: "md-button", id: "play-throw", disabled: ui.busy, onclick: () => ui.act(ui.meta.actions.throw_in) }, t.throwIt),
      el("button", { type: "button", class: "md-button", id: "play-keep", disabled: ui.busy, onclick: () => ui.act(ui.meta.actions.keep) }, t.keep)] : []));
  }

  // The hand just over, until the player goes on (the next hand is dealt already): its last
  // trick and who took it, the tricks each took and the points each scored in it, as the
  // other games keep the deal just over. A keyboard player's focus goes to its button.
  const lastHandNo = (snap) => (snap && snap.last_hand ? snap.last_hand.hand : 0);
  function renderHandOver(ui) {
    const { snap, t } = ui;
    const last = snap.last_hand;
    const box = ui.panels.handOver;
    const show = Boolean(last && last.hand > ui.ackHand && snap.winner === null);
    box.hidden = !show;
    if (!show) { box.replaceChildren(); return; }
    const trick = last.last_trick;
    box.replaceChildren(
      el("h3", { class: "play-hand-over-title", tabindex: "-1" }, t.handOver(last.hand)),
      trick ? el("p", {}, `${t.trick} ${trick.number}: `, cardSpan(trick.lead), " ", cardSpan(trick.follow),
        ` → ${trick.winner === 0 ? t.youTake : t.compTakes}`) : "",
      el("p", {}, t.handTricks(last.tricks_won[0], last.tricks_won[1]), " ", t.handPoints(last.points[0], last.points[1])),
      el("button", { type: "button", class: "md-button md-button--primary", id: "play-next-hand", onclick: () => ui.nextHand() }, t.nextHand));
  }

  // The end of the game, announced beside the hand (a live region) with a new-game button.
  function renderEnd(ui) {
    const { snap, t } = ui;
    P.renderEnd(ui, "play-again", () => [snap.winner === 0 ? t.won : t.lost,
      el("p", {}, t.finalScore(snap.scores[0], snap.scores[1]), " ", t.dealWas(snap.end.seed)),
      el("p", { class: "play-end-dealt" }, `${t.compHeld} `, snap.end.computer_hand.flatMap((c) => [cardSpan(c), " "])),
      snap.end.computer_left.length ? el("p", { class: "play-end-left" }, `${t.compLeft} `,
        snap.end.computer_left.flatMap((c) => [cardSpan(c), " "])) : ""]);
  }

  function renderLog(ui) {
    const { snap, t, lang } = ui;
    const items = [];
    let hand = null;
    for (const e of snap.events.slice().reverse()) {
      if (e.hand !== hand) {
        hand = e.hand;
        items.push(el("li", { class: "play-log-hand" }, `${t.handNo} ${hand}`));
      }
      items.push(el("li", {},
        `${who(t, e.player)}: +${e.text[lang]}${e.pending ? ` (${t.pending})` : ""} `,
        el("a", { href: `${ui.rulesBase}#${e.anchor}` }, `(${t.rule})`)));
    }
    ui.panels.log.replaceChildren(...items);
  }

  // A cribbage-style board: streets of 30 holes in groups of five, one lane per player,
  // and a shared game hole at the target. Each player has two pegs, as in cribbage: the
  // front peg on the score, the back peg where the last score started.
  const SVG = "http://www.w3.org/2000/svg";
  function boardLayout(target) {
    const street = 30, step = 10, gap = 6, left = 22, lane = 11, streetHeight = 34;
    const streets = Math.ceil((target - 1) / street);
    const width = left + street * step + 5 * gap + 24;
    const gameHole = { x: width - 12, y: 6 + (streets - 1) * streetHeight + lane };
    const place = (p, score) => {          // where a peg on `score` stands for player p
      if (score >= target) return gameHole;
      const y = 6 + p * lane + lane / 2;
      if (score <= 0) return { x: 8, y };  // the start hole, before the first street
      const s = Math.floor((score - 1) / street), i = (score - 1) % street;
      return { x: left + i * step + Math.floor(i / 5) * gap + step / 2, y: y + s * streetHeight };
    };
    return { target, street, step, gap, left, lane, streetHeight, streets, width,
      height: streets * streetHeight + 6, gameHole, place };
  }

  function drawStreets(shape, b) {
    for (let s = 0; s < b.streets; s++) {
      const top = 6 + s * b.streetHeight;
      shape("rect", { x: b.left - 3, y: top, width: b.street * b.step + 5 * b.gap - b.gap + 6, height: 2 * b.lane, rx: 3, class: "street" });
      const first = shape("text", { x: b.left - 4, y: top + b.lane + 3, class: "street-number", "text-anchor": "end" });
      first.textContent = String(s * b.street + 1);
    }
    for (let p = 0; p < 2; p++) {
      for (let n = 0; n < b.target; n++) {
        const at = b.place(p, n);
        shape("circle", { cx: at.x, cy: at.y, r: n % 5 === 0 && n > 0 ? 1.9 : 1.4, class: "hole" });
      }
    }
    shape("circle", { cx: b.gameHole.x, cy: b.gameHole.y, r: 4, class: "hole hole--game" });
  }

  function drawPegs(shape, b, scores, backPegs) {
    for (let p = 0; p < 2; p++) {
      const front = Math.min(scores[p], b.target), back = Math.min(backPegs[p], front);
      if (back !== front) {
        const at = b.place(p, back);
        shape("circle", { cx: at.x, cy: at.y, r: 3, class: `peg peg--p${p} peg--back` });
      }
      const at = b.place(p, front);
      shape("circle", { cx: at.x, cy: at.y, r: 3.4, class: `peg peg--p${p}` });
    }
  }

  function scoreBoard(ui) {
    const { snap, t } = ui;
    const b = boardLayout(snap.target);
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", `0 0 ${b.width} ${b.height}`);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", `${t.score}: ${t.you} ${snap.scores[0]}, ${t.computer} ${snap.scores[1]} / ${snap.target}`);
    svg.classList.add("play-scoreboard");
    const shape = (name, attrs) => {
      const node = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      svg.append(node);
      return node;
    };
    drawStreets(shape, b);
    drawPegs(shape, b, snap.scores, ui.pegs.back);
    const legend = el("p", { class: "play-score-legend", "aria-hidden": "true" },
      [0, 1].map((p) => el("span", { class: `play-score-key play-score-key--p${p}` },
        `${who(t, p)}: ${snap.scores[p]}`)),
      `(${snap.target} ${t.toWin})`);
    return [svg, legend];
  }

  // The back peg marks where each player's last score started (cribbage's two pegs).
  function movePegs(pegs, scores) {
    for (let p = 0; p < 2; p++) {
      if (scores[p] < pegs.front[p]) pegs.back[p] = 0;          // a new game
      else if (scores[p] !== pegs.front[p]) pegs.back[p] = pegs.front[p];
    }
    pegs.front = scores.slice();
  }

  function renderButtons(ui) {
    const over = Boolean(ui.snap && ui.snap.end);
    const b = ui.buttons;
    b.hint.disabled = ui.busy || !ui.snap || over || ui.snap.throw_in;
    b.restart.disabled = ui.busy || !ui.snap;
    b.newGame.disabled = ui.busy;
    b.newGame.hidden = over;              // the end's box has its own New game
    b.download.disabled = !over;
    b.download.title = over ? "" : ui.t.afterEnd;
    b.shareLabel.textContent = over ? ui.t.shareDeal : ui.t.shareRules;
  }

  function render(ui) {
    ui.root.dataset.busy = ui.busy ? "1" : "0";
    ui.root.dataset.over = ui.snap && ui.snap.winner !== null ? "1" : "0";
    if (!ui.meta) return;
    renderButtons(ui);
    if (!ui.snap) { ui.board.hidden = true; return; }
    ui.board.hidden = false;
    renderStatus(ui);
    renderHandOver(ui);
    renderTable(ui);
    renderThrow(ui);
    renderHand(ui);
    renderEnd(ui);
    ui.panels.score.replaceChildren(...scoreBoard(ui));
    renderLog(ui);
    renderRulesNote(ui);
  }

  // ------------------------------------------------------------------ controls
  const rulesString = P.optionsString;
  // Show a game's rules and level in the menus (after a load, a restore or a share link).
  function showGameInControls(ui, snap) {
    P.showRulesAndLevel(ui, snap);
    P.showSeed(ui);
  }
  // Rules and level changed during a game only take effect with the next one: say so.
  function renderRulesNote(ui) {
    const differs = ui.snap && !ui.snap.end &&
      (rulesString(ui) !== ui.snap.rules || ui.levelSel.value !== ui.snap.level);
    ui.rulesNote.hidden = !differs;
  }

  function optionField(ui, o) {
    const id = `play-opt-${o.id}`;
    const sel = el("select", { id, name: o.id, "data-option": o.id, onchange: () => { P.matchPreset(ui); renderRulesNote(ui); } });
    o.choices.forEach((c) => sel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
    sel.value = o.default;
    ui.optionSelects[o.id] = sel;
    const help = o.choices.map((c) => `${c.label}: ${c.explanation}`).join(" · ");
    // the link beside the label, named by what it opens (as play-common.js's)
    return el("div", { class: "play-option" },
      el("div", { class: "play-option-head" },
        el("label", { for: id, title: o.question }, o.title),
        el("a", { href: `../variants/#option-${o.id}`, class: "play-point", title: help, "aria-label": ui.t.pointLink(o.title, o.point) }, o.point)),
      sel, P.provenanceNote(ui, o));
  }

  function buildControls(ui) {
    P.buildControls(ui, { levelName: (l) => ui.t[l === "random" ? "beginner" : l] || l,
      firstPreset: "mcleod", changed: () => renderRulesNote(ui), optionField });
  }

  // ------------------------------------------------------------------ the game widget
  function createUi(root) {
    const ui = P.baseUi(root, T, { game: "penneech", store: STORE, idKey: GAME_ID_KEY, prefix: "play" });
    const { t } = ui;
    ui.pegs = { front: [0, 0], back: [0, 0] };
    ui.ackHand = 0;          // the last hand over whose box the player closed
    ui.panels = {
      handOver: el("section", { class: "play-hand-over", hidden: true }),
      table: el("div", { class: "play-table" }),
      seats: el("div", { class: "play-seats-box" }),
      trick: el("div", { class: "play-trick" }),
      throwBox: el("div", { class: "play-throw", hidden: true }),
      hand: el("div", { class: "play-hand", role: "group", "aria-label": t.hand, tabindex: "-1" }),
      end: el("section", { class: "play-end", hidden: true }),
      hint: el("div", { class: "play-hint-out", "aria-live": "polite" }),
      news: P.newsRegion(),
      score: el("div", { class: "play-scorebox" }),
      log: el("ol", { class: "play-log", reversed: true }),
    };
    const b = ui.buttons;
    const p = ui.panels;
    ui.board = el("div", { class: "play-board", hidden: true },
      p.news, p.handOver, P.tabletop(p.seats, p.trick, [p.table], [p.throwBox, p.hand,
        el("div", { class: "play-end-region", "aria-live": "assertive" }, p.end)]),
      el("div", { class: "play-row play-actions" }, b.newGame, b.restart, b.hint),
      p.hint, p.score, el("h3", {}, t.log), p.log);
    root.replaceChildren(ui.status, ui.message, ui.board, ui.controls);
    return ui;
  }

  const { say, send } = P;

  // Take an answer of the engine as the new position (or report its error).
  function accept(ui, result) {
    if (!result.ok) { P.sayRefusal(ui, result); render(ui); return null; }
    const wasOver = Boolean(ui.snap && ui.snap.end);
    ui.trouble = null;
    // a game shown whole (kept, loaded, taken back) does not show its hand over again; a
    // new game has none
    if (ui.still || !ui.snap) ui.ackHand = ui.still || result.loaded ? lastHandNo(result) : 0;
    P.announce(ui, news(ui, ui.snap, result));
    ui.snap = result;
    if (result.end) ui.knownSeed = String(result.end.seed);
    movePegs(ui.pegs, result.scores);
    if (result.computer_moves && result.computer_moves.some((m) => m.action === ui.meta.actions.throw_in)) {
      say(ui, ui.t.compThrew, "info");
    }
    // The computer's moves with their thinking times, once the game is over (for the
    // browser benchmark, scripts/bench_browser.py).
    if (result.end) window.__penneechMoves = result.end.computer_moves;
    render(ui);
    if (result.end && !wasOver) P.announceEnd(ui, result);
    return result;
  }

  // What the computer did and what was turned up and scored since the last answer `prev`,
  // in words, for the live region: the trick just completed, the computer's lead, each card
  // turned up (and the trump it makes), each score.
  function news(ui, prev, next) {
    const { t } = ui;
    const out = [];
    const sameHand = Boolean(prev) && prev.hand_no === next.hand_no;
    const over = next.last_hand;
    if (prev && !sameHand && over && over.hand === prev.hand_no) {   // the hand just over
      const trick = over.last_trick;
      out.push(`${t.handOver(over.hand)}.`);
      if (trick) {
        out.push(t.saysTrick(trick.number, t.saysCard(trick.leader, trick.lead.words),
          t.saysCard(1 - trick.leader, trick.follow.words), trick.winner === 0));
      }
      out.push(t.handPoints(over.points[0], over.points[1]));
    }
    if (!sameHand && next.winner === null) out.push(t.saysNewHand(next.hand_no, next.dealer));
    const last = next.last_trick;
    if (last && !(sameHand && prev.last_trick && prev.last_trick.number === last.number)) {
      out.push(t.saysTrick(last.number, t.saysCard(last.leader, last.lead.words),
        t.saysCard(1 - last.leader, last.follow.words), last.winner === 0));
    }
    const lead = next.trick.length ? next.trick[0] : null;
    if (lead && lead.player === 1 && !(sameHand && prev.trick.length && prev.trick[0].id === lead.id)) {
      out.push(t.saysLead(lead.words));
    }
    for (const c of next.turned.slice(sameHand ? prev.turned.length : 0)) out.push(t.saysTurned(c.words, t.suitWords[next.trump]));
    const scored = P.newEvents(prev, next);
    for (const e of scored) out.push(t.saysScore(e.player, e.said || e.text[ui.lang]));
    if (scored.length) out.push(t.saysTotal(next.scores[0], next.scores[1]));   // the running total
    return out;
  }

  // Keyboard players keep their place: after a move, focus goes back to the hand.
  function focusHand(ui) {
    if (P.focusFix(ui) || (ui.snap && ui.snap.end)) return;
    const target = ui.root.querySelector("#play-next-hand, .play-hand button:not([disabled]), #play-throw") || ui.panels.hand;
    target.focus();
  }

  // ------------------------------------------------------------------ the player's actions
  async function startNew(ui) {
    const seed = P.typedSeed(ui);
    say(ui, "");
    const result = await send(ui, "new_game", ui.id, rulesString(ui), seed, ui.levelSel.value, ui.lang);
    if (result.ok) { P.afterNewGame(ui, seed); ui.snap = null; }
    accept(ui, result);
  }

  async function restart(ui) {
    say(ui, "");
    const result = await send(ui, "restart", ui.id, ui.lang);
    if (result.ok) ui.snap = null;         // the same game from its start
    accept(ui, result);
  }

  async function act(ui, action) {
    if (ui.busy || !ui.snap) return;
    const hadFocus = ui.root.contains(document.activeElement);
    ui.ackHand = lastHandNo(ui.snap);     // a move puts the hand just over aside
    say(ui, "");
    ui.status.textContent = ui.t.wait;
    ui.panels.hint.replaceChildren();
    accept(ui, await send(ui, "act", ui.id, action, ui.lang));
    if (hadFocus) focusHand(ui);
  }

  async function showHint(ui) {
    const out = ui.panels.hint;
    out.textContent = "…";
    const h = await call("hint", ui.id, ui.lang);
    out.replaceChildren();
    if (!h.ok) { out.textContent = h.error; if (h.dead) P.sayRefusal(ui, h); return; }
    const only = (h.values || []).length ? null : ui.snap.hand.find((c) => c.id === h.action);
    if (only) { out.replaceChildren(el("p", { class: "play-hint-only" }, `${ui.t.hintOnly}: `, cardSpan(only))); return; }
    P.showHintValues(ui, h, ui.panels.hand, undefined, ui.t.hintTitle);
  }

  async function loadFile(ui, event) {
    const result = await P.loadRecord(ui, event);
    if (!result) return;
    showGameInControls(ui, result);
    ui.snap = null;
    accept(ui, result);
    say(ui, ui.t.loaded(result.loaded.seed, result.hand_no), "info");
  }

  // The panels and controls call these.
  function wireActions(ui) {
    Object.assign(ui, {
      startNew: () => startNew(ui), restart: () => restart(ui), act: (action) => act(ui, action),
      focusNext: () => focusHand(ui),
      nextHand: () => { ui.ackHand = lastHandNo(ui.snap); render(ui); focusHand(ui); },
      showHint: () => showHint(ui), download: () => P.download(ui, "penneech"),
      loadFile: (event) => loadFile(ui, event), share: () => P.share(ui, (snap) => shareLink(ui, snap)),
    });
  }

  // ------------------------------------------------------------------ start-up
  // A share link starts its game (then leaves the address, so a reload continues it);
  // otherwise the game kept by the worker resumes; otherwise a new game starts.
  async function startUp(ui) {
    ui.meta = await call("metadata", ui.lang);
    buildControls(ui);
    ui.status.textContent = ui.t.ready;
    const link = P.readShareLink();
    if (link && await P.startLinked(ui, link)) return;
    const old = takeOldSave();
    let resumed = null;
    if (old !== null) {
      let data = null;
      try { data = JSON.parse(old); } catch (e) { data = null; }
      resumed = data && typeof data.record === "string"
        ? await send(ui, "adopt", ui.id, data.record, data.level || null, ui.lang)
        : { ok: false, error: "unknown format" };
    } else {
      resumed = await send(ui, "resume", ui.id, ui.lang);
    }
    await P.resumeOrStart(ui, resumed);
  }

  // The table as play-table.js draws and moves it: the trick, the last trick and the hand
  // hold full card faces; the computer's cards come from its seat across the
  // table, the player's from the hand; a finished trick goes to the hand or to that seat.
  const table = {
    zones: ".play-trick, .play-last, .play-hand",
    trickCards: ".play-trick .card, .play-last .card",
    handCards: ".play-hand .card-button",
    lastZone: ".play-last",
    lastTrick: (snap) => (snap.last_trick
      ? { key: `${snap.hand_no}:${snap.last_trick.number}`, winner: snap.last_trick.winner } : null),
    place: (ui, seat) => (seat === 0 ? ui.panels.hand : ui.panels.seats.querySelector(`[data-seat="${seat}"]`)),
  };
  // The statistics (play-stats.js): the player wins a game when the engine says so.
  const stats = { game: "penneech", won: (snap) => snap.winner === 0 };
  // Forced (play-forced.js): the only card that may be played under the rule set's follow
  // rule (option "follow"); never the question whether to throw in a hand.
  const forced = (ui, snap) => (!snap.throw_in && snap.winner === null && snap.legal.length === 1 ? P.onlyCard(snap) : null);
  const mountGame = (root) => P.mount(root, { createUi, wireActions, render, startUp, showGameInControls, accept, table, stats, forced });

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

  // The game's widget stands above this script: it is mounted at once, so that the engine
  // starts loading while the rest of the page is on its way; the sample hands below it
  // once the page is read (and after each page change).
  P.mountEach(".penneech-play", mountGame);
  P.mountEach(".sample-hand", mountSharedSample);
})();
