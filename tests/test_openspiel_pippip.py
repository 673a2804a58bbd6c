"""Pip-Pip! in OpenSpiel: ``python_pippip`` plays the engine's rules at every table size
under every rule set, reveals to each player exactly what ``view_of`` reveals, replays
Pip-Pip! records exactly, and its worlds for information-set search are ones the player
cannot tell apart.

Skipped only when ``pyspiel`` (the optional ``open-spiel`` extra) is not installed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the optional open-spiel extra is not installed")

from test_openspiel import bots_play, random_states, replayed_world, resampled  # noqa: E402

from penneech.core.cards import cards_in  # noqa: E402
from penneech.core.errors import IllegalActionError, RulesError  # noqa: E402
from penneech.core.spiel import view_text  # noqa: E402
from penneech.games.pippip.chance import PippipChance  # noqa: E402
from penneech.games.pippip.game import GAME, deal_bound  # noqa: E402
from penneech.games.pippip.marriages import marriage_of  # noqa: E402
from penneech.games.pippip.options import OPTIONS  # noqa: E402
from penneech.games.pippip.pack import FULL_PACK, PACK_SIZE, pp_suit  # noqa: E402
from penneech.games.pippip.presets import PRESETS  # noqa: E402
from penneech.games.pippip.record import parse_record, record_of, write_record  # noqa: E402
from penneech.games.pippip.rules import PippipRules  # noqa: E402
from penneech.games.pippip.state import PippipState  # noqa: E402
from penneech.games.pippip.view import view_of  # noqa: E402
from penneech.openspiel.adapter import EngineState  # noqa: E402
from penneech.openspiel.parameters import parameters  # noqa: E402

PIPPIP = parameters("pippip")
NUM_ACTIONS = GAME.actions


def _states(game: Any, seed: int, limit: int = 400) -> list[EngineState]:
    """Every state of one random game (each action, chance's too, drawn uniformly)."""
    return random_states(game, seed, limit)


@pytest.mark.parametrize("name", [
    "python_pippip(preset=fosdick,players=3,horizon=deal)",
    "python_pippip(preset=european,players=7,horizon=deal)",
    "python_pippip(preset=pagat,players=12,horizon=deal,marriage_value=escalating,"
    "leftovers=surprise,last_trick_bonus=20,draw_order=after_each_play)",
])
def test_openspiel_random_simulation_with_serialisation(name: str) -> None:
    """OpenSpiel's own conformance test: random deals, cloning, serialisation, returns."""
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_openspiel_random_simulation_of_a_whole_game() -> None:
    """The same for a game over several deals to its end: three players to 150."""
    game = pyspiel.load_game("python_pippip(preset=fosdick,players=3,game_end=target,"
                             "target=150)")
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_every_rule_option_is_a_game_parameter_and_presets_apply() -> None:
    """Each option is a parameter, the number of players among them; unset ones take the
    preset's value, and 0 may be asked for the last trick even where the preset gives 10."""
    params = pyspiel.load_game("python_pippip").get_parameters()
    assert set(params) == {"preset", "horizon", *(o.id for o in OPTIONS)}
    for name, preset in PRESETS.items():
        game = pyspiel.load_game(f"python_pippip(preset={name})")
        assert game.rules == preset.rules and game.num_players() == 5
    game = pyspiel.load_game("python_pippip(preset=european,players=9,last_trick_bonus=0)")
    assert game.rules == PippipRules.parse("european,players=9,last_trick_bonus=0")
    assert game.num_players() == 9


def test_every_value_loads_and_the_game_string_loads_the_same_rules() -> None:
    for option in OPTIONS:
        for value in option.values:
            rules = PippipRules().with_values({option.id: value})
            game = pyspiel.load_game(PIPPIP.game_string(rules, "deal"))
            assert game.rules == rules and game.num_players() == rules.players
            assert pyspiel.load_game(str(game)).rules == rules


def test_a_wrong_parameter_value_is_refused_by_name() -> None:
    with pytest.raises(RulesError, match="option 'players': unknown value '2'"):
        PIPPIP.rules({"preset": "pagat", "players": 2})
    with pytest.raises(RulesError, match="option 'players': unknown value '13'"):
        pyspiel.load_game("python_pippip(players=13)")
    with pytest.raises(RulesError, match="preset"):
        PIPPIP.rules({"preset": "skat"})
    with pytest.raises(ValueError, match="horizon"):
        pyspiel.load_game("python_pippip(horizon=hand)")


def test_the_game_length_bounds_hold_every_game_end() -> None:
    """A game by rounds lasts rounds × players deals; to a target no longer than the
    target allows, since the leader gains at least a share of the pack's points a deal."""
    assert deal_bound(PippipRules.parse("players=6,rounds=2"), "game") == 12
    assert deal_bound(PippipRules.parse("players=6,rounds=2"), "deal") == 1
    target = PippipRules.parse("players=12,game_end=target,target=300")
    either = target.with_values({"game_end": "either"})
    assert deal_bound(either, "game") == min(12, deal_bound(target, "game"))
    game = pyspiel.load_game(PIPPIP.game_string(PippipRules.parse("players=4,game_end=target,"
                                                           "target=300"), "game"))
    for seed in range(2):
        final, rng = game.new_initial_state(), random.Random(seed)
        while not final.is_terminal():
            final.apply_action(rng.choice(final.legal_actions()))
        assert len(final.history()) <= game.max_game_length()
        assert max(abs(r) for r in final.returns()) <= game.max_utility()


def _recorded(rules: PippipRules, horizon: str, seed: int) -> str:
    state = PippipState(rules, "deal" if horizon == "deal" else "game")
    chance, rng = PippipChance(seed), random.Random(seed)
    while True:
        chance.advance(state)
        if state.is_terminal():
            return write_record(record_of(state, headers={"Seed": str(seed)}))
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("rules", "horizon"), [(f"{p},players=4", "deal") for p in PRESETS]
                         + [("pagat,players=3", "game")])
