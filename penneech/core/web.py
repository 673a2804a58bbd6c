"""The JSON façade of the play pages, one for every game (``penneech.games.<game>.web``).

Every game's page speaks the same protocol to its façade (``Facade``): ``metadata``,
``new_game``, ``restart``, ``act``, ``hint``, and ``state``, ``load``, ``resume``, ``saved``
for the games kept between calls. Every call takes and returns JSON text, so the page never
sees a Python object and never re-implements a rule: ``{"ok": true, ...}`` or
``{"ok": false, "error": message}``, a message repeating at most ``ECHO_LIMIT`` characters
of what the caller sent. The human always sits in seat 0, a computer player in every other.

A game's answer is one envelope: its table (what the human may know now, written by the
game), then ``rules``, ``preset``, ``level``, ``horizon``, ``over`` and ``end``: ``None``
while the game runs, and once it is over the deal number, the record, the game's own
end (``Side.end``: the computer's cards, a settlement) and the computers' decisions with
their thinking times. A game supplies only its own part, as a ``Side``: its table, the
choices it offers, its sheet, what its hint says and how a record of it is continued.

Fair play: while a game runs, every answer is built from the human's view only; no
answer holds the seed, the record or another seat's hidden cards until the game is over.
The record that keeps a game across reloads is handed out by ``saved`` alone, which the
play worker keeps in its own storage and never passes on to the page.

Every answer also carries ``commitment``, the SHA-256 of the game's deal number, rules,
horizon and a random salt (``penneech.core.commitment``); the end reveals them
(``end["reveal"]``), so that anyone can check that the deal was fixed before the first
card. The salt is kept as the seed is: in the game and in its record's ``Salt`` header,
which only ``saved`` and the end hand out.
"""

from __future__ import annotations

import contextlib
import json
import random
import time
import zlib
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypedDict, TypeVar, cast

from penneech.core import takeback
from penneech.core.advice import Advice, Reasons
from penneech.core.cards import CardSet, card_words, cards_in, local_card_name
from penneech.core.commitment import Deal, kept_salt, new_salt
from penneech.core.errors import IllegalActionError, PenneechError, shown
from penneech.core.game import Chance, Game, GamePlayer, View
from penneech.core.i18n import Text
from penneech.core.options import STATUS_LABELS, STATUSES, Provenance
from penneech.core.rule_set import RuleSet
from penneech.core.tricks import Play, Trick, TwoHandTable, in_play
from penneech.core.turns import Turns

#: Deal numbers drawn for a new game lie below this bound: far too many to find the deal
#: by trying every number against one's own cards.
SEED_LIMIT = 10**15
#: The most digits a deal number may have, on the command line as here.
MAX_SEED_DIGITS = 30
SEED_BOUND = 10**MAX_SEED_DIGITS
#: How many games a façade keeps at once (one per open page is the normal case).
MAX_GAMES = 16
#: Longest piece of the caller's input repeated in an error message.
ECHO_LIMIT = 40
#: The human's seat; the computer players sit in all the others.
HUMAN = 0
#: The computer a new game gets unless the page names one, and the one whose choice a hint
#: gives: the first of these that the game's registry of players lists.
DEFAULT_LEVELS = ("greedy", "expert")
HINT_LEVELS = ("expert", "greedy")


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


def trick_json(t: Trick, lang: str) -> TrickJSON:
    """A two-hand trick that is over, as the page draws it."""
    return {"number": t.number, "leader": t.leader, "winner": t.winner,
            "lead": card_json(t.lead, lang), "follow": card_json(t.follow, lang)}


def ok(payload: Mapping[str, object]) -> str:
    """A successful answer carrying ``payload``."""
    return json.dumps({"ok": True, **payload}, ensure_ascii=False)


def error(message: str) -> str:
    """A refusal that says why."""
    return json.dumps({"ok": False, "error": message}, ensure_ascii=False)


def echo(value: object) -> str:
    """``value`` for an error message, cut so that a huge input is not sent back whole."""
    return shown(value, ECHO_LIMIT)


