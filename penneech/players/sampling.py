"""Worlds consistent with what one player has seen: the basis of the expert's search.

The opponent's hand and the order of the stock are drawn from the cards this player has
not seen, respecting the voids the opponent has shown. What a card played to a trick shows
is the follow rule read backwards (``tricks.voids_shown``): under ``must_follow`` a player
who did not follow suit has none of the suit led; under ``follow_or_trump`` one who neither
followed nor trumped has none; under ``free`` play reveals nothing.
"""

from __future__ import annotations

import random

from penneech.cards import Card, CardSet, cards_in
from penneech.players.solver import World
from penneech.tricks import SUIT, TURNUP_VALUE, TURNUPS_PER_HAND, voids_shown
from penneech.view import PlayerView


def opponent_voids(view: PlayerView) -> CardSet:
    """The cards the opponent cannot hold, as shown by failures to follow this hand."""
    opp = 1 - view.player
    void = 0
    for trick in view.tricks:
        if 1 - trick.leader == opp:
            void |= voids_shown(trick.lead, trick.follow, trick.trump, view.rules.follow)
    return void


def race_scores(view: PlayerView) -> tuple[int, int]:
    """The points each seat counts towards the target before the rest of this hand.

    Under ``scoring=end_of_hand`` the points of the hand so far are pending and join the
    scores when the hand ends (Cotton p. 149, C16-C17, as read by option ``scoring``).
    """
    return (view.scores[0] + view.pending[0], view.scores[1] + view.pending[1])


def expected_turn_points(stock: list[Card], turns: tuple[Card, ...],
                         known: int) -> tuple[float, ...]:
    """What each turn-up scores on average once only its suit is known.

    The first ``known`` turn-ups have been seen and score their value. A card still to be
    turned scores, on average, the mean value (``tricks.TURNUP_VALUE``) of the ``stock``
    cards of its suit; the last turn-up, which sets no trump, the mean of the whole stock.
    """
    total = [0, 0, 0, 0]
    count = [0, 0, 0, 0]
    for c in stock:
        total[SUIT[c]] += TURNUP_VALUE[c]
        count[SUIT[c]] += 1
    points = [float(TURNUP_VALUE[c]) for c in turns[:known]]
    for c in turns[known:TURNUPS_PER_HAND - 1]:
        points.append(total[SUIT[c]] / count[SUIT[c]])
    if known < TURNUPS_PER_HAND:
        points.append(sum(total) / len(stock))
    return tuple(points)


def sample_world(view: PlayerView, rng: random.Random, race: bool = False,
                 suits_only: bool = False) -> World:
    """A full deal consistent with ``view``: hands by seat and every turn-up still to come.

    With ``race`` the world carries the match scores, so the search plays for the target.
    With ``suits_only`` the search knows only the suits of the cards still to be turned
    (the trumps to come), each scoring the average of its suit (``expected_turn_points``):
    which turn-up brings the Ace or Penneech stays a matter of chance, as at the table.
    """
    me, opp = view.player, 1 - view.player
    unseen = list(cards_in(view.unseen))
    voids = opponent_voids(view)
    allowed = [c for c in unseen if not voids >> c & 1]
    theirs = rng.sample(allowed, view.opponent_cards)
    taken = set(theirs)
    stock: list[Card] = [c for c in unseen if c not in taken]
    rng.shuffle(stock)
    hands = [0, 0]
    hands[me] = view.hand
    hands[opp] = sum(1 << c for c in theirs)
    turns = tuple(view.turned) + tuple(stock[: TURNUPS_PER_HAND - len(view.turned)])
    points = expected_turn_points(stock, turns, len(view.turned)) if suits_only else None
    return World((hands[0], hands[1]), view.leader, len(view.tricks), view.tricks_won, turns,
                 view.lead_card, race_scores(view) if race else None, points)
