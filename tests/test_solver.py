"""The double-dummy solver against exhaustive minimax through the game engine.

The solver (``players/solver.py``) prunes with alpha-beta and remembers bounds in a
transposition table; the reference below does neither: it tries every legal card at every
turn through ``State`` (the engine that scores real games, Cotton ch. XXII) and remembers
only exact values of positions it has finished. Both must give the same value for the
position and for every card the player to move may play (``action_values``, what the
expert averages), on whole hands (seven tricks) and on shorter ones, from trick
boundaries and after a lead, with either seat to move, under every option that changes
play or scoring, and, when the match scores are given, in the race to the target.
"""

from __future__ import annotations

import random

import pytest

from penneech.core.cards import Card, parse_cards
from penneech.games.penneech.players.sampling import expected_turn_points
from penneech.games.penneech.players.solver import WIN, Solver, World, race_value
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import KEEP, State

#: Every option that changes how a hand is played or scored, one value changed at a time,
#: plus a few combinations (``first_lead``/``first_turnup`` change who leads and the score
#: before the first trick; ``pack`` changes the cards).
VARIANTS: list[dict[str, str]] = [
    {},
    {"follow": "follow_or_trump"},
    {"follow": "free"},
    {"counters": "all_honours"},
    {"honours_to": "holder"},
    {"first_lead": "dealer", "first_turnup": "dealer_scores"},
    {"scoring": "end_of_hand"},
    {"pack": "32"},
    {"counters": "all_honours", "honours_to": "holder", "follow": "follow_or_trump"},
]


def _made(state: State) -> tuple[int, int]:
    """Points each seat counts towards the target now (scores plus pending)."""
    return (state.scores[0] + state.pending[0], state.scores[1] + state.pending[1])


class Reference:
    """Exhaustive minimax through ``State`` over the rest of the current hand.

    The value of a position is seat 0's final outcome: the point difference the hand adds
    from the root or, in the race, ``WIN`` (or ``-WIN``) when a side wins the game during
    the hand and ``race_value`` of what each side still needs when it does not.
    Turn-ups come from ``turns`` (the whole hand's order). Exact values of finished positions
    are remembered (the position includes the scores, so the memory is exact).
    """

    def __init__(self, root: State, turns: list[Card], race: bool) -> None:
        self.turns = turns
        self.race = race
        self.hand_no = root.hand_no
        made = _made(root)
        self.base = made[0] - made[1]
        self.memo: dict[tuple[object, ...], float] = {}

    def outcome(self, state: State) -> float:
        if state.is_terminal():
            return WIN if state.winner == 0 else -WIN
        if state.hand_no != self.hand_no or state.phase == "deal":
            if self.race:
                target = state.rules.target
                return race_value(target - state.scores[0], target - state.scores[1])
            return float(state.scores[0] - state.scores[1] - self.base)
        if state.phase == "turn_up":
            child = state.clone()
            child.apply_action(self.turns[len(state.turned)])
            return self.outcome(child)
        key = (state.hands[0], state.hands[1], state.leader, state.lead_card,
               len(state.tricks), state.tricks_won[0], _made(state))
        known = self.memo.get(key)
        if known is not None:
            return known
        values = [self.outcome(self.after(state, a)) for a in state.legal_actions()]
        best = max(values) if state.current_player() == 0 else min(values)
        self.memo[key] = best
        return best

    @staticmethod
    def after(state: State, action: int) -> State:
        child = state.clone()
        child.apply_action(action)
        return child

    def action_values(self, state: State) -> dict[int, float]:
        return {a: self.outcome(self.after(state, a)) for a in state.legal_actions()}


def position(rules: Rules, seed: int, plies: int,
             scores: tuple[int, int] | None = None) -> tuple[State, list[Card]]:
    """A seeded random deal after ``plies`` random cards played (turn-ups in between).

    With ``scores``, the match stands at that score when the hand starts.
    """
    rng = random.Random(seed)
    cards = rng.sample(range(52) if rules.pack == 52 else
                       [c for c in range(52) if c % 13 >= 5], 22)
    state = State(rules, dealer=seed % 2)
    if scores is not None:
        state.scores = list(scores)
    for c in cards[:14]:
        state.apply_action(c)
    while state.phase == "throw_in":
        state.apply_action(KEEP)
    turns = cards[14:]
    played = 0
    while True:
        if state.phase == "turn_up":
            state.apply_action(turns[len(state.turned)])
            continue
        if played == plies or state.phase != "play":
            break
        state.apply_action(rng.choice(state.legal_actions()))
        played += 1
    return state, turns


def world_of(state: State, turns: list[Card], race: bool) -> World:
    """The solver's world for ``state``, fully known."""
    return World((state.hands[0], state.hands[1]), state.leader, len(state.tricks),
                 (state.tricks_won[0], state.tricks_won[1]), tuple(turns), state.lead_card,
                 _made(state) if race else None)


def check(state: State, turns: list[Card], race: bool) -> None:
    """The solver's value and per-card values equal the reference's."""
    assert state.phase == "play", "the game ended before the position"
    reference = Reference(state, turns, race)
    world = world_of(state, turns, race)
    expected = reference.action_values(state)
    assert Solver(state.rules).action_values(world) == pytest.approx(expected)
    mover = state.current_player()
    best = max(expected.values()) if mover == 0 else min(expected.values())
    assert Solver(state.rules).value(world) == pytest.approx(best)


