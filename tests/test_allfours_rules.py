"""All-Fours, clause by clause (Cotton 1674, ch. X, pp. 111–113), with the later laws the
options take from Foster's Complete Hoyle (1897) and Cassell's Book of In-door Amusements
(1881). Each test deals chosen cards through the engine's own chance steps."""

from __future__ import annotations

import pytest

from penneech.core.cards import mask, parse_card, parse_cards, suit_of
from penneech.core.errors import IllegalActionError
from penneech.games.allfours.actions import BEG, FIRST, GIVE, REFUSE, STAND
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import CHANCE, AllFoursState
from penneech.games.allfours.tricks import Trick, card_points, reckoning

HEARTS, SPADES, CLUBS = 2, 3, 0
COTTON = AllFoursRules()


def dealt(rules: AllFoursRules, elder: str, dealer: str, turn: str, *,
          horizon: str = "game", scores: tuple[int, int] = (0, 0)) -> AllFoursState:
    """Dealer 0, elder 1: three and three to each, the elder first, then the card turned."""
    state = AllFoursState(rules, "deal" if horizon == "deal" else "game", dealer=0)
    state.scores = list(scores)
    e, d = parse_cards(elder), parse_cards(dealer)
    for card in [*e[:3], *d[:3], *e[3:], *d[3:], parse_card(turn)]:
        state.apply_action(card)
    return state


def run(state: AllFoursState, cards: str) -> None:
    """Deal ``cards`` (three to the elder, three to the dealer, a card turned, …)."""
    for card in parse_cards(cards):
        state.apply_action(card)


def phase(state: AllFoursState) -> str:
    """The phase, read afresh (mypy would keep a phase compared before an action)."""
    return state.phase


def play(state: AllFoursState, cards: str) -> None:
    for card in parse_cards(cards):
        state.apply_action(card)


def test_the_lift_decides_who_deals_and_the_other_is_elder() -> None:
    """p. 112: "they must lift for dealing, the highest Put-card deals". The lift is one
    chance step of two equally likely outcomes; the other player is the elder hand."""
    state = AllFoursState(COTTON)
    assert state.current_player() == CHANCE and state.phase == "first_dealer"
    assert state.chance_outcomes() == [(FIRST, 0.5), (FIRST + 1, 0.5)]
    state.apply_action(FIRST + 1)
    assert (state.dealer, state.elder, state.phase) == (1, 0, "deal")


def test_three_and_three_to_each_the_adversary_first_then_a_trump_turned() -> None:
    """p. 112: "deli-vers to his adversary three Cards, and to himself the like, and the
    like again, and having six apiece, he turns up a Card which is Trump"."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    assert state.hands[1] == mask(parse_cards("2C 3C 4C 5C 6C 7C"))
    assert state.hands[0] == mask(parse_cards("2D 3D 4D 5D 6D 7D"))
    assert state.trump == HEARTS and state.turned == [parse_card("9H")]
    assert state.phase == "beg" and state.current_player() == 1
    assert state.scores == [0, 0]


def test_a_knave_turned_up_is_one_to_the_dealer() -> None:
    """p. 112: "if Jack (and that is any Knave) it is one to the Dealer"; at Running
    All-Fours (p. 113) "if he turn up an Ace it is four, a King three, a Queen two, and a
    Knave one"."""
    hands = ("2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D")
    assert dealt(COTTON, *hands, "JH").scores == [1, 0]
    assert dealt(COTTON, *hands, "AH").scores == [0, 0]
    running = AllFoursRules.parse("running")
    assert [dealt(running, *hands, f"{r}H").scores[0] for r in "AKQJ9"] == [4, 3, 2, 1, 0]


def test_the_elder_who_stands_leads_to_the_first_trick() -> None:
    """p. 112: the elder, "after perusal of his Game", may keep the cards; the elder hand
    leads (our reading with the later laws)."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    state.apply_action(STAND)
    assert (state.phase, state.current_player(), state.leader) == ("play", 1, 1)


def test_a_beg_is_given_one_point_or_the_cards_are_run() -> None:
    """p. 112: "he hath the liberty of beging one; if the Dealer refuse to give him one,
    then he deals three apiece more"."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    state.apply_action(BEG)
    assert state.phase == "give" and state.current_player() == 0
    given = state.clone()
    given.apply_action(GIVE)
    assert given.scores == [0, 1] and given.phase == "play" and given.trump == HEARTS
    state.apply_action(REFUSE)
    run(state, "8C 9C 10C 8D 9D 10D 8S")
    assert state.trump == SPADES and phase(state) == "play"
    assert [h.bit_count() for h in state.hands] == [9, 9]


