"""Editorial data for Cotton's chapter X, "A Game at ALL-FOVRS" (1674, pp. 111–113).

Not a hook itself: ``sitegen/cotton.py`` renders it on ``docs/allfours/cotton.md`` and
``docs/allfours/concordance.md``. Each clause (A1 …) is located in the TEI text by its phrase
and must stand, once, on the printed page given here; the build stops otherwise. What the
1687 edition prints in the same place is not kept here: the hook finds it by aligning the two
chapters word by word. What later descriptions of the game say is kept (``LATER``), each with
its source (a key of ``docs/bibliography.bib``) and the place in it, in our own words; the
keyed texts of those books are not in ``sources/``, so they are not quoted.

Glosses, the modern reading and its German translation are our own words; a quotation of
Cotton inside a gloss uses the ``{q:PAGE|words}`` markup of ``penneech.core.i18n``. Each
clause names the sections of ``docs/allfours/rules.md`` it bears on (their fixed ids; the
hook stops the build if one does not exist) and the engine's rule options
(``penneech.games.allfours.options``) whose readings rest on it; the concordance links
each to its row of the comparison of the rule sets (``docs/allfours/presets.md``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sitegen.cotton_data import Sentence

CASSELL = "cassell1881amusements"
FOSTER = "foster1897hoyle"
BRITANNICA = "britannica1911allfours"


@dataclass(frozen=True)
class Later:
    """What a later description of All-Fours says on a clause's point, in our words."""

    key: str
    locator: str
    says_en: str
    says_de: str


@dataclass(frozen=True)
class AllFoursClause:
    """A clause of chapter X (``id`` A1 …): phrase, page, glosses, rules, options, later."""

    id: str
    phrase: str
    page: str
    gloss_en: str
    gloss_de: str
    sections: tuple[str, ...]
    options: tuple[str, ...] = ()
    later: tuple[Later, ...] = ()


#: The locators of the later sources (their sections; none has numbered laws we cite).
C_AF = "All Fours"
F_SU = "All Fours, Seven-up, or Old Sledge"
B_AF = "s.v. All Fours"

