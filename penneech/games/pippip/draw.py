"""The deal, drawing from the stock, and the end of the stock.

- The deal (pagat (S), "Spiel"; B.2.1): seven cards to each player, one at a time,
  clockwise from the dealer's left; the rest is the stock, face down. The next deal is
  dealt by the player to the dealer's left (S; B.2.2). With ``initial_trump=cut`` the card
  at the cut is shown and stays in the pack as the last card of the stock (F, H; B.2.4,
  our model).
- Drawing (S; B.4.1): after a trick, if the stock holds at least one card for every
  player, the winner draws first, then the others clockwise from him; with
  ``draw_order=after_each_play`` (H) each player draws as soon as he has played to a trick
  led while the stock held that many.
- The end of the stock (S; B.4.2-3): once it holds fewer cards than there are players it
  is no longer used and is turned face up (at once, B.9.9); its cards belong to nobody
  unless the option ``leftovers`` gives them to the winner of the last trick.
"""

from __future__ import annotations

from penneech.games.pippip.pack import HAND_SIZE


def dealt_to(position: int, dealer: int, seats: int) -> int | None:
    """The seat the ``position``-th card of the deal (from 0) goes to, or ``None`` for a
    card of the stock."""
    if position >= HAND_SIZE * seats:
        return None
    return (dealer + 1 + position) % seats


def stock_serves_all(stock_left: int, seats: int) -> bool:
    """Does the stock still hold a card for every player (so that a trick led now is
    followed by a draw)?"""
    return stock_left >= seats


def draw_order(winner: int, seats: int) -> list[int]:
    """Who draws after a trick, in order: the winner, then clockwise from him."""
    return [(winner + i) % seats for i in range(seats)]
