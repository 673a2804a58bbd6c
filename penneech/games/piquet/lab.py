"""Piquet in the lab: what one deal shows, the figures of a tally, the readings to measure
and how a chunk of deals is played (one deal per game, ``horizon="deal"``).

A deal is played through ``PiquetState`` with ``horizon="deal"`` (every rule checked, the
same engine the site runs) by players that see only their ``PiquetView``. Every figure is
read from the reckoning log (``penneech/games/piquet/reckoning.py``: classes I–VI and the
reason of each score) and from the tricks each player took. Nothing here decides a rule.
The definitions, as the results page states them:

- *a deal's points*: both players' points in the deal, every bonus included; *won*: the
  player with more points (a tie is left out of the shares of deals won).
- *sources*: carte blanche (class I), the point (II), sequences (III), sets (IV), play
  (class V: leads, tricks, the last trick), the cards and capot (class VI), pique and
  repique (the bonuses, counted apart from the class that triggered them).
- *divided cards*: six tricks each, so nobody scores the cards (Cavendish, law 66).
- *decided by a repique* (or a pique): its scorer won the deal and, without the bonus,
  would have lost or tied it.

The readings are every rule set and every change of one option from it that acts within
one deal (``BETWEEN_DEALS`` do not).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penneech.core.playing import play_out, seated
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.game import GAME
from penneech.games.piquet.players.base import PiquetPlayer
from penneech.games.piquet.reckoning import REASON_WORDS
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import view_of
from penneech.lab import stats
from penneech.lab.matches import chunk_player
from penneech.lab.stats import Interval, Tally
from penneech.lab.sweep import Headline, LabPlay, source_figure_names, spreads_of

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
    stats.bump(tally, "games")  # one game is one deal
    stats.add_moments(tally, "deal_points", total)
    for source, value in by_source.items():
        stats.add_moments(tally, f"points_{source}", value)
    stats.add_ratio(tally, "elder_points", points[elder], total)
    stats.add_moments(tally, "elder_margin", points[elder] - points[1 - elder])
    winner = None if points[0] == points[1] else int(points[1] > points[0])
    if winner is not None:
        stats.bump(tally, "deals_decided")
        stats.bump(tally, "elder_wins", winner == elder)
    for key, reason in HAPPENINGS.items():
        stats.bump(tally, key, any(e.reason == reason for e in state.events))
    stats.bump(tally, "divided", state.tricks_won[0] == state.tricks_won[1])
    for reason in ("pique", "repique"):
        for e in state.events:
            if e.reason == reason:
                without = points[e.player] - e.points
                stats.bump(tally, f"{reason}_decides",
                     winner == e.player and without <= points[1 - e.player])
    if better is not None:
        stats.bump(tally, "better_wins", winner == better)
        stats.add_moments(tally, "better_margin", points[better] - points[1 - better])


#: Where a deal's points come from, in English and German: a source of one reason in the
#: reckoning log has that reason's words (``reckoning.REASON_WORDS``).
SOURCE_NAMES: dict[str, tuple[str, str]] = {
    "blanche": REASON_WORDS["carte_blanche"],
    "point": REASON_WORDS["point"],
    "sequences": REASON_WORDS["sequence"],
    "sets": REASON_WORDS["set"],
    "play": ("play", "Spiel"),
    "cards": ("the cards and capot", "die Karten und Capot"),
    "pique": REASON_WORDS["pique"],
    "repique": REASON_WORDS["repique"],
}

#: Figure ids in display order, with their English and German names.
FIGURE_NAMES: dict[str, tuple[str, str]] = {
    "elder_points": ("elder's share of a deal's points", "Punkteanteil der Vorhand je Gabe"),
    "elder_deals": ("elder's share of deals won (ties left out)",
                    "Anteil der Gaben, die die Vorhand gewinnt (ohne Gleichstand)"),
    "elder_margin": ("elder's lead in points per deal", "Vorsprung der Vorhand je Gabe"),
    "deal_points": ("points per deal (both players)", "Punkte je Gabe (beide Spieler)"),
    **source_figure_names(SOURCE_NAMES, ("deal", "Gabe")),
    "pique": ("deals with a pique", "Gaben mit Pique"),
    "repique": ("deals with a repique", "Gaben mit Repique"),
    "capot": ("deals with a capot", "Gaben mit Kapot"),
    "blanche": ("deals with a carte blanche", "Gaben mit Carte blanche"),
    "divided": ("deals with divided cards (six tricks each)",
                "Gaben mit geteilten Karten (je sechs Stiche)"),
    "repique_decides": ("deals decided by a repique", "Gaben, die ein Repique entscheidet"),
    "pique_decides": ("deals decided by a pique", "Gaben, die ein Pique entscheidet"),
    "better_wins": ("stronger player's share of deals won (ties left out)",
                    "Anteil der Gaben, die der stärkere Spieler gewinnt (ohne Gleichstand)"),
    "better_margin": ("stronger player's lead in points per deal",
                      "Vorsprung des stärkeren Spielers je Gabe"),
}

#: Figures that happen in some deals, as proportions of all deals.
HAPPENING_FIGURES = ("pique", "repique", "capot", "blanche", "divided", "repique_decides",
              "pique_decides")


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """Every figure the tally supports (``better_*`` only for a match of two levels)."""
    g = t.get
    out: dict[str, Interval] = {
        "elder_points": stats.ratio_interval(t, "elder_points"),
        "elder_deals": stats.wilson(g("elder_wins", 0), g("deals_decided", 0)),
        "elder_margin": stats.mean_interval(t, "elder_margin"),
        "deal_points": stats.mean_interval(t, "deal_points"),
    }
    for source in SOURCE_ORDER:
        out[f"points_{source}"] = stats.mean_interval(t, f"points_{source}")
    for key in HAPPENING_FIGURES:
        out[key] = stats.wilson(g(key, 0), g("games", 0))
    if "better_wins" in t:
        out["better_wins"] = stats.wilson(t["better_wins"], g("deals_decided", 0))
        out["better_margin"] = stats.mean_interval(t, "better_margin")
    return out


#: Standard deviations of a deal's points, in total, by source and the elder's lead.
spreads = spreads_of("deal_points", "elder_margin", *(f"points_{s}" for s in SOURCE_ORDER))


#: Options whose values act only between deals, so one deal cannot show them: who deals
#: first, how a game ends, and where divided cards' ten points go (the next deal).
BETWEEN_DEALS = ("first_dealer", "game_format", "divided_cards")


def play_and_count(rules: PiquetRules, players: Sequence[PiquetPlayer], seed: int,
                   tally: Tally, better: int | None = None) -> PiquetState:
    """Play one deal from ``seed`` (``play_deal``) and add its figures to ``tally``
    (``count_deal``)."""
    state = play_deal(rules, players, seed)
    count_deal(state, tally, better)
    return state


#: Games ``start`` to ``stop - 1`` of a reading, each one deal: the tally of their figures.
#: Who plays which deal in which seat: ``penneech.lab.matches``. The cards of a deal
#: depend only on its seed and the pack, so every reading with the same pack is played on
#: the same cards.
play_chunk = chunk_player(GAME, play_and_count)


#: What ``penneech lab`` prints per reading: the elder's share of deals won (in self-play),
#: the first player's (in a match of two levels), and the points per deal.
HEADLINE: Headline = (("elder_deals", "elder wins"), ("better_wins", "first player wins"),
                      ("deal_points", "points/deal"))


def lab() -> LabPlay:
    """How the lab plays Piquet and reads its figures."""
    return LabPlay(play_chunk=play_chunk, figures=figures, spreads=spreads, headline=HEADLINE,
                   fixed=frozenset(BETWEEN_DEALS))
