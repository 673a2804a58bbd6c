"""Who plays which game of a chunk, the same for every game of the lab.

Between one level and itself (``greedy`` against ``greedy``) game ``i`` is deal ``i``.
Between two levels it is a duplicate match: games ``2k`` and ``2k + 1`` are deal ``k``
with the seats swapped (the first player in seat 0, then seat 1), so both levels hold the
same cards in the same seat once; the first player's seat is passed on as ``better``.
The player in seat ``s`` of deal seed ``d`` is seeded ``2d + s``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from penneech.lab.sweep import deal_seed


class Seating(NamedTuple):
    """One game of a chunk: its deal seed, the player specs by seat, the first one's seat."""

    deal: int
    specs: tuple[str, str]
    better: int | None

    def seeds(self) -> tuple[int, int]:
        """The seeds of the players in seats 0 and 1."""
        return 2 * self.deal, 2 * self.deal + 1


def seatings(players: tuple[str, str], seed: int, start: int, stop: int) -> Iterator[Seating]:
    """Games ``start`` to ``stop - 1`` of a sweep seeded ``seed``, as seatings."""
    duplicate = players[0] != players[1]
    for i in range(start, stop):
        deal = deal_seed(seed, i // 2 if duplicate else i)
        first_seat = i % 2 if duplicate else 0
        specs = players if first_seat == 0 else (players[1], players[0])
        yield Seating(deal, specs, first_seat if duplicate else None)


class TableSeating(NamedTuple):
    """One game at a table of ``n``: its deal seed, the player spec by seat, and the seat
    of the player under test (``None`` in self-play)."""

    deal: int
    specs: tuple[str, ...]
    better: int | None

    def seeds(self) -> tuple[int, ...]:
        """The seeds of the players by seat: ``16d + s`` for seat ``s`` (at most 12)."""
        return tuple(16 * self.deal + s for s in range(len(self.specs)))


def table_seatings(players: tuple[str, str], seats: int, seed: int, start: int,
                   stop: int) -> Iterator[TableSeating]:
    """Games ``start`` to ``stop - 1`` at a table of ``seats``, as seatings.

    Between one level and itself every seat has it and game ``i`` is deal ``i``. Between
    two levels the first is tested among the second: games ``n·k`` to ``n·k + n - 1`` are
    deal ``k`` with the first player in seat 0, 1, …, n - 1 in turn, so it holds every
    seat's cards of the deal once (a duplicate match round the table).
    """
    if not 2 <= seats <= 15:
        raise ValueError(f"a table of {seats} seats: the lab seats 2 to 15 players")
    tested = players[0] != players[1]
    for i in range(start, stop):
        if not tested:
            yield TableSeating(deal_seed(seed, i), (players[0],) * seats, None)
            continue
        seat = i % seats
        specs = tuple(players[0] if s == seat else players[1] for s in range(seats))
        yield TableSeating(deal_seed(seed, i // seats), specs, seat)
