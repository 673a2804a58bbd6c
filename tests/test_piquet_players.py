"""Piquet computer players: legal actions under every rule set, reproducible choices, an
expert that uses only what it may know, and the obvious right move in chosen positions."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest
from conftest import script
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.cards import SUIT_MASKS, CardSet, card_name, cards_in, parse_card
from penneech.core.playing import play_out
from penneech.games import game
from penneech.games.piquet.actions import (
    GOOD,
    NOTHING,
    SCORE,
    WITHHOLD,
    category_of,
    point_suit,
)
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.game import GAME
from penneech.games.piquet.options import OPTIONS
from penneech.games.piquet.players import (
    ExpertPlayer,
    GreedyPlayer,
    NoSinkExpert,
    make_player,
    player_names,
)
from penneech.games.piquet.players.sampling import Constraints, pique_need
from penneech.games.piquet.players.sinking import clearly_better, sampled_state, withhold_values
from penneech.games.piquet.players.solver import Scoring, Solver, World
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.scenario import act, arrange, hand
from penneech.games.piquet.state import CHANCE, PiquetState
from penneech.games.piquet.view import view_of

ROOT = Path(__file__).resolve().parent.parent
RULE_VALUES = st.fixed_dictionaries({o.id: st.sampled_from(o.values) for o in OPTIONS})


def small_expert(seed: int) -> ExpertPlayer:
    """An expert on a tiny budget: the same code paths, quick enough for many deals."""
    return ExpertPlayer(seed, samples=1, exchange_deals=2)


# ----------------------------------------------------------------- registry
def test_piquet_levels_are_registered_weakest_first() -> None:
    assert player_names() == ["random", "greedy", "expert"]
    assert isinstance(game("piquet").make_player("expert", 3), ExpertPlayer)
    assert game("piquet").make_player("greedy", 3).name == "greedy"
    assert isinstance(make_player("expert-nosink", 3), NoSinkExpert)
    with pytest.raises(ValueError, match="unknown Piquet player 'expert-2025'"):
        make_player("expert-2025")
    with pytest.raises(ValueError, match="unknown game 'whist'"):
        game("whist")


# ----------------------------------------------------------------- legality
# About 17 s on a quiet core with the local third of its examples: each example plays a
# whole deal in which the expert samples worlds at every decision; the only test that
# every player stays legal under every combination of options.
@settings(max_examples=examples(15), deadline=None)
@given(RULE_VALUES, st.integers(0, 2**31))
def test_every_player_takes_only_legal_actions_under_any_rules(values: dict[str, str],
                                                              seed: int) -> None:
    """Under any combination of rule options, at every decision of a deal, each player's
    choice is one of the state's legal actions (which one is applied is chosen at random)."""
    rules = PiquetRules().with_values(values)
    players = {"random": make_player("random", seed), "greedy": GreedyPlayer(seed),
               "expert": small_expert(seed)}
    rng = random.Random(seed)

    def every_player_chooses(state: PiquetState, seat: int) -> int:
        view = view_of(state, seat)
        chosen = {name: p.choose(view) for name, p in players.items()}
        for name, action in chosen.items():
            assert action in state.legal_actions(), f"{name} chose an illegal action"
        return chosen[rng.choice(list(chosen))]

    play_out(PiquetState(rules, horizon="deal"), PiquetChance(seed), every_player_chooses)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_greedy_plays_a_whole_game_to_its_end(preset: str) -> None:
    """A whole game (race to 100 or a partie of six deals) between greedy players ends
    with a winner or a drawn partie, every score in the log."""
    state = GAME.play_match(PRESETS[preset].rules, [GreedyPlayer(1), GreedyPlayer(2)], 11,
                            horizon="game")
    assert state.is_terminal()
    assert sum(GAME.outcome(state).points) > 0


# ----------------------------------------------------------------- reproducible
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_same_seed_gives_the_same_deal(preset: str) -> None:
    """Players are seeded and never read the clock: the same seeds replay a deal action
    for action."""
    rules = PRESETS[preset].rules

    def history() -> list[tuple[int, int]]:
        players = [ExpertPlayer(5, samples=2, exchange_deals=4, sink_worlds=4),
                   make_player("random", 6)]
        return GAME.play_match(rules, players, 21).history

    assert history() == history()


