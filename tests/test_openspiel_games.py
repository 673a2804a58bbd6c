"""Every game with an OpenSpiel adapter, through the one generic adapter (issue 33): each
registered game that declares one (its horizons and facts, ``penneech.core.spiel``) is
``python_<id>``, passes OpenSpiel's own random-simulation test, takes every rule option as
a parameter, shows each player exactly its view and draws worlds for search that the
player cannot tell apart. The toy game of ``tests/toy_game`` is among them: its package,
its facts and one registry line are all it took. A game that declares no adapter has none,
and is told so by name.

Skipped only when ``pyspiel`` (the optional ``open-spiel`` extra) is not installed.
"""

from __future__ import annotations

import dataclasses
import random
import sys
import types
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the optional open-spiel extra is not installed")

from test_openspiel import random_states, resampled  # noqa: E402

from penneech.core.errors import RulesError  # noqa: E402
from penneech.core.spiel import spiel_facts, view_text  # noqa: E402
from penneech.games import GAMES, packaged, register, unregister  # noqa: E402
from penneech.openspiel import adapter  # noqa: E402
from penneech.openspiel.parameters import openspiel_games, parameters  # noqa: E402

#: Every game of the registry with an adapter (the toy game among them).
ADAPTED = openspiel_games()


def shortest(game_id: str) -> str:
    """The ``load_game`` string of the game under its default rules to its last horizon
    (a single deal or hand where the game has one: whole games of Piquet and Pip-Pip!
    take a minute of random play, and their own modules test them)."""
    params = parameters(game_id)
    return params.game_string(GAMES[game_id].rules_class(), params.horizons[-1])


def test_every_game_that_declares_an_adapter_is_registered_and_no_other() -> None:
    assert [g.id for g in GAMES.values()
                       if g.openspiel is not None and g.openspiel_horizons] == ADAPTED
    assert "toy" in ADAPTED and any(packaged(game_id) for game_id in ADAPTED)
    known = {t.short_name for t in pyspiel.registered_games()}
    for game_id in ADAPTED:
        assert adapter.register(game_id) == f"python_{game_id}" and f"python_{game_id}" in known


@pytest.mark.parametrize("game_id", ADAPTED)
def test_openspiel_random_simulation_with_serialisation(game_id: str) -> None:
    """OpenSpiel's own conformance test: random games, cloning, serialisation, returns."""
    game = pyspiel.load_game(shortest(game_id))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("game_id", ADAPTED)
def test_every_rule_option_is_a_parameter_and_every_preset_loads_its_rules(
        game_id: str) -> None:
    """The parameters are the game's options, ``preset`` and ``horizon``; each preset loads
    its own rules at its own table, the game's string loads them again, and a wrong
    horizon or preset is refused by name."""
    spec = GAMES[game_id]
    short = f"python_{game_id}"
    game = pyspiel.load_game(short)
    assert set(game.get_parameters()) == {"preset", "horizon", *(o.id for o in spec.options)}
    assert game.num_distinct_actions() == spec.actions
    assert game.max_chance_outcomes() == spec.chance_outcomes
    for name, preset in spec.presets.items():
        loaded = pyspiel.load_game(f"{short}(preset={name})")
        assert loaded.rules == preset.rules
        assert loaded.num_players() == spec.seats_of(preset.rules)
        assert pyspiel.load_game(str(loaded)).rules == preset.rules
    with pytest.raises(ValueError, match="horizon must be one of"):
        pyspiel.load_game(f"{short}(horizon=week)")
    with pytest.raises(RulesError, match="preset 'bezique'"):
        pyspiel.load_game(f"{short}(preset=bezique)")


@pytest.mark.parametrize("game_id", ADAPTED)
def test_the_information_state_is_the_view_and_the_observation_the_view_less_the_log(
        game_id: str) -> None:
    """What a player is shown is its view, every field of it (the log only with perfect
    recall), and the tensor ends with exactly the legal actions of the player to move."""
    spec = GAMES[game_id]
    game = pyspiel.load_game(shortest(game_id))
    checked = 0
    for seed in (1, 2):
        for state in random_states(game, seed, 200):
            for p in range(game.num_players()):
                view = spec.view_of(state.engine, p)
                assert state.information_state_string(p) == view_text(view)
                assert state.observation_string(p) == view_text(view, with_log=False)
            player = state.current_player()
            if player >= 0:
                tensor = state.information_state_tensor(player)
                assert len(tensor) == game.information_state_tensor_size()
                legal = tensor[-spec.actions:]
                assert [a for a in range(spec.actions) if legal[a]] == state.legal_actions()
                checked += 1
    assert checked > 2


