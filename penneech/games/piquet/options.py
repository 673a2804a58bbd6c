"""Piquet's disputed points, each as a named rule option with its readings and sources.

The engine reads the values, the site renders the presets comparison from these objects,
and each preset (``presets.py``) names a value for every option. An option's anchor
(``point``) is its id with ``_`` written ``-``. Quotations of Cotton's chapter VI
"Picket" (*The Compleat Gamester*, 1674, pp. 80–89) follow the ``{q:PAGE|words}``
convention of ``penneech.core.i18n``; choice labels and explanations carry no such markup.

Where a source reads startlingly (Meyers' point of n × n and his last trick of 3), the
``meyers1888`` preset plays it as written, the explanation says so, and the other readings
are values of the same option. Meyers is known to us only through the German Wikipedia's
summary (``meyers1888piquet``), and the Portland laws are those of the eighth edition of
Cavendish's book, drawn up from 1881 (``cavendish_piquet_8``).
"""

from __future__ import annotations

from penneech.core.i18n import Citation, Text
from penneech.core.options import Choice, RuleOption

COTTON = "cotton1674"
MEYERS = "meyers1888piquet"
MEYERS05 = "meyers1905pikett"
PIERER = "pierer_piket"
CAVENDISH = "cavendish_piquet_8"
PARLETT = "parlett_piquet"
WIKI_DE = "wikipedia_de_piquet"
WIKI_EN = "wikipedia_en_piquet"
COTGRAVE = "cotgrave1662wits"


def cotton(page: str) -> Citation:
    """Cotton 1674, chapter VI "Picket", at a printed page."""
    return Citation(COTTON, page)


def law(number: str) -> Citation:
    """The Laws of Piquet of the Portland and Turf Clubs, by law number, as Cavendish prints
    them in his eighth edition: the code drawn up from 1881 (rubicon partie), not the first
    edition's of 1873."""
    return Citation(CAVENDISH, f"law {number}")


def described(section: str) -> Citation:
    """Cavendish's description of the game (eighth edition), by its section heading."""
    return Citation(CAVENDISH, f"Description: {section}")


#: The laws of the older game to a hundred, which Cavendish prints after the Portland laws.
AU_CENT = Citation(CAVENDISH, "Laws of Piquet au cent")


#: Meyers' article, known through the German Wikipedia (its headword is not verified).
MEYERS_RULES = Citation(MEYERS)
WIKI_EXTRA = Citation(WIKI_DE, "Ergänzungen")
PARLETT_RULES = Citation(PARLETT, "rules")


def _option(id: str, title: Text, question: Text, source_says: Text, evidence: Text,
            evidence_sources: tuple[Citation, ...], choices: tuple[Choice, ...],
            default: str) -> RuleOption:
    return RuleOption(
        id=id, point=id.replace("_", "-"), title=title, question=question,
        source_says=source_says, source_quote="", clauses=(), evidence=evidence,
        evidence_sources=evidence_sources, choices=choices, default=default,
    )


SILENT = Text("Nothing.", "Nichts.")

DECK = _option(
    "deck",
    Text("The pack", "Das Blatt"),
    Text("How many cards are in play: Seven to Ace, or Six to Ace?",
         "Mit wie vielen Karten wird gespielt: Sieben bis Ass oder Sechs bis Ass?"),
    Text("Thirty-six cards, the Sixes kept: {q:80|you must throw out of the Pack the Deuces, "
         "Treys, Fours and Fives, and play with the rest of the Cards, which are in number "
         "thirty and six}.",
         "Sechsunddreißig Karten, die Sechsen bleiben: {q:80|you must throw out of the Pack "
         "the Deuces, Treys, Fours and Fives, and play with the rest of the Cards, which are "
         "in number thirty and six}."),
    Text("Meyers and the Portland Club laws play with 32 cards; Cotton with 36.",
         "Meyers und die Regeln des Portland Club spielen mit 32 Karten, Cotton mit 36."),
    (cotton("p. 80"), MEYERS_RULES, described("Introductory")),
    (
        Choice("32", Text("32 cards (Seven to Ace)", "32 Karten (Sieben bis Ass)"),
               Text("Twelve cards to each player and a talon of eight.",
                    "Jeder Spieler erhält zwölf Karten; acht bilden den Talon."),
               (MEYERS_RULES, described("Introductory"))),
        Choice("36", Text("36 cards (Six to Ace)", "36 Karten (Sechs bis Ass)"),
               Text("Twelve cards to each player and a talon of twelve; a sequence of nine "
                    "cards becomes possible.",
                    "Jeder Spieler erhält zwölf Karten; zwölf bilden den Talon, und eine "
                    "Folge von neun Karten wird möglich."),
               (cotton("p. 80"),)),
    ),
    "32",
)

