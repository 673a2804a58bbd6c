"""Double-dummy search of the rest of a hand when every card and every turn-up is known.

A *world* fixes both hands and the order of the cards still to be turned up. The search
plays the remaining tricks with alpha-beta and a transposition table keyed at trick
boundaries, and returns the point difference (seat 0 minus seat 1) that best play by both
sides yields for the rest of the hand: counting cards won (or held, by option), turned cards
and the card count. It uses the rule tables of ``penneech.tricks`` (ranking, follow rule,
card values); ``tests/test_players_solver.py`` checks it against brute force through
``State``.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.cards import Card, CardSet
from penneech.rules import Rules
from penneech.tricks import COUNTER_TABLES, POWER, TURNUP_VALUE, card_count_bonus, legal_follows

INF = 10_000.0
EXACT, LOWER, UPPER = 0, 1, 2


@dataclass(frozen=True, slots=True)
class World:
    """A position at a trick boundary or after a lead, with everything known.

    ``turns[i]`` is the card turned before trick ``i`` of the hand (``turns[0]`` before the
    first trick) and ``turns[7]`` the card turned after the seventh; only the entries from
    the current trick on are used. ``won`` counts the tricks each seat has taken so far.
    """

    hands: tuple[CardSet, CardSet]
    leader: int
    trick: int
    won: tuple[int, int]
    turns: tuple[Card, ...]
    lead_card: Card | None = None


def _bits(m: CardSet) -> list[Card]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def _order(cards: list[Card]) -> list[Card]:
    """Strong cards first: good for alpha-beta cut-offs."""
    return sorted(cards, key=lambda c: -POWER[c])


class Solver:
    """Exact search for one rule set; reuse it across worlds (the tables are per rule set)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.values = COUNTER_TABLES[rules.counters]
        self.to_winner = rules.honours_to == "winner"
        self.follow = rules.follow
        self.nodes = 0

    # The value of a finished trick for seat 0, and its winner.
    def _trick(self, leader: int, lead: Card, follow: Card, trump: int, trick: int,
               turns: tuple[Card, ...]) -> tuple[float, int]:
        ls, fs = lead // 13, follow // 13
        if fs == ls:
            winner = 1 - leader if POWER[follow] > POWER[lead] else leader
        else:
            winner = 1 - leader if fs == trump else leader
        row = self.values[trump]
        sign_w = 1.0 if winner == 0 else -1.0
        if self.to_winner:
            value = sign_w * (row[lead] + row[follow])
        else:
            sign_l = 1.0 if leader == 0 else -1.0
            value = sign_l * (row[lead] - row[follow])
        value += sign_w * TURNUP_VALUE[turns[trick + 1]]
        return value, winner

    def value(self, world: World) -> float:
        """Seat 0's point difference over the rest of the hand under best play."""
        self.table: dict[tuple[int, int, int, int], tuple[float, int]] = {}
        self.turns = world.turns
        if world.lead_card is None:
            return self._node(world.hands[0], world.hands[1], world.leader, world.won[0],
                              world.trick, -INF, INF)
        return self._after_lead(world.hands[0], world.hands[1], world.leader, world.won[0],
                                world.trick, world.lead_card, -INF, INF)

    def action_values(self, world: World) -> dict[Card, float]:
        """Seat 0's point difference for each card the player to move may play."""
        self.table = {}
        self.turns = world.turns
        h0, h1 = world.hands
        leader, trick, won0 = world.leader, world.trick, world.won[0]
        trump = self.turns[trick] // 13
        result: dict[Card, float] = {}
        if world.lead_card is None:
            hand = h0 if leader == 0 else h1
            for a in _bits(hand):
                n0, n1 = (h0 ^ (1 << a), h1) if leader == 0 else (h0, h1 ^ (1 << a))
                result[a] = self._after_lead(n0, n1, leader, won0, trick, a, -INF, INF)
            return result
        lead = world.lead_card
        follower = 1 - leader
        hand = h1 if follower == 1 else h0
        for b in _bits(legal_follows(hand, lead, trump, self.follow)):
            result[b] = self._finish_trick(h0, h1, leader, won0, trick, lead, b)
        return result

    def _finish_trick(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int,
                      lead: Card, follow: Card) -> float:
        trump = self.turns[trick] // 13
        if leader == 0:
            h1 ^= 1 << follow
        else:
            h0 ^= 1 << follow
        v, winner = self._trick(leader, lead, follow, trump, trick, self.turns)
        return v + self._node(h0, h1, winner, won0 + (winner == 0), trick + 1, -INF, INF)

    def _node(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int,
              alpha: float, beta: float) -> float:
        """Value at a trick boundary, seat ``leader`` to lead trick ``trick`` (0-based)."""
        if trick == 7:
            return float(card_count_bonus(won0) - card_count_bonus(7 - won0))
        key = (h0, h1, leader, won0)
        entry = self.table.get(key)
        if entry is not None:
            v, flag = entry
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        self.nodes += 1
        a0, b0 = alpha, beta
        hand = h0 if leader == 0 else h1
        maximize = leader == 0
        best = -INF if maximize else INF
        for a in _order(_bits(hand)):
            n0, n1 = (h0 ^ (1 << a), h1) if leader == 0 else (h0, h1 ^ (1 << a))
            v = self._after_lead(n0, n1, leader, won0, trick, a, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                alpha = max(alpha, best)
            else:
                if v < best:
                    best = v
                beta = min(beta, best)
            if alpha >= beta:
                break
        flag = EXACT
        if best <= a0:
            flag = UPPER
        elif best >= b0:
            flag = LOWER
        self.table[key] = (best, flag)
        return best

    def _after_lead(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int,
                    lead: Card, alpha: float, beta: float) -> float:
        """Value after ``lead``; the other seat chooses its card."""
        trump = self.turns[trick] // 13
        follower = 1 - leader
        hand = h1 if follower == 1 else h0
        legal = legal_follows(hand, lead, trump, self.follow)
        maximize = follower == 0
        best = -INF if maximize else INF
        turns = self.turns
        for b in _order(_bits(legal)):
            v, winner = self._trick(leader, lead, b, trump, trick, turns)
            if follower == 1:
                child = self._node(h0, h1 ^ (1 << b), winner, won0 + (winner == 0), trick + 1,
                                   alpha - v, beta - v)
            else:
                child = self._node(h0 ^ (1 << b), h1, winner, won0 + (winner == 0), trick + 1,
                                   alpha - v, beta - v)
            v += child
            if maximize:
                if v > best:
                    best = v
                alpha = max(alpha, best)
            else:
                if v < best:
                    best = v
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

