"""Cards, packs and card names for French-suited games (Penneech, Piquet, Pip-Pip!).

A card is an ``int`` from 0 to 51: ``suit * 13 + (rank - 2)``, with ranks 2 … 14 (Ace
high) and suits in the order clubs, diamonds, hearts, spades. A set of cards is an
``int`` bit mask (bit ``card``), so hands, packs and "cards seen" are cheap to copy and
compare. Nothing in this module is specific to Penneech; the seven of diamonds' special
rank lives in ``penneech.games.penneech.tricks``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from penneech.core.errors import CardError, shown

Card = int
CardSet = int

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS: tuple[int, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES_EN = ("clubs", "diamonds", "hearts", "spades")
SUIT_NAMES_DE = ("Kreuz", "Karo", "Herz", "Pik")

JACK, QUEEN, KING, ACE = 11, 12, 13, 14
RANK_NAMES = {10: "10", JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}
RANK_WORDS_EN = {JACK: "Jack", QUEEN: "Queen", KING: "King", ACE: "Ace"}
RANK_WORDS_DE = {JACK: "Bube", QUEEN: "Dame", KING: "König", ACE: "Ass"}
_RANK_INPUT = {"A": ACE, "K": KING, "Q": QUEEN, "J": JACK, "T": 10, "10": 10}
_RANK_INPUT.update({str(r): r for r in range(2, 10)})  # ASCII digits only, never "²" or "٣"
_SUIT_INPUT = {c: i for i, c in enumerate(SUIT_LETTERS)}
_SUIT_INPUT.update({c: i for i, c in enumerate(SUIT_SYMBOLS)})
_SUIT_INPUT.update({"♤": SPADES, "♡": HEARTS, "♢": DIAMONDS, "♧": CLUBS})


def make_card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (2-14) and ``suit`` (0-3)."""
    return suit * 13 + rank - 2


def suit_of(card: Card) -> int:
    """The suit (0 clubs, 1 diamonds, 2 hearts, 3 spades)."""
    return card // 13


def rank_of(card: Card) -> int:
    """The rank, 2 … 14 (Ace = 14)."""
    return card % 13 + 2


def pack(size: int = 52) -> list[Card]:
    """The cards of a pack: 52 (Two to Ace) or 32 (Seven to Ace, as for Piquet)."""
    if size not in (52, 32):
        raise CardError(f"no pack of {size} cards: packs have 52 or 32 cards")
    low = 2 if size == 52 else 7
    return [make_card(r, s) for s in SUITS for r in range(low, ACE + 1)]


def mask(cards: Iterable[Card]) -> CardSet:
    """The bit mask of a collection of cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(m: CardSet) -> Iterator[Card]:
    """The cards of a bit mask, lowest id first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


SUIT_MASKS: tuple[CardSet, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in SUITS)


def card_name(card: Card, symbols: bool = True) -> str:
    """A card's short name: ``7♦``, ``10♥``, ``Q♠`` (or ``7D`` with ``symbols=False``)."""
    rank = rank_of(card)
    r = RANK_NAMES.get(rank, str(rank))
    s = SUIT_SYMBOLS[suit_of(card)] if symbols else SUIT_LETTERS[suit_of(card)]
    return r + s


def card_words(card: Card, lang: str = "en") -> str:
    """A card's full name for screen readers: "seven of diamonds", "Karo Sieben"."""
    rank, suit = rank_of(card), suit_of(card)
    if lang == "de":
        numbers = ["Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn"]
        word = RANK_WORDS_DE.get(rank) or numbers[rank - 2]
        return f"{SUIT_NAMES_DE[suit]} {word}"
    numbers_en = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    word_en = RANK_WORDS_EN.get(rank) or numbers_en[rank - 2]
    return f"{word_en} of {SUIT_NAMES_EN[suit]}"


def parse_card(text: str) -> Card:
    """Read a card name: ``7D``, ``7d``, ``10H``, ``TH``, ``♦7``, ``Q♠``, ``7♦``.

    Ranks are written with the ASCII digits 2-10 or the letters T J Q K A; other digits
    (superscripts, Arabic-Indic, fullwidth) are refused with ``CardError``, as is anything
    that is not a card name. Long input is cut in the message.

    >>> card_name(parse_card("♦7")), card_name(parse_card("th"))
    ('7♦', '10♥')
    """
    if not isinstance(text, str):
        raise CardError(f"a card name must be text such as 7D or Q♠, not {shown(text)}")
    raw = text.strip()
    t = raw.upper()
    if not t:
        raise CardError("empty card name: expected a rank and a suit such as 7D or Q♠")
    if t[0] in _SUIT_INPUT and t[-1] not in _SUIT_INPUT:
        suit_part, rank_part = t[0], t[1:]
    else:
        rank_part, suit_part = t[:-1], t[-1]
    if suit_part not in _SUIT_INPUT:
        raise CardError(
            f"card {shown(raw)}: unknown suit {shown(suit_part)}; use C D H S or ♣ ♦ ♥ ♠"
        )
    rank = _RANK_INPUT.get(rank_part)
    if rank is None:
        raise CardError(
            f"card {shown(raw)}: unknown rank {shown(rank_part)}; use 2-10, T, J, Q, K or A"
        )
    return make_card(rank, _SUIT_INPUT[suit_part])


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by spaces or commas."""
    return [parse_card(t) for t in text.replace(",", " ").split()]


#: Rank letters of the court cards and the Ace by language: German packs index the Jack
#: (Bube) with B and the Queen (Dame) with D, as Martin's German description writes them.
RANK_LETTERS: dict[str, dict[int, str]] = {
    "en": {JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"},
    "de": {JACK: "B", QUEEN: "D", KING: "K", ACE: "A"},
}


def local_card_name(card: Card, lang: str = "en", symbols: bool = True) -> str:
    """A card's short name as a reader of ``lang`` expects it on a page.

    English gives ``Q♠``, ``J♥``, ``10♦`` (the same as :func:`card_name`); German gives
    ``D♠`` (Dame), ``B♥`` (Bube), ``10♦``; King and Ace are ``K`` and ``A`` in both.

    >>> local_card_name(parse_card("QS"), "de"), local_card_name(parse_card("JH"), "en")
    ('D♠', 'J♥')
    """
    letters = RANK_LETTERS.get(lang)
    if letters is None:
        raise CardError(f"no card names in language {lang!r}: use one of "
                        + ", ".join(sorted(RANK_LETTERS)))
    if not 0 <= card < 52:
        raise CardError(f"no card {card!r}: cards are numbered 0 to 51")
    rank = rank_of(card)
    r = letters.get(rank, str(rank))
    s = SUIT_SYMBOLS[suit_of(card)] if symbols else SUIT_LETTERS[suit_of(card)]
    return r + s