def test_pippip_records_replay_identically_through_openspiel(rules: str, horizon: str) -> None:
    """A record's actions give the same game: every score, the totals and the returns."""
    for seed in range(2):
        record = parse_record(_recorded(PippipRules.parse(rules), horizon, seed))
        expected = record.final_state()
        state = pyspiel.load_game(PIPPIP.game_string(record.rules, horizon)).new_initial_state()
        for action in record.actions:
            assert action in state.legal_actions()
            state.apply_action(action)
        assert state.is_terminal() and expected.is_terminal()
        assert state.engine.events == expected.events
        assert state.engine.totals == expected.totals
        assert state.returns() == pytest.approx(expected.returns())
        assert list(state.history()) == record.actions


def _redealt(state: EngineState, player: int, rng: random.Random) -> EngineState:
    """The same moves with the cards ``player`` cannot see dealt otherwise (each for a
    card of its suit, so every move stays legal; cards under another seat's sealed
    declaration stay)."""
    engine = state.engine
    public = sum(1 << c for t in engine.tricks for c in t.cards) | sum(
        1 << c for _, c in engine.trick) | sum(engine.exposed)
    if engine.cut_card is not None:
        public |= 1 << engine.cut_card
    if engine.leftovers_shown:
        public |= engine.leftovers
    for seat, index in engine.pending:
        if seat != player:
            public |= marriage_of(index).cards
    hidden = list(cards_in(FULL_PACK & ~public & ~engine.hands[player]))
    sigma: dict[int, int] = {}
    for suit in range(4):
        group = [c for c in hidden if pp_suit(c) == suit]
        moved = group[:]
        rng.shuffle(moved)
        sigma.update(zip(group, moved, strict=True))
    other: EngineState = state.get_game().new_initial_state()
    for who, action in engine.history:
        other.apply_action(sigma.get(action, action) if who < 0 else action)
    return other


