"""The uncertain points of Cotton's Penneech, each as a named rule option.

This module is the single source of truth for the rule interpretations: the engine reads
the values, the site renders the comparison table and the play page's toggles from the
same objects, and the presets (``presets.py``) name a value for every option here.

Cotton's chapter XXII (*The Compleat Gamester*, 1674, pp. 148-149) is cited clause by
clause with the anchors C1-C18 used on the site's edition of the text.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.i18n import MARTIN, MCLEOD, PARLETT, Citation, Text, cotton


@dataclass(frozen=True, slots=True)
class Choice:
    """One allowed value of an option, with its label, explanation and sources."""

    value: str
    label: Text
    explanation: Text
    sources: tuple[Citation, ...]


@dataclass(frozen=True, slots=True)
class UncertainPoint:
    """A question Cotton's chapter leaves open (our notes number them U1 … U11).

    ``point`` is the stable id, used as the anchor of its row in the variant comparison.
    ``cotton_quote`` is a short quotation (or ``""`` where Cotton is silent) and
    ``clauses`` the clause anchors of chapter XXII it bears on.
    """

    id: str
    point: str
    title: Text
    question: Text
    cotton_says: Text
    cotton_quote: str
    clauses: tuple[str, ...]

    def citations(self) -> tuple[Citation, ...]:
        """Every source the point's metadata cites."""
        return ()

    def cited_clauses(self) -> set[str]:
        """The clauses of chapter XXII the point bears on, directly or through a citation."""
        return set(self.clauses).union(*(c.clauses for c in self.citations()))


@dataclass(frozen=True, slots=True)
class RuleOption(UncertainPoint):
    """An uncertain point the engine plays either way: the readings it offers.

    ``integer`` options (the target) accept any whole number in ``minimum..maximum``;
    their ``choices`` are the suggested values.
    """

    evidence: Text
    evidence_sources: tuple[Citation, ...]
    choices: tuple[Choice, ...]
    default: str
    integer: bool = False
    minimum: int = 0
    maximum: int = 0

    def citations(self) -> tuple[Citation, ...]:
        """The evidence and the sources of every choice."""
        return self.evidence_sources + tuple(c for ch in self.choices for c in ch.sources)

    @property
    def values(self) -> tuple[str, ...]:
        """The named values, in display order."""
        return tuple(c.value for c in self.choices)

    def choice(self, value: str) -> Choice:
        """The choice for ``value``; for an integer option a suggested value or a generic one."""
        for c in self.choices:
            if c.value == value:
                return c
        if self.integer:
            return Choice(
                value,
                Text(f"{value} points", f"{value} Punkte"),
                Text("A target chosen by the players.", "Ein von den Spielern gewähltes Ziel."),
                (),
            )
        raise KeyError(value)

    def check(self, value: str) -> str:
        """Return ``value`` if allowed, else raise ``ValueError`` naming the option."""
        if self.integer:
            if value.isdigit() and self.minimum <= int(value) <= self.maximum:
                return value
            raise ValueError(
                f"option {self.id!r}: {value!r} is not a whole number from "
                f"{self.minimum} to {self.maximum}"
            )
        if value not in self.values:
            raise ValueError(
                f"option {self.id!r}: unknown value {value!r}; allowed: {', '.join(self.values)}"
            )
        return value


