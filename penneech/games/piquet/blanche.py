"""Carte blanche: twelve cards without a court card score 10, reckoned before everything
(Cotton 1674, pp. 80–81, 86, 88; Cavendish, laws 18–20, 67; Meyers).

Which cards are courts is option ``blanche_courts``; whether the hand is judged as dealt
or after the exchange is option ``blanche_judged_on`` (the procedure is in ``state.py``).
"""

from __future__ import annotations

from penneech.core.cards import CardSet, cards_in
from penneech.games.piquet.pack import is_court

BLANCHE_VALUE = 10


def is_blanche(hand: CardSet, courts: str) -> bool:
    """Whether the hand holds no court card.

    >>> from penneech.core.cards import mask, parse_cards
    >>> is_blanche(mask(parse_cards("AS TH 9D 7C")), "kqj")
    True
    >>> is_blanche(mask(parse_cards("AS TH 9D 7C")), "kqjt")
    False
    """
    return not any(is_court(c, courts) for c in cards_in(hand))
