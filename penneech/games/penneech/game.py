"""Penneech as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported, package_parts
from penneech.core.i18n import Text
from penneech.core.playing import seat_points
from penneech.games.penneech import chance, players, record, view
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import PenneechState


def _new_state(rules: PenneechRules, horizon: str, dealer: int | None) -> PenneechState:
    return PenneechState(rules, dealer)


def _outcome(state: PenneechState) -> Outcome:
    """Each seat's points (the log), the winner, and the hands played."""
    return Outcome(seat_points(state.events),
                   () if state.winner is None else (state.winner,), state.hand_no)


#: The actions of one hand at most: twelve cards dealt, a throw-in question and its answer,
#: seven turn-ups and fourteen cards played (as the OpenSpiel adapter counts them).
HAND_ACTIONS = 12 + 2 + 7 + 14


def _longest(rules: PenneechRules, horizon: str) -> int:
    """A bound on a game's actions: the lift for the deal (52 at most), then at most
    ``2 × target`` hands (a hand scores at least a point) of ``HAND_ACTIONS`` each, four
    times over (the OpenSpiel adapter's bound)."""
    return 52 + 2 * rules.target * HAND_ACTIONS * 4


GAME: Game[PenneechRules, PenneechState, view.PlayerView] = Game(
    **package_parts("penneech.games.penneech", view, record, players.PLAYERS),
    id="penneech",
    name=Text("Penneech", "Penneech"),
    rules_class=PenneechRules,
    presets=PRESETS,
    horizons=("game",),
    state_factory=_new_state,
    chance=chance.SeededChance,
    outcome=_outcome,
    actions=54,               # the 52 cards, throw in (52) and keep (53)
    chance_outcomes=52,       # a card turned up or dealt
    hand_size=lambda rules: 7,
    longest=_longest,
    web="penneech.games.penneech.web",
    deal_word="hand",
    budget_limit=10_000,  # a hundred times the expert's own largest budget
    lab=imported("penneech.games.penneech.lab", "lab"),
    sighted=imported("penneech.games.penneech.sighted"),
    openspiel_horizons=("game", "hand"),
    world_of=view.world_of, hidden_of=view.hidden_of,
    openspiel="penneech.games.penneech.spiel",
)
