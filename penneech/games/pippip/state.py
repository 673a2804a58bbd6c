"""The Pip-Pip! game automaton: phases, legal actions, chance steps and the score log.

The shape follows OpenSpiel, as the other games' states do: ``current_player()`` is a seat
(0 … n - 1, clockwise), ``CHANCE`` or ``TERMINAL``; ``legal_actions()`` lists integers
(named in ``actions.py``); ``apply_action`` plays one, or raises ``IllegalActionError``
saying why and changes nothing (``penneech.core.turns``). All randomness comes from
outside as chance actions (the first dealer, then every card of a deal in order: seven to
each player one at a time clockwise from the dealer's left, then the stock from the top),
so a list of actions replays a game exactly. Drawing, the end of the stock, the
resolution of marriages and the scoring are automatic.

Decision points (our research notes, B.7):

- ``marriages``: the window before each trick (the first included) under
  ``marriage_window=between_tricks``. Every seat is asked, in the order the declarations
  will count (clockwise from the last trick's winner, or from the opening leader); each
  declares any number of eligible marriages, one action each, then ``done``. Nobody sees
  another's declarations until all have answered; then all are resolved at once
  (``marriages.py``: scores, and the trump is the suit of the last).
- ``play``: a card to the trick (``tricks.py``: the follow rule and the winner); under
  ``declare_on_play`` a King or Queen may be played declaring its marriage with the other
  card, which stays in the hand face up; the trump then changes after that trick (B.5.9).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from penneech.core.cards import Card, CardSet, cards_in
from penneech.core.errors import shown
from penneech.core.playing import seat_points
from penneech.core.tricks import FinishedDeal
from penneech.core.tricks import Trick as Trick
from penneech.core.turns import CHANCE as CHANCE
from penneech.core.turns import TERMINAL as TERMINAL
from penneech.core.turns import PhasedTurns, check_horizon, check_rules
from penneech.games.pippip import draw, marriages, scoring, tricks
from penneech.games.pippip.actions import (
    DECLARE,
    DONE,
    FIRST,
    action_name,
    card_played,
    declare_action,
    declared,
    play_declare_action,
)
from penneech.games.pippip.marriages import Marriage
from penneech.games.pippip.pack import (
    FULL_PACK,
    PACK_SIZE,
    points_of,
    pp_card_name,
    pp_suit,
)
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scoring import PippipEvent, Reason

Phase = Literal["first_dealer", "deal", "marriages", "play", "over"]
Horizon = Literal["game", "deal"]

SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


@dataclass(frozen=True, slots=True)
class PippipDeal(FinishedDeal):
    """A Pip-Pip! deal that is over, with its leftovers: the stock cards nobody drew, laid
    face up when the deal ends (and taken by the last trick's winner unless they are dead;
    S's notes; B.4.3, B.6.1), so public in the record of a deal that is over."""

    leftovers: CardSet = 0


class Declaration(NamedTuple):
    """A marriage made public: in deal ``deal``, before trick ``trick`` (or, declared on
    play, during it), by ``player``, scoring ``points``."""

    deal: int
    trick: int
    player: int
    marriage: Marriage
    points: int


class TrumpChange(NamedTuple):
    """The trump from trick ``trick`` of deal ``deal`` on: ``suit``, set by ``player``'s
    marriage (or by the cut card, ``player`` = -1)."""

    deal: int
    trick: int
    suit: int
    player: int


class PippipState(PhasedTurns[PippipEvent]):
    """A game (or, with ``horizon="deal"``, a single deal) of Pip-Pip! in progress;
    ``deals`` keeps the deals that are over (``PippipDeal``)."""

    def __init__(self, rules: PippipRules | None = None, horizon: Horizon = "game",
                 dealer: int | None = None) -> None:
        """Start a game for ``rules.players`` seats; with ``dealer`` given, skip the
        chance step that chooses the first dealer."""
        self.rules: PippipRules = check_rules(rules, PippipRules,
                                              "a Pip-Pip! game needs a PippipRules object")
        self.horizon: Horizon = check_horizon(horizon)
        self.seats: int = self.rules.players
        self.history: list[tuple[int, int]] = []
        self.events: list[PippipEvent] = []
        self.declarations: list[Declaration] = []
        self.trump_changes: list[TrumpChange] = []
        self.totals: list[int] = [0] * self.seats
        self.deal_no = 1
        self.deals: tuple[PippipDeal, ...] = ()
        self.dealer = 0
        self.winners: tuple[int, ...] = ()
        self.phase: Phase = "first_dealer"
        self._reset_deal()
        self._start_at(dealer, self.seats)

    # ----------------------------------------------------------------- bookkeeping
    def _reset_deal(self) -> None:
        n = self.seats
        self.hands: list[CardSet] = [0] * n
        self.dealt: list[Card] = []
        self.dealt_mask: CardSet = 0
        self.stock: list[Card] = []
        self.stock_pos = 0
        self.stock_turned = False
        self.leftovers_shown = False
        self.cut_card: Card | None = None
        self.cut_holder: int | None = None
        self.trump: int | None = None
        self.married: CardSet = 0
        self.exposed: list[CardSet] = [0] * n
        self.captured: list[CardSet] = [0] * n
        self.marriages_made = 0
        self.pending: list[tuple[int, int]] = []
        self.window_order: list[int] = []
        self.window_pos = 0
        self.window_trump: int | None = None
        self.leader = (self.dealer + 1) % n
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.drawing_trick = False
        self.next_trump: tuple[int, int] | None = None

    # ----------------------------------------------------------------- queries
    @property
    def stock_left(self) -> int:
        """Cards still in the stock (the leftovers, once it is turned)."""
        return len(self.stock) - self.stock_pos

    @property
    def leftovers(self) -> CardSet:
        """The cards left in a stock that no longer serves every player (else none)."""
        if not self.stock_turned:
            return 0
        m = 0
        for c in self.stock[self.stock_pos:]:
            m |= 1 << c
        return m

    @property
    def deal_scores(self) -> tuple[int, ...]:
        """Each seat's points in the current deal so far."""
        return seat_points((e for e in self.events if e.deal == self.deal_no), self.seats)

    @property
    def scores(self) -> tuple[int, ...]:
        """The game totals, the current deal's points included (counted once)."""
        if self.phase == "over":
            return tuple(self.totals)
        return tuple(t + d for t, d in zip(self.totals, self.deal_scores, strict=True))

    @property
    def winner(self) -> int | None:
        """The winner at the end, or ``None`` before the end or when the win is shared."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def trick_number(self) -> int:
        """The number of the trick being played or about to be led (from 1)."""
        return len(self.tricks) + 1

    def _to_move(self) -> int:
        """The seat to act: in play, the next clockwise from the leader; in a marriage
        window, the next asked."""
        if self.phase == "play":
            return (self.leader + len(self.trick)) % self.seats
        return self.window_order[self.window_pos]

    def action_name(self, action: int) -> str:
        """The name of ``action`` (see ``actions.py``)."""
        return action_name(action)

    def legal_actions(self) -> list[int]:
        """The actions allowed now, sorted; empty when the game is over."""
        phase = self.phase
        if phase == "play":
            return self._play_actions()
        if phase == "marriages":
            seat = self.current_player()
            return [declare_action(m) for m in self.eligible(seat)] + [DONE]
        if phase == "deal":
            return list(cards_in(FULL_PACK & ~self.dealt_mask))
        if phase == "first_dealer":
            return [FIRST + s for s in range(self.seats)]
        return []

    def returns(self) -> list[float]:
        """At the end, each seat's points less the average of all (for a single deal, of
        that deal): a zero-sum result. Before the end: 0 each."""
        if self.phase != "over":
            return [0.0] * self.seats
        mean = sum(self.totals) / self.seats
        return [t - mean for t in self.totals]

    # ----------------------------------------------------------------- marriages
    def _barred_suit(self, trump: int | None) -> int | None:
        """The suit Fosdick's rule bars (the trump), or ``None`` without the rule."""
        return trump if self.rules.marriage_must_change_trump == "yes" else None

    def eligible(self, seat: int) -> list[Marriage]:
        """The marriages ``seat`` may declare in the current window: its unmarried pairs
        not already in its declarations of this window, none in the trump suit of the
        window's start under Fosdick's rule (``marriages.eligible``)."""
        used = self.married
        for s, index in self.pending:
            if s == seat:
                used |= marriages.marriage_of(index).cards
        return marriages.eligible(self.hands[seat], used, self._barred_suit(self.window_trump))

    def pending_of(self, seat: int) -> list[Marriage]:
        """The marriages ``seat`` has declared in the open window (known only to it)."""
        return [marriages.marriage_of(i) for s, i in self.pending if s == seat]

    # ----------------------------------------------------------------- play
    def _play_actions(self) -> list[int]:
        seat = self.current_player()
        hand = self.hands[seat]
        led = self.trick[0][1] if self.trick else None
        free = tricks.is_free(self.rules.follow_rule, self.drawing_trick)
        cards = tricks.playable(hand, led, free)
        actions = list(cards_in(cards))
        if self.rules.marriage_window == "declare_on_play":
            for m in marriages.eligible(hand, self.married, self._barred_suit(self.trump)):
                for card in (m.king, m.queen):
                    if (cards >> card) & 1:
                        actions.append(play_declare_action(m, card))
        return sorted(actions)

    # ----------------------------------------------------------------- acting
    def _on_first_dealer(self, action: int) -> None:
        """The first dealer, drawn by chance."""
        self.dealer = action - FIRST
        self.phase = "deal"

    def _why_illegal(self, action: int, who: int) -> str:
        phase = self.phase
        legal = self.legal_actions()
        allowed = ", ".join(action_name(a) for a in legal[:40])
        name = action_name(action) if 0 <= action < 200 else shown(action)
        if phase == "deal":
            return f"{name} is not a card left to deal"
        if phase == "first_dealer":
            return f"{name} is not a first dealer of the {self.seats} seats; allowed: {allowed}"
        card = card_played(action)
        m = declared(action)
        if phase == "play" and card is not None:
            if not (self.hands[who] >> card) & 1:
                return f"{pp_card_name(card)} is not in player {who}'s hand"
            if card not in legal:
                led = self.trick[0][1]
                return (f"player {who} must follow suit to {pp_card_name(led)} and may not "
                        f"play {pp_card_name(card)} (follow_rule={self.rules.follow_rule}; "
                        "pagat (S), Spiel)")
        if m is not None:
            on_play = card is not None  # else a declaration in the window before a trick
            if on_play != (self.rules.marriage_window == "declare_on_play"):
                when = "when playing one of its cards" if on_play else "before a trick"
                window = self.rules.marriage_window
                return (f"a marriage may not be declared {when} under "
                        f"marriage_window={window}")
            hand = self.hands[who]
            for c in (m.king, m.queen):
                if not (hand >> c) & 1:
                    return (f"player {who} cannot declare {m.name()}: {pp_card_name(c)} is "
                            "not in the hand")
                if (self.married >> c) & 1 or any(
                        (marriages.marriage_of(i).cards >> c) & 1
                        for s, i in self.pending if s == who):
                    return (f"player {who} cannot declare {m.name()}: {pp_card_name(c)} is "
                            "already married (each card once; pagat (S), Pip-Pip!)")
            trump = self.window_trump if phase == "marriages" else self.trump
            if self._barred_suit(trump) == m.suit:
                return (f"player {who} cannot declare {m.name()}: {SUIT_WORDS[m.suit]} "
                        "are trump, and a marriage must change the trump "
                        "(marriage_must_change_trump=yes; Fosdick)")
        return f"{name} is not allowed in phase {phase!r}; allowed: {allowed}"

    def _on_deal(self, card: Card) -> None:
        """One card of the deal (``draw.dealt_to``); the last one ends the deal."""
        seat = draw.dealt_to(len(self.dealt), self.dealer, self.seats)
        self.dealt.append(card)
        self.dealt_mask |= 1 << card
        if seat is None:
            self.stock.append(card)
        else:
            self.hands[seat] |= 1 << card
        if len(self.dealt) == PACK_SIZE:
            self._after_deal()

    def _after_deal(self) -> None:
        """The cut card sets the first trump (``initial_trump=cut``; F, H), then the first
        window, before trick 1, opens from the opening leader, the player to the
        dealer's left (S; H; B.3.1, B.5.3, B.9.6)."""
        self.leader = (self.dealer + 1) % self.seats
        if self.rules.initial_trump == "cut":
            self.cut_card = self.stock[-1]
            self._set_trump(pp_suit(self.cut_card), -1)
        self._check_stock()
        self._next_turn()

    def _set_trump(self, suit: int, player: int) -> None:
        if suit != self.trump:
            self.trump_changes.append(TrumpChange(self.deal_no, self.trick_number, suit, player))
        self.trump = suit

    def _next_turn(self) -> None:
        """The window before the next trick, or its lead."""
        self.trick = []
        self.drawing_trick = draw.stock_serves_all(self.stock_left, self.seats)
        if self.rules.marriage_window == "between_tricks":
            self.window_order = marriages.resolution_order(self.leader, self.seats)
            self.window_pos = 0
            self.window_trump = self.trump
            self.pending = []
            self.phase = "marriages"
        else:
            self.phase = "play"

    def _on_marriages(self, action: int) -> None:
        """A sealed declaration, or ``done``; after the last seat, resolve them all: each
        scores in turn, and the trump is the suit of the one that comes last in the order
        of the window, clockwise from the last trick's winner (pagat (S), "Pip-Pip!": of
        simultaneous calls the last in that order decides the trump; B.5.5). Only that
        declaration sets the trump, and the trump history names it: an earlier one in the
        same window never took effect."""
        seat = self.current_player()
        if action != DONE:
            self.pending.append((seat, action - DECLARE))
            return
        self.window_pos += 1
        if self.window_pos < self.seats:
            return
        for s, index in self.pending:
            self._declare(s, marriages.marriage_of(index))
        if self.pending:
            last_seat, last = self.pending[-1]
            self._set_trump(marriages.marriage_of(last).suit, last_seat)
        self.pending = []
        self.window_order = []
        self.phase = "play"

    def _declare(self, seat: int, m: Marriage) -> None:
        """Score a marriage and lay its cards face up (pagat (S), Pip-Pip!; B.5.1-2)."""
        points = marriages.value(self.rules.marriage_value, m.suit, self.marriages_made)
        self.marriages_made += 1
        self.married |= m.cards
        self.exposed[seat] |= m.cards & self.hands[seat]
        self.declarations.append(Declaration(self.deal_no, self.trick_number, seat, m, points))
        self._score(seat, points, "marriage", m.cards)

    def _on_play(self, action: int) -> None:
        """A card to the trick, perhaps declaring its marriage (``declare_on_play``: the
        trump changes after this trick; B.5.9); with ``draw_order=after_each_play`` the
        player draws at once (H)."""
        seat = self.current_player()
        card = card_played(action)
        assert card is not None
        m = declared(action)
        if m is not None:
            self._declare(seat, m)
            self.next_trump = (m.suit, seat)
        self.hands[seat] ^= 1 << card
        self.exposed[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        if self.drawing_trick and self.rules.draw_order == "after_each_play":
            self._draw(seat)
        if len(self.trick) == self.seats:
            self._end_trick()

    def _draw(self, seat: int) -> None:
        card = self.stock[self.stock_pos]
        self.stock_pos += 1
        self.hands[seat] |= 1 << card
        if card == self.cut_card:
            self.cut_holder = seat

    def _check_stock(self) -> None:
        """Turn the stock up once it cannot serve every player (S; B.4.2, B.9.9)."""
        if not self.stock_turned and not draw.stock_serves_all(self.stock_left, self.seats):
            self.stock_turned = True
            self.leftovers_shown = self.rules.leftovers != "surprise"

    def _end_trick(self) -> None:
        """The winner takes the trick and its points (``tricks.winning_index``), a trump
        declared on play takes effect, everyone draws, and the next trick or the end."""
        cards = tuple(c for _, c in self.trick)
        system = self.rules.card_system
        winner = self.trick[tricks.winning_index(cards, self.trump, system)][0]
        mask = sum(1 << c for c in cards)
        points = points_of(mask, system)
        number = self.trick_number
        self.tricks.append(Trick(number, self.leader, tuple(self.trick), winner, self.trump,
                                 points))
        self.captured[winner] |= mask
        self.trick = []
        if points:
            self._score(winner, points, "trick", mask, trick=number)
        if self.next_trump is not None:
            suit, seat = self.next_trump
            self.next_trump = None
            self._set_trump(suit, seat)
        if self.drawing_trick and self.rules.draw_order == "winner_first":
            for seat in draw.draw_order(winner, self.seats):
                self._draw(seat)
        self._check_stock()
        self.leader = winner
        if number == self.rules.tricks_per_deal:
            self._end_deal(winner)
        else:
            self._next_turn()

    def _end_deal(self, last: int) -> None:
        """The last trick's bonus and the leftovers (options ``last_trick_bonus``,
        ``leftovers``; S's notes; B.4.3, B.6.1), then the next deal or the end."""
        n = self.rules.tricks_per_deal
        if self.rules.last_trick_bonus:
            self._score(last, self.rules.last_trick_bonus, "last_trick", 0, trick=n)
        left = self.leftovers
        if self.rules.leftovers != "dead" and left:
            self.leftovers_shown = True
            self.captured[last] |= left
            points = points_of(left, self.rules.card_system)
            if points:  # as for a trick: pointless cards score nothing and log nothing
                self._score(last, points, "leftovers", left, trick=n)
            for m in marriages.pairs_among(cards_in(left)):
                value = marriages.value(self.rules.marriage_value, m.suit, self.marriages_made)
                self.marriages_made += 1
                self._score(last, value, "leftover_marriage", m.cards, trick=n)
        else:
            self.leftovers_shown = True
        d = self.deal_scores
        self._close_deal(d)
        self.totals = [t + x for t, x in zip(self.totals, d, strict=True)]
        if self.horizon == "deal" or scoring.game_over(self.rules, self.deal_no, self.totals):
            self.winners = scoring.winners(self.totals)
            self.phase = "over"
            return
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.seats
        self._reset_deal()
        self.phase = "deal"

    def _close_deal(self, points: tuple[int, ...]) -> None:
        """Keep the deal that is over in ``deals``: the hands as dealt (seven each, one at a
        time clockwise from the dealer's left, ``draw.dealt_to``), the tricks and each
        seat's points in the deal, and the leftovers, face up now whatever the option
        ``leftovers``."""
        dealt = [0] * self.seats
        for i, card in enumerate(self.dealt):
            seat = draw.dealt_to(i, self.dealer, self.seats)
            if seat is not None:
                dealt[seat] |= 1 << card
        self.deals = (*self.deals, PippipDeal(self.deal_no, self.dealer, tuple(dealt),
                                              tuple(self.tricks), points, self.leftovers))

    def _score(self, player: int, points: int, reason: Reason, cards: CardSet,
               trick: int | None = None) -> None:
        number = self.trick_number if trick is None else trick
        self.events.append(PippipEvent(player, points, reason, self.deal_no, number, cards))
