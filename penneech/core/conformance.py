"""What every game owes the programs around it, checked for one game: ``check(game)``.

A game is registered with one line (``penneech.games``) and then played by the terminal
program, the records, the matches, the lab and, where it has one, its play page, none of
which knows it. This checker holds a game to that contract, from its ``Game`` descriptor
and the facts it declares there (as OpenSpiel's ``GameInfo``): it plays seeded random
games of every rule set to every horizon through the descriptor alone, and checks

- the rules' text form: each option a field of the rules, each preset naming them all and
  read back from its name and its text, one change keeping the rest, the same mistakes
  refused in the same words;
- every action within the declared ``actions``, every chance step within
  ``chance_outcomes``, every hand of ``hand_size`` cards when the first deal is done, every
  game over within ``longest`` actions;
- the views: one per seat, the legal actions offered to the mover only, the seat's own hand
  and no card of another seat's hand;
- illegal actions (out of turn, not an integer, not legal, after the end) refused in words,
  changing nothing; the same seed dealing the same hands and another seed others;
- the records: written with the game's first line, read back (as a file too, with a
  byte-order mark) to the same actions, scores and winner; a ``Result`` naming another
  winner, a header given twice and a file that is not UTF-8 refused, naming the fault;
- every value of every rule set with its provenance, complete;
- every deal that ends kept (``state.deals``, ``penneech.core.tricks.FinishedDeal``):
  numbered from 1, a hand as dealt (no card in two) and points a seat, every trick with
  the last; a seat's view of it face up but for the other seats' hands as dealt and any
  field of a seat's own the game adds (discards, cards laid out), which it shows of the
  seat's own only;
- where the game declares the world its expert builds from a view (``world_of``): given
  the true hidden cards (``hidden_of``), that world plays on exactly as the game, the same
  seat to move, the same legal actions and every seat's view the same (a world of one deal,
  ``world_of_deal``, to the deal's end, keeping the same deal);
- every listed player made by name and choosing a legal action; a budget (``expert:N``)
  taken only where the game declares ``set_budget``, and there by the players that take
  one, refused in words by the others;
- where the game declares an OpenSpiel adapter (``openspiel_horizons`` and the facts of
  ``openspiel``, ``penneech.core.spiel``, both): each horizon one the engine plays or one
  the facts cut short, every phase a view shows declared, the places of a deal's cards
  held by the state, every world the facts draw for the player to move showing them the
  same view, the returns within the declared bound, zero-sum (OpenSpiel's own
  ``random_sim_test`` runs in the tests, where OpenSpiel is installed);
- where the game declares a play-page façade (``web``): the protocol's calls with the
  signatures of ``penneech.core.web.Facade``, the same envelope around every answer,
  a decision taken back giving back the table before it (and answered alike when made
  again), nothing of the seed before the end, refused calls in the same words and changing
  nothing.

``check`` raises ``ConformanceError`` listing every failure, each under the check that
found it. The tests call it for every registered game (and the toy game kept with them);
a game kept elsewhere calls it from its own tests, as pgx's ``api_test`` and OpenSpiel's
``random_sim_test`` are called:

>>> from dataclasses import replace
>>> from penneech.games import GAMES
>>> check(GAMES["piquet"], games=1, only=["facts", "random-games"])
>>> broken = replace(GAMES["piquet"], hand_size=lambda rules: 13)
>>> try:
...     check(broken, games=1, only=["random-games"])
... except ConformanceError as error:
...     first, failure = str(error).splitlines()[:2]
>>> first
"piquet breaks the games' contract in 6 place(s):"
>>> failure.split(": ")[2]
'the first deal gives hands of [12, 12] cards, not 13 each'
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import operator
import random
import tempfile
from collections.abc import Callable, Collection, Iterator
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from penneech.core.errors import IllegalActionError, RecordError, RulesError, SeatError
from penneech.core.game import AnyGame, Game
from penneech.core.tricks import FinishedDeal
from penneech.core.turns import TERMINAL

#: The calls every play-page façade answers (``penneech.core.web.Facade``).
CALLS = ("metadata", "new_game", "restart", "act", "hint", "state", "load", "resume", "saved",
         "undo")
#: What every answer about a game holds, whatever the game.
ENVELOPE = frozenset({"ok", "phase", "to_move", "hand", "legal", "scores", "events", "rules",
                      "preset", "level", "horizon", "over", "end", "takebacks", "undo"})
#: The seat the play page gives the human (``penneech.core.web.HUMAN``).
HUMAN = 0
#: The preset marks the comparison tables know.
MARKS = ("", "*", "°", "†", "*†", "°†")


class ConformanceError(AssertionError):
    """A game that breaks its contract: every failure, one a line."""


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def _refused(kind: type[Exception], words: str, call: Callable[[], object]) -> str:
    """The message of the ``kind`` error ``call`` raises, which must hold ``words``."""
    try:
        call()
    except kind as exc:
        _require(words in str(exc), f"refused with {str(exc)!r}, not saying {words!r}")
        return str(exc)
    raise AssertionError(f"not refused (expected {kind.__name__} saying {words!r})")


def seats(game: AnyGame, state: Any) -> int:
    """How many sit at ``state``'s table."""
    return game.seats_of(state.rules)


def _web(game: AnyGame) -> ModuleType:
    assert game.web is not None
    return import_module(game.web)


