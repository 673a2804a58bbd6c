"""The JSON façade of the Pip-Pip! play page: the only entry point of its worker.

Every function takes and returns JSON text (``penneech.core.web``), so the page never
sees a Python object and never re-implements a rule. The human sits in seat 0; the other
seats (two to eleven, as the rules' number of players says) are computer players, which
this module plays until it is the human's turn again. A game lives here between calls,
under an id chosen by the page.

A marriage window in which the human holds no marriage they may declare is answered
``done`` for them (every seat is asked in every window, so the answer reveals nothing;
pagat (S), "Pip-Pip!"; our research notes, B.5.5). When they hold one, the page offers a
"Pip-Pip!" for each eligible pair and a "no".

Fair play: while a game runs, every answer is built from the human's ``PippipView``
(``penneech.games.pippip.view``): their hand and the card they drew, every card face up (the
tricks, the marriages laid down, a turned-up stock, the cut card), the size of every hand
and of the stock, the trump and how it changed, the scores. No answer holds another seat's
hidden cards, the order of the stock, another seat's declarations in an open window, the
seed or the record until the game is over; then ``end`` carries the seed and the record.
The record that keeps a game across reloads comes from ``saved`` alone, which the worker
keeps in its own storage and never passes to the page.
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass, field
from typing import TypedDict

from penneech.core.cards import CardSet, card_words, cards_in, local_card_name
from penneech.core.errors import IllegalActionError, PenneechError
from penneech.core.i18n import Text
from penneech.core.web import (
    EndBaseJSON,
    GameStore,
    Keeper,
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
from penneech.games.pippip.actions import DONE, card_played, declared
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.marriages import Marriage
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.pack import face_of, pp_suit, strength
from penneech.games.pippip.players import PippipPlayer, make_player, player_names
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.record import parse_record, record_of, write_record
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scoring import PippipEvent
from penneech.games.pippip.state import Horizon, PippipState, Trick
from penneech.games.pippip.view import PippipView, view_of

HUMAN = 0
#: The computer levels the hint and a new game prefer, strongest first; the first one the
#: registry of players lists is used (``penneech.games.pippip.players``).
HINT_LEVELS = ("expert", "greedy")
DEFAULT_LEVELS = ("greedy", "expert")

#: The section of the Pip-Pip! rules page that explains each kind of score.
RULE_ANCHORS = {
    "trick": "ranks-and-points", "marriage": "marriages", "last_trick": "scoring",
    "leftovers": "end-of-stock", "leftover_marriage": "end-of-stock",
}
REASON_WORDS = {
    "trick": Text("card points of a trick", "Kartenpunkte eines Stichs"),
    "marriage": Text("a marriage (Pip-Pip!)", "eine Hochzeit (Pip-Pip!)"),
    "last_trick": Text("the last trick", "der letzte Stich"),
    "leftovers": Text("the leftover cards", "die übrigen Karten"),
    "leftover_marriage": Text("a marriage among the leftover cards",
                              "eine Hochzeit unter den übrigen Karten"),
}
SUIT_WORDS = (Text("clubs", "Kreuz"), Text("diamonds", "Karo"), Text("hearts", "Herz"),
              Text("spades", "Pik"))


class PPCardJSON(TypedDict):
    """A card as the page draws it: its physical id 0-103 (both copies of a face look
    alike, so name and words are the same for both), suit and colour."""

    id: int
    face: int
    name: str
    words: str
    suit: int
    red: bool


class PlayedJSON(TypedDict):
    """A card played to a trick and who played it."""

    seat: int
    card: PPCardJSON


class TrickJSON(TypedDict):
    """A completed trick: number, leader, the cards in play order, winner, points, and
    the trump it was played under."""

    number: int
    leader: int
    winner: int
    points: int
    trump: int | None
    cards: list[PlayedJSON]


class MarriageJSON(TypedDict):
    """A marriage to declare (``action``) or one made: its suit and its two cards."""

    action: int
    suit: int
    suit_words: str
    cards: list[PPCardJSON]


class PlayDeclareJSON(TypedDict):
    """Under ``declare_on_play``: play ``card`` and declare its marriage with ``partner``."""

    action: int
    card: PPCardJSON
    partner: PPCardJSON
    suit: int


class DeclarationJSON(TypedDict):
    """A marriage made public: when, by whom, its cards and what it scored."""

    deal: int
    trick: int
    player: int
    suit: int
    points: int
    cards: list[PPCardJSON]


class TrumpJSON(TypedDict):
    """A change of trump: from trick ``trick`` of deal ``deal`` on, set by ``player``'s
    marriage (or by the cut card: ``player`` -1)."""

    deal: int
    trick: int
    suit: int
    player: int


class EventJSON(TypedDict):
    """A line of the score log."""

    player: int
    points: int
    reason: str
    deal: int
    trick: int
    text: str
    anchor: str
    cards: list[PPCardJSON]


class DealJSON(TypedDict):
    """A deal that is over: its tricks, the cards left over, each seat's points."""

    deal: int
    tricks: list[TrickJSON]
    leftovers: list[PPCardJSON]
    points: list[int]


