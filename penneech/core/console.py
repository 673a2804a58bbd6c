"""The terminal's input and output, shared by the terminal programs of every game."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO, TypeVar

from penneech.core.errors import RecordError, shown
from penneech.core.records import file_name

#: What a player types to leave a game at any question.
QUIT = ("q", "quit", "exit")
#: The most digits a number typed at a question or on the command line may have: more is
#: refused before it is read as a number, so that no answer is too long to read.
MAX_DIGITS = 30

T = TypeVar("T")


def whole_number(text: str, low: int = 0, high: int | None = None) -> int | None:
    """The whole number ``text`` spells in ASCII digits (at most ``MAX_DIGITS``), if it lies
    from ``low`` to ``high``; ``None`` for anything else: a sign, other characters, digits
    of other scripts (``٣``, full-width ``３``, ``²``), as every other door of the program
    refuses them.

    >>> whole_number("07"), whole_number("٣"), whole_number("1" * 5000), whole_number("3", 1, 2)
    (7, None, None, None)
    """
    if not (text.isascii() and text.isdigit()) or len(text) > MAX_DIGITS:
        return None
    number = int(text)
    if number < low or (high is not None and number > high):
        return None
    return number


def number_argument(low: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse ``type`` for a number typed on the command line: ASCII digits (as
    ``whole_number`` reads them) from ``low`` up; anything else is refused with ``what``
    it must be and the text quoted."""
    def read(text: str) -> int:
        number = whole_number(text.strip(), low)
        if number is None:
            raise argparse.ArgumentTypeError(f"not {what} from {low} up (digits 0-9 only): "
                                             f"{shown(text)}")
        return number
    return read


def file_argument(text: str) -> str:
    """An argparse ``type`` for a file to write (``--record``): text that names no file
    (empty, or spaces) is refused rather than read as "write no record"."""
    if not text.strip():
        raise argparse.ArgumentTypeError(
            f"{shown(text)} names no file: give a file name, such as 'game.txt', or leave "
            f"--record out to keep no record")
    return text


def rules_argument(text: str) -> str:
    """An argparse ``type`` for ``--rules``: a rule set's name, ``option=value`` pairs or
    both; text that names nothing (empty, or commas only) is refused rather than read as
    the default rules, which ``--preset`` or nothing at all asks for."""
    if not text.replace(",", "").strip():
        raise argparse.ArgumentTypeError(
            f"{shown(text)} names no rules: give a rule set's name, option=value pairs or "
            f"both, such as 'mcleod,target=91', or leave --rules out for the default rules")
    return text


class Console:
    """Input and output of one terminal session (replaceable in tests)."""

    def __init__(self, read: Callable[[str], str], out: TextIO) -> None:
        self.read = read
        self.out = out

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out)

    def ask(self, prompt: str) -> str | None:
        """One line typed by the player, without surrounding spaces; ``None`` for quit
        (``q``, ``quit`` or ``exit``, in any case) or the end of the input. Input that
        cannot be read as text is refused politely and asked for again."""
        while True:
            try:
                answer = self.read(prompt).strip()
            except EOFError:
                return None
            except UnicodeDecodeError:
                self.say("Sorry, that input could not be read as text; please type it again.")
                continue
            return None if answer.lower() in QUIT else answer

    def choose(self, options: Sequence[T], name: Callable[[T], str] | None = None) -> T | None:
        """One of ``options``, listed before as ``1)``, ``2)``, …: the player types its number
        (or, given ``name``, its name in lower or upper case). ``None`` for quit or the end
        of the input; anything else is refused politely and asked for again, so that no
        answer, however long, ends the game. The one menu reader of every game's terminal."""
        while True:
            answer = self.ask(f"Choose 1-{len(options)} (or 'quit'): ")
            if answer is None:
                return None
            number = whole_number(answer, 1, len(options))
            if number is not None:
                return options[number - 1]
            if name is not None:
                named = [o for o in options if name(o) in (answer.lower(), answer.upper())]
                if named:
                    return named[0]
            self.say(f"Please type a number from 1 to {len(options)}, not {shown(answer)}.")

    def pause(self) -> bool:
        """Wait for Enter (a replay stepping through a game); ``False`` once the input has
        ended, so that the replay runs on without asking again."""
        try:
            self.read("[Enter] ")
        except EOFError:
            return False
        except UnicodeDecodeError:
            pass            # whatever was typed, it was typed: go on
        return True


def check_writable(path: Path) -> None:
    """Refuse, before a game starts, a record path that cannot be written."""
    try:
        folder, there = path.is_dir(), path.parent.is_dir()
    except OSError as exc:  # a name longer than the file system allows
        raise RecordError(f"cannot write the record to {file_name(path)} "
                          f"({exc.strerror or exc})") from None
    if folder:
        raise RecordError(f"cannot write the record to {file_name(path)}: it is a folder")
    if not there:
        raise RecordError(f"cannot write the record to {file_name(path)}: there is no "
                          f"folder {file_name(path.parent)}")


def save_record(console: Console, path: str, text: str) -> int:
    """Write a game record to ``path``; if that fails, print it instead. The exit status."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        console.say(f"Could not write the record to {file_name(path)} "
                    f"({exc.strerror or exc}); here it is:\n\n{text}")
        return 2
    console.say(f"Record written to {file_name(path)}.")
    return 0