#: Every check by name, each given the game, the number of random games per rule set and
#: horizon, and the first seed; those named ``web-*`` run only for a game with a façade.
CHECKS: dict[str, Callable[[AnyGame, int, int], None]] = {
    "facts": lambda g, n, s: _facts(g),
    "presets": lambda g, n, s: _presets(g),
    "one-change": lambda g, n, s: _one_change(g),
    "rules-text": lambda g, n, s: _rules_mistakes(g),
    "horizons": lambda g, n, s: _horizons(g),
    "provenance": lambda g, n, s: _provenance(g),
    "random-games": lambda g, n, s: _playthroughs(g, n, s),
    "seeds": lambda g, n, s: _seeded(g, s),
    "views": lambda g, n, s: _views(g, s),
    "illegal": lambda g, n, s: _illegal(g, s),
    "result": lambda g, n, s: _result(g, s),
    "record-headers": lambda g, n, s: _record_headers(g),
    "record-files": lambda g, n, s: _record_files(g),
    "players": lambda g, n, s: _players(g, s),
    "budgets": lambda g, n, s: _budgets(g),
    "deals": lambda g, n, s: _deals_kept(g, n, s),
    "worlds": lambda g, n, s: _worlds(g, n, s),
    "openspiel": lambda g, n, s: _openspiel(g, s),
    "web-calls": lambda g, n, s: _calls(_web(g)),
    "web-envelope": lambda g, n, s: _envelope(g, _web(g), s),
    "web-refusals": lambda g, n, s: _facade_refusals(g, _web(g)),
}


def check(game: Game[Any, Any, Any], *, games: int = 2, seed: int = 0,
          only: Collection[str] | None = None) -> None:
    """Hold ``game`` to the contract of the registry's games (this module's docstring),
    playing ``games`` seeded random games per rule set and horizon from ``seed``; ``only``
    names the checks to run (``CHECKS``; all of them by default, those of the play page
    only where the game declares one). ``ConformanceError`` listing every failure;
    ``ValueError`` for a check that does not exist. Any game's descriptor is taken, and
    checked as the registry gives it (``AnyGame``)."""
    registered: AnyGame = game
    names = list(CHECKS) if only is None else list(only)
    unknown = [name for name in names if name not in CHECKS]
    if unknown:
        raise ValueError(f"no check {', '.join(map(repr, unknown))}; checks: "
                         f"{', '.join(CHECKS)}")
    failures: list[str] = []
    for name in names:
        if name.startswith("web-") and game.web is None:
            continue
        try:
            CHECKS[name](registered, games, seed)
        except _Failed as exc:
            failures += [f"{name}: {line}" for line in exc.lines]
        except Exception as exc:
            kind = "" if isinstance(exc, AssertionError) else f"{type(exc).__name__}: "
            failures.append(f"{name}: {kind}{exc}")
    if failures:
        raise ConformanceError(f"{game.id} breaks the games' contract in "
                               f"{len(failures)} place(s):\n- " + "\n- ".join(failures))


class _Failed(Exception):
    """Several failures of one check (each random game's)."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("; ".join(lines))
        self.lines = lines


# ------------------------------------------------------------------ OpenSpiel

def _openspiel(game: Game[Any, Any, Any], seed: int) -> None:
    """The facts of a game's OpenSpiel adapter, held to one seeded random game to its
    last (shortest) horizon under its default rules: the adapter needs nothing else."""
    if game.openspiel is None and not game.openspiel_horizons:
        return
    from penneech.core.spiel import spiel_facts  # never in the browser, like the facts

    facts = spiel_facts(game)
    for horizon in game.openspiel_horizons:
        _require(horizon in game.horizons or horizon in facts.cut,
                 f"horizon {horizon!r} is neither the engine's nor cut short by the facts")
    for horizon in facts.cut:
        _require(horizon in game.openspiel_horizons and horizon not in game.horizons,
                 f"the facts cut short {horizon!r}, which is no horizon of the adapter or "
                 "one the engine plays itself")
    rules = game.rules_class()
    horizon = game.openspiel_horizons[-1]
    cut = facts.cut.get(horizon)
    state = game.new_state(rules, "game" if cut is not None else horizon)
    for name in (*facts.places.sets, *facts.places.lists):
        _require(hasattr(state, name), f"the state keeps no {name!r}, a place of the cards")
    n = seats(game, state)
    chance, rng = game.chance(seed), random.Random(seed)
    players = _random_players(game, n, seed)
    decisions = 0
    while not (state.is_terminal() or (cut is not None and cut.ends(state))):
        if state.is_chance_node():
            state.apply_action(chance.outcome(state))
            continue
        mover = state.current_player()
        for seat in range(n):
            phase = game.view_of(state, seat).phase
            _require(phase in facts.phases, f"a view shows the phase {phase!r}, which the "
                                            f"facts do not declare ({facts.phases})")
        if decisions % 3 == 0:
            world = facts.world(state, mover, rng)
            _require(game.view_of(world, mover) == game.view_of(state, mover),
                     f"a world drawn for seat {mover} in phase {state.phase!r} shows "
                     "another view")
        decisions += 1
        state.apply_action(players[mover].choose(game.view_of(state, mover)), mover)
    returns = cut.returns(state) if cut is not None else state.returns()
    bound = facts.bound(rules, horizon)
    _require(len(returns) == n and abs(sum(returns)) < 1e-9
             and all(abs(r) <= bound for r in returns),
             f"the returns {returns} are not zero-sum within the declared bound {bound}")


# ------------------------------------------------------------------ the descriptor

def _facts(game: AnyGame) -> None:
    _require(isinstance(game.actions, int) and game.actions > 0,
             f"actions must be a positive number, not {game.actions!r}")
    _require(isinstance(game.chance_outcomes, int) and game.chance_outcomes > 0,
             f"chance_outcomes must be a positive number, not {game.chance_outcomes!r}")
    _require(bool(game.horizons) and game.horizons[0] == "game",
             f"the first horizon is a whole game, not {game.horizons!r}")
    _require(game.match_horizon in game.horizons,
             f"the match horizon {game.match_horizon!r} is not a horizon")
    for preset in game.presets.values():
        size = game.hand_size(preset.rules)
        _require(isinstance(size, int) and size > 0, f"{preset.id}: hand_size gives {size!r}")
        for horizon in game.horizons:
            longest = game.longest(preset.rules, horizon)
            _require(isinstance(longest, int) and longest > 0,
                     f"{preset.id}, {horizon}: longest gives {longest!r}")


def _presets(game: AnyGame) -> None:
    """The comparison tables, the play page and the records all read these."""
    default = game.rules_class()
    _require(list(default.values()) == [o.id for o in game.options],
             "the rules' fields are not the options in table order")
    for name, preset in game.presets.items():
        _require(preset.id == name, f"preset {name!r} says it is {preset.id!r}")
        _require(isinstance(preset.rules, game.rules_class), f"{name}: rules of another class")
        _require(game.parse_rules(name) == preset.rules, f"{name}: its name reads otherwise")
        _require(game.parse_rules(preset.rules.to_string()) == preset.rules,
                 f"{name}: its text form reads otherwise")
        _require(preset.rules.preset_name == name, f"{name}: its rules name another preset")
        for option in game.options:
            _require(preset.mark(option.id) in MARKS,
                     f"{name}: option {option.id} is marked {preset.mark(option.id)!r}")
    _require(game.presets[game.default_preset].rules == default,
             "the default rules are not the default preset")


def _one_change(game: AnyGame) -> None:
    preset = next(iter(game.presets.values()))
    option = next((o for o in game.options if len(o.values) > 1), None)
    if option is None:
        return
    other = next(v for v in option.values if v != preset.rules.values()[option.id])
    changed = game.parse_rules(f"{preset.id},{option.id}={other}")
    _require(changed.values() == {**preset.rules.values(), option.id: other},
             f"{preset.id},{option.id}={other} changes more than {option.id}")
    _require(changed.preset_name != preset.id, "a changed rule set keeps the preset's name")


def _rules_mistakes(game: AnyGame) -> None:
    """An option named twice is refused (either value might be meant); an unknown option
    or preset is named, with the game's name."""
    option = game.options[0]
    twice = f"{option.id}={option.values[0]},{option.id}={option.values[-1]}"
    _refused(RulesError, f"rule option '{option.id}' is given twice",
             lambda: game.parse_rules(twice))
    prefix = getattr(game.rules_class, "GAME", None)
    _require(prefix == f"{game.name.en} ",
             f"the rules class's GAME is {prefix!r}, not the game's name and a space "
             f"({game.name.en + ' '!r}), which its messages begin with")
    message = _refused(RulesError, f"unknown {prefix}rule option 'colour'",
                       lambda: game.parse_rules("colour=red"))
    _require(message.startswith(f"unknown {prefix}"), message)
    message = _refused(RulesError, f"unknown {prefix}preset 'bezique'",
                       lambda: game.parse_rules("bezique"))
    _require(message.startswith(f"unknown {prefix}"), message)


