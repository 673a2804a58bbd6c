"""Penneech's rules of play and scoring, each written once (Cotton, ch. XXII, pp. 148-149).

Every rule of trick play and scoring is defined here by one function that cites its source:
the ranking, the trick winner, the follow rule (and what a card played to a trick shows about
the hand it came from), the value of a counting card and who scores it, the value of a card
turned up, who scores the first turned card, who leads, the card count, and who has won
when points are added at the end of a hand. The game state
(``state.py``), the fast play-out (``simulate.py``), the double-dummy solver and the world
sampler of the computer players (``players/``) all call these functions, or read tables that
are computed from them when this module is imported, so no rule is written twice.

The tables are for hot loops: they are indexed by small integers (card ids 0-51, suits 0-3)
and hold bit masks (``CardSet``) or plain ints, so a play-out or a search reads a rule with
one or two subscripts instead of a function call.
"""

from __future__ import annotations

from functools import cache
from typing import get_args

from penneech.core.cards import (
    ACE,
    DIAMONDS,
    JACK,
    KING,
    QUEEN,
    SUIT_MASKS,
    SUITS,
    Card,
    CardSet,
    make_card,
    rank_of,
    suit_of,
)
from penneech.games.penneech.rules import Counters, FirstLead, FirstTurnup, Follow, HonoursTo

#: Seven cards to each player, "one by one" (Cotton p. 148, C1, C9).
HAND_SIZE = 7
#: One trick per card in hand: seven tricks a hand (C5).
TRICKS_PER_HAND = HAND_SIZE
#: A card is turned before the first trick and after every trick, the last included (C2, C5;
#: the eighth turn-up is a point every reconstruction plays alike, U8 in ``agreed.py``).
TURNUPS_PER_HAND = TRICKS_PER_HAND + 1
#: Cards a deal uses: both hands, then the cards turned up.
CARDS_PER_DEAL = 2 * HAND_SIZE + TURNUPS_PER_HAND

#: The seven of diamonds, "Penneech" (C11-C13).
PENNEECH: Card = make_card(7, DIAMONDS)

#: Values of the Ace and coat cards: "the Ace is five, the King four, the Queen three, and
#: the Knave two" (Cotton p. 148, C4).
HONOUR_VALUES = {ACE: 5, KING: 4, QUEEN: 3, JACK: 2}

#: Penneech "is reckon'd fourteen turn'd up, but it is but seven in hand" (p. 149, C11-C12).
PENNEECH_TURNED = 14
PENNEECH_IN_HAND = 7

#: The suit of every card id, for hot loops (``SUIT[card]`` is ``suit_of(card)``).
SUIT: tuple[int, ...] = tuple(suit_of(c) for c in range(52))


# ----------------------------------------------------------------- winning a trick
def power(card: Card) -> int:
    """Rank within its suit for winning tricks; the seven of diamonds is above the Ace.

    Cotton p. 149 (C13): "if it be not Trump it wins all Diamonds".
    """
    return 15 if card == PENNEECH else rank_of(card)


POWER: tuple[int, ...] = tuple(power(c) for c in range(52))


def _follower_wins(lead: Card, follow: Card, trump: int) -> bool:
    """The trick rule itself; ``follower_wins`` and ``BEATS`` are read from it."""
    ls, fs = suit_of(lead), suit_of(follow)
    if fs == ls:
        return POWER[follow] > POWER[lead]
    return fs == trump


#: ``BEATS[trump][lead]``: the cards that win the trick when played second to ``lead``
#: under ``trump`` (a bit mask). Test a card with ``BEATS[trump][lead] >> card & 1``.
BEATS: tuple[tuple[CardSet, ...], ...] = tuple(
    tuple(sum(1 << f for f in range(52) if _follower_wins(lead, f, trump)) for lead in range(52))
    for trump in SUITS
)


def follower_wins(lead: Card, follow: Card, trump: int) -> bool:
    """Does the second card win the trick?

    A trump beats any other suit; otherwise the higher card of the led suit wins, and a
    card of another suit loses (Cotton p. 149, C13, and the general rule of Ruff and
    Honours, p. 116: "the least Trump will win the highest Card of any other Card").

    >>> from penneech.core.cards import parse_card as c
    >>> follower_wins(c("AD"), c("7D"), trump=0), follower_wins(c("AS"), c("2H"), trump=2)
    (True, True)
    """
    return bool(BEATS[trump][lead] >> follow & 1)


def trick_winner(leader: int, lead: Card, follow: Card, trump: int) -> int:
    """The seat (0 or 1) that wins the trick ``leader`` led with ``lead`` (rule as above)."""
    return 1 - leader if BEATS[trump][lead] >> follow & 1 else leader


# ----------------------------------------------------------------- following
#: The follow rules, in the order of ``options.FOLLOW`` (a test checks they agree).
FOLLOW_RULES: tuple[Follow, ...] = get_args(Follow)

#: Every card of the full pack.
ALL_CARDS: CardSet = (1 << 52) - 1


