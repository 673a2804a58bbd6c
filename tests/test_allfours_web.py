"""The JSON façade of the All-Fours play page: whole games by JSON calls under every rule
set, the computer in seat 1, the beg, the gift and the cards laid out offered as the rules
allow, bad input refused in words without changing the game, and fair play: while a game
runs, no answer shows a card the human has not seen (under every value of every option),
the deal number or the record."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from site_helpers import card_ids

from penneech.core.cards import CardSet, card_name
from penneech.games.allfours import web
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.options import OPTIONS
from penneech.games.allfours.players import player_names
from penneech.games.allfours.players.expert import played_by
from penneech.games.allfours.presets import PRESETS
from penneech.games.allfours.record import parse_record
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import view_of

#: A deal number long enough that finding it in an answer's text cannot be a coincidence.
BIG_SEED = 987_654_321_987


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def play_out(rules: str, seed: int, game_id: str, horizon: str = "game",
             level: str | None = "random") -> Iterator[tuple[str, dict[str, Any], CardSet]]:
    """Every answer of a whole game (raw text, parsed, and every card the human has seen
    so far: their hands and the cards they laid out, the cards turned up, every card
    played, the last trick of a deal too), the human deciding at random among what the
    page offers."""
    rng = random.Random(seed)
    text = web.new_game(rules, seed, level, "en", game_id, horizon)
    seen: CardSet = 0
    for _ in range(3000):
        snap = call(text)
        assert snap["ok"], snap
        state = web.FACADE.games[game_id].state
        view = view_of(state, 0)
        seen |= view.hand | view.laid_out | played_by(view, 0) | played_by(view, 1)
        for c in view.turned:
            seen |= 1 << c
        if view.last_deal is not None:         # the last deal's cards, all played face up
            seen |= view.last_deal.in_play[0] | view.last_deal.in_play[1]
        yield text, snap, seen
        if snap["over"]:
            return
        text = web.act(rng.choice(snap["legal"]), "en", game_id)
    raise AssertionError("the game did not end")


def assert_fair(answers: list[tuple[str, dict[str, Any], CardSet]], seed: int) -> int:
    """Every card an answer before the end holds is one the human has seen, and no answer
    holds the seed or the record. Returns the answers checked."""
    *running, _ = answers
    for text, snap, seen in running:
        assert str(seed) not in text and "All-Fours record" not in text
        assert snap["end"] is None and "seed" not in snap and "record" not in snap
        hidden = {card_name(c) for c in card_ids(snap) if not seen >> c & 1}
        assert not hidden, f"the human was shown {hidden} before the end of the game"
    return len(running)


def test_metadata_gives_options_rule_sets_and_the_engines_computers() -> None:
    de = call(web.metadata("de"))
    assert [o["id"] for o in de["options"]] == [o.id for o in OPTIONS]
    assert de["options"][0]["title"] == OPTIONS[0].title.de
    assert [p["id"] for p in de["presets"]] == list(PRESETS)
    assert de["levels"] == player_names() and de["default_level"] in player_names()


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_whole_game_by_json_calls_replays_from_its_record(preset: str) -> None:
    answers = list(play_out(preset, 3, f"whole-{preset}", level="greedy"))
    final = answers[-1][1]
    assert final["over"] and max(final["scores"]) >= PRESETS[preset].rules.target
    replayed = parse_record(final["end"]["record"]).final_state()
    assert replayed.scores == final["scores"] and replayed.winner == final["winner"]
    assert "Seed: 3\n" in final["end"]["record"]
    assert {m["seat"] for m in final["end"]["computer_moves"]} == {1}
    assert len(final["end"]["computer_hand"]) >= 6
    phases = {snap["phase"] for _, snap, _ in answers}
    assert {"beg", "play"} & phases


@pytest.mark.parametrize("preset", list(PRESETS))
def test_no_answer_before_the_end_shows_what_the_human_has_not_seen(preset: str) -> None:
    """Fair play: every card an answer holds is one the human has seen; no seed, record or
    pack order."""
    answers = list(play_out(preset, BIG_SEED, f"fair-{preset}"))
    assert assert_fair(answers, BIG_SEED) > 20


EVERY_OPTION_VALUE = [f"{o.id}={v}" for o in OPTIONS
                      for v in (o.values if not o.integer else ("4", "31"))]


@pytest.mark.parametrize("option", EVERY_OPTION_VALUE)
def test_no_answer_before_the_end_shows_a_hidden_card_under_any_option(option: str) -> None:
    """Fair play under every value of every option, on the rule set that runs the cards
    most often (Seven-up, where the cards laid out stay unseen)."""
    for seed in (BIG_SEED, BIG_SEED + 1):
        answers = list(play_out(f"seven_up,{option}", seed, "fair-option", horizon="deal"))
        assert assert_fair(answers, seed) >= 3


def test_the_beg_and_the_gift_are_offered_in_words() -> None:
    """The elder hand stands or begs; the dealer gives or runs the cards (Cotton p. 112).
    With Foster's law the gift that would put the human out is not offered."""
    for seed in range(60):
        snap = call(web.new_game("cotton1674", seed, "random", "en", "beg"))
        if snap["phase"] == "beg":
            assert snap["legal"] == [STAND, BEG]
            assert [c["words"] for c in snap["choices"]] == ["stand", "beg one"]
            break
    else:
        raise AssertionError("the human never begged")
    for seed in range(200):
        snap = call(web.new_game("cotton1674", seed, "random", "de", "give"))
        if snap["phase"] == "give":
            assert snap["legal"] == [GIVE, REFUSE] and snap["may_give"]
            assert [c["words"] for c in snap["choices"]] == ["einen geben", "nachgeben"]
            return
    raise AssertionError("the computer never begged of the human")


