"""The player interface and the registry of computer players by name
(``penneech.core.players``)."""

from __future__ import annotations

from typing import Protocol

from penneech.core.players import PlayerRegistry, RandomPlayer
from penneech.games.penneech.view import PlayerView


class Player(Protocol):
    """A computer player: given its own view, it returns one of ``view.legal``."""

    name: str

    def choose(self, view: PlayerView) -> int:
        """Return the action to play; it must be in ``view.legal``."""
        ...


#: Penneech's players, weakest first; ``players/__init__.py`` adds the others.
PLAYERS: PlayerRegistry[Player] = PlayerRegistry("", {"random": RandomPlayer})
register = PLAYERS.register
player_names = PLAYERS.player_names
make_player = PLAYERS.make_player

__all__ = ["PLAYERS", "Player", "RandomPlayer", "make_player", "player_names", "register"]
