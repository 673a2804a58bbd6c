"""The Penneech game automaton: phases, legal actions, chance steps and scoring.

The shape follows OpenSpiel: ``current_player()`` is a seat (0, 1), ``CHANCE`` or
``TERMINAL``; ``legal_actions()`` lists small integers; ``apply_action`` plays one. Cards
are actions in every phase (the card cut, dealt, turned up or played); ``THROW_IN`` and
``KEEP`` are the throw-in decision. A state is deterministic: all randomness comes from
outside as chance actions (see ``chance.py``), so a list of actions replays a game exactly.
The checks before an action, the copy and the chance outcomes are every game's
(``penneech.core.turns``).

Sources: Cotton, *The Compleat Gamester* (1674), ch. XXII, pp. 148-149, clauses C1-C18;
rule options in ``options.py``.
"""

from __future__ import annotations

from typing import Literal

from penneech.core.cards import Card, CardSet, card_name, cards_in, mask, pack, suit_of
from penneech.core.errors import shown
from penneech.core.playing import seat_points
from penneech.core.tricks import FinishedDeal, two_hand_trick
from penneech.core.tricks import Trick as Trick
from penneech.core.turns import CHANCE as CHANCE
from penneech.core.turns import TERMINAL as TERMINAL
from penneech.core.turns import PhasedTurns, check_rules
from penneech.games.penneech.events import PenneechEvent, Reason
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.tricks import (
    COUNTER_TABLES,
    HAND_SIZE,
    TRICKS_PER_HAND,
    TURNUP_VALUE,
    card_count_bonus,
    counter_owner,
    cut_value,
    end_of_hand_winner,
    first_leader,
    first_turnup_scorer,
    follow_duty,
    is_poor_hand,
    legal_follows,
    next_leader,
    trick_winner,
    turnup_scorer,
)

THROW_IN = 52
KEEP = 53

Phase = Literal["cut", "deal", "throw_in", "turn_up", "play", "over"]


def action_name(action: int) -> str:
    """A readable name for an action: a card name, ``throw`` or ``keep``."""
    if action == THROW_IN:
        return "throw"
    if action == KEEP:
        return "keep"
    return card_name(action)


