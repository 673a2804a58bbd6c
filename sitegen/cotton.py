"""MkDocs hook: Cotton's chapters XXII (Penneech), VI (Picket) and X (All-Fours) rendered from
the TEI files.

One renderer serves every chapter the site edits (``CHAPTERS``): a marker without a suffix
is chapter XXII (pages under ``docs/cotton/``), ``<!-- cotton-text:picket -->`` and its
siblings are chapter VI (``docs/piquet/cotton.md`` and ``docs/piquet/concordance.md``),
``<!-- cotton-text:allfours -->`` and its siblings chapter X (``docs/allfours/``).
Markers expanded:

- ``<!-- cotton-text -->``: the semi-diplomatic text of 1674 (spelling, capitals, italics and
  page breaks kept; words broken at line ends joined, line breaks not kept), page breaks
  linked to the page images, the illegible letter shown and supplied, every clause a link
  to its concordance entry;
- ``<!-- cotton-reading -->``: sentence by sentence, the original beside the modern reading
  (English) or its translation (German), Cotton's words linked to the glossary;
- ``<!-- cotton-compare -->``: the 1674 and 1687 texts compared word by word;
- ``<!-- cotton-header -->``: the facts of both TEI headers;
- ``<!-- cotton-concordance -->``: clauses C1-C18 with glosses and the readings built on them
  (from the engine's option metadata); ``<!-- cotton-concordance:picket -->``: clauses V1 …
  of chapter VI with their pages, glosses, Piquet rules sections and preset rows;
  ``<!-- cotton-concordance:allfours -->``: clauses A1 … of chapter X with their pages,
  glosses, All-Fours rules sections, what the 1687 edition prints in their place (found by
  aligning the two chapters) and what later descriptions of the game say;
- ``<!-- cotton-analogies -->``: passages of other chapters, each found in the TEI on the
  page given in ``cotton_data.ANALOGIES`` (the build stops if one is not).

Every quotation of Cotton these markers print is marked ``<q class="cotton" data-page="…">``
(see ``site_common.cotton_q``), so the test suite can check it against the TEI text.
"""

from __future__ import annotations

import difflib
import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from mkdocs.structure.pages import Page

from penneech.games.allfours.options import OPTIONS_BY_ID as ALLFOURS_OPTIONS
from penneech.games.penneech.agreed import AGREED
from penneech.games.penneech.options import OPTIONS
from penneech.games.piquet.options import OPTIONS_BY_ID as PIQUET_OPTIONS
from sitegen import bibliography as bib
from sitegen import cotton_allfours as allfours
from sitegen import cotton_picket as picket
from sitegen import cotton_text as tei
from sitegen.cotton_data import ANALOGIES, CLAUSES, GLOSSARY_WORDS, SENTENCES, Sentence
from sitegen.site_common import cotton_q, escape, html_text, locator, page_lang, variant_row

DOCS = Path(__file__).resolve().parent.parent / "docs"
#: A heading with an explicit id: ``## The point { #the-point }``.
HEADING = re.compile(r"^#{2,6} (?P<title>.+?) \{ *#(?P<id>[\w-]+) *\}\s*$", re.M)


class Located(Protocol):
    """A clause of an edited chapter: its anchor id and the phrase that finds it in the text."""

    @property
    def id(self) -> str: ...

    @property
    def phrase(self) -> str: ...


@dataclass(frozen=True)
class EditedChapter:
    """A chapter the site edits: its TEI heading word, its pages and its editorial data."""

    title: str
    text_url: str
    concordance_url: str
    clauses: tuple[Located, ...]
    sentences: tuple[Sentence, ...]
    #: Cotton's words to link and the glossary page they link to.
    glossary: tuple[tuple[tuple[str, str], ...], str]


#: The edited chapters by marker suffix ("" for chapter XXII).
CHAPTERS: dict[str, EditedChapter] = {
    "": EditedChapter("PENNEECH", "cotton/", "cotton/concordance/", CLAUSES, SENTENCES,
                      (GLOSSARY_WORDS, "glossary/")),
    "picket": EditedChapter("PICKET", "piquet/cotton/", "piquet/concordance/",
                            picket.CLAUSES, picket.SENTENCES,
                            (picket.GLOSSARY_WORDS, "piquet/glossary/")),
    "allfours": EditedChapter("ALL-FOURS", "allfours/cotton/", "allfours/concordance/",
                              allfours.CLAUSES, allfours.SENTENCES,
                              (allfours.GLOSSARY_WORDS, "allfours/glossary/")),
}
PENNEECH = CHAPTERS[""]
#: The markers a page may carry, with an optional chapter suffix.
MARKER = re.compile(r"<!-- cotton-(text|reading|compare|header|concordance|analogies)"
                    r"(?::(\w+))? -->")

