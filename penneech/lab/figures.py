"""The figures of a Penneech tally: every proportion and mean with its 95% interval."""

from __future__ import annotations

from collections.abc import Mapping

from penneech.lab.stats import Interval, mean_interval, ratio_interval, sd, wilson

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
        "first_dealer_games": wilson(g("first_dealer_wins", 0), g("games", 0)),
        "first_dealer_points": ratio_interval(t, "first_dealer_points"),
        "dealer_hands": wilson(g("dealer_hand_wins", 0), g("hands_decided", 0)),
        "dealer_points": ratio_interval(t, "dealer_points"),
        "hand_points": mean_interval(t, "hand_points"),
        "points_turned": mean_interval(t, "points_turned"),
        "points_counters": mean_interval(t, "points_counters"),
        "points_card_count": mean_interval(t, "points_card_count"),
        "last_trick_decides": wilson(g("last_trick_decides", 0), g("hand_points.n", 0)),
        "game_hands": mean_interval(t, "game_hands"),
        "mid_hand_endings": wilson(g("mid_hand_endings", 0), g("games", 0)),
        "throw_available": wilson(g("throw_available", 0), g("deals_asked", 0)),
        "throw_taken": wilson(g("throw_taken", 0), g("throw_available", 0)),
        "kept_poor_net": mean_interval(t, "kept_poor_net"),
        "real_choice": wilson(g("follow_choices", 0), g("follow_decisions", 0)),
    }
    if "better_wins" in t:
        out["better_wins"] = wilson(t["better_wins"], t["games"])
    return out


def spreads(t: Mapping[str, int]) -> dict[str, float]:
    """Standard deviations of the per-hand and per-game figures."""
    return {name: sd(t, name) for name in ("hand_points", "points_turned", "points_counters",
                                           "points_card_count", "game_hands")}
