"""The Pip-Pip! pages the engine writes into the site: the comparison of the rule sets, the
worked examples of the rules page, and the end of the stock for every table size.

The examples are first checked against the rules they illustrate (the German pagat page S,
Fosdick F, the older English text H; our research notes, B.3-B.6), then read back from the
built pages: every figure there must be the engine's. The site is built once per session
(``tests/conftest.py``).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag

import pytest
from site_helpers import html_path, read

from penneech.core.cards import card_words, cards_in
from penneech.core.errors import RulesError
from penneech.core.i18n import Text
from penneech.games.pippip.marriages import resolution_order
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.pack import FULL_PACK, card_points, face_of, points_of, pp_suit
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import Trick
from sitegen import pippip_example_deals as examples
from sitegen.pippip_example_deals import DealExample, PlayedScene, Window

LANGS = ["en", "de"]


def squash(text: str) -> str:
    """Text without any white space, for comparing what a reader sees."""
    return re.sub(r"\s+", "", text)


def plain(text: Text, lang: str) -> str:
    return squash(text.get(lang))


def tricks_of(played: PlayedScene) -> list[Trick]:
    return [s for s in played.steps if isinstance(s, Trick)]


def windows_of(played: PlayedScene) -> list[Window]:
    return [s for s in played.steps if isinstance(s, Window)]


# ------------------------------------------------------------------ the examples themselves
def test_of_two_identical_aces_the_later_one_wins() -> None:
    """S "Spiel", F, H (B.3.3): the later of two identical best cards wins the trick."""
    trick, = tricks_of(examples.scene("identical-cards"))
    faces = [face_of(c) for c in trick.cards]
    best = max(faces, key=lambda f: (f // 13 == faces[0] // 13, f % 13))
    first, later = (i for i, f in enumerate(faces) if f == best)
    n = len(trick.cards)
    assert first < later
    assert trick.winner == (trick.leader + later) % n != (trick.leader + first) % n
    assert trick.points == sum(card_points(c, "english") for c in trick.cards)


def test_a_trump_beats_every_card_of_the_suit_led_and_the_later_identical_trump_wins() -> None:
    """S "Spiel", "Pip-Pip!" (B.3, B.5): the marriage declared before the trick makes its
    suit trump; the trumps beat even the two of the suit led, the later of two identical
    trumps wins."""
    played = examples.scene("trumps")
    window, = windows_of(played)
    trick, = tricks_of(played)
    assert window.trump_before is None
    assert trick.trump == window.trump_after == window.declarations[-1].marriage.suit
    trumps = [i for i, c in enumerate(trick.cards) if pp_suit(c) == trick.trump]
    assert len(trumps) == 2 and face_of(trick.cards[trumps[0]]) == face_of(
        trick.cards[trumps[1]])
    assert pp_suit(trick.cards[0]) != trick.trump
    assert trick.winner == (trick.leader + trumps[1]) % len(trick.cards)


def test_the_simultaneous_marriages_scene_renders_the_later_one_setting_trump() -> None:
    """Rendering of the page's scene, S "Pip-Pip!" (B.5.5-5.8): both declarations score,
    the order counts clockwise from the last trick's winner (the scene's window order is
    compared with ``resolution_order`` itself; the order is pinned in
    ``test_pippip_rules.py::test_pp12_marriages_declared_together_count_from_the_winner``),
    and the suit of the last declaration in it is trump."""
    played = examples.scene("simultaneous")
    trick, = tricks_of(played)
    window, = windows_of(played)
    n = played.state.seats
    assert window.before == trick.number + 1
    assert list(window.order) == resolution_order(trick.winner, n)
    assert len(window.declarations) == 2
    assert all(d.points == 50 for d in window.declarations)
    last = max(window.declarations, key=lambda d: window.order.index(d.player))
    assert window.trump_after == last.marriage.suit
    assert window.trump_before is None


@pytest.mark.parametrize("players", range(3, 13))
def test_a_whole_deal_draws_while_the_stock_serves_everyone(players: int) -> None:
    """S "Spieler, Ziel, Karten", "Spiel" (B.4): seven cards each, everybody draws while
    the stock holds a card for each, the rest is dead, the hands are played out; all the
    card points are in the tricks or among the dead cards."""
    example = DealExample("n", Text("", ""), f"pagat,players={players}", 1, ())
    played = examples.play_deal(example)
    assert played.stock_after_deal == 104 - 7 * players
    assert played.last_draw * players <= played.stock_after_deal
    assert played.stock_after_deal - played.last_draw * players < players
    assert played.dead.bit_count() == played.stock_after_deal - played.last_draw * players
    assert played.tricks == played.last_draw + 7
    assert sum(s.card_points for s in played.seats) + played.dead_points == points_of(
        FULL_PACK, "english")
    for s in played.seats:
        assert s.total == s.card_points + s.marriage_points + s.last_trick


def test_the_example_deal_shows_marriages_and_dead_cards() -> None:
    """The deal on the rules page is worth showing: someone declares, and a dead card
    carries points, so the sum of the card points needs the dead cards."""
    played = examples.deal("five-players")
    assert sum(s.marriages for s in played.seats) >= 2
    assert played.dead_points > 0


def test_an_unknown_example_is_refused_by_name() -> None:
    with pytest.raises(RulesError, match="no-such"):
        examples.scene("no-such")
    with pytest.raises(RulesError, match="no-such"):
        examples.deal("no-such")


# ------------------------------------------------------------------ the comparison page
@pytest.mark.parametrize("lang", LANGS)
def test_the_comparison_has_one_row_per_engine_option_with_each_presets_value(
        site: Path, lang: str) -> None:
    """The rows are the engine's options, in its order, anchored by the option's anchor;
    each cell holds the preset's value, its label, and the note behind a * or † mark; the
    pagat page's words on the point stand in the row."""
    page = read(site, "pippip/presets", lang)
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
def test_each_rule_set_and_every_value_is_explained(site: Path, lang: str) -> None:
    page = read(site, "pippip/presets", lang)
    text = squash(page.text)
    for preset in PRESETS.values():
        assert f"preset-{preset.id}" in page.ids
        assert squash(preset.rules.to_string()) in text
    for option in OPTIONS:
        for choice in option.choices:
            assert f"{option.id}={choice.value}" in text
            assert plain(choice.explanation, lang) in text, (option.id, choice.value)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_links_to_rows_that_exist(site: Path, lang: str) -> None:
    rows = read(site, "pippip/presets", lang).ids
    linked = set()
    for href in read(site, "pippip/rules", lang).links:
        path, fragment = urldefrag(href)
        if path == "../presets/" and fragment:
            assert fragment in rows, href
            linked.add(fragment)
    assert linked, "the rules page links to no row of the comparison"


