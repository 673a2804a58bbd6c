"""The variant lab: its figures, intervals, reproducibility, resume and published data.

The lab measures what each reading of Cotton's chapter (ch. XXII, pp. 148-149) does to the
game; these tests check that what it counts is what a player would count at the table.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from penneech.games.penneech.lab import figures, play_and_count, play_chunk
from penneech.games.penneech.players import make_player
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import State
from penneech.games.penneech.tricks import cut_value
from penneech.games.pippip.lab import BETWEEN_DEALS as PIPPIP_BETWEEN_DEALS
from penneech.games.pippip.lab import SOURCE_ORDER as PIPPIP_SOURCES
from penneech.games.pippip.lab import figures as pippip_figures
from penneech.games.pippip.lab import play_chunk as play_chunk_pippip
from penneech.games.pippip.lab import play_deal as play_pippip_deal
from penneech.games.pippip.options import OPTIONS as PIPPIP_OPTIONS
from penneech.games.pippip.players import make_player as make_pippip_player
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.piquet.lab import BETWEEN_DEALS, SOURCE_ORDER, count_deal, play_deal
from penneech.games.piquet.lab import figures as piquet_figures
from penneech.games.piquet.lab import play_chunk as play_chunk_piquet
from penneech.games.piquet.options import OPTIONS as PIQUET_OPTIONS
from penneech.games.piquet.players import make_player as make_piquet_player
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import PiquetState
from penneech.lab import configurations, lab_game, run_sweep
from penneech.lab.matches import seatings, table_seatings
from penneech.lab.stats import (
    Tally,
    add_moments,
    add_ratio,
    mean_interval,
    merge,
    ratio_interval,
    wilson,
)
from penneech.lab.sweep import Job

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "lab"


def greedy_game(rules: str, seed: int) -> tuple[Tally, State]:
    tally: Tally = {}
    state = play_and_count(Rules.parse(rules),
                           [make_player("greedy", 1), make_player("greedy", 2)], seed, tally)
    return tally, state


# ------------------------------------------------------------------ interval maths
def test_wilson_matches_the_published_example() -> None:
    # Newcombe (1998), example: 81 of 263 gives 0.2553 to 0.3662.
    w = wilson(81, 263)
    assert (round(w["low"], 4), round(w["high"], 4)) == (0.2553, 0.3662)
    assert wilson(0, 10)["low"] == 0.0 and 0 < wilson(0, 10)["high"] < 0.31


def test_mean_interval_is_mean_plus_minus_1_96_standard_errors() -> None:
    t: Tally = {}
    for x in (10, 20, 30, 40, 50):
        add_moments(t, "x", x)
    m = mean_interval(t, "x")
    half = 1.959963984540054 * math.sqrt(250) / math.sqrt(5)
    assert m["value"] == 30 and m["high"] - 30 == pytest.approx(half)


def test_share_of_points_is_a_ratio_of_sums_and_merging_is_exact() -> None:
    a: Tally = {}
    b: Tally = {}
    add_ratio(a, "r", 30, 61)
    add_ratio(b, "r", 61, 100)
    r = ratio_interval(merge([a, b]), "r")
    assert r["value"] == pytest.approx(91 / 161) and r["low"] < r["value"] < r["high"]
    assert merge([a, b]) == merge([b, a])


# ------------------------------------------------------------------ one game, recounted
@pytest.mark.parametrize("rules", ["mcleod", "martin", "parlett,scoring=end_of_hand"])
def test_a_game_figures_agree_with_its_score_log(rules: str) -> None:
    tally, state = greedy_game(rules, 11)
    assert state.winner is not None
    events = state.events
    a, b = state.cut_rounds[-1]
    lower = 0 if cut_value(a) < cut_value(b) else 1  # the lower card deals first
    assert tally["first_dealer_wins"] == (state.winner == lower)
    assert tally["game_hands.sum"] == state.hand_no
    complete = tally["hand_points.n"]
    assert complete in (state.hand_no - 1, state.hand_no)
    in_complete = sum(e.points for e in events if e.hand <= complete)
    assert tally["hand_points.sum"] == in_complete
    assert (tally["points_turned.sum"] + tally["points_counters.sum"]
            + tally["points_card_count.sum"]) == in_complete
    counted = sum(e.points for e in events if e.reason == "card_count" and e.hand <= complete)
    assert tally["points_card_count.sum"] == counted


def test_scoring_at_the_end_of_the_hand_never_ends_a_game_mid_hand() -> None:
    # Option scoring=end_of_hand: points are added up after the card count (C15-C17).
    t = play_chunk("mcleod,scoring=end_of_hand", ("greedy", "greedy"), 3, 0, 30)
    assert t["mid_hand_endings"] == 0 and t["hand_points.n"] == t["game_hands.sum"]
    t = play_chunk("mcleod", ("greedy", "greedy"), 3, 0, 30)
    assert t["mid_hand_endings"] > 0


def test_second_player_always_has_a_choice_when_free_to_play_any_card() -> None:
    # follow=free: the second player may play any card, so with two or more cards in hand
    # (tricks 1-6) there is always a choice; must_follow often leaves one card.
    free = play_chunk("mcleod,follow=free", ("greedy", "greedy"), 5, 0, 20)
    assert free["follow_choices"] == free["follow_decisions"] > 0
    must = play_chunk("mcleod", ("greedy", "greedy"), 5, 0, 20)
    assert must["follow_choices"] < must["follow_decisions"]


def test_no_throw_in_is_counted_where_the_reading_forbids_it() -> None:
    # Option throw_in=not_allowed: Cotton's C18 is not played.
    t = play_chunk("mcleod,throw_in=not_allowed", ("greedy", "greedy"), 5, 0, 20)
    assert t.get("throw_available", 0) == t.get("throw_taken", 0) == t.get("deals_asked", 0) == 0
    t = play_chunk("mcleod", ("random", "random"), 5, 0, 60)
    assert 0 < t["throw_taken"] <= t["throw_available"] <= t["deals_asked"]


def test_a_duplicate_match_plays_each_deal_from_both_seats() -> None:
    t = play_chunk("martin", ("greedy", "random"), 9, 0, 40)
    assert t["games"] == 40 and "better_wins" in t
    assert figures(t)["better_wins"]["n"] == 40


# ------------------------------------------------------------------ sweeps
def test_every_preset_and_every_single_change_is_measured() -> None:
    game = lab_game("penneech")
    configs = configurations(game)
    labels = {c.label for c in configs}
    assert {"mcleod", "martin", "parlett", "mcleod,follow=free", "martin,target=91",
            "parlett,counters=trumps_only"} <= labels
    same = {c.rules for c in configs if c.label in ("martin,counters=all_honours", "parlett")}
    assert len(same) == 1  # Martin with Parlett's counting cards is Parlett's reading


def test_same_numbers_with_any_number_of_workers(tmp_path: Path) -> None:
    game = lab_game("penneech")
    configs = configurations(game, ["martin"], single=False, extra=["mcleod,follow=free"])
    one = run_sweep(game, configs, ("greedy", "greedy"), 40, seed=7, chunk=10, workers=1,
                    progress=None)
    two = run_sweep(game, configs, ("greedy", "greedy"), 40, seed=7, chunk=10, workers=2,
                    progress=None)
    assert one["configs"] == two["configs"]
    other = run_sweep(game, configs, ("greedy", "greedy"), 40, seed=8, chunk=10, workers=1,
                      progress=None)
    assert other["configs"] != one["configs"]


def test_resume_plays_only_missing_chunks_and_gives_the_same_results(tmp_path: Path) -> None:
    game = lab_game("penneech")
    configs = configurations(game, ["mcleod"], single=False)
    out = tmp_path / "r.json"
    run_sweep(game, configs, ("greedy", "greedy"), 20, chunk=10, workers=1, results=out,
              progress=None)
    store = tmp_path / "r.json.chunks.jsonl"
    assert not store.exists()  # finished: every chunk is in the results file
    # An interrupted run leaves its finished chunks in the store; they are read back.
    first = json.loads(out.read_text())["configs"][0]["chunks"][0]
    store.write_text(json.dumps({"game": "penneech", "rules": configs[0].rules,
                                 "players": ["greedy", "greedy"], "seed": 0, "chunk": 2,
                                 "size": 10, "tally": first}) + "\n")
    resumed = run_sweep(game, configs, ("greedy", "greedy"), 40, chunk=10, workers=1,
                        results=out, progress=None)
    # Chunk 2 was taken from the store as it stood (here, deliberately, chunk 0's counts):
    # a resumed run plays only what is missing.
    assert json.loads(out.read_text())["configs"][0]["chunks"][2] == first
    assert resumed["configs"][0]["chunks"][2] == first
    # With the true counts of that chunk in the file, a rerun plays nothing and equals a
    # fresh run of all four chunks.
    fixed = json.loads(out.read_text())
    fixed["configs"][0]["chunks"][2] = play_chunk(configs[0].rules, ("greedy", "greedy"), 0,
                                                  20, 30)
    out.write_text(json.dumps(fixed))
    resumed = run_sweep(game, configs, ("greedy", "greedy"), 40, chunk=10, workers=1,
                        results=out, progress=None)
    fresh = run_sweep(game, configs, ("greedy", "greedy"), 40, chunk=10, workers=1,
                      progress=None)
    assert resumed["configs"] == fresh["configs"]
    assert json.loads(out.read_text())["configs"] == json.loads(json.dumps(fresh["configs"]))


def test_results_carry_their_provenance() -> None:
    game = lab_game("penneech")
    doc = run_sweep(game, configurations(game, ["parlett"], single=False),
                    ("greedy", "random"), 4, seed=3, chunk=2, workers=1, progress=None)
    assert doc["game"] == "penneech" and doc["engine_version"] == game.version
    assert doc["players"] == ["greedy", "random"] and doc["seed"] == 3
    assert doc["games_per_config"] == 4 and "deal_seeds" in doc and "intervals" in doc
    row = doc["configs"][0]
    assert row["rules"] == Rules.parse("parlett").to_string() and row["games"] == 4
    assert row["figures"]["better_wins"]["n"] == 4


def test_bad_input_is_refused_with_a_clear_error() -> None:
    game = lab_game("penneech")
    with pytest.raises(ValueError, match="unknown player 'nobody'"):
        run_sweep(game, configurations(game, ["mcleod"], single=False), ("nobody", "greedy"),
                  2, progress=None)
    with pytest.raises(ValueError, match="only an expert takes a number of worlds"):
        run_sweep(game, configurations(game, ["mcleod"], single=False), ("greedy:3", "greedy"),
                  2, progress=None)
    with pytest.raises(ValueError, match="unknown game"):
        lab_game("whist")


# About 13 s, most of it starting and stopping a local Ray instance: the only run of the
# lab's cluster option.
def test_the_same_chunks_on_a_local_ray_instance_give_the_same_numbers() -> None:
    pytest.importorskip("ray")
    game = lab_game("penneech")
    configs = configurations(game, ["martin"], single=False)
    local = run_sweep(game, configs, ("greedy", "random"), 8, chunk=4, workers=1,
                      progress=None)
    on_ray = run_sweep(game, configs, ("greedy", "random"), 8, chunk=4, workers=2,
                       ray_address="local", progress=None)
    assert local["configs"] == on_ray["configs"]


# ------------------------------------------------------------------ published data
PUBLISHED = sorted(DATA.glob("*.json"))


# The expert's files take 7 to 26 s each on a quiet core (one chunk of the expert's games is
# played again): the only proof that a figure printed on a lab page is what the engine plays
# from the seed written beside it.
@pytest.mark.parametrize("path", PUBLISHED, ids=[p.name for p in PUBLISHED])
def test_published_figures_are_what_the_engine_plays_from_their_seed(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    game = lab_game(doc["game"])
    players = (doc["players"][0], doc["players"][1])
    rows = doc["configs"]
    for row in rows:
        assert row["tally"] == merge(row["chunks"])
        assert row["games"] == doc["games_per_config"] == len(row["chunks"]) * doc["chunk_games"]
        assert row["rules"] == game.canonical(row["label"])
    # The expert is slow: its files are written in chunks of two games, one is replayed.
    checked = rows[:1] if "expert" in " ".join(players) else [rows[0], rows[len(rows) // 2]]
    # Pip-Pip!'s table size is a reading: one at another table is replayed too.
    checked += [r for r in rows if "players" in r["change"]][:1]
    for row in checked:
        again = game.play_chunk(row["rules"], players, doc["seed"], 0, doc["chunk_games"])
        assert again == row["chunks"][0], row["label"]


def test_the_terminal_program_runs_a_sweep_and_writes_its_results(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from penneech.cli import main

    out = tmp_path / "lab.json"
    code = main(["lab", "--presets", "martin", "--presets-only", "--games", "4", "--chunk", "2",
                 "--workers", "1", "--quiet", "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert printed.startswith("martin ") and "first dealer wins" in printed
    assert json.loads(out.read_text(encoding="utf-8"))["configs"][0]["games"] == 4
    assert main(["lab", "--rules", "martin,follow=sideways", "--quiet"]) == 2
    assert "follow" in capsys.readouterr().err


#: A small sweep: one preset, two games, one worker.
SMALL = ["lab", "--presets", "martin", "--presets-only", "--games", "2", "--chunk", "2",
         "--quiet"]


@pytest.mark.parametrize("argv, words", [
    (["--workers", "0"], "argument --workers: not a whole number from 1 up"),
    (["--workers", "-1"], "argument --workers: not a whole number from 1 up"),
    (["--games", "\u0662"], "argument --games: not a whole number"),
    (["--rules", ",,,"], "argument --rules: ',,,' names no rules"),
])
def test_the_lab_refuses_odd_numbers_and_empty_rules(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Reliability review, the command line: no workers, a negative number of them, digits
    of another script and rules that name nothing are refused before any game is played."""
    from penneech.cli import main

    with pytest.raises(SystemExit) as caught:
        main([*SMALL, *argv])
    assert caught.value.code == 2
    assert words in capsys.readouterr().err


