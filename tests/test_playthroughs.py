"""Golden playthroughs: every rule set of every registered game, played from a fixed seed by
reproducible computer players, gives the record kept in ``tests/golden/playthroughs/``.

A change to a rule, to the seeded chance or to a player of any game shows up here as a
difference in a readable record; a game or rule set without its file fails with what to
run. The files are written by ``scripts/golden.py --update`` (review ``git diff
tests/golden`` before committing them). Penneech's older golden games, with their score
logs, are ``tests/test_golden.py``'s.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import script

from penneech.games import GAMES

ROOT = Path(__file__).resolve().parent.parent


GOLDEN = script("golden")
CASES = [(game.id, preset) for game in GAMES.values() for preset in game.presets]


@pytest.mark.parametrize(("game_id", "preset"), CASES, ids=[f"{g}-{p}" for g, p in CASES])
def test_a_seeded_game_of_each_rule_set_replays_to_its_golden_record(game_id: str,
                                                                      preset: str) -> None:
    game = GAMES[game_id]
    path = GOLDEN.path_of(game, preset)
    assert path.exists(), (f"{game_id} has no golden playthrough of {preset}: run "
                           "scripts/golden.py --update and review the new file")
    kept = path.read_text(encoding="utf-8")
    assert GOLDEN.playthrough(game, preset) == kept, (
        f"{path.name} differs; if the change is deliberate, run scripts/golden.py --update "
        "and review the difference")
    record = game.parse_record(kept)
    assert record.rules == game.presets[preset].rules
    assert record.final_state().is_terminal()
    assert record.headers["Seed"] == str(GOLDEN.SEED)


def test_the_script_plays_every_game_of_the_registry_and_keeps_no_other_file() -> None:
    """Every file kept is a registered game's rule set (a file left by a rule set taken
    away is stale), and the script checks them all as the test does."""
    kept = {p.name for p in GOLDEN.FOLDER.glob("*.record")}
    assert kept == {GOLDEN.path_of(GAMES[g], p).name for g, p in CASES}
    assert [(g.id, p) for g, p in GOLDEN.cases()] == CASES
    assert GOLDEN.main([]) == 0
