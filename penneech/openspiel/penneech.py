"""Penneech as an OpenSpiel game (optional: needs the ``open-spiel`` extra).

Importing this module registers ``python_penneech`` with OpenSpiel, so that
``pyspiel.load_game("python_penneech(preset=martin,follow=follow_or_trump)")`` works.
Like the other games' adapters in ``penneech.openspiel``, it is built on
``penneech.openspiel.base``; that folder holds the only modules of the package that import
``pyspiel`` or ``numpy``, and the engine, the site and the browser never import them.

- **Parameters.** ``preset`` (``mcleod``, ``martin``, ``parlett``) and every rule option of
  ``options.OPTIONS`` under its own id; a text option left at ``""`` and a number option
  left at ``0`` take the preset's value. ``horizon`` is ``game`` (to the target, Cotton
  p. 149, C17) or ``hand`` (one hand, after the cut: a shorter game for research).
- **Actions.** The engine's own: cards 0-51 (cut, dealt, turned up or played), 52 throw in,
  53 keep. Chance nodes are the engine's chance steps (cut, each dealt card, each turn-up),
  all outcomes equally likely.
- **Observation.** The information state of a player is exactly ``view_of(state, player)``:
  the string is a canonical text of every field of the view, so equal views give equal
  strings and different views different ones. The observation string is the same view
  without the scoring log. The tensor encodes the view's fields (not the log).
- **Returns.** ``horizon=game``: +1 for the winner, -1 for the loser (the engine's
  ``returns``; the match is what Cotton's players played for). ``horizon=hand``: the points
  player 0 scored in the hand minus the points player 1 scored, and the negation for
  player 1 (zero-sum; a hand has no winner of its own).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pyspiel

from penneech.core.cards import card_name, cards_in
from penneech.games.penneech.game import GAME, HAND_ACTIONS
from penneech.games.penneech.players.sampling import opponent_voids
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import CHANCE, KEEP, THROW_IN, State, action_name
from penneech.games.penneech.view import PlayerView, view_of
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

PENNEECH: GameParameters[Rules] = parameters("penneech")

SHORT_NAME = PENNEECH.short_name
HORIZONS = PENNEECH.horizons
PHASES = ("cut", "deal", "throw_in", "turn_up", "play", "over")
NUM_ACTIONS = GAME.actions
#: A bound on the points of one hand, for the utility range of ``horizon=hand``.
HAND_POINT_BOUND = 120


PARAMETERS = PENNEECH.defaults()

GAME_TYPE = game_type(SHORT_NAME, "Python Penneech (Cotton 1674)", PARAMETERS)


def rules_from_parameters(params: dict[str, Any]) -> Rules:
    """The ``Rules`` a parameter set names: the preset, then every option that is set.

    Raises ``PenneechError`` (``RulesError``) naming a wrong preset, option or value.
    """
    return PENNEECH.rules(params)


def game_string(rules: Rules, horizon: str = "game") -> str:
    """The ``load_game`` string of a game under ``rules``: every option spelt out."""
    return PENNEECH.game_string(rules, horizon)


class PenneechGame(EngineGame):
    """The OpenSpiel game object: rules and horizon fixed by the parameters."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.rules = rules_from_parameters(params)
        self.horizon = check_horizon(str(params.get("horizon", "game")), HORIZONS)
        # the game's declared longest game, or the lift and one hand counted as a game's
        length = (GAME.longest(self.rules, "game") if self.horizon == "game"
                  else 52 + HAND_ACTIONS * 4)
        bound = 1.0 if self.horizon == "game" else float(HAND_POINT_BOUND)
        self.describe(GAME_TYPE, params, actions=NUM_ACTIONS,
                      chance_outcomes=GAME.chance_outcomes, players=2, bound=bound,
                      length=length)


#: Where a Penneech deal's cards lie (``penneech.openspiel.base.rename_unseen``): the hands and the
#: cards dealt; the deal's order. The stock is what is neither dealt nor turned up.
PLACES = CardPlaces(sets=("hands", "dealt_mask"), lists=("dealt",), cards=52)


