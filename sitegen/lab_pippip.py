"""The Pip-Pip! part of the lab pages: "What the rule sets change" (``docs/pippip/lab.md``),
drawn from the lab's checked-in Pip-Pip! results (``lab_common.py``).

Markers: ``<!-- lab-pippip-provenance -->``; the SVG plots ``<!-- lab-pippip-plot-positions
-->`` (each position's share under each rule set), ``<!-- lab-pippip-plot-leader -->``
(the opening leader's and the dealer's share under each reading at a table of five),
``<!-- lab-pippip-plot-sources -->`` and ``<!-- lab-pippip-plot-skill -->``; the tables
``<!-- lab-pippip-table-positions -->``, ``<!-- lab-pippip-table-points -->`` and
``<!-- lab-pippip-table-deal -->``; and ``[[LAB:file:reading:figure]]`` reading the
Pip-Pip! files. Rows of option changes are anchored ``#lab-option-<option anchor>``, the
anchor the comparison page (``game_presets.py``) links to. Shares of deals are set against
an even share of 1/n, not 50%.
"""

from __future__ import annotations

import re
from typing import Any

from penneech.games.pippip.lab import SHARE_FIGURES, SOURCE_NAMES
from penneech.games.pippip.options import OPTIONS_BY_ID as PIPPIP_OPTIONS
from penneech.games.pippip.presets import PRESETS as PIPPIP_PRESETS
from sitegen.lab_common import WORDS as W
from sitegen.lab_common import (
    lab_page,
    lab_table,
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
from sitegen.lab_common import label as row_label
from sitegen.lab_common import provenance as provenance_of
from sitegen.lab_skill import ranked

#: The width kept for the labels of the plots (``European variants ·
#: marriage_value=suits_austrian_100``).
LEFT = 300

PP = {
    "en": {
        "deals": "Deals", "table": "Players", "even": "Even share",
        "leader_points": "Opening leader's share of a deal's points",
        "dealer_points": "Dealer's share of a deal's points",
        "leader_deals": "Opening leader wins the deal", "dealer_deals": "Dealer wins the deal",
        "deal_points": "Points per deal", "marriages": "Marriages per deal",
        "trump_changes": "Trump changes per deal", "no_trump": "Deal without trump",
        "last_trick_decides": "Last trick decides the deal", "shared_wins": "Shared win",
        "real_choice": "Follower has a real choice: all / while drawing / after",
        "gr": "Greedy among random wins", "eg": "Expert among greedy wins",
        "gr_points": "Greedy's share of points among random",
        "eg_points": "Expert's share of points among greedy",
        "position": "Position", "points_share": "share of points", "wins_share": "deals won",
        "first": "opening leader", "dealer": "dealer",
        "prov": ("{games} deals per reading (one deal per game) at the reading's table, "
                 "{first} in every seat, seed {seed}, engine {version}{commit}; 95% "
                 "intervals ({intervals})."),
        "prov_match": ("{deals} deals per rule set at a table of five, each played five "
                       "times with the first player ({first}) in every seat and the second "
                       "({second}) in the others, seed {seed}, engine {version}{commit}; 95% "
                       "intervals ({intervals})."),
        "intervals": ("Wilson for shares of deals, delta method for shares of points, normal "
                      "for means"),
        "positions_title": "Each position's share of a deal's points, under each rule set",
        "positions_desc": ("For each position at a table of five, counted clockwise from "
                           "the dealer's left (the opening leader first, the dealer last), "
                           "its share of a deal's points under each rule set, a dot with a "
                           "line for its 95% interval; the vertical line marks an even share "
                           "(20%). The same numbers are in the first table below."),
        "leader_title": "The opening leader's and the dealer's share, under each reading",
        "leader_desc": ("For each reading at a table of five, the share of a deal's points "
                        "taken by the opening leader and by the dealer, each a dot with a "
                        "line for its 95% interval; the vertical line marks an even share "
                        "(20%). Other table sizes are in the second table below, each with "
                        "its own even share."),
        "sources_title": "Where the points of a deal come from, under each reading",
        "sources_desc": ("For each reading a bar of the mean points per deal of all players, "
                         "split into card points in tricks, marriages, the last-trick bonus "
                         "and the leftovers. The same numbers, with their intervals, are in "
                         "the second table below."),
        "skill_title": "How much skill matters under each rule set",
        "skill_desc": ("For each rule set at a table of five, the share of the deals won "
                       "(shared wins left out) by one stronger player among weaker ones: "
                       "greedy among random and expert among greedy, a dot with a line for "
                       "its 95% interval; the vertical line marks an even share (20%). The "
                       "numbers are in the last table below."),
    },
    "de": {
        "deals": "Gaben", "table": "Spieler", "even": "Gleicher Anteil",
        "leader_points": "Punkteanteil des ersten Ausspielers je Gabe",
        "dealer_points": "Punkteanteil des Gebers je Gabe",
        "leader_deals": "Erster Ausspieler gewinnt die Gabe",
        "dealer_deals": "Geber gewinnt die Gabe",
        "deal_points": "Punkte je Gabe", "marriages": "Hochzeiten je Gabe",
        "trump_changes": "Trumpfwechsel je Gabe", "no_trump": "Gabe ohne Trumpf",
        "last_trick_decides": "Letzter Stich entscheidet die Gabe",
        "shared_wins": "Geteilter Sieg",
        "real_choice": "Wer zugibt, hat echte Wahl: insgesamt / solange gezogen wird / danach",
        "gr": "Faustregel-Spieler unter Zufallsspielern gewinnt",
        "eg": "Experte unter Faustregel-Spielern gewinnt",
        "gr_points": "Punkteanteil des Faustregel-Spielers unter Zufallsspielern",
        "eg_points": "Punkteanteil des Experten unter Faustregel-Spielern",
        "position": "Platz", "points_share": "Punkteanteil", "wins_share": "gewonnene Gaben",
        "first": "erster Ausspieler", "dealer": "Geber",
        "prov": ("{games} Gaben je Lesart (eine Gabe je Partie) am Tisch der Lesart, "
                 "{first} auf jedem Platz, Startwert {seed}, Engine {version}{commit}; "
                 "95-%-Intervalle ({intervals})."),
        "prov_match": ("{deals} Gaben je Regelwerk an einem Tisch zu fünft, jede fünfmal "
                       "gespielt, mit dem ersten Spieler ({first}) auf jedem Platz und dem "
                       "zweiten ({second}) auf den anderen, Startwert {seed}, Engine "
                       "{version}{commit}; 95-%-Intervalle ({intervals})."),
        "intervals": ("Wilson für Anteile an Gaben, Delta-Methode für Punkteanteile, "
                      "Normalverteilung für Mittelwerte"),
        "positions_title": "Der Punkteanteil jedes Platzes, je Regelwerk",
        "positions_desc": ("Für jeden Platz an einem Tisch zu fünft, im Uhrzeigersinn ab "
                           "dem linken Nachbarn des Gebers gezählt (der erste Ausspieler "
                           "zuerst, der Geber zuletzt), sein Anteil an den Punkten einer "
                           "Gabe in jedem Regelwerk, ein Punkt mit einer Linie für sein "
                           "95-%-Intervall; die senkrechte Linie markiert den gleichen "
                           "Anteil (20 %). Dieselben Zahlen stehen in der ersten Tabelle "
                           "unten."),
        "leader_title": "Der Anteil des ersten Ausspielers und des Gebers, in jeder Lesart",
        "leader_desc": ("Für jede Lesart an einem Tisch zu fünft der Anteil des ersten "
                        "Ausspielers und des Gebers an den Punkten einer Gabe, je ein Punkt "
                        "mit einer Linie für sein 95-%-Intervall; die senkrechte Linie "
                        "markiert den gleichen Anteil (20 %). Andere Tischgrößen stehen in "
                        "der zweiten Tabelle unten, jede mit ihrem eigenen gleichen Anteil."),
        "sources_title": "Woher die Punkte einer Gabe kommen, in jeder Lesart",
        "sources_desc": ("Für jede Lesart ein Balken der mittleren Punkte aller Spieler je "
                         "Gabe, geteilt in Kartenpunkte in Stichen, Hochzeiten, den Bonus "
                         "für den letzten Stich und die Restkarten. Dieselben Zahlen mit "
                         "ihren Intervallen stehen in der zweiten Tabelle unten."),
        "skill_title": "Wie viel Können zählt, je Regelwerk",
        "skill_desc": ("Für jedes Regelwerk an einem Tisch zu fünft der Anteil der Gaben "
                       "(ohne geteilte Siege), die ein stärkerer Spieler unter schwächeren "
                       "gewinnt: Faustregel-Spieler unter Zufallsspielern und Experte unter "
                       "Faustregel-Spielern, ein Punkt mit einer Linie für sein 95-%-Intervall; "
                       "die senkrechte Linie markiert den gleichen Anteil (20 %). Die "
                       "Zahlen stehen in der letzten Tabelle unten."),
    },
}

#: The seats' figures (``pos2_points``, ``pos2_deals``), shares like ``SHARE_FIGURES``.
POSITION = re.compile(r"pos\d+_(points|deals)")


def anchor_of(option_id: str) -> str:
    """An option's anchor on the comparison page (``marriage-value``)."""
    return option_anchor(option_id)


def rows_of(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """A file's rows: the rule sets, then each option's changes from every one."""
    return ordered(doc, PIPPIP_OPTIONS, PIPPIP_PRESETS)


def name(row: dict[str, Any], lang: str) -> str:
    return row_label(row, lang, PIPPIP_PRESETS)


def seats_of(row: dict[str, Any]) -> int:
    """A reading's table size, from its rule string."""
    found = re.search(r"(?:^|,)players=(\d+)", row["rules"])
    return int(found.group(1)) if found else 5


def position_name(k: int, n: int, lang: str) -> str:
    """Position ``k`` of ``n`` from the dealer's left (0 the opening leader)."""
    p = PP[lang]
    if k == 0:
        return f"{p['first']} (1{'.' if lang == 'de' else 'st'})"
    if k == n - 1:
        return f"{p['dealer']} ({n}{'.' if lang == 'de' else 'th'})"
    ordinal = {1: "2nd", 2: "3rd"}.get(k, f"{k + 1}th")
    return f"{k + 1}." if lang == "de" else ordinal


def provenance(doc: dict[str, Any] | None, lang: str) -> str:
    """One sentence of where a Pip-Pip! file's numbers come from (a match is played at a
    table of five)."""
    return provenance_of(doc, lang, PP[lang], PP[lang]["intervals"], seats=5)


def table_positions(doc: dict[str, Any] | None, lang: str) -> str:
    """Each position's share of points and of deals won, under each rule set."""
    if doc is None:
        return missing(lang)
    p = PP[lang]
    presets = [r for r in rows_of(doc) if not r["change"]]
    n = seats_of(presets[0])
    body = []
    for k in range(n):
        cells = [f"{pct(r['figures'][f'pos{k}_points'], lang)} / "
                 f"{pct(r['figures'][f'pos{k}_deals'], lang)}" for r in presets]
        body.append(table_row(f'<tr><th scope="row">{position_name(k, n, lang)}</th>', cells))
    head = (p["position"], *(f"{name(r, lang)}: {p['points_share']} / {p['wins_share']}"
                             for r in presets))
    return lab_table(head, body)


def table_points(doc: dict[str, Any] | None, lang: str) -> str:
    """Table size, the opening leader's and the dealer's shares and the points of a deal
    by source, for every reading."""
    if doc is None:
        return missing(lang)
    w, p = W[lang], PP[lang]
    seen: set[str] = set()
    body = []
    parts = list(SOURCE_NAMES.items())
    for row in rows_of(doc):
        f, sd = row["figures"], row.get("spreads", {})
        cells = [str(seats_of(row)), pct(f["fair_share"], lang).split(" <small>")[0],
                 num(row["games"], lang, 0), pct(f["leader_points"], lang),
                 pct(f["dealer_points"], lang), pct(f["leader_deals"], lang),
                 pct(f["dealer_deals"], lang),
                 f"{mean(f['deal_points'], lang)} <small>{w['sd']} "
                 f"{num(sd.get('deal_points', 0.0), lang)}</small>"]
        cells += [mean(f[f"points_{key}"], lang) for key, _ in parts]
        body.append(table_row(row_head(row, lang, seen, PIPPIP_PRESETS, anchor_of), cells))
    head = (w["reading"], p["table"], p["even"], p["deals"], p["leader_points"],
            p["dealer_points"], p["leader_deals"], p["dealer_deals"], p["deal_points"],
            *(f"… {w['from']} {names[0 if lang == 'en' else 1]}" for _, names in parts))
    return lab_table(head, body)


def table_deal(doc: dict[str, Any] | None, skill: dict[str, Any] | None,
               expert: dict[str, Any] | None, lang: str) -> str:
    """Marriages, trump, the last trick, the followers' choice, and skill, per reading."""
    if doc is None:
        return missing(lang)
    p = PP[lang]
    by_rules = skill_figures(skill, expert)
    seen: set[str] = set()
    body = []
    for row in rows_of(doc):
        f = row["figures"]
        choice = " / ".join(pct(f[key], lang).split(" <small>")[0] for key in (
            "real_choice", "real_choice_drawing", "real_choice_end"))
        cells = [mean(f["marriages"], lang), mean(f["trump_changes"], lang),
                 pct(f["no_trump"], lang), pct(f["last_trick_decides"], lang),
                 pct(f["shared_wins"], lang), choice]
        for kind in ("gr", "eg"):
            other = by_rules.get(kind, {}).get(row["rules"], {})
            cells += [pct(other.get("better_wins"), lang), pct(other.get("better_points"), lang)]
        body.append(table_row(row_head(row, lang, seen, PIPPIP_PRESETS, anchor_of)
                    .replace(' id="', ' data-anchor="'), cells))
    head = (W[lang]["reading"], p["marriages"], p["trump_changes"], p["no_trump"],
            p["last_trick_decides"], p["shared_wins"], p["real_choice"], p["gr"],
            p["gr_points"], p["eg"], p["eg_points"])
    return lab_table(head, body)


def plots(greedy: dict[str, Any] | None, skill: dict[str, Any] | None,
          expert: dict[str, Any] | None, lang: str) -> dict[str, str]:
    """The four plots by marker."""
    p = PP[lang]
    out = dict.fromkeys(("positions", "leader", "sources", "skill"), missing(lang))
    if greedy is not None:
        rows = rows_of(greedy)
        presets = [r for r in rows if not r["change"]]
        n = seats_of(presets[0])
        out["positions"] = whisker_plot(
            "lab-pippip-positions", p["positions_title"], p["positions_desc"],
            [(name(r, lang), [(position_name(k, n, lang), r["figures"][f"pos{k}_points"])
                              for k in range(n)]) for r in presets], lang, 200, 1 / n)
        five = [r for r in rows if seats_of(r) == 5]
        out["leader"] = whisker_plot(
            "lab-pippip-leader", p["leader_title"], p["leader_desc"],
            [(p[key], [(name(r, lang), r["figures"][key]) for r in five])
             for key in ("leader_points", "dealer_points")], lang, LEFT, 0.2)
        parts = [(f"points_{key}", names[0 if lang == "en" else 1])
                 for key, names in SOURCE_NAMES.items()]
        out["sources"] = stacked_plot("lab-pippip-sources", p["sources_title"],
                                      p["sources_desc"], [(name(r, lang), r["figures"])
                                                          for r in rows],
                                      parts, "deal_points", lang, LEFT)
    series = skill_series(skill, expert, p, lambda r: name(r, lang))
    if series:
        out["skill"] = whisker_plot("lab-pippip-skill", p["skill_title"], p["skill_desc"],
                                    series, lang, 200, 0.2)
    return out


def is_share(figure: str) -> bool:
    """Whether a figure of the Pip-Pip! files is a share (written as a percentage)."""
    return figure in SHARE_FIGURES or POSITION.fullmatch(figure) is not None


def page(markdown: str, lang: str) -> str:
    """Expand the Pip-Pip! lab markers and figures in the page's language."""
    def parts(docs: dict[str, dict[str, Any] | None]) -> dict[str, str]:
        greedy, skill, expert = docs["greedy"], docs["greedy_random"], docs["expert_greedy"]
        drawn = plots(greedy, skill, expert, lang)
        return {**{f"<!-- lab-pippip-plot-{key} -->": html for key, html in drawn.items()},
                "<!-- lab-pippip-table-positions -->": table_positions(greedy, lang),
                "<!-- lab-pippip-table-points -->": table_points(greedy, lang),
                "<!-- lab-pippip-table-deal -->": table_deal(greedy, skill, expert, lang),
                "<!-- lab-pippip-table-skill -->": ranked(
                    skill, expert, lang, rows_of, lambda r: name(r, lang), fair=0.2)}

    return lab_page("pippip", markdown, lang, provenance, parts, is_share)
