// Keep the reader's place when switching language. The language menu already links to the
// same page in the other language; this adds the current #anchor, since section ids are the
// same in both languages. Without JavaScript the links still work, landing at the top.
(function () {
  "use strict";
  function carryAnchor() {
    document.querySelectorAll("a.md-select__link[hreflang]").forEach(function (link) {
      if (!link.dataset.page) {
        link.dataset.page = link.getAttribute("href");
      }
      link.setAttribute("href", link.dataset.page.split("#")[0] + location.hash);
    });
  }
  carryAnchor();
  window.addEventListener("hashchange", carryAnchor);
})();
