"""Bad input gets a clear error that says what and where, and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from engine_helpers import deal, snapshot, steps

from penneech.core.cards import parse_card
from penneech.core.errors import (
    CardError,
    IllegalActionError,
    PenneechError,
    RecordError,
    RulesError,
)
from penneech.games.penneech.record import parse_record, read_record_file, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import KEEP, THROW_IN, State

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
    ("colour=red", "unknown Penneech rule option 'colour'"),
    ("target=0", "option 'target': '0' is not a whole number"),
    ("target=lots", "not a whole number"),
    ("pack=36", "option 'pack': unknown value '36'"),
    ("bezique", "unknown Penneech preset 'bezique'"),
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


# ------------------------------------------- issue 12: bad input found by fuzzing
# Each case gives the library's own error (a PenneechError) with a clear message, never
# another exception, and changes nothing.

EXOTIC_DIGITS = ["²S", "⁷♦", "٣S", "۳H", "３D", "𝟕C", "৭S", "٦♠"]


@pytest.mark.parametrize("name", EXOTIC_DIGITS)
def test_a_card_with_a_digit_that_is_not_ascii_is_refused(name: str) -> None:
    """Card names use the digits 2-10 as typed on a keyboard; superscript, Arabic-Indic,
    fullwidth or mathematical digits are not ranks (before: a crash or a wrong card)."""
    with pytest.raises(CardError, match="unknown rank"):
        parse_card(name)


@pytest.mark.parametrize("name", EXOTIC_DIGITS)
def test_a_record_with_a_digit_that_is_not_ascii_names_the_line(name: str) -> None:
    with pytest.raises(RecordError, match=r"line 6: card .*unknown rank"):
        parse_record(GOOD.replace("turn QS", f"turn {name}"))


@pytest.mark.parametrize("text", ["target=٦١", "target=²", "target=６１", "target=+61",
                                  "target= 6 1"])
def test_a_target_with_other_digits_or_signs_is_refused(text: str) -> None:
    """U10: the target is a whole number written in ASCII digits."""
    with pytest.raises(RulesError, match="option 'target'"):
        Rules.parse(text)


@pytest.mark.parametrize(("values", "message"), [
    ({"target": "9"}, r"option 'target' must be a whole number \(int\), not str '9'"),
    ({"target": 9.0}, "not float 9.0"),
    ({"target": True}, "not bool True"),
    ({"target": 1000}, "option 'target': 1000 is not a whole number from 1 to 999"),
    ({"pack": "52"}, "option 'pack' must be a whole number"),
    ({"pack": 36}, "option 'pack': unknown value 36"),
    ({"follow": 1}, "option 'follow' must be text"),
    ({"throw_in": None}, "option 'throw_in' must be text"),
])
def test_rules_of_the_wrong_type_are_refused_when_made(values: dict[str, object],
                                                       message: str) -> None:
    """Issue 12: Rules(target='9') was accepted and failed later with a TypeError."""
    with pytest.raises(RulesError, match=message):
        Rules(**values)  # type: ignore[arg-type]


HUGE = "7" * 10_000_000


@pytest.mark.parametrize("call", [
    lambda: parse_card(HUGE + "X"),
    lambda: parse_card(HUGE + "S"),
    lambda: Rules.parse(HUGE),
    lambda: Rules.parse("target=" + HUGE),
    lambda: Rules.parse("follow=" + HUGE),
    lambda: Rules.parse(HUGE + "=1"),
    lambda: parse_record(GOOD.replace("turn QS", "turn " + HUGE)),
    lambda: parse_record(GOOD.replace("turn QS", HUGE)),
    lambda: parse_record(GOOD.replace("Dealer: 0", "Dealer: " + HUGE)),
    lambda: parse_record(GOOD.replace("Dealer: 0", HUGE)),
    lambda: parse_record(GOOD.replace("Dealer: 0", "Dealer: 0\nResult: " + HUGE)),
    lambda: in_play().apply_action(10**5000),
    lambda: in_play().apply_action(HUGE),  # type: ignore[arg-type]
])
def test_an_error_message_cuts_a_huge_input(call: Callable[[], object]) -> None:
    """Issue 12: a message must not repeat a 10 MB input; it shows the start and the size."""
    with pytest.raises(PenneechError) as caught:
        call()
    message = str(caught.value)
    assert len(message) < 300, message[:300]


def test_a_cut_message_shows_the_start_and_the_length() -> None:
    with pytest.raises(CardError) as caught:
        parse_card(HUGE + "X")
    assert "'" + "7" * 60 + "…' (10000001 characters)" in str(caught.value)


def test_throwing_in_a_hand_with_an_ace_or_court_card_is_refused() -> None:
    """C18: only a hand with neither Ace nor Face may be thrown in; the other may keep."""
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "AH 3H 4H 5H 6H 8H 9H", keep=False)
    state.apply_action(KEEP, 1)
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="player 0 may not throw in"):
        state.apply_action(THROW_IN, 0)
    assert snapshot(state) == before


def test_a_record_may_leave_out_the_keeps() -> None:
    """Records written before every player was asked have no keep lines for hands that
    could not be thrown in; a player not named by a throw kept (record.py)."""
    written = write_record(parse_record(GOOD))
    assert "keep 1 0" in written.splitlines()
    assert parse_record(written).actions == parse_record(GOOD).actions
    old = GOOD.replace("AS 2S KS AH QH AD 7D KC 2C 5C 3C JH 4H 3D",
                       "2D 2S 3D AH 4D AD 5D KC 6D 5C 8D JH 9D 3C").replace(
        "turn QS\nplay AS 2S", "keep 1\nturn QS")
    record = parse_record(old)              # player 1's poor hand kept, player 0 implied
    assert record.actions[14:16] == [KEEP, KEEP]
    assert parse_record(write_record(record)).actions == record.actions


def test_a_record_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD.encode("utf-8"))
    assert read_record_file(path).final_state().scores == [0, 5]
    assert parse_record("\ufeff" + GOOD).final_state().scores == [0, 5]


@pytest.mark.parametrize("data", [GOOD.encode("latin-1", "replace") + b"\xe9\n",
                                  GOOD.encode("utf-16"), b"\xff\xfe\x00"])
def test_a_record_file_that_is_not_utf8_is_named(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "latin.txt"
    path.write_bytes(data)
    with pytest.raises(RecordError, match=r"latin\.txt: not a UTF-8 text file \(byte 0x"):
        read_record_file(path)


def test_a_missing_record_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"nothing\.txt: cannot read the file"):
        read_record_file(tmp_path / "nothing.txt")


@pytest.mark.parametrize("value", [None, 7, b"7D"])
def test_a_card_name_that_is_not_text_is_refused(value: object) -> None:
    with pytest.raises(CardError, match="must be text"):
        parse_card(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(("make", "error", "message"), [
    (lambda: State("martin"), RulesError, r"needs a (Penneech)?Rules object .* not str 'martin'"),  # type: ignore[arg-type]
    (lambda: State(Rules(), dealer=2), IllegalActionError, "dealer must be player 0 or 1"),
    (lambda: State(Rules(), dealer=1.0), IllegalActionError, "not 1.0"),  # type: ignore[arg-type]
    (lambda: State(Rules(), dealer="0" * 10**6), IllegalActionError, r"\(1000000 characters\)"),  # type: ignore[arg-type]
])
def test_a_game_with_bad_rules_or_dealer_is_refused(make: Callable[[], object],
                                                    error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        make()


def test_a_player_out_of_range_is_named_briefly_and_changes_nothing() -> None:
    state = in_play()
    before = snapshot(state)
    with pytest.raises(IllegalActionError,
                       match=r"out of turn: player 'x+…' \(100000 characters\)"):
        state.apply_action(parse_card("2S"), player="x" * 100_000)  # type: ignore[arg-type]
    assert snapshot(state) == before
