"""Sets: three (trio, *Gedritt*) or four (quatorze, *Geviert*) cards of one rank among the
Aces, Kings, Queens, Knaves and Tens; lower ranks never count (Cotton 1674, p. 84;
Cavendish, law 64; Meyers).

A trio scores 3, a quatorze 14. Any quatorze beats any trio; within a kind the higher rank
wins (Cotton p. 84: "the higher drowns the lower"), and with one pack there are no ties.
The winner scores all his sets no better than his claim; a trio may be declared out of a
quatorze (sinking; Cotton p. 88 on the card he lacks).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import ACE, SUITS, CardSet, make_card

NAMES_EN = {3: "trio", 4: "quatorze"}
NAMES_DE = {3: "Drilling", 4: "Quatorze"}


@dataclass(frozen=True, slots=True)
class SetClaim:
    """``count`` (3 or 4) cards of ``rank`` (10 to 14)."""

    rank: int
    count: int

    @property
    def key(self) -> tuple[int, int]:
        """The comparison key: a quatorze beats a trio, then the higher rank."""
        return (self.count, self.rank)

    @property
    def value(self) -> int:
        """3 for a trio, 14 for a quatorze."""
        return 14 if self.count == 4 else 3


def rank_count(hand: CardSet, rank: int) -> int:
    """How many cards of ``rank`` the hand holds."""
    return (hand & _RANK_MASKS[rank]).bit_count()


#: The four cards of each rank, as one mask.
_RANK_MASKS = {rank: sum(1 << make_card(rank, s) for s in SUITS) for rank in range(2, ACE + 1)}


def sets_of(hand: CardSet) -> list[SetClaim]:
    """Every full set the hand holds (a quatorze as a quatorze)."""
    found = []
    for rank in range(10, ACE + 1):
        n = rank_count(hand, rank)
        if n >= 3:
            found.append(SetClaim(rank, n))
    return found


def claimable(hand: CardSet) -> list[SetClaim]:
    """Every set a player may truthfully declare, a trio also out of a quatorze."""
    result = []
    for s in sets_of(hand):
        result.append(s)
        if s.count == 4:
            result.append(SetClaim(s.rank, 3))
    return result


def best_set(hand: CardSet) -> SetClaim | None:
    """The hand's best set, or ``None``."""
    found = sets_of(hand)
    return max(found, key=lambda s: s.key) if found else None


def scoring_sets(hand: CardSet, claim: SetClaim) -> list[SetClaim]:
    """What the winner of the sets scores: the claim and every other set he holds that is
    not better than it (Cotton p. 84; Cavendish, law 64)."""
    return [claim] + [s for s in sets_of(hand) if s.rank != claim.rank and s.key < claim.key]
