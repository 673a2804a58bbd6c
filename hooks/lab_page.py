"""MkDocs hook: the page "What the readings change", drawn from the lab's checked-in results.

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
import re
import sys
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).parent))

from site_common import escape, page_lang

from penneech.options import OPTIONS_BY_ID
from penneech.presets import PRESETS

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
        "throw": "Einwerfen möglich / genutzt", "kept": "Nettopunkte einer behaltenen "
        "schwachen Hand", "choice": "Zweiter Spieler hat echte Wahl",
        "gr": "Greedy schlägt Zufall", "eg": "Experte schlägt Greedy", "sd": "Stdabw.",
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
                       "Spieler gewinnt: Greedy gegen Zufall und Experte gegen Greedy, ein "
                       "Punkt mit einer Linie für sein 95-%-Intervall; die senkrechte Linie "
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
COLOURS = ("#8d6e63", "#3f6e8f", "#c9a227")


def load(kind: str) -> dict[str, Any] | None:
    """A results file, or ``None`` if it has not been produced."""
    path = DATA / FILES[kind]
    if not path.exists():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def label(row: dict[str, Any], lang: str) -> str:
    """A reading's short name: the preset, then the changed option (``Martin · follow=free``)."""
    preset = row.get("preset")
    parts = [PRESETS[preset].name.get(lang).split(" (")[0]] if preset in PRESETS else []
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


def ordered(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows by option: the presets first, then each option's changes from every preset."""
    rows: list[dict[str, Any]] = doc["configs"]
    presets = [r for r in rows if not r["change"]]
    changed = sorted((r for r in rows if r["change"]),
                     key=lambda r: (list(OPTIONS_BY_ID).index(next(iter(r["change"]))),
                                    list(PRESETS).index(r["preset"]) if r["preset"] else 9))
    return presets + changed


def row_head(row: dict[str, Any], lang: str, seen: set[str]) -> str:
    """The first cell of a row, with the option's anchor on its first change."""
    key = next(iter(row["change"]), None)
    attr = ""
    if key is not None and key not in seen:
        seen.add(key)
        attr = f' id="lab-option-{key}"'
    elif key is None:
        attr = f' id="lab-preset-{row["preset"]}"'
    return (f'<tr{attr}><th scope="row"><span title="{escape(row["label"])}">'
            f"{escape(label(row, lang))}</span></th>")


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


def whisker_plot(key: str, title: str, desc: str, series: list[tuple[str, list[
        tuple[str, dict[str, Any] | None]]]], lang: str) -> str:
    """Dots with 95% whiskers, one line per label and series, a reference line at 50%."""
    labels = list(dict.fromkeys(lab for _, pts in series for lab, _ in pts))
    values = [v for _, pts in series for _, fig in pts if fig and fig.get("low") is not None
              for v in (fig["low"], fig["high"])]
    if not values:
        return f"<p>{W[lang]['missing']}</p>"
    lo = min(0.5, min(values))
    hi = max(0.5, max(values))
    pad = (hi - lo) * 0.08 or 0.02
    lo, hi = max(0.0, lo - pad), min(1.0, hi + pad)
    left, right, row_h, top = 200, 20, 16 * len(series) + 6, 14 * len(series) + 16
    width = 760
    height = top + row_h * len(labels) + 30
    plot_w = width - left - right

    def x(v: float) -> float:
        return float(left + (v - lo) / (hi - lo) * plot_w)

    out = []
    ticks = 5
    for i in range(ticks + 1):
        v = lo + (hi - lo) * i / ticks
        out.append(f'<line x1="{x(v):.1f}" x2="{x(v):.1f}" y1="{top - 5}" '
                   f'y2="{height - 25}" stroke="#ddd"/>'
                   f'<text x="{x(v):.1f}" y="{height - 10}" text-anchor="middle" '
                   f'font-size="11">{num(100 * v, lang, 0)}{PCT[lang]}</text>')
    out.append(f'<line x1="{x(0.5):.1f}" x2="{x(0.5):.1f}" y1="{top - 5}" y2="{height - 25}" '
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
    rows = ordered(doc)
    parts = (("points_turned", w["turned"]), ("points_counters", w["counters"]),
             ("points_card_count", w["card_count"]))
    top_max = max(r["figures"]["hand_points"]["value"] for r in rows)
    left, width, row_h, top = 200, 760, 16, 30
    plot_w = width - left - 60
    height = top + row_h * len(rows) + 30
    scale = plot_w / (top_max * 1.05)
    out = []
    for j, (_, name) in enumerate(parts):
        out.append(f'<rect x="{left + 150 * j}" y="6" width="10" height="10" '
                   f'fill="{COLOURS[j]}"/><text x="{left + 14 + 150 * j}" y="15" '
                   f'font-size="11">{escape(name)}</text>')
    step = 5
    for v in range(0, int(top_max * 1.05) + 1, step):
        out.append(f'<line x1="{left + v * scale:.1f}" x2="{left + v * scale:.1f}" '
                   f'y1="{top - 4}" y2="{height - 25}" stroke="#ddd"/><text '
                   f'x="{left + v * scale:.1f}" y="{height - 10}" text-anchor="middle" '
                   f'font-size="11">{v}</text>')
    for i, r in enumerate(rows):
        y = top + i * row_h
        out.append(f'<text x="{left - 8}" y="{y + 12}" text-anchor="end" font-size="11">'
                   f"{escape(label(r, lang))}</text>")
        xpos = float(left)
        for j, (key, name) in enumerate(parts):
            v = r["figures"][key]["value"]
            out.append(f'<rect x="{xpos:.1f}" y="{y + 2}" width="{v * scale:.1f}" '
                       f'height="{row_h - 4}" fill="{COLOURS[j]}"><title>'
                       f"{escape(label(r, lang))}: {num(v, lang, 2)} {escape(name)}"
                       f"</title></rect>")
            xpos += v * scale
        total = r["figures"]["hand_points"]["value"]
        out.append(f'<text x="{xpos + 4:.1f}" y="{y + 12}" font-size="11">'
                   f"{num(total, lang)}</text>")
    return svg_frame("lab-sources", w["sources_title"], w["sources_desc"], width, height,
                     "".join(out))


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


INLINE = re.compile(r"\[\[LAB:([a-z_]+):([a-z0-9_,=]+):([a-z_]+)\]\]")
SHARES = {"first_dealer_games", "first_dealer_points", "dealer_hands", "dealer_points",
          "last_trick_decides", "mid_hand_endings", "throw_available", "throw_taken",
          "real_choice", "better_wins"}


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
    return INLINE.sub(lambda m: inline(m, docs, lang), markdown)
