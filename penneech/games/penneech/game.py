"""Penneech as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game
from penneech.core.i18n import Text
from penneech.games.penneech import chance, players, record, view
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import State


def _new_state(rules: Rules, horizon: str, dealer: int | None) -> State:
    return State(rules, dealer)


def _record_text(state: State, dealer: int | None, headers: dict[str, str] | None) -> str:
    return record.write_record(record.record_of(state, dealer, headers))


GAME: Game[Rules, State, view.PlayerView] = Game(
    id="penneech",
    name=Text("Penneech", "Penneech"),
    rules_class=Rules,
    presets=PRESETS,
    horizons=("game",),
    state_factory=_new_state,
    chance=chance.SeededChance,
    view_of=view.view_of,
    magic=record.MAGIC,
    record_text=_record_text,
    parse_record=record.parse_record,
    read_record_file=record.read_record_file,
    player_names=players.player_names,
    make_player=players.make_player,
)
