"""What every game supplies, described the same way (the registry's entries).

Every game is a sub-package of ``penneech.games`` of the same shape: its options and
presets, its rules class (text form and checks from ``penneech.core.rule_set``), its state
machine (checks from ``penneech.core.turns``), what one player may see, seeded chance, its
text record (``penneech.core.records``) and its computer players by name. Its ``game``
module describes it as one ``Game``, and the registry (``penneech.games``) lists them, so a
program that plays, records or shows a game by name needs nothing else.

Beside the engine, a ``Game`` names what the programs around it need: its terminal
program (``penneech play``/``replay``), how one game of a duplicate match is played and
scored (``scripts/tournament.py``, ``scripts/bench_players.py``), how a computer player
takes a budget (``expert:N``), the variant lab's description (``penneech lab``), the
sighted expert (``scripts/sighted.py``), the horizons and facts of its OpenSpiel adapter
(``penneech.core.spiel``) and the world its expert builds from a view (``world_of``, held
by the conformance checker to play on as the game). What the browser never runs (the
terminal, the lab, the sighted expert) is named by a function that imports it when first
asked for (``imported``), so that loading a game loads none of it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypedDict, TypeVar

from penneech.core.cards import CardSet
from penneech.core.errors import RulesError, shown
from penneech.core.i18n import Text
from penneech.core.options import RuleOption
from penneech.core.players import GamePlayer as GamePlayer
from penneech.core.players import PlayerRegistry
from penneech.core.playing import Chooser, play_out, seated
from penneech.core.preset import GamePreset
from penneech.core.records import Horizon
from penneech.core.rule_set import RuleSet
from penneech.core.tricks import FinishedDeal
from penneech.core.turns import Turns

if TYPE_CHECKING:  # none runs in the browser: imported by the programs that use them
    import argparse

    from penneech.core.console import Console


class View(Protocol):
    """What every game's view of one player (``view_of``) tells, whatever the game."""

    @property
    def player(self) -> int:
        """The seat whose view it is."""
        ...

    @property
    def phase(self) -> str:
        """The state's phase."""
        ...

    @property
    def legal(self) -> tuple[int, ...]:
        """The actions the player may take now (empty when it is not their turn)."""
        ...

    @property
    def hand(self) -> CardSet:
        """The player's own cards."""
        ...

    @property
    def deals(self) -> tuple[FinishedDeal, ...]:
        """The deals that are over, as the player may see them (``FinishedDeal.seen_by``)."""
        ...


R = TypeVar("R", bound=RuleSet)
S = TypeVar("S", bound=Turns)
V = TypeVar("V", bound=View)
R_co = TypeVar("R_co", covariant=True)
S_co = TypeVar("S_co", covariant=True)
S_contra = TypeVar("S_contra", contravariant=True)
V_co = TypeVar("V_co", covariant=True)
W = TypeVar("W")


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


class Terminal(Protocol):
    """A game's terminal program: its ``terminal`` module."""

    def play(self, args: argparse.Namespace, console: Console) -> int:
        """``penneech play --game ID``: a game against the computer. ``args`` has been
        checked against the game (``preset``, given or the default, ``rules``,
        ``opponent``, ``seed``, ``record``, and ``players`` where ``seats_option`` is
        set); the exit status."""
        ...

    def replay(self, args: argparse.Namespace, console: Console) -> int:
        """``penneech replay RECORD``: step through the record ``args.record`` (a record
        of this game), pausing after each trick with ``args.step``; the exit status."""
        ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one game of a match ended: each seat's points, the seats that won (several
    share a win; none for a drawn game) and how many deals were played."""

    points: tuple[int, ...]
    winners: tuple[int, ...]
    deals: int

    def share(self, seat: int) -> float:
        """``seat``'s share of the win: 1 alone, 1/k of k equal winners, else 0."""
        return 1 / len(self.winners) if seat in self.winners else 0.0


class LabPlay(Protocol):
    """How the variant lab plays a chunk of a game and reads its figures: the lab's
    ``penneech.lab.sweep.LabPlay`` (``penneech lab`` checks that it is one), named here by
    what the registry's users read of it, so that the core imports nothing of the lab."""

    @property
    def fixed(self) -> frozenset[str]:
        """Options a reading never changes from its preset (they act between deals)."""
        ...

    @property
    def match(self) -> str:
        """How a match of two levels is seated, as the results file states it."""
        ...


