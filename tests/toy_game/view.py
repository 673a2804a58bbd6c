"""What one High Card player may see: their hand, the tricks, the card led and the scores,
and the deal once it is over with, of the hands as dealt, only their own
(``FinishedDeal.seen_by``); never the other hand or the cards left undealt."""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.tricks import FinishedDeal, Trick
from penneech.core.views import check_seat, legal_for
from toy_game.rules import ToyRules
from toy_game.state import Point, ToyState


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


@dataclass(frozen=True, slots=True)
class ToyHidden:
    """What a player's view leaves out: the other hand, and the order the cards were dealt
    in (the seeded chance's, which only the deal reads)."""

    other_hand: CardSet
    dealt: tuple[Card, ...]


def hidden_of(state: ToyState, player: int) -> ToyHidden:
    """What ``view_of(state, player)`` leaves out (for the tests: no player is given it)."""
    return ToyHidden(state.hands[1 - check_seat(player)], tuple(state.dealt))


def world_of(view: ToyView, hidden: ToyHidden) -> ToyState:
    """The game that ``view`` and ``hidden`` describe, at a player's decision: it plays on
    exactly as the state the view was taken from (``penneech.core.conformance``). The
    dealer is the one who did not lead the first trick, and the score log is the tricks'
    (a point to each winner)."""
    first_leader = view.tricks[0].leader if view.tricks else view.leader
    state = ToyState(view.rules, dealer=1 - first_leader)
    me = view.player
    state.phase = view.phase
    state.hands[me], state.hands[1 - me] = view.hand, hidden.other_hand
    state.dealt = list(hidden.dealt)
    state.leader, state.lead_card = view.leader, view.lead_card
    state.tricks = list(view.tricks)
    state.events = [Point(t.winner, 1, t.number) for t in view.tricks]
    state.scores = list(view.scores)
    return state
