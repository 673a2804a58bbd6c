"""A named rule set: its rules, its source, and how each of its values is known.

Every game's presets share this model, so the site prints them with the same marks. Each
preset holds a ``Provenance`` record (``penneech.core.options``) for every option: the
source and the place in it, the source's words where they may be quoted, and the status:

- ``stated``: the rule set's source says it (with † when we know that only from
  another's report of the source, the record's ``via``);
- ``inferred`` (shown with °): it follows from what the source says; the note says how;
- ``chosen`` (shown with *): the source is silent, or the part of it that would say was
  not accessible to us, so we chose the value; the note says why.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from penneech.core.i18n import Citation, Text
from penneech.core.options import Provenance, RuleOption

#: The marks the site prints beside a value, by status (a stated value has none).
ASSUMED_MARK = "*"
INFERRED_MARK = "°"
REPORTED_MARK = "†"
MARKS = {"chosen": ASSUMED_MARK, "inferred": INFERRED_MARK, "stated": ""}

R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class GamePreset(Generic[R]):
    """A rule set of a game (``R`` is its rules class) with its source and, for every
    option, how its value is known (``provenance``, keyed by option id)."""

    id: str
    name: Text
    source: Citation
    summary: Text
    rules: R
    provenance: Mapping[str, Provenance]

    def status(self, option_id: str) -> str:
        """``"stated"``, ``"inferred"`` or ``"chosen"`` for the value of an option."""
        return self.provenance[option_id].status

    def second_hand(self, option_id: str) -> bool:
        """Whether we know the source's statement only from another's report."""
        return bool(self.provenance[option_id].via)

    def mark(self, option_id: str) -> str:
        """The mark the site prints beside this preset's value of an option (or "")."""
        record = self.provenance[option_id]
        return MARKS[record.status] + (REPORTED_MARK if record.via else "")

    @property
    def assumed(self) -> dict[str, Text]:
        """The notes of the values the source does not state (inferred or chosen)."""
        return {k: p.note for k, p in self.provenance.items() if p.status != "stated"}

    @property
    def reported(self) -> dict[str, Text]:
        """The notes of the stated values we know only second-hand."""
        return {k: p.note for k, p in self.provenance.items()
                if p.status == "stated" and p.via}


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