class Sighted(Protocol):
    """A game's sighted expert, its ``sighted`` module: the expert handed the hidden cards,
    a bound for the strength goals (``scripts/sighted.py``), never a fair player."""

    #: The goal's opponent, a player name of the game, in every other seat.
    OPPONENT: str
    #: What the sighted expert may be shown: ``all`` (every hidden card), and ``hands``
    #: where the game has it (every hand, not the order of the stock).
    SIGHTS: tuple[str, ...]

    def play(self, rules: Any, seed: int, seat: int, sight: str) -> Any:
        """One game of a match from ``seed`` (the match horizon) with the sighted expert
        in ``seat``: the final state."""
        ...


def imported(module: str, factory: str | None = None) -> Callable[[], Any]:
    """A function that imports ``module`` when called and gives the module itself, or what
    its function ``factory`` returns: how a ``Game`` names what the browser never runs.

    >>> imported("penneech.core.cards")().__name__
    'penneech.core.cards'
    """
    def load() -> Any:
        loaded = importlib.import_module(module)
        return loaded if factory is None else getattr(loaded, factory)()
    load.__qualname__ = f"imported({module!r})"
    return load


#: How the conformance checker compares a field of a view that a world of one deal
#: (``Game.world_of_deal``) does not carry as the game does: ``log``, a tuple the world
#: starts empty, which holds what the game adds to its own; ``points``, a number a seat,
#: to which the world adds what the game adds; ``deal``, the points the current deal has
#: scored, ``points`` too, and the points of the deal the world keeps when it ends are the
#: game's less those scored before the view was taken; ``game``, the game's alone (its
#: horizon, totals, winners, deals over), not compared.
WorldField = Literal["log", "points", "deal", "game"]


class ViewModule(Protocol[S_contra, V_co]):
    """A game's ``view`` module, as ``package_parts`` reads it."""

    def view_of(self, state: S_contra, player: int, /) -> V_co:
        """What seat ``player`` may see of ``state``."""
        ...


class RecordModule(Protocol[R_co, S, W]):
    """A game's ``record`` module, as ``package_parts`` reads it (``penneech.core.records``):
    a state's record (``W``), its text, and a text or file read back."""

    MAGIC: str

    def record_of(self, state: S, dealer: int | None, /, *,
                  headers: dict[str, str] | None) -> W:
        """The record of ``state``'s game (``dealer`` as given when it was created)."""
        ...

    def write_record(self, record: W, /) -> str:
        """The text of a record."""
        ...

    def parse_record(self, text: str, /) -> GameRecord[R_co, S]:
        """The record a text holds."""
        ...

    def read_record_file(self, path: str | Path, /) -> GameRecord[R_co, S]:
        """The record a file holds."""
        ...


class GameParts(TypedDict, Generic[R, S, V]):
    """The fields of a ``Game`` that its package's modules give by convention
    (``package_parts``)."""

    # from the players' registry
    player_names: Callable[[], list[str]]
    unlisted_players: Callable[[], list[str]]
    make_player: Callable[[str, int | None], GamePlayer[V]]
    set_budget: Callable[[GamePlayer[V], int], None] | None
    budget_attribute: str | None
    # from the record module
    magic: str
    record_text: Callable[[S, int | None, dict[str, str] | None], str]
    parse_record: Callable[[str], GameRecord[R, S]]
    read_record_file: Callable[[str | Path], GameRecord[R, S]]
    # from the view module, and the terminal program
    view_of: Callable[[S, int], V]
    terminal: Callable[[], Terminal]


def package_parts(package: str, view: ViewModule[S, V], record: RecordModule[R, S, W],
                  players: PlayerRegistry[GamePlayer[V]]) -> GameParts[R, S, V]:
    """What a game's package gives its ``Game`` by convention, written once for every game:
    its players by name, the unlisted ones and the budgets from its registry
    ``players.PLAYERS`` (``set_budget`` ``None`` where no player takes one); the magic, the
    text and the reading of a record from its ``record`` module; ``view_of`` from its
    ``view`` module; and its terminal program, the module ``terminal`` of ``package``,
    imported when asked for. A game's ``game`` module passes them on,
    ``Game(**package_parts(...), id=...)``:

    >>> from penneech.games.piquet import players, record, view
    >>> parts = package_parts("penneech.games.piquet", view, record, players.PLAYERS)
    >>> parts["magic"], parts["player_names"](), parts["terminal"]().__name__
    ('Piquet record 1', ['random', 'greedy', 'expert'], 'penneech.games.piquet.terminal')
    """
    def record_text(state: S, dealer: int | None, headers: dict[str, str] | None) -> str:
        return record.write_record(record.record_of(state, dealer, headers=headers))

    return GameParts(player_names=players.player_names,
                     unlisted_players=players.unlisted_names,
                     make_player=players.make_player,
                     set_budget=players.set_budget if players.budgeted else None,
                     budget_attribute=players.budget_attribute,
                     magic=record.MAGIC, record_text=record_text,
                     parse_record=record.parse_record,
                     read_record_file=record.read_record_file,
                     view_of=view.view_of, terminal=imported(f"{package}.terminal"))


