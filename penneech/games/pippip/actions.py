"""The integer actions of a Pip-Pip! game and their names.

=====================  ====================  ==============================================
action                 name                  meaning
=====================  ====================  ==============================================
0-103                  ``AC#0``, ``10H#1``   a card played (or, at a chance step, dealt)
``DECLARE + i``        ``pip:KH#0+QH#1``     declare marriage ``i`` in the window before a
                                             trick (``marriages.Marriage.number``)
``DONE``               ``done``              nothing (more) to declare in this window
``FIRST + s``          ``first:3``           chance: seat ``s`` deals first
``PLAY_DECLARE + j``   ``QS#0+KS#1``         play the first card and declare its marriage
                                             with the second (``marriage_window=
                                             declare_on_play``)
=====================  ====================  ==============================================

``PLAY_DECLARE + 2 * i + k`` plays the King (``k = 0``) or the Queen (``k = 1``) of
marriage ``i``.
"""

from __future__ import annotations

from penneech.core.errors import CardError, IllegalActionError, shown
from penneech.games.pippip.marriages import PAIRS, Marriage, marriage_of
from penneech.games.pippip.pack import PACK_SIZE, parse_pp_card, pp_card_name

DECLARE = 104
DONE = DECLARE + PAIRS  # 120
FIRST = 121
MAX_SEATS = 12
PLAY_DECLARE = 140
END = PLAY_DECLARE + 2 * PAIRS  # 172, one past the last action


def declare_action(marriage: Marriage) -> int:
    """The action declaring ``marriage`` in a window."""
    return DECLARE + marriage.number


def play_declare_action(marriage: Marriage, played: int) -> int:
    """The action playing ``played`` (the King or the Queen of ``marriage``) and
    declaring the marriage (``declare_on_play``)."""
    return PLAY_DECLARE + 2 * marriage.number + (0 if played == marriage.king else 1)


def declared(action: int) -> Marriage | None:
    """The marriage an action declares, if any."""
    if DECLARE <= action < DONE:
        return marriage_of(action - DECLARE)
    if PLAY_DECLARE <= action < END:
        return marriage_of((action - PLAY_DECLARE) // 2)
    return None


def card_played(action: int) -> int | None:
    """The card an action plays (a card, or a card played with its marriage), if any."""
    if 0 <= action < PACK_SIZE:
        return action
    if PLAY_DECLARE <= action < END:
        m = marriage_of((action - PLAY_DECLARE) // 2)
        return m.queen if (action - PLAY_DECLARE) % 2 else m.king
    return None


def action_name(action: int) -> str:
    """The name of an action, as records write it (see the table above).

    >>> action_name(0), action_name(DONE), action_name(DECLARE + 9), action_name(FIRST + 3)
    ('2C#0', 'done', 'pip:KH#0+QH#1', 'first:3')
    """
    if 0 <= action < PACK_SIZE:
        return pp_card_name(action)
    if action == DONE:
        return "done"
    if DECLARE <= action < DONE:
        return "pip:" + marriage_of(action - DECLARE).name()
    if FIRST <= action < FIRST + MAX_SEATS:
        return f"first:{action - FIRST}"
    if PLAY_DECLARE <= action < END:
        m = marriage_of((action - PLAY_DECLARE) // 2)
        played = card_played(action)
        partner = m.king if played == m.queen else m.queen
        return f"{pp_card_name(played or 0)}+{pp_card_name(partner)}"
    return f"#{action}"


def action_id(name: object) -> int:
    """The action a name stands for (the inverse of ``action_name``); whether it is legal
    is for the state to say. ``IllegalActionError`` for a name that is no action."""
    if not isinstance(name, str):
        raise IllegalActionError(f"an action name must be text, not {shown(name)}")
    text = name.strip()
    try:
        if text == "done":
            return DONE
        if text.startswith("first:"):
            digits = text[6:]
            if digits.isascii() and digits.isdigit() and len(digits) < 3 \
                    and int(digits) < MAX_SEATS:
                return FIRST + int(digits)
        elif text.startswith("pip:"):
            return DECLARE + _pair(text[4:]).number
        elif "+" in text:
            first = text.partition("+")[0]
            m = _pair(text)
            return play_declare_action(m, parse_pp_card(first))
        else:
            return parse_pp_card(text)
    except CardError as exc:
        raise IllegalActionError(f"{shown(name)} is no Pip-Pip! action: {exc}") from None
    raise IllegalActionError(
        f"{shown(name)} is no Pip-Pip! action: actions are a card (AC#0), done, "
        "pip:KH#0+QH#1, a card played with its marriage (QS#0+KS#1) or first:N")


def _pair(text: str) -> Marriage:
    """The marriage of two cards written ``KH#0+QH#1`` (either order)."""
    a, sep, b = text.partition("+")
    if not sep:
        raise CardError(f"{shown(text)} is not two cards joined by '+'")
    cards = sorted((parse_pp_card(a), parse_pp_card(b)), key=lambda c: c % 13 != 11)
    king, queen = cards
    m = Marriage(king, queen)
    if (king % 13, queen % 13) != (11, 10) or king % 52 // 13 != queen % 52 // 13:
        raise CardError(f"{shown(text)} is not a King and a Queen of the same suit")
    return m
