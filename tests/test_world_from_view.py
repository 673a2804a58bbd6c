"""The world an expert builds from a seat's view plays on exactly as the game itself.

An expert player reads its view (what the seat may know) and builds from it a state in
which the hidden cards are drawn (``world_of``: Penneech's, Piquet's and All-Fours'
``view`` modules, Pip-Pip!'s ``players.world``). Given the true hidden cards instead
(``hidden_of``), that world must be the game: after each of a run of random legal actions,
chance steps included, the same actions are legal and every seat sees the same. A state attribute
that the world forgot to carry shows up here as the first view that differs.

Pip-Pip!'s world is one deal, scoring from 0 (the expert measures what the rest of the
deal adds): it is compared with the game until that deal ends, the score log, the
marriages and the trump changes it adds against those the game adds. The sealed
declarations of the seats asked before this one in a marriage window are not in the
seat's view (nobody sees another's until all have answered: pagat (S), "Pip-Pip!"): they
are hidden information, given with the cards.

Every combination of rule options is drawn, with the strategies of each game's property
tests.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples
from test_engine_properties import COMBINATIONS
from test_pippip_properties import GAMES as PIPPIP_GAMES
from test_piquet_properties import RULES as PIQUET_RULES

from penneech.games import GAMES
from penneech.games.allfours import view as allfours_view
from penneech.games.allfours.options import OPTIONS as ALLFOURS_OPTIONS
from penneech.games.allfours.presets import PRESETS as ALLFOURS_PRESETS
from penneech.games.allfours.state import AllFoursState
from penneech.games.penneech import view as penneech_view
from penneech.games.penneech.rules import Rules
from penneech.games.pippip.game import GAME as PIPPIP
from penneech.games.pippip.players import world as pippip_world
from penneech.games.pippip.state import PippipState
from penneech.games.piquet import view as piquet_view
from penneech.games.piquet.state import PiquetState

SETTINGS = settings(max_examples=examples(100), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
#: The fields of a Pip-Pip! view that the world of one deal, scoring from 0, does not
#: carry: the game's horizon and totals, the score log and the public records of the
#: deal so far, and the deals over (each compared otherwise below).
#: Every All-Fours rule set, and each with one option changed to each of its other values.
ALLFOURS_RULES = [preset.rules.with_values({option.id: value})
                  for preset in ALLFOURS_PRESETS.values() for option in ALLFOURS_OPTIONS
                  for value in option.values]
PIPPIP_GAME_FIELDS = ("horizon", "totals", "deal_scores", "scores", "events",
                      "declarations", "trump_changes", "winners", "deals")


def to_decision(game_id: str, rules: Any, seed: int, decisions: int
                ) -> tuple[Any, random.Random]:
    """A game after ``decisions`` random decisions (fewer if it ends first, then the last
    decision before its end), at a seat's decision; with the game's seeded chance."""
    game = GAMES[game_id]
    state = game.new_state(rules, "game")
    chance = game.chance(seed)
    rng = random.Random(seed)
    last = None
    while True:
        chance.advance(state)
        if state.is_terminal():
            assert last is not None, "a game ends only after a decision"
            return last, rng
        last = state.clone()
        if decisions == 0:
            return state, rng
        decisions -= 1
        state.apply_action(rng.choice(state.legal_actions()))


def plays_on_alike(state: Any, world: Any, rng: random.Random, steps: int,
                   same: Callable[[Any, Any], None]) -> int:
    """Apply the same random legal actions to both, checking the legal actions, the seat
    to act and (``same``) the views after each; how many actions were compared."""
    for done in range(steps):
        assert world.current_player() == state.current_player()
        assert world.legal_actions() == state.legal_actions()
        if state.is_terminal():
            return done
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        world.apply_action(action)
        same(state, world)
    return steps


def two_hand_views(view_of: Callable[[Any, int], Any], seat: int
                   ) -> Callable[[Any, Any], None]:
    """The seat's view is the same in both; so is the other's, but for the hands as dealt
    of the deals over, which the seat's view (and so its world) never held."""
    def same(state: Any, world: Any) -> None:
        assert view_of(world, seat) == view_of(state, seat)
        theirs, its = view_of(world, 1 - seat), view_of(state, 1 - seat)
        assert dataclasses.replace(theirs, deals=()) == dataclasses.replace(its, deals=())
        assert [d.tricks for d in theirs.deals] == [d.tricks for d in its.deals]
    return same


@SETTINGS
@given(values=st.sampled_from(COMBINATIONS), seed=st.integers(0, 10**6),
       decisions=st.integers(0, 120), steps=st.integers(1, 80))