CLAUSES: tuple[AllFoursClause, ...] = (
    AllFoursClause(
        "A1", "is a Game very much play'd in Kent", "111",
        "All-Fours is much played in Kent, and Cotton says it came from there.",
        "All-Fours wird in Kent viel gespielt, und nach Cotton stammt es von dort.",
        ("the-game",)),
    AllFoursClause(
        "A2", "I have known Kentish Gentlemen and others of very considerable note, who have "
              "play'd great sums of money at it", "111",
        "Though a plain game, it was played for high stakes by people of standing. Cotton's "
        "comparison, {q:111|a man may play away an estate at One and Thirty}, names another "
        "game, One and Thirty, not a score of All-Fours.",
        "Obwohl ein schlichtes Spiel, wurde es von angesehenen Leuten um hohe Summen "
        "gespielt. Cottons Vergleich, {q:111|a man may play away an estate at One and "
        "Thirty}, nennt ein anderes Spiel, One and Thirty, keine Punktzahl des All-Fours.",
        ("the-game",)),
    AllFoursClause(
        "A3", "This Game I conceive is called Allfours from Highest, Lowest, Iack, and Game",
        "111",
        "The name comes from the four things that score: Highest, Lowest, Jack and Game. "
        "Cotton offers it as his own guess (“I conceive”). He prints the Jack here as "
        "“Iack”, with the old capital I for J.",
        "Der Name kommt von den vier Dingen, die zählen: Highest, Lowest, Jack und Game. "
        "Cotton gibt das als eigene Vermutung („I conceive“). Den Jack druckt er hier "
        "„Iack“, mit dem alten großen I für J.",
        ("the-game", "scoring"), (),
        (Later(CASSELL, C_AF, "Derives the name from the four chances High, Low, Jack and "
               "Game.", "Leitet den Namen von den vier Chancen High, Low, Jack und Game ab."),
         Later(FOSTER, F_SU, "Gives Seven-up and Old Sledge as other names of the game.",
               "Nennt Seven-up und Old Sledge als weitere Namen des Spiels."),
         Later(BRITANNICA, B_AF, "Names the four points and gives Seven Up, Old Sledge and "
               "High-Low-Jack as its American names.",
               "Nennt die vier Punkte und als amerikanische Namen Seven Up, Old Sledge und "
               "High-Low-Jack."))),
    AllFoursClause(
        "A4", "which is the Set as some play it", "111",
        "Some play a game of just those four points.",
        "Manche spielen eine Partie aus eben diesen vier Punkten.",
        ("ending",), ("target",)),
    AllFoursClause(
        "A5", "you may make from seven to fifteen, or more if you please, but commonly eleven",
        "111",
        "The game may be set anywhere from seven to fifteen points or more; eleven is usual.",
        "Die Partie kann auf sieben bis fünfzehn Punkte oder mehr gehen; üblich sind elf.",
        ("ending",), ("target",),
        (Later(FOSTER, F_SU, "Seven points win, as the name Seven-up says.",
               "Sieben Punkte gewinnen, wie der Name Seven-up sagt."),
         Later(BRITANNICA, B_AF, "The game is ten or eleven points.",
               "Die Partie geht auf zehn oder elf Punkte."))),
    AllFoursClause(
        "A6", "There are but two can play at it at a time", "111",
        "A game for two players only.",
        "Ein Spiel nur für zwei.",
        ("the-game",), (),
        (Later(CASSELL, C_AF, "Two or four may play, under the same rules.",
               "Zwei oder vier können spielen, nach denselben Regeln."),
         Later(FOSTER, F_SU, "Two, three or four; four play as two partnerships.",
               "Zwei, drei oder vier; zu viert in zwei Partnerschaften."),
         Later(BRITANNICA, B_AF, "Usually two, though four may play.",
               "Meist zwei, doch auch vier können spielen."))),
    AllFoursClause(
        "A7", "they must lift for dealing", "111",
        "The players cut (lift) for the deal.",
        "Die Spieler heben um das Geben ab.",
        ("dealing",)),
    AllFoursClause(
        "A8", "the highest Put-card deals", "112",
        "The higher card deals, ranked as at Put, where Cotton's own chapter makes the Trey "
        "the best card, then the Deuce, then the Ace: {q:132|The best Putt-Cards are first "
        "the Trey, next the Deuce, then the Ace}. Whether “Put-card” names that order or "
        "only a cut card is not certain.",
        "Die höhere Karte gibt, gerechnet wie beim Put, wo nach Cottons eigenem Kapitel die "
        "Drei die beste Karte ist, dann die Zwei, dann das Ass: {q:132|The best Putt-Cards "
        "are first the Trey, next the Deuce, then the Ace}. Ob „Put-card“ diese Rangfolge "
        "meint oder nur eine abgehobene Karte, ist nicht sicher.",
        ("dealing",), (),
        (Later(FOSTER, F_SU, "The highest cut deals; in cutting the Ace is high.",
               "Der höchste Schnitt gibt; beim Abheben ist das Ass hoch."),)),
    AllFoursClause(
        "A9", "who delivers to his adversary three Cards, and to himself the like, and the "
              "like again", "112",
        "The dealer gives three cards to the other player and three to himself, twice.",
        "Der Geber gibt dem anderen drei Karten und sich selbst drei, zweimal.",
        ("dealing",), (),
        (Later(FOSTER, F_SU, "Six each, in two rounds of three.",
               "Sechs für jeden, in zwei Runden zu drei."),)),
    AllFoursClause(
        "A10", "having six apiece, he turns up a Card which is Trump", "112",
        "With six cards each, the dealer turns up the next card: its suit is trumps.",
        "Hat jeder sechs Karten, deckt der Geber die nächste auf: ihre Farbe ist Trumpf.",
        ("the-trump",), (),
        (Later(CASSELL, C_AF, "Two players: the thirteenth card is turned up for trumps.",
               "Zu zweit wird die dreizehnte Karte als Trumpf aufgedeckt."),
         Later(BRITANNICA, B_AF, "The thirteenth card is turned up for trumps.",
               "Die dreizehnte Karte wird als Trumpf aufgedeckt."))),
    AllFoursClause(
        "A11", "if Jack (and that is any Knave) it is one to the Dealer", "112",
        "If the card turned up is a Knave, of whatever suit (it is then the Knave of "
        "trumps), the dealer scores one. Cotton already calls the card Jack.",
        "Ist die aufgedeckte Karte ein Bube, gleich welcher Farbe (er ist dann Trumpfbube), "
        "zählt der Geber eins. Cotton nennt die Karte schon Jack.",
        ("the-trump", "scoring"), ("turn_up",),
        (Later(CASSELL, C_AF, "A Knave turned up scores one to the dealer.",
               "Ein aufgedeckter Bube zählt dem Geber eins."),
         Later(FOSTER, F_SU, "The dealer counts a Jack turned up at once, unless a "
               "misdeal is found before the first trick.",
               "Der Geber zählt einen aufgedeckten Buben sofort, es sei denn, vor dem ersten "
               "Stich zeigt sich ein Fehler beim Geben."),
         Later(BRITANNICA, B_AF, "If Jack is turned up the dealer scores the point.",
               "Wird der Bube aufgedeckt, zählt der Geber den Punkt."))),
    AllFoursClause(
        "A12", "he hath the liberty of beging one", "112",
        "The non-dealer, if he dislikes his hand, may beg: ask for one point.",
        "Die Vorhand darf, wenn ihr das Blatt nicht gefällt, betteln: um einen Punkt bitten.",
        ("begging",), ("gift",),
        (Later(CASSELL, C_AF, "The elder hand says “I beg”; the dealer answers “Take one” "
               "or gives three more cards each. One beg a hand unless agreed.",
               "Die Vorhand sagt „I beg“; der Geber antwortet „Take one“ oder gibt jedem "
               "drei weitere Karten. Nur einmal betteln je Spiel, wenn nicht anders "
               "vereinbart."),
         Later(FOSTER, F_SU, "No second beg; the dealer may not give a player enough to "
               "put him out.",
               "Kein zweites Betteln; der Geber darf keinem so viel geben, dass er "
               "hinausgeht."))),
    AllFoursClause(
        "A13", "if the Dealer refuse to give him one, then he deals three apiece more", "112",
        "A dealer who will not give the point deals three more cards to each and turns up a "
        "new trump. Cotton does not say that the players then lay out any cards.",
        "Ein Geber, der den Punkt nicht geben will, gibt jedem drei weitere Karten und deckt "
        "einen neuen Trumpf auf. Dass die Spieler danach Karten ablegen, sagt Cotton nicht.",
        ("begging",), ("run_hands",),
        (Later(CASSELL, C_AF, "Three more each and the next card turned up.",
               "Drei weitere für jeden, und die nächste Karte wird aufgedeckt."),
         Later(FOSTER, F_SU, "Running the cards; usually each then discards down to six, "
               "though some clubs keep nine.",
               "Das Nachgeben; meist legt danach jeder bis auf sechs ab, manche Klubs "
               "behalten neun."))),
    AllFoursClause(
        "A14", "if he then turns up a Card of the same suit, he deals further till he turns "
               "up a Card of another suit", "112",
        "If the new card is of the old trump suit, he deals again until another suit turns "
        "up.",
        "Ist die neue Karte von der alten Trumpffarbe, gibt er weiter, bis eine andere Farbe "
        "erscheint.",
        ("begging",), (),
        (Later(CASSELL, C_AF, "The same: three more each until the trump suit changes.",
               "Ebenso: je drei weitere, bis die Trumpffarbe wechselt."),
         Later(BRITANNICA, B_AF, "The same, until a fresh trump suit appears.",
               "Ebenso, bis eine neue Trumpffarbe erscheint."))),
    AllFoursClause(
        "A15", "an Ace is four, a King is three, a Queen is two, a Knave one, and a Ten is "
               "ten", "112",
        "The counting values for Game: Ace 4, King 3, Queen 2, Knave 1, Ten 10; the other "
        "cards count nothing.",
        "Die Zählwerte für Game: Ass 4, König 3, Dame 2, Bube 1, Zehn 10; die übrigen Karten "
        "zählen nichts.",
        ("card-values",), (),
        (Later(CASSELL, C_AF, "The same values; other cards count nothing toward Game.",
               "Dieselben Werte; andere Karten zählen nichts für Game."),
         Later(BRITANNICA, B_AF, "The same values.", "Dieselben Werte."))),
    AllFoursClause(
        "A16", "Now you must play down your Cards", "112",
        "Then the hands are played out in tricks. Who leads first is not said.",
        "Dann werden die Karten in Stichen ausgespielt. Wer zuerst ausspielt, steht nicht da.",
        ("play",), (),
        (Later(CASSELL, C_AF, "The elder hand leads; the higher card wins the trick.",
               "Die Vorhand spielt aus; die höhere Karte gewinnt den Stich."),
         Later(BRITANNICA, B_AF, "The non-dealer leads.", "Der Nichtgeber spielt aus."))),
    AllFoursClause(
        "A17", "if you are highest and lowest of what is Trumps, you reckon two", "112",
        "Holding the highest and the lowest trump in play is worth two. Cotton does not say "
        "whether a low trump lost in a trick still counts for its holder.",
        "Den höchsten und den niedrigsten Trumpf im Spiel zu haben, ist zwei wert. Ob ein "
        "niedriger Trumpf, der in einem Stich verloren geht, seinem Besitzer noch zählt, "
        "sagt Cotton nicht.",
        ("scoring",), ("low",),
        (Later(CASSELL, C_AF, "High and Low count to the player they were dealt to, even "
               "if the other takes them.",
               "High und Low zählen dem, der sie erhielt, auch wenn der andere sie sticht."),
         Later(BRITANNICA, B_AF, "Low is scored by the player to whom it was dealt.",
               "Low zählt für den, dem er gegeben wurde."))),
    AllFoursClause(
        "A18", "if you are only highest but one", "112",
        "Highest alone is worth one.",
        "Highest allein ist eins wert.",
        ("scoring",)),
    AllFoursClause(
        "A19", "the like of Jack and Game", "113",
        "Jack and Game are worth one each in the same way.",
        "Jack und Game sind ebenso je eins wert.",
        ("scoring",)),
    AllFoursClause(
        "A20", "sometimes you are highest, lowest, Jack, and Game, and then you must reckon "
               "four", "113",
        "A player who makes all four scores four in the deal: the name of the game.",
        "Wer alle vier macht, zählt in dem Spiel vier: daher der Name.",
        ("scoring",)),
    AllFoursClause(
        "A21", "the Game is he that tells most after the Cards are play'd", "113",
        "Game goes to the player whose tricks count most by the values of A15. A tie is not "
        "mentioned.",
        "Game bekommt, wessen Stiche nach den Werten von A15 am meisten zählen. Ein "
        "Gleichstand wird nicht erwähnt.",
        ("scoring",), ("game_tie",),
        (Later(CASSELL, C_AF, "On equal counts, or if neither has a counting card, the "
               "elder hand scores Game.",
               "Bei gleicher Zählung, oder wenn keiner eine Zählkarte hat, zählt die Vorhand "
               "Game."),
         Later(BRITANNICA, B_AF, "Game is the majority of pips in a player's tricks.",
               "Game ist die Mehrheit der Augen in den Stichen eines Spielers."))),
    AllFoursClause(
        "A22", "take out of a Pack two Tens, and hide them", "113",
        "A cheat: hiding two Tens from the pack secures Game for the one who knows their "
        "suits.",
        "Ein Betrug: Wer zwei Zehnen aus dem Blatt versteckt und ihre Farben kennt, sichert "
        "sich Game.",
        ("foul-play",)),
    AllFoursClause(
        "A23", "he that wins Jack wins one also", "113",
        "The point for Jack goes to the player who wins the Knave of trumps in a trick.",
        "Der Punkt für Jack gehört dem, der den Trumpfbuben in einem Stich gewinnt.",
        ("scoring",), (),
        (Later(CASSELL, C_AF, "Jack counts to the player who has it at the end, not to "
               "its first holder.",
               "Jack zählt dem, der ihn am Ende hat, nicht seinem ersten Besitzer."),
         Later(FOSTER, F_SU, "Turning up the Jack and winning a trick with it in are "
               "counted as two separate points.",
               "Den Buben aufzudecken und einen Stich mit ihm darin zu gewinnen, zählt als "
               "zwei getrennte Punkte."),
         Later(BRITANNICA, B_AF, "Jack is scored by the player who finally has it among "
               "his tricks.",
               "Jack zählt für den, der ihn am Ende unter seinen Stichen hat."))),
    AllFoursClause(
        "A24", "for advantage reneging is allowable if you have Trumps in your hand to trump "
               "it", "113",
        "A player may decline to follow suit (renege) if he trumps instead. Whether he may "
        "also throw a card of a third suit is not said.",
        "Man darf die Farbe verweigern, wenn man stattdessen trumpft. Ob man auch eine "
        "Karte einer dritten Farbe abwerfen darf, steht nicht da.",
        ("play",), ("renege",),
        (Later(CASSELL, C_AF, "Says that in the newer way of play the higher card wins, "
               "whatever its suit.",
               "Sagt, nach der neueren Spielweise gewinne die höhere Karte, gleich welcher "
               "Farbe."),
         Later(BRITANNICA, B_AF, "The second player must trump or follow suit, or forfeit "
               "a point.",
               "Der zweite Spieler muss trumpfen oder bedienen, sonst verliert er einen "
               "Punkt."))),
    AllFoursClause(
        "A25", "There is another sort of All-fours called Running-All-fours, at which they "
               "play One and Thirty up", "113",
        "Running All-Fours is a second game, played to thirty-one.",
        "Running All-Fours ist ein zweites Spiel, auf einunddreißig.",
        ("running-all-fours",), ("target",)),
    AllFoursClause(
        "A26", "if he turn up an Ace it is four, a King three, a Queen two, and a Knave one",
        "113",
        "In it the dealer scores for the card he turns up: Ace 4, King 3, Queen 2, Knave 1.",
        "Darin zählt der Geber für die aufgedeckte Karte: Ass 4, König 3, Dame 2, Bube 1.",
        ("running-all-fours",), ("turn_up",)),
    AllFoursClause(
        "A27", "these are the same also in play", "113",
        "Those values hold in play as well; whether that means scoring trump honours as "
        "they are won, or only the count for Game, is not clear.",
        "Diese Werte gelten auch im Spiel; ob damit gemeint ist, dass Trumpf-Honneurs "
        "beim Gewinnen zählen, oder nur die Zählung für Game, ist unklar.",
        ("running-all-fours",), ("play_honours",)),
    AllFoursClause(
        "A28", "A Ten is the best Card for making up", "113",
        "The Ten, worth ten, counts most toward the total.",
        "Die Zehn, zehn wert, trägt am meisten zur Summe bei.",
        ("running-all-fours", "card-values")),
)

