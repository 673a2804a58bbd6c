"""Editorial data for Cotton's chapter: clauses, the reading text, glossary words, analogies.

Not a hook itself. The period text is never retyped here: clauses and sentences are
located in the TEI text by their opening words (``start``) and closing words (``end``),
and the hook checks that each is found. What is written here is our own: glosses, the
modern reading text and its German translation, and what each analogy suggests.
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
    """A passage of another chapter that a reconstruction uses as evidence."""

    game: str
    quote: str
    suggests_en: str
    suggests_de: str
    options: tuple[str, ...]


CLAUSES: tuple[Clause, ...] = (
    Clause("C1", "HAving dealt seven Cards apiece",
           "Each player is dealt seven cards; two players are implied.",
           "Jeder Spieler erhält sieben Karten; es spielen also zwei.",
           "Seven cards each.", "Sieben Karten je Spieler.", "deal"),
    Clause("C2", "turn up a Card, and that is Trumps",
           "A card is turned after the deal and fixes trumps; no score and no turner is named.",
           "Nach dem Geben wird eine Karte aufgedeckt und bestimmt Trumpf; von Punkten und "
           "davon, wer aufdeckt, steht nichts da.",
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
           "Der Stichgewinner deckt den nächsten Trumpf auf; wer danach ausspielt, steht "
           "nicht da.",
           "The trick winner turns the next trump.", "Der Stichgewinner deckt den nächsten "
           "Trumpf auf.", "play"),
    Clause("C6", "every trick produceth a fresh Trump, till all the seven be play'd",
           "A new trump for every one of the seven tricks.",
           "Für jeden der sieben Stiche ein neuer Trumpf.",
           "Trumps change every trick.", "Der Trumpf wechselt mit jedem Stich.", "play"),
    Clause("C7", "what is turn'd up proves an Ace or Coat-Card, that is a great advantage to "
                 "him who won the last trick",
           "A turned honour rewards the winner of the trick before it.",
           "Ein aufgedecktes Bild belohnt den Gewinner des vorigen Stichs.",
           "Turned honours score for the trick winner.", "Aufgedeckte Bilder zählen für den "
           "Stichgewinner.", "turned-cards"),
    Clause("C8", "if it be an Ace turn'd up then he reckons five, if a King four, if a Queen "
                 "three",
           "Turned cards count as they do in a trick.",
           "Aufgedeckte Karten zählen wie im Stich.",
           "Turned Ace 5, King 4, Queen 3 (and Knave 2).",
           "Aufgedecktes Ass 5, König 4, Dame 3 (und Bube 2).", "turned-cards"),
    Clause("C9", "(which at first are dealt one by one)",
           "The cards are dealt singly.", "Es wird einzeln gegeben.",
           "Deal one card at a time.", "Einzeln austeilen.", "deal"),
    Clause("C10", "he that won the last trick turns up a Card, and if it prove Ace, King, "
                  "Queen, or Knave, he reckons for it accordingly as aforesaid",
           "After the seventh trick its winner turns one more card and scores it.",
           "Nach dem siebten Stich deckt dessen Gewinner noch eine Karte auf und wertet sie.",
           "An eighth card is turned and scored.", "Eine achte Karte wird aufgedeckt und "
           "gewertet.", "turned-cards"),
    Clause("C11", "If the Seven of Diamonds be turn'd up, that is Penneech, and is reckon'd "
                  "fourteen turn'd up",
           "The seven of diamonds is called Penneech and counts 14 when turned.",
           "Die Karo-Sieben heißt Penneech und zählt aufgedeckt 14.",
           "Turned Penneech scores 14.", "Aufgedeckte Penneech zählt 14.", "turned-cards"),
    Clause("C12", "but it is but seven in hand, and not that neither unless Diamonds be Trumps",
           "Not turned, it is worth 7, and only when diamonds are trumps; 'in hand' is read "
           "in two ways.",
           "Nicht aufgedeckt ist sie 7 wert, und nur bei Karo-Trumpf; „in hand“ lässt zwei "
           "Lesarten zu.",
           "Penneech counts 7 as a trump.", "Penneech zählt als Trumpf 7.", "counting-cards"),
    Clause("C13", "if it be Trump it is the highest Card and wins all others; if it be not "
                  "Trump it wins all Diamonds",
           "The seven of diamonds ranks above the Ace of diamonds, trump or not.",
           "Die Karo-Sieben steht über dem Karo-Ass, ob Trumpf oder nicht.",
           "Penneech is the best diamond.", "Penneech ist die höchste Karokarte.", "cards"),
    Clause("C14", "Having play'd out all the fourteen Cards betwixt ye",
           "When both players' fourteen cards are played; turned cards are not among them.",
           "Wenn die vierzehn Karten beider Spieler gespielt sind; aufgedeckte Karten "
           "gehören nicht dazu.",
           "The hand ends after seven tricks.", "Das Spiel endet nach sieben Stichen.",
           "card-count"),
    Clause("C15", "count how many Cards you have more than your own seven at first dealt you, "
                  "and for every Card reckon one",
           "One point for every card won above seven.",
           "Ein Punkt für jede gewonnene Karte über sieben.",
           "The card count.", "Das Kartenzählen.", "card-count"),
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
           "Eine Hand ohne Ass und ohne Bild darf eingeworfen und neu gegeben werden.",
           "Throwing in a poor hand.", "Einwerfen einer schwachen Hand.", "throw-in"),
)

SENTENCES: tuple[Sentence, ...] = (
    Sentence("HAving dealt seven Cards apiece, turn up a Card, and that is Trumps.",
             "When seven cards each have been dealt, turn up a card: its suit is trumps.",
             "Sind jedem sieben Karten gegeben, wird eine Karte aufgedeckt: Ihre Farbe ist "
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
             "After the play, whoever wins the first trick turns up another card, which is "
             "trumps; and so each trick brings a new trump until all seven have been played.",
             "Nach dem Ausspielen deckt der Gewinner des ersten Stichs eine weitere Karte auf, "
             "die Trumpf ist; so bringt jeder Stich einen neuen Trumpf, bis alle sieben "
             "gespielt sind."),
    Sentence("Now if it so happen, that what is turn'd up proves an Ace or Coat-Card, that is a "
             "great advantage to him who won the last trick; for if it be an Ace turn'd up then "
             "he reckons five, if a King four, if a Queen three, as aforesaid.",
             "If the card turned up is an Ace or a court card, that is a great gain for the "
             "winner of the last trick: for a turned Ace he scores five, for a King four, for "
             "a Queen three, as above.",
             "Ist die aufgedeckte Karte ein Ass oder ein Bild, ist das ein großer Gewinn für den, "
             "der den letzten Stich gemacht hat: Für ein aufgedecktes Ass zählt er fünf, für "
             "einen König vier, für eine Dame drei, wie oben."),
    Sentence("After all the seven Cards be play'd, (which at first are dealt one by one) he "
             "that won the last trick turns up a Card, and if it prove Ace, King, Queen, or "
             "Knave, he reckons for it accordingly as aforesaid.",
             "Once all seven cards (dealt singly at the start) are played, whoever took the "
             "final trick turns one more card, and scores it as above should it be an Ace, "
             "King, Queen or Jack.",
             "Sind alle sieben Karten gespielt (die anfangs einzeln ausgeteilt werden), deckt "
             "der Gewinner des letzten Stichs eine Karte auf; ist sie Ass, König, Dame oder "
             "Bube, zählt er sie wie oben."),
    Sentence("If the Seven of Diamonds be turn'd up, that is Penneech, and is reckon'd fourteen "
             "turn'd up, but it is but seven in hand, and not that neither unless Diamonds be "
             "Trumps; if it be Trump it is the highest Card and wins all others; if it be not "
             "Trump it wins all Diamonds.",
             "The seven of diamonds is called Penneech: turned up it counts fourteen, but in "
             "hand only seven, and even that only when diamonds are trumps. As a trump it is "
             "the highest card and beats all others; when not trump it beats all diamonds.",
             "Die Karo-Sieben heißt Penneech: Aufgedeckt zählt sie vierzehn, auf der Hand nur "
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
             "Zuletzt, wenn alle vierzehn Karten zwischen euch gespielt sind, zählt, wie viele "
             "Karten ihr über die sieben anfangs erhaltenen hinaus habt, und rechnet für jede "
             "einen Punkt; und so zählt weiter, mit dem Wert eurer Trumpfbilder und der "
             "Penneech, aufgedeckt oder auf der Hand, bis ihr einundsechzig erreicht: Das ist "
             "die Partie."),
    Sentence("Here note, if you have neither Ace nor Face, you may throw up your Game and deal "
             "again.",
             "Note: if you hold neither an Ace nor a court card, you may give up the hand and "
             "have the cards dealt again.",
             "Merke: Wer weder Ass noch Bild hat, darf die Hand aufgeben und neu geben lassen."),
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
            "trumpfen“.", ("follow",)),
    Analogy("Picket", "the elder begins and younger follows in suit as at Whisk",
            "The non-dealer leads and the other must follow suit.",
            "Die Vorhand spielt aus, die Nachhand muss bedienen.", ("follow", "first_lead")),
    Analogy("Ruff and Honours",
            "Reneging or renouncing, that is, not following suit when you have it in your "
            "hand, is very fowl play",
            "Failing to follow suit is foul play: following is the default of the period.",
            "Nicht zu bedienen ist Falschspiel: Farbzwang ist zu Cottons Zeit die Regel.",
            ("follow",)),
    Analogy("Ruff and Honours", "the least Trump will win the highest Card of any other Card",
            "Any trump beats any plain card, as in Penneech.",
            "Jeder Trumpf schlägt jede Fehlkarte, wie beim Penneech.", ("follow",)),
    Analogy("French-Ruff", "You are bound to follow suit",
            "Following suit is compulsory.", "Bedienen ist Pflicht.", ("follow",)),
    Analogy("Lanterloo", "You must not revoke",
            "In the chapter just before Penneech, revoking is forbidden.",
            "Im Kapitel direkt vor Penneech ist Nichtbedienen verboten.", ("follow",)),
    Analogy("Gleek", "fifteen in hand and eighteen in play",
            "'In hand' is a card's value to its holder, 'in play' its value when it wins a "
            "trick: a reason to read Penneech's 'seven in hand' as the holder's.",
            "„In hand“ ist der Wert für den, der die Karte hält, „in play“ ihr Wert, wenn sie "
            "einen Stich gewinnt: ein Grund, Penneechs „seven in hand“ als Wert für den "
            "Besitzer zu lesen.", ("honours_to",)),
    Analogy("Gleek", "and so double if turn'd up",
            "Cards count double when turned up, as Penneech does (7 and 14).",
            "Aufgedeckt zählen Karten doppelt, wie Penneech (7 und 14).", ("honours_to",)),
    Analogy("Gleek", "the turn'd up Card is the Dealers",
            "The turned card belongs to the dealer: an argument for the dealer scoring the "
            "first turn-up.",
            "Die aufgedeckte Karte gehört dem Geber: ein Argument dafür, dass der Geber die "
            "erste aufgedeckte Karte wertet.", ("first_turnup",)),
    Analogy("All-Fours", "it is one to the Dealer",
            "A turned Knave scores for the dealer.", "Ein aufgedeckter Bube zählt für den "
            "Geber.", ("first_turnup",)),
    Analogy("Costly Colours", "the eldest is to play first as in other Games",
            "The non-dealer leads, 'as in other games': Cotton's general custom.",
            "Die Vorhand spielt aus, „wie in anderen Spielen“: Cottons allgemeine Regel.",
            ("first_lead",)),
    Analogy("Gleek", "the least Card deals",
            "The lower cut deals at Gleek; customs differ between chapters.",
            "Beim Gleek gibt die niedrigere Karte; die Bräuche unterscheiden sich von Kapitel "
            "zu Kapitel.", ("first_dealer",)),
    Analogy("All-Fours", "the highest Put-card deals",
            "At All-Fours the higher card deals: Cotton has no single custom.",
            "Bei All-Fours gibt die höhere Karte: Cotton kennt keinen einheitlichen Brauch.",
            ("first_dealer",)),
    Analogy("Bone-Ace", "the least deals, which is a great disadvantage",
            "The lowest card deals here too, and dealing is a handicap.",
            "Auch hier gibt die niedrigste Karte, und Geben ist ein Nachteil.",
            ("first_dealer",)),
    Analogy("Putt", "the best Putt-Card deals",
            "The best card deals, as at All-Fours and Lanterloo.",
            "Die beste Karte gibt, wie bei All-Fours und Lanterloo.", ("first_dealer",)),
    Analogy("French-Ruff", "most or least carries it according to the agreement",
            "Whether the higher or the lower cut deals is left to the players.",
            "Ob die höhere oder die niedrigere Karte gibt, vereinbaren die Spieler.",
            ("first_dealer",)),
    Analogy("Picket", "He that wins more than his own Cards reckons Ten",
            "Cards won are measured against cards dealt, as in Penneech's card count.",
            "Gewonnene Karten werden an den ausgeteilten gemessen, wie beim Kartenzählen im "
            "Penneech.", ("card_count",)),
)
