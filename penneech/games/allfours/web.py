"""All-Fours' JSON façade: the calls every play page makes (``penneech.core.web``), with
All-Fours' table, hint and end. The human sits in seat 0, the computer in seat 1; every
answer is built from the human's ``AllFoursView`` until the game is over."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from penneech.core.advice import advice_of, values_json
from penneech.core.cards import card_words, cards_in
from penneech.core.i18n import Text
from penneech.core.tricks import Trick
from penneech.core.web import (
    HUMAN,
    Continued,
    Facade,
    PageGame,
    Side,
    card_json,
    cards_json,
)
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.game import GAME
from penneech.games.allfours.record import parse_record
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import AllFoursView, view_of

COMPUTER = 1
WORDS = {STAND: Text("stand", "stehen"), BEG: Text("beg one", "um einen bitten"),
         GIVE: Text("give one", "einen geben"), REFUSE: Text("run the cards", "nachgeben")}


class AllFoursGame(PageGame[AllFoursState, AllFoursView]):
    """An All-Fours game in a page."""


def _tricks(tricks: tuple[Trick, ...], lang: str) -> list[dict[str, object]]:
    return [{"number": t.number, "leader": t.leader, "winner": t.winner,
             "lead": card_json(t.lead, lang), "follow": card_json(t.follow, lang)}
            for t in tricks]


def _table(view: AllFoursView, lang: str) -> dict[str, object]:
    """The human's view as the page draws it: never the computer's hand, nor the cards it
    laid out, nor the pack."""
    last = view.deals[-1] if view.deals else None
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
        "last_deal": None if last is None else {
            "number": last.deal, "dealer": last.dealer, "trump": last.trump,
            "turned": [card_json(c, lang) for c in last.turned],
            "tricks": _tricks(last.tricks, lang)},
        "scores": list(view.scores), "target": view.rules.target, "dealer": view.dealer,
        "deal_no": view.deal_no, "opponent_cards": view.opponent_cards,
        "events": [e._asdict() for e in view.events], "winner": view.winner,
    }


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
        """The strongest computer's choice for the human's decision."""
        level = "expert" if "expert" in GAME.player_names() else "greedy"
        advice = advice_of(GAME.make_player(level, seed), view)
        return {"level": level, "action": advice.choice, "unit": advice.unit,
                "values": values_json(advice, {}, lang, lambda a: {"action_name": a})}

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


SIDE = AllFoursSide()
FACADE = Facade(SIDE)
#: The calls of the play page's worker: the protocol of every game's façade (``Facade``).
metadata, new_game, restart = FACADE.metadata, FACADE.new_game, FACADE.restart
act, hint, state = FACADE.act, FACADE.hint, FACADE.state
load, resume, saved = FACADE.load, FACADE.resume, FACADE.saved
undo = FACADE.undo
