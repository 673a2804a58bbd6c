"""Named presets: each modern reconstruction of Penneech as a complete set of options.

Each preset cites its source and, option by option, says how its value is known (a
``Provenance`` record of ``penneech.core.options``): stated by the source (with † when we
know it only from others' reports, for Parlett from McLeod, Martin and Wikipedia),
inferred from what it says (°), or chosen by us where it is silent or where the part that
would say was not accessible to us (*). Where a reconstruction keeps Cotton's own rule, the
record cites Cotton and quotes him.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Citation, Text
from penneech.core.options import Provenance, chosen, inferred, stated
from penneech.core.preset import ASSUMED_MARK, REPORTED_MARK, GamePreset
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.sources import COTTON, MARTIN, MCLEOD, PARLETT, WIKIPEDIA

__all__ = ["ASSUMED_MARK", "PRESETS", "REPORTED_MARK", "Preset"]


@dataclass(frozen=True, slots=True)
class PenneechPreset(GamePreset[PenneechRules]):
    """A reconstruction of Penneech: its rules, its source, and how each value of it is
    known (the model every game's presets share, ``penneech.core.preset``)."""


#: Values the three reconstructions take from Cotton's own words.
TRUMPS_ONLY = stated(
    COTTON, "p. 148 (C3)",
    "Cotton counts the Ace and court cards of trumps only, and says so twice; the "
    "reconstruction keeps it.",
    "Cotton zählt nur Ass und Bilder der Trümpfe und sagt es zweimal; die Rekonstruktion "
    "übernimmt das.",
    "{q:148|The Ace and Coat-Cards of Trumps are thus reckoned}")
SIXTY_ONE = stated(
    COTTON, "p. 149 (C17)",
    "Cotton's game is sixty-one; the reconstruction keeps it.",
    "Cottons Partie geht bis einundsechzig; die Rekonstruktion übernimmt das.",
    "{q:149|till you come to sixty one, which is the Game}")
THROW_UP = "{q:149|if you have neither Ace nor Face, you may throw up your Game and deal again}"


def _cotton_throw_in(en: str, de: str) -> Provenance:
    return stated(COTTON, "p. 149 (C18)", en, de, THROW_UP)


MCLEOD_PRESET = PenneechPreset(
    id="mcleod",
    name=Text("McLeod (pagat.com, English)", "McLeod (pagat.com, englisch)"),
    source=Citation(MCLEOD),
    summary=Text(
        "The reference reconstruction: follow suit, trumps only, the first turned card does "
        "not score, points pegged at once.",
        "Die Referenz-Rekonstruktion: Farbzwang, nur Trümpfe zählen, die erste "
        "aufgeschlagene Karte zählt nicht, Punkte werden sofort angeschrieben.",
    ),
    rules=PenneechRules(),
    provenance={
        "follow": stated(
            MCLEOD, "Play",
            "His rules oblige the second player to follow suit when he can; a player "
            "without the suit may play any card.",
            "Seine Regeln verpflichten den zweiten Spieler zu bedienen, wenn er kann; wer "
            "die Farbe nicht hat, spielt eine beliebige Karte."),
        "first_turnup": inferred(
            MCLEOD, "Play; Variants and Uncertainties",
            "The main rules give the first turned card no score and the notes lean against "
            "scoring it, so it does not score.",
            "Die Hauptregeln geben der ersten Karte keine Punkte, und auch die Anmerkungen "
            "sprechen eher dagegen; sie zählt daher nicht."),
        "first_lead": stated(
            MCLEOD, "Play",
            "The player who did not deal leads to the first trick.",
            "Der Spieler, der nicht gegeben hat, spielt zum ersten Stich aus."),
        "counters": TRUMPS_ONLY,
        "honours_to": stated(
            MCLEOD, "Play",
            "The counting trumps in a trick score for whoever wins it, at once.",
            "Die Wert-Trümpfe eines Stichs zählen sofort für den, der ihn gewinnt."),
        "scoring": stated(
            MCLEOD, "Scoring",
            "Points count the moment they are made, so a game may be won during a hand.",
            "Punkte zählen, sobald sie gemacht sind; eine Partie kann also während eines "
            "Spiels gewonnen werden."),
        "pack": stated(
            MCLEOD, "Players, Cards and Equipment",
            "The full pack of fifty-two cards.",
            "Das volle Blatt mit zweiundfünfzig Karten."),
        "target": SIXTY_ONE,
        "first_dealer": chosen(
            MCLEOD, "Deal",
            "McLeod leaves the first dealer open; we cut as Martin and Parlett do, the "
            "lower card dealing.",
            "McLeod lässt den ersten Geber offen; wir ziehen wie Martin und Parlett, die "
            "niedrigere Karte gibt."),
        "throw_in": _cotton_throw_in(
            "Cotton allows a hand without Ace or court card to be thrown in; McLeod has the "
            "same dealer deal again (Deal).",
            "Cotton erlaubt, ein Blatt ohne Ass und Bild hinzuwerfen; bei McLeod gibt "
            "derselbe Geber neu (Deal)."),
    },
)

MARTIN_PRESET = PenneechPreset(
    id="martin",
    name=Text("Martin (pagat.com, German)", "Martin (pagat.com, deutsch)"),
    source=Citation(MARTIN),
    summary=Text(
        "Follow suit or trump, the dealer scores a counting first turn-up, trumps only, "
        "points pegged at once.",
        "Bedienen oder trumpfen, der Geber schreibt eine erste aufgeschlagene Wertkarte an, "
        "nur Trümpfe zählen, Punkte werden sofort angeschrieben.",
    ),
    rules=PenneechRules(follow="follow_or_trump", first_turnup="dealer_scores"),
    provenance={
        "follow": stated(
            MARTIN, "Abspiel",
            "A second player who holds the led suit may either follow or trump; without it, "
            "any card.",
            "Wer die angespielte Farbe hält, darf bedienen oder trumpfen; wer sie nicht "
            "hat, spielt beliebig."),
        "first_turnup": stated(
            MARTIN, "Abspiel",
            "The dealer scores the first turned card if it counts (fourteen for the seven of "
            "diamonds).",
            "Der Geber schreibt die erste aufgeschlagene Karte an, wenn sie zählt (vierzehn "
            "für die Karo-Sieben)."),
        "first_lead": stated(
            MARTIN, "Abspiel",
            "The player who did not deal opens the first trick.",
            "Wer nicht gegeben hat, eröffnet den ersten Stich."),
        "counters": TRUMPS_ONLY,
        "honours_to": stated(
            MARTIN, "Abspiel",
            "The winner of a trick scores the counting trumps in it at once.",
            "Wer den Stich gewinnt, schreibt die Wert-Trümpfe darin sofort an."),
        "scoring": stated(
            MARTIN, "Partie",
            "The game is won the moment a player marks his sixty-first point.",
            "Die Partie ist gewonnen, sobald ein Spieler seinen einundsechzigsten Punkt "
            "markiert."),
        "pack": stated(
            MARTIN, "Karten, Spielmaterial",
            "The full pack of fifty-two cards.",
            "Das volle Blatt von zweiundfünfzig Karten."),
        "target": SIXTY_ONE,
        "first_dealer": stated(
            MARTIN, "Geben",
            "Each draws a card and the lower deals, King high and Ace low, equal cards "
            "drawing again; he gives it as Parlett's account of the older custom.",
            "Jeder zieht eine Karte, die niedrigere gibt, König hoch und Ass niedrig, bei "
            "Gleichstand neu; er gibt es als Parletts Darstellung des älteren Brauchs."),
        "throw_in": chosen(
            MARTIN, "Geben",
            "Cotton allows the throw-in, and Martin lets the player ask for a new deal "
            "without naming the dealer; we keep the same dealer, as McLeod does.",
            "Cotton erlaubt das Hinwerfen, und Martin lässt neu geben, ohne den Geber "
            "zu nennen; wie bei McLeod gibt derselbe Geber."),
    },
)

_PARLETT_NOT_SEEN = Text(
    "The part of his page on play and scoring was not accessible to us.",
    "Der Teil seiner Seite über Spiel und Wertung war uns nicht zugänglich.",
)

PARLETT_PRESET = PenneechPreset(
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
    rules=PenneechRules(follow="follow_or_trump", first_turnup="dealer_scores",
                        counters="all_honours"),
    provenance={
        "follow": stated(
            PARLETT, "play",
            "Reported by McLeod, Martin and the current Wikipedia article; an older "
            "revision of that article cites him for plain following of suit.",
            "Nach McLeod, Martin und dem heutigen Wikipedia-Artikel; eine ältere Fassung "
            "dieses Artikels nennt ihn für einfachen Farbzwang.", via=MCLEOD),
        "first_turnup": stated(
            PARLETT, "cards and deal",
            "Read on his page: the dealer pegs a counting card he turns for the first "
            "trump.",
            "Auf seiner Seite gelesen: Der Geber schreibt eine Wertkarte an, die er als "
            "ersten Trumpf aufschlägt."),
        "first_lead": stated(
            PARLETT, "play",
            "Reported by Wikipedia only: the elder hand (the non-dealer) leads.",
            "Nur nach Wikipedia: Die Vorhand (der Nichtgeber) spielt aus.", via=WIKIPEDIA),
        "counters": stated(
            PARLETT, "card values",
            "Read on his page: Aces and court cards count when taken in a trick, with no "
            "restriction to trumps.",
            "Auf seiner Seite gelesen: Asse und Bilder zählen, wenn sie im Stich gewonnen "
            "werden, ohne Beschränkung auf Trümpfe."),
        "honours_to": inferred(
            PARLETT, "card values",
            "Inferred from his wording, which speaks of honours won in tricks; the part we "
            "read does not say it outright.",
            "Aus seiner Formulierung erschlossen, die von im Stich gewonnenen Bildern "
            "spricht; der Teil, den wir lesen konnten, sagt es nicht ausdrücklich."),
        "scoring": chosen(
            PARLETT, "play and scoring (not accessible)",
            _PARLETT_NOT_SEEN.en + " We take the immediate pegging of McLeod and Martin.",
            _PARLETT_NOT_SEEN.de + " Wir übernehmen das sofortige Anschreiben von McLeod "
            "und Martin."),
        "pack": stated(
            PARLETT, "cards",
            "Read on his page: fifty-two cards (his note that 32 might be worth trying we "
            "know from McLeod and Martin).",
            "Auf seiner Seite gelesen: zweiundfünfzig Karten (seine Anmerkung, 32 könnten "
            "einen Versuch wert sein, kennen wir aus McLeod und Martin)."),
        "target": stated(
            PARLETT, "aim of the game",
            "Cotton's sixty-one, as Wikipedia reports it; the end of his page was not "
            "accessible to us.",
            "Cottons einundsechzig, nach Wikipedia; das Ende seiner Seite war uns nicht "
            "zugänglich.", via=WIKIPEDIA),
        "first_dealer": stated(
            PARLETT, "cards and deal",
            "Lower cut, Ace low: read on his page; King high and a new cut on equal cards as "
            "Martin reports them, so the value is marked as partly second-hand.",
            "Niedrigere Karte, Ass niedrig: auf seiner Seite gelesen; König hoch und neues "
            "Ziehen bei Gleichstand nach Martins Bericht, daher ist der Wert als teilweise aus "
            "zweiter Hand markiert.", via=MARTIN),
        "throw_in": chosen(
            PARLETT, "throw-in",
            "His page has a player with nothing above the Ten show the hand and claim a new "
            "deal; who deals it was not on the part we read. The engine keeps the same "
            "dealer and does not show the hand.",
            "Auf seiner Seite zeigt ein Spieler, der nichts über der Zehn hat, sein Blatt "
            "und verlangt ein neues Geben; wer gibt, stand nicht auf dem Teil, den wir lesen "
            "konnten. Die Engine lässt denselben Geber geben und zeigt das Blatt nicht."),
    },
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, PenneechPreset] = {
    p.id: p for p in (MCLEOD_PRESET, MARTIN_PRESET, PARLETT_PRESET)
}

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
Preset = PenneechPreset
