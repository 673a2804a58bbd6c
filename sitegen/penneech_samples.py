"""Penneech's sample deals (``sample_hands.py``): one hand played under two readings,
compared and explained by ``penneech.games.penneech.comparison``."""

from __future__ import annotations

from typing import Any

from penneech.core.i18n import Text
from penneech.games.penneech.comparison import compare_hand, reading_name
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.sample_html import comparison_html
from sitegen.sample_deals import SampleDeals

#: Options a sample hand cannot show: another pack deals other cards, the target and the
#: first dealer do not come into play in one hand dealt by a fixed dealer.
NOT_COMPARED = frozenset({"pack", "target", "first_dealer"})



def _compare(seed: int, a_name: str, b: Any, level: str) -> Any:
    return compare_hand(seed, Rules.parse(a_name), b, level)


SAMPLES = SampleDeals(
    rules_class=Rules,
    not_compared=NOT_COMPARED,
    compare=_compare,
    name=reading_name,
    html=comparison_html,
    default_pair=("mcleod", "parlett"),
    with_label=Text("Compare reading A with", "Lesart A vergleichen mit"),
    play_link=True,
)
