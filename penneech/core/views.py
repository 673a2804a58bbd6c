"""What every game's per-player view is built from, whatever the game.

A view (``penneech.games.penneech.view``, ``penneech.games.piquet.view``) is what one seat may
know: its own
cards and everything shown face up, never the opponent's hidden cards or the order of
the pack. Shared here: the seat check, the actions offered to the seat (only when it is to
move), the cards on the table (every trick played and a card led), and, for the state a
view and what it leaves out describe, the cards of two seats put back in their places.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from penneech.core.cards import Card, CardSet
from penneech.core.errors import SeatError, shown
from penneech.core.turns import Turns


class PlayedTrick(Protocol):
    """A completed trick as every game records it: the card led and the card that followed."""

    @property
    def lead(self) -> Card:
        """The card led."""
        ...

    @property
    def follow(self) -> Card:
        """The card played to it."""
        ...


def check_seat(player: object, seats: int = 2) -> int:
    """``player`` if it is one of the seats 0 … ``seats`` - 1 (two unless given), else
    ``SeatError``."""
    if type(player) is not int or not 0 <= player < seats:
        if seats == 2:
            raise SeatError(f"a view is for player 0 or player 1, not {shown(player)}")
        raise SeatError(f"a view is for a player from 0 to {seats - 1}, not {shown(player)}")
    return player


def other_seat(player: object) -> int:
    """The opponent of ``player`` in a two-hand game, ``player`` checked (``check_seat``)."""
    return 1 - check_seat(player)


def by_seat(seat: int, mine: CardSet, theirs: CardSet) -> list[CardSet]:
    """Cards of a two-hand game as a state holds them, one set per seat: ``mine`` in
    ``seat``, ``theirs`` in the other (the state a view and its hidden part describe)."""
    pair = [0, 0]
    pair[seat], pair[1 - seat] = mine, theirs
    return pair


def legal_for(state: Turns, player: int) -> tuple[int, ...]:
    """The actions ``player`` may take now: the legal ones if it is to move, else none."""
    return tuple(state.legal_actions()) if state.current_player() == player else ()


def table_cards(tricks: Iterable[PlayedTrick], lead_card: Card | None) -> CardSet:
    """Every card played this deal, face up: both cards of each trick and a card led."""
    m = 0
    for t in tricks:
        m |= (1 << t.lead) | (1 << t.follow)
    if lead_card is not None:
        m |= 1 << lead_card
    return m