class DrawnJSON(TypedDict):
    """The card the human drew last, and after which trick."""

    trick: int
    card: PPCardJSON


class EndJSON(EndBaseJSON):
    """What the page learns when the game is over: the deal number, the record, and the
    computer players' decisions with their thinking times."""

    computer_moves: list[dict[str, object]]


class TableJSON(TypedDict):
    """What the human may know during the game, built from their ``PippipView`` only."""

    phase: str
    to_move: int
    seats: int
    deal_no: int
    dealer: int
    leader: int
    trick_number: int
    tricks_per_deal: int
    hand: list[PPCardJSON]
    hand_sizes: list[int]
    exposed: list[list[PPCardJSON]]
    legal: list[int]
    marriages: list[MarriageJSON]
    play_declare: list[PlayDeclareJSON]
    done: int | None
    my_pending: list[MarriageJSON]
    window: bool
    trick: list[PlayedJSON]
    tricks: list[TrickJSON]
    tricks_won: list[int]
    trump: int | None
    trump_changes: list[TrumpJSON]
    declarations: list[DeclarationJSON]
    stock_left: int
    stock_turned: bool
    leftovers: list[PPCardJSON]
    cut_card: PPCardJSON | None
    cut_holder: int | None
    drawn: DrawnJSON | None
    deal_scores: list[int]
    scores: list[int]
    sheet: list[list[int]]
    events: list[EventJSON]
    last_deal: DealJSON | None
    winners: list[int]
    over: bool
    rules: str
    preset: str | None
    horizon: str


class GameJSON(TableJSON):
    level: str
    end: EndJSON | None


@dataclass
class FinishedDeal:
    """A deal that is over, as everyone at the table saw it."""

    deal: int
    tricks: list[Trick]
    leftovers: CardSet
    points: list[int]


@dataclass
class Game:
    """A Pip-Pip! game in progress in the page: the human in seat 0, a computer player of
    level ``level`` in every other seat."""

    state: PippipState
    seed: int
    level: str
    players: dict[int, PippipPlayer]
    chance: PippipChance
    finished: list[FinishedDeal] = field(default_factory=list)
    drawn: tuple[int, int] | None = None
    computer_moves: list[dict[str, object]] = field(default_factory=list)


_games: GameStore[Game] = GameStore()


# ---------------------------------------------------------------------------- cards
def pp_card_json(c: int, lang: str) -> PPCardJSON:
    """Physical card ``c`` (0-103) as the page draws it; both copies look alike."""
    face = face_of(c)
    return {"id": c, "face": face, "name": local_card_name(face, lang),
            "words": card_words(face, lang), "suit": pp_suit(c), "red": pp_suit(c) in (1, 2)}


def hand_json(mask: CardSet, lang: str, system: str = "english") -> list[PPCardJSON]:
    """Cards sorted by suit (clubs, diamonds, hearts, spades), then by rank under the card
    system, lowest first; the two copies of a face side by side."""
    cards = sorted(cards_in(mask), key=lambda c: (pp_suit(c), strength(c, system), c))
    return [pp_card_json(c, lang) for c in cards]


def _marriage(action: int, m: Marriage, lang: str) -> MarriageJSON:
    return {"action": action, "suit": m.suit, "suit_words": SUIT_WORDS[m.suit].get(lang),
            "cards": [pp_card_json(m.king, lang), pp_card_json(m.queen, lang)]}


def _trick(t: Trick, lang: str) -> TrickJSON:
    n = len(t.cards)
    return {"number": t.number, "leader": t.leader, "winner": t.winner, "points": t.points,
            "trump": t.trump,
            "cards": [{"seat": (t.leader + i) % n, "card": pp_card_json(c, lang)}
                      for i, c in enumerate(t.cards)]}


# ---------------------------------------------------------------------------- the game
def _check_level(level: object) -> str:
    if not isinstance(level, str) or level not in player_names():
        raise PenneechError(f"unknown computer {echo(level)}; choose one of "
                            f"{', '.join(player_names())}")
    return level


