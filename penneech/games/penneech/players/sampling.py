"""Worlds consistent with what one player has seen: the basis of the expert's search.

The opponent's hand and the order of the stock are drawn from the cards this player has
not seen, respecting the voids the opponent has shown. What a card played to a trick shows
is the follow rule read backwards (``tricks.voids_shown``): under ``must_follow`` a player
who did not follow suit has none of the suit led; under ``follow_or_trump`` one who neither
followed nor trumped has none; under ``free`` play reveals nothing.

The opponent's hand is drawn from every unseen card he may hold, not from the likely ones.
Two readings of his play were tried on top and not kept, each against the same expert
without it in duplicate games against ``expert-2025`` (seeds from 0, both seats, McLeod's
reading):

- His follows read as those of a player who wins every trick he can and plays no card when
  a weaker one of its suit would do as well (so a follower who discarded rather than trump
  holds no trump). That is what the greedy player does, and what the previous expert did in
  561 of its 562 follows with a choice in 60 games. The worlds held more of his true cards,
  but the expert won 1.7 games of 100 fewer (standard error 2.3, 349 paired games), and the
  reading misjudges a person who keeps a trump back. Reading only the tricks he could have
  won: 1.1 of 100 more (standard error 1.8, 350 games).
- His leads as well (a player holding trumps, above all a trump honour, mostly leads one,
  and then his highest; fitted to the previous expert's 811 leads with a choice): 0.4 of
  100 fewer (standard error 2.5, 267 games, on top of the follow reading).

``scripts/sighted.py --game penneech --sight hands`` measures what any reading could win:
the expert's own worlds, each holding the opponent's true hand (``in_sight``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from penneech.core.cards import Card, CardSet, cards_in
from penneech.games.penneech.players.solver import World
from penneech.games.penneech.tricks import SUIT, TURNUP_VALUE, TURNUPS_PER_HAND, voids_shown
from penneech.games.penneech.view import PenneechView


def opponent_voids(view: PenneechView) -> CardSet:
    """The cards the opponent cannot hold, as shown by failures to follow this hand."""
    opp = 1 - view.player
    void = 0
    for trick in view.tricks:
        if 1 - trick.leader == opp:
            assert trick.trump is not None  # a Penneech trick is played under a trump (C2)
            void |= voids_shown(trick.lead, trick.follow, trick.trump, view.rules.follow)
    return void


def race_scores(view: PenneechView) -> tuple[int, int]:
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


def world_sampler(view: PenneechView, race: bool = False, suits_only: bool = False,
                  in_sight: CardSet | None = None) -> Callable[[random.Random], World]:
    """Draw full deals consistent with ``view``: hands by seat and every turn-up to come.

    What the view shows is read once; each call of the result draws one world, the
    opponent's hand from the unseen cards of the suits he may hold (``opponent_voids``).
    With ``race`` the world carries the match scores, so the search plays for the target.
    With ``suits_only`` the search knows only the suits of the cards still to be turned
    (the trumps to come), each scoring the average of its suit (``expected_turn_points``):
    which turn-up brings the Ace or Penneech stays a matter of chance, as at the table.
    ``in_sight`` is the opponent's true hand, for a bound on what reading it could win
    (``scripts/sighted.py --sight hands``): every world then holds it, and only the stock
    is drawn. No player is ever given it.
    """
    me, opp = view.player, 1 - view.player
    unseen = list(cards_in(view.unseen))
    voids = opponent_voids(view)
    allowed = [c for c in unseen if not voids >> c & 1]
    scores = race_scores(view) if race else None
    to_turn = TURNUPS_PER_HAND - len(view.turned)

    def draw(rng: random.Random) -> World:
        theirs = in_sight if in_sight is not None else sum(
            1 << c for c in rng.sample(allowed, view.opponent_cards))
        stock: list[Card] = [c for c in unseen if not theirs >> c & 1]
        rng.shuffle(stock)
        hands = [0, 0]
        hands[me] = view.hand
        hands[opp] = theirs
        turns = tuple(view.turned) + tuple(stock[:to_turn])
        points = expected_turn_points(stock, turns, len(view.turned)) if suits_only else None
        return World((hands[0], hands[1]), view.leader, len(view.tricks), view.tricks_won,
                     turns, view.lead_card, scores, points)

    return draw


def sample_world(view: PenneechView, rng: random.Random, race: bool = False,
                 suits_only: bool = False) -> World:
    """One full deal consistent with ``view`` (``world_sampler``)."""
    return world_sampler(view, race, suits_only)(rng)
