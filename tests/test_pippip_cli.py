"""Pip-Pip! in the terminal (``penneech play --game pippip``): a whole game at the prompt at
several table sizes, polite refusals that change nothing, the marriage offered only when
the human holds one, and the replay of the record it writes."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from engine_helpers import run_cli

from penneech.cli import main
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.record import parse_record


class PatientPlayer:
    """Answers like a careful human: first a wrong answer to each kind of question (which
    must be refused and asked again), then the first answer of a menu (a "Pip-Pip!" when
    one is offered) and the last card offered in play."""

    def __init__(self) -> None:
        self.prompts: list[str] = []
        self.wrong_tried: set[str] = set()

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        kind = prompt.split()[0]
        if kind not in self.wrong_tried:
            self.wrong_tried.add(kind)
            return {"Choose": "99", "Play": "11X"}[kind]
        if kind == "Choose":
            return "1"
        offered = re.search(r"Play a card \((.+?)[;)]", prompt)
        assert offered, prompt
        return offered.group(1).split()[-1]


@pytest.mark.parametrize(("preset", "players"), [("pagat", 5), ("fosdick", 3),
                                                  ("european", 9)])
def test_play_a_whole_game_of_pippip_at_the_prompt(preset: str, players: int,
                                                   tmp_path: Path) -> None:
    """One round, each player dealing once (pagat (S), "Partie"); every deal shows its
    tricks to the last (104 // n, B.4.4) and the record replays to the scores shown."""
    out = io.StringIO()
    record = tmp_path / "pippip.txt"
    code = main(["play", "--game", "pippip", "--preset", preset, "--players", str(players),
                 "--seed", "11", "--record", str(record)], read=PatientPlayer(), out=out)
    text = out.getvalue()
    assert code == 0
    assert "Sorry, card '11X'" in text                      # a card that does not exist
    assert f"Pip-Pip! for {players}:" in text
    deals = text.split("=== Deal ")[1:]
    assert len(deals) == players
    for deal in deals:
        assert f"Trick {104 // players}:" in deal, deal[-400:]
    assert "You drew" in text
    state = parse_record(record.read_text(encoding="utf-8")).final_state()
    assert state.is_terminal() and state.seats == players
    scores = ", ".join(f"{'You' if s == 0 else f'Player {s}'} {p}"
                       for s, p in enumerate(state.scores))
    assert f"Score: {scores}" in text


def test_the_marriage_menu_comes_only_with_a_pair_to_declare() -> None:
    """Every seat is asked in every window (B.5.5), but the terminal asks only when the
    human holds an eligible King and Queen; the first answer declares it (pagat (S),
    "Pip-Pip!")."""
    for seed in range(30):
        out = io.StringIO()
        human = PatientPlayer()
        main(["play", "--game", "pippip", "--players", "6", "--seed", str(seed)],
             read=human, out=out)
        text = out.getvalue()
        if "Choose" in " ".join(human.prompts):
            assert "Please type a number from 1 to" in text           # the 99 refused
            menu = text.split("You may declare a marriage (Pip-Pip!)")[1]
            assert re.search(r"1\) Pip-Pip! K. Q. \((clubs|diamonds|hearts|spades)\)", menu)
            assert "no (declare nothing more)" in menu
            assert "You: Pip-Pip!" in text
            return
    raise AssertionError("no game offered the human a marriage")


class MarriageOnPlay:
    """Plays the last card offered, but the first time a marriage may be declared on play,
    first names a pair it does not hold, then the pair offered."""

    def __init__(self) -> None:
        self.wrong = False
        self.declared = False

    def __call__(self, prompt: str) -> str:
        pair = re.search(r"with a marriage: (\S+)", prompt)
        if pair and not self.declared:
            if not self.wrong:
                self.wrong = True
                return "2C+3C"
            self.declared = True
            return pair.group(1)
        offered = re.search(r"Play a card \((.+?)[;)]", prompt)
        assert offered, prompt
        return offered.group(1).split()[-1]


def test_declare_on_play_takes_the_card_with_its_partner() -> None:
    """The European suggestion (S, "Anmerkungen"): the King or Queen is played declaring
    its marriage, typed ``KS+QS``; a pair not held is refused."""
    for seed in range(40):
        human = MarriageOnPlay()
        out = io.StringIO()
        main(["play", "--game", "pippip", "--preset", "european", "--players", "4",
              "--seed", str(seed)], read=human, out=out)
        if human.declared:
            text = out.getvalue()
            assert "Sorry, " in text and "You: Pip-Pip!" in text
            return
    raise AssertionError("no game offered a marriage on play")


def test_replay_steps_through_a_pippip_record(tmp_path: Path) -> None:
    out = io.StringIO()
    record = tmp_path / "pippip.txt"
    main(["play", "--game", "pippip", "--players", "4", "--seed", "4", "--opponent",
          "random", "--record", str(record)], read=PatientPlayer(), out=out)
    shown = io.StringIO()
    assert main(["replay", str(record)], out=shown) == 0
    text = shown.getvalue()
    assert "Rules: pagat,players=4" in text or "players=4" in text
    assert "player 3 holds" in text and "Trick 26:" in text and "Final score" in text


def test_players_and_computers_of_the_wrong_game_are_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "pippip", "--players", "13"], out=io.StringIO()) == 2
    assert "13" in capsys.readouterr().err
    assert main(["play", "--game", "piquet", "--players", "5"], out=io.StringIO()) == 2
    assert "--players is for pippip" in capsys.readouterr().err
    assert main(["play", "--game", "pippip", "--preset", "portland"], out=io.StringIO()) == 2
    assert "portland is not a rule set of pippip" in capsys.readouterr().err


def test_play_help_names_the_pippip_options_from_their_metadata(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--players N" in text and "for Pip-Pip! pagat, fosdick, european" in text
    for option in OPTIONS:
        assert f"{option.id}=" in text


def test_a_menu_answer_too_long_or_in_other_digits_is_refused_politely() -> None:
    """A menu answer of 5,000 digits (more than Python reads as a number), Arabic-Indic
    or full-width digits: each is refused with the range to type, as the other doors
    refuse such digits, and the game goes on to the end of the input without a
    traceback. Here the menu is the first marriage offered."""
    done = run_cli('play', '--game', 'pippip', '--seed', '1',
                   stdin="\n".join(["1" * 5000, "\u0663", "\uff13", "2" * 31]) + "\n")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    refusals = re.findall(r"Please type a number from 1 to \d+, not (.*)\.", done.stdout)
    assert refusals[:4] == ["'" + "1" * 60 + "…' (5000 characters)", "'\u0663'", "'\uff13'",
                            "'" + "2" * 31 + "'"], refusals
    assert "Game abandoned." in done.stdout


#: A human who answers the terminal's prompts to the end of a game, made from the output
#: written so far (the replay viewer's tests read the records such a human's games leave).
def TERMINAL_HUMAN(out: io.StringIO) -> object:
    """A fresh PatientPlayer (it writes nothing of its own to ``out``)."""
    return PatientPlayer()
