#!/usr/bin/env python3
"""Benchmark: complete random deals per second, against the cost of one 52-card shuffle.

A deal is shuffled, dealt, played out over seven tricks with random legal cards and fully
scored (``penneech.games.penneech.simulate.random_deal``). The same run also times
``random.shuffle`` of
a 52-element list and the full ``State`` engine (every action checked and logged), and
prints the ratios. Goal (issue: rules engine): one random deal costs at most 2x a shuffle.
Every rule the play-out applies comes from ``penneech.games.penneech.tricks``, the module ``State``
uses.

Times are the process's CPU time (``time.process_time``), so that other jobs on the machine
disturb the ratios less; ``--wall`` measures wall-clock time instead.

    python scripts/bench_engine.py [--deals N] [--preset NAME|all] [--repeat R] [--wall]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.simulate import DealRules, random_deal
from penneech.games.penneech.state import State

Clock = Callable[[], float]


def time_shuffles(n: int, rng: random.Random, clock: Clock) -> float:
    """Seconds per ``random.shuffle`` of a 52-element list."""
    deck = list(range(52))
    shuffle = rng.shuffle
    start = clock()
    for _ in range(n):
        shuffle(deck)
    return (clock() - start) / n


def time_deals(n: int, preset: str, rng: random.Random, clock: Clock) -> float:
    """Seconds per complete random deal with the fast play-out."""
    dr = DealRules.of(PRESETS[preset].rules)
    start = clock()
    for i in range(n):
        random_deal(dr, rng, i & 1)
    return (clock() - start) / n


def time_state_deals(n: int, preset: str, rng: random.Random, clock: Clock) -> float:
    """Seconds per deal played through the checked ``State`` engine (throw-ins kept)."""
    rules = PRESETS[preset].rules
    start = clock()
    for i in range(n):
        state = State(rules, dealer=i & 1)
        chance = SeededChance(rng.randrange(1 << 30))
        while state.hand_no == 1 and not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(chance.outcome(state))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    return (clock() - start) / n


def bench(preset: str, deals: int, repeat: int, clock: Clock) -> None:
    """Measure one preset and print its figures."""
    rng = random.Random(1)
    shuffles, fast = [], []
    for _ in range(repeat):
        shuffles.append(time_shuffles(deals, rng, clock))
        fast.append(time_deals(deals, preset, rng, clock))
    state_deal = time_state_deals(max(1, deals // 20), preset, rng, clock)
    shuffle_s = statistics.median(shuffles)
    deal_s = statistics.median(fast)
    print(f"preset {preset}, {deals} deals x {repeat} runs (medians)")
    print(f"random.shuffle(52 items): {shuffle_s * 1e6:.2f} us")
    print(f"fast random deal:         {deal_s * 1e6:.2f} us  = {1 / deal_s:,.0f} deals/s  "
          f"= {deal_s / shuffle_s:.2f}x a shuffle (goal <= 2x)")
    print(f"checked State deal:       {state_deal * 1e6:.2f} us  = {1 / state_deal:,.0f} deals/s  "
          f"= {state_deal / shuffle_s:.1f}x a shuffle")


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--preset", choices=[*PRESETS, "all"], default="mcleod")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--wall", action="store_true", help="wall-clock instead of CPU time")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    print(f"clock: {'wall' if args.wall else 'process CPU'} time")
    for preset in PRESETS if args.preset == "all" else [args.preset]:
        bench(preset, args.deals, args.repeat, clock)


if __name__ == "__main__":
    main()
