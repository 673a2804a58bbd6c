"""The terminal program: a whole game at the prompt, polite refusals, replay of a record."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from penneech.cli import main
from penneech.record import parse_record


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
