#!/usr/bin/env python3
"""Decision time of each computer player of a game over the positions of whole games (CPython).

Each player plays ``--games`` games of the game's match (its registry entry,
``penneech.games``: a whole Penneech or Pip-Pip! game, a single Piquet deal) against the
greedy player, in seat ``game % seats`` and greedy players in the others (seeded as in
``scripts/tournament.py``); every decision it takes with more than one legal action is
timed (cards, and in Piquet discards and declarations, in Pip-Pip! marriage windows).
Prints the median and 95th percentile per player. The players' budgets are numbers (of
sampled worlds, of simulated card plays), so the games are the same on every machine; only
the times differ. ``--clock cpu`` times with the process's CPU time, which other work on a
busy machine does not inflate.

    python scripts/bench_players.py [--games 200] [--preset mcleod] [--clock wall|cpu]
        [--players random greedy expert expert-2025 expert:20]
    python scripts/bench_players.py --game piquet [--games 100] [--preset portland]
    python scripts/bench_players.py --game pippip [--games 20] [--table 5]

Goals, in CPython on a 2-core machine: the Penneech expert at its default budget, median
<= 150 ms and 95th percentile <= 400 ms (issue: computer players), and a median no longer
than the previous expert's at its wall-clock budget, 35.9 ms on that machine (issue 12);
the Piquet expert, median <= 150 ms and 95th percentile <= 600 ms; the Pip-Pip! expert at a
table of five, median <= 200 ms and 95th percentile <= 1 s; at a larger table each of its
decisions has a share of the budget (``expert.nodes_at``), and the goal is the wait between
two of the human's turns, all the other seats' decisions, measured in the browser
(``scripts/bench_browser.py --game pippip --table N``): under 2 s on a quiet machine.
``expert:N`` gives an expert a budget of N (worlds per decision in Penneech and Piquet,
simulated card plays in Pip-Pip!); ``--table N`` sets the table of a game whose table size
is an option.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from tournament import seat_seed

from penneech.core.game import AnyGame
from penneech.games import DEFAULT, GAMES, game

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


class Timed:
    """Wraps a player and records how long each of its real choices takes."""

    def __init__(self, player: Any, clock: Callable[[], float] = time.perf_counter) -> None:
        self.player = player
        self.name = player.name
        self.clock = clock
        self.times: list[float] = []

    def choose(self, view: Any) -> int:
        """The wrapped player's choice, timed when there is more than one legal action."""
        start = self.clock()
        action: int = self.player.choose(view)
        if len(view.legal) > 1:
            self.times.append(self.clock() - start)
        return action


def make(g: AnyGame, spec: str, seed: int) -> Any:
    """The player of ``spec`` (``name`` or ``name:N``, a budget), seeded."""
    try:
        return g.budgeted(spec, seed)
    except ValueError as error:
        raise SystemExit(f"{g.id}: {error}") from None


def decision_times(g: AnyGame, name: str, games: int, rules: Any,
                   clock: str = "wall") -> list[float]:
    """Seconds per decision of player ``name`` over ``games`` games of the match, in seat
    ``game % seats`` with the greedy player in every other seat."""
    seats = g.seats_of(rules)
    times: list[float] = []
    for seed in range(games):
        timed = Timed(make(g, name, seed), CLOCKS[clock])
        players: list[Any] = [g.make_player("greedy", seat_seed(seats, seed, s))
                              for s in range(seats)]
        players[seed % seats] = timed
        g.play_match(rules, players, seed)
        times += timed.times
    return times


def main() -> None:
    """Time the players and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=list(GAMES), default=DEFAULT)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--preset", help="rule set (default: the game's, " + "; ".join(
        f"{g.id}: {g.default_preset}" for g in GAMES.values()) + ")")
    parser.add_argument("--table", type=int,
                        help="seats at the table, for a game whose table size is an option "
                             "(default: the rule set's)")
    parser.add_argument("--players", nargs="*")
    parser.add_argument("--clock", choices=list(CLOCKS), default="wall")
    args = parser.parse_args()
    g = game(args.game)
    preset = args.preset or g.default_preset
    if preset not in g.presets:
        parser.error(f"argument --preset: invalid choice: {preset!r} "
                     f"(choose from {', '.join(map(repr, g.presets))})")
    rules = g.presets[preset].rules
    if args.table is not None:
        if g.seats_option is None:
            parser.error(f"argument --table: {g.id} is played by {g.seats}")
        try:
            rules = rules.with_values({g.seats_option: str(args.table)})
        except ValueError as error:
            parser.error(f"argument --table: {error}")
    for name in args.players if args.players is not None else g.player_names():
        report(name, decision_times(g, name, args.games, rules, args.clock))


def report(name: str, seconds: list[float]) -> None:
    """Print a player's median, 95th percentile and longest decision."""
    times = sorted(seconds)
    if not times:
        print(f"{name:11s}      0 decisions")
        return
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    median = statistics.median(times) * 1e3
    print(f"{name:11s} {len(times):6d} decisions  median {median:8.2f} ms"
          f"  p95 {p95 * 1e3:8.2f} ms  max {times[-1] * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
