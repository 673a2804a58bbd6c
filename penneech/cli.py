"""The terminal program: ``penneech play`` against the computer, ``penneech replay RECORD``,
``penneech reread RECORD`` (the same deal under another reading), ``penneech verify RECORD``
(a play page's deal, checked), ``penneech lab``.

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
from penneech.core.errors import PenneechError, RecordError, RulesError, shown
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
    sub.add_parser("verify", help="check that a play page's deal was fixed before the first "
                   "card", description="Verify a deal of a play page: recompute the SHA-256 "
                   "commitment the page showed before the first card from the deal number, "
                   "rules, horizon and salt it revealed at the end, and check that every card "
                   "of the record is the one that deal number gives. Give the record file the "
                   "page saved (its Seed, Rules, Salt and Commitment headers), or the values "
                   "themselves. Exit status: 0 verified, 1 not verified, 2 bad input.",
                   fill=_verify_arguments)
    sub.add_parser("lab", help="measure what each reading does to the game",
                   description="The variant lab: play every preset and every change of one "
                               "option between computer players and write the figures with "
                               "95% intervals.", fill=_lab_arguments)
    sub.add_parser("ladder", help="rate a game's computer players on one Elo scale",
                   description="The strength ladder: every computer player of a game, in "
                               "seat-swapped duplicate matches from one seed, rated by "
                               "Bradley-Terry on the Elo scale with random at 0 and 95% "
                               "intervals; written to data/ladder/GAME.json.",
                   fill=_ladder_arguments)
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
def _verify_arguments(p_verify: argparse.ArgumentParser) -> None:
    """``penneech verify``'s arguments (the games' ids come from the registry's list, which
    imports no game)."""
    p_verify.add_argument("record", metavar="RECORD", nargs="?",
                          help="a record file saved by a play page at the end of a game")
    p_verify.add_argument("--commitment", metavar="HEX",
                          help="the commitment you noted before the first card (64 hex "
                               "digits); with RECORD, checked besides its Commitment header")
    values = p_verify.add_argument_group(
        "the values instead of a record (checks the commitment only, not the cards)")
    values.add_argument("--game", choices=list(GAMES), help="the game's id")
    values.add_argument("--seed", metavar="N", help="the deal number revealed at the end")
    values.add_argument("--rules", metavar="RULES", type=rules_argument,
                        help="the rules revealed at the end (a rule set's name or "
                             "'option=value,...')")
    values.add_argument("--horizon", help="'game' or 'deal' (default: the game's first)")
    values.add_argument("--salt", metavar="HEX", help="the salt revealed at the end")


def verify(args: argparse.Namespace, console: Console) -> int:
    """``penneech verify``: the commitment recomputed (``penneech.core.commitment``) and, for
    a record, every card checked against its deal number; 0 when all holds, 1 when not."""
    from penneech.core.commitment import check_commitment

    given = [f"--{name}" for name in ("game", "seed", "rules", "horizon", "salt")
             if getattr(args, name) is not None]
    noted = None if args.commitment is None else check_commitment(args.commitment,
                                                                  "--commitment")
    if args.record is not None:
        if given:
            raise PenneechError(f"verify: {given[0]} is read from the record's headers; give "
                                "a record file or the values (--game, --seed, --rules, --salt, "
                                "--commitment), not both")
        return _verify_record(console, args.record, noted)
    missing = [name for name in ("--game", "--seed", "--rules", "--salt")
               if name not in given] + (["--commitment"] if noted is None else [])
    if missing:
        raise PenneechError(f"verify: give a record file, or the values {', '.join(missing)} "
                            "(missing)")
    assert noted is not None
    return _verify_values(console, args, noted)


def _verify_values(console: Console, args: argparse.Namespace, noted: str) -> int:
    """The commitment of values given on the command line."""
    from penneech.core.commitment import Deal, check_salt
    from penneech.core.web import check_seed

    the_game = game(args.game)
    horizon = args.horizon if args.horizon is not None else the_game.horizons[0]
    if horizon not in the_game.horizons:
        raise PenneechError(f"--horizon: {the_game.name.en} is played to "
                            f"{' or '.join(map(repr, the_game.horizons))}, not {shown(horizon)}")
    try:
        seed = check_seed(args.seed)
    except PenneechError as exc:
        raise PenneechError(f"--seed: {exc}") from None
    deal = Deal(the_game.id, seed, the_game.parse_rules(args.rules).to_string(), horizon,
                check_salt(args.salt, "--salt"))
    matches = _say_commitment(console, deal, [("--commitment", noted)])
    console.say("Cards: not checked (give the record file to check every card against the "
                "deal number).")
    console.say("Commitment verified." if matches else "Not verified.")
    return 0 if matches else 1


def _verify_record(console: Console, path: str, noted: str | None) -> int:
    """A record file's commitment and cards."""
    from penneech.core.commitment import (
        COMMITMENT_HEADER,
        SALT_HEADER,
        Deal,
        action_tokens,
        check_cards,
        check_commitment,
        check_salt,
    )
    from penneech.core.records import file_name, read_record_file
    from penneech.core.web import check_seed

    def read(text: str) -> tuple[str, AnyGame, Any]:
        the_game = game_of_record(text)
        return text, the_game, the_game.parse_record(text)

    text, the_game, record = read_record_file(path, read)
    where = file_name(path)
    headers: dict[str, str] = record.headers

    def header(name: str, why: str) -> str:
        if name not in headers:
            raise RecordError(f"{where}: headers: the record has no '{name}:' line, {why}")
        return headers[name]

    try:
        seed = check_seed(header("Seed", "so its cards cannot be checked"))
        salt = check_salt(header(SALT_HEADER, "so its commitment cannot be recomputed (a "
                                 "record saved by a play page at the end of a game has one)"),
                          "the salt")
        claims = [(f"the record's {COMMITMENT_HEADER} header",
                   check_commitment(headers[COMMITMENT_HEADER], "the commitment"))
                  ] if COMMITMENT_HEADER in headers else []
    except RecordError:
        raise
    except PenneechError as exc:
        raise RecordError(f"{where}: headers: {exc}") from None
    if noted is not None:
        claims.append(("--commitment", noted))
    if not claims:
        header(COMMITMENT_HEADER, "and no --commitment was given to compare with")
    horizon, dealer = getattr(record, "horizon", "game"), getattr(record, "dealer", None)
    console.say(f"Record: {where}, a game of {the_game.name.en}.")
    deal = Deal(the_game.id, seed, record.rules.to_string(), horizon, salt)
    matches = _say_commitment(console, deal, claims)
    checked = check_cards(the_game.new_state(record.rules, horizon, dealer), record.actions,
                          the_game.chance(seed))
    wrong = checked.mismatch
    if wrong is None:
        console.say(f"Cards: all {checked.steps} chance steps (every card dealt) are the ones "
                    f"deal number {seed} gives.")
    else:
        tokens = action_tokens(text, the_game.magic)
        state = the_game.new_state(record.rules, horizon, dealer)
        for action in [*record.actions[:wrong.index], wrong.seeded]:
            state.apply_action(action)
        seeded = action_tokens(the_game.record_text(state, dealer, {}), the_game.magic)
        if len(tokens) == len(record.actions) and len(seeded) == wrong.index + 1:
            line, verb, name = tokens[wrong.index]
            place, has, gives = f" (line {line}, {verb!r})", name, seeded[-1][2]
        else:
            place, has, gives = "", f"action {wrong.recorded}", f"action {wrong.seeded}"
        console.say(f"Cards: chance step {wrong.step} differs{place}: the record has {has} "
                    f"where deal number {seed} gives {gives}.")
    if matches and wrong is None:
        console.say("Verified: the deal number and rules were fixed before the first card, "
                    "and every card came from the deal number.")
        return 0
    console.say("Not verified.")
    return 1


