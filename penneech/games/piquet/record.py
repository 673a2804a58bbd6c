"""Piquet game records: a small text format, written and read back exactly.

A record is a block of headers, a blank line, then one line per step of the game, the
step's phase followed by the actions' names (``actions.py``)::

    Piquet record 1
    Rules: portland
    Dealer: 0
    Seed: 42

    deal 10H 7C AS ...            # twelve to each, alternately from the elder; the talon
    discard 7C 8D done            # player 1
    discard 9S done               # player 0
    leftover nolook
    declare point:S good          # point
    declare seq:4:KH seq:5:AD     # sequence
    declare nothing nothing       # set
    play AS
    younger_scores score
    play 7S                       # trick 1 to player 1

Headers: ``Rules`` (a preset name or ``option=value`` list, required), ``Horizon``
(``game`` or ``deal``, default ``game``), ``Dealer`` (0 or 1, when the game started
without the choice of the first dealer), ``Totals`` (two numbers, when it resumed at a
score), ``Result`` (the winner, ``draw``, or ``none`` if unfinished; checked when given),
and any others as information (``Seed``, ``Players``). Cards may be written in any form
``penneech.core.cards.parse_card`` reads; ``#`` starts a comment. Reading a record replays it
through the engine, so every score is recomputed, never trusted. A record file is UTF-8
text; a byte-order mark at its start is skipped. The header block, comments, files and
errors are those of every game's records (``penneech.core.records``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from penneech.core import records
from penneech.core.errors import RecordError, shown
from penneech.games.piquet.actions import action_name
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.scenario import action_by_name
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.tricks import trick_winner

MAGIC = "Piquet record 1"
PHASES = ("first_dealer", "choose_dealer", "deal", "blanche_count", "discard", "leftover",
          "declare", "younger_scores", "play")


@dataclass
class PiquetRecord(records.Record[PiquetRules, PiquetState]):
    """A parsed record: how the game started (``totals`` for a game resumed at a score),
    every action, and other headers (``penneech.core.records.Record``)."""

    totals: tuple[int, int] = (0, 0)

    MAGIC: ClassVar[str] = MAGIC
    KNOWN: ClassVar[tuple[str, ...]] = ("Rules", "Horizon", "Dealer", "Totals")
    WRITES_RESULT: ClassVar[bool] = True

    def start(self) -> PiquetState:
        """The state before the first action."""
        return PiquetState(self.rules, self.horizon, self.dealer, self.totals)

    def own_headers(self) -> list[str]:
        """``Totals`` for a game resumed at a score."""
        return [] if self.totals == (0, 0) else [f"Totals: {self.totals[0]} {self.totals[1]}"]

    def result(self, state: PiquetState) -> str:
        """The winner, ``draw`` or ``none`` (``result_text``)."""
        return result_text(state)

    def write_step(self, state: PiquetState, action: int, steps: records.StepLines) -> None:
        """One line per phase and per discarding player; tricks and categories annotated."""
        phase, player = state.phase, state.current_player()
        if phase != steps.verb:
            steps.flush()
        steps.add(phase, action_name(action))
        category, deal = state.category, state.deal_no
        trick_done = ""
        if phase == "play" and state.lead_card is not None:
            winner = trick_winner(state.leader, state.lead_card, action)
            trick_done = f"trick {len(state.tricks) + 1} to player {winner}"
        state.apply_action(action)
        if trick_done:
            steps.flush(trick_done)
        elif phase == "declare" and state.category != category:
            steps.flush(("point", "sequence", "set")[category])
        elif phase == "discard" and (state.phase != "discard"
                                     or state.current_player() != player):
            steps.flush(f"player {player}")
        elif state.deal_no != deal:
            steps.flush()

    def last_line(self, state: PiquetState) -> str:
        """The result and totals of a finished game."""
        if not state.is_terminal():
            return ""
        return f"# over: result {result_text(state)}, totals {state.totals[0]}-{state.totals[1]}"


def record_of(state: PiquetState, dealer: int | None = None,
              totals: tuple[int, int] = (0, 0),
              headers: dict[str, str] | None = None) -> PiquetRecord:
    """The record of ``state``'s game (``dealer`` and ``totals`` as it was created with)."""
    return PiquetRecord(state.rules, [a for _, a in state.history], state.horizon, dealer,
                        dict(headers or {}), totals)


def result_text(state: PiquetState) -> str:
    """The ``Result`` header of a state: the winner, ``draw`` or ``none``."""
    return records.result_text(state.is_terminal(),
                               () if state.winner is None else (state.winner,))


def write_record(record: PiquetRecord) -> str:
    """The text of ``record``: one line per step, tricks and categories annotated."""
    return record.text()


def parse_record(text: str) -> PiquetRecord:
    """Read a record and replay it; raise ``RecordError`` naming the line at fault."""
    headers, body = records.split_record(text, MAGIC, "Piquet ")
    record = _start(headers)
    state = record.start()
    record.actions.extend(records.replay_steps(
        body, state, PHASES, lambda token: action_by_name(state, token)))
    records.check_result(headers, result_text(state))
    return record


def _start(headers: dict[str, str]) -> PiquetRecord:
    """The record's rules and starting point from its headers."""
    rules = records.rules_header(headers, PiquetRules.parse)
    horizon = records.horizon_header(headers)
    dealer = records.dealer_header(headers)
    totals = (0, 0)
    if "Totals" in headers:
        parts = headers["Totals"].split()
        if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) < 7
                                      for p in parts):
            raise RecordError("headers: Totals must be two whole numbers such as '95 90', "
                              f"not {shown(headers['Totals'])}")
        totals = (int(parts[0]), int(parts[1]))
    return PiquetRecord(rules, [], horizon, dealer, PiquetRecord.others(headers), totals)


def read_record_file(path: str | Path) -> PiquetRecord:
    """Read a record file (UTF-8, with or without a byte-order mark) and replay it.

    Every error is a ``RecordError`` whose message starts with the file name: a file that
    cannot be opened, one that is not UTF-8 text, or a record that does not replay.
    """
    return records.read_record_file(path, parse_record)
