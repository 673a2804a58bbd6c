"""All-Fours' lab page, "What the rule sets change" (``docs/allfours/lab.md`` and its German
twin), drawn from the lab's checked-in All-Fours results (``lab_common.py``; the figures are
``penneech.games.allfours.lab``'s).

Markers: ``<!-- lab-allfours-provenance -->``; the SVG plots
``<!-- lab-allfours-plot-dealer -->``, ``<!-- lab-allfours-plot-sources -->`` and
``<!-- lab-allfours-plot-skill -->``; the table ``<!-- lab-allfours-table -->``; and the
shared ``[[LAB:…]]``, ``[[LAB-EVEN:…]]`` and ``[[LAB-DIFF:…]]`` reading the All-Fours files.
Rows of option changes are anchored ``#lab-option-<option anchor>``, the anchor the
comparison page (``game_presets.py``) links to.

The lab counts the points of each source (the card turned up, the gift, honours won in
play, High, Low, Jack, Game) as sums over the games, without their spread: the points per
game by source are means without an interval, and the page says so.
"""

from __future__ import annotations

from typing import Any

from penneech.games.allfours.lab import REASONS
from penneech.games.allfours.options import OPTIONS_BY_ID
from penneech.games.allfours.presets import PRESETS
from sitegen.lab_common import WORDS as W
from sitegen.lab_common import (
    lab_page,
    lab_table,
    label,
    mean,
    missing,
    num,
    option_anchor,
    ordered,
    pct,
    row_head,
    skill_figures,
    skill_series,
    stacked_plot,
    table_row,
    whisker_plot,
)
from sitegen.lab_common import provenance as provenance_of
from sitegen.lab_skill import ranked

#: The figures that are shares (written as percentages); the others are means.
SHARES = frozenset({"first_dealer_wins", "begs", "gives", "better_wins"})

#: The sources of a game's points (``penneech.games.allfours.lab.REASONS``) by language.
SOURCE_NAMES = {
    "turn_up": ("the card turned up", "aufgedeckte Karte"), "gift": ("the gift", "Geschenk"),
    "honour": ("honours won in play", "im Spiel gewonnene Honneurs"),
    "high": ("High", "High"), "low": ("Low", "Low"), "jack": ("Jack", "Jack"),
    "game": ("Game", "Game"),
}

AF = {
    "en": {
        "games": "Games", "first_dealer_wins": "First dealer wins the game",
        "game_deals": "Deals per game", "begs": "Elder begs", "gives": "Dealer gives",
        "points": "Points per game", "no_interval": "mean, no interval",
        "gr": "Greedy beats random", "eg": "Expert beats greedy",
        "prov": ("{games} games per reading, {players}, seed {seed}, engine {version}"
                 "{commit}; 95% intervals ({intervals})."),
        "prov_match": ("{games} games per reading, each deal played twice with the seats "
                       "swapped, {players}, seed {seed}, engine {version}{commit}; 95% intervals "
                       "({intervals})."),
        "intervals": "Wilson for shares, normal for means",
        "dealer_title": "Who wins the game: the first dealer's share under each reading",
        "dealer_desc": ("For each reading, the share of the games won by the player who "
                        "dealt first, a dot with a line for its 95% interval; the vertical "
                        "line marks an even share (50%). The same numbers are in the table "
                        "below."),
        "sources_title": "Where the points of a game come from, under each reading",
        "sources_desc": ("For each reading a bar of the mean points per game of both "
                         "players, split into the card turned up, the gift, the honours won "
                         "in play (Running All-Fours), High, Low, Jack and Game. Means over "
                         "the games, without an interval. The same numbers are in the table "
                         "below."),
        "skill_title": "How much skill matters under each rule set",
        "skill_desc": ("For each rule set, the share of the games won by the stronger "
                       "player: greedy against random and expert against greedy, a dot "
                       "with a line for its 95% interval; the vertical line marks an even "
                       "match (50%). The numbers are in the table below."),
    },
    "de": {
        "games": "Partien", "first_dealer_wins": "Erster Geber gewinnt die Partie",
        "game_deals": "Spiele je Partie", "begs": "Vorhand bittet", "gives": "Geber gibt",
        "points": "Punkte je Partie", "no_interval": "Mittelwert, ohne Intervall",
        "gr": "Faustregel-Spieler schlägt Zufallsspieler",
        "eg": "Experte schlägt Faustregel-Spieler",
        "prov": ("{games} Partien je Lesart, {players}, Startwert {seed}, Engine {version}"
                 "{commit}; 95-%-Intervalle ({intervals})."),
        "prov_match": ("{games} Partien je Lesart, jedes Spiel zweimal mit getauschten "
                       "Plätzen, {players}, Startwert {seed}, Engine {version}{commit}; "
                       "95-%-Intervalle ({intervals})."),
        "intervals": "Wilson für Anteile, Normalverteilung für Mittelwerte",
        "dealer_title": "Wer die Partie gewinnt: der Anteil des ersten Gebers in jeder Lesart",
        "dealer_desc": ("Für jede Lesart der Anteil der Partien, die der Spieler gewinnt, "
                        "der zuerst gibt, ein Punkt mit einer Linie für sein "
                        "95-%-Intervall; die senkrechte Linie markiert den gleichen Anteil "
                        "(50 %). Dieselben Zahlen stehen in der Tabelle unten."),
        "sources_title": "Woher die Punkte einer Partie kommen, in jeder Lesart",
        "sources_desc": ("Für jede Lesart ein Balken der mittleren Punkte beider Spieler je "
                         "Partie, geteilt in die aufgedeckte Karte, das Geschenk, die im "
                         "Spiel gewonnenen Honneurs (Running All-Fours), High, Low, Jack und "
                         "Game. Mittelwerte über die Partien, ohne Intervall. Dieselben "
                         "Zahlen stehen in der Tabelle unten."),
        "skill_title": "Wie viel Können zählt, je Regelwerk",
        "skill_desc": ("Für jedes Regelwerk der Anteil der Partien, die der stärkere Spieler "
                       "gewinnt: Faustregel- gegen Zufallsspieler und Experte gegen "
                       "Faustregel-Spieler, ein Punkt mit einer Linie für sein "
                       "95-%-Intervall; die senkrechte Linie markiert ein ausgeglichenes "
                       "Spiel (50 %). Die Zahlen stehen in der Tabelle unten."),
    },
}

