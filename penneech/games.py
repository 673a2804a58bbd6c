"""The games of the package, each described the same way.

Every game is a set of modules of the same shape: its options and presets, its rules
class (text form and checks from ``penneech.common.rule_set``), its state machine (checks
from ``penneech.common.turns``), what one player may see, seeded chance, its text record
(``penneech.common.records``) and its computer players by name. ``GAMES`` lists them by
id, so a program that plays, records or shows a game by name needs nothing else:

>>> game = GAMES["piquet"]
>>> game.name.de, game.default_preset, game.horizons
('Piquet', 'portland', ('game', 'deal'))
>>> state = game.new_state(game.parse_rules("meyers1888"), horizon="deal")
>>> game.chance(7).advance(state)
>>> game.view_of(state, state.current_player()).phase
'discard'

Penneech's modules are ``penneech.*`` (``rules``, ``presets``, ``state``, ``view``,
``chance``, ``record``, ``players``); Piquet's are ``penneech.piquet.*`` and Pip-Pip!'s
``penneech.pippip.*`` with the same names. A game's single-hand horizon that its own
state does not play (Penneech's ``hand`` in the OpenSpiel adapter) is not listed here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from penneech import chance as penneech_chance
from penneech import players as penneech_players
from penneech import record as penneech_record
from penneech import view as penneech_view
from penneech.common.preset import GamePreset
from penneech.common.rule_set import RuleSet
from penneech.common.turns import Turns
from penneech.errors import RecordError, RulesError, shown
from penneech.i18n import Text
from penneech.options import RuleOption
from penneech.pippip import chance as pippip_chance
from penneech.pippip import players as pippip_players
from penneech.pippip import record as pippip_record
from penneech.pippip import view as pippip_view
from penneech.pippip.presets import PRESETS as PIPPIP_PRESETS
from penneech.pippip.rules import PippipRules
from penneech.pippip.state import PippipState
from penneech.piquet import chance as piquet_chance
from penneech.piquet import players as piquet_players
from penneech.piquet import record as piquet_record
from penneech.piquet import view as piquet_view
from penneech.piquet.presets import PRESETS as PIQUET_PRESETS
from penneech.piquet.rules import PiquetRules
from penneech.piquet.state import PiquetState
from penneech.presets import PRESETS
from penneech.rules import Rules
from penneech.state import State

R = TypeVar("R", bound=RuleSet)
S = TypeVar("S", bound=Turns)
V = TypeVar("V")
R_co = TypeVar("R_co", covariant=True)
S_co = TypeVar("S_co", covariant=True)
S_contra = TypeVar("S_contra", contravariant=True)
V_contra = TypeVar("V_contra", contravariant=True)


class GameRecord(Protocol[R_co, S_co]):
    """A game's parsed record: its rules, every action, other headers, and its replay."""

    @property
    def rules(self) -> R_co:
        """The rules the game was played under."""
        ...

    @property
    def actions(self) -> list[int]:
        """Every action, chance steps included, in order."""
        ...

    @property
    def headers(self) -> dict[str, str]:
        """The headers the game does not read itself (``Seed``, ``Players``, ...)."""
        ...

    def final_state(self) -> S_co:
        """The state after the last action."""
        ...


class Chance(Protocol[S_contra]):
    """A game's seeded chance: each deal's cards depend only on the seed and the deal."""

    def outcome(self, state: S_contra) -> int:
        """The chance action for a state at a chance node."""
        ...

    def advance(self, state: S_contra) -> None:
        """Apply chance actions until a player must act or the game is over."""
        ...


class GamePlayer(Protocol[V_contra]):
    """A computer player of a game: given its own view, one of ``view.legal``."""

    name: str

    def choose(self, view: V_contra) -> int:
        """The action to take."""
        ...


@dataclass(frozen=True, slots=True)
class Game(Generic[R, S, V]):
    """One game: its id and names, rules and presets, state, view, chance, record and
    players (``R`` its rules class, ``S`` its state, ``V`` a player's view)."""

    id: str
    name: Text
    rules_class: type[R]
    presets: Mapping[str, GamePreset[R]]
    horizons: tuple[str, ...]
    state_factory: Callable[[R, str, int | None], S]
    chance: Callable[[int], Chance[S]]
    view_of: Callable[[S, int], V]
    magic: str
    record_text: Callable[[S, int | None, dict[str, str] | None], str]
    parse_record: Callable[[str], GameRecord[R, S]]
    read_record_file: Callable[[str | Path], GameRecord[R, S]]
    player_names: Callable[[], list[str]]
    make_player: Callable[[str, int | None], GamePlayer[V]]

    @property
    def options(self) -> tuple[RuleOption, ...]:
        """The game's rule options, in table order."""
        return self.rules_class.OPTIONS

    @property
    def default_preset(self) -> str:
        """The preset the rules class's defaults equal."""
        name = self.rules_class().preset_name
        assert name is not None, f"{self.id}: the default rules are no preset"
        return name

    def parse_rules(self, text: str) -> R:
        """The rules a text names (a preset, ``option=value`` pairs, or both)."""
        return self.rules_class.parse(text)

    def new_state(self, rules: R | None = None, horizon: str = "game",
                  dealer: int | None = None) -> S:
        """A new game (``horizon="game"``) or, where the game has it, a single deal;
        ``dealer`` given skips choosing the first dealer. ``RulesError`` for a horizon the
        game does not have."""
        if horizon not in self.horizons:
            raise RulesError(f"{self.name.en} is played to the horizon "
                             f"{' or '.join(map(repr, self.horizons))}, not {shown(horizon)}")
        return self.state_factory(rules if rules is not None else self.rules_class(),
                                  horizon, dealer)