FOLLOW = RuleOption(
    id="follow",
    point="U4",
    title=Text("Second player's duty", "Pflicht des zweiten Spielers"),
    question=Text(
        "Must the second player to a trick follow suit, and may a trump replace the led suit?",
        "Muss der zweite Spieler die angespielte Farbe bedienen, und darf er stattdessen "
        "trumpfen?",
    ),
    cotton_says=Text(
        "Nothing. The chapter never states what the second player may or must play.",
        "Nichts. Das Kapitel sagt nirgends, was der zweite Spieler zugeben darf oder muss.",
    ),
    cotton_quote="",
    clauses=("C5",),
    evidence=Text(
        "Picket, Ruff and Honours, French-Ruff and Lanterloo all require following suit; "
        "only All-Fours lets a player who could follow play a trump instead.",
        "Piquet, Ruff and Honours, French-Ruff und Lanterloo verlangen Farbzwang; nur bei "
        "All-Fours darf man trotz passender Farbe trumpfen.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 85 (Picket)"),
        Citation("cotton1674", "p. 113 (All-Fours)"),
        Citation("cotton1674", "p. 115 (Ruff and Honours)"),
        Citation("cotton1674", "p. 122 (French-Ruff)"),
        Citation("cotton1674", "p. 145 (Lanterloo)"),
    ),
    choices=(
        Choice(
            "must_follow",
            Text("Must follow suit", "Farbzwang"),
            Text(
                "Play a card of the led suit if you have one; otherwise any card.",
                "Wer die angespielte Farbe hat, muss sie zugeben; sonst ist jede Karte "
                "erlaubt.",
            ),
            (Citation(MCLEOD, "Play"), Citation("cotton1674", "p. 115")),
        ),
        Choice(
            "follow_or_trump",
            Text("Follow suit or trump", "Bedienen oder trumpfen"),
            Text(
                "Holding the led suit, play that suit or a trump; void in it, play anything.",
                "Wer die angespielte Farbe hat, bedient oder trumpft; wer sie nicht hat, "
                "spielt beliebig.",
            ),
            (
                Citation(MARTIN, "Abspiel"),
                Citation(PARLETT, "play (as reported by McLeod and Martin)"),
                Citation("cotton1674", "p. 113 (All-Fours)"),
            ),
        ),
        Choice(
            "free",
            Text("Free play", "Freies Zugeben"),
            Text(
                "The second player may play any card at all.",
                "Der zweite Spieler darf jede beliebige Karte spielen.",
            ),
            (Citation(MCLEOD, "Variants and Uncertainties"),),
        ),
    ),
    default="must_follow",
)

FIRST_TURNUP = RuleOption(
    id="first_turnup",
    point="U2",
    title=Text("First turned card", "Erste aufgeschlagene Karte"),
    question=Text(
        "Does the card the dealer turns before the first trick score, if it is a counting card?",
        "Zählt die Karte, die der Geber vor dem ersten Stich aufschlägt, wenn sie eine "
        "Wertkarte ist?",
    ),
    cotton_says=Text(
        "Cotton only says a card is turned and sets trumps; he gives a score to the cards "
        "turned by trick winners, not to this one.",
        "Cotton sagt nur, dass eine Karte aufgeschlagen wird und Trumpf bestimmt; Punkte "
        "nennt er erst für die Karten, die Stichgewinner aufschlagen.",
    ),
    cotton_quote="turn up a Card, and that is Trumps",
    clauses=("C2", "C7", "C10", "C11"),
    evidence=Text(
        "In Gleek the turned card belongs to the dealer, and in All-Fours a turned Knave "
        "scores for the dealer; in Penneech itself every named score for a turned card "
        "goes to a trick winner.",
        "Beim Gleek gehört die aufgeschlagene Karte dem Geber, bei All-Fours zählt ein "
        "aufgeschlagener Bube für den Geber; im Penneech-Kapitel selbst gehen alle "
        "genannten Punkte für aufgeschlagene Karten an einen Stichgewinner.",
    ),
    evidence_sources=(
        Citation("cotton1674", "pp. 90-91 (Gleek)"),
        Citation("cotton1674", "p. 112 (All-Fours)"),
        cotton("pp. 148-149", "C7", "C10"),
    ),
    choices=(
        Choice(
            "no_score",
            Text("Does not score", "Zählt nicht"),
            Text(
                "The first turned card only sets trumps; turned cards score for trick "
                "winners.",
                "Die erste Karte bestimmt nur den Trumpf; Punkte für aufgeschlagene Karten "
                "bekommen nur Stichgewinner.",
            ),
            (Citation(MCLEOD, "Variants and Uncertainties"), cotton("p. 148", "C7")),
        ),
        Choice(
            "dealer_scores",
            Text("Dealer scores it", "Der Geber zählt sie"),
            Text(
                "If the first turned card is an Ace, court card or the seven of diamonds, "
                "the dealer scores it.",
                "Ist die erste Karte ein Ass, ein Bild oder die Karo-Sieben, schreibt der "
                "Geber sie an.",
            ),
            (
                Citation(MARTIN, "Abspiel"),
                Citation(PARLETT, "cards and deal"),
                Citation("cotton1674", "pp. 90-91, 112"),
            ),
        ),
    ),
    default="no_score",
)

