"""Every game is described the same way (``penneech.games``), and what they share behaves
the same in each: the rules' text form, records, whose turn it is, a player's view.

A program that knows only a game's id can start a game under a named rule set, deal it
from a seed, show each player what that player may see, let computer players choose,
write the record and read it back; these tests do exactly that for every game.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from penneech.core.errors import IllegalActionError, RecordError, RulesError, SeatError
from penneech.core.game import Game
from penneech.core.turns import TERMINAL
from penneech.games import GAMES, game, game_of_record

ALL = list(GAMES.values())
IDS = list(GAMES)


def seats(state: Any) -> int:
    """How many sit at the table: two, or a Pip-Pip! state's ``seats``."""
    return int(getattr(state, "seats", 2))


def play(g: Game[Any, Any, Any], rules: Any, seed: int, names: tuple[str, str],
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


def test_the_games_are_penneech_piquet_and_pippip_with_english_and_german_names() -> None:
    assert IDS == ["penneech", "piquet", "pippip"]
    assert [(g.name.en, g.name.de) for g in ALL] == [("Penneech", "Penneech"),
                                                      ("Piquet", "Piquet"),
                                                      ("Pip-Pip!", "Pip-Pip!")]
    assert game("piquet") is GAMES["piquet"]
    with pytest.raises(ValueError,
                       match="unknown game 'chess'; games: penneech, piquet, pippip"):
        game("chess")


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_each_option_is_a_field_of_the_rules_and_each_preset_names_them_all(
        g: Game[Any, Any, Any]) -> None:
    """The comparison tables, the play page and the records all read these."""
    default = g.rules_class()
    assert list(default.values()) == [o.id for o in g.options]
    for name, preset in g.presets.items():
        assert preset.id == name
        assert isinstance(preset.rules, g.rules_class)
        assert g.parse_rules(name) == preset.rules
        assert g.parse_rules(preset.rules.to_string()) == preset.rules
        assert preset.rules.preset_name == name
        for option in g.options:
            assert preset.mark(option.id) in ("", "*", "°", "†", "*†", "°†")
    assert g.presets[g.default_preset].rules == default


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_named_rule_set_with_one_change_keeps_the_rest(g: Game[Any, Any, Any]) -> None:
    preset = next(iter(g.presets.values()))
    option = next(o for o in g.options if len(o.values) > 1)
    other = next(v for v in option.values if v != preset.rules.values()[option.id])
    changed = g.parse_rules(f"{preset.id},{option.id}={other}")
    assert changed.values() == {**preset.rules.values(), option.id: other}
    assert changed.preset_name != preset.id


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_the_rules_text_refuses_the_same_mistakes_in_every_game(
        g: Game[Any, Any, Any]) -> None:
    """An option named twice is refused (the first or the second value might be meant);
    an unknown option or preset is named, with the game where it is not the first."""
    option = g.options[0]
    twice = f"{option.id}={option.values[0]},{option.id}={option.values[-1]}"
    with pytest.raises(RulesError, match=f"rule option '{option.id}' is given twice"):
        g.parse_rules(twice)
    prefix = g.rules_class.GAME
    with pytest.raises(RulesError, match=f"^unknown {prefix}rule option 'colour'"):
        g.parse_rules("colour=red")
    with pytest.raises(RulesError, match=f"^unknown {prefix}preset 'bezique'"):
        g.parse_rules("bezique")


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_game_between_computer_players_is_recorded_and_read_back_exactly(
        g: Game[Any, Any, Any], tmp_path: Path) -> None:
    """Every preset: the record replays to the same actions, scores and winner, and its
    first line says which game it is (as a file too, with a byte-order mark)."""
    for seed, preset in enumerate(g.presets.values(), start=11):
        state = play(g, preset.rules, seed, ("random", "greedy"))
        text = g.record_text(state, None, {"Seed": str(seed)})
        assert text.startswith(g.magic + "\n")
        assert game_of_record(text) is g
        record = g.parse_record(text)
        assert record.rules == preset.rules
        assert record.headers["Seed"] == str(seed)
        assert record.actions == [a for _, a in state.history]
        final = record.final_state()
        assert (final.scores, final.winner) == (state.scores, state.winner)
        path = tmp_path / f"{g.id}-{seed}.txt"
        path.write_bytes(b"\xef\xbb\xbf" + text.encode())
        assert g.read_record_file(path).actions == record.actions


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_the_same_seed_deals_the_same_hands_and_another_seed_others(
        g: Game[Any, Any, Any]) -> None:
    """What a duplicate match and a shared game need: the deal depends only on the seed."""
    def hands(seed: int) -> list[int]:
        state = g.new_state(dealer=0)
        g.chance(seed).advance(state)
        return [g.view_of(state, seat).hand for seat in range(seats(state))]

    assert hands(5) == hands(5)
    assert hands(5) != hands(6)
    assert all(h.bit_count() >= 7 for h in hands(5))


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_view_is_for_one_of_the_seats_and_offers_moves_only_to_the_mover(
        g: Game[Any, Any, Any]) -> None:
    state = g.new_state()
    g.chance(3).advance(state)
    mover, n = state.current_player(), seats(state)
    assert g.view_of(state, mover).legal == tuple(state.legal_actions())
    assert all(g.view_of(state, s).legal == () for s in range(n) if s != mover)
    wrong: tuple[Any, ...] = (n, -1, "0", True)
    message = ("a view is for player 0 or player 1" if n == 2
               else f"a view is for a player from 0 to {n - 1}")
    for seat in wrong:
        with pytest.raises(SeatError, match=message):
            g.view_of(state, seat)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_every_state_refuses_an_action_out_of_turn_or_after_the_end_alike(
        g: Game[Any, Any, Any]) -> None:
    state = g.new_state(dealer=0)
    g.chance(8).advance(state)
    mover = state.current_player()
    other = (mover + 1) % seats(state)
    action = state.legal_actions()[0]
    copy = state.clone()
    with pytest.raises(IllegalActionError,
                       match=rf"^out of turn: player {other} tried to act during "
                             rf"'{state.phase}', but it is player {mover}'s turn"):
        state.apply_action(action, other)
    with pytest.raises(IllegalActionError, match="an action must be an integer, not '1'"):
        state.apply_action("1")
    assert state.history == copy.history and state.legal_actions() == copy.legal_actions()
    over = play(g, g.rules_class(), 8, ("random", "random"))
    assert over.current_player() == TERMINAL
    with pytest.raises(IllegalActionError, match="the game is over"):
        over.apply_action(0)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_refuses_a_header_given_twice_and_names_its_line(
        g: Game[Any, Any, Any]) -> None:
    text = g.record_text(g.new_state(), None, {"Seed": "1"})
    doubled = text.replace("Seed: 1\n", "Seed: 1\nSeed: 2\n")
    line = doubled.splitlines().index("Seed: 2") + 1
    with pytest.raises(RecordError, match=f"^line {line}: header 'Seed' is given twice"):
        g.parse_record(doubled)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_whose_result_names_another_winner_is_refused(
        g: Game[Any, Any, Any]) -> None:
    """A ``Result`` header is checked against the game its steps replay: one naming
    another seat is refused even when it is as long as the true one (``Result: 1`` for a
    game player 0 won), and the true one is read."""
    for seed in range(8, 40):
        state = play(g, g.rules_class(), seed, ("random", "greedy"))
        text = g.record_text(state, None, {"Seed": str(seed)})
        if "\nResult: " not in text:  # Penneech writes none, but checks one when given
            text = text.replace("\n", f"\nResult: {state.winner}\n", 1)
        result = text.split("\nResult: ", 1)[1].split("\n", 1)[0]
        if result.isdigit():    # one winner, not a draw or winners sharing the win
            break
    else:
        raise AssertionError("no game with a single winner")
    assert g.parse_record(text).final_state().scores == state.scores
    wrong = str((int(result) + 1) % seats(state))
    assert len(wrong) == len(result) and wrong != result
    with pytest.raises(RecordError, match=f"Result says '{wrong}'"):
        g.parse_record(text.replace(f"\nResult: {result}\n", f"\nResult: {wrong}\n"))


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_record_file_that_is_not_utf8_is_named_with_the_byte_at_fault(
        g: Game[Any, Any, Any], tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes(g.magic.encode() + b"\nPlayers: Jos\xe9\n")
    with pytest.raises(RecordError, match=r"latin1\.txt: not a UTF-8 text file \(byte 0xe9 "
                                          r"at offset \d+\); save the record as UTF-8"):
        g.read_record_file(path)
    with pytest.raises(RecordError, match=r"missing\.txt: cannot read the file"):
        g.read_record_file(tmp_path / "missing.txt")


def test_a_record_of_no_game_names_both_formats() -> None:
    with pytest.raises(RecordError, match="'Penneech record 1' or 'Piquet record 1' or "
                                          "'Pip-Pip record 1'"):
        game_of_record("Chess record 1\n")


def test_each_game_plays_only_the_horizons_its_state_knows() -> None:
    """A single Piquet deal (scored as its difference) is a horizon; Penneech plays games."""
    deal = GAMES["piquet"].new_state(horizon="deal")
    assert deal.horizon == "deal"
    with pytest.raises(RulesError, match=r"^Penneech is played to the horizon 'game', "
                                         r"not 'deal'"):
        GAMES["penneech"].new_state(horizon="deal")


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_every_listed_player_is_made_by_name_and_chooses_a_legal_action(
        g: Game[Any, Any, Any]) -> None:
    state = g.new_state()
    g.chance(4).advance(state)
    view = g.view_of(state, state.current_player())
    for name in g.player_names():
        player = g.make_player(name, 1)
        assert player.name == name
        assert player.choose(view) in view.legal


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_an_expert_takes_a_budget_and_no_other_player_does(g: Game[Any, Any, Any]) -> None:
    """``expert:N`` (the match scripts, the lab): N sampled worlds or simulated card plays
    per decision for the expert, up to the game's limit; a budget for another player, a
    budget that is not a whole number from 1 to the limit (0, over the limit, 5000 digits:
    reliability review), or a name the game lacks is refused with the reason."""
    expert = g.budgeted("expert:7", 1)
    assert expert.name == "expert"
    assert getattr(expert, "nodes", getattr(expert, "samples", None)) == 7
    assert g.budgeted("expert", 1).name == "expert"
    with pytest.raises(ValueError, match=r"only (the|an) expert takes"):
        g.budgeted("greedy:7", 1)
    limit = g.budget_limit
    at_limit = g.budgeted(f"expert:{limit}", 1)
    assert getattr(at_limit, "nodes", getattr(at_limit, "samples", None)) == limit
    refused = f"a budget is a whole number from 1 to {limit} \\(digits 0-9 only\\), not"
    for budget in ("0", str(limit + 1), "99999999", "1" * 5000, "-3", "\u0663"):
        with pytest.raises(ValueError, match=refused) as caught:
            g.budgeted(f"expert:{budget}", 1)
        assert len(str(caught.value)) < 200
    with pytest.raises(ValueError, match=r"^unknown player 'grandmaster'; players: random"):
        g.budgeted("grandmaster", 1)


@pytest.mark.parametrize("g", ALL, ids=IDS)
def test_a_replay_with_step_pauses_after_each_trick_and_stops_asking_at_the_end_of_input(
        g: Game[Any, Any, Any], tmp_path: Path) -> None:
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
    assert len(tricks) > 3 and asked == ["[Enter] "] * len(tricks)

    def ended(prompt: str) -> str:
        asked.append(prompt)
        raise EOFError

    asked.clear()
    again = io.StringIO()
    assert main(["replay", str(path), "--step"], read=ended, out=again) == 0
    assert asked == ["[Enter] "] and again.getvalue() == out.getvalue()
