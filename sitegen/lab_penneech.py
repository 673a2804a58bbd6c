"""Penneech's lab page, "What the readings change" (``docs/lab.md`` and its German twin),
drawn from the lab's checked-in Penneech results (``lab_common.py``).

Markers:

- ``<!-- lab-penneech-provenance -->``: where the numbers come from (games, seed, players,
  engine);
- ``<!-- lab-penneech-plot-dealer -->``, ``<!-- lab-penneech-plot-sources -->``,
  ``<!-- lab-penneech-plot-skill -->``: SVG plots drawn at build time (no JavaScript; each
  with a title, a description and the table below as its text alternative);
- ``<!-- lab-penneech-table-points -->``, ``<!-- lab-penneech-table-game -->``: every figure
  of every reading with its 95% interval; the first row of each option's changes is
  ``#lab-option-<id>``, which the variants page links to;
- and the shared ``[[LAB:…]]``, ``[[LAB-EVEN:…]]`` and ``[[LAB-DIFF:…]]``.
"""

from __future__ import annotations

from typing import Any

from penneech.games.penneech.options import OPTIONS_BY_ID
from penneech.games.penneech.presets import PRESETS
from sitegen.lab_common import WORDS as COMMON
from sitegen.lab_common import (
    lab_page,
    lab_table,
    mean,
    missing,
    num,
    ordered,
    pct,
    row_head,
    skill_figures,
    skill_series,
    stacked_plot,
    table_row,
    whisker_plot,
)
from sitegen.lab_common import label as preset_label
from sitegen.lab_common import provenance as provenance_of
from sitegen.lab_skill import ranked

#: The figures that are shares (written as percentages); the others are means.
SHARES = frozenset({"first_dealer_games", "first_dealer_points", "dealer_hands",
                    "dealer_points", "last_trick_decides", "mid_hand_endings",
                    "throw_available", "throw_taken", "real_choice", "better_wins"})

