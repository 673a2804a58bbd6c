"""What one All-Fours player may see: their hand and the cards they laid out, the cards
turned up, the tricks, the last deal played, the score log; never the other hand, the
other's laid-out cards or the pack's order (``penneech.core.views``)."""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import Card, CardSet
from penneech.core.views import check_seat, legal_for
from penneech.games.allfours.actions import action_name
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState, Deal, Score
from penneech.games.allfours.tricks import Trick


@dataclass(frozen=True, slots=True)
class AllFoursView:
    """One seat's information state."""

    player: int
    rules: AllFoursRules
    horizon: str
    phase: str
    to_move: int
    legal: tuple[int, ...]
    hand: CardSet
    laid_out: CardSet
    opponent_cards: int
    dealer: int
    elder: int
    deal_no: int
    trump: int
    turned: tuple[Card, ...]
    begged: bool
    ran: bool
    may_give: bool
    leader: int
    lead_card: Card | None
    tricks: tuple[Trick, ...]
    scores: tuple[int, int]
    events: tuple[Score, ...]
    winner: int | None
    last_deal: Deal | None

    def legal_names(self) -> list[str]:
        """The legal actions by name."""
        return [action_name(a) for a in self.legal]


def view_of(state: AllFoursState, player: int) -> AllFoursView:
    """The view of ``state`` for ``player`` (0 or 1); ``SeatError`` for any other."""
    seat = check_seat(player)
    return AllFoursView(
        player=seat, rules=state.rules, horizon=state.horizon, phase=state.phase,
        to_move=state.current_player(), legal=legal_for(state, seat),
        hand=state.hands[seat], laid_out=state.laid_out[seat],
        opponent_cards=state.hands[1 - seat].bit_count(),
        dealer=state.dealer, elder=state.elder, deal_no=state.deal_no, trump=state.trump,
        turned=tuple(state.turned), begged=state.begged, ran=state.ran,
        may_give=state.may_give(), leader=state.leader,
        lead_card=state.lead_card, tricks=tuple(state.tricks),
        scores=(state.scores[0], state.scores[1]), events=tuple(state.events),
        winner=state.winner, last_deal=state.last_deal)
