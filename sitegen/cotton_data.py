"""Editorial data for Cotton's chapter: clauses, the reading text, glossary words, analogies.

Not a hook itself. Clauses, sentences and analogies quote the 1674 text; the hook and the
test suite find each quotation in the TEI file (an analogy on the page given here) and stop
the build if one is not found. What is written here is our own: glosses, the modern reading
text and its German translation, and what each analogy suggests. Quotations of Cotton inside
those texts use the ``{q:PAGE|words}`` markup of ``penneech.core.i18n``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Clause:
    """A clause of chapter XXII (``id`` C1 … C18), located by a phrase of the text."""

    id: str
    phrase: str
    gloss_en: str
    gloss_de: str
    rule_en: str
    rule_de: str
    rules_anchor: str


@dataclass(frozen=True)
class Sentence:
    """A sentence of the chapter (its exact text) with our modern reading and translation."""

    text: str
    modern_en: str
    modern_de: str


@dataclass(frozen=True)
class Analogy:
    """A passage of another chapter that bears on an uncertain point, with its page(s)."""

    game: str
    quote: str
    suggests_en: str
    suggests_de: str
    options: tuple[str, ...]
    page: str


CLAUSES: tuple[Clause, ...] = (
    Clause("C1", "HAving dealt seven Cards apiece",
           "Each player is dealt seven cards; two players are implied.",
           "Jeder Spieler erhält sieben Karten; es spielen also zwei.",
           "Seven cards each.", "Sieben Karten je Spieler.", "deal"),
    Clause("C2", "turn up a Card, and that is Trumps",
           "A card is turned after the deal and fixes trumps; no score and no turner is named.",
           "Nach dem Geben wird eine Karte aufgeschlagen und bestimmt Trumpf; von Punkten und "
           "davon, wer aufschlägt, sagt Cotton nichts.",
           "The first turned card sets trumps.", "Die erste Karte bestimmt Trumpf.", "play"),
    Clause("C3", "The Ace and Coat-Cards of Trumps are thus reckoned",
           "Only the Ace and court cards of the trump suit count.",
           "Nur Ass und Bilder der Trumpffarbe zählen.",
           "Counting cards are trump honours.", "Wertkarten sind Trumpf-Ass und -Bilder.",
           "counting-cards"),
    Clause("C4", "the Ace is five, the King four, the Queen three, and the Knave two",
           "The values: five, four, three and two.", "Die Werte: fünf, vier, drei und zwei.",
           "Ace 5, King 4, Queen 3, Jack 2.", "Ass 5, König 4, Dame 3, Bube 2.", "cards"),
    Clause("C5", "he that wins the first trick turns up another Card, and that is Trumps",
           "The winner of a trick turns the next trump; who leads next is not said.",
           "Der Stichgewinner schlägt den nächsten Trumpf auf; wer danach ausspielt, sagt "
           "Cotton nicht.",
           "The trick winner turns the next trump.", "Der Stichgewinner schlägt den nächsten "
           "Trumpf auf.", "play"),
    Clause("C6", "every trick produceth a fresh Trump, till all the seve[n] be play'd",
           "A new trump for every one of the seven tricks.",
           "Für jeden der sieben Stiche ein neuer Trumpf.",
           "Trumps change every trick.", "Der Trumpf wechselt mit jedem Stich.", "play"),
    Clause("C7", "what is turn'd up proves an Ace or Coat-Card, that is a great advantage to "
                 "him who won the last trick",
           "A turned Ace or court card rewards the winner of the trick before it.",
           "Ein aufgeschlagenes Ass oder Bild belohnt den Gewinner des vorigen Stichs.",
           "Turned honours score for the trick winner.", "Ein aufgeschlagenes Ass oder Bild "
           "zählt für den Stichgewinner.", "turned-cards"),
    Clause("C8", "if it be an Ace turn'd up then he reckons five, if a King four, if a Queen "
                 "three",
           "Turned cards count as they do in a trick.",
           "Aufgeschlagene Karten zählen wie im Stich.",
           "Turned Ace 5, King 4, Queen 3 (and Knave 2).",
           "Aufgeschlagenes Ass 5, König 4, Dame 3 (und Bube 2).", "turned-cards"),
    Clause("C9", "(which at first are dealt one by one)",
           "The cards are dealt singly.", "Es wird einzeln gegeben.",
           "Deal one card at a time.", "Einzeln austeilen.", "deal"),
    Clause("C10", "he that won the last trick turns up a Card, and if it prove Ace, King, "
                  "Queen, or Knave, he reckons for it accordingly as aforesaid",
           "After the seventh trick its winner turns one more card and scores it.",
           "Nach dem siebten Stich schlägt dessen Gewinner noch eine Karte auf und schreibt "
           "sie an.",
           "An eighth card is turned and scored.", "Eine achte Karte wird aufgeschlagen und "
           "angeschrieben.", "turned-cards"),
    Clause("C11", "If the Seven of Diamonds be turn'd up, that is Penneech, and is reckon'd "
                  "fourteen turn'd up",
           "The seven of diamonds is called Penneech and counts 14 when turned.",
           "Die Karo-Sieben heißt Penneech und zählt aufgeschlagen 14.",
           "Turned Penneech scores 14.", "Die aufgeschlagene Penneech zählt 14.",
           "turned-cards"),
    Clause("C12", "but it is but seven in hand, and not that neither unless Diamonds be Trumps",
           "Not turned, it is worth 7, and only when diamonds are trumps; 'in hand' is read "
           "in two ways.",
           "Nicht aufgeschlagen ist sie 7 wert, und nur bei Karo-Trumpf; „in hand“ lässt zwei "
           "Lesarten zu.",
           "Penneech counts 7 as a trump.", "Die Penneech zählt als Trumpf 7.",
           "counting-cards"),
    Clause("C13", "if it be Trump it is the highest Card and wins all others; if it be not "
                  "Trump it wins all Diamonds",
           "The seven of diamonds ranks above the Ace of diamonds, trump or not.",
           "Die Karo-Sieben steht über dem Karo-Ass, ob Trumpf oder nicht.",
           "Penneech is the best diamond.", "Die Penneech ist die höchste Karokarte.",
           "cards"),
    Clause("C14", "Having play'd out all the fourteen Cards betwixt ye",
           "When both players' fourteen cards are played; turned cards are not among them.",
           "Wenn die vierzehn Karten beider Spieler gespielt sind; aufgeschlagene Karten "
           "gehören nicht dazu.",
           "The hand ends after seven tricks.", "Das Spiel endet nach sieben Stichen.",
           "card-count"),
    Clause("C15", "count how many Cards you have more than your own seven at first dealt you, "
                  "and for every Card reckon one",
           "One point for every card won above seven.",
           "Ein Punkt für jede gewonnene Karte über sieben.",
           "The card count.", "Die Kartenzählung.", "card-count"),
    Clause("C16", "so you must reckon on with the value of your Coat-Card Trumps, with "
                  "Penneech turn'd up or in hand",
           "Scores accumulate; read literally, the honours are reckoned here, at the end.",
           "Die Punkte werden fortgezählt; wörtlich gelesen werden die Bilder erst hier, am "
           "Ende, gerechnet.",
           "Scores carry from hand to hand.", "Punkte werden über die Spiele fortgezählt.",
           "winning"),
    Clause("C17", "till you come to sixty one, which is the Game",
           "The game is sixty-one.", "Die Partie geht bis einundsechzig.",
           "Target 61.", "Ziel 61.", "winning"),
    Clause("C18", "if you have neither Ace nor Face, you may throw up your Game and deal again",
           "A hand with no Ace and no court card may be thrown in and dealt again.",
           "Ein Blatt ohne Ass und ohne Bild darf hingeworfen werden; dann wird neu gegeben.",
           "Throwing in a poor hand.", "Ein schwaches Blatt hinwerfen.", "throw-in"),
)

SENTENCES: tuple[Sentence, ...] = (
    Sentence("HAving dealt seven Cards apiece, turn up a Card, and that is Trumps.",
             "When seven cards each have been dealt, turn up a card: its suit is trumps.",
             "Sind jedem sieben Karten gegeben, wird eine Karte aufgeschlagen: Ihre Farbe ist "
             "Trumpf."),
    Sentence("The Ace and Coat-Cards of Trumps are thus reckoned, the Ace is five, the King "
             "four, the Queen three, and the Knave two.",
             "The Ace and court cards of trumps count like this: the Ace five, the King four, "
             "the Queen three and the Jack two.",
             "Ass und Bilder der Trumpffarbe zählen so: das Ass fünf, der König vier, die Dame "
             "drei und der Bube zwei."),
    Sentence("Having play'd, he that wins the first trick turns up another Card, and that is "
             "Trumps; and so every trick produceth a fresh Trump, till all the seven be "
             "play'd.",
             "When both have played to the first trick, its winner turns up another card, "
             "which is trumps; and so each trick brings a new trump until all seven have been "
             "played.",
             "Haben beide zum ersten Stich gespielt, schlägt dessen Gewinner eine weitere Karte "
             "auf, die Trumpf ist; so bringt jeder Stich einen neuen Trumpf, bis alle sieben "
             "gespielt sind."),
    Sentence("Now if it so happen, that what is turn'd up proves an Ace or Coat-Card, that is a "
             "great advantage to him who won the last trick; for if it be an Ace turn'd up then "
             "he reckons five, if a King four, if a Queen three, as aforesaid.",
             "If the card turned up is an Ace or a court card, that is a great advantage to "
             "the winner of the trick just played: for a turned Ace he scores five, for a King "
             "four, for a Queen three, as above.",
             "Ist die aufgeschlagene Karte ein Ass oder ein Bild, ist das ein großer Vorteil "
             "für den, der den eben gespielten Stich gemacht hat: Für ein aufgeschlagenes Ass "
             "schreibt er fünf an, für einen König vier, für eine Dame drei, wie oben."),
    Sentence("After all the seven Cards be play'd, (which at first are dealt one by one) he "
             "that won the last trick turns up a Card, and if it prove Ace, King, Queen, or "
             "Knave, he reckons for it accordingly as aforesaid.",
             "Once all seven cards (dealt singly at the start) are played, whoever took the "
             "final trick turns one more card, and scores it as above should it be an Ace, "
             "King, Queen or Jack.",
             "Sind alle sieben Karten gespielt (die anfangs einzeln ausgeteilt werden), "
             "schlägt der Gewinner des letzten Stichs eine Karte auf; ist sie Ass, König, Dame "
             "oder Bube, schreibt er sie wie oben an."),
    Sentence("If the Seven of Diamonds be turn'd up, that is Penneech, and is reckon'd fourteen "
             "turn'd up, but it is but seven in hand, and not that neither unless Diamonds be "
             "Trumps; if it be Trump it is the highest Card and wins all others; if it be not "
             "Trump it wins all Diamonds.",
             "The seven of diamonds is called Penneech: turned up it counts fourteen, but in "
             "hand only seven, and even that only when diamonds are trumps. As a trump it is "
             "the highest card and beats all others; when not trump it beats all diamonds.",
             "Die Karo-Sieben heißt Penneech: Aufgeschlagen zählt sie vierzehn, auf der Hand nur "
             "sieben, und auch das nur, wenn Karo Trumpf ist. Als Trumpf ist sie die höchste "
             "Karte und schlägt alle anderen; ist sie nicht Trumpf, schlägt sie alle "
             "Karokarten."),
    Sentence("Lastly, Having play'd out all the fourteen Cards betwixt ye, count how many Cards "
             "you have more than your own seven at first dealt you, and for every Card reckon "
             "one, and so you must reckon on with the value of your Coat-Card Trumps, with "
             "Penneech turn'd up or in hand, till you come to sixty one, which is the Game.",
             "Finally, when the fourteen cards between you have all been played, count how "
             "many cards you have beyond the seven you were dealt and score one for each; and "
             "keep on counting, with the value of your court-card trumps and of Penneech "
             "turned up or in hand, until you reach sixty-one, which is game.",
             "Zuletzt, wenn alle vierzehn Karten zwischen den beiden Spielern gespielt sind, "
             "zählt jeder, wie viele Karten er über die sieben hinaus hat, die er anfangs "
             "erhielt, und rechnet für jede einen Punkt; und so zählt er weiter, mit dem Wert "
             "seiner Trumpfbilder und der Penneech, aufgeschlagen oder auf der Hand, bis er "
             "einundsechzig erreicht: Das ist die Partie."),
    Sentence("Here note, if you have neither Ace nor Face, you may throw up your Game and deal "
             "again.",
             "Note: if you hold neither an Ace nor a court card, you may throw up your hand "
             "and deal again.",
             "Merke: Wer weder Ass noch Bild hat, darf sein Blatt hinwerfen und neu geben."),
)

#: Cotton's words linked to the glossary page, with the glossary anchor.
GLOSSARY_WORDS: tuple[tuple[str, str], ...] = (
    ("Coat-Cards", "coat-cards"), ("Coat-Card", "coat-cards"), ("Face", "face"),
    ("Trumps", "trumps"), ("reckoned", "reckon"), ("reckons", "reckon"),
    ("in hand", "in-hand"), ("throw up your Game", "throw-up"), ("Penneech", "penneech"),
    ("Knave", "knave"),
)


ANALOGIES: tuple[Analogy, ...] = (
    Analogy("All-Fours", "reneging is allowable if you have Trumps in your hand to trump it",
            "A trump may be played instead of following suit: the basis of follow-or-trump.",
            "Statt zu bedienen darf man trumpfen: die Grundlage von „bedienen oder "
            "trumpfen“.", ("follow",), "113"),
    Analogy("Picket", "the elder begins and younger follows in suit as at Whisk",
            "The non-dealer leads and the other must follow suit.",
            "Der Nichtgeber spielt aus, der andere muss bedienen.", ("follow", "first_lead"),
            "85"),
    Analogy("Ruff and Honours",
            "Reneging or renouncing, that is, not following suit when you have it in your "
            "hand, is very fowl play",
            "Failing to follow suit is foul play: following is the default of the period.",
            "Nicht zu bedienen ist Falschspiel: Farbzwang ist zu Cottons Zeit die Regel.",
            ("follow",), "115"),
    Analogy("Ruff and Honours", "the least Trump will win the highest Card of any other Card",
            "Any trump beats any plain card, as in Penneech.",
            "Jeder Trumpf schlägt jede Fehlkarte, wie beim Penneech.", ("follow",), "116"),
    Analogy("French-Ruff", "You are bound to follow suit",
            "Following suit is compulsory.", "Bedienen ist Pflicht.", ("follow",), "122"),
    Analogy("Five-Cards",
            "turn up the next Card of the Pack under that first turn'd up, and that must be "
            "trumps",
            "At Five-Cards (Maw, which McLeod and Martin cite for the second player's duty) a "
            "second turned card can change trumps within a deal, though not trick by trick; "
            "on following suit Cotton says nothing there.",
            "Bei Five-Cards (Maw, das McLeod und Martin für die Pflicht des zweiten Spielers "
            "anführen) kann eine zweite aufgeschlagene Karte den Trumpf innerhalb eines Spiels "
            "ändern, wenn auch nicht von Stich zu Stich; zum Bedienen sagt Cotton dort nichts.",
            ("follow",), "123–124"),
    Analogy("Lanterloo", "You must not revoke",
            "In the chapter just before Penneech, revoking is forbidden.",
            "Im Kapitel direkt vor Penneech ist Nichtbedienen verboten.", ("follow",), "145"),
    Analogy("Gleek", "fifteen in hand and eighteen in play",
            "“In hand” is a card's value to its holder, “in play” its value when it wins a "
            "trick: a reason to read Penneech's {q:149|seven in hand} as the holder's.",
            "„In hand“ ist der Wert für den, der die Karte hält, „in play“ ihr Wert, wenn sie "
            "einen Stich gewinnt: ein Grund, Penneechs {q:149|seven in hand} als Wert für den "
            "Besitzer zu lesen.", ("honours_to",), "90"),
    Analogy("Gleek", "which if in hand Towser is five and Tumbler six, and so double if "
                     "turn'd up",
            "Held, a card has one value; turned up, double: as Penneech has 7 and 14. “In "
            "hand” stands against “turned up”, which bears on who scores a held counter and "
            "on the turned card's owner.",
            "Auf der Hand hat eine Karte einen Wert, aufgeschlagen den doppelten: wie die "
            "Penneech 7 und 14. „In hand“ steht gegen „turn'd up“; das betrifft, wem eine "
            "gehaltene Wertkarte zählt und wem die aufgeschlagene Karte gehört.",
            ("honours_to", "first_turnup"), "91"),
    Analogy("Cribbage", "Knave Noddy is one in hand and two to the Dealer",
            "“In hand” again against the turned card: the Knave held is worth one to its "
            "holder, and the turned Knave two to the dealer.",
            "Wieder „in hand“ gegen die aufgeschlagene Karte: Der gehaltene Bube zählt "
            "seinem Besitzer eins, der aufgeschlagene dem Geber zwei.",
            ("honours_to", "first_turnup"), "107"),
    Analogy("Gleek", "the turn'd up Card is the Dealers",
            "The turned card belongs to the dealer: an argument for the dealer scoring the "
            "first turn-up.",
            "Die aufgeschlagene Karte gehört dem Geber: ein Argument dafür, dass der Geber die "
            "erste aufgeschlagene Karte anschreibt.", ("first_turnup",), "90"),
    Analogy("All-Fours", "it is one to the Dealer",
            "A turned Knave scores for the dealer.", "Ein aufgeschlagener Bube zählt für den "
            "Geber.", ("first_turnup",), "112"),
    Analogy("Running All-Fours",
            "the Dealer hath a great advantage, for if he turn up an Ace it is four, a King "
            "three, a Queen two, and a Knave one, and these are the same also in play",
            "The closest scoring parallel in the book: the dealer scores turned honours, and "
            "the same values count in play.",
            "Die engste Parallele zur Wertung im ganzen Buch: Der Geber schreibt "
            "aufgeschlagene Bilder an, und dieselben Werte gelten im Spiel.",
            ("first_turnup",), "113"),
    Analogy("Costly Colours",
            "Whosoever dealt, if he turn'd up either Deuce or Knave, he must set up four for it",
            "In a two-handed game to sixty-one, the dealer scores a turned card.",
            "In einem Spiel zu zweit bis einundsechzig schreibt der Geber eine aufgeschlagene "
            "Karte an.", ("first_turnup",), "127"),
    Analogy("Costly Colours", "the eldest is to play first as in other Games",
            "The non-dealer leads, {q:125|as in other Games}: Cotton's general custom.",
            "Der Nichtgeber spielt aus, „wie in anderen Spielen“: Cottons allgemeine Regel.",
            ("first_lead",), "125"),
    Analogy("Cribbage", "he that dealt not plays first",
            "In Cotton's other two-handed game to sixty-one the non-dealer plays first.",
            "In Cottons anderem Spiel zu zweit bis einundsechzig spielt der Nichtgeber "
            "zuerst.", ("first_lead",), "109"),
    Analogy("Gleek", "the least Card deals",
            "The lower cut deals at Gleek; customs differ between chapters.",
            "Beim Gleek gibt die niedrigere Karte; die Bräuche unterscheiden sich von Kapitel "
            "zu Kapitel.", ("first_dealer",), "90"),
    Analogy("Cribbage", "he that hath the least Card deals",
            "The lower cut deals in Cotton's other two-handed game to sixty-one: the "
            "strongest parallel for the lower card dealing.",
            "Die niedrigere Karte gibt in Cottons anderem Spiel zu zweit bis einundsechzig: "
            "die stärkste Parallele dafür, dass die niedrigere Karte gibt.",
            ("first_dealer",), "106"),
    Analogy("Cribbage", "to his Antagonist first and himself last",
            "The dealer deals to the opponent first, one card at a time.",
            "Der Geber gibt zuerst dem Gegner, Karte für Karte.", ("first_dealer",), "106"),
    Analogy("All-Fours", "the highest Put-card deals",
            "The best card in Put's ranking deals, where the Three is highest and the Four "
            "lowest ({q:132|The best Putt-Cards are first the Trey, next the Deuce, then the "
            "Ace}): not the higher card in ordinary rank.",
            "Die beste Karte nach der Rangfolge von Put gibt, in der die Drei am höchsten und "
            "die Vier am niedrigsten steht ({q:132|The best Putt-Cards are first the Trey, "
            "next the Deuce, then the Ace}): nicht die höhere Karte in gewöhnlicher "
            "Rangfolge.", ("first_dealer",), "112"),
    Analogy("Bone-Ace", "the least deals, which is a great disadvantage",
            "The lowest card deals here too, and dealing is a handicap.",
            "Auch hier gibt die niedrigste Karte, und Geben ist ein Nachteil.",
            ("first_dealer",), "129"),
    Analogy("Putt", "the best Putt-Card deals",
            "The best card in Put's ranking deals, as at All-Fours and Lanterloo.",
            "Die beste Karte nach der Rangfolge von Put gibt, wie bei All-Fours und "
            "Lanterloo.", ("first_dealer",), "131"),
    Analogy("French-Ruff", "most or least carries it according to the agreement",
            "Whether the higher or the lower cut deals is left to the players.",
            "Ob die höhere oder die niedrigere Karte gibt, vereinbaren die Spieler.",
            ("first_dealer",), "121"),
    Analogy("Cribbage", "the number of the Set is sixty one",
            "Cotton's other two-handed game is also played to sixty-one.",
            "Auch Cottons anderes Spiel zu zweit geht bis einundsechzig.",
            ("target", "scoring"), "106"),
    Analogy("Costly Colours",
            "one chalk or hole, of which generally Threescore and one makes the Game",
            "Points are marked as they fall, with chalk or on a board with holes, and sixty-one "
            "is the game.",
            "Punkte werden angeschrieben, sobald sie fallen, mit Kreide oder auf einem Brett "
            "mit Löchern, und einundsechzig ist die Partie.", ("scoring", "target"), "125"),
    Analogy("Picket", "He that wins more than his own Cards reckons Ten",
            "Cards won are measured against cards dealt, as in Penneech's card count.",
            "Gewonnene Karten werden an den ausgeteilten gemessen, wie bei der Kartenzählung "
            "im Penneech.", ("card_count",), "86–87"),
    Analogy("Gleek", "twenty two are your Cards",
            "Again cards won are counted against a fixed number.",
            "Auch hier werden gewonnene Karten an einer festen Zahl gemessen.",
            ("card_count",), "94"),
    Analogy("Picket", "which are in number thirty and six",
            "Cotton's Picket keeps the sixes: 36 cards, not the later 32.",
            "Cottons Picket behält die Sechsen: 36 Karten, nicht die späteren 32.",
            ("pack",), "80"),
)
