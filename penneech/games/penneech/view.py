"""What one player may know: the per-player view handed to computer players and the UI.

The view holds the player's own hand and everything shown face up (turned cards, cards
played, scores), and the hands that are over with their tricks and points and, of the
hands as dealt, only the player's own (``core.tricks.FinishedDeal.seen_by``); it never
holds the opponent's hand or the order of the stock. ``world_of`` builds the state back
from a view and what it leaves out (``hidden_of``). The seat
check and the cards on the table are every game's (``penneech.core.views``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from penneech.core.cards import Card, CardSet
from penneech.core.tricks import FinishedDeal, cards_played, in_play, played_by
from penneech.core.views import by_seat, legal_for, other_seat, table_cards
from penneech.games.penneech.events import PenneechEvent
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import PenneechState, Phase, Trick
from penneech.games.penneech.tricks import turnup_scorer


@dataclass(frozen=True, slots=True)
class PenneechView:
    """One player's information state."""

    player: int
    rules: PenneechRules
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
    deals: tuple[FinishedDeal, ...]
    tricks_won: tuple[int, int]
    scores: tuple[int, int]
    pending: tuple[int, int]
    stock_size: int
    pack_mask: CardSet
    events: tuple[PenneechEvent, ...]
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


def view_of(state: PenneechState, player: int) -> PenneechView:
    """The view of ``state`` for ``player`` (0 or 1); ``SeatError`` for any other seat.

    Nothing in the view depends on the opponent's hidden cards or the order of the stock:
    even whose turn it is at the throw-in is the same for every deal, since both players
    are always asked (``PenneechState._on_throw_in``, Cotton p. 149, C18).
    """
    opp = other_seat(player)
    return PenneechView(
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
        deals=tuple(d.seen_by(player) for d in state.deals),
        tricks_won=(state.tricks_won[0], state.tricks_won[1]),
        scores=(state.scores[0], state.scores[1]),
        pending=(state.pending[0], state.pending[1]),
        stock_size=state.stock_mask.bit_count(),
        pack_mask=state.pack_mask,
        events=tuple(state.events),
        winner=state.winner,
    )


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a player's view leaves out of the state: the opponent's hand (hidden, C1),
    and how many times this hand has been thrown in and dealt again (public, C18, but
    not part of the view: only the seeded chance reads it). The stock is whatever is
    neither dealt nor turned; its order is chance's, not the state's."""

    opponent_hand: CardSet
    redeals: int = 0


def hidden_of(state: PenneechState, player: int) -> Hidden:
    """What ``view_of(state, player)`` leaves out (for tests and the sighted bounds only:
    no player is ever given it)."""
    return Hidden(state.hands[other_seat(player)], state.redeals)


def world_of(view: PenneechView, hidden: Hidden) -> PenneechState:
    """The state that ``view`` and ``hidden`` describe: it plays on exactly as the state
    the view was taken from (``tests/test_world_from_view.py``). The expert's worlds are
    this with the opponent's hand drawn (``players.sampling``). Built at a player's
    decision (the throw-in or the play), where every earlier step is known: the hands as
    dealt are the hands now and the cards each has played (seven each, no exchange, C1),
    and the turn-up scorer is the dealer before the first trick, then the last trick's
    winner (C7)."""
    state = PenneechState(view.rules, dealer=view.dealer)
    state.hands = hands = by_seat(view.player, view.hand, hidden.opponent_hand)
    current = in_play(view.leader, view.lead_card)
    dealt_hands = [hands[p] | played_by(view.tricks, p, current) for p in (0, 1)]
    # dealt one at a time, non-dealer first (C1): any order within a hand deals the same
    first, second = (cards_in_order(dealt_hands[1 - view.dealer]),
                     cards_in_order(dealt_hands[view.dealer]))
    state.dealt = [c for pair in zip(first, second, strict=True) for c in pair]
    state.dealt_mask = dealt_hands[0] | dealt_hands[1]
    state.turned = list(view.turned)
    state.turned_mask = sum(1 << c for c in view.turned)
    state.played_mask = cards_played(view.tricks, current)
    if view.phase == "throw_in":
        asked = view.to_move
        state.throw_pending = [asked] if asked == view.dealer else [asked, view.dealer]
    state.trump = view.trump
    state.leader = view.leader
    state.turner = turnup_scorer(view.tricks[-1].winner) if view.tricks else view.dealer
    state.lead_card = view.lead_card
    state.tricks = list(view.tricks)
    state.tricks_won = list(view.tricks_won)
    state.events = list(view.events)
    state.scores = list(view.scores)
    state.pending = list(view.pending)
    state.winner = view.winner
    state.hand_no = view.hand_no
    state.redeals = hidden.redeals
    state.deals = view.deals
    state.phase = cast(Phase, view.phase)
    return state


def cards_in_order(hand: CardSet) -> list[Card]:
    """The cards of ``hand``, lowest id first."""
    return [c for c in range(52) if hand >> c & 1]

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
PlayerView = PenneechView