def _say_commitment(console: Console, deal: Any, claims: list[tuple[str, str]]) -> bool:
    """Show the text committed to and its SHA-256, and compare it with each commitment
    claimed (where it comes from, its hex): true if every one matches."""
    console.say("The text committed to (each line ends with a line feed):")
    for line in deal.text().splitlines():
        console.say(f"    {line}")
    computed = deal.commitment()
    console.say(f"Its SHA-256: {computed}")
    for source, claimed in claims:
        verdict = "matches" if claimed == computed else "does NOT match"
        console.say(f"Commitment from {source}: {claimed} {verdict}.")
    return all(claimed == computed for _, claimed in claims)


def _lab_arguments(p_lab: argparse.ArgumentParser) -> None:
    """``penneech lab``'s arguments (``penneech.lab.main``)."""
    from penneech.lab.main import add_arguments
    add_arguments(p_lab)


def _ladder_arguments(p_ladder: argparse.ArgumentParser) -> None:
    """``penneech ladder``'s arguments (``penneech.lab.ladder``)."""
    from penneech.lab.ladder import add_arguments
    add_arguments(p_ladder)


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
        if args.command == "verify":
            return verify(args, console)
        if args.command == "lab":
            from penneech.lab.main import run as run_lab
            return run_lab(args)
        if args.command == "ladder":
            from penneech.lab.ladder import run as run_ladder
            return run_ladder(args)
        return replay(args, console)
    except (PenneechError, OSError) as exc:
        print(f"penneech: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        console.say("\nInterrupted.")
        return 130
