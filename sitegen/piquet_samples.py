"""Piquet's sample deals (``sample_hands.py``): one deal played under two rule sets,
compared and explained by ``sitegen.piquet_comparison``; the engine chooses the deal that
shows the most of their differences at work (``choose_seed``)."""

from __future__ import annotations

from typing import Any

from penneech.core.i18n import Text
from penneech.games.piquet.rules import PiquetRules
from sitegen import piquet_comparison as piquet
from sitegen.piquet_html import piquet_comparison_html
from sitegen.sample_deals import SampleDeals

#: Options left out of the single changes: those one deal cannot show
#: (``piquet_comparison.NOT_IN_ONE_DEAL``), and the pack (the other packs are still
#: offered through Cotton's rule set, which says that its cards differ).
NOT_COMPARED = frozenset(piquet.NOT_IN_ONE_DEAL) | {"deck"}



def _compare(seed: int, a_name: str, b: Any, level: str) -> Any:
    return piquet.compare_deal(seed, PiquetRules.parse(a_name), b, level)


def _choose_seed(a_name: str, b: Any, seeds: range, level: str) -> int:
    seed, _ = piquet.choose_seed(PiquetRules.parse(a_name), b, seeds, level)
    return seed


SAMPLES = SampleDeals(
    rules_class=PiquetRules,
    not_compared=NOT_COMPARED,
    compare=_compare,
    name=piquet.rules_name,
    html=piquet_comparison_html,
    default_pair=("portland", "meyers1888"),
    with_label=Text("Compare rule set A with", "Regelwerk A vergleichen mit"),
    json_prefix="piquet-",
    choose_seed=_choose_seed,
)
