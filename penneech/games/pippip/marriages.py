"""Marriages ("Pip-Pip!"): which pairs may be declared, in which order they count, what
they score and which trump they leave.

- A King and Queen of one suit in the hand may be declared; the two cards are laid face
  up and stay in the hand (pagat (S), "Pip-Pip!"; B.5.1-2). Each physical card is married
  at most once; the other King and Queen of the two packs may make a second marriage of
  the same suit (S; B.5.6).
- Several players declaring at once all score; the trump is the suit of the declaration
  that comes last in clockwise order from the winner of the last trick (S; B.5.5), from
  the opening leader before the first trick (B.9.6, our reading). A player declaring two
  marriages orders them himself.
- Fosdick's rule (option ``marriage_must_change_trump``; S after Fosdick; H): the suit that
  is trump may not be declared; declarations made together are each judged against the
  trump at the start of the window (B.5.7, our reading).
- Value (option ``marriage_value``; S and its notes; B.5.8): 50 each; or 20, 40, 60, …
  for the first, second, third marriage of the deal (counted over all players in the
  order they are resolved, B.9.7); or by suit, 100/80/60/40 or 80/60/40/20 in the order
  ♣ ♠ ♥ ♦ (German) or ♥ ♦ ♣ ♠ (Austrian).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from penneech.core.cards import CLUBS, DIAMONDS, HEARTS, KING, QUEEN, SPADES, Card, CardSet
from penneech.games.pippip.pack import pp_card_name, pp_make, pp_rank, pp_suit

#: The suits by value, highest first, for the suit scales (S, "Anmerkungen").
SUIT_ORDERS: dict[str, tuple[int, ...]] = {
    "german": (CLUBS, SPADES, HEARTS, DIAMONDS),
    "austrian": (HEARTS, DIAMONDS, CLUBS, SPADES),
}

#: How many different marriages the two packs allow: 4 suits x 2 Kings x 2 Queens.
PAIRS = 16


class Marriage(NamedTuple):
    """A King and a Queen of the same suit (physical cards, ``pack.py``)."""

    king: Card
    queen: Card

    @property
    def suit(self) -> int:
        """The suit of the marriage."""
        return pp_suit(self.king)

    @property
    def cards(self) -> CardSet:
        """The two cards as a set."""
        return (1 << self.king) | (1 << self.queen)

    @property
    def number(self) -> int:
        """A number 0-15 naming the pair: suit, King's pack, Queen's pack."""
        return self.suit * 4 + (self.king // 52) * 2 + self.queen // 52

    def name(self) -> str:
        """``KH#0+QH#1``."""
        return f"{pp_card_name(self.king)}+{pp_card_name(self.queen)}"


def marriage_of(index: int) -> Marriage:
    """The pair numbered ``index`` (0-15, ``Marriage.number``)."""
    suit, copies = divmod(index, 4)
    return Marriage(pp_make(KING, suit, copies // 2), pp_make(QUEEN, suit, copies % 2))


def is_king(card: Card) -> bool:
    """Is ``card`` a King?"""
    return pp_rank(card) == KING


def is_queen(card: Card) -> bool:
    """Is ``card`` a Queen?"""
    return pp_rank(card) == QUEEN


def eligible(hand: CardSet, used: CardSet, barred_suit: int | None) -> list[Marriage]:
    """Every pair of the hand that may be declared now: King and Queen of one suit,
    neither already ``used`` (married, or in a declaration not yet resolved), and not of
    ``barred_suit`` (the trump under Fosdick's rule, else ``None``)."""
    free = hand & ~used
    return [m for m in map(marriage_of, range(PAIRS))
            if m.cards & free == m.cards and m.suit != barred_suit]


def value(rule: str, suit: int, earlier: int) -> int:
    """What a marriage of ``suit`` scores when ``earlier`` marriages of the deal were
    resolved before it (option ``marriage_value``)."""
    if rule == "flat_50":
        return 50
    if rule == "escalating":
        return 20 * (earlier + 1)
    _, order, top = rule.split("_")
    return int(top) - 20 * SUIT_ORDERS[order].index(suit)


def resolution_order(start: int, seats: int) -> list[int]:
    """The seats clockwise from ``start`` (the last trick's winner, or the opening leader
    before the first trick): the order in which declarations made together count."""
    return [(start + i) % seats for i in range(seats)]


def pairs_among(cards: Iterable[Card]) -> list[Marriage]:
    """The marriages a set of loose cards contains (the leftovers the last trick takes,
    S's note; B.9.10): each King with a Queen of its suit, as many as can be paired."""
    kings: dict[int, list[Card]] = {}
    queens: dict[int, list[Card]] = {}
    for c in sorted(cards):
        if is_king(c):
            kings.setdefault(pp_suit(c), []).append(c)
        elif is_queen(c):
            queens.setdefault(pp_suit(c), []).append(c)
    found = []
    for suit in sorted(kings):
        found += [Marriage(k, q) for k, q in zip(kings[suit], queens.get(suit, []),
                                                 strict=False)]
    return found
