"""Named presets: each modern reconstruction of Penneech as a complete set of options.

Each preset cites its source and, for every option on which that source is silent or
was not available to us, says which value it takes and why.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.i18n import MARTIN, MCLEOD, PARLETT, Citation, Text
from penneech.rules import Rules


@dataclass(frozen=True, slots=True)
class Preset:
    """A reconstruction: its rules, its source, and notes on the values it had to assume."""

    id: str
    name: Text
    source: Citation
    summary: Text
    rules: Rules
    assumed: dict[str, Text]


_AS_COTTON_TARGET = Text(
    "Silent on other targets; Cotton's sixty-one.", "Kein anderes Ziel genannt; Cottons 61."
)

MCLEOD_PRESET = Preset(
    id="mcleod",
    name=Text("McLeod (pagat.com, English)", "McLeod (pagat.com, englisch)"),
    source=Citation(MCLEOD),
    summary=Text(
        "The reference reconstruction: follow suit, trumps only, the first turned card does "
        "not score, points pegged at once.",
        "Die Referenz-Rekonstruktion: Farbzwang, nur Trümpfe zählen, die erste "
        "aufgeschlagene Karte zählt nicht, Punkte werden sofort gesteckt.",
    ),
    rules=Rules(),
    assumed={
        "first_dealer": Text(
            "McLeod leaves the first dealer open; we cut as Martin and Parlett do, the "
            "lower card dealing.",
            "McLeod lässt den ersten Geber offen; wir ziehen wie Martin und Parlett, die "
            "niedrigere Karte gibt.",
        ),
        "first_turnup": Text(
            "The main rules give the first turned card no score and the notes lean against "
            "scoring it, so it does not score.",
            "Die Hauptregeln geben der ersten Karte keine Punkte, die Anmerkungen neigen "
            "ebenfalls dazu; sie zählt daher nicht.",
        ),
    },
)

MARTIN_PRESET = Preset(
    id="martin",
    name=Text("Martin (pagat.com, German)", "Martin (pagat.com, deutsch)"),
    source=Citation(MARTIN),
    summary=Text(
        "Follow suit or trump, the dealer scores a counting first turn-up, trumps only, "
        "points pegged at once.",
        "Bedienen oder trumpfen, der Geber zählt eine erste aufgeschlagene Wertkarte, nur "
        "Trümpfe zählen, Punkte werden sofort gesteckt.",
    ),
    rules=Rules(follow="follow_or_trump", first_turnup="dealer_scores"),
    assumed={
        "throw_in": Text(
            "Martin lets the player ask for a new deal without naming the dealer; we keep "
            "the same dealer, as the other reconstructions do.",
            "Martin lässt neu geben, ohne den Geber zu nennen; wie bei den anderen "
            "Rekonstruktionen gibt derselbe Geber.",
        ),
    },
)

PARLETT_PRESET = Preset(
    id="parlett",
    name=Text("Parlett (Historic Card Games)", "Parlett (Historic Card Games)"),
    source=Citation(PARLETT),
    summary=Text(
        "Every Ace and court card counts when won, the dealer scores a counting first "
        "turn-up, follow suit or trump.",
        "Alle Asse und Bilder zählen im Stich, der Geber zählt eine erste aufgeschlagene "
        "Wertkarte, bedienen oder trumpfen.",
    ),
    rules=Rules(follow="follow_or_trump", first_turnup="dealer_scores", counters="all_honours"),
    assumed={
        "follow": Text(
            "Known from McLeod's and Martin's report of Parlett's rules, not from his page.",
            "Bekannt aus McLeods und Martins Bericht über Parletts Regeln, nicht von seiner "
            "Seite selbst.",
        ),
        "scoring": Text(
            "The part of his page on the end of the game could not be read; we take the "
            "immediate pegging of the other two reconstructions.",
            "Der Teil seiner Seite über das Spielende war nicht lesbar; wir übernehmen das "
            "sofortige Stecken der beiden anderen Rekonstruktionen.",
        ),
        "target": _AS_COTTON_TARGET,
    },
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, Preset] = {
    p.id: p for p in (MCLEOD_PRESET, MARTIN_PRESET, PARLETT_PRESET)
}
