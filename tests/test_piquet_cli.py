"""Piquet in the terminal (``penneech play --game piquet``): a whole game at the prompt under
each rule set, polite refusals that change nothing, and the replay of the record it writes."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from engine_helpers import run_cli

from penneech.cli import main
from penneech.core.cards import parse_card, parse_cards
from penneech.games import GAMES
from penneech.games.piquet.options import OPTIONS
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.record import parse_record
from penneech.games.piquet.tricks import trick_winner


class PatientPlayer:
    """Answers like a careful human: first a wrong answer to each kind of question (which
    must be refused and asked again), then the first listed answer, the highest cards as
    discards (the fewest allowed) and the last card offered in play."""

    def __init__(self, out: io.StringIO) -> None:
        self.out = out
        self.prompts: list[str] = []
        self.wrong_tried: set[str] = set()

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        kind = prompt.split()[0]
        shown = [line for line in self.out.getvalue().splitlines()
                 if line.startswith("Your hand:")]
        hand = shown[-1].split(":", 1)[1].split() if shown else []
        if kind not in self.wrong_tried:
            self.wrong_tried.add(kind)    # the whole hand is more than anyone may discard
            return {"Choose": "99", "Discard": " ".join(hand), "Play": "11X"}[kind]
        if kind == "Choose":
            return "1"
        if kind == "Discard":
            fewest = int(re.search(r"Discard (\d+) to", prompt).group(1))  # type: ignore[union-attr]
            return " ".join(hand[:fewest])
        offered = re.search(r"Play a card \((.+?)\)", prompt)
        assert offered, prompt
        return offered.group(1).split()[-1]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_play_a_whole_game_of_piquet_at_the_prompt(preset: str, tmp_path: Path) -> None:
    """Deal, exchange, the declarations dialogue and twelve tricks a deal, to the end of
    the game of the rule set (race to 100 or the rubicon partie of six deals)."""
    out = io.StringIO()
    record = tmp_path / "piquet.txt"
    human = PatientPlayer(out)
    code = main(["play", "--game", "piquet", "--preset", preset, "--seed", "11",
                 "--opponent", "greedy", "--record", str(record)], read=human, out=out)
    text = out.getvalue()
    assert code == 0
    assert "Please type a number from 1 to" in text          # the wrong menu answer refused
    assert "Sorry, card '11X'" in text                       # a card that does not exist
    assert "Sorry:" in text                                  # an illegal discard refused
    assert "=== Deal 1:" in text and "Trick 1:" in text and "Your hand:" in text
    # every deal that was played out shows its twelfth trick before the next deal begins,
    # and each trick once, the last one of the game too
    for deal in text.split("=== Deal ")[1:-1]:
        assert "Trick 12:" in deal, deal[-400:]
    for deal in text.split("=== Deal ")[1:]:
        numbers = [int(n) for n in re.findall(r"^Trick (\d+):", deal, re.M)]
        assert numbers == list(range(1, len(numbers) + 1)), deal[-400:]
    # each trick, the twelfth too, is said to be won by the higher card of the suit led
    # (Cavendish, law 59), whoever led it
    tricks = re.findall(r"Trick (\d+): (You|Computer) led (\S+), (You|Computer) played "
                        r"(\S+); (You|Computer) wins?\.", text)
    assert tricks and len(tricks) == len(re.findall(r"^Trick \d+:", text, re.M))
    for _, leader, lead, follower, follow, winner in tricks:
        follower_won = trick_winner(0, parse_card(lead), parse_card(follow)) == 1
        assert winner == (follower if follower_won else leader), (lead, follow, winner)
    assert re.search(r"(You win|The computer wins|The game is drawn)", text)
    state = parse_record(record.read_text(encoding="utf-8")).final_state()
    assert state.is_terminal()
    assert f"Score: You {state.scores[0]}, Computer {state.scores[1]}." in text


def test_a_refused_discard_changes_nothing_and_the_question_is_asked_again() -> None:
    """Cavendish law 24: a discard is made once; a wrong one typed at the prompt (the whole
    hand) is refused before anything is put out: the same question is asked again and the
    cards not named in the accepted answer are all still in the hand after the exchange."""
    out = io.StringIO()
    human = PatientPlayer(out)
    main(["play", "--game", "piquet", "--preset", "portland", "--seed", "3"],
         read=human, out=out)
    asked = [p for p in human.prompts if p.startswith("Discard")]
    assert asked[0] == asked[1]
    lines = out.getvalue().splitlines()
    before = next(line for line in lines if line.startswith("Your hand:"))
    after = next(line for line in lines if line.startswith(("Your hand after the exchange:",
                                                             "Your hand:")) and line != before)
    fewest = int(re.search(r"Discard (\d+) to", asked[1]).group(1))  # type: ignore[union-attr]
    kept = before.split(":", 1)[1].split()[fewest:]
    assert set(kept) <= set(after.split(":", 1)[1].split())


def test_the_menu_of_declarations_offers_only_true_claims() -> None:
    """Declarations must be true (our engine forbids a claim not held, research notes A.5):
    every point offered to the elder is a suit of the hand shown with its pips."""
    out = io.StringIO()
    main(["play", "--game", "piquet", "--preset", "portland", "--seed", "2"],
         read=PatientPlayer(out), out=out)
    lines = out.getvalue().splitlines()
    start = next(i for i, line in enumerate(lines) if "declare your point" in line)
    hand = parse_cards(lines[start - 1].split(":", 1)[1])
    pips = {s: [11 if c % 13 == 12 else min(c % 13 + 2, 10) for c in hand if c // 13 == s]
            for s in range(4)}
    names = ("clubs", "diamonds", "hearts", "spades")
    for line in lines[start + 1:]:
        found = re.match(r"\s+\d+\) point (\d+) cards, (\d+) in (\w+)", line)
        if not found:
            if "declare nothing" in line:
                continue
            break
        suit = pips[names.index(found.group(3))]
        assert (int(found.group(1)), int(found.group(2))) == (len(suit), sum(suit))


def test_replay_steps_through_a_piquet_record(tmp_path: Path) -> None:
    out = io.StringIO()
    record = tmp_path / "piquet.txt"
    main(["play", "--game", "piquet", "--seed", "4", "--opponent", "random",
          "--record", str(record)], read=PatientPlayer(out), out=out)
    shown = io.StringIO()
    assert main(["replay", str(record)], out=shown) == 0
    text = shown.getvalue()
    assert "Rules: portland" in text and "After the exchange:" in text
    assert "Trick 12:" in text and "Final score" in text
    # each deal's twelve tricks, the last one too, though the next deal clears the table
    deals = text.split("\nDeal ")[1:]
    assert len(deals) == parse_record(record.read_text(encoding="utf-8")).final_state().deal_no
    for deal in deals[:-1]:
        numbers = [int(n) for n in re.findall(r"^Trick (\d+):", deal, re.M)]
        assert numbers == list(range(1, 13)), deal[-400:]


def test_a_rule_set_or_player_of_another_game_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "piquet", "--preset", "mcleod"], out=io.StringIO()) == 2
    assert "mcleod is not a rule set of piquet" in capsys.readouterr().err
    assert main(["play", "--preset", "portland"], out=io.StringIO()) == 2
    assert "portland is not a rule set of penneech" in capsys.readouterr().err


def test_play_help_names_the_piquet_options_from_their_metadata(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert f"--game {{{','.join(GAMES)}}}" in text and "piquet" in GAMES
    for option in OPTIONS:
        assert f"{option.id}=" in text


def test_a_menu_answer_too_long_or_in_other_digits_is_refused_politely() -> None:
    """A menu answer of 5,000 digits (more than Python reads as a number), Arabic-Indic
    or full-width digits: each is refused with the range to type, as the other doors
    refuse such digits, and the game goes on to the end of the input without a
    traceback. Here the menu is the cut (deal, or be elder)."""
    done = run_cli('play', '--game', 'piquet', '--seed', '509829', '--opponent', 'random',
                   stdin="\n".join(["1" * 5000, "\u0663", "\uff13", "2" * 31]) + "\n")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    refusals = re.findall(r"Please type a number from 1 to \d+, not (.*)\.", done.stdout)
    assert refusals[:4] == ["'" + "1" * 60 + "…' (5000 characters)", "'\u0663'", "'\uff13'",
                            "'" + "2" * 31 + "'"], refusals
    assert "Game abandoned." in done.stdout


def test_the_computers_point_is_called_at_the_prompt_in_the_order_of_calling() -> None:
    """Cavendish, law 46 and the Description, Calling and showing: the computer, elder,
    calls its point by the number of cards ("5 cards"), and says what they make ("5 cards,
    48") only when the human's longest suit is as long, so that she would ask."""
    seen = set()
    for seed in range(30):
        out = io.StringIO()
        main(["play", "--game", "piquet", "--preset", "portland", "--seed", str(seed),
              "--opponent", "greedy"], read=PatientPlayer(out), out=out)
        lines = out.getvalue().splitlines()
        for i, line in enumerate(lines):
            called = re.match(r"The computer declares (\d+) cards(, \d+)? for its point\.",
                              line)
            if not called:
                continue
            hand = next(h for h in reversed(lines[:i]) if h.startswith("Your hand:"))
            longest = max(len(group.split()) for group in hand.split(":", 1)[1].split("   "))
            as_long = longest == int(called.group(1))
            assert (called.group(2) is not None) == as_long, (line, hand)
            assert f"Computer (point): {called.group(1)} cards{called.group(2) or ''}" in lines
            seen.add(as_long)
        if seen == {True, False}:
            return
    raise AssertionError(f"the computer's point was called only with as_long in {seen}")


#: A human who answers the terminal's prompts to the end of a game, made from the output
#: written so far (the replay viewer's tests read the records such a human's games leave).
TERMINAL_HUMAN: Callable[[io.StringIO], object] = PatientPlayer