def test_penneech_world_from_a_view_is_the_game(values: dict[str, str], seed: int,
                                                decisions: int, steps: int) -> None:
    """Penneech (Cotton, C1-C18): the opponent's hand is all a player does not see; the
    turn-ups to come are chance steps in the world as in the game."""
    state, rng = to_decision("penneech", Rules().with_values(values), seed, decisions)
    seat = state.current_player()
    world = penneech_view.world_of(penneech_view.view_of(state, seat),
                                   penneech_view.hidden_of(state, seat))
    assert penneech_view.view_of(world, seat) == penneech_view.view_of(state, seat)
    plays_on_alike(state, world, rng, steps, two_hand_views(penneech_view.view_of, seat))


@SETTINGS
@given(rules=PIQUET_RULES, seed=st.integers(0, 10**6), decisions=st.integers(0, 150),
       steps=st.integers(1, 80))
def test_piquet_world_from_a_view_is_the_game(rules: Any, seed: int, decisions: int,
                                              steps: int) -> None:
    """Piquet (Cavendish; Cotton): the opponent's cards, discards and draws, the talon's
    order and what she saw of it are hidden; through the exchange, the declarations, the
    tricks and into the next deal the world and the game agree."""
    raw, rng = to_decision("piquet", rules, seed, decisions)
    assert isinstance(raw, PiquetState)
    state: PiquetState = raw
    seat = state.current_player()
    world = piquet_view.world_of(piquet_view.view_of(state, seat),
                                 piquet_view.hidden_of(state, seat))
    assert piquet_view.view_of(world, seat) == piquet_view.view_of(state, seat)
    plays_on_alike(state, world, rng, steps, two_hand_views(piquet_view.view_of, seat))


def pippip_projection(view: Any) -> Any:
    return dataclasses.replace(view, **{f: () for f in PIPPIP_GAME_FIELDS
                                        if f != "horizon"}, horizon="")


@SETTINGS
@given(rules=PIPPIP_GAMES, seed=st.integers(0, 10**6), decisions=st.integers(0, 300),
       steps=st.integers(1, 120))
def test_pippip_world_from_a_view_plays_the_deal_as_the_game(rules: Any, seed: int,
                                                             decisions: int,
                                                             steps: int) -> None:
    """Pip-Pip! (pagat (S); our research notes, B): with every hand, the stock and the
    sealed declarations given, the expert's world of the current deal (``world_state``)
    plays it as the game does, seen from every seat, and adds the same scores,
    marriages and trump changes; when the deal ends, the world's game ends with it."""
    raw, rng = to_decision("pippip", rules, seed, decisions)
    assert isinstance(raw, PippipState)
    state: PippipState = raw
    seat = state.current_player()
    view_of = PIPPIP.view_of
    world = pippip_world.world_of(view_of(state, seat), pippip_world.hidden_of(state, seat))
    deal = state.deal_no
    events, marriages, trumps = (len(state.events), len(state.declarations),
                                 len(state.trump_changes))
    before = state.deal_scores

    def same(state: Any, world: Any) -> None:
        if state.deal_no != deal or state.is_terminal():
            assert world.is_terminal()
            over, its = world.deals[-1], state.deals[-1]
            assert over.tricks == its.tricks
            assert over.points == tuple(p - b for p, b in zip(its.points, before,
                                                             strict=True))
            return
        for s in range(state.seats):
            assert pippip_projection(view_of(world, s)) == pippip_projection(view_of(state, s))
        assert world.events == state.events[events:]
        assert world.declarations == state.declarations[marriages:]
        assert world.trump_changes == state.trump_changes[trumps:]

    for _ in range(steps):
        if state.deal_no != deal or state.is_terminal():
            break
        assert world.current_player() == state.current_player()
        assert world.legal_actions() == state.legal_actions()
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        world.apply_action(action)
        same(state, world)


@SETTINGS
@given(rules=st.sampled_from(ALLFOURS_RULES), seed=st.integers(0, 10**6),
       decisions=st.integers(0, 200), steps=st.integers(1, 120))
def test_allfours_world_from_a_view_is_the_game(rules: Any, seed: int, decisions: int,
                                                steps: int) -> None:
    """All-Fours (Cotton 1674, pp. 111-113; Foster): the other's hand and the cards the
    other laid out are all a player does not see; through the beg, the gift, running the
    cards, laying out, the tricks and into the next deal the world and the game agree."""
    raw, rng = to_decision("allfours", rules, seed, decisions)
    assert isinstance(raw, AllFoursState)
    state: AllFoursState = raw
    seat = state.current_player()
    world = allfours_view.world_of(allfours_view.view_of(state, seat),
                                   allfours_view.hidden_of(state, seat))
    assert allfours_view.view_of(world, seat) == allfours_view.view_of(state, seat)
    plays_on_alike(state, world, rng, steps, two_hand_views(allfours_view.view_of, seat))
