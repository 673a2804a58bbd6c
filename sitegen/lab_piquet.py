"""Piquet's lab page, "What the rule sets change" (``docs/piquet/lab.md`` and its German
twin), drawn from the lab's checked-in Piquet results (``lab_common.py``).

Markers: ``<!-- lab-piquet-provenance -->``; the SVG plots ``<!-- lab-piquet-plot-elder -->``,
``<!-- lab-piquet-plot-sources -->`` and ``<!-- lab-piquet-plot-skill -->``; the tables
``<!-- lab-piquet-table-points -->`` and ``<!-- lab-piquet-table-deal -->``; and the shared
``[[LAB:…]]``, ``[[LAB-EVEN:…]]`` and ``[[LAB-DIFF:…]]`` reading the Piquet files. Rows of
option changes are anchored ``#lab-option-<option anchor>``, the anchor the comparison
page (``game_presets.py``) links to.
"""

from __future__ import annotations

from typing import Any

from penneech.games.piquet.lab import SOURCE_NAMES
from penneech.games.piquet.options import OPTIONS_BY_ID
from penneech.games.piquet.presets import PRESETS
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
SHARES = frozenset({"elder_points", "elder_deals", "pique", "repique", "capot", "blanche",
                    "divided", "repique_decides", "pique_decides", "better_wins"})

PQ = {
    "en": {
        "deals": "Deals", "elder_points": "Elder's share of a deal's points",
        "elder_deals": "Elder wins the deal", "deal_points": "Points per deal",
        "pique": "Pique", "repique": "Repique", "capot": "Capot",
        "blanche": "Carte blanche", "divided": "Divided cards",
        "repique_decides": "Repique decides the deal", "pique_decides": "Pique decides the deal",
        "gr": "Greedy beats random", "gr_margin": "Greedy's lead over random, points per deal",
        "eg": "Expert beats greedy", "eg_margin": "Expert's lead over greedy, points per deal",
        "prov": ("{games} deals per reading (one deal per game), {players}, seed {seed}, "
                 "engine {version}{commit}; 95% intervals ({intervals})."),
        "prov_match": ("{deals} deals per reading, each played twice with the seats swapped, "
                       "{players}, seed {seed}, engine {version}{commit}; 95% intervals "
                       "({intervals})."),
        "intervals": ("Wilson for shares of deals, delta method for shares of points, normal "
                      "for means"),
        "elder_title": "The elder's advantage under each reading",
        "elder_desc": ("For each reading, the elder hand's share of a deal's points and of "
                       "the deals won, each a dot with a line for its 95% interval; the "
                       "vertical line marks an even share (50%). The same numbers are in the "
                       "first table below."),
        "sources_title": "Where the points of a deal come from, under each reading",
        "sources_desc": ("For each reading a bar of the mean points per deal of both players, "
                         "split into carte blanche, the point, sequences, sets, play, the "
                         "cards and capot, pique and repique. The same numbers, with their "
                         "intervals, are in the first table below."),
        "skill_title": "How much skill matters under each rule set",
        "skill_desc": ("For each rule set, the share of the deals won (ties left out) by "
                       "the stronger player: greedy against random and expert against "
                       "greedy, a dot with a line for its 95% interval; the vertical line "
                       "marks an even match (50%). The numbers are in the second table "
                       "below."),
    },
    "de": {
        "deals": "Gaben", "elder_points": "Punkteanteil der Vorhand je Gabe",
        "elder_deals": "Vorhand gewinnt die Gabe", "deal_points": "Punkte je Gabe",
        "pique": "Pique", "repique": "Repique", "capot": "Capot",
        "blanche": "Carte blanche", "divided": "Geteilte Karten",
        "repique_decides": "Repique entscheidet die Gabe",
        "pique_decides": "Pique entscheidet die Gabe",
        "gr": "Faustregel-Spieler schlägt Zufallsspieler",
        "gr_margin": "Vorsprung des Faustregel-Spielers vor dem Zufallsspieler, "
        "Punkte je Gabe",
        "eg": "Experte schlägt Faustregel-Spieler",
        "eg_margin": "Vorsprung des Experten vor dem Faustregel-Spieler, "
        "Punkte je Gabe",
        "prov": ("{games} Gaben je Lesart (eine Gabe je Partie), {players}, Startwert {seed}, "
                 "Engine {version}{commit}; 95-%-Intervalle ({intervals})."),
        "prov_match": ("{deals} Gaben je Lesart, jede zweimal mit getauschten Plätzen gespielt, "
                       "{players}, Startwert {seed}, Engine {version}{commit}; "
                       "95-%-Intervalle ({intervals})."),
        "intervals": ("Wilson für Anteile an Gaben, Delta-Methode für Punkteanteile, "
                      "Normalverteilung für Mittelwerte"),
        "elder_title": "Der Vorteil der Vorhand in jeder Lesart",
        "elder_desc": ("Für jede Lesart der Anteil der Vorhand an den Punkten einer Gabe und "
                       "an den gewonnenen Gaben, je ein Punkt mit einer Linie für sein "
                       "95-%-Intervall; die senkrechte Linie markiert den gleichen Anteil "
                       "(50 %). Dieselben Zahlen stehen in der ersten Tabelle unten."),
        "sources_title": "Woher die Punkte einer Gabe kommen, in jeder Lesart",
        "sources_desc": ("Für jede Lesart ein Balken der mittleren Punkte beider Spieler je "
                         "Gabe, geteilt in Carte blanche, Rummel, Sequenzen, Drillinge und "
                         "Quatorzes, Spiel, die Karten und der Capot, Pique und Repique. "
                         "Dieselben Zahlen mit ihren Intervallen stehen in der ersten Tabelle "
                         "unten."),
        "skill_title": "Wie viel Können zählt, je Regelwerk",
        "skill_desc": ("Für jedes Regelwerk der Anteil der Gaben, die der stärkere Spieler "
                       "gewinnt (ohne Gleichstand): Faustregel- gegen Zufallsspieler und Experte "
                       "gegen Faustregel-Spieler, ein Punkt mit einer Linie für sein "
                       "95-%-Intervall; die senkrechte Linie markiert ein ausgeglichenes "
                       "Spiel (50 %). Die Zahlen stehen in der zweiten Tabelle unten."),
    },
}


