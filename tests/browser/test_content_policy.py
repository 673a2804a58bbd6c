"""The site under its Content-Security-Policy in a real browser: text pages, the sample hands
and the play pages (Pyodide in a worker, the engine's archive, the game dealt) work
without the policy refusing anything, and a script injected into a page does not run.
Under ``scripts/serve`` the policy lets the live-reload script of ``mkdocs serve`` run,
and an edit reloads the open page."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import Fresh, open_context
from play_pages import PLAY_GAMES, path, play_of
from playwright.sync_api import Browser, Page
from site_helpers import DESKTOP, ROOT

from sitegen.csp import ANY_INLINE, LIVE_RELOAD

pytestmark = pytest.mark.browser

READY = 180_000
#: Every refusal the policy makes, as the page sees it.
WATCH = """window.__refused = [];
document.addEventListener("securitypolicyviolation", (e) => window.__refused.push(
  {directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile,
   sample: e.sample}));"""
#: The text pages tried, each with what shows that it is there.
TEXT_PAGES = {"": "h1", "rules/": "h1", "de/variants/": "h1", "sources/": "h1"}
#: Every game's play page, in English and German by turns, with its game: it works once
#: the game is dealt (a random deal) and the page waits for the player.
PLAY_PAGES = {path(game, ("en", "de")[i % 2]): game for i, game in enumerate(PLAY_GAMES)}


@pytest.fixture
def watched(fresh: Fresh) -> Page:
    """A desktop page that records every refusal of the Content-Security-Policy."""
    page = fresh.page(DESKTOP)
    page.add_init_script(WATCH)
    return page


@pytest.mark.parametrize("where", sorted([*TEXT_PAGES, *PLAY_PAGES]))
def test_pages_work_under_the_policy_without_a_refusal(watched: Page, base_url: str,
                                                       where: str) -> None:
    errors: list[str] = []
    watched.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    watched.goto(base_url + where)
    shown = TEXT_PAGES.get(where) or play_of(PLAY_PAGES[where]).waiting
    watched.wait_for_selector(shown, state="attached", timeout=READY)
    watched.wait_for_load_state("load")
    refused: list[dict[str, Any]] = watched.evaluate("window.__refused")
    assert refused == [] and errors == []
    # Material's inline scripts ran: the palette and storage helpers are defined
    assert watched.evaluate("typeof __md_get") == "function"


def test_a_script_injected_into_a_page_does_not_run(watched: Page, base_url: str) -> None:
    """What a crafted link or record would try: a script element, an inline handler and a
    javascript: URL added to the page. None runs; each is refused and reported."""
    watched.goto(base_url + "rules/")
    watched.wait_for_load_state("load")
    watched.evaluate("""() => {
      const s = document.createElement("script");
      s.textContent = "window.__ran = 'script'";
      document.body.append(s);
      const img = document.createElement("img");
      img.setAttribute("onerror", "window.__ran = 'handler'");
      img.src = "data:,not-an-image";
      document.body.append(img);
    }""")
    # both refusals reported (the image's error, which would run the handler, comes later)
    watched.wait_for_function("""() => ["script-src-elem", "script-src-attr"].every(
        (d) => window.__refused.some((r) => r.directive === d))""", timeout=READY)
    assert watched.evaluate("window.__ran") is None
    directives = {r["directive"] for r in watched.evaluate("window.__refused")}
    assert {"script-src-elem", "script-src-attr"} <= directives


#: How long ``mkdocs serve`` may take to build the whole site (a cap for a busy machine).
BUILT = 900_000


#: ``python -m mkdocs`` with SIGINT raising KeyboardInterrupt, whatever it was started with.
WITH_CTRL_C = ("import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
               "runpy.run_module('mkdocs', run_name='__main__', alter_sys=True)")


class Served:
    """``mkdocs serve`` run as ``scripts/serve`` runs it, on a free port, watching one more
    folder besides (an edit there rebuilds the site, as an edit of ``docs/`` would). It
    starts with Ctrl+C (SIGINT) handled, as in a terminal: a command started in the
    background, as CI starts the tests, passes SIGINT on ignored, and the server would
    never stop on it. Its log is read all the time by a thread of its own."""

    def __init__(self, watched: Path) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", LIVE_RELOAD: "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-c", WITH_CTRL_C, "serve", "--strict", "-a",
             f"127.0.0.1:{self.port}", "-w", str(watched)], cwd=ROOT, env=env,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, start_new_session=True)
        self.log: list[str] = []
        self.ended = False
        self.said = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self.said:
                self.log.append(line)
                self.said.notify_all()
        with self.said:
            self.ended = True
            self.said.notify_all()

    def wait_for(self, words: str) -> None:
        """Wait until a line of the server's log says ``words``; fail if the server ends
        first (or after ``BUILT``, a cap for a busy machine)."""
        with self.said:
            self.said.wait_for(lambda: self.ended or any(words in line for line in self.log),
                               timeout=BUILT / 1000)
            if not any(words in line for line in self.log):
                pytest.fail(f"mkdocs serve did not say {words!r}:\n{''.join(self.log)}")

    def stop(self) -> bool:
        """Ctrl+C, which lets mkdocs remove the site it built; whether the server ended on
        it (else it is killed after 120 s, a cap for a busy machine)."""
        stopped = True
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGINT)
            try:
                self.process.wait(timeout=120)
            except subprocess.TimeoutExpired:
                stopped = False
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.reader.join()
        return stopped


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Served, Path]]:
    server = Served(tmp_path)
    try:
        yield server, tmp_path
    finally:
        server.stop()


def test_scripts_serve_builds_for_live_reload() -> None:
    """``scripts/serve`` sets what makes the build allow the live-reload script, for the
    ``mkdocs serve`` it starts."""
    script = (ROOT / "scripts" / "serve").read_text(encoding="utf-8")
    assert re.search(rf"^export {LIVE_RELOAD}=1$", script, re.M)
    assert script.index(f"export {LIVE_RELOAD}=1") < script.index("mkdocs serve")


def test_under_serve_an_edit_reloads_the_open_page(served: tuple[Served, Path],
                                                   browser: Browser) -> None:
    """The player review, round 3: the policy blocked the script ``mkdocs serve`` writes into
    each page, so an edit rebuilt the site but never reloaded the open page. Served as
    ``scripts/serve`` serves it, a page runs that script with no refusal, and an edit
    reloads it. (The built site keeps its hashes: ``tests/test_csp.py``.)"""
    server, watched = served
    server.wait_for("Serving on")
    context = open_context(browser, full_search=True, viewport=DESKTOP)
    page = context.new_page()
    page.add_init_script(WATCH)
    page.goto(f"http://127.0.0.1:{server.port}/rules/")
    page.wait_for_load_state("load")
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert policy is not None and ANY_INLINE in policy and "'sha256-" not in policy
    assert page.evaluate("typeof livereload") == "function"     # mkdocs's script ran
    assert page.evaluate("typeof __md_get") == "function"       # and Material's
    assert page.evaluate("window.__refused") == []
    page.evaluate("window.__before_edit = true")
    with page.expect_event("load", timeout=BUILT):
        (watched / "edit.md").write_text("an edit\n", encoding="utf-8")
    assert page.evaluate("window.__before_edit") is None      # a new document
    assert page.evaluate("window.__refused") == []
    context.close()
    # as a developer stops it: Ctrl+C ends the server, its log read to the end
    assert server.stop(), "mkdocs serve did not stop on Ctrl+C:\n" + "".join(server.log)
