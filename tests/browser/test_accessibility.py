"""Accessibility in a real browser: axe-core (pinned in ``package.json``, injected from
``node_modules``, never from a network) checks each kind of page of the site, in English and
in German, on a phone (375 px) and on a desktop (1280 px), and a serious or critical finding
fails the test, listed rule by rule with the elements it names.

axe runs every rule it has for WCAG 2.0, 2.1 and 2.2 at levels A and AA and its best
practices; what it calls "moderate" or "minor" is left to review. A play page is checked
before its game starts, with the play scripts held back, so that what is checked is the
page itself, and again in the middle of a game (after a few moves; Piquet's during the
declarations, when the hand must be read), so that what the game draws is checked too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from conftest import Booted
from playwright.sync_api import Browser, Page, Route, ViewportSize
from test_play_robust import PAGES, booted_game

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
VIEWPORTS: dict[str, ViewportSize] = {"phone": {"width": 375, "height": 812},
                                     "desktop": {"width": 1280, "height": 900}}
#: The findings that fail a test; axe's other two levels are "moderate" and "minor".
FAILING = ("serious", "critical")
#: The play pages' own scripts: held back to check a play page before its game starts.
PLAY_SCRIPTS = ("play.js", "play-common.js", "piquet-play.js", "pippip-play.js",
                "allfours-play.js", "play-worker.js", "sample-hand.js")
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary}))}));
}"""


def text_page(page: Page, url: str) -> None:
    """A page of text: loaded, its fonts and layout settled."""
    page.goto(url)
    page.wait_for_load_state("load")


def before_the_game(page: Page, url: str) -> None:
    """A play page as it stands before its game starts: the play scripts are held back, so
    the page shows its menus, its explanations and the frame of the table, no game."""
    def hold_back(route: Route) -> None:
        if route.request.url.rsplit("/", 1)[-1].split("?")[0] in PLAY_SCRIPTS:
            route.abort()
        else:
            route.continue_()

    page.route("**/javascripts/*.js", hold_back)
    page.goto(url)
    page.wait_for_load_state("load")


#: A game to the middle: its page, how many decisions to take there (or the phase to stop
#: in); the deal is that of the page's link in ``test_play_robust.PAGES``.
MID_GAME = {
    "play/": ("penneech", 3, None),
    "piquet/play/": ("piquet", 12, "declare"),
    "pippip/play/": ("pippip", 4, None),
    "allfours/play/": ("allfours", 4, None),
}


def mid_game(booted: Booted, path: str, lang: str, screen: str) -> Page:
    """A play page in the middle of a game: the worker's booted page, a new game of its
    link's deal started as a player would, a few decisions taken like a player (the first
    thing offered), the page waiting for the next one."""
    game, decisions, stop = MID_GAME[path]
    page = booted_game(booted, game, lang, screen)
    assert PAGES[game][0] == path
    idle = ("[data-busy='0'] .play-hand button:not([disabled]), [data-busy='0'][data-mine='1'], "
            "#pq-next, #pp-next, #af-next")
    page.wait_for_selector(idle, timeout=180_000)
    for _ in range(decisions):
        if stop and page.get_attribute("[data-phase]", "data-phase") == stop:
            break
        if page.locator("#pq-next, #pp-next, #af-next").count():
            page.locator("#pq-next, #pp-next, #af-next").first.click()
        elif page.locator("#pq-exchange").count():
            cards = page.locator(".pq-hand button")
            for i in range(int(page.get_attribute("#pq-exchange", "data-max") or 0)):
                cards.nth(i).click()
            page.click("#pq-exchange")
        elif page.locator(".pq-choice, .pp-prompt .pp-no, .af-choice").count():
            page.locator(".pq-choice, .pp-prompt .pp-no, .af-choice").first.click()
        else:
            page.locator(".play-hand button:not([disabled])").first.click()
        page.wait_for_selector(idle, timeout=180_000)
    if stop:
        assert page.get_attribute("[data-phase]", "data-phase") == stop
    return page


