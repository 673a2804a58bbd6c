"""Uncertain points on which every reconstruction plays the same rule.

Cotton's chapter raises more questions than the engine has options: on the card turned
after the last trick (U8) and on the details of the card count (U9) the text is plain
enough that McLeod, Martin and Parlett agree, so the engine plays one rule. They are listed
here, beside ``options.OPTIONS``, so that the site's comparison shows every uncertain
point, with the clauses it rests on and the reading the engine plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.i18n import MARTIN, MCLEOD, Citation, Text, cotton
from penneech.options import UncertainPoint


@dataclass(frozen=True, slots=True)
class AgreedPoint(UncertainPoint):
    """An uncertain point that every preset plays alike, and how the engine plays it."""

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
        "Wird nach dem siebten Stich noch eine Karte aufgedeckt, und zählt sie?",
    ),
    cotton_says=Text(
        "Yes: when all seven tricks are played, the winner of the last one turns a card and "
        "scores it if it is an Ace or a court card.",
        "Ja: Sind alle sieben Stiche gespielt, deckt der Gewinner des letzten eine Karte auf "
        "und zählt sie, wenn sie ein Ass oder ein Bild ist.",
    ),
    cotton_quote="he that won the last trick turns up a Card",
    clauses=("C10", "C11"),
    reading=Text(
        "The winner of the seventh trick turns one more card and scores it like any turned "
        "card (Ace 5, King 4, Queen 3, Knave 2, the seven of diamonds 14). No trick follows, "
        "so it sets no trump.",
        "Der Gewinner des siebten Stichs deckt eine weitere Karte auf und zählt sie wie jede "
        "aufgedeckte Karte (Ass 5, König 4, Dame 3, Bube 2, Karo-Sieben 14). Da kein Stich "
        "mehr folgt, bestimmt sie keinen Trumpf.",
    ),
    sources=(cotton("pp. 148-149", "C10", "C11"), Citation(MCLEOD, "Scoring"),
             Citation(MARTIN, "Abspiel")),
    note=Text(
        "McLeod and Martin both keep it; the part of Parlett's page that would say so could "
        "not be read.",
        "McLeod und Martin behalten sie; der Teil von Parletts Seite, der es sagen würde, war "
        "nicht lesbar.",
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
    cotton_says=Text(
        "Once the fourteen dealt cards are played, each player counts the cards won beyond "
        "the seven dealt to him and scores one for each.",
        "Sind die vierzehn ausgeteilten Karten gespielt, zählt jeder die gewonnenen Karten "
        "über seine sieben hinaus und erhält je einen Punkt.",
    ),
    cotton_quote="count how many Cards you have more than your own seven at first dealt you",
    clauses=("C14", "C15"),
    reading=Text(
        "Only the fourteen dealt cards are won in tricks; turned cards are not. The player "
        "with four or more tricks scores one point per card over seven: 4, 5, 6 and 7 "
        "tricks give 1, 3, 5 and 7.",
        "Nur die vierzehn ausgeteilten Karten werden in Stichen gewonnen, aufgedeckte nicht. "
        "Wer vier oder mehr Stiche hat, erhält je Karte über sieben einen Punkt: 4, 5, 6 und "
        "7 Stiche bringen 1, 3, 5 und 7.",
    ),
    sources=(cotton("p. 149", "C14", "C15"), Citation(MCLEOD, "Scoring"),
             Citation(MARTIN, "Stichpunkte")),
    note=Text(
        "Cotton's Picket and Gleek also measure cards won against cards dealt. If the turned "
        "cards were taken in with the tricks, the count would be larger; no reconstruction "
        "we follow does so.",
        "Auch Cottons Piquet und Gleek messen gewonnene an ausgeteilten Karten. Würden die "
        "aufgedeckten Karten mit den Stichen eingezogen, fiele die Zählung höher aus; keine "
        "der hier verfolgten Rekonstruktionen tut das.",
    ),
)

#: The agreed points, in the order the comparison shows them.
AGREED: tuple[AgreedPoint, ...] = (LAST_TURNUP, CARD_COUNT)

AGREED_BY_ID: dict[str, AgreedPoint] = {a.id: a for a in AGREED}
