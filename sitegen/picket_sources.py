"""MkDocs hook: Cotton's "Picket" beside its sources, clause by clause, from the TEI texts.

``<!-- picket-sources -->`` on ``docs/piquet/sources.md`` (and its German twin) becomes the
table of clauses V1 … V58 of Cotton's chapter VI (1674) against *The Royall and Delightfull
Game of Picquet* (London, 1651; EEBO-TCP A92043, in ``sources/``) and Cotgrave's *Wits
Interpreter* (1662, as far as we have seen it), from the alignment in
``sitegen/picket_sources_data.py``. ``<!-- picket-sources-summary -->`` becomes the count of
clauses by relation, ``<!-- picket-sources-header -->`` the facts of the 1651 text's TEI
header, and ``<!-- picket-sources-relations -->`` the list of the relations with what each
means (``RELATION_MEANINGS``, also on the editorial principles page). Each page cited of the
1651 text links to its image, and each clause's page of 1674 to the clause in the edited text,
which links to the images of 1674. Each 1651 passage in the table has an anchor
(``passage_anchor``: ``s-v3-1``), which the downloadable alignment points to.

On every page, ``{facs:TEXT:PAGE}`` (TEXT an edition year, ``1674`` or ``1687``, or the TCP id
``A92043``) becomes a link "p. PAGE" to the image of that printed page, its address made from
the TEI file's header and the ``facs`` of the page's ``pb`` (``cotton_text.facsimile_url``);
the build stops on a page the text does not have.

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
    COTGRAVE_SEEN,
    FIRST_PAGE,
    RELATION_MEANINGS,
    RELATIONS,
    TEXT_1651,
    Alignment,
)
from sitegen.site_common import cotton_q, escape, html_text, page_lang

MARKER = re.compile(r"<!-- picket-sources(?:-(summary|header|relations))? -->")
#: A link to the image of a printed page: ``{facs:1687:59}``, ``{facs:A92043:[1]}``.
FACS = re.compile(r"\{facs:(?P<text>1674|1687|A92043):(?P<page>\[1\]|\d+)\}")
#: A quotation of the 1651 text inside a note: ``{s:PAGE|words}``.
SOURCE_QUOTE = re.compile(r"\{s:(?P<pages>\[?\d+\]?(?:–\d+)?)\|(?P<words>[^{}|]+)\}")

WORDS = {
    "en": {"clause": "Cotton, 1674", "cotgrave": "Cotgrave, 1662 (du Coeur's transcription)",
           "royall": "The Royall and Delightfull Game of Picquet, 1651",
           "did": "Cotton against the 1651 text",
           "not_seen": "not seen", "p": "p.", "pp": "pp.",
           "image": "page {page} of the {text}: its image (Jisc Historical Texts)",
           "in_text": "clause {clause} in the edited text, with the page images of 1674",
           "summary": "Against the 1651 text, of Cotton's {n} clauses {counts}.",
           "caption": "Cotton's clauses V1–V{n} beside the 1651 translation"},
    "de": {"clause": "Cotton, 1674", "cotgrave": "Cotgrave, 1662 (Abschrift du Coeurs)",
           "royall": "The Royall and Delightfull Game of Picquet, 1651",
           "did": "Cotton gegenüber dem Text von 1651", "not_seen": "nicht eingesehen",
           "p": "S.", "pp": "S.",
           "image": "Seite {page} {text}: ihr Bild (Jisc Historical Texts)",
           "in_text": "Abschnitt {clause} im edierten Text, mit den Seitenbildern von 1674",
           "summary": "Gegenüber dem Text von 1651 sind von Cottons {n} Abschnitten {counts}.",
           "caption": "Cottons Abschnitte V1–V{n} neben der Übersetzung von 1651"},
}
RELATION_LABELS = {
    "en": {"copied": "copied", "abridged": "abridged", "changed": "changed", "added": "added"},
    "de": {"copied": "übernommen", "abridged": "gekürzt", "changed": "geändert",
           "added": "hinzugefügt"},
}
HEADER_LABELS = {
    "en": ("Title", "Imprint (catalogue)", "Notes (catalogue)", "Extent", "Wing", "ESTC",
           "TCP id", "Images", "Released by the TCP", "Licence"),
    "de": ("Titel", "Impressum (Katalog)", "Anmerkungen (Katalog)", "Umfang", "Wing", "ESTC",
           "TCP-Nr.", "Bilder", "Von der TCP veröffentlicht", "Lizenz"),
}
HEADER_KEYS = ("title", "imprint", "notes", "extent", "wing", "estc", "tcp", "images",
               "transcribed", "licence")
#: The images row of the header facts: the TEI names the image set; the rest is ours.
IMAGES = {
    "en": "EEBO image set {vid} (ProQuest, from microfilm); each page cited below links to its "
          "image on Jisc Historical Texts",
    "de": "EEBO-Bildsatz {vid} (ProQuest, nach Mikrofilm); jede unten zitierte Seite verweist "
          "auf ihr Bild bei Jisc Historical Texts",
}
#: How the texts are named in the title of an image link.
TEXT_NAMES = {
    "en": {"1674": "edition of 1674", "1687": "edition of 1687", "A92043": "1651 text"},
    "de": {"1674": "der Ausgabe von 1674", "1687": "der Ausgabe von 1687",
           "A92043": "des Textes von 1651"},
}


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
        seen = row.clause in COTGRAVE_SEEN
        if seen != bool(row.cotgrave_en and row.cotgrave_de):
            raise ValueError(f"{row.clause}: Cotgrave's chapter was "
                             f"{'' if seen else 'not '}seen for this clause, so it "
                             f"{'needs' if seen else 'may not have'} a Cotgrave cell in EN and DE")
        for note in (row.note_en, row.note_de, row.cotgrave_en, row.cotgrave_de):
            for m in SOURCE_QUOTE.finditer(note):
                check_passage(m["words"], m["pages"])


def source_q(words: str, pages: str, anchor: str = "") -> str:
    """A quotation of the 1651 text as the site marks it (with an ``id`` if ``anchor``)."""
    ident = f' id="{anchor}"' if anchor else ""
    return (f'<q class="source"{ident} lang="en" data-text="{TEXT_1651}" data-page="{pages}">'
            f"{escape(words)}</q>")


def passage_anchor(clause: str, number: int) -> str:
    """The anchor of the ``number``-th (from 1) 1651 passage of a clause's row: "s-v3-1"."""
    return f"s-{clause.lower()}-{number}"


