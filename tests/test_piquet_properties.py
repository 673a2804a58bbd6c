"""Properties of the Piquet engine over every combination of rule options.

Random games, under rules drawn option by option, must keep every card exactly once,
explain every score by the reckoning log, write records that read back to the same game,
never show a player the opponent's hidden cards, and give a player the same view in any
deal that differs only in cards that player has not seen.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.cards import CardSet, card_name, cards_in, mask
from penneech.games.piquet import exchange, partie
from penneech.games.piquet.actions import DONE
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.options import OPTIONS
from penneech.games.piquet.pack import is_court
from penneech.games.piquet.record import parse_record, record_of, write_record
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.scenario import deal_actions
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import view_of

RULES = st.fixed_dictionaries({o.id: st.sampled_from(o.values) for o in OPTIONS}).map(
    lambda values: PiquetRules().with_values(values))
SETTINGS = settings(max_examples=examples(60), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def play(rules: PiquetRules, seed: int, horizon: str = "deal",
         dealer: int | None = 0) -> PiquetState:
    """A random game (or deal) played to the end with seeded chance and choices."""
    state = PiquetState(rules, "deal" if horizon == "deal" else "game", dealer)
    chance, rng = PiquetChance(seed), random.Random(seed)
    while not state.is_terminal():
        chance.advance(state)
        if not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def cards_everywhere(state: PiquetState) -> list[CardSet]:
    """Where every card of the deal is: hands, discards, the talon left, the tricks."""
    played = mask(c for t in state.tricks for c in (t.lead, t.follow))
    if state.lead_card is not None:
        played |= 1 << state.lead_card
    return [*state.hands, *state.discards, mask(state.leftovers), played]


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6))
def test_every_card_is_in_exactly_one_place_at_every_step(rules: PiquetRules,
                                                          seed: int) -> None:
    state = PiquetState(rules, "deal", 0)
    chance, rng = PiquetChance(seed), random.Random(seed)
    while not state.is_terminal():
        chance.advance(state)
        if state.is_terminal():
            break
        places = cards_everywhere(state)
        union = 0
        for m in places:
            assert not union & m, "a card in two places"
            union |= m
        assert union == state.pack
        state.apply_action(rng.choice(state.legal_actions()))


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6))
def test_every_score_is_explained_by_the_reckoning_log(rules: PiquetRules, seed: int) -> None:
    state = play(rules, seed, "game", None)
    fmt = rules.game_format
    totals = [0, 0]
    for e in state.events:
        assert e.points > 0 and 1 <= e.klass <= 6
        assert e.sources and e.reckoning_class in ("I", "II", "III", "IV", "V", "VI")
        totals[e.player] += e.points * partie.multiplier(fmt, e.deal)
    assert totals == state.totals
    assert state.returns()[0] == -state.returns()[1]
    if partie.is_race(fmt):
        assert max(state.totals) >= partie.TARGET and state.winner is not None
        assert state.totals[state.winner] >= partie.TARGET


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6), horizon=st.sampled_from(["deal", "game"]))
def test_the_record_reads_back_to_the_same_game(rules: PiquetRules, seed: int,
                                                horizon: str) -> None:
    state = play(rules, seed, horizon, None)
    text = write_record(record_of(state, headers={"Seed": str(seed)}))
    record = parse_record(text)
    assert record.actions == [a for _, a in state.history]
    assert write_record(record) == text
    again = record.final_state()
    assert again.totals == state.totals and again.events == state.events


@pytest.mark.parametrize(("preset", "totals"), [("cotton1674", (95, 60)),
                                               ("cotton1674", (40, 97)),
                                               ("portland", (95, 90))])
def test_a_game_resumed_at_a_score_reads_back_at_that_score(preset: str,
                                                            totals: tuple[int, int]) -> None:
    """A game resumed at unequal totals (the record's ``Totals`` header: the first
    player's points, then the second's) writes that header and reads back to the same
    start, the same final totals and the same winner: under cotton1674 the race to 100
    from there (Cotton 1674, pp. 80, 85–86), under portland the rubicon partie of six
    deals (Cavendish, laws 71–73)."""
    rules = PiquetRules.parse(preset)
    state = PiquetState(rules, "game", 0, totals)
    chance, rng = PiquetChance(7), random.Random(7)
    while not state.is_terminal():
        chance.advance(state)
        if not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
    text = write_record(record_of(state, dealer=0, totals=totals))
    assert f"Totals: {totals[0]} {totals[1]}\n" in text
    record = parse_record(text)
    assert record.totals == totals
    again = record.final_state()
    assert again.totals == state.totals and again.winner == state.winner
    assert again.settlement == state.settlement


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6))
def test_a_view_never_shows_the_opponents_hidden_cards(rules: PiquetRules, seed: int) -> None:
    state = PiquetState(rules, "deal", 0)
    chance, rng = PiquetChance(seed), random.Random(seed)
    while not state.is_terminal():
        chance.advance(state)
        if state.is_terminal():
            break
        for p in (0, 1):
            view = view_of(state, p)
            hidden = state.hands[1 - p] | state.discards[1 - p]
            allowed = state.shown[1 - p] | state.seen_talon[p]
            assert not view.seen & hidden & ~allowed
            assert view.hand == state.hands[p] and view.discards == state.discards[p]
            assert not view.seen & mask(state.leftovers) & ~state.seen_talon[p]
        state.apply_action(rng.choice(state.legal_actions()))


def public_trace(state: PiquetState, player: int) -> list[tuple[object, ...]]:
    """What ``player`` witnessed: own cards dealt and discarded, everything public, and the
    size (not the cards) of the opponent's discards; plus the claims as spoken."""
    replay = PiquetState(state.rules, state.horizon, 0)
    trace: list[tuple[object, ...]] = []
    for who, action in state.history:
        phase = replay.phase
        if phase == "deal":
            i = len(replay.dealt)
            to_me = i < 24 and (replay.elder if i % 2 == 0 else replay.younger) == player
            trace.append((phase, card_name(action) if to_me else "?"))
        elif phase == "discard" and who != player and action < 52:
            trace.append((phase, who, "?"))
        else:
            trace.append((phase, who, action))
        replay.apply_action(action)
    trace.append(tuple(replay.claims))
    trace.append(tuple(e.detail for e in replay.events))
    return trace


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6), player=st.sampled_from([0, 1]),
       steps=st.integers(30, 120), shuffle=st.integers(0, 10**6))
