"""The ``greedy`` Piquet player: a few readable rules of thumb, no look-ahead.

- Exchange: take as many cards as allowed and throw out those whose loss costs least in
  point, sequences, sets and high cards (``hands.keep_value``).
- Declare the best claim held, and answer honestly: an equal or better claim when held,
  otherwise "good" (claims must be true: Cavendish, laws 54-55; Cotton p. 87).
- Look at the leftovers when allowed, score every category won, choose to be elder hand.
  It never sinks: withholding pays only by hiding cards from an opponent who counts the
  hand, which a player of rules of thumb does not weigh, and it always costs the points.
- Play: cash a sure winner, else lead low from the longest suit; second hand wins as
  cheaply as it can, else plays low (``hands.greedy_lead``, ``hands.greedy_follow``).
"""

from __future__ import annotations

from itertools import combinations

from penneech.core.cards import Card, CardSet, cards_in
from penneech.core.players import SeededPlayer
from penneech.games.piquet import exchange, point
from penneech.games.piquet.actions import (
    CHOOSE_ELDER,
    DONE,
    GOOD,
    LOOK,
    NOTHING,
    SCORE,
    category_of,
    point_suit,
    sequence_of,
    set_of,
)
from penneech.games.piquet.players.hands import greedy_follow, greedy_lead, keep_value
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.view import PiquetView


def claim_key(view: PiquetView, action: int) -> tuple[int, ...]:
    """How good a claim of the player to move is (larger is better; ``()`` for none)."""
    kind = category_of(action)
    if kind == "point":
        claim = point.point_of_suit(view.hand, point_suit(action))
        return point.point_key(claim, view.rules.point_compare)
    if kind == "sequence":
        return sequence_of(action).key
    if kind == "set":
        return set_of(action).key
    return ()


def best_claim(view: PiquetView) -> int:
    """The strongest claim among the legal actions, or ``GOOD``/``NOTHING`` if none."""
    claims = [a for a in view.legal if category_of(a) is not None]
    if claims:
        return max(claims, key=lambda a: (claim_key(view, a), a))
    return GOOD if GOOD in view.legal else NOTHING


def next_discard(view: PiquetView, plan: CardSet) -> int:
    """The next action that carries out the discard ``plan`` (ascending, then ``DONE``)."""
    for c in cards_in(plan & ~view.discards):
        if c in view.legal:
            return c
    return DONE if DONE in view.legal else view.legal[0]


def best_keep(hand: CardSet, counts: range, rules: PiquetRules) -> CardSet:
    """The discard (a card set) whose kept cards have the highest ``keep_value``."""
    cards = list(cards_in(hand))
    best: tuple[float, int] | None = None
    plan = 0
    for k in counts:
        for out in combinations(cards, k):
            m = sum(1 << c for c in out)
            v = (keep_value(hand & ~m, rules), -m)
            if best is None or v > best:
                best, plan = v, m
    return plan


def play_card(view: PiquetView) -> Card:
    """The greedy card to lead or to play second."""
    out = view.pack & ~view.discards
    for t in view.tricks:
        out &= ~((1 << t.lead) | (1 << t.follow))
    if view.lead_card is None:
        return greedy_lead(view.hand, out)
    return greedy_follow(view.hand, view.lead_card, out | 1 << view.lead_card)


class GreedyPlayer(SeededPlayer):
    """Heuristic Piquet player (level ``greedy``)."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._plans: dict[tuple[int, int, CardSet], CardSet] = {}

    def choose(self, view: PiquetView) -> int:
        """The rule-of-thumb action for the decision in ``view``."""
        if len(view.legal) == 1:
            return view.legal[0]
        phase = view.phase
        if phase == "play":
            return play_card(view)
        if phase == "discard":
            return next_discard(view, self.plan(view))
        if phase == "declare":
            return best_claim(view)
        if phase == "blanche_count":
            return max(view.legal)
        if phase == "leftover":
            return LOOK
        if phase == "younger_scores":
            return SCORE
        if phase == "choose_dealer":
            return CHOOSE_ELDER
        return view.legal[0]

    def plan(self, view: PiquetView) -> CardSet:
        """The cards to discard this deal, chosen once (``discard_plan``) from the hand
        before discarding, and kept while the deal's discards are made one by one."""
        full = view.hand | view.discards
        key = (view.deal_no, view.player, full)
        plan = self._plans.get(key)
        if plan is None:
            low, high = exchange.discard_limits(view, view.player)
            plan = self.discard_plan(view, full, low, high)
            self._plans = {key: plan}
        return plan

    def discard_plan(self, view: PiquetView, full: CardSet, low: int, high: int) -> CardSet:
        """The discard from ``full`` (the hand before discarding), of ``low`` to ``high``
        cards: the rules of thumb's best keep, exchanging as many as allowed."""
        return best_keep(full, range(high, high + 1) if high else range(low, low + 1),
                         view.rules)

