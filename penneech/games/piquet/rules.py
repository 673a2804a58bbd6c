"""A complete choice of Piquet rule readings, with a canonical text form.

``PiquetRules`` holds one value for every option in ``piquet.options.OPTIONS``. Its text
form (``deck=32,first_dealer=lot,...``) travels in game records; ``PiquetRules.parse``
reads it back, or a preset name optionally followed by changes, and rejects unknown
options or values with an error that names them (``penneech.core.rule_set``, shared by
every game).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from penneech.core.rule_set import RuleSet
from penneech.games.piquet.options import OPTIONS, OPTIONS_BY_ID

if TYPE_CHECKING:
    from penneech.games.piquet.presets import PiquetPreset

FirstDealer = Literal["lot", "cut_high_chooses", "cut_low_deals"]
ElderExchange = Literal["1-5", "3-5", "1-7", "1-8"]
YoungerExchange = Literal["1-rest", "3-rest", "0-rest"]
LeftoverVisibility = Literal["none", "own", "portland"]
BlancheJudgedOn = Literal["dealt", "after_exchange"]
BlancheCourts = Literal["kqj", "kqjt"]
PointCompare = Literal["length_then_pips", "pips_elder", "pips"]
PointScore = Literal["cards", "square", "tens"]
SequenceValues = Literal["quint_15", "by_length"]
Sinking = Literal["allowed", "not_allowed"]
YoungerDeclares = Literal["after_first_lead", "before_first_lead"]
PlayScoring = Literal["leads_and_captures", "high_cards"]
DividedCards = Literal["void", "carry_forward"]
Capot = Literal["40", "30", "30_plus_cards"]
Blocking = Literal["ordered", "any"]
GameFormat = Literal["race_100", "race_100_double", "rubicon_partie", "four_deal_partie",
                     "points"]


@dataclass(frozen=True, slots=True)
class PiquetRules(RuleSet):
    """One value per rule option; the defaults are the Portland Club's (``portland``).

    The fields whose default is a whole number (``deck``, ``point_min_cards``,
    ``last_trick_bonus``) hold ``int``; the others hold one of the option's values as text.

    >>> PiquetRules.parse("meyers1888,point_score=cards").point_score
    'cards'
    """

    deck: int = 32
    first_dealer: FirstDealer = "cut_high_chooses"
    elder_exchange: ElderExchange = "1-5"
    younger_exchange: YoungerExchange = "1-rest"
    leftover_visibility: LeftoverVisibility = "portland"
    blanche_judged_on: BlancheJudgedOn = "dealt"
    blanche_courts: BlancheCourts = "kqj"
    point_compare: PointCompare = "length_then_pips"
    point_min_cards: int = 1
    point_score: PointScore = "cards"
    sequence_values: SequenceValues = "quint_15"
    sinking: Sinking = "allowed"
    younger_declares: YoungerDeclares = "after_first_lead"
    play_scoring: PlayScoring = "leads_and_captures"
    last_trick_bonus: int = 1
    divided_cards: DividedCards = "void"
    capot: Capot = "40"
    pique_repique_blocking: Blocking = "ordered"
    game_format: GameFormat = "rubicon_partie"

    GAME = "Piquet "
    EXAMPLE = "portland,capot=30"
    OPTIONS = OPTIONS
    OPTIONS_BY_ID = OPTIONS_BY_ID

    @classmethod
    def presets(cls) -> Mapping[str, PiquetPreset]:
        """The Piquet rule sets (``piquet.presets.PRESETS``)."""
        from penneech.games.piquet.presets import PRESETS

        return PRESETS

    # ------------------------------------------------------------ derived values
    @property
    def talon_size(self) -> int:
        """Cards left after dealing twelve to each: 8 (32-card pack) or 12 (36)."""
        return self.deck - 24

    @property
    def elder_limits(self) -> tuple[int, int]:
        """The least and most cards the elder hand may exchange."""
        low, high = self.elder_exchange.split("-")
        return int(low), min(int(high), self.talon_size)

    @property
    def younger_minimum(self) -> int:
        """The least number of cards the younger hand must exchange (if so many are left)."""
        return int(self.younger_exchange.split("-")[0])

