"""Pip-Pip!'s open points, each as a named rule option with its readings and sources.

The engine reads the values, the site renders the comparison of the rule sets from these
objects, and each preset (``presets.py``) names a value for every option. An option's
anchor (``card-system``) is its id with ``_`` written ``-``.

The sources, by the letters our research notes give them:

- S: the German pagat.com page by Ulf Martin and John McLeod (2022, updated 2023), which
  follows David Parlett's *Penguin Book of Card Games* (2008) and Howard Fosdick; its
  notes suggest the European variants. It is the base of the ``pagat`` rule set.
- F: Howard Fosdick's rules page (read in part only).
- H: an unattributed English rules text (read in part only).

The field ``source_says`` of the shared option model holds what the base source S says
on the point; ``evidence`` gives what the other sources say.
"""

from __future__ import annotations

from penneech.core.i18n import Citation, Text
from penneech.core.options import Choice, RuleOption

#: Bibliography keys of the Pip-Pip! sources.
PAGAT = "martin2023pippip"
PARLETT_BOOK = "parlett2008penguin"
FOSDICK = "fosdick_pippip"
OLDER = "pokerwiner_pippip"


def pagat(section: str) -> Citation:
    """The German pagat.com Pip-Pip! page (S), at one of its sections."""
    return Citation(PAGAT, section)


S_PLAYERS = pagat("Spieler, Ziel, Karten")
S_PLAY = pagat("Spiel")
S_PIP = pagat("Pip-Pip!")
S_PARTIE = pagat("Partie")
S_NOTES = pagat("Anmerkungen")
PARLETT = Citation(PARLETT_BOOK, "pp. 283–284")
F = Citation(FOSDICK, "")
H = Citation(OLDER, "")


def _option(id: str, title: Text, question: Text, pagat_says: Text, evidence: Text,
            evidence_sources: tuple[Citation, ...], choices: tuple[Choice, ...],
            default: str, *, integer: bool = False, minimum: int = 0,
            maximum: int = 0) -> RuleOption:
    return RuleOption(
        id=id, point=id.replace("_", "-"), title=title, question=question,
        source_says=pagat_says, source_quote="", clauses=(), evidence=evidence,
        evidence_sources=evidence_sources, choices=choices, default=default,
        integer=integer, minimum=minimum, maximum=maximum,
    )


def _players(n: int) -> Choice:
    sources = (F,) if n == 3 else (S_PLAYERS,)
    note = (Text("Only Fosdick allows three.", "Nur Fosdick lässt drei zu.") if n == 3 else
            Text(f"{n} players, each for himself.", f"{n} Spieler, jeder für sich."))
    return Choice(str(n), Text(f"{n} players", f"{n} Spieler"), note, sources)


PLAYERS = _option(
    "players",
    Text("Number of players", "Zahl der Spieler"),
    Text("How many play?", "Wie viele spielen?"),
    Text("Four to twelve, best five to eight, each playing alone.",
         "Vier bis zwölf, am besten fünf bis acht, jeder für sich."),
    Text("Fosdick allows three to twelve. With two packs of 104 cards and seven cards to "
         "each, twelve players leave a stock of twenty.",
         "Fosdick lässt drei bis zwölf zu. Mit zwei Spielen zu 104 Karten und sieben Karten "
         "für jeden bleibt bei zwölf Spielern ein Talon von zwanzig."),
    (S_PLAYERS, F),
    tuple(_players(n) for n in range(3, 13)),
    "5",
)

