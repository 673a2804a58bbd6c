"""MkDocs hook: Cotton's chapter XXII rendered from the TEI files at build time.

Markers expanded in the pages under ``docs/cotton/``:

- ``<!-- cotton-text -->``: the semi-diplomatic text of 1674 (spelling, capitals, italics and
  page breaks kept; words broken at line ends joined, line breaks not kept), page breaks
  linked to the page images, the illegible letter shown and supplied, every clause a link
  to its concordance entry;
- ``<!-- cotton-reading -->``: sentence by sentence, the original beside the modern reading
  (English) or its translation (German), Cotton's words linked to the glossary;
- ``<!-- cotton-compare -->``: the 1674 and 1687 texts compared word by word;
- ``<!-- cotton-header -->``: the facts of both TEI headers;
- ``<!-- cotton-concordance -->``: clauses C1-C18 with glosses and the readings built on them
  (from the engine's option metadata);
- ``<!-- cotton-analogies -->``: passages of other chapters, each found in the TEI on the
  page given in ``cotton_data.ANALOGIES`` (the build stops if one is not).

Every quotation of Cotton these markers print is marked ``<q class="cotton" data-page="…">``
(see ``site_common.cotton_q``), so the test suite can check it against the TEI text.
"""

from __future__ import annotations

import difflib
import html
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).parent))

import cotton_text as tei
from cotton_data import ANALOGIES, CLAUSES, GLOSSARY_WORDS, SENTENCES
from site_common import cotton_q, escape, html_text, page_lang, variant_row

from penneech.agreed import AGREED
from penneech.options import OPTIONS

WORDS = {
    "en": {"page": "page", "original": "Cotton, 1674", "modern": "Modern reading",
           "readings": "Readings built on this clause", "rule": "Rule",
           "none": "No uncertain point rests on this clause.", "in_text": "in the text",
           "rules": "rules", "chapter": "Game", "found": "found on page",
           "suggests": "What it suggests", "p": "p.", "pp": "pp."},
    "de": {"page": "Seite", "original": "Cotton, 1674", "modern": "Übersetzung",
           "readings": "Lesarten, die auf dieser Stelle beruhen", "rule": "Regel",
           "none": "Kein unsicherer Punkt beruht auf dieser Stelle.", "in_text": "im Text",
           "rules": "Regeln", "chapter": "Spiel", "found": "gefunden auf Seite",
           "suggests": "Was sie nahelegt", "p": "S.", "pp": "S."},
}
HEADER_LABELS = {
    "en": ("Title", "Author (catalogue)", "Notes (catalogue)", "Imprint (catalogue)",
           "Imprint (title page)", "Extent", "Wing", "ESTC", "EEBO citation", "Image set",
           "TCP id", "Keyed", "Licence", "Links"),
    "de": ("Titel", "Verfasser (Katalog)", "Anmerkungen (Katalog)", "Impressum (Katalog)",
           "Impressum (Titelblatt)", "Umfang", "Wing", "ESTC", "EEBO-Zitat", "Bildsatz",
           "TCP-Nr.", "Erfasst", "Lizenz", "Links"),
}
LINK_LABELS = {"en": ("keyed text", "page images", "TEI source"),
               "de": ("Texterfassung", "Seitenbilder", "TEI-Quelle")}


def prefix(page: Page) -> str:
    """The relative path from ``page`` to the root of its language tree."""
    parts = [p for p in page.url.split("/") if p]
    if parts and parts[0] == "de":
        parts = parts[1:]
    return "../" * len(parts)


def diplomatic(root: str, lang: str = "en") -> str:
    """The 1674 chapter, paragraph by paragraph, clauses linked to the concordance."""
    chapter = tei.penneech()
    links = [(c.phrase, f"{root}cotton/concordance/#{c.id.lower()}",
              f' class="clause" id="t-{c.id.lower()}" title="{c.id}"') for c in CLAUSES]
    paragraphs = []
    remaining = list(links)
    pages = list(chapter.pages)
    for para in chapter.paragraphs:
        flat = tei.plain(para)
        mine = [link for link in remaining if link[0] in flat]
        remaining = [link for link in remaining if link not in mine]
        count = para.count(tei.PB)
        body = tei.fill_page_breaks(tei.render(para, mine, lang), pages[:count], lang)
        pages = pages[count:]
        paragraphs.append(f"<p>{body}</p>")
    if remaining:
        raise KeyError(f"clauses not found in the text: {[r[0] for r in remaining]}")
    return (f'<div class="tei-text" id="diplomatic" lang="en">\n'
            f'<p class="tei-head">{escape(chapter.head)}</p>\n' + "\n".join(paragraphs)
            + "\n</div>\n")


