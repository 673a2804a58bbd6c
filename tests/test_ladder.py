"""The strength ladder (``penneech.lab.ladder``, ``penneech ladder``): the computer players
of every registered game rated on one Elo scale, random at 0 (issue 36).

The ratings are Bradley–Terry's (Hunter, "MM algorithms for generalized Bradley–Terry
models", Ann. Statist. 32, 2004): the chance that ``a`` beats ``b`` is
``1 / (1 + 10^((R_b - R_a) / 400))``, a draw counting half a win.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from penneech.cli import main as penneech_main
from penneech.games import GAMES
from penneech.lab import ladder
from penneech.lab.ladder import RungSpec


def expected(ra: float, rb: float) -> float:
    """The chance that a player rated ``ra`` beats one rated ``rb`` on the Elo scale."""
    return 1 / (1 + 10 ** ((rb - ra) / 400))


TRUE = {"random": 0.0, "greedy": 250.0, "expert": 450.0, "sighted": 800.0}
PAIRS = [("greedy", "random"), ("expert", "greedy"), ("sighted", "expert"),
         ("expert", "random"), ("sighted", "greedy")]


def test_bradley_terry_recovers_known_strengths_from_their_expected_results() -> None:
    """Counts exactly as the planted ratings expect them give the planted ratings back,
    random at 0 (no prior, so nothing pulls them together)."""
    n = 1000.0
    counts = {(a, b): (n * expected(TRUE[a], TRUE[b]), n) for a, b in PAIRS}
    fitted = ladder.fit(list(TRUE), counts, prior=0, tol=1e-13)
    assert fitted["random"] == 0.0
    for player, rating in TRUE.items():
        assert fitted[player] == pytest.approx(rating, abs=0.01)


def test_the_anchor_is_fixed_at_zero_whatever_it_scores() -> None:
    """Random is the ladder's zero even when it is not the weakest in the counts: the others
    are rated from it."""
    counts = {("greedy", "random"): (10.0, 40.0)}
    fitted = ladder.fit(["random", "greedy"], counts, prior=0)
    assert fitted["random"] == 0.0
    assert fitted["greedy"] == pytest.approx(400 * math.log10(10 / 30), abs=0.01)


def test_a_pairing_won_every_time_gets_a_finite_rating_from_the_prior_draw() -> None:
    """One drawn game added per pairing keeps a clean sweep finite: 20 of 20 becomes
    20.5 of 21."""
    fitted = ladder.fit(["random", "expert"], {("expert", "random"): (20.0, 20.0)})
    assert fitted["expert"] == pytest.approx(400 * math.log10(20.5 / 0.5), abs=0.01)


def planted_deals(seed: int, deals: int) -> list[dict[str, Any]]:
    """Deals of every pairing in ``PAIRS``, two games each (seats swapped), each won as
    the planted ratings say."""
    rng = random.Random(seed)
    out = []
    for a, b in PAIRS:
        p = expected(TRUE[a], TRUE[b])
        for k in range(deals):
            out.append({"pair": [a, b], "deal": k, "clock": {},
                        "scores": [[1.0 if rng.random() < p else 0.0] for _ in range(2)]})
    return out


def test_the_bootstrap_intervals_contain_the_planted_ratings() -> None:
    """On results drawn from planted ratings (150 deals a pairing), every 95% interval
    holds its planted rating, and random's is the point 0."""
    deals = planted_deals(11, 150)
    intervals = ladder.bootstrap(list(TRUE), deals, seed=5, resamples=100)
    assert intervals["random"] == (0.0, 0.0)
    for player, rating in TRUE.items():
        low, high = intervals[player]
        assert low <= rating <= high, (player, low, high)
    assert intervals["expert"][1] - intervals["expert"][0] < 200


def test_adjacent_rungs_are_separated_only_when_the_interval_of_their_gap_is_above_zero(
        ) -> None:
    """The verdict on two neighbours is the 95% interval of the gap between them, resample
    by resample: separated when it lies above 0, level when it holds 0."""
    ratings = {"random": {"elo": 0.0, "low": 0.0, "high": 0.0},
               "greedy": {"elo": 200.0, "low": 120.0, "high": 280.0},
               "expert": {"elo": 300.0, "low": 250.0, "high": 350.0}}
    draws = {"random": [0.0] * 40, "greedy": [120.0 + 4 * i for i in range(40)],
             "expert": [350.0 - 2.5 * i for i in range(40)]}
    rows = ladder.verdicts(ratings, draws)
    assert [(v["lower"], v["upper"], v["verdict"]) for v in rows] == [
        ("random", "greedy", "separated"), ("greedy", "expert", "level")]
    assert rows[1]["gap"] == 100.0 and rows[1]["gap_interval"][0] < 0 < rows[1]["gap_interval"][1]
    ratings["greedy"] = {"elo": 200.0, "low": 200.0, "high": 200.0}
    assert [v["verdict"] for v in ladder.verdicts(ratings, draws)] == ["too few deals"] * 2


