"""The ``greedy`` Pip-Pip! player: one-ply rules of thumb (``policy.py``).

It wins a trick that carries points with the cheapest card that takes it, else plays its
lowest card; keeps its unmarried Kings and Queens while another card will do; declares
every marriage it may (the one in its longest suit last, so that suit becomes trump).
It reads only its own view and needs no chance: its seed is accepted for the registry.
"""

from __future__ import annotations

from penneech.core.players import SeededPlayer
from penneech.games.pippip.players.policy import choose_play, choose_window
from penneech.games.pippip.view import PippipView


class GreedyPlayer(SeededPlayer):
    """Level ``greedy``: the rules of thumb of ``policy.py`` applied to its view."""

    name = "greedy"

    def choose(self, view: PippipView) -> int:
        """The rule-of-thumb action for the view's position."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase == "marriages":
            return choose_window(legal, view.hand)
        return choose_play(legal, view.hand, view.trick, view.seats, view.trump,
                           view.rules.card_system, view.married)
