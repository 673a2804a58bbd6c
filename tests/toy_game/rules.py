"""High Card's rules: one value per option, with the text form every game has."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from penneech.core.rule_set import RuleSet
from toy_game.options import OPTIONS, OPTIONS_BY_ID

if TYPE_CHECKING:
    from penneech.core.preset import GamePreset


@dataclass(frozen=True, slots=True)
class ToyRules(RuleSet):
    """The hand size (a whole number) and who leads after the first trick."""

    hand: int = 3
    lead: Literal["winner", "alternate"] = "winner"

    GAME = "High Card "
    EXAMPLE = "plain,hand=4"
    OPTIONS = OPTIONS
    OPTIONS_BY_ID = OPTIONS_BY_ID

    @classmethod
    def presets(cls) -> Mapping[str, GamePreset[ToyRules]]:
        """The two rule sets (``toy_game.presets.PRESETS``)."""
        from toy_game.presets import PRESETS
        return PRESETS
