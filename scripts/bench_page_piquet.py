"""Piquet's play page, as ``bench_browser.py`` drives it (``bench_page.py``)."""

from __future__ import annotations

from bench_page import PlayPage, clicked
from playwright.sync_api import Page


def decide(page: Page) -> int | None:
    """Exchange as many cards as allowed (the first ones), play the first card the hand
    allows, or give the first answer to a declaration; the action, where the button
    names one."""
    phase = page.get_attribute(".piquet-play", "data-phase")
    if phase == "discard":
        for i in range(int(page.get_attribute("#pq-exchange", "data-max") or 0)):
            page.locator(".pq-hand button").nth(i).click()
        page.click("#pq-exchange")
        return None
    if phase == "play":
        return clicked(page.locator(".pq-hand button:not([disabled])").first)
    return clicked(page.locator(".pq-choice").first)


PAGE = PlayPage(
    path="piquet/play/", rules_path="piquet/rules/", root=".piquet-play",
    playable=".piquet-play[data-busy='0'][data-mine='1']",
    waiting=(".piquet-play[data-busy='0'][data-mine='1'], "
             ".piquet-play[data-busy='0'][data-over='1'], #pq-next"),
    expert_link="#rules=portland&seed=2024&level=expert&horizon=deal", moves="__piquetMoves",
    decide=decide)
