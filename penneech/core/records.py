"""The text record around a game's steps, the same for every game.

A record is a first line naming its format (``Penneech record 1``, ``Piquet record 1``), a
block of ``Key: value`` headers, a blank line, then one line per step: a verb followed by
the names of its actions, ``#`` at the start of a line or after a space starting a
comment::

    Piquet record 1
    Rules: portland
    Seed: 42

    deal 10H 7C AS ...   # a comment

Each game says which verbs and headers it has and replays the steps through its own state
(``penneech.games.penneech.record``, ``penneech.games.piquet.record``); this module holds what is
the same for
all: the parsed record (``Record``: rules, actions, horizon, first dealer, other headers, the
state before and after), splitting the text into headers and numbered steps, the ``Rules``,
``Horizon``, ``Dealer`` and ``Result`` headers, writing the text back (``Record.text``, the
steps grouped by verb through ``StepLines``), and reading a file (UTF-8, a byte-order mark
skipped). Every error is a ``RecordError`` that names the line at fault or the header;
nothing is changed by a bad record.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, Generic, Literal, NamedTuple, Protocol, TypeVar

from penneech.core.errors import IllegalActionError, RecordError, RulesError, shown

T = TypeVar("T")

#: How far a game is played: a whole ``game``, or a single ``deal`` where the game has it.
Horizon = Literal["game", "deal"]

#: A comment starts with ``#`` at the start of a line or after a space, so that a ``#``
#: inside a name (Pip-Pip!'s ``AC#0``) is not one.
_COMMENT = re.compile(r"(?:^|(?<=\s))#")


class Step(NamedTuple):
    """One body line of a record: its line number, its verb and the actions' names."""

    number: int
    verb: str
    tokens: list[str]


class RecordText(NamedTuple):
    """A record split into its headers (in order, each given once) and its steps."""

    headers: dict[str, str]
    steps: list[Step]


def split_record(text: object, magic: str, game: str = "") -> RecordText:
    """The headers and steps of a record that starts with ``magic``.

    ``game`` names the game in the message for a wrong first line (``"Piquet "``). A
    header not of the form ``Key: value``, or given twice, is an error naming its line.
    """
    if not isinstance(text, str):
        raise RecordError(f"a record must be text, not {type(text).__name__}")
    lines = text.removeprefix("\ufeff").splitlines()
    if not lines or lines[0].strip() != magic:
        raise RecordError(f"line 1: a {game}record starts with {magic!r}")
    headers: dict[str, str] = {}
    body_start = len(lines)
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.strip()
        if not line:
            body_start = number
            break
        key, sep, value = line.partition(":")
        if not sep or not key.strip():
            raise RecordError(
                f"line {number}: header {shown(line)} is not of the form Key: value")
        if key.strip() in headers:
            raise RecordError(f"line {number}: header {shown(key.strip())} is given twice")
        headers[key.strip()] = value.strip()
    steps = []
    for number, raw in enumerate(lines[body_start:], start=body_start + 1):
        line = _COMMENT.split(raw, 1)[0].strip()
        if line:
            verb, *tokens = line.split()
            steps.append(Step(number, verb, tokens))
    return RecordText(headers, steps)


def rules_header(headers: dict[str, str], parse: Callable[[str], T]) -> T:
    """The game's rules from the required ``Rules`` header, read by ``parse``."""
    if "Rules" not in headers:
        raise RecordError("headers: the record has no 'Rules:' line")
    try:
        return parse(headers["Rules"])
    except RulesError as exc:
        raise RecordError(f"headers: Rules: {exc}") from None


def dealer_header(headers: dict[str, str], seats: int = 2) -> int | None:
    """The first dealer from the ``Dealer`` header (a seat 0 … ``seats`` - 1, two seats
    unless given), or None when it is absent."""
    if "Dealer" not in headers:
        return None
    value = headers["Dealer"]
    if value not in [str(seat) for seat in range(seats)]:
        allowed = "0 or 1" if seats == 2 else f"a seat from 0 to {seats - 1}"
        raise RecordError(f"headers: Dealer must be {allowed}, not {shown(value)}")
    return int(value)


