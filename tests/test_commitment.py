"""Deals anyone can verify (``penneech.core.commitment``), for every game with a play page,
taken from the registry: before the first card the page shows a commitment, the SHA-256 of
the game, its deal number, rules, horizon and a random salt; at the end it reveals them, and
the commitment is the SHA-256 of the text revealed. Fair play stays: no answer before the
end holds the deal number or the salt, from which the deal could be found."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import Any

import pytest

from penneech.core.commitment import KEYS, SALT, Deal
from penneech.core.errors import PenneechError
from penneech.core.web import HUMAN
from penneech.games import GAMES

#: The games with a play page (their ``Game`` declares its façade, ``web``).
PAGED = [game_id for game_id, g in GAMES.items() if g.web is not None]
#: Deal numbers long enough that their digits cannot turn up in an answer by chance.
SEEDS = (731_845_902_113, 604_118_377_259)


def facade(game_id: str) -> ModuleType:
    """A game's façade, found by its id in the registry as the play worker finds it."""
    module = GAMES[game_id].web
    assert module is not None
    return import_module(module)


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def sha256(text: str) -> str:
    """SHA-256 of ``text`` in UTF-8, as ``sha256sum`` prints it (computed here, not by the
    module under test)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@cache
def page_game(game_id: str, seed: int) -> tuple[tuple[str, ...], str]:
    """Every answer of a page game of ``game_id`` to its end (one deal where the game has
    it; random computers), and the salt the façade drew. The human's decisions come from a
    random player on their own view; where the page would send several at once (Piquet's
    exchange), each is applied as the façade applies it and the position is asked for."""
    web, game = facade(game_id), GAMES[game_id]
    gid = f"commit-{game_id}-{seed}"
    answers = [web.new_game(None, seed, "random", "en", gid, game.horizons[-1])]
    kept = web.FACADE.games[gid]
    chooser = game.make_player("random", seed)
    for _ in range(5000):
        if call(answers[-1])["over"]:
            return tuple(answers), kept.salt
        answers.extend(decide(game_id, gid, chooser))
    raise AssertionError("the game did not end")


def decide(game_id: str, gid: str, chooser: Any) -> list[str]:
    """The human's next decision in the page game ``gid``, chosen by ``chooser`` from the
    human's view, and the answers the page gets: the façade's answer, or, for one card of
    several the page names at once (Piquet's exchange), its refusal and then the position
    once the card is applied as the façade applies it."""
    web, game = facade(game_id), GAMES[game_id]
    kept = web.FACADE.games[gid]
    action = chooser.choose(game.view_of(kept.state, HUMAN))
    answer = web.act(action, "en", gid)
    if call(answer)["ok"]:
        return [answer]
    web.SIDE.apply(kept, action, HUMAN)
    web.FACADE.advance(kept)
    return [answer, web.state("en", gid)]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", PAGED)
def test_the_commitment_shown_before_the_first_card_is_the_sha256_of_the_text_revealed(
        game_id: str, seed: int) -> None:
    """Every answer of a game shows the same commitment from its first (before the human's
    first card) to its end, and the end reveals the game, deal number, rules, horizon and
    salt in the canonical text whose SHA-256 it is; the record carries it too."""
    answers, salt = page_game(game_id, seed)
    snaps = [call(a) for a in answers if call(a)["ok"]]
    first, final = snaps[0], snaps[-1]
    assert {s["commitment"] for s in snaps} == {first["commitment"]}
    reveal = final["end"]["reveal"]
    assert reveal["text"] == (f"game: {game_id}\nseed: {seed}\nrules: {final['rules']}\n"
                              f"horizon: {final['horizon']}\nsalt: {salt}\n")
    assert sha256(reveal["text"]) == first["commitment"] == reveal["commitment"]
    assert (reveal["game"], reveal["seed"], reveal["salt"]) == (game_id, seed, salt)
    assert (reveal["rules"], reveal["horizon"]) == (final["rules"], final["horizon"])
    assert f"\nCommitment: {first['commitment']}\n" in final["end"]["record"]
    assert f"\nSalt: {salt}\n" in final["end"]["record"]


@pytest.mark.parametrize("game_id", PAGED)
def test_no_answer_before_the_end_holds_the_deal_number_or_the_salt(game_id: str) -> None:
    """Fair play: no answer the page gets before the end (every decision of two seeded
    games, the refusals among them, and a hint) holds the deal number or the salt, in any
    field: with both, the deal could be found from the commitment. Only the end reveals
    them."""
    web = facade(game_id)
    for seed in SEEDS:
        answers, salt = page_game(game_id, seed)
        assert SALT.fullmatch(salt)
        running = [a for a in answers if not call(a).get("over")]
        assert len(running) >= 2
        for text in running:
            assert str(seed) not in text and salt not in text
            assert not {"seed", "salt", "reveal", "record"} & set(call(text))
        assert str(seed) in answers[-1] and salt in answers[-1]
    gid = f"commit-hint-{game_id}"
    assert call(web.new_game(None, SEEDS[0], "random", "en", gid))["ok"]
    salt = web.FACADE.games[gid].salt
    hint = web.hint("en", gid)                     # at the human's first decision
    assert call(hint)["ok"] and str(SEEDS[0]) not in hint and salt not in hint


@pytest.mark.parametrize("game_id", PAGED)
def test_another_deal_number_salt_rules_or_horizon_commits_to_another_text(
        game_id: str) -> None:
    """The commitment binds every value: a changed deal number, salt, rules or horizon (or
    another game) gives another commitment, so none can be changed after it is shown."""
    web, game = facade(game_id), GAMES[game_id]
    gid = f"commit-change-{game_id}"
    call(web.new_game(None, SEEDS[0], "random", "en", gid))
    deal = web.FACADE.committed(web.FACADE.games[gid])
    assert sha256(deal.text()) == deal.commitment()
    other_rules = next(p.rules.to_string() for p in game.presets.values()
                       if p.rules.to_string() != deal.rules)
    changed = [replace(deal, seed=deal.seed + 1), replace(deal, salt="0" * 32),
               replace(deal, salt=deal.salt[:-1] + ("0" if deal.salt[-1] != "0" else "1")),
               replace(deal, rules=other_rules), replace(deal, horizon="deal"),
               replace(deal, game="another")]
    assert deal.horizon == "game"
    commitments = {c.commitment() for c in changed}
    assert deal.commitment() not in commitments and len(commitments) == len(changed)


@pytest.mark.parametrize("game_id", PAGED)
def test_each_new_game_draws_its_own_salt_even_for_the_same_deal_number(game_id: str) -> None:
    """A deal number typed by the player (or named by a share link) is known, but the salt
    is drawn afresh for every new game: two games of the same deal show two commitments."""
    web = facade(game_id)
    first = call(web.new_game(None, 12, "random", "en", f"commit-a-{game_id}"))
    second = call(web.new_game(None, 12, "random", "en", f"commit-b-{game_id}"))
    assert first["commitment"] != second["commitment"]
    salts = {web.FACADE.games[f"commit-{x}-{game_id}"].salt for x in "ab"}
    assert len(salts) == 2 and all(SALT.fullmatch(s) and len(s) == 32 for s in salts)


@pytest.mark.parametrize("game_id", PAGED)
def test_a_restart_and_a_reload_keep_the_commitment_shown_at_the_start(game_id: str) -> None:
    """Restarting plays the same deal again and shows the same commitment; a game kept by
    the worker (``saved``: its record, with the seed and the salt, never sent to the page)
    resumes after a reload under the same commitment, and a game continued from its own
    record keeps it too."""
    web = facade(game_id)
    gid = f"commit-keep-{game_id}"
    snap = call(web.new_game(None, SEEDS[1], "random", "en", gid))
    shown = snap["commitment"]
    moved = decide(game_id, gid, GAMES[game_id].make_player("random", 1))
    assert call(moved[-1])["commitment"] == shown
    kept = call(web.saved(gid))
    salt = web.FACADE.games[gid].salt
    assert f"\nSalt: {salt}\n" in kept["record"] and f"\nCommitment: {shown}\n" in kept["record"]
    assert call(web.resume(kept["record"], kept["level"], "en", gid + "-r"))["commitment"] == shown
    assert call(web.load(kept["record"], None, "en", gid + "-l"))["commitment"] == shown
    assert call(web.restart("en", gid))["commitment"] == shown


@pytest.mark.parametrize("game_id", PAGED)
def test_a_record_whose_commitment_does_not_hold_is_continued_under_a_new_salt(
        game_id: str) -> None:
    """A record continued in the page keeps its salt only if its ``Commitment`` holds for
    its deal number, rules and horizon; a record whose commitment was changed, or that has
    no salt (an older one), gets a new salt and so a new commitment, never the one it
    claims."""
    web = facade(game_id)
    gid = f"commit-load-{game_id}"
    snap = call(web.new_game(None, SEEDS[0], "random", "en", gid))
    record = call(web.saved(gid))["record"]
    claimed = snap["commitment"]
    forged = record.replace(f"Commitment: {claimed}", f"Commitment: {'0' * 64}")
    assert forged != record
    loaded = call(web.load(forged, None, "en", gid + "-f"))
    assert loaded["ok"] and loaded["commitment"] not in (claimed, "0" * 64)
    unsalted = "".join(line for line in record.splitlines(keepends=True)
                       if not line.startswith(("Salt:", "Commitment:")))
    again = call(web.load(unsalted, None, "en", gid + "-u"))
    assert again["ok"] and again["commitment"] != claimed


def test_the_canonical_text_is_one_key_value_line_each_in_a_fixed_order() -> None:
    """The text a reader hashes with any SHA-256 tool: ``game``, ``seed``, ``rules``,
    ``horizon``, ``salt``, one ``key: value`` line each, each ended by a line feed."""
    deal = Deal("piquet", 7, "deck=32", "deal", "ab" * 16)
    lines = deal.text().split("\n")
    assert lines[-1] == "" and [line.split(": ", 1)[0] for line in lines[:-1]] == list(KEYS)
    assert deal.text() == "game: piquet\nseed: 7\nrules: deck=32\nhorizon: deal\nsalt: " \
        + "ab" * 16 + "\n"
    assert deal.commitment() == sha256(deal.text())


@pytest.mark.parametrize("field,value", [("rules", "deck=32\nsalt: 00"), ("game", ""),
                                         ("horizon", " deal"), ("seed", -1)])
def test_a_value_that_would_make_the_text_ambiguous_is_refused(field: str,
                                                                value: object) -> None:
    """A value with a line break, spaces around it, nothing, or a negative deal number
    could make two different deals share a text: it is refused, naming the value."""
    base = {"game": "piquet", "seed": 7, "rules": "deck=32", "horizon": "deal",
            "salt": "ab" * 16}
    with pytest.raises(PenneechError, match=field):
        Deal(**{**base, field: value})  # type: ignore[arg-type]


def test_the_salt_is_drawn_from_the_systems_randomness_and_never_repeats() -> None:
    """128 bits each (32 hex digits): a thousand salts, no two alike."""
    from penneech.core.commitment import new_salt
    salts = {new_salt() for _ in range(1000)}
    assert len(salts) == 1000 and all(SALT.fullmatch(s) and len(s) == 32 for s in salts)
