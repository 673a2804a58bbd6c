"""Our expert against OpenSpiel's ISMCTS and MCTS bots, in duplicate (issue 16).

Every deal (``SeededChance(seed + i)``) is played twice with the seats swapped, so both
sides get the same cards. The expert acts on its ``PlayerView`` (``view_of`` of the
engine state inside the OpenSpiel state); the OpenSpiel bot acts on the OpenSpiel state
(ISMCTS through information-state strings, so it sees what the view shows; MCTS searches
the true state, so it plays with the hidden cards in sight: a perfect-information
yardstick, not a fair opponent).

Equal time: the expert's mean time per searched decision is measured on calibration deals,
then the bot's time per simulation on the same positions; the bot gets
``expert time / time per simulation`` simulations per decision (a number, so the match
itself is reproducible from the seed; time is measured only to choose that number).
Decisions with one legal action are played without search by both sides.

    .venv/bin/python scripts/openspiel_match.py --opponent ismcts --deals 500
    .venv/bin/python scripts/openspiel_match.py --opponent mcts --deals 50 --horizon hand

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

from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.players import make_player
from penneech.games.penneech.players.base import Player
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.view import view_of
from penneech.openspiel.penneech import PenneechState, game_string

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


def play(game: Any, expert: Player, bot: Any, expert_seat: int, seed: int,
         clock: Clock) -> PenneechState:
    """One game (or hand) from ``seed``'s cards; returns the final state."""
    state: PenneechState = game.new_initial_state()
    chance = SeededChance(seed)
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
        action = (expert.choose(view_of(state.engine, seat)) if side == "expert"
                  else bot.step(state))
        clock.seconds[side] += time.perf_counter() - start
        clock.count[side] += 1
        state.apply_action(action)
    return state


def calibrate(game: Any, kind: str, samples: int | None, seed: int, deals: int,
              probe_sims: int) -> tuple[float, float, int]:
    """Expert seconds per decision, bot seconds per simulation, and equal-time simulations."""
    clock = Clock()
    for i in range(deals):
        expert = _expert(seed + i, samples)
        play(game, expert, make_bot(kind, game, probe_sims, seed + i), i % 2, seed + i, clock)
    per_sim = clock.mean("bot") / probe_sims
    sims = max(1, round(clock.mean("expert") / per_sim))
    return clock.mean("expert"), per_sim, sims


def _expert(seed: int, samples: int | None) -> Player:
    player = make_player("expert", seed)
    if samples is not None:
        player.samples = samples  # type: ignore[attr-defined]
    return player


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", choices=("ismcts", "mcts"), default="ismcts")
    parser.add_argument("--deals", type=int, default=500,
                        help="deals, each played twice with seats swapped (games = 2 x deals)")
    parser.add_argument("--rules", default="mcleod", help="preset and options, as Rules.parse")
    parser.add_argument("--horizon", choices=("game", "hand"), default="game")
    parser.add_argument("--seed", type=int, default=16_000)
    parser.add_argument("--samples", type=int, default=None,
                        help="expert's worlds per decision (default: its default budget)")
    parser.add_argument("--sims", type=int, default=None,
                        help="bot simulations per decision (default: calibrated to equal time)")
    parser.add_argument("--calibration-deals", type=int, default=2)
    parser.add_argument("--probe-sims", type=int, default=100)
    args = parser.parse_args(argv)

    game = pyspiel.load_game(game_string(Rules.parse(args.rules), args.horizon))
    print(f"game: {game}")
    sims = args.sims
    if sims is None:
        expert_s, per_sim, sims = calibrate(game, args.opponent, args.samples,
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
                expert = _expert(seed, args.samples)
                bot = make_bot(args.opponent, game, sims, seed * 2 + expert_seat)
                final = play(game, expert, bot, expert_seat, seed, clock)
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
    print(f"expert vs {args.opponent} ({sims} simulations), {args.rules}, horizon "
          f"{args.horizon}: {wins:g} of {games} games won (draws count half), "
          f"{wins / games:.1%}, 95% interval [{low:.1%}, {high:.1%}]")
    print(f"mean time per searched decision: expert {clock.mean('expert') * 1000:.1f} ms, "
          f"{args.opponent} {clock.mean('bot') * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
