"""The Pip-Pip! bound (``penneech.games.pippip.bound``): one player among greedy players on
the variant lab's deals, moved round every seat, and its share of the points as the lab
counts it (``pippip.lab.count_deal``)."""

from __future__ import annotations

import pytest

from penneech.games.pippip import bound
from penneech.games.pippip.rules import PippipRules
from penneech.lab import stats


def test_greedy_among_greedy_takes_exactly_a_fair_share() -> None:
    """Round the table on the same cards, a greedy player among greedy players holds every
    seat's cards of a deal once, so over whole deals it takes exactly 1/n of the points."""
    rules = PippipRules.parse("pagat,players=4")
    tallies, points = bound.measure(rules, ["greedy"], 2, 23)
    share = stats.ratio_interval(tallies["greedy"], "better_points")
    assert share["value"] == pytest.approx(1 / 4)
    assert len(points["greedy"]) == 2 * 4


def test_sighted_expert_takes_more_than_a_fair_share() -> None:
    """Seeing every hand and the stock, the expert's play-outs are exactly the greedy
    players' (``sighted.py``): it takes more than its fair share of a deal's points, and
    more points than a greedy player in its seat on the same cards."""
    rules = PippipRules.parse("pagat")
    tallies, points = bound.measure(rules, ["greedy", "sighted"], 1, 23)
    share = stats.ratio_interval(tallies["sighted"], "better_points")
    assert share["value"] > 1 / 5
    assert sum(points["sighted"]) > sum(points["greedy"])
    lines = bound.report(["greedy", "sighted"], tallies, points, 5)
    assert lines[1].startswith("sighted: share of the points")
    assert "points a game against greedy" in lines[1]


def test_bad_rules_or_player_are_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    """A rule text or player the game does not know is refused, naming what was wrong."""
    with pytest.raises(SystemExit):
        bound.main(["--rules", "pagat,players=99"])
    assert "players" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        bound.main(["--players", "oracle"])
    assert "oracle" in capsys.readouterr().err
