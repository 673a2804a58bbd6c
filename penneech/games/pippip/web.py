"""Pip-Pip!'s JSON façade: the calls every play page makes (``penneech.core.web``), with
Pip-Pip!'s table (every seat, the marriages offered, the card drawn, the points by deal)
and its hint. The human sits in seat 0; the other seats (two to eleven, as the rules'
number of players says) are computer players, which the façade plays until it is the
human's turn again.

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
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypedDict

from penneech.core.advice import Advice, Reasons, advice_of, values_json
from penneech.core.cards import CardSet, card_words, cards_in, local_card_name
from penneech.core.errors import PenneechError
from penneech.core.game import GamePlayer
from penneech.core.i18n import Text
from penneech.core.web import (
    HUMAN,
    Continued,
    Facade,
    PageGame,
    Side,
    check_game_id,
    echo,
    error,
    ok,
    page_lang,
)
from penneech.games.pippip.actions import DONE, FIRST, card_played, declared
from penneech.games.pippip.game import GAME
from penneech.games.pippip.hints import reasons
from penneech.games.pippip.marriages import Marriage
from penneech.games.pippip.pack import face_of, pp_suit, strength
from penneech.games.pippip.players.expert import same_as
from penneech.games.pippip.record import parse_record
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scoring import PippipEvent
from penneech.games.pippip.state import PippipState, Trick
from penneech.games.pippip.view import PippipView, view_of

#: The longest name of a person at the table.
NAME_LIMIT = 24
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
    me: int | None
    pass_to: int | None
    people: list[str | None] | None



@dataclass
class PippipGame(PageGame[PippipState, PippipView]):
    """A Pip-Pip! game in progress in the page: the human in seat 0, a computer player of
    level ``level`` in every other seat, and the card the human drew last (after which
    trick); the deals that are over are the state's (``PippipState.deals``). Where people
    sit at several seats (``seating``: a name per seat, None for a computer), the card each
    of them drew last (``draws``), and the seat whose person has taken the device
    (``taken``: the pass screen was confirmed)."""

    drawn: tuple[int, int] | None = None
    draws: dict[int, tuple[int, int]] = field(default_factory=dict)
    taken: int | None = None


#: The name the tests knew it by.
Game = PippipGame




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
    if view.to_move != view.player:
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


def _table(game: PippipGame, lang: str, seat: int = HUMAN,
           hidden: bool = False) -> TableJSON:
    """What the person in ``seat`` may know now, from their view alone
    (``penneech.games.pippip.view``); ``hidden``: while the device is passed to them,
    nothing of theirs either, only what the whole table sees."""
    state = game.state
    view = view_of(state, seat)
    system = view.rules.card_system
    marriages, plays, done = _human_choices(view, lang) if not hidden else ([], [], None)
    won = [0] * view.seats
    for t in view.tricks:
        won[t.winner] += 1
    last = view.deals[-1] if view.deals else None
    drawn = None if hidden else game.draws.get(seat, game.drawn if seat == HUMAN else None)
    return {
        "phase": view.phase, "to_move": view.to_move, "seats": view.seats,
        "deal_no": view.deal_no, "dealer": view.dealer, "leader": view.leader,
        "trick_number": view.trick_number, "tricks_per_deal": view.tricks_per_deal,
        "hand": [] if hidden else hand_json(view.hand, lang, system),
        "hand_sizes": list(view.hand_sizes),
        "exposed": [hand_json(e, lang, system) for e in view.exposed],
        "legal": [a for a in view.legal if a < 104] if view.phase == "play" and not hidden
        else [],
        "marriages": marriages, "play_declare": plays, "done": done,
        "my_pending": [] if hidden else [_marriage(-1, m, lang) for m in view.my_pending],
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
            "leftovers": hand_json(last.leftovers, lang, system), "points": list(last.points)},
        "winners": list(view.winners),
        "me": None if hidden else seat, "pass_to": seat if hidden else None,
        "people": None if game.seating is None else list(game.seating),
    }


def _action_words(action: int, lang: str) -> str:
    """An action in words: the card played, the marriage declared, or no marriage."""
    m = declared(action)
    card = card_played(action)
    words: list[str] = []
    if card is not None:
        words.append(card_words(face_of(card), lang))
    if m is not None:
        words.append("Pip-Pip! " + Text("marriage in ", "Hochzeit in ").get(lang)
                     + SUIT_WORDS[m.suit].get(lang))
    if action == DONE:
        words.append(Text("no marriage now", "jetzt keine Hochzeit").get(lang))
    return "; ".join(words)


def _action_label(action: int, lang: str) -> dict[str, object]:
    """What the hint's list says of an action: its words, its card (if one is played) and
    its kind (both copies of a card are one kind: ``expert.same_as``)."""
    card = card_played(action)
    return {"words": _action_words(action, lang), "kind": "{},{}".format(*same_as(action)),
            "card": None if card is None else pp_card_json(card, lang)}


class PippipSide(Side[PippipRules, PippipState, PippipView, PippipGame]):
    """Pip-Pip! in the play page: the human and two to eleven computer players of one
    level, a whole game or one deal."""

    game = GAME
    kept = PippipGame

    def players(self, level: str, seed: int, state: PippipState) -> dict[int, GamePlayer[Any]]:
        """A computer player in every seat but the human's, each seeded by its seat."""
        return {s: GAME.make_player(level, seed * 16 + s) for s in range(1, state.seats)}

    def forced(self, state: PippipState) -> int | None:
        """A marriage window in which the human holds no marriage to declare is answered
        ``done`` for them: every seat is asked in every window, so it reveals nothing."""
        return DONE if state.phase == "marriages" and state.legal_actions() == [DONE] else None

    def apply(self, kept: PippipGame, action: int, player: int) -> None:
        """Apply one decision and keep the card the human draws (none once the deal is
        over: the deal itself is the state's, ``PippipState.deals``)."""
        state = kept.state
        people = self.people(kept)
        deal, hands = state.deal_no, {s: state.hands[s] for s in people}
        number = state.trick_number
        state.apply_action(action, player)
        if state.deal_no != deal or state.is_terminal():
            kept.drawn = None
            kept.draws.clear()
            return
        for s, hand in hands.items():
            new = state.hands[s] & ~hand
            if new:
                kept.draws[s] = (number, next(iter(cards_in(new))))
        kept.drawn = kept.draws.get(HUMAN)

    def table(self, kept: PippipGame, lang: str, since: int | None) -> TableJSON:
        """Every seat as the human sees it, the choices offered and the points by deal;
        with several people, as the person to move sees it once they have taken the
        device, and before that as the whole table sees it (``pass_to``: whom to pass the
        device to)."""
        shown = self.seat_shown(kept)
        if shown is not None:
            return _table(kept, lang, shown)
        return _table(kept, lang, kept.state.current_player(), hidden=True)

    # ------------------------------------------------------------- people at the table
    def check_seating(self, people: object, state: PippipState) -> object:
        """The page's seating: JSON text of a list with a name for each seat a person
        plays and null for each computer's, one entry per seat, at least one person, the
        names different; None: the human in seat 0 against the computers. Checked, it is
        kept as a tuple."""
        if people is None:
            return None
        try:     # a seating checked before (a game restarted, taken back) is a tuple
            names = json.loads(people) if isinstance(people, str) else (
                list(people) if isinstance(people, tuple) else None)
        except ValueError:
            names = None
        if not isinstance(names, list):
            raise PenneechError(f"the seating is a list of names and nulls, not {echo(people)}")
        if len(names) != state.seats:
            raise PenneechError(f"the seating names {len(names)} seats; the rules have "
                                f"{state.seats} players")
        seating: list[str | None] = []
        for s, name in enumerate(names):
            if name is None:
                seating.append(None)
                continue
            if not isinstance(name, str) or not name.strip() or len(name.strip()) > NAME_LIMIT \
                    or any(not ch.isprintable() for ch in name):
                raise PenneechError(f"seat {s}: a person's name is 1 to {NAME_LIMIT} "
                                    f"printable characters, not {echo(name)}")
            seating.append(name.strip())
        named = [n.casefold() for n in seating if n is not None]
        if not named:
            raise PenneechError("the seating has no person: at least one seat is a person's")
        if len(set(named)) != len(named):
            raise PenneechError("two people at the table have the same name")
        return tuple(seating)

    def seated(self, kept: PippipGame) -> None:
        """No computer in a person's seat, a computer (seeded by its seat) in every other."""
        if kept.seating is None:
            return
        for s, name in enumerate(kept.seating):
            if name is not None:
                kept.players.pop(s, None)
            elif s not in kept.players:
                kept.players[s] = GAME.make_player(kept.level, kept.seed * 16 + s)

    def seating_in(self, headers: Mapping[str, str]) -> object:
        """The ``People`` header of a record made at a table of several people."""
        return headers.get("People")

    def people(self, kept: PippipGame) -> Collection[int]:
        """The seats people play: seat 0, or those the seating names."""
        if kept.seating is None:
            return (HUMAN,)
        return tuple(s for s, name in enumerate(kept.seating) if name is not None)

    def seat_shown(self, kept: PippipGame) -> int | None:
        """The person to move, once they have taken the device (alone at the table they
        need not); at the end of the game, the first person. None while the device is
        passed on."""
        people = self.people(kept)
        state = kept.state
        if state.is_terminal():
            return HUMAN if kept.seating is None else next(iter(people))
        seat = state.current_player()
        if seat not in people:
            return None
        return seat if len(people) == 1 or kept.taken == seat else None

    def public(self, view: PippipView) -> object:
        """The human's hand, the deal, the trick and the tricks, the cards laid down, the
        scores, the trump and the human's own sealed declarations."""
        return (view.hand, view.deal_no, view.trick, [t.cards for t in view.tricks],
                view.exposed, view.scores, view.trump, view.my_pending)

    def hint(self, kept: PippipGame, view: PippipView, seed: int,
             lang: str) -> Mapping[str, object]:
        """The strongest computer's choice: a card to play, a marriage to declare, or
        ``done``; with the expert, its value of every legal action in points a deal
        (``core.advice``), each one's gap to its choice and, where a rule names it, the
        reason (``hints.reasons``). Both copies of a card share one value, listed once."""
        level = FACADE.hint_level()
        advice = advice_of(GAME.make_player(level, seed), view)
        choice = advice.choice
        seen: set[object] = set()
        values = []
        for v in values_json(advice, reasons(view, advice), lang,
                             lambda a: _action_label(a, lang)):
            if v["kind"] not in seen:
                seen.add(v["kind"])
                values.append(v)
        card = card_played(choice)
        return {"level": level, "action": choice, "words": _action_words(choice, lang),
                "card": None if card is None else pp_card_json(card, lang),
                "unit": advice.unit, "values": values}

    def headers(self, kept: PippipGame) -> dict[str, str]:
        """Who sat where, each seat as the play page names it: the human (``You``), then
        each computer (``Player 1``, ...) and its level; at a table of several people, each
        seat by its person's name or its computer (``Computer 1``, ...), and ``People``,
        the seating that continues the game."""
        if kept.seating is None:
            return {"Players": ", ".join(["You", *(f"Player {s} ({kept.level})"
                                                   for s in kept.players)])}
        return {"Players": ", ".join(name if name is not None else f"Computer {s} ({kept.level})"
                                     for s, name in enumerate(kept.seating)),
                "People": json.dumps(list(kept.seating), ensure_ascii=False)}

    def read_record(self, text: str) -> Continued[PippipRules]:
        """A record that starts by drawing the first dealer (as the page's do)."""
        return self.continued(parse_record(text))

    def decision_words(self, state: PippipState, actions: list[int], lang: str) -> str:
        """The card played, the marriage declared, or no marriage (``_action_words``)."""
        return _action_words(actions[0], lang)
    def step_words(self, state: PippipState, actions: Sequence[int]) -> Text:
        """A step in words for the replay viewer: the draw for the first dealer, the deal,
        a card played, a marriage declared (Pip-Pip!) or none."""
        if state.phase == "first_dealer":
            seat = f"{{seat {actions[0] - FIRST}}}"   # named by the viewer as the play page does
            return Text(f"first dealer: {seat}", f"erster Geber: {seat}")
        if state.phase == "deal":
            return Text("the cards are dealt", "die Karten werden gegeben")
        return Text(_action_words(actions[0], "en"), _action_words(actions[0], "de"))

    def card(self, card: int, lang: str) -> Mapping[str, object]:
        """A card of the double pack (``pp_card_json``)."""
        return pp_card_json(card, lang)

    def hand_order(self, state: PippipState, cards: CardSet) -> list[int]:
        """By suit, then rank under the rules' card system (``hand_json``)."""
        return [c["id"] for c in hand_json(cards, "en", state.rules.card_system)]

    def on_table(self, state: PippipState) -> tuple[tuple[int, int], ...]:
        """The trick in progress, every seat's card in the order played."""
        return tuple(state.trick)

    def reasons(self, view: PippipView, advice: Advice) -> Reasons:
        """The hint's reasons (``hints.reasons``)."""
        return reasons(view, advice)