FIRST_DEALER = _option(
    "first_dealer",
    Text("Who deals first", "Wer zuerst gibt"),
    Text("How is the first dealer (the younger hand) chosen?",
         "Wie wird der erste Geber (die Hinterhand) bestimmt?"),
    Text("The lower card deals, and dealing is the worse place: {q:80|the last Card deals "
         "and the worst is the Dealers}, where “last” is a corruption of “least”. Cotgrave "
         "(1662), whom Cotton abridges, has at this point “The disadvantage in this play is "
         "the Dealer's, and the least Card deals”, and Cotton himself writes {q:90|the least "
         "Card deals} for Gleek. How the cards are drawn he does not say.",
         "Die niedrigere Karte gibt, und Geben ist der schlechtere Platz: {q:80|the last Card "
         "deals and the worst is the Dealers}, wobei „last“ aus „least“ verderbt ist. "
         "Cotgrave (1662), den Cotton kürzt, hat an dieser Stelle „The disadvantage in this "
         "play is the Dealer's, and the least Card deals“, und Cotton selbst schreibt für "
         "Gleek {q:90|the least Card deals}. Wie die Karten gezogen werden, sagt er nicht."),
    Text("Meyers: the elder hand is chosen by lot. The Portland Club: both cut, and the "
         "higher card chooses whether to deal. In the laws of Piquet au cent the lower card "
         "deals.",
         "Meyers: Die Vorhand wird vor der Partie ausgelost. Portland Club: Beide heben ab, "
         "die höhere Karte wählt, ob sie gibt. Nach den Regeln des Piquet au cent gibt die "
         "niedrigere Karte."),
    (cotton("p. 80"), Citation(COTGRAVE, "p. 358"), MEYERS_RULES, law("4"), AU_CENT),
    (
        Choice("lot", Text("By lot", "Durch das Los"),
               Text("Chance names the first dealer, each player equally likely.",
                    "Der Zufall bestimmt den ersten Geber, beide gleich wahrscheinlich."),
               (MEYERS_RULES,)),
        Choice("cut_high_chooses", Text("Cut; the higher card chooses",
                                        "Abheben; die höhere Karte wählt"),
               Text("The player who cuts the higher card decides whether to deal or to be "
                    "the elder hand.",
                    "Wer die höhere Karte abhebt, entscheidet, ob er gibt oder Vorhand ist."),
               (law("4"),)),
        Choice("cut_low_deals", Text("Cut; the lower card deals",
                                     "Abheben; die niedrigere Karte gibt"),
               Text("The player who cuts the lower card deals first.",
                    "Wer die niedrigere Karte abhebt, gibt zuerst."),
               (cotton("p. 80"), Citation(COTGRAVE, "p. 358"), AU_CENT)),
    ),
    "cut_high_chooses",
)

ELDER_EXCHANGE = _option(
    "elder_exchange",
    Text("Elder's exchange", "Kauf der Vorhand"),
    Text("How many cards may the elder hand discard and take from the talon?",
         "Wie viele Karten darf die Vorhand ablegen und aus dem Talon kaufen?"),
    Text("Up to eight of the twelve, and at least one: {q:81|he may take in eight of the twelve "
         "in the Stock}; {q:81–82|let the Game be never so good the Gamesters are both obliged "
         "to discard one Card at least}.",
         "Bis zu acht der zwölf, mindestens eine: {q:81|he may take in eight of the twelve in "
         "the Stock}; {q:81–82|let the Game be never so good the Gamesters are both obliged "
         "to discard one Card at least}."),
    Text("Meyers: the elder hand must take at least three and may take five. The Portland "
         "Club: one to five. Cotgrave, whom Cotton follows, also lets the elder take eight "
         "of the twelve.",
         "Meyers: Die Vorhand muss mindestens drei und darf fünf Karten kaufen. Portland "
         "Club: eine bis fünf. Auch Cotgrave, dem Cotton folgt, lässt die Vorhand acht der "
         "zwölf nehmen."),
    (cotton("pp. 81–82"), Citation(COTGRAVE, "p. 358"), MEYERS_RULES, law("21"),
     Citation(MEYERS05, "Pikett")),
    (
        Choice("1-5", Text("1 to 5", "1 bis 5"),
               Text("At least one card, at most five (of a talon of eight).",
                    "Mindestens eine, höchstens fünf Karten (von acht im Talon)."),
               (law("21"),)),
        Choice("3-5", Text("3 to 5", "3 bis 5"),
               Text("At least three cards, at most five.",
                    "Mindestens drei, höchstens fünf Karten."), (MEYERS_RULES,)),
        Choice("1-7", Text("1 to 7", "1 bis 7"),
               Text("At least one card, at most seven of a talon of twelve. No source we "
                    "have gives this limit; it is kept to compare with Cotton's eight.",
                    "Mindestens eine, höchstens sieben von zwölf Karten im Talon. Keine "
                    "unserer Quellen nennt diese Grenze; sie bleibt zum Vergleich mit Cottons "
                    "acht."), ()),
        Choice("1-8", Text("1 to 8", "1 bis 8"),
               Text("At least one card, at most eight of a talon of twelve.",
                    "Mindestens eine, höchstens acht von zwölf Karten im Talon."),
               (cotton("p. 81"), Citation(COTGRAVE, "p. 358"))),
    ),
    "1-5",
)

YOUNGER_EXCHANGE = _option(
    "younger_exchange",
    Text("Younger's exchange", "Kauf der Hinterhand"),
    Text("How many cards may the younger hand discard and take from what the elder left?",
         "Wie viele Karten darf die Hinterhand ablegen und vom Rest des Talons kaufen?"),
    Text("What she likes of what is left, at least one: {q:81|after this the Antagonist may "
         "take in what he thinks fit, acquitting his hand of the like number}.",
         "Was sie will vom Rest, mindestens eine Karte: {q:81|after this the Antagonist may "
         "take in what he thinks fit, acquitting his hand of the like number}."),
    Text("Meyers: at least three. The Portland Club: at least one, at most what the elder "
         "left. In the laws of Piquet au cent, which Cavendish prints right after the "
         "Portland laws, she need not exchange at all.",
         "Meyers: mindestens drei. Portland Club: mindestens eine, höchstens was die Vorhand "
         "übrig ließ. Nach den Regeln des Piquet au cent, die Cavendish gleich nach denen des "
         "Portland Club abdruckt, muss sie gar nicht kaufen."),
    (cotton("p. 81"), MEYERS_RULES, law("22"), law("34"), AU_CENT),
    (
        Choice("1-rest", Text("1 to the rest", "1 bis zum Rest"),
               Text("At least one card, at most all the cards the elder left.",
                    "Mindestens eine Karte, höchstens alle, die die Vorhand übrig ließ."),
               (law("22"), cotton("p. 81"))),
        Choice("3-rest", Text("3 to the rest", "3 bis zum Rest"),
               Text("At least three cards, at most all the cards the elder left.",
                    "Mindestens drei Karten, höchstens alle, die die Vorhand übrig ließ."),
               (MEYERS_RULES,)),
        Choice("0-rest", Text("None to the rest", "Keine bis zum Rest"),
               Text("The younger hand may also keep her hand as dealt.",
                    "Die Hinterhand darf auch ihr gegebenes Blatt behalten."),
               (AU_CENT,)),
    ),
    "1-rest",
)

