"""All-Fours, clause by clause (Cotton 1674, ch. X, pp. 111–113)."""

from __future__ import annotations

import pytest

from penneech.core.cards import mask, parse_card, parse_cards
from penneech.core.errors import IllegalActionError
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.tricks import Trick, card_points, reckoning


def dealt(rules: AllFoursRules, elder: str, dealer: str, turn: str,
          rest: str = "") -> AllFoursState:
    """Dealer 0; three and three to each, the elder (1) first, then the card turned."""
    state = AllFoursState(rules, "game", dealer=0)
    e, d = parse_cards(elder), parse_cards(dealer)
    for card in [*e[:3], *d[:3], *e[3:], *d[3:], parse_card(turn), *parse_cards(rest)]:
        state.apply_action(card)
    return state


def test_a_knave_turned_up_is_one_to_the_dealer() -> None:
    """p. 112: "if Jack (and that is any Knave) it is one to the Dealer"."""
    state = dealt(AllFoursRules(), "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "JH")
    assert state.scores == [1, 0] and state.phase == "beg"
    honours = dealt(AllFoursRules.parse("running"), "2C 3C 4C 5C 6C 7C",
                    "2D 3D 4D 5D 6D 7D", "AH")
    assert honours.scores == [4, 0]          # p. 113: Running All-Fours, an Ace is four


def test_a_gift_is_one_point_and_a_refusal_runs_the_cards_past_the_old_suit() -> None:
    """p. 112: begging; "if he then turns up a Card of the same suit, he deals further"."""
    state = dealt(AllFoursRules(), "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    state.apply_action(BEG)
    given = state.clone()
    given.apply_action(GIVE)
    assert given.scores == [0, 1] and given.phase == "play"
    state.apply_action(REFUSE)
    for card in parse_cards("8C 9C 10C 8D 9D 10D 8H"):     # the same suit turned: again
        state.apply_action(card)
    assert state.phase == "deal" and state.trump == parse_card("9H") // 13
    for card in parse_cards("JC QC KC JD QD KD 8S"):
        state.apply_action(card)
    assert (state.phase, state.trump, state.hands[1].bit_count()) == ("play", 3, 12)


def test_one_may_trump_instead_of_following_only_where_cotton_allows_it() -> None:
    """p. 113: "reneging is allowable if you have Trumps in your hand to trump it"."""
    cards = ("2C 3H 4D 5S 6S 7S", "AC KH 2D 3D 4S 5H", "9H")
    state = dealt(AllFoursRules(), *cards)
    state.apply_action(STAND)
    state.apply_action(parse_card("2C"))
    assert set(state.legal_actions()) == {parse_card("AC"), parse_card("KH"), parse_card("5H")}
    strict = dealt(AllFoursRules.parse("cotton1674,renege=strict"), *cards)
    strict.apply_action(STAND)
    strict.apply_action(parse_card("2C"))
    assert strict.legal_actions() == [parse_card("AC")]
    with pytest.raises(IllegalActionError, match="must follow suit"):
        strict.apply_action(parse_card("KH"))


def test_high_low_jack_and_game_are_reckoned_in_that_order() -> None:
    """pp. 112–113: highest and lowest of trumps, he that wins Jack, he that tells most
    (Ace 4, King 3, Queen 2, Knave 1, Ten 10)."""
    assert card_points(mask(parse_cards("AS KS QS JS 10S 9S"))) == 20
    hearts = 2
    in_play = [mask(parse_cards("AH 2C")), mask(parse_cards("2H JH"))]
    tricks = [Trick(1, 1, parse_card("JH"), parse_card("AH"), 0),
              Trick(2, 0, parse_card("2C"), parse_card("2H"), 1)]
    assert reckoning(in_play, tricks, hearts, "dealt", "nobody", 1) == [
        (0, "high"), (1, "low"), (0, "jack"), (0, "game")]
    assert reckoning(in_play, tricks, hearts, "won", "nobody", 1)[1] == (1, "low")
