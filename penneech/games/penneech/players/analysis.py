"""Analysis for the site: the expert's value of every legal card, and double-dummy values.

Values are in points of the current hand: this player's points minus the opponent's from
now to the end of the hand (counting cards, turned cards and the card count), under the
rule options of the position.
"""

from __future__ import annotations

from penneech.core.cards import Card
from penneech.games.penneech.players.expert import HINT_SAMPLES, decision_rng, estimate
from penneech.games.penneech.players.solver import Solver, World
from penneech.games.penneech.state import PenneechState
from penneech.games.penneech.view import PenneechView


def action_values(view: PenneechView, seed: int = 0, samples: int | None = None,
                  time_cap: float | None = None) -> dict[int, float]:
    """The expert's expected point difference for each legal card of ``view``.

    Reproducible: the worlds come from ``seed`` and the position, ``samples`` of them
    (``time_cap``, in seconds, is an optional safety net that may stop the search early).
    """
    if view.phase != "play" or not view.legal:
        return {}
    return estimate(view, decision_rng(seed, view), samples or HINT_SAMPLES, time_cap,
                    race=False, suits_only=False)


def world_of(state: PenneechState, turns: tuple[Card, ...]) -> World:
    """The solver's world for ``state`` with the remaining turn-ups in the order ``turns``."""
    known = tuple(state.turned)
    return World((state.hands[0], state.hands[1]), state.leader, len(state.tricks),
                 (state.tricks_won[0], state.tricks_won[1]), known + turns, state.lead_card)


def double_dummy_value(state: PenneechState, turns: tuple[Card, ...] | None = None) -> float:
    """Exact value for seat 0 of a position in play with both hands known.

    With ``turns`` (the cards still to be turned up, in order) the deal is fully known and
    the value is exact. Without it, the value is the exact expectation over every order of
    the stock when at most one turn-up remains, and otherwise the average over all orders
    of the next turn-ups is too large to enumerate, so ``turns`` is required.
    """
    if state.phase != "play":
        raise ValueError(f"double-dummy value needs a position in play, not {state.phase!r}")
    needed = 8 - len(state.turned)
    solver = Solver(state.rules)
    if turns is not None:
        if len(turns) < needed:
            raise ValueError(f"{needed} turn-ups are still to come; {len(turns)} given")
        return solver.value(world_of(state, tuple(turns[:needed])))
    stock = [c for c in range(52) if (state.stock_mask >> c) & 1]
    if needed > 1:
        raise ValueError(f"{needed} turn-ups are still to come: give their order")
    values = [solver.value(world_of(state, (c,))) for c in stock]
    return sum(values) / len(values)
