"""The rules of a game as one value per option, with a canonical text form.

A game's rules class is a frozen dataclass with one field per option of its metadata
(``penneech.games.penneech.options.RuleOption``) that derives from ``RuleSet``. ``RuleSet`` gives
it what
every game's rules need: the check of each field at construction (a whole number for a
field whose default is an ``int``, else one of the option's values), the text form
``option=value,...`` in table order that travels in records and links, reading it back
(a preset name, pairs, or a preset followed by pairs), and the name of the preset equal to
it. Bad input raises ``RulesError`` naming the option, the value or the preset.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import Field, fields, replace
from typing import Any, ClassVar, Protocol, Self, TypeVar

from penneech.core.errors import RulesError, shown
from penneech.core.options import RuleOption

R_co = TypeVar("R_co", covariant=True)


class NamedRules(Protocol[R_co]):
    """Anything that names a complete rule set (a preset)."""

    @property
    def rules(self) -> R_co:
        """The rule set."""
        ...


class RuleSet:
    """Base of a game's rules dataclass; the subclass sets the class attributes below.

    ``GAME`` is the game's name as it prefixes messages, with a space (``"Piquet "``),
    ``EXAMPLE`` a rules text quoted when the input is not text, and
    ``presets()`` the game's presets (imported when first needed, since they are built
    from the rules class).
    """

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    GAME: ClassVar[str]
    EXAMPLE: ClassVar[str]
    OPTIONS: ClassVar[tuple[RuleOption, ...]]
    OPTIONS_BY_ID: ClassVar[Mapping[str, RuleOption]]

    @classmethod
    def presets(cls) -> Mapping[str, NamedRules[Self]]:
        """The game's presets by name, in the order the site shows them."""
        raise NotImplementedError

    def __post_init__(self) -> None:
        """Refuse a wrong value or a wrong type in any field now, not later in play."""
        for f in fields(self):
            _check_field(self.OPTIONS_BY_ID[f.name], getattr(self, f.name),
                         isinstance(f.default, int))

    def values(self) -> dict[str, str]:
        """Every option's value as text, in table order."""
        return {o.id: str(getattr(self, o.id)) for o in self.OPTIONS}

    def to_string(self) -> str:
        """The canonical text form: every option, in table order."""
        return ",".join(f"{k}={v}" for k, v in self.values().items())

    def with_values(self, values: dict[str, str]) -> Self:
        """A copy with some options changed, given as text (as in a link or a record)."""
        changes: dict[str, object] = {}
        for key, raw in values.items():
            option = self.OPTIONS_BY_ID.get(key) if isinstance(key, str) else None
            if option is None:
                raise RulesError(f"unknown {self.GAME}rule option {shown(key)}; known "
                                 f"options: {', '.join(self.OPTIONS_BY_ID)}")
            value = option.check(raw)
            changes[key] = int(value) if isinstance(getattr(self, key), int) else value
        return replace(self, **changes)

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read a preset name, ``option=value`` pairs, or a preset followed by pairs.

        Each option may be named once; the pairs change the preset's values (or, without
        a preset, the defaults).
        """
        if not isinstance(text, str):
            raise RulesError(f"{cls.GAME}rules must be given as text such as "
                             f"{cls.EXAMPLE!r}, not {shown(text)}")
        text = text.strip()
        parts = [p.strip() for p in text.split(",") if p.strip()] if text else []
        base = cls()
        if parts and "=" not in parts[0]:
            name = parts.pop(0)
            presets = cls.presets()
            preset = presets.get(name)
            if preset is None:
                raise RulesError(f"unknown {cls.GAME}preset {shown(name)}; presets: "
                                 f"{', '.join(presets)}")
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
        for name, preset in self.presets().items():
            if preset.rules == self:
                return name
        return None


def _check_field(option: RuleOption, value: object, number: bool) -> None:
    """Check one field: its type (``int`` for a number field, else ``str``) and its value."""
    name = option.id
    if number:
        if type(value) is not int:
            raise RulesError(f"option {name!r} must be a whole number (int), not "
                             f"{type(value).__name__} {shown(value)}")
        if option.integer and not option.minimum <= value <= option.maximum:
            raise RulesError(f"option {name!r}: {shown(value)} is not a whole number from "
                             f"{option.minimum} to {option.maximum}")
        if not option.integer and str(value) not in option.values:
            raise RulesError(f"option {name!r}: unknown value {shown(value)}; "
                             f"allowed: {', '.join(option.values)}")
        return
    if not isinstance(value, str):
        raise RulesError(f"option {name!r} must be text, one of {', '.join(option.values)}; "
                         f"not {type(value).__name__} {shown(value)}")
    option.check(value)
