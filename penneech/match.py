"""Play a whole game between two computer players, reproducibly from a seed."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from penneech.chance import SeededChance
from penneech.players.base import Player
from penneech.rules import Rules
from penneech.state import State
from penneech.view import view_of


def play_game(rules: Rules, players: Sequence[Player], seed: int,
              on_decision: Callable[[State, int, int], None] | None = None) -> State:
    """Play a game to the end: ``players[0]`` sits in seat 0, ``players[1]`` in seat 1.

    The cards come from ``SeededChance(seed)``, so the same seed deals the same cards to
    the same seats whoever plays them (swap the players to play a deal in duplicate).
    ``on_decision(state, player, action)`` is called before each player's action is applied.

    >>> from penneech.players import make_player
    >>> game = play_game(Rules(), [make_player("random", 1), make_player("random", 2)], 7)
    >>> game.winner, game.scores
    (0, [65, 22])
    """
    state = State(rules)
    chance = SeededChance(seed)
    while True:
        chance.advance(state)
        if state.is_terminal():
            return state
        seat = state.current_player()
        action = players[seat].choose(view_of(state, seat))
        if on_decision is not None:
            on_decision(state, seat, action)
        state.apply_action(action, seat)
