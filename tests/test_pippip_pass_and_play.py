"""Pip-Pip! for people (pass-and-play) through the play page's façade: any seat may be a
person's or a computer's, the people named at the table; the device is passed from one
person to the next, and until the next has taken it ("I am Anna") the answer shows no hand,
takes no decision and gives no hint; once taken it shows that person's hand alone. Fair
play: no answer holds a hidden card of a seat other than the one shown. The record names
the seats and continues the game after a reload (the device passed again). A table of
people only plays with no computer."""

from __future__ import annotations

import json
from typing import Any

import pytest

from penneech.games.pippip import web
from penneech.games.pippip.view import view_of


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def ids_in(value: object) -> set[int]:
    """The physical card ids anywhere in an answer (a card is a dict with id and face)."""
    out: set[int] = set()
    if isinstance(value, dict):
        if "id" in value and "face" in value:
            out.add(value["id"])
        for v in value.values():
            out |= ids_in(v)
    elif isinstance(value, list):
        for v in value:
            out |= ids_in(v)
    return out


def first_offered(snap: dict[str, Any]) -> int:
    """The first decision the page offers: no marriage, else the first card."""
    if snap["window"]:
        return int(snap["done"] if snap["done"] is not None else snap["marriages"][0]["action"])
    if snap["legal"]:
        return int(snap["legal"][0])
    return int(snap["play_declare"][0]["action"])


def assert_fair(snap: dict[str, Any], game_id: str) -> None:
    """The answer shows the hand of the seat it names (``me``) and no hidden card of any
    other seat; while the device is passed (``pass_to``), no hand at all."""
    kept = web.FACADE.kept(game_id)
    state = kept.state
    shown = ids_in(snap)
    for seat in range(state.seats):
        if seat == snap["me"]:
            continue
        hidden = {c for c in range(104) if state.hands[seat] >> c & 1}
        for laid in snap["exposed"][seat]:
            hidden.discard(laid["id"])
        assert not hidden & shown, f"seat {seat}'s hidden cards in the answer"
    if snap["pass_to"] is not None:
        assert snap["me"] is None and snap["hand"] == [] and snap["legal"] == []
        assert snap["drawn"] is None and snap["my_pending"] == []
    elif not snap["over"]:
        mine = view_of(state, snap["me"]).hand
        assert {c["id"] for c in snap["hand"]} == {c for c in range(104) if mine >> c & 1}


def play(game_id: str, snap: dict[str, Any], people: list[str | None]
         ) -> tuple[dict[str, Any], list[int]]:
    """Play to the end through the pass screen, every person taking the first decision
    offered; the final answer and the seats the device was passed to, in order."""
    passes: list[int] = []
    for _ in range(3000):
        assert_fair(snap, game_id)
        if snap["over"]:
            return snap, passes
        seat = snap["pass_to"]
        if seat is not None:
            assert people[seat] is not None
            # Behind the pass screen nothing is decided and no hint is given.
            assert not call(web.act(0, "en", game_id))["ok"]
            assert not call(web.hint("en", game_id))["ok"]
            other = next(s for s, n in enumerate(people) if n is not None and s != seat)
            refused = call(web.take_seat(other, "en", game_id))
            assert not refused["ok"] and "not the person to move" in refused["error"]
            passes.append(seat)
            snap = call(web.take_seat(seat, "en", game_id))
            assert snap["ok"] and snap["me"] == seat and snap["to_move"] == seat
            continue
        assert people[snap["to_move"]] is not None and snap["me"] == snap["to_move"]
        snap = call(web.act(first_offered(snap), "en", game_id))
        assert snap["ok"], snap
    raise AssertionError("the game did not end")


def test_two_people_and_three_computers_pass_the_device_and_see_only_their_own_hand() -> None:
    """Anna in seat 0 and Ben in seat 2, computers in seats 1, 3 and 4, one deal: each
    time the turn goes from one person to the other the answer hides every hand until the
    next takes the device; then it shows theirs. The computers play their seats; the
    record names every seat and the game is continued from it with the same seating."""
    people = ["Anna", None, "Ben", None, None]
    snap = call(web.new_game("pagat,players=5", 11, "random", "en", "pp-people", "deal",
                             json.dumps(people)))
    assert snap["ok"] and snap["people"] == people
    kept = web.FACADE.kept("pp-people")
    assert sorted(kept.players) == [1, 3, 4]
    final, passes = play("pp-people", snap, people)
    assert set(passes) == {0, 2}                    # the device went both ways
    moves = final["end"]["computer_moves"]
    assert moves and {m["seat"] for m in moves} <= {1, 3, 4}
    record = final["end"]["record"]
    assert "Players: Anna, Computer 1 (random), Ben, Computer 3 (random), " \
           "Computer 4 (random)" in record
    assert 'People: ["Anna", null, "Ben", null, null]' in record


