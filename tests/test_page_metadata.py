"""Every page of the built site can be cited by a reference manager, as a scholarly edition
can: read from the page's own head, or downloaded as BibTeX or RIS.

The tags are those Zotero's "Embedded Metadata" translator and Google Scholar read: Highwire
Press ``citation_*`` (title, author, dates, language, publisher, public address; on a page
that edits a chapter of Cotton the book, its edition and the chapter's first and last page),
Dublin Core, and Open Graph for a shared link's preview. Every check below reads the built
HTML of every page, in both languages, found by walking the built site.
"""

from __future__ import annotations

import doctest
import re
from collections import Counter, defaultdict
from html.parser import HTMLParser
from pathlib import Path

import pytest
import rispy  # type: ignore[import-untyped]
import yaml  # type: ignore[import-untyped]
from pybtex.database import parse_string  # type: ignore[import-untyped]
from site_helpers import DOCS, ROOT, html_path, is_play_page, page_names
from test_bibliography import VERSION, site_url

from penneech.games import GAMES
from sitegen import bibliography as bib
from sitegen import page_metadata
from sitegen.cotton import CHAPTERS

#: The tags every page carries exactly once, none empty.
REQUIRED = (
    "citation_title", "citation_author", "citation_publication_date", "citation_online_date",
    "citation_publisher", "citation_language", "citation_public_url",
    "citation_abstract_html_url", "DC.title", "DC.creator", "DC.publisher", "DC.date",
    "DC.language", "DC.identifier", "DC.type", "DC.rights", "prism.versionIdentifier",
    "description", "og:title", "og:description", "og:url", "og:type", "og:site_name",
    "og:locale", "og:locale:alternate", "twitter:card",
)
#: The tags a page editing a chapter of Cotton carries besides, and no other page does.
CHAPTER_TAGS = ("citation_inbook_title", "citation_book_title", "citation_firstpage",
                "citation_lastpage", "DC.source", "prism.edition")
AUTHOR = "Penneech project contributors"
OG_LOCALE = {"en": "en_GB", "de": "de_DE"}
#: A page's note for a browser without JavaScript.
NOSCRIPT = re.compile(r"<noscript>(.*?)</noscript>", re.S)


class Head(HTMLParser):
    """What a built page says about itself: its ``<meta>`` tags, canonical address, title
    and language, the paragraphs of its article, the page marks of an edited chapter of
    Cotton ("[p. 148]"), and the links of its foot line."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.meta: defaultdict[str, list[str]] = defaultdict(list)
        self.canonical = ""
        self.lang = ""
        self.title = ""
        self.page_marks: list[str] = []
        self.paragraphs: list[str] = []
        self.foot_links: list[str] = []
        self._article = False
        self._foot = False
        #: the text being read of the title, a paragraph and a page mark
        self._open: dict[str, list[str]] = {}
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.lang = a.get("lang", "")
        elif tag == "meta" and ("name" in a or "property" in a):
            self.meta[a.get("name") or a["property"]].append(a.get("content", ""))
        elif tag == "link" and a.get("rel") == "canonical":
            self.canonical = a.get("href", "")
        elif tag == "article":
            self._article = True
        elif tag == "div" and "page-version" in a.get("class", ""):
            self._foot = True
        if tag == "title" or (tag == "p" and self._article) or \
                (tag == "a" and "tei-pb" in a.get("class", "")):
            self._open[tag] = []
        if tag == "a" and self._foot and "href" in a:
            self.foot_links.append(a["href"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "article":
            self._article = False
        elif tag == "div":
            self._foot = False
        if tag not in self._open:
            return
        text = " ".join("".join(self._open.pop(tag)).split())
        if tag == "title":
            self.title = text
        elif tag == "a":
            self.page_marks.append(text)
        else:
            self.paragraphs.append(text)

    def handle_data(self, data: str) -> None:
        for parts in self._open.values():
            parts.append(data)

    def one(self, name: str) -> str:
        """The content of the page's only tag ``name``."""
        values = self.meta[name]
        assert len(values) == 1, (name, values)
        return values[0]


def walk(site: Path) -> dict[str, Path]:
    """Every page of the built site by its path ("de/piquet/rules/"), found by walking the
    folder; the 404 page has no address of its own to cite and is left out."""
    return {p.parent.relative_to(site).as_posix().removeprefix(".") + "/" if
            p.parent != site else "": p
            for p in site.rglob("*.html") if p.name != "404.html"}


