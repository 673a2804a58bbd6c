"""The terminal's input and output, shared by the terminal programs of every game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO


class Console:
    """Input and output of one terminal session (replaceable in tests)."""

    def __init__(self, read: Callable[[str], str], out: TextIO) -> None:
        self.read = read
        self.out = out

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out)
