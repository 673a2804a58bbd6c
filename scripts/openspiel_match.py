"""Our expert against OpenSpiel's ISMCTS and MCTS bots, in duplicate (issue 16).

Any two-player game with an OpenSpiel adapter (a registry entry declaring its horizons
and facts, ``python_<id>`` of ``penneech.openspiel.adapter``) is played; Penneech unless
``--game`` says otherwise. Every
deal (the game's seeded chance, ``seed + i``) is played twice with the seats swapped, so
both sides get the same cards. The expert acts on its view (``view_of`` of the engine state
inside the OpenSpiel state); the OpenSpiel bot acts on the OpenSpiel state (ISMCTS through
information-state strings, so it sees what the view shows; MCTS searches the true state,
so it plays with the hidden cards in sight: a perfect-information yardstick, not a fair
opponent).

Equal time: the expert's mean time per searched decision is measured on calibration deals,
then the bot's time per simulation on the same positions; the bot gets
``expert time / time per simulation`` simulations per decision (a number, so the match
itself is reproducible from the seed; time is measured only to choose that number).
Decisions with one legal action are played without search by both sides.

    .venv/bin/python scripts/openspiel_match.py --opponent ismcts --deals 500
    .venv/bin/python scripts/openspiel_match.py --opponent mcts --deals 50 --horizon hand
    .venv/bin/python scripts/openspiel_match.py --game piquet --rules portland --deals 50

prints the calibration, the win rate of the expert with its 95% Wilson interval, and the
mean time per decision of each side.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from penneech.core.game import AnyGame, GamePlayer
from penneech.games import DEFAULT, GAMES, game
from penneech.openspiel.adapter import register
from penneech.openspiel.parameters import openspiel_games, parameters

UCT_C = 2.0


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def make_bot(kind: str, game: Any, sims: int, seed: int) -> Any:
    """An OpenSpiel bot with random-rollout evaluation, seeded."""
    rng = np.random.RandomState(seed % (2**32))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if kind == "ismcts":
        bot = ismcts.ISMCTSBot(game, evaluator, UCT_C, sims, random_state=rng)
        worlds = random.Random(f"ismcts:{seed}")
        # Seeded worlds (OpenSpiel's default sampler is not seeded): reproducible matches.
        bot._resampler_cb = lambda state, player: state.resample(player, worlds)
        return bot
    return mcts.MCTSBot(game, UCT_C, sims, evaluator, solve=False, random_state=rng)


class Clock:
    """Total time and count of searched decisions, per side."""

    def __init__(self) -> None:
        self.seconds = {"expert": 0.0, "bot": 0.0}
        self.count = {"expert": 0, "bot": 0}

    def mean(self, side: str) -> float:
        return self.seconds[side] / max(1, self.count[side])


def play(ours: AnyGame, game: Any, expert: GamePlayer[Any], bot: Any,
         expert_seat: int, seed: int, clock: Clock) -> Any:
    """One game (or hand, or deal) from ``seed``'s cards; returns the final state."""
    state = game.new_initial_state()
    chance = ours.chance(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.outcome(state.engine))
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        side = "expert" if seat == expert_seat else "bot"
        start = time.perf_counter()
        action = (expert.choose(ours.view_of(state.engine, seat)) if side == "expert"
                  else bot.step(state))
        clock.seconds[side] += time.perf_counter() - start
        clock.count[side] += 1
        state.apply_action(action)
    return state


def calibrate(ours: AnyGame, game: Any, kind: str, samples: int | None,
              seed: int, deals: int, probe_sims: int) -> tuple[float, float, int]:
    """Expert seconds per decision, bot seconds per simulation, and equal-time simulations."""
    clock = Clock()
    for i in range(deals):
        expert = _expert(ours, seed + i, samples)
        play(ours, game, expert, make_bot(kind, game, probe_sims, seed + i), i % 2, seed + i,
             clock)
    per_sim = clock.mean("bot") / probe_sims
    sims = max(1, round(clock.mean("expert") / per_sim))
    return clock.mean("expert"), per_sim, sims


