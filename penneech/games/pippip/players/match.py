"""Play a Pip-Pip! game between computer players, reproducibly from a seed."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from penneech.core.playing import Chooser, play_out, seated
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import Horizon, PippipState
from penneech.games.pippip.view import PippipView, view_of


def play_pippip(rules: PippipRules, players: Sequence[Chooser[PippipView]], seed: int,
                horizon: Horizon = "game",
                on_decision: Callable[[PippipState, int, int], None] | None = None
                ) -> PippipState:
    """Play to the end with ``players[s]`` in seat ``s`` (one per seat of ``rules``).

    The first dealer and every deal's cards come from ``PippipChance(seed)``, so the same
    seed gives the same cards to the same seats whoever plays them: move a player round
    the table to play the same deals in duplicate. ``on_decision(state, seat, action)``
    is called before each player's action is applied.
    """
    if len(players) != rules.players:
        raise ValueError(f"{rules.players} players needed, {len(players)} given")
    return play_out(PippipState(rules, horizon=horizon), PippipChance(seed),
                    seated(players, view_of), on_decision)


def shares(state: PippipState) -> list[float]:
    """Each seat's share of the win at the end: 1 for a sole winner, 1/k each for k
    equal highest totals (our reading, B.6.2), else 0."""
    won = state.winners
    return [1 / len(won) if s in won else 0.0 for s in range(state.seats)]