WORDS = {
    "en": {"page": "page", "original": "Cotton, 1674", "modern": "Modern reading",
           "readings": "Readings built on this clause", "rule": "Rule",
           "none": "No uncertain point rests on this clause.", "in_text": "in the text",
           "rules": "rules", "chapter": "Game", "found": "found on page",
           "suggests": "What it suggests", "p": "p.", "pp": "pp.",
           "sections": "Rules", "options": "Rule options (presets compared)",
           "edition_1687": "1687", "later": "Later descriptions",
           "no_later": "None of the later descriptions we read speaks to this clause."},
    "de": {"page": "Seite", "original": "Cotton, 1674", "modern": "Übersetzung",
           "readings": "Lesarten, die auf dieser Stelle beruhen", "rule": "Regel",
           "none": "Kein unsicherer Punkt beruht auf dieser Stelle.", "in_text": "im Text",
           "rules": "Regeln", "chapter": "Spiel", "found": "gefunden auf Seite",
           "suggests": "Was sie nahelegt", "p": "S.", "pp": "S.",
           "sections": "Regeln", "options": "Regeloptionen (Regelwerke im Vergleich)",
           "edition_1687": "1687", "later": "Spätere Beschreibungen",
           "no_later": "Keine der späteren Beschreibungen, die wir gelesen haben, äußert "
                       "sich zu dieser Stelle."},
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


def diplomatic(root: str, lang: str = "en", edited: EditedChapter = PENNEECH) -> str:
    """The 1674 chapter, paragraph by paragraph, clauses linked to the concordance.

    Page breaks link to the page images; a chapter that begins inside a page opens with a
    mark for that page. Supplied gaps say on which page of 1687 their reading stands.
    """
    chapter = tei.edited_chapter(edited.title)
    links = [(tei.unbracketed(c.phrase), f"{root}{edited.concordance_url}#{c.id.lower()}",
              f' class="clause" id="t-{c.id.lower()}" title="{c.id}"') for c in edited.clauses]
    paragraphs: list[str] = []
    remaining = list(links)
    pages = list(chapter.pages)
    gaps = iter(chapter.gaps)
    head = f'<p class="tei-head">{escape(chapter.head)}</p>\n'
    paras = list(chapter.paragraphs)
    if paras and paras[0].startswith(tei.PB):
        # The chapter begins at the head of a page: its mark stands before the heading.
        number, image = pages.pop(0)
        head = tei.page_break_html(number, image, lang) + "\n" + head
        paras[0] = paras[0][1:]
    for para in paras:
        flat = tei.plain(para)
        mine = [link for link in remaining if link[0] in flat]
        remaining = [link for link in remaining if link not in mine]
        count = para.count(tei.PB)
        body = tei.fill_gaps(tei.fill_page_breaks(tei.render(para, mine), pages[:count], lang),
                             gaps, lang)
        pages = pages[count:]
        if not paragraphs and chapter.first_image:
            body = tei.page_break_html(chapter.first_page, chapter.first_image, lang) + body
        paragraphs.append(f"<p>{body}</p>")
    if remaining:
        raise KeyError(f"clauses not found in the text: {[r[0] for r in remaining]}")
    return (f'<div class="tei-text" id="diplomatic" lang="en">\n{head}' + "\n".join(paragraphs)
            + "\n</div>\n")


def glossary_links(text: str, root: str,
                   glossary_words: tuple[tuple[str, str], ...] = GLOSSARY_WORDS,
                   glossary_url: str = "glossary/") -> str:
    """Escape ``text`` and link Cotton's glossary words in it (whole words only)."""
    if not glossary_words:
        return html.escape(text, quote=False)
    pattern = re.compile(r"\b(?:" + "|".join(
        re.escape(w) for w, _ in sorted(glossary_words, key=lambda x: -len(x[0]))) + r")\b")
    anchors = dict(glossary_words)
    out, last = [], 0
    for m in pattern.finditer(text):
        out.append(html.escape(text[last:m.start()], quote=False))
        out.append(f'<a class="gloss" href="{root}{glossary_url}#{anchors[m.group(0)]}">'
                   f"{html.escape(m.group(0))}</a>")
        last = m.end()
    out.append(html.escape(text[last:], quote=False))
    return "".join(out)


def reading(lang: str, root: str, edited: EditedChapter = PENNEECH) -> str:
    """Original and modern text, sentence by sentence."""
    text = " ".join(tei.plain(p) for p in tei.edited_chapter(edited.title).paragraphs)
    w = WORDS[lang]
    rows = []
    chapter = tei.edited_chapter(edited.title)
    for number, sentence in enumerate(edited.sentences, start=1):
        if sentence.text not in text:
            raise KeyError(f"sentence not in the TEI text: {sentence.text[:40]!r}")
        modern = sentence.modern_de if lang == "de" else sentence.modern_en
        # Letters supplied from 1687 are shown in brackets, as in the semi-diplomatic text.
        original = tei.with_brackets(sentence.text, chapter)
        rows.append(f'<tr id="s{number}"><td lang="en" class="tei-sentence">'
                    f"{glossary_links(original, root, *edited.glossary)}</td>"
                    f'<td lang="{lang}">{escape(modern)}</td></tr>')
    joined = " ".join(s.text for s in edited.sentences)
    if joined != text:
        raise ValueError("the sentences do not cover the chapter exactly")
    return (f'<table class="reading"><thead><tr><th scope="col">{w["original"]}</th>'
            f'<th scope="col">{w["modern"]}</th></tr></thead><tbody>{"".join(rows)}'
            "</tbody></table>\n")


def comparison(lang: str, edited: EditedChapter = PENNEECH) -> str:
    """Word-by-word comparison of the 1674 and 1687 chapters (normalised)."""
    a = tei.edited_chapter(edited.title)
    b = tei.read_chapter(tei.EDITION_1687, edited.title)
    several = len(a.gaps) != 1
    # the normalisations named: the supplied gaps only where the chapter has any
    gaps = {"en": ("the supplied gaps" if several else "the supplied gap") if a.gaps else "",
            "de": ("die ergänzten Lücken" if several else "die ergänzte Lücke") if a.gaps
            else ""}
    wa = [w for p in a.paragraphs for w in tei.words(p)]
    wb = [w for p in b.paragraphs for w in tei.words(p)]
    ops = [op for op in difflib.SequenceMatcher(a=wa, b=wb, autojunk=False).get_opcodes()
           if op[0] != "equal"]
    diffs = "".join(f"<li>{escape(' '.join(wa[i1:i2]))} → {escape(' '.join(wb[j1:j2]))}</li>"
                    for _, i1, i2, j1, j2 in ops)
    if lang == "de":
        summary = (f"1674 ({escape(a.head)}): {len(wa)} Wörter; 1687 ({escape(b.head)}): "
                   f"{len(wb)} Wörter. Nach den oben genannten Normalisierungen (langes s, "
                   "Worttrennung am Zeilenende, Leerraum"
                   + (f", {gaps['de']}) " if gaps["de"] else ") ")
                   + ("ist der Wortlaut Wort für Wort gleich." if not ops else
                      f"gibt es {len(ops)} Abweichungen im Wortlaut."))
    else:
        summary = (f"1674 ({escape(a.head)}): {len(wa)} words; 1687 ({escape(b.head)}): "
                   f"{len(wb)} words. After the normalisations above (long s, words broken at "
                   "line ends, white space"
                   + (f", {gaps['en']}) " if gaps["en"] else ") ")
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
    return (f'<table class="tei-header"><thead><tr><td></td><th scope="col">1674</th>'
            f'<th scope="col">1687</th></tr></thead><tbody>{"".join(rows)}</tbody></table>\n')


def clause_citations() -> dict[str, list[str]]:
    """For each clause, the engine options and agreed points whose metadata cite it."""
    cited: dict[str, list[str]] = {}
    for point in (*OPTIONS, *AGREED):
        for ref in point.cited_clauses():
            cited.setdefault(ref, []).append(point.id)
    return cited


def clause_pages(phrase: str, title: str = "PENNEECH") -> str:
    """The page(s) of an edited chapter a clause stands on, read from the TEI."""
    places = [p for p in tei.locate(phrase) if tei.in_heading(title, p.chapter)]
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
        if tei.unbracketed(clause.phrase) not in text:
            raise KeyError(f"{clause.id} not found in the TEI text")
        gloss = clause.gloss_de if lang == "de" else clause.gloss_en
        rule = clause.rule_de if lang == "de" else clause.rule_en
        rows = [variant_row(o) for o in cited.get(clause.id, [])]
        readings = "".join(
            f'<li><a href="{root}variants/#{anchor}">{point}: '
            f"{escape(title.get(lang))}</a></li>" for anchor, point, title in rows)
        reading_html = f"<ul>{readings}</ul>" if readings else f"<p>{w['none']}</p>"
        out.append(
            clause_head(clause, clause_pages(clause.phrase), lang, root, PENNEECH)
            + f"<p>{escape(gloss)}</p>"
            f'<p><strong>{w["rule"]}:</strong> <a href="{root}rules/#{clause.rules_anchor}">'
            f"{escape(rule)}</a></p>"
            f'<p><strong>{w["readings"]}:</strong></p>{reading_html}</section>')
    return "\n".join(out) + "\n"


def clause_head(clause: Located, page: str, lang: str, root: str,
                edited: EditedChapter) -> str:
    """A concordance entry's opening: anchor, number, page, quotation and a link to the text."""
    w = WORDS[lang]
    label = w["pp"] if "–" in page else w["p"]
    # A letter the 1674 copy does not show is quoted in brackets, as in the edition.
    quoted = tei.with_brackets(clause.phrase, tei.edited_chapter(edited.title))
    return (f'<section class="clause-entry" id="{clause.id.lower()}">'
            f"<h2>{clause.id} <small>({label} {page})</small></h2>"
            f"<blockquote>{cotton_q(quoted, page)}"
            f' <a href="{root}{edited.text_url}#t-{clause.id.lower()}">({w["in_text"]})</a>'
            "</blockquote>")


def section_titles(page: str, lang: str) -> dict[str, str]:
    """The headings with an explicit id of a page's source (``piquet/rules``), by id."""
    path = DOCS / (f"{page}.de.md" if lang == "de" else f"{page}.md")
    return {m["id"]: re.sub(r"[*_`]", "", m["title"])
            for m in HEADING.finditer(path.read_text(encoding="utf-8"))}


def picket_concordance(lang: str, root: str) -> str:
    """Every clause of chapter VI: page, gloss, Piquet rules sections and preset rows.

    The page is read from the TEI and must be the one the clause data states. The links go
    to the sections of the Piquet rules page, labelled with their headings, and to the
    option rows of the presets page (the option's anchor), labelled with the engine's title
    of the option; an unknown section or option stops the build.
    """
    w = WORDS[lang]
    edited = CHAPTERS["picket"]
    titles = section_titles("piquet/rules", lang)
    out = []
    for clause in picket.CLAUSES:
        page = clause_pages(clause.phrase, edited.title)
        if page != clause.page:
            raise ValueError(f"{clause.id} stands on p. {page}, not on p. {clause.page}")
        unknown = [s for s in clause.sections if s not in titles] + [
            o for o in clause.options if o not in PIQUET_OPTIONS]
        if unknown:
            raise KeyError(f"{clause.id}: no Piquet rules section or option {unknown}")
        sections = ", ".join(
            f'<a href="{root}piquet/rules/#{anchor}">{escape(titles[anchor])}</a>'
            for anchor in clause.sections)
        options = ", ".join(
            f'<a href="{root}piquet/presets/#{PIQUET_OPTIONS[option].point}">'
            f"{escape(PIQUET_OPTIONS[option].title.get(lang))}</a>"
            for option in clause.options)
        out.append(
            clause_head(clause, page, lang, root, edited)
            + f"<p>{html_text(clause.gloss_de if lang == 'de' else clause.gloss_en)}</p>"
            + f'<p class="clause-rules"><strong>{w["sections"]}:</strong> {sections}</p>'
            + (f'<p class="clause-options"><strong>{w["options"]}:</strong> {options}</p>'
               if options else "")
            + "</section>")
    return "\n".join(out) + "\n"


def counterparts(title: str) -> dict[str, tuple[str, str]]:
    """For each clause of an edited chapter, the words 1687 prints in its place and their
    page(s), found by aligning the two chapters word by word (words compared without their
    punctuation, long s read as s; the long s is kept in the words returned)."""
    edited = next(c for c in CHAPTERS.values() if c.title == title)
    ours = tei.paged_words(tei.edited_chapter(title))
    theirs_chapter = tei.read_chapter(tei.EDITION_1687, title)
    theirs = tei.paged_words(theirs_chapter)
    shown = tei.paged_words(theirs_chapter, long_s=True)
    a = [re.sub(r"[^\w'-]", "", w) for w, _ in ours]
    b = [re.sub(r"[^\w'-]", "", w) for w, _ in theirs]
    where: dict[int, tuple[int, int]] = {}   # word of 1674 -> (first, end) in 1687
    for _, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        for i in range(i1, i2):
            k = j1 + i - i1
            where[i] = (k, k + 1) if i2 - i1 == j2 - j1 else (j1, j2)
    found: dict[str, tuple[str, str]] = {}
    for clause in edited.clauses:
        target = [re.sub(r"[^\w'-]", "", w) for w in tei.unbracketed(clause.phrase).split()]
        starts = [i for i in range(len(a) - len(target) + 1) if a[i:i + len(target)] == target]
        if len(starts) != 1:
            raise KeyError(f"{clause.id}: not found once in the chapter's words")
        first, end = where[starts[0]][0], where[starts[0] + len(target) - 1][1]
        if end <= first:
            raise ValueError(f"{clause.id}: the 1687 edition has nothing in its place")
        pages = [p for _, p in shown[first:end]]
        span = pages[0] if pages[0] == pages[-1] else f"{pages[0]}–{pages[-1]}"
        # The quotation leaves off the marks at its ends (the clause's own end marks differ).
        words = " ".join(w for w, _ in shown[first:end]).strip(",;:.()")
        found[clause.id] = (words, span)
    return found


def allfours_concordance(lang: str, root: str) -> str:
    """Every clause of chapter X: page, gloss, 1687, later descriptions and rules sections.

    The page is read from the TEI and must be the one the clause data states; the 1687
    reading is found by ``counterparts`` and linked to its page image; the later
    descriptions link to their entries on the sources page; the engine's options whose
    readings rest on the clause link to their rows of ``docs/allfours/presets.md``. An
    unknown section of ``docs/allfours/rules.md``, source or option stops the build.
    """
    w = WORDS[lang]
    edited = CHAPTERS["allfours"]
    titles = section_titles("allfours/rules", lang)
    entries = bib.bibliography().entries
    in_1687 = counterparts(edited.title)
    out = []
    for clause in allfours.CLAUSES:
        page = clause_pages(clause.phrase, edited.title)
        if page != clause.page:
            raise ValueError(f"{clause.id} stands on p. {page}, not on p. {clause.page}")
        unknown = [s for s in clause.sections if s not in titles] + [
            later.key for later in clause.later if later.key not in entries] + [
            o for o in clause.options if o not in ALLFOURS_OPTIONS]
        if unknown:
            raise KeyError(f"{clause.id}: no All-Fours rules section, source or option "
                           f"{unknown}")
        sections = ", ".join(
            f'<a href="{root}allfours/rules/#{anchor}">{escape(titles[anchor])}</a>'
            for anchor in clause.sections)
        options = ", ".join(
            f'<a href="{root}allfours/presets/#{ALLFOURS_OPTIONS[option].point}">'
            f"{escape(ALLFOURS_OPTIONS[option].title.get(lang))}</a>"
            for option in clause.options)
        words, pages = in_1687[clause.id]
        images = " ".join(
            f'<a href="{escape(tei.facsimile_url("1687", p))}">{w["p"]} {p}</a>'
            for p in pages.split("–"))
        later = "".join(
            f'<li><a href="{root}sources/#{item.key}">{escape(bib.short_label(item.key, lang))}'
            f"</a>, {escape(locator(item.locator, lang))}: "
            f"{html_text(item.says_de if lang == 'de' else item.says_en)}</li>"
            for item in clause.later)
        out.append(
            clause_head(clause, page, lang, root, edited)
            + f"<p>{html_text(clause.gloss_de if lang == 'de' else clause.gloss_en)}</p>"
            + f'<p class="clause-1687"><strong>{w["edition_1687"]}:</strong> '
            f"{cotton_q(words, pages, '1687')} ({images})</p>"
            + f'<p class="clause-later"><strong>{w["later"]}:</strong></p>'
            + (f"<ul>{later}</ul>" if later else f"<p>{w['no_later']}</p>")
            + f'<p class="clause-rules"><strong>{w["sections"]}:</strong> {sections}</p>'
            + (f'<p class="clause-options"><strong>{w["options"]}:</strong> {options}</p>'
               if options else "")
            + "</section>")
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

    def expand(match: re.Match[str]) -> str:
        kind, key = match.group(1), match.group(2) or ""
        if key not in CHAPTERS:
            raise KeyError(f"{page.file.src_uri}: no edited chapter {key!r} "
                           f"(known: {', '.join(k for k in CHAPTERS if k)})")
        edited = CHAPTERS[key]
        makers: dict[str, Callable[[], str]] = {
            "text": lambda: diplomatic(root, lang, edited),
            "reading": lambda: reading(lang, root, edited),
            "compare": lambda: comparison(lang, edited),
            "header": lambda: header(lang),
            "concordance": lambda: (picket_concordance(lang, root) if key == "picket"
                                    else allfours_concordance(lang, root) if key == "allfours"
                                    else concordance(lang, root)),
            "analogies": lambda: analogies(lang, root),
        }
        return makers[kind]()

    return MARKER.sub(expand, markdown)
