#!/usr/bin/env python3
"""Speed of the variant lab: games per second per core, and the scaling over workers.

    python scripts/bench_lab.py                 # throughput per level, scaling 1 -> 2 workers
    python scripts/bench_lab.py --full          # also time the full greedy sweep (goal < 10 min)
    python scripts/bench_lab.py --game piquet --preset portland --games 400
                                                # the same for Piquet (a game is one deal)
    python scripts/bench_lab.py --game pippip   # Pip-Pip!: one deal at a table of five; the
                                                # expert is one among greedy players

Throughput is measured in CPU seconds of one process (``time.process_time``), so it does
not depend on other work on the machine; the scaling and the full sweep are wall-clock times
and need an otherwise idle machine. Every figure is printed with the command's settings.
"""

from __future__ import annotations

import argparse
import time

from penneech.games import DEFAULT, game
from penneech.lab import configurations, lab_game, lab_games, run_sweep

LEVELS = (("random", ("random", "random"), 400), ("greedy", ("greedy", "greedy"), 400),
          ("expert", ("expert", "greedy"), 4))


def throughput(game_name: str, preset: str) -> None:
    """Games per CPU second of one process, for each level (the expert against greedy)."""
    play_chunk = lab_game(game_name).play_chunk
    for name, players, games in LEVELS:
        start = time.process_time()
        play_chunk(preset, players, 1, 0, games)
        cpu = time.process_time() - start
        extra = f"; {1000 * cpu / games / 60:.1f} core-minutes per 1,000 games" \
            if name == "expert" else ""
        print(f"{name:<7} {games / cpu:8.1f} games/s per core ({games} games, {preset}, "
              f"{players[0]} vs {players[1]}){extra}")


def scaling(game_name: str, games: int) -> None:
    """Wall time of the same sweep of the presets on 1 and 2 workers."""
    game = lab_game(game_name)
    configs = configurations(game, single=False)
    times = []
    for workers in (1, 2):
        start = time.perf_counter()
        run_sweep(game, configs, ("greedy", "greedy"), games, seed=1, chunk=games // 4,
                  workers=workers, progress=None)
        times.append(time.perf_counter() - start)
        played = len({c.rules for c in configs}) * games
        print(f"{workers} worker(s): {played} greedy games in {times[-1]:.1f} s "
              f"({played / times[-1]:.0f} games/s)")
    print(f"scaling 1 -> 2 workers: {times[0] / times[1]:.2f}x")


def full(game_name: str) -> None:
    """The full greedy sweep: every preset and every single option change, 10,000 games."""
    game = lab_game(game_name)
    configs = configurations(game)
    start = time.perf_counter()
    run_sweep(game, configs, ("greedy", "greedy"), 10_000, seed=2, workers=2)
    wall = time.perf_counter() - start
    readings = len({c.rules for c in configs})
    print(f"full greedy sweep: {readings} readings x 10,000 games on 2 workers in "
          f"{wall / 60:.1f} min (goal: under 10 min)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default=DEFAULT, choices=lab_games())
    parser.add_argument("--preset", default=None,
                        help="reading to time (default: the game's, " + "; ".join(
                            f"{g}: {game(g).default_preset}" for g in lab_games()) + ")")
    parser.add_argument("--games", type=int, default=2000,
                        help="greedy games per preset for the scaling (default: 2000)")
    parser.add_argument("--full", action="store_true", help="also time the full sweep")
    args = parser.parse_args()
    throughput(args.game, args.preset or game(args.game).default_preset)
    scaling(args.game, args.games)
    if args.full:
        full(args.game)


if __name__ == "__main__":
    main()
