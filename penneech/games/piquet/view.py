"""What one Piquet player may know: the view handed to computer players and the UI.

The view holds the player's own hand, hand as dealt, discards and the cards drawn in their
place (all of them, also those played since); the cards of the talon
this player was allowed to see (option ``leftover_visibility``); everything public (the
number of cards each exchanged, carte blanche announced and the hands shown for it, every
claim and answer, the combinations shown when scored or equal, the tricks, the log and
the scores) and the deals that are over, with their tricks and points and, of the hands
as dealt and the discards, only the player's own (``PiquetDeal.seen_by``). It never holds
the opponent's hidden cards, discards or the talon's order. ``world_of`` builds the
state back from a view and what it leaves out (``hidden_of``).
The seat check and the cards on the table are every game's (``penneech.core.views``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from penneech.core.cards import CardSet, cards_in, mask
from penneech.core.views import by_seat, legal_for, other_seat, table_cards
from penneech.games.piquet.actions import action_name
from penneech.games.piquet.declarations import CATEGORIES
from penneech.games.piquet.reckoning import PiquetEvent
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import (
    ClaimMade,
    Horizon,
    Phase,
    PiquetDeal,
    PiquetState,
    Trick,
)


@dataclass(frozen=True, slots=True)
class PiquetView:
    """One player's information state."""

    player: int
    rules: PiquetRules
    horizon: str
    phase: str
    to_move: int
    legal: tuple[int, ...]
    hand: CardSet
    dealt_hand: CardSet
    discards: CardSet
    drawn: CardSet
    opponent_cards: int
    dealer: int
    elder: int
    deal_no: int
    talon_left: int
    exchanged: tuple[int | None, int | None]
    seen_talon: CardSet
    shown: tuple[CardSet, CardSet]
    blanche: tuple[bool, bool]
    blanche_count: int | None
    younger_looked: bool | None
    claims: tuple[ClaimMade, ...]
    category: str | None
    elder_claim: int | None
    younger_pending: tuple[str, ...]
    lead_card: int | None
    leader: int
    tricks: tuple[Trick, ...]
    deals: tuple[PiquetDeal, ...]
    tricks_won: tuple[int, int]
    totals: tuple[int, int]
    deal_scores: tuple[int, int]
    scores: tuple[int, int]
    events: tuple[PiquetEvent, ...]
    pot: int
    winner: int | None
    settlement: int
    pack: CardSet

    @property
    def seen(self) -> CardSet:
        """Every card this player has seen this deal."""
        return (self.dealt_hand | self.hand | self.discards | self.seen_talon
                | self.shown[0] | self.shown[1] | table_cards(self.tricks, self.lead_card))

    @property
    def unseen(self) -> CardSet:
        """Cards in the opponent's hand, discards or the talon, as far as this player knows."""
        return self.pack & ~self.seen

    def legal_names(self) -> list[str]:
        """The legal actions by name (empty unless this player is to move)."""
        return [action_name(a) for a in self.legal]

    def hand_cards(self) -> list[int]:
        """The player's cards, lowest id first."""
        return list(cards_in(self.hand))


