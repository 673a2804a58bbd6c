"""What one Pip-Pip! deal shows: the lab's statistics, read from the engine as it plays.

A deal is played through ``PippipState`` with ``horizon="deal"`` (every rule checked, the
same engine the site runs) by players that see only their ``PippipView``. Every figure is
read from the score log (``penneech/games/pippip/scoring.py``: each score with its reason), the
declarations, the trump changes and the tricks, and from the choices the players were
offered. Nothing here decides a rule. The definitions, as the results page states them:

- *positions*: counted clockwise from the dealer's left, position 0 being the opening
  leader (pagat (S), "Spiel"; B.3.1) and position n - 1 the dealer;
- *a deal's points*: every seat's points in the deal; *won*: by the seat with the most
  points (equal highest totals share the win, B.6.2, and such deals are left out of the
  shares of deals won);
- *sources*: card points in tricks (``trick``), marriages declared (``marriage``), the
  last-trick bonus (``last_trick``), the leftovers (``leftovers`` and the marriages among
  them, ``leftover_marriage``);
- *trump changes*: changes of the trump suit by a marriage (not the cut card's first
  trump); *a deal without trump*: no trick of it was played under a trump;
- *decided by the last trick*: the seat alone ahead before the last trick's first card
  (or nobody, for a tie) is not the seat alone ahead at the end;
- *real choice*: a player following to a trick may play cards of more than one face (two
  copies of one card are no choice), counted over the tricks while the stock serves every
  player and after it.
"""

from __future__ import annotations

from collections.abc import Sequence

from penneech.core.playing import Chooser
from penneech.games.pippip.actions import card_played
from penneech.games.pippip.pack import face_of
from penneech.games.pippip.players.match import play_pippip
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import PippipView
from penneech.lab.stats import Tally, add_moments, add_ratio, bump

#: The sources of a deal's points, by reason in the score log.
SOURCES: dict[str, str] = {"trick": "cards", "marriage": "marriages",
                           "last_trick": "last_trick", "leftovers": "leftovers",
                           "leftover_marriage": "leftovers"}

#: The sources in the order they score in a deal.
SOURCE_ORDER = ("cards", "marriages", "last_trick", "leftovers")


def position(seat: int, dealer: int, seats: int) -> int:
    """A seat's position from the dealer's left: 0 the opening leader, n - 1 the dealer.

    >>> position(0, 4, 5), position(4, 4, 5), position(2, 0, 3)
    (0, 4, 1)
    """
    return (seat - dealer - 1) % seats


def sole_top(points: Sequence[int]) -> int | None:
    """The seat alone with the most points, or ``None`` when several share the top."""
    best = max(points)
    top = [s for s, p in enumerate(points) if p == best]
    return top[0] if len(top) == 1 else None


class DealCounter:
    """Watches the decisions of one deal: the choices of the players following to a
    trick, and the points before the last trick."""

    def __init__(self, tally: Tally) -> None:
        self.tally = tally
        self.before_last: tuple[int, ...] | None = None

    def __call__(self, state: PippipState, seat: int, action: int) -> None:
        if state.phase != "play":
            return
        if not state.trick:
            if state.trick_number == state.rules.tricks_per_deal and self.before_last is None:
                self.before_last = state.deal_scores
            return
        faces = {face_of(c) for a in state.legal_actions()
                 if (c := card_played(a)) is not None}
        when = "drawing" if state.drawing_trick else "end"
        bump(self.tally, f"follow_decisions_{when}")
        bump(self.tally, f"follow_choices_{when}", len(faces) > 1)


def play_deal(rules: PippipRules, players: Sequence[Chooser[PippipView]], seed: int,
              tally: Tally, better: int | None = None) -> PippipState:
    """Play one deal from ``seed`` (``players[s]`` in seat ``s``, the dealer and cards
    from ``PippipChance``) and add its figures to ``tally``; ``better`` is the tested
    player's seat in a match of two levels (``better_wins``, ``better_points``)."""
    counter = DealCounter(tally)
    state = play_pippip(rules, players, seed, horizon="deal", on_decision=counter)
    count_deal(state, tally, counter.before_last, better)
    return state


def count_deal(state: PippipState, tally: Tally, before_last: Sequence[int] | None,
               better: int | None = None) -> None:
    """Add a finished deal's figures to ``tally``; ``before_last`` are the seats' points
    before the last trick's first card."""
    n = state.seats
    points = [0] * n
    by_source = dict.fromkeys(SOURCE_ORDER, 0)
    for e in state.events:
        points[e.player] += e.points
        by_source[SOURCES[e.reason]] += e.points
    total = sum(points)
    bump(tally, "games")  # one game is one deal
    add_moments(tally, "table", n)
    add_moments(tally, "deal_points", total)
    for source, value in by_source.items():
        add_moments(tally, f"points_{source}", value)
    winner = sole_top(points)
    if winner is not None:
        bump(tally, "deals_decided")
    for seat in range(n):
        k = position(seat, state.dealer, n)
        add_ratio(tally, f"pos{k}_points", points[seat], total)
        bump(tally, f"pos{k}_wins", winner == seat)
    add_moments(tally, "marriages", len(state.declarations))
    add_moments(tally, "trump_changes", sum(1 for t in state.trump_changes if t.player >= 0))
    bump(tally, "no_trump", all(t.trump is None for t in state.tricks))
    ahead = sole_top(before_last) if before_last is not None else None
    bump(tally, "last_trick_decides", ahead != winner)
    if better is not None:
        bump(tally, "better_wins", winner == better)
        add_ratio(tally, "better_points", points[better], total)
