"""Golden games: fixed seeds and players whose complete records are checked in.

Each case plays one whole game from a seed, under a preset or a mix of options, between two
computer players that are reproducible from a seed (``random``, ``greedy``; never the
expert, whose search is tuned over time). Its expected output is two files in
``tests/golden/``: ``NAME.record`` (the game record, ``penneech.games.penneech.record`` format) and
``NAME.scores`` (the score log: the rules in full, every scoring event with its reason
and card, the final score). ``tests/test_golden.py`` replays every case and requires both
files byte for byte, and ``tests/test_pyodide_engine.py`` does the same on the Python the
browser runs.

This module needs only the standard library and ``penneech``, so it also runs under Pyodide.
After a deliberate change of the rules, the chance or a player, regenerate the files with

    .venv/bin/python tests/golden_games.py --write

and review the difference (``git diff tests/golden``) before committing it.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from penneech.core.cards import card_name
from penneech.games.penneech.game import GAME
from penneech.games.penneech.players import make_player
from penneech.games.penneech.record import record_of, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import State

GOLDEN = Path(__file__).resolve().parent / "golden"


@dataclass(frozen=True)
class GoldenCase:
    """One golden game: rules (preset and options as text), seed, and the two players."""

    name: str
    rules: str
    seed: int
    players: tuple[str, str]


CASES: tuple[GoldenCase, ...] = (
    GoldenCase("mcleod-1", "mcleod", 1, ("random", "random")),
    GoldenCase("mcleod-2", "mcleod", 2, ("greedy", "random")),
    GoldenCase("mcleod-3", "mcleod", 3, ("greedy", "greedy")),
    GoldenCase("martin-1", "martin", 1, ("random", "random")),
    GoldenCase("martin-2", "martin", 2, ("random", "greedy")),
    GoldenCase("martin-3", "martin", 3, ("greedy", "greedy")),
    GoldenCase("parlett-1", "parlett", 1, ("random", "random")),
    GoldenCase("parlett-2", "parlett", 2, ("greedy", "random")),
    GoldenCase("parlett-3", "parlett", 3, ("greedy", "greedy")),
    GoldenCase("mix-holder-end-free", "parlett,honours_to=holder,scoring=end_of_hand,"
               "follow=free,first_dealer=higher_deals", 4, ("greedy", "random")),
    GoldenCase("mix-short-pack-91", "mcleod,pack=32,target=91,follow=follow_or_trump,"
               "first_lead=dealer,throw_in=not_allowed", 5, ("random", "greedy")),
)


def play(case: GoldenCase) -> State:
    """Play the case's game to the end (player seeds: ``seed`` and ``seed + 1000``)."""
    players = [make_player(case.players[0], case.seed),
               make_player(case.players[1], case.seed + 1000)]
    return GAME.play_match(Rules.parse(case.rules), players, case.seed)


def record_text(case: GoldenCase, state: State) -> str:
    """The game record, with the seed and players as headers."""
    headers = {"Seed": str(case.seed), "Players": " ".join(case.players),
               "Result": str(state.winner)}
    return write_record(record_of(state, headers=headers))


def score_log(case: GoldenCase, state: State) -> str:
    """Every scoring event, one per line (reason, card or tricks), then the final score."""
    lines = [f"case {case.name}", f"rules {state.rules.to_string()}"]
    for e in state.events:
        what = card_name(e.card) if e.card is not None else f"{e.tricks} tricks"
        held = " (held to the end of the hand)" if e.pending else ""
        lines.append(f"hand {e.hand} trick {e.trick}: player {e.player} +{e.points} "
                     f"{e.reason} {what}{held}")
    lines.append(f"final {state.scores[0]}-{state.scores[1]}, winner player {state.winner}")
    return "\n".join(lines) + "\n"


def outputs(case: GoldenCase) -> dict[str, str]:
    """The expected files of ``case``: name suffix to text."""
    state = play(case)
    return {"record": record_text(case, state), "scores": score_log(case, state)}


def main(argv: list[str] | None = None) -> int:
    """Print which golden files differ; with ``--write``, rewrite them."""
    parser = argparse.ArgumentParser(description="Check or regenerate the golden games.")
    parser.add_argument("--write", action="store_true", help="rewrite tests/golden/*")
    args = parser.parse_args(argv)
    GOLDEN.mkdir(exist_ok=True)
    differ = 0
    for case in CASES:
        for suffix, text in outputs(case).items():
            path = GOLDEN / f"{case.name}.{suffix}"
            old = path.read_text(encoding="utf-8") if path.exists() else None
            if old != text:
                differ += 1
                print(f"{'rewrote' if args.write else 'differs'}: {path.name}")
                if args.write:
                    path.write_text(text, encoding="utf-8", newline="\n")
    print(f"{len(CASES)} cases, {differ} file(s) {'rewritten' if args.write else 'differ'}")
    return 0 if args.write or not differ else 1


if __name__ == "__main__":
    sys.exit(main())
