"""Double-dummy search of the tricks still to play in a Piquet deal, every card known.

A *world* fixes both hands, who is to lead and the tricks taken so far. The search plays
the remaining tricks with alpha-beta and a transposition table keyed at trick boundaries
and returns seat 0's value of the rest of the deal under best play by both sides: the
points seat 0 makes minus the points seat 1 makes from here on.

The points are those of the play under the rule set (``Scoring``):

- every trick: its winner and its points of play as ``tricks.py`` rules them (read from
  its table ``OUTCOMES``): the leader scores one for leading and the second player one if
  he wins (Meyers 1888; Cavendish, law 65), or, in Cotton's reckoning, the leader scores
  one only for an Ace, King, Queen, Jack or Ten led and the second player one only if he
  wins with such a card (Cotton 1674, p. 85);
- the last trick: a bonus to its winner (Cavendish, law 65; Cotton p. 85; Meyers: three);
- the cards: ten to the player with more tricks, or capot (all twelve) instead
  (Cavendish, law 66; Cotton p. 87), nothing when they are divided six and six;
- a pique still possible: thirty more to the elder hand if his points reach thirty before
  the younger hand scores anything in play (Cavendish, law 69; Cotton pp. 85-86); the cards
  and capot never count towards it.

There are no trumps and a suit led must be followed whenever possible (all sources), so
within a suit only the order of the cards still out matters: cards of one hand with no
card still out between them are interchangeable (and, under Cotton's reckoning, only on
the same side of the Ten), and the search tries one card of each such run.
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.search import INF, Search, Table, probe, store
from penneech.games.piquet.tricks import HIGH_RANK, OUTCOMES, legal_follows

#: Bit index of the Ten within a suit (rank - 2): Ace to Ten are Cotton's counting cards
#: (``tricks.HIGH_RANK``).
TEN_BIT = HIGH_RANK - 2
SUIT_BITS = (1 << 13) - 1
#: Entries kept in each move cache before it is emptied (bounds the memory of a long match).
CACHE_LIMIT = 200_000
#: Sort keys of the cards by rank alone: highest first, lowest first.
_HIGH_FIRST: tuple[int, ...] = tuple(-(c % 13) for c in range(52))
_LOW_FIRST: tuple[int, ...] = tuple(c % 13 for c in range(52))


@dataclass(frozen=True, slots=True)
class Scoring:
    """The play scoring of one rule set, as the search needs it.

    ``high_cards``: Cotton's reckoning (only Ace to Ten score in play); otherwise every
    lead and every trick won by the second player scores one. ``cards`` is what the player
    with more tricks scores (the divided-cards pot on top when one is carried forward),
    ``capot`` what all twelve tricks score, in place of ``cards`` when
    ``capot_replaces_cards``, otherwise on top of it. ``pique`` is the pique bonus.
    """

    high_cards: bool = False
    last_trick_bonus: int = 1
    cards: int = 10
    capot: int = 40
    capot_replaces_cards: bool = True
    pique: int = 30


@dataclass(frozen=True, slots=True)
class World:
    """A position at a trick boundary (``lead_card`` None) or after a lead.

    ``won`` counts the tricks each seat has taken. ``tricks_total`` is the number of tricks
    in a deal (twelve). ``pique_seat`` is the elder hand while a pique can still be made in
    play, with ``pique_need`` the points he still needs for it; ``None`` otherwise.
    """

    hands: tuple[CardSet, CardSet]
    leader: int
    won: tuple[int, int]
    lead_card: Card | None = None
    tricks_total: int = 12
    pique_seat: int | None = None
    pique_need: int = 0


def _runs(mine: int, out: int, split: bool) -> tuple[int, ...]:
    """The lowest bit of each run of ``mine`` among the bits ``out`` (one suit, 13 bits).

    Bits not in ``out`` (cards already played) do not break a run; with ``split`` a run
    never holds both a card below the Ten and one from the Ten up, since in Cotton's
    reckoning only the Ten and above score in play.
    """
    reps: list[int] = []
    in_run = False
    for b in range(13):
        bit = 1 << b
        if not out & bit:
            continue
        if mine & bit:
            if not in_run or (split and b >= TEN_BIT > reps[-1]):
                reps.append(b)
            in_run = True
        else:
            in_run = False
    return tuple(reps)


class Solver(Search):
    """Exact search for one scoring; reuse it across worlds (its run tables are shared)."""

    def __init__(self, scoring: Scoring) -> None:
        self.scoring = scoring
        #: Each trick's winner and points of play (``tricks.OUTCOMES``).
        self.outcomes = OUTCOMES["high_cards" if scoring.high_cards else "leads_and_captures"]
        self.nodes = 0
        self._runs: dict[tuple[int, int], tuple[int, ...]] = {}
        self._lead_moves: dict[tuple[int, int], list[Card]] = {}
        self._suit_lead_moves: dict[int, tuple[int, tuple[Card, ...]]] = {}
        self._follow_moves: dict[tuple[int, int, int], list[Card]] = {}
        self.table: Table = {}
        self.total = 12
        self.pique_seat = -1

    # ----------------------------------------------------------------- moves
    def _suit_reps(self, mine: int, out: int) -> tuple[int, ...]:
        key = (mine, out)
        reps = self._runs.get(key)
        if reps is None:
            reps = self._runs[key] = _runs(mine, out, self.scoring.high_cards)
        return reps

    def _suit_leads(self, shift: int, mine: int, out: int) -> tuple[int, tuple[Card, ...]]:
        """One suit's part of ``_leads``: its sure winner (-1 if none) and its other runs'
        cards (one of each run, lowest first), for the suit's 13 bits at ``shift``."""
        key = (out << 13 | mine) << 6 | shift
        found = self._suit_lead_moves.get(key)
        if found is None:
            reps = [shift + b for b in self._suit_reps(mine, out)]
            top = reps.pop() if out.bit_length() == mine.bit_length() else -1  # holds the top
            found = self._suit_lead_moves[key] = (top, tuple(reps))
        return found

    def _leads(self, hand: CardSet, out: CardSet) -> list[Card]:
        """One card of each run in ``hand``: sure winners first, then the lowest cards."""
        key = (hand, out)
        moves = self._lead_moves.get(key)
        if moves is not None:
            return moves
        winners: list[Card] = []
        others: list[Card] = []
        for shift in (0, 13, 26, 39):
            mine = hand >> shift & SUIT_BITS
            if mine:
                top, rest = self._suit_leads(shift, mine, out >> shift & SUIT_BITS)
                if top >= 0:
                    winners.append(top)
                others += rest
        others.sort(key=_HIGH_FIRST.__getitem__)
        moves = winners + others
        if len(self._lead_moves) > CACHE_LIMIT:
            self._lead_moves.clear()
        self._lead_moves[key] = moves
        return moves

    def _follows(self, hand: CardSet, out: CardSet, lead: Card) -> list[Card]:
        """One card of each run the second player may play: cheapest winner first."""
        key = (hand, out, lead)
        moves = self._follow_moves.get(key)
        if moves is not None:
            return moves
        s = lead // 13
        shift = 13 * s
        mine = hand >> shift & SUIT_BITS
        if mine:
            reps = self._suit_reps(mine, (out >> shift & SUIT_BITS) | 1 << (lead - shift))
            low = lead - shift
            moves = [shift + b for b in reps if b > low] + [shift + b for b in reps if b < low]
        else:
            moves = []
            for t in range(4):
                shift = 13 * t
                mine = hand >> shift & SUIT_BITS
                if mine:
                    moves += [shift + b for b in self._suit_reps(mine, out >> shift & SUIT_BITS)]
            moves.sort(key=_LOW_FIRST.__getitem__)
        if len(self._follow_moves) > CACHE_LIMIT:
            self._follow_moves.clear()
        self._follow_moves[key] = moves
        return moves

    def legal(self, world: World) -> list[Card]:
        """Every card the player to move may play (not only one of each run)."""
        h = world.hands[world.leader if world.lead_card is None else 1 - world.leader]
        m = h if world.lead_card is None else legal_follows(h, world.lead_card)
        return [c for c in range(52) if m >> c & 1]

    # ----------------------------------------------------------------- entry points
    def _start(self, world: World) -> None:
        self.table = {}
        self.total = world.tricks_total
        self.pique_seat = -1 if world.pique_seat is None else world.pique_seat

    def value(self, world: World) -> float:
        """Seat 0's value of the rest of the deal under best play by both sides."""
        self._start(world)
        h0, h1 = world.hands
        need = world.pique_need if world.pique_seat is not None else 0
        if world.lead_card is None:
            return self._node(h0, h1, world.leader, world.won[0], need, -INF, INF)
        return self._after_lead(h0, h1, world.leader, world.won[0], need, world.lead_card,
                                -INF, INF)

    def action_values(self, world: World, margin: float | None = None) -> dict[Card, float]:
        """Seat 0's value for each card the player to move may play.

        Interchangeable cards (one run) get the value of the run's card that was searched.
        Without ``margin`` every card is searched exactly. With it, a card found worse for
        the player to move than the best card so far by ``margin`` or more is only proved
        so (its value is then a bound at least ``margin`` worse than the best), which is
        much faster and never changes which card is best in this world.
        """
        self._start(world)
        h0, h1 = world.hands
        leader, won0 = world.leader, world.won[0]
        need = world.pique_need if world.pique_seat is not None else 0
        out = h0 | h1
        searched: dict[Card, float] = {}
        lead = world.lead_card
        mover = leader if lead is None else 1 - leader
        hand = h0 if mover == 0 else h1
        best = -INF if mover == 0 else INF
        moves = self._leads(hand, out) if lead is None else self._follows(hand, out, lead)
        for a in moves:
            alpha, beta = -INF, INF
            if margin is not None and abs(best) < INF:
                if mover == 0:
                    alpha = best - margin
                else:
                    beta = best + margin
            if lead is None:
                n0, n1 = (h0 ^ (1 << a), h1) if leader == 0 else (h0, h1 ^ (1 << a))
                v = self._after_lead(n0, n1, leader, won0, need, a, alpha, beta)
            else:
                v = self._play(h0, h1, leader, won0, need, lead, a, alpha, beta)
            searched[a] = v
            best = max(best, v) if mover == 0 else min(best, v)
        if lead is None:
            return self._spread(searched, hand, out, None)
        return self._spread(searched, hand, out | 1 << lead, lead)

    def _spread(self, searched: dict[Card, float], hand: CardSet, out: CardSet,
                lead: Card | None) -> dict[Card, float]:
        """Give every legal card the value of the searched card of its run (its lowest)."""
        legal = hand
        if lead is not None and hand & SUIT_BITS << 13 * (lead // 13):
            legal = hand & SUIT_BITS << 13 * (lead // 13)
        result: dict[Card, float] = {}
        for s in range(4):
            shift = 13 * s
            mine = legal >> shift & SUIT_BITS
            if not mine:
                continue
            present = out >> shift & SUIT_BITS
            rep: Card | None = None
            for b in range(13):
                bit = 1 << b
                if not present & bit:
                    continue
                if mine & bit:
                    if rep is None or (self.scoring.high_cards
                                       and b >= TEN_BIT > rep - shift):
                        rep = shift + b
                    result[shift + b] = searched[rep]
                else:
                    rep = None
        return result

    # ----------------------------------------------------------------- the search
    def _node(self, h0: CardSet, h1: CardSet, leader: int, won0: int, need: int,
              alpha: float, beta: float) -> float:
        """Value at a trick boundary, ``leader`` to lead; excludes points already made."""
        key = (h0, h1, leader, won0, need)
        known = probe(self.table, key, alpha, beta)
        if known is not None:
            return known
        self.nodes += 1
        a0, b0 = alpha, beta
        maximize = leader == 0
        best = -INF if maximize else INF
        out = h0 | h1
        for a in self._leads(h0 if maximize else h1, out):
            if maximize:
                v = self._after_lead(h0 ^ (1 << a), h1, 0, won0, need, a, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                v = self._after_lead(h0, h1 ^ (1 << a), 1, won0, need, a, alpha, beta)
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        store(self.table, key, best, a0, b0)
        return best

    def _after_lead(self, h0: CardSet, h1: CardSet, leader: int, won0: int, need: int,
                    lead: Card, alpha: float, beta: float) -> float:
        """Value after ``lead``; the second player chooses his card."""
        maximize = leader == 1
        best = -INF if maximize else INF
        for b in self._follows(h0 if maximize else h1, h0 | h1, lead):
            v = self._play(h0, h1, leader, won0, need, lead, b, alpha, beta)
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

    def _play(self, h0: CardSet, h1: CardSet, leader: int, won0: int, need: int, lead: Card,
              follow: Card, alpha: float, beta: float) -> float:
        """Value of the trick ``lead``/``follow`` plus the rest of the deal."""
        sc = self.scoring
        won, to_leader, to_follower = self.outcomes[lead][follow]
        if leader == 0:
            h1 ^= 1 << follow
            p0, p1 = to_leader, to_follower
        else:
            h0 ^= 1 << follow
            p0, p1 = to_follower, to_leader
        winner = leader ^ won
        last = not h0 and not h1
        bonus = sc.last_trick_bonus if last else 0
        if winner == 0:
            won0 += 1
            p0 += bonus
        else:
            p1 += bonus
        if need:  # a pique still possible: the elder's points in order, until the younger's
            elder = self.pique_seat
            younger = 1 - elder
            steps = ((leader, to_leader), (1 - leader, to_follower), (winner, bonus))
            for seat, points in steps:
                if not points:
                    continue
                if seat == younger:
                    need = 0
                    break
                need -= points
                if need <= 0:
                    if elder == 0:
                        p0 += sc.pique
                    else:
                        p1 += sc.pique
                    need = 0
                    break
        v = float(p0 - p1)
        if last:
            won1 = self.total - won0
            if won0 == self.total or won1 == self.total:
                cap = sc.capot + (0 if sc.capot_replaces_cards else sc.cards)
                v += cap if won0 else -cap
            elif won0 > won1:
                v += sc.cards
            elif won1 > won0:
                v -= sc.cards
            return v
        return v + self._node(h0, h1, winner, won0, need, alpha - v, beta - v)
