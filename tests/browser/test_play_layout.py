"""Every play page as a card table (issue 35, "make it a table"): the other players on their
seats around the felt and the page's player at the bottom, each card of the trick in front of
the player who played it, the hand under the table and, on a phone, table and hand on the
first screen; the hand sorted by suit or by rank on the page alone, the choice kept; nothing
wider than a 320 px screen, and no serious or critical axe finding at 320, 375 and 1280 px in
the middle of a game. The player review (round 3) found the table "a document with a game in
it, not a table": the opponents a line of text, the trick one line under another."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import Booted
from play_pages import PLAY_GAMES, READY, decide, play_of, widget
from playwright.sync_api import Page, ViewportSize
from site_helpers import DESKTOP, PHONE
from site_tour import FAILING, at_rest, findings
from test_play_robust import booted_game

pytestmark = pytest.mark.browser

#: The screens the issue names: the narrowest phone, a common phone, a desktop.
SCREENS: dict[int, ViewportSize] = {320: {"width": 320, "height": 640},
                                    375: {"width": 375, "height": 667},
                                    1280: {"width": 1280, "height": 900}}
#: The sort the page keeps for every game (play-table.js).
SORT_KEY = "play-hand-sort"
#: The printed rank of a card, the Ace high (German packs: B the Jack, D the Queen).
RANKS = {"A": 14, "K": 13, "Q": 12, "D": 12, "J": 11, "B": 11}
SUITS = "♠♥♣♦"
#: The table as a player sees it: the felt's middle, each seat's box by its number, each
#: card of the trick with the seat in front of which it lies, and the hand's box.
TABLE = """root => {
  const box = (n) => { const r = n.getBoundingClientRect();
    return {x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top, bottom: r.bottom,
            left: r.left, right: r.right}; };
  const seats = {};
  root.querySelectorAll('.play-felt .play-seat')
    .forEach((n) => { seats[n.dataset.seat] = box(n); });
  return {
    centre: box(root.querySelector('.play-felt-centre')),
    seats,
    trick: [...root.querySelectorAll('.play-felt-centre .play-felt-card')].map((n) =>
      ({seat: n.dataset.seat, card: box(n.querySelector('.card'))})),
    hand: box(root.querySelector('.play-hand')),
    cards: [...root.querySelectorAll('.play-hand .card-button')].map(box),
    felt: box(root.querySelector('.play-felt')),
  };
}"""
RESTING = "() => !document.getAnimations().some((a) => String(a.id).startsWith('play-'))"


def at_a_trick(page: Page, game: str) -> dict[str, Any]:
    """Decisions like a player's (the first thing offered) until another player's card lies
    in the trick while the page waits for the player to play a card (a card of the hand
    may be played), then the table once at rest."""
    root = widget(game)
    for _ in range(80):
        if page.locator(f"{root} .play-felt-centre .play-felt-card").count() and \
                page.locator(f"{root} .play-hand .card-button:enabled").count():
            break
        decide(page, game)
    page.wait_for_function(RESTING, timeout=READY)
    table: dict[str, Any] = page.locator(root).evaluate(TABLE)
    assert table["trick"], f"no card in the trick of {game}'s table"
    return table


@pytest.fixture
def resized() -> Iterator[list[Page]]:
    """Pages whose screen a test changes; each gets its booted size back afterwards."""
    pages: list[Page] = []
    yield pages
    for page in pages:
        size = page.viewport_size
        if size and size["width"] <= PHONE["width"]:
            page.set_viewport_size(ViewportSize(width=PHONE["width"], height=PHONE["height"]))
        else:
            page.set_viewport_size(ViewportSize(width=DESKTOP["width"], height=DESKTOP["height"]))


def on_screen(booted: Booted, game: str, width: int, resized: list[Page]) -> Page:
    """``game``'s booted page (a phone's for 320 and 375 px) with its set deal started, the
    screen set to ``SCREENS[width]``, scrolled to the top."""
    page = booted_game(booted, game, "en", "phone" if width < 1000 else "desktop")
    resized.append(page)
    page.set_viewport_size(SCREENS[width])
    page.evaluate("window.scrollTo(0, 0)")
    return page


def check_in_front(table: dict[str, Any]) -> None:
    """Each card of the trick lies between the felt's middle and the seat of the player who
    played it: on the seat's side of the middle (within 35 degrees of the line to it) and
    nearer the seat than the middle is."""
    c = table["centre"]
    for played in table["trick"]:
        seat, card = table["seats"][played["seat"]], played["card"]
        to_seat = (seat["x"] - c["x"], seat["y"] - c["y"])
        to_card = (card["x"] - c["x"], card["y"] - c["y"])
        reach = math.hypot(*to_seat)
        assert math.hypot(card["x"] - seat["x"], card["y"] - seat["y"]) < reach, played
        cos = (to_seat[0] * to_card[0] + to_seat[1] * to_card[1]) / (reach * math.hypot(*to_card))
        assert cos > math.cos(math.radians(35)), (played, seat, c)


@pytest.mark.parametrize("width", sorted(SCREENS))
@pytest.mark.parametrize("game", PLAY_GAMES)
def test_the_table_as_a_player_sees_it(booted: Booted, resized: list[Page], game: str,
                                       width: int) -> None:
    """In the middle of a game: the seats around the felt with the page's player at the
    bottom, each card of the trick in front of its player, the hand under the trick; on a
    phone (375x667) felt and hand on the first screen; at 320 px nothing wider than the
    screen (WCAG 1.4.10); and axe finds nothing serious or critical."""
    page = on_screen(booted, game, width, resized)
    at_a_trick(page, game)
    page.evaluate("window.scrollTo(0, 0)")             # the first screen, as the page opens
    table = page.locator(widget(game)).evaluate(TABLE)
    check_in_front(table)
    me = page.locator(f"{widget(game)} .play-seat--you")
    assert me.count() == 1
    mine = table["seats"][me.get_attribute("data-seat")]
    assert all(mine["y"] >= s["y"] for s in table["seats"].values())      # at the bottom
    assert all(t["card"]["bottom"] <= table["hand"]["top"] for t in table["trick"])
    if width == 375:
        first_row = min(c["bottom"] for c in table["cards"])
        assert table["felt"]["top"] >= 0 and first_row <= SCREENS[375]["height"], table
    if width == 320:
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        boxes = [*table["seats"].values(), *(t["card"] for t in table["trick"]), *table["cards"]]
        assert all(b["left"] >= 0 and b["right"] <= 320 for b in boxes), boxes
    failing = [v for v in at_rest(page) if v["impact"] in FAILING]
    assert not failing, f"{game} at {width} px:\n{findings(failing)}"


def hand(page: Page, game: str) -> list[dict[str, str]]:
    """The hand's cards in the order the page shows them."""
    return page.locator(f"{widget(game)} .play-hand .card-button").evaluate_all(  # type: ignore[no-any-return]
        "bs => bs.map((b) => ({id: b.dataset.card, rank: b.dataset.rank, suit: b.dataset.suit}))")