@pytest.mark.parametrize("values", VARIANTS)
@pytest.mark.parametrize("plies", [4, 5, 7])
def test_solver_equals_exhaustive_search_with_five_or_more_cards_in_hand(
        values: dict[str, str], plies: int) -> None:
    """From trick 3 (4 plies: a boundary) or after a lead (5, 7 plies), either seat to move."""
    rules = Rules().with_values({**values, "target": "999"})
    for seed in range(3):
        state, turns = position(rules, 100 * plies + seed, plies)
        check(state, turns, race=False)


# Slow by nature (3 to 15 s a case on a quiet core, the most with every card legal): the
# reference is an exhaustive search of seven whole tricks, the only check of the solver on
# whole hands, which is what the expert searches in every world it samples.
@pytest.mark.parametrize("values", VARIANTS)
def test_solver_equals_exhaustive_search_on_whole_hands(values: dict[str, str]) -> None:
    """Seven tricks to play, from the first lead and after it, each with either seat to move
    (the slowest test here; ``follow=free`` gets one whole hand, and both seats in the test
    above)."""
    rules = Rules().with_values({**values, "target": "999"})
    movers: set[int] = set()
    roots: tuple[tuple[int, int], ...] = ((1, 0), (8, 0), (1, 1), (8, 1))  # seed, plies
    if rules.follow == "free":  # every card legal: seconds for one root, so only one here
        roots = ((1, 1),)
    for seed, plies in roots:
        state, turns = position(rules, seed, plies)
        movers.add(state.current_player())
        check(state, turns, race=False)
    assert movers == {0, 1} or rules.follow == "free"


@pytest.mark.parametrize("values", [{}, {"honours_to": "holder"}, {"scoring": "end_of_hand"},
                                    {"counters": "all_honours", "follow": "free"}])
@pytest.mark.parametrize("scores", [(50, 52), (57, 44), (40, 58), (55, 55)])
def test_solver_plays_the_race_to_the_target_like_exhaustive_search(
        values: dict[str, str], scores: tuple[int, int]) -> None:
    """Near 61 a point that ends the game is worth the game (``WIN``), in Cotton's order of
    scoring under ``immediate``, on the totals at the end of the hand under ``end_of_hand``."""
    rules = Rules().with_values(values)
    decided = 0
    for seed, plies in ((5, 4), (6, 5), (7, 6)):
        state, turns = position(rules, seed, plies, scores)
        if state.phase != "play":
            continue
        check(state, turns, race=True)
        decided += abs(Reference(state, turns, True).outcome(state)) == WIN
    assert decided, "no position of this test reaches the target: it checks nothing"


def test_in_the_race_a_point_counts_for_more_near_the_end() -> None:
    """Equal needs are even; five points are worth more at 11 to go than at 51 to go; a
    side that needs nothing more has all but won."""
    assert race_value(30, 30) == 0.0
    assert race_value(6, 11) - race_value(11, 11) > race_value(46, 51) - race_value(51, 51) > 0
    assert race_value(1, 60) > 0.9 * WIN and race_value(60, 1) < -0.9 * WIN


def test_turn_ups_known_by_suit_only_score_their_suits_average() -> None:
    """Seen turn-ups score their value (Cotton p. 148, C8: Ace five, King four, Queen three,
    Knave two; p. 149, C11: Penneech fourteen); one still to come scores the average of the
    stock's cards of its suit, and the last, which sets no trump, the stock's average."""
    stock = parse_cards("AH 2H 3H 7D 2D KS 4C 5C")
    turns = tuple(parse_cards("QS 2H 7D 4C 5C 2D KS 3H"))
    points = expected_turn_points(stock, turns, 1)
    assert points[0] == 3.0  # the Queen, seen
    assert points[1] == pytest.approx(5 / 3)  # hearts: A, 2, 3
    assert points[2] == pytest.approx(14 / 2)  # diamonds: 7 (Penneech), 2
    assert points[6] == 4.0  # spades: the King alone
    assert points[7] == pytest.approx((5 + 14 + 4) / len(stock))  # any card
    assert expected_turn_points(stock, turns, 2)[:2] == (3.0, 0.0)


def test_with_one_trick_left_the_expected_turn_up_gives_the_average_value() -> None:
    """The last trick is forced; the card turned after it is pure chance. Knowing only that
    it comes from the stock, the solver's value is the average of the exhaustive values
    over every card the stock could turn up."""
    rules = Rules().with_values({"target": "999"})
    state, turns = position(rules, 9, 12)
    assert len(state.tricks) == 6 and state.lead_card is None
    stock = [c for c in range(52) if state.stock_mask >> c & 1]
    exact = [Reference(state, [*turns[:7], c], False).outcome(state) for c in stock]
    world = World((state.hands[0], state.hands[1]), state.leader, 6,
                  (state.tricks_won[0], state.tricks_won[1]), tuple(turns),
                  turn_points=expected_turn_points(stock, tuple(turns), 7))
    assert Solver(rules).value(world) == pytest.approx(sum(exact) / len(exact))
