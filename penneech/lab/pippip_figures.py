"""The figures of a Pip-Pip! tally: every proportion and mean with its 95% interval."""

from __future__ import annotations

from collections.abc import Mapping

from penneech.lab.pippip_collect import SOURCE_ORDER
from penneech.lab.stats import Interval, mean_interval, ratio_interval, sd, wilson

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
    **{f"points_{k}": (f"points per deal from {en}", f"Punkte je Gabe aus {de}")
       for k, (en, de) in SOURCE_NAMES.items()},
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
        out[f"pos{k}_points"] = ratio_interval(t, f"pos{k}_points")
        out[f"pos{k}_deals"] = wilson(g(f"pos{k}_wins", 0), decided)
    if n:
        out["leader_points"], out["leader_deals"] = out["pos0_points"], out["pos0_deals"]
        out["dealer_points"] = out[f"pos{n - 1}_points"]
        out["dealer_deals"] = out[f"pos{n - 1}_deals"]
        out["fair_share"] = {"value": 1 / n, "low": 1 / n, "high": 1 / n, "n": n}
    out["deal_points"] = mean_interval(t, "deal_points")
    for source in SOURCE_ORDER:
        out[f"points_{source}"] = mean_interval(t, f"points_{source}")
    out["marriages"] = mean_interval(t, "marriages")
    out["trump_changes"] = mean_interval(t, "trump_changes")
    out["no_trump"] = wilson(g("no_trump", 0), games)
    out["last_trick_decides"] = wilson(g("last_trick_decides", 0), games)
    out["shared_wins"] = wilson(games - decided, games)
    drawing, end = (g("follow_choices_drawing", 0), g("follow_decisions_drawing", 0)), (
        g("follow_choices_end", 0), g("follow_decisions_end", 0))
    out["real_choice"] = wilson(drawing[0] + end[0], drawing[1] + end[1])
    out["real_choice_drawing"] = wilson(*drawing)
    out["real_choice_end"] = wilson(*end)
    if "better_points.n" in t:
        out["better_wins"] = wilson(g("better_wins", 0), decided)
        out["better_points"] = ratio_interval(t, "better_points")
    return out


def spreads(t: Mapping[str, int]) -> dict[str, float]:
    """Standard deviations of a deal's points, in total and by source, and of the
    marriages and trump changes per deal."""
    return {name: sd(t, name) for name in ("deal_points", *(f"points_{s}" for s in SOURCE_ORDER),
                                           "marriages", "trump_changes")}
