"""The terminal's game loop and replay loop, whatever the game (``penneech play``,
``penneech replay``).

A game against the computer goes the same way in every game: show what happened since
the last turn, let chance deal, let a computer seat choose from its own view, or ask the
human (who may give up), apply the answer, and go on until the game (or the single deal)
is over; then show the end. A replay applies a record's actions one by one, shows each,
and with ``--step`` pauses after each trick. What is shown and asked is each game's own
(its ``terminal`` module, through the hooks of ``TerminalTable``); the loops are here, with
what every game's hooks hold and answer alike (``Table``), and the steps around a game
every game takes alike: the rules and seed it is played with (``chosen_rules``,
``game_seed``), the commitment to them shown before the first card (``commit``), its record
written at the end with the commitment's headers (``keep_record``), and a record replayed
(``replay_record``).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from penneech.core.commitment import Deal, new_salt
from penneech.core.console import Console, check_writable, save_record
from penneech.core.playing import Chance, Chooser, Playable
from penneech.core.preset import GamePreset
from penneech.core.records import RecordRules

S = TypeVar("S", bound=Playable)
S_co = TypeVar("S_co", bound=Playable, covariant=True)
S_contra = TypeVar("S_contra", bound=Playable, contravariant=True)
V = TypeVar("V")
R = TypeVar("R")
T = TypeVar("T")
#: The human's seat at the terminal; the computer players sit in all the others.
HUMAN = 0
#: Seeds drawn for a game whose seed is not given lie below this bound.
SEED_RANGE = 1_000_000


class TerminalTable(Protocol[S_contra]):
    """A game's hooks for the terminal's game loop (``play_loop``); the human sits in
    seat ``human``."""

    @property
    def human(self) -> int:
        """The human's seat."""
        ...

    def report(self, state: S_contra) -> None:
        """Show what happened since the last report: the tricks, turned cards, claims and
        scores, in their order (the last trick of a deal from the deal kept once over)."""
        ...

    def announce(self, state: S_contra) -> None:
        """Before each step: say that a new deal begins, if one does."""
        ...

    def chance(self, state: S_contra) -> None:
        """Let chance act (deal, turn up) until a seat must choose or the game is over,
        saying what the players may see of it."""
        ...

    def computer(self, state: S_contra, seat: int) -> None:
        """A computer seat's turn: it chooses from its own view; apply and announce it."""
        ...

    def ask(self, state: S_contra) -> list[int] | None:
        """The human's turn: the actions chosen (several where one answer is several
        actions, as Piquet's discards; one without a question where there is no choice),
        or ``None`` if the human gives up."""
        ...

    def answered(self, state: S_contra, chosen: list[int]) -> None:
        """After the human's actions are applied: say what follows from them."""
        ...


def play_loop(console: Console, state: S, table: TerminalTable[S]) -> bool:
    """Play ``state`` on to its end with ``table``'s hooks: whether it was played out
    (``False`` if the human gave up, which is said). The last report is made either way."""
    finished = True
    while not state.is_terminal():
        table.report(state)
        table.announce(state)
        if state.is_chance_node():
            table.chance(state)
            continue
        seat = state.current_player()
        if seat != table.human:
            table.computer(state, seat)
            continue
        chosen = table.ask(state)
        if chosen is None:
            console.say("Game abandoned.")
            finished = False
            break
        for action in chosen:
            state.apply_action(action, seat)
        table.answered(state, chosen)
    table.report(state)
    return finished


def replay_loop(console: Console, state: S, actions: Iterable[int], step: bool,
                show: Callable[[S, int], bool]) -> S:
    """Apply a record's ``actions`` to ``state``, each through ``show`` (which applies it,
    says what it made public and tells whether it ended a trick); with ``step``, pause
    after each trick until the reader types ``q`` (``Console.pause``). The final state."""
    for action in actions:
        if show(state, action) and step:
            step = console.pause()
    return state


