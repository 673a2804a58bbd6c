"""All-Fours game records: "All-Fours record 1", headers then one line per step, each
step's phase followed by the actions' names (``actions.py``), read and written with
``penneech.core.records``::

    All-Fours record 1
    Rules: cotton1674
    Seed: 42

    first_dealer first:1
    deal 7C AS ...
    beg beg
    give refuse
    deal ...
    discard 2C 3C 4C
    play AS 7S

Headers: ``Rules`` (required), ``Horizon`` (``game`` or ``deal``), ``Dealer`` (when the
game started without the lift), ``Result`` (checked when given), and any others kept.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from penneech.core import records
from penneech.core.cards import parse_card
from penneech.core.errors import CardError, IllegalActionError, RecordError, shown
from penneech.games.allfours.actions import action_name
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState, Horizon

MAGIC = "All-Fours record 1"
PHASES = ("first_dealer", "deal", "beg", "give", "discard", "play")
_KNOWN = ("Rules", "Horizon", "Dealer")


@dataclass
class AllFoursRecord:
    """A parsed record: how the game started, every action, and other headers."""

    rules: AllFoursRules
    actions: list[int]
    horizon: Horizon = "game"
    dealer: int | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def start(self) -> AllFoursState:
        """The state before the first action."""
        return AllFoursState(self.rules, self.horizon, self.dealer)

    def final_state(self) -> AllFoursState:
        """The state after the last action."""
        state = self.start()
        for action in self.actions:
            state.apply_action(action)
        return state


def record_of(state: AllFoursState, dealer: int | None = None,
              headers: dict[str, str] | None = None) -> AllFoursRecord:
    """The record of ``state``'s game (``dealer`` as it was created with)."""
    return AllFoursRecord(state.rules, [a for _, a in state.history], state.horizon, dealer,
                          dict(headers or {}))


def result_text(state: AllFoursState) -> str:
    """The ``Result`` header: the winner, ``draw`` or ``none``."""
    if not state.is_terminal():
        return "none"
    return "draw" if state.winner is None else str(state.winner)


def write_record(record: AllFoursRecord) -> str:
    """The text of ``record``."""
    known = [f"Rules: {record.rules.preset_name or record.rules.to_string()}"]
    if record.horizon != "game":
        known.append(f"Horizon: {record.horizon}")
    if record.dealer is not None:
        known.append(f"Dealer: {record.dealer}")
    known.append(f"Result: {result_text(record.final_state())}")
    lines = records.header_lines(MAGIC, known, record.headers, (*_KNOWN, "Result"))
    lines.append("")
    state = record.start()
    steps = records.StepLines(lines)
    for action in record.actions:
        phase = state.phase
        steps.add(phase, action_name(action))
        closes = phase == "play" and state.lead_card is not None
        number = len(state.tricks) + 1
        state.apply_action(action)
        if closes:
            steps.flush(f"trick {number}")
    steps.flush()
    return "\n".join(lines) + "\n"


def _action(state: AllFoursState, token: str) -> int:
    """The legal action called ``token`` (a card in any form ``parse_card`` reads)."""
    for a in state.legal_actions():
        if action_name(a) == token:
            return a
    if state.phase in ("deal", "discard", "play"):
        try:
            return parse_card(token)
        except CardError as exc:
            raise IllegalActionError(str(exc)) from None
    raise IllegalActionError(f"{shown(token)} is not an action allowed now")


def parse_record(text: str) -> AllFoursRecord:
    """Read a record and replay it; ``RecordError`` naming the line at fault."""
    headers, body = records.split_record(text, MAGIC, "All-Fours ")
    rules = records.rules_header(headers, AllFoursRules.parse)
    horizon = headers.get("Horizon", "game")
    if horizon not in ("game", "deal"):
        raise RecordError(f"headers: Horizon must be 'game' or 'deal', not {shown(horizon)}")
    dealer = records.dealer_header(headers)
    extra = {k: v for k, v in headers.items() if k not in _KNOWN}
    record = AllFoursRecord(rules, [], "deal" if horizon == "deal" else "game", dealer,
                            extra)
    state = record.start()
    record.actions.extend(records.replay_steps(body, state, PHASES,
                                               lambda token: _action(state, token)))
    records.check_result(headers, result_text(state))
    return record


def read_record_file(path: str | Path) -> AllFoursRecord:
    """Read a record file (UTF-8, a byte-order mark allowed) and replay it."""
    return records.read_record_file(path, parse_record)
