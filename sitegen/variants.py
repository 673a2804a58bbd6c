"""MkDocs hook: the variant comparison and the rules-page markers, from the engine.

Markers in the Markdown:

- ``<!-- variants-table -->``: one row per engine option
(``penneech.games.penneech.options.OPTIONS``):
  the question, what Cotton says, each preset's value, the evidence, and the option;
- ``<!-- variants-values -->``: every value of every option, explained, with sources;
- ``<!-- variants-agreed -->``: the uncertain points every preset plays alike
  (``penneech.games.penneech.agreed.AGREED``), with the reading the engine plays;
- ``<!-- presets-table -->``: the presets side by side, with the provenance of each value
  (``penneech.core.options.Provenance``): its status in every cell, and the full records
  under each preset;
- ``<!-- provenance-legend -->``: the legend of the statuses;
- ``[[U:follow]]`` anywhere: a small marker linking to that option's (or agreed point's) row.

The text comes from the engine's metadata in the page's language, so the site and the
engine cannot disagree. Links are written as Markdown inside ``md_in_html`` blocks, so
MkDocs checks them; the comparison table is raw HTML, whose links the site tests check.
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.i18n import Citation
from penneech.core.options import STATUS_LABELS, RuleOption, UncertainPoint
from penneech.games.penneech.agreed import AGREED, AgreedPoint
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.presets import PRESETS
from sitegen.bibliography import short_label
from sitegen.preset_tables import (
    LEGEND_MARKER,
    legend,
    md_mark,
    played_by,
    provenance_list,
    value_cell,
    values_list,
)
from sitegen.site_common import escape, html_text, locator, page_lang, variant_row

MARKER = re.compile(r"\[\[U:([a-z_]+)\]\]")
CONCORDANCE = "cotton/concordance.md"

WORDS = {
    "en": {
        "question": "Question", "cotton": "Cotton", "evidence": "Evidence",
        "option": "Engine option", "silent": "Silent.", "point": "Uncertain point",
        "preset": "Preset",
        "source": "Source", "none": "—", "values": "Values",
        "marker": "Uncertain point {point}: {title}",
        "reading": "How the engine plays it", "notes": "Sources and notes",
        "figures": "measured",
    },
    "de": {
        "question": "Frage", "cotton": "Cotton", "evidence": "Belege",
        "option": "Engine-Option", "silent": "Schweigt.", "point": "Unsicherer Punkt",
        "preset": "Voreinstellung",
        "source": "Quelle", "none": "—", "values": "Werte",
        "marker": "Unsicherer Punkt {point}: {title}",
        "reading": "So spielt es die Engine", "notes": "Quellen und Anmerkungen",
        "figures": "gemessen",
    },
}


def cite(c: Citation, files: Files, html: bool = False, lang: str = "en") -> str:
    """A citation linking to its bibliography entry, with clause links (Markdown or HTML).

    The link text is the work's short label ("Cotton 1674"); the BibTeX key is its anchor.
    """
    label = escape(short_label(c.key, lang))
    if html:
        text = f'<a href="../sources/#{c.key}">{label}</a>'
    else:
        text = f"[{label}](sources.md#{c.key})"
    if c.locator:
        text += f", {escape(locator(c.locator, lang))}"
    if c.clauses:
        text += " (" + ", ".join(clause_link(k, files, html) for k in c.clauses) + ")"
    return text


def clause_link(clause: str, files: Files, html: bool = False) -> str:
    """A link to a clause of Cotton's chapter in the concordance, once that page exists."""
    if files.get_file_from_path(CONCORDANCE) is None:
        return clause
    if html:
        return f'<a href="../cotton/concordance/#{clause.lower()}">{clause}</a>'
    return f"[{clause}]({CONCORDANCE}#{clause.lower()})"


def point_cells(point: UncertainPoint, lang: str, files: Files, anchor: bool) -> str:
    """A row's first two cells: the question (with the point's anchor) and what Cotton says."""
    point_id = f' id="{point.point.lower()}"' if anchor else ""
    quote = f"{html_text(point.source_quote)}<br>" if point.source_quote else ""
    clauses = ", ".join(clause_link(c, files, html=True) for c in point.clauses)
    return (f'<th scope="row"><span{point_id} class="variant-point">'
            f"{point.point}</span> {escape(point.title.get(lang))}<br>"
            f"{escape(point.question.get(lang))}</th>"
            f"<td>{quote}{html_text(point.source_says.get(lang))}"
            f"{' — ' + clauses if clauses else ''}</td>")


def row(option: RuleOption, lang: str, files: Files, first_of_point: bool) -> str:
    """One comparison row, as HTML (links relative to the variants page)."""
    w = WORDS[lang]
    preset_cells = []
    for preset in PRESETS.values():
        value = preset.rules.values()[option.id]
        preset_cells.append(value_cell(preset, option.id, value,
                                       option.choice(value).label.get(lang), lang,
                                       lambda c: cite(c, files, html=True, lang=lang)))
    sources = "; ".join(cite(c, files, html=True, lang=lang) for c in option.evidence_sources)
    values = "<br>".join(f"<code>{v}</code>" for v in option.values)
    if option.integer:
        values += f" ({option.minimum}–{option.maximum})"
    return (
        f'<tr id="option-{option.id}" data-option="{option.id}">'
        + point_cells(option, lang, files, first_of_point)
        + "".join(preset_cells)
        + f"<td>{html_text(option.evidence.get(lang))} {sources}</td>"
        f"<td><code>{option.id}</code>:<br>{values}<br>"
        f'(<a href="#values-{option.id}">{w["values"].lower()}</a>, '
        f'<a href="../lab/#lab-option-{option.id}">{w["figures"]}</a>)</td></tr>'
    )


