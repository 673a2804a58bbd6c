"""All-Fours' rule sets: Cotton's game (``cotton1674``, eleven up), his Running All-Fours
(``running``, thirty-one up, the honours turned up and won in play scoring), and Seven-up
as Foster's *Complete Hoyle* gives it (``seven_up``, 1897), each value with its provenance:
stated by the source, inferred from what it says, or chosen by us where it is silent (the
note says why). Only Cotton is quoted; Foster and Cassell are told in our words.
"""

from __future__ import annotations

from penneech.core.i18n import Citation, Text
from penneech.core.options import Provenance, chosen, inferred, stated
from penneech.core.preset import GamePreset
from penneech.games.allfours.options import CASSELL, COTTON, FOSTER
from penneech.games.allfours.rules import AllFoursRules

_SU = "All Fours, Seven-up, or Old Sledge"


def _cotton() -> dict[str, Provenance]:
    """The values both of Cotton's games share."""
    return {
        "renege": stated(
            COTTON, "p. 113", "A player may trump rather than follow suit.",
            "Man darf trumpfen, statt Farbe zu bedienen.",
            quote="{q:113|for advantage reneging is allowable if you have Trumps in your "
                  "hand to trump it}"),
        "low": inferred(
            COTTON, "p. 112", "He speaks of being lowest of trumps as of being highest: "
            "we read both as holding the card in play.",
            "Er spricht vom niedrigsten Trumpf wie vom höchsten: wir lesen beides als "
            "Halten der Karte im Spiel.",
            quote="{q:112|if you are highest and lowest of what is Trumps, you reckon two}"),
        "game_tie": chosen(
            COTTON, "p. 113", "Cotton is silent on an equal count; nobody tells most, so "
            "nobody scores Game.",
            "Cotton schweigt zur gleichen Zählung; keiner zählt am meisten, also zählt "
            "keiner Game."),
        "gift": chosen(
            COTTON, "p. 112", "Cotton sets no limit to the gift; the dealer may give the "
            "last point.",
            "Cotton setzt dem Geschenk keine Grenze; der Geber darf den letzten Punkt "
            "geben."),
        "run_hands": inferred(
            COTTON, "p. 112", "He has three more dealt to each and says nothing of laying "
            "any out: each plays every card he was dealt.",
            "Er lässt jedem drei weitere geben und sagt nichts vom Ablegen: jeder spielt "
            "alle erhaltenen Karten.",
            quote="{q:112|then he deals three apiece more}"),
    }


