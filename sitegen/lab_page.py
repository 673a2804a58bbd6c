"""MkDocs hook: the pages "What the readings change" (Penneech) and "What the rule sets
change" (Piquet, and Pip-Pip! in ``lab_pippip.py``), drawn from the lab's checked-in
results.

Markers in ``docs/lab.md`` and ``docs/lab.de.md``:

- ``<!-- lab-provenance -->``: where the numbers come from (games, seed, players, engine);
- ``<!-- lab-plot-dealer -->``, ``<!-- lab-plot-sources -->``, ``<!-- lab-plot-skill -->``:
  SVG plots drawn here at build time (no JavaScript; each with a title, a description and
  the table below as its text alternative);
- ``[[LAB:file:reading:figure]]`` in the commentary: one figure with its interval, from
  file ``greedy``, ``greedy_random`` or ``expert_greedy`` (``[[LAB:greedy:martin:dealer_points]]``),
  so the text quotes the same numbers as the tables;
- ``<!-- lab-table-points -->``, ``<!-- lab-table-game -->``: every figure of every reading
  with its 95% interval; the first row of each option's changes is ``#lab-option-<id>``,
  which the variants page links to.

The results are read from ``data/lab/*.json`` (written by ``penneech lab``); a test replays
part of each file from its seed, so the page cannot drift from the engine.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.games.penneech.options import OPTIONS_BY_ID
from penneech.games.penneech.presets import PRESETS
from penneech.games.piquet.options import OPTIONS_BY_ID as PIQUET_OPTIONS
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS
from penneech.lab.piquet import SOURCE_NAMES
from sitegen.site_common import escape, page_lang

DATA = Path(__file__).resolve().parent.parent / "data" / "lab"
FILES = {"greedy": "penneech-greedy.json", "greedy_random": "penneech-skill-greedy.json",
         "expert_greedy": "penneech-skill-expert.json"}

W = {
    "en": {
        "reading": "Reading", "games": "Games", "fd_games": "First dealer wins the game",
        "dealer_points": "Dealer's share of a hand's points", "hand_points": "Points per hand",
        "turned": "from turned cards", "counters": "from counting cards",
        "card_count": "from the card count", "last_trick": "Hand decided by the last trick",
        "hands": "Hands per game", "mid": "Game ends mid-hand",
        "throw": "Throw-in available / taken", "kept": "Net points of a kept poor hand",
        "choice": "Second player has a real choice", "gr": "Greedy beats random",
        "eg": "Expert beats greedy", "sd": "sd", "missing": "Not measured yet.",
        "from": "from", "preset": "preset",
        "prov": ("{games} games per reading, {players}, seed {seed}, engine {version}"
                 "{commit}; 95% intervals ({intervals})."),
        "commit": ", commit {commit}",
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
        "legend": "Legend",
    },
    "de": {
        "reading": "Lesart", "games": "Partien", "fd_games": "Erster Geber gewinnt die Partie",
        "dealer_points": "Punkteanteil des Gebers je Hand", "hand_points": "Punkte je Hand",
        "turned": "aus Aufschlagkarten", "counters": "aus Wertkarten",
        "card_count": "aus der Kartenzählung", "last_trick": "Letzter Stich entscheidet die Hand",
        "hands": "Hände je Partie", "mid": "Partie endet mitten in der Hand",
        "throw": "Hinwerfen möglich / genutzt", "kept": "Nettopunkte einer behaltenen "
        "schwachen Hand", "choice": "Zweiter Spieler hat echte Wahl",
        "gr": "Faustregel-Spieler schlägt Zufallsspieler",
        "eg": "Experte schlägt Faustregel-Spieler", "sd": "Stdabw.",
        "missing": "Noch nicht gemessen.", "from": "aus", "preset": "Voreinstellung",
        "prov": ("{games} Partien je Lesart, {players}, Startwert {seed}, Engine {version}"
                 "{commit}; 95-%-Intervalle ({intervals})."),
        "commit": ", Commit {commit}",
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
        "legend": "Legende",
    },
}
PCT = {"en": "%", "de": "\u00a0%"}
INTERVALS = {"en": "Wilson for shares of games and hands, delta method for shares of points, "
                   "normal for means",
             "de": "Wilson für Anteile an Partien und Händen, Delta-Methode für "
                   "Punkteanteile, Normalverteilung für Mittelwerte"}
COLOURS = ("#8d6e63", "#3f6e8f", "#c9a227", "#6a8f3f", "#8f3f6e", "#3f8f8a", "#555555",
           "#d9822b")


def load(kind: str, files: Mapping[str, str] = FILES) -> dict[str, Any] | None:
    """A results file, or ``None`` if it has not been produced."""
    path = DATA / files[kind]
    if not path.exists():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def label(row: dict[str, Any], lang: str, presets: Mapping[str, Any] = PRESETS) -> str:
    """A reading's short name: the preset, then the changed option (``Martin · follow=free``).

    ``presets`` are the game's (Penneech's unless given)."""
    preset = str(row.get("preset"))
    parts = [presets[preset].name.get(lang).split(" (")[0]] if preset in presets else []
    parts += [f"{key}={value}" for key, value in row.get("change", {}).items()]
    return " · ".join(parts) if parts else row["label"]


def num(x: float, lang: str, digits: int = 1) -> str:
    text = f"{x:,.{digits}f}"
    return text.replace(",", "\u2009").replace(".", ",") if lang == "de" else text


def pct(fig: dict[str, Any] | None, lang: str) -> str:
    """A share with its interval: 51.2% (50.2–52.2)."""
    if not fig or fig.get("value") is None:
        return "—"
    sign = "\u00a0%" if lang == "de" else "%"
    return (f"{num(100 * fig['value'], lang)}{sign} "
            f"<small>({num(100 * fig['low'], lang)}–{num(100 * fig['high'], lang)})</small>")


def mean(fig: dict[str, Any] | None, lang: str, digits: int = 2) -> str:
    """A mean with its interval: 18.49 (18.19–18.79)."""
    if not fig or fig.get("value") is None or fig.get("low") is None:
        return "—"
    return (f"{num(fig['value'], lang, digits)} "
            f"<small>({num(fig['low'], lang, digits)}–{num(fig['high'], lang, digits)})</small>")


def provenance(doc: dict[str, Any] | None, lang: str) -> str:
    """One sentence of where a file's numbers come from."""
    if doc is None:
        return W[lang]["missing"]
    commit = (W[lang]["commit"].format(commit=doc["git_commit"][:10])
              if doc.get("git_commit") else "")
    players = " – ".join(doc["players"])
    text = W[lang]["prov"].format(games=num(doc["games_per_config"], lang, 0), players=players,
                                  seed=doc["seed"], version=doc["engine_version"],
                                  commit=commit, intervals=INTERVALS[lang])
    return text


