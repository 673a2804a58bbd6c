"""What every game's lab page is drawn with: the lab's checked-in results (``data/lab/``),
figures with their 95% intervals, the rows of a results table, accessible SVG plots, and
the sentences that say only what the intervals show.

A game's lab page is ``sitegen/lab_<game id>.py`` (its words, tables and plots, and its
``page(markdown, lang)``); the hook ``lab_page.py`` finds it from the page's markers. The
markers every game shares:

- ``[[LAB:file:reading:figure]]``: one figure with its interval, from file ``greedy``,
  ``greedy_random`` or ``expert_greedy`` (``[[LAB:greedy:martin:dealer_points]]``), so the
  text quotes the same numbers as the tables;
- ``[[LAB-EVEN:…]]`` and ``[[LAB-DIFF:…]]``: a verdict drawn from the intervals (``CLAIM``).

A test replays part of each results file from its seed, so the pages cannot drift from the
engine.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from sitegen.site_common import escape

DATA = Path(__file__).resolve().parent.parent / "data" / "lab"
#: A game's three results files by kind, ``data/lab/<game id>-<name>.json``: every reading
#: played by greedy players, greedy against random, and the expert against greedy.
KINDS = {"greedy": "greedy", "greedy_random": "skill-greedy", "expert_greedy": "skill-expert"}

#: The words every game's lab page uses.
WORDS = {
    "en": {"reading": "Reading", "sd": "sd", "missing": "Not measured yet.", "from": "from",
           "commit": ", commit {commit}"},
    "de": {"reading": "Lesart", "sd": "Stdabw.", "missing": "Noch nicht gemessen.",
           "from": "aus", "commit": ", Commit {commit}"},
}
PCT = {"en": "%", "de": "\u00a0%"}
COLOURS = ("#8d6e63", "#3f6e8f", "#c9a227", "#6a8f3f", "#8f3f6e", "#3f8f8a", "#555555",
           "#d9822b")


def load(path: Path) -> dict[str, Any] | None:
    """A results file, or ``None`` if it has not been produced."""
    if not path.exists():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def load_all(game_id: str) -> dict[str, dict[str, Any] | None]:
    """A game's three results files by kind (``KINDS``)."""
    return {kind: load(DATA / f"{game_id}-{name}.json") for kind, name in KINDS.items()}


def label(row: dict[str, Any], lang: str, presets: Mapping[str, Any]) -> str:
    """A reading's short name: the preset, then the changed option (``Martin · follow=free``);
    ``presets`` are the game's."""
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


def commit_words(doc: dict[str, Any], lang: str) -> str:
    """The commit a results file was measured at, as the provenance sentence says it."""
    return (WORDS[lang]["commit"].format(commit=doc["git_commit"][:10])
            if doc.get("git_commit") else "")


