"""The site without a network, after one visit (issue 35; the player review found that any
reload offline failed): the site's service worker (``sitegen/offline.py``) keeps every
page, the engine and Pyodide from the first visit to any page on, so that a reload of a
play page deals a playable game, a reload of a rules page shows its text, and a page never
visited opens too.

Each test is a reader with a new browser context (nothing kept from another test) on the
site served by ``scripts/static_server.py`` on a port of its own, as a static host serves
it. "Without a network" is both ``context.set_offline(True)`` and that server stopped:
Playwright's offline emulation does not reach a service worker's own requests (Playwright
issue 2311), and the worker asks the network first; with the server gone, nothing but the
copy kept can answer.
"""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import FORCED_OFF, script
from play_pages import PLAY_GAMES, READY, decide, path, wait
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect
from site_helpers import DESKTOP

from sitegen.offline import WORKER

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
DESKTOP_SIZE = ViewportSize(width=DESKTOP["width"], height=DESKTOP["height"])
#: How long the worker may take to keep the site (about 23 MB from 127.0.0.1): a cap for a
#: busy machine, not a guess at the time it takes.
KEPT = 300_000
#: The worker is installed (everything kept), active and answering this page's requests.
CONTROLLED = """() => navigator.serviceWorker.controller !== null
  && navigator.serviceWorker.controller.state === "activated" """
#: Every refusal of the page's Content-Security-Policy and every uncaught error.
WATCH = """window.__refused = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__refused.push(e.effectiveDirective + " " + e.blockedURI));"""


@pytest.fixture
def host(site: Path) -> Iterator[Any]:
    """The built site behind the project's static server (``static_server.Started``) on a
    free port, as a static host serves it."""
    served = script("static_server").Started(site)
    yield served
    served.stop()


@pytest.fixture
def reader(browser: Browser) -> Iterator[BrowserContext]:
    """A reader's browser with nothing kept (service workers allowed, as in any browser;
    forced cards off, as in the other browser tests, which play every card themselves)."""
    context = browser.new_context(viewport=DESKTOP_SIZE)
    context.add_init_script(FORCED_OFF)
    yield context
    context.close()


def visit_once(context: BrowserContext, url: str, shown: str) -> Page:
    """Open ``url`` online, wait for ``shown`` and until the worker has kept the site and
    answers the page: a reader who looked at one page once."""
    page = context.new_page()
    page.add_init_script(WATCH)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    page.wait_for_selector(shown, state="attached", timeout=READY)
    page.wait_for_function(CONTROLLED, timeout=KEPT)
    assert errors == [] and page.evaluate("window.__refused") == []
    return page


def go_offline(context: BrowserContext, host: Any) -> None:
    """The network gone: the browser offline, and the site's server stopped."""
    context.set_offline(True)
    host.stop()


def no_refusal(page: Page) -> None:
    assert page.evaluate("window.__refused") == []


def test_the_test_server_sends_the_worker_as_javascript(base_url: str) -> None:
    """A browser registers a worker only from a JavaScript type ("Service Workers",
    Register: the MIME type check); the server of the other browser tests sends it so."""
    with urllib.request.urlopen(base_url + WORKER, timeout=60) as response:
        kind = response.headers["Content-Type"].split(";")[0].strip()
        assert kind in ("text/javascript", "application/javascript")
        assert b"const PRECACHE = [" in response.read()


@pytest.mark.parametrize(("game", "lang"), [(g, ("en", "de")[i % 2])
                                            for i, g in enumerate(PLAY_GAMES)])
def test_a_play_page_seen_once_reloads_playable_without_a_network(
        reader: BrowserContext, host: Any, game: str, lang: str) -> None:
    """Reload offline: the engine boots from the kept copy, deals, and answers a
    decision taken as a player would."""
    page = visit_once(reader, host.url + path(game, lang), ".md-content h1")
    wait(page, game)
    go_offline(reader, host)
    page.reload()
    wait(page, game)
    decide(page, game)
    no_refusal(page)


def test_after_one_text_page_every_page_opens_without_a_network(
        reader: BrowserContext, host: Any) -> None:
    """One visit to the rules page keeps the whole site: offline, the rules page reloads
    with its text, a page in the other language never visited opens, a play page never
    visited deals a playable game, and an address the site does not have gets its "page
    not found" page."""
    page = visit_once(reader, host.url + "rules/", ".md-content h1")
    heading = page.inner_text(".md-content h1")
    text = page.inner_text(".md-content article")
    go_offline(reader, host)
    page.reload()
    expect(page.locator(".md-content h1")).to_have_text(heading)
    assert page.inner_text(".md-content article") == text
    page.goto(host.url + "de/rules/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(".md-content h1")).not_to_be_empty()
    game = PLAY_GAMES[0]
    page.goto(host.url + path(game, "de"))
    wait(page, game)
    decide(page, game)
    answer = page.goto(host.url + "no-such-page/")
    assert answer is not None and answer.status == 404
    expect(page.locator(".md-content h1")).to_have_text("Page not found")
    no_refusal(page)
