"""Uncertain points on which every reconstruction plays the same rule.

Cotton's chapter raises more questions than the engine has options: on the card turned
after the last trick (U8) and on the details of the card count (U9) McLeod and Martin
agree, and Parlett's position is not known to us (that part of his page was not accessible
to us), so the engine plays one rule. They are listed here, beside ``options.OPTIONS``, so
that the site's comparison shows every uncertain point, with the clauses it rests on and
the reading the engine plays. Quotations follow the ``{q:PAGE|words}`` convention of
``penneech.core.i18n``.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Citation, Text
from penneech.core.options import UncertainPoint
from penneech.games.penneech.sources import COTTON, MARTIN, MCLEOD, cotton


@dataclass(frozen=True, slots=True)
class AgreedPoint(UncertainPoint):
    """An uncertain point the engine plays one way, with what is known of each source."""

    reading: Text
    sources: tuple[Citation, ...]
    note: Text

    def citations(self) -> tuple[Citation, ...]:
        """The sources of the reading."""
        return self.sources


LAST_TURNUP = AgreedPoint(
    id="last_turnup",
    point="U8",
    title=Text("The card after the last trick", "Die Karte nach dem letzten Stich"),
    question=Text(
        "Is a card turned after the seventh trick, and does it score?",
        "Wird nach dem siebten Stich noch eine Karte aufgeschlagen, und zählt sie?",
    ),
    source_says=Text(
        "Yes: when all seven tricks are played, the winner of the last one turns a card and "
        "scores it if it is an Ace or a court card.",
        "Ja: Sind alle sieben Stiche gespielt, schlägt der Gewinner des letzten eine Karte "
        "auf und schreibt sie an, wenn sie ein Ass oder ein Bild ist.",
    ),
    source_quote="{q:148|he that won the last trick turns up a Card}",
    clauses=("C10", "C11"),
    reading=Text(
        "Whoever took the seventh trick turns the next card of the stock; if it counts, "
        "it scores at the turned-card values (Ace 5, King 4, Queen 3, Knave 2, the seven "
        "of diamonds 14). The hand is over, so its suit is trumps for nothing.",
        "Wer den siebten Stich gemacht hat, schlägt die nächste Karte des Talons auf; ist "
        "sie eine Wertkarte, schreibt er sie zu den Werten aufgeschlagener Karten an (Ass 5, "
        "König 4, Dame 3, Bube 2, Karo-Sieben 14). Das Spiel ist vorbei, ihre Farbe wird "
        "also für keinen Stich mehr Trumpf.",
    ),
    sources=(cotton("pp. 148–149", "C10", "C11"), Citation(MCLEOD, "Scoring"),
             Citation(MARTIN, "Abspiel")),
    note=Text(
        "McLeod and Martin agree; Parlett's position is not known to us, as the part of his "
        "page that would say so was not accessible to us.",
        "McLeod und Martin stimmen überein; Parletts Haltung kennen wir nicht, denn der Teil "
        "seiner Seite, der es sagen würde, war uns nicht zugänglich.",
    ),
)

CARD_COUNT = AgreedPoint(
    id="card_count",
    point="U9",
    title=Text("The card count", "Die Kartenzählung"),
    question=Text(
        "Which cards are counted at the end of the hand, and who scores for them?",
        "Welche Karten werden am Ende des Spiels gezählt, und wer bekommt Punkte dafür?",
    ),
    source_says=Text(
        "Once the fourteen dealt cards are played, each player counts the cards won beyond "
        "the seven dealt to him and scores one for each.",
        "Sind die vierzehn ausgeteilten Karten gespielt, zählt jeder die gewonnenen Karten "
        "über seine sieben hinaus und schreibt für jede einen Punkt an.",
    ),
    source_quote=("{q:149|count how many Cards you have more than your own seven at first "
                  "dealt you}"),
    clauses=("C14", "C15"),
    reading=Text(
        "Only the fourteen dealt cards are won in tricks; turned cards are not. The player "
        "with four or more tricks scores one point per card over seven: 4, 5, 6 and 7 "
        "tricks give 1, 3, 5 and 7.",
        "Nur die vierzehn ausgeteilten Karten werden in Stichen gewonnen, aufgeschlagene "
        "nicht. "
        "Wer vier oder mehr Stiche hat, schreibt für jede Karte über sieben einen Punkt an: "
        "4, 5, 6 und 7 Stiche bringen 1, 3, 5 und 7.",
    ),
    sources=(cotton("p. 149", "C14", "C15"), Citation(MCLEOD, "Scoring"),
             Citation(MARTIN, "Stichpunkte"), Citation(COTTON, "pp. 86–87 (Picket)"),
             Citation(COTTON, "p. 94 (Gleek)")),
    note=Text(
        "Cotton's Picket ({q:86–87|He that wins more than his own Cards reckons Ten}) and "
        "Gleek ({q:94|twenty two are your Cards}) also measure cards won against cards "
        "dealt. If the turned cards were taken in with the tricks, the count would be "
        "larger: McLeod and Martin do not take them in; Parlett's position is not known to "
        "us.",
        "Auch Cottons Piquet (Picket, {q:86–87|He that wins more than his own Cards reckons "
        "Ten}) und Gleek ({q:94|twenty two are your Cards}) messen gewonnene an "
        "ausgeteilten Karten. Würden die aufgeschlagenen Karten mit den Stichen eingezogen, "
        "fiele die Zählung höher aus: McLeod und Martin ziehen sie nicht ein; Parletts "
        "Haltung kennen wir nicht.",
    ),
)

#: The agreed points, in the order the comparison shows them.
AGREED: tuple[AgreedPoint, ...] = (LAST_TURNUP, CARD_COUNT)

AGREED_BY_ID: dict[str, AgreedPoint] = {a.id: a for a in AGREED}
