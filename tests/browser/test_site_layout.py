"""Page layout in a real browser on a phone (375 px) and a desktop (1280 px): no page of either
language scrolls sideways, no table spills out of the text column, the wide comparison tables
stack their rows under column labels on a phone, and after a jump to a row of the
comparison its column headings are in view."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import play_pages
import pytest
from conftest import Booted, open_context
from playwright.sync_api import Browser, Page, ViewportSize
from site_helpers import is_play_page
from test_play_robust import booted_game

pytestmark = pytest.mark.browser

VIEWPORTS: dict[str, ViewportSize] = {"phone": {"width": 375, "height": 812},
                                     "desktop": {"width": 1280, "height": 900}}
READY = 90_000

# tables (and other boxes) that reach past the text column, unless a box they are in scrolls
SPILLING = """() => {
  const column = document.querySelector('.md-content__inner').getBoundingClientRect();
  const scrolls = el => { for (let a = el; a; a = a.parentElement) {
    if (getComputedStyle(a).overflowX !== 'visible') return true; } return false; };
  return [...document.querySelectorAll('.md-content__inner table, .md-content__inner figure,'
                                       + ' .md-content__inner img, .md-content__inner svg')]
    .filter(el => { const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > column.right + 1 || r.left < column.left - 1)
        && !scrolls(el.parentElement); })
    .map(el => el.tagName.toLowerCase() + '.' + el.className + ' '
         + Math.round(el.getBoundingClientRect().width) + 'px');
}"""


#: The page has come to rest: the scroll position the same over two frames.
SCROLLED = """() => new Promise((done) => { const y = window.scrollY;
  requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y))); })"""


def site_pages(site: Path) -> list[str]:
    """Every page of the built site, English and German, as a path from the root."""
    return sorted("" if page.parent == site else page.parent.relative_to(site).as_posix() + "/"
                  for page in site.rglob("index.html"))


@pytest.fixture(params=sorted(VIEWPORTS))
def view(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A fresh page in a phone-sized or a desktop window."""
    context = open_context(browser, viewport=VIEWPORTS[request.param])
    yield context.new_page()
    context.close()


def test_no_page_of_either_language_scrolls_sideways(view: Page, base_url: str, site: Path,
                                                     booted: Booted) -> None:
    pages = site_pages(site)
    assert {"", "variants/", "cotton/", "de/", "de/variants/", "de/cotton/"} <= set(pages)
    assert len([p for p in pages if p.startswith("de/")]) * 2 == len(pages)
    assert view.viewport_size is not None
    screen = "phone" if view.viewport_size["width"] == VIEWPORTS["phone"]["width"] else "desktop"
    games = {play_pages.path(game): game for game in play_pages.PLAY_GAMES}
    wide: dict[str, object] = {}
    for path in pages:
        shown = view
        if is_play_page(path):  # measured with the game dealt, as a player sees it
            # on the worker's booted page, a new game of the deal its tests use
            shown = booted_game(booted, games[path.removeprefix("de/")],
                                "de" if path.startswith("de/") else "en", screen)
            shown.evaluate("window.scrollTo(0, 0)")
        else:
            view.goto(base_url + path)
        width, inner = shown.evaluate(
            "[document.documentElement.scrollWidth, window.innerWidth]")
        spilling = shown.evaluate(SPILLING)
        if width > inner or spilling:
            wide[path] = (width, inner, spilling)
    assert wide == {}


@pytest.mark.parametrize("path", ["variants/", "de/variants/"])
def test_comparison_rows_stack_under_column_labels_on_a_phone(view: Page, base_url: str,
                                                              path: str) -> None:
    view.goto(base_url + path)
    table = view.locator("table.variants").first
    headings = table.locator("thead th").all_inner_texts()
    assert len(headings) >= 6
    cell = table.locator("tbody tr").first.locator("td[data-preset='martin']")
    label = cell.evaluate("td => getComputedStyle(td, '::before').content")
    shown = table.evaluate("t => getComputedStyle(t).display")
    assert view.viewport_size is not None
    if view.viewport_size["width"] < 600:
        # one block per row, each cell under its column's heading (in the page's language)
        assert shown == "block"
        assert label.strip('"') == " ".join(headings[3].split())
        assert headings[3].startswith("Martin")
    else:
        assert shown == "table"
        assert label == "none"
        assert table.locator("thead").is_visible()


@pytest.mark.parametrize("anchor", ["variants/#u4", "de/variants/#u4",
                                    "variants/#option-pack", "de/variants/#u8"])
def test_after_a_jump_to_a_row_its_heading_is_in_view(view: Page, base_url: str,
                                                      anchor: str) -> None:
    view.goto(base_url + anchor)
    view.wait_for_load_state("load")
    view.wait_for_function(SCROLLED, timeout=READY)
    target = view.locator(f"[id='{anchor.split('#')[1]}']")
    header = view.locator(".md-header").evaluate("h => h.getBoundingClientRect().bottom")
    top = target.evaluate("e => e.getBoundingClientRect().top")
    size = view.viewport_size
    assert size is not None
    assert header <= top < size["height"] / 2
    table = view.locator("table.variants", has=target)
    if table.evaluate("t => getComputedStyle(t).display") == "table":
        # the column headings stay under the site's header, just above the row
        first = table.locator("thead th").first
        box = first.bounding_box()
        assert box is not None
        assert header - 1 <= box["y"] and box["y"] + box["height"] <= top
        assert first.is_visible()
