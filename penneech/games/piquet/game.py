"""Piquet as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game
from penneech.core.i18n import Text
from penneech.games.piquet import chance, players, record, view
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import PiquetState


def _new_state(rules: PiquetRules, horizon: str, dealer: int | None) -> PiquetState:
    return PiquetState(rules, "deal" if horizon == "deal" else "game", dealer)


def _record_text(state: PiquetState, dealer: int | None,
                   headers: dict[str, str] | None) -> str:
    return record.write_record(record.record_of(state, dealer, headers=headers))


GAME: Game[PiquetRules, PiquetState, view.PiquetView] = Game(
    id="piquet",
    name=Text("Piquet", "Piquet"),
    rules_class=PiquetRules,
    presets=PRESETS,
    horizons=("game", "deal"),
    state_factory=_new_state,
    chance=chance.PiquetChance,
    view_of=view.view_of,
    magic=record.MAGIC,
    record_text=_record_text,
    parse_record=record.parse_record,
    read_record_file=record.read_record_file,
    player_names=players.player_names,
    make_player=players.make_player,
)
