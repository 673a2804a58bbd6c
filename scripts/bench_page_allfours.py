"""All-Fours' play page, as ``bench_browser.py`` drives it (``bench_page.py``)."""

from __future__ import annotations

from bench_page import PlayPage, clicked
from playwright.sync_api import Page


def decide(page: Page) -> int | None:
    """Lay out or play the first card the hand allows, or give the first answer offered
    (stand, or give one); the action, where the button names one."""
    phase = page.get_attribute(".allfours-play", "data-phase")
    if phase in ("play", "discard"):
        return clicked(page.locator(".af-hand button:not([disabled])").first)
    return clicked(page.locator(".af-choice").first)


PAGE = PlayPage(
    path="allfours/play/", rules_path="allfours/rules/", root=".allfours-play",
    playable=".allfours-play[data-busy='0'][data-mine='1']",
    waiting=(".allfours-play[data-busy='0'][data-mine='1'], "
             ".allfours-play[data-busy='0'][data-over='1'], #af-next"),
    expert_link="#rules=cotton1674&seed=2024&level=expert&horizon=deal",
    moves="__allfoursMoves", decide=decide)
