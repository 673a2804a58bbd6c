"""The "High Card record 1" text format, read and written with ``penneech.core.records``:
headers (``Rules``, ``Dealer`` and any other), then ``deal`` and ``play`` lines of cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from penneech.core import records
from penneech.core.cards import card_name, parse_card
from penneech.core.errors import PenneechError, RecordError
from toy_game.rules import ToyRules
from toy_game.state import ToyState

MAGIC = "High Card record 1"


@dataclass(frozen=True)
class ToyRecord:
    """A game's rules, first dealer, every action, and the headers it does not read."""

    rules: ToyRules
    dealer: int
    actions: list[int]
    headers: dict[str, str] = field(default_factory=dict)

    def final_state(self) -> ToyState:
        """The game replayed to its last action."""
        state = ToyState(self.rules, self.dealer)
        for action in self.actions:
            state.apply_action(action)
        return state


def record_of(state: ToyState, dealer: int | None = None,
              headers: dict[str, str] | None = None) -> ToyRecord:
    """The record of a game so far."""
    return ToyRecord(state.rules, state.dealer if dealer is None else dealer,
                     [a for _, a in state.history], dict(headers or {}))


def write_record(record: ToyRecord) -> str:
    """The record as text."""
    rules = record.rules.preset_name or record.rules.to_string()
    lines = records.header_lines(MAGIC, [f"Rules: {rules}", f"Dealer: {record.dealer}"],
                                 record.headers, ("Rules", "Dealer"))
    lines.append("")
    body = records.StepLines(lines)
    state = ToyState(record.rules, record.dealer)
    for action in record.actions:
        body.add("deal" if state.phase == "deal" else "play", card_name(action, symbols=False))
        state.apply_action(action)
    body.flush()
    return "\n".join(lines) + "\n"


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
    others = {k: v for k, v in headers.items() if k not in ("Rules", "Dealer")}
    return ToyRecord(rules, dealer, actions, others)


def read_record_file(path: str | Path) -> ToyRecord:
    """Read a record file (UTF-8)."""
    return records.read_record_file(path, parse_record)
