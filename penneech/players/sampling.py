"""Worlds consistent with what one player has seen: the basis of the expert's search.

The opponent's hand and the order of the stock are drawn from the cards this player has
not seen, respecting the voids the opponent has shown. What a card played to a trick shows
is the follow rule read backwards (``tricks.voids_shown``): under ``must_follow`` a player
who did not follow suit has none of the suit led; under ``follow_or_trump`` one who neither
followed nor trumped has none; under ``free`` play reveals nothing.

The expert also reads the opponent's follows this hand (``opponent_reading``) as those of a
player who wins every trick he can and plays no card when a weaker one of its suit would do
as well. That is what the greedy player's rules of thumb do, and what the previous expert
did in 561 of its 562 follows with a choice in 60 games against the expert;
``tests/test_players.py`` checks it over whole games of the greedy player and of both
experts. A follower who lost a trick held no card that would have won it and was his to
play; one who won it, or threw a card, held no weaker card of that suit that counts as much
and would have won or lost alike. A player who follows otherwise (a person may keep a trump
back) can make the reading wrong; where it leaves too few cards for his hand, only the
voids are kept. The OpenSpiel worlds (``openspiel_game.py``) keep only the voids: they must
hold every deal the information state allows, not the likely ones.

Tried and not kept: weighting the worlds by the opponent's leads as well (a player holding
trumps, above all a trump honour, mostly leads one, and then his highest; fitted to the
previous expert's 811 leads with a choice). The worlds held more of his true cards, but the
expert won no more games against ``expert-2025``: 0.4 of 100 fewer (standard error 2.5, 267
games paired on the same cards).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from penneech.cards import SUIT_MASKS, Card, CardSet, cards_in
from penneech.players.solver import World
from penneech.rules import Counters, Follow
from penneech.tricks import (
    ALL_CARDS,
    BEATS,
    COUNTER_TABLES,
    FOLLOW_ALLOWED,
    POWER,
    SUIT,
    TURNUP_VALUE,
    TURNUPS_PER_HAND,
    voids_shown,
)
from penneech.view import PlayerView


def opponent_voids(view: PlayerView) -> CardSet:
    """The cards the opponent cannot hold, as shown by failures to follow this hand."""
    opp = 1 - view.player
    void = 0
    for trick in view.tricks:
        if 1 - trick.leader == opp:
            void |= voids_shown(trick.lead, trick.follow, trick.trump, view.rules.follow)
    return void


def winners_declined(lead: Card, follow: Card, trump: int, rule: Follow) -> CardSet:
    """The cards a second player who lost the trick with ``follow`` did not hold, if he
    always wins a trick he can win.

    Those are the cards that would have beaten ``lead`` and been legal from his hand: when
    ``follow`` shows a void in the led suit (``voids_shown``) every card was legal, else the
    cards the follow rule allows to a hand holding the led suit.
    """
    if voids_shown(lead, follow, trump, rule):
        allowed = ALL_CARDS
    else:
        allowed = FOLLOW_ALLOWED[rule][trump][lead]
    return BEATS[trump][lead] & allowed


def weaker_alike(lead: Card, follow: Card, trump: int, counters: Counters) -> CardSet:
    """The cards a second player who played ``follow`` to ``lead`` did not hold, if he
    never plays a card when a weaker one would do as well.

    Those are the weaker cards of ``follow``'s suit that count as much
    (``tricks.COUNTER_TABLES``) and would have won or lost the trick as ``follow`` did:
    they were legal whenever ``follow`` was. A weaker card that counts more is not ruled
    out: one player keeps it back, another banks it.
    """
    values = COUNTER_TABLES[counters][trump]
    beats = BEATS[trump][lead]
    wins = beats >> follow & 1
    return sum(1 << c for c in cards_in(SUIT_MASKS[SUIT[follow]])
               if POWER[c] < POWER[follow] and values[c] == values[follow]
               and beats >> c & 1 == wins)


def opponent_reading(view: PlayerView) -> CardSet:
    """The cards the opponent's follows this hand show he does not hold, read as a player
    who wins every trick he can, with the weakest card that does as well, and otherwise
    plays the weakest card of its suit."""
    opp = 1 - view.player
    out = 0
    for trick in view.tricks:
        if 1 - trick.leader != opp:
            continue
        if trick.winner == trick.leader:
            out |= winners_declined(trick.lead, trick.follow, trick.trump, view.rules.follow)
        out |= weaker_alike(trick.lead, trick.follow, trick.trump, view.rules.counters)
    return out


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


def world_sampler(view: PlayerView, race: bool = False, suits_only: bool = False,
                  read_plays: bool = False,
                  in_sight: CardSet | None = None) -> Callable[[random.Random], World]:
    """Draw full deals consistent with ``view``: hands by seat and every turn-up to come.

    What the view shows is read once; each call of the result draws one world. The
    opponent's hand is drawn from the unseen cards he may hold: none of a suit he has shown
    he lacks (``opponent_voids``) and, with ``read_plays``, none his follows this hand rule
    out (``opponent_reading``), unless that leaves too few cards (he did not play so).
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
    ruled = opponent_voids(view)
    allowed = [c for c in unseen if not ruled >> c & 1]
    if read_plays:
        ruled |= opponent_reading(view)
        narrow = [c for c in unseen if not ruled >> c & 1]
        if len(narrow) >= view.opponent_cards:
            allowed = narrow
    scores = race_scores(view) if race else None
    to_turn = TURNUPS_PER_HAND - len(view.turned)

    def draw(rng: random.Random) -> World:
        theirs = rng.sample(allowed, view.opponent_cards) if in_sight is None \
            else list(cards_in(in_sight))
        taken = set(theirs)
        stock: list[Card] = [c for c in unseen if c not in taken]
        rng.shuffle(stock)
        hands = [0, 0]
        hands[me] = view.hand
        hands[opp] = sum(1 << c for c in theirs)
        turns = tuple(view.turned) + tuple(stock[:to_turn])
        points = expected_turn_points(stock, turns, len(view.turned)) if suits_only else None
        return World((hands[0], hands[1]), view.leader, len(view.tricks), view.tricks_won,
                     turns, view.lead_card, scores, points)

    return draw


def sample_world(view: PlayerView, rng: random.Random, race: bool = False,
                 suits_only: bool = False, read_plays: bool = False) -> World:
    """One full deal consistent with ``view`` (``world_sampler``)."""
    return world_sampler(view, race, suits_only, read_plays)(rng)
