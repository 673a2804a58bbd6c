"""A new game needs its own package and one registry line, nothing else.

High Card (``tests/toy_game``: two players, the Seven to the Ace of spades, the higher
card wins each trick) is added with ``penneech.games.register`` alone, and every program
of the package plays it as it plays the package's own games: the terminal program
(``penneech play --game toy``, ``penneech replay``), the records, the tournament
(``scripts/tournament.py --game toy``) and the variant lab (``penneech lab --game toy``).
The test run registers it before collecting the tests (``tests/conftest.py``), so every test
parametrised over the registry plays it too.
"""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from conftest import script
from test_finished_deals import check_seen

from penneech.cli import main
from penneech.core.game import Game
from penneech.games import GAMES, game, game_of_record, packaged, register, unregister
from penneech.lab import configurations, lab_game, run_sweep

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def toy() -> Game[Any, Any, Any]:
    """High Card, registered for the whole test run (``tests/conftest.py``) as a game kept
    elsewhere is: with ``register`` alone."""
    return GAMES["toy"]


class FirstCard:
    """A player who always plays the first card the prompt offers (and fails the test if
    asked more often than a game can ask)."""

    def __init__(self) -> None:
        self.asked = 0

    def __call__(self, prompt: str) -> str:
        self.asked += 1
        assert self.asked <= 10, f"asked again and again: {prompt}"
        offered = re.search(r"Play a card \(([^\s)]+)", prompt)
        assert offered, prompt
        return offered.group(1)


def test_the_registry_lists_the_new_game_only_while_it_is_registered(
        toy: Game[Any, Any, Any]) -> None:
    own = [game_id for game_id in GAMES if packaged(game_id)]
    assert list(GAMES) == [*own, "toy"] and not packaged("toy")
    assert game("toy") is toy and toy.name.en == "High Card"
    with pytest.raises(ValueError, match="registered already"):
        register("toy", "toy_game.game")
    unregister("toy")
    try:
        assert "toy" not in GAMES and list(GAMES) == own
        with pytest.raises(ValueError, match="unknown game 'toy'"):
            game("toy")
    finally:
        register("toy", "toy_game.game")        # registered for the rest of the run
    assert GAMES["toy"].id == "toy"
    with pytest.raises(ValueError, match="one of the package's own games"):
        unregister(own[0])