def test_a_card_of_the_old_suit_turned_makes_him_deal_further() -> None:
    """p. 112: "if he then turns up a Card of the same suit, he deals further till he
    turns up a Card of another suit". The card of the old suit scores nothing; the new
    trump turned up is one to the dealer if a Knave (our choice, as the first card)."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    state.apply_action(BEG)
    state.apply_action(REFUSE)
    run(state, "8C 9C 10C 8D 9D 10D JH")
    assert state.phase == "deal" and state.trump == HEARTS and state.scores == [0, 0]
    run(state, "JC QC KC JD QD KD JS")
    assert (state.phase, state.trump, state.scores) == ("play", SPADES, [1, 0])
    assert [h.bit_count() for h in state.hands] == [12, 12]
    assert state.turned == parse_cards("9H JH JS")


def test_one_beg_a_deal() -> None:
    """After the cards are run the new trump stands: there is no second beg (Foster,
    "Seven-up": no second beg; Cassell: no one begs more than once)."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    state.apply_action(BEG)
    state.apply_action(REFUSE)
    run(state, "8C 9C 10C 8D 9D 10D 8S")
    assert BEG not in state.legal_actions() and state.phase == "play"


def test_a_pack_run_out_is_dealt_again_by_the_same_dealer() -> None:
    """Cotton is silent; the later laws: the cards are thrown in and the same dealer deals
    again. The points already scored stand."""
    state = dealt(COTTON, "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "JC")
    assert state.scores == [1, 0]
    state.apply_action(BEG)
    state.apply_action(REFUSE)
    rest = [c for c in range(52) if c not in state.dealt]
    turns = [c for c in rest if suit_of(c) == CLUBS][:5]
    others = [c for c in rest if c not in turns]
    for turn in turns:                         # 13 + 5 * 7 = 48 cards: no room for a sixth
        for card in [*others[:6], turn]:
            state.apply_action(card)
        others = others[6:]
    assert state.phase == "deal" and state.dealt == [] and state.redeals == 1
    assert state.dealer == 0 and state.scores == [1, 0] and state.deal_no == 1


@pytest.mark.parametrize("gift", ["any", "not_out"])
def test_the_gift_that_would_win_the_game(gift: str) -> None:
    """Cotton sets no limit to the gift (``any``); Foster: "the dealer cannot give a
    player enough to put him out" (``not_out``): he must run the cards."""
    rules = AllFoursRules.parse(f"cotton1674,gift={gift}")
    state = dealt(rules, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H", scores=(0, 10))
    state.apply_action(BEG)
    if gift == "any":
        state.apply_action(GIVE)
        assert state.is_terminal() and state.winner == 1
        return
    assert state.legal_actions() == [REFUSE]
    with pytest.raises(IllegalActionError, match="may not give the point that wins"):
        state.apply_action(GIVE)
    assert state.phase == "give" and state.scores == [0, 10]


def test_after_running_each_lays_out_to_six_under_the_later_laws() -> None:
    """Foster: after the cards are run, each player discards down to six (``run_hands``
    "six"); the elder lays out first, and a card laid out is out of play for High and Low.
    Cotton's players keep all their cards (``keep``)."""
    rules = AllFoursRules.parse("seven_up")
    state = dealt(rules, "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "9H")
    state.apply_action(BEG)
    state.apply_action(REFUSE)
    run(state, "8C 9C 10C 8D 9D 2S 3S")
    assert state.phase == "discard" and state.current_player() == 1
    play(state, "2C 3C 4C")
    assert state.current_player() == 0
    with pytest.raises(IllegalActionError, match="not in player 0's hand"):
        state.apply_action(parse_card("5C"))
    play(state, "2D 3D 2S")
    assert phase(state) == "play" and [h.bit_count() for h in state.hands] == [6, 6]
    assert state.laid_out == [mask(parse_cards("2D 3D 2S")), mask(parse_cards("2C 3C 4C"))]
    assert not state.in_play[0] >> parse_card("2S") & 1


def test_one_may_trump_instead_of_following_only_where_cotton_allows_it() -> None:
    """p. 113: "for advantage reneging is allowable if you have Trumps in your hand to
    trump it"; a player void of the suit led plays any card."""
    cards = ("2C 3H 4D 5S 6S 7S", "AC KH 2D 3D 4S 5H", "9H")
    state = dealt(COTTON, *cards)
    state.apply_action(STAND)
    state.apply_action(parse_card("2C"))
    assert set(state.legal_actions()) == set(parse_cards("AC KH 5H"))
    strict = dealt(AllFoursRules.parse("cotton1674,renege=strict"), *cards)
    strict.apply_action(STAND)
    strict.apply_action(parse_card("2C"))
    assert strict.legal_actions() == [parse_card("AC")]
    with pytest.raises(IllegalActionError, match="must follow suit"):
        strict.apply_action(parse_card("KH"))
    void = dealt(COTTON, "2S 3H 4D 5S 6S 7S", "AC KH 2D 3D 4C 5H", "9H")
    void.apply_action(STAND)
    void.apply_action(parse_card("2S"))
    assert len(void.legal_actions()) == 6


def test_a_trump_led_must_be_followed_with_a_trump() -> None:
    """Trumps led are the suit led: one who holds a trump plays one (both rules)."""
    state = dealt(COTTON, "2H 3C 4D 5S 6S 7S", "AC KH 2D 3D 4S 5H", "9H")
    state.apply_action(STAND)
    state.apply_action(parse_card("2H"))
    assert set(state.legal_actions()) == set(parse_cards("KH 5H"))


def test_the_highest_trump_or_the_highest_of_the_suit_led_wins_and_leads_next() -> None:
    """Ace high to Two low, trumps above all (the later laws; Cotton gives no order of
    play)."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "AC 2H 4D 5D 6D 7D", "9H")
    state.apply_action(STAND)
    play(state, "2C AC")
    assert state.tricks[-1].winner == 0 and state.current_player() == 0
    play(state, "4D 3C")
    assert state.tricks[-1].winner == 0
    play(state, "2H 4C")
    assert state.tricks[-1].winner == 0


def test_high_low_jack_and_game_are_reckoned_in_that_order() -> None:
    """pp. 112–113: "if you are highest and lowest of what is Trumps, you reckon two; if
    you are only highest but one, and the like of Jack and Game"; "he that wins Jack wins
    one also"; "the Game is he that tells most after the Cards are play'd"."""
    in_play = [mask(parse_cards("AH 2C")), mask(parse_cards("2H JH"))]
    tricks = [Trick(1, 1, parse_card("JH"), parse_card("AH"), 0),
              Trick(2, 0, parse_card("2C"), parse_card("2H"), 1)]
    assert reckoning(in_play, tricks, HEARTS, "dealt", "nobody", 1) == [
        (0, "high"), (1, "low"), (0, "jack"), (0, "game")]


def test_low_goes_to_its_holder_or_under_the_option_to_its_taker() -> None:
    """Cotton: being "lowest" of trumps (read as holding it; Cassell: the original holder
    scores Low even if it be taken); Foster's California Jack: to the player winning it."""
    in_play = [mask(parse_cards("AH 3C")), mask(parse_cards("2H 4C"))]
    tricks = [Trick(1, 1, parse_card("2H"), parse_card("AH"), 0),
              Trick(2, 0, parse_card("3C"), parse_card("4C"), 1)]
    assert (1, "low") in reckoning(in_play, tricks, HEARTS, "dealt", "nobody", 1)
    assert (0, "low") in reckoning(in_play, tricks, HEARTS, "won", "nobody", 1)


def test_jack_not_in_play_scores_nobody_and_an_equal_count_follows_the_option() -> None:
    """Jack is won only if dealt; an equal count for Game: nobody tells most (Cotton, our
    reading), or the elder hand scores it (Cassell); with no count at all nobody scores
    Game (Cassell: a deal may be played without any to reckon)."""
    in_play = [mask(parse_cards("AH 10C")), mask(parse_cards("2H 10D"))]
    tricks = [Trick(1, 1, parse_card("10D"), parse_card("AH"), 0),
              Trick(2, 0, parse_card("10C"), parse_card("2H"), 1)]
    assert [w for _, w in reckoning(in_play, tricks, HEARTS, "dealt", "nobody", 1)] == [
        "high", "low", "game"]
    level = [mask(parse_cards("2H 10C")), mask(parse_cards("3H 10D"))]
    even = [Trick(1, 1, parse_card("10D"), parse_card("2H"), 0),
            Trick(2, 0, parse_card("10C"), parse_card("3H"), 1)]
    assert (1, "game") in reckoning(level, even, HEARTS, "dealt", "elder", 1)
    assert [w for _, w in reckoning(level, even, HEARTS, "dealt", "nobody", 1)] == [
        "high", "low"]
    bare = [mask(parse_cards("2H 3C")), mask(parse_cards("3H 4C"))]
    none = [Trick(1, 1, parse_card("3H"), parse_card("2H"), 1),
            Trick(2, 1, parse_card("4C"), parse_card("3C"), 1)]
    assert [w for _, w in reckoning(bare, none, HEARTS, "dealt", "elder", 1)] == [
        "high", "low"]


def test_the_cards_count_for_game_as_cotton_values_them() -> None:
    """p. 112: "an Ace is four, a King is three, a Queen is two, a Knave one, and a Ten is
    ten"; the other cards count nothing."""
    assert card_points(mask(parse_cards("AS KS QS JS 10S 9S 2S"))) == 20
    assert card_points(mask(parse_cards("10C 10D"))) == 20


def test_a_whole_deal_is_reckoned_and_the_next_dealt_by_the_other() -> None:
    """A deal played to its end: the reckoning as above, then the deal passes."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "AH 2H 10D 5D 6D 7D", "9H")
    state.apply_action(STAND)
    play(state, "2C AH 2H 3C 10D 4C 5D 5C 6D 6C 7D 7C")
    reasons = [(e.player, e.reason) for e in state.events]
    assert reasons == [(0, "high"), (0, "low"), (0, "game")]
    assert state.scores == [3, 0] and state.deal_no == 2 and state.dealer == 1
    assert state.last_deal is not None and len(state.last_deal.tricks) == 6


def test_the_first_score_to_reach_the_target_ends_the_game_at_once() -> None:
    """The points are scored in Cotton's order, High first; the game ends at the first
    that reaches the target (our choice), the rest of the reckoning unscored."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "AH 2H 10D 5D 6D 7D", "9H", scores=(10, 10))
    state.apply_action(STAND)
    play(state, "2C AH 2H 3C 10D 4C 5D 5C 6D 6C 7D 7C")
    assert state.is_terminal() and state.winner == 0 and state.scores == [11, 10]
    assert [e.reason for e in state.events] == ["high"]
    assert state.returns() == [1.0, -1.0] and state.legal_actions() == []


def test_a_set_of_four_as_some_play_it() -> None:
    """p. 111: "Highest, Lowest, Iack, and Game, which is the Set as some play it": a game
    of four points."""
    state = dealt(AllFoursRules.parse("cotton1674,target=4"), "2C 3C 4C 5C 6C 7C",
                  "AH 2H 10D 5D 6D 7D", "9H", scores=(1, 0))
    state.apply_action(STAND)
    play(state, "2C AH 2H 3C 10D 4C 5D 5C 6D 6C 7D 7C")
    assert state.is_terminal() and state.scores == [4, 0]


def test_running_all_fours_scores_the_trump_honours_won_in_play() -> None:
    """p. 113: "these are the same also in play" (our reading, ``play_honours`` scored):
    the winner of a trick scores the Ace of trumps four, the King three, the Queen two at
    once, and the Knave its point for Jack, not again at the reckoning."""
    rules = AllFoursRules.parse("running")
    state = dealt(rules, "KH 3C 4C 5C 6C 7C", "AH JH 10D 5D 6D 7D", "9H")
    state.apply_action(STAND)
    play(state, "KH AH")
    assert [(e.player, e.points, e.reason) for e in state.events] == [
        (0, 4, "honour"), (0, 3, "honour")]
    play(state, "JH 3C")
    assert state.events[-1] == (0, 1, "jack", 1)
    play(state, "10D 4C 5D 5C 6D 6C 7D 7C")
    assert [e.reason for e in state.events].count("jack") == 1
    plain = dealt(COTTON, "KH 3C 4C 5C 6C 7C", "AH JH 10D 5D 6D 7D", "9H")
    plain.apply_action(STAND)
    play(plain, "KH AH")
    assert plain.events == []


def test_a_single_deal_returns_the_difference_of_its_points() -> None:
    """``horizon=deal`` (for research): the deal's points, player 0 less player 1."""
    state = dealt(COTTON, "2C 3C 4C 5C 6C 7C", "AH 2H 10D 5D 6D 7D", "JH", horizon="deal")
    state.apply_action(STAND)
    play(state, "2C AH 2H 3C 10D 4C 5D 5C 6D 6C 7D 7C")
    assert state.is_terminal() and state.returns() == [4.0, -4.0]
