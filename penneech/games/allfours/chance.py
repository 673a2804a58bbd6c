"""Seeded chance for All-Fours: the lift and each deal's order from the seed alone."""

from __future__ import annotations

import random

from penneech.core.cards import Card, pack
from penneech.games.allfours.actions import FIRST
from penneech.games.allfours.state import AllFoursState


class AllFoursChance:
    """Chance outcomes of All-Fours games, derived from one integer seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._orders: dict[tuple[int, int], list[Card]] = {}

    def deal_order(self, deal: int, redeal: int) -> list[Card]:
        """The order of the pack for a deal (and a deal made again after the pack ran out)."""
        key = (deal, redeal)
        if key not in self._orders:
            order = pack()
            random.Random(f"allfours:{self.seed}:{deal}:{redeal}").shuffle(order)
            self._orders[key] = order
        return self._orders[key]

    def outcome(self, state: AllFoursState) -> int:
        """The chance action for ``state``, at a chance node."""
        if state.phase == "first_dealer":
            return FIRST + random.Random(f"allfours:{self.seed}:first").randrange(2)
        if state.phase == "deal":
            return self.deal_order(state.deal_no, state.redeals)[len(state.dealt)]
        raise ValueError(f"no chance step in phase {state.phase!r}")

    def advance(self, state: AllFoursState) -> None:
        """Apply chance actions until a player must act or the game is over."""
        while state.is_chance_node():
            state.apply_action(self.outcome(state))
