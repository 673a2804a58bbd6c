"""The JSON façade the browser talks to: the only entry point of the play page's worker.

Every function takes and returns JSON text, so the JavaScript side never sees a Python
object and never re-implements a rule. The human always sits in seat 0; the computer in
seat 1. A game lives in this module between calls (one per page) and is saved by the page
as a game record (``penneech.record``), from which ``load`` restores it.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from penneech.cards import card_name, card_words, cards_in
from penneech.chance import SeededChance
from penneech.comparison import compare_hand
from penneech.errors import PenneechError
from penneech.options import OPTIONS
from penneech.players import make_player, player_names
from penneech.players.analysis import action_values
from penneech.players.base import Player
from penneech.presets import PRESETS
from penneech.record import parse_record, record_of, write_record
from penneech.rules import Rules
from penneech.sample_html import comparison_html
from penneech.state import State
from penneech.view import view_of

HUMAN, COMPUTER = 0, 1


@dataclass
class Game:
    """A game in progress in the page."""

    state: State
    seed: int
    level: str
    player: Player
    chance: SeededChance
    computer_moves: list[dict[str, Any]] = field(default_factory=list)


_games: dict[str, Game] = {}


def _ok(payload: dict[str, Any]) -> str:
    return json.dumps({"ok": True, **payload}, ensure_ascii=False)


def _error(message: str) -> str:
    return json.dumps({"ok": False, "error": message}, ensure_ascii=False)


def _card(c: int, lang: str) -> dict[str, Any]:
    return {"id": c, "name": card_name(c), "words": card_words(c, lang),
            "suit": c // 13, "red": c // 13 in (1, 2)}


def metadata(lang: str = "en") -> str:
    """Options (with labels and explanations in ``lang``), presets and computer levels."""
    options = []
    for o in OPTIONS:
        options.append({
            "id": o.id, "point": o.point, "title": o.title.get(lang),
            "question": o.question.get(lang), "integer": o.integer, "default": o.default,
            "minimum": o.minimum, "maximum": o.maximum,
            "choices": [{"value": c.value, "label": c.label.get(lang),
                         "explanation": c.explanation.get(lang)} for c in o.choices],
        })
    presets = [{"id": p.id, "name": p.name.get(lang), "summary": p.summary.get(lang),
                "values": p.rules.values()} for p in PRESETS.values()]
    return _ok({"options": options, "presets": presets, "levels": player_names()})


def _advance(game: Game) -> None:
    """Resolve chance and let the computer play until the human must act or the game ends."""
    state = game.state
    while True:
        game.chance.advance(state)
        if state.is_terminal() or state.current_player() == HUMAN:
            return
        view = view_of(state, COMPUTER)
        started = time.perf_counter()
        action = game.player.choose(view)
        game.computer_moves.append({"phase": state.phase, "action": action,
                                    "ms": round((time.perf_counter() - started) * 1000, 2),
                                    "choices": len(view.legal)})
        state.apply_action(action, COMPUTER)


def _snapshot(game: Game, lang: str) -> dict[str, Any]:
    state = game.state
    view = view_of(state, HUMAN)
    legal = list(view.legal)
    trick_cards = []
    if state.lead_card is not None:
        trick_cards.append({"player": state.leader, **_card(state.lead_card, lang)})
    last = state.tricks[-1] if state.tricks else None
    return {
        "phase": state.phase,
        "to_move": state.current_player(),
        "hand": [_card(c, lang) for c in sorted(cards_in(view.hand), key=lambda c: (c // 13, c))],
        "legal": legal,
        "throw_in": state.phase == "throw_in" and state.current_player() == HUMAN,
        "trump": view.trump,
        "turned": [_card(c, lang) for c in view.turned],
        "trick": trick_cards,
        "last_trick": None if last is None else {
            "number": last.number, "leader": last.leader, "winner": last.winner,
            "lead": _card(last.lead, lang), "follow": _card(last.follow, lang)},
        "tricks_won": list(view.tricks_won),
        "scores": list(view.scores),
        "pending": list(view.pending),
        "target": state.rules.target,
        "stock": view.stock_size,
        "opponent_cards": view.opponent_cards,
        "dealer": state.dealer,
        "hand_no": state.hand_no,
        "winner": state.winner,
        "events": [e.as_dict() for e in state.events],
        "rules": state.rules.to_string(),
        "preset": state.rules.preset_name,
        "seed": game.seed,
        "level": game.level,
        "record": write_record(record_of(state, headers={
            "Seed": str(game.seed), "Level": game.level})),
    }


def _check_level(level: str) -> None:
    """Refuse a computer level the engine does not have, naming the ones it has."""
    if level not in player_names():
        raise PenneechError(f"unknown level {level!r}; levels: {', '.join(player_names())}")


def _new(rules: Rules, seed: int, level: str) -> Game:
    return Game(State(rules), seed, level, make_player(level, seed), SeededChance(seed))


def new_game(rules: str = "mcleod", seed: int | None = None, level: str = "greedy",
             lang: str = "en", game_id: str = "main") -> str:
    """Start a game: rules as a preset or ``option=value`` list, a seed (random if None)."""
    try:
        parsed = Rules.parse(rules)
        _check_level(level)
        game = _new(parsed, seed if seed is not None else random.randrange(1 << 30), level)
        _advance(game)
    except PenneechError as exc:
        return _error(str(exc))
    _games[game_id] = game
    return _ok(_snapshot(game, lang))


def play(action: int, lang: str = "en", game_id: str = "main") -> str:
    """The human plays ``action`` (a card id, or 52 throw in / 53 keep)."""
    game = _games.get(game_id)
    if game is None:
        return _error("no game in progress")
    before = len(game.computer_moves)
    try:
        game.state.apply_action(int(action), HUMAN)
    except PenneechError as exc:
        return _error(str(exc))
    _advance(game)
    snap = _snapshot(game, lang)
    snap["computer_moves"] = game.computer_moves[before:]
    return _ok(snap)


def state(lang: str = "en", game_id: str = "main") -> str:
    """The current position."""
    game = _games.get(game_id)
    return _ok(_snapshot(game, lang)) if game else _error("no game in progress")


def load(record_text: str, level: str | None = None, lang: str = "en",
         game_id: str = "main") -> str:
    """Restore a game from a record (saved in the page or loaded from a file)."""
    try:
        record = parse_record(record_text)
        seed = int(record.headers.get("Seed", "0"))
        chosen = level or record.headers.get("Level", "greedy")
        if chosen not in player_names():
            chosen = "greedy"
        if record.dealer is not None:
            raise PenneechError("records that start without the cut cannot be continued here")
        game = _new(record.rules, seed, chosen)
        expected = SeededChance(seed)
        for action in record.actions:
            if game.state.is_chance_node() and expected.outcome(game.state) != action:
                raise PenneechError("the record's cards do not match its seed")
            game.state.apply_action(action)
        _advance(game)
    except (PenneechError, ValueError) as exc:
        return _error(str(exc))
    _games[game_id] = game
    return _ok(_snapshot(game, lang))


def hint(lang: str = "en", game_id: str = "main", samples: int = 60) -> str:
    """The expert's expected point difference for each card the human may play now."""
    game = _games.get(game_id)
    if game is None or game.state.current_player() != HUMAN or game.state.phase != "play":
        return _error("no card to choose now")
    values = action_values(view_of(game.state, HUMAN), seed=game.seed, samples=samples)
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    return _ok({"values": [{"card": _card(c, lang), "value": round(v, 2)} for c, v in ranked]})


def compare(seed: int, rules_a: str, rules_b: str, level: str = "greedy",
            lang: str = "en") -> str:
    """One deal played under two readings by the same computer players, trick by trick.

    Both sides get the same cards (the same seed); the players are seeded alike, so any
    difference in play or score comes from the rules. ``html`` is the same rendering the
    site build writes into its pages (``penneech.sample_html``).
    """
    try:
        _check_level(level)
        c = compare_hand(int(seed), Rules.parse(rules_a), Rules.parse(rules_b), level)
    except (PenneechError, ValueError) as exc:
        return _error(str(exc))
    return _ok({"seed": c.seed, "html": comparison_html(c, lang),
                "points": [list(c.a.points), list(c.b.points)],
                "difference": list(c.difference), "diverges_at": c.diverges_at,
                "explanation": [line.get(lang) for line in c.explanation]})
