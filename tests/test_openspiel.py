"""Penneech in OpenSpiel (issue 16): the registered game plays the engine's rules, reveals
to each player exactly what ``view_of`` reveals, and passes OpenSpiel's own checks.

Skipped only when ``pyspiel`` (the optional ``open-spiel`` extra) is not installed; the
test command installs it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the optional open-spiel extra is not installed")

from penneech.core.errors import PenneechError  # noqa: E402
from penneech.core.game import Game  # noqa: E402
from penneech.games import GAMES  # noqa: E402
from penneech.games.penneech.record import read_record_file  # noqa: E402
from penneech.games.penneech.rules import Rules  # noqa: E402
from penneech.games.penneech.view import view_of  # noqa: E402
from penneech.openspiel.adapter import EngineState  # noqa: E402
from penneech.openspiel.parameters import parameters  # noqa: E402

PENNEECH = parameters("penneech")

GOLDEN = Path(__file__).resolve().parent / "golden"


def random_states(game: Any, seed: int, limit: int) -> list[Any]:
    """Every state of one random game of either game (each action, chance's too, drawn
    uniformly from the legal ones), at most ``limit`` before the last."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    states: list[Any] = []
    while not state.is_terminal() and len(states) < limit:
        states.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    states.append(state)
    return states


def resampled(states: Iterable[Any], rng: random.Random) -> Iterator[tuple[Any, int, Any]]:
    """For each state where a player is to move: the state, that player, and a world
    ``resample`` deals him, checked to show him the same information state."""
    for state in states:
        player = state.current_player()
        if player < 0:
            continue
        world = state.resample(player, rng)
        assert world.information_state_string(player) == \
            state.information_state_string(player)
        yield state, player, world


def replayed_world(game: Any, game_id: str, state: Any, world: Any) -> None:
    """The world ``resample`` drew from ``state`` is a game of its own: its history
    (``history()``) replays from the game's start to the world's hands and its ``str``,
    and so does a record written from its engine; where its hands differ from the state's,
    so do its history and ``str``. An action of the history that the rules refuse raises
    ``PenneechError``."""
    replay = game.new_initial_state()
    for action in world.history():
        replay.apply_action(action)
    assert replay.engine.hands == world.engine.hands and str(replay) == str(world)
    engine: Game[Any, Any, Any] = GAMES[game_id]  # its state's hands, not every game's
    record = engine.parse_record(engine.record_text(world.engine, None, None))
    assert list(record.final_state().hands) == list(world.engine.hands)
    if world.engine.hands != state.engine.hands:
        assert world.history() != state.history() and str(world) != str(state)
        assert [a for _, a in world.engine.history] == world.history()


def bots_play(game: Any, bots: list[Any], moves: int, seed: int = 3) -> int:
    """Play ``game`` from its start with ``bots[player % len(bots)]`` choosing each move
    (chance drawn uniformly from ``seed``) until ``moves`` moves or the end; every move
    must be legal. The number of moves made."""
    state = game.new_initial_state()
    chance = random.Random(seed)
    made = 0
    while not state.is_terminal() and made < moves:
        if state.is_chance_node():
            actions, _ = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(chance.choice(actions))
            continue
        action = bots[state.current_player() % len(bots)].step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        made += 1
    return made


def _random_states(game: object, seed: int, limit: int = 400) -> list[EngineState]:
    return random_states(game, seed, limit)


def assert_shown_alike(state: Any, other: Any, player: int) -> None:
    """``other`` differs from ``state`` only in cards ``player`` has not seen: ``player`` is
    shown the same strings and tensors, the opponent (who holds those cards) is not."""
    assert other.information_state_string(player) == state.information_state_string(player)
    assert other.observation_string(player) == state.observation_string(player)
    assert other.information_state_tensor(player) == state.information_state_tensor(player)
    assert other.observation_tensor(player) == state.observation_tensor(player)
    assert other.information_state_string(1 - player) != \
        state.information_state_string(1 - player)


@pytest.mark.parametrize("name", [
    "python_penneech()",
    "python_penneech(preset=martin,follow=follow_or_trump)",
    "python_penneech(preset=parlett,scoring=end_of_hand,target=31)",
    "python_penneech(horizon=hand,pack=32)",
])
def test_openspiel_random_simulation_with_serialisation(name: str) -> None:
    """OpenSpiel's own conformance test: random games, cloning, serialisation, returns."""
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_every_rule_option_is_a_game_parameter_and_presets_apply() -> None:
    """Each option of the engine is a parameter; unset ones take the preset's value."""
    params = pyspiel.load_game("python_penneech").get_parameters()
    for key in Rules().values():
        assert key in params
    game = pyspiel.load_game("python_penneech(preset=martin,target=91)")
    assert game.rules == Rules.parse("martin,target=91")


