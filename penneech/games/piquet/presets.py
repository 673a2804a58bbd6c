"""The three Piquet rule sets: Cotton (1674), Meyers (1888, known to us through the German
Wikipedia) and the Portland Club (the laws drawn up from 1881, in Cavendish's eighth edition).

Each preset is exactly its source as our research notes read it, option by option, and
says how each value is known, in a ``Provenance`` record of ``penneech.core.options``:
stated by the source (quoted where its words are out of copyright: Cotton, Cotgrave,
Cavendish; † where we know it only second-hand, as all of Meyers through the German
Wikipedia), inferred from what the source says (°), or chosen by us where it is silent
(*). Startling readings (Meyers' point of n × n and last trick 3) are played as written;
the options offer the others. The preset ids (``cotton1674``, ``meyers1888``,
``portland``) are kept as they are, since game records and links name them; the names
shown to readers carry the dates.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.i18n import Citation, Text
from penneech.core.options import Provenance, chosen, inferred, stated
from penneech.core.preset import GamePreset
from penneech.games.piquet.options import CAVENDISH, COTTON, MEYERS, PIERER, WIKI_DE
from penneech.games.piquet.rules import PiquetRules


@dataclass(frozen=True, slots=True)
class PiquetPreset(GamePreset[PiquetRules]):
    """A Piquet rule set: its rules, its source, and how each value of it is known (the
    model every game's presets share, ``penneech.core.preset``)."""


#: Where Meyers' rules stand, as we know them: the German Wikipedia's summary.
_MEYERS_LOCUS = "Die Regeln"


def _meyers(en: str, de: str) -> Provenance:
    """A value Meyers states, known to us through the German Wikipedia's summary."""
    return stated(MEYERS, _MEYERS_LOCUS, en, de, via=WIKI_DE)


def _law(number: str, en: str, de: str, quote: str = "") -> Provenance:
    """A value the Portland Club laws state (Cavendish, eighth edition), by law number."""
    many = any(mark in number for mark in ",–")
    return stated(CAVENDISH, f"law{'s' if many else ''} {number}", en, de, quote)


COTTON_PRESET = PiquetPreset(
    id="cotton1674",
    name=Text("Cotton (1674)", "Cotton (1674)"),
    source=Citation(COTTON, "pp. 80–89"),
    summary=Text(
        "Cotton's chapter, which follows Cotgrave's (1662 or 1671) closely and, through it, a "
        "French treatise translated in 1651: 36 cards, the elder may take eight of a talon of "
        "twelve, the point counted by pips at one per ten, only high cards score in play, "
        "and the first to {q:80|an hundred} wins.",
        "Cottons Kapitel, das eng dem Cotgraves (1662 oder 1671) folgt und damit einer 1651 "
        "übersetzten französischen Abhandlung: 36 Karten, die Vorhand darf acht von "
        "zwölf Talonkarten kaufen, der Rummel zählt nach Augen, einen je zehn, im Spiel "
        "zählen nur hohe Karten, und wer zuerst {q:80|an hundred} hat, gewinnt.",
    ),
    rules=PiquetRules(
        deck=36, first_dealer="cut_low_deals", elder_exchange="1-8",
        younger_exchange="1-rest", leftover_visibility="none", blanche_judged_on="dealt",
        blanche_courts="kqj", point_compare="pips_elder", point_min_cards=1,
        point_score="tens", sequence_values="quint_15", sinking="allowed",
        younger_declares="after_first_lead", play_scoring="high_cards", last_trick_bonus=1,
        divided_cards="void", capot="40", pique_repique_blocking="ordered",
        game_format="race_100",
    ),
    provenance={
        "deck": stated(
            COTTON, "p. 80",
            "Thirty-six cards: the Twos to Fives are put out and the Sixes kept.",
            "Sechsunddreißig Karten: Zweien bis Fünfen kommen heraus, die Sechsen bleiben.",
            "{q:80|you must throw out of the Pack the Deuces, Treys, Fours and Fives, and "
            "play with the rest of the Cards, which are in number thirty and six}"),
        "first_dealer": inferred(
            COTTON, "p. 80",
            "That the lower card deals he says, once “last” is read as “least”, as Cotgrave's "
            "chapter has it (in du Coeur's transcription) and as the 1651 book behind it "
            "states: “which soever of the two dips the least Card, he is to deale” (1651, "
            "p. 3). That the cards are cut for it he does not say, and we let each player cut.",
            "Dass die niedrigere Karte gibt, sagt er, wenn man „last“ als „least“ liest, wie "
            "Cotgraves Kapitel (in der Abschrift du Coeurs) schreibt und wie das Buch von 1651 "
            "dahinter ausdrücklich sagt: „which soever of the two dips the least Card, he is "
            "to deale“ (1651, S. 3). Dass dafür abgehoben wird, sagt er nicht, und wir lassen "
            "jeden Spieler abheben.",
            "{q:80|the last Card deals and the worst is the Dealers}"),
        "elder_exchange": stated(
            COTTON, "pp. 81–82",
            "The elder may take up to eight of the twelve talon cards, and every player must "
            "exchange at least one (pp. 81–82).",
            "Die Vorhand darf bis zu acht der zwölf Talonkarten nehmen, und jeder Spieler "
            "muss mindestens eine tauschen (S. 81–82).",
            "{q:81|he may take in eight of the twelve in the Stock}"),
        "younger_exchange": stated(
            COTTON, "pp. 81–82",
            "The younger takes what she likes of what is left, discarding as many; at least "
            "one card, as for both players (pp. 81–82).",
            "Die Hinterhand nimmt vom Rest, was sie will, und legt ebenso viele ab; "
            "mindestens eine Karte, wie für beide Spieler (S. 81–82).",
            "{q:81|after this the Antagonist may take in what he thinks fit, acquitting his "
            "hand of the like number}"),
        "leftover_visibility": chosen(
            COTTON, "p. 81",
            "He does not say; nobody sees the cards left in the talon. The 1651 book behind his "
            "chapter says otherwise: an elder who takes fewer than eight “hath liberty to look "
            "upon the remainder of those Eight” (1651, p. 9), and may see what the younger "
            "leaves once he has named the suit he will lead (p. 10). We play Cotton's silence, "
            "not that rule.",
            "Er sagt es nicht; niemand sieht die liegengebliebenen Karten. Das Buch von 1651 "
            "hinter seinem Kapitel sagt es anders: Eine Vorhand, die weniger als acht nimmt, "
            "„hath liberty to look upon the remainder of those Eight“ (1651, S. 9), und sie "
            "darf sehen, was die Hinterhand liegen lässt, wenn sie die Farbe genannt hat, die "
            "sie ausspielen wird (S. 10). Wir spielen Cottons Schweigen, nicht diese Regel."),
        "blanche_judged_on": stated(
            COTTON, "p. 81",
            "The blank is announced on looking at the dealt cards, before the exchange.",
            "Die Carte blanche wird beim Ansehen der gegebenen Karten angesagt, vor dem Kauf.",
            "{q:81|finding never a Court-Card among them, says I have a blanck}"),
        "blanche_courts": stated(
            COTTON, "p. 81",
            "Only court cards (King, Queen, Knave) spoil it; Aces and Tens do not.",
            "Nur Bilder (König, Dame, Bube) verderben sie; Asse und Zehnen nicht.",
            "{q:81|finding never a Court-Card among them}"),
        "point_compare": stated(
            COTTON, "p. 82",
            "The ruff is compared by pips, and the elder's stands unless the younger makes "
            "more; so an equal ruff goes to the elder, which is his words read literally. The "
            "1651 book behind his chapter gives an equal ruff to neither: “neither of them both "
            "can reckon any thing” (1651, p. 32).",
            "Der Rummel wird nach Augen verglichen, und der der Vorhand gilt, wenn die "
            "Hinterhand nicht mehr hat; ein gleicher Rummel geht also an die Vorhand, wenn man "
            "seine Worte wörtlich nimmt. Das Buch von 1651 hinter seinem Kapitel gibt einen "
            "gleichen Rummel keinem: „neither of them both can reckon any thing“ (1651, S. 32).",
            "{q:82|the eldest speaks first, and if the youngest makes no more the Ruff is "
            "good}"),
        "point_min_cards": chosen(
            COTTON, "p. 82",
            "He sets no minimum; any suit may be the ruff.",
            "Er nennt kein Minimum; jede Farbe kann der Rummel sein."),
        "point_score": stated(
            COTTON, "p. 82",
            "One for every ten pips, thirty-five counting as forty.",
            "Einer je zehn Augen, fünfunddreißig zählt wie vierzig.",
            "{q:82|sets up one for every ten he can produce; as for example, for thirty "
            "reckon three, for forty four}"),
        "sequence_values": stated(
            COTTON, "p. 83",
            "Tierce three, quart four, quint fifteen, and one more for each further card.",
            "Terz drei, Quarte vier, Quinte fünfzehn und je weitere Karte einen mehr.",
            "{q:83|You must reckon for every Tierce three, for a Quart four, but for a Quint "
            "fifteen, for a Sixiesm sixteen, and so upward}"),
        "sinking": chosen(
            COTTON, "p. 87",
            "He shows that a ruff not shown is lost, not whether a smaller claim is allowed; "
            "we allow it as later English play does.",
            "Er zeigt, dass ein nicht gezeigter Rummel verfällt, nicht, ob eine kleinere "
            "Ansage erlaubt ist; wir erlauben sie wie das spätere englische Spiel."),
        "younger_declares": chosen(
            COTTON, "p. 87",
            "He says only that a player who does not show his ruff {q:87|before he play his "
            "first Card} loses it, which allows the younger to declare after the elder's "
            "lead; the order of his chapter, all the declaring first and then the play (p. "
            "85), would also allow all of it before the lead. The 1651 book behind his chapter "
            "has all the declaring done before “the Elder hand is then to begin to play his "
            "Cards” (1651, p. 21), and lets a younger who has let the elder's declarations pass "
            "still come in before he plays his first card (p. 52). We follow the later English "
            "laws.",
            "Er sagt nur, dass ein Spieler, der seinen Ruff nicht {q:87|before he play his "
            "first Card} zeigt, ihn verliert; das erlaubt der Hinterhand, nach dem Ausspiel "
            "der Vorhand anzusagen. Die Ordnung seines Kapitels, erst alle Ansagen, dann das "
            "Spiel (S. 85), ließe auch alle Ansagen vor dem Ausspiel zu. Das Buch von 1651 "
            "hinter seinem Kapitel lässt alles ansagen, bevor „the Elder hand is then to begin "
            "to play his Cards“ (1651, S. 21), und eine Hinterhand, die die Ansagen der Vorhand "
            "hat gelten lassen, darf sich noch melden, bevor sie ihre erste Karte spielt "
            "(S. 52). Wir folgen den späteren englischen Gesetzen."),
        "play_scoring": inferred(
            COTTON, "p. 85",
            "He scores a high card led and a trick won by playing {q:85|a higher Card of the "
            "same suit} on it; what a trick won with a card below the Ten brings he does not "
            "say, and the engine gives nothing.",
            "Er zählt eine ausgespielte hohe Karte und einen Stich, den man mit {q:85|a higher "
            "Card of the same suit} macht; was ein Stich mit einer Karte unter der Zehn "
            "bringt, sagt er nicht, und die Engine gibt nichts.",
            "{q:85|if the elder hand plays an Ace, King, Queen, or Ten, for every such Card he "
            "is to reckon one}"),
        "last_trick_bonus": inferred(
            COTTON, "p. 85",
            "He gives the last trick two {q:85|if he win it with a Ten} and one with a lower "
            "card; that a higher card counts like the Ten, and that the two are the card's "
            "own point in play plus one, is our reading. The 1651 book behind his chapter names "
            "the lower cards: “but if his last Card were but a Nine, Eight, Seven, or Sixe, he "
            "is then to reckon but One for it” (1651, p. 24).",
            "Er gibt für den letzten Stich zwei, {q:85|if he win it with a Ten}, und einen mit "
            "einer niedrigeren Karte; dass eine höhere Karte wie die Zehn zählt und dass die "
            "zwei der Punkt der Karte im Spiel plus eins sind, ist unsere Lesart. Das Buch von "
            "1651 hinter seinem Kapitel nennt die niedrigeren Karten: „but if his last Card "
            "were but a Nine, Eight, Seven, or Sixe, he is then to reckon but One for it“ "
            "(1651, S. 24).",
            "{q:85|Whosoever wins the last Trick reckons two for it, if he win it with a Ten, "
            "but if with any Cards, under, he reckons but one}"),
        "divided_cards": chosen(
            COTTON, "p. 85",
            "He gives ten to the player who has the more cards and names no score when each "
            "has six; we let nobody score, as the 1651 book behind his chapter states (“they "
            "are then neither of them to reckon any thing”, 1651, p. 25) and the later laws "
            "do.",
            "Er gibt zehn dem Spieler mit mehr Karten und nennt keine Wertung, wenn jeder "
            "sechs hat; wir lassen niemanden zählen, wie es das Buch von 1651 hinter seinem "
            "Kapitel ausdrücklich sagt („they are then neither of them to reckon any thing“, "
            "1651, S. 25) und wie die späteren Gesetze.",
            "{q:85|then they tell their Cards, and he that hath the most is to reckon Ten for "
            "them}"),
        "capot": stated(
            COTTON, "p. 87",
            "Winning every trick scores forty, called a capet.",
            "Wer alle Stiche macht, zählt vierzig; das heißt Capet.",
            "{q:87|he that wins all the Cards reckons Forty, and this is called a Capet}"),
        "pique_repique_blocking": inferred(
            COTTON, "p. 86",
            "His words (thirty before the other can reckon anything) read as the order of "
            "reckoning he gives on the same page.",
            "Seine Worte (dreißig, bevor der andere etwas zählen kann) lesen wir nach der "
            "Reihenfolge der Wertung, die er auf derselben Seite gibt.",
            "{q:86|before the other can reckon any thing}"),
        "game_format": stated(
            COTTON, "pp. 80, 86",
            "The game is a hundred, won by the first to reach it; the blank reckons first "
            "(p. 86), so the order of reckoning decides who gets there first.",
            "Die Partie geht bis hundert, gewonnen von dem, der sie zuerst erreicht; die "
            "Carte blanche zählt zuerst (S. 86), also entscheidet die Reihenfolge der "
            "Wertung, wer zuerst ankommt.",
            "{q:80|The usual Set is an hundred}"),
    },
)

MEYERS_PRESET = PiquetPreset(
    id="meyers1888",
    name=Text("Meyers (1888, via Wikipedia)", "Meyers (1888, nach Wikipedia)"),
    source=Citation(MEYERS),
    summary=Text(
        "The German encyclopaedia rules, as the German Wikipedia article summarises them "
        "(we have not seen the lexicon itself): 32 cards, exchanges of three to five, carte "
        "blanche after the exchange with Tens as court cards, the point scoring n × n, last "
        "trick 3, capot 30 on top of the 10 for the cards, divided cards held over, and the "
        "game to 100, double if the loser has under 50.",
        "Die Regeln des Konversationslexikons, wie der deutsche Wikipedia-Artikel sie "
        "zusammenfasst (das Lexikon selbst haben wir nicht gesehen): 32 Karten, Kauf von "
        "drei bis fünf, Carte blanche nach dem Kauf mit der Zehn als Bild, der Rummel zählt "
        "n × n, letzter Stich 3, Capot 30 zusätzlich zu den 10 für die Karten, geteilte "
        "Karten bleiben stehen, Spiel bis 100, doppelt, wenn der Verlierer unter 50 bleibt.",
    ),
    rules=PiquetRules(
        deck=32, first_dealer="lot", elder_exchange="3-5", younger_exchange="3-rest",
        leftover_visibility="own", blanche_judged_on="after_exchange", blanche_courts="kqjt",
        point_compare="length_then_pips", point_min_cards=1, point_score="square",
        sequence_values="quint_15", sinking="allowed", younger_declares="before_first_lead",
        play_scoring="leads_and_captures", last_trick_bonus=3, divided_cards="carry_forward",
        capot="30_plus_cards", pique_repique_blocking="any", game_format="race_100_double",
    ),
    provenance={
        "deck": _meyers("32 cards.", "32 Karten."),
        "first_dealer": _meyers(
            "The elder hand is chosen by lot before the game.",
            "Die Vorhand wird vor der Partie ausgelost."),
        "elder_exchange": _meyers(
            "The elder must exchange at least three cards and may exchange five.",
            "Die Vorhand muss mindestens drei Karten tauschen und darf fünf tauschen."),
        "younger_exchange": _meyers(
            "The younger must also take at least three, at most what is left.",
            "Auch die Hinterhand muss mindestens drei nehmen, höchstens den Rest."),
        "leftover_visibility": chosen(
            PIERER, "Piket",
            "Meyers is silent; we follow Pierer's lexicon, which lets each player look at "
            "the cards he left.",
            "Meyers schweigt; wir folgen Pierers Lexikon, nach dem jeder die Karten ansehen "
            "darf, die er liegen ließ."),
        "blanche_judged_on": _meyers(
            "The carte blanche is judged when the exchange is over.",
            "Die Carte blanche gilt nach beendetem Kauf."),
        "blanche_courts": _meyers(
            "The Ten is usually reckoned with the court cards, so it spoils a carte blanche.",
            "Die Zehn wird meist zu den Bildern gezählt und verdirbt daher die Carte "
            "blanche."),
        "point_compare": inferred(
            MEYERS, _MEYERS_LOCUS,
            "Meyers calls the point the suit with the most cards, so the longer suit wins; "
            "for equal length he gives no rule, and we break the tie by pips, as Cavendish "
            "does.",
            "Meyers nennt Rummel die Farbe mit den meisten Karten, also gewinnt die längere; "
            "für gleiche Länge nennt er keine Regel, und wir entscheiden nach Augen wie "
            "Cavendish."),
        "point_min_cards": chosen(MEYERS, _MEYERS_LOCUS, "No minimum is named.",
                                  "Ein Minimum wird nicht genannt."),
        "point_score": _meyers(
            "Each card of the point counts as many as the suit has cards: five cards 25, six "
            "36 (the same in the 1905 edition).",
            "Jede Karte des Rummels zählt so viel, wie die Farbe Karten hat: fünf Karten 25, "
            "sechs 36 (ebenso 1905)."),
        "sequence_values": _meyers(
            "Tierce 3, quart 4, quint 15, and one more for each further card.",
            "Terz 3, Quarte 4, Quinte 15 und je weitere Karte einen mehr."),
        "sinking": chosen(
            MEYERS, _MEYERS_LOCUS,
            "Not mentioned; we allow a smaller true claim, as elsewhere.",
            "Nicht erwähnt; wir erlauben eine kleinere wahre Ansage wie anderswo."),
        "younger_declares": _meyers(
            "The elder leads when the counting is over, so both declare before the first "
            "card.",
            "Die Vorhand spielt aus, wenn gezählt ist; beide sagen also vor der ersten Karte "
            "an."),
        "play_scoring": _meyers(
            "One for each card led and one for taking a trick the opponent led.",
            "Einer für jede ausgespielte Karte und einer für einen Stich gegen das Ausspiel "
            "des Gegners."),
        "last_trick_bonus": inferred(
            MEYERS, _MEYERS_LOCUS,
            "Three is stated; that it comes on top of the trick point is our reading, as the "
            "German article contrasts it with the Portland Club's one extra.",
            "Drei steht da; dass sie zum Stichpunkt hinzukommen, ist unsere Lesart, da der "
            "deutsche Artikel sie der einen Extrapunkt des Portland Club gegenüberstellt."),
        "divided_cards": chosen(
            MEYERS, _MEYERS_LOCUS,
            "Meyers names the held-over ten as a matter of agreement; the preset plays it "
            "because it is the text's distinctive rule. A pot still open at the end lapses.",
            "Meyers nennt das Stehenlassen der zehn als Sache der Absprache; die "
            "Voreinstellung spielt es, weil es die besondere Regel des Textes ist. Ein am "
            "Ende offener Topf verfällt."),
        "capot": _meyers(
            "Winning every trick scores thirty extra, on top of the ten for the cards.",
            "Wer alle Stiche macht, zählt dreißig extra, zusätzlich zu den zehn für die "
            "Karten."),
        "pique_repique_blocking": _meyers(
            "Pique and repique need an opponent with nothing valid to declare; the pique "
            "also needs him to take no trick while the elder, leading without a break, "
            "reaches thirty.",
            "Pique und Repique setzen einen Gegner voraus, der nichts Gültiges anzusagen "
            "hat; das Pique außerdem, dass er keinen Stich macht, während die Vorhand mit "
            "ununterbrochenem Ausspiel dreißig erreicht."),
        "game_format": _meyers(
            "The game is a hundred; a loser with under fifty loses double.",
            "Die Partie geht bis hundert; wer unter fünfzig bleibt, verliert doppelt."),
    },
)

PORTLAND_PRESET = PiquetPreset(
    id="portland",
    name=Text("Portland Club (1881/82)", "Portland Club (1881/82)"),
    source=Citation(CAVENDISH, "laws 1–78"),
    summary=Text(
        "The laws of the Portland and Turf Clubs as a committee of the Portland Club drew "
        "them up from 1881, in the eighth edition of Cavendish's book, the modern game: 32 "
        "cards, the elder takes one to five, younger declares after the elder's first "
        "lead, pique and repique in the order of reckoning, and the rubicon partie of six "
        "deals.",
        "Die Gesetze des Portland Club und des Turf Club, wie ein Ausschuss des Portland "
        "Club sie ab 1881 aufstellte, in der achten Auflage von Cavendishs Buch, das "
        "moderne Spiel: 32 Karten, die Vorhand kauft eine bis fünf, die Hinterhand sagt "
        "nach dem ersten Ausspiel an, Pique und Repique in der Reihenfolge der Wertung, und "
        "die Rubikon-Partie von sechs Spielen.",
    ),
    rules=PiquetRules(),
    provenance={
        "deck": stated(
            CAVENDISH, "Description: Introductory",
            "Thirty-two cards, the Twos to Sixes thrown out.",
            "Zweiunddreißig Karten, Zweien bis Sechsen herausgenommen.",
            "with a pack of thirty-two cards"),
        "first_dealer": _law(
            "4", "The higher cut chooses whether to deal.",
            "Die höhere Karte wählt, ob sie gibt.",
            "The player who cuts the higher card has the choice of deal"),
        "elder_exchange": _law(
            "21", "The elder may exchange five and must exchange one.",
            "Die Vorhand darf fünf tauschen und muss eine tauschen.",
            "The elder hand is entitled to discard five cards and to take in five. He is "
            "obliged to discard one card"),
        "younger_exchange": _law(
            "22, 34", "The younger must exchange one and may take all that is left "
            "(law 34).",
            "Die Hinterhand muss eine tauschen und darf alles nehmen, was übrig ist "
            "(Gesetz 34).",
            "The younger hand is entitled to take in all the cards that are left in the "
            "stock."),
        "leftover_visibility": _law(
            "33, 36", "The elder may look at the cards he left (law 33); the younger's are "
            "seen by both if she chooses to look, else by nobody (law 36).",
            "Die Vorhand darf ihre liegengelassenen Karten ansehen (Gesetz 33); die der "
            "Hinterhand sehen beide, wenn sie nachsehen will, sonst niemand (Gesetz 36).",
            "If the younger hand elect not to look at them, neither player has a right to "
            "see them."),
        "blanche_judged_on": _law(
            "18", "The carte blanche is the hand as dealt.",
            "Die Carte blanche ist das gegebene Blatt.",
            "a hand dealt, consisting of at least twelve cards, without king, queen, or "
            "knave"),
        "blanche_courts": _law(
            "18", "King, Queen and Knave spoil it; Aces and Tens do not.",
            "König, Dame und Bube verderben sie; Asse und Zehnen nicht.",
            "without king, queen, or knave"),
        "point_compare": stated(
            CAVENDISH, "Description: Calling and Showing",
            "The suit of more cards wins; of equal length, the one of more pips; equal "
            "points score nothing.",
            "Die Farbe mit mehr Karten gewinnt; bei gleicher Länge die mit mehr Augen; "
            "gleiche Rummel zählen nicht.",
            "It is scored by the player who calls the suit of greatest number."),
        "point_min_cards": _law(
            "62", "No minimum: the largest point is good.",
            "Kein Minimum: der größte Rummel gilt.",
            "The largest point is good."),
        "point_score": _law(
            "62", "One for each card of the point.", "Einer je Karte des Rummels.",
            "The point, when good, scores one for each card."),
        "sequence_values": _law(
            "63", "Tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18.",
            "Terz 3, Quarte 4, Quinte 15, Sexte 16, Septime 17, Oktave 18.",
            "a quint, fifteen; a quart, four; a tierce, three"),
        "sinking": stated(
            CAVENDISH, "Description: Calling and Showing",
            "No player need call anything, and a player may call less than he holds.",
            "Niemand muss etwas ansagen, und man darf weniger ansagen, als man hat.",
            "he may always call less than he holds"),
        "younger_declares": stated(
            CAVENDISH, "Description: Calling and Showing; law 56",
            "The elder leads after reckoning; the younger reckons before playing to that "
            "card, and nothing omitted counts once she has played (law 56).",
            "Die Vorhand spielt nach ihrer Wertung aus; die Hinterhand zählt, bevor sie "
            "zugibt, und Versäumtes zählt nicht mehr, wenn sie gespielt hat (Gesetz 56).",
            "Before playing to this card, the younger hand reckons all that he has good"),
        "play_scoring": _law(
            "65", "One for every card led and one for every trick won with the card played "
            "to it.",
            "Einer für jede ausgespielte Karte und einer für jeden Stich, den man mit der "
            "zugegebenen Karte gewinnt.",
            "each player scores one for every card he leads, or with which he wins a "
            "trick"),
        "last_trick_bonus": _law(
            "65", "The last trick scores two instead of one: one extra.",
            "Der letzte Stich zählt zwei statt einem: einen extra.",
            "The winner of the last trick scores two instead of one."),
        "divided_cards": _law(
            "66", "Six tricks each: the cards are divided and nobody scores them.",
            "Sechs Stiche jeder: Die Karten sind geteilt, und niemand zählt sie.",
            "If each player win six tricks the cards are divided, and there is no score for "
            "them."),
        "capot": _law(
            "66", "Twelve tricks score forty for the cards instead of ten.",
            "Zwölf Stiche zählen vierzig für die Karten statt zehn.",
            "scores forty for the cards instead of ten"),
        "pique_repique_blocking": _law(
            "67–69", "Scores count in a fixed order (law 67); the repique is thirty in hand "
            "alone before anything the opponent can count (law 68), the pique thirty by the "
            "elder in hand and play before the opponent has reckoned anything (law 69).",
            "Die Wertung folgt einer festen Reihenfolge (Gesetz 67); das Repique sind "
            "dreißig allein aus dem Blatt vor allem, was der Gegner zählen kann (Gesetz 68), "
            "das Pique dreißig der Vorhand aus Blatt und Spiel, bevor der Gegner etwas "
            "gezählt hat (Gesetz 69).",
            "by scores that reckon in order before anything that his adversary can count"),
        "game_format": _law(
            "71–73", "A partie of six deals; the winner gains the difference plus a hundred, "
            "or both scores plus a hundred if the loser has not reached a hundred (law 73).",
            "Eine Partie von sechs Spielen; der Sieger gewinnt die Differenz plus hundert, "
            "oder beide Ergebnisse plus hundert, wenn der Verlierer hundert nicht erreicht "
            "(Gesetz 73).",
            "A partie consists of six deals."),
    },
)

#: The presets by id, in the order the site shows them.
PRESETS: dict[str, PiquetPreset] = {
    p.id: p for p in (COTTON_PRESET, MEYERS_PRESET, PORTLAND_PRESET)
}