#: Penneech's words, with the shared ones (``lab_common.WORDS``).
OWN = {
    "en": {
        "games": "Games", "fd_games": "First dealer wins the game",
        "dealer_points": "Dealer's share of a hand's points", "hand_points": "Points per hand",
        "turned": "from turned cards", "counters": "from counting cards",
        "card_count": "from the card count", "last_trick": "Hand decided by the last trick",
        "hands": "Hands per game", "mid": "Game ends mid-hand",
        "throw": "Throw-in available / taken", "kept": "Net points of a kept poor hand",
        "choice": "Second player has a real choice", "gr": "Greedy beats random",
        "eg": "Expert beats greedy",
        "prov": ("{games} games per reading, {players}, seed {seed}, engine {version}"
                 "{commit}; 95% intervals ({intervals})."),
        "dealer_title": "The dealer's advantage under each reading",
        "dealer_desc": ("For each reading, the dealer's share of the points of a complete "
                        "hand, a dot with a line for its 95% interval; the vertical line marks "
                        "an even share (50%). The same numbers are in the first table below."),
        "sources_title": "Where the points of a hand come from, under each reading",
        "sources_desc": ("For each reading a bar of the mean points per complete hand, split "
                         "into turned cards, counting cards won and the card count. The same "
                         "numbers, with their intervals, are in the first table below."),
        "skill_title": "How much skill matters under each preset",
        "skill_desc": ("For each preset, the share of games the stronger player wins: greedy "
                       "against random and expert against greedy, a dot with a line for its "
                       "95% interval; the vertical line marks an even match (50%). The "
                       "numbers are in the second table below."),
    },
    "de": {
        "games": "Partien", "fd_games": "Erster Geber gewinnt die Partie",
        "dealer_points": "Punkteanteil des Gebers je Hand", "hand_points": "Punkte je Hand",
        "turned": "aus Aufschlagkarten", "counters": "aus Wertkarten",
        "card_count": "aus der Kartenzählung", "last_trick": "Letzter Stich entscheidet die Hand",
        "hands": "Hände je Partie", "mid": "Partie endet mitten in der Hand",
        "throw": "Hinwerfen möglich / genutzt", "kept": "Nettopunkte einer behaltenen "
        "schwachen Hand", "choice": "Zweiter Spieler hat echte Wahl",
        "gr": "Faustregel-Spieler schlägt Zufallsspieler",
        "eg": "Experte schlägt Faustregel-Spieler",
        "prov": ("{games} Partien je Lesart, {players}, Startwert {seed}, Engine {version}"
                 "{commit}; 95-%-Intervalle ({intervals})."),
        "dealer_title": "Der Vorteil des Gebers in jeder Lesart",
        "dealer_desc": ("Für jede Lesart der Anteil des Gebers an den Punkten einer "
                        "vollständigen Hand, ein Punkt mit einer Linie für sein "
                        "95-%-Intervall; die senkrechte Linie markiert den gleichen Anteil "
                        "(50 %). Dieselben Zahlen stehen in der ersten Tabelle unten."),
        "sources_title": "Woher die Punkte einer Hand kommen, in jeder Lesart",
        "sources_desc": ("Für jede Lesart ein Balken der mittleren Punkte je vollständiger "
                         "Hand, geteilt in Aufschlagkarten, gewonnene Wertkarten und die "
                         "Kartenzählung. Dieselben Zahlen mit ihren Intervallen stehen in der "
                         "ersten Tabelle unten."),
        "skill_title": "Wie viel Können zählt, je Voreinstellung",
        "skill_desc": ("Für jede Voreinstellung der Anteil der Partien, die der stärkere "
                       "Spieler gewinnt: Faustregel- gegen Zufallsspieler und Experte gegen "
                       "Faustregel-Spieler, ein Punkt mit einer Linie für sein "
                       "95-%-Intervall; die senkrechte Linie "
                       "markiert ein ausgeglichenes Spiel (50 %). Die Zahlen stehen in der "
                       "zweiten Tabelle unten."),
    },
}
W = {lang: {**COMMON[lang], **words} for lang, words in OWN.items()}
INTERVALS = {"en": "Wilson for shares of games and hands, delta method for shares of points, "
                   "normal for means",
             "de": "Wilson für Anteile an Partien und Händen, Delta-Methode für "
                   "Punkteanteile, Normalverteilung für Mittelwerte"}


def label(row: dict[str, Any], lang: str) -> str:
    """A reading's short name (``Martin · follow=free``)."""
    return preset_label(row, lang, PRESETS)


