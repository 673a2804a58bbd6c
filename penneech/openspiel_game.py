"""Penneech as an OpenSpiel game (optional: needs the ``open-spiel`` extra).

Importing this module registers ``python_penneech`` with OpenSpiel, so that
``pyspiel.load_game("python_penneech(preset=martin,follow=follow_or_trump)")`` works.
It is the only module of the package that imports ``pyspiel`` or ``numpy``; the engine,
the site and the browser never import it.

- **Parameters.** ``preset`` (``mcleod``, ``martin``, ``parlett``) and every rule option of
  ``options.OPTIONS`` under its own id; a text option left at ``""`` and a number option
  left at ``0`` take the preset's value. ``horizon`` is ``game`` (to the target, Cotton
  p. 149, C17) or ``hand`` (one hand, after the cut: a shorter game for research).
- **Actions.** The engine's own: cards 0-51 (cut, dealt, turned up or played), 52 throw in,
  53 keep. Chance nodes are the engine's chance steps (cut, each dealt card, each turn-up),
  all outcomes equally likely.
- **Observation.** The information state of a player is exactly ``view_of(state, player)``:
  the string is a canonical text of every field of the view, so equal views give equal
  strings and different views different ones. The observation string is the same view
  without the scoring log. The tensor encodes the view's fields (not the log).
- **Returns.** ``horizon=game``: +1 for the winner, -1 for the loser (the engine's
  ``returns``; the match is what Cotton's players played for). ``horizon=hand``: the points
  player 0 scored in the hand minus the points player 1 scored, and the negation for
  player 1 (zero-sum; a hand has no winner of its own).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel

from penneech.cards import card_name, cards_in, mask
from penneech.options import OPTIONS
from penneech.players.sampling import opponent_voids
from penneech.presets import PRESETS
from penneech.rules import Rules
from penneech.state import CHANCE, KEEP, TERMINAL, THROW_IN, State, action_name
from penneech.view import PlayerView, view_of

SHORT_NAME = "python_penneech"
HORIZONS = ("game", "hand")
PHASES = ("cut", "deal", "throw_in", "turn_up", "play", "over")
NUM_ACTIONS = 54
#: A bound on the points of one hand, for the utility range of ``horizon=hand``.
HAND_POINT_BOUND = 120


def _parameter_defaults() -> dict[str, Any]:
    """Every game parameter with its default ("" or 0: the preset's value)."""
    params: dict[str, Any] = {"preset": "mcleod", "horizon": "game"}
    for option in OPTIONS:
        params[option.id] = 0 if isinstance(getattr(Rules(), option.id), int) else ""
    return params


PARAMETERS = _parameter_defaults()

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Python Penneech (Cotton 1674)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=PARAMETERS,
)


def rules_from_parameters(params: dict[str, Any]) -> Rules:
    """The ``Rules`` a parameter set names: the preset, then every option that is set.

    Raises ``PenneechError`` (``RulesError``) naming a wrong preset, option or value.
    """
    text = str(params.get("preset", "mcleod")) or "mcleod"
    changes = {o.id: str(params[o.id]) for o in OPTIONS
               if o.id in params and params[o.id] not in ("", 0)}
    rules = Rules.parse(text)
    return rules.with_values(changes) if changes else rules


def game_string(rules: Rules, horizon: str = "game") -> str:
    """The ``load_game`` string of a game under ``rules``: every option spelt out."""
    values = ",".join(f"{k}={v}" for k, v in rules.values().items())
    return f"{SHORT_NAME}(horizon={horizon},{values})"


class PenneechGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game object: rules and horizon fixed by the parameters."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.rules = rules_from_parameters(params)
        self.horizon = str(params.get("horizon", "game"))
        if self.horizon not in HORIZONS:
            raise ValueError(f"horizon must be one of {', '.join(HORIZONS)}, "
                             f"not {self.horizon!r}")
        per_hand = 12 + 2 + 7 + 14   # deal, throw-in answers, turn-ups, plays
        hands = 1 if self.horizon == "hand" else 2 * self.rules.target
        bound = 1.0 if self.horizon == "game" else float(HAND_POINT_BOUND)
        info = pyspiel.GameInfo(
            num_distinct_actions=NUM_ACTIONS,
            max_chance_outcomes=52,
            num_players=2,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=52 + hands * per_hand * 4,
        )
        super().__init__(GAME_TYPE, info, params)

    def new_initial_state(self) -> PenneechState:
        """A game at the cut for the first deal."""
        return PenneechState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> PenneechObserver:
        """An observer for the given observation type (default: observation, one player)."""
        return PenneechObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class PenneechState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state wrapping the engine's ``State`` (every rule is the engine's)."""

    def __init__(self, game: PenneechGame) -> None:
        super().__init__(game)
        self.engine = State(game.rules)
        self.hand_only = game.horizon == "hand"

    def _hand_over(self) -> bool:
        return self.hand_only and self.engine.hand_no > 1

    def current_player(self) -> int:
        """A seat, ``CHANCE`` or ``TERMINAL`` as OpenSpiel numbers them."""
        if self.engine.is_terminal() or self._hand_over():
            return int(pyspiel.PlayerId.TERMINAL)
        player = self.engine.current_player()
        if player == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        assert player != TERMINAL
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return self.engine.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The engine's chance outcomes: each remaining card, equally likely."""
        return self.engine.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.engine.apply_action(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return f"{self.engine.phase}:{card_name(action)}"
        return action_name(action)

    def is_terminal(self) -> bool:
        """Game over, or (``horizon=hand``) the first hand over."""
        return self.engine.is_terminal() or self._hand_over()

    def returns(self) -> list[float]:
        """+1/-1 for the game; for one hand the difference of the points scored in it."""
        if not self.is_terminal():
            return [0.0, 0.0]
        if not self.hand_only:
            return self.engine.returns()
        points = [0, 0]
        for event in self.engine.events:
            if event.hand == 1:
                points[event.player] += event.points
        diff = float(points[0] - points[1])
        return [diff, -diff]

    def resample(self, player: int, rng: random.Random) -> PenneechState:
        """A state ``player`` cannot tell from this one: the opponent's hidden cards drawn
        uniformly from the cards ``player`` has not seen, none of a suit the opponent has
        shown to be void of (``players.sampling.opponent_voids``, the follow rule read
        backwards); the stock is what remains, its order left to the chance nodes."""
        view = view_of(self.engine, player)
        opp = 1 - player
        hidden = list(cards_in(self.engine.hands[opp]))
        allowed = list(cards_in(view.unseen & ~opponent_voids(view)))
        drawn = rng.sample(allowed, len(hidden))
        other: PenneechState = self.clone()
        engine = other.engine
        engine.hands[opp] = mask(drawn)
        engine.dealt_mask = (engine.dealt_mask & ~mask(hidden)) | mask(drawn)
        swap = dict(zip(hidden, sorted(drawn), strict=True))
        engine.dealt = [swap.get(c, c) for c in engine.dealt]
        return other

    def resample_from_infostate(self, player: int, sampler: Any) -> PenneechState:
        """OpenSpiel's hook for ISMCTS: ``resample`` with a generator seeded by ``sampler``
        (a callable giving a number in [0, 1))."""
        return self.resample(player, random.Random(int(float(sampler()) * 2**53)))

    def view(self, player: int) -> PlayerView:
        """What ``player`` may know: the engine's ``view_of``."""
        return view_of(self.engine, player)

    def __str__(self) -> str:
        return repr(self.engine.history)


def view_text(view: PlayerView, with_log: bool = True) -> str:
    """A canonical text of a view: every field, in order (the log only ``with_log``)."""
    parts = []
    for name in PlayerView.__slots__:
        if name == "events" and not with_log:
            continue
        value = getattr(view, name)
        if name == "rules":
            value = value.to_string()
        parts.append(f"{name}={value!r}")
    return "|".join(parts)


def _pieces(private_single: bool, private_all: bool) -> list[tuple[str, int]]:
    pieces = [("player", 2), ("phase", len(PHASES)), ("to_move", 4), ("dealer", 2),
              ("leader", 2), ("trump", 5), ("lead_card", 53), ("turned", 7 * 53),
              ("tricks", 7 * (2 + 52 + 52 + 2)), ("tricks_won", 2 * 8),
              ("opponent_cards", 8), ("stock_size", 1), ("hand_no", 1), ("scores", 2),
              ("pending", 2), ("winner", 3), ("pack", 52)]
    if private_single or private_all:
        pieces += [("hand", 52), ("legal", NUM_ACTIONS)]
    if private_all:
        pieces.append(("opponent_hand", 52))
    return pieces


class PenneechObserver:
    """OpenSpiel's Python observer interface: ``tensor``, ``dict``, ``set_from``,
    ``string_from``. With perfect recall the string is the whole view (with the scoring
    log); without, the view less the log. ``private_info`` NONE leaves out the own hand and
    legal actions (a public observer); ALL_PLAYERS adds the opponent's hand."""

    def __init__(self, iig_obs_type: Any, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        private = iig_obs_type.private_info
        self.private_single = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.private_all = private == pyspiel.PrivateInfoType.ALL_PLAYERS
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        pieces = _pieces(self.private_single, self.private_all)
        self.tensor = np.zeros(sum(size for _, size in pieces), np.float32)
        self.dict: dict[str, Any] = {}
        start = 0
        for name, size in pieces:
            self.dict[name] = self.tensor[start:start + size]
            start += size

    def set_from(self, state: PenneechState, player: int) -> None:
        """Fill ``tensor`` from ``player``'s view of ``state``."""
        v = state.view(player)
        d = self.dict
        self.tensor.fill(0)
        d["player"][player] = 1
        d["phase"][PHASES.index(v.phase)] = 1
        d["to_move"][{0: 0, 1: 1, CHANCE: 2}.get(v.to_move, 3)] = 1
        d["dealer"][v.dealer] = 1
        d["leader"][v.leader] = 1
        d["trump"][4 if v.trump is None else v.trump] = 1
        d["lead_card"][52 if v.lead_card is None else v.lead_card] = 1
        for i in range(7):
            slot = d["turned"][i * 53:(i + 1) * 53]
            slot[v.turned[i] if i < len(v.turned) else 52] = 1
        for i, trick in enumerate(v.tricks):
            base = i * 108
            d["tricks"][base + trick.leader] = 1
            d["tricks"][base + 2 + trick.lead] = 1
            d["tricks"][base + 54 + trick.follow] = 1
            d["tricks"][base + 106 + trick.winner] = 1
        for p in (0, 1):
            d["tricks_won"][p * 8 + v.tricks_won[p]] = 1
        d["opponent_cards"][v.opponent_cards] = 1
        d["stock_size"][0] = v.stock_size / 52
        d["hand_no"][0] = v.hand_no
        d["scores"][:] = [s / v.rules.target for s in v.scores]
        d["pending"][:] = [s / v.rules.target for s in v.pending]
        d["winner"][2 if v.winner is None else v.winner] = 1
        for c in range(52):
            d["pack"][c] = (v.pack_mask >> c) & 1
        if "hand" in d:
            for c in range(52):
                d["hand"][c] = (v.hand >> c) & 1
            for a in v.legal:
                d["legal"][a] = 1
        if "opponent_hand" in d:
            opp = state.engine.hands[1 - player]
            for c in range(52):
                d["opponent_hand"][c] = (opp >> c) & 1

    def string_from(self, state: PenneechState, player: int) -> str:
        """``player``'s view of ``state`` as canonical text."""
        v = state.view(player)
        if not (self.private_single or self.private_all):
            v = _public(v)
        text = view_text(v, with_log=self.perfect_recall)
        if self.private_all:
            text += f"|opponent_hand={state.engine.hands[1 - player]!r}"
        return text


def _public(view: PlayerView) -> PlayerView:
    """The view without the own hand and legal actions (what both players see)."""
    from dataclasses import replace

    return replace(view, hand=0, legal=())


pyspiel.register_game(GAME_TYPE, PenneechGame)

__all__ = ["GAME_TYPE", "HORIZONS", "KEEP", "PARAMETERS", "PRESETS", "SHORT_NAME",
           "THROW_IN", "PenneechGame", "PenneechObserver", "PenneechState",
           "game_string", "rules_from_parameters", "view_text"]
