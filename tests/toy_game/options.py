"""High Card's two rule options: the hand size and who leads after the first trick."""

from __future__ import annotations

from collections.abc import Mapping

from penneech.core.i18n import Citation, Text
from penneech.core.options import Choice, RuleOption

#: The tests' own invention: nothing outside this package describes High Card.
SOURCE = Citation("toy")


def _option(option_id: str, title: str, choices: tuple[tuple[str, str], ...],
            default: str) -> RuleOption:
    return RuleOption(
        id=option_id, point=option_id.replace("_", "-"), title=Text(title, title),
        question=Text(f"{title}?", f"{title}?"), source_says=Text("", ""), source_quote="",
        clauses=(), evidence=Text("Invented for the tests.", "Für die Tests erfunden."),
        evidence_sources=(SOURCE,),
        choices=tuple(Choice(value, Text(label, label), Text(label, label), (SOURCE,))
                      for value, label in choices),
        default=default)


OPTIONS: tuple[RuleOption, ...] = (
    _option("hand", "Cards in each hand", (("3", "three cards"), ("4", "four cards")), "3"),
    _option("lead", "Who leads after the first trick",
            (("winner", "the winner of the trick"), ("alternate", "each player in turn")),
            "winner"),
)
OPTIONS_BY_ID: Mapping[str, RuleOption] = {o.id: o for o in OPTIONS}
