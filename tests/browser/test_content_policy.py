"""The site under its Content-Security-Policy in a real browser: text pages, the sample hands
and the play pages (Pyodide in a worker, the engine's archive, the game dealt) work
without the policy refusing anything, and a script injected into a page does not run."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import Fresh
from play_pages import PLAY_GAMES, path, play_of
from playwright.sync_api import Page
from site_helpers import DESKTOP

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