LEFTOVER_VISIBILITY = _option(
    "leftover_visibility",
    Text("Cards left in the talon", "Liegengebliebene Talonkarten"),
    Text("Who may look at the talon cards that nobody took?",
         "Wer darf die Talonkarten ansehen, die niemand gekauft hat?"),
    SILENT,
    Text("The Portland Club: an elder who takes fewer than five may look at the rest of his "
         "five; if the younger leaves cards, she decides before the first trick whether to "
         "turn them up, and if she does, the elder sees them after his first lead. Meyers is "
         "silent; Pierer lets each player look at the cards he left.",
         "Portland Club: Kauft die Vorhand weniger als fünf, darf sie den Rest ihrer fünf "
         "ansehen; lässt die Hinterhand Karten liegen, entscheidet sie vor dem ersten Stich, "
         "ob sie sie aufdeckt, und dann sieht die Vorhand sie nach ihrem ersten Ausspiel. "
         "Meyers schweigt; nach Pierer darf jeder die Karten ansehen, die er liegen ließ."),
    (law("33"), law("36"), Citation(PIERER, "Piket")),
    (
        Choice("none", Text("Nobody", "Niemand"),
               Text("Cards left in the talon stay face down.",
                    "Liegengebliebene Karten bleiben verdeckt."), ()),
        Choice("own", Text("Each his own, privately", "Jeder die eigenen, verdeckt"),
               Text("The elder sees the cards of his share he did not take; the younger sees "
                    "the cards she left at the end of the talon.",
                    "Die Vorhand sieht die Karten ihres Anteils, die sie nicht kaufte; die "
                    "Hinterhand die Karten, die sie am Ende liegen ließ."),
               (Citation(PIERER, "Piket"),)),
        Choice("portland", Text("Portland Club laws", "Regeln des Portland Club"),
               Text("The elder sees the rest of his share; the younger's leftovers are seen "
                    "by both (the elder after his first lead) if she chooses to look, "
                    "otherwise by nobody.",
                    "Die Vorhand sieht den Rest ihres Anteils; die Reste der Hinterhand sehen "
                    "beide (die Vorhand nach dem ersten Ausspiel), wenn die Hinterhand "
                    "nachsehen will, sonst niemand."),
               (law("33"), law("36"))),
    ),
    "portland",
)

BLANCHE_JUDGED_ON = _option(
    "blanche_judged_on",
    Text("Carte blanche: which hand", "Carte blanche: welches Blatt"),
    Text("Is a hand without court cards judged as dealt or after the exchange?",
         "Zählt ein Blatt ohne Bilder so, wie es gegeben wurde, oder nach dem Kauf?"),
    Text("As dealt, shown before the exchange: {q:81|finding never a Court-Card among them, "
         "says I have a blanck}; {q:81|this done, the Eldest shows his Cards and reckons ten "
         "for the blanck}.",
         "Wie gegeben, gezeigt vor dem Kauf: {q:81|finding never a Court-Card among them, says "
         "I have a blanck}; {q:81|this done, the Eldest shows his Cards and reckons ten for "
         "the blanck}."),
    Text("The Portland Club also judges the hand as dealt; Meyers counts it when the exchange "
         "is over.",
         "Auch der Portland Club urteilt nach dem gegebenen Blatt; Meyers zählt sie nach "
         "beendetem Kauf."),
    (cotton("p. 81"), law("18"), law("19"), MEYERS_RULES),
    (
        Choice("dealt", Text("As dealt", "Wie gegeben"),
               Text("The holder announces it at once and shows the whole hand after the "
                    "opponent has discarded; an elder holding it first names how many cards "
                    "he will exchange.",
                    "Wer sie hat, sagt es sofort an und zeigt das ganze Blatt, nachdem der "
                    "Gegner abgelegt hat; eine Vorhand mit Carte blanche nennt vorher die "
                    "Zahl der Karten, die sie tauscht."),
               (law("19"), cotton("p. 81"))),
        Choice("after_exchange", Text("After the exchange", "Nach dem Kauf"),
               Text("A hand with no court card after the exchange scores 10 before the point.",
                    "Ein Blatt ohne Bild nach dem Kauf zählt 10 vor dem Rummel."),
               (MEYERS_RULES,)),
    ),
    "dealt",
)

BLANCHE_COURTS = _option(
    "blanche_courts",
    Text("Carte blanche: court cards", "Carte blanche: Bilder"),
    Text("Which cards spoil a carte blanche?", "Welche Karten verderben eine Carte blanche?"),
    Text("Only the court cards: {q:81|finding never a Court-Card among them}.",
         "Nur die Bilder: {q:81|finding never a Court-Card among them}."),
    Text("King, Queen and Knave in Cotton and the Portland Club; Meyers says the Ten is "
         "usually counted with them.",
         "König, Dame und Bube bei Cotton und im Portland Club; Meyers sagt, die Zehn werde "
         "meist dazugezählt."),
    (cotton("p. 81"), law("18"), MEYERS_RULES, WIKI_EXTRA),
    (
        Choice("kqj", Text("King, Queen, Knave", "König, Dame, Bube"),
               Text("A hand with no King, Queen or Knave is a carte blanche; Aces and Tens "
                    "are allowed.",
                    "Ein Blatt ohne König, Dame und Bube ist eine Carte blanche; Asse und "
                    "Zehnen sind erlaubt."), (law("18"), cotton("p. 81"))),
        Choice("kqjt", Text("King, Queen, Knave, Ten", "König, Dame, Bube, Zehn"),
               Text("A Ten also spoils the carte blanche.",
                    "Auch eine Zehn verdirbt die Carte blanche."), (MEYERS_RULES,)),
    ),
    "kqj",
)

