"""Pip-Pip! for people on the play page (pass-and-play): the menus *Who plays* seat people
(named) and computers; on one device passed round, each time the turn goes from one person
to another the page shows "Pass the device to Ben." and a button "I am Ben", with no card of
any hand in the page behind it, and axe finds nothing serious; the button (by keyboard too:
it has the focus) shows Ben's hand, and a screen reader hears whose turn it is. A whole
deal with two people and three computers, and one with people only; the statistics name
the people."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import Booted
from play_pages import READY, press_new_game
from playwright.sync_api import Page, expect
from site_tour import FAILING, at_rest, findings
from test_pippip_play import IDLE, ROOT, act, booted_play, hand_ids, is_over
from test_play_robust import RECORD_LIVE

pytestmark = pytest.mark.browser

#: The page waits for a person: to decide, to take the device, or the game is over.
WAITING = f"{IDLE}[data-mine='1'], {IDLE}[data-over='1'], #pp-next, {IDLE} #pp-take"


@pytest.fixture
def page(booted: Booted) -> Iterator[Page]:
    """The booted Pip-Pip! page, recording its live regions; afterwards its seats are as a
    new page has them (seat 0 a person without a name, the others computers)."""
    tab = booted_play(booted, init=RECORD_LIVE)
    tab.evaluate("window.__said = []")
    yield tab
    seats = tab.locator("select[id^='pp-seat-']")
    for s in range(seats.count()):
        tab.select_option(f"#pp-seat-{s}", "person" if s == 0 else "computer")
    tab.fill("#pp-name-0", "")


def start(page: Page, people: list[str | None], seed: int) -> None:
    """A one-deal game at a table of ``len(people)``: a name for a person's seat, None for
    a computer's, set with the menus, then *New game*."""
    page.select_option("#pp-level", "random")
    page.select_option("#pp-preset", "pagat")
    page.select_option("#pp-players", str(len(people)))
    page.select_option("#pp-horizon", "deal")
    for s, name in enumerate(people):
        page.select_option(f"#pp-seat-{s}", "person" if name is not None else "computer")
        if name is not None:
            page.fill(f"#pp-name-{s}", name)
    page.fill("#pp-seed", str(seed))
    press_new_game(page, "pp")
    page.wait_for_selector(WAITING, timeout=READY)


def play_deal(page: Page, people: list[str | None]) -> list[str]:
    """Play the deal to its end through the pass screens, each person taking the first
    decision offered, by keyboard on the pass screen; the names the device was passed to."""
    passed: list[str] = []
    for _ in range(800):
        if is_over(page):
            return passed
        take = page.locator("#pp-take")
        if take.count():
            seat = int(take.get_attribute("data-seat") or -1)
            name = people[seat]
            assert name is not None
            # Behind the pass screen: the name, and no card of anyone's hand in the page.
            expect(page.locator(".pp-pass-title")).to_have_text(f"Pass the device to {name}.")
            expect(take).to_have_text(f"I am {name}")
            assert page.locator(f"{ROOT} [data-card]").count() == 0
            assert page.locator(".pp-hand").inner_text().strip() == ""
            assert page.locator(".pp-drawn").inner_text().strip() == ""
            expect(take).to_be_focused()
            if not passed:                        # the pass screen is accessible (axe)
                failing = [v for v in at_rest(page) if v["impact"] in FAILING]
                assert not failing, findings(failing)
            page.keyboard.press("Enter")
            page.wait_for_selector(WAITING, timeout=READY)
            passed.append(name)
            if page.get_attribute(ROOT, "data-mine") == "1":    # (a forced card may be played)
                expect(page.locator(".pp-seat--you")).to_have_attribute("data-seat", str(seat))
                assert hand_ids(page)
            continue
        mine = page.get_attribute(".pp-seat--you", "data-seat")
        assert mine is not None and people[int(mine)] is not None
        act(page)
        page.wait_for_selector(WAITING, timeout=READY)
    raise AssertionError("the deal did not end")


def said(page: Page) -> list[str]:
    texts: list[str] = page.evaluate("window.__said")
    return texts


def test_two_people_and_three_computers_pass_the_device(page: Page) -> None:
    """Anna at seat 0, Ben at seat 2, computers at 1, 3 and 4: the deal is played through
    the pass screen both ways, each hand hidden until its player takes the device; a screen
    reader hears "Pass the device to Ben." and "Ben: your turn."; the end names the seats
    and the statistics count a row for each person."""
    people = ["Anna", None, "Ben", None, None]
    start(page, people, 2)
    page.locator(".pp-hand button:not([disabled]), #pp-take").first.focus()
    passed = play_deal(page, people)
    assert {"Anna", "Ben"} <= set(passed)
    assert any(s == "Pass the device to Ben." for s in said(page))
    assert any(s.startswith("Ben: your turn.") for s in said(page))
    expect(page.locator(".pp-seats")).to_contain_text("Computer 3")
    stats = page.locator(f"{ROOT} .play-stats-table")
    expect(stats.locator("tr[data-level='person:Anna']")).to_contain_text("Anna")
    expect(stats.locator("tr[data-level='person:Ben']")).to_contain_text("Ben")


def test_people_only_play_a_deal_with_no_computer(page: Page) -> None:
    """Three people and no computer: every turn goes from one to another through the pass
    screen, and the deal ends."""
    people: list[str | None] = ["Anna", "Ben", "Cleo"]
    start(page, people, 4)
    page.locator(".pp-hand button:not([disabled]), #pp-take").first.focus()
    passed = play_deal(page, people)
    assert set(passed) == {"Anna", "Ben", "Cleo"}
    assert is_over(page)
