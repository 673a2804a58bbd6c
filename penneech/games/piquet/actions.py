"""The integer actions of a Piquet game and their names.

Cards are their ``penneech.core.cards`` ids (0-51): a card discarded or played. The other
actions are small fixed numbers, and a declaration is a number that says what is claimed:

=================  ==========================  =======================================
action             name                        meaning
=================  ==========================  =======================================
0-51               ``AS``, ``10H``, ``7C``     a card to discard or to play
``DONE``           ``done``                    the discard is complete
``LOOK``           ``look`` / ``nolook``       the younger looks at her leftovers or not
``NOTHING``        ``nothing``                 declare nothing in this category
``GOOD``           ``good``                    the younger concedes the elder's claim
``SCORE``          ``score`` / ``withhold``    the younger scores a category she won or not
``CHOOSE_DEAL``    ``deal`` / ``elder``        the winner of the cut deals or leads
``FIRST + p``      ``first:0``, ``first:1``    chance: player p is favoured by the cut/lot
``COUNT + k``      ``count:3``                 an elder with carte blanche names his count
``POINT + s``      ``point:S``                 the point in suit s
``SEQ + 10c + n``  ``seq:5:AS``                a sequence of n cards topped by card c
``SET + 10r + n``  ``set:4:A``                 a set of n cards of rank r
=================  ==========================  =======================================
"""

from __future__ import annotations

from penneech.core.cards import (
    RANK_NAMES,
    SUIT_LETTERS,
    card_name,
    make_card,
    rank_of,
    suit_of,
)
from penneech.games.piquet.point import PointClaim
from penneech.games.piquet.sequences import Sequence
from penneech.games.piquet.sets import SetClaim

DONE = 52
LOOK = 53
NO_LOOK = 54
NOTHING = 55
GOOD = 56
SCORE = 57
WITHHOLD = 58
CHOOSE_DEAL = 59
CHOOSE_ELDER = 60
FIRST = 61
COUNT = 70
POINT = 100
SEQ = 1000
SET = 2000

_FIXED = {DONE: "done", LOOK: "look", NO_LOOK: "nolook", NOTHING: "nothing", GOOD: "good",
          SCORE: "score", WITHHOLD: "withhold", CHOOSE_DEAL: "deal", CHOOSE_ELDER: "elder",
          FIRST: "first:0", FIRST + 1: "first:1"}


def point_action(suit: int) -> int:
    """The action claiming the point in ``suit``."""
    return POINT + suit


def sequence_action(seq: Sequence) -> int:
    """The action claiming ``seq``."""
    return SEQ + 10 * make_card(seq.top, seq.suit) + seq.length


def set_action(claim: SetClaim) -> int:
    """The action claiming ``claim``."""
    return SET + 10 * claim.rank + claim.count


def category_of(action: int) -> str | None:
    """``"point"``, ``"sequence"`` or ``"set"`` for a claim action, else ``None``."""
    if POINT <= action < POINT + 4:
        return "point"
    if SEQ <= action < SEQ + 520:
        return "sequence"
    if SET + 100 <= action < SET + 150:
        return "set"
    return None


def sequence_of(action: int) -> Sequence:
    """The sequence a sequence action claims."""
    card, length = divmod(action - SEQ, 10)
    return Sequence(suit_of(card), rank_of(card), length)


def set_of(action: int) -> SetClaim:
    """The set a set action claims."""
    rank, count = divmod(action - SET, 10)
    return SetClaim(rank, count)


def point_suit(action: int) -> int:
    """The suit a point action claims."""
    return action - POINT


def describe_claim(claim: PointClaim | Sequence | SetClaim) -> str:
    """A short English description: ``5 cards, 48``, ``quint to A♠``, ``trio of K``."""
    from penneech.games.piquet import sequences, sets

    if isinstance(claim, PointClaim):
        return f"{claim.length} cards, {claim.pips}"
    if isinstance(claim, Sequence):
        top = card_name(make_card(claim.top, claim.suit))
        return f"{sequences.NAMES_EN[claim.length]} to {top}"
    return f"{sets.NAMES_EN[claim.count]} of {RANK_NAMES.get(claim.rank, str(claim.rank))}"


def action_name(action: int) -> str:
    """The name of an action, as records write it (see the table above).

    >>> action_name(51), action_name(DONE), action_name(SEQ + 10 * 51 + 5)
    ('AS', 'done', 'seq:5:AS')
    """
    if 0 <= action < 52:
        return card_name(action, symbols=False)
    if action in _FIXED:
        return _FIXED[action]
    if COUNT < action <= COUNT + 12:
        return f"count:{action - COUNT}"
    kind = category_of(action)
    if kind == "point":
        return f"point:{SUIT_LETTERS[point_suit(action)]}"
    if kind == "sequence":
        seq = sequence_of(action)
        return f"seq:{seq.length}:{card_name(make_card(seq.top, seq.suit), symbols=False)}"
    if kind == "set":
        claim = set_of(action)
        return f"set:{claim.count}:{RANK_NAMES.get(claim.rank, str(claim.rank))}"
    return f"#{action}"
