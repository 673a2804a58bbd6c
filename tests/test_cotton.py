"""Cotton's text as shown on the site is the TEI text, and every clause is tied to a reading.

Normalisations for comparing (documented in ``sitegen/cotton_text.py``): words broken at a
line end are joined, white space is collapsed, long s is read as s, and the one illegible
letter of 1674 is read as the "n" of the 1687 edition; page-break markers are not words.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_helpers import html_path, read

from penneech.games.penneech.agreed import AGREED
from penneech.games.penneech.events import REASON_SOURCES
from penneech.games.penneech.options import OPTIONS
from sitegen import cotton_text as tei
from sitegen.cotton_data import ANALOGIES, CLAUSES


class DiplomaticText(HTMLParser):
    """The words inside ``<div id="diplomatic">``, without page-break markers."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.depth = 0
        self.skip = 0
        self.chunks: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "div" and a.get("id") == "diplomatic":
            self.depth = 1
        elif self.depth and tag == "div":
            self.depth += 1
        if self.depth and "tei-pb" in (a.get("class") or ""):
            self.skip += 1

    def handle_endtag(self, tag: str) -> None:
        if self.depth and tag == "div":
            self.depth -= 1
        if self.skip and tag == "a":
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if self.depth and not self.skip:
            self.chunks.append(data)

    @property
    def words(self) -> list[str]:
        return "".join(self.chunks).replace("[n]", "n").split()


def tei_words() -> list[str]:
    chapter = tei.penneech()
    words = chapter.head.split()
    for paragraph in chapter.paragraphs:
        words += tei.words(paragraph)
    return words


def test_the_chapter_is_extracted_from_the_tei_file() -> None:
    chapter = tei.penneech()
    assert chapter.head == "CHAP. XXII. A Game called PENNEECH."
    assert [n for n, _ in chapter.pages] == ["148", "149"]
    assert len(chapter.paragraphs) == 6
    assert tei.plain(chapter.paragraphs[0]).startswith("HAving dealt seven Cards apiece")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_shows_the_tei_text_word_for_word(site: Path, lang: str) -> None:
    text = html_path(site, "cotton", lang).read_text(encoding="utf-8")
    shown = DiplomaticText(text).words
    assert shown == tei_words()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_page_breaks_link_to_the_page_images_and_the_gap_is_marked(site: Path,
                                                                   lang: str) -> None:
    text = html_path(site, "cotton", lang).read_text(encoding="utf-8")
    assert text.count('class="tei-pb"') == 2
    assert "eebo-12240145e-56740-83" in text
    supplied = {"en": "1687 edition, p. 105", "de": "Ausgabe von 1687, S. 105"}[lang]
    assert 'class="tei-gap"' in text and supplied in text


def test_1674_and_1687_agree_word_for_word(site: Path) -> None:
    a = [w for p in tei.penneech(tei.EDITION_1674).paragraphs for w in tei.words(p)]
    b = [w for p in tei.penneech(tei.EDITION_1687).paragraphs for w in tei.words(p)]
    assert a == b
    text = html_path(site, "cotton", "en").read_text(encoding="utf-8")
    assert 'data-differences="0"' in text
    assert tei.penneech(tei.EDITION_1687).head.startswith("CHAP. XXI.")


def test_header_facts_come_from_the_tei_headers() -> None:
    facts = tei.header_facts(tei.EDITION_1674)
    assert (facts["wing"], facts["estc"], facts["tcp"]) == ("Wing C6382", "ESTC R23124",
                                                            "A34637")
    assert "Creative Commons 0" in facts["licence"]
    assert tei.header_facts(tei.EDITION_1687)["wing"] == "Wing C6386A"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_clause_has_an_anchor_and_links_back_to_the_text(site: Path, lang: str) -> None:
    concordance = read(site, "cotton/concordance", lang)
    text = read(site, "cotton", lang)
    for clause in CLAUSES:
        anchor = clause.id.lower()
        assert anchor in concordance.ids
        assert f"t-{anchor}" in text.ids
        assert f"../cotton/#t-{anchor}" in concordance.links or \
            f"../../cotton/#t-{anchor}" in concordance.links


def test_every_clause_is_referenced_by_a_rule_or_a_variant_row(site: Path) -> None:
    cited = {ref for o in OPTIONS for ref in o.clauses}
    cited |= {ref for source in REASON_SOURCES.values() for ref in source.clauses}
    rules = read(site, "rules", "en")
    cited |= {href.rsplit("#", 1)[1].upper() for href in rules.links
              if "cotton/concordance/#" in href}
    assert {c.id for c in CLAUSES} <= cited


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_variant_row_cites_a_clause_or_says_cotton_is_silent(site: Path,
                                                                   lang: str) -> None:
    text = html_path(site, "variants", lang).read_text(encoding="utf-8")
    for option in OPTIONS:
        row = re.search(rf'<tr id="option-{option.id}".*?</tr>', text, re.S)
        assert row, option.id
        cites = "../cotton/concordance/#c" in row.group(0)
        silent = option.source_says.get(lang).startswith(("Nothing", "Nichts"))
        assert cites or silent, f"{option.id} cites no clause"
    for point in AGREED:
        row = re.search(rf'<tr id="agreed-{point.id}".*?</tr>', text, re.S)
        assert row and "../cotton/concordance/#c" in row.group(0), point.id


def test_analogies_are_found_in_the_tei_by_chapter_and_page(site: Path) -> None:
    expected = {
        "reneging is allowable if you have Trumps in your hand to trump it":
            ("ALL-FOVRS", "113"),
        "the elder begins and younger follows in suit as at Whisk": ("PICKET", "85"),
        "fifteen in hand and eighteen in play": ("GLEEK", "90"),
        "the eldest is to play first as in other Games": ("Costly-Colours", "125"),
        "You must not revoke": ("LANTERLOO", "145"),
    }
    for quote, (chapter, page) in expected.items():
        found_chapter, found_page = tei.find_quote(tei.EDITION_1674, quote)
        assert chapter in found_chapter and found_page == page
    text = html_path(site, "cotton/analogies", "de").read_text(encoding="utf-8")
    assert text.count("<tr>") == len(ANALOGIES) + 1
    with pytest.raises(KeyError):
        tei.find_quote(tei.EDITION_1674, "a sentence Cotton never wrote")
