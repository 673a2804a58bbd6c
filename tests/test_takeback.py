"""Undo against the computer (``penneech.core.takeback``, ``Facade.undo``), for every game
with a play page, found through the registry: a decision taken back gives back the table
the human saw before it, with every card where it was (a trick taken back returns its cards
to the hands that played them), the same cards to come and the computers answering the same
decision as they did; as often as the human likes, back to the first decision, and then a
clear refusal that changes nothing. The record of a game with take-backs says how many, and
nothing taken back shows the human a card they had not seen or the deal number."""

from __future__ import annotations

import json
from importlib import import_module
from types import ModuleType
from typing import Any

import pytest

from penneech.core.takeback import HEADER
from penneech.core.web import HUMAN
from penneech.games import GAMES

#: The games with a play page (their ``Game`` declares its façade, ``web``).
PAGED = [game_id for game_id, g in GAMES.items() if g.web is not None]
#: A deal number long enough that finding it in an answer's text cannot be a coincidence.
BIG_SEED = 987_654_321_987
#: What an answer after a take-back has besides the table the human saw before: the
#: take-backs counted, and the words of the decision taken back.
COUNTED = ("takebacks", "undone")


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def facade(game_id: str) -> ModuleType:
    """A game's façade, found by its id in the registry as the play worker finds it."""
    module = GAMES[game_id].web
    assert module is not None
    return import_module(module)


def table(answer: dict[str, Any]) -> dict[str, Any]:
    """An answer without what counts the take-backs."""
    return {k: v for k, v in answer.items() if k not in COUNTED}


def start(web: ModuleType, game_id: str, gid: str, seed: int = 7,
          short: bool = False) -> dict[str, Any]:
    """A new game against random computers (whose choices come from a random generator
    that moves on with every choice: the hardest to answer alike again): a whole game, or
    (``short``) one deal where the game has it."""
    game = GAMES[game_id]
    horizon = game.horizons[-1] if short else game.horizons[0]
    answer = call(web.new_game(None, seed, "random", "en", gid, horizon))
    assert answer["ok"], answer
    return answer


def next_decision(web: ModuleType, gid: str) -> tuple[object, list[int]]:
    """The human's next decision as the page sends it (the first thing offered), and the
    actions it names: one, or, where one decision names several (``Side.joined``: Piquet's
    exchange), every card put out and the step that closes them, which the game adds."""
    trial = web.FACADE.games[gid].state.clone()
    actions: list[int] = []
    while True:
        action = trial.legal_actions()[0]
        actions.append(action)
        trial.apply_action(action, HUMAN)
        if trial.is_terminal() or trial.current_player() != HUMAN or \
                not web.SIDE.joined(trial):
            break
    return (actions[0] if len(actions) == 1 else json.dumps(actions[:-1])), actions


def hands(game_id: str, web: ModuleType, gid: str) -> list[int]:
    """Every seat's hand, as its own view shows it."""
    game = GAMES[game_id]
    state = web.FACADE.games[gid].state
    return [game.view_of(state, seat).hand for seat in range(game.seats_of(state.rules))]


def record_without_takebacks(record: str) -> str:
    return "".join(line for line in record.splitlines(keepends=True)
                   if not line.startswith(f"{HEADER}:"))


@pytest.mark.parametrize("game_id", PAGED)
def test_a_decision_taken_back_gives_back_the_table_and_the_computers_answer_it_alike(
        game_id: str) -> None:
    """Decision after decision, past the end of a deal: taken back, the answer is the
    table the human saw before it (the same answer as ``state`` then), the game's history
    and record are as they were, and the same decision made again is answered by the
    computers exactly as the first time (the same cards come from the same deal number,
    and the computer players are given back as they stood)."""
    web = facade(game_id)
    gid = f"again-{game_id}"
    start(web, game_id, gid)
    for _ in range(40):
        before = call(web.state("en", gid))
        if before["over"]:
            break
        kept = web.FACADE.games[gid]
        history, record = list(kept.state.history), json.loads(web.saved(gid))["record"]
        decision, _ = next_decision(web, gid)
        played = call(web.act(decision, "en", gid))
        if played["over"]:
            break                                   # nothing to take back once it is over
        assert played["ok"] and played["undo"] == before["undo"] + 1
        undone = call(web.undo("en", gid))
        assert undone["ok"], undone
        assert table(undone) == table(before)
        assert undone["takebacks"] == before["takebacks"] + 1
        assert list(web.FACADE.games[gid].state.history) == history
        assert record_without_takebacks(json.loads(web.saved(gid))["record"]) == \
            record_without_takebacks(record)
        again = call(web.act(decision, "en", gid))
        assert table(again) == table(played), "the computers answered otherwise"
    assert web.FACADE.games[gid].state.deals, "no deal was over"