def test_the_information_state_is_the_view_and_a_hidden_redeal_changes_nothing() -> None:
    """What a player is shown is its view, every field of it, and nothing else: a re-deal
    of the cards it cannot see leaves its strings and tensors as they were."""
    game = pyspiel.load_game("python_pippip(preset=fosdick,players=4,horizon=deal)")
    rng = random.Random(5)
    changed = 0
    for seed in range(2):
        for state in _states(game, seed)[120::9]:
            player = rng.randrange(4)
            other = _redealt(state, player, rng)
            for p in range(4):
                view = view_of(state.engine, p)
                assert state.information_state_string(p) == view_text(view)
                assert state.observation_string(p) == view_text(view, with_log=False)
            assert other.information_state_string(player) == \
                state.information_state_string(player)
            assert other.observation_string(player) == state.observation_string(player)
            assert other.information_state_tensor(player) == \
                state.information_state_tensor(player)
            changed += other.engine.hands != state.engine.hands
    assert changed > 10


def test_the_tensor_holds_the_own_hand_and_the_legal_actions() -> None:
    game = pyspiel.load_game("python_pippip(preset=european,players=6,horizon=deal)")
    assert game.num_distinct_actions() == NUM_ACTIONS
    checked = 0
    for state in _states(game, 4)[100::5]:
        player = state.current_player()
        if player < 0:
            continue
        tensor = state.information_state_tensor(player)
        assert len(tensor) == game.information_state_tensor_size()
        legal = tensor[-NUM_ACTIONS:]
        assert [a for a in range(NUM_ACTIONS) if legal[a]] == state.legal_actions()
        hand = tensor[-NUM_ACTIONS - 16 - PACK_SIZE:-NUM_ACTIONS - 16]
        assert [c for c in range(PACK_SIZE) if hand[c]] == \
            list(cards_in(state.engine.hands[player]))
        checked += 1
    assert checked > 10


def test_a_public_observer_sees_no_hand() -> None:
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("python_pippip(horizon=deal)")
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    state = next(s for s in _states(game, 1) if s.engine.phase == "play")
    texts = {public.string_from(state, p).split("|", 1)[1] for p in range(5)}
    assert len(texts) == 1  # the same for every seat but its number
    for p in range(5):
        assert f"hand={state.engine.hands[p]!r}" not in public.string_from(state, p)
    public.set_from(state, 0)
    assert "hand" not in public.dict and "legal" not in public.dict


WORLD_GAMES = ["python_pippip(preset=pagat,players=3,horizon=deal)",
               "python_pippip(preset=fosdick,players=5,horizon=deal)",
               "python_pippip(preset=european,players=7,horizon=deal)"]


def _hidden_elsewhere(engine: PippipState, player: int) -> tuple[list[int], list[int]]:
    """The other seats' hands and the stock still to draw, less what ``player`` has seen."""
    seen = view_of(engine, player).seen
    hands = [h & ~seen if s != player else 0 for s, h in enumerate(engine.hands)]
    stock = [c for c in engine.stock[engine.stock_pos:] if not (seen >> c) & 1]
    return hands, stock


@pytest.mark.parametrize("name", WORLD_GAMES)
def test_ismcts_worlds_keep_the_view_and_move_only_hidden_cards(name: str) -> None:
    """``resample`` gives the player the same information state and legal actions, keeps
    each physical card exactly once and every hand's size, moves the hidden cards of the
    other seats and the stock in many draws, and the world plays on to the end of the
    deal."""
    game = pyspiel.load_game(name)
    rng = random.Random(11)
    checked = moved = 0
    for seed in range(2):
        for state, player, world in resampled(_states(game, seed)[::3], rng):
            assert world.information_state_tensor(player) == \
                state.information_state_tensor(player)
            assert world.legal_actions() == state.legal_actions()
            engine, truth = world.engine, state.engine
            places = [*cards_in_each(engine.hands), *engine.stock[engine.stock_pos:],
                      *(c for t in engine.tricks for c in t.cards),
                      *(c for _, c in engine.trick)]
            assert sorted(places) == list(range(PACK_SIZE))  # each card once
            assert sorted(engine.dealt) == sorted(truth.dealt)
            assert [h.bit_count() for h in engine.hands] == \
                [h.bit_count() for h in truth.hands]
            moved += _hidden_elsewhere(engine, player) != _hidden_elsewhere(truth, player)
            checked += 1
        end = world.clone()
        while not end.is_terminal():
            end.apply_action(rng.choice(end.legal_actions()))
    assert checked > 40 and moved > checked // 2


