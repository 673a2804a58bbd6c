"""MkDocs hook: the OpenSpiel parameter table of the research page, from the engine.

``<!-- openspiel-parameters -->`` becomes one row per game parameter of
``python_penneech`` (``penneech/openspiel_game.py``): ``preset``, ``horizon`` and every rule
option of ``penneech.options.OPTIONS`` with its values and each preset's value, in the
page's language. The site never imports OpenSpiel: the table is built from the same option
metadata the adapter reads.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).parent))

from site_common import escape, page_lang

from penneech.options import OPTIONS
from penneech.presets import PRESETS

MARKER = "<!-- openspiel-parameters -->"

WORDS = {
    "en": {"parameter": "Parameter", "values": "Values", "meaning": "Rule option",
           "default": "unset (\"\" or 0): the preset's value",
           "preset": "The reconstruction the options start from",
           "horizon": "game: to the target, returns +1/-1; hand: the first hand only, "
                      "returns the difference of the points scored in it",
           "range": "a whole number from {lo} to {hi}"},
    "de": {"parameter": "Parameter", "values": "Werte", "meaning": "Regeloption",
           "default": "nicht gesetzt (\"\" oder 0): der Wert des Presets",
           "preset": "Die Rekonstruktion, von der die Optionen ausgehen",
           "horizon": "game: bis zum Ziel, Ergebnis +1/−1; hand: nur die erste Hand, "
                      "Ergebnis die Differenz der darin erzielten Punkte",
           "range": "eine ganze Zahl von {lo} bis {hi}"},
}


def _code(values: list[str]) -> str:
    return ", ".join(f"<code>{escape(v)}</code>" for v in values)


def parameter_table(lang: str) -> str:
    """The parameter table in ``lang`` (raw HTML)."""
    w = WORDS[lang]
    presets = list(PRESETS)
    head = "".join(f"<th>{escape(name)}</th>" for name in presets)
    rows = [
        f"<tr><td><code>preset</code></td><td>{_code(presets)}</td>"
        f"<td>{escape(w['preset'])}</td>{'<td></td>' * len(presets)}</tr>",
        f"<tr><td><code>horizon</code></td><td>{_code(['game', 'hand'])}</td>"
        f"<td>{escape(w['horizon'])}</td>{'<td></td>' * len(presets)}</tr>",
    ]
    for option in OPTIONS:
        if option.integer:
            values = escape(w["range"].format(lo=option.minimum, hi=option.maximum))
        else:
            values = _code(list(option.values))
        cells = "".join(f"<td><code>{escape(str(getattr(p.rules, option.id)))}</code></td>"
                        for p in PRESETS.values())
        rows.append(f'<tr><td><code>{option.id}</code></td><td>{values}</td>'
                    f'<td><a href="../variants/#option-{option.id}">'
                    f"{escape(option.title.get(lang))}</a></td>{cells}</tr>")
    return (f'<table class="openspiel-parameters"><thead><tr><th>{w["parameter"]}</th>'
            f'<th>{w["values"]}</th><th>{w["meaning"]}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>\n\n<p>{escape(w["default"])}</p>')


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Replace the marker with the table in the page's language."""
    if MARKER not in markdown:
        return markdown
    return markdown.replace(MARKER, parameter_table(page_lang(page)))
