"""MkDocs hook: the OpenSpiel parameter tables of the research page, from the engine.

``<!-- openspiel-parameters-GAME -->`` (``GAME`` one of ``MARKED_GAMES``: ``penneech``,
``piquet``, ``pippip``, ``allfours``) becomes the table of that game's OpenSpiel
parameters: ``preset``, ``horizon`` and every rule option with its values as a parameter is
written and each preset's value, in the page's language. The site never imports OpenSpiel:
the tables are built from ``penneech.openspiel.parameters``, the standard-library module
the adapters read their parameters from.
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.options import RuleOption
from penneech.core.rule_set import RuleSet
from penneech.openspiel.parameters import GameParameters, openspiel_games, parameters
from sitegen.site_common import escape, page_lang

#: A marker in a page: ``<!-- openspiel-parameters-piquet -->``.
MARKER = re.compile(r"<!-- openspiel-parameters-([a-z]+) -->")

#: The games a marker may name, by the word after ``openspiel-parameters-``: every game
#: with an OpenSpiel adapter, by its id in the registry.
MARKED_GAMES: dict[str, GameParameters[Any]] = {g: parameters(g) for g in openspiel_games()}

WORDS = {
    "en": {"parameter": "Parameter", "values": "Values", "meaning": "Rule option",
           "default": "unset (\"\" or {unset}): the preset's value",
           "preset python_penneech": "The reconstruction the options start from",
           "preset python_piquet": "The rule set the options start from",
           "python_penneech": "game: to the target, returns +1/-1; hand: the first hand "
                              "only, returns the difference of the points scored in it",
           "python_piquet": "game: to the end the game format names, returns the "
                            "settlement; deal: one deal only, returns the difference of "
                            "the points scored in it",
           "preset python_pippip": "The rule set the options start from",
           "python_pippip": "game: to the end the rounds or the target name, returns "
                            "each player's total less the mean of all totals; deal: one "
                            "deal only, returns each player's points in it less the mean",
           "preset python_allfours": "The rule set the options start from",
           "python_allfours": "game: to the target, returns +1/-1; deal: one deal only, "
                              "returns the difference of the points scored in it",
           "range": "a whole number from {lo} to {hi}"},
    "de": {"parameter": "Parameter", "values": "Werte", "meaning": "Regeloption",
           "default": "nicht gesetzt (\"\" oder {unset}): der Wert des Presets",
           "preset python_penneech": "Die Rekonstruktion, von der die Optionen ausgehen",
           "preset python_piquet": "Das Regelwerk, von dem die Optionen ausgehen",
           "python_penneech": "game: bis zum Ziel, Ergebnis +1/−1; hand: nur die erste "
                              "Hand, Ergebnis die Differenz der darin erzielten Punkte",
           "python_piquet": "game: bis zum Ende, das die Spielform bestimmt, Ergebnis die "
                            "Abrechnung; deal: nur das erste Geben, Ergebnis die Differenz "
                            "der darin erzielten Punkte",
           "preset python_pippip": "Das Regelwerk, von dem die Optionen ausgehen",
           "python_pippip": "game: bis zum Ende, das die Runden oder das Ziel bestimmen, "
                            "Ergebnis die Summe jedes Spielers minus den Durchschnitt "
                            "aller Summen; deal: nur das erste Geben, Ergebnis die darin "
                            "erzielten Punkte jedes Spielers minus ihren Durchschnitt",
           "preset python_allfours": "Das Regelwerk, von dem die Optionen ausgehen",
           "python_allfours": "game: bis zum Ziel, Ergebnis +1/−1; deal: nur das erste "
                              "Geben, Ergebnis die Differenz der darin erzielten Punkte",
           "range": "eine ganze Zahl von {lo} bis {hi}"},
}

#: Where each game's options are explained, relative to the research page.
OPTION_PAGES = {"python_penneech": "../variants/#option-{id}",
                "python_piquet": "../piquet/presets/#{point}",
                "python_pippip": "../pippip/presets/#{point}",
                "python_allfours": "../allfours/presets/#{point}"}


def _code(values: list[str]) -> str:
    return ", ".join(f"<code>{escape(v)}</code>" for v in values)


def _values(game: GameParameters[Any], option: RuleOption, lang: str) -> str:
    if option.integer:
        return escape(WORDS[lang]["range"].format(lo=option.minimum, hi=option.maximum))
    return _code([str(game.spelt(option.id, v)) for v in option.values])


def parameter_table(lang: str, game: GameParameters[Any]) -> str:
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
            f'<tbody>{"".join(rows)}</tbody></table>\n\n'
            f'<p>{escape(w["default"].format(unset=game.unset))}</p>')


def _table(match: re.Match[str], page: Page, lang: str) -> str:
    """The table a marker names; an unknown game stops the build, naming it."""
    game = MARKED_GAMES.get(match.group(1))
    if game is None:
        raise KeyError(f"{page.file.src_uri}: {match.group(0)} names no game "
                       f"(known: {', '.join(MARKED_GAMES)})")
    return parameter_table(lang, game)


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Replace each marker with its game's table in the page's language."""
    lang = page_lang(page)
    return MARKER.sub(lambda match: _table(match, page, lang), markdown)
