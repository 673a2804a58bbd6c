"""Computer players by name, the same for every game: the ``random`` player and a registry.

Every game offers its computer players by name, weakest first, made with a seed so that a
match can be replayed exactly: ``random`` (any legal action, here), then the game's own
(``greedy``, ``expert`` ...). Each is a ``GamePlayer`` of the game's view. A game's
``players`` package keeps one ``PlayerRegistry``, ``PLAYERS``, which its ``Game`` takes
whole (``penneech.core.game.package_parts``), and names the registry's functions as its
own (``make_player = PLAYERS.make_player``, and so on):

>>> from types import SimpleNamespace
>>> registry = PlayerRegistry("High Card", {"random": RandomPlayer})
>>> registry.player_names()
['random']
>>> registry.make_player("random", 7).choose(SimpleNamespace(legal=[3, 5, 8]))
5
>>> registry.make_player("best", 7)
Traceback (most recent call last):
...
ValueError: unknown High Card player 'best'; players: random
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Generic, NamedTuple, Protocol, TypeVar

V_contra = TypeVar("V_contra", contravariant=True)


class GamePlayer(Protocol[V_contra]):
    """A computer player of a game: given its own view, one of ``view.legal``."""

    name: str

    def choose(self, view: V_contra) -> int:
        """The action to take."""
        ...


class HasLegal(Protocol):
    """A player's view, of which the random player reads only the legal actions."""

    @property
    def legal(self) -> Sequence[int]: ...


class Named(Protocol):
    """A computer player, known by its level's name."""

    @property
    def name(self) -> str: ...


class RandomPlayer:
    """Takes a uniformly random legal action (level ``random``), reproducibly from a seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: HasLegal) -> int:
        """A random legal action."""
        return self.rng.choice(view.legal)


class SeededPlayer:
    """A player whose choices need no chance (a ``greedy`` level's rules of thumb): it reads
    only its view, and keeps the seed only because the registry makes every player from one
    (``PlayerRegistry.make_player``)."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed


P = TypeVar("P", bound=Named)


class Budget(NamedTuple):
    """Which players take a budget (``expert:N``): those of class ``kind``, given it as their
    ``attribute``; any other is refused with ``refusal`` (``"only the expert takes a budget
    (expert:3000)"``), followed by the player's name."""

    kind: type
    attribute: str
    refusal: str


class PlayerRegistry(Generic[P]):
    """A game's computer players by name, weakest first, each made from a seed.

    ``game`` names the game in the message for an unknown player (``"Piquet"``; ``""``
    for none). A player registered as unlisted (a previous version kept for comparisons)
    is made by name but not offered as a level. ``budget`` (or ``takes_budget``) says which
    players ``set_budget`` gives a budget (``expert:N``) and how.
    """

    def __init__(self, game: str, players: dict[str, Callable[[int | None], P]],
                 budget: Budget | None = None) -> None:
        self.game = game
        self._players = dict(players)
        self._unlisted: set[str] = set()
        self._budgeted = budget

    def register(self, name: str, factory: Callable[[int | None], P],
                 listed: bool = True) -> None:
        """Make a player available to ``make_player`` under ``name``; an unlisted one is
        not offered by ``player_names()``."""
        self._players[name] = factory
        if not listed:
            self._unlisted.add(name)

    def player_names(self, unlisted: bool = False) -> list[str]:
        """The levels offered to players, weakest first; with ``unlisted``, every player."""
        return [name for name in self._players if unlisted or name not in self._unlisted]

    def unlisted_names(self) -> list[str]:
        """The players made by name but not offered as levels, in the order registered.

        >>> registry = PlayerRegistry("High Card", {"random": RandomPlayer})
        >>> registry.register("random-2024", RandomPlayer, listed=False)
        >>> registry.player_names(), registry.unlisted_names()
        (['random'], ['random-2024'])
        """
        return [name for name in self._players if name in self._unlisted]

    def make_player(self, name: str, seed: int | None = None) -> P:
        """A new player by name, seeded; ``ValueError`` naming every player for another
        name."""
        factory = self._players.get(name)
        if factory is None:
            game = f"{self.game} " if self.game else ""
            raise ValueError(f"unknown {game}player {name!r}; players: "
                             f"{', '.join(self._players)}")
        return factory(seed)

    def takes_budget(self, kind: type, attribute: str, refusal: str) -> None:
        """Let ``set_budget`` give a player of class ``kind`` a budget, by setting its
        ``attribute``; any other player is refused with ``refusal`` (``"only the expert
        takes a budget (expert:3000)"``), followed by the player's name."""
        self._budgeted = Budget(kind, attribute, refusal)

    @property
    def budget_attribute(self) -> str | None:
        """The attribute a budget is set as (``"samples"``, ``"nodes"``), ``None`` where no
        player takes one: what the strength ladder reads to scale an expert's own budget."""
        return self._budgeted.attribute if self._budgeted else None

    @property
    def budgeted(self) -> bool:
        """Does any player take a budget (``budget``, ``takes_budget``)?"""
        return self._budgeted is not None

    def set_budget(self, player: P, budget: int) -> None:
        """Give ``player`` a budget of ``budget`` (what its search spends per decision);
        ``ValueError`` for a player that takes none."""
        if self._budgeted is None or not isinstance(player, self._budgeted.kind):
            refusal = self._budgeted.refusal if self._budgeted else "no player takes a budget"
            raise ValueError(f"{refusal}, not {player.name!r}")
        setattr(player, self._budgeted.attribute, budget)
