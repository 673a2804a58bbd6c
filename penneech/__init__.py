"""Penneech: a rules engine for Charles Cotton's 17th-century two-handed card game.

Every uncertain point of Cotton's chapter (*The Compleat Gamester*, 1674, ch. XXII) is a
named option (``penneech.options``); presets reproduce the modern reconstructions
(``penneech.presets``). The engine is pure Python with no dependencies, so the same
code runs in CPython and in the browser through Pyodide.

The package also holds the other games (``penneech.piquet``, ...). Its names below are
imported on first use (PEP 562), so that a program that needs only another game, such as
the Piquet play page, does not load Penneech's rules first.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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

    #: The project's version, written once, in ``pyproject.toml``; read from the installed
    #: package's metadata when first asked for (in the browser, from the metadata that the
    #: site build puts into the engine's archive).
    __version__: str

#: Each public name and the module that defines it.
_HOMES = {
    "card_name": "cards", "parse_card": "cards", "parse_cards": "cards",
    "SeededChance": "chance",
    "CardError": "errors", "IllegalActionError": "errors", "PenneechError": "errors",
    "RecordError": "errors", "RulesError": "errors", "SeatError": "errors",
    "ScoreEvent": "events", "OPTIONS": "options", "RuleOption": "options",
    "PRESETS": "presets", "Preset": "presets",
    "Record": "record", "parse_record": "record", "read_record_file": "record",
    "record_of": "record", "write_record": "record",
    "Rules": "rules",
    "CHANCE": "state", "KEEP": "state", "TERMINAL": "state", "THROW_IN": "state",
    "State": "state", "Trick": "state",
    "PlayerView": "view", "view_of": "view",
}

__all__ = [
    "CHANCE", "KEEP", "OPTIONS", "PRESETS", "TERMINAL", "THROW_IN", "CardError",
    "IllegalActionError", "PenneechError", "PlayerView", "Preset", "Record", "RecordError",
    "RuleOption", "Rules", "RulesError", "ScoreEvent", "SeatError", "SeededChance", "State",
    "Trick", "card_name", "parse_card", "parse_cards", "parse_record", "read_record_file",
    "record_of", "view_of", "write_record",
]


def __getattr__(name: str) -> object:
    """A public name, imported from its module when first asked for (then kept)."""
    home = _HOMES.get(name)
    if name == "__version__":
        from importlib.metadata import version
        value: object = version("penneech")
    elif home is None:
        raise AttributeError(f"module 'penneech' has no attribute {name!r}")
    else:
        value = getattr(import_module(f"penneech.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
