"""The All-Fours expert with every hidden card in sight: a bound, not a fair player.

The sighted expert (``scripts/sighted.py --game allfours``, against ``greedy``) plays on the
true deal, the other hand and the pack in its order, instead of sampled ones:

- in play, it solves the true position exactly (``players.solver``) while the hands hold
  at most ``SOLVE`` cards, and beyond that values each card by the greedy player's play of
  the true deal, as the fair expert does with its samples;
- standing or begging, giving or running the cards (Cotton 1674, p. 112), and each card
  laid out down to six (option ``run_hands``), where the fair expert follows the greedy
  player's rules of thumb, it tries every choice on a copy of the true game and plays the
  deal out: the cards run from the true pack, the other player's decisions the greedy
  player's (exactly what its opponent will do), its own later cards as it plays them, its
  own later begging and laying out by the rules of thumb. Each choice is valued by the
  points of the deal it then makes, its own less the other's.

It is never offered as a level: if it stays below the fair expert's goal against
``greedy``, no better sampling can reach it.
"""

from __future__ import annotations

from penneech.core.advice import ActionValue, Advice
from penneech.core.playing import play_out
from penneech.core.tricks import played_this_deal
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.players import ExpertPlayer, GreedyPlayer
from penneech.games.allfours.players.solver import DealSolver
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.tricks import card_points
from penneech.games.allfours.view import AllFoursView, view_of

#: The goal's opponent, in the other seat.
OPPONENT: str = "greedy"
#: Every hidden card in sight: the other hand, the cards it laid out and the pack's order.
SIGHTS: tuple[str, ...] = ("all",)
#: The most cards in a hand for which the true play is solved exactly (a hand of nine, the
#: cards run once and kept, takes a tenth of a second; of twelve, up to half a minute).
SOLVE = 9


class SightedExpert(ExpertPlayer):
    """The All-Fours expert shown the true game (``state``, set before each decision) and
    its seeded chance (``chance``: the pack of every deal in its order)."""

    name = "sighted"
    state: AllFoursState | None = None
    chance: AllFoursChance | None = None

    def _true(self) -> tuple[AllFoursState, AllFoursChance]:
        if self.state is None or self.chance is None:
            raise RuntimeError("the sighted expert plays only with the true game in sight")
        return self.state, self.chance

    def true_play_values(self, view: AllFoursView, state: AllFoursState) -> dict[int, float]:
        """Each legal card's value in the true position, in points of the deal to the
        player to move: solved exactly, or (larger hands) the greedy play of the true deal."""
        me = view.player
        hands = (state.hands[0], state.hands[1])
        if max(h.bit_count() for h in hands) > SOLVE:
            return self._play_values(view, state.hands[1 - me])
        in_play = (hands[0] | played_this_deal(view, 0), hands[1] | played_this_deal(view, 1))
        solver = DealSolver(view.rules, view.trump, view.elder, in_play)
        won = [0, 0]
        for t in view.tricks:
            won[t.winner] |= t.mask
        diff = card_points(won[0]) - card_points(won[1])
        lead = -1 if view.lead_card is None else view.lead_card
        sign = 1 if me == 0 else -1
        return {a: sign * solver.after(hands[0], hands[1], view.leader, lead, diff, a)
                for a in view.legal}

    def deal_value(self, state: AllFoursState, action: int) -> float:
        """The points of the deal, the player to move's less the other's, that ``action``
        makes on a copy of the true game played to the end of the deal (module docstring)."""
        _, chance = self._true()
        trial = state.clone()
        me = trial.current_player()
        deal = trial.deal_no
        before = trial.scores[me] - trial.scores[1 - me]
        trial.apply_action(action)
        while not trial.is_terminal() and trial.deal_no == deal:
            if trial.is_chance_node():
                trial.apply_action(chance.outcome(trial))
                continue
            seat = trial.current_player()
            view = view_of(trial, seat)
            if seat == me and trial.phase == "play" and len(view.legal) > 1:
                trial.apply_action(_best(self.true_play_values(view, trial)))
            else:
                trial.apply_action(self.greedy.choose(view))
        return float(trial.scores[me] - trial.scores[1 - me] - before)

    def advise(self, view: AllFoursView) -> Advice:
        """Each legal action's value on the true game; the best one chosen."""
        if len(view.legal) == 1:
            return Advice(view.legal[0])
        state, _ = self._true()
        if view.phase == "play":
            values = self.true_play_values(view, state)
        else:
            values = {a: self.deal_value(state, a) for a in view.legal}
        return Advice(_best(values), tuple(ActionValue(a, v) for a, v in values.items()))


def _best(values: dict[int, float]) -> int:
    """The best-valued action, the lowest number among equals (as the fair expert)."""
    return max(values, key=lambda a: (values[a], -a))


def play(rules: AllFoursRules, seed: int, seat: int, sight: str = "all") -> AllFoursState:
    """Game ``seed`` (``AllFoursChance``, a whole game to the target) with the sighted expert
    in ``seat`` and greedy in the other: the final state."""
    if sight not in SIGHTS:
        raise ValueError(f"the All-Fours sighted expert sees {' or '.join(SIGHTS)}, "
                         f"not {sight!r}")
    chance = AllFoursChance(seed)
    sighted = SightedExpert(seed)
    sighted.chance = chance
    players: list[ExpertPlayer | GreedyPlayer] = [GreedyPlayer(seed), GreedyPlayer(seed)]
    players[seat] = sighted

    def choose(state: AllFoursState, player: int) -> int:
        sighted.state = state
        return players[player].choose(view_of(state, player))

    return play_out(AllFoursState(rules, horizon="game"), chance, choose)
