// Keep the site for offline use: register the site's service worker (sitegen/offline.py,
// the file named in this script's data-worker, at the site's root, so that it serves the
// whole site). It is registered once the page has loaded (a play page: once its engine has
// answered), so that it never delays the page; it then keeps every page, the engine and
// Pyodide, and a reload or another page works without a network. Under `mkdocs serve`
// (data-retire) the pages change as they are edited: any worker of this address is
// unregistered and its copies deleted instead, so that no page of an older build is shown
// in place of the live one.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator)) {
    return;  // an older browser, or a page that is not served over https or from 127.0.0.1
  }
  var worker = new URL(script.dataset.worker, location.href);
  var scope = new URL("./", worker).href;
  if (script.hasAttribute("data-retire")) {
    navigator.serviceWorker.getRegistrations().then(function (registrations) {
      registrations.forEach(function (registration) {
        if (registration.scope === scope) {
          registration.unregister();
        }
      });
    }).catch(function () {});
    if (window.caches) {
      caches.keys().then(function (names) {
        names.forEach(function (name) {
          if (name.indexOf("penneech-offline-") === 0) {
            caches.delete(name);
          }
        });
      }).catch(function () {});
    }
    return;
  }
  function register() {
    // A refusal (private windows of some browsers, storage full) leaves the site as it
    // was without the worker: online only.
    navigator.serviceWorker.register(worker.href, { scope: scope }).catch(function () {});
  }
  // A play page first boots its engine (play-common.js: window.penneechStartUp settles with
  // the engine's first answer): the worker's downloads wait for it, so that they never slow
  // the first game down; a minute at most.
  function afterStartUp() {
    var startUp = window.penneechStartUp;
    if (!startUp || !window.Promise) {
      register();
      return;
    }
    Promise.race([startUp, new Promise(function (resolve) { setTimeout(resolve, 60000); })])
      .then(register, register);
  }
  if (document.readyState === "complete") {
    afterStartUp();
  } else {
    window.addEventListener("load", afterStartUp, { once: true });
  }
})();
