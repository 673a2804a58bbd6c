"""The errors the engine raises; each message says what was wrong and where.

Messages quote the input at fault with ``shown``, which cuts long input, so an error about
a 10 MB string is one readable line, never the string itself.
"""

from __future__ import annotations

SHOWN_LIMIT = 60


class PenneechError(ValueError):
    """Base class of every error caused by bad input to the engine."""


class CardError(PenneechError):
    """A card name could not be read (``"11H"``, ``"7X"``)."""


class RulesError(PenneechError):
    """An unknown rule option or value, or a malformed rule string."""


class IllegalActionError(PenneechError):
    """An action that the rules do not allow in this state (wrong card, out of turn)."""


class RecordError(PenneechError):
    """A game record that cannot be read or does not replay."""


class SeatError(PenneechError):
    """A seat that is not player 0 or player 1."""


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """``value`` quoted for an error message, cut after ``limit`` characters.

    Control characters are escaped (as ``repr`` does); a longer text keeps its first
    ``limit`` characters, then "…" and the full length.

    >>> shown("7X")
    "'7X'"
    >>> shown("x" * 1000, limit=5)
    "'xxxxx…' (1000 characters)"
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit] + '…'!r} ({len(value)} characters)"
    try:
        text = repr(value)
    except ValueError:  # an int too long to print (sys.get_int_max_str_digits)
        return "a number too long to show"
    except RecursionError:  # lists or mappings nested deeper than repr goes
        return "a value nested too deeply to show"
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} characters)"
