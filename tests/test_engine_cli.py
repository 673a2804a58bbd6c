"""The terminal program: a whole game at the prompt, polite refusals, replay of a record."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from penneech.cli import main
from penneech.games.penneech.options import OPTIONS, OPTIONS_BY_ID
from penneech.games.penneech.record import parse_record


class ScriptedPlayer:
    """Answers the prompts like a patient human: one bad answer first, then legal cards."""

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if len(self.prompts) == 1:
            return "11X"
        if "Throw it in?" in prompt:
            return "n"
        match = re.search(r"Play a card \((.+?)\)", prompt)
        assert match, prompt
        return match.group(1).split()[-1]


@pytest.mark.parametrize("preset", ["mcleod", "martin", "parlett"])
def test_play_a_full_game_at_the_prompt(preset: str, tmp_path: Path) -> None:
    out = io.StringIO()
    record = tmp_path / "game.txt"
    human = ScriptedPlayer()
    code = main(["play", "--preset", preset, "--seed", "7", "--opponent", "random",
                 "--record", str(record)], read=human, out=out)
    text = out.getvalue()
    assert code == 0
    assert "Sorry, card '11X'" in text          # refused politely, asked again
    assert human.prompts[1] == human.prompts[0]
    assert re.search(r"(You win!|The computer wins\.)", text)
    assert "Trump:" in text and "Your hand:" in text and "Trick 1:" in text
    state = parse_record(record.read_text(encoding="utf-8")).final_state()
    assert state.winner is not None and max(state.scores) >= 61


def test_the_terminal_shows_every_trick_before_the_next_deal(tmp_path: Path) -> None:
    """Each hand shows its tricks 1 to 7 and its card count before the next hand's header
    (Cotton, p. 149: seven tricks a hand, then the card count, C15)."""
    out = io.StringIO()
    record = tmp_path / "game.txt"
    main(["play", "--preset", "mcleod", "--seed", "7", "--opponent", "greedy",
          "--record", str(record)], read=ScriptedPlayer(), out=out)
    hands = re.split(r"=== Hand \d+: ", out.getvalue())[1:]
    state = parse_record(record.read_text(encoding="utf-8")).final_state()
    assert len(hands) >= state.hand_no
    for shown in hands[:-1]:                    # every hand that was played out
        numbers = [int(n) for n in re.findall(r"Trick (\d):", shown)]
        assert numbers == list(range(1, 8)), shown
        assert shown.index("Trick 7:") < shown.index("cards won in"), shown


def test_replay_steps_through_a_record(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    main(["play", "--seed", "3", "--opponent", "random", "--record", str(record)],
         read=ScriptedPlayer(), out=io.StringIO())
    out = io.StringIO()
    assert main(["replay", str(record)], out=out) == 0
    final = parse_record(record.read_text(encoding="utf-8")).final_state()
    assert f"Final score {final.scores[0]}-{final.scores[1]}" in out.getvalue()
    assert "Trick 7:" in out.getvalue()


def test_replay_of_a_bad_record_is_an_error_not_a_crash(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("Penneech record 1\nRules: mcleod\n\nplay AS\n", encoding="utf-8")
    assert main(["replay", str(bad)], out=io.StringIO()) == 2
    assert "line 4: 'play' given, but the game expects 'cut'" in capsys.readouterr().err


def test_quit_abandons_the_game() -> None:
    out = io.StringIO()
    assert main(["play", "--seed", "1"], read=lambda _: "quit", out=out) == 0
    assert "Game abandoned." in out.getvalue()


# ------------------------------------------ issue 12: bad input and point 9 (terminal)
class PatientPlayer:
    """Types each of ``first`` once at the first card prompt, then plays the first legal
    card; answers the throw-in with ``throw``; records what it was shown."""

    def __init__(self, out: io.StringIO, first: Sequence[str] = (), throw: str = "n") -> None:
        self.out, self.first, self.throw = out, list(first), throw
        self.prompts: list[tuple[str, str]] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append((prompt, self.out.getvalue()))
        if "Throw it in?" in prompt:
            return self.throw
        if self.first:
            return self.first.pop(0)
        match = re.search(r"Play a card \((.+?)\)", prompt)
        assert match, prompt
        return match.group(1).split()[0]


@pytest.mark.parametrize("typed", ["²S", "⁷♦", "٣S", "３D", "𝟕C", "\x00", "\x1b[2J",
                                   "7" * 1_000_000, "\ufeff7D", "7D 8D", "🂡"])
def test_any_text_typed_at_the_card_prompt_is_refused_and_asked_again(typed: str) -> None:
    """Issue 12: '²S' typed in `penneech play` crashed the game; now every answer that is
    not a card is refused with a short message and the same question is asked again."""
    out = io.StringIO()
    human = PatientPlayer(out, [typed])
    assert main(["play", "--seed", "5", "--opponent", "random"], read=human, out=out) == 0
    card_prompts = [p for p, _ in human.prompts if p.startswith("Play a card")]
    assert card_prompts[1] == card_prompts[0]
    assert "Sorry, card " in out.getvalue()
    assert max(len(line) for line in out.getvalue().splitlines()) < 400
    assert re.search(r"(You win!|The computer wins\.)", out.getvalue())


def test_input_that_is_not_text_is_asked_again() -> None:
    """A terminal that sends bytes that are not UTF-8 gets a polite refusal, not a crash."""
    answers = iter([None, "quit"])

    def read(prompt: str) -> str:
        answer = next(answers)
        if answer is None:
            raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
        return answer

    out = io.StringIO()
    assert main(["play", "--seed", "5"], read=read, out=out) == 0
    assert "could not be read as text" in out.getvalue()
    assert "Game abandoned." in out.getvalue()


def _games_with_a_throw_in_question(throw: str) -> Iterator[tuple[str, PatientPlayer]]:
    for seed in range(60):
        out = io.StringIO()
        human = PatientPlayer(out, throw=throw)
        main(["play", "--seed", str(seed), "--opponent", "greedy"], read=human, out=out)
        if any("Throw it in?" in p for p, _ in human.prompts):
            yield out.getvalue(), human


def test_the_throw_in_question_shows_the_hand() -> None:
    """Point 9 / newcomer review §2.8: the question came without the hand. Now the hand is
    shown just before it, and it holds no Ace and no court card (C18)."""
    _, human = next(_games_with_a_throw_in_question("n"))
    for prompt, shown_before in human.prompts:
        if "Throw it in?" in prompt:
            last = shown_before.rstrip("\n").splitlines()[-1]
            assert last.startswith("Your hand: ")
            cards = last.removeprefix("Your hand: ").split()
            assert len(cards) == 7
            assert not any(c[0] in "AKQJ" for c in cards), cards


def test_a_throw_in_is_announced_and_the_same_dealer_deals_again() -> None:
    """C18: after "y" the terminal says the hand was thrown in and who deals again."""
    text, _ = next(_games_with_a_throw_in_question("y"))
    assert "You throw your hand in (no Ace and no court card)" in text
    thrown = text.index("You throw your hand in")
    header = text.rfind("=== Hand", 0, thrown)
    dealer = "you deal" if "you deal" in text[header:thrown] else "the computer deals"
    assert f"{dealer} again." in text[thrown:thrown + 200]


def test_the_computer_keeping_its_hand_is_never_announced() -> None:
    """Issue 12: "Computer keeps its hand" told the player the computer's hand had no Ace
    and no court card. Both players are asked every deal; a keep is not printed."""
    for seed in range(20):
        out = io.StringIO()
        main(["play", "--seed", str(seed), "--opponent", "greedy"], read=PatientPlayer(out),
             out=out)
        assert "keeps" not in out.getvalue()


def test_the_trump_is_shown_before_the_computer_leads() -> None:
    """Newcomer review §4.11: 'Computer leads X' came before 'Trump: …' though the card was
    turned first (C2: a card is turned up before each trick)."""
    out = io.StringIO()
    main(["play", "--seed", "4", "--opponent", "greedy"], read=PatientPlayer(out), out=out)
    lines = out.getvalue().splitlines()
    leads = [i for i, line in enumerate(lines) if line.startswith("Computer leads")]
    assert leads
    for i in leads:
        before = [line for line in lines[:i] if line.startswith(("Turned ", "Trick ", "==="))]
        assert before[-1].startswith("Turned "), lines[i - 3:i + 1]


def test_play_help_tells_the_truth_about_the_target_and_the_opponent(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Point 9: help said target=61|91 but any whole number 1-999 is accepted, and did not
    name the default opponent. The text now comes from the option metadata."""
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    target = OPTIONS_BY_ID["target"]
    assert (f"target=N, any whole number from {target.minimum} to {target.maximum} "
            f"({target.default} by default, 91 suggested)") in text
    assert "target=61|91" not in text
    assert "(default: greedy)" in text
    for option in OPTIONS:
        assert f"{option.id}=" in text