def _horizons(game: AnyGame) -> None:
    for horizon in game.horizons:
        state = game.new_state(horizon=horizon)
        _require(getattr(state, "horizon", horizon) == horizon,
                 f"new_state(horizon={horizon!r}) plays to {getattr(state, 'horizon', '?')!r}")
    _refused(RulesError, f"{game.name.en} is played to the horizon",
             lambda: game.new_state(horizon="week"))


def _provenance(game: AnyGame) -> None:
    """Where every rule value comes from (issue 27): a complete record per option."""
    options = {o.id for o in game.options}
    for preset in game.presets.values():
        _require(set(preset.provenance) == options,
                 f"{preset.id}: provenance for {sorted(preset.provenance)}, "
                 f"options {sorted(options)}")
        for option_id, record in preset.provenance.items():
            where = f"{preset.id}/{option_id}"
            _require(bool(record.note.en.strip() and record.note.de.strip())
                     and record.note.en != record.note.de,
                     f"{where}: the note needs its English and its German")
            _require(bool(record.locus.strip()) or record.status == "chosen",
                     f"{where}: no place in the source")
            _require(not record.problems(), f"{where}: {record.problems()}")


# ------------------------------------------------------------------ playing

def _random_players(game: AnyGame, n: int, seed: int) -> list[Any]:
    return [game.make_player("random", seed + s) for s in range(n)]


def _hands(state: Any) -> list[int]:
    hands = state.hands
    return [int(h) for h in hands]


