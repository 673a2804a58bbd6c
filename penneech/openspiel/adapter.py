"""The registry's games in OpenSpiel: one adapter for every game (optional: ``open-spiel``).

Importing this module registers ``python_<id>`` with OpenSpiel for every game of the
registry (``penneech.games.GAMES``) that declares an adapter: horizons
(``Game.openspiel_horizons``) and a module of facts (``Game.openspiel``, a
``penneech.core.spiel.SpielFacts``), so that, for instance,
``pyspiel.load_game("python_piquet(preset=portland,horizon=deal)")`` works. A game
registered later is added by ``register(id)``. Everything is read from the game's
``Game`` and its facts; nothing here names a game.

- **Parameters** come from ``penneech.openspiel.parameters`` (standard library only, so
  that the site can list them): ``preset``, ``horizon`` and every rule option under its
  own id.
- **Game.** The ``pyspiel.GameType`` of a card game with chance and hidden cards,
  zero-sum, rewarded at the end, with strings and tensors for both observation kinds;
  its seats are the game's (``seats``, or the range of its ``seats_option``). The
  ``GameInfo`` takes the game's declared ``actions``, ``chance_outcomes``, seats under
  the rules and ``longest`` game; the returns are bounded by the facts' ``bound``.
- **State.** ``EngineState`` wraps the engine's own state machine (``Game.new_state``):
  OpenSpiel's seat, chance and terminal numbers, the engine's legal actions, chance
  outcomes and returns, the facts' action strings. A horizon the engine does not play
  (``SpielFacts.cut``) is its whole game cut short, with its own returns.
- **Worlds for search.** ``resample_from_infostate`` (OpenSpiel's ISMCTS) plays on in the
  world the facts draw (``SpielFacts.world``), re-dealt history and all, so that its
  ``history()``, ``str`` and records replay to its own hands.
- **Observation.** The information state of a player is exactly the engine's
  ``view_of``: its string every field of the view in order (``view_text``), so equal
  views give equal strings and different views different ones; the observation string is
  the view less the log. ``ViewObserver`` is OpenSpiel's Python observer interface over
  such views: a public observer blanks the view's private fields, an all-players one adds
  what the facts name (``SpielFacts.everyone``). The tensor is the player's seat and the
  view's phase one-hot, the facts' pieces, then (for the player's own observer) the
  legal actions.

Only ``penneech/openspiel/`` imports ``pyspiel`` or ``numpy``; nothing else in the package
imports this module.
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from typing import Any, ClassVar, NamedTuple

import numpy as np
import pyspiel

from penneech.core.game import Game
from penneech.core.spiel import Cut, SpielFacts, one_hot, seat_range, spiel_facts, view_text
from penneech.core.turns import CHANCE, TERMINAL
from penneech.games import game as registered_game
from penneech.openspiel.parameters import GameParameters, openspiel_games, parameters


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


class PlayerAction(NamedTuple):
    """An action and who took it, as ``pyspiel.PlayerAction`` names them (which Python
    cannot make)."""

    player: int
    action: int


def sampler_rng(sampler: Any) -> random.Random:
    """A generator seeded from OpenSpiel's sampler (a callable giving a number in [0, 1))."""
    return random.Random(int(float(sampler()) * 2**53))


class EngineGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game of one registered game (``spec``, with its ``facts`` and
    ``parameters``; ``register`` makes a subclass per game): rules and horizon fixed by
    the parameters."""

    spec: ClassVar[Game[Any, Any, Any]]
    facts: ClassVar[SpielFacts[Any, Any, Any]]
    parameters: ClassVar[GameParameters[Any]]
    game_type: ClassVar[Any]
    state_class: ClassVar[type[EngineState]]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.rules = self.parameters.rules(params)
        self.horizon = check_horizon(str(params.get("horizon", self.parameters.horizons[0])),
                                     self.parameters.horizons)
        self.cut: Cut[Any, Any] | None = self.facts.cut.get(self.horizon)
        length = (self.cut.longest(self.rules) if self.cut is not None
                  else self.spec.longest(self.rules, self.horizon))
        bound = float(self.facts.bound(self.rules, self.horizon))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.spec.actions,
            max_chance_outcomes=self.spec.chance_outcomes,
            num_players=self.spec.seats_of(self.rules),
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=length,
        )
        super().__init__(self.game_type, info, self.parameters.as_given(params))

    def new_initial_state(self) -> EngineState:
        """A game at its first chance step."""
        return self.state_class(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> ViewObserver:
        """An observer for the given observation type (default: observation, one player)."""
        return ViewObserver(self, iig_obs_type or pyspiel.IIGObservationType(
            perfect_recall=False), params)


class EngineState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over ``self.engine``, the game's own state: every rule is the
    engine's. A state keeps only the engine and the horizon (OpenSpiel's ``serialize``
    writes them); the game and its facts are the class's (``register`` makes a subclass
    per game)."""

    spec: ClassVar[Game[Any, Any, Any]]
    facts: ClassVar[SpielFacts[Any, Any, Any]]

    def __init__(self, game: EngineGame) -> None:
        super().__init__(game)
        self.horizon = game.horizon
        self.engine: Any = game.spec.new_state(
            game.rules, "game" if game.cut is not None else game.horizon)

    @property
    def cut(self) -> Cut[Any, Any] | None:
        """The horizon's cut, if the engine does not play it itself."""
        return self.facts.cut.get(self.horizon)

    def __deepcopy__(self, memo: dict[int, Any]) -> EngineState:
        """OpenSpiel's clone: the engine's own copy (``Turns.clone``), much faster than a
        deep copy of every list of the game."""
        other = copy.copy(self)
        other.engine = self.engine.clone()
        return other

    def cut_short(self) -> bool:
        """Whether the chosen horizon ends the game before the engine does."""
        cut = self.cut
        return cut is not None and cut.ends(self.engine)

    def is_terminal(self) -> bool:
        """The engine's game over, or the horizon reached."""
        return bool(self.engine.is_terminal()) or self.cut_short()

    def current_player(self) -> int:
        """A seat, ``CHANCE`` or ``TERMINAL`` as OpenSpiel numbers them."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        player = int(self.engine.current_player())
        if player == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        assert player != TERMINAL
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return list(self.engine.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The engine's chance outcomes (each equally likely)."""
        return list(self.engine.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        self.engine.apply_action(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return self.facts.chance_string(self.engine, action)
        return self.facts.action_string(action)

    def returns(self) -> list[float]:
        """The engine's returns; for a horizon cut short, the facts' returns at its end
        (nothing before)."""
        cut = self.cut
        if cut is None:
            returns: list[float] = self.engine.returns()
            return returns
        if not self.is_terminal():
            return [0.0] * self.num_players()
        return cut.returns(self.engine)

    def view(self, player: int) -> Any:
        """What ``player`` may know: the engine's ``view_of``."""
        return self.spec.view_of(self.engine, player)

    def resample(self, player: int, rng: random.Random) -> EngineState:
        """A state ``player`` cannot tell from this one (information-set MCTS): the
        world the facts draw (``SpielFacts.world``)."""
        return self.world(self.facts.world(self.engine, player, rng))

    def world(self, engine: Any) -> EngineState:
        """A copy of this state over ``engine`` (a world ``resample`` drew)."""
        other: EngineState = self.clone()
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
    log); without, the view less the log. ``private_info`` NONE blanks the view's private
    fields (``SpielFacts.blanked``: a public observer); ALL_PLAYERS adds what the facts
    name (``SpielFacts.everyone``)."""

    def __init__(self, game: EngineGame, iig_obs_type: Any,
                 params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        self.facts = game.facts
        private = iig_obs_type.private_info
        self.private_single = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.private_all = private == pyspiel.PrivateInfoType.ALL_PLAYERS
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        pieces = self.pieces(game)
        self.tensor = np.zeros(sum(size for _, size in pieces), np.float32)
        self.dict: dict[str, Any] = {}
        start = 0
        for name, size in pieces:
            self.dict[name] = self.tensor[start:start + size]
            start += size

    def pieces(self, game: EngineGame) -> list[tuple[str, int]]:
        """The tensor's named pieces and their sizes, for this observer's private info:
        the seat and the phase, the facts' pieces, the player's own pieces and legal
        actions, and the all-players pieces."""
        facts = self.facts
        pieces = [("player", game.game_type.max_num_players), ("phase", len(facts.phases)),
                  *facts.tensor]
        if self.private_single or self.private_all:
            pieces += [*facts.private_tensor, ("legal", game.spec.actions)]
        if self.private_all:
            pieces += facts.everyone_tensor
        return pieces

    def set_from(self, state: EngineState, player: int) -> None:
        """Fill ``tensor`` from ``player``'s view of ``state``."""
        self.tensor.fill(0)
        view = state.view(player)
        d = self.dict
        one_hot(d["player"], player)
        one_hot(d["phase"], self.facts.phases.index(view.phase))
        self.facts.encode(d, view, state.engine, player)
        if "legal" in d:
            for a in view.legal:
                d["legal"][a] = 1

    def string_from(self, state: EngineState, player: int) -> str:
        """``player``'s view of ``state`` as canonical text."""
        view = state.view(player)
        if not (self.private_single or self.private_all):
            view = replace(view, **self.facts.blanked)
        text = view_text(view, with_log=self.perfect_recall)
        if self.private_all:
            name, value = self.facts.everyone(state.engine, player)
            text += f"|{name}={value!r}"
        return text


#: The short names registered so far, by game id.
REGISTERED: dict[str, str] = {}


def register(game_id: str) -> str:
    """Register ``python_<id>`` with OpenSpiel for the registered game ``game_id`` (once;
    again, nothing happens): its short name. ``ValueError`` for an unknown game or one
    that declares no adapter, naming the games that do."""
    if game_id in REGISTERED:
        return REGISTERED[game_id]
    spec = registered_game(game_id)
    try:
        facts = spiel_facts(spec)
    except ValueError as exc:
        raise ValueError(f"{exc}; games with one: {', '.join(openspiel_games())}") from None
    params = parameters(game_id)
    low, high = seat_range(spec)
    kind = game_type(params.short_name, facts.long_name, params.defaults(), low, high)
    name = "".join(part.capitalize() for part in game_id.split("_"))
    # classes of this module per game, so that a game and its states pickle by name
    about = f"``{params.short_name}``: {facts.long_name}."
    state = type(f"{name}State", (EngineState,), {
        "spec": spec, "facts": facts, "__module__": __name__, "__doc__": about})
    cls = type(f"{name}Game", (EngineGame,), {
        "spec": spec, "facts": facts, "parameters": params, "game_type": kind,
        "state_class": state, "__module__": __name__, "__doc__": about})
    globals().update({state.__name__: state, cls.__name__: cls})
    pyspiel.register_game(kind, cls)
    REGISTERED[game_id] = params.short_name
    return params.short_name


def register_all() -> list[str]:
    """Register every game of the registry that declares an adapter: their short names."""
    return [register(game_id) for game_id in openspiel_games()]


register_all()

__all__ = ["REGISTERED", "EngineGame", "EngineState", "PlayerAction", "ViewObserver",
           "check_horizon", "game_type", "register", "register_all", "sampler_rng"]
