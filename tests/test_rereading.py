"""The same deal under another reading (``penneech.core.rereading``, ``penneech reread``):
a finished game of every game with a play page, replayed under another rule set or with
one option changed, from the record the play page writes."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from penneech.cli import main
from penneech.core import replay
from penneech.core.errors import RecordError, RulesError
from penneech.core.game import AnyGame
from penneech.core.rereading import (
    UNSEEDED,
    Step,
    addresses,
    finished_record,
    level_of,
    page,
    parting_of,
    replayed,
    reread,
)
from penneech.core.turns import CHANCE
from penneech.games import GAMES

PAGED = [game_id for game_id, g in GAMES.items() if g.web is not None]
HUMAN = 0
ROOT = Path(__file__).resolve().parent.parent


def horizon_of(game: AnyGame) -> str:
    """A single deal where the game has it (a short game), else a whole game."""
    return "deal" if "deal" in game.horizons else "game"


def page_game(game_id: str, seed: int, choose: Any = None) -> Any:
    """A game of the play page (``Facade.new_game``, the greedy computer), the human's
    decisions from ``choose(state, number)`` (``number``: the human's decisions so far,
    those the page answers for them included; by default a seeded random pick), played to
    its end through the façade's own calls; the façade's kept game."""
    game = GAMES[game_id]
    assert game.web is not None
    facade = import_module(game.web).FACADE
    answer = json.loads(facade.new_game(None, seed, "greedy", "en", "reread-test",
                                        horizon_of(game)))
    assert answer["ok"], answer
    kept = facade.games["reread-test"]
    rng = random.Random(seed)
    while not kept.state.is_terminal():
        legal = kept.state.legal_actions()
        number = sum(1 for seat, _ in kept.state.history if seat == HUMAN)
        action = choose(kept.state, number) if choose else rng.choice(legal)
        facade.side.apply(kept, action, HUMAN)
        facade.advance(kept)
    return facade, kept


@cache
def page_record(game_id: str, seed: int = 11) -> str:
    """The record the play page offers for download at the end of a game."""
    facade, kept = page_game(game_id, seed)
    text = facade.record(kept)
    assert isinstance(text, str)
    return text


def other_preset(game: AnyGame, rules_text: str) -> str:
    """A rule set of the game other than the one the record was played under."""
    original = game.parse_rules(rules_text)
    return next(p for p, preset in game.presets.items() if preset.rules != original)


def header_of(text: str, key: str) -> str | None:
    for line in text.splitlines()[1:]:
        if not line.strip():
            return None
        k, _, v = line.partition(":")
        if k.strip() == key:
            return v.strip()
    return None


@cache
def other_reading(game_id: str) -> Any:
    game = GAMES[game_id]
    text = page_record(game_id)
    return reread(text, other_preset(game, header_of(text, "Rules") or ""))


@pytest.mark.parametrize("game_id", PAGED)
def test_the_same_rules_give_the_same_game_back(game_id: str) -> None:
    """Read again under the rules it was played under, a game is itself: every decision
    kept, nowhere parting, the same record to the byte."""
    text = page_record(game_id)
    rules = header_of(text, "Rules")
    assert rules is not None
    result = reread(text, rules)
    assert result.record == text
    assert result.parting is None
    assert result.by_expert == 0 and result.kept == sum(
        1 for s in result.original.steps if s.seat == HUMAN and s.decision)
    assert result.original.points == result.reread.points


@pytest.mark.parametrize("game_id", PAGED)
def test_another_preset_deals_the_seeds_cards(game_id: str) -> None:
    """Under another rule set the cards are the same seed's: every chance step of the new
    game is the one ``Game.chance(seed)`` gives in its position (each deal's cards depend
    only on the seed and the deal)."""
    game = GAMES[game_id]
    result = other_reading(game_id)
    assert result.seed == 11 and result.chance == "seed"
    record = game.parse_record(result.record)
    assert record.rules == game.parse_rules(result.reread.rules)
    assert record.rules != game.parse_rules(result.original.rules)
    state = game.new_state(record.rules, horizon_of(game))
    chance = game.chance(11)
    dealt = 0
    for action in record.actions:
        if state.is_chance_node():
            assert chance.outcome(state) == action
            dealt += 1
        state.apply_action(action)
    assert dealt > 0 and state.is_terminal()


def original_at(result: Any) -> dict[Any, Step]:
    return addresses(list(result.original.steps), HUMAN)


@pytest.mark.parametrize("game_id", PAGED)
def test_your_decisions_are_kept_exactly_where_they_stay_legal(game_id: str) -> None:
    """The mapping rule: a decision of yours in the new game is your original decision at
    the same deal, phase and place among your decisions of that phase in that deal, kept
    when it is legal there; every other one is the expert's and is marked."""
    result = other_reading(game_id)
    theirs = original_at(result)
    mine = addresses(list(result.reread.steps), HUMAN)
    assert mine, "the human decides in the new game"
    for address, step in mine.items():
        original = theirs.get(address)
        if original is not None and original.action in step.legal:
            assert step.mark == "kept" and step.action == original.action, address
        else:
            assert step.mark == "expert", address
            assert step.instead_of == (None if original is None else original.name)
        assert step.action in step.legal
    assert result.kept + result.by_expert == sum(1 for m in mine.values() if m.decision)
    assert result.forced == sum(1 for m in mine.values() if not m.decision)
    for step in result.reread.steps:
        assert (step.mark != "") == (step.seat == HUMAN)


