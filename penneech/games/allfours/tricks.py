"""All-Fours' trick play and reckoning, each rule written once.

- Following (option ``renege``): follow suit if able, or (Cotton 1674, p. 113: "for
  advantage reneging is allowable if you have Trumps in your hand to trump it") play a
  trump instead; a player void in the suit led plays any card. When a trump is led, a
  player with trumps must play one (it is the suit led).
- Winning: the highest trump, else the highest card of the suit led. Cotton names no
  order of the cards in play (his "Put-card" is only for the lift, p. 112); the later laws
  rank the Ace high and the Two low, as at Whist (Cassell, "All Fours"; Foster, "All Fours,
  Seven-up, or Old Sledge": Cards), and so do we.
- Counting for Game (Cotton p. 112): an Ace is four, a King three, a Queen two, a Knave
  one and a Ten ten.
- The card turned up (option ``turn_up``, pp. 112, 113) and, at Running All-Fours, the
  trump honours won in play (option ``play_honours``, p. 113: "these are the same also in
  play").
- The reckoning after play (pp. 112–113): High (the highest trump in play, to the player
  dealt it), Low (the lowest, option ``low``), Jack (the Knave of trumps, to him that wins
  it: "he that wins Jack wins one also") and Game ("he that tells most after the Cards are
  play'd"; option ``game_tie``), one point each, in the order Cotton names them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from penneech.core.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    SUIT_MASKS,
    Card,
    CardSet,
    cards_in,
    make_card,
    rank_of,
    suit_of,
)

#: Points toward Game by rank (Cotton 1674, p. 112).
GAME_POINTS = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, 10: 10}
#: What the dealer scores for the card turned up, by option ``turn_up`` (pp. 112, 113).
TURN_UP_POINTS = {"jack": {JACK: 1}, "honours": {ACE: 4, KING: 3, QUEEN: 2, JACK: 1}}
#: What the winner of a trick scores at once for a trump honour in it, with option
#: ``play_honours`` "scored" (Running All-Fours, p. 113); the Knave's one is Jack's point.
HONOUR_POINTS = {ACE: 4, KING: 3, QUEEN: 2}


class Trick(NamedTuple):
    """A completed trick: its number, the leader, both cards and the winner."""

    number: int
    leader: int
    lead: Card
    follow: Card
    winner: int


def legal_follows(hand: CardSet, lead: Card, trump: int, renege: str) -> CardSet:
    """The cards of ``hand`` that may be played to ``lead``.

    >>> from penneech.core.cards import mask, parse_card, parse_cards, format_cards
    >>> hand = mask(parse_cards("AC KH 5H 2D"))
    >>> format_cards(cards_in(legal_follows(hand, parse_card("2C"), 2, "trump")), False)
    'AC 5H KH'
    >>> format_cards(cards_in(legal_follows(hand, parse_card("2C"), 2, "strict")), False)
    'AC'
    """
    suit = hand & SUIT_MASKS[suit_of(lead)]
    if not suit:
        return hand
    if renege == "trump":
        return suit | (hand & SUIT_MASKS[trump])
    return suit


def follower_wins(lead: Card, follow: Card, trump: int) -> bool:
    """Does the second card take the trick?"""
    if suit_of(follow) == suit_of(lead):
        return rank_of(follow) > rank_of(lead)
    return suit_of(follow) == trump


def card_points(cards: CardSet) -> int:
    """The count of ``cards`` toward Game.

    >>> from penneech.core.cards import mask, parse_cards
    >>> card_points(mask(parse_cards("AS KS QS JS 10S 9S")))
    20
    """
    return sum(GAME_POINTS.get(rank_of(c), 0) for c in cards_in(cards))


def honours_won(trick: Trick, trump: int) -> list[tuple[int, str]]:
    """What the trick's winner scores at once at Running All-Fours: (points, reason) for
    each trump honour in it, highest first; the Knave of trumps is the point for Jack."""
    out: list[tuple[int, str]] = []
    for card in sorted((trick.lead, trick.follow), reverse=True):
        if suit_of(card) != trump:
            continue
        if rank_of(card) == JACK:
            out.append((1, "jack"))
        elif rank_of(card) in HONOUR_POINTS:
            out.append((HONOUR_POINTS[rank_of(card)], "honour"))
    return out


def reckoning(in_play: Sequence[CardSet], tricks: Sequence[Trick], trump: int,
              low_rule: str, tie_rule: str, elder: int,
              jack_counted: bool = False) -> list[tuple[int, str]]:
    """The points of High, Low, Jack and Game after the play, in that order: (seat, what).

    ``in_play`` is each hand as it was when play began. ``jack_counted``: Jack was scored
    when it was won (Running All-Fours) and is not reckoned again. When neither player
    won a card that counts toward Game, nobody scores Game (Cassell, "All Fours": a deal
    may be played with nothing to reckon for Game).
    """
    trumps = [(c, seat) for seat in (0, 1) for c in cards_in(in_play[seat] & SUIT_MASKS[trump])]
    won: list[CardSet] = [0, 0]
    taker: dict[Card, int] = {}
    for t in tricks:
        won[t.winner] |= (1 << t.lead) | (1 << t.follow)
        taker[t.lead] = taker[t.follow] = t.winner
    out: list[tuple[int, str]] = []
    if trumps:
        out.append((max(trumps)[1], "high"))
        low_card, holder = min(trumps)
        out.append((holder if low_rule == "dealt" else taker[low_card], "low"))
    jack = make_card(JACK, trump)
    if jack in taker and not jack_counted:
        out.append((taker[jack], "jack"))
    count = (card_points(won[0]), card_points(won[1]))
    if count[0] != count[1]:
        out.append((0 if count[0] > count[1] else 1, "game"))
    elif count[0] and tie_rule == "elder":
        out.append((elder, "game"))
    return out
