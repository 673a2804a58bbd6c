"""Playing a game between players, the same loop for every game.

``play_out`` plays a state to its end: the cards from a seeded chance (the same seed deals
the same cards to the same seats whoever plays them), each decision from a function of
the state and the seat, usually ``seated(players, view_of)``: each player choosing from
their own view. ``play_steps`` plays while a condition holds and returns every action,
chance's and the players', in order (a record's body). ``seat_points`` adds up a log.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeVar, overload


class Playable(Protocol):
    """A game's state machine (``penneech.games.penneech.state.State``,
    ``penneech.games.piquet.state.PiquetState``)."""

    def is_terminal(self) -> bool: ...
    def is_chance_node(self) -> bool: ...
    def current_player(self) -> int: ...
    def apply_action(self, action: int, player: int | None = None) -> object: ...


S = TypeVar("S", bound=Playable)
S_contra = TypeVar("S_contra", bound=Playable, contravariant=True)
V_contra = TypeVar("V_contra", contravariant=True)
V = TypeVar("V")


class Chance(Protocol[S_contra]):
    """A game's seeded chance (``penneech.games.penneech.chance.SeededChance``,
    ``PiquetChance``)."""

    def outcome(self, state: S_contra) -> int: ...
    def advance(self, state: S_contra) -> None: ...


class Chooser(Protocol[V_contra]):
    """A player: an action chosen from its own view."""

    def choose(self, view: V_contra) -> int: ...


class Scored(Protocol):
    """A line of a game's log of scores: who scored and how much."""

    @property
    def player(self) -> int: ...
    @property
    def points(self) -> int: ...


Choose = Callable[[S, int], int]


def seated(players: Sequence[Chooser[V]], view_of: Callable[[S, int], V]) -> Choose[S]:
    """``players[s]`` sits in seat ``s`` and chooses from its view (``view_of(state, s)``)."""
    return lambda state, seat: players[seat].choose(view_of(state, seat))


def play_out(state: S, chance: Chance[S], choose: Choose[S],
             on_decision: Callable[[S, int, int], None] | None = None) -> S:
    """Play ``state`` to its end and return it: chance's steps from ``chance``, each
    decision from ``choose(state, seat)``; ``on_decision(state, seat, action)`` is called
    before each decision is applied."""
    while True:
        chance.advance(state)
        if state.is_terminal():
            return state
        seat = state.current_player()
        action = choose(state, seat)
        if on_decision is not None:
            on_decision(state, seat, action)
        state.apply_action(action, seat)


def play_steps(state: S, chance: Chance[S], choose: Choose[S], going: Callable[[S], bool],
               after: Callable[[S], None] | None = None) -> list[int]:
    """Play while ``going(state)`` holds; every action, chance's and the players', in the
    order played. ``after(state)`` is called after each action."""
    actions: list[int] = []
    while going(state):
        if state.is_chance_node():
            action = chance.outcome(state)
            state.apply_action(action)
        else:
            seat = state.current_player()
            action = choose(state, seat)
            state.apply_action(action, seat)
        actions.append(action)
        if after is not None:
            after(state)
    return actions


@overload
def seat_points(events: Iterable[Scored]) -> tuple[int, int]: ...
@overload
def seat_points(events: Iterable[Scored], seats: int) -> tuple[int, ...]: ...


def seat_points(events: Iterable[Scored], seats: int = 2) -> tuple[int, ...]:
    """Each seat's points in a log of scores, for ``seats`` seats (two unless given)."""
    points = [0] * seats
    for event in events:
        points[event.player] += event.points
    return tuple(points)
