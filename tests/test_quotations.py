"""Every quotation of Cotton on the site and in the engine's metadata is Cotton's, on its page.

The site marks each quotation ``<q class="cotton" data-page="149">…</q>`` (``data-edition=
"1687"`` for the 1687 edition); the engine's metadata writes ``{q:149|…}``
(``penneech.core.i18n``). Each is looked up in the TEI text of that edition (``sources/``) and
must stand on the stated page or pages. Normalised for the comparison, as documented in
``sitegen/cotton_text.py``: words broken at a line end are joined, long s is read as s, the one
illegible letter of 1674 is read as the "n" of 1687 and a typographic apostrophe counts as
Cotton's straight one. Spelling, capitals, apostrophes and punctuation must otherwise be
Cotton's (a quotation may leave off a mark at its ends, never add or change one), the pieces
of a quotation cut with " … " must stand in order, and a letter supplied where the copy of
1674 is illegible must stand in brackets ("seve[n]").
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar

import pytest

from penneech.core.i18n import QUOTE, Text, quotations
from penneech.games import GAMES
from penneech.games.penneech.agreed import AGREED
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.presets import PRESETS
from penneech.games.piquet.options import OPTIONS as PIQUET_OPTIONS
from sitegen import cotton_text as tei
from sitegen.cotton_data import ANALOGIES, CLAUSES, SENTENCES

#: Spans in quotation marks, as a writer would quote without the markup.
QUOTED = re.compile(r"“([^”]+)”|„([^“]+)“|\"([^\"]+)\"|‘([^’]+)’|'([^']+)'")
#: Shorter quoted spans are ordinary words ("in hand", "your"), not quotations to check.
MIN_WORDS = 3


class Quotes(HTMLParser):
    """The ``q.cotton`` elements of a page, and its other visible text in quotation marks."""

    SKIP: ClassVar[frozenset[str]] = frozenset({"script", "style", "code", "pre"})

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.quotes: list[tuple[str, str, str]] = []  # (words, pages, edition)
        self.loose: list[str] = []
        self._q: list[str] | None = None
        self._attrs: dict[str, str] = {}
        self._skip: list[str] = []
        self._text: list[str] = []
        self.feed(text)
        self.loose_text = "".join(self._text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = a.get("class", "").split()
        if self._skip:
            if tag in ("div", "td", "table", "span") or tag in self.SKIP:
                self._skip.append(tag)
            return
        if tag == "q" and "cotton" in classes:
            self._q, self._attrs = [], a
        elif tag in self.SKIP or a.get("id") == "diplomatic" or "tei-sentence" in classes \
                or "tei-header" in classes or "tei-compare" in classes \
                or "bib-entry" in classes:
            # Cotton's own text (the edition, the reading table), the catalogue records and
            # the bibliography's notes on title pages are not quotations of the chapters.
            self._skip.append(tag)
        elif tag in ("p", "li", "td", "th", "br", "h1", "h2", "h3", "div"):
            self._text.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if self._skip:
            if tag == self._skip[-1]:
                self._skip.pop()
            return
        if tag == "q" and self._q is not None:
            self.quotes.append(("".join(self._q), self._attrs.get("data-page", ""),
                                self._attrs.get("data-edition", "1674")))
            self._q = None
            self._text.append(" ")

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        if self._q is not None:
            self._q.append(data)
        else:
            self._text.append(data)


def site_pages(site: Path) -> list[Path]:
    """Every HTML page of both language trees (the play page's assets are not pages)."""
    return sorted(p for p in site.rglob("*.html") if "pyodide" not in p.parts)


def check(words: str, pages: str, edition: str) -> str:
    """"" if the quotation is Cotton's on those pages, else what is wrong."""
    try:
        tei.check_quote(words, pages, edition)
    except (ValueError, KeyError) as error:
        return str(error)
    return ""


def in_cotton(span: str) -> bool:
    """Whether a quoted span of several words is found anywhere in either edition.

    Only the words are compared, so that a quotation is caught even with its marks wrong.
    """
    return len(tei.quote_words(span)) >= MIN_WORDS and any(
        tei.locate(span, edition, punctuation=False) for edition in tei.EDITIONS)


def metadata_texts() -> list[tuple[str, str]]:
    """Every text of the engine's rule metadata and the editorial data, with where it is."""
    texts: list[tuple[str, str]] = []

    def add(where: str, text: Text | str) -> None:
        if isinstance(text, Text):
            texts.extend(((f"{where} (en)", text.en), (f"{where} (de)", text.de)))
        else:
            texts.append((where, text))

    for point in (*OPTIONS, *PIQUET_OPTIONS, *AGREED):
        add(f"{point.id}.source_quote", point.source_quote)
        add(f"{point.id}.source_says", point.source_says)
        for name in ("evidence", "reading", "note"):
            if hasattr(point, name):
                add(f"{point.id}.{name}", getattr(point, name))
    presets = [p for game in GAMES.values() for p in game.presets.values()]
    for preset in presets:
        add(f"{preset.id}.summary", preset.summary)
        for option_id, record in preset.provenance.items():
            add(f"{preset.id}.{option_id}", record.note)
            if record.source in ("cotton1674", "cotton1687"):
                add(f"{preset.id}.{option_id}.quote", record.quote)
    for analogy in ANALOGIES:
        add(f"analogy {analogy.quote[:30]!r}", Text(analogy.suggests_en, analogy.suggests_de))
    for clause in CLAUSES:
        add(f"{clause.id}.gloss", Text(clause.gloss_en, clause.gloss_de))
        add(f"{clause.id}.rule", Text(clause.rule_en, clause.rule_de))
    for number, sentence in enumerate(SENTENCES, start=1):
        add(f"s{number}.modern", Text(sentence.modern_en, sentence.modern_de))
    return texts


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_marked_quotation_on_the_site_is_cottons_on_its_page(site: Path,
                                                                   lang: str) -> None:
    pages = [p for p in site_pages(site)
             if (p.relative_to(site).parts[0] == "de") == (lang == "de")]
    wrong, count = [], 0
    for page in pages:
        for words, where, edition in Quotes(page.read_text(encoding="utf-8")).quotes:
            count += 1
            problem = check(words, where, edition)
            if problem:
                wrong.append(f"{page.relative_to(site)}: {problem}")
    assert not wrong, "\n".join(wrong)
    # The variant comparison, the concordance and the analogies quote Cotton throughout.
    assert count >= len(ANALOGIES) + len(CLAUSES) + 20


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_generated_pages_mark_their_quotations(site: Path, lang: str) -> None:
    base = site / "de" if lang == "de" else site
    for name, least in (("variants", 20), ("cotton/concordance", len(CLAUSES)),
                        ("cotton/analogies", len(ANALOGIES))):
        text = (base / name / "index.html").read_text(encoding="utf-8")
        assert len(Quotes(text).quotes) >= least, name
        assert "{q:" not in text, f"{name}: quotation markup left unrendered"


def test_every_quotation_in_the_engine_metadata_is_cottons_on_its_page() -> None:
    wrong, count = [], 0
    for where, text in metadata_texts():
        assert text.count("{q:") == len(QUOTE.findall(text)), f"{where}: malformed {{q:…}}"
        for q in quotations(text):
            count += 1
            problem = check(q.words, q.pages, q.edition)
            if problem:
                wrong.append(f"{where}: {problem}")
    assert not wrong, "\n".join(wrong)
    assert count >= 30


def test_every_analogy_and_clause_stands_on_its_page() -> None:
    for analogy in ANALOGIES:
        assert not check(analogy.quote, analogy.page, "1674"), analogy.quote
    for clause in CLAUSES:
        places = [p for p in tei.locate(clause.phrase) if "PENNEECH" in p.chapter]
        assert len(places) == 1 and places[0].pages in ("148", "149", "148–149"), clause.id


def test_quotations_of_the_1687_edition_are_checked_against_it() -> None:
    assert not check("Having play'd out all the fourteen Cards betwixt ye", "105", "1687")
    # the same words stand on p. 149 of 1674, not on p. 105
    assert "not on p. 105" in check("Having play'd out all the fourteen Cards betwixt ye",
                                    "105", "1674")


@pytest.mark.parametrize(("words", "pages", "edition"), [
    ("but it is but seven in hand", "148", "1674"),        # p. 149, not 148
    ("but it is but seven in hand", "148–149", "1674"),    # on one page only
    ("but it is but seven in the hand", "149", "1674"),    # a word Cotton did not write
    ("with Penneech turned up or in hand", "149", "1674"),  # modern spelling
    ("with penneech turn'd up or in hand", "149", "1674"),  # capitals matter
    ("sixty one … HAving dealt seven Cards", "148–149", "1674"),  # pieces out of order
    ("He that wins more than his own Cards reckons Ten", "86", "1674"),  # runs onto p. 87
    ("the least Card deals", "90", "1687"),                 # 1687 has other page numbers
    ("the least Card deals", "p. 90", "1674"),              # not a page locator
    # punctuation is Cotton's: a comma left out, added or changed is a misquotation
    ("with the rest of the Cards which are in number thirty and six", "80", "1674"),
    ("reckons Forty and this is called a Capet", "87", "1674"),
    ("two for it if he win it with a Ten", "85", "1674"),
    ("the last Card, deals and the worst is the Dealers", "80", "1674"),
    ("the last Card deals; and the worst is the Dealers", "80", "1674"),
    ("the last Card deals and the worst is the Dealers!", "80", "1674"),
    # a letter supplied where the 1674 copy is illegible must be bracketed
    ("till all the seven be play'd", "148", "1674"),
])
def test_the_check_refuses_a_misquotation_or_a_wrong_page(words: str, pages: str,
                                                          edition: str) -> None:
    assert check(words, pages, edition)


@pytest.mark.parametrize(("words", "pages"), [
    ("with the rest of the Cards, which are in number thirty and six", "80"),
    ("reckons Forty, and this is called a Capet", "87"),
    ("the last Card deals and the worst is the Dealers.", "80"),  # the book's full stop
    ("Quarts, Quints, Sixiesms", "82"),
    ("then comes the Ruff, next your Sequences", "86"),
])
def test_the_check_accepts_cottons_own_punctuation(words: str, pages: str) -> None:
    assert not check(words, pages, "1674")


def test_the_check_says_what_is_wrong_with_the_punctuation() -> None:
    problem = check("reckons Forty and this is called a Capet", "87", "1674")
    assert "','" in problem and "'Forty'" in problem
    assert "brackets" in check("till all the seven be play'd", "148", "1674")
    # only the words are compared when looking for an unmarked quotation
    assert in_cotton("reckons Forty and this is called a Capet")


def test_a_quotation_cut_by_an_ellipsis_is_found_piece_by_piece() -> None:
    assert not check("the value of your Coat-Card Trumps, … till you come to sixty one",
                     "149", "1674")
    assert not check("He that wins more than his own Cards reckons Ten", "86–87", "1674")
    assert not check("till all the seve[n] be play'd", "148", "1674")


def test_no_unmarked_cotton_quotation_in_the_metadata() -> None:
    loose = []
    for where, text in metadata_texts():
        bare = QUOTE.sub(" ", text)
        for match in QUOTED.finditer(bare):
            span = next(g for g in match.groups() if g)
            if in_cotton(span):
                loose.append(f"{where}: {span!r}")
    assert not loose, "quote Cotton with {q:PAGE|…}:\n" + "\n".join(loose)


def test_choice_texts_shown_as_plain_text_carry_no_quotation_markup() -> None:
    for option in (*OPTIONS, *PIQUET_OPTIONS):
        for text in (option.title, option.question,
                     *(t for c in option.choices for t in (c.label, c.explanation))):
            assert "{q:" not in text.en + text.de, option.id


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_unmarked_cotton_quotation_on_the_pages(site: Path, lang: str) -> None:
    loose = []
    for page in site_pages(site):
        if (page.relative_to(site).parts[0] == "de") != (lang == "de"):
            continue
        text = Quotes(page.read_text(encoding="utf-8")).loose_text
        for match in QUOTED.finditer(text):
            span = next(g for g in match.groups() if g)
            if "\n" not in span and in_cotton(span):
                loose.append(f"{page.relative_to(site)}: {span!r}")
    assert not loose, "mark these with <q class=\"cotton\" data-page=…>:\n" + "\n".join(loose)


def test_each_preset_value_has_one_status_and_parletts_second_hand_values_are_marked() -> None:
    from penneech.games.penneech.options import OPTIONS_BY_ID

    for preset in PRESETS.values():
        assert set(preset.assumed) <= set(OPTIONS_BY_ID), preset.id
        assert set(preset.reported) <= set(OPTIONS_BY_ID), preset.id
        assert not set(preset.assumed) & set(preset.reported), preset.id
    parlett = PRESETS["parlett"]
    # known to us only through McLeod, Martin or Wikipedia (research notes, section 1b)
    assert {"follow", "first_lead", "target"} <= set(parlett.reported)
    assert parlett.mark("follow") == "†" and parlett.mark("scoring") == "*"
    assert parlett.mark("honours_to") == "°"  # inferred from his wording
    assert parlett.mark("counters") == ""  # read on his page
    # lower cut read on his page, King high and a new cut on a tie through Martin
    assert parlett.mark("first_dealer") == "†"
