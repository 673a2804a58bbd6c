"""Rules of thumb for Pip-Pip!, fast enough to play thousands of deals: the greedy
player's choices, and the play-outs of the expert's sampled deals.

Every function reads plain values (card masks, the trick, the trump), so the same
choices serve a player's view and a sampled deal. The reasoning:

- Card points go to whoever wins the trick (pagat (S), "Karten"; our research notes,
  B.1.4, B.6.1). So a trick that carries points is taken with the cheapest card that
  wins it now: when this player is last to play, or when the winning card is high; a
  card that cannot win, or a trick not worth winning, gets the lowest card, the one
  that gives the least away.
- A King or Queen not yet married may still make a marriage of 50 (S, "Pip-Pip!";
  B.5.1): it is kept while another card will do.
- Every marriage that may be declared is declared (it scores at once, S, B.5.8); when
  several are, the one in the suit this player is longest in comes last, so that it
  sets the trump (the last declaration in order sets it: S, B.5.5).
- The lead is a low card of a plain suit, not a marriage card.
"""

from __future__ import annotations

from collections.abc import Sequence

from penneech.core.cards import KING, QUEEN, Card, CardSet
from penneech.games.pippip.actions import DECLARE, DONE, PLAY_DECLARE, card_played
from penneech.games.pippip.marriages import marriage_of
from penneech.games.pippip.pack import PACK_SIZE, card_points, pp_rank, pp_suit, strength, suit_mask
from penneech.games.pippip.tricks import takers

#: Each physical card's suit, and whether it is a King or Queen.
SUIT: tuple[int, ...] = tuple(pp_suit(c) for c in range(PACK_SIZE))
ROYAL: tuple[bool, ...] = tuple(pp_rank(c) in (KING, QUEEN) for c in range(PACK_SIZE))
#: Order of rank and card points per card system (``pack.strength``, ``pack.card_points``).
STRENGTH: dict[str, tuple[int, ...]] = {
    system: tuple(strength(c, system) for c in range(PACK_SIZE))
    for system in ("english", "european")}
POINTS: dict[str, tuple[int, ...]] = {
    system: tuple(card_points(c, system) for c in range(PACK_SIZE))
    for system in ("english", "european")}
SUIT_MASKS: tuple[CardSet, ...] = tuple(suit_mask(s) for s in range(4))
#: Both Kings and both Queens of each suit.
KINGS: tuple[CardSet, ...] = tuple(
    sum(1 << c for c in range(PACK_SIZE) if SUIT[c] == s and pp_rank(c) == KING)
    for s in range(4))
QUEENS: tuple[CardSet, ...] = tuple(
    sum(1 << c for c in range(PACK_SIZE) if SUIT[c] == s and pp_rank(c) == QUEEN)
    for s in range(4))
#: A trick worth this many points is worth a high card when others are still to play.
WORTH = 5
#: From this strength on a card is high enough to try to win with it (the Ace, or the
#: Two in the English order; the Ace or Ten in the European).
HIGH = 14


def has_pair(free: CardSet, barred: int | None = None) -> bool:
    """Does ``free`` (a hand less its married cards) hold a King and Queen of a suit
    other than ``barred``? (A loop, not ``any``: no generator in the play-outs' hot path.)"""
    for s in range(4):  # noqa: SIM110
        if free & KINGS[s] and free & QUEENS[s] and s != barred:
            return True
    return False


def suit_length(hand: CardSet, suit: int) -> int:
    """How many cards of ``suit`` the hand holds."""
    return (hand & SUIT_MASKS[suit]).bit_count()


def beats(card: Card, top: Card, takes: Sequence[CardSet]) -> bool:
    """Would ``card``, played now, take the lead from ``top``, the card winning the
    trick so far? ``takes`` is ``tricks.takers(trump, system)``, the table of the rule
    (``tricks.takes_lead``: a card of the same suit at least as high, a later identical
    card winning, or a trump over a card that is not; S, B.3.3)."""
    return bool(takes[top] >> card & 1)


def winning_card(trick: Sequence[tuple[int, Card]], takes: Sequence[CardSet]) -> Card:
    """The card winning the trick so far, as ``tricks.winning_index`` finds it (``takes``
    as for ``beats``)."""
    top = trick[0][1]
    for _, card in trick[1:]:
        if takes[top] >> card & 1:
            top = card
    return top


def choose_window(legal: Sequence[int], hand: CardSet) -> int:
    """A marriage window: declare (the marriage in this player's shortest suit first, so
    that the longest comes last and sets the trump), then ``done``."""
    declares = [a for a in legal if DECLARE <= a < DONE]
    if not declares:
        return DONE
    return min(declares, key=lambda a: (suit_length(hand, marriage_of(a - DECLARE).suit), a))


def choose_play(legal: Sequence[int], hand: CardSet, trick: Sequence[tuple[int, Card]],
                seats: int, trump: int | None, system: str, married: CardSet) -> int:
    """A card to play (or, under ``declare_on_play``, a card that declares its
    marriage: always taken, the cheaper card of the longest suit)."""
    strong = STRENGTH[system]
    points = POINTS[system]
    if legal[-1] >= PLAY_DECLARE:
        declaring = [a for a in legal if a >= PLAY_DECLARE]
        return min(declaring, key=lambda a: (
            -suit_length(hand, SUIT[card_of(a)]), points[card_of(a)], a))
    cards = legal

    def keep(c: Card) -> bool:
        return ROYAL[c] and not (married >> c) & 1

    if not trick:
        return min(cards, key=lambda c: (SUIT[c] == trump, keep(c), points[c], strong[c], c))
    takes = takers(trump, system)
    top = winning_card(trick, takes)
    worth = sum(points[c] for _, c in trick)
    wins = [c for c in cards if takes[top] >> c & 1]
    if wins:
        best = min(wins, key=lambda c: (SUIT[c] == trump, strong[c], keep(c), c))
        gain = worth + points[best]
        last = len(trick) == seats - 1
        if (last and gain > 0) or (gain >= WORTH and (
                strong[best] >= HIGH or SUIT[best] == trump)):
            return best
    return min(cards, key=lambda c: (points[c], SUIT[c] == trump, keep(c), strong[c], c))


def card_of(action: int) -> Card:
    """The card an action plays (a card, or a card declaring its marriage)."""
    card = card_played(action)
    assert card is not None
    return card
