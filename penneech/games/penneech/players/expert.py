"""The ``expert`` player: Perfect Information Monte Carlo over double-dummy searches.

For each decision it draws worlds consistent with what it has seen (``sampling.py``: the
opponent's hand and the order of the cards still to be turned up, voids respected), solves
each world exactly with ``solver.py``, and plays the card with the best average value for
the player to move. Because every world draws its own turn-up order, the average is an
estimate of the expectation over the random turn-ups; the player never sees the real
hidden cards.

Its budget is a number of worlds (``samples``: one number, or one per trick of the hand, as
an early decision costs far more per world than a late one), so a seed and a budget give
the same game on any machine. The worlds are drawn from a random generator derived from
the player's seed and the decision (hand, trick, cards held, cards on the table), never
from the clock or the global generator, so the same position gets the same answer however
the game reached it.
``time_cap`` (seconds) is only a safety net for slow hosts: when given, the search stops
early if the cap is spent (always after at least one world), and the choice may then depend
on the machine. In the browser (Pyodide, ``sys.platform == "emscripten"``) the default cap is
``BROWSER_TIME_CAP``, so a slow phone never waits long; elsewhere there is none.

The turn-ups are chance. Each world draws an order of the stock, but its search is told
only the suits still to be turned (the trumps to come), each turn-up scoring the average of
its suit's cards in that world's stock (``sampling.expected_turn_points``): which trick
brings the Ace or Penneech stays unknown to both sides, as at the table, while the average
over worlds covers the trumps. The current ``expert`` also plays the race to the target
once it is near (a point that wins the game counts for more than the hand's points;
``solver.py``). ``expert-2025``, the previous version kept for reproducible comparisons,
knows each world's turn-ups card by card and values only the point difference of the hand.
"""

from __future__ import annotations

import copy
import random
import sys
import time

from penneech.core.advice import ActionValue, Advice
from penneech.core.cards import Card, CardSet
from penneech.games.penneech.players.greedy import throw_in_choice
from penneech.games.penneech.players.sampling import race_scores, world_sampler
from penneech.games.penneech.players.solver import Solver
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.tricks import POWER
from penneech.games.penneech.view import PenneechView

#: Worlds per decision at tricks 1-7 (a world at trick 1 costs about 30 times one at trick 4).
#: More worlds where they leave the median decision time alone, (30, 85, 200, 100, 300,
#: 300, 300), won no more games against ``expert-2025``: 4.9 of 100 fewer (standard error
#: 3.8, 82 games paired on the same cards with the same expert reading the opponent's lost
#: follows, a reading not kept: ``sampling.py``), so the budget stays. The worlds' sampling
#: noise costs little: in 30 positions at trick 1 (deals 1000-1003, four draws each), the
#: card 30 worlds choose is worth 0.10 less on average than the best by 400 worlds (0.03
#: with 120 worlds); at trick 2 with 70 worlds, 0.08. The unit is a point of the hand, or
#: near the target (``RACE_WITHIN``) a hundredth of ``solver.WIN``.
DEFAULT_SAMPLES: tuple[int, ...] = (30, 70, 100, 100, 100, 100, 100)
#: The previous expert stopped at 100 worlds or 0.2 s; on the reference machine that left a
#: median of 20 worlds at trick 1 and 66 at trick 2 (code review of 2026-11, section 5).
PREVIOUS_SAMPLES: tuple[int, ...] = (20, 66, 100, 100, 100, 100, 100)
#: Worlds for an analysis (``analysis.action_values``) when no number is given.
HINT_SAMPLES = 60
#: The expert plays for the target (``solver.race_value``) once either side needs this
#: many points or fewer, about the most one side makes in a good hand; further away it
#: plays for the hand's points, which ranks the cards alike and searches twice as fast.
#: A race value from a normal law fitted to who won 9,000 greedy games from the scores at
#: each hand's start (it fits them better than ``solver.race_value``'s straight line) won no
#: more games: 1.6 of 100 fewer (standard error 2.1, 248 games paired as above).
RACE_WITHIN = 40

#: The safety cap on one decision in the browser, in seconds (no cap in CPython).
BROWSER_TIME_CAP = 1.5
DEFAULT_TIME_CAP: float | None = BROWSER_TIME_CAP if sys.platform == "emscripten" else None

Budget = int | tuple[int, ...]


def worlds_for(samples: Budget, trick: int) -> int:
    """The number of worlds a budget allows at trick ``trick`` (0-based)."""
    if isinstance(samples, int):
        return samples
    return samples[min(trick, len(samples) - 1)]


def _check_budget(samples: Budget) -> None:
    counts = (samples,) if isinstance(samples, int) else samples
    if not counts or any(n < 1 for n in counts):
        raise ValueError(f"the expert needs at least one sample per decision, not {samples}")


def decision_rng(seed: int, view: PenneechView) -> random.Random:
    """A generator for one decision, derived from ``seed`` and the position in ``view``.

    Strings seed ``random.Random`` through SHA-512, the same on every platform and run.
    """
    table = (view.lead_card, tuple((t.lead, t.follow) for t in view.tricks))
    return random.Random(f"expert:{seed}:{view.player}:{view.hand_no}:{view.hand}:"
                         f"{view.turned}:{table}:{view.scores}")


