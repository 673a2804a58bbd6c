"""Rules engines and computer players for card games of the past, in the rule sets their
sources give.

The games are those of the registry ``penneech.games.GAMES``, each a sub-package of
``penneech.games`` of the same shape (``penneech.games.piquet`` for one), described by one
``penneech.core.game.Game``; what they share (cards, turns, tricks and finished deals,
views, records, players, the terminal's loop, the checker of a game's contract) is in
``penneech.core``. Their sources differ: Penneech, for one, is known only from Charles
Cotton's *The Compleat Gamester* (1674, ch. XXII), while Piquet is played under Cotton's
"Picket" and later rule sets. Every point a game's sources leave open is a named rule
option, and named presets reproduce each reconstruction. The engine is pure Python with no
dependencies, so the same code runs in CPython and in the browser through Pyodide.

The names below are Penneech's, the package's first game, kept here as its documented API;
its classes are prefixed with the game's name like every game's (``PenneechRules``,
``PenneechState``, ...), and their earlier names (``Rules``, ``State``, ...) still work.
They are imported on first use (PEP 562), so that a program that needs only another game,
such as the Piquet play page, does not load Penneech's rules first.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from penneech.core.cards import card_name, parse_card, parse_cards
    from penneech.core.errors import (
        CardError,
        IllegalActionError,
        PenneechError,
        RecordError,
        RulesError,
        SeatError,
    )
    from penneech.core.options import RuleOption
    from penneech.games.penneech.chance import PenneechChance, SeededChance
    from penneech.games.penneech.events import PenneechEvent, ScoreEvent
    from penneech.games.penneech.options import OPTIONS
    from penneech.games.penneech.presets import PRESETS, PenneechPreset, Preset
    from penneech.games.penneech.record import (
        PenneechRecord,
        Record,
        parse_record,
        read_record_file,
        record_of,
        write_record,
    )
    from penneech.games.penneech.rules import PenneechRules, Rules
    from penneech.games.penneech.state import (
        CHANCE,
        KEEP,
        TERMINAL,
        THROW_IN,
        PenneechState,
        State,
        Trick,
    )
    from penneech.games.penneech.view import PenneechView, PlayerView, view_of

    #: The project's version, written once, in ``pyproject.toml``; read from the installed
    #: package's metadata when first asked for (in the browser, from the metadata that the
    #: site build puts into the engine's archive).
    __version__: str

#: Each public name and the module that defines it.
_HOMES = {
    "card_name": "core.cards", "parse_card": "core.cards", "parse_cards": "core.cards",
    "CardError": "core.errors", "IllegalActionError": "core.errors",
    "PenneechError": "core.errors", "RecordError": "core.errors", "RulesError": "core.errors",
    "SeatError": "core.errors", "RuleOption": "core.options",
    "SeededChance": "games.penneech.chance", "ScoreEvent": "games.penneech.events",
    "OPTIONS": "games.penneech.options",
    "PRESETS": "games.penneech.presets", "Preset": "games.penneech.presets",
    "Record": "games.penneech.record", "parse_record": "games.penneech.record",
    "read_record_file": "games.penneech.record", "record_of": "games.penneech.record",
    "write_record": "games.penneech.record",
    "Rules": "games.penneech.rules",
    "CHANCE": "games.penneech.state", "KEEP": "games.penneech.state",
    "TERMINAL": "games.penneech.state", "THROW_IN": "games.penneech.state",
    "State": "games.penneech.state", "Trick": "games.penneech.state",
    "PlayerView": "games.penneech.view", "view_of": "games.penneech.view",
    "PenneechChance": "games.penneech.chance", "PenneechEvent": "games.penneech.events",
    "PenneechPreset": "games.penneech.presets", "PenneechRecord": "games.penneech.record",
    "PenneechRules": "games.penneech.rules", "PenneechState": "games.penneech.state",
    "PenneechView": "games.penneech.view",
}

__all__ = [
    "CHANCE", "KEEP", "OPTIONS", "PRESETS", "TERMINAL", "THROW_IN", "CardError",
    "IllegalActionError", "PenneechChance", "PenneechError", "PenneechEvent", "PenneechPreset",
    "PenneechRecord", "PenneechRules", "PenneechState", "PenneechView", "PlayerView", "Preset",
    "Record", "RecordError",
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