POINT_COMPARE = _option(
    "point_compare",
    Text("Point: which is better", "Rummel: welcher ist besser"),
    Text("How are two points compared?", "Wie werden zwei Rummel verglichen?"),
    Text("By the pips of the suit, and the elder's ruff stands on a tie: {q:82|the eldest "
         "speaks first, and if the youngest makes no more the Ruff is good}.",
         "Nach den Augen der Farbe, und bei Gleichstand gilt der Rummel der Vorhand: "
         "{q:82|the eldest speaks first, and if the youngest makes no more the Ruff is good}."),
    Text("The Portland Club: the longer suit wins, then the higher pip count; equal points "
         "score nothing. Meyers calls the point the suit of which a player holds the most "
         "cards, so the longer suit wins; for two suits of equal length he gives no rule, and "
         "the Portland tie-break by pips is assumed. With 32 cards the two comparisons never "
         "disagree; with 36 they can (Six to Ten, 40 pips, against Ace to Knave, 41).",
         "Portland Club: Die längere Farbe gewinnt, dann die höhere Augenzahl; gleiche "
         "Rummel zählen nicht. Meyers nennt Rummel die Farbe, von der ein Spieler die meisten "
         "Karten hat, also gewinnt die längere Farbe; für zwei gleich lange Farben nennt er "
         "keine Regel, und wir nehmen die Entscheidung nach Augen des Portland Club an. Mit "
         "32 Karten stimmen beide Vergleiche stets überein, mit 36 nicht immer (Sechs bis "
         "Zehn, 40 Augen, gegen Ass bis Bube, 41)."),
    (cotton("p. 82"), law("62"), described("Calling and Showing"), MEYERS_RULES,
     PARLETT_RULES),
    (
        Choice("length_then_pips", Text("Length, then pips", "Länge, dann Augen"),
               Text("More cards win; equal length, more pips; equal both, nobody scores.",
                    "Mehr Karten gewinnen; bei gleicher Länge mehr Augen; bei Gleichstand "
                    "zählt niemand."), (law("62"), described("Calling and Showing"))),
        Choice("pips_elder", Text("Pips; elder wins ties", "Augen; Vorhand bei Gleichstand"),
               Text("More pips win, whatever the length; on equal pips the elder's point "
                    "is good.",
                    "Mehr Augen gewinnen, gleich wie lang die Farbe ist; bei gleichen Augen "
                    "gilt der Rummel der Vorhand."), (cotton("p. 82"),)),
        Choice("pips", Text("Pips; ties score nothing", "Augen; Gleichstand zählt nicht"),
               Text("More pips win, whatever the length; equal pips score nothing.",
                    "Mehr Augen gewinnen, gleich wie lang die Farbe ist; gleiche Augen "
                    "zählen nicht."), ()),
    ),
    "length_then_pips",
)

POINT_MIN_CARDS = _option(
    "point_min_cards",
    Text("Point: shortest suit", "Rummel: kürzeste Farbe"),
    Text("How many cards must a suit have to be declared as the point?",
         "Wie viele Karten muss eine Farbe haben, um als Rummel zu gelten?"),
    SILENT,
    Text("The Portland Club sets no minimum: the largest point is good. The English "
         "Wikipedia article lets the elder declare a point only if he holds four cards or "
         "more of a suit; we know no older source that does.",
         "Der Portland Club kennt kein Minimum: der größte Rummel gilt. Der englische "
         "Wikipedia-Artikel lässt die Vorhand einen Rummel erst ab vier Karten einer Farbe "
         "ansagen; eine ältere Quelle, die das tut, kennen wir nicht."),
    (law("62"), Citation(WIKI_EN, "Point")),
    (
        Choice("1", Text("Any suit", "Jede Farbe"),
               Text("Any suit may be declared, however short.",
                    "Jede Farbe darf angesagt werden, wie kurz sie auch ist."), (law("62"),)),
        Choice("4", Text("Four cards or more", "Ab vier Karten"),
               Text("A suit of fewer than four cards is not a point.",
                    "Eine Farbe mit weniger als vier Karten ist kein Rummel."),
               (Citation(WIKI_EN, "Point"),)),
    ),
    "1",
)

POINT_SCORE = _option(
    "point_score",
    Text("Point: its value", "Rummel: sein Wert"),
    Text("How much does a winning point score?", "Wie viel zählt ein gewonnener Rummel?"),
    Text("One for every ten pips, a five rounding up: {q:82|sets up one for every ten he can "
         "produce; as for example, for thirty reckon three, for forty four}; {q:82|you are to "
         "count as many for thirty five as for forty}.",
         "Einen Punkt je zehn Augen, eine Fünf rundet auf: {q:82|sets up one for every ten he "
         "can produce; as for example, for thirty reckon three, for forty four}; {q:82|you "
         "are to count as many for thirty five as for forty}."),
    Text("The Portland Club: one for each card. Meyers, read as written (and the same in his "
         "1905 edition): each card of the suit counts as many as the suit has cards, so five "
         "cards make 25 and six make 36. No other source does this; a six-card point alone "
         "then makes a repique. The preset plays it as written; choose one per card for the "
         "usual rule.",
         "Portland Club: ein Punkt je Karte. Meyers, wörtlich genommen (ebenso 1905): Jede "
         "Karte der Farbe zählt so viel, wie die Farbe Karten hat, fünf Karten also 25, sechs "
         "36. Keine andere Quelle rechnet so; ein Rummel von sechs Karten allein ergibt dann "
         "ein Repique. Die Voreinstellung spielt es wörtlich; für die übliche Regel wählt man "
         "einen Punkt je Karte."),
    (cotton("p. 82"), law("62"), MEYERS_RULES, Citation(MEYERS05, "Pikett")),
    (
        Choice("cards", Text("One per card", "Einer je Karte"),
               Text("A point of five cards scores 5.", "Ein Rummel von fünf Karten zählt 5."),
               (law("62"),)),
        Choice("square", Text("Cards times cards (Meyers as written)",
                              "Karten mal Karten (Meyers wörtlich)"),
               Text("A point of n cards scores n × n: five cards 25, six 36. Startling, but "
                    "what the text says.",
                    "Ein Rummel von n Karten zählt n × n: fünf Karten 25, sechs 36. "
                    "Überraschend, aber so steht es da."), (MEYERS_RULES,)),
        Choice("tens", Text("One per ten pips", "Einer je zehn Augen"),
               Text("Pips divided by ten, a five rounding up: 34 scores 3, 35 scores 4.",
                    "Augen durch zehn, eine Fünf rundet auf: 34 zählt 3, 35 zählt 4."),
               (cotton("p. 82"),)),
    ),
    "cards",
)

