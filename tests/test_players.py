"""Computer players: legal moves under every option, honest views, a correct solver, and
the obvious right card in constructed positions."""

from __future__ import annotations

import itertools
import random

import pytest
from engine_helpers import deal, steps
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.cards import cards_in, parse_card
from penneech.core.playing import play_out
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.players import ExpertPlayer, GreedyPlayer, make_player, player_names
from penneech.games.penneech.players.analysis import double_dummy_value
from penneech.games.penneech.players.sampling import opponent_voids, sample_world, world_sampler
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import KEEP, THROW_IN, State
from penneech.games.penneech.view import view_of

COMBINATIONS = [
    dict(zip([o.id for o in OPTIONS], values, strict=True))
    for values in itertools.product(*[("61", "21") if o.integer else o.values for o in OPTIONS])
]


def test_levels_are_registered_weakest_first() -> None:
    assert player_names() == ["random", "greedy", "expert"]
    assert player_names(unlisted=True) == ["random", "greedy", "expert", "expert-2025"]
    assert make_player("expert-2025", 1).name == "expert-2025"
    with pytest.raises(ValueError, match="unknown Penneech player 'grandmaster'"):
        make_player("grandmaster")


# About 15 s on a quiet core with the local third of its examples: each example plays a
# whole game in which the expert searches its sampled worlds at every decision.
@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31))
def test_every_player_returns_only_legal_actions(values: dict[str, str], seed: int) -> None:
    rules = Rules().with_values(values)
    players = {"random": make_player("random", seed), "greedy": make_player("greedy", seed),
               "expert": ExpertPlayer(seed, samples=2)}
    rng = random.Random(seed)

    def one_of_their_choices(state: State, seat: int) -> int:
        """Each player's choice, checked legal; the one applied is drawn at random."""
        view = view_of(state, seat)
        choices = {name: p.choose(view) for name, p in players.items()}
        for name, action in choices.items():
            assert action in state.legal_actions(), f"{name} chose an illegal action"
        return choices[rng.choice(list(choices))]

    play_out(State(rules), SeededChance(seed), one_of_their_choices)


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


def test_a_world_with_the_opponents_hand_in_sight_draws_only_the_stock() -> None:
    """The bound of ``scripts/sighted.py --sight hands``: every world holds the opponent's
    true hand; the cards still to be turned up are drawn anew from the rest."""
    state = steps(deal(Rules(), "9S KH QH 7D 2C 3C 4H", "KS 3H 5H 6H 8D 9D 10D"),
                  "QC  9S KS")
    view = view_of(state, 1)
    draw = world_sampler(view, suits_only=True, in_sight=state.hands[0])
    rng = random.Random(2)
    worlds = [draw(rng) for _ in range(20)]
    assert all(w.hands == (state.hands[0], state.hands[1]) for w in worlds)
    assert len({w.turns for w in worlds}) > 1
    seen = len(state.turned)
    for w in worlds:
        assert w.turns[:seen] == tuple(state.turned)
        assert not set(w.turns[seen:]) & set(cards_in(state.hands[0] | state.hands[1]))


def test_the_view_a_player_gets_holds_no_unseen_card() -> None:
    state = State(Rules())
    SeededChance(3).advance(state)
    view = view_of(state, state.current_player())
    hidden = state.hands[1 - view.player] | state.stock_mask
    assert view.hand & hidden == 0 and view.seen & hidden == 0


# ----------------------------------------------------------------- double-dummy values
def test_double_dummy_value_needs_the_turn_up_order_early_in_the_hand() -> None:
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D"), "QS")
    with pytest.raises(ValueError, match="turn-ups are still to come"):
        double_dummy_value(state)


# ----------------------------------------------------------------- throwing in
def test_greedy_and_expert_throw_in_a_poor_hand_without_penneech() -> None:
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "AH 3H 4H 5H 6H 8H 9H", keep=False)
    view = view_of(state, 1)
    assert GreedyPlayer().choose(view) == THROW_IN
    assert ExpertPlayer().choose(view) == THROW_IN
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 7D", "AH 3H 4H 5H 6H 8H 9H", keep=False)
    assert ExpertPlayer().choose(view_of(state, 1)) == KEEP


def test_greedy_plays_legally_under_every_combination() -> None:
    """Each of the 1536 combinations: a whole game of greedy against random."""
    from penneech.games.penneech.game import GAME

    for number, values in enumerate(COMBINATIONS):
        rules = Rules().with_values(values)
        state = GAME.play_match(rules, [GreedyPlayer(number), make_player("random", number)],
                                number)
        assert state.winner is not None
