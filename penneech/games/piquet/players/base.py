"""The Piquet player interface, the ``random`` player and the registry of players by name.

A player is given only ``view_of(state, player)`` (``penneech.games.piquet.view``) and returns one
of ``view.legal``. Players are made by name and seed, so a match can be replayed exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from penneech.games.piquet.view import PiquetView


class PiquetPlayer(Protocol):
    """A computer player for Piquet: given its own view, it returns one of ``view.legal``."""

    name: str

    def choose(self, view: PiquetView) -> int:
        """Return the action to take; it must be in ``view.legal``."""
        ...


class RandomPlayer:
    """Takes a uniformly random legal action (level ``random``), reproducibly from a seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PiquetView) -> int:
        """A random legal action."""
        return self.rng.choice(view.legal)


_REGISTRY: dict[str, Callable[[int | None], PiquetPlayer]] = {"random": RandomPlayer}


def register(name: str, factory: Callable[[int | None], PiquetPlayer]) -> None:
    """Make a Piquet player available to ``make_player`` under ``name``."""
    _REGISTRY[name] = factory


def player_names() -> list[str]:
    """The Piquet levels, weakest first."""
    return list(_REGISTRY)


def make_player(name: str, seed: int | None = None) -> PiquetPlayer:
    """A new Piquet player by name, seeded; ``ValueError`` for an unknown name."""
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ValueError(f"unknown Piquet player {name!r}; players: {', '.join(_REGISTRY)}")
    return factory(seed)
