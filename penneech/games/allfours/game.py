"""All-Fours as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported, package_parts
from penneech.core.i18n import Text
from penneech.core.playing import seat_points
from penneech.games.allfours import chance, players, record, view
from penneech.games.allfours.actions import FIRST
from penneech.games.allfours.presets import PRESETS
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import HAND, PACK, AllFoursState

#: A bound on the actions of one deal: the pack dealt (a redeal or two allowed for), the
#: answers to a beg, the cards laid out and the cards played.
DEAL_ACTIONS = 3 * PACK + 2 + PACK + PACK


def _longest(rules: AllFoursRules, horizon: str) -> int:
    """A bound on a game's actions: the lift, then ``DEAL_ACTIONS`` for each deal. A deal
    nearly always scores (High goes to someone whenever a trump is in play); four deals
    for every point of the target, and ten more, is far beyond any game played."""
    deals = 1 if horizon == "deal" else 4 * rules.target + 10
    return 1 + deals * DEAL_ACTIONS


def _outcome(state: AllFoursState) -> Outcome:
    return Outcome(seat_points(state.events),
                   () if state.winner is None else (state.winner,), state.deal_no)


GAME: Game[AllFoursRules, AllFoursState, view.AllFoursView] = Game(
    **package_parts("penneech.games.allfours", view, record, players.PLAYERS),
    id="allfours",
    name=Text("All-Fours", "All-Fours"),
    rules_class=AllFoursRules,
    presets=PRESETS,
    horizons=("game", "deal"),
    state_factory=AllFoursState,
    chance=chance.AllFoursChance,
    outcome=_outcome,
    actions=FIRST + 2,          # the cards, stand, beg, give, refuse, the lift (actions.py)
    chance_outcomes=FIRST + 2,  # the cards dealt, then the lift's two outcomes
    hand_size=lambda rules: HAND,  # six each, "three ... and the like again" (p. 112)
    longest=_longest,
    web="penneech.games.allfours.web",
    budget_limit=1_200,
    lab=imported("penneech.games.allfours.lab", "lab"),
    sighted=imported("penneech.games.allfours.sighted"),
    openspiel_horizons=("game", "deal"),
    world_of=view.world_of, hidden_of=view.hidden_of,
    openspiel="penneech.games.allfours.spiel",
)
