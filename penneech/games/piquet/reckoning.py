"""The reckoning log: every score of a deal, in the order the rules reckon it.

Cavendish (law 67) and Cotton (1674, p. 86) give the same order of reckoning: I carte
blanche, II point, III sequences, IV sets, V points in play (``tricks.py``; in the order
played, the last trick included), VI the cards or capot. Pique and repique are decided
from this log, never from category totals and never in speaking order:

- repique (+60, either player; Cotton p. 86 "instead of thirty he shall reckon ninety";
  Cavendish, law 68): under ``pique_repique_blocking=ordered`` the first player whose
  running total of classes I–IV reaches 30 while the opponent's is still 0; under ``any``
  (Meyers as written) a player with 30 or more from declarations whose opponent scores
  no declaration at all in the deal;
- pique (+30, elder only; Cotton p. 86, Cavendish, law 69): without a repique, if the
  younger scored no declaration, the elder's declarations and play points reaching 30
  before the younger's first play point. Capot and cards (class VI) never count for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from penneech.core.cards import card_name
from penneech.core.i18n import Citation, Text
from penneech.games.piquet.options import CAVENDISH, COTTON, MEYERS

Reason = Literal["carte_blanche", "point", "sequence", "set", "repique", "lead", "trick",
                 "last_trick", "pique", "cards", "capot", "carried_cards"]

ROMAN = ("", "I", "II", "III", "IV", "V", "VI")
REPIQUE_BONUS = 60
PIQUE_BONUS = 30
THRESHOLD = 30

#: The class of reckoning of each kind of score (bonuses take their trigger's class).
CLASS_OF: dict[str, int] = {
    "carte_blanche": 1, "point": 2, "sequence": 3, "set": 4, "lead": 5, "trick": 5,
    "last_trick": 5, "pique": 5, "cards": 6, "capot": 6, "carried_cards": 6,
}

def _law(number: str) -> Citation:
    return Citation(CAVENDISH, f"law {number}")


def _cotton(page: str) -> Citation:
    return Citation(COTTON, page)


#: The rules behind each kind of score, the first the one shown beside the log.
REASON_SOURCES: dict[str, tuple[Citation, ...]] = {
    "carte_blanche": (_cotton("pp. 80–81"), _law("18"), _law("19"), _law("20")),
    "point": (_cotton("p. 82"), _law("62")),
    "sequence": (_cotton("pp. 82–84"), _law("63")),
    "set": (_cotton("p. 84"), _law("64")),
    "repique": (_law("68"), _cotton("p. 86")),
    "lead": (_law("65"), _cotton("p. 85")),
    "trick": (_law("65"), _cotton("p. 85")),
    "last_trick": (_law("65"), _cotton("p. 85")),
    "pique": (_law("69"), _cotton("p. 86")),
    "cards": (_law("65"), _cotton("p. 85")),
    "capot": (_law("66"), _cotton("p. 87")),
    "carried_cards": (Citation(MEYERS, "Piquet"),),
}

#: What each reason of a score is called, in English and German.
REASON_WORDS: dict[str, tuple[str, str]] = {
    "carte_blanche": ("carte blanche", "Carte blanche"),
    "point": ("the point", "Rummel"),
    "sequence": ("sequences", "Sequenzen"),
    "set": ("sets", "Drillinge und Quatorzes"),
    "repique": ("repique", "Repique"),
    "lead": ("leading", "Ausspiel"),
    "trick": ("winning the trick", "Stich"),
    "last_trick": ("the last trick", "letzter Stich"),
    "pique": ("pique", "Pique"),
    "cards": ("the cards", "die Karten"),
    "capot": ("capot", "Capot"),
    "carried_cards": ("the cards held over from a divided deal",
                      "stehengebliebene Karten"),
}


@dataclass(frozen=True, slots=True)
class PiquetEvent:
    """``player`` reckons ``points`` in deal ``deal`` for ``reason``.

    ``seq`` numbers the deal's events in the order they were scored; ``after`` is 1 for a
    bonus (pique, repique) reckoned right after the event numbered ``seq`` that reached
    thirty. ``trick`` is the trick (1-12) of a play score, else 0; ``card`` the card that
    scored in play; ``detail`` says what was declared (``5 cards, 48``, ``quint to A♠``).
    """

    player: int
    points: int
    reason: Reason
    deal: int
    seq: int
    klass: int
    after: int = 0
    trick: int = 0
    card: int | None = None
    detail: str = ""

    @property
    def order(self) -> tuple[int, int, int]:
        """The place of the event in the order of reckoning."""
        return (self.klass, self.seq, self.after)

    @property
    def reckoning_class(self) -> str:
        """The class of reckoning as a Roman numeral, I (carte blanche) to VI (cards)."""
        return ROMAN[self.klass]

    @property
    def source(self) -> Citation:
        """The rule this score rests on (the first of ``sources``)."""
        return REASON_SOURCES[self.reason][0]

    @property
    def sources(self) -> tuple[Citation, ...]:
        """Every source of the rule this score rests on."""
        return REASON_SOURCES[self.reason]

    def describe(self) -> Text:
        """A one-line explanation in English and German."""
        en, de = REASON_WORDS[self.reason]
        extra = f" ({self.detail})" if self.detail else ""
        if self.card is not None:
            extra += f", {card_name(self.card)}"
        if self.trick:
            return Text(f"{self.points} for {en}{extra} in trick {self.trick}",
                        f"{self.points} für {de}{extra} im {self.trick}. Stich")
        return Text(f"{self.points} for {en}{extra}", f"{self.points} für {de}{extra}")

    def as_dict(self) -> dict[str, object]:
        """JSON-ready form."""
        return {"player": self.player, "points": self.points, "reason": self.reason,
                "deal": self.deal, "class": self.reckoning_class, "trick": self.trick,
                "card": card_name(self.card) if self.card is not None else None,
                "detail": self.detail, "text": self.describe().as_dict(),
                "sources": [c.as_dict() for c in self.sources]}


def in_reckoning_order(events: Iterable[PiquetEvent]) -> list[PiquetEvent]:
    """The events sorted by class of reckoning, then in the order they were scored."""
    return sorted(events, key=lambda e: e.order)


def declaration_totals(events: Iterable[PiquetEvent]) -> list[int]:
    """Each player's points from classes I–IV (bonuses excluded)."""
    totals = [0, 0]
    for e in events:
        if e.klass <= 4 and e.reason != "repique":
            totals[e.player] += e.points
    return totals


