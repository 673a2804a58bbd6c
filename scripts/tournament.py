#!/usr/bin/env python3
"""Duplicate match between two computer players under a preset.

Each deal (a seed for ``SeededChance``) is played twice with the seats swapped, so both
players get the same cards; luck largely cancels. Prints the first player's win rate with a
95% Wilson confidence interval and the average points per hand of each player.

    python scripts/tournament.py expert expert-2025 --preset mcleod --games 2000 \
        [--seed 0] [--workers 2] [--results match.jsonl]
    python scripts/tournament.py --game piquet expert greedy --preset portland --deals 1000

``--game piquet`` plays Piquet (``penneech.games.piquet``): each deal is a single deal (one
exchange, declarations and twelve tricks), played twice with the seats swapped, and the
measure is the first player's share of all the points the deals made (each player's points
in the deal, bonuses included), with a 95% interval over the deals (ratio estimate).
``--deals N`` plays N deals (2N games); ``--games`` counts games in either game.

``--game pippip`` plays Pip-Pip! (``penneech.games.pippip``) at a table of ``--table N`` seats
(default 5): the first player alone against N - 1 copies of the second, on the same
cards (a seed for ``PippipChance``) once from every seat, so each seed gives N games
(duplicate-style). A game is the preset's whole game: under ``pagat`` one round, each
player dealing once (N deals, the highest total wins, equal highest totals share the
win). The measure is the first player's share of the games won (a shared win counted
as its share), with a 95% interval over the seeds (the N games of a seed share their
cards), against a fair share of 1/N; and the average total per game of the first player
and of the others. ``--deals N`` plays N seeds (N x table games). ``expert:N`` gives the
Pip-Pip! expert a budget of N simulated card plays per decision.

A player is a name (``scripts/tournament.py --help`` lists them, ``expert-2025`` being the
previous expert), optionally with a number of sampled worlds per decision for the experts
(``expert:20``). Every game depends only on its deal seed, the seat and the players, never
on the clock, so the same command gives the same figures on any machine and with any number
of ``--workers``. With ``--results FILE`` each finished game is appended to FILE as one JSON
line; running the command again skips the games already there (resume). The figures cover
the games the command asks for, read from the file or played now: to merge runs over
different deals (``--seed``), give them the same file (or concatenate their files) and run
once more over the whole range.
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

from penneech.games import GAMES as REGISTRY
from penneech.games.penneech.match import GAMES, play_game, play_points
from penneech.games.penneech.players import ExpertPlayer, Player, make_player, player_names
from penneech.games.penneech.presets import PRESETS
from penneech.games.pippip.players import ExpertPlayer as PippipExpert
from penneech.games.pippip.players import make_player as make_pippip_player
from penneech.games.pippip.players.match import play_pippip, shares
from penneech.games.pippip.presets import PRESETS as PIPPIP_PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.piquet.players import ExpertPlayer as PiquetExpert
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS

DEFAULT_PRESET = {"penneech": "mcleod", "piquet": "portland", "pippip": "pagat"}
#: The games this script plays: the match module's two-player games and Pip-Pip!.
GAME_CHOICES: tuple[str, ...] = (*GAMES, "pippip")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def player_spec(text: str, game: str = "penneech") -> str:
    """Check ``name`` or ``name:samples`` (for an expert) and return it unchanged."""
    name, _, samples = text.partition(":")
    names = (player_names(unlisted=True) if game == "penneech"
             else REGISTRY[game].player_names())
    if name not in names:
        raise argparse.ArgumentTypeError(f"unknown player {name!r}; players: {', '.join(names)}")
    if samples and not (samples.isascii() and samples.isdigit() and int(samples) > 0):
        raise argparse.ArgumentTypeError(f"samples must be a positive number, not {samples!r}")
    return text


def make(spec: str, seed: int) -> Player:
    """The player of ``spec``, seeded with the deal's seed."""
    name, _, samples = spec.partition(":")
    player = make_player(name, seed)
    if samples:
        if not isinstance(player, ExpertPlayer):
            raise ValueError(f"only the experts take a number of samples, not {name!r}")
        player.samples = int(samples)  # the same number of worlds at every trick
    return player


def make_piquet(spec: str, seed: int) -> Any:
    """The Piquet player of ``spec`` (``expert:20``: twenty worlds at every trick)."""
    name, _, samples = spec.partition(":")
    player = REGISTRY["piquet"].make_player(name, seed)
    if samples:
        if not isinstance(player, PiquetExpert):
            raise ValueError(f"only the expert takes a number of samples, not {name!r}")
        player.samples = int(samples)
    return player


