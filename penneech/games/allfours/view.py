"""What one All-Fours player may see: their hand and the cards they laid out, the cards
turned up, the tricks, the deals that are over (with the tricks, points and cards turned
up, but only the seat's own hand as dealt and cards laid out: ``AllFoursDeal.seen_by``),
the score log; never the other hand, the other's laid-out cards or the pack's order
(``penneech.core.views``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from penneech.core.cards import Card, CardSet, cards_in, mask
from penneech.core.tricks import Trick, played_this_deal
from penneech.core.views import by_seat, check_seat, legal_for, other_seat
from penneech.games.allfours.actions import action_name
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursDeal, AllFoursState, Horizon, Phase, Score


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
    deals: tuple[AllFoursDeal, ...]

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
        winner=state.winner, deals=tuple(d.seen_by(seat) for d in state.deals))


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a player's view leaves out of the state. Hidden from the player: the other's
    hand and the cards the other laid out, unseen (option ``run_hands``). Public but not
    part of the view: how many times this deal's pack ran short and was dealt again (the
    chance of the next cards depends on it)."""

    opponent_hand: CardSet
    opponent_laid_out: CardSet
    redeals: int


def hidden_of(state: AllFoursState, player: int) -> Hidden:
    """What ``view_of(state, player)`` leaves out (for tests and the sighted bounds only:
    no player is ever given it)."""
    opp = other_seat(player)
    return Hidden(state.hands[opp], state.laid_out[opp], state.redeals)


def world_of(view: AllFoursView, hidden: Hidden) -> AllFoursState:
    """The state that ``view`` and ``hidden`` describe, at a player's decision (the beg,
    the gift, laying out or the play): it plays on exactly as the state the view was taken
    from (``tests/test_world_from_view.py``). The rest follows from the rules: every card
    dealt this deal is in a hand, laid out, played or turned up, and a hand as play began
    is the cards still held and those played to the tricks."""
    me = view.player
    state = AllFoursState(view.rules, cast(Horizon, view.horizon), dealer=view.dealer)
    state.deal_no = view.deal_no
    state.redeals = hidden.redeals
    state.deals = view.deals
    state.events = list(view.events)
    state.scores = list(view.scores)
    state.winner = view.winner
    state.phase = cast(Phase, view.phase)
    state.hands = by_seat(me, view.hand, hidden.opponent_hand)
    state.laid_out = by_seat(me, view.laid_out, hidden.opponent_laid_out)
    state.turned = list(view.turned)
    state.trump = view.trump
    state.begged, state.ran = view.begged, view.ran
    state.tricks = list(view.tricks)
    state.leader, state.lead_card = view.leader, view.lead_card
    state.pending = []
    if view.phase == "play":
        state.in_play = [state.hands[s] | played_this_deal(state, s) for s in (0, 1)]
    dealt = mask(view.turned)
    for s in (0, 1):
        dealt |= state.hands[s] | state.laid_out[s] | played_this_deal(state, s)
    state.dealt = list(cards_in(dealt))
    return state
