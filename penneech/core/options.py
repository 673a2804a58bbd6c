"""A rule option: one point a game's sources leave open, and the readings the engine plays.

Every game's ``options`` module lists its options as ``RuleOption`` objects (each choice
with its labels and explanations in English and German and its sources), the single source
of truth that the engine reads, the presets name values of, and the site renders.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.errors import RulesError, shown
from penneech.core.i18n import Citation, Text


@dataclass(frozen=True, slots=True)
class Choice:
    """One allowed value of an option, with its label, explanation and sources."""

    value: str
    label: Text
    explanation: Text
    sources: tuple[Citation, ...]


@dataclass(frozen=True, slots=True)
class UncertainPoint:
    """A question a game's sources leave open (for Penneech, our notes number them U1 … U11).

    ``point`` is the stable id, used as the anchor of its row in the variant comparison.
    ``cotton_quote`` is a short quotation in the ``{q:PAGE|words}`` markup (or ``""`` where
    Cotton is silent or ``cotton_says`` quotes him itself) and ``clauses`` the clause
    anchors of the source (for Penneech, chapter XXII) it bears on.
    """

    id: str
    point: str
    title: Text
    question: Text
    cotton_says: Text
    cotton_quote: str
    clauses: tuple[str, ...]

    def citations(self) -> tuple[Citation, ...]:
        """Every source the point's metadata cites."""
        return ()

    def cited_clauses(self) -> set[str]:
        """The clauses of the source the point bears on, directly or through a citation."""
        return set(self.clauses).union(*(c.clauses for c in self.citations()))


@dataclass(frozen=True, slots=True)
class RuleOption(UncertainPoint):
    """An uncertain point the engine plays either way: the readings it offers.

    ``integer`` options (the target) accept any whole number in ``minimum..maximum``;
    their ``choices`` are the suggested values.
    """

    evidence: Text
    evidence_sources: tuple[Citation, ...]
    choices: tuple[Choice, ...]
    default: str
    integer: bool = False
    minimum: int = 0
    maximum: int = 0

    def citations(self) -> tuple[Citation, ...]:
        """The evidence and the sources of every choice."""
        return self.evidence_sources + tuple(c for ch in self.choices for c in ch.sources)

    @property
    def values(self) -> tuple[str, ...]:
        """The named values, in display order."""
        return tuple(c.value for c in self.choices)

    def choice(self, value: str) -> Choice:
        """The choice for ``value``; for an integer option a suggested value or a generic one."""
        for c in self.choices:
            if c.value == value:
                return c
        if self.integer:
            return Choice(
                value,
                Text(f"{value} points", f"{value} Punkte"),
                Text("A target chosen by the players.", "Ein von den Spielern gewähltes Ziel."),
                (),
            )
        raise KeyError(value)

    def check(self, value: object) -> str:
        """Return ``value`` if allowed, else raise ``RulesError`` naming the option.

        A whole-number option takes ASCII digits only ("61", never "٦١" or "６１"); the
        message quotes at most 60 characters of ``value``.
        """
        if self.integer:
            if (isinstance(value, str) and value.isascii() and value.isdigit()
                    and len(value) <= 9 and self.minimum <= int(value) <= self.maximum):
                return value
            raise RulesError(
                f"option {self.id!r}: {shown(value)} is not a whole number from "
                f"{self.minimum} to {self.maximum}"
            )
        if not isinstance(value, str) or value not in self.values:
            raise RulesError(
                f"option {self.id!r}: unknown value {shown(value)}; "
                f"allowed: {', '.join(self.values)}"
            )
        return value
