"""The Piquet pages of the built site: both languages, the comparison of the three rule sets
generated from the engine, the fixed anchors, the notes that link the rules to it, and the
worked figures of the rules page checked against the engine.

The site is built once per session (``tests/conftest.py``); every check reads the HTML a
reader receives.
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag

import pytest
from site_helpers import DOCS, html_path, read

from penneech.core.cards import mask, parse_cards
from penneech.core.i18n import QUOTE, Text
from penneech.games.piquet.options import OPTIONS
from penneech.games.piquet.partie import settle
from penneech.games.piquet.point import point_of_suit, point_value
from penneech.games.piquet.presets import PRESETS

PIQUET_PAGES = ["piquet/index", "piquet/rules", "piquet/presets", "piquet/history",
                "piquet/glossary"]

#: The section ids of the rules page that other pages and citations rely on.
RULES_SECTIONS = ["the-pack", "dealing", "carte-blanche", "the-exchange", "declarations",
                  "the-point", "sequences", "sets", "playing-the-tricks", "reckoning-order",
                  "pique-and-repique", "the-cards-and-capot", "ending-the-game"]

#: Every page of Penneech as published before Piquet arrived: their addresses are cited.
PENNEECH_PAGES = ["index", "rules", "variants", "lab", "play", "cotton/index",
                  "cotton/concordance", "cotton/analogies", "history", "sources", "glossary",
                  "research"]

#: Headings of the home page that were there before, by language (cited as anchors).
HOME_ANCHORS = {"en": ["what-makes-it-unusual", "where-to-start", "how-to-cite"],
                "de": ["was-das-spiel-besonders-macht", "wo-anfangen", "zitieren"]}

LANGS = ["en", "de"]


class Structure(HTMLParser):
    """The headings of a page's article, the links inside its ``p.preset-note`` and the
    cells of its tables, row by row."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.headings: list[str] = []
        self.note_links: list[str] = []
        self.rows: list[list[str]] = []
        self._heading: list[str] | None = None
        self._cell: list[str] | None = None
        self._in_note = False
        self._in_article = False
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "article":
            self._in_article = True
        if self._in_article and tag in ("h1", "h2", "h3"):
            self._heading = []
        if tag == "p" and "preset-note" in a.get("class", "").split():
            self._in_note = True
        if tag == "a" and self._in_note and "href" in a:
            self.note_links.append(a["href"])
        if tag == "tr":
            self.rows.append([])
        if tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "article":
            self._in_article = False
        if tag in ("h1", "h2", "h3") and self._heading is not None:
            self.headings.append(" ".join("".join(self._heading).replace("¶", "").split()))
            self._heading = None
        if tag == "p":
            self._in_note = False
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._heading is not None:
            self._heading.append(data)
        if self._cell is not None:
            self._cell.append(data)


def structure(site: Path, name: str, lang: str) -> Structure:
    return Structure(html_path(site, name, lang).read_text(encoding="utf-8"))


def plain(text: Text, lang: str) -> str:
    """Metadata text as a reader sees it, quotation markup reduced to the quoted words, and
    without white space (the page's text is joined from pieces)."""
    return squash(QUOTE.sub(lambda m: m["words"], text.get(lang)))


def squash(text: str) -> str:
    """Text without any white space, for comparing what a reader sees."""
    return re.sub(r"\s+", "", text)


