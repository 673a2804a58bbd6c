"""The terminal program: ``penneech play`` against the computer, ``penneech replay RECORD``,
``penneech reread RECORD`` (the same deal under another reading), ``penneech lab``.

Every game is found through the registry (``penneech.games``): ``--game`` offers each of
them, and its terminal program (a game's ``terminal``) plays it and replays its records.
Run ``python -m penneech --help`` (or ``penneech --help`` once installed). Building the
parser imports no game and not the lab: a subcommand's arguments, and the help that names
the games, are made when that subcommand is used (``_LazyParser``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from penneech.core.console import Console, file_argument, number_argument, rules_argument
from penneech.core.errors import PenneechError, RecordError, RulesError
from penneech.core.game import AnyGame
from penneech.core.options import RuleOption
from penneech.games import DEFAULT, GAMES, game, game_of_record


def play(args: argparse.Namespace, console: Console) -> int:
    """Play one game against the computer in the terminal, after checking the arguments
    against the game (``--game``): its rule sets, its computer players, and ``--players``
    for a game whose table size is an option."""
    the_game = game(args.game)
    presets, players = the_game.presets, the_game.player_names()
    if getattr(args, "players", None) is not None and the_game.seats_option is None:
        tables = ", ".join(g.id for g in GAMES.values() if g.seats_option is not None)
        raise RulesError(f"--players is for {tables}; {args.game} is for "
                         f"{_number(the_game.seats)}")
    if args.preset is not None and args.preset not in presets:
        raise RulesError(f"{args.preset} is not a rule set of {args.game}: choose one of "
                         + ", ".join(presets))
    if args.opponent not in players:
        raise RulesError(f"there is no {args.opponent} player for {args.game}: choose one "
                         "of " + ", ".join(players))
    args.preset = args.preset or the_game.default_preset
    return the_game.terminal().play(args, console)


def _number(n: int) -> str:
    """A small number in words (``two``), as a sentence says it."""
    words = ("none", "one", "two", "three", "four", "five", "six")
    return words[n] if 0 <= n < len(words) else str(n)


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a game record with the terminal program of its game, known by its
    first line (``games.game_of_record``); the default game's reader names what is wrong
    with a file that cannot be read or is no game's record."""
    try:
        with open(args.record, "rb") as f:
            first = f.readline(256).decode("utf-8-sig", errors="replace")
        the_game = game_of_record(first)
    except (OSError, RecordError):
        the_game = GAMES[DEFAULT]
    return the_game.terminal().replay(args, console)


def reread(args: argparse.Namespace, console: Console) -> int:
    """Play a finished game's deal again under another reading (``--preset`` or one
    ``--set option=value``, ``penneech.core.rereading``): print the two games side by
    side and, with ``--record``, write the new game's record."""
    from penneech.core.console import check_writable, save_record
    from penneech.core.records import read_record_file
    from penneech.core.rereading import reread as reread_game
    from penneech.core.rereading import summary
    if args.record_out:
        check_writable(Path(args.record_out))
    reading = args.preset if args.preset is not None else args.set
    # a record that does not replay is named by its file; a reading refused, by itself
    result = read_record_file(args.record, lambda text: reread_game(text, reading))
    console.say(summary(result).rstrip("\n"))
    return save_record(console, args.record_out, result.record) if args.record_out else 0


def _option_help(option: RuleOption) -> str:
    """One option for ``play --help``, from its metadata: its values, or its range."""
    if not option.integer:
        return f"{option.id}={'|'.join(option.values)}"
    others = [v for v in option.values if v != option.default]
    suggested = f", {' or '.join(others)} suggested" if others else ""
    return (f"{option.id}=N, any whole number from {option.minimum} to {option.maximum} "
            f"({option.default} by default{suggested})").replace("%", "%%")


def _option(g: AnyGame, option_id: str) -> RuleOption:
    """The option of ``g`` with id ``option_id``."""
    return next(o for o in g.options if o.id == option_id)


def _sizes(option: RuleOption) -> str:
    """The table sizes an option allows: ``3 to 12``."""
    if option.integer:
        return f"{option.minimum} to {option.maximum}"
    return f"{option.values[0]} to {option.values[-1]}"


def _table(g: AnyGame) -> str:
    """`` at a table of 3 to 12`` for a game whose table size is an option, else ``""``."""
    if g.seats_option is None:
        return ""
    return f" at a table of {_sizes(_option(g, g.seats_option))}"


class _LazyParser(argparse.ArgumentParser):
    """A parser whose arguments are added by ``fill`` when it is first used (to parse or
    to show its help), and whose help is completed by ``describe`` when first shown, so
    that building the program's parser imports no game."""

    def __init__(self, *args: Any,
                 fill: Callable[[argparse.ArgumentParser], None] | None = None,
                 describe: Callable[[argparse.ArgumentParser], None] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._fill, self._describe = fill, describe

    def _filled(self) -> None:
        fill, self._fill = self._fill, None
        if fill is not None:
            fill(self)

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None
                         ) -> tuple[argparse.Namespace, list[str]]:
        self._filled()
        return super().parse_known_args(args, namespace)

    def format_help(self) -> str:
        self._filled()
        describe, self._describe = self._describe, None
        if describe is not None:
            describe(self)
        return super().format_help()

    def format_usage(self) -> str:
        self._filled()
        return super().format_usage()


