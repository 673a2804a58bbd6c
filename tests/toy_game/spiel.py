"""What High Card declares for its OpenSpiel adapter, ``python_toy``: all a game adds to be
played in OpenSpiel by the package's generic adapter (``penneech.openspiel.adapter``),
standard library only, as ``penneech.core.spiel`` describes.

The observation tensor holds who leads, the card led, the cards each seat has played, the
scores and, for the player's own observer, the hand; a world for search gives the other
hand from the cards the player has not seen (the other hand and the cards left undealt).
"""

from __future__ import annotations

import random

from penneech.core.cards import card_name, cards_in
from penneech.core.spiel import (
    CardPlaces,
    Slots,
    SpielFacts,
    card_bits,
    exchange,
    one_hot,
    rename_unseen,
)
from penneech.core.tricks import played_this_deal
from toy_game.rules import ToyRules
from toy_game.state import PACK, ToyState
from toy_game.view import ToyView, view_of

#: Where a deal's cards lie: the hands; the order dealt.
PLACES = CardPlaces(sets=("hands",), lists=("dealt",), cards=52)


def world(engine: ToyState, player: int, rng: random.Random) -> ToyState:
    """The other hand drawn uniformly from the cards ``player`` has not seen (neither in
    the hand nor played), the history re-dealt to match."""
    view = view_of(engine, player)
    seen = view.hand | played_this_deal(view, 0) | played_this_deal(view, 1)
    unseen = [c for c in PACK if not seen >> c & 1]
    hidden = list(cards_in(engine.hands[1 - player]))
    return rename_unseen(engine, exchange(hidden, rng.sample(unseen, len(hidden))), PLACES)


def encode(d: Slots, v: ToyView, engine: ToyState, player: int) -> None:
    """Who leads, the card led, the cards played, the scores (over the tricks), the hand."""
    one_hot(d["leader"], v.leader)
    one_hot(d["lead_card"], 52 if v.lead_card is None else v.lead_card)
    for seat in (0, 1):
        card_bits(d["played"][52 * seat:52 * seat + 52], played_this_deal(v, seat))
    d["scores"][:] = [s / v.rules.hand for s in v.scores]
    if "hand" in d:
        card_bits(d["hand"], v.hand)
    if "opponent_hand" in d:
        card_bits(d["opponent_hand"], engine.hands[1 - player])


SPIEL: SpielFacts[ToyRules, ToyState, ToyView] = SpielFacts(
    long_name="Python High Card (the tests' toy game)",
    phases=("deal", "play", "over"),
    tensor=(("leader", 2), ("lead_card", 53), ("played", 2 * 52), ("scores", 2)),
    private_tensor=(("hand", 52),),
    everyone_tensor=(("opponent_hand", 52),),
    blanked={"hand": 0, "deals": (), "legal": ()},
    encode=encode,
    action_string=card_name,
    chance_string=lambda engine, action: f"deal:{card_name(action)}",
    bound=lambda rules, horizon: 1.0,
    places=PLACES,
    world=world,
)
