"""Pieces shared by the two comparison pages of rule sets (not a hook itself).

Penneech's variants page (``variants.py``) and the comparisons of Piquet's and Pip-Pip!'s
rule sets (``game_presets.py``) all show, from the engine's metadata, each rule set's value of an
option with its provenance (the status, stated, inferred ° or chosen by us *, with † when
known second-hand, and the source with the place in it), the full record of every value
under each rule set (the source's words where they may be quoted, and the note), a legend
of the statuses (marker ``<!-- provenance-legend -->``), and every value of every option
explained. The games keep their own option lists, presets and anchors; these functions take
them as arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from penneech.core.i18n import Citation
from penneech.core.options import (
    COTTON_KEYS,
    STATUS_LABELS,
    STATUS_MEANINGS,
    STATUSES,
    Choice,
    Provenance,
    RuleOption,
)
from penneech.core.preset import MARKS, REPORTED_MARK, GamePreset
from sitegen.bibliography import quotable
from sitegen.site_common import escape, html_text

WORDS = {
    "en": {"mark_chosen": "chosen by us", "mark_inferred": "inferred",
           "mark_reported": "known second-hand", "via": "known to us through",
           "legend": "Each value is shown with how we know it, and with its source and the "
                     "place in it:",
           "second_hand": "after the status: the source says it, but we know that only "
                          "from someone else's report of it (named in the note).",
           "provenance": "Where each value comes from"},
    "de": {"mark_chosen": "von uns gewählt", "mark_inferred": "erschlossen",
           "mark_reported": "aus zweiter Hand", "via": "uns bekannt durch",
           "legend": "Jeder Wert steht mit der Angabe, woher wir ihn kennen, und mit seiner "
                     "Quelle und der Stelle darin:",
           "second_hand": "hinter der Angabe: Die Quelle sagt es, aber wir kennen das nur "
                          "aus dem Bericht eines anderen (in der Anmerkung genannt).",
           "provenance": "Woher jeder Wert stammt"},
}

#: The marker a comparison page puts where the legend of the statuses belongs.
LEGEND_MARKER = "<!-- provenance-legend -->"


def md_mark(mark: str) -> str:
    """A status mark safe in Markdown (the star escaped so that it is not emphasis)."""
    return mark.replace("*", "\\*")


def mark_html(status: str, mark: str, lang: str) -> str:
    """The mark beside a value (`` <abbr …>*</abbr>``), or "" for a stated value."""
    if not mark:
        return ""
    what = [WORDS[lang]["mark_" + status]] if status != "stated" else []
    if mark.endswith(REPORTED_MARK):
        what.append(WORDS[lang]["mark_reported"])
    return (f' <abbr class="preset-mark preset-mark--{status}" '
            f'title="{", ".join(what)}">{mark}</abbr>')


def status_html(record: Provenance, lang: str, cite: Callable[[Citation], str]) -> str:
    """A value's provenance as HTML: its status in words (visible without JavaScript) and
    the source with the place in it."""
    return (f'<span class="provenance provenance--{record.status}">'
            f'<span class="provenance-status">{STATUS_LABELS[record.status].get(lang)}'
            f"{REPORTED_MARK if record.via else ''}</span> · "
            f"{cite(record.citation())}</span>")


def value_cell(preset: GamePreset[Any], option_id: str, value: str, label: str, lang: str,
               cite: Callable[[Citation], str], note: str = "") -> str:
    """One rule set's value of an option as a table cell: its label and mark, its
    provenance (status, source and place) and the (HTML) note."""
    record = preset.provenance[option_id]
    second = ' data-second-hand="1"' if record.via else ""
    return (f'<td data-preset="{preset.id}" data-value="{escape(value)}" '
            f'data-status="{record.status}"{second}>{escape(label)}'
            f"{mark_html(record.status, preset.mark(option_id), lang)}"
            f"<br>{status_html(record, lang, cite)}{note}</td>")


def quote_html(record: Provenance) -> str:
    """The source's own words: Cotton's marked for the quotation check, the other
    quotable works' in a plain ``<q>`` (English, as the sources are); ``ValueError`` for
    the words of a work the bibliography does not mark quotable."""
    if not record.quote:
        return ""
    if record.source not in quotable():
        raise ValueError(f"a rule set quotes {record.source}, whose words may not be quoted "
                         "(bibliography.bib marks a quotable work with quotable = {yes})")
    if record.source in COTTON_KEYS:
        return html_text(record.quote)
    return f'<q class="source-words" lang="en">{escape(record.quote)}</q>'


def played_by(preset: GamePreset[Any], option_id: str, lang: str) -> str:
    """A rule set that plays a value, named with the value's status there (Markdown)."""
    mark = md_mark(preset.mark(option_id))
    return (f"{preset.name.get(lang)}: *{STATUS_LABELS[preset.status(option_id)].get(lang)}*"
            f"{' ' + mark if mark else ''}")


