"""Cotton's "Picket" (1674, chapter VI) clause by clause against its sources: the data.

Not a hook itself: ``sitegen/picket_sources.py`` renders it on ``docs/piquet/sources.md``.
Each row takes a clause of Cotton's chapter (V1 … V58, as ``sitegen/cotton_picket.py``
numbers them) to the passage of *The Royall and Delightfull Game of Picquet* (London, 1651;
EEBO-TCP A92043, kept in ``sources/``) that says the same thing, quoted exactly as the TCP
keyed it, with its printed page. The build checks every quotation against the TEI file
(``sitegen.cotton_text.check_quote``: same words, same punctuation, on the page given) and
stops if one is not there. Pages are the book's printed numbers; ``FIRST_PAGE`` is the
first page of the text, which carries no printed number.

``relation`` says what Cotton did with the 1651 passage, judged by us: one of
``RELATIONS``, each defined once in ``RELATION_MEANINGS`` (copied, abridged, changed,
added), which the comparison page, the editorial principles and the data downloads print.

Cotgrave's *Wits Interpreter* (1662, with readings of 1671), very probably the text between
the two, is known to us only in J. du Coeur's web transcription, and that only for the clauses
in ``COTGRAVE_SEEN`` (V1–V13): for those, ``cotgrave_en``/``cotgrave_de`` say in our words
what it has beside Cotton, and the notes say whether a part left out is already left out
there. Its words are not checked against images, so they are not marked as quotations. The
notes are our own words; in them ``{q:PAGE|words}`` quotes Cotton (1674), as elsewhere on the
site, and ``{s:PAGE|words}`` quotes the 1651 text, both checked the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Text

#: The TCP text of the 1651 translation, as ``cotton_text.WITNESSES`` names it.
TEXT_1651 = "A92043"
#: How the first page of the 1651 text, which has no printed number, is cited.
FIRST_PAGE = "[1]"
#: The clauses for which we have read Cotgrave's chapter (du Coeur's transcription of 1662,
#: with readings of 1671, not checked against images); for the others it was not seen.
COTGRAVE_SEEN = tuple(f"V{n}" for n in range(1, 14))
RELATIONS = ("copied", "abridged", "changed", "added")
#: What each relation means: the one definition, printed wherever the relations are explained.
RELATION_MEANINGS: dict[str, Text] = {
    "copied": Text("the same rule in nearly the same words, spelling and small words aside.",
                   "dieselbe Regel in fast denselben Worten, von Schreibung und kleinen "
                   "Wörtern abgesehen."),
    "abridged": Text("the same rule, with part of what the 1651 text says about it left out "
                     "(the note says what).",
                     "dieselbe Regel, aber ein Teil dessen, was der Text von 1651 dazu sagt, "
                     "fehlt (die Anmerkung sagt, was)."),
    "changed": Text("Cotton's rule or condition differs from the one in the 1651 text (the "
                    "note says how).",
                    "Cottons Regel oder Bedingung weicht von der des Textes von 1651 ab (die "
                    "Anmerkung sagt, wie)."),
    "added": Text("something in Cotton that the 1651 text has nowhere.",
                  "etwas bei Cotton, das der Text von 1651 nirgends hat."),
}


@dataclass(frozen=True)
class Passage:
    """Words of the 1651 text, exactly as keyed, and the printed page(s) they stand on."""

    words: str
    pages: str


@dataclass(frozen=True)
class Alignment:
    """A clause of Cotton's chapter and what the 1651 text has in its place."""

    clause: str
    passages: tuple[Passage, ...]
    relation: str
    note_en: str = ""
    note_de: str = ""
    #: What Cotgrave's chapter has beside Cotton's clause, in du Coeur's transcription (our
    #: words); empty where we have not seen it.
    cotgrave_en: str = ""
    cotgrave_de: str = ""