def _expert(ours: AnyGame, seed: int, samples: int | None) -> GamePlayer[Any]:
    """The game's expert, with ``samples`` as its budget if given."""
    return ours.budgeted("expert" if samples is None else f"expert:{samples}", seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", choices=("ismcts", "mcts"), default="ismcts")
    duels = [g for g in openspiel_games() if game(g).seats_option is None
             and game(g).seats == 2]
    parser.add_argument("--game", choices=duels, default=DEFAULT if DEFAULT in duels
                        else duels[0])
    parser.add_argument("--deals", type=int, default=500,
                        help="deals, each played twice with seats swapped (games = 2 x deals)")
    parser.add_argument("--rules", default=None,
                        help="preset and options, as the game's rules parse them (default: "
                             "the game's default preset)")
    parser.add_argument("--horizon", default=None,
                        help="the adapter's horizon: " + "; ".join(
                            f"{g}: {', '.join(parameters(g).horizons)}" for g in duels)
                        + " (default: the first)")
    parser.add_argument("--seed", type=int, default=16_000)
    parser.add_argument("--samples", type=int, default=None,
                        help="the expert's budget, as expert:N gives it (default: its own)")
    parser.add_argument("--sims", type=int, default=None,
                        help="bot simulations per decision (default: calibrated to equal time)")
    parser.add_argument("--calibration-deals", type=int, default=2)
    parser.add_argument("--probe-sims", type=int, default=100)
    args = parser.parse_args(argv)
    ours = GAMES[args.game]
    params = parameters(ours.id)
    horizon = args.horizon or params.horizons[0]
    if horizon not in params.horizons:
        parser.error(f"argument --horizon: {ours.id} has {', '.join(params.horizons)}")
    rules = args.rules or ours.default_preset
    register(ours.id)   # python_<id> with OpenSpiel (importing the adapter did already)
    spiel = pyspiel.load_game(params.game_string(ours.parse_rules(rules), horizon))
    print(f"game: {spiel}")
    sims = args.sims
    if sims is None:
        expert_s, per_sim, sims = calibrate(ours, spiel, args.opponent, args.samples,
                                            args.seed + 10**6, args.calibration_deals,
                                            args.probe_sims)
        print(f"calibration ({args.calibration_deals} deals): expert {expert_s * 1000:.1f} ms "
              f"per decision; {args.opponent} {per_sim * 1000:.3f} ms per simulation "
              f"-> {sims} simulations per decision")
    clock = Clock()
    wins = 0.0
    games = 0
    try:
        for i in range(args.deals):
            for expert_seat in (0, 1):
                seed = args.seed + i
                expert = _expert(ours, seed, args.samples)
                bot = make_bot(args.opponent, spiel, sims, seed * 2 + expert_seat)
                final = play(ours, spiel, expert, bot, expert_seat, seed, clock)
                result = final.returns()[expert_seat]
                wins += 1.0 if result > 0 else 0.5 if result == 0 else 0.0
                games += 1
            low, high = wilson(wins, games)
            print(f"\r{games} games: expert {wins / games:.3f} [{low:.3f}, {high:.3f}]",
                  end="", flush=True)
    except KeyboardInterrupt:
        print(f"\nstopped after {games} complete games (whole deals count only if both "
              f"seats were played: {games - games % 2})", end="")
    print()
    if games == 0:
        return 1
    low, high = wilson(wins, games)
    print(f"{ours.name.en}: expert vs {args.opponent} ({sims} simulations), {rules}, "
          f"horizon {horizon}: {wins:g} of {games} games won (draws count half), "
          f"{wins / games:.1%}, 95% interval [{low:.1%}, {high:.1%}]")
    print(f"mean time per searched decision: expert {clock.mean('expert') * 1000:.1f} ms, "
          f"{args.opponent} {clock.mean('bot') * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
