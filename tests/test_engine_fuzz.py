"""Fuzz tests (hypothesis) of everything that reads text from a person or a file.

Issue 12: a referee that fuzzed the inputs found crashes on superscript digits, files that
are not UTF-8 and a 10 MB message. Here the card reader, the rule strings, the record
reader and the terminal's prompt are driven with arbitrary text (any Unicode, control
characters, digits of other scripts, long strings): each gives a valid result or the
library's own error (``PenneechError``) with a short message, never another exception, and
a refused answer changes nothing.
"""

from __future__ import annotations

import io
import random
import re
import tempfile
from pathlib import Path

from engine_helpers import deal, snapshot, steps
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from hypothesis_budget import examples

from penneech.cli import main
from penneech.core.cards import card_name, parse_card
from penneech.core.console import Console
from penneech.core.errors import IllegalActionError, PenneechError
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.record import parse_record, read_record_file, record_of, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import CHANCE, KEEP, THROW_IN, State
from penneech.games.penneech.terminal import _ask_action
from penneech.games.penneech.view import view_of

# Characters that broke or could break a reader: digits of other scripts (superscript,
# Arabic-Indic, Devanagari, fullwidth, mathematical), suit symbols, control characters,
# a byte-order mark, line and paragraph separators.
TRICKY = ("²³⁷¹⁰٠١٢٣٤٥٦٧٨٩۳०७７１０𝟕𝟙ⅦⅫ♠♥♦♣♤♡♢♧"
          "\x00\x1b\t\r\x0b\x0c\x1c\x85\u2028\u2029\ufeff\u200b#:,= ")
CARD_BITS = ["2", "7", "9", "10", "T", "J", "Q", "K", "A", "1", "0", "S", "H", "D", "C",
             "s", "h", "d", "c", "x"]

tricky_text = st.text(alphabet=st.one_of(st.sampled_from(TRICKY), st.characters()),
                      max_size=40)
card_like = st.lists(st.one_of(st.sampled_from(CARD_BITS), st.sampled_from(TRICKY)),
                     min_size=0, max_size=4).map("".join)
any_text = st.one_of(tricky_text, card_like, st.text(max_size=200))
MESSAGE_LIMIT = 400


def _short(error: PenneechError) -> bool:
    return len(str(error)) < MESSAGE_LIMIT


@settings(max_examples=examples(500), deadline=None)
@given(st.one_of(any_text, st.integers(-10, 10).map(lambda n: "7" * max(n, 0) * 100_000)))
def test_the_card_reader_gives_a_card_or_its_own_error(text: str) -> None:
    try:
        card = parse_card(text)
    except PenneechError as exc:
        assert _short(exc)
        return
    assert 0 <= card < 52
    assert text.strip().isascii() or any(s in text for s in "♠♥♦♣♤♡♢♧")


@settings(max_examples=examples(300), deadline=None)
@given(any_text)
def test_a_rule_string_gives_rules_or_its_own_error(text: str) -> None:
    try:
        rules = Rules.parse(text)
    except PenneechError as exc:
        assert _short(exc)
        return
    assert Rules.parse(rules.to_string()) == rules


def _sample_record(seed: int) -> str:
    """The record of a short game with random legal moves, thrown-in hands included."""
    state = State(Rules.parse("mcleod,target=15"))
    chance, rng = SeededChance(seed), random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.outcome(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return write_record(record_of(state))


RECORDS = [_sample_record(seed) for seed in range(4)]


@settings(max_examples=examples(300), deadline=None)
@given(any_text)
def test_the_record_reader_gives_a_record_or_its_own_error_on_any_text(text: str) -> None:
    for candidate in (text, "Penneech record 1\n" + text, RECORDS[0].split("\n\n")[0] +
                      "\n\n" + text):
        try:
            parse_record(candidate)
        except PenneechError as exc:
            assert _short(exc)


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RECORDS), st.integers(0, 10_000), st.integers(0, 3), any_text)
def test_a_damaged_record_reads_or_names_its_fault(record: str, where: int, how: int,
                                                   text: str) -> None:
    """A record with one token or line replaced, inserted or cut reads as a valid game or
    gives a RecordError naming the fault; a valid result replays to the same text."""
    lines = record.splitlines()
    i = where % len(lines)
    tokens = lines[i].split(" ")
    if how == 0:
        tokens[where % len(tokens)] = text
        lines[i] = " ".join(tokens)
    elif how == 1:
        lines.insert(i, text)
    elif how == 2:
        lines[i] = lines[i][: where % (len(lines[i]) + 1)] + text
    else:
        del lines[i]
    try:
        parsed = parse_record("\n".join(lines))
    except PenneechError as exc:
        assert _short(exc)
        return
    again = parse_record(write_record(parsed))
    assert again.actions == parsed.actions and again.rules == parsed.rules


def _positions() -> list[State]:
    """A card to lead, a card to follow, and a throw-in question with a poor hand."""
    lead = deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D", dealer=1)
    steps(lead, "QS")
    follow = steps(lead.clone(), "AS")
    throw = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "AH 3H 4H 5H 6H 8H 9H", dealer=1,
                 keep=False)
    return [lead, follow, throw]


POSITIONS = _positions()


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(range(len(POSITIONS))), st.lists(any_text, max_size=6),
       st.sampled_from(["quit", "", "last"]))
