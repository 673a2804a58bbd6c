"""Computer players. Each sees only its own ``PlayerView`` and returns a legal action."""

from __future__ import annotations

from penneech.players.base import Player, make_player, player_names

__all__ = ["Player", "make_player", "player_names"]
