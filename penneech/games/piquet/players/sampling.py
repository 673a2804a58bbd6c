"""Deals consistent with what one Piquet player has seen and been told.

The expert searches worlds in which the opponent's hidden cards are drawn from the cards
this player has not seen, and only such worlds. What narrows them:

- cards seen: own hand and discards, the talon cards this player was allowed to see
  (option ``leftover_visibility``), cards shown for carte blanche or for a claim, the
  cards played (``PiquetView.seen``);
- cards the opponent must still hold: those she showed for a claim and has not played
  (claims are true: Cavendish, law 55; Cotton p. 87), unless she also showed her whole
  hand as dealt for carte blanche, from which she may have discarded since;
- talon cards this player saw that she took: an elder who may see the rest of his share
  (option ``leftover_visibility``, ``own`` or ``portland``: Pierer; Cavendish, law 33)
  knows that the younger drew from those cards first, and how many she drew (the
  elder's unused cards lie on top: Cavendish, laws 23, 34; ``exchange.py``), so that
  many of them are in her hand or among the cards she has played (``talon_taken``);
- suits she cannot hold: a suit led to her that she did not follow (she must follow suit:
  Cavendish, law 59; Cotton p. 85, read backwards in ``tricks.shows_void``), and a suit
  whose point she scored, for then she showed every card of it (Cavendish, law 55);
- what her claims say (a set of that many of the rank, a point as good as the claim it
  answered or beaten by the claim that answered it), checked on the hand she held when
  declaring: her hand now plus the cards she has played since;
- and, read as a player who declares in full would mean them (``trust``; sinking is
  allowed, so this is an inference about her rather than a rule): her claim is her best
  in its category, her "good" means nothing as good as the claim she conceded, and her
  "nothing" means no combination of that kind.

A world that meets every condition is found by drawing the free cards and checking the
claims; after ``TRIES`` draws the last one is used as it is.
"""

from __future__ import annotations

import random

from penneech.core.cards import SUIT_MASKS, CardSet, cards_in, suit_of
from penneech.core.tricks import played_this_deal
from penneech.games.piquet import exchange, point, sets
from penneech.games.piquet.actions import (
    GOOD,
    NOTHING,
    category_of,
    point_suit,
    sequence_of,
    set_of,
)
from penneech.games.piquet.players.hands import category_points
from penneech.games.piquet.players.solver import Scoring, World
from penneech.games.piquet.reckoning import THRESHOLD, declaration_totals, pique_trigger
from penneech.games.piquet.state import ClaimMade
from penneech.games.piquet.tricks import shows_void
from penneech.games.piquet.view import PiquetView

TRIES = 40


def scoring_of(view: PiquetView) -> Scoring:
    """The play scoring of the view's rules for the solver, with any divided-cards pot."""
    rules = view.rules
    capot = 40 if rules.capot == "30_plus_cards" else int(rules.capot)
    return Scoring(high_cards=rules.play_scoring == "high_cards",
                   last_trick_bonus=rules.last_trick_bonus, cards=10 + view.pot,
                   capot=capot + view.pot)


def pique_need(view: PiquetView) -> int:
    """The points the elder still needs for a pique in play, or 0 if none is possible.

    Judged on the log as the engine judges it (``reckoning.pique_trigger``; Cavendish,
    law 69): no repique, the younger has scored nothing and will score nothing in
    declarations (no category of hers pending), and the elder's points so far.
    """
    if view.younger_pending or view.phase not in ("play", "younger_scores"):
        return 0
    events = [e for e in view.events if e.deal == view.deal_no]
    if pique_trigger(events, view.elder) is not True:
        return 0
    run = declaration_totals(events)[view.elder]
    run += sum(e.points for e in events if e.klass == 5 and e.player == view.elder)
    return max(0, THRESHOLD - run)


