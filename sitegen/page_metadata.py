"""MkDocs hook: every page describes itself to reference managers, search engines and link
previews, and offers its own citation as BibTeX and RIS.

In the head of every page (``overrides/main.html`` writes ``page_metadata``):

- Highwire Press ``citation_*`` tags, which Zotero's "Embedded Metadata" translator, Google
  Scholar and most reference managers read without a site-specific translator: title,
  author (the project, as ``CITATION.cff`` names it), the date of the page's text as
  publication and online date, language, publisher, the page's public address
  (``citation_public_url``, ``citation_abstract_html_url``);
- Dublin Core (``DC.*``), with the version as ``prism.versionIdentifier`` (PRISM, a
  vocabulary the same translator knows);
- Open Graph (``og:*``) and ``twitter:card``, so that a shared link, including a play page's
  deal link (``play/#deal=…``), previews with the page's title, naming its game.
  ``og:type`` is ``website``: Zotero reads it as a web page, where ``citation_title`` alone
  would make it guess a journal article.

A page that edits a chapter of Cotton (it carries a ``<!-- cotton-text -->`` marker, see
``sitegen/cotton.py``) is a section of a book, and says which: ``citation_inbook_title`` and
``citation_book_title`` (Zotero: item type "book section"), the chapter's first and last
page read from the TEI file (``citation_firstpage``, ``citation_lastpage``), the edition
(``prism.edition``) and the whole book as ``DC.source``, from the entry ``cotton1674`` of
``docs/bibliography.bib``.

The page's description (Material writes ``<meta name="description">`` from
``page.meta.description``) is the page's own ``description:`` front matter, else the
opening of its first paragraph, so that no page shows the site's general description.

Each page's citation is also written as ``cite/<name>.bib`` (BibLaTeX ``@online``, or
``@incollection`` for a chapter of Cotton; pybtex) and ``cite/<name>.ris`` (rispy) under the
page's language root, ``<name>`` being the page's citation anchor without ``cite-``
(``cite/piquet-rules.bib``, ``de/cite/piquet-rules.ris``); the sources page and the foot of
each page link to them (``sitegen/bibliography.py``). Title, date, version and address are
those of the page's suggested citation (``bibliography.citation``), with the site's
configured address.
"""

from __future__ import annotations

import functools
import html
import io
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import rispy  # type: ignore[import-untyped]
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from pybtex.database import BibliographyData, Entry, Person  # type: ignore[import-untyped]
from pybtex.database.output.bibtex import Writer  # type: ignore[import-untyped]

from sitegen import bibliography as bib
from sitegen import cotton_text as tei
from sitegen.cotton import CHAPTERS
from sitegen.page_titles import SEPARATOR, game_names
from sitegen.site_common import page_lang

#: The creator of every page, as ``CITATION.cff`` names the project's authors.
AUTHOR = "Penneech project contributors"
#: Open Graph's locale of each language of the site.
LOCALES = {"en": "en_GB", "de": "de_DE"}
#: BibLaTeX's name of each language (``langid``).
LANGIDS = {"en": "english", "de": "ngerman"}
#: The longest derived description, in characters (search engines show about 160).
DESCRIPTION_LENGTH = 200
#: A page that edits a chapter of Cotton: the marker ``sitegen/cotton.py`` expands.
COTTON_TEXT = re.compile(r"<!-- cotton-text(?::(\w+))? -->")
#: The edition the site edits, by its key in ``docs/bibliography.bib``.
EDITION_KEY = "cotton1674"


@dataclass(frozen=True)
class Chapter:
    """The chapter of a book a page edits."""

    book: str
    full_title: str
    book_author: str
    year: str
    place: str
    publisher: str
    number: str
    first_page: str
    last_page: str

    def reference(self, lang: str) -> str:
        """The book and the chapter's place in it, as ``DC.source`` gives them."""
        chap, pp = ("Kap.", "S.") if lang == "de" else ("chap.", "pp.")
        return (f"{self.book_author}: {self.full_title}. {self.place}: {self.publisher}, "
                f"{self.year}, {chap} {self.number}, {pp} {self.first_page}–{self.last_page}")


