"""OpenSpiel's search bots as rungs of the strength ladder (``penneech.lab.ladder``).

Part of the OpenSpiel bridge (the optional extra ``penneech[openspiel]``): the ladder
imports this module only when it has OpenSpiel rungs, so the engine and the site never need
OpenSpiel. A bot is ISMCTS (information-set MCTS: each simulation on a world sampled from
what its seat has seen, by the adapter's ``resample``, seeded) or MCTS (on the true state:
it sees every card, a perfect-information yardstick rather than a fair player), each with
``UCT_C`` and one random rollout per simulation as its evaluator, at a fixed number of
simulations per decision, seeded, so a game depends on its seed alone.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from penneech.core.game import AnyGame
from penneech.openspiel.adapter import register
from penneech.openspiel.parameters import parameters

#: OpenSpiel's exploration constant for both bots (as ``scripts/openspiel_match.py``).
UCT_C = 2.0

#: A rung as the ladder passes it: id, kind, spec (``ismcts:1000``), budget scale.
RungSpec = tuple[str, str, str, "tuple[int, int] | None"]


def bot(spiel: Any, spec: str, seed: int) -> Any:
    """The bot ``spec`` (``ismcts:1000``, ``mcts:10000``) for the loaded game, seeded."""
    kind, sims = spec.split(":")
    rng = np.random.RandomState(seed % 2**32)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if kind == "ismcts":
        searcher = ismcts.ISMCTSBot(spiel, evaluator, UCT_C, int(sims), random_state=rng)
        worlds = random.Random(f"ismcts:{seed}")
        # Seeded worlds (OpenSpiel's default sampler is not seeded): reproducible games.
        searcher._resampler_cb = lambda state, player: state.resample(player, worlds)
        return searcher
    return mcts.MCTSBot(spiel, UCT_C, int(sims), evaluator, solve=False, random_state=rng)


def play(game: AnyGame, rules: Any, first: RungSpec, second: RungSpec, deal: int, seat: int,
         clock: dict[str, list[float]], make: Callable[[RungSpec, int], Any]) -> Any:
    """One game from ``deal``'s cards (``game.chance``) through the adapter, ``first`` in
    ``seat`` and ``second`` in every other seat (at a table of two, the other; round a
    larger table, one player among copies of another), a bot wherever a rung is
    OpenSpiel's and the engine's player (``make``) elsewhere; each side's CPU time per
    decision with a choice is added to ``clock``. The engine's final state. OpenSpiel's
    MCTS and ISMCTS search a game of any number of players: each node is valued for the
    player to move there, from the returns of every seat."""
    register(game.id)
    spiel = pyspiel.load_game(parameters(game.id).game_string(rules, game.match_horizon))
    rung_of = [first if s == seat else second for s in range(spiel.num_players())]
    sides: list[Any] = [bot(spiel, rung[2], 16 * deal + s) if rung[1] == "openspiel"
                        else make(rung, 16 * deal + s) for s, rung in enumerate(rung_of)]
    state = spiel.new_initial_state()
    chance = game.chance(deal)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.outcome(state.engine))
            continue
        s = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        start = time.process_time()
        action = (sides[s].step(state) if rung_of[s][1] == "openspiel"
                  else sides[s].choose(game.view_of(state.engine, s)))
        clock[rung_of[s][0]][0] += time.process_time() - start
        clock[rung_of[s][0]][1] += 1
        state.apply_action(action)
    return state.engine
