"""What one Pip-Pip! player may know: the view handed to computer players and the page.

The view holds the player's own hand and the marriages it has declared in a window still
open; everything shown face up (the tricks and the trick in play, every marriage laid
down and its cards still in hand, the cut card and who drew it, the leftovers once the
stock is turned face up); the trump and how it changed, the size of the stock and of
every hand, whose turn it is, the score log and the totals; the deals that are over,
with their tricks, points and leftovers and, of the hands as dealt, only its own
(``core.tricks.FinishedDeal.seen_by``). It never holds another
seat's hidden cards, the order of the stock, another's declarations in an open window,
or the seed (our design for fair play). The seat check is every game's
(``penneech.core.views``).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet, cards_in
from penneech.core.views import check_seat, legal_for
from penneech.games.pippip.actions import action_name
from penneech.games.pippip.marriages import Marriage
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scoring import PippipEvent
from penneech.games.pippip.state import (
    Declaration,
    PippipDeal,
    PippipState,
    Trick,
    TrumpChange,
)


@dataclass(frozen=True, slots=True)
class PippipView:
    """One player's information state."""

    player: int
    seats: int
    rules: PippipRules
    horizon: str
    phase: str
    to_move: int
    legal: tuple[int, ...]
    hand: CardSet
    hand_sizes: tuple[int, ...]
    exposed: tuple[CardSet, ...]
    my_pending: tuple[Marriage, ...]
    window_order: tuple[int, ...]
    dealer: int
    deal_no: int
    leader: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    deals: tuple[PippipDeal, ...]
    trick_number: int
    tricks_per_deal: int
    trump: int | None
    trump_changes: tuple[TrumpChange, ...]
    declarations: tuple[Declaration, ...]
    married: CardSet
    stock_left: int
    stock_turned: bool
    leftovers: CardSet
    cut_card: Card | None
    cut_holder: int | None
    totals: tuple[int, ...]
    deal_scores: tuple[int, ...]
    scores: tuple[int, ...]
    events: tuple[PippipEvent, ...]
    winners: tuple[int, ...]

    @property
    def lead_card(self) -> Card | None:
        """The card led to the trick in play, if any."""
        return self.trick[0][1] if self.trick else None

    @property
    def seen(self) -> CardSet:
        """Every card this player has seen this deal and knows where it is: its hand,
        the cards played, the exposed marriage cards, the cut card and shown leftovers."""
        m = self.hand | self.leftovers
        for _, c in self.trick:
            m |= 1 << c
        for t in self.tricks:
            for c in t.cards:
                m |= 1 << c
        for e in self.exposed:
            m |= e
        if self.cut_card is not None:
            m |= 1 << self.cut_card
        return m

    def legal_names(self) -> list[str]:
        """The legal actions by name (empty unless this player is to move)."""
        return [action_name(a) for a in self.legal]

    def hand_cards(self) -> list[int]:
        """The player's cards, lowest id first."""
        return list(cards_in(self.hand))


def view_of(state: PippipState, player: int) -> PippipView:
    """The view of ``state`` for ``player`` (a seat 0 … n - 1); ``SeatError`` for any
    other."""
    check_seat(player, state.seats)
    return PippipView(
        player=player,
        seats=state.seats,
        rules=state.rules,
        horizon=state.horizon,
        phase=state.phase,
        to_move=state.current_player(),
        legal=legal_for(state, player),
        hand=state.hands[player],
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        exposed=tuple(state.exposed),
        my_pending=tuple(state.pending_of(player)),
        window_order=tuple(state.window_order),
        dealer=state.dealer,
        deal_no=state.deal_no,
        leader=state.leader,
        trick=tuple(state.trick),
        tricks=tuple(state.tricks),
        deals=tuple(d.seen_by(player) for d in state.deals),
        trick_number=state.trick_number,
        tricks_per_deal=state.rules.tricks_per_deal,
        trump=state.trump,
        trump_changes=tuple(state.trump_changes),
        declarations=tuple(state.declarations),
        married=state.married,
        stock_left=state.stock_left,
        stock_turned=state.stock_turned,
        leftovers=state.leftovers if state.leftovers_shown else 0,
        cut_card=state.cut_card,
        cut_holder=state.cut_holder,
        totals=tuple(state.totals),
        deal_scores=state.deal_scores,
        scores=state.scores,
        events=tuple(state.events),
        winners=state.winners,
    )