SENTENCES: tuple[Sentence, ...] = (
    Sentence("ALL-Fours is a Game very much play'd in Kent, and very well it may, since from "
             "thence it drew its first original; and although the Game may be lookt upon as "
             "trivial and inconsiderable, yet I have known Kentish Gentlemen and others of "
             "very considerable note, who have play'd great sums of money at it, yet that "
             "adds not much to the worth of the Game, for a man may play away an estate at "
             "One and Thirty; as I knew one lose a considerable sum at most at three throws.",
             "All-Fours is much played in Kent, and well it may be, since that is where it "
             "began. The game may seem slight and of no account, yet I have known gentlemen "
             "of Kent and others of standing stake large sums on it; that says little for "
             "the game, for a man can lose an estate at One and Thirty, and I knew one who "
             "lost a large sum in three throws at most.",
             "All-Fours wird in Kent viel gespielt, und mit Recht, denn dort hat es seinen "
             "Ursprung. Mag das Spiel auch gering und unbedeutend erscheinen, so habe ich "
             "doch Edelleute aus Kent und andere angesehene Leute gekannt, die hohe Summen "
             "darauf setzten; für den Wert des Spiels spricht das wenig, denn beim One and "
             "Thirty kann einer ein Gut verspielen, und ich kannte einen, der in höchstens "
             "drei Würfen eine große Summe verlor."),
    Sentence("This Game I conceive is called Allfours from Highest, Lowest, Iack, and Game, "
             "which is the Set as some play it, but you may make from seven to fifteen, or "
             "more if you please, but commonly eleven.",
             "I take it that the game is called All-Fours after Highest, Lowest, Jack and "
             "Game, which some play as the whole game; but you may play to anything from "
             "seven to fifteen, or more if you like, though eleven is usual.",
             "Ich vermute, das Spiel heißt All-Fours nach Highest, Lowest, Jack und Game, "
             "was manche als ganze Partie spielen; man kann aber auf sieben bis fünfzehn "
             "Punkte spielen oder mehr, wenn man will, gewöhnlich auf elf."),
    Sentence("There are but two can play at it at a time, and they must lift for dealing, the "
             "highest Put-card deals, who delivers to his adversary three Cards, and to "
             "himself the like, and the like again, and having six apiece, he turns up a Card "
             "which is Trump; if Jack (and that is any Knave) it is one to the Dealer.",
             "Only two can play at a time. They cut for the deal, and the higher card as "
             "ranked at Put deals: three cards to the other, three to himself, and the same "
             "again; when each has six he turns up a card, which is trumps. If it is the "
             "Jack (any Knave) it scores one to the dealer.",
             "Es können nur zwei zugleich spielen. Sie heben um das Geben ab, und die höhere "
             "Karte, nach der Rangfolge des Put, gibt: dem anderen drei Karten, sich selbst "
             "drei, und noch einmal so; hat jeder sechs, deckt er eine Karte auf, die Trumpf "
             "ist. Ist es der Jack (ein beliebiger Bube), zählt er dem Geber eins."),
    Sentence("If he to whom the Cards were dealt after perusal of his Game like them not, he "
             "hath the liberty of beging one; if the Dealer refuse to give him one, then he "
             "deals three apiece more, but if he then turns up a Card of the same suit, he "
             "deals further till he turns up a Card of another suit.",
             "If the player dealt to does not like his cards when he has looked at them, he "
             "may beg one. If the dealer will not give him one, he deals three more cards "
             "each; and if the card he then turns up is of the same suit, he deals on until "
             "he turns up a card of another suit.",
             "Gefallen dem, dem gegeben wurde, seine Karten beim Ansehen nicht, darf er um "
             "einen Punkt betteln. Will der Geber ihm keinen geben, gibt er jedem drei "
             "weitere Karten; ist die dann aufgedeckte Karte von derselben Farbe, gibt er "
             "weiter, bis er eine Karte einer anderen Farbe aufdeckt."),
    Sentence("Here note, That an Ace is four, a King is three, a Queen is two, a Knave one, "
             "and a Ten is ten.",
             "Note that an Ace counts four, a King three, a Queen two, a Knave one and a "
             "Ten ten.",
             "Merke: Ein Ass zählt vier, ein König drei, eine Dame zwei, ein Bube eins und "
             "eine Zehn zehn."),
    Sentence("Now you must play down your Cards, but to what advantage I cannot here "
             "prescribe, it must be according to the Cards you have in your hand managed by "
             "your judgment to the best advantage.",
             "Now you play out your cards; how best to do it I cannot lay down here: it "
             "depends on the cards in your hand, handled as well as your judgment allows.",
             "Nun spielt man seine Karten aus; wie am vorteilhaftesten, kann ich hier nicht "
             "vorschreiben: es hängt von den Karten in der Hand ab, die man so klug wie "
             "möglich einsetzt."),
    Sentence("Having play'd your Cards you reckon, if you are highest and lowest of what is "
             "Trumps, you reckon two; if you are only highest but one, and the like of Jack "
             "and Game; sometimes you are highest, lowest, Jack, and Game, and then you must "
             "reckon four;",
             "When the cards are played you count: if you hold the highest and the lowest "
             "trump, you score two; the highest only, one; and one each for Jack and Game. "
             "Sometimes you have Highest, Lowest, Jack and Game, and then you score four.",
             "Sind die Karten gespielt, wird gezählt: Hat man den höchsten und den "
             "niedrigsten Trumpf, zählt man zwei; nur den höchsten, eins; ebenso je eins für "
             "Jack und Game. Manchmal hat man Highest, Lowest, Jack und Game, dann zählt man "
             "vier."),
    Sentence("the Game is he that tells most after the Cards are play'd, and therefore a Ten "
             "is a very significant Card, which crafty Gamesters know so well that they will "
             "frequently take out of a Pack two Tens, and hide them contrary to the knowledg "
             "of the other, which is a great advantage to this foul player, if he play of "
             "the same suit of these Tens he hath absconded, for it must of necessity secure "
             "him from losing the Game.",
             "Game belongs to whoever counts most once the cards are played, so a Ten matters "
             "a great deal. Sly gamesters know it so well that they often take two Tens out "
             "of the pack and hide them without the other knowing; that is a great advantage "
             "to the cheat if he plays in the suits of the hidden Tens, for then he cannot "
             "lose Game.",
             "Game hat, wer nach dem Spiel am meisten zählt; darum ist eine Zehn eine sehr "
             "wichtige Karte. Das wissen gerissene Spieler so gut, dass sie oft zwei Zehnen "
             "aus dem Blatt nehmen und ohne Wissen des anderen verstecken; das ist für den "
             "Falschspieler ein großer Vorteil, wenn er in den Farben der versteckten Zehnen "
             "spielt, denn dann kann er Game nicht verlieren."),
    Sentence("Here note, That he that wins Jack wins one also; and furthermore observe that "
             "for advantage reneging is allowable if you have Trumps in your hand to trump "
             "it.",
             "Note too that whoever wins the Jack wins one; and observe that you may refuse "
             "to follow suit for advantage if you have trumps in hand to trump the trick.",
             "Merke auch: Wer den Jack gewinnt, gewinnt eins; und beachte, dass man zum "
             "eigenen Vorteil nicht bedienen muss, wenn man Trümpfe auf der Hand hat, um den "
             "Stich zu stechen."),
    Sentence("There is another sort of All-fours called Running-All-fours, at which they play "
             "One and Thirty up, and in this Game the Dealer hath a great advantage, for if "
             "he turn up an Ace it is four, a King three, a Queen two, and a Knave one, and "
             "these are the same also in play.",
             "There is another kind of All-Fours, Running All-Fours, played to thirty-one, in "
             "which the dealer has a great advantage: an Ace turned up counts four for him, a "
             "King three, a Queen two and a Knave one, and the same holds in play.",
             "Es gibt eine andere Art All-Fours, Running All-Fours, die auf einunddreißig "
             "gespielt wird; darin ist der Geber sehr im Vorteil: ein aufgedecktes Ass zählt "
             "ihm vier, ein König drei, eine Dame zwei und ein Bube eins, und dasselbe gilt "
             "im Spiel."),
    Sentence("A Ten is the best Card for making up.",
             "A Ten is the best card for making up the count.",
             "Eine Zehn ist die beste Karte, um die Summe zu machen."),
)

#: Cotton's words in the reading text linked to the All-Fours glossary (anchors there).
#: "Game" is left unlinked: Cotton uses it for the game itself as often as for the point.
GLOSSARY_WORDS: tuple[tuple[str, str], ...] = (
    ("Iack", "jack"), ("Jack", "jack"), ("Knave", "jack"), ("Highest", "high"),
    ("highest", "high"), ("Lowest", "low"), ("lowest", "low"),
    ("Set", "set"), ("lift", "lift"), ("Put-card", "put-card"), ("Trump", "trump"),
    ("Trumps", "trump"), ("beging", "beg"), ("reneging", "renege"), ("tells", "tell"),
    ("Running-All-fours", "running-all-fours"), ("One and Thirty", "one-and-thirty"),
)