CARD_SYSTEM = _option(
    "card_system",
    Text("Rank and points of the cards", "Rang und Augen der Karten"),
    Text("Which card is highest, and what is each card worth when taken in a trick?",
         "Welche Karte ist die höchste, und was zählt jede Karte im Stich?"),
    Text("The Two is highest, then Ace, King, Queen, Jack, Ten down to Three; the Two counts "
         "11, the Ace 10, the King 5, the Queen 4, the Jack 3. A note, after Parlett, says "
         "the game works as well with the European values.",
         "Die Zwei ist die höchste, dann Ass, König, Dame, Bube, Zehn bis Drei; die Zwei "
         "zählt 11, das Ass 10, der König 5, die Dame 4, der Bube 3. Eine Anmerkung sagt "
         "nach Parlett, das Spiel gehe ebenso gut mit den europäischen Werten."),
    Text("Fosdick and the older English text give the English order and values. Parlett's "
         "European values are Ace 11, Ten 10, King 4, Queen 3, Jack 2; no source gives the "
         "order of rank with them, so we take the usual European one, Ace, Ten, King, "
         "Queen, Jack, Nine down to Two.",
         "Fosdick und der ältere englische Text geben die englische Reihenfolge und Werte. "
         "Parletts europäische Werte geben dem Ass 11, der Zehn 10, dem König 4, der Dame 3 "
         "und dem Buben 2; keine "
         "Quelle nennt die Rangfolge dazu, wir nehmen die übliche europäische: Ass, Zehn, "
         "König, Dame, Bube, Neun bis Zwei."),
    (S_PLAYERS, S_NOTES, PARLETT, F, H),
    (
        Choice("english", Text("English: Two high, 11/10/5/4/3",
                               "Englisch: Zwei hoch, 11/10/5/4/3"),
               Text("2 A K Q J 10 9 … 3; Two 11, Ace 10, King 5, Queen 4, Jack 3: 264 points "
                    "in the two packs.",
                    "2 A K D B 10 9 … 3; Zwei 11, Ass 10, König 5, Dame 4, Bube 3: 264 Augen "
                    "in beiden Spielen."), (S_PLAYERS, F, H)),
        Choice("european", Text("European: Ace high, 11/10/4/3/2",
                                "Europäisch: Ass hoch, 11/10/4/3/2"),
               Text("A 10 K Q J 9 … 2; Ace 11, Ten 10, King 4, Queen 3, Jack 2: 240 points "
                    "in the two packs.",
                    "A 10 K D B 9 … 2; das Ass 11, die Zehn 10, der König 4, die Dame 3, der Bube "
                    "2: 240 Augen "
                    "in beiden Spielen."), (S_NOTES, PARLETT)),
    ),
    "english",
)

INITIAL_TRUMP = _option(
    "initial_trump",
    Text("Trump before the first marriage", "Trumpf vor der ersten Hochzeit"),
    Text("Is there a trump suit before anybody declares a marriage?",
         "Gibt es einen Trumpf, bevor jemand eine Hochzeit meldet?"),
    Text("No: a deal starts without trump.", "Nein: Ein Spiel beginnt ohne Trumpf."),
    Text("Fosdick and the older English text turn up a card: its suit is trump until the "
         "first marriage. We turn up the card at the cut; it stays in the pack as the last "
         "card of the stock, face up.",
         "Fosdick und der ältere englische Text decken eine Karte auf: Ihre Farbe ist Trumpf "
         "bis zur ersten Hochzeit. Wir decken die Karte beim Abheben auf; sie bleibt als "
         "letzte Karte des Talons offen im Spiel."),
    (S_PIP, F, H),
    (
        Choice("none", Text("No trump", "Kein Trumpf"),
               Text("No trump until the first marriage.",
                    "Kein Trumpf bis zur ersten Hochzeit."), (S_PIP,)),
        Choice("cut", Text("The cut card's suit", "Farbe der abgehobenen Karte"),
               Text("The card at the cut is shown; its suit is trump, and it is the last "
                    "card of the stock.",
                    "Die Karte beim Abheben wird gezeigt; ihre Farbe ist Trumpf, und sie ist "
                    "die letzte Karte des Talons."), (F, H)),
    ),
    "none",
)

