"""The JSON façade the play page talks to: every answer is JSON, errors are messages, and
while a game runs the page learns only what the human player may see at the table."""

from __future__ import annotations

import dataclasses
import json
import random
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
from site_helpers import card_objects

from penneech.core.cards import card_name, cards_in
from penneech.core.web import HUMAN, SEED_LIMIT, public_seed
from penneech.games.penneech import web
from penneech.games.penneech.game import GAME
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.record import parse_record
from penneech.games.penneech.state import KEEP, THROW_IN, State

#: A deal number long enough that finding it in an answer's text cannot be a coincidence.
BIG_SEED = 987_654_321_987


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data

def keys_of(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*(keys_of(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_of(v) for v in value))
    return set()


def first_choice(snap: dict[str, Any]) -> int:
    """The human's move in these tests: keep a poor hand, else the first playable card."""
    return KEEP if snap["throw_in"] else int(snap["legal"][0])


def play_out(rules: str, seed: int, level: str, game_id: str
             ) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every answer (raw text and parsed) of a whole game, the human taking ``first_choice``."""
    text = web.new_game(rules, seed, level, "en", game_id)
    for _ in range(600):
        snap = call(text)
        assert snap["ok"], snap
        yield text, snap
        if snap["winner"] is not None:
            return
        text = web.act(first_choice(snap), "en", game_id)
    raise AssertionError("the game did not end")


def test_metadata_gives_every_option_in_the_pages_language() -> None:
    de = call(web.metadata("de"))
    assert [o["id"] for o in de["options"]] == [o.id for o in OPTIONS]
    assert de["options"][0]["title"] == OPTIONS[0].title.de
    assert [p["id"] for p in de["presets"]] == list(PRESETS)
    assert de["levels"] == ["random", "greedy", "expert"]
    assert de["actions"] == {"throw_in": THROW_IN, "keep": KEEP}


def test_a_whole_game_through_the_facade() -> None:
    """C17: the first to the target wins; the final answer opens the record."""
    answers = list(play_out("martin", 7, "random", "t1"))
    first, last = answers[0][1], answers[-1][1]
    assert first["preset"] == "martin" and first["end"] is None
    assert last["winner"] is not None and max(last["scores"]) >= 61
    assert all("text" in e and e["anchor"] for e in last["events"])
    assert last["end"]["seed"] == 7
    record = parse_record(last["end"]["record"])
    replayed = State(record.rules)
    for action in record.actions:
        replayed.apply_action(action)
    assert replayed.winner == last["winner"] and replayed.scores == last["scores"]


@pytest.mark.parametrize("rules, level", [("mcleod", "greedy"), ("martin", "random"),
                                          ("parlett,scoring=end_of_hand", "greedy")])
def test_while_the_game_runs_no_answer_holds_a_card_the_human_has_not_seen(
        rules: str, level: str) -> None:
    """Fair play: the computer's hand, the stock (future turn-ups), the seed and the record
    stay in the engine until the game is over; then all of them are handed out."""
    assert_fair(rules, level, f"fair-{rules}")


def assert_fair(rules: str, level: str, game_id: str) -> None:
    """A whole game, every answer checked as the test above says."""
    for text, snap in play_out(rules, BIG_SEED, level, game_id):
        state = web.FACADE.games[game_id].state
        if snap["winner"] is not None:
            assert snap["end"]["seed"] == BIG_SEED
            assert str(BIG_SEED) in snap["end"]["record"]
            assert len(snap["end"]["computer_hand"]) == 7
            assert all(m["ms"] >= 0 and m["choices"] >= 1 for m in snap["end"]["computer_moves"])
            return
        hidden = state.hands[1] | state.stock_mask
        # the hand over (last_hand) was played face up, and its cards went back into the
        # pack for this deal: only this hand's cards are checked against the hidden ones
        assert snap["last_hand"] is None or snap["last_hand"]["hand"] < snap["hand_no"]
        shown = {c["id"] for c in card_objects({k: v for k, v in snap.items() if k != "last_hand"})}
        assert not [card_name(c) for c in shown if hidden >> c & 1]
        this_hand = {e["card"] for e in snap["events"] if e["hand"] == snap["hand_no"]}
        assert not this_hand & {card_name(c) for c in cards_in(hidden)}
        assert snap["end"] is None and str(BIG_SEED) not in text
        assert not keys_of(snap) & {"record", "seed", "hands", "stock_order", "choices"}
        assert len(snap["hand"]) == state.hands[0].bit_count()
    raise AssertionError("the game did not end")


#: Every value of every rule option, each on top of the default rule set. No Penneech
#: option hides a card the others show (the computer's hand and the stock are hidden under
#: all of them); the pack, the turn-up, the throw-in and the scoring change which cards
#: those are and when the game ends, so each is played once.
EVERY_OPTION_VALUE = [f"{o.id}={v}" for o in OPTIONS for v in o.values]


@pytest.mark.parametrize("option", EVERY_OPTION_VALUE)
def test_no_answer_holds_a_hidden_card_under_any_option(option: str) -> None:
    """Fair play under every option the page offers, not only the rule sets: a whole game
    under ``mcleod`` with that one value changed."""
    assert_fair(f"mcleod,{option}", "random", "fair-option")


def test_the_answer_is_the_same_whatever_the_computer_holds() -> None:
    """Re-deal the computer's hidden cards from the stock at random: the page's answer for
    the same public position is unchanged (nothing shown depends on the hidden cards)."""
    rng = random.Random(5)
    for _, snap in play_out("mcleod", 31, "random", "swap"):
        game = web.FACADE.games["swap"]
        state = game.state
        if snap["winner"] is not None or state.phase != "play":
            continue
        other = state.clone()
        hidden = list(cards_in(state.hands[1]))
        pool = hidden + list(cards_in(state.stock_mask))
        other.hands[1] = sum(1 << c for c in rng.sample(pool, len(hidden)))
        other.dealt_mask = (other.dealt_mask & ~state.hands[1]) | other.hands[1]
        moved = dataclasses.replace(game, state=other)
        assert web.FACADE.snapshot(moved, "en") == web.FACADE.snapshot(game, "en")


def test_the_computer_keeping_a_poor_hand_is_not_announced() -> None:
    """Deal 25: the computer holds a poor hand and keeps it (C18). At the table keeping
    shows nothing, so the page hears nothing of it; a throw-in would be seen."""
    game_id = "keeps"
    snap = call(web.new_game("mcleod", 25, "greedy", "en", game_id))
    history = web.FACADE.games[game_id].state.history
    assert (1, KEEP) in history
    for _ in range(10):
        snap = call(web.act(first_choice(snap), "en", game_id))
        assert all(m["action"] != KEEP for m in snap["computer_moves"])
        assert all(m == {"phase": "play", "action": m["action"]}
                   or m == {"phase": "throw_in", "action": THROW_IN}
                   for m in snap["computer_moves"])


def test_a_new_game_without_a_number_draws_a_fresh_deal() -> None:
    """Point 1 of the newcomer's list: a new game deals new cards."""
    hands = {tuple(c["id"] for c in call(web.new_game("mcleod", None, "random", "en", "r"))["hand"])
             for _ in range(4)}
    assert len(hands) > 1
    assert web.FACADE.games["r"].seed < SEED_LIMIT


def test_restart_deals_the_same_cards_without_telling_the_number() -> None:
    first = call(web.new_game("martin", None, "random", "en", "again"))
    call(web.act(first_choice(first), "en", "again"))
    again = call(web.restart("en", "again"))
    assert again["hand"] == first["hand"] and again["scores"] == first["scores"]
    assert again["end"] is None and "seed" not in again


def test_bad_input_is_answered_with_a_message_and_changes_nothing() -> None:
    snap = call(web.new_game("mcleod", 4, "random", "en", "t2"))
    snap["computer_moves"] = []           # the position again, without the moves to it
    illegal = next(c["id"] for c in snap["hand"] if c["id"] not in snap["legal"])
    answer = call(web.act(illegal, "en", "t2"))
    assert not answer["ok"] and "must follow suit" in answer["error"]
    assert call(web.state("en", "t2")) == snap
    assert "unknown Penneech preset" in call(web.new_game("bezique", 1))["error"]
    assert "unknown computer" in call(web.new_game("mcleod", 1, "genius"))["error"]
    assert "deal number" in call(web.new_game("mcleod", -3))["error"]
    assert "deal number" in call(web.new_game("mcleod", "x" * 10_000_000))["error"]
    assert len(call(web.new_game("mcleod", "x" * 10_000_000))["error"]) < 200
    assert "not 'five'" in call(web.act("five", "en", "t2"))["error"]
    assert call(web.state("en", "t2")) == snap
    assert not call(web.act(0, "en", "no-such-game"))["ok"]
    assert not call(web.restart("en", "no-such-game"))["ok"]
    assert "record starts with" in call(web.load("garbage"))["error"]


def test_a_saved_game_resumes_as_the_human_saw_it() -> None:
    """The worker keeps ``saved`` for a reload; ``resume`` gives back only the view."""
    snap = call(web.new_game("parlett", 11, "greedy", "en", "t3"))
    for _ in range(5):
        snap = call(web.act(first_choice(snap), "en", "t3"))
    kept = call(web.saved("t3"))
    assert kept["level"] == "greedy" and "Seed: 11" in kept["record"]
    resumed = call(web.resume(kept["record"], kept["level"], "en", "t4"))
    assert resumed["hand"] == snap["hand"] and resumed["scores"] == snap["scores"]
    assert "loaded" not in resumed and resumed["end"] is None
    tampered = kept["record"].replace("Seed: 11", "Seed: 12")
    assert "do not match its seed" in call(web.load(tampered, None, "en", "t5"))["error"]
    broken = kept["record"].replace("play ", "play X")
    error = call(web.resume(broken, None, "en", "t5"))["error"]
    assert "does not replay" in error and "'" not in error     # nothing of it quoted


def test_loading_a_record_names_its_deal_for_the_controls() -> None:
    """Point 4: after *Load record* the page can show the loaded deal number and rules."""
    snap = call(web.new_game("martin,target=91", 4242, "random", "en", "t6"))
    for _ in range(3):
        snap = call(web.act(first_choice(snap), "en", "t6"))
    record = call(web.saved("t6"))["record"]
    loaded = call(web.load(record, None, "en", "t7"))
    assert loaded["loaded"] == {"seed": 4242}
    assert loaded["rules"] == snap["rules"] and loaded["target"] == 91
    assert loaded["hand"] == snap["hand"] and loaded["level"] == "random"


def test_hint_ranks_the_legal_cards_from_the_humans_view(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint is the expert's analysis of the human's view: the same position gives the
    same values whatever the deal number (it never samples with the secret seed)."""
    monkeypatch.setattr(web, "TIME_CAP", None)
    snap = call(web.new_game("mcleod", 3, "random", "en", "h1"))
    hint = call(web.hint("en", "h1"))
    assert sorted(v["card"]["id"] for v in hint["values"]) == sorted(snap["legal"])
    values = [v["value"] for v in hint["values"]]
    assert values == sorted(values, reverse=True) and hint["values"][0]["best"]
    web.FACADE.games["h2"] = dataclasses.replace(web.FACADE.games["h1"], seed=999)
    assert call(web.hint("en", "h2")) == hint


def test_compare_plays_the_same_deal_under_two_readings() -> None:
    """The façade gives the page the engine's own rendering and account of the difference."""
    result = call(web.compare(29, "mcleod", "parlett", "greedy", "de"))
    a, b = result["points"]
    assert result["difference"] == [b[p] - a[p] for p in (0, 1)] != [0, 0]
    assert result["diverges_at"] == 4
    assert result["html"].count('<section class="compare-side"') == 2
    assert any("Bis zum 3. Stich" in line for line in result["explanation"])
    bad = call(web.compare(29, "mcleod", "nobody"))
    assert bad["ok"] is False and "unknown Penneech preset 'nobody'" in bad["error"]
    assert call(web.compare(29, "mcleod", "parlett", "grandmaster"))["ok"] is False


def first_seed(rules: str, wanted: Any) -> int:
    """The first deal number whose game, the human keeping every hand, passes ``wanted``."""
    for seed in range(400):
        answers = [snap for _, snap in play_out(rules, seed, "greedy", "scan")]
        if wanted(answers, web.FACADE.games["scan"].state.history):
            return seed
    raise AssertionError("no such deal among the first 400")


def test_a_poor_hand_is_put_to_its_holder_and_a_good_hand_is_not_asked() -> None:
    """C18: only a hand with no Ace and no court card may be thrown in. The human is asked
    only then; a good hand is kept for them without a question (nothing to decide)."""
    seed = first_seed("mcleod", lambda answers, _: answers[0]["throw_in"])
    snap = call(web.new_game("mcleod", seed, "greedy", "en", "poor"))
    assert snap["throw_in"] and snap["legal"] == [] and snap["phase"] == "throw_in"
    assert not any(c["name"][:-1] in ("A", "K", "Q", "J") for c in snap["hand"])
    again = call(web.act(THROW_IN, "en", "poor"))
    assert again["hand"] != snap["hand"] and again["scores"] == [0, 0]
    good = call(web.new_game("mcleod", 4, "greedy", "en", "good"))
    assert not good["throw_in"] and good["phase"] == "play"
    assert (0, KEEP) in web.FACADE.games["good"].state.history


def test_a_hand_the_computer_throws_in_is_announced() -> None:
    """A throw-in is seen at the table (the cards are gathered and dealt again)."""
    seed = first_seed("mcleod", lambda _, history: (1, THROW_IN) in history)
    moves = [m for _, snap in play_out("mcleod", seed, "greedy", "throws")
             for m in snap["computer_moves"]]
    assert {"phase": "throw_in", "action": THROW_IN} in moves


def test_a_hint_draws_from_the_same_seed_as_before() -> None:
    """A hint samples with a seed made from what the human sees (``public_seed``): the
    seed this position drew before the façades were one, from the ASCII text of what the
    human sees (which agrees with its UTF-8 on Penneech's all-ASCII text), so a kept game's
    hint is unchanged."""
    web.new_game("mcleod", 3, "random", "en", "seed")
    public = web.SIDE.public(GAME.view_of(web.FACADE.games["seed"].state, HUMAN))
    assert public_seed(public) == 3589270729
    assert public_seed(public) == zlib.crc32(repr(public).encode("ascii"))
