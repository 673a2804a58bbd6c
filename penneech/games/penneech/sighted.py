"""The Penneech expert with the hidden cards in sight: a bound, not a fair player.

The sighted expert (``scripts/sighted.py --game penneech``, against ``expert-2025``) solves
the true position, the opponent's hand and the order of the cards still to be turned up in
sight, playing the race to the target as the expert does once it is near. With the sight
``hands`` it sees the opponent's hand only: its worlds are the fair expert's (the stock
drawn, the turn-ups known by suit), each with the true hand, the bound for any reading of
that hand. It is never offered as a level: if it stays below the fair expert's goal (55% of
games against ``expert-2025``), no better sampling can reach it.
"""

from __future__ import annotations

from penneech.core.cards import Card
from penneech.core.playing import play_out
from penneech.games.penneech.chance import PenneechChance
from penneech.games.penneech.players import ExpertPlayer, PreviousExpertPlayer
from penneech.games.penneech.players.expert import (
    RACE_WITHIN,
    decision_rng,
    estimate,
    worlds_for,
)
from penneech.games.penneech.players.sampling import race_scores
from penneech.games.penneech.players.solver import Solver, World
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import PenneechState
from penneech.games.penneech.tricks import TURNUPS_PER_HAND
from penneech.games.penneech.view import PenneechView, view_of

#: The goal's opponent, in the other seat.
OPPONENT: str = "expert-2025"
#: The opponent's hand and the turn-ups to come in sight (``all``), or the hand only.
SIGHTS: tuple[str, ...] = ("all", "hands")


class SightedExpert(ExpertPlayer):
    """The Penneech expert shown the true deal and the turn-ups to come; with
    ``stock_hidden``, the opponent's hand only (it samples the stock as the fair expert
    does, its turn-ups known by suit)."""

    name = "sighted"
    state: PenneechState | None = None
    chance: PenneechChance | None = None
    stock_hidden = False

    def values(self, view: PenneechView) -> dict[Card, float]:
        """The value of each legal card for the player to move, the hidden cards in sight."""
        state, chance = self.state, self.chance
        if state is None or chance is None:
            raise RuntimeError("the sighted expert plays only with the true state in sight")
        if self.stock_hidden:  # the fair expert's worlds, each with the true hand
            return estimate(view, decision_rng(self.seed, view),
                            worlds_for(self.samples, len(view.tricks)), None, self._solvers,
                            in_sight=state.hands[1 - view.player])
        solver = self._solvers.get(view.rules)
        if solver is None:
            solver = self._solvers[view.rules] = Solver(view.rules)
        order = chance._order(state, "hand", state.hand_no, state.redeals)
        start = len(state.dealt) + len(state.turned)
        turns = tuple(state.turned) + tuple(
            order[start:start + TURNUPS_PER_HAND - len(state.turned)])
        scores = race_scores(view)
        race = min(view.rules.target - s for s in scores) <= RACE_WITHIN
        world = World((state.hands[0], state.hands[1]), view.leader, len(view.tricks),
                      view.tricks_won, turns, view.lead_card, scores if race else None)
        sign = 1.0 if view.player == 0 else -1.0
        return {card: sign * v for card, v in solver.action_values(world).items()}


def play(rules: PenneechRules, seed: int, seat: int, sight: str = "all") -> PenneechState:
    """Game ``seed`` (``PenneechChance``) with the sighted expert in ``seat`` and
    ``expert-2025`` in the other: the final state."""
    if sight not in SIGHTS:
        raise ValueError(f"the Penneech sighted expert sees {' or '.join(SIGHTS)}, "
                         f"not {sight!r}")
    chance = PenneechChance(seed)
    sighted = SightedExpert(seed)
    sighted.chance = chance
    sighted.stock_hidden = sight == "hands"
    players: list[ExpertPlayer] = [PreviousExpertPlayer(seed), PreviousExpertPlayer(seed)]
    players[seat] = sighted

    def choose(state: PenneechState, player: int) -> int:
        sighted.state = state
        return players[player].choose(view_of(state, player))

    return play_out(PenneechState(rules), chance, choose)