def image_link(text: str, page: str, lang: str, label: str | None = None) -> str:
    """``label`` (by default the page number) linked to the image of that printed page."""
    title = WORDS[lang]["image"].format(page=page, text=TEXT_NAMES[lang][text])
    return (f'<a class="tei-facs" href="{escape(tei.facsimile_url(text, page))}" '
            f'title="{title}">{escape(label or page)}</a>')


def pages_label(pages: str, lang: str) -> str:
    """"p. 5" or "pp. 5–6" (German "S."), each page linked to its image in the 1651 text."""
    w = WORDS[lang]
    linked = "–".join(image_link(TEXT_1651, page, lang) for page in pages.split("–"))
    return f'{w["pp"] if "–" in pages else w["p"]} {linked}'


def facsimile_links(markdown: str, lang: str) -> str:
    """Expand every ``{facs:TEXT:PAGE}`` into "p. PAGE" linked to the page's image."""
    return FACS.sub(lambda m: image_link(m["text"], m["page"], lang,
                                         f'{WORDS[lang]["p"]} {m["page"]}'), markdown)


def note_html(text: str) -> str:
    """A note as HTML: Cotton's words and the 1651 text's words marked as quotations."""
    escaped = html_text(text)
    return SOURCE_QUOTE.sub(lambda m: source_q(m["words"], m["pages"]), escaped)


def row_html(row: Alignment, lang: str) -> str:
    """One clause: Cotton's words, Cotgrave, the 1651 passages and what Cotton did."""
    w = WORDS[lang]
    clause = next(c for c in CLAUSES if c.id == row.clause)
    anchor = row.clause.lower()
    in_text = w["in_text"].format(clause=row.clause)
    cotton = (f'<a href="../concordance/#{anchor}">{row.clause}</a> '
              f'{cotton_q(clause.phrase, clause.page)} ({w["p"]} '
              f'<a href="../cotton/#t-{anchor}" title="{in_text}">{clause.page}</a>)')
    passages = "<br>".join(
        f"{source_q(p.words, p.pages, passage_anchor(row.clause, n))} "
        f"({pages_label(p.pages, lang)})" for n, p in enumerate(row.passages, 1))
    note = row.note_de if lang == "de" else row.note_en
    did = f'<strong>{RELATION_LABELS[lang][row.relation]}</strong>'
    if note:
        did += f": {note_html(note)}"
    seen = row.cotgrave_de if lang == "de" else row.cotgrave_en
    cotgrave = note_html(seen) if seen else f'<a href="#cotgrave">{w["not_seen"]}</a>'
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


def relations(lang: str) -> str:
    """The relations as a Markdown list, each label with what it means."""
    return "".join(f"- **{RELATION_LABELS[lang][r]}**: {RELATION_MEANINGS[r].get(lang)}\n"
                   for r in RELATIONS)


def header(lang: str) -> str:
    """The 1651 text's TEI header: what was keyed, from which copy, under which licence."""
    facts = tei.header_facts(tei.WITNESSES[TEXT_1651])
    facts["images"] = IMAGES[lang].format(vid=facts["images"])
    rows = "".join(f'<tr><th scope="row">{label}</th>'
                   f'<td lang="{lang if key == "images" else "en"}">{escape(facts[key])}</td></tr>'
                   for label, key in zip(HEADER_LABELS[lang], HEADER_KEYS, strict=True))
    return f'<table class="tei-facts"><tbody>{rows}</tbody></table>\n'


def on_page_markdown(markdown: str, page: Page, **kwargs: Any) -> str:
    """Expand the markers and the page-image links in the page's language."""
    lang = page_lang(page)
    if "{facs:" in markdown:
        markdown = facsimile_links(markdown, lang)
    if "<!-- picket-sources" not in markdown:
        return markdown
    makers = {None: table, "summary": summary, "header": header, "relations": relations}
    return MARKER.sub(lambda m: makers[m.group(1)](lang), markdown)


