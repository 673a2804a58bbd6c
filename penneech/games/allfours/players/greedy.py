"""The ``greedy`` All-Fours player: rules of thumb, no look-ahead.

- Begging (elder hand): begs with fewer than two trumps and no trump above the Ten.
- Giving (dealer): gives unless the gift would win the elder the game or the dealer holds
  fewer than two trumps (a new trump cannot hurt him much then), when he runs the cards.
- Laying out (option ``run_hands``): keeps trumps and counting cards, lays out the rest,
  cheapest first.
- Play: leads its cheapest card that is not a trump; takes a trick that holds a card
  counting toward Game or a trump honour as cheaply as it can; else throws its cheapest
  card.
"""

from __future__ import annotations

from penneech.core.cards import JACK, SUIT_MASKS, Card, CardSet, cards_in, rank_of, suit_of
from penneech.core.players import SeededPlayer
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.tricks import GAME_POINTS, follower_wins
from penneech.games.allfours.view import AllFoursView


def worth(card: Card, trump: int) -> tuple[int, int, int, int]:
    """How dear a card is to give away: the Knave of trumps, then trumps, then counting
    cards, then rank."""
    is_trump = suit_of(card) == trump
    return (int(is_trump and rank_of(card) == JACK), int(is_trump),
            GAME_POINTS.get(rank_of(card), 0), rank_of(card))


def trumps_in(hand: CardSet, trump: int) -> list[Card]:
    """The trumps of ``hand``, lowest first."""
    return list(cards_in(hand & SUIT_MASKS[trump]))


class GreedyPlayer(SeededPlayer):
    """Rules of thumb (level ``greedy``)."""

    name = "greedy"

    def choose(self, view: AllFoursView) -> int:
        """The action the rules of thumb pick."""
        legal = view.legal
        trump = view.trump
        if STAND in legal:
            trumps = trumps_in(view.hand, trump)
            strong = any(rank_of(c) > 10 for c in trumps)
            return STAND if len(trumps) >= 2 or strong else BEG
        if REFUSE in legal:
            if GIVE not in legal or len(trumps_in(view.hand, trump)) < 2:
                return REFUSE
            return GIVE
        cheap = sorted(legal, key=lambda c: worth(c, trump))
        if view.phase == "discard" or view.lead_card is None:
            plain = [c for c in cheap if suit_of(c) != trump]
            return (plain or cheap)[0] if view.phase == "play" else cheap[0]
        lead = view.lead_card
        wins = [c for c in cheap if follower_wins(lead, c, trump)]
        at_stake = GAME_POINTS.get(rank_of(lead), 0) or (suit_of(lead) == trump
                                                         and rank_of(lead) > 10)
        if wins and at_stake:
            return min(wins, key=lambda c: (suit_of(c) == trump, rank_of(c)))
        return cheap[0]
