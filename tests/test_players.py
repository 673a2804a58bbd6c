"""Computer players: legal moves under every option, honest views, a correct solver, and
the obvious right card in constructed positions."""

from __future__ import annotations

import itertools
import random

import pytest
from engine_helpers import deal, steps
from hypothesis import given, settings
from hypothesis import strategies as st

from penneech.cards import SUIT_MASKS, cards_in, mask, parse_card, parse_cards
from penneech.chance import SeededChance
from penneech.common.playing import play_out
from penneech.match import play_game
from penneech.options import OPTIONS
from penneech.players import ExpertPlayer, GreedyPlayer, make_player, player_names
from penneech.players.analysis import double_dummy_value
from penneech.players.sampling import (
    opponent_reading,
    opponent_voids,
    sample_world,
    weaker_alike,
    winners_declined,
    world_sampler,
)
from penneech.presets import PRESETS
from penneech.rules import Rules
from penneech.state import KEEP, THROW_IN, State
from penneech.view import view_of

COMBINATIONS = [
    dict(zip([o.id for o in OPTIONS], values, strict=True))
    for values in itertools.product(*[("61", "21") if o.integer else o.values for o in OPTIONS])
]


def test_levels_are_registered_weakest_first() -> None:
    assert player_names() == ["random", "greedy", "expert"]
    assert player_names(unlisted=True) == ["random", "greedy", "expert", "expert-2025"]
    assert make_player("expert-2025", 1).name == "expert-2025"
    with pytest.raises(ValueError, match="unknown player 'grandmaster'"):
        make_player("grandmaster")


@settings(max_examples=60, deadline=None)
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


# ----------------------------------------------------------------- reading the follows
# Both experts and the greedy player win every trick they can, with the weakest card that
# counts as much (``players.sampling``); the expert reads the opponent's follows so.
def _opponent_hands(state: State, seat: int, read_plays: bool, worlds: int = 300) -> int:
    """Every card the opponent holds in some world ``seat`` samples (a union of masks)."""
    rng = random.Random(5)
    view = view_of(state, seat)
    union = 0
    for _ in range(worlds):
        union |= sample_world(view, rng, read_plays=read_plays).hands[1 - seat]
    return union


def test_a_follower_who_discards_rather_than_trump_is_read_as_holding_no_trump() -> None:
    """Clubs are trumps; seat 0, void in spades, throws a heart on the Ace of spades (must
    follow suit, Cotton silent, U4): a player who wins when he can holds no club."""
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2H 3H 5H 6H 8D 9D 10D"),
                  "QC  AS 2H")
    clubs = SUIT_MASKS[0]
    assert winners_declined(parse_card("AS"), parse_card("2H"), 0, "must_follow") & clubs
    assert _opponent_hands(state, 1, read_plays=False) & clubs
    assert _opponent_hands(state, 1, read_plays=True) & clubs == 0


def test_a_follower_who_follows_low_holds_no_higher_card_of_the_suit() -> None:
    """Seat 0 follows the nine of spades with the two: no spade above the nine; trumps he
    could not play (must follow suit), so nothing is read about them."""
    state = steps(deal(Rules(), "9S KH QH 7D 2C 3C 4H", "2S 3H 5H 6H 8D 9D 10D"),
                  "QC  9S 2S")
    higher = mask(parse_cards("10S JS QS KS AS"))
    assert _opponent_hands(state, 1, read_plays=False) & higher
    assert _opponent_hands(state, 1, read_plays=True) & higher == 0
    assert _opponent_hands(state, 1, read_plays=True) & SUIT_MASKS[0]


def test_a_follower_who_wins_with_the_king_holds_no_cheaper_card_that_wins() -> None:
    """Seat 0 takes the nine of spades with the King (spades not trumps, so none of them
    counts, Cotton p. 148, C4 as read by ``counters=trumps_only``): no ten, Knave or Queen
    of spades, which would have won as well; the Ace may be there."""
    state = steps(deal(Rules(), "9S KH QH 7D 2C 3C 4H", "KS 3H 5H 6H 8D 9D 10D"),
                  "QC  9S KS")
    cheaper = mask(parse_cards("10S JS QS"))
    assert _opponent_hands(state, 1, read_plays=True) & cheaper == 0
    assert _opponent_hands(state, 1, read_plays=True) & (1 << parse_card("AS"))


def test_a_weaker_winner_that_counts_more_is_not_ruled_out() -> None:
    """Spades trumps: winning the nine with the King (4) says nothing of the Queen (3) or
    Knave (2), which one player keeps back and another banks; the ten (0) counts less
    than the King and is kept too."""
    assert weaker_alike(parse_card("9S"), parse_card("KS"), 3, "trumps_only") == 0
    assert weaker_alike(parse_card("9S"), parse_card("QS"), 3, "trumps_only") == 0
    assert weaker_alike(parse_card("9S"), parse_card("JS"), 1, "trumps_only") == mask(
        parse_cards("10S"))


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_reading_of_the_follows_is_true_of_greedy_and_expert_players(preset: str) -> None:
    """At every decision of whole games, no card the reading rules out is in the other
    player's hand: greedy against greedy (30 games) and the expert against the previous
    expert (one game)."""
    rules = PRESETS[preset].rules
    checked = 0

    def check(state: State, seat: int, action: int) -> None:
        nonlocal checked
        view = view_of(state, seat)
        if view.phase == "play":
            assert opponent_reading(view) & state.hands[1 - seat] == 0
            checked += 1

    for seed in range(30):
        play_game(rules, [GreedyPlayer(seed), GreedyPlayer(seed)], seed, check)
    play_game(rules, [ExpertPlayer(1), make_player("expert-2025", 1)], 1, check)
    assert checked > 30 * 20


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31))
def test_a_reading_random_play_contradicts_leaves_the_facts_in_force(
        values: dict[str, str], seed: int) -> None:
    """A random player does not win when he can, so the reading may rule out cards he
    holds; the sampled worlds still give him his number of unseen cards, none of a suit he
    has shown he lacks, whatever the options."""
    rules = Rules().with_values(values)
    rng = random.Random(seed)

    def check(state: State, seat: int) -> int:
        view = view_of(state, seat)
        if view.phase == "play":
            world = sample_world(view, rng, read_plays=True)
            theirs = world.hands[1 - seat]
            assert theirs.bit_count() == view.opponent_cards
            assert theirs & view.seen == 0 and theirs & opponent_voids(view) == 0
        return rng.choice(state.legal_actions())

    play_out(State(rules), SeededChance(seed), check)


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
    from penneech.match import play_game

    for number, values in enumerate(COMBINATIONS):
        rules = Rules().with_values(values)
        state = play_game(rules, [GreedyPlayer(number), make_player("random", number)], number)
        assert state.winner is not None