FOLLOW_RULE = _option(
    "follow_rule",
    Text("Following suit", "Bedienen"),
    Text("Must a player follow the suit led?",
         "Muss ein Spieler die angespielte Farbe bedienen?"),
    Text("Yes, if able; otherwise any card. A note says the rule cannot be enforced while "
         "players draw, and suggests playing freely then, or always, as in Briscola.",
         "Ja, wenn er kann; sonst eine beliebige Karte. Eine Anmerkung sagt, die Regel lasse "
         "sich nicht durchsetzen, solange gezogen wird, und schlägt vor, dann frei zu "
         "spielen, oder immer, wie bei Briscola."),
    Text("Fosdick and the older English text require following suit; none requires "
         "trumping or beating.",
         "Fosdick und der ältere englische Text verlangen Bedienen; keiner verlangt "
         "Trumpfen oder Überstechen."),
    (S_PLAY, S_NOTES, F, H),
    (
        Choice("strict", Text("Follow suit", "Farbzwang"),
               Text("Follow suit if able, otherwise any card.",
                    "Bedienen, wenn möglich, sonst eine beliebige Karte."), (S_PLAY, F, H)),
        Choice("free_while_drawing", Text("Free while drawing", "Frei, solange gezogen wird"),
               Text("Any card while the stock still holds a card for each player at the "
                    "lead; follow suit once it does not.",
                    "Jede Karte, solange der Talon beim Ausspielen noch für jeden eine Karte "
                    "hat; danach Farbzwang."), (S_NOTES,)),
        Choice("always_free", Text("Always free", "Immer frei"),
               Text("Any card at any time, as in Briscola.",
                    "Jederzeit jede Karte, wie bei Briscola."), (S_NOTES,)),
    ),
    "strict",
)

DRAW_ORDER = _option(
    "draw_order",
    Text("Order of drawing", "Reihenfolge beim Ziehen"),
    Text("In which order do the players draw from the stock?",
         "In welcher Reihenfolge ziehen die Spieler vom Talon?"),
    Text("After the trick the winner draws first, then the others in turn.",
         "Nach dem Stich zieht der Gewinner zuerst, dann die anderen der Reihe nach."),
    Text("The older English text, an unidentified printed source known only from a corrupt "
         "web copy, has each player draw right after playing to the trick. Both give every "
         "player one card; only who gets which card differs.",
         "Im älteren englischen Text, einer nicht bestimmten gedruckten Quelle, die wir nur "
         "aus einer verderbten Webkopie kennen, zieht jeder gleich nach seiner Karte zum "
         "Stich. Beide geben jedem eine Karte; nur wer welche bekommt, ist verschieden."),
    (S_PLAY, H),
    (
        Choice("winner_first", Text("Winner first", "Gewinner zuerst"),
               Text("After the trick, the winner first, then clockwise.",
                    "Nach dem Stich der Gewinner zuerst, dann im Uhrzeigersinn."), (S_PLAY,)),
        Choice("after_each_play", Text("Right after playing", "Gleich nach dem Spielen"),
               Text("Each player draws as soon as he has played to the trick.",
                    "Jeder zieht, sobald er zum Stich gespielt hat."), (H,)),
    ),
    "winner_first",
)

MARRIAGE_WINDOW = _option(
    "marriage_window",
    Text("When to declare a marriage", "Wann eine Hochzeit gemeldet wird"),
    Text("At which moment may a player declare King and Queen of a suit?",
         "Zu welchem Zeitpunkt darf ein Spieler König und Dame einer Farbe melden?"),
    Text("Before the winner of the trick leads to the next; several players may call at "
         "once. A note suggests, to make it clearer, declaring only when playing one of the "
         "two cards.",
         "Zwischen zwei Stichen, ehe der Gewinner des letzten den nächsten eröffnet; mehrere "
         "können zugleich melden. Eine Anmerkung schlägt vor, der Eindeutigkeit halber nur "
         "beim Ausspielen einer der beiden Karten zu melden."),
    Text("The older English text also allows a marriage in the hand as dealt, before the "
         "first trick. We ask every player in turn, sealed, before each trick; the calls "
         "are shown together when all have answered.",
         "Der ältere englische Text erlaubt eine Hochzeit auch im gegebenen Blatt, vor dem "
         "ersten Stich. Wir fragen vor jedem Stich jeden Spieler der Reihe nach, verdeckt; "
         "die Meldungen werden gezeigt, wenn alle geantwortet haben."),
    (S_PIP, S_NOTES, H),
    (
        Choice("between_tricks", Text("Between tricks", "Zwischen den Stichen"),
               Text("Before each trick (the first included) every player may declare.",
                    "Vor jedem Stich (auch dem ersten) darf jeder melden."), (S_PIP, H)),
        Choice("declare_on_play", Text("When playing a card of it",
                                       "Beim Ausspielen einer ihrer Karten"),
               Text("Declared when one of the two cards is played; the other stays in the "
                    "hand, face up; the trump changes after that trick.",
                    "Gemeldet, wenn eine der beiden Karten gespielt wird; die andere bleibt "
                    "offen in der Hand; der Trumpf wechselt nach diesem Stich."), (S_NOTES,)),
    ),
    "between_tricks",
)

