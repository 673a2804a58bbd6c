#!/usr/bin/env python3
"""Decision time of each computer player over the positions of whole games (CPython).

Each player plays ``--games`` games against the greedy player; every decision it takes (with
more than one legal card) is timed. Prints the median and 95th percentile per player.
Goal (issue: computer players): the expert at its default budget, median <= 150 ms and
95th percentile <= 400 ms on a 2-core machine.

    python scripts/bench_players.py [--games 200] [--preset mcleod] [--players random greedy expert]
"""

from __future__ import annotations

import argparse
import statistics
import time

from penneech.match import play_game
from penneech.players import Player, make_player, player_names
from penneech.presets import PRESETS
from penneech.view import PlayerView


class Timed:
    """Wraps a player and records how long each of its real choices takes."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.name = player.name
        self.times: list[float] = []

    def choose(self, view: PlayerView) -> int:
        """The wrapped player's choice, timed when there is more than one legal action."""
        start = time.perf_counter()
        action = self.player.choose(view)
        if len(view.legal) > 1:
            self.times.append(time.perf_counter() - start)
        return action


def decision_times(name: str, games: int, preset: str) -> list[float]:
    """Seconds per decision of player ``name`` (seat alternating) over ``games`` games."""
    rules = PRESETS[preset].rules
    times: list[float] = []
    for seed in range(games):
        timed = Timed(make_player(name, seed))
        seats: list[Player] = [timed, make_player("greedy", seed)]
        if seed % 2:
            seats.reverse()
        play_game(rules, seats, seed)
        times += timed.times
    return times


def main() -> None:
    """Time the players and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--preset", choices=list(PRESETS), default="mcleod")
    parser.add_argument("--players", nargs="+", default=player_names(), choices=player_names())
    args = parser.parse_args()
    for name in args.players:
        times = sorted(decision_times(name, args.games, args.preset))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        median = statistics.median(times) * 1e3
        print(f"{name:8s} {len(times):6d} decisions  median {median:8.2f} ms"
              f"  p95 {p95 * 1e3:8.2f} ms  max {times[-1] * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
