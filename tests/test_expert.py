"""The expert's choices, from either seat, and its budget: a seed and a number of sampled
worlds give the same game on any machine."""

from __future__ import annotations

import random

import pytest
from engine_helpers import deal, steps

from penneech.core.cards import card_name, parse_card
from penneech.games.penneech.game import GAME
from penneech.games.penneech.players import (
    ExpertPlayer,
    GreedyPlayer,
    Player,
    PreviousExpertPlayer,
    make_player,
)
from penneech.games.penneech.players.analysis import action_values
from penneech.games.penneech.players.expert import estimate
from penneech.games.penneech.record import record_of, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import KEEP, State
from penneech.games.penneech.view import view_of

EXPERTS = [ExpertPlayer, PreviousExpertPlayer]


def _to_move(state: State) -> int:
    seat = state.current_player()
    assert seat in (0, 1)
    return seat


@pytest.mark.parametrize("expert", EXPERTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_expert_takes_the_trump_king_with_the_ace_from_either_seat(
        expert: type[ExpertPlayer], seat: int) -> None:
    """Hearts trumps, the King of trumps led: winning it with the Ace makes 9 points
    (Cotton p. 148, C3-C4: the Ace of trumps five, the King four) where the Two gives the
    King's 4 away. The expert follows from seat ``seat`` (the dealer's seat)."""
    state = steps(deal(Rules(), "KH 3C 4C 5C 6C 8C 9C", "AH 2H 3S 4S 5S 6S 8S", dealer=seat),
                  "3H KH")
    assert _to_move(state) == seat
    view = view_of(state, seat)
    assert card_name(expert(1, samples=10).choose(view)) == "A♥"
    values = expert(1, samples=10).values(view)
    assert values[parse_card("AH")] > values[parse_card("2H")] + 8


@pytest.mark.parametrize("seat", [0, 1])
def test_expert_cashes_the_trump_ace_that_wins_the_game(seat: int) -> None:
    """At 56 to 50, the Ace of trumps led wins its trick and counts five: 61, the game
    (Cotton: the first to 61 wins). The expert leads from seat ``seat`` (the non-dealer)."""
    state = steps(deal(Rules(), "AH 2C 3C 4C 5C 6C 8C", "KH QH 2S 3S 4S 5S 6S",
                       dealer=1 - seat), "9H")
    assert _to_move(state) == seat
    state.scores[seat], state.scores[1 - seat] = 56, 50
    view = view_of(state, seat)
    choice = ExpertPlayer(3, samples=10).choose(view)
    assert card_name(choice) == "A♥"
    state.apply_action(choice, seat)
    state.apply_action(parse_card("QH"), 1 - seat)
    assert state.winner == seat


@pytest.mark.parametrize("seat", [0, 1])
def test_expert_plays_the_winning_penneech_rather_than_a_losing_diamond(seat: int) -> None:
    """Clubs trumps, the Ace of diamonds led: Penneech (the seven of diamonds) is above the
    Ace when diamonds are not trumps (Cotton p. 149, C13), so it takes the Ace's trick and
    the turn-up; a low diamond loses it. The expert follows from seat ``seat``."""
    rules = Rules(counters="all_honours")
    state = steps(deal(rules, "AD 3S 4S 5S 6S 8S 9S", "7D 2D 3H 4H 5H 6H 8H", dealer=seat),
                  "2C AD")
    assert _to_move(state) == seat
    view = view_of(state, seat)
    assert card_name(ExpertPlayer(5, samples=10).choose(view)) == "7♦"


def test_expert_keeps_a_hand_it_may_not_throw_in() -> None:
    """A hand with an Ace may not be thrown in (C18): the only answer is to keep it."""
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "AH 3H 4H 5H 6H 8H 9H", keep=False)
    while state.phase == "throw_in":
        seat = _to_move(state)
        view = view_of(state, seat)
        choice = ExpertPlayer(1, samples=2).choose(view)
        assert choice in view.legal
        if view.legal == (KEEP,):
            assert choice == KEEP
        state.apply_action(choice, seat)


def test_same_seed_and_budget_give_the_same_game() -> None:
    """Two runs of a seeded game give identical records: the budget is a number of worlds,
    never the clock, so the result does not depend on the machine or its load."""
    rules = Rules()

    def game() -> str:
        players: list[Player] = [ExpertPlayer(7, samples=4), GreedyPlayer(7)]
        return write_record(record_of(GAME.play_match(rules, players, 11)))

    assert game() == game()


def test_a_decision_depends_on_the_position_not_on_earlier_calls() -> None:
    """The worlds of a decision come from the seed and the position: a fresh expert and one
    that has already decided other positions choose alike (a reloaded game replays)."""
    state = steps(deal(Rules(), "KH 3C 4C 5C 6C 8C 9C", "AH 2H 3S 4S 5S 6S 8S"), "3H")
    seasoned = ExpertPlayer(2, samples=6)
    other = steps(deal(Rules(), "QS 3C 4C 5C 6C 8C 9C", "AS 2H 3S 4S 5S 6S 8S"), "3H")
    seasoned.values(view_of(other, 1))
    view = view_of(state, 1)
    assert seasoned.values(view) == ExpertPlayer(2, samples=6).values(view)
    assert action_values(view, seed=4, samples=5) == action_values(view, seed=4, samples=5)


def test_the_budget_counts_worlds_and_a_time_cap_only_shortens_it() -> None:
    """``samples`` worlds are searched whatever the time; a cap of zero seconds still
    searches one world and gives a legal card."""
    state = steps(deal(Rules(), "KH 3C 4C 5C 6C 8C 9C", "AH 2H 3S 4S 5S 6S 8S"), "3H")
    view = view_of(state, 1)
    capped = ExpertPlayer(1, samples=50, time_cap=0.0)
    assert capped.choose(view) in view.legal
    with pytest.raises(ValueError, match="at least one sample"):
        ExpertPlayer(1, samples=0)
    with pytest.raises(ValueError, match="at least one sample"):
        estimate(view, random.Random(1), 0)


def test_the_previous_expert_is_kept_by_name_but_not_offered_as_a_level() -> None:
    old = make_player("expert-2025", 3)
    assert isinstance(old, PreviousExpertPlayer) and old.name == "expert-2025"
    assert not old.race and ExpertPlayer.race
