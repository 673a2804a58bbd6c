"""All-Fours in the lab: what one game shows and the figures of a tally.

A game is played through ``AllFoursState`` by players that see only their view; the
figures are read from its score log: the first dealer's share of games won, the points
per deal and their sources (High, Low, Jack, Game, the card turned up, the gift), how
often the elder begs and the dealer gives, and in a match of two levels the first
player's share of games won. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penneech.core.playing import Chooser, play_out, seated
from penneech.games.allfours.actions import BEG, FIRST, GIVE
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.game import GAME
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import AllFoursView, view_of
from penneech.lab import stats
from penneech.lab.matches import chunk_player
from penneech.lab.stats import Interval, Tally
from penneech.lab.sweep import Headline, LabPlay, spreads_of

REASONS = ("turn_up", "gift", "honour", "high", "low", "jack", "game")


def play_and_count(rules: AllFoursRules, players: Sequence[Chooser[AllFoursView]], seed: int,
                   tally: Tally, better: int | None = None) -> AllFoursState:
    """Play one game from ``seed`` (``players[s]`` in seat ``s``, cards from
    ``AllFoursChance``) and add its figures to ``tally``; with ``better`` (a seat) given,
    the tally also counts whether that seat won (``better_wins``)."""
    def count(state: AllFoursState, seat: int, action: int) -> None:
        if state.phase == "beg":
            stats.bump(tally, "beg_asked")
            stats.bump(tally, "begs", action == BEG)
        elif state.phase == "give":
            stats.bump(tally, "gives", action == GIVE)

    state = play_out(AllFoursState(rules), AllFoursChance(seed), seated(players, view_of), count)
    first_dealer = state.history[0][1] - FIRST
    stats.bump(tally, "games")
    stats.bump(tally, "first_dealer_wins", state.winner == first_dealer)
    stats.add_moments(tally, "game_deals", state.deal_no)
    for reason in REASONS:
        stats.bump(tally, f"points_{reason}",
                   sum(e.points for e in state.events if e.reason == reason))
    if better is not None:
        stats.bump(tally, "better_wins", state.winner == better)
    return state


#: The standard deviation of the deals per game.
spreads = spreads_of("game_deals")

#: Games ``start`` to ``stop - 1`` of a reading, seated by ``penneech.lab.matches``: their
#: tally.
play_chunk = chunk_player(GAME, play_and_count)


def figures(t: Mapping[str, int]) -> dict[str, Interval]:
    """The first dealer's share, deals per game, begging, and the first player's share."""
    out = {"first_dealer_wins": stats.wilson(t.get("first_dealer_wins", 0), t.get("games", 0)),
           "game_deals": stats.mean_interval(t, "game_deals"),
           "begs": stats.wilson(t.get("begs", 0), t.get("beg_asked", 0)),
           "gives": stats.wilson(t.get("gives", 0), t.get("begs", 0))}
    if "better_wins" in t:
        out["better_wins"] = stats.wilson(t["better_wins"], t["games"])
    return out


#: What ``penneech lab`` prints per reading: the first dealer's share of games won (in
#: self-play), the first player's (in a match of two levels), and the deals per game.
HEADLINE: Headline = (("first_dealer_wins", "first dealer wins"),
                      ("better_wins", "first player wins"), ("game_deals", "deals/game"))


def lab() -> LabPlay:
    """How the lab plays All-Fours and reads its figures."""
    return LabPlay(play_chunk=play_chunk, figures=figures, spreads=spreads, headline=HEADLINE)
