"""Forced cards on every play page (``play-forced.js``): with the option *Play forced cards
for me* on, as it is by default, the page plays for the player a card that is the only
legal one and says which, beside the hand and in a live region, in English and German;
turned off it plays nothing; the choice is kept in the browser across a reload; and *Undo*
goes back over the cards played for the player to their last own decision, without the page
playing them again. The games and their helpers are those of ``test_play_undo``."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs

import pytest
from conftest import Booted
from play_pages import PLAY_GAMES, READY, decide, play_of, press_new_game, wait, widget
from playwright.sync_api import Page, expect
from test_play_robust import booted_game
from test_play_undo import position, undo_button

pytestmark = pytest.mark.browser

#: The option's label and the start of what the page says it played, in each language.
LABEL = {"en": "Play forced cards for me", "de": "Erzwungene Karten für mich spielen"}
PLAYED = {"en": "Played for you, the only legal choice:",
          "de": "Für Sie gespielt, die einzige erlaubte Wahl:"}
#: A decision's take-back with forced cards after it, as a screen reader hears it.
UNDONE = {"en": ("Your last decision taken back: ", "played for you after it. It is your turn.")}
#: The browser's key of the option (``play-forced.js``).
KEY = "play-forced-cards"
#: Decisions a test may take before the thing it waits for must have happened.
LIMIT = 200


def box(page: Page, game: str) -> Any:
    return page.locator(f"#{play_of(game).prefix}-forced")


def note(page: Page, game: str) -> Any:
    return page.locator(f"{widget(game)} .play-forced-note")


def over(page: Page, game: str) -> bool:
    return page.get_attribute(widget(game), "data-over") == "1"


def set_option(page: Page, game: str, on: bool) -> None:
    """Set the option as a player would, by its check box."""
    if box(page, game).is_checked() != on:
        box(page, game).click()
    expect(box(page, game)).to_be_checked(checked=on)


def one_card_waits(page: Page, game: str) -> bool:
    """The page waits for the player with exactly one card they may play (and no other
    question): the position the option would play."""
    root = widget(game)
    state: bool = page.evaluate(
        """(root) => { const w = document.querySelector(root);
             if (w.dataset.busy !== "0" || w.dataset.over === "1") return false;
             const cards = w.querySelectorAll(".play-hand button[data-card]:not([disabled])");
             const other = w.querySelectorAll(
               "[class*='-prompt'] button:not([disabled]), #play-throw");
             return cards.length === 1 && other.length === 0 &&
                    !w.querySelector("[class*='-deal-over']:not([hidden])"); }""", root)
    return state


def whole_game(page: Page, game: str) -> None:
    """Where the page plays one deal or a whole game, a whole game of the set deal's number
    (a one-deal game ends with its last card, forced, and a finished game has nothing to
    take back), started with the menus and *New game*."""
    prefix = play_of(game).prefix
    horizon = page.locator(f"#{prefix}-horizon")
    if not horizon.count():
        return
    seed = parse_qs(play_of(game).link.lstrip("#"))["seed"][0]
    horizon.select_option("game")
    page.fill(f"#{prefix}-seed", seed)
    press_new_game(page, prefix, f"#{prefix}-new")
    page.wait_for_function(
        "(root) => document.querySelector(root).dataset.busy === '0'", arg=widget(game))
    wait(page, game)


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_a_forced_card_is_played_and_said_and_undo_goes_back_over_it(booted: Booted,
                                                                      game: str) -> None:
    """On by default: playing the set deal by the first choice offered, the page comes to
    a card that is the only legal one and plays it for the player; the note beside the hand
    and the live region say "Played for you, the only legal choice: …". *Undo* then takes
    back the cards played for the player and the player's last own decision before them:
    the page shows the position of that decision and leaves it to the player (it plays
    nothing by itself), and a screen reader hears that forced cards went with it."""
    page = booted_game(booted, game, live=True)
    expect(page.locator(f"label[for='{play_of(game).prefix}-forced']")).to_have_text(LABEL["en"])
    # on by default: with no choice kept in the browser (the other browser tests keep "off",
    # ``tests/conftest.py``, FORCED_OFF), the option is on
    assert page.evaluate(f"""() => {{ const kept = localStorage.getItem("{KEY}");
        localStorage.removeItem("{KEY}"); const on = window.playForced.isOn();
        if (kept !== null) localStorage.setItem("{KEY}", kept); return on; }}""")
    set_option(page, game, True)
    try:
        forced_then_undone(page, game)
    finally:
        set_option(page, game, False)                              # as other tests expect it


def forced_then_undone(page: Page, game: str) -> None:
    whole_game(page, game)
    for _ in range(LIMIT):
        before = position(page, game)
        decide(page, game)
        if over(page, game) or note(page, game).is_visible():
            break
    assert not over(page, game), "the game ended before a forced card mid-game"
    text = note(page, game).inner_text()
    assert text.startswith(PLAYED["en"]) and len(text) > len(PLAYED["en"]) + 1
    said: list[str] = page.evaluate("window.__said")
    assert any(s.startswith(PLAYED["en"]) for s in said)
    assert not one_card_waits(page, game)                          # nothing forced is left

    page.evaluate("window.__said = []")
    undo_button(page, game).click()
    wait(page, game)
    page.wait_for_function(
        "([a, b]) => window.__said.some((s) => s.startsWith(a) && s.endsWith(b))",
        arg=list(UNDONE["en"]), timeout=READY)
    assert position(page, game) == before                          # the last own decision
    expect(note(page, game)).to_be_hidden()
    decide(page, game)                                             # and it is the player's
    assert position(page, game) != before


def test_off_it_plays_nothing_and_the_choice_survives_a_reload(booted: Booted) -> None:
    """Turned off, the page waits at a card that is the only legal one as at any other
    decision; after a reload the box is still unchecked and the page still waits; checked
    again, it plays the card at once and says so (here in German)."""
    game = PLAY_GAMES[0]
    page = booted_game(booted, game, "de", live=True)
    expect(page.locator(f"label[for='{play_of(game).prefix}-forced']")).to_have_text(LABEL["de"])
    set_option(page, game, False)
    try:
        for _ in range(LIMIT):
            if over(page, game) or one_card_waits(page, game):
                break
            decide(page, game)
        assert one_card_waits(page, game), "no card was the only legal one before the end"
        expect(note(page, game)).to_be_hidden()
        waiting = position(page, game)
        page.reload()
        wait(page, game)
        expect(box(page, game)).not_to_be_checked()
        assert position(page, game)["hand"] == waiting["hand"]
        assert one_card_waits(page, game)
        page.evaluate("window.__said = []")
        set_option(page, game, True)
        expect(note(page, game)).to_contain_text(PLAYED["de"])
        wait(page, game)
        assert position(page, game)["hand"] != waiting["hand"]
        said: list[str] = page.evaluate("window.__said")
        assert any(s.startswith(PLAYED["de"]) for s in said)
    finally:
        set_option(page, game, False)                              # as other tests expect it