MARRIAGE_MUST_CHANGE_TRUMP = _option(
    "marriage_must_change_trump",
    Text("Must a marriage change the trump?", "Muss eine Hochzeit den Trumpf wechseln?"),
    Text("May a player declare a marriage in the suit that is already trump?",
         "Darf ein Spieler eine Hochzeit in der Farbe melden, die schon Trumpf ist?"),
    Text("It is not forbidden; the page reports that Fosdick requires a marriage to change "
         "the trump.",
         "Es ist nicht verboten; die Seite berichtet, dass bei Fosdick eine Hochzeit den "
         "Trumpf wechseln muss."),
    Text("The older English text also allows marriages only outside the trump suit. When "
         "several are declared at once, each is judged against the trump at the start of "
         "the window.",
         "Auch der ältere englische Text erlaubt Hochzeiten nur außerhalb der Trumpffarbe. "
         "Werden mehrere zugleich gemeldet, gilt für jede der Trumpf zu Beginn der Meldung."),
    (S_PIP, F, H),
    (
        Choice("no", Text("No", "Nein"),
               Text("A marriage in the trump suit scores and leaves the trump as it is.",
                    "Eine Hochzeit in Trumpf zählt und lässt den Trumpf, wie er ist."),
               (S_PIP,)),
        Choice("yes", Text("Yes (Fosdick)", "Ja (Fosdick)"),
               Text("The trump suit may not be declared.",
                    "Die Trumpffarbe darf nicht gemeldet werden."), (S_PIP, F, H)),
    ),
    "no",
)

_GERMAN = Text("♣ ♠ ♥ ♦ (German)", "♣ ♠ ♥ ♦ (deutsch)")
_AUSTRIAN = Text("♥ ♦ ♣ ♠ (Austrian)", "♥ ♦ ♣ ♠ (österreichisch)")


def _suit_values(value: str, order: Text, top: int) -> Choice:
    steps = "/".join(str(top - 20 * i) for i in range(4))
    return Choice(
        value, Text(f"By suit {steps}, {order.en}", f"Nach Farbe {steps}, {order.de}"),
        Text(f"The suits in the order {order.en} score {steps}.",
             f"Die Farben in der Reihenfolge {order.de} zählen {steps}."), (S_NOTES,))


MARRIAGE_VALUE = _option(
    "marriage_value",
    Text("Value of a marriage", "Wert einer Hochzeit"),
    Text("How much does a declared marriage score?", "Was zählt eine gemeldete Hochzeit?"),
    Text("50, at once. A note: European games often score 20 for the first marriage, 40 "
         "for the second and so on, or value the suits 100/80/60/40 or 80/60/40/20, in the "
         "order ♣ ♠ ♥ ♦ (Germany) or ♥ ♦ ♣ ♠ (Austria, Eastern Europe).",
         "50, sofort. Eine Anmerkung: Europäische Spiele zählen oft die erste Hochzeit 20, "
         "die zweite 40 usw., oder sie bewerten die Farben, mit 100/80/60/40 "
         "beziehungsweise 80/60/40/20, in der "
         "Reihenfolge ♣ ♠ ♥ ♦ (Deutschland) oder ♥ ♦ ♣ ♠ (Österreich, Osteuropa)."),
    Text("Fosdick and the older English text also give 50. We count the rising values per "
         "deal over all players, in the order the calls are resolved.",
         "Auch Fosdick und der ältere englische Text geben 50. Die steigenden Werte zählen "
         "wir je Spiel über alle Spieler, in der Reihenfolge, in der die Meldungen gelten."),
    (S_PIP, S_NOTES, F, H),
    (
        Choice("flat_50", Text("50 each", "Je 50"),
               Text("Every marriage scores 50.", "Jede Hochzeit zählt 50."), (S_PIP, F, H)),
        Choice("escalating", Text("20, 40, 60, …", "20, 40, 60, …"),
               Text("The first marriage of the deal 20, the second 40, the third 60, and so "
                    "on.",
                    "Die erste Hochzeit des Spiels 20, die zweite 40, die dritte 60 und so "
                    "weiter."), (S_NOTES,)),
        _suit_values("suits_german_100", _GERMAN, 100),
        _suit_values("suits_german_80", _GERMAN, 80),
        _suit_values("suits_austrian_100", _AUSTRIAN, 100),
        _suit_values("suits_austrian_80", _AUSTRIAN, 80),
    ),
    "flat_50",
)