def view_of(state: PiquetState, player: int) -> PiquetView:
    """The view of ``state`` for ``player`` (0 or 1); ``SeatError`` for any other seat."""
    opp = other_seat(player)
    to_move = state.current_player()
    in_declare = state.phase == "declare"
    return PiquetView(
        player=player,
        rules=state.rules,
        horizon=state.horizon,
        phase=state.phase,
        to_move=to_move,
        legal=legal_for(state, player),
        hand=state.hands[player],
        dealt_hand=state.dealt_hands[player],
        discards=state.discards[player],
        drawn=state.drawn[player],
        opponent_cards=state.hands[opp].bit_count(),
        dealer=state.dealer,
        elder=state.elder,
        deal_no=state.deal_no,
        talon_left=len(state.talon) - state.talon_pos,
        exchanged=(state.exchanged[0], state.exchanged[1]),
        seen_talon=state.seen_talon[player],
        shown=(state.shown[0], state.shown[1]),
        blanche=(state.blanche[0], state.blanche[1]),
        blanche_count=state.blanche_count,
        younger_looked=state.younger_looked,
        claims=tuple(state.claims),
        category=CATEGORIES[state.category] if in_declare else None,
        elder_claim=state.elder_claim if in_declare else None,
        younger_pending=tuple(c for c, _ in state.deferred),
        lead_card=state.lead_card,
        leader=state.leader,
        tricks=tuple(state.tricks),
        deals=tuple(d.seen_by(player) for d in state.deals),
        tricks_won=(state.tricks_won[0], state.tricks_won[1]),
        totals=(state.totals[0], state.totals[1]),
        deal_scores=state.deal_scores,
        scores=state.scores,
        events=tuple(state.events),
        pot=state.pot,
        winner=state.winner,
        settlement=state.settlement,
        pack=state.pack,
    )


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a player's view leaves out of the state. Hidden from the player: the
    opponent's hand now and as dealt, her discards and the cards she drew (Cavendish,
    laws 23, 34), the talon cards she has seen, and the talon's order. Public but not
    part of the view, the reckoning's bookkeeping: the deals planned (``partie.py``),
    whether a pique may still be made (Cavendish, law 61), and the order number of the
    next score (``reckoning.py``)."""

    opponent_hand: CardSet
    opponent_dealt: CardSet
    opponent_discards: CardSet
    opponent_drawn: CardSet
    opponent_seen_talon: CardSet
    talon: tuple[int, ...]
    deals_planned: int
    pique_open: bool
    seq: int


def hidden_of(state: PiquetState, player: int) -> Hidden:
    """What ``view_of(state, player)`` leaves out (for tests and the sighted bounds only:
    no player is ever given it)."""
    opp = other_seat(player)
    return Hidden(state.hands[opp], state.dealt_hands[opp], state.discards[opp],
                  state.drawn[opp], state.seen_talon[opp], tuple(state.talon),
                  state.deals_planned, state.pique_open, state.seq)


def world_of(view: PiquetView, hidden: Hidden) -> PiquetState:
    """The state that ``view`` and ``hidden`` describe, at a player's decision (the choice
    to deal, the exchange, the declarations or the play): it plays on exactly as the state
    the view was taken from (``tests/test_world_from_view.py``). The rest follows from
    the rules: the discards are chosen in ascending order (so the last one is the
    highest), each player draws from the top of the talon (Cavendish, law 23), a younger
    who looked at the leftovers shows them to the elder after his first lead (law 36),
    and an elder who names his number for carte blanche leaves the younger to discard
    first when cards are left for her (law 19)."""
    me = view.player
    state = PiquetState(view.rules, cast(Horizon, view.horizon), dealer=view.dealer)
    state.cut_winner = view.to_move if view.phase == "choose_dealer" else 0
    state.deal_no = view.deal_no
    state.deals = view.deals
    state.deals_planned = hidden.deals_planned
    state.totals = list(view.totals)
    state.pot = view.pot
    state.winner = view.winner
    state.settlement = view.settlement
    state.events = list(view.events)
    state.claims = list(view.claims)
    state.seq = hidden.seq
    state.pique_open = hidden.pique_open
    state.hands = by_seat(me, view.hand, hidden.opponent_hand)
    state.dealt_hands = by_seat(me, view.dealt_hand, hidden.opponent_dealt)
    state.discards = by_seat(me, view.discards, hidden.opponent_discards)
    state.drawn = by_seat(me, view.drawn, hidden.opponent_drawn)
    state.seen_talon = by_seat(me, view.seen_talon, hidden.opponent_seen_talon)
    state.discard_last = [max(cards_in(d), default=-1) for d in state.discards]
    if view.phase != "choose_dealer":  # the deal is over: every card has been dealt
        state.dealt = [c for c in range(52) if view.pack >> c & 1]
    state.talon = list(hidden.talon)
    state.talon_pos = sum(d.bit_count() for d in state.drawn)
    state.exchanged = list(view.exchanged)
    state.blanche = list(view.blanche)
    state.blanche_count = view.blanche_count
    state.early_younger = (view.blanche_count is not None
                           and len(hidden.talon) > view.blanche_count)
    state.discarder = view.to_move if view.phase == "discard" else 0
    state.younger_looked = view.younger_looked
    leftovers = mask(state.leftovers)
    state.after_lead_sees = leftovers if view.younger_looked else 0
    state.shown = list(view.shown)
    state.category = (CATEGORIES.index(view.category) if view.category is not None
                      else len(CATEGORIES) if view.phase in ("play", "younger_scores") else 0)
    state.elder_claim = view.elder_claim
    younger = view.dealer
    state.deferred = [(c, next(m.action for m in view.claims if m.deal == view.deal_no
                                and m.category == c and m.player == younger))
                      for c in view.younger_pending]
    state.declarations_done = view.phase == "play" and not view.younger_pending
    state.tricks = list(view.tricks)
    state.tricks_won = list(view.tricks_won)
    state.leader = view.leader
    state.lead_card = view.lead_card
    state.phase = cast(Phase, view.phase)
    return state
