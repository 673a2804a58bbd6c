"""Undo against the computer on every play page (``play-undo.js``, the engine's ``undo``):
the *Undo* button and the keys Control+Z take back the player's last decision and the
computers' answers to it, as often as the player likes; the page shows the game as it stood
before that decision (the hand as it was), a screen reader hears which decision was taken
back, the focus goes back to the decision, and the page stays accessible. A finished game
with take-backs is counted apart in the statistics. The games and their helpers are those
of ``test_play_robust``; a test of one page takes the registry's first or last game with a
play page (``PLAY_GAMES``), as the other modules do, never one named here."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import Booted
from play_pages import PLAY_GAMES, READY, decide, module, play_of, wait, widget
from playwright.sync_api import Page, expect
from site_tour import FAILING, at_rest, findings
from test_play_robust import booted_game, hand

pytestmark = pytest.mark.browser

#: What a screen reader hears after a take-back, in each language: the decision's words
#: come between the two parts.
SAID = {"en": ("Your last decision taken back: ", ". It is your turn."),
        "de": ("Ihre letzte Entscheidung zurückgenommen: ", ". Sie sind am Zug.")}
#: The rows of the statistics of the games played in this browser.
STATS_ROWS = ".play-stats-table tbody tr[data-rules]"
#: The button's name in each language.
UNDO = {"en": "Undo", "de": "Zurücknehmen"}


def undo_button(page: Page, game: str) -> Any:
    return page.locator(f"#{play_of(game).prefix}-undo")


def position(page: Page, game: str) -> dict[str, Any]:
    """What the player sees of the position: the phase, whose turn, the status line and the
    hand (every card, playable or not)."""
    root = widget(game)
    return {"phase": page.get_attribute(root, "data-phase"),
            "mine": page.get_attribute(root, "data-mine"),
            "status": page.locator(f"{root} .play-status").inner_text(),
            "hand": hand(page)}


def said(page: Page) -> list[str]:
    texts: list[str] = page.evaluate("window.__said")
    return texts


def wait_said(page: Page, lang: str) -> str:
    """The announcement of a take-back, once the live region has said it."""
    start, end = SAID[lang]
    page.wait_for_function(
        "([a, b]) => window.__said.some((s) => s.startsWith(a) && s.endsWith(b))",
        arg=[start, end], timeout=READY)
    return next(s for s in reversed(said(page)) if s.startswith(start) and s.endswith(end))


def assert_focus_on_a_decision(page: Page, game: str) -> None:
    """The focus is on something the player can press to decide: an enabled button of the
    widget, outside its menus and other than Undo itself."""
    root, prefix = widget(game), play_of(game).prefix
    page.wait_for_function(
        """([root, undo]) => { const a = document.activeElement;
             return a && a.closest(root) && a.tagName === "BUTTON" && !a.disabled &&
                    a.id !== undo && !a.closest(".play-controls"); }""",
        arg=[root, f"{prefix}-undo"], timeout=READY)


def assert_accessible(page: Page) -> None:
    """axe finds nothing serious or critical once the cards have come to rest."""
    violations = at_rest(page)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, findings(failing)


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_undo_takes_back_the_last_decision_by_button_and_by_keys(booted: Booted,
                                                                 game: str) -> None:
    """A new game has nothing to take back: *Undo* is disabled. After a decision it is
    enabled; pressed, the page shows the position before the decision again, a screen
    reader hears "Your last decision taken back: …", the focus is on the decision, and
    axe finds nothing serious. Two decisions later, Control+Z takes them back one by one,
    and with nothing left to take back the button is disabled again."""
    page = booted_game(booted, game, live=True)
    button = undo_button(page, game)
    expect(button).to_have_text(UNDO["en"])
    expect(button).to_have_attribute("aria-keyshortcuts", "Control+Z Meta+Z")
    expect(button).to_be_disabled()
    first = position(page, game)
    decide(page, game)
    expect(button).to_be_enabled()
    button.click()
    wait(page, game)
    assert position(page, game) == first
    words = wait_said(page, "en")
    assert len(words) > len("".join(SAID["en"]))               # it names the decision
    assert_focus_on_a_decision(page, game)
    expect(button).to_be_disabled()
    assert_accessible(page)

    decide(page, game)
    second = position(page, game)
    decide(page, game)
    page.evaluate("window.__said = []")
    assert_focus_on_a_decision(page, game)
    page.keyboard.press("Control+z")
    wait(page, game)
    assert position(page, game) == second
    wait_said(page, "en")
    assert_focus_on_a_decision(page, game)
    page.keyboard.press("Control+z")
    wait(page, game)
    assert position(page, game) == first
    expect(button).to_be_disabled()


@pytest.mark.parametrize("game", PLAY_GAMES[:1])
def test_a_seed_field_keeps_its_own_undo(booted: Booted, game: str) -> None:
    """Control+Z typed in a field of the menus (the deal number, which every play page's
    menus have) undoes the typing there, not a decision."""
    page = booted_game(booted, game, live=True)
    decide(page, game)
    before = position(page, game)
    seed = page.locator(f"#{play_of(game).prefix}-seed")
    seed.fill("")
    seed.press_sequentially("12")
    seed.press("Control+z")
    wait(page, game)
    assert position(page, game) == before
    expect(undo_button(page, game)).to_be_enabled()


def stats_rows(page: Page, game: str) -> dict[tuple[str, str], tuple[int, str]]:
    """The rows of the page's statistics: how many games each counts and its words, by its
    computer and its rule set (``data-level``, ``data-rules``: the rule set, marked
    ``|deal`` for one deal and ``|takebacks`` for games with take-backs)."""
    rows: list[list[Any]] = page.locator(f"{widget(game)} {STATS_ROWS}").evaluate_all(
        """rs => rs.map((r) => [r.dataset.level, r.dataset.rules,
                               Number(r.querySelector("[data-played]").dataset.played),
                               r.innerText])""")
    return {(level, rules): (played, text) for level, rules, played, text in rows}


@pytest.mark.parametrize("game", PLAY_GAMES[-1:])
def test_in_german_and_in_the_statistics_a_game_with_takebacks_counts_apart(
        booted: Booted, game: str) -> None:
    """On the German page the button is *Zurücknehmen* and a screen reader hears "Ihre
    letzte Entscheidung zurückgenommen: … Sie sind am Zug."; a game played to its end
    after a take-back counts in a row of its own, "mit Zurücknahmen", not in the row of the
    games played without."""
    page = booted_game(booted, game, "de", live=True)
    root, prefix = widget(game), play_of(game).prefix
    before = stats_rows(page, game)
    expect(undo_button(page, game)).to_have_text(UNDO["de"])
    decide(page, game)
    undo_button(page, game).click()
    wait(page, game)
    assert re.search(r": \S", wait_said(page, "de"))
    assert_accessible(page)
    module(game).play_to_the_end(page)
    expect(page.locator(f"{root}[data-over='1']")).to_have_count(1)
    expect(undo_button(page, game)).to_be_disabled()                  # nothing after the end
    counted = sum(played for played, _ in before.values())
    page.wait_for_function(
        """([rows, n]) => Array.from(document.querySelectorAll(rows)).reduce(
             (sum, r) => sum + Number(r.querySelector("[data-played]").dataset.played), 0) > n""",
        arg=[f"{root} {STATS_ROWS}", counted], timeout=READY)
    after = stats_rows(page, game)
    changed = [key for key in after if after[key][0] != before.get(key, (0, ""))[0]]
    assert len(changed) == 1, (before, after)
    level, rules = changed[0]
    assert rules.endswith("|takebacks"), rules
    assert after[level, rules][0] == before.get((level, rules), (0, ""))[0] + 1
    assert "mit Zurücknahmen" in after[level, rules][1]
    clean = (level, rules.removesuffix("|takebacks"))
    assert after.get(clean, (0, ""))[0] == before.get(clean, (0, ""))[0]
    assert page.locator(f"#{prefix}-undo").count() == 1
