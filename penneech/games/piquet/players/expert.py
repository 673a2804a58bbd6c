"""The ``expert`` Piquet player: sampled exchanges, honest declarations, searched play.

- Exchange (and, with carte blanche, the number to exchange): the candidate discards with
  the best keep value (``hands.keep_value``) are each tried on the same sampled deals, the
  opponent's cards and the talon drawn from the cards this player has not seen; in each
  deal the candidate is scored by the declarations of both final hands (``hands.
  declarations``: the rule set's point, sequences, sets, carte blanche and repique) and a
  quick play-out of the tricks (``hands.playout``). The best average wins.
- Declarations: the best claim held, and honest answers, as the greedy player (a true
  claim is required: Cavendish, law 55; Cotton p. 87). Every sequence and set won is
  scored; a point won as younger hand, reckoned after the elder's first lead, is withheld
  (sunk) when the rules allow it and playing out sampled deals both ways finds withholding
  clearly better (``sinking.py``: the point's cards stay hidden from an opponent who
  counts the hand, at the cost of the point). ``expert-nosink`` never sinks.
- Play: Perfect Information Monte Carlo. Each sampled world gives the opponent a hand
  consistent with everything seen and told (``sampling.py``); ``solver.py`` solves it
  exactly under the rule set's play scoring (leads, tricks, last trick, cards, capot and
  a pique still to be made); the card with the best average for this player is played.

The budget is a number of sampled worlds per play decision (``samples``, one number or one
per trick, as a world at the first trick costs many times one at the sixth) and of sampled
deals per exchange (``exchange_deals``), never the clock,
and every decision draws its worlds from a generator seeded by the player's seed and the
position, so the same seed and position always give the same choice on any machine.
"""

from __future__ import annotations

import random
from itertools import combinations

from penneech.core.advice import ActionValue, Advice
from penneech.core.cards import CardSet, cards_in
from penneech.games.piquet.actions import COUNT, SCORE, WITHHOLD
from penneech.games.piquet.blanche import is_blanche
from penneech.games.piquet.players.greedy import GreedyPlayer
from penneech.games.piquet.players.hands import declarations, keep_value, playout
from penneech.games.piquet.players.sampling import Constraints, sample_world, scoring_of
from penneech.games.piquet.players.sinking import OPPONENT_SAMPLES, SINK_WORLDS, sinks
from penneech.games.piquet.players.solver import Scoring, Solver
from penneech.games.piquet.reckoning import THRESHOLD
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.view import PiquetView

#: Worlds per play decision at tricks 1-12 (a world at trick 1 costs about ten times one
#: at trick 4, and the last tricks are nearly forced). Three times as many worlds made no
#: measurable difference against the greedy player (portland, 60 deals in duplicate).
DEFAULT_SAMPLES: tuple[int, ...] = (2, 3, 6, 10, 16, 20, 24, 30, 30, 30, 30, 30)
#: Sampled deals per exchange decision; candidate discards of the largest size, the next
#: size and any other (by keep value); candidates kept for the second round. Three times
#: as many deals moved the expert's margin over the greedy player by +1.2 points a deal,
#: standard error 1.4 (portland, 200 deals in duplicate): not worth three times the
#: exchange's time. What bounds the expert is the unknown talon: the same expert shown the
#: opponent's hand and the talon (``scripts/sighted.py``: every discard valued on the true
#: deal, play solved on the true position) won 64.5% of the points against greedy
#: (95% interval 63.7-65.3; portland, 1,000 deals from both seats; meyers1888 63.7%,
#: 62.8-64.6; cotton1674 74.5%, 73.0-76.0, 300 deals), the expert about 56% (portland);
#: an exchange searched exactly in place of the quick play-out made no difference (64.0%
#: against 63.9%, 50 deals), nor did play that saw the opponent's cards (55.9% against
#: 55.1% for the searched play, both with the greedy exchange, 100 deals).
EXCHANGE_DEALS = 32
WIDE, NARROW, FEW = 16, 6, 2
FINALISTS = 6
#: A card this much worse than the best in one world is only proved worse (``Solver``).
MARGIN = 4.0

Budget = int | tuple[int, ...]


def worlds_for(samples: Budget, trick: int) -> int:
    """The number of worlds a budget allows at trick ``trick`` (0-based)."""
    if isinstance(samples, int):
        return samples
    return samples[min(trick, len(samples) - 1)]


def decision_rng(seed: int, view: PiquetView, what: str) -> random.Random:
    """A generator for one decision, from ``seed`` and the position (strings seed
    ``random.Random`` through SHA-512: the same on every platform and run)."""
    table = (view.lead_card, tuple((t.lead, t.follow) for t in view.tricks))
    return random.Random(f"piquet-expert:{what}:{seed}:{view.player}:{view.deal_no}:"
                         f"{view.hand}:{view.discards}:{view.seen_talon}:{table}")


