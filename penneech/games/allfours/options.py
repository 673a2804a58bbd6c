"""All-Fours' open points, each a rule option with its readings and sources.

Cotton's chapter (1674, ch. X, pp. 111–113) is the rule set the engine starts from; the
later laws are those of the nineteenth-century Hoyles: Cassell's *Book of In-door
Amusements* (1881, "All Fours") and Foster's *Complete Hoyle* (1897, "All Fours,
Seven-up, or Old Sledge" and "California Jack"), used for facts only, in our words.
``source_says`` gives Cotton in our paraphrase; his words are quoted in the
``{q:PAGE|words}`` markup that ``tests/test_quotations.py`` checks against the TEI text.
A value no source gives is marked as ours (a choice without sources) and says why.
"""

from __future__ import annotations

from collections.abc import Mapping

from penneech.core.i18n import Citation, Text
from penneech.core.options import Choice, RuleOption

COTTON = "cotton1674"
CASSELL = "cassell1881amusements"
FOSTER = "foster1897hoyle"
CH_X = Citation(COTTON, "ch. X, pp. 111–113")
P111 = Citation(COTTON, "p. 111")
P112 = Citation(COTTON, "p. 112")
P113 = Citation(COTTON, "p. 113")
CASSELL_AF = Citation(CASSELL, "All Fours")
FOSTER_SU = Citation(FOSTER, "All Fours, Seven-up, or Old Sledge")
FOSTER_CJ = Citation(FOSTER, "California Jack")


def _choice(value: str, en: str, de: str, why_en: str, why_de: str,
            *sources: Citation) -> Choice:
    return Choice(value, Text(en, de), Text(why_en, why_de), sources)


def _option(id: str, title: Text, question: Text, cotton: Text, quote: str,
            evidence: Text, evidence_sources: tuple[Citation, ...],
            choices: tuple[Choice, ...], default: str, *, integer: bool = False,
            minimum: int = 0, maximum: int = 0) -> RuleOption:
    return RuleOption(
        id=id, point=id.replace("_", "-"), title=title, question=question,
        source_says=cotton, source_quote=quote, clauses=(), evidence=evidence,
        evidence_sources=evidence_sources, choices=choices, default=default,
        integer=integer, minimum=minimum, maximum=maximum)


TARGET = _option(
    "target",
    Text("Points for game", "Punkte für die Partie"),
    Text("How many points win the game?", "Wie viele Punkte gewinnen die Partie?"),
    Text("Some play the four points of one set; one may play from seven to fifteen or more, "
         "but eleven is usual. Running All-Fours is played thirty-one up.",
         "Manche spielen nur die vier Punkte eines Satzes; man kann sieben bis fünfzehn oder "
         "mehr spielen, üblich sind aber elf. Running All-Fours geht auf einunddreißig."),
    "{q:111|you may make from seven to fifteen, or more if you please, but commonly eleven}",
    Text("Cotton names the range and the usual eleven, and thirty-one for Running "
         "All-Fours; the later laws play ten (Cassell) or seven (Foster's Seven-up).",
         "Cotton nennt den Bereich und die übliche Elf, und einunddreißig für Running "
         "All-Fours; die späteren Regeln spielen auf zehn (Cassell) oder sieben (Fosters "
         "Seven-up)."),
    (CH_X, FOSTER_SU),
    (_choice("11", "eleven", "elf", "Cotton's usual game.", "Cottons übliche Partie.", P111),
     _choice("4", "four (one set)", "vier (ein Satz)",
             "High, Low, Jack and Game are the whole set, as some play it.",
             "High, Low, Jack und Game sind der ganze Satz, wie manche spielen.", P111),
     _choice("7", "seven", "sieben",
             "The least of Cotton's range, and the game of Seven-up.",
             "Das Wenigste in Cottons Bereich, und die Partie von Seven-up.",
             P111, FOSTER_SU),
     _choice("10", "ten", "zehn", "A game of ten, as in the later English laws.",
             "Eine Partie auf zehn, wie in den späteren englischen Regeln.", CASSELL_AF),
     _choice("15", "fifteen", "fünfzehn", "The most of Cotton's range.",
             "Das Meiste in Cottons Bereich.", P111),
     _choice("31", "thirty-one", "einunddreißig", "Running All-Fours.", "Running All-Fours.",
             P113)),
    "11", integer=True, minimum=1, maximum=99)