@pytest.mark.parametrize("game_id", PAGED)
def test_the_games_are_one_until_the_parting_point(game_id: str) -> None:
    """Before the parting point the two games take the same steps in the same positions
    with the same points; at it they differ, as its kind says."""
    result = other_reading(game_id)
    p = result.parting
    original, new = result.original.steps, result.reread.steps
    if p is None:
        assert original == tuple(s for s in new)
        return
    for a, b in zip(original[:p.index], new[:p.index], strict=True):
        assert (a.seat, a.phase, a.legal, a.action, a.points) == \
            (b.seat, b.phase, b.legal, b.action, b.points)
    if p.kind != "end":
        a, b = original[p.index], new[p.index]
        assert (a.seat, a.phase, a.legal, a.action, a.points) != \
            (b.seat, b.phase, b.legal, b.action, b.points)
        assert (p.original, p.reread) == (a.name, b.name)
        assert (p.deal, p.seat) == (b.deal, b.seat)


def differ_at(game_id: str, seed: int, turn: int) -> tuple[str, str]:
    """Two page games from one seed under the same rules: the human's decisions are the
    first legal ones, except at their decision number ``turn`` in the second game, where
    the last legal one is taken (a different one where there is a choice)."""
    def first(state: Any, number: int) -> int:
        return int(state.legal_actions()[0])

    def last_at_turn(state: Any, number: int) -> int:
        legal = state.legal_actions()
        return int(legal[-1] if number == turn else legal[0])

    a_facade, a = page_game(game_id, seed, first)
    one = a_facade.record(a)
    b_facade, b = page_game(game_id, seed, last_at_turn)
    return one, b_facade.record(b)