def repique_trigger(events: Sequence[PiquetEvent], blocking: str) -> PiquetEvent | None:
    """The declaration at which a player reaches thirty for a repique, or ``None``.

    ``events`` are one deal's events with every declaration already scored.
    """
    decl = [e for e in in_reckoning_order(events) if e.klass <= 4 and e.reason != "repique"]
    totals = declaration_totals(decl)
    run = [0, 0]
    for e in decl:
        run[e.player] += e.points
        if run[e.player] >= THRESHOLD:
            other = 1 - e.player
            if blocking == "ordered" and run[other] == 0:
                return e
            if blocking == "any" and totals[other] == 0:
                return e
    return None


def pique_trigger(events: Sequence[PiquetEvent], elder: int,
                  younger_trick: int | None = None) -> PiquetEvent | bool:
    """The play event at which the elder reaches thirty for a pique; ``False`` if a pique
    is no longer possible; ``True`` if it is still possible (play goes on).

    Requires that no repique was scored and every declaration is in ``events``. The
    younger's first play point stops a pique; so does, under Meyers' reading, the first
    trick she takes (``younger_trick``, its number), even if it scores nothing.
    """
    younger = 1 - elder
    if any(e.reason in ("repique", "pique") for e in events):
        return False
    totals = declaration_totals(events)
    if totals[younger]:
        return False
    run = totals[elder]
    for e in sorted((e for e in events if e.klass == 5), key=lambda e: e.seq):
        if e.player == younger or (younger_trick is not None and e.trick > younger_trick):
            return False
        run += e.points
        if run >= THRESHOLD:
            return e
    return True