def provenance(doc: dict[str, Any] | None, lang: str, words: Mapping[str, str],
               intervals: str, seats: int = 2) -> str:
    """One sentence of where a results file's numbers come from, in the game's ``words``:
    ``prov``, or for a match of two levels ``prov_match`` where the game words it apart.
    The sentence may name ``{games}`` (per reading), ``{deals}`` (the deals of a match, each
    played once per seat of a table of ``seats``), ``{players}`` (both), ``{first}``,
    ``{second}``, ``{seed}``, ``{version}``, ``{commit}`` and ``{intervals}``."""
    if doc is None:
        return str(WORDS[lang]["missing"])
    first, second = doc["players"][0], doc["players"][1]
    key = "prov_match" if first != second and "prov_match" in words else "prov"
    return words[key].format(
        games=num(doc["games_per_config"], lang, 0),
        deals=num(doc["games_per_config"] // seats, lang, 0),
        players=" – ".join(doc["players"]), first=first, second=second, seed=doc["seed"],
        version=doc["engine_version"], commit=commit_words(doc, lang), intervals=intervals)


def ordered(doc: dict[str, Any], options: Iterable[str],
            preset_ids: Iterable[str]) -> list[dict[str, Any]]:
    """Rows by option: the presets first, then each option's changes from every preset, in
    the game's order of ``options`` and ``preset_ids``."""
    rows: list[dict[str, Any]] = doc["configs"]
    option_order, preset_order = list(options), list(preset_ids)
    presets = [r for r in rows if not r["change"]]
    changed = sorted((r for r in rows if r["change"]),
                     key=lambda r: (option_order.index(next(iter(r["change"]))),
                                    preset_order.index(r["preset"]) if r["preset"] else 9))
    return presets + changed


def option_anchor(option_id: str) -> str:
    """An option's anchor where the game's comparison page links by the option's id with
    ``_`` as ``-`` (Piquet's ``point_score`` is ``point-score``)."""
    return option_id.replace("_", "-")


def row_head(row: dict[str, Any], lang: str, seen: set[str], presets: Mapping[str, Any],
             anchor: Callable[[str], str] = str) -> str:
    """The first cell of a row, with the option's anchor on its first change; ``anchor``
    turns an option id into its anchor."""
    key = next(iter(row["change"]), None)
    attr = ""
    if key is not None and key not in seen:
        seen.add(key)
        attr = f' id="lab-option-{anchor(key)}"'
    elif key is None:
        attr = f' id="lab-preset-{row["preset"]}"'
    return (f'<tr{attr}><th scope="row"><span title="{escape(row["label"])}">'
            f"{escape(label(row, lang, presets))}</span></th>")


def table_row(head: str, cells: Iterable[str]) -> str:
    """A results table's row: its first cell (``row_head``), then ``cells``."""
    return head + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def skill_figures(skill: dict[str, Any] | None,
                  expert: dict[str, Any] | None) -> dict[str, dict[str, dict[str, Any]]]:
    """The figures of a game's two skill files by rule string, under ``gr`` (greedy against
    random) and ``eg`` (the expert against greedy); a file not produced gives none."""
    return {kind: {r["rules"]: r["figures"] for r in doc["configs"]}
            for kind, doc in (("gr", skill), ("eg", expert)) if doc is not None}


def skill_series(skill: dict[str, Any] | None, expert: dict[str, Any] | None,
                 words: Mapping[str, str], name: Callable[[dict[str, Any]], str]
                 ) -> list[tuple[str, list[tuple[str, dict[str, Any] | None]]]]:
    """The series of a skill plot: the stronger player's share of wins (``better_wins``)
    under each preset, greedy against random (``words["gr"]``) and the expert against
    greedy (``words["eg"]``); a file not produced gives none. ``name`` names a row."""
    return [(words[kind], [(name(r), r["figures"].get("better_wins"))
                           for r in doc["configs"] if not r["change"]])
            for kind, doc in (("gr", skill), ("eg", expert)) if doc is not None]


def lab_table(head_cells: Sequence[str], rows: list[str]) -> str:
    """A results table: a header row of ``head_cells``, then ``rows`` (each a ``<tr>``)."""
    head = "".join(f'<th scope="col">{c}</th>' for c in head_cells)
    return (f'<div class="lab-table"><table class="lab"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def missing(lang: str) -> str:
    """What stands in for a table or plot whose results file has not been produced."""
    return f"<p>{WORDS[lang]['missing']}</p>"


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
        return missing(lang)
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



INLINE = re.compile(r"\[\[LAB:([a-z_]+):([a-z0-9_,=-]+):([a-z_]+)\]\]")

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
        return str(WORDS[lang]["missing"])
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


def figure_text(match: re.Match[str], docs: dict[str, dict[str, Any] | None], lang: str,
                shares: Callable[[str], bool]) -> str:
    """One ``[[LAB:file:reading:figure]]`` figure, as the tables show it; an unknown one
    stops the build."""
    kind, reading, figure = match.groups()
    doc = docs.get(kind)
    if doc is None:
        return WORDS[lang]["missing"]
    fig = _figure(doc, kind, reading, figure)
    return pct(fig, lang) if shares(figure) else mean(fig, lang)


def lab_page(game_id: str, markdown: str, lang: str,
             provenance_of: Callable[[dict[str, Any] | None, str], str],
             parts: Callable[[dict[str, dict[str, Any] | None]], Mapping[str, str]],
             shares: Callable[[str], bool]) -> str:
    """A game's lab page written out: its three results files (``load_all``), their
    provenance as a list at ``<!-- lab-<game id>-provenance -->``, the game's own
    ``parts`` of the files (marker to HTML) and the shared markers (``expand``)."""
    docs = load_all(game_id)
    prov = "".join(f"<li>{provenance_of(d, lang)}</li>" for d in docs.values() if d is not None)
    return expand(markdown, {
        f"<!-- lab-{game_id}-provenance -->": f'<ul class="lab-provenance">{prov}</ul>',
        **parts(docs)}, docs, lang, shares)


def expand(markdown: str, parts: Mapping[str, str], docs: dict[str, dict[str, Any] | None],
           lang: str, shares: Callable[[str], bool]) -> str:
    """A lab page with its markers (``parts``: marker to HTML), its verdicts and its inline
    figures written out; ``shares`` tells a share figure from a mean."""
    for marker, html in parts.items():
        markdown = markdown.replace(marker, html)
    markdown = claims(markdown, docs, lang, shares)
    return INLINE.sub(lambda m: figure_text(m, docs, lang, shares), markdown)
