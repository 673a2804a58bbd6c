"""High Card as a state machine, with the checks of ``penneech.core.turns``.

Phases: ``deal`` (chance: the cards one at a time, to the player who does not deal first),
``play`` (the player to move plays any card of the hand) and ``over``. The tricks are
``penneech.core.tricks``'s, and the deal, once over, is kept in ``deals`` as every game
keeps its deals (``FinishedDeal``).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import ACE, SPADES, Card, CardSet, card_name, make_card, rank_of
from penneech.core.tricks import FinishedDeal, Trick, played_by, two_hand_trick
from penneech.core.turns import CHANCE, TERMINAL, Turns, check_dealer
from toy_game.rules import ToyRules

#: The pack: the Seven to the Ace of spades.
PACK: tuple[Card, ...] = tuple(make_card(rank, SPADES) for rank in range(7, ACE + 1))


@dataclass(frozen=True, slots=True)
class Point:
    """A line of the score log: one point to the winner of a trick."""

    player: int
    points: int
    trick: int


class ToyState(Turns):
    """A game of High Card: one deal of ``rules.hand`` cards each, played out; ``deals``
    keeps it once it is over."""

    def __init__(self, rules: ToyRules | None = None, dealer: int | None = None) -> None:
        self.rules = rules if rules is not None else ToyRules()
        self.dealer = 0 if dealer is None else check_dealer(dealer)
        self.phase = "deal"
        self.hands: list[CardSet] = [0, 0]
        self.dealt: list[Card] = []
        self.leader = 1 - self.dealer
        self.lead_card: Card | None = None
        self.tricks: list[Trick] = []
        self.events: list[Point] = []
        self.scores: list[int] = [0, 0]
        self.winner: int | None = None
        self.history: list[tuple[int, int]] = []
        self.deals: tuple[FinishedDeal, ...] = ()

    def current_player(self) -> int:
        """The seat to move, ``CHANCE`` while dealing, ``TERMINAL`` at the end."""
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.leader if self.lead_card is None else 1 - self.leader

    def is_chance_node(self) -> bool:
        """Is the next step a card dealt?"""
        return self.phase == "deal"

    def is_terminal(self) -> bool:
        """Is the game over?"""
        return self.phase == "over"

    def legal_actions(self) -> list[int]:
        """The cards not yet dealt while dealing; any card of the hand in play."""
        if self.phase == "deal":
            return [c for c in PACK if c not in self.dealt]
        if self.phase == "over":
            return []
        hand = self.hands[self.current_player()]
        return [c for c in PACK if hand >> c & 1]

    def _why_illegal(self, action: int, who: int) -> str:
        if self.phase == "deal":
            return f"{card_name(action)} is not a card left to deal"
        return f"{card_name(action)} is not in player {who}'s hand"

    def apply_action(self, action: int, player: int | None = None) -> list[Point]:
        """Play one action (checked first: nothing changes if it is refused); the points
        it scored."""
        self._check(action, player)
        who = self.current_player()
        self.history.append((who, action))
        if self.phase == "deal":
            self.hands[(len(self.dealt) + 1 + self.dealer) % 2] |= 1 << action
            self.dealt.append(action)
            if len(self.dealt) == 2 * self.rules.hand:
                self.phase = "play"
            return []
        self.hands[who] &= ~(1 << action)
        if self.lead_card is None:
            self.lead_card = action
            return []
        lead, number = self.lead_card, len(self.tricks) + 1
        winner = self.leader if rank_of(lead) > rank_of(action) else who
        self.tricks.append(two_hand_trick(number, self.leader, lead, action, winner))
        point = Point(winner, 1, number)
        self.events.append(point)
        self.scores[winner] += 1
        self.lead_card = None
        self.leader = winner if self.rules.lead == "winner" else 1 - self.leader
        if number == self.rules.hand:
            self.phase = "over"
            if self.scores[0] != self.scores[1]:
                self.winner = int(self.scores[1] > self.scores[0])
            # the game's one deal, kept; every card dealt was played, so each hand as
            # dealt is the cards its seat played
            dealt = tuple(played_by(self.tricks, p) for p in (0, 1))
            self.deals = (FinishedDeal(1, self.dealer, dealt, tuple(self.tricks),
                                       (self.scores[0], self.scores[1])),)
        return [point]

    def returns(self) -> list[float]:
        """+1 to the winner and -1 to the loser at the end (0 each for a draw)."""
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if p == self.winner else -1.0 for p in (0, 1)]
