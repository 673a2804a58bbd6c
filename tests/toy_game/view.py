"""What one High Card player may see: their hand, the tricks, the card led and the scores,
and the deal once it is over with, of the hands as dealt, only their own
(``FinishedDeal.seen_by``); never the other hand or the cards left undealt."""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.tricks import FinishedDeal, Trick
from penneech.core.views import check_seat, legal_for
from toy_game.rules import ToyRules
from toy_game.state import ToyState


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
    deals: tuple[FinishedDeal, ...]
    scores: tuple[int, int]
    legal: tuple[int, ...]


def view_of(state: ToyState, player: int) -> ToyView:
    """What ``player`` (0 or 1) may see now."""
    seat = check_seat(player)
    return ToyView(seat, state.rules, state.phase, state.hands[seat], state.leader,
                   state.lead_card, tuple(state.tricks),
                   tuple(d.seen_by(seat) for d in state.deals),
                   (state.scores[0], state.scores[1]), legal_for(state, seat))
