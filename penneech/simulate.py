"""Fast random play-outs of whole deals, for benchmarks, statistics and computer players.

``State`` checks every action and keeps a full history; a play-out needs none of that.
This module plays one deal with random legal cards on plain lists, using the rule tables of
``penneech.tricks`` (ranking, trick winner, card values), and returns the points each
player made. The test suite replays every play-out through ``State`` and checks that both
give the same points, so the two cannot drift apart.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from penneech.cards import Card, pack
from penneech.rules import Rules
from penneech.tricks import COUNTER_TABLES, POWER, TURNUP_VALUE, card_count_bonus

SUIT: tuple[int, ...] = tuple(c // 13 for c in range(52))


@dataclass(frozen=True, slots=True)
class DealRules:
    """The parts of ``Rules`` a single deal needs, as flat values and tables."""

    pack: tuple[Card, ...]
    values: tuple[tuple[int, ...], ...]
    follow: int  # 0 must follow, 1 follow or trump, 2 free
    dealer_scores_first: bool
    dealer_leads: bool
    to_winner: bool

    @classmethod
    def of(cls, rules: Rules) -> DealRules:
        """Tables for ``rules``."""
        return cls(
            pack=tuple(pack(rules.pack)),
            values=COUNTER_TABLES[rules.counters],
            follow=("must_follow", "follow_or_trump", "free").index(rules.follow),
            dealer_scores_first=rules.first_turnup == "dealer_scores",
            dealer_leads=rules.first_lead == "dealer",
            to_winner=rules.honours_to == "winner",
        )


def random_deal(dr: DealRules, rng: random.Random, dealer: int = 0,
                trace: list[Card] | None = None) -> list[int]:
    """Shuffle, deal, play seven tricks with random legal cards and score them.

    Only the 22 cards a deal uses are drawn (``random.sample``: a partial Fisher-Yates
    shuffle, with the same distribution as the top of a fully shuffled pack). Returns the
    points of players 0 and 1 for the deal (turned cards, counting cards and the
    card count), as if the target were out of reach. With ``trace`` given, the shuffled pack
    (first 22 cards: 14 dealt, non-dealer first, then 8 turned) and the 14 cards played are
    appended to it, for replaying the deal through ``State``. Throw-ins are not taken.
    """
    # The 22 cards a deal uses, in pack order: a partial shuffle, same distribution.
    deck = rng.sample(dr.pack, 22)
    rnd = rng.random
    hands = [deck[1:14:2], deck[0:14:2]] if dealer == 0 else [deck[0:14:2], deck[1:14:2]]
    turned = deck[14:22]
    if trace is not None:
        trace.extend(deck[:22])
    points = [0, 0]
    won = [0, 0]
    values = dr.values
    follow = dr.follow
    to_winner = dr.to_winner
    first = turned[0]
    trump = SUIT[first]
    if dr.dealer_scores_first:
        points[dealer] += TURNUP_VALUE[first]
    leader = dealer if dr.dealer_leads else 1 - dealer
    for t in range(1, 8):
        lh = hands[leader]
        lead = lh.pop(int(rnd() * len(lh)))
        fh = hands[1 - leader]
        suit = SUIT[lead]
        options = fh
        if follow != 2:
            same = [c for c in fh if SUIT[c] == suit]
            if same:
                options = same if follow == 0 else [
                    c for c in fh if SUIT[c] == suit or SUIT[c] == trump]
        card = options[int(rnd() * len(options))]
        fh.remove(card)
        fs = SUIT[card]
        if fs == suit:
            winner = 1 - leader if POWER[card] > POWER[lead] else leader
        else:
            winner = 1 - leader if fs == trump else leader
        if trace is not None:
            trace.append(lead)
            trace.append(card)
        row = values[trump]
        if to_winner:
            points[winner] += row[lead] + row[card]
        else:
            points[leader] += row[lead]
            points[1 - leader] += row[card]
        won[winner] += 1
        nxt = turned[t]
        points[winner] += TURNUP_VALUE[nxt]
        trump = SUIT[nxt]
        leader = winner
    points[0] += card_count_bonus(won[0])
    points[1] += card_count_bonus(won[1])
    return points
