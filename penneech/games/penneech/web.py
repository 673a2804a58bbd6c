"""The JSON façade the browser talks to: the only entry point of the play page's worker.

Every function takes and returns JSON text, so the JavaScript side never sees a Python
object and never re-implements a rule. The human always sits in seat 0; the computer in
seat 1. A game lives in this module between calls, under an id chosen by the page.

Fair play: while a game runs, every answer is built from the human's ``PlayerView`` only
(``penneech.games.penneech.view``): their hand, the cards shown face up, scores, the log of scores,
the
legal moves, the dealer and the hand number. No answer holds the record, the seed, the
computer's cards or the order of the stock until the game is over; then ``end`` carries the
seed, the record and the computer's hand, for the download and the share link. The record
needed to keep a game across reloads is handed out by ``saved`` alone, which the worker
calls for its own storage and never passes on to the page.
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass, field
from typing import TypedDict

from penneech.core.cards import cards_in
from penneech.core.errors import PenneechError
from penneech.core.web import (
    CardJSON,
    EndBaseJSON,
    GameStore,
    Keeper,
    TrickJSON,
    card_json,
    cards_json,
    check_seed,
    echo,
    error,
    new_seed,
    ok,
    page_lang,
    record_text,
    replay_dealt,
    seed_and_level,
)
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.comparison import compare_hand
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.players import ExpertPlayer, make_player, player_names
from penneech.games.penneech.players.analysis import action_values
from penneech.games.penneech.players.base import Player
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.record import parse_record, record_of, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.sample_html import comparison_html
from penneech.games.penneech.state import KEEP, THROW_IN, State
from penneech.games.penneech.view import PlayerView, view_of

HUMAN, COMPUTER = 0, 1
#: Seconds after which the expert (as opponent or for a hint) stops sampling: a safety net
#: for slow machines only; within it the choice depends on the seed and the sample budget.
TIME_CAP = 3.0


class TrickCardJSON(CardJSON):
    """A card on the table, with the seat that played it."""

    player: int


class MoveJSON(TypedDict):
    """A computer move as the table sees it: a card played (phase ``play``) or a throw-in."""

    phase: str
    action: int


class TimedMoveJSON(MoveJSON):
    """A computer move with its thinking time and number of choices (public at the end)."""

    ms: float
    choices: int


class EndJSON(EndBaseJSON):
    """What the page learns when the game is over: the deal number, the record and these."""

    computer_hand: list[CardJSON]
    computer_left: list[CardJSON]
    computer_moves: list[TimedMoveJSON]


class TableJSON(TypedDict):
    """What the human may know during the game: built from their ``PlayerView`` only."""

    phase: str
    to_move: int
    hand: list[CardJSON]
    legal: list[int]
    throw_in: bool
    trump: int | None
    turned: list[CardJSON]
    trick: list[TrickCardJSON]
    last_trick: TrickJSON | None
    tricks_won: list[int]
    scores: list[int]
    pending: list[int]
    target: int
    stock: int
    opponent_cards: int
    dealer: int
    hand_no: int
    winner: int | None
    events: list[dict[str, object]]
    rules: str
    preset: str | None


class GameJSON(TableJSON):
    """The page's answer for a game: the table, the level, and ``end`` once it is over."""

    level: str
    end: EndJSON | None
    computer_moves: list[MoveJSON]


@dataclass
class Game:
    """A game in progress in the page."""

    state: State
    seed: int
    level: str
    player: Player
    chance: SeededChance
    computer_moves: list[TimedMoveJSON] = field(default_factory=list)


_games: GameStore[Game] = GameStore()


def metadata(lang: str = "en") -> str:
    """Options (with labels and explanations in ``lang``), presets and computer levels."""
    lang = page_lang(lang)
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
    return ok({"options": options, "presets": presets, "levels": player_names(),
                "actions": {"throw_in": THROW_IN, "keep": KEEP}})


