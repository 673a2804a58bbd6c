"""All-Fours in the lab: what one game shows and the figures of a tally.

A game is played through ``AllFoursState`` by players that see only their view; the
figures are read from its score log: the first dealer's share of games won, the points
per deal and their sources (High, Low, Jack, Game, the card turned up, the gift), how
often the elder begs and the dealer gives, and in a match of two levels the first
player's share of games won. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Mapping

from penneech.core.playing import play_out, seated
from penneech.games.allfours.actions import BEG, FIRST, GIVE
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.game import GAME
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import view_of
from penneech.lab.matches import seatings
from penneech.lab.stats import Interval, Tally, add_moments, bump, mean_interval, sd, wilson
from penneech.lab.sweep import LabPlay

REASONS = ("turn_up", "gift", "honour", "high", "low", "jack", "game")


def play_chunk(rules_text: str, players: tuple[str, str], seed: int, start: int,
               stop: int) -> Tally:
    """Games ``start`` to ``stop - 1``, seated by ``penneech.lab.matches``: their tally."""
    rules = AllFoursRules.parse(rules_text)
    tally: Tally = {}
    for game in seatings(players, seed, start, stop):
        seated_players = [GAME.budgeted(spec, s)
                          for spec, s in zip(game.specs, game.seeds(), strict=True)]

        def count(state: AllFoursState, seat: int, action: int) -> None:
            if state.phase == "beg":
                bump(tally, "beg_asked")
                bump(tally, "begs", action == BEG)
            elif state.phase == "give":
                bump(tally, "gives", action == GIVE)

        state = play_out(AllFoursState(rules), AllFoursChance(game.deal),
                         seated(seated_players, view_of), count)
        first_dealer = state.history[0][1] - FIRST
        bump(tally, "games")
        bump(tally, "first_dealer_wins", state.winner == first_dealer)
        add_moments(tally, "game_deals", state.deal_no)
        for reason in REASONS:
            bump(tally, f"points_{reason}",
                 sum(e.points for e in state.events if e.reason == reason))
        if game.better is not None:
            bump(tally, "better_wins", state.winner == game.better)
    return tally


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """The first dealer's share, deals per game, begging, and the first player's share."""
    out = {"first_dealer_wins": wilson(t.get("first_dealer_wins", 0), t.get("games", 0)),
           "game_deals": mean_interval(t, "game_deals"),
           "begs": wilson(t.get("begs", 0), t.get("beg_asked", 0)),
           "gives": wilson(t.get("gives", 0), t.get("begs", 0))}
    if "better_wins" in t:
        out["better_wins"] = wilson(t["better_wins"], t["games"])
    return out


def lab() -> LabPlay:
    """How the lab plays All-Fours and reads its figures."""
    return LabPlay(
        play_chunk=play_chunk,
        figures=figures,
        spreads=lambda t: {"game_deals": sd(t, "game_deals")},
        headline=(("first_dealer_wins", "first dealer wins"),
                  ("better_wins", "first player wins"), ("game_deals", "deals/game")),
    )