SIDE = PippipSide()
FACADE = Facade(SIDE)


def take_seat(seat: object, lang: str = "en", game_id: str = "main") -> str:
    """The person to move, ``seat``, has taken the device (the page's pass screen: "I am
    Anna"): the answer shows their hand. Refused, changing nothing, for any other seat;
    nothing is recorded, so after a reload the device is passed again."""
    try:
        lang = page_lang(lang)
        kept = FACADE.kept(check_game_id(game_id))
        state = kept.state
        if state.is_terminal() or isinstance(seat, bool) or not isinstance(seat, int) or \
                seat not in SIDE.people(kept) or state.current_player() != seat:
            raise PenneechError(f"seat {echo(seat)} is not the person to move")
    except PenneechError as exc:
        return error(str(exc))
    kept.taken = seat
    return ok(FACADE.snapshot(kept, lang))


#: The calls the page makes besides the protocol's (the play worker passes them on).
EXTRA = ("take_seat",)
#: What the table gained after the first games were kept (a people's table): a game kept
#: before resumes to the same answer with these besides.
ADDED_KEYS = ("me", "pass_to", "people")
#: The calls of the play page's worker: the protocol of every game's façade (``Facade``).
metadata, new_game, restart = FACADE.metadata, FACADE.new_game, FACADE.restart
act, hint, state = FACADE.act, FACADE.hint, FACADE.state
load, resume, saved = FACADE.load, FACADE.resume, FACADE.saved
undo = FACADE.undo