def test_redealing_unseen_cards_gives_the_same_view(rules: PiquetRules, seed: int,
                                                    player: int, steps: int,
                                                    shuffle: int) -> None:
    state = PiquetState(rules, "deal", 0)
    chance, rng = PiquetChance(seed), random.Random(seed)
    while not state.is_terminal() and len(state.history) < steps:
        chance.advance(state)
        if not state.is_terminal() and len(state.history) < steps:
            state.apply_action(rng.choice(state.legal_actions()))
    view = view_of(state, player)
    unseen = sorted(cards_in(view.unseen))
    moved = unseen[:]
    random.Random(shuffle).shuffle(moved)
    sigma = dict(zip(unseen, moved, strict=True))
    other = PiquetState(rules, "deal", 0)
    pending: list[int] = []
    for who, action in state.history:
        if other.phase == "deal" or (other.phase == "discard" and who != player
                                     and action < 52):
            mapped = sigma.get(action, action) if action < 52 else action
            if other.phase == "discard":
                pending.append(mapped)  # discards are chosen in ascending order
                continue
            action = mapped
        if other.phase == "discard" and pending and action >= 52:
            for card in sorted(pending):
                if card not in other.legal_actions():
                    reject()  # this re-deal changes what the opponent could do
                other.apply_action(card)
            pending = []
        if action not in other.legal_actions():
            reject()  # the opponent's public actions are impossible in this re-deal
        other.apply_action(action)
    if pending or public_trace(other, player) != public_trace(state, player):
        reject()  # the re-deal changed what was said or done in public
    assert view_of(other, player) == view


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6), other=st.integers(0, 10**6))
def test_each_deal_has_the_same_cards_whatever_the_play(rules: PiquetRules, seed: int,
                                                        other: int) -> None:
    """Duplicate play: the seed and the deal number alone fix a deal's cards."""
    deals: list[dict[int, list[int]]] = []
    for choices in (seed, other):
        state = PiquetState(rules, "game", 0)
        chance, rng = PiquetChance(seed), random.Random(choices)
        cards: dict[int, list[int]] = {}
        while not state.is_terminal() and state.deal_no <= 2:
            chance.advance(state)
            cards[state.deal_no] = list(state.dealt)
            if not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
        deals.append(cards)
    for deal in set(deals[0]) & set(deals[1]):
        if len(deals[0][deal]) == len(deals[1][deal]) == rules.deck:
            assert deals[0][deal] == deals[1][deal]


