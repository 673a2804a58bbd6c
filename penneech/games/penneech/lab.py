"""Penneech in the lab: what one game shows, the figures of a tally, the readings to
measure and how a chunk of games is played.

A game is played through ``PenneechState`` (every rule checked, the same engine the site runs) by
players that see only their ``PenneechView``; the figures are read from its typed score events
(``penneech/games/penneech/events.py``) and from the decisions the players were offered.
Nothing here decides a rule. The definitions, as the results page states them:

- *complete hand*: a hand whose seven tricks and card count were all played (the hand in
  which a game ends early, under ``scoring=immediate``, is not complete). Hand figures
  (points per hand by source, the dealer's share, the last trick) count complete hands only.
- *points by source*: turned cards (``turn_up`` and ``first_turn_up``, Cotton C2, C7-C11),
  counting cards won (``trick_card``, C3-C4, C12) and the card count (C15).
- *decided by the last trick*: the player ahead on the hand's points after six tricks (and
  the turn-up after the sixth) is not ahead at the end of the hand, or the lead became a tie.
- *ended mid-hand*: the winning point came before the seventh trick was complete.
- *throw-in* (C18): available when either hand of a deal has no Ace and no court card;
  taken when a player throws in; its worth is read from the poor hands that were kept: the
  holder's points minus the opponent's over that hand.
- *real choice*: the second player to a trick (tricks 1-6; the seventh has one card left)
  may play more than one card under the follow rule.

The readings are every preset and every change of one option from it; a chunk's games are
seated by ``penneech.lab.matches``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penneech.core.playing import play_out, seated
from penneech.core.views import legal_for
from penneech.games.penneech.chance import PenneechChance
from penneech.games.penneech.game import GAME
from penneech.games.penneech.players import PenneechPlayer
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import THROW_IN, PenneechState
from penneech.games.penneech.tricks import TRICKS_PER_HAND, is_poor_hand
from penneech.games.penneech.view import view_of
from penneech.lab import stats
from penneech.lab.matches import chunk_player
from penneech.lab.stats import Interval, Tally
from penneech.lab.sweep import Headline, LabPlay, spreads_of

#: Score reasons grouped into the three sources of points.
SOURCES = {"turn_up": "turned", "first_turn_up": "turned", "trick_card": "counters",
           "card_count": "card_count"}


def play_and_count(rules: PenneechRules, players: Sequence[PenneechPlayer], seed: int, tally: Tally,
                   better: int | None = None) -> PenneechState:
    """Play one game from ``seed`` (cards from ``PenneechChance``) and add its figures to ``tally``.

    ``players[s]`` sits in seat ``s``. With ``better`` (a seat) given, the tally also counts
    whether that seat won (``better_wins``), for the skill factor.
    """
    kept_poor: list[tuple[int, int]] = []  # (hand number, player) of kept poor hands

    def count_decision(state: PenneechState, seat: int, action: int) -> None:
        if state.phase == "throw_in":
            if len(state.throw_pending) == 2:
                stats.bump(tally, "deals_asked")
                if is_poor_hand(state.hands[0]) or is_poor_hand(state.hands[1]):
                    stats.bump(tally, "throw_available")
            if action == THROW_IN:
                stats.bump(tally, "throw_taken")
                kept_poor[:] = [k for k in kept_poor if k[0] != state.hand_no]
            elif is_poor_hand(state.hands[seat]):
                kept_poor.append((state.hand_no, seat))
        elif state.lead_card is not None and len(state.tricks) < TRICKS_PER_HAND - 1:
            stats.bump(tally, "follow_decisions")
            if len(legal_for(state, seat)) > 1:
                stats.bump(tally, "follow_choices")

    state = play_out(PenneechState(rules), PenneechChance(seed), seated(players, view_of),
                     count_decision)
    _count_game(state, tally, kept_poor, better)
    return state


def _count_game(state: PenneechState, tally: Tally, kept_poor: list[tuple[int, int]],
                better: int | None) -> None:
    """Add a finished game's figures to ``tally``."""
    assert state.winner is not None
    last = state.hand_no
    first_dealer = state.dealer ^ ((last - 1) % 2)  # the deal alternates after every hand
    # Someone always wins four tricks, so a hand is complete once its card count scored.
    complete_last = state.rules.scoring == "end_of_hand" or (
        state.events[-1].reason == "card_count" and state.events[-1].hand == last)
    hands = last if complete_last else last - 1
    stats.bump(tally, "games")
    stats.bump(tally, "first_dealer_wins", state.winner == first_dealer)
    stats.add_ratio(tally, "first_dealer_points", state.scores[first_dealer], sum(state.scores))
    stats.add_moments(tally, "game_hands", last)
    stats.bump(tally, "mid_hand_endings", len(state.tricks) < TRICKS_PER_HAND)
    if better is not None:
        stats.bump(tally, "better_wins", state.winner == better)
    # Per hand: points of each player in total, by source, and after six tricks.
    points = [[0, 0] for _ in range(last + 1)]
    early = [[0, 0] for _ in range(last + 1)]
    by_source = [dict.fromkeys(("turned", "counters", "card_count"), 0)
                 for _ in range(last + 1)]
    for e in state.events:
        points[e.hand][e.player] += e.points
        by_source[e.hand][SOURCES[e.reason]] += e.points
        if e.trick < TRICKS_PER_HAND:
            early[e.hand][e.player] += e.points
    for h in range(1, hands + 1):
        dealer = first_dealer ^ ((h - 1) % 2)
        p = points[h]
        total = p[0] + p[1]
        stats.add_moments(tally, "hand_points", total)
        for source, value in by_source[h].items():
            stats.add_moments(tally, f"points_{source}", value)
        stats.add_ratio(tally, "dealer_points", p[dealer], total)
        if p[dealer] != p[1 - dealer]:
            stats.bump(tally, "hands_decided")
            stats.bump(tally, "dealer_hand_wins", p[dealer] > p[1 - dealer])
        ahead_before = _ahead(early[h])
        stats.bump(tally, "last_trick_decides", ahead_before != _ahead(p) or _ahead(p) is None)
    for hand_no, player in kept_poor:
        if hand_no <= hands:
            p = points[hand_no]
            stats.add_moments(tally, "kept_poor_net", p[player] - p[1 - player])


