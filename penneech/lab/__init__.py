"""The variant lab: what each reading of the rules does to the game, measured.

``run_sweep`` plays every preset and every change of one option from each preset (or any
readings asked for) between computer players, in reproducible chunks on local processes or
a Ray cluster, and writes the figures with their 95% intervals and their provenance.
``main`` is the ``penneech lab`` command.
"""

from __future__ import annotations

from penneech.lab.penneech_game import penneech_lab
from penneech.lab.pippip_game import pippip_lab
from penneech.lab.piquet_game import piquet_lab
from penneech.lab.sweep import GAMES, Config, LabGame, configurations, lab_game, run_sweep

GAMES["penneech"] = penneech_lab
GAMES["piquet"] = piquet_lab
GAMES["pippip"] = pippip_lab

__all__ = ["GAMES", "Config", "LabGame", "configurations", "lab_game", "run_sweep"]
