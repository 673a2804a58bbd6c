"""The Piquet expert with every hidden card in sight: a bound, not a fair player.

The sighted expert (``scripts/sighted.py --game piquet``, against ``greedy``) values every
allowed discard (not only the best by keep value) on the one true deal, the opponent's real
hand and the real talon in its real order, and in play solves the true position exactly
instead of averaging sampled worlds. Its declarations are the expert's (the best claim
held, answered honestly). It is never offered as a level: if it stays below the fair
expert's goal (65% of the deals' points against greedy), no better sampling can reach it.
"""

from __future__ import annotations

from itertools import combinations

from penneech.core.cards import CardSet, cards_in
from penneech.core.playing import play_out
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.players import ExpertPlayer, GreedyPlayer
from penneech.games.piquet.players.expert import MARGIN
from penneech.games.piquet.players.sampling import pique_need, scoring_of
from penneech.games.piquet.players.solver import Solver, World
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import PiquetView, view_of

#: The goal's opponent, in the other seat.
OPPONENT: str = "greedy"
#: Every hidden card in sight; Piquet has no stock to leave hidden.
SIGHTS: tuple[str, ...] = ("all",)


class SightedExpert(ExpertPlayer):
    """The Piquet expert shown the true deal (``state``, set before each decision)."""

    name = "sighted"
    state: PiquetState | None = None

    def _true(self) -> PiquetState:
        if self.state is None:
            raise RuntimeError("the sighted expert plays only with the true state in sight")
        return self.state

    def values(self, view: PiquetView) -> dict[int, float]:
        """Seat 0's exact value of each legal card in the true position."""
        state = self._true()
        scoring = scoring_of(view)
        solver = self._solvers.get(scoring)
        if solver is None:
            solver = self._solvers[scoring] = Solver(scoring)
        need = pique_need(view)
        world = World((state.hands[0], state.hands[1]), view.leader, view.tricks_won,
                      view.lead_card, pique_seat=view.elder if need else None,
                      pique_need=need)
        return solver.action_values(world, MARGIN)

    def best_discard(self, view: PiquetView, full: CardSet,
                     counts: range) -> tuple[float, CardSet]:
        """Every allowed discard, valued on the true deal. While the opponent is still in
        the middle of an exchange made before this one (the younger's first, after a carte
        blanche under Cotton's rules), the expert's own sampled choice is kept."""
        state = self._true()
        if state.hands[1 - view.player].bit_count() < 12:
            return super().best_discard(view, full, counts)
        elder = view.player == view.elder
        deal = [(state.hands[1 - view.player], list(state.talon[state.talon_pos:]))]
        cards = list(cards_in(full))
        options = [sum(1 << c for c in out) for k in counts for out in combinations(cards, k)]
        values = [self._average(full, out, deal, elder, view.rules) for out in options]
        best = max(range(len(options)), key=lambda i: (values[i], -i))
        return values[best], options[best]


def play(rules: PiquetRules, seed: int, seat: int, sight: str = "all") -> PiquetState:
    """Deal ``seed`` (``PiquetChance``, one deal) with the sighted expert in ``seat`` and
    greedy in the other: the final state."""
    if sight not in SIGHTS:
        raise ValueError(f"the Piquet sighted expert sees {' or '.join(SIGHTS)}, not {sight!r}")
    sighted = SightedExpert(seed)
    players: list[ExpertPlayer | GreedyPlayer] = [GreedyPlayer(seed), GreedyPlayer(seed)]
    players[seat] = sighted

    def choose(state: PiquetState, player: int) -> int:
        sighted.state = state
        return players[player].choose(view_of(state, player))

    return play_out(PiquetState(rules, horizon="deal"), PiquetChance(seed), choose)
