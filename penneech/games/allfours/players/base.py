"""The All-Fours player interface (``penneech.core.players``)."""

from __future__ import annotations

from penneech.core.players import GamePlayer
from penneech.games.allfours.view import AllFoursView

#: A computer player for All-Fours: given its own view, it returns one of ``view.legal``.
AllFoursPlayer = GamePlayer[AllFoursView]
