"""An exact solver of the rest of an All-Fours deal with every card known: the points each
player still makes (Low when taken, Jack, the honours won at Running All-Fours, and Game),
by alpha-beta over the play with a transposition table (``penneech.core.search``).

The expert (``expert.py``) solves each of the deals it samples with it. A position is the
two hands, the leader, the card led (if any) and the difference of the counts toward Game
won so far, held within what the cards still out can change; what has been scored already
does not change what is best from here on.
"""

from __future__ import annotations

from penneech.core import cards
from penneech.core.cards import SUIT_MASKS, Card, CardSet, cards_in, rank_of, suit_of
from penneech.core.search import INF, Table, probe, store
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.tricks import GAME_POINTS, HONOUR_POINTS, follower_wins

#: The count toward Game of the cards of one suit, by the suit's 13 bits (``rest``).
_SUIT_COUNT: tuple[int, ...] = tuple(
    sum(GAME_POINTS.get(rank, 0) for rank in range(2, 15) if bits >> (rank - 2) & 1)
    for bits in range(1 << 13))
_SUIT_BITS = (1 << 13) - 1


def _beating(lead: Card, trump: int) -> CardSet:
    """The cards that take a trick led with ``lead`` when ``trump`` is trumps, as the
    game's own rule has it (``tricks.follower_wins``)."""
    return sum(1 << follow for follow in range(52)
               if follow != lead and follower_wins(lead, follow, trump))


#: ``_BEATING[trump][lead]``: ``_beating`` of every card led, for each suit of trumps.
_BEATING: tuple[tuple[CardSet, ...], ...] = tuple(
    tuple(_beating(lead, trump) for lead in range(52)) for trump in range(4))


class DealSolver:
    """The rest of one deal, solved exactly: values are seat 0's points minus seat 1's."""

    def __init__(self, rules: AllFoursRules, trump: int, elder: int,
                 in_play: tuple[CardSet, CardSet]) -> None:
        self.trump = trump
        self.elder = elder
        self.strict = rules.renege == "strict"
        everything = in_play[0] | in_play[1]
        trumps = list(cards_in(everything & SUIT_MASKS[trump]))
        low = trumps[0] if trumps and rules.low == "won" else -1
        jack = cards.make_card(cards.JACK, trump)
        honours = rules.play_honours == "scored"
        #: Per card: its count toward Game, and what its winner scores at once.
        self.count = [GAME_POINTS.get(rank_of(c), 0) for c in range(52)]
        self.points = [int(c == jack) + int(c == low)
                       + (HONOUR_POINTS.get(rank_of(c), 0)
                          if honours and suit_of(c) == trump else 0) for c in range(52)]
        self.tie = 0
        if rules.game_tie == "elder" and any(self.count[c] for c in cards_in(everything)):
            self.tie = 1 if elder == 0 else -1
        #: The cards that take a trick, by the card led (``_beating``).
        self.beating = _BEATING[trump]
        #: Each set of cards a player may play, in the order ``moves`` tries them.
        self._order: dict[CardSet, tuple[Card, ...]] = {}
        self.table: Table = {}
        self.nodes = 0

    def rest(self, h0: CardSet, h1: CardSet, lead: int) -> int:
        """The count toward Game of the cards not yet won."""
        out = h0 | h1
        total = (_SUIT_COUNT[out & _SUIT_BITS] + _SUIT_COUNT[out >> 13 & _SUIT_BITS]
                 + _SUIT_COUNT[out >> 26 & _SUIT_BITS] + _SUIT_COUNT[out >> 39])
        return total + (self.count[lead] if lead >= 0 else 0)

    def moves(self, hand: CardSet, lead: int) -> tuple[Card, ...]:
        """The cards the player to move may play, the best-looking first (most points
        and count, then highest; of two alike, the lower card first)."""
        allowed = hand
        if lead >= 0:
            suit = hand & SUIT_MASKS[lead // 13]
            if suit:
                allowed = suit if self.strict else suit | (hand & SUIT_MASKS[self.trump])
        order = self._order.get(allowed)
        if order is None:
            order = self._order[allowed] = tuple(sorted(
                cards_in(allowed), key=lambda c: (self.points[c] + self.count[c], c % 13),
                reverse=True))
        return order

    def value(self, h0: CardSet, h1: CardSet, leader: int, lead: int, diff: int,
              alpha: float = -INF, beta: float = INF) -> float:
        """Seat 0's points minus seat 1's from here to the end of the deal, with best play
        (``lead`` -1 when no card is on the table); exact inside ``(alpha, beta)``."""
        if not h0 and not h1 and lead < 0:
            return float(1 if diff > 0 else -1 if diff < 0 else self.tie)
        rest = self.rest(h0, h1, lead)
        if diff > rest:
            diff = rest + 1
        elif diff < -rest:
            diff = -rest - 1
        key = (h0, h1, leader, lead, diff)
        found = probe(self.table, key, alpha, beta)
        if found is not None:
            return found
        self.nodes += 1
        mover = leader if lead < 0 else 1 - leader
        a, b = alpha, beta
        best = -INF if mover == 0 else INF
        for card in self.moves(h1 if mover else h0, lead):
            v = self.after(h0, h1, leader, lead, diff, card, a, b)
            if mover == 0:
                if v > best:
                    best = v
                    if v > a:
                        a = v
            elif v < best:
                best = v
                if v < b:
                    b = v
            if a >= b:
                break
        store(self.table, key, best, alpha, beta)
        return best

    def after(self, h0: CardSet, h1: CardSet, leader: int, lead: int, diff: int,
              card: Card, alpha: float = -INF, beta: float = INF) -> float:
        """The value once the player to move plays ``card``."""
        mover = leader if lead < 0 else 1 - leader
        if mover:
            h1 &= ~(1 << card)
        else:
            h0 &= ~(1 << card)
        if lead < 0:
            return self.value(h0, h1, leader, card, diff, alpha, beta)
        winner = mover if self.beating[lead] >> card & 1 else leader
        sign = 1 if winner == 0 else -1
        now = sign * (self.points[lead] + self.points[card])
        count = sign * (self.count[lead] + self.count[card])
        return now + self.value(h0, h1, winner, -1, diff + count, alpha - now, beta - now)
