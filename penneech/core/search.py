"""The transposition table of an alpha-beta search, written once for the games' solvers.

A double-dummy solver (Penneech's and Piquet's ``players/solver.py``) searches the rest of
a deal with every card known, by alpha-beta (Knuth and Moore, "An analysis of alpha-beta
pruning", 1975). A position reached again is looked up in a table instead of searched again;
what a search within the window ``(alpha, beta)`` learned of a position is either its value
(``EXACT``), or only a bound: at least the value, if the search stopped above the window
(``LOWER``), at most, if it never rose into it (``UPPER``).

The alpha-beta step itself (the best value so far, the window narrowed, the cut-off) stays
written out in each solver's loops: made a call per card tried, it cost Penneech's solver
7% of its speed in ``_node`` alone and 15% with ``_after_lead`` too
(``scripts/bench_engine.py --solver 40``, ms per hand), for no change in any value.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Self

#: Larger than any value a deal can have.
INF = 1e9
EXACT, LOWER, UPPER = 0, 1, 2

#: A table: the position's key, its value or bound, and which it is.
Table = dict[Hashable, tuple[float, int]]


def probe(table: Table, key: Hashable, alpha: float, beta: float) -> float | None:
    """The value the table settles for the window ``(alpha, beta)``, or ``None``.

    >>> table: Table = {"p": (3.0, LOWER)}
    >>> probe(table, "p", 0.0, 2.0), probe(table, "p", 0.0, 5.0), probe(table, "q", 0.0, 5.0)
    (3.0, None, None)
    """
    entry = table.get(key)
    if entry is not None:
        v, flag = entry
        if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
            return v
    return None


def store(table: Table, key: Hashable, best: float, alpha: float, beta: float) -> None:
    """Keep what a search in the window ``(alpha, beta)`` found: ``best`` is exact inside
    the window, a bound outside it.

    >>> table: Table = {}
    >>> store(table, "a", 1.0, 0.0, 2.0); store(table, "b", 2.0, 0.0, 2.0)
    >>> store(table, "c", 0.0, 0.0, 2.0)
    >>> table == {"a": (1.0, EXACT), "b": (2.0, LOWER), "c": (0.0, UPPER)}
    True
    """
    table[key] = (best, UPPER if best <= alpha else LOWER if best >= beta else EXACT)


class Search:
    """Base of a game's solver. What a solver keeps from one search to the next is only
    memory of what it worked out (the moves of a hand, runs of cards, the last search's
    table), never part of a game: the same question gets the same answer whatever it
    remembers. So a copy of a player (``copy.deepcopy``; a take-back keeps one before each
    of the human's decisions, ``penneech.core.takeback``) shares the player's solver
    instead of copying tables of up to hundreds of thousands of entries: for a Piquet
    expert that copy took 1.2 s on average and up to 4.7 s in one game, at every decision
    of the human's."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self
