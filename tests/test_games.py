"""Every game is described the same way (``penneech.games``), and what they share behaves
the same in each: the rules' text form, records, whose turn it is, a player's view.

A program that knows only a game's id can start a game under a named rule set, deal it
from a seed, show each player what that player may see, let computer players choose,
write the record and read it back. The checks of that contract are the package's own
(``penneech.core.conformance``, which a game kept elsewhere runs too), and take what they
require of a game from the facts its ``Game`` declares; these tests run them for every
registered game, the toy game of ``tests/toy_game`` among them (``tests/conftest.py``).
"""

from __future__ import annotations

import copy
import dataclasses
import io
import random
from pathlib import Path
from typing import Any

import pytest
from toy_game.game import GAME as TOY

from penneech.core.conformance import CHECKS, ConformanceError, check
from penneech.core.errors import RecordError
from penneech.core.game import AnyGame
from penneech.games import DEFAULT, GAMES, game, game_of_record

ALL = list(GAMES.values())
IDS = list(GAMES)


def seats(state: Any) -> int:
    """How many sit at the table: two, or a Pip-Pip! state's ``seats``."""
    return int(getattr(state, "seats", 2))


def play(g: AnyGame, rules: Any, seed: int, names: tuple[str, str],
         horizon: str = "game") -> Any:
    """A game between computer players, dealt from ``seed``, played to its end: the two
    named take turns at the seats (a name the game lacks is its weakest player)."""
    state = g.new_state(rules, horizon)
    chance = g.chance(seed)
    known = g.player_names()
    players = [g.make_player(name if name in known else known[0], seed + s)
               for s, name in ((s, names[s % 2]) for s in range(seats(state)))]
    while True:
        chance.advance(state)
        if state.is_terminal():
            return state
        seat = state.current_player()
        view = g.view_of(state, seat)
        action = players[seat].choose(view)
        assert action in view.legal
        state.apply_action(action, seat)


