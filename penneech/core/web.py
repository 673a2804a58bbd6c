"""What the JSON façades of the play pages share (``penneech.games.penneech.web`` for Penneech,
``penneech.games.piquet.web`` for Piquet): answer envelopes, cards as the page draws them, deal
numbers drawn from the system's randomness and checked when typed, the games kept between calls and
the calls that show, load, resume and save them (``Keeper``).

Every answer is JSON text: ``{"ok": true, ...}`` or ``{"ok": false, "error": message}``;
a message repeats at most ``ECHO_LIMIT`` characters of what the caller sent.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypedDict, TypeVar

from penneech.core.cards import card_words, local_card_name
from penneech.core.errors import PenneechError, shown

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


class TrickJSON(TypedDict):
    """A trick that is over: its number, who led it, who won it, and its two cards."""

    number: int
    leader: int
    winner: int
    lead: CardJSON
    follow: CardJSON


class EndBaseJSON(TypedDict):
    """What every game's page learns when the game is over: the deal number and the record."""

    seed: int
    record: str


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


#: The operating system's randomness (``os.urandom``), as ``secrets`` draws it; ``secrets``
#: itself is not imported, as it loads ``hmac`` and ``hashlib``, which no game needs.
_SYSTEM_RANDOM = random.SystemRandom()


def new_seed() -> int:
    """A deal number drawn here, so that the page never learns it before the end."""
    return _SYSTEM_RANDOM.randrange(SEED_LIMIT)


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


def record_text(value: object) -> str:
    """A record the page sent: text (anything else is refused, quoted)."""
    if not isinstance(value, str):
        raise PenneechError(f"a record is text, not {echo(value)}")
    return value


def seed_and_level(headers: Mapping[str, str], level: str | None,
                   levels: Collection[str], default: str = "greedy") -> tuple[int, str]:
    """The deal number a record names (0 if none), and the computer to continue with:
    ``level`` if the page chose one, else the record's, and ``default`` for none or for a
    name that is not one of ``levels``."""
    seed = check_seed(headers.get("Seed", "0"))
    chosen = level or headers.get("Level", default)
    return seed, chosen if chosen in levels else default


class Replayable(Protocol):
    """A game's state as a record replays it (each game's ``State``)."""

    def is_chance_node(self) -> bool: ...
    def current_player(self) -> int: ...
    def apply_action(self, action: int, player: int | None = None) -> object: ...


class DealChance(Protocol):
    """A game's seeded chance: the chance action a deal number gives a state."""

    def outcome(self, state: Any) -> int: ...


def replay_dealt(actions: list[int], current: Callable[[], Replayable], chance: DealChance,
                 play: Callable[[int, int], object]) -> None:
    """Replay a record's ``actions`` on the game whose state ``current()`` gives: each
    chance step must be the one the record's deal number deals (``chance``), else
    ``PenneechError``; each decision goes to ``play(action, player)``."""
    for action in actions:
        state = current()
        if state.is_chance_node():
            if chance.outcome(state) != action:
                raise PenneechError("the record's cards do not match its seed")
            state.apply_action(action)
        else:
            play(action, state.current_player())


class KeptGame(Protocol):
    """What a façade's game holds for every game: its deal number and its computer."""

    seed: int
    level: str


K = TypeVar("K", bound=KeptGame)


@dataclass(frozen=True)
class Keeper(Generic[K]):
    """The calls every façade answers alike about the games it keeps (``games``): the
    position now, a game continued from a record, and the record kept across reloads.

    ``snapshot`` is the human's view of a game as the page draws it; ``restore`` replays a
    record (raising ``PenneechError`` if it cannot); ``write`` writes a game's record with
    the given headers.
    """

    games: GameStore[K]
    snapshot: Callable[[K, str], Mapping[str, object]]
    restore: Callable[[str, str | None], K]
    write: Callable[[K, dict[str, str]], str]

    def record(self, game: K) -> str:
        """The game's record, with its deal number and computer in the headers."""
        return self.write(game, {"Seed": str(game.seed), "Level": game.level})

    def state(self, lang: str = "en", game_id: str = "main") -> str:
        """The current position, as the human sees it."""
        game = self.games.get(game_id)
        return ok(self.snapshot(game, lang)) if game else error("no game in progress")

    def load(self, text: str, level: str | None = None, lang: str = "en",
             game_id: str = "main") -> str:
        """Continue a game from a record file the player chose. The player holds that file,
        so ``loaded`` may name its deal number; the game still shows only the human's view."""
        try:
            game = self.restore(text, level)
        except PenneechError as exc:
            return error(str(exc))
        self.games.keep(game_id, game)
        return ok({**self.snapshot(game, lang), "loaded": {"seed": game.seed}})

    def resume(self, text: str, level: str | None = None, lang: str = "en",
               game_id: str = "main") -> str:
        """Continue a game the worker kept (from ``saved``) after a reload. A kept record
        that no longer replays is refused without quoting it: its lines hold the
        computer's cards."""
        try:
            game = self.restore(text, level)
        except PenneechError:
            return error("the kept game does not replay with this version of the engine")
        self.games.keep(game_id, game)
        return ok(self.snapshot(game, lang))

    def saved(self, game_id: str = "main") -> str:
        """The record and computer that let ``resume`` continue the game after a reload.
        For the worker's own storage only: it holds the seed and both hands, so the worker
        never passes it to the page."""
        game = self.games.get(game_id)
        if game is None:
            return error("no game in progress")
        return ok({"record": self.record(game), "level": game.level})
