"""The player interface and the registry of computer players by name."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from penneech.games.penneech.view import PlayerView


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
_UNLISTED: set[str] = set()


def register(name: str, factory: Callable[[int | None], Player], listed: bool = True) -> None:
    """Make a player available to ``make_player`` under ``name``.

    An unlisted player (a previous version kept for comparisons) is not offered as a level
    by ``player_names()`` but can still be made by name.
    """
    _REGISTRY[name] = factory
    if not listed:
        _UNLISTED.add(name)


def player_names(unlisted: bool = False) -> list[str]:
    """The levels offered to players, weakest first; with ``unlisted``, every player."""
    return [name for name in _REGISTRY if unlisted or name not in _UNLISTED]


def make_player(name: str, seed: int | None = None) -> Player:
    """A new player by name (``random`` …), seeded; ``ValueError`` for an unknown name."""
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ValueError(f"unknown player {name!r}; players: {', '.join(_REGISTRY)}")
    return factory(seed)
