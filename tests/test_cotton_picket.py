"""Cotton's chapter VI, "Picket", on the site is the TEI text; every clause is tied to the rules.

The chapter is rendered by the same code as chapter XXII (``sitegen/cotton.py``). Normalisations
for comparing (documented in ``sitegen/cotton_text.py``): words broken at a line end are joined,
white space is collapsed, long s is read as s, and each illegible place of 1674 is read as
what the 1687 edition prints there; page-break marks are not words.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_helpers import html_path, read

from penneech.core.i18n import quotations
from penneech.games.piquet.options import OPTIONS_BY_ID
from sitegen import cotton_text as tei
from sitegen.cotton_picket import CLAUSES, SENTENCES

#: Void elements never closed, so they do not count in the nesting check.
VOID = {"br", "img", "hr", "input", "meta", "link", "wbr"}


class Diplomatic(HTMLParser):
    """What ``<div id="diplomatic">`` shows: words, page marks, supplied gaps and nesting."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.depth = 0
        self.in_mark = False
        self.chunks: list[str] = []
        self.marks: list[tuple[str, str, str]] = []  # (label, href, title)
        self.gap_titles: list[str] = []
        self.stack: list[str] = []
        self.nested_links = 0
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "div" and a.get("id") == "diplomatic":
            self.depth = 1
            return
        if not self.depth:
            return
        if tag == "div":
            self.depth += 1
        if tag not in VOID:
            if tag == "a" and "a" in self.stack:
                self.nested_links += 1
            self.stack.append(tag)
        classes = a.get("class", "").split()
        if "tei-pb" in classes:
            self.in_mark = True
            self.marks.append(("", a.get("href", ""), a.get("title", "")))
        if "tei-gap" in classes:
            self.gap_titles.append(a.get("title", ""))

    def handle_endtag(self, tag: str) -> None:
        if not self.depth:
            return
        if tag == "div":
            self.depth -= 1
            if not self.depth:
                return
        if tag in VOID:
            return
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes <{self.stack[-1:]}>"
        self.stack.pop()
        if tag == "a" and self.in_mark:
            self.in_mark = False

    def handle_data(self, data: str) -> None:
        if not self.depth:
            return
        if self.in_mark:
            label, href, title = self.marks[-1]
            self.marks[-1] = (label + data, href, title)
        else:
            self.chunks.append(data)

    @property
    def words(self) -> list[str]:
        """The words shown, with the brackets of supplied gaps removed."""
        return re.sub(r"\[([^\]]*)\]", r"\1", "".join(self.chunks)).split()


def diplomatic(site: Path, lang: str) -> Diplomatic:
    return Diplomatic(html_path(site, "piquet/cotton", lang).read_text(encoding="utf-8"))


def tei_words() -> list[str]:
    chapter = tei.edited_chapter("PICKET")
    words = chapter.head.split()
    for paragraph in chapter.paragraphs:
        words += tei.words(paragraph)
    return words


def chapter_pages(phrase: str) -> list[str]:
    """The pages of chapter VI (1674) where a phrase stands, read from the TEI."""
    return [p.pages for p in tei.locate(phrase) if "PICKET" in p.chapter]


def test_the_chapter_is_extracted_from_the_tei_file() -> None:
    chapter = tei.edited_chapter("PICKET")
    assert chapter.head == "CHAP. VI. PICKET."
    assert chapter.first_page == "80"
    assert [n for n, _ in chapter.pages] == [str(n) for n in range(81, 90)]
    assert tei.plain(chapter.paragraphs[0]).startswith("BEfore you begin the Game at Picket")
    assert tei.plain(chapter.paragraphs[-1]).endswith("be accounted a foul Player.")


def test_every_illegible_place_is_supplied_from_the_1687_edition() -> None:
    chapter = tei.edited_chapter("PICKET")
    text = " ".join(tei.plain(p) for p in chapter.paragraphs)
    # The gaps of the keyed 1674 text, read as the 1687 edition prints them.
    for word in ("Ruff,", "from thirty to thirty four", "numbers.", "value", "Tierces,",
                 "Septiesms,", "Neufiesms,", "begin to play"):
        assert word in text, word
    assert [letters for letters, _ in chapter.gaps] == ["u", "from", "num", "ue", "rc", "tie",
                                                        "fi", "e"]
    assert {page for _, page in chapter.gaps} <= {str(n) for n in range(57, 65)}
    assert tei.GAP not in text and "\ue005" not in text


