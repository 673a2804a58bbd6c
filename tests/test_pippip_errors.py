"""Bad input to the Pip-Pip! engine: each is refused with the engine's own error, a message
that says what was wrong and where (long input cut short), and no change to the game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.errors import (
    CardError,
    IllegalActionError,
    PenneechError,
    RecordError,
    RulesError,
    SeatError,
)
from penneech.games.pippip.actions import DONE, action_id
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.pack import parse_pp_card
from penneech.games.pippip.record import parse_record, read_record_file, record_of, write_record
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scenario import act, arrange, pass_window
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import view_of

HUGE = "x" * 10_000_000


def dealt(rules: str = "pagat", seed: int = 1) -> PippipState:
    state = PippipState(PippipRules.parse(rules), horizon="deal", dealer=0)
    PippipChance(seed).advance(state)
    return state


def snapshot(state: PippipState) -> dict[str, object]:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in state.__dict__.items()}


# ----------------------------------------------------------------- card names
@pytest.mark.parametrize(("text", "message"), [
    ("٣C#0", "unknown rank '٣'"),                 # an Arabic-Indic three
    ("3C#٠", "names its pack after '#', 0 or 1"),  # an Arabic-Indic nought
    ("AC#2", "card 'AC#2': a Pip-Pip! card names its pack"),
    ("AC", "card 'AC': a Pip-Pip! card names its pack"),
    ("AC#01", "names its pack"),
    ("AC##0", "names its pack"),
    ("", "card '': a Pip-Pip! card names its pack"),
    ("1H#0", "unknown rank '1'"),
])
def test_a_bad_card_name_is_refused_and_quoted(text: str, message: str) -> None:
    with pytest.raises(CardError, match=message):
        parse_pp_card(text)


def test_a_huge_card_name_is_quoted_cut_short() -> None:
    with pytest.raises(CardError, match=r"…' \(10000000 characters\)") as info:
        parse_pp_card(HUGE)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("value", [None, 3, b"AC#0", ["AC#0"]])
def test_a_card_must_be_text(value: object) -> None:
    with pytest.raises(CardError, match="must be text such as AC#0"):
        parse_pp_card(value)


@pytest.mark.parametrize(("name", "message"), [
    ("first:٣", "actions are a card"),
    ("first:" + "1" * 10_000, "actions are a card"),
    ("pip:KH#0+KH#1", "not a King and a Queen of the same suit"),
    ("pip:KH#0+QS#0", "not a King and a Queen of the same suit"),
    ("pip:KH#0", r"'KH#0' is not two cards joined by '\+'"),
    ("QS#0+KS#1+JS#0", "names its pack"),
    pytest.param(HUGE, r"\(10000000 characters\)", id="10MB"),
    (7, "must be text"),
])
def test_a_name_that_is_no_action_is_refused(name: object, message: str) -> None:
    with pytest.raises(IllegalActionError, match=message) as info:
        action_id(name)
    assert len(str(info.value)) < 400


# ----------------------------------------------------------------- rules
@pytest.mark.parametrize(("text", "message"), [
    ("pagat,trumps=hearts", "unknown Pip-Pip! rule option 'trumps'; known options: players"),
    ("card_system=german", "option 'card_system': unknown value 'german'; allowed: english, "
                           "european"),
    ("players=2", "option 'players': unknown value '2'; allowed: 3, 4,"),
    ("players=13", "option 'players': unknown value '13'"),
    ("players=٥", "option 'players': unknown value '٥'"),
    ("target=49", "option 'target': '49' is not a whole number from 50 to 99999"),
    ("target=٥٠٠", "option 'target'"),
    ("target=100000", "option 'target'"),
    ("last_trick_bonus=15", "option 'last_trick_bonus': unknown value '15'"),
    ("rounds=6", "option 'rounds'"),
    ("pagat,players", "not of the form option=value"),
    ("players=5,players=6", "given twice"),
    ("skat", "unknown Pip-Pip! preset 'skat'; presets: pagat, fosdick, european"),
    pytest.param(HUGE, r"\(10000000 characters\)", id="10MB"),
])
def test_a_bad_rules_string_is_refused(text: str, message: str) -> None:
    with pytest.raises(RulesError, match=message) as info:
        PippipRules.parse(text)
    assert len(str(info.value)) < 400


@pytest.mark.parametrize("text", ["players=3", "fosdick,players=3", "european,players=3"])
def test_three_players_are_a_change_any_rule_set_may_make(text: str) -> None:
    """Fosdick's three-player game (B.1.1) is an option the engine allows with every rule
    set: 83 cards in the stock, 34 tricks, two cards left over (B.4.4)."""
    rules = PippipRules.parse(text)
    assert (rules.players, rules.stock_size, rules.tricks_per_deal, rules.dead_cards) == \
        (3, 83, 34, 2)
    assert rules.preset_name is None


def test_rules_and_a_game_refuse_values_of_the_wrong_type() -> None:
    with pytest.raises(RulesError, match="rules must be given as text such as"):
        PippipRules.parse(5)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="option 'players' must be a whole number"):
        PippipRules(players="5")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="option 'players': unknown value 2"):
        PippipRules(players=2)
    with pytest.raises(RulesError, match="option 'card_system' must be text"):
        PippipRules(card_system=1)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="needs a PippipRules object"):
        PippipState("pagat")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="horizon must be 'game' or 'deal', not 'hand'"):
        PippipState(horizon="hand")  # type: ignore[arg-type]


@pytest.mark.parametrize("dealer", [5, -1, "1", True, 1.0])
def test_a_bad_first_dealer_is_refused(dealer: object) -> None:
    with pytest.raises(IllegalActionError, match="dealer must be a player from 0 to 4"):
        PippipState(PippipRules(), dealer=dealer)  # type: ignore[arg-type]


# ----------------------------------------------------------------- actions
@pytest.mark.parametrize("action", ["AC#0", 3.0, True, None])
def test_an_action_must_be_an_integer(action: object) -> None:
    state = dealt()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="must be an integer"):
        state.apply_action(action)  # type: ignore[arg-type]
    assert snapshot(state) == before


@pytest.mark.parametrize("action", [-1, 99999, 10**30, pytest.param(10**5000, id="5001-digits")])
def test_an_unknown_number_is_refused(action: int) -> None:
    state = dealt()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="not allowed in phase 'marriages'") as info:
        state.apply_action(action)
    assert len(str(info.value)) < 1000
    assert snapshot(state) == before


def test_acting_out_of_turn_is_refused() -> None:
    """Every seat is asked in the window, in order from the opening leader (B.5.5)."""
    state = dealt()
    assert state.current_player() == 1
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="out of turn: player 3 tried to act during "
                                                 "'marriages', but it is player 1's turn"):
        state.apply_action(DONE, player=3)
    assert snapshot(state) == before


def test_a_card_not_held_and_a_card_that_does_not_follow_are_refused() -> None:
    """pagat (S), "Spiel"; B.3.2: follow suit if able."""
    state = arrange("pagat", ["9C", "AC 5S", "", "", ""])
    pass_window(state)
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="AC#0 is not in player 0's hand"):
        act(state, "AC#0")
    assert snapshot(state) == before
    act(state, "9C")
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="player 1 must follow suit to 9C#0 and may "
                                                 "not play 5S#0"):
        act(state, "5S")
    assert snapshot(state) == before


def test_a_marriage_not_held_or_out_of_its_window_is_refused() -> None:
    state = arrange("pagat", ["KH QH", "KS", "", "", ""])
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="player 0 cannot declare KS#0\\+QS#0: KS#0 "
                                                 "is not in the hand"):
        state.apply_action(action_id("pip:KS#0+QS#0"))
    with pytest.raises(IllegalActionError, match="not allowed in phase 'marriages'"):
        act(state, "KH")
    assert snapshot(state) == before
    on_play = arrange("european", ["KH QH", "", "", "", ""])
    with pytest.raises(IllegalActionError, match="may not be declared before a trick under "
                                                 "marriage_window=declare_on_play"):
        on_play.apply_action(action_id("pip:KH#0+QH#0"))
    with pytest.raises(IllegalActionError, match="may not be declared when playing one of its "
                                                 "cards under marriage_window=between_tricks"):
        state.apply_action(action_id("KH#0+QH#0"))
    pass_window(state)
    with pytest.raises(IllegalActionError, match="may not be declared when playing one of its "
                                                 "cards under marriage_window=between_tricks"):
        state.apply_action(action_id("KH#0+QH#0"))


def test_no_action_after_the_end() -> None:
    state = dealt()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="the game is over"):
        state.apply_action(DONE)
    assert snapshot(state) == before


# ----------------------------------------------------------------- seats
@pytest.mark.parametrize("seat", [5, -1, "0", True, None, 0.0])
def test_a_view_for_a_seat_that_does_not_exist(seat: object) -> None:
    with pytest.raises(SeatError, match="a view is for a player from 0 to 4, not"):
        view_of(dealt(), seat)  # type: ignore[arg-type]


def test_a_view_for_seat_eleven_exists_only_at_twelve_players() -> None:
    assert view_of(dealt("pagat,players=12"), 11).player == 11
    with pytest.raises(SeatError, match="from 0 to 10, not 11"):
        view_of(dealt("pagat,players=11"), 11)


# ----------------------------------------------------------------- records
def good_record(rules: str = "pagat") -> str:
    state = PippipState(PippipRules.parse(rules), "deal", 0)
    chance, rng = PippipChance(3), random.Random(3)
    while True:
        chance.advance(state)
        if state.is_terminal():
            return write_record(record_of(state, dealer=0))
        state.apply_action(rng.choice(state.legal_actions()))


GOOD = good_record()


@pytest.mark.parametrize(("change", "message"), [
    (lambda t: t.replace("Pip-Pip record 1", "Pip-Pip record 2"),
     "line 1: a Pip-Pip record starts with 'Pip-Pip record 1'"),
    (lambda t: t.replace("Pip-Pip record 1", "Piquet record 1"), "line 1"),
    (lambda t: HUGE, "line 1"),
    (lambda t: t.replace("Rules: pagat\n", ""), "no 'Rules:' line"),
    (lambda t: t.replace("Rules: pagat", "Rules: pagat,players=2"),
     "headers: Rules: option 'players': unknown value '2'"),
    (lambda t: t.replace("Dealer: 0", "Dealer: 5"), "Dealer must be a seat from 0 to 4"),
    (lambda t: t.replace("Horizon: deal", "Horizon: week"), "Horizon must be 'game' or "
                                                            "'deal', not 'week'"),
    (lambda t: t.replace("Horizon: deal", "Horizon deal"), "line 3: header 'Horizon deal'"),
    (lambda t: t.replace("\nplay ", "\nswap ", 1), "unknown step 'swap'"),
    (lambda t: t.replace("\nmarriages ", "\nplay ", 1), "given as 'play', but the game is "
                                                        "at 'marriages'"),
    (lambda t: t.replace("\nplay ", "\nplay AC#2 ", 1), "'AC#2' is no Pip-Pip! action"),
    (lambda t: t + "play AC#0\n", "after the end of the game"),
    (lambda t: t.replace("Result: ", "Result: 9,", 1), "Result says '9,"),
])
def test_a_bad_record_is_refused_with_its_line(change: object, message: str) -> None:
    assert parse_record(GOOD).actions
    with pytest.raises(RecordError, match=message) as info:
        parse_record(change(GOOD))  # type: ignore[operator]
    assert len(str(info.value)) < 400


def test_a_record_names_the_line_of_an_illegal_card() -> None:
    lines = GOOD.splitlines()
    number = next(i for i, line in enumerate(lines, start=1) if line.startswith("play "))
    first = lines[number - 1].split()[1]
    lines[number - 1] = "play " + ("AS#0" if first != "AS#0" else "AS#1")
    with pytest.raises(RecordError, match=f"^line {number}: A"):
        parse_record("\n".join(lines))


def test_a_record_file_may_start_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD.encode("utf-8"))
    assert read_record_file(path).actions == parse_record(GOOD).actions


def test_a_record_file_that_is_not_utf8_or_missing_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(GOOD.encode("utf-8") + b"\xff\xfe")
    with pytest.raises(RecordError, match=r"game.txt: not a UTF-8 text file \(byte 0xff at "
                                          r"offset \d+\); save the record as UTF-8"):
        read_record_file(path)
    with pytest.raises(RecordError, match=r"missing\.txt: cannot read the file"):
        read_record_file(tmp_path / "missing.txt")


def test_a_record_must_be_text() -> None:
    with pytest.raises(RecordError, match="must be text, not bytes"):
        parse_record(GOOD.encode())  # type: ignore[arg-type]


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cuts=st.lists(st.tuples(st.integers(0, len(GOOD)), st.integers(0, 40),
                               st.sampled_from(["", " ", "\n", "#", "AC#0", "KH#1+QH#1",
                                                "pip:KH#0+QH#1", "done", "first:2", "play",
                                                "marriages", "deal", ":", "\ufeff", "٣",
                                                "\x00", "Result: 1", "Dealer: 4"])
                               | st.text(max_size=8)), min_size=1, max_size=4))
def test_a_damaged_record_is_read_or_refused_with_a_record_error(
        cuts: list[tuple[int, int, str]]) -> None:
    """Any damage to a record (text cut out, words or any characters put in) either
    still replays a game or raises ``RecordError``, never another error."""
    text = GOOD
    for at, length, insert in cuts:
        at = min(at, len(text))
        text = text[:at] + insert + text[at + length:]
    try:
        record = parse_record(text)
    except RecordError:
        return
    except PenneechError as exc:  # pragma: no cover - the failure this test looks for
        raise AssertionError(f"{type(exc).__name__} instead of RecordError: {exc}") from exc
    assert write_record(record).startswith("Pip-Pip record 1")