def test_a_worlds_history_and_record_replay_to_its_own_hands() -> None:
    """A world is re-dealt history and all (code review 2026-11b, 3.3): the deal's cards,
    the stock and the cards drawn from it, replayed from the first dealer's draw, are the
    world's. Under the European suggestion play is free while the stock serves everyone
    (our research notes, B.3.2), and every world replays."""
    game = pyspiel.load_game("python_pippip(preset=european,players=6,horizon=deal)")
    rng = random.Random(2)
    checked = moved = 0
    for seed in range(2):
        for state, _, world in resampled(_states(game, seed)[::3], rng):
            replayed_world(game, "pippip", state, world)
            checked += 1
            moved += world.engine.hands != state.engine.hands
    assert checked > 30 and moved > checked // 2


@pytest.mark.parametrize("preset", ["pagat", "fosdick"])
def test_a_world_replaces_a_card_only_by_one_its_holder_could_have_held(preset: str) -> None:
    """Bound to follow suit from the first trick (pagat (S), "Spiel"; B.3.2), a seat that
    did not follow showed it lacked the suit led, for every card it then held: a world
    puts in the place of such a card none of that suit (``suits_refused``), so its history
    replays. The sampler deals the hands reading only the voids shown since the last draw;
    when none of its draws can be so placed, the world's history may have a seat renounce
    before it, and is refused by the rules in just those words."""
    game = pyspiel.load_game(f"python_pippip(preset={preset},players=4,horizon=deal)")
    rng = random.Random(6)
    checked = replays = 0
    for seed in range(2):
        for state, _, world in resampled(_states(game, seed)[::3], rng):
            checked += 1
            try:
                replayed_world(game, "pippip", state, world)
            except IllegalActionError as exc:
                assert "must follow suit" in str(exc)
                continue
            replays += 1
    assert checked > 30 and replays >= 0.8 * checked


@pytest.mark.parametrize("preset", ["pagat", "fosdick"])
def test_ismcts_worlds_leave_sealed_declarations_in_their_hands(preset: str) -> None:
    """In a window before a trick nobody sees another's declarations until all have
    answered (pagat (S), Pip-Pip!), yet they name the declarer's cards: a world keeps
    those cards in the declarer's hand, so the window resolves as it would."""
    game = pyspiel.load_game(f"python_pippip(preset={preset},players=5,horizon=deal)")
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        play = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            player = state.current_player()
            if player >= 0 and any(seat != player for seat, _ in state.engine.pending):
                world = state.resample(player, rng)
                for seat, index in state.engine.pending:
                    cards = marriage_of(index).cards
                    assert world.engine.hands[seat] & cards == cards
                assert world.information_state_string(player) == \
                    state.information_state_string(player)
                checked += 1
            # declare whenever one may, so that windows hold sealed declarations
            state.apply_action(legal[0] if len(legal) > 1 and state.engine.phase ==
                               "marriages" else play.choice(legal))
    assert checked > 5


def cards_in_each(hands: list[int]) -> list[int]:
    """Every card of every hand, hand by hand."""
    return [c for hand in hands for c in cards_in(hand)]


def test_ismcts_plays_moves_of_pippip() -> None:
    """OpenSpiel's ISMCTS, searching these worlds, chooses legal moves for five players."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_pippip(preset=pagat,players=5,horizon=deal)")
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 8, random_state=rng)
    assert bots_play(game, [bot], 8) == 8
