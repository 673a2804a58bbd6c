"""Play a whole game of Penneech between two computer players, reproducibly from a seed.

The match scripts play any game through the registry (``Game.play_match``); this is the
same game with Penneech's own types, and a hook on every decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from penneech.core.playing import play_out, seated
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.players.base import Player
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import State
from penneech.games.penneech.view import view_of


def play_game(rules: Rules, players: Sequence[Player], seed: int,
              on_decision: Callable[[State, int, int], None] | None = None) -> State:
    """Play a game to the end: ``players[0]`` sits in seat 0, ``players[1]`` in seat 1.

    The cards come from ``SeededChance(seed)``, so the same seed deals the same cards to
    the same seats whoever plays them (swap the players to play a deal in duplicate).
    ``on_decision(state, player, action)`` is called before each player's action is applied.

    >>> from penneech.games.penneech.players import make_player
    >>> game = play_game(Rules(), [make_player("random", 1), make_player("random", 2)], 7)
    >>> game.winner, game.scores
    (0, [65, 22])
    """
    return play_out(State(rules), SeededChance(seed), seated(players, view_of), on_decision)

