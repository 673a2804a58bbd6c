// The Pip-Pip! play page: the player and two to eleven computer players at one table, under
// any of the three rule sets or any choice of options. Every rule lives in the Python
// engine (penneech.pippip.web), run by Pyodide in the site's one play worker
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
  const T = {
    en: {
      loading: "Loading the Python runtime…", engine: "Starting the engine…", ready: "Ready.",
      wait: "The computers are playing…", yourTurn: "Your turn.", you: "You", computer: "Computer",
      player: (s) => `Player ${s}`,
      level: "Computers", preset: "Rule set", custom: "Own choice", horizon: "Play",
      players: "Players", wholeGame: "a whole game", oneDeal: "one deal", seed: "Deal number",
      seedHelp: "Leave empty for new cards; type a number to play that deal.",
      rules: "Rules", newGame: "New game", restart: "Restart", hint: "Hint",
      download: "Download record", load: "Load record", share: "Share link",
      shareRules: "Link to these rules", shareDeal: "Link to this game",
      shareNote: "While a game runs the link holds the rules only: the deal number, which would give away the other players' cards, is added when the game is over.",
      copied: "Link copied.", nextGame: "Changed rules and computers apply from the next game.",
      random: "random", greedy: "greedy", expert: "expert",
      deal: "Deal", dealer: "deals", leads: "leads", toMove: "to play",
      trick: "Trick", of: "of", trump: "Trump", noTrump: "no trump yet",
      stock: (n) => `${n} card${n === 1 ? "" : "s"} in the stock`,
      turned: "the stock is turned up", dead: "left over",
      cutCard: "cut card", heldBy: "drawn by",
      cards: (n) => `${n} card${n === 1 ? "" : "s"}`, points: (n) => `${n} pts`,
      hand: "Your hand", drew: "You drew", afterTrick: (n) => `after trick ${n}`,
      lead: "Your lead: choose a card.", follow: (c) => `Play to the trick led with ${c}.`,
      window: "Before this trick: declare a marriage?",
      pip: (pair) => `Pip-Pip! ${pair}`, no: "No", noMore: "No more",
      pending: "You declare (the others learn it when everyone has answered)",
      playWith: "Or play a card declaring its marriage:", playDeclare: (c, p) => `${c} and Pip-Pip! with ${p}`,
      current: "The trick", played: "played", takes: "takes it",
      lastTrick: "Last trick", trumpHistory: "How the trump changed", byCut: "the cut card",
      fromTrick: (n) => `from trick ${n}`,
      marriages: "Marriages", scores: "Scores", thisDeal: "this deal", total: "game",
      sheet: "Points by deal", log: "Score log", rule: "rule",
      dealOver: (n) => `Deal ${n} is over`, nextDeal: "Next deal", leftovers: "Left over",
      won: "You win the game!", lost: (w) => `${w} wins the game.`, shared: (w) => `Shared win: ${w}.`,
      finalScore: "Final score", dealWas: (n) => `This was deal number ${n}.`,
      restored: "Your game in progress was restored.",
      corrupt: "The kept game could not be restored and was discarded: ",
      badRecord: "That record could not be loaded: ",
      loaded: (n) => `Record loaded (deal number ${n}). The menus show its rules and computers.`,
      hintAction: (lvl) => `The ${lvl} player would choose`,
      refused: "Not allowed: ",
    },
    de: {
      loading: "Python-Laufzeit wird geladen…", engine: "Engine wird gestartet…", ready: "Bereit.",
      wait: "Die Computer spielen…", yourTurn: "Sie sind am Zug.", you: "Sie", computer: "Computer",
      player: (s) => `Spieler ${s}`,
      level: "Computer", preset: "Regelwerk", custom: "Eigene Wahl", horizon: "Spielen",
      players: "Spieler", wholeGame: "eine ganze Partie", oneDeal: "ein Spiel", seed: "Spielnummer",
      seedHelp: "Leer lassen für neue Karten; eine Zahl eingeben, um dieses Spiel zu spielen.",
      rules: "Regeln", newGame: "Neue Partie", restart: "Neu beginnen", hint: "Tipp",
      download: "Protokoll speichern", load: "Protokoll laden", share: "Link teilen",
      shareRules: "Link zu diesen Regeln", shareDeal: "Link zu dieser Partie",
      shareNote: "Während einer Partie enthält der Link nur die Regeln: Die Spielnummer, die die Karten der anderen verraten würde, kommt nach dem Ende der Partie hinzu.",
      copied: "Link kopiert.", nextGame: "Geänderte Regeln und Computer gelten ab der nächsten Partie.",
      random: "zufällig", greedy: "gierig", expert: "Experte",
      deal: "Spiel", dealer: "gibt", leads: "spielt aus", toMove: "am Zug",
      trick: "Stich", of: "von", trump: "Trumpf", noTrump: "noch kein Trumpf",
      stock: (n) => `${n} Karte${n === 1 ? "" : "n"} im Talon`,
      turned: "der Talon liegt offen", dead: "übrig",
      cutCard: "abgehobene Karte", heldBy: "gezogen von",
      cards: (n) => `${n} Karte${n === 1 ? "" : "n"}`, points: (n) => `${n} P.`,
      hand: "Ihre Hand", drew: "Sie zogen", afterTrick: (n) => `nach Stich ${n}`,
      lead: "Sie spielen aus: Wählen Sie eine Karte.", follow: (c) => `Spielen Sie zum Stich mit ${c}.`,
      window: "Vor diesem Stich: eine Hochzeit melden?",
      pip: (pair) => `Pip-Pip! ${pair}`, no: "Nein", noMore: "Keine weitere",
      pending: "Sie melden (die anderen erfahren es, wenn alle geantwortet haben)",
      playWith: "Oder eine Karte spielen und ihre Hochzeit melden:", playDeclare: (c, p) => `${c} und Pip-Pip! mit ${p}`,
      current: "Der Stich", played: "spielt", takes: "gewinnt ihn",
      lastTrick: "Letzter Stich", trumpHistory: "Wie der Trumpf wechselte", byCut: "die abgehobene Karte",
      fromTrick: (n) => `ab Stich ${n}`,
      marriages: "Hochzeiten", scores: "Stand", thisDeal: "dieses Spiel", total: "Partie",
      sheet: "Punkte je Spiel", log: "Wertung", rule: "Regel",
      dealOver: (n) => `Spiel ${n} ist zu Ende`, nextDeal: "Nächstes Spiel", leftovers: "Übrig",
      won: "Sie gewinnen die Partie!", lost: (w) => `${w} gewinnt die Partie.`, shared: (w) => `Geteilter Sieg: ${w}.`,
      finalScore: "Endstand", dealWas: (n) => `Das war Spielnummer ${n}.`,
      restored: "Ihre laufende Partie wurde wiederhergestellt.",
      corrupt: "Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen: ",
      badRecord: "Dieses Protokoll ließ sich nicht laden: ",
      loaded: (n) => `Protokoll geladen (Spielnummer ${n}). Die Menüs zeigen seine Regeln und die Computer.`,
      hintAction: (lvl) => `Der Spieler „${lvl}“ würde wählen`,
      refused: "Nicht erlaubt (Begründung der Engine, englisch): ",
    },
  };

  // ------------------------------------------------------------------ small pieces
  const seatName = (t, s) => (s === 0 ? t.you : t.player(s));
  const cardList = (cards) => (cards.length ? cards.flatMap((c) => [cardSpan(c), " "]) : ["—"]);
  const suitSpan = (s) => el("span", { class: "card" + (s === 1 || s === 2 ? " card--red" : "") }, SUITS[s]);
  const pairText = (cards) => cards.map((c) => c.name).join(" ");

  // ------------------------------------------------------------------ links
  // #rules=…&level=…&horizon=… (the rules hold the number of players), plus &seed=… at the end.
  function readShareLink() {
    const link = P.readShareLink();
    return link && { ...link, horizon: link.hash.get("horizon") === "deal" ? "deal" : "game" };
  }
  const shareLink = (snap) => P.shareLink(snap.preset || snap.rules, snap, { horizon: snap.horizon });

  // ------------------------------------------------------------------ panels
  function statusText(ui) {
    const { snap, t } = ui;
    if (snap.over) {
      const names = snap.winners.map((s) => seatName(t, s)).join(", ");
      if (snap.winners.length > 1) return t.shared(names);
      return snap.winners[0] === 0 ? t.won : t.lost(names);
    }
    if (ui.busy) return t.wait;
    return snap.to_move === 0 ? t.yourTurn : t.ready;
  }

  function renderInfo(ui) {
    const { snap, t } = ui;
    const trump = snap.trump === null ? t.noTrump : [suitSpan(snap.trump)];
    const stock = snap.stock_turned ? [t.turned, snap.leftovers.length ? [`; ${t.dead}: `, cardList(snap.leftovers)] : ""] : t.stock(snap.stock_left);
    const cut = snap.cut_card ? [` · ${t.cutCard} `, cardSpan(snap.cut_card),
      snap.cut_holder !== null ? ` (${t.heldBy} ${seatName(t, snap.cut_holder)})` : ""] : "";
    ui.panels.info.replaceChildren(
      el("div", { class: "play-info" }, `${t.deal} ${snap.deal_no} · ${t.trick} ${Math.min(snap.trick_number, snap.tricks_per_deal)} ${t.of} ${snap.tricks_per_deal}`,
        ui.knownSeed !== null ? ` · ${t.seed} ${ui.knownSeed}` : ""),
      el("div", { class: "pp-trump" }, `${t.trump}: `, trump, " · ", stock, cut));
  }

  // The other seats, compact: name, cards held, points, marriage cards laid down.
  function renderSeats(ui) {
    const { snap, t } = ui;
    const items = [];
    for (let s = 0; s < snap.seats; s += 1) {
      const marks = [s === snap.dealer ? t.dealer : "", s === snap.to_move && !snap.over ? t.toMove : ""].filter(Boolean).join(", ");
      items.push(el("li", { class: "pp-seat" + (s === snap.to_move && !snap.over ? " pp-seat--turn" : "") + (s === 0 ? " pp-seat--you" : ""), "data-seat": String(s) },
        el("strong", {}, seatName(t, s)), marks ? el("small", {}, ` (${marks})`) : "",
        el("span", { class: "pp-seat-line" }, `${t.cards(snap.hand_sizes[s])} · ${t.points(snap.scores[s])}`),
        snap.exposed[s].length ? el("span", { class: "pp-seat-line" }, cardList(snap.exposed[s])) : ""));
    }
    ui.panels.seats.replaceChildren(el("ul", { class: "pp-seats" }, items));
  }

  function playedList(ui, cards, winner = null) {
    const { t } = ui;
    return el("ol", { class: "pp-played" }, cards.map((p) => el("li", { class: p.seat === winner ? "pp-played--winner" : "" },
      `${seatName(t, p.seat)} `, cardSpan(p.card))));
  }

  function renderTrick(ui) {
    const { snap, t } = ui;
    const items = [];
    if (snap.trick.length) items.push(el("h3", {}, `${t.current} ${snap.trick_number}`), playedList(ui, snap.trick));
    const last = snap.tricks.length ? snap.tricks[snap.tricks.length - 1] : null;
    if (last) {
      items.push(el("p", { class: "pp-last" }, `${t.lastTrick} (${last.number}): `,
        last.cards.flatMap((p) => [`${seatName(t, p.seat)} `, cardSpan(p.card), " "]),
        ` → ${seatName(t, last.winner)} ${t.takes} (${last.points})`));
    }
    ui.panels.trick.replaceChildren(...items);
  }

  function renderPrompt(ui) {
    const { snap, t } = ui;
    const box = ui.panels.prompt;
    const mine = snap.to_move === 0 && !snap.over;
    const parts = [];
    if (mine && snap.window) {
      parts.push(el("p", { class: "pp-question", id: "pp-question" }, t.window));
      if (snap.my_pending.length) parts.push(el("p", {}, `${t.pending}: `, snap.my_pending.map((m, i) => [i ? ", " : "", pairText(m.cards)])));
      parts.push(el("div", { class: "pp-choices", role: "group", "aria-labelledby": "pp-question" },
        snap.marriages.map((m) => el("button", { type: "button", class: "md-button md-button--primary pp-pip", "data-action": String(m.action), disabled: ui.busy,
          "aria-label": `Pip-Pip! ${m.cards.map((c) => c.words).join(", ")}`, onclick: () => ui.act(m.action) }, t.pip(pairText(m.cards)))),
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
    const playing = snap.to_move === 0 && !snap.over && !ui.busy && snap.phase === "play";
    const drawn = snap.drawn ? snap.drawn.card.id : null;
    const exposed = new Set(snap.exposed[0].map((c) => c.id));
    ui.panels.hand.replaceChildren(...snap.hand.map((c) => el("button", {
      type: "button", class: "card-button pp-card" + (c.red ? " card--red" : "") + (c.id === drawn ? " pp-card--drawn" : "") + (exposed.has(c.id) ? " pp-card--shown" : ""),
      "data-card": String(c.id), "aria-label": c.words + (c.id === drawn ? ` (${t.drew})` : ""),
      disabled: !(playing && snap.legal.includes(c.id)), onclick: () => ui.act(c.id),
    }, c.name)));
    ui.panels.drawn.replaceChildren(...(snap.drawn ? [`${t.drew} `, cardSpan(snap.drawn.card), ` (${t.afterTrick(snap.drawn.trick)})`] : []));
  }

  function renderHistory(ui) {
    const { snap, t } = ui;
    const changes = snap.trump_changes.filter((c) => c.deal === snap.deal_no);
    const decl = snap.declarations.filter((d) => d.deal === snap.deal_no);
    ui.panels.history.replaceChildren(
      changes.length ? el("div", {}, el("h3", {}, t.trumpHistory), el("ol", { class: "pp-trumps" }, changes.map((c) => el("li", {},
        suitSpan(c.suit), ` ${t.fromTrick(c.trick)} (${c.player < 0 ? t.byCut : seatName(t, c.player)})`)))) : "",
      decl.length ? el("div", {}, el("h3", {}, t.marriages), el("ul", { class: "pp-marriages" }, decl.map((d) => el("li", {},
        `${seatName(t, d.player)}: `, cardList(d.cards), ` +${d.points} (${t.trick} ${d.trick})`)))) : "");
  }

  function renderScores(ui) {
    const { snap, t } = ui;
    const head = el("tr", {}, el("th", { scope: "col" }, t.deal), Array.from({ length: snap.seats }, (_, s) => el("th", { scope: "col" }, seatName(t, s))));
    const rows = snap.sheet.map((r, i) => el("tr", {}, el("th", { scope: "row" }, String(i + 1)), r.map((v) => el("td", {}, String(v)))));
    const total = el("tr", { class: "pp-total" }, el("th", { scope: "row" }, t.total), snap.scores.map((v) => el("td", {}, String(v))));
    ui.panels.scores.replaceChildren(el("h3", {}, t.scores),
      el("div", { class: "pp-sheet-scroll" }, el("table", { class: "pp-sheet" }, el("thead", {}, head), el("tbody", {}, rows, total))));
  }

  function renderLog(ui) {
    const { snap, t } = ui;
    const items = [];
    let deal = null;
    for (const e of snap.events.slice().reverse()) {
      if (e.deal !== deal) { deal = e.deal; items.push(el("li", { class: "play-log-hand" }, `${t.deal} ${deal}`)); }
      items.push(el("li", {}, `${seatName(t, e.player)}: +${e.points} ${e.text} `,
        e.reason === "trick" ? "" : cardList(e.cards), " ", el("a", { href: `${ui.rulesBase}#${e.anchor}` }, `(${t.rule})`)));
    }
    ui.panels.log.replaceChildren(...items);
  }

  // The deal just over (its last trick would otherwise vanish with the next deal).
  function renderDealOver(ui) {
    const { snap, t } = ui;
    const last = snap.last_deal;
    const box = ui.panels.dealOver;
    const show = last && last.deal > ui.ackDeal && !snap.over;
    box.hidden = !show;
    if (!show) { box.replaceChildren(); return; }
    const final = last.tricks[last.tricks.length - 1];
    box.replaceChildren(
      el("h3", { class: "pp-deal-over-title", tabindex: "-1" }, t.dealOver(last.deal)),
      final ? el("p", {}, `${t.lastTrick} (${final.number}): `, final.cards.flatMap((p) => [`${seatName(t, p.seat)} `, cardSpan(p.card), " "]),
        ` → ${seatName(t, final.winner)}`) : "",
      last.leftovers.length ? el("p", {}, `${t.leftovers}: `, cardList(last.leftovers)) : "",
      el("p", {}, last.points.map((v, s) => `${s ? ", " : ""}${seatName(t, s)} +${v}`).join("")),
      el("button", { type: "button", class: "md-button md-button--primary", id: "pp-next", onclick: () => ui.nextDeal() }, t.nextDeal));
  }

  function renderEnd(ui) {
    const { snap, t } = ui;
    P.renderEnd(ui, "pp-again", () => [statusText(ui),
      el("p", {}, `${t.finalScore}: `, snap.scores.map((v, s) => `${s ? ", " : ""}${seatName(t, s)} ${v}`).join(""), ". ", t.dealWas(snap.end.seed))]);
  }

  function render(ui) {
    ui.root.dataset.busy = ui.busy ? "1" : "0";
    ui.root.dataset.over = ui.snap && ui.snap.over ? "1" : "0";
    ui.root.dataset.phase = ui.snap ? ui.snap.phase : "";
    ui.root.dataset.mine = ui.snap && ui.snap.to_move === 0 && !ui.snap.over && !ui.busy ? "1" : "0";
    if (!ui.meta) return;
    ui.buttons.download.disabled = !(ui.snap && ui.snap.end);
    ui.buttons.restart.disabled = !ui.snap || ui.busy;
    ui.buttons.hint.disabled = !ui.snap || ui.busy || ui.snap.over || ui.snap.to_move !== 0;
    ui.buttons.shareLabel.textContent = ui.snap && ui.snap.end ? ui.t.shareDeal : ui.t.shareRules;
    if (!ui.snap) { ui.board.hidden = true; return; }
    ui.board.hidden = false;
    ui.status.textContent = statusText(ui);
    renderEnd(ui);
    renderDealOver(ui);
    renderInfo(ui);
    renderSeats(ui);
    renderTrick(ui);
    renderPrompt(ui);
    renderHand(ui);
    renderHistory(ui);
    renderScores(ui);
    renderLog(ui);
    renderRulesNote(ui);
  }

  // ------------------------------------------------------------------ controls
  // The number of players has its own menu; the rule set and the other options are the
  // engine's (metadata), without "players".
  const rulesString = (ui) => `${ui.presetSel.value !== "custom" ? ui.presetSel.value : P.optionsString(ui)},players=${ui.playersSel.value}`;
  const fullRules = (ui) => `players=${ui.playersSel.value},${P.optionsString(ui)}`;
  function showGameInControls(ui, snap) {
    P.showRulesAndLevel(ui, snap);
    const players = snap.rules.split(",").find((p) => p.startsWith("players="));
    if (players) ui.playersSel.value = players.split("=")[1];
    ui.horizonSel.value = snap.horizon;
    P.showSeed(ui);
  }
  function renderRulesNote(ui) {
    ui.rulesNote.hidden = !(ui.snap && !ui.snap.over &&
      (fullRules(ui) !== ui.snap.rules || ui.levelSel.value !== ui.snap.level || ui.horizonSel.value !== ui.snap.horizon));
  }

  function optionField(ui, o) {
    const id = `pp-opt-${o.id}`;
    const sel = el("select", { id, name: o.id, "data-option": o.id, onchange: () => { P.matchPreset(ui); renderRulesNote(ui); } });
    o.choices.forEach((c) => sel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
    sel.value = o.default;
    ui.optionSelects[o.id] = sel;
    return el("div", { class: "play-option" },
      el("label", { for: id, title: o.question }, `${o.title} `,
        el("a", { href: `${ui.presetsBase}#${o.point}`, class: "play-point", title: o.question }, "?")),
      sel);
  }

  function buildControls(ui, meta) {
    const { t } = ui;
    const players = meta.options.find((o) => o.id === "players");
    players.choices.forEach((c) => ui.playersSel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
    ui.playersSel.value = players.default;
    ui.playersSel.addEventListener("change", () => renderRulesNote(ui));
    ui.horizonSel.append(el("option", { value: "game" }, t.wholeGame), el("option", { value: "deal" }, t.oneDeal));
    ui.horizonSel.addEventListener("change", () => renderRulesNote(ui));
    ui.meta = { ...meta, options: meta.options.filter((o) => o.id !== "players"),
      presets: meta.presets.map((p) => ({ ...p, values: Object.fromEntries(Object.entries(p.values).filter(([k]) => k !== "players")) })) };
    P.buildControls(ui, { levelName: (l) => t[l] || l, firstPreset: "pagat", changed: () => renderRulesNote(ui), optionField,
      more: [el("label", { for: "pp-players" }, t.players, " ", ui.playersSel), el("label", { for: "pp-horizon" }, t.horizon, " ", ui.horizonSel)] });
    ui.levelSel.value = meta.default_level;
  }

  function createUi(root) {
    const ui = P.baseUi(root, T, { game: "pippip", idKey: GAME_ID_KEY, prefix: "pp" });
    const { t } = ui;
    Object.assign(ui, { presetsBase: root.dataset.presetsUrl || "../presets/", ackDeal: 0,
      playersSel: el("select", { id: "pp-players", name: "players" }),
      horizonSel: el("select", { id: "pp-horizon", name: "horizon" }) });
    ui.panels = {
      end: el("section", { class: "play-end", hidden: true }),
      dealOver: el("section", { class: "pp-deal-over", hidden: true }),
      info: el("div", { class: "play-table" }),
      seats: el("div", { class: "pp-seats-box" }),
      trick: el("div", { class: "pp-trick", "aria-live": "polite" }),
      prompt: el("div", { class: "pp-prompt" }),
      hand: el("div", { class: "play-hand pp-hand", role: "group", "aria-label": t.hand, tabindex: "-1" }),
      drawn: el("p", { class: "pp-drawn", "aria-live": "polite" }),
      hint: el("div", { class: "play-hint-out pp-hint-out", "aria-live": "polite" }),
      history: el("section", { class: "pp-history" }),
      scores: el("section", { class: "pp-scores" }),
      log: el("ol", { class: "play-log", reversed: true }),
    };
    const b = ui.buttons;
    const p = ui.panels;
    ui.board = el("div", { class: "play-board pp-board", hidden: true },
      el("div", { class: "play-end-region", "aria-live": "assertive" }, p.end), p.dealOver,
      p.info, p.seats, p.trick, p.prompt, p.hand, p.drawn,
      el("div", { class: "play-row play-actions" }, b.newGame, b.restart, b.hint), p.hint,
      p.history, p.scores, el("h3", {}, t.log), p.log);
    root.replaceChildren(ui.status, ui.message, ui.board, ui.controls);
    return ui;
  }

  const { say, send } = P;

  function accept(ui, result) {
    if (!result.ok) { say(ui, ui.t.refused + result.error); render(ui); return null; }
    const wasOver = Boolean(ui.snap && ui.snap.over);
    ui.snap = result;
    if (result.end) ui.knownSeed = String(result.end.seed);
    // The computers' moves with their thinking times, once the game is over (for the
    // browser benchmark, scripts/bench_browser.py).
    if (result.end) window.__pippipMoves = result.end.computer_moves;
    render(ui);
    if (result.end && !wasOver) P.announceEnd(ui, result);
    return result;
  }

  // Keyboard players keep their place: after a move, focus goes to the next decision.
  function focusNext(ui) {
    if (!ui.snap || ui.snap.over) return;
    const target = ui.root.querySelector("#pp-next, .pp-prompt button:not([disabled]), .pp-hand button:not([disabled])") || ui.panels.hand;
    target.focus();
  }

  // ------------------------------------------------------------------ the player's actions
  async function startNew(ui) {
    const seed = P.typedSeed(ui);
    say(ui, "");
    ui.panels.hint.replaceChildren();
    const result = await send(ui, "new_game", ui.id, rulesString(ui), seed, ui.levelSel.value, ui.lang, ui.horizonSel.value);
    if (result.ok) {
      P.afterNewGame(ui, seed);
      ui.ackDeal = 0;
      ui.snap = null;
    }
    accept(ui, result);
  }

  async function restart(ui) {
    say(ui, "");
    ui.ackDeal = 0;
    ui.panels.hint.replaceChildren();
    accept(ui, await send(ui, "restart", ui.id, ui.lang));
  }

  async function act(ui, action) {
    if (ui.busy || !ui.snap) return;
    const hadFocus = ui.root.contains(document.activeElement);
    say(ui, "");
    ui.panels.hint.replaceChildren();
    accept(ui, await send(ui, "act", ui.id, action, ui.lang));
    if (hadFocus) focusNext(ui);
  }

  function nextDeal(ui) {
    if (ui.snap && ui.snap.last_deal) ui.ackDeal = ui.snap.last_deal.deal;
    render(ui);
    focusNext(ui);
  }

  async function showHint(ui) {
    const out = ui.panels.hint;
    out.textContent = "…";
    const h = await call("hint", ui.id, ui.lang);
    if (!h.ok) { out.textContent = h.error; return; }
    out.replaceChildren(el("p", { "data-action": String(h.action) }, `${ui.t.hintAction(ui.t[h.level] || h.level)}: `, h.words));
  }

  async function loadFile(ui, event) {
    const result = await P.loadRecord(ui, event);
    if (!result) return;
    ui.ackDeal = result.last_deal ? result.last_deal.deal : 0;
    showGameInControls(ui, result);
    accept(ui, result);
    say(ui, ui.t.loaded(result.loaded.seed), "info");
  }

  // Keys: a digit 1-9 answers the question's n-th button (a "Pip-Pip!" or "No").
  function onKey(ui, event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key)) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    const buttons = ui.panels.prompt.querySelectorAll("button:not([disabled])");
    const b = buttons[Number(event.key) - 1];
    if (b) { event.preventDefault(); b.click(); }
  }

  function wireActions(ui) {
    Object.assign(ui, {
      startNew: () => startNew(ui), restart: () => restart(ui), act: (a) => act(ui, a),
      nextDeal: () => nextDeal(ui), showHint: () => showHint(ui), download: () => P.download(ui, "pippip"),
      loadFile: (e) => loadFile(ui, e), share: () => P.share(ui, shareLink),
    });
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
    const link = readShareLink();
    if (link && await P.startLinked(ui, link, link.horizon)) return;
    await P.resumeOrStart(ui, await send(ui, "resume", ui.id, ui.lang),
      (resumed) => { ui.ackDeal = resumed.last_deal ? resumed.last_deal.deal : 0; });
  }

  const mount = (root) => P.mount(root, { createUi, wireActions, render, startUp, showGameInControls, accept });

  // The widget stands above this script, so it mounts at once: the engine starts loading
  // while the rest of the page is still on its way.
  const mountAll = () => document.querySelectorAll(".pippip-play").forEach(mount);
  mountAll();
  if (window.document$) window.document$.subscribe(mountAll);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
})();
