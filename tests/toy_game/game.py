"""High Card as the registry describes it: one ``Game`` naming its modules. Registered with
``penneech.games.register("toy", "toy_game.game")``."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported
from penneech.core.i18n import Text
from toy_game import chance, players, record, view
from toy_game.presets import PRESETS
from toy_game.rules import ToyRules
from toy_game.state import ToyState


def _new_state(rules: ToyRules, horizon: str, dealer: int | None) -> ToyState:
    return ToyState(rules, dealer)


def _record_text(state: ToyState, dealer: int | None, headers: dict[str, str] | None) -> str:
    return record.write_record(record.record_of(state, dealer, headers))


def _outcome(state: ToyState) -> Outcome:
    return Outcome((state.scores[0], state.scores[1]),
                   () if state.winner is None else (state.winner,), 1)


GAME: Game[ToyRules, ToyState, view.ToyView] = Game(
    id="toy",
    name=Text("High Card", "Höchste Karte"),
    rules_class=ToyRules,
    presets=PRESETS,
    horizons=("game",),
    state_factory=_new_state,
    chance=chance.ToyChance,
    view_of=view.view_of,
    magic=record.MAGIC,
    record_text=_record_text,
    parse_record=record.parse_record,
    read_record_file=record.read_record_file,
    player_names=players.player_names,
    make_player=players.make_player,
    terminal=imported("toy_game.terminal"),
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