def _cards_of(value: Any) -> Iterator[int]:
    """Every integer a view holds, through its tuples, lists and dataclasses."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _cards_of(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _cards_of(getattr(value, f.name))


def _check_view(game: AnyGame, state: Any, seat: int, mover: int,
                deep: bool) -> None:
    """The seat's own hand, the legal actions for the mover only, no card of another
    hand in it, and (``deep``) no field holding another seat's hand whole (while it holds
    two cards or more, one of them above the lowest sixteen, so that no count or score is
    taken for it)."""
    view = game.view_of(state, seat)
    hands = _hands(state)
    _require(view.hand == hands[seat], f"seat {seat}'s view shows another hand")
    legal = tuple(state.legal_actions()) if seat == mover else ()
    _require(tuple(view.legal) == legal, f"seat {seat}'s view offers {view.legal!r}")
    others = [(o, h) for o, h in enumerate(hands) if o != seat]
    for other, hand in others:
        _require(view.hand & hand == 0, f"seat {seat}'s hand shares cards with seat {other}'s")
    if not deep:
        return
    if not dataclasses.is_dataclass(view):
        raise AssertionError(f"seat {seat}'s view is no dataclass, whose fields are checked")
    held = {f.name: set(_cards_of(getattr(view, f.name))) for f in dataclasses.fields(view)
            if f.name not in ("hand", "legal")}
    for other, hand in others:
        if hand.bit_count() >= 2 and hand >= 1 << 16:
            fields = [name for name, ints in held.items() if hand in ints]
            _require(not fields, f"seat {seat}'s view holds seat {other}'s hidden hand "
                                 f"in {fields}")


def _playthrough(game: AnyGame, rules: Any, horizon: str, seed: int) -> None:
    """A seeded random game: actions, chance steps, hands, views and length as declared;
    its record written and read back."""
    state = game.new_state(rules, horizon)
    n = seats(game, state)
    chance = game.chance(seed)
    players = _random_players(game, n, seed)
    longest = game.longest(rules, horizon)
    size = game.hand_size(rules)
    first, phase = True, ""
    while not state.is_terminal():
        _require(len(state.history) <= longest,
                 f"more than the declared longest game, {longest} actions")
        legal = state.legal_actions()
        _require(bool(legal), f"no legal action in phase {state.phase!r}")
        _require(all(isinstance(a, int) and 0 <= a < game.actions for a in legal),
                 f"an action outside 0-{game.actions - 1} in {state.phase!r}: {legal}")
        if state.is_chance_node():
            _require(len(legal) <= game.chance_outcomes and max(legal) < game.chance_outcomes,
                     f"a chance step beyond the declared {game.chance_outcomes} outcomes")
            state.apply_action(chance.outcome(state))
            continue
        mover = state.current_player()
        hands = [h.bit_count() for h in _hands(state)]
        if first and any(hands):     # the first decision once the first deal is done
            _require(hands == [size] * n,
                     f"the first deal gives hands of {hands} cards, not {size} each")
            first = False
        # every view at every decision; their every field at every 29th, and at the
        # first of each phase
        deep = len(state.history) % 29 == 0 or state.phase != phase
        phase = state.phase
        for seat in range(n):
            _check_view(game, state, seat, mover, deep)
        action = players[mover].choose(game.view_of(state, mover))
        _require(action in legal, f"random chose {action}, not legal")
        state.apply_action(action, mover)
    _require(len(state.history) <= longest,
             f"{len(state.history)} actions, more than the declared longest {longest}")
    _require(state.current_player() == TERMINAL, "a game over has a player to move")
    _require(state.legal_actions() == [], "a game over offers actions")
    _round_trip(game, state, seed)


def _playthroughs(game: AnyGame, games: int, seed: int) -> None:
    failed = []
    for preset in game.presets.values():
        for horizon in game.horizons:
            for s in range(seed, seed + games):
                try:
                    _playthrough(game, preset.rules, horizon, s)
                except Exception as exc:
                    kind = "" if isinstance(exc, AssertionError) else f"{type(exc).__name__}: "
                    failed.append(f"{preset.id}, {horizon}, seed {s}: {kind}{exc}")
    if failed:
        raise _Failed(failed)


def _round_trip(game: AnyGame, state: Any, seed: int) -> None:
    text = game.record_text(state, None, {"Seed": str(seed)})
    _require(text.startswith(game.magic + "\n"), "a record's first line is not the magic")
    record = game.parse_record(text)
    _require(record.rules == state.rules, "the record reads other rules")
    _require(record.headers.get("Seed") == str(seed), "the record loses its Seed header")
    _require(record.actions == [a for _, a in state.history],
             "the record reads other actions")
    final = record.final_state()
    _require(final.history == state.history, "the record replays to another game")
    _require(game.outcome(final) == game.outcome(state),
             "the record replays to other points or winners")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.txt"
        path.write_bytes(b"\xef\xbb\xbf" + text.encode())
        _require(game.read_record_file(path).actions == record.actions,
                 "a record file with a byte-order mark reads otherwise")


def _dealt(game: AnyGame, seed: int) -> Any:
    state = game.new_state(dealer=0)
    game.chance(seed).advance(state)
    return state


def _seeded(game: AnyGame, seed: int) -> None:
    """What a duplicate match and a shared game need: the deal depends on the seed alone."""
    def hands(s: int) -> list[int]:
        state = _dealt(game, s)
        return [game.view_of(state, seat).hand for seat in range(seats(game, state))]

    _require(hands(seed + 5) == hands(seed + 5), "the same seed deals other hands")
    _require(any(hands(seed + 5) != hands(s) for s in range(seed + 6, seed + 10)),
             "other seeds deal the same hands")


def _views(game: AnyGame, seed: int) -> None:
    state = game.new_state()
    game.chance(seed + 3).advance(state)
    n = seats(game, state)
    message = ("a view is for player 0 or player 1" if n == 2
               else f"a view is for a player from 0 to {n - 1}")
    wrong: tuple[Any, ...] = (n, -1, "0", True)
    for seat in wrong:
        _refused(SeatError, message, functools.partial(game.view_of, state, seat))


def _illegal(game: AnyGame, seed: int) -> None:
    """Out of turn, not an integer, not legal, after the end: refused in words, and the
    game unchanged."""
    state = _dealt(game, seed + 8)
    mover = state.current_player()
    other = (mover + 1) % seats(game, state)
    legal = state.legal_actions()
    before = state.clone()

    def unchanged() -> None:
        _require(state.history == before.history
                 and state.legal_actions() == before.legal_actions()
                 and state.current_player() == before.current_player(),
                 "a refused action changed the game")

    message = _refused(IllegalActionError, f"out of turn: player {other} tried to act during "
                       f"'{state.phase}', but it is player {mover}'s turn",
                       lambda: state.apply_action(legal[0], other))
    _require(message.startswith("out of turn"), message)
    unchanged()
    _refused(IllegalActionError, "an action must be an integer, not '1'",
             lambda: state.apply_action("1"))
    unchanged()
    off = next(a for a in range(game.actions + 1) if a not in legal)
    message = _refused(IllegalActionError, "", lambda: state.apply_action(off, mover))
    _require(len(message) > 10 and "Traceback" not in message,
             f"an action not legal is refused with {message!r}")
    unchanged()
    over = _played(game, game.rules_class(), seed + 8)
    _refused(IllegalActionError, "the game is over", lambda: over.apply_action(0))


def _played(game: AnyGame, rules: Any, seed: int,
            horizon: str = "game") -> Any:
    state = game.new_state(rules, horizon)
    chance = game.chance(seed)
    players = _random_players(game, seats(game, state), seed)
    while True:
        chance.advance(state)
        if state.is_terminal():
            return state
        seat = state.current_player()
        state.apply_action(players[seat].choose(game.view_of(state, seat)), seat)


def _result(game: AnyGame, seed: int) -> None:
    """A ``Result`` header is checked against the game its steps replay: one naming another
    seat is refused even when it is as long as the true one, and the true one is read."""
    for s in range(seed + 8, seed + 40):
        state = _played(game, game.rules_class(), s)
        text = game.record_text(state, None, {"Seed": str(s)})
        if "\nResult: " not in text:   # a game that writes none checks one when given
            text = text.replace("\n", f"\nResult: {state.winner}\n", 1)
        result = text.split("\nResult: ", 1)[1].split("\n", 1)[0]
        if result.isdigit():    # one winner, not a draw or winners sharing the win
            break
    else:
        raise AssertionError("no game with a single winner in 32 seeds")
    _require(game.parse_record(text).final_state().history == state.history,
             "the record with its Result replays otherwise")
    wrong = str((int(result) + 1) % seats(game, state))
    _refused(RecordError, f"Result says '{wrong}'", lambda: game.parse_record(
        text.replace(f"\nResult: {result}\n", f"\nResult: {wrong}\n")))


def _record_headers(game: AnyGame) -> None:
    text = game.record_text(game.new_state(), None, {"Seed": "1"})
    doubled = text.replace("Seed: 1\n", "Seed: 1\nSeed: 2\n")
    line = doubled.splitlines().index("Seed: 2") + 1
    message = _refused(RecordError, f"line {line}: header 'Seed' is given twice",
                       lambda: game.parse_record(doubled))
    _require(message.startswith(f"line {line}:"), message)


def _record_files(game: AnyGame) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "latin1.txt"
        path.write_bytes(game.magic.encode() + b"\nPlayers: Jos\xe9\n")
        _refused(RecordError, "latin1.txt: not a UTF-8 text file (byte 0xe9 at offset",
                 lambda: game.read_record_file(path))
        _refused(RecordError, "missing.txt: cannot read the file",
                 lambda: game.read_record_file(Path(folder) / "missing.txt"))


def _players(game: AnyGame, seed: int) -> None:
    state = _dealt(game, seed + 4)
    view = game.view_of(state, state.current_player())
    _require("random" in game.player_names(), "no player named 'random'")
    for name in game.player_names():
        player = game.make_player(name, 1)
        _require(player.name == name, f"player {name!r} says it is {player.name!r}")
        _require(player.choose(view) in view.legal, f"player {name!r} chose an illegal action")
    message = _refused(ValueError, "unknown player 'grandmaster'; players: "
                       + ", ".join(game.all_players()),
                       lambda: game.budgeted("grandmaster", 1))
    _require(message.startswith("unknown player"), message)


def _attributes(player: Any) -> dict[str, Any]:
    names = getattr(player, "__dict__", None) or {
        n: getattr(player, n) for n in getattr(type(player), "__slots__", ())
        if hasattr(player, n)}
    return dict(names)


def _budgets(game: AnyGame) -> None:
    """``name:N`` (the match scripts, the lab): a budget of N for a player that takes one,
    up to the game's limit; a budget for another player, a budget that is not a whole
    number from 1 to the limit, or a game that declares no budget, refused with the
    reason in a short message."""
    limit = game.budget_limit
    refused = f"a budget is a whole number from 1 to {limit} (digits 0-9 only), not"
    first = game.player_names()[0]
    for budget in ("0", str(limit + 1), "99999999", "1" * 5000, "-3", "\u0663"):
        message = _refused(ValueError, refused,
                           functools.partial(game.budgeted, f"{first}:{budget}", 1))
        _require(len(message) < 200, f"a {len(message)}-character message")
    if game.set_budget is None:
        _refused(ValueError, f"no {game.name.en} player takes a budget",
                 lambda: game.budgeted(f"{first}:7", 1))
        return
    takers = []
    for name in game.all_players():
        try:
            game.budgeted(f"{name}:7", 1)
        except ValueError as exc:
            _require(name in str(exc) and len(str(exc)) < 200,
                     f"{name}'s budget is refused with {str(exc)!r}, not naming the player")
            continue
        takers.append(name)
        plain = _attributes(game.make_player(name, 1))
        for amount in (7, limit):
            changed = {k: v for k, v in _attributes(
                game.budgeted(f"{name}:{amount}", 1)).items() if plain.get(k) != v}
            _require(amount in changed.values(),
                     f"{name}:{amount} keeps no budget of {amount} ({changed})")
    _require(bool(takers), "set_budget is declared, but no player takes a budget")


# ------------------------------------------------------------------ the deals over

#: The fields of every deal kept (``penneech.core.tricks.FinishedDeal``) that every seat
#: sees as they are.
PUBLIC = ("deal", "dealer", "tricks", "points")


def _seen(deal: Any, seen: Any, seat: int) -> None:
    """``seen`` is ``deal`` as ``seat`` may know it: the tricks and points face up, its own
    hand as dealt and every other seat's 0; every field the game adds either face up or,
    one a seat, hidden as the hands as dealt are (its own only)."""
    where = f"seat {seat}'s view of deal {deal.deal}"
    _require(type(seen) is type(deal), f"{where} is a {type(seen).__name__}")
    _require(_public(seen) == _public(deal), f"{where} shows other tricks or points")
    _require(seen.dealt[seat] == deal.dealt[seat], f"{where} shows another hand as its own")
    _require(all(h == 0 for s, h in enumerate(seen.dealt) if s != seat),
             f"{where} shows another seat's hand as dealt")
    for f in dataclasses.fields(deal):
        if f.name in (*PUBLIC, "dealt"):
            continue
        mine, its = getattr(seen, f.name), getattr(deal, f.name)
        own = (isinstance(its, tuple) and len(its) == len(deal.dealt) == len(mine)
               and mine[seat] == its[seat]
               and all(value == 0 for s, value in enumerate(mine) if s != seat))
        _require(mine == its or own, f"{where} shows its {f.name} neither face up nor "
                                     "its own only")


def _kept(game: Game[Any, Any, Any], state: Any, before: tuple[Any, ...], kept: int) -> None:
    """The deal the last action ended, kept: numbered, a hand as dealt and points a seat,
    every trick with the last one (``before``: those on the table before the action), which
    the table may have been cleared of."""
    _require(len(state.deals) == kept + 1, f"{len(state.deals) - kept} deals kept at once")
    deal = state.deals[-1]
    n, size = seats(game, state), game.hand_size(state.rules)
    where = f"deal {kept + 1}"
    _require(isinstance(deal, FinishedDeal), f"{where} is kept as a {type(deal).__name__}")
    _require(deal.deal == kept + 1, f"{where} is kept as deal {deal.deal}")
    _require(len(deal.dealt) == n and len(deal.points) == n
             and all(isinstance(p, int) for p in deal.points),
             f"{where}: {len(deal.dealt)} hands as dealt and points {deal.points!r} for "
             f"{n} seats")
    counts = [h.bit_count() for h in deal.dealt]
    _require(min(counts) >= size, f"{where}: hands as dealt of {counts} cards, fewer than "
                                  f"the {size} dealt")
    _require(functools.reduce(operator.or_, deal.dealt).bit_count() == sum(counts),
             f"{where}: a card dealt to two hands")
    _require([t.number for t in deal.tricks] == list(range(1, len(deal.tricks) + 1)),
             f"{where}: tricks numbered {[t.number for t in deal.tricks]}")
    # the tricks on the table before the action that ended the deal, and the one it ended
    _require(deal.tricks[:len(before)] == before and len(deal.tricks) - len(before) <= 1,
             f"{where} is kept without the tricks played in it")
    _require(not state.tricks or deal.tricks == tuple(state.tricks),
             f"{where} is kept without the tricks on the table")


def _views_of_deals(game: Game[Any, Any, Any], state: Any) -> None:
    for seat in range(seats(game, state)):
        seen = game.view_of(state, seat).deals
        _require(len(seen) == len(state.deals),
                 f"seat {seat}'s view holds {len(seen)} deals over, not {len(state.deals)}")
        for deal, mine in zip(state.deals, seen, strict=True):
            _seen(deal, mine, seat)


def _deals_kept(game: Game[Any, Any, Any], games: int, seed: int) -> None:
    """Every deal that ends is kept (``state.deals``), and every seat's view holds it as
    the seat may know it (``_seen``): seeded random games of every rule set and horizon."""
    failed = []
    for preset in game.presets.values():
        for horizon in game.horizons:
            for s in range(seed, seed + games):
                try:
                    _deals_of(game, preset.rules, horizon, s)
                except AssertionError as exc:
                    failed.append(f"{preset.id}, {horizon}, seed {s}: {exc}")
    if failed:
        raise _Failed(failed)


def _deals_of(game: Game[Any, Any, Any], rules: Any, horizon: str, seed: int) -> None:
    state = game.new_state(rules, horizon)
    chance, rng = game.chance(seed), random.Random(seed)
    _require(state.deals == (), "a new game holds deals over")
    while not state.is_terminal():
        kept, before = len(state.deals), tuple(state.tricks)
        state.apply_action(chance.outcome(state) if state.is_chance_node()
                           else rng.choice(state.legal_actions()))
        if len(state.deals) != kept:
            _kept(game, state, before, kept)
            _views_of_deals(game, state)
    _require(bool(state.deals), "a game over keeps no deal")
    _require(state.deals[-1].tricks == tuple(state.tricks),
             "the last deal kept is not the one on the table at the end")
    _views_of_deals(game, state)


# ------------------------------------------------------------------ the expert's world

#: The kinds of ``Game.world_of_deal`` (``penneech.core.game.WorldField``).
WORLD_FIELDS = ("log", "points", "deal", "game")
#: How often the checker builds a world: at every seventh decision of a game, in its first
#: two deals (a world built in the first plays on into the second).
WORLD_EVERY = 7
WORLD_DEALS = 2
#: How far it plays each world on (a world of one deal: at most to the deal's end).
WORLD_STEPS = 40


def _fields(view: Any, leave_out: Collection[str] = ()) -> dict[str, Any]:
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view)
            if f.name not in leave_out}


def _differ(world: dict[str, Any], state: dict[str, Any]) -> list[str]:
    return [name for name in state if world.get(name) != state[name]]


def _public(deal: Any) -> tuple[Any, ...]:
    """What every seat knows of a deal that is over (``PUBLIC``)."""
    return tuple(getattr(deal, name) for name in PUBLIC)


def _less(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x - y for x, y in zip(a, b, strict=True))


class _World:
    """A world and the state it was built from, compared seat by seat."""

    def __init__(self, game: Game[Any, Any, Any], state: Any) -> None:
        assert game.world_of is not None and game.hidden_of is not None
        self.game, self.state = game, state
        self.seat = state.current_player()
        _require(self.seat >= 0, "a world is built at a seat's decision")
        self.world = game.world_of(game.view_of(state, self.seat),
                                   game.hidden_of(state, self.seat))
        self.seats = range(seats(game, state))
        self.kept = len(state.deals)
        self.of_deal = game.world_of_deal
        #: each seat's view of both when the world was built (``world_of_deal``'s fields)
        self.start = [(game.view_of(self.world, s), game.view_of(state, s))
                      for s in self.seats]
        for name, kind in self.of_deal.items():
            _require(kind != "log" or getattr(self.start[0][0], name) == (),
                     f"the world of one deal starts its log {name!r} with "
                     f"{getattr(self.start[0][0], name)!r}")

    def alike(self, when: str) -> None:
        """Every seat's view is the same in both."""
        for s in self.seats:
            world = _fields(self.game.view_of(self.world, s), self.of_deal)
            state = _fields(self.game.view_of(self.state, s), self.of_deal)
            if s != self.seat and not self.of_deal:
                # the hands as dealt of the deals over: the seat never saw another's
                _require([_public(d) for d in world.pop("deals")]
                         == [_public(d) for d in state.pop("deals")],
                         f"{when}: seat {s}'s view of the world holds other deals over")
            _require(world == state, f"{when}: seat {s}'s view of the world differs in "
                                     f"{_differ(world, state)}")
            self._of_deal(s, when)

    def _of_deal(self, s: int, when: str) -> None:
        world, state = self.game.view_of(self.world, s), self.game.view_of(self.state, s)
        world0, state0 = self.start[s]
        for name, kind in self.of_deal.items():
            mine, its = getattr(world, name), getattr(state, name)
            if kind == "log":
                _require(mine == its[len(getattr(state0, name)):],
                         f"{when}: seat {s}'s {name} in the world are not those the game "
                         "adds")
            elif kind in ("points", "deal"):
                _require(_less(its, mine) == _less(getattr(state0, name),
                                                   getattr(world0, name)),
                         f"{when}: seat {s}'s {name} in the world gain other points than "
                         f"in the game ({mine} against {its})")

    def deal_over(self, when: str) -> None:
        """The world of one deal ends with the deal, which both keep alike."""
        over, kept = self.world.is_terminal(), len(self.state.deals) > self.kept
        _require(over == kept, f"{when}: " + ("the world's game is over, the game's deal is"
                                              " not" if over else "the game's deal is over,"
                                              " the world's game is not"))
        mine, its = self.world.deals[-1], self.state.deals[-1]
        _require(_public(mine)[:3] == _public(its)[:3],
                 f"{when}: the world keeps another deal than the game")
        for name, kind in self.of_deal.items():
            if kind == "deal":
                world0, state0 = self.start[0]
                before = _less(getattr(state0, name), getattr(world0, name))
                _require(_less(its.points, mine.points) == before,
                         f"{when}: the deal the world keeps scored {mine.points}, the "
                         f"game's {its.points}, of which {before} before the world")


