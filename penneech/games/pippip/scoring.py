"""The score log of a Pip-Pip! game, and when the game ends.

Each deal scores the card points of the tricks a player wins, the marriages he declares,
and with the options the last-trick bonus and the leftover cards (pagat (S), "Pip-Pip!"
and "Anmerkungen"; B.6.1). The game ends after an agreed number of rounds, each player
dealing once a round, or at a target score checked at the end of a deal, or at whichever
comes first (option ``game_end``; S, "Partie", after Fosdick; B.6.2, B.9.11); the highest
total wins, and equal highest totals share the win (B.6.2, our reading).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from penneech.core.cards import CardSet
from penneech.games.pippip.rules import PippipRules

Reason = Literal["trick", "marriage", "last_trick", "leftovers", "leftover_marriage"]


class PippipEvent(NamedTuple):
    """A line of the score log: ``player`` scored ``points`` for ``reason`` in deal
    ``deal``, at trick ``trick`` (0 before the first trick); ``cards`` are the cards
    scored (the trick, the marriage, the leftovers)."""

    player: int
    points: int
    reason: Reason
    deal: int
    trick: int
    cards: CardSet


def deals_in_game(rules: PippipRules) -> int | None:
    """The deals a game by rounds lasts (each player deals ``rounds`` times), or ``None``
    when only the target ends it."""
    return None if rules.game_end == "target" else rules.rounds * rules.players


def game_over(rules: PippipRules, deals_played: int, totals: Sequence[int]) -> bool:
    """Is the game over after ``deals_played`` deals with ``totals``?"""
    planned = deals_in_game(rules)
    if planned is not None and deals_played >= planned:
        return True
    return rules.game_end != "rounds" and max(totals) >= rules.target


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest total: one winner, or several sharing the win."""
    best = max(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)
