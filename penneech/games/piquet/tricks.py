"""Piquet's trick play, each rule written once: following suit, the trick's winner, and
the points scored in play.

- Following (Cavendish, law 59; Cotton 1674, p. 85; Meyers): the second player must follow
  suit if he can, and may play any card if he cannot; there are no trumps. A card of
  another suit played to a lead so shows that its player holds no card of the suit led.
- Winning (Cavendish, law 59 and the description, Playing; Cotton 1674, p. 85; Meyers):
  the higher card of the suit led wins the trick, Ace high; a card of another suit never
  wins it.
- Points in play (option ``play_scoring``): under ``leads_and_captures`` (Meyers;
  Cavendish, law 65) one for every lead and one for the second player if he wins the
  trick; under ``high_cards`` (Cotton 1674, p. 85) one for leading an Ace, King, Queen,
  Knave or Ten, and one for the second player if he wins with such a card. A leader who
  wins his own lead scores once. The last trick's bonus, the cards and capot are the
  rule set's values (``state.py``).

The game state (``state.py``), the record's trick notes (``record.py``), the web
façade's summary of a finished deal (``web.py``) and the computer players
(``players/``: the double-dummy solver, the quick play-out and the world sampler) all
call these functions, or read the tables below, which are computed from them when this
module is imported, so no rule of trick play is written twice. Cards are
``penneech.core.cards`` ids (``suit * 13 + rank - 2``), as in ``pack.py``.
"""

from __future__ import annotations

from typing import get_args

from penneech.core.cards import SUIT_MASKS, Card, CardSet, rank_of, suit_of
from penneech.games.piquet.rules import PlayScoring

#: The lowest card that scores in play under ``high_cards``: "Ace, King, Queen, Knave or
#: Ten" (Cotton 1674, p. 85).
HIGH_RANK = 10

#: The values of option ``play_scoring`` (``options.PLAY_SCORING``).
PLAY_SCORINGS: tuple[PlayScoring, ...] = get_args(PlayScoring)


# ----------------------------------------------------------------- following
def legal_follows(hand: CardSet, lead: Card) -> CardSet:
    """The cards of ``hand`` the second player may play to ``lead``: those of the suit led
    if he holds any, else any card (Cavendish, law 59; Cotton 1674, p. 85; Meyers).

    >>> from penneech.core.cards import card_name, cards_in, parse_card, parse_cards, mask
    >>> hand = mask(parse_cards("AH 7S 9C"))
    >>> [card_name(c) for c in cards_in(legal_follows(hand, parse_card("KS")))]
    ['7♠']
    >>> [card_name(c) for c in cards_in(legal_follows(hand, parse_card("KD")))]
    ['9♣', 'A♥', '7♠']
    """
    return hand & SUIT_MASKS[suit_of(lead)] or hand


def shows_void(lead: Card, follow: Card) -> bool:
    """Does playing ``follow`` to ``lead`` show that its player holds no card of the suit
    led? The follow rule read backwards: only a card the rule allows from a hand without
    the suit led (``legal_follows``), so a card of another suit.

    >>> from penneech.core.cards import parse_card as c
    >>> shows_void(c("KS"), c("7H")), shows_void(c("KS"), c("AS"))
    (True, False)
    """
    with_suit = SUIT_MASKS[suit_of(lead)] | 1 << follow
    return not legal_follows(with_suit, lead) >> follow & 1


# ----------------------------------------------------------------- winning a trick
def _follower_wins(lead: Card, follow: Card) -> bool:
    """The trick rule itself; ``follower_wins`` and ``BEATS`` are read from it."""
    return suit_of(follow) == suit_of(lead) and rank_of(follow) > rank_of(lead)


#: ``BEATS[lead]``: the cards that win the trick when played second to ``lead`` (a bit
#: mask, from ``_follower_wins``). Test a card with ``BEATS[lead] >> card & 1``.
BEATS: tuple[CardSet, ...] = tuple(
    sum(1 << f for f in range(52) if _follower_wins(lead, f)) for lead in range(52))