def world_plays_on(game: Game[Any, Any, Any], state: Any, rng: random.Random,
                   steps: int) -> int:
    """The world ``game.world_of`` builds from the view of the seat to move in ``state``,
    given the true hidden cards (``hidden_of``), plays on exactly as ``state``: before each
    of up to ``steps`` random legal actions (drawn from ``rng``, chance steps included,
    applied to both) the seat to move and the legal actions are the same in both, and
    after each every seat's view is the same (of another seat's deals over what is
    public: the seat never saw that seat's hands as dealt). A world of one deal
    (``world_of_deal``) is compared so until the deal ends, its other fields as the game
    declares, and then keeps the same deal. ``state`` is played on; the number of actions
    compared. ``AssertionError`` naming the first difference."""
    pair = _World(game, state)
    pair.alike("built")
    world = pair.world
    for done in range(steps):
        when = f"after {done} action(s)"
        _require(world.current_player() == state.current_player(),
                 f"{when}: seat {world.current_player()} is to move in the world, "
                 f"{state.current_player()} in the game")
        _require(world.legal_actions() == state.legal_actions(),
                 f"{when}: the world offers {world.legal_actions()}, the game "
                 f"{state.legal_actions()}")
        if state.is_terminal():
            return done
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        world.apply_action(action)
        when = f"after {done + 1} action(s)"
        if pair.of_deal and (world.is_terminal() or len(state.deals) > pair.kept):
            pair.deal_over(when)
            return done + 1
        pair.alike(when)
    return steps


