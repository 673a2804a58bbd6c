"""Named presets: each modern reconstruction of Penneech as a complete set of options.

Each preset cites its source and, option by option, says how far that source is known:

- ``assumed`` (shown with *): the source is silent, or the part of it that would say was not
  accessible to us, so we chose the value; the note says why;
- ``reported`` (shown with †): the source states the value, but we know it only from
  others' reports of that source (for Parlett: McLeod, Martin and Wikipedia), not from
  reading it; the note says who reports it.

A value with neither mark is stated in the source as we read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import MARTIN, MCLEOD, PARLETT, Citation, Text
from penneech.core.preset import ASSUMED_MARK, REPORTED_MARK, GamePreset
from penneech.games.penneech.rules import Rules

__all__ = ["ASSUMED_MARK", "PRESETS", "REPORTED_MARK", "Preset"]


@dataclass(frozen=True, slots=True)
class Preset(GamePreset[Rules]):
    """A reconstruction of Penneech: its rules, its source, and how each value of it is
    known (the model every game's presets share, ``penneech.core.preset``)."""


MCLEOD_PRESET = Preset(
    id="mcleod",
    name=Text("McLeod (pagat.com, English)", "McLeod (pagat.com, englisch)"),
    source=Citation(MCLEOD),
    summary=Text(
        "The reference reconstruction: follow suit, trumps only, the first turned card does "
        "not score, points pegged at once.",
        "Die Referenz-Rekonstruktion: Farbzwang, nur Trümpfe zählen, die erste "
        "aufgeschlagene Karte zählt nicht, Punkte werden sofort angeschrieben.",
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
            "Die Hauptregeln geben der ersten Karte keine Punkte, und auch die Anmerkungen "
            "sprechen eher dagegen; sie zählt daher nicht.",
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
        "Bedienen oder trumpfen, der Geber schreibt eine erste aufgeschlagene Wertkarte an, "
        "nur Trümpfe zählen, Punkte werden sofort angeschrieben.",
    ),
    rules=Rules(follow="follow_or_trump", first_turnup="dealer_scores"),
    assumed={
        "throw_in": Text(
            "Martin lets the player ask for a new deal without naming the dealer; we keep "
            "the same dealer, as McLeod does.",
            "Martin lässt neu geben, ohne den Geber zu nennen; wie bei McLeod gibt derselbe "
            "Geber.",
        ),
    },
)

_PARLETT_NOT_SEEN = Text(
    "The part of his page on play and scoring was not accessible to us.",
    "Der Teil seiner Seite über Spiel und Wertung war uns nicht zugänglich.",
)

PARLETT_PRESET = Preset(
    id="parlett",
    name=Text("Parlett (Historic Card Games)", "Parlett (Historic Card Games)"),
    source=Citation(PARLETT),
    summary=Text(
        "Every Ace and court card counts when won, the dealer scores a counting first "
        "turn-up, follow suit or trump. Only the opening of his page (cards, values, deal, "
        "first turn-up) was accessible to us; his rules of play are known to us from "
        "McLeod, Martin and Wikipedia.",
        "Alle Asse und Bilder zählen im Stich, der Geber schreibt eine erste aufgeschlagene "
        "Wertkarte an, bedienen oder trumpfen. Uns war nur der Anfang seiner Seite "
        "zugänglich (Karten, Werte, Geben, erste aufgeschlagene Karte); seine Spielregeln "
        "kennen wir aus McLeod, Martin und Wikipedia.",
    ),
    rules=Rules(follow="follow_or_trump", first_turnup="dealer_scores", counters="all_honours"),
    assumed={
        "honours_to": Text(
            "Inferred from his wording, which speaks of honours won in tricks; the part we "
            "read does not say it outright.",
            "Aus seiner Formulierung erschlossen, die von im Stich gewonnenen Bildern "
            "spricht; der Teil, den wir lesen konnten, sagt es nicht ausdrücklich.",
        ),
        "scoring": Text(
            _PARLETT_NOT_SEEN.en + " We take the immediate pegging of McLeod and Martin.",
            _PARLETT_NOT_SEEN.de + " Wir übernehmen das sofortige Anschreiben von McLeod "
            "und Martin.",
        ),
        "throw_in": Text(
            "His page has a player with nothing above the Ten show the hand and claim a new "
            "deal; who deals it was not on the part we read. The engine keeps the same "
            "dealer and does not show the hand.",
            "Auf seiner Seite zeigt ein Spieler, der nichts über der Zehn hat, sein Blatt "
            "und verlangt ein neues Geben; wer gibt, stand nicht auf dem Teil, den wir lesen "
            "konnten. Die Engine lässt denselben Geber geben und zeigt das Blatt nicht.",
        ),
    },
    reported={
        "follow": Text(
            "Reported by McLeod, Martin and the current Wikipedia article; an older "
            "revision of that article cites him for plain following of suit.",
            "Nach McLeod, Martin und dem heutigen Wikipedia-Artikel; eine ältere Fassung "
            "dieses Artikels nennt ihn für einfachen Farbzwang.",
        ),
        "first_lead": Text(
            "Reported by Wikipedia only: the elder hand (the non-dealer) leads.",
            "Nur nach Wikipedia: Die Vorhand (der Nichtgeber) spielt aus.",
        ),
        "first_dealer": Text(
            "Lower cut, Ace low: read on his page; King high and a new cut on equal cards as "
            "Martin reports them.",
            "Niedrigere Karte, Ass niedrig: auf seiner Seite gelesen; König hoch und neues "
            "Ziehen bei Gleichstand nach Martins Bericht.",
        ),
        "target": Text(
            "Cotton's sixty-one, as Wikipedia reports it; the end of his page was not "
            "accessible to us.",
            "Cottons einundsechzig, nach Wikipedia; das Ende seiner Seite war uns nicht "
            "zugänglich.",
        ),
    },
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, Preset] = {
    p.id: p for p in (MCLEOD_PRESET, MARTIN_PRESET, PARLETT_PRESET)
}
