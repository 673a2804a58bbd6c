"""High Card's two rule sets: ``plain`` (the defaults) and ``long``, each value with its
provenance (the toy game is its own source, so every value is stated there)."""

from __future__ import annotations

from penneech.core.i18n import Text
from penneech.core.options import Provenance, stated
from penneech.core.preset import GamePreset
from toy_game.options import SOURCE
from toy_game.rules import ToyRules


def _stated(option: str) -> dict[str, Provenance]:
    return {option: stated(SOURCE.key, "rules", "The rules say so.", "Die Regeln sagen es.")}


PRESETS: dict[str, GamePreset[ToyRules]] = {
    "plain": GamePreset("plain", Text("Plain", "Einfach"), SOURCE,
                        Text("Three cards; the winner leads.", "Drei Karten."),
                        ToyRules(), _stated("hand") | _stated("lead")),
    "long": GamePreset("long", Text("Long", "Lang"), SOURCE,
                       Text("Four cards; the lead alternates.", "Vier Karten."),
                       ToyRules(hand=4, lead="alternate"), _stated("hand") | _stated("lead")),
}
