"""``penneech lab``: run a sweep from the command line and write its results file."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from penneech.core.console import number_argument, rules_argument
from penneech.core.errors import PenneechError
from penneech.games import DEFAULT
from penneech.lab.sweep import configurations, lab_game, lab_games, run_sweep


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The lab's options, shared by ``penneech lab`` and ``scripts/lab.py``."""
    parser.add_argument("--game", default=DEFAULT, choices=lab_games(),
                        help=f"game to measure (default: {DEFAULT})")
    parser.add_argument("--players", nargs=2, default=["greedy", "greedy"],
                        metavar=("FIRST", "SECOND"),
                        help="two computer players (expert:20 sets an expert's worlds per "
                             "decision); two different levels play a duplicate match and "
                             "the first one's wins are counted; at a table of more than two the "
                             "first sits among the second, moved round every seat "
                             "(default: greedy greedy)")
    parser.add_argument("--games", type=number_argument(1), default=10_000,
                        help="games per reading, rounded up to whole chunks (default: 10000)")
    parser.add_argument("--seed", type=number_argument(0), default=0,
                        help="sweep seed, a whole number from 0 up (default: 0)")
    parser.add_argument("--chunk", type=number_argument(1), default=500,
                        help="games per chunk (default: 500)")
    parser.add_argument("--workers", type=number_argument(1), default=None,
                        help="local processes, 1 or more (default: every core)")
    parser.add_argument("--presets", nargs="*", default=None,
                        help="presets to start from (default: all)")
    parser.add_argument("--presets-only", action="store_true",
                        help="measure the presets without the single option changes")
    parser.add_argument("--rules", action="append", default=[], metavar="RULES",
                        type=rules_argument,
                        help="also measure this reading, a preset with any options "
                             "changed ('PRESET,OPTION=VALUE,OPTION=VALUE'); repeatable")
    parser.add_argument("--ray", metavar="ADDRESS", default=None,
                        help="run the chunks on a Ray cluster at ADDRESS, host:port ('local' "
                             "starts one here); needs the optional extra penneech[lab]")
    parser.add_argument("--out", type=Path, default=None,
                        help="results JSON to write, in a folder that exists; finished chunks "
                             "go to OUT.chunks.jsonl and a rerun resumes from it")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    """Run the sweep the arguments describe and print one line per reading. More workers
    than the machine has cores are allowed (a pool never starts more than there are
    chunks), with a warning: they only share the cores, each with its own memory."""
    cores = os.cpu_count() or 1
    if args.workers is not None and args.workers > cores:
        print(f"penneech lab: warning: --workers {args.workers} is more than the {cores} "
              f"cores of this machine; the processes will share them", file=sys.stderr)
    try:
        game = lab_game(args.game)
        configs = configurations(game, args.presets, not args.presets_only, args.rules)
        if not configs:
            raise ValueError("nothing to measure: --presets names no rule set and no --rules "
                             "is given; name rule sets after --presets, or leave it out for "
                             "all of them")
        doc = run_sweep(game, configs, (args.players[0], args.players[1]), args.games,
                        args.seed, args.chunk, args.workers, args.out, args.ray,
                        None if args.quiet else sys.stderr)
    except (ValueError, PenneechError, RuntimeError, OSError) as exc:
        print(f"penneech lab: {exc}", file=sys.stderr)
        return 2
    alone, match, size = game.headline
    for row in doc["configs"]:
        f = row["figures"]
        key, what = match if match[0] in f else alone
        main = f[key]
        print(f"{row['label']:<40} {row['games']:>6} games  {what} {main['value']:.3f} "
              f"[{main['low']:.3f}, {main['high']:.3f}]  {size[1]} "
              f"{f[size[0]]['value']:.2f}")
    if args.out:
        print(f"results: {args.out}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``scripts/lab.py``."""
    parser = argparse.ArgumentParser(prog="lab", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))
