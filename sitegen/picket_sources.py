"""MkDocs hook: Cotton's "Picket" beside its sources, clause by clause, from the TEI texts.

``<!-- picket-sources -->`` on ``docs/piquet/sources.md`` (and its German twin) becomes the
table of clauses V1 … V58 of Cotton's chapter VI (1674) against *The Royall and Delightfull
Game of Picquet* (London, 1651; EEBO-TCP A92043, in ``sources/``) and Cotgrave's *Wits
Interpreter* (1662), from the alignment in ``sitegen/picket_sources_data.py``.
``<!-- picket-sources-summary -->`` becomes the count of clauses by relation, and
``<!-- picket-sources-header -->`` the facts of the 1651 text's TEI header.

Every quotation is checked against its TEI file when the page is built (``cotton_text``:
the same words and punctuation, on the page given), so the build stops on a misquotation,
a wrong page, a clause without a row or a row without a clause. Cotton's words are marked
``<q class="cotton">`` as everywhere on the site; the 1651 text's ``<q class="source"
data-text="A92043" data-page="…">``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from mkdocs.structure.pages import Page

from sitegen import cotton_text as tei
from sitegen.cotton_picket import CLAUSES
from sitegen.picket_sources_data import (
    ALIGNMENTS,
    FIRST_PAGE,
    RELATIONS,
    TEXT_1651,
    Alignment,
)
from sitegen.site_common import cotton_q, escape, html_text, page_lang

MARKER = re.compile(r"<!-- picket-sources(?:-(summary|header))? -->")
#: A quotation of the 1651 text inside a note: ``{s:PAGE|words}``.
SOURCE_QUOTE = re.compile(r"\{s:(?P<pages>\[?\d+\]?(?:–\d+)?)\|(?P<words>[^{}|]+)\}")

WORDS = {
    "en": {"clause": "Cotton, 1674", "cotgrave": "Cotgrave, 1662",
           "royall": "The Royall and Delightfull Game of Picquet, 1651",
           "did": "Cotton against the 1651 text",
           "not_reached": "not reached", "p": "p.", "pp": "pp.",
           "summary": "Against the 1651 text, of Cotton's {n} clauses {counts}.",
           "caption": "Cotton's clauses V1–V{n} beside the 1651 translation"},
    "de": {"clause": "Cotton, 1674", "cotgrave": "Cotgrave, 1662",
           "royall": "The Royall and Delightfull Game of Picquet, 1651",
           "did": "Cotton gegenüber dem Text von 1651", "not_reached": "nicht erreicht", "p": "S.",
           "pp": "S.",
           "summary": "Gegenüber dem Text von 1651 sind von Cottons {n} Klauseln {counts}.",
           "caption": "Cottons Klauseln V1–V{n} neben der Übersetzung von 1651"},
}
RELATION_LABELS = {
    "en": {"copied": "copied", "abridged": "abridged", "changed": "changed", "added": "added"},
    "de": {"copied": "übernommen", "abridged": "gekürzt", "changed": "geändert",
           "added": "hinzugefügt"},
}
HEADER_LABELS = {
    "en": ("Title", "Imprint (catalogue)", "Extent", "Wing", "ESTC", "TCP id",
           "Released by the TCP", "Licence"),
    "de": ("Titel", "Impressum (Katalog)", "Umfang", "Wing", "ESTC", "TCP-Nr.",
           "Von der TCP veröffentlicht", "Lizenz"),
}
HEADER_KEYS = ("title", "imprint", "extent", "wing", "estc", "tcp", "transcribed", "licence")


def check_passage(words: str, pages: str) -> tei.Occurrence:
    """Where ``words`` stand in the 1651 text; ``ValueError`` unless exactly on ``pages``."""
    return tei.check_quote(words, tei.UNNUMBERED if pages == FIRST_PAGE else pages,
                           TEXT_1651)


def check_alignments() -> None:
    """Stop the build unless every clause has one row and every quotation is in its text."""
    ids = [c.id for c in CLAUSES]
    rows = [a.clause for a in ALIGNMENTS]
    if rows != ids:
        missing = sorted(set(ids) - set(rows), key=ids.index)
        extra = [r for r in rows if r not in ids]
        raise ValueError(f"the alignment must have one row per clause, in order: missing "
                         f"{missing}, unknown or repeated {extra or sorted(set(rows))}")
    for row in ALIGNMENTS:
        if row.relation not in RELATIONS:
            raise ValueError(f"{row.clause}: relation {row.relation!r} is not one of "
                             f"{', '.join(RELATIONS)}")
        if not row.passages and row.relation != "added":
            raise ValueError(f"{row.clause}: a {row.relation} clause needs its 1651 passage")
        if row.relation in ("changed", "added") and not (row.note_en and row.note_de):
            raise ValueError(f"{row.clause}: a {row.relation} clause needs a note in EN and DE")
        for passage in row.passages:
            check_passage(passage.words, passage.pages)
        for note in (row.note_en, row.note_de):
            for m in SOURCE_QUOTE.finditer(note):
                check_passage(m["words"], m["pages"])


def source_q(words: str, pages: str) -> str:
    """A quotation of the 1651 text as the site marks it."""
    return (f'<q class="source" lang="en" data-text="{TEXT_1651}" data-page="{pages}">'
            f"{escape(words)}</q>")


def pages_label(pages: str, lang: str) -> str:
    """"p. 5" or "pp. 5–6" (German "S.")."""
    w = WORDS[lang]
    return f'{w["pp"] if "–" in pages else w["p"]} {pages}'


def note_html(text: str) -> str:
    """A note as HTML: Cotton's words and the 1651 text's words marked as quotations."""
    escaped = html_text(text)
    return SOURCE_QUOTE.sub(lambda m: source_q(m["words"], m["pages"]), escaped)


def row_html(row: Alignment, lang: str) -> str:
    """One clause: Cotton's words, Cotgrave, the 1651 passages and what Cotton did."""
    w = WORDS[lang]
    clause = next(c for c in CLAUSES if c.id == row.clause)
    anchor = row.clause.lower()
    cotton = (f'<a href="../concordance/#{anchor}">{row.clause}</a> '
              f'{cotton_q(clause.phrase, clause.page)} ({w["p"]} {clause.page})')
    passages = "<br>".join(
        f"{source_q(p.words, p.pages)} ({pages_label(p.pages, lang)})" for p in row.passages)
    note = row.note_de if lang == "de" else row.note_en
    did = f'<strong>{RELATION_LABELS[lang][row.relation]}</strong>'
    if note:
        did += f": {note_html(note)}"
    cotgrave = f'<a href="#cotgrave">{w["not_reached"]}</a>'
    return (f'<tr id="s-{anchor}" data-relation="{row.relation}"><th scope="row">{cotton}</th>'
            f"<td>{cotgrave}</td><td>{passages}</td><td>{did}</td></tr>")