def _advance(game: Game) -> None:
    """Resolve chance and let the computer play until the human must choose or the game ends.

    A throw-in question whose only answer is *keep* is answered for the human. The
    computer's moves are noted in ``computer_moves`` with their thinking time and number
    of choices (for the browser benchmark); the page hears of them only what the table
    sees (``_public_moves``).
    """
    state = game.state
    while True:
        game.chance.advance(state)
        if state.is_terminal():
            return
        if state.current_player() == HUMAN:
            if state.phase == "throw_in" and state.legal_actions() == [KEEP]:
                state.apply_action(KEEP, HUMAN)
                continue
            return
        view = view_of(state, COMPUTER)
        phase = state.phase
        started = time.perf_counter()
        action = game.player.choose(view)
        ms = round((time.perf_counter() - started) * 1000, 2)
        state.apply_action(action, COMPUTER)
        game.computer_moves.append({"phase": phase, "action": action, "ms": ms,
                                    "choices": len(view.legal)})


def _public_moves(moves: list[TimedMoveJSON]) -> list[MoveJSON]:
    """What the table sees of the computer's moves: each card it plays and a hand it throws
    in. Keeping a hand is silent (Cotton p. 149, C18), and how many cards it could have
    played would tell how many of a suit it holds, so neither is passed on."""
    return [{"phase": m["phase"], "action": m["action"]} for m in moves
            if m["phase"] == "play" or m["action"] == THROW_IN]


def _public_seed(view: PlayerView) -> int:
    """A seed for the hint's sampling made from what the human sees, never the deal's seed."""
    public = (view.hand, view.turned, [(t.lead, t.follow) for t in view.tricks],
              view.lead_card, view.hand_no, view.scores)
    return zlib.crc32(repr(public).encode("ascii"))


def _table(view: PlayerView, lang: str) -> TableJSON:
    """What the human may know now, from their view alone (``penneech.games.penneech.view``)."""
    last = view.tricks[-1] if view.tricks else None
    trick: list[TrickCardJSON] = []
    if view.lead_card is not None:
        trick.append({"player": view.leader, **card_json(view.lead_card, lang)})
    return {
        "phase": view.phase,
        "to_move": view.to_move,
        "hand": cards_json(list(cards_in(view.hand)), lang),
        "legal": [a for a in view.legal if a < THROW_IN],
        "throw_in": THROW_IN in view.legal,
        "trump": view.trump,
        "turned": [card_json(c, lang) for c in view.turned],
        "trick": trick,
        "last_trick": None if last is None else {
            "number": last.number, "leader": last.leader, "winner": last.winner,
            "lead": card_json(last.lead, lang), "follow": card_json(last.follow, lang)},
        "tricks_won": list(view.tricks_won),
        "scores": list(view.scores),
        "pending": list(view.pending),
        "target": view.rules.target,
        "stock": view.stock_size,
        "opponent_cards": view.opponent_cards,
        "dealer": view.dealer,
        "hand_no": view.hand_no,
        "winner": view.winner,
        "events": [e.as_dict() for e in view.events],
        "rules": view.rules.to_string(),
        "preset": view.rules.preset_name,
    }


def _write(game: Game, headers: dict[str, str]) -> str:
    """A game's record in the format of ``penneech.games.penneech.record``, with ``headers``."""
    return write_record(record_of(game.state, headers=headers))


def _end(game: Game, lang: str) -> EndJSON:
    """What becomes public when the game is over: the seed, the record, the computer's hand
    and its moves with their thinking times (read by ``scripts/bench_browser.py``)."""
    state = game.state
    dealt_to_computer = [c for i, c in enumerate(state.dealt)
                         if (state.dealer + 1 + i) % 2 == COMPUTER]
    return {"seed": game.seed, "record": _kept.record(game),
            "computer_hand": cards_json(dealt_to_computer, lang),
            "computer_left": cards_json(list(cards_in(state.hands[COMPUTER])), lang),
            "computer_moves": game.computer_moves}


def _snapshot(game: Game, lang: str, moves_from: int | None = None) -> GameJSON:
    """The answer to the page; with ``moves_from``, the computer's public moves since then."""
    end = _end(game, lang) if game.state.is_terminal() else None
    moves = [] if moves_from is None else _public_moves(game.computer_moves[moves_from:])
    return {**_table(view_of(game.state, HUMAN), lang), "level": game.level, "end": end,
            "computer_moves": moves}


def _check_level(level: str) -> None:
    """Refuse a computer level the engine does not have, naming the ones it has."""
    if level not in player_names():
        raise PenneechError(f"unknown level {echo(level)}; levels: {', '.join(player_names())}")




