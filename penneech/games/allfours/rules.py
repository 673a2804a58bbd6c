"""All-Fours' rules: one value per option (``options.py``), with the text form every game
has (``penneech.core.rule_set``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from penneech.core.rule_set import RuleSet
from penneech.games.allfours.options import OPTIONS, OPTIONS_BY_ID

if TYPE_CHECKING:
    from penneech.core.preset import GamePreset

Renege = Literal["trump", "strict"]
Low = Literal["dealt", "won"]
GameTie = Literal["nobody", "elder"]
TurnUp = Literal["jack", "honours"]
PlayHonours = Literal["none", "scored"]
Gift = Literal["any", "not_out"]
RunHands = Literal["keep", "six"]


@dataclass(frozen=True, slots=True)
class AllFoursRules(RuleSet):
    """One value per rule option; the defaults are Cotton's game to eleven (``cotton1674``).

    >>> AllFoursRules.parse("running").target
    31
    """

    target: int = 11
    renege: Renege = "trump"
    low: Low = "dealt"
    game_tie: GameTie = "nobody"
    turn_up: TurnUp = "jack"
    play_honours: PlayHonours = "none"
    gift: Gift = "any"
    run_hands: RunHands = "keep"

    GAME = "All-Fours "
    EXAMPLE = "cotton1674,target=7"
    OPTIONS = OPTIONS
    OPTIONS_BY_ID = OPTIONS_BY_ID

    @classmethod
    def presets(cls) -> Mapping[str, GamePreset[AllFoursRules]]:
        """The rule sets (``allfours.presets.PRESETS``)."""
        from penneech.games.allfours.presets import PRESETS
        return PRESETS
