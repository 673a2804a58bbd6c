"""What the JSON façades of the play pages share (``penneech.web`` for Penneech,
``penneech.piquet.web`` for Piquet): answer envelopes, cards as the page draws them, deal
numbers drawn from ``secrets`` and checked when typed, and the games kept between calls.

Every answer is JSON text: ``{"ok": true, ...}`` or ``{"ok": false, "error": message}``;
a message repeats at most ``ECHO_LIMIT`` characters of what the caller sent.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from typing import Any, TypedDict, TypeVar

from penneech.cards import card_words, local_card_name
from penneech.errors import PenneechError, shown

#: Deal numbers drawn for a new game lie below this bound: far too many to find the deal
#: by trying every number against one's own cards.
SEED_LIMIT = 10**15
#: How many games a façade keeps at once (one per open page is the normal case).
MAX_GAMES = 16
#: Longest piece of the caller's input repeated in an error message.
ECHO_LIMIT = 40


class CardJSON(TypedDict):
    """A card as the page draws it: id 0-51, its name and words in the page's language."""

    id: int
    name: str
    words: str
    suit: int
    red: bool


def ok(payload: Mapping[str, Any]) -> str:
    """A successful answer carrying ``payload``."""
    return json.dumps({"ok": True, **payload}, ensure_ascii=False)


def error(message: str) -> str:
    """A refusal that says why."""
    return json.dumps({"ok": False, "error": message}, ensure_ascii=False)


def echo(value: object) -> str:
    """``value`` for an error message, cut so that a huge input is not sent back whole."""
    return shown(value, ECHO_LIMIT)


def page_lang(lang: str) -> str:
    """The page's language: ``de`` or, for anything else, ``en``."""
    return lang if lang in ("en", "de") else "en"


def card_json(c: int, lang: str) -> CardJSON:
    """Card ``c`` with its short name and its words for screen readers in ``lang``."""
    lang = page_lang(lang)
    return {"id": c, "name": local_card_name(c, lang), "words": card_words(c, lang),
            "suit": c // 13, "red": c // 13 in (1, 2)}


def cards_json(cards: list[int], lang: str) -> list[CardJSON]:
    """Cards sorted by suit (clubs, diamonds, hearts, spades), then rank, low first."""
    return [card_json(c, lang) for c in sorted(cards, key=lambda c: (c // 13, c))]


def new_seed() -> int:
    """A deal number drawn here, so that the page never learns it before the end."""
    return secrets.randbelow(SEED_LIMIT)


def check_seed(seed: object) -> int:
    """A deal number: a whole number from 0 up (a string of digits is read as one)."""
    if isinstance(seed, str) and seed.isascii() and seed.isdigit():
        seed = int(seed)
    if isinstance(seed, float) and seed.is_integer():
        seed = int(seed)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise PenneechError(f"the deal number must be a whole number from 0 up, not {echo(seed)}")
    return seed


G = TypeVar("G")


class GameStore(dict[str, G]):
    """The games in progress, by the id the page chose; the oldest beyond ``MAX_GAMES``
    is forgotten."""

    def keep(self, game_id: str, game: G) -> None:
        """Hold ``game`` under ``game_id`` as the newest game."""
        self.pop(game_id, None)
        self[game_id] = game
        while len(self) > MAX_GAMES:
            del self[next(iter(self))]
