"""Bad input to the Piquet engine: each is refused with the engine's own error, a message
that says what was wrong and where, and no change to the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from penneech.core.cards import HEARTS, QUEEN
from penneech.core.errors import CardError, IllegalActionError, RecordError, RulesError, SeatError
from penneech.games.piquet.actions import DONE, NOTHING, point_action, sequence_action
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.record import parse_record, read_record_file, record_of, write_record
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.scenario import act, arrange, hand
from penneech.games.piquet.sequences import Sequence
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import view_of


def dealt(preset: str = "portland", seed: int = 1) -> PiquetState:
    state = PiquetState(PiquetRules.parse(preset), horizon="deal", dealer=0)
    PiquetChance(seed).advance(state)
    return state


def snapshot(state: PiquetState) -> dict[str, object]:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in state.__dict__.items()}


# ----------------------------------------------------------------- card names
@pytest.mark.parametrize("text", ["11H", "7X", "A", "٣S", "AS KS 1S"])
def test_a_bad_card_name_is_refused(text: str) -> None:
    with pytest.raises(CardError):
        hand(text)


def test_a_chosen_deal_needs_twelve_different_cards_each() -> None:
    with pytest.raises(IllegalActionError, match="twelve cards, not 3 and 12"):
        arrange("portland", "AS KS QS", "KH QH 9H 7H KD QD 9D 7D KC QC 9C 7C")
    with pytest.raises(IllegalActionError, match="dealt already"):
        arrange("portland", "AS KS QS JS TS 9S AH 8H AD 8D AC 8C",
                "AS QH 9H 7H KD QD 9D 7D KC QC 9C 7C")


def test_a_card_outside_the_piquet_pack_is_refused_by_name() -> None:
    state = dealt()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="not in the 32-card Piquet pack"):
        act(state, "2S")
    assert snapshot(state) == before


def test_a_name_that_is_no_action_lists_the_legal_ones() -> None:
    state = dealt()
    with pytest.raises(IllegalActionError, match="not a legal action in phase 'discard'"):
        act(state, "point:S")


# ----------------------------------------------------------------- actions
@pytest.mark.parametrize("action", ["AS", 3.0, True, None])
def test_an_action_must_be_an_integer(action: object) -> None:
    state = dealt()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="must be an integer"):
        state.apply_action(action)  # type: ignore[arg-type]
    assert snapshot(state) == before


@pytest.mark.parametrize("action", [-1, 99999, 10**30])
def test_an_unknown_number_is_refused(action: int) -> None:
    state = dealt()
    with pytest.raises(IllegalActionError, match="not allowed in phase 'discard'"):
        state.apply_action(action)


def test_a_card_not_held_cannot_be_discarded() -> None:
    state = dealt()
    missing = next(c for c in range(52) if (state.pack >> c) & 1
                   and not (state.hands[state.elder] >> c) & 1)
    with pytest.raises(IllegalActionError, match="not in player 1's hand"):
        state.apply_action(missing)


def test_acting_out_of_turn_is_refused() -> None:
    state = dealt()
    with pytest.raises(IllegalActionError, match="out of turn: player 0"):
        state.apply_action(state.legal_actions()[0], player=state.younger)


def test_a_claim_not_held_is_refused() -> None:
    state = arrange("portland", "AS KS QS JS TS AH KH AD KD 9C 8C 7C",
                    "QH JH 9H 7H QD JD 9D 7D AC QC TC 9S")
    before = snapshot(state)
    tierce_to_queen_of_hearts = sequence_action(Sequence(HEARTS, QUEEN, 3))
    with pytest.raises(IllegalActionError, match="not a claim player 1 may make now in the "
                                                 "point"):
        state.apply_action(tierce_to_queen_of_hearts)
    assert snapshot(state) == before
    act(state, "point:S")
    with pytest.raises(IllegalActionError, match="must at least equal the elder's"):
        state.apply_action(point_action(HEARTS))  # four hearts do not reach five spades


def test_no_action_after_the_end() -> None:
    state = dealt()
    state.apply_action(state.legal_actions()[0])
    state.apply_action(DONE)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="over"):
        state.apply_action(NOTHING)


# ----------------------------------------------------------------- seats
@pytest.mark.parametrize("seat", [2, -1, "0", True, None, 0.0])
def test_a_view_for_a_seat_that_does_not_exist(seat: object) -> None:
    with pytest.raises(SeatError, match="player 0 or player 1"):
        view_of(dealt(), seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("dealer", [2, "1", True])
def test_a_bad_first_dealer_is_refused(dealer: object) -> None:
    with pytest.raises(IllegalActionError, match="dealer must be player 0 or 1"):
        PiquetState(PiquetRules(), dealer=dealer)  # type: ignore[arg-type]


# ----------------------------------------------------------------- rules
@pytest.mark.parametrize(("text", "message"), [
    ("piquet", "unknown Piquet preset 'piquet'"),
    ("portland,deck=33", "option 'deck': unknown value '33'"),
    ("portland,capot", "not of the form option=value"),
    ("deck=", "not of the form option=value"),
    ("trumps=hearts", "unknown Piquet rule option 'trumps'"),
    ("deck=32,deck=36", "given twice"),
    ("x" * 500, "500 characters"),
])
def test_a_bad_rules_string_is_refused(text: str, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        PiquetRules.parse(text)


def test_rules_must_be_text_and_fields_must_have_their_type() -> None:
    with pytest.raises(RulesError, match="must be given as text"):
        PiquetRules.parse(32)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="whole number"):
        PiquetRules(deck="32")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="unknown value"):
        PiquetRules(capot="50")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="PiquetRules object"):
        PiquetState("portland")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="horizon"):
        PiquetState(horizon="hand")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="totals"):
        PiquetState(totals=(-1, 0))


# ----------------------------------------------------------------- records
def good_record() -> str:
    state = dealt()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    return write_record(record_of(state, dealer=0))


@pytest.mark.parametrize(("change", "message"), [
    (lambda t: t.replace("Piquet record 1", "Piquet record 2"), "line 1"),
    (lambda t: t.replace("Rules: portland\n", ""), "no 'Rules:' line"),
    (lambda t: t.replace("Rules: portland", "Rules: whist"), "Rules: unknown Piquet preset"),
    (lambda t: t.replace("Dealer: 0", "Dealer: 5"), "Dealer must be 0 or 1"),
    (lambda t: t.replace("Horizon: deal", "Horizon: week"), "Horizon must be"),
    (lambda t: t.replace("Horizon: deal", "Horizon: deal\nTotals: 1 x"), "Totals must be"),
    (lambda t: t.replace("Horizon: deal", "Horizon deal"), "line 3: header"),
    (lambda t: t.replace("\ndiscard ", "\nswap ", 1), "unknown step 'swap'"),
    (lambda t: t.replace("\ndiscard ", "\nplay ", 1), "given as 'play', but the game is at "
                                                     "'discard'"),
    (lambda t: t.replace("\nplay ", "\nplay 2S ", 1), "2♠ is not in the 32-card"),
    (lambda t: t + "play AS\n", "after the end of the game"),
    (lambda t: t.replace("Result: ", "Result: x", 1), "Result says"),
])
def test_a_bad_record_is_refused_with_its_line(change: object, message: str) -> None:
    text = good_record()
    assert parse_record(text).actions
    with pytest.raises(RecordError, match=message):
        parse_record(change(text))  # type: ignore[operator]


def test_record_errors_name_the_line_of_an_illegal_step() -> None:
    text = good_record()
    lines = text.splitlines()
    number = next(i for i, line in enumerate(lines, start=1) if line.startswith("play "))
    lines[number - 1] = "play QX"
    with pytest.raises(RecordError, match=f"line {number}: 'QX' is not a legal action"):
        parse_record("\n".join(lines))


def test_a_record_file_may_start_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(b"\xef\xbb\xbf" + good_record().encode("utf-8"))
    assert read_record_file(path).actions


def test_a_record_file_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(good_record().replace("♠", "S").encode("utf-8") + b"\xff\xfe")
    with pytest.raises(RecordError, match=r"not a UTF-8 text file .* save the record as UTF-8"):
        read_record_file(path)
    with pytest.raises(RecordError, match="cannot read the file"):
        read_record_file(tmp_path / "missing.txt")


def test_a_record_must_be_text() -> None:
    with pytest.raises(RecordError, match="must be text"):
        parse_record(b"Piquet record 1")  # type: ignore[arg-type]
