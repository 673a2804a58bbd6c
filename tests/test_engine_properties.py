"""Property tests over every combination of rule options (hypothesis).

Each example plays a whole game with random legal actions under one combination of the
options in ``penneech.games.penneech.options.OPTIONS`` and checks what must hold under any reading
of
Cotton: cards are conserved, scores never fall, every point is explained by an event, the
game ends with one winner at or past the target, and records replay exactly.
"""

from __future__ import annotations

import copy
import itertools
import random

import pytest
from engine_helpers import snapshot
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.cards import pack
from penneech.core.errors import IllegalActionError
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.options import OPTIONS, TARGET
from penneech.games.penneech.record import parse_record, record_of, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.simulate import DealRules, random_deal
from penneech.games.penneech.state import State, Trick
from penneech.games.penneech.tricks import trick_outcomes

TARGETS = ("61", "21")
COMBINATIONS: list[dict[str, str]] = [
    dict(zip([o.id for o in OPTIONS], values, strict=True))
    for values in itertools.product(*[TARGETS if o.integer else o.values for o in OPTIONS])
]


def test_every_combination_is_a_valid_rule_set() -> None:
    """Each combination of option values is accepted, reads back as given, and is a
    different set of rules from every other (no option is ignored)."""
    rules = [Rules().with_values(values) for values in COMBINATIONS]
    for values, r in zip(COMBINATIONS, rules, strict=True):
        assert r.values() == values
        assert Rules.parse(r.to_string()) == r
    assert len(set(rules)) == len(COMBINATIONS)


def play_random_game(rules: Rules, seed: int, check: bool = True) -> State:
    state = State(rules)
    chance = SeededChance(seed)
    rng = random.Random(seed)
    full = pack(rules.pack)
    last = [0, 0]
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        if state.is_chance_node():
            state.apply_action(chance.outcome(state))
        else:
            state.apply_action(rng.choice(legal), state.current_player())
        if check:
            # 52 (or 32) cards conserved: hands, played, turned and stock partition the pack
            parts = [state.hands[0], state.hands[1], state.played_mask, state.turned_mask,
                     state.stock_mask]
            if state.phase not in ("cut",):
                assert sum(p.bit_count() for p in parts) == len(full)
                union = 0
                for p in parts:
                    assert not union & p
                    union |= p
            assert state.scores[0] >= last[0] and state.scores[1] >= last[1]
            last = list(state.scores)
            for p in (0, 1):
                explained = sum(e.points for e in state.events if e.player == p)
                assert explained == state.scores[p] + state.pending[p]
    return state


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31),
       st.none() | st.integers(TARGET.minimum, 131))
def test_random_games_keep_the_rules_invariants(values: dict[str, str], seed: int,
                                                target: int | None) -> None:
    """Any rules, any target (C17 and option U10): cards conserved, scores explained by
    events, never falling, and one winner at or past the target."""
    rules = Rules().with_values(values if target is None else {**values, "target": str(target)})
    state = play_random_game(rules, seed)
    winner = state.winner
    assert winner is not None
    assert state.scores[winner] >= rules.target
    if rules.scoring == "immediate":
        assert state.scores[1 - winner] < rules.target
    else:
        assert state.scores[winner] > state.scores[1 - winner]
    assert state.legal_actions() == []


@settings(max_examples=examples(120), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31))
def test_record_write_parse_replay_is_the_identity(values: dict[str, str], seed: int) -> None:
    rules = Rules().with_values(values)
    state = play_random_game(rules, seed, check=False)
    text = write_record(record_of(state, headers={"Seed": str(seed)}))
    record = parse_record(text)
    assert record.rules == rules
    assert record.actions == [a for _, a in state.history]
    final = record.final_state()
    assert final.scores == state.scores and final.events == state.events
    assert final.winner == state.winner
    assert write_record(record) == text


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31), st.integers(0, 1))
def test_fast_play_out_scores_a_deal_exactly_as_the_engine(
        values: dict[str, str], seed: int, dealer: int) -> None:
    """``simulate.random_deal`` and ``State`` agree on every deal (one rule, two speeds)."""
    rules = Rules().with_values({**values, "target": "999", "throw_in": "not_allowed"})
    trace: list[int] = []
    points = random_deal(DealRules.of(rules), random.Random(seed), dealer, trace)
    state = State(rules, dealer=dealer)
    deck, plays = trace[:22], trace[22:]
    for card in deck[:14]:
        state.apply_action(card)
    turns = iter(deck[14:])
    moves = iter(plays)
    while state.hand_no == 1:
        state.apply_action(next(turns) if state.phase == "turn_up" else next(moves))
    made = [sum(e.points for e in state.events if e.player == p) for p in (0, 1)]
    assert made == points


