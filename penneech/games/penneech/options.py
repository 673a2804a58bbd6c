"""The uncertain points of Cotton's Penneech, each as a named rule option.

This module is the single source of truth for the rule interpretations: the engine reads
the values, the site renders the comparison table and the play page's toggles from the
same objects, and the presets (``presets.py``) name a value for every option here.

Cotton's chapter XXII (*The Compleat Gamester*, 1674, pp. 148–149) is cited clause by
clause with the anchors C1–C18 used on the site's edition of the text. Quotations of
Cotton inside the texts follow the ``{q:PAGE|words}`` convention of ``penneech.core.i18n``;
choice labels and explanations, shown as plain text on the play page, contain none.
"""

from __future__ import annotations

from penneech.core.i18n import Citation, Text
from penneech.core.options import Choice, RuleOption
from penneech.games.penneech.sources import MARTIN, MCLEOD, PARLETT, cotton

FOLLOW = RuleOption(
    id="follow",
    point="U4",
    title=Text("Second player's duty", "Pflicht des zweiten Spielers"),
    question=Text(
        "Must the second player to a trick follow suit, and may a trump replace the led suit?",
        "Muss der zweite Spieler die angespielte Farbe bedienen, und darf er stattdessen "
        "trumpfen?",
    ),
    source_says=Text(
        "Nothing. The chapter never states what the second player may or must play.",
        "Nichts. Das Kapitel sagt nirgends, was der zweite Spieler zugeben darf oder muss.",
    ),
    source_quote="",
    clauses=(),
    evidence=Text(
        "Picket, Ruff and Honours, French-Ruff and Lanterloo all require following suit "
        "({q:122|You are bound to follow suit}, French-Ruff); only All-Fours lets a player "
        "who could follow trump instead: {q:113|reneging is allowable if you have Trumps in "
        "your hand to trump it}. McLeod and Martin also cite Maw (Cotton's Five-Cards), "
        "where Cotton says nothing on the point.",
        "Piquet (Picket), Ruff and Honours, French-Ruff und Lanterloo verlangen Farbzwang "
        "({q:122|You are bound to follow suit}, French-Ruff); nur bei All-Fours darf man "
        "trotz passender Farbe trumpfen: {q:113|reneging is allowable if you have Trumps in "
        "your hand to trump it}. McLeod und Martin nennen außerdem Maw (Cottons Five-Cards), "
        "wo Cotton dazu nichts sagt.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 85 (Picket)"),
        Citation("cotton1674", "p. 113 (All-Fours)"),
        Citation("cotton1674", "p. 115 (Ruff and Honours)"),
        Citation("cotton1674", "p. 122 (French-Ruff)"),
        Citation("cotton1674", "pp. 123–124 (Five-Cards)"),
        Citation("cotton1674", "p. 145 (Lanterloo)"),
        Citation(MCLEOD, "Variants and Uncertainties"),
        Citation(MARTIN, "Varianten"),
    ),
    choices=(
        Choice(
            "must_follow",
            Text("Must follow suit", "Farbzwang"),
            Text(
                "Play a card of the led suit if you have one; otherwise any card.",
                "Wer die angespielte Farbe hat, muss bedienen; sonst ist jede Karte erlaubt.",
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
                Citation(PARLETT, "play (as reported by McLeod, Martin and Wikipedia)"),
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
    source_says=Text(
        "Only that a card is turned and sets trumps. The turned cards he explicitly credits "
        "go to trick winners (C7, C10); C11 gives a turned seven of diamonds fourteen "
        "without naming who turned it or when.",
        "Nur, dass eine Karte aufgeschlagen wird und Trumpf bestimmt. Die aufgeschlagenen "
        "Karten, für die er ausdrücklich Punkte nennt, gehören Stichgewinnern (C7, C10); "
        "C11 gibt einer aufgeschlagenen Karo-Sieben vierzehn, ohne zu sagen, wer sie wann "
        "aufschlägt.",
    ),
    source_quote="{q:148|turn up a Card, and that is Trumps}",
    clauses=("C2", "C7", "C10", "C11"),
    evidence=Text(
        "Elsewhere a turned card counts for the dealer: at Gleek {q:90|the turn'd up Card is "
        "the Dealers}; at All-Fours a turned Knave {q:112|is one to the Dealer}; at Running "
        "All-Fours {q:113|the Dealer hath a great advantage, for if he turn up an Ace it is "
        "four, a King three, a Queen two, and a Knave one, and these are the same also in "
        "play}; at Cribbage {q:107|Knave Noddy is one in hand and two to the Dealer}; at "
        "Costly Colours {q:127|Whosoever dealt, if he turn'd up either Deuce or Knave, he "
        "must set up four for it}. In the Penneech chapter itself every score it assigns "
        "for a turned card goes to a trick winner.",
        "Anderswo zählt eine aufgeschlagene Karte für den Geber: beim Gleek {q:90|the turn'd "
        "up Card is the Dealers}; bei All-Fours ein aufgeschlagener Bube {q:112|is one to "
        "the Dealer}; bei Running All-Fours {q:113|the Dealer hath a great advantage, for if "
        "he turn up an Ace it is four, a King three, a Queen two, and a Knave one, and these "
        "are the same also in play}; beim Cribbage {q:107|Knave Noddy is one in hand and two "
        "to the Dealer}; bei Costly Colours {q:127|Whosoever dealt, if he turn'd up either "
        "Deuce or Knave, he must set up four for it}. Im Penneech-Kapitel selbst gehen alle "
        "Punkte, die es einer aufgeschlagenen Karte zuweist, an einen Stichgewinner.",
    ),
    evidence_sources=(
        Citation("cotton1674", "pp. 90–91 (Gleek)"),
        Citation("cotton1674", "pp. 112–113 (All-Fours, Running All-Fours)"),
        Citation("cotton1674", "p. 107 (Cribbage)"),
        Citation("cotton1674", "p. 127 (Costly Colours)"),
        cotton("pp. 148–149", "C7", "C10"),
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
                Citation("cotton1674", "pp. 90–91, 107, 112–113, 127"),
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
    source_says=Text(
        "Nothing: Cotton says who turns each new trump (the trick winner, C5), but never who "
        "leads to any trick. That the turner leads is a convention every reconstruction "
        "adopts.",
        "Nichts: Cotton sagt, wer jeden neuen Trumpf aufschlägt (der Stichgewinner, C5), "
        "aber nie, wer zu einem Stich ausspielt. Dass der Aufschlagende ausspielt, ist eine "
        "Übereinkunft aller Rekonstruktionen.",
    ),
    source_quote="",
    clauses=("C5",),
    evidence=Text(
        "Cotton's usual custom is that the non-dealer opens: at Costly Colours {q:125|the "
        "eldest is to play first as in other Games}, at Picket {q:85|the elder begins}, and "
        "at Cribbage, his other two-handed game to sixty-one, {q:109|he that dealt not plays "
        "first}.",
        "Bei Cotton eröffnet gewöhnlich der Nichtgeber: bei Costly Colours {q:125|the eldest "
        "is to play first as in other Games}, beim Piquet (Picket) {q:85|the elder begins} "
        "und beim Cribbage, seinem anderen Spiel zu zweit bis einundsechzig, {q:109|he that "
        "dealt not plays first}.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 125 (Costly Colours)"),
        Citation("cotton1674", "p. 85 (Picket)"),
        Citation("cotton1674", "p. 109 (Cribbage)"),
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
                Citation(PARLETT, "play (as reported by Wikipedia)"),
                Citation("cotton1674", "pp. 109, 125"),
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
            (Citation(MCLEOD, "Variants and Uncertainties (suggested by the pattern he "
                              "points out)"), cotton("p. 148", "C5")),
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
    source_says=Text(
        "Twice Cotton limits the counting cards to trumps: {q:148|The Ace and Coat-Cards of "
        "Trumps are thus reckoned} and, at the end, {q:149|the value of your Coat-Card "
        "Trumps}.",
        "Cotton beschränkt die Wertkarten zweimal ausdrücklich auf Trümpfe: {q:148|The Ace "
        "and Coat-Cards of Trumps are thus reckoned} und am Ende {q:149|the value of your "
        "Coat-Card Trumps}.",
    ),
    source_quote="",
    clauses=("C3", "C12", "C16"),
    evidence=Text(
        "Parlett's wider reading resembles the Game point of All-Fours, where Aces, court "
        "cards and Tens of every suit are counted, though at other values: {q:112|an Ace is "
        "four, a King is three, a Queen is two, a Knave one, and a Ten is ten}.",
        "Parletts weiter gefasste Lesart ähnelt dem Punkt „Game“ bei All-Fours, für den "
        "Asse, Bilder und Zehnen aller Farben gezählt werden, allerdings mit anderen Werten: "
        "{q:112|an Ace is four, a King is three, a Queen is two, a Knave one, and a Ten is ten}.",
    ),
    evidence_sources=(Citation("cotton1674", "pp. 112–113 (All-Fours)"),),
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
                "Asse und Bilder jeder Farbe zählen 5, 4, 3, 2; die Karo-Sieben zählt "
                "weiterhin nur bei Karo-Trumpf, dann 7.",
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
    source_says=Text(
        "At the end you reckon {q:149|the value of your Coat-Card Trumps, with Penneech "
        "turn'd up or in hand}: “your” trumps may be those a player held or those he won. Of "
        "Penneech alone Cotton says that it is {q:149|but seven in hand}.",
        "Am Ende rechnet man {q:149|the value of your Coat-Card Trumps, with Penneech turn'd "
        "up or in hand}: „your“ können die gehaltenen oder die gewonnenen Trümpfe sein. Nur "
        "von der Penneech sagt Cotton, sie sei {q:149|but seven in hand}.",
    ),
    source_quote="",
    clauses=("C12", "C16"),
    evidence=Text(
        "Gleek and Cribbage set a card's value “in hand” against its value turned up: at "
        "Gleek {q:90|fifteen in hand and eighteen in play} and {q:91|double if turn'd up}, "
        "at Cribbage {q:107|Knave Noddy is one in hand and two to the Dealer}. In both the "
        "value in hand goes to the player who holds the card.",
        "Gleek und Cribbage stellen den Wert einer Karte „in hand“ ihrem Wert als "
        "aufgeschlagene Karte gegenüber: beim Gleek {q:90|fifteen in hand and eighteen in "
        "play} und {q:91|double if turn'd up}, beim Cribbage {q:107|Knave Noddy is one in "
        "hand and two to the Dealer}. In beiden Fällen erhält den Wert „in hand“ der "
        "Spieler, der die Karte hält.",
    ),
    evidence_sources=(
        Citation("cotton1674", "pp. 90–91 (Gleek)"),
        Citation("cotton1674", "p. 107 (Cribbage)"),
    ),
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
    source_says=Text(
        "Read literally, the last paragraph counts the cards won and then goes on to reckon "
        "the trumps {q:149|till you come to sixty one, which is the Game}; it does not say "
        "whether the game can stop before the hand is played out.",
        "Wörtlich gelesen zählt der letzte Absatz die gewonnenen Karten und rechnet dann die "
        "Trümpfe weiter, {q:149|till you come to sixty one, which is the Game}; ob die "
        "Partie vor Ende des Spiels enden kann, sagt er nicht.",
    ),
    source_quote="",
    clauses=("C16", "C17"),
    evidence=Text(
        "Cotton's other two-handed games to sixty-one keep a running score: Costly Colours "
        "gives {q:125|one chalk or hole, of which generally Threescore and one makes the "
        "Game}, and at Cribbage, where {q:106|the number of the Set is sixty one}, the "
        "points are {q:108|set up with Counters or otherwise}. That sixty-one is once round "
        "a cribbage board, pegged as the points fall, is a modern argument, not Cotton's.",
        "Cottons andere Spiele zu zweit bis einundsechzig schreiben laufend an: Costly "
        "Colours gibt {q:125|one chalk or hole, of which generally Threescore and one makes "
        "the Game}, und beim Cribbage, wo {q:106|the number of the Set is sixty one}, werden "
        "die Punkte {q:108|set up with Counters or otherwise}. Dass einundsechzig eine Runde "
        "auf dem Cribbage-Brett ist, auf dem man steckt, sobald Punkte fallen, ist ein "
        "modernes Argument, nicht Cottons.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 125 (Costly Colours)"),
        Citation("cotton1674", "pp. 106–108 (Cribbage)"),
        cotton("p. 149", "C17"),
    ),
    choices=(
        Choice(
            "immediate",
            Text("At once", "Sofort"),
            Text(
                "Every point is pegged when it is made; the first to reach the target wins "
                "at that moment, even in the middle of a hand.",
                "Jeder Punkt wird sofort angeschrieben; wer zuerst das Ziel erreicht, gewinnt "
                "in diesem Augenblick, auch mitten im Spiel.",
            ),
            (Citation(MCLEOD, "Scoring"), Citation(MARTIN, "Partie")),
        ),
        Choice(
            "end_of_hand",
            Text("At the end of the hand", "Am Ende des Spiels"),
            Text(
                "All points of a hand are added when it is over. If both pass the target, "
                "the higher total wins and equal totals play on: this tie rule is the "
                "engine's own, as no source gives one.",
                "Alle Punkte eines Spiels werden an dessen Ende addiert. Überschreiten beide "
                "das Ziel, gewinnt die höhere Summe, bei Gleichstand wird weitergespielt: "
                "Diese Regel stammt von uns, denn keine Quelle nennt eine.",
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
    source_says=Text(
        "Nothing directly; he speaks of seven cards each and fourteen in play, and names a "
        "short pack elsewhere when a game uses one.",
        "Nichts ausdrücklich; er spricht von sieben Karten je Spieler und vierzehn im Spiel "
        "und nennt anderswo ein kurzes Paket, wenn ein Spiel eines verwendet.",
    ),
    source_quote="{q:148|dealt seven Cards apiece}",
    clauses=("C1", "C14"),
    evidence=Text(
        "Cotton names the short pack where a game uses one: his Picket is played with the "
        "Cards {q:80|which are in number thirty and six}, the sixes kept. Parlett, as McLeod "
        "and Martin report, suggested experimenting with 32 cards.",
        "Wo ein Spiel ein kurzes Paket verwendet, nennt Cotton es: Sein Piquet (Picket) wird "
        "mit den Karten gespielt, {q:80|which are in number thirty and six}, die Sechsen "
        "eingeschlossen. Parlett regte nach McLeod und Martin an, 32 Karten auszuprobieren.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 80 (Picket)"),
        Citation(MCLEOD, "Variants and Uncertainties"),
        Citation(MARTIN, "Varianten"),
    ),
    choices=(
        Choice(
            "52",
            Text("52 cards", "52 Karten"),
            Text(
                "The full pack of 52, Ace to Two in each suit.",
                "Das volle Blatt mit 52 Karten, Ass bis Zwei in jeder Farbe.",
            ),
            (Citation(MCLEOD, "Players, Cards and Equipment"), Citation(PARLETT, "cards")),
        ),
        Choice(
            "32",
            Text("32 cards", "32 Karten"),
            Text(
                "Only Ace down to Seven in each suit, as in later Piquet (Cotton's Picket, "
                "p. 80, keeps the sixes: 36 cards); counting cards are then more frequent.",
                "Nur Ass bis Sieben in jeder Farbe, wie beim späteren Piquet (Cottons Picket, "
                "S. 80, behält die Sechsen: 36 Karten); Wertkarten sind dann häufiger.",
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
    source_says=Text(
        "Sixty-one is the game.",
        "Einundsechzig gewinnt die Partie.",
    ),
    source_quote="{q:149|till you come to sixty one, which is the Game}",
    clauses=("C17",),
    evidence=Text(
        "With 32 cards more points fall in each hand; McLeod and Martin suggest a longer "
        "game such as 91 for that pack.",
        "Mit 32 Karten fallen in jedem Spiel mehr Punkte; McLeod und Martin schlagen dafür "
        "ein längeres Ziel wie 91 vor.",
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
    source_says=Text(
        "Nothing. The chapter opens after the deal and never says who deals first.",
        "Nichts. Das Kapitel beginnt nach dem Geben und sagt nicht, wer zuerst gibt.",
    ),
    source_quote="",
    clauses=("C1",),
    evidence=Text(
        "Cotton has no single custom. The least card deals at Gleek and Bone-Ace, and at "
        "Cribbage, his other two-handed game to sixty-one: {q:106|he that hath the least "
        "Card deals}. At All-Fours, Putt and Lanterloo the best Put-card deals "
        "({q:112|the highest Put-card deals}), and at Put the Three ranks highest and the "
        "Four lowest ({q:132|The best Putt-Cards are first the Trey, next the Deuce, then "
        "the Ace}); at French-Ruff {q:121|most or least carries it according to the "
        "agreement of the Gamesters}. Martin reports Parlett's view that the lower cut was "
        "the usual custom until the 20th century.",
        "Cotton kennt keinen einheitlichen Brauch. Die niedrigste Karte gibt bei Gleek und "
        "Bone-Ace und beim Cribbage, seinem anderen Spiel zu zweit bis einundsechzig: "
        "{q:106|he that hath the least Card deals}. Bei All-Fours, Putt und Lanterloo gibt "
        "die beste Karte nach der Rangfolge von Put ({q:112|the highest Put-card deals}), in "
        "der die Drei am höchsten und die Vier am niedrigsten steht ({q:132|The best "
        "Putt-Cards are first the Trey, next the Deuce, then the Ace}); bei French-Ruff "
        "{q:121|most or least carries it according to the agreement of the Gamesters}. Nach "
        "Martin hielt Parlett das Ziehen der niedrigeren Karte bis ins 20. Jahrhundert für "
        "den üblichen Brauch.",
    ),
    evidence_sources=(
        Citation("cotton1674", "p. 90 (Gleek)"),
        Citation("cotton1674", "p. 106 (Cribbage)"),
        Citation("cotton1674", "p. 112 (All-Fours)"),
        Citation("cotton1674", "p. 121 (French-Ruff)"),
        Citation("cotton1674", "p. 129 (Bone-Ace)"),
        Citation("cotton1674", "pp. 131–132 (Putt)"),
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
             Citation("cotton1674", "p. 106 (Cribbage)"),
             Citation("cotton1674", "p. 90 (Gleek)")),
        ),
        Choice(
            "higher_deals",
            Text("Higher card deals", "Höhere Karte gibt"),
            Text(
                "Each player cuts a card; the higher deals first (same ranking: King high, "
                "Ace low); equal cards cut again. A modern alternative: no reconstruction "
                "uses it, and Cotton's only support is French-Ruff, where the players agree "
                "whether the higher or the lower card deals.",
                "Jeder zieht eine Karte; die höhere gibt zuerst (gleiche Rangfolge: König "
                "hoch, Ass niedrig); bei Gleichstand wird neu gezogen. Eine moderne "
                "Alternative: Keine Rekonstruktion verwendet sie, und Cotton stützt sie nur "
                "bei French-Ruff, wo die Spieler vereinbaren, ob die höhere oder die "
                "niedrigere Karte gibt.",
            ),
            (Citation("cotton1674", "p. 121 (French-Ruff)"),),
        ),
    ),
    default="lower_deals",
)

THROW_IN = RuleOption(
    id="throw_in",
    point="U11",
    title=Text("Throwing in a poor hand", "Schwaches Blatt hinwerfen"),
    question=Text(
        "May a player dealt no Ace and no court card throw the hand in for a new deal?",
        "Darf ein Spieler ohne Ass und ohne Bild die Karten hinwerfen und neu geben lassen?",
    ),
    source_says=Text(
        "Yes: {q:149|if you have neither Ace nor Face, you may throw up your Game and deal "
        "again}. He does not say who deals the new hand (read literally, the player who "
        "threw in), when the hand may be thrown in, or whether it must be shown.",
        "Ja: {q:149|if you have neither Ace nor Face, you may throw up your Game and deal "
        "again}. Wer das neue Spiel gibt (wörtlich gelesen: wer hingeworfen hat), wann "
        "hingeworfen werden darf und ob das Blatt gezeigt werden muss, sagt Cotton nicht.",
    ),
    source_quote="",
    clauses=("C18",),
    evidence=Text(
        "McLeod: the same dealer deals again. Martin: a new deal, without naming the dealer. "
        "Parlett: a player holding nothing above the Ten must show the hand to claim a new "
        "deal; who deals it was not on the part of his page we could read. The engine asks "
        "after the deal, before the first card is turned, the non-dealer first.",
        "McLeod: Derselbe Geber gibt neu. Martin: Es wird neu gegeben, ohne dass er den "
        "Geber nennt. Parlett: Wer nichts über der Zehn hat, muss sein Blatt zeigen, um neu "
        "geben zu lassen; wer dann gibt, stand nicht auf dem Teil seiner Seite, der uns "
        "zugänglich war. Die Engine fragt nach dem Geben und vor dem ersten Aufschlagen, "
        "zuerst den Nichtgeber.",
    ),
    evidence_sources=(Citation(MCLEOD, "Deal"), Citation(MARTIN, "Geben"),
                      Citation(PARLETT, "throw-in")),
    choices=(
        Choice(
            "allowed",
            Text("Allowed", "Erlaubt"),
            Text(
                "A player whose seven cards hold no Ace, King, Queen or Knave may throw them "
                "in before the first card is turned; the same dealer deals again.",
                "Wer unter seinen sieben Karten kein Ass, keinen König, keine Dame und keinen "
                "Buben hat, darf sie vor dem ersten Aufschlagen hinwerfen; derselbe Geber "
                "gibt neu.",
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