def lang_of(path: str) -> str:
    return "de" if path.startswith("de/") else "en"


@pytest.fixture(scope="module")
def pages(site: Path) -> dict[str, Head]:
    """Every built page, parsed, by its path."""
    return {path: Head(file.read_text(encoding="utf-8")) for path, file in walk(site).items()}


def source_of(path: str) -> Path:
    """The Markdown source of a built page."""
    lang = lang_of(path)
    name = path.removeprefix("de/").rstrip("/") or "index"
    suffix = ".de.md" if lang == "de" else ".md"
    for candidate in (DOCS / (name + suffix), DOCS / name / ("index" + suffix)):
        if candidate.is_file():
            return candidate
    raise AssertionError(f"no source for {path}")


def edits_a_chapter(path: str) -> bool:
    """Whether a page's source prints a chapter of Cotton (``<!-- cotton-text -->``)."""
    return bool(page_metadata.COTTON_TEXT.search(source_of(path).read_text(encoding="utf-8")))


def test_the_walk_finds_every_page_in_both_languages(site: Path) -> None:
    """The pages walked are exactly the pages of ``docs/``, each in English and German, so
    that no page escapes the checks below."""
    expected = {html_path(site, name, lang) for name in page_names() for lang in ("en", "de")}
    assert set(walk(site).values()) == expected


def test_every_page_carries_each_tag_once_and_none_empty(pages: dict[str, Head]) -> None:
    """A reference manager reads one title, one date, one address: a tag given twice (as
    Material's description would be, were the hook to write its own) or left empty would
    leave it guessing."""
    problems = []
    for path, head in pages.items():
        for name in REQUIRED:
            values = head.meta[name]
            if len(values) != 1 or not values[0].strip():
                problems.append((path, name, values))
        chapter = edits_a_chapter(path)
        for name in CHAPTER_TAGS:
            if len(head.meta[name]) != (1 if chapter else 0):
                problems.append((path, name, head.meta[name]))
        if head.one("citation_author") != AUTHOR or head.one("DC.creator") != AUTHOR:
            problems.append((path, "author", head.meta["citation_author"]))
        if head.one("prism.versionIdentifier") != VERSION:
            problems.append((path, "version", head.meta["prism.versionIdentifier"]))
        if head.one("og:type") != "website":   # Zotero: a web page, not a journal article
            problems.append((path, "og:type", head.meta["og:type"]))
    assert not problems, problems[:10]
    assert any(edits_a_chapter(path) for path in pages)


def test_every_page_names_its_own_public_address(pages: dict[str, Head]) -> None:
    """``citation_public_url`` and its siblings are the page's canonical address under the
    configured site address, so that a citation leads back to the page cited."""
    for path, head in pages.items():
        own = site_url() + path
        assert head.canonical == own, (path, head.canonical)
        for name in ("citation_public_url", "citation_abstract_html_url", "DC.identifier",
                     "og:url"):
            assert head.one(name) == own, (path, name)


def test_every_page_states_its_language(pages: dict[str, Head]) -> None:
    """The language of the tags is the page's own: German under ``de/``, English elsewhere;
    the other language is the preview's alternate locale."""
    for path, head in pages.items():
        lang = lang_of(path)
        assert head.lang == lang, path
        assert head.one("citation_language") == head.one("DC.language") == lang, path
        assert head.one("og:locale") == OG_LOCALE[lang], path
        assert head.one("og:locale:alternate") == OG_LOCALE["de" if lang == "en" else "en"]


def test_every_page_is_dated_by_its_text(pages: dict[str, Head]) -> None:
    """The publication and online dates are the date of the page's text that its foot line
    gives ("text of 2026-03-01"), not the day of the build."""
    for path, head in pages.items():
        foot = [p for p in head.paragraphs if p.startswith("Version ")]
        assert foot, path
        date = re.search(r"(?:text of|Textstand) (\d{4}-\d{2}-\d{2})", foot[-1])
        assert date, (path, foot[-1])
        assert head.one("DC.date") == date.group(1), path
        slashed = date.group(1).replace("-", "/")
        assert head.one("citation_publication_date") == slashed, path
        assert head.one("citation_online_date") == slashed, path


