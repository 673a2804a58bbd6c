#!/usr/bin/env python3
"""Duplicate match between two computer players of any game, under a rule set.

Each seed deals the same cards whoever holds them (the game's seeded chance), and the first
player plays it from every seat: at two seats each seed is played twice with the seats
swapped; round a table of more, the first player sits alone among copies of the second,
once in every seat. Luck largely cancels. What one game of the match is, and what the match
counts, is the game's (its registry entry, ``penneech.games``):

- a game counting **wins** at two seats (Penneech: a whole game): the first player's share
  of the games won with a 95% Wilson interval, and each player's points per deal (a
  Penneech deal is a hand);
- a game counting **wins** round a table (Pip-Pip!: the rule set's whole game, under
  ``pagat`` one round, each player dealing once): the first player's share of the games
  won (a shared win counted as its share), with a 95% interval over the seeds (the games of
  one seed share their cards), against a fair share of 1/N; and the average total per game
  of the first player and of each other;
- a game counting **points** (Piquet, whose match is single deals, one exchange,
  declarations and twelve tricks): the first player's share of all the points the games
  made, bonuses included, with a 95% interval over the seeds (ratio estimate).

    python scripts/tournament.py expert expert-2025 --preset mcleod --games 2000 \
        [--seed 0] [--workers 2] [--results match.jsonl]
    python scripts/tournament.py --game piquet expert greedy --preset portland --deals 1000
    python scripts/tournament.py --game pippip expert greedy --table 5 --deals 40

``--deals N`` plays N seeds (N x seats games); ``--games`` counts games (default 200).
``--table N`` sets the table of a game whose table size is an option (default: the rule
set's). A player is a name (``--help`` lists them for each game, ``expert-2025`` being
Penneech's previous expert), optionally with a budget: ``expert:20`` gives the Penneech
and Piquet experts twenty sampled worlds per decision, ``expert:3000`` the Pip-Pip! expert
3000 simulated card plays. At two seats both players are seeded with the seed; round a
table the first player is, and the player in seat ``s`` ``100 x seed + s``.

Every game depends only on its seed, the seat and the players, never on the clock, so the
same command gives the same figures on any machine and with any number of ``--workers``.
With ``--results FILE`` each finished game is appended to FILE as one JSON line; running
the command again skips the games already there (resume). The figures cover the games the
command asks for, read from the file or played now: to merge runs over different seeds
(``--seed``), give them the same file (or concatenate their files) and run once more over
the whole range.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from penneech.core.game import AnyGame
from penneech.games import DEFAULT, GAMES, game

#: One game of a match: the game, the first and second players, the rules, the seed and
#: the first player's seat.
Job = tuple[str, str, str, str, int, int]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def cluster_interval(groups: list[list[float]], z: float = 1.96) -> tuple[float, float,
                                                                          float]:
    """The mean of all values with a 95% interval whose standard error treats each
    group (the games of one seed) as one independent unit (a ratio estimate)."""
    n = len(groups)
    values = sum(len(g) for g in groups)
    if values == 0:
        return 0.0, 0.0, 1.0
    mean = sum(sum(g) for g in groups) / values
    if n < 2:
        return mean, 0.0, 1.0
    size = values / n
    var = sum((sum(g) - mean * len(g)) ** 2 for g in groups) / (n - 1)
    half = z * math.sqrt(var / n) / size
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def share_interval(pairs: list[tuple[float, float]], z: float = 1.96) -> tuple[float, float,
                                                                              float]:
    """The first player's share of all points, sum(a) / sum(a + b) over the deals'
    ``(a, b)``, with a 95% interval from the ratio estimator's standard error (deals are
    the independent units: both games of a deal share its cards)."""
    n = len(pairs)
    total = sum(a + b for a, b in pairs)
    if n == 0 or total == 0:
        return 0.5, 0.0, 1.0
    share = sum(a for a, _ in pairs) / total
    if n < 2:
        return share, 0.0, 1.0
    mean_total = total / n
    var = sum((a - share * (a + b)) ** 2 for a, b in pairs) / (n - 1)
    half = z * math.sqrt(var / n) / mean_total
    return share, max(0.0, share - half), min(1.0, share + half)


def seat_seed(seats: int, deal: int, seat: int) -> int:
    """The seed of the second player's copy in ``seat``: the deal's seed at two seats,
    ``100 x deal + seat`` round a table (so that no two copies play alike)."""
    return deal if seats == 2 else deal * 100 + seat


def play_one(job: Job) -> dict[str, Any]:
    """Play seed ``deal`` with ``first`` in seat ``first_seat`` and ``second`` in every
    other seat; the game's summary, one line of the results file."""
    game_id, first, second, rules_text, deal, first_seat = job
    g = game(game_id)
    rules = g.parse_rules(rules_text)
    seats = g.seats_of(rules)
    players = [g.budgeted(second, seat_seed(seats, deal, seat)) for seat in range(seats)]
    players[first_seat] = g.budgeted(first, deal)
    start = time.process_time()
    outcome = g.outcome(g.play_match(rules, players, deal))
    others = [p for seat, p in enumerate(outcome.points) if seat != first_seat]
    return {"game": game_id, "first": first, "second": second, "preset": rules_text,
            "deal": deal, "first_seat": first_seat, "share": outcome.share(first_seat),
            "deals": outcome.deals,
            "points": [outcome.points[first_seat],
                       others[0] if len(others) == 1 else sum(others) / len(others)],
            "cpu_seconds": round(time.process_time() - start, 3)}