def make_pippip(spec: str, seed: int) -> Any:
    """The Pip-Pip! player of ``spec`` (``expert:3000``: 3000 simulated card plays per
    decision)."""
    name, _, nodes = spec.partition(":")
    player = make_pippip_player(name, seed)
    if nodes:
        if not isinstance(player, PippipExpert):
            raise ValueError(f"only the expert takes a budget, not {name!r}")
        player.nodes = int(nodes)
    return player


def play_pippip_one(job: tuple[str, str, str, int, int]) -> dict[str, Any]:
    """Play Pip-Pip! seed ``deal`` with ``first`` alone in seat ``first_seat`` and the
    second player in every other seat of the table (``rules``, a rule-set text)."""
    first, second, rules, deal, first_seat = job
    parsed = PippipRules.parse(rules)
    players = [make_pippip(second, deal * 100 + seat) for seat in range(parsed.players)]
    players[first_seat] = make_pippip(first, deal)
    start = time.process_time()
    state = play_pippip(parsed, players, deal)
    others = [t for seat, t in enumerate(state.totals) if seat != first_seat]
    return {"game": "pippip", "first": first, "second": second, "preset": rules,
            "deal": deal, "first_seat": first_seat, "share": shares(state)[first_seat],
            "deals": state.deal_no,
            "points": [state.totals[first_seat], sum(others) / len(others)],
            "cpu_seconds": round(time.process_time() - start, 3)}


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


def pippip_summary(games: Iterable[dict[str, Any]], first: str, second: str,
                   rules: str) -> str:
    """The Pip-Pip! match's figures as text."""
    rows = list(games)
    by_seed: dict[int, list[float]] = {}
    for g in rows:
        by_seed.setdefault(g["deal"], []).append(g["share"])
    share, low, high = cluster_interval(list(by_seed.values()))
    table = PippipRules.parse(rules).players
    n = max(len(rows), 1)
    mine = sum(g["points"][0] for g in rows) / n
    theirs = sum(g["points"][1] for g in rows) / n
    wins = sum(g["share"] for g in rows)
    return (f"Pip-Pip!: {first} against {table - 1} x {second}, rules {rules}, {len(rows)} "
            f"games ({len(by_seed)} seeds, {first} in every seat)\n"
            f"{first} wins {wins:g}/{len(rows)} = {share:.1%} of the games (95% CI "
            f"{low:.1%} to {high:.1%}; a fair share is {1 / table:.1%})\n"
            f"points per game: {first} {mine:.1f}, each {second} {theirs:.1f}")


def play_piquet_one(job: tuple[str, str, str, int, int]) -> dict[str, Any]:
    """Play Piquet deal ``deal`` with ``first`` in seat ``first_seat``; its summary."""
    first, second, preset, deal, first_seat = job
    players = [make_piquet(first, deal), make_piquet(second, deal)]
    if first_seat == 1:
        players.reverse()
    start = time.process_time()
    seats = play_points("piquet", preset, players, deal)
    return {"game": "piquet", "first": first, "second": second, "preset": preset,
            "deal": deal, "first_seat": first_seat,
            "points": [seats[first_seat], seats[1 - first_seat]],
            "cpu_seconds": round(time.process_time() - start, 3)}


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


def piquet_summary(games: Iterable[dict[str, Any]], first: str, second: str,
                   preset: str) -> str:
    """The Piquet match's figures as text."""
    rows = list(games)
    by_deal: dict[int, list[float]] = {}
    for g in rows:
        pair = by_deal.setdefault(g["deal"], [0.0, 0.0])
        pair[0] += g["points"][0]
        pair[1] += g["points"][1]
    complete = [(a, b) for a, b in by_deal.values()]
    share, low, high = share_interval(complete)
    points = [sum(g["points"][i] for g in rows) for i in (0, 1)]
    n = max(len(rows), 1)
    return (f"Piquet: {first} vs {second}, preset {preset}, {len(rows)} games "
            f"({len(by_deal)} deals, seats swapped)\n"
            f"{first} wins {share:.1%} of the deals' points (95% CI {low:.1%} to {high:.1%})\n"
            f"points per deal played: {first} {points[0] / n:.2f}, "
            f"{second} {points[1] / n:.2f}")


def play_one(job: tuple[str, str, str, int, int]) -> dict[str, Any]:
    """Play deal ``deal`` with ``first`` in seat ``first_seat``; the game's summary."""
    first, second, preset, deal, first_seat = job
    players = [make(first, deal), make(second, deal)]
    if first_seat == 1:
        players.reverse()
    start = time.process_time()
    state = play_game(PRESETS[preset].rules, players, deal)
    points = [0, 0]
    for event in state.events:
        points[0 if event.player == first_seat else 1] += event.points
    return {"first": first, "second": second, "preset": preset, "deal": deal,
            "first_seat": first_seat, "first_wins": state.winner == first_seat,
            "hands": state.hand_no, "points": points,
            "cpu_seconds": round(time.process_time() - start, 3)}


