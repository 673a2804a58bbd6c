"""Penneech: a rules engine for Charles Cotton's 17th-century two-handed card game.

Every uncertain point of Cotton's chapter (*The Compleat Gamester*, 1674, ch. XXII) is a
named option (``penneech.options``); presets reproduce the modern reconstructions
(``penneech.presets``). The engine is pure Python with no dependencies, so the same
wheel runs in CPython and in the browser through Pyodide.
"""

from __future__ import annotations

from penneech.cards import card_name, parse_card, parse_cards
from penneech.chance import SeededChance
from penneech.errors import (
    CardError,
    IllegalActionError,
    PenneechError,
    RecordError,
    RulesError,
    SeatError,
)
from penneech.events import ScoreEvent
from penneech.options import OPTIONS, RuleOption
from penneech.presets import PRESETS, Preset
from penneech.record import Record, parse_record, read_record_file, record_of, write_record
from penneech.rules import Rules
from penneech.state import CHANCE, KEEP, TERMINAL, THROW_IN, State, Trick
from penneech.view import PlayerView, view_of

__version__ = "0.1.0"

__all__ = [
    "CHANCE", "KEEP", "OPTIONS", "PRESETS", "TERMINAL", "THROW_IN", "CardError",
    "IllegalActionError", "PenneechError", "PlayerView", "Preset", "Record", "RecordError",
    "RuleOption", "Rules", "RulesError", "ScoreEvent", "SeatError", "SeededChance", "State",
    "Trick", "card_name", "parse_card", "parse_cards", "parse_record", "read_record_file",
    "record_of", "view_of", "write_record",
]
