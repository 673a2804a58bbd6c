"""The errors the engine raises; each message says what was wrong and where."""

from __future__ import annotations


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
