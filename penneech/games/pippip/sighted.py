"""The Pip-Pip! expert with every hand and the stock in sight: a bound, not a fair player.

The sighted expert (``scripts/sighted.py --game pippip``, against ``greedy`` players at the
rule set's table) tries each action on the true deal, every hand and the stock in its
order, instead of sampled ones; its play-outs are then exactly what the greedy players
would do. With the sight ``hands`` it sees every hand but not the order of the stock (it
samples that as the fair expert does): the bound for any reading of the other players'
hands. It is never offered as a level: if it stays below the fair expert's goal (35% of
the games won at a table of five), no better sampling can reach it.
"""

from __future__ import annotations

import random

from penneech.core.cards import Card, CardSet
from penneech.core.playing import play_out
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.players import ExpertPlayer, GreedyPlayer
from penneech.games.pippip.players.sampling import Knowledge
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import PippipView, view_of

#: The goal's opponent, in every other seat.
OPPONENT: str = "greedy"
#: Every hand and the stock's order in sight (``all``), or every hand only.
SIGHTS: tuple[str, ...] = ("all", "hands")


class SightedExpert(ExpertPlayer):
    """The Pip-Pip! expert shown every hand and the stock in its order: its one "sampled"
    deal is the true one (the others' play-outs are then exactly the greedy players').
    With ``stock_hidden`` it sees every hand but not the order of the stock: it samples
    as many deals as the fair expert, each with the true hands and the stock's unknown
    cards in a new random order."""

    name = "sighted"
    state: PippipState | None = None
    stock_hidden = False

    def samples_for(self, view: PippipView, actions: int) -> int:
        """One deal, the true one; with the stock hidden, the fair expert's number."""
        return super().samples_for(view, actions) if self.stock_hidden else 1

    def sampled_deal(self, known: Knowledge, rng: random.Random
                     ) -> tuple[list[CardSet], list[Card], bool]:
        """The true hands and the stock from the top (its hidden part shuffled when the
        stock is hidden): the others' play is read, being seen."""
        if self.state is None:
            raise RuntimeError("the sighted expert plays only with the true state in sight")
        stock = list(self.state.stock[self.state.stock_pos:])
        if self.stock_hidden:
            hidden = stock[:known.stock_need]
            rng.shuffle(hidden)
            stock[:known.stock_need] = hidden
        return list(self.state.hands), stock, True


def play(rules: PippipRules, seed: int, seat: int, sight: str = "all") -> PippipState:
    """Game ``seed`` (``PippipChance``, the rule set's whole game) at the rule set's table
    with the sighted expert in ``seat`` and greedy players in the others: the final
    state."""
    if sight not in SIGHTS:
        raise ValueError(f"the Pip-Pip! sighted expert sees {' or '.join(SIGHTS)}, "
                         f"not {sight!r}")
    sighted = SightedExpert(seed)
    sighted.stock_hidden = sight == "hands"
    players: list[ExpertPlayer | GreedyPlayer] = [
        GreedyPlayer(seed * 100 + s) for s in range(rules.players)]
    players[seat] = sighted

    def choose(state: PippipState, player: int) -> int:
        sighted.state = state
        return players[player].choose(view_of(state, player))

    return play_out(PippipState(rules, horizon="game"), PippipChance(seed), choose)
