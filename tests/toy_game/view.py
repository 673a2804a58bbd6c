"""What one High Card player may see: their hand, the tricks, the card led and the scores,
never the other hand or the cards left undealt."""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.views import check_seat, legal_for
from toy_game.rules import ToyRules
from toy_game.state import ToyState, Trick


@dataclass(frozen=True, slots=True)
class ToyView:
    """One seat's view of a game."""

    player: int
    rules: ToyRules
    phase: str
    hand: CardSet
    leader: int
    lead_card: Card | None
    tricks: tuple[Trick, ...]
    scores: tuple[int, int]
    legal: tuple[int, ...]


def view_of(state: ToyState, player: int) -> ToyView:
    """What ``player`` (0 or 1) may see now."""
    seat = check_seat(player)
    return ToyView(seat, state.rules, state.phase, state.hands[seat], state.leader,
                   state.lead_card, tuple(state.tricks), (state.scores[0], state.scores[1]),
                   legal_for(state, seat))
