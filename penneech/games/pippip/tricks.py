"""Tricks: which cards may be played, and who wins.

- Following (option ``follow_rule``; pagat (S), "Spiel" and "Anmerkungen"; B.3.2):
  ``strict``, follow suit if able, else any card, with no duty to trump or to beat (S,
  F, H); ``free_while_drawing``, any card in a trick led while the stock still holds a
  card for every player, strict after; ``always_free``, any card at any time (S's note,
  as in Briscola).
- Winning (S, F, H; B.3.3): the highest trump, if a trump was played, else the highest
  card of the suit led; of two identical cards the one played later wins. So, in play
  order, a card takes the lead when it is of the leading card's suit and ranks at least
  as high, or is a trump and the leading card is not (``takes_lead``).

The state and the record (``winning_index``) and the computer players' rules of thumb
(``players/policy.py``) all read that one rule, through the table ``takers`` computed
from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from penneech.core.cards import Card, CardSet
from penneech.games.pippip.pack import PACK_SIZE, pp_suit, strength, suit_mask


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


def takes_lead(card: Card, top: Card, trump: int | None, system: str) -> bool:
    """Does ``card``, played now, take the lead from ``top``, the card winning the trick
    so far? A card of ``top``'s suit at least as high (so of two identical cards the later
    wins), or a trump over a card that is not one (pagat (S), "Spiel"; Fosdick; B.3.3).

    >>> from penneech.games.pippip.pack import parse_pp_card as c
    >>> takes_lead(c("AC#1"), c("AC#0"), None, "english"), takes_lead(c("3H#0"), c("2C#0"), 2,
    ...                                                               "english")
    (True, True)
    >>> takes_lead(c("AC#0"), c("2C#0"), None, "english"), takes_lead(c("AC#0"), c("2C#0"),
    ...                                                               None, "european")
    (False, True)
    """
    suit, top_suit = pp_suit(card), pp_suit(top)
    if suit == top_suit:
        return strength(card, system) >= strength(top, system)
    return suit == trump


@cache
def takers(trump: int | None, system: str) -> tuple[CardSet, ...]:
    """``takers(trump, system)[top]``: the cards that take the lead from ``top`` (a bit
    mask, computed from ``takes_lead`` once per trump and card system), for the hot loops
    of ``winning_index`` and of the computer players. Test a card with
    ``takers(trump, system)[top] >> card & 1``."""
    return tuple(sum(1 << card for card in range(PACK_SIZE)
                     if takes_lead(card, top, trump, system))
                 for top in range(PACK_SIZE))


def winning_index(cards: Sequence[Card], trump: int | None, system: str) -> int:
    """The index, in play order, of the card that wins the trick ``cards`` (the lead
    first) under ``trump`` (a suit, or ``None``): each card in turn takes the lead from
    the card winning so far if ``takes_lead`` says so, so a later identical card beats an
    earlier one (pagat (S), "Spiel"; Fosdick; B.3.3).

    >>> from penneech.games.pippip.pack import parse_pp_card as c
    >>> winning_index([c("9C#0"), c("AC#0"), c("5C#0"), c("AC#1"), c("KC#0")], None, "english")
    3
    """
    row = takers(trump, system)
    best = 0
    for i in range(1, len(cards)):
        if row[cards[best]] >> cards[i] & 1:
            best = i
    return best
