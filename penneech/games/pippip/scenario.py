"""Setting up a deal with chosen cards, for tests and worked examples.

Nothing here bypasses the rules: ``deal_actions`` gives the chance actions that deal
chosen hands and stock, and ``arrange`` applies them to a new state, so the deal is one
a real shuffle could give. Hands may be given in part: the rest is filled with low plain
cards (no King, Queen or card that scores), which are the least likely to matter. ``act``
applies actions by name (``"AC#0"``, ``"done"``, ``"pip:KH#0+QH#1"``, ``"QS#0+KS#1"``);
a card written without its pack (``"AC"``) means the first copy not yet named. Our rule
tests (PP-1 to PP-24) are written with these; seat 0 is "P1", the first to lead, unless
another dealer is chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from penneech.core.cards import KING, QUEEN, Card, CardSet, cards_in, parse_card
from penneech.core.errors import CardError, IllegalActionError, shown
from penneech.games.pippip.actions import DONE, action_id
from penneech.games.pippip.pack import (
    FULL_PACK,
    HAND_SIZE,
    card_points,
    parse_pp_card,
    physical,
    pp_rank,
    pp_suit,
)
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import Horizon, PippipState


def read_cards(text: str, taken: CardSet = 0) -> list[Card]:
    """Physical cards from names (``"AC#0 AC#1 9C"``); a name without ``#`` is the first
    copy of that card neither in ``taken`` nor named before. ``CardError`` for a card named
    twice or a third copy."""
    cards: list[Card] = []
    used = taken
    for token in text.replace(",", " ").split():
        if "#" in token:
            card = parse_pp_card(token)
        else:
            face = parse_card(token)
            free = [c for c in (physical(face, 0), physical(face, 1)) if not (used >> c) & 1]
            if not free:
                raise CardError(f"card {shown(token)}: both copies are already named")
            card = free[0]
        if (used >> card) & 1:
            raise CardError(f"card {shown(token)} is named twice")
        used |= 1 << card
        cards.append(card)
    return cards


def _filler_order(pool: CardSet) -> list[Card]:
    """The cards of ``pool``, the least useful first (no King or Queen, no points)."""
    return sorted(cards_in(pool), key=lambda c: (pp_rank(c) in (KING, QUEEN),
                                                 card_points(c, "english")
                                                 + card_points(c, "european"),
                                                 pp_rank(c), pp_suit(c), c))


def deal_actions(hands: Sequence[Sequence[Card]], stock: Sequence[Card],
                 dealer: int) -> list[int]:
    """The chance actions dealing ``hands`` (seven cards for each seat) and the stock in
    the order given (top first): one card at a time clockwise from the dealer's left."""
    n = len(hands)
    if any(len(h) != HAND_SIZE for h in hands):
        raise IllegalActionError(f"each hand needs seven cards, not {[len(h) for h in hands]}")
    order = [hands[(dealer + 1 + k) % n][r] for r in range(HAND_SIZE) for k in range(n)]
    return order + list(stock)


def arrange(rules: PippipRules | str, hands: Sequence[str], stock: str = "", *,
            bottom: str = "", dealer: int | None = None,
            horizon: Horizon = "deal") -> PippipState:
    """A state just after a deal of the chosen cards: ``hands[s]`` for seat ``s`` (up to
    seven cards each, the rest filled), ``stock`` its top cards in order, ``bottom`` its
    last cards (the last is the cut card under ``initial_trump=cut``); the dealer is the
    last seat unless given, so that seat 0 leads."""
    if isinstance(rules, str):
        rules = PippipRules.parse(rules)
    n = rules.players
    if len(hands) != n:
        raise IllegalActionError(f"{n} players need {n} hands, not {len(hands)}")
    taken = 0
    named: list[list[Card]] = []
    for text in hands:
        cards = read_cards(text, taken)
        named.append(cards)
        taken |= sum(1 << c for c in cards)
    top = read_cards(stock, taken)
    taken |= sum(1 << c for c in top)
    low = read_cards(bottom, taken)
    taken |= sum(1 << c for c in low)
    pool = _filler_order(FULL_PACK & ~taken)
    full: list[list[Card]] = []
    for cards in named:
        need = HAND_SIZE - len(cards)
        if need < 0:
            raise IllegalActionError(f"a hand has seven cards, not {len(cards)}")
        full.append(cards + pool[:need])
        pool = pool[need:]
    state = PippipState(rules, horizon, n - 1 if dealer is None else dealer)
    for a in deal_actions(full, top + pool + low, state.dealer):
        state.apply_action(a)
    return state


def act(state: PippipState, *names: str) -> None:
    """Apply actions by name, in order (``actions.action_name`` forms, or a card
    without its pack: the copy in the hand of the player to move)."""
    for name in names:
        state.apply_action(action_by_name(state, name))


def action_by_name(state: PippipState, name: str) -> int:
    """The action of ``state`` called ``name``; a card without ``#`` is the player's copy
    (the lower if he holds both). ``IllegalActionError`` if no such action."""
    if isinstance(name, str) and name.strip() and "#" not in name and name != "done" \
            and ":" not in name and "+" not in name:
        face = parse_card(name)
        hand = state.hands[state.current_player()] if state.current_player() >= 0 else 0
        for copy in (0, 1):
            if (hand >> physical(face, copy)) & 1:
                return physical(face, copy)
        return physical(face, 0)
    return action_id(name)


def pass_window(state: PippipState) -> None:
    """Every seat still to answer in the open marriage window says ``done``."""
    while state.phase == "marriages":
        state.apply_action(DONE)