@pytest.mark.parametrize("game_id", PAGED)
def test_the_parting_point_is_the_first_decision_taken_otherwise(game_id: str) -> None:
    """A constructed case: two games of one deal in which you decide alike until one
    decision, taken otherwise in the second. They part there, at that step: the deal and
    trick it falls in, you, and the two choices, in words."""
    game = GAMES[game_id]
    for turn in range(8):
        one, two = differ_at(game_id, 3, turn)
        first_steps = replayed(game, game.parse_record(one))[1]   # type: ignore[arg-type]
        mine = [s for s in first_steps if s.seat == HUMAN]
        if turn < len(mine) and len(mine[turn].legal) > 1:
            break
    else:
        pytest.fail("no decision with a choice among the first eight")
    second_steps = replayed(game, game.parse_record(two))[1]   # type: ignore[arg-type]
    decision = mine[turn]
    parting = parting_of(first_steps, second_steps)
    assert parting is not None
    assert (parting.index, parting.kind, parting.seat) == (decision.index, "action", HUMAN)
    assert (parting.deal, parting.trick, parting.phase) == \
        (decision.deal, decision.trick, decision.phase)
    assert parting.original == decision.name
    assert parting.reread == second_steps[decision.index].name != decision.name
    words = parting.words(game.deal_word)
    assert words.startswith(f"{game.deal_word} {decision.deal}, ")
    assert "you take" in words and decision.name in words
    # the page says the two choices as the replay viewer says a step, in its language:
    # "nine of clubs" / "Kreuz Neun", not the record's token
    side = import_module(str(game.web)).SIDE
    assert all(s.words is not None for s in first_steps)
    for lang in ("en", "de"):
        said = parting.said(lang)
        assert said == (decision.said(lang), second_steps[decision.index].said(lang))
        assert said[0] != said[1]
        state = finished_record(one)[1].start()
        for step in first_steps[:decision.index]:
            if step.seat == CHANCE:
                state.apply_action(step.action)
            else:
                state.apply_action(step.action, step.seat)
        assert said[0] == side.step_words(state, [decision.action]).get(lang)
    assert parting_of(first_steps, first_steps) is None


@pytest.mark.parametrize("game_id", PAGED)
def test_the_same_record_and_reading_give_the_same_game(game_id: str) -> None:
    """Everything is seeded and held to budgets, never to the clock: the same record and
    reading give the same new game, record and parting point, every time, whether the page's
    worker is told of its progress or not."""
    game = GAMES[game_id]
    text = page_record(game_id)
    preset = other_preset(game, header_of(text, "Rules") or "")
    told: list[int] = []
    first = reread(text, preset)
    again = reread(text, preset, lambda: told.append(len(told)))
    assert first.record == again.record
    assert first.parting == again.parting
    assert first.reread.steps == again.reread.steps
    # the page's worker is told of each decision of the new game (a sign of life for the
    # page's watchdog during a long reading), and being told changes nothing
    assert len(told) == sum(1 for s in again.reread.steps if s.seat != CHANCE)
    said = json.loads(page(text, preset, "en", lambda: told.append(len(told))))
    assert said["ok"] and said["reread"]["record"] == first.record


@pytest.mark.parametrize("game_id", PAGED)
def test_a_record_without_a_seed_reuses_its_own_cards(game_id: str) -> None:
    """A record without a seed has its own chance steps reused where still legal (the same
    deal and place among that deal's chance steps), the rest from the fixed seed
    ``UNSEEDED``; under its own rules the game comes back whole."""
    game = GAMES[game_id]
    text = page_record(game_id)
    unseeded = "".join(line for line in text.splitlines(keepends=True)
                       if not line.startswith("Seed:"))
    same = reread(unseeded, header_of(text, "Rules") or "")
    assert same.chance == "reused" and same.seed is None
    assert same.record == unseeded and same.parting is None
    other = reread(unseeded, other_preset(game, header_of(text, "Rules") or ""))
    theirs = addresses(list(other.original.steps), CHANCE)
    reused = 0
    for address, step in addresses(list(other.reread.steps), CHANCE).items():
        original = theirs.get(address)
        if original is not None and original.action in step.legal:
            assert step.action == original.action
            reused += 1
    assert reused > 0
    assert UNSEEDED == 0


@pytest.mark.parametrize("game_id", PAGED)
def test_a_game_in_progress_is_refused(game_id: str) -> None:
    """Fair play: a record of a game that has not ended is refused, saying so, since its
    replay would show hidden cards."""
    game = GAMES[game_id]
    facade = import_module(game.web or "").FACADE
    answer = json.loads(facade.new_game(None, 4, "greedy", "en", "unfinished",
                                        horizon_of(game)))
    assert answer["ok"] and not answer["over"]
    saved = json.loads(facade.saved("unfinished"))["record"]
    with pytest.raises(RecordError, match="not finished"):
        reread(saved, game.default_preset)
    refused = json.loads(page(saved, None, "en"))
    assert refused["ok"] is False and "not finished" in refused["error"]


