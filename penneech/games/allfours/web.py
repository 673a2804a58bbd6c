"""All-Fours' JSON façade: the calls every play page makes (``penneech.core.web``), with
All-Fours' table (the answers offered in words, each score in words with the section of the
rules page that explains it, who is elder, the points by deal), hint and end. The human
sits in seat 0, the computer in seat 1.

Fair play: while a game runs, every answer is built from the human's ``AllFoursView``
(``penneech.games.allfours.view``): their hand and the cards they laid out, the cards
turned up for trump, whether the elder begged and the dealer gave or ran the cards, the
tricks, the number of cards the computer holds, the scores and the score log. No answer
holds the seed, the record, the pack's order, the computer's hand or the cards it laid out
until the game is over; then ``end`` carries them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypedDict

from penneech.core.advice import advice_of, values_json
from penneech.core.cards import card_words, cards_in
from penneech.core.i18n import Text
from penneech.core.tricks import Trick
from penneech.core.web import (
    HUMAN,
    CardJSON,
    Continued,
    Facade,
    PageGame,
    Side,
    TrickJSON,
    card_json,
    cards_json,
)
from penneech.games.allfours.actions import BEG, FIRST, GIVE, REFUSE, STAND
from penneech.games.allfours.game import GAME
from penneech.games.allfours.record import parse_record
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState, Score
from penneech.games.allfours.view import AllFoursView, view_of

COMPUTER = 1
WORDS = {STAND: Text("stand", "stehen"), BEG: Text("beg one", "um einen bitten"),
         GIVE: Text("give one", "einen geben"), REFUSE: Text("run the cards", "nachgeben")}
#: Each kind of score in words (Cotton 1674, pp. 112-113: the card turned up, the point
#: begged, High, Low, Jack and Game; at Running All-Fours the honours won in play).
REASON_WORDS = {
    "turn_up": Text("the card turned up", "die aufgedeckte Karte"),
    "gift": Text("the point begged", "der erbetene Punkt"),
    "high": Text("High", "High"), "low": Text("Low", "Low"), "jack": Text("Jack", "Jack"),
    "game": Text("Game", "Game"),
    "honour": Text("an honour won in play", "ein im Spiel gewonnenes Honneur"),
}
#: The section of the All-Fours rules page that explains each kind of score.
RULE_ANCHORS = {"turn_up": "the-trump", "gift": "begging", "high": "scoring",
                "low": "scoring", "jack": "scoring", "game": "scoring",
                "honour": "running-all-fours"}


class EventJSON(TypedDict):
    """A line of the score log: who scored, how much, why (in words, and the section of
    the rules page that explains it), in which deal."""

    player: int
    points: int
    reason: str
    deal: int
    text: str
    anchor: str


class SheetJSON(TypedDict):
    """One deal's line of the points by deal: who was elder, each player's points in the
    deal, and the game's totals after it."""

    deal: int
    elder: int
    points: list[int]
    running: list[int]


class DealJSON(TypedDict):
    """A deal that is over, shown until the player moves on: its dealer and elder, the
    trump and every card turned up, the tricks and each player's points in it."""

    deal: int
    dealer: int
    elder: int
    trump: int
    turned: list[CardJSON]
    tricks: list[TrickJSON]
    points: list[int]


class AllFoursGame(PageGame[AllFoursState, AllFoursView]):
    """An All-Fours game in a page."""


def _tricks(tricks: tuple[Trick, ...], lang: str) -> list[TrickJSON]:
    return [{"number": t.number, "leader": t.leader, "winner": t.winner,
             "lead": card_json(t.lead, lang), "follow": card_json(t.follow, lang)}
            for t in tricks]


def _event(e: Score, lang: str) -> EventJSON:
    return {"player": e.player, "points": e.points, "reason": e.reason, "deal": e.deal,
            "text": REASON_WORDS[e.reason].get(lang), "anchor": RULE_ANCHORS[e.reason]}


def _sheet(view: AllFoursView) -> list[SheetJSON]:
    """The points by deal, every deal so far, the one in play included, from the public
    score log; the elder hand of each, the non-dealer (Cotton 1674, p. 112)."""
    rows: list[SheetJSON] = []
    running = [0, 0]
    dealers = {d.deal: d.dealer for d in view.deals}
    for deal in range(1, view.deal_no + 1):
        points = [sum(e.points for e in view.events if e.deal == deal and e.player == p)
                  for p in (0, 1)]
        running = [running[p] + points[p] for p in (0, 1)]
        dealer = dealers.get(deal, view.dealer)     # every deal before this one is over
        rows.append({"deal": deal, "elder": 1 - dealer, "points": points,
                     "running": running})
    return rows


def _last_deal(view: AllFoursView, lang: str) -> DealJSON | None:
    if not view.deals:
        return None
    last = view.deals[-1]
    return {"deal": last.deal, "dealer": last.dealer, "elder": 1 - last.dealer,
            "trump": last.trump, "turned": [card_json(c, lang) for c in last.turned],
            "tricks": _tricks(last.tricks, lang), "points": list(last.points)}


