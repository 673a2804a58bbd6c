"""Penneech in the lab: its presets, its single option changes and how a chunk is played."""

from __future__ import annotations

from penneech import __version__
from penneech.lab.collect import play_and_count
from penneech.lab.figures import figures, spreads
from penneech.lab.stats import Tally
from penneech.lab.sweep import LabGame, deal_seed
from penneech.options import OPTIONS
from penneech.players import ExpertPlayer, Player, make_player, player_names
from penneech.presets import PRESETS
from penneech.rules import Rules


def variations(preset: str) -> list[dict[str, str]]:
    """Every change of one option from ``preset``: each other named value of each option."""
    values = PRESETS[preset].rules.values()
    return [{o.id: v} for o in OPTIONS for v in o.values if v != values[o.id]]


def check_player(spec: str) -> str:
    """``name`` or ``name:worlds`` (an expert's sampled worlds per decision), checked."""
    name, _, samples = spec.partition(":")
    if name not in player_names(unlisted=True):
        raise ValueError(f"unknown player {spec!r}; players: "
                         f"{', '.join(player_names(unlisted=True))}")
    if samples and not (samples.isascii() and samples.isdigit() and int(samples) > 0
                        and name.startswith("expert")):
        raise ValueError(f"player {spec!r}: only an expert takes a number of worlds (expert:20)")
    return spec


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

    Between one level and itself (``greedy`` against ``greedy``) game ``i`` is deal ``i``.
    Between two levels it is a duplicate match: games ``2k`` and ``2k + 1`` are deal ``k``
    with the seats swapped (the first player in seat 0, then seat 1), and the tally counts
    the first player's wins as ``better_wins``.
    """
    rules = Rules.parse(rules_text)
    tally: Tally = {}
    duplicate = players[0] != players[1]
    for i in range(start, stop):
        deal = deal_seed(seed, i // 2 if duplicate else i)
        first_seat = i % 2 if duplicate else 0
        specs = [players[0], players[1]] if first_seat == 0 else [players[1], players[0]]
        seated = [make(specs[s], 2 * deal + s) for s in (0, 1)]
        play_and_count(rules, seated, deal, tally, first_seat if duplicate else None)
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