def follower_wins(lead: Card, follow: Card) -> bool:
    """Does the second card win the trick? Only a higher card of the suit led does
    (Cavendish, law 59 and the description, Playing; Cotton 1674, p. 85; Meyers: no trumps
    in Piquet).

    >>> from penneech.core.cards import parse_card as c
    >>> follower_wins(c("9S"), c("TS")), follower_wins(c("9S"), c("AH"))
    (True, False)
    """
    return bool(BEATS[lead] >> follow & 1)


def trick_winner(leader: int, lead: Card, follow: Card) -> int:
    """The seat (0 or 1) that wins the trick ``leader`` led with ``lead`` (rule as above).

    >>> from penneech.core.cards import parse_card as c
    >>> trick_winner(0, c("9S"), c("TS")), trick_winner(0, c("9S"), c("AH"))
    (1, 0)
    """
    return 1 - leader if BEATS[lead] >> follow & 1 else leader


# ----------------------------------------------------------------- points in play
def is_high(card: Card) -> bool:
    """An Ace, King, Queen, Knave or Ten: the cards that score in play under Cotton's
    ``high_cards`` (Cotton 1674, p. 85)."""
    return rank_of(card) >= HIGH_RANK


def lead_point(lead: Card, scoring: PlayScoring) -> int:
    """The point for leading ``lead``, scored as it is played: one for every lead (Meyers;
    Cavendish, law 65), or only for an Ace to Ten (``high_cards``; Cotton 1674, p. 85).

    >>> from penneech.core.cards import parse_card as c
    >>> lead_point(c("9H"), "leads_and_captures"), lead_point(c("9H"), "high_cards")
    (1, 0)
    """
    return 1 if scoring == "leads_and_captures" or is_high(lead) else 0


def capture_point(lead: Card, follow: Card, scoring: PlayScoring) -> int:
    """The point for the second player when ``follow`` wins the trick ``lead`` opened:
    one (Meyers; Cavendish, law 65), or only if he wins with an Ace to Ten
    (``high_cards``; Cotton 1674, p. 85); nothing if the leader wins his own lead.

    >>> from penneech.core.cards import parse_card as c
    >>> capture_point(c("7C"), c("8C"), "leads_and_captures"), capture_point(
    ...     c("7C"), c("8C"), "high_cards"), capture_point(c("KC"), c("8C"), "high_cards")
    (1, 0, 0)
    """
    if not follower_wins(lead, follow):
        return 0
    return 1 if scoring == "leads_and_captures" or is_high(follow) else 0


#: One trick's outcome: (1 if the second card wins else 0, the leader's point for the lead,
#: the second player's point for winning).
TrickOutcome = tuple[int, int, int]


def trick_outcome(lead: Card, follow: Card, scoring: PlayScoring) -> TrickOutcome:
    """The whole trick at once: who wins it and the points of play it scores (above).

    >>> from penneech.core.cards import parse_card as c
    >>> trick_outcome(c("TH"), c("AH"), "high_cards"), trick_outcome(c("8D"), c("AH"),
    ...                                                                "high_cards")
    ((1, 1, 1), (0, 0, 0))
    """
    return (int(follower_wins(lead, follow)), lead_point(lead, scoring),
            capture_point(lead, follow, scoring))


#: ``OUTCOMES[scoring][lead][follow]``: ``trick_outcome`` for every pair of cards, for the
#: solver and the quick play-out (read ``won, to_leader, to_follower = ...``; the trick's
#: winner is ``leader ^ won``).
OUTCOMES: dict[PlayScoring, tuple[tuple[TrickOutcome, ...], ...]] = {
    scoring: tuple(tuple(trick_outcome(lead, follow, scoring) for follow in range(52))
                   for lead in range(52))
    for scoring in PLAY_SCORINGS
}