def _worlds(game: Game[Any, Any, Any], games: int, seed: int) -> None:
    """At every ``WORLD_EVERY``-th decision of the first ``WORLD_DEALS`` deals of seeded
    random games of every rule set, the world built from the mover's view plays on as the
    game (``world_plays_on``)."""
    _require((game.world_of is None) == (game.hidden_of is None),
             "world_of and hidden_of are declared together")
    _require(game.world_of is not None or not game.world_of_deal,
             "world_of_deal without world_of")
    if game.world_of is None:
        return
    view = game.view_of(game.new_state(), 0)
    names = {f.name for f in dataclasses.fields(view)}
    for name, kind in game.world_of_deal.items():
        _require(name in names, f"world_of_deal: a view has no field {name!r}")
        _require(kind in WORLD_FIELDS, f"world_of_deal: {name!r} is compared as "
                                       f"{' or '.join(WORLD_FIELDS)}, not {kind!r}")
    failed = []
    for preset in game.presets.values():
        for s in range(seed, seed + games):
            state = game.new_state(preset.rules)
            chance, rng = game.chance(s), random.Random(s)
            decision = 0
            while True:
                chance.advance(state)
                if state.is_terminal() or len(state.deals) >= WORLD_DEALS:
                    break
                if decision % WORLD_EVERY == 0:
                    try:
                        world_plays_on(game, state.clone(), random.Random(s * 7919 + decision),
                                       WORLD_STEPS)
                    except Exception as exc:
                        what = "" if isinstance(exc, AssertionError) else f"{type(exc).__name__}: "
                        failed.append(f"{preset.id}, seed {s}, decision {decision}: {what}{exc}")
                        break
                decision += 1
                state.apply_action(rng.choice(state.legal_actions()))
    if failed:
        raise _Failed(failed)


