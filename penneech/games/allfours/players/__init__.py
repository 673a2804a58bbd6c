"""All-Fours' computer players. Each sees only its own ``AllFoursView`` and returns a
legal action.

Levels, weakest first: ``random`` (any legal action, ``penneech.core.players``),
``greedy`` (rules of thumb, ``greedy.py``) and ``expert`` (sampled deals, each solved
exactly, ``expert.py``). Make one with ``make_player(name, seed)``, or through the
registry: ``penneech.games.GAMES["allfours"].make_player(name, seed)``. ``set_budget``
gives the expert another number of sampled deals per decision (``expert:40``).
"""

from __future__ import annotations

from penneech.core.players import Budget, GamePlayer, PlayerRegistry, RandomPlayer
from penneech.games.allfours.players.expert import ExpertPlayer
from penneech.games.allfours.players.greedy import GreedyPlayer
from penneech.games.allfours.view import AllFoursView

#: A computer player for All-Fours: given its own view, one of ``view.legal``.
AllFoursPlayer = GamePlayer[AllFoursView]

#: All-Fours' players, weakest first (``penneech.core.players``); the expert takes a number of
#: sampled deals per decision.
PLAYERS: PlayerRegistry[AllFoursPlayer] = PlayerRegistry(
    "All-Fours", {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer},
    Budget(ExpertPlayer, "samples", "only the expert takes a number of samples (expert:40)"))
player_names, make_player = PLAYERS.player_names, PLAYERS.make_player
set_budget, register = PLAYERS.set_budget, PLAYERS.register

__all__ = ["PLAYERS", "AllFoursPlayer", "ExpertPlayer", "GreedyPlayer", "RandomPlayer",
           "make_player", "player_names", "register", "set_budget"]
