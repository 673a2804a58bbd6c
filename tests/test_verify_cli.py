"""``penneech verify``: a reader checks, in the terminal, the deal of a game played on a
play page (every game with one, from the registry). From the record the page saves at the
end (its ``Seed``, ``Rules``, ``Salt`` and ``Commitment`` headers) it recomputes the
commitment shown before the first card and checks every card against the deal number
(``Game.chance``); exit status 0 when both hold, 1 when not, 2 for bad input, with a
message naming what was wrong and where."""

from __future__ import annotations

import hashlib
import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import run_cli
from test_commitment import PAGED, SEEDS, call, page_game
from test_replay_records import terminal_human

from penneech.cli import main
from penneech.core.commitment import action_tokens
from penneech.games import GAMES


def finished(game_id: str) -> dict[str, Any]:
    """The end of a page game of ``game_id`` played to its end (one deal where the game has
    it): the record the page saves and what it reveals."""
    answers, _ = page_game(game_id, SEEDS[0])
    end = call(answers[-1])["end"]
    assert isinstance(end, dict)
    return end


def verify(tmp_path: Path, text: str | None, *args: str,
           capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``penneech verify`` of ``text`` written to a file (or of ``args`` alone): the exit
    status, what it printed and its error message."""
    argv = ["verify"]
    if text is not None:
        path = tmp_path / "game.txt"
        path.write_text(text, encoding="utf-8")
        argv.append(str(path))
    out = io.StringIO()
    status = main([*argv, *args], out=out)
    return status, out.getvalue(), capsys.readouterr().err


@pytest.mark.parametrize("game_id", PAGED)
def test_the_record_of_a_finished_page_game_verifies(game_id: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """The record saved at the end verifies: the text committed to is the one the page
    revealed, its SHA-256 the commitment shown before the first card, and every card dealt
    is the one the deal number gives."""
    end = finished(game_id)
    status, out, err = verify(tmp_path, end["record"], capsys=capsys)
    assert (status, err) == (0, "")
    reveal = end["reveal"]
    assert "".join(line.strip() + "\n" for line in out.splitlines()[2:7]) == reveal["text"]
    assert f"Its SHA-256: {reveal['commitment']}" in out
    assert f"Commitment header: {reveal['commitment']} matches." in out
    assert f"are the ones deal number {reveal['seed']} gives." in out
    assert out.rstrip().endswith("every card came from the deal number.")


@pytest.mark.parametrize("game_id", PAGED)
def test_a_changed_deal_number_breaks_the_commitment_and_the_cards(
        game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record whose ``Seed`` was changed after the game fails both checks: its commitment
    is another, and a card dealt differs from the new number's (the first that differs is
    named: a cut for the first dealer may fall alike)."""
    end = finished(game_id)
    seed = end["reveal"]["seed"]
    tampered = end["record"].replace(f"\nSeed: {seed}\n", f"\nSeed: {seed + 1}\n")
    assert tampered != end["record"]
    status, out, err = verify(tmp_path, tampered, capsys=capsys)
    assert (status, err) == (1, "")
    assert f"{end['reveal']['commitment']} does NOT match." in out
    assert re.search(r"Cards: chance step \d+ differs \(line \d+, '\w+'\): the record has ", out)
    assert f"where deal number {seed + 1} gives " in out and out.rstrip().endswith("Not verified.")


def swapped_card(game_id: str, record: str) -> tuple[str, int, int, str, str]:
    """``record`` with two cards of one line of chance steps swapped such that it still
    replays (two cards that go to the same hand): the new text, the chance step that now
    differs first, its line, what the record now has there and what the deal gives."""
    game = GAMES[game_id]
    parsed = game.parse_record(record)
    tokens = action_tokens(record, game.magic)
    assert len(tokens) == len(parsed.actions)
    state = game.new_state(parsed.rules, getattr(parsed, "horizon", "game"))
    chance_steps: list[int] = []                 # indices of the chance steps
    for index, action in enumerate(parsed.actions):
        if state.is_chance_node():
            chance_steps.append(index)
        state.apply_action(action)
    lines = record.split("\n")
    for n, i in enumerate(chance_steps):
        for j in chance_steps[n + 1:]:
            (line, verb, first), (other_line, _, second) = tokens[i], tokens[j]
            if line != other_line or first == second:
                continue
            names = [t for (ln, _, t) in tokens if ln == line]
            at = [k for k in range(len(tokens)) if tokens[k][0] == line]
            names[at.index(i)], names[at.index(j)] = second, first
            changed = lines.copy()
            changed[line - 1] = " ".join([verb, *names])
            text = "\n".join(changed)
            try:
                game.parse_record(text)
            except ValueError:
                continue
            return text, n + 1, line, second, first
    raise AssertionError("no two cards of a line could be swapped")


@pytest.mark.parametrize("game_id", PAGED)
def test_a_changed_card_is_named_with_its_line(game_id: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Two cards dealt swapped in a record that still replays: the commitment still holds
    (the deal number and rules are unchanged), but the cards do not, and the first chance
    step that differs is named, with its line, the card the record has and the one the
    deal number gives."""
    end = finished(game_id)
    text, step, line, has, gives = swapped_card(game_id, end["record"])
    status, out, err = verify(tmp_path, text, capsys=capsys)
    assert (status, err) == (1, "")
    assert f"{end['reveal']['commitment']} matches." in out
    seed = end["reveal"]["seed"]
    assert (f"Cards: chance step {step} differs (line {line}, " in out
            and f": the record has {has} where deal number {seed} gives {gives}." in out)


@pytest.mark.parametrize("header,why", [("Salt", "its commitment cannot be recomputed"),
                                        ("Seed", "its cards cannot be checked"),
                                        ("Commitment", "no --commitment was given")])
def test_a_missing_header_is_bad_input_naming_it(header: str, why: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A record without one of the headers verification needs is refused with status 2,
    naming the file and the header; nothing is said to be verified."""
    record = finished(PAGED[0])["record"]
    text = "".join(line for line in record.splitlines(keepends=True)
                   if not line.startswith(f"{header}:"))
    assert text != record
    status, out, err = verify(tmp_path, text, capsys=capsys)
    assert status == 2 and "Verified" not in out
    assert f"game.txt: headers: the record has no '{header}:' line" in err and why in err


def test_the_commitment_noted_before_the_first_card_is_checked_too(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A reader who noted the commitment the page showed gives it with ``--commitment``: it
    is compared besides the record's header, and a record without the header is checked
    against it alone."""
    end = finished(PAGED[-1])
    shown = end["reveal"]["commitment"]
    status, out, _ = verify(tmp_path, end["record"], "--commitment", shown.upper(),
                            capsys=capsys)
    assert status == 0 and f"Commitment from --commitment: {shown} matches." in out
    other = ("1" if shown[0] == "0" else "0") + shown[1:]
    status, out, _ = verify(tmp_path, end["record"], "--commitment", other, capsys=capsys)
    assert status == 1 and f"--commitment: {other} does NOT match." in out
    bare = end["record"].replace(f"Commitment: {shown}\n", "")
    status, out, _ = verify(tmp_path, bare, "--commitment", shown, capsys=capsys)
    assert status == 0 and "record's Commitment header" not in out


def test_the_values_on_the_command_line_check_the_commitment_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Without a record, the revealed values given on the command line check the
    commitment (and say that the cards were not checked); a wrong salt does not match."""
    reveal = finished(PAGED[0])["reveal"]
    values = ["--game", reveal["game"], "--seed", str(reveal["seed"]), "--rules",
              reveal["rules"], "--horizon", reveal["horizon"], "--salt", reveal["salt"],
              "--commitment", reveal["commitment"]]
    status, out, _ = verify(tmp_path, None, *values, capsys=capsys)
    assert status == 0 and "Cards: not checked" in out and "Commitment verified." in out
    salt = reveal["salt"]
    values[values.index(salt)] = ("1" if salt[0] == "0" else "0") + salt[1:]
    status, out, _ = verify(tmp_path, None, *values, capsys=capsys)
    assert status == 1 and "does NOT match" in out and out.rstrip().endswith("Not verified.")


@pytest.mark.parametrize("args,words", [
    (["--game", "piquet", "--seed", "1"], "the values --rules, --salt, --commitment (missing)"),
    (["--game", "piquet", "--seed", "1", "--rules", "portland", "--salt", "xyz",
      "--commitment", "0" * 64], "--salt is 32 to 128 lowercase hex digits (0-9, a-f), not 'xyz'"),
    (["--game", "piquet", "--seed", "-3", "--rules", "portland", "--salt", "0" * 32,
      "--commitment", "0" * 64], "--seed: the deal number must be a whole number"),
    (["--game", "piquet", "--seed", "3", "--rules", "portland", "--salt", "0" * 32,
      "--commitment", "abc"], "--commitment is a SHA-256 written as 64 hex digits"),
    (["--game", "piquet", "--seed", "3", "--rules", "portland", "--salt", "0" * 32,
      "--horizon", "week", "--commitment", "0" * 64], "--horizon: Piquet is played to"),
])
def test_bad_values_are_refused_naming_them(args: list[str], words: str, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Each value is checked before anything is computed: status 2 and a message naming the
    option and what it must be."""
    status, out, err = verify(tmp_path, None, *args, capsys=capsys)
    assert (status, out) == (2, "") and words in err


def test_a_record_and_values_together_or_a_record_that_does_not_replay_are_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record with a value that its headers give is ambiguous, a file that is no record
    or does not replay is bad input: status 2, the file and its line named."""
    record = finished(PAGED[0])["record"]
    status, _, err = verify(tmp_path, record, "--seed", "3", capsys=capsys)
    assert status == 2 and "--seed is read from the record's headers" in err
    status, _, err = verify(tmp_path, "hello\n", capsys=capsys)
    assert status == 2 and "game.txt: line 1: a record starts with" in err
    game = GAMES[PAGED[0]]
    line, _, name = action_tokens(record, game.magic)[0]
    broken = record.split("\n")
    broken[line - 1] = broken[line - 1].replace(name, "ZZ", 1)
    status, _, err = verify(tmp_path, "\n".join(broken), capsys=capsys)
    assert status == 2 and f"game.txt: line {line}: " in err


def test_python_m_penneech_verify_exits_with_the_verdict(tmp_path: Path) -> None:
    """The command as the page prints it, in a fresh interpreter: 0 for the page's record,
    1 for a record whose deal number was changed."""
    end = finished(PAGED[-1])
    good = tmp_path / "good.txt"
    good.write_text(end["record"], encoding="utf-8")
    done = run_cli("verify", str(good))
    assert done.returncode == 0 and "Verified:" in done.stdout
    seed = end["reveal"]["seed"]
    bad = tmp_path / "bad.txt"
    bad.write_text(end["record"].replace(f"Seed: {seed}", f"Seed: {seed + 7}"), "utf-8")
    done = run_cli("verify", str(bad))
    assert done.returncode == 1 and "Not verified." in done.stdout


def test_the_verify_command_is_built_without_importing_a_game() -> None:
    """Like every subcommand, ``verify``'s arguments (the games' ids among them) are made
    without importing any game: its help comes from the registry's list alone."""
    code = ("import sys, contextlib, io; from penneech.cli import build_parser; "
            "p = build_parser()\n"
            "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
            "    p.parse_args(['verify', '--help'])\n"
            "print(sorted(m for m in sys.modules if m.startswith('penneech.games.')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=120)
    assert json.loads(done.stdout.strip().replace("'", '"')) == []


#: The suits as the terminal shows a card: no card is named before the commitment.
SUITS = re.compile("[\u2660\u2665\u2666\u2663]")


def terminal_game(game_id: str, tmp_path: Path) -> tuple[str, str, str]:
    """A whole game at the terminal (``penneech play --record``), the human answering as in
    the game's terminal tests (``TERMINAL_HUMAN``): what the terminal showed up to the
    human's first question, all it showed, and the record it wrote."""
    out, record = io.StringIO(), tmp_path / "terminal.txt"
    human = terminal_human(game_id)(out)
    first: list[str] = []

    def read(prompt: str) -> str:
        if not first:
            first.append(out.getvalue())
        answer: str = human(prompt)
        return answer

    assert main(["play", "--game", game_id, "--seed", str(SEEDS[1]), "--opponent", "random",
                 "--record", str(record)], read=read, out=out) == 0
    return first[0], out.getvalue(), record.read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", PAGED)
def test_a_terminal_game_shows_its_commitment_first_and_its_record_verifies(
        game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``penneech play --record``: the commitment is shown before the first card is named
    and before the first question, the salt is revealed at the end, and the record carries
    both (``Commitment`` and ``Salt`` headers, as a play page's record does), so ``penneech
    verify`` accepts it: the commitment recomputed from its seed, rules and salt is the one
    shown, and every card is the one its deal number gives."""
    asked, said, record = terminal_game(game_id, tmp_path)
    shown = re.search(r"^Commitment: ([0-9a-f]{64}) ", asked, flags=re.M)
    assert shown, asked
    assert not SUITS.search(asked[:shown.start()]), "a card was named before the commitment"
    commitment = shown.group(1)
    salt = re.search(r"^Salt: ([0-9a-f]{32}) \(with the seed and rules it gives the "
                     rf"commitment {commitment};", said, flags=re.M)
    assert salt, said[-500:]
    assert f"\nCommitment: {commitment}\n" in record and f"\nSalt: {salt.group(1)}\n" in record
    status, out, err = verify(tmp_path, record, "--commitment", commitment, capsys=capsys)
    assert (status, err) == (0, "")
    assert f"Its SHA-256: {commitment}" in out and f"    salt: {salt.group(1)}" in out
    assert f"    game: {game_id}" in out and f"    seed: {SEEDS[1]}" in out
    assert f"are the ones deal number {SEEDS[1]} gives." in out
    assert out.rstrip().endswith("every card came from the deal number.")


@pytest.mark.parametrize("game_id", PAGED)
def test_a_changed_terminal_record_fails_naming_what_differs(
        game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A terminal record changed after the game is not verified, and the verdict names what
    differs: another salt breaks the commitment alone (the cards still come from the deal
    number); another deal number breaks the commitment and names the first card that the
    new number deals otherwise, with its line."""
    _, _, record = terminal_game(game_id, tmp_path)
    commitment = re.search(r"^Commitment: (\w+)$", record, flags=re.M)
    salt = re.search(r"^Salt: (\w+)$", record, flags=re.M)
    assert commitment and salt
    other = ("1" if salt.group(1)[0] == "0" else "0") + salt.group(1)[1:]
    status, out, err = verify(tmp_path, record.replace(f"Salt: {salt.group(1)}", f"Salt: {other}"),
                              capsys=capsys)
    assert (status, err) == (1, "")
    assert f"Commitment header: {commitment.group(1)} does NOT match." in out
    assert f"are the ones deal number {SEEDS[1]} gives." in out
    assert out.rstrip().endswith("Not verified.")
    tampered = record.replace(f"\nSeed: {SEEDS[1]}\n", f"\nSeed: {SEEDS[1] + 1}\n")
    assert tampered != record
    status, out, err = verify(tmp_path, tampered, capsys=capsys)
    assert (status, err) == (1, "")
    assert f"Commitment header: {commitment.group(1)} does NOT match." in out
    assert re.search(r"Cards: chance step \d+ differs \(line \d+, '\w+'\): the record has ", out)
    assert f"where deal number {SEEDS[1] + 1} gives " in out
    assert out.rstrip().endswith("Not verified.")


ROOT = Path(__file__).resolve().parents[1]


def examples(page: Path) -> dict[str, str]:
    """The worked example's blocks of a page, by the name of the comment before each."""
    found = re.findall(r"^<!-- example: (\w+) -->\n```text\n(.*?)^```", page.read_text("utf-8"),
                       flags=re.M | re.S)
    return dict(found)


@pytest.mark.parametrize("name", ["verify.md", "verify.de.md"])
def test_the_readers_page_example_is_the_engines_own(name: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """"How to verify a deal" shows one real game: its commitment is the SHA-256 of its
    text (as ``sha256sum`` prints it there), its record verifies with exactly the output the
    page shows, and the Python example derives the very cards the record deals."""
    page = ROOT / "docs" / name
    blocks = examples(page)
    assert set(blocks) == {"commitment", "text", "record", "terminal", "sha256sum", "derived"}
    commitment = blocks["commitment"].strip()
    assert hashlib.sha256(blocks["text"].encode("utf-8")).hexdigest() == commitment
    command, *shown = blocks["terminal"].splitlines()
    prefix = "$ python -m penneech verify "
    assert command.startswith(prefix)
    monkeypatch.chdir(tmp_path)
    (tmp_path / command.removeprefix(prefix)).write_text(blocks["record"], encoding="utf-8")
    out = io.StringIO()
    assert main(["verify", command.removeprefix(prefix)], out=out) == 0
    assert out.getvalue().splitlines() == shown
    printf, digest = blocks["sha256sum"].splitlines()
    argument = re.fullmatch(r"\$ printf '(.*)' \| sha256sum", printf)
    assert argument and argument.group(1).replace("\\n", "\n") == blocks["text"]
    assert digest == f"{commitment}  -"
    capsys.readouterr()
    code = re.search(r"^```python\n(.*?)^```", page.read_text("utf-8"), flags=re.M | re.S)
    assert code
    exec(compile(code.group(1), name, "exec"), {})
    derived = capsys.readouterr().out
    assert derived == blocks["derived"] + "\n"
    body = blocks["derived"].split("\n\n", 1)[1]
    assert body in blocks["record"]
