"""The variant lab: what each reading of the rules does to the game, measured.

``run_sweep`` plays every preset and every change of one option from each preset (or any
readings asked for) between computer players, in reproducible chunks on local processes or
a Ray cluster, and writes the figures with their 95% intervals and their provenance.
``main`` is the ``penneech lab`` command. This package is the machinery every game shares
(``sweep``, ``matches``, ``stats``, ``main``) and names no game: each game the lab measures
describes itself in its own package (``penneech/games/<id>/lab.py``: what a game shows,
its figures, its readings), found through the registry (``penneech.games``, a game's
``lab``).
"""

from __future__ import annotations

from penneech.lab.sweep import Config, LabGame, configurations, lab_game, lab_games, run_sweep

__all__ = ["Config", "LabGame", "configurations", "lab_game", "lab_games", "run_sweep"]