class PenneechState(EngineState):
    """An OpenSpiel state wrapping the engine's ``State`` (every rule is the engine's)."""

    engine: State

    def __init__(self, game: PenneechGame) -> None:
        super().__init__(game)
        self.engine = State(game.rules)
        self.hand_only = game.horizon == "hand"

    def cut_short(self) -> bool:
        """``horizon=hand``: the first hand is over."""
        return self.hand_only and self.engine.hand_no > 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return f"{self.engine.phase}:{card_name(action)}"
        return action_name(action)

    def returns(self) -> list[float]:
        """+1/-1 for the game; for one hand the difference of the points scored in it."""
        if not self.is_terminal():
            return [0.0, 0.0]
        if not self.hand_only:
            return self.engine.returns()
        points = [0, 0]
        for event in self.engine.events:
            if event.hand == 1:
                points[event.player] += event.points
        diff = float(points[0] - points[1])
        return [diff, -diff]

    def resample(self, player: int, rng: random.Random) -> PenneechState:
        """A state ``player`` cannot tell from this one: the opponent's hidden cards drawn
        uniformly from the cards ``player`` has not seen, none of a suit the opponent has
        shown to be void of (``players.sampling.opponent_voids``, the follow rule read
        backwards); the stock is what remains, its order left to the chance nodes. The
        deal is re-dealt, its history too, by ``penneech.openspiel.base.rename_unseen``."""
        view = view_of(self.engine, player)
        opp = 1 - player
        hidden = list(cards_in(self.engine.hands[opp]))
        allowed = list(cards_in(view.unseen & ~opponent_voids(view)))
        drawn = sorted(rng.sample(allowed, len(hidden)))
        # the hidden cards become the drawn ones, and the drawn ones left in the stock the
        # hidden ones no longer held: one-to-one, so the history is re-dealt too
        sigma = dict(zip(hidden, drawn, strict=True))
        back = [c for c in hidden if c not in sigma.values()]
        sigma.update(zip([c for c in drawn if c not in sigma], back, strict=True))
        world: PenneechState = self.world(rename_unseen(self.engine, sigma, PLACES))
        return world

    def view(self, player: int) -> PlayerView:
        """What ``player`` may know: the engine's ``view_of``."""
        return view_of(self.engine, player)


def _pieces(private_single: bool, private_all: bool) -> list[tuple[str, int]]:
    pieces = [("player", 2), ("phase", len(PHASES)), ("to_move", 4), ("dealer", 2),
              ("leader", 2), ("trump", 5), ("lead_card", 53), ("turned", 7 * 53),
              ("tricks", 7 * (2 + 52 + 52 + 2)), ("tricks_won", 2 * 8),
              ("opponent_cards", 8), ("stock_size", 1), ("hand_no", 1), ("scores", 2),
              ("pending", 2), ("winner", 3), ("pack", 52)]
    if private_single or private_all:
        pieces += [("hand", 52), ("legal", NUM_ACTIONS)]
    if private_all:
        pieces.append(("opponent_hand", 52))
    return pieces


class PenneechObserver(ViewObserver):
    """The observer of ``python_penneech``: a public observer (``private_info`` NONE) leaves
    out the own hand and legal actions; ALL_PLAYERS adds the opponent's hand."""

    PRIVATE: ClassVar[dict[str, Any]] = {"hand": 0, "legal": ()}

    def pieces(self) -> list[tuple[str, int]]:
        """The tensor's pieces for this observer's private information."""
        return _pieces(self.private_single, self.private_all)

    def encode(self, v: PlayerView, state: EngineState, player: int) -> None:
        """The view's fields (not the log) as one-hot slots, card bits and scalars."""
        d = self.dict
        one_hot(d["player"], player)
        one_hot(d["phase"], PHASES.index(v.phase))
        one_hot(d["to_move"], {0: 0, 1: 1, CHANCE: 2}.get(v.to_move, 3))
        one_hot(d["dealer"], v.dealer)
        one_hot(d["leader"], v.leader)
        one_hot(d["trump"], 4 if v.trump is None else v.trump)
        one_hot(d["lead_card"], 52 if v.lead_card is None else v.lead_card)
        for i in range(7):
            slot = d["turned"][i * 53:(i + 1) * 53]
            one_hot(slot, v.turned[i] if i < len(v.turned) else 52)
        for i, trick in enumerate(v.tricks):
            base = i * 108
            d["tricks"][base + trick.leader] = 1
            d["tricks"][base + 2 + trick.lead] = 1
            d["tricks"][base + 54 + trick.follow] = 1
            d["tricks"][base + 106 + trick.winner] = 1
        for p in (0, 1):
            one_hot(d["tricks_won"], p * 8 + v.tricks_won[p])
        one_hot(d["opponent_cards"], v.opponent_cards)
        d["stock_size"][0] = v.stock_size / 52
        d["hand_no"][0] = v.hand_no
        d["scores"][:] = [s / v.rules.target for s in v.scores]
        d["pending"][:] = [s / v.rules.target for s in v.pending]
        one_hot(d["winner"], 2 if v.winner is None else v.winner)
        card_bits(d["pack"], v.pack_mask)
        if "hand" in d:
            card_bits(d["hand"], v.hand)
            for a in v.legal:
                d["legal"][a] = 1
        if "opponent_hand" in d:
            card_bits(d["opponent_hand"], state.opponent_hand(player))


PenneechGame.state_class = PenneechState
PenneechGame.observer_class = PenneechObserver
pyspiel.register_game(GAME_TYPE, PenneechGame)

__all__ = ["GAME_TYPE", "HORIZONS", "KEEP", "PARAMETERS", "PLACES", "PRESETS", "SHORT_NAME",
           "THROW_IN", "PenneechGame", "PenneechObserver", "PenneechState",
           "game_string", "rules_from_parameters", "view_text"]