def test_a_gap_the_other_edition_does_not_fill_stops_the_build() -> None:
    ours = tei.read_chapter(tei.EDITION_1674, "PICKET")
    theirs = tei.read_chapter(tei.EDITION_1687, "PICKET")
    wrong = [p.replace("Ruff,", "Rough,") for p in theirs.paragraphs]
    with pytest.raises(ValueError, match="cannot be supplied"):
        tei.supply_gaps(ours, dataclasses.replace(theirs, paragraphs=wrong))


@pytest.mark.parametrize(("marked", "phrase", "expected"), [
    # "The usual Set is": the italic run ends inside the clause, so the link encloses it
    (f"The usual {tei.HI_ON}Set{tei.HI_OFF} is an hundred", "Set is",
     'The usual <a href="#v2"><em>Set</em> is</a> an hundred'),
    # "with his Sequences (if": the clause ends where the italic run ends
    (f"with his {tei.HI_ON}Sequences{tei.HI_OFF} (if", "with his Sequences",
     '<a href="#v2">with his <em>Sequences</em></a> (if'),
    # a clause inside a longer italic run stays inside it
    (f"says {tei.HI_ON}it is good;{tei.HI_OFF} he", "it is",
     'says <em><a href="#v2">it is</a> good;</em> he'),
    # a supplied gap keeps its brackets inside the link
    (f"the {tei.HI_ON}R{tei.GAP}u{tei.GAP_END}ff,{tei.HI_OFF} that", "Ruff, that",
     f'the <a href="#v2"><em>R<span class="tei-gap" title="{tei.GAP_SLOT}">[u]</span>ff,'
     "</em> that</a>"),
])
def test_a_clause_link_never_cuts_an_italic_run_or_a_gap(marked: str, phrase: str,
                                                         expected: str) -> None:
    assert tei.render(marked, [(phrase, "#v2", "")]) == expected


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_shows_the_tei_text_word_for_word(site: Path, lang: str) -> None:
    shown = diplomatic(site, lang)
    assert shown.words == tei_words()
    assert shown.nested_links == 0 and not shown.stack


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_is_marked_and_linked_to_its_image(site: Path, lang: str) -> None:
    shown = diplomatic(site, lang)
    label = "S." if lang == "de" else "p."
    assert [m[0] for m in shown.marks] == [f"[{label} {n}]" for n in range(80, 90)]
    # Facing pages were filmed as one image: 80/81 on image 49 … 88/89 on image 53.
    images = [int(m[1].rsplit("-", 1)[1]) for m in shown.marks]
    assert images == [49 + (n - 80) // 2 for n in range(80, 90)]
    assert all(m[1].startswith(tei.IMAGE_URL.split("{")[0]) for m in shown.marks)
    supplied = "Ausgabe von 1687, S. 59" if lang == "de" else "1687 edition, p. 59"
    assert len(shown.gap_titles) == 8 and supplied in shown.gap_titles[0]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_1687_comparison_is_generated_from_both_files(site: Path, lang: str) -> None:
    a = tei_words()[len(tei.edited_chapter("PICKET").head.split()):]
    b = [w for p in tei.read_chapter(tei.EDITION_1687, "PICKET").paragraphs for w in tei.words(p)]
    changes = [op for op in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
               if op[0] != "equal"]
    text = html_path(site, "piquet/cotton", lang).read_text(encoding="utf-8")
    assert f'data-differences="{len(changes)}"' in text and changes
    # Known variants: the 1674 misprint "calleh" and the last-trick wording.
    assert "<li>calleh → called</li>" in text
    assert "<li>recalled, → recall'd,</li>" in text
    assert "CHAP. V. Principal Games on CARDS. PICKET." in text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_editions_table_comes_from_the_tei_headers(site: Path, lang: str) -> None:
    text = html_path(site, "piquet/cotton", lang).read_text(encoding="utf-8")
    for fact in ("Wing C6382", "Wing C6386A", "A34637", "B02403"):
        assert fact in text


def test_every_clause_stands_once_in_the_chapter_on_its_page() -> None:
    assert [c.id for c in CLAUSES] == [f"V{n}" for n in range(1, len(CLAUSES) + 1)]
    for clause in CLAUSES:
        assert chapter_pages(clause.phrase) == [clause.page], clause.id
        tei.check_quote(clause.phrase, clause.page)
    # The clauses run through the chapter in order, from its first page to its last.
    text = " ".join(tei.plain(p) for p in tei.edited_chapter("PICKET").paragraphs)
    places = [text.index(c.phrase) for c in CLAUSES]
    assert places == sorted(places)
    assert CLAUSES[0].page == "80" and CLAUSES[-1].page == "89"


def test_quotations_inside_the_glosses_are_cottons_on_their_page() -> None:
    found = 0
    for clause in CLAUSES:
        for gloss in (clause.gloss_en, clause.gloss_de):
            for quote in quotations(gloss):
                found += 1
                tei.check_quote(quote.words, quote.pages, quote.edition)
    assert found >= 2  # the 1687 reading of the last-trick clause, in both languages


def cited_pages(option_id: str) -> set[str]:
    """The pages of Cotton 1674 the engine's metadata cites for an option ("pp. 81–82")."""
    pages: set[str] = set()
    for citation in OPTIONS_BY_ID[option_id].citations():
        if citation.key == "cotton1674":
            numbers = [int(n) for n in re.findall(r"\d+", citation.locator)]
            pages |= {str(n) for n in range(numbers[0], numbers[-1] + 1)}
    return pages


def test_the_clauses_and_the_engine_cite_the_same_pages_for_each_option() -> None:
    linked = {o for c in CLAUSES for o in c.options}
    for option_id in OPTIONS_BY_ID:
        pages = {c.page for c in CLAUSES if option_id in c.options}
        cited = cited_pages(option_id)
        # An option the engine grounds in Cotton is linked from a clause on a page it
        # cites; one where the engine says Cotton is silent is linked from none.
        assert bool(pages & cited) == bool(cited), (option_id, sorted(pages), sorted(cited))
        assert (option_id in linked) == bool(cited), option_id


def test_a_clause_on_the_wrong_page_is_refused() -> None:
    capot = next(c for c in CLAUSES if "reckons Forty" in c.phrase)
    assert capot.page == "87"  # the page turns just before it, after "wins more than his own"
    with pytest.raises(ValueError, match=r"not on p\. 86"):
        tei.check_quote(capot.phrase, "86")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_clause_has_its_page_an_anchor_and_a_way_back_to_the_text(site: Path,
                                                                       lang: str) -> None:
    concordance = read(site, "piquet/concordance", lang)
    text = read(site, "piquet/cotton", lang)
    page = html_path(site, "piquet/concordance", lang).read_text(encoding="utf-8")
    label = "S." if lang == "de" else "p."
    for clause in CLAUSES:
        anchor = clause.id.lower()
        assert anchor in concordance.ids and f"t-{anchor}" in text.ids
        assert f"../../piquet/cotton/#t-{anchor}" in concordance.links
        assert f"../../piquet/concordance/#{anchor}" in text.links
        assert f"<h2>{clause.id} <small>({label} {clause.page})</small></h2>" in page


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_clause_links_to_existing_rules_sections_and_preset_rows(site: Path,
                                                                     lang: str) -> None:
    concordance = html_path(site, "piquet/concordance", lang).read_text(encoding="utf-8")
    rules = read(site, "piquet/rules", lang)
    presets = read(site, "piquet/presets", lang)
    for clause in CLAUSES:
        entry = re.search(rf'<section class="clause-entry" id="{clause.id.lower()}">.*?'
                          "</section>", concordance, re.S)
        assert entry, clause.id
        assert clause.sections, clause.id
        for section in clause.sections:
            assert section in rules.ids, f"{clause.id}: no section #{section}"
            assert f'href="../../piquet/rules/#{section}"' in entry.group(0)
        for option in clause.options:
            anchor = option.replace("_", "-")
            assert OPTIONS_BY_ID[option].point == anchor
            assert anchor in presets.ids, f"{clause.id}: no preset row #{anchor}"
            assert f'href="../../piquet/presets/#{anchor}">' \
                f"{OPTIONS_BY_ID[option].title.get(lang)}</a>" in entry.group(0)
    # The options Cotton speaks to most directly are linked from his clauses.
    linked = {o for c in CLAUSES for o in c.options}
    assert {"deck", "point_score", "play_scoring", "capot", "elder_exchange"} <= linked


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reading_text_covers_the_chapter_sentence_by_sentence(site: Path,
                                                                  lang: str) -> None:
    text = " ".join(tei.plain(p) for p in tei.edited_chapter("PICKET").paragraphs)
    assert " ".join(s.text for s in SENTENCES) == text
    page = read(site, "piquet/cotton", lang)
    assert {f"s{n}" for n in range(1, len(SENTENCES) + 1)} <= page.ids
    modern = [s.modern_de if lang == "de" else s.modern_en for s in SENTENCES]
    shown = html_path(site, "piquet/cotton", lang).read_text(encoding="utf-8")
    assert all(m in shown for m in modern)
    glossary = read(site, "piquet/glossary", lang)
    linked = {href.rsplit("#", 1)[1] for href in page.links if "piquet/glossary/#" in href}
    assert {"carte-blanche", "point", "pique", "repique", "capot"} <= linked <= glossary.ids
