"""Who plays which game of a chunk, the same for every game of the lab.

Between one level and itself (``greedy`` against ``greedy``) game ``i`` is deal ``i``.
Between two levels it is a duplicate match: games ``2k`` and ``2k + 1`` are deal ``k``
with the seats swapped (the first player in seat 0, then seat 1), so both levels hold the
same cards in the same seat once; the first player's seat is passed on as ``better``.
The player in seat ``s`` of deal seed ``d`` is seeded ``2d + s``. At a table of more than
two the first level sits among the second, moved round every seat (``table_seatings``).

``chunk_player`` makes a game's ``LabPlay.play_chunk`` from how it plays and counts one
game: the seating, the players and the tally are the same for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, NamedTuple, TypeAlias, TypeVar

from penneech.core.game import Game
from penneech.core.rule_set import RuleSet
from penneech.lab.stats import Tally
from penneech.lab.sweep import Chunk, deal_seed

R = TypeVar("R", bound=RuleSet)

#: How a match of two levels is seated at a table of more than two (``table_seatings``),
#: as the results file states it; at a table of two it is ``LabPlay``'s default.
ROUND_THE_TABLE = ("round the table: each deal once with the first player in every seat, "
                   "the second in the others")


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


#: One game of a chunk, played from its deal seed and counted into the tally: its rules,
#: its players by seat, the deal seed, the tally, and the seat of the first player in a
#: match of two levels (``None`` in self-play).
PlayOne: TypeAlias = Callable[[R, list[Any], int, Tally, "int | None"], object]


def chunk_player(game: Game[R, Any, Any], play_one: PlayOne[R]) -> Chunk:
    """The ``LabPlay.play_chunk`` of ``game``: games ``start`` to ``stop - 1`` of a reading
    (its rules' text) between two player specs, each played and counted by ``play_one``.

    The players are seated by ``seatings`` at a table of two and by ``table_seatings`` at
    a larger one (the reading's ``Game.seats_of``), each made by ``Game.budgeted`` from its
    spec and its seat's seed.
    """
    def play_chunk(rules_text: str, players: tuple[str, str], seed: int, start: int,
                   stop: int) -> Tally:
        rules = game.parse_rules(rules_text)
        seats = game.seats_of(rules)
        games: Iterator[Seating | TableSeating] = (
            seatings(players, seed, start, stop) if seats == 2
            else table_seatings(players, seats, seed, start, stop))
        tally: Tally = {}
        for one in games:
            seated = [game.budgeted(spec, s) for spec, s in zip(one.specs, one.seeds(),
                                                                 strict=True)]
            play_one(rules, seated, one.deal, tally, one.better)
        return tally

    play_chunk.__qualname__ = f"chunk_player({game.id!r})"
    return play_chunk
