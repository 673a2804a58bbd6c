"""Pip-Pip! game records: a small text format, written and read back exactly.

A record is a block of headers, a blank line, then one line per step of the game, the
step's phase followed by the actions' names (``actions.py``)::

    Pip-Pip record 1
    Rules: pagat
    Dealer: 4
    Result: 2
    Seed: 42

    deal 9C#0 AC#0 5C#1 ...              # deal 1, dealer 4: seven to each, then the stock
    marriages done done pip:KH#0+QH#1 done done done   # before trick 1
    play 9C#0 AC#0 5C#1 AC#1 KC#0         # trick 1 to player 3

Headers: ``Rules`` (a preset name or ``option=value`` list, required; it gives the number
of players), ``Horizon`` (``game`` or ``deal``, default ``game``), ``Dealer`` (the first
dealer, when the game started without drawing for it), ``Result`` (the winner, several
sharing the win joined by ``,``, or ``none`` if unfinished; checked when given), and any
others as information (``Seed``, ``Players``). ``#`` starts a comment. Reading a record
replays it through the engine, so every score is recomputed, never trusted; a bad line
is a ``RecordError`` naming it. The header block, comments, files and errors are those
of every game's records (``penneech.core.records``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from penneech.core import records
from penneech.core.errors import IllegalActionError, RecordError
from penneech.games.pippip.actions import action_id, action_name, card_played
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.tricks import winning_index

MAGIC = "Pip-Pip record 1"
PHASES = ("first_dealer", "deal", "marriages", "play")


@dataclass
class PippipRecord(records.Record[PippipRules, PippipState]):
    """A parsed record: how the game started, every action, and other headers
    (``penneech.core.records.Record``)."""

    MAGIC: ClassVar[str] = MAGIC
    WRITES_RESULT: ClassVar[bool] = True

    def start(self) -> PippipState:
        """The state before the first action."""
        return PippipState(self.rules, self.horizon, self.dealer)

    def result(self, state: PippipState) -> str:
        """The winner, the winners joined by ``,``, or ``none`` (``result_text``)."""
        return result_text(state)

    def write_step(self, state: PippipState, action: int, steps: records.StepLines) -> None:
        """A line per deal, per marriage window and per trick."""
        phase = state.phase
        steps.add(phase, action_name(action))
        deal, trick, dealer = state.deal_no, state.trick_number, state.dealer
        winner = _completes_trick(state, action)
        state.apply_action(action)
        if phase == "deal" and (state.phase != "deal" or state.deal_no != deal):
            steps.flush(f"deal {deal}, dealer {dealer}")
        elif phase == "marriages" and state.phase != "marriages":
            steps.flush(f"before trick {trick}")
        elif winner is not None:
            steps.flush(f"trick {trick} to player {winner}")
        elif phase == "first_dealer":
            steps.flush()

    def last_line(self, state: PippipState) -> str:
        """The result and totals of a finished game."""
        if not state.is_terminal():
            return ""
        return f"# over: result {result_text(state)}, totals " + " ".join(map(str, state.totals))


def record_of(state: PippipState, dealer: int | None = None,
              headers: dict[str, str] | None = None) -> PippipRecord:
    """The record of ``state``'s game (``dealer`` as it was created with)."""
    return PippipRecord(state.rules, [a for _, a in state.history], state.horizon, dealer,
                        dict(headers or {}))


def result_text(state: PippipState) -> str:
    """The ``Result`` header of a state: the winner, the winners joined by ``,``, or
    ``none`` before the end."""
    return records.result_text(state.is_terminal(), state.winners)


def write_record(record: PippipRecord) -> str:
    """The text of ``record``: a line per deal, per marriage window and per trick."""
    return record.text()


def _completes_trick(state: PippipState, action: int) -> int | None:
    """The winner of the trick ``action`` completes, if it completes one."""
    if state.phase != "play" or len(state.trick) != state.seats - 1:
        return None
    cards = [c for _, c in state.trick] + [card_played(action) or 0]
    best = winning_index(cards, state.trump, state.rules.card_system)
    return state.trick[best][0] if best < len(state.trick) else state.current_player()


def parse_record(text: str) -> PippipRecord:
    """Read a record and replay it; raise ``RecordError`` naming the line at fault."""
    headers, body = records.split_record(text, MAGIC, "Pip-Pip ")
    record = _start(headers)
    try:
        state = record.start()
    except IllegalActionError as exc:
        raise RecordError(f"headers: {exc}") from None
    record.actions.extend(records.replay_steps(body, state, PHASES, action_id))
    records.check_result(headers, result_text(state))
    return record


def _start(headers: dict[str, str]) -> PippipRecord:
    """The record's rules and starting point from its headers."""
    rules = records.rules_header(headers, PippipRules.parse)
    horizon = records.horizon_header(headers)
    dealer = records.dealer_header(headers, rules.players)
    return PippipRecord(rules, [], horizon, dealer, PippipRecord.others(headers))


def read_record_file(path: str | Path) -> PippipRecord:
    """Read a record file (UTF-8, with or without a byte-order mark) and replay it.

    Every error is a ``RecordError`` whose message starts with the file name: a file that
    cannot be opened, one that is not UTF-8 text, or a record that does not replay.
    """
    return records.read_record_file(path, parse_record)
