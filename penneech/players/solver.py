"""Double-dummy search of the rest of a hand when every card and every turn-up is known.

A *world* fixes both hands and the order of the cards still to be turned up. The search
plays the remaining tricks with alpha-beta and a transposition table keyed at trick
boundaries, and returns the value for seat 0 that best play by both sides yields for the
rest of the hand: the point difference (seat 0 minus seat 1) from counting cards (to the
winner or the holder, by option), turned cards and the card count.

The race to the target. When a world carries the match ``scores`` and one side can reach
the target within the hand, the search follows Cotton's order of scoring (the counting cards
of a trick, then the card turned by its winner, then the card count; C3-C8, C14-C15): under
``scoring=immediate`` the first side to reach the target wins at once (Cotton: "he that is
first up"), under ``end_of_hand`` the totals are compared when the hand ends. A game won in
the hand is worth ``WIN`` points to the winner, far more than any hand's points, so a point
that ends the game counts for more than one that does not.

Every rule it applies is read from ``penneech.tricks`` (the trick outcome table built from
the trick winner, the counting-card values and who scores them; the follow rule; the turn-up
values; the card count), so it cannot drift from the game state. ``tests/test_solver.py``
checks it against exhaustive minimax through ``State`` on full hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.cards import Card, CardSet
from penneech.rules import Rules
from penneech.tricks import (
    BEATS,
    CARD_COUNT_BONUS,
    COUNTER_TABLES,
    POWER,
    SUIT,
    TRICKS_PER_HAND,
    TURNUP_VALUE,
    legal_follows,
    trick_outcomes,
)

INF = 1e9
#: The value of winning the game in the hand being searched (a hand is worth far less).
WIN = 1000.0
EXACT, LOWER, UPPER = 0, 1, 2
#: The most a card can count in a trick under any trump (Penneech: seven in hand).
_MAX_COUNTER: tuple[int, ...] = tuple(
    max(max(table[t][c] for t in range(4)) for table in COUNTER_TABLES.values())
    for c in range(52))


@dataclass(frozen=True, slots=True)
class World:
    """A position at a trick boundary or after a lead, with everything known.

    ``turns[i]`` is the card turned before trick ``i`` of the hand (``turns[0]`` before the
    first trick) and ``turns[7]`` the card turned after the seventh; only the entries from
    the current trick on are used. ``won`` counts the tricks each seat has taken so far.
    ``scores``, when given, are the points each seat counts towards the target before the
    rest of the hand (under ``end_of_hand`` scoring: the scores plus the points pending);
    the search then plays the race to the target. Without it the target is ignored.
    """

    hands: tuple[CardSet, CardSet]
    leader: int
    trick: int
    won: tuple[int, int]
    turns: tuple[Card, ...]
    lead_card: Card | None = None
    scores: tuple[int, int] | None = None


def _ascending(m: CardSet) -> tuple[Card, ...]:
    """The cards of ``m`` weakest first (Penneech, above the Ace, last of the diamonds)."""
    return tuple(sorted((c for c in range(52) if m >> c & 1), key=POWER.__getitem__))


class Solver:
    """Exact search for one rule set; reuse it across worlds (the tables are per rule set)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.outcomes = trick_outcomes(rules.counters, rules.honours_to)
        self.follow = rules.follow
        self.immediate = rules.scoring == "immediate"
        self.target = rules.target
        self.nodes = 0
        self._up: dict[CardSet, tuple[Card, ...]] = {}
        self._down: dict[CardSet, tuple[Card, ...]] = {}
        self.table: dict[tuple[int, ...], tuple[float, int]] = {}
        self.turns: tuple[Card, ...] = ()
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
        self.race = False
        self.need = (1 << 30, 1 << 30)
        if world.scores is None:
            return
        h0, h1 = world.hands
        cards = h0 | h1 | (0 if world.lead_card is None else 1 << world.lead_card)
        most = sum(_MAX_COUNTER[c] for c in range(52) if cards >> c & 1)
        most += sum(TURNUP_VALUE[c] for c in world.turns[world.trick + 1:])
        most += CARD_COUNT_BONUS[TRICKS_PER_HAND]
        need = (self.target - world.scores[0], self.target - world.scores[1])
        if most >= min(need):
            self.race = True
            self.need = need

    def value(self, world: World) -> float:
        """Seat 0's value of the rest of the hand under best play by both sides."""
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
              g0: int, g1: int, alpha: float, beta: float) -> float:
        """Value at a trick boundary, seat ``leader`` to lead trick ``trick`` (0-based).

        ``g0``/``g1`` are the points each seat has made since the search's root (used only
        in the race); the value returned excludes them.
        """
        key = (h0, h1, leader, won0, g0, g1) if self.race else (h0, h1, leader, won0)
        entry = self.table.get(key)
        if entry is not None:
            v, flag = entry
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        self.nodes += 1
        a0, b0 = alpha, beta
        maximize = leader == 0
        best = -INF if maximize else INF
        for a in self._strong_first(h0 if maximize else h1):
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
        flag = EXACT
        if best <= a0:
            flag = UPPER
        elif best >= b0:
            flag = LOWER
        self.table[key] = (best, flag)
        return best

    def _after_lead(self, h0: CardSet, h1: CardSet, leader: int, won0: int, trick: int,
                    lead: Card, g0: int, g1: int, alpha: float, beta: float) -> float:
        """Value after ``lead``; the other seat chooses its card, winning cards first."""
        trump = SUIT[self.turns[trick]]
        maximize = leader == 1
        legal = legal_follows(h0 if maximize else h1, lead, trump, self.follow)
        beats = BEATS[trump][lead]
        best = -INF if maximize else INF
        for b in self._weak_first(legal & beats) + self._weak_first(legal & ~beats):
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
              follow: Card, g0: int, g1: int, alpha: float, beta: float) -> float:
        """Value of the trick ``lead``/``follow`` plus the rest of the hand."""
        turns = self.turns
        won, to_leader, to_follower = self.outcomes[SUIT[turns[trick]]][lead][follow]
        winner = leader ^ won
        if leader == 0:
            h1 ^= 1 << follow
            p0, p1 = to_leader, to_follower
        else:
            h0 ^= 1 << follow
            p0, p1 = to_follower, to_leader
        turned = TURNUP_VALUE[turns[trick + 1]]
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
            decided = self._decided(leader, winner, to_leader, to_follower, turned, won0,
                                    g0, g1, last)
            if decided:
                return decided * WIN - (g0 - g1)
        v = float(p0 - p1)
        if last:
            return v
        return v + self._node(h0, h1, winner, won0, trick + 1, g0 + p0, g1 + p1,
                              alpha - v, beta - v)

    def _decided(self, leader: int, winner: int, to_leader: int, to_follower: int,
                 turned: int, won0: int, g0: int, g1: int, last: bool) -> int:
        """+1 or -1 if this trick (and, after the last, the card count) ends the game.

        Scores in the engine's order: the leader's counting card, the follower's, the card
        the winner turns up, then the card count of seat 0 and of seat 1.
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
                        return 1 if seat == 0 else -1
            return 0
        if not last:
            return 0
        g[leader] += to_leader
        g[1 - leader] += to_follower
        g[winner] += turned
        g[0] += CARD_COUNT_BONUS[won0]
        g[1] += CARD_COUNT_BONUS[TRICKS_PER_HAND - won0]
        # Totals minus the target: who is up, and is either side there?
        a, b = g[0] - n0, g[1] - n1
        if (a >= 0 or b >= 0) and a != b:
            return 1 if a > b else -1
        return 0
