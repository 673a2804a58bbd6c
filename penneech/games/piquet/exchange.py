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

from collections.abc import Sequence
from typing import Protocol

from penneech.games.piquet.pack import HAND_SIZE
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


class ExchangeFacts(Protocol):
    """What everyone knows of an exchange, on the state and on either player's view."""

    @property
    def rules(self) -> PiquetRules: ...
    @property
    def elder(self) -> int: ...
    @property
    def blanche_count(self) -> int | None: ...
    @property
    def exchanged(self) -> Sequence[int | None]: ...


def discard_limits(facts: ExchangeFacts, player: int) -> tuple[int, int]:
    """The least and most cards ``player`` may discard in this exchange, from what both
    players know (``facts``: the state or a view): the rule for the state's legal
    actions, the players, the terminal's prompt and the play page.

    The elder exchanges within his limits, or exactly the number he named for carte
    blanche (Cotton p. 81: he is bound to it); the younger within hers, up to what the
    elder left of the talon: what he took, or, when she discards first because he holds
    carte blanche, the number he named (Cavendish, laws 19, 22, 34; Cotton pp. 81-82).

    >>> from types import SimpleNamespace
    >>> facts = SimpleNamespace(rules=PiquetRules.parse("cotton1674"), elder=0,
    ...                         blanche_count=None, exchanged=(5, None))
    >>> discard_limits(facts, 0), discard_limits(facts, 1)
    ((1, 8), (1, 7))
    """
    if player == facts.elder:
        if facts.blanche_count is not None:
            return facts.blanche_count, facts.blanche_count
        return elder_range(facts.rules)
    taken = facts.exchanged[facts.elder]
    if taken is None:
        taken = facts.blanche_count if facts.blanche_count is not None else 0
    return younger_range(facts.rules, facts.rules.deck - 2 * HAND_SIZE - taken)


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
