"""MkDocs hook: the OpenSpiel parameter tables of the research page, from the engine.

``<!-- openspiel-parameters -->`` becomes one row per game parameter of
``python_penneech`` and ``<!-- openspiel-parameters-piquet -->`` one row per parameter of
``python_piquet``: ``preset``, ``horizon`` and every rule option with its values as a
parameter is written and each preset's value, in the page's language. The site never
imports OpenSpiel: the tables are built from ``penneech.openspiel_parameters``, the
standard-library module the adapters read their parameters from.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).parent))

from site_common import escape, page_lang

from penneech.common.rule_set import RuleSet
from penneech.openspiel_parameters import PENNEECH, PIQUET, GameParameters
from penneech.options import RuleOption

MARKER = "<!-- openspiel-parameters -->"
PIQUET_MARKER = "<!-- openspiel-parameters-piquet -->"

WORDS = {
    "en": {"parameter": "Parameter", "values": "Values", "meaning": "Rule option",
           "default": "unset (\"\" or 0): the preset's value",
           "preset python_penneech": "The reconstruction the options start from",
           "preset python_piquet": "The rule set the options start from",
           "python_penneech": "game: to the target, returns +1/-1; hand: the first hand "
                              "only, returns the difference of the points scored in it",
           "python_piquet": "game: to the end the game format names, returns the "
                            "settlement; deal: one deal only, returns the difference of "
                            "the points scored in it",
           "range": "a whole number from {lo} to {hi}"},
    "de": {"parameter": "Parameter", "values": "Werte", "meaning": "Regeloption",
           "default": "nicht gesetzt (\"\" oder 0): der Wert des Presets",
           "preset python_penneech": "Die Rekonstruktion, von der die Optionen ausgehen",
           "preset python_piquet": "Das Regelwerk, von dem die Optionen ausgehen",
           "python_penneech": "game: bis zum Ziel, Ergebnis +1/−1; hand: nur die erste "
                              "Hand, Ergebnis die Differenz der darin erzielten Punkte",
           "python_piquet": "game: bis zum Ende, das die Spielform bestimmt, Ergebnis die "
                            "Abrechnung; deal: nur das erste Geben, Ergebnis die Differenz "
                            "der darin erzielten Punkte",
           "range": "eine ganze Zahl von {lo} bis {hi}"},
}

#: Where each game's options are explained, relative to the research page.
OPTION_PAGES = {"python_penneech": "../variants/#option-{id}",
                "python_piquet": "../piquet/presets/#{point}"}


def _code(values: list[str]) -> str:
    return ", ".join(f"<code>{escape(v)}</code>" for v in values)


def _values(game: GameParameters[Any], option: RuleOption, lang: str) -> str:
    if option.integer:
        return escape(WORDS[lang]["range"].format(lo=option.minimum, hi=option.maximum))
    return _code([str(game.spelt(option.id, v)) for v in option.values])


def parameter_table(lang: str, game: GameParameters[Any] = PENNEECH) -> str:
    """The parameter table of ``game`` in ``lang`` (raw HTML)."""
    w = WORDS[lang]
    presets: dict[str, RuleSet] = {name: game.rules({"preset": name}) for name in game.presets}
    head = "".join(f"<th>{escape(name)}</th>" for name in presets)
    blank = "<td></td>" * len(presets)
    rows = [
        f"<tr><td><code>preset</code></td><td>{_code(list(presets))}</td>"
        f"<td>{escape(w['preset ' + game.short_name])}</td>{blank}</tr>",
        f"<tr><td><code>horizon</code></td><td>{_code(list(game.horizons))}</td>"
        f"<td>{escape(w[game.short_name])}</td>{blank}</tr>",
    ]
    link = OPTION_PAGES[game.short_name]
    for option in game.options:
        cells = "".join(
            f"<td><code>{escape(str(game.spelt(option.id, str(getattr(r, option.id)))))}"
            f"</code></td>" for r in presets.values())
        href = link.format(id=option.id, point=option.point)
        rows.append(f'<tr><td><code>{option.id}</code></td>'
                    f"<td>{_values(game, option, lang)}</td>"
                    f'<td><a href="{href}">{escape(option.title.get(lang))}</a></td>'
                    f"{cells}</tr>")
    return (f'<table class="openspiel-parameters"><thead><tr><th>{w["parameter"]}</th>'
            f'<th>{w["values"]}</th><th>{w["meaning"]}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>\n\n<p>{escape(w["default"])}</p>')


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Replace each marker with its table in the page's language."""
    lang = page_lang(page)
    if MARKER in markdown:
        markdown = markdown.replace(MARKER, parameter_table(lang, PENNEECH))
    if PIQUET_MARKER in markdown:
        markdown = markdown.replace(PIQUET_MARKER, parameter_table(lang, PIQUET))
    return markdown
