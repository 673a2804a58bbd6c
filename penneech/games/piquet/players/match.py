"""Play a Piquet deal or game between two computer players, reproducibly from a seed."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from penneech.core.playing import play_out, seat_points, seated
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.players.base import PiquetPlayer
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import Horizon, PiquetState
from penneech.games.piquet.view import view_of


def play_piquet(rules: PiquetRules, players: Sequence[PiquetPlayer], seed: int,
                horizon: Horizon = "deal",
                on_decision: Callable[[PiquetState, int, int], None] | None = None
                ) -> PiquetState:
    """Play to the end: ``players[0]`` in seat 0, ``players[1]`` in seat 1.

    The cards (and the cut for the first dealer) come from ``PiquetChance(seed)``, so the
    same seed gives the same cards to the same seats whoever plays them: swap the players
    to play a deal in duplicate. ``horizon="deal"`` plays one deal, ``"game"`` a whole game
    under the rules' ``game_format``. ``on_decision(state, player, action)`` is called
    before each player's action is applied.
    """
    return play_out(PiquetState(rules, horizon=horizon), PiquetChance(seed),
                    seated(players, view_of), on_decision)


def deal_points(state: PiquetState) -> tuple[int, int]:
    """Each seat's points over the whole game or deal, bonuses included (the log)."""
    return seat_points(state.events)
