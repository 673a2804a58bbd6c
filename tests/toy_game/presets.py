"""High Card's two rule sets: ``plain`` (the defaults) and ``long``."""

from __future__ import annotations

from penneech.core.i18n import Text
from penneech.core.preset import GamePreset
from toy_game.options import SOURCE
from toy_game.rules import ToyRules

PRESETS: dict[str, GamePreset[ToyRules]] = {
    "plain": GamePreset("plain", Text("Plain", "Einfach"), SOURCE,
                        Text("Three cards; the winner leads.", "Drei Karten."),
                        ToyRules(), {}),
    "long": GamePreset("long", Text("Long", "Lang"), SOURCE,
                       Text("Four cards; the lead alternates.", "Vier Karten."),
                       ToyRules(hand=4, lead="alternate"), {}),
}
