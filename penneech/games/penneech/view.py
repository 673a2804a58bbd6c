"""What one player may know: the per-player view handed to computer players and the UI.

The view holds the player's own hand and everything shown face up (turned cards, cards
played, scores); it never holds the opponent's hand or the order of the stock. The seat
check and the cards on the table are every game's (``penneech.core.views``).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.views import check_seat, legal_for, table_cards
from penneech.games.penneech.events import ScoreEvent
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import State, Trick


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's information state."""

    player: int
    rules: Rules
    phase: str
    to_move: int
    legal: tuple[int, ...]
    hand: CardSet
    opponent_cards: int
    dealer: int
    hand_no: int
    trump: int | None
    turned: tuple[Card, ...]
    lead_card: Card | None
    leader: int
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int]
    scores: tuple[int, int]
    pending: tuple[int, int]
    stock_size: int
    pack_mask: CardSet
    events: tuple[ScoreEvent, ...]
    winner: int | None

    @property
    def seen(self) -> CardSet:
        """Every card this player has seen this hand: own hand, turned, played."""
        m = self.hand | table_cards(self.tricks, self.lead_card)
        for c in self.turned:
            m |= 1 << c
        return m

    @property
    def unseen(self) -> CardSet:
        """Cards in the opponent's hand or the stock, as far as this player knows."""
        return self.pack_mask & ~self.seen


def view_of(state: State, player: int) -> PlayerView:
    """The view of ``state`` for ``player`` (0 or 1); ``SeatError`` for any other seat.

    Nothing in the view depends on the opponent's hidden cards or the order of the stock:
    even whose turn it is at the throw-in is the same for every deal, since both players
    are always asked (``State._throw_in``, Cotton p. 149, C18).
    """
    opp = 1 - check_seat(player)
    return PlayerView(
        player=player,
        rules=state.rules,
        phase=state.phase,
        to_move=state.current_player(),
        legal=legal_for(state, player),
        hand=state.hands[player],
        opponent_cards=state.hands[opp].bit_count(),
        dealer=state.dealer,
        hand_no=state.hand_no,
        trump=state.trump,
        turned=tuple(state.turned),
        lead_card=state.lead_card,
        leader=state.leader,
        tricks=tuple(state.tricks),
        tricks_won=(state.tricks_won[0], state.tricks_won[1]),
        scores=(state.scores[0], state.scores[1]),
        pending=(state.pending[0], state.pending[1]),
        stock_size=state.stock_mask.bit_count(),
        pack_mask=state.pack_mask,
        events=tuple(state.events),
        winner=state.winner,
    )