def comparison_table(lang: str, files: Files) -> str:
    """The comparison table: one row per engine option."""
    w = WORDS[lang]
    head = "".join(f'<th scope="col">{escape(p.name.get(lang))}</th>' for p in PRESETS.values())
    seen: set[str] = set()
    rows = []
    for option in OPTIONS:
        rows.append(row(option, lang, files, option.point not in seen))
        seen.add(option.point)
    return (
        '<div class="variants-table">\n<table class="variants">'
        f'<thead><tr><th scope="col">{w["question"]}</th><th scope="col">{w["cotton"]}</th>'
        f'{head}<th scope="col">{w["evidence"]}</th><th scope="col">{w["option"]}</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table>\n</div>\n"
    )


def agreed_row(point: AgreedPoint, lang: str, files: Files) -> str:
    """One row of the agreed points, as HTML (links relative to the variants page)."""
    sources = "; ".join(cite(c, files, html=True, lang=lang) for c in point.sources)
    return (
        f'<tr id="agreed-{point.id}" data-agreed="{point.id}">'
        + point_cells(point, lang, files, True)
        + f"<td>{html_text(point.reading.get(lang))}</td>"
        f"<td>{html_text(point.note.get(lang))} {sources}</td></tr>"
    )


def agreed_table(lang: str, files: Files) -> str:
    """The uncertain points that every preset plays alike."""
    w = WORDS[lang]
    rows = "".join(agreed_row(point, lang, files) for point in AGREED)
    return (
        '<div class="variants-table">\n<table class="variants variants--agreed">'
        f'<thead><tr><th scope="col">{w["question"]}</th><th scope="col">{w["cotton"]}</th>'
        f'<th scope="col">{w["reading"]}</th><th scope="col">{w["notes"]}</th>'
        f"</tr></thead><tbody>{rows}</tbody></table>\n</div>\n"
    )


def variant_values(lang: str, files: Files) -> str:
    """Every value of every option with its explanation and sources."""
    return values_list(
        OPTIONS, lambda option, choice: [played_by(p, option.id, lang) for p in PRESETS.values()
                                         if p.rules.values()[option.id] == choice.value],
        lang, anchor=lambda option: option.id,
        back=lambda option: f"([{option.point}](#option-{option.id}))",
        sources=lambda choice: "; ".join(cite(c, files, lang=lang) for c in choice.sources))


def presets_table(lang: str, files: Files) -> str:
    """The presets side by side, then what each assumed where its source is silent."""
    w = WORDS[lang]
    head = "".join(f"| {p.name.get(lang)} " for p in PRESETS.values())
    lines = [f"| {w['question']} {head}|", "|---" * (len(PRESETS) + 1) + "|"]
    for option in OPTIONS:
        cells = "".join(
            f"| {option.choice(p.rules.values()[option.id]).label.get(lang)}"
            f"{' ' + md_mark(p.mark(option.id)) if p.mark(option.id) else ''} "
            f"<small class=\"provenance-status\">"
            f"({STATUS_LABELS[p.status(option.id)].get(lang)})</small> "
            for p in PRESETS.values())
        lines.append(f"| [{option.title.get(lang)}](#option-{option.id}) {cells}|")
    lines.append("")
    for preset in PRESETS.values():
        lines.append(f"\n**{preset.name.get(lang)}** ({cite(preset.source, files, lang=lang)}): "
                     f"{preset.summary.get(lang)}\n")
        lines += provenance_list(
            preset, OPTIONS, lang,
            title=lambda option: f"[{option.title.get(lang)}](#option-{option.id})",
            cite=lambda c: cite(c, files, lang=lang),
            via=lambda key: escape(short_label(key, lang)))
        lines.append(f"\n`Rules.parse(\"{preset.id}\")` = `{preset.rules.to_string()}`\n")
    return "\n".join(lines) + "\n"


def marker(point_id: str, lang: str) -> str:
    """A small superscript link from a rule to its row in the comparison."""
    anchor, point, title = variant_row(point_id)
    label = WORDS[lang]["marker"].format(point=point, title=title.get(lang))
    return (f'<sup class="variant-marker">[{point}](variants.md#{anchor})'
            f'{{ title="{escape(label)}" aria-label="{escape(label)}" }}</sup>')


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Expand the markers in the page's language."""
    lang = page_lang(page)
    if "<!-- variants-table -->" in markdown:
        markdown = markdown.replace("<!-- variants-table -->", comparison_table(lang, files))
    if "<!-- variants-values -->" in markdown:
        markdown = markdown.replace("<!-- variants-values -->", variant_values(lang, files))
    if "<!-- variants-agreed -->" in markdown:
        markdown = markdown.replace("<!-- variants-agreed -->", agreed_table(lang, files))
    if "<!-- presets-table -->" in markdown:
        markdown = markdown.replace("<!-- presets-table -->", presets_table(lang, files))
    if LEGEND_MARKER in markdown:
        markdown = markdown.replace(LEGEND_MARKER, legend(lang))
    return MARKER.sub(lambda m: marker(m.group(1), lang), markdown)
