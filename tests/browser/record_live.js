// Every text the page's live regions say, in order (a region said again counts again):
// what a screen reader would read out. Added to a page before its own scripts; the browser
// tests and scripts/tour_own_game.py read window.__said.
(() => {
  window.__said = [];
  new MutationObserver((changes) => {
    for (const c of changes) {
      const node = c.target.nodeType === 1 ? c.target : c.target.parentElement;
      const region = node && node.closest("[aria-live]");
      if (region && region.textContent.trim()) window.__said.push(region.textContent.trim());
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