@pytest.mark.parametrize("game_id", PAGED)
def test_a_trick_taken_back_returns_its_cards_to_the_hands(game_id: str) -> None:
    """A card played to a trick (and the cards the computers played after it, and a trick
    it completed) goes back to the hand that played it: every seat holds again what it
    held before the human's card, and the trick on the table is as it was."""
    web = facade(game_id)
    gid = f"trick-{game_id}"
    start(web, game_id, gid, seed=11)
    played_cards = 0
    for _ in range(60):
        before = call(web.state("en", gid))
        if before["over"] or played_cards >= 3:
            break
        state = web.FACADE.games[gid].state
        decision, _ = next_decision(web, gid)
        if state.phase == "play":
            held = hands(game_id, web, gid)
            tricks = len(state.deals), len(getattr(state, "tricks", ()))
            after = call(web.act(decision, "en", gid))
            assert hands(game_id, web, gid)[HUMAN] != held[HUMAN]    # the card left the hand
            undone = call(web.undo("en", gid))
            assert hands(game_id, web, gid) == held
            back = web.FACADE.games[gid].state
            assert (len(back.deals), len(getattr(back, "tricks", ()))) == tricks
            assert table(undone)["hand"] == before["hand"]
            assert call(web.act(decision, "en", gid))["hand"] == after["hand"]
            played_cards += 1
        else:
            call(web.act(decision, "en", gid))
    assert played_cards == 3


@pytest.mark.parametrize("game_id", PAGED)
def test_decisions_are_taken_back_one_by_one_back_to_the_first(game_id: str) -> None:
    """Ten decisions, then ten take-backs: each gives back the table before the decision
    it takes back, newest first, and says how many remain; the eleventh is refused, in
    words, and changes nothing. The game counts every take-back."""
    web = facade(game_id)
    gid = f"many-{game_id}"
    tables = [start(web, game_id, gid, seed=23)]
    assert tables[0]["undo"] == 0 and tables[0]["takebacks"] == 0
    for _ in range(10):
        decision, _ = next_decision(web, gid)
        tables.append(call(web.act(decision, "en", gid)))
        assert not tables[-1]["over"]
    for n in range(10, 0, -1):
        undone = call(web.undo("en", gid))
        shown = call(web.state("en", gid))
        assert table(undone) == table(shown)
        assert undone["undo"] == n - 1 and undone["takebacks"] == 11 - n
        assert {k: v for k, v in table(undone).items() if k != "computer_moves"} == \
            {k: v for k, v in table(tables[n - 1]).items() if k != "computer_moves"}
    before = web.saved(gid)
    refused = call(web.undo("en", gid))
    assert refused == {"ok": False, "error": "nothing to take back: you have made no "
                                             "decision in this game yet"}
    assert web.saved(gid) == before
    again = call(web.restart("en", gid))
    assert again["takebacks"] == 10 and again["undo"] == 0     # a restart keeps the count


@pytest.mark.parametrize("game_id", PAGED)
def test_nothing_to_take_back_is_refused_and_changes_nothing(game_id: str) -> None:
    """A new game, an unknown game and a game that is over have nothing to take back: each
    is refused with a message saying so, and the game stays as it was."""
    web = facade(game_id)
    gid = f"nothing-{game_id}"
    start(web, game_id, gid, short=True)
    fresh = call(web.state("en", gid))
    assert not call(web.undo("en", gid))["ok"]
    assert call(web.state("en", gid)) == fresh
    assert call(web.undo("en", "no-such-game")) == {"ok": False,
                                                     "error": "no game in progress"}
    bad = call(web.undo(["en"], gid))
    assert not bad["ok"] and "language" in bad["error"]
    snap = fresh
    for _ in range(2000):
        if snap["over"]:
            break
        snap = call(web.act(next_decision(web, gid)[0], "en", gid))
    assert snap["over"] and snap["undo"] == 0
    before = web.saved(gid)
    refused = call(web.undo("en", gid))
    assert not refused["ok"] and "the game is over" in refused["error"]
    assert web.saved(gid) == before