PRESETS: dict[str, GamePreset[AllFoursRules]] = {
    "cotton1674": GamePreset(
        "cotton1674", Text("Cotton 1674", "Cotton 1674"), Citation(COTTON, "ch. X, p. 111"),
        Text("All-Fours to eleven: High, Low, Jack and Game one each, a Knave turned up "
             "one to the dealer, the elder hand may beg one, and one may trump instead of "
             "following suit.",
             "All-Fours auf elf: High, Low, Jack und Game je eins, ein aufgedeckter Bube "
             "eins für den Geber, die Vorhand darf um einen bitten, und man darf trumpfen, "
             "statt zu bedienen."),
        AllFoursRules(),
        {"target": stated(COTTON, "p. 111", "Commonly eleven.", "Meist elf.",
                          quote="{q:111|but commonly eleven}"),
         "turn_up": stated(COTTON, "p. 112", "A Knave turned up is one to the dealer.",
                           "Ein aufgedeckter Bube zählt dem Geber eins.",
                           quote="{q:112|if Jack (and that is any Knave) it is one to "
                                 "the Dealer}"),
         "play_honours": inferred(
             COTTON, "pp. 112–113", "In his first game only High, Low, Jack and Game are "
             "reckoned after play; the cards' values count toward Game.",
             "In seinem ersten Spiel werden nach dem Spiel nur High, Low, Jack und Game "
             "gezählt; die Kartenwerte zählen für Game."),
         **_cotton()}),
    "running": GamePreset(
        "running", Text("Running All-Fours (Cotton)", "Running All-Fours (Cotton)"),
        Citation(COTTON, "ch. X, p. 113"),
        Text("Cotton's other All-Fours: thirty-one up; an Ace, King, Queen or Knave turned "
             "up scores 4, 3, 2 or 1 to the dealer, and the same when won in play.",
             "Cottons anderes All-Fours: auf einunddreißig; ein aufgedecktes Ass, König, "
             "Dame oder Bube zählt dem Geber 4, 3, 2 oder 1, und ebenso, wenn im Spiel "
             "gewonnen."),
        AllFoursRules(target=31, turn_up="honours", play_honours="scored"),
        {"target": stated(COTTON, "p. 113", "One and thirty up.", "Auf einunddreißig.",
                          quote="{q:113|at which they play One and Thirty up}"),
         "turn_up": stated(COTTON, "p. 113", "Ace four, King three, Queen two, Knave one "
                           "to the dealer who turns it up.",
                           "Ass vier, König drei, Dame zwei, Bube eins für den Geber, der "
                           "sie aufdeckt.",
                           quote="{q:113|if he turn up an Ace it is four, a King three, a "
                                 "Queen two, and a Knave one}"),
         "play_honours": inferred(
             COTTON, "p. 113", "We read the honours' values holding in play as the winner "
             "of a trick scoring the trump honours in it.",
             "\"Ebenso im Spiel\": wir lesen es so, dass der Gewinner eines Stichs die "
             "Trumpf-Honneurs darin zählt.",
             quote="{q:113|these are the same also in play}"),
         **_cotton()}),
    "seven_up": GamePreset(
        "seven_up", Text("Seven-up (Foster 1897)", "Seven-up (Foster 1897)"),
        Citation(FOSTER, _SU),
        Text("The American All Fours of Foster's Hoyle: seven up; a Knave turned up one to "
             "the dealer; the dealer may not give the point that puts the elder hand out; "
             "after running the cards each lays out down to six.",
             "Das amerikanische All Fours in Fosters Hoyle: auf sieben; ein aufgedeckter "
             "Bube eins für den Geber; der Geber darf nicht den Punkt geben, mit dem die "
             "Vorhand hinausgeht; nach dem Nachgeben legt jeder bis auf sechs ab."),
        AllFoursRules(target=7, game_tie="elder", gift="not_out", run_hands="six"),
        {"target": stated(FOSTER, f"{_SU}: Objects of the game",
                          "The game is won by the first to score seven points.",
                          "Die Partie gewinnt, wer zuerst sieben Punkte hat."),
         "renege": stated(FOSTER, f"{_SU}: Irregularities in play",
                          "Not following suit when able is a revoke unless the player "
                          "trumps.",
                          "Nicht zu bedienen, obwohl man kann, ist ein Fehler, es sei denn, "
                          "man trumpft."),
         "low": stated(FOSTER, f"{_SU}: Objects of the game",
                       "Low is a point for holding the lowest trump.",
                       "Low ist ein Punkt für das Halten des niedrigsten Trumpfs."),
         "game_tie": chosen(CASSELL, "All Fours",
                            "We have not read Foster's word on a tie; we follow Cassell's "
                            "laws of All Fours, which give it to the elder hand.",
                            "Fosters Wort zum Gleichstand haben wir nicht gelesen; wir "
                            "folgen Cassells Regeln des All Fours, die ihn der Vorhand "
                            "geben."),
         "turn_up": stated(FOSTER, f"{_SU}: Dealing",
                           "A Jack turned up is one point to the dealer at once.",
                           "Ein aufgedeckter Bube ist sofort ein Punkt für den Geber."),
         "play_honours": inferred(FOSTER, f"{_SU}: Objects of the game",
                                  "The six ways of scoring include no card won in play "
                                  "but the Jack.",
                                  "Die sechs Arten zu zählen kennen keine im Spiel "
                                  "gewonnene Karte außer dem Buben."),
         "gift": stated(FOSTER, f"{_SU}: Begging",
                        "The dealer cannot give a player enough to put him out.",
                        "Der Geber kann einem Spieler nicht so viel geben, dass er "
                        "hinausgeht."),
         "run_hands": stated(FOSTER, f"{_SU}: Discarding",
                             "The usual practice after running the cards is that each "
                             "player discards down to six.",
                             "Üblich ist, dass nach dem Nachgeben jeder bis auf sechs "
                             "ablegt.")}),
}