#: Charles Cotton, *The Compleat Gamester* (1674): the base source of Penneech and Piquet.
COTTON = Text("Cotton", "Cotton")


@dataclass(frozen=True, slots=True)
class Game(Generic[R, S, V]):
    """One game: its id and names, rules and presets, state, view, chance, record and
    players (``R`` its rules class, ``S`` its state, ``V`` a player's view)."""

    id: str
    name: Text
    rules_class: type[R]
    presets: Mapping[str, GamePreset[R]]
    horizons: tuple[Horizon, ...]
    #: A new state from the rules, a horizon of ``horizons`` and the first dealer, if
    #: chosen (the state class itself, where it takes them in that order).
    state_factory: Callable[[R, Horizon, int | None], S]
    chance: Callable[[int], Chance[S]]
    view_of: Callable[[S, int], V]
    magic: str
    record_text: Callable[[S, int | None, dict[str, str] | None], str]
    parse_record: Callable[[str], GameRecord[R, S]]
    read_record_file: Callable[[str | Path], GameRecord[R, S]]
    player_names: Callable[[], list[str]]
    make_player: Callable[[str, int | None], GamePlayer[V]]
    #: The terminal program, imported when asked for.
    terminal: Callable[[], Terminal]
    #: How a game of a match ended (``play_match``).
    outcome: Callable[[S], Outcome]
    # Declared static facts (as OpenSpiel's ``GameInfo``), which the conformance checker
    # (``penneech.core.conformance``) holds every game to:
    #: Every action, a player's or chance's, is a number from 0 to ``actions - 1``.
    actions: int
    #: Every chance action is below this (and a chance step has at most this many outcomes).
    chance_outcomes: int
    #: The cards each hand holds when the first deal is done, under given rules.
    hand_size: Callable[[R], int]
    #: The longest game under given rules to a given horizon: no game takes more actions
    #: (chance steps included).
    longest: Callable[[R, str], int]
    #: The module of the game's play-page façade (``penneech.core.web``), or ``None``: the
    #: game has no play page.
    web: str | None
    #: The horizon of one game of a duplicate match (and of the benches): a whole
    #: ``game``, or a single ``deal`` where a game is long.
    match_horizon: Literal["game", "deal"] = "game"
    #: What a match counts: the games ``wins``, or each deal's ``points`` (for a game whose
    #: match is single deals, where a deal has no winner worth the name).
    match_measure: Literal["wins", "points"] = "wins"
    #: What one deal is called in English ("hand" in Penneech).
    deal_word: str = "deal"
    #: How many play, unless an option sets it (``seats_option``, the option's id).
    seats: int = 2
    seats_option: str | None = None
    #: Players made by name but not offered as levels (previous versions kept so that
    #: matches against them can be replayed).
    unlisted_players: Callable[[], list[str]] = list
    #: Gives a computer player a budget (``expert:N``: N of what its search spends per
    #: decision); ``ValueError`` for a player that takes none. ``None``: no player does.
    set_budget: Callable[[GamePlayer[V], int], None] | None = None
    #: The attribute of a budgeted player that holds its budget (``samples``, ``nodes``: a
    #: number, or one per trick), as its registry sets it; ``None``: no player takes one.
    budget_attribute: str | None = None
    #: The largest budget ``expert:N`` takes: a hundred times the most the expert spends
    #: on a decision itself, so that a slip of the finger cannot start a search of days.
    budget_limit: int = 10_000
    #: How the variant lab plays a chunk of the game and reads its figures, imported when
    #: asked for (``None``: the lab does not measure it).
    lab: Callable[[], LabPlay] | None = None
    #: The source whose words each rule option's ``source_says`` gives (the first column of
    #: evidence in the site's comparison of the game's rule sets).
    base_source: Text = COTTON
    #: The sighted expert, imported when asked for (``None``: the game has none).
    sighted: Callable[[], Sighted] | None = None
    #: The horizons of the game's OpenSpiel adapter (the generic
    #: ``penneech.openspiel.adapter``, registering ``python_<id>``), the first the default;
    #: none: no adapter.
    openspiel_horizons: tuple[str, ...] = ()
    #: The state an expert builds from a seat's view and what the view leaves out
    #: (``hidden_of``), its players drawing the hidden cards: given the true ones, it
    #: plays on exactly as the state the view was taken from (the conformance checker's
    #: ``worlds``). ``None``: the game's players build none.
    world_of: Callable[[V, Any], S] | None = None
    #: What ``view_of(state, seat)`` leaves out, as ``world_of`` takes it (for the checks:
    #: no player is ever given it).
    hidden_of: Callable[[S, int], Any] | None = None
    #: Where ``world_of`` builds the current deal alone, scoring from 0 (Pip-Pip!'s expert
    #: weighs what the rest of a deal adds), how each field of a view that it does not
    #: carry as the game does is compared instead (``WorldField``); the world's game ends
    #: with the deal. Empty: the world is the rest of the game.
    world_of_deal: Mapping[str, WorldField] = field(default_factory=dict)
    #: The module of the game's OpenSpiel facts (its ``SPIEL``, a
    #: ``penneech.core.spiel.SpielFacts``: what the generic adapter cannot read from this
    #: descriptor), never imported by the engine; ``None``: no adapter.
    openspiel: str | None = None

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
        checked = next(h for h in self.horizons if h == horizon)
        return self.state_factory(rules if rules is not None else self.rules_class(),
                                  checked, dealer)

    def all_players(self) -> list[str]:
        """Every player made by name: the levels, then the unlisted ones."""
        return [*self.player_names(), *self.unlisted_players()]

    def seats_of(self, rules: R) -> int:
        """How many play under ``rules``."""
        return int(getattr(rules, self.seats_option)) if self.seats_option else self.seats

    def play_match(self, rules: R, players: Sequence[Chooser[V]], seed: int,
                   on_decision: Callable[[S, int, int], None] | None = None,
                   horizon: str | None = None) -> S:
        """One game of a duplicate match, played to its end (the match horizon, or
        ``horizon``): ``players[s]`` in seat ``s``, every card from ``chance(seed)``, so
        the same seed deals the same cards to the same seats whoever plays them.
        ``on_decision(state, seat, action)`` is called before each decision is applied.
        ``ValueError`` unless there is one player per seat."""
        if len(players) != self.seats_of(rules):
            raise ValueError(f"{self.seats_of(rules)} players needed, {len(players)} given")
        state = self.new_state(rules, horizon or self.match_horizon)
        return play_out(state, self.chance(seed), seated(players, self.view_of), on_decision)

    def play_points(self, rules: R, players: Sequence[GamePlayer[V]], seed: int
                    ) -> tuple[int, ...]:
        """Each seat's points in one game of a duplicate match (``play_match``)."""
        return self.outcome(self.play_match(rules, players, seed)).points

    def budgeted(self, spec: str, seed: int | None) -> GamePlayer[V]:
        """The player a spec names: ``name``, or ``name:N`` for a budget of N
        (``set_budget``). ``ValueError`` naming the players, or saying why a budget is
        refused."""
        name, colon, budget = spec.partition(":")
        if name not in self.all_players():
            raise ValueError(f"unknown player {shown(name)}; players: "
                             f"{', '.join(self.all_players())}")
        player = self.make_player(name, seed)
        if colon:
            limit = self.budget_limit
            # at most the limit's digits, checked before the text is read as a number
            if not (budget.isascii() and budget.isdigit() and len(budget) <= len(str(limit))
                    and 0 < int(budget) <= limit):
                raise ValueError(f"player {shown(name)}: a budget is a whole number from 1 "
                                 f"to {limit} (digits 0-9 only), not {shown(budget)}")
            if self.set_budget is None:
                raise ValueError(f"player {shown(spec)}: no {self.name.en} player takes "
                                 "a budget")
            self.set_budget(player, int(budget))
        return player


#: A game as the registry gives it, whatever its rules, state and view: what code driven
#: through the registry may use of them is what every game's have (``RuleSet``, ``Turns``,
#: ``View``), and mypy checks it so.
AnyGame = Game[RuleSet, Turns, View]