def test_each_game_is_found_by_its_id_and_named_in_english_and_german() -> None:
    """The registry lists each game once, the default first; an unknown id is refused
    naming every game the registry lists."""
    assert IDS[0] == DEFAULT and len(set(IDS)) == len(IDS)
    for game_id, g in GAMES.items():
        assert g.id == game_id and game(game_id) is g
        assert g.name.en.strip() and g.name.de.strip()
    assert len({g.name.en for g in ALL}) == len(ALL)
    with pytest.raises(ValueError, match=f"^unknown game 'chess'; games: {', '.join(IDS)}$"):
        game("chess")


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_each_game_declares_its_static_facts(g: AnyGame) -> None:
    """The size of its action space, its chance steps, hands and longest game (as
    OpenSpiel's ``GameInfo``), and whether it has a play page and budgets."""
    check(g, only=["facts"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_each_option_is_a_field_of_the_rules_and_each_preset_names_them_all(
        g: AnyGame) -> None:
    """The comparison tables, the play page and the records all read these."""
    check(g, only=["presets"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_named_rule_set_with_one_change_keeps_the_rest(g: AnyGame) -> None:
    check(g, only=["one-change"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_the_rules_text_refuses_the_same_mistakes_in_every_game(
        g: AnyGame) -> None:
    """An option named twice is refused (the first or the second value might be meant);
    an unknown option or preset is named, with the game's name."""
    check(g, only=["rules-text"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_random_games_keep_to_the_declared_facts_and_are_recorded_and_read_back_exactly(
        g: AnyGame) -> None:
    """Every preset and horizon: actions and chance steps within the declared space, hands
    of the declared size, the game over within its declared length, every view with the
    seat's own hand and no other, the record replaying to the same actions, scores and
    winner (as a file too, with a byte-order mark)."""
    check(g, only=["random-games"], games=1, seed=11)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_deep_copy_of_a_game_is_the_same_game_and_plays_on_alone(g: AnyGame) -> None:
    """OpenSpiel clones a state by deep-copying its attributes, and a search tries moves on
    copies (``Turns.__deepcopy__``, a ``clone``): at every step of a random game a deep
    copy equals the game, and a few steps played on either leave the other as it was."""
    rng = random.Random(7)
    state = g.new_state()
    while not state.is_terminal():
        other = copy.deepcopy(state)
        assert other is not state and type(other) is type(state)
        before = repr(vars(state))
        assert repr(vars(other)) == before
        for _ in range(3):
            if other.is_terminal():
                break
            other.apply_action(rng.choice(other.legal_actions()))
        assert repr(vars(state)) == before
        after = repr(vars(other))
        state.apply_action(rng.choice(state.legal_actions()))
        assert repr(vars(other)) == after


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_copy_of_the_strongest_player_answers_as_the_player_does(g: AnyGame) -> None:
    """A take-back keeps a deep copy of the computer players before each of the human's
    decisions, so that the same decision made again is answered alike: at each decision
    of a deal up to the fourth card played, a copy of the game's strongest listed player,
    sharing its solver (``penneech.core.search.Search``), chooses what the player itself
    then chooses."""
    state = g.new_state(None, g.horizons[-1])
    chance = g.chance(3)
    players = [g.make_player(g.player_names()[-1], 3 + s) for s in range(seats(state))]
    played = 0
    while played < 4:
        chance.advance(state)
        if state.is_terminal():
            break
        seat = state.current_player()
        view = g.view_of(state, seat)
        copied = copy.deepcopy(players[seat]).choose(view)
        action = players[seat].choose(view)
        assert copied == action
        played += state.phase == "play"
        state.apply_action(action, seat)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_names_its_game_in_its_first_line(g: AnyGame) -> None:
    """``penneech replay`` finds the game of a record by its first line alone."""
    for seed, preset in enumerate(g.presets.values(), start=11):
        state = play(g, preset.rules, seed, ("random", "greedy"))
        text = g.record_text(state, None, {"Seed": str(seed)})
        assert text.startswith(g.magic + "\n") and game_of_record(text) is g
        assert g.parse_record(text).rules == preset.rules


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_the_same_seed_deals_the_same_hands_and_another_seed_others(
        g: AnyGame) -> None:
    """What a duplicate match and a shared game need: the deal depends only on the seed."""
    check(g, only=["seeds"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_view_is_for_one_of_the_seats_and_offers_moves_only_to_the_mover(
        g: AnyGame) -> None:
    check(g, only=["views"], seed=0)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_every_state_refuses_an_action_out_of_turn_or_after_the_end_alike(
        g: AnyGame) -> None:
    """Out of turn, not an integer, not legal now, after the end: refused in words, and
    the game as it was."""
    check(g, only=["illegal"], seed=0)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_refuses_a_header_given_twice_and_names_its_line(
        g: AnyGame) -> None:
    check(g, only=["record-headers"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_whose_result_names_another_winner_is_refused(
        g: AnyGame) -> None:
    """A ``Result`` header is checked against the game its steps replay: one naming
    another seat is refused even when it is as long as the true one (``Result: 1`` for a
    game player 0 won), and the true one is read."""
    check(g, only=["result"], seed=0)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_file_that_is_not_utf8_is_named_with_the_byte_at_fault(
        g: AnyGame) -> None:
    check(g, only=["record-files"])


def test_a_record_of_no_game_names_every_games_format() -> None:
    formats = " or ".join(repr(g.magic) for g in ALL)
    with pytest.raises(RecordError, match=f"^line 1: a record starts with {formats}$"):
        game_of_record("Chess record 1\n")


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_each_game_plays_only_the_horizons_its_state_knows(g: AnyGame) -> None:
    """A single Piquet deal (scored as its difference) is a horizon; any other is refused
    naming the game's."""
    check(g, only=["horizons"])


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_the_world_an_expert_builds_from_a_view_given_the_hidden_cards_plays_on_as_the_game(
        g: AnyGame) -> None:
    """What an expert searches is the game itself, the hidden cards drawn: built from the
    mover's view and the true hidden cards at decisions of every rule set, its world offers
    the same actions and shows every seat the same as the game (``tests/test_world_from_view.py``
    draws any rule set and decision)."""
    check(g, only=["worlds"], games=1)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_every_listed_player_is_made_by_name_and_chooses_a_legal_action(
        g: AnyGame) -> None:
    check(g, only=["players"], seed=0)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_budget_is_taken_only_where_the_game_declares_one(g: AnyGame) -> None:
    """``expert:N`` (the match scripts, the lab): N of what a player spends per decision,
    for the players that take one, up to the game's limit; a budget for another player, a
    budget that is not a whole number from 1 to the limit (0, over the limit, 5000 digits:
    reliability review), a budget in a game that declares none, or a name the game lacks
    is refused with the reason."""
    check(g, only=["budgets"])


@pytest.mark.parametrize("g", [g for g in ALL if g.set_budget is not None],
                         ids=[g.id for g in ALL if g.set_budget is not None])
def test_an_expert_takes_a_budget_and_no_other_player_does(g: AnyGame) -> None:
    """Where a game has budgets, its ``expert`` takes one and its ``greedy`` refuses it."""
    assert g.budgeted("expert:7", 1).name == "expert"
    with pytest.raises(ValueError, match=r"only (the|an) expert takes"):
        g.budgeted("greedy:7", 1)


def test_the_checker_finds_a_game_that_breaks_its_declared_facts() -> None:
    """The conformance checker fails a game whose declarations its play belies, naming
    each failure (here the toy game, declared with hands of the wrong size, too short a
    game, a play page it lacks, too small an action space)."""
    toy = TOY
    broken = dataclasses.replace(toy, hand_size=lambda rules: 9 if rules.hand == 3 else 4,
                                 longest=lambda rules, horizon: 4 * rules.hand - 1,
                                 web="toy_game.no_such_page")
    with pytest.raises(ConformanceError) as caught:
        check(broken, games=1)
    text = str(caught.value)
    assert text.startswith("toy breaks the games' contract in ")
    for words in ("plain, game, seed 0: the first deal gives hands of [3, 3] cards, not 9 each",
                  "long, game, seed 0: 16 actions, more than the declared longest 15",
                  "web-calls: ModuleNotFoundError"):
        assert words in text, words
    narrow = dataclasses.replace(toy, actions=40)
    with pytest.raises(ConformanceError, match="an action outside 0-39 in 'deal'"):
        check(narrow, games=1, only=["random-games"])
    with pytest.raises(ValueError, match="no check 'fast'; checks: facts, presets"):
        check(toy, only=["fast"])
    assert set(CHECKS) >= {"facts", "random-games", "web-envelope", "budgets"}


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_replay_with_step_pauses_after_each_trick_and_stops_asking_at_the_end_of_input(
        g: AnyGame, tmp_path: Path) -> None:
    """``penneech replay --step``: one "[Enter]" after each trick shown; once the input
    has ended the replay runs on to the final score without asking again."""
    from penneech.cli import main

    rules = g.presets[g.default_preset].rules
    state = play(g, rules, 3, ("greedy", "greedy"), g.match_horizon)
    path = tmp_path / "game.txt"
    path.write_text(g.record_text(state, None, None), encoding="utf-8")
    asked: list[str] = []

    def enter(prompt: str) -> str:
        asked.append(prompt)
        return ""

    out = io.StringIO()
    assert main(["replay", str(path), "--step"], read=enter, out=out) == 0
    tricks = [line for line in out.getvalue().splitlines() if line.startswith("Trick ")]
    # a game has at least a deal's tricks, a hand's cards played out
    assert len(tricks) >= g.hand_size(rules) and asked == ["[Enter] "] * len(tricks)

    def ended(prompt: str) -> str:
        asked.append(prompt)
        raise EOFError

    asked.clear()
    again = io.StringIO()
    assert main(["replay", str(path), "--step"], read=ended, out=again) == 0
    assert asked == ["[Enter] "] and again.getvalue() == out.getvalue()


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_each_adapter_for_openspiel_is_declared_by_facts_its_play_bears_out(
        g: AnyGame) -> None:
    """Where a game declares an OpenSpiel adapter (the toy game does), its facts hold in
    a random game without OpenSpiel: its horizons, phases and places, worlds for search
    that show the player the same view, zero-sum returns within the bound."""
    check(g, only=["openspiel"], seed=0)


def test_the_checker_finds_openspiel_facts_that_play_belies(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A horizon the engine neither plays nor the facts cut short, facts missing a phase,
    worlds for search the player could tell apart and half a declaration (horizons
    without facts) each fail, named."""
    import sys
    import types

    from penneech.core.spiel import spiel_facts

    toy = GAMES["toy"]
    facts = spiel_facts(toy)

    def declared(name: str, **changes: Any) -> AnyGame:
        module = types.ModuleType(name)
        module.SPIEL = dataclasses.replace(facts, **changes)  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, name, module)
        return dataclasses.replace(toy, openspiel=name)

    for broken, words in [
            (dataclasses.replace(toy, openspiel_horizons=("game", "deal")),
             "horizon 'deal' is neither the engine's nor cut short by the facts"),
            (declared("toy_no_play", phases=("deal", "over")),
             "a view shows the phase 'play', which the facts do not declare"),
            (declared("toy_seen_world", world=_other_hand),
             "a world drawn for seat 1 in phase 'play' shows another view"),
            (dataclasses.replace(toy, openspiel=None), "toy has no OpenSpiel adapter")]:
        with pytest.raises(ConformanceError, match=words):
            check(broken, only=["openspiel"])


def _other_hand(state: Any, player: int, rng: Any) -> Any:
    """A copy in which the player's own hand is empty: a world the player can tell."""
    world = state.clone()
    world.hands[player] = 0
    return world
