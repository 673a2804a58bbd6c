"""The point (Cotton's "ruff", German *Rummel*): the cards a player holds in one suit.

A claim is a suit with its length and pips. Comparison (option ``point_compare``):
length then pips, equal scoring nothing (Cavendish, law 62); pips alone with the elder
winning ties (Cotton 1674, p. 82); or pips alone with ties scoring nothing. Value (option
``point_score``): one per card (Cavendish, law 62), the number of cards squared (Meyers,
as written), or one per ten pips with a five rounding up (Cotton p. 82).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from penneech.core.cards import SUIT_MASKS, SUITS, CardSet, cards_in
from penneech.games.piquet.pack import pips


@dataclass(frozen=True, slots=True, order=True)
class PointClaim:
    """A point: ``suit`` (0-3) of ``length`` cards counting ``pips``."""

    suit: int
    length: int
    pips: int


def point_of_suit(hand: CardSet, suit: int) -> PointClaim:
    """The point the hand holds in ``suit`` (length 0 if it holds none)."""
    cards = (hand & SUIT_MASKS[suit]) >> (13 * suit)
    return PointClaim(suit, cards.bit_count(), _pips(cards))


@cache
def _pips(ranks: CardSet) -> int:
    """The pips of the cards of one suit, given as that suit's 13 bits (a table of at most
    8,192 entries, filled as the hands come)."""
    return sum(pips(c) for c in cards_in(ranks))


def points(hand: CardSet, min_cards: int = 1) -> list[PointClaim]:
    """Every suit the hand may declare as its point (at least ``min_cards`` cards)."""
    result = []
    for s in SUITS:
        claim = point_of_suit(hand, s)
        if claim.length >= max(1, min_cards):
            result.append(claim)
    return result


def point_key(claim: PointClaim, compare: str) -> tuple[int, ...]:
    """The sort key of a claim: larger is better."""
    if compare == "length_then_pips":
        return (claim.length, claim.pips)
    return (claim.pips,)


def compare_points(elder: PointClaim, younger: PointClaim, compare: str) -> int:
    """+1 if the elder's point is better, -1 if the younger's, 0 if equal (nobody scores).

    >>> from penneech.core.cards import parse_cards, mask
    >>> e = point_of_suit(mask(parse_cards("AS KS QS JS")), 3)
    >>> y = point_of_suit(mask(parse_cards("TH 9H 8H 7H 6H")), 2)
    >>> compare_points(e, y, "length_then_pips"), compare_points(e, y, "pips_elder")
    (-1, 1)
    """
    a, b = point_key(elder, compare), point_key(younger, compare)
    if a > b:
        return 1
    if a < b:
        return -1
    return 1 if compare == "pips_elder" else 0


def best_point(hand: CardSet, compare: str, min_cards: int = 1) -> PointClaim | None:
    """The hand's best point, or ``None`` if no suit may be declared."""
    claims = points(hand, min_cards)
    if not claims:
        return None
    return max(claims, key=lambda c: (point_key(c, compare), c.suit))


def point_value(claim: PointClaim, score: str) -> int:
    """What a winning point scores under ``point_score``.

    >>> [point_value(PointClaim(0, 5, p), "tens") for p in (34, 35, 44, 45)]
    [3, 4, 4, 5]
    >>> point_value(PointClaim(0, 5, 48), "square"), point_value(PointClaim(0, 5, 48), "cards")
    (25, 5)
    """
    if score == "square":
        return claim.length * claim.length
    if score == "tens":
        return (claim.pips + 5) // 10
    return claim.length