def candidates(hand: CardSet, counts: range, rules: PiquetRules) -> list[CardSet]:
    """The discards worth sampling: of the largest allowed size the best ``WIDE`` by
    keep value, of the next size ``NARROW``, of the others ``FEW`` each."""
    cards = list(cards_in(hand))
    scored: list[CardSet] = []
    sizes = sorted(counts, reverse=True)
    for rank, k in enumerate(sizes):
        keep = WIDE if rank == 0 else NARROW if rank == 1 else FEW
        ranked = sorted(((keep_value(hand & ~m, rules), -m, m)
                         for m in (sum(1 << c for c in out) for out in combinations(cards, k))),
                        reverse=True)
        scored += [m for _, _, m in ranked[:keep]]
    return scored


def _opponent_exchange(hand: CardSet, talon: list[int], rules: PiquetRules) -> CardSet:
    """A quick guess at the opponent's exchange: her lowest cards outside her longest
    suit go out, as many as the talon cards she may take."""
    if not talon:
        return hand
    cards = sorted(cards_in(hand), key=lambda c: ((hand >> 13 * (c // 13) & 8191).bit_count(),
                                                  c % 13))
    out = sum(1 << c for c in cards[:len(talon)])
    return (hand & ~out) | sum(1 << c for c in talon)


class ExpertPlayer(GreedyPlayer):
    """Sampling and search player (level ``expert``): a seed and budget fix its choices."""

    name = "expert"
    #: Whether it weighs withholding a point won (``sinking.py``); ``expert-nosink`` does not.
    sinks = True

    def __init__(self, seed: int | None = None, samples: Budget = DEFAULT_SAMPLES,
                 exchange_deals: int = EXCHANGE_DEALS, sink_worlds: int = SINK_WORLDS) -> None:
        counts = (samples,) if isinstance(samples, int) else samples
        if not counts or any(n < 1 for n in counts) or exchange_deals < 1 or sink_worlds < 1:
            raise ValueError(f"the expert needs at least one sample per decision, not "
                             f"{samples}, {exchange_deals} and {sink_worlds}")
        super().__init__(seed)
        self.base_seed = 0 if seed is None else seed
        self.samples = samples
        self.exchange_deals = exchange_deals
        self.sink_worlds = sink_worlds
        self._opponent: ExpertPlayer | None = None
        self._solvers: dict[Scoring, Solver] = {}
        self._counts: dict[tuple[int, int, CardSet], int] = {}

    def choose(self, view: PiquetView) -> int:
        """The searched card in play, the sampled exchange, otherwise the greedy choice
        (``advise``)."""
        return self.advise(view).choice

    def advise(self, view: PiquetView) -> Advice:
        """The choice, and in play every legal card's average value for this player in
        points of the deal (``core.advice``); other decisions come without values."""
        if len(view.legal) == 1:
            return Advice(view.legal[0])
        if view.phase == "play":
            values, bounds = self.searched(view)
            sign = 1.0 if view.player == 0 else -1.0
            mine = {c: sign * v for c, v in values.items()}
            best = max(mine, key=lambda c: (round(mine[c], 6), -(c % 13), -c))
            return Advice(best, tuple(ActionValue(c, mine[c], c in bounds) for c in mine))
        if view.phase == "blanche_count":
            return Advice(COUNT + self.blanche_count(view))
        if view.phase == "younger_scores" and WITHHOLD in view.legal:
            return Advice(WITHHOLD if self.sinks_point(view) else SCORE)
        return Advice(super().choose(view))

    # ----------------------------------------------------------------- sinking
    def sinks_point(self, view: PiquetView) -> bool:
        """Whether to withhold the category to be reckoned now: only a point, and only when
        withholding it is clearly better over ``sink_worlds`` sampled deals played out both
        ways (``sinking.sinks``)."""
        if not self.sinks or not view.younger_pending or view.younger_pending[0] != "point":
            return False
        if self._opponent is None:
            self._opponent = NoSinkExpert(self.base_seed, samples=OPPONENT_SAMPLES,
                                          exchange_deals=1)
        return sinks(view, self.base_seed, self._opponent, self.sink_worlds)

    # ----------------------------------------------------------------- play
    def values(self, view: PiquetView) -> dict[int, float]:
        """Seat 0's average value of each legal card over the sampled worlds."""
        return self.searched(view)[0]

    def searched(self, view: PiquetView) -> tuple[dict[int, float], set[int]]:
        """Seat 0's average value of each legal card over the sampled worlds, and the cards
        whose average holds a bound: in some world the search only proved them ``MARGIN``
        or more worse than that world's best card for the player to move
        (``Solver.action_values``), so their true average may be lower still."""
        scoring = scoring_of(view)
        solver = self._solvers.get(scoring)
        if solver is None:
            solver = self._solvers[scoring] = Solver(scoring)
        rng = decision_rng(self.base_seed, view, "play")
        cons = Constraints(view)
        n = worlds_for(self.samples, len(view.tricks))
        sign = 1.0 if view.player == 0 else -1.0
        totals = dict.fromkeys(view.legal, 0.0)
        bounds: set[int] = set()
        for _ in range(n):
            world = solver.action_values(sample_world(view, rng, cons), MARGIN)
            top = max(sign * v for v in world.values())
            for card, v in world.items():
                totals[card] += v
                if sign * v <= top - MARGIN:
                    bounds.add(card)
        return {card: total / n for card, total in totals.items()}, bounds

    # ----------------------------------------------------------------- exchange
    def discard_plan(self, view: PiquetView, full: CardSet, low: int, high: int) -> CardSet:
        """The discard with the best average over sampled deals (chosen once a deal,
        ``GreedyPlayer.plan``)."""
        return self.best_discard(view, full, range(low, high + 1))[1]

    def best_discard(self, view: PiquetView, full: CardSet,
                     counts: range) -> tuple[float, CardSet]:
        """The best average value and its discard among ``counts`` cards exchanged.

        Two rounds on the same sampled deals: every candidate on the first
        ``exchange_deals // 2`` deals, then the best ``FINALISTS`` on all of them.
        """
        rules = view.rules
        options = candidates(full, counts, rules)
        if len(options) == 1:
            return 0.0, options[0]
        rng = decision_rng(self.base_seed, view, "exchange")
        elder = view.player == view.elder
        taken_before = 0 if elder else (view.exchanged[view.elder] or view.blanche_count or 0)
        unknown = list(cards_in(view.unseen & ~full))
        talon_size = rules.deck - 24 - taken_before
        deals: list[tuple[CardSet, list[int]]] = []
        for _ in range(self.exchange_deals):
            rng.shuffle(unknown)
            deals.append((sum(1 << c for c in unknown[:12]), unknown[12:12 + talon_size]))
        first = max(1, self.exchange_deals // 2)
        totals = [self._average(full, out, deals[:first], elder, rules) for out in options]
        order = sorted(range(len(options)), key=lambda i: (-totals[i], i))[:FINALISTS]
        final = {i: self._average(full, options[i], deals, elder, rules) for i in order}
        best = max(order, key=lambda i: (final[i], -i))
        return final[best], options[best]

    def _average(self, full: CardSet, out: CardSet, deals: list[tuple[CardSet, list[int]]],
                 elder: bool, rules: PiquetRules) -> float:
        """The average value of discarding ``out`` over the sampled ``deals``."""
        k = out.bit_count()
        kept = full & ~out
        total = 0.0
        for theirs, talon in deals:
            mine = kept | sum(1 << c for c in talon[:k])
            other = _opponent_exchange(theirs, talon[k:], rules) if elder else theirs
            total += self._deal_value(mine, other, elder, rules)
        return total / len(deals)

    @staticmethod
    def _deal_value(mine: CardSet, other: CardSet, elder: bool, rules: PiquetRules) -> float:
        """My points minus the opponent's in one sampled deal: declarations and play."""
        e, y = (mine, other) if elder else (other, mine)
        blanche = (False, False)
        if rules.blanche_judged_on == "after_exchange":
            blanche = (is_blanche(e, rules.blanche_courts), is_blanche(y, rules.blanche_courts))
        de, dy = declarations(e, y, rules, blanche)
        need = THRESHOLD - de if dy == 0 and de < THRESHOLD else 0
        pe, py = playout((e, y), 0, rules, need)
        diff = de + pe - dy - py
        return float(diff if elder else -diff)

    def blanche_count(self, view: PiquetView) -> int:
        """With carte blanche as elder: the number of cards to exchange with the best
        sampled value (Cotton p. 81: he is bound to it)."""
        counts = sorted(a - COUNT for a in view.legal)
        key = (view.deal_no, view.player, view.hand)
        if key not in self._counts:
            value = {k: self.best_discard(view, view.hand, range(k, k + 1))[0] for k in counts}
            self._counts = {key: max(counts, key=lambda k: (value[k], k))}
        return self._counts[key]


class NoSinkExpert(ExpertPlayer):
    """The expert that reckons every category it wins (level ``expert-nosink``, not
    offered): the expert before it weighed sinking, kept for comparisons
    (``penneech lab --game piquet --players expert expert-nosink``)."""

    name = "expert-nosink"
    sinks = False