@pytest.mark.parametrize("game_id", ADAPTED)
def test_a_public_observer_sees_no_hand_and_an_all_players_one_sees_the_hidden_cards(
        game_id: str) -> None:
    """With no private information the view's private fields are blanked (the own hand
    among them) and the tensor has no private piece; with every player's, the hidden
    cards the game names are added."""
    from open_spiel.python.observation import make_observation

    facts = spiel_facts(GAMES[game_id])
    game = pyspiel.load_game(shortest(game_id))

    def observer(private: object) -> Any:
        return make_observation(game, pyspiel.IIGObservationType(perfect_recall=False,
                                                                 private_info=private))

    public, everyone = observer(pyspiel.PrivateInfoType.NONE), \
        observer(pyspiel.PrivateInfoType.ALL_PLAYERS)
    state = next(s for s in random_states(game, 1, 300)
                 if s.current_player() >= 0 and s.engine.hands[s.current_player()])
    player = state.current_player()
    text = public.string_from(state, player)
    assert "hand" in facts.blanked and f"hand={state.engine.hands[player]!r}" not in text
    for name, blank in facts.blanked.items():
        assert f"|{name}={blank!r}" in text
    public.set_from(state, player)
    assert not set(public.dict) & {"legal", *(name for name, _ in facts.private_tensor)}
    name, hidden = facts.everyone(state.engine, player)
    assert everyone.string_from(state, player).endswith(f"|{name}={hidden!r}")
    everyone.set_from(state, player)
    assert {n for n, _ in facts.everyone_tensor} <= set(everyone.dict)


@pytest.mark.parametrize("game_id", ADAPTED)
def test_ismcts_worlds_are_ones_the_player_cannot_tell_apart(game_id: str) -> None:
    """A world drawn for the player to move (``resample_from_infostate``, OpenSpiel's
    ISMCTS) shows them the same information state, tensor and legal actions."""
    game = pyspiel.load_game(shortest(game_id))
    rng = random.Random(3)
    checked = 0
    for seed in (1, 2):
        for state, player, world in resampled(random_states(game, seed, 200)[::2], rng):
            assert world.information_state_tensor(player) == \
                state.information_state_tensor(player)
            assert world.legal_actions() == state.legal_actions()
            checked += 1
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    world = state.resample_from_infostate(player, sampler)
    assert world.information_state_string(player) == state.information_state_string(player)
    assert checked > 2


def test_a_game_without_the_declaration_has_no_adapter_and_is_told_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A registered game whose ``Game`` declares no facts (or only horizons) is no
    OpenSpiel game: it is not listed, and asking for its adapter or parameters is refused
    naming the games that have one; facts that are no ``SpielFacts`` are refused too."""
    toy = GAMES["toy"]
    module = types.ModuleType("toy_without_openspiel")
    module.GAME = dataclasses.replace(toy, id="plain_toy", openspiel=None)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    register("plain_toy", module.__name__)
    try:
        assert "plain_toy" not in openspiel_games() and openspiel_games() == ADAPTED
        others = ", ".join(ADAPTED)
        with pytest.raises(ValueError, match=f"^plain_toy has no OpenSpiel adapter .*; games "
                                             f"with one: {others}$"):
            adapter.register("plain_toy")
        with pytest.raises(ValueError, match=f"^plain_toy has no OpenSpiel adapter; games "
                                             f"with one: {others}$"):
            parameters("plain_toy")
    finally:
        unregister("plain_toy")
    with pytest.raises(ValueError, match=r"^toy: toy_game\.rules\.SPIEL is no SpielFacts$"):
        spiel_facts(dataclasses.replace(toy, openspiel="toy_game.rules"))
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        adapter.register("chess")
