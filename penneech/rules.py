"""A complete choice of rule interpretations, with a canonical text form.

``Rules`` holds one value for every option in ``options.OPTIONS``. Its text form
(``follow=must_follow,first_turnup=no_score,...``) travels in game records and share
links; ``Rules.parse`` reads it back or a preset name, and rejects unknown options or
values with an error that names them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Literal

from penneech.errors import RulesError, shown
from penneech.options import OPTIONS, OPTIONS_BY_ID

Follow = Literal["must_follow", "follow_or_trump", "free"]
FirstTurnup = Literal["no_score", "dealer_scores"]
FirstLead = Literal["non_dealer", "dealer"]
Counters = Literal["trumps_only", "all_honours"]
HonoursTo = Literal["winner", "holder"]
Scoring = Literal["immediate", "end_of_hand"]
FirstDealer = Literal["lower_deals", "higher_deals"]
ThrowIn = Literal["allowed", "not_allowed"]


@dataclass(frozen=True, slots=True)
class Rules:
    """One value per rule option; the defaults are the ``mcleod`` reconstruction."""

    follow: Follow = "must_follow"
    first_turnup: FirstTurnup = "no_score"
    first_lead: FirstLead = "non_dealer"
    counters: Counters = "trumps_only"
    honours_to: HonoursTo = "winner"
    scoring: Scoring = "immediate"
    pack: int = 52
    target: int = 61
    first_dealer: FirstDealer = "lower_deals"
    throw_in: ThrowIn = "allowed"

    def __post_init__(self) -> None:
        """Refuse a wrong value or a wrong type in any field now, not later in play."""
        for f in fields(self):
            _check_field(f.name, getattr(self, f.name), isinstance(f.default, int))

    def values(self) -> dict[str, str]:
        """Every option's value as text, in table order."""
        return {o.id: str(getattr(self, o.id)) for o in OPTIONS}

    def to_string(self) -> str:
        """The canonical text form: every option, in table order."""
        return ",".join(f"{k}={v}" for k, v in self.values().items())

    def with_values(self, values: dict[str, str]) -> Rules:
        """A copy with some options changed, given as text (as in a link or a record)."""
        changes: dict[str, object] = {}
        for key, raw in values.items():
            option = OPTIONS_BY_ID.get(key) if isinstance(key, str) else None
            if option is None:
                raise RulesError(
                    f"unknown rule option {shown(key)}; known options: {', '.join(OPTIONS_BY_ID)}"
                )
            value = option.check(raw)
            changes[key] = int(value) if isinstance(getattr(self, key), int) else value
        return replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def parse(cls, text: str) -> Rules:
        """Read a preset name, ``key=value`` pairs, or a preset followed by pairs.

        >>> Rules.parse("martin,target=91").target
        91
        """
        from penneech.presets import PRESETS

        if not isinstance(text, str):
            raise RulesError(f"rules must be given as text such as 'martin,target=91', "
                             f"not {shown(text)}")
        text = text.strip()
        parts = [p.strip() for p in text.split(",") if p.strip()] if text else []
        base = cls()
        if parts and "=" not in parts[0]:
            name = parts.pop(0)
            preset = PRESETS.get(name)
            if preset is None:
                raise RulesError(f"unknown preset {shown(name)}; presets: {', '.join(PRESETS)}")
            base = preset.rules
        pairs: dict[str, str] = {}
        for part in parts:
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                raise RulesError(f"rule setting {shown(part)} is not of the form option=value")
            pairs[key.strip()] = value.strip()
        return base.with_values(pairs)

    @property
    def preset_name(self) -> str | None:
        """The name of the preset these rules equal, if any."""
        from penneech.presets import PRESETS

        for name, preset in PRESETS.items():
            if preset.rules == self:
                return name
        return None


def _check_field(name: str, value: object, number: bool) -> None:
    """Check one field of ``Rules``: its type (``int`` or ``str``) and its value."""
    option = OPTIONS_BY_ID[name]
    if number:
        if type(value) is not int:
            raise RulesError(f"option {name!r} must be a whole number (int), not "
                             f"{type(value).__name__} {shown(value)}")
        if option.integer and not option.minimum <= value <= option.maximum:
            raise RulesError(f"option {name!r}: {shown(value)} is not a whole number from "
                             f"{option.minimum} to {option.maximum}")
        if not option.integer and value not in {int(v) for v in option.values}:
            raise RulesError(f"option {name!r}: unknown value {shown(value)}; "
                             f"allowed: {', '.join(option.values)}")
        return
    if not isinstance(value, str):
        raise RulesError(f"option {name!r} must be text, one of {', '.join(option.values)}; "
                         f"not {type(value).__name__} {shown(value)}")
    option.check(value)
