"""Cotton's chapter X, "All-Fours", on the site is the TEI text; every clause is on its page.

The chapter is rendered by the same code as chapters XXII and VI (``sitegen/cotton.py``).
Normalisations for comparing (documented in ``sitegen/cotton_text.py``): words broken at a
line end are joined, white space is collapsed and long s is read as s; page-break marks are
not words. The 1674 heading prints "ALL-FOVRS", the 1687 heading "ALL-FOURS": one title finds
both (``cotton_text.heading_key``).
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import pytest
from site_helpers import html_path, read
from test_cotton_picket import Diplomatic

from penneech.core.i18n import quotations
from penneech.games.allfours.options import OPTIONS_BY_ID
from sitegen import bibliography as bib
from sitegen import cotton_text as tei
from sitegen.cotton import counterparts
from sitegen.cotton_allfours import CLAUSES, SENTENCES

TITLE = "ALL-FOURS"


def diplomatic(site: Path, lang: str) -> Diplomatic:
    return Diplomatic(html_path(site, "allfours/cotton", lang).read_text(encoding="utf-8"))


def tei_words() -> list[str]:
    chapter = tei.edited_chapter(TITLE)
    words = chapter.head.split()
    for paragraph in chapter.paragraphs:
        words += tei.words(paragraph)
    return words


def test_the_chapter_is_found_in_both_editions_by_one_title() -> None:
    chapter = tei.edited_chapter(TITLE)
    assert chapter.head == "CHAP. X. A Game at ALL-FOVRS."
    assert [n for n, _ in chapter.pages] == ["111", "112", "113"]
    assert tei.plain(chapter.paragraphs[0]).startswith("ALL-Fours is a Game very much play'd")
    assert tei.plain(chapter.paragraphs[-1]).endswith("the best Card for making up.")
    assert chapter.gaps == ()   # the keyers read every letter of this chapter
    later = tei.read_chapter(tei.EDITION_1687, TITLE)
    assert later.head == "CHAP. IX. A Game at ALL-FOURS."
    assert [n for n, _ in later.pages] == ["80", "81"] and later.first_page == "79"
    with pytest.raises(KeyError, match="ALL-FIVES"):
        tei.read_chapter(tei.EDITION_1674, "ALL-FIVES")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_shows_the_tei_text_word_for_word(site: Path, lang: str) -> None:
    shown = diplomatic(site, lang)
    assert shown.words == tei_words()
    assert shown.nested_links == 0 and not shown.stack


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_is_marked_and_linked_to_its_image(site: Path, lang: str) -> None:
    shown = diplomatic(site, lang)
    label = "S." if lang == "de" else "p."
    # The chapter begins at the head of p. 111, whose mark stands before the heading.
    assert [m[0] for m in shown.marks] == [f"[{label} {n}]" for n in (111, 112, 113)]
    images = [int(m[1].rsplit("-", 1)[1]) for m in shown.marks]
    assert images == [64, 65, 65]   # pp. 112 and 113 face each other on one image
    text = html_path(site, "allfours/cotton", lang).read_text(encoding="utf-8")
    assert text.index('class="tei-pb"') < text.index('class="tei-head"')
    assert shown.gap_titles == []


def test_a_phrase_ending_inside_an_italic_run_takes_the_runs_mark_in() -> None:
    """"in <em>Kent,</em>": the clause ends at "Kent", the print italicises "Kent,"."""
    marked = f"play'd in {tei.HI_ON}Kent,{tei.HI_OFF} and"
    assert tei.render(marked, [("play'd in Kent", "#a1", "")]) == \
        '<a href="#a1">play\'d in <em>Kent,</em></a> and'


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_1687_comparison_is_generated_from_both_files(site: Path, lang: str) -> None:
    a = tei_words()[len(tei.edited_chapter(TITLE).head.split()):]
    b = [w for p in tei.read_chapter(tei.EDITION_1687, TITLE).paragraphs for w in tei.words(p)]
    changes = [op for op in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
               if op[0] != "equal"]
    text = html_path(site, "allfours/cotton", lang).read_text(encoding="utf-8")
    assert f'data-differences="{len(changes)}"' in text and changes
    # Known variants: 1687's misprint of the first word and its spelling of "beging".
    assert "<li>ALL-Fours → ALL-FORS</li>" in text and "<li>beging → begging</li>" in text
    assert "gap" not in re.search(r'<p class="tei-compare".*?</p>', text).group(0)  # type: ignore[union-attr]


def test_every_clause_stands_once_in_the_chapter_on_its_page() -> None:
    assert [c.id for c in CLAUSES] == [f"A{n}" for n in range(1, len(CLAUSES) + 1)]
    text = " ".join(tei.plain(p) for p in tei.edited_chapter(TITLE).paragraphs)
    for clause in CLAUSES:
        pages = [p.pages for p in tei.locate(clause.phrase) if tei.in_heading(TITLE, p.chapter)]
        assert pages == [clause.page], clause.id
    offsets = [text.index(c.phrase) for c in CLAUSES]
    assert offsets == sorted(offsets)
    assert CLAUSES[0].page == "111" and CLAUSES[-1].page == "113"


def test_each_clause_has_the_words_1687_prints_in_its_place() -> None:
    found = counterparts(TITLE)
    assert set(found) == {c.id for c in CLAUSES}
    for words, pages in found.values():
        tei.check_quote(words, pages, "1687")
    # 1687 spells "begging" and runs "Put-card" together, across its pages 79 and 80.
    assert found["A12"] == ("he hath the liberty of begging one", "80")
    assert found["A8"] == ("the higheſt Putcard deals", "79–80")


def test_quotations_inside_the_glosses_are_cottons_on_their_page() -> None:
    found = 0
    for clause in CLAUSES:
        for gloss in (clause.gloss_en, clause.gloss_de):
            for quote in quotations(gloss):
                found += 1
                tei.check_quote(quote.words, quote.pages, quote.edition)
    assert found >= 4   # One and Thirty (A2) and the Put-cards of ch. XVI (A8), both languages


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_clause_links_to_the_text_the_rules_the_1687_page_and_its_sources(
        site: Path, lang: str) -> None:
    concordance = read(site, "allfours/concordance", lang)
    page = html_path(site, "allfours/concordance", lang).read_text(encoding="utf-8")
    text = read(site, "allfours/cotton", lang)
    rules = read(site, "allfours/rules", lang)
    label = "S." if lang == "de" else "p."
    entries = bib.bibliography().entries
    for clause in CLAUSES:
        anchor = clause.id.lower()
        assert anchor in concordance.ids and f"t-{anchor}" in text.ids
        assert f"../../allfours/cotton/#t-{anchor}" in concordance.links
        assert f"../../allfours/concordance/#{anchor}" in text.links
        entry = re.search(rf'<section class="clause-entry" id="{anchor}">.*?</section>', page,
                          re.S)
        assert entry, clause.id
        assert f"<h2>{clause.id} <small>({label} {clause.page})</small></h2>" in entry.group(0)
        assert 'data-edition="1687"' in entry.group(0) and "eebo-53299015e" in entry.group(0)
        for section in clause.sections:
            assert section in rules.ids, f"{clause.id}: no section #{section}"
            assert f'href="../../allfours/rules/#{section}"' in entry.group(0)
        for later in clause.later:
            assert later.key in entries
            assert f'href="../../sources/#{later.key}"' in entry.group(0)
    # Three later descriptions, each cited on several clauses.
    cited = [later.key for c in CLAUSES for later in c.later]
    assert {k: cited.count(k) >= 3 for k in set(cited)} == dict.fromkeys(
        ("cassell1881amusements", "foster1897hoyle", "britannica1911allfours"), True)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reading_text_covers_the_chapter_sentence_by_sentence(site: Path,
                                                                  lang: str) -> None:
    text = " ".join(tei.plain(p) for p in tei.edited_chapter(TITLE).paragraphs)
    assert " ".join(s.text for s in SENTENCES) == text
    page = read(site, "allfours/cotton", lang)
    assert {f"s{n}" for n in range(1, len(SENTENCES) + 1)} <= page.ids
    shown = html_path(site, "allfours/cotton", lang).read_text(encoding="utf-8")
    assert all((s.modern_de if lang == "de" else s.modern_en) in shown for s in SENTENCES)
    glossary = read(site, "allfours/glossary", lang)
    linked = {href.rsplit("#", 1)[1] for href in page.links if "allfours/glossary/#" in href}
    assert {"jack", "high", "low", "beg", "renege", "put-card", "lift"} <= linked <= glossary.ids


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_open_point_of_the_rules_cites_a_clause(site: Path, lang: str) -> None:
    """Each point Cotton leaves open is marked on the rules page with the option's name,
    linked to the option's row of the comparison of the rule sets, and links to the clause
    of the concordance it concerns."""
    source = Path(__file__).resolve().parent.parent / "docs" / "allfours" / (
        "rules.de.md" if lang == "de" else "rules.md")
    word = "Offener Punkt" if lang == "de" else "Open point"
    blocks = re.findall(rf"\*\*{word} \[`(\w+)`\]\(presets\.md#([a-z-]+)\)\.\*\*(.*?)"
                        r"(?:\n\n|\Z)", source.read_text(encoding="utf-8"), re.S)
    named = {name for name, _, _ in blocks}
    assert named == {"target", "renege", "low", "game_tie", "turn_up", "play_honours", "gift",
                     "run_hands"}
    presets = read(site, "allfours/presets", lang)
    for name, point, block in blocks:
        assert point == OPTIONS_BY_ID[name].point and point in presets.ids, name
        assert re.search(r"\(concordance\.md#a\d+\)", block), name


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_concordance_links_each_clause_to_the_options_resting_on_it(site: Path,
                                                                       lang: str) -> None:
    """A clause on which a reading of the engine rests (Cotton's "commonly eleven", p. 111,
    for ``target``) links to that option's row of the comparison of the rule sets."""
    page = html_path(site, "allfours/concordance", lang).read_text(encoding="utf-8")
    presets = read(site, "allfours/presets", lang)
    with_options = [c for c in CLAUSES if c.options]
    assert {o for c in with_options for o in c.options} == set(OPTIONS_BY_ID)
    for clause in with_options:
        entry = page.split(f'id="{clause.id.lower()}"', 1)[1].split("</section>", 1)[0]
        for option in clause.options:
            point = OPTIONS_BY_ID[option].point
            assert f'href="../../allfours/presets/#{point}"' in entry, (clause.id, option)
            assert point in presets.ids
