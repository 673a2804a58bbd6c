"""The three Piquet rule sets: Cotton (1674), Meyers (1888) and the Portland Club (1873).

Each preset is exactly its source as our research notes read it, option by option, and
says how far that source is known, with the marks of ``penneech.core.preset``:

- ``assumed`` (*): the source is silent, so we chose the value; the note says why;
- ``reported`` (†): the source states it, but we know that only from another's report.

A value with neither mark is stated in the source. Startling readings (Meyers' point of
n × n, last trick 3 and capot 30) are played as written; the options offer the others.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Citation, Text
from penneech.core.preset import GamePreset
from penneech.games.piquet.options import CAVENDISH, COTTON, MEYERS
from penneech.games.piquet.rules import PiquetRules


@dataclass(frozen=True, slots=True)
class PiquetPreset(GamePreset[PiquetRules]):
    """A Piquet rule set: its rules, its source, and how each value of it is known (the
    model every game's presets share, ``penneech.core.preset``)."""


COTTON_PRESET = PiquetPreset(
    id="cotton1674",
    name=Text("Cotton (1674)", "Cotton (1674)"),
    source=Citation(COTTON, "pp. 80–89"),
    summary=Text(
        "The oldest English rules: 36 cards, the elder may take eight of a talon of twelve, "
        "the point counted by pips at one per ten, only high cards score in play, and the "
        "first to {q:80|an hundred} wins.",
        "Die ältesten englischen Regeln: 36 Karten, die Vorhand darf acht von zwölf "
        "Talonkarten kaufen, der Rummel zählt nach Augen, einen je zehn, im Spiel zählen nur "
        "hohe Karten, und wer zuerst {q:80|an hundred} hat, gewinnt.",
    ),
    rules=PiquetRules(
        deck=36, first_dealer="cut_low_deals", elder_exchange="1-8",
        younger_exchange="1-rest", leftover_visibility="none", blanche_judged_on="dealt",
        blanche_courts="kqj", point_compare="pips_elder", point_min_cards=1,
        point_score="tens", sequence_values="quint_15", sinking="allowed",
        younger_declares="after_first_lead", play_scoring="high_cards", last_trick_bonus=1,
        divided_cards="void", capot="40", pique_repique_blocking="ordered",
        game_format="race_100",
    ),
    assumed={
        "first_dealer": Text(
            "His words on the cut are hard to read; we take the lower card to deal, as he "
            "says for Gleek.",
            "Seine Worte zum Abheben sind schwer verständlich; wir lassen die niedrigere "
            "Karte geben, wie er es für Gleek sagt."),
        "leftover_visibility": Text(
            "He does not say; nobody sees the cards left in the talon.",
            "Er sagt es nicht; niemand sieht die liegengebliebenen Karten."),
        "point_min_cards": Text(
            "He sets no minimum; any suit may be the ruff.",
            "Er nennt kein Minimum; jede Farbe kann der Rummel sein."),
        "sinking": Text(
            "He shows that a ruff not shown is lost, not whether a smaller claim is allowed; "
            "we allow it as later English play does.",
            "Er zeigt, dass ein nicht gezeigter Rummel verfällt, nicht, ob eine kleinere "
            "Ansage erlaubt ist; wir erlauben sie wie das spätere englische Spiel."),
        "pique_repique_blocking": Text(
            "His words (thirty before the other can reckon anything) read as the order of "
            "reckoning he gives on the same page.",
            "Seine Worte (dreißig, bevor der andere etwas zählen kann) lesen wir nach der "
            "Reihenfolge der Wertung, die er auf derselben Seite gibt."),
    },
)

MEYERS_PRESET = PiquetPreset(
    id="meyers1888",
    name=Text("Meyers (1888)", "Meyers (1888)"),
    source=Citation(MEYERS, "Piquet"),
    summary=Text(
        "The German encyclopaedia rules, as the German Wikipedia article summarises them: "
        "32 cards, exchanges of three to five, carte blanche after the exchange with Tens "
        "as court cards, the point scoring n × n, last trick 3, capot 30, divided cards "
        "held over, and the game to 100, double if the loser has under 50.",
        "Die Regeln des Konversationslexikons, wie der deutsche Wikipedia-Artikel sie "
        "zusammenfasst: 32 Karten, Kauf von drei bis fünf, Carte blanche nach dem Kauf mit "
        "der Zehn als Bild, der Rummel zählt n × n, letzter Stich 3, Kapot 30, geteilte "
        "Karten bleiben stehen, Spiel bis 100, doppelt, wenn der Verlierer unter 50 bleibt.",
    ),
    rules=PiquetRules(
        deck=32, first_dealer="lot", elder_exchange="3-5", younger_exchange="3-rest",
        leftover_visibility="own", blanche_judged_on="after_exchange", blanche_courts="kqjt",
        point_compare="length_then_pips", point_min_cards=1, point_score="square",
        sequence_values="quint_15", sinking="allowed", younger_declares="before_first_lead",
        play_scoring="leads_and_captures", last_trick_bonus=3, divided_cards="carry_forward",
        capot="30", pique_repique_blocking="any", game_format="race_100_double",
    ),
    assumed={
        "point_compare": Text(
            "Meyers gives no rule for comparing points; we take the usual one (longer suit, "
            "then pips), which German rule books of the next century also give.",
            "Meyers nennt keine Regel für den Vergleich; wir nehmen die übliche (längere "
            "Farbe, dann Augen), die auch deutsche Regelbücher des 20. Jahrhunderts geben."),
        "point_min_cards": Text("No minimum is named.", "Ein Minimum wird nicht genannt."),
        "sinking": Text(
            "Not mentioned; we allow a smaller true claim, as elsewhere.",
            "Nicht erwähnt; wir erlauben eine kleinere wahre Ansage wie anderswo."),
        "last_trick_bonus": Text(
            "Three is stated; that it comes on top of the trick point is our reading, as the "
            "German article contrasts it with the Portland Club's one extra.",
            "Drei steht da; dass sie zum Stichpunkt hinzukommen, ist unsere Lesart, da der "
            "deutsche Artikel sie der einen Extrapunkt des Portland Club gegenüberstellt."),
        "capot": Text(
            "Thirty is stated; we read it as replacing the ten for the cards, as it is "
            "commonly cited; read as added it gives forty.",
            "Dreißig steht da; wir lesen es als Ersatz der zehn für die Karten, wie meist "
            "zitiert; als Zugabe gelesen ergibt es vierzig."),
        "divided_cards": Text(
            "Meyers names the held-over ten as a matter of agreement; the preset plays it "
            "because it is the text's distinctive rule. A pot still open at the end lapses.",
            "Meyers nennt das Stehenlassen der zehn als Sache der Absprache; die "
            "Voreinstellung spielt es, weil es die besondere Regel des Textes ist. Ein am "
            "Ende offener Topf verfällt."),
    },
    reported={
        "leftover_visibility": Text(
            "Meyers is silent; Pierer's lexicon lets each player look at the cards he left.",
            "Meyers schweigt; nach Pierers Lexikon darf jeder die Karten ansehen, die er "
            "liegen ließ."),
    },
)

PORTLAND_PRESET = PiquetPreset(
    id="portland",
    name=Text("Portland Club (1873)", "Portland Club (1873)"),
    source=Citation(CAVENDISH, "laws 1–73"),
    summary=Text(
        "The laws Cavendish edited for the Portland and Turf Clubs, the modern game: 32 "
        "cards, the elder takes one to five, younger declares after the elder's first "
        "lead, pique and repique in the order of reckoning, and the rubicon partie of six "
        "deals.",
        "Die von Cavendish herausgegebenen Regeln des Portland und Turf Club, das moderne "
        "Spiel: 32 Karten, die Vorhand kauft eine bis fünf, die Hinterhand sagt nach dem "
        "ersten Ausspiel an, Pique und Repique in der Reihenfolge der Wertung, und die "
        "Rubicon-Partie von sechs Spielen.",
    ),
    rules=PiquetRules(),
    assumed={},
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, PiquetPreset] = {
    p.id: p for p in (COTTON_PRESET, MEYERS_PRESET, PORTLAND_PRESET)
}