FIRST_LEAD = RuleOption(
    id="first_lead",
    point="U3",
    title=Text("First lead", "Erstes Ausspiel"),
    question=Text(
        "Who leads to the first trick?",
        "Wer spielt zum ersten Stich aus?",
    ),
    cotton_says=Text(
        "Nothing. After the first trick the player who turned the trump leads, but the "
        "chapter does not say who opens.",
        "Nichts. Nach dem ersten Stich spielt aus, wer den Trumpf aufgeschlagen hat; wer "
        "beginnt, sagt das Kapitel nicht.",
    ),
    cotton_quote="",
    clauses=("C5",),
    evidence=Text(
        "In Costly Colours the eldest (non-dealer) plays first 'as in other Games', and at "
        "Picket the elder begins.",
        "Bei Costly Colours spielt die Vorhand (Nichtgeber) zuerst, „wie in anderen "
        "Spielen“; beim Piquet beginnt ebenfalls die Vorhand.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 125 (Costly Colours)"),
        Citation("cotton1674", "p. 85 (Picket)"),
    ),
    choices=(
        Choice(
            "non_dealer",
            Text("Non-dealer leads", "Nichtgeber spielt aus"),
            Text(
                "The player who did not deal leads to the first trick.",
                "Der Spieler, der nicht gegeben hat, eröffnet den ersten Stich.",
            ),
            (
                Citation(MCLEOD, "Play"),
                Citation(MARTIN, "Abspiel"),
                Citation("cotton1674", "p. 125"),
            ),
        ),
        Choice(
            "dealer",
            Text("Dealer leads", "Geber spielt aus"),
            Text(
                "The dealer, who turned the first trump, also leads to the first trick, as "
                "the turner leads to every later trick.",
                "Der Geber, der den ersten Trumpf aufgeschlagen hat, spielt auch aus, so wie "
                "bei jedem späteren Stich der Aufschlagende beginnt.",
            ),
            (Citation(MCLEOD, "Variants and Uncertainties"), cotton("p. 148", "C5")),
        ),
    ),
    default="non_dealer",
)

COUNTERS = RuleOption(
    id="counters",
    point="U5",
    title=Text("Counting cards in tricks", "Wertkarten im Stich"),
    question=Text(
        "Which cards score when they are won in a trick?",
        "Welche Karten zählen, wenn sie im Stich gewonnen werden?",
    ),
    cotton_says=Text(
        "Twice Cotton limits the counting cards to trumps: the Ace and Coat-Cards 'of "
        "Trumps' and, at the end, 'your Coat-Card Trumps'.",
        "Cotton beschränkt die Wertkarten zweimal ausdrücklich auf Trümpfe: Ass und Bilder "
        "„of Trumps“ und am Ende „your Coat-Card Trumps“.",
    ),
    cotton_quote="The Ace and Coat-Cards of Trumps are thus reckoned",
    clauses=("C3", "C12", "C16"),
    evidence=Text(
        "Parlett's wider reading matches the Game point of All-Fours, where Aces and court "
        "cards of every suit are counted.",
        "Parletts weitere Lesart entspricht dem Punkt „Game“ bei All-Fours, für den Asse "
        "und Bilder aller Farben gezählt werden.",
    ),
    evidence_sources=(Citation("cotton1674", "pp. 112-113 (All-Fours)"),),
    choices=(
        Choice(
            "trumps_only",
            Text("Trumps only", "Nur Trümpfe"),
            Text(
                "Only the Ace, King, Queen and Knave of the current trump suit (5, 4, 3, 2) "
                "and the seven of diamonds when diamonds are trumps (7) count.",
                "Nur Ass, König, Dame und Bube der aktuellen Trumpffarbe (5, 4, 3, 2) und die "
                "Karo-Sieben bei Karo-Trumpf (7) zählen.",
            ),
            (Citation(MCLEOD, "Players, Cards and Equipment"), cotton("p. 148", "C3")),
        ),
        Choice(
            "all_honours",
            Text("Every Ace and court card", "Alle Asse und Bilder"),
            Text(
                "Aces and court cards of every suit count 5, 4, 3, 2; the seven of diamonds "
                "still counts 7 only when diamonds are trumps.",
                "Asse und Bilder jeder Farbe zählen 5, 4, 3, 2; die Karo-Sieben zählt weiter "
                "nur bei Karo-Trumpf 7.",
            ),
            (Citation(PARLETT, "card values"),),
        ),
    ),
    default="trumps_only",
)

