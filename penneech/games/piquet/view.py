"""What one Piquet player may know: the view handed to computer players and the UI.

The view holds the player's own hand, hand as dealt, discards and the cards drawn in their
place (all of them, also those played since); the cards of the talon
this player was allowed to see (option ``leftover_visibility``); everything public (the
number of cards each exchanged, carte blanche announced and the hands shown for it, every
claim and answer, the combinations shown when scored or equal, the tricks, the log and
the scores). It never holds the opponent's hidden cards, discards or the talon's order.
The seat check and the cards on the table are every game's (``penneech.core.views``).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import CardSet, cards_in
from penneech.core.views import check_seat, legal_for, table_cards
from penneech.games.piquet.actions import action_name
from penneech.games.piquet.declarations import CATEGORIES
from penneech.games.piquet.reckoning import PiquetEvent
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import ClaimMade, PiquetState, Trick


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
    opp = 1 - check_seat(player)
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
