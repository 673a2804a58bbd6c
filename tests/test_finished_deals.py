"""The deals that are over, as every game keeps them (``penneech.core.tricks.FinishedDeal``).

A state keeps every deal that ended: the hands as dealt, every trick with its winner and
each seat's points in the deal, so that the last trick of a deal is still there once the
table is cleared for the next. A seat's view holds the same deals with the tricks and
points, played and scored face up, but only its own hand as dealt (and of what else a game
keeps of a seat in a deal, only the seat's own): fair play, as at the table.

The conformance checker holds every registered game to this (its check ``deals``); what
one game's deals hold beyond it (how many cards and tricks, whose discards or cards laid
out are hidden, how the points are reckoned) is tested in the game's own modules
(``tests/test_<id>_deals.py``; High Card's in ``tests/test_registry_game.py``).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from penneech.core.conformance import ConformanceError, check
from penneech.core.game import Game
from penneech.core.tricks import FinishedDeal
from penneech.games import GAMES

ALL = list(GAMES.values())


def play_random(game: Game[Any, Any, Any], rules: Any, seed: int,
                horizon: str = "game") -> Any:
    """A whole game (or deal) with random legal choices and the game's seeded chance."""
    state = game.new_state(rules, horizon)
    chance = game.chance(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            chance.advance(state)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def deal_points(events: Any, deal: int, seats: int, key: str = "deal") -> tuple[int, ...]:
    """Each seat's points in the score log's lines of deal ``deal`` (their field ``key``)."""
    points = [0] * seats
    for e in events:
        if getattr(e, key) == deal:
            points[e.player] += e.points
    return tuple(points)


def check_seen(deal: FinishedDeal, seat: int, seen: FinishedDeal) -> None:
    """``seen`` is ``deal`` as ``seat`` may know it: the tricks, points and own hand as
    dealt; every other seat's hand as dealt hidden (0)."""
    assert seen.deal == deal.deal and seen.dealer == deal.dealer
    assert seen.tricks == deal.tricks and seen.points == deal.points
    assert seen.dealt[seat] == deal.dealt[seat]
    assert all(h == 0 for s, h in enumerate(seen.dealt) if s != seat)
    assert all(h != 0 for h in deal.dealt)


@pytest.mark.parametrize("game", ALL, ids=[g.id for g in ALL])
def test_every_deal_is_kept_and_a_view_shows_only_what_its_seat_saw(
        game: Game[Any, Any, Any]) -> None:
    """In seeded random games of every rule set, to every horizon: each deal that ends is
    kept at once, numbered from 1, with a hand as dealt to each seat (as many cards as a
    hand holds at least, no card in two hands), every trick numbered from 1 (the last one
    too, though the table is cleared) and each seat's points; every seat's view holds
    every deal kept, face up, but for the other seats' hands as dealt (and the other seats'
    part of anything the game keeps of each seat), hidden."""
    check(game, only=["deals"], games=3)


def test_the_checker_finds_a_view_that_shows_another_hand_as_dealt() -> None:
    """A view that shows the deals over as the state keeps them reveals the other seats'
    hands as dealt: the checker names the seat and the deal (All-Fours, whose deals also
    keep the cards each player laid out, unseen)."""
    allfours = GAMES["allfours"]
    view_of: Any = allfours.view_of

    def open_view(state: Any, seat: int) -> Any:
        return dataclasses.replace(view_of(state, seat), deals=tuple(state.deals))

    with pytest.raises(ConformanceError, match="seat 0's view of deal 1 shows another "
                                               "seat's hand as dealt"):
        check(dataclasses.replace(allfours, view_of=open_view), games=1, only=["deals"])

    def laid_open(state: Any, seat: int) -> Any:
        view = view_of(state, seat)
        deals = tuple(dataclasses.replace(seen, laid_out=(1, 1)) for seen in view.deals)
        return dataclasses.replace(view, deals=deals)

    with pytest.raises(ConformanceError, match="seat 0's view of deal 1 shows its laid_out "
                                               "neither face up nor its own only"):
        check(dataclasses.replace(allfours, view_of=laid_open), games=1, only=["deals"])


def test_the_checker_finds_a_deal_kept_without_its_last_trick() -> None:
    """A state that keeps a deal without its last trick (the one the table is cleared of)
    is named (the toy game, High Card)."""
    toy = GAMES["toy"]
    state_factory = toy.state_factory

    def careless(rules: Any, horizon: Any, dealer: int | None) -> Any:
        state: Any = state_factory(rules, horizon, dealer)
        apply_action = state.apply_action

        def apply(action: int, player: int | None = None) -> Any:
            done = apply_action(action, player)
            if state.deals:
                state.deals = tuple(dataclasses.replace(d, tricks=d.tricks[:-1])
                                    for d in state.deals)
            return done
        state.apply_action = apply
        return state

    with pytest.raises(ConformanceError, match="deal 1 is kept without the tricks on the table"):
        check(dataclasses.replace(toy, state_factory=careless), games=1, only=["deals"])