RENEGE = _option(
    "renege",
    Text("Trumping instead of following", "Trumpfen statt Bedienen"),
    Text("May a player who holds the suit led play a trump instead?",
         "Darf trumpfen, wer die angespielte Farbe hat?"),
    Text("Not following is allowed for advantage, if one trumps.",
         "Nicht zu bedienen ist zum Vorteil erlaubt, wenn man trumpft."),
    "{q:113|for advantage reneging is allowable if you have Trumps in your hand to trump it}",
    Text("Cotton and the later laws agree: follow suit or trump; void of the suit led, "
         "play any card. Strict following is no source's rule: a reading for comparison.",
         "Cotton und die späteren Regeln stimmen überein: bedienen oder trumpfen; wer die "
         "Farbe nicht hat, spielt jede Karte. Strenger Farbzwang steht in keiner Quelle: "
         "eine Lesart zum Vergleich."),
    (P113, CASSELL_AF, FOSTER_SU),
    (_choice("trump", "follow or trump", "bedienen oder trumpfen",
             "Follow suit or trump; any card if void of the suit led.",
             "Farbe bedienen oder trumpfen; ohne die Farbe jede Karte.",
             P113, CASSELL_AF, FOSTER_SU),
     _choice("strict", "must follow", "Farbzwang",
             "Follow suit when able, trump or not; any card if void (no source's rule: ours, "
             "to measure what Cotton's liberty is worth).",
             "Farbe bedienen, wenn möglich, auch mit Trumpf auf der Hand; sonst jede Karte "
             "(in keiner Quelle: unsere Lesart, um zu messen, was Cottons Freiheit wert "
             "ist).")),
    "trump")

LOW = _option(
    "low",
    Text("Who scores Low", "Wer Low zählt"),
    Text("Does Low go to the player dealt the lowest trump in play, or to whoever takes "
         "it in a trick?",
         "Zählt Low für den, der den niedrigsten Trumpf im Spiel erhielt, oder für den, der "
         "ihn in einem Stich gewinnt?"),
    Text("A player who is highest and lowest of trumps reckons two; he does not say how "
         "one comes to be lowest.",
         "Wer höchster und niedrigster Trumpf ist, zählt zwei; wie man der niedrigste wird, "
         "sagt er nicht."),
    "{q:112|if you are highest and lowest of what is Trumps, you reckon two}",
    Text("Cotton's words fit holding the card; the later laws give Low to its first holder "
         "even if the other takes it; in Foster's California Jack it goes to the taker.",
         "Cottons Worte passen zum Halten der Karte; die späteren Regeln geben Low dem "
         "ersten Besitzer, auch wenn der andere ihn sticht; in Fosters California Jack "
         "zählt er für den, der ihn gewinnt."),
    (P112, CASSELL_AF, FOSTER_SU, FOSTER_CJ),
    (_choice("dealt", "dealt it", "erhalten", "The player dealt the lowest trump in play.",
             "Wer den niedrigsten Trumpf im Spiel erhielt.", P112, CASSELL_AF, FOSTER_SU),
     _choice("won", "takes it", "gewinnt ihn", "The player who takes it in a trick.",
             "Wer ihn in einem Stich gewinnt.", FOSTER_CJ)),
    "dealt")