class Table(Generic[S, V, T]):
    """What every game's hooks for ``play_loop`` hold: the console, the seeded chance, the
    computer player of each seat but the human's (``players``), how a seat's view is taken
    (``view_of``), how far the game has been told (``shown``, of the game's own kind) and
    the number of the deal last announced. The hooks every game answers alike are here:
    chance deals up to the next decision, a computer seat chooses from its own view
    (``choice``) and plays, and nothing is added after the human's answer; a game writes
    ``report``, ``announce`` and ``ask``, and may change the rest. ``play`` plays a game
    with them."""

    human = HUMAN

    def __init__(self, console: Console, chance: Chance[S], players: Mapping[int, Chooser[V]],
                 view_of: Callable[[S, int], V], shown: T) -> None:
        self.console = console
        self.chance_ = chance
        self.players = players
        self.view_of = view_of
        self.shown = shown
        self.deal_no = 0

    def play(self, state: S) -> bool:
        """Play ``state`` on to its end with these hooks (``play_loop``): whether it was
        played out."""
        return play_loop(self.console, state, self)

    def report(self, state: S) -> None:
        """Show what happened since the last report."""
        raise NotImplementedError

    def announce(self, state: S) -> None:
        """Before each step: say that a new deal begins, if one does."""
        raise NotImplementedError

    def chance(self, state: S) -> None:
        """Deal up to the next decision, or the end."""
        self.chance_.advance(state)

    def choice(self, state: S, seat: int) -> int:
        """What the computer in ``seat`` chooses, from its own view."""
        return self.players[seat].choose(self.view_of(state, seat))

    def computer(self, state: S, seat: int) -> None:
        """A computer seat's turn: its choice, played."""
        state.apply_action(self.choice(state, seat), seat)

    def ask(self, state: S) -> list[int] | None:
        """The human's actions, or ``None`` if they give up."""
        raise NotImplementedError

    def answered(self, state: S, chosen: list[int]) -> None:
        """Nothing to add: the report says what the answer made public."""


def chosen_rules(args: argparse.Namespace, parse: Callable[[str], R],
                 presets: Mapping[str, GamePreset[R]]) -> R:
    """The rules ``--rules`` names, else those of the rule set ``--preset`` (checked
    against the game's rule sets before the game is asked to play)."""
    return parse(args.rules) if args.rules else presets[args.preset].rules


def game_seed(args: argparse.Namespace) -> int:
    """The seed ``--seed`` gives, else one drawn here; a record file named by ``--record``
    is checked first (``check_writable``), so that no game is played for a record that
    cannot be kept."""
    if args.record:
        check_writable(Path(args.record))
    return int(args.seed) if args.seed is not None else random.randrange(SEED_RANGE)


class Rules(Protocol):
    """A game's rules as a commitment names them: in their text form."""

    def to_string(self) -> str:
        """The rules as ``--rules`` takes them."""
        ...


#: A terminal game is played to its end: a whole game (the horizon of its commitment).
HORIZON = "game"


def commit(console: Console, args: argparse.Namespace, seed: int, rules: Rules) -> Deal:
    """Before the first card: fix the game's deal number and rules with a commitment, as a
    play page does (``penneech.core.commitment``), and show it. The salt is drawn by
    ``secrets`` and kept secret until the end (``reveal``); the record written at the end
    carries the commitment and its salt (``keep_record``), so that ``penneech verify`` can
    check it against the commitment shown here. The game is the one ``--game`` names."""
    deal = Deal(args.game, seed, rules.to_string(), HORIZON, new_salt())
    console.say(f"Commitment: {deal.commitment()} (the SHA-256 of the game, deal number, "
                "rules and a secret salt, revealed at the end: note it to verify the deal)")
    return deal


def reveal(console: Console, deal: Deal) -> None:
    """At the end of a game: reveal the commitment's salt, which with the deal number and
    rules gives the commitment shown at the start."""
    console.say(f"Salt: {deal.salt} (with the seed and rules it gives the commitment "
                f"{deal.commitment()}; penneech verify checks a record)")


def keep_record(console: Console, args: argparse.Namespace, seed: int, seats: int,
                text: Callable[[dict[str, str]], str], deal: Deal | None = None) -> int:
    """At the end of a game against the computer: reveal the salt of its commitment
    (``deal``, if one was shown: ``commit``), then write its record (``text`` of its
    headers: the seed, the human and each computer player and, with ``deal``, the
    ``Commitment`` and ``Salt`` a play page's record carries, so that ``penneech verify``
    accepts it) to the file ``--record`` names, if any (``save_record``). The exit
    status."""
    if deal is not None:
        reveal(console, deal)
    if not args.record:
        return 0
    players = ", ".join(["You", *[f"Computer ({args.opponent})"] * (seats - 1)])
    headers = {"Seed": str(seed), "Players": players,
               **(deal.headers() if deal is not None else {})}
    return save_record(console, args.record, text(headers))


class StartedRecord(Protocol[S_co]):
    """A game's parsed record as a replay reads it: its rules, its actions and the state
    before the first."""

    @property
    def rules(self) -> RecordRules:
        """The rules the game was played under."""
        ...

    @property
    def actions(self) -> list[int]:
        """Every action, chance steps included, in order."""
        ...

    def start(self) -> S_co:
        """The state before the first action."""
        ...


def replay_record(console: Console, args: argparse.Namespace, record: StartedRecord[S],
                  show: Callable[[S, int], bool]) -> S:
    """``penneech replay``: say the record's rules, then replay its actions from its start
    through ``show`` (``replay_loop``), pausing after each trick with ``--step``. The
    final state."""
    console.say(f"Rules: {record.rules.preset_name or record.rules.to_string()}")
    return replay_loop(console, record.start(), record.actions,
                       bool(getattr(args, "step", False)), show)