#: The width kept for the labels of the plots (``Seven-up · play_honours=scored``).
LEFT = 260


def rows_of(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """A results file's rows: the rule sets, then each option's changes from every one."""
    return ordered(doc, OPTIONS_BY_ID, PRESETS)


def provenance(doc: dict[str, Any] | None, lang: str) -> str:
    """One sentence of where a results file's numbers come from."""
    return provenance_of(doc, lang, AF[lang], AF[lang]["intervals"])


def source_parts(lang: str) -> list[tuple[str, str]]:
    """The sources of a game's points as (figure id, name in ``lang``)."""
    return [(f"points_{key}", SOURCE_NAMES[key][0 if lang == "en" else 1]) for key in REASONS]


def with_points(row: dict[str, Any]) -> dict[str, Any]:
    """A row's figures with the mean points per game of each source and in all, from the
    tally's sums (means without an interval: the lab keeps no spread of them)."""
    tally, games = row["tally"], max(row["games"], 1)
    points = {f"points_{key}": {"value": tally.get(f"points_{key}", 0) / games}
              for key in REASONS}
    total = {"value": sum(p["value"] for p in points.values())}
    return {**row["figures"], **points, "points": total}


def table(doc: dict[str, Any] | None, skill: dict[str, Any] | None,
          expert: dict[str, Any] | None, lang: str) -> str:
    """Every reading: the first dealer's share, deals per game, begging, points by source,
    and for the rule sets the skill figures."""
    if doc is None:
        return missing(lang)
    q = AF[lang]
    by_rules = skill_figures(skill, expert)
    parts = source_parts(lang)
    seen: set[str] = set()
    body = []
    for row in rows_of(doc):
        f = with_points(row)
        cells = [num(row["games"], lang, 0), pct(f["first_dealer_wins"], lang),
                 mean(f["game_deals"], lang), pct(f["begs"], lang), pct(f["gives"], lang),
                 num(f["points"]["value"], lang, 2)]
        cells += [num(f[key]["value"], lang, 2) for key, _ in parts]
        for kind in ("gr", "eg"):
            other = by_rules.get(kind, {}).get(row["rules"], {})
            cells.append(pct(other.get("better_wins"), lang))
        body.append(table_row(row_head(row, lang, seen, PRESETS, option_anchor), cells))
    head = (W[lang]["reading"], q["games"], q["first_dealer_wins"], q["game_deals"],
            q["begs"], q["gives"], f"{q['points']} <small>({q['no_interval']})</small>",
            *(f"… {W[lang]['from']} {name}" for _, name in parts), q["gr"], q["eg"])
    return lab_table(head, body)


def plots(greedy: dict[str, Any] | None, skill: dict[str, Any] | None,
          expert: dict[str, Any] | None, lang: str) -> dict[str, str]:
    """The three plots by marker."""
    q = AF[lang]
    out = dict.fromkeys(("dealer", "sources", "skill"), missing(lang))
    if greedy is not None:
        rows = [(label(r, lang, PRESETS), with_points(r)) for r in rows_of(greedy)]
        out["dealer"] = whisker_plot(
            "lab-allfours-dealer", q["dealer_title"], q["dealer_desc"],
            [(q["first_dealer_wins"], [(n, f["first_dealer_wins"]) for n, f in rows])],
            lang, LEFT)
        out["sources"] = stacked_plot("lab-allfours-sources", q["sources_title"],
                                      q["sources_desc"], rows, source_parts(lang), "points",
                                      lang, LEFT)
    series = skill_series(skill, expert, q, lambda r: label(r, lang, PRESETS))
    if series:
        out["skill"] = whisker_plot("lab-allfours-skill", q["skill_title"], q["skill_desc"],
                                    series, lang, LEFT)
    return out


def page(markdown: str, lang: str) -> str:
    """Expand the All-Fours lab markers and figures in the page's language."""
    def parts(docs: dict[str, dict[str, Any] | None]) -> dict[str, str]:
        greedy, skill, expert = docs["greedy"], docs["greedy_random"], docs["expert_greedy"]
        drawn = plots(greedy, skill, expert, lang)
        return {**{f"<!-- lab-allfours-plot-{key} -->": html for key, html in drawn.items()},
                "<!-- lab-allfours-table -->": table(greedy, skill, expert, lang),
                "<!-- lab-allfours-table-skill -->": ranked(
                    skill, expert, lang, rows_of, lambda r: label(r, lang, PRESETS))}

    return lab_page("allfours", markdown, lang, provenance, parts, lambda figure: figure in SHARES)