GAME_TIE = _option(
    "game_tie",
    Text("Equal count for Game", "Gleichstand um Game"),
    Text("Who scores Game when both count the same?",
         "Wer zählt Game bei gleicher Zählung?"),
    Text("Game is his that tells most after the cards are played; he says nothing of a "
         "tie.",
         "Game hat, wer nach dem Spiel am meisten zählt; vom Gleichstand sagt er nichts."),
    "{q:113|the Game is he that tells most after the Cards are play'd}",
    Text("Cotton is silent; an equal count has no \"most\", so nobody scores it in his game "
         "(our reading). Cassell's laws give a tie to the elder hand, the non-dealer.",
         "Cotton schweigt; bei gleicher Zählung zählt niemand \"am meisten\", also zählt "
         "es in seinem Spiel keiner (unsere Lesart). Cassells Regeln geben den "
         "Gleichstand der Vorhand, dem Nichtgeber."),
    (P113, CASSELL_AF),
    (_choice("nobody", "nobody", "niemand", "An equal count scores nothing.",
             "Gleichstand zählt nichts.", P113),
     _choice("elder", "the elder hand", "die Vorhand", "The non-dealer scores it.",
             "Der Nichtgeber zählt es.", CASSELL_AF)),
    "nobody")

TURN_UP = _option(
    "turn_up",
    Text("The card turned up", "Die aufgedeckte Karte"),
    Text("What does the dealer score for the card he turns up for trump?",
         "Was zählt der Geber für die als Trumpf aufgedeckte Karte?"),
    Text("A Knave turned up is one to the dealer; at Running All-Fours an Ace turned up "
         "is four, a King three, a Queen two and a Knave one.",
         "Ein aufgedeckter Bube zählt dem Geber eins; bei Running All-Fours ein Ass vier, "
         "ein König drei, eine Dame zwei, ein Bube eins."),
    "{q:112|if Jack (and that is any Knave) it is one to the Dealer}",
    Text("Both are Cotton's, for his two games; the later laws score a Knave only.",
         "Beides steht bei Cotton, für seine zwei Spiele; die späteren Regeln zählen nur "
         "den Buben."),
    (P112, P113, FOSTER_SU),
    (_choice("jack", "a Knave: one", "Bube: eins", "Only a Knave turned up scores, one.",
             "Nur ein aufgedeckter Bube zählt, eins.", P112, FOSTER_SU),
     _choice("honours", "Ace 4, King 3, Queen 2, Knave 1", "Ass 4, König 3, Dame 2, Bube 1",
             "Running All-Fours: an Ace, King, Queen or Knave turned up scores.",
             "Running All-Fours: ein aufgedecktes Ass, König, Dame oder Bube zählt.", P113)),
    "jack")

PLAY_HONOURS = _option(
    "play_honours",
    Text("Honours won in play", "Im Spiel gewonnene Honneurs"),
    Text("Does the winner of a trick score at once for the Ace, King, Queen or Knave of "
         "trumps in it?",
         "Zählt der Gewinner eines Stichs sofort für Ass, König, Dame oder Bube in Trumpf "
         "darin?"),
    Text("Of Running All-Fours he says that the values of the cards turned up are the "
         "same also in play, and that a Ten is the best card for making up.",
         "Von Running All-Fours sagt er, die Werte der aufgedeckten Karten gälten ebenso "
         "im Spiel, und eine Zehn sei die beste Karte zum Zusammenzählen."),
    "{q:113|these are the same also in play}",
    Text("Our reading of the values holding in play: the winner of a trick scores the trump "
         "honours in it at once (Ace four, King three, Queen two; the Knave's one is the "
         "point for Jack), as the running score of a game to thirty-one needs. Read the "
         "other way, the words only repeat the count for Game, and nothing is scored in "
         "play.",
         "Unsere Lesart von \"ebenso im Spiel\": der Gewinner eines Stichs zählt die "
         "Trumpf-Honneurs darin sofort (Ass vier, König drei, Dame zwei; die Eins des "
         "Buben ist der Punkt für Jack), wie es die laufende Zählung einer Partie auf "
         "einunddreißig verlangt. Anders gelesen wiederholen die Worte nur die Zählung "
         "für Game, und im Spiel zählt nichts."),
    (P113,),
    (_choice("none", "nothing in play", "nichts im Spiel",
             "Cards won count only toward Game.", "Gewonnene Karten zählen nur für Game.",
             P112),
     _choice("scored", "trump honours score", "Trumpf-Honneurs zählen",
             "The winner of a trick scores the Ace of trumps in it four, the King three, "
             "the Queen two, and the Knave its point for Jack at once.",
             "Der Gewinner eines Stichs zählt sofort Trumpf-Ass darin vier, König drei, "
             "Dame zwei, und den Buben als Punkt für Jack.", P113)),
    "none")