# ------------------------------------------------------------------- Penneech
def _penneech_state(rules: Rules, horizon: str, dealer: int | None) -> State:
    return State(rules, dealer)


def _penneech_record(state: State, dealer: int | None, headers: dict[str, str] | None) -> str:
    return penneech_record.write_record(penneech_record.record_of(state, dealer, headers))


PENNEECH: Game[Rules, State, penneech_view.PlayerView] = Game(
    id="penneech",
    name=Text("Penneech", "Penneech"),
    rules_class=Rules,
    presets=PRESETS,
    horizons=("game",),
    state_factory=_penneech_state,
    chance=penneech_chance.SeededChance,
    view_of=penneech_view.view_of,
    magic=penneech_record.MAGIC,
    record_text=_penneech_record,
    parse_record=penneech_record.parse_record,
    read_record_file=penneech_record.read_record_file,
    player_names=penneech_players.player_names,
    make_player=penneech_players.make_player,
)


# ------------------------------------------------------------------- Piquet
def _piquet_state(rules: PiquetRules, horizon: str, dealer: int | None) -> PiquetState:
    return PiquetState(rules, "deal" if horizon == "deal" else "game", dealer)


def _piquet_record(state: PiquetState, dealer: int | None,
                   headers: dict[str, str] | None) -> str:
    return piquet_record.write_record(piquet_record.record_of(state, dealer, headers=headers))


PIQUET: Game[PiquetRules, PiquetState, piquet_view.PiquetView] = Game(
    id="piquet",
    name=Text("Piquet", "Piquet"),
    rules_class=PiquetRules,
    presets=PIQUET_PRESETS,
    horizons=("game", "deal"),
    state_factory=_piquet_state,
    chance=piquet_chance.PiquetChance,
    view_of=piquet_view.view_of,
    magic=piquet_record.MAGIC,
    record_text=_piquet_record,
    parse_record=piquet_record.parse_record,
    read_record_file=piquet_record.read_record_file,
    player_names=piquet_players.player_names,
    make_player=piquet_players.make_player,
)


# ------------------------------------------------------------------- Pip-Pip!
def _pippip_state(rules: PippipRules, horizon: str, dealer: int | None) -> PippipState:
    return PippipState(rules, "deal" if horizon == "deal" else "game", dealer)


def _pippip_record(state: PippipState, dealer: int | None,
                   headers: dict[str, str] | None) -> str:
    return pippip_record.write_record(pippip_record.record_of(state, dealer, headers))


PIPPIP: Game[PippipRules, PippipState, pippip_view.PippipView] = Game(
    id="pippip",
    name=Text("Pip-Pip!", "Pip-Pip!"),
    rules_class=PippipRules,
    presets=PIPPIP_PRESETS,
    horizons=("game", "deal"),
    state_factory=_pippip_state,
    chance=pippip_chance.PippipChance,
    view_of=pippip_view.view_of,
    magic=pippip_record.MAGIC,
    record_text=_pippip_record,
    parse_record=pippip_record.parse_record,
    read_record_file=pippip_record.read_record_file,
    player_names=pippip_players.player_names,
    make_player=pippip_players.make_player,
)

#: Every game by id; Penneech, the package's first game, is the default everywhere.
GAMES: dict[str, Game[Any, Any, Any]] = {g.id: g for g in (PENNEECH, PIQUET, PIPPIP)}


def game(game_id: str) -> Game[Any, Any, Any]:
    """The game with id ``game_id``; ``ValueError`` naming the games for any other."""
    found = GAMES.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise ValueError(f"unknown game {shown(game_id)}; games: {', '.join(GAMES)}")
    return found


def game_of_record(text: str) -> Game[Any, Any, Any]:
    """The game whose record ``text`` is, by its first line (a byte-order mark allowed);
    ``RecordError`` if it is no game's."""
    first = text.removeprefix("\ufeff").split("\n", 1)[0].strip() if isinstance(text, str) else ""
    for g in GAMES.values():
        if first == g.magic:
            return g
    formats = " or ".join(repr(g.magic) for g in GAMES.values())
    raise RecordError(f"line 1: a record starts with {formats}")