def legend(lang: str) -> str:
    """The legend of the statuses and marks, as Markdown."""
    w = WORDS[lang]
    lines = [w["legend"], ""]
    for status in STATUSES:
        mark = f" ({md_mark(MARKS[status])})" if MARKS[status] else ""
        lines.append(f"- **{STATUS_LABELS[status].get(lang)}**{mark}: "
                     f"{STATUS_MEANINGS[status].get(lang)}")
    lines.append(f"- {REPORTED_MARK} {w['second_hand']}")
    return "\n".join(lines) + "\n"


def provenance_list(preset: GamePreset[Any], options: Iterable[RuleOption], lang: str,
                    title: Callable[[RuleOption], str],
                    cite: Callable[[Citation], str],
                    via: Callable[[str], str]) -> list[str]:
    """A rule set's full record, one Markdown list item per option: the value, its status
    and mark, the source and place, the source's words where quotable, and the note.
    ``title`` names the option (a link to its row), ``cite`` a citation in Markdown,
    ``via`` a bibliography key as a short name."""
    lines = [f"\n*{WORDS[lang]['provenance']}:*\n"]
    for option in options:
        record = preset.provenance[option.id]
        value = option.choice(preset.rules.values()[option.id]).label.get(lang)
        mark = md_mark(preset.mark(option.id))
        words = quote_html(record)
        second = f" ({WORDS[lang]['via']} {via(record.via)})" if record.via else ""
        # a quotation that ends with its own full stop takes none after it (“… stock.”)
        stop = "" if record.quote.rstrip("}").endswith((".", "?", "!")) else "."
        lines.append(
            f"- {title(option)}: **{escape(value)}**{' ' + mark if mark else ''} — "
            f"*{STATUS_LABELS[record.status].get(lang)}*, {cite(record.citation())}"
            f"{second}{': ' + words if words else ''}{stop} {html_text(record.note.get(lang))}")
    return lines


def values_list(options: Iterable[RuleOption], players: Callable[[RuleOption, Choice], list[str]],
                lang: str, anchor: Callable[[RuleOption], str],
                back: Callable[[RuleOption], str],
                sources: Callable[[Choice], str]) -> str:
    """Every value of every option: a heading anchored ``values-<anchor(option)>``, the
    question with ``back(option)`` (a link to its row), and each value explained with the
    rule sets that play it (``players``) and its sources."""
    out = []
    for option in options:
        out.append(f"\n### {option.title.get(lang)} {{ #values-{anchor(option)} }}\n")
        out.append(f"{option.question.get(lang)} {back(option)}\n")
        for choice in option.choices:
            used = players(option, choice)
            tail = f" ({', '.join(used)})" if used else ""
            cited = sources(choice)
            out.append(f"- **{choice.label.get(lang)}** (`{option.id}={choice.value}`){tail}: "
                       f"{choice.explanation.get(lang)}"
                       + (f" — {cited}" if cited else "") + "\n")
    return "".join(out)
