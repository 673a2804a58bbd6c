"""Cotton's "Picket" beside its sources: every clause has its row, every quotation is exact.

The page (``docs/piquet/cotton-sources.md``) is built from the TEI texts in ``sources/`` and
the alignment in ``sitegen/picket_sources_data.py``. Quotations are compared as
``sitegen/cotton_text.py`` normalises: words broken at a line end joined, white space
collapsed, long s read as s; words, spelling and punctuation must be the keyed text's, on the
printed page given (the unnumbered first page of the 1651 text is cited as [1]).
"""

from __future__ import annotations

import dataclasses
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_helpers import html_path, read

from sitegen import cotton_text as tei
from sitegen import picket_sources as hook
from sitegen import picket_sources_data as data
from sitegen.cotton_picket import CLAUSES

PASSAGES = [(row.clause, p.words, p.pages) for row in data.ALIGNMENTS for p in row.passages]
NOTE_QUOTES = [(row.clause, m["words"], m["pages"]) for row in data.ALIGNMENTS
               for note in (row.note_en, row.note_de)
               for m in hook.SOURCE_QUOTE.finditer(note)]


def test_every_clause_of_cottons_chapter_has_one_row_in_order() -> None:
    assert [row.clause for row in data.ALIGNMENTS] == [c.id for c in CLAUSES]
    assert [c.id for c in CLAUSES] == [f"V{n}" for n in range(1, 59)]


@pytest.mark.parametrize(("clause", "words", "pages"), PASSAGES + NOTE_QUOTES)
def test_each_quotation_of_the_1651_text_is_on_its_page(clause: str, words: str,
                                                        pages: str) -> None:
    place = hook.check_passage(words, pages)
    expected = tei.UNNUMBERED if pages == data.FIRST_PAGE else pages
    assert place.pages == expected, clause


def test_the_first_page_of_the_1651_text_is_the_opening_of_chapter_one() -> None:
    """[1] stands for the unnumbered page where the text begins, not the front matter."""
    place = hook.check_passage(data.ALIGNMENTS[0].passages[0].words, data.FIRST_PAGE)
    assert place.chapter == "CHAP I."


@pytest.mark.parametrize(("words", "pages"), [
    # on the next page, not this one
    ("which soever of the two dips the least Card, he is to deale", "2"),
    # Cotton's word, not the 1651 text's
    ("which soever of the two dips the last Card, he is to deale", "3"),
    # a comma the book does not have
    ("which soever of the two dips the least Card he is to deale", "3"),
    # a word with a letter the keyers could not read ("ho•") is not quoted as if legible
    ("I know not how many Cards you have taken in", "49"),
])
def test_a_misquotation_or_a_wrong_page_stops_the_build(words: str, pages: str) -> None:
    with pytest.raises(ValueError):
        hook.check_passage(words, pages)


