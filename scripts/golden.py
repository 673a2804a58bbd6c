#!/usr/bin/env python3
"""Golden playthroughs: one seeded game per rule set of every registered game.

For each game of the registry (and the toy game kept with the tests, which the test run
registers too) and each of its presets, a whole game is played from a fixed seed by
computer players that are reproducible from a seed (``greedy`` in the first seat,
``random`` in the next, and so on round the table; never the expert, whose search is tuned
over time), and its record is kept in ``tests/golden/playthroughs/<game>-<preset>.record``.
``tests/test_playthroughs.py`` plays every one again and requires the file byte for byte, so
a change to a rule, to the seeded chance or to a player of any game shows up as a difference
in a readable record (as OpenSpiel's playthrough files do).

    .venv/bin/python scripts/golden.py            # check: exit status 1 if any differs
    .venv/bin/python scripts/golden.py --update   # write every file again

After a deliberate change, run it with ``--update`` and review ``git diff tests/golden``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from penneech.core.game import AnyGame  # noqa: E402 - after the paths above
from penneech.core.playing import play_out, seated  # noqa: E402
from penneech.games import GAMES, register  # noqa: E402

FOLDER = ROOT / "tests" / "golden" / "playthroughs"
#: The seed every playthrough is dealt from.
SEED = 1
#: The computer players, seat by seat round the table.
PLAYERS = ("greedy", "random")
#: The toy game the test run registers (``tests/conftest.py``).
TOY = ("toy", "toy_game.game")


def with_toy() -> None:
    """Register the tests' toy game, as the test run does, unless it is registered."""
    if TOY[0] not in GAMES:
        register(*TOY)


def path_of(game: AnyGame, preset: str) -> Path:
    """The golden file of ``game``'s playthrough under ``preset``."""
    return FOLDER / f"{game.id}-{preset}.record"


def playthrough(game: AnyGame, preset: str) -> str:
    """The record of a whole game under ``preset``, dealt from ``SEED``."""
    rules = game.presets[preset].rules
    state = game.new_state(rules, "game")
    names = [PLAYERS[seat % len(PLAYERS)] for seat in range(game.seats_of(rules))]
    players = [game.make_player(name, SEED + seat) for seat, name in enumerate(names)]
    view_of: Any = game.view_of
    final = play_out(state, game.chance(SEED), seated(players, view_of))
    return game.record_text(final, None, {"Seed": str(SEED), "Players": " ".join(names)})


def cases() -> list[tuple[AnyGame, str]]:
    """Every game's every preset, in the registry's order."""
    return [(game, preset) for game in GAMES.values() for preset in game.presets]


def main(argv: list[str] | None = None) -> int:
    """Check every golden playthrough (or write them with ``--update``)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true",
                        help="write every golden playthrough again")
    args = parser.parse_args(argv)
    with_toy()
    FOLDER.mkdir(parents=True, exist_ok=True)
    differ = []
    for game, preset in cases():
        path, text = path_of(game, preset), playthrough(game, preset)
        if args.update:
            path.write_text(text, encoding="utf-8")
        elif not path.exists() or path.read_text(encoding="utf-8") != text:
            differ.append(path.relative_to(ROOT).as_posix())
    if differ:
        print("differ or missing (run scripts/golden.py --update and review the difference):\n  "
              + "\n  ".join(differ), file=sys.stderr)
        return 1
    print(f"{len(cases())} golden playthroughs {'written' if args.update else 'as kept'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