# ------------------------------------------------------------------ the play page

def _call(text: str) -> dict[str, Any]:
    data = json.loads(text)
    _require(isinstance(data, dict), f"an answer that is no object: {text[:80]}")
    return dict(data)


def _calls(web: ModuleType) -> None:
    """The play worker calls every game's façade alike: ``Facade``'s calls."""
    from penneech.core.web import Facade

    for name in CALLS:
        _require(callable(getattr(web, name, None)), f"no call {name}")
        method = inspect.signature(getattr(Facade, name))
        expected = method.replace(parameters=list(method.parameters.values())[1:])
        _require(inspect.signature(getattr(web, name)) == expected,
                 f"{name}{inspect.signature(getattr(web, name))}, not {name}{expected}")


def record_until(game: AnyGame, seed: int, human_plays: bool) -> str:
    """The record of a game under the default rules to the last horizon (one deal where
    the game has it), random computers in every seat: cut at one of the human's (seat 0)
    decisions with a choice, drawn by ``seed`` (in the phase ``play`` where there is
    one), if ``human_plays``; else played to its end."""
    rules = game.rules_class()
    horizon = game.horizons[-1]
    state = game.new_state(rules, horizon)
    chance = game.chance(seed)
    players = _random_players(game, seats(game, state), seed)
    choices: list[tuple[int, str]] = []
    while True:
        chance.advance(state)
        if state.is_terminal():
            break
        seat = state.current_player()
        if seat == HUMAN and len(state.legal_actions()) > 1:
            choices.append((len(state.history), state.phase))
        state.apply_action(players[seat].choose(game.view_of(state, seat)), seat)
    headers = {"Seed": str(seed), "Level": "random"}
    if not human_plays:
        return game.record_text(state, None, headers)
    _require(bool(choices), f"seed {seed}: the human never has a choice")
    in_play = [at for at, phase in choices if phase == "play"] or [at for at, _ in choices]
    cut = random.Random(seed).choice(in_play)
    again = game.new_state(rules, horizon)
    for _, action in state.history[:cut]:
        again.apply_action(action)
    return game.record_text(again, None, headers)


