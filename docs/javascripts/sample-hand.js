// Sample deals of every game (Penneech, Piquet): step through the tricks and switch the
// second reading (a Piquet rule set), without the engine. The page already holds one
// comparison, rendered by the engine at build time (it reads fully without this script);
// the other readings come from the JSON file the build wrote beside the page. No rule is
// computed here.
(() => {
  const T = {
    en: { prev: "Previous trick", next: "Next trick", all: "All tricks", trick: "Trick",
          failed: "The other readings could not be loaded: ",
          failedRules: "The other rule sets could not be loaded: " },
    de: { prev: "Voriger Stich", next: "Nächster Stich", all: "Alle Stiche", trick: "Stich",
          failed: "Die anderen Lesarten ließen sich nicht laden: ",
          failedRules: "Die anderen Regelwerke ließen sich nicht laden: " },
  };

  function init(root) {
    if (root.dataset.sampleReady) return;
    root.dataset.sampleReady = "1";
    const t = T[root.dataset.lang === "de" ? "de" : "en"];
    const view = root.querySelector(".sample-hand__view");
    let shown = 1;
    const button = (step, label, text) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "md-button"; b.dataset.step = step;
      b.setAttribute("aria-label", label); b.textContent = text;
      return b;
    };
    const controls = document.createElement("div");
    controls.className = "play-row compare-controls";
    const prev = button("prev", t.prev, "◀"), next = button("next", t.next, "▶");
    const all = button("all", t.all, t.all);
    controls.append(prev, next, all);
    const info = document.createElement("p");
    info.className = "compare-step";
    info.setAttribute("aria-live", "polite");
    view.before(controls, info);

    const total = () => Math.max(0, ...Array.from(view.querySelectorAll("tbody tr[data-trick]"))
      .map((row) => Number(row.dataset.trick)));
    // The step's words go into the live region only when the reader asked for a step (a
    // button, another reading): at page load it stays empty, so that a screen reader does
    // not read a sample trick while the player starts a game.
    function show(n, speak = true) {
      shown = Math.max(1, Math.min(total(), n));
      view.querySelectorAll("tbody tr[data-trick]").forEach((row) => {
        row.hidden = Number(row.dataset.trick) > shown;
      });
      const lines = Array.from(view.querySelectorAll(".compare-side")).map((side) => {
        const row = side.querySelector(`tbody tr[data-trick="${shown}"]`);
        const name = side.querySelector("caption").textContent;
        if (!row) return `${name}: —`;
        // a cell may list several scores, one per line: read them as "a; b"
        const cell = (col) => row.querySelector(`[data-col="${col}"]`).innerText.trim()
          .replace(/\s*\n\s*/g, "; ");
        return `${name}: ${cell("winner")} (${cell("points")})`;
      });
      info.textContent = speak ? `${t.trick} ${shown}/${total()} — ${lines.join(" · ")}` : "";
    }
    prev.addEventListener("click", () => show(shown - 1));
    next.addEventListener("click", () => show(shown + 1));
    all.addEventListener("click", () => show(total()));

    const chooser = root.querySelector(".sample-hand__choose");
    const select = chooser && chooser.querySelector("select");
    const link = root.querySelector(".sample-hand__play");
    let views = null;
    if (select && root.dataset.src) {
      chooser.hidden = false;
      select.addEventListener("change", async () => {
        try {
          if (!views) {
            const response = await fetch(new URL(root.dataset.src, location.href));
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            views = await response.json();
          }
          const chosen = views[select.value];
          if (!chosen) return;
          replace(chosen.html, chosen.rules, select.value);
        } catch (e) {
          info.textContent = (root.dataset.game === "piquet" ? t.failedRules : t.failed)
            + e.message;
        }
      });
    }
    function replace(html, rules, key, speak = true) {
      view.innerHTML = html;
      view.dataset.b = key || rules;
      if (link) {
        const url = new URL(link.getAttribute("href"), location.href);
        url.hash = `sample=${root.dataset.seed}&a=${root.dataset.a}&b=${rules}`;
        link.href = url.href;
      }
      show(shown, speak);
    }
    root.penneechShow = (html, rules) => { if (chooser) chooser.hidden = true; replace(html, rules, undefined, false); };
    show(1, false);
  }

  const mountAll = () => document.querySelectorAll(".sample-hand").forEach(init);
  window.penneechSampleHand = { init };
  if (window.document$) window.document$.subscribe(mountAll);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
