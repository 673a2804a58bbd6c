"""What a game declares for its OpenSpiel adapter (standard library only).

One generic adapter, ``penneech.openspiel.adapter``, builds the OpenSpiel game of every
registered game whose ``Game`` names a module of facts (``Game.openspiel``, the module's
``SPIEL``, a ``SpielFacts``) and horizons (``Game.openspiel_horizons``), and registers it
as ``python_<id>``. Everything else the adapter reads from the ``Game`` itself: the rules
and presets (the parameters), the state and view, the action space, the chance outcomes,
the seats and the longest game. What only the game knows is declared here, in its own
package, without OpenSpiel:

- the game type's long name, and the phases of its views (a one-hot piece of the tensor);
- the pieces of the observation tensor after the player's seat and the phase, the fields
  of the view a public observer blanks, and how the view fills the pieces
  (``encode``, writing into slots that only need item and slice assignment, so the game
  imports no ``numpy``); the adapter adds the seat, the phase and the legal actions;
- how actions read as text, a player's and chance's;
- a bound on the returns under given rules and horizon, and horizons the engine does not
  play itself (``Cut``: the engine's game, cut short, with its own returns and length);
- where a deal's cards lie (``CardPlaces``) and how a world a player cannot tell from the
  state is drawn (``world``, for OpenSpiel's ``resample_from_infostate``), re-dealt history
  and all by ``rename_unseen``.

Only ``penneech/openspiel/`` imports ``pyspiel`` or ``numpy``; neither the engine nor the
browser ever loads this module or a game's facts.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from importlib import import_module
from typing import Any, Generic, Protocol, Self, TypeVar

from penneech.core.cards import CardSet
from penneech.core.game import Game
from penneech.core.turns import CHANCE

R = TypeVar("R")
S = TypeVar("S")
V = TypeVar("V")


#: The pieces of an observer's tensor by name: each a ``numpy`` view (which the game
#: never imports), written by item and slice assignment.
Slots = Mapping[str, Any]


def one_hot(slot: Any, index: int) -> None:
    """Set position ``index`` of ``slot``."""
    slot[index] = 1


def card_bits(slot: Any, cards: CardSet, size: int = 52) -> None:
    """Set the positions of the cards in the card set ``cards`` (below ``size``)."""
    for c in range(size):
        if (cards >> c) & 1:
            slot[c] = 1


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


# ------------------------------------------------------------------ worlds for search

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


def deal_start(history: list[tuple[int, int]], dealt: list[int]) -> int:
    """Where the current deal begins in ``history``: the chance actions that dealt its
    cards (``dealt``, in order) are the last ones of their kind; chance steps after them
    (a card turned up) and decisions between them are passed over."""
    left = len(dealt)
    for i in range(len(history) - 1, -1, -1):
        if not left:
            return i + 1
        who, action = history[i]
        if who == CHANCE and action == dealt[left - 1]:
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


def exchange(hidden: list[int], drawn: list[int]) -> dict[int, int]:
    """The one-to-one renaming of unseen cards that puts the ``drawn`` cards where the
    ``hidden`` ones lay, and the drawn cards that lay elsewhere unseen where the hidden
    ones no longer held now lie, so that ``rename_unseen`` re-deals history and all.

    >>> exchange([1, 2], [2, 7])
    {1: 2, 2: 7, 7: 1}
    """
    sigma = dict(zip(hidden, drawn, strict=True))
    back = [c for c in hidden if c not in sigma.values()]
    sigma.update(zip([c for c in drawn if c not in sigma], back, strict=True))
    return sigma


# ------------------------------------------------------------------ the facts

@dataclass(frozen=True)
class Cut(Generic[R, S]):
    """A horizon of the adapter that the engine does not play: the engine's whole game,
    over once ``ends`` says so, with its own ``returns`` (zero-sum) and a bound on its
    length in actions under given rules (``longest``)."""

    ends: Callable[[S], bool]
    returns: Callable[[S], list[float]]
    longest: Callable[[R], int]


def opponent_hand(engine: Any, player: int) -> tuple[str, int]:
    """What an all-players observer of a two-handed game adds: the other hand."""
    return "opponent_hand", int(engine.hands[1 - player])


@dataclass(frozen=True)
class SpielFacts(Generic[R, S, V]):
    """What one game declares for the generic OpenSpiel adapter (``R`` its rules, ``S``
    its state, ``V`` a player's view); see the module's docstring."""

    #: The game type's long name (``pyspiel.GameType.long_name``).
    long_name: str
    #: Every phase a view may show, in the order of the tensor's ``phase`` piece.
    phases: tuple[str, ...]
    #: The observation tensor's pieces (name, size) after ``player`` and ``phase``.
    tensor: tuple[tuple[str, int], ...]
    #: The pieces only the player's own observer has, before ``legal`` (which the adapter
    #: adds, one position per action).
    private_tensor: tuple[tuple[str, int], ...]
    #: The pieces an all-players observer adds after them.
    everyone_tensor: tuple[tuple[str, int], ...]
    #: The view's private fields and the values a public observer shows in their place.
    blanked: Mapping[str, Any]
    #: Fills the (zeroed) pieces of an observer's tensor but ``player``, ``phase`` and
    #: ``legal`` from a player's view, the state (for the all-players pieces) and the seat.
    encode: Callable[[Slots, V, S, int], None]
    #: A player's action as text.
    action_string: Callable[[int], str]
    #: A chance action at a state as text.
    chance_string: Callable[[S, int], str]
    #: The largest return in absolute value under given rules and horizon.
    bound: Callable[[R, str], float]
    #: Where a deal's cards lie, for ``rename_unseen``.
    places: CardPlaces
    #: A copy of the state the given player cannot tell from it, drawn with the given
    #: generator: the world information-set search plays in.
    world: Callable[[S, int, random.Random], S]
    #: What an all-players observer's text adds: a name and its value for the seat.
    everyone: Callable[[S, int], tuple[str, object]] = opponent_hand
    #: The horizons the engine does not play itself, each cut short from its whole game.
    cut: Mapping[str, Cut[R, S]] = field(default_factory=dict)


def spiel_facts(game: Game[Any, Any, Any]) -> SpielFacts[Any, Any, Any]:
    """The OpenSpiel facts ``game`` declares (its ``openspiel`` module's ``SPIEL``);
    ``ValueError`` for a game that declares none, or declares them only in part."""
    if game.openspiel is None or not game.openspiel_horizons:
        raise ValueError(f"{game.id} has no OpenSpiel adapter (its Game declares "
                         "openspiel and openspiel_horizons together, or neither)")
    facts = getattr(import_module(game.openspiel), "SPIEL", None)
    if not isinstance(facts, SpielFacts):
        raise ValueError(f"{game.id}: {game.openspiel}.SPIEL is no SpielFacts")
    return facts


def seat_range(game: Game[Any, Any, Any]) -> tuple[int, int]:
    """The fewest and the most who play ``game`` (its seats, or its seats option's range).

    >>> from penneech.games import GAMES
    >>> seat_range(GAMES["piquet"]), seat_range(GAMES["pippip"])
    ((2, 2), (3, 12))
    """
    if game.seats_option is None:
        return game.seats, game.seats
    option = next(o for o in game.options if o.id == game.seats_option)
    values = [int(v) for v in option.values]
    return min(values), max(values)


__all__ = ["CardPlaces", "Cut", "Dealt", "Slots", "SpielFacts", "card_bits",
           "deal_start", "exchange", "one_hot", "opponent_hand", "rename_unseen",
           "seat_range", "spiel_facts", "view_text"]