def _share(row: dict[str, Any]) -> float:
    """The first player's share of the win (a Penneech line of an older file says
    ``first_wins``)."""
    return float(row["share"]) if "share" in row else float(row["first_wins"])


def _deals(row: dict[str, Any]) -> int:
    """The deals a game lasted (``hands`` in a Penneech line of an older file)."""
    return int(row["deals"]) if "deals" in row else int(row["hands"])


def summary(g: AnyGame, games: Iterable[dict[str, Any]], first: str,
            second: str, rules: str) -> str:
    """The match's figures as text, by what the game counts (see the module's text)."""
    rows = list(games)
    n = max(len(rows), 1)
    seats = g.seats_of(g.parse_rules(rules))
    by_seed: dict[int, list[dict[str, Any]]] = {}
    for row in rows:
        by_seed.setdefault(row["deal"], []).append(row)
    head = f"{g.name.en}: {first} vs {second}, preset {rules}, {len(rows)} games"
    if g.match_measure == "points":
        pairs = [(sum(r["points"][0] for r in group), sum(r["points"][1] for r in group))
                 for group in by_seed.values()]
        share, low, high = share_interval(pairs)
        unit = g.deal_word if g.match_horizon == "deal" else "game"
        return (f"{head} ({len(by_seed)} {unit}s, "
                f"{'seats swapped' if seats == 2 else f'{first} in every seat'})\n"
                f"{first} wins {share:.1%} of the {unit}s' points (95% CI {low:.1%} to "
                f"{high:.1%})\n"
                f"points per {unit} played: {first} {sum(a for a, _ in pairs) / n:.2f}, "
                f"{second} {sum(b for _, b in pairs) / n:.2f}")
    wins = sum(_share(r) for r in rows)
    if seats == 2:
        low, high = wilson(wins, len(rows))
        deals = sum(_deals(r) for r in rows)
        word = g.deal_word
        mine, theirs = (sum(r["points"][i] for r in rows) / max(deals, 1) for i in (0, 1))
        return (f"{head} ({len(by_seed)} deals, seats swapped)\n"
                f"{first} wins {wins:g}/{len(rows)} = {wins / n:.1%} "
                f"(95% CI {low:.1%} to {high:.1%})\n"
                f"points per {word}: {first} {mine:.2f}, {second} {theirs:.2f} "
                f"({deals} {word}s)")
    share, low, high = cluster_interval([[_share(r) for r in group]
                                         for group in by_seed.values()])
    mine, theirs = (sum(r["points"][i] for r in rows) / n for i in (0, 1))
    return (f"{g.name.en}: {first} against {seats - 1} x {second}, rules {rules}, "
            f"{len(rows)} games ({len(by_seed)} seeds, {first} in every seat)\n"
            f"{first} wins {wins:g}/{len(rows)} = {share:.1%} of the games (95% CI "
            f"{low:.1%} to {high:.1%}; a fair share is {1 / seats:.1%})\n"
            f"points per game: {first} {mine:.1f}, each {second} {theirs:.1f}")