HONOURS_TO = RuleOption(
    id="honours_to",
    point="U6",
    title=Text("Who scores a played counter", "Wer eine gespielte Wertkarte zählt"),
    question=Text(
        "When a counting card is played to a trick, does it score for the player who wins "
        "the trick or for the player who held it?",
        "Zählt eine in den Stich gespielte Wertkarte für den Stichgewinner oder für den "
        "Spieler, der sie auf der Hand hatte?",
    ),
    cotton_says=Text(
        "The seven of diamonds is 'but seven in hand', and at the end you reckon 'your' "
        "Coat-Card Trumps 'turn'd up or in hand': in Gleek, Cotton uses 'in hand' for a "
        "card's value to the player who holds it.",
        "Die Karo-Sieben ist „but seven in hand“, und am Ende rechnet man „your Coat-Card "
        "Trumps … turn'd up or in hand“; beim Gleek meint Cotton mit „in hand“ den Wert für "
        "den, der die Karte hält.",
    ),
    cotton_quote="but it is but seven in hand",
    clauses=("C12", "C16"),
    evidence=Text(
        "Gleek distinguishes a card's value 'in hand' from its value 'in play' when it wins "
        "a trick.",
        "Beim Gleek unterscheidet Cotton den Wert einer Karte „in hand“ von ihrem Wert „in "
        "play“, wenn sie einen Stich gewinnt.",
    ),
    evidence_sources=(Citation("cotton1674", "p. 90 (Gleek)"),),
    choices=(
        Choice(
            "winner",
            Text("The trick winner", "Der Stichgewinner"),
            Text(
                "Every counting card in a trick scores for the player who wins the trick.",
                "Jede Wertkarte im Stich zählt für den, der den Stich gewinnt.",
            ),
            (Citation(MCLEOD, "Play"), Citation(MARTIN, "Abspiel")),
        ),
        Choice(
            "holder",
            Text("The player who held it", "Wer sie auf der Hand hatte"),
            Text(
                "A counting card scores for the player who played it, even if the trick is "
                "lost to a higher trump.",
                "Eine Wertkarte zählt für den, der sie gespielt hat, auch wenn ein höherer "
                "Trumpf den Stich gewinnt.",
            ),
            (Citation(MCLEOD, "Variants and Uncertainties"), cotton("p. 149", "C12", "C16")),
        ),
    ),
    default="winner",
)

SCORING = RuleOption(
    id="scoring",
    point="U7",
    title=Text("When points count", "Wann Punkte zählen"),
    question=Text(
        "Are points pegged the moment they are made, so that the game can end in the middle "
        "of a hand, or all together when the hand is over?",
        "Werden Punkte sofort angeschrieben, sodass die Partie mitten im Spiel enden kann, "
        "oder alle zusammen am Ende des Spiels?",
    ),
    cotton_says=Text(
        "Read literally, the last paragraph counts the cards won and then goes on to reckon "
        "the trumps, until someone comes to sixty-one; it does not say whether the game can "
        "stop before the hand is played out.",
        "Wörtlich gelesen zählt der letzte Absatz die gewonnenen Karten und rechnet dann die "
        "Trümpfe weiter bis einundsechzig; ob die Partie vor Ende des Spiels enden kann, "
        "sagt er nicht.",
    ),
    cotton_quote="till you come to sixty one, which is the Game",
    clauses=("C16", "C17"),
    evidence=Text(
        "Sixty-one is once round a cribbage board, where points are pegged as they fall.",
        "Einundsechzig ist eine Runde auf dem Cribbage-Brett, auf dem man Punkte steckt, "
        "sobald sie fallen.",
    ),
    evidence_sources=(cotton("p. 149", "C17"),),
    choices=(
        Choice(
            "immediate",
            Text("At once", "Sofort"),
            Text(
                "Every point is pegged when it is made; the first to reach the target wins "
                "at that moment, even in the middle of a hand.",
                "Jeder Punkt wird sofort gesteckt; wer zuerst das Ziel erreicht, gewinnt in "
                "diesem Augenblick, auch mitten im Spiel.",
            ),
            (Citation(MCLEOD, "Scoring"), Citation(MARTIN, "Partie")),
        ),
        Choice(
            "end_of_hand",
            Text("At the end of the hand", "Am Ende des Spiels"),
            Text(
                "All points of a hand are added when it is over; if both pass the target, "
                "the higher total wins, and equal totals play on.",
                "Alle Punkte eines Spiels werden an dessen Ende addiert; überschreiten beide "
                "das Ziel, gewinnt die höhere Summe, bei Gleichstand wird weitergespielt.",
            ),
            (cotton("p. 149", "C16"),),
        ),
    ),
    default="immediate",
)

