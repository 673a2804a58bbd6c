"""The declarations: what each hand may claim in a category, how claims compare, and what
the winner of a category scores (Cotton 1674, pp. 82–84; Cavendish, laws 62–64; Meyers).

Categories are declared in order, point, sequences, sets (the carte blanche reckons before
them). A claim must be held; under ``sinking=allowed`` it may be less than the holding, or
nothing at all, and the younger may answer ``GOOD`` while holding better; under
``not_allowed`` each side makes its best claim. The younger's answer must at least equal
the elder's claim to be made at all: the better claim wins, equal claims score nobody.
The winner of sequences or sets always reckons his lesser combinations with his claim
(keeping one back would only conceal it; the engine does not offer that).
"""

from __future__ import annotations

from penneech.core.cards import SUIT_MASKS, CardSet, cards_in, rank_of
from penneech.games.piquet import point, sequences, sets
from penneech.games.piquet.actions import (
    GOOD,
    NOTHING,
    category_of,
    describe_claim,
    point_action,
    point_suit,
    sequence_action,
    sequence_of,
    set_action,
    set_of,
)
from penneech.games.piquet.rules import PiquetRules

CATEGORIES: tuple[str, ...] = ("point", "sequence", "set")
Claim = point.PointClaim | sequences.Sequence | sets.SetClaim


def claims(rules: PiquetRules, hand: CardSet, category: str,
           low: int) -> list[tuple[int, Claim]]:
    """Every true claim of the hand in ``category``, with its action."""
    if category == "point":
        return [(point_action(c.suit), c) for c in point.points(hand, rules.point_min_cards)]
    if category == "sequence":
        return [(sequence_action(q), q) for q in sequences.claimable(hand, low)]
    return [(set_action(s), s) for s in sets.claimable(hand)]


def best_claim(rules: PiquetRules, hand: CardSet, category: str,
               low: int) -> tuple[int, Claim] | None:
    """The hand's best claim in ``category`` with its action, or ``None``."""
    found: Claim | None
    if category == "point":
        found = point.best_point(hand, rules.point_compare, rules.point_min_cards)
        return None if found is None else (point_action(found.suit), found)
    if category == "sequence":
        found = sequences.best_sequence(hand, low)
        return None if found is None else (sequence_action(found), found)
    found = sets.best_set(hand)
    return None if found is None else (set_action(found), found)


def claim_of(hand: CardSet, action: int) -> Claim:
    """What a claim action states for the hand making it (a point's pips from the hand)."""
    kind = category_of(action)
    if kind == "point":
        return point.point_of_suit(hand, point_suit(action))
    if kind == "sequence":
        return sequence_of(action)
    return set_of(action)


def compare(rules: PiquetRules, elder: Claim, younger: Claim) -> int:
    """+1 if the elder's claim is better, -1 if the younger's, 0 if equal."""
    if isinstance(elder, point.PointClaim) and isinstance(younger, point.PointClaim):
        return point.compare_points(elder, younger, rules.point_compare)
    assert not isinstance(elder, point.PointClaim)
    assert not isinstance(younger, point.PointClaim)
    a, b = elder.key, younger.key
    return 1 if a > b else -1 if a < b else 0


def pips_said(rules: PiquetRules, length: int, other_length: int | None) -> bool:
    """Whether a point's pips are said aloud, besides its number of cards: the order of
    calling. Under the Portland comparison (``length_then_pips``) the elder calls the number
    of cards alone; the younger may ask what they make only if her point has as many
    (Cavendish, law 46: "It is sufficient to call the number of cards of the point"), and
    then he says it ("Forty-eight"; Cavendish, Description, Calling and showing), so the
    pips of either point are said only when the other point is as long (``other_length``,
    ``None`` for no point). When pips alone decide (Cotton p. 82), they are what is called.
    Sequences and sets are called with their top card or rank at once ("A quart to a
    queen", "Three queens"; the same section, and law 48), as the engine's words say.

    >>> from penneech.games.piquet.presets import PRESETS
    >>> portland, cotton = PRESETS["portland"].rules, PRESETS["cotton1674"].rules
    >>> pips_said(portland, 5, 4), pips_said(portland, 5, 5), pips_said(cotton, 5, None)
    (False, True, True)
    """
    return rules.point_compare != "length_then_pips" or other_length == length


def asks_pips(rules: PiquetRules, hand: CardSet, length: int) -> bool:
    """Whether the younger, holding ``hand``, asks what the elder's point of ``length`` cards
    makes: when her longest point has as many cards. With fewer she answers "Good", with
    more "Not good" at once, as asking would bar her longer point (Cavendish, law 46)."""
    longest = max((c.length for c in point.points(hand, rules.point_min_cards)), default=0)
    return longest == length


def options(rules: PiquetRules, hand: CardSet, category: str, low: int,
            elder_claim: Claim | None, answering: bool) -> list[int]:
    """The legal declarations: the elder's (``answering`` false), or the younger's answer
    to ``elder_claim`` (``None`` if the elder declared nothing)."""
    sinking = rules.sinking == "allowed"
    if not answering or elder_claim is None:
        if not sinking:
            best = best_claim(rules, hand, category, low)
            return [NOTHING] if best is None else [best[0]]
        return sorted([NOTHING, *(a for a, _ in claims(rules, hand, category, low))])
    if not sinking:
        best = best_claim(rules, hand, category, low)
        if best is not None and compare(rules, elder_claim, best[1]) <= 0:
            return [best[0]]
        return [GOOD]
    answers = [a for a, c in claims(rules, hand, category, low)
               if compare(rules, elder_claim, c) <= 0]
    return sorted([GOOD, *answers])


def claim_cards(hand: CardSet, claim: Claim) -> CardSet:
    """The cards a claim shows when it scores or ties (a trio out of a quatorze shows
    none: which card is kept back stays private; Cotton p. 88)."""
    if isinstance(claim, point.PointClaim):
        return hand & SUIT_MASKS[claim.suit]
    if isinstance(claim, sequences.Sequence):
        return claim.cards
    m = 0
    for c in cards_in(hand):
        if rank_of(c) == claim.rank:
            m |= 1 << c
    return 0 if claim.count == 3 and m.bit_count() == 4 else m


def scoring(rules: PiquetRules, hand: CardSet, claim: Claim,
            low: int) -> list[tuple[int, str, CardSet]]:
    """What the winner of a category scores for ``claim``: (points, what, cards shown)
    for the claim and, for sequences and sets, every lesser one he holds (Cotton
    pp. 83–84; Cavendish, laws 63–64)."""
    if isinstance(claim, point.PointClaim):
        return [(point.point_value(claim, rules.point_score), describe_claim(claim),
                 claim_cards(hand, claim))]
    if isinstance(claim, sequences.Sequence):
        return [(sequences.sequence_value(q.length, rules.sequence_values), describe_claim(q),
                 q.cards) for q in sequences.scoring_sequences(hand, claim, low)]
    return [(s.value, describe_claim(s), claim_cards(hand, s))
            for s in sets.scoring_sets(hand, claim)]
