"""Properties of the Pip-Pip! engine over every combination of rule options and every
table size the rules allow.

Random games, under rules drawn option by option from the engine's own option metadata
(so a new option or value is covered without a change here), must keep every physical
card in exactly one place, deal out exactly the card points of the two packs, explain
every score by the score log, follow the stock arithmetic of our research notes (B.4.4),
keep the trump the suit of the last marriage resolved (or of the cut card, or none),
write records that replay to the same game, and show each player only what it may see.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.cards import CardSet
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.marriages import marriage_of
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.pack import FULL_PACK, HAND_SIZE, points_of, pp_suit
from penneech.games.pippip.record import parse_record, record_of, write_record
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import view_of

RULES = st.fixed_dictionaries({o.id: st.sampled_from(o.values) for o in OPTIONS}).map(
    lambda values: PippipRules().with_values(values))
SEEDS = st.integers(0, 10**6)
#: Games of at most a dozen deals, to keep the suite fast: the number of rounds and the
#: target only say when a game ends, which ``test_every_score_is_explained_by_the_score_log``
#: checks for every value that remains.
GAMES = RULES.map(lambda r: r.with_values({
    "rounds": str(min(r.rounds, max(1, 12 // r.players))), "target": str(min(r.target, 300))}))
SETTINGS = settings(max_examples=examples(25), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
PACK_POINTS = {"english": 264, "european": 240}


def steps(rules: PippipRules, seed: int, horizon: str = "deal",
          dealer: int | None = 0, limit: int | None = None) -> Iterator[PippipState]:
    """Yield the state before every player's decision of a random game (or deal), with
    seeded chance and choices, then the final state."""
    state = PippipState(rules, "deal" if horizon == "deal" else "game", dealer)
    chance, rng = PippipChance(seed), random.Random(seed)
    while True:
        chance.advance(state)
        yield state
        if state.is_terminal() or (limit is not None and len(state.history) >= limit):
            return
        state.apply_action(rng.choice(state.legal_actions()))


def play(rules: PippipRules, seed: int, horizon: str = "deal",
         dealer: int | None = 0) -> PippipState:
    """A random game (or deal) played to the end."""
    (state,) = deque(steps(rules, seed, horizon, dealer), maxlen=1)
    assert state.is_terminal()
    return state


def mask_of(cards: Iterable[int]) -> CardSet:
    return sum(1 << c for c in cards)


def places(state: PippipState) -> list[CardSet]:
    """Where the cards of the deal are: each hand, the stock (or leftovers), the trick in
    play and every trick played."""
    return [*state.hands, mask_of(state.stock[state.stock_pos:]),
            mask_of(c for _, c in state.trick), mask_of(c for t in state.tricks for c in t.cards)]


@SETTINGS
@given(rules=RULES, seed=SEEDS)
def test_every_card_is_in_exactly_one_place_at_every_step(rules: PippipRules,
                                                          seed: int) -> None:
    """Two packs, 104 physical cards (B.1.2): none lost, none in two places."""
    for state in steps(rules, seed):
        union = 0
        for m in places(state):
            assert not union & m, "a card in two places"
            union |= m
        assert union == state.dealt_mask == FULL_PACK
        assert not sum(state.exposed) & ~state.married, "an exposed card is not married"
        for seat, exposed in enumerate(state.exposed):
            assert exposed & ~state.hands[seat] == 0, "an exposed card left the hand"
            assert state.hands[seat].bit_count() <= HAND_SIZE


@SETTINGS
@given(rules=RULES, seed=SEEDS)
def test_a_deal_shares_out_exactly_the_card_points_of_the_two_packs(rules: PippipRules,
                                                                    seed: int) -> None:
    """264 points English, 240 European (B.1.4-5): the tricks' points plus the leftovers
    (scored by the last trick, or dead) make the pack's, and the captured cards with the
    dead ones make the pack (B.4.3)."""
    state = play(rules, seed)
    system = rules.card_system
    trick_points = sum(e.points for e in state.events if e.reason == "trick")
    leftover_points = sum(e.points for e in state.events if e.reason == "leftovers")
    captured = sum(state.captured)
    dead = FULL_PACK & ~captured
    assert trick_points + leftover_points + points_of(dead, system) == PACK_POINTS[system]
    assert points_of(captured, system) == trick_points + leftover_points
    assert sum(t.points for t in state.tricks) == trick_points
    if rules.leftovers == "dead":
        assert dead == state.leftovers and leftover_points == 0
    else:
        assert dead == 0


@SETTINGS
@given(rules=RULES, seed=SEEDS)
def test_tricks_and_the_stock_follow_the_arithmetic_of_the_deal(rules: PippipRules,
                                                                seed: int) -> None:
    """B.4.4: 104 - 7n cards in the stock after the deal, floor(104 / n) tricks a deal,
    104 mod n cards left over; every trick has one card from every seat."""
    n = rules.players
    first = True
    for state in steps(rules, seed):
        if first:
            assert state.stock_left == 104 - 7 * n == rules.stock_size
            assert [h.bit_count() for h in state.hands] == [HAND_SIZE] * n
            first = False
        if not state.trick:  # draws under draw_order=after_each_play run mid-trick
            assert state.stock_turned == (state.stock_left < n)
            assert (rules.stock_size - state.stock_left) % n == 0
        if not state.is_terminal():
            assert 1 <= state.trick_number <= 104 // n
    assert len(state.tricks) == 104 // n == rules.tricks_per_deal
    assert state.stock_left == 104 % n == rules.dead_cards
    assert state.hands == [0] * n
    for number, trick in enumerate(state.tricks, start=1):
        assert trick.number == number and len(trick.cards) == n
    for before, after in zip(state.tricks, state.tricks[1:], strict=False):
        assert after.leader == before.winner


@SETTINGS
@given(rules=GAMES, seed=SEEDS)
def test_the_trump_is_the_suit_of_the_last_marriage_resolved(rules: PippipRules,
                                                             seed: int) -> None:
    """B.5.4-5, B.5.9: the trump is the suit of the last marriage resolved (declared on
    play, once its trick is over), before any the cut card's suit (B.2.4) or none; each
    trick was played under the trump then in force."""
    on_play = rules.marriage_window == "declare_on_play"
    under: dict[tuple[int, int], int | None] = {}
    for state in steps(rules, seed, "game"):
        if state.phase not in ("marriages", "play"):
            continue
        resolved = [d for d in state.declarations if d.deal == state.deal_no
                    and (not on_play or d.trick <= len(state.tricks))]
        if resolved:
            expected: int | None = resolved[-1].marriage.suit
        elif state.cut_card is not None:
            expected = pp_suit(state.cut_card)
        else:
            expected = None
        assert state.trump == expected
        changes = [c for c in state.trump_changes if c.deal == state.deal_no]
        assert (changes[-1].suit if changes else None) == state.trump
        if state.phase == "play" and state.trick:
            under.setdefault((state.deal_no, state.trick_number), state.trump)
        for t in state.tricks:
            assert under.get((state.deal_no, t.number), t.trump) == t.trump


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=GAMES, seed=SEEDS)
def test_every_score_is_explained_by_the_score_log(rules: PippipRules, seed: int) -> None:
    """B.6: each seat's total is the sum of its scoring events; the game ends when its
    rounds or its target say, and the highest totals win."""
    state = play(rules, seed, "game", None)
    n = rules.players
    totals = [0] * n
    for e in state.events:
        assert e.points > 0  # what scores nothing is not logged (a trick, leftovers)
        assert 1 <= e.deal <= state.deal_no
        totals[e.player] += e.points
    assert totals == state.totals == list(state.scores)
    for d in state.declarations:
        marriage = [e for e in state.events if e.reason == "marriage" and e.deal == d.deal
                    and e.player == d.player and e.cards == d.marriage.cards]
        assert marriage and d.points in {e.points for e in marriage}
    assert abs(sum(state.returns())) < 1e-6
    best = max(state.totals)
    assert state.winners == tuple(s for s in range(n) if state.totals[s] == best)
    rounds_over = state.deal_no == rules.rounds * n
    target_reached = best >= rules.target
    if rules.game_end == "rounds":
        assert rounds_over
    elif rules.game_end == "target":
        assert target_reached
        before = [sum(e.points for e in state.events if e.player == s
                      and e.deal < state.deal_no) for s in range(n)]
        assert max(before) < rules.target, "the game went on past its target"
    else:
        assert rounds_over or target_reached


@settings(max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=GAMES, seed=SEEDS, horizon=st.sampled_from(["deal", "game"]),
       dealer=st.one_of(st.none(), st.integers(0, 11)))
def test_the_record_replays_to_the_same_game(rules: PippipRules, seed: int, horizon: str,
                                             dealer: int | None) -> None:
    if dealer is not None:
        dealer %= rules.players
    state = play(rules, seed, horizon, dealer)
    text = write_record(record_of(state, dealer=dealer, headers={"Seed": str(seed)}))
    record = parse_record(text)
    assert record.rules == rules and record.dealer == dealer
    assert record.actions == [a for _, a in state.history]
    assert write_record(record) == text
    again = record.final_state()
    assert again.history == state.history and again.events == state.events
    assert again.totals == state.totals and again.winners == state.winners
    for seat in range(rules.players):
        assert view_of(again, seat) == view_of(state, seat)


def hidden_from(state: PippipState, seat: int) -> CardSet:
    """The cards of the deal whose place ``seat`` does not know: other hands less their
    exposed cards, the stock until turned up, the leftovers while kept face down."""
    public = mask_of(c for t in state.tricks for c in t.cards) | mask_of(
        c for _, c in state.trick) | sum(state.exposed)
    if state.cut_card is not None:
        public |= 1 << state.cut_card
    if state.leftovers_shown:
        public |= state.leftovers
    return FULL_PACK & ~public & ~state.hands[seat]


@settings(max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, seed=SEEDS)
def test_a_view_never_holds_a_card_its_player_cannot_see(rules: PippipRules,
                                                         seed: int) -> None:
    for state in steps(rules, seed):
        for seat in range(rules.players):
            view = view_of(state, seat)
            assert view.hand == state.hands[seat]
            assert not view.seen & hidden_from(state, seat)
            assert view.my_pending == tuple(state.pending_of(seat))
            assert view.legal == (tuple(state.legal_actions())
                                  if state.current_player() == seat else ())


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, seed=SEEDS, seat=st.integers(0, 11), limit=st.integers(0, 400),
       shuffle=SEEDS)
def test_redealing_the_unseen_cards_gives_the_same_view(rules: PippipRules, seed: int,
                                                        seat: int, limit: int,
                                                        shuffle: int) -> None:
    """Our design for fair play: give the cards a player cannot see to other places
    (each for a card of its suit, so every public move stays legal), replay the same
    moves, and the player's view is unchanged. Cards under another seat's sealed
    declaration stay, since that declaration is a move of the replay."""
    seat %= rules.players
    (state,) = deque(steps(rules, seed, limit=limit), maxlen=1)
    keep = 0
    for s, index in state.pending:
        if s != seat:
            keep |= marriage_of(index).cards
    hidden = [c for c in state.dealt if (hidden_from(state, seat) & ~keep) >> c & 1]
    rng = random.Random(shuffle)
    sigma: dict[int, int] = {}
    for suit in range(4):
        group = [c for c in hidden if pp_suit(c) == suit]
        moved = group[:]
        rng.shuffle(moved)
        sigma.update(zip(group, moved, strict=True))
    other = PippipState(rules, "deal", 0)
    for who, action in state.history:
        other.apply_action(sigma.get(action, action) if who < 0 else action)
    assert other.hands[seat] == state.hands[seat]
    assert view_of(other, seat) == view_of(state, seat)
