"""Penneech's JSON façade: the calls every play page makes (``penneech.core.web``), with
Penneech's table, hint and end, and ``compare`` for the sample hands.

The human sits in seat 0, the computer in seat 1. Fair play: while a game runs, every
answer is built from the human's ``PenneechView`` only (``penneech.games.penneech.view``):
their hand, the cards shown face up, scores, the log of scores, the legal moves, the dealer
and the hand number, and of the computer's moves only the cards it played and a hand it
threw in. No answer holds the record, the seed, the computer's cards or the order of the
stock until the game is over; then ``end`` carries the seed, the record and the
computer's hand, for the download and the share link.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypedDict

from penneech.core.advice import Advice, Reasons, advice_of, values_json
from penneech.core.cards import card_words, cards_in
from penneech.core.errors import PenneechError
from penneech.core.game import GamePlayer
from penneech.core.i18n import Text
from penneech.core.web import (
    CardJSON,
    Continued,
    Facade,
    PageGame,
    Side,
    TrickJSON,
    card_json,
    cards_json,
    check_seed,
    error,
    ok,
    page_lang,
    trick_json,
)
from penneech.games.penneech.comparison import compare_hand
from penneech.games.penneech.events import PenneechEvent
from penneech.games.penneech.game import GAME
from penneech.games.penneech.hints import reasons
from penneech.games.penneech.players import ExpertPlayer
from penneech.games.penneech.record import parse_record
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.sample_html import comparison_html
from penneech.games.penneech.state import KEEP, THROW_IN, PenneechState
from penneech.games.penneech.view import PenneechView, view_of

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


class EndJSON(TypedDict):
    """What the page learns when the game is over besides the deal number, the record and
    the computer's decisions: its hand as dealt and what it still held."""

    computer_hand: list[CardJSON]
    computer_left: list[CardJSON]


class HandOverJSON(TypedDict):
    """The last hand that is over, as the page shows it until the player goes on: its
    number and dealer, its last trick with who took it, the tricks each took and the points
    each scored in it (all played and scored face up, Cotton pp. 148-149)."""

    hand: int
    dealer: int
    last_trick: TrickJSON | None
    tricks_won: list[int]
    points: list[int]


class TableJSON(TypedDict):
    """What the human may know during the game: built from their ``PenneechView`` only, and
    the computer's moves since the human's last as the table saw them."""

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
    last_hand: HandOverJSON | None
    computer_moves: list[MoveJSON]


@dataclass
class PenneechGame(PageGame[PenneechState, PenneechView]):
    """A Penneech game in progress in the page."""


#: The name the tests knew it by.
Game = PenneechGame


def _public_moves(moves: list[dict[str, object]]) -> list[MoveJSON]:
    """What the table sees of the computer's moves: each card it plays and a hand it throws
    in. Keeping a hand is silent (Cotton p. 149, C18), and how many cards it could have
    played would tell how many of a suit it holds, so neither is passed on."""
    out: list[MoveJSON] = []
    for m in moves:
        phase, action = m["phase"], m["action"]
        assert isinstance(phase, str) and isinstance(action, int)
        if phase == "play" or action == THROW_IN:
            out.append({"phase": phase, "action": action})
    return out


def _hand_over(view: PenneechView, lang: str) -> HandOverJSON | None:
    """The last hand that is over (``None`` before the first ends): a hand thrown in is
    not one (C18), it is dealt again."""
    if not view.deals:
        return None
    deal = view.deals[-1]
    last = deal.last_trick
    return {"hand": deal.deal, "dealer": deal.dealer,
            "last_trick": None if last is None else trick_json(last, lang),
            "tricks_won": list(deal.tricks_won), "points": list(deal.points)}


def _event(e: PenneechEvent, lang: str) -> dict[str, object]:
    """A score as the log shows it, and ``said``: its words with the card named in words,
    for the live region."""
    return {**e.as_dict(), "said": e.describe(spoken=True).get(lang)}


def _table(view: PenneechView, lang: str, moves: list[MoveJSON]) -> TableJSON:
    """What the human may know now, from their view alone (``penneech.games.penneech.view``),
    and the computer's ``moves`` as the table saw them."""
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
        "last_trick": None if last is None else trick_json(last, lang),
        "tricks_won": list(view.tricks_won),
        "scores": list(view.scores),
        "pending": list(view.pending),
        "target": view.rules.target,
        "stock": view.stock_size,
        "opponent_cards": view.opponent_cards,
        "dealer": view.dealer,
        "hand_no": view.hand_no,
        "winner": view.winner,
        "events": [_event(e, lang) for e in view.events],
        "last_hand": _hand_over(view, lang),
        "computer_moves": moves,
    }


