"""The player interface and the registry of computer players by name."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from penneech.view import PlayerView


class Player(Protocol):
    """A computer player: given its own view, it returns one of ``view.legal``."""

    name: str

    def choose(self, view: PlayerView) -> int:
        """Return the action to play; it must be in ``view.legal``."""
        ...


class RandomPlayer:
    """Plays a uniformly random legal action (level ``random``), reproducibly from a seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> int:
        """A random legal action."""
        return self.rng.choice(view.legal)


_REGISTRY: dict[str, Callable[[int | None], Player]] = {"random": RandomPlayer}


def register(name: str, factory: Callable[[int | None], Player]) -> None:
    """Make a player available to ``make_player`` under ``name``."""
    _REGISTRY[name] = factory


def player_names() -> list[str]:
    """The names of the available players, weakest first."""
    return list(_REGISTRY)


def make_player(name: str, seed: int | None = None) -> Player:
    """A new player by name (``random`` …), seeded; ``ValueError`` for an unknown name."""
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ValueError(f"unknown player {name!r}; players: {', '.join(_REGISTRY)}")
    return factory(seed)
