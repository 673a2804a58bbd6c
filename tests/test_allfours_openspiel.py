"""All-Fours in OpenSpiel: ``python_allfours`` passes OpenSpiel's own random-simulation
test under every rule set and horizon, takes every rule option as a parameter, reveals to
each player exactly what ``view_of`` reveals, replays All-Fours records exactly, and its
worlds for information-set search are ones the player cannot tell apart.

Skipped only when ``pyspiel`` (the optional ``open-spiel`` extra) is not installed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the optional open-spiel extra is not installed")

from test_openspiel import random_states, replayed_world, resampled  # noqa: E402

from penneech.core.errors import RulesError  # noqa: E402
from penneech.core.playing import play_out, seated  # noqa: E402
from penneech.core.spiel import view_text  # noqa: E402
from penneech.games.allfours.chance import AllFoursChance  # noqa: E402
from penneech.games.allfours.game import GAME  # noqa: E402
from penneech.games.allfours.options import OPTIONS  # noqa: E402
from penneech.games.allfours.players import make_player  # noqa: E402
from penneech.games.allfours.presets import PRESETS  # noqa: E402
from penneech.games.allfours.record import parse_record, record_of, write_record  # noqa: E402
from penneech.games.allfours.rules import AllFoursRules  # noqa: E402
from penneech.games.allfours.state import AllFoursState  # noqa: E402
from penneech.games.allfours.view import view_of  # noqa: E402
from penneech.openspiel import adapter  # noqa: E402, F401  (registers python_allfours)
from penneech.openspiel.parameters import parameters  # noqa: E402

ALLFOURS = parameters("allfours")
NUM_ACTIONS = GAME.actions


@pytest.mark.parametrize("name", [
    "python_allfours",
    "python_allfours(preset=running)",
    "python_allfours(preset=seven_up)",
    "python_allfours(preset=cotton1674,renege=strict,low=won,game_tie=elder,gift=not_out,"
    "run_hands=six,play_honours=scored,turn_up=honours,target=4)",
])
def test_openspiel_random_simulation_with_serialisation(name: str) -> None:
    """OpenSpiel's own conformance test: random games, cloning, serialisation, returns."""
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_every_rule_option_is_a_game_parameter_and_presets_apply() -> None:
    game = pyspiel.load_game("python_allfours")
    params = game.get_parameters()
    assert {o.id for o in OPTIONS} | {"preset", "horizon"} <= set(params)
    assert game.num_distinct_actions() == NUM_ACTIONS and game.num_players() == 2
    for preset in PRESETS:
        assert ALLFOURS.rules({"preset": preset}) == PRESETS[preset].rules
    rules = AllFoursRules.parse("running,low=won,run_hands=six")
    assert ALLFOURS.rules(dict(pyspiel.load_game(
        ALLFOURS.game_string(rules)).get_parameters())) == rules


def test_a_wrong_parameter_value_is_refused_by_name() -> None:
    with pytest.raises(RulesError, match="option 'low'"):
        ALLFOURS.rules({"low": "lowest"})
    with pytest.raises(RulesError, match="nosuch"):
        ALLFOURS.rules({"preset": "nosuch"})


@pytest.mark.parametrize("rules", ["cotton1674", "running", "seven_up"])
def test_allfours_records_replay_identically_through_openspiel(rules: str) -> None:
    for seed in (1, 2):
        players = [make_player("greedy", seed), make_player("random", seed)]
        engine = play_out(AllFoursState(AllFoursRules.parse(rules)), AllFoursChance(seed),
                          seated(players, view_of))
        record = parse_record(write_record(record_of(engine)))
        state = pyspiel.load_game(ALLFOURS.game_string(record.rules)).new_initial_state()
        for action in record.actions:
            state.apply_action(action)
        assert state.is_terminal() and state.returns() == engine.returns()
        assert state.history() == record.actions


def test_the_information_state_is_the_view_and_the_observation_the_view_less_the_log(
        ) -> None:
    game = pyspiel.load_game("python_allfours(preset=seven_up)")
    checked = 0
    states = [s for seed in (3, 4) for s in random_states(game, seed, 300)]
    for state in states[::3]:
        for p in (0, 1):
            view = view_of(state.engine, p)
            assert state.information_state_string(p) == view_text(view)
            assert state.observation_string(p) == view_text(view, with_log=False)
        player = state.current_player()
        if player >= 0:
            tensor = state.information_state_tensor(player)
            assert len(tensor) == game.information_state_tensor_size()
            legal = tensor[-NUM_ACTIONS:]
            assert [a for a in range(NUM_ACTIONS) if legal[a]] == state.legal_actions()
            checked += 1
    assert checked > 10


def test_ismcts_worlds_are_ones_the_player_cannot_tell_apart() -> None:
    """A world drawn for a player shows them the same information state, replays from
    the start to its own hands, and differs from the state in the hidden cards."""
    rng = random.Random(4)
    differ = 0
    for name in ("python_allfours(preset=seven_up,horizon=deal)",
                 "python_allfours(horizon=deal)"):
        game = pyspiel.load_game(name)
        for seed in range(3):
            for state, _player, world in resampled(random_states(game, seed, 200), rng):
                replayed_world(game, "allfours", state, world)
                differ += world.engine.hands != state.engine.hands
    assert differ > 10


def test_a_public_observer_sees_no_hand() -> None:
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("python_allfours(horizon=deal)")
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    state: Any = next(s for s in random_states(game, 1, 200) if s.engine.phase == "play")
    public.set_from(state, 0)
    assert "hand" not in public.dict and "laid_out" not in public.dict
    text = public.string_from(state, 0)
    assert "hand=0" in text
