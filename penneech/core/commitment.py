"""Deals anyone can verify: a commitment to a page game's deal number, rules and horizon.

When a play page starts a game, its façade (``penneech.core.web.Facade``) draws a random
salt and publishes, before the first card, the SHA-256 of a short text naming the game,
the deal number (the seed of ``Game.chance``), the rules in their text form
(``to_string``), the horizon and the salt. At the end it reveals that text. Anyone can
then check two things: that the text's SHA-256 is the commitment shown at the start (so
the deal number and rules were fixed before the first card: the computer could not
choose the deal as the game went), and that every card of the game's record is the one
that deal number gives (``check_cards``), by the engine whose source is published.

The salt (``SALT_BYTES`` random bytes, as hex) is what keeps the commitment from giving
the deal number away: deal numbers lie below 10**15, few enough to try every one against
a commitment made without it. It is therefore as secret as the deal number until the end.

The canonical text (``Deal.text``) is one ``key: value`` line for each of ``game``,
``seed``, ``rules``, ``horizon`` and ``salt``, in that order, each line ended by a line
feed, encoded in UTF-8; the commitment is the SHA-256 of those bytes in lowercase hex.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from penneech.core.errors import PenneechError, shown
from penneech.core.records import split_record

#: How many random bytes a salt has: 128 bits, written as 32 hex digits.
SALT_BYTES = 16
#: A salt as written: lowercase hex digits, at least 128 bits' worth (at most 512).
SALT = re.compile(r"[0-9a-f]{32,128}")
#: A commitment as written: a SHA-256 in lowercase hex.
COMMITMENT = re.compile(r"[0-9a-f]{64}")
#: The record headers that carry a commitment and its salt.
COMMITMENT_HEADER, SALT_HEADER = "Commitment", "Salt"
#: The canonical text's keys, in their order.
KEYS = ("game", "seed", "rules", "horizon", "salt")


def new_salt() -> str:
    """A fresh salt: ``SALT_BYTES`` bytes of the operating system's randomness
    (``secrets``), as lowercase hex."""
    return secrets.token_hex(SALT_BYTES)


def check_salt(value: object, where: str = "the salt") -> str:
    """``value`` if it is a salt as written (``SALT``), else ``PenneechError`` saying what
    a salt is and quoting ``value`` (``where`` names it in the message)."""
    if not isinstance(value, str) or not SALT.fullmatch(value):
        raise PenneechError(f"{where} is 32 to 128 lowercase hex digits (0-9, a-f), "
                            f"not {shown(value)}")
    return value


def check_commitment(value: object, where: str = "the commitment") -> str:
    """``value`` if it is a commitment as written (64 lowercase hex digits; capitals are
    read as lowercase), else ``PenneechError`` quoting it."""
    text = value.strip().lower() if isinstance(value, str) else value
    if not isinstance(text, str) or not COMMITMENT.fullmatch(text):
        raise PenneechError(f"{where} is a SHA-256 written as 64 hex digits, "
                            f"not {shown(value)}")
    return text


def sha256_hex(text: str) -> str:
    """The SHA-256 of ``text`` in UTF-8, as lowercase hex (what ``sha256sum`` prints).

    >>> sha256_hex("")
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
    """
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Deal:
    """What a page game commits to before its first card: the game's id, its deal number,
    its rules in their text form, its horizon and the salt."""

    game: str
    seed: int
    rules: str
    horizon: str
    salt: str

    def __post_init__(self) -> None:
        for key in KEYS:
            value = str(getattr(self, key))
            if not value or "\n" in value or "\r" in value or value != value.strip():
                raise PenneechError(f"the {key} of a commitment is one line of text without "
                                    f"spaces around it, not {shown(value)}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or self.seed < 0:
            raise PenneechError(f"the seed of a commitment is a whole number from 0 up, "
                                f"not {shown(self.seed)}")

    def text(self) -> str:
        """The canonical text: one ``key: value`` line each, every line ended by a line
        feed.

        >>> print(Deal("piquet", 42, "deck=32,partie=6", "deal", "0" * 32).text(), end="")
        game: piquet
        seed: 42
        rules: deck=32,partie=6
        horizon: deal
        salt: 00000000000000000000000000000000
        """
        return "".join(f"{key}: {getattr(self, key)}\n" for key in KEYS)

    def commitment(self) -> str:
        """The SHA-256 of the canonical text in UTF-8, as 64 lowercase hex digits.

        >>> Deal("piquet", 42, "deck=32,partie=6", "deal", "0" * 32).commitment()[:16]
        '14b4c032eda082d4'
        """
        return sha256_hex(self.text())

    def reveal(self) -> dict[str, object]:
        """What the end of a game reveals: every value, the canonical text and the
        commitment."""
        return {"game": self.game, "seed": self.seed, "rules": self.rules,
                "horizon": self.horizon, "salt": self.salt, "text": self.text(),
                "commitment": self.commitment()}

    def headers(self) -> dict[str, str]:
        """The record headers that let a record file be verified later."""
        return {COMMITMENT_HEADER: self.commitment(), SALT_HEADER: self.salt}


def kept_salt(headers: Mapping[str, str], deal: Callable[[str], Deal]) -> str | None:
    """The salt of a record to continue, or ``None`` to draw a new one.

    A record's ``Salt`` is kept if it is one (``SALT``) and the record's ``Commitment``,
    when it has one, is the commitment of ``deal(salt)`` (the record's deal number, rules
    and horizon with that salt): a game kept across a reload, or continued from its own
    record, keeps the commitment shown at its start. Any other record's game gets a new
    salt, and so a new commitment."""
    salt = headers.get(SALT_HEADER)
    if salt is None or not SALT.fullmatch(salt):
        return None
    claimed = headers.get(COMMITMENT_HEADER)
    if claimed is not None and claimed.lower() != deal(salt).commitment():
        return None
    return salt


# ---------------------------------------------------------------------- the cards
class Steps(Protocol):
    """A game's state as a record's actions step through it."""

    def is_chance_node(self) -> bool: ...
    def apply_action(self, action: int, player: int | None = None) -> object: ...


S = TypeVar("S", bound=Steps)
S_contra = TypeVar("S_contra", bound=Steps, contravariant=True)


class SeededChance(Protocol[S_contra]):
    """A game's seeded chance: the chance action a deal number gives a state."""

    def outcome(self, state: S_contra) -> int: ...


