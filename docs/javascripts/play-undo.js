// Undo against the computer, on every game's play page: an "Undo" button beside the game's
// buttons and the keys Control+Z (Command+Z on a Mac) while the focus is in the game take
// back the player's last decision and the computers' answers to it (the engine's undo,
// penneech.core.takeback), as often as the player likes, back to the first decision. Load
// this script before play-common.js, which calls attach() once per widget.
//
// The engine answers with the game as it stood before that decision, which the page shows
// as it shows a kept game taken back after a reload (playCommon.showKept); a screen reader
// hears which decision was taken back, and the focus goes to the decision to make again.
// The button is enabled only while there is a decision to take back and the engine is idle.
// A game with take-backs is counted apart in the statistics (play-stats.js). With forced
// cards played for the player (play-forced.js), an undo takes back those too, back to the
// player's last own decision, and the page does not play the position reached again.
//
// Fair play: the answer to an undo is the table the player saw before that decision, with
// the words of their own decision; nothing else.
window.playUndo = (() => {
  const KEYS = "Control+Z Meta+Z";
  const WORDS = {
    en: {
      undo: "Undo", title: "Take back your last decision (Ctrl+Z)",
      undone: (words, forced = 0) => `Your last decision taken back${words ? `: ${words}` : ""}` +
        `${forced ? `, with the ${forced === 1 ? "forced card" : `${forced} forced cards`} played for you after it` : ""}. It is your turn.`,
      refused: "Nothing taken back: ",
    },
    de: {
      undo: "Zurücknehmen", title: "Ihre letzte Entscheidung zurücknehmen (Strg+Z)",
      undone: (words, forced = 0) => `Ihre letzte Entscheidung zurückgenommen${words ? `: ${words}` : ""}` +
        `${forced ? `, mit ${forced === 1 ? "der danach für Sie gespielten erzwungenen Karte" : `den ${forced} danach für Sie gespielten erzwungenen Karten`}` : ""}. Sie sind am Zug.`,
      refused: "Nichts zurückgenommen (Begründung der Engine, englisch): ",
    },
  };

  // Whether the player may take a decision back now: the engine names one, the game runs,
  // no answer is awaited and nothing stops the game in this tab (a dead engine, a stale tab).
  // With forced cards played for the player (play-forced.js), one of the player's own.
  const possible = (ui) => Boolean(ui.snap && ui.snap.undo > 0 && !ui.snap.over && !ui.busy && !ui.trouble &&
    (!ui.forced || ui.forced.own(ui.snap) > 0));

  // Keyboard players go on where the decision is: the game's own next decision, else the
  // first card they may play, else the hand.
  function focusDecision(ui) {
    if (ui.focusNext) { ui.focusNext(); return; }
    (ui.root.querySelector(".play-hand button:not([disabled])") || ui.panels.hand).focus();
  }

  async function undo(ui) {
    if (!possible(ui)) return;
    const P = window.playCommon;
    const w = WORDS[ui.lang] || WORDS.en;
    P.say(ui, "");
    ui.panels.hint.replaceChildren();
    let result = await P.send(ui, "undo", ui.id, ui.lang);
    // With forced cards played for the player (play-forced.js), an undo goes on back over
    // the decisions the page played to the player's last own decision, and the page leaves
    // the position reached to the player: else it would play the card taken back at once.
    let skipped = 0;
    while (result.ok && ui.forced && ui.forced.byPage(result.undo + 1) && result.undo > 0) {
      result = await P.send(ui, "undo", ui.id, ui.lang);
      if (result.ok) skipped += 1;
    }
    if (!result.ok) { P.sayRefusal(ui, result, w.refused); ui.render(); return; }
    if (ui.forced) ui.forced.hold(result);
    P.showKept(ui, result);
    P.announce(ui, [w.undone(result.undone.words, skipped)]);
    focusDecision(ui);
  }

  // Control+Z or Command+Z, not in a field of the menus (where it undoes typing).
  function onKey(ui, event) {
    if (event.key.toLowerCase() !== "z" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.target.closest && event.target.closest("input, select, textarea, [contenteditable]")) return;
    event.preventDefault();
    undo(ui);
  }

  function attach(ui) {
    const w = WORDS[ui.lang] || WORDS.en;
    const button = window.playCommon.el("button", {
      type: "button", class: "md-button play-undo", id: `${ui.prefix}-undo`, title: w.title,
      "aria-keyshortcuts": KEYS, disabled: true, onclick: () => undo(ui),
    }, w.undo);
    ui.buttons.undo = button;
    ui.buttons.hint.after(button);
    // Every drawing of the widget (an answer, the engine busy or idle) sets the button.
    const update = () => { button.disabled = !possible(ui); };
    new MutationObserver(update).observe(ui.root, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-busy"] });
    ui.root.addEventListener("keydown", (e) => onKey(ui, e));
  }

  return { attach };
})();
