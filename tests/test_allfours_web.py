"""The JSON façade of the All-Fours play page: whole games by JSON calls under every rule
set, the computer in seat 1, the beg, the gift and the cards laid out offered as the rules
allow, bad input refused in words without changing the game, and fair play: while a game
runs, no answer shows a card the human has not seen (under every value of every option),
the deal number or the record."""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from site_helpers import card_ids

from penneech.core.cards import CardSet, card_name
from penneech.core.tricks import cards_played, played_this_deal
from penneech.games.allfours import web
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.options import OPTIONS
from penneech.games.allfours.players import player_names
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
        seen |= view.hand | view.laid_out | played_this_deal(view, 0) | played_this_deal(view, 1)
        for c in view.turned:
            seen |= 1 << c
        for deal in view.deals:     # the deals over: own cards, the tricks and turn-ups
            seen |= deal.dealt[0] | deal.laid_out[0] | cards_played(deal.tricks)
            for c in deal.turned:
                seen |= 1 << c
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


RULES_PAGE = Path(__file__).resolve().parent.parent / "docs" / "allfours" / "rules.md"


def test_every_score_is_given_in_words_with_the_rule_it_scores_under() -> None:
    """Each line of the score log says in the page's language what scored and links the
    section of the rules page that explains it: a Knave turned up is one to the dealer
    (Cotton 1674, p. 112: "if Jack ... it is one to the Dealer"), the point begged is the
    dealer's gift (p. 112), High, Low, Jack and Game are reckoned after the play (pp.
    112-113), and at Running All-Fours an honour won in play scores for its winner (p. 113:
    "these are the same also in play")."""
    headings = set(re.findall(r"\{ #([a-z-]+) \}", RULES_PAGE.read_text(encoding="utf-8")))
    expected = {"en": {"turn_up": "the card turned up", "gift": "the point begged",
                       "high": "High", "low": "Low", "jack": "Jack", "game": "Game",
                       "honour": "an honour won in play"},
                "de": {"turn_up": "die aufgedeckte Karte", "gift": "der erbetene Punkt",
                       "high": "High", "low": "Low", "jack": "Jack", "game": "Game",
                       "honour": "ein im Spiel gewonnenes Honneur"}}
    reasons: set[str] = set()
    for preset in PRESETS:
        for lang in ("en", "de"):
            rng = random.Random(preset)
            game_id = f"words-{preset}-{lang}"
            snap = call(web.new_game(preset, 4, "greedy", lang, game_id))
            while not snap["over"]:
                snap = call(web.act(rng.choice(snap["legal"]), lang, game_id))
            state = web.FACADE.games[game_id].state
            assert [(e["player"], e["points"], e["reason"], e["deal"]) for e in snap["events"]] \
                == [tuple(e) for e in state.events]
            for e in snap["events"]:
                assert e["text"] == expected[lang][e["reason"]]
                assert e["anchor"] == web.RULE_ANCHORS[e["reason"]] and e["anchor"] in headings
                reasons.add(e["reason"])
    assert {"high", "low", "jack", "game", "honour", "turn_up"} <= reasons
    assert web.RULE_ANCHORS["honour"] == "running-all-fours"
    assert web.RULE_ANCHORS["turn_up"] == "the-trump" and web.RULE_ANCHORS["gift"] == "begging"


def test_the_points_by_deal_name_the_elder_and_add_up_to_the_score() -> None:
    """One line a deal: the elder hand (the non-dealer, who begs and leads; the deal
    passes, Cotton 1674, p. 112), each player's points in it and the totals after it, which
    end at the score; the deal just over is keyed ``deal`` with its points, as the other
    games' pages have it."""
    rng = random.Random(2)
    snap = call(web.new_game("cotton1674", 17, "random", "en", "sheet"))
    assert snap["elder"] == 1 - snap["dealer"]
    seen_last = 0
    while not snap["over"]:
        sheet = snap["sheet"]
        assert [r["deal"] for r in sheet] == list(range(1, snap["deal_no"] + 1))
        assert sheet[-1]["elder"] == snap["elder"]
        assert all(a["elder"] != b["elder"] for a, b in itertools.pairwise(sheet))
        assert sheet[-1]["running"] == snap["scores"]
        last = snap["last_deal"]
        if last is not None:
            row = sheet[last["deal"] - 1]
            assert last["points"] == row["points"] and last["elder"] == row["elder"]
            assert last["elder"] == 1 - last["dealer"] and "number" not in last
            seen_last = max(seen_last, last["deal"])
        snap = call(web.act(rng.choice(snap["legal"]), "en", "sheet"))
    assert snap["sheet"][-1]["running"] == snap["scores"] and seen_last >= 2
    assert [sum(r["points"][p] for r in snap["sheet"]) for p in (0, 1)] == snap["scores"]


def test_the_hint_names_its_choice_and_each_card_valued() -> None:
    """The hint names the card it would play, and each card it values, by the card and in
    words; an answer to the beg it names in words (stand, beg one: Cotton 1674, p. 112)."""
    snap = call(web.new_game("cotton1674", 8, "random", "de", "named"))
    assert snap["phase"] == "play"
    hint = call(web.hint("de", "named"))
    hand = {c["id"]: c for c in snap["hand"]}
    assert hint["card"] == hand[hint["action"]] and hint["words"] == hand[hint["action"]]["words"]
    assert len(hint["values"]) > 1
    for v in hint["values"]:
        assert v["card"] == hand[v["action"]] and v["words"] == hand[v["action"]]["words"]
    for seed in range(60):
        snap = call(web.new_game("cotton1674", seed, "random", "en", "named-beg"))
        if snap["phase"] == "beg":
            hint = call(web.hint("en", "named-beg"))
            words = {c["action"]: c["words"] for c in snap["choices"]}
            assert hint["card"] is None and hint["words"] == words[hint["action"]]
            return
    raise AssertionError("the human never begged")