def plays_race(view: PenneechView) -> bool:
    """Whether the expert plays this hand for the target rather than its points: either
    side needs ``RACE_WITHIN`` points or fewer (``race_scores``)."""
    return min(view.rules.target - s for s in race_scores(view)) <= RACE_WITHIN


def estimate(view: PenneechView, rng: random.Random, samples: int,
             time_cap: float | None = None, solvers: dict[PenneechRules, Solver] | None = None,
             race: bool = True, suits_only: bool = True,
             in_sight: CardSet | None = None) -> dict[Card, float]:
    """Average value per legal card for the player to move, over ``samples`` worlds.

    Each world's search knows the suits of the cards to be turned up but, with
    ``suits_only``, not their values (``sampling.expected_turn_points``). Values are the
    point difference (this player minus the opponent) for the rest of the hand; with
    ``race``, once the target is near (``RACE_WITHIN``), the value of the match
    after the hand instead (``solver.WIN`` for a game won, ``solver.race_value`` otherwise).
    ``in_sight`` (the opponent's true hand) is only for the bound of
    ``scripts/sighted.py --sight hands`` (``sampling.world_sampler``).
    """
    if samples < 1:
        raise ValueError(f"the expert needs at least one sample per decision, not {samples}")
    cache = solvers if solvers is not None else {}
    solver = cache.get(view.rules)
    if solver is None:
        solver = cache[view.rules] = Solver(view.rules)
    if race:
        race = plays_race(view)
    draw = world_sampler(view, race, suits_only, in_sight)
    sign = 1.0 if view.player == 0 else -1.0
    totals = dict.fromkeys(view.legal, 0.0)
    start = time.perf_counter()
    n = 0
    while n < samples and (n == 0 or time_cap is None
                           or time.perf_counter() - start < time_cap):
        values = solver.action_values(draw(rng))
        for card, v in values.items():
            totals[card] += sign * v
        n += 1
    return {card: total / n for card, total in totals.items()}


def best_card(values: dict[Card, float]) -> Card:
    """The card with the highest value; ties go to the weakest card.

    The highest average, not the card best in most worlds: a vote of the worlds (each for
    its best cards, the average breaking ties) won 150 of 300 games against ``expert-2025``
    where the expert won 158 (deals 0-149, McLeod's reading; 2.7 of 100 fewer, standard
    error 2.9).
    """
    return max(values, key=lambda c: (round(values[c], 6), -POWER[c]))


class ExpertPlayer:
    """Search player (level ``expert``): the same seed and budget give the same choices."""

    name = "expert"
    #: Each of these two settings, turned off alone, won fewer of the same 300 games against
    #: ``expert-2025`` (deals 0-149 of ``scripts/tournament.py``, McLeod's reading), where
    #: the expert won 158: without the race 151 (2.3 of 100 fewer, standard error 2.2),
    #: with the turn-ups known card by card 149 (3.3 fewer, standard error 2.4). Over the
    #: 2,000 games of deals 0-999 the expert won 50.7% (95% CI 48.5 to 52.9%).
    race = True
    suits_only = True

    def __init__(self, seed: int | None = None, samples: Budget = DEFAULT_SAMPLES,
                 time_cap: float | None = DEFAULT_TIME_CAP) -> None:
        _check_budget(samples)
        self.seed = 0 if seed is None else seed
        self.samples = samples
        self.time_cap = time_cap
        self._solvers: dict[PenneechRules, Solver] = {}

    def values(self, view: PenneechView) -> dict[Card, float]:
        """The average value of each legal card (for the player to move in ``view``)."""
        return estimate(view, decision_rng(self.seed, view),
                        worlds_for(self.samples, len(view.tricks)), self.time_cap,
                        self._solvers, self.race, self.suits_only)

    def advise(self, view: PenneechView) -> Advice:
        """The card with the best average over the sampled worlds, and every legal card's
        average (``core.advice``): points of the hand, or, once the race is played
        (``plays_race``), hundredths of a game. The throw-in and a single legal card are
        decided without values."""
        if view.phase == "throw_in":
            return Advice(throw_in_choice(view))
        if len(view.legal) == 1:
            return Advice(view.legal[0])
        values = self.values(view)
        unit = "game" if self.race and plays_race(view) else "points"
        return Advice(best_card(values), tuple(ActionValue(c, v) for c, v in values.items()),
                      unit)

    def choose(self, view: PenneechView) -> int:
        """The card with the best average over the sampled worlds (``advise``)."""
        return self.advise(view).choice

    def __deepcopy__(self, memo: dict[int, object]) -> ExpertPlayer:
        """A copy that shares the solvers: they are scratch space, each search starts its
        own table, so no choice depends on them (the play page copies its computer players
        at each of the human's decisions, to take it back)."""
        return copy.copy(self)


class PreviousExpertPlayer(ExpertPlayer):
    """The expert as of 2025 (level ``expert-2025``): hand points only, its former budget.

    Kept so that a match against the current expert can be replayed exactly
    (``scripts/tournament.py expert expert-2025``); it is not offered as a level.
    """

    name = "expert-2025"
    race = False
    suits_only = False

    def __init__(self, seed: int | None = None, samples: Budget = PREVIOUS_SAMPLES,
                 time_cap: float | None = DEFAULT_TIME_CAP) -> None:
        super().__init__(seed, samples, time_cap)
