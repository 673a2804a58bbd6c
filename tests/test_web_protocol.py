"""One protocol for every game's play page (``penneech.core.web``): each game's façade,
found as ``penneech.games.<game>.web`` from the registry alone, answers the same calls in
the same envelope; a refused call changes nothing; a game kept in the browser by an
earlier version of the pages resumes exactly as it did then."""

from __future__ import annotations

import inspect
import json
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.conformance import CALLS, check
from penneech.core.web import HUMAN
from penneech.games import GAMES

#: The games with a play page (their ``Game`` declares its façade, ``web``).
PAGED = [game_id for game_id, g in GAMES.items() if g.web is not None]
#: Games kept by the play pages before their façades were one: the stored value (the
#: worker's IndexedDB: ``{v: 2, record, level}`` under the page's key prefix and game id)
#: and the page's answer when that version resumed it.
KEPT = json.loads((Path(__file__).parent / "golden" / "kept_games.json").read_text("utf-8"))


def call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def facade(game_id: str) -> ModuleType:
    """A game's façade, found by its id in the registry as the play worker finds it."""
    module = GAMES[game_id].web
    assert module is not None, f"{game_id} has no play page"
    return import_module(module)


def test_a_play_page_is_where_the_worker_looks_for_it() -> None:
    """The play worker imports ``penneech.games.<id>.web`` for the page's game: a game
    declares its façade there, or none (the toy game, which has no play page)."""
    assert PAGED
    for game_id, g in GAMES.items():
        assert g.web in (None, f"penneech.games.{game_id}.web")
    assert GAMES["toy"].web is None


@pytest.mark.parametrize("game_id", PAGED)
def test_every_game_has_the_same_calls_with_the_same_parameters(game_id: str) -> None:
    """The play worker calls every game's façade alike: ``Facade``'s calls."""
    check(GAMES[game_id], only=["web-calls"])


@pytest.mark.parametrize("game_id", PAGED)
def test_every_game_answers_in_the_same_envelope(game_id: str) -> None:
    """A game continued from a record (cut at one of the human's choices), a decision, a
    refused one, a hint, a restart, a reload and the end: each answer is the same envelope
    around the game's table, and nothing of the seed or the record is in it before the
    end."""
    check(GAMES[game_id], only=["web-envelope"], seed=0)


@pytest.mark.parametrize("game_id", PAGED)
def test_every_game_refuses_the_same_wrong_calls_alike(game_id: str) -> None:
    """Bad input is refused with a message saying what was wrong, in the same words for
    every game, and a refused call keeps nothing."""
    check(GAMES[game_id], only=["web-refusals"])


def cut_at_each_phase(game_id: str, seeds: range) -> dict[str, str]:
    """For each phase in which the human (seat 0) has a choice, the record of a game of
    ``game_id`` under its default rules, random computers in every seat, cut the first
    time the human is to choose in that phase (over the deals of ``seeds``). A decision
    with one answer only the page may take for the human."""
    game = GAMES[game_id]
    cuts: dict[str, str] = {}
    for seed in seeds:
        state = game.new_state(horizon=game.horizons[-1])
        chance = game.chance(seed)
        players = [game.make_player("random", seed + s) for s in range(16)]
        while True:
            chance.advance(state)
            if state.is_terminal():
                break
            seat = state.current_player()
            if (seat == HUMAN and state.phase not in cuts
                    and len(state.legal_actions()) > 1):
                cuts[state.phase] = game.record_text(state, None, {"Seed": str(seed),
                                                                   "Level": "random"})
            state.apply_action(players[seat].choose(game.view_of(state, seat)), seat)
    return cuts


@pytest.mark.parametrize("game_id", PAGED)
def test_a_number_off_the_menu_is_refused_in_words_in_every_phase(game_id: str) -> None:
    """In every phase where the human chooses, a number the table does not offer (far out
    of range, negative, huge, or the first one not on the menu) is refused with a short
    message in words, never an exception or a traceback, and the game stays as it was."""
    web = facade(game_id)
    gid = f"off-menu-{game_id}"  # a game id no other test uses
    cuts = cut_at_each_phase(game_id, range(1, 40))
    assert len(cuts) >= 1
    for phase, record in cuts.items():
        assert call(web.load(record, "random", "en", gid))["ok"]
        state = web.FACADE.games[gid].state
        assert (state.phase, state.current_player()) == (phase, HUMAN)
        legal = set(state.legal_actions())
        first_off = next(n for n in range(10**6) if n not in legal)
        before = web.saved(gid)
        for number in (99999, -1, 10**30, first_off):
            data = call(web.act(number, "en", gid))
            assert set(data) == {"ok", "error"} and not data["ok"], (phase, number)
            assert 0 < len(data["error"]) < 300 and "Traceback" not in data["error"]
            assert web.saved(gid) == before


