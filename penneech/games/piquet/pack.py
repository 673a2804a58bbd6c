"""The Piquet pack: 32 cards (Seven to Ace) or 36 (Six to Ace), no trumps.

Cards are ``penneech.core.cards`` ids (``suit * 13 + rank - 2``), so names, parsing and bit-mask
card sets are shared with Penneech. Trick rank is the natural order, Ace high (Meyers;
Cavendish, Description: Dealing; Cotton 1674, p. 80). A card's value for the point ("pips")
is its spots, the Ace 11 and the court cards 10 (Cotton p. 80 gives spots and the Ace 11;
courts at 10 are the value of every later source).
"""

from __future__ import annotations

from penneech.core.cards import ACE, JACK, KING, QUEEN, SUITS, Card, CardSet, make_card, rank_of
from penneech.core.errors import CardError

HAND_SIZE = 12
TRICKS = 12

#: The court cards for carte blanche (Cavendish, law 18; Cotton p. 81) and with the Ten
#: (Meyers: "usually").
COURTS: dict[str, frozenset[int]] = {
    "kqj": frozenset({KING, QUEEN, JACK}),
    "kqjt": frozenset({KING, QUEEN, JACK, 10}),
}


def lowest_rank(deck: int) -> int:
    """The lowest rank in the pack: 7 (32 cards) or 6 (36 cards)."""
    if deck == 32:
        return 7
    if deck == 36:
        return 6
    raise CardError(f"no Piquet pack of {deck} cards: Piquet packs have 32 or 36 cards")


def piquet_pack(deck: int = 32) -> list[Card]:
    """The cards of a Piquet pack, suit by suit, low to high.

    >>> len(piquet_pack(32)), len(piquet_pack(36))
    (32, 36)
    """
    low = lowest_rank(deck)
    return [make_card(r, s) for s in SUITS for r in range(low, ACE + 1)]


def pack_mask(deck: int = 32) -> CardSet:
    """The pack as a bit mask."""
    m = 0
    for c in piquet_pack(deck):
        m |= 1 << c
    return m


def pips(card: Card) -> int:
    """The card's value for the point: Ace 11, King, Queen, Knave 10, others their spots."""
    rank = rank_of(card)
    if rank == ACE:
        return 11
    return min(rank, 10)


def is_court(card: Card, courts: str) -> bool:
    """Whether the card is a court card for carte blanche under ``blanche_courts``."""
    return rank_of(card) in COURTS[courts]
