"""The figures of a Piquet tally: every proportion and mean with its 95% interval."""

from __future__ import annotations

from collections.abc import Mapping

from penneech.lab.piquet_collect import SOURCE_ORDER
from penneech.lab.stats import Interval, mean_interval, ratio_interval, sd, wilson

#: Where a deal's points come from, in English and German.
SOURCE_NAMES: dict[str, tuple[str, str]] = {
    "blanche": ("carte blanche", "Carte blanche"),
    "point": ("the point", "Rummel"),
    "sequences": ("sequences", "Sequenzen"),
    "sets": ("sets", "Drillinge und Quatorzes"),
    "play": ("play", "Spiel"),
    "cards": ("the cards and capot", "die Karten und Capot"),
    "pique": ("pique", "Pique"),
    "repique": ("repique", "Repique"),
}

#: Figure ids in display order, with their English and German names.
FIGURE_NAMES: dict[str, tuple[str, str]] = {
    "elder_points": ("elder's share of a deal's points", "Punkteanteil der Vorhand je Gabe"),
    "elder_deals": ("elder's share of deals won (ties left out)",
                    "Anteil der Gaben, die die Vorhand gewinnt (ohne Gleichstand)"),
    "elder_margin": ("elder's lead in points per deal", "Vorsprung der Vorhand je Gabe"),
    "deal_points": ("points per deal (both players)", "Punkte je Gabe (beide Spieler)"),
    **{f"points_{k}": (f"points per deal from {en}", f"Punkte je Gabe aus {de}")
       for k, (en, de) in SOURCE_NAMES.items()},
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
HAPPENINGS = ("pique", "repique", "capot", "blanche", "divided", "repique_decides",
              "pique_decides")


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """Every figure the tally supports (``better_*`` only for a match of two levels)."""
    g = t.get
    out: dict[str, Interval] = {
        "elder_points": ratio_interval(t, "elder_points"),
        "elder_deals": wilson(g("elder_wins", 0), g("deals_decided", 0)),
        "elder_margin": mean_interval(t, "elder_margin"),
        "deal_points": mean_interval(t, "deal_points"),
    }
    for source in SOURCE_ORDER:
        out[f"points_{source}"] = mean_interval(t, f"points_{source}")
    for key in HAPPENINGS:
        out[key] = wilson(g(key, 0), g("games", 0))
    if "better_wins" in t:
        out["better_wins"] = wilson(t["better_wins"], g("deals_decided", 0))
        out["better_margin"] = mean_interval(t, "better_margin")
    return out


def spreads(t: Mapping[str, int]) -> dict[str, float]:
    """Standard deviations of a deal's points, in total, by source and the elder's lead."""
    return {name: sd(t, name) for name in ("deal_points", "elder_margin",
                                           *(f"points_{s}" for s in SOURCE_ORDER))}
