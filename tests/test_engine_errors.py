"""Bad input gets a clear error that says what and where, and changes nothing."""

from __future__ import annotations

import pytest
from engine_helpers import deal, snapshot, steps

from penneech.cards import parse_card
from penneech.errors import IllegalActionError, RecordError, RulesError
from penneech.record import parse_record
from penneech.rules import Rules
from penneech.state import KEEP, State

ND = "AS KS QH 7D 2C 3C 4H"
DL = "2S AH AD KC 5C JH 3D"


def in_play() -> State:
    return steps(deal(Rules(), ND, DL), "QS")


@pytest.mark.parametrize(("card", "message"), [
    ("9C", "not in player 1's hand"),
    ("2S", "not in player 1's hand"),
])
def test_a_card_not_in_hand_is_refused(card: str, message: str) -> None:
    state = in_play()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=message):
        state.apply_action(parse_card(card))
    assert snapshot(state) == before


def test_not_following_suit_is_refused_with_the_led_card_named() -> None:
    state = steps(in_play(), "AS")
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="must follow suit to A♠ and may not play A♥"):
        state.apply_action(parse_card("AH"))
    assert snapshot(state) == before


def test_an_action_out_of_turn_is_refused() -> None:
    state = in_play()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=r"out of turn: player 0 .* player 1's turn"):
        state.apply_action(parse_card("2S"), player=0)
    with pytest.raises(IllegalActionError, match="chance step"):
        deal(Rules(), ND, DL).apply_action(parse_card("QS"), player=1)
    assert snapshot(state) == before


def test_no_action_after_the_game_is_over() -> None:
    state = steps(deal(Rules(target=5), ND, DL), "QS AS 2S")
    assert state.is_terminal()
    with pytest.raises(IllegalActionError, match="game is over"):
        state.apply_action(parse_card("KH"))


@pytest.mark.parametrize(("action", "message"), [
    (60, "not a card"), (-3, "not a card"), (KEEP, "not a card"),
])
def test_non_card_actions_are_refused(action: int, message: str) -> None:
    state = in_play()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=message):
        state.apply_action(action)
    assert snapshot(state) == before


def test_a_card_outside_the_short_pack_is_refused() -> None:
    state = State(Rules(pack=32), dealer=0)
    with pytest.raises(IllegalActionError, match="not in the 32-card pack"):
        state.apply_action(parse_card("2C"))


def test_turning_a_dealt_card_is_refused() -> None:
    state = deal(Rules(), ND, DL)
    with pytest.raises(IllegalActionError, match="not in the stock"):
        state.apply_action(parse_card("AS"))


@pytest.mark.parametrize(("text", "message"), [
    ("follow=sometimes", "option 'follow': unknown value 'sometimes'"),
    ("colour=red", "unknown rule option 'colour'"),
    ("target=0", "option 'target': '0' is not a whole number"),
    ("target=lots", "not a whole number"),
    ("pack=36", "option 'pack': unknown value '36'"),
    ("bezique", "unknown preset 'bezique'"),
    ("martin,follow", "not of the form option=value"),
])
def test_bad_rules_are_named(text: str, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules.parse(text)


def test_bad_rules_object_is_refused() -> None:
    with pytest.raises(RulesError, match="option 'counters'"):
        Rules(counters="kings_only")  # type: ignore[arg-type]


GOOD = """Penneech record 1
Rules: mcleod
Dealer: 0

deal AS 2S KS AH QH AD 7D KC 2C 5C 3C JH 4H 3D
turn QS
play AS 2S
"""


def test_a_good_record_reads() -> None:
    record = parse_record(GOOD)
    assert record.final_state().scores == [0, 5]


@pytest.mark.parametrize(("text", "message"), [
    ("Penneech record 2\n", "line 1: a record starts with"),
    (GOOD.replace("Rules: mcleod\n", ""), "no 'Rules:' line"),
    (GOOD.replace("Rules: mcleod", "Rules: follow=never"), "Rules: option 'follow'"),
    (GOOD.replace("Dealer: 0", "Dealer: 2"), "Dealer must be 0 or 1"),
    (GOOD.replace("Dealer: 0", "Dealer 0"), "line 3: header 'Dealer 0'"),
    (GOOD.replace("turn QS", "turn QX"), "line 6: card 'QX': unknown suit"),
    (GOOD.replace("turn QS", "play QS"), "line 6: 'play' given, but the game expects 'turn'"),
    (GOOD.replace("play AS 2S", "play AS AH"), "line 7: .*must follow suit"),
    (GOOD.replace("play AS 2S", "discard AS"), "line 7: unknown step 'discard'"),
    (GOOD.replace("turn QS", "turn AS"), "line 6: A♠ is not in the stock"),
    (GOOD + "keep 1\n", "'keep' given, but the game expects 'turn'"),
    (GOOD.replace("Dealer: 0", "Dealer: 0\nResult: 0"), "Result says '0'"),
])
def test_a_bad_record_names_the_line(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        parse_record(text)
