"""The three Pip-Pip! rule sets: the pagat page, Fosdick's rules, and the European variants.

Each preset is its source as our research notes read it, option by option, and says how
each value is known, in a ``Provenance`` record of ``penneech.core.options``: stated by the
source (†: we know it only from the pagat page's report), inferred from what it says (°),
or chosen by us where it is silent or offers several readings (*). None of these sources
may be quoted, so every note says it in our words.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Citation, Text
from penneech.core.options import Provenance, chosen, inferred, stated
from penneech.core.preset import GamePreset
from penneech.games.pippip.options import FOSDICK, PAGAT
from penneech.games.pippip.rules import PippipRules


@dataclass(frozen=True, slots=True)
class PippipPreset(GamePreset[PippipRules]):
    """A Pip-Pip! rule set: its rules, its source, and how each value of it is known (the
    model every game's presets share, ``penneech.core.preset``)."""


_PLAYERS = "Spieler, Ziel, Karten"
_READ = "rules page (the part we could read)"


def _note(source: str, locus: str, note: Text, status: str = "chosen") -> Provenance:
    """A record whose note is shared between rule sets."""
    return inferred(source, locus, note.en, note.de) if status == "inferred" else \
        chosen(source, locus, note.en, note.de)


_FIVE = Text("The page allows four to twelve and finds five to eight best; we seat five.",
             "Die Seite erlaubt vier bis zwölf und hält fünf bis acht für am besten; wir "
             "setzen fünf an den Tisch.")
_ONE_ROUND = Text("The number of rounds is agreed; we play one, each player dealing once.",
                  "Die Zahl der Runden wird vereinbart; wir spielen eine, jeder gibt einmal.")
_TARGET = Text("Only used when the game is played to a target; no number is given.",
               "Nur beim Spiel auf ein Ziel von Bedeutung; eine Zahl wird nicht genannt.")

PAGAT_PRESET = PippipPreset(
    id="pagat",
    name=Text("pagat.com (Martin and McLeod)", "pagat.com (Martin und McLeod)"),
    source=Citation(PAGAT, "Spiel; Pip-Pip!; Partie"),
    summary=Text(
        "The rules of the German pagat page, after Parlett and Fosdick: two packs, the Two "
        "highest, no trump until the first marriage, follow suit, the winner of a trick "
        "draws first, every marriage 50, the cards the stock cannot share dead, and an "
        "agreed number of rounds.",
        "Die Regeln der deutschen pagat-Seite nach Parlett und Fosdick: zwei Spiele, die "
        "Zwei am höchsten, kein Trumpf bis zur ersten Hochzeit, Farbzwang, der "
        "Stichgewinner zieht zuerst, jede Hochzeit 50, die Karten, die der Talon nicht "
        "mehr verteilen kann, sind tot, und eine vereinbarte Zahl von Runden.",
    ),
    rules=PippipRules(),
    provenance={
        "players": _note(PAGAT, _PLAYERS, _FIVE),
        "card_system": stated(
            PAGAT, _PLAYERS,
            "Two packs; the Two ranks above the Ace, and in tricks the Two is worth 11, the "
            "Ace 10, the King 5, the Queen 4 and the Jack 3.",
            "Zwei Pakete; die Zwei steht über dem Ass, und im Stich zählt die Zwei 11, das "
            "Ass 10, der König 5, die Dame 4 und der Bube 3."),
        "initial_trump": stated(
            PAGAT, "Pip-Pip!",
            "A deal begins with no trump suit; the first marriage makes one.",
            "Ein Spiel beginnt ohne Trumpffarbe; erst die erste Hochzeit bestimmt eine."),
        "follow_rule": stated(
            PAGAT, "Spiel",
            "A player must follow the suit led when he can; otherwise he plays what he likes.",
            "Wer die angespielte Farbe hat, muss sie spielen; sonst spielt er, was er will."),
        "draw_order": stated(
            PAGAT, "Spiel",
            "After each trick its winner takes the first card from the stock, the others "
            "following in turn.",
            "Nach jedem Stich nimmt sein Gewinner als Erster eine Karte vom Talon, die "
            "anderen folgen reihum."),
        "marriage_window": _note(PAGAT, "Pip-Pip!", Text(
            "Before each trick, as the page says; that the hand as dealt may be declared "
            "before the first trick is our reading, which the page does not forbid.",
            "Vor jedem Stich, wie die Seite sagt; dass schon vor dem ersten Stich gemeldet "
            "werden darf, ist unsere Lesart, die die Seite nicht verbietet."), "inferred"),
        "marriage_must_change_trump": stated(
            PAGAT, "Pip-Pip!",
            "Its own rules put no limit on which marriage may be declared; the ban on the "
            "trump suit it names as Fosdick's rule.",
            "Ihre eigenen Regeln schränken nicht ein, welche Hochzeit gemeldet werden darf; "
            "das Verbot der Trumpffarbe nennt sie als Fosdicks Regel."),
        "marriage_value": stated(
            PAGAT, "Pip-Pip!",
            "Each declared marriage is worth fifty, scored when it is shown.",
            "Jede gemeldete Hochzeit ist fünfzig wert und wird beim Zeigen angeschrieben."),
        "last_trick_bonus": inferred(
            PAGAT, "Spiel; Anmerkungen",
            "The main rules are silent on the last trick; that they give it no bonus we "
            "infer from the notes, which offer one only as a continental variant.",
            "Die Hauptregeln schweigen zum letzten Stich; dass sie ihm keinen Bonus geben, "
            "schließen wir aus den Anmerkungen, die einen nur als kontinentale Variante "
            "anbieten."),
        "leftovers": stated(
            PAGAT, "Spiel",
            "Cards the stock can no longer share out are turned up for all to see and belong "
            "to no one.",
            "Karten, die der Talon nicht mehr gleichmäßig verteilen kann, werden für alle "
            "aufgedeckt und gehören keinem."),
        "game_end": stated(
            PAGAT, "Partie",
            "Play lasts an agreed number of rounds, each player dealing equally often.",
            "Gespielt wird eine vereinbarte Zahl von Runden, jeder teilt gleich oft aus."),
        "rounds": _note(PAGAT, "Partie", _ONE_ROUND),
        "target": _note(PAGAT, "Partie", _TARGET),
    },
)

FOSDICK_PRESET = PippipPreset(
    id="fosdick",
    name=Text("Fosdick", "Fosdick"),
    source=Citation(FOSDICK, ""),
    summary=Text(
        "Fosdick's rules as far as we know them: three to twelve players, the first trump "
        "the suit of a card turned up, a marriage must change the trump, and an agreed "
        "number of rounds.",
        "Fosdicks Regeln, soweit wir sie kennen: drei bis zwölf Spieler, der erste Trumpf "
        "die Farbe einer aufgedeckten Karte, eine Hochzeit muss den Trumpf wechseln, und "
        "eine vereinbarte Zahl von Runden.",
    ),
    rules=PippipRules(initial_trump="cut", marriage_must_change_trump="yes"),
    provenance={
        "players": chosen(FOSDICK, _READ, "He allows three to twelve; we seat five.",
                          "Er erlaubt drei bis zwölf; wir setzen fünf an den Tisch."),
        "card_system": stated(
            FOSDICK, _READ,
            "The Two ranks highest, above the Ace, with the English card values.",
            "Die Zwei ist die höchste Karte, über dem Ass, mit den englischen Kartenwerten."),
        "initial_trump": stated(
            FOSDICK, _READ,
            "A card is turned at the start; its suit is trump until the first marriage.",
            "Zu Beginn wird eine Karte aufgedeckt; ihre Farbe ist Trumpf bis zur ersten "
            "Hochzeit."),
        "follow_rule": stated(
            FOSDICK, _READ, "Players must follow suit when they can.",
            "Wer kann, muss bedienen."),
        "draw_order": chosen(
            FOSDICK, _READ,
            "Not in the part of his page we could read; we take the pagat page's order.",
            "Nicht in dem Teil seiner Seite, den wir lesen konnten; wir nehmen die "
            "Reihenfolge der pagat-Seite."),
        "marriage_window": inferred(
            FOSDICK, _READ,
            "He changes the trump on the lead to the next trick, which is our window "
            "before each trick; the first window, before trick one, is our reading.",
            "Bei ihm wechselt der Trumpf beim Ausspielen zum nächsten Stich, also in "
            "unserem Fenster vor jedem Stich; das erste Fenster vor dem ersten Stich ist "
            "unsere Lesart."),
        "marriage_must_change_trump": stated(
            FOSDICK, _READ,
            "Reported by the pagat page as Fosdick's rule.",
            "Von der pagat-Seite als Fosdicks Regel berichtet.", via=PAGAT),
        "marriage_value": chosen(
            FOSDICK, _READ,
            "50, as in every English source; the part we read does not restate it.",
            "50 wie in jeder englischen Quelle; der gelesene Teil wiederholt es nicht."),
        "last_trick_bonus": chosen(FOSDICK, _READ, "No bonus is named.",
                                   "Kein Bonus wird genannt."),
        "leftovers": chosen(FOSDICK, _READ,
                            "Not in the part we read; dead, as on the pagat page.",
                            "Nicht im gelesenen Teil; tot, wie auf der pagat-Seite."),
        "game_end": stated(
            FOSDICK, _READ,
            "The pagat page gives the agreed rounds after Fosdick.",
            "Die pagat-Seite gibt die vereinbarten Runden nach Fosdick an.", via=PAGAT),
        "rounds": _note(FOSDICK, _READ, _ONE_ROUND),
        "target": _note(FOSDICK, _READ, _TARGET),
    },
)

EUROPEAN_PRESET = PippipPreset(
    id="european",
    name=Text("European variants", "Europäische Varianten"),
    source=Citation(PAGAT, "Anmerkungen"),
    summary=Text(
        "The pagat page's suggestions for bringing the game nearer to continental "
        "marriage games: the Ace high with European card values, free play while "
        "drawing, a marriage declared when one of its cards is played and valued by suit, "
        "10 for the last trick, which also takes the cards left in the stock.",
        "Die Vorschläge der pagat-Seite, das Spiel kontinentalen Mariage-Spielen "
        "anzunähern: das Ass hoch mit europäischen Kartenwerten, freies Spiel, solange "
        "gezogen wird, eine Hochzeit gemeldet beim Ausspielen einer ihrer Karten und nach "
        "Farbe bewertet, 10 für den letzten Stich, der auch die übrigen Talonkarten "
        "bekommt.",
    ),
    rules=PippipRules(card_system="european", follow_rule="free_while_drawing",
                      marriage_window="declare_on_play", marriage_value="suits_german_100",
                      last_trick_bonus=10, leftovers="last_trick"),
    provenance={
        "players": _note(PAGAT, _PLAYERS, _FIVE),
        "card_system": inferred(
            PAGAT, "Anmerkungen",
            "The values are Parlett's; the order of rank (Ace, Ten, King, …) is our "
            "reading, which the page does not state.",
            "Die Werte sind Parletts; die Rangfolge (Ass, Zehn, König, …) ist unsere "
            "Lesart, die Seite nennt sie nicht."),
        "initial_trump": stated(
            PAGAT, "Pip-Pip!",
            "The notes leave the start of the deal as the main rules have it: no trump "
            "until the first marriage.",
            "Die Anmerkungen lassen den Anfang des Spiels wie in den Hauptregeln: kein "
            "Trumpf bis zur ersten Hochzeit."),
        "follow_rule": chosen(
            PAGAT, "Anmerkungen",
            "Of the two suggestions we take the milder: free only while drawing.",
            "Von den beiden Vorschlägen nehmen wir den milderen: frei nur, solange gezogen "
            "wird."),
        "draw_order": stated(
            PAGAT, "Spiel",
            "As in the main rules: the trick's winner draws first, the others after him.",
            "Wie in den Hauptregeln: Der Stichgewinner zieht zuerst, die anderen nach ihm."),
        "marriage_window": stated(
            PAGAT, "Anmerkungen",
            "The notes suggest declaring a marriage only as one of its two cards is played, "
            "which removes any doubt about the moment.",
            "Die Anmerkungen schlagen vor, eine Hochzeit nur beim Spielen einer ihrer beiden "
            "Karten zu melden; das lässt keinen Zweifel am Zeitpunkt."),
        "marriage_must_change_trump": stated(
            PAGAT, "Pip-Pip!",
            "As in the main rules: any marriage may be declared, the trump suit's too.",
            "Wie in den Hauptregeln: Jede Hochzeit darf gemeldet werden, auch die der "
            "Trumpffarbe."),
        "marriage_value": chosen(
            PAGAT, "Anmerkungen",
            "One of the four suit scales the page names; we take 100/80/60/40 in the German "
            "order.",
            "Eine der vier Farbskalen, die die Seite nennt; wir nehmen 100/80/60/40 in "
            "deutscher Reihenfolge."),
        "last_trick_bonus": chosen(PAGAT, "Anmerkungen",
                                   "The page names 10 or 20; we take 10.",
                                   "Die Seite nennt 10 oder 20; wir nehmen 10."),
        "leftovers": stated(PAGAT, "Anmerkungen",
                            "The notes suggest it, as they suggest the declaring on play; "
                            "we turn the cards face up at once, without the surprise they "
                            "also offer.",
                            "Die Anmerkungen schlagen es vor, wie das Melden beim Spielen; "
                            "wir decken die Karten gleich auf, ohne die Überraschung, die "
                            "sie ebenfalls anbieten."),
        "game_end": stated(
            PAGAT, "Partie",
            "As in the main rules: an agreed number of rounds.",
            "Wie in den Hauptregeln: eine vereinbarte Zahl von Runden."),
        "rounds": _note(PAGAT, "Partie", _ONE_ROUND),
        "target": _note(PAGAT, "Partie", _TARGET),
    },
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, PippipPreset] = {
    p.id: p for p in (PAGAT_PRESET, FOSDICK_PRESET, EUROPEAN_PRESET)
}
