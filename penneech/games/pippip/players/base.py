"""The Pip-Pip! player interface (``penneech.core.players``)."""

from __future__ import annotations

from penneech.core.players import GamePlayer
from penneech.games.pippip.view import PippipView

#: A computer player for Pip-Pip!: given its own view, it returns one of ``view.legal``.
PippipPlayer = GamePlayer[PippipView]
