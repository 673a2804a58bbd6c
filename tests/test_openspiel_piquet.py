"""Piquet in OpenSpiel: ``python_piquet`` plays the engine's rules under every rule set,
reveals to each player exactly what ``view_of`` reveals, replays Piquet records exactly,
and its worlds for information-set search are ones the player cannot tell apart.

Skipped only when ``pyspiel`` (the optional ``open-spiel`` extra) is not installed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the optional open-spiel extra is not installed")

from test_openspiel import (  # noqa: E402
    assert_shown_alike,
    bots_play,
    random_states,
    replayed_world,
    resampled,
)

from penneech.core.cards import cards_in  # noqa: E402
from penneech.core.errors import RulesError  # noqa: E402
from penneech.core.spiel import rename_unseen  # noqa: E402
from penneech.games.piquet.chance import PiquetChance  # noqa: E402
from penneech.games.piquet.game import GAME  # noqa: E402
from penneech.games.piquet.options import OPTIONS  # noqa: E402
from penneech.games.piquet.players import make_player  # noqa: E402
from penneech.games.piquet.presets import PRESETS  # noqa: E402
from penneech.games.piquet.record import parse_record, record_of, write_record  # noqa: E402
from penneech.games.piquet.rules import PiquetRules  # noqa: E402
from penneech.games.piquet.spiel import PLACES, blanche_holds, declarations_hold  # noqa: E402
from penneech.games.piquet.state import PiquetState  # noqa: E402
from penneech.games.piquet.view import view_of  # noqa: E402
from penneech.openspiel.adapter import EngineState  # noqa: E402
from penneech.openspiel.parameters import parameter_value, parameters  # noqa: E402

PIQUET = parameters("piquet")
NUM_ACTIONS = GAME.actions

DEAL_GAMES = [f"python_piquet(preset={name},horizon=deal)" for name in PRESETS]


def _random_states(game: Any, seed: int, limit: int = 300) -> list[EngineState]:
    """Every state of one random game (chance drawn by its probabilities, uniform)."""
    return random_states(game, seed, limit)


@pytest.mark.parametrize("name", [*DEAL_GAMES,
                                  "python_piquet(preset=portland,horizon=deal,sinking="
                                  "not_allowed,elder_exchange=1_7,capot=30_plus_cards)"])
def test_openspiel_random_simulation_with_serialisation(name: str) -> None:
    """OpenSpiel's own conformance test: random deals, cloning, serialisation, returns."""
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_openspiel_random_simulation_of_a_whole_game() -> None:
    """The same for Cotton's race to 100 played to its end over several deals."""
    game = pyspiel.load_game("python_piquet(preset=cotton1674,horizon=game)")
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_every_rule_option_is_a_game_parameter_and_presets_apply() -> None:
    """Each option is a parameter; unset ones take the preset's value."""
    params = pyspiel.load_game("python_piquet").get_parameters()
    assert set(params) == {"preset", "horizon", *(o.id for o in OPTIONS)}
    for name, preset in PRESETS.items():
        assert pyspiel.load_game(f"python_piquet(preset={name})").rules == preset.rules
    game = pyspiel.load_game("python_piquet(preset=cotton1674,deck=32,capot=30_points)")
    assert game.rules == PiquetRules.parse("cotton1674,deck=32,capot=30")


def test_values_openspiel_cannot_read_as_text_have_a_parameter_spelling() -> None:
    """``1-5`` and ``40`` would be read as numbers by OpenSpiel: they load as ``1_5`` and
    ``40_points``, and a game's string loads the same rules again, for every value."""
    assert parameter_value("1-rest") == "1_rest"
    for option in OPTIONS:
        for value in option.values:
            rules = PiquetRules().with_values({option.id: value})
            game = pyspiel.load_game(PIQUET.game_string(rules, "deal"))
            assert game.rules == rules
            assert pyspiel.load_game(str(game)).rules == rules


def test_a_wrong_parameter_value_is_refused_by_name() -> None:
    with pytest.raises(RulesError, match="capot"):
        PIQUET.rules({"preset": "portland", "capot": "50_points"})
    with pytest.raises(RulesError, match="preset"):
        PIQUET.rules({"preset": "vienna"})
    with pytest.raises(ValueError, match="horizon"):
        pyspiel.load_game("python_piquet(horizon=hand)")


