"""The exchange ("Kauf"): how many cards each hand may change, and who may see the cards
left in the talon.

Elder discards first and takes the same number from the top of the talon; the younger
then does the same from what remains, the elder's unused cards first (Cavendish, laws
21–24, 34; Meyers; Cotton 1674, pp. 81–82: "both obliged to discard one Card at least").
Limits are options ``elder_exchange`` and ``younger_exchange``.

Leftovers (option ``leftover_visibility``): ``none``; ``own`` (Pierer: each sees the
cards he left: the elder the unused part of his share, the younger the cards left at the
end); ``portland`` (Cavendish, law 33: the elder may see the rest of his share; law 36:
the younger decides whether to look at hers, and then the elder sees them after his first
lead).
"""

from __future__ import annotations

from penneech.games.piquet.rules import PiquetRules


def elder_range(rules: PiquetRules) -> tuple[int, int]:
    """The least and most cards the elder may exchange.

    >>> elder_range(PiquetRules.parse("meyers1888")), elder_range(PiquetRules.parse("cotton1674"))
    ((3, 5), (1, 8))
    """
    return rules.elder_limits


def younger_range(rules: PiquetRules, left: int) -> tuple[int, int]:
    """The least and most cards the younger may exchange with ``left`` talon cards left.

    The minimum never exceeds what is left: with nothing left she keeps her hand.

    >>> younger_range(PiquetRules.parse("cotton1674"), 4)
    (1, 4)
    """
    return min(rules.younger_minimum, left), left


def elder_share(rules: PiquetRules) -> int:
    """The size of the elder's share of the talon (the most he may take)."""
    return rules.elder_limits[1]


def elder_sees_share(rules: PiquetRules) -> bool:
    """Whether the elder sees the unused rest of his share (``own`` and ``portland``)."""
    return rules.leftover_visibility in ("own", "portland")


def younger_sees_own(rules: PiquetRules) -> bool:
    """Whether the younger sees the cards she left without deciding (``own``)."""
    return rules.leftover_visibility == "own"


def younger_may_choose_to_look(rules: PiquetRules) -> bool:
    """Whether the younger decides to turn up her leftovers (``portland``)."""
    return rules.leftover_visibility == "portland"
