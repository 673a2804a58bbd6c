"""A complete choice of rule interpretations, with a canonical text form.

``PenneechRules`` holds one value for every option in ``options.OPTIONS``. Its text form
(``follow=must_follow,first_turnup=no_score,...``) travels in game records and share
links; ``PenneechRules.parse`` reads it back or a preset name, and rejects unknown options or
values with an error that names them (``penneech.core.rule_set``, shared by every game):

>>> PenneechRules.parse("martin,target=91").target
91
>>> PenneechRules.parse("martin").to_string() == PenneechRules.parse("follow=follow_or_trump,"
...                                                  "first_turnup=dealer_scores").to_string()
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from penneech.core.rule_set import RuleSet
from penneech.games.penneech.options import OPTIONS, OPTIONS_BY_ID

if TYPE_CHECKING:
    from penneech.games.penneech.presets import PenneechPreset

Follow = Literal["must_follow", "follow_or_trump", "free"]
FirstTurnup = Literal["no_score", "dealer_scores"]
FirstLead = Literal["non_dealer", "dealer"]
Counters = Literal["trumps_only", "all_honours"]
HonoursTo = Literal["winner", "holder"]
Scoring = Literal["immediate", "end_of_hand"]
FirstDealer = Literal["lower_deals", "higher_deals"]
ThrowIn = Literal["allowed", "not_allowed"]


@dataclass(frozen=True, slots=True)
class PenneechRules(RuleSet):
    """One value per rule option; the defaults are the ``mcleod`` reconstruction."""

    follow: Follow = "must_follow"
    first_turnup: FirstTurnup = "no_score"
    first_lead: FirstLead = "non_dealer"
    counters: Counters = "trumps_only"
    honours_to: HonoursTo = "winner"
    scoring: Scoring = "immediate"
    pack: int = 52
    target: int = 61
    first_dealer: FirstDealer = "lower_deals"
    throw_in: ThrowIn = "allowed"

    GAME = "Penneech "
    EXAMPLE = "martin,target=91"
    OPTIONS = OPTIONS
    OPTIONS_BY_ID = OPTIONS_BY_ID

    @classmethod
    def presets(cls) -> Mapping[str, PenneechPreset]:
        """The Penneech presets (``presets.PRESETS``)."""
        from penneech.games.penneech.presets import PRESETS

        return PRESETS

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
Rules = PenneechRules
