"""The replay viewer's engine (``penneech.core.replay``): a finished game's record, from a
play page or the terminal, read back step by step with every hand shown, and the expert's
analysis of a seat's decisions, for every game with a play page (the registry's).

Fair play: a record of a game still being played is refused, so the viewer never shows
the hidden cards of a game that has not ended (issue 34).
"""

from __future__ import annotations

import importlib
import io
import itertools
import json
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import HISTORIC_MODULES

from penneech.cli import main
from penneech.core import replay
from penneech.core.advice import ActionValue, Advice
from penneech.core.cards import cards_in
from penneech.core.errors import PenneechError, RecordError
from penneech.core.game import AnyGame
from penneech.games import GAMES

#: Every game with a play page, from the registry.
WEB_GAMES = [g for g in GAMES.values() if g.web is not None]
IDS = [g.id for g in WEB_GAMES]

def terminal_human(game_id: str) -> Any:
    """The scripted human of a game's terminal tests (``TERMINAL_HUMAN`` of its module
    ``test_<id>_cli.py``, or of its older name in ``HISTORIC_MODULES``), who answers its
    prompts to the end of a game; a game with a play page needs one."""
    names = [f"test_{game_id}_cli", *(m for m, g in HISTORIC_MODULES.items()
                                       if g == game_id and m.endswith("_cli"))]
    for name in names:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        return module.TERMINAL_HUMAN
    raise AssertionError(f"{game_id}: no tests/test_{game_id}_cli.py with a TERMINAL_HUMAN")


def horizon_of(g: AnyGame) -> str:
    """A single deal where the game has it (quick), else a whole game."""
    return "deal" if "deal" in g.horizons else "game"


def facade_game(g: AnyGame, seed: int, stop: int | None = None,
                hints: list[tuple[int, dict[str, Any]]] | None = None) -> tuple[str, Any]:
    """A game of ``g``'s play page played by its own computer players, the human's seat
    by the greedy player: its record (the page's, ``Facade.record``) and its last state.
    ``stop``: stop after that many of the human's decisions (a game in progress). With
    ``hints``, the page's hint at the human's first two decisions it values, with the
    number of actions taken before each."""
    facade = importlib.import_module(str(g.web)).FACADE
    kept = facade.start(facade.parse_rules(None), seed, "greedy", horizon_of(g))
    me = g.make_player("greedy", seed + 1)
    made = 0
    while True:
        facade.advance(kept)
        state = facade.side.state(kept)
        if state.is_terminal() or made == stop:
            return facade.record(kept), state
        if hints is not None and len(hints) < 2:
            facade.games.keep("replay-test", kept)
            answer = json.loads(facade.hint("en", "replay-test"))
            if answer["ok"] and answer["values"]:
                hints.append((len(state.history), answer))
        facade.side.apply(kept, me.choose(g.view_of(state, 0)), 0)
        made += 1


def terminal_record(g: AnyGame, seed: int, tmp_path: Path) -> str:
    """A whole game at the terminal (``penneech play --record``), the human answering as
    in the game's terminal tests: the record it wrote."""
    out = io.StringIO()
    record = tmp_path / f"{g.id}.txt"
    human = terminal_human(g.id)(out)
    assert main(["play", "--game", g.id, "--seed", str(seed), "--opponent", "random",
                 "--record", str(record)], read=human, out=out) == 0
    return record.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def finished() -> dict[str, str]:
    """One finished game of each game's play page, by game id."""
    return {g.id: facade_game(g, 11)[0] for g in WEB_GAMES}


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_every_game_with_a_play_page_has_a_scripted_terminal_human(g: AnyGame) -> None:
    """Its terminal tests keep a human who plays a game to its end (the records such games
    leave are replayed below)."""
    assert callable(terminal_human(g.id))


