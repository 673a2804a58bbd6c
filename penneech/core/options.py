"""A rule option: one point a game's sources leave open, and the readings the engine plays.

Every game's ``options`` module lists its options as ``RuleOption`` objects (each choice
with its labels and explanations in English and German and its sources), the single source
of truth that the engine reads, the presets name values of, and the site renders. How a
rule set knows its value of an option is a ``Provenance`` record (source, place, the
source's words where they may be quoted, and a status: stated, inferred or chosen by us),
which every preset of every game holds for every option.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal

from penneech.core.errors import RulesError, shown
from penneech.core.i18n import QUOTE, Citation, Text


@dataclass(frozen=True, slots=True)
class Choice:
    """One allowed value of an option, with its label, explanation and sources."""

    value: str
    label: Text
    explanation: Text
    sources: tuple[Citation, ...]


@dataclass(frozen=True, slots=True)
class UncertainPoint:
    """A question a game's sources leave open (a game's notes may number them: U1 … U11).

    ``point`` is the stable id, used as the anchor of its row in the variant comparison.
    ``source_says`` is what the game's base source (``Game.base_source``) says on the
    point; ``source_quote`` a short quotation of it in the ``{q:PAGE|words}``
    markup (or ``""`` where the source is silent or not quotable, or ``source_says``
    quotes it itself) and ``clauses`` the anchors of the source's clauses it bears on,
    where the game numbers them.
    """

    id: str
    point: str
    title: Text
    question: Text
    source_says: Text
    source_quote: str
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


#: How a rule set's value is known: ``stated`` (its source says it), ``inferred`` (it
#: follows from what the source says; the note says from what) or ``chosen`` (no source of
#: the rule set states it, so we chose it; the note says why).
Status = Literal["stated", "inferred", "chosen"]
STATUSES: tuple[Status, ...] = ("stated", "inferred", "chosen")

#: The status as a reader sees it beside a value, and what it means (the pages' legend).
STATUS_LABELS: dict[str, Text] = {
    "stated": Text("stated", "belegt"),
    "inferred": Text("inferred", "erschlossen"),
    "chosen": Text("our choice", "unsere Wahl"),
}
STATUS_MEANINGS: dict[str, Text] = {
    "stated": Text("the rule set's source says it, at the place given.",
                   "die Quelle des Regelwerks sagt es, an der genannten Stelle."),
    "inferred": Text("no source says it in so many words, but it follows from what the "
                     "source cited says; the note says from what.",
                     "keine Quelle sagt es wörtlich, aber es folgt aus dem, was die "
                     "genannte Quelle sagt; die Anmerkung sagt, woraus."),
    "chosen": Text("the rule set's source does not state it, so we chose it; the note "
                   "says why (and which other source, if any, we followed).",
                   "die Quelle des Regelwerks nennt es nicht, also haben wir es gewählt; "
                   "die Anmerkung sagt, warum (und welcher anderen Quelle wir gegebenenfalls "
                   "folgen)."),
}

#: Cotton's editions, quoted in the ``{q:PAGE|words}`` markup that the tests check.
COTTON_KEYS: frozenset[str] = frozenset({"cotton1674", "cotton1687"})


@dataclass(frozen=True, slots=True)
class Provenance:
    """How one rule set knows its value of one option.

    ``source`` is a key of the bibliography (for a ``chosen`` value the source that is
    silent, or the one we followed instead), ``locus`` the place in it (page, law,
    section), ``note`` what the source says in our words (``stated``), from what the
    value follows (``inferred``) or why we chose it (``chosen``), in English and German.
    ``quote`` holds the source's own words, for the works whose words may be quoted only
    (the site's bibliography marks them ``quotable``): Cotton in the
    ``{q:PAGE|words}`` markup, the others as plain text. ``via`` names the work through
    which alone we know the source says it (a second-hand report), or is empty.
    """

    status: Status
    source: str
    locus: str
    note: Text
    quote: str = ""
    via: str = ""

    def citation(self) -> Citation:
        """The source and locus as a citation."""
        return Citation(self.source, self.locus)

    def problems(self, quotable: Collection[str] | None = None) -> list[str]:
        """What is wrong with the record (empty when it is complete); with ``quotable``,
        the keys of the works whose own words may be quoted (the site's bibliography marks
        them), a quotation of any other work too."""
        found = []
        if self.status not in STATUSES:
            found.append(f"unknown status {self.status!r}")
        if not self.source:
            found.append("no source")
        if not (self.note.en.strip() and self.note.de.strip()):
            found.append("a note missing in English or German")
        if self.quote:
            if quotable is not None and self.source not in quotable:
                found.append(f"quotes {self.source}, whose words may not be quoted")
            elif (self.source in COTTON_KEYS) != bool(QUOTE.fullmatch(self.quote)):
                found.append("a quotation of Cotton must be one {q:PAGE|words} mark, "
                             "and only Cotton is quoted so")
        return found

    def as_dict(self) -> dict[str, str]:
        """The small form the play page gets: status, source key and locus."""
        return {"status": self.status, "source": self.source, "locus": self.locus}


def stated(source: str, locus: str, en: str, de: str, quote: str = "",
           via: str = "") -> Provenance:
    """A value the source states."""
    return Provenance("stated", source, locus, Text(en, de), quote, via)


def inferred(source: str, locus: str, en: str, de: str, quote: str = "") -> Provenance:
    """A value that follows from what the source says (the note says from what)."""
    return Provenance("inferred", source, locus, Text(en, de), quote)


def chosen(source: str, locus: str, en: str, de: str, quote: str = "") -> Provenance:
    """A value no source of the rule set states (the note says why we chose it)."""
    return Provenance("chosen", source, locus, Text(en, de), quote)
