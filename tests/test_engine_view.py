"""A player's view holds what that player may know and nothing of the hidden cards."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from engine_helpers import deal, snapshot, steps
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_budget import examples

from penneech.core.cards import cards_in, parse_card
from penneech.core.errors import IllegalActionError, SeatError
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import CHANCE, KEEP, THROW_IN, State
from penneech.games.penneech.view import view_of


def test_view_shows_own_hand_turned_cards_tricks_and_scores() -> None:
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D"),
                  "QS AS 2S KH QH")
    view = view_of(state, 0)
    assert view.hand == state.hands[0]
    assert view.turned == (parse_card("QS"), parse_card("KH"))
    assert view.lead_card == parse_card("QH") and view.trump == 2
    assert view.scores == (0, 9) and view.opponent_cards == 5
    assert set(view.legal) == {parse_card("AH"), parse_card("JH")}
    assert view_of(state, 1).legal == ()


def test_swapping_the_opponents_hidden_cards_with_the_stock_changes_nothing_in_the_view() -> None:
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D"),
                  "QS AS 2S KH QH")
    other = state.clone()
    hidden = list(cards_in(other.hands[1]))
    stock = list(cards_in(other.stock_mask))[: len(hidden)]
    other.hands[1] = sum(1 << c for c in stock)
    other.dealt_mask = (other.dealt_mask & ~state.hands[1]) | other.hands[1]
    assert view_of(other, 0) == view_of(state, 0)
    assert view_of(other, 1) != view_of(state, 1)


def test_view_fields_never_carry_the_opponents_hand() -> None:
    state = steps(deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D"), "QS")
    view = view_of(state, 0)
    hidden = state.hands[1] | state.stock_mask
    assert view.seen & hidden == 0
    assert view.unseen == hidden
    assert view.hand & hidden == 0


# ------------------------------------------------ nothing seen depends on hidden cards
# Issue 12 / code review §5 ("Does any player see hidden information?"): while the
# opponent decided whether to throw in, the view showed that it was their decision, which
# told a player that the opponent held no Ace and no court card (Cotton p. 149, C18). Now
# both players are asked after every deal; the property below re-deals the opponent's
# hidden cards at random, replays the public moves and requires the same view.

def _redealt(start: State, moves: list[tuple[int, int]], now: State, opp: int,
             rng: random.Random) -> State | None:
    """``now`` with the opponent's unseen cards re-dealt from its hand and the stock.

    ``start`` is the state before the first card of the current deal and ``moves`` every
    action since. The opponent's cards still in hand are swapped for a random choice from
    its hand and the stock; its cards already played, every other card and every action
    stay as they were. ``None`` if the replay is refused (the new hand could not have
    played as the opponent did, e.g. it holds a suit the opponent has shown void in).
    """
    hidden = list(cards_in(now.hands[opp]))
    pool = list(cards_in(now.hands[opp] | now.stock_mask))
    new = rng.sample(pool, len(hidden))
    swap = dict(zip(hidden, new, strict=True))
    alt = start.clone()
    dealing = True
    try:
        for player, action in moves:
            if dealing and alt.phase == "deal":
                seat = (alt.dealer + 1 + len(alt.dealt)) % 2
                alt.apply_action(swap.get(action, action) if seat == opp else action)
                continue
            dealing = False
            alt.apply_action(action, None if player == CHANCE else player)
    except IllegalActionError:
        return None
    return alt


def _decision_points(rules: Rules, seed: int, limit: int) -> Iterator[tuple[State, State, int]]:
    """Each decision of a game with random legal choices: the state, the state at the start
    of its deal, and how many actions of the history came after that start."""
    state = State(rules)
    chance = SeededChance(seed)
    rng = random.Random(seed)
    start, offset = state.clone(), 0
    for _ in range(limit):
        if state.is_terminal():
            return
        if state.phase == "deal" and not state.dealt:
            start, offset = state.clone(), len(state.history)
        if state.is_chance_node():
            state.apply_action(chance.outcome(state))
            continue
        yield state, start, offset
        state.apply_action(rng.choice(state.legal_actions()), state.current_player())


OPTION_VALUES = {o.id: (("61", "21") if o.integer else o.values) for o in OPTIONS}


@settings(max_examples=examples(40), deadline=None)
@given(st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}),
       st.integers(0, 2**31))
def test_no_view_depends_on_the_opponents_hidden_cards(values: dict[str, str],
                                                      seed: int) -> None:
    """At every decision point, re-deal the opponent's unseen cards (consistently with
    what it has played) and replay: each player's view is the same, throw-in included."""
    rules = Rules().with_values(values)
    rng = random.Random(seed)
    compared = 0
    for state, start, offset in _decision_points(rules, seed, limit=160):
        moves = state.history[offset:]
        for player in (0, 1):
            view = view_of(state, player)
            for _ in range(20):
                alt = _redealt(start, moves, state, 1 - player, rng)
                if alt is not None:
                    assert alt.hands[player] == state.hands[player]
                    assert view_of(alt, player) == view, (state.phase, player)
                    compared += 1
                    break
    assert compared > 0


