"""The Pip-Pip! pack: two French 52-card packs shuffled together, every card twice.

A physical card is an ``int`` from 0 to 103: ``copy * 52 + face``, where ``face`` is a
``penneech.core.cards`` card id (``suit * 13 + rank - 2``) and ``copy`` 0 or 1 tells the two
identical cards apart. Records and tests write them ``AC#0``, ``AC#1`` (ace of clubs of
either pack); a set of cards is a 104-bit mask. The order of rank and the card points
depend on the option ``card_system`` (pagat (S), "Karten"; our research notes, B.1):

- ``english`` (S, F, H): 2 A K Q J 10 9 … 3, the Two 11, Ace 10, King 5, Queen 4, Jack 3;
- ``european`` (S's note after Parlett): A 10 K Q J 9 … 2 (the order is our reading,
  B.9.8), the Ace 11, Ten 10, King 4, Queen 3, Jack 2.
"""

from __future__ import annotations

from penneech.core.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    Card,
    CardSet,
    card_name,
    make_card,
    parse_card,
    rank_of,
    suit_of,
)
from penneech.core.errors import CardError, shown

PACK_SIZE = 104
HAND_SIZE = 7
#: Every card of the two packs.
FULL_PACK: CardSet = (1 << PACK_SIZE) - 1

_POINTS: dict[str, dict[int, int]] = {
    "english": {2: 11, ACE: 10, KING: 5, QUEEN: 4, JACK: 3},
    "european": {ACE: 11, 10: 10, KING: 4, QUEEN: 3, JACK: 2},
}

#: The European order: Ace, Ten, King, Queen, Jack, then Nine down to Two.
_EUROPEAN_ORDER = {ACE: 14, 10: 13, KING: 12, QUEEN: 11, JACK: 10}


def face_of(card: Card) -> Card:
    """The card's face, a ``penneech.core.cards`` id (0-51): the same for both copies."""
    return card % 52


def physical(face: Card, copy: int) -> Card:
    """The physical card of ``face`` (0-51) from pack ``copy`` (0 or 1)."""
    return copy * 52 + face


def pp_suit(card: Card) -> int:
    """The suit (0 clubs, 1 diamonds, 2 hearts, 3 spades)."""
    return suit_of(card % 52)


def pp_rank(card: Card) -> int:
    """The rank as printed on the card, 2 … 14 (Ace 14)."""
    return rank_of(card % 52)


def strength(card: Card, system: str) -> int:
    """The card's place in the order of rank within its suit (higher beats lower): the
    Two above the Ace in the English system, the Ten between Ace and King in the
    European (pagat (S), B.1.3, B.1.5)."""
    rank = pp_rank(card)
    if system == "english":
        return 15 if rank == 2 else rank
    return _EUROPEAN_ORDER.get(rank, rank)


def card_points(card: Card, system: str) -> int:
    """What the card counts when taken in a trick (pagat (S), B.1.4, B.1.5)."""
    return _POINTS[system].get(pp_rank(card), 0)


def points_of(cards: CardSet, system: str) -> int:
    """The card points of a set of cards."""
    table = _POINTS[system]
    total = 0
    while cards:
        low = cards & -cards
        total += table.get(pp_rank(low.bit_length() - 1), 0)
        cards ^= low
    return total


def suit_mask(suit: int) -> CardSet:
    """Both copies of every card of ``suit``."""
    one = ((1 << 13) - 1) << (13 * suit)
    return one | (one << 52)


def pp_card_name(card: Card) -> str:
    """A physical card's name in records and tests: ``AC#0``, ``10H#1``.

    >>> pp_card_name(physical(make_card(ACE, 0), 1))
    'AC#1'
    """
    return f"{card_name(card % 52, symbols=False)}#{card // 52}"


def pp_card_words(card: Card, symbols: bool = True) -> str:
    """A card's short name without its pack, ``A♣``: both copies look alike."""
    return card_name(card % 52, symbols)


def parse_pp_card(text: object) -> Card:
    """Read a physical card written ``AC#0`` or ``10H#1`` (any rank and suit form that
    ``penneech.core.cards.parse_card`` reads, then ``#`` and the pack, 0 or 1).

    >>> parse_pp_card("KH#1") == physical(make_card(KING, 2), 1)
    True
    """
    if not isinstance(text, str):
        raise CardError(f"a Pip-Pip! card must be text such as AC#0, not {shown(text)}")
    face, sep, copy = text.strip().partition("#")
    if not sep or copy not in ("0", "1"):
        raise CardError(f"card {shown(text)}: a Pip-Pip! card names its pack after '#', "
                        f"0 or 1, as in AC#0 or AC#1")
    return physical(parse_card(face), int(copy))


def pp_make(rank: int, suit: int, copy: int) -> Card:
    """The physical card of ``rank`` and ``suit`` from pack ``copy``."""
    return physical(make_card(rank, suit), copy)
