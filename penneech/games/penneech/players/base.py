"""The player interface (``penneech.core.players``)."""

from __future__ import annotations

from penneech.core.players import GamePlayer
from penneech.games.penneech.view import PenneechView

#: A computer player: given its own view, it returns one of ``view.legal``.
PenneechPlayer = GamePlayer[PenneechView]

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
Player = PenneechPlayer