def check_steps(g: AnyGame, text: str) -> replay.Replay:
    """The properties every replay has: each of the record's actions in exactly one step,
    in order; the scores of the last step the game's own; every hand as the game holds
    it; every card played taken from its player's hand; the tricks and deals stepped
    through as the game played them."""
    r = replay.read(text)
    final = r.record.final_state()
    assert [a for s in r.steps for a in s.actions] == r.record.actions
    assert list(r.steps[-1].scores) == list(g.outcome(final).points)
    assert [set(h) for h in r.steps[-1].hands] == [set(cards_in(h)) for h in final.hands]
    for before, step in itertools.pairwise(r.steps):
        seen = [c for hand in step.hands for c in hand]
        assert len(seen) == len(set(seen)), f"step {step.index}: a card in two hands"
        played = ([step.last_trick.plays[-1]] if step.ends_trick and step.last_trick
                  else [step.table[-1]] if step.trick is not None else [])
        for seat, card in played:
            assert seat == step.seat and card in before.hands[seat], step
            assert card not in step.hands[seat], step
    spans = r.deal_spans()
    assert [d for d, _, _ in spans] == list(range(1, len(spans) + 1))
    assert spans[0][1] == 0 and spans[-1][2] == len(r.steps) - 1
    assert all(b[1] == a[2] + 1 for a, b in itertools.pairwise(spans))
    for deal in final.deals:
        first, last = spans[deal.deal - 1][1:]
        dealt = [s for s in r.steps[first:last + 1] if s.seat is None and s.phase == "deal"]
        assert any([set(h) for h in s.hands] == [set(cards_in(h)) for h in deal.dealt]
                   for s in dealt), f"deal {deal.deal}: no step shows the hands as dealt"
        ends = [i for i in r.trick_ends() if first <= i <= last]
        assert [r.steps[i].last_trick for i in ends] == list(deal.tricks)
        assert [r.steps[i].trick for i in ends] == [t.number for t in deal.tricks]
    points = r.deal_points()
    assert [sum(p[s] for p in points.values()) for s in range(r.seats)] == \
        list(r.steps[-1].scores)
    return r


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_a_finished_game_from_the_play_page_replays_to_its_scores(
        g: AnyGame, finished: dict[str, str]) -> None:
    """Steps card by card, every hand shown, each card played leaving its hand for the
    table, the tricks and deals as played, and the game's final scores (issue 34)."""
    r = check_steps(g, finished[g.id])
    assert r.you == 0                   # the page's human sits in seat 0
    assert any(s.decision and s.seat == 0 for s in r.steps)
    shown = json.loads(replay.view_record(finished[g.id], "de"))
    assert shown["ok"] and shown["game"] == g.id and shown["you"] == 0
    assert shown["trick_ends"] == r.trick_ends() and len(shown["steps"]) == len(r.steps)
    cards = {int(c) for c in shown["cards"]}
    assert all(set(h) <= cards for s in shown["steps"] for h in s["hands"])


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_a_game_written_by_the_terminal_replays_to_its_scores(
        g: AnyGame, tmp_path: Path) -> None:
    """The terminal's record names the human "You" in its Players header."""
    r = check_steps(g, terminal_record(g, 4, tmp_path))
    assert r.you == 0 and r.names[0] == "You"


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_a_game_in_progress_is_refused_naming_its_last_line(g: AnyGame) -> None:
    """Fair play: the record the page keeps of a game in progress (its saved game, which
    holds every hand) is refused, so the viewer never shows a hidden card of a game that
    has not ended."""
    text, state = facade_game(g, 11, stop=2)
    assert not state.is_terminal()
    last = max(i for i, line in enumerate(text.splitlines(), start=1)
               if line.strip() and not line.startswith("#"))
    with pytest.raises(RecordError, match=rf"^line {last}: the game is not over"):
        replay.read(text)
    answer = json.loads(replay.view_record(text, "en"))
    assert answer == {"ok": False, "error": answer["error"]}
    assert answer["error"].startswith(f"line {last}: the game is not over")