def test_the_terminal_program_plays_it_and_replays_its_record(
        toy: Game[Any, Any, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``penneech play --game toy``: every trick shown, the score, the record written;
    ``penneech replay`` knows the record by its first line and replays it."""
    record = tmp_path / "game.txt"
    out = io.StringIO()
    code = main(["play", "--game", "toy", "--seed", "5", "--opponent", "random", "--record",
                 str(record)], read=FirstCard(), out=out)
    text = out.getvalue()
    assert code == 0, text
    assert "High Card against the computer (random), seed 5." in text
    assert "Trick 3:" in text and "Score: You" in text and "Record written" in text
    final = toy.parse_record(record.read_text(encoding="utf-8")).final_state()
    assert final.is_terminal() and sum(final.scores) == 3
    assert f"Score: You {final.scores[0]}, Computer {final.scores[1]}." in text
    shown = io.StringIO()
    assert main(["replay", str(record)], out=shown) == 0
    assert "Rules: plain" in shown.getvalue()
    assert f"Final score {final.scores[0]}-{final.scores[1]}." in shown.getvalue()
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "with --game toy, of High Card" in help_text and "for High Card plain, long" in help_text
    with pytest.raises(SystemExit):
        main(["--help"])
    about = " ".join(capsys.readouterr().out.split())
    names = [g.name.en for g in GAMES.values()]
    assert names[-1] == "High Card"
    assert f"Play {', '.join(names[:-1])} or High Card in the terminal" in about


def test_the_terminal_program_checks_the_arguments_against_the_new_game(
        toy: Game[Any, Any, Any], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "toy", "--preset", "mcleod"], out=io.StringIO()) == 2
    assert "mcleod is not a rule set of toy: choose one of plain, long" in capsys.readouterr().err
    assert main(["play", "--game", "toy", "--opponent", "expert"], out=io.StringIO()) == 2
    assert "there is no expert player for toy" in capsys.readouterr().err
    assert main(["play", "--game", "toy", "--players", "3"], out=io.StringIO()) == 2
    tables = ", ".join(g.id for g in GAMES.values() if g.seats_option is not None)
    assert f"--players is for {tables}; toy is for two" in capsys.readouterr().err


def test_a_record_is_written_recognised_read_and_replayed_to_the_same_game(
        toy: Game[Any, Any, Any]) -> None:
    rules = toy.parse_rules("long")
    players = [toy.make_player("greedy", 1), toy.make_player("random", 2)]
    state = toy.play_match(rules, players, 11)
    text = toy.record_text(state, None, {"Seed": "11"})
    assert game_of_record(text) is toy
    record = toy.parse_record(text)
    assert record.rules == rules and record.headers == {"Seed": "11"}
    again = record.final_state()
    assert again.history == state.history
    assert (again.scores, again.winner) == (state.scores, state.winner)
    assert toy.outcome(again).points == tuple(state.scores)


def test_the_tournament_plays_it_in_duplicate(toy: Game[Any, Any, Any], tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Each deal twice, the seats swapped; the figures are those of the games the results
    file holds, and each line is the game the same seed and seats play again."""
    results = tmp_path / "match.jsonl"
    script("tournament").main(["--game", "toy", "greedy", "random", "--deals", "4",
                               "--results", str(results)])
    printed = capsys.readouterr().out
    assert "High Card: greedy vs random, preset plain, 8 games (4 deals, seats swapped)" \
        in printed
    rows = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    assert sorted((r["game"], r["deal"], r["first_seat"]) for r in rows) == [
        ("toy", d, s) for d in range(4) for s in (0, 1)]
    for r in rows:
        players = [toy.make_player("random", r["deal"])] * 2
        players[r["first_seat"]] = toy.make_player("greedy", r["deal"])
        points = toy.play_points(toy.parse_rules("plain"), players, r["deal"])
        assert r["points"] == [points[r["first_seat"]], points[1 - r["first_seat"]]]
    wins = sum(r["share"] for r in rows)
    assert f"greedy wins {wins:g}/8 = {wins / 8:.1%}" in printed


def test_the_lab_measures_it(toy: Game[Any, Any, Any], tmp_path: Path,
                             capsys: pytest.CaptureFixture[str]) -> None:
    """``penneech lab --game toy``: every preset and every change of one option from it;
    the results file's figures are what the same seed plays again."""
    out = tmp_path / "toy.json"
    code = main(["lab", "--game", "toy", "--presets", "plain", "--games", "4", "--chunk", "2",
                 "--workers", "1", "--quiet", "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert printed.startswith("plain ") and "dealer wins" in printed
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["game"] == "toy"
    assert [row["label"] for row in doc["configs"]] == ["plain", "plain,hand=4",
                                                        "plain,lead=alternate"]
    lab = lab_game("toy")
    for row in doc["configs"]:
        assert row["games"] == 4
        assert row["chunks"][1] == lab.play_chunk(row["rules"], ("greedy", "greedy"), 0, 2, 4)
    again = run_sweep(lab, configurations(lab, ["plain"]), ("greedy", "greedy"), 4, chunk=2,
                      workers=1, progress=None)
    assert [r["tally"] for r in again["configs"]] == [r["tally"] for r in doc["configs"]]


@pytest.mark.parametrize("preset", ["plain", "long"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_it_keeps_its_one_deal_and_a_view_shows_it_only_once_over(
        toy: Game[Any, Any, Any], preset: str, seed: int) -> None:
    """High Card keeps its one deal as every game does (``tests/test_finished_deals.py``):
    the hands as dealt, one card at a time from the player who does not deal, every trick
    and each player's points; a player's view holds no deal while the game is on, and once
    it is over the deal with only the player's own hand as dealt."""
    state = toy.new_state(toy.presets[preset].rules, "game")
    chance = toy.chance(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        assert state.deals == () and toy.view_of(state, 0).deals == ()
        if state.is_chance_node():
            chance.advance(state)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    deal, = state.deals
    dealer = state.dealer
    by_seat = {1 - dealer: state.dealt[0::2], dealer: state.dealt[1::2]}
    assert deal.dealt == tuple(sum(1 << c for c in by_seat[s]) for s in (0, 1))
    assert deal.tricks == tuple(state.tricks) and len(deal.tricks) == state.rules.hand
    assert deal.points == tuple(state.scores) == deal.tricks_won
    for seat in (0, 1):
        check_seen(deal, seat, toy.view_of(state, seat).deals[0])
