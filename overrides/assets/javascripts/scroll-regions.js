// A wide table or code block that scrolls sideways (on a phone, or a lab table anywhere) can
// be scrolled with the keyboard: the box that scrolls joins the tab order while it scrolls,
// and leaves it when the window is wide enough for the whole of it (WCAG 2.1.1; axe
// "scrollable-region-focusable"). Material wraps tables in .md-typeset__scrollwrap, and a
// code block scrolls in its <code>.
(function () {
  "use strict";
  var BOXES = ".md-typeset__scrollwrap, .md-typeset .lab-table, .md-typeset .compare-table, " +
    ".md-typeset pre > code";
  function mark() {
    document.querySelectorAll(BOXES).forEach(function (box) {
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.dataset.scrolls = "1";
      } else if (!scrolls && box.dataset.scrolls) {
        box.removeAttribute("tabindex");
        delete box.dataset.scrolls;
      }
    });
  }
  // after Material has wrapped the tables of the page
  if (window.document$) {
    window.document$.subscribe(function () { setTimeout(mark, 0); });
  } else {
    window.addEventListener("load", mark);
  }
  var pending = 0;
  window.addEventListener("resize", function () {
    clearTimeout(pending);
    pending = setTimeout(mark, 200);
  });
})();