POOR_HAND = "2C 3C 4C 5C 6C 8C 9C"


@pytest.mark.parametrize("opponent_hand", [POOR_HAND, "AH 3H 4H 5H 6H 8H 9H"])
def test_the_throw_in_question_looks_the_same_whatever_the_opponent_holds(
        opponent_hand: str) -> None:
    """C18: only a hand with neither Ace nor Face may be thrown in, but both players are
    asked, non-dealer first; the dealer sees the same view whether the non-dealer's hand is
    poor or not, and only its own answers among its legal actions."""
    dealer_hand = "2S 3S 4S 5S 6S 8S 9S"
    state = deal(Rules(), opponent_hand, dealer_hand, keep=False)
    reference = deal(Rules(), POOR_HAND, dealer_hand, keep=False)
    assert state.phase == "throw_in" and state.current_player() == 1   # non-dealer first
    assert view_of(state, 0) == view_of(reference, 0)
    poor = opponent_hand == POOR_HAND
    assert state.legal_actions() == ([THROW_IN, KEEP] if poor else [KEEP])
    state.apply_action(KEEP, 1)
    reference.apply_action(KEEP, 1)
    assert view_of(state, 0) == view_of(reference, 0)
    assert view_of(state, 0).legal == (THROW_IN, KEEP)              # the dealer's poor hand


def test_a_throw_in_is_public_and_the_same_dealer_deals_again() -> None:
    """C18: a hand thrown in is redealt by the same dealer; both players see the redeal."""
    state = deal(Rules(), POOR_HAND, "AH 3H 4H 5H 6H 8H 9H", keep=False)
    state.apply_action(THROW_IN, 1)
    for player in (0, 1):
        view = view_of(state, player)
        assert view.phase == "deal" and view.hand == 0 and view.dealer == 0


def test_no_throw_in_question_when_throwing_in_is_not_allowed() -> None:
    """Option throw_in=not_allowed: nobody is asked, the first card is turned at once."""
    state = deal(Rules(throw_in="not_allowed"), POOR_HAND, "2S 3S 4S 5S 6S 8S 9S",
                 keep=False)
    assert state.phase == "turn_up"


@pytest.mark.parametrize("seat", [2, -1, 1.0, True, "0", None])
def test_a_view_for_a_seat_that_does_not_exist_is_refused(seat: object) -> None:
    """Issue 12, bad input: view_of(state, 2) or (state, -1) names the seat, changes nothing."""
    state = deal(Rules(), "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D")
    before = snapshot(state)
    with pytest.raises(SeatError, match="player 0 or player 1"):
        view_of(state, seat)  # type: ignore[arg-type]
    assert snapshot(state) == before
