// The play pages' end of a game: a link "Play it under another reading" to the other
// reading's page (reread/), carrying the finished game's record in the link
// (record-link.js). It is added through play-common.js's end-of-game links
// (playCommon.addEndLink), for every game's page alike; the record is the one the end of
// the game makes public, so nothing is shown before the game is over.
(() => {
  const SCRIPT = document.currentScript.src;
  const WORDS = {
    en: { link: "Play it under another reading", page: "reread/" },
    de: { link: "Unter einer anderen Lesart spielen", page: "de/reread/" },
  };
  // Each record's link, made once (encoding it is asynchronous).
  const links = new Map();
  function linkTo(page, record) {
    if (!links.has(record)) links.set(record, window.recordLink.link(page, record));
    return links.get(record);
  }
  function endLink(ui) {
    const end = ui.snap && ui.snap.end;
    if (!end || typeof end.record !== "string" || !window.recordLink) return null;
    const w = WORDS[ui.lang === "de" ? "de" : "en"];
    const page = new URL(`../${w.page}`, SCRIPT).href;
    // A plain link to the page until the record is in it: it still leads there.
    const a = document.createElement("a");
    a.className = "play-reread-link";
    a.href = page;
    a.textContent = w.link;
    const p = document.createElement("p");
    p.append(a);
    linkTo(page, end.record).then((href) => { a.href = href; }, () => {});
    return p;
  }
  window.playCommon.addEndLink(endLink);
})();
