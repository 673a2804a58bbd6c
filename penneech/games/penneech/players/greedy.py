"""The ``greedy`` player: a few readable rules of thumb, no look-ahead.

- Throw in a poor hand unless it holds the seven of diamonds (Cotton p. 149, C18).
- Leading: cash a counting trump that nothing unseen can beat; otherwise lead the weakest
  card that is neither a trump nor a counting card, so the opponent gains little.
- Following: win the trick with the cheapest winning card if the trick holds points or the
  win costs nothing (every win also turns up a card and takes the lead); otherwise throw the
  weakest card, keeping counting cards back.
"""

from __future__ import annotations

from penneech.core.cards import SUIT_MASKS, Card, cards_in
from penneech.core.players import SeededPlayer
from penneech.games.penneech.state import KEEP, THROW_IN
from penneech.games.penneech.tricks import (
    COUNTER_TABLES,
    PENNEECH,
    POWER,
    follower_wins,
    is_poor_hand,
)
from penneech.games.penneech.view import PenneechView


def throw_in_choice(view: PenneechView) -> int:
    """Throw in a poor hand, unless it holds Penneech; any other hand may only keep."""
    if THROW_IN not in view.legal or not is_poor_hand(view.hand):
        return KEEP
    return KEEP if (view.hand >> PENNEECH) & 1 else THROW_IN


class GreedyPlayer(SeededPlayer):
    """Heuristic player (level ``greedy``)."""

    name = "greedy"

    def choose(self, view: PenneechView) -> int:
        """The heuristic's card (or throw-in answer)."""
        if view.phase == "throw_in":
            return throw_in_choice(view)
        legal = list(view.legal)
        trump = view.trump
        assert trump is not None
        values = COUNTER_TABLES[view.rules.counters][trump]
        if view.lead_card is None:
            return self._lead(view, legal, values, trump)
        return self._follow(view, legal, values, trump, view.lead_card)

    @staticmethod
    def _cost(card: Card, values: tuple[int, ...], trump: int) -> tuple[int, int, int]:
        """How much a card is worth keeping: counting value, trump-ness, rank."""
        return (values[card], 1 if card // 13 == trump else 0, POWER[card])

    def _lead(self, view: PenneechView, legal: list[Card], values: tuple[int, ...],
              trump: int) -> Card:
        unseen_trumps = view.unseen & SUIT_MASKS[trump]
        for card in sorted(legal, key=lambda c: -values[c]):
            if values[card] and card // 13 == trump and all(
                    POWER[c] < POWER[card] for c in cards_in(unseen_trumps)):
                return card
        return min(legal, key=lambda c: self._cost(c, values, trump))

    def _follow(self, view: PenneechView, legal: list[Card], values: tuple[int, ...], trump: int,
                lead: Card) -> Card:
        winners = [c for c in legal if follower_wins(lead, c, trump)]
        if winners:
            cheapest = min(winners, key=lambda c: self._cost(c, values, trump))
            if values[lead] or values[cheapest] or cheapest // 13 != trump \
                    or POWER[cheapest] <= 10:
                return cheapest
        return min(legal, key=lambda c: self._cost(c, values, trump))
