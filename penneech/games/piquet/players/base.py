"""The Piquet player interface (``penneech.core.players``).

A player is given only ``view_of(state, player)`` (``penneech.games.piquet.view``) and returns one
of ``view.legal``. Players are made by name and seed, so a match can be replayed exactly.
"""

from __future__ import annotations

from penneech.core.players import GamePlayer
from penneech.games.piquet.view import PiquetView

#: A computer player for Piquet: given its own view, it returns one of ``view.legal``.
PiquetPlayer = GamePlayer[PiquetView]
