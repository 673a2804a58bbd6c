"""A complete choice of Pip-Pip! rule readings, with a canonical text form.

``PippipRules`` holds one value for every option in ``pippip.options.OPTIONS``. Its text
form (``players=5,card_system=english,...``) travels in game records; ``PippipRules.parse``
reads it back, or a preset name optionally followed by changes, and rejects unknown
options or values with an error that names them (``penneech.core.rule_set``, shared by
every game).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from penneech.core.rule_set import RuleSet
from penneech.games.pippip.options import OPTIONS, OPTIONS_BY_ID

if TYPE_CHECKING:
    from penneech.games.pippip.presets import PippipPreset

CardSystem = Literal["english", "european"]
InitialTrump = Literal["none", "cut"]
FollowRule = Literal["strict", "free_while_drawing", "always_free"]
DrawOrder = Literal["winner_first", "after_each_play"]
MarriageWindow = Literal["between_tricks", "declare_on_play"]
MustChange = Literal["no", "yes"]
MarriageValue = Literal["flat_50", "escalating", "suits_german_100", "suits_german_80",
                        "suits_austrian_100", "suits_austrian_80"]
Leftovers = Literal["dead", "last_trick", "surprise"]
GameEnd = Literal["rounds", "target", "either"]


@dataclass(frozen=True, slots=True)
class PippipRules(RuleSet):
    """One value per rule option; the defaults are the pagat page's (``pagat``).

    The fields whose default is a whole number (``players``, ``last_trick_bonus``,
    ``rounds``, ``target``) hold ``int``; the others hold one of the option's values as
    text.

    >>> PippipRules.parse("pagat,players=8").players
    8
    """

    players: int = 5
    card_system: CardSystem = "english"
    initial_trump: InitialTrump = "none"
    follow_rule: FollowRule = "strict"
    draw_order: DrawOrder = "winner_first"
    marriage_window: MarriageWindow = "between_tricks"
    marriage_must_change_trump: MustChange = "no"
    marriage_value: MarriageValue = "flat_50"
    last_trick_bonus: int = 0
    leftovers: Leftovers = "dead"
    game_end: GameEnd = "rounds"
    rounds: int = 1
    target: int = 500

    GAME = "Pip-Pip! "
    EXAMPLE = "pagat,players=6"
    OPTIONS = OPTIONS
    OPTIONS_BY_ID = OPTIONS_BY_ID

    @classmethod
    def presets(cls) -> Mapping[str, PippipPreset]:
        """The Pip-Pip! rule sets (``pippip.presets.PRESETS``)."""
        from penneech.games.pippip.presets import PRESETS

        return PRESETS

    # ------------------------------------------------------------ derived values
    @property
    def stock_size(self) -> int:
        """Cards left after dealing seven to each (pagat (S), B.2.1): 104 - 7n."""
        return 104 - 7 * self.players

    @property
    def dead_cards(self) -> int:
        """Cards the stock cannot give out evenly (B.4.4): 104 mod n."""
        return 104 % self.players

    @property
    def tricks_per_deal(self) -> int:
        """Tricks in a deal (B.4.4): every card but the leftovers is played, n to a trick."""
        return 104 // self.players
