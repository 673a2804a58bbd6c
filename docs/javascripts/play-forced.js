// Forced cards, on every game's play page: with the option "Play forced cards for me" on
// (the default; the choice is kept in this browser, localStorage), the page plays for the
// player a decision that has exactly one legal answer, and says which (beside the hand, in
// a polite live region). Load this script before play-common.js, which calls attach() once
// per widget.
//
// What counts as forced is the game's to say (`forced(ui, snap)` of its script: the one action
// and its card or words, else null): a card to a trick when it is the only legal one, and
// an answer the rules leave no choice in (Piquet's "Good" to a declaration one cannot
// match); never a choice of cards to put out (an exchange, a discard), nor a question with
// two answers. The page plays it only when the player is to move in this tab: not while
// the engine or another player is to move, not before the player has closed the deal just
// over, not while trouble stops the game (a dead engine, a stale tab), not in a finished
// game.
//
// Undo (play-undo.js) skips back over the decisions the page played to the player's last
// own decision (`byPage`, `own`: the engine numbers the decisions that may be taken back,
// `snap.undo`, and the page notes which of them it played), and the position an undo
// reaches is never played by itself (`hold`): else an undo would take back a forced card
// only for the page to play it again. With no decision of the player's own to take back,
// there is nothing to undo.
window.playForced = (() => {
  const KEY = "play-forced-cards";
  const WORDS = {
    en: {
      label: "Play forced cards for me",
      title: "When you have only one legal card (or only one answer), the page plays it for you and says which",
      played: "Played for you, the only legal choice:",
    },
    de: {
      label: "Erzwungene Karten für mich spielen",
      title: "Haben Sie nur eine erlaubte Karte (oder nur eine Antwort), spielt die Seite sie für Sie und sagt, welche",
      played: "Für Sie gespielt, die einzige erlaubte Wahl:",
    },
  };

  // The player's choice, kept in this browser: on unless turned off.
  function isOn() {
    try { return localStorage.getItem(KEY) !== "off"; } catch (e) { return true; }
  }
  function keep(on) {
    try { localStorage.setItem(KEY, on ? "on" : "off"); } catch (e) { /* storage disabled: for this visit only */ }
  }

  // The forced answer of `snap` as the game names it, or null: only for the player in this
  // tab, in a game that runs.
  function forcedIn(ui, snap) {
    if (!snap || snap.end || !window.playCommon.mine(snap) || !ui.game || !ui.game.forced) return null;
    return ui.game.forced(ui, snap);
  }
  // Whether the page may play for the player now: the option is on, the engine is idle,
  // nothing stops the game, the deal just over has been closed, and the position is not
  // the one an undo reached.
  function ready(ui, s) {
    const over = ui.panels && ui.panels.dealOver;
    return s.box.checked && !ui.busy && !ui.trouble && ui.snap !== s.held && !(over && !over.hidden);
  }

  function attach(ui) {
    const P = window.playCommon;
    const w = WORDS[ui.lang] || WORDS.en;
    const box = P.el("input", { type: "checkbox", id: `${ui.prefix}-forced`, class: "play-forced-box" });
    box.checked = isOn();
    const note = P.el("p", { class: "play-forced-note", "aria-live": "polite", hidden: true });
    // s.last: the position last seen; s.from: the position a forced answer was played from
    // (its answer keeps the note); s.held: the position an undo reached; s.run: the forced
    // answers played since the player's last own decision; s.played: the numbers of the
    // decisions the page played (the n-th decision that may be taken back: `snap.undo`
    // after it), in this tab.
    const s = { box, note, last: undefined, from: null, held: null, run: [], played: new Set() };
    const taken = (snap) => (snap && snap.undo) || 0;

    function showRun() {
      note.hidden = !s.run.length;
      const said = s.run.flatMap((f, i) => [i ? ", " : "", f.card ? P.cardSpan(f.card) : f.words]);
      note.replaceChildren(...(s.run.length ? [w.played, " ", ...said, "."] : []));
    }
    function check() {
      if (ui.snap !== s.last) {
        if (!(s.from && s.last === s.from)) { s.run = []; showRun(); }   // moved on by other means
        for (const n of s.played) if (n > taken(ui.snap)) s.played.delete(n);   // taken back, or a new game
        s.last = ui.snap;
        s.from = null;
      }
      if (s.from || !ready(ui, s)) return;
      const f = forcedIn(ui, ui.snap);
      if (!f) return;
      s.from = ui.snap;
      s.played.add(taken(ui.snap) + 1);
      s.run.push(f);
      showRun();
      ui.act(f.action);
    }

    box.addEventListener("change", () => { keep(box.checked); check(); });
    ui.forced = {
      // Whether the page played the n-th decision that may be taken back.
      byPage: (n) => s.played.has(n),
      // How many of the decisions `snap` may take back are the player's own.
      own: (snap) => taken(snap) - [...s.played].filter((n) => n <= taken(snap)).length,
      // The page leaves `snap` (the position an undo reached) to the player.
      hold: (snap) => { s.held = snap; },
    };
    const label = P.el("label", { class: "play-forced-option", for: box.id, title: w.title }, box, " ", w.label);
    ui.buttons.hint.parentNode.append(label);
    ui.panels.hand.after(note);
    // Every drawing of the widget may bring a new position, or the engine idle again.
    new MutationObserver(check).observe(ui.root, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-busy"] });
  }

  return { attach, isOn };
})();
