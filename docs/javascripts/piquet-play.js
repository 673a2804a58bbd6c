// The Piquet play page: a game against the computer under any of the three rule sets or
// any choice of options. Every rule lives in the Python engine (penneech.piquet.web), run
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
  const T = {
    en: {
      loading: "Loading the Python runtime…", engine: "Starting the engine…", ready: "Ready.",
      wait: "The computer is thinking…", yourTurn: "Your turn.", you: "You", computer: "Computer",
      level: "Computer", preset: "Rule set", custom: "Own choice", horizon: "Play",
      wholeGame: "a whole game", oneDeal: "one deal", seed: "Deal number",
      seedHelp: "Leave empty for new cards; type a number to play that deal.",
      rules: "Rules", newGame: "New game", restart: "Restart", hint: "Hint",
      download: "Download record", load: "Load record", share: "Share link",
      shareRules: "Link to these rules", shareDeal: "Link to this game",
      shareNote: "While a game runs the link holds the rules only: the deal number, which would give away the computer's cards, is added when the game is over.",
      copied: "Link copied.", nextGame: "Changed rules and computer apply from the next game.",
      random: "random", greedy: "greedy", expert: "expert",
      deal: "Deal", elder: "elder", younger: "younger", dealer: "dealer",
      youAre: (role) => `you are ${role}`, score: "Score", thisDeal: "this deal",
      hand: "Your hand", talon: (n) => `${n} card${n === 1 ? "" : "s"} in the talon`,
      oppCards: (n) => `the computer holds ${n}`,
      chooseDealer: "You won the cut: deal, or let the computer deal?",
      blancheCount: "You hold carte blanche. How many cards will you exchange?",
      discard: (lo, hi) => lo === hi ? `Choose ${lo} card${lo === 1 ? "" : "s"} to put out, then press Exchange.`
        : `Choose ${lo} to ${hi} cards to put out, then press Exchange.`,
      exchangeBtn: (n) => `Exchange ${n} card${n === 1 ? "" : "s"}`,
      selected: "chosen to put out",
      leftover: (n) => `${n} card${n === 1 ? " is" : "s are"} left in the talon. Look at ${n === 1 ? "it" : "them"}?`,
      leftoverNote: "If you look, the elder may see them too after his first lead.",
      declareElder: (cat) => `You are elder: declare your ${cat}.`,
      declareYounger: (cat, said) => `The computer declares for the ${cat}: ${said}. Your answer:`,
      declareNothing: (cat) => `The computer declares no ${cat}. Yours:`,
      youngerScores: (cat) => `You won the ${cat}: score it now?`,
      lead: "Your lead: choose a card.", follow: (c) => `Follow to the computer's ${c}.`,
      good: "Good", notGood: "Not good: ", equal: "Equal: ",
      cat: { point: "point", sequence: "sequences", set: "sets" },
      catTitle: { point: "Point", sequence: "Sequences", set: "Sets" },
      declarations: "Declarations", tricks: "Tricks of this deal", trick: "Trick",
      led: "led", takes: "takes it", tricksWon: (a, b) => `Tricks won: you ${a}, the computer ${b}`,
      exchangeTitle: "The exchange", youOut: "You put out", youDrew: "you drew",
      compExchanged: (n) => `The computer exchanged ${n} card${n === 1 ? "" : "s"}.`,
      talonSeen: "Talon cards you saw", compShowed: "The computer showed",
      blanche: (who) => `${who} announced carte blanche.`,
      sheet: "Score sheet", sheetCols: ["Deal", "Elder", "Declarations", "Play", "Cards",
        "Pique, repique, capot", "Deal total", "Game"], counts: (n) => `counts ×${n}`,
      log: "Reckoning log", klass: "class", rule: "rule",
      dealOver: (n) => `Deal ${n} is over`, nextDeal: "Next deal",
      won: "You win the game!", lost: "The computer wins the game.", drawn: "The game is drawn.",
      wonDeal: "You win the deal!", lostDeal: "The computer wins the deal.", dealDone: "The deal is over: a tie.",
      finalScore: (a, b) => `Final score: you ${a}, the computer ${b}.`,
      dealWas: (n) => `This was deal number ${n}.`, compHands: "The computer's cards",
      dealt: "dealt", putOut: "put out",
      restored: "Your game in progress was restored.",
      corrupt: "The kept game could not be restored and was discarded: ",
      badRecord: "That record could not be loaded: ",
      loaded: (n) => `Record loaded (deal number ${n}). The menus show its rules and computer.`,
      hintDiscard: "The expert would put out", hintAction: "The expert would choose",
      refused: "Not allowed: ",
      nothingNow: "—",
    },
    de: {
      loading: "Python-Laufzeit wird geladen…", engine: "Engine wird gestartet…", ready: "Bereit.",
      wait: "Der Computer überlegt…", yourTurn: "Sie sind am Zug.", you: "Sie", computer: "Computer",
      level: "Computer", preset: "Regelwerk", custom: "Eigene Wahl", horizon: "Spielen",
      wholeGame: "eine ganze Partie", oneDeal: "ein Spiel", seed: "Spielnummer",
      seedHelp: "Leer lassen für neue Karten; eine Zahl eingeben, um dieses Spiel zu spielen.",
      rules: "Regeln", newGame: "Neue Partie", restart: "Neu beginnen", hint: "Tipp",
      download: "Protokoll speichern", load: "Protokoll laden", share: "Link teilen",
      shareRules: "Link zu diesen Regeln", shareDeal: "Link zu dieser Partie",
      shareNote: "Während einer Partie enthält der Link nur die Regeln: Die Spielnummer, die die Karten des Computers verraten würde, kommt nach dem Ende der Partie hinzu.",
      copied: "Link kopiert.", nextGame: "Geänderte Regeln und Computer gelten ab der nächsten Partie.",
      random: "zufällig", greedy: "gierig", expert: "Experte",
      deal: "Spiel", elder: "Vorhand", younger: "Hinterhand", dealer: "Geber",
      youAre: (role) => `Sie sind ${role}`, score: "Stand", thisDeal: "dieses Spiel",
      hand: "Ihre Hand", talon: (n) => `${n} Karte${n === 1 ? "" : "n"} im Talon`,
      oppCards: (n) => `der Computer hält ${n}`,
      chooseDealer: "Sie haben beim Abheben gewonnen: geben oder den Computer geben lassen?",
      blancheCount: "Sie haben Carte blanche. Wie viele Karten kaufen Sie?",
      discard: (lo, hi) => lo === hi ? `Wählen Sie ${lo} Karte${lo === 1 ? "" : "n"} zum Ablegen und drücken Sie dann „Kaufen“.`
        : `Wählen Sie ${lo} bis ${hi} Karten zum Ablegen und drücken Sie dann „Kaufen“.`,
      exchangeBtn: (n) => `${n} Karte${n === 1 ? "" : "n"} kaufen`,
      selected: "zum Ablegen gewählt",
      leftover: (n) => `${n} Karte${n === 1 ? " liegt" : "n liegen"} noch im Talon. Ansehen?`,
      leftoverNote: "Wenn Sie sie ansehen, darf die Vorhand sie nach ihrem ersten Ausspiel auch sehen.",
      declareElder: (cat) => `Sie sind Vorhand: Ihre Meldung (${cat}).`,
      declareYounger: (cat, said) => `Der Computer meldet (${cat}): ${said}. Ihre Antwort:`,
      declareNothing: (cat) => `Der Computer meldet nichts (${cat}). Ihre Meldung:`,
      youngerScores: (cat) => `Sie haben gewonnen (${cat}): jetzt zählen?`,
      lead: "Sie spielen aus: Wählen Sie eine Karte.", follow: (c) => `Bedienen Sie ${c} des Computers.`,
      good: "Gut", notGood: "Nicht gut: ", equal: "Gleich: ",
      cat: { point: "Rummel", sequence: "Sequenzen", set: "Drillinge und Vierlinge" },
      catTitle: { point: "Rummel", sequence: "Sequenzen", set: "Drillinge und Vierlinge" },
      declarations: "Das Melden", tricks: "Stiche dieses Spiels", trick: "Stich",
      led: "spielt aus", takes: "gewinnt ihn", tricksWon: (a, b) => `Stiche: Sie ${a}, der Computer ${b}`,
      exchangeTitle: "Der Kauf", youOut: "Sie legten ab", youDrew: "und kauften",
      compExchanged: (n) => `Der Computer kaufte ${n} Karte${n === 1 ? "" : "n"}.`,
      talonSeen: "Talonkarten, die Sie sahen", compShowed: "Der Computer zeigte",
      blanche: (who) => `${who}: Carte blanche angesagt.`,
      sheet: "Spielbogen", sheetCols: ["Spiel", "Vorhand", "Meldungen", "Ausspiel und Stiche",
        "Karten", "Pique, Repique, Capot", "Summe", "Partie"], counts: (n) => `zählt ×${n}`,
      log: "Wertung", klass: "Klasse", rule: "Regel",
      dealOver: (n) => `Spiel ${n} ist zu Ende`, nextDeal: "Nächstes Spiel",
      won: "Sie gewinnen die Partie!", lost: "Der Computer gewinnt die Partie.",
      drawn: "Die Partie ist unentschieden.", wonDeal: "Sie gewinnen das Spiel!",
      lostDeal: "Der Computer gewinnt das Spiel.", dealDone: "Das Spiel ist zu Ende: unentschieden.",
      finalScore: (a, b) => `Endstand: Sie ${a}, der Computer ${b}.`,
      dealWas: (n) => `Das war Spielnummer ${n}.`, compHands: "Die Karten des Computers",
      dealt: "gegeben", putOut: "abgelegt",
      restored: "Ihre laufende Partie wurde wiederhergestellt.",
      corrupt: "Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen: ",
      badRecord: "Dieses Protokoll ließ sich nicht laden: ",
      loaded: (n) => `Protokoll geladen (Spielnummer ${n}). Die Menüs zeigen seine Regeln und den Computer.`,
      hintDiscard: "Der Experte würde ablegen", hintAction: "Der Experte würde wählen",
      refused: "Nicht erlaubt (Begründung der Engine, englisch): ",
      nothingNow: "—",
    },
  };

  // ------------------------------------------------------------------ building the DOM
  const cardList = (cards) => cards.length ? cards.flatMap((c) => [cardSpan(c), " "]) : ["—"];
  const sortHand = (cards) => [...cards].sort((a, b) =>
    SUIT_ORDER.indexOf(a.suit) - SUIT_ORDER.indexOf(b.suit) || b.id - a.id);

  // ------------------------------------------------------------------ links
  // #rules=…&level=…&horizon=… (a game with these rules), plus &seed=… once it is over.
  function readShareLink() {
    const link = P.readShareLink();
    return link && { ...link, horizon: link.hash.get("horizon") === "deal" ? "deal" : "game" };
  }
  const shareLink = (snap) => P.shareLink(snap.preset || snap.rules, snap, { horizon: snap.horizon });

  // ------------------------------------------------------------------ panels
  function statusText(ui) {
    const { snap, t } = ui;
    if (snap.over && snap.horizon === "deal") return snap.winner === null ? t.dealDone : snap.winner === 0 ? t.wonDeal : t.lostDeal;
    if (snap.over) return snap.winner === null ? t.drawn : snap.winner === 0 ? t.won : t.lost;
    if (ui.busy) return t.wait;
    return snap.to_move === 0 ? t.yourTurn : t.ready;
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
      const fits = n >= snap.exchange.min && n <= snap.exchange.max;
      parts.push(el("div", { class: "play-row" },
        el("button", { type: "button", class: "md-button md-button--primary", id: "pq-exchange",
          "data-min": String(snap.exchange.min), "data-max": String(snap.exchange.max), disabled: ui.busy, "data-fits": fits ? "1" : "0", onclick: () => ui.exchange() },
        t.exchangeBtn(n))));
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

  function renderTrick(ui) {
    const { snap, t } = ui;
    const last = snap.tricks.length ? snap.tricks[snap.tricks.length - 1] : null;
    const items = [];
    if (snap.lead) items.push(el("div", { class: "pq-lead" }, `${who(t, snap.leader)} ${t.led} `, cardSpan(snap.lead)));
    else if (last && snap.phase === "play") {
      items.push(el("div", { class: "pq-last" }, `${t.trick} ${last.number}: `, cardSpan(last.lead), " ",
        cardSpan(last.follow), ` → ${who(t, last.winner)} ${t.takes}`));
    }
    ui.panels.trick.replaceChildren(...items);
  }

  function renderHand(ui) {
    const { snap, t } = ui;
    const mine = snap.to_move === 0 && !snap.over && !ui.busy;
    const discarding = mine && snap.phase === "discard";
    const playing = mine && snap.phase === "play";
    ui.panels.hand.replaceChildren(...sortHand(snap.hand).map((c) => {
      const chosen = ui.selected.has(c.id);
      const drawn = snap.drawn.some((d) => d.id === c.id);
      return el("button", {
        type: "button", class: "card-button pq-card" + (c.red ? " card--red" : "") + (chosen ? " pq-card--out" : "") + (drawn ? " pq-card--drawn" : ""),
        "data-card": String(c.id), "aria-label": c.words + (chosen ? `, ${t.selected}` : ""),
        "aria-pressed": discarding ? String(chosen) : null,
        disabled: !(discarding || (playing && snap.legal.includes(c.id))),
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
    const last = snap.last_deal;
    const box = ui.panels.dealOver;
    const show = last && last.deal > ui.ackDeal && !snap.over;
    box.hidden = !show;
    if (!show) { box.replaceChildren(); return; }
    const row = snap.sheet.find((r) => r.deal === last.deal);
    box.replaceChildren(
      el("h3", { class: "pq-deal-over-title", tabindex: "-1" }, t.dealOver(last.deal)),
      trickList(ui, last.tricks),
      el("p", {}, t.tricksWon(last.tricks_won[0], last.tricks_won[1])),
      row ? el("p", {}, `${t.you} +${row.total[0]}, ${t.computer} +${row.total[1]}`) : "",
      el("button", { type: "button", class: "md-button md-button--primary", id: "pq-next", onclick: () => ui.nextDeal() }, t.nextDeal));
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
      el("div", { class: "pq-sheet-scroll" }, el("table", { class: "pq-sheet" }, el("thead", {}, head), el("tbody", {}, rows))));
  }

  function renderLog(ui) {
    const { snap, t, lang } = ui;
    const items = [];
    let deal = null;
    for (const e of snap.events.slice().reverse()) {
      if (e.deal !== deal) { deal = e.deal; items.push(el("li", { class: "play-log-hand" }, `${t.deal} ${deal}`)); }
      items.push(el("li", {}, `${who(t, e.player)}: +${e.text[lang]} (${t.klass} ${e.class}) `,
        el("a", { href: `${ui.rulesBase}#${e.anchor}` }, `(${t.rule})`)));
    }
    ui.panels.log.replaceChildren(...items);
  }

  function renderEnd(ui) {
    const { snap, t } = ui;
    P.renderEnd(ui, "pq-again", () => [statusText(ui),
      el("p", {}, t.finalScore(snap.scores[0], snap.scores[1]), " ", snap.end.settlement_text, " ", t.dealWas(snap.end.seed)),
      el("details", { class: "pq-computer-hands" }, el("summary", {}, t.compHands),
        el("ul", {}, snap.end.computer_deals.map((d) => el("li", {}, `${t.deal} ${d.deal}, ${t.dealt}: `,
          cardList(sortHand(d.dealt)), `; ${t.putOut}: `, cardList(d.discards)))))]);
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
    renderPrompt(ui);
    renderTrick(ui);
    renderHand(ui);
    renderExchange(ui);
    renderClaims(ui);
    renderTricks(ui);
    renderSheet(ui);
    renderLog(ui);
    renderRulesNote(ui);
  }

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
  function renderRulesNote(ui) {
    ui.rulesNote.hidden = !(ui.snap && !ui.snap.over &&
      (fullRules(ui) !== ui.snap.rules || ui.levelSel.value !== ui.snap.level || ui.horizonSel.value !== ui.snap.horizon));
  }

  function optionField(ui, o) {
    const id = `pq-opt-${o.id}`;
    const sel = el("select", { id, name: o.id, "data-option": o.id, onchange: () => { P.matchPreset(ui); renderRulesNote(ui); } });
    o.choices.forEach((c) => sel.append(el("option", { value: c.value, title: c.explanation }, c.label)));
    sel.value = o.default;
    ui.optionSelects[o.id] = sel;
    return el("div", { class: "play-option" },
      el("label", { for: id, title: o.question }, `${o.title} `,
        el("a", { href: `${ui.presetsBase}#${o.point}`, class: "play-point", title: o.question }, "?")),
      sel);
  }

  function buildControls(ui) {
    const { t } = ui;
    ui.horizonSel.append(el("option", { value: "game" }, t.wholeGame), el("option", { value: "deal" }, t.oneDeal));
    ui.horizonSel.addEventListener("change", () => renderRulesNote(ui));
    P.buildControls(ui, { levelName: (l) => t[l] || l, firstPreset: "portland", changed: () => renderRulesNote(ui),
      optionField, more: [el("label", { for: "pq-horizon" }, t.horizon, " ", ui.horizonSel)] });
  }

  function createUi(root) {
    const ui = P.baseUi(root, T, { game: "piquet", idKey: GAME_ID_KEY, prefix: "pq" });
    const { t } = ui;
    Object.assign(ui, { presetsBase: root.dataset.presetsUrl || "../presets/", ackDeal: 0, selected: new Set(),
      horizonSel: el("select", { id: "pq-horizon", name: "horizon" }) });
    ui.panels = {
      end: el("section", { class: "play-end", hidden: true }),
      dealOver: el("section", { class: "pq-deal-over", hidden: true }),
      info: el("div", { class: "play-table" }),
      prompt: el("div", { class: "pq-prompt" }),
      trick: el("div", { class: "pq-trick", "aria-live": "polite" }),
      hand: el("div", { class: "play-hand pq-hand", role: "group", "aria-label": t.hand, tabindex: "-1" }),
      hint: el("div", { class: "play-hint-out pq-hint-out", "aria-live": "polite" }),
      exchange: el("section", { class: "pq-exchange" }),
      claims: el("section", { class: "pq-declarations" }),
      tricks: el("section", { class: "pq-deal-tricks" }),
      sheet: el("section", { class: "pq-sheet-box" }),
      log: el("ol", { class: "play-log", reversed: true }),
    };
    const b = ui.buttons;
    const p = ui.panels;
    ui.board = el("div", { class: "play-board pq-board", hidden: true },
      el("div", { class: "play-end-region", "aria-live": "assertive" }, p.end), p.dealOver,
      p.info, p.prompt, p.trick, p.hand,
      el("div", { class: "play-row play-actions" }, b.newGame, b.restart, b.hint), p.hint,
      p.exchange, p.claims, p.tricks, p.sheet, el("h3", {}, t.log), p.log);
    root.replaceChildren(ui.status, ui.message, ui.board, ui.controls);
    return ui;
  }

  const { say, send } = P;

  function accept(ui, result) {
    if (!result.ok) { say(ui, ui.t.refused + result.error); render(ui); return null; }
    const wasOver = Boolean(ui.snap && ui.snap.over);
    const newDeal = !ui.snap || ui.snap.deal_no !== result.deal_no || ui.snap.phase !== result.phase;
    ui.snap = result;
    if (newDeal || result.phase !== "discard") ui.selected.clear();
    if (result.end) ui.knownSeed = String(result.end.seed);
    // The computer's moves with their thinking times, once the game is over (for the
    // browser benchmark, scripts/bench_browser.py).
    if (result.end) window.__piquetMoves = result.end.computer_moves;
    render(ui);
    if (result.end && !wasOver) P.announceEnd(ui, result);
    return result;
  }

  // Keyboard players keep their place: after a move, focus goes to the next decision.
  function focusNext(ui) {
    if (!ui.snap || ui.snap.over) return;
    const target = ui.root.querySelector("#pq-next, .pq-choice:not([disabled]), .pq-hand button:not([disabled])") || ui.panels.hand;
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

  function toggle(ui, card) {
    if (ui.selected.has(card)) ui.selected.delete(card); else ui.selected.add(card);
    render(ui);
    const again = ui.root.querySelector(`.pq-hand button[data-card="${card}"]`);
    if (again) again.focus();
  }

  async function exchange(ui) {
    if (ui.busy || !ui.snap) return;
    say(ui, "");
    ui.panels.hint.replaceChildren();
    const result = await send(ui, "exchange", ui.id, [...ui.selected], ui.lang);
    if (!result.ok) { say(ui, ui.t.refused + result.error); render(ui); return; }   // the selection stays
    accept(ui, result);
    focusNext(ui);
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
    if (h.discard) out.replaceChildren(el("p", {}, `${ui.t.hintDiscard}: `, cardList(h.discard)));
    else {
      const choice = ui.snap.choices.find((c) => c.action === h.action);
      out.replaceChildren(el("p", {}, `${ui.t.hintAction}: `, choice ? choiceLabel(ui, choice) : h.words));
    }
  }

  async function loadFile(ui, event) {
    const result = await P.loadRecord(ui, event);
    if (!result) return;
    ui.ackDeal = result.last_deal ? result.last_deal.deal : 0;
    showGameInControls(ui, result);
    accept(ui, result);
    say(ui, ui.t.loaded(result.loaded.seed), "info");
  }

  function wireActions(ui) {
    Object.assign(ui, {
      startNew: () => startNew(ui), restart: () => restart(ui), act: (a) => act(ui, a),
      toggle: (c) => toggle(ui, c), exchange: () => exchange(ui), nextDeal: () => nextDeal(ui),
      showHint: () => showHint(ui), download: () => P.download(ui, "piquet"),
      loadFile: (e) => loadFile(ui, e), share: () => P.share(ui, shareLink),
    });
  }

  // ------------------------------------------------------------------ start-up
  // A share link starts its game (then leaves the address, so a reload continues it);
  // otherwise the game kept by the worker resumes; otherwise a new game starts.
  // Without a link the kept game is asked for at once, with the menus' metadata: the worker
  // answers in turn, so the game is read while the page builds its menus.
  async function startUp(ui) {
    const link = readShareLink();
    const metadata = call("metadata", ui.lang);
    const kept = link ? null : call("resume", ui.id, ui.lang);
    ui.meta = await metadata;
    if (!ui.meta.ok) { say(ui, ui.meta.error); ui.meta = null; return; }
    buildControls(ui);
    ui.status.textContent = ui.t.ready;
    if (link && await P.startLinked(ui, link, link.horizon)) return;
    await P.resumeOrStart(ui, await (kept || send(ui, "resume", ui.id, ui.lang)),
      (resumed) => { ui.ackDeal = resumed.last_deal ? resumed.last_deal.deal : 0; });
  }

  const mount = (root) => P.mount(root, { createUi, wireActions, render, startUp, showGameInControls, accept });

  // The widget stands above this script, so it mounts at once: the engine starts loading
  // while the rest of the page (the theme's scripts) is still on its way.
  const mountAll = () => document.querySelectorAll(".piquet-play").forEach(mount);
  mountAll();
  if (window.document$) window.document$.subscribe(mountAll);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
})();
