"""Bad input to the All-Fours engine is refused with a message saying what was wrong and
where, and changes nothing."""

from __future__ import annotations

import pytest

from penneech.core.cards import parse_card
from penneech.core.errors import IllegalActionError, RulesError, SeatError
from penneech.games.allfours.actions import BEG, GIVE, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import view_of


def at_beg() -> AllFoursState:
    state = AllFoursState(AllFoursRules())
    AllFoursChance(2).advance(state)
    assert state.phase == "beg"
    return state


def snapshot(state: AllFoursState) -> tuple[object, ...]:
    return (state.phase, list(state.hands), list(state.history), list(state.scores),
            state.lead_card, list(state.tricks))


@pytest.mark.parametrize(("action", "player", "words"), [
    (GIVE, None, "give is not allowed in phase 'beg'; allowed: stand, beg"),
    ("stand", None, "an action must be an integer, not 'stand'"),
    (True, None, "an action must be an integer"),
    (10**30, None, "not allowed in phase 'beg'"),
    (STAND, "dealer", "out of turn: player"),
])
def test_a_wrong_answer_to_the_beg_is_refused_and_changes_nothing(
        action: object, player: object, words: str) -> None:
    state = at_beg()
    before = snapshot(state)
    who = state.dealer if player == "dealer" else None
    with pytest.raises(IllegalActionError, match=words):
        state.apply_action(action, who)  # type: ignore[arg-type]
    assert snapshot(state) == before


def test_a_card_not_held_or_not_allowed_is_refused_in_words() -> None:
    state = at_beg()
    state.apply_action(STAND)
    me = state.current_player()
    theirs = next(iter(c for c in range(52) if state.hands[1 - me] >> c & 1))
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=f"is not in player {me}'s hand"):
        state.apply_action(theirs)
    assert snapshot(state) == before


def test_an_action_after_the_end_is_refused() -> None:
    state = AllFoursState(AllFoursRules.parse("cotton1674,target=1"), dealer=0)
    chance = AllFoursChance(3)
    while not state.is_terminal():
        chance.advance(state)
        if not state.is_terminal():
            state.apply_action(state.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="the game is over"):
        state.apply_action(parse_card("AS"))


@pytest.mark.parametrize(("make", "error", "words"), [
    (lambda: AllFoursState("cotton1674"), RulesError,  # type: ignore[arg-type]
     "needs AllFoursRules, not 'cotton1674'"),
    (lambda: AllFoursState(AllFoursRules(), "week"), RulesError,  # type: ignore[arg-type]
     "horizon must be 'game' or 'deal', not 'week'"),
    (lambda: AllFoursState(AllFoursRules(), dealer=2), IllegalActionError,
     "dealer must be player 0 or 1, not 2"),
    (lambda: view_of(AllFoursState(), 2), SeatError, "2"),
    (lambda: AllFoursRules.parse("cotton1674,beg=twice"), RulesError, "beg"),
    (lambda: AllFoursRules.parse("nosuch"), RulesError, "nosuch"),
])
def test_wrong_rules_horizons_dealers_and_seats_are_named(make: object, error: type,
                                                          words: str) -> None:
    assert callable(make)
    with pytest.raises(error, match=words):
        make()


def test_a_beg_cannot_be_answered_by_the_elder_himself() -> None:
    state = at_beg()
    state.apply_action(BEG)
    with pytest.raises(IllegalActionError, match="out of turn"):
        state.apply_action(GIVE, state.elder)