def _table(view: AllFoursView, lang: str) -> dict[str, object]:
    """The human's view as the page draws it: never the computer's hand, nor the cards it
    laid out, nor the pack."""
    return {
        "phase": view.phase, "to_move": view.to_move, "legal": list(view.legal),
        "hand": cards_json(list(cards_in(view.hand)), lang),
        "choices": [{"action": a, "words": WORDS[a].get(lang)} for a in view.legal
                    if a in WORDS],
        "trump": view.trump, "turned": [card_json(c, lang) for c in view.turned],
        "lead": None if view.lead_card is None else card_json(view.lead_card, lang),
        "tricks": _tricks(view.tricks, lang),
        "laid_out": cards_json(list(cards_in(view.laid_out)), lang),
        "begged": view.begged, "ran": view.ran, "may_give": view.may_give,
        "last_deal": _last_deal(view, lang),
        "scores": list(view.scores), "target": view.rules.target, "dealer": view.dealer,
        "elder": view.elder, "deal_no": view.deal_no, "opponent_cards": view.opponent_cards,
        "sheet": _sheet(view), "events": [_event(e, lang) for e in view.events],
        "winner": view.winner,
    }


def _action_label(action: int, lang: str) -> dict[str, object]:
    """An action as the page names it: a card (laid out or played) with its words, or an
    answer to the beg in words."""
    if action in WORDS:
        return {"words": WORDS[action].get(lang), "card": None}
    card = card_json(action, lang)
    return {"words": card["words"], "card": card}


class AllFoursSide(Side[AllFoursRules, AllFoursState, AllFoursView, AllFoursGame]):
    """All-Fours in the play page: the human against one computer player."""

    game = GAME
    kept = AllFoursGame

    def table(self, kept: AllFoursGame, lang: str, since: int | None) -> Mapping[str, object]:
        """The human's view."""
        return _table(view_of(kept.state, HUMAN), lang)

    def end(self, kept: AllFoursGame, lang: str) -> Mapping[str, object]:
        """The computer's cards as the last deal's play began (its hand, if the game ended
        before the play, at the card turned up or the gift)."""
        state = kept.state
        cards = state.in_play[COMPUTER] or state.hands[COMPUTER]
        return {"computer_hand": cards_json(list(cards_in(cards)), lang)}

    def public(self, view: AllFoursView) -> object:
        """The hand, the cards turned, the tricks, the lead and the scores."""
        return (view.hand, view.turned, [(t.lead, t.follow) for t in view.tricks],
                view.lead_card, view.deal_no, view.scores)

    def hint(self, kept: AllFoursGame, view: AllFoursView, seed: int,
             lang: str) -> Mapping[str, object]:
        """The strongest computer's choice for the human's decision, named (its card, or
        its words: stand, beg one, give one, run the cards), and in play its value of every
        legal card in points of the deal (``core.advice``), each named the same way."""
        level = "expert" if "expert" in GAME.player_names() else "greedy"
        advice = advice_of(GAME.make_player(level, seed), view)
        return {"level": level, "action": advice.choice, "unit": advice.unit,
                **_action_label(advice.choice, lang),
                "values": values_json(advice, {}, lang, lambda a: _action_label(a, lang))}

    def read_record(self, text: str) -> Continued[AllFoursRules]:
        """A record that starts with the lift (as the page's do)."""
        return self.continued(parse_record(text))

    def players(self, level: str, seed: int, state: Any) -> dict[int, Any]:
        """The computer in seat 1."""
        return {COMPUTER: GAME.make_player(level, seed)}

    def decision_words(self, state: AllFoursState, actions: list[int], lang: str) -> str:
        """The answer given (stand, beg, give, run the cards) or the card played or laid
        out."""
        action = actions[0]
        return WORDS[action].get(lang) if action in WORDS else card_words(action, lang)
    def step_words(self, state: AllFoursState, actions: Sequence[int]) -> Text:
        """A step in words for the replay viewer: the lift for the first deal, the deal
        and the card turned up for trump (Cotton p. 112), the beg and its answer, a card
        laid out, a card played."""
        action = actions[0]
        if state.phase == "first_dealer":
            p = action - FIRST
            return Text(f"the lift favours player {p}", f"das Abheben begünstigt Spieler {p}")
        if state.phase == "deal":
            after = state.clone()
            for a in actions:
                after.apply_action(a)
            turned = after.turned[len(state.turned):] if after.deal_no == state.deal_no else []
            if not turned:
                return Text("the cards are dealt", "die Karten werden gegeben")
            return Text("the cards are dealt; turned up for trump: "
                        + ", ".join(card_words(c, "en") for c in turned),
                        "die Karten werden gegeben; als Trumpf aufgedeckt: "
                        + ", ".join(card_words(c, "de") for c in turned))
        if action in WORDS:
            return WORDS[action]
        en, de = card_words(action, "en"), card_words(action, "de")
        if state.phase == "discard":
            return Text(f"lays out the {en}", f"legt {de} ab")
        return Text(en, de)


SIDE = AllFoursSide()
FACADE = Facade(SIDE)
#: The calls of the play page's worker: the protocol of every game's façade (``Facade``).
metadata, new_game, restart = FACADE.metadata, FACADE.new_game, FACADE.restart
act, hint, state = FACADE.act, FACADE.hint, FACADE.state
load, resume, saved = FACADE.load, FACADE.resume, FACADE.saved
undo = FACADE.undo