def _recorded_game(rules: PiquetRules, horizon: str, seed: int) -> str:
    """The text of a record of one game between the greedy and the random player."""
    state = PiquetState(rules, horizon)  # type: ignore[arg-type]
    chance = PiquetChance(seed)
    players = [make_player("greedy", seed), make_player("random", seed)]
    while not state.is_terminal():
        chance.advance(state)
        if state.is_terminal():
            break
        player = state.current_player()
        state.apply_action(players[player].choose(view_of(state, player)))
    return write_record(record_of(state, headers={"Seed": str(seed)}))


@pytest.mark.parametrize(("preset", "horizon"), [(p, "deal") for p in PRESETS]
                         + [("cotton1674", "game")])
def test_piquet_records_replay_identically_through_openspiel(preset: str, horizon: str) -> None:
    """A record's actions give the same game: every score, the totals and the returns."""
    for seed in range(3):
        record = parse_record(_recorded_game(PiquetRules.parse(preset), horizon, seed))
        expected = record.final_state()
        state = pyspiel.load_game(PIQUET.game_string(record.rules, horizon)).new_initial_state()
        for action in record.actions:
            assert action in state.legal_actions()
            state.apply_action(action)
        assert state.is_terminal() and expected.is_terminal()
        assert state.engine.events == expected.events
        assert state.engine.totals == expected.totals
        assert state.returns() == expected.returns()
        assert list(state.history()) == record.actions


def _swap_hidden_cards(state: EngineState, player: int) -> EngineState | None:
    """A copy in which a card of the opponent's hand and a card ``player`` has not seen
    elsewhere (her discards, the talon) change places: a re-deal ``player`` cannot see."""
    engine = state.engine
    unseen = view_of(engine, player).unseen
    hand = engine.hands[1 - player] & unseen
    elsewhere = unseen & ~engine.hands[1 - player] & engine.pack
    if not hand or not elsewhere or engine.phase in ("first_dealer", "deal"):
        return None
    x, y = next(cards_in(hand)), next(cards_in(elsewhere))
    other: EngineState = state.clone()
    other.engine = rename_unseen(engine, {x: y, y: x}, PLACES)
    return other


def test_equal_views_give_equal_strings_and_tensors_different_views_different_strings() -> None:
    """What a player is shown depends on its view only: a hidden re-deal changes nothing
    for the player and the opponent's strings, whose hand changed, differ."""
    game = pyspiel.load_game("python_piquet(preset=portland,horizon=deal)")
    by_string: dict[str, object] = {}
    swapped = 0
    for seed in range(3):
        for state in _random_states(game, seed):
            for player in (0, 1):
                view = view_of(state.engine, player)
                key = state.information_state_string(player)
                assert by_string.setdefault(key, view) == view
                other = _swap_hidden_cards(state, player)
                if other is None or state.is_terminal():
                    continue
                swapped += 1
                assert view_of(other.engine, player) == view
                assert_shown_alike(state, other, player)
    assert swapped > 100


def test_the_tensor_holds_the_own_hand_and_the_legal_actions() -> None:
    game = pyspiel.load_game("python_piquet(preset=meyers1888,horizon=deal)")
    assert game.num_distinct_actions() == NUM_ACTIONS
    for state in _random_states(game, 4)[::7]:
        player = state.current_player()
        if player < 0:
            continue
        tensor = state.information_state_tensor(player)
        assert len(tensor) == game.information_state_tensor_size()
        legal = tensor[-NUM_ACTIONS:]
        assert [a for a in range(NUM_ACTIONS) if legal[a]] == state.legal_actions()
        hand = tensor[-NUM_ACTIONS - 4 * 52:-NUM_ACTIONS - 3 * 52]
        assert [c for c in range(52) if hand[c]] == list(cards_in(state.engine.hands[player]))