def test_a_missing_row_or_an_unexplained_change_stops_the_build(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rows = data.ALIGNMENTS
    monkeypatch.setattr(hook, "ALIGNMENTS", rows[:16] + rows[17:])
    with pytest.raises(ValueError, match="V17"):
        hook.check_alignments()
    changed = dataclasses.replace(rows[16], note_de="")
    monkeypatch.setattr(hook, "ALIGNMENTS", (*rows[:16], changed, *rows[17:]))
    with pytest.raises(ValueError, match="note"):
        hook.check_alignments()
    monkeypatch.setattr(hook, "ALIGNMENTS", rows)
    hook.check_alignments()


def test_every_row_says_what_cotton_did_and_explains_each_change() -> None:
    for row in data.ALIGNMENTS:
        assert row.relation in data.RELATIONS, row.clause
        if row.relation != "added":
            assert row.passages, row.clause
        if row.relation in ("changed", "added"):
            assert row.note_en and row.note_de, row.clause
        assert bool(row.note_en) == bool(row.note_de), row.clause


def test_the_1651_text_is_kept_with_its_tcp_id_and_licence() -> None:
    facts = tei.header_facts(tei.WITNESSES[data.TEXT_1651])
    assert facts["tcp"] == "A92043"
    assert "Creative Commons 0 1.0 Universal" in facts["licence"]
    assert facts["wing"] == "Wing R2100"
    assert (tei.SOURCES / "A92043-README.md").read_text(encoding="utf-8").startswith(
        "#The royall and delightfull game of picquet.")


class Quotations(HTMLParser):
    """The ``<q class="source">`` quotations of a page and the rows of its table."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.quotes: list[tuple[str, str, str]] = []  # (text id, page, words)
        self.rows: dict[str, str] = {}  # row id -> relation
        self.cells: dict[str, list[str]] = {}
        self._q: tuple[str, str] | None = None
        self._words: list[str] = []
        self._row = ""
        self._cell: list[str] | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "q" and "source" in a.get("class", "").split():
            self._q, self._words = (a.get("data-text", ""), a.get("data-page", "")), []
        if tag == "tr" and a.get("data-relation"):
            self._row = a.get("id", "")
            self.rows[self._row] = a["data-relation"]
            self.cells[self._row] = []
        if tag in ("td", "th") and self._row:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "q" and self._q is not None:
            self.quotes.append((*self._q, "".join(self._words)))
            self._q = None
        if tag in ("td", "th") and self._cell is not None and self._row:
            self.cells[self._row].append(" ".join("".join(self._cell).split()))
            self._cell = None
        if tag == "tr":
            self._row = ""

    def handle_data(self, data: str) -> None:
        if self._q is not None:
            self._words.append(data)
        if self._cell is not None:
            self._cell.append(data)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_shows_every_clause_beside_the_1651_text(site: Path, lang: str) -> None:
    page = Quotations(html_path(site, "piquet/cotton-sources", lang).read_text(
        encoding="utf-8"))
    assert list(page.rows) == [f"s-{c.id.lower()}" for c in CLAUSES]
    assert list(page.rows.values()) == [row.relation for row in data.ALIGNMENTS]
    # Cotgrave's chapter, seen in du Coeur's transcription for V1-V13 only (page, #cotgrave)
    not_seen = "not seen" if lang == "en" else "nicht eingesehen"
    for row, cells in page.cells.items():
        seen = row.removeprefix("s-").upper() in data.COTGRAVE_SEEN
        assert (cells[1] != not_seen and cells[1] != "") if seen else cells[1] == not_seen, row
    assert tuple(f"V{n}" for n in range(1, 14)) == data.COTGRAVE_SEEN
    assert page.quotes, "no quotation of the 1651 text on the page"
    for text, pages, words in page.quotes:
        assert text == "A92043"
        hook.check_passage(words, pages)
    shown = {(p, w) for _, p, w in page.quotes}
    assert {(p.pages, p.words) for row in data.ALIGNMENTS for p in row.passages} <= shown


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_summary_counts_the_rows(site: Path, lang: str) -> None:
    text = html_path(site, "piquet/cotton-sources", lang).read_text(encoding="utf-8")
    found = re.search(r'<p class="picket-sources-summary" data-rows="(\d+)">(.*?)</p>', text)
    assert found and int(found.group(1)) == len(CLAUSES)
    numbers = [int(n) for n in re.findall(r"\d+", found.group(2).split(":")[-1])]
    assert sum(numbers[-4:]) == len(CLAUSES)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_history_the_edition_and_the_menu_lead_to_the_page(site: Path, lang: str) -> None:
    for name in ("piquet/history", "piquet/cotton"):
        assert "../cotton-sources/" in read(site, name, lang).links, name
    assert "cotton-sources/" in " ".join(read(site, "piquet/concordance", lang).links)


def test_v19_is_copied_because_cotton_gives_the_35_to_39_rule_himself() -> None:
    """Cotton, p. 82, in the same sentence as V19: 35 to 39 count as 35, 30 to 34 as 30
    (third historian's review, H1), so the clause is copied, and its note quotes him."""
    row = next(r for r in data.ALIGNMENTS if r.clause == "V19")
    assert row.relation == "copied"
    words = "but from thirty five to thirty nine you must count no more than for thirty five"
    assert tei.check_quote(words, "82").pages == "82"
    assert words in row.note_en.replace("thirty\n", "thirty ")


def test_the_labels_follow_the_pages_own_definitions() -> None:
    """Third historian's review, H12: V24 and V58 leave out part of the 1651 rule
    (abridged); V33 names a newer game and V36 drops one word of a list, neither a change
    of the rule (copied); the count is 31 copied, 25 abridged, 2 changed, 0 added."""
    relation = {r.clause: r.relation for r in data.ALIGNMENTS}
    assert (relation["V24"], relation["V58"]) == ("abridged", "abridged")
    assert (relation["V33"], relation["V36"]) == ("copied", "copied")
    assert [c for c, r in relation.items() if r == "changed"] == ["V17", "V57"]
    counts = [list(relation.values()).count(r) for r in data.RELATIONS]
    assert counts == [31, 25, 2, 0]


def test_a_cotgrave_cell_stands_exactly_where_cotgrave_was_seen(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rows = data.ALIGNMENTS
    bare = dataclasses.replace(rows[12], cotgrave_en="", cotgrave_de="")  # V13
    monkeypatch.setattr(hook, "ALIGNMENTS", (*rows[:12], bare, *rows[13:]))
    with pytest.raises(ValueError, match="V13: Cotgrave's chapter was seen"):
        hook.check_alignments()
    claimed = dataclasses.replace(rows[13], cotgrave_en="x", cotgrave_de="x")  # V14
    monkeypatch.setattr(hook, "ALIGNMENTS", (*rows[:13], claimed, *rows[14:]))
    with pytest.raises(ValueError, match="V14: Cotgrave's chapter was not seen"):
        hook.check_alignments()


def test_page_images_are_made_from_the_tei_facs_values() -> None:
    """The first text page of 1651, unnumbered, is the image before page 2 (facs
    tcp:169861:5); the address follows the 1674 links' pattern with each file's own EEBO
    number and image set; a page the text does not have is refused."""
    assert tei.facsimile_url("A92043", "[1]").endswith(
        "pubId=eebo-99868185e&pageId=eebo-99868185e-169861-5")
    assert tei.facsimile_url("A92043", "3").endswith("-169861-6")
    assert tei.facsimile_url("1687", "59").endswith(
        "pubId=eebo-53299015e&pageId=eebo-53299015e-179790-39")
    # the same pattern gives the 1674 edition's existing links (cotton_text.IMAGE_URL)
    assert tei.facsimile_url("1674", "80") == tei.IMAGE_URL.format(image="49")
    with pytest.raises(KeyError, match=r"A92043\.xml has no printed page '63'"):
        tei.facsimile_url("A92043", "63")
    with pytest.raises(KeyError, match=r"B02403\.xml has no printed page '999'"):
        hook.facsimile_links("({facs:1687:999})", "en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_of_1651_in_the_table_links_to_its_image(site: Path, lang: str) -> None:
    text = html_path(site, "piquet/cotton-sources", lang).read_text(encoding="utf-8")
    links = re.findall(r'<a class="tei-facs" href="([^"]+)"[^>]*>([^<]+)</a>', text)
    pages = {p for row in data.ALIGNMENTS for ps in row.passages for p in ps.pages.split("–")}
    assert pages <= {label for _, label in links}
    for href, label in links:
        assert href.replace("&amp;", "&") == tei.facsimile_url("A92043", label)


@pytest.mark.parametrize(("name", "page"), [("piquet/cotton", "59"), ("piquet/glossary", "59"),
                                            ("piquet/history", "59")])
def test_quotations_of_1687_keep_the_long_s_and_link_their_page_image(
        site: Path, name: str, page: str) -> None:
    text = html_path(site, name, "en").read_text(encoding="utf-8")
    assert "Huictieſms and Neufieſms" in text or "which laſt is called" in text
    assert tei.facsimile_url("1687", page).replace("&", "&amp;") in text
