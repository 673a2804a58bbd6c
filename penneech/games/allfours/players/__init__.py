"""All-Fours' computer players. Each sees only its own ``AllFoursView`` and returns a
legal action.

Levels, weakest first: ``random`` (any legal action, ``base.py``), ``greedy`` (rules of
thumb, ``greedy.py``) and ``expert`` (sampled deals, each solved exactly, ``expert.py``).
Make one with ``make_player(name, seed)``, or through the registry:
``penneech.games.GAMES["allfours"].make_player(name, seed)``. ``set_budget`` gives the
expert another number of sampled deals per decision (``expert:40``).
"""

from __future__ import annotations

from penneech.games.allfours.players.base import (
    AllFoursPlayer,
    RandomPlayer,
    make_player,
    player_names,
    register,
)
from penneech.games.allfours.players.expert import ExpertPlayer
from penneech.games.allfours.players.greedy import GreedyPlayer

register("greedy", GreedyPlayer)
register("expert", ExpertPlayer)


def set_budget(player: AllFoursPlayer, samples: int) -> None:
    """Give the expert ``samples`` sampled deals at every decision; ``ValueError`` for any
    other player."""
    if not isinstance(player, ExpertPlayer):
        raise ValueError(f"only the expert takes a number of samples (expert:40), not "
                         f"{player.name!r}")
    player.samples = samples


__all__ = ["AllFoursPlayer", "ExpertPlayer", "GreedyPlayer", "RandomPlayer", "make_player",
           "player_names", "set_budget"]
