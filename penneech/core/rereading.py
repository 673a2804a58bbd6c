"""The same deal under another reading: a finished game replayed under other rules.

Given the record of a finished game (the play page's or the terminal's, of any game of the
registry, found by its first line: ``penneech.games.game_of_record``) and another reading
(any preset of the game, or the record's own rules with a single option changed), the
same deal is played again:

- **Chance.** The same seed's chance (``Game.chance(seed)``, the seed being the record's
  ``Seed`` header): each deal's cards depend only on the seed and the deal, so the new game
  gets the cards the seed deals under its own rules (a pack of another size deals other
  cards). A record without a seed reuses the original's chance steps where they are still
  legal, matched as decisions are (below: the same deal and the same place among that
  deal's chance steps), and draws the rest from ``Game.chance(UNSEEDED)``; the result says
  so (``chance == "reused"``).
- **Your choices are kept.** A decision of the human (seat 0) is found by its *address*:
  the deal it falls in (the finished deals before it, plus one), its phase, and how many
  decisions the human took before it in that phase of that deal (``Address``). Where the
  human decides in the new game, the original's decision at the same address is kept if
  it is legal there; where the original has none at that address, or it is not legal, the
  expert (the strongest computer player the game has, the hint's: ``HINT_LEVELS``) chooses
  instead, and the decision is marked ``expert``. The kept ones are marked ``kept``.
- **The computers.** Until the two games part (below), the new game *is* the original,
  step for step: each computer's decision is its original one, taken in the same position.
  From the first parting on, each computer seat is played by the record's computer level
  (its ``Level`` header, as the play page writes it, else the level in its ``Players``
  header, as the terminal writes it, else the façade's default level), seated as the play
  page seats it (``Side.players``, seeded by the record's seed). Every player is held to
  its budget in samples or nodes: a safety net by the clock (``time_cap``,
  ``max_seconds``) is switched off, so the same record and reading give the same game on
  any machine.

**Where the games part.** Each step (a chance step or a decision) is compared with the
step at the same place of the other game: the seat to act and the phase, the choices
(the legal actions), the action taken, and each seat's points after it. The first step
at which any of these differs, or at which one game has ended and the other goes on, is
the *parting point* (``Parting``), said in words: deal, trick, who, what. Under rules
that change nothing in this deal the games do not part, and the same rules give the
original game back, record and all.

A record that does not replay, a game that is not finished (fair play: a game in progress
keeps its hidden cards), a seed that does not deal the record's cards, an unknown preset,
option or value are refused with a ``PenneechError`` naming what and where; nothing is
changed by a refusal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Literal, TypeVar

from penneech.core.cards import card_words, local_card_name
from penneech.core.errors import PenneechError, RecordError, RulesError, shown
from penneech.core.game import AnyGame, GamePlayer, View
from penneech.core.i18n import Text
from penneech.core.playing import seat_points
from penneech.core.records import Record
from penneech.core.replay import record_seat_names
from penneech.core.rule_set import RuleSet
from penneech.core.tricks import FinishedDeal
from penneech.core.turns import CHANCE, Turns

#: The human's seat, on the play page as in the terminal.
HUMAN = 0
#: The seed of the chance steps a record without a ``Seed`` header cannot reuse.
UNSEEDED = 0
#: The most digits a record's seed may have (as the command line and the pages take it).
MAX_SEED_DIGITS = 30
#: The players whose choice replaces a decision of the human's that is not kept: the
#: first of these the game has (the hint's).
HINT_LEVELS = ("expert", "greedy")
#: The computer level when the record names none, if the game has no façade to say.
DEFAULT_LEVELS = ("greedy", "expert")

#: How a human decision of the new game came about: ``kept`` (the original's at the same
#: address) or ``expert`` (the expert chose, the original's not being legal or absent).
Mark = Literal["kept", "expert", ""]
#: What differs first where the games part.
PartingKind = Literal["turn", "choices", "action", "points", "end"]


@dataclass(frozen=True, slots=True)
class Address:
    """Where a decision of one seat falls: the deal (from 1), the phase, and how many
    decisions the seat took before it in that phase of that deal (from 0)."""

    deal: int
    phase: str
    index: int


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a game: its place in the game's actions (from 0), the deal (from 1)
    and the trick of that deal (from 1: the tricks done, plus one), the seat that acted
    (``CHANCE`` for chance), the phase, the choices it had, the action and its name, each
    seat's points after it, and, for a decision of the human's in the new game, its mark."""

    index: int
    deal: int
    trick: int
    seat: int
    phase: str
    legal: tuple[int, ...]
    action: int
    name: str
    points: tuple[int, ...]
    mark: Mark = ""
    #: The original's action at the same address, for a decision the expert took instead
    #: (``None``: the original has none there).
    instead_of: str | None = None
    #: The action in a player's words (the game's page side, ``Side.step_words``), in
    #: English and German; ``None`` for a game with no play page.
    words: Text | None = None
    #: ``instead_of`` in a player's words.
    instead_of_words: Text | None = None

    @property
    def decision(self) -> bool:
        """Whether the seat had a choice here (more than one legal action), as the replay
        viewer counts a seat's decisions; a single legal action (a card the page plays for
        you) is no decision."""
        return len(self.legal) > 1

    def said(self, lang: str) -> str:
        """The action in words in ``lang`` where the game words it, else its record name."""
        return self.name if self.words is None else self.words.get(lang)

    def position(self) -> tuple[int, str, tuple[int, ...]]:
        """The position the step was taken in: who acts, in which phase, with which
        choices."""
        return self.seat, self.phase, self.legal