# ------------------------------------------------------------------ examples on the page
class Block(HTMLParser):
    """One block of HTML as a reader gets it: its text, and the rows of its tables that
    belong to a seat (``tr[data-seat]``), each as the seat and its cells' texts."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[tuple[int, list[str]]] = []
        self._text: list[str] = []
        self._cell: list[str] | None = None
        self._in_row = False
        self.feed(text)

    @property
    def text(self) -> str:
        return " ".join("".join(self._text).split())

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "tr":
            self._in_row = "data-seat" in a
            if self._in_row:
                self.rows.append((int(a["data-seat"]), []))
        if tag in ("td", "th") and self._in_row:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1][1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        if tag == "tr":
            self._cell = None
            self._in_row = False

    def handle_data(self, data: str) -> None:
        self._text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def example_block(site: Path, lang: str, block_id: str) -> str:
    """The HTML of the example ``block_id`` on the rules page (an example holds no div)."""
    html = html_path(site, "pippip/rules", lang).read_text(encoding="utf-8")
    found = re.findall(rf'<div class="pippip-example" id="{block_id}"[^>]*>(.*?)</div>',
                       html, re.DOTALL)
    assert len(found) == 1, f"{block_id} ({lang}) is on the rules page {len(found)} times"
    return str(found[0])


TRICK = re.compile(r'<table data-trick="(\d+)" data-winner="(\d+)" '
                   r'data-points="(\d+)">(.*?)</table>\s*<p class="pippip-trick__result">'
                   r"(.*?)</p>", re.DOTALL)
WINDOW = re.compile(r'<p class="pippip-window" data-before="(\d+)" data-trump="(\d*)">')
WINS = {"en": "wins the trick", "de": "gewinnt den Stich"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene_id", list(examples.SCENES))
def test_each_trick_and_window_on_the_rules_page_is_the_engines(
        site: Path, lang: str, scene_id: str) -> None:
    """Each trick shown: the cards in the order played, each card's points, the winner
    marked, the sum stated; each window: when, and the trump after it."""
    html = example_block(site, lang, f"example-{scene_id}")
    played = examples.scene(scene_id)
    system = played.state.rules.card_system
    shown = TRICK.findall(html)
    assert len(shown) == len(tricks_of(played))
    for trick, (number, winner, points, table, result) in zip(
            tricks_of(played), shown, strict=True):
        assert (int(number), int(winner), int(points)) == (trick.number, trick.winner,
                                                           trick.points)
        rows = Block(table).rows
        seats = [(trick.leader + i) % len(trick.cards) for i in range(len(trick.cards))]
        assert [seat for seat, _ in rows] == seats
        for (seat, cells), card in zip(rows, trick.cards, strict=True):
            assert cells[-1] == str(card_points(card, system))
            assert (WINS[lang] in cells[1]) == (seat == trick.winner)
        assert re.search(rf"\b{trick.points}\b", Block(result).text)
        assert f"{trick.winner + 1}" in Block(result).text
    windows = WINDOW.findall(html)
    assert [(int(b), t) for b, t in windows] == [
        (w.before, "" if w.trump_after is None else str(w.trump_after))
        for w in windows_of(played)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_example_deal_on_the_rules_page_is_the_engines(site: Path, lang: str) -> None:
    """The stock, the draws, the dead cards and their points, the tricks, and each
    player's tricks, card points, marriages and score, as the engine played the deal."""
    played = examples.deal("five-players")
    stock = Block(example_block(site, lang, "example-five-players-stock")).text
    numbers = [int(x) for x in re.findall(r"\d+", stock)]
    dead = played.dead.bit_count()
    for figure in (played.stock_after_deal, played.last_draw, dead, played.dead_points,
                   played.tricks - played.last_draw, played.tricks):
        assert figure in numbers, (figure, stock)
    scores = Block(example_block(site, lang, "example-five-players-scores"))
    assert [seat for seat, _ in scores.rows] == list(range(played.state.seats))
    for (_, cells), s in zip(scores.rows, played.seats, strict=True):
        assert [int(x) for x in cells[1:]] == [s.tricks, s.card_points, s.marriage_points,
                                               s.total]
    total = sum(s.card_points for s in played.seats)
    assert f"= {total}" in scores.text and f"{total + played.dead_points}" in scores.text