#: The width kept for the labels of the Piquet plots (``Portland Club ·
#: blanche_judged_on=after_exchange``).
LEFT = 300


def rows_of(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """A Piquet file's rows: the rule sets, then each option's changes from every one."""
    return ordered(doc, OPTIONS_BY_ID, PRESETS)


def provenance(doc: dict[str, Any] | None, lang: str) -> str:
    """One sentence of where a Piquet file's numbers come from."""
    return provenance_of(doc, lang, PQ[lang], PQ[lang]["intervals"])


def source_parts(lang: str) -> list[tuple[str, str]]:
    """The sources of a deal's points as (figure id, name in ``lang``)."""
    return [(f"points_{key}", names[0 if lang == "en" else 1])
            for key, names in SOURCE_NAMES.items()]


def table_points(doc: dict[str, Any] | None, lang: str) -> str:
    """The elder's advantage and the points of a deal by source, for every reading."""
    if doc is None:
        return missing(lang)
    w, q = W[lang], PQ[lang]
    parts = source_parts(lang)
    seen: set[str] = set()
    body = []
    for row in rows_of(doc):
        f, sd = row["figures"], row.get("spreads", {})
        cells = [num(row["games"], lang, 0), pct(f["elder_points"], lang),
                 pct(f["elder_deals"], lang),
                 f"{mean(f['deal_points'], lang)} <small>{w['sd']} "
                 f"{num(sd.get('deal_points', 0.0), lang)}</small>"]
        cells += [mean(f[key], lang) for key, _ in parts]
        body.append(table_row(row_head(row, lang, seen, PRESETS, option_anchor), cells))
    head = (w["reading"], q["deals"], q["elder_points"], q["elder_deals"], q["deal_points"],
            *(f"… {w['from']} {name}" for _, name in parts))
    return lab_table(head, body)


def table_deal(doc: dict[str, Any] | None, skill: dict[str, Any] | None,
               expert: dict[str, Any] | None, lang: str) -> str:
    """How often pique, repique, capot, carte blanche and divided cards happen, and skill."""
    if doc is None:
        return missing(lang)
    q = PQ[lang]
    by_rules = skill_figures(skill, expert)
    events = ("pique", "repique", "capot", "blanche", "divided", "repique_decides",
              "pique_decides")
    seen: set[str] = set()
    body = []
    for row in rows_of(doc):
        f = row["figures"]
        cells = [pct(f[key], lang) for key in events]
        for kind in ("gr", "eg"):
            other = by_rules.get(kind, {}).get(row["rules"], {})
            cells += [pct(other.get("better_wins"), lang), mean(other.get("better_margin"), lang)]
        body.append(table_row(row_head(row, lang, seen, PRESETS, option_anchor)
                    .replace(' id="', ' data-anchor="'), cells))
    head = (W[lang]["reading"], *(q[key] for key in events), q["gr"], q["gr_margin"],
            q["eg"], q["eg_margin"])
    return lab_table(head, body)


def plots(greedy: dict[str, Any] | None, skill: dict[str, Any] | None,
          expert: dict[str, Any] | None, lang: str) -> dict[str, str]:
    """The three Piquet plots by marker."""
    q = PQ[lang]
    out = dict.fromkeys(("elder", "sources", "skill"), missing(lang))
    if greedy is not None:
        rows = [(label(r, lang, PRESETS), r["figures"]) for r in rows_of(greedy)]
        out["elder"] = whisker_plot(
            "lab-piquet-elder", q["elder_title"], q["elder_desc"],
            [(q["elder_points"], [(n, f["elder_points"]) for n, f in rows]),
             (q["elder_deals"], [(n, f["elder_deals"]) for n, f in rows])], lang,
            LEFT)
        out["sources"] = stacked_plot("lab-piquet-sources", q["sources_title"],
                                      q["sources_desc"], rows, source_parts(lang),
                                      "deal_points", lang, LEFT)
    series = skill_series(skill, expert, q, lambda r: label(r, lang, PRESETS))
    if series:
        out["skill"] = whisker_plot("lab-piquet-skill", q["skill_title"], q["skill_desc"],
                                    series, lang, LEFT)
    return out


def page(markdown: str, lang: str) -> str:
    """Expand the Piquet lab markers and figures in the page's language."""
    def parts(docs: dict[str, dict[str, Any] | None]) -> dict[str, str]:
        greedy, skill, expert = docs["greedy"], docs["greedy_random"], docs["expert_greedy"]
        drawn = plots(greedy, skill, expert, lang)
        return {**{f"<!-- lab-piquet-plot-{key} -->": html for key, html in drawn.items()},
                "<!-- lab-piquet-table-points -->": table_points(greedy, lang),
                "<!-- lab-piquet-table-deal -->": table_deal(greedy, skill, expert, lang),
                "<!-- lab-piquet-table-skill -->": ranked(
                    skill, expert, lang, rows_of, lambda r: label(r, lang, PRESETS))}

    return lab_page("piquet", markdown, lang, provenance, parts,
                    lambda figure: figure in SHARES)
