"""Why a card is worse than the expert's, where Penneech's rules name the reason.

The hint (``web.PenneechSide.hint``) shows the expert's value of every legal card
(``core.advice``). Where the gap between a card and the expert's choice comes from the
trick now on the table, whose lead the player can see, the rules say why: the trick
rule decides which of the two cards wins it (``tricks.trick_winner``; Cotton p. 149,
C13), the winner turns up the next card and scores it and leads the next trick (Cotton
p. 148, C5-C8), the counting cards in the trick go to the winner or stay with their
holder (``tricks.trick_outcomes``; Cotton p. 148, C3-C4, option ``honours_to``), and the
tricks won count towards the card count (Cotton p. 149, C15). A lead, whose trick
depends on the opponent's unseen cards, gets no reason: its gap is the sampled worlds'
average, and the hint gives the value alone.

Everything here is read from the player's ``PenneechView``: the card led, the trump, the
tricks won and the legal cards; never from the opponent's hand.
"""

from __future__ import annotations

from penneech.core.advice import Advice, Reasons, gap
from penneech.core.cards import local_card_name
from penneech.core.i18n import Text
from penneech.games.penneech.tricks import card_count_bonus, trick_outcomes
from penneech.games.penneech.view import PenneechView


def _name(card: int) -> Text:
    return Text(local_card_name(card, "en"), local_card_name(card, "de"))


def _net(view: PenneechView, card: int) -> tuple[bool, int]:
    """Whether the player wins the trick on the table with ``card``, and the counting
    points of the trick for them less those for the opponent (``tricks.trick_outcomes``)."""
    assert view.lead_card is not None and view.trump is not None
    table = trick_outcomes(view.rules.counters, view.rules.honours_to)
    won, to_leader, to_follower = table[view.trump][view.lead_card][card]
    return bool(won), to_follower - to_leader


def reasons(view: PenneechView, advice: Advice) -> Reasons:
    """The rule behind each card worse than the expert's choice, when the player follows
    to a trick: giving up the trick the choice would win (its turn-up and the next lead,
    C5-C8; the counting cards in it, C3-C4; a trick towards the card count, C15), or, the
    trick going the same way, counting points given away (C3-C4, ``honours_to``)."""
    if view.phase != "play" or view.lead_card is None or view.trump is None or \
            view.to_move != view.player or not advice.values:
        return {}
    choice = advice.choice
    wins_best, net_best = _net(view, choice)
    lead, best = _name(view.lead_card), _name(choice)
    won = view.tricks_won[view.player]
    out: dict[int, Text] = {}
    for v in advice.values:
        if v.action == choice or gap(advice, v) >= 0:
            continue
        wins, net = _net(view, v.action)
        if wins_best and not wins:
            en = (f"gives up this trick to the {lead.en} led, where {best.en} would win "
                  f"it: the winner of a trick turns up the next card, scores it and leads "
                  f"(Cotton p. 148)")
            de = (f"überlässt diesen Stich der ausgespielten Karte {lead.de}, während "
                  f"{best.de} ihn gewinnen würde: Wer den Stich macht, deckt die nächste "
                  f"Karte auf, zählt sie und spielt aus (Cotton S. 148)")
            if net_best > net:
                en += f"; the counting cards in it make {net_best - net} points of difference"
                de += f"; die zählenden Karten darin machen {net_best - net} Punkte aus"
            if card_count_bonus(won + 1) > card_count_bonus(won):
                en += f"; it would be your trick number {won + 1} for the card count (p. 149)"
                de += f"; er wäre Ihr {won + 1}. Stich für die Kartenzahl (S. 149)"
            out[v.action] = Text(en + ".", de + ".")
        elif wins == wins_best and net_best > net:
            out[v.action] = Text(
                f"the trick goes the same way, but the counting cards in it give "
                f"{net_best - net} points less than with {best.en} (Cotton p. 148)."
                , f"der Stich geht an dieselbe Seite, aber die zählenden Karten darin "
                f"bringen {net_best - net} Punkte weniger als mit {best.de} (Cotton S. 148).")
    return out
