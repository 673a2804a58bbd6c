"""What a Piquet hand is worth: declarations compared, a quick play-out and a keep value.

These are the estimates the greedy and expert players exchange and declare by. The
declarations use the engine's own rules (``point.py``, ``sequences.py``, ``sets.py``,
``blanche.py``): each category is won by the better best claim, an equal one scores
nobody, the winner of sequences and sets scores every lesser one he holds (Cotton
pp. 82-84; Cavendish, laws 62-64), carte blanche reckons first (Cotton p. 86; Cavendish,
law 67), and a repique is judged in that order (Cavendish, law 68; Cotton p. 86).
"""

from __future__ import annotations

from penneech.core.cards import SUIT_MASKS, Card, CardSet, cards_in
from penneech.games.piquet import point, sequences, sets
from penneech.games.piquet.blanche import BLANCHE_VALUE
from penneech.games.piquet.pack import lowest_rank
from penneech.games.piquet.reckoning import PIQUE_BONUS, REPIQUE_BONUS, THRESHOLD
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.tricks import BEATS, OUTCOMES

SUIT_BITS = (1 << 13) - 1


def category_points(hand: CardSet, category: str, rules: PiquetRules) -> tuple[tuple[int, ...],
                                                                               int]:
    """The comparison key of the hand's best claim in ``category`` (empty if none) and what
    the hand scores there if that claim is good (lesser sequences and sets included)."""
    low = lowest_rank(rules.deck)
    if category == "point":
        best = point.best_point(hand, rules.point_compare, rules.point_min_cards)
        if best is None:
            return (), 0
        return point.point_key(best, rules.point_compare), point.point_value(
            best, rules.point_score)
    if category == "sequence":
        seq = sequences.best_sequence(hand, low)
        if seq is None:
            return (), 0
        total = sum(sequences.sequence_value(q.length, rules.sequence_values)
                    for q in sequences.scoring_sequences(hand, seq, low))
        return seq.key, total
    best_set = sets.best_set(hand)
    if best_set is None:
        return (), 0
    return best_set.key, sum(s.value for s in sets.scoring_sets(hand, best_set))


def declarations(elder: CardSet, younger: CardSet, rules: PiquetRules,
                 blanche: tuple[bool, bool] = (False, False)) -> tuple[int, int]:
    """The points elder and younger score in declarations when both claim their best,
    with carte blanche as given and a repique judged in the order of reckoning."""
    classes: list[tuple[int, int]] = [(BLANCHE_VALUE * blanche[0], BLANCHE_VALUE * blanche[1])]
    for category in ("point", "sequence", "set"):
        ek, ev = category_points(elder, category, rules)
        yk, yv = category_points(younger, category, rules)
        if ek > yk or (category == "point" and ek == yk and ek
                       and rules.point_compare == "pips_elder"):
            classes.append((ev, 0))
        elif yk > ek:
            classes.append((0, yv))
        else:
            classes.append((0, 0))
    totals = [sum(c[0] for c in classes), sum(c[1] for c in classes)]
    run = [0, 0]
    for c in classes:
        for p in (0, 1):
            run[p] += c[p]
        for p in (0, 1):
            if run[p] >= THRESHOLD:
                blocked = (run[1 - p] if rules.pique_repique_blocking == "ordered"
                           else totals[1 - p])
                if not blocked:
                    totals[p] += REPIQUE_BONUS
                    return totals[0], totals[1]
    return totals[0], totals[1]


def is_top(card: Card, out: CardSet) -> bool:
    """Whether ``card`` is the highest card of its suit among ``out``."""
    above = out & SUIT_MASKS[card // 13] & ~((2 << card) - 1)
    return above == 0


def greedy_lead(hand: CardSet, out: CardSet) -> Card:
    """Lead a sure winner (from the longest suit holding one); otherwise the lowest card of
    the longest suit, keeping the high cards back."""
    cards = list(cards_in(hand))
    length = {s: (hand & SUIT_MASKS[s]).bit_count() for s in range(4)}
    tops = [c for c in cards if is_top(c, out)]
    if tops:
        return max(tops, key=lambda c: (length[c // 13], c % 13))
    return min(cards, key=lambda c: (-length[c // 13], c % 13))


def greedy_follow(hand: CardSet, lead: Card, out: CardSet) -> Card:
    """Win with the cheapest card that wins; otherwise play the lowest card of the suit or,
    when void, throw the lowest card that is not a sure winner."""
    suited = hand & SUIT_MASKS[lead // 13]
    if suited:
        cards = list(cards_in(suited))
        winners = [c for c in cards if BEATS[lead] >> c & 1]
        return winners[0] if winners else cards[0]
    cards = list(cards_in(hand))
    plain = [c for c in cards if not is_top(c, out)] or cards
    return min(plain, key=lambda c: (c % 13, -(hand & SUIT_MASKS[c // 13]).bit_count()))


def playout(hands: tuple[CardSet, CardSet], leader: int, rules: PiquetRules,
            pique_need: int = 0) -> tuple[int, int]:
    """The points each seat makes in the twelve tricks when both play ``greedy_lead`` and
    ``greedy_follow`` with every card known (a quick estimate of a hand's play); each
    trick is won and scored as ``tricks.py`` rules (its table ``OUTCOMES``).

    With ``pique_need``, the first leader is the elder and still needs that many points
    for a pique: thirty more if he makes them before the other scores in play
    (Cavendish, law 69; Cotton p. 86).
    """
    elder = leader
    h = [hands[0], hands[1]]
    pts = [0, 0]
    won = [0, 0]
    outcomes = OUTCOMES[rules.play_scoring]
    tricks = h[0].bit_count()
    for t in range(tricks):
        out = h[0] | h[1]
        lead = greedy_lead(h[leader], out)
        h[leader] ^= 1 << lead
        follower = 1 - leader
        follow = greedy_follow(h[follower], lead, out)
        h[follower] ^= 1 << follow
        won_it, to_leader, to_follower = outcomes[lead][follow]  # tricks.py
        winner = leader ^ won_it
        pts[leader] += to_leader
        pts[follower] += to_follower
        if t == tricks - 1:
            pts[winner] += rules.last_trick_bonus
        if pique_need:
            if pts[1 - elder]:
                pique_need = 0
            elif pts[elder] >= pique_need:
                pts[elder] += PIQUE_BONUS
                pique_need = 0
        won[winner] += 1
        leader = winner
    if max(won) == tricks and tricks == 12:
        w = 0 if won[0] else 1
        pts[w] += 40 if rules.capot == "30_plus_cards" else int(rules.capot)
    elif won[0] != won[1]:
        pts[0 if won[0] > won[1] else 1] += 10
    return pts[0], pts[1]


def keep_value(hand: CardSet, rules: PiquetRules) -> float:
    """A one-look value of the cards a player keeps: what they would declare if good, the
    length of the best suit, and the high cards that take tricks."""
    value = 0.0
    for category in ("point", "sequence", "set"):
        key, v = category_points(hand, category, rules)
        value += v
        if category == "point" and key:
            value += 2 * (hand & SUIT_MASKS[_longest(hand)]).bit_count()
    for c in cards_in(hand):
        rank = c % 13 + 2
        value += {14: 3.0, 13: 1.5, 12: 0.7, 11: 0.3}.get(rank, 0.0)
    return value


def _longest(hand: CardSet) -> int:
    return max(range(4), key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), s))
