"""Piquet as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported, package_parts
from penneech.core.i18n import Text
from penneech.core.playing import seat_points
from penneech.games.piquet import chance, partie, players, record, view
from penneech.games.piquet.actions import FIRST, SET
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import PiquetState


def _outcome(state: PiquetState) -> Outcome:
    """Each seat's points over the game or deal, bonuses included (the reckoning log), the
    winner (none for a drawn game), and the deals played."""
    return Outcome(seat_points(state.events),
                   () if state.winner is None else (state.winner,), state.deal_no)


#: A bound on the actions of one deal: the cards dealt, discards with their "done",
#: the carte blanche count, the look, six declarations, three "score"s, 24 cards played.
DEAL_ACTIONS = 36 + 2 * 13 + 2 + 6 + 3 + 24


def _longest(rules: PiquetRules, horizon: str) -> int:
    """A bound on a game's actions: two for the first dealer, then a deal's at most
    ``DEAL_ACTIONS`` for each deal the format allows (a race ends within 199 deals: the last
    trick scores at least one each deal)."""
    fmt = rules.game_format
    if horizon == "deal":
        deals = 1
    elif partie.is_race(fmt):
        deals = 2 * partie.TARGET - 1
    else:
        deals = partie.base_deals(fmt) + partie.tie_deals(fmt)
    return 2 + deals * DEAL_ACTIONS


GAME: Game[PiquetRules, PiquetState, view.PiquetView] = Game(
    **package_parts("penneech.games.piquet", view, record, players.PLAYERS),
    id="piquet",
    name=Text("Piquet", "Piquet"),
    rules_class=PiquetRules,
    presets=PRESETS,
    horizons=("game", "deal"),
    state_factory=PiquetState,
    chance=chance.PiquetChance,
    outcome=_outcome,
    actions=SET + 150,         # the sets end at SET + 149 (piquet.actions)
    chance_outcomes=FIRST + 2,  # the cards, then the first-dealer actions FIRST, FIRST + 1
    hand_size=lambda rules: 12,
    longest=_longest,
    web="penneech.games.piquet.web",
    match_horizon="deal",      # a whole game is long: a match plays single deals
    match_measure="points",    # and counts each deal's points, bonuses included
    budget_limit=3_000,  # a hundred times the expert's own largest budget
    lab=imported("penneech.games.piquet.lab", "lab"),
    sighted=imported("penneech.games.piquet.sighted"),
    openspiel_horizons=("game", "deal"),
    world_of=view.world_of, hidden_of=view.hidden_of,
    openspiel="penneech.games.piquet.spiel",
)