def test_every_option_changes_the_outcome_of_some_game() -> None:
    """Each option value, set against the McLeod default, changes at least one game."""
    seeds = range(12)

    def outcomes(rules: Rules) -> list[tuple[object, ...]]:
        result: list[tuple[object, ...]] = []
        for seed in seeds:
            state = play_random_game(rules, seed, check=False)
            result.append((tuple(state.scores), len(state.history)))
        return result

    base = outcomes(Rules())
    for option in OPTIONS:
        for value in (TARGETS if option.integer else option.values):
            if value == option.default:
                continue
            changed = outcomes(Rules().with_values({option.id: value}))
            assert changed != base, f"{option.id}={value} changed no game"


def test_a_seed_reproduces_the_whole_game() -> None:
    """Games are reproducible: the same seed and players give the same game."""
    from penneech.games.penneech.game import GAME
    from penneech.games.penneech.players import make_player

    def game(seed: int) -> State:
        return GAME.play_match(
            Rules(), [make_player("random", seed), make_player("random", seed + 1)], seed)

    assert game(5).history == game(5).history
    assert game(5).history != game(6).history
    assert game(5).winner is not None


def test_every_combination_plays_a_whole_game_to_one_winner() -> None:
    """Not a sample: each of the 1536 combinations of options plays a full game."""
    for number, values in enumerate(COMBINATIONS):
        rules = Rules().with_values(values)
        state = play_random_game(rules, number)
        assert state.winner is not None and state.scores[state.winner] >= rules.target


@settings(max_examples=examples(150), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31),
       st.lists(st.integers(-60, 56), min_size=1, max_size=400))
def test_any_action_is_either_played_or_refused_leaving_the_state_unchanged(
        values: dict[str, str], seed: int, attempts: list[int]) -> None:
    """Arbitrary actions, legal or not, at every point of a game: an action not in
    ``legal_actions()`` raises ``IllegalActionError`` and changes nothing; a legal one is
    played; a clone taken before is not affected by either. (A negative attempt plays a
    legal action, chosen by its value, so that games get far.)"""
    state = State(Rules().with_values(values))
    chance = SeededChance(seed)
    for action in attempts:
        chance.advance(state)
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if action < 0:
            action = legal[-action % len(legal)]
        clone = state.clone()
        before = snapshot(state)
        if action in legal:
            state.apply_action(action, state.current_player())
            assert snapshot(clone) == before
        else:
            with pytest.raises(IllegalActionError):
                state.apply_action(action, state.current_player())
            assert snapshot(state) == before


def test_a_clone_is_untouched_by_the_rest_of_the_game() -> None:
    """Every attribute of a clone keeps its value while the original plays on to the end,
    at every step of a game (search and analysis try moves on clones)."""
    rules = Rules.parse("mcleod,scoring=end_of_hand")
    state = State(rules)
    chance = SeededChance(11)
    rng = random.Random(11)
    clones = []
    while not state.is_terminal():
        clones.append((state.clone(), copy.deepcopy(state.__dict__)))
        if state.is_chance_node():
            state.apply_action(chance.outcome(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert len(clones) > 100
    for clone, before in clones:
        assert clone.__dict__ == before


@settings(max_examples=examples(80), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**31))
def test_every_trick_scores_as_the_one_lookup_table_says(values: dict[str, str],
                                                         seed: int) -> None:
    """The table the fast play-out and the solver read (``tricks.trick_outcomes``) settles
    each trick of a real game as ``State`` did: same winner, same counting-card points to
    each player (C3-C4, C12-C13; options ``counters`` and ``honours_to``)."""
    rules = Rules().with_values(values)
    table = trick_outcomes(rules.counters, rules.honours_to)
    state = State(rules)
    chance = SeededChance(seed)
    rng = random.Random(seed)
    tricks: list[tuple[int, Trick]] = []
    while not state.is_terminal():
        before = len(state.tricks)
        if state.is_chance_node():
            state.apply_action(chance.outcome(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        if len(state.tricks) > before:
            tricks.append((state.hand_no, state.tricks[-1]))
    assert tricks
    for hand, t in tricks[:-1]:  # the last trick may be cut short by the end of the game
        assert t.trump is not None  # every trick is played under the last turn-up's suit
        won, to_leader, to_follower = table[t.trump][t.lead][t.follow]
        assert t.winner == t.leader ^ won
        points = [0, 0]
        for e in state.events:
            if e.reason == "trick_card" and e.hand == hand and e.trick == t.number:
                points[e.player] += e.points
        assert points[t.leader] == to_leader and points[1 - t.leader] == to_follower