def limits_by_trying(state: PiquetState) -> tuple[int, int]:
    """How many cards the player about to discard may put out, found by trying the legal
    moves on copies: the least discards before ``done`` is legal, the most before no card
    is (the lowest card each time, as cards are put out in ascending order)."""
    trial = state.clone()
    low = 0
    while DONE not in trial.legal_actions():
        trial.apply_action(min(a for a in trial.legal_actions() if a != DONE))
        low += 1
    high = low
    while any(a != DONE for a in trial.legal_actions()):
        trial.apply_action(min(a for a in trial.legal_actions() if a != DONE))
        high += 1
    return low, high


def blanche_deal(rules: PiquetRules, rng: random.Random) -> list[int]:
    """A deal giving the elder carte blanche (no court card, as the rules count courts)."""
    pack = list(cards_in(PiquetState(rules, "deal", 0).pack))
    rng.shuffle(pack)
    plain = [c for c in pack if not is_court(c, rules.blanche_courts)][:12]
    rest = [c for c in pack if c not in plain]
    return deal_actions(mask(plain), mask(rest[:12]), rest[12:])


@SETTINGS
@given(rules=RULES, seed=st.integers(0, 10**6), blanche=st.booleans())
def test_the_discard_limits_are_one_rule_for_the_state_the_views_and_the_moves(
        rules: PiquetRules, seed: int, blanche: bool) -> None:
    """How many cards each player may exchange (Cavendish, laws 19, 22, 34; Cotton 1674,
    pp. 81-82: the elder bound to the number he names for carte blanche, the younger to
    what he left) is one rule: the state's legal moves, the player's own view (the
    players, the play page), the opponent's view and the terminal's prompt all give the
    same limits at every step of every exchange, under any options."""
    state = PiquetState(rules, "deal", 0)
    rng = random.Random(seed)
    if blanche:
        for action in blanche_deal(rules, rng):
            state.apply_action(action)
    chance = PiquetChance(seed)
    checked = 0
    while not state.is_terminal() and state.phase not in ("declare", "play"):
        chance.advance(state)
        if state.phase == "discard":
            player = state.current_player()
            low, high = exchange.discard_limits(state, player)
            for seat in (0, 1):
                assert exchange.discard_limits(view_of(state, seat), player) == (low, high)
            if player == state.younger:  # she may take all the elder left, no more
                if state.exchanged[state.elder] is None:  # before him, for carte blanche
                    assert state.blanche_count is not None
                    left = len(state.talon) - state.blanche_count
                else:
                    left = len(state.talon) - state.talon_pos
                assert high == left
            put_out = state.discards[player].bit_count()
            assert (DONE in state.legal_actions()) == (put_out >= low)
            if not put_out:
                assert limits_by_trying(state) == (low, high)
                checked += 1
        if not state.is_terminal() and state.phase not in ("declare", "play"):
            state.apply_action(rng.choice(state.legal_actions()))
    assert checked or (blanche and state.blanche_count == rules.deck - 24)
