"""What a game gives the site's sample deals (``sample_hands.py``): one deal played under
two readings of its rules, side by side.

A game that has sample deals describes them in ``sitegen/<game id>_samples.py`` as
``SAMPLES``, a ``SampleDeals``; the hook finds that module by the game's id, so the hook
names no game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from penneech.core.i18n import Text
from penneech.core.rule_set import RuleSet
from sitegen import build_cache


@dataclass(frozen=True, slots=True)
class SampleDeals:
    """A game's sample deals: the readings offered beside a first one, how one deal is
    compared under two of them, and how that comparison is named and drawn."""

    #: The game's rules class: its options, presets and text form.
    rules_class: type[RuleSet]
    #: Options one deal cannot show, left out of the single changes offered.
    not_compared: frozenset[str]
    #: The comparison of deal ``seed`` under the named reading and the rules given,
    #: played by computer players of ``level``; it has ``.a.rules``, ``.b.rules`` and
    #: ``.effects`` (the ids of the options that changed a score).
    compare: Callable[[int, str, Any, str], Any]
    #: A reading's name.
    name: Callable[[Any], Text]
    #: A comparison's HTML, in a language.
    html: Callable[[Any, str], str]
    #: The reading pair of a marker that names none.
    default_pair: tuple[str, str]
    #: The label of the chooser of the second reading.
    with_label: Text
    #: Whether the block links to the same deal on the play page (``#sample=``).
    play_link: bool = False
    #: Prefix of the JSON files of the other readings (kept so that addresses stay).
    json_prefix: str = ""
    #: The deal the engine chooses among seeds for a pair of readings (``seed=auto``);
    #: ``None``: a marker must give its seed.
    choose_seed: Callable[[str, Any, range, str], int] | None = None

    def alternatives(self, a_name: str) -> Mapping[str, Any]:
        """The second readings offered beside reading ``a_name``: the other presets, then
        every change of one option of it (but those in ``not_compared``), each by its key
        (a preset's name, or ``option=value``)."""
        a = self.rules_class.parse(a_name)
        out: dict[str, Any] = {name: p.rules for name, p in self.rules_class.presets().items()
                               if p.rules != a}
        for option in self.rules_class.OPTIONS:
            if option.id in self.not_compared:
                continue
            for value in option.values:
                if value != a.values()[option.id]:
                    out[f"{option.id}={value}"] = a.with_values({option.id: value})
        return out


def samples_of(game: str) -> SampleDeals:
    """The sample deals of game ``game`` (``sitegen/<game>_samples.py``); ``ValueError``
    for a game that has none."""
    try:
        module = importlib.import_module(f"sitegen.{game}_samples")
    except ModuleNotFoundError:
        raise ValueError(f"sample hand: the game {game!r} has no sample deals "
                         f"(sitegen/{game}_samples.py)") from None
    samples: SampleDeals = module.SAMPLES
    return samples


#: The kind of the sample deals' comparisons in ``build_cache``.
CACHE_KIND = "sample-deal"


def cached_compare(game: str, seed: int, a_name: str, b_key: str, level: str) -> Any:
    """The comparison of deal ``seed`` under reading ``a_name`` and the reading ``b_key``
    offered beside it, from ``build_cache`` if it was played before with the same code."""
    samples = samples_of(game)
    choices = samples.alternatives(a_name)
    return build_cache.cached(CACHE_KIND, (game, seed, a_name, b_key, level),
                              lambda: samples.compare(seed, a_name, choices[b_key], level))


def play_and_keep(game: str, seed: int, a_name: str, level: str) -> None:
    """Play deal ``seed`` under every reading offered beside ``a_name`` and keep each
    comparison in ``build_cache`` (what the build's background process does)."""
    for b_key in samples_of(game).alternatives(a_name):
        cached_compare(game, seed, a_name, b_key, level)