# ----------------------------------------------------------------- honest
def _redealt(state: PiquetState, me: int, rng: random.Random) -> PiquetState | None:
    """The same public actions with two of the cards ``me`` has not seen exchanged in
    the deal (one held by the opponent now, one left in the talon or among her cards),
    or ``None`` if the swap changes what ``me`` sees."""
    view = view_of(state, me)
    opp = 1 - me
    hidden = [c for c in cards_in(view.unseen)]
    theirs = [c for c in cards_in(state.hands[opp] & view.unseen)]
    if not theirs or len(hidden) < 2:
        return None
    elsewhere = [c for c in hidden if not (state.hands[opp] >> c) & 1]
    if not elsewhere:
        return None
    a, b = rng.choice(theirs), rng.choice(elsewhere)
    swap = {a: b, b: a}
    other = PiquetState(state.rules, horizon=state.horizon)
    try:
        for who, action in state.history:
            if who == CHANCE and 0 <= action < 52 and other.phase == "deal":
                action = swap.get(action, action)
            elif 0 <= action < 52:
                action = swap.get(action, action) if who == opp else action
            other.apply_action(action)
    except Exception:  # the swap made one of the opponent's actions impossible
        return None
    return other if view_of(other, me) == view else None


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_expert_decides_on_its_view_alone(preset: str) -> None:
    """Exchanging the opponent's hidden cards with others the expert has not seen, with
    everything it sees unchanged, never changes its choice (it cannot use hidden cards)."""
    rules = PRESETS[preset].rules
    rng = random.Random(4)
    checked = 0
    for seed in range(30):
        state = PiquetState(rules, horizon="deal")
        chance = PiquetChance(seed)
        greedy = [GreedyPlayer(seed), GreedyPlayer(seed)]
        stop = rng.randrange(2, 40)
        for _ in range(stop):
            chance.advance(state)
            if state.is_terminal():
                break
            seat = state.current_player()
            state.apply_action(greedy[seat].choose(view_of(state, seat)))
        chance.advance(state)
        if state.is_terminal():
            continue
        me = state.current_player()
        if len(state.legal_actions()) < 2:
            continue
        other = _redealt(state, me, rng)
        if other is None:
            continue
        expert = ExpertPlayer(seed, samples=3, exchange_deals=6)
        assert other.hands[1 - me] != state.hands[1 - me]
        assert expert.choose(view_of(state, me)) == \
            ExpertPlayer(seed, samples=3, exchange_deals=6).choose(view_of(other, me))
        checked += 1
    assert checked >= 5


def test_sampled_hands_respect_what_the_opponent_showed_and_claimed() -> None:
    """Cards the younger showed for her scored point stay in her sampled hand, and no
    other card of that suit is given to her (she showed the whole suit: Cavendish, law
    55); a suit she did not follow is void in every sample (law 59)."""
    state = arrange("portland", "AS KS QS JS 7S 9H 8H 7H 9D 8D 7D 9C",
                    "AH KH QH JH TH AD KD QD AC KC QC 8S", dealer=0)
    _declare_greedily(state)
    _play(state, "9C AC 8S AS 7S QC")  # the younger wins, leads her last spade, then is void
    me = state.elder
    view = view_of(state, me)
    cons = Constraints(view)
    rng = random.Random(0)
    for _ in range(50):
        sample = cons.sample(rng)
        assert sample.bit_count() == view.opponent_cards
        assert sample & view.seen == sample & view.shown[1 - me]
        hearts = sample & SUIT_MASKS[2]
        assert hearts == view.shown[1 - me] & SUIT_MASKS[2] & state.hands[1 - me]
        assert sample & SUIT_MASKS[3] == 0