def test_people_only_play_a_whole_deal_with_no_computer() -> None:
    """Three people and no computer: every decision is a person's, taken after the pass
    screen whenever the turn goes to someone else."""
    people: list[str | None] = ["Anna", "Ben", "Cleo"]
    snap = call(web.new_game("pagat,players=3", 5, None, "en", "pp-only", "deal",
                             json.dumps(people)))
    assert snap["ok"]
    assert web.FACADE.kept("pp-only").players == {}
    final, passes = play("pp-only", snap, people)
    assert final["end"]["computer_moves"] == []
    assert set(passes) == {0, 1, 2}


def test_a_reload_continues_the_seating_behind_the_pass_screen() -> None:
    """The kept record continues the game with the same people; the device is passed
    again (taking it is not kept), so a reload shows no hand before "I am …"."""
    people = [None, "Anna", "Ben"]
    snap = call(web.new_game("pagat,players=3", 8, "random", "en", "pp-reload", "deal",
                             json.dumps(people)))
    if snap["pass_to"] is not None:
        snap = call(web.take_seat(snap["pass_to"], "en", "pp-reload"))
    snap = call(web.act(first_offered(snap), "en", "pp-reload"))
    saved = call(web.saved("pp-reload"))
    again = call(web.resume(saved["record"], saved["level"], "en", "pp-reload2"))
    assert again["ok"] and again["people"] == people
    assert again["pass_to"] == again["to_move"] and again["hand"] == []
    assert_fair(again, "pp-reload2")


def test_undo_at_a_table_of_people_takes_back_the_last_persons_decision() -> None:
    """Undo takes back the last decision a person took (and the computers' after it); the
    answer is the position before it, behind the pass screen of the person to decide."""
    people = ["Anna", None, "Ben"]
    game_id = "pp-undo"
    snap = call(web.new_game("pagat,players=3", 3, "random", "en", game_id, "deal",
                             json.dumps(people)))
    for _ in range(20):
        if snap["pass_to"] is not None:
            snap = call(web.take_seat(snap["pass_to"], "en", game_id))
        before_seat, before_hand = snap["me"], snap["hand"]
        snap = call(web.act(first_offered(snap), "en", game_id))
        if snap["pass_to"] is not None and snap["pass_to"] != before_seat:
            break
    back = call(web.undo("en", game_id))
    assert back["ok"] and back["undone"]["words"]
    assert back["to_move"] == before_seat
    assert back["hand"] == [] and back["pass_to"] == before_seat
    shown = call(web.take_seat(before_seat, "en", game_id))
    assert shown["hand"] == before_hand


@pytest.mark.parametrize(("people", "says"), [
    ('["Anna", null]', "names 2 seats; the rules have 3 players"),
    ("[null, null, null]", "no person"),
    ('["Anna", "anna", null]', "the same name"),
    ('["Anna", 7, null]', "seat 1: a person's name"),
    ('["Anna", "", null]', "seat 1: a person's name"),
    ('{"Anna": 0}', "a list of names and nulls"),
    ("not json", "a list of names and nulls"),
])
def test_a_bad_seating_is_refused_and_starts_nothing(people: str, says: str) -> None:
    """A seating that does not fit the table is refused, saying what is wrong and where;
    no game is kept under the page's id."""
    answer = call(web.new_game("pagat,players=3", 1, None, "en", "pp-bad", "deal", people))
    assert not answer["ok"] and says in answer["error"]
    assert "pp-bad" not in web.FACADE.games


def test_alone_against_the_computers_nothing_changes() -> None:
    """Without a seating the human sits in seat 0 alone and never sees a pass screen."""
    snap = call(web.new_game("pagat,players=4", 2, "random", "en", "pp-alone", "deal"))
    assert snap["people"] is None and snap["me"] == 0 and snap["pass_to"] is None
    assert not call(web.take_seat(1, "en", "pp-alone"))["ok"]