def test_the_terminal_prompt_survives_any_typed_text(which: int, typed: list[str],
                                                     ending: str) -> None:
    """The terminal's question (a card, or y/n for the throw-in) answered with arbitrary
    text: every answer is either taken (a legal action), refused with a message and asked
    again, or ends the game; the state is never changed by the asking."""
    state = POSITIONS[which]
    legal = state.legal_actions()
    answers = [*typed]
    if ending == "last":
        answers.append("y" if state.phase == "throw_in" else card_name(legal[-1], False))
    answers.append("quit")
    queue = iter(answers)

    def read(prompt: str) -> str:
        return next(queue)

    out = io.StringIO()
    before = snapshot(state)
    action = _ask_action(Console(read, out), state)
    assert snapshot(state) == before
    assert action is None or action in legal
    if state.phase == "throw_in":
        assert action in (None, THROW_IN, KEEP)
    assert all(len(line) < MESSAGE_LIMIT for line in out.getvalue().splitlines())



class ArbitraryActions(RuleBasedStateMachine):
    """A game driven by legal and arbitrary actions from any seat (code review, tests:
    "error ⇒ state unchanged" and ``clone`` independence were checked only on hand-picked
    positions). An illegal action raises ``IllegalActionError`` and changes nothing; a
    clone that plays on leaves the original untouched."""

    def __init__(self) -> None:
        super().__init__()
        self.state = State(Rules.parse("mcleod,target=31"))

    @initialize(values=st.fixed_dictionaries({o.id: st.sampled_from(o.values)
                                              for o in OPTIONS if not o.integer}))
    def start(self, values: dict[str, str]) -> None:
        self.state = State(Rules().with_values({**values, "target": "31"}))

    @rule(pick=st.integers(0, 100))
    def legal(self, pick: int) -> None:
        state = self.state
        if state.is_terminal():
            return
        legal = state.legal_actions()
        who = state.current_player()
        state.apply_action(legal[pick % len(legal)], None if state.is_chance_node() else who)

    @rule(action=st.one_of(st.integers(-3, 60), st.integers(), st.sampled_from(
        [True, None, "7D", 1.0, THROW_IN, KEEP])),
        player=st.sampled_from([None, 0, 1, 2, -1, CHANCE]))
    def arbitrary(self, action: object, player: int | None) -> None:
        state = self.state
        who = state.current_player()
        allowed = (type(action) is int and action in state.legal_actions()
                   and player in (None, who))
        if allowed:
            state.apply_action(action, player)  # type: ignore[arg-type]
            return
        before = snapshot(state)
        try:
            state.apply_action(action, player)  # type: ignore[arg-type]
        except IllegalActionError as exc:
            assert len(str(exc)) < MESSAGE_LIMIT
        else:
            raise AssertionError(f"{action!r} by {player!r} was accepted")
        assert snapshot(state) == before

    @rule()
    def clone_plays_on_alone(self) -> None:
        state = self.state
        if state.is_terminal():
            return
        before = snapshot(state)
        other = state.clone()
        other.apply_action(other.legal_actions()[0])
        assert snapshot(state) == before

    @invariant()
    def views_hold_only_the_players_hand(self) -> None:
        for player in (0, 1):
            view = view_of(self.state, player)
            assert view.hand == self.state.hands[player]
            assert view.seen & self.state.hands[1 - player] == 0


ArbitraryActions.TestCase.settings = settings(max_examples=examples(40), stateful_step_count=200,
                                              deadline=None)
test_arbitrary_actions_change_nothing_or_play = ArbitraryActions.TestCase


@settings(max_examples=examples(30), deadline=None)
@given(st.integers(0, 2**31), st.lists(any_text, min_size=1, max_size=30),
       st.sampled_from(["mcleod", "martin,target=21", "parlett,throw_in=not_allowed"]))
def test_a_whole_terminal_game_survives_any_typed_text(seed: int, noise: list[str],
                                                      rules: str) -> None:
    """`penneech play` from the first prompt to the end: every other answer is arbitrary
    text (then a legal card, or y/n at the throw-in). The game ends normally, exit 0."""
    answers = iter(noise)
    turn = [0]

    def read(prompt: str) -> str:
        turn[0] += 1
        if turn[0] % 2:
            text = next(answers, "")
            return "" if text.strip().lower() in ("q", "quit", "exit") else text
        if "Throw it in?" in prompt:
            return "y" if turn[0] % 4 else "n"
        match = re.search(r"Play a card \((.+?)\)", prompt)
        assert match, prompt
        return match.group(1).split()[0]

    out = io.StringIO()
    assert main(["play", "--seed", str(seed), "--rules", rules, "--opponent", "random"],
                read=read, out=out) == 0
    assert re.search(r"(You win!|The computer wins\.)", out.getvalue())


@settings(max_examples=examples(200), deadline=None)
@given(st.one_of(st.binary(max_size=300),
                 st.sampled_from(RECORDS).map(lambda r: r.encode("utf-8")),
                 st.tuples(st.sampled_from(RECORDS), st.integers(0, 10_000), st.binary(
                     min_size=1, max_size=4)).map(
                     lambda t: t[0].encode("utf-8")[: t[1] % len(t[0])] + t[2]
                     + t[0].encode("utf-8")[t[1] % len(t[0]):]),
                 st.sampled_from(RECORDS).map(lambda r: r.encode("utf-16"))))
def test_a_record_file_of_any_bytes_reads_or_names_the_file(data: bytes) -> None:
    """`penneech replay FILE` on any bytes: a record, or a RecordError that starts with the
    file's name (not UTF-8, or the line at fault); a byte-order mark is skipped."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.txt"
        path.write_bytes(data)
        for candidate in (data, b"\xef\xbb\xbf" + data):
            path.write_bytes(candidate)
            try:
                read_record_file(path)
            except PenneechError as exc:
                assert str(exc).startswith(f"{path}: ") and _short(exc)
