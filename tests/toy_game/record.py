"""The "High Card record 1" text format, read and written with ``penneech.core.records``:
headers (``Rules``, ``Dealer`` and any other), then ``deal`` and ``play`` lines of cards."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from penneech.core import records
from penneech.core.cards import card_name, parse_card
from penneech.core.errors import PenneechError, RecordError
from toy_game.rules import ToyRules
from toy_game.state import ToyState

MAGIC = "High Card record 1"


@dataclass
class ToyRecord(records.Record[ToyRules, ToyState]):
    """A game's rules, first dealer, every action, and the headers it does not read."""

    MAGIC: ClassVar[str] = MAGIC
    KNOWN: ClassVar[tuple[str, ...]] = ("Rules", "Dealer")

    def start(self) -> ToyState:
        """The game before its first action."""
        return ToyState(self.rules, self.dealer)

    def write_step(self, state: ToyState, action: int, steps: records.StepLines) -> None:
        """The cards dealt on one line, the cards played on another."""
        steps.add("deal" if state.phase == "deal" else "play", card_name(action, symbols=False))
        state.apply_action(action)


def record_of(state: ToyState, dealer: int | None = None,
              headers: dict[str, str] | None = None) -> ToyRecord:
    """The record of a game so far."""
    return ToyRecord(state.rules, [a for _, a in state.history],
                     dealer=state.dealer if dealer is None else dealer,
                     headers=dict(headers or {}))


def write_record(record: ToyRecord) -> str:
    """The record as text."""
    return record.text()


def parse_record(text: str) -> ToyRecord:
    """Read a record; ``RecordError`` naming the line at fault, or a ``Result`` header
    (the winner, when given) the replay does not give (nothing else changes)."""
    headers, steps = records.split_record(text, MAGIC, "High Card ")
    rules = records.rules_header(headers, ToyRules.parse)
    dealer = records.dealer_header(headers) or 0
    state = ToyState(rules, dealer)
    actions: list[int] = []
    for step in steps:
        for token in step.tokens:
            expected = "deal" if state.phase == "deal" else "play"
            if step.verb != expected:
                raise RecordError(f"line {step.number}: {step.verb!r} given, but the game "
                                  f"expects {expected!r}")
            try:
                card = parse_card(token)
                state.apply_action(card)
            except PenneechError as exc:
                raise RecordError(f"line {step.number}: {exc}") from None
            actions.append(card)
    records.check_result(headers, state.winner)
    return ToyRecord(rules, actions, dealer=dealer, headers=ToyRecord.others(headers))


def read_record_file(path: str | Path) -> ToyRecord:
    """Read a record file (UTF-8)."""
    return records.read_record_file(path, parse_record)
