"""One visit per text page and screen, shared by the checks every page of text gets.

Every page of the site but the play pages, in English and German, is opened once on a phone
(375 px) and once on a desktop (1280 px), and what the checks need is measured during that
one visit: whether the page is wider than its window (``test_site_layout``) and what axe-core
finds once it has come to rest (``test_accessibility``). Each check is a test of its own per
page and screen; the first test that asks for a page visits it (``TextTour.visit``) and the
others read what that visit found. The tests of one screen form one ``xdist_group``
(``tour_params``), so that under ``--dist loadgroup`` (``scripts/test``) one worker visits
each page once for all of them: before, the layout test, the links test and axe opened every
page of a kind on each screen, each in a fresh context.

The pages come from the site's sources (``docs/``: every page has its German one, the
English text standing in where there is no translation); ``test_site_layout`` checks that
they are exactly the built site's pages but the play pages, which are measured on the booted
pages their games' tests use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, cast

import pytest
from conftest import AXE, open_context
from site_helpers import DESKTOP, PHONE, is_play_page, page_names

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize

VIEWPORTS = cast("dict[str, ViewportSize]", {"phone": PHONE, "desktop": DESKTOP})

#: tables (and other boxes) that reach past the text column, unless a box they are in scrolls
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

#: The findings that fail a test; axe's other two levels are "moderate" and "minor".
FAILING = ("serious", "critical")
#: The rules that fail a test whatever axe's level for them (moderate or minor); the serious
#: ones the review found (target-size, scrollable-region-focusable) fail by their level.
ALWAYS = ("heading-order", "landmark-unique", "empty-table-header")
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary}))}));
}"""
AT_REST = """() => !document.getAnimations().some((a) => {
    if (String(a.id).startsWith('play-')) return true;
    const end = a.effect ? a.effect.getComputedTiming().endTime : 0;
    return a.playState === 'running' && Number.isFinite(Number(end));
})"""


def wide_parts(page: Page) -> tuple[int, int, list[str]] | None:
    """What makes ``page`` wider than its window: the document's width, the window's and the
    boxes that spill out of the text column (``SPILLING``); None if nothing does."""
    width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    spilling: list[str] = page.evaluate(SPILLING)
    return (width, inner, spilling) if width > inner or spilling else None


def at_rest(page: Page) -> list[dict[str, Any]]:
    """axe's violations on ``page`` once everything that moves has come to rest: the cards
    that move to the trick (play-table.js names its animations "play-…") and every finite
    CSS transition or animation, such as a button fading back from its focus colour. axe
    reads colours as drawn, and a card or button half faded is not what a reader sees. An
    endless animation (the loading bar) is no transition and is not waited for."""
    page.wait_for_function(AT_REST, timeout=60_000)
    violations: list[dict[str, Any]] = page.evaluate(RUN_AXE)
    return violations


def failing(violations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The violations that fail a test: serious or critical, or a rule of ``ALWAYS``."""
    return [v for v in violations if v["impact"] in FAILING or v["id"] in ALWAYS]


def findings(violations: list[dict[str, Any]]) -> str:
    """The failing findings as lines a reader can act on: rule, impact, help, elements."""
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}, {len(v['nodes'])} element(s)")
        for node in v["nodes"][:8]:
            summary = " ".join(node["summary"].split())
            lines.append(f"    {node['target']}: {summary[:220]}")
        if len(v["nodes"]) > 8:
            lines.append(f"    … and {len(v['nodes']) - 8} more")
    return "\n".join(lines)


def site_path(name: str, lang: str) -> str:
    """The site path of the page whose source is ``docs/<name>.md`` (``rules``,
    ``piquet/index``) in ``lang``: ``rules/``, ``de/piquet/``, ``""`` for the home page."""
    folder = "" if name == "index" else name.removesuffix("index").removesuffix("/") + "/"
    return ("de/" if lang == "de" else "") + folder


def text_pages() -> list[str]:
    """Every page of the site in both languages, from its sources, but the play pages."""
    return [path for lang in ("en", "de") for name in page_names()
            if not is_play_page(path := site_path(name, lang))]


def tour_params() -> list[Any]:
    """The (path, screen) parameters of a check of every text page: one test per page and
    screen, the tests of a screen in its worker's group (``xdist_group``)."""
    return [pytest.param(path, screen, marks=pytest.mark.xdist_group(f"text-tour-{screen}"),
                         id=f"{path or 'home'}-{screen}")
            for screen in sorted(VIEWPORTS) for path in text_pages()]


class Visit(NamedTuple):
    """What one visit of a page found: why it is wider than its window (None: it is not),
    and axe's violations once it was at rest (every level; the tests pick the failing)."""

    wide: tuple[int, int, list[str]] | None
    violations: list[dict[str, Any]]


class TextTour:
    """The worker's visits of the text pages: one page per screen in a context of its own
    (axe-core loaded into every document before the page's scripts, so the site's
    Content-Security-Policy, which allows no inline script, does not keep it out), opened at
    the first visit on that screen and led from page to page as a reader would."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser = browser
        self.base_url = base_url
        self.pages: dict[str, tuple[BrowserContext, Page]] = {}
        self.found: dict[tuple[str, str], Visit] = {}

    def visit(self, path: str, screen: str) -> Visit:
        """What the visit of ``path`` on ``screen`` found, visiting it if no test has."""
        if (path, screen) not in self.found:
            if screen not in self.pages:
                context = open_context(self.browser, viewport=VIEWPORTS[screen])
                context.add_init_script(path=AXE)
                self.pages[screen] = (context, context.new_page())
            page = self.pages[screen][1]
            try:
                page.goto(self.base_url + path)
                page.wait_for_load_state("load")
                self.found[(path, screen)] = Visit(wide_parts(page), at_rest(page))
            except Exception:
                self.close(screen)   # the next visit starts from a page in a known state
                raise
        return self.found[(path, screen)]

    def close(self, screen: str | None = None) -> None:
        """Close the page of ``screen`` (of every screen if None)."""
        for shown in [screen] if screen else list(self.pages):
            if shown in self.pages:
                self.pages.pop(shown)[0].close()