def horizon_header(headers: dict[str, str]) -> Horizon:
    """The horizon from the ``Horizon`` header (``game`` or ``deal``), ``game`` if absent."""
    horizon = headers.get("Horizon", "game")
    if horizon not in ("game", "deal"):
        raise RecordError(f"headers: Horizon must be 'game' or 'deal', not {shown(horizon)}")
    return "deal" if horizon == "deal" else "game"


def result_text(over: bool, winners: Sequence[int]) -> str:
    """The ``Result`` header of a game: ``none`` before its end, then the winner, several
    sharing the win joined by ``,``, or ``draw`` if none won.

    >>> result_text(False, ()), result_text(True, (1,)), result_text(True, (0, 2))
    ('none', '1', '0,2')
    >>> result_text(True, ())
    'draw'
    """
    if not over:
        return "none"
    return ",".join(map(str, winners)) if winners else "draw"


def check_result(headers: dict[str, str], replayed: object) -> None:
    """Refuse a ``Result`` header (when given) that is not ``str(replayed)``."""
    result = headers.get("Result")
    if result is not None and result != str(replayed):
        raise RecordError(
            f"headers: Result says {shown(result)} but the replayed game gives {replayed!r}")


def header_lines(magic: str, known: Iterable[str], headers: dict[str, str],
                 written: Iterable[str]) -> list[str]:
    """The first line, the ``known`` header lines already formatted, then every other
    header that can be read back (no line break in the value, no colon in the key), except
    those ``written`` by the game itself."""
    skip = set(written)
    lines = [magic, *known]
    for key, value in headers.items():
        if key not in skip and "\n" not in value and ":" not in key:
            lines.append(f"{key}: {value}")
    return lines


class PhasedState(Protocol):
    """A game whose record names each line's actions by the phase they are taken in."""

    @property
    def phase(self) -> str: ...

    def is_terminal(self) -> bool: ...

    def apply_action(self, action: int) -> object: ...


def replay_steps(body: Iterable[Step], state: PhasedState, phases: Sequence[str],
                 read: Callable[[str], int]) -> list[int]:
    """Replay a record's body whose lines are ``phase action action …`` (Piquet,
    Pip-Pip!): each action, read by ``read`` from its name, is applied to ``state`` in the
    phase its line names. The actions, in order; a ``RecordError`` naming the line for an
    unknown phase, an empty line, an action after the end or in another phase, or an
    action the rules refuse."""
    actions: list[int] = []
    for number, verb, tokens in body:
        if verb not in phases:
            raise RecordError(f"line {number}: unknown step {shown(verb)}; steps are "
                              + ", ".join(phases))
        if not tokens:
            raise RecordError(f"line {number}: {verb!r} needs at least one action")
        for token in tokens:
            if state.is_terminal():
                raise RecordError(f"line {number}: {shown(token)} after the end of the game")
            if state.phase != verb:
                raise RecordError(f"line {number}: {shown(token)} given as {verb!r}, but the "
                                  f"game is at {state.phase!r}")
            try:
                action = read(token)
                state.apply_action(action)
            except IllegalActionError as exc:
                raise RecordError(f"line {number}: {exc}") from None
            actions.append(action)
    return actions


class StepLines:
    """Writes a record's body: the actions of one step on one line, behind its verb."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.verb = ""
        self._current: list[str] = []

    def add(self, verb: str, name: str) -> None:
        """Add an action by name; a new verb starts a new line."""
        if verb != self.verb:
            self.flush()
            self.verb = verb
        self._current.append(name)

    def flush(self, comment: str = "") -> None:
        """End the current line (if any), with ``comment`` after ``#``."""
        if self._current:
            self.lines.append(" ".join([self.verb, *self._current])
                              + (f"   # {comment}" if comment else ""))
        self._current, self.verb = [], ""


class RecordRules(Protocol):
    """The rules a record names: a preset's name, or else their text form."""

    @property
    def preset_name(self) -> str | None: ...

    def to_string(self) -> str: ...


class ReplayedState(Protocol):
    """A state a record replays its actions through."""

    def apply_action(self, action: int) -> object: ...


RR = TypeVar("RR", bound=RecordRules)
RS = TypeVar("RS", bound=ReplayedState)


