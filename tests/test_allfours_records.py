"""All-Fours records ("All-Fours record 1"): every game, under every rule set and every
value of every option, written and read back to the same game; a record is read by its
first line wherever it comes from, and a faulty one is refused naming the line at fault."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penneech.core.errors import RecordError
from penneech.core.playing import play_out, seated
from penneech.games import GAMES
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.options import OPTIONS
from penneech.games.allfours.players import make_player
from penneech.games.allfours.record import (
    MAGIC,
    parse_record,
    read_record_file,
    record_of,
    write_record,
)
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import view_of

READINGS = [f"{preset},{o.id}={v}" for preset in ("cotton1674", "running", "seven_up")
            for o in OPTIONS for v in (o.values if not o.integer else ("4",))]


def played(rules_text: str, seed: int, names: tuple[str, str] = ("greedy", "random"),
           horizon: str = "game") -> AllFoursState:
    rules = AllFoursRules.parse(rules_text)
    players = [make_player(n, seed + i) for i, n in enumerate(names)]
    state = AllFoursState(rules, "deal" if horizon == "deal" else "game")
    return play_out(state, AllFoursChance(seed), seated(players, view_of))


@pytest.mark.parametrize("reading", READINGS)
def test_a_game_written_and_read_back_is_the_same_game(reading: str) -> None:
    for seed in (1, 2):
        state = played(reading, seed)
        text = write_record(record_of(state, headers={"Seed": str(seed)}))
        assert text.startswith(MAGIC + "\n")
        again = parse_record(text)
        assert again.actions == [a for _, a in state.history]
        final = again.final_state()
        assert final.scores == state.scores and final.winner == state.winner
        assert final.events == state.events
        assert again.headers["Seed"] == str(seed)
        assert write_record(again) == text


def test_the_record_shows_each_step_and_each_trick_on_its_line() -> None:
    text = write_record(record_of(played("cotton1674", 3)))
    body = text.split("\n\n", 1)[1].splitlines()
    assert body[0].startswith("first_dealer first:")
    assert body[1].startswith("deal ") and len(body[1].split()) == 14
    assert any(line.startswith("beg ") for line in body)
    assert any("# trick 6" in line for line in body)
    assert "Result: " in text


def test_a_record_of_one_deal_and_a_chosen_dealer() -> None:
    state = AllFoursState(AllFoursRules(), "deal", dealer=1)
    players = [make_player("random", 1), make_player("random", 2)]
    play_out(state, AllFoursChance(4), seated(players, view_of))
    record = record_of(state, dealer=1)
    text = write_record(record)
    assert "Horizon: deal" in text and "Dealer: 1" in text
    again = parse_record(text)
    assert (again.horizon, again.dealer) == ("deal", 1)
    assert again.final_state().scores == state.scores


def test_the_registry_finds_the_record_by_its_first_line(tmp_path: Path) -> None:
    game = GAMES["allfours"]
    state = played("running", 5)
    path = tmp_path / "game.txt"
    path.write_text("\ufeff" + game.record_text(state, None, {"Seed": "5"}), encoding="utf-8")
    assert read_record_file(path).final_state().scores == state.scores
    assert game.magic == MAGIC


@pytest.mark.parametrize(("change", "words"), [
    (lambda t: t.replace(MAGIC, "Piquet record 1"), "line 1: a All-Fours record starts"),
    (lambda t: t.replace("Rules: cotton1674", "Rules: cotton1674,low=lowest"),
     "Rules: option 'low'"),
    (lambda t: t.replace("beg stand", "beg stnad").replace("beg beg", "beg bgg"),
     "not an action allowed now"),
    (lambda t: t.replace("first_dealer", "lift"), "unknown step 'lift'"),
    (lambda t: re.sub(r"Result: \d", "Result: draw", t), "Result"),
    (lambda t: t + "play AS\n", "after the end of the game"),
])
def test_a_faulty_record_is_refused_naming_what_is_wrong(change: object, words: str) -> None:
    text = write_record(record_of(played("cotton1674", 6)))
    assert callable(change)
    bad = change(text)
    assert bad != text
    with pytest.raises(RecordError, match=words):
        parse_record(bad)


def test_a_card_that_does_not_exist_is_refused_on_its_line() -> None:
    text = write_record(record_of(played("cotton1674", 7)))
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("play "))
    lines[at] = "play 11X" + lines[at][len("play ") + 2:]
    with pytest.raises(RecordError, match=f"line {at + 1}: "):
        parse_record("\n".join(lines) + "\n")