def test_the_dead_cards_are_named_on_the_page(site: Path) -> None:
    played = examples.deal("five-players")
    html = example_block(site, "en", "example-five-players-stock")
    labels = re.findall(r'aria-label="([^"]+)"', html)
    assert sorted(labels) == sorted(card_words(face_of(c), "en")
                                    for c in cards_in(played.dead))


ROW_NAMES = {"en": ("players", "stock after the deal", "tricks followed by a draw",
                    "dead cards", "tricks in a deal"),
             "de": ("Spieler", "Talon nach dem Geben", "Stiche mit Nachziehen", "Restkarten",
                    "Stiche in einem Spiel")}


class Table(HTMLParser):
    """The tables of a page, each as its rows of cell texts."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.tables.append([])
        if tag == "tr":
            self.tables[-1].append([])
        if tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_of_the_end_of_the_stock_is_the_engines(site: Path, lang: str) -> None:
    """The rules page's table of stock, draws, dead cards and tricks for three to twelve
    players: each column is what the engine does with that many players."""
    html = html_path(site, "pippip/rules", lang).read_text(encoding="utf-8")
    names = ROW_NAMES[lang]
    table, = (t for t in Table(html).tables if any(r and r[0] == names[1] for r in t))
    rows = {r[0]: r[1:] for r in table if r}
    assert all(name in rows for name in names), names
    for i, n in enumerate(int(x) for x in rows[names[0]]):
        played = examples.play_deal(DealExample("n", Text("", ""), f"pagat,players={n}", 1, ()))
        rules = PippipRules.parse(f"pagat,players={n}")
        expected = (played.stock_after_deal, played.last_draw, played.dead.bit_count(),
                    played.tricks)
        assert tuple(int(rows[name][i]) for name in names[1:]) == expected, n
        assert expected[2:] == (rules.dead_cards, rules.tricks_per_deal)


def test_a_sample_deal_is_dealt_alike_under_both_rule_sets() -> None:
    """The same seed deals the same cards whatever the rules (the chance of a deal depends
    only on the seed), so the sides differ only by the rules and by the play they allow."""
    a, b = examples.sample_deal(12, "pagat", "european")
    assert a.state.history[:104] == b.state.history[:104]
    with pytest.raises(RulesError, match="same table"):
        examples.sample_deal(12, "pagat", "european,players=6")


SIDE = re.compile(r'<section class="compare-side" data-rules="([^"]+)">(.*?)</section>',
                  re.DOTALL)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sample_deal_on_the_comparison_page_is_the_engines(site: Path, lang: str) -> None:
    """Each side of the sample deal: its rule set, each player's tricks, card points,
    marriages (and last trick) and score, and every trick's winner and points."""
    html = html_path(site, "pippip/presets", lang).read_text(encoding="utf-8")
    found = re.findall(r'<div class="pippip-sample" data-seed="(\d+)" data-a="([^"]+)" '
                       r'data-b="([^"]+)">', html)
    assert len(found) == 1
    seed, rules_a, rules_b = found[0]
    sides = SIDE.findall(html)
    played = examples.sample_deal(int(seed), rules_a, rules_b)
    assert [rules for rules, _ in sides] == [p.state.rules.to_string() for p in played]
    for (_, side), p in zip(sides, played, strict=True):
        block = Block(side)
        scores = [cells for _, cells in block.rows]
        assert len(scores) == len(p.seats)
        for cells, s in zip(scores, p.seats, strict=True):
            bonus = [s.last_trick] if p.state.rules.last_trick_bonus else []
            assert cells[1:] == [str(x) for x in (s.tricks, s.card_points, s.marriage_points,
                                                  *bonus, s.total)], (p.state.rules, s)
        tricks = re.findall(r'<tr data-trick="(\d+)">(.*?)</tr>', side, re.DOTALL)
        assert [int(n) for n, _ in tricks] == [t.number for t in p.state.tricks]
        for (_, row), t in zip(tricks, p.state.tricks, strict=True):
            cells = [c for c in re.findall(r"<td>(.*?)</td>", row, re.DOTALL)]
            assert Block(cells[-1]).text == str(t.points)
            assert Block(cells[-2]).text.endswith(f" {t.winner + 1}")
