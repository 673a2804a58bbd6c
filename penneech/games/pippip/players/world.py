"""A sampled deal as a game state, and its quick play-out.

``world_state`` puts a sampled deal (``sampling.sample``) into a ``PippipState`` for the
rest of the current deal, everything else copied from the seat's view, so the play-outs
follow the engine's own rules (tricks, drawing, the end of the stock, marriages and
trump, scoring). ``play_out`` then plays it with the rules of thumb of ``policy.py``;
it calls the state's own steps without re-checking each action, which the policy takes
from the state's legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from penneech.core.cards import Card, CardSet, cards_in
from penneech.games.pippip.actions import DECLARE, DONE, declare_action
from penneech.games.pippip.players.policy import choose_play, choose_window, has_pair
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.tricks import is_free, playable
from penneech.games.pippip.view import PippipView


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a seat's view leaves out of the current deal: every seat's hand, the stock
    from the top, and in an open marriage window the sealed declarations of the seats
    asked before this one (``(seat, marriage number)``; nobody sees another's until all
    have answered: pagat (S), "Pip-Pip!"; B.5.5)."""

    hands: tuple[CardSet, ...]
    stock: tuple[Card, ...]
    sealed: tuple[tuple[int, int], ...] = ()


def hidden_of(state: PippipState, seat: int) -> Hidden:
    """What ``view_of(state, seat)`` leaves out (for tests and the sighted bounds only: no
    player is ever given it)."""
    return Hidden(tuple(state.hands), tuple(state.stock[state.stock_pos:]),
                  tuple(p for p in state.pending if p[0] != seat))


def world_of(view: PippipView, hidden: Hidden) -> PippipState:
    """``world_state`` given the true hidden cards and sealed declarations: it plays the
    rest of the deal exactly as the state the view was taken from, scoring from 0
    (``tests/test_world_from_view.py``)."""
    return world_state(view, hidden.hands, hidden.stock, hidden.sealed)


def world_state(view: PippipView, hands: Sequence[CardSet], stock: Sequence[Card],
                sealed: Sequence[tuple[int, int]] | None = None) -> PippipState:
    """The state of the current deal with ``hands`` (every seat's) and ``stock`` (from
    the top), as ``view``'s seat sees it otherwise, for the rest of the deal only (a
    single deal scoring from 0: the points of the play-out are what it adds). The sealed
    declarations of other seats in an open window are unknown to the seat: given as
    ``sealed``, or else made by the rules of thumb when the state asks those seats
    (``before_me``), as in the expert's sampled deals."""
    state = PippipState(view.rules, horizon="deal", dealer=view.dealer)
    state.deal_no = view.deal_no
    state.hands = list(hands)
    state.stock = list(stock)
    state.stock_pos = 0
    state.stock_turned = view.stock_turned
    state.leftovers_shown = bool(view.leftovers)
    state.cut_card = view.cut_card
    state.cut_holder = view.cut_holder
    state.trump = view.trump
    state.married = view.married
    state.exposed = list(view.exposed)
    state.marriages_made = sum(1 for d in view.declarations if d.deal == view.deal_no)
    state.leader = view.leader
    state.trick = list(view.trick)
    state.tricks = list(view.tricks)
    state.drawing_trick = not view.stock_turned
    state.totals = [0] * view.seats
    state.phase = "play" if view.phase == "play" else "marriages"
    if view.phase == "marriages":
        state.window_order = list(view.window_order)
        state.window_pos = view.window_order.index(view.player)
        state.window_trump = view.trump
        state.pending = [(view.player, m.number) for m in view.my_pending]
        if sealed is None:
            before_me(state)
        else:
            state.pending = [*sealed, *state.pending]
    elif view.rules.marriage_window == "declare_on_play":
        now = [d for d in view.declarations
               if d.deal == view.deal_no and d.trick == view.trick_number and view.trick]
        if now:
            state.next_trump = (now[-1].marriage.suit, now[-1].player)
    return state


def before_me(state: PippipState) -> None:
    """The sealed declarations of the seats asked before this one in the open window,
    as the rules of thumb would make them (``policy.choose_window``)."""
    me = state.window_order[state.window_pos]
    mine = [p for p in state.pending if p[0] == me]
    state.pending = []
    for seat in state.window_order[:state.window_pos]:
        while True:
            action = window_action(state, seat)
            if action == DONE:
                break
            state.pending.append((seat, action - DECLARE))
    state.pending += mine


def window_action(state: PippipState, seat: int) -> int:
    """The rule-of-thumb answer of ``seat`` in the open window (``done`` at once when
    it holds no pair to declare)."""
    if not has_pair(state.hands[seat] & ~state.married):
        return DONE
    legal = [declare_action(m) for m in state.eligible(seat)] + [DONE]
    return choose_window(legal, state.hands[seat])


def play_out(state: PippipState, tricks: int | None = None) -> None:
    """Play the deal on by the rules of thumb: to its end, or until ``tricks`` more
    tricks are complete."""
    stop = None if tricks is None else len(state.tricks) + tricks
    rules = state.rules
    seats, system, follow = state.seats, rules.card_system, rules.follow_rule
    on_play = rules.marriage_window == "declare_on_play"
    while True:
        phase = state.phase
        if stop is not None and not state.trick and len(state.tricks) >= stop:
            return
        if phase == "play":
            trick = state.trick
            hand = state.hands[(state.leader + len(trick)) % seats]
            if on_play:  # cards that declare a marriage too: the state's own list
                legal = state._play_actions()
            else:  # the cards ``_play_actions`` lists, lowest first
                cards = playable(hand, trick[0][1] if trick else None,
                                 is_free(follow, state.drawing_trick))
                legal = list(cards_in(cards))
            action = legal[0] if len(legal) == 1 else choose_play(
                legal, hand, trick, seats, state.trump, system, state.married)
            state._on_play(action)
        elif phase == "marriages":
            # the seats holding no pair answer ``done`` (``window_action``): go past them
            order, hands, married = state.window_order, state.hands, state.married
            pos, last = state.window_pos, len(order) - 1
            while pos < last and not has_pair(hands[order[pos]] & ~married):
                pos += 1
            state.window_pos = pos
            state._on_marriages(window_action(state, order[pos]))
        else:
            return