@pytest.mark.parametrize("game_id", PAGED)
def test_an_unknown_rule_set_option_or_value_is_refused_by_name(game_id: str) -> None:
    """Another reading is one of the game's rule sets, or one of its options set to one of
    its values; anything else is refused, naming what was wrong."""
    game = GAMES[game_id]
    text = page_record(game_id)
    option = game.options[0]
    with pytest.raises(RulesError, match="'no_such_set'"):
        reread(text, "no_such_set")
    with pytest.raises(RulesError, match="'no_such_option'"):
        reread(text, "no_such_option=1")
    with pytest.raises(RulesError, match=f"'{option.id}'.*'bogus!'"):
        reread(text, f"{option.id}=bogus!")
    with pytest.raises(RulesError, match="one option at a time"):
        reread(text, f"{option.id}={option.default},{option.id}={option.default}")
    with pytest.raises(RulesError, match="rule set's name"):
        reread(text, 42)


def test_a_record_that_is_no_record_is_refused_by_line() -> None:
    """Bad input says what and where: the first line that names no game, a seed that does
    not deal the record's cards."""
    with pytest.raises(RecordError, match="line 1"):
        reread("Chess record 1\n", "x")
    text = page_record(PAGED[0])
    wrong_seed = text.replace("Seed: 11", "Seed: 12")
    with pytest.raises(RecordError, match="Seed 12 does not deal this record's cards: step"):
        finished_record(wrong_seed)


def test_the_computer_level_comes_from_the_record() -> None:
    """The computers are played at the record's level: the page's ``Level`` header, the
    terminal's ``Players`` header, else the default level."""
    levels = ["random", "greedy", "expert"]
    assert level_of({"Level": "expert"}, levels, "greedy") == ("expert", "record")
    assert level_of({"Players": "You, Computer (random)"}, levels, "greedy") == \
        ("random", "record")
    assert level_of({"Players": "You, Computer 1 (expert), Computer 2 (expert)"}, levels,
                    "greedy") == ("expert", "record")
    assert level_of({"Players": "Alice, Bob"}, levels, "greedy") == ("greedy", "default")


@pytest.mark.parametrize("game_id", PAGED)
def test_the_page_gets_the_menus_then_both_games(game_id: str) -> None:
    """The page's call: first the record's game, rules and menus (the play page's rule
    options and rule sets), then both games deal by deal with the parting point."""
    game = GAMES[game_id]
    text = page_record(game_id)
    about = json.loads(page(text, None, "de"))
    assert about["ok"] and about["game"] == game_id
    assert [o["id"] for o in about["options"]] == [o.id for o in game.options]
    assert [p["id"] for p in about["presets"]] == list(game.presets)
    preset = other_preset(game, about["rules"])
    answer = json.loads(page(text, preset, "de"))
    assert answer["ok"] and answer["reread"]["preset"] == preset
    assert answer["original"]["record"] == text
    assert answer["reread"]["record"] == other_reading(game_id).record
    assert answer["original"]["deals"] and answer["reread"]["deals"]
    assert len(answer["marked"]) == answer["by_expert"]


@pytest.mark.parametrize("game_id", PAGED)
def test_your_decisions_are_counted_as_the_replay_viewer_counts_them(game_id: str) -> None:
    """"Your decisions" are those where you had a choice, on this page as in the replay
    viewer's summary: a card that was the only one you could play (the page plays it for
    you) is no decision, and is counted apart. Read again under its own rules, a game's
    decisions kept are the replay viewer's count of them; under another reading, the
    kept and the expert's add up to the viewer's count in the new game's record, and the
    original's count is said beside them (the rules may give a choice where the original
    had none, or none where it had one)."""
    text = page_record(game_id)
    same = reread(text, header_of(text, "Rules") or "")
    viewer = json.loads(replay.summarise(text, HUMAN, "en"))
    assert viewer["ok"]
    actions = sum(1 for s in same.reread.steps if s.seat == HUMAN)
    assert same.kept == viewer["decisions"] == len(replay.read(text).decisions(HUMAN))
    assert same.by_expert == 0 and same.kept + same.forced == actions
    assert same.original_decisions == same.kept
    other = other_reading(game_id)
    assert other.kept + other.by_expert == len(replay.read(other.record).decisions(HUMAN))
    assert other.original_decisions == viewer["decisions"]      # the original's, said too
    answer = json.loads(page(text, other_preset(GAMES[game_id], header_of(text, "Rules")
                                                or ""), "en"))
    assert (answer["kept"], answer["by_expert"], answer["forced"],
            answer["original_decisions"]) == \
        (other.kept, other.by_expert, other.forced, viewer["decisions"])
    assert len(answer["marked"]) == other.by_expert


