"""The three Pip-Pip! rule sets: the pagat page, Fosdick's rules, and the European variants.

Each preset is its source as our research notes read it, option by option, and says how
far that source is known, with the marks of ``penneech.core.preset``:

- ``assumed`` (*): the source is silent, or offers several readings, so we chose the
  value; the note says why;
- ``reported`` (†): the source states it, but we know that only from another's report.

A value with neither mark is stated in the source.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Citation, Text
from penneech.core.preset import GamePreset
from penneech.games.pippip.options import FOSDICK, PAGAT
from penneech.games.pippip.rules import PippipRules


@dataclass(frozen=True, slots=True)
class PippipPreset(GamePreset[PippipRules]):
    """A Pip-Pip! rule set: its rules, its source, and how each value of it is known (the
    model every game's presets share, ``penneech.core.preset``)."""


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
    assumed={
        "players": _FIVE,
        "rounds": _ONE_ROUND,
        "target": _TARGET,
        "marriage_window": Text(
            "Before each trick, as the page says; that the hand as dealt may be declared "
            "before the first trick is our reading, which the page does not forbid.",
            "Vor jedem Stich, wie die Seite sagt; dass schon vor dem ersten Stich gemeldet "
            "werden darf, ist unsere Lesart, die die Seite nicht verbietet."),
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
    assumed={
        "players": Text("He allows three to twelve; we seat five.",
                        "Er erlaubt drei bis zwölf; wir setzen fünf an den Tisch."),
        "rounds": _ONE_ROUND,
        "target": _TARGET,
        "draw_order": Text("Not in the part of his page we could read; we take the pagat "
                           "page's order.",
                           "Nicht in dem Teil seiner Seite, den wir lesen konnten; wir "
                           "nehmen die Reihenfolge der pagat-Seite."),
        "marriage_window": Text(
            "He changes the trump on the lead to the next trick, which is our window "
            "before each trick; the first window, before trick one, is our reading.",
            "Bei ihm wechselt der Trumpf beim Ausspielen zum nächsten Stich, also in "
            "unserem Fenster vor jedem Stich; das erste Fenster vor dem ersten Stich ist "
            "unsere Lesart."),
        "marriage_value": Text("50, as in every English source; the part we read does not "
                               "restate it.",
                               "50 wie in jeder englischen Quelle; der gelesene Teil "
                               "wiederholt es nicht."),
        "last_trick_bonus": Text("No bonus is named.", "Kein Bonus wird genannt."),
        "leftovers": Text("Not in the part we read; dead, as on the pagat page.",
                          "Nicht im gelesenen Teil; tot, wie auf der pagat-Seite."),
    },
    reported={
        "marriage_must_change_trump": Text(
            "Reported by the pagat page as Fosdick's rule.",
            "Von der pagat-Seite als Fosdicks Regel berichtet."),
        "game_end": Text("The pagat page gives the agreed rounds after Fosdick.",
                         "Die pagat-Seite gibt die vereinbarten Runden nach Fosdick an."),
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
    assumed={
        "players": _FIVE,
        "rounds": _ONE_ROUND,
        "target": _TARGET,
        "card_system": Text(
            "The values are Parlett's; the order of rank (Ace, Ten, King, …) is our "
            "reading, which the page does not state.",
            "Die Werte sind Parletts; die Rangfolge (Ass, Zehn, König, …) ist unsere "
            "Lesart, die Seite nennt sie nicht."),
        "follow_rule": Text("Of the two suggestions we take the milder: free only while "
                            "drawing.",
                            "Von den beiden Vorschlägen nehmen wir den milderen: frei nur, "
                            "solange gezogen wird."),
        "marriage_value": Text("One of the four suit scales the page names; we take "
                               "100/80/60/40 in the German order.",
                               "Eine der vier Farbskalen, die die Seite nennt; wir nehmen "
                               "100/80/60/40 in deutscher Reihenfolge."),
        "last_trick_bonus": Text("The page names 10 or 20; we take 10.",
                                 "Die Seite nennt 10 oder 20; wir nehmen 10."),
        "leftovers": Text("The page suggests it; face up, without the surprise.",
                          "Die Seite schlägt es vor; offen, ohne Überraschung."),
    },
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, PippipPreset] = {
    p.id: p for p in (PAGAT_PRESET, FOSDICK_PRESET, EUROPEAN_PRESET)
}