@pytest.mark.parametrize("game_id", PAGED)
def test_the_record_of_a_game_with_takebacks_says_how_many(game_id: str) -> None:
    """A clean game's record has no ``Takebacks`` header; once decisions are taken back,
    the record says how many, the game's own record reader keeps the header (it keeps
    every header it does not read itself) and writes it again, a game continued from the
    record counts on from there, and the end tells the page."""
    game = GAMES[game_id]
    web = facade(game_id)
    gid = f"record-{game_id}"
    start(web, game_id, gid, seed=5)
    assert f"{HEADER}:" not in json.loads(web.saved(gid))["record"]
    for _ in range(2):
        call(web.act(next_decision(web, gid)[0], "en", gid))
        assert call(web.undo("en", gid))["ok"]
        call(web.act(next_decision(web, gid)[0], "en", gid))
    saved = json.loads(web.saved(gid))
    assert f"\n{HEADER}: 2\n" in saved["record"]
    parsed = game.parse_record(saved["record"])
    assert parsed.headers[HEADER] == "2"
    assert f"\n{HEADER}: 2\n" in game.record_text(parsed.final_state(), None, parsed.headers)
    resumed = call(web.resume(saved["record"], saved["level"], "en", gid + "-again"))
    assert resumed["takebacks"] == 2 and resumed["undo"] == 2
    snap = resumed
    for _ in range(2000):
        if snap["over"]:
            break
        snap = call(web.act(next_decision(web, gid + "-again")[0], "en", gid + "-again"))
    assert snap["over"] and snap["takebacks"] == 2 and snap["end"]["takebacks"] == 2
    assert f"\n{HEADER}: 2\n" in snap["end"]["record"]
    wrong = saved["record"].replace(f"{HEADER}: 2", f"{HEADER}: lots")
    refused = call(web.load(wrong, None, "en", gid + "-wrong"))
    assert not refused["ok"] and f"{HEADER} must be a whole number" in refused["error"]


@pytest.mark.parametrize("game_id", PAGED)
def test_a_game_kept_across_a_reload_takes_back_the_same_decisions(game_id: str) -> None:
    """The page keeps a game across a reload as its record: continued, it finds the
    human's decisions in the record as the page asked them (an exchange named at once is
    one decision, an answer the page gave for the human is none), and each take-back gives
    the same table as in the game that was never reloaded."""
    web = facade(game_id)
    gid = f"reload-{game_id}"
    start(web, game_id, gid, seed=31)
    for _ in range(12):
        call(web.act(next_decision(web, gid)[0], "en", gid))
    saved = json.loads(web.saved(gid))
    call(web.resume(saved["record"], saved["level"], "en", gid + "-r"))
    live = web.FACADE.games[gid].takebacks.decisions
    found = web.FACADE.games[gid + "-r"].takebacks.decisions
    assert [(d.step, d.size) for d in found] == [(d.step, d.size) for d in live]
    for _ in range(12):
        assert call(web.undo("en", gid + "-r")) == call(web.undo("en", gid))


@pytest.mark.parametrize("game_id", PAGED)
def test_taking_back_shows_nothing_the_human_had_not_seen(game_id: str) -> None:
    """Fair play: the answer to a take-back is the table the human saw before the decision
    (the same answer ``state`` gives), with the take-backs counted and the words of their
    own decision: never the deal number, the record or its text, or anything else."""
    game = GAMES[game_id]
    web = facade(game_id)
    gid = f"fair-{game_id}"
    start(web, game_id, gid, seed=BIG_SEED)
    for _ in range(8):
        before = call(web.state("en", gid))
        decision, _ = next_decision(web, gid)
        call(web.act(decision, "en", gid))
        text = web.undo("en", gid)
        undone = call(text)
        assert str(BIG_SEED) not in text and game.magic not in text and "Seed:" not in text
        assert "seed" not in undone and "record" not in undone and undone["end"] is None
        assert set(undone) - set(before) == {"undone"} and set(undone["undone"]) == {"words"}
        assert table(undone) == table(before) == table(call(web.state("en", gid)))
        words = undone["undone"]["words"]
        assert isinstance(words, str) and 0 < len(words) < 300
        call(web.act(decision, "en", gid))