@dataclass(frozen=True)
class PageCitation:
    """What a page says about itself: the parts of its suggested citation and more."""

    name: str
    lang: str
    title: str
    url: str
    date: str
    version: str
    site_title: str
    site_name: str
    description: str
    og_title: str
    rights: str
    chapter: Chapter | None

    @property
    def slash_date(self) -> str:
        """The date as Highwire's tags write it (``2026/03/01``)."""
        return self.date.replace("-", "/")


def plain(markdown: str) -> str:
    """A heading's text without Markdown's emphasis and code marks.

    >>> plain("Cotton's *Picket* and its `sources`")
    "Cotton's Picket and its sources"
    """
    return re.sub(r"(?<!\w)[*_`]+|[*_`]+(?!\w)", "", markdown).strip()


@functools.cache
def chapter(suffix: str) -> Chapter:
    """The chapter of ``sitegen/cotton.py``'s ``CHAPTERS[suffix]``: its number and pages read
    from the TEI file of 1674, the book from ``docs/bibliography.bib``."""
    text = tei.edited_chapter(CHAPTERS[suffix].title)
    number = re.match(r"CHAP\.\s*([IVXLC]+)\.", text.head)
    if not number:
        raise ValueError(f"no chapter number in the TEI heading {text.head!r}")
    last = text.pages[-1][0] if text.pages else text.first_page
    entry = bib.bibliography().entries[EDITION_KEY]
    full = bib._field(entry, "title")
    return Chapter(book=full.split(",")[0].strip(), full_title=full,
                   book_author=bib.responsible(entry), year=bib._field(entry, "year"),
                   place=bib._field(entry, "address"), publisher=bib._field(entry, "publisher"),
                   number=number.group(1), first_page=text.first_page, last_page=last)


def edited_chapter(page: Page) -> Chapter | None:
    """The chapter of Cotton a page edits, if it edits one."""
    path = Path(page.file.abs_src_path or "")
    found = COTTON_TEXT.search(path.read_text(encoding="utf-8")) if path.is_file() else None
    return chapter(found.group(1) or "") if found else None


class _FirstParagraph(HTMLParser):
    """The text of the first paragraph of a page's content long enough to describe it
    (footnote marks and heading anchors left out). A ``<noscript>`` note says what a
    browser without JavaScript misses (above the game of a play page), not what the page
    is: it is passed over."""

    MINIMUM = 60
    PIECE = 4096

    def __init__(self, content: str) -> None:
        super().__init__(convert_charrefs=True)
        self.found = ""
        self._parts: list[str] | None = None
        self._skip = 0
        self._noscript = 0
        # fed a piece at a time, and no further once the paragraph is found
        for start in range(0, len(content), self.PIECE):
            self.feed(content[start:start + self.PIECE])
            if self.found:
                break

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.found:
            return
        if tag == "noscript":
            self._noscript += 1
        elif self._noscript:
            return
        elif tag == "p" and self._parts is None:
            self._parts = []
        elif tag in ("sup", "script", "style") or (
                tag == "a" and "headerlink" in (dict(attrs).get("class") or "")):
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if self.found:
            return
        if tag == "noscript":
            self._noscript = max(0, self._noscript - 1)
        elif self._noscript:
            return
        elif tag in ("sup", "script", "style", "a") and self._skip:
            self._skip -= 1
        elif tag == "p" and self._parts is not None:
            text = " ".join("".join(self._parts).split())
            self._parts = None
            if len(text) >= self.MINIMUM:
                self.found = text

    def handle_data(self, data: str) -> None:
        if self._parts is not None and not self._skip and not self._noscript and not self.found:
            self._parts.append(data)


