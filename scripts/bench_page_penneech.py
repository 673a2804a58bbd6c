"""Penneech's play page, as ``bench_browser.py`` drives it (``bench_page.py``)."""

from __future__ import annotations

from bench_page import PlayPage, clicked
from playwright.sync_api import Page


def decide(page: Page) -> int | None:
    """Keep a poor hand when asked, else play the first card the hand allows; the card."""
    keep = page.locator("#play-keep")
    button = keep if keep.count() else page.locator(".play-hand button:not([disabled])").first
    return clicked(button)


PAGE = PlayPage(
    path="play/", rules_path="rules/", root=".penneech-play",
    playable=(".penneech-play[data-busy='0'] .play-hand button:not([disabled]), "
              ".penneech-play[data-busy='0'] #play-keep"),
    waiting=".penneech-play[data-busy='0']",
    expert_link="#rules=mcleod&seed=2024&level=expert", moves="__penneechMoves",
    decide=decide)