class CountingContext:
    """Stands in for the ``spawn`` context: notes how many processes each pool would start
    and runs the chunks in this process."""

    def __init__(self) -> None:
        self.pools: list[int] = []

    def Pool(self, processes: int) -> CountingPool:  # multiprocessing's name
        self.pools.append(processes)
        return CountingPool()


class CountingPool:
    def __enter__(self) -> CountingPool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def imap_unordered(self, function: Callable[[Job], tuple[Job, Tally]], jobs: list[Job]
                       ) -> Iterator[tuple[Job, Tally]]:
        return map(function, jobs)


def test_a_pool_never_starts_more_processes_than_there_are_chunks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Reliability review: ``--workers 1000`` for a sweep of three chunks started a
    thousand interpreters up front; a pool now has one process per chunk at most, and the
    numbers are those of one worker."""
    import multiprocessing

    context = CountingContext()
    monkeypatch.setattr(multiprocessing, "get_context", lambda method: context)
    game = lab_game("penneech")
    configs = configurations(game, ["martin", "mcleod"], single=False)
    many = run_sweep(game, configs, ("greedy", "greedy"), 4, chunk=2, workers=1000,
                     progress=None)
    assert context.pools == [4]      # two readings of two chunks each
    one = run_sweep(game, configs, ("greedy", "greedy"), 4, chunk=2, workers=1, progress=None)
    assert many["configs"] == one["configs"]


@pytest.mark.parametrize(("workers", "warned"), [("3", True), ("2", False)])
def test_more_workers_than_cores_are_run_with_a_warning(
        workers: str, warned: bool, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """More workers than cores only share them: the lab says so on stderr and runs."""
    from penneech.cli import main

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert main([*SMALL, "--workers", workers]) == 0
    err = capsys.readouterr().err
    assert (f"--workers {workers} is more than the 2 cores of this machine" in err) == warned


@pytest.mark.parametrize("argv, words", [
    (["--players", "expert:" + "1" * 5000, "greedy"],
     "a budget is a whole number from 1 to 10000 (digits 0-9 only), not '1111"),
    (["--players", "expert:99999999", "greedy"],
     "a budget is a whole number from 1 to 10000 (digits 0-9 only), not '99999999'"),
    (["--presets"], "nothing to measure: --presets names no rule set"),
])
def test_the_lab_refuses_what_would_measure_nothing_or_never_end(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Reliability review, the command line: an expert's budget of 5000 digits (which gave
    Python's own message), one of a hundred million (which ran on for minutes) and
    ``--presets`` naming no rule set with ``--presets-only`` (which measured nothing and
    said nothing) are each refused with one short line and exit status 2."""
    from penneech.cli import main

    assert main([*SMALL, *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err) < 300 and err.count("\n") == 1


@pytest.mark.parametrize("address, words", [
    ("256.0.0.1:1", "there is no host '256.0.0.1'"),
    ("127.0.0.1:1", "cannot reach a Ray cluster at '127.0.0.1:1'"),
    ("127.0.0.1", "is not an address host:port of a Ray cluster"),
])
def test_a_ray_address_that_does_not_answer_is_refused_at_once(
        address: str, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--ray`` with a host that cannot exist, a closed port or no port at all: a clear
    message (exit 2) after at most a few seconds' wait, where Ray retried for minutes."""
    from penneech.cli import main

    assert main([*SMALL, "--ray", address]) == 2
    err = capsys.readouterr().err
    assert err.startswith("penneech lab: --ray: ") and words in err


def test_an_out_file_that_is_not_a_results_file_is_named_and_kept(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--out`` naming a file that is not the lab's (``/proc/version``, a note) is refused
    before any game, saying so, and the file is left as it was."""
    from penneech.cli import main

    for text in ["Linux version 6.1\n", '{"players": 3}', "\udcff"]:
        note = tmp_path / "note.json"
        note.write_text(text, encoding="utf-8", errors="surrogateescape")
        assert main([*SMALL, "--out", str(note)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"penneech lab: {note} is not a results file of the lab (")
        assert note.read_text(encoding="utf-8", errors="surrogateescape") == text


def test_the_lab_writes_its_results_only_into_a_folder_that_exists(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--out`` in a folder that does not exist is refused (the lab created it, and as
    root made folders anywhere); a folder itself is refused too."""
    from penneech.cli import main

    missing = tmp_path / "no-such-folder" / "x.json"
    assert main([*SMALL, "--out", str(missing)]) == 2
    assert f"there is no folder {missing.parent}" in capsys.readouterr().err
    assert not missing.parent.exists()
    assert main([*SMALL, "--out", str(tmp_path)]) == 2
    assert "it is a folder" in capsys.readouterr().err


# ------------------------------------------------------------------ Piquet
def piquet_greedy_deal(rules: str, seed: int) -> tuple[Tally, PiquetState]:
    tally: Tally = {}
    state = play_deal(PiquetRules.parse(rules),
                      [make_piquet_player("greedy", 1), make_piquet_player("greedy", 2)], seed)
    count_deal(state, tally)
    return tally, state


@pytest.mark.parametrize("rules", ["cotton1674", "meyers1888", "portland"])
def test_a_piquet_deal_figures_agree_with_its_reckoning_log(rules: str) -> None:
    # The reckoning (Cotton 1674, p. 86; Cavendish, law 67): every score of the deal is in
    # the log with its reason; the elder is the dealer's opponent (Cavendish, Description: Dealing).
    for seed in range(6):
        tally, state = piquet_greedy_deal(rules, seed)
        assert state.is_terminal() and tally["games"] == 1
        elder = 1 - state.dealer
        points = [sum(e.points for e in state.events if e.player == p) for p in (0, 1)]
        assert tally["deal_points.sum"] == sum(points)
        assert sum(tally[f"points_{s}.sum"] for s in SOURCE_ORDER) == sum(points)
        assert tally["elder_points.x"] == points[elder]
        assert tally["elder_margin.sum"] == points[elder] - points[1 - elder]
        reasons = {e.reason for e in state.events}
        assert tally["pique"] == ("pique" in reasons)
        assert tally["repique"] == ("repique" in reasons)
        assert tally["blanche"] == ("carte_blanche" in reasons)
        assert tally["points_repique.sum"] == 60 * tally["repique"]
        # Six tricks each: nobody scores the cards (Cavendish, law 66).
        assert tally["divided"] == (state.tricks_won[0] == state.tricks_won[1])
        if tally["divided"]:
            assert not reasons & {"cards", "capot"}
        # A repique decides a deal only where there is one, and then its scorer won.
        assert tally.get("repique_decides", 0) <= tally["repique"]
        assert tally.get("deals_decided", 0) == (points[0] != points[1])


def test_meyers_squared_point_gives_the_point_more_weight() -> None:
    # Meyers (1888): the point scores as many times its cards as it holds (5 cards, 25),
    # where the Portland laws score one a card (Cavendish, law 62). On the same cards the
    # point brings more, and so does the deal.
    cards = play_chunk_piquet("portland", ("greedy", "greedy"), 4, 0, 20)
    square = play_chunk_piquet("portland,point_score=square", ("greedy", "greedy"), 4, 0, 20)
    assert square["points_point.sum"] > 3 * cards["points_point.sum"] > 0
    assert square["deal_points.sum"] > cards["deal_points.sum"]


def test_the_piquet_sweep_measures_every_change_that_acts_within_one_deal() -> None:
    game = lab_game("piquet")
    configs = configurations(game)
    labels = {c.label for c in configs}
    assert {"cotton1674", "meyers1888", "portland", "portland,point_score=square",
            "meyers1888,deck=36", "cotton1674,pique_repique_blocking=any"} <= labels
    changed = {next(iter(c.change)) for c in configs if c.change}
    # Who deals first, how a game ends and where divided cards' ten go show in no one deal.
    assert changed.isdisjoint(BETWEEN_DEALS)
    assert changed == {o.id for o in PIQUET_OPTIONS} - set(BETWEEN_DEALS)


def test_a_piquet_match_plays_each_deal_from_both_seats() -> None:
    seats = list(seatings(("greedy", "random"), 9, 0, 4))
    assert seats[0].deal == seats[1].deal != seats[2].deal == seats[3].deal
    assert seats[0].specs == ("greedy", "random") and seats[1].specs == ("random", "greedy")
    t = play_chunk_piquet("portland", ("greedy", "random"), 9, 0, 8)
    assert t["games"] == 8 and t["better_margin.n"] == 8
    assert piquet_figures(t)["better_wins"]["n"] == t["deals_decided"]


def test_piquet_players_are_checked_by_name() -> None:
    game = lab_game("piquet")
    configs = configurations(game, ["portland"], single=False)
    with pytest.raises(ValueError, match="unknown player 'nobody'"):
        run_sweep(game, configs, ("nobody", "greedy"), 2, progress=None)
    with pytest.raises(ValueError, match="the expert takes a number of worlds"):
        run_sweep(game, configs, ("greedy:3", "greedy"), 2, progress=None)
    # The lab reads a player as every other door does (``Game.budgeted``): an expert with
    # three sampled deals a decision plays.
    assert game.check_player("expert:3") == "expert:3"


def test_the_terminal_program_measures_piquet(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from penneech.cli import main

    out = tmp_path / "piquet.json"
    code = main(["lab", "--game", "piquet", "--presets", "meyers1888", "--presets-only",
                 "--games", "4", "--chunk", "2", "--workers", "1", "--quiet", "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert printed.startswith("meyers1888 ") and "elder wins" in printed
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["game"] == "piquet" and doc["configs"][0]["games"] == 4
    assert main(["lab", "--game", "piquet", "--rules", "portland,capot=50", "--quiet"]) == 2
    assert "capot" in capsys.readouterr().err


# ------------------------------------------------------------------ Pip-Pip!
def pippip_greedy_deal(rules: str, seed: int) -> tuple[Tally, PippipState]:
    r = PippipRules.parse(rules)
    tally: Tally = {}
    state = play_pippip_deal(r, [make_pippip_player("greedy", s) for s in range(r.players)],
                             seed, tally)
    return tally, state


@pytest.mark.parametrize("rules", ["pagat", "fosdick", "european", "pagat,players=7"])
def test_a_pippip_deal_figures_agree_with_its_score_log(rules: str) -> None:
    # The score log (pagat (S), "Pip-Pip!"; B.6.1): card points of tricks, marriages, the
    # last trick's bonus and the leftovers; the player left of the dealer leads (B.3.1).
    for seed in range(4):
        tally, state = pippip_greedy_deal(rules, seed)
        n = state.seats
        assert state.is_terminal() and tally["games"] == 1 and tally["table.sum"] == n
        points = [sum(e.points for e in state.events if e.player == s) for s in range(n)]
        assert tally["deal_points.sum"] == sum(points)
        assert sum(tally[f"points_{s}.sum"] for s in PIPPIP_SOURCES) == sum(points)
        assert tally["points_cards.sum"] == sum(t.points for t in state.tricks)
        leader, dealer = (state.dealer + 1) % n, state.dealer
        assert tally["pos0_points.x"] == points[leader]
        assert tally[f"pos{n - 1}_points.x"] == points[dealer]
        assert tally["marriages.sum"] == len(state.declarations)
        by_marriage = [t for t in state.trump_changes if t.player >= 0]
        assert tally["trump_changes.sum"] == len(by_marriage) <= len(state.declarations)
        best = max(points)
        sole = points.count(best) == 1
        assert tally.get("deals_decided", 0) == sole
        figs = pippip_figures(tally)
        if sole:
            assert figs["leader_deals"]["value"] == (points[leader] == best)


def test_a_cut_trump_leaves_no_deal_without_trump() -> None:
    # Fosdick: the last card of the stock is turned and its suit is trump from the start;
    # the cut card's trump is not counted as a change.
    cut = play_chunk_pippip("fosdick", ("greedy", "greedy"), 2, 0, 20)
    assert cut.get("no_trump", 0) == 0
    assert cut["trump_changes.sum"] <= cut["marriages.sum"]
    plain = play_chunk_pippip("pagat", ("greedy", "greedy"), 2, 0, 20)
    assert plain["trump_changes.sum"] <= plain["marriages.sum"]
    assert pippip_figures(plain)["no_trump"]["n"] == 20


def test_leftovers_and_the_last_trick_score_only_where_the_rules_say() -> None:
    # At a table of five, 104 = 5 x 20 + 4: four cards are left over (B.4.3). Dead under
    # the pagat rules; to the last trick's winner under the European variant, which also
    # gives the last trick ten.
    dead = play_chunk_pippip("pagat", ("greedy", "greedy"), 4, 0, 20)
    assert dead["points_leftovers.sum"] == dead["points_last_trick.sum"] == 0
    taken = play_chunk_pippip("european", ("greedy", "greedy"), 4, 0, 20)
    assert taken["points_leftovers.sum"] > 0 and taken["points_last_trick.sum"] == 20 * 10


def test_a_follower_has_more_choice_where_the_follow_rule_frees_him() -> None:
    # pagat (S): follow suit if able; free_while_drawing frees the play while the stock
    # serves everyone, always_free throughout (B.3.4, B.9.7).
    strict = pippip_figures(play_chunk_pippip("pagat", ("greedy", "greedy"), 6, 0, 20))
    drawing = pippip_figures(play_chunk_pippip("pagat,follow_rule=free_while_drawing",
                                               ("greedy", "greedy"), 6, 0, 20))
    free = pippip_figures(play_chunk_pippip("pagat,follow_rule=always_free",
                                            ("greedy", "greedy"), 6, 0, 20))
    assert drawing["real_choice_drawing"]["value"] > strict["real_choice_drawing"]["value"]
    assert free["real_choice_end"]["value"] > drawing["real_choice_end"]["value"]
    assert free["real_choice"]["value"] > strict["real_choice"]["value"]


def test_the_pippip_sweep_measures_every_change_within_a_deal_and_every_table() -> None:
    game = lab_game("pippip")
    configs = configurations(game)
    labels = {c.label for c in configs}
    assert {"pagat", "fosdick", "european", "pagat,players=3", "pagat,players=12",
            "european,follow_rule=strict", "fosdick,marriage_must_change_trump=no"} <= labels
    changed = {next(iter(c.change)) for c in configs if c.change}
    # How a game ends (rounds, target) acts between deals and shows in no single deal.
    assert changed == {o.id for o in PIPPIP_OPTIONS} - set(PIPPIP_BETWEEN_DEALS)


def test_a_pippip_match_moves_the_tested_player_round_every_seat_on_the_same_cards() -> None:
    seats = list(table_seatings(("greedy", "random"), 5, 9, 0, 10))
    assert len({s.deal for s in seats[:5]}) == 1 and seats[5].deal != seats[0].deal
    assert [s.better for s in seats[:5]] == [0, 1, 2, 3, 4]
    assert all(s.specs.count("greedy") == 1 and s.better is not None
               and s.specs[s.better] == "greedy" for s in seats)
    t = play_chunk_pippip("pagat", ("greedy", "random"), 9, 0, 10)
    assert t["games"] == 10 and t["better_points.n"] == 10
    figs = pippip_figures(t)
    assert figs["better_wins"]["n"] == t["deals_decided"] and figs["fair_share"]["value"] == 0.2
    with pytest.raises(ValueError, match="the expert takes a budget"):
        lab_game("pippip").check_player("greedy:4")


def test_the_terminal_program_measures_pippip(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from penneech.cli import main

    out = tmp_path / "pippip.json"
    code = main(["lab", "--game", "pippip", "--presets", "fosdick", "--presets-only",
                 "--games", "4", "--chunk", "2", "--workers", "1", "--quiet", "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert printed.startswith("fosdick ") and "opening leader's share" in printed
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["game"] == "pippip" and doc["configs"][0]["games"] == 4
    assert main(["lab", "--game", "pippip", "--rules", "pagat,players=13", "--quiet"]) == 2
    assert "players" in capsys.readouterr().err
