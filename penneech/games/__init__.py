"""The registry: the one list of the package's games.

Each game is a sub-package here of the same shape (``options``, ``presets``, ``rules``,
``state``, ``view``, ``chance``, ``record``, ``players``, ``terminal``, ``web``) whose
``game`` module describes it as one ``penneech.core.game.Game``. This module is the only
place outside a game's own package that names it; everything else (the terminal program,
the matches, the lab, the OpenSpiel bridge, the site) finds a game here by id, and what
each of them needs of a game is on its ``Game`` (``penneech.core.game``). A game is
imported only when it is first asked for, so a program that plays one game does not load
the others:

>>> game = GAMES["piquet"]
>>> game.name.de, game.default_preset, game.horizons
('Piquet', 'portland', ('game', 'deal'))
>>> state = game.new_state(game.parse_rules("meyers1888"), horizon="deal")
>>> game.chance(7).advance(state)
>>> game.view_of(state, state.current_player()).phase
'discard'
>>> list(GAMES)[0] == DEFAULT and all(GAMES[game_id].id == game_id for game_id in GAMES)
True
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from penneech.core.errors import RecordError, shown
from penneech.core.game import AnyGame

#: Each game's id and the module that describes it, in the order the site and the
#: programs list them; Penneech, the package's first game, is the default everywhere.
_MODULES: dict[str, str] = {
    "penneech": "penneech.games.penneech.game",
    "piquet": "penneech.games.piquet.game",
    "pippip": "penneech.games.pippip.game",
    "allfours": "penneech.games.allfours.game",
}
_OWN = frozenset(_MODULES)

#: The game a program plays when none is named.
DEFAULT = "penneech"


class _Registry(Mapping[str, AnyGame]):
    """Every game by id, each imported from its ``game`` module when first asked for."""

    def __init__(self, modules: dict[str, str]) -> None:
        self._modules = modules
        self._loaded: dict[str, AnyGame] = {}

    def __getitem__(self, game_id: str) -> AnyGame:
        found = self._loaded.get(game_id)
        if found is None:
            found = import_module(self._modules[game_id]).GAME
            assert found.id == game_id, f"{self._modules[game_id]} describes {found.id!r}"
            self._loaded[game_id] = found
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __len__(self) -> int:
        return len(self._modules)


#: Every game by id, each typed by what every game's rules, state and view have
#: (``AnyGame``): code driven through the registry is checked against those.
GAMES: Mapping[str, AnyGame] = _Registry(_MODULES)


def register(game_id: str, module: str) -> None:
    """Add a game: ``module`` defines ``GAME``, a ``Game`` whose id is ``game_id``.

    The package's games are listed above; this is for a game kept elsewhere (the tests
    register a small one to show that every program finds a game here alone).
    """
    if game_id in _MODULES:
        raise ValueError(f"a game {shown(game_id)} is registered already")
    _MODULES[game_id] = module


def packaged(game_id: str) -> bool:
    """Is ``game_id`` one of the package's own games (not one added by ``register``)?

    >>> packaged(DEFAULT), packaged("chess")
    (True, False)
    """
    return game_id in _OWN


def unregister(game_id: str) -> None:
    """Take back a game added by ``register`` (the package's own games stay)."""
    if game_id in _OWN:
        raise ValueError(f"{shown(game_id)} is one of the package's own games")
    _MODULES.pop(game_id, None)
    assert isinstance(GAMES, _Registry)
    GAMES._loaded.pop(game_id, None)


def game(game_id: str) -> AnyGame:
    """The game with id ``game_id``; ``ValueError`` naming the games for any other."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise ValueError(f"unknown game {shown(game_id)}; games: {', '.join(GAMES)}")
    return GAMES[game_id]


def game_of_record(text: str) -> AnyGame:
    """The game whose record ``text`` is, by its first line (a byte-order mark allowed);
    ``RecordError`` if it is no game's."""
    first = text.removeprefix("\ufeff").split("\n", 1)[0].strip() if isinstance(text, str) else ""
    for g in GAMES.values():
        if first == g.magic:
            return g
    formats = " or ".join(repr(g.magic) for g in GAMES.values())
    raise RecordError(f"line 1: a record starts with {formats}")
