#!/usr/bin/env python3
"""Decision time of each computer player over the positions of whole games (CPython).

Each player plays ``--games`` games against the greedy player; every decision it takes (with
more than one legal card) is timed. Prints the median and 95th percentile per player.
Goals: the expert at its default budget, median <= 150 ms and 95th percentile <= 400 ms on
a 2-core machine (issue: computer players), and a median no longer than the previous
expert's at its wall-clock budget, 35.9 ms on that machine (issue 12). The players' budgets
are numbers of sampled worlds, so the games are the same on every machine; only the times
differ. ``--clock cpu`` times with the process's CPU time, which other work on a busy
machine does not inflate.

    python scripts/bench_players.py [--games 200] [--preset mcleod] [--clock wall|cpu]
        [--players random greedy expert expert-2025 expert:20] [--solver DEALS]
    python scripts/bench_players.py --game piquet [--games 100] [--preset portland]

``--game piquet`` times the Piquet players (``penneech.games.piquet.players``) the same way, each
"game" being one deal against the greedy player, every decision with more than one legal
action counted (discards, declarations, tricks). Goals for the Piquet expert: median <= 150
ms and 95th percentile <= 600 ms in CPython.

``--game pippip`` times the Pip-Pip! players (``penneech.games.pippip.players``): each game is
the preset's whole game (under ``pagat`` one round, each player dealing once) at a table
of ``--table N`` seats (default 5), the timed player in one seat (seat ``game % N``) and
the greedy player in the others; every decision with more than one legal action is
counted (cards and marriage windows). ``expert:N`` gives the expert a budget of N
simulated card plays per decision. Goals for the Pip-Pip! expert: median <= 200 ms and
95th percentile <= 1 s in CPython.

``--solver DEALS`` also times the double-dummy solver alone: the value of every first card of
a whole hand (seven tricks), averaged over seeded deals (``--players`` may then be empty).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from penneech.core.cards import mask, pack
from penneech.games import GAMES as REGISTRY
from penneech.games.penneech.match import GAMES, play_game, play_points
from penneech.games.penneech.players import ExpertPlayer, Player, make_player, player_names
from penneech.games.penneech.players.solver import Solver, World
from penneech.games.penneech.presets import PRESETS
from penneech.games.pippip.players import ExpertPlayer as PippipExpert
from penneech.games.pippip.players import make_player as make_pippip_player
from penneech.games.pippip.players import player_names as pippip_names
from penneech.games.pippip.players.match import play_pippip
from penneech.games.pippip.presets import PRESETS as PIPPIP_PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.piquet.players import ExpertPlayer as PiquetExpert
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS

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


def make(spec: str, seed: int) -> Player:
    """A player from ``name`` or ``name:samples`` (an expert with that many worlds)."""
    name, _, samples = spec.partition(":")
    if name not in player_names(unlisted=True):
        raise SystemExit(f"unknown player {name!r}; players: "
                         f"{', '.join(player_names(unlisted=True))}")
    player = make_player(name, seed)
    if samples:
        if not isinstance(player, ExpertPlayer) or not samples.isdigit() or int(samples) < 1:
            raise SystemExit(f"{spec!r}: only an expert takes a number of worlds (expert:20)")
        player.samples = int(samples)
    return player


def make_piquet(spec: str, seed: int) -> Any:
    """A Piquet player from ``name`` or ``expert:N`` (N worlds at every trick)."""
    name, _, samples = spec.partition(":")
    if name not in REGISTRY["piquet"].player_names():
        raise SystemExit(f"unknown Piquet player {name!r}; players: "
                         f"{', '.join(REGISTRY['piquet'].player_names())}")
    player = REGISTRY["piquet"].make_player(name, seed)
    if samples:
        if not isinstance(player, PiquetExpert) or not samples.isdigit() or int(samples) < 1:
            raise SystemExit(f"{spec!r}: only the expert takes a number of worlds (expert:20)")
        player.samples = int(samples)
    return player


def make_pippip(spec: str, seed: int) -> Any:
    """A Pip-Pip! player from ``name`` or ``expert:N`` (N simulated card plays per
    decision)."""
    name, _, nodes = spec.partition(":")
    if name not in pippip_names():
        raise SystemExit(f"unknown Pip-Pip! player {name!r}; players: "
                         f"{', '.join(pippip_names())}")
    player = make_pippip_player(name, seed)
    if nodes:
        if not isinstance(player, PippipExpert) or not nodes.isdigit() or int(nodes) < 1:
            raise SystemExit(f"{spec!r}: only the expert takes a budget (expert:3000)")
        player.nodes = int(nodes)
    return player


def pippip_decision_times(name: str, games: int, rules: PippipRules,
                          clock: str = "wall") -> list[float]:
    """Seconds per decision of Pip-Pip! player ``name`` over ``games`` whole games, in
    seat ``game % players`` with the greedy player in every other seat."""
    times: list[float] = []
    for seed in range(games):
        timed = Timed(make_pippip(name, seed), CLOCKS[clock])
        seats: list[Any] = [make_pippip_player("greedy", seed * 100 + s)
                            for s in range(rules.players)]
        seats[seed % rules.players] = timed
        play_pippip(rules, seats, seed)
        times += timed.times
    return times


def piquet_decision_times(name: str, deals: int, preset: str,
                          clock: str = "wall") -> list[float]:
    """Seconds per decision of Piquet player ``name`` (seat alternating) over ``deals``
    single deals against the greedy player."""
    times: list[float] = []
    for seed in range(deals):
        timed = Timed(make_piquet(name, seed), CLOCKS[clock])
        seats: list[Any] = [timed, REGISTRY["piquet"].make_player("greedy", seed)]
        if seed % 2:
            seats.reverse()
        play_points("piquet", preset, seats, seed)
        times += timed.times
    return times


def decision_times(name: str, games: int, preset: str, clock: str = "wall") -> list[float]:
    """Seconds per decision of player ``name`` (seat alternating) over ``games`` games."""
    rules = PRESETS[preset].rules
    times: list[float] = []
    for seed in range(games):
        timed = Timed(make(name, seed), CLOCKS[clock])
        seats: list[Player] = [timed, make_player("greedy", seed)]
        if seed % 2:
            seats.reverse()
        play_game(rules, seats, seed)
        times += timed.times
    return times


def solver_times(deals: int, preset: str, clock: str) -> tuple[float, int]:
    """Seconds and nodes for the solver's value of every first card of ``deals`` whole hands.

    Seeded deals, seat ``deal % 2`` to lead, hand points only (what every world of the
    expert's first decision costs).
    """
    rules = PRESETS[preset].rules
    tick = CLOCKS[clock]
    seconds, nodes = 0.0, 0
    for deal in range(deals):
        cards = random.Random(deal).sample(pack(rules.pack), 22)
        world = World((mask(cards[0:14:2]), mask(cards[1:14:2])), deal % 2, 0, (0, 0),
                      tuple(cards[14:]))
        solver = Solver(rules)
        start = tick()
        solver.action_values(world)
        seconds += tick() - start
        nodes += solver.nodes
    return seconds, nodes


def main() -> None:
    """Time the players and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=(*GAMES, "pippip"), default="penneech")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--preset",
                        help="rule set (default mcleod; piquet: portland; pippip: pagat)")
    parser.add_argument("--table", type=int, default=5,
                        help="pippip: seats at the table, 3 to 12 (default 5)")
    parser.add_argument("--players", nargs="*")
    parser.add_argument("--clock", choices=list(CLOCKS), default="wall")
    parser.add_argument("--solver", type=int, metavar="DEALS", default=0,
                        help="also time the double-dummy solver on this many whole hands")
    args = parser.parse_args()
    piquet = args.game == "piquet"
    presets: Any = {"penneech": PRESETS, "piquet": PIQUET_PRESETS,
                    "pippip": PIPPIP_PRESETS}[args.game]
    preset = args.preset or {"penneech": "mcleod", "piquet": "portland",
                             "pippip": "pagat"}[args.game]
    if preset not in presets:
        parser.error(f"argument --preset: invalid choice: {preset!r} "
                     f"(choose from {', '.join(map(repr, presets))})")
    if args.game == "pippip":
        try:
            table = PippipRules.parse(f"{preset},players={args.table}")
        except ValueError as error:
            parser.error(f"argument --table: {error}")
        for name in args.players if args.players is not None else pippip_names():
            report(name, pippip_decision_times(name, args.games, table, args.clock))
        return
    names = args.players if args.players is not None else REGISTRY[args.game].player_names()
    if args.solver and not piquet:
        seconds, nodes = solver_times(args.solver, preset, args.clock)
        print(f"solver      {args.solver:6d} whole hands  {seconds / args.solver * 1e3:8.2f} ms "
              f"per hand  {nodes / args.solver:9.0f} nodes per hand  "
              f"{nodes / seconds:9.0f} nodes/s")
    for name in names:
        timer = piquet_decision_times if piquet else decision_times
        report(name, timer(name, args.games, preset, args.clock))


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