SEQUENCE_VALUES = _option(
    "sequence_values",
    Text("Sequences: values", "Sequenzen: Werte"),
    Text("What do sequences of three to nine cards score?",
         "Was zählen Sequenzen von drei bis neun Karten?"),
    Text("Three, four, then fifteen and one more for each further card: {q:83|You must "
         "reckon for every Tierce three, for a Quart four, but for a Quint fifteen, for a "
         "Sixiesm sixteen, and so upward}.",
         "Drei, vier, dann fünfzehn und je weitere Karte einen mehr: {q:83|You must reckon for "
         "every Tierce three, for a Quart four, but for a Quint fifteen, for a Sixiesm sixteen, "
         "and so upward}."),
    Text("Meyers and the Portland Club agree with Cotton. Meyers' sixth edition (from 1905) "
         "prints five for a quint (p. 873 of the reproduction we read), where fifteen follows "
         "the sixième's sixteen: probably a misprint; it is offered only to show the "
         "difference.",
         "Meyers und der Portland Club stimmen mit Cotton überein. Die sechste Auflage von "
         "Meyers (ab 1905) druckt fünf für die Quinte (S. 873 der gelesenen Wiedergabe), wo "
         "fünfzehn zur Sexte mit sechzehn passt: wahrscheinlich ein Druckfehler; er wird nur "
         "zum Vergleich angeboten."),
    (cotton("p. 83"), law("63"), MEYERS_RULES, Citation(MEYERS05, "Pikett")),
    (
        Choice("quint_15", Text("Quint 15", "Quinte 15"),
               Text("Tierce 3, quart 4, quint 15, then one more for each further card.",
                    "Terz 3, Quarte 4, Quinte 15, dann je Karte einer mehr."),
               (law("63"), cotton("p. 83"))),
        Choice("by_length", Text("One per card (1905, probably a misprint)",
                                 "Einer je Karte (1905, wohl ein Druckfehler)"),
               Text("Every sequence scores its length: a quint 5.",
                    "Jede Sequenz zählt ihre Länge: eine Quinte 5."),
               (Citation(MEYERS05, "Pikett"),)),
    ),
    "quint_15",
)

SINKING = _option(
    "sinking",
    Text("Sinking", "Verschweigen"),
    Text("May a player declare less than he holds, or nothing at all?",
         "Darf ein Spieler weniger ansagen, als er hat, oder gar nichts?"),
    Text("A ruff not shown is lost: {q:87|So it is with him that sheweth not his Ruff before "
         "he play his first Card, losing absolutely all the advantage thereof}.",
         "Ein nicht gezeigter Rummel verfällt: {q:87|So it is with him that sheweth not his "
         "Ruff before he play his first Card, losing absolutely all the advantage thereof}."),
    Text("Cavendish's treatise describes sinking as play: a true claim may be smaller than "
         "the holding. A claim that is not held is never allowed by the engine, so the old "
         "penalties for false calls are not needed.",
         "Cavendishs Lehrbuch beschreibt das Verschweigen als Spielzug: Eine wahre Ansage "
         "darf kleiner sein als das Blatt. Eine Ansage, die man nicht hat, lässt die Engine "
         "nie zu; die alten Strafen für falsche Ansagen braucht es daher nicht."),
    (cotton("p. 87"), Citation(CAVENDISH, "treatise")),
    (
        Choice("allowed", Text("Allowed", "Erlaubt"),
               Text("Declare any true combination or nothing; the younger may answer good "
                    "while holding better.",
                    "Man sagt eine wahre Kombination an oder nichts; die Hinterhand darf "
                    "\u201egut\u201c sagen, obwohl sie Besseres hat."),
               (Citation(CAVENDISH, "treatise"),)),
        Choice("not_allowed", Text("Not allowed", "Nicht erlaubt"),
               Text("Each player declares his best combination in every category.",
                    "Jeder sagt in jeder Gruppe seine beste Kombination an."), ()),
    ),
    "allowed",
)

YOUNGER_DECLARES = _option(
    "younger_declares",
    Text("When the younger scores", "Wann die Hinterhand zählt"),
    Text("Does the younger hand score her declarations before or after the elder's first "
         "lead?",
         "Zählt die Hinterhand ihre Ansagen vor oder nach dem ersten Ausspiel der Vorhand?"),
    Text("Each reckons before his first card: {q:87|So it is with him that sheweth not his "
         "Ruff before he play his first Card}.",
         "Jeder zählt vor seiner ersten Karte: {q:87|So it is with him that sheweth not his "
         "Ruff before he play his first Card}."),
    Text("The Portland Club: the elder leads (scoring one), then the younger declares what she "
         "called not good, before she plays to the first trick. Meyers: all the counting comes "
         "before the elder's lead.",
         "Portland Club: Die Vorhand spielt aus (ein Punkt), dann sagt die Hinterhand an, was "
         "sie \u201enicht gut\u201c nannte, bevor sie zum ersten Stich zugibt. Meyers: Alles "
         "Zählen geht dem ersten Ausspiel voraus."),
    (cotton("p. 87"), law("56"), MEYERS_RULES, PARLETT_RULES),
    (
        Choice("after_first_lead", Text("After the elder's first lead",
                                        "Nach dem ersten Ausspiel"),
               Text("The younger scores what she won after the elder has led, and may still "
                    "withhold it.",
                    "Die Hinterhand zählt, was sie gewann, nachdem die Vorhand ausgespielt "
                    "hat, und darf es noch verschweigen."), (law("56"), cotton("p. 87"))),
        Choice("before_first_lead", Text("Before the first lead", "Vor dem ersten Ausspiel"),
               Text("Both score their declarations before any card is played.",
                    "Beide zählen ihre Ansagen, bevor eine Karte gespielt wird."),
               (MEYERS_RULES,)),
    ),
    "after_first_lead",
)