class Case(NamedTuple):
    """A kind of page: its name, its English path (the German one is under ``de/``) and how
    the page is brought to the state axe looks at (``None``: a play page in the middle of
    a game, ``mid_game``)."""

    name: str
    path: str
    prepare: Callable[[Page, str], None] | None

    @property
    def game(self) -> str | None:
        """The game on whose booted page a mid-game case is checked (the tests of that
        page run on one worker: ``conftest.booted_game_of``), else None."""
        return MID_GAME[self.path][0] if self.prepare is None else None


CASES = [
    Case("home", "", text_page),
    Case("rules", "rules/", text_page),
    Case("cotton-text", "cotton/", text_page),
    Case("variants", "variants/", text_page),
    Case("sources", "sources/", text_page),
    Case("changes", "changes/", text_page),
    Case("lab", "lab/", text_page),
    Case("research", "research/", text_page),
    Case("piquet-rules", "piquet/rules/", text_page),
    Case("piquet-lab", "piquet/lab/", text_page),
    Case("piquet-cotton-sources", "piquet/cotton-sources/", text_page),
    Case("pippip-rules", "pippip/rules/", text_page),
    Case("pippip-presets", "pippip/presets/", text_page),
    Case("allfours-rules", "allfours/rules/", text_page),
    Case("allfours-cotton", "allfours/cotton/", text_page),
    Case("allfours-concordance", "allfours/concordance/", text_page),
    Case("allfours-presets", "allfours/presets/", text_page),
    Case("allfours-lab", "allfours/lab/", text_page),
    Case("verify", "verify/", text_page),
    Case("play-before-start", "play/", before_the_game),
    Case("piquet-play-before-start", "piquet/play/", before_the_game),
    Case("pippip-play-before-start", "pippip/play/", before_the_game),
    Case("allfours-play-before-start", "allfours/play/", before_the_game),
    Case("play-mid-game", "play/", None),
    Case("piquet-play-declarations", "piquet/play/", None),
    Case("pippip-play-mid-game", "pippip/play/", None),
    Case("allfours-play-mid-game", "allfours/play/", None),
]


@pytest.fixture(params=sorted(VIEWPORTS))
def checked(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A fresh page on a phone or a desktop screen, with axe-core loaded into every
    document before the page's own scripts (so the site's Content-Security-Policy, which
    allows no inline script, does not keep it out)."""
    context = browser.new_context(viewport=VIEWPORTS[request.param])
    context.add_init_script(path=AXE)
    yield context.new_page()
    context.close()


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


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_no_serious_or_critical_accessibility_finding(checked: Page, base_url: str,
                                                      booted: Booted, case: Case,
                                                      lang: str) -> None:
    url = base_url + ("de/" if lang == "de" else "") + case.path
    if case.prepare is None:        # on the page the play tests use, booted once
        assert checked.viewport_size is not None
        screen = "phone" if checked.viewport_size["width"] == VIEWPORTS["phone"]["width"] \
            else "desktop"
        checked = mid_game(booted, case.path, lang, screen)
    else:
        case.prepare(checked, url)
    # axe reads colours as drawn: let the cards that move to the trick come to rest first
    # (play-table.js names its animations "play-…"), as a reader sees the table
    checked.wait_for_function(
        "() => !document.getAnimations().some((a) => String(a.id).startsWith('play-'))",
        timeout=60_000)
    violations = checked.evaluate(RUN_AXE)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, f"{url}:\n{findings(failing)}"


def test_axe_finds_a_planted_fault(checked: Page, base_url: str) -> None:
    """The check can fail: a link in a paragraph with its underline taken away (told from the
    text by its colour alone, 2.5:1) and a button with no name, planted in the home page,
    are both reported as serious or critical."""
    text_page(checked, base_url)
    checked.evaluate("""() => {
      const p = document.querySelector('.md-content__inner p');
      const a = document.createElement('a');
      a.href = '#x'; a.textContent = 'a planted link';
      a.style.textDecoration = 'none';
      p.append(' ', a, ' and more words after the link, to make a block of text.');
      document.querySelector('.md-content__inner').append(document.createElement('button'));
    }""")
    found = {v["id"] for v in checked.evaluate(RUN_AXE) if v["impact"] in FAILING}
    assert {"link-in-text-block", "button-name"} <= found
