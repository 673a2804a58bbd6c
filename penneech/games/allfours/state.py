"""The All-Fours game automaton (Cotton 1674, ch. X, pp. 111–113).

The shape is every game's (``penneech.core.turns``): ``current_player()`` is a seat,
``CHANCE`` or ``TERMINAL``; ``legal_actions()`` lists integers (``actions.py``);
``apply_action`` plays one or raises ``IllegalActionError`` and changes nothing.

Phases:

- ``first_dealer`` (chance): the lift, "the highest Put-card deals" (p. 112). At Put the
  Three is the highest card, then the Two, the Ace and so down; equal cards lift again,
  so each player deals first with one chance in two, and only that is drawn.
- ``deal`` (chance): "three Cards, and to himself the like, and the like again" (p. 112),
  the dealer's adversary first; then a card turned up for trump, which may score
  (option ``turn_up``).
- ``beg``: the elder hand (the dealer's adversary), "after perusal of his Game", stands
  or begs one (p. 112).
- ``give``: the dealer gives one point, or refuses and runs the cards: "he deals three
  apiece more, but if he then turns up a Card of the same suit, he deals further till he
  turns up a Card of another suit" (p. 112). Option ``gift``: whether he may give the
  point that wins the game.
- ``discard``: after running, with option ``run_hands`` "six", each player, the elder
  first, lays out one card at a time, unseen, down to six.
- ``play``: the elder leads the first trick, the winner of a trick the next; following
  and winning in ``tricks.py``. At Running All-Fours (option ``play_honours``) the winner
  of a trick scores the trump honours in it at once.
- ``over``: the target reached (or, with ``horizon="deal"``, the deal reckoned).

Our choices where Cotton is silent, each stated here once:

- The elder hand leads first (the later laws say so; Cotton says only "play down your
  Cards").
- A card of the old suit turned up while running the cards scores nothing (it is no new
  trump); the card of another suit that ends the running is the trump turned up, and
  scores as the first one does (a Knave one to the dealer).
- A pack too short to run the cards again (fewer than seven cards left) is gathered and
  dealt again by the same dealer, the points already scored standing (the later laws:
  Foster, "All Fours, Seven-up, or Old Sledge").
- One beg a deal: after running, the elder hand may not beg again (Foster; Cassell,
  "All Fours": no one begs more than once).
- The points of a deal are scored in the order they arise: the card turned up, the
  gift, honours won in play, then High, Low, Jack and Game in the order Cotton names
  them; the game ends at the first score that reaches the target.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, NamedTuple

from penneech.core.cards import Card, CardSet, card_name, cards_in, rank_of, suit_of
from penneech.core.errors import RulesError, shown
from penneech.core.playing import seat_points
from penneech.core.tricks import FinishedDeal, Trick, played_this_deal, two_hand_trick
from penneech.core.turns import CHANCE as CHANCE
from penneech.core.turns import TERMINAL as TERMINAL
from penneech.core.turns import PhasedTurns, check_horizon
from penneech.games.allfours.actions import BEG, FIRST, GIVE, REFUSE, STAND, action_name
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.tricks import (
    TURN_UP_POINTS,
    follower_wins,
    honours_won,
    legal_follows,
    reckoning,
)

Phase = Literal["first_dealer", "deal", "beg", "give", "discard", "play", "over"]
Horizon = Literal["game", "deal"]
#: Where the next card dealt goes: a seat, or turned up for trump.
TURN = -1
PACK = 52
#: The cards a hand is laid out down to with option ``run_hands`` "six".
HAND = 6


class Score(NamedTuple):
    """A line of the score log: who scored, how much, why, in which deal."""

    player: int
    points: int
    reason: str
    deal: int


@dataclass(frozen=True, slots=True)
class AllFoursDeal(FinishedDeal):
    """An All-Fours deal that is over (``penneech.core.tricks.FinishedDeal``): ``dealt`` is
    every card dealt to each seat in it (the cards run included), ``laid_out`` the cards
    each laid out, unseen, down to six (option ``run_hands``), hidden from the other player
    as the hand as dealt is (``seen_by``); the trump and every card turned up are public."""

    trump: int = -1
    turned: tuple[Card, ...] = ()
    laid_out: tuple[CardSet, ...] = ()

    PRIVATE: ClassVar[tuple[str, ...]] = ("dealt", "laid_out")


class AllFoursState(PhasedTurns[Score]):
    """A game (or, with ``horizon="deal"``, a single deal) of All-Fours."""

    def __init__(self, rules: AllFoursRules | None = None, horizon: Horizon = "game",
                 dealer: int | None = None) -> None:
        if rules is not None and not isinstance(rules, AllFoursRules):
            raise RulesError(f"an All-Fours game needs AllFoursRules, not {shown(rules)}")
        self.rules: AllFoursRules = rules if rules is not None else AllFoursRules()
        self.horizon: Horizon = check_horizon(horizon)
        self.history: list[tuple[int, int]] = []
        self.events: list[Score] = []
        self.scores: list[int] = [0, 0]
        self.winner: int | None = None
        self.deal_no = 1
        self.redeals = 0
        self.dealer = 0
        #: The deals that are over (``AllFoursDeal``), the last one at the end.
        self.deals: tuple[AllFoursDeal, ...] = ()
        self.phase: Phase = "first_dealer"
        self._reset_deal()
        self._start_at(dealer)

    def _reset_deal(self) -> None:
        self.hands: list[CardSet] = [0, 0]
        self.in_play: list[CardSet] = [0, 0]
        self.laid_out: list[CardSet] = [0, 0]
        self.dealt: list[Card] = []
        self.pending: list[int] = []
        self.turned: list[Card] = []
        self.trump = -1
        self.begged = False
        self.ran = False
        self.tricks: list[Trick] = []
        self.leader = 0
        self.lead_card: Card | None = None

    def _start_deal(self) -> None:
        e, d = self.elder, self.dealer
        self.pending = [e] * 3 + [d] * 3 + [e] * 3 + [d] * 3 + [TURN]
        self.phase = "deal"

    # ----------------------------------------------------------------- queries
    @property
    def elder(self) -> int:
        """The non-dealer, who begs and leads."""
        return 1 - self.dealer

    def _to_move(self) -> int:
        """The seat to decide: the elder begs, the dealer gives, each lays out in turn,
        the leader leads and the other follows."""
        phase = self.phase
        if phase == "beg":
            return self.elder
        if phase == "give":
            return self.dealer
        if phase == "discard":
            return self.elder if self.hands[self.elder].bit_count() > HAND else self.dealer
        return self.leader if self.lead_card is None else 1 - self.leader

    def may_give(self) -> bool:
        """May the dealer give the begged point? Not, with option ``gift`` "not_out", when
        it would put the elder hand out (Foster: the dealer cannot give a player enough to
        put him out)."""
        return not (self.rules.gift == "not_out" and self.horizon == "game"
                    and self.scores[self.elder] + 1 >= self.rules.target)

    def legal_actions(self) -> list[int]:
        """The actions allowed now, sorted; empty when the game is over."""
        phase = self.phase
        if phase == "first_dealer":
            return [FIRST, FIRST + 1]
        if phase == "deal":
            taken = 0
            for c in self.dealt:
                taken |= 1 << c
            return [c for c in range(PACK) if not taken >> c & 1]
        if phase == "beg":
            return [STAND, BEG]
        if phase == "give":
            return [GIVE, REFUSE] if self.may_give() else [REFUSE]
        if phase == "discard":
            return list(cards_in(self.hands[self.current_player()]))
        if phase == "play":
            p = self.current_player()
            if self.lead_card is None:
                return list(cards_in(self.hands[p]))
            return list(cards_in(legal_follows(self.hands[p], self.lead_card, self.trump,
                                               self.rules.renege)))
        return []

    def returns(self) -> list[float]:
        """+1 to the winner and -1 to the loser at the end; for a single deal, the
        difference of the deal's points."""
        if self.phase != "over":
            return [0.0, 0.0]
        if self.horizon == "deal":
            d = float(self.scores[0] - self.scores[1])
            return [d, -d]
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    # ----------------------------------------------------------------- acting
    def _why_illegal(self, action: int, who: int) -> str:
        if self.phase in ("play", "discard") and 0 <= action < PACK:
            card = card_name(action)
            if not self.hands[who] >> action & 1:
                return f"{card} is not in player {who}'s hand"
            if self.phase == "discard" or self.lead_card is None:
                return f"{card} may not be played now"

            extra = " or trump" if self.rules.renege == "trump" else ""
            return (f"player {who} must follow suit to {card_name(self.lead_card)}{extra} "
                    "(Cotton 1674, p. 113)")
        if self.phase == "give" and action == GIVE:
            return (f"the dealer may not give the point that wins the game (player "
                    f"{self.elder} has {self.scores[self.elder]} of {self.rules.target}; "
                    "option gift=not_out): he must run the cards")
        allowed = ", ".join(action_name(a) for a in self.legal_actions()[:20])
        name = action_name(action) if 0 <= action < 100 else shown(action)
        return f"{name} is not allowed in phase {self.phase!r}; allowed: {allowed}"

    def _on_first_dealer(self, action: int) -> None:
        """The lift: the player favoured deals first (Cotton p. 112)."""
        self.dealer = action - FIRST
        self._start_deal()

    def _on_deal(self, card: Card) -> None:
        self.dealt.append(card)
        to = self.pending.pop(0)
        if to != TURN:
            self.hands[to] |= 1 << card
            return
        first = not self.turned
        self.turned.append(card)
        if not first and suit_of(card) == self.trump:
            self._run()          # the old suit again: "he deals further" (p. 112)
            return
        self.trump = suit_of(card)
        points = TURN_UP_POINTS[self.rules.turn_up].get(rank_of(card), 0)
        if points and self._score(self.dealer, points, "turn_up"):
            return
        if first:
            self.phase = "beg"
        elif self.rules.run_hands == "six":
            self.phase = "discard"
        else:
            self._start_play()

    def _on_beg(self, action: int) -> None:
        """The elder, having seen his cards, stands or begs one (p. 112)."""
        if action == STAND:
            self._start_play()
            return
        self.begged = True
        self.phase = "give"

    def _on_give(self, action: int) -> None:
        """The dealer gives one point, or refuses and runs the cards (p. 112)."""
        if action == GIVE:
            if self._score(self.elder, 1, "gift"):
                return
            self._start_play()
            return
        self.ran = True
        self._run()

    def _run(self) -> None:
        """Three more to each and a new card turned; a pack too short to do so is dealt
        again by the same dealer (the later laws; Cotton is silent)."""
        if len(self.dealt) + 7 > PACK:
            self.redeals += 1
            self._reset_deal()
            self._start_deal()
            return
        e, d = self.elder, self.dealer
        self.pending = [e] * 3 + [d] * 3 + [TURN]
        self.phase = "deal"

    def _on_discard(self, card: Card) -> None:
        """One card laid out, unseen, toward a hand of six (option ``run_hands``)."""
        seat = self.current_player()
        self.hands[seat] ^= 1 << card
        self.laid_out[seat] |= 1 << card
        if all(h.bit_count() <= HAND for h in self.hands):
            self._start_play()

    def _start_play(self) -> None:
        self.in_play = list(self.hands)
        self.leader = self.elder
        self.phase = "play"

    def _on_play(self, card: Card) -> None:
        """A card to the trick; the trick's winner leads next (``tricks.py``)."""
        if self.lead_card is None:
            self.hands[self.leader] ^= 1 << card
            self.lead_card = card
            return
        leader, follower = self.leader, 1 - self.leader
        lead = self.lead_card
        self.hands[follower] ^= 1 << card
        winner = follower if follower_wins(lead, card, self.trump) else leader
        trick = two_hand_trick(len(self.tricks) + 1, leader, lead, card, winner, self.trump)
        self.tricks.append(trick)
        self.lead_card = None
        self.leader = winner
        scored_in_play = self.rules.play_honours == "scored"
        if scored_in_play:
            for points, what in honours_won(trick, self.trump):
                if self._score(winner, points, what):
                    return
        if self.hands[0] or self.hands[1]:
            return
        for seat, what in reckoning(self.in_play, self.tricks, self.trump, self.rules.low,
                                    self.rules.game_tie, self.elder, scored_in_play):
            if self._score(seat, 1, what):
                return
        self._keep_deal()
        if self.horizon == "deal":
            self._finish(None)
            return
        self.deal_no += 1
        self.redeals = 0
        self.dealer = 1 - self.dealer
        self._reset_deal()
        self._start_deal()

    def _keep_deal(self) -> None:
        """Keep the deal that is over in ``deals``: at its last trick, or when the game is
        won during it (at the card turned up, the gift or an honour won in play)."""
        dealt = tuple(self.hands[s] | self.laid_out[s] | played_this_deal(self, s)
                      for s in (0, 1))
        points = seat_points(e for e in self.events if e.deal == self.deal_no)
        self.deals = (*self.deals, AllFoursDeal(
            self.deal_no, self.dealer, dealt, tuple(self.tricks), points,
            self.trump, tuple(self.turned), (self.laid_out[0], self.laid_out[1])))

    def _score(self, player: int, points: int, reason: str) -> bool:
        """Score; True if that ends the game (the target reached, in a game)."""
        self.events.append(Score(player, points, reason, self.deal_no))
        self.scores[player] += points
        if self.horizon == "game" and self.scores[player] >= self.rules.target:
            self._keep_deal()
            self._finish(player)
            return True
        return False

    def _finish(self, winner: int | None) -> None:
        self.winner = winner
        self.phase = "over"
