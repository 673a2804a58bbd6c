#!/usr/bin/env python3
"""Duplicate match between two computer players under a preset.

Each deal (a seed for ``SeededChance``) is played twice with the seats swapped, so both
players get the same cards; luck largely cancels. Prints the first player's win rate with a
95% Wilson confidence interval and the average points per hand of each player.

    python scripts/tournament.py expert greedy --preset mcleod --games 1000 [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import time

from penneech.match import play_game
from penneech.players import make_player, player_names
from penneech.presets import PRESETS


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main() -> None:
    """Run the match and print the result."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", choices=player_names())
    parser.add_argument("second", choices=player_names())
    parser.add_argument("--preset", choices=list(PRESETS), default="mcleod")
    parser.add_argument("--games", type=int, default=200, help="games (two per deal)")
    parser.add_argument("--seed", type=int, default=0, help="first deal seed")
    args = parser.parse_args()
    rules = PRESETS[args.preset].rules
    wins = games = hands = 0
    points = [0, 0]
    start = time.perf_counter()
    for deal in range(args.seed, args.seed + args.games // 2):
        for first_seat in (0, 1):
            players = [make_player(args.first, deal), make_player(args.second, deal)]
            if first_seat == 1:
                players.reverse()
            state = play_game(rules, players, deal)
            games += 1
            wins += state.winner == first_seat
            hands += state.hand_no
            for event in state.events:
                points[0 if event.player == first_seat else 1] += event.points
    low, high = wilson(wins, games)
    print(f"{args.first} vs {args.second}, preset {args.preset}, {games} games "
          f"({games // 2} deals, seats swapped), {time.perf_counter() - start:.0f} s")
    print(f"{args.first} wins {wins}/{games} = {wins / games:.1%} "
          f"(95% CI {low:.1%} to {high:.1%})")
    print(f"points per hand: {args.first} {points[0] / hands:.2f}, "
          f"{args.second} {points[1] / hands:.2f} ({hands} hands)")


if __name__ == "__main__":
    main()
