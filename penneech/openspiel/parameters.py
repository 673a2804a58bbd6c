"""The OpenSpiel game parameters of each game, from the rule option metadata.

Standard library only: the generic OpenSpiel adapter (``penneech.openspiel.adapter``,
for every game whose registry entry declares one: its horizons,
``Game.openspiel_horizons``, and facts, ``Game.openspiel``) reads each game's parameters
from here (``parameters(id)``), and so does the site's research page, which never loads
OpenSpiel.

Every rule option is a parameter under its own id, beside ``preset`` and ``horizon``. A
whole-number option is a number parameter and any other a text parameter; ``0`` (``-1``
for a game where ``0`` is a value, as Pip-Pip!'s last-trick bonus) or ``""``, the
default, takes the preset's value.
OpenSpiel's parameter text reads a value such as ``1-5`` as a broken number and ``40`` as
a number, so a text value is spelt with ``_`` for ``-`` and, if it is digits only, with
``_points`` after it (``parameter_value``); a game accepts both spellings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from penneech.core.game import Game
from penneech.core.options import RuleOption
from penneech.core.rule_set import RuleSet
from penneech.games import GAMES, game


def parameter_value(value: str) -> str:
    """How a text option's value is spelt in OpenSpiel's parameter text.

    >>> parameter_value("1-5"), parameter_value("40"), parameter_value("30_plus_cards")
    ('1_5', '40_points', '30_plus_cards')
    """
    value = value.replace("-", "_")
    return f"{value}_points" if value.isdigit() else value


R = TypeVar("R", bound=RuleSet)


@dataclass(frozen=True)
class GameParameters(Generic[R]):
    """The parameters of one registered game: its name, rules, presets and horizons (the
    first horizon is the default). ``unset`` is the number a whole-number option's
    parameter holds to take the preset's value: ``0``, or ``-1`` for a game where ``0``
    is itself a value (Pip-Pip!'s ``last_trick_bonus``)."""

    short_name: str
    rules_class: type[R]
    default_preset: str
    horizons: tuple[str, ...]
    unset: int = 0

    @property
    def options(self) -> tuple[RuleOption, ...]:
        """The game's rule options, in table order."""
        return self.rules_class.OPTIONS

    @property
    def presets(self) -> tuple[str, ...]:
        """The names of the game's presets, in the order the site shows them."""
        return tuple(self.rules_class.presets())

    @property
    def numbers(self) -> frozenset[str]:
        """The options held as whole numbers (number parameters)."""
        default = self.rules_class()
        return frozenset(o.id for o in self.options if isinstance(getattr(default, o.id), int))

    def defaults(self) -> dict[str, Any]:
        """Every parameter with its default (the first horizon; options unset)."""
        params: dict[str, Any] = {"preset": self.default_preset, "horizon": self.horizons[0]}
        for option in self.options:
            params[option.id] = self.unset if option.id in self.numbers else ""
        return params

    def spelt(self, option_id: str, value: str) -> str | int:
        """An option's value as a parameter: a number, or its parameter spelling."""
        return int(value) if option_id in self.numbers else parameter_value(value)

    def as_given(self, params: dict[str, Any]) -> dict[str, Any]:
        """The parameters as given, each text option's value in its parameter spelling, so
        that the game's string loads the same game again."""
        texts = {o.id for o in self.options} - self.numbers
        return {k: parameter_value(v) if isinstance(v, str) and k in texts else v
                for k, v in params.items()}

    def engine_value(self, option: RuleOption, raw: object) -> str:
        """The option's value named by a parameter in either spelling (else ``raw`` as
        text, for the rules to refuse by name)."""
        text = str(raw)
        for value in option.values:
            if text == parameter_value(value):
                return value
        return text

    def rules(self, params: dict[str, Any]) -> R:
        """The rules a parameter set names: the preset, then every option that is set.

        Raises ``RulesError`` naming a wrong preset, option or value."""
        text = str(params.get("preset", self.default_preset)) or self.default_preset
        changes = {o.id: self.engine_value(o, params[o.id]) for o in self.options
                   if params.get(o.id, "") not in ("", self.unset)}
        rules = self.rules_class.parse(text)
        return rules.with_values(changes) if changes else rules

    def game_string(self, rules: R, horizon: str | None = None) -> str:
        """The ``load_game`` string of a game under ``rules`` to ``horizon`` (the first,
        unless given): every option spelt out.

        >>> from penneech.games.piquet.rules import PiquetRules
        >>> parameters("piquet").game_string(PiquetRules.parse("cotton1674"))[:35]
        'python_piquet(horizon=game,deck=36,'
        """
        values = ",".join(f"{k}={self.spelt(k, v)}" for k, v in rules.values().items())
        return f"{self.short_name}(horizon={horizon or self.horizons[0]},{values})"


def unset_number(rules_class: type[RuleSet]) -> int:
    """The number a whole-number option's parameter holds to take the preset's value:
    ``0``, or ``-1`` where ``0`` is itself a value of one (Pip-Pip!'s last-trick bonus).

    >>> from penneech.games import GAMES
    >>> unset_number(GAMES["piquet"].rules_class), unset_number(GAMES["pippip"].rules_class)
    (0, -1)
    """
    default = rules_class()
    numbers = [o for o in rules_class.OPTIONS if isinstance(getattr(default, o.id), int)]
    zero = any("0" in o.values or (o.integer and o.minimum <= 0) for o in numbers)
    return -1 if zero else 0


def parameters(game_id: str) -> GameParameters[Any]:
    """The OpenSpiel parameters of the game ``game_id`` (``python_<id>``); ``ValueError``
    for a game without an OpenSpiel adapter.

    >>> p = parameters("piquet")
    >>> p.short_name, p.default_preset, p.horizons, p.unset
    ('python_piquet', 'portland', ('game', 'deal'), 0)
    """
    g = game(game_id)
    if not has_adapter(g):
        raise ValueError(f"{game_id} has no OpenSpiel adapter; games with one: "
                         f"{', '.join(openspiel_games())}")
    return GameParameters(f"python_{g.id}", g.rules_class, g.default_preset,
                          g.openspiel_horizons, unset_number(g.rules_class))


def has_adapter(g: Game[Any, Any, Any]) -> bool:
    """Whether the game ``g`` declares an OpenSpiel adapter: its horizons and the module
    of its facts (``penneech.core.spiel``), both."""
    return bool(g.openspiel_horizons) and g.openspiel is not None


def openspiel_games() -> list[str]:
    """The ids of the games with an OpenSpiel adapter, in the registry's order."""
    return [g.id for g in GAMES.values() if has_adapter(g)]
