"""High Card's seeded chance: the order of the eight cards depends on the seed alone."""

from __future__ import annotations

import random

from penneech.core.cards import Card
from toy_game.state import PACK, ToyState


class ToyChance:
    """The deal of every game from one integer seed."""

    def __init__(self, seed: int) -> None:
        self.order: list[Card] = list(PACK)
        random.Random(f"toy:{seed}").shuffle(self.order)

    def outcome(self, state: ToyState) -> int:
        """The next card dealt."""
        return self.order[len(state.dealt)]

    def advance(self, state: ToyState) -> None:
        """Deal until a player must act."""
        while state.is_chance_node():
            state.apply_action(self.outcome(state))
