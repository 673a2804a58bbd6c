"""Computer players. Each sees only its own ``PlayerView`` and returns a legal action.

Levels, weakest first: ``random`` (any legal action), ``greedy`` (rules of thumb) and
``expert`` (Monte Carlo sampling of the hidden cards with an exact search of each sample).
``expert-2025``, the previous expert, stays available by name for comparisons.
"""

from __future__ import annotations

from penneech.games.penneech.players.base import (
           Player,
           RandomPlayer,
           make_player,
           player_names,
           register,
)
from penneech.games.penneech.players.expert import ExpertPlayer, PreviousExpertPlayer
from penneech.games.penneech.players.greedy import GreedyPlayer

register("greedy", GreedyPlayer)
register("expert", ExpertPlayer)
register("expert-2025", PreviousExpertPlayer, listed=False)

__all__ = ["ExpertPlayer", "GreedyPlayer", "Player", "PreviousExpertPlayer", "RandomPlayer",
           "make_player", "player_names"]