class PenneechSide(Side[PenneechRules, PenneechState, PenneechView, PenneechGame]):
    """Penneech in the play page: the human against one computer player."""

    game = GAME
    kept = PenneechGame

    def players(self, level: str, seed: int,
                state: PenneechState) -> dict[int, GamePlayer[PenneechView]]:
        """The computer in seat 1; the expert stops sampling after ``TIME_CAP`` seconds."""
        player = GAME.make_player(level, seed)
        if isinstance(player, ExpertPlayer):
            player.time_cap = TIME_CAP
        return {COMPUTER: player}

    def forced(self, state: PenneechState) -> int | None:
        """A throw-in question whose only answer is *keep* is answered for the human."""
        return KEEP if state.phase == "throw_in" and state.legal_actions() == [KEEP] else None

    def table(self, kept: Game, lang: str, since: int | None) -> TableJSON:
        """The human's view, and the computer's public moves ``since`` their last."""
        moves = [] if since is None else _public_moves(kept.computer_moves[since:])
        return _table(view_of(kept.state, HUMAN), lang, moves)

    def end(self, kept: Game, lang: str) -> EndJSON:
        """The computer's last hand as dealt and the cards it still held."""
        state = kept.state
        dealt_to_computer = [c for i, c in enumerate(state.dealt)
                             if (state.dealer + 1 + i) % 2 == COMPUTER]
        return {"computer_hand": cards_json(dealt_to_computer, lang),
                "computer_left": cards_json(list(cards_in(state.hands[COMPUTER])), lang)}

    def public(self, view: PenneechView) -> object:
        """The human's hand, the turned cards, the tricks, the lead, the hand and scores."""
        return (view.hand, view.turned, [(t.lead, t.follow) for t in view.tricks],
                view.lead_card, view.hand_no, view.scores)

    def hint(self, kept: Game, view: PenneechView, seed: int, lang: str) -> Mapping[str, object]:
        """The expert's value of each card the human may play now (``core.advice``), the
        card it would play first, each other card's gap to it and, where the trick on the
        table names it, the rule behind the gap (``hints.reasons``). The expert is the
        computer's own, seeded from what the human sees, so the card marked best is the
        one it would play in their place."""
        if view.phase != "play":
            raise PenneechError("no card to choose now")
        advice = advice_of(self.players("expert", seed, kept.state)[COMPUTER], view)
        return {"level": "expert", "action": advice.choice, "unit": advice.unit,
                "values": values_json(advice, reasons(view, advice), lang,
                                      lambda c: {"card": card_json(c, lang)})}

    def read_record(self, text: str) -> Continued[PenneechRules]:
        """A record that starts with the cut (as the page's and the terminal's do)."""
        return self.continued(parse_record(text),
                              "records that start without the cut cannot be continued here")

    def metadata(self, lang: str) -> Mapping[str, object]:
        """The action numbers of the throw-in question."""
        return {"actions": {"throw_in": THROW_IN, "keep": KEEP}}

    def decision_words(self, state: PenneechState, actions: list[int], lang: str) -> str:
        """The card played, or the answer to the throw-in question."""
        answers = {THROW_IN: Text("throw in the hand", "die Hand hinwerfen"),
                   KEEP: Text("keep the hand", "die Hand behalten")}
        action = actions[0]
        return answers[action].get(lang) if action in answers else card_words(action, lang)
    def step_words(self, state: PenneechState, actions: Sequence[int]) -> Text:
        """A step in words for the replay viewer: the cards cut (Cotton p. 148, C1), the
        deal, a card turned up (C5), a throw-in answer (C18) or a card played."""
        def cards(lang: str) -> str:
            return ", ".join(card_words(c, lang) for c in actions)
        if state.phase == "cut":
            return Text(f"cut: {cards('en')}", f"Abheben: {cards('de')}")
        if state.phase == "deal":
            return Text("the cards are dealt", "die Karten werden gegeben")
        if state.phase == "turn_up":
            return Text(f"turned up: {cards('en')}", f"aufgedeckt: {cards('de')}")
        if actions[0] == THROW_IN:
            return Text("throws the hand in", "wirft die Hand hin")
        if actions[0] == KEEP:
            return Text("keeps the hand", "behält die Hand")
        return Text(cards("en"), cards("de"))

    def reasons(self, view: PenneechView, advice: Advice) -> Reasons:
        """The hint's reasons (``hints.reasons``)."""
        return reasons(view, advice)

    def analyst(self, seed: int) -> GamePlayer[PenneechView]:
        """The hint's expert without its safety net of time: its budget in worlds alone."""
        player = GAME.make_player("expert", seed)
        assert isinstance(player, ExpertPlayer)
        player.time_cap = None
        return player


SIDE = PenneechSide()
FACADE = Facade(SIDE)
#: The calls of the play page's worker: the protocol of every game's façade (``Facade``).
metadata, new_game, restart = FACADE.metadata, FACADE.new_game, FACADE.restart
act, hint, state = FACADE.act, FACADE.hint, FACADE.state
load, resume, saved = FACADE.load, FACADE.resume, FACADE.saved
undo = FACADE.undo
#: The calls besides the protocol's: the sample hands of the rules pages.
EXTRA = ("compare",)
#: What the table gained after the first games were kept (the hand just over, the player
#: review's S2-1): a game kept before resumes to the same answer with these besides.
ADDED_KEYS = ("last_hand",)


def compare(seed: int, rules_a: str, rules_b: str, level: str = "greedy",
            lang: str = "en") -> str:
    """One deal played under two readings by the same computer players, trick by trick.

    Both sides get the same cards (the same seed); the players are seeded alike, so any
    difference in play or score comes from the rules. ``html`` is the same rendering the
    site build writes into its pages (``penneech.games.penneech.sample_html``).
    """
    try:
        lang = page_lang(lang)
        FACADE.check_level(level)
        c = compare_hand(check_seed(seed), PenneechRules.parse(rules_a),
                         PenneechRules.parse(rules_b), level)
    except PenneechError as exc:
        return error(str(exc))
    return ok({"seed": c.seed, "html": comparison_html(c, lang),
                "points": [list(c.a.points), list(c.b.points)],
                "difference": list(c.difference), "diverges_at": c.diverges_at,
                "explanation": [line.get(lang) for line in c.explanation]})
