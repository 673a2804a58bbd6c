"""Computer players for Pip-Pip!. Each sees only its own ``PippipView`` and returns a
legal action.

Levels, weakest first: ``random`` (any legal action), ``greedy`` (rules of thumb, one
ply: ``policy.py``) and ``expert`` (sampled deals consistent with what it has seen, every
distinct action played out by the rules of thumb: ``expert.py``).

Make one with ``make_player(name, seed)``; ``player_names()`` lists the levels, weakest
first. Further levels join the registry with ``register(name, factory)``.
``set_budget`` gives the expert another number of simulated card plays per decision
(``expert:3000``).
"""

from __future__ import annotations

from penneech.core.players import Budget, PlayerRegistry
from penneech.core.players import RandomPlayer as RandomPlayer
from penneech.games.pippip.players.base import PippipPlayer as PippipPlayer
from penneech.games.pippip.players.expert import ExpertPlayer as ExpertPlayer
from penneech.games.pippip.players.greedy import GreedyPlayer as GreedyPlayer

#: Pip-Pip!'s players, weakest first (``penneech.core.players``); the expert takes a number of
#: simulated card plays per decision.
PLAYERS: PlayerRegistry[PippipPlayer] = PlayerRegistry(
    "Pip-Pip!", {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer},
    Budget(ExpertPlayer, "nodes", "only the expert takes a budget (expert:3000)"))
player_names, make_player = PLAYERS.player_names, PLAYERS.make_player
set_budget, register = PLAYERS.set_budget, PLAYERS.register
