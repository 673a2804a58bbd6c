"""Golden games: fixed seeds replay to the records and score logs checked in.

Each case of ``golden_games.CASES`` (seeded ``random`` and ``greedy`` players, every preset
and two mixes of options) is played again and must give its files in ``tests/golden/``
byte for byte. A change to a rule, to the seeded chance or to a player shows up here as a
difference in a readable record. If the change is deliberate, regenerate with
``.venv/bin/python tests/golden_games.py --write`` and review ``git diff tests/golden``.
"""

from __future__ import annotations

import pytest
from golden_games import CASES, GOLDEN, GoldenCase, outputs

from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.record import parse_record
from penneech.games.penneech.rules import Rules


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_seeded_game_replays_to_its_golden_record_and_score_log(case: GoldenCase) -> None:
    got = outputs(case)
    for suffix, text in got.items():
        expected = (GOLDEN / f"{case.name}.{suffix}").read_text(encoding="utf-8")
        assert text == expected, (
            f"{case.name}.{suffix} differs; if the change is deliberate, run "
            "tests/golden_games.py --write and review the difference")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_golden_record_read_from_its_file_gives_the_golden_final_score(
        case: GoldenCase) -> None:
    """A record saved earlier still reads and replays to the same result (C14-C17)."""
    record = parse_record((GOLDEN / f"{case.name}.record").read_text(encoding="utf-8"))
    final = record.final_state()
    last = (GOLDEN / f"{case.name}.scores").read_text(encoding="utf-8").splitlines()[-1]
    assert last == f"final {final.scores[0]}-{final.scores[1]}, winner player {final.winner}"
    assert record.rules == Rules.parse(case.rules)


def test_the_golden_games_cover_every_preset_and_every_option_value() -> None:
    """At least two games under each reconstruction, and each reading of every option."""
    rules = [Rules.parse(c.rules) for c in CASES]
    for name, preset in PRESETS.items():
        assert sum(r == preset.rules for r in rules) >= 2, name
    played = {(key, value) for r in rules for key, value in r.values().items()}
    for option in OPTIONS:
        for value in option.values:
            assert (option.id, value) in played or option.integer, (option.id, value)
    assert len({r.target for r in rules}) >= 2
    assert {c.name for c in CASES} == {p.stem for p in GOLDEN.glob("*.record")}