class PenneechState(PhasedTurns[PenneechEvent]):
    """A game of Penneech in progress, from the cut for the first deal to the winner;
    ``deals`` keeps the hands that are over (``core.tricks.FinishedDeal``)."""

    CHANCE_PHASES = ("cut", "deal", "turn_up")

    def __init__(self, rules: PenneechRules | None = None, dealer: int | None = None) -> None:
        """Start a game; with ``dealer`` given, skip the cut and start the first deal."""
        self.rules: PenneechRules = check_rules(rules, PenneechRules,
                                                "a Penneech game needs a PenneechRules object")
        self._counters = COUNTER_TABLES[self.rules.counters]
        self.pack_mask: CardSet = mask(pack(self.rules.pack))
        self.history: list[tuple[int, int]] = []
        self.events: list[PenneechEvent] = []
        self.scores: list[int] = [0, 0]
        self.pending: list[int] = [0, 0]
        self.winner: int | None = None
        self.cuts: list[Card] = []
        self.cut_rounds: list[tuple[Card, Card]] = []
        self.hand_no = 1
        self.redeals = 0
        self.deals: tuple[FinishedDeal, ...] = ()
        self.dealer: int = 0
        self.phase: Phase = "cut"
        self._reset_hand()
        self._start_at(dealer)

    # ----------------------------------------------------------------- bookkeeping
    def _reset_hand(self) -> None:
        self.hands: list[CardSet] = [0, 0]
        self.dealt: list[Card] = []
        self.dealt_mask: CardSet = 0
        self.turned: list[Card] = []
        self.turned_mask: CardSet = 0
        self.played_mask: CardSet = 0
        self.throw_pending: list[int] = []
        self.trump: int | None = None
        self.leader = 0
        self.turner = 0
        self.lead_card: Card | None = None
        self.tricks: list[Trick] = []
        self.tricks_won: list[int] = [0, 0]

    # ----------------------------------------------------------------- queries
    def _to_move(self) -> int:
        """The player to decide: in play, the leader or the follower; at the throw-in, the
        next asked."""
        if self.phase == "play":
            return self.leader if self.lead_card is None else 1 - self.leader
        return self.throw_pending[0]

    @property
    def stock_mask(self) -> CardSet:
        """Cards neither dealt nor turned this hand (the stock, in no particular order)."""
        return self.pack_mask & ~(self.dealt_mask | self.turned_mask)

    @property
    def non_dealer(self) -> int:
        """The player who did not deal this hand (the elder hand)."""
        return 1 - self.dealer

    def legal_actions(self) -> list[int]:
        """The actions allowed now, sorted; empty when the game is over."""
        phase = self.phase
        if phase == "play":
            if self.lead_card is None:
                return list(cards_in(self.hands[self.leader]))
            assert self.trump is not None
            follower = 1 - self.leader
            return list(cards_in(legal_follows(
                self.hands[follower], self.lead_card, self.trump, self.rules.follow)))
        if phase == "turn_up":
            return list(cards_in(self.stock_mask))
        if phase == "deal":
            return list(cards_in(self.pack_mask & ~self.dealt_mask))
        if phase == "cut":
            return list(cards_in(self.pack_mask & ~mask(self.cuts)))
        if phase == "throw_in":
            return [THROW_IN, KEEP] if is_poor_hand(self.hands[self.throw_pending[0]]) else [KEEP]
        return []

    def returns(self) -> list[float]:
        """+1 for the winner and -1 for the loser once the game is over, else 0."""
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if p == self.winner else -1.0 for p in (0, 1)]

    # ----------------------------------------------------------------- acting
    def _why_illegal(self, action: int, who: int) -> str:
        phase = self.phase
        if phase == "throw_in":
            if action == THROW_IN:
                return (f"player {who} may not throw in: the hand holds an Ace or a court card "
                        "(only a hand with neither may be thrown in)")
            return f"player {who} must answer the throw-in: 'throw' or 'keep', not {shown(action)}"
        if not 0 <= action < 52:
            return f"{shown(action)} is not a card (cards are 0-51) in phase {phase!r}"
        name = card_name(action)
        if not (self.pack_mask >> action) & 1:
            return f"{name} is not in the {self.rules.pack}-card pack"
        if phase == "play":
            hand = self.hands[who]
            if not (hand >> action) & 1:
                return f"{name} is not in player {who}'s hand (trick {len(self.tricks) + 1})"
            assert self.lead_card is not None and self.trump is not None
            led = card_name(self.lead_card)
            duty = follow_duty(self.rules.follow, led)
            return f"player {who} must {duty} and may not play {name}"
        if phase == "turn_up":
            return f"{name} is not in the stock: it was dealt or turned up already"
        if phase == "deal":
            return f"{name} has been dealt already in this hand"
        return f"{name} has been cut already"

    def _on_cut(self, card: Card) -> None:
        """Cut for the first deal, King high, Ace low; ties cut again (Cotton is silent).

        The lower card deals (Parlett, Martin; Cotton's Gleek, p. 90) or, under
        ``first_dealer=higher_deals``, the higher (Cotton's All-Fours, p. 112).
        """
        self.cuts.append(card)
        if len(self.cuts) < 2:
            return
        a, b = self.cuts
        self.cut_rounds.append((a, b))
        self.cuts = []
        if cut_value(a) == cut_value(b):
            return
        lower = 0 if cut_value(a) < cut_value(b) else 1
        self.dealer = lower if self.rules.first_dealer == "lower_deals" else 1 - lower
        self.phase = "deal"

    def _on_deal(self, card: Card) -> None:
        """Deal one card, one at a time, non-dealer first (Cotton p. 148, C1, C9)."""
        player = (self.dealer + 1 + len(self.dealt)) % 2
        self.hands[player] |= 1 << card
        self.dealt.append(card)
        self.dealt_mask |= 1 << card
        if len(self.dealt) < 2 * HAND_SIZE:
            return
        if self.rules.throw_in == "allowed":
            self.throw_pending = [self.non_dealer, self.dealer]
        self.phase = "throw_in" if self.throw_pending else "turn_up"
        self.turner = self.dealer

    def _on_throw_in(self, action: int) -> None:
        """A poor hand may be thrown in; the same dealer deals again (Cotton p. 149, C18).

        Under ``throw_in=allowed`` both players are asked after every deal, the non-dealer
        first, and only a hand with no Ace and no court card may answer ``THROW_IN``; any
        hand may keep. So that someone is asked, and that they kept, is the same whatever
        their cards: at the table keeping a poor hand reveals nothing, and here neither does
        the question. A throw-in is public: the same dealer deals again.
        """
        if action == THROW_IN:
            self.redeals += 1
            self._reset_hand()
            self.phase = "deal"
            return
        self.throw_pending.pop(0)
        if not self.throw_pending:
            self.phase = "turn_up"

    def _on_turn_up(self, card: Card) -> None:
        """Turn a stock card: it sets trumps and may score (Cotton pp. 148-149, C2, C5-C11)."""
        self.turned.append(card)
        self.turned_mask |= 1 << card
        self.trump = suit_of(card)
        value = TURNUP_VALUE[card]
        trick_no = len(self.tricks)
        if trick_no == 0:
            scorer = first_turnup_scorer(self.dealer, self.rules.first_turnup)
            if value and scorer is not None:
                self._score(scorer, value, "first_turn_up", card)
            if self.phase == "over":
                return
            self.leader = first_leader(self.dealer, self.rules.first_lead)
            self.phase = "play"
            return
        if value:
            self._score(self.turner, value, "turn_up", card)
            if self.phase == "over":
                return
        if trick_no == TRICKS_PER_HAND:
            self._end_hand()
        else:
            self.leader = next_leader(self.turner)
            self.phase = "play"

    def _on_play(self, card: Card) -> None:
        """Play a card to the trick; the second card settles it (C3-C5, C12-C13)."""
        if self.lead_card is None:
            self.hands[self.leader] ^= 1 << card
            self.played_mask |= 1 << card
            self.lead_card = card
            return
        leader, follower = self.leader, 1 - self.leader
        lead = self.lead_card
        trump = self.trump
        assert trump is not None
        self.hands[follower] ^= 1 << card
        self.played_mask |= 1 << card
        winner = trick_winner(leader, lead, card, trump)
        self.tricks.append(two_hand_trick(len(self.tricks) + 1, leader, lead, card, winner,
                                          trump))
        self.tricks_won[winner] += 1
        self.lead_card = None
        self.turner = turnup_scorer(winner)
        values = self._counters[trump]
        honours_to = self.rules.honours_to
        for played, holder in ((lead, leader), (card, follower)):
            points = values[played]
            if points:
                self._score(counter_owner(holder, winner, honours_to), points, "trick_card",
                            played)
                if self.phase == "over":
                    return
        self.phase = "turn_up"

    def _end_hand(self) -> None:
        """Card count, then (scoring at the end) the totals, then the next deal (C14-C17)."""
        for p in (0, 1):
            bonus = card_count_bonus(self.tricks_won[p])
            if bonus:
                self._score(p, bonus, "card_count", None, self.tricks_won[p])
                if self.phase == "over":
                    return
        if self.rules.scoring == "end_of_hand":
            for p in (0, 1):
                self.scores[p] += self.pending[p]
            self.pending = [0, 0]
            winner = end_of_hand_winner(self.scores, self.rules.target)
            if winner is not None:
                self._finish(winner)
                return
        self._close_deal()
        self.dealer = 1 - self.dealer
        self.hand_no += 1
        self.redeals = 0
        self._reset_hand()
        self.phase = "deal"

    def _score(self, player: int, points: int, reason: Reason, card: Card | None,
               tricks: int = 0) -> None:
        deferred = self.rules.scoring == "end_of_hand"
        self.events.append(PenneechEvent(player, points, reason, self.hand_no, len(self.tricks),
                                      card, tricks, deferred))
        if deferred:
            self.pending[player] += points
            return
        self.scores[player] += points
        if self.scores[player] >= self.rules.target:
            self._finish(player)

    def _close_deal(self) -> None:
        """Keep the hand that is over in ``deals``: the hands as dealt (one card at a time,
        non-dealer first, C1), its tricks and each player's points in it. A hand thrown
        in (C18) is not one: it is dealt again under the same number."""
        dealt = [0, 0]
        for i, card in enumerate(self.dealt):
            dealt[(self.dealer + 1 + i) % 2] |= 1 << card
        points = seat_points(e for e in self.events if e.hand == self.hand_no)
        self.deals = (*self.deals, FinishedDeal(self.hand_no, self.dealer, tuple(dealt),
                                                tuple(self.tricks), points))

    def _finish(self, winner: int) -> None:
        """The game is won, during a hand or at its end; that hand is over too."""
        self._close_deal()
        self.winner = winner
        self.phase = "over"

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
State = PenneechState
