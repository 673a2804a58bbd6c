"""The deals that are over, as each game keeps them (``penneech.core.tricks.FinishedDeal``).

A state keeps every deal that ended: the hands as dealt, every trick with its winner and
each seat's points in the deal, so that the last trick of a deal is still there once the
table is cleared for the next. A seat's view holds the same deals with the tricks and
points, played and scored face up, but only its own hand as dealt (and in Piquet only its
own discards, in All-Fours only the cards it laid out itself): fair play, as at the table.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from toy_game.game import GAME as TOY

from penneech.core.cards import cards_in, suit_of
from penneech.core.tricks import FinishedDeal, played_by
from penneech.games import GAMES
from penneech.games.allfours.game import GAME as ALLFOURS
from penneech.games.allfours.state import AllFoursDeal, AllFoursState
from penneech.games.penneech.game import GAME as PENNEECH
from penneech.games.penneech.state import State
from penneech.games.pippip.game import GAME as PIPPIP
from penneech.games.pippip.state import PippipDeal, PippipState
from penneech.games.piquet.game import GAME as PIQUET
from penneech.games.piquet.pack import TRICKS
from penneech.games.piquet.state import PiquetDeal, PiquetState


def play_random(game_id: str, preset: str, seed: int, horizon: str = "game") -> Any:
    """A whole game (or deal) with random legal choices and the game's seeded chance."""
    game = GAMES[game_id]
    state = game.new_state(game.presets[preset].rules, horizon)
    chance = game.chance(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            chance.advance(state)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def deal_points(events: Any, deal: int, seats: int, key: str = "deal") -> tuple[int, ...]:
    points = [0] * seats
    for e in events:
        if getattr(e, key) == deal:
            points[e.player] += e.points
    return tuple(points)


def check_seen(state: Any, deal: FinishedDeal, seat: int, seen: FinishedDeal) -> None:
    """``seen`` is ``deal`` as ``seat`` may know it: the tricks, points and own hand as
    dealt; every other seat's hand as dealt hidden (0)."""
    assert seen.deal == deal.deal and seen.dealer == deal.dealer
    assert seen.tricks == deal.tricks and seen.points == deal.points
    assert seen.dealt[seat] == deal.dealt[seat]
    assert all(h == 0 for s, h in enumerate(seen.dealt) if s != seat)
    assert all(h != 0 for h in deal.dealt)


@pytest.mark.parametrize("preset", ["martin", "mcleod", "parlett"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_penneech_keeps_every_hand_played_and_a_view_shows_only_its_own_cards(
        preset: str, seed: int) -> None:
    """Every hand of the game is kept, numbered from 1 (a hand thrown in is dealt again
    under its number, C18): seven cards to each (C1), seven tricks played from them (C3)
    unless the game was won during the hand, and the points the log gives the hand. The
    opponent's hand as dealt is not in a player's view."""
    state: State = play_random("penneech", preset, seed)
    assert [d.deal for d in state.deals] == list(range(1, state.hand_no + 1))
    for d in state.deals:
        assert d.points == deal_points(state.events, d.deal, 2, "hand")
        assert [t.number for t in d.tricks] == list(range(1, len(d.tricks) + 1))
        for seat in (0, 1):
            assert d.dealt[seat].bit_count() == 7
            assert played_by(d.tricks, seat) & ~d.dealt[seat] == 0
            if len(d.tricks) == 7:
                assert played_by(d.tricks, seat) == d.dealt[seat]
    assert state.deals[-1].tricks == tuple(state.tricks)
    for seat in (0, 1):
        view = PENNEECH.view_of(state, seat)
        assert len(view.deals) == len(state.deals)
        for d, seen in zip(state.deals, view.deals, strict=True):
            check_seen(state, d, seat, seen)


@pytest.mark.parametrize("preset", ["portland", "meyers1888"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_piquet_keeps_every_deal_and_a_view_hides_the_opponents_hand_and_discards(
        preset: str, seed: int) -> None:
    """Every deal is kept, its twelve tricks (Cavendish, law 59) the last one included,
    each player's hand as dealt (twelve cards, law 9) and discards, and the points
    reckoned in it. A player's view of a deal holds the tricks and the points but neither
    the opponent's hand as dealt nor her discards (law 23); the talon is in neither."""
    state: PiquetState = play_random("piquet", preset, seed)
    assert [d.deal for d in state.deals] == list(range(1, state.deal_no + 1))
    for d in state.deals:
        assert isinstance(d, PiquetDeal)
        assert d.points == deal_points(state.events, d.deal, 2)
        if d is not state.deals[-1]:
            assert len(d.tricks) == TRICKS
        for seat in (0, 1):
            assert d.dealt[seat].bit_count() == 12
            assert d.discards[seat] & ~d.dealt[seat] == 0
            if len(d.tricks) == TRICKS:  # every card kept was played
                assert d.dealt[seat] & ~d.discards[seat] & ~played_by(d.tricks, seat) == 0
    for seat in (0, 1):
        view = PIQUET.view_of(state, seat)
        for d, seen in zip(state.deals, view.deals, strict=True):
            check_seen(state, d, seat, seen)
            assert seen.discards[seat] == d.discards[seat]
            assert seen.discards[1 - seat] == 0


@pytest.mark.parametrize("players", [3, 5, 12])
@pytest.mark.parametrize("seed", [1, 2])
def test_pippip_keeps_every_deal_and_a_view_hides_the_other_hands_as_dealt(
        players: int, seed: int) -> None:
    """Every deal is kept: seven cards dealt to each (pagat (S); B.3.1), 104 // n tricks
    (B.4.4), each seat's points in the deal, and the leftovers, face up once the deal is
    over (B.4.3). A seat's view of a deal holds the tricks, the points and the leftovers,
    and of the hands as dealt only its own."""
    game = PIPPIP
    rules = game.presets["pagat"].rules.with_values({"players": str(players)})
    state: PippipState = game.new_state(rules, "deal")
    chance = game.chance(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            chance.advance(state)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    deal, = state.deals
    assert isinstance(deal, PippipDeal)
    assert len(deal.tricks) == 104 // players == len(state.tricks)
    assert deal.points == state.deal_scores
    pack = 0
    for seat in range(players):
        assert deal.dealt[seat].bit_count() == 7
        assert deal.dealt[seat] & ~played_by(deal.tricks, seat) == 0
        pack |= played_by(deal.tricks, seat)
    assert len(list(cards_in(pack | deal.leftovers))) == 104
    for seat in range(players):
        seen = game.view_of(state, seat).deals[0]
        check_seen(state, deal, seat, seen)
        assert seen.leftovers == deal.leftovers


@pytest.mark.parametrize("preset", ["cotton1674", "running", "seven_up"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_allfours_keeps_every_deal_and_a_view_hides_the_other_hand_and_cards_laid_out(
        preset: str, seed: int) -> None:
    """Every deal is kept: every card dealt to each player (six, "three ... and the like
    again", Cotton 1674, p. 112, and three more each time the cards are run), the trump and
    the cards turned up, the tricks (every card held when play began is played, p. 113),
    the cards laid out down to six after running (Foster, Seven-up) and the points scored
    in the deal. A player's view of a deal holds the tricks, the points and the cards
    turned up, but neither the other's hand as dealt nor the cards the other laid out,
    unseen."""
    state: AllFoursState = play_random("allfours", preset, seed)
    assert [d.deal for d in state.deals] == list(range(1, state.deal_no + 1))
    for d in state.deals:
        assert isinstance(d, AllFoursDeal)
        assert d.points == deal_points(state.events, d.deal, 2)
        assert d.turned and d.trump == suit_of(d.turned[-1])
        assert d.dealt[0] & d.dealt[1] == 0
        for seat in (0, 1):
            assert d.dealt[seat].bit_count() >= 6 and d.dealt[seat].bit_count() % 3 == 0
            assert d.laid_out[seat] & ~d.dealt[seat] == 0
            if d is not state.deals[-1]:  # a deal played out: every card kept was played
                assert d.dealt[seat] & ~d.laid_out[seat] == played_by(d.tricks, seat)
    for seat in (0, 1):
        view = ALLFOURS.view_of(state, seat)
        for d, seen in zip(state.deals, view.deals, strict=True):
            check_seen(state, d, seat, seen)
            assert seen.turned == d.turned and seen.trump == d.trump
            assert seen.laid_out[seat] == d.laid_out[seat] and seen.laid_out[1 - seat] == 0


@pytest.mark.parametrize("preset", ["plain", "long"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_toy_game_keeps_its_one_deal_and_a_view_shows_it_only_once_over(
        preset: str, seed: int) -> None:
    """High Card (``tests/toy_game``, the template of a new game) keeps its one deal as
    every game does: the hands as dealt, one card at a time from the player who does not
    deal, every trick and each player's points; a player's view holds no deal while the
    game is on, and once it is over the deal with only the player's own hand as dealt."""
    game = TOY
    state = game.new_state(game.presets[preset].rules, "game")
    chance = game.chance(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        assert state.deals == () and game.view_of(state, 0).deals == ()
        if state.is_chance_node():
            chance.advance(state)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    deal, = state.deals
    dealer = state.dealer
    by_seat = {1 - dealer: state.dealt[0::2], dealer: state.dealt[1::2]}
    assert deal.dealt == tuple(sum(1 << c for c in by_seat[s]) for s in (0, 1))
    assert deal.tricks == tuple(state.tricks) and len(deal.tricks) == state.rules.hand
    assert deal.points == tuple(state.scores) == deal.tricks_won
    for seat in (0, 1):
        check_seen(state, deal, seat, game.view_of(state, seat).deals[0])
