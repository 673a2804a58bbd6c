"""The JSON façade of the Pip-Pip! play page: whole games by JSON calls at tables of three
to twelve, the computers playing every seat but the human's, the "Pip-Pip!" offered only
when the human holds a marriage, bad input refused in words without changing the game,
and fair play: while a game runs, no answer shows a card the human has not seen, the
stock's order, another seat's sealed declaration, the deal number or the record."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from site_helpers import card_ids

from penneech.core import rereading
from penneech.core.cards import CardSet
from penneech.core.replay import view_record
from penneech.core.web import HUMAN, public_seed
from penneech.games.pippip import web
from penneech.games.pippip.actions import DONE, FIRST, declared
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.pack import pp_card_name
from penneech.games.pippip.players import PippipPlayer, player_names
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.record import parse_record
from penneech.games.pippip.scenario import arrange
from penneech.games.pippip.view import PippipView, view_of

#: A deal number long enough that finding it in an answer's text cannot be a coincidence.
BIG_SEED = 987_654_321_987


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def offered(snap: dict[str, Any]) -> list[int]:
    """Every decision the page offers the human now."""
    done: list[int] = [snap["done"]] if snap["done"] is not None else []
    legal: list[int] = snap["legal"]
    return (legal + [m["action"] for m in snap["marriages"]]
            + [p["action"] for p in snap["play_declare"]] + done)


def play_out(rules: str, seed: int, game_id: str, players: int | None = None,
             horizon: str = "game", level: str | None = None
             ) -> Iterator[tuple[str, dict[str, Any], CardSet]]:
    """Every answer of a whole game (raw text, parsed, and every card the human has seen
    so far), the human deciding at random among what the page offers."""
    rng = random.Random(seed)
    if players is not None:
        rules += f",players={players}"
    text = web.new_game(rules, seed, level, "en", game_id, horizon)
    seen: CardSet = 0
    for _ in range(3000):
        snap = call(text)
        assert snap["ok"], snap
        state = web.FACADE.games[game_id].state
        if not state.is_terminal():
            seen |= view_of(state, 0).seen
        yield text, snap, seen
        if snap["over"]:
            return
        text = web.act(rng.choice(offered(snap)), "en", game_id)
    raise AssertionError("the game did not end")


def public_by_deal(record_text: str) -> dict[int, CardSet]:
    """The cards shown face up in each deal of a finished game, from its record: every card
    played, every marriage declared, the cut card and the cards left at the end."""
    state = parse_record(record_text).start()
    public: dict[int, CardSet] = {}
    for action in parse_record(record_text).actions:
        deal = state.deal_no
        card = action if state.phase == "play" and action < 104 else None
        left = state.leftovers
        state.apply_action(action)
        m = declared(action)
        shown = (1 << card if card is not None else 0) | (m.cards if m else 0) | left
        if state.cut_card is not None and state.deal_no == deal:
            shown |= 1 << state.cut_card
        public[deal] = public.get(deal, 0) | shown
    return public


def test_metadata_gives_options_rule_sets_and_the_engines_computers() -> None:
    de = call(web.metadata("de"))
    assert [o["id"] for o in de["options"]] == [o.id for o in OPTIONS]
    assert de["options"][0]["title"] == OPTIONS[0].title.de
    assert [c["value"] for c in de["options"][0]["choices"]] == [str(n) for n in range(3, 13)]
    assert [p["id"] for p in de["presets"]] == list(PRESETS)
    assert de["presets"][0]["values"] == PRESETS["pagat"].rules.values()
    assert de["presets"][0]["marks"]["players"] == "*"      # five is our assumption
    assert de["levels"] == player_names() and de["default_level"] in player_names()


@pytest.mark.parametrize(("preset", "players"), [("pagat", 4), ("fosdick", 3),
                                                  ("european", 7), ("pagat", 12)])
def test_a_whole_game_by_json_calls_replays_from_its_record(preset: str, players: int) -> None:
    """One round: every player deals once (pagat (S), "Partie"); the record written at the
    end replays to the same totals and winners, and names its deal number."""
    answers = list(play_out(preset, 3, "whole", players))
    final = answers[-1][1]
    assert final["over"] and final["seats"] == players
    assert final["deal_no"] == players and len(final["sheet"]) == players
    assert [sum(col) for col in zip(*final["sheet"], strict=True)] == final["scores"]
    replayed = parse_record(final["end"]["record"]).final_state()
    assert list(replayed.scores) == final["scores"]
    assert list(replayed.winners) == final["winners"]
    assert "Seed: 3\n" in final["end"]["record"]
    assert len(final["end"]["computer_moves"]) > 0
    assert {m["seat"] for m in final["end"]["computer_moves"]} == set(range(1, players))


@pytest.mark.parametrize(("preset", "players"), [("pagat", 3), ("pagat", 5),
                                                  ("fosdick", 8), ("european", 12)])
def test_no_answer_before_the_end_shows_what_the_human_has_not_seen(preset: str,
                                                                    players: int) -> None:
    """Fair play: every card an answer holds is one the human has seen (their hand and
    draws, the tricks, the marriages laid down, the cut card, a turned-up stock, and what
    was shown face up in deals over); no seed, record or stock order."""
    answers = list(play_out(preset, BIG_SEED, "fair", players, level="random"))
    assert assert_fair(answers, BIG_SEED) > 40


def assert_fair(answers: list[tuple[str, dict[str, Any], CardSet]], seed: int) -> int:
    """Every card an answer before the end holds is one the human has seen, and no answer
    holds the seed or the record (see the test above). Returns the answers checked."""
    *running, (_, final, _) = answers
    public = public_by_deal(final["end"]["record"])
    for text, snap, seen in running:
        assert str(seed) not in text and "Pip-Pip record" not in text
        assert snap["end"] is None and "seed" not in snap and "record" not in snap
        for deal in range(1, snap["deal_no"]):
            seen |= public.get(deal, 0)
        hidden = {pp_card_name(c) for c in card_ids(snap) if not seen >> c & 1}
        assert not hidden, f"the human was shown {hidden} before the end of the game"
        assert len(snap["hand"]) == snap["hand_sizes"][0]
    return len(running)


#: Every value of every rule option, each on top of the default rule set: the value that
#: hides cards (``leftovers=surprise``: the stock's last cards face down until the last
#: trick) and any other value that might change what the human is shown.
EVERY_OPTION_VALUE = [f"{o.id}={v}" for o in OPTIONS for v in o.values]


@pytest.mark.parametrize("option", EVERY_OPTION_VALUE)
def test_no_answer_before_the_end_of_a_deal_shows_a_hidden_card_under_any_option(
        option: str) -> None:
    """Fair play under every option the page offers, not only the rule sets: one deal
    under ``pagat`` with that one value changed (pagat (S), "Anmerkungen": surprise
    leftovers stay face down until the last trick is over)."""
    answers = list(play_out(f"pagat,{option}", BIG_SEED, "fair-option", horizon="deal",
                            level="random"))
    assert assert_fair(answers, BIG_SEED) > 5


def test_a_window_without_a_marriage_to_declare_is_passed_for_the_human() -> None:
    """Every seat is asked in every window (our research notes, B.5.5), but the page asks
    the human only when they hold an eligible pair: then it offers one "Pip-Pip!" per pair
    and "no"."""
    asked = 0
    for _, snap, _ in play_out("pagat", 5, "window", 6):
        if snap["window"] and snap["to_move"] == 0:
            asked += 1
            state = web.FACADE.games["window"].state
            pairs = [m.name() for m in state.eligible(0)]
            assert pairs and len(snap["marriages"]) == len(pairs)
            assert snap["done"] == DONE and snap["legal"] == []
        elif snap["to_move"] == 0 and not snap["over"]:
            assert snap["phase"] == "play" and snap["done"] is None
    assert asked > 0


def first_marriage(preset: str, players: int) -> tuple[str, dict[str, Any]]:
    """A game (id) where the human is offered a marriage, and that answer."""
    for seed in range(200):
        gid = f"pip{seed}"
        snap = call(web.new_game(f"{preset},players={players}", seed, None, "en", gid, "deal"))
        while not snap["over"] and not (snap["marriages"] or snap["play_declare"]):
            snap = call(web.act(snap["legal"][0] if snap["legal"] else snap["done"], "en", gid))
        if not snap["over"]:
            return gid, snap
    raise AssertionError("no deal offered the human a marriage")


def test_declaring_a_marriage_scores_it_and_makes_its_suit_trump() -> None:
    """pagat (S), "Pip-Pip!": a King and Queen of one suit laid down score 50 and make
    that suit trump (the last declaration of a window decides, B.5.5)."""
    gid, snap = first_marriage("pagat", 5)
    pair = snap["marriages"][0]
    before = snap["scores"][0]
    after = call(web.act(pair["action"], "en", gid))
    if after["window"]:     # another pair to declare: the window waits for "no"
        assert [m["suit"] for m in after["my_pending"]] == [pair["suit"]]
        assert not [d for d in after["declarations"] if d["player"] == 0]   # sealed
        after = call(web.act(after["done"], "en", gid))
    # with nothing left to declare, the window closes without asking "any more?"
    mine = [d for d in after["declarations"] if d["player"] == 0]
    assert [d["suit"] for d in mine] == [pair["suit"]] and mine[0]["points"] == 50
    assert after["scores"][0] >= before + 50
    assert {c["id"] for c in pair["cards"]} <= {c["id"] for c in after["exposed"][0]} | {
        p["card"]["id"] for p in after["trick"]}
    last = [c for c in after["trump_changes"] if c["trick"] == mine[0]["trick"]]
    assert last and last[-1]["suit"] == after["trump"]


def test_declare_on_play_offers_the_king_or_queen_with_its_partner() -> None:
    """The European suggestion (S, "Anmerkungen"): a marriage is declared by playing one of
    its cards; the other stays in the hand face up."""
    gid, snap = first_marriage("european", 4)
    choice = snap["play_declare"][0]
    assert choice["card"]["suit"] == choice["partner"]["suit"] == choice["suit"]
    after = call(web.act(choice["action"], "en", gid))
    assert after["ok"]
    assert choice["partner"]["id"] in {c["id"] for c in after["exposed"][0]}
    assert any(d["player"] == 0 and d["suit"] == choice["suit"] for d in after["declarations"])


def test_the_card_drawn_after_a_trick_is_shown() -> None:
    """pagat (S), "Spiel": after each trick everyone draws, the winner first."""
    for _, snap, _ in play_out("pagat", 9, "draw", 5):
        if snap["drawn"] and snap["to_move"] == 0:
            card = snap["drawn"]["card"]["id"]
            assert card in {c["id"] for c in snap["hand"]} | {
                p["card"]["id"] for p in snap["trick"] if p["seat"] == 0}
            assert snap["drawn"]["trick"] < snap["trick_number"]
            return
    raise AssertionError("the human never drew a card")


def test_bad_input_gives_a_clear_error_and_changes_nothing() -> None:
    """Refusals quote what was wrong and leave the game as it was."""
    gid = "bad"
    snap = call(web.new_game("pagat,players=5", 8, None, "en", gid, "game"))
    while not (snap["phase"] == "play" and snap["trick"]):
        snap = call(web.act(offered(snap)[0], "en", gid))
    held = {c["id"] for c in snap["hand"]}
    wrong = sorted(held - set(snap["legal"]))
    missing = next(c for c in range(104) if c not in held)
    before = web.state("en", gid)
    history = list(web.FACADE.games[gid].state.history)
    cases = [(web.act("AS", "en", gid), "one of the numbers"),
             (web.act(True, "en", gid), "one of the numbers"),
             (web.act(missing, "en", gid), "not in player 0's hand"),
             (web.act(DONE, "en", gid), "not allowed"),
             (web.act(3, "en", "nobody"), "no game in progress")]
    if wrong:
        cases.append((web.act(wrong[0], "en", gid), "must follow suit"))
    for answer, words in cases:
        data = call(answer)
        assert data == {"ok": False, "error": data["error"]} and words in data["error"], data
        assert web.state("en", gid) == before
        assert web.FACADE.games[gid].state.history == history
    for answer, words in [
        (web.new_game("pagat,players=13", None, None, "en", gid, "game"), "13"),
        (web.new_game("pagat,players=many", None, None, "en", gid, "game"), "many"),
        (web.new_game(["pagat"], None, None, "en", gid), "rule set's name"),  # type: ignore[arg-type]
        (web.new_game("pagat,leftovers=eaten", None, None, "en", gid), "leftovers"),
        (web.new_game("skat", None, None, "en", gid), "skat"),
        (web.new_game("pagat", "-3", None, "en", gid), "whole number"),
        (web.new_game("pagat", None, "grandmaster", "en", gid), "unknown computer"),
        (web.new_game("pagat", None, None, "en", gid, "week"), "'deal'"),
        (web.load("Pip-Pip record 1\nRules: nonsense\n\n", None, "en", gid), "nonsense"),
    ]:
        data = call(answer)
        assert not data["ok"] and words in data["error"], data
        assert web.state("en", gid) == before


def test_a_kept_game_resumes_exactly_and_a_loaded_record_names_its_deal() -> None:
    snap = call(web.new_game("pagat,players=6", BIG_SEED, None, "en", "keep", "game"))
    rng = random.Random(1)
    for _ in range(12):
        snap = call(web.act(rng.choice(offered(snap)), "en", "keep"))
    kept = call(web.saved("keep"))
    assert f"Seed: {BIG_SEED}" in kept["record"]
    before = web.state("de", "keep")
    assert call(web.resume(kept["record"], None, "de", "again")) == call(before)
    loaded = call(web.load(kept["record"], "random", "en", "loaded"))
    assert loaded["loaded"] == {"seed": BIG_SEED} and loaded["level"] == "random"
    broken = kept["record"].replace("Seed: ", "Seed: 1")
    refused = call(web.resume(broken, None, "en", "broken"))
    assert not refused["ok"] and "Pip-Pip" not in refused["error"]
    assert "do not match" in call(web.load(broken, None, "en", "broken"))["error"]


def test_the_same_deal_number_deals_the_same_cards_and_restart_plays_them_again() -> None:
    a = call(web.new_game("pagat,players=5", 77, None, "en", "a", "game"))
    b = call(web.new_game("pagat,players=5", 77, "random", "en", "b", "game"))
    assert a["hand"] == b["hand"] and a["dealer"] == b["dealer"]
    first = web.state("en", "a")
    call(web.act(offered(a)[0], "en", "a"))
    assert web.restart("en", "a") == first


def test_a_single_deal_ends_after_its_tricks_and_keeps_them_on_show() -> None:
    """B.4.4: 104 // n tricks a deal; the cards the stock cannot share are left over."""
    final = list(play_out("pagat", 4, "one", 6, "deal"))[-1][1]
    assert final["over"] and final["horizon"] == "deal" and len(final["sheet"]) == 1
    last = final["last_deal"]
    assert len(last["tricks"]) == 104 // 6 and len(last["leftovers"]) == 104 % 6
    assert last["points"] == final["scores"]


