"""The play pages of the registered games, for the browser tests that treat every game alike
(issue 33: a new game costs its package, one registry line, its pages and its own tests,
and these tests cover it without an edit).

What the registry says of a game is read from it: the game has a play page when its
``Game.web`` is set; the page is ``play/`` for the default game (``penneech.games.DEFAULT``)
and ``<id>/play/`` for any other; its widget is ``.<id>-play``.

What only the game knows (what shows that its page waits for the player, where it shows
the trick, how a player starts a set deal on it and takes a decision) its own browser
module declares as ``PLAY``, a ``PlayPage``: ``tests/browser/test_<id>_play.py``, or the
historic ``test_play.py`` of the game ``HISTORIC_MODULES`` gives it (Penneech). A game with
a play page and no such declaration fails every generic test of it, saying what is missing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pytest
from conftest import HISTORIC_MODULES, TESTS

from penneech.games import DEFAULT, GAMES, packaged

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: How long a page may take to answer a decision, or to load (a cap for a busy machine).
READY = 90_000
#: The historic name of a game's browser module (see ``HISTORIC_MODULES``).
HISTORIC_PLAY = "browser/test_play"


@dataclass(frozen=True)
class PlayPage:
    """What a game's own browser module knows of its play page."""

    #: The prefix of the ids of the page's controls (``#<prefix>-new``, ``#<prefix>-next``).
    prefix: str
    #: A selector present once the page waits for the player (or the deal or game is over).
    waiting: str
    #: Where the table shows the trick being played (and, if it shows it there, the last).
    trick: str
    #: Where the table keeps the last trick in view once it is gathered.
    last: str
    #: A link's fragment that starts the set deal of ``start`` (the random computer).
    link: str
    #: Start that set deal on a loaded page as a player would (its menus and *New game*),
    #: and wait until the page waits for the player.
    start: Callable[[Page], None]
    #: One decision like a player, the first thing the page offers, without waiting for the
    #: answer.
    act: Callable[[Page], None]
    #: How many decisions bring ``start``'s deal to the middle of a game, where the
    #: accessibility tests check what the game draws, or the phase to stop in first.
    mid_game: int
    mid_game_phase: str | None = None
    #: The choices of the page's menus (its module's ``new_game`` keywords) for a short
    #: game that the tests play to its end: a single deal where the game has one, against
    #: the random computer.
    quick: Mapping[str, Any] = field(default_factory=dict)


#: The package's games that have a play page, in the registry's order (the site is built
#: from the package's registry alone: a game the tests register has no page on it).
PLAY_GAMES = [g.id for g in GAMES.values() if packaged(g.id) and g.web]


def path(game: str, lang: str = "en") -> str:
    """The site path of ``game``'s play page in ``lang``."""
    return ("de/" if lang == "de" else "") + ("play/" if game == DEFAULT else f"{game}/play/")


def widget(game: str) -> str:
    """The selector of ``game``'s play widget."""
    return f".{game}-play"


def module_of(game: str) -> str:
    """The name (as ``HISTORIC_MODULES`` writes it) of ``game``'s own browser module."""
    if HISTORIC_MODULES.get(HISTORIC_PLAY) == game:
        return HISTORIC_PLAY
    return f"browser/test_{game}_play"


def play_of(game: str) -> PlayPage:
    """``PLAY`` of ``game``'s own browser module; the test fails saying what is missing if
    there is no such module or it declares no ``PlayPage``."""
    name = module_of(game)
    file = TESTS / f"{name}.py"
    if not file.exists():
        pytest.fail(f"the game {game!r} has a play page but no browser module "
                    f"tests/{name}.py declaring PLAY (a PlayPage, tests/browser/play_pages.py)",
                    pytrace=False)
    declared = getattr(importlib.import_module(name.rsplit("/", 1)[-1]), "PLAY", None)
    if not isinstance(declared, PlayPage):
        pytest.fail(f"tests/{name}.py declares no PLAY = PlayPage(...) for the game {game!r}'s "
                    f"play page (tests/browser/play_pages.py); it has {declared!r}",
                    pytrace=False)
    return declared


#: What each game's own browser module has, besides ``PLAY``, for the tests that play a
#: short game to its end on its page: its booted page, a new game from the menus, the game
#: played to its end.
HELPERS = ("booted_play", "new_game", "play_to_the_end")


def module(game: str) -> ModuleType:
    """``game``'s own browser module, once ``play_of`` finds its ``PLAY``; the test fails
    naming any of ``HELPERS`` the module lacks."""
    play_of(game)
    found = importlib.import_module(module_of(game).rsplit("/", 1)[-1])
    missing = [name for name in HELPERS if not callable(getattr(found, name, None))]
    if missing:
        pytest.fail(f"tests/{module_of(game)}.py has no {', '.join(missing)} for the game "
                    f"{game!r} (tests/browser/play_pages.py, HELPERS)", pytrace=False)
    return found


def wait(page: Page, game: str) -> None:
    """Wait until ``game``'s page waits for the player (or the deal or game is over)."""
    page.wait_for_selector(play_of(game).waiting, timeout=READY)


def decide(page: Page, game: str) -> None:
    """One decision like a player (the first thing offered), then wait for the answer."""
    play_of(game).act(page)
    wait(page, game)


def press_new_game(page: Page, prefix: str, selector: str | None = None) -> None:
    """Press *New game* as a player would (``selector``, by default the one in view: under
    the table, or the end's own) and, when the page asks before it gives up a game in
    progress (the player review's S2-2), answer that a new game is wanted. The question is
    asked at once in the button's click handler, so it is open when the click returns."""
    page.locator(selector or f"#{prefix}-new:visible, #{prefix}-again:visible").first.click()
    if page.locator(f"#{prefix}-confirm[open]").count():
        page.click(f"#{prefix}-confirm-yes")