@pytest.mark.parametrize("seed", ["٤٢", "²", "4 2", "x"])
def test_a_seed_that_is_not_an_ascii_number_is_refused(seed: str,
                                                       capsys: pytest.CaptureFixture[str],
                                                       ) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["play", "--seed", seed], read=lambda _: "quit", out=io.StringIO())
    assert caught.value.code == 2
    assert "not a whole number" in capsys.readouterr().err


def test_replay_of_a_file_that_is_not_utf8_names_the_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 12: `penneech replay` on a file that is not UTF-8 gave a traceback."""
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("Penneech record 1\nRules: mcleod\n# Spiel für zwei\n".encode("latin-1"))
    assert main(["replay", str(bad)], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"penneech: {bad}: not a UTF-8 text file (byte 0xfc")
    assert "Traceback" not in err


def test_a_very_long_file_name_is_shown_cut_short(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Reliability review: ``replay`` with a path of 5000 characters echoed it whole. The
    message gives its start and its length, in one short line, for ``replay`` and for
    ``play --record`` alike (a name the file system cannot even look up)."""
    long_name = str(tmp_path / ("x" * 5000))
    assert main(["replay", long_name], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert "cannot read the file" in err and "characters)" in err and len(err) < 400
    deep = str(tmp_path / ("x/" * 3000)) + "game.txt"
    out = io.StringIO()
    assert main(["play", "--record", deep], read=lambda _: "quit", out=out) == 2
    err = capsys.readouterr().err
    assert "cannot write the record to" in err and "characters)" in err and len(err) < 600


def test_replay_reads_a_record_with_a_byte_order_mark(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    main(["play", "--seed", "3", "--opponent", "random", "--record", str(record)],
         read=ScriptedPlayer(), out=io.StringIO())
    bom = tmp_path / "bom.txt"
    bom.write_bytes(b"\xef\xbb\xbf" + record.read_bytes())
    plain, with_bom = io.StringIO(), io.StringIO()
    assert main(["replay", str(record)], out=plain) == 0
    assert main(["replay", str(bom)], out=with_bom) == 0
    assert with_bom.getvalue() == plain.getvalue()


@pytest.mark.parametrize("card", ["²S", "٣S"])
def test_replay_of_a_record_with_other_digits_names_the_line(
        card: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "digits.txt"
    bad.write_text(f"Penneech record 1\nRules: mcleod\nDealer: 0\n\ndeal {card}\n",
                   encoding="utf-8")
    assert main(["replay", str(bad)], out=io.StringIO()) == 2
    assert f"line 5: card '{card}': unknown rank" in capsys.readouterr().err


def test_a_record_path_that_cannot_be_written_is_refused_before_the_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A typo in --record must not cost a whole game: the path is checked first."""
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return "quit"

    missing = tmp_path / "no" / "such" / "game.txt"
    for path in (missing, tmp_path):
        code = main(["play", "--seed", "1", "--record", str(path)], read=read,
                    out=io.StringIO())
        assert code == 2 and asked == []
    err = capsys.readouterr().err
    assert f"there is no folder {missing.parent}" in err and "it is a folder" in err


@pytest.mark.parametrize("rules", ["martin,target=٩١", "target=" + "9" * 100_000,
                                   "follow=\x1b[2J"])
def test_bad_rules_on_the_command_line_are_one_short_line(
        rules: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--rules", rules], read=lambda _: "quit", out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("penneech: option ") and len(err) < 300
    assert "\x1b" not in err


@pytest.mark.parametrize("argv, words", [
    (["--game", "pippip", "--players", "\u0663"], "argument --players: not a whole number"),
    (["--game", "pippip", "--players", "\uff15"], "argument --players: not a whole number"),
    (["--seed", "-5"], "argument --seed: not a whole number from 0 up"),
    (["--rules", ""], "argument --rules: '' names no rules"),
    (["--rules", ",,,"], "argument --rules: ',,,' names no rules"),
    (["--rules", " , "], "names no rules"),
    (["--record", ""], "argument --record: '' names no file"),
    (["--record", "  "], "argument --record: '  ' names no file"),
])
def test_odd_numbers_and_empty_rules_on_the_command_line_are_refused(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Reliability review, bad input through the command line: Arabic-Indic or full-width
    digits for --players are refused as --seed refuses them; a negative deal number is
    refused as the play pages refuse it; --rules that names nothing is refused instead of
    silently meaning the default rules. No game starts (nothing is asked)."""
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return "quit"

    with pytest.raises(SystemExit) as caught:
        main(["play", *argv], read=read, out=io.StringIO())
    assert caught.value.code == 2 and asked == []
    assert words in capsys.readouterr().err


def test_the_command_line_and_the_play_pages_take_the_same_deal_numbers() -> None:
    """A deal number is a whole number from 0 up of at most 30 digits at every door."""
    from penneech.core.console import MAX_DIGITS, whole_number
    from penneech.core.errors import PenneechError
    from penneech.core.web import MAX_SEED_DIGITS, check_seed

    assert MAX_DIGITS == MAX_SEED_DIGITS
    for text in ["0", "5", "9" * 30, "-5", "9" * 31, "\u0665", "5.0", " "]:
        try:
            web: int | None = check_seed(text)
        except PenneechError:
            web = None
        assert whole_number(text) == web, text


def test_a_deal_number_given_as_a_number_has_at_most_30_digits_too() -> None:
    """The page may send the deal number as a JSON number: the largest of 30 digits is
    taken, the smallest of 31 refused, as they are when typed."""
    from penneech.core.errors import PenneechError
    from penneech.core.web import check_seed

    assert check_seed(10**30 - 1) == 10**30 - 1
    assert check_seed(float(2**53)) == 2**53
    for seed in (10**30, 10**30 + 1, -1):
        with pytest.raises(PenneechError, match="of at most 30 digits"):
            check_seed(seed)


def test_the_programs_help_names_every_game_of_the_registry(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Newcomer review S3-6: ``penneech --help`` described a program for Penneech alone.
    It names every game the registry lists, by its English name."""
    from penneech.games import GAMES

    with pytest.raises(SystemExit):
        main(["--help"])
    about = " ".join(capsys.readouterr().out.split())
    names = [g.name.en for g in GAMES.values()]
    assert len(names) > 1
    assert f"Play {', '.join(names[:-1])} or {names[-1]} in the terminal" in about


#: A human who answers the terminal's prompts to the end of a game, made from the output
#: written so far (the replay viewer's tests read the records such a human's games leave).
def TERMINAL_HUMAN(out: io.StringIO) -> object:
    """A fresh ScriptedPlayer (it writes nothing of its own to ``out``)."""
    return ScriptedPlayer()