def talon_taken(view: PiquetView) -> tuple[CardSet, int]:
    """The talon cards this player saw that the opponent may have drawn, and how many of
    them she drew (0 when she drew none of them).

    Only an elder who sees the rest of his share (``exchange.elder_sees_share``) has seen
    cards the younger may draw: she draws from the top of what he left, his unused cards
    first (Cavendish, laws 23, 34), so she took ``min(her count, the cards he left of his
    share)`` of them. Once she has looked at her leftovers and he has led, he has seen those
    too (``portland``; Cavendish, law 36); the view no longer tells them apart, and the
    count is then drawn from both.
    """
    me, opp = view.player, 1 - view.player
    if me != view.elder or not exchange.elder_sees_share(view.rules):
        return 0, 0
    mine, hers = view.exchanged[me], view.exchanged[opp]
    if mine is None or hers is None:
        return 0, 0
    took = min(hers, max(0, exchange.elder_share(view.rules) - mine))
    return (view.seen_talon, took) if took else (0, 0)


def voids(view: PiquetView, seat: int) -> CardSet:
    """The suits ``seat`` has shown she holds no more of: those led to her that she did
    not follow (``tricks.shows_void``, the follow rule read backwards)."""
    m = 0
    for t in view.tricks:
        if t.leader != seat and shows_void(t.lead, t.follow):
            m |= SUIT_MASKS[suit_of(t.lead)]
    return m