def build_parser() -> argparse.ArgumentParser:
    """The command-line interface: every game the registry lists (each imported when a
    subcommand's arguments or the help need it)."""
    parser = _LazyParser(prog="penneech", describe=_program_help)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_LazyParser)
    sub.add_parser("play", help="play a game against the computer", fill=_play_arguments)
    sub.add_parser("replay", help="step through a game record",
                   description="Replay a game record of any game, known by its first line, "
                               "showing every trick and score.", fill=_replay_arguments)
    sub.add_parser("reread", help="play a finished game's deal under another reading",
                   description="Play the deal of a finished game's record again under "
                               "another rule set (--preset) or with one option changed "
                               "(--set option=value): the same seed's cards, your "
                               "decisions kept where they stay legal and the expert's "
                               "elsewhere (marked *). Prints both games side by side and "
                               "where they first part.", fill=_reread_arguments)
    sub.add_parser("lab", help="measure what each reading does to the game",
                   description="The variant lab: play every preset and every change of one "
                               "option between computer players and write the figures with "
                               "95% intervals.", fill=_lab_arguments)
    return parser


def _program_help(parser: argparse.ArgumentParser) -> None:
    """The program's description, naming every game."""
    names = [g.name.en for g in GAMES.values()]
    listed = f"{', '.join(names[:-1])} or {names[-1]}" if len(names) > 1 else names[0]
    parser.description = (f"Play {listed} in the terminal against the computer, replay a game "
                          "record, or measure what each reading of the rules does to a game.")


def _play_arguments(p_play: argparse.ArgumentParser) -> None:
    """``penneech play``'s arguments and description, from every game of the registry."""
    games = list(GAMES.values())
    first, others = GAMES[DEFAULT], [g for g in games if g.id != DEFAULT]
    with_game = "; ".join(f"with --game {g.id}, of {g.name.en}{_table(g)}" for g in others)
    p_play.description = (f"Play a full game of {first.name.en}"
                          + (f" (or, {with_game})" if others else "")
                          + " against the computer. Type cards as 7D, 10H, TH, Q♠ or ♦7.")
    p_play.add_argument("--game", choices=list(GAMES), default=DEFAULT,
                        help=f"game to play (default: {DEFAULT})")
    p_play.add_argument("--preset", choices=list(dict.fromkeys(p for g in games
                                                               for p in g.presets)),
                        help="rule set to play: " + "; ".join(
                            f"for {g.name.en} {', '.join(g.presets)} (default: "
                            f"{g.default_preset})" for g in games))
    p_play.add_argument("--rules", metavar="RULES", type=rules_argument,
                        help="rules as 'preset,option=value,...', e.g. 'martin,target=91' or "
                             "'portland,point_score=square' (instead of --preset); "
                             + "; ".join(f"{g.name.en}'s options: "
                                         + "; ".join(_option_help(o) for o in g.options)
                                         for g in games))
    tables = [(g, _option(g, g.seats_option)) for g in games if g.seats_option is not None]
    if tables:
        p_play.add_argument("--players", type=number_argument(0), metavar="N",
                            help="how many play, you and N-1 computer players: " + "; ".join(
                                f"for {g.name.en} {_sizes(o)} as the rules allow "
                                f"(default: the rule set's, {o.default})"
                                for g, o in tables))
    p_play.add_argument("--opponent", default="greedy",
                        choices=sorted({p for g in games for p in g.player_names()}),
                        help="computer player (default: %(default)s); " + "; ".join(
                            f"for {g.name.en} {', '.join(g.player_names())}" for g in games))
    p_play.add_argument("--seed", type=number_argument(0), help="seed for the cards, a whole "
                        "number from 0 up, as the play pages take a deal number (a random "
                        "one if absent)")
    p_play.add_argument("--record", metavar="FILE", type=file_argument,
                        help="write the game record to FILE")


def _replay_arguments(p_replay: argparse.ArgumentParser) -> None:
    """``penneech replay``'s arguments."""
    p_replay.add_argument("record", metavar="RECORD", help="record file")
    p_replay.add_argument("--step", action="store_true", help="pause after each trick")


def _reread_arguments(p_reread: argparse.ArgumentParser) -> None:
    """``penneech reread``'s arguments: the record, one change of reading, the output."""
    p_reread.add_argument("record", metavar="RECORD", help="record file of a finished game")
    reading = p_reread.add_mutually_exclusive_group(required=True)
    reading.add_argument("--preset", metavar="P", help="another rule set of the record's game")
    reading.add_argument("--set", metavar="OPTION=VALUE",
                         help="the record's rules with this one option changed")
    p_reread.add_argument("--record", dest="record_out", metavar="FILE", type=file_argument,
                          help="write the new game's record to FILE")


def _lab_arguments(p_lab: argparse.ArgumentParser) -> None:
    """``penneech lab``'s arguments (``penneech.lab.main``)."""
    from penneech.lab.main import add_arguments
    add_arguments(p_lab)


def main(argv: Sequence[str] | None = None, read: Callable[[str], str] = input,
         out: TextIO | None = None) -> int:
    """Entry point of ``penneech`` and ``python -m penneech``."""
    args = build_parser().parse_args(argv)
    console = Console(read, out if out is not None else sys.stdout)
    try:
        if args.command == "play":
            return play(args, console)
        if args.command == "reread":
            return reread(args, console)
        if args.command == "lab":
            from penneech.lab.main import run as run_lab
            return run_lab(args)
        return replay(args, console)
    except (PenneechError, OSError) as exc:
        print(f"penneech: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        console.say("\nInterrupted.")
        return 130
