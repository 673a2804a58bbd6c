"""High Card as the registry describes it: one ``Game`` naming its modules. Registered with
``penneech.games.register("toy", "toy_game.game")``."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported, package_parts
from penneech.core.i18n import Text
from toy_game import chance, players, record, view
from toy_game.presets import PRESETS
from toy_game.rules import ToyRules
from toy_game.state import ToyState


def _new_state(rules: ToyRules, horizon: str, dealer: int | None) -> ToyState:
    return ToyState(rules, dealer)


def _outcome(state: ToyState) -> Outcome:
    return Outcome((state.scores[0], state.scores[1]),
                   () if state.winner is None else (state.winner,), 1)


GAME: Game[ToyRules, ToyState, view.ToyView] = Game(
    **package_parts("toy_game", view, record, players.PLAYERS),
    id="toy",
    name=Text("High Card", "Höchste Karte"),
    rules_class=ToyRules,
    presets=PRESETS,
    horizons=("game",),
    state_factory=_new_state,
    chance=chance.ToyChance,
    outcome=_outcome,
    actions=52,                # a card's number (penneech.core.cards)
    chance_outcomes=52,        # a card dealt
    hand_size=lambda rules: rules.hand,
    longest=lambda rules, horizon: 4 * rules.hand,   # the cards dealt, then played
    web=None,
    lab=imported("toy_game.lab", "lab"),
    world_of=view.world_of, hidden_of=view.hidden_of,
    openspiel_horizons=("game",),
    openspiel="toy_game.spiel",
)
