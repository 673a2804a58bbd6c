"""Pip-Pip!'s play page, as ``bench_browser.py`` drives it (``bench_page.py``)."""

from __future__ import annotations

from bench_page import PlayPage, clicked
from playwright.sync_api import Page

#: The simple human: the first Pip-Pip! (a marriage to declare), else "no (more)
#: marriage", else the first card the hand allows.
CHOICES = (".pp-prompt .pp-pip:not([disabled])", ".pp-prompt .pp-no:not([disabled])",
           ".pp-hand button:not([disabled])")


def decide(page: Page) -> int | None:
    """The first of ``CHOICES`` the page offers; its action."""
    for selector in CHOICES:
        if page.locator(selector).count():
            return clicked(page.locator(selector).first)
    raise SystemExit("the Pip-Pip! page offers the human no decision")


PAGE = PlayPage(
    path="pippip/play/", rules_path="pippip/rules/", root=".pippip-play",
    playable=".pippip-play[data-busy='0'][data-mine='1']",
    waiting=(".pippip-play[data-busy='0'][data-mine='1'], "
             ".pippip-play[data-busy='0'][data-over='1']"),
    expert_link="#rules=pagat&seed=2024&level=expert&horizon=deal", moves="__pippipMoves",
    decide=decide, move_goal_ms=2000)