def _ahead(points: list[int]) -> int | None:
    """The player with more points, or ``None`` for a tie."""
    if points[0] == points[1]:
        return None
    return 0 if points[0] > points[1] else 1


#: Figure ids in display order, with their English and German names.
FIGURE_NAMES: dict[str, tuple[str, str]] = {
    "first_dealer_games": ("first dealer's share of games won",
                           "Anteil der Partien, die der erste Geber gewinnt"),
    "first_dealer_points": ("first dealer's share of points", "Punkteanteil des ersten Gebers"),
    "dealer_hands": ("dealer's share of hands won (ties left out)",
                     "Anteil der Hände, die der Geber gewinnt (ohne Gleichstand)"),
    "dealer_points": ("dealer's share of a hand's points", "Punkteanteil des Gebers je Hand"),
    "hand_points": ("points per hand (both players)", "Punkte je Hand (beide Spieler)"),
    "points_turned": ("points per hand from turned cards", "Punkte je Hand aus Aufschlagkarten"),
    "points_counters": ("points per hand from counting cards won",
                        "Punkte je Hand aus gewonnenen Wertkarten"),
    "points_card_count": ("points per hand from the card count",
                          "Punkte je Hand aus der Kartenzählung"),
    "last_trick_decides": ("hands decided by the last trick",
                           "Hände, die der letzte Stich entscheidet"),
    "game_hands": ("game length in hands", "Partielänge in Händen"),
    "mid_hand_endings": ("games ending mid-hand", "Partien, die mitten in der Hand enden"),
    "throw_available": ("deals where a throw-in is available",
                        "Gaben, bei denen Hinwerfen möglich ist"),
    "throw_taken": ("available throw-ins taken", "genutzte Einwurfmöglichkeiten"),
    "kept_poor_net": ("net points of a kept poor hand",
                      "Nettopunkte einer behaltenen schwachen Hand"),
    "real_choice": ("second player has a real choice (tricks 1-6)",
                    "zweiter Spieler hat echte Wahl (Stiche 1-6)"),
    "better_wins": ("stronger player's share of games won",
                    "Anteil der Partien, die der stärkere Spieler gewinnt"),
}


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """Every figure the tally supports (``better_wins`` only for a match of two levels)."""
    g = t.get
    out: dict[str, Interval] = {
        "first_dealer_games": stats.wilson(g("first_dealer_wins", 0), g("games", 0)),
        "first_dealer_points": stats.ratio_interval(t, "first_dealer_points"),
        "dealer_hands": stats.wilson(g("dealer_hand_wins", 0), g("hands_decided", 0)),
        "dealer_points": stats.ratio_interval(t, "dealer_points"),
        "hand_points": stats.mean_interval(t, "hand_points"),
        "points_turned": stats.mean_interval(t, "points_turned"),
        "points_counters": stats.mean_interval(t, "points_counters"),
        "points_card_count": stats.mean_interval(t, "points_card_count"),
        "last_trick_decides": stats.wilson(g("last_trick_decides", 0), g("hand_points.n", 0)),
        "game_hands": stats.mean_interval(t, "game_hands"),
        "mid_hand_endings": stats.wilson(g("mid_hand_endings", 0), g("games", 0)),
        "throw_available": stats.wilson(g("throw_available", 0), g("deals_asked", 0)),
        "throw_taken": stats.wilson(g("throw_taken", 0), g("throw_available", 0)),
        "kept_poor_net": stats.mean_interval(t, "kept_poor_net"),
        "real_choice": stats.wilson(g("follow_choices", 0), g("follow_decisions", 0)),
    }
    if "better_wins" in t:
        out["better_wins"] = stats.wilson(t["better_wins"], t["games"])
    return out


#: Standard deviations of the per-hand and per-game figures.
spreads = spreads_of("hand_points", "points_turned", "points_counters", "points_card_count",
                     "game_hands")

#: Games ``start`` to ``stop - 1`` of a reading: the tally of their figures. Who plays
#: which deal in which seat: ``penneech.lab.matches``; in a match of two levels the tally
#: counts the first player's wins as ``better_wins``.
play_chunk = chunk_player(GAME, play_and_count)


#: What ``penneech lab`` prints per reading: the first dealer's share of games won (in
#: self-play), the first player's (in a match of two levels), and the points per hand.
HEADLINE: Headline = (("first_dealer_games", "first dealer wins"),
                      ("better_wins", "first player wins"), ("hand_points", "points/hand"))


def lab() -> LabPlay:
    """How the lab plays Penneech and reads its figures."""
    return LabPlay(play_chunk=play_chunk, figures=figures, spreads=spreads, headline=HEADLINE)
