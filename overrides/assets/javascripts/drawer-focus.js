// Where Material shows the site's navigation as a drawer (narrow windows, and any window at
// a high zoom), the closed drawer stands off screen but its links stay in the tab order: a
// keyboard user would tab through dozens of invisible links before reaching the page. While
// the drawer is closed it is made inert (out of the tab order and hidden from screen
// readers); opening it (Material's "drawer" toggle) gives its links back. Where the
// navigation is a visible sidebar, nothing changes.
(function () {
  "use strict";
  var NARROW = window.matchMedia("(max-width: 76.1875em)");   // Material's drawer breakpoint
  function update() {
    var toggle = document.querySelector('input[data-md-toggle="drawer"]');
    var drawer = document.querySelector(".md-sidebar--primary");
    if (!toggle || !drawer) return;
    var closed = NARROW.matches && !toggle.checked;
    drawer.inert = closed;
    if (closed) drawer.setAttribute("inert", "");
    else drawer.removeAttribute("inert");
  }
  document.addEventListener("change", function (event) {
    if (event.target && event.target.matches && event.target.matches('input[data-md-toggle="drawer"]')) update();
  });
  if (NARROW.addEventListener) NARROW.addEventListener("change", update);
  if (window.document$) window.document$.subscribe(update);
  update();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", update);
})();
