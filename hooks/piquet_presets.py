"""MkDocs hook: the comparison of Piquet's three rule sets, from the engine's metadata.

Markers in ``docs/piquet/presets.md`` (and its German twin):

- ``<!-- piquet-presets-table -->``: one row per option of ``penneech.piquet.options``, the
  row's id being the option's anchor (``point-score``): the question, each preset's value
  with its mark (* chosen by us, † known second-hand) and the note behind the mark, what
  Cotton writes, the evidence with its sources, and the engine option;
- ``<!-- piquet-presets-notes -->``: each preset with its source, its summary and its rule
  string;
- ``<!-- piquet-values -->``: every value of every option, explained, with its sources and
  the presets that play it (anchors ``values-point-score``).

Texts come from the metadata in the page's language, so the page and the engine cannot
disagree. The table is HTML of class ``variants`` so that ``table_labels.py`` stacks it on
narrow screens; its links are relative to the built page ``piquet/presets/``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).parent))

from bibliography import short_label
from preset_tables import mark_notes, value_cell, values_list
from site_common import escape, html_text, locator, page_lang

from penneech.i18n import Citation
from penneech.lab.piquet_game import BETWEEN_DEALS
from penneech.options import RuleOption
from penneech.piquet.options import OPTIONS, OPTIONS_BY_ID
from penneech.piquet.presets import PRESETS

PAGE = "piquet/presets"
TABLE_MARKER = "<!-- piquet-presets-table -->"
NOTES_MARKER = "<!-- piquet-presets-notes -->"
VALUES_MARKER = "<!-- piquet-values -->"

WORDS = {
    "en": {
        "question": "Question", "evidence": "Cotton's words and the evidence",
        "option": "Engine option", "values": "values", "cotton": "Cotton",
        "rules": "Rule string", "figures": "measured",
    },
    "de": {
        "question": "Frage", "evidence": "Cottons Wortlaut und die Belege",
        "option": "Engine-Option", "values": "Werte", "cotton": "Cotton",
        "rules": "Regel-Zeichenkette", "figures": "gemessen",
    },
}

#: Locators of the Piquet sources in German (the sources' own headings stay as written).
LOCATORS_DE = ((re.compile(r"\blaws (?=\d)"), "Gesetze "),
               (re.compile(r"\blaw (?=\d)"), "Gesetz "),
               (re.compile(r"^rules$"), "Regeln"),
               (re.compile(r"^appendix$"), "Anhang"),
               (re.compile(r"^treatise$"), "Abhandlung"))


def piquet_locator(text: str, lang: str) -> str:
    """A locator in the page's language ("law 62" is "Gesetz 62" on German pages)."""
    text = locator(text, lang)
    if lang == "de":
        for pattern, german in LOCATORS_DE:
            text = pattern.sub(german, text)
    return text


def cite(c: Citation, lang: str, html: bool) -> str:
    """A citation linking to its bibliography entry, from the page ``piquet/presets``."""
    label = escape(short_label(c.key))
    where = f", {escape(piquet_locator(c.locator, lang))}" if c.locator else ""
    if html:
        return f'<a href="../../sources/#{c.key}">{label}</a>{where}'
    return f"[{label}](../sources.md#{c.key}){where}"


def cites(citations: tuple[Citation, ...], lang: str, html: bool) -> str:
    """Several citations, with a work cited at several places named once per place."""
    return "; ".join(cite(c, lang, html) for c in dict.fromkeys(citations))


def preset_cell(option: RuleOption, preset_id: str, lang: str) -> str:
    """One preset's value of an option: label, mark and the note behind the mark."""
    preset = PRESETS[preset_id]
    value = preset.rules.values()[option.id]
    note = preset.assumed.get(option.id) or preset.reported.get(option.id)
    tail = ("" if note is None
            else f'<br><span class="preset-note">{html_text(note.get(lang))}</span>')
    return value_cell(preset_id, value, option.choice(value).label.get(lang),
                      preset.status(option.id), preset.mark(option.id), lang, tail)


def row(option: RuleOption, lang: str) -> str:
    """One row of the comparison, anchored by the option's anchor."""
    w = WORDS[lang]
    cells = "".join(preset_cell(option, preset_id, lang) for preset_id in PRESETS)
    cotton = html_text(option.cotton_says.get(lang))
    evidence = (f"<strong>{w['cotton']}:</strong> {cotton}<br>"
                f"{html_text(option.evidence.get(lang))} "
                f"{cites(option.evidence_sources, lang, html=True)}")
    return (f'<tr id="{option.point}" data-option="{option.id}">'
            f'<th scope="row">{escape(option.title.get(lang))}<br>'
            f'<span class="option-question">{escape(option.question.get(lang))}</span></th>'
            f"{cells}<td>{evidence}</td>"
            f'<td><code>{option.id}</code><br>(<a href="#values-{option.point}">'
            f"{w['values']}</a>){measured(option, lang)}</td></tr>")


def measured(option: RuleOption, lang: str) -> str:
    """A link to the option's figures on the lab page, for an option that acts within one
    deal (the lab plays single deals)."""
    if option.id in BETWEEN_DEALS:
        return ""
    return (f'<br>(<a href="../lab/#lab-option-{option.point}">'
            f"{WORDS[lang]['figures']}</a>)")


def comparison_table(lang: str) -> str:
    """The comparison: one row per engine option, one column per preset."""
    w = WORDS[lang]
    head = "".join(f'<th scope="col">{escape(p.name.get(lang))}</th>'
                   for p in PRESETS.values())
    rows = "".join(row(option, lang) for option in OPTIONS)
    return ('<div class="variants-table">\n<table class="variants piquet-presets">'
            f'<thead><tr><th scope="col">{w["question"]}</th>{head}'
            f'<th scope="col">{w["evidence"]}</th><th scope="col">{w["option"]}</th>'
            f"</tr></thead><tbody>{rows}</tbody></table>\n</div>\n")


def preset_notes(lang: str) -> str:
    """Each preset: its source, summary, what it had to assume, and its rule string."""
    w = WORDS[lang]
    lines = []
    for preset in PRESETS.values():
        lines.append(f"\n### {preset.name.get(lang)} {{ #preset-{preset.id} }}\n")
        lines.append(f"{html_text(preset.summary.get(lang))} "
                     f"({cite(preset.source, lang, html=False)})\n")
        lines += mark_notes(preset.assumed, preset.reported, lang, lambda option_id: (
            f"[{OPTIONS_BY_ID[option_id].title.get(lang)}](#{OPTIONS_BY_ID[option_id].point})"))
        lines.append(f"\n{w['rules']}: `{preset.rules.to_string()}`\n")
    return "\n".join(lines) + "\n"


def piquet_values(lang: str) -> str:
    """Every value of every option, with its explanation, sources and presets."""
    return values_list(
        OPTIONS, lambda option, choice: [p.name.get(lang) for p in PRESETS.values()
                                         if p.rules.values()[option.id] == choice.value],
        lang, anchor=lambda option: option.point,
        back=lambda option: f"([↑](#{option.point}))\n",
        sources=lambda choice: cites(choice.sources, lang, html=False))


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Expand the markers of the comparison page in its language."""
    if not page.file.src_uri.startswith(PAGE):
        return markdown
    lang = page_lang(page)
    if TABLE_MARKER in markdown:
        markdown = markdown.replace(TABLE_MARKER, comparison_table(lang))
    if NOTES_MARKER in markdown:
        markdown = markdown.replace(NOTES_MARKER, preset_notes(lang))
    if VALUES_MARKER in markdown:
        markdown = markdown.replace(VALUES_MARKER, piquet_values(lang))
    return markdown
