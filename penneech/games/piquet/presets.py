"""The three Piquet rule sets: Cotton (1674), Meyers (1888, known to us through the German
Wikipedia) and the Portland Club (the laws drawn up from 1881, in Cavendish's eighth edition).

Each preset is exactly its source as our research notes read it, option by option, and
says how far that source is known, with the marks of ``penneech.core.preset``:

- ``assumed`` (*): the source is silent, so we chose the value; the note says why;
- ``reported`` (†): the source states it, but we know that only from another's report.

A value with neither mark is stated in the source. Startling readings (Meyers' point of
n × n and last trick 3) are played as written; the options offer the others. The preset ids
(``cotton1674``, ``meyers1888``, ``portland``) are kept as they are, since game records and
links name them; the names shown to readers carry the dates.
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
        "Cotton's chapter, an abridgement of Cotgrave's (1662), which goes back to a French "
        "treatise translated in 1651: 36 cards, the elder may take eight of a talon of "
        "twelve, the point counted by pips at one per ten, only high cards score in play, "
        "and the first to {q:80|an hundred} wins.",
        "Cottons Kapitel, eine Kürzung desjenigen von Cotgrave (1662), das auf eine 1651 "
        "übersetzte französische Abhandlung zurückgeht: 36 Karten, die Vorhand darf acht von "
        "zwölf Talonkarten kaufen, der Rummel zählt nach Augen, einen je zehn, im Spiel "
        "zählen nur hohe Karten, und wer zuerst {q:80|an hundred} hat, gewinnt.",
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
            "That the lower card deals he says, once “last” is read as “least”, as Cotgrave "
            "has it; that the cards are cut for it he does not say, and we let each player "
            "cut.",
            "Dass die niedrigere Karte gibt, sagt er, wenn man „last“ als „least“ liest, wie "
            "Cotgrave schreibt; dass dafür abgehoben wird, sagt er nicht, und wir lassen "
            "jeden Spieler abheben."),
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
        "younger_declares": Text(
            "He says only that a player who does not show his ruff {q:87|before he play his "
            "first Card} loses it, which allows the younger to declare after the elder's "
            "lead; the order of his chapter, all the declaring first and then the play (p. "
            "85), would also allow all of it before the lead. We follow the later English "
            "laws.",
            "Er sagt nur, dass ein Spieler, der seinen Ruff nicht {q:87|before he play his "
            "first Card} zeigt, ihn verliert; das erlaubt der Hinterhand, nach dem Ausspiel "
            "der Vorhand anzusagen. Die Ordnung seines Kapitels, erst alle Ansagen, dann das "
            "Spiel (S. 85), ließe auch alle Ansagen vor dem Ausspiel zu. Wir folgen den "
            "späteren englischen Gesetzen."),
        "play_scoring": Text(
            "He scores a high card led and a trick won by playing {q:85|a higher Card of the "
            "same suit} on it; what a trick won with a card below the Ten brings he does not "
            "say, and the engine gives nothing.",
            "Er zählt eine ausgespielte hohe Karte und einen Stich, den man mit {q:85|a higher "
            "Card of the same suit} macht; was ein Stich mit einer Karte unter der Zehn "
            "bringt, sagt er nicht, und die Engine gibt nichts."),
        "last_trick_bonus": Text(
            "He gives the last trick two {q:85|if he win it with a Ten} and one with a lower "
            "card; that a higher card counts like the Ten, and that the two are the card's "
            "own point in play plus one, is our reading.",
            "Er gibt für den letzten Stich zwei, {q:85|if he win it with a Ten}, und einen mit "
            "einer niedrigeren Karte; dass eine höhere Karte wie die Zehn zählt und dass die "
            "zwei der Punkt der Karte im Spiel plus eins sind, ist unsere Lesart."),
        "divided_cards": Text(
            "He gives ten to the player who has the more cards and names no score when each "
            "has six; we let nobody score, as the later laws do.",
            "Er gibt zehn dem Spieler mit mehr Karten und nennt keine Wertung, wenn jeder "
            "sechs hat; wir lassen niemanden zählen, wie die späteren Gesetze."),
        "pique_repique_blocking": Text(
            "His words (thirty before the other can reckon anything) read as the order of "
            "reckoning he gives on the same page.",
            "Seine Worte (dreißig, bevor der andere etwas zählen kann) lesen wir nach der "
            "Reihenfolge der Wertung, die er auf derselben Seite gibt."),
    },
)

MEYERS_PRESET = PiquetPreset(
    id="meyers1888",
    name=Text("Meyers (1888, via Wikipedia)", "Meyers (1888, nach Wikipedia)"),
    source=Citation(MEYERS),
    summary=Text(
        "The German encyclopaedia rules, as the German Wikipedia article summarises them "
        "(we have not seen the lexicon itself): 32 cards, exchanges of three to five, carte "
        "blanche after the exchange with Tens as court cards, the point scoring n × n, last "
        "trick 3, capot 30 on top of the 10 for the cards, divided cards held over, and the "
        "game to 100, double if the loser has under 50.",
        "Die Regeln des Konversationslexikons, wie der deutsche Wikipedia-Artikel sie "
        "zusammenfasst (das Lexikon selbst haben wir nicht gesehen): 32 Karten, Kauf von "
        "drei bis fünf, Carte blanche nach dem Kauf mit der Zehn als Bild, der Rummel zählt "
        "n × n, letzter Stich 3, Capot 30 zusätzlich zu den 10 für die Karten, geteilte "
        "Karten bleiben stehen, Spiel bis 100, doppelt, wenn der Verlierer unter 50 bleibt.",
    ),
    rules=PiquetRules(
        deck=32, first_dealer="lot", elder_exchange="3-5", younger_exchange="3-rest",
        leftover_visibility="own", blanche_judged_on="after_exchange", blanche_courts="kqjt",
        point_compare="length_then_pips", point_min_cards=1, point_score="square",
        sequence_values="quint_15", sinking="allowed", younger_declares="before_first_lead",
        play_scoring="leads_and_captures", last_trick_bonus=3, divided_cards="carry_forward",
        capot="30_plus_cards", pique_repique_blocking="any", game_format="race_100_double",
    ),
    assumed={
        "point_compare": Text(
            "Meyers calls the point the suit with the most cards, so the longer suit wins; "
            "for equal length he gives no rule, and we break the tie by pips, as Cavendish "
            "does.",
            "Meyers nennt Rummel die Farbe mit den meisten Karten, also gewinnt die längere; "
            "für gleiche Länge nennt er keine Regel, und wir entscheiden nach Augen wie "
            "Cavendish."),
        "point_min_cards": Text("No minimum is named.", "Ein Minimum wird nicht genannt."),
        "sinking": Text(
            "Not mentioned; we allow a smaller true claim, as elsewhere.",
            "Nicht erwähnt; wir erlauben eine kleinere wahre Ansage wie anderswo."),
        "last_trick_bonus": Text(
            "Three is stated; that it comes on top of the trick point is our reading, as the "
            "German article contrasts it with the Portland Club's one extra.",
            "Drei steht da; dass sie zum Stichpunkt hinzukommen, ist unsere Lesart, da der "
            "deutsche Artikel sie der einen Extrapunkt des Portland Club gegenüberstellt."),
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
    name=Text("Portland Club (1881/82)", "Portland Club (1881/82)"),
    source=Citation(CAVENDISH, "laws 1–78"),
    summary=Text(
        "The laws of the Portland and Turf Clubs as a committee of the Portland Club drew "
        "them up from 1881, in the eighth edition of Cavendish's book, the modern game: 32 "
        "cards, the elder takes one to five, younger declares after the elder's first "
        "lead, pique and repique in the order of reckoning, and the rubicon partie of six "
        "deals.",
        "Die Gesetze des Portland Club und des Turf Club, wie ein Ausschuss des Portland "
        "Club sie ab 1881 aufstellte, in der achten Auflage von Cavendishs Buch, das "
        "moderne Spiel: 32 Karten, die Vorhand kauft eine bis fünf, die Hinterhand sagt "
        "nach dem ersten Ausspiel an, Pique und Repique in der Reihenfolge der Wertung, und "
        "die Rubikon-Partie von sechs Spielen.",
    ),
    rules=PiquetRules(),
    assumed={},
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, PiquetPreset] = {
    p.id: p for p in (COTTON_PRESET, MEYERS_PRESET, PORTLAND_PRESET)
}
