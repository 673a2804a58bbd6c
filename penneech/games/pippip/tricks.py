"""Tricks: which cards may be played, and who wins.

- Following (option ``follow_rule``; pagat (S), "Spiel" and "Anmerkungen"; B.3.2):
  ``strict``, follow suit if able, else any card, with no duty to trump or to beat (S,
  F, H); ``free_while_drawing``, any card in a trick led while the stock still holds a
  card for every player, strict after; ``always_free``, any card at any time (S's note,
  as in Briscola).
- Winning (S, F, H; B.3.3): the highest trump, if a trump was played, else the highest
  card of the suit led; of two identical cards the one played later wins. So, in play
  order, a card takes the lead when it is of the leading card's suit and ranks at least
  as high, or is a trump and the leading card is not.
"""

from __future__ import annotations

from collections.abc import Sequence

from penneech.core.cards import Card, CardSet
from penneech.games.pippip.pack import pp_suit, strength, suit_mask


def is_free(follow_rule: str, drawing: bool) -> bool:
    """May any card be played in this trick? ``drawing``: the stock held at least one
    card for every player when the trick was led."""
    return follow_rule == "always_free" or (follow_rule == "free_while_drawing" and drawing)


def playable(hand: CardSet, led: Card | None, free: bool) -> CardSet:
    """The cards of ``hand`` that may be played to a trick whose first card is ``led``
    (``None`` for the lead): the cards of the suit led if the hand holds any and play is
    not free, else the whole hand (pagat (S), "Spiel"; B.3.2)."""
    if led is None or free:
        return hand
    return hand & suit_mask(pp_suit(led)) or hand


def winning_index(cards: Sequence[Card], trump: int | None, system: str) -> int:
    """The index, in play order, of the card that wins the trick ``cards`` (the lead
    first) under ``trump`` (a suit, or ``None``): a later identical card beats an earlier
    one (pagat (S), "Spiel"; Fosdick; B.3.3).

    >>> from penneech.games.pippip.pack import parse_pp_card as c
    >>> winning_index([c("9C#0"), c("AC#0"), c("5C#0"), c("AC#1"), c("KC#0")], None, "english")
    3
    """
    best = 0
    for i in range(1, len(cards)):
        card, top = cards[i], cards[best]
        suit, top_suit = pp_suit(card), pp_suit(top)
        if suit == top_suit:
            if strength(card, system) >= strength(top, system):
                best = i
        elif suit == trump:
            best = i
    return best