def test_the_hint_is_a_legal_choice_from_the_humans_view_alone() -> None:
    """Whatever the deal number, the same position gives the same hint."""
    snap = call(web.new_game("pagat,players=5", 12, None, "en", "h1", "game"))
    h = call(web.hint("en", "h1"))
    assert h["action"] in offered(snap) and h["level"] in player_names()
    web.FACADE.games["h2"] = dataclasses.replace(web.FACADE.games["h1"], seed=999)
    assert call(web.hint("en", "h2")) == h
    assert not call(web.hint("en", "nobody"))["ok"]


class Declarer:
    """A computer that declares every marriage it may, then says ``done``, and plays its
    lowest legal card."""

    name = "declarer"

    def choose(self, view: PippipView) -> int:
        return view.legal[0]


def test_a_sealed_declaration_is_not_shown_before_everyone_has_answered() -> None:
    """B.5.5: all seats answer a window in secret, and the declarations are shown together
    once the last has answered. Player 2 leads (dealer 1) and declares before the human is
    asked; the human, with two pairs, sees only their own pending one, and is asked again
    for the other."""
    state = arrange("pagat", ["KS QS KD QD 3C", "2D", "KH QH 4C", "5C", "6C"], dealer=1)
    players: dict[int, PippipPlayer] = {s: Declarer() for s in range(1, 5)}
    web.FACADE.games["sealed"] = web.Game(state, 0, "random", "game", dict(players),
                                          PippipChance(0))
    web.FACADE.advance(web.FACADE.games["sealed"])
    snap = call(web.state("en", "sealed"))
    assert snap["window"] and snap["to_move"] == 0
    assert state.pending_of(2)                       # player 2 has declared, in secret
    assert snap["declarations"] == [] and snap["exposed"][2] == []
    assert len(snap["marriages"]) == 2
    chosen = snap["marriages"][0]["suit"]
    snap = call(web.act(snap["marriages"][0]["action"], "en", "sealed"))
    assert snap["window"] and len(snap["my_pending"]) == 1 and len(snap["marriages"]) == 1
    assert snap["declarations"] == []
    snap = call(web.act(snap["done"], "en", "sealed"))
    assert {(d["player"], d["suit"]) for d in snap["declarations"]} == {(2, 2), (0, chosen)}
    assert len(snap["exposed"][2]) == 2
    assert snap["trump"] == chosen          # the human's comes after player 2's in order