def may_play_holding_led_suit(card: Card, lead: Card, trump: int, rule: Follow) -> bool:
    """May the second player, holding a card of the led suit, play ``card`` to ``lead``?

    ``must_follow``: only the led suit; ``follow_or_trump``: the led suit or a trump;
    ``free``: anything. Cotton is silent (option ``follow``, U4). A player who holds none of
    the led suit may play any card under every reading (see ``legal_follows``).
    """
    if rule == "free" or suit_of(card) == suit_of(lead):
        return True
    return rule == "follow_or_trump" and suit_of(card) == trump


def _allowed(rule: Follow, trump: int, lead: Card) -> CardSet:
    return sum(1 << c for c in range(52) if may_play_holding_led_suit(c, lead, trump, rule))


#: ``FOLLOW_ALLOWED[rule][trump][lead]``: the cards the second player may play to ``lead``
#: when holding the led suit (a bit mask, from ``may_play_holding_led_suit``, which looks
#: at the led card's suit only: computed once per suit led).
FOLLOW_ALLOWED: dict[Follow, tuple[tuple[CardSet, ...], ...]] = {
    rule: tuple(
        tuple(by_suit[SUIT[lead]] for lead in range(52))
        for by_suit in (tuple(_allowed(rule, trump, 13 * suit) for suit in SUITS)
                        for trump in SUITS))
    for rule in FOLLOW_RULES
}


