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
