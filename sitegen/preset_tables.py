"""Pieces shared by the two comparison pages of rule sets (not a hook itself).

Penneech's variants page (``variants.py``) and the comparisons of Piquet's and Pip-Pip!'s
rule sets (``game_presets.py``) all show, from the engine's metadata, each rule set's value of an
option with its mark (* chosen by us, † known second-hand), the notes behind the marks
under each rule set, and every value of every option explained. The games keep their
own option lists, presets and anchors; these functions take them as arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from penneech.core.i18n import Text
from penneech.core.options import Choice, RuleOption
from penneech.games.penneech.presets import ASSUMED_MARK, REPORTED_MARK
from sitegen.site_common import escape, html_text

WORDS = {
    "en": {"assumed": "Chosen by us", "reported": "Known second-hand",
           "mark_assumed": "chosen by us", "mark_reported": "known second-hand"},
    "de": {"assumed": "Von uns gewählt", "reported": "Aus zweiter Hand",
           "mark_assumed": "von uns gewählt", "mark_reported": "aus zweiter Hand"},
}


def md_mark(mark: str) -> str:
    """A status mark safe in Markdown (the star escaped so that it is not emphasis)."""
    return mark.replace("*", "\\*")


def mark_html(status: str, mark: str, lang: str) -> str:
    """The mark beside a value (`` <abbr …>*</abbr>``), or "" for a stated value."""
    if not mark:
        return ""
    return (f' <abbr class="preset-mark preset-mark--{status}" '
            f'title="{WORDS[lang]["mark_" + status]}">{mark}</abbr>')


def value_cell(preset_id: str, value: str, label: str, status: str, mark: str, lang: str,
               note: str = "") -> str:
    """One rule set's value of an option as a table cell, with its mark and (HTML) note."""
    return (f'<td data-preset="{preset_id}" data-value="{escape(value)}" '
            f'data-status="{status}">{escape(label)}{mark_html(status, mark, lang)}{note}</td>')


def mark_notes(assumed: Mapping[str, Text], reported: Mapping[str, Text], lang: str,
               title: Callable[[str], str]) -> list[str]:
    """The notes behind a preset's marks, as Markdown list items: ``title(option_id)``
    names the option (plain, or as a link to its row)."""
    w = WORDS[lang]
    lines = [f"- {md_mark(ASSUMED_MARK)} *{w['assumed']}* — {title(option_id)}: "
             f"{html_text(note.get(lang))}" for option_id, note in assumed.items()]
    lines += [f"- {REPORTED_MARK} *{w['reported']}* — {title(option_id)}: "
              f"{html_text(note.get(lang))}" for option_id, note in reported.items()]
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
