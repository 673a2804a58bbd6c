"""Reproducible chance for Pip-Pip!: the first dealer and every deal drawn from a seed.

Each deal's order of cards depends only on the seed and the deal number, never on what
the players did or on how many sit at the table, so the same seed gives the same cards
in the same order whatever the play: what a duplicate match needs. The first dealer is
drawn by chance (the pagat page does not say how he is chosen; B.2.3).
"""

from __future__ import annotations

import random

from penneech.core.cards import Card
from penneech.games.pippip.actions import FIRST
from penneech.games.pippip.pack import PACK_SIZE
from penneech.games.pippip.state import PippipState


class PippipChance:
    """Chance outcomes for Pip-Pip! games, derived from one integer seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._orders: dict[int, list[Card]] = {}

    def deal_order(self, deal: int) -> list[Card]:
        """The order of the 104 cards in deal number ``deal``: seven to each player one
        at a time clockwise from the dealer's left, then the stock from the top."""
        order = self._orders.get(deal)
        if order is None:
            order = list(range(PACK_SIZE))
            random.Random(f"pippip:{self.seed}:{deal}").shuffle(order)
            self._orders[deal] = order
        return order

    def outcome(self, state: PippipState) -> int:
        """The chance action for ``state``, which must be at a chance node."""
        if state.phase == "first_dealer":
            return FIRST + random.Random(f"pippip:{self.seed}:first").randrange(state.seats)
        if state.phase == "deal":
            return self.deal_order(state.deal_no)[len(state.dealt)]
        raise ValueError(f"no chance step in phase {state.phase!r}")

    def advance(self, state: PippipState) -> None:
        """Apply chance actions until a player must act or the game is over."""
        while state.is_chance_node():
            state.apply_action(self.outcome(state))