def page_lang(lang: object) -> str:
    """The page's language: ``de`` or, for any other text, ``en``; anything but text is
    refused (``PenneechError``)."""
    if not isinstance(lang, str):
        raise PenneechError(f"the language is 'en' or 'de', not {echo(lang)}")
    return lang if lang in ("en", "de") else "en"


def check_game_id(game_id: object) -> str:
    """The id the page chose for a game: text (anything else is refused, quoted)."""
    if not isinstance(game_id, str):
        raise PenneechError(f"a game id is text, not {echo(game_id)}")
    return game_id


def card_json(c: int, lang: str) -> CardJSON:
    """Card ``c`` with its short name and its words for screen readers in ``lang``."""
    lang = page_lang(lang)
    return {"id": c, "name": local_card_name(c, lang), "words": card_words(c, lang),
            "suit": c // 13, "red": c // 13 in (1, 2)}


def cards_json(cards: list[int], lang: str) -> list[CardJSON]:
    """Cards sorted by suit (clubs, diamonds, hearts, spades), then rank, low first."""
    return [card_json(c, lang) for c in sorted(cards, key=lambda c: (c // 13, c))]


#: The operating system's randomness (``os.urandom``), as ``secrets`` draws it (the deal
#: numbers have always been drawn here; the commitment's salt is drawn by ``secrets``).
_SYSTEM_RANDOM = random.SystemRandom()


def provenance_row(record: Provenance) -> list[str | int]:
    """A value's provenance as the play page gets it: status, source key, locus, and 1
    when we know the source says it only second-hand (0 otherwise)."""
    return [record.status, record.source, record.locus, int(bool(record.via))]


def new_seed() -> int:
    """A deal number drawn here, so that the page never learns it before the end."""
    return _SYSTEM_RANDOM.randrange(SEED_LIMIT)


def check_seed(seed: object) -> int:
    """A deal number: a whole number from 0 up of at most ``MAX_SEED_DIGITS`` digits, as
    the command line takes it (a string of ASCII digits is read as one)."""
    if isinstance(seed, str) and seed.isascii() and seed.isdigit() \
            and len(seed) <= MAX_SEED_DIGITS:
        seed = int(seed)
    if isinstance(seed, float) and seed.is_integer():
        seed = int(seed)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_BOUND:
        raise PenneechError(f"the deal number must be a whole number from 0 up, of at most "
                            f"{MAX_SEED_DIGITS} digits, not {echo(seed)}")
    return seed


T = TypeVar("T")


class GameStore(dict[str, T]):
    """The games in progress, by the id the page chose; the oldest beyond ``MAX_GAMES``
    is forgotten."""

    def keep(self, game_id: str, game: T) -> None:
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


def preferred(names: list[str], order: tuple[str, ...]) -> str:
    """The first of ``order`` among ``names`` (a game's computer players), else the last
    name."""
    return next((n for n in order if n in names), names[-1])


def public_seed(public: object) -> int:
    """A seed for a hint's sampling made from what the human sees (``public``, built from
    their view alone), never from the deal's seed: the same position gives the same hint.

    The CRC-32 of the text of ``public`` in UTF-8; for text that is all ASCII (a Penneech
    view holds numbers only) that is the ASCII text itself, so the seeds are the ones the
    façades drew before they were one.
    """
    return zlib.crc32(repr(public).encode("utf-8"))


def read_decision(action: object, several: bool = False) -> int | list[int]:
    """A decision the page sent: a whole number, or (if the game takes ``several`` at once,
    as Piquet's exchange does) a list of them; either may come as JSON text. Anything else
    is refused, quoted."""
    if isinstance(action, str):
        # ValueError: not JSON, or a number too long to read; RecursionError: nested
        # deeper than the decoder goes. Either way the text itself is refused below.
        with contextlib.suppress(ValueError, RecursionError):
            action = json.loads(action)
    if isinstance(action, int) and not isinstance(action, bool):
        return action
    if several and isinstance(action, list) and all(
            isinstance(a, int) and not isinstance(a, bool) for a in action):
        return action
    what = "one of the numbers offered, or a list of card numbers" if several else \
        "one of the numbers offered"
    raise IllegalActionError(f"a decision is {what}, not {echo(action)}")


class Replayable(Protocol):
    """A game's state as a record replays it (each game's ``State``)."""

    def is_chance_node(self) -> bool: ...
    def current_player(self) -> int: ...
    def apply_action(self, action: int, player: int | None = None) -> object: ...


RS = TypeVar("RS", bound=Replayable)
RS_contra = TypeVar("RS_contra", bound=Replayable, contravariant=True)


class DealChance(Protocol[RS_contra]):
    """A game's seeded chance: the chance action a deal number gives a state."""

    def outcome(self, state: RS_contra) -> int: ...


def replay_dealt(actions: list[int], current: Callable[[], RS], chance: DealChance[RS],
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


R = TypeVar("R", bound=RuleSet)
S = TypeVar("S", bound=Turns)
V = TypeVar("V", bound=View)
R_co = TypeVar("R_co", bound=RuleSet, covariant=True)
S_co = TypeVar("S_co", bound=Turns, covariant=True)
V_co = TypeVar("V_co", bound=View, covariant=True)


@dataclass
class PageGame(Generic[S_co, V_co]):
    """A game in progress in a page: its state, deal number, computer level and horizon,
    the computer player of every seat but the human's, its seeded chance, and every
    decision of the computers with its thinking time (public once the game is over, for the
    browser benchmark). A game's ``Side`` may keep more in a subclass."""

    state: S_co
    seed: int
    level: str
    horizon: str
    players: dict[int, GamePlayer[V_co]]
    chance: Chance[S_co]
    computer_moves: list[dict[str, object]] = field(default_factory=list)
    #: The salt of the game's commitment (``penneech.core.commitment``): as secret as the
    #: seed until the end.
    salt: str = field(default_factory=new_salt)
    #: The take-backs so far and the human's decisions that may be taken back
    #: (``penneech.core.takeback``).
    takebacks: takeback.TakeBacks = field(default_factory=takeback.TakeBacks)
    #: Who sits where, where the game seats several people (``Side.check_seating``); None:
    #: the human in seat 0 alone, a computer in every other seat.
    seating: Any = None


#: A game's kind of ``PageGame``: a ``PageGame[S, V]`` of its own state and view (a bound
#: cannot name the other type variables, so the façade reads its state through
#: ``Side.state``, typed ``S``).
G = TypeVar("G", bound=PageGame[Any, Any])


class StartedRecord(Protocol[R_co]):
    """A game's parsed record as the page continues it: its rules, horizon, first dealer
    (``None``: chosen by chance), actions and other headers."""

    @property
    def rules(self) -> R_co: ...
    @property
    def horizon(self) -> str: ...
    @property
    def dealer(self) -> int | None: ...
    @property
    def actions(self) -> list[int]: ...
    @property
    def headers(self) -> dict[str, str]: ...


@dataclass(frozen=True)
class Continued(Generic[R]):
    """A record the page may continue: its rules, horizon, actions (chance steps included)
    and the headers naming its deal number and computer."""

    rules: R
    horizon: str
    actions: list[int]
    headers: dict[str, str]


class Side(Generic[R, S, V, G]):
    """One game's part of its façade: what the game shows and how it is played in a page.

    ``game`` is the game's registry entry and ``kept`` the class of its games in progress.
    A game writes its table (``table``), what its hint says (``hint``, from the human's view
    and a seed made of ``public``), what becomes public at the end (``end``) and how a
    record is read to be continued (``read_record``); the rest has a default that a game
    may change: the computer players, a decision answered for the human, how a decision
    is applied and recorded, the record's headers and the game's own metadata.
    """

    game: Game[R, S, V]
    kept: type[G]
    #: Whether one decision may name several cards at once (Piquet's exchange).
    several = False

    def players(self, level: str, seed: int, state: S) -> dict[int, GamePlayer[V]]:
        """The computer player of every seat but the human's (two seats unless changed)."""
        return {1: self.game.make_player(level, seed)}

    def forced(self, state: S) -> int | None:
        """A decision of the human's that is no choice and is answered for them, or None."""
        return None

    # ------------------------------------------------------------- people at the table
    # One person against the computers unless a game changes these: a game that seats
    # several people on one device (passed round) names them, keeps no computer in their
    # seats and shows the page one person's view at a time.
    def check_seating(self, people: object, state: S) -> object:
        """The people at the table as the page names them (``Facade.new_game``), checked;
        None: the human in seat 0 alone. A game without seats for several people refuses
        any other."""
        if people is not None:
            raise PenneechError("this game seats one person against the computer: "
                                f"no seating {echo(people)}")
        return None

    def seated(self, kept: G) -> None:
        """Seat ``kept.seating``'s people: no computer plays their seats."""

    def seating_in(self, headers: Mapping[str, str]) -> object:
        """The seating a record's headers name (None: the human in seat 0 alone)."""
        return None

    def people(self, kept: G) -> Collection[int]:
        """The seats the page's people play."""
        return (HUMAN,)

    def seat_shown(self, kept: G) -> int | None:
        """The seat whose view the page shows now and who may decide, or None while the
        device is being passed to the person to move (``Facade.act`` refuses then)."""
        return HUMAN

    def apply(self, kept: G, action: int, player: int) -> None:
        """Apply a decision (or a record's action) of ``player``; a game may note here what
        its table needs later."""
        kept.state.apply_action(action, player)

    def decide(self, kept: G, decision: int | list[int]) -> None:
        """Apply the human's ``decision`` (``read_decision``); a refused one changes nothing
        and raises ``PenneechError`` in the engine's words."""
        assert isinstance(decision, int)
        self.apply(kept, decision, self.state(kept).current_player())

    def table(self, kept: G, lang: str, since: int | None) -> Mapping[str, object]:
        """What the human may know now, from their view alone; ``since``: the index in
        ``kept.computer_moves`` of the first computer decision made since the human's
        last (None for an answer that is no move)."""
        raise NotImplementedError

    def end(self, kept: G, lang: str) -> Mapping[str, object]:
        """What becomes public when the game is over, besides the deal number, the record
        and the computers' decisions."""
        return {}

    def public(self, view: V) -> object:
        """What the hint's seed is made of: things the human sees (``public_seed``)."""
        raise NotImplementedError

    def hint(self, kept: G, view: V, seed: int, lang: str) -> Mapping[str, object]:
        """The hint for the human's decision now, from their ``view`` and ``seed`` alone."""
        raise NotImplementedError

    def headers(self, kept: G) -> dict[str, str]:
        """Headers the game's record carries besides ``Seed`` and ``Level``."""
        return {}

    def read_record(self, text: str) -> Continued[R]:
        """A record of the game to continue in the page; ``PenneechError`` if it cannot be."""
        raise NotImplementedError

    def state(self, kept: G) -> S:
        """The state of the game ``kept``."""
        state: S = kept.state
        return state

    @staticmethod
    def continued(record: StartedRecord[R], why: str = "records that start with a chosen "
                  "dealer cannot be continued here") -> Continued[R]:
        """``record`` to continue in the page, if it starts as the page's do: by choosing
        the first dealer (a record started at a given dealer is refused, saying ``why``)."""
        if record.dealer is not None:
            raise PenneechError(why)
        return Continued(record.rules, record.horizon, record.actions, record.headers)

    def metadata(self, lang: str) -> Mapping[str, object]:
        """The game's own additions to ``Facade.metadata``."""
        return {}

    def joined(self, state: S) -> bool:
        """Whether a step of the human's at ``state`` belongs to the decision before it
        (one decision naming several actions, as Piquet's exchange): how the human's
        decisions are found in a record (``penneech.core.takeback.Marker``)."""
        return False

    def decision_words(self, state: S, actions: list[int], lang: str) -> str:
        """The human's decision ``actions``, taken at ``state``, in words in ``lang``, said
        when it is taken back (empty: the page says only that a decision was)."""
        return ""
    # ------------------------------------------------------------- the replay viewer
    # What ``penneech.core.replay`` asks of a game beyond its state and view; each has a
    # default that a game of 52 cards played two-handed needs not change.
    def step_words(self, state: S, actions: Sequence[int]) -> Text:
        """A step of a finished game in words, ``state`` being the state before it: one
        decision, or a run of chance actions in one phase (the cards dealt). A seat the
        words name is written ``{seat N}`` (``N`` its index), which the replay viewer
        writes as the play page names that seat ("You", "Player 2")."""
        if state.is_chance_node():
            return Text("the cards are dealt", "die Karten werden gegeben")
        return Text(", ".join(card_words(a, "en") if 0 <= a < 52 else f"action {a}"
                              for a in actions),
                    ", ".join(card_words(a, "de") if 0 <= a < 52 else f"Aktion {a}"
                              for a in actions))

    def card(self, card: int, lang: str) -> Mapping[str, object]:
        """A card as the page draws it (``card_json``)."""
        return card_json(card, lang)

    def hand_order(self, state: S, cards: CardSet) -> list[int]:
        """A hand's cards in the order the page shows them: by suit, then rank."""
        return sorted(cards_in(cards), key=lambda c: (c // 13, c))

    def on_table(self, state: S) -> tuple[Play, ...]:
        """The trick in progress: in a two-hand game, the card led, if any."""
        table = cast(TwoHandTable, state)
        return in_play(table.leader, table.lead_card)

    def reasons(self, view: V, advice: Advice) -> Reasons:
        """The rule behind each choice worse than the expert's, where the game names one
        (as its hint gives it)."""
        return {}

    def analyst(self, seed: int) -> GamePlayer[V]:
        """The player whose values the replay's analysis gives: the one the hint asks,
        seeded by ``seed``, its budget in samples or nodes, never in time."""
        return self.game.make_player(preferred(self.game.player_names(), HINT_LEVELS), seed)


class Facade(Generic[R, S, V, G]):
    """The protocol every play page speaks, over the games it keeps (``games``, by the id
    the page chose) and one game's ``side``."""

    def __init__(self, side: Side[R, S, V, G]) -> None:
        self.side = side
        self.game = side.game
        self.games: GameStore[G] = GameStore()

    # ------------------------------------------------------------------ checks
    def default_level(self) -> str:
        """The computer a new game gets unless the page names one."""
        return preferred(self.game.player_names(), DEFAULT_LEVELS)

    def hint_level(self) -> str:
        """The computer whose choice a hint gives: the strongest one the game has."""
        return preferred(self.game.player_names(), HINT_LEVELS)

    def check_level(self, level: object) -> str:
        """``level`` if it names one of the game's computer players, else refused."""
        names = self.game.player_names()
        if not isinstance(level, str) or level not in names:
            raise PenneechError(f"unknown computer {echo(level)}; computers: "
                                f"{', '.join(names)}")
        return level

    def check_horizon(self, horizon: object) -> str:
        """``horizon`` if the game is played to it (None: the game's first, a whole game)."""
        horizons = self.game.horizons
        if horizon is None:
            return horizons[0]
        if not isinstance(horizon, str) or horizon not in horizons:
            raise PenneechError(f"the horizon is {' or '.join(map(repr, horizons))}, "
                                f"not {echo(horizon)}")
        return horizon

    def parse_rules(self, rules: object) -> R:
        """The rules a rule set's name or an ``option=value`` list names (None: the
        game's default rule set)."""
        if rules is None:
            rules = self.game.default_preset
        if not isinstance(rules, str):
            raise PenneechError(f"the rules are a rule set's name or an option=value list, "
                                f"not {echo(rules)}")
        return self.game.parse_rules(rules)

    def kept(self, game_id: object) -> G:
        """The game in progress under ``game_id``; refused if there is none."""
        kept = self.games.get(check_game_id(game_id))
        if kept is None:
            raise PenneechError("no game in progress")
        return kept

    # ------------------------------------------------------------------ a game
    def start(self, rules: R, seed: int, level: str, horizon: str,
              people: object = None) -> G:
        """A new game, not yet dealt, its people seated (``Side.check_seating``)."""
        state = self.game.new_state(rules, horizon)
        seating = self.side.check_seating(people, state)
        kept = self.side.kept(state=state, seed=seed, level=level, horizon=horizon,
                              players=self.side.players(level, seed, state),
                              chance=self.game.chance(seed))
        kept.seating = seating
        self.side.seated(kept)
        return kept

    def advance(self, kept: G) -> None:
        """Deal, let the computers decide and answer for the human what is no choice
        (``Side.forced``), until the human must decide or the game is over. Each computer
        decision is noted with the seat, phase, action, number of choices and thinking
        time."""
        state = self.side.state(kept)
        people = self.side.people(kept)
        while not state.is_terminal():
            if state.is_chance_node():
                kept.chance.advance(state)
                continue
            seat = state.current_player()
            if seat in people:
                forced = self.side.forced(state)
                if forced is None:
                    return
                self.side.apply(kept, forced, seat)
                continue
            view = self.game.view_of(state, seat)
            phase = state.phase
            started = time.perf_counter()
            action = kept.players[seat].choose(view)
            ms = round((time.perf_counter() - started) * 1000, 3)
            kept.computer_moves.append({"seat": seat, "phase": phase, "action": action,
                                        "choices": len(view.legal), "ms": ms})
            self.side.apply(kept, action, seat)

    def record(self, kept: G) -> str:
        """The game's record, with its deal number and computer in the headers."""
        headers = {"Seed": str(kept.seed), "Level": kept.level, **self.side.headers(kept),
                   **self.committed(kept).headers(), **kept.takebacks.header()}
        return self.game.record_text(self.side.state(kept), None, headers)

    def end(self, kept: G, lang: str) -> dict[str, object]:
        """What becomes public when the game is over."""
        return {"seed": kept.seed, "record": self.record(kept), **self.side.end(kept, lang),
                "computer_moves": kept.computer_moves, "reveal": self.committed(kept).reveal(),
                "takebacks": kept.takebacks.count}

    def snapshot(self, kept: G, lang: str, since: int | None = None) -> dict[str, object]:
        """The answer for a game: its table, then the envelope every game shares."""
        lang = page_lang(lang)
        over = self.side.state(kept).is_terminal()
        rules: R = kept.state.rules
        return {**self.side.table(kept, lang, since), "rules": rules.to_string(),
                "preset": rules.preset_name, "level": kept.level,
                "horizon": kept.horizon, "over": over,
                "commitment": self.committed(kept).commitment(),
                "end": self.end(kept, lang) if over else None,
                **kept.takebacks.public(over)}

    def restore(self, text: object, level: str | None) -> G:
        """Replay a record made by the page (or the terminal) and let the computers move."""
        level = None if level is None else self.check_level(level)
        continued = self.side.read_record(record_text(text))
        seed, chosen = seed_and_level(continued.headers, level, self.game.player_names(),
                                      self.default_level())
        count = takeback.count_of(continued.headers)
        kept = self.start(continued.rules, seed, chosen, self.check_horizon(continued.horizon),
                          self.side.seating_in(continued.headers))
        kept.salt = kept_salt(continued.headers, lambda s: self.committed(kept, s)) or kept.salt
        state, marker = self.side.state(kept), takeback.Marker(kept.takebacks)

        people = self.side.people(kept)

        def play(action: int, player: int) -> None:
            if player in people:
                marker.human_step(state.history, self.side.forced(state) is not None,
                                  self.side.joined(state))
            self.side.apply(kept, action, player)

        replay_dealt(continued.actions, lambda: state, self.game.chance(seed), play)
        kept.takebacks.count = count
        self.advance(kept)
        return kept

    # ------------------------------------------------------------------ the calls
    def metadata(self, lang: str = "en") -> str:
        """The rule options (titles, questions and choices in ``lang``), the rule sets
        with their values, the marks of their assumptions and the provenance of each value
        (``[status, source key, locus, second-hand]``, with the statuses' words in
        ``statuses``), the computer players, the one a new game gets and the one a hint
        asks, and the game's own additions."""
        try:
            lang = page_lang(lang)
        except PenneechError as exc:
            return error(str(exc))
        options = [{"id": o.id, "point": o.point, "title": o.title.get(lang),
                    "question": o.question.get(lang), "integer": o.integer,
                    "default": o.default, "minimum": o.minimum, "maximum": o.maximum,
                    "choices": [{"value": c.value, "label": c.label.get(lang),
                                 "explanation": c.explanation.get(lang)} for c in o.choices]}
                   for o in self.game.options]
        presets = [{"id": p.id, "name": p.name.get(lang), "summary": p.summary.get(lang),
                    "values": p.rules.values(),
                    "marks": {o.id: p.mark(o.id) for o in self.game.options if p.mark(o.id)},
                    "provenance": {o.id: provenance_row(p.provenance[o.id])
                                   for o in self.game.options}}
                   for p in self.game.presets.values()]
        return ok({"options": options, "presets": presets,
                   "statuses": {s: STATUS_LABELS[s].get(lang) for s in STATUSES},
                   "levels": self.game.player_names(), "default_level": self.default_level(),
                   "hint_level": self.hint_level(), **self.side.metadata(lang)})

    def new_game(self, rules: str | None = None, seed: int | str | None = None,
                 level: str | None = None, lang: str = "en", game_id: str = "main",
                 horizon: str | None = None, people: object = None) -> str:
        """Start a game: rules as a rule set's name or an ``option=value`` list, a deal
        number (None: drawn here, so the page never learns it before the end), the
        computers' level, the horizon (a whole ``game`` or, where the game has it, one
        ``deal``) and, where the game seats several people, who sits where
        (``Side.check_seating``; None: the human in seat 0 against the computers)."""
        try:
            game_id, lang = check_game_id(game_id), page_lang(lang)
            parsed = self.parse_rules(rules)
            chosen = self.default_level() if level is None else self.check_level(level)
            number = new_seed() if seed is None else check_seed(seed)
            kept = self.start(parsed, number, chosen, self.check_horizon(horizon), people)
            self.advance(kept)
        except PenneechError as exc:
            return error(str(exc))
        self.games.keep(game_id, kept)
        return ok(self.snapshot(kept, lang, 0))

    def restart(self, lang: str = "en", game_id: str = "main") -> str:
        """The same game again from the start: same deal number, rules, computers and
        horizon; its take-backs still count."""
        try:
            kept, lang = self.kept(game_id), page_lang(lang)
        except PenneechError as exc:
            return error(str(exc))
        rules: R = kept.state.rules
        fresh = self.start(rules, kept.seed, kept.level, kept.horizon, kept.seating)
        fresh.salt = kept.salt      # the same deal, committed to alike
        fresh.takebacks.count = kept.takebacks.count
        self.advance(fresh)
        self.games.keep(check_game_id(game_id), fresh)
        return ok(self.snapshot(fresh, lang, 0))

    def act(self, action: object, lang: str = "en", game_id: str = "main") -> str:
        """The human's decision: one of the numbers the table offers (a card, an answer),
        or, where the game takes several at once, a list (Piquet's cards to put out); the
        computers then move. A refused decision changes nothing."""
        try:
            kept, lang = self.kept(game_id), page_lang(lang)
            if kept.state.is_terminal():
                raise IllegalActionError("the game is over: start a new game")
            decision = read_decision(action, self.side.several)
            seat = kept.state.current_player()
            if seat not in self.side.people(kept):
                raise IllegalActionError("it is not your turn")
            if self.side.seat_shown(kept) != seat:
                raise IllegalActionError("the player to move has not taken the seat yet")
            before = len(kept.computer_moves)
            mark = takeback.before(self.side.state(kept).history, before, kept.players)
            self.side.decide(kept, decision)
            takeback.taken(kept.takebacks, mark, self.side.state(kept).history)
        except PenneechError as exc:
            return error(str(exc))
        self.advance(kept)
        return ok(self.snapshot(kept, lang, before))

    def hint(self, lang: str = "en", game_id: str = "main") -> str:
        """The game's hint for the human's decision now, from their view alone: it draws
        its chances from a seed made of what they see, never from the deal number."""
        try:
            lang = page_lang(lang)
            kept = self.games.get(check_game_id(game_id))
            if kept is None or kept.state.is_terminal() or \
                    kept.state.current_player() != self.side.seat_shown(kept):
                raise PenneechError("nothing to choose now")
            view = self.game.view_of(self.side.state(kept), kept.state.current_player())
            answer = self.side.hint(kept, view, public_seed(self.side.public(view)), lang)
        except PenneechError as exc:
            return error(str(exc))
        return ok(answer)

    def state(self, lang: str = "en", game_id: str = "main") -> str:
        """The current position, as the human sees it."""
        try:
            kept, lang = self.kept(game_id), page_lang(lang)
        except PenneechError as exc:
            return error(str(exc))
        return ok(self.snapshot(kept, lang))

    def load(self, text: str, level: str | None = None, lang: str = "en",
             game_id: str = "main") -> str:
        """Continue a game from a record file the player chose. The player holds that file,
        so ``loaded`` may name its deal number; the game still shows only the human's view."""
        try:
            game_id, lang = check_game_id(game_id), page_lang(lang)
            kept = self.restore(text, level)
        except PenneechError as exc:
            return error(str(exc))
        self.games.keep(game_id, kept)
        return ok({**self.snapshot(kept, lang), "loaded": {"seed": kept.seed}})

    def resume(self, text: str, level: str | None = None, lang: str = "en",
               game_id: str = "main") -> str:
        """Continue a game the worker kept (from ``saved``) after a reload. A kept record
        that no longer replays is refused without quoting it: its lines hold the
        computers' cards."""
        try:
            game_id, lang = check_game_id(game_id), page_lang(lang)
            level = None if level is None else self.check_level(level)
        except PenneechError as exc:
            return error(str(exc))
        try:
            kept = self.restore(text, level)
        except PenneechError:
            return error("the kept game does not replay with this version of the engine")
        self.games.keep(game_id, kept)
        return ok(self.snapshot(kept, lang))

    def saved(self, game_id: str = "main") -> str:
        """The record and computer that let ``resume`` continue the game after a reload.
        For the worker's own storage only: it holds the seed and every hand, so the worker
        never passes it to the page."""
        try:
            kept = self.kept(game_id)
        except PenneechError as exc:
            return error(str(exc))
        return ok({"record": self.record(kept), "level": kept.level})

    def committed(self, kept: G, salt: str | None = None) -> Deal:
        """What the game ``kept`` commits to (``penneech.core.commitment``): the game, its
        deal number, rules and horizon, and its salt (or ``salt``)."""
        rules: R = kept.state.rules
        return Deal(self.game.id, kept.seed, rules.to_string(), kept.horizon,
                    kept.salt if salt is None else salt)

    def undo(self, lang: str = "en", game_id: str = "main") -> str:
        """Take back the human's last decision and every computer decision and chance step
        after it (``penneech.core.takeback``): the game as it stood before that decision,
        rebuilt from its own history, with the same cards to come and the computers as they
        were then. Refused, changing nothing, when there is none to take back or the game
        is over. The answer is the game as ``state`` gives it, and ``undone``: the words
        of the decision taken back (the human's own, ``Side.decision_words``)."""
        try:
            kept, lang = self.kept(game_id), page_lang(lang)
            state = self.side.state(kept)
            mark = takeback.last(kept.takebacks, state.is_terminal())
            rules: R = kept.state.rules
            back = self.start(rules, kept.seed, kept.level, kept.horizon, kept.seating)
            back.salt = kept.salt     # the same deal, committed to alike
            again = self.side.state(back)
            takeback.rebuild(state.history, mark, again.apply_action,
                             lambda action, player: self.side.apply(back, action, player))
        except PenneechError as exc:
            return error(str(exc))
        if mark.players is not None:
            back.players = mark.players
        back.computer_moves = kept.computer_moves[:mark.moves]
        back.takebacks = takeback.after(kept.takebacks, mark)
        actions = [action for _, action in state.history[mark.step:mark.step + mark.size]]
        self.games.keep(check_game_id(game_id), back)
        return ok({**self.snapshot(back, lang),
                   "undone": {"words": self.side.decision_words(again, actions, lang)}})