PLAY_SCORING = _option(
    "play_scoring",
    Text("Points in play", "Punkte im Spiel"),
    Text("What scores during the play of the tricks?",
         "Was zählt beim Abspielen der Stiche?"),
    Text("Only high cards: {q:85|if the elder hand plays an Ace, King, Queen, or Ten, for "
         "every such Card he is to reckon one}; the winner of a trick {q:85|reckons one for "
         "his Card as well as the other}.",
         "Nur hohe Karten: {q:85|if the elder hand plays an Ace, King, Queen, or Ten, for every "
         "such Card he is to reckon one}; wer den Stich gewinnt, {q:85|reckons one for his Card "
         "as well as the other}."),
    Text("Meyers and the Portland Club: one for every lead and one for winning a trick led by "
         "the opponent; a leader who wins his own lead still has only one. The laws of Piquet "
         "au cent in Cavendish's book allow, by agreement, that nines, eights and sevens do "
         "not score in play, which with 32 cards is Cotton's rule. Cotton does not "
         "say what a follower winning with a card below the Ten gets; the engine gives "
         "nothing.",
         "Meyers und Portland Club: ein Punkt für jedes Ausspiel und einer für einen Stich, "
         "den man gegen das Ausspiel des Gegners gewinnt; wer seinen eigenen Stich gewinnt, "
         "hat trotzdem nur einen. Die Regeln des Piquet au cent in Cavendishs Buch lassen nach "
         "Absprache zu, dass Neunen, Achten und Siebenen im Spiel nicht zählen, was mit 32 "
         "Karten Cottons Regel ist. Was der Zweite bekommt, der mit einer Karte unter der "
         "Zehn sticht, sagt Cotton nicht; die Engine gibt nichts."),
    (cotton("p. 85"), law("65"), MEYERS_RULES, AU_CENT),
    (
        Choice("leads_and_captures", Text("Leads and captures", "Ausspiel und Stich"),
               Text("One for each card led; one for winning the opponent's lead.",
                    "Einer für jedes Ausspiel; einer für einen Stich gegen das Ausspiel des "
                    "Gegners."), (law("65"), MEYERS_RULES)),
        Choice("high_cards", Text("High cards only", "Nur hohe Karten"),
               Text("One for leading an Ace, King, Queen, Knave or Ten; one for winning a "
                    "trick with such a card.",
                    "Einer für das Ausspielen von Ass, König, Dame, Bube oder Zehn; einer für "
                    "einen Stich mit einer solchen Karte."), (cotton("p. 85"),)),
    ),
    "leads_and_captures",
)

LAST_TRICK_BONUS = _option(
    "last_trick_bonus",
    Text("The last trick", "Der letzte Stich"),
    Text("How much does winning the last trick add to the ordinary trick point?",
         "Wie viel bringt der letzte Stich zusätzlich zum gewöhnlichen Stichpunkt?"),
    Text("Two with a Ten or better, one with a lower card, that is, one more than the card's "
         "own point: {q:85|Whosoever wins the last Trick reckons two for it, if he win it with "
         "a Ten, but if with any Cards, under, he reckons but one}.",
         "Zwei mit einer Zehn oder höher, einen mit einer niedrigeren Karte, also einen mehr "
         "als die Karte selbst: {q:85|Whosoever wins the last Trick reckons two for it, if he "
         "win it with a Ten, but if with any Cards, under, he reckons but one}."),
    Text("The Portland Club: one extra. Meyers: usually three. Whether his three is in place "
         "of the one or on top of it is open; the German article sets it against the Portland "
         "one, so the preset adds three, and two is the other reading.",
         "Portland Club: einer extra. Meyers: meist drei. Ob seine drei an die Stelle des einen "
         "treten oder dazukommen, ist offen; der deutsche Artikel stellt sie der Eins des "
         "Portland Club gegenüber, daher addiert die Voreinstellung drei; zwei ist die andere "
         "Lesart."),
    (cotton("p. 85"), law("65"), MEYERS_RULES, WIKI_EXTRA),
    (
        Choice("1", Text("One extra", "Einer extra"),
               Text("The winner of the twelfth trick scores one more.",
                    "Wer den zwölften Stich gewinnt, bekommt einen Punkt mehr."),
               (law("65"),)),
        Choice("2", Text("Two extra (3 in all)", "Zwei extra (3 insgesamt)"),
               Text("Meyers' three read as the whole value of the last trick.",
                    "Meyers' drei als ganzer Wert des letzten Stichs gelesen."), ()),
        Choice("3", Text("Three extra (Meyers as written)", "Drei extra (Meyers wörtlich)"),
               Text("Three on top of the trick point: startling beside every other source, "
                    "but how the German article reads it.",
                    "Drei zusätzlich zum Stichpunkt: auffällig neben allen anderen Quellen, "
                    "aber so liest es der deutsche Artikel."), (MEYERS_RULES, WIKI_EXTRA)),
    ),
    "1",
)

