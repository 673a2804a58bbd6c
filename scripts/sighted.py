#!/usr/bin/env python3
"""How far an expert's method can go: the expert with every hidden card in sight.

The "sighted" expert is the game's expert handed the true deal instead of sampled ones (a
game's ``sighted`` module, found through the registry, ``penneech.games``). It is not a
fair player and never plays on the site; it measures a bound for the strength goals of the
experts, which are set against a fixed opponent (the module's ``OPPONENT``):

- Piquet, against ``greedy``: it values every allowed discard on the true deal and solves
  the true position in play; each deal is played from both seats, on the cards of
  ``scripts/tournament.py --game piquet`` with the same seeds; the figure is its share of
  all the deals' points. The goal for the fair expert is 65%.
- Pip-Pip!, against four ``greedy`` players at the rule set's table: it tries each action
  on the true deal; each seed is played with it in every seat; the figure is its share of
  the games won. The goal for the fair expert is 35%.
- Penneech, against ``expert-2025``: it solves the true position, the opponent's hand and
  the turn-ups to come in sight; each game is played from both seats; the figure is its
  share of the games won. The goal for the fair expert is 55%.

The figures and their 95% intervals are the tournament's (``scripts/tournament.py``: what
the game counts, and how). With ``--sight hands`` (Pip-Pip!, Penneech) it sees every hand
but not the order of the stock: the bound for any reading of the other players' hands.

If the sighted expert stays below a goal, no refinement of that expert's sampling can reach
it; above, the gap between the two is what better inference could still win.

    python scripts/sighted.py --game piquet [--preset portland] [--deals 1000] [--seed 0]
    python scripts/sighted.py --game pippip [--preset pagat] [--deals 40] [--workers 2]
        [--sight all|hands]
    python scripts/sighted.py --game penneech [--preset mcleod] [--deals 300] [--workers 2]
        [--sight all|hands]
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool
from typing import Any

from tournament import summary

from penneech.games import GAMES, game

#: One game: the game, the rule set, the seed, the sighted expert's seat, the sight.
Job = tuple[str, str, int, int, str]


def play_one(job: Job) -> dict[str, Any]:
    """One game with the sighted expert in its seat: a line as the tournament writes it."""
    game_id, preset, seed, seat, sight = job
    g = game(game_id)
    assert g.sighted is not None
    start = time.process_time()
    state = g.sighted().play(g.presets[preset].rules, seed, seat, sight)
    outcome = g.outcome(state)
    others = [p for s, p in enumerate(outcome.points) if s != seat]
    return {"deal": seed, "first_seat": seat, "share": outcome.share(seat),
            "deals": outcome.deals,
            "points": [outcome.points[seat],
                       others[0] if len(others) == 1 else sum(others) / len(others)],
            "cpu_seconds": time.process_time() - start}


def main() -> None:
    sighted_games = [g.id for g in GAMES.values() if g.sighted is not None]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=sighted_games, default=sighted_games[0])
    parser.add_argument("--preset", help="rule set (default: the game's, " + "; ".join(
        f"{g}: {game(g).default_preset}" for g in sighted_games) + ")")
    parser.add_argument("--deals", type=int, default=300,
                        help="seeds, each played with the sighted expert in every seat")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--sight", choices=("all", "hands"), default="all",
                        help="every hidden card in sight (all), or every hand but not the "
                             "order of the stock (hands), where the game has a stock")
    args = parser.parse_args()
    g = game(args.game)
    assert g.sighted is not None
    module = g.sighted()
    if args.sight not in module.SIGHTS:
        parser.error(f"--sight {args.sight} is not for {g.id}: "
                     f"{', '.join(module.SIGHTS)}")
    preset = args.preset or g.default_preset
    if preset not in g.presets:
        parser.error(f"unknown {g.id} rule set {preset!r}")
    seats = g.seats_of(g.presets[preset].rules)
    jobs: list[Job] = [(g.id, preset, seed, seat, args.sight)
                       for seed in range(args.seed, args.seed + args.deals)
                       for seat in range(seats)]
    with Pool(args.workers) as pool:
        results: list[dict[str, Any]] = pool.map(play_one, jobs, chunksize=2)
    sight = {"all": "every hidden card in sight",
             "hands": "every hand in sight, not the stock"}[args.sight]
    print(f"the sighted expert ({sight}), seeds {args.seed}-{args.seed + args.deals - 1}:")
    print(summary(g, results, "sighted", module.OPPONENT, preset))
    cpu = sorted(r["cpu_seconds"] for r in results)
    print(f"CPU per game: median {cpu[len(cpu) // 2]:.2f} s, total {sum(cpu):.0f} s")


if __name__ == "__main__":
    main()