def default_level() -> str:
    """The computer a new game gets unless the page names one."""
    names = player_names()
    return next((n for n in DEFAULT_LEVELS if n in names), names[-1])


def hint_level() -> str:
    """The player whose choice the hint gives: the strongest one available."""
    names = player_names()
    return next((n for n in HINT_LEVELS if n in names), names[-1])


def _check_horizon(horizon: object) -> Horizon:
    if horizon == "game":
        return "game"
    if horizon == "deal":
        return "deal"
    raise PenneechError(f"play a whole 'game' or one 'deal', not {echo(horizon)}")


def _parse_rules(rules: object, players: object = None) -> PippipRules:
    """Rules from a rule set's name or an ``option=value`` list; ``players``, if given,
    sets the number of players (the rules' option ``players``, 3 to 12)."""
    if not isinstance(rules, str):
        raise PenneechError(f"the rules are a rule set's name or option=value list, not "
                            f"{echo(rules)}")
    if players is not None:
        if isinstance(players, str) and players.isascii() and players.isdigit():
            players = int(players)
        if not isinstance(players, int) or isinstance(players, bool):
            raise PenneechError(f"the number of players is a whole number from 3 to 12, "
                                f"not {echo(players)}")
        return PippipRules.parse(rules).with_values({"players": str(players)})
    return PippipRules.parse(rules)


def _new(rules: PippipRules, seed: int, level: str, horizon: Horizon) -> Game:
    state = PippipState(rules, horizon)
    players = {s: make_player(level, seed * 16 + s) for s in range(1, rules.players)}
    return Game(state, seed, level, players, PippipChance(seed))


def _apply(game: Game, action: int, player: int) -> None:
    """Apply one decision; keep the deal it ends (its tricks would be cleared) and the
    card the human draws."""
    state = game.state
    deal, tricks, hand = state.deal_no, state.tricks, state.hands[HUMAN]
    leftovers = state.leftovers
    number = state.trick_number
    state.apply_action(action, player)
    if state.deal_no != deal or state.is_terminal():
        points = [0] * state.seats
        for e in state.events:
            if e.deal == deal:
                points[e.player] += e.points
        if not game.finished or game.finished[-1].deal != deal:
            game.finished.append(FinishedDeal(deal, list(tricks), leftovers, points))
        game.drawn = None
        return
    new = state.hands[HUMAN] & ~hand
    if new:
        game.drawn = (number, next(iter(cards_in(new))))


def _advance(game: Game) -> None:
    """Deal, let the computers move, and answer ``done`` for the human in a window where
    they hold no marriage to declare, until the human must decide or the game is over."""
    state = game.state
    while not state.is_terminal():
        if state.is_chance_node():
            game.chance.advance(state)
            continue
        seat = state.current_player()
        if seat == HUMAN:
            if state.phase == "marriages" and state.legal_actions() == [DONE]:
                _apply(game, DONE, HUMAN)
                continue
            return
        view = view_of(state, seat)
        started = time.perf_counter()
        choice = game.players[seat].choose(view)
        ms = (time.perf_counter() - started) * 1000
        game.computer_moves.append({"seat": seat, "phase": state.phase,
                                    "choices": len(view.legal), "ms": round(ms, 3)})
        _apply(game, choice, seat)


# ---------------------------------------------------------------------------- answers
def _sheet(view: PippipView) -> list[list[int]]:
    """Each deal's points per seat, from the score log."""
    rows = [[0] * view.seats for _ in range(view.deal_no)]
    for e in view.events:
        rows[e.deal - 1][e.player] += e.points
    return rows


def _event(e: PippipEvent, lang: str) -> EventJSON:
    return {"player": e.player, "points": e.points, "reason": e.reason, "deal": e.deal,
            "trick": e.trick, "text": REASON_WORDS[e.reason].get(lang),
            "anchor": RULE_ANCHORS[e.reason], "cards": hand_json(e.cards, lang)}


def _human_choices(view: PippipView, lang: str) -> tuple[list[MarriageJSON],
                                                         list[PlayDeclareJSON], int | None]:
    """The marriages the human may declare in the window now (and ``done``), or, under
    ``declare_on_play``, the cards they may play declaring a marriage."""
    marriages: list[MarriageJSON] = []
    plays: list[PlayDeclareJSON] = []
    done = None
    if view.to_move != HUMAN:
        return marriages, plays, done
    for a in view.legal:
        m = declared(a)
        if a == DONE:
            done = a
        elif m is not None and view.phase == "marriages":
            marriages.append(_marriage(a, m, lang))
        elif m is not None:
            card = card_played(a)
            assert card is not None
            partner = m.queen if card == m.king else m.king
            plays.append({"action": a, "card": pp_card_json(card, lang),
                          "partner": pp_card_json(partner, lang), "suit": m.suit})
    return marriages, plays, done


