"""Pip-Pip! in the lab: what one deal shows, the figures of a tally, the readings to
measure and how a chunk of deals is played (one deal per game, ``horizon="deal"``).

A deal is played through ``PippipState`` with ``horizon="deal"`` (every rule checked, the
same engine the site runs) by players that see only their ``PippipView``. Every figure is
read from the score log (``penneech/games/pippip/scoring.py``: each score with its reason),
the declarations, the trump changes and the tricks, and from the choices the players were
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

The table size is the rule set's ``players`` option (five in all three rule sets), and a
change of it is a reading like any other: ``pagat,players=8`` measures a table of eight.
Between one level and itself every seat has that level; between two levels
(``--players greedy random``) the first sits among the second, moved round every seat on
the same cards (``penneech.lab.matches.table_seatings``), and its share of deals won is
set against an even share of 1/n.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penneech.core.playing import Chooser
from penneech.games.pippip.actions import card_played
from penneech.games.pippip.game import GAME
from penneech.games.pippip.pack import face_of
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import PippipView
from penneech.lab import stats
from penneech.lab.matches import ROUND_THE_TABLE, chunk_player
from penneech.lab.stats import Interval, Tally
from penneech.lab.sweep import Headline, LabPlay, source_figure_names, spreads_of

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
        stats.bump(self.tally, f"follow_decisions_{when}")
        stats.bump(self.tally, f"follow_choices_{when}", len(faces) > 1)


def play_deal(rules: PippipRules, players: Sequence[Chooser[PippipView]], seed: int,
              tally: Tally, better: int | None = None) -> PippipState:
    """Play one deal from ``seed`` (``players[s]`` in seat ``s``, the dealer and cards
    from ``PippipChance``) and add its figures to ``tally``; ``better`` is the tested
    player's seat in a match of two levels (``better_wins``, ``better_points``)."""
    counter = DealCounter(tally)
    state = GAME.play_match(rules, players, seed, counter, horizon="deal")
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
    stats.bump(tally, "games")  # one game is one deal
    stats.add_moments(tally, "table", n)
    stats.add_moments(tally, "deal_points", total)
    for source, value in by_source.items():
        stats.add_moments(tally, f"points_{source}", value)
    winner = sole_top(points)
    if winner is not None:
        stats.bump(tally, "deals_decided")
    for seat in range(n):
        k = position(seat, state.dealer, n)
        stats.add_ratio(tally, f"pos{k}_points", points[seat], total)
        stats.bump(tally, f"pos{k}_wins", winner == seat)
    stats.add_moments(tally, "marriages", len(state.declarations))
    stats.add_moments(tally, "trump_changes", sum(1 for t in state.trump_changes if t.player >= 0))
    stats.bump(tally, "no_trump", all(t.trump is None for t in state.tricks))
    ahead = sole_top(before_last) if before_last is not None else None
    stats.bump(tally, "last_trick_decides", ahead != winner)
    if better is not None:
        stats.bump(tally, "better_wins", winner == better)
        stats.add_ratio(tally, "better_points", points[better], total)


#: Where a deal's points come from, in English and German.
SOURCE_NAMES: dict[str, tuple[str, str]] = {
    "cards": ("card points in tricks", "Kartenpunkte in Stichen"),
    "marriages": ("marriages", "Hochzeiten"),
    "last_trick": ("the last-trick bonus", "dem Bonus für den letzten Stich"),
    "leftovers": ("the leftovers", "den Restkarten"),
}

#: Figure ids in display order, with their English and German names (the positions'
#: shares, ``pos<k>_points`` and ``pos<k>_deals``, follow the table size).
FIGURE_NAMES: dict[str, tuple[str, str]] = {
    "leader_points": ("opening leader's share of a deal's points",
                      "Punkteanteil des ersten Ausspielers je Gabe"),
    "leader_deals": ("opening leader's share of deals won (shared wins left out)",
                     "Anteil der Gaben, die der erste Ausspieler gewinnt (ohne geteilte)"),
    "dealer_points": ("dealer's share of a deal's points", "Punkteanteil des Gebers je Gabe"),
    "dealer_deals": ("dealer's share of deals won (shared wins left out)",
                     "Anteil der Gaben, die der Geber gewinnt (ohne geteilte)"),
    "fair_share": ("an even share (1/n)", "gleicher Anteil (1/n)"),
    "deal_points": ("points per deal (all players)", "Punkte je Gabe (alle Spieler)"),
    **source_figure_names(SOURCE_NAMES, ("deal", "Gabe")),
    "marriages": ("marriages declared per deal", "angesagte Hochzeiten je Gabe"),
    "trump_changes": ("trump changes per deal", "Trumpfwechsel je Gabe"),
    "no_trump": ("deals without any trump", "Gaben ganz ohne Trumpf"),
    "last_trick_decides": ("deals decided by the last trick",
                           "Gaben, die der letzte Stich entscheidet"),
    "shared_wins": ("deals with a shared win", "Gaben mit geteiltem Sieg"),
    "real_choice": ("a follower has a real choice", "wer zugibt, hat echte Wahl"),
    "real_choice_drawing": ("… while the stock serves everyone",
                            "… solange der Talon für alle reicht"),
    "real_choice_end": ("… after that", "… danach"),
    "better_wins": ("tested player's share of deals won (shared wins left out)",
                    "Anteil der Gaben, die der getestete Spieler gewinnt (ohne geteilte)"),
    "better_points": ("tested player's share of a deal's points",
                      "Punkteanteil des getesteten Spielers je Gabe"),
}

