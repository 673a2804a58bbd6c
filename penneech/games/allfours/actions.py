"""The integer actions of an All-Fours game and their names (as records write them).

- 0-51 (``AS``, ``10H``, ``7C``): a card dealt (chance), laid out or played;
- ``STAND`` (``stand``): the elder hand keeps the trump turned up;
- ``BEG`` (``beg``): the elder hand begs one (Cotton 1674, p. 112);
- ``GIVE`` (``give``): the dealer gives the elder hand one point;
- ``REFUSE`` (``refuse``): the dealer refuses and runs the cards;
- ``FIRST``, ``FIRST + 1`` (``first:0``, ``first:1``): chance, who wins the lift and deals
  first.
"""

from __future__ import annotations

from penneech.core.cards import card_name

STAND, BEG, GIVE, REFUSE = 52, 53, 54, 55
FIRST = 56

_NAMES = {STAND: "stand", BEG: "beg", GIVE: "give", REFUSE: "refuse",
          FIRST: "first:0", FIRST + 1: "first:1"}


def action_name(action: int) -> str:
    """The name of an action, as records write it.

    >>> action_name(51), action_name(BEG)
    ('AS', 'beg')
    """
    if 0 <= action < 52:
        return card_name(action, symbols=False)
    return _NAMES.get(action, f"#{action}")
