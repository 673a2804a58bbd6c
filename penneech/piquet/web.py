"""The JSON façade of the Piquet play page: the only entry point of its worker.

Every function takes and returns JSON text (``penneech.web_common``), so the page never
sees a Python object and never re-implements a rule. The human sits in seat 0, the
computer in seat 1. A game lives here between calls, under an id chosen by the page.

Fair play: while a game runs, every answer is built from the human's ``PiquetView``
(``penneech.piquet.view``): their hand, their discards and the cards they drew, the talon
cards the rules let them see, what the computer showed (carte blanche, declarations it
scored or tied), every claim and answer in words, the tricks, the log and the scores.
The computer's claims are given as they are spoken at the table ("quint to the King",
"5 cards, 48"), without the suit, whose cards are shown only when the claim scores or
ties. No answer holds the seed, the record, the talon's order, the computer's hand or its
discards until the game is over; then ``end`` carries them. The record that keeps a game
across reloads comes from ``saved`` alone, which the worker keeps in its own storage and
never passes to the page.
"""

from __future__ import annotations

import json
import re
import time
import zlib
from dataclasses import dataclass, field
from typing import TypedDict

from penneech.cards import SUIT_NAMES_DE, SUIT_NAMES_EN, CardSet, cards_in
from penneech.errors import IllegalActionError, PenneechError
from penneech.i18n import Text
from penneech.piquet import actions as names
from penneech.piquet import declarations, partie, sequences, sets
from penneech.piquet.chance import PiquetChance
from penneech.piquet.options import OPTIONS
from penneech.piquet.players import make_player, player_names
from penneech.piquet.players.base import PiquetPlayer
from penneech.piquet.players.greedy import discard_limits
from penneech.piquet.point import PointClaim, point_key
from penneech.piquet.presets import PRESETS
from penneech.piquet.reckoning import PiquetEvent
from penneech.piquet.record import parse_record, record_of, write_record
from penneech.piquet.rules import PiquetRules
from penneech.piquet.sequences import Sequence
from penneech.piquet.sets import SetClaim
from penneech.piquet.state import Horizon, PiquetState, Trick
from penneech.piquet.view import PiquetView, view_of
from penneech.web_common import (
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

HUMAN, COMPUTER = 0, 1
#: The player whose choice the hint gives (by name from the registry of players).
HINT_LEVEL = "expert"
CARD_ACTIONS = range(52)

#: The section of the Piquet rules page that explains each kind of score.
RULE_ANCHORS = {
    "carte_blanche": "carte-blanche", "point": "the-point", "sequence": "sequences",
    "set": "sets", "repique": "pique-and-repique", "pique": "pique-and-repique",
    "lead": "playing-the-tricks", "trick": "playing-the-tricks",
    "last_trick": "playing-the-tricks", "cards": "the-cards-and-capot",
    "capot": "the-cards-and-capot", "carried_cards": "the-cards-and-capot",
}
#: The columns of the score sheet and the kinds of score each adds up.
SHEET_COLUMNS = {
    "declarations": ("carte_blanche", "point", "sequence", "set"),
    "play": ("lead", "trick", "last_trick"),
    "cards": ("cards", "carried_cards"),
    "bonuses": ("repique", "pique", "capot"),
}
_RANK_WORDS = {14: ("Ace", "Ass"), 13: ("King", "König"), 12: ("Queen", "Dame"),
               11: ("Knave", "Bube"), 10: ("Ten", "Zehn"), 9: ("Nine", "Neun"),
               8: ("Eight", "Acht"), 7: ("Seven", "Sieben"), 6: ("Six", "Sechs")}
_RANK_PLURALS = {14: ("Aces", "Asse"), 13: ("Kings", "Könige"), 12: ("Queens", "Damen"),
                 11: ("Knaves", "Buben"), 10: ("Tens", "Zehnen")}
_SPOKEN_POINT = re.compile(r"(\d+) cards?, (\d+)")


class ChoiceJSON(TypedDict):
    """One answer the human may give now, with its words and, for an answer to the
    computer's claim, ``verdict``: ``good``, ``not_good`` (better) or ``equal``."""

    action: int
    words: str
    verdict: str | None


class ClaimJSON(TypedDict):
    """A claim or answer in the declarations, as spoken at the table."""

    category: str
    player: int
    words: str
    verdict: str | None


class DealJSON(TypedDict):
    """The tricks of a deal that is over, shown until the player moves on."""

    deal: int
    tricks: list[TrickJSON]
    tricks_won: list[int]


class SheetJSON(TypedDict):
    """One deal's line of the score sheet: each player's points by kind, the deal's total,
    how many times it counts, and the game's total after it."""

    deal: int
    elder: int
    declarations: list[int]
    play: list[int]
    cards: list[int]
    bonuses: list[int]
    total: list[int]
    counts: int
    running: list[int]


class ComputerDealJSON(TypedDict):
    """The computer's cards in one deal (public at the end)."""

    deal: int
    dealt: list[CardJSON]
    discards: list[CardJSON]


class EndJSON(EndBaseJSON):
    """What the page learns when the game is over: the deal number, the record and these."""

    settlement: int
    settlement_text: str
    computer_deals: list[ComputerDealJSON]
    computer_moves: list[dict[str, object]]


class TableJSON(TypedDict):
    """What the human may know during the game, built from their ``PiquetView`` only."""

    phase: str
    to_move: int
    deal_no: int
    dealer: int
    elder: int
    hand: list[CardJSON]
    dealt_hand: list[CardJSON]
    discards: list[CardJSON]
    drawn: list[CardJSON]
    legal: list[int]
    choices: list[ChoiceJSON]
    exchange: dict[str, int] | None
    talon_left: int
    exchanged: list[int | None]
    seen_talon: list[CardJSON]
    younger_looked: bool | None
    blanche: list[bool]
    blanche_count: int | None
    shown: list[list[CardJSON]]
    category: str | None
    computer_claim: str | None
    pending: list[str]
    claims: list[ClaimJSON]
    lead: CardJSON | None
    leader: int
    tricks: list[TrickJSON]
    tricks_won: list[int]
    opponent_cards: int
    deal_scores: list[int]
    scores: list[int]
    sheet: list[SheetJSON]
    events: list[dict[str, object]]
    last_deal: DealJSON | None
    winner: int | None
    over: bool
    rules: str
    preset: str | None
    horizon: str


class GameJSON(TableJSON):
    level: str
    end: EndJSON | None


@dataclass
class FinishedDeal:
    """A deal that is over: its tricks (public) and the computer's cards (secret)."""

    deal: int
    tricks: list[Trick]
    tricks_won: tuple[int, int]
    computer_dealt: CardSet
    computer_discards: CardSet


@dataclass
class Spoken:
    """A claim or answer as said at the table: words without a hidden suit, and for an
    answer its verdict."""

    words: Text
    verdict: str | None


@dataclass
class Game:
    """A Piquet game in progress in the page."""

    state: PiquetState
    seed: int
    level: str
    player: PiquetPlayer
    chance: PiquetChance
    spoken: list[Spoken] = field(default_factory=list)
    finished: list[FinishedDeal] = field(default_factory=list)
    computer_moves: list[dict[str, object]] = field(default_factory=list)


_games: GameStore[Game] = GameStore()


# ---------------------------------------------------------------------------- words
def _rank(rank: int, lang: str) -> str:
    return _RANK_WORDS[rank][lang == "de"]


def claim_words(claim: PointClaim | Sequence | SetClaim, with_suit: bool) -> Text:
    """A claim as spoken: ``point of 5 cards, 48``, ``quint to the King``, ``trio of
    Knaves``; the suit only for the speaker's own eyes (``with_suit``)."""
    en_suit = de_suit = ""
    if with_suit and not isinstance(claim, SetClaim):
        en_suit, de_suit = f" ({SUIT_NAMES_EN[claim.suit]})", f" ({SUIT_NAMES_DE[claim.suit]})"
    if isinstance(claim, PointClaim):
        one = claim.length == 1
        return Text(f"point of {claim.length} card{'' if one else 's'}, {claim.pips}{en_suit}",
                    f"Rummel von {claim.length} Karte{'' if one else 'n'}, {claim.pips}"
                    f"{de_suit}")
    if isinstance(claim, Sequence):
        return Text(f"{sequences.NAMES_EN[claim.length]} to the {_rank(claim.top, 'en')}"
                    f"{en_suit}",
                    f"{sequences.NAMES_DE[claim.length]} bis {_rank(claim.top, 'de')}"
                    f"{de_suit}")
    en, de = _RANK_PLURALS[claim.rank]
    return Text(f"{sets.NAMES_EN[claim.count]} of {en}", f"{sets.NAMES_DE[claim.count]} {de}")


def _plain_words(action: int) -> Text | None:
    words = {names.NOTHING: Text("nothing to declare", "nichts anzusagen"),
             names.GOOD: Text("good", "gut"),
             names.SCORE: Text("score it now", "jetzt zählen"),
             names.WITHHOLD: Text("do not score it (sink it)", "nicht zählen (verschweigen)"),
             names.CHOOSE_DEAL: Text("deal", "geben"),
             names.CHOOSE_ELDER: Text("let the computer deal (be elder)",
                                    "den Computer geben lassen (Vorhand sein)"),
             names.LOOK: Text("look", "ansehen"),
             names.NO_LOOK: Text("do not look", "nicht ansehen")}
    if action in words:
        return words[action]
    if names.COUNT < action <= names.COUNT + 12:
        n = action - names.COUNT
        return Text(f"exchange {n} card{'s' * (n != 1)}", f"{n} Karte{'n' * (n != 1)} kaufen")
    return None


def _verdict(state: PiquetState, action: int) -> str | None:
    """How the younger's answer ``action`` stands to the elder's claim now on the table."""
    if state.phase != "declare" or state.elder_claim is None:
        return None
    if action == names.GOOD:
        return "good"
    if state.elder_claim == names.NOTHING or names.category_of(action) is None:
        return None
    theirs = state.claim_of(state.elder, state.elder_claim)
    mine = state.claim_of(state.younger, action)
    return "equal" if declarations.compare(state.rules, theirs, mine) == 0 else "not_good"


def _spoken(state: PiquetState, action: int) -> Spoken:
    """The words of a declaration about to be made (the hands are as at the claim)."""
    plain = _plain_words(action)
    if plain is None:
        plain = claim_words(state.claim_of(state.current_player(), action), with_suit=False)
    return Spoken(plain, _verdict(state, action))


def settlement_text(state: PiquetState) -> Text:
    """What the game is worth to the winner, in the words of its format (``partie.settle``)."""
    fmt, n = state.rules.game_format, state.settlement
    if state.horizon == "deal":
        return Text("A single deal: the difference of the points.",
                    "Ein einzelnes Spiel: der Unterschied der Punkte.")
    if state.winner is None:
        return Text("The game is drawn.", "Die Partie ist unentschieden.")
    if partie.is_race(fmt):
        if n == 2:
            return Text("A double game: the loser has under 50.",
                        "Doppelte Partie: Der Verlierer hat unter 50.")
        return Text("A single game.", "Eine einfache Partie.")
    return Text(f"The winner gains {n} points.", f"Der Gewinner erhält {n} Punkte.")


# ---------------------------------------------------------------------------- the game
def _apply(game: Game, action: int, player: int) -> None:
    """Apply ``action`` of ``player``; note what it said, and keep a deal that it ends."""
    state = game.state
    spoken = _spoken(state, action) if state.phase == "declare" else None
    deal = state.deal_no
    tricks, leader, lead = list(state.tricks), state.leader, state.lead_card
    dealt, discards = state.dealt_hands[COMPUTER], state.discards[COMPUTER]
    phase = state.phase
    state.apply_action(action, player)
    if spoken is not None:
        game.spoken.append(spoken)
    if phase != "play" or lead is None:
        return
    if state.deal_no != deal:
        # the deal's last trick, cleared with the deal: the higher card of the suit led
        # wins it (Cavendish, law 59 and the description, Playing; Cotton p. 85)
        wins = action // 13 == lead // 13 and action > lead
        tricks.append(Trick(len(tricks) + 1, leader, lead, action,
                            1 - leader if wins else leader))
    elif state.is_terminal():
        tricks = list(state.tricks)
    else:
        return
    won = (sum(t.winner == 0 for t in tricks), sum(t.winner == 1 for t in tricks))
    game.finished.append(FinishedDeal(deal, tricks, won, dealt, discards))


def _advance(game: Game) -> None:
    """Deal and let the computer move until the human must choose or the game ends."""
    state = game.state
    while True:
        game.chance.advance(state)
        if state.is_terminal() or state.current_player() == HUMAN:
            return
        view = view_of(state, COMPUTER)
        started = time.perf_counter()
        action = game.player.choose(view)
        ms = round((time.perf_counter() - started) * 1000, 2)
        game.computer_moves.append({"phase": state.phase, "action": action, "ms": ms,
                                    "choices": len(view.legal)})
        _apply(game, action, COMPUTER)


def _new(rules: PiquetRules, seed: int, level: str, horizon: Horizon) -> Game:
    return Game(PiquetState(rules, horizon), seed, level, make_player(level, seed),
                PiquetChance(seed))


def _check_level(level: object) -> str:
    if not isinstance(level, str) or level not in player_names():
        raise PenneechError(f"unknown computer {echo(level)}; computers: "
                            f"{', '.join(player_names())}")
    return level


def _check_horizon(horizon: object) -> Horizon:
    if horizon == "game":
        return "game"
    if horizon == "deal":
        return "deal"
    raise PenneechError(f"play a whole 'game' or one 'deal', not {echo(horizon)}")


# ---------------------------------------------------------------------------- answers
def _trick(t: Trick, lang: str) -> TrickJSON:
    return {"number": t.number, "leader": t.leader, "winner": t.winner,
            "lead": card_json(t.lead, lang), "follow": card_json(t.follow, lang)}


def _claim_strength(state: PiquetState, action: int) -> tuple[int, ...]:
    """How strong a claim of the human is (larger is better; Cavendish, laws 62-64)."""
    claim = state.claim_of(HUMAN, action)
    if isinstance(claim, PointClaim):
        return point_key(claim, state.rules.point_compare)
    return claim.key


def _choices(state: PiquetState, view: PiquetView, lang: str) -> list[ChoiceJSON]:
    """The human's answers now, in words (a card to play is not a choice here): in the
    declarations "good" first, then the claims held, strongest first, then "nothing"."""
    if view.to_move != HUMAN or view.phase in ("play", "discard"):
        return []
    legal = list(view.legal)
    if view.phase == "declare":
        claims = sorted((a for a in legal if names.category_of(a) is not None),
                        key=lambda a: _claim_strength(state, a), reverse=True)
        legal = ([names.GOOD] if names.GOOD in legal else []) + claims + (
            [names.NOTHING] if names.NOTHING in legal else [])
    out: list[ChoiceJSON] = []
    for a in legal:
        plain = _plain_words(a)
        words = plain if plain is not None else claim_words(state.claim_of(HUMAN, a), True)
        out.append({"action": a, "words": words.get(lang), "verdict": _verdict(state, a)})
    return out


def _exchange(view: PiquetView) -> dict[str, int] | None:
    """How many cards the human may put out now (Cavendish, laws 22, 34; Cotton p. 81)."""
    if view.to_move != HUMAN or view.phase != "discard":
        return None
    low, high = discard_limits(view)
    return {"min": low, "max": high}


def _sheet(state: PiquetState, view: PiquetView) -> list[SheetJSON]:
    """The score sheet: one line per deal, from the reckoning log (``reckoning.py``)."""
    rows: list[SheetJSON] = []
    running = [0, 0]
    for deal in range(1, view.deal_no + 1):
        events = [e for e in view.events if e.deal == deal]
        sums = {col: [sum(e.points for e in events if e.reason in kinds and e.player == p)
                      for p in (0, 1)] for col, kinds in SHEET_COLUMNS.items()}
        total = [sum(e.points for e in events if e.player == p) for p in (0, 1)]
        counts = partie.multiplier(state.rules.game_format, deal)
        running = [running[p] + counts * total[p] for p in (0, 1)]
        dealer = view.dealer if (view.deal_no - deal) % 2 == 0 else 1 - view.dealer
        rows.append({"deal": deal, "elder": 1 - dealer, "declarations": sums["declarations"],
                     "play": sums["play"], "cards": sums["cards"], "bonuses": sums["bonuses"],
                     "total": total, "counts": counts, "running": running})
    return rows


def _event(e: PiquetEvent) -> dict[str, object]:
    return {**e.as_dict(), "anchor": RULE_ANCHORS[e.reason]}


def _table(game: Game, lang: str) -> TableJSON:
    """What the human may know now, from their view alone (``penneech.piquet.view``)."""
    state = game.state
    view = view_of(state, HUMAN)
    deal_claims = [(c, s) for c, s in zip(view.claims, game.spoken, strict=True)
                   if c.deal == view.deal_no]
    computer_claim = None
    if view.phase == "declare" and view.to_move == HUMAN and view.elder_claim is not None:
        computer_claim = deal_claims[-1][1].words.get(lang)
    last = game.finished[-1] if game.finished else None
    drawn = view.hand & ~view.dealt_hand if view.exchanged[HUMAN] is not None else 0
    return {
        "phase": view.phase, "to_move": view.to_move, "deal_no": view.deal_no,
        "dealer": view.dealer, "elder": view.elder,
        "hand": cards_json(list(cards_in(view.hand)), lang),
        "dealt_hand": cards_json(list(cards_in(view.dealt_hand)), lang),
        "discards": cards_json(list(cards_in(view.discards)), lang),
        "drawn": cards_json(list(cards_in(drawn)), lang),
        "legal": [a for a in view.legal if a in CARD_ACTIONS] if view.phase == "play" else [],
        "choices": _choices(state, view, lang),
        "exchange": _exchange(view),
        "talon_left": view.talon_left,
        "exchanged": list(view.exchanged),
        "seen_talon": cards_json(list(cards_in(view.seen_talon)), lang),
        "younger_looked": view.younger_looked,
        "blanche": list(view.blanche),
        "blanche_count": view.blanche_count,
        "shown": [cards_json(list(cards_in(s)), lang) for s in view.shown],
        "category": view.category,
        "computer_claim": computer_claim,
        "pending": list(view.younger_pending),
        "claims": [{"category": c.category, "player": c.player, "words": s.words.get(lang),
                    "verdict": s.verdict} for c, s in deal_claims],
        "lead": None if view.lead_card is None else card_json(view.lead_card, lang),
        "leader": view.leader,
        "tricks": [_trick(t, lang) for t in view.tricks],
        "tricks_won": list(view.tricks_won),
        "opponent_cards": view.opponent_cards,
        "deal_scores": list(view.deal_scores),
        "scores": list(view.scores),
        "sheet": _sheet(state, view),
        "events": [_event(e) for e in view.events],
        "last_deal": None if last is None else {
            "deal": last.deal, "tricks": [_trick(t, lang) for t in last.tricks],
            "tricks_won": list(last.tricks_won)},
        "winner": view.winner,
        "over": state.is_terminal(),
        "rules": view.rules.to_string(),
        "preset": view.rules.preset_name,
        "horizon": view.horizon,
    }


def _write(game: Game, headers: dict[str, str]) -> str:
    """A Piquet game's record (``penneech.piquet.record``), with ``headers``."""
    return write_record(record_of(game.state, headers=headers))


def _end(game: Game, lang: str) -> EndJSON:
    """What becomes public when the game is over: the seed, the record, the computer's
    cards in every deal and its moves with their thinking times."""
    state = game.state
    deals = [(d.deal, d.computer_dealt, d.computer_discards) for d in game.finished]
    if not deals or deals[-1][0] != state.deal_no:   # a race won before the last trick
        deals.append((state.deal_no, state.dealt_hands[COMPUTER], state.discards[COMPUTER]))
    return {"seed": game.seed, "record": _kept.record(game), "settlement": state.settlement,
            "settlement_text": settlement_text(state).get(lang),
            "computer_deals": [{"deal": n, "dealt": cards_json(list(cards_in(d)), lang),
                                "discards": cards_json(list(cards_in(x)), lang)}
                               for n, d, x in deals],
            "computer_moves": game.computer_moves}


def _snapshot(game: Game, lang: str) -> GameJSON:
    lang = page_lang(lang)
    end = _end(game, lang) if game.state.is_terminal() else None
    return {**_table(game, lang), "level": game.level, "end": end}


# ---------------------------------------------------------------------------- calls
def metadata(lang: str = "en") -> str:
    """The options (titles, questions and choices in ``lang``), rule sets and computers."""
    lang = page_lang(lang)
    options = [{"id": o.id, "point": o.point, "title": o.title.get(lang),
                "question": o.question.get(lang), "default": o.default,
                "choices": [{"value": c.value, "label": c.label.get(lang),
                             "explanation": c.explanation.get(lang)} for c in o.choices]}
               for o in OPTIONS]
    presets = [{"id": p.id, "name": p.name.get(lang), "summary": p.summary.get(lang),
                "values": p.rules.values()} for p in PRESETS.values()]
    return ok({"options": options, "presets": presets, "levels": player_names()})


def new_game(rules: str = "portland", seed: int | str | None = None, level: str = "greedy",
             lang: str = "en", game_id: str = "main", horizon: str = "game") -> str:
    """Start a game (``horizon="deal"``: a single deal): rules as a rule set's name or an
    ``option=value`` list, a deal number (None: drawn here, so the page never learns it)."""
    try:
        parsed = PiquetRules.parse(rules)
        game = _new(parsed, new_seed() if seed is None else check_seed(seed),
                    _check_level(level), _check_horizon(horizon))
        _advance(game)
    except PenneechError as exc:
        return error(str(exc))
    _games.keep(game_id, game)
    return ok(_snapshot(game, lang))


def restart(lang: str = "en", game_id: str = "main") -> str:
    """The same game again from the start: same deal number, rules and computer."""
    game = _games.get(game_id)
    if game is None:
        return error("no game in progress")
    fresh = _new(game.state.rules, game.seed, game.level, game.state.horizon)
    _advance(fresh)
    _games.keep(game_id, fresh)
    return ok(_snapshot(fresh, lang))


def _human_game(game_id: str) -> Game:
    game = _games.get(game_id)
    if game is None:
        raise PenneechError("no game in progress")
    if game.state.is_terminal():
        raise IllegalActionError("the game is over: start a new game")
    return game


def act(action: int, lang: str = "en", game_id: str = "main") -> str:
    """The human's decision: a card to play, or one of the ``choices`` offered."""
    try:
        game = _human_game(game_id)
        if not isinstance(action, int) or isinstance(action, bool):
            raise IllegalActionError(f"a decision is one of the numbers offered, not "
                                     f"{echo(action)}")
        if game.state.phase == "discard":
            raise IllegalActionError("in the exchange, name all the cards to put out at "
                                     "once")
        _apply(game, action, HUMAN)
    except PenneechError as exc:
        return error(str(exc))
    _advance(game)
    return ok(_snapshot(game, lang))


def _card_list(cards: object) -> list[int]:
    """Card ids from a list or its JSON text (as the page sends them)."""
    if isinstance(cards, str):
        try:
            cards = json.loads(cards)
        except ValueError:
            raise PenneechError(f"the cards to put out are a list of card numbers, not "
                                f"{echo(cards)}") from None
    if (not isinstance(cards, list)
            or any(not isinstance(c, int) or isinstance(c, bool) for c in cards)):
        raise PenneechError(f"the cards to put out are a list of card numbers, not "
                            f"{echo(cards)}")
    if len(set(cards)) != len(cards):
        raise PenneechError(f"a card is named twice among the cards to put out: {echo(cards)}")
    return sorted(cards)


def exchange(cards: list[int] | str, lang: str = "en", game_id: str = "main") -> str:
    """The human puts out ``cards`` and draws as many from the talon.

    The discard is tried on a copy first, so a refused one (too many, too few, a card not
    held) changes nothing and is refused in the engine's words.
    """
    try:
        game = _human_game(game_id)
        chosen = _card_list(cards)
        state = game.state
        if state.phase != "discard" or state.current_player() != HUMAN:
            raise IllegalActionError("it is not your turn to exchange")
        trial = state.clone()
        for c in [*chosen, names.DONE]:
            trial.apply_action(c, HUMAN)
    except PenneechError as exc:
        return error(str(exc))
    for c in [*chosen, names.DONE]:
        _apply(game, c, HUMAN)
    _advance(game)
    return ok(_snapshot(game, lang))


def _restore(text: str, level: str | None) -> Game:
    """Replay a record made here (or by the terminal) and let the computer move."""
    record = parse_record(record_text(text))
    if record.dealer is not None or record.totals != (0, 0):
        raise PenneechError("records that start after the cut or at a score cannot be "
                            "continued here")
    seed, chosen = seed_and_level(record.headers, level, player_names())
    game = _new(record.rules, seed, chosen, record.horizon)
    replay_dealt(record.actions, lambda: game.state, PiquetChance(seed),
                 lambda action, player: _apply(game, action, player))
    _advance(game)
    return game


_kept = Keeper(_games, _snapshot, _restore, _write)
#: What the Piquet page asks of the games kept here (``Keeper``): the position now, a game continued
#: from a record file or, after a reload, from what ``saved`` gave the worker to keep.
state, load, resume, saved = _kept.state, _kept.load, _kept.resume, _kept.saved


def _public_seed(view: PiquetView) -> int:
    """A seed for the hint made from what the human sees, never the deal's seed."""
    public = (view.hand, view.discards, view.seen_talon, view.shown, view.deal_no,
              [(t.lead, t.follow) for t in view.tricks], view.lead_card, view.scores,
              [(c.player, c.detail) for c in view.claims])
    return zlib.crc32(repr(public).encode("utf-8"))


def hint(lang: str = "en", game_id: str = "main") -> str:
    """The expert's choice for the human's decision now, from the human's view alone: the
    cards to put out in the exchange, the card to play, or the answer to give."""
    game = _games.get(game_id)
    if game is None or game.state.is_terminal() or game.state.current_player() != HUMAN:
        return error("nothing to choose now")
    lang = page_lang(lang)
    view = view_of(game.state, HUMAN)
    adviser = make_player(HINT_LEVEL, _public_seed(view))
    if view.phase == "discard":
        trial = game.state.clone()
        out: list[int] = []
        while True:
            choice = adviser.choose(view_of(trial, HUMAN))
            if choice == names.DONE:
                break
            out.append(choice)
            trial.apply_action(choice, HUMAN)
        return ok({"level": HINT_LEVEL, "discard": cards_json(out, lang), "action": None,
                   "words": None})
    choice = adviser.choose(view)
    if view.phase == "play":
        return ok({"level": HINT_LEVEL, "discard": None, "action": choice,
                   "words": card_json(choice, lang)["words"]})
    words = next(c["words"] for c in _choices(game.state, view, lang) if c["action"] == choice)
    return ok({"level": HINT_LEVEL, "discard": None, "action": choice, "words": words})

