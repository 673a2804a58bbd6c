"""The ``random`` Pip-Pip! player: any legal action, reproducibly from a seed."""

from __future__ import annotations

import random

from penneech.games.pippip.view import PippipView


class RandomPlayer:
    """Takes a uniformly random legal action (level ``random``), reproducibly from a seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PippipView) -> int:
        """A random legal action."""
        return self.rng.choice(view.legal)