def _table(game: Game, lang: str) -> TableJSON:
    """What the human may know now, from their view alone (``penneech.games.pippip.view``)."""
    state = game.state
    view = view_of(state, HUMAN)
    system = view.rules.card_system
    marriages, plays, done = _human_choices(view, lang)
    won = [0] * view.seats
    for t in view.tricks:
        won[t.winner] += 1
    last = game.finished[-1] if game.finished else None
    drawn = game.drawn
    return {
        "phase": view.phase, "to_move": view.to_move, "seats": view.seats,
        "deal_no": view.deal_no, "dealer": view.dealer, "leader": view.leader,
        "trick_number": view.trick_number, "tricks_per_deal": view.tricks_per_deal,
        "hand": hand_json(view.hand, lang, system),
        "hand_sizes": list(view.hand_sizes),
        "exposed": [hand_json(e, lang, system) for e in view.exposed],
        "legal": [a for a in view.legal if a < 104] if view.phase == "play" else [],
        "marriages": marriages, "play_declare": plays, "done": done,
        "my_pending": [_marriage(-1, m, lang) for m in view.my_pending],
        "window": view.phase == "marriages",
        "trick": [{"seat": s, "card": pp_card_json(c, lang)} for s, c in view.trick],
        "tricks": [_trick(t, lang) for t in view.tricks],
        "tricks_won": won,
        "trump": view.trump,
        "trump_changes": [{"deal": c.deal, "trick": c.trick, "suit": c.suit,
                           "player": c.player} for c in view.trump_changes],
        "declarations": [{"deal": d.deal, "trick": d.trick, "player": d.player,
                          "suit": d.marriage.suit, "points": d.points,
                          "cards": hand_json(d.marriage.cards, lang, system)}
                         for d in view.declarations],
        "stock_left": view.stock_left, "stock_turned": view.stock_turned,
        "leftovers": hand_json(view.leftovers, lang, system),
        "cut_card": None if view.cut_card is None else pp_card_json(view.cut_card, lang),
        "cut_holder": view.cut_holder,
        "drawn": None if drawn is None else {"trick": drawn[0],
                                             "card": pp_card_json(drawn[1], lang)},
        "deal_scores": list(view.deal_scores), "scores": list(view.scores),
        "sheet": _sheet(view),
        "events": [_event(e, lang) for e in view.events],
        "last_deal": None if last is None else {
            "deal": last.deal, "tricks": [_trick(t, lang) for t in last.tricks],
            "leftovers": hand_json(last.leftovers, lang, system), "points": last.points},
        "winners": list(view.winners),
        "over": state.is_terminal(),
        "rules": view.rules.to_string(),
        "preset": view.rules.preset_name,
        "horizon": view.horizon,
    }


def _write(game: Game, headers: dict[str, str]) -> str:
    """A Pip-Pip! game's record (``penneech.games.pippip.record``), with ``headers``."""
    names = ", ".join(["You", *(f"Computer {s} ({game.level})" for s in game.players)])
    return write_record(record_of(game.state, headers={**headers, "Players": names}))


def _end(game: Game) -> EndJSON:
    """What becomes public when the game is over: the seed, the record and the computer
    players' decisions with their thinking times."""
    return {"seed": game.seed, "record": _kept.record(game),
            "computer_moves": game.computer_moves}


def _snapshot(game: Game, lang: str) -> GameJSON:
    lang = page_lang(lang)
    end = _end(game) if game.state.is_terminal() else None
    return {**_table(game, lang), "level": game.level, "end": end}


# ---------------------------------------------------------------------------- calls
def metadata(lang: str = "en") -> str:
    """The options (titles, questions and choices in ``lang``), the rule sets with the
    marks of their values, and the computer levels."""
    lang = page_lang(lang)
    options = [{"id": o.id, "point": o.point, "title": o.title.get(lang),
                "question": o.question.get(lang), "default": o.default,
                "choices": [{"value": c.value, "label": c.label.get(lang),
                             "explanation": c.explanation.get(lang)} for c in o.choices]}
               for o in OPTIONS]
    presets = [{"id": p.id, "name": p.name.get(lang), "summary": p.summary.get(lang),
                "values": p.rules.values(),
                "marks": {o.id: p.mark(o.id) for o in OPTIONS if p.mark(o.id)}}
               for p in PRESETS.values()]
    return ok({"options": options, "presets": presets, "levels": player_names(),
               "default_level": default_level(), "hint_level": hint_level()})