def test_every_page_has_its_own_description(pages: dict[str, Head]) -> None:
    """A search result or a shared link shows what the page is about: no two pages share
    a description, and none falls back to the site's general one."""
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"),
                       Loader=yaml.BaseLoader)
    defaults = {" ".join(config["site_description"].split())} | {
        " ".join(language["site_description"].split())
        for language in config["plugins"][1]["i18n"]["languages"]
        if "site_description" in language}
    assert len(defaults) == 2
    seen = Counter(head.one("description") for head in pages.values())
    assert not [d for d, n in seen.items() if n > 1], [d for d, n in seen.items() if n > 1]
    for path, head in pages.items():
        description = head.one("description")
        assert description not in defaults, path
        assert head.one("og:description") == description, path
        assert len(description) <= page_metadata.DESCRIPTION_LENGTH, path


def test_a_play_page_is_described_by_its_introduction(site: Path,
                                                     pages: dict[str, Head]) -> None:
    """A play page opens with its game (the player review, round 3: on a phone the hand
    must be on the first screen), its introduction below it; above the game stands only the
    note for a browser without JavaScript. The description is still the introduction,
    never that note."""
    play = [path for path in pages if is_play_page(path)]
    assert play and len(play) % 2 == 0
    for path in play:
        html = (site / path / "index.html").read_text(encoding="utf-8")
        noscript = NOSCRIPT.search(html)
        assert noscript, path
        note = " ".join(re.sub(r"<[^>]+>", "", noscript.group(1)).split())
        description = pages[path].one("description").removesuffix("…")
        assert description[:40] not in note, path
        assert description[:40] in " ".join(pages[path].paragraphs), path
    found = page_metadata._FirstParagraph(
        "<h1>Play</h1><noscript><p>The game needs JavaScript, because the engine runs in "
        "your <a href='#'>browser</a>, and more.</p></noscript><div class='x-play'></div>"
        "<p>Play a game against the computer under any reading of the rules there are.</p>")
    assert found.found.startswith("Play a game")


def test_a_shared_link_previews_with_the_page_and_its_game(pages: dict[str, Head]) -> None:
    """``og:title`` is the title a citation gives the page, and names the game of a page in
    a game's section ("Glossary · Piquet"), so that a shared deal link of a play page
    (``piquet/play/#deal=…``) previews as that game's play page."""
    for path, head in pages.items():
        title, og = head.one("citation_title"), head.one("og:title")
        assert head.one("DC.title") == title, path
        assert og.startswith(title), (path, og)
        names = {str(GAMES[g].name.get(lang_of(path))) for g in GAMES}
        game = head.title.rsplit(" · ", 1)[-1]
        if game in names:   # the browser's title ends with the page's game
            assert game in og, (path, og)
        if is_play_page(path):
            assert game in names and game in og, (path, head.title, og)


def test_every_page_is_titled_as_its_suggested_citation_titles_it(site: Path,
                                                                  pages: dict[str, Head]) -> None:
    """The tags and the suggested citation on the sources page give the same title."""
    cited = {lang: sources_citations(site, lang) for lang in ("en", "de")}
    for path, head in pages.items():
        lang = lang_of(path)
        url = head.one("citation_public_url")
        quoted = {"en": "“{}", "de": "„{}"}[lang].format(head.one("citation_title"))
        assert [line for line in cited[lang] if url in line and quoted in line], (path, quoted)


def sources_citations(site: Path, lang: str) -> list[str]:
    """The text of each suggested citation on the sources page (one list item each)."""
    html = html_path(site, "sources", lang).read_text(encoding="utf-8")
    return [" ".join(re.sub(r"<[^>]+>", "", m).split()).replace("&amp;", "&")
            .replace("&quot;", '"').replace("&#x27;", "'")
            for m in re.findall(r'<span class="suggested-citation"[^>]*>(.*?)</span>', html,
                                re.S)]


