"""What the OpenSpiel adapters of the project's games share (optional: ``open-spiel``).

Each game with an adapter has one module here, ``penneech.openspiel.<id>``, registering
``python_<id>`` (its registry entry names the adapter's horizons,
``Game.openspiel_horizons``); the adapters are built on these pieces, and nothing else in
the package imports this module.

- **Parameters** come from ``penneech.openspiel.parameters`` (standard library only, so
  that the site can list them): ``preset``, ``horizon`` and every rule option under its
  own id.
- **State.** ``EngineState`` wraps the engine's own state machine: OpenSpiel's seat, chance
  and terminal numbers, the engine's legal actions, chance outcomes and returns.
- **Worlds for search.** ``rename_unseen`` re-deals the cards a player has not seen: every
  place the game's state keeps the current deal's cards (``CardPlaces``) and every action
  of the deal in its history that names one, so that a world's history (``history()``,
  ``str``, a record written from its engine) replays to the world's own hands. Each
  adapter draws the world its own way (``resample``) and re-deals it here.
- **Observation.** ``view_text`` writes every field of a player's view (an engine
  dataclass) in order, so equal views give equal strings and different views different
  ones. ``ViewObserver`` is OpenSpiel's Python observer interface over such views: with
  perfect recall the string is the whole view, without it the view less the scoring log;
  with no private information the game's private fields are blanked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, NamedTuple, Protocol, Self, TypeVar

import numpy as np
import pyspiel

#: The engines' numbers for "chance acts" and "the game is over" (both engines use them).
ENGINE_CHANCE = -1
ENGINE_TERMINAL = -2


def game_type(short_name: str, long_name: str, parameters: dict[str, Any],
              min_players: int = 2, max_players: int = 2) -> Any:
    """The ``pyspiel.GameType`` of a card game with chance and hidden cards (two players
    unless given), zero-sum, rewarded at the end, with strings and tensors for both
    observation kinds."""
    return pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max_players,
        min_num_players=min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


def check_horizon(horizon: str, allowed: tuple[str, ...]) -> str:
    """``horizon`` if it is one of ``allowed``, else ``ValueError`` naming them."""
    if horizon not in allowed:
        raise ValueError(f"horizon must be one of {', '.join(allowed)}, not {horizon!r}")
    return horizon


def view_text(view: Any, with_log: bool = True) -> str:
    """A canonical text of a view: every field, in order (the log only ``with_log``)."""
    parts = []
    for f in fields(view):
        if f.name == "events" and not with_log:
            continue
        value = getattr(view, f.name)
        if f.name == "rules":
            value = value.to_string()
        parts.append(f"{f.name}={value!r}")
    return "|".join(parts)


@dataclass(frozen=True)
class CardPlaces:
    """Where a game's state keeps the cards of the current deal: attributes holding a card
    set or a list of card sets (``sets``: hands, discards, what each has seen), attributes
    holding a list of cards in order (``lists``: the deal's order, the stock or talon), the
    actions that name a card (those below ``cards``), and what the game derives from them
    and must work out again after a re-deal (``settle``)."""

    sets: tuple[str, ...]
    lists: tuple[str, ...]
    cards: int
    settle: Callable[[Any], None] | None = None


class Dealt(Protocol):
    """A game's state as ``rename_unseen`` re-deals it: every action so far with who took
    it, the current deal's cards in the order chance dealt them, and an independent copy."""

    history: list[tuple[int, int]]
    dealt: list[int]

    def clone(self) -> Self: ...


E = TypeVar("E", bound=Dealt)


class PlayerAction(NamedTuple):
    """An action and who took it, as ``pyspiel.PlayerAction`` names them (which Python
    cannot make)."""

    player: int
    action: int


def deal_start(history: list[tuple[int, int]], dealt: list[int]) -> int:
    """Where the current deal begins in ``history``: the chance actions that dealt its
    cards (``dealt``, in order) are the last ones of their kind; chance steps after them
    (a card turned up) and decisions between them are passed over."""
    left = len(dealt)
    for i in range(len(history) - 1, -1, -1):
        if not left:
            return i + 1
        who, action = history[i]
        if who == ENGINE_CHANCE and action == dealt[left - 1]:
            left -= 1
    assert not left, "the deal's cards are not in the history"
    return 0


def rename_unseen(engine: E, sigma: Mapping[int, int], places: CardPlaces) -> E:
    """A copy of ``engine`` with the cards of the current deal renamed by ``sigma`` wherever
    they lie: every place ``places`` names, and every action of the deal in the history
    that names a card (the cards dealt, and a card a player put away unseen), so that the
    copy's history replays to its own hands. ``sigma`` must be a one-to-one map of cards
    nobody has played or shown onto themselves.

    >>> from penneech.games.penneech.state import State
    >>> state = State(dealer=0)
    >>> for card in range(14):
    ...     _ = state.apply_action(card)
    >>> places = CardPlaces(("hands", "dealt_mask"), ("dealt",), 52)
    >>> world = rename_unseen(state, {1: 20, 20: 1}, places)
    >>> world.dealt[:3], world.history[:3]
    ([0, 20, 2], [(-1, 0), (-1, 20), (-1, 2)])
    >>> bool(world.hands[0] >> 20 & 1), state.dealt[:3]
    (True, [0, 1, 2])
    """

    def card_set(cards: int) -> int:
        renamed = 0
        while cards:
            low = cards & -cards
            c = low.bit_length() - 1
            renamed |= 1 << sigma.get(c, c)
            cards ^= low
        return renamed

    other = engine.clone()
    for name in places.sets:
        value = getattr(engine, name)
        setattr(other, name, [card_set(v) for v in value] if isinstance(value, list)
                else card_set(value))
    for name in places.lists:
        setattr(other, name, [sigma.get(c, c) for c in getattr(engine, name)])
    history = list(engine.history)
    for i in range(deal_start(history, engine.dealt), len(history)):
        who, action = history[i]
        if action < places.cards and action in sigma:
            history[i] = (who, sigma[action])
    other.history = history
    if places.settle is not None:
        places.settle(other)
    return other


def sampler_rng(sampler: Any) -> random.Random:
    """A generator seeded from OpenSpiel's sampler (a callable giving a number in [0, 1))."""
    return random.Random(int(float(sampler()) * 2**53))


class EngineGame(pyspiel.Game):  # type: ignore[misc]
    """An OpenSpiel game whose states wrap an engine state (``state_class``) and whose
    observers read the engine's views (``observer_class``)."""

    state_class: type[EngineState]
    observer_class: type[ViewObserver]

    def describe(self, game_type: Any, params: dict[str, Any], *, actions: int,
                 chance_outcomes: int, players: int, bound: float, length: int) -> None:
        """Declare the game to OpenSpiel: ``actions`` distinct actions, at most
        ``chance_outcomes`` outcomes of a chance step, ``players`` seats, zero-sum returns
        within ``±bound``, at most ``length`` actions in a game; ``params`` as given."""
        info = pyspiel.GameInfo(
            num_distinct_actions=actions,
            max_chance_outcomes=chance_outcomes,
            num_players=players,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=length,
        )
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> EngineState:
        """A game at its first chance step."""
        return self.state_class(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> ViewObserver:
        """An observer for the given observation type (default: observation, one player)."""
        return self.observer_class(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class EngineState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over ``self.engine`` (set by the subclass): every rule is the
    engine's. Subclasses give ``view``, ``opponent_hand`` and, if the game is cut short
    (a single hand or deal), ``cut_short``."""

    engine: Any

    def cut_short(self) -> bool:
        """Whether the chosen horizon ends the game before the engine does."""
        return False

    def is_terminal(self) -> bool:
        """The engine's game over, or the horizon reached."""
        return bool(self.engine.is_terminal()) or self.cut_short()

    def current_player(self) -> int:
        """A seat, ``CHANCE`` or ``TERMINAL`` as OpenSpiel numbers them."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        player = int(self.engine.current_player())
        if player == ENGINE_CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        assert player != ENGINE_TERMINAL
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return list(self.engine.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The engine's chance outcomes (each equally likely)."""
        return list(self.engine.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        self.engine.apply_action(int(action))

    def view(self, player: int) -> Any:
        """What ``player`` may know: the engine's ``view_of``."""
        raise NotImplementedError

    def opponent_hand(self, player: int) -> int:
        """The hidden hand of ``player``'s opponent (for an all-players observer only)."""
        return int(self.engine.hands[1 - player])

    def resample(self, player: int, rng: random.Random) -> EngineState:
        """A state ``player`` cannot tell from this one (information-set MCTS)."""
        raise NotImplementedError

    def world(self, engine: Any) -> Any:
        """A copy of this state over ``engine`` (a world ``resample`` drew)."""
        other = self.clone()
        other.engine = engine
        return other

    def history(self) -> list[int]:
        """Every action so far, chance steps included: the engine's history, which in a
        world ``resample`` drew names the world's cards (OpenSpiel's own copy, which its
        C++ side keeps, still names the cards of the state it was drawn from)."""
        return [action for _, action in self.engine.history]

    def full_history(self) -> list[PlayerAction]:
        """Every action so far with the player (or chance) who took it (see ``history``)."""
        return [PlayerAction(who, action) for who, action in self.engine.history]

    def history_str(self) -> str:
        """``history`` as OpenSpiel writes it: the actions, comma-separated."""
        return ", ".join(str(action) for action in self.history())

    def resample_from_infostate(self, player: int, sampler: Any) -> EngineState:
        """OpenSpiel's hook for ISMCTS: ``resample`` with a generator seeded by ``sampler``."""
        return self.resample(player, sampler_rng(sampler))

    def __str__(self) -> str:
        return repr(self.engine.history)


class ViewObserver:
    """OpenSpiel's Python observer interface: ``tensor``, ``dict``, ``set_from``,
    ``string_from``. With perfect recall the string is the whole view (with the scoring
    log); without, the view less the log. ``private_info`` NONE blanks ``PRIVATE`` (a
    public observer); ALL_PLAYERS adds the opponent's hand.

    A subclass lists its tensor's pieces in ``pieces`` and fills them in ``encode``."""

    #: The view's private fields and the values a public observer puts in their place.
    PRIVATE: ClassVar[dict[str, Any]] = {}

    def __init__(self, iig_obs_type: Any, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        private = iig_obs_type.private_info
        self.private_single = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.private_all = private == pyspiel.PrivateInfoType.ALL_PLAYERS
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        pieces = self.pieces()
        self.tensor = np.zeros(sum(size for _, size in pieces), np.float32)
        self.dict: dict[str, Any] = {}
        start = 0
        for name, size in pieces:
            self.dict[name] = self.tensor[start:start + size]
            start += size

    def pieces(self) -> list[tuple[str, int]]:
        """The tensor's named pieces and their sizes, for this observer's private info."""
        raise NotImplementedError

    def encode(self, view: Any, state: EngineState, player: int) -> None:
        """Write ``view`` into the (zeroed) pieces of ``self.dict``."""
        raise NotImplementedError

    def set_from(self, state: EngineState, player: int) -> None:
        """Fill ``tensor`` from ``player``'s view of ``state``."""
        self.tensor.fill(0)
        self.encode(state.view(player), state, player)

    def string_from(self, state: EngineState, player: int) -> str:
        """``player``'s view of ``state`` as canonical text."""
        view = state.view(player)
        if not (self.private_single or self.private_all):
            view = replace(view, **self.PRIVATE)
        text = view_text(view, with_log=self.perfect_recall)
        if self.private_all:
            text += f"|opponent_hand={state.opponent_hand(player)!r}"
        return text


def one_hot(slot: Any, index: int) -> None:
    """Set position ``index`` of ``slot``."""
    slot[index] = 1


def card_bits(slot: Any, cards: int, size: int = 52) -> None:
    """Set the positions of the cards in the card set ``cards``."""
    for c in range(size):
        if (cards >> c) & 1:
            slot[c] = 1


__all__ = ["ENGINE_CHANCE", "ENGINE_TERMINAL", "CardPlaces", "Dealt", "EngineGame",
           "EngineState", "PlayerAction", "ViewObserver", "card_bits", "check_horizon",
           "deal_start", "game_type", "one_hot", "rename_unseen", "sampler_rng", "view_text"]