def glossary_links(text: str, root: str) -> str:
    """Escape ``text`` and link Cotton's glossary words in it."""
    pattern = re.compile("|".join(re.escape(w) for w, _ in
                                  sorted(GLOSSARY_WORDS, key=lambda x: -len(x[0]))))
    anchors = dict(GLOSSARY_WORDS)
    out, last = [], 0
    for m in pattern.finditer(text):
        out.append(html.escape(text[last:m.start()], quote=False))
        out.append(f'<a class="gloss" href="{root}glossary/#{anchors[m.group(0)]}">'
                   f"{html.escape(m.group(0))}</a>")
        last = m.end()
    out.append(html.escape(text[last:], quote=False))
    return "".join(out)


def reading(lang: str, root: str) -> str:
    """Original and modern text, sentence by sentence."""
    text = " ".join(tei.plain(p) for p in tei.penneech().paragraphs)
    w = WORDS[lang]
    rows = []
    for number, sentence in enumerate(SENTENCES, start=1):
        if sentence.text not in text:
            raise KeyError(f"sentence not in the TEI text: {sentence.text[:40]!r}")
        modern = sentence.modern_de if lang == "de" else sentence.modern_en
        rows.append(f'<tr id="s{number}"><td lang="en" class="tei-sentence">'
                    f"{glossary_links(sentence.text, root)}</td>"
                    f'<td lang="{lang}">{escape(modern)}</td></tr>')
    joined = " ".join(s.text for s in SENTENCES)
    if joined != text:
        raise ValueError("the sentences do not cover the chapter exactly")
    return (f'<table class="reading"><thead><tr><th scope="col">{w["original"]}</th>'
            f'<th scope="col">{w["modern"]}</th></tr></thead><tbody>{"".join(rows)}'
            "</tbody></table>\n")


def comparison(lang: str) -> str:
    """Word-by-word comparison of the 1674 and 1687 chapters (normalised)."""
    a = tei.penneech(tei.EDITION_1674)
    b = tei.penneech(tei.EDITION_1687)
    wa = [w for p in a.paragraphs for w in tei.words(p)]
    wb = [w for p in b.paragraphs for w in tei.words(p)]
    ops = [op for op in difflib.SequenceMatcher(a=wa, b=wb, autojunk=False).get_opcodes()
           if op[0] != "equal"]
    diffs = "".join(f"<li>{escape(' '.join(wa[i1:i2]))} → {escape(' '.join(wb[j1:j2]))}</li>"
                    for _, i1, i2, j1, j2 in ops)
    if lang == "de":
        summary = (f"1674 ({escape(a.head)}): {len(wa)} Wörter; 1687 ({escape(b.head)}): "
                   f"{len(wb)} Wörter. Nach den oben genannten Normalisierungen (langes s, "
                   "Worttrennung am Zeilenende, Leerraum, die ergänzte Lücke) "
                   + ("ist der Wortlaut Wort für Wort gleich." if not ops else
                      f"gibt es {len(ops)} Abweichungen im Wortlaut."))
    else:
        summary = (f"1674 ({escape(a.head)}): {len(wa)} words; 1687 ({escape(b.head)}): "
                   f"{len(wb)} words. After the normalisations above (long s, words broken at "
                   "line ends, white space, the supplied gap) "
                   + ("the wording is identical, word for word." if not ops else
                      f"the wording differs in {len(ops)} places."))
    listing = f"<ul>{diffs}</ul>" if ops else ""
    return (f'<p class="tei-compare" data-differences="{len(ops)}">{summary}</p>{listing}\n')


#: Where each edition's keyed text, page images and TEI file can be read.
EDITION_LINKS = {
    "A34637": ("http://tei.it.ox.ac.uk/tcp/Texts-HTML/free/A34/A34637.html",
               "https://data.historicaltexts.jisc.ac.uk/view?pubId=eebo-12240145e"
               "&pageId=eebo-12240145e-56740-1",
               "https://github.com/textcreationpartnership/A34637"),
    "B02403": ("http://tei.it.ox.ac.uk/tcp/Texts-HTML/free/B02/B02403.html",
               "https://historicaltexts.jisc.ac.uk/eebo-53299015e",
               "https://github.com/textcreationpartnership/B02403"),
}


def header(lang: str) -> str:
    """The TEI header facts of both editions, the catalogue notes and the title-page imprint."""
    rows = []
    labels, link_labels = HEADER_LABELS[lang], LINK_LABELS[lang]
    keys = ("title", "author", "notes", "imprint", "title_page", "extent", "wing", "estc",
            "eebo", "images", "tcp", "transcribed", "licence")
    facts = [tei.header_facts(tei.EDITION_1674), tei.header_facts(tei.EDITION_1687)]
    for label, key in zip(labels, keys, strict=False):
        rows.append(f'<tr><th scope="row">{label}</th><td lang="en">{escape(facts[0][key])}'
                    f'</td><td lang="en">{escape(facts[1][key])}</td></tr>')
    cells = []
    for fact in facts:
        urls = EDITION_LINKS[fact["tcp"]]
        cells.append("<td>" + " · ".join(f'<a href="{escape(u)}">{n}</a>'
                                         for u, n in zip(urls, link_labels, strict=True))
                     + "</td>")
    rows.append(f'<tr><th scope="row">{labels[-1]}</th>{"".join(cells)}</tr>')
    return (f'<table class="tei-header"><thead><tr><th></th><th scope="col">1674</th>'
            f'<th scope="col">1687</th></tr></thead><tbody>{"".join(rows)}</tbody></table>\n')


