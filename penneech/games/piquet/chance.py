"""Reproducible chance for Piquet: the first dealer and every deal drawn from a seed.

Each deal's order of cards depends only on the seed, the pack size and the deal number,
never on what the players did, so the same seed gives the same cards to the same hands
(elder, younger, talon) whatever the play: what a duplicate match needs.
"""

from __future__ import annotations

import random

from penneech.core.cards import Card
from penneech.games.piquet.actions import FIRST
from penneech.games.piquet.pack import piquet_pack
from penneech.games.piquet.state import PiquetState


class PiquetChance:
    """Chance outcomes for Piquet games, derived from one integer seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._orders: dict[tuple[int, int], list[Card]] = {}

    def deal_order(self, deck: int, deal: int) -> list[Card]:
        """The order of the cards in deal number ``deal``: twelve to each hand
        alternately, the elder first, then the talon from the top."""
        key = (deck, deal)
        order = self._orders.get(key)
        if order is None:
            order = piquet_pack(deck)
            random.Random(f"piquet:{self.seed}:{deck}:{deal}").shuffle(order)
            self._orders[key] = order
        return order

    def outcome(self, state: PiquetState) -> int:
        """The chance action for ``state``, which must be at a chance node."""
        if state.phase == "first_dealer":
            return FIRST + random.Random(f"piquet:{self.seed}:first").randrange(2)
        if state.phase == "deal":
            return self.deal_order(state.rules.deck, state.deal_no)[len(state.dealt)]
        raise ValueError(f"no chance step in phase {state.phase!r}")

    def advance(self, state: PiquetState) -> None:
        """Apply chance actions until a player must act or the game is over."""
        while state.is_chance_node():
            state.apply_action(self.outcome(state))
