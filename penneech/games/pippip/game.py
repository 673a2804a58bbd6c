"""Pip-Pip! as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported
from penneech.core.i18n import Text
from penneech.games.pippip import chance, players, record, view
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState


def _new_state(rules: PippipRules, horizon: str, dealer: int | None) -> PippipState:
    return PippipState(rules, "deal" if horizon == "deal" else "game", dealer)


def _record_text(state: PippipState, dealer: int | None,
                   headers: dict[str, str] | None) -> str:
    return record.write_record(record.record_of(state, dealer, headers))


def _outcome(state: PippipState) -> Outcome:
    """Each seat's total, the seats with the highest (equal highest share the win, our
    reading, B.6.2), and the deals played."""
    return Outcome(tuple(state.totals), tuple(state.winners), state.deal_no)


GAME: Game[PippipRules, PippipState, view.PippipView] = Game(
    id="pippip",
    name=Text("Pip-Pip!", "Pip-Pip!"),
    rules_class=PippipRules,
    presets=PRESETS,
    horizons=("game", "deal"),
    state_factory=_new_state,
    chance=chance.PippipChance,
    view_of=view.view_of,
    magic=record.MAGIC,
    record_text=_record_text,
    parse_record=record.parse_record,
    read_record_file=record.read_record_file,
    player_names=players.player_names,
    make_player=players.make_player,
    terminal=imported("penneech.games.pippip.terminal"),
    outcome=_outcome,
    seats_option="players",
    set_budget=players.set_budget,
    budget_limit=600_000,  # a hundred times the expert's own largest budget
    lab=imported("penneech.lab.pippip", "lab"),
    base_source=Text("pagat", "pagat"),
    sighted=imported("penneech.games.pippip.sighted"),
    openspiel_horizons=("game", "deal"),
)
