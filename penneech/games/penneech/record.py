"""Game records: a small, human-readable text format, written and read back exactly.

A record is a block of headers, a blank line, then one line per step of the game::

    Penneech record 1
    PenneechRules: follow=must_follow,first_turnup=no_score,...
    Seed: 42

    cut 5♠ K♥
    deal 7♦ 3♣ Q♥ 10♠ 2♦ A♣ 4♥ 9♠ 6♦ J♣ 8♥ 5♦ K♠ 3♥
    keep 1 0
    turn Q♥
    play A♠ K♠   # trick 1 to player 0

Headers: ``Rules`` (a preset name or the canonical ``option=value`` list, required),
``Dealer`` (0 or 1; present when the game started without a cut), ``Seed`` and
``Players`` (information only), ``Result`` (the winner; checked when given). Step verbs:
``cut`` (cards cut for the first deal), ``deal`` (cards in dealing order, non-dealer
first), ``throw``/``keep`` (throw-in decisions, followed by the seats in the order asked:
``keep 1 0``, ``throw 1``), ``turn`` (a card turned from the stock), ``play`` (cards
played to a trick). Cards may be written in any form ``parse_card`` reads (ASCII digits
only); ``#`` starts a comment. Reading a record replays it through the engine, so every
score is recomputed, never trusted.

Under ``throw_in=allowed`` both players answer the throw-in after every deal (see
``PenneechState._on_throw_in``), and records are written with every ``keep``. A reader may leave
``keep`` out: a player who is asked and does not throw in keeps. Records written before
every player was asked (only poor hands had a ``keep`` line) therefore read unchanged.

A record file is UTF-8 text; a byte-order mark at its start is skipped
(``read_record_file``). The header block, comments, files and errors are those of every
game's records (``penneech.core.records``); a header may be given once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from penneech.core import records
from penneech.core.cards import card_name, parse_card
from penneech.core.errors import CardError, IllegalActionError, RecordError, shown
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import KEEP, THROW_IN, PenneechState

MAGIC = "Penneech record 1"
_VERB_OF_PHASE = {"cut": "cut", "deal": "deal", "turn_up": "turn", "play": "play",
                  "throw_in": "throw/keep"}


@dataclass
class PenneechRecord(records.Record[PenneechRules, PenneechState]):
    """A parsed record: the rules, the optional dealer and headers, and every action
    (``penneech.core.records.Record``; Penneech is played to the game's end only)."""

    MAGIC: ClassVar[str] = MAGIC
    #: The headers the record itself writes and reads.
    KNOWN: ClassVar[tuple[str, ...]] = ("Rules", "Dealer")

    def start(self) -> PenneechState:
        """The state before the first action."""
        return PenneechState(self.rules, self.dealer)

    def replay(self) -> list[PenneechState]:
        """Every state of the game, from the start to after the last action."""
        state = self.start()
        states = [state.clone()]
        for action in self.actions:
            state.apply_action(action)
            states.append(state.clone())
        return states

    def write_step(self, state: PenneechState, action: int, steps: records.StepLines) -> None:
        """Cards grouped by step, the throw-in answers by seat, tricks annotated."""
        phase = state.phase
        player = state.current_player()
        if phase == "throw_in":
            if action == THROW_IN:
                steps.flush()
                steps.add("throw", str(player))
                steps.flush()
            else:
                steps.add("keep", str(player))
            state.apply_action(action)
            return
        steps.add(_VERB_OF_PHASE[phase], card_name(action))
        tricks_before, rounds_before = len(state.tricks), len(state.cut_rounds)
        state.apply_action(action)
        if phase == "play" and len(state.tricks) > tricks_before:
            trick = state.tricks[-1]
            steps.flush(f"trick {trick.number} to player {trick.winner}")
        elif (phase == "cut" and len(state.cut_rounds) > rounds_before) or (
            phase in ("turn_up", "deal") and state.phase != phase
        ):
            steps.flush()

    def last_line(self, state: PenneechState) -> str:
        """The winner and the scores of a finished game."""
        if state.winner is None:
            return ""
        return f"# game over: player {state.winner} wins {state.scores[0]}-{state.scores[1]}"


def record_of(state: PenneechState, dealer: int | None = None,
              headers: dict[str, str] | None = None) -> PenneechRecord:
    """The record of ``state``'s game (``dealer`` as given when the state was created)."""
    return PenneechRecord(state.rules, [a for _, a in state.history], dealer=dealer,
                  headers=dict(headers or {}))


def write_record(record: PenneechRecord) -> str:
    """The text of ``record``, replaying it to group the steps and annotate the tricks."""
    return record.text()


def parse_record(text: str) -> PenneechRecord:
    """Read a record and replay it; raise ``RecordError`` naming the line at fault."""
    headers, body = records.split_record(text, MAGIC)
    rules = records.rules_header(headers, PenneechRules.parse)
    dealer = records.dealer_header(headers)
    state = PenneechState(rules, dealer)
    actions: list[int] = []
    for number, verb, tokens in body:
        for token in tokens or [""]:
            actions.extend(_implied_keeps(verb, token, state))
            action = _read_step(number, verb, token, state)
            try:
                state.apply_action(action)
            except IllegalActionError as exc:
                raise RecordError(f"line {number}: {exc}") from None
            actions.append(action)
    records.check_result(headers, state.winner)
    return PenneechRecord(rules, actions, dealer=dealer, headers=PenneechRecord.others(headers))


def read_record_file(path: str | Path) -> PenneechRecord:
    """Read a record file (UTF-8, with or without a byte-order mark) and replay it.

    Every error is a ``RecordError`` whose message starts with the file name: a file that
    cannot be opened, one that is not UTF-8 text, or a record that does not replay.
    """
    return records.read_record_file(path, parse_record)


def _implied_keeps(verb: str, token: str, state: PenneechState) -> list[int]:
    """Apply the ``keep`` answers a record leaves out before the step ``verb token``.

    A player asked about the throw-in who is not named by a ``throw`` or ``keep`` step
    kept the hand: every player before the one named, or all of them before any other step.
    """
    keeps: list[int] = []
    while state.phase == "throw_in":
        if verb in ("throw", "keep"):
            seats = [str(p) for p in state.throw_pending]
            if token not in seats or token == seats[0]:
                break
        state.apply_action(KEEP)
        keeps.append(KEEP)
    return keeps


def _read_step(number: int, verb: str, token: str, state: PenneechState) -> int:
    expected = _VERB_OF_PHASE.get(state.phase)
    if expected is None:
        raise RecordError(f"line {number}: {shown(verb)} after the end of the game")
    if verb in ("throw", "keep"):
        if state.phase != "throw_in":
            raise RecordError(f"line {number}: {verb!r} given, but the game expects {expected!r}")
        if token != str(state.current_player()):
            raise RecordError(
                f"line {number}: {verb!r} names player {shown(token)}, "
                f"but player {state.current_player()} decides")
        return THROW_IN if verb == "throw" else KEEP
    if verb not in ("cut", "deal", "turn", "play"):
        raise RecordError(f"line {number}: unknown step {shown(verb)}; steps are "
                          "cut, deal, throw, keep, turn, play")
    if verb != expected:
        raise RecordError(f"line {number}: {verb!r} given, but the game expects {expected!r}")
    if not token:
        raise RecordError(f"line {number}: {verb!r} needs at least one card")
    try:
        return parse_card(token)
    except CardError as exc:
        raise RecordError(f"line {number}: {exc}") from None

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
Record = PenneechRecord