def test_a_gap_can_be_certain_where_both_ratings_are_not() -> None:
    """Greedy against random over 4 deals leaves both greedy's and the expert's ratings
    uncertain (each is measured from random through that pairing), but 300 deals of the
    expert against greedy settle the gap between them: the ratings' intervals overlap,
    the gap's interval lies above 0 and is narrower than greedy's own, the gap is near the
    planted one, and the play page's levels say the expert is the stronger."""
    rng = random.Random(4)
    deals = []
    for (a, b), n in {("greedy", "random"): 4, ("expert", "greedy"): 300}.items():
        p = expected(TRUE[a], TRUE[b])
        deals += [{"pair": [a, b], "deal": k, "clock": {},
                   "scores": [[1.0 if rng.random() < p else 0.0] for _ in range(2)]}
                  for k in range(n)]
    players = ["random", "greedy", "expert"]
    draws = ladder.bootstrap_draws(players, deals, seed=2, resamples=200)
    point = ladder.fit(players, ladder.counts_of(deals))
    ratings = {p: {"elo": point[p], "low": ladder.interval(v)[0], "high": ladder.interval(v)[1]}
               for p, v in draws.items()}
    assert ratings["expert"]["low"] < ratings["greedy"]["high"]
    low, high = ladder.gap_interval(draws, "greedy", "expert")
    assert low > 0 and high - low < ratings["greedy"]["high"] - ratings["greedy"]["low"]
    assert abs(point["expert"] - point["greedy"] - (TRUE["expert"] - TRUE["greedy"])) < 50
    assert [(v["lower"], v["upper"], v["verdict"]) for v in
            ladder.level_verdicts(players, ratings, draws)][-1] == ("greedy", "expert",
                                                                    "stronger")


