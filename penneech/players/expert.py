"""The ``expert`` player: Perfect Information Monte Carlo over double-dummy searches.

For each decision it draws worlds consistent with what it has seen (``sampling.py``: the
opponent's hand and the order of the cards still to be turned up, voids respected), solves
each world exactly with ``solver.py``, and plays the card with the best average point
difference for the rest of the hand. Because every world draws its own turn-up order, the
average is an estimate of the expectation over the random turn-ups; the player never sees
the real hidden cards. It stops at ``samples`` worlds or when ``time_budget`` seconds are
spent, whichever comes first, and always solves at least one world.
"""

from __future__ import annotations

import random
import time

from penneech.cards import Card
from penneech.players.greedy import throw_in_choice
from penneech.players.sampling import sample_world
from penneech.players.solver import Solver
from penneech.rules import Rules
from penneech.tricks import POWER
from penneech.view import PlayerView

DEFAULT_SAMPLES = 100
DEFAULT_BUDGET = 0.2


def estimate(view: PlayerView, rng: random.Random, samples: int, time_budget: float,
             solvers: dict[Rules, Solver] | None = None) -> dict[Card, float]:
    """Average point difference (this player minus the opponent, rest of the hand) per card."""
    cache = solvers if solvers is not None else {}
    solver = cache.get(view.rules)
    if solver is None:
        solver = cache[view.rules] = Solver(view.rules)
    sign = 1.0 if view.player == 0 else -1.0
    totals = dict.fromkeys(view.legal, 0.0)
    start = time.perf_counter()
    n = 0
    while n < samples and (n == 0 or time.perf_counter() - start < time_budget):
        values = solver.action_values(sample_world(view, rng))
        for card, v in values.items():
            totals[card] += sign * v
        n += 1
    return {card: total / n for card, total in totals.items()}


class ExpertPlayer:
    """Search player (level ``expert``), reproducible from its seed for a fixed budget."""

    name = "expert"

    def __init__(self, seed: int | None = None, samples: int = DEFAULT_SAMPLES,
                 time_budget: float = DEFAULT_BUDGET) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.time_budget = time_budget
        self._solvers: dict[Rules, Solver] = {}

    def choose(self, view: PlayerView) -> int:
        """The card with the best average over the sampled worlds."""
        if view.phase == "throw_in":
            return throw_in_choice(view)
        if len(view.legal) == 1:
            return view.legal[0]
        values = estimate(view, self.rng, self.samples, self.time_budget, self._solvers)
        return max(values, key=lambda c: (round(values[c], 6), -POWER[c]))