def read_results(path: Path | None, match: tuple[str, str, str],
                 game: str = "penneech") -> dict[tuple[int, int], dict[str, Any]]:
    """The games of ``match`` (first, second, preset) of ``game`` already in ``path``, by
    deal and seat (a line without ``game`` is a Penneech game)."""
    done: dict[tuple[int, int], dict[str, Any]] = {}
    if path is None or not path.exists():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if (row["first"], row["second"], row["preset"]) == match \
                and row.get("game", "penneech") == game:
            done[row["deal"], row["first_seat"]] = row
    return done


def summary(games: Iterable[dict[str, Any]], first: str, second: str, preset: str) -> str:
    """The match's figures as text."""
    rows = list(games)
    n = len(rows)
    wins = sum(1 for g in rows if g["first_wins"])
    hands = sum(g["hands"] for g in rows)
    points = [sum(g["points"][i] for g in rows) for i in (0, 1)]
    low, high = wilson(wins, n)
    deals = len({g["deal"] for g in rows})
    return (f"{first} vs {second}, preset {preset}, {n} games ({deals} deals, seats swapped)\n"
            f"{first} wins {wins}/{n} = {wins / max(n, 1):.1%} "
            f"(95% CI {low:.1%} to {high:.1%})\n"
            f"points per hand: {first} {points[0] / max(hands, 1):.2f}, "
            f"{second} {points[1] / max(hands, 1):.2f} ({hands} hands)")


def main() -> None:
    """Run the match (or its missing games) and print the result."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--game", choices=GAME_CHOICES, default="penneech",
                        help="the game to play (default penneech)")
    parser.add_argument("--preset",
                        help="rule set (default mcleod; piquet: portland; pippip: pagat)")
    parser.add_argument("--table", type=int, default=5,
                        help="pippip: seats at the table, 3 to 12 (default 5)")
    parser.add_argument("--games", type=int, help="games (two per deal); default 200")
    parser.add_argument("--deals", type=int, help="deals (each played twice, seats swapped)")
    parser.add_argument("--seed", type=int, default=0, help="first deal seed")
    parser.add_argument("--workers", type=int, default=1, help="processes to play in")
    parser.add_argument("--results", type=Path, help="JSON-lines file to append to and resume")
    args = parser.parse_args()
    for which in ("first", "second"):
        try:
            player_spec(getattr(args, which), args.game)
        except argparse.ArgumentTypeError as error:
            parser.error(f"argument {which}: {error}")
    presets: Any = {"penneech": PRESETS, "piquet": PIQUET_PRESETS,
                    "pippip": PIPPIP_PRESETS}[args.game]
    preset = args.preset or DEFAULT_PRESET[args.game]
    if preset not in presets:
        parser.error(f"argument --preset: invalid choice: {preset!r} "
                     f"(choose from {', '.join(map(repr, presets))})")
    if args.games is not None and args.deals is not None:
        parser.error("give --games or --deals, not both")
    seats = 2
    if args.game == "pippip":
        try:
            PippipRules.parse(f"{preset},players={args.table}")
        except ValueError as error:
            parser.error(f"argument --table: {error}")
        preset, seats = f"{preset},players={args.table}", args.table
    deals = args.deals if args.deals is not None else (args.games or 200) // seats
    match = (args.first, args.second, preset)
    play = {"penneech": play_one, "piquet": play_piquet_one,
            "pippip": play_pippip_one}[args.game]
    wanted = [(deal, seat) for deal in range(args.seed, args.seed + deals)
              for seat in range(seats)]
    done = read_results(args.results, match, args.game)
    jobs = [(*match, deal, seat) for deal, seat in wanted if (deal, seat) not in done]
    start = time.perf_counter()
    out = args.results.open("a", encoding="utf-8") if args.results else None
    try:
        if args.workers > 1:
            with multiprocessing.Pool(args.workers) as pool:
                for game in pool.imap_unordered(play, jobs):
                    done[game["deal"], game["first_seat"]] = game
                    if out:
                        out.write(json.dumps(game) + "\n")
                        out.flush()
        else:
            for job in jobs:
                game = play(job)
                done[game["deal"], game["first_seat"]] = game
                if out:
                    out.write(json.dumps(game) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    games = [done[key] for key in wanted if key in done]
    summarise = {"penneech": summary, "piquet": piquet_summary,
                 "pippip": pippip_summary}[args.game]
    print(summarise(games, *match))
    print(f"{len(jobs)} games played now in {time.perf_counter() - start:.0f} s, "
          f"{len(games) - len(jobs)} read from {args.results}" if args.results else
          f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
