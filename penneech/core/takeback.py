"""Taking back the human's decisions in a play page: undo against the computer.

A game kept by a page (``penneech.core.web.PageGame``) notes each decision of the human's
that still stands (``Decision``): where in the game's ``history`` it was taken, how many
actions it named (one, or Piquet's cards put out in the exchange, named at once), how many
computer decisions had been noted before it, and the computer players as they stood then.
Taking it back rebuilds the game from its own history up to that point, every chance step
and every decision replayed as the page played them (``rebuild``): the state is the one the
human saw before that decision, the seeded chance deals the same cards again (each deal's
cards depend only on the deal number and the deal), and the computer players are given back
as they were, so that the same decision is answered as it was the first time.

The game counts its take-backs (``TakeBacks.count``), and its record says so in the header
``Takebacks`` (``header``, read back by ``count_of``: every game's record keeps a header it
does not know itself, ``penneech.core.records.Record.others``). Games with take-backs are
counted apart in the page's statistics.

A game continued from a record (a file the player loaded, or the game the page kept across a
reload) finds the human's decisions in the record's steps as the page would have asked them
(``Marker``): a decision the page answers for the human (``Side.forced``) is none, and
actions that belong to the decision before them (``Side.joined``: Piquet's exchange) are
part of it. Taken back, such a decision gets its computer players as the continued game
made them, before any of its steps.

Fair play: taking back shows the human the position they saw before, from their view
alone, and the words of their own decision; never the seed or a hidden card.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from penneech.core.errors import PenneechError, shown
from penneech.core.turns import CHANCE

#: The record's header that counts a game's take-backs.
HEADER = "Takebacks"
#: The most take-backs a record may name (a number far past any game's decisions).
MOST = 10**6


@dataclass
class Decision:
    """A decision of the human's that may be taken back: its place in the game's history
    (``step``: how many steps were taken before it), how many actions it named (``size``),
    how many computer decisions had been noted before it (``moves``) and a copy of the
    computer players as they stood (``players``; ``None``: as the game made them)."""

    step: int
    size: int = 1
    moves: int = 0
    #: The game's own computer players (``PageGame.players``), copied.
    players: Any = None


@dataclass
class TakeBacks:
    """A game's take-backs so far (``count``) and the human's decisions that may still be
    taken back, oldest first (``decisions``)."""

    count: int = 0
    decisions: list[Decision] = field(default_factory=list)

    def public(self, over: bool) -> dict[str, int]:
        """What every answer of a page tells of them: the take-backs so far, and how many
        decisions may be taken back now (none once the game is over)."""
        return {"takebacks": self.count, "undo": 0 if over else len(self.decisions)}

    def header(self) -> dict[str, str]:
        """The record's header: ``Takebacks: n`` once the game has any, else none."""
        return {HEADER: str(self.count)} if self.count else {}


def count_of(headers: Mapping[str, str]) -> int:
    """The take-backs a record's headers name (0 without the header); anything but a whole
    number from 0 to ``MOST`` in digits is refused, quoted.

    >>> count_of({}), count_of({"Takebacks": "2"})
    (0, 2)
    >>> count_of({"Takebacks": "-1"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    penneech.core.errors.PenneechError: headers: Takebacks must be a whole number ..., not '-1'
    """
    value = headers.get(HEADER, "0")
    if not (value.isascii() and value.isdigit() and len(value) <= len(str(MOST))
            and int(value) <= MOST):
        raise PenneechError(f"headers: {HEADER} must be a whole number from 0 up, not "
                            f"{shown(value)}")
    return int(value)


def before(history: Sequence[object], moves: int, players: object) -> Decision:
    """The human's decision about to be taken now: after ``history``'s steps and ``moves``
    computer decisions, the computer players ``players`` copied as they stand."""
    return Decision(len(history), 0, moves, copy.deepcopy(players))


def taken(kept: TakeBacks, decision: Decision, history: Sequence[object]) -> None:
    """Note ``decision`` (from ``before``) as taken, its actions being the steps of
    ``history`` since."""
    decision.size = len(history) - decision.step
    kept.decisions.append(decision)


class Marker:
    """Finds the human's decisions in the steps of a game continued from a record, as the
    page asked them: ``human_step`` before each step of the human's."""

    def __init__(self, kept: TakeBacks) -> None:
        self.kept = kept

    def human_step(self, history: Sequence[object], forced: bool, joined: bool) -> None:
        """Before the human's step at ``len(history)``: a step the page does not answer for
        them (``forced``) is a decision, or, if ``joined``, part of the decision before
        it."""
        if forced:
            return
        decisions = self.kept.decisions
        if joined and decisions and decisions[-1].step + decisions[-1].size == len(history):
            decisions[-1].size += 1
        else:
            decisions.append(Decision(len(history)))


def last(kept: TakeBacks, over: bool) -> Decision:
    """The human's last decision, to be taken back; refused (``PenneechError``) once the
    game is over or while there is none."""
    if over:
        raise PenneechError("the game is over: nothing to take back; start a new game")
    if not kept.decisions:
        raise PenneechError("nothing to take back: you have made no decision in this game yet")
    return kept.decisions[-1]


def rebuild(history: Sequence[tuple[int, int]], decision: Decision,
            chance: Callable[[int], object], play: Callable[[int, int], None]) -> None:
    """Replay the steps of ``history`` before ``decision`` on a new game: each chance step
    by ``chance(action)``, each decision by ``play(action, player)``, as the page played
    them."""
    for player, action in history[:decision.step]:
        if player == CHANCE:
            chance(action)
        else:
            play(action, player)


def after(kept: TakeBacks, decision: Decision) -> TakeBacks:
    """The take-backs of the game with ``decision`` (its last) taken back: one more, and
    the decisions before it."""
    return TakeBacks(kept.count + 1, kept.decisions[:-1])
