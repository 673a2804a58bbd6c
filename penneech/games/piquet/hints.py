"""Why a card is worse than the expert's, where Piquet's rules name the reason.

The hint (``web.PiquetSide.hint``) shows the expert's value of every legal card
(``core.advice``). When the player follows to a trick, the card led is on the table and
the rules settle the trick with the player's card alone: there are no trumps, and the
higher card of the suit led wins (``tricks.trick_winner``; Cavendish, law 59; Cotton
p. 85). A card worse than the expert's choice then gets the rule behind the gap when the
two cards settle the trick differently:

- the point for winning the trick as second player (``tricks.OUTCOMES``: one for every
  trick won, or, in Cotton's reckoning, only with an Ace to Ten; Cavendish, law 65;
  Cotton 1674, p. 85);
- the last trick's bonus (Cavendish, law 65; Cotton p. 85; option ``last_trick_bonus``);
- the cards: the seventh trick gives the majority of the twelve and its ten points
  (Cavendish, law 66; Cotton p. 87);
- capot: all twelve tricks (Cavendish, law 66; Cotton p. 87; option ``capot``), kept
  alive only while every trick so far is the player's, and escaped by taking one.

A lead, whose trick depends on the opponent's unseen cards, gets no reason: its gap is
the sampled worlds' average, and the hint gives the value alone. Everything here is read
from the player's ``PiquetView``: the card led, the tricks won and the rules.
"""

from __future__ import annotations

from penneech.core.advice import Advice, Reasons, gap
from penneech.core.cards import local_card_name
from penneech.core.i18n import Text
from penneech.games.piquet.players.sampling import scoring_of
from penneech.games.piquet.tricks import OUTCOMES
from penneech.games.piquet.view import PiquetView

#: Tricks in a deal: each player holds twelve cards after the exchange.
TRICKS = 12
#: Tricks that give the majority, and with it the cards (Cavendish, Cavendish, law 66).
MAJORITY = TRICKS // 2 + 1


def _name(card: int) -> Text:
    return Text(local_card_name(card, "en"), local_card_name(card, "de"))


def stakes(view: PiquetView, capture: int) -> list[Text]:
    """What rides on the trick on the table for the second player, by the rules: the
    ``capture`` point for winning it, the last trick's bonus, the seventh trick and the
    cards, and capot either way."""
    rules = view.rules
    scoring = scoring_of(view)
    me, other = view.player, 1 - view.player
    mine, theirs = view.tricks_won[me], view.tricks_won[other]
    number = len(view.tricks) + 1
    out: list[Text] = []
    if capture:
        out.append(Text(f"winning it scores {capture} point as second player "
                        f"(Cavendish, law 65)",
                        f"ihn zu gewinnen zählt {capture} Punkt als Zweiter "
                        f"(Cavendish, Gesetz 65)"))
    if number == TRICKS and rules.last_trick_bonus:
        out.append(Text(f"it is the last trick, worth {rules.last_trick_bonus} more "
                        f"(Cavendish, law 65)",
                        f"es ist der letzte Stich, {rules.last_trick_bonus} mehr wert "
                        f"(Cavendish, Gesetz 65)"))
    if mine + 1 == MAJORITY and theirs < MAJORITY:
        out.append(Text(f"it would be your seventh trick, which wins the cards "
                        f"({scoring.cards}, Cavendish, law 66)",
                        f"er wäre Ihr siebter Stich, der die Karten gewinnt "
                        f"({scoring.cards}, Cavendish, Gesetz 66)"))
    if theirs + 1 == MAJORITY and mine < MAJORITY:
        out.append(Text(f"losing it gives the computer its seventh trick and the cards "
                        f"({scoring.cards}, Cavendish, law 66)",
                        f"verloren gibt er dem Computer den siebten Stich und die Karten "
                        f"({scoring.cards}, Cavendish, Gesetz 66)"))
    if theirs == 0 and mine == number - 1:
        out.append(Text(f"you have every trick so far: losing one gives up the capot "
                        f"({scoring.capot}, Cavendish, law 66)",
                        f"Sie haben bisher jeden Stich: einer verloren, und der Capot "
                        f"({scoring.capot}, Cavendish, Gesetz 66) ist dahin"))
    if mine == 0 and theirs == number - 1:
        out.append(Text(f"the computer has every trick so far: winning this one saves you "
                        f"from capot ({scoring.capot}, Cavendish, law 66)",
                        f"der Computer hat bisher jeden Stich: dieser eine bewahrt Sie vor "
                        f"dem Capot ({scoring.capot}, Cavendish, Gesetz 66)"))
    return out


def reasons(view: PiquetView, advice: Advice) -> Reasons:
    """The rule behind each card worse than the expert's choice, when the player follows
    and the choice wins the trick the card gives up: what the rules put on that trick
    (``stakes``)."""
    if view.phase != "play" or view.lead_card is None or view.to_move != view.player \
            or not advice.values:
        return {}
    table = OUTCOMES[view.rules.play_scoring][view.lead_card]
    won, _, capture = table[advice.choice]
    if not won:
        return {}
    lead, best = _name(view.lead_card), _name(advice.choice)
    why = stakes(view, capture)
    out: dict[int, Text] = {}
    for v in advice.values:
        if v.action == advice.choice or gap(advice, v) >= 0 or table[v.action][0]:
            continue
        en = f"gives up this trick to the {lead.en} led, where {best.en} would win it"
        de = (f"überlässt diesen Stich der ausgespielten Karte {lead.de}, während {best.de} "
              f"ihn gewinnen würde")
        if why:
            en += ": " + "; ".join(t.en for t in why)
            de += ": " + "; ".join(t.de for t in why)
        out[v.action] = Text(en + ".", de + ".")
    return out
