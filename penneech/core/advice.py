"""What an expert thinks of each choice: one shape for every game, read by the hint.

Every game's ``expert`` player values its legal actions before it chooses: an average
over worlds drawn from its own view of what each action brings, in points. ``Advice`` is
that valuation with the choice it leads to, and the expert's ``choose`` returns
``advise(view).choice``, so the values a hint shows are the ones the choice was made
from, with the same seed and budget. A decision the expert makes without valuing (a
rule of thumb, a single legal action) has a choice and no values.

A hint may also say why a choice is worse than the expert's, where a rule of the game
names the reason (``Reasons``): each game writes its own, from the player's view and its
rules alone, never from another player's hidden cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypedDict

from penneech.core.i18n import Text

#: What the values measure: points of the game (the default), or, for an expert playing
#: the race to a target, hundredths of a game (100: the game won, -100: lost).
UNITS = ("points", "game")
#: Gaps smaller than this (in the unit of the values) are shown as equal to the best.
EQUAL = 0.05


@dataclass(frozen=True, slots=True)
class ActionValue:
    """One legal action and its expected value for the player to move (higher is better).

    ``bound``: the search only proved the action this bad or worse in some world, so the
    true value may be lower still (the value is an upper bound).
    """

    action: int
    value: float
    bound: bool = False


@dataclass(frozen=True, slots=True)
class Advice:
    """An expert's choice and the values it was made from (empty if it made none)."""

    choice: int
    values: tuple[ActionValue, ...] = ()
    unit: str = "points"


class Adviser(Protocol):
    """A player that can say what it thinks of each legal action (every game's expert)."""

    def advise(self, view: Any) -> Advice: ...


def advice_of(player: object, view: Any) -> Advice:
    """``player``'s advice for ``view``: its values if it gives them (``Adviser``), else
    only its choice."""
    advise = getattr(player, "advise", None)
    if callable(advise):
        advice = advise(view)
        assert isinstance(advice, Advice)
        return advice
    choose: Any = player.choose  # type: ignore[attr-defined]
    return Advice(int(choose(view)))


def action_values(player: object, view: Any) -> list[tuple[int, float]]:
    """Each legal action of ``view`` with ``player``'s expected value of it, best first
    (empty if the player chooses without valuing)."""
    advice = advice_of(player, view)
    return [(v.action, v.value) for v in ranked(advice)]


def ranked(advice: Advice) -> list[ActionValue]:
    """The values, the choice first, then by value, highest first (ties: lower action)."""
    return sorted(advice.values, key=lambda v: (v.action != advice.choice, -v.value, v.action))


def gap(advice: Advice, value: ActionValue) -> float:
    """How much ``value``'s action is worth compared with the expert's choice (negative:
    worse), rounded to a tenth; ``0`` within ``EQUAL``."""
    chosen = next((v.value for v in advice.values if v.action == advice.choice), None)
    if chosen is None:
        return 0.0
    diff = value.value - chosen
    return 0.0 if abs(diff) < EQUAL else round(diff, 1)


#: Why an action is worse than the expert's choice, by action, in words with the rule.
Reasons = Mapping[int, Text]


class ValueJSON(TypedDict):
    """One legal action in a hint: its gap to the expert's choice in ``unit``, whether it
    is the choice, whether the gap is only a bound, and the rule behind it, if named."""

    action: int
    best: bool
    value: float
    gap: float
    bound: bool
    reason: str | None


def values_json(advice: Advice, reasons: Reasons, lang: str,
                label: Callable[[int], Mapping[str, object]]) -> list[dict[str, object]]:
    """The hint's list: every valued action, the choice first, each with what ``label``
    says of it (its card or its words) and, if worse, the reason ``reasons`` name. A gap
    is marked ``bound`` (this much or more) only if the choice's own value is exact."""
    out: list[dict[str, object]] = []
    # a gap is "this or worse" only when the choice's own value is exact
    exact = not any(v.bound for v in advice.values if v.action == advice.choice)
    for v in ranked(advice):
        g = gap(advice, v)
        reason = reasons.get(v.action) if g < 0 else None
        entry: ValueJSON = {"action": v.action, "best": v.action == advice.choice,
                            "value": round(v.value, 2), "gap": g,
                            "bound": v.bound and exact and v.action != advice.choice,
                            "reason": None if reason is None else reason.get(lang)}
        out.append({**entry, **label(v.action)})
    return out
