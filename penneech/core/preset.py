"""A named rule set: its rules, its source, and how each of its values is known.

Every game's presets share this model, so the site prints them with the same marks:

- ``assumed`` (shown with *): the source is silent, or the part of it that would say was
  not accessible to us, so we chose the value; the note says why;
- ``reported`` (shown with †): the source states the value, but we know it only from
  another's report of that source; the note says who reports it.

A value with neither mark is stated in the source as we read it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from penneech.core.i18n import Citation, Text
from penneech.core.options import RuleOption

#: The marks the site prints beside a value, by status.
ASSUMED_MARK = "*"
REPORTED_MARK = "†"

R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class GamePreset(Generic[R]):
    """A rule set of a game (``R`` is its rules class) with its source and value notes."""

    id: str
    name: Text
    source: Citation
    summary: Text
    rules: R
    assumed: dict[str, Text]
    reported: dict[str, Text] = field(default_factory=dict)

    def status(self, option_id: str) -> str:
        """``"assumed"``, ``"reported"`` or ``"stated"`` for the value of an option."""
        if option_id in self.assumed:
            return "assumed"
        if option_id in self.reported:
            return "reported"
        return "stated"

    def mark(self, option_id: str) -> str:
        """The mark the site prints beside this preset's value of an option (or "")."""
        return {"assumed": ASSUMED_MARK, "reported": REPORTED_MARK}.get(
            self.status(option_id), "")


class _Valued(Protocol):
    def values(self) -> dict[str, str]: ...


V = TypeVar("V", bound=_Valued)


def nearest_name(rules: V, presets: Iterable[GamePreset[V]],
                 options: Mapping[str, RuleOption]) -> Text:
    """A rule set's name: its preset's, or the nearest preset's (fewest values apart) with
    the labels of the option values that differ from it, quoted."""
    best = min(presets, key=lambda p: sum(
        p.rules.values()[k] != v for k, v in rules.values().items()))
    if best.rules == rules:
        return best.name
    changes = [options[k].choice(v).label for k, v in rules.values().items()
               if best.rules.values()[k] != v]
    return Text(best.name.en + " with " + ", ".join(f"“{c.en}”" for c in changes),
                best.name.de + " mit " + ", ".join(f"„{c.de}“" for c in changes))
