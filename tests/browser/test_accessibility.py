"""Accessibility in a real browser: axe-core (pinned in ``package.json``, injected from
``node_modules``, never from a network) checks every page of the site, in English and in
German, on a phone (375 px) and on a desktop (1280 px), and a serious or critical finding
fails the test, listed rule by rule with the elements it names.

axe runs every rule it has for WCAG 2.0, 2.1 and 2.2 at levels A and AA and its best
practices; what it calls "moderate" or "minor" is left to review, but for the rules of
``ALWAYS``, which the player review of round 3 found broken and which now hold on every
page: headings in order, each landmark named apart from the others, no empty heading cell.
A page of text is checked during the one visit of it on each screen that its layout check
shares (``site_tour.py``). A play page is checked before its game starts, with the play
scripts held back, so that what is checked is the page itself, and again in the middle of a
game (after a few moves, or in the phase the game's own browser module names: Piquet's
declarations, when the hand must be read), so that what the game draws is checked too. The
pages come from the site's sources and the play pages from the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

import pytest
from conftest import AXE, Booted, open_context
from play_pages import PLAY_GAMES, decide, path, play_of, widget
from playwright.sync_api import Browser, Page, Route
from site_helpers import DOCS
from site_tour import (
    ALWAYS,
    FAILING,
    RUN_AXE,
    VIEWPORTS,
    TextTour,
    at_rest,
    failing,
    findings,
    tour_params,
)
from test_play_robust import booted_game

pytestmark = pytest.mark.browser

#: The helpers the play pages load that start nothing by themselves: the card faces and
#: their moves, the statistics.
HELPERS = ("play-table.js", "play-stats.js")
#: The site's own scripts but those helpers (every game's page script, the code the games
#: share, the engine's worker, the sample hands): held back to check a play page before
#: its game starts.
PLAY_SCRIPTS = tuple(sorted(p.name for p in (DOCS / "javascripts").glob("*.js")
                            if p.name not in HELPERS))


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


def mid_game(booted: Booted, game: str, lang: str, screen: str) -> Page:
    """A play page in the middle of a game: the worker's booted page, the set deal of the
    game's own browser module started as a player would, the decisions its ``PlayPage``
    asks for (or those up to its phase) taken like a player (the first thing offered),
    the page waiting for the next one."""
    play = play_of(game)
    page = booted_game(booted, game, lang, screen)
    phase = f"{widget(game)}[data-phase]"
    for _ in range(play.mid_game):
        if play.mid_game_phase and page.get_attribute(phase, "data-phase") == play.mid_game_phase:
            break
        decide(page, game)
    if play.mid_game_phase:
        assert page.get_attribute(phase, "data-phase") == play.mid_game_phase
    return page


class Case(NamedTuple):
    """A state of a play page: its name, its English path (the German one is under ``de/``)
    and how the page is brought to the state axe looks at (``None``: the play page of
    ``game`` in the middle of a game, ``mid_game``; the tests of that page run on one
    worker: ``conftest.booted_game_of``)."""

    name: str
    path: str
    prepare: Callable[[Page, str], None] | None
    game: str | None = None


CASES = [
    *(Case(f"{game}-play-before-start", path(game), before_the_game) for game in PLAY_GAMES),
    *(Case(f"{game}-play-mid-game", path(game), None, game) for game in PLAY_GAMES),
]


@pytest.fixture(params=sorted(VIEWPORTS))
def checked(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A fresh page on a phone or a desktop screen, with axe-core loaded into every
    document before the page's own scripts (so the site's Content-Security-Policy, which
    allows no inline script, does not keep it out)."""
    context = open_context(browser, viewport=VIEWPORTS[request.param])
    context.add_init_script(path=AXE)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize(("page_path", "screen"), tour_params())
def test_no_serious_or_critical_finding_on_a_page_of_text(text_tour: TextTour, page_path: str,
                                                          screen: str) -> None:
    violations = text_tour.visit(page_path, screen).violations
    assert not failing(violations), f"{page_path or 'home'} on a {screen}:\n" \
        + findings(failing(violations))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_no_serious_or_critical_finding_on_a_play_page(checked: Page, base_url: str,
                                                       booted: Booted, case: Case,
                                                       lang: str) -> None:
    url = base_url + ("de/" if lang == "de" else "") + case.path
    if case.prepare is None:        # on the page the play tests use, booted once
        assert checked.viewport_size is not None
        screen = "phone" if checked.viewport_size["width"] == VIEWPORTS["phone"]["width"] \
            else "desktop"
        assert case.game
        checked = mid_game(booted, case.game, lang, screen)
    else:
        case.prepare(checked, url)
    violations = at_rest(checked)      # as a reader sees the table, the cards at rest
    assert not failing(violations), f"{url}:\n{findings(failing(violations))}"


def test_axe_finds_a_planted_fault(checked: Page, base_url: str) -> None:
    """The check can fail: a link in a paragraph with its underline taken away (told from the
    text by its colour alone, 2.5:1) and a button with no name, planted in the home page,
    are both reported as serious or critical; a heading two levels below the page's title
    and two navigation landmarks of one name are reported too."""
    text_page(checked, base_url)
    checked.evaluate("""() => {
      const p = document.querySelector('.md-content__inner p');
      const a = document.createElement('a');
      a.href = '#x'; a.textContent = 'a planted link';
      a.style.textDecoration = 'none';
      p.append(' ', a, ' and more words after the link, to make a block of text.');
      document.querySelector('.md-content__inner').append(document.createElement('button'));
      const h = document.createElement('h3');
      h.textContent = 'a planted heading';
      document.querySelector('.md-content__inner h1').after(h);
      for (const target of ['#y', '#z']) {   // two navigation landmarks of one name
        const nav = document.createElement('nav');
        nav.setAttribute('aria-label', 'A planted menu');
        nav.append(Object.assign(document.createElement('a'), {href: target, textContent: target}));
        document.querySelector('.md-content__inner').append(nav);
      }
    }""")
    violations = checked.evaluate(RUN_AXE)
    found = {v["id"] for v in violations if v["impact"] in FAILING}
    assert {"link-in-text-block", "button-name"} <= found
    assert {"heading-order", "landmark-unique"} <= {v["id"] for v in violations
                                                    if v["id"] in ALWAYS}
