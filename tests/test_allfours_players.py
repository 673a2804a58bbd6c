"""The All-Fours computer players: each plays only legal actions under every rule set,
sees only its own view, the greedy player beats the random one, the expert's solver is
exact, and its budget is a number of sampled deals, never time."""

from __future__ import annotations

import random

import pytest

from penneech.core.advice import advice_of
from penneech.core.cards import cards_in
from penneech.core.playing import play_out, seated
from penneech.games import GAMES
from penneech.games.allfours.actions import STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.players import (
    ExpertPlayer,
    GreedyPlayer,
    make_player,
    player_names,
    set_budget,
)
from penneech.games.allfours.players.solver import DealSolver
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.tricks import card_points
from penneech.games.allfours.view import AllFoursView, view_of


class Checked:
    """A player whose every choice is checked against its view's legal actions."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.phases: set[str] = set()

    def choose(self, view: AllFoursView) -> int:
        action = self.inner.choose(view)  # type: ignore[attr-defined]
        assert action in view.legal, (view.phase, action, view.legal)
        self.phases.add(view.phase)
        return int(action)


def test_the_levels_weakest_first_and_an_unknown_one_refused() -> None:
    assert player_names() == ["random", "greedy", "expert"]
    with pytest.raises(ValueError, match="unknown All-Fours player 'master'; players: "
                                         "random, greedy, expert"):
        make_player("master")


@pytest.mark.parametrize("rules", ["cotton1674", "running", "seven_up",
                                   "cotton1674,renege=strict,low=won,target=4"])
def test_every_player_takes_only_legal_actions_in_every_phase(rules: str) -> None:
    seen: set[str] = set()
    for seed in range(3):
        for names in (("random", "greedy"), ("greedy", "random")):
            players = [Checked(make_player(n, seed)) for n in names]
            state = play_out(AllFoursState(AllFoursRules.parse(rules)), AllFoursChance(seed),
                             seated(players, view_of))
            assert state.is_terminal() and state.winner is not None
            seen |= players[0].phases | players[1].phases
    assert {"beg", "play"} <= seen


def test_the_expert_takes_only_legal_actions_laying_out_begging_and_giving() -> None:
    rules = AllFoursRules.parse("seven_up,target=4")
    phases: set[str] = set()
    for seed in range(4):
        players = [Checked(ExpertPlayer(seed, samples=2)), Checked(GreedyPlayer(seed))]
        state = play_out(AllFoursState(rules), AllFoursChance(seed), seated(players, view_of))
        assert state.is_terminal()
        phases |= players[0].phases
    assert {"beg", "give", "play"} <= phases


def test_greedy_wins_most_games_against_random_on_the_same_deals() -> None:
    """A duplicate match: each deal played from both seats."""
    wins = 0
    for seed in range(30):
        for seat in (0, 1):
            players = [make_player("random", seed), make_player("random", seed)]
            players[seat] = make_player("greedy", seed)
            state = play_out(AllFoursState(), AllFoursChance(seed), seated(players, view_of))
            wins += state.winner == seat
    assert wins >= 36, wins          # of 60; measured 76.6% in 1,000 games


def _brute(state: AllFoursState) -> int:
    if state.is_terminal():
        return state.scores[0] - state.scores[1]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        values.append(_brute(child))
    return max(values) if state.current_player() == 0 else min(values)


@pytest.mark.parametrize("rules", ["cotton1674", "running", "cotton1674,low=won,game_tie=elder",
                                   "cotton1674,renege=strict"])
def test_the_solver_values_every_card_as_exhaustive_search_does(rules: str) -> None:
    """For three tricks left, the solver's value of each card differs from the true
    minimax value of the deal by the same amount (the points already fixed)."""
    checked = 0
    for seed in range(8):
        state = AllFoursState(AllFoursRules.parse(rules), "deal", dealer=seed % 2)
        AllFoursChance(seed).advance(state)
        if state.phase != "beg":
            continue
        state.apply_action(STAND)
        rng = random.Random(seed)
        for _ in range(6):
            state.apply_action(rng.choice(state.legal_actions()))
        won = [0, 0]
        for t in state.tricks:
            won[t.winner] |= (1 << t.lead) | (1 << t.follow)
        solver = DealSolver(state.rules, state.trump, state.elder,
                            (state.in_play[0], state.in_play[1]))
        offsets = set()
        for action in state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            offsets.add(_brute(child) - solver.after(
                state.hands[0], state.hands[1], state.leader, -1,
                card_points(won[0]) - card_points(won[1]), action))
        assert len(offsets) == 1, (seed, offsets)
        checked += 1
    assert checked >= 4


def test_the_expert_sees_only_its_view() -> None:
    """The other hand swapped for other unseen cards, the view is the same and so is the
    expert's choice and every value it gives."""
    state = AllFoursState(AllFoursRules(), dealer=0)
    AllFoursChance(9).advance(state)
    state.apply_action(STAND)
    me = state.current_player()
    other = state.clone()
    theirs = list(cards_in(state.hands[1 - me]))
    seen = state.hands[me] | sum(1 << c for c in state.turned)
    fresh = [c for c in range(52) if not seen >> c & 1 and c not in theirs][:len(theirs)]
    other.hands[1 - me] = sum(1 << c for c in fresh)
    other.in_play = list(other.hands)
    assert view_of(other, me) == view_of(state, me)
    a = advice_of(ExpertPlayer(5, samples=4), view_of(state, me))
    b = advice_of(ExpertPlayer(5, samples=4), view_of(other, me))
    assert a == b and len(a.values) == len(view_of(state, me).legal)


def test_the_expert_budget_is_a_number_of_sampled_deals() -> None:
    game = GAMES["allfours"]
    expert = game.budgeted("expert:7", 1)
    assert isinstance(expert, ExpertPlayer) and expert.samples == 7
    set_budget(expert, 3)
    assert expert.samples == 3
    with pytest.raises(ValueError, match="only the expert takes a number of samples"):
        set_budget(make_player("greedy"), 3)