GIFT = _option(
    "gift",
    Text("A gift that wins the game", "Ein Geschenk, das die Partie gewinnt"),
    Text("May the dealer give the point that would win the elder hand the game?",
         "Darf der Geber den Punkt geben, der der Vorhand die Partie gewinnt?"),
    Text("The elder hand may beg one, and the dealer may refuse; nothing is said of a "
         "point that would end the game.",
         "Die Vorhand darf um einen bitten, der Geber darf ablehnen; von einem Punkt, der "
         "die Partie beendet, ist nicht die Rede."),
    "{q:112|he hath the liberty of beging one}",
    Text("Cotton is silent, so in his game the dealer may give it (our reading); Foster's "
         "laws forbid giving a player enough to put him out, so the dealer must run the "
         "cards.",
         "Cotton schweigt, also darf der Geber in seinem Spiel geben (unsere Lesart); "
         "Fosters Regeln verbieten, einem Spieler so viel zu geben, dass er hinausgeht; "
         "der Geber muss dann nachgeben."),
    (P112, FOSTER_SU),
    (_choice("any", "may give it", "darf geben", "The dealer may always give the point.",
             "Der Geber darf den Punkt immer geben.", P112),
     _choice("not_out", "not the last point", "nicht den letzten Punkt",
             "The dealer may not give the point that would win the game: he must run "
             "the cards.",
             "Der Geber darf den Punkt, der die Partie gewinnt, nicht geben: er muss "
             "nachgeben.", FOSTER_SU)),
    "any")

RUN_HANDS = _option(
    "run_hands",
    Text("Hands after running the cards", "Die Hände nach dem Nachgeben"),
    Text("When the cards have been run, does each player keep every card dealt, or lay "
         "out down to six?",
         "Behält nach dem Nachgeben jeder alle erhaltenen Karten, oder legt er bis auf "
         "sechs ab?"),
    Text("The dealer who refuses deals three apiece more, and further while the card "
         "turned up is of the old suit; nothing is said of laying out.",
         "Der Geber, der ablehnt, gibt jedem drei weitere, und weiter, solange die "
         "aufgedeckte Karte von der alten Farbe ist; vom Ablegen ist nicht die Rede."),
    "{q:112|then he deals three apiece more}",
    Text("Cotton's players keep what they are dealt (inferred from his silence); "
         "Foster's usual practice is that each player lays out down to six.",
         "Cottons Spieler behalten, was sie erhalten (aus seinem Schweigen erschlossen); "
         "nach Fosters üblichem Brauch legt jeder bis auf sechs ab."),
    (P112, FOSTER_SU),
    (_choice("keep", "keep them all", "alle behalten",
             "Each plays every card dealt to him: nine or more tricks.",
             "Jeder spielt alle erhaltenen Karten: neun oder mehr Stiche.", P112),
     _choice("six", "lay out to six", "auf sechs ablegen",
             "Each player, the elder first, lays out unseen cards down to six.",
             "Jeder Spieler, die Vorhand zuerst, legt verdeckt bis auf sechs ab.",
             FOSTER_SU)),
    "keep")

OPTIONS: tuple[RuleOption, ...] = (TARGET, RENEGE, LOW, GAME_TIE, TURN_UP, PLAY_HONOURS,
                                   GIFT, RUN_HANDS)
OPTIONS_BY_ID: Mapping[str, RuleOption] = {o.id: o for o in OPTIONS}