PACK = RuleOption(
    id="pack",
    point="U10",
    title=Text("Pack", "Kartenpaket"),
    question=Text(
        "How many cards are in the pack?",
        "Mit wie vielen Karten wird gespielt?",
    ),
    cotton_says=Text(
        "Nothing directly; he speaks of seven cards each and fourteen in play, and names a "
        "short pack elsewhere when a game uses one.",
        "Nichts ausdrücklich; er spricht von sieben Karten je Spieler und vierzehn im Spiel "
        "und nennt anderswo ein kurzes Paket, wenn ein Spiel eines verwendet.",
    ),
    cotton_quote="Having dealt seven Cards apiece",
    clauses=("C1", "C14"),
    evidence=Text(
        "Cotton names the short pack for Picket; Parlett still thought 32 cards might be "
        "worth a try.",
        "Für Piquet nennt Cotton das kurze Paket; Parlett hielt 32 Karten trotzdem für einen "
        "Versuch wert.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 80 (Picket)"),
        Citation(MCLEOD, "Variants and Uncertainties"),
    ),
    choices=(
        Choice(
            "52",
            Text("52 cards", "52 Karten"),
            Text(
                "The full English pack, Ace to Two in each suit.",
                "Das volle französische Blatt, Ass bis Zwei in jeder Farbe.",
            ),
            (Citation(MCLEOD, "Players, Cards and Equipment"), Citation(PARLETT, "cards")),
        ),
        Choice(
            "32",
            Text("32 cards", "32 Karten"),
            Text(
                "Only Ace down to Seven in each suit, as in Piquet; counting cards are then "
                "more frequent.",
                "Nur Ass bis Sieben in jeder Farbe, wie beim Piquet; Wertkarten sind dann "
                "häufiger.",
            ),
            (Citation(PARLETT, "note on the pack (as reported by McLeod and Martin)"),),
        ),
    ),
    default="52",
)

TARGET = RuleOption(
    id="target",
    point="U10",
    title=Text("Target", "Spielziel"),
    question=Text(
        "How many points win the game?",
        "Wie viele Punkte gewinnen die Partie?",
    ),
    cotton_says=Text(
        "Sixty-one is the game.",
        "Einundsechzig gewinnt die Partie.",
    ),
    cotton_quote="till you come to sixty one, which is the Game",
    clauses=("C17",),
    evidence=Text(
        "With 32 cards more points are made per hand, so a longer game such as 91 (one and a "
        "half times round the board) has been suggested.",
        "Mit 32 Karten fallen mehr Punkte pro Spiel; daher wurde ein längeres Ziel wie 91 "
        "(anderthalb Runden auf dem Brett) vorgeschlagen.",
    ),
    evidence_sources=(
        Citation(MCLEOD, "Variants and Uncertainties"),
        Citation(MARTIN, "Varianten"),
    ),
    choices=(
        Choice(
            "61",
            Text("61 points", "61 Punkte"),
            Text("Cotton's game of sixty-one.", "Cottons Partie bis einundsechzig."),
            (cotton("p. 149", "C17"),),
        ),
        Choice(
            "91",
            Text("91 points", "91 Punkte"),
            Text(
                "A longer game suggested for the 32-card pack.",
                "Ein längeres Ziel, vorgeschlagen für das 32-Karten-Paket.",
            ),
            (Citation(MCLEOD, "Variants and Uncertainties"), Citation(MARTIN, "Varianten")),
        ),
    ),
    default="61",
    integer=True,
    minimum=1,
    maximum=999,
)