def _barred(state: PiquetState, opp: int) -> CardSet:
    """The cards ``opp`` cannot hold, read from the game as a player at the table reads
    it: every card of a suit led to her that she did not follow (she must follow suit:
    Cavendish, law 59; Cotton 1674, p. 85), and every card of the suit of a point she
    scored that she did not show (the point is shown whole: Cavendish, law 55)."""
    barred = 0
    for t in state.tricks:
        if t.leader != opp and t.follow // 13 != t.lead // 13:
            barred |= SUIT_MASKS[t.lead // 13]
    scored = any(e.reason == "point" and e.player == opp for e in state.deal_events)
    for c in state.claims:
        if (scored and c.deal == state.deal_no and c.player == opp
                and category_of(c.action) == "point"):
            barred |= SUIT_MASKS[point_suit(c.action)] & ~state.shown[opp]
    return barred


@pytest.mark.parametrize("preset", list(PRESETS))
def test_no_sampled_hand_holds_a_card_of_a_suit_the_opponent_showed_she_lacks(
        preset: str) -> None:
    """At every card of play of greedy deals, every hand the expert's sampler deals the
    opponent holds no card of a suit she failed to follow (Cavendish, law 59; Cotton
    1674, p. 85) and, of the suit of a point she scored, only the cards she showed
    (Cavendish, law 55). The real hand obeys the same reading, and could itself be
    sampled: the cards she must hold, so many of the talon cards the elder saw and she
    took (Cavendish, laws 33-34), the rest among the cards unseen. The check counts the
    positions where some card the sampler may not give her is still unseen."""
    rules = PRESETS[preset].rules
    rng = random.Random(preset)
    bites = 0
    for seed in range(8):
        state = PiquetState(rules, horizon="deal")
        chance = PiquetChance(seed)
        players = [GreedyPlayer(seed), make_player("random", seed)]
        while True:
            chance.advance(state)
            if state.is_terminal():
                break
            if state.phase == "play":
                for me in (0, 1):
                    opp = 1 - me
                    real = state.hands[opp]
                    barred = _barred(state, opp)
                    assert not real & barred  # the reading is true
                    view = view_of(state, me)
                    cons = Constraints(view)
                    assert real & cons.forced == cons.forced
                    assert not real & ~(cons.forced | cons.seen_pool | cons.pool)
                    assert (real & cons.seen_pool).bit_count() == cons.seen_need
                    if not barred & (view.unseen | view.seen_talon):
                        continue
                    bites += 1
                    for _ in range(4):
                        sample = cons.sample(rng)
                        assert sample.bit_count() == view.opponent_cards
                        assert not sample & barred, [card_name(c)
                                                     for c in cards_in(sample & barred)]
            seat = state.current_player()
            state.apply_action(players[seat].choose(view_of(state, seat)))
    assert bites >= 20


# ----------------------------------------------------------------- the solver
def test_solver_values_agree_with_playing_out_every_line() -> None:
    """The search's value of a four-card ending equals full minimax over every legal card
    (must follow suit, the last trick's bonus, the cards; Cavendish, laws 59, 65-66)."""
    scoring = Scoring()
    rng = random.Random(3)
    pack = [c for c in range(52) if c % 13 >= 5]
    for _ in range(40):
        cards = rng.sample(pack, 8)
        h0, h1 = sum(1 << c for c in cards[:4]), sum(1 << c for c in cards[4:])
        world = World((h0, h1), rng.randrange(2), (4, 4))
        assert Solver(scoring).value(world) == _minimax(h0, h1, world.leader, 4, scoring)


def _minimax(h0: int, h1: int, leader: int, won0: int, sc: Scoring) -> float:
    hands = [h0, h1]
    best: float | None = None
    for a in cards_in(hands[leader]):
        worst: float | None = None
        follower = 1 - leader
        suited = hands[follower] & SUIT_MASKS[a // 13]
        for b in cards_in(suited or hands[follower]):
            h = list(hands)
            h[leader] ^= 1 << a
            h[follower] ^= 1 << b
            wins = b // 13 == a // 13 and b > a
            winner = follower if wins else leader
            p = [0, 0]
            p[leader] += 1
            p[follower] += wins
            w0 = won0 + (winner == 0)
            if not h[0]:
                p[winner] += sc.last_trick_bonus
                w1 = 12 - w0
                bonus = (sc.capot if max(w0, w1) == 12 else sc.cards if w0 != w1 else 0)
                v = float(p[0] - p[1] + (bonus if w0 > w1 else -bonus))
            else:
                v = p[0] - p[1] + _minimax(h[0], h[1], winner, w0, sc)
            if worst is None or (v < worst if leader == 0 else v > worst):
                worst = v
        assert worst is not None
        if best is None or (worst > best if leader == 0 else worst < best):
            best = worst
    assert best is not None
    return best


# ----------------------------------------------------------------- right moves
def _declare_greedily(state: PiquetState) -> None:
    """Both players declare their best and answer honestly (greedy player)."""
    while state.phase == "declare":
        seat = state.current_player()
        state.apply_action(GreedyPlayer(0).choose(view_of(state, seat)))


def _score_pending(state: PiquetState) -> None:
    while state.phase == "younger_scores":
        state.apply_action(SCORE)


def _play(state: PiquetState, cards: str) -> None:
    for name in cards.split():
        act(state, name)
        _score_pending(state)


CLUB_RUN = "AC 7S KC KS QC QS JC JS TC TS 9C AS 8C QD 7C JD AD 9D KD TD"


@pytest.mark.parametrize("dealer", [0, 1])
def test_expert_cashes_its_ace_for_capot(dealer: int) -> None:
    """Ten tricks taken, A♥ and 7♥ left against K♥ and 8♠: the Ace first wins both
    tricks (the younger is void of hearts by then), capot 40 instead of 10 (Cavendish,
    law 66; Cotton p. 87); the Seven first loses both."""
    state = arrange("portland", "AC KC QC JC TC 9C 8C 7C AD KD AH 7H",
                    "KH 8S QD JD TD 9D AS KS QS JS TS 7S", dealer=dealer)
    _declare_greedily(state)
    _play(state, CLUB_RUN)
    elder = state.elder
    assert state.current_player() == elder
    assert state.tricks_won[elder] == 10
    choice = ExpertPlayer(1, samples=4).choose(view_of(state, elder))
    assert card_name(choice) == "A♥"


@pytest.mark.parametrize("dealer", [0, 1])
def test_expert_takes_the_trick_that_saves_the_capot(dealer: int) -> None:
    """The elder has taken ten tricks and leads Q♥; the younger holds K♥ and 7♥. The King
    takes the trick, she leads again and the elder cannot follow: she takes both tricks
    and the last-trick bonus, and no capot (Cavendish, laws 65-66). Ducking with the Seven
    hands the elder all twelve tricks."""
    state = arrange("portland", "AC KC QC JC TC 9C 8C 7C AD KD QH 8S",
                    "KH 7H QD JD TD 9D AS KS QS JS TS 7S", dealer=dealer)
    _declare_greedily(state)
    _play(state, CLUB_RUN + " QH")
    younger = state.younger
    assert state.current_player() == younger
    choice = ExpertPlayer(2, samples=4).choose(view_of(state, younger))
    assert card_name(choice) == "K♥"


@pytest.mark.parametrize("dealer", [0, 1])
def test_expert_keeps_its_quint_major_in_the_exchange(dealer: int) -> None:
    """An elder dealt a quint to the Ace in spades (15 for the sequence, five for the
    point: Cavendish, laws 62-63) and seven low odd cards throws none of the quint away."""
    rules = PRESETS["portland"].rules
    state = PiquetState(rules, horizon="deal", dealer=dealer)
    from penneech.games.piquet.scenario import deal_actions

    elder = hand("AS KS QS JS TS 7H 8H 7D 8D 9D 7C 8C")
    younger = hand("AH KH QH JH AD KD QD JD AC KC QC 9S")
    rest = [c for c in cards_in(state.pack & ~elder & ~younger)]
    for a in deal_actions(elder, younger, rest):
        state.apply_action(a)
    view = view_of(state, state.elder)
    assert view.phase == "discard"
    expert = ExpertPlayer(3)
    plan = expert.plan(view)
    assert plan & hand("AS KS QS JS TS") == 0
    assert plan.bit_count() >= 1
    assert expert.choose(view) in view.legal


def test_expert_declares_its_best_and_answers_honestly() -> None:
    """The elder claims his best point; the younger, holding a longer one, answers with
    it (Cavendish, law 62: the longer point is good), and with "good" when beaten."""
    state = arrange("portland", "AS KS QS JS 9S 7H 8H 9D 8D 7D 8C 7C",
                    "AH KH QH JH TH 9H AD KD QD AC KC QC", dealer=0)
    elder = ExpertPlayer(1).choose(view_of(state, state.elder))
    assert elder == _action(state, "point:S")
    state.apply_action(elder)
    answer = ExpertPlayer(1).choose(view_of(state, state.younger))
    assert answer == _action(state, "point:H")
    state.apply_action(answer)
    seq = ExpertPlayer(1).choose(view_of(state, state.elder))
    assert category_of(seq) == "sequence"
    state.apply_action(seq)
    assert ExpertPlayer(1).choose(view_of(state, state.younger)) not in (GOOD, NOTHING)


def _action(state: PiquetState, name: str) -> int:
    from penneech.games.piquet.scenario import action_by_name

    return action_by_name(state, name)


def test_pique_is_counted_in_the_search_while_the_younger_has_scored_nothing() -> None:
    """The elder with 29 in declarations and the younger with none: his first lead makes
    30, so the search knows a pique is one point away (Cavendish, law 69)."""
    state = arrange("portland", "AS KS QS JS TS AH KH AD KD 9C 8C 7C",
                    "QH JH 9H 7H QD JD 9D 7D AC QC TC 9S", dealer=0)
    _declare_greedily(state)
    view = view_of(state, state.elder)
    assert pique_need(view) == 1
    assert parse_card("AS") in view.legal


# ----------------------------------------------------------------- the match script
def test_tournament_plays_piquet_deals_in_duplicate_and_resumes(tmp_path: Path) -> None:
    """``--game piquet`` plays each deal twice with the seats swapped, prints the first
    player's share of the deals' points, and a second run reads the games already played
    from ``--results`` instead of playing them again."""
    results = tmp_path / "match.jsonl"
    command = [sys.executable, str(ROOT / "scripts" / "tournament.py"), "--game", "piquet",
               "greedy", "random", "--preset", "meyers1888", "--deals", "3",
               "--results", str(results)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    first = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    assert "6 games (3 deals, seats swapped)" in first.stdout
    assert "of the deals' points (95% CI" in first.stdout
    rows = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    assert sorted((r["deal"], r["first_seat"]) for r in rows) == [
        (d, s) for d in range(3) for s in (0, 1)]
    for r in rows:  # the same deal and seats, replayed, gives the same points
        players = [make_player("greedy", r["deal"]), make_player("random", r["deal"])]
        if r["first_seat"]:
            players.reverse()
        seats = GAME.play_points(PRESETS["meyers1888"].rules, players, r["deal"])
        assert r["points"] == [seats[r["first_seat"]], seats[1 - r["first_seat"]]]
    again = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    assert "0 games played now" in again.stdout and "6 read from" in again.stdout
    assert again.stdout.splitlines()[:3] == first.stdout.splitlines()[:3]


def test_the_share_interval_covers_the_share() -> None:
    """The share is all the first player's points over all points; its interval narrows
    as deals are added and always contains it."""
    tournament = script("tournament")
    share_interval = tournament.share_interval
    pairs = [(30.0, 10.0), (5.0, 25.0), (12.0, 12.0)]
    share, low, high = share_interval(pairs)
    assert share == pytest.approx(47 / 94)
    assert low < share < high
    _, low4, high4 = share_interval(pairs * 4)
    assert high4 - low4 < high - low


# ----------------------------------------------------------------- sinking
def _at_younger_scores() -> PiquetState:
    """Portland, the younger wins the point with six hearts and nothing else; the elder
    declares a quint (15), fourteen aces (14) and three kings (3): 32 in hand alone. The
    elder has led; the younger is to reckon her point or withhold it."""
    state = arrange("portland", "AS KS QS JS TS AH AC AD KC KD 8C 8D",
                    "KH QH JH 9H 8H 7H QC JC TC QD JD 9S", dealer=0)
    _declare_greedily(state)
    act(state, "AS")
    assert state.phase == "younger_scores"
    return state


def test_expert_reckons_a_point_whose_sinking_would_give_the_elder_a_repique() -> None:
    """Sinking is allowed (Cavendish, Description, Calling and Showing: "he may always call
    less than he holds"), but a point withheld is lost (Cotton p. 87) and reckons nothing
    towards stopping a repique: the elder's 32 in hand alone would score 60 more
    (Cavendish, law 68). The expert weighs both on sampled deals and reckons the point."""
    state = _at_younger_scores()
    view = view_of(state, state.younger)
    assert WITHHOLD in view.legal and view.younger_pending[0] == "point"
    expert = ExpertPlayer(4)
    opponent = NoSinkExpert(4, samples=1, exchange_deals=1)
    pairs = list(islice(withhold_values(view, 4, opponent), 4))
    scored, withheld = [s for s, _ in pairs], [w for _, w in pairs]
    assert clearly_better(scored, withheld)
    assert sum(s - w for s, w in pairs) / len(pairs) >= 30  # far more than the point's 6
    assert expert.choose(view) == SCORE
    assert NoSinkExpert(4).choose(view) == SCORE


def test_a_sampled_deal_looks_to_the_expert_exactly_as_the_real_one() -> None:
    """The deals the expert plays out when weighing a sink are ones it cannot tell from the
    real deal: its own view of each is its view now."""
    state = _at_younger_scores()
    view = view_of(state, state.younger)
    rng = random.Random(3)
    cons = Constraints(view)
    for _ in range(5):
        world = sampled_state(view, rng, cons)
        again = view_of(world, state.younger)
        assert again.hand == view.hand and again.claims == view.claims
        assert again.unseen == view.unseen and again.shown == view.shown
        assert again.legal == view.legal and again.events == view.events
        assert world.hands[state.elder] & view.seen & ~view.shown[state.elder] == 0


@settings(max_examples=examples(4), deadline=None)
@given(RULE_VALUES, st.integers(0, 2**31))
def test_the_expert_withholds_only_a_point_and_only_where_sinking_is_allowed(
        values: dict[str, str], seed: int) -> None:
    """Under any rules the expert withholds nothing but a point won as younger hand, and
    under ``sinking=not_allowed`` it reckons everything it wins (Cotton p. 87: a ruff not
    shown is lost; the engine offers the choice only where sinking is allowed)."""
    rules = PiquetRules().with_values(values)
    experts = [ExpertPlayer(seed, samples=1, exchange_deals=2, sink_worlds=2),
               ExpertPlayer(seed + 1, samples=1, exchange_deals=2, sink_worlds=2)]

    def choose(state: PiquetState, seat: int) -> int:
        view = view_of(state, seat)
        action = experts[seat].choose(view)
        if action == WITHHOLD:
            assert rules.sinking == "allowed"
            assert view.younger_pending[0] == "point"
        return action

    play_out(PiquetState(rules, horizon="deal"), PiquetChance(seed), choose)


def test_the_weighing_of_a_sink_is_the_same_from_the_same_seed() -> None:
    """The sampled deals and their values come from the seed and the position alone."""
    view = view_of(_at_younger_scores(), 0)

    def values(seed: int) -> list[tuple[float, float]]:
        opponent = NoSinkExpert(seed, samples=1, exchange_deals=1)
        return list(islice(withhold_values(view, seed, opponent), 3))

    assert values(7) == values(7)
    assert (ExpertPlayer(7, sink_worlds=6).choose(view)
            == ExpertPlayer(7, sink_worlds=6).choose(view))