DIVIDED_CARDS = _option(
    "divided_cards",
    Text("Six tricks each", "Sechs Stiche jeder"),
    Text("Who scores the 10 for the cards when the tricks are divided six and six?",
         "Wer bekommt die 10 für die Karten, wenn die Stiche sechs zu sechs geteilt sind?"),
    Text("Only the player with more: {q:85|then they tell their Cards, and he that hath the "
         "most is to reckon Ten for them}.",
         "Nur wer mehr hat: {q:85|then they tell their Cards, and he that hath the most is to "
         "reckon Ten for them}."),
    Text("The Portland Club: nobody. Meyers: by agreement the ten stays on the table for "
         "whoever takes more tricks in the next deal. If that deal is divided too, the engine "
         "lets the pot grow; a pot still open at the end of the game lapses.",
         "Portland Club: niemand. Meyers: Nach Absprache bleiben die zehn stehen für den, der "
         "im nächsten Spiel mehr Stiche macht. Ist auch dieses geteilt, wächst der Topf; ein "
         "am Ende noch offener Topf verfällt."),
    (cotton("p. 85"), law("66"), MEYERS_RULES),
    (
        Choice("void", Text("Nobody scores", "Niemand zählt"),
               Text("Divided cards score nothing.", "Geteilte Karten zählen nichts."),
               (law("66"),)),
        Choice("carry_forward", Text("Carried to the next deal", "Bleibt stehen"),
               Text("The 10 goes to whoever wins the cards in the next deal.",
                    "Die 10 bekommt, wer im nächsten Spiel die Karten gewinnt."),
               (MEYERS_RULES,)),
    ),
    "void",
)

CAPOT = _option(
    "capot",
    Text("Capot", "Capot (alle Stiche)"),
    Text("What does a player score for winning all twelve tricks?",
         "Was zählt, wer alle zwölf Stiche macht?"),
    Text("Forty: {q:87|he that wins all the Cards reckons Forty, and this is called a Capet}.",
         "Vierzig: {q:87|he that wins all the Cards reckons Forty, and this is called a "
         "Capet}."),
    Text("The Portland Club: 40 in place of the 10 for the cards (law 66), which Cavendish's "
         "description splits into ten for the cards and thirty for the capot. Meyers, as the "
         "German article gives him, scores the capot “30 extra”: the player who took all the "
         "tricks also has the greater number, which scores ten, so the preset adds thirty to "
         "the ten, forty in all, as in the other sources. Reading the thirty as replacing the "
         "ten is a value of this option, but no source we know says so. Capot is reckoned "
         "after the play, so it never helps a pique.",
         "Portland Club: 40 statt der 10 für die Karten (Gesetz 66), die Cavendishs "
         "Beschreibung in zehn für die Karten und dreißig für den Capot zerlegt. Meyers zählt "
         "den Capot, wie der deutsche Artikel ihn wiedergibt, mit „30 extra“: Wer alle Stiche "
         "gemacht hat, hat auch die größere Zahl, die zehn bringt; die Voreinstellung zählt "
         "daher dreißig zu den zehn hinzu, zusammen vierzig wie in den anderen Quellen. Die "
         "dreißig als Ersatz der zehn zu lesen, ist ein Wert dieser Option, doch keine uns "
         "bekannte Quelle sagt das. Capot wird nach dem Spiel gezählt und hilft daher nie zu "
         "einem Pique."),
    (cotton("p. 87"), law("66"), law("69"), described("Playing"), MEYERS_RULES),
    (
        Choice("40", Text("40 for the cards", "40 für die Karten"),
               Text("Forty in place of the ten.", "Vierzig statt zehn."),
               (law("66"), cotton("p. 87"))),
        Choice("30", Text("30 in place of the 10", "30 statt der 10"),
               Text("Thirty in place of the ten: less than every source gives. No source we "
                    "know reads Meyers so; kept to measure the difference.",
                    "Dreißig statt zehn: weniger, als irgendeine Quelle gibt. Keine uns "
                    "bekannte Quelle liest Meyers so; die Option bleibt, um den Unterschied zu "
                    "messen."), ()),
        Choice("30_plus_cards", Text("30 on top of the 10 (Meyers as written)",
                                     "30 zusätzlich zu den 10 (Meyers wörtlich)"),
               Text("Ten for the cards and thirty extra: forty in all.",
                    "Zehn für die Karten und dreißig extra: vierzig insgesamt."),
               (MEYERS_RULES,)),
    ),
    "40",
)

PIQUE_REPIQUE_BLOCKING = _option(
    "pique_repique_blocking",
    Text("What stops a pique or repique", "Was Pique und Repique verhindert"),
    Text("When does the opponent's score prevent a pique or repique?",
         "Wann verhindert die Wertung des Gegners ein Pique oder Repique?"),
    Text("Reaching thirty {q:86|before the other can reckon any thing} makes the repique "
         "(ninety), and {q:86|before the other hath play'd a Card, or reckoned any thing} the "
         "pique (sixty); a blank reckons first, so {q:88|his Blank shall hinder the other Picy "
         "and Repicy}.",
         "Wer dreißig erreicht, {q:86|before the other can reckon any thing}, macht das Repique "
         "(neunzig), und {q:86|before the other hath play'd a Card, or reckoned any thing} das "
         "Pique (sechzig); die Carte blanche zählt zuerst, daher {q:88|his Blank shall hinder "
         "the other Picy and Repicy}."),
    Text("The Portland Club: count in the order of reckoning (blanche, point, sequences, sets, "
         "play); thirty reached while the opponent still has nothing is a repique (+60) from "
         "the declarations or a pique (+30, elder only) with the play. Meyers: a repique "
         "when the opponent has nothing valid to declare and the player reaches thirty by "
         "declaring; a pique when the opponent has nothing valid to declare and takes no "
         "trick while the elder, leading without a break, reaches thirty. The engine's "
         "pique needs thirty before the younger scores in play, which comes to the same, "
         "since she scores in play only by taking a trick.",
         "Portland Club: Gezählt wird in der Reihenfolge der Wertung (Carte blanche, Rummel, "
         "Sequenzen, Drillinge und Quatorzes, Spiel); wer dreißig erreicht, solange der Gegner "
         "nichts hat, bekommt aus den Ansagen ein Repique (+60) oder mit dem Spiel ein Pique (+30, "
         "nur die Vorhand). Meyers: ein Repique, wenn der Gegner nichts Gültiges anzusagen "
         "hat und der Spieler durch seine Ansagen dreißig erreicht; ein Pique, wenn der Gegner "
         "nichts Gültiges anzusagen hat und keinen Stich macht, während die Vorhand mit "
         "ununterbrochenem Ausspiel dreißig erreicht. Das Pique der Engine verlangt dreißig, "
         "bevor die Hinterhand im Spiel punktet; das kommt auf dasselbe hinaus, denn im Spiel "
         "punktet sie nur mit einem Stich."),
    (cotton("pp. 86–88"), law("67"), law("68"), law("69"), MEYERS_RULES, PARLETT_RULES),
    (
        Choice("ordered", Text("In reckoning order", "In der Reihenfolge der Wertung"),
               Text("Thirty reached in the order blanche, point, sequences, sets, play, "
                    "before the opponent has scored anything.",
                    "Dreißig in der Reihenfolge Carte blanche, Rummel, Sequenzen, Drillinge und "
                    "Quatorzes, Spiel, bevor der Gegner etwas gezählt hat."),
               (law("67"), law("68"))),
        Choice("any", Text("Opponent has nothing valid (Meyers)",
                           "Gegner hat nichts Gültiges (Meyers)"),
               Text("Any declaration the opponent scores in the deal, in any category, "
                    "prevents it.",
                    "Jede Ansage, die der Gegner in dem Spiel zählt, gleich in welcher Gruppe, "
                    "verhindert es."), (MEYERS_RULES,)),
    ),
    "ordered",
)

