"""The end of a game and its settlement, per option ``game_format``.

- ``race_100`` (Cotton 1674, pp. 80, 85–86): deals continue until a player reaches 100;
  the first to reach it in the order of reckoning wins, and play stops there; a single
  game. ``race_100_double`` (Meyers): the same, and a loser with under 50 loses double.
- ``rubicon_partie`` (Cavendish, laws 71–73): six deals; the higher total wins the
  difference plus 100, or both totals plus 100 if the loser has under 100 (even if the
  winner is under 100 too). A tie: two more deals, one each; still tied, a draw.
- ``four_deal_partie`` (Cavendish, note to law 71): four deals, the first and last
  counting double; a tie is broken by one more deal each, counting single; still tied, a
  draw.
- ``points`` (Meyers, "nach Augen"): six deals, the difference of the totals.
"""

from __future__ import annotations

from collections.abc import Sequence

from penneech.games.piquet.reckoning import PiquetEvent, in_reckoning_order

TARGET = 100
RUBICON = 100
DOUBLE_BELOW = 50


def is_race(game_format: str) -> bool:
    """Whether the game is a race to 100."""
    return game_format.startswith("race_100")


def base_deals(game_format: str) -> int:
    """The number of deals of a partie (0 for a race)."""
    return {"rubicon_partie": 6, "four_deal_partie": 4, "points": 6}.get(game_format, 0)


def tie_deals(game_format: str) -> int:
    """How many deals are added once when a partie ends in a tie."""
    return 2 if game_format in ("rubicon_partie", "four_deal_partie") else 0


def multiplier(game_format: str, deal: int) -> int:
    """How many times deal number ``deal`` (from 1) counts: 2 for the first and fourth of
    a four-deal partie, otherwise 1."""
    return 2 if game_format == "four_deal_partie" and deal in (1, 4) else 1


def race_finish(start: Sequence[int], events: Sequence[PiquetEvent],
                target: int = TARGET) -> PiquetEvent | None:
    """The first event, in the order of reckoning, that brings a player from ``start``
    to ``target``, or ``None`` (Cotton p. 86: "the Blanks are always first reckoned").
    """
    run = list(start)
    for e in in_reckoning_order(events):
        run[e.player] += e.points
        if run[e.player] >= target:
            return e
    return None


def settle(game_format: str, totals: Sequence[int], winner: int | None) -> int:
    """What the winner gains (0 for a draw).

    >>> settle("rubicon_partie", (120, 101), 0), settle("rubicon_partie", (120, 99), 0)
    (119, 319)
    >>> settle("rubicon_partie", (97, 89), 0), settle("race_100_double", (100, 49), 0)
    (286, 2)
    """
    if winner is None:
        return 0
    won, lost = totals[winner], totals[1 - winner]
    if game_format == "rubicon_partie":
        if lost < RUBICON:
            return won + lost + RUBICON
        return won - lost + RUBICON
    if game_format == "race_100_double":
        return 2 if lost < DOUBLE_BELOW else 1
    if game_format == "race_100":
        return 1
    return won - lost


def partie_winner(totals: Sequence[int]) -> int | None:
    """The player with the higher total, or ``None`` on a tie."""
    if totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


def after_deal(game_format: str, deal: int, planned: int,
               totals: Sequence[int]) -> tuple[bool, int, int | None]:
    """After deal number ``deal`` of a partie planned for ``planned`` deals: whether the
    game is over, the deals now planned, and the winner (``None``: none yet, or a draw).

    A race ends only when 100 is reached (``race_finish``), never here. A tie at the end
    of a rubicon or four-deal partie adds its extra deals once; a tie after them is a draw.

    >>> after_deal("rubicon_partie", 6, 6, (90, 90)), after_deal("rubicon_partie", 8, 8, (99, 99))
    ((False, 8, None), (True, 8, None))
    """
    if is_race(game_format) or deal < planned:
        return False, planned, None
    leader = partie_winner(totals)
    extra = tie_deals(game_format)
    if leader is None and extra and planned == base_deals(game_format):
        return False, planned + extra, None
    return True, planned, leader
