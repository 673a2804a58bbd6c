"""High Card in the variant lab: what one game shows, its figures, and its readings.

A game shows who dealt, who won (or that it was drawn) and, in a match of two levels,
whether the first player won: the tally counts them, and the figures are the dealer's share
of the decided games, the share of drawn games, and the first player's share.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from penneech.core.playing import play_out, seated
from penneech.lab.matches import chunk_player
from penneech.lab.stats import Interval, Tally, bump, wilson
from penneech.lab.sweep import LabPlay
from toy_game.chance import ToyChance
from toy_game.game import GAME
from toy_game.rules import ToyRules
from toy_game.state import ToyState
from toy_game.view import view_of


def play_and_count(rules: ToyRules, players: Sequence[Any], seed: int, tally: Tally,
                   better: int | None) -> None:
    """Play one game from ``seed`` and add to ``tally`` who dealt, who won, and (``better``,
    a seat) whether the first player of a match of two levels won."""
    state = play_out(ToyState(rules), ToyChance(seed), seated(players, view_of))
    bump(tally, "games")
    if state.winner is None:
        bump(tally, "draws")
    else:
        bump(tally, "decided")
        bump(tally, "dealer_wins", state.winner == state.dealer)
    if better is not None:
        bump(tally, "better_wins", state.winner == better)


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """The dealer's share of decided games, the drawn games, the first player's share."""
    out = {"dealer_wins": wilson(t.get("dealer_wins", 0), t.get("decided", 0)),
           "draws": wilson(t.get("draws", 0), t.get("games", 0))}
    if "better_wins" in t:
        out["better_wins"] = wilson(t["better_wins"], t["games"])
    return out


def lab() -> LabPlay:
    """How the lab plays High Card and reads its figures."""
    return LabPlay(
        play_chunk=chunk_player(GAME, play_and_count),
        figures=figures,
        spreads=lambda t: {},
        headline=(("dealer_wins", "dealer wins"), ("better_wins", "first player wins"),
                  ("draws", "drawn")),
    )
