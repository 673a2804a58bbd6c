"""Play a whole game between two computer players, reproducibly from a seed.

``play_game`` plays Penneech; ``play_points`` plays either game by name (``--game`` of
``scripts/tournament.py``): a Penneech game, or a single Piquet deal
(``penneech.games.piquet.players.match``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from penneech.core.playing import play_out, seat_points, seated
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


#: The games the match scripts play (``--game``); Penneech is the default.
GAMES: tuple[str, ...] = ("penneech", "piquet")


def play_points(game: str, preset: str, players: Sequence[Any], seed: int) -> tuple[int, int]:
    """Each seat's points when ``players`` play ``game`` under preset ``preset`` from
    ``seed``: a whole Penneech game, or one Piquet deal with its bonuses (the horizon of a
    Piquet tournament). ``ValueError`` for an unknown game or preset."""
    if game == "penneech":
        from penneech.games.penneech.presets import PRESETS

        if preset not in PRESETS:
            raise ValueError(f"unknown Penneech preset {preset!r}; presets: {', '.join(PRESETS)}")
        return seat_points(play_game(PRESETS[preset].rules, players, seed).events)
    if game == "piquet":
        from penneech.games.piquet.players.match import deal_points, play_piquet
        from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS

        if preset not in PIQUET_PRESETS:
            raise ValueError(f"unknown Piquet preset {preset!r}; presets: "
                             f"{', '.join(PIQUET_PRESETS)}")
        return deal_points(play_piquet(PIQUET_PRESETS[preset].rules, players, seed))
    raise ValueError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
