"""Where every rule value of every game comes from (issue 27).

Each rule set of each game (found through the registry) carries, for every option, a
provenance record: the source (a key of ``docs/bibliography.bib``), the place in it, the
source's own words where they may be quoted (Cotton, Cotgrave, the 1651 translation,
Cavendish's laws; never pagat.com, Wikipedia, Parlett or Fosdick), and a status: stated,
inferred (the note says from what) or chosen by us (the note says why), with a note in
English and German. The comparison pages show the status of every value in words, with a
legend, and the play pages name the source beside each option's value.
"""

from __future__ import annotations

import importlib
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_helpers import html_path

from penneech.core.conformance import check
from penneech.core.game import AnyGame
from penneech.core.i18n import Text, quotations
from penneech.core.options import (
    STATUS_LABELS,
    STATUSES,
    Provenance,
    chosen,
    inferred,
    stated,
)
from penneech.games import DEFAULT, GAMES, packaged
from sitegen import cotton_text as tei
from sitegen.bibliography import bibliography, quotable

#: The package's own games (a game added with ``register``, as the toy game of the tests,
#: cites its own sources, not the site's bibliography).
OWN = [game for game in GAMES.values() if packaged(game.id)]
RECORDS = [(game.id, preset.id, option.id, preset.provenance.get(option.id))
           for game in OWN for preset in game.presets.values()
           for option in game.options]
MODERN = ("mcleod2023penneech", "martin2023penneech", "parlett2022penneech",
          "wikipedia_penneech", "martin2023pippip", "fosdick_pippip", "parlett2008penguin",
          "wikipedia_de_piquet", "wikipedia_en_piquet", "parlett_piquet")


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_every_value_of_every_rule_set_of_every_game_has_its_provenance(game: AnyGame
                                                                        ) -> None:
    """Each option of each preset, and only those, with a complete record: the note in
    English and German, the place in the source unless the value is our choice."""
    check(game, only=["provenance"])


def test_the_package_games_records_are_all_listed_here() -> None:
    assert OWN and all(game.id in GAMES for game in OWN)
    assert len(RECORDS) == sum(len(g.options) * len(g.presets) for g in OWN)


@pytest.mark.parametrize(("game", "preset", "option", "record"), RECORDS,
                         ids=[f"{g}-{p}-{o}" for g, p, o, _ in RECORDS])
def test_each_record_is_complete_and_cites_the_bibliography(
        game: str, preset: str, option: str, record: Provenance) -> None:
    entries = bibliography().entries
    assert record.status in STATUSES
    assert record.source in entries, f"{record.source} is not in bibliography.bib"
    assert not record.via or record.via in entries, record.via
    assert record.locus.strip() or record.status == "chosen"
    assert record.note.en.strip() and record.note.de.strip()
    assert record.note.en != record.note.de
    assert not record.problems(quotable()), record.problems(quotable())


@pytest.mark.parametrize(("game", "preset", "option", "record"),
                         [r for r in RECORDS if r[3] and r[3].quote],
                         ids=[f"{g}-{p}-{o}" for g, p, o, r in RECORDS if r and r.quote])
def test_quoted_words_come_from_a_quotable_source_and_cottons_stand_on_his_page(
        game: str, preset: str, option: str, record: Provenance) -> None:
    assert record.source in quotable() and record.source not in MODERN
    for q in quotations(record.quote):
        tei.check_quote(q.words, q.pages, q.edition)
    if record.source.startswith("cotton"):
        assert len(quotations(record.quote)) == 1


def test_the_rule_sets_that_follow_a_quotable_text_quote_it() -> None:
    """Cotton's Picket and the Portland laws are out of copyright: every value they state
    is given in their own words (review 2026-11b, "Missing", 3)."""
    for game_id, preset_id in (("piquet", "cotton1674"), ("piquet", "portland")):
        preset = GAMES[game_id].presets[preset_id]
        unquoted = [k for k, r in preset.provenance.items()
                    if r.status == "stated" and not r.quote]
        assert not unquoted, (preset_id, unquoted)


#: The 1651 book quoted in a note: “words” (1651, p. 9), German „words“ (1651, S. 9).
NOTE_1651 = re.compile(r"(?:“(?P<en>[^“”]+)”|„(?P<de>[^„“]+)“),? \(?1651, (?:p|S)\. "
                       r"(?P<pages>\d+(?:–\d+)?)\)")


def test_cottons_records_cite_the_1651_book_where_it_answers_their_question() -> None:
    """Where the 1651 book behind Cotton's chapter states what Cotton leaves open, or states
    it otherwise than the rule set plays, the note says so with its page and words, and the
    words stand on that page of the keyed text (review 2026-11c, H5)."""
    preset = GAMES["piquet"].presets["cotton1674"]
    cited: dict[str, set[str]] = {}
    for option_id, record in preset.provenance.items():
        for lang in ("en", "de"):
            found = list(NOTE_1651.finditer(record.note.get(lang)))
            for m in found:
                tei.check_quote(m["en"] or m["de"], m["pages"], "A92043")
            if found:
                cited.setdefault(option_id, set()).add(lang)
    expected = {"first_dealer", "leftover_visibility", "point_compare", "younger_declares",
                "last_trick_bonus", "divided_cards"}
    assert set(cited) == expected
    assert all(langs == {"en", "de"} for langs in cited.values())


