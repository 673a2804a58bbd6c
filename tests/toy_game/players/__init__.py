"""High Card's computer players: ``random`` (any card) and ``greedy`` (leads its highest
card; follows with the lowest card that wins, else its lowest)."""

from __future__ import annotations

import random
from collections.abc import Callable

from penneech.core.cards import rank_of
from toy_game.view import ToyView


class RandomPlayer:
    """Any legal card, from a seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: ToyView) -> int:
        """A legal card at random."""
        return self.rng.choice(view.legal)


class GreedyPlayer:
    """The highest card to lead; to follow, the lowest that wins, else the lowest."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: ToyView) -> int:
        """The card the rule of thumb picks."""
        cards = sorted(view.legal, key=rank_of)
        if view.lead_card is None:
            return cards[-1]
        lead = rank_of(view.lead_card)
        return next((c for c in cards if rank_of(c) > lead), cards[0])


Player = RandomPlayer | GreedyPlayer
_PLAYERS: dict[str, Callable[[int | None], Player]] = {"random": RandomPlayer,
                                                        "greedy": GreedyPlayer}


def player_names() -> list[str]:
    """The levels, weakest first."""
    return list(_PLAYERS)


def make_player(name: str, seed: int | None = None) -> Player:
    """A player by name, seeded; ``ValueError`` for another name."""
    if name not in _PLAYERS:
        raise ValueError(f"unknown High Card player {name!r}; players: {', '.join(_PLAYERS)}")
    return _PLAYERS[name](seed)