def legal_follows(hand: CardSet, lead: Card, trump: int, rule: Follow) -> CardSet:
    """The cards of ``hand`` the second player may play to ``lead`` under ``rule``.

    A player who holds a card of the led suit is bound by ``rule`` (``FOLLOW_ALLOWED``);
    one who holds none may play any card, under every reading.

    >>> from penneech.core.cards import mask, parse_cards, cards_in, card_name
    >>> hand = mask(parse_cards("2H 9S KC"))
    >>> [card_name(c) for c in cards_in(legal_follows(hand, 50, 0, "follow_or_trump"))]
    ['K♣', '9♠']
    >>> [card_name(c) for c in cards_in(legal_follows(hand, 50, 0, "must_follow"))]
    ['9♠']
    """
    if hand & SUIT_MASKS[lead // 13]:
        return hand & FOLLOW_ALLOWED[rule][trump][lead]
    return hand


def follow_duty(rule: Follow, led: str) -> str:
    """The follow rule in words, for a player who holds the led suit (``led``: its name).

    For error messages and hints, so that they say what ``legal_follows`` checks.

    >>> follow_duty("follow_or_trump", "7♦")
    'follow 7♦ with its suit or play a trump'
    """
    if rule == "follow_or_trump":
        return f"follow {led} with its suit or play a trump"
    if rule == "must_follow":
        return f"follow suit to {led}"
    return "play any card"


def voids_shown(lead: Card, follow: Card, trump: int, rule: Follow) -> CardSet:
    """The cards the second player is shown not to hold by playing ``follow`` to ``lead``.

    This is the follow rule read backwards, so it is computed from ``legal_follows`` and
    cannot disagree with it: if ``follow`` would have been illegal from a hand that held a
    card of the led suit, the player holds none of that suit. So under ``must_follow`` a
    card of another suit shows a void, under ``follow_or_trump`` only a card that is neither
    of the led suit nor a trump does, and under ``free`` play shows nothing.

    >>> from penneech.core.cards import parse_card as c
    >>> voids_shown(c("AS"), c("2H"), 2, "must_follow") == SUIT_MASKS[3]
    True
    >>> voids_shown(c("AS"), c("2H"), 2, "follow_or_trump")
    0
    """
    led = SUIT_MASKS[SUIT[lead]]
    if SUIT[follow] == SUIT[lead]:
        return 0
    # A hand holding ``follow`` and every card of the led suit: is ``follow`` legal from it?
    hand = led | 1 << follow
    return 0 if legal_follows(hand, lead, trump, rule) >> follow & 1 else led


# ----------------------------------------------------------------- counting cards
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


def counter_table(counters: Counters) -> tuple[tuple[int, ...], ...]:
    """``table[trump][card]``: the trick value of every card under every trump suit."""
    return tuple(tuple(counter_value(c, t, counters) for c in range(52)) for t in SUITS)


#: ``COUNTER_TABLES[counters][trump][card]`` for every value of option ``counters``.
COUNTER_TABLES: dict[Counters, tuple[tuple[int, ...], ...]] = {
    value: counter_table(value) for value in get_args(Counters)
}


def counter_owner(holder: int, winner: int, honours_to: HonoursTo) -> int:
    """Who scores a counting card played to a trick: the trick's winner, or its holder.

    Cotton p. 148 (C3-C4) says the counting cards are "reckoned" without saying by whom
    when the other player wins them; option ``honours_to`` (U6) chooses.
    """
    return winner if honours_to == "winner" else holder


#: One trick's outcome: (1 if the second card wins else 0, points to the leader, points to
#: the second player), counting cards only.
TrickOutcome = tuple[int, int, int]


#: ``table[trump][lead][follow]``, see ``trick_outcomes``.
TrickOutcomes = tuple[tuple[tuple[TrickOutcome, ...], ...], ...]


def trick_outcomes(counters: Counters, honours_to: HonoursTo) -> TrickOutcomes:
    """``table[trump][lead][follow]``: a whole trick settled with one lookup.

    Built from ``trick_winner``, ``COUNTER_TABLES`` and ``counter_owner``, for the fast
    play-out and the solver (once per pair of options, then cached). Read it as
    ``won, to_leader, to_follower = table[t][l][f]``; the winning seat is ``leader ^ won``.

    >>> from penneech.core.cards import parse_card as c
    >>> trick_outcomes("trumps_only", "holder")[2][c("KH")][c("AH")]
    (1, 4, 5)
    """
    return _trick_outcomes(counters, honours_to)


@cache
def _trick_outcomes(counters: Counters, honours_to: HonoursTo) -> TrickOutcomes:
    shared: dict[TrickOutcome, TrickOutcome] = {}
    out = []
    for trump in SUITS:
        row = COUNTER_TABLES[counters][trump]
        by_lead = []
        for lead in range(52):
            by_follow = []
            for follow in range(52):
                winner = trick_winner(0, lead, follow, trump)
                points = [0, 0]
                points[counter_owner(0, winner, honours_to)] += row[lead]
                points[counter_owner(1, winner, honours_to)] += row[follow]
                outcome = (winner, points[0], points[1])
                by_follow.append(shared.setdefault(outcome, outcome))
            by_lead.append(tuple(by_follow))
        out.append(tuple(by_lead))
    return tuple(out)


# ----------------------------------------------------------------- turn-ups and leads
def turnup_value(card: Card) -> int:
    """Points for turning ``card`` up: Ace 5, King 4, Queen 3, Knave 2, Penneech 14.

    Cotton p. 148 (C8): "if it be an Ace turn'd up then he reckons five, if a King four, if
    a Queen three"; p. 149 (C11): Penneech "is reckon'd fourteen turn'd up".
    """
    if card == PENNEECH:
        return PENNEECH_TURNED
    return HONOUR_VALUES.get(rank_of(card), 0)


TURNUP_VALUE: tuple[int, ...] = tuple(turnup_value(c) for c in range(52))


def first_turnup_scorer(dealer: int, first_turnup: FirstTurnup) -> int | None:
    """Who scores the card turned before the first trick, if anyone (option U2).

    Cotton's scoring turn-ups (C5-C10) follow a won trick; whether the dealer also scores
    the first one is a reading (``dealer_scores``, Martin) or not (``no_score``, McLeod).
    """
    return dealer if first_turnup == "dealer_scores" else None


def turnup_scorer(trick_winner_seat: int) -> int:
    """Who turns up (and scores) the card after a trick: its winner (Cotton p. 148, C5-C8).

    The same player leads the next trick (see ``next_leader``).
    """
    return trick_winner_seat


def first_leader(dealer: int, first_lead: FirstLead) -> int:
    """Who leads to the first trick: the non-dealer or the dealer (option U3)."""
    return 1 - dealer if first_lead == "non_dealer" else dealer


def next_leader(trick_winner_seat: int) -> int:
    """Who leads after a trick: its winner, who has just turned the new trump (C5)."""
    return trick_winner_seat


# ----------------------------------------------------------------- end of the hand
def card_count_bonus(tricks_won: int) -> int:
    """Points for the cards won above one's own seven (Cotton p. 149, C15).

    Each trick holds two cards, so ``t`` tricks hold ``2t`` cards: 4, 5, 6, 7 tricks give
    1, 3, 5, 7 points, and fewer than four tricks give nothing.

    >>> [card_count_bonus(t) for t in range(8)]
    [0, 0, 0, 0, 1, 3, 5, 7]
    """
    return max(0, 2 * tricks_won - HAND_SIZE)


def end_of_hand_winner(scores: tuple[int, int] | list[int], target: int) -> int | None:
    """Under ``scoring=end_of_hand`` (option U7): who has won once a hand's points are added.

    A player at or past the target with the higher total wins; if both are past it with
    equal totals, or neither has reached it, the game goes on. Cotton gives no tie rule
    (p. 149, C17); this one is the engine's own. (Under ``scoring=immediate`` the first to
    reach the target wins at that moment.)

    >>> end_of_hand_winner((63, 58), 61), end_of_hand_winner((62, 62), 61)
    (0, None)
    """
    a, b = scores
    if (a >= target or b >= target) and a != b:
        return 0 if a > b else 1
    return None


#: ``CARD_COUNT_BONUS[tricks]`` for 0-7 tricks.
CARD_COUNT_BONUS: tuple[int, ...] = tuple(
    card_count_bonus(t) for t in range(TRICKS_PER_HAND + 1))

#: Every Ace, King, Queen and Knave.
HONOURS_MASK: CardSet = sum(0b1111 << (13 * suit + JACK - 2) for suit in range(4))


def is_poor_hand(hand: CardSet) -> bool:
    """A hand with "neither Ace nor Face" (no A, K, Q, J), which may be thrown in (C18)."""
    return not hand & HONOURS_MASK


def cut_value(card: Card) -> int:
    """Rank for cutting for the first deal: King high, Ace low (Parlett, via Martin)."""
    r = rank_of(card)
    return 1 if r == ACE else r
