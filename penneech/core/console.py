"""The terminal's input and output, shared by the terminal programs of every game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from penneech.core.errors import RecordError


class Console:
    """Input and output of one terminal session (replaceable in tests)."""

    def __init__(self, read: Callable[[str], str], out: TextIO) -> None:
        self.read = read
        self.out = out

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out)


def check_writable(path: Path) -> None:
    """Refuse, before a game starts, a record path that cannot be written."""
    if path.is_dir():
        raise RecordError(f"cannot write the record to {path}: it is a folder")
    if not path.parent.is_dir():
        raise RecordError(f"cannot write the record to {path}: there is no folder "
                          f"{path.parent}")


def save_record(console: Console, path: str, text: str) -> int:
    """Write a game record to ``path``; if that fails, print it instead. The exit status."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        console.say(f"Could not write the record to {path} "
                    f"({exc.strerror or exc}); here it is:\n\n{text}")
        return 2
    console.say(f"Record written to {path}.")
    return 0