def clause_citations() -> dict[str, list[str]]:
    """For each clause, the engine options and agreed points whose metadata cite it."""
    cited: dict[str, list[str]] = {}
    for point in (*OPTIONS, *AGREED):
        for ref in point.cited_clauses():
            cited.setdefault(ref, []).append(point.id)
    return cited


def clause_pages(phrase: str) -> str:
    """The page(s) of the Penneech chapter a clause stands on, read from the TEI."""
    places = [p for p in tei.locate(phrase) if "PENNEECH" in p.chapter]
    if len(places) != 1:
        raise KeyError(f"clause not found once in the chapter: {phrase!r}")
    return places[0].pages


def concordance(lang: str, root: str) -> str:
    """Every clause with its gloss, the rule it supports and the readings built on it."""
    w = WORDS[lang]
    text = " ".join(tei.plain(p) for p in tei.penneech().paragraphs)
    cited = clause_citations()
    out = []
    for clause in CLAUSES:
        if clause.phrase not in text:
            raise KeyError(f"{clause.id} not found in the TEI text")
        gloss = clause.gloss_de if lang == "de" else clause.gloss_en
        rule = clause.rule_de if lang == "de" else clause.rule_en
        rows = [variant_row(o) for o in cited.get(clause.id, [])]
        readings = "".join(
            f'<li><a href="{root}variants/#{anchor}">{point}: '
            f"{escape(title.get(lang))}</a></li>" for anchor, point, title in rows)
        reading_html = f"<ul>{readings}</ul>" if readings else f"<p>{w['none']}</p>"
        page = clause_pages(clause.phrase)
        label = w["pp"] if "–" in page else w["p"]
        out.append(
            f'<section class="clause-entry" id="{clause.id.lower()}">'
            f"<h3>{clause.id} <small>({label} {page})</small></h3>"
            f"<blockquote>{cotton_q(clause.phrase, page)}"
            f' <a href="{root}cotton/#t-{clause.id.lower()}">({w["in_text"]})</a></blockquote>'
            f"<p>{escape(gloss)}</p>"
            f'<p><strong>{w["rule"]}:</strong> <a href="{root}rules/#{clause.rules_anchor}">'
            f"{escape(rule)}</a></p>"
            f'<p><strong>{w["readings"]}:</strong></p>{reading_html}</section>')
    return "\n".join(out) + "\n"


def analogies(lang: str, root: str) -> str:
    """Passages of other chapters, located in the TEI by their words."""
    w = WORDS[lang]
    rows = []
    for analogy in ANALOGIES:
        place = tei.check_quote(analogy.quote, analogy.page)
        suggests = analogy.suggests_de if lang == "de" else analogy.suggests_en
        links = ", ".join(
            f'<a href="{root}variants/#{anchor}">{escape(title.get(lang))}</a>'
            for anchor, _, title in map(variant_row, analogy.options))
        rows.append(f'<tr><td title="{escape(place.chapter)}">{escape(analogy.game)}</td>'
                    f"<td>{place.pages}</td>"
                    f"<td>{cotton_q(analogy.quote, place.pages)}</td>"
                    f"<td>{html_text(suggests)}{' — ' + links if links else ''}</td></tr>")
    return (f'<table class="analogies"><thead><tr><th scope="col">{w["chapter"]}</th>'
            f'<th scope="col">{w["page"]}</th><th scope="col">Cotton</th>'
            f'<th scope="col">{w["suggests"]}</th></tr></thead><tbody>{"".join(rows)}'
            "</tbody></table>\n")


def on_page_markdown(markdown: str, page: Page, **kwargs: Any) -> str:
    """Expand the edition markers in the page's language."""
    if "<!-- cotton-" not in markdown:
        return markdown
    lang, root = page_lang(page), prefix(page)
    makers: dict[str, Callable[[], str]] = {
        "<!-- cotton-text -->": lambda: diplomatic(root, lang),
        "<!-- cotton-reading -->": lambda: reading(lang, root),
        "<!-- cotton-compare -->": lambda: comparison(lang),
        "<!-- cotton-header -->": lambda: header(lang),
        "<!-- cotton-concordance -->": lambda: concordance(lang, root),
        "<!-- cotton-analogies -->": lambda: analogies(lang, root),
    }
    for marker, make in makers.items():
        if marker in markdown:
            markdown = markdown.replace(marker, make())
    return markdown
