"""All-Fours in the terminal (``penneech play --game allfours`` and ``penneech replay``): a
whole game at the prompt under every rule set, polite refusals that change nothing, every
deal's last trick shown before the deal is reckoned, and the replay of the record it
writes."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from engine_helpers import run_cli

from penneech.cli import main
from penneech.games.allfours.options import OPTIONS
from penneech.games.allfours.record import parse_record


class PatientPlayer:
    """Answers like a careful human: first a wrong answer to each kind of question (which
    must be refused and asked again), then the first answer of a menu and the last card
    offered."""

    def __init__(self) -> None:
        self.prompts: list[str] = []
        self.wrong_tried: set[str] = set()

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        kind = prompt.split()[0]
        if kind not in self.wrong_tried:
            self.wrong_tried.add(kind)
            return {"Choose": "99", "Play": "11X", "Lay": "AS" if "AS" not in prompt
                    else "2C"}.get(kind, "?")
        if kind == "Choose":
            return "2"
        offered = re.search(r"(?:Play|Lay out) a card \((.+?)\)", prompt)
        assert offered, prompt
        return offered.group(1).split()[-1]


@pytest.mark.parametrize("preset", ["cotton1674", "running", "seven_up"])
def test_play_a_whole_game_at_the_prompt(preset: str, tmp_path: Path) -> None:
    """To the target (Cotton p. 111, p. 113; Foster), every deal's six tricks shown; the
    record replays to the scores shown."""
    out = io.StringIO()
    record = tmp_path / "allfours.txt"
    code = main(["play", "--game", "allfours", "--preset", preset, "--seed", "11",
                 "--opponent", "greedy", "--record", str(record)], read=PatientPlayer(),
                out=out)
    text = out.getvalue()
    assert code == 0
    assert "Sorry, card '11X'" in text
    assert "Please type a number from 1 to 2" in text
    assert text.count("Trick 6:") >= text.count("\nDeal ") - 1 >= 1
    assert "You win!" in text or "The computer wins." in text
    state = parse_record(record.read_text(encoding="utf-8")).final_state()
    assert state.is_terminal() and max(state.scores) >= state.rules.target
    assert f"Score: You {state.scores[0]}, Computer {state.scores[1]}." in text


def test_the_human_lays_out_cards_after_running_them() -> None:
    """Foster's Seven-up: after the cards are run each lays out down to six; a card not
    held is refused."""
    for seed in range(40):
        human = PatientPlayer()
        out = io.StringIO()
        main(["play", "--game", "allfours", "--preset", "seven_up", "--seed", str(seed)],
             read=human, out=out)
        if any(p.startswith("Lay out") for p in human.prompts):
            text = out.getvalue()
            assert "is not in your hand" in text
            return
    raise AssertionError("no game had the human lay out cards")


def test_replay_steps_through_an_allfours_record(tmp_path: Path) -> None:
    record = tmp_path / "allfours.txt"
    main(["play", "--game", "allfours", "--seed", "4", "--opponent", "random", "--record",
          str(record)], read=PatientPlayer(), out=io.StringIO())
    state = parse_record(record.read_text(encoding="utf-8")).final_state()
    shown = io.StringIO()
    assert main(["replay", str(record)], out=shown) == 0
    text = shown.getvalue()
    assert "Rules: cotton1674" in text and "Turned up:" in text and "Trick 6:" in text
    assert f"Final score {state.scores[0]}-{state.scores[1]}." in text


def test_play_help_names_the_allfours_options_and_rule_sets(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "allfours" in text and "seven_up" in text
    for option in OPTIONS:
        assert f"{option.id}=" in text


def test_the_program_starts_a_game_and_quits_when_asked() -> None:
    done = run_cli("play", "--game", "allfours", "--seed", "2", stdin="quit\n")
    assert done.returncode == 0, done.stderr
    assert "All-Fours against the computer (greedy), seed 2, 11 up." in done.stdout
    assert "Game abandoned." in done.stdout and not done.stderr
    refused = run_cli("play", "--game", "allfours", "--preset", "portland")
    assert refused.returncode == 2 and "portland is not a rule set of allfours" in \
        refused.stderr


#: A human who answers the terminal's prompts to the end of a game, made from the output
#: written so far (the replay viewer's tests read the records such a human's games leave).
def TERMINAL_HUMAN(out: io.StringIO) -> object:
    """A fresh PatientPlayer (it writes nothing of its own to ``out``)."""
    return PatientPlayer()
