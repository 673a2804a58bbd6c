"""Computer players for Pip-Pip!. Each sees only its own ``PippipView`` and returns a
legal action.

Levels, weakest first: ``random`` (any legal action), ``greedy`` (rules of thumb, one
ply: ``policy.py``) and ``expert`` (sampled deals consistent with what it has seen, every
distinct action played out by the rules of thumb: ``expert.py``).

Make one with ``make_player(name, seed)``; ``player_names()`` lists the levels, weakest
first. Further levels join the registry with ``register(name, factory)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from penneech.games.pippip.players.expert import ExpertPlayer
from penneech.games.pippip.players.greedy import GreedyPlayer
from penneech.games.pippip.players.random_player import RandomPlayer
from penneech.games.pippip.view import PippipView


class PippipPlayer(Protocol):
    """A computer player for Pip-Pip!: given its own view, one of ``view.legal``."""

    name: str

    def choose(self, view: PippipView) -> int:
        """Return the action to take; it must be in ``view.legal``."""
        ...


_REGISTRY: dict[str, Callable[[int | None], PippipPlayer]] = {
    "random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer}


def register(name: str, factory: Callable[[int | None], PippipPlayer]) -> None:
    """Make a Pip-Pip! player available to ``make_player`` under ``name``."""
    _REGISTRY[name] = factory


def player_names() -> list[str]:
    """The Pip-Pip! levels, weakest first."""
    return list(_REGISTRY)


def make_player(name: str, seed: int | None = None) -> PippipPlayer:
    """A new Pip-Pip! player by name, seeded; ``ValueError`` for an unknown name."""
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ValueError(f"unknown Pip-Pip! player {name!r}; players: {', '.join(_REGISTRY)}")
    return factory(seed)


__all__ = ["ExpertPlayer", "GreedyPlayer", "PippipPlayer", "RandomPlayer", "make_player",
           "player_names", "register"]