class Constraints:
    """What the view says about the opponent's hidden hand (see the module docstring)."""

    def __init__(self, view: PiquetView, honest: bool = True, trust: bool = True) -> None:
        """``honest``: this player answered "good" only when its best claim was worse, so
        a "good" of its own tells it that the opponent's claim beat its best. ``trust``:
        read the opponent's claims as her best and her "good" or "nothing" as having
        nothing better, as players who declare in full do (sinking is allowed, so this is
        an inference about her, not a rule)."""
        me, opp = view.player, 1 - view.player
        self.honest = honest
        self.size = view.opponent_cards
        self.played = played_this_deal(view, opp)
        whole_hand_shown = view.blanche[opp] and view.rules.blanche_judged_on == "dealt"
        shown = view.shown[opp] & ~self.played
        self.forced = 0 if whole_hand_shown else shown
        pool = view.unseen | (shown if whole_hand_shown else 0)
        closed = voids(view, opp)
        self.checks: list[tuple[str, int, int]] = []  # (kind, her action, my answer)
        claims = [c for c in view.claims if c.deal == view.deal_no]
        for c in claims:
            if c.player != opp or c.action in (GOOD, NOTHING):
                continue
            kind = category_of(c.action)
            if kind == "sequence":
                self.forced |= sequence_of(c.action).cards & ~self.played
            elif kind == "set":
                self.checks.append(("set", c.action, 0))
            elif kind == "point":
                suit = point_suit(c.action)
                scored = any(e.deal == view.deal_no and e.player == opp
                             and e.reason == "point" for e in view.events)
                if scored:  # every card of it she held then was shown
                    closed |= SUIT_MASKS[suit] & ~view.shown[opp]
                first = "point_claimed" if opp == view.elder else "point_answered"
                other = [d.action for d in claims if d.category == "point" and d.player == me]
                self.checks.append((first, c.action, other[0] if other else NOTHING))
        self.best: list[tuple[str, str, tuple[int, ...]]] = []
        if trust:
            self._read_claims(view, claims, opp)
        self.forced &= ~self.played
        self.pool = pool & ~self.forced & ~closed
        self.loose_pool = pool & ~self.forced
        # the talon cards seen and taken: so many of them are hers (see ``talon_taken``)
        seen, took = talon_taken(view)
        accounted = (seen & (self.played | self.forced)).bit_count()
        self.seen_pool = seen & ~self.played & ~self.forced & ~closed
        self.seen_need = max(0, min(took - accounted, self.seen_pool.bit_count()))
        self.view = view

    def _read_claims(self, view: PiquetView, claims: list[ClaimMade], opp: int) -> None:
        """What the opponent's best claims must be, per category, if she declares in full."""
        mine = view.hand | played_this_deal(view, view.player)
        compare = view.rules.point_compare
        for category in ("point", "sequence", "set"):
            said = [c for c in claims if c.category == category]
            hers = [c.action for c in said if c.player == opp]
            ours = [c.action for c in said if c.player != opp]
            if not hers:
                continue
            action = hers[0]
            if action == NOTHING:
                self.best.append((category, "none", ()))
            elif action == GOOD and ours and ours[0] != NOTHING:
                key = _claim_key(mine, ours[0], compare)
                self.best.append((category, "le" if compare == "pips_elder" else "lt", key))
            elif category == "point":
                self.best.append((category, "point", (point_suit(action),)))
            elif category_of(action) is not None:
                self.best.append((category, "eq", _claim_key(0, action, compare)))

    def consistent(self, hand: CardSet) -> bool:
        """Whether ``hand`` (the opponent's cards now) fits her claims, judged on the hand
        she held when declaring."""
        held = hand | self.played
        view = self.view
        compare = view.rules.point_compare
        mine = view.hand | played_this_deal(view, view.player)
        for category, relation, key in self.best:
            best, _ = category_points(held, category, view.rules)
            if relation == "none" and best:
                return False
            if relation == "lt" and best >= key:
                return False
            if relation == "le" and best > key:
                return False
            if relation == "eq" and best != key:
                return False
            if relation == "point" and best != point.point_key(
                    point.point_of_suit(held, key[0]), compare):
                return False
        for kind, action, answer in self.checks:
            if kind == "set":
                claim = set_of(action)
                if sets.rank_count(held, claim.rank) < claim.count:
                    return False
                continue
            hers = point.point_of_suit(held, point_suit(action))
            if hers.length < max(1, view.rules.point_min_cards):
                return False
            if answer == GOOD and self.honest:  # my best point was worse than hers
                my_best = point.best_point(mine, compare, view.rules.point_min_cards)
                if my_best is not None and point.compare_points(hers, my_best, compare) <= 0:
                    return False
                continue
            if category_of(answer) != "point":
                continue
            ours = point.point_of_suit(mine, point_suit(answer))
            if kind == "point_claimed":  # she claimed first; my answer was at least as good
                if point.compare_points(hers, ours, compare) > 0:
                    return False
            elif point.compare_points(ours, hers, compare) > 0:  # she answered my claim
                return False
        return True

    def sample(self, rng: random.Random) -> CardSet:
        """A hand for the opponent that meets the constraints (or nearly, see above): the
        cards she must hold, as many of the talon cards seen and taken as she took, and the
        rest from the cards this player has not seen."""
        need = self.size - self.forced.bit_count()
        taken = min(self.seen_need, max(0, need))
        seen = list(cards_in(self.seen_pool)) if taken else []
        need -= taken
        pool = list(cards_in(self.pool))
        if need > len(pool):
            pool = list(cards_in(self.loose_pool))
        if need > len(pool):  # cannot happen with a consistent view; keep what is known
            pool = list(cards_in(self.view.unseen | self.forced)) or pool
            need = min(need, len(pool))
        hand = 0
        for _ in range(TRIES):
            hand = self.forced | sum(1 << c for c in rng.sample(pool, max(0, need)))
            if taken:
                hand |= sum(1 << c for c in rng.sample(seen, taken))
            if self.consistent(hand):
                return hand
        return hand


def _claim_key(hand: CardSet, action: int, compare: str) -> tuple[int, ...]:
    """The comparison key of a claim action (a point's from ``hand``)."""
    kind = category_of(action)
    if kind == "point":
        return point.point_key(point.point_of_suit(hand, point_suit(action)), compare)
    if kind == "sequence":
        return sequence_of(action).key
    return set_of(action).key


def sample_world(view: PiquetView, rng: random.Random,
                 constraints: Constraints | None = None) -> World:
    """A world for the solver: both hands now, who leads, the tricks won and any pique
    still possible, the opponent's hand drawn consistently with ``view``."""
    cons = constraints if constraints is not None else Constraints(view)
    hands = [0, 0]
    hands[view.player] = view.hand
    hands[1 - view.player] = cons.sample(rng)
    need = pique_need(view)
    return World((hands[0], hands[1]), view.leader, view.tricks_won, view.lead_card,
                 pique_seat=view.elder if need else None, pique_need=need)