def table(lang: str) -> str:
    """The whole comparison table."""
    check_alignments()
    w = WORDS[lang]
    rows = "".join(row_html(row, lang) for row in ALIGNMENTS)
    return (f'<table class="picket-sources"><caption>{w["caption"].format(n=len(ALIGNMENTS))}'
            f'</caption><thead><tr><th scope="col">{w["clause"]}</th>'
            f'<th scope="col">{w["cotgrave"]}</th><th scope="col" lang="en">{w["royall"]}</th>'
            f'<th scope="col">{w["did"]}</th></tr></thead><tbody>{rows}</tbody></table>\n')


def summary(lang: str) -> str:
    """How many clauses Cotton copied, abridged, changed and added, counted from the data."""
    w = WORDS[lang]
    counts = Counter(row.relation for row in ALIGNMENTS)
    parts = [f'{counts[r]} {RELATION_LABELS[lang][r]}' for r in RELATIONS]
    joined = ", ".join(parts[:-1]) + (" und " if lang == "de" else " and ") + parts[-1]
    return (f'<p class="picket-sources-summary" data-rows="{len(ALIGNMENTS)}">'
            f'{w["summary"].format(n=len(ALIGNMENTS), counts=joined)}</p>\n')


def header(lang: str) -> str:
    """The 1651 text's TEI header: what was keyed, from which copy, under which licence."""
    facts = tei.header_facts(tei.WITNESSES[TEXT_1651])
    rows = "".join(f'<tr><th scope="row">{label}</th><td lang="en">{escape(facts[key])}</td></tr>'
                   for label, key in zip(HEADER_LABELS[lang], HEADER_KEYS, strict=True))
    return f'<table class="tei-facts"><tbody>{rows}</tbody></table>\n'


def on_page_markdown(markdown: str, page: Page, **kwargs: Any) -> str:
    """Expand the markers in the page's language."""
    if "<!-- picket-sources" not in markdown:
        return markdown
    lang = page_lang(page)
    makers = {None: table, "summary": summary, "header": header}
    return MARKER.sub(lambda m: makers[m.group(1)](lang), markdown)


