"""Computer players for Piquet. Each sees only its own ``PiquetView`` and returns a legal
action.

Levels, weakest first: ``random`` (any legal action), ``greedy`` (rules of thumb) and
``expert`` (sampled exchanges and declarations, and in the play sampled deals consistent
with everything it has seen and been told, each solved exactly). Make one with
``make_player(name, seed)``, or through the registry:
``penneech.games.GAMES["piquet"].make_player(name, seed)``. ``set_budget`` gives the
expert another number of sampled deals per decision (``expert:20``). ``expert-nosink``, the
expert that never sinks a point, stays available by name for comparisons.
"""

from __future__ import annotations

from penneech.core.players import Budget, PlayerRegistry
from penneech.core.players import RandomPlayer as RandomPlayer
from penneech.games.piquet.players.base import PiquetPlayer as PiquetPlayer
from penneech.games.piquet.players.expert import ExpertPlayer as ExpertPlayer
from penneech.games.piquet.players.expert import NoSinkExpert as NoSinkExpert
from penneech.games.piquet.players.greedy import GreedyPlayer as GreedyPlayer

#: Piquet's players, weakest first; the expert takes a number of sampled deals per decision.
PLAYERS: PlayerRegistry[PiquetPlayer] = PlayerRegistry(
    "Piquet", {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer},
    Budget(ExpertPlayer, "samples", "only the expert takes a number of worlds (expert:20)"))
PLAYERS.register("expert-nosink", NoSinkExpert, listed=False)
player_names, make_player = PLAYERS.player_names, PLAYERS.make_player
set_budget, register = PLAYERS.set_budget, PLAYERS.register