def read_results(path: Path | None, match: tuple[str, str, str],
                 game_id: str = DEFAULT) -> dict[tuple[int, int], dict[str, Any]]:
    """The games of ``match`` (first, second, rules) of ``game_id`` already in ``path``,
    by seed and seat (a line without ``game`` is of the default game, as older files
    wrote it)."""
    done: dict[tuple[int, int], dict[str, Any]] = {}
    if path is None or not path.exists():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if (row["first"], row["second"], row["preset"]) == match \
                and row.get("game", DEFAULT) == game_id:
            done[row["deal"], row["first_seat"]] = row
    return done


def rules_text(g: AnyGame, preset: str, table: int | None) -> str:
    """The rules of the match: the preset, with the table size spelt out for a game whose
    table size is an option (``pagat,players=5``). ``ValueError`` for a table the rules
    refuse, or for a game of fixed seats."""
    if g.seats_option is None:
        if table is not None:
            raise ValueError(f"{g.id} is played by {g.seats}; --table is for a game whose "
                             "table size is an option")
        return preset
    size = table if table is not None else g.seats_of(g.presets[preset].rules)
    text = f"{preset},{g.seats_option}={size}"
    g.parse_rules(text)
    return text


def main(argv: list[str] | None = None) -> None:
    """Run the match (or its missing games) and print the result."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", help="the player under test: " + "; ".join(
        f"{g.id}: {', '.join(g.all_players())}" for g in GAMES.values()))
    parser.add_argument("second", help="its opponent, from the same list")
    parser.add_argument("--game", choices=list(GAMES), default=DEFAULT,
                        help=f"the game to play (default {DEFAULT})")
    parser.add_argument("--preset", help="rule set (default: the game's, " + "; ".join(
        f"{g.id}: {g.default_preset}" for g in GAMES.values()) + ")")
    parser.add_argument("--table", type=int,
                        help="seats at the table, for a game whose table size is an option "
                             "(default: the rule set's)")
    parser.add_argument("--games", type=int, help="games (one per seed and seat); default 200")
    parser.add_argument("--deals", type=int, help="seeds, each played from every seat")
    parser.add_argument("--seed", type=int, default=0, help="first deal seed")
    parser.add_argument("--workers", type=int, default=1, help="processes to play in")
    parser.add_argument("--results", type=Path, help="JSON-lines file to append to and resume")
    args = parser.parse_args(argv)
    g = game(args.game)
    for which in ("first", "second"):
        try:
            g.budgeted(getattr(args, which), 0)
        except ValueError as error:
            parser.error(f"argument {which}: {error}")
    preset = args.preset or g.default_preset
    if preset not in g.presets:
        parser.error(f"argument --preset: invalid choice: {preset!r} "
                     f"(choose from {', '.join(map(repr, g.presets))})")
    if args.games is not None and args.deals is not None:
        parser.error("give --games or --deals, not both")
    try:
        rules = rules_text(g, preset, args.table)
    except ValueError as error:
        parser.error(f"argument --table: {error}")
    seats = g.seats_of(g.parse_rules(rules))
    deals = args.deals if args.deals is not None else (args.games or 200) // seats
    match = (args.first, args.second, rules)
    wanted = [(deal, seat) for deal in range(args.seed, args.seed + deals)
              for seat in range(seats)]
    done = read_results(args.results, match, g.id)
    jobs: list[Job] = [(g.id, *match, deal, seat) for deal, seat in wanted
                       if (deal, seat) not in done]
    start = time.perf_counter()
    out = args.results.open("a", encoding="utf-8") if args.results else None
    try:
        if args.workers > 1:
            with multiprocessing.Pool(args.workers) as pool:
                for row in pool.imap_unordered(play_one, jobs):
                    done[row["deal"], row["first_seat"]] = row
                    if out:
                        out.write(json.dumps(row) + "\n")
                        out.flush()
        else:
            for job in jobs:
                row = play_one(job)
                done[row["deal"], row["first_seat"]] = row
                if out:
                    out.write(json.dumps(row) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    games = [done[key] for key in wanted if key in done]
    print(summary(g, games, *match))
    print(f"{len(jobs)} games played now in {time.perf_counter() - start:.0f} s, "
          f"{len(games) - len(jobs)} read from {args.results}" if args.results else
          f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
