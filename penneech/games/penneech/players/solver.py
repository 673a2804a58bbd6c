"""Double-dummy search of the rest of a hand when every card and every turn-up is known.

A *world* fixes both hands and the order of the cards still to be turned up. The search
plays the remaining tricks with alpha-beta and a transposition table keyed at trick
boundaries, and returns the value for seat 0 that best play by both sides yields for the
rest of the hand: the point difference (seat 0 minus seat 1) from counting cards (to the
winner or the holder, by option), turned cards and the card count.

The race to the target. When a world carries the match ``scores``, the search values the
match rather than the hand's points. It follows Cotton's order of scoring (the counting
cards of a trick, then the card turned by its winner, then the card count; C3-C8,
C14-C15): under ``scoring=immediate`` the first side to reach the target wins at once, under
``end_of_hand`` the totals are compared when the hand ends. A game won is worth ``WIN`` to
the winner; a game still open after the hand is valued by ``race_value``, from what each
side still needs, so a point counts for more the nearer the end, and most when it wins.

Every rule it applies is read from ``penneech.games.penneech.tricks`` (the trick outcome table
built from
the trick winner, the counting-card values and who scores them; the follow rule; the turn-up
values; the card count), so it cannot drift from the game state. ``tests/test_solver.py``
checks it against exhaustive minimax through ``PenneechState`` on full hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.search import INF, Search, Table, probe, store
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.tricks import (
    BEATS,
    CARD_COUNT_BONUS,
    POWER,
    SUIT,
    TRICKS_PER_HAND,
    TURNUP_VALUE,
    legal_follows,
    trick_outcomes,
)

#: The value of winning the game (for seat 0; losing it is ``-WIN``).
WIN = 100.0


@dataclass(frozen=True, slots=True)
class World:
    """A position at a trick boundary or after a lead, with everything known.

    ``turns[i]`` is the card turned before trick ``i`` of the hand (``turns[0]`` before the
    first trick) and ``turns[7]`` the card turned after the seventh; only the entries from
    the current trick on are used. ``won`` counts the tricks each seat has taken so far.
    ``scores``, when given, are the points each seat counts towards the target before the
    rest of the hand (under ``end_of_hand`` scoring: the scores plus the points pending);
    the search then plays the race to the target (values from ``-WIN`` to ``WIN``).
    Without it the target is ignored and values are points. ``turn_points``, when given,
    are the points each turn-up scores, by the same index as ``turns`` (for instance the
    expected value of a card of that suit, when only the suits are to be known); without it
    each scores its card's value.
    """

    hands: tuple[CardSet, CardSet]
    leader: int
    trick: int
    won: tuple[int, int]
    turns: tuple[Card, ...]
    lead_card: Card | None = None
    scores: tuple[int, int] | None = None
    turn_points: tuple[float, ...] | None = None


def race_value(need0: float, need1: float) -> float:
    """Seat 0's value of a game still open when seat 0 needs ``need0`` points, seat 1 ``need1``.

    A simple estimate of the chance to get there first, in proportion to what the other
    side still needs (``need1 / (need0 + need1)``), scaled to -``WIN`` … ``WIN``: equal
    needs are even, and a point counts for more the closer the game is to its end.
    """
    need0, need1 = max(need0, 1), max(need1, 1)
    return WIN * (need1 - need0) / (need0 + need1)


def _ascending(m: CardSet) -> tuple[Card, ...]:
    """The cards of ``m`` weakest first (Penneech, above the Ace, last of the diamonds)."""
    return tuple(sorted((c for c in range(52) if m >> c & 1), key=POWER.__getitem__))


class Solver(Search):
    """Exact search for one rule set; reuse it across worlds (the tables are per rule set)."""

    def __init__(self, rules: PenneechRules) -> None:
        self.rules = rules
        self.outcomes = trick_outcomes(rules.counters, rules.honours_to)
        self.follow = rules.follow
        self.immediate = rules.scoring == "immediate"
        self.target = rules.target
        self.nodes = 0
        self._up: dict[CardSet, tuple[Card, ...]] = {}
        self._down: dict[CardSet, tuple[Card, ...]] = {}
        self.table: Table = {}
        self.turns: tuple[Card, ...] = ()
        self.points: tuple[float, ...] = ()
        self.race = False
        self.need = (0, 0)

    # ----------------------------------------------------------------- move ordering
    def _weak_first(self, m: CardSet) -> tuple[Card, ...]:
        order = self._up.get(m)
        if order is None:
            order = self._up[m] = _ascending(m)
        return order

    def _strong_first(self, m: CardSet) -> tuple[Card, ...]:
        order = self._down.get(m)
        if order is None:
            order = self._down[m] = _ascending(m)[::-1]
        return order

    # ----------------------------------------------------------------- entry points
    def _start(self, world: World) -> None:
        self.table = {}
        self.turns = world.turns
        self.points = world.turn_points if world.turn_points is not None else tuple(
            float(TURNUP_VALUE[c]) for c in world.turns)
        self.race = world.scores is not None
        if world.scores is not None:
            self.need = (self.target - world.scores[0], self.target - world.scores[1])

    def value(self, world: World) -> float:
        """Seat 0's value of the rest of the hand under best play by both sides.

        Without ``world.scores``: the point difference the rest of the hand makes. With
        them: the value of the match when the hand ends (``WIN``, ``-WIN`` or
        ``race_value``).
        """
        self._start(world)
        h0, h1 = world.hands
        if world.lead_card is None:
            return self._node(h0, h1, world.leader, world.won[0], world.trick, 0, 0, -INF, INF)
        return self._after_lead(h0, h1, world.leader, world.won[0], world.trick,
                                world.lead_card, 0, 0, -INF, INF)

    def action_values(self, world: World) -> dict[Card, float]:
        """Seat 0's value for each card the player to move may play (each searched exactly)."""
        self._start(world)
        h0, h1 = world.hands
        leader, trick, won0 = world.leader, world.trick, world.won[0]
        result: dict[Card, float] = {}
        if world.lead_card is None:
            hand = h0 if leader == 0 else h1
            for a in self._strong_first(hand):
                n0, n1 = (h0 ^ (1 << a), h1) if leader == 0 else (h0, h1 ^ (1 << a))
                result[a] = self._after_lead(n0, n1, leader, won0, trick, a, 0, 0, -INF, INF)
            return result
        lead = world.lead_card
        hand = h1 if leader == 0 else h0
        trump = SUIT[self.turns[trick]]
        for b in self._weak_first(legal_follows(hand, lead, trump, self.follow)):
            result[b] = self._play(h0, h1, leader, won0, trick, lead, b, 0, 0, -INF, INF)
        return result

    # ----------------------------------------------------------------- the search
    def _node(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int,
              g0: float, g1: float, alpha: float, beta: float) -> float:
        """Value at a trick boundary, seat ``leader`` to lead trick ``trick`` (0-based).

        ``g0``/``g1`` are the points each seat has made since the search's root (used only
        in the race); the value returned excludes them.
        """
        key = (h0, h1, leader, won0, g0, g1) if self.race else (h0, h1, leader, won0)
        known = probe(self.table, key, alpha, beta)
        if known is not None:
            return known
        self.nodes += 1
        a0, b0 = alpha, beta
        maximize = leader == 0
        best = -INF if maximize else INF
        hand = h0 if maximize else h1
        order = self._down.get(hand)
        if order is None:
            order = self._strong_first(hand)
        for a in order:
            if maximize:
                v = self._after_lead(h0 ^ (1 << a), h1, 0, won0, trick, a, g0, g1, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                v = self._after_lead(h0, h1 ^ (1 << a), 1, won0, trick, a, g0, g1, alpha, beta)
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        store(self.table, key, best, a0, b0)
        return best

    def _after_lead(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int,
                    lead: Card, g0: float, g1: float, alpha: float, beta: float) -> float:
        """Value after ``lead``; the other seat chooses its card, winning cards first."""
        trump = SUIT[self.turns[trick]]
        maximize = leader == 1
        legal = legal_follows(h0 if maximize else h1, lead, trump, self.follow)
        beats = BEATS[trump][lead]
        best = -INF if maximize else INF
        # ``_weak_first`` inlined: this loop runs millions of times a decision.
        up = self._up
        wins, loses = legal & beats, legal & ~beats
        first = up.get(wins)
        if first is None:
            first = self._weak_first(wins)
        then = up.get(loses)
        if then is None:
            then = self._weak_first(loses)
        for b in first + then:
            v = self._play(h0, h1, leader, won0, trick, lead, b, g0, g1, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    def _play(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int, lead: Card,
              follow: Card, g0: float, g1: float, alpha: float, beta: float) -> float:
        """Value of the trick ``lead``/``follow`` plus the rest of the hand."""
        turns = self.turns
        won, to_leader, to_follower = self.outcomes[SUIT[turns[trick]]][lead][follow]
        winner = leader ^ won
        p0: float
        p1: float
        if leader == 0:
            h1 ^= 1 << follow
            p0, p1 = to_leader, to_follower
        else:
            h0 ^= 1 << follow
            p0, p1 = to_follower, to_leader
        turned = self.points[trick + 1]
        if winner == 0:
            p0 += turned
            won0 += 1
        else:
            p1 += turned
        last = trick == TRICKS_PER_HAND - 1
        if last:
            p0 += CARD_COUNT_BONUS[won0]
            p1 += CARD_COUNT_BONUS[TRICKS_PER_HAND - won0]
        if self.race:
            # Before the last trick nothing ends unless points count at once and this
            # trick brings one side to the target (``_race``); most tricks end here.
            if not last and (not self.immediate or (g0 + p0 < self.need[0]
                                                    and g1 + p1 < self.need[1])):
                return self._node(h0, h1, winner, won0, trick + 1, g0 + p0, g1 + p1,
                                  alpha, beta)
            done, outcome = self._race(leader, winner, to_leader, to_follower, turned, won0,
                                       g0, g1, last)
            if done:
                return outcome
            return self._node(h0, h1, winner, won0, trick + 1, g0 + p0, g1 + p1, alpha, beta)
        v = p0 - p1
        if last:
            return v
        return v + self._node(h0, h1, winner, won0, trick + 1, g0 + p0, g1 + p1,
                              alpha - v, beta - v)

    def _race(self, leader: int, winner: int, to_leader: int, to_follower: int,
              turned: float, won0: int, g0: float, g1: float, last: bool) -> tuple[bool, float]:
        """``(True, value)`` if this trick ends the game or the hand, else ``(False, 0)``.

        Scores in the engine's order: the leader's counting card, the follower's, the card
        the winner turns up, then the card count of seat 0 and of seat 1. A game won is
        worth ``WIN``; a hand that ends without a winner is valued by ``race_value``.
        """
        n0, n1 = self.need
        g = [g0, g1]
        if self.immediate:
            steps = [(leader, to_leader), (1 - leader, to_follower), (winner, turned)]
            if last:
                steps += [(0, CARD_COUNT_BONUS[won0]),
                          (1, CARD_COUNT_BONUS[TRICKS_PER_HAND - won0])]
            for seat, points in steps:
                if points:
                    g[seat] += points
                    if g[seat] >= (n1 if seat else n0):
                        return True, WIN if seat == 0 else -WIN
            return (True, race_value(n0 - g[0], n1 - g[1])) if last else (False, 0.0)
        if not last:
            return False, 0.0
        g[leader] += to_leader
        g[1 - leader] += to_follower
        g[winner] += turned
        g[0] += CARD_COUNT_BONUS[won0]
        g[1] += CARD_COUNT_BONUS[TRICKS_PER_HAND - won0]
        # What each side still needs after the hand; at or below zero, it is there.
        a, b = n0 - g[0], n1 - g[1]
        if (a <= 0 or b <= 0) and a != b:
            return True, WIN if a < b else -WIN
        return True, race_value(a, b)