LAST_TRICK_BONUS = _option(
    "last_trick_bonus",
    Text("Last trick", "Letzter Stich"),
    Text("Does the last trick score extra?", "Zählt der letzte Stich extra?"),
    Text("Nothing in the base rules; a note says European games often give it 10 or 20.",
         "Nichts in den Grundregeln; eine Anmerkung sagt, europäische Spiele geben ihm oft "
         "10 oder 20."),
    Text("Fosdick and the older English text name no bonus.",
         "Fosdick und der ältere englische Text nennen keinen Bonus."),
    (S_NOTES,),
    (
        Choice("0", Text("Nothing", "Nichts"), Text("No bonus.", "Kein Bonus."), (S_PLAY,)),
        Choice("10", Text("10 points", "10 Punkte"),
               Text("The winner of the last trick scores 10.",
                    "Der Gewinner des letzten Stichs erhält 10."), (S_NOTES,)),
        Choice("20", Text("20 points", "20 Punkte"),
               Text("The winner of the last trick scores 20.",
                    "Der Gewinner des letzten Stichs erhält 20."), (S_NOTES,)),
    ),
    "0",
)

LEFTOVERS = _option(
    "leftovers",
    Text("Cards left in the stock", "Übrige Karten im Talon"),
    Text("What becomes of the cards left when the stock no longer has one for each player?",
         "Was wird aus den Karten, die übrig sind, wenn der Talon nicht mehr für jeden "
         "reicht?"),
    Text("The stock is turned face up so that all see them, and nobody wins them. A note "
         "suggests giving them to the winner of the last trick with their points and "
         "marriages, turned only after the last trick for a surprise.",
         "Der Talon wird umgedreht, damit alle sie sehen, und niemand gewinnt sie. Eine "
         "Anmerkung schlägt vor, sie dem Gewinner des letzten Stichs mit ihren Augen und "
         "Hochzeiten zu geben, zur Überraschung erst nach dem letzten Stich aufgedeckt."),
    Text("Fosdick and the older English text, as far as we could read them, do not say.",
         "Fosdick und der ältere englische Text sagen, soweit wir sie lesen konnten, nichts."),
    (S_PLAY, S_NOTES),
    (
        Choice("dead", Text("Dead, face up", "Tot, offen"),
               Text("Shown to all, won by nobody.", "Allen gezeigt, von niemandem gewonnen."),
               (S_PLAY,)),
        Choice("last_trick", Text("To the last trick", "Zum letzten Stich"),
               Text("Shown to all; the winner of the last trick scores their points and "
                    "every marriage among them.",
                    "Allen gezeigt; der Gewinner des letzten Stichs zählt ihre Augen und "
                    "jede Hochzeit darin."), (S_NOTES,)),
        Choice("surprise", Text("To the last trick, face down",
                                "Zum letzten Stich, verdeckt"),
               Text("As to the last trick, but they stay face down until the last trick is "
                    "over.",
                    "Wie zum letzten Stich, aber sie bleiben verdeckt, bis der letzte Stich "
                    "gespielt ist."), (S_NOTES,)),
    ),
    "dead",
)

