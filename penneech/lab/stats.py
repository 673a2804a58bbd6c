"""Counts and 95% intervals: the arithmetic of the variant lab, game-independent.

A ``Tally`` holds whole-number sums only (counts, sums and sums of squares and products), so
tallies of chunks played in any order, on any number of workers, add up to exactly the same
totals; every figure and interval is computed from the totals at the end.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import TypedDict

Tally = dict[str, int]

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054


class Interval(TypedDict):
    """A figure with its 95% interval and the number of observations behind it."""

    value: float
    low: float
    high: float
    n: int


def merge(tallies: Iterable[Mapping[str, int]]) -> Tally:
    """The sum of several tallies, key by key (missing keys count as 0)."""
    total: Tally = {}
    for tally in tallies:
        for key, value in tally.items():
            total[key] = total.get(key, 0) + value
    return dict(sorted(total.items()))


def add_moments(tally: Tally, name: str, x: int) -> None:
    """Count one observation ``x`` of ``name``: its number, sum and sum of squares."""
    tally[name + ".n"] = tally.get(name + ".n", 0) + 1
    tally[name + ".sum"] = tally.get(name + ".sum", 0) + x
    tally[name + ".sq"] = tally.get(name + ".sq", 0) + x * x


def bump(tally: Tally, name: str, by: int = 1) -> None:
    """Add ``by`` to the count ``name``."""
    tally[name] = tally.get(name, 0) + by


def wilson(successes: int, n: int, z: float = Z95) -> Interval:
    """A proportion with its Wilson score interval (sound near 0 and 1 and for small n).

    >>> w = wilson(60, 100)
    >>> round(w["low"], 4), round(w["high"], 4)
    (0.502, 0.6906)
    """
    if n == 0:
        return {"value": math.nan, "low": 0.0, "high": 1.0, "n": 0}
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return {"value": p, "low": max(0.0, centre - half), "high": min(1.0, centre + half), "n": n}


def mean_interval(tally: Mapping[str, int], name: str, z: float = Z95) -> Interval:
    """The mean of ``name`` with a normal interval (mean ± z·s/√n, s the sample deviation).

    >>> t: Tally = {}
    >>> for x in (1, 2, 3, 4):
    ...     add_moments(t, "x", x)
    >>> m = mean_interval(t, "x")
    >>> m["value"], round(m["high"] - m["value"], 4)
    (2.5, 1.2652)
    """
    n = tally.get(name + ".n", 0)
    if n == 0:
        return {"value": math.nan, "low": math.nan, "high": math.nan, "n": 0}
    mean = tally[name + ".sum"] / n
    half = z * sd(tally, name) / math.sqrt(n) if n > 1 else math.inf
    return {"value": mean, "low": mean - half, "high": mean + half, "n": n}


def sd(tally: Mapping[str, int], name: str) -> float:
    """The sample standard deviation of ``name`` (0 for fewer than two observations)."""
    n = tally.get(name + ".n", 0)
    if n < 2:
        return 0.0
    s, sq = tally[name + ".sum"], tally[name + ".sq"]
    return math.sqrt(max(0, n * sq - s * s) / (n * (n - 1)))


def add_ratio(tally: Tally, name: str, x: int, y: int) -> None:
    """Count one unit with part ``x`` of a whole ``y`` (a player's points of a game's)."""
    for key, value in (("n", 1), ("x", x), ("y", y), ("xx", x * x), ("yy", y * y),
                       ("xy", x * y)):
        tally[f"{name}.{key}"] = tally.get(f"{name}.{key}", 0) + value


def ratio_interval(tally: Mapping[str, int], name: str, z: float = Z95) -> Interval:
    """Σx/Σy over the units counted by ``add_ratio``, with a delta-method interval.

    The units (games or hands) are independent; the parts within one unit are not, which
    is why the share of points is a ratio of sums with its own variance, not a proportion.

    >>> t: Tally = {}
    >>> for x, y in ((3, 4), (1, 4), (2, 4), (2, 4)):
    ...     add_ratio(t, "r", x, y)
    >>> r = ratio_interval(t, "r")
    >>> r["value"], round(r["high"] - r["value"], 4)
    (0.5, 0.1732)
    """
    n = tally.get(name + ".n", 0)
    sy = tally.get(name + ".y", 0)
    if n == 0 or sy == 0:
        return {"value": math.nan, "low": math.nan, "high": math.nan, "n": n}
    r = tally[name + ".x"] / sy
    spread = (tally[name + ".xx"] - 2 * r * tally[name + ".xy"] + r * r * tally[name + ".yy"]) / n
    half = z * math.sqrt(max(0.0, spread)) / (math.sqrt(n) * (sy / n))
    return {"value": r, "low": r - half, "high": r + half, "n": n}