def test_some_game_plays_forced_cards_for_you() -> None:
    """The count above matters: in the registry's games the play page plays some of your
    actions for you (a single legal one), and the records of those games hold them."""
    assert any(reread(page_record(g), header_of(page_record(g), "Rules") or "").forced
               for g in PAGED)


@pytest.mark.parametrize("game_id", PAGED)
def test_the_seats_are_named_as_the_replay_viewer_names_them(game_id: str) -> None:
    """The page of the other reading names each seat as the play page and the replay
    viewer do, from the record's ``Players`` header (``replay.seat_names``), in English
    and German."""
    text = page_record(game_id)
    reading = other_preset(GAMES[game_id], header_of(text, "Rules") or "")
    for lang in ("en", "de"):
        viewer = json.loads(replay.view_record(text, lang))["seat_names"]
        about = json.loads(page(text, None, lang))
        answer = json.loads(page(text, reading, lang))
        assert about["seat_names"] == viewer
        assert answer["seat_names"][:len(viewer)] == viewer
        assert viewer[0] == ("You" if lang == "en" else "Sie")


def test_the_terminal_prints_both_games_and_writes_the_new_record(tmp_path: Path) -> None:
    """``penneech reread RECORD --preset P --record FILE``: both games side by side, where
    they part, and the new game's record written (exit status 0)."""
    game_id = PAGED[0]
    game = GAMES[game_id]
    text = page_record(game_id)
    source = tmp_path / "game.txt"
    source.write_text(text, encoding="utf-8")
    target = tmp_path / "other.txt"
    preset = other_preset(game, header_of(text, "Rules") or "")
    out = io.StringIO()
    assert main(["reread", str(source), "--preset", preset, "--record", str(target)],
                out=out) == 0
    said = out.getvalue()
    assert "Where they part:" in said and "this reading" in said and "final:" in said
    assert target.read_text(encoding="utf-8") == reread(text, preset).record
    option = game.options[-1]
    value = next(v for v in option.values if v != str(game.parse_rules(preset).values()
                                                        [option.id]))
    out = io.StringIO()
    assert main(["reread", str(source), "--set", f"{option.id}={value}"], out=out) == 0


def test_the_terminal_refuses_with_status_2(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A reading refused, an unfinished game and a missing reading exit with status 2 and
    say why."""
    text = page_record(PAGED[0])
    source = tmp_path / "game.txt"
    source.write_text(text, encoding="utf-8")
    assert main(["reread", str(source), "--preset", "no_such_set"], out=io.StringIO()) == 2
    assert "'no_such_set'" in capsys.readouterr().err
    half = tmp_path / "half.txt"
    half.write_text(text[: len(text) // 3], encoding="utf-8")
    assert main(["reread", str(half), "--preset", GAMES[PAGED[0]].default_preset],
                out=io.StringIO()) == 2
    assert "half.txt" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        main(["reread", str(source)])
    assert exit_.value.code == 2


def test_building_the_parser_imports_no_game() -> None:
    """``penneech reread --help`` is built lazily: the program's parser imports no game."""
    code = ("import sys; from penneech.cli import build_parser; build_parser(); "
            "print(any(m.startswith('penneech.games.') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    assert done.stdout.strip() == "False"