def _new(rules: Rules, seed: int, level: str) -> Game:
    player = make_player(level, seed)
    if isinstance(player, ExpertPlayer):
        player.time_cap = TIME_CAP
    return Game(State(rules), seed, level, player, SeededChance(seed))


def new_game(rules: str = "mcleod", seed: int | str | None = None, level: str = "greedy",
             lang: str = "en", game_id: str = "main") -> str:
    """Start a game: rules as a preset or ``option=value`` list, a deal number (None: drawn
    at random here, so the page never learns it before the end)."""
    try:
        parsed = Rules.parse(rules)
        _check_level(level)
        number = new_seed() if seed is None else check_seed(seed)
        game = _new(parsed, number, level)
        _advance(game)
    except PenneechError as exc:
        return error(str(exc))
    _games.keep(game_id, game)
    return ok(_snapshot(game, lang, 0))


def restart(lang: str = "en", game_id: str = "main") -> str:
    """Deal the same game again from the start: same deal number, rules and level."""
    game = _games.get(game_id)
    if game is None:
        return error("no game in progress")
    fresh = _new(game.state.rules, game.seed, game.level)
    _advance(fresh)
    _games.keep(game_id, fresh)
    return ok(_snapshot(fresh, lang, 0))


def play(action: int, lang: str = "en", game_id: str = "main") -> str:
    """The human plays ``action`` (a card id, or 52 throw in / 53 keep)."""
    game = _games.get(game_id)
    if game is None:
        return error("no game in progress")
    if not isinstance(action, int) or isinstance(action, bool):
        return error(f"a move is a card number 0-51 or 52/53, not {echo(action)}")
    before = len(game.computer_moves)
    try:
        game.state.apply_action(action, HUMAN)
    except PenneechError as exc:
        return error(str(exc))
    _advance(game)
    return ok(_snapshot(game, lang, before))


def _restore(text: str, level: str | None) -> Game:
    """Replay a record made by this module (or the terminal) and let the computer move."""
    record = parse_record(record_text(text))
    seed, chosen = seed_and_level(record.headers, level, player_names())
    if record.dealer is not None:
        raise PenneechError("records that start without the cut cannot be continued here")
    game = _new(record.rules, seed, chosen)
    replay_dealt(record.actions, lambda: game.state, SeededChance(seed),
                 lambda action, player: game.state.apply_action(action, player))
    _advance(game)
    return game


_kept = Keeper(_games, _snapshot, _restore, _write)
#: What the page asks of the games kept here (``Keeper``): the position now, a game continued
#: from a record file or, after a reload, from what ``saved`` gave the worker to keep.
state, load, resume, saved = _kept.state, _kept.load, _kept.resume, _kept.saved


def hint(lang: str = "en", game_id: str = "main", samples: int = 60) -> str:
    """The expert's expected point difference for each card the human may play now.

    It reads only the human's view, and samples with a seed made from that view.
    """
    game = _games.get(game_id)
    if game is None or game.state.current_player() != HUMAN or game.state.phase != "play":
        return error("no card to choose now")
    view = view_of(game.state, HUMAN)
    values = action_values(view, seed=_public_seed(view), samples=samples, time_cap=TIME_CAP)
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    return ok({"values": [{"card": card_json(c, lang), "value": round(v, 2)} for c, v in ranked]})


def compare(seed: int, rules_a: str, rules_b: str, level: str = "greedy",
            lang: str = "en") -> str:
    """One deal played under two readings by the same computer players, trick by trick.

    Both sides get the same cards (the same seed); the players are seeded alike, so any
    difference in play or score comes from the rules. ``html`` is the same rendering the
    site build writes into its pages (``penneech.games.penneech.sample_html``).
    """
    try:
        _check_level(level)
        c = compare_hand(check_seed(seed), Rules.parse(rules_a), Rules.parse(rules_b), level)
    except PenneechError as exc:
        return error(str(exc))
    lang = page_lang(lang)
    return ok({"seed": c.seed, "html": comparison_html(c, lang),
                "points": [list(c.a.points), list(c.b.points)],
                "difference": list(c.difference), "diverges_at": c.diverges_at,
                "explanation": [line.get(lang) for line in c.explanation]})