@dataclass
class Record(Generic[RR, RS]):
    """A parsed record: how the game started (its rules, horizon and first dealer), every
    action (chance steps included), and the headers the game does not read itself.

    A game's record subclasses it, naming its first line (``MAGIC``), the headers it reads
    (``KNOWN``), how its game starts (``start``) and how each action is written
    (``write_step``); ``text`` then writes the record the same way for every game: the
    first line, the known headers (``Rules``, ``Horizon`` unless ``game``, ``Dealer`` when
    given, the game's own, ``Result`` where the game writes it), the other headers, a blank
    line, the steps, and a closing comment (``last_line``).
    """

    rules: RR
    actions: list[int]
    horizon: Horizon = "game"
    dealer: int | None = None
    headers: dict[str, str] = field(default_factory=dict)

    #: The record's first line (``Piquet record 1``).
    MAGIC: ClassVar[str] = ""
    #: The headers the game reads (and writes) itself; the others are kept in ``headers``.
    KNOWN: ClassVar[tuple[str, ...]] = ("Rules", "Horizon", "Dealer")
    #: Whether the record writes a ``Result`` header (``result``).
    WRITES_RESULT: ClassVar[bool] = False

    def start(self) -> RS:
        """The state before the first action."""
        raise NotImplementedError

    def final_state(self) -> RS:
        """The state after the last action."""
        state = self.start()
        for action in self.actions:
            state.apply_action(action)
        return state

    @classmethod
    def others(cls, headers: dict[str, str]) -> dict[str, str]:
        """The headers of ``headers`` the game does not read."""
        return {k: v for k, v in headers.items() if k not in cls.KNOWN}

    def own_headers(self) -> list[str]:
        """The game's own header lines after ``Dealer`` (``Totals: 95 90``); none here."""
        return []

    def result(self, state: RS) -> str:
        """The ``Result`` header of the game at ``state`` (where ``WRITES_RESULT``)."""
        raise NotImplementedError

    def write_step(self, state: RS, action: int, steps: StepLines) -> None:
        """Add ``action`` to ``steps``, apply it to ``state`` and end the line where a
        step of the game ends."""
        raise NotImplementedError

    def last_line(self, state: RS) -> str:
        """A comment after the steps, on the game at its last action (``""``: none)."""
        return ""

    def text(self) -> str:
        """The text of the record, its steps written by replaying it."""
        known = [f"Rules: {self.rules.preset_name or self.rules.to_string()}"]
        if self.horizon != "game":
            known.append(f"Horizon: {self.horizon}")
        if self.dealer is not None:
            known.append(f"Dealer: {self.dealer}")
        known.extend(self.own_headers())
        written = self.KNOWN
        if self.WRITES_RESULT:
            known.append(f"Result: {self.result(self.final_state())}")
            written = (*written, "Result")
        lines = header_lines(self.MAGIC, known, self.headers, written)
        lines.append("")
        state = self.start()
        steps = StepLines(lines)
        for action in self.actions:
            self.write_step(state, action, steps)
        steps.flush()
        last = self.last_line(state)
        if last:
            lines.append(last)
        return "\n".join(lines) + "\n"


#: The longest file name a message gives whole; a longer one is cut as ``shown`` cuts.
FILE_NAME_SHOWN = 200


def file_name(path: str | Path) -> str:
    """A file's name for a message: as given, or, if very long or with control characters,
    quoted and cut by ``shown`` (a name of 5000 characters is not echoed whole).

    >>> file_name("game.txt"), file_name("a" * 300)[-19:]
    ('game.txt', "…' (300 characters)")
    """
    text = str(path)
    if len(text) <= FILE_NAME_SHOWN and text.isprintable():
        return text
    return shown(text, FILE_NAME_SHOWN)


def read_record_file(path: str | Path, parse: Callable[[str], T]) -> T:
    """Read a record file (UTF-8, with or without a byte-order mark) with ``parse``.

    Every error is a ``RecordError`` whose message starts with the file name: a file that
    cannot be opened, one that is not UTF-8 text, or a record that does not replay.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise RecordError(f"{file_name(path)}: cannot read the file "
                          f"({exc.strerror or exc})") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"{file_name(path)}: not a UTF-8 text file (byte 0x{data[exc.start]:02x} at offset "
            f"{exc.start}); save the record as UTF-8") from None
    try:
        return parse(text)
    except RecordError as exc:
        raise RecordError(f"{file_name(path)}: {exc}") from None
