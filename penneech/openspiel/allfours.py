"""All-Fours as an OpenSpiel game (optional: needs the ``open-spiel`` extra).

Importing this module registers ``python_allfours`` with OpenSpiel, so that
``pyspiel.load_game("python_allfours(preset=running,horizon=deal)")`` works. Like the
other games' adapters in ``penneech.openspiel``, it is built on ``penneech.openspiel.base``;
the engine, the site and the browser never import it.

- **Parameters** (``parameters("allfours")``). ``preset`` (``cotton1674``, the default,
  ``running``, ``seven_up``) and every rule option of ``allfours.options.OPTIONS`` under
  its own id; the target is a number (``0`` takes the preset's value), the others text
  (``""`` takes the preset's value). ``horizon`` is ``game`` (to the target) or ``deal``
  (a single deal).
- **Actions.** The engine's own (``allfours.actions``): cards 0-51 (dealt at a chance
  node, laid out or played), 52 stand, 53 beg, 54 give, 55 refuse, 56-57 the lift
  (chance); ``num_distinct_actions`` and ``max_chance_outcomes`` are both 58. Chance
  nodes: the lift, then every card of a deal in order (the cards turned up too), each
  outcome equally likely.
- **Observation.** The information state of a player is exactly
  ``allfours.view.view_of(state, player)``: the string is every field of the view, so
  equal views give equal strings; the observation string is the view less the score log.
  The tensor encodes the view's fields for the current deal.
- **Returns.** ``horizon=game``: +1 for the winner, -1 for the loser. ``horizon=deal``:
  the deal's points of player 0 less those of player 1, and the negation for player 1.
- **Worlds for search.** ``resample_from_infostate`` (OpenSpiel's ISMCTS) renames the
  cards the player has not seen (the other hand, the cards the other laid out), so that
  the player's view is unchanged; see ``resample``.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pyspiel

from penneech.core.cards import cards_in
from penneech.games.allfours.actions import FIRST, action_name
from penneech.games.allfours.players.expert import played_by, voids
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import CHANCE, PACK, AllFoursState
from penneech.games.allfours.view import AllFoursView, view_of
from penneech.openspiel.base import (
    CardPlaces,
    EngineGame,
    EngineState,
    ViewObserver,
    card_bits,
    check_horizon,
    game_type,
    one_hot,
    rename_unseen,
    view_text,
)
from penneech.openspiel.parameters import GameParameters, parameters

ALLFOURS: GameParameters[AllFoursRules] = parameters("allfours")

SHORT_NAME = ALLFOURS.short_name
HORIZONS = ALLFOURS.horizons
PHASES = ("first_dealer", "deal", "beg", "give", "discard", "play", "over")
NUM_ACTIONS = FIRST + 2
#: A bound on one player's points in one deal: an Ace turned up (4), the gift (1), the
#: trump Ace, King and Queen won in play (9), High, Low, Jack and Game (4).
DEAL_POINT_BOUND = 18
#: A bound on the actions of one deal: the pack dealt (a redeal or two allowed for), the
#: answers to a beg, the cards laid out and the cards played.
DEAL_ACTIONS = 3 * PACK + 2 + PACK + PACK

PARAMETERS = ALLFOURS.defaults()

GAME_TYPE = game_type(SHORT_NAME, "Python All-Fours (Cotton 1674, Foster 1897)", PARAMETERS)


def rules_from_parameters(params: dict[str, Any]) -> AllFoursRules:
    """The ``AllFoursRules`` a parameter set names: the preset, then every option that is
    set. Raises ``RulesError`` naming a wrong preset, option or value."""
    return ALLFOURS.rules(params)


def game_string(rules: AllFoursRules, horizon: str = "game") -> str:
    """The ``load_game`` string of a game under ``rules``: every option spelt out."""
    return ALLFOURS.game_string(rules, horizon)


class AllFoursGame(EngineGame):
    """The OpenSpiel game object: rules and horizon fixed by the parameters."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.rules = rules_from_parameters(params)
        self.horizon = check_horizon(str(params.get("horizon", "game")), HORIZONS)
        # a deal nearly always scores (High goes to someone whenever a trump is in play);
        # four deals for every point of the target is far beyond any game played
        deals = 1 if self.horizon == "deal" else 4 * self.rules.target + 10
        bound = 1.0 if self.horizon == "game" else float(DEAL_POINT_BOUND)
        self.describe(GAME_TYPE, params, actions=NUM_ACTIONS, chance_outcomes=NUM_ACTIONS,
                      players=2, bound=bound, length=1 + deals * DEAL_ACTIONS)


#: Where an All-Fours deal's cards lie (``penneech.openspiel.base.rename_unseen``): the
#: hands, the hands as play began, the cards laid out; the deal's order.
PLACES = CardPlaces(sets=("hands", "in_play", "laid_out"), lists=("dealt",), cards=PACK)