GAME_END = _option(
    "game_end",
    Text("End of the game", "Ende der Partie"),
    Text("When is the game over?", "Wann ist die Partie zu Ende?"),
    Text("After Fosdick, after an agreed number of rounds, each player dealing equally "
         "often; or at a target score, or at whichever comes first.",
         "Nach Fosdick nach einer vereinbarten Zahl von Runden, in denen jeder gleich oft "
         "gibt; oder bei einer Zielpunktzahl, oder bei dem, was zuerst eintritt."),
    Text("We check the target only at the end of a deal; the highest total wins, and equal "
         "highest totals share the win.",
         "Das Ziel prüfen wir nur am Ende eines Spiels; die höchste Summe gewinnt, gleiche "
         "höchste Summen teilen sich den Sieg."),
    (S_PARTIE, F),
    (
        Choice("rounds", Text("Rounds", "Runden"),
               Text("The agreed number of rounds (option rounds), each player dealing once "
                    "a round.",
                    "Die vereinbarte Zahl von Runden (Option Runden), jeder gibt einmal je "
                    "Runde."), (S_PARTIE, F)),
        Choice("target", Text("Target score", "Zielpunktzahl"),
               Text("Until someone reaches the target (option target) at the end of a deal.",
                    "Bis jemand am Ende eines Spiels das Ziel erreicht (Option Ziel)."),
               (S_PARTIE,)),
        Choice("either", Text("Whichever comes first", "Was zuerst eintritt"),
               Text("At the end of the rounds or at the target, whichever comes first.",
                    "Am Ende der Runden oder beim Ziel, was zuerst eintritt."), (S_PARTIE,)),
    ),
    "rounds",
)


def _rounds(n: int) -> Choice:
    return Choice(str(n), Text(f"{n} round{'s' if n > 1 else ''}",
                               f"{n} Runde{'n' if n > 1 else ''}"),
                  Text(f"Each player deals {n} time{'s' if n > 1 else ''}.",
                       f"Jeder gibt {n}-mal."), (S_PARTIE,))


ROUNDS = _option(
    "rounds",
    Text("Rounds", "Runden"),
    Text("How many rounds, each player dealing once a round?",
         "Wie viele Runden, in denen jeder einmal gibt?"),
    Text("An agreed number; no number is given.",
         "Eine vereinbarte Zahl; eine Zahl wird nicht genannt."),
    Text("No source names a number; we play one round unless agreed otherwise.",
         "Keine Quelle nennt eine Zahl; wir spielen eine Runde, wenn nichts anderes "
         "vereinbart ist."),
    (S_PARTIE,),
    tuple(_rounds(n) for n in range(1, 6)),
    "1",
)

TARGET = _option(
    "target",
    Text("Target score", "Zielpunktzahl"),
    Text("How many points win, when the game is played to a target?",
         "Wie viele Punkte gewinnen, wenn auf ein Ziel gespielt wird?"),
    Text("An agreed target; no number is given.",
         "Ein vereinbartes Ziel; eine Zahl wird nicht genannt."),
    Text("No source names a number; 500 is our suggestion (a deal gives five players some "
         "50 to 100 points each).",
         "Keine Quelle nennt eine Zahl; 500 ist unser Vorschlag (ein Spiel bringt fünf "
         "Spielern je etwa 50 bis 100 Punkte)."),
    (S_PARTIE,),
    tuple(Choice(str(t), Text(f"{t} points", f"{t} Punkte"),
                 Text(f"The first deal that ends with someone at {t} or more ends the game.",
                      f"Das erste Spiel, nach dem jemand {t} oder mehr hat, beendet die "
                      "Partie."), (S_PARTIE,))
          for t in (300, 500, 1000)),
    "500",
    integer=True,
    minimum=50,
    maximum=99999,
)

#: Every option, in the order the comparison table shows them.
OPTIONS: tuple[RuleOption, ...] = (
    PLAYERS, CARD_SYSTEM, INITIAL_TRUMP, FOLLOW_RULE, DRAW_ORDER, MARRIAGE_WINDOW,
    MARRIAGE_MUST_CHANGE_TRUMP, MARRIAGE_VALUE, LAST_TRICK_BONUS, LEFTOVERS, GAME_END,
    ROUNDS, TARGET,
)

OPTIONS_BY_ID: dict[str, RuleOption] = {o.id: o for o in OPTIONS}