def test_a_wrong_parameter_value_is_refused_by_name() -> None:
    with pytest.raises(PenneechError, match="follow"):
        PENNEECH.rules({"preset": "mcleod", "follow": "sometimes"})


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.record")), ids=lambda p: p.stem)
def test_golden_records_replay_identically_through_openspiel(path: Path) -> None:
    """The same actions give the same game: scores, winner, events and returns."""
    record = read_record_file(path)
    if record.dealer is not None:
        pytest.skip("OpenSpiel games start at the cut")
    expected = record.final_state()
    game = pyspiel.load_game(PENNEECH.game_string(record.rules))
    state = game.new_initial_state()
    for action in record.actions:
        assert action in state.legal_actions()
        state.apply_action(action)
    assert state.is_terminal() == expected.is_terminal()
    assert state.engine.scores == expected.scores
    assert state.engine.events == expected.events
    assert state.engine.winner == expected.winner
    assert list(state.history()) == record.actions
    if expected.is_terminal():
        assert state.returns() == expected.returns()


def _swap_hidden_card(state: EngineState, owner: int) -> EngineState | None:
    """A copy in which one card of ``owner``'s hand is exchanged for a card of the stock:
    the other player cannot tell the two apart."""
    engine = state.engine
    hand, stock = engine.hands[owner], engine.stock_mask
    if not hand or not stock:
        return None
    x, y = (hand & -hand).bit_length() - 1, (stock & -stock).bit_length() - 1
    other: EngineState = state.clone()
    e = other.engine
    e.hands[owner] = hand ^ (1 << x) ^ (1 << y)
    e.dealt_mask ^= (1 << x) | (1 << y)
    e.dealt = [y if c == x else c for c in e.dealt]
    return other


def test_equal_views_give_equal_strings_and_tensors_different_views_different_strings() -> None:
    """Fair play (the issue's demand): what a player is shown depends on its view only."""
    game = pyspiel.load_game("python_penneech(preset=martin)")
    by_string: dict[str, object] = {}
    swapped = 0
    for seed in range(3):
        for state in _random_states(game, seed):
            for player in (0, 1):
                view = view_of(state.engine, player)
                key = state.information_state_string(player)
                assert by_string.setdefault(key, view) == view
                other = _swap_hidden_card(state, 1 - player)
                if other is None or state.is_chance_node() or state.is_terminal():
                    continue
                swapped += 1
                assert view_of(other.engine, player) == view
                assert_shown_alike(state, other, player)
    assert swapped > 50


def test_states_with_one_information_state_share_the_player_and_legal_actions() -> None:
    """OpenSpiel's information-state consistency: an information state fixes who acts and
    what they may do (ISMCTS relies on it)."""
    game = pyspiel.load_game("python_penneech(preset=parlett,horizon=hand)")
    seen: dict[str, tuple[int, list[int]]] = {}
    for seed in range(20):
        for state in _random_states(game, seed):
            player = state.current_player()
            if player < 0:
                continue
            key = state.information_state_string(player)
            entry = (player, state.legal_actions())
            assert seen.setdefault(key, entry) == entry


def test_one_hand_returns_the_difference_of_the_points_scored_in_it() -> None:
    """``horizon=hand`` ends after the first hand; returns are zero-sum point differences."""
    game = pyspiel.load_game("python_penneech(horizon=hand)")
    for seed in range(5):
        state = _random_states(game, seed)[-1]
        assert state.is_terminal()
        points = [sum(e.points for e in state.engine.events if e.player == p and e.hand == 1)
                  for p in (0, 1)]
        assert state.returns() == [points[0] - points[1], points[1] - points[0]]
        assert state.engine.hand_no == 2 or state.engine.winner is not None


def test_a_public_observer_sees_no_hand() -> None:
    """OpenSpiel's observer with no private information shows neither player's cards."""
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("python_penneech")
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    state = next(s for s in _random_states(game, 1) if s.engine.phase == "play")
    assert state.engine.hands[0] and state.engine.hands[1]
    assert public.string_from(state, 0).replace("player=0", "player=1") == \
        public.string_from(state, 1)
    public.set_from(state, 0)
    assert "hand" not in public.dict


def test_a_worlds_history_and_record_replay_to_its_own_hands() -> None:
    """A world is re-dealt history and all (code review 2026-11b, 3.3): replayed from the
    first cut, it deals the world's hands, not the ones of the state it was drawn from."""
    game = pyspiel.load_game("python_penneech(preset=martin)")
    rng = random.Random(9)
    checked = moved = 0
    for seed in range(2):
        for state, _, world in resampled(_random_states(game, seed)[::3], rng):
            replayed_world(game, "penneech", state, world)
            checked += 1
            moved += world.engine.hands != state.engine.hands
    assert checked > 40 and moved > checked // 2


def test_ismcts_worlds_are_ones_the_player_cannot_tell_apart() -> None:
    """``resample_from_infostate`` (used by OpenSpiel's ISMCTS) keeps the player's view and
    gives the opponent no card of a suit it has shown it lacks (Cotton's follow rule)."""
    game = pyspiel.load_game("python_penneech(preset=martin)")
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        states = _random_states(game, seed)
        for state, player, world in resampled(states, rng):
            engine = world.engine
            assert engine.hands[0] & engine.hands[1] == 0
            assert engine.hands[1 - player].bit_count() == \
                state.engine.hands[1 - player].bit_count()
            checked += 1
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    last = states[-1]
    assert checked > 50 and last.resample_from_infostate(0, sampler).is_terminal()