def ordered(doc: dict[str, Any], options: Iterable[str] = OPTIONS_BY_ID,
            preset_ids: Iterable[str] = PRESETS) -> list[dict[str, Any]]:
    """Rows by option: the presets first, then each option's changes from every preset.

    ``options`` and ``preset_ids`` give the game's order (Penneech's unless given)."""
    rows: list[dict[str, Any]] = doc["configs"]
    option_order, preset_order = list(options), list(preset_ids)
    presets = [r for r in rows if not r["change"]]
    changed = sorted((r for r in rows if r["change"]),
                     key=lambda r: (option_order.index(next(iter(r["change"]))),
                                    preset_order.index(r["preset"]) if r["preset"] else 9))
    return presets + changed


def row_head(row: dict[str, Any], lang: str, seen: set[str],
             presets: Mapping[str, Any] = PRESETS, anchor: Callable[[str], str] = str) -> str:
    """The first cell of a row, with the option's anchor on its first change.

    ``anchor`` turns an option id into its anchor (Piquet's ``point_score`` is
    ``point-score``)."""
    key = next(iter(row["change"]), None)
    attr = ""
    if key is not None and key not in seen:
        seen.add(key)
        attr = f' id="lab-option-{anchor(key)}"'
    elif key is None:
        attr = f' id="lab-preset-{row["preset"]}"'
    return (f'<tr{attr}><th scope="row"><span title="{escape(row["label"])}">'
            f"{escape(label(row, lang, presets))}</span></th>")