def test_a_faulty_record_is_refused() -> None:
    """The check catches each fault it is meant to catch."""
    assert not stated("cotton1674", "p. 149", "Sixty-one.", "Einundsechzig.",
                      "{q:149|till you come to sixty one, which is the Game}").problems(quotable())
    faults = {
        "no source": stated("", "p. 1", "x", "y"),
        "German": inferred("cotton1674", "p. 149", "A reading.", " "),
        "may not be quoted": stated("mcleod2023penneech", "Play", "x", "y", "Copied words"),
        "one {q:": chosen("cotton1674", "p. 149", "x", "y", "words without the mark"),
        "status": Provenance("guessed", "cotton1674", "p. 1", Text("x", "y")),  # type: ignore[arg-type]
    }
    for expected, record in faults.items():
        found = record.problems(quotable())
        assert any(expected in p for p in found), (expected, found)


@pytest.mark.parametrize("game_id", [g.id for g in GAMES.values() if g.web is not None])
def test_the_play_page_gets_each_values_status_and_source(game_id: str) -> None:
    game = GAMES[game_id]
    assert game.web is not None
    web = importlib.import_module(game.web)
    meta = json.loads(web.metadata("de"))
    assert meta["statuses"] == {s: STATUS_LABELS[s].de for s in STATUSES}
    for shown in meta["presets"]:
        preset = game.presets[shown["id"]]
        for option in game.options:
            record = preset.provenance[option.id]
            assert shown["provenance"][option.id] == [record.status, record.source,
                                                      record.locus, int(bool(record.via))]


# ------------------------------------------------------------------ the built site

class Cells(HTMLParser):
    """Each preset cell of a comparison table: its data-status and the status words shown."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.cells: list[tuple[str, str, str]] = []   # (option, preset, status)
        self.shown: list[str] = []                    # the status words of each cell
        self.statuses: list[str] = []
        self._option = ""
        self._in_status = 0
        self._cell = False
        self.labels: dict[str, str] = {}
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "tr" and "data-option" in a:
            self._option = a["data-option"]
        if tag == "td" and "data-preset" in a:
            self.cells.append((self._option, a["data-preset"], a.get("data-status", "")))
            self.shown.append("")
            self._cell = True
        if tag == "span" and "provenance-status" in a.get("class", "").split() and self._cell:
            self._in_status += 1
        if "data-source-labels" in a:
            self.labels = json.loads(a["data-source-labels"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "span" and self._in_status:
            self._in_status -= 1
        if tag == "td":
            self._cell = False

    def handle_data(self, data: str) -> None:
        if self._in_status and self.shown:
            self.shown[-1] += data


#: Each game's comparison of its rule sets (the first game's pages sit at the root).
PAGES = [(g.id, "variants" if g.id == DEFAULT else f"{g.id}/presets") for g in OWN]
#: Each game's play page.
PLAY_PAGES = ["play" if g.id == DEFAULT else f"{g.id}/play" for g in OWN if g.web is not None]


@pytest.mark.site
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "name"), PAGES)
def test_every_cell_of_the_comparisons_shows_its_status_in_words(
        site: Path, lang: str, game_id: str, name: str) -> None:
    game = GAMES[game_id]
    text = html_path(site, name, lang).read_text(encoding="utf-8")
    page = Cells(text)
    expected = [(o.id, p.id, p.status(o.id)) for o in game.options
                for p in game.presets.values()]
    assert page.cells == expected
    for (option, preset, status), shown in zip(page.cells, page.shown, strict=True):
        record = game.presets[preset].provenance[option]
        word = STATUS_LABELS[status].get(lang) + ("†" if record.via else "")
        assert shown == word, (option, preset, shown)
    # the legend explains every status, in the page's language
    for status in STATUSES:
        assert f"<strong>{STATUS_LABELS[status].get(lang)}</strong>" in text, status
    assert "@source-labels@" not in text and "provenance-legend" not in text


@pytest.mark.site
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "name"), PAGES)
def test_each_rule_set_description_gives_every_values_source_words_and_note(
        site: Path, lang: str, game_id: str, name: str) -> None:
    """Under each rule set, one line per option: the status, and the source's own words
    where the record quotes them (Cotton's marked for the quotation check)."""
    game = GAMES[game_id]
    text = html_path(site, name, lang).read_text(encoding="utf-8")
    squashed = re.sub(r"\s+", " ", text)
    for preset in game.presets.values():
        for option in game.options:
            record = preset.provenance[option.id]
            if record.quote and not record.source.startswith("cotton"):
                assert record.quote.replace("'", "&#x27;") in squashed or \
                    record.quote in squashed, (preset.id, option.id)
            for q in quotations(record.quote):
                assert f'data-page="{q.pages}">{q.words}</q>'.replace("'", "&#x27;") in \
                    text or f'data-page="{q.pages}">{q.words}</q>' in text


@pytest.mark.site
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", PLAY_PAGES)
def test_the_play_pages_carry_the_names_of_every_cited_source(
        site: Path, lang: str, name: str) -> None:
    page = Cells(html_path(site, name, lang).read_text(encoding="utf-8"))
    cited = {k for g in OWN for p in g.presets.values()
             for r in p.provenance.values() for k in (r.source, r.via) if k}
    assert cited <= set(page.labels)
    assert all(label.strip() for label in page.labels.values())