@dataclass(frozen=True, slots=True)
class ChanceMismatch:
    """The first chance step of a record that its deal number does not give: its number
    among the chance steps (from 1), its place among all the record's actions (from 0),
    the action the record has and the one the seed gives."""

    step: int
    index: int
    recorded: int
    seeded: int


@dataclass(frozen=True, slots=True)
class CardCheck:
    """How a record's chance steps compare with its deal number's: how many there were
    (all of them, or up to the first that differs) and the first that differs, if any."""

    steps: int
    mismatch: ChanceMismatch | None


def check_cards(state: S, actions: Sequence[int], chance: SeededChance[S]) -> CardCheck:
    """Step ``actions`` through ``state`` (a game's start), comparing each chance step with
    the one ``chance`` (the game's seeded chance of the record's deal number) gives there;
    stop at the first that differs."""
    steps = 0
    for index, action in enumerate(actions):
        if state.is_chance_node():
            steps += 1
            seeded = chance.outcome(state)
            if seeded != action:
                return CardCheck(steps, ChanceMismatch(steps, index, action, seeded))
        state.apply_action(action)
    return CardCheck(steps, None)


def action_tokens(text: str, magic: str) -> list[tuple[int, str, str]]:
    """Each action's line number, verb and name in a record's text, in order (a record the
    engine writes names every action once: a card, a seat's answer).

    >>> action_tokens("Piquet record 1\\nSeed: 1\\n\\ndeal 7C 8C\\nplay AS\\n", "Piquet record 1")
    [(4, 'deal', '7C'), (4, 'deal', '8C'), (5, 'play', 'AS')]
    """
    return [(step.number, step.verb, token) for step in split_record(text, magic).steps
            for token in step.tokens]
