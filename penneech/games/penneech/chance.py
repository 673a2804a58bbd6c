"""Reproducible chance: every cut, deal and turn-up drawn from a seed.

Each deal's pack order depends only on the seed, the hand number and the redeal count,
never on what the players did, so the same seed gives the same cards to the same seats
whatever the play (what a duplicate match and a share link need).
"""

from __future__ import annotations

import random

from penneech.core.cards import Card, pack
from penneech.games.penneech.state import PenneechState


class PenneechChance:
    """Chance outcomes for a game, derived from one integer seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._orders: dict[tuple[object, ...], list[Card]] = {}

    def _order(self, state: PenneechState, *key: object) -> list[Card]:
        full = (state.rules.pack, *key)
        order = self._orders.get(full)
        if order is None:
            order = pack(state.rules.pack)
            random.Random(f"{self.seed}:{':'.join(map(str, full))}").shuffle(order)
            self._orders[full] = order
        return order

    def outcome(self, state: PenneechState) -> int:
        """The chance action for ``state``, which must be at a chance node."""
        phase = state.phase
        if phase == "cut":
            order = self._order(state, "cut", len(state.cut_rounds))
            return order[len(state.cuts)]
        order = self._order(state, "hand", state.hand_no, state.redeals)
        if phase == "deal":
            return order[len(state.dealt)]
        if phase == "turn_up":
            return order[len(state.dealt) + len(state.turned)]
        raise ValueError(f"no chance step in phase {phase!r}")

    def advance(self, state: PenneechState) -> None:
        """Apply chance actions until a player must act or the game is over."""
        while state.is_chance_node():
            state.apply_action(self.outcome(state))

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
SeededChance = PenneechChance