FIRST_DEALER = RuleOption(
    id="first_dealer",
    point="U1",
    title=Text("First dealer", "Erster Geber"),
    question=Text(
        "When the players cut for the first deal, does the lower or the higher card deal?",
        "Wenn die Spieler um das erste Geben ziehen: Gibt die niedrigere oder die höhere "
        "Karte?",
    ),
    cotton_says=Text(
        "Nothing. The chapter opens after the deal and never says who deals first.",
        "Nichts. Das Kapitel beginnt nach dem Geben und sagt nicht, wer zuerst gibt.",
    ),
    cotton_quote="",
    clauses=("C1",),
    evidence=Text(
        "Cotton has no single custom: at Gleek and Bone-Ace the lowest card deals, at "
        "All-Fours, Putt and Lanterloo the best card deals, and at French-Ruff the players "
        "agree which. Martin reports Parlett's view that the lower cut was the usual custom "
        "until the 20th century.",
        "Cotton kennt keinen einheitlichen Brauch: Bei Gleek und Bone-Ace gibt die "
        "niedrigste Karte, bei All-Fours, Putt und Lanterloo die beste, bei French-Ruff "
        "wird es vereinbart. Nach Martin hielt Parlett das Ziehen der niedrigeren Karte bis "
        "ins 20. Jahrhundert für den üblichen Brauch.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 90 (Gleek)"),
        Citation("cotton1674", "p. 112 (All-Fours)"),
        Citation("cotton1674", "p. 121 (French-Ruff)"),
        Citation("cotton1674", "p. 129 (Bone-Ace)"),
        Citation("cotton1674", "p. 131 (Putt)"),
        Citation("cotton1674", "p. 144 (Lanterloo)"),
        Citation(PARLETT, "cards and deal"),
        Citation(MARTIN, "Geben"),
    ),
    choices=(
        Choice(
            "lower_deals",
            Text("Lower card deals", "Niedrigere Karte gibt"),
            Text(
                "Each player cuts a card; the lower deals first, King high and Ace low; "
                "equal cards cut again.",
                "Jeder zieht eine Karte; die niedrigere gibt zuerst, der König ist hoch, das "
                "Ass niedrig; bei Gleichstand wird neu gezogen.",
            ),
            (Citation(PARLETT, "cards and deal"), Citation(MARTIN, "Geben"),
             Citation("cotton1674", "p. 90 (Gleek)")),
        ),
        Choice(
            "higher_deals",
            Text("Higher card deals", "Höhere Karte gibt"),
            Text(
                "Each player cuts a card; the higher deals first (same ranking: King high, "
                "Ace low); equal cards cut again.",
                "Jeder zieht eine Karte; die höhere gibt zuerst (gleiche Rangfolge: König "
                "hoch, Ass niedrig); bei Gleichstand wird neu gezogen.",
            ),
            (Citation("cotton1674", "p. 112 (All-Fours)"),),
        ),
    ),
    default="lower_deals",
)

THROW_IN = RuleOption(
    id="throw_in",
    point="U11",
    title=Text("Throwing in a poor hand", "Einwerfen einer schwachen Hand"),
    question=Text(
        "May a player dealt no Ace and no court card throw the hand in for a new deal?",
        "Darf ein Spieler ohne Ass und ohne Bild die Karten hinwerfen und neu geben lassen?",
    ),
    cotton_says=Text(
        "Yes: with neither Ace nor Face you may throw up your game and deal again. Who deals "
        "the new hand is not said.",
        "Ja: wer weder Ass noch Bild hat, darf sein Spiel hinwerfen, und es wird neu "
        "gegeben. Wer neu gibt, steht nicht da.",
    ),
    cotton_quote="if you have neither Ace nor Face, you may throw up your Game and deal again",
    clauses=("C18",),
    evidence=Text(
        "All three reconstructions keep the rule; the same dealer deals again.",
        "Alle drei Rekonstruktionen behalten die Regel; derselbe Geber gibt neu.",
    ),
    evidence_sources=(Citation(MCLEOD, "Deal"), Citation(PARLETT, "throw-in")),
    choices=(
        Choice(
            "allowed",
            Text("Allowed", "Erlaubt"),
            Text(
                "A player whose seven cards hold no Ace, King, Queen or Knave may throw in; "
                "the same dealer deals again.",
                "Wer unter seinen sieben Karten kein Ass, keinen König, keine Dame und keinen "
                "Buben hat, darf einwerfen; derselbe Geber gibt neu.",
            ),
            (cotton("p. 149", "C18"), Citation(MCLEOD, "Deal")),
        ),
        Choice(
            "not_allowed",
            Text("Not allowed", "Nicht erlaubt"),
            Text(
                "Every hand is played as dealt.",
                "Jedes Spiel wird so gespielt, wie es gegeben wurde.",
            ),
            (),
        ),
    ),
    default="allowed",
)

#: Every rule option, in the order the comparison table shows them.
OPTIONS: tuple[RuleOption, ...] = (
    FOLLOW,
    FIRST_TURNUP,
    FIRST_LEAD,
    COUNTERS,
    HONOURS_TO,
    SCORING,
    PACK,
    TARGET,
    FIRST_DEALER,
    THROW_IN,
)

OPTIONS_BY_ID: dict[str, RuleOption] = {o.id: o for o in OPTIONS}
