"""What All-Fours declares for its OpenSpiel adapter, ``python_allfours`` (standard library
only; the generic ``penneech.openspiel.adapter`` builds the game from it and the registry).

- **Parameters** (``penneech.openspiel.parameters.parameters("allfours")``). ``preset``
  (``cotton1674``, the default, ``running``, ``seven_up``) and every rule option of
  ``allfours.options.OPTIONS`` under its own id; the target is a number (``0`` takes the
  preset's value), the others text (``""`` takes the preset's value). ``horizon`` is
  ``game`` (to the target) or ``deal`` (a single deal).
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
  the player's view is unchanged; see ``world``.
"""

from __future__ import annotations

import random

from penneech.core.cards import cards_in
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
from penneech.games.allfours.actions import action_name
from penneech.games.allfours.players.expert import voids
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import CHANCE, PACK, AllFoursState
from penneech.games.allfours.view import AllFoursView, view_of

PHASES = ("first_dealer", "deal", "beg", "give", "discard", "play", "over")
#: A bound on one player's points in one deal: an Ace turned up (4), the gift (1), the
#: trump Ace, King and Queen won in play (9), High, Low, Jack and Game (4).
DEAL_POINT_BOUND = 18

#: Where an All-Fours deal's cards lie (``penneech.core.spiel.rename_unseen``): the hands,
#: the hands as play began, the cards laid out; the deal's order.
PLACES = CardPlaces(sets=("hands", "in_play", "laid_out"), lists=("dealt",), cards=PACK)


def world(engine: AllFoursState, player: int, rng: random.Random) -> AllFoursState:
    """A state ``player`` cannot tell from this one: the other hand drawn uniformly
    from the cards ``player`` has not seen, none of a suit the other has shown to be
    void of (``players.expert.voids``), then the cards the other laid out; the pack's
    rest is what remains. The deal and its history are renamed by
    ``penneech.core.spiel.rename_unseen``."""
    view = view_of(engine, player)
    opp = 1 - player
    seen = (view.hand | view.laid_out | played_this_deal(view, 0) | played_this_deal(view, 1))
    for c in view.turned:
        seen |= 1 << c
    unseen = ((1 << PACK) - 1) & ~seen
    hand = list(cards_in(engine.hands[opp]))
    laid = list(cards_in(engine.laid_out[opp]))
    allowed = list(cards_in(unseen & ~voids(view.tricks, opp, view.trump)))
    drawn_hand = rng.sample(allowed, len(hand))
    rest = [c for c in cards_in(unseen) if c not in drawn_hand]
    drawn_laid = rng.sample(rest, len(laid))
    return rename_unseen(engine, exchange(hand + laid, drawn_hand + drawn_laid), PLACES)


def hidden(engine: AllFoursState, player: int) -> tuple[str, int]:
    """The other player's hidden cards: the hand and the cards laid out."""
    opp = 1 - player
    return "opponent_hand", int(engine.hands[opp] | engine.laid_out[opp])


def encode(d: Slots, v: AllFoursView, engine: AllFoursState, player: int) -> None:
    """The view's fields (not the log) as one-hot slots, card bits and scalars."""
    one_hot(d["to_move"], {0: 0, 1: 1, CHANCE: 2}.get(v.to_move, 3))
    one_hot(d["dealer"], v.dealer)
    one_hot(d["leader"], v.leader)
    one_hot(d["trump"], 4 if v.trump < 0 else v.trump)
    one_hot(d["lead_card"], PACK if v.lead_card is None else v.lead_card)
    for c in v.turned:
        d["turned"][c] = 1
    for seat in (0, 1):
        card_bits(d["played"][seat * PACK:(seat + 1) * PACK], played_this_deal(v, seat))
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
    if "opponent_hand" in d:
        card_bits(d["opponent_hand"], hidden(engine, player)[1])


SPIEL: SpielFacts[AllFoursRules, AllFoursState, AllFoursView] = SpielFacts(
    long_name="Python All-Fours (Cotton 1674, Foster 1897)",
    phases=PHASES,
    tensor=(("to_move", 4), ("dealer", 2), ("leader", 2), ("trump", 5),
            ("lead_card", PACK + 1), ("turned", PACK), ("played", 2 * PACK),
            ("won", 2 * PACK), ("opponent_cards", 1), ("begged", 1), ("ran", 1),
            ("deal_no", 1), ("scores", 2), ("winner", 3)),
    private_tensor=(("hand", PACK), ("laid_out", PACK)),
    everyone_tensor=(("opponent_hand", PACK),),
    blanked={"hand": 0, "laid_out": 0, "legal": ()},
    encode=encode,
    action_string=action_name,
    chance_string=lambda engine, action: f"{engine.phase}:{action_name(action)}",
    bound=lambda rules, horizon: 1.0 if horizon == "game" else float(DEAL_POINT_BOUND),
    places=PLACES,
    world=world,
    everyone=hidden,
)
