// The table of every game's play page, as card sites draw it: cards drawn as cards, the
// computers' cards moving to the trick and the finished trick going to its winner, and a
// progress bar while the engine loads. Load this script before play-common.js, which calls
// attach() once per widget; each game describes its table in a small adapter (its `table`
// in the object it mounts; see play.js, piquet-play.js, pippip-play.js).
//
// Nothing here changes what the page shows or reads out: the game scripts still draw every
// card as its short name ("K♣") with its words for screen readers (aria-label). After each
// drawing this script dresses those cards as card faces (the name in the corner, the suit
// large in the middle, drawn by the style sheet from data-rank and data-suit) and moves the
// cards that changed place. No image, no inline style sheet: the faces are CSS, the moves
// the Web Animations API, and both stay off under prefers-reduced-motion.
window.playTable = (() => {
  const SUITS = "♣♦♥♠";
  const ARRIVE_MS = 380;         // a card's move to the trick
  const STAGGER_MS = 160;        // between two cards arriving one after the other
  const STAGGER_MAX_MS = 1400;   // a table of twelve does not wait for ever
  const PAUSE_MS = 900;          // the finished trick stays still, to be read, before it goes
  const GATHER_MS = 650;         // the finished trick's move to its winner

  const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  // ------------------------------------------------------------------ card faces
  // A card's short name ends with its suit's symbol; the rest is the rank ("10♦", "D♠").
  // A suit alone (the trump's "♥") is no card and keeps its look.
  function dressCard(node, table) {
    const name = node.textContent.trim();
    const suit = name.slice(-1);
    const rank = name.slice(0, -1);
    if (!rank || !SUITS.includes(suit)) return;
    node.classList.add("card-face");
    node.dataset.rank = rank;
    node.dataset.suit = suit;
    node.classList.toggle("card-face--table", table);
  }
  // Every card of the widget: full faces on the table (the game's `zones`: hand, trick, last
  // trick, seats, turned card), small ones in the running text (the log, the end, the hint).
  function dress(root, zones) {
    root.querySelectorAll(".card, .card-button").forEach((node) =>
      dressCard(node, Boolean(zones && node.closest(zones))));
  }

  // ------------------------------------------------------------------ moving cards
  // Where each card of the table stands, by its name, in page coordinates (so that a scroll
  // between two drawings does not count as a move).
  function places(root, selector) {
    const out = new Map();
    root.querySelectorAll(selector).forEach((node) => {
      const name = node.textContent.trim();
      if (!out.has(name)) out.set(name, pageRect(node));
    });
    return out;
  }
  function pageRect(node) {
    const r = node.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
  }
  const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

  function count(ui) {
    ui.root.dataset.animations = String(Number(ui.root.dataset.animations || 0) + 1);
  }

  // A card comes from `from` (a place in page coordinates) to where it now stands.
  function arrive(ui, node, from, delay) {
    const to = pageRect(node);
    const dx = centre(from).x - centre(to).x, dy = centre(from).y - centre(to).y;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    const scale = from.w && to.w ? Math.min(1.4, Math.max(0.5, from.w / to.w)) : 0.8;
    const anim = node.animate([
      { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.2 },
      { transform: "none", opacity: 1 }],
    { duration: ARRIVE_MS, delay, easing: "cubic-bezier(.2,.7,.3,1)", fill: "backwards" });
    anim.id = "play-card-move";
    count(ui);
  }

  // Copies of the finished trick's cards fly from it to its winner and fade; the trick
  // itself stays where it is, readable, until the player's next move.
  function gather(ui, memory, cards, target, delay) {
    if (!target || !cards.length) return;
    const goal = centre(pageRect(target));
    cards.forEach((node, i) => {
      const from = pageRect(node);
      const ghost = node.cloneNode(true);
      ghost.removeAttribute("id");
      ghost.setAttribute("aria-hidden", "true");
      ghost.removeAttribute("role");
      ghost.removeAttribute("aria-label");
      ghost.classList.add("card-ghost");
      ghost.style.left = `${from.x}px`;
      ghost.style.top = `${from.y}px`;
      ghost.style.width = `${from.w}px`;
      ghost.style.height = `${from.h}px`;
      document.body.append(ghost);
      const dx = goal.x - centre(from).x + (i - (cards.length - 1) / 2) * 4;
      const dy = goal.y - centre(from).y;
      const anim = ghost.animate([
        { transform: "none", opacity: 0 },
        { transform: "none", opacity: 1, offset: 0.05 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.45)`, opacity: 0 }],
      { duration: GATHER_MS, delay, easing: "ease-in", fill: "both" });
      anim.id = "play-trick-gather";
      const drop = () => ghost.remove();
      anim.onfinish = drop;
      anim.oncancel = drop;
      memory.ghosts.push(anim);
      count(ui);
    });
    target.classList.remove("play-took");
    memory.took = window.setTimeout(() => {
      target.classList.add("play-took");
      window.setTimeout(() => target.classList.remove("play-took"), 700);
    }, delay + GATHER_MS - 150);
  }

  // After a drawing: the cards on the table that were not there before come to their
  // places, from the hand (the player's) or from their player's seat (the others'), one
  // after the other; then, if a trick was just finished, it goes to its winner.
  function moveCards(ui, memory) {
    const { table } = ui;
    const snap = ui.snap;
    const before = memory.places;
    const cards = Array.from(ui.root.querySelectorAll(table.trickCards));
    const lastTrick = snap && table.lastTrick ? table.lastTrick(snap) : null;
    const finished = Boolean(lastTrick && memory.snap && lastTrick.key !== memory.lastKey);
    // the player's next step ends the last trick's journey (its copies; the trick stays)
    if (memory.ghosts.length && (ui.busy || finished || !snap)) {
      memory.ghosts.forEach((anim) => anim.cancel());
      memory.ghosts = [];
      window.clearTimeout(memory.took);
    }
    const still = ui.still;    // a game shown whole (after a reload or an undo): no move
    ui.still = false;
    if (memory.snap && !reducedMotion() && !still) {
      const inLast = (node) => Boolean(table.lastZone && node.closest(table.lastZone));
      // the finished trick first (it was played first), then a new lead
      const ordered = cards.filter(inLast).concat(cards.filter((n) => !inLast(n)));
      let delay = 0;
      for (const node of ordered) {
        const name = node.textContent.trim();
        const old = before.get(name);
        if (old) {
          // on the table already (the trick just finished slides to the last trick's
          // place), or the player's card, from the hand
          arrive(ui, node, old, 0);
        } else {
          const seat = table.seatOf ? table.seatOf(ui, node) : 1;
          const from = table.place(ui, seat);
          if (!from) continue;
          const r = pageRect(from);
          arrive(ui, node, { x: r.x + r.w / 2 - 20, y: r.y, w: 0, h: 40 }, delay);
          delay = Math.min(delay + STAGGER_MS, STAGGER_MAX_MS);
        }
      }
      if (finished && lastTrick.winner !== null && lastTrick.winner !== undefined) {
        const last = cards.filter(inLast);
        gather(ui, memory, last, table.place(ui, lastTrick.winner), delay + ARRIVE_MS + PAUSE_MS);
      }
    }
    memory.snap = snap;
    memory.lastKey = lastTrick ? lastTrick.key : null;
    memory.places = places(ui.root, table.trickCards + ", " + table.handCards);
  }

  // ------------------------------------------------------------------ progress while loading
  // The worker reports its stages (play-worker.js): the runtime, the engine, the game. The
  // status line above the bar says what loads; the bar says how far the load is, in words
  // that do not repeat it ("Step 1 of 3"). Pyodide reports nothing while it downloads (most
  // of the wait), so the bar is indeterminate (moving, with no value) during the runtime's
  // step, then fills a third per step; it is gone once the game's engine answers.
  const STAGES = ["runtime", "engine", "game", "done"];
  const WORDS = {
    en: { label: "Loading the game", step: (i, n) => `Step ${i} of ${n}`,
      runtime: "the Python runtime", engine: "the engine", game: "the game", done: "Loaded." },
    de: { label: "Das Spiel wird geladen", step: (i, n) => `Schritt ${i} von ${n}`,
      runtime: "die Python-Laufzeit", engine: "die Engine", game: "das Spiel", done: "Geladen." },
  };
  function progressBar(ui) {
    const words = WORDS[ui.lang] || WORDS.en;
    const id = `${ui.prefix}-progress`;
    const steps = STAGES.length - 1;
    const text = document.createElement("span");
    text.className = "play-progress-text";
    text.id = `${id}-text`;
    const bar = document.createElement("progress");
    bar.id = id;
    bar.max = steps;
    bar.setAttribute("aria-label", words.label);
    const box = document.createElement("div");
    box.className = "play-progress";
    box.append(bar, text);
    function show(stage) {
      const step = STAGES.indexOf(stage);
      if (step < 0 || step < STAGES.indexOf(box.dataset.stage || "runtime")) return;
      box.dataset.stage = stage;
      if (stage === "runtime") bar.removeAttribute("value");   // indeterminate
      else bar.value = step;
      const said = stage === "done" ? words.done : words.step(step + 1, steps);
      bar.setAttribute("aria-valuetext", stage === "done" ? said : `${said}: ${words[stage]}`);
      text.textContent = said;
      box.hidden = stage === "done";
    }
    show("runtime");
    return { box, show };
  }

  // ------------------------------------------------------------------ sorting the hand
  // The player may see the hand as the game gives it, by suit (spades, hearts, clubs,
  // diamonds, so that the colours alternate; high to low in each) or by rank (the Ace
  // high, as printed; suits in the same order within a rank). Only the buttons' order on
  // the page changes: the engine's cards and their actions stay as they are. The choice is
  // kept in this browser for every game's page.
  const SORT_KEY = "play-hand-sort";
  const SORTS = ["dealt", "suit", "rank"];
  const SORT_WORDS = {
    en: { label: "Sort the hand", dealt: "as dealt", suit: "by suit", rank: "by rank" },
    de: { label: "Hand sortieren", dealt: "wie gegeben", suit: "nach Farbe", rank: "nach Rang" },
  };
  const SUIT_ORDER = "♠♥♣♦";
  // the printed rank, the Ace high (German packs: B for the Jack, D for the Queen)
  const rankValue = (r) => ({ A: 14, K: 13, Q: 12, D: 12, J: 11, B: 11 })[r] || Number(r) || 0;
  function storedSort() {
    try {
      const v = localStorage.getItem(SORT_KEY);
      return SORTS.includes(v) ? v : "dealt";
    } catch (e) { return "dealt"; }
  }
  // The hand's buttons in `mode`'s order (their data-rank and data-suit, set by dress);
  // "dealt" is the order the game drew them in, kept in data-dealt.
  function sortHand(hand, mode) {
    const cards = Array.from(hand.children).filter((n) => n.dataset.card !== undefined);
    cards.forEach((n, i) => { if (n.dataset.dealt === undefined) n.dataset.dealt = String(i); });
    const suit = (n) => SUIT_ORDER.indexOf(n.dataset.suit);
    const rank = (n) => rankValue(n.dataset.rank);
    const dealt = (n) => Number(n.dataset.dealt);
    const by = {
      dealt: (a, b) => dealt(a) - dealt(b),
      suit: (a, b) => suit(a) - suit(b) || rank(b) - rank(a) || dealt(a) - dealt(b),
      rank: (a, b) => rank(b) - rank(a) || suit(a) - suit(b) || dealt(a) - dealt(b),
    }[mode] || ((a, b) => dealt(a) - dealt(b));
    const sorted = cards.slice().sort(by);
    if (sorted.some((n, i) => n !== cards[i])) hand.append(...sorted);
  }
  function sortControl(ui, changed) {
    const words = SORT_WORDS[ui.lang] || SORT_WORDS.en;
    const id = `${ui.prefix}-sort`;
    const select = document.createElement("select");
    select.id = id;
    select.name = "sort";
    for (const mode of SORTS) {
      const option = document.createElement("option");
      option.value = mode;
      option.textContent = words[mode];
      select.append(option);
    }
    select.value = storedSort();
    select.addEventListener("change", () => {
      try { localStorage.setItem(SORT_KEY, select.value); } catch (e) { /* kept for this page only */ }
      changed(select.value);
    });
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = words.label;
    const box = document.createElement("div");
    box.className = "play-sort";
    box.append(label, select);
    return { box, select };
  }

  // ------------------------------------------------------------------ one widget
  // `table` (the game's adapter): zones (the selector of the table's places, where cards are
  // drawn full size), trickCards and handCards (the cards that move), lastZone (the finished
  // trick), lastTrick(snap) ({key, winner} of the last finished trick, or null),
  // place(ui, seat) (the element of a seat: 0 the player), seatOf(ui, card) (who played it).
  // Returns the handler of the worker's progress messages.
  function attach(ui, table) {
    ui.table = table;
    const progress = progressBar(ui);
    ui.status.after(progress.box);
    const memory = { snap: null, lastKey: null, places: new Map(), ghosts: [], took: 0 };
    let drawing = false;
    const hand = ui.panels && ui.panels.hand;
    const sort = hand ? sortControl(ui, (mode) => {
      drawing = true;
      sortHand(hand, mode);
      if (table.trickCards) memory.places = places(ui.root, table.trickCards + ", " + table.handCards);
      observer.takeRecords();
      drawing = false;
    }) : null;
    if (sort) hand.before(sort.box);
    const observer = new MutationObserver(() => {
      if (drawing) return;
      drawing = true;
      dress(ui.root, table.zones);
      if (sort) sortHand(hand, sort.select.value);
      if (table.trickCards) moveCards(ui, memory);
      if (ui.meta) progress.show("done");
      observer.takeRecords();
      drawing = false;
    });
    observer.observe(ui.root, { childList: true, subtree: true });
    return (msg) => {
      if (msg.type === "progress" && STAGES.includes(msg.stage)) progress.show(msg.stage);
    };
  }

  return { attach, dress };
})();
