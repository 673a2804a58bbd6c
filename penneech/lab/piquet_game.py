"""Piquet in the lab: its rule sets, the single option changes that act within one deal,
and how a chunk of deals is played (one deal per game, ``horizon="deal"``)."""

from __future__ import annotations

from penneech import __version__
from penneech.games.piquet.options import OPTIONS
from penneech.games.piquet.players import make_player, player_names
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.rules import PiquetRules
from penneech.lab.matches import check_spec, seatings
from penneech.lab.piquet_collect import count_deal, play_deal
from penneech.lab.piquet_figures import figures, spreads
from penneech.lab.stats import Tally
from penneech.lab.sweep import LabGame

#: Options whose values act only between deals, so one deal cannot show them: who deals
#: first, how a game ends, and where divided cards' ten points go (the next deal).
BETWEEN_DEALS = ("first_dealer", "game_format", "divided_cards")


def variations(preset: str) -> list[dict[str, str]]:
    """Every change of one option from ``preset`` that acts within one deal."""
    values = PRESETS[preset].rules.values()
    return [{o.id: v} for o in OPTIONS if o.id not in BETWEEN_DEALS
            for v in o.values if v != values[o.id]]


def check_player(spec: str) -> str:
    """A Piquet player by name (``random``, ``greedy``, ``expert``), checked."""
    return check_spec(spec, player_names(), lambda name: False,
                      "a Piquet player takes no number of worlds")


def play_chunk(rules_text: str, players: tuple[str, str], seed: int, start: int,
               stop: int) -> Tally:
    """Games ``start`` to ``stop - 1``, each one deal: the tally of their figures.

    Who plays which deal in which seat: ``penneech.lab.matches``. The cards of a deal
    depend only on its seed and the pack, so every reading with the same pack is played
    on the same cards.
    """
    rules = PiquetRules.parse(rules_text)
    tally: Tally = {}
    for game in seatings(players, seed, start, stop):
        seated = [make_player(spec, s) for spec, s in zip(game.specs, game.seeds(), strict=True)]
        count_deal(play_deal(rules, seated, game.deal), tally, game.better)
    return tally


def piquet_lab() -> LabGame:
    """The lab's description of Piquet."""
    return LabGame(
        name="piquet",
        version=__version__,
        presets=tuple(PRESETS),
        canonical=lambda text: PiquetRules.parse(text).to_string(),
        variations=variations,
        play_chunk=play_chunk,
        figures=figures,
        spreads=spreads,
        check_player=check_player,
        headline=(("elder_deals", "elder wins"), ("better_wins", "first player wins"),
                  ("deal_points", "points/deal")),
    )
