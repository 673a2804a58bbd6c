"""Editorial data for Cotton's chapter VI, "Picket" (1674, pp. 80–89): clauses and reading text.

Not a hook itself: ``sitegen/cotton.py`` renders it on ``docs/piquet/cotton.md`` and
``docs/piquet/concordance.md``. Each clause (V1 …) is located in the TEI text by its phrase
and must stand, once, on the printed page given here; the build stops otherwise. Clause
phrases avoid the words with an illegible letter in 1674 ("R[u]ff", "val[ue]", …), because
quotations are checked against the book as keyed. Glosses, the modern reading and its German
translation are our own words; a quotation of Cotton inside a gloss uses the
``{q:PAGE|words}`` markup of ``penneech.core.i18n``.

Each clause names the sections of the Piquet rules page (``docs/piquet/rules.md``, by their
fixed ids) and the rule options (ids of ``penneech.games.piquet.options``; their rows on
``docs/piquet/presets.md`` are anchored by the id with "_" written "-") it bears on; the hook
stops the build if a section or an option does not exist.
"""

from __future__ import annotations

from dataclasses import dataclass

from sitegen.cotton_data import Sentence


@dataclass(frozen=True)
class PicketClause:
    """A clause of chapter VI (``id`` V1 …): phrase, page, glosses, rules and options."""

    id: str
    phrase: str
    page: str
    gloss_en: str
    gloss_de: str
    sections: tuple[str, ...]
    options: tuple[str, ...] = ()