def shorten(text: str, limit: int = DESCRIPTION_LENGTH) -> str:
    """``text`` cut to at most ``limit`` characters: after its last whole sentence that
    fits, if that leaves at least half, else at a word boundary, marked "…".

    >>> shorten("One. Two three four five six.", 20)
    'One. Two three…'
    >>> shorten("One two three. Four five.", 20)
    'One two three.'
    >>> shorten("One two", 9)
    'One two'
    """
    if len(text) <= limit:
        return text
    sentences = [m.end() for m in re.finditer(r"[.!?](?=\s)", text[:limit])]
    if sentences and sentences[-1] >= limit // 2:
        return text[:sentences[-1]]
    cut = text[:limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:–—(")
    return cut + "…"


def description(page: Page) -> str:
    """The page's ``description:`` front matter, else the opening of its first paragraph."""
    given = page.meta.get("description")
    if given:
        return " ".join(str(given).split())
    found = _FirstParagraph(page.content or "").found
    if not found:
        raise ValueError(f"{page.file.src_uri}: no paragraph to describe the page; give it "
                         "a description: in its front matter")
    return shorten(found)


def page_game(page: Page, lang: str) -> str | None:
    """The game whose section of the navigation a page is in, if any."""
    sections = [str(section.title) for section in page.ancestors]
    return sections[-1] if sections and sections[-1] in game_names(lang) else None


def citation_of(page: Page, config: MkDocsConfig) -> PageCitation:
    """Everything the page's tags and downloads say, from the same sources as its suggested
    citation on the sources page."""
    lang = page_lang(page)
    title = plain(bib.page_title(page.file))
    game = page_game(page, lang)
    og_title = title if game is None or game in title else f"{title}{SEPARATOR}{game}"
    site = bib.bibliography().entries[bib.SITE_KEY]
    rights = bib._field(site, "notede" if lang == "de" else "note")
    return PageCitation(
        name=bib.cite_anchor(page.file.src_uri).removeprefix("cite-"), lang=lang,
        title=title, url=bib.page_url(page.file, config),
        date=bib.text_date(page.file.src_uri), version=bib.version(),
        site_title=bib.SITE_TITLE[lang], site_name=str(config["site_name"]),
        description=description(page), og_title=og_title, rights=rights,
        chapter=edited_chapter(page))


def tags(c: PageCitation) -> list[tuple[str, str, str]]:
    """The head's metadata as (attribute, name, content), in the order written."""
    other = [lang for lang in LOCALES if lang != c.lang]
    found: list[tuple[str, str, str]] = [
        ("name", "citation_title", c.title),
        ("name", "citation_author", AUTHOR),
        ("name", "citation_publication_date", c.slash_date),
        ("name", "citation_online_date", c.slash_date),
        ("name", "citation_publisher", AUTHOR),
        ("name", "citation_language", c.lang),
        ("name", "citation_public_url", c.url),
        ("name", "citation_abstract_html_url", c.url),
    ]
    if c.chapter:
        found += [
            ("name", "citation_inbook_title", c.chapter.book),
            ("name", "citation_book_title", c.chapter.book),
            ("name", "citation_firstpage", c.chapter.first_page),
            ("name", "citation_lastpage", c.chapter.last_page),
        ]
    found += [
        ("name", "DC.title", c.title),
        ("name", "DC.creator", AUTHOR),
        ("name", "DC.publisher", AUTHOR),
        ("name", "DC.date", c.date),
        ("name", "DC.language", c.lang),
        ("name", "DC.identifier", c.url),
        ("name", "DC.type", "Text"),
        ("name", "DC.rights", c.rights),
        ("name", "prism.versionIdentifier", c.version),
    ]
    if c.chapter:
        found += [("name", "DC.source", c.chapter.reference(c.lang)),
                  ("name", "prism.edition", c.chapter.year)]
    found += [
        ("property", "og:title", c.og_title),
        ("property", "og:description", c.description),
        ("property", "og:url", c.url),
        ("property", "og:type", "website"),
        ("property", "og:site_name", c.site_name),
        ("property", "og:locale", LOCALES[c.lang]),
        *[("property", "og:locale:alternate", LOCALES[lang]) for lang in other],
        ("name", "twitter:card", "summary"),
    ]
    return found


def head_html(c: PageCitation) -> str:
    """The ``<meta>`` elements of ``tags``, escaped."""
    return "\n".join(f'<meta {attr}="{name}" content="{html.escape(content)}">'
                     for attr, name, content in tags(c))


class _Writer(Writer):  # type: ignore[misc]
    """pybtex's BibTeX writer, leaving the address as it is (BibLaTeX reads ``url``
    verbatim, so "_" or "%" must not be escaped)."""

    def _write_field(self, stream: Any, type: str, value: str) -> None:
        if type == "url":
            stream.write(f",\n    {type} = {self.quote(value)}")
        else:
            super()._write_field(stream, type, value)


def bibtex_key(c: PageCitation) -> str:
    """The BibTeX key of a page's entry: ``penneech-piquet-rules`` (``-de`` in German)."""
    return f"penneech-{c.name}" + ("-de" if c.lang == "de" else "")


def bibtex(c: PageCitation) -> str:
    """The page's citation as a BibLaTeX entry: ``@online``, or ``@incollection`` for a page
    that edits a chapter of Cotton (the book as ``booktitle``, its year and place as
    ``origdate`` and ``origlocation``)."""
    fields = {"title": "{" + c.title + "}", "date": c.date, "year": c.date[:4],
              "version": c.version, "url": c.url, "langid": LANGIDS[c.lang]}
    if c.chapter:
        kind = "incollection"
        fields.update({"booktitle": "{" + c.chapter.book + "}", "chapter": c.chapter.number,
                       "pages": f"{c.chapter.first_page}--{c.chapter.last_page}",
                       "origdate": c.chapter.year, "origlocation": c.chapter.place,
                       "origpublisher": c.chapter.publisher, "publisher": AUTHOR,
                       "note": c.site_title})
    else:
        kind = "online"
        fields["organization"] = c.site_title
    entry = Entry(kind, fields=fields, persons={"author": [Person("{" + AUTHOR + "}")]})
    out = io.StringIO()
    _Writer(encoding="UTF-8").write_stream(BibliographyData({bibtex_key(c): entry}), out)
    return out.getvalue()


class _RisWriter(rispy.RisWriter):  # type: ignore[misc]
    """rispy's writer without its numbered line before each record, which RIS does not
    have."""

    def set_header(self, count: int) -> str:
        return ""


def ris(c: PageCitation) -> str:
    """The page's citation as an RIS record: ``ELEC`` (web page), or ``CHAP`` for a page that
    edits a chapter of Cotton (book title, pages and edition of 1674)."""
    record: dict[str, Any] = {
        "type_of_reference": "CHAP" if c.chapter else "ELEC",
        "title": c.title, "authors": [AUTHOR], "year": c.date[:4], "date": c.slash_date,
        "publisher": AUTHOR, "language": c.lang, "urls": [c.url],
        "notes": [f"Version {c.version}"],
    }
    if c.chapter:
        record.update({"secondary_title": c.chapter.book, "start_page": c.chapter.first_page,
                       "end_page": c.chapter.last_page, "edition": c.chapter.year,
                       "original_publication": c.chapter.reference(c.lang)})
    else:
        record["secondary_title"] = c.site_title
    return str(rispy.dumps([record], implementation=_RisWriter))


def download_path(name: str, lang: str, suffix: str) -> str:
    """Where a page's BibTeX or RIS file is, from the site's root: ``cite/rules.bib``,
    ``de/cite/rules.ris``."""
    return ("de/" if lang == "de" else "") + f"{bib.CITE_DIR}/{name}.{suffix}"


def on_page_context(context: dict[str, Any], page: Page, config: MkDocsConfig,
                    nav: Navigation, **kwargs: Any) -> dict[str, Any]:
    """Give the template the page's metadata, set its description, and write its BibTeX
    and RIS files."""
    c = citation_of(page, config)
    # Material writes the description into an attribute as it is (no autoescape)
    page.meta["description"] = html.escape(c.description)
    context["page_metadata"] = head_html(c)
    site = Path(config["site_dir"])
    for suffix, text in (("bib", bibtex(c)), ("ris", ris(c))):
        out = site / download_path(c.name, c.lang, suffix)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
    return context
