"""Card names, packs and the Penneech ranking (Cotton ch. XXII, p. 149, C13)."""

from __future__ import annotations

import pytest

from penneech.core.cards import card_name, card_words, pack, parse_card, parse_cards
from penneech.core.errors import CardError
from penneech.games.penneech.tricks import PENNEECH, power


@pytest.mark.parametrize("text", ["7D", "7d", "♦7", "7♦", " 7D ", "♢7"])
def test_seven_of_diamonds_is_read_in_every_notation(text: str) -> None:
    assert parse_card(text) == PENNEECH


@pytest.mark.parametrize(("text", "name"), [("10H", "10♥"), ("TH", "10♥"), ("th", "10♥"),
                                            ("Q♠", "Q♠"), ("♠Q", "Q♠"), ("ac", "A♣"),
                                            ("2s", "2♠"), ("kD", "K♦"), ("J♥", "J♥")])
def test_card_names_round_trip_with_suit_symbols(text: str, name: str) -> None:
    card = parse_card(text)
    assert card_name(card) == name
    assert parse_card(card_name(card)) == card


@pytest.mark.parametrize(("text", "fault"), [("11H", "rank"), ("1H", "rank"), ("7X", "suit"),
                                             ("", "empty"), ("H", "rank"), ("QQ", "suit")])
def test_bad_card_names_say_what_is_wrong(text: str, fault: str) -> None:
    with pytest.raises(CardError, match=fault):
        parse_card(text)


def test_full_pack_has_52_cards_and_short_pack_32_from_seven_up() -> None:
    assert len(set(pack(52))) == 52
    short = pack(32)
    assert len(set(short)) == 32
    assert {card_name(c)[:-1] for c in short} == {"7", "8", "9", "10", "J", "Q", "K", "A"}
    with pytest.raises(CardError, match="52 or 32"):
        pack(36)


def test_penneech_ranks_above_the_ace_of_diamonds_only() -> None:
    """Cotton p. 149 (C13): not trump, the seven "wins all Diamonds"."""
    assert power(PENNEECH) > power(parse_card("AD"))
    assert power(parse_card("7H")) < power(parse_card("8H"))


def test_cards_have_spoken_names_for_screen_readers() -> None:
    assert card_words(PENNEECH) == "seven of diamonds"
    assert card_words(parse_card("QS"), "de") == "Pik Dame"
    assert parse_cards("AS, 10h ♦7") == [parse_card("AS"), parse_card("TH"), PENNEECH]
