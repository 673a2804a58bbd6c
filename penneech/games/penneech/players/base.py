"""The player interface (``penneech.core.players``)."""

from __future__ import annotations

from penneech.core.players import GamePlayer
from penneech.games.penneech.view import PlayerView

#: A computer player: given its own view, it returns one of ``view.legal``.
Player = GamePlayer[PlayerView]