def test_states_with_one_information_state_share_the_player_and_legal_actions() -> None:
    """An information state fixes who acts and what they may do (ISMCTS relies on it)."""
    game = pyspiel.load_game("python_piquet(preset=cotton1674,horizon=deal)")
    seen: dict[str, tuple[int, list[int]]] = {}
    for seed in range(10):
        for state in _random_states(game, seed):
            player = state.current_player()
            if player < 0:
                continue
            entry = (player, state.legal_actions())
            assert seen.setdefault(state.information_state_string(player), entry) == entry


def test_one_deal_returns_the_difference_of_the_points_scored_in_it() -> None:
    """``horizon=deal``: the game ends after the first deal; returns are zero-sum."""
    game = pyspiel.load_game("python_piquet(preset=portland,horizon=deal)")
    for seed in range(5):
        state = _random_states(game, seed)[-1]
        assert state.is_terminal() and state.engine.deal_no == 1
        points = [sum(e.points for e in state.engine.events if e.player == p) for p in (0, 1)]
        assert state.returns() == [points[0] - points[1], points[1] - points[0]]


def test_a_public_observer_sees_no_hand() -> None:
    """With no private information neither player's cards, discards or talon are shown."""
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("python_piquet(preset=portland,horizon=deal)")
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    state = next(s for s in _random_states(game, 1)
                 if s.engine.phase == "play" and s.engine.lead_card is None)
    assert public.string_from(state, 0).replace("player=0", "player=1", 1) == \
        public.string_from(state, 1)
    public.set_from(state, 0)
    assert "hand" not in public.dict and "discards" not in public.dict


@pytest.mark.parametrize("name", [*DEAL_GAMES,
                                  "python_piquet(preset=cotton1674,horizon=deal,"
                                  "sinking=not_allowed)"])
def test_ismcts_worlds_keep_the_view_and_the_opponents_declarations(name: str) -> None:
    """``resample`` gives the player the same view, keeps every count, and the opponent's
    declarations stay ones she could have made from her new hand (Cavendish, law 55)."""
    game = pyspiel.load_game(name)
    rng = random.Random(7)
    checked = kept = 0
    for seed in range(4):
        for state, player, world in resampled(_random_states(game, seed), rng):
            engine, truth = world.engine, state.engine
            assert engine.hands[0] & engine.hands[1] == 0
            assert sorted(engine.dealt) == sorted(truth.dealt)
            assert [d.bit_count() for d in engine.discards] == \
                [d.bit_count() for d in truth.discards]
            checked += 1
            kept += declarations_hold(engine, 1 - player)
    assert checked > 100 and kept >= 0.95 * checked


@pytest.mark.parametrize("name", ["python_piquet(preset=portland,horizon=deal)",
                                  "python_piquet(preset=cotton1674)"])
def test_a_worlds_history_and_record_replay_to_its_own_hands(name: str) -> None:
    """A world keeps the true deal nowhere (code review 2026-11b, 3.3): its history, its
    ``str`` and a record of it replay to its own hands, the opponent's discards put out in
    the order the engine takes them (Cavendish, law 34). Worlds in which the opponent holds
    what her declarations claim (Cavendish, law 55) are checked; the sampler falls back to
    one that does not only when it finds none."""
    game = pyspiel.load_game(name)
    rng = random.Random(4)
    checked = moved = discarded = 0
    for seed in range(3):
        for state, player, world in resampled(_random_states(game, seed)[::2], rng):
            engine, opp = world.engine, 1 - player
            if not (declarations_hold(engine, opp) and blanche_holds(engine, opp)):
                continue
            replayed_world(game, "piquet", state, world)
            checked += 1
            moved += engine.hands != state.engine.hands
            discarded += engine.discards[opp] != state.engine.discards[opp]
    assert checked > 40 and moved > checked // 2 and discarded > 5


def test_ismcts_and_mcts_play_a_deal() -> None:
    """OpenSpiel's ISMCTS (with these worlds) and MCTS choose legal moves for a deal."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_piquet(preset=portland,horizon=deal)")
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [ismcts.ISMCTSBot(game, evaluator, 2.0, 8, random_state=rng),
            mcts.MCTSBot(game, 2.0, 8, evaluator, solve=False, random_state=rng)]
    assert bots_play(game, bots, 12) == 12