def rows_of(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """A file's rows: the presets, then each option's changes from every one."""
    return ordered(doc, OPTIONS_BY_ID, PRESETS)


def provenance(doc: dict[str, Any] | None, lang: str) -> str:
    """One sentence of where a file's numbers come from."""
    return provenance_of(doc, lang, W[lang], INTERVALS[lang])


def table_points(doc: dict[str, Any] | None, lang: str) -> str:
    """The dealer's advantage and the points of a hand, for every reading."""
    if doc is None:
        return missing(lang)
    w = W[lang]
    cols = (w["games"], w["fd_games"], w["dealer_points"], w["hand_points"],
            f"… {w['turned']}", f"… {w['counters']}", f"… {w['card_count']}", w["last_trick"])
    seen: set[str] = set()
    body = []
    for row in rows_of(doc):
        f = row["figures"]
        sd = row.get("spreads", {})
        body.append(
            row_head(row, lang, seen, PRESETS)
            + f"<td>{num(row['games'], lang, 0)}</td><td>{pct(f['first_dealer_games'], lang)}</td>"
            f"<td>{pct(f['dealer_points'], lang)}</td>"
            f"<td>{mean(f['hand_points'], lang)}"
            + (f" <small>{w['sd']} {num(sd['hand_points'], lang)}</small>" if sd else "")
            + f"</td><td>{mean(f['points_turned'], lang)}</td>"
            f"<td>{mean(f['points_counters'], lang)}</td>"
            f"<td>{mean(f['points_card_count'], lang)}</td>"
            f"<td>{pct(f['last_trick_decides'], lang)}</td></tr>")
    return lab_table((w["reading"], *cols), body)


def table_game(doc: dict[str, Any] | None, skill: dict[str, Any] | None,
               expert: dict[str, Any] | None, lang: str) -> str:
    """Length of a game, the throw-in, the second player's choice and the skill factor."""
    if doc is None:
        return missing(lang)
    w = W[lang]
    by_rules = skill_figures(skill, expert)
    cols = (w["hands"], w["mid"], w["throw"], w["kept"], w["choice"], w["gr"], w["eg"])
    body = []
    seen: set[str] = set()
    for row in rows_of(doc):
        f = row["figures"]
        throw = (f"{pct(f['throw_available'], lang)} / {pct(f['throw_taken'], lang)}"
                 if f["throw_available"]["n"] else "—")
        wins = [by_rules.get(kind, {}).get(row["rules"], {}).get("better_wins")
                for kind in ("gr", "eg")]
        cells = [mean(f["game_hands"], lang), pct(f["mid_hand_endings"], lang), throw,
                 mean(f["kept_poor_net"], lang), pct(f["real_choice"], lang),
                 *(pct(fig, lang) for fig in wins)]
        body.append(table_row(row_head(row, lang, seen, PRESETS)
                              .replace(' id="', ' data-anchor="'), cells))
    return lab_table((w["reading"], *cols), body)


def dealer_plot(doc: dict[str, Any] | None, lang: str) -> str:
    if doc is None:
        return missing(lang)
    w = W[lang]
    rows = rows_of(doc)
    series = [(w["dealer_points"], [(label(r, lang), r["figures"]["dealer_points"])
                                    for r in rows]),
              (w["fd_games"], [(label(r, lang), r["figures"]["first_dealer_games"])
                               for r in rows])]
    return whisker_plot("lab-dealer", w["dealer_title"], w["dealer_desc"], series, lang)


def sources_plot(doc: dict[str, Any] | None, lang: str) -> str:
    if doc is None:
        return missing(lang)
    w = W[lang]
    parts = (("points_turned", w["turned"]), ("points_counters", w["counters"]),
             ("points_card_count", w["card_count"]))
    rows = [(label(r, lang), r["figures"]) for r in rows_of(doc)]
    return stacked_plot("lab-sources", w["sources_title"], w["sources_desc"], rows, parts,
                        "hand_points", lang)



def skill_plot(skill: dict[str, Any] | None, expert: dict[str, Any] | None,
               lang: str) -> str:
    w = W[lang]
    series = skill_series(skill, expert, w, lambda r: label(r, lang))
    if not series:
        return missing(lang)
    return whisker_plot("lab-skill", w["skill_title"], w["skill_desc"], series, lang)



def page(markdown: str, lang: str) -> str:
    """Expand the Penneech lab markers and figures in the page's language."""
    def parts(docs: dict[str, dict[str, Any] | None]) -> dict[str, str]:
        greedy, skill, expert = docs["greedy"], docs["greedy_random"], docs["expert_greedy"]
        return {"<!-- lab-penneech-plot-dealer -->": dealer_plot(greedy, lang),
                "<!-- lab-penneech-plot-sources -->": sources_plot(greedy, lang),
                "<!-- lab-penneech-plot-skill -->": skill_plot(skill, expert, lang),
                "<!-- lab-penneech-table-points -->": table_points(greedy, lang),
                "<!-- lab-penneech-table-game -->": table_game(greedy, skill, expert, lang),
                "<!-- lab-penneech-table-skill -->": ranked(
                    skill, expert, lang, rows_of, lambda r: label(r, lang))}

    return lab_page("penneech", markdown, lang, provenance, parts,
                    lambda figure: figure in SHARES)