def new_game(rules: str = "pagat", seed: int | str | None = None, level: str | None = None,
             lang: str = "en", game_id: str = "main", horizon: str = "game",
             players: int | str | None = None) -> str:
    """Start a game (``horizon="deal"``: a single deal): rules as a rule set's name or an
    ``option=value`` list, ``players`` (if given) the number at the table, a deal number
    (None: drawn here, so the page never learns it) and the computers' level."""
    try:
        parsed = _parse_rules(rules, players)
        chosen = default_level() if level is None else _check_level(level)
        game = _new(parsed, new_seed() if seed is None else check_seed(seed), chosen,
                    _check_horizon(horizon))
        _advance(game)
    except PenneechError as exc:
        return error(str(exc))
    _games.keep(game_id, game)
    return ok(_snapshot(game, lang))


def restart(lang: str = "en", game_id: str = "main") -> str:
    """The same game again from the start: same deal number, rules and computers."""
    game = _games.get(game_id)
    if game is None:
        return error("no game in progress")
    fresh = _new(game.state.rules, game.seed, game.level, game.state.horizon)
    _advance(fresh)
    _games.keep(game_id, fresh)
    return ok(_snapshot(fresh, lang))


def act(action: int, lang: str = "en", game_id: str = "main") -> str:
    """The human's decision: a card to play, a marriage to declare (or a card played
    declaring one), or ``done`` in a marriage window; the computers then move."""
    try:
        game = _games.get(game_id)
        if game is None:
            raise PenneechError("no game in progress")
        if game.state.is_terminal():
            raise IllegalActionError("the game is over: start a new game")
        if not isinstance(action, int) or isinstance(action, bool):
            raise IllegalActionError(f"a decision is one of the numbers offered, not "
                                     f"{echo(action)}")
        if game.state.current_player() != HUMAN:
            raise IllegalActionError("it is not your turn")
        _apply(game, action, HUMAN)
    except PenneechError as exc:
        return error(str(exc))
    _advance(game)
    return ok(_snapshot(game, lang))


def _restore(text: str, level: str | None) -> Game:
    """Replay a record made here (or by the terminal) and let the computers move."""
    record = parse_record(record_text(text))
    if record.dealer is not None:
        raise PenneechError("records that start with a chosen dealer cannot be continued "
                            "here")
    seed, chosen = seed_and_level(record.headers, level, player_names(), default_level())
    game = _new(record.rules, seed, chosen, record.horizon)
    replay_dealt(record.actions, lambda: game.state, PippipChance(seed),
                 lambda action, player: _apply(game, action, player))
    _advance(game)
    return game


_kept = Keeper(_games, _snapshot, _restore, _write)
#: What the Pip-Pip! page asks of the games kept here (``Keeper``): the position now, a game
#: continued from a record file or, after a reload, from what ``saved`` gave the worker.
state, load, resume, saved = _kept.state, _kept.load, _kept.resume, _kept.saved


def _public_seed(view: PippipView) -> int:
    """A seed for the hint made from what the human sees, never the deal's seed."""
    public = (view.hand, view.deal_no, view.trick, [t.cards for t in view.tricks],
              view.exposed, view.scores, view.trump, view.my_pending)
    return zlib.crc32(repr(public).encode("utf-8"))


def hint(lang: str = "en", game_id: str = "main") -> str:
    """The strongest computer's choice for the human's decision now, from the human's
    view alone: a card to play, a marriage to declare, or ``done``."""
    game = _games.get(game_id)
    if game is None or game.state.is_terminal() or game.state.current_player() != HUMAN:
        return error("nothing to choose now")
    lang = page_lang(lang)
    view = view_of(game.state, HUMAN)
    level = hint_level()
    choice = make_player(level, _public_seed(view)).choose(view)
    m = declared(choice)
    card = card_played(choice)
    words: list[str] = []
    if card is not None:
        words.append(card_words(face_of(card), lang))
    if m is not None:
        words.append("Pip-Pip! " + Text("marriage in ", "Hochzeit in ").get(lang)
                      + SUIT_WORDS[m.suit].get(lang))
    if choice == DONE:
        words.append(Text("no marriage now", "jetzt keine Hochzeit").get(lang))
    return ok({"level": level, "action": choice, "words": "; ".join(words),
               "card": None if card is None else pp_card_json(card, lang)})
