"""What ``bench_browser.py`` needs to know of a game's play page, and how it finds it.

Each game of the registry with a play page describes it in ``scripts/bench_page_<id>.py``
(``PAGE``): where the page and its rules page are, how to tell that the human may play,
how a simple human decides, and the link of a game against the expert. The benchmark
itself names no game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from playwright.sync_api import Locator, Page

from penneech.games import GAMES


@dataclass(frozen=True)
class PlayPage:
    """A game's play page as the benchmark drives it."""

    #: The play page and its rules page, relative to the site's root.
    path: str
    rules_path: str
    #: The widget's root element (``[data-busy='0']`` on it: the page waits for nobody).
    root: str
    #: A hand the human may play (the page is playable).
    playable: str
    #: The page waits for the human (a decision, the end, or a button to go on).
    waiting: str
    #: The link fragment of a game against the expert (``#rules=…&seed=…&level=expert``).
    expert_link: str
    #: The global array in which the page's worker logs each computer move
    #: (``{ms, choices}``).
    moves: str
    #: One decision of a simple human (the first thing the page offers), made: its action
    #: as the engine numbers it, where the button names one (``clicked``).
    decide: Callable[[Page], int | None]
    #: The goal for the 95th percentile of the expert's move time in the browser, in ms.
    move_goal_ms: int = 1000

    @property
    def idle(self) -> str:
        return f"{self.root}[data-busy='0']"

    @property
    def over(self) -> str:
        return f"{self.root}[data-over='1']"


def clicked(button: Locator) -> int | None:
    """Click ``button``; the action it names (``data-action``, or ``data-card``), if any."""
    action = button.get_attribute("data-action") or button.get_attribute("data-card")
    button.click()
    return None if action is None else int(action)


def play_page(game_id: str) -> PlayPage:
    """The play page of game ``game_id`` (``scripts/bench_page_<id>.py``)."""
    page: PlayPage = importlib.import_module(f"bench_page_{game_id}").PAGE
    return page


def games_with_pages() -> list[str]:
    """The registry's games whose play page the benchmark knows, in the registry's order."""
    out = []
    for game_id in GAMES:
        try:
            importlib.import_module(f"bench_page_{game_id}")
        except ModuleNotFoundError:
            continue
        out.append(game_id)
    return out
