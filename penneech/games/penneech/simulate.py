"""Fast random play-outs of whole deals, for benchmarks and statistics.

``PenneechState`` checks every action and keeps a full history; a play-out needs none of that.
This module plays one deal with random legal cards on plain lists and returns the points
each player made. It writes no rule of its own: the follow rule is ``tricks.legal_follows``,
a trick's winner and its counting cards come from ``tricks.trick_outcomes`` (a table built
from ``trick_winner``, ``counter_value`` and ``counter_owner``), and the first turn-up, the
first lead, the turn-ups and the card count from the functions and tables of
``penneech.games.penneech.tricks``. A property test plays deals here and through
``PenneechState`` and requires the same cards and points (``tests/test_engine_properties.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from penneech.core.cards import Card, pack
from penneech.games.penneech.rules import FirstLead, FirstTurnup, Follow, PenneechRules
from penneech.games.penneech.tricks import (
    ALL_CARDS,
    CARD_COUNT_BONUS,
    CARDS_PER_DEAL,
    FOLLOW_ALLOWED,
    HAND_SIZE,
    SUIT,
    TRICKS_PER_HAND,
    TURNUP_VALUE,
    TrickOutcomes,
    first_leader,
    first_turnup_scorer,
    trick_outcomes,
)


@dataclass(frozen=True, slots=True)
class DealRules:
    """The parts of ``PenneechRules`` a single deal needs, as flat values and tables."""

    pack: tuple[Card, ...]
    outcomes: TrickOutcomes
    follow: Follow
    first_turnup: FirstTurnup
    first_lead: FirstLead

    @classmethod
    def of(cls, rules: PenneechRules) -> DealRules:
        """Tables for ``rules``."""
        return cls(
            pack=tuple(pack(rules.pack)),
            outcomes=trick_outcomes(rules.counters, rules.honours_to),
            follow=rules.follow,
            first_turnup=rules.first_turnup,
            first_lead=rules.first_lead,
        )


def random_deal(dr: DealRules, rng: random.Random, dealer: int = 0,
                trace: list[Card] | None = None) -> list[int]:
    """Shuffle, deal, play seven tricks with random legal cards and score them.

    Only the 22 cards a deal uses are drawn (``random.sample``: a partial Fisher-Yates
    shuffle, with the same distribution as the top of a fully shuffled pack). Returns the
    points of players 0 and 1 for the deal (turned cards, counting cards and the
    card count), as if the target were out of reach. With ``trace`` given, the shuffled pack
    (first 22 cards: 14 dealt, non-dealer first, then 8 turned) and the 14 cards played are
    appended to it, for replaying the deal through ``PenneechState``. Throw-ins are not taken.

    >>> from penneech.games.penneech.rules import PenneechRules
    >>> random_deal(DealRules.of(PenneechRules.parse("parlett")), random.Random(4))
    [2, 29]
    """
    deck = rng.sample(dr.pack, CARDS_PER_DEAL)
    rnd = rng.random
    dealt = 2 * HAND_SIZE
    # One card at a time, non-dealer first (C1, C9).
    first, second = deck[0:dealt:2], deck[1:dealt:2]
    hands = [second, first] if dealer == 0 else [first, second]
    turned = deck[dealt:]
    if trace is not None:
        trace.extend(deck)
    points = [0, 0]
    won = [0, 0]
    outcomes = dr.outcomes
    allowed_by_trump = FOLLOW_ALLOWED[dr.follow]
    up = turned[0]
    trump = SUIT[up]
    scorer = first_turnup_scorer(dealer, dr.first_turnup)
    if scorer is not None:
        points[scorer] += TURNUP_VALUE[up]
    leader = first_leader(dealer, dr.first_lead)
    for t in range(1, TRICKS_PER_HAND + 1):
        lh = hands[leader]
        lead = lh.pop(int(rnd() * len(lh)))
        other = 1 - leader
        fh = hands[other]
        # tricks.legal_follows on a list: bound by FOLLOW_ALLOWED only when holding the suit.
        options = fh
        allowed = allowed_by_trump[trump][lead]
        if allowed != ALL_CARDS:
            suit = SUIT[lead]
            for c in fh:
                if SUIT[c] == suit:
                    options = [c for c in fh if allowed >> c & 1]
                    break
        card = options[int(rnd() * len(options))]
        fh.remove(card)
        if trace is not None:
            trace.append(lead)
            trace.append(card)
        second_won, to_leader, to_other = outcomes[trump][lead][card]
        points[leader] += to_leader
        points[other] += to_other
        winner = leader ^ second_won
        won[winner] += 1
        up = turned[t]
        points[winner] += TURNUP_VALUE[up]  # turnup_scorer(winner) is the winner
        trump = SUIT[up]
        leader = winner  # next_leader(winner) is the winner
    points[0] += CARD_COUNT_BONUS[won[0]]
    points[1] += CARD_COUNT_BONUS[won[1]]
    return points