def test_a_hint_draws_from_the_same_seed_as_before() -> None:
    """A hint samples with a seed made from what the human sees (``public_seed``): the
    seed this position drew before the façades were one, so a kept game's hint is
    unchanged."""
    web.new_game("pagat,players=5", 12, None, "en", "seed")
    assert public_seed(web.SIDE.public(view_of(web.FACADE.games["seed"].state,
                                               HUMAN))) == 2801882871


def test_a_record_names_each_seat_as_the_play_page_does() -> None:
    """The record of a game against the computers names its seats as the play page does
    ("You", then "Player 1", "Player 2", each computer with its level); the replay's draw
    for the first dealer names the seat drawn as ``{seat N}``, which the replay viewer
    writes as that seat's name there (the first dealer is drawn by chance before the first
    deal, ``state.py``)."""
    final = list(play_out("pagat", 4, "seat-names", 3, horizon="deal", level="random"))[-1][1]
    record = final["end"]["record"]
    assert "Players: You, Player 1 (random), Player 2 (random)\n" in record
    shown = call(view_record(record, "de"))
    assert shown["names"] == ["You", "Player 1 (random)", "Player 2 (random)"]
    # the viewer and the page of the other reading say them as the play page does
    assert shown["seat_names"] == ["Sie", "Spieler 1", "Spieler 2"]
    for lang, names in (("en", ["You", "Player 1", "Player 2"]),
                        ("de", ["Sie", "Spieler 1", "Spieler 2"])):
        assert call(rereading.page(record, None, lang))["seat_names"] == names
    first = shown["steps"][0]
    dealer = parse_record(record).actions[0] - FIRST
    assert first["seat"] is None and first["words"] == f"erster Geber: {{seat {dealer}}}"
    assert call(view_record(record, "en"))["steps"][0]["words"] == \
        f"first dealer: {{seat {dealer}}}"
