"""Penneech in the lab: its presets, its single option changes and how a chunk is played."""

from __future__ import annotations

from penneech import __version__
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.players import ExpertPlayer, Player, make_player, player_names
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.rules import Rules
from penneech.lab.matches import check_spec, seatings
from penneech.lab.penneech_collect import play_and_count
from penneech.lab.penneech_figures import figures, spreads
from penneech.lab.stats import Tally
from penneech.lab.sweep import LabGame


def variations(preset: str) -> list[dict[str, str]]:
    """Every change of one option from ``preset``: each other named value of each option."""
    values = PRESETS[preset].rules.values()
    return [{o.id: v} for o in OPTIONS for v in o.values if v != values[o.id]]


def check_player(spec: str) -> str:
    """``name`` or ``name:worlds`` (an expert's sampled worlds per decision), checked."""
    return check_spec(spec, player_names(unlisted=True), lambda name: name.startswith("expert"))


def make(spec: str, seed: int) -> Player:
    """The player of ``spec``, seeded."""
    name, _, samples = spec.partition(":")
    player = make_player(name, seed)
    if samples and isinstance(player, ExpertPlayer):
        player.samples = int(samples)
    return player


def play_chunk(rules_text: str, players: tuple[str, str], seed: int, start: int,
               stop: int) -> Tally:
    """Games ``start`` to ``stop - 1``: the tally of their figures.

    Who plays which deal in which seat: ``penneech.lab.matches``; in a match of two
    levels the tally counts the first player's wins as ``better_wins``.
    """
    rules = Rules.parse(rules_text)
    tally: Tally = {}
    for game in seatings(players, seed, start, stop):
        seated = [make(spec, s) for spec, s in zip(game.specs, game.seeds(), strict=True)]
        play_and_count(rules, seated, game.deal, tally, game.better)
    return tally


def penneech_lab() -> LabGame:
    """The lab's description of Penneech."""
    return LabGame(
        name="penneech",
        version=__version__,
        presets=tuple(PRESETS),
        canonical=lambda text: Rules.parse(text).to_string(),
        variations=variations,
        play_chunk=play_chunk,
        figures=figures,
        spreads=spreads,
        check_player=check_player,
    )
