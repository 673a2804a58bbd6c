"""Tricks and finished deals, whatever the trick game and however many seats.

A trick is the cards played to it in order, each with the seat that played it; the first
is the lead. Every game here plays tricks: Penneech and Piquet two-handed (Cotton, *The
Compleat Gamester*, 1674, p. 148 and p. 85), Pip-Pip! with three to twelve players
(pagat.com, "Pip-Pip!"), and Cotton's All-Fours two-handed (p. 112). Which card wins, and
what a trick is worth, is each game's rule (its ``tricks.py``); this module only keeps
what was played, in one shape, so that the views, the players and the front ends read it
the same way in every game.

A deal ends when its last trick is taken (or when the game is won during it), and the
state then starts the next deal with an empty table. So that nothing is lost, each state
keeps its deals that are over as ``FinishedDeal`` records (``state.deals``): the hands as
dealt, every trick with its winner and each seat's points in that deal. A seat's view
holds them as ``FinishedDeal.seen_by`` gives them: the tricks and points (played and
scored face up, so public) but only the seat's own hand as dealt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol, Self

from penneech.core.cards import Card, CardSet

#: A card played to a trick: the seat that played it, and the card.
Play = tuple[int, Card]


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick of deal play: its number in the deal (from 1), the seat that led,
    the cards in the order played with the seat that played each (``plays``, the lead
    first), the seat that won it, and, where the game has them, the trump it was played
    under (``None`` in Piquet, which has none, Cotton p. 85) and the card points it holds
    (Pip-Pip!'s card values, pagat.com; 0 where a trick's cards are not counted so)."""

    number: int
    leader: int
    plays: tuple[Play, ...]
    winner: int
    trump: int | None = None
    points: int = 0

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played, the lead first."""
        return tuple(card for _, card in self.plays)

    @property
    def lead(self) -> Card:
        """The card led."""
        return self.plays[0][1]

    @property
    def follow(self) -> Card:
        """The second card played (in a two-hand game, the answer to the lead)."""
        return self.plays[1][1]

    @property
    def mask(self) -> CardSet:
        """The trick's cards as a set."""
        m = 0
        for _, card in self.plays:
            m |= 1 << card
        return m

    def card_of(self, seat: int) -> Card | None:
        """The card ``seat`` played to this trick, or ``None`` if it played none."""
        return next((card for s, card in self.plays if s == seat), None)


def two_hand_trick(number: int, leader: int, lead: Card, follow: Card, winner: int,
                   trump: int | None = None) -> Trick:
    """A trick of a two-hand game: ``leader`` led ``lead``, the other seat played
    ``follow``."""
    return Trick(number, leader, ((leader, lead), (1 - leader, follow)), winner, trump)


def in_play(leader: int, lead_card: Card | None) -> tuple[Play, ...]:
    """The trick in progress of a two-hand game, as plays: the card led, if any."""
    return () if lead_card is None else ((leader, lead_card),)


def played_by(tricks: Iterable[Trick], seat: int, current: Iterable[Play] = ()) -> CardSet:
    """The cards ``seat`` has played this deal: its card in each of ``tricks`` and in
    ``current``, the trick in progress (``in_play`` for a two-hand game). Every card played
    to a trick is played face up, so this is known to every seat."""
    m = 0
    for t in tricks:
        for s, card in t.plays:
            if s == seat:
                m |= 1 << card
    for s, card in current:
        if s == seat:
            m |= 1 << card
    return m


class TwoHandTable(Protocol):
    """What a two-hand game's state and views show of the deal in play: the tricks taken,
    who leads the trick in progress, and the card led to it, if any."""

    @property
    def tricks(self) -> Sequence[Trick]:
        """The tricks of this deal, in order."""
        ...

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick in progress."""
        ...

    @property
    def lead_card(self) -> Card | None:
        """The card led to the trick in progress, if any."""
        ...


def played_this_deal(table: TwoHandTable, seat: int) -> CardSet:
    """The cards ``seat`` has played this deal in a two-hand game, a card it has led to the
    trick in progress included: ``played_by`` for a state or a view."""
    return played_by(table.tricks, seat, in_play(table.leader, table.lead_card))


def cards_played(tricks: Iterable[Trick], current: Iterable[Play] = ()) -> CardSet:
    """Every card played this deal, by any seat, the trick in progress included."""
    m = 0
    for t in tricks:
        m |= t.mask
    for _, card in current:
        m |= 1 << card
    return m


@dataclass(frozen=True, slots=True)
class FinishedDeal:
    """A deal that is over: its number in the game (from 1), its dealer, each seat's hand
    as dealt (before any exchange or draw; 0 for a seat whose hand the holder of this
    record may not see, see ``seen_by``), every trick with its winner, in order, and the
    points each seat scored in the deal (as the game's reckoning counted them, before any
    multiplier of a game format)."""

    deal: int
    dealer: int
    dealt: tuple[CardSet, ...]
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]

    #: The fields that hold one set of cards per seat, each seen by its own seat alone
    #: (``seen_by``): the hands as dealt, and a game's own (Piquet's discards).
    PRIVATE: ClassVar[tuple[str, ...]] = ("dealt",)

    @property
    def last_trick(self) -> Trick | None:
        """The deal's last trick (``None`` if the game ended before any trick)."""
        return self.tricks[-1] if self.tricks else None

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """How many tricks each seat won in the deal."""
        won = [0] * len(self.dealt)
        for t in self.tricks:
            won[t.winner] += 1
        return tuple(won)

    def seen_by(self, seat: int) -> Self:
        """This deal as ``seat`` may know it: the tricks and points, played and scored face
        up, and its own hand as dealt (and its own cards of every other ``PRIVATE``
        field); every other seat's are 0 (hidden)."""
        hidden: dict[str, Any] = {name: own_only(getattr(self, name), seat)
                                  for name in self.PRIVATE}
        return replace(self, **hidden)


def own_only(cards: Sequence[CardSet], seat: int) -> tuple[CardSet, ...]:
    """``cards``, one set per seat, as ``seat`` may see them: its own, every other 0."""
    return tuple(c if s == seat else 0 for s, c in enumerate(cards))


@dataclass
class TricksShown:
    """How far a front end (a terminal, a replay) has shown the tricks of a game: up to
    trick ``count`` of deal ``deal``. ``since`` gives the tricks completed after that, in
    order, those of deals that ended meanwhile included: the last trick of a deal is read
    from its ``FinishedDeal``, though the state has already cleared the table for the next
    deal."""

    deal: int = 0
    count: int = 0

    def since(self, deals: Sequence[FinishedDeal], deal_no: int,
              tricks: Sequence[Trick]) -> list[Trick]:
        """The tricks completed since the last call, given the game's finished ``deals``,
        the current deal's number and its tricks so far; the cursor moves past them."""
        runs: list[tuple[int, Sequence[Trick]]] = [
            (d.deal, d.tricks) for d in deals if d.deal >= self.deal]
        if not runs or runs[-1][0] != deal_no:
            runs.append((deal_no, tricks))
        new: list[Trick] = []
        for number, played in runs:
            new.extend(played[self.count if number == self.deal else 0:])
        self.deal, self.count = runs[-1][0], len(runs[-1][1])
        return new