@dataclass(frozen=True, slots=True)
class Parting:
    """The first step at which the two games differ: its place, deal, trick, seat and
    phase (the new game's, or the original's where the new game has ended), what differs
    first (``PartingKind``), each game's action there (``None`` where it has ended) and
    each game's points after it."""

    index: int
    deal: int
    trick: int
    seat: int
    phase: str
    kind: PartingKind
    original: str | None
    reread: str | None
    original_points: tuple[int, ...]
    reread_points: tuple[int, ...]
    #: The original's seat and phase at that step (``None``: the original has ended).
    original_seat: int | None = None
    original_phase: str | None = None
    #: Each game's action there in a player's words (``Step.words``).
    original_words: Text | None = None
    reread_words: Text | None = None

    def said(self, lang: str) -> tuple[str | None, str | None]:
        """Each game's action there, the original's first, in words in ``lang`` where the
        game words it, else as its record names it (``None`` where that game has ended)."""
        return (self.original if self.original_words is None
                else self.original_words.get(lang),
                self.reread if self.reread_words is None else self.reread_words.get(lang))

    def words(self, deal_word: str = "deal") -> str:
        """The parting point in English: deal, trick, who, what."""
        return parting_words(self, deal_word)


@dataclass(frozen=True, slots=True)
class Played:
    """One game of the two: its rules (their text, the preset's name if any), its steps,
    its deals that are over, each seat's final points and the winners."""

    rules: str
    preset: str | None
    steps: tuple[Step, ...]
    deals: tuple[FinishedDeal, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Rereading:
    """The original game and the same deal under another reading, side by side."""

    game: AnyGame
    original: Played
    reread: Played
    seed: int | None
    chance: Literal["seed", "reused"]
    level: str
    level_from: Literal["record", "default"]
    expert: str
    parting: Parting | None
    record: str
    names: Callable[[int], str] = field(repr=False, compare=False, default=str)
    #: The original record's headers (its ``Players`` name the seats, as the replay
    #: viewer names them: ``replay.record_seat_names``).
    headers: Mapping[str, str] = field(repr=False, compare=False, default_factory=dict)

    @property
    def kept(self) -> int:
        """How many of the human's decisions in the new game are the original's: those
        where the human had a choice (``Step.decision``), counted as the replay viewer
        counts a seat's decisions."""
        return sum(1 for s in self.reread.steps if s.mark == "kept" and s.decision)

    @property
    def by_expert(self) -> int:
        """How many of the human's decisions in the new game the expert took instead
        (decisions only, as ``kept``)."""
        return sum(1 for s in self.reread.steps if s.mark == "expert" and s.decision)

    @property
    def original_decisions(self) -> int:
        """How many decisions the human took in the original game (as ``kept`` counts
        them): the replay viewer's count for the original's record."""
        return sum(1 for s in self.original.steps if s.seat == HUMAN and s.decision)

    @property
    def forced(self) -> int:
        """How many of the human's actions in the new game had no other choice (a single
        legal action, played for the human): neither kept nor the expert's decision."""
        return sum(1 for s in self.reread.steps if s.seat == HUMAN and not s.decision)

    def marked(self) -> list[Step]:
        """The human's decisions in the new game that the expert took instead."""
        return [s for s in self.reread.steps if s.mark == "expert" and s.decision]


# ---------------------------------------------------------------------- reading the input
def finished_record(text: object) -> tuple[AnyGame, Record[Any, Any]]:
    """The game of ``text`` and its parsed record, which must replay to the game's end.

    A record of a game in progress is refused (fair play: its hidden cards stay hidden);
    so is one whose ``Seed`` header does not deal its cards."""
    from penneech.games import game_of_record
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {shown(text, 40)}")
    game = game_of_record(text)
    record = game.parse_record(text)
    if not isinstance(record, Record):
        raise RecordError(f"{game.name.en}: its record cannot be replayed here")
    state = record.final_state()
    if not state.is_terminal():
        raise RecordError(
            f"the {game.name.en} game of this record is not finished (it stops in "
            f"{game.deal_word} {len(state.deals) + 1}, phase {state.phase!r}, after "
            f"{len(record.actions)} steps): only a finished game can be played under "
            "another reading, so that no hidden card of a game in progress is shown")
    seed = record_seed(record.headers)
    if seed is not None:
        check_dealt(game, record, seed)
    return game, record


def record_seed(headers: Mapping[str, str]) -> int | None:
    """The record's ``Seed`` header as a number (``None`` if it has none); a seed that is
    not a whole number of at most ``MAX_SEED_DIGITS`` digits is refused."""
    value = headers.get("Seed")
    if value is None:
        return None
    if not (value.isascii() and value.isdigit() and len(value) <= MAX_SEED_DIGITS):
        raise RecordError(f"headers: Seed must be a whole number of at most "
                          f"{MAX_SEED_DIGITS} digits, not {shown(value, 40)}")
    return int(value)


def check_dealt(game: AnyGame, record: Record[Any, Any], seed: int) -> None:
    """Refuse a record whose chance steps are not those its seed deals."""
    state: Turns = record.start()
    chance = game.chance(seed)
    names = namer(state)
    for number, action in enumerate(record.actions, start=1):
        if state.is_chance_node():
            dealt = chance.outcome(state)
            if dealt != action:
                raise RecordError(
                    f"headers: Seed {seed} does not deal this record's cards: step {number} "
                    f"({game.deal_word} {len(state.deals) + 1}, phase {state.phase!r}) is "
                    f"{names(action)} where the seed gives {names(dealt)}")
        state.apply_action(action)


def reading_rules(game: AnyGame, original: RuleSet, reading: object) -> RuleSet:
    """The rules of another reading: a preset's name, or ``option=value`` (a single option
    of the original's rules changed). Unknown presets, options and values are refused by
    name."""
    if not isinstance(reading, str) or not reading.strip():
        raise RulesError("another reading is a rule set's name or one option=value, not "
                         f"{shown(reading, 40)}")
    text = reading.strip()
    if "=" not in text:
        preset = game.presets.get(text)
        if preset is None:
            raise RulesError(f"unknown {game.name.en} rule set {shown(text, 40)}; rule "
                             f"sets: {', '.join(game.presets)}")
        return preset.rules
    if "," in text:
        raise RulesError(f"change one option at a time (option=value), not {shown(text, 40)}")
    key, _, value = text.partition("=")
    key, value = key.strip(), value.strip()
    if key not in {o.id for o in game.options}:
        raise RulesError(f"unknown {game.name.en} rule option {shown(key, 40)}; options: "
                         f"{', '.join(o.id for o in game.options)}")
    if not value:
        raise RulesError(f"option {key!r} needs a value (option=value)")
    return original.with_values({key: value})


# ---------------------------------------------------------------------- the players
def namer(state: object) -> Callable[[int], str]:
    """How the game names an action, as its records write it: the ``action_name`` of its
    state's module (every game's state module has one), else the number."""
    module = import_module(type(state).__module__)
    name = getattr(module, "action_name", None)
    return name if callable(name) else str


def worder(game: AnyGame) -> Callable[[Any, Sequence[int]], Text] | None:
    """How the game's play page words a step, the state being the one before it
    (``Side.step_words``, as the replay viewer says it); ``None`` for a game with no play
    page."""
    if game.web is None:
        return None
    words: Callable[[Any, Sequence[int]], Text] = import_module(game.web).SIDE.step_words
    return words


def level_of(headers: Mapping[str, str], levels: list[str], default: str
             ) -> tuple[str, Literal["record", "default"]]:
    """The computer level of a record: its ``Level`` header (the play page's), else the
    first level named in brackets in its ``Players`` header (the terminal's ``You,
    Computer (expert)``), else ``default``; and where it came from."""
    level = headers.get("Level")
    if level in levels:
        return level, "record"
    for named in re.findall(r"\(([^()]*)\)", headers.get("Players", "")):
        if named.strip() in levels:
            return named.strip(), "record"
    return default, "default"


P = TypeVar("P")


def by_budget(player: P) -> P:
    """``player`` held to its budget alone: its safety net by the clock switched off."""
    for attribute in ("time_cap", "max_seconds"):
        if getattr(player, attribute, None) is not None:
            setattr(player, attribute, None)
    return player


Seating = Callable[[str, int, Any], Mapping[int, GamePlayer[Any]]]


def seating(game: AnyGame) -> tuple[Seating, str]:
    """How the play page seats the computers of ``game`` (its façade's ``Side.players``)
    and the level a new game gets there; for a game without a play page, one player of
    the level in every seat but the human's, seeded by the seed and the seat."""
    if game.web is not None:
        facade = getattr(import_module(game.web), "FACADE", None)
        side = getattr(facade, "side", None)
        if side is not None and facade is not None:
            return side.players, str(facade.default_level())
    names = game.player_names()

    def seat_all(level: str, seed: int, state: Any) -> dict[int, GamePlayer[Any]]:
        return {s: game.make_player(level, seed * 16 + s)
                for s in range(1, game.seats_of(state.rules))}
    return seat_all, next((n for n in DEFAULT_LEVELS if n in names), names[-1])


# ---------------------------------------------------------------------- the games
def trick_of(state: object) -> int:
    """The trick of the current deal a step falls in: the tricks done, plus one."""
    tricks = getattr(state, "tricks", ())
    return len(tricks) + 1 if isinstance(tricks, (list, tuple)) else 1


def seats_of(game: AnyGame, state: Turns) -> int:
    """How many play the game of ``state``."""
    rules = getattr(state, "rules", None)
    return game.seats_of(rules) if isinstance(rules, RuleSet) else game.seats


class _Recorder:
    """Notes each step of a game: its place, position, action and the points after it."""

    def __init__(self, game: AnyGame, state: Turns) -> None:
        self.game, self.state = game, state
        self.names = namer(state)
        self.words = worder(game)
        self.seats = seats_of(game, state)
        self.steps: list[Step] = []
        self.counts: dict[tuple[int, int, str], int] = {}

    def address(self) -> Address:
        """The address of the decision the current seat takes now."""
        s = self.state
        key = (len(s.deals) + 1, s.current_player(), s.phase)
        return Address(key[0], key[2], self.counts.get(key, 0))

    def chance_address(self) -> Address:
        """The address of the chance step now (chance counted as a seat of its own)."""
        return self.address()

    def take(self, action: int, mark: Mark = "", instead_of: Step | None = None) -> Step:
        """Apply ``action`` and note the step (``instead_of``: the original's step at the
        same address, for a decision the expert takes instead of the human)."""
        s = self.state
        seat, phase = s.current_player(), s.phase
        deal, trick = len(s.deals) + 1, trick_of(s)
        legal = tuple(s.legal_actions())
        words = None if self.words is None else self.words(s, [action])
        key = (deal, seat, phase)
        self.counts[key] = self.counts.get(key, 0) + 1
        if seat == CHANCE:
            s.apply_action(action)
        else:
            s.apply_action(action, seat)
        points = seat_points(getattr(s, "events", ()), self.seats)
        step = Step(len(self.steps), deal, trick, seat, phase, legal, action,
                    self.names(action), points, mark,
                    None if instead_of is None else instead_of.name, words,
                    None if instead_of is None else instead_of.words)
        self.steps.append(step)
        return step


def addresses(steps: list[Step], seat: int) -> dict[Address, Step]:
    """The steps of ``seat`` (``CHANCE`` for chance) by their address."""
    counts: dict[tuple[int, str], int] = {}
    found: dict[Address, Step] = {}
    for step in steps:
        if step.seat == seat:
            index = counts.get((step.deal, step.phase), 0)
            counts[(step.deal, step.phase)] = index + 1
            found[Address(step.deal, step.phase, index)] = step
    return found


def replayed(game: AnyGame, record: Record[Any, Any]) -> tuple[Turns, list[Step]]:
    """The original game, step by step, from its record."""
    notes = _Recorder(game, record.start())
    for action in record.actions:
        notes.take(action)
    return notes.state, notes.steps


def same_step(a: Step, b: Step) -> bool:
    """Do two steps agree in position, action and points?"""
    return a.position() == b.position() and a.action == b.action and a.points == b.points


def parting_of(original: list[Step], reread: list[Step]) -> Parting | None:
    """The first step at which two games differ (``None``: they are the same throughout):
    the seat or phase, then the choices, the action, the points after it; or the end of
    one of them."""
    for i in range(max(len(original), len(reread))):
        a = original[i] if i < len(original) else None
        b = reread[i] if i < len(reread) else None
        if a is not None and b is not None and same_step(a, b):
            continue
        kind: PartingKind
        if a is None or b is None:
            kind = "end"
        elif (a.seat, a.phase) != (b.seat, b.phase):
            kind = "turn"
        elif a.legal != b.legal:
            kind = "choices"
        elif a.action != b.action:
            kind = "action"
        else:
            kind = "points"
        where = b if b is not None else a
        assert where is not None
        return Parting(i, where.deal, where.trick, where.seat, where.phase, kind,
                       None if a is None else a.name, None if b is None else b.name,
                       original[-1].points if a is None else a.points,
                       reread[-1].points if b is None else b.points,
                       None if a is None else a.seat, None if a is None else a.phase,
                       None if a is None else a.words, None if b is None else b.words)
    return None


def seat_words(seat: int) -> str:
    """A seat in English: ``you``, ``computer 1``, ``chance``."""
    return "you" if seat == HUMAN else "chance" if seat == CHANCE else f"computer {seat}"


def acts(seat: int, verb: str = "take") -> str:
    """A seat and a verb in English: ``you take``, ``computer 1 takes``, ``chance
    gives``."""
    if seat == CHANCE:
        return "chance gives"
    return f"{seat_words(seat)} {verb if seat == HUMAN else verb + 's'}"


def points_words(points: tuple[int, ...]) -> str:
    """Each seat's points: ``12–7``."""
    return "–".join(map(str, points))


def place_words(deal: int, trick: int, phase: str, deal_word: str = "deal") -> str:
    """Where a step falls: ``deal 2, trick 5`` in play, else ``deal 2, phase discard``."""
    return f"{deal_word} {deal}, " + (f"trick {trick}" if phase == "play" else
                                       f"phase {phase}")


def parting_words(p: Parting, deal_word: str = "deal") -> str:
    """A parting point in English: deal, trick, who, what."""
    where = place_words(p.deal, p.trick, p.phase, deal_word)
    if p.kind == "end":
        if p.original is None:
            return (f"{where}: the original has ended; under this reading the game goes on "
                    f"({acts(p.seat)} {p.reread})")
        return (f"{where}: this reading has ended; the original goes on "
                f"({acts(p.seat)} {p.original})")
    if p.kind == "turn":
        assert p.original_seat is not None
        return (f"{where}: under this reading {acts(p.seat)} {p.reread} (phase {p.phase}); "
                f"in the original {acts(p.original_seat)} {p.original} "
                f"(phase {p.original_phase})")
    if p.kind == "choices":
        return (f"{where}: the rules give {seat_words(p.seat)} other choices; "
                f"{acts(p.seat)} {p.reread} under this reading, {p.original} in the original")
    if p.kind == "action":
        return (f"{where}: {acts(p.seat)} {p.reread} under this reading, {p.original} in "
                "the original")
    return (f"{where}: after {p.reread} ({seat_words(p.seat)}) the points differ: "
            f"{points_words(p.original_points)} in the original, "
            f"{points_words(p.reread_points)} under this reading")


class _Chance:
    """The new game's chance: the seed's, or (no seed) the original's steps reused at the
    same address where legal, the rest from ``Game.chance(UNSEEDED)``."""

    def __init__(self, game: AnyGame, seed: int | None, original: list[Step]) -> None:
        self.seeded = game.chance(UNSEEDED if seed is None else seed)
        self.reuse = None if seed is not None else addresses(original, CHANCE)

    def outcome(self, state: Turns, address: Address) -> int:
        legal = state.legal_actions()
        if self.reuse is not None:
            kept = self.reuse.get(address)
            if kept is not None and kept.action in legal:
                return kept.action
        drawn = self.seeded.outcome(state)
        return drawn if drawn in legal or self.reuse is None else legal[0]


def reread(text: object, reading: object,
           working: Callable[[], object] | None = None) -> Rereading:
    """The finished game of record ``text`` and the same deal under ``reading`` (a preset
    of the game, or ``option=value``: the record's rules with one option changed), as the
    module's docstring says. ``working`` is called after each decision of the new game (the
    play page's worker says so to the page, whose watchdog would otherwise take a long
    reading for a dead engine); it changes nothing of the game."""
    game, record = finished_record(text)
    rules = reading_rules(game, record.rules, reading)
    final, original = replayed(game, record)
    seed = record_seed(record.headers)
    seat, default = seating(game)
    level, level_from = level_of(record.headers, game.player_names(), default)
    expert = next((n for n in HINT_LEVELS if n in game.player_names()),
                  game.player_names()[-1])

    state = game.new_state(rules, record.horizon, record.dealer)
    notes = _Recorder(game, state)
    chance = _Chance(game, seed, original)
    mine = addresses(original, HUMAN)
    players = {s: by_budget(p) for s, p in
               seat(level, UNSEEDED if seed is None else seed, state).items()}
    adviser: GamePlayer[View] = by_budget(game.make_player(
        expert, UNSEEDED if seed is None else seed))
    together = True
    while not state.is_terminal():
        i = len(notes.steps)
        same = original[i] if together and i < len(original) else None
        mover = state.current_player()
        if same is not None and same.position() != (mover, state.phase,
                                                     tuple(state.legal_actions())):
            same = None
        if mover == CHANCE:
            action = same.action if same is not None else \
                chance.outcome(state, notes.chance_address())
            step = notes.take(action)
        elif mover == HUMAN:
            address = notes.address()
            theirs = mine.get(address)
            if same is not None or (theirs is not None
                                    and theirs.action in state.legal_actions()):
                action = same.action if same is not None else theirs.action  # type: ignore[union-attr]
                step = notes.take(action, "kept")
            else:
                action = adviser.choose(game.view_of(state, HUMAN))
                step = notes.take(action, "expert", theirs)
        else:
            action = same.action if same is not None else \
                players[mover].choose(game.view_of(state, mover))
            step = notes.take(action)
        together = same is not None and same_step(same, step)
        if working is not None and mover != CHANCE:
            working()

    steps = notes.steps
    differs = rules != record.rules
    headers = dict(record.headers)
    if differs:
        headers.setdefault("Level", level)
        headers["Original-Rules"] = record.rules.preset_name or record.rules.to_string()
    new_record = game.record_text(state, record.dealer, headers)
    return Rereading(game, played(game, record.rules, final, original),
                     played(game, rules, state, steps), seed,
                     "seed" if seed is not None else "reused", level, level_from, expert,
                     parting_of(original, steps), new_record, notes.names,
                     dict(record.headers))


def played(game: AnyGame, rules: RuleSet, state: Turns, steps: list[Step]) -> Played:
    """One of the two games, as the result shows it."""
    outcome = game.outcome(state)
    return Played(rules.to_string(), rules.preset_name, tuple(steps), tuple(state.deals),
                  tuple(outcome.points), tuple(outcome.winners))


# ---------------------------------------------------------------------- the summary
def summary(result: Rereading) -> str:
    """The two games side by side, in English, as the terminal prints them."""
    o, r = result.original, result.reread
    names, word = result.names, result.game.deal_word
    lines = [f"{result.game.name.en}: the same deal under another reading",
             f"  original rules: {o.preset or o.rules}",
             f"  this reading:   {r.preset or r.rules}"]
    if result.seed is not None:
        lines.append(f"  cards: seed {result.seed}")
    else:
        lines.append(f"  cards: the record has no seed; its cards are reused where still "
                     f"legal, the rest drawn from seed {UNSEEDED}")
    origin = "the record's" if result.level_from == "record" else "the default"
    lines.append(f"  computer: {result.level} ({origin}); your decisions not kept: "
                 f"the {result.expert}")
    lines.append(f"  your decisions (where you had a choice): {result.original_decisions} "
                 f"in your game, {result.kept + result.by_expert} under this reading: "
                 f"{result.kept} kept, {result.by_expert} by the {result.expert} (marked *); "
                 f"{result.forced} more had no other choice")
    lines.append("")
    lines.append("Where they part: " + ("nowhere: the two games are the same"
                                        if result.parting is None else
                                        result.parting.words(result.game.deal_word)))
    lines.append("")
    width = 40
    lines.append(f"{'original':<{width}}  this reading")
    for number in range(1, max(len(o.deals), len(r.deals)) + 1):
        left = _deal_lines(o.deals, number, names, (), word)
        right = _deal_lines(r.deals, number, names, r.steps, word)
        for k in range(max(len(left), len(right))):
            a = left[k] if k < len(left) else ""
            b = right[k] if k < len(right) else ""
            lines.append(f"{a:<{width}}  {b}".rstrip())
    lines.append("")
    lines.append(f"{'final: ' + points_words(o.points) + _winners(o.winners):<{width}}  "
                 f"final: {points_words(r.points)}{_winners(r.winners)}")
    marked = result.marked()
    if marked:
        lines.append("")
        lines.append(f"* decisions the {result.expert} took instead of you:")
        for s in marked:
            was = "none in the original" if s.instead_of is None else \
                f"the original's {s.instead_of} not legal"
            lines.append(f"  {place_words(s.deal, s.trick, s.phase, word)}: {s.name} ({was})")
    return "\n".join(lines) + "\n"


def _winners(winners: tuple[int, ...]) -> str:
    if not winners:
        return " (drawn)"
    return " (" + ", ".join(seat_words(w) for w in winners) + " won)"


def _deal_lines(deals: tuple[FinishedDeal, ...], number: int, names: Callable[[int], str],
                steps: tuple[Step, ...], word: str) -> list[str]:
    """A deal's tricks and points, one line each, an expert's card marked ``*``."""
    deal = next((d for d in deals if d.deal == number), None)
    if deal is None:
        return [f"{word} {number}: not played"]
    expert = {(s.deal, s.action) for s in steps
              if s.mark == "expert" and s.decision and s.phase == "play"}
    lines = [f"{word} {number} (dealer: {seat_words(deal.dealer)})"]
    for t in deal.tricks:
        cards = " ".join(names(c) + ("*" if s == HUMAN and (number, c) in expert else "")
                         for s, c in t.plays)
        lines.append(f"  {t.number:>2}. {cards} -> {seat_words(t.winner)}")
    lines.append(f"  points: {points_words(deal.points)}")
    return lines


# ---------------------------------------------------------------------- the page
def card_json(card: int, lang: str) -> dict[str, object]:
    """A card of a trick as the page shows it: its number, name and words in ``lang`` (a
    second pack's cards are numbered on from 52 and look like the first's)."""
    face = card % 52
    return {"id": card, "name": local_card_name(face, lang), "words": card_words(face, lang),
            "red": face // 13 in (1, 2)}


def deal_json(deal: FinishedDeal, steps: tuple[Step, ...], lang: str) -> dict[str, object]:
    """A deal that is over: its number, dealer, tricks (each card with its seat, and
    ``expert`` on a card the expert played for the human) and each seat's points."""
    expert = {s.action for s in steps if s.mark == "expert" and s.decision
              and s.deal == deal.deal and s.phase == "play"}
    return {"deal": deal.deal, "dealer": deal.dealer, "points": list(deal.points),
            "tricks": [{"number": t.number, "leader": t.leader, "winner": t.winner,
                        "plays": [{"seat": seat, "card": card_json(card, lang),
                                   "expert": seat == HUMAN and card in expert}
                                  for seat, card in t.plays]} for t in deal.tricks]}


def played_json(game: Played, lang: str) -> dict[str, object]:
    """One of the two games for the page."""
    return {"rules": game.rules, "preset": game.preset, "points": list(game.points),
            "winners": list(game.winners),
            "deals": [deal_json(d, game.steps, lang) for d in game.deals]}


def result_json(result: Rereading, original_record: str, lang: str) -> dict[str, object]:
    """The two games side by side as the page shows them (``page``)."""
    p = result.parting
    word = result.game.deal_word
    return {
        "game": result.game.id, "name": result.game.name.get(lang), "deal_word": word,
        "original": {**played_json(result.original, lang), "record": original_record},
        "reread": {**played_json(result.reread, lang), "record": result.record},
        "seed": None if result.seed is None else str(result.seed), "unseeded": UNSEEDED,
        "chance": result.chance, "level": result.level, "level_from": result.level_from,
        "expert": result.expert, "kept": result.kept, "by_expert": result.by_expert,
        "forced": result.forced, "original_decisions": result.original_decisions,
        "seat_names": record_seat_names(result.headers,
                                        len(result.reread.points), lang),
        "marked": [{"deal": s.deal, "trick": s.trick, "phase": s.phase, "name": s.said(lang),
                    "instead_of": s.instead_of if s.instead_of_words is None
                    else s.instead_of_words.get(lang)}
                   for s in result.marked()],
        "parting": None if p is None else {
            "step": p.index, "deal": p.deal, "trick": p.trick, "seat": p.seat,
            "phase": p.phase, "kind": p.kind, "original": p.said(lang)[0],
            "reread": p.said(lang)[1], "original_name": p.original, "reread_name": p.reread,
            "original_seat": p.original_seat, "original_phase": p.original_phase,
            "original_points": list(p.original_points),
            "reread_points": list(p.reread_points), "words": p.words(word)},
    }


def about_json(game: AnyGame, record: Record[Any, Any], lang: str) -> dict[str, object]:
    """What the page's menus need of a record: its game, rules and seats, and the game's
    rule options and rule sets (the play page's metadata)."""
    facade = getattr(import_module(game.web), "FACADE", None) if game.web else None
    meta: dict[str, object] = {}
    if facade is not None:
        meta = json.loads(facade.metadata(lang))
    rules = record.rules
    return {"game": game.id, "name": game.name.get(lang), "deal_word": game.deal_word,
            "rules": rules.to_string(),
            "values": rules.values(), "preset": rules.preset_name,
            "seats": seats_of(game, record.final_state()),
            "seat_names": record_seat_names(record.headers, seats_of(game, record.final_state()),
                                            lang),
            "seed": record.headers.get("Seed"),
            "options": meta.get("options", []), "presets": meta.get("presets", [])}


def page(text: object, reading: object = None, lang: object = "en",
         working: object = None) -> str:
    """The play pages' call (``docs/javascripts/reread.js``, through the play worker), JSON
    text as every façade answers: with no ``reading``, what the record is (``about_json``);
    with one, the two games side by side (``result_json``); ``{"ok": false, "error": …}``
    for anything refused. Only a finished game's record is read (``finished_record``).
    ``working``, if callable, is told of each decision of the new game (``reread``)."""
    try:
        language = lang if lang in ("en", "de") else "en"
        assert isinstance(language, str)
        if reading is None:
            game, record = finished_record(text)
            answer = about_json(game, record, language)
        else:
            result = reread(text, reading, working if callable(working) else None)
            assert isinstance(text, str)
            answer = result_json(result, text, language)
    except PenneechError as exc:
        return json.dumps({"ok": False, "error": str(exc)}, ensure_ascii=False)
    return json.dumps({"ok": True, **answer}, ensure_ascii=False)


__all__ = [
    "UNSEEDED",
    "Address",
    "Parting",
    "Played",
    "Rereading",
    "Step",
    "addresses",
    "finished_record",
    "level_of",
    "page",
    "parting_of",
    "reading_rules",
    "reread",
    "summary",
]
