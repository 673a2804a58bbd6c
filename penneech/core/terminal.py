"""The terminal's game loop and replay loop, whatever the game (``penneech play``,
``penneech replay``).

A game against the computer goes the same way in every game: show what happened since
the last turn, let chance deal, let a computer seat choose from its own view, or ask the
human (who may give up), apply the answer, and go on until the game (or the single deal)
is over; then show the end. A replay applies a record's actions one by one, shows each,
and with ``--step`` pauses after each trick. What is shown and asked is each game's own
(its ``terminal`` module, through the hooks of ``TerminalTable``); the loops are here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from penneech.core.console import Console
from penneech.core.playing import Playable

S = TypeVar("S", bound=Playable)
S_contra = TypeVar("S_contra", bound=Playable, contravariant=True)


class TerminalTable(Protocol[S_contra]):
    """A game's hooks for the terminal's game loop (``play_loop``); the human sits in
    seat ``human``."""

    @property
    def human(self) -> int:
        """The human's seat."""
        ...

    def report(self, state: S_contra) -> None:
        """Show what happened since the last report: the tricks, turned cards, claims and
        scores, in their order (the last trick of a deal from the deal kept once over)."""
        ...

    def announce(self, state: S_contra) -> None:
        """Before each step: say that a new deal begins, if one does."""
        ...

    def chance(self, state: S_contra) -> None:
        """Let chance act (deal, turn up) until a seat must choose or the game is over,
        saying what the players may see of it."""
        ...

    def computer(self, state: S_contra, seat: int) -> None:
        """A computer seat's turn: it chooses from its own view; apply and announce it."""
        ...

    def ask(self, state: S_contra) -> list[int] | None:
        """The human's turn: the actions chosen (several where one answer is several
        actions, as Piquet's discards; one without a question where there is no choice),
        or ``None`` if the human gives up."""
        ...

    def answered(self, state: S_contra, chosen: list[int]) -> None:
        """After the human's actions are applied: say what follows from them."""
        ...


def play_loop(console: Console, state: S, table: TerminalTable[S]) -> bool:
    """Play ``state`` on to its end with ``table``'s hooks: whether it was played out
    (``False`` if the human gave up, which is said). The last report is made either way."""
    finished = True
    while not state.is_terminal():
        table.report(state)
        table.announce(state)
        if state.is_chance_node():
            table.chance(state)
            continue
        seat = state.current_player()
        if seat != table.human:
            table.computer(state, seat)
            continue
        chosen = table.ask(state)
        if chosen is None:
            console.say("Game abandoned.")
            finished = False
            break
        for action in chosen:
            state.apply_action(action, seat)
        table.answered(state, chosen)
    table.report(state)
    return finished


def replay_loop(console: Console, state: S, actions: Iterable[int], step: bool,
                show: Callable[[S, int], bool]) -> S:
    """Apply a record's ``actions`` to ``state``, each through ``show`` (which applies it,
    says what it made public and tells whether it ended a trick); with ``step``, pause
    after each trick until the reader types ``q`` (``Console.pause``). The final state."""
    for action in actions:
        if show(state, action) and step:
            step = console.pause()
    return state