class AllFoursGameState(EngineState):
    """An OpenSpiel state wrapping the engine's ``AllFoursState`` (every rule is the
    engine's)."""

    engine: AllFoursState

    def __init__(self, game: AllFoursGame) -> None:
        super().__init__(game)
        self.engine = AllFoursState(game.rules, "deal" if game.horizon == "deal" else "game")

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return f"{self.engine.phase}:{action_name(action)}"
        return action_name(action)

    def returns(self) -> list[float]:
        """The engine's returns: +1/-1 for a game, the points' difference for a deal."""
        return self.engine.returns()

    def opponent_hand(self, player: int) -> int:
        """The other player's hidden cards: the hand and the cards laid out."""
        opp = 1 - player
        return int(self.engine.hands[opp] | self.engine.laid_out[opp])

    def resample(self, player: int, rng: random.Random) -> AllFoursGameState:
        """A state ``player`` cannot tell from this one: the other hand drawn uniformly
        from the cards ``player`` has not seen, none of a suit the other has shown to be
        void of (``players.expert.voids``), then the cards the other laid out; the pack's
        rest is what remains. The deal and its history are renamed by
        ``penneech.openspiel.base.rename_unseen``."""
        view = view_of(self.engine, player)
        opp = 1 - player
        seen = (view.hand | view.laid_out | played_by(view, 0) | played_by(view, 1))
        for c in view.turned:
            seen |= 1 << c
        unseen = ((1 << PACK) - 1) & ~seen
        hand = list(cards_in(self.engine.hands[opp]))
        laid = list(cards_in(self.engine.laid_out[opp]))
        allowed = list(cards_in(unseen & ~voids(view.tricks, opp, view.trump)))
        drawn_hand = rng.sample(allowed, len(hand))
        rest = [c for c in cards_in(unseen) if c not in drawn_hand]
        drawn_laid = rng.sample(rest, len(laid))
        hidden, drawn = hand + laid, drawn_hand + drawn_laid
        # the hidden cards become the drawn ones, and the drawn ones that lay elsewhere
        # unseen the hidden ones no longer held: one-to-one, so the history is re-dealt
        sigma = dict(zip(hidden, drawn, strict=True))
        back = [c for c in hidden if c not in sigma.values()]
        sigma.update(zip([c for c in drawn if c not in sigma], back, strict=True))
        world: AllFoursGameState = self.world(rename_unseen(self.engine, sigma, PLACES))
        return world

    def view(self, player: int) -> AllFoursView:
        """What ``player`` may know: the engine's ``view_of``."""
        return view_of(self.engine, player)


def _pieces(private_single: bool, private_all: bool) -> list[tuple[str, int]]:
    pieces = [("player", 2), ("phase", len(PHASES)), ("to_move", 4), ("dealer", 2),
              ("leader", 2), ("trump", 5), ("lead_card", PACK + 1), ("turned", PACK),
              ("played", 2 * PACK), ("won", 2 * PACK), ("opponent_cards", 1),
              ("begged", 1), ("ran", 1), ("deal_no", 1), ("scores", 2), ("winner", 3)]
    if private_single or private_all:
        pieces += [("hand", PACK), ("laid_out", PACK), ("legal", NUM_ACTIONS)]
    if private_all:
        pieces.append(("opponent_hand", PACK))
    return pieces


class AllFoursObserver(ViewObserver):
    """The observer of ``python_allfours``: a public observer (``private_info`` NONE)
    leaves out the own hand, the own cards laid out and the legal actions; ALL_PLAYERS
    adds the other's hidden cards."""

    PRIVATE: ClassVar[dict[str, Any]] = {"hand": 0, "laid_out": 0, "legal": ()}

    def pieces(self) -> list[tuple[str, int]]:
        """The tensor's pieces for this observer's private information."""
        return _pieces(self.private_single, self.private_all)

    def encode(self, v: AllFoursView, state: EngineState, player: int) -> None:
        """The view's fields (not the log) as one-hot slots, card bits and scalars."""
        d = self.dict
        one_hot(d["player"], player)
        one_hot(d["phase"], PHASES.index(v.phase))
        one_hot(d["to_move"], {0: 0, 1: 1, CHANCE: 2}.get(v.to_move, 3))
        one_hot(d["dealer"], v.dealer)
        one_hot(d["leader"], v.leader)
        one_hot(d["trump"], 4 if v.trump < 0 else v.trump)
        one_hot(d["lead_card"], PACK if v.lead_card is None else v.lead_card)
        for c in v.turned:
            d["turned"][c] = 1
        for seat in (0, 1):
            card_bits(d["played"][seat * PACK:(seat + 1) * PACK], played_by(v, seat))
        for t in v.tricks:
            d["won"][t.winner * PACK + t.lead] = 1
            d["won"][t.winner * PACK + t.follow] = 1
        d["opponent_cards"][0] = v.opponent_cards / PACK
        d["begged"][0] = float(v.begged)
        d["ran"][0] = float(v.ran)
        d["deal_no"][0] = v.deal_no
        d["scores"][:] = [s / v.rules.target for s in v.scores]
        one_hot(d["winner"], 2 if v.winner is None else v.winner)
        if "hand" in d:
            card_bits(d["hand"], v.hand)
            card_bits(d["laid_out"], v.laid_out)
            for a in v.legal:
                d["legal"][a] = 1
        if "opponent_hand" in d:
            card_bits(d["opponent_hand"], state.opponent_hand(player))


AllFoursGame.state_class = AllFoursGameState
AllFoursGame.observer_class = AllFoursObserver
pyspiel.register_game(GAME_TYPE, AllFoursGame)

__all__ = ["GAME_TYPE", "HORIZONS", "NUM_ACTIONS", "PARAMETERS", "PLACES", "SHORT_NAME",
           "AllFoursGame", "AllFoursGameState", "AllFoursObserver", "game_string",
           "rules_from_parameters", "view_text"]