def test_bad_input_gives_a_clear_error_and_changes_nothing() -> None:
    snap = call(web.new_game("cotton1674", 5, "random", "en", "bad"))
    wrong = next(a for a in range(58) if a not in snap["legal"])
    refused = call(web.act(wrong, "en", "bad"))
    assert not refused["ok"] and refused["error"]
    assert call(web.state("en", "bad")) == snap
    refused = call(web.new_game("cotton1674,low=lowest", 5, "random", "en", "bad2"))
    assert not refused["ok"] and "option 'low'" in refused["error"]


def test_the_hint_is_a_legal_choice_from_the_humans_view_alone() -> None:
    snap = call(web.new_game("cotton1674", 8, "random", "en", "hint"))
    hint = call(web.hint("en", "hint"))
    assert hint["ok"] and hint["action"] in snap["legal"] and hint["level"] == "expert"
    assert {v["action"] for v in hint["values"]} <= set(snap["legal"])
    assert call(web.hint("en", "hint")) == hint


@pytest.mark.parametrize("option", EVERY_OPTION_VALUE)
def test_a_view_never_depends_on_a_hidden_card_under_any_option(option: str) -> None:
    """The engine's view itself: at every decision of a game, the other player's hidden
    cards (hand and cards laid out) exchanged for cards still in the pack leave the view
    of the player to move exactly as it was."""
    rules = AllFoursRules.parse(f"seven_up,{option}")
    rng = random.Random(option)
    state = AllFoursState(rules, "deal")
    chance = AllFoursChance(len(option))
    checked = 0
    while True:
        chance.advance(state)
        if state.is_terminal():
            break
        me = state.current_player()
        opp = 1 - me
        dealt = sum(1 << c for c in state.dealt)
        pack = [c for c in range(52) if not dealt >> c & 1]
        hidden = [c for c in range(52) if (state.hands[opp] | state.laid_out[opp]) >> c & 1]
        if len(pack) >= len(hidden):
            rng.shuffle(pack)
            sigma = dict(zip(hidden, pack, strict=False))
            sigma.update({new: old for old, new in list(sigma.items())})

            def moved(cards: int, sigma: dict[int, int] = sigma) -> int:
                return sum(1 << sigma.get(c, c) for c in range(52) if cards >> c & 1)

            other = state.clone()
            other.hands = [moved(h) for h in state.hands]
            other.laid_out = [moved(h) for h in state.laid_out]
            other.in_play = [moved(h) for h in state.in_play]
            other.dealt = [sigma.get(c, c) for c in state.dealt]
            other.history = [(w, sigma.get(a, a) if a < 52 else a) for w, a in state.history]
            assert other.hands[opp] | other.laid_out[opp] != \
                state.hands[opp] | state.laid_out[opp] or not hidden
            assert view_of(other, me) == view_of(state, me)
            checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked >= 6