def spec(rung_id: str) -> RungSpec:
    return (rung_id, "player", rung_id, None)


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_each_deal_of_a_pairing_puts_the_first_rung_once_in_every_seat(seats: int) -> None:
    """A duplicate deal: game ``s`` has the first rung in seat ``s`` and the second in all
    others, so at two seats the seats are swapped and round a table it sits everywhere."""
    games = ladder.table(spec("expert"), spec("greedy"), seats)
    assert len(games) == seats
    for seat, players in enumerate(games):
        assert [p[0] for p in players].count("expert") == 1
        assert players[seat][0] == "expert"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_rung_is_connected_to_random_through_the_schedule(game_id: str) -> None:
    """Each rung is paired with its neighbour and with greedy (the sighted expert with its
    own opponent), so every rating is tied to random's 0."""
    game = GAMES[game_id]
    rungs = ladder.rungs(game)
    pairs = ladder.schedule(rungs, game)
    reached, frontier = {ladder.ANCHOR}, [ladder.ANCHOR]
    while frontier:
        here = frontier.pop()
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in reached:
                    reached.add(y)
                    frontier.append(y)
    assert reached == {r.id for r in rungs}
    if game.sighted is not None:
        assert [p for p in pairs if "sighted" in p] == [("sighted", game.sighted().OPPONENT)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_budgeted_level_has_three_rungs_at_a_quarter_its_own_and_four_times(
        game_id: str) -> None:
    """A level that takes a budget (``expert:N``) stands at a quarter of its own budget, its
    own and four times it: samples or nodes, never time."""
    game = GAMES[game_id]
    rungs = ladder.rungs(game)
    for name in game.player_names():
        own = ladder.own_budget(game, name)
        if own is None:
            continue
        mine = [r for r in rungs if r.spec.split(":")[0] == name]
        assert len(mine) == 3
        made = [getattr(ladder.make_player(game, ladder._spec(r), 0), str(game.budget_attribute))
                for r in mine]
        assert isinstance(own, (int, tuple))
        first = own if isinstance(own, int) else own[-1]
        lasts = [m if isinstance(m, int) else m[-1] for m in made]
        assert lasts == [max(1, first // 4), first, 4 * first]


def tiny(game_id: str, seed: int) -> dict[str, Any]:
    """A ladder of the game's first two levels, one deal a pairing."""
    game = GAMES[game_id]
    return ladder.run_ladder(game_id, 1, seed, 1, only=[game.player_names()[1]])


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_seed_gives_the_same_ladder(game_id: str) -> None:
    """Everything but the measured thinking times depends on the game and the seed alone."""
    first, again = tiny(game_id, 3), tiny(game_id, 3)
    assert ladder.without_timing(first) == ladder.without_timing(again)
    assert first["rungs"][0]["rating"] == {"elo": 0.0, "low": 0.0, "high": 0.0}
    seats = first["seats"]
    assert first["games_per_pairing"] == seats
    assert first["pairings"][0]["comparisons"] == seats * (seats - 1)
    assert set(first["timing"]["per_rung"]) == {r["id"] for r in first["rungs"]}


def test_ladder_refuses_an_unknown_game_or_rung_naming_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'; games: "):
        ladder.run_ladder("chess")
    game_id = next(iter(GAMES))
    with pytest.raises(ValueError, match=r"no rung 'grandmaster'.*rungs: random, "):
        ladder.run_ladder(game_id, 2, only=["grandmaster"])
    with pytest.raises(ValueError, match="games per pairing must be a whole number from 1"):
        ladder.run_ladder(game_id, 0)


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = penneech_main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


def test_penneech_ladder_says_what_was_wrong_with_its_arguments(
        capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:
    """Bad input is refused with the reason, exit status 2, and no file written."""
    out = tmp_path / "l.json"
    game_id = next(iter(GAMES))
    code, err = run_cli(["ladder", "--game", "chess", "--out", str(out)], capsys)
    assert code == 2 and "unknown game 'chess'" in err
    code, err = run_cli(["ladder", "--game", game_id, "--games-per-pairing", "0"], capsys)
    assert code == 2 and "not a whole number from 1 up" in err and "'0'" in err
    code, err = run_cli(["ladder", "--game", game_id, "--seed", "-3"], capsys)
    assert code == 2 and "--seed" in err
    code, err = run_cli(["ladder", "--game", game_id, "--workers", "two"], capsys)
    assert code == 2 and "--workers" in err
    code, err = run_cli(["ladder", "--game", game_id, "--pairing", "expert=4"], capsys)
    assert code == 2 and "--pairing" in err and "A/B=N" in err
    code, err = run_cli(["ladder", "--game", game_id, "--out",
                         str(tmp_path / "missing" / "l.json")], capsys)
    assert code == 2 and "there is no folder" in err
    assert not out.exists() and not (tmp_path / "l.deals.jsonl").exists()


def test_penneech_ladder_writes_its_results_and_names_each_rung(
        capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:
    out = tmp_path / "l.json"
    game_id = next(iter(GAMES))
    second = GAMES[game_id].player_names()[1]
    code = penneech_main(["ladder", "--game", game_id, "--games-per-pairing", "1",
                          "--rungs", second, "--simulations", "--quiet", "--out", str(out)])
    printed = capsys.readouterr().out
    assert code == 0 and out.exists()
    assert printed.splitlines()[0].split()[:2] == ["random", "0"]
    assert f"random < {second}" in printed or f"{second} < random" in printed
    assert (tmp_path / "l.deals.jsonl").exists() and "deals played" in printed


def test_a_ladder_grows_from_its_file_of_deals_playing_only_what_it_lacks(
        tmp_path: Any) -> None:
    """A second run asking more games of one pairing plays only the new deals and gives the
    same results as one run asking them at once; a deal of a rung whose budget changed, or
    one played by other code, would be played again (the file records each rung's budget
    and a digest of the code, not the release's version)."""
    game = next(iter(GAMES.values()))
    second = game.player_names()[1]
    deals = tmp_path / "l.deals.jsonl"
    first = ladder.run_ladder(game.id, 1, 5, 1, only=[second], deals_file=deals)
    assert first["timing"]["deals_played"] == 1
    grown = ladder.run_ladder(game.id, 1, 5, 1, only=[second], deals_file=deals,
                              pairings={f"random/{second}": 3})
    seats = grown["seats"]
    assert grown["timing"]["deals_kept"] == 1
    assert grown["timing"]["deals_played"] == -(-3 // seats) - 1
    assert grown["pairings"][0]["games"] == -(-3 // seats) * seats
    at_once = ladder.run_ladder(game.id, 1, 5, 1, only=[second],
                                pairings={f"{second}/random": 3})
    assert ladder.without_timing(grown) == ladder.without_timing(at_once)
    assert f"--pairing {second}/random={3}" in grown["command"]
    lines = deals.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + -(-3 // seats)
    header = ladder._deals_header(game, game.parse_rules(game.default_preset).to_string(), 5,
                                  ladder.rungs(game))
    changed = {**header, "rungs": {**header["rungs"], second: "samples 999"}}
    assert ladder.kept_deals(deals, header)[1] and not ladder.kept_deals(deals, changed)[1]
    other_code = {**header, "code": "0" * 64}
    assert not ladder.kept_deals(deals, other_code)[1]
    assert header["code"] == ladder.code_digest(game) and "engine_version" not in header


def test_a_pairing_outside_the_schedule_is_refused_naming_the_pairings(
        tmp_path: Any) -> None:
    game = next(iter(GAMES.values()))
    deals = tmp_path / "l.deals.jsonl"
    with pytest.raises(ValueError, match=r"no pairing 'sighted/random' in the ladder; "
                                         r"pairings: .*/random"):
        ladder.run_ladder(game.id, 1, 0, 1, only=[game.player_names()[1]],
                          pairings={"sighted/random": 4}, deals_file=deals)
    assert not deals.exists()


def test_openspiel_bots_are_rungs_where_a_game_has_an_adapter() -> None:
    """OpenSpiel's ISMCTS and MCTS stand on the ladder at the simulations asked for, with
    their settings stated, where the game has an adapter (and pyspiel, an optional extra,
    is installed, as in the development environment), whatever the size of its table; a
    game without one says why."""
    for game in GAMES.values():
        why = ladder.openspiel_possible(game)
        ids = [r.id for r in ladder.rungs(game, (1000, 10000))]
        if why is None:
            assert {"ismcts:1000", "ismcts:10000", "mcts:1000", "mcts:10000"} <= set(ids)
        else:
            assert not any(":" in i and i.split(":")[0] in ladder.OPENSPIEL_BOTS for i in ids)
            assert why
    duel = next(g for g in GAMES.values()
                if ladder.openspiel_possible(g) is None)
    doc = ladder.run_ladder(duel.id, 2, 1, 1, simulations=(2,), only=["ismcts:2"])
    assert [r["id"] for r in doc["rungs"]] == ["random", "ismcts:2"]
    assert "uct_c 2.0" in doc["rungs"][1]["budget"]
    assert doc["openspiel"] == "OpenSpiel rungs at 2 simulations"
    assert doc["timing"]["per_rung"]["ismcts:2"]["count"] > 0


def test_an_openspiel_bot_plays_its_one_seat_round_a_table_of_more_than_two() -> None:
    """Round a larger table (Pip-Pip!'s five) a duplicate deal puts OpenSpiel's bot in one
    seat among copies of another player, as every rung (``ladder.table``): the game is
    played to its end, the bot decides only in its seat (its decisions counted apart from
    the others'), and the final scores name every seat."""
    crowded = [g for g in GAMES.values() if ladder.openspiel_possible(g) is None
               and g.seats_of(g.parse_rules(g.default_preset)) > 2]
    for game in crowded:
        rules = game.parse_rules(game.default_preset)
        seats = game.seats_of(rules)
        clock = {"mcts:2": [0.0, 0], "random": [0.0, 0]}
        final = ladder.openspiel_bridge().play(
            game, rules, ("mcts:2", "openspiel", "mcts:2", None), spec("random"), 3,
            seats - 1, clock, lambda rung, s, g=game: ladder.make_player(g, rung, s))
        assert final.is_terminal()
        assert len(game.outcome(final).points) == seats
        bot, others = clock["mcts:2"][1], clock["random"][1]
        assert bot > 0 and (seats - 1) * bot // 2 < others


def test_a_rung_of_fewer_than_ten_deals_gets_no_verdict() -> None:
    """A bootstrap over a handful of deals draws from too few outcomes for a 95% interval:
    a rung that played fewer than ``MIN_DEALS`` deals in all its pairings is said to have
    too few, however far its gap's interval lies from 0."""
    ratings = {"random": {"elo": 0.0, "low": 0.0, "high": 0.0},
               "greedy": {"elo": 200.0, "low": 150.0, "high": 250.0},
               "expert": {"elo": 400.0, "low": 350.0, "high": 450.0}}
    draws = {"random": [0.0] * 20, "greedy": [150.0 + 5 * i for i in range(20)],
             "expert": [350.0 + 5 * i for i in range(20)]}
    enough = {"random": 40, "greedy": 50, "expert": ladder.MIN_DEALS}
    assert [v["verdict"] for v in ladder.verdicts(ratings, draws, enough)] == ["separated"] * 2
    few = {**enough, "expert": ladder.MIN_DEALS - 1}
    assert [v["verdict"] for v in ladder.verdicts(ratings, draws, few)] == [
        "separated", "too few deals"]
    assert [v["verdict"] for v in ladder.level_verdicts(["random", "greedy", "expert"],
                                                        ratings, draws, few)] == [
        "stronger", "too few deals"]
