"""Computer players. Each sees only its own ``PenneechView`` and returns a legal action.

Levels, weakest first: ``random`` (any legal action), ``greedy`` (rules of thumb) and
``expert`` (Monte Carlo sampling of the hidden cards with an exact search of each sample).
``expert-2025``, the previous expert, stays available by name for comparisons.
``set_budget`` gives an expert another number of sampled worlds per decision
(``expert:20`` in the match scripts and the lab).
"""

from __future__ import annotations

from penneech.core.players import Budget, PlayerRegistry
from penneech.core.players import RandomPlayer as RandomPlayer
from penneech.games.penneech.players.base import PenneechPlayer as PenneechPlayer
from penneech.games.penneech.players.base import Player as Player
from penneech.games.penneech.players.expert import ExpertPlayer as ExpertPlayer
from penneech.games.penneech.players.expert import PreviousExpertPlayer as PreviousExpertPlayer
from penneech.games.penneech.players.greedy import GreedyPlayer as GreedyPlayer

#: Penneech's players, weakest first; an expert (``expert``, ``expert-2025``) takes a number
#: of sampled worlds per decision.
PLAYERS: PlayerRegistry[PenneechPlayer] = PlayerRegistry(
    "Penneech", {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer},
    Budget(ExpertPlayer, "samples", "only an expert takes a number of worlds (expert:20)"))
PLAYERS.register("expert-2025", PreviousExpertPlayer, listed=False)
player_names, make_player = PLAYERS.player_names, PLAYERS.make_player
set_budget, register = PLAYERS.set_budget, PLAYERS.register
