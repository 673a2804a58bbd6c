"""The All-Fours sighted expert (``scripts/sighted.py --game allfours``): a bound, not a fair
player. It is found through the registry, plays only legal actions in every phase (the beg,
the gift or the run, the cards laid out, the play), values a beg or a gift by the points
the deal then truly makes (Cotton 1674, p. 112), a card in play by the exact solution of
the true position, and refuses to play blind."""

from __future__ import annotations

import pytest

from penneech.core.advice import Advice
from penneech.games import GAMES
from penneech.games.allfours import sighted
from penneech.games.allfours.actions import BEG, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.players import GreedyPlayer
from penneech.games.allfours.players.solver import DealSolver
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import AllFoursView, view_of


def test_the_registry_names_the_sighted_expert_and_its_opponent() -> None:
    module = GAMES["allfours"].sighted
    assert module is not None and module() is sighted
    assert sighted.OPPONENT in GAMES["allfours"].player_names()
    assert sighted.SIGHTS == ("all",)


@pytest.mark.parametrize("preset", ["cotton1674", "running", "seven_up"])
def test_it_plays_whole_games_with_only_legal_actions(preset: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole games (to five, to be short) from both seats, each decision one the view
    allows; the same seed plays the same game. (Its answers to a beg are valued in
    ``test_standing_or_begging_is_valued_by_the_points_the_deal_then_makes``'s way.)"""
    rules = AllFoursRules.parse(f"{preset},target=5")
    phases: set[str] = set()
    original = sighted.SightedExpert.advise

    def checked(self: sighted.SightedExpert, view: AllFoursView) -> Advice:
        advice = original(self, view)
        assert advice.choice in view.legal, (view.phase, advice.choice, view.legal)
        phases.add(view.phase)
        return advice

    monkeypatch.setattr(sighted.SightedExpert, "advise", checked)
    finals = []
    for seed in range(3):
        for seat in (0, 1):
            state = sighted.play(rules, seed, seat)
            assert state.is_terminal() and state.winner is not None
            assert max(state.scores) >= rules.target
            finals.append(state.scores)
    assert finals[0] == sighted.play(rules, 0, 0).scores
    assert {"beg", "play"} <= phases          # the sighted expert begged or stood, and played


def until_beg(seed_from: int) -> tuple[AllFoursState, AllFoursChance]:
    """A game of Cotton's rules at the elder's beg, the first deal (searched by seed)."""
    for seed in range(seed_from, seed_from + 50):
        state = AllFoursState(AllFoursRules(), "game", dealer=1)
        chance = AllFoursChance(seed)
        chance.advance(state)
        if state.phase == "beg":
            return state, chance
    raise AssertionError("no deal reached the beg")


@pytest.mark.parametrize("seed_from", [0, 10, 20])
def test_standing_or_begging_is_valued_by_the_points_the_deal_then_makes(seed_from: int
                                                                        ) -> None:
    """Cotton, p. 112: the elder stands or begs; the dealer gives one or runs the cards.
    The value of each answer is the deal played on: the greedy dealer's real answer, the
    cards run from the true pack, the sighted expert's own play, points its less the
    other's."""
    state, chance = until_beg(seed_from)
    expert = sighted.SightedExpert(seed_from)
    expert.state, expert.chance = state, chance
    greedy = GreedyPlayer(seed_from)
    me = state.current_player()
    for answer in (STAND, BEG):
        trial = state.clone()
        trial.apply_action(answer)
        while not trial.is_terminal() and trial.deal_no == 1:
            if trial.is_chance_node():
                trial.apply_action(chance.outcome(trial))
                continue
            seat = trial.current_player()
            if seat == me:
                expert.state = trial
                trial.apply_action(expert.choose(view_of(trial, seat)))
            else:
                trial.apply_action(greedy.choose(view_of(trial, seat)))
        made = trial.scores[me] - trial.scores[1 - me]
        expert.state = state
        assert expert.deal_value(state, answer) == made
    advice = expert.advise(view_of(state, me))
    values = {v.action: v.value for v in advice.values}
    assert values[advice.choice] == max(values.values())


def test_in_play_each_card_is_valued_by_the_true_position_solved() -> None:
    """Every hidden card in sight: the values are the exact solver's on the true hands."""
    state = AllFoursState(AllFoursRules(), "deal", dealer=0)
    chance = AllFoursChance(3)
    chance.advance(state)
    state.apply_action(STAND)
    chance.advance(state)
    assert state.phase == "play"
    expert = sighted.SightedExpert(3)
    expert.state, expert.chance = state, chance
    view = view_of(state, state.current_player())
    values = expert.true_play_values(view, state)
    solver = DealSolver(state.rules, state.trump, state.elder,
                        (state.hands[0], state.hands[1]))
    sign = 1 if view.player == 0 else -1
    assert values == {a: sign * solver.after(state.hands[0], state.hands[1], state.leader,
                                             -1, 0, a) for a in view.legal}


def test_it_refuses_to_play_without_the_true_game_or_with_another_sight() -> None:
    state = AllFoursState(AllFoursRules(), "deal", dealer=0)
    AllFoursChance(3).advance(state)
    with pytest.raises(RuntimeError, match="only with the true game in sight"):
        sighted.SightedExpert(3).choose(view_of(state, state.current_player()))
    with pytest.raises(ValueError, match="sees all, not 'hands'"):
        sighted.play(AllFoursRules(), 0, 0, "hands")