def test_cottons_pages_name_the_book_and_the_pages_they_print(site: Path,
                                                              pages: dict[str, Head]) -> None:
    """A page that prints a chapter of Cotton cites it as a section of the book: the book's
    short title and edition from ``docs/bibliography.bib`` (``cotton1674``), and the first
    and last page that the page itself states ("pages 148–149") and marks in the text."""
    entry = bib.bibliography().entries["cotton1674"]
    book = str(entry.fields["title"]).strip("{}").split(",")[0]
    found = 0
    for path, head in pages.items():
        if not edits_a_chapter(path):
            continue
        found += 1
        assert head.one("citation_inbook_title") == head.one("citation_book_title") == book
        assert head.one("prism.edition") == str(entry.fields["year"]) == "1674"
        first, last = head.one("citation_firstpage"), head.one("citation_lastpage")
        word = "Seiten" if lang_of(path) == "de" else "pages"
        assert f"{word} {first}–{last}" in head.paragraphs[0], (path, head.paragraphs[0])
        marked = [int(re.sub(r"\D", "", mark)) for mark in head.page_marks]
        assert marked and min(marked) == int(first) and max(marked) == int(last), \
            (path, marked, first, last)
        assert f"{first}–{last}" in head.one("DC.source") and "1674" in head.one("DC.source")
    # every chapter the site edits (XXII, VI and X), in both languages
    assert found == 2 * len(CHAPTERS) == 6, found


def test_every_page_offers_its_citation_as_bibtex_and_ris(site: Path,
                                                          pages: dict[str, Head]) -> None:
    """The foot of each page links to its citation as BibTeX and RIS; each file parses
    (pybtex, rispy) and names the page's title, address, date, version and author, and on
    Cotton's pages the book and the pages."""
    for path, head in pages.items():
        downloads = {link.rsplit(".", 1)[-1]: (site_dir(site, path) / link).resolve()
                     for link in head.foot_links if link.endswith((".bib", ".ris"))}
        assert set(downloads) == {"bib", "ris"}, (path, head.foot_links)
        assert all(file.is_file() for file in downloads.values()), (path, downloads)
        title, url = head.one("citation_title"), head.one("citation_public_url")
        chapter = edits_a_chapter(path)

        data = parse_string(downloads["bib"].read_text(encoding="utf-8"), "bibtex")
        assert len(data.entries) == 1, path
        entry = next(iter(data.entries.values()))
        assert entry.type == ("incollection" if chapter else "online"), path
        assert str(entry.fields["title"]).strip("{}") == title, path
        assert entry.fields["url"] == url and entry.fields["version"] == VERSION, path
        assert entry.fields["date"] == head.one("DC.date"), path
        assert [str(p) for p in entry.persons["author"]] == ["{" + AUTHOR + "}"], path
        if chapter:
            assert entry.fields["pages"] == (f"{head.one('citation_firstpage')}--"
                                             f"{head.one('citation_lastpage')}"), path
            assert str(entry.fields["booktitle"]).strip("{}") == \
                head.one("citation_book_title"), path

        records = rispy.loads(downloads["ris"].read_text(encoding="utf-8"))
        assert len(records) == 1, path
        record = records[0]
        assert record["type_of_reference"] == ("CHAP" if chapter else "ELEC"), path
        assert record["title"] == title and record["urls"] == [url], path
        assert record["authors"] == [AUTHOR], path
        assert record["date"] == head.one("citation_publication_date"), path
        assert f"Version {VERSION}" in record["notes"], path
        if chapter:
            assert (record["start_page"], record["end_page"]) == (
                head.one("citation_firstpage"), head.one("citation_lastpage")), path
            assert record["secondary_title"] == head.one("citation_book_title"), path


def site_dir(site: Path, path: str) -> Path:
    return site / path if path else site


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_sources_page_offers_each_citation_as_bibtex_and_ris(site: Path, lang: str) -> None:
    """Beside each suggested citation on the sources page, its BibTeX and RIS files, which
    exist and are the files the page's own foot links to."""
    html = html_path(site, "sources", lang).read_text(encoding="utf-8")
    rows = re.findall(r'<span class="suggested-citation" id="cite-([^"]+)">.*?</span>\s*'
                      r'\(<a href="([^"]+)"[^>]*>BibTeX</a> · <a href="([^"]+)"[^>]*>RIS</a>\)',
                      html, re.S)
    assert len(rows) == len(page_names()), len(rows)
    folder = html_path(site, "sources", lang).parent
    for name, bib_link, ris_link in rows:
        assert bib_link == f"../cite/{name}.bib" and ris_link == f"../cite/{name}.ris"
        assert (folder / bib_link).resolve().is_file() and (folder / ris_link).is_file()


def test_the_metadata_helpers_do_what_their_examples_show() -> None:
    """The examples in ``sitegen/page_metadata.py`` (titles without Markdown's marks,
    descriptions cut after a sentence) run and give what they show."""
    result = doctest.testmod(page_metadata)
    assert result.attempted >= 4 and result.failed == 0
