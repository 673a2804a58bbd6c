"""What every game's state machine does around an action, whatever the game.

The states follow OpenSpiel's shape: ``current_player()`` is a seat (0, 1), ``CHANCE`` or
``TERMINAL``; ``legal_actions()`` lists integers; ``apply_action`` plays one. ``Turns``,
the base of each game's state, names what every state answers (so that code given a game
from the registry is type-checked against it) and gives the checks made before an action
(the game is not over, it is the given player's turn, the action is an integer and legal,
else the game's own reason why not), the chance outcomes (all equally likely) and an
independent copy; ``check_dealer`` checks the first dealer a game is started with.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from penneech.core.errors import IllegalActionError, shown

CHANCE = -1
TERMINAL = -2


def check_dealer(dealer: object, seats: int = 2) -> int:
    """``dealer`` if it is one of the seats 0 … ``seats`` - 1 (two unless given; a game
    started at a given first dealer), else ``IllegalActionError``."""
    if type(dealer) is not int or not 0 <= dealer < seats:
        if seats == 2:
            raise IllegalActionError(f"dealer must be player 0 or 1, not {shown(dealer)}")
        raise IllegalActionError(
            f"dealer must be a player from 0 to {seats - 1}, not {shown(dealer)}")
    return dealer


class Turns:
    """Base of a game's state; the game supplies the queries and ``_why_illegal``."""

    phase: str
    #: Every step taken, in order: who took it (a seat or ``CHANCE``) and the action.
    history: list[tuple[int, int]]

    def current_player(self) -> int:
        """The seat (0, 1, …) of a player's decision, ``CHANCE`` or ``TERMINAL``."""
        raise NotImplementedError

    def legal_actions(self) -> list[int]:
        """The actions allowed now, sorted; empty when the game is over."""
        raise NotImplementedError

    def is_chance_node(self) -> bool:
        """Is the next step chance?"""
        raise NotImplementedError

    def is_terminal(self) -> bool:
        """Is the game over (to the state's horizon)?"""
        raise NotImplementedError

    def returns(self) -> list[float]:
        """Each seat's result of the game, 0 for every seat until it is over."""
        raise NotImplementedError

    def apply_action(self, action: int, player: int | None = None) -> Sequence[object]:
        """Take ``action`` (a chance outcome or ``player``'s decision, checked to be
        ``player``'s turn when given): the game's events it caused, such as scores."""
        raise NotImplementedError

    def _why_illegal(self, action: int, who: int) -> str:
        """Why ``action`` (an integer, not legal now) may not be taken by ``who``."""
        raise NotImplementedError

    def clone(self) -> Self:
        """An independent copy: every list attribute copied (their items are immutable:
        ints, tuples, frozen dataclasses), everything else shared, being immutable too."""
        other = object.__new__(type(self))
        other.__dict__.update({name: list(value) if isinstance(value, list) else value
                               for name, value in self.__dict__.items()})
        return other

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Each possible chance action with its probability (all equally likely)."""
        if not self.is_chance_node():
            return []
        actions = self.legal_actions()
        p = 1.0 / len(actions)
        return [(a, p) for a in actions]

    def _check(self, action: int, player: int | None) -> None:
        """Raise ``IllegalActionError`` (changing nothing) unless ``action`` may be taken
        now, by ``player`` when given."""
        who = self.current_player()
        if who == TERMINAL:
            raise IllegalActionError("the game is over: no more actions are allowed")
        if player is not None and player != who:
            turn = "a chance step" if who == CHANCE else f"player {who}'s turn"
            raise IllegalActionError(
                f"out of turn: player {shown(player)} tried to act during {self.phase!r}, "
                f"but it is {turn}"
            )
        if not isinstance(action, int) or isinstance(action, bool):
            raise IllegalActionError(f"an action must be an integer, not {shown(action)}")
        if action in self.legal_actions():
            return
        raise IllegalActionError(self._why_illegal(action, who))