def table_points(doc: dict[str, Any] | None, lang: str) -> str:
    """The dealer's advantage and the points of a hand, for every reading."""
    if doc is None:
        return f"<p>{W[lang]['missing']}</p>"
    w = W[lang]
    cols = (w["games"], w["fd_games"], w["dealer_points"], w["hand_points"],
            f"… {w['turned']}", f"… {w['counters']}", f"… {w['card_count']}", w["last_trick"])
    head = "".join(f'<th scope="col">{c}</th>' for c in (w["reading"], *cols))
    seen: set[str] = set()
    body = []
    for row in ordered(doc):
        f = row["figures"]
        sd = row.get("spreads", {})
        body.append(
            row_head(row, lang, seen)
            + f"<td>{num(row['games'], lang, 0)}</td><td>{pct(f['first_dealer_games'], lang)}</td>"
            f"<td>{pct(f['dealer_points'], lang)}</td>"
            f"<td>{mean(f['hand_points'], lang)}"
            + (f" <small>{w['sd']} {num(sd['hand_points'], lang)}</small>" if sd else "")
            + f"</td><td>{mean(f['points_turned'], lang)}</td>"
            f"<td>{mean(f['points_counters'], lang)}</td>"
            f"<td>{mean(f['points_card_count'], lang)}</td>"
            f"<td>{pct(f['last_trick_decides'], lang)}</td></tr>")
    return (f'<div class="lab-table"><table class="lab"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table></div>")


def table_game(doc: dict[str, Any] | None, skill: dict[str, Any] | None,
               expert: dict[str, Any] | None, lang: str) -> str:
    """Length of a game, the throw-in, the second player's choice and the skill factor."""
    if doc is None:
        return f"<p>{W[lang]['missing']}</p>"
    w = W[lang]
    by_rules = {
        k: {r["rules"]: r["figures"].get("better_wins") for r in d["configs"]}
        for k, d in (("gr", skill), ("eg", expert)) if d is not None}
    cols = (w["hands"], w["mid"], w["throw"], w["kept"], w["choice"], w["gr"], w["eg"])
    head = "".join(f'<th scope="col">{c}</th>' for c in (w["reading"], *cols))
    body = []
    seen: set[str] = set()
    for row in ordered(doc):
        f = row["figures"]
        throw = (f"{pct(f['throw_available'], lang)} / {pct(f['throw_taken'], lang)}"
                 if f["throw_available"]["n"] else "—")
        body.append(
            row_head(row, lang, seen).replace(' id="', ' data-anchor="')
            + f"<td>{mean(f['game_hands'], lang)}</td><td>{pct(f['mid_hand_endings'], lang)}</td>"
            f"<td>{throw}</td><td>{mean(f['kept_poor_net'], lang)}</td>"
            f"<td>{pct(f['real_choice'], lang)}</td>"
            f"<td>{pct(by_rules.get('gr', {}).get(row['rules']), lang)}</td>"
            f"<td>{pct(by_rules.get('eg', {}).get(row['rules']), lang)}</td></tr>")
    return (f'<div class="lab-table"><table class="lab"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table></div>")


def svg_frame(key: str, title: str, desc: str, width: int, height: int, inner: str) -> str:
    """An accessible SVG figure: a title and a description for screen readers."""
    return (f'<figure class="lab-plot"><svg xmlns="http://www.w3.org/2000/svg" role="img" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
            f'aria-labelledby="{key}-title {key}-desc">'
            f'<title id="{key}-title">{escape(title)}</title>'
            f'<desc id="{key}-desc">{escape(desc)}</desc>{inner}</svg>'
            f"<figcaption>{escape(title)}</figcaption></figure>")


def ticks(lo: float, hi: float, most: int = 6) -> list[float]:
    """Round values between ``lo`` and ``hi`` for an axis of shares: multiples of 1, 2 or 5
    percentage points (or a tenth of that), at most ``most`` of them, so that each label
    is the value its line stands at.

    >>> [round(100 * v) for v in ticks(0.166, 0.231)]
    [18, 20, 22]
    >>> [round(100 * v, 1) for v in ticks(0.45, 0.47)]
    [45.0, 45.5, 46.0, 46.5, 47.0]
    """
    span = hi - lo
    step = 0.001
    while span / step > most:
        for factor in (2, 2.5, 2):
            step *= factor
            if span / step <= most:
                break
    first = math.ceil(lo / step - 1e-9)
    return [k * step for k in range(first, math.floor(hi / step + 1e-9) + 1)]


def whisker_plot(key: str, title: str, desc: str, series: list[tuple[str, list[
        tuple[str, dict[str, Any] | None]]]], lang: str, left: int = 200,
        reference: float = 0.5) -> str:
    """Dots with 95% whiskers, one line per label and series, a reference line at
    ``reference`` (50% unless given); ``left`` is the width kept for the labels."""
    labels = list(dict.fromkeys(lab for _, pts in series for lab, _ in pts))
    values = [v for _, pts in series for _, fig in pts if fig and fig.get("low") is not None
              for v in (fig["low"], fig["high"])]
    if not values:
        return f"<p>{W[lang]['missing']}</p>"
    lo = min(reference, min(values))
    hi = max(reference, max(values))
    pad = (hi - lo) * 0.08 or 0.02
    lo, hi = max(0.0, lo - pad), min(1.0, hi + pad)
    right, row_h, top = 20, 16 * len(series) + 6, 14 * len(series) + 16
    width = 560 + left
    height = top + row_h * len(labels) + 30
    plot_w = width - left - right

    def x(v: float) -> float:
        return float(left + (v - lo) / (hi - lo) * plot_w)

    out = []
    marks = ticks(lo, hi)
    digits = 0 if all(abs(100 * v - round(100 * v)) < 1e-6 for v in marks) else 1
    for v in marks:
        out.append(f'<line x1="{x(v):.1f}" x2="{x(v):.1f}" y1="{top - 5}" '
                   f'y2="{height - 25}" stroke="#ddd"/>'
                   f'<text x="{x(v):.1f}" y="{height - 10}" text-anchor="middle" '
                   f'font-size="11">{num(100 * v, lang, digits)}{PCT[lang]}</text>')
    out.append(f'<line x1="{x(reference):.1f}" x2="{x(reference):.1f}" y1="{top - 5}" '
               f'y2="{height - 25}" '
               f'stroke="#333" stroke-dasharray="4 3"/>')
    for j, (name, _) in enumerate(series):
        out.append(f'<circle cx="{left + 8}" cy="{10 + 14 * j}" r="4" fill="{COLOURS[j]}"/>'
                   f'<text x="{left + 16}" y="{14 + 14 * j}" font-size="11">{escape(name)}'
                   "</text>")
    for i, lab in enumerate(labels):
        y0 = top + i * row_h
        out.append(f'<text x="{left - 8}" y="{y0 + row_h / 2 + 4:.1f}" text-anchor="end" '
                   f'font-size="11">{escape(lab)}</text>')
        for j, (_, pts) in enumerate(series):
            fig = dict(pts).get(lab)
            if not fig or fig.get("low") is None:
                continue
            y = y0 + 6 + 16 * j
            out.append(f'<line x1="{x(fig["low"]):.1f}" x2="{x(fig["high"]):.1f}" y1="{y}" '
                       f'y2="{y}" stroke="{COLOURS[j]}" stroke-width="2"/>'
                       f'<circle cx="{x(fig["value"]):.1f}" cy="{y}" r="3.5" '
                       f'fill="{COLOURS[j]}"><title>{escape(lab)}: '
                       f'{num(100 * fig["value"], lang)}% ({num(100 * fig["low"], lang)}–'
                       f'{num(100 * fig["high"], lang)})</title></circle>')
    return svg_frame(key, title, desc, width, height, "".join(out))


def dealer_plot(doc: dict[str, Any] | None, lang: str) -> str:
    if doc is None:
        return f"<p>{W[lang]['missing']}</p>"
    w = W[lang]
    rows = ordered(doc)
    series = [(w["dealer_points"], [(label(r, lang), r["figures"]["dealer_points"])
                                    for r in rows]),
              (w["fd_games"], [(label(r, lang), r["figures"]["first_dealer_games"])
                               for r in rows])]
    return whisker_plot("lab-dealer", w["dealer_title"], w["dealer_desc"], series, lang)


def sources_plot(doc: dict[str, Any] | None, lang: str) -> str:
    if doc is None:
        return f"<p>{W[lang]['missing']}</p>"
    w = W[lang]
    parts = (("points_turned", w["turned"]), ("points_counters", w["counters"]),
             ("points_card_count", w["card_count"]))
    rows = [(label(r, lang), r["figures"]) for r in ordered(doc)]
    return stacked_plot("lab-sources", w["sources_title"], w["sources_desc"], rows, parts,
                        "hand_points", lang)


def stacked_plot(key: str, title: str, desc: str, rows: list[tuple[str, dict[str, Any]]],
                 parts: Sequence[tuple[str, str]], total_key: str, lang: str,
                 left: int = 200) -> str:
    """One bar per row, split into ``parts`` (figure id, name), the total written beside it;
    ``left`` is the width kept for the labels."""
    top_max = max(f[total_key]["value"] for _, f in rows)
    width, row_h = 560 + left, 16
    legend_rows = -(-len(parts) // 4)
    top = 14 + 16 * legend_rows
    plot_w = width - left - 60
    height = top + row_h * len(rows) + 30
    scale = plot_w / (top_max * 1.05)
    out = []
    for j, (_, name) in enumerate(parts):
        lx, ly = left + 150 * (j % 4), 6 + 16 * (j // 4)
        out.append(f'<rect x="{lx}" y="{ly}" width="10" height="10" '
                   f'fill="{COLOURS[j]}"/><text x="{lx + 14}" y="{ly + 9}" '
                   f'font-size="11">{escape(name)}</text>')
    step = 5 if top_max < 60 else 10 if top_max < 150 else 20
    for v in range(0, int(top_max * 1.05) + 1, step):
        out.append(f'<line x1="{left + v * scale:.1f}" x2="{left + v * scale:.1f}" '
                   f'y1="{top - 4}" y2="{height - 25}" stroke="#ddd"/><text '
                   f'x="{left + v * scale:.1f}" y="{height - 10}" text-anchor="middle" '
                   f'font-size="11">{v}</text>')
    for i, (name_of_row, f) in enumerate(rows):
        y = top + i * row_h
        out.append(f'<text x="{left - 8}" y="{y + 12}" text-anchor="end" font-size="11">'
                   f"{escape(name_of_row)}</text>")
        xpos = float(left)
        for j, (part, name) in enumerate(parts):
            v = f[part]["value"]
            out.append(f'<rect x="{xpos:.1f}" y="{y + 2}" width="{v * scale:.1f}" '
                       f'height="{row_h - 4}" fill="{COLOURS[j]}"><title>'
                       f"{escape(name_of_row)}: {num(v, lang, 2)} {escape(name)}"
                       f"</title></rect>")
            xpos += v * scale
        total = f[total_key]["value"]
        out.append(f'<text x="{xpos + 4:.1f}" y="{y + 12}" font-size="11">'
                   f"{num(total, lang)}</text>")
    return svg_frame(key, title, desc, width, height, "".join(out))


def skill_plot(skill: dict[str, Any] | None, expert: dict[str, Any] | None,
               lang: str) -> str:
    w = W[lang]
    series = []
    for name, doc in ((w["gr"], skill), (w["eg"], expert)):
        if doc is not None:
            series.append((name, [(label(r, lang), r["figures"].get("better_wins"))
                                  for r in doc["configs"] if not r["change"]]))
    if not series:
        return f"<p>{w['missing']}</p>"
    return whisker_plot("lab-skill", w["skill_title"], w["skill_desc"], series, lang)


INLINE = re.compile(r"\[\[LAB:([a-z_]+):([a-z0-9_,=-]+):([a-z_]+)\]\]")
SHARES = {"first_dealer_games", "first_dealer_points", "dealer_hands", "dealer_points",
          "last_trick_decides", "mid_hand_endings", "throw_available", "throw_taken",
          "real_choice", "better_wins", "elder_points", "elder_deals", "pique", "repique",
          "capot", "blanche", "divided", "repique_decides", "pique_decides"}


#: A sentence drawn from the intervals, so that the commentary claims only what they show:
#: ``[[LAB-EVEN:file:figure:even:reading~name|reading~name…]]`` says, for each reading,
#: whether the interval of a share lies wholly above or below an even share (``even``, e.g.
#: 0.5) or includes it; ``[[LAB-DIFF:file:figure:reading~name|reading~name]]`` says whether
#: the intervals of two readings overlap. ``name`` is how the sentence names the reading,
#: with its preposition ("under the Portland laws", "nach Meyers"); ``reading@figure`` takes
#: another figure of the reading (the seats of one table: ``pagat@pos2_points``).
CLAIM = re.compile(r"\[\[LAB-(EVEN|DIFF):([a-z_]+):([a-z0-9_]+):(?:([0-9.]+):)?([^\]]+)\]\]")

CLAIM_WORDS = {
    "en": {
        "above": "the interval lies wholly above an even share",
        "above_only": "does the interval lie wholly above an even share",
        "below": "the interval lies wholly below an even share",
        "below_after": "it lies wholly below an even share",
        "even": "the interval includes an even share, so on these deals no advantage either "
                "way is shown",
        "even_after": "it includes an even share, so no advantage either way is shown there",
        "only": "only", "and": " and ", "against": "against",
        "overlap": "the two intervals overlap, so these deals do not show a difference",
        "apart": "the two intervals do not overlap, so the difference is shown on these deals",
    },
    "de": {
        "above": "liegt das Intervall ganz über dem gleichen Anteil",
        "above_only": "liegt das Intervall ganz über dem gleichen Anteil",
        "below": "liegt das Intervall ganz unter dem gleichen Anteil",
        "below_after": "liegt es ganz unter dem gleichen Anteil",
        "even": "schließt das Intervall den gleichen Anteil ein; ein Vorteil in die eine "
                "oder andere Richtung ist hier also nicht gezeigt",
        "even_after": "schließt es den gleichen Anteil ein, dort ist also kein Vorteil in die "
                      "eine oder andere Richtung gezeigt",
        "only": "nur", "and": " und ", "against": "gegen",
        "overlap": "Die beiden Intervalle überschneiden sich, ein Unterschied ist hier also "
                   "nicht gezeigt",
        "apart": "Die beiden Intervalle überschneiden sich nicht; der Unterschied ist hier "
                 "gezeigt",
    },
}


def side(fig: dict[str, Any], even: float) -> str:
    """Where an interval stands against an even share: "above", "below" or "even"."""
    if fig["low"] > even:
        return "above"
    if fig["high"] < even:
        return "below"
    return "even"


def _entries(text: str) -> list[tuple[str, str]]:
    pairs = [item.split("~", 1) for item in text.split("|")]
    if any(len(p) != 2 for p in pairs):
        raise ValueError(f"lab page: write each reading as label~name: {text!r}")
    return [(label.strip(), name.strip()) for label, name in pairs]


def _figure(doc: dict[str, Any], kind: str, reading: str, figure: str = "") -> dict[str, Any]:
    row = next((r for r in doc["configs"] if r["label"] == reading), None)
    if row is None or figure not in row["figures"]:
        raise ValueError(f"lab page: no figure {figure!r} for {reading!r} in {kind}")
    fig: dict[str, Any] = row["figures"][figure]
    return fig


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def even_sentence(figs: Sequence[tuple[str, dict[str, Any]]], even: float, lang: str) -> str:
    """One sentence saying, for each named reading, whether its interval shows an advantage
    over an even share, from the intervals themselves."""
    w = CLAIM_WORDS[lang]
    groups: dict[str, list[str]] = {"above": [], "below": [], "even": []}
    for name, fig in figs:
        groups[side(fig, even)].append(name)

    def names(key: str) -> str:
        items = groups[key]
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + w["and"] + items[-1]

    mixed = sum(bool(g) for g in groups.values()) > 1
    clauses = []
    if groups["above"]:
        if mixed and not groups["below"]:
            clauses.append(f"{w['only']} {names('above')} {w['above_only']}")
        else:
            clauses.append(f"{names('above')} {w['above']}")
    if groups["below"]:
        clauses.append(f"{names('below')} {w['below_after'] if clauses else w['below']}")
    if groups["even"]:
        clauses.append(f"{names('even')} {w['even_after'] if clauses else w['even']}")
    return _capital("; ".join(clauses)) + "."


def overlaps(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two intervals have a point in common."""
    return bool(a["low"] <= b["high"] and b["low"] <= a["high"])


def diff_sentence(a: tuple[str, str, dict[str, Any]], b: tuple[str, str, dict[str, Any]],
                  lang: str) -> str:
    """Two readings' figures side by side, ``(name, figure as shown, figure)`` each, and
    whether their intervals overlap."""
    w = CLAIM_WORDS[lang]
    verdict = w["overlap"] if overlaps(a[2], b[2]) else w["apart"]
    return f"{a[1]} {a[0]} {w['against']} {b[1]} {b[0]}: {verdict}"


def claim(match: re.Match[str], docs: dict[str, dict[str, Any] | None], lang: str,
          shown: Callable[[str, dict[str, Any]], str]) -> str:
    """A ``LAB-EVEN`` or ``LAB-DIFF`` sentence; ``shown`` writes a figure as the tables do."""
    what, kind, figure, even, entries = match.groups()
    doc = docs.get(kind)
    if doc is None:
        return str(W[lang]["missing"])
    # An entry may name another figure of its reading: ``pagat@pos2_points~the third seat``.
    figs = [(name, _figure(doc, kind, *(label.split("@", 1) if "@" in label
                                          else (label, figure))))
            for label, name in _entries(entries)]
    if what == "EVEN":
        if even is None:
            raise ValueError("lab page: LAB-EVEN needs the even share, e.g. :0.5:")
        return even_sentence(figs, float(even), lang)
    if len(figs) != 2:
        raise ValueError("lab page: LAB-DIFF compares exactly two readings")
    (name_a, fig_a), (name_b, fig_b) = figs
    return diff_sentence((name_a, shown(figure, fig_a), fig_a),
                         (name_b, shown(figure, fig_b), fig_b), lang)


def claims(markdown: str, docs: dict[str, dict[str, Any] | None], lang: str,
           shares: Callable[[str], bool]) -> str:
    """Expand every ``LAB-EVEN`` and ``LAB-DIFF`` marker; ``shares`` tells a share figure
    (written as a percentage) from a mean."""
    return CLAIM.sub(lambda m: claim(m, docs, lang, lambda f, fig: (
        pct(fig, lang) if shares(f) else mean(fig, lang))), markdown)


def inline(match: re.Match[str], docs: dict[str, dict[str, Any] | None], lang: str) -> str:
    """One figure of one reading, as the tables show it; an unknown one stops the build."""
    kind, reading, figure = match.groups()
    doc = docs.get(kind)
    if doc is None:
        return W[lang]["missing"]
    row = next((r for r in doc["configs"] if r["label"] == reading), None)
    if row is None or figure not in row["figures"]:
        raise ValueError(f"lab page: no figure {figure!r} for {reading!r} in {kind}")
    fig = row["figures"][figure]
    return pct(fig, lang) if figure in SHARES else mean(fig, lang)


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Expand the lab markers in the page's language."""
    if "<!-- lab-" not in markdown:
        return markdown
    lang = page_lang(page)
    if "<!-- lab-piquet-" in markdown:
        return piquet_page(markdown, lang)
    if "<!-- lab-pippip-" in markdown:
        # The Pip-Pip! part builds on this module's helpers, so it is loaded on first use.
        from sitegen.lab_pippip import page as pippip_page

        return pippip_page(markdown, lang)
    greedy, skill, expert = load("greedy"), load("greedy_random"), load("expert_greedy")
    prov = "".join(f"<li>{provenance(d, lang)}</li>" for d in (greedy, skill, expert)
                   if d is not None)
    parts = {
        "<!-- lab-provenance -->": f'<ul class="lab-provenance">{prov}</ul>',
        "<!-- lab-plot-dealer -->": dealer_plot(greedy, lang),
        "<!-- lab-plot-sources -->": sources_plot(greedy, lang),
        "<!-- lab-plot-skill -->": skill_plot(skill, expert, lang),
        "<!-- lab-table-points -->": table_points(greedy, lang),
        "<!-- lab-table-game -->": table_game(greedy, skill, expert, lang),
    }
    for marker, html in parts.items():
        markdown = markdown.replace(marker, html)
    docs = {"greedy": greedy, "greedy_random": skill, "expert_greedy": expert}
    markdown = claims(markdown, docs, lang, lambda figure: figure in SHARES)
    return INLINE.sub(lambda m: inline(m, docs, lang), markdown)


# ------------------------------------------------------------------ Piquet
# The page docs/piquet/lab.md (and its German twin) has its own markers:
# <!-- lab-piquet-provenance -->, <!-- lab-piquet-plot-elder -->,
# <!-- lab-piquet-plot-sources -->, <!-- lab-piquet-plot-skill -->,
# <!-- lab-piquet-table-points -->, <!-- lab-piquet-table-deal -->, and [[LAB:...]] reads
# the Piquet files there. Rows of option changes are anchored #lab-option-<option anchor>.

PIQUET_FILES = {"greedy": "piquet-greedy.json", "greedy_random": "piquet-skill-greedy.json",
                "expert_greedy": "piquet-skill-expert.json"}

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
PIQUET_LEFT = 300


def piquet_anchor(option_id: str) -> str:
    """A Piquet option's anchor: its id with ``_`` as ``-`` (``point-score``)."""
    return option_id.replace("_", "-")


def piquet_rows(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """A Piquet file's rows: the rule sets, then each option's changes from every one."""
    return ordered(doc, PIQUET_OPTIONS, PIQUET_PRESETS)


def piquet_provenance(doc: dict[str, Any] | None, lang: str) -> str:
    """One sentence of where a Piquet file's numbers come from."""
    if doc is None:
        return W[lang]["missing"]
    commit = (W[lang]["commit"].format(commit=doc["git_commit"][:10])
              if doc.get("git_commit") else "")
    match = doc["players"][0] != doc["players"][1]
    return PQ[lang]["prov_match" if match else "prov"].format(
        games=num(doc["games_per_config"], lang, 0),
        deals=num(doc["games_per_config"] // 2, lang, 0), players=" – ".join(doc["players"]),
        seed=doc["seed"], version=doc["engine_version"], commit=commit,
        intervals=PQ[lang]["intervals"])


def piquet_source_parts(lang: str) -> list[tuple[str, str]]:
    """The sources of a deal's points as (figure id, name in ``lang``)."""
    return [(f"points_{key}", names[0 if lang == "en" else 1])
            for key, names in SOURCE_NAMES.items()]


def piquet_table(head_cells: Sequence[str], rows: list[str]) -> str:
    head = "".join(f'<th scope="col">{c}</th>' for c in head_cells)
    return (f'<div class="lab-table"><table class="lab"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def piquet_table_points(doc: dict[str, Any] | None, lang: str) -> str:
    """The elder's advantage and the points of a deal by source, for every reading."""
    if doc is None:
        return f"<p>{W[lang]['missing']}</p>"
    w, q = W[lang], PQ[lang]
    parts = piquet_source_parts(lang)
    seen: set[str] = set()
    body = []
    for row in piquet_rows(doc):
        f, sd = row["figures"], row.get("spreads", {})
        cells = [num(row["games"], lang, 0), pct(f["elder_points"], lang),
                 pct(f["elder_deals"], lang),
                 f"{mean(f['deal_points'], lang)} <small>{w['sd']} "
                 f"{num(sd.get('deal_points', 0.0), lang)}</small>"]
        cells += [mean(f[key], lang) for key, _ in parts]
        body.append(row_head(row, lang, seen, PIQUET_PRESETS, piquet_anchor)
                    + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    head = (w["reading"], q["deals"], q["elder_points"], q["elder_deals"], q["deal_points"],
            *(f"… {w['from']} {name}" for _, name in parts))
    return piquet_table(head, body)


def piquet_table_deal(doc: dict[str, Any] | None, skill: dict[str, Any] | None,
                      expert: dict[str, Any] | None, lang: str) -> str:
    """How often pique, repique, capot, carte blanche and divided cards happen, and skill."""
    if doc is None:
        return f"<p>{W[lang]['missing']}</p>"
    q = PQ[lang]
    by_rules = {k: {r["rules"]: r["figures"] for r in d["configs"]}
                for k, d in (("gr", skill), ("eg", expert)) if d is not None}
    events = ("pique", "repique", "capot", "blanche", "divided", "repique_decides",
              "pique_decides")
    seen: set[str] = set()
    body = []
    for row in piquet_rows(doc):
        f = row["figures"]
        cells = [pct(f[key], lang) for key in events]
        for kind in ("gr", "eg"):
            other = by_rules.get(kind, {}).get(row["rules"], {})
            cells += [pct(other.get("better_wins"), lang), mean(other.get("better_margin"), lang)]
        body.append(row_head(row, lang, seen, PIQUET_PRESETS, piquet_anchor)
                    .replace(' id="', ' data-anchor="')
                    + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    head = (W[lang]["reading"], *(q[key] for key in events), q["gr"], q["gr_margin"],
            q["eg"], q["eg_margin"])
    return piquet_table(head, body)


def piquet_plots(greedy: dict[str, Any] | None, skill: dict[str, Any] | None,
                 expert: dict[str, Any] | None, lang: str) -> dict[str, str]:
    """The three Piquet plots by marker."""
    missing = f"<p>{W[lang]['missing']}</p>"
    q = PQ[lang]
    out = dict.fromkeys(("elder", "sources", "skill"), missing)
    if greedy is not None:
        rows = [(label(r, lang, PIQUET_PRESETS), r["figures"]) for r in piquet_rows(greedy)]
        out["elder"] = whisker_plot(
            "lab-piquet-elder", q["elder_title"], q["elder_desc"],
            [(q["elder_points"], [(n, f["elder_points"]) for n, f in rows]),
             (q["elder_deals"], [(n, f["elder_deals"]) for n, f in rows])], lang,
            PIQUET_LEFT)
        out["sources"] = stacked_plot("lab-piquet-sources", q["sources_title"],
                                      q["sources_desc"], rows, piquet_source_parts(lang),
                                      "deal_points", lang, PIQUET_LEFT)
    series = [(q[kind], [(label(r, lang, PIQUET_PRESETS), r["figures"].get("better_wins"))
                         for r in d["configs"] if not r["change"]])
              for kind, d in (("gr", skill), ("eg", expert)) if d is not None]
    if series:
        out["skill"] = whisker_plot("lab-piquet-skill", q["skill_title"], q["skill_desc"],
                                    series, lang, PIQUET_LEFT)
    return out


def piquet_page(markdown: str, lang: str) -> str:
    """Expand the Piquet lab markers and figures in the page's language."""
    greedy, skill, expert = (load(kind, PIQUET_FILES)
                             for kind in ("greedy", "greedy_random", "expert_greedy"))
    prov = "".join(f"<li>{piquet_provenance(d, lang)}</li>" for d in (greedy, skill, expert)
                   if d is not None)
    plots = piquet_plots(greedy, skill, expert, lang)
    parts = {
        "<!-- lab-piquet-provenance -->": f'<ul class="lab-provenance">{prov}</ul>',
        "<!-- lab-piquet-plot-elder -->": plots["elder"],
        "<!-- lab-piquet-plot-sources -->": plots["sources"],
        "<!-- lab-piquet-plot-skill -->": plots["skill"],
        "<!-- lab-piquet-table-points -->": piquet_table_points(greedy, lang),
        "<!-- lab-piquet-table-deal -->": piquet_table_deal(greedy, skill, expert, lang),
    }
    for marker, html in parts.items():
        markdown = markdown.replace(marker, html)
    docs = {"greedy": greedy, "greedy_random": skill, "expert_greedy": expert}
    markdown = claims(markdown, docs, lang, lambda figure: figure in SHARES)
    return INLINE.sub(lambda m: inline(m, docs, lang), markdown)
