"""What Penneech declares for its OpenSpiel adapter, ``python_penneech`` (standard library
only; the generic ``penneech.openspiel.adapter`` builds the game from it and the registry).

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
from typing import Any

from penneech.core.cards import card_name, cards_in
from penneech.core.spiel import (
    CardPlaces,
    Cut,
    Slots,
    SpielFacts,
    card_bits,
    exchange,
    one_hot,
    rename_unseen,
)
from penneech.games.penneech.game import HAND_ACTIONS
from penneech.games.penneech.players.sampling import opponent_voids
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import CHANCE, PenneechState, action_name
from penneech.games.penneech.view import PenneechView, view_of

PHASES = ("cut", "deal", "throw_in", "turn_up", "play", "over")
#: A bound on the points of one hand, for the utility range of ``horizon=hand``.
HAND_POINT_BOUND = 120

#: Where a Penneech deal's cards lie (``penneech.core.spiel.rename_unseen``): the hands and
#: the cards dealt; the deal's order. The stock is what is neither dealt nor turned up.
PLACES = CardPlaces(sets=("hands", "dealt_mask"), lists=("dealt",), cards=52)


def world(engine: PenneechState, player: int, rng: random.Random) -> PenneechState:
    """A state ``player`` cannot tell from this one: the opponent's hidden cards drawn
    uniformly from the cards ``player`` has not seen, none of a suit the opponent has
    shown to be void of (``players.sampling.opponent_voids``, the follow rule read
    backwards); the stock is what remains, its order left to the chance nodes. The
    deal is re-dealt, its history too, by ``penneech.core.spiel.rename_unseen``."""
    view = view_of(engine, player)
    hidden = list(cards_in(engine.hands[1 - player]))
    allowed = list(cards_in(view.unseen & ~opponent_voids(view)))
    drawn = sorted(rng.sample(allowed, len(hidden)))
    return rename_unseen(engine, exchange(hidden, drawn), PLACES)


def hand_returns(engine: PenneechState) -> list[float]:
    """One hand's returns: the difference of the points scored in it."""
    points = [0, 0]
    for event in engine.events:
        if event.hand == 1:
            points[event.player] += event.points
    diff = float(points[0] - points[1])
    return [diff, -diff]


def encode(d: Slots, v: PenneechView, engine: PenneechState, player: int) -> None:
    """The view's fields (not the log) as one-hot slots, card bits and scalars."""
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
    if "opponent_hand" in d:
        card_bits(d["opponent_hand"], engine.hands[1 - player])


def bound(rules: PenneechRules, horizon: str) -> float:
    """+1/-1 for a game; a hand's points at most ``HAND_POINT_BOUND``."""
    return 1.0 if horizon == "game" else float(HAND_POINT_BOUND)


SPIEL: SpielFacts[PenneechRules, PenneechState, PenneechView] = SpielFacts(
    long_name="Python Penneech (Cotton 1674)",
    phases=PHASES,
    tensor=(("to_move", 4), ("dealer", 2), ("leader", 2), ("trump", 5), ("lead_card", 53),
            ("turned", 7 * 53), ("tricks", 7 * (2 + 52 + 52 + 2)), ("tricks_won", 2 * 8),
            ("opponent_cards", 8), ("stock_size", 1), ("hand_no", 1), ("scores", 2),
            ("pending", 2), ("winner", 3), ("pack", 52)),
    private_tensor=(("hand", 52),),
    everyone_tensor=(("opponent_hand", 52),),
    blanked={"hand": 0, "legal": ()},
    encode=encode,
    action_string=action_name,
    chance_string=lambda engine, action: f"{engine.phase}:{card_name(action)}",
    bound=bound,
    places=PLACES,
    world=world,
    # the lift and one hand, counted as a game's are (``game.HAND_ACTIONS``)
    cut={"hand": Cut[Any, PenneechState](ends=lambda engine: engine.hand_no > 1,
                                 returns=hand_returns,
                                 longest=lambda rules: 52 + HAND_ACTIONS * 4)},
)
