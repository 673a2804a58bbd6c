"""Pip-Pip! in the lab: its rule sets, the single option changes that act within one deal,
and how a chunk of deals is played (one deal per game, ``horizon="deal"``).

The table size is the rule set's ``players`` option (five in all three rule sets), and a
change of it is a reading like any other: ``pagat,players=8`` measures a table of eight.
Between one level and itself every seat has that level; between two levels
(``--players greedy random``) the first sits among the second, moved round every seat on
the same cards (``penneech.lab.matches.table_seatings``), and its share of deals won is
set against an even share of 1/n.
"""

from __future__ import annotations

from penneech import __version__
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.players import make_player, player_names
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.lab.matches import check_spec, table_seatings
from penneech.lab.pippip_collect import play_deal
from penneech.lab.pippip_figures import figures, spreads
from penneech.lab.stats import Tally
from penneech.lab.sweep import LabGame

#: Options whose values act only between deals, so one deal cannot show them: how a game
#: ends, after how many rounds and at which target (pagat (S), "Partie"; B.6.2).
BETWEEN_DEALS = ("game_end", "rounds", "target")


def variations(preset: str) -> list[dict[str, str]]:
    """Every change of one option from ``preset`` that acts within one deal, the table
    size (``players``) included."""
    values = PRESETS[preset].rules.values()
    return [{o.id: v} for o in OPTIONS if o.id not in BETWEEN_DEALS
            for v in o.values if v != values[o.id]]


def check_player(spec: str) -> str:
    """A Pip-Pip! player by name (``random``, ``greedy``, ``expert``), checked."""
    return check_spec(spec, player_names(), lambda name: False,
                      "a Pip-Pip! player takes no number of worlds")


def play_chunk(rules_text: str, players: tuple[str, str], seed: int, start: int,
               stop: int) -> Tally:
    """Games ``start`` to ``stop - 1``, each one deal at the reading's table: the tally of
    their figures.

    The dealer and the cards of a deal depend only on its seed (``PippipChance``), so
    every reading with the same table size is played on the same cards.
    """
    rules = PippipRules.parse(rules_text)
    tally: Tally = {}
    for game in table_seatings(players, rules.players, seed, start, stop):
        seated = [make_player(spec, s) for spec, s in zip(game.specs, game.seeds(), strict=True)]
        play_deal(rules, seated, game.deal, tally, game.better)
    return tally


def pippip_lab() -> LabGame:
    """The lab's description of Pip-Pip!."""
    return LabGame(
        name="pippip",
        version=__version__,
        presets=tuple(PRESETS),
        canonical=lambda text: PippipRules.parse(text).to_string(),
        variations=variations,
        play_chunk=play_chunk,
        figures=figures,
        spreads=spreads,
        check_player=check_player,
        headline=(("leader_points", "opening leader's share"),
                  ("better_wins", "tested player wins"), ("deal_points", "points/deal")),
        match="round the table: each deal once with the first player in every seat, the "
              "second in the others",
    )