CLAUSES: tuple[PicketClause, ...] = (
    PicketClause(
        "V1", "throw out of the Pack the Deuces, Treys, Fours and Fives, and play with the "
              "rest of the Cards, which are in number thirty and six", "80",
        "The twos to fives are removed: Cotton plays with 36 cards, the sixes included.",
        "Zweien bis Fünfen werden entfernt: Cotton spielt mit 36 Karten, die Sechsen "
        "eingeschlossen.",
        ("the-pack",), ("deck",)),
    PicketClause(
        "V2", "The usual Set is an hundred, not but that you may make it more or less", "80",
        "A game is normally won at 100 points; the players may agree on another total.",
        "Eine Partie ist gewöhnlich bei 100 Punkten gewonnen; die Spieler können eine andere "
        "Zahl vereinbaren.",
        ("ending-the-game",), ("game_format",)),
    PicketClause(
        "V3", "the last Card deals and the worst is the Dealers", "80",
        "The lower card deals, and the dealer has the worse of the game. “Last” is a "
        "corruption of “least” (both editions print it): Cotgrave, whom Cotton follows, "
        "has “The disadvantage in this play is the Dealer's, and the least Card deals” (in "
        "du Coeur's transcription), the 1651 book behind both has “which soever of the two "
        "dips the least Card, he is to deale” (p. 3), and Cotton writes "
        "{q:90|the least Card deals} for Gleek. How the cards are drawn is not said.",
        "Die niedrigere Karte gibt, und der Geber ist im Nachteil. „Last“ ist aus „least“ "
        "verderbt (beide Ausgaben drucken es): Cotgrave, dem Cotton folgt, hat „The "
        "disadvantage in this play is the Dealer's, and the least Card deals“ (in der "
        "Abschrift du Coeurs), das Buch von 1651 hinter beiden hat „which soever of the two "
        "dips the least Card, he is to deale“ (S. 3), und Cotton schreibt für Gleek "
        "{q:90|the least Card deals}. Wie die Karten gezogen werden, steht nicht da.",
        ("dealing",), ("first_dealer",)),
    PicketClause(
        "V4", "The Cards are all valued according to the number of the spots they bear, the "
              "Ace only excepted, which wins all other Cards, and goes for eleven", "80",
        "Each card counts its pips, the Ace eleven; the Ace is also the highest card in "
        "play. The value of the court cards is not stated.",
        "Jede Karte zählt ihre Augen, das Ass elf; das Ass ist auch die höchste Karte im "
        "Spiel. Den Wert der Bilder nennt Cotton nicht.",
        ("the-pack", "the-point"), ("point_compare",)),
    PicketClause(
        "V5", "The Dealer shuffles, and the other cuts", "80",
        "The dealer shuffles and the non-dealer cuts.",
        "Der Geber mischt, der andere hebt ab.",
        ("dealing",)),
    PicketClause(
        "V6", "delivering what number he pleaseth at a time, so that he exceed not four nor "
              "deal under two, leaving twelve on the table between them", "80",
        "The dealer gives the cards in packets of two to four as he likes; twelve cards "
        "remain as the stock, so each player holds twelve.",
        "Der Geber teilt in Päckchen von zwei bis vier Karten aus, wie er will; zwölf Karten "
        "bleiben als Talon liegen, jeder Spieler hält also zwölf.",
        ("dealing", "the-exchange"), ("deck",)),
    PicketClause(
        "V7", "finding never a Court-Card among them", "81",
        "A hand without King, Queen or Knave is a blank (carte blanche); it is judged on "
        "the cards as dealt, before the exchange.",
        "Ein Blatt ohne König, Dame und Bube ist eine Carte blanche; beurteilt wird das "
        "Blatt, wie es gegeben wurde, vor dem Kauf.",
        ("carte-blanche",), ("blanche_courts", "blanche_judged_on")),
    PicketClause(
        "V8", "I intend to discard such a number of Cards, and that you may see mine, discard "
              "you as many as you intend", "81",
        "The elder with a blank names how many cards he will exchange, and the younger "
        "discards before the blank is shown.",
        "Hat die Vorhand eine Carte blanche, nennt sie die Zahl der Karten, die sie tauschen "
        "will, und die Hinterhand legt ab, bevor die Carte blanche gezeigt wird.",
        ("carte-blanche", "the-exchange"), ("blanche_judged_on",)),
    PicketClause(
        "V9", "the Eldest shows his Cards and reckons ten for the blanck", "81",
        "The blank is proved by showing the hand, and it is worth ten.",
        "Die Carte blanche wird durch Vorzeigen des Blattes bewiesen und zählt zehn.",
        ("carte-blanche",), ("blanche_judged_on",)),
    PicketClause(
        "V10", "here note he is always bound to that number which he first propounded", "81",
        "Having named a number of cards to exchange, the holder of the blank must keep to it.",
        "Wer eine Zahl zu tauschender Karten genannt hat, ist an sie gebunden.",
        ("carte-blanche", "the-exchange"), ("elder_exchange",)),
    PicketClause(
        "V11", "the youngers Blank shall bar the former", "81",
        "In the 36-card pack both players can hold a blank; then the younger's blank "
        "stops the elder's pique and repique, however high the elder's cards.",
        "Im Blatt zu 36 Karten können beide eine Carte blanche haben; dann verhindert die "
        "der Hinterhand Pique und Repique der Vorhand, wie hoch deren Karten auch sind.",
        ("carte-blanche", "pique-and-repique"), ("pique_repique_blocking",)),
    PicketClause(
        "V12", "he may take in eight of the twelve in the Stock", "81",
        "The elder may exchange up to eight of the twelve stock cards.",
        "Die Vorhand darf bis zu acht der zwölf Talonkarten kaufen.",
        ("the-exchange",), ("elder_exchange",)),
    PicketClause(
        "V13", "not but that if he find it more advantageous he may take in a less number",
        "81",
        "He may also take fewer than eight.",
        "Er darf auch weniger als acht nehmen.",
        ("the-exchange",), ("elder_exchange",)),
    PicketClause(
        "V14", "after this the Antagonist may take in what he thinks fit, acquitting his hand "
               "of the like number", "81",
        "Then the younger exchanges as many as she chooses of what is left, discarding as "
        "many as she takes.",
        "Danach kauft die Hinterhand so viele der übrigen Karten, wie sie will, und legt "
        "ebenso viele ab.",
        ("the-exchange",), ("younger_exchange",)),
    PicketClause(
        "V15", "the Gamesters are both obliged to discard one Card at least", "82",
        "Each player must exchange at least one card, however good the hand.",
        "Jeder Spieler muss mindestens eine Karte tauschen, wie gut sein Blatt auch ist.",
        ("the-exchange",), ("elder_exchange", "younger_exchange")),
    PicketClause(
        "V16", "that is how much you can make of one suit", "82",
        "The ruff (the point) is what a player can make in one suit; Cotton sets no "
        "least number of cards.",
        "Der Ruff (der Rummel) ist, was ein Spieler in einer Farbe aufbringt; eine "
        "Mindestzahl von Karten nennt Cotton nicht.",
        ("the-point",), ("point_compare",)),
    PicketClause(
        "V17", "the eldest speaks first, and if the youngest makes no more the Ruff is good",
        "82",
        "The elder declares first; his point is good unless the younger makes more, so an "
        "equal count is his. Suits are compared by their count, not by their length.",
        "Die Vorhand meldet zuerst; ihr Rummel gilt, wenn die Hinterhand nicht mehr "
        "aufbringt, bei Gleichstand also die Vorhand. Verglichen wird die Augenzahl, nicht "
        "die Länge.",
        ("declarations", "the-point"), ("point_compare",)),
    PicketClause(
        "V18", "sets up one for every ten he can produce", "82",
        "The point scores one for every ten pips.",
        "Der Rummel zählt einen Punkt für je zehn Augen.",
        ("the-point",), ("point_score",)),
    PicketClause(
        "V19", "you are to count as many for thirty five as for forty", "82",
        "A count whose units are five or more counts as the next ten (35 to 39 score four); "
        "lower units are dropped.",
        "Eine Augenzahl, deren Einer fünf oder mehr beträgt, zählt wie der nächste Zehner "
        "(35 bis 39 zählen vier); kleinere Einer fallen weg.",
        ("the-point",), ("point_score",)),
    PicketClause(
        "V20", "the Elder acquaints you with his Sequences", "82",
        "After the point the elder declares his sequences.",
        "Nach dem Rummel meldet die Vorhand ihre Sequenzen.",
        ("declarations", "sequences")),
    PicketClause(
        "V21", "which last is calleh a Tierce Major", "82",
        "A sequence runs in the ordinary rank of the cards; Ace, King and Queen are the "
        "highest tierce. The 1674 print has the misprint “calleh” (1687: “called”).",
        "Eine Sequenz folgt der gewöhnlichen Rangfolge; Ass, König und Dame sind die höchste "
        "Terz. Der Druck von 1674 hat den Druckfehler „calleh“ (1687: „called“).",
        ("sequences",)),
    PicketClause(
        "V22", "These Sequences take their denomination from the highest Card in the Sequence",
        "83",
        "A sequence is named after its highest card.",
        "Eine Sequenz wird nach ihrer höchsten Karte benannt.",
        ("sequences",)),
    PicketClause(
        "V23", "You must reckon for every Tierce three, for a Quart four, but for a Quint "
               "fifteen, for a Sixiesm sixteen, and so upward", "83",
        "Tierce 3, quart 4, quint 15, sixième 16, and one more for each further card, up to "
        "the nine-card sequence the 36-card pack allows.",
        "Terz 3, Quarte 4, Quinte 15, Sexte 16 und für jede weitere Karte einer mehr, bis zur "
        "Sequenz aus neun Karten, die das Blatt zu 36 Karten erlaubt.",
        ("sequences",), ("sequence_values",)),
    PicketClause(
        "V24", "now what ever you can make of all you must add to your Blank, and count the "
               "whole together", "83",
        "The declarations are added to the blank and scored as one running total.",
        "Die Meldungen werden zur Carte blanche addiert und zusammen gezählt.",
        ("carte-blanche", "reckoning-order")),
    PicketClause(
        "V25", "although there be but one of them makes all the others less Sequences useless "
               "unto him", "83",
        "The player with the best sequence makes all the opponent's sequences worthless.",
        "Wer die beste Sequenz hat, macht alle Sequenzen des Gegners wertlos.",
        ("sequences",)),
    PicketClause(
        "V26", "he that hath the biggest Sequence by vertue thereof reckons all his less "
               "Sequences", "83",
        "The holder of the best sequence also scores his lesser ones, even those the "
        "opponent could beat.",
        "Wer die beste Sequenz hat, zählt auch seine kleineren, selbst wenn der Gegner sie "
        "überträfe.",
        ("sequences",)),
    PicketClause(
        "V27", "a Quart drowns a Tierce, and a Quint a Quart", "84",
        "A longer sequence beats a shorter one, whatever their top cards.",
        "Eine längere Sequenz schlägt eine kürzere, gleich welche Karte oben steht.",
        ("sequences",)),
    PicketClause(
        "V28", "as for Nines, Eights, Sevens, and Sixes, they have no place in this account",
        "84",
        "Only Aces, Kings, Queens, Knaves and Tens form trios and quatorzes.",
        "Nur Asse, Könige, Damen, Buben und Zehnen bilden Drillinge und Quatorzes.",
        ("sets",)),
    PicketClause(
        "V29", "for every Ternary you count three", "84",
        "A trio scores three.",
        "Ein Drilling zählt drei.",
        ("sets",)),
    PicketClause(
        "V30", "Aces the highest and best, Kings next, after these Queens, then Knaves, and last "
               "of all Tens", "84",
        "Between trios the higher rank wins.",
        "Unter Drillingen gewinnt der höhere Rang.",
        ("sets",)),
    PicketClause(
        "V31", "He that hath three Aces may reckon his three Queens, Knaves, or Tens, if he have "
               "them, though the other hath three Kings", "84",
        "The holder of the best set scores all his sets, as with sequences.",
        "Wer den besten Drilling hat, zählt alle seine Drillinge, wie bei den Sequenzen.",
        ("sets",)),
    PicketClause(
        "V32", "for each reckons fourteen", "84",
        "Four of a kind, a quatorze, scores fourteen.",
        "Vier Gleiche, ein Quatorze, zählen vierzehn.",
        ("sets",)),
    PicketClause(
        "V33", "the elder begins and younger follows in suit as at Whisk", "85",
        "The elder leads to the first trick, and suit must be followed.",
        "Die Vorhand spielt zum ersten Stich aus, und es herrscht Farbzwang.",
        ("playing-the-tricks",)),
    PicketClause(
        "V34", "for every Ace, King, Queen, Knave, or Ten, he reckons one", "85",
        "In play only the high cards, Ten and above, score a point.",
        "Im Spiel bringen nur die hohen Karten, von der Zehn an, einen Punkt.",
        ("playing-the-tricks",), ("play_scoring",)),
    PicketClause(
        "V35", "A Card once play'd must not be recalled", "85",
        "A card played stays played (1687 prints “recall'd”).",
        "Eine gespielte Karte bleibt gespielt (1687 druckt „recall'd“).",
        ("playing-the-tricks",)),
    PicketClause(
        "V36", "if the elder hand plays an Ace, King, Queen, or Ten, for every such Card he is "
               "to reckon one", "85",
        "The leader scores one for a high card led.",
        "Wer ausspielt, zählt einen Punkt für eine hohe Karte.",
        ("playing-the-tricks",), ("play_scoring",)),
    PicketClause(
        "V37", "he wins the Trick, and reckons one for his Card as well as the other", "85",
        "The second player who wins the trick with a higher card of the suit also scores "
        "one.",
        "Der zweite Spieler, der den Stich mit einer höheren Karte der Farbe gewinnt, zählt "
        "ebenfalls einen Punkt.",
        ("playing-the-tricks",), ("play_scoring",)),
    PicketClause(
        "V38", "Whosoever wins the last Trick reckons two for it, if he win it with a Ten, but "
               "if with any Cards, under, he reckons but one", "85",
        "The last trick brings one more point: two if won with a Ten or better, one with a "
        "lower card. (1687 prints {q:1687:61|any Card under}.)",
        "Der letzte Stich bringt einen Punkt mehr: zwei, wenn er mit einer Zehn oder höher "
        "gewonnen wird, einen mit einer niedrigeren Karte. (1687 druckt "
        "{q:1687:61|any Card under}.)",
        ("playing-the-tricks",), ("last_trick_bonus", "play_scoring")),
    PicketClause(
        "V39", "then they tell their Cards, and he that hath the most is to reckon Ten for them",
        "85",
        "Whoever has taken more cards scores ten; at equal cards Cotton names no score.",
        "Wer mehr Karten gewonnen hat, zählt zehn; bei gleich vielen nennt Cotton keine "
        "Wertung.",
        ("the-cards-and-capot",), ("divided_cards",)),
    PicketClause(
        "V40", "each person sets up his Game with Counters, and if the set be not up, deal "
               "again", "85",
        "The scores are kept with counters, and deals follow until someone reaches the set.",
        "Die Punkte werden mit Zählmarken festgehalten, und es wird gegeben, bis einer die "
        "verabredete Zahl erreicht.",
        ("ending-the-game",), ("game_format",)),
    PicketClause(
        "V41", "any of the two have a Blank, he wins the set, because the Blanks are always "
               "first reckoned", "86",
        "When both are close to the set, a blank wins, because it is scored first.",
        "Sind beide nahe am Ziel, gewinnt eine Carte blanche, denn sie wird zuerst gezählt.",
        ("reckoning-order", "ending-the-game"), ("game_format",)),
    PicketClause(
        "V42", "then comes the Ruff, next your Sequences, then your Aces, Kings, Queens, Knaves, "
               "and Tens, next what Cards are reckoned in play, and last of all the Cards you "
               "have won", "86",
        "The order of reckoning: blank, point, sequences, sets, points in play, and last "
        "the cards.",
        "Die Reihenfolge der Wertung: Carte blanche, Rummel, Sequenzen, Drillinge und "
        "Quatorzes, Punkte im Spiel und zuletzt die Karten.",
        ("reckoning-order",)),
    PicketClause(
        "V43", "up to thirty in his own hand, without playing a Card, and before the other can "
               "reckon any thing, instead of thirty he shall reckon ninety", "86",
        "Reaching thirty in one's own hand, without playing a card, before the opponent has "
        "scored anything, turns the thirty into ninety: the repique.",
        "Wer im eigenen Blatt dreißig erreicht, ohne eine Karte zu spielen, bevor der Gegner "
        "etwas gezählt hat, zählt statt dreißig neunzig: das Repique.",
        ("pique-and-repique",), ("pique_repique_blocking",)),
    PicketClause(
        "V44", "before the other hath play'd a Card, or reckoned any thing, instead of thirty he "
               "reckons sixty", "86",
        "Reaching thirty {q:86|in like manner} (by blank, ruff, sequences and so on) before "
        "the opponent has played a card or scored, turns the thirty into sixty: the pique. "
        "Cotton does not mention play here; that the pique, unlike the repique, may be "
        "completed with the points of the first cards played is our reading. The 1651 book "
        "behind his chapter says so (“and also by playing his first Card”, p. 30), and so "
        "do the later laws.",
        "Wer {q:86|in like manner} (mit Carte blanche, Ruff, Sequenzen und so weiter) "
        "dreißig erreicht, bevor der Gegner eine Karte gespielt oder etwas gezählt hat, "
        "zählt statt dreißig sechzig: das Pique. Vom Spiel spricht Cotton hier nicht; dass "
        "das Pique, anders als das Repique, mit den Punkten der ersten gespielten Karten "
        "vollendet werden kann, ist unsere Lesart. Das Buch von 1651 hinter seinem Kapitel "
        "sagt es („and also by playing his first Card“, S. 30), ebenso die späteren "
        "Gesetze.",
        ("pique-and-repique",), ("pique_repique_blocking", "younger_declares")),
    PicketClause(
        "V45", "if you can but remember to call for your Picy, or Repicy, before you deal again",
        "86",
        "A pique or repique must be claimed before the next deal, or it is lost.",
        "Pique oder Repique müssen vor dem nächsten Geben beansprucht werden, sonst "
        "verfallen sie.",
        ("pique-and-repique",)),
    PicketClause(
        "V46", "but he that wins all the Cards reckons Forty", "87",
        "Winning every trick, the capot, scores forty instead of the ten for the cards.",
        "Wer alle Stiche gewinnt, den Capot, zählt vierzig statt der zehn für die Karten.",
        ("the-cards-and-capot",), ("capot",)),
    PicketClause(
        "V47", "If the Dealer give more Cards than his due", "87",
        "If the dealer gives too many cards, the elder chooses whether to redeal or to play "
        "on.",
        "Gibt der Geber zu viele Karten, wählt die Vorhand, ob neu gegeben oder weitergespielt "
        "wird.",
        ("dealing",)),
    PicketClause(
        "V48", "He that forgets to reckon his Blank, Ruff, Sequences, Aces, Kings, or the like, "
               "and hath begun to play his Cards cannot recall them", "87",
        "Whatever a player has not reckoned when he begins to play is lost to him: what he "
        "declares is his own choice, and the rules only punish the omission.",
        "Was ein Spieler nicht gezählt hat, wenn er zu spielen beginnt, ist für ihn "
        "verloren: Was er meldet, entscheidet er selbst, die Regeln bestrafen nur das "
        "Versäumnis.",
        ("declarations",), ("sinking", "younger_declares")),
    PicketClause(
        "V49", "sheweth not his Ruff before he play his first Card", "87",
        "Each player reckons his point before playing his own first card.",
        "Jeder zählt seinen Rummel, bevor er seine erste Karte spielt.",
        ("declarations", "the-point"), ("younger_declares",)),
    PicketClause(
        "V50", "he shall be debar'd from reckoning any thing he really hath", "87",
        "A player found to have reckoned what he did not hold scores none of his "
        "declarations, while the opponent scores all of his; the offender still scores in "
        "play.",
        "Wer etwas gezählt hat, das er nicht hatte, zählt keine seiner Meldungen, der Gegner "
        "aber alle seine; im Spiel zählt der Schuldige weiter.",
        ("declarations",)),
    PicketClause(
        "V51", "He that takes in more Cards than he discardeth is liable to the same penalty",
        "87",
        "Taking more cards than one discarded is punished in the same way.",
        "Wer mehr Karten kauft, als er abgelegt hat, wird ebenso bestraft.",
        ("the-exchange",)),
    PicketClause(
        "V52", "he is not allowed to take up his Cards and play them out", "88",
        "Cards thrown in and mixed with others cannot be taken back.",
        "Hingeworfene und mit anderen vermischte Karten dürfen nicht wieder aufgenommen "
        "werden.",
        ("playing-the-tricks",)),
    PicketClause(
        "V53", "No man is permitted to discard twice in one dealing", "88",
        "Each player exchanges once only in a deal.",
        "Jeder kauft in einem Spiel nur einmal.",
        ("the-exchange",), ("elder_exchange", "younger_exchange")),
    PicketClause(
        "V54", "his Blank shall hinder the other Picy and Repicy, although he hath nothing to "
               "shew", "88",
        "A blank prevents the opponent's pique and repique, even when the blank is all its "
        "holder scores.",
        "Eine Carte blanche verhindert Pique und Repique des Gegners, auch wenn sie alles "
        "ist, was ihr Besitzer zählt.",
        ("carte-blanche", "pique-and-repique"), ("pique_repique_blocking",)),
    PicketClause(
        "V55", "he is bound to tell the other, if he ask him what Ace, King, Queen, &c. he wants",
        "88",
        "A player who declares three of a kind after discarding the fourth must say which "
        "card he lacks, if asked.",
        "Wer nach dem Ablegen der vierten Karte drei Gleiche meldet, muss auf Nachfrage "
        "sagen, welche ihm fehlt.",
        ("sets", "declarations")),
    PicketClause(
        "V56", "either of the Gamesters know the upper Card by the backside, notwithstanding "
               "this the Cards must not be shuffled again", "88",
        "A card recognised by its back after a fair cut is no reason to shuffle again.",
        "Eine nach ordentlichem Abheben am Rücken erkannte Karte ist kein Grund, neu zu "
        "mischen.",
        ("dealing",)),
    PicketClause(
        "V57", "but if two be found faced, then may he shuffle again", "89",
        "One card found face up in the pack does not stop the deal; two do.",
        "Eine offen liegende Karte im Paket unterbricht das Geben nicht; zwei tun es.",
        ("dealing",)),
    PicketClause(
        "V58", "Whosoever is found changing or taking back again any of his Cards, he shall lose "
               "the Game", "89",
        "Exchanging cards unfairly or taking cards back loses the game.",
        "Wer Karten heimlich tauscht oder zurücknimmt, verliert die Partie.",
        ("ending-the-game",)),
)

