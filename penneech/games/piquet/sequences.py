"""Sequences: three or more cards of one suit in rank order (Cotton 1674, pp. 82–84;
Cavendish, law 63; Meyers).

A suit may hold two disjoint sequences (Ace-King-Queen and Nine-Eight-Seven with Knave and
Ten absent): each is a sequence. Longer beats shorter, then the higher top card; equal
best sequences score nothing for anybody (Cavendish, law 63; Cotton is silent on ties).
Values (option ``sequence_values``): tierce 3, quart 4, quint 15, sixième 16, and one
more for every further card (Cotton p. 83: "and so upward"), or the length alone (the
1905 misprint).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from penneech.core.cards import ACE, SUITS, CardSet, make_card

NAMES_EN = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième",
            8: "huitième", 9: "neuvième"}
NAMES_DE = {3: "Terz", 4: "Quarte", 5: "Quinte", 6: "Sexte", 7: "Septime", 8: "Oktave",
            9: "None"}


@dataclass(frozen=True, slots=True)
class Sequence:
    """A sequence of ``length`` cards of ``suit`` whose highest card has rank ``top``."""

    suit: int
    top: int
    length: int

    @property
    def cards(self) -> CardSet:
        """The cards of the sequence as a bit mask."""
        m = 0
        for r in range(self.top - self.length + 1, self.top + 1):
            m |= 1 << make_card(r, self.suit)
        return m

    @property
    def key(self) -> tuple[int, int]:
        """The comparison key: length, then top card."""
        return (self.length, self.top)


def runs(hand: CardSet, low: int = 6) -> list[Sequence]:
    """Every maximal run of three or more cards in the hand, all suits (disjoint runs)."""
    return [Sequence(s, top, length) for s in SUITS
            for top, length in _runs_in_suit((hand >> (13 * s)) & _SUIT_BITS, low)]


_SUIT_BITS = (1 << 13) - 1


@cache
def _runs_in_suit(ranks: CardSet, low: int) -> tuple[tuple[int, int], ...]:
    """The maximal runs of three or more cards among one suit's 13 bits, from ``low`` up:
    (top rank, length) each (a table filled as the hands come)."""
    found = []
    length = 0
    for r in range(low, ACE + 2):
        if r <= ACE and (ranks >> make_card(r, 0)) & 1:
            length += 1
            continue
        if length >= 3:
            found.append((r - 1, length))
        length = 0
    return tuple(found)


def claimable(hand: CardSet, low: int = 6) -> list[Sequence]:
    """Every sequence a player may truthfully declare: any part (three cards or more) of
    a run he holds, so that a longer sequence may be declared as a shorter one (sinking)."""
    result = []
    for run in runs(hand, low):
        for length in range(3, run.length + 1):
            for top in range(run.top - run.length + length, run.top + 1):
                result.append(Sequence(run.suit, top, length))
    return result


def best_sequence(hand: CardSet, low: int = 6) -> Sequence | None:
    """The hand's best sequence (longest, then highest top), or ``None``."""
    found = runs(hand, low)
    return max(found, key=lambda q: (q.key, q.suit)) if found else None


def scoring_sequences(hand: CardSet, claim: Sequence, low: int = 6) -> list[Sequence]:
    """What the winner of the sequences scores for his claim: the claim itself and every
    other run he holds that does not share a card with it and is not better than it
    (Cotton pp. 83–84: the best sequence lets its holder reckon all his lesser ones)."""
    result = [claim]
    for run in runs(hand, low):
        if run.cards & claim.cards or run.key > claim.key:
            continue
        result.append(run)
    return result


def sequence_value(length: int, values: str) -> int:
    """The score of one sequence of ``length`` cards.

    >>> [sequence_value(n, "quint_15") for n in range(3, 10)]
    [3, 4, 15, 16, 17, 18, 19]
    """
    if values == "by_length" or length < 5:
        return length
    return length + 10
