"""The Piquet player interface, the ``random`` player and the registry of players by name
(``penneech.core.players``).

A player is given only ``view_of(state, player)`` (``penneech.games.piquet.view``) and returns one
of ``view.legal``. Players are made by name and seed, so a match can be replayed exactly.
"""

from __future__ import annotations

from typing import Protocol

from penneech.core.players import PlayerRegistry, RandomPlayer
from penneech.games.piquet.view import PiquetView


class PiquetPlayer(Protocol):
    """A computer player for Piquet: given its own view, it returns one of ``view.legal``."""

    name: str

    def choose(self, view: PiquetView) -> int:
        """Return the action to take; it must be in ``view.legal``."""
        ...


#: Piquet's players, weakest first; ``players/__init__.py`` adds the others.
PLAYERS: PlayerRegistry[PiquetPlayer] = PlayerRegistry("Piquet", {"random": RandomPlayer})
register = PLAYERS.register
player_names = PLAYERS.player_names
make_player = PLAYERS.make_player

__all__ = ["PLAYERS", "PiquetPlayer", "RandomPlayer", "make_player", "player_names",
           "register"]
