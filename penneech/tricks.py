"""Penneech's card ranking, trick rule and card values (Cotton, ch. XXII, pp. 148-149).

Every function here is a rule with its source; the game state (``state.py``), the fast
simulator (``simulate.py``) and the computer players all call these tables, so each rule
is written once.
"""

from __future__ import annotations

from penneech.cards import (
    ACE,
    DIAMONDS,
    JACK,
    KING,
    QUEEN,
    SUIT_MASKS,
    Card,
    CardSet,
    make_card,
    rank_of,
    suit_of,
)
from penneech.rules import Counters, Follow

#: The seven of diamonds, "Penneech" (C11-C13).
PENNEECH: Card = make_card(7, DIAMONDS)

#: Values of the Ace and coat cards: "the Ace is five, the King four, the Queen three, and
#: the Knave two" (Cotton p. 148, C4).
HONOUR_VALUES = {ACE: 5, KING: 4, QUEEN: 3, JACK: 2}

#: Penneech "is reckon'd fourteen turn'd up, but it is but seven in hand" (p. 149, C11-C12).
PENNEECH_TURNED = 14
PENNEECH_IN_HAND = 7


def power(card: Card) -> int:
    """Rank within its suit for winning tricks; the seven of diamonds is above the Ace.

    Cotton p. 149 (C13): "if it be not Trump it wins all Diamonds".
    """
    return 15 if card == PENNEECH else rank_of(card)


POWER: tuple[int, ...] = tuple(power(c) for c in range(52))


def follower_wins(lead: Card, follow: Card, trump: int) -> bool:
    """Does the second card win the trick?

    A trump beats any other suit; otherwise the higher card of the led suit wins, and a
    card of another suit loses (Cotton p. 149, C13, and the general rule of Ruff and
    Honours, p. 116: "the least Trump will win the highest Card of any other Card").
    """
    ls, fs = lead // 13, follow // 13
    if fs == ls:
        return POWER[follow] > POWER[lead]
    return fs == trump


def legal_follows(hand: CardSet, lead: Card, trump: int, rule: Follow) -> CardSet:
    """The cards of ``hand`` the second player may play to ``lead`` under ``rule``.

    ``must_follow``: the led suit if held, else anything; ``follow_or_trump``: the led suit
    or a trump if the led suit is held, else anything; ``free``: anything. Cotton is
    silent (see option ``follow``).
    """
    if rule == "free":
        return hand
    suit = SUIT_MASKS[lead // 13]
    same = hand & suit
    if not same:
        return hand
    if rule == "follow_or_trump":
        return same | (hand & SUIT_MASKS[trump])
    return same


def counter_value(card: Card, trump: int, counters: Counters) -> int:
    """Points for ``card`` in a trick under trump suit ``trump``.

    Trumps only (Cotton p. 148, C3: "The Ace and Coat-Cards of Trumps"), or, in Parlett's
    reading, every Ace and coat card. The seven of diamonds is "seven in hand … unless
    Diamonds be Trumps" (p. 149, C12) in both readings.
    """
    if card == PENNEECH:
        return PENNEECH_IN_HAND if trump == DIAMONDS else 0
    value = HONOUR_VALUES.get(rank_of(card), 0)
    if counters == "trumps_only" and suit_of(card) != trump:
        return 0
    return value


def turnup_value(card: Card) -> int:
    """Points for turning ``card`` up: Ace 5, King 4, Queen 3, Knave 2, Penneech 14.

    Cotton p. 148 (C8): "if it be an Ace turn'd up then he reckons five, if a King four, if
    a Queen three"; p. 149 (C11): Penneech "is reckon'd fourteen turn'd up".
    """
    if card == PENNEECH:
        return PENNEECH_TURNED
    return HONOUR_VALUES.get(rank_of(card), 0)


TURNUP_VALUE: tuple[int, ...] = tuple(turnup_value(c) for c in range(52))


def counter_table(counters: Counters) -> tuple[tuple[int, ...], ...]:
    """``table[trump][card]``: the trick value of every card under every trump suit."""
    return tuple(tuple(counter_value(c, t, counters) for c in range(52)) for t in range(4))


COUNTER_TABLES: dict[str, tuple[tuple[int, ...], ...]] = {
    "trumps_only": counter_table("trumps_only"),
    "all_honours": counter_table("all_honours"),
}


def card_count_bonus(tricks_won: int) -> int:
    """Points for the cards won above one's own seven (Cotton p. 149, C15).

    Each trick holds two cards, so ``t`` tricks hold ``2t`` cards: 4, 5, 6, 7 tricks give
    1, 3, 5, 7 points, and fewer than four tricks give nothing.
    """
    return max(0, 2 * tricks_won - 7)


#: Every Ace, King, Queen and Knave.
HONOURS_MASK: CardSet = sum(0b1111 << (13 * suit + JACK - 2) for suit in range(4))


def is_poor_hand(hand: CardSet) -> bool:
    """A hand with "neither Ace nor Face" (no A, K, Q, J), which may be thrown in (C18)."""
    return not hand & HONOURS_MASK


def cut_value(card: Card) -> int:
    """Rank for cutting for the first deal: King high, Ace low (Parlett, via Martin)."""
    r = rank_of(card)
    return 1 if r == ACE else r