#: Figures that are shares (written as percentages).
SHARE_FIGURES = frozenset({
    "leader_points", "leader_deals", "dealer_points", "dealer_deals", "fair_share",
    "no_trump", "last_trick_decides", "shared_wins", "real_choice", "real_choice_drawing",
    "real_choice_end", "better_wins", "better_points"})


def table_size(t: Mapping[str, int]) -> int:
    """The number of seats of the deals in a tally (every deal of a reading has the same)."""
    n = t.get("table.n", 0)
    return t["table.sum"] // n if n else 0


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """Every figure the tally supports (``better_*`` only for a match of two levels)."""
    g = t.get
    n = table_size(t)
    games, decided = g("games", 0), g("deals_decided", 0)
    out: dict[str, Interval] = {}
    for k in range(n):
        out[f"pos{k}_points"] = stats.ratio_interval(t, f"pos{k}_points")
        out[f"pos{k}_deals"] = stats.wilson(g(f"pos{k}_wins", 0), decided)
    if n:
        out["leader_points"], out["leader_deals"] = out["pos0_points"], out["pos0_deals"]
        out["dealer_points"] = out[f"pos{n - 1}_points"]
        out["dealer_deals"] = out[f"pos{n - 1}_deals"]
        out["fair_share"] = {"value": 1 / n, "low": 1 / n, "high": 1 / n, "n": n}
    out["deal_points"] = stats.mean_interval(t, "deal_points")
    for source in SOURCE_ORDER:
        out[f"points_{source}"] = stats.mean_interval(t, f"points_{source}")
    out["marriages"] = stats.mean_interval(t, "marriages")
    out["trump_changes"] = stats.mean_interval(t, "trump_changes")
    out["no_trump"] = stats.wilson(g("no_trump", 0), games)
    out["last_trick_decides"] = stats.wilson(g("last_trick_decides", 0), games)
    out["shared_wins"] = stats.wilson(games - decided, games)
    drawing, end = (g("follow_choices_drawing", 0), g("follow_decisions_drawing", 0)), (
        g("follow_choices_end", 0), g("follow_decisions_end", 0))
    out["real_choice"] = stats.wilson(drawing[0] + end[0], drawing[1] + end[1])
    out["real_choice_drawing"] = stats.wilson(*drawing)
    out["real_choice_end"] = stats.wilson(*end)
    if "better_points.n" in t:
        out["better_wins"] = stats.wilson(g("better_wins", 0), decided)
        out["better_points"] = stats.ratio_interval(t, "better_points")
    return out


#: Standard deviations of a deal's points, in total and by source, and of the marriages
#: and trump changes per deal.
spreads = spreads_of("deal_points", *(f"points_{s}" for s in SOURCE_ORDER), "marriages",
                     "trump_changes")


#: Options whose values act only between deals, so one deal cannot show them: how a game
#: ends, after how many rounds and at which target (pagat (S), "Partie"; B.6.2).
BETWEEN_DEALS = ("game_end", "rounds", "target")


#: Games ``start`` to ``stop - 1`` of a reading, each one deal at the reading's table (its
#: option ``players``, seated by ``penneech.lab.matches.table_seatings``): the tally of
#: their figures. The dealer and the cards of a deal depend only on its seed
#: (``PippipChance``), so every reading with the same table size is played on the same cards.
play_chunk = chunk_player(GAME, play_deal)


#: What ``penneech lab`` prints per reading: the opening leader's share of a deal's points
#: (in self-play), the tested player's share of deals won (in a match of two levels), and
#: the points per deal.
HEADLINE: Headline = (("leader_points", "opening leader's share"),
                      ("better_wins", "tested player wins"), ("deal_points", "points/deal"))


def lab() -> LabPlay:
    """How the lab plays Pip-Pip! and reads its figures."""
    return LabPlay(play_chunk=play_chunk, figures=figures, spreads=spreads, headline=HEADLINE,
                   fixed=frozenset(BETWEEN_DEALS), match=ROUND_THE_TABLE)
