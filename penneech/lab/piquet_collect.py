"""What one Piquet deal shows: the lab's statistics, read from the engine's reckoning log.

A deal is played through ``PiquetState`` with ``horizon="deal"`` (every rule checked, the
same engine the site runs) by players that see only their ``PiquetView``. Every figure is
read from the reckoning log (``penneech/piquet/reckoning.py``: classes I–VI and the reason
of each score) and from the tricks each player took. Nothing here decides a rule. The
definitions, as the results page states them:

- *a deal's points*: both players' points in the deal, every bonus included; *won*: the
  player with more points (a tie is left out of the shares of deals won).
- *sources*: carte blanche (class I), the point (II), sequences (III), sets (IV), play
  (class V: leads, tricks, the last trick), the cards and capot (class VI), pique and
  repique (the bonuses, counted apart from the class that triggered them).
- *divided cards*: six tricks each, so nobody scores the cards (Cavendish, law 66).
- *decided by a repique* (or a pique): its scorer won the deal and, without the bonus,
  would have lost or tied it.
"""

from __future__ import annotations

from collections.abc import Sequence

from penneech.common.playing import play_out, seated
from penneech.lab.stats import Tally, add_moments, add_ratio, bump
from penneech.piquet.chance import PiquetChance
from penneech.piquet.players.base import PiquetPlayer
from penneech.piquet.rules import PiquetRules
from penneech.piquet.state import PiquetState
from penneech.piquet.view import view_of

#: The sources of a deal's points, by reason in the reckoning log.
SOURCES: dict[str, str] = {
    "carte_blanche": "blanche", "point": "point", "sequence": "sequences", "set": "sets",
    "lead": "play", "trick": "play", "last_trick": "play", "cards": "cards",
    "capot": "cards", "carried_cards": "cards", "pique": "pique", "repique": "repique",
}

#: The sources in the order of reckoning, the bonuses last.
SOURCE_ORDER = ("blanche", "point", "sequences", "sets", "play", "cards", "pique", "repique")

#: Events counted per deal: the tally key and the reason that shows it.
HAPPENINGS = {"pique": "pique", "repique": "repique", "capot": "capot",
              "blanche": "carte_blanche"}


def play_deal(rules: PiquetRules, players: Sequence[PiquetPlayer], seed: int) -> PiquetState:
    """Play one deal from ``seed``: ``players[s]`` in seat ``s``, cards from ``PiquetChance``."""
    return play_out(PiquetState(rules, horizon="deal"), PiquetChance(seed),
                    seated(players, view_of))


def count_deal(state: PiquetState, tally: Tally, better: int | None = None) -> None:
    """Add a finished deal's figures to ``tally``; ``better`` is the stronger player's seat
    in a match of two levels (``better_wins``, ``better_margin``)."""
    elder = 1 - state.dealer
    points = [0, 0]
    by_source = dict.fromkeys(SOURCE_ORDER, 0)
    for e in state.events:
        points[e.player] += e.points
        by_source[SOURCES[e.reason]] += e.points
    total = points[0] + points[1]
    bump(tally, "games")  # one game is one deal
    add_moments(tally, "deal_points", total)
    for source, value in by_source.items():
        add_moments(tally, f"points_{source}", value)
    add_ratio(tally, "elder_points", points[elder], total)
    add_moments(tally, "elder_margin", points[elder] - points[1 - elder])
    winner = None if points[0] == points[1] else int(points[1] > points[0])
    if winner is not None:
        bump(tally, "deals_decided")
        bump(tally, "elder_wins", winner == elder)
    for key, reason in HAPPENINGS.items():
        bump(tally, key, any(e.reason == reason for e in state.events))
    bump(tally, "divided", state.tricks_won[0] == state.tricks_won[1])
    for reason in ("pique", "repique"):
        for e in state.events:
            if e.reason == reason:
                without = points[e.player] - e.points
                bump(tally, f"{reason}_decides",
                     winner == e.player and without <= points[1 - e.player])
    if better is not None:
        bump(tally, "better_wins", winner == better)
        add_moments(tally, "better_margin", points[better] - points[1 - better])
