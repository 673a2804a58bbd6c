"""A complete choice of Piquet rule readings, with a canonical text form.

``PiquetRules`` holds one value for every option in ``piquet.options.OPTIONS``. Its text
form (``deck=32,first_dealer=lot,...``) travels in game records; ``PiquetRules.parse``
reads it back, or a preset name optionally followed by changes, and rejects unknown
options or values with an error that names them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Literal

from penneech.errors import RulesError, shown
from penneech.piquet.options import OPTIONS, OPTIONS_BY_ID

FirstDealer = Literal["lot", "cut_high_chooses", "cut_low_deals"]
ElderExchange = Literal["1-5", "3-5", "1-7", "1-8"]
YoungerExchange = Literal["1-rest", "3-rest", "0-rest"]
LeftoverVisibility = Literal["none", "own", "portland"]
BlancheJudgedOn = Literal["dealt", "after_exchange"]
BlancheCourts = Literal["kqj", "kqjt"]
PointCompare = Literal["length_then_pips", "pips_elder", "pips"]
PointScore = Literal["cards", "square", "tens"]
SequenceValues = Literal["quint_15", "by_length"]
Sinking = Literal["allowed", "not_allowed"]
YoungerDeclares = Literal["after_first_lead", "before_first_lead"]
PlayScoring = Literal["leads_and_captures", "high_cards"]
DividedCards = Literal["void", "carry_forward"]
Capot = Literal["40", "30", "30_plus_cards"]
Blocking = Literal["ordered", "any"]
GameFormat = Literal["race_100", "race_100_double", "rubicon_partie", "four_deal_partie",
                     "points"]

#: Fields held as whole numbers (their option values are digits).
NUMBER_FIELDS = frozenset({"deck", "point_min_cards", "last_trick_bonus"})


@dataclass(frozen=True, slots=True)
class PiquetRules:
    """One value per rule option; the defaults are the Portland Club's (``portland``)."""

    deck: int = 32
    first_dealer: FirstDealer = "cut_high_chooses"
    elder_exchange: ElderExchange = "1-5"
    younger_exchange: YoungerExchange = "1-rest"
    leftover_visibility: LeftoverVisibility = "portland"
    blanche_judged_on: BlancheJudgedOn = "dealt"
    blanche_courts: BlancheCourts = "kqj"
    point_compare: PointCompare = "length_then_pips"
    point_min_cards: int = 1
    point_score: PointScore = "cards"
    sequence_values: SequenceValues = "quint_15"
    sinking: Sinking = "allowed"
    younger_declares: YoungerDeclares = "after_first_lead"
    play_scoring: PlayScoring = "leads_and_captures"
    last_trick_bonus: int = 1
    divided_cards: DividedCards = "void"
    capot: Capot = "40"
    pique_repique_blocking: Blocking = "ordered"
    game_format: GameFormat = "rubicon_partie"

    def __post_init__(self) -> None:
        """Refuse a wrong value or a wrong type in any field now, not later in play."""
        for f in fields(self):
            _check_field(f.name, getattr(self, f.name))

    def values(self) -> dict[str, str]:
        """Every option's value as text, in table order."""
        return {o.id: str(getattr(self, o.id)) for o in OPTIONS}

    def to_string(self) -> str:
        """The canonical text form: every option, in table order."""
        return ",".join(f"{k}={v}" for k, v in self.values().items())

    def with_values(self, values: dict[str, str]) -> PiquetRules:
        """A copy with some options changed, given as text (as in a record)."""
        changes: dict[str, object] = {}
        for key, raw in values.items():
            option = OPTIONS_BY_ID.get(key) if isinstance(key, str) else None
            if option is None:
                raise RulesError(f"unknown Piquet rule option {shown(key)}; known options: "
                                 f"{', '.join(OPTIONS_BY_ID)}")
            value = option.check(raw)
            changes[key] = int(value) if key in NUMBER_FIELDS else value
        return replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def parse(cls, text: str) -> PiquetRules:
        """Read a preset name, ``option=value`` pairs, or a preset followed by pairs.

        >>> PiquetRules.parse("meyers1888,point_score=cards").point_score
        'cards'
        """
        from penneech.piquet.presets import PRESETS

        if not isinstance(text, str):
            raise RulesError("Piquet rules must be given as text such as "
                             f"'portland,capot=30', not {shown(text)}")
        text = text.strip()
        parts = [p.strip() for p in text.split(",") if p.strip()] if text else []
        base = cls()
        if parts and "=" not in parts[0]:
            name = parts.pop(0)
            preset = PRESETS.get(name)
            if preset is None:
                raise RulesError(f"unknown Piquet preset {shown(name)}; presets: "
                                 f"{', '.join(PRESETS)}")
            base = preset.rules
        pairs: dict[str, str] = {}
        for part in parts:
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                raise RulesError(f"rule setting {shown(part)} is not of the form option=value")
            if key.strip() in pairs:
                raise RulesError(f"rule option {shown(key.strip())} is given twice")
            pairs[key.strip()] = value.strip()
        return base.with_values(pairs)

    @property
    def preset_name(self) -> str | None:
        """The name of the preset these rules equal, if any."""
        from penneech.piquet.presets import PRESETS

        for name, preset in PRESETS.items():
            if preset.rules == self:
                return name
        return None

    # ------------------------------------------------------------ derived values
    @property
    def talon_size(self) -> int:
        """Cards left after dealing twelve to each: 8 (32-card pack) or 12 (36)."""
        return self.deck - 24

    @property
    def elder_limits(self) -> tuple[int, int]:
        """The least and most cards the elder hand may exchange."""
        low, high = self.elder_exchange.split("-")
        return int(low), min(int(high), self.talon_size)

    @property
    def younger_minimum(self) -> int:
        """The least number of cards the younger hand must exchange (if so many are left)."""
        return int(self.younger_exchange.split("-")[0])


def _check_field(name: str, value: object) -> None:
    """Check one field: its type (``int`` for number fields, else ``str``) and its value."""
    option = OPTIONS_BY_ID[name]
    if name in NUMBER_FIELDS:
        if type(value) is not int:
            raise RulesError(f"option {name!r} must be a whole number (int), not "
                             f"{type(value).__name__} {shown(value)}")
        if str(value) not in option.values:
            raise RulesError(f"option {name!r}: unknown value {shown(value)}; "
                             f"allowed: {', '.join(option.values)}")
        return
    if not isinstance(value, str):
        raise RulesError(f"option {name!r} must be text, one of {', '.join(option.values)}; "
                         f"not {type(value).__name__} {shown(value)}")
    option.check(value)
