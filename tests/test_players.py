"""Computer players: legal moves under every option, honest views, a correct solver, and
the obvious right card in constructed positions."""

from __future__ import annotations

import itertools
import random

import pytest
from engine_helpers import deal, steps
from hypothesis import given, settings
from hypothesis import strategies as st

from penneech.cards import card_name, cards_in, parse_card
from penneech.chance import SeededChance
from penneech.options import OPTIONS
from penneech.players import ExpertPlayer, GreedyPlayer, make_player, player_names
from penneech.players.analysis import action_values, double_dummy_value
from penneech.players.sampling import opponent_voids, sample_world
from penneech.rules import Rules
from penneech.state import KEEP, THROW_IN, State
from penneech.view import view_of

COMBINATIONS = [
    dict(zip([o.id for o in OPTIONS], values, strict=True))
    for values in itertools.product(*[("61", "21") if o.integer else o.values for o in OPTIONS])
]


def test_levels_are_registered_weakest_first() -> None:
    assert player_names() == ["random", "greedy", "expert"]
    with pytest.raises(ValueError, match="unknown player 'grandmaster'"):
        make_player("grandmaster")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31))
def test_every_player_returns_only_legal_actions(values: dict[str, str], seed: int) -> None:
    rules = Rules().with_values(values)
    players = {"random": make_player("random", seed), "greedy": make_player("greedy", seed),
               "expert": ExpertPlayer(seed, samples=2, time_budget=0.01)}
    state = State(rules)
    chance = SeededChance(seed)
    rng = random.Random(seed)
    while True:
        chance.advance(state)
        if state.is_terminal():
            break
        seat = state.current_player()
        view = view_of(state, seat)
        choices = {name: p.choose(view) for name, p in players.items()}
        for name, action in choices.items():
            assert action in state.legal_actions(), f"{name} chose an illegal action"
        state.apply_action(choices[rng.choice(list(choices))], seat)


# ----------------------------------------------------------------- honest sampling
def test_sampled_worlds_agree_with_everything_the_player_has_seen() -> None:
    """Own hand, played and turned cards stay put; the opponent's hand is a sample of the
    unseen cards; a shown void is respected (must follow suit)."""
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D"),
                  "QS  AS 2S KH  QH AH 9D  AD 7D AC  KS 5C")  # player 0 shows a void in ♠
    view = view_of(state, 0)
    assert opponent_voids(view_of(state, 1)) & (1 << parse_card("4S"))
    rng = random.Random(1)
    seen_by_1 = view_of(state, 1)
    for _ in range(200):
        world = sample_world(seen_by_1, rng)
        assert world.hands[1] == state.hands[1]
        opp = world.hands[0]
        assert opp.bit_count() == state.hands[0].bit_count()
        assert opp & seen_by_1.seen == 0
        assert not any(c // 13 == 3 for c in cards_in(opp))  # no spade: void shown
        assert world.turns[: len(state.turned)] == tuple(state.turned)
        assert len(world.turns) == 8
        assert not set(world.turns[len(state.turned):]) & set(cards_in(opp | world.hands[1]))
    assert view.hand == state.hands[0]


def test_follow_or_trump_reveals_no_void_when_the_player_trumps() -> None:
    state = steps(deal(Rules(follow="follow_or_trump"), "AS 3C 4C 5C 6C 8C 9C",
                       "2S 2H 4H 5H 6H 8H 9H"), "3H AS 2H")
    assert opponent_voids(view_of(state, 1)) == 0


def test_the_view_a_player_gets_holds_no_unseen_card() -> None:
    state = State(Rules())
    SeededChance(3).advance(state)
    view = view_of(state, state.current_player())
    hidden = state.hands[1 - view.player] | state.stock_mask
    assert view.hand & hidden == 0 and view.seen & hidden == 0


# ----------------------------------------------------------------- the solver
def brute_force(state: State, turns: list[int]) -> float:
    """Seat 0's point difference to the end of the hand by exhaustive minimax on State."""
    if state.hand_no > 1 or state.is_terminal():
        made = [sum(e.points for e in state.events if e.player == p) for p in (0, 1)]
        return float(made[0] - made[1])
    if state.phase == "turn_up":
        child = state.clone()
        child.apply_action(turns[len(state.turned) - 1])
        return brute_force(child, turns)
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        values.append(brute_force(child, turns))
    return max(values) if state.current_player() == 0 else min(values)


@pytest.mark.parametrize("values", [
    {}, {"follow": "follow_or_trump"}, {"follow": "free"}, {"counters": "all_honours"},
    {"honours_to": "holder"}, {"first_lead": "dealer", "first_turnup": "dealer_scores"},
])
@pytest.mark.parametrize("seed", range(4))
def test_solver_agrees_with_brute_force_on_end_positions(values: dict[str, str],
                                                         seed: int) -> None:
    rules = Rules().with_values({**values, "target": "999"})
    rng = random.Random(seed)
    cards = rng.sample(range(52), 22)
    state = State(rules, dealer=0)
    for c in cards[:14]:
        state.apply_action(c)
    while state.phase == "throw_in":
        state.apply_action(KEEP)
    turns = cards[14:]
    state.apply_action(turns[0])
    while len(state.tricks) < 4:  # play four tricks at random, leave three to solve
        if state.phase == "turn_up":
            state.apply_action(turns[len(state.turned)])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    if state.phase == "turn_up":
        state.apply_action(turns[len(state.turned)])
    made = [sum(e.points for e in state.events if e.player == p) for p in (0, 1)]
    remaining = tuple(turns[len(state.turned):])
    expected = brute_force(state, list(turns[1:])) - (made[0] - made[1])
    assert double_dummy_value(state, remaining) == expected


def test_double_dummy_value_needs_the_turn_up_order_early_in_the_hand() -> None:
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D"), "QS")
    with pytest.raises(ValueError, match="turn-ups are still to come"):
        double_dummy_value(state)


# ----------------------------------------------------------------- obvious right cards
def test_expert_wins_a_trick_with_the_trump_ace_rather_than_losing_it() -> None:
    """Hearts trumps, the King of trumps led: take it with the Ace (9 points) rather than
    give the King's 4 points away with the Two."""
    state = steps(deal(Rules(), "KH 3C 4C 5C 6C 8C 9C", "AH 2H 3S 4S 5S 6S 8S"), "3H KH")
    view = view_of(state, 0)
    assert card_name(ExpertPlayer(1).choose(view)) == "A♥"
    values = action_values(view, seed=1)
    assert values[parse_card("AH")] > max(v for c, v in values.items() if c != parse_card("AH"))


def test_greedy_and_expert_throw_in_a_poor_hand_without_penneech() -> None:
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "AH 3H 4H 5H 6H 8H 9H", keep=False)
    view = view_of(state, 1)
    assert GreedyPlayer().choose(view) == THROW_IN
    assert ExpertPlayer().choose(view) == THROW_IN
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 7D", "AH 3H 4H 5H 6H 8H 9H", keep=False)
    assert ExpertPlayer().choose(view_of(state, 1)) == KEEP


def test_greedy_plays_legally_under_every_combination() -> None:
    """Each of the 1536 combinations: a whole game of greedy against random."""
    from penneech.match import play_game

    for number, values in enumerate(COMBINATIONS):
        rules = Rules().with_values(values)
        state = play_game(rules, [GreedyPlayer(number), make_player("random", number)], number)
        assert state.winner is not None
