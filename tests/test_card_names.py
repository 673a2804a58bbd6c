"""Card names in the reader's language: German pages write B (Bube) and D (Dame).

German packs index the Jack with B and the Queen with D (Martin's German description ranks
the cards "AKDB1098765432"); King, Ace and the numbers are the same in both languages.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from penneech.core.cards import card_name, local_card_name, parse_card
from penneech.core.errors import CardError
from penneech.core.html import card_html
from penneech.games.penneech.comparison import compare_hand
from penneech.games.penneech.events import ScoreEvent
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.sample_html import comparison_html


@pytest.mark.parametrize(("code", "en", "de"), [
    ("QS", "Q♠", "D♠"), ("JH", "J♥", "B♥"), ("KC", "K♣", "K♣"), ("AD", "A♦", "A♦"),
    ("TD", "10♦", "10♦"), ("7D", "7♦", "7♦"),
])
def test_german_pages_name_queen_and_jack_by_their_german_letters(code: str, en: str,
                                                                   de: str) -> None:
    card = parse_card(code)
    assert local_card_name(card, "en") == card_name(card) == en
    assert local_card_name(card, "de") == de


def test_suit_letters_instead_of_symbols_on_request() -> None:
    assert local_card_name(parse_card("QH"), "de", symbols=False) == "DH"


@pytest.mark.parametrize("bad", ["fr", "", "DE"])
def test_an_unknown_language_is_refused_by_name(bad: str) -> None:
    with pytest.raises(CardError, match=f"language {bad!r}"):
        local_card_name(parse_card("QS"), bad)


def test_a_card_number_outside_the_pack_is_refused() -> None:
    with pytest.raises(CardError, match="0 to 51"):
        local_card_name(52, "de")


def test_a_card_on_a_german_page_shows_the_german_letter() -> None:
    html = card_html(parse_card("QS"), "de")
    assert ">D♠</span>" in html and 'aria-label="Pik Dame"' in html
    assert ">Q♠</span>" in card_html(parse_card("QS"), "en")


def test_a_german_score_line_names_the_card_in_german() -> None:
    """Cotton C8: a Queen turned up after a trick scores three for the turner."""
    event = ScoreEvent(player=0, points=3, reason="turn_up", hand=1, trick=2,
                       card=parse_card("QS"))
    assert event.describe().en == "3 for turning up Q♠ after trick 2"
    assert event.describe().de == "3 für das Aufschlagen von D♠ nach dem 2. Stich"


def test_the_german_sample_hand_shows_no_english_court_letters() -> None:
    """The deal of seed 3 holds three Queens and Jacks, and they score: in German every one
    of them, in the hands and in the score lines, is written with D or B."""
    c = compare_hand(3, Rules.parse("mcleod"), Rules.parse("parlett"))
    german = unescape(comparison_html(c, "de"))
    english = unescape(comparison_html(c, "en"))
    court = re.compile(r"(?<![0-9A-Za-z])([QJDB])[♣♦♥♠]")
    assert {m.group(1) for m in court.finditer(english)} == {"Q", "J"}
    assert {m.group(1) for m in court.finditer(german)} == {"D", "B"}
    assert "Punkte" in german and "Points" in english