def by_rank(cards: list[dict[str, str]]) -> list[int]:
    return [RANKS.get(c["rank"]) or int(c["rank"]) for c in cards]


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_the_hand_sorts_by_suit_or_rank_on_the_page_alone(booted: Booted, game: str) -> None:
    """*Sort the hand*: by rank the Aces first and down from there; by suit spades,
    hearts, clubs, diamonds, high to low in each; "as dealt" the game's own order again.
    The cards stay the same (only the page's order changes), and the choice is kept: the
    next game, started without a reload, shows its hand sorted the same way."""
    play = play_of(game)
    page = booted_game(booted, game)
    sort = f"#{play.prefix}-sort"
    try:
        at_a_trick(page, game)
        dealt = hand(page, game)
        assert len(dealt) >= 3
        page.select_option(sort, "rank")
        ranked = hand(page, game)
        assert sorted(c["id"] for c in ranked) == sorted(c["id"] for c in dealt)
        assert by_rank(ranked) == sorted(by_rank(ranked), reverse=True)
        page.select_option(sort, "suit")
        suited = hand(page, game)
        order = [SUITS.index(c["suit"]) for c in suited]
        assert order == sorted(order)
        for suit in set(order):
            same = [c for c in suited if SUITS.index(c["suit"]) == suit]
            assert by_rank(same) == sorted(by_rank(same), reverse=True)
        page.select_option(sort, "dealt")
        assert hand(page, game) == dealt
        page.select_option(sort, "rank")
        assert page.evaluate(f"localStorage.getItem({SORT_KEY!r})") == "rank"
        play.start(page)                                   # a new game, no reload
        at_a_trick(page, game)
        again = hand(page, game)
        assert len(again) >= 3
        assert page.locator(sort).input_value() == "rank"
        assert by_rank(again) == sorted(by_rank(again), reverse=True)
    finally:                    # the other tests on this page read the hand as dealt
        page.select_option(sort, "dealt")
        page.evaluate(f"localStorage.removeItem({SORT_KEY!r})")