def _a(clause: str, relation: str, *passages: tuple[str, str], en: str = "",
       de: str = "", cg: tuple[str, str] = ("", "")) -> Alignment:
    return Alignment(clause, tuple(Passage(w, p) for w, p in passages), relation, en, de,
                     *cg)


#: Cotgrave's wording as Cotton's, in du Coeur's transcription.
SAME = ("The same sentence as Cotton's.", "Derselbe Satz wie bei Cotton.")


ALIGNMENTS: tuple[Alignment, ...] = (
    _a("V1", "copied",
       ("you must take out of a Pack of Cards all the Deuces, Treys, Foures, and Fives, and so "
        "play with the rest, which amount in all to thirty six", FIRST_PAGE),
       cg=("Has “the other six and thirty Cards” where Cotton keeps the 1651 text's "
           "{s:[1]|play with the rest}.",
           "Hat „the other six and thirty Cards“, wo Cotton das "
           "{s:[1]|play with the rest} des Textes von 1651 behält.")),
    _a("V2", "abridged",
       ("which vsually is a Hundred. Yet notwithstanding it is in the choice of the Gamesters "
        "to make the Game more, or lesse", "2"),
       en="Cotton leaves out that whoever first reaches the agreed number wins the set; "
          "Cotgrave's sentence already lacks it.",
       de="Cotton lässt weg, dass die Partie gewinnt, wer zuerst die vereinbarte Zahl "
          "erreicht; schon Cotgraves Satz hat es nicht.",
       cg=("The same rule in a somewhat fuller sentence, also without who wins the set.",
           "Dieselbe Regel in einem etwas längeren Satz, ebenfalls ohne die Angabe, wer die "
           "Partie gewinnt.")),
    _a("V3", "abridged",
       ("it is a great disadvantage to be Dealer. … which soever of the two dips the least "
        "Card, he is to deale", "2–3"),
       en="A whole chapter on lifting for the deal becomes one sentence, already in "
          "Cotgrave. Cotton's {q:80|last Card} stands where the 1651 text has "
          "{s:3|the least Card}, and {q:80|the worst is the Dealers} answers "
          "{s:2–3|a great disadvantage to be Dealer}. The 1651 text also says how to lift: "
          "each player takes up more than one card, and if a card drops off, only the "
          "bottom card of the packet he still holds counts "
          "({s:3|the lowest of those which he hath in his hand}), not the card that fell.",
       de="Ein ganzes Kapitel über das Abheben, wer gibt, wird zu einem Satz, schon bei "
          "Cotgrave. Cottons {q:80|last Card} steht, wo der Text von 1651 "
          "{s:3|the least Card} hat, und {q:80|the worst is the Dealers} entspricht "
          "{s:2–3|a great disadvantage to be Dealer}. Der Text von 1651 sagt auch, wie "
          "abgehoben wird: Jeder hebt mehr als eine Karte ab, und fällt dabei eine Karte "
          "herunter, zählt nicht sie, sondern nur die unterste Karte des Päckchens, das er "
          "noch in der Hand hält ({s:3|the lowest of those which he hath in his hand}).",
       cg=("One sentence, as in Cotton, but with “the least Card deals”, the 1651 text's "
           "word where Cotton prints “last”.",
           "Ein Satz wie bei Cotton, aber mit „the least Card deals“, dem Wort des Textes "
           "von 1651, wo Cotton „last“ druckt.")),
    _a("V4", "abridged",
       ("THe Cards are in value, according to the number of the points they beare, all except "
        "the Ace, which goes for Eleven", "4"),
       en="The 1651 text goes on to rank every card from the Ace down to the Six; "
          "Cotgrave's sentence already leaves the ranking out.",
       de="Der Text von 1651 ordnet anschließend jede Karte vom Ass bis zur Sechs; schon "
          "Cotgraves Satz lässt diese Rangfolge weg.",
       cg=("Cotton's sentence, its two last parts in the other order.",
           "Cottons Satz, die beiden letzten Glieder in umgekehrter Reihenfolge.")),
    _a("V5", "abridged",
       ("he that in Lifting had the least Card, is to shuffle the Cards; which when he hath "
        "done, he is to lay them before the other to cut them", "5"),
       en="Cotton leaves out that a cut which drops or scatters cards is void and the cards "
          "are shuffled and cut again; Cotgrave already has only a reference to the custom "
          "of other games.",
       de="Cotton lässt weg, dass ein Abheben, bei dem Karten fallen oder verstreut werden, "
          "nicht gilt und neu gemischt und abgehoben wird; schon Cotgrave verweist nur auf "
          "den Brauch anderer Spiele.",
       cg=("The other cuts “according to the custom of other more vulgar Games”; nothing on "
           "a faulty cut.",
           "Der andere hebt ab „according to the custom of other more vulgar Games“; über "
           "ein fehlerhaftes Abheben nichts.")),
    _a("V6", "abridged",
       ("the Dealer delivers them out, in what number he pleaseth, so that it be not above "
        "Foure, nor under Two. … the Twelve that remaine, are to be laid upon the table "
        "betwixt the two gamesters", "5–6"),
       en="Cotton leaves out that the dealer keeps to the packet size he began with; so "
          "does Cotgrave.",
       de="Cotton lässt weg, dass der Geber bei der Päckchengröße bleibt, mit der er "
          "begonnen hat; ebenso schon Cotgrave.",
       cg=("The same rule, with “what number he phansies” where Cotton keeps the 1651 "
           "text's {s:5|what number he pleaseth}.",
           "Dieselbe Regel, mit „what number he phansies“, wo Cotton das "
           "{s:5|what number he pleaseth} des Textes von 1651 behält.")),
    _a("V7", "copied",
       ("if he that is the Elder hand find that he hath never a Coat Card in his hand", "6"),
       cg=("Cotton's wording: “Court Card”, where the 1651 text has {s:6|Coat Card}.",
           "Cottons Wortlaut: „Court Card“, wo der Text von 1651 {s:6|Coat Card} hat.")),
    _a("V8", "copied",
       ("I have a Blanche, and I intend to discard so many Cards: and that you may see my "
        "Blanche, do you discard as many Cards as you intend to do", "6–7"),
       cg=("Cotton's wording, not the 1651 text's.",
           "Cottons Wortlaut, nicht der des Textes von 1651.")),
    _a("V9", "abridged",
       ("the Elder hand shewes the other all his twelve Cards; … he that hath the Blanche, "
        "reckons Ten for it", "7"),
       en="Cotton leaves out why the hand is shown: so that the other may see that no card "
          "is turned or hidden. Cotgrave already leaves it out.",
       de="Cotton lässt weg, wozu das Blatt gezeigt wird: damit der andere sieht, dass keine "
          "Karte umgedreht oder versteckt ist. Schon Cotgrave lässt es weg.",
       cg=("The same sentence, without the reason for showing.",
           "Derselbe Satz, ohne den Grund für das Vorzeigen.")),
    _a("V10", "copied",
       ("but alwaies is bound to the same number which he at first propounded", "7"),
       cg=("Has “which he at first propos'd”, where Cotton keeps the 1651 text's word "
           "({s:7|propounded}).",
           "Hat „which he at first propos'd“, wo Cotton das Wort des Textes von 1651 behält "
           "({s:7|propounded}).")),
    _a("V11", "copied",
       ("the Younger hand's Blanche shall serve for a Barre to the Former's, and shall also "
        "hinder his Picq, and Repicq", "8"),
       cg=("The same sentence as Cotton's; its “shall barre the former” echoes the 1651 "
           "text's {s:8|serve for a Barre to the Former's}.",
           "Derselbe Satz wie bei Cotton; sein „shall barre the former“ klingt an das "
           "{s:8|serve for a Barre to the Former's} des Textes von 1651 an.")),
    _a("V12", "copied",
       ("he hath liberty to take in Eight of the Twelve Cards which are remaining in the "
        "stock", "8–9"),
       cg=("Nearly Cotton's wording (“'Tis no small advantage”), where the 1651 text has "
           "{s:8|hath great advantage}.",
           "Fast Cottons Wortlaut („'Tis no small advantage“), wo der Text von 1651 "
           "{s:8|hath great advantage} hat.")),
    _a("V13", "abridged",
       ("it is also in his choice, according as he finds his game, to take fewer", "9"),
       ("And if he take in lesse then Eight, he hath liberty to look upon the remainder of "
        "those Eight", "9"),
       en="Cotton keeps the choice but leaves out the right that goes with it: an elder who "
          "takes fewer than eight may look at the rest of the eight and put them back in "
          "order. Cotgrave keeps that right, so the omission is Cotton's own. Cotton says "
          "nothing about the cards left in the stock.",
       de="Cotton behält die Wahl, lässt aber das Recht weg, das dazugehört: Nimmt die "
          "Vorhand weniger als acht, darf sie den Rest der acht ansehen und in derselben "
          "Ordnung zurücklegen. Cotgrave behält dieses Recht; die Auslassung ist also "
          "Cottons eigene. Über die im Talon gelassenen Karten sagt Cotton nichts.",
       cg=("Keeps the elder's right to look at the rest of the eight, which Cotton leaves "
           "out.",
           "Behält das Recht der Vorhand, den Rest der acht anzusehen, das Cotton weglässt.")),
    _a("V14", "abridged",
       ("Then may the other afterwards take all the rest, or else as few as he Pleaseth, "
        "discarding likewise as many of his own", "9"),
       ("But if he take not all of them in the Elder hand also hath power to see them, after "
        "the other hath seen them", "10"),
       en="Cotton leaves out that, if the younger leaves cards in the stock, the elder may "
          "see them too, once he has named the suit he will lead (and must then lead it).",
       de="Cotton lässt weg, dass die Vorhand die Karten, die die Hinterhand im Talon "
          "lässt, ebenfalls ansehen darf, wenn sie zuvor die Farbe genannt hat, die sie "
          "ausspielen wird (und die sie dann ausspielen muss)."),
    _a("V15", "copied",
       ("each of them, as well the Elder, as the Younger hand, is necessarily to discard at "
        "least one Card, how good so ever their Game be", "11")),
    _a("V16", "copied",
       ("they then begin to look after the Ruffe, and to see, how much each of them can make "
        "of a suit", "11")),
    _a("V17", "changed",
       ("The Elder hand then speaking what he can shew, if the other have not as much, or "
        "more, his Ruffe is then good", "11–12"),
       ("if both Gamesters have Equall Cards, both for Ruffe, Sequences, and the rest, "
        "neither of them both can reckon any thing", "32"),
       en="In the 1651 text the elder's ruff is good only if the younger has less; at equal "
          "counts neither scores, {s:32|there being no Priority at all in this case}. "
          "Cotton's {q:82|if the youngest makes no more}, read literally, as our rule set "
          "reads it, gives an equal count to the elder.",
       de="Im Text von 1651 gilt der Ruff der Vorhand nur, wenn die Hinterhand weniger hat; "
          "bei Gleichstand zählt keiner, {s:32|there being no Priority at all in this case}. "
          "Cottons {q:82|if the youngest makes no more} gibt, wörtlich genommen, wie unser "
          "Regelwerk es nimmt, den Gleichstand der Vorhand."),
    _a("V18", "copied",
       ("for every Ten that he can reckon, he is to set up One", "12")),
    _a("V19", "copied",
       ("you are to reckon as much for Thirty five, as for Forty", "12"),
       ("but for thirty six, thirty seven Thirty eight, or Thirty nine, you are to reckon no "
        "more then for Thirty five", "12"),
       en="Cotton, too, gives 35 to 39 as 35 and 30 to 34 as 30, in the same sentence "
          "({q:82|but from thirty five to thirty nine you must count no more than for thirty "
          "five}), with the 1651 text's rule for higher numbers.",
       de="Auch Cotton zählt 35 bis 39 wie 35 und 30 bis 34 wie 30, im selben Satz "
          "({q:82|but from thirty five to thirty nine you must count no more than for thirty "
          "five}), mit der Regel des Textes von 1651 für höhere Zahlen."),
    _a("V20", "copied",
       ("the Elder hand then saies what Sequences he hath, if he have any", "13")),
    _a("V21", "copied",
       ("which is the highest or biggest Tierce, and is called a Tierce major", "13–14")),
    _a("V22", "copied",
       ("Now these Sequences take their name from the highest, or biggest Card in the "
        "Sequence", "14")),
    _a("V23", "abridged",
       ("For every Tierce, you reckon Three; for every Quart, foure; but a Quint is Fifteen, "
        "a Sixiesme, sixteen", "15"),
       en="The 1651 text names every value up to the nine-card sequence (nineteen); Cotton "
          "writes {q:83|and so upward}.",
       de="Der Text von 1651 nennt jeden Wert bis zur Sequenz aus neun Karten (neunzehn); "
          "Cotton schreibt {q:83|and so upward}."),
    _a("V24", "abridged",
       ("Now what ever you can make of all these, you are to add it to your Blanche, (if you "
        "have any,) or to your Ruffe, reckoning the whole together", "15"),
       en="Cotton leaves out {s:15|(if you have any,) or to your Ruffe}, so that his "
          "sentence adds every sequence {q:83|to your Blank}.",
       de="Cotton lässt {s:15|(if you have any,) or to your Ruffe} weg, sodass sein Satz "
          "jede Sequenz {q:83|to your Blank} hinzuzählt."),
    _a("V25", "copied",
       ("although there be but one of them, drownes all the Others Lesser Sequences, be they "
        "never so many, so that they become utterly uselesse unto him", "16")),
    _a("V26", "abridged",
       ("he that hath the biggest Sequence, whether it be a Tierce Major, or the like, shall "
        "by vertue of It reckon all his Lesser Sequences", "16"),
       en="Cotton leaves out the worked example that follows (pp. 16–17).",
       de="Cotton lässt das folgende Beispiel weg (S. 16–17)."),
    _a("V27", "copied", ("a Quart drownes a Tierce; and a Quint drownes a Quart", "17")),
    _a("V28", "copied",
       ("For as for Nines, Eights, Sevens, and Sixes, they have no place here in this "
        "account", "19")),
    _a("V29", "copied",
       ("And for each of these Ternaries, or Threes, you are to reckon Three", "18"),
       en="The 1651 list of the threes that count "
          "({s:18|Three Aces, Three Kings, Three Knaves, or Three Tens}) leaves out the "
          "Queens; Cotton's has them.",
       de="Die Liste der Drillinge, die zählen, lässt im Text von 1651 "
          "({s:18|Three Aces, Three Kings, Three Knaves, or Three Tens}) die Damen aus; "
          "Cottons Liste hat sie."),
    _a("V30", "copied",
       ("Aces are the highest, and best; next them, are Kings, then Queens; after these, "
        "Knaves; and last of all, Tens", "19")),
    _a("V31", "copied",
       ("he that hath Three Aces may reckon his Three Queens, Three Knaves, or Three Tens, if "
        "he have them, notwithstanding that the other have Three Kings", "19")),
    _a("V32", "copied", ("reckons, for each of these, Fourteen", "20")),
    _a("V33", "copied",
       ("the Elder hand is then to begin to play his Cards, the other answering each Card of "
        "his, in like manner as it is at Trump", "21"),
       en="The rule, following suit, is the same; only the game named for comparison is "
          "brought up to date: {s:21|at Trump} in 1651, {q:85|at Whisk} in Cotton.",
       de="Die Regel, Farbe bedienen, ist dieselbe; nur das Vergleichsspiel ist auf den "
          "neueren Stand gebracht: {s:21|at Trump} 1651, {q:85|at Whisk} bei Cotton."),
    _a("V34", "abridged",
       ("for every Ace, King, Queen, Knave, or Ten that he playes, he is to reckon One", "21"),
       ("For He only is to reckon upon his Cards as he playes them, who either playes first, "
        "or else winnes the Tricke", "22"),
       en="Cotton leaves out the rule that a card which neither leads nor wins the trick "
          "scores nothing, however high.",
       de="Cotton lässt die Regel weg, dass eine Karte, die weder ausgespielt wird noch den "
          "Stich gewinnt, nichts zählt, wie hoch sie auch ist."),
    _a("V35", "copied", ("A Card once plaid down cannot be recalled", "22")),
    _a("V36", "copied",
       ("Suppose the Elder hand first plaies down an Ace, King, Queen, Knave, or Ten; for "
        "every such Card he is to reckon One", "23"),
       en="Cotton's list leaves out the Knave, which the 1651 text names here and Cotton "
          "himself names in V34: probably a slip, not a different rule.",
       de="Cottons Aufzählung lässt den Buben weg, den der Text von 1651 hier nennt und "
          "Cotton selbst in V34: wohl ein Versehen, keine andere Regel."),
    _a("V37", "abridged",
       ("he then winnes the Trick, and shall also reckon One for His Card, as the other did "
        "for his when he plaid it downe", "24"),
       ("And now it is the Younger hands turne to play first, of what Suit he pleases", "24"),
       en="Cotton leaves out that the winner of a trick leads to the next.",
       de="Cotton lässt weg, dass der Gewinner eines Stichs zum nächsten ausspielt."),
    _a("V38", "copied",
       ("whosoever winnes the last Trick, he is to reckon Two for it, if he win it with a "
        "Ten: but if his last Card were but a Nine, Eight, Seven, or Sixe, he is then to "
        "reckon but One for it", "24"),
       en="Where Cotton writes {q:85|any Cards, under}, the 1651 text names them: Nine, Eight, "
          "Seven or Six. So a last trick won with a Ten or any higher card scores two.",
       de="Wo Cotton {q:85|any Cards, under} schreibt, nennt der Text von 1651 sie: Neun, Acht, "
          "Sieben oder Sechs. Ein mit einer Zehn oder einer höheren Karte gewonnener letzter "
          "Stich zählt also zwei."),
    _a("V39", "abridged",
       ("they tell their Cards; and he that hath gotten the most, is to reckon Ten for them: "
        "but if they have each of them his Cards, they are then neither of them to reckon any "
        "thing", "24–25"),
       en="Cotton leaves out the rule for equal cards: if each has his own twelve, neither "
          "scores.",
       de="Cotton lässt die Regel für gleich viele Karten weg: Hat jeder seine zwölf, zählt "
          "keiner."),
    _a("V40", "abridged",
       ("each man with Counters, or the like, sets up all the games he hath made this "
        "Dealing: and if neither of them hath at this first Bout wonn the Set, they then fall "
        "to dealing the Cards about agen", "25"),
       en="Cotton leaves out that the deal alternates, and the rules for who deals first in a "
          "new set (pp. 25–27).",
       de="Cotton lässt weg, dass das Geben wechselt, und die Regeln, wer in einer neuen "
          "Partie zuerst gibt (S. 25–27)."),
    _a("V41", "copied",
       ("that Either of them have a Blanche, he shall win the Set; for as much as the "
        "Blanches are alwaies reckoned first of all", "27–28")),
    _a("V42", "copied",
       ("then the Ruffe comes next in order to be reckoned; and after the Ruffe, come your "
        "Sequences; then your Aces, Kings, Queens, Knaves, and Tens; next, that which you "
        "reckon for your Cards in playing: and after all these, the Cards you have won",
        "28")),
    _a("V43", "copied",
       ("up to Thirty, in his hand, without playing any Card, and before the other can reckon "
        "any thing, instead of counting Thirty, he shall reckon Ninety", "29")),
    _a("V44", "abridged",
       ("he that can in like manner make, what by Blanche, Ruffe, Sequences, &c. and also by "
        "playing his first Card, up to the said number of Thirty, before the other hath playd "
        "any Card, or can reckon any thing; instead of reckoning Thirty, he shall reckon "
        "Sixty", "30"),
       en="Cotton leaves out {s:30|and also by playing his first Card}, and the omission "
          "alters the condition: in the 1651 text the pique may be completed with the points "
          "of the player's first card in play, which is what sets it apart from the repique; "
          "without those words Cotton's pique reads like his repique. The site gives the "
          "1651 condition as its reading of Cotton.",
       de="Cotton lässt {s:30|and also by playing his first Card} weg, und die Auslassung "
          "ändert die Bedingung: Im Text von 1651 kann das Pique mit den Punkten der ersten "
          "gespielten Karte vollendet werden, und eben das unterscheidet es vom Repique; "
          "ohne diese Worte liest sich Cottons Pique wie sein Repique. Die Website gibt die "
          "Bedingung von 1651 als ihre Lesart Cottons."),
    _a("V45", "abridged",
       ("provided alwaies, that he remember to call for them before the Cards be shuffled "
        "again, and cut for a new Dealing", "31"),
       en="The 1651 text puts the rule in a case Cotton leaves out: a player who counted "
          "thirty instead of sixty or ninety may correct himself until the next deal.",
       de="Der Text von 1651 stellt die Regel in einen Fall, den Cotton weglässt: Wer "
          "dreißig statt sechzig oder neunzig gezählt hat, darf sich bis zum nächsten Geben "
          "berichtigen."),
    _a("V46", "copied",
       ("Which of them soever wins all the Cards, instead of reckoning Ten, (which is the "
        "usuall number for him to reckon upon, that winnes more than his own Cards,) he shall "
        "reckon Fourty", "32"),
       en="Cotton has the same forty; the 1651 text says in so many words that they replace "
          "the ten for the cards.",
       de="Cotton hat dieselben vierzig; der Text von 1651 sagt ausdrücklich, dass sie die "
          "zehn für die Karten ersetzen."),
    _a("V47", "abridged",
       ("if the Dealer either give the other, or take himselfe more Cards than his due", "33"),
       en="The 1651 text goes on for three pages: how a player with thirteen cards "
          "discards one more than he takes in, and that fifteen or sixteen cards force a new "
          "deal.",
       de="Der Text von 1651 fährt drei Seiten lang fort: wie ein Spieler mit dreizehn "
          "Karten eine mehr ablegt, als er kauft, und dass fünfzehn oder sechzehn Karten ein "
          "neues Geben erzwingen."),
    _a("V48", "copied",
       ("He that forgetting to reckon his Blanche, Ruffe, Sequences, Aces, Kings, or the "
        "like, hath begun to play his Cards, he cannot then reckon them", "36")),
    _a("V49", "abridged",
       ("Whosoever, before he play his first Card, doth not shew his Ruffe, if it be more "
        "than the other hath, or else his Pareil, if it be equall to his", "37"),
       en="Cotton leaves out the equal point ({s:37|his Pareil}) and the penalty: the adversary "
          "then counts what he can show, even if it is worth less.",
       de="Cotton lässt den gleichen Rummel ({s:37|his Pareil}) und die Strafe weg: Der Gegner "
          "zählt dann, was er vorzeigen kann, auch wenn es weniger wert ist."),
    _a("V50", "abridged",
       ("he shall for his punishment be debarred from reckoning any thing of all that he "
        "truly hath", "39"),
       en="Cotton leaves out that the penalty lasts for that deal only and does not stop the "
          "other's pique or repique.",
       de="Cotton lässt weg, dass die Strafe nur für dieses Geben gilt und Pique oder Repique "
          "des anderen nicht verhindert."),
    _a("V51", "abridged",
       ("He that takes in more Cards than he discardeth, is liable to the same penalty", "40"),
       en="Cotton leaves out what follows: a player with too few cards plays on with them "
          "and may be capotted for it (pp. 40–42).",
       de="Cotton lässt das Folgende weg: Wer zu wenige Karten hat, spielt mit ihnen weiter "
          "und kann dadurch Capot werden (S. 40–42)."),
    _a("V52", "abridged",
       ("he is by no meanes however allowed to take up his Cards againe and play it out",
        "45"),
       en="Cotton leaves out the exception: cards thrown down but not mixed with others may "
          "be played out.",
       de="Cotton lässt die Ausnahme weg: Hingeworfene, aber nicht vermischte Karten dürfen "
          "zu Ende gespielt werden."),
    _a("V53", "copied", ("No man is suffered to make two discardings", "47")),
    _a("V54", "copied",
       ("his Blanche shall hinder the others Picq and Repic{que} and that too, though he "
        "have nothing else to shew but his Blanche", "55"),
       en="{que} is the keyers' mark for an abbreviation of the print, as the TCP text has "
          "it.",
       de="{que} ist die Markierung der Erfasser für eine Abkürzung des Drucks, wie sie der "
          "TCP-Text hat."),
    _a("V55", "abridged",
       ("the other shall aske him, what Ace, King, Queene, Knave, or Ten he wants, he is "
        "bound to tell him, or else to shew his other Three", "56"),
       en="Cotton leaves out the alternative of showing the other three cards.",
       de="Cotton lässt die Möglichkeit weg, stattdessen die anderen drei Karten zu zeigen."),
    _a("V56", "abridged",
       ("either of the Gamesters, knowing the uppermost Card, by the back, to be either a "
        "Good, or a Bad Card, … this is by no meanes to be allowed of", "59"),
       en="Cotton leaves out the advice that the players agree a penalty for this beforehand.",
       de="Cotton lässt den Rat weg, dafür vorher eine Strafe zu vereinbaren."),
    _a("V57", "changed",
       ("But if there should chance to be two Cards Faced, or turned upside downe, the Cards "
        "must then necessarily be shuffled, and cut againe for a new dealing", "60"),
       en="The difference turns on may and must: two faced cards force a new deal in the "
          "1651 text ({s:60|must then necessarily be shuffled}); Cotton only allows one "
          "({q:89|then may he shuffle again}).",
       de="Der Unterschied liegt zwischen „darf“ und „muss“: Zwei offene Karten erzwingen "
          "1651 ein neues Geben ({s:60|must then necessarily be shuffled}); Cotton erlaubt "
          "es nur ({q:89|then may he shuffle again})."),
    _a("V58", "abridged",
       ("Whoever is found changing, or taking backe againe any of his Cards; besides that he "
        "is from thenceforth to be noted for a Cheating, Fowle Player, he shall also lose his "
        "game, and shall not reckon any thing that he hath", "60–61"),
       en="Cotton leaves out that the cheat may reckon nothing of what he holds and that the "
          "other should refuse to play on with him. The 1651 text's {s:61|lose his game} is, "
          "as it uses the word elsewhere (pp. 44, 50), his score of that deal; Cotton's "
          "{q:89|he shall lose the Game} may mean more.",
       de="Cotton lässt weg, dass der Betrüger nichts von dem zählen darf, was er hat, und "
          "dass der andere nicht weiter mit ihm spielen soll. Das {s:61|lose his game} des "
          "Textes von 1651 ist, wie er das Wort sonst gebraucht (S. 44, 50), seine Wertung "
          "in diesem Spiel; Cottons {q:89|he shall lose the Game} kann mehr bedeuten."),
)