GAME_FORMAT = _option(
    "game_format",
    Text("How the game ends", "Spielende"),
    Text("When is the game over, and what does the winner gain?",
         "Wann ist das Spiel aus, und was gewinnt der Sieger?"),
    Text("{q:80|The usual Set is an hundred}, and the first to reach it in the order of "
         "reckoning wins it, {q:86|because the Blanks are always first reckoned}.",
         "{q:80|The usual Set is an hundred}, und wer es in der Reihenfolge der Wertung zuerst "
         "erreicht, gewinnt, {q:86|because the Blanks are always first reckoned}."),
    Text("Meyers plays to 100 too, and a loser under 50 pays double. The Portland Club plays "
         "the rubicon partie of six deals: the winner gains the difference plus 100, or both "
         "totals plus 100 if the loser has under 100. Cavendish also notes a partie of four "
         "deals, the first and last counting double.",
         "Auch Meyers spielt bis 100, und wer unter 50 bleibt, zahlt doppelt. Der Portland "
         "Club spielt die Rubikon-Partie von sechs Spielen: Der Sieger gewinnt die Differenz "
         "plus 100, oder beide Summen plus 100, wenn der Verlierer unter 100 blieb. Cavendish "
         "nennt auch eine Partie von vier Spielen, deren erstes und letztes doppelt zählen."),
    (cotton("pp. 80, 85–86"), MEYERS_RULES, WIKI_EXTRA, law("71"), law("72"), law("73")),
    (
        Choice("race_100", Text("First to 100", "Wer zuerst 100 hat"),
               Text("Deals continue until one player reaches 100; play stops at the score "
                    "that reaches it, in the order of reckoning.",
                    "Es wird gespielt, bis einer 100 erreicht; das Spiel endet bei der Wertung, "
                    "die 100 erreicht, in der Reihenfolge der Wertung."), (cotton("p. 80"),)),
        Choice("race_100_double", Text("First to 100; double under 50",
                                       "Wer zuerst 100 hat; doppelt unter 50"),
               Text("As first to 100, but a loser with under 50 loses a double game.",
                    "Wie bis 100, aber ein Verlierer mit weniger als 50 verliert doppelt."),
               (MEYERS_RULES,)),
        Choice("rubicon_partie", Text("Rubicon partie (six deals)",
                                      "Rubikon-Partie (sechs Spiele)"),
               Text("Six deals; the winner gains the difference plus 100, or the sum plus 100 "
                    "if the loser is under 100. A tie: two more deals, then a draw.",
                    "Sechs Spiele; der Sieger gewinnt die Differenz plus 100, oder die Summe "
                    "plus 100, wenn der Verlierer unter 100 ist. Gleichstand: zwei weitere "
                    "Spiele, dann unentschieden."), (law("71"), law("72"), WIKI_EXTRA)),
        Choice("four_deal_partie", Text("Partie of four deals", "Partie von vier Spielen"),
               Text("Four deals, the first and last counting double; a tie is broken by one "
                    "more deal each, counting single.",
                    "Vier Spiele, das erste und letzte doppelt; bei Gleichstand je ein weiteres "
                    "Spiel, einfach gezählt."), (law("71"),)),
        Choice("points", Text("Six deals, by points", "Sechs Spiele, nach Augen"),
               Text("Six deals; the winner gains the difference of the totals. Meyers only "
                    "names play by points; the six deals come from the German article's "
                    "additions and the Portland laws.",
                    "Sechs Spiele; der Sieger gewinnt die Differenz der Summen. Meyers nennt "
                    "nur das Spiel nach Augen; die sechs Spiele stammen aus den Ergänzungen "
                    "des deutschen Artikels und den Gesetzen des Portland Club."),
               (MEYERS_RULES, WIKI_EXTRA, law("71"))),
    ),
    "rubicon_partie",
)

#: Every option, in the order the comparison table shows them.
OPTIONS: tuple[RuleOption, ...] = (
    DECK, FIRST_DEALER, ELDER_EXCHANGE, YOUNGER_EXCHANGE, LEFTOVER_VISIBILITY,
    BLANCHE_JUDGED_ON, BLANCHE_COURTS, POINT_COMPARE, POINT_MIN_CARDS, POINT_SCORE,
    SEQUENCE_VALUES, SINKING, YOUNGER_DECLARES, PLAY_SCORING, LAST_TRICK_BONUS,
    DIVIDED_CARDS, CAPOT, PIQUE_REPIQUE_BLOCKING, GAME_FORMAT,
)

OPTIONS_BY_ID: dict[str, RuleOption] = {o.id: o for o in OPTIONS}