SENTENCES: tuple[Sentence, ...] = (
    Sentence("BEfore you begin the Game at Picket, you must throw out of the Pack the Deuces, "
             "Treys, Fours and Fives, and play with the rest of the Cards, which are in number "
             "thirty and six.",
             "Before starting a game of Picket, take the twos, threes, fours and fives out of "
             "the pack and play with the remaining thirty-six cards.",
             "Bevor man eine Partie Picket beginnt, nimmt man Zweien, Dreien, Vieren und Fünfen "
             "aus dem Blatt und spielt mit den übrigen sechsunddreißig Karten."),
    Sentence("The usual Set is an hundred, not but that you may make it more or less; the last "
             "Card deals and the worst is the Dealers.",
             "A game is usually played to a hundred, though you may agree on more or less. "
             "The lower card deals [Cotton prints “last”, his source “least”], and the dealer "
             "has the worse of it.",
             "Gewöhnlich spielt man bis hundert, doch man kann mehr oder weniger vereinbaren. "
             "Die niedrigere Karte gibt [Cotton druckt „last“, seine Vorlage „least“], und der "
             "Geber ist im Nachteil."),
    Sentence("The Cards are all valued according to the number of the spots they bear, the Ace "
             "only excepted, which wins all other Cards, and goes for eleven.",
             "Each card is worth the number of its pips, except the Ace, which beats every "
             "other card and counts eleven.",
             "Jede Karte gilt so viel, wie sie Augen hat, außer dem Ass, das alle anderen "
             "Karten schlägt und elf zählt."),
    Sentence("The Dealer shuffles, and the other cuts, delivering what number he pleaseth at a "
             "time, so that he exceed not four nor deal under two, leaving twelve on the table "
             "between them.",
             "The dealer shuffles and the other cuts; the dealer then gives the cards in "
             "packets of his choosing, never more than four and never fewer than two at a "
             "time, and leaves twelve cards on the table between the players.",
             "Der Geber mischt, der andere hebt ab; dann teilt der Geber in Päckchen nach "
             "seiner Wahl aus, nie mehr als vier und nie weniger als zwei auf einmal, und "
             "lässt zwölf Karten zwischen den Spielern auf dem Tisch liegen."),
    Sentence("He that is the elder, having lookt over his Cards, and finding never a Court-Card "
             "among them, says I have a blanck, and I intend to discard such a number of Cards, "
             "and that you may see mine, discard you as many as you intend; this done, the "
             "Eldest shows his Cards and reckons ten for the blanck, then taking up his Cards "
             "again he discards those which he judgeth most fit: here note he is always bound "
             "to that number which he first propounded.",
             "If the elder hand looks at his cards and finds no court card among them, he "
             "says: I have a blank, and I mean to exchange so many cards; make your discard "
             "so that you may see mine. When the younger has discarded, the elder shows his "
             "hand and scores ten for the blank, takes his cards up again and discards the "
             "ones he thinks best. He must keep to the number he named first.",
             "Findet die Vorhand beim Ansehen ihrer Karten kein Bild darunter, sagt sie: Ich "
             "habe eine Carte blanche und will so und so viele Karten tauschen; legt ab, damit "
             "Ihr meine sehen könnt. Hat die Hinterhand abgelegt, zeigt die Vorhand ihr Blatt, "
             "zählt zehn für die Carte blanche, nimmt die Karten wieder auf und legt die ab, "
             "die ihr am besten scheinen. An die zuerst genannte Zahl bleibt sie gebunden."),
    Sentence("This being done, he takes in as many from the Stock as he laid out; and if it "
             "should chance to fall out that the other hath a Blank too, the youngers Blank "
             "shall bar the former and hinder his Picy and Repicy, though the eldest hands "
             "Blank consists of the biggest Cards.",
             "Then he takes as many cards from the stock as he put away. Should the other "
             "player also hold a blank, the younger's blank cancels the elder's advantage and "
             "stops his pique and repique, even if the elder's blank is made of the highest "
             "cards.",
             "Dann nimmt sie so viele Karten aus dem Talon, wie sie weggelegt hat. Hat auch "
             "der andere Spieler eine Carte blanche, so hebt die der Hinterhand den Vorteil der "
             "Vorhand auf und verhindert deren Pique und Repique, auch wenn die Carte blanche "
             "der Vorhand aus den höchsten Karten besteht."),
    Sentence("It is no small advantage to the eldest to have the benefit of discarding, because "
             "he may take in eight of the twelve in the Stock discarding as many of his own for "
             "them, not but that if he find it more advantageous he may take in a less number; "
             "after this the Antagonist may take in what he thinks fit, acquitting his hand of "
             "the like number.",
             "Exchanging first is no small advantage to the elder: he may take up to eight of "
             "the twelve stock cards, discarding as many of his own, or fewer if that suits "
             "him better. Then the opponent takes as many as he thinks fit, discarding the "
             "same number.",
             "Als Erster zu kaufen ist kein geringer Vorteil für die Vorhand: Sie darf bis zu "
             "acht der zwölf Talonkarten nehmen und ebenso viele eigene ablegen, oder weniger, "
             "wenn ihr das besser scheint. Danach nimmt der Gegner so viele, wie er für gut "
             "hält, und legt ebenso viele ab."),
    Sentence("Here note, that let the Game be never so good the Gamesters are both obliged to "
             "discard one Card at least.",
             "However good their hands, both players must exchange at least one card.",
             "Wie gut ihr Blatt auch sei, beide Spieler müssen mindestens eine Karte tauschen."),
    Sentence("After the discarding you must consider the Ruff, that is how much you can make of "
             "one suit; the eldest speaks first, and if the youngest makes no more the Ruff is "
             "good, and sets up one for every ten he can produce; as for example, for thirty "
             "reckon three, for forty four, and so onward, withall take notice you are to count "
             "as many for thirty five as for forty, and as much for forty five as fifty, and so "
             "of the rest; but from thirty five to thirty nine you must count no more than for "
             "thirty five, and so from thirty to thirty four count no more than for thirty; and "
             "this Rule is to be observed in all other higher numbers.",
             "After the exchange comes the ruff (the point): how much you can count in one "
             "suit. The elder declares first; if the younger cannot make more, the elder's "
             "ruff is good and scores one for every ten pips: three for thirty, four for forty "
             "and so on. A count of thirty-five scores as much as forty, and forty-five as much "
             "as fifty, and so on; anything from thirty-five to thirty-nine counts like "
             "thirty-five, and from thirty to thirty-four like thirty. The same holds for all "
             "higher counts.",
             "Nach dem Kauf kommt der Ruff (der Rummel): wie viel man in einer Farbe "
             "aufbringt. Die Vorhand meldet zuerst; bringt die Hinterhand nicht mehr auf, "
             "gilt der Ruff der Vorhand und zählt einen Punkt je zehn Augen: drei für "
             "dreißig, vier für vierzig und so fort. Fünfunddreißig zählt so viel wie "
             "vierzig, fünfundvierzig so viel wie fünfzig und so weiter; alles von "
             "fünfunddreißig bis neununddreißig zählt wie fünfunddreißig, von dreißig bis "
             "vierunddreißig wie dreißig. Dasselbe gilt für alle höheren Zahlen."),
    Sentence("As for Sequences and their value after the Ruff is plaid, the Elder acquaints you "
             "with his Sequences (if he have them) and they are Tierces, Quarts, Quints, "
             "Sixiesms, Septiesms, Huictiesms and Neufiesms, as thus; six, seven, and eight; "
             "nine, ten, and Knave; Queen, King, and Ace; which last is calleh a Tierce Major, "
             "because it is the highest.",
             "Sequences come after the ruff: the elder announces his sequences, if he has "
             "any. They are tierces, quarts, quints, sixièmes, septièmes, huitièmes and "
             "neuvièmes; for example six, seven and eight; nine, ten and Jack; Queen, King and "
             "Ace, which is called a tierce major because it is the highest.",
             "Nach dem Ruff kommen die Sequenzen: Die Vorhand meldet ihre Sequenzen, wenn sie "
             "welche hat. Es gibt Terzen, Quarten, Quinten, Sexten, Septimen, Oktaven und "
             "Nonen, zum Beispiel Sechs, Sieben und Acht; Neun, Zehn und Bube; Dame, König und "
             "Ass: Diese heißt Terz major, weil sie die höchste ist."),
    Sentence("A Quart is a sequence of four Cards, a Quint of five, a Sixism of six, &c.",
             "A quart is a sequence of four cards, a quint of five, a sixième of six, and so "
             "on.",
             "Eine Quarte ist eine Sequenz von vier Karten, eine Quinte von fünf, eine Sexte "
             "von sechs und so weiter."),
    Sentence("These Sequences take their denomination from the highest Card in the Sequence.",
             "A sequence is named after its highest card.",
             "Eine Sequenz wird nach ihrer höchsten Karte benannt."),
    Sentence("It is a Tierce Major or a Tierce of an Ace when there is Queen, King and Ace, a "
             "Tierce of a King when the King is the best Card; a Tierce of a Queen when there "
             "is neither King nor Ace, and so till you come to the lowest Tierce, which is a "
             "Tierce of an eight.",
             "Queen, King and Ace make a tierce major, or tierce to the Ace; a tierce with the "
             "King on top is a tierce to the King, one with neither King nor Ace a tierce to "
             "the Queen, and so down to the lowest, the tierce to the eight.",
             "Dame, König und Ass bilden eine Terz major oder Terz zum Ass; eine Terz mit dem "
             "König oben ist eine Terz zum König, eine ohne König und Ass eine Terz zur Dame, "
             "und so hinab bis zur niedrigsten, der Terz zur Acht."),
    Sentence("You must reckon for every Tierce three, for a Quart four, but for a Quint "
             "fifteen, for a Sixiesm sixteen, and so upward; now what ever you can make of all "
             "you must add to your Blank, and count the whole together.",
             "Score three for each tierce and four for a quart, but fifteen for a quint, "
             "sixteen for a sixième, and so on upwards. Whatever you make from all of these is "
             "added to your blank and counted as one total.",
             "Man zählt drei für jede Terz und vier für eine Quarte, aber fünfzehn für eine "
             "Quinte, sechzehn für eine Sexte und so weiter aufwärts. Was man aus alledem "
             "macht, wird zur Carte blanche gezählt und zusammengerechnet."),
    Sentence("Here note that the biggest Tierce, Quart, or other Sequence, although there be but "
             "one of them makes all the others less Sequences useless unto him be they never "
             "so many; and he that hath the biggest Sequence by vertue thereof reckons all his "
             "less Sequences, though his Adversaries Sequences be greater, and otherwise would "
             "have drowned them.",
             "Note that the best tierce, quart or other sequence, even if it is the only one, "
             "makes all the opponent's smaller sequences worthless, however many there are; "
             "and whoever holds the best sequence scores all his smaller ones as well, even "
             "where the opponent's would otherwise have beaten them.",
             "Zu beachten: Die beste Terz, Quarte oder andere Sequenz, auch wenn sie allein "
             "ist, macht alle kleineren Sequenzen des Gegners wertlos, wie viele es auch "
             "seien; und wer die beste Sequenz hat, zählt auch alle seine kleineren, selbst "
             "wenn die des Gegners sie sonst geschlagen hätten."),
    Sentence("Farther observe, that a Quart drowns a Tierce, and a Quint a Quart, and so of the "
             "rest, so that he who hath a Sixiesm may reckon his Tierces, Quarts, or Quints, "
             "though the other may happen to have Tierce, Quart, &c. of higher value than the "
             "others are that hath the Sixiesm; trace the same method in all the other like "
             "Sequences.",
             "Note too that a quart beats a tierce and a quint a quart, and so on; so the "
             "holder of a sixième may score his tierces, quarts or quints even if the other "
             "player's are higher. The same applies to every other sequence.",
             "Ferner schlägt eine Quarte eine Terz und eine Quinte eine Quarte und so fort; "
             "wer also eine Sexte hat, darf seine Terzen, Quarten oder Quinten zählen, auch "
             "wenn die des anderen höher sind. Dasselbe gilt für alle anderen Sequenzen."),
    Sentence("After you have manifested your Sequences, you come to reckon your three Aces, "
             "three Kings, three Queens, three Knaves, or three Tens, as for Nines, Eights, "
             "Sevens, and Sixes, they have no place in this account; for every Ternary you "
             "count three, and they are in value as it is in Sequences; Aces the highest and "
             "best, Kings next, after these Queens, then Knaves, and last of all Tens.",
             "After the sequences you count your three Aces, Kings, Queens, Jacks or Tens; "
             "nines, eights, sevens and sixes do not count here. Each trio scores three, and "
             "they rank as in sequences: Aces highest, then Kings, Queens, Jacks and last "
             "Tens.",
             "Nach den Sequenzen zählt man seine drei Asse, Könige, Damen, Buben oder Zehnen; "
             "Neunen, Achten, Siebenen und Sechsen zählen hier nicht. Jeder Drilling zählt "
             "drei, und sie stehen im Rang wie bei den Sequenzen: Asse am höchsten, dann "
             "Könige, Damen, Buben und zuletzt Zehnen."),
    Sentence("The higher drowns the lower here as in the Sequences.",
             "Here too the higher beats the lower, as with sequences.",
             "Auch hier schlägt das höhere das niedrigere, wie bei den Sequenzen."),
    Sentence("He that hath three Aces may reckon his three Queens, Knaves, or Tens, if he have "
             "them, though the other hath three Kings; and this is done by reason of his higher "
             "Ternary.",
             "A player with three Aces may also score his three Queens, Jacks or Tens, if he "
             "has them, even though the other holds three Kings, because his best trio is the "
             "higher.",
             "Wer drei Asse hat, darf auch seine drei Damen, Buben oder Zehnen zählen, wenn er "
             "sie hat, obwohl der andere drei Könige hält, denn sein bester Drilling ist der "
             "höhere."),
    Sentence("Now he that hath four Aces, four Kings, four Queens, four Knaves, or four Tens, "
             "for each reckons fourteen, which is the reason they are called Quatorzes.",
             "Four Aces, Kings, Queens, Jacks or Tens score fourteen each; that is why they "
             "are called quatorzes.",
             "Vier Asse, Könige, Damen, Buben oder Zehnen zählen je vierzehn; darum heißen sie "
             "Quatorze."),
    Sentence("Now they begin to play the Cards, the elder begins and younger follows in suit as "
             "at Whisk, and for every Ace, King, Queen, Knave, or Ten, he reckons one.",
             "Then the cards are played: the elder leads and the younger follows suit, as at "
             "Whist, and a player scores one for every Ace, King, Queen, Jack or Ten.",
             "Dann werden die Karten gespielt: Die Vorhand spielt aus, und die Hinterhand "
             "bedient wie beim Whist; für jedes Ass, jeden König, jede Dame, jeden Buben und "
             "jede Zehn zählt man einen Punkt."),
    Sentence("A Card once play'd must not be recalled, unless he have a Card of the same suit in "
             "his hand, if the elder hand plays an Ace, King, Queen, or Ten, for every such Card "
             "he is to reckon one, which he adds to the number of his Game before; and if the "
             "other be able to play upon it a higher Card of the same suit, he wins the Trick, "
             "and reckons one for his Card as well as the other.",
             "A card once played cannot be taken back unless the player holds a card of the "
             "suit led. When the elder leads an Ace, King, Queen or Ten he scores one for each "
             "such card, added to his score so far; and if the other can play a higher card "
             "of that suit, he wins the trick and scores one for his card too.",
             "Eine gespielte Karte darf nicht zurückgenommen werden, es sei denn, der Spieler "
             "hat eine Karte der ausgespielten Farbe. Spielt die Vorhand ein Ass, einen König, "
             "eine Dame oder eine Zehn aus, zählt sie für jede solche Karte einen Punkt zu "
             "ihrem bisherigen Stand; kann der andere eine höhere Karte derselben Farbe "
             "darauflegen, gewinnt er den Stich und zählt für seine Karte ebenfalls einen."),
    Sentence("Whosoever wins the last Trick reckons two for it, if he win it with a Ten, but if "
             "with any Cards, under, he reckons but one; then they tell their Cards, and he "
             "that hath the most is to reckon Ten for them.",
             "Whoever wins the last trick scores two for it if he wins it with a Ten or "
             "higher, but only one with a lower card. Then the players count their cards, "
             "and whoever has more scores ten for them.",
             "Wer den letzten Stich gewinnt, zählt zwei dafür, wenn er ihn mit einer Zehn oder "
             "höher macht, mit einer niedrigeren Karte aber nur einen. Dann zählen die Spieler "
             "ihre Karten, und wer mehr hat, zählt zehn dafür."),
    Sentence("After this, each person sets up his Game with Counters, and if the set be not up, "
             "deal again; now a set is won after this manner, admit that each party is so "
             "forward in his Game that he wants but four or five to be up, if it so happens "
             "that any of the two have a Blank, he wins the set, because the Blanks are always "
             "first reckoned; but if no Blanks, then comes the Ruff, next your Sequences, then "
             "your Aces, Kings, Queens, Knaves, and Tens, next what Cards are reckoned in play, "
             "and last of all the Cards you have won.",
             "Then each player marks his score with counters, and if nobody has reached the "
             "game, deal again. When both are so far on that each needs only four or five to "
             "win, a player with a blank wins, because blanks are always scored first; "
             "without blanks the ruff comes next, then sequences, then Aces, Kings, Queens, "
             "Jacks and Tens, then the points made in play, and last of all the cards won.",
             "Danach hält jeder seinen Stand mit Zählmarken fest, und ist die Partie nicht "
             "aus, wird neu gegeben. Sind beide so weit, dass jedem nur noch vier oder fünf "
             "fehlen, gewinnt, wer eine Carte blanche hat, denn sie wird immer zuerst gezählt; "
             "ohne Carte blanche kommt der Ruff, dann die Sequenzen, dann Asse, Könige, Damen, "
             "Buben und Zehnen, dann die im Spiel gezählten Punkte und zuletzt die gewonnenen "
             "Karten."),
    Sentence("If any of the Gamesters can reckon, either in Blanks, Ruffs, Sequences, Aces, &c. "
             "up to thirty in his own hand, without playing a Card, and before the other can "
             "reckon any thing, instead of thirty he shall reckon ninety, and as many as he "
             "reckons after above his thirty, adding them to his ninety; this is known by the "
             "name of a Repicy.",
             "If a player can count thirty from his hand alone, with blank, ruff, sequences, "
             "Aces and so on, without playing a card and before the other can score anything, "
             "he counts ninety instead of thirty, and adds to the ninety whatever he scores "
             "beyond thirty: this is called a repique.",
             "Kann ein Spieler aus seinem Blatt allein, mit Carte blanche, Ruff, Sequenzen, "
             "Assen und so weiter, dreißig zählen, ohne eine Karte zu spielen und bevor der "
             "andere etwas zählen kann, zählt er statt dreißig neunzig und rechnet, was er "
             "über dreißig hinaus zählt, zu den neunzig hinzu: Das heißt Repique."),
    Sentence("Moreover, he that can make in like manner, what by Blank, Ruff, Sequences, &c. up "
             "to the said number, before the other hath play'd a Card, or reckoned any thing, "
             "instead of thirty he reckons sixty, and this is called a Picy.",
             "And a player who reaches the same thirty, with blank, ruff, sequences and so "
             "on, before the other has played a card or scored anything, counts sixty instead "
             "of thirty: this is called a pique.",
             "Und wer auf gleiche Weise, mit Carte blanche, Ruff, Sequenzen und so weiter, "
             "dieselben dreißig erreicht, bevor der andere eine Karte gespielt oder etwas "
             "gezählt hat, zählt statt dreißig sechzig: Das heißt Pique."),
    Sentence("Here note, that if you can but remember to call for your Picy, or Repicy, before "
             "you deal again, you shall lose neither of them, otherwise you must.",
             "Note that a pique or repique is kept only if you remember to claim it before "
             "the next deal; otherwise it is lost.",
             "Pique und Repique bleiben nur erhalten, wenn man vor dem nächsten Geben daran "
             "denkt, sie zu beanspruchen; sonst sind sie verloren."),
    Sentence("He that wins more than his own Cards reckons Ten, but he that wins all the Cards "
             "reckons Forty, and this is called a Capet.",
             "Winning more cards than your own twelve scores ten; winning all the cards "
             "scores forty, and that is called a capot.",
             "Wer mehr Karten gewinnt als seine eigenen zwölf, zählt zehn; wer alle Karten "
             "gewinnt, zählt vierzig, und das heißt Capot."),
    Sentence("The Rules belonging to this Game are these.",
             "The laws of the game are these.",
             "Für dieses Spiel gelten folgende Regeln."),
    Sentence("If the Dealer give more Cards than his due, whether through mistake or otherwise, "
             "it lieth in the choice of the elder hand whether he shall deal again or no, or "
             "whether it shall be play'd out.",
             "If the dealer gives too many cards, by mistake or not, the elder chooses "
             "whether he deals again or the hand is played out.",
             "Gibt der Geber zu viele Karten, aus Versehen oder nicht, wählt die Vorhand, ob "
             "neu gegeben oder das Spiel zu Ende gespielt wird."),
    Sentence("He that forgets to reckon his Blank, Ruff, Sequences, Aces, Kings, or the like, "
             "and hath begun to play his Cards cannot recall them.",
             "A player who forgets to count his blank, ruff, sequences, Aces, Kings and the "
             "like cannot claim them once he has begun to play.",
             "Wer vergisst, Carte blanche, Ruff, Sequenzen, Asse, Könige und dergleichen zu "
             "zählen, kann sie nicht mehr geltend machen, wenn er zu spielen begonnen hat."),
    Sentence("So it is with him that sheweth not his Ruff before he play his first Card, losing "
             "absolutely all the advantage thereof.",
             "The same goes for a player who does not show his ruff before playing his first "
             "card: he loses its whole benefit.",
             "Ebenso verliert, wer seinen Ruff nicht vor seiner ersten Karte zeigt, dessen "
             "ganzen Vorteil."),
    Sentence("He that misreckons any thing, and hath play'd one of his Cards, and his adversary "
             "finds at the beginning, middle, or end of the Game, that he had not what he "
             "reckoned, for his punishment he shall be debar'd from reckoning any thing he "
             "really hath, and his adversary shall reckon all he hath, yet the other shall make "
             "all he can in play.",
             "If a player counts something wrongly and has played a card, and his opponent "
             "finds at any point in the hand that he did not hold what he counted, he is "
             "punished: he may count nothing of what he really holds, the opponent counts "
             "everything he holds, and the offender still scores what he can in play.",
             "Zählt ein Spieler etwas falsch und hat eine Karte gespielt, und der Gegner "
             "stellt am Anfang, in der Mitte oder am Ende des Spiels fest, dass er nicht hatte, "
             "was er zählte, so darf er zur Strafe nichts von dem zählen, was er wirklich hat, "
             "der Gegner zählt alles, was er hat, und der Schuldige zählt nur noch, was er im "
             "Spiel macht."),
    Sentence("He that takes in more Cards than he discardeth is liable to the same penalty.",
             "A player who takes more cards than he discarded suffers the same penalty.",
             "Wer mehr Karten kauft, als er abgelegt hat, erleidet dieselbe Strafe."),
    Sentence("He that throws up his Cards imagining he hath lost the Game, mingling them with "
             "other Cards on the Table though afterward he perceive his mistake, yet he is not "
             "allowed to take up his Cards and play them out.",
             "A player who throws down his cards, thinking he has lost, and mixes them with "
             "others on the table may not take them up again to play on, even if he then sees "
             "his mistake.",
             "Wer seine Karten hinwirft, weil er glaubt, verloren zu haben, und sie mit "
             "anderen auf dem Tisch vermischt, darf sie nicht wieder aufnehmen und "
             "weiterspielen, auch wenn er seinen Irrtum danach bemerkt."),
    Sentence("No man is permitted to discard twice in one dealing.",
             "Nobody may discard twice in one deal.",
             "Niemand darf in einem Spiel zweimal ablegen."),
    Sentence("He that hath a Blank, his Blank shall hinder the other Picy and Repicy, although "
             "he hath nothing to shew but his Blank.",
             "A blank stops the opponent's pique and repique, even if it is the only thing "
             "its holder has to show.",
             "Eine Carte blanche verhindert Pique und Repique des Gegners, auch wenn ihr "
             "Besitzer sonst nichts vorzuzeigen hat."),
    Sentence("He that hath four Aces, Kings, Queens, &c. dealt him and after he hath discarded "
             "one of the four reckons the other three, and the other say to him it is good; he "
             "is bound to tell the other, if he ask him what Ace, King, Queen, &c. he wants.",
             "A player dealt four Aces, Kings, Queens and so on, who has discarded one of the "
             "four and counts the other three, and is told they are good, must tell the "
             "opponent, if asked, which Ace, King or Queen he lacks.",
             "Wer vier Asse, Könige, Damen und so weiter erhalten, eine der vier abgelegt und "
             "die übrigen drei gezählt hat, und der andere erklärt sie für gut, muss auf "
             "Nachfrage sagen, welches Ass, welcher König oder welche Dame ihm fehlt."),
    Sentence("If after the Cards are cleanly cut, either of the Gamesters know the upper Card by "
             "the backside, notwithstanding this the Cards must not be shuffled again.",
             "If, after a fair cut, either player recognises the top card by its back, the "
             "cards must still not be shuffled again.",
             "Erkennt nach ordentlichem Abheben einer der Spieler die oberste Karte am Rücken, "
             "darf trotzdem nicht neu gemischt werden."),
    Sentence("In like manner, if the Dealer perceive the other hath cut himself an Ace, and "
             "would therefore shuffle again, this is not permitted; and if a Card be found "
             "faced, it shall be no argument to deal again, but must deal on; but if two be "
             "found faced, then may he shuffle again.",
             "Likewise, if the dealer sees that the other has cut himself an Ace and wants to "
             "shuffle again for that reason, he may not. One card found face up in the pack "
             "is no reason to deal again, and the deal goes on; but if two are found face up, "
             "he may shuffle again.",
             "Ebenso darf der Geber nicht neu mischen, weil er sieht, dass der andere sich ein "
             "Ass abgehoben hat. Eine offen im Paket gefundene Karte ist kein Grund, neu zu "
             "geben, es wird weitergegeben; findet man aber zwei, darf er neu mischen."),
    Sentence("Lastly, Whosoever is found changing or taking back again any of his Cards, he "
             "shall lose the Game, and be accounted a foul Player.",
             "Finally, anyone caught exchanging or taking back any of his cards loses the "
             "game and is held to be a cheat.",
             "Schließlich verliert, wer beim Vertauschen oder Zurücknehmen einer seiner "
             "Karten ertappt wird, die Partie und gilt als Falschspieler."),
)

#: Cotton's words linked to the Piquet glossary (``docs/piquet/glossary.md``), with its anchors.
GLOSSARY_WORDS: tuple[tuple[str, str], ...] = (
    ("Court-Card", "court-cards"), ("blanck", "carte-blanche"), ("Blank", "carte-blanche"),
    ("Blanks", "carte-blanche"), ("Ruff", "point"), ("Ruffs", "point"), ("spots", "pips"),
    ("Stock", "talon"), ("Neufiesms", "neuvieme"), ("Quatorzes", "quatorze"),
    ("Ternary", "quatorze"), ("drowns", "drown"), ("drowned", "drown"),
    ("it is good", "good"), ("Picy", "pique"), ("Repicy", "repique"), ("Capet", "capot"),
    ("Set", "partie"), ("set", "partie"), ("elder", "elder"), ("Elder", "elder"),
    ("eldest", "elder"), ("Eldest", "elder"),
)
