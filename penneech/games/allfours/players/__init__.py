"""All-Fours' computer players. Each sees only its own ``AllFoursView`` and returns a
legal action.

Levels, weakest first: ``random`` (any legal action, ``penneech.core.players``),
``greedy`` (rules of thumb, ``greedy.py``) and ``expert`` (sampled deals, each solved
exactly, ``expert.py``). Make one with ``make_player(name, seed)``, or through the
registry: ``penneech.games.GAMES["allfours"].make_player(name, seed)``. ``set_budget``
gives the expert another number of sampled deals per decision (``expert:40``).
"""

from __future__ import annotations

from penneech.core.players import Budget, PlayerRegistry
from penneech.core.players import RandomPlayer as RandomPlayer
from penneech.games.allfours.players.base import AllFoursPlayer as AllFoursPlayer
from penneech.games.allfours.players.expert import ExpertPlayer as ExpertPlayer
from penneech.games.allfours.players.greedy import GreedyPlayer as GreedyPlayer

#: All-Fours' players, weakest first (``penneech.core.players``); the expert takes a number of
#: sampled deals per decision.
PLAYERS: PlayerRegistry[AllFoursPlayer] = PlayerRegistry(
    "All-Fours", {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer},
    Budget(ExpertPlayer, "samples", "only the expert takes a number of samples (expert:40)"))
player_names, make_player = PLAYERS.player_names, PLAYERS.make_player
set_budget, register = PLAYERS.set_budget, PLAYERS.register
