"""The JSON façade the play page talks to: every answer is JSON, errors are messages."""

from __future__ import annotations

import json
from typing import Any

from penneech import web
from penneech.options import OPTIONS
from penneech.presets import PRESETS


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def test_metadata_gives_every_option_in_the_pages_language() -> None:
    de = call(web.metadata("de"))
    assert [o["id"] for o in de["options"]] == [o.id for o in OPTIONS]
    assert de["options"][0]["title"] == OPTIONS[0].title.de
    assert [p["id"] for p in de["presets"]] == list(PRESETS)
    assert de["levels"] == ["random", "greedy", "expert"]


def test_a_whole_game_through_the_facade() -> None:
    snap = call(web.new_game("martin", 7, "random", "en", "t1"))
    assert snap["ok"] and snap["preset"] == "martin" and snap["seed"] == 7
    for _ in range(500):
        if snap["winner"] is not None:
            break
        snap = call(web.play(snap["legal"][0], "en", "t1"))
        assert snap["ok"], snap
    assert snap["winner"] is not None and max(snap["scores"]) >= 61
    assert all("text" in e and e["anchor"] for e in snap["events"])


def test_bad_input_is_answered_with_a_message_and_changes_nothing() -> None:
    snap = call(web.new_game("mcleod", 4, "random", "en", "t2"))
    illegal = next(c["id"] for c in snap["hand"] if c["id"] not in snap["legal"])
    answer = call(web.play(illegal, "en", "t2"))
    assert not answer["ok"] and "must follow suit" in answer["error"]
    assert call(web.state("en", "t2"))["record"] == snap["record"]
    assert "unknown preset" in call(web.new_game("bezique", 1))["error"]
    assert "unknown level" in call(web.new_game("mcleod", 1, "genius"))["error"]
    assert not call(web.play(0, "en", "no-such-game"))["ok"]
    assert "record starts with" in call(web.load("garbage"))["error"]


def test_a_record_restores_the_same_position() -> None:
    snap = call(web.new_game("parlett", 11, "greedy", "en", "t3"))
    for _ in range(5):
        snap = call(web.play(snap["legal"][0], "en", "t3"))
    restored = call(web.load(snap["record"], None, "en", "t4"))
    assert restored["hand"] == snap["hand"] and restored["scores"] == snap["scores"]
    tampered = snap["record"].replace("Seed: 11", "Seed: 12")
    assert "do not match its seed" in call(web.load(tampered, None, "en", "t5"))["error"]


def test_hint_ranks_the_legal_cards() -> None:
    snap = call(web.new_game("mcleod", 3, "random", "en", "t6"))
    hint = call(web.hint("en", "t6", 5))
    assert sorted(v["card"]["id"] for v in hint["values"]) == sorted(snap["legal"])


def test_compare_plays_the_same_deal_under_two_readings() -> None:
    """The façade gives the page the engine's own rendering and account of the difference."""
    result = call(web.compare(29, "mcleod", "parlett", "greedy", "de"))
    a, b = result["points"]
    assert result["difference"] == [b[p] - a[p] for p in (0, 1)] != [0, 0]
    assert result["diverges_at"] == 4
    assert result["html"].count('<section class="compare-side"') == 2
    assert any("Bis zum 3. Stich" in line for line in result["explanation"])
    bad = call(web.compare(29, "mcleod", "nobody"))
    assert bad["ok"] is False and "unknown preset 'nobody'" in bad["error"]
    assert call(web.compare(29, "mcleod", "parlett", "grandmaster"))["ok"] is False
