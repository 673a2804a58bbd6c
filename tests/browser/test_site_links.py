"""Site links in a real browser, on a phone and a desktop: pages load without a missing file
or a console error (no sitemap requests), the language switch lands on the same page and
place in the other language, and a missing address shows the "page not found" page of its
language. The site is served by ``scripts/static_server.py``, which answers missing files
with the site's 404 page as static hosts do."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from conftest import open_context, script
from playwright.sync_api import Browser, ConsoleMessage, Page, Request, Response, ViewportSize
from site_helpers import is_play_page

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
VIEWPORTS: dict[str, ViewportSize] = {"phone": {"width": 375, "height": 812},
                                     "desktop": {"width": 1280, "height": 900}}
PAGES = ["", "rules/", "variants/", "cotton/", "cotton/concordance/", "glossary/", "play/",
         "developers/", "developers/engine/", "de/", "de/rules/", "de/variants/", "de/cotton/",
         "de/history/", "de/sources/", "de/play/", "de/developers/", "de/developers/fair-play/"]


@pytest.fixture(scope="module")
def host_url(site: Path) -> Iterator[str]:
    """The built site behind the project's static server on a free port of 127.0.0.1."""
    with script("static_server").Started(site) as server:
        yield server.url


@pytest.fixture(params=sorted(VIEWPORTS))
def view(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A fresh page in a phone-sized or a desktop window, with the site's full search index
    (the one a reader's browser loads on every page)."""
    context = open_context(browser, full_search=True, viewport=VIEWPORTS[request.param])
    yield context.new_page()
    context.close()


class Problems:
    """Everything that went wrong while pages loaded: failed responses and console errors."""

    def __init__(self, page: Page) -> None:
        self.found: list[str] = []
        self.requested: list[str] = []
        page.on("request", lambda request: self.requested.append(request.url))
        page.on("response", self.response)
        page.on("requestfailed", self.failed)
        page.on("console", self.console)
        page.on("pageerror", lambda error: self.found.append(f"page error {error}"))

    def failed(self, request: Request) -> None:
        # A request the browser dropped because the reader left the page (a language switch
        # while the search index still loads) is no fault of the site; any other is.
        if "ERR_ABORTED" not in (request.failure or ""):
            self.found.append(f"failed {request.url} ({request.failure})")

    def response(self, response: Response) -> None:
        if response.status >= 400:
            self.found.append(f"{response.status} {response.url}")

    def console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.found.append(f"console: {message.text} at {message.location.get('url')}")


def select_language(page: Page, lang: str) -> None:
    """Open Material's language menu in the header and choose ``lang``."""
    page.locator(".md-header .md-select button").click()
    page.locator(f".md-header a.md-select__link[hreflang='{lang}']").click()
    page.wait_for_load_state()


def test_pages_load_without_missing_files_or_console_errors(view: Page, host_url: str) -> None:
    # the language menu worked by fetching <page>/sitemap.xml twice per view (two 404s)
    problems = Problems(view)
    for path in PAGES:
        # a play page is idle once Pyodide and the engine are fetched: a minute or more on a
        # busy machine, so the cap is generous (it returns as soon as the network is idle)
        view.goto(host_url + path, wait_until="networkidle", timeout=180_000)
        if is_play_page(path):
            view.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button",
                                   timeout=90_000)
    assert problems.found == []
    assert not [url for url in problems.requested if "sitemap" in url]
    assert len({urlparse(url).path for url in problems.requested}) > len(PAGES)


@pytest.mark.parametrize(("start", "lang", "landing"), [
    ("rules/#turned-cards", "de", "/de/rules/#turned-cards"),
    ("de/rules/#throw-in", "en", "/rules/#throw-in"),
    ("variants/#u4", "de", "/de/variants/#u4"),
    ("de/cotton/concordance/#c5", "en", "/cotton/concordance/#c5"),
    ("glossary/", "de", "/de/glossary/"),
    ("", "de", "/de/"),
    ("de/", "en", "/"),
    ("developers/engine/#piquet", "de", "/de/developers/engine/#piquet"),
    ("de/developers/", "en", "/developers/"),
])
def test_the_language_switch_keeps_the_page_and_the_place(view: Page, host_url: str, start: str,
                                                         lang: str, landing: str) -> None:
    problems = Problems(view)
    view.goto(host_url + start)
    select_language(view, lang)
    url = urlparse(view.url)
    path, _, fragment = landing.partition("#")
    assert (url.path, url.fragment) == (path, fragment)
    assert view.locator("html").get_attribute("lang") == lang
    if fragment:  # the place, not just the page: the anchor is in the upper half of the view
        top = view.locator(f"[id='{fragment}']").evaluate("e => e.getBoundingClientRect().top")
        size = view.viewport_size
        assert size is not None and 0 <= top < size["height"] / 2
    assert problems.found == []


def test_the_anchor_follows_a_jump_within_the_page(view: Page, host_url: str) -> None:
    view.goto(host_url + "rules/")
    view.evaluate("location.hash = '#scoring'")
    select_language(view, "de")
    assert urlparse(view.url).path == "/de/rules/"
    assert urlparse(view.url).fragment == "scoring"


@pytest.mark.parametrize(("missing", "lang", "title", "home"), [
    ("no/such/page/", "en", "Page not found", "home page"),
    ("rules/nothing-here.html", "en", "Page not found", "home page"),
    ("de/gibt-es-nicht/", "de", "Seite nicht gefunden", "Startseite"),
])
def test_a_missing_address_shows_the_404_page_of_its_language(
        view: Page, host_url: str, missing: str, lang: str, title: str, home: str) -> None:
    problems = Problems(view)
    response = view.goto(host_url + missing)
    assert response is not None and response.status == 404
    assert view.locator("html").get_attribute("lang") == lang
    assert view.locator("article h1").inner_text() == title
    assert view.title().startswith(title)
    links = view.locator(".md-header a.md-select__link").evaluate_all(
        "links => links.map(a => [a.hreflang, new URL(a.href).pathname])")
    assert links == [["en", "/"], ["de", "/de/"]]
    home_link = view.locator("article").get_by_role("link", name=home, exact=True)
    assert urlparse(home_link.evaluate("a => a.href")).path == links[0 if lang == "en" else 1][1]
    # only the address itself is missing: stylesheets and scripts load from the site's root
    assert [p for p in problems.found if not p.endswith(host_url + missing)] == []
    select_language(view, "de" if lang == "en" else "en")
    assert urlparse(view.url).path == ("/de/" if lang == "en" else "/")


def test_german_404_page_searches_the_german_pages(view: Page, host_url: str) -> None:
    view.goto(host_url + "de/gibt-es-nicht/")
    config: dict[str, Any] = view.evaluate(
        "JSON.parse(document.getElementById('__config').textContent)")
    assert config["base"] == "/de/"
