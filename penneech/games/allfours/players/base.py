"""What every All-Fours computer player is, the random player, and the registry of
players by name (``make_player``, ``player_names``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from penneech.games.allfours.view import AllFoursView


class AllFoursPlayer(Protocol):
    """A computer player: given its own view, one of ``view.legal``."""

    name: str

    def choose(self, view: AllFoursView) -> int: ...


class RandomPlayer:
    """A uniformly random legal action, reproducibly from a seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: AllFoursView) -> int:
        """A random legal action."""
        return self.rng.choice(view.legal)


_PLAYERS: dict[str, Callable[[int | None], AllFoursPlayer]] = {"random": RandomPlayer}


def register(name: str, factory: Callable[[int | None], AllFoursPlayer]) -> None:
    """Offer a player by ``name`` (levels are listed in the order registered)."""
    _PLAYERS[name] = factory


def player_names() -> list[str]:
    """The levels, weakest first."""
    return list(_PLAYERS)


def make_player(name: str, seed: int | None = None) -> AllFoursPlayer:
    """A player by name, seeded; ``ValueError`` for an unknown name."""
    factory = _PLAYERS.get(name)
    if factory is None:
        raise ValueError(f"unknown All-Fours player {name!r}; players: {', '.join(_PLAYERS)}")
    return factory(seed)
