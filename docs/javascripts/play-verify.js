// Deals anyone can verify, on every play page. Before the first card the engine's answers
// carry `commitment`: the SHA-256 of a short text naming the game, the deal number, the
// rules, the horizon and a random salt (penneech.core.commitment). This script shows it
// under the table; at the end, when the engine reveals the text (`end.reveal`), it shows
// the deal number, rules, horizon and salt, a button that rebuilds the text from them and
// checks its SHA-256 in this browser (crypto.subtle) against the commitment shown before
// the end, and the terminal commands that check the record and the cards. Load it before
// play-common.js, which calls attach() once per widget. No rule of a game lives here and
// no game is named: it reads only the engine's answers.
window.playVerify = (() => {
  const SCRIPT = document.currentScript.src;
  // The page for readers, "How to verify a deal", in the widget's language.
  const helpUrl = (lang) => new URL(lang === "de" ? "../de/verify/" : "../verify/", SCRIPT).href;
  const SHORT = 16;   // hex digits of the commitment shown in the line before the end

  const WORDS = {
    en: {
      line: "Deal commitment:", what: "What is this?", full: "All 64 digits",
      fullNote: "Note them now, if you like, to check them after the game.",
      title: "Verify this deal",
      intro: "Before the first card the page showed the commitment below. The engine now reveals what it was made of:",
      commitment: "Commitment shown before the first card", seed: "Deal number", rules: "Rules",
      horizon: "Horizon", salt: "Salt",
      text: "The text committed to: these five lines, each ending in a line feed, in UTF-8:",
      check: "Check the commitment", checking: "Checking…",
      verified: "Verified: the SHA-256 of this text is the commitment shown before the first card, so the deal number and rules were fixed before the first card.",
      mismatch: (got) => `Does not match: the SHA-256 of this text is ${got}, not the commitment shown before the first card.`,
      noCrypto: "This browser cannot compute SHA-256 here (it needs a secure connection); use the terminal command below or any SHA-256 tool.",
      terminal: "In a terminal, with the record saved by “Download record” (checks the commitment and every card against the deal number):",
      values: "Or with the values alone (checks the commitment only):",
      more: "How to verify a deal",
    },
    de: {
      line: "Festlegung des Spiels:", what: "Was ist das?", full: "Alle 64 Stellen",
      fullNote: "Notieren Sie sie jetzt, wenn Sie mögen, um sie nach der Partie zu prüfen.",
      title: "Dieses Spiel prüfen",
      intro: "Vor der ersten Karte zeigte die Seite die Festlegung unten. Die Engine legt jetzt offen, woraus sie gebildet wurde:",
      commitment: "Festlegung, gezeigt vor der ersten Karte", seed: "Spielnummer", rules: "Regeln",
      horizon: "Umfang", salt: "Salz (Zufallswert)",
      text: "Der festgelegte Text: diese fünf Zeilen, jede mit einem Zeilenvorschub endend, in UTF-8:",
      check: "Festlegung prüfen", checking: "Wird geprüft…",
      verified: "Bestätigt: Der SHA-256 dieses Textes ist die vor der ersten Karte gezeigte Festlegung; Spielnummer und Regeln standen also vor der ersten Karte fest.",
      mismatch: (got) => `Stimmt nicht überein: Der SHA-256 dieses Textes ist ${got}, nicht die vor der ersten Karte gezeigte Festlegung.`,
      noCrypto: "Dieser Browser kann hier keinen SHA-256 berechnen (dazu braucht er eine sichere Verbindung); nutzen Sie den Befehl unten oder ein beliebiges SHA-256-Werkzeug.",
      terminal: "Im Terminal, mit dem über „Protokoll speichern“ gesicherten Protokoll (prüft die Festlegung und jede Karte gegen die Spielnummer):",
      values: "Oder nur mit den Werten (prüft nur die Festlegung):",
      more: "Wie man ein Spiel prüft",
    },
  };

  // The canonical text of penneech.core.commitment.Deal.text: one `key: value` line each.
  const KEYS = ["game", "seed", "rules", "horizon", "salt"];
  const canonicalText = (values) => KEYS.map((k) => `${k}: ${values[k]}\n`).join("");

  // The SHA-256 of `text` in UTF-8, as lowercase hex; null where the browser has no
  // crypto.subtle (a page not served over a secure connection).
  async function sha256Hex(text) {
    if (!(window.crypto && crypto.subtle)) return null;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  }
  // Whether the values revealed give the commitment `shown`: {ok, got}; ok null without
  // crypto.subtle.
  async function check(values, shown) {
    const got = await sha256Hex(canonicalText(values));
    return { ok: got === null ? null : got === shown, got };
  }

  // The terminal's commands for a revealed deal: the record's file is the one "Download
  // record" saves (`<game>-<deal number>.txt`).
  const quoted = (s) => `'${String(s).replace(/'/g, "'\\''")}'`;
  const recordCommand = (r) => `python -m penneech verify ${r.game}-${r.seed}.txt`;
  const valuesCommand = (r, shown) => `python -m penneech verify --game ${r.game} --seed ${r.seed} ` +
    `--rules ${quoted(r.rules)} --horizon ${r.horizon} --salt ${r.salt} --commitment ${shown}`;

  function attach(ui) {
    const P = window.playCommon;
    const el = P.el;
    const w = WORDS[ui.lang] || WORDS.en;
    const id = `${ui.prefix}-verify`;
    const box = el("section", { class: "play-verify", id, hidden: true });
    // Under the table, above the score log (so that nothing moves the hand down).
    const log = ui.panels && ui.panels.log;
    const anchor = log && log.previousElementSibling && log.previousElementSibling.tagName === "H3"
      ? log.previousElementSibling : log;
    if (anchor && anchor.parentNode === ui.board) ui.board.insertBefore(box, anchor);
    else ui.board.append(box);

    let drawn = null;      // the answer last drawn
    let game = null;       // the commitment of the game drawn (another: another game)
    function running(commitment) {
      box.replaceChildren(
        el("p", { class: "play-verify-line" }, `${w.line} `,
          el("code", { class: "play-verify-short" }, `${commitment.slice(0, SHORT)}…`), " ",
          el("a", { href: helpUrl(ui.lang), class: "play-verify-what" }, w.what)),
        el("details", { class: "play-verify-full" }, el("summary", {}, w.full),
          el("p", {}, el("code", { class: "play-verify-commitment" }, commitment)),
          el("p", { class: "play-help" }, w.fullNote)));
    }

    function revealed(r, before) {
      const result = el("p", { class: "play-verify-result", role: "status", "aria-live": "polite" });
      const button = el("button", { type: "button", class: "md-button", id: `${id}-check` }, w.check);
      button.addEventListener("click", async () => {
        button.disabled = true;
        result.textContent = w.checking;
        const verdict = await check(r, before);
        button.disabled = false;
        result.dataset.verdict = verdict.ok === null ? "unavailable" : verdict.ok ? "verified" : "mismatch";
        result.textContent = "";
        // said in a new task, so that a screen reader hears it even if it is the same again
        setTimeout(() => {
          result.textContent = verdict.ok === null ? w.noCrypto : verdict.ok ? w.verified : w.mismatch(verdict.got);
        }, 50);
      });
      const row = (term, value) => [el("dt", {}, term), el("dd", {}, el("code", {}, String(value)))];
      box.replaceChildren(
        el("h3", { id: `${id}-title`, class: "play-verify-title" }, w.title),
        el("p", {}, w.intro),
        el("dl", { class: "play-verify-values" },
          row(w.commitment, before), row(w.seed, r.seed), row(w.rules, r.rules),
          row(w.horizon, r.horizon), row(w.salt, r.salt)),
        el("p", {}, w.text),
        el("pre", { class: "play-verify-text" }, el("code", {}, canonicalText(r))),
        el("div", { class: "play-row" }, button), result,
        el("p", {}, w.terminal),
        el("pre", { class: "play-verify-command" }, el("code", {}, recordCommand(r))),
        el("p", {}, w.values),
        el("pre", { class: "play-verify-values-command" }, el("code", {}, valuesCommand(r, before))),
        el("p", {}, el("a", { href: helpUrl(ui.lang) }, w.more)));
      box.setAttribute("aria-labelledby", `${id}-title`);
    }

    function update() {
      const snap = ui.snap;
      if (snap === drawn) return;
      const previous = drawn;
      drawn = snap;
      if (!snap || typeof snap.commitment !== "string") { box.hidden = true; box.replaceChildren(); game = null; return; }
      const reveal = snap.end && snap.end.reveal;
      const key = snap.commitment;
      const titled = Boolean(box.querySelector(".play-verify-title"));
      if (!reveal) {
        if (game !== key || titled) running(key);
      } else {
        // The check compares with the commitment the page showed while the game ran (the
        // answer before the end); a game already over when the page first saw it (a
        // finished record loaded, a reload after the end) has only its own answer's.
        const before = previous && !previous.end && typeof previous.commitment === "string" ? previous.commitment : null;
        if (before !== null || game !== key || !titled) revealed(reveal, before || key);
      }
      game = key;
      box.hidden = false;
    }
    new MutationObserver(update).observe(ui.root, { childList: true, subtree: true });
    update();
  }

  return { attach, check, sha256Hex, canonicalText, recordCommand, valuesCommand };
})();