def _counted(answer: dict[str, Any]) -> dict[str, Any]:
    """An answer without what counts the take-backs (and what ``undo`` adds)."""
    return {k: v for k, v in answer.items() if k not in ("takebacks", "undone")}


def _envelope(game: AnyGame, web: ModuleType, seed: int) -> None:
    """A game continued from a record, a decision, a refused one, a hint, the decision
    taken back and made again, a restart, a reload and the end: each answer is the same
    envelope around the game's table, and nothing of the seed or the record is in it
    before the end."""
    gid = f"conformance-{game.id}"
    meta = _call(web.metadata("de"))
    _require({"ok", "options", "presets", "levels", "default_level", "hint_level"} <= set(meta),
             f"metadata lacks {sorted({'options', 'presets', 'levels'} - set(meta))}")
    _require(meta["default_level"] in meta["levels"] and meta["hint_level"] in meta["levels"],
             "a default or hint level that is no level")
    dealt = seed + 5
    cut = record_until(game, dealt, True)
    loaded = _call(web.load(cut, None, "en", gid))
    _require(ENVELOPE | {"loaded"} <= set(loaded), f"load answers {sorted(loaded)}")
    _require(loaded["loaded"] == {"seed": dealt}, f"load says {loaded['loaded']!r}")
    _require(loaded["over"] is False and loaded["end"] is None
             and loaded["level"] == "random", "a game in progress loads as over")
    _require(loaded["to_move"] == HUMAN and bool(loaded["legal"])
             and loaded["phase"] == game.parse_record(cut).final_state().phase,
             "a game cut at the human's choice does not offer it")
    _require("seed" not in loaded and "record" not in loaded, "the seed shown before the end")
    now = _call(web.state("en", gid))
    _require(now == {k: v for k, v in loaded.items() if k != "loaded"},
             "state answers otherwise than load")
    refused = _call(web.act("nonsense", "en", gid))
    _require(set(refused) == {"ok", "error"} and not refused["ok"]
             and "one of the numbers" in refused["error"], f"nonsense answered {refused}")
    _require(_call(web.state("en", gid)) == now, "a refused decision changed the game")
    hint = _call(web.hint("en", gid))
    _require(hint["ok"] and "seed" not in hint and "record" not in hint, f"hint: {hint}")
    played = _call(web.act(loaded["legal"][0], "en", gid))
    _require(set(played) >= ENVELOPE and played != now, "a decision answered no new table")
    undone = _call(web.undo("en", gid))
    _require(undone["ok"] and undone["takebacks"] == 1 and "seed" not in undone
             and _counted(undone) == _counted(now), "a decision taken back gives back "
             "another table than the one before it")
    _require(_counted(_call(web.act(loaded["legal"][0], "en", gid))) == _counted(played),
             "the computers answer a decision taken back otherwise")
    kept = _call(web.saved(gid))
    _require(set(kept) == {"ok", "record", "level"} and f"Seed: {dealt}" in kept["record"],
             f"saved answers {sorted(kept)}")
    _require(_call(web.resume(kept["record"], kept["level"], "en", gid + "r"))
             == _call(web.state("en", gid)), "a resumed game differs from the one kept")
    again = _call(web.restart("en", gid))
    _require(set(again) >= ENVELOPE and not again["over"] and again["end"] is None,
             "restart answers no new game")
    final = _call(web.load(record_until(game, dealt + 1, False), None, "en", gid))
    _require(final["over"] is True, "a finished game loads as in progress")
    end = final["end"]
    _require({"seed", "record", "computer_moves"} <= set(end) and end["seed"] == dealt + 1,
             f"the end shows {sorted(end)}")
    _require(game.parse_record(end["record"]).final_state().is_terminal(),
             "the end's record is no finished game")
    _require(all(set(m) == {"seat", "phase", "action", "choices", "ms"}
                 for m in end["computer_moves"]), "a computer move of another shape")


def _facade_refusals(game: AnyGame, web: ModuleType) -> None:
    """Bad input is refused with a message saying what was wrong, in the same words for
    every game, and a refused call keeps nothing."""
    gid = f"conformance-refused-{game.id}"
    horizons = " or ".join(map(repr, game.horizons))
    for answer, words in [
        (web.act(0, "en", "no-such-game"), "no game in progress"),
        (web.hint("en", "no-such-game"), "nothing to choose now"),
        (web.restart("en", "no-such-game"), "no game in progress"),
        (web.saved("no-such-game"), "no game in progress"),
        (web.new_game(None, None, "grandmaster", "en", gid), "unknown computer"),
        (web.new_game(None, "-1", None, "en", gid), "deal number"),
        (web.new_game(None, None, None, "en", gid, "week"), f"the horizon is {horizons}"),
        (web.new_game(None, None, None, "en", gid, "x" * 10_000), "the horizon"),
        (web.load(42, None, "en", gid), "a record is text"),
        (web.resume("garbage", None, "en", gid), "does not replay"),
    ]:
        data = _call(answer)
        _require(set(data) == {"ok", "error"} and not data["ok"] and words in data["error"]
                 and len(data["error"]) < 200, f"expected an error saying {words!r}: {data}")
    _require(not _call(web.state("en", gid))["ok"], "a refused new game was kept")
