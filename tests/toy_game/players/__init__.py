"""High Card's computer players: ``random`` (any card) and ``greedy`` (leads its highest
card; follows with the lowest card that wins, else its lowest)."""

from __future__ import annotations

from penneech.core.cards import rank_of
from penneech.core.players import GamePlayer, PlayerRegistry, RandomPlayer, SeededPlayer
from toy_game.view import ToyView


class GreedyPlayer(SeededPlayer):
    """The highest card to lead; to follow, the lowest that wins, else the lowest."""

    name = "greedy"

    def choose(self, view: ToyView) -> int:
        """The card the rule of thumb picks."""
        cards = sorted(view.legal, key=rank_of)
        if view.lead_card is None:
            return cards[-1]
        lead = rank_of(view.lead_card)
        return next((c for c in cards if rank_of(c) > lead), cards[0])


Player = GamePlayer[ToyView]
#: The levels, weakest first (``penneech.core.players``).
PLAYERS: PlayerRegistry[Player] = PlayerRegistry(
    "High Card", {"random": RandomPlayer, "greedy": GreedyPlayer})
player_names = PLAYERS.player_names
make_player = PLAYERS.make_player
