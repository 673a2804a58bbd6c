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

from typing import Protocol

from penneech.core.players import PlayerRegistry, RandomPlayer
from penneech.games.pippip.players.expert import ExpertPlayer
from penneech.games.pippip.players.greedy import GreedyPlayer
from penneech.games.pippip.view import PippipView


class PippipPlayer(Protocol):
    """A computer player for Pip-Pip!: given its own view, one of ``view.legal``."""

    name: str

    def choose(self, view: PippipView) -> int:
        """Return the action to take; it must be in ``view.legal``."""
        ...


#: Pip-Pip!'s players, weakest first (``penneech.core.players``).
PLAYERS: PlayerRegistry[PippipPlayer] = PlayerRegistry(
    "Pip-Pip!", {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer})
#: The expert takes a number of simulated card plays per decision.
PLAYERS.takes_budget(ExpertPlayer, "nodes", "only the expert takes a budget (expert:3000)")
register = PLAYERS.register
player_names = PLAYERS.player_names
make_player = PLAYERS.make_player
set_budget = PLAYERS.set_budget

__all__ = ["PLAYERS", "ExpertPlayer", "GreedyPlayer", "PippipPlayer", "RandomPlayer",
           "make_player", "player_names", "register", "set_budget"]
