"""The world an expert builds from a seat's view plays on exactly as the game itself.

An expert player reads its view (what the seat may know) and builds from it a state in
which the hidden cards are drawn: the game's ``world_of`` (``penneech.core.game.Game``).
Given the true hidden cards instead (``hidden_of``), that world must be the game: after
each of a run of random legal actions, chance steps included, the same actions are legal
and every seat sees the same (``penneech.core.conformance.world_plays_on``). A state
attribute that the world forgot to carry shows up here as the first view that differs.

Where the world is one deal, scoring from 0 (Pip-Pip!'s expert measures what the rest of
the deal adds), it is compared with the game until that deal ends, the fields of a view it
does not carry as the game does compared as the game declares (``world_of_deal``: the
score log, the marriages and the trump changes it adds against those the game adds, the
points it adds against those the game adds). Hidden information is whatever the seat may
not see: the other hands, the stock's order, and in Pip-Pip! the sealed declarations of
the seats asked before this one in a marriage window (nobody sees another's until all have
answered: pagat (S), "Pip-Pip!").

Every game of the registry that declares a world is tested, under any combination of its
rule options (drawn from the options its rules class declares), from any decision of a
random game; the conformance checker plays the same check at fixed decisions of every
rule set (``tests/test_games.py``).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.conformance import ConformanceError, check, world_plays_on
from penneech.core.game import Game
from penneech.core.options import RuleOption
from penneech.games import GAMES

SETTINGS = settings(max_examples=examples(100), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
#: Every registered game whose players build worlds (the toy game's is the template's).
WORLDS = [g for g in GAMES.values() if g.world_of is not None]


def option_values(option: RuleOption) -> st.SearchStrategy[str]:
    """Any value of an option: one of its choices, or for a whole-number option (a target)
    any number from its least to its largest suggested value."""
    named = st.sampled_from(option.values)
    if not option.integer:
        return named
    top = max([option.minimum, *(int(v) for v in option.values)])
    return st.one_of(named, st.integers(option.minimum, top).map(str))


def rule_sets(game: Game[Any, Any, Any]) -> st.SearchStrategy[Any]:
    """Any combination of the game's rule options."""
    return st.fixed_dictionaries({o.id: option_values(o) for o in game.options}).map(
        game.rules_class().with_values)


def decisions_of(game: Game[Any, Any, Any], rules: Any, seed: int) -> int:
    """How many decisions a random game takes (random choices and chance from ``seed``)."""
    state, chance, rng = game.new_state(rules), game.chance(seed), random.Random(seed)
    count = 0
    while True:
        chance.advance(state)
        if state.is_terminal():
            return count
        count += 1
        state.apply_action(rng.choice(state.legal_actions()))


def to_decision(game: Game[Any, Any, Any], rules: Any, seed: int, decision: int
                ) -> tuple[Any, random.Random]:
    """That random game at its decision number ``decision`` (counted from 0, modulo the
    decisions the game takes; a game that ends before any, as a target of 1 won by the card
    turned up, has no view to build a world from), and the random choices that would come
    next."""
    decisions = decisions_of(game, rules, seed)
    assume(decisions > 0)
    decision %= decisions
    state, chance, rng = game.new_state(rules), game.chance(seed), random.Random(seed)
    while True:
        chance.advance(state)
        if decision == 0:
            return state, rng
        decision -= 1
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", WORLDS, ids=[g.id for g in WORLDS])
@SETTINGS
@given(data=st.data(), seed=st.integers(0, 10**6), decision=st.integers(0, 10**4),
       steps=st.integers(1, 120))
def test_the_world_built_from_a_view_given_the_hidden_cards_plays_on_as_the_game(
        game: Game[Any, Any, Any], data: st.DataObject, seed: int, decision: int,
        steps: int) -> None:
    """Penneech (Cotton, C1-C18: the opponent's hand is all a player does not see; the
    turn-ups to come are chance steps in the world as in the game), Piquet (Cavendish;
    Cotton: the opponent's cards, discards and draws, the talon's order and what she saw
    of it, through the exchange, the declarations, the tricks and into the next deal),
    Pip-Pip! (pagat (S); our research notes, B: every hand, the stock and the sealed
    declarations, to the end of the deal) and All-Fours (Cotton 1674, pp. 111-113;
    Foster: the other's hand and the cards laid out, through the beg, the gift, running the
    cards, the tricks and into the next deal): from any decision, the world and the game
    agree, seen from every seat."""
    rules = data.draw(rule_sets(game), label="rules")
    state, rng = to_decision(game, rules, seed, decision)
    world_plays_on(game, state, rng, steps)


def test_every_game_with_an_expert_declares_the_world_it_builds() -> None:
    """A player that searches hidden cards builds worlds from its view; the game names them
    so that they are held to the game (a fifth game's expert too)."""
    for g in GAMES.values():
        assert "expert" not in g.all_players() or g.world_of is not None, g.id
        assert (g.world_of is None) == (g.hidden_of is None), g.id


def test_the_checker_finds_a_world_that_forgets_the_score() -> None:
    """A world that starts from nil to nil plays other scores than the game (High Card, the
    toy game: a point to each trick's winner): the checker names the field."""
    toy = GAMES["toy"]
    assert toy.world_of is not None
    world_of = toy.world_of

    def forgetful(view: Any, hidden: Any) -> Any:
        world: Any = world_of(view, hidden)
        world.scores = [0, 0]
        return world

    with pytest.raises(ConformanceError, match=r"worlds: long, seed 0, decision 7: built: "
                                               r"seat 0's view of the world differs in "
                                               r"\['scores'\]"):
        check(dataclasses.replace(toy, world_of=forgetful), games=1, only=["worlds"])
    check(toy, games=1, only=["worlds"])


def test_the_checker_finds_a_world_of_one_deal_compared_as_the_whole_game() -> None:
    """Pip-Pip!'s world is one deal scoring from 0: declared as a world of the whole game,
    its deals over and score log differ from the game's from the second deal on, and a
    field declared to be compared in a way the checker does not know is refused by name."""
    pippip = GAMES["pippip"]
    game = dataclasses.replace(pippip, world_of_deal={})
    rules = pippip.presets["pagat"].rules
    state, rng = game.new_state(rules), random.Random(3)
    while not state.deals or state.is_chance_node():     # into the second deal
        state.apply_action(rng.choice(state.legal_actions()))
    with pytest.raises(AssertionError, match=r"built: seat 0's view of the world (holds "
                                             r"other deals over|differs in \[.*'events')"):
        world_plays_on(game, state.clone(), random.Random(1), 10)
    world_plays_on(pippip, state.clone(), random.Random(1), 10)
    loot: dict[str, Any] = {**pippip.world_of_deal, "events": "loot"}
    wrong = dataclasses.replace(pippip, world_of_deal=loot)
    with pytest.raises(ConformanceError, match="'events' is compared as log or points or "
                                               "deal or game, not 'loot'"):
        check(wrong, games=1, only=["worlds"])