def test_every_piquet_page_is_written_in_english_and_german(site: Path) -> None:
    for name in PIQUET_PAGES:
        assert (DOCS / f"{name}.md").exists() and (DOCS / f"{name}.de.md").exists(), name
        for lang in LANGS:
            page = read(site, name, lang)
            assert page.lang == lang, f"{name} ({lang}) has lang={page.lang!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_comparison_has_one_row_per_engine_option_with_each_presets_value(
        site: Path, lang: str) -> None:
    """Piquet's rule sets compared: the rows are the engine's options, in its order, each
    anchored by the option's anchor; each cell holds the preset's value, its label, and the
    note behind a * or † mark."""
    page = read(site, "piquet/presets", lang)
    assert list(page.rows) == [o.id for o in OPTIONS]
    for option in OPTIONS:
        assert option.point in page.ids and f"values-{option.point}" in page.ids
        for preset in PRESETS.values():
            value = preset.rules.values()[option.id]
            assert page.rows[option.id][preset.id] == value, (option.id, preset.id)
            shown = squash(page.rows[option.id][preset.id + ":label"])
            assert shown.startswith(squash(option.choice(value).label.get(lang))), shown
            note = preset.assumed.get(option.id) or preset.reported.get(option.id)
            if note is None:
                assert not shown.endswith(("*", "†")) and "*" not in shown, (option.id, shown)
            else:
                assert preset.mark(option.id) in shown and plain(note, lang) in shown
        assert option.title.get(lang) in page.text
        assert plain(option.source_says, lang) in squash(page.text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_has_the_fixed_section_ids(site: Path, lang: str) -> None:
    ids = read(site, "piquet/rules", lang).ids
    missing = [s for s in RULES_SECTIONS if s not in ids]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_each_difference_of_a_rule_set_links_to_its_row(site: Path, lang: str) -> None:
    """The notes under the rules (``p.preset-note``) link to rows of the comparison that
    exist, and every option of the engine is linked from some note."""
    notes = structure(site, "piquet/rules", lang).note_links
    rows = read(site, "piquet/presets", lang).ids
    linked = set()
    for href in notes:
        path, fragment = urldefrag(href)
        if path != "../presets/":
            continue
        assert fragment in rows, f"the note's link {href} names no row"
        linked.add(fragment)
    assert linked == {o.point for o in OPTIONS}, {o.point for o in OPTIONS} ^ linked


@pytest.mark.parametrize("name", PENNEECH_PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_penneech_address_still_exists(site: Path, name: str, lang: str) -> None:
    assert html_path(site, name, lang).exists(), f"{name} ({lang}) moved"


def test_a_page_below_another_is_titled_by_both_and_the_game(site: Path) -> None:
    """Cotton's text of Piquet, a page under "Cotton's text": the tab names the page, the
    page above it and the game (``sitegen.page_titles``)."""
    found = re.search(r"<title>(.*?)</title>",
                      html_path(site, "piquet/cotton", "de").read_text(encoding="utf-8"), re.S)
    assert found and unescape(found.group(1)).strip() == "Der Text · Cottons Text · Piquet"


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_keeps_its_anchors_and_presents_piquet(site: Path, lang: str) -> None:
    page = read(site, "index", lang)
    assert set(HOME_ANCHORS[lang]) | {"piquet"} <= page.ids
    for target in ("piquet/rules/", "piquet/presets/", "rules/", "variants/"):
        assert target in page.links


def test_german_piquet_pages_have_german_headings_and_navigation(site: Path) -> None:
    """No heading of a German Piquet page repeats its English counterpart, except names that
    are the same in both languages (the game, a rule set, an option titled alike)."""
    same = {"Piquet", "Carte blanche", "Parlett", "Hoyle, 1744"}
    same |= {p.name.en for p in PRESETS.values() if p.name.en == p.name.de}
    same |= {o.title.en for o in OPTIONS if o.title.en == o.title.de}
    for name in PIQUET_PAGES:
        english = set(structure(site, name, "en").headings)
        german = structure(site, name, "de").headings
        assert german, name
        left = [h for h in german if h in english and h not in same]
        assert not left, f"{name}: English headings on the German page: {left}"
        text = html_path(site, name, "de").read_text(encoding="utf-8")
        for en, de in (("The three rule sets", "Die drei Regelwerke"),
                       ("History and sources", "Geschichte und Quellen"),
                       ("Overview", "Überblick")):
            assert de in text and f">{en}<" not in text and f"> {en} <" not in text, (name, en)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_renders_the_point_of_five_as_the_engine_scores_it(site: Path,
                                                                         lang: str) -> None:
    """Rendering: the worked point (K Q 9 8 7 of one suit, 44 pips) under each rule set, as
    the rules page states it, is what the engine scores for it (the page's table is written
    from ``point_value`` itself; the values, 5, 4 and 25, are pinned in
    ``test_piquet_rules.py::test_pq1_a_point_of_five_scores_5_4_or_25``)."""
    claim = point_of_suit(mask(parse_cards("KS QS 9S 8S 7S")), 3)
    assert (claim.length, claim.pips) == (5, 44)
    presets = {"Portland (Cavendish)": "portland", "Cotton 1674": "cotton1674",
               "Meyers 1888": "meyers1888"}
    stated = {row[0]: row[-1] for row in structure(site, "piquet/rules", lang).rows
              if row and row[0] in presets}
    assert set(stated) == set(presets)
    for name, preset_id in presets.items():
        rules = PRESETS[preset_id].rules
        assert stated[name] == str(point_value(claim, rules.point_score)), name


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_renders_the_rubicon_examples_as_the_engine_settles_them(
        site: Path, lang: str) -> None:
    """Rendering: the rules page's rubicon examples are written from ``partie.settle``
    itself; their values (119, 319, 286) and the boundary at exactly 100 are pinned in
    ``test_piquet_rules.py`` (``test_pq21_*``)."""
    word = {"en": "against", "de": "gegen"}[lang]
    text = read(site, "piquet/rules", lang).text
    stated = re.findall(rf"(\d+) {word} (\d+) \w+ (?:the winner |dem Gewinner )?"
                        r"\d+ \+ 100 = (\d+)", text)
    assert len(stated) == 3
    for won, lost, gain in stated:
        assert int(gain) == settle("rubicon_partie", (int(won), int(lost)), 0)