def test_a_game_abandoned_at_the_terminal_is_refused(tmp_path: Path) -> None:
    """The terminal writes the record of a game given up; the viewer refuses it."""
    record = tmp_path / "quit.txt"
    assert main(["play", "--seed", "3", "--record", str(record)], read=lambda _: "quit",
                out=io.StringIO()) == 0
    with pytest.raises(RecordError, match="the game is not over"):
        replay.read(record.read_text(encoding="utf-8"))


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_a_tampered_record_is_refused_naming_the_line(
        g: AnyGame, finished: dict[str, str]) -> None:
    """A step added after the end, or the cards of a line put in another order, does not
    replay: the refusal names the line at fault and nothing is shown."""
    lines = finished[g.id].splitlines()
    body = [i for i, line in enumerate(lines) if line.strip() and " " in line.split("#")[0]
            and ":" not in line.split()[0]]
    added = [*lines, lines[body[-1]]]
    with pytest.raises(RecordError, match=rf"^line {len(added)}: "):
        replay.read("\n".join(added) + "\n")
    # the last line of two actions or more whose order matters: played in reverse
    for i in reversed(body):
        verb, *tokens = lines[i].split("#")[0].split()
        if len(set(tokens)) < 2:
            continue
        tampered = [*lines[:i], " ".join([verb, *reversed(tokens)]), *lines[i + 1:]]
        try:
            replay.read("\n".join(tampered) + "\n")
        except RecordError as exc:
            number = int(str(exc).split(":")[0].removeprefix("line "))
            assert number >= i + 1
            break
    else:
        pytest.fail("no line of the record could be tampered with")
    assert json.loads(replay.view_record("\n".join(added), "en"))["ok"] is False


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_the_analysis_of_a_decision_is_the_hint_for_that_view(
        g: AnyGame, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the human's decisions, the analysis values each choice as the page's hint did
    at that moment (the same player, seeded alike from what the seat saw); the decision's
    gap is the best value less the chosen one's, never below 0; and it is the same when
    made again from a fresh reading of the record.

    The page's hint has a safety cap on its thinking time, which a busy machine could
    reach; the clock is held still here, so that the hint, like the analysis, stops at its
    budget of samples alone and the two are compared whatever the machine's load."""
    monkeypatch.setattr(time, "perf_counter", lambda: 0.0)
    hints: list[tuple[int, dict[str, Any]]] = []
    text, _ = facade_game(g, 21, hints=hints)
    assert hints, "the hint valued none of the human's decisions"
    r = replay.read(text)
    starts, taken = {}, 0
    for s in r.steps:
        starts[taken] = s.index
        taken += len(s.actions)
    for before, hint in hints:
        step = starts[before]
        a = replay.analyse(r, 0, step)
        values = {v.action: v.value for v in a.advice.values}
        assert a.advice.choice == hint["action"]
        for v in hint["values"]:
            assert round(values[v["action"]], 2) == v["value"]
        best = max(values.values())
        assert a.gap is not None and a.gap >= 0
        assert a.gap == replay.decision_gap(best, values[a.chosen])
        again = replay.analyse(replay.read(text), 0, step)
        assert again.advice == a.advice and again.gap == a.gap
        shown = json.loads(replay.analyse_step(text, 0, step, "de"))
        assert shown["ok"] and shown["gap"] == a.gap and shown["expert"] == a.advice.choice
        assert all(v["gap"] >= 0 for v in shown["values"])
        assert sum(v["chosen"] for v in shown["values"]) == 1


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_the_summary_ranks_the_decisions_and_adds_up_the_points_lost(
        g: AnyGame, finished: dict[str, str]) -> None:
    """Every decision of the seat analysed; the largest gaps first; the gaps added up
    deal by deal; the deciding deal one of the game's."""
    r = replay.read(finished[g.id])
    s = replay.summary(r, 0)
    assert [a.step for a in s.analyses] == r.decisions(0)
    gaps = [a.gap or 0.0 for a in s.ranked()]
    assert gaps == sorted(gaps, reverse=True) and all(x > 0 for x in gaps)
    for deal, lost in s.lost.items():
        mine = [a for a in s.analyses if a.gap and r.steps[a.step].deal == deal]
        for unit, total in lost.items():
            assert total == pytest.approx(sum(a.gap or 0 for a in mine
                                              if a.advice.unit == unit), abs=0.05)
    assert s.decisive in s.points
    shown = json.loads(replay.summarise(finished[g.id], 0, "en"))
    assert shown["ok"] and shown["decisions"] == len(r.decisions(0))
    assert [x["step"] for x in shown["ranked"]] == [a.step for a in s.ranked()]


def test_the_gap_is_from_the_best_valued_choice_which_need_not_be_the_experts() -> None:
    """An expert may keep its rule of thumb unless another choice is clearly better
    (``core.advice``), so a decision can be the expert's own and still fall short of the
    best-valued choice: the gap is counted from that one, which the analysis names."""
    advice = Advice(1, (ActionValue(1, 2.0), ActionValue(2, 4.9), ActionValue(3, 4.9)))
    a = replay.Analysis(0, 0, 1, advice, {}, replay.decision_gap(4.9, 2.0), False)
    assert (a.as_expert, a.best_action, a.gap) == (True, 2, 2.9)
    other = replay.Analysis(0, 0, 3, Advice(3, advice.values), {}, 0.0, False)
    assert (other.as_expert, other.best_action) == (True, 3)    # a tie: the expert's
    assert replay.Analysis(0, 0, 2, advice, {}, 0.0, False).as_expert is False


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_each_gap_in_the_summary_names_the_expert_or_the_best_valued_choice(
        g: AnyGame, finished: dict[str, str]) -> None:
    """In the whole game's summary and in a single decision's analysis, each decision
    with a gap says whether the expert chose the same and names the choice valued best,
    from which its gap is counted, in the page's language; that choice is never the one
    made."""
    text = finished[g.id]
    r = replay.read(text)
    s = replay.summary(r, 0)
    for lang in ("en", "de"):
        shown = json.loads(replay.summarise(text, 0, lang))
        by_step = {a.step: a for a in s.analyses}
        assert [x["step"] for x in shown["ranked"]] == [a.step for a in s.ranked()]
        for x in shown["ranked"]:
            a = by_step[x["step"]]
            top = a.best_action
            assert top is not None and top != a.chosen
            assert a.gap == replay.decision_gap(a.best or 0.0, a.value or 0.0)
            assert next(v.value for v in a.advice.values if v.action == top) == a.best
            words = r.side.step_words(r.before[a.step], [top]).get(lang)
            assert x["as_expert"] == (a.chosen == a.advice.choice)
            assert x["best_words"] == words
            assert x["expert_words"] == r.side.step_words(
                r.before[a.step], [a.advice.choice]).get(lang)
            one = json.loads(replay.analyse_step(text, 0, a.step, lang))
            assert (one["as_expert"], one["best_words"]) == (x["as_expert"], words)
        assert shown["as_expert"] == sum(a.chosen == a.advice.choice for a in s.analyses)


def test_the_seats_are_named_as_the_play_pages_name_them() -> None:
    """A record's ``Players`` header names the seats as the play page shows them, in the
    page's language, a computer's level left out; a two-seat page's record without one has
    "You" and "Computer"; a person's name is kept as written."""
    names = ["You", "Player 1 (greedy)", "Player 2 (greedy)"]
    assert replay.seat_names(names, 0, 3, "en") == ["You", "Player 1", "Player 2"]
    assert replay.seat_names(names, 0, 3, "de") == ["Sie", "Spieler 1", "Spieler 2"]
    assert replay.record_seat_names({"Players": "Computer (random), You"}, 2, "de") == \
        ["Computer", "Sie"]
    assert replay.record_seat_names({"Level": "expert"}, 2, "en") == ["You", "Computer"]
    assert replay.record_seat_names({"Players": "Ann, Computer 1 (expert), Bob"}, 3,
                                    "de") == ["Ann", "Computer 1", "Bob"]
    assert replay.record_seat_names({}, 3, "en") == ["Player 0", "Player 1", "Player 2"]


@pytest.mark.parametrize("g", WEB_GAMES, ids=IDS)
def test_the_viewer_names_the_seats_of_a_play_pages_record(
        g: AnyGame, finished: dict[str, str]) -> None:
    """The viewer gets each seat's name with the steps (the seat the record names "you"
    is "You"), from the record's headers alone."""
    r = replay.read(finished[g.id])
    for lang in ("en", "de"):
        shown = json.loads(replay.view_record(finished[g.id], lang))
        assert shown["seat_names"] == replay.record_seat_names(r.record.headers, r.seats, lang)
        assert len(shown["seat_names"]) == r.seats
        assert shown["seat_names"][0] == ("You" if lang == "en" else "Sie")


def test_you_are_the_seat_the_record_names_or_the_reader_chooses() -> None:
    assert replay.you_of({"Players": "Computer (random), You"}, 2) == 1
    assert replay.you_of({"Players": "You, Computer (greedy), Computer (greedy)"}, 3) == 0
    assert replay.you_of({"Seed": "4"}, 2) is None


def test_calls_with_bad_arguments_are_refused_and_say_why(finished: dict[str, str]) -> None:
    text = finished["penneech"] if "penneech" in finished else next(iter(finished.values()))
    r = replay.read(text)
    chance = next(s.index for s in r.steps if s.seat is None)
    for args, words in [((text, 0, chance), "no decision of seat 0"),
                        ((text, 7, 0), "a seat is a whole number"),
                        ((text, 0, "x"), "a step is a whole number"),
                        ((12, 0, 0), "a record is text")]:
        answer = json.loads(replay.analyse_step(*args))
        assert answer["ok"] is False and words in answer["error"]
    assert "starts with" in json.loads(replay.view_record("Chess record 1\n"))["error"]
    with pytest.raises(PenneechError, match="at most"):
        replay.read("x" * (replay.MAX_RECORD + 1))
