"""What every game supplies, described the same way (the registry's entries).

Every game is a sub-package of ``penneech.games`` of the same shape: its options and
presets, its rules class (text form and checks from ``penneech.core.rule_set``), its state
machine (checks from ``penneech.core.turns``), what one player may see, seeded chance, its
text record (``penneech.core.records``) and its computer players by name. Its ``game``
module describes it as one ``Game``, and the registry (``penneech.games``) lists them, so a
program that plays, records or shows a game by name needs nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from penneech.core.errors import RulesError, shown
from penneech.core.i18n import Text
from penneech.core.options import RuleOption
from penneech.core.preset import GamePreset
from penneech.core.rule_set import RuleSet
from penneech.core.turns import Turns

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


