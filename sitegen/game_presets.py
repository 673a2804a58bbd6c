"""MkDocs hook: the comparison of a game's rule sets, from the engine's metadata, on the page
``docs/<game>/presets.md`` (and its German twin) of any game of the registry that has one
(Penneech's own comparison, ``variants.md``, is ``variants.py``'s).

Markers, ``<game>`` being the game's id:

- ``<!-- <game>-presets-table -->``: one row per option of the game's option list, the
  row's id being the option's anchor (``point-score``): the question, each preset's value
  with its provenance (status, mark, source and place; the note of a value not stated
  first-hand), what
  the game's base source says (the registry's ``base_source``: Cotton for Piquet, the
  pagat page for Pip-Pip!), the
  evidence with its sources, and the engine option;
- ``<!-- <game>-presets-notes -->``: each preset with its source, its summary, where each
  of its values comes from (the full provenance records) and its rule string;
- ``<!-- provenance-legend -->``: the legend of the statuses;
- ``@source-labels@`` (in the play pages' widget, ``data-source-labels``): the short names
  of the sources the provenance records cite, as JSON, so that the play page can name the
  source beside each rule option's value without the bibliography;
- ``<!-- <game>-values -->``: every value of every option, explained, with its sources and
  the presets that play it (anchors ``values-point-score``).

Texts come from the metadata in the page's language, so the page and the engine cannot
disagree. The table is HTML of class ``variants`` so that ``table_labels.py`` stacks it on
narrow screens; its links are relative to the built page ``<game>/presets/``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.i18n import Citation, Text
from penneech.core.options import RuleOption
from penneech.core.preset import GamePreset
from penneech.games import GAMES as REGISTRY
from sitegen.bibliography import short_label
from sitegen.preset_tables import (
    LEGEND_MARKER,
    legend,
    played_by,
    provenance_list,
    value_cell,
    values_list,
)
from sitegen.site_common import escape, html_text, locator, page_lang


@dataclass(frozen=True, slots=True)
class Comparison:
    """One game's comparison page: its options and presets, the name of the source whose
    words the table quotes first (the options' ``source_says``), the heading of that
    column, and the options that have figures on the game's lab page."""

    game: str
    options: tuple[RuleOption, ...]
    presets: Mapping[str, GamePreset[Any]]
    base: Text
    evidence: Text
    measured: frozenset[str] = frozenset()

    @property
    def by_id(self) -> dict[str, RuleOption]:
        return {o.id: o for o in self.options}


def comparison(game_id: str) -> Comparison:
    """The comparison page of a game of the registry: its options and presets, its base
    source (``Game.base_source``), and the options the variant lab varies (those not
    ``fixed`` in the game's ``LabPlay``), whose figures its lab page shows."""
    game = REGISTRY[game_id]
    base = game.base_source
    measured: frozenset[str] = frozenset()
    if game.lab is not None:
        fixed = game.lab().fixed
        measured = frozenset(o.id for o in game.options if o.id not in fixed)
    return Comparison(game_id, game.options, game.presets, base,
                      Text(f"What {base.en} says, and the evidence",
                           f"Was {base.de} sagt, und die Belege"), measured)


def comparison_of(page: Page) -> Comparison | None:
    """The comparison the page ``<game>/presets`` shows, or None for any other page."""
    game_id, _, rest = page.file.src_uri.partition("/")
    if game_id in REGISTRY and rest.startswith("presets."):
        return comparison(game_id)
    return None


WORDS = {
    "en": {"question": "Question", "option": "Engine option", "values": "values",
           "rules": "Rule string", "figures": "measured"},
    "de": {"question": "Frage", "option": "Engine-Option", "values": "Werte",
           "rules": "Regel-Zeichenkette", "figures": "gemessen"},
}

#: Locators of the sources in German (the sources' own headings stay as written).
LOCATORS_DE = ((re.compile(r"\blaws (?=\d)"), "Gesetze "),
               (re.compile(r"\blaw (?=\d)"), "Gesetz "),
               (re.compile(r"^rules$"), "Regeln"),
               (re.compile(r"^appendix$"), "Anhang"),
               (re.compile(r"^treatise$"), "Abhandlung"))


def locator_in(text: str, lang: str) -> str:
    """A locator in the page's language ("law 62" is "Gesetz 62" on German pages)."""
    text = locator(text, lang)
    if lang == "de":
        for pattern, german in LOCATORS_DE:
            text = pattern.sub(german, text)
    return text


def cite(c: Citation, lang: str, html: bool) -> str:
    """A citation linking to its bibliography entry, from a page one level inside a game's
    folder (``piquet/presets``, ``pippip/rules``)."""
    label = escape(short_label(c.key, lang))
    where = f", {escape(locator_in(c.locator, lang))}" if c.locator else ""
    if html:
        return f'<a href="../../sources/#{c.key}">{label}</a>{where}'
    return f"[{label}](../sources.md#{c.key}){where}"


def cites(citations: tuple[Citation, ...], lang: str, html: bool) -> str:
    """Several citations, with a work cited at several places named once per place."""
    return "; ".join(cite(c, lang, html) for c in dict.fromkeys(citations))


def preset_cell(game: Comparison, option: RuleOption, preset_id: str, lang: str) -> str:
    """One preset's value of an option: label, mark and the note behind the mark."""
    preset = game.presets[preset_id]
    value = preset.rules.values()[option.id]
    note = preset.assumed.get(option.id) or preset.reported.get(option.id)
    tail = ("" if note is None
            else f'<br><span class="preset-note">{html_text(note.get(lang))}</span>')
    return value_cell(preset, option.id, value, option.choice(value).label.get(lang), lang,
                      lambda c: cite(c, lang, html=True), tail)


def row(game: Comparison, option: RuleOption, lang: str) -> str:
    """One row of the comparison, anchored by the option's anchor."""
    w = WORDS[lang]
    cells = "".join(preset_cell(game, option, preset_id, lang) for preset_id in game.presets)
    base = html_text(option.source_says.get(lang))
    evidence = (f"<strong>{game.base.get(lang)}:</strong> {base}<br>"
                f"{html_text(option.evidence.get(lang))} "
                f"{cites(option.evidence_sources, lang, html=True)}")
    return (f'<tr id="{option.point}" data-option="{option.id}">'
            f'<th scope="row">{escape(option.title.get(lang))}<br>'
            f'<span class="option-question">{escape(option.question.get(lang))}</span></th>'
            f"{cells}<td>{evidence}</td>"
            f'<td><code>{option.id}</code><br>(<a href="#values-{option.point}">'
            f"{w['values']}</a>){measured(game, option, lang)}</td></tr>")


def measured(game: Comparison, option: RuleOption, lang: str) -> str:
    """A link to the option's figures on the game's lab page, for an option measured there
    (the Piquet and Pip-Pip! labs play single deals, so only the options that act within
    one deal)."""
    if option.id not in game.measured:
        return ""
    return (f'<br>(<a href="../lab/#lab-option-{option.point}">'
            f"{WORDS[lang]['figures']}</a>)")


def comparison_table(game: Comparison, lang: str) -> str:
    """The comparison: one row per engine option, one column per preset."""
    w = WORDS[lang]
    head = "".join(f'<th scope="col">{escape(p.name.get(lang))}</th>'
                   for p in game.presets.values())
    rows = "".join(row(game, option, lang) for option in game.options)
    return (f'<div class="variants-table">\n<table class="variants {game.game}-presets">'
            f'<thead><tr><th scope="col">{w["question"]}</th>{head}'
            f'<th scope="col">{game.evidence.get(lang)}</th>'
            f'<th scope="col">{w["option"]}</th>'
            f"</tr></thead><tbody>{rows}</tbody></table>\n</div>\n")


def preset_notes(game: Comparison, lang: str) -> str:
    """Each preset: its source, summary, what it had to assume, and its rule string."""
    w = WORDS[lang]
    lines = []
    for preset in game.presets.values():
        lines.append(f"\n### {preset.name.get(lang)} {{ #preset-{preset.id} }}\n")
        lines.append(f"{html_text(preset.summary.get(lang))} "
                     f"({cite(preset.source, lang, html=False)})\n")
        lines += provenance_list(
            preset, game.options, lang,
            title=lambda option: f"[{option.title.get(lang)}](#{option.point})",
            cite=lambda c: cite(c, lang, html=False),
            via=lambda key: escape(short_label(key, lang)))
        lines.append(f"\n{w['rules']}: `{preset.rules.to_string()}`\n")
    return "\n".join(lines) + "\n"


def game_values(game: Comparison, lang: str) -> str:
    """Every value of every option, with its explanation, sources and presets."""
    return values_list(
        game.options, lambda option, choice: [
            played_by(p, option.id, lang) for p in game.presets.values()
            if p.rules.values()[option.id] == choice.value],
        lang, anchor=lambda option: option.point,
        back=lambda option: f"([↑](#{option.point}))\n",
        sources=lambda choice: cites(choice.sources, lang, html=False))


#: The placeholder of the play pages' source names.
SOURCE_LABELS = "@source-labels@"


def source_labels(lang: str) -> dict[str, str]:
    """The short name of every source a provenance record of any game cites."""
    keys = {key for game in REGISTRY.values() for preset in game.presets.values()
            for record in preset.provenance.values()
            for key in (record.source, record.via) if key}
    return {key: short_label(key, lang) for key in sorted(keys)}


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Expand the markers of a game's comparison page in its language, and the source
    names of a play page."""
    if SOURCE_LABELS in markdown:
        markdown = markdown.replace(
            SOURCE_LABELS, escape(json.dumps(source_labels(page_lang(page)),
                                             ensure_ascii=False)))
    game = comparison_of(page)
    if game is None:
        return markdown
    lang = page_lang(page)
    expand = ((f"<!-- {game.game}-presets-table -->", comparison_table),
              (f"<!-- {game.game}-presets-notes -->", preset_notes),
              (f"<!-- {game.game}-values -->", game_values),
              (LEGEND_MARKER, lambda _game, lang: legend(lang)))
    for marker, render in expand:
        if marker in markdown:
            markdown = markdown.replace(marker, render(game, lang))
    return markdown
