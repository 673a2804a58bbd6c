"""Worlds consistent with what one player has seen: the basis of the expert's search.

The opponent's hand and the order of the stock are drawn from the cards this player has
not seen, respecting the voids the opponent has shown: under ``must_follow`` a player who
did not follow suit has none of the suit led; under ``follow_or_trump`` one who neither
followed nor trumped has none; under ``free`` play reveals nothing.
"""

from __future__ import annotations

import random

from penneech.cards import SUIT_MASKS, Card, CardSet, cards_in
from penneech.players.solver import World
from penneech.view import PlayerView


def opponent_voids(view: PlayerView) -> CardSet:
    """The cards the opponent cannot hold, as shown by failures to follow this hand."""
    rule = view.rules.follow
    if rule == "free":
        return 0
    opp = 1 - view.player
    void = 0
    for trick in view.tricks:
        if 1 - trick.leader != opp:
            continue
        led = trick.lead // 13
        played = trick.follow // 13
        if played == led:
            continue
        if rule == "follow_or_trump" and played == trick.trump:
            continue
        void |= SUIT_MASKS[led]
    return void


def sample_world(view: PlayerView, rng: random.Random) -> World:
    """A full deal consistent with ``view``: hands by seat and every turn-up still to come."""
    me, opp = view.player, 1 - view.player
    unseen = list(cards_in(view.unseen))
    allowed = [c for c in unseen if not (opponent_voids(view) >> c) & 1]
    theirs = rng.sample(allowed, view.opponent_cards)
    taken = set(theirs)
    stock: list[Card] = [c for c in unseen if c not in taken]
    rng.shuffle(stock)
    hands = [0, 0]
    hands[me] = view.hand
    hands[opp] = sum(1 << c for c in theirs)
    turns = tuple(view.turned) + tuple(stock[: 8 - len(view.turned)])
    return World((hands[0], hands[1]), view.leader, len(view.tricks), view.tricks_won, turns,
                 view.lead_card)