def uncited(value: Any) -> Any:
    """``value`` without the ``sources`` its score events cite."""
    if isinstance(value, dict):
        return {k: uncited(v) for k, v in value.items() if k != "sources"}
    if isinstance(value, list):
        return [uncited(v) for v in value]
    return value


def unsaid(value: Any) -> Any:
    """``value`` without the spoken words the scores gained (``said``)."""
    if isinstance(value, dict):
        return {k: unsaid(v) for k, v in value.items() if k != "said"}
    if isinstance(value, list):
        return [unsaid(v) for v in value]
    return value


@pytest.mark.parametrize("kept", KEPT, ids=[k["game"] for k in KEPT])
def test_a_game_kept_by_an_earlier_version_of_the_page_resumes_as_it_was(
        kept: dict[str, Any]) -> None:
    """The worker keeps a game as ``{v: 2, record, level}``; a game kept that way before the
    façades were one resumes to the very answer the page then showed. The answer only
    gained what every game's envelope now has (Penneech: ``over`` and ``horizon``; every
    game: the deal's ``commitment``, over a new salt, as the old record kept none; its
    take-backs, none, and the decisions ``undo`` may take back; and what a game's table
    gained since, as its façade names it, ``ADDED_KEYS``: Penneech's hand just over, a
    Pip-Pip! table of people; and each score's words as a screen reader hears them,
    ``said``, from the player review's S3-9). The
    sources a score cites are left out: they follow the site's corrections (a renamed
    bibliography entry, a corrected law number), never the game. Piquet's ``drawn`` is the
    fixed answer (issue 28: it once listed only the drawn cards still in hand)."""
    web = facade(kept["game"])
    stored = kept["stored"]
    assert set(stored) == {"v", "record", "level"} and stored["v"] == 2
    answer = call(web.resume(stored["record"], stored["level"], kept["lang"], "old"))
    old = kept["resumed"]
    assert {k: unsaid(uncited(answer[k])) for k in old} == {k: uncited(v) for k, v in old.items()}
    assert set(answer) - set(old) <= {"over", "horizon", "commitment", "takebacks", "undo",
                                      *getattr(web, "ADDED_KEYS", ())}
    assert answer["takebacks"] == 0


#: Values a caller could send as JSON (Pyodide hands the worker's arguments over as these),
#: and some that once broke a façade: a game id that cannot be hashed, JSON text nested
#: deeper than the decoder goes, a number too long to read, a deep list, a huge float.
JSON_LIKE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                 max_size=4),
    max_leaves=8)
NESTED: list[Any] = []
_inner = NESTED
for _ in range(3000):
    _inner.append([])
    _inner = _inner[0]
AWKWARD = st.sampled_from([["main"], {"id": "main"}, "[" * 5000, "1" * 5000, 10**400,
                           1e300, float("nan"), NESTED, "\u0663", "\udcff", "main", "en"])


def every_call(web: ModuleType) -> list[str]:
    """The protocol's calls and those a façade adds (its ``EXTRA``)."""
    return [*CALLS, *getattr(web, "EXTRA", ())]


@pytest.mark.parametrize("game_id", PAGED)
@settings(max_examples=examples(150), deadline=None)
@given(data=st.data())
def test_every_call_with_any_json_arguments_answers_the_envelope_and_changes_nothing(
        game_id: str, data: st.DataObject) -> None:
    """Any call of a game's façade (found through the registry), with any JSON-like value
    for every argument, answers ``{"ok": true, ...}`` or ``{"ok": false, "error": ...}``
    with a short message, never an exception; a refused call leaves the game in progress
    as it was."""
    web = facade(game_id)
    web.FACADE.games.clear()
    assert call(web.new_game(None, 5, "random", "en", "main"))["ok"]
    before = web.saved("main")
    name = data.draw(st.sampled_from(every_call(web)), label="call")
    params = inspect.signature(getattr(web, name)).parameters
    args = [data.draw(JSON_LIKE | AWKWARD, label=p) for p in params]
    answer = getattr(web, name)(*args)
    assert isinstance(answer, str)
    data_ = call(answer)
    assert isinstance(data_["ok"], bool)
    if not data_["ok"]:
        assert set(data_) == {"ok", "error"}
        assert isinstance(data_["error"], str) and 0 < len(data_["error"]) < 300
        assert list(web.FACADE.games) == ["main"]
        assert web.saved("main") == before
