"""One test per rule clause and per option value, on constructed deals.

Clauses: Cotton, *The Compleat Gamester* (1674), ch. XXII, pp. 148-149, C1-C18. Options:
``penneech.games.penneech.options``. Player 0 deals in every deal below, so player 1 is the
non-dealer.
"""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest
from engine_helpers import deal, steps

from penneech.core.cards import SUIT_MASKS, card_name, cards_in, parse_card
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.options import COUNTERS, FOLLOW, HONOURS_TO, OPTIONS, OPTIONS_BY_ID
from penneech.games.penneech.rules import Counters, Follow, HonoursTo, Rules
from penneech.games.penneech.state import CHANCE, KEEP, THROW_IN, State
from penneech.games.penneech.tricks import (
    COUNTER_TABLES,
    FOLLOW_ALLOWED,
    FOLLOW_RULES,
    card_count_bonus,
    end_of_hand_winner,
    legal_follows,
    trick_outcomes,
    voids_shown,
)

# A deal used by several tests: non-dealer (player 1) and dealer (player 0).
ND = "AS KS QH 7D 2C 3C 4H"
DL = "2S AH AD KC 5C JH 3D"


def names(cards: list[int]) -> list[str]:
    return [card_name(c) for c in cards]


# ----------------------------------------------------------------- dealing (C1, C9)
def test_seven_cards_each_dealt_one_at_a_time_non_dealer_first() -> None:
    """C1 "seven Cards apiece", C9 "dealt one by one"; the non-dealer receives first."""
    state = State(Rules(), dealer=0)
    first, second = parse_card("AS"), parse_card("KS")
    state.apply_action(first)
    state.apply_action(second)
    assert state.hands[1] == 1 << first
    assert state.hands[0] == 1 << second
    state = deal(Rules(), ND, DL)
    assert state.hands[0].bit_count() == state.hands[1].bit_count() == 7
    assert state.stock_mask.bit_count() == 52 - 14
    assert state.current_player() == CHANCE and state.phase == "turn_up"


def test_the_first_dealer_is_the_lower_cut_king_high_ace_low() -> None:
    """First dealer by cutting: lower card deals, King high, Ace low (Parlett, via Martin)."""
    state = State(Rules())
    steps(state, "AH KS")
    assert state.dealer == 0 and state.phase == "deal"
    state = State(Rules())
    steps(state, "KS 2H")
    assert state.dealer == 1


def test_under_higher_deals_the_higher_cut_deals() -> None:
    """Option first_dealer=higher_deals (U1): the higher card deals, as at Cotton's
    All-Fours, p. 112 "the highest Put-card deals"; same cuts as the test above."""
    rules = Rules(first_dealer="higher_deals")
    state = State(rules)
    steps(state, "AH KS")
    assert state.dealer == 1 and state.phase == "deal"
    state = State(rules)
    steps(state, "KS 2H")
    assert state.dealer == 0
    state = State(rules)
    steps(state, "9H 9S")
    assert state.phase == "cut"


def test_equal_cuts_cut_again() -> None:
    state = State(Rules())
    steps(state, "9H 9S")
    assert state.phase == "cut" and state.cut_rounds == [(parse_card("9H"), parse_card("9S"))]
    steps(state, "9S 3C")
    assert state.dealer == 1


def test_deal_alternates_between_hands() -> None:
    """The players deal in turn: after seven tricks the other player deals."""
    state = deal(Rules(target=200), ND, DL)
    steps(state, "QS  AS 2S KH  QH AH 9D  AD 7D AC  KS 5C 2H  JH 4H JD  3D 2C 5S  KC 3C QC")
    assert state.hand_no == 2 and state.dealer == 1 and state.phase == "deal"


# ----------------------------------------------------------------- trumps (C2, C5, C6)
def test_turned_card_sets_trumps_and_each_trick_winner_turns_the_next() -> None:
    """C2 "turn up a Card, and that is Trumps"; C5-C6 the winner turns a fresh trump."""
    state = deal(Rules(), ND, DL)
    steps(state, "QS")
    assert state.trump == 3  # spades
    steps(state, "AS 2S")
    assert state.phase == "turn_up" and state.turner == 1
    steps(state, "KH")
    assert state.trump == 2 and state.current_player() == 1


def test_a_trump_beats_any_card_of_another_suit() -> None:
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "2H 3H 4H 5H 6H 8H 9H")
    steps(state, "QH 9C 2H")
    assert state.tricks[-1].winner == 0


def test_a_card_of_another_suit_that_is_not_trump_loses() -> None:
    state = deal(Rules(), "2C 3C 4C 5C 6C 8C 9C", "AH 3H 4H 5H 6H 8H 9H")
    steps(state, "QS 2C AH")
    assert state.tricks[-1].winner == 1


def test_penneech_wins_all_diamonds_when_not_trump() -> None:
    """C13 "if it be not Trump it wins all Diamonds": the seven of diamonds beats the Ace."""
    state = deal(Rules(), "AD 3C 4C 5C 6C 8C 9C", "7D 3H 4H 5H 6H 8H 9H")
    steps(state, "QS AD 7D")
    assert state.tricks[-1].winner == 0


def test_penneech_is_the_highest_trump_when_diamonds_are_trumps() -> None:
    """C13 "if it be Trump it is the highest Card and wins all others"; C12 worth 7."""
    state = deal(Rules(), "AD 3C 4C 5C 6C 8C 9C", "7D 3H 4H 5H 6H 8H 9H")
    steps(state, "2D AD 7D")
    assert state.tricks[-1].winner == 0
    assert state.scores == [5 + 7, 0]


# ----------------------------------------------------------------- counting cards (C3, C4, C12)
@pytest.mark.parametrize(("card", "points"), [("AH", 5), ("KH", 4), ("QH", 3), ("JH", 2),
                                              ("10H", 0)])
def test_ace_and_coat_cards_of_trumps_count_five_four_three_two(card: str, points: int) -> None:
    """C3-C4: "the Ace is five, the King four, the Queen three, and the Knave two"."""
    state = deal(Rules(), f"{card} 3C 4C 5C 6C 8C 9C", "2H 3S 4S 5S 6S 8S 9S")
    steps(state, f"9H {card} 2H")
    assert state.scores == [0, points]


def test_penneech_in_a_trick_counts_nothing_unless_diamonds_are_trumps() -> None:
    """C12: "but seven in hand, and not that neither unless Diamonds be Trumps"."""
    state = deal(Rules(), "7D 3C 4C 5C 6C 8C 9C", "2D 3S 4S 5S 6S 8S 9S")
    steps(state, "2H 7D 2D")
    assert state.tricks[-1].winner == 1 and state.scores == [0, 0]


# ----------------------------------------------------------------- turned cards (C7, C8, C10, C11)
@pytest.mark.parametrize(("card", "points"), [("AC", 5), ("KC", 4), ("QC", 3), ("JC", 2),
                                              ("7D", 14), ("10C", 0)])
def test_trick_winner_scores_the_card_he_turns_up(card: str, points: int) -> None:
    """C7-C8: a turned Ace or coat card "is a great advantage to him who won the last
    trick"; C11: Penneech turned up is reckoned fourteen."""
    state = deal(Rules(), "AS 3C 4C 5C 6C 8C 9C", "2S 3H 4H 5H 6H 8H 9H")
    steps(state, f"2H AS 2S {card}")
    assert state.scores[1] == points
    assert [e.reason for e in state.events] == (["turn_up"] if points else [])


def test_last_trick_winner_turns_and_scores_an_eighth_card() -> None:
    """C10: once seven tricks are played, whoever took the seventh turns one more card and
    reckons for it, although no trick follows."""
    state = deal(Rules(target=200), "AS 3C 4C 5C 6C 8C 9C", "2S 3H 4H 5H 6H 8H 9H")
    steps(state, "2H AS 2S 2D  3C 3H 3D  4C 4H 4D  5C 5H 5D  6C 6H 6D  8C 8H 8D  9C 9H")
    assert len(state.tricks) == 7 and state.tricks[-1].winner == 1
    before = state.scores[1]
    steps(state, "KC")
    assert state.scores[1] == before + 4 + card_count_bonus(7)
    assert [e.reason for e in state.events[-2:]] == ["turn_up", "card_count"]
    assert state.hand_no == 2


# ----------------------------------------------------------------- card count (C14, C15)
@pytest.mark.parametrize(("tricks", "points"), [(0, 0), (3, 0), (4, 1), (5, 3), (6, 5), (7, 7)])
def test_one_point_for_every_card_won_over_seven(tricks: int, points: int) -> None:
    """C15: "count how many Cards you have more than your own seven … for every Card
    reckon one"."""
    assert card_count_bonus(tricks) == points


def test_card_count_is_scored_at_the_end_of_the_hand() -> None:
    state = deal(Rules(target=200), ND, DL)
    steps(state, "QS  AS 2S KH  QH AH 9D  AD 7D AC  KS 5C 2H  JH 4H JD  3D 2C 5S  KC 3C QC")
    count = [e for e in state.events if e.reason == "card_count"]
    assert [(e.player, e.points, e.tricks) for e in count] == [(0, 3, 5)]


# ----------------------------------------------------------------- game (C17)
def test_the_game_ends_the_moment_the_target_is_reached() -> None:
    """C17 "till you come to sixty one, which is the Game"; pegged at once (McLeod)."""
    state = deal(Rules(target=5), "AS 3C 4C 5C 6C 8C 9C", "2S 3H 4H 5H 6H 8H 9H")
    steps(state, "3S AS 2S")
    assert state.is_terminal() and state.winner == 1 and state.scores == [0, 5]
    assert state.legal_actions() == [] and state.returns() == [-1.0, 1.0]


# ----------------------------------------------------------------- throw-in (C18)
POOR = "2C 3C 4C 5C 6C 8C 9C"


def test_a_hand_without_ace_or_face_may_be_thrown_in_and_the_same_dealer_deals_again() -> None:
    """C18: "if you have neither Ace nor Face, you may throw up your Game and deal again"."""
    state = deal(Rules(), POOR, "AH 3H 4H 5H 6H 8H 9H", keep=False)
    assert state.phase == "throw_in" and state.current_player() == 1
    assert state.legal_actions() == [THROW_IN, KEEP]
    state.apply_action(THROW_IN, 1)
    assert state.current_player() == CHANCE and state.dealer == 0 and state.hands == [0, 0]
    assert len(state.legal_actions()) == 52  # a fresh deal from the whole pack
    assert state.redeals == 1 and state.hand_no == 1


def test_keeping_a_poor_hand_goes_on_to_the_turn_up() -> None:
    state = deal(Rules(), POOR, "AH 3H 4H 5H 6H 8H 9H", keep=False)
    state.apply_action(KEEP, 1)
    assert state.current_player() == 0 and state.legal_actions() == [KEEP]  # dealer asked too
    state.apply_action(KEEP, 0)
    assert state.phase == "turn_up"


def test_throw_in_not_allowed_plays_every_hand() -> None:
    """Option throw_in=not_allowed."""
    state = deal(Rules(throw_in="not_allowed"), POOR, "AH 3H 4H 5H 6H 8H 9H", keep=False)
    assert state.phase == "turn_up"


# ----------------------------------------------------------------- option: follow (U4)
FOLLOW_DEAL = ("AS 3C 4C 5C 6C 8C 9C", "2S 3H 4H 5H 6H 8H 9H")


def test_must_follow_forbids_trumping_while_holding_the_led_suit() -> None:
    state = deal(Rules(follow="must_follow"), "AS 3C 4C 5C 6C 8C 9C", "2S 2H 4H 5H 6H 8H 9H")
    steps(state, "3H AS")
    assert names(state.legal_actions()) == ["2♠"]


def test_follow_or_trump_allows_a_trump_instead_of_following() -> None:
    """Martin; Cotton's All-Fours (p. 113): reneging allowable if you trump."""
    state = deal(Rules(follow="follow_or_trump"), "AS 3C 4C 5C 6C 8C 9C",
                 "2S 2H 4H 5H 6H 8H 9H")
    steps(state, "3H AS")
    assert names(state.legal_actions()) == ["2♥", "4♥", "5♥", "6♥", "8♥", "9♥", "2♠"]
    steps(state, "2H")
    assert state.tricks[-1].winner == 0


def test_follow_or_trump_does_not_allow_a_plain_discard_when_holding_the_suit() -> None:
    state = deal(Rules(follow="follow_or_trump"), "AS 3C 4C 5C 6C 8C 9C",
                 "2S 2D 4H 5H 6H 8H 9H")
    steps(state, "3H AS")
    assert names(state.legal_actions()) == ["4♥", "5♥", "6♥", "8♥", "9♥", "2♠"]


def test_free_play_allows_any_card() -> None:
    state = deal(Rules(follow="free"), "AS 3C 4C 5C 6C 8C 9C", "2S 2D 4H 5H 6H 8H 9H")
    steps(state, "3H AS")
    assert len(state.legal_actions()) == 7


def test_void_player_may_play_anything_under_every_follow_rule() -> None:
    """Whoever cannot follow may play any card, whatever the follow rule."""
    for rule in ("must_follow", "follow_or_trump", "free"):
        state = deal(Rules.parse(f"follow={rule}"), "AD 3C 4C 5C 6C 8C 9C",
                     "2S 3H 4H 5H 6H 8H 9H")
        steps(state, "2C AD")
        assert len(state.legal_actions()) == 7


# ----------------------------------------------------------------- option: first_turnup (U2)
def test_first_turned_card_does_not_score_in_mcleods_reading() -> None:
    state = deal(Rules(first_turnup="no_score"), ND, DL)
    steps(state, "KD")
    assert state.scores == [0, 0] and state.events == []


def test_dealer_scores_a_counting_first_turn_up_in_martins_reading() -> None:
    state = deal(Rules(first_turnup="dealer_scores"), ND, DL)
    steps(state, "KD")
    assert state.scores == [4, 0] and state.events[0].reason == "first_turn_up"


# ----------------------------------------------------------------- option: first_lead (U3)
@pytest.mark.parametrize(("rule", "leader"), [("non_dealer", 1), ("dealer", 0)])
def test_who_leads_to_the_first_trick(rule: str, leader: int) -> None:
    state = deal(Rules.parse(f"first_lead={rule}"), ND, DL)
    steps(state, "QS")
    assert state.current_player() == leader


# ----------------------------------------------------------------- option: counters (U5)
@pytest.mark.parametrize(("rule", "points"), [("trumps_only", 0), ("all_honours", 4 + 5)])
def test_which_aces_and_coat_cards_count_in_a_trick(rule: str, points: int) -> None:
    """Cotton C3 "of Trumps" against Parlett's every Ace and coat card."""
    state = deal(Rules.parse(f"counters={rule}"), "KS 3C 4C 5C 6C 8C 9C",
                 "AS 3H 4H 5H 6H 8H 9H")
    steps(state, "2H KS AS")
    assert state.tricks[-1].winner == 0 and state.scores == [points, 0]


def test_penneech_counts_only_in_diamonds_even_when_every_honour_counts() -> None:
    state = deal(Rules(counters="all_honours"), "7D 3C 4C 5C 6C 8C 9C", "2D 3S 4S 5S 6S 8S 9S")
    steps(state, "2H 7D 2D")
    assert state.scores == [0, 0]


# ----------------------------------------------------------------- option: honours_to (U6)
@pytest.mark.parametrize(("rule", "scores"), [("winner", [0, 5 + 4]), ("holder", [4, 5])])
def test_who_scores_a_counting_trump_beaten_by_a_higher_one(rule: str, scores: list[int]) -> None:
    """Cotton C12 "seven in hand": trick winner (McLeod) or the player who held it."""
    state = deal(Rules.parse(f"honours_to={rule}"), "AH 3C 4C 5C 6C 8C 9C",
                 "KH 3S 4S 5S 6S 8S 9S")
    steps(state, "2H AH KH")
    assert state.tricks[-1].winner == 1
    assert state.scores == scores


# ----------------------------------------------------------------- option: scoring (U7)
def test_end_of_hand_scoring_holds_points_back_until_the_hand_is_over() -> None:
    state = deal(Rules(scoring="end_of_hand", target=5), "AS 3C 4C 5C 6C 8C 9C",
                 "2S 3H 4H 5H 6H 8H 9H")
    steps(state, "3S AS 2S")
    assert not state.is_terminal() and state.scores == [0, 0] and state.pending == [0, 5]
    assert state.events[-1].pending
    steps(state, "2D  3C 3H 3D  4C 4H 4D  5C 5H 5D  6C 6H 6D  8C 8H 8D  9C 9H 9D")
    assert state.is_terminal() and state.winner == 1 and state.scores == [0, 5 + 7]


def test_end_of_hand_both_past_target_higher_total_wins() -> None:
    state = deal(Rules(scoring="end_of_hand", target=5), ND, DL)
    steps(state, "QS  AS 2S KH  QH AH 9D  AD 7D AC  KS 5C 2H  JH 4H JD  3D 2C 5S  KC 3C QC")
    assert state.is_terminal() and state.scores == [18, 26] and state.winner == 1


def test_end_of_hand_a_total_of_exactly_the_target_wins() -> None:
    """C17 (the first to the target wins; Cotton p. 149) at its boundary under
    ``scoring=end_of_hand`` (U7): a total of exactly the target is enough, one short is
    not. The hand above, with the target at the 12 player 1 makes, ends the game."""
    assert end_of_hand_winner((61, 58), 61) == 0
    assert end_of_hand_winner((58, 61), 61) == 1
    assert end_of_hand_winner((60, 58), 61) is None
    state = deal(Rules(scoring="end_of_hand", target=12), "AS 3C 4C 5C 6C 8C 9C",
                 "2S 3H 4H 5H 6H 8H 9H")
    steps(state, "3S AS 2S  2D  3C 3H 3D  4C 4H 4D  5C 5H 5D  6C 6H 6D  8C 8H 8D  9C 9H 9D")
    assert state.is_terminal() and state.winner == 1 and state.scores == [0, 12]


def test_end_of_hand_equal_totals_play_on() -> None:
    """Both past the target with equal totals: neither wins; the next hand is dealt."""
    state = deal(Rules(scoring="end_of_hand", target=1), "AS 2C 2D 2H 3C 3D 3H",
                 "2S 4C 4D 4H 5C 5D 5H")
    steps(state, "6S AS 2S 6C 2C 4C 6D 4D 2D 6H 4H 2H 7S 5C 3C 7C 5D 3D 8C 5H 3H 8D")
    assert state.scores == [5, 5]  # player 0: six tricks; player 1: the Ace of trumps
    assert not state.is_terminal() and state.hand_no == 2 and state.phase == "deal"


def test_immediate_scoring_can_end_the_game_in_the_middle_of_a_hand() -> None:
    state = deal(Rules(scoring="immediate", target=5), "AS 3C 4C 5C 6C 8C 9C",
                 "2S 3H 4H 5H 6H 8H 9H")
    steps(state, "3S AS 2S")
    assert state.is_terminal() and len(state.tricks) == 1


# ----------------------------------------------------------------- option: pack and target (U10)
def test_short_pack_has_no_cards_below_seven() -> None:
    state = State(Rules(pack=32, target=91), dealer=0)
    assert len(state.legal_actions()) == 32
    assert parse_card("6H") not in state.legal_actions()


def test_target_sets_the_score_that_wins() -> None:
    for target, over in ((5, True), (6, False)):
        state = deal(Rules(target=target), "AS 3C 4C 5C 6C 8C 9C", "2S 3H 4H 5H 6H 8H 9H")
        steps(state, "3S AS 2S")
        assert state.is_terminal() is over


# ----------------------------------------------------------------- one source of truth
def test_the_rules_types_and_the_option_metadata_name_the_same_values() -> None:
    """``Rules`` and ``options.OPTIONS`` cannot disagree: same options in the same order,
    each ``Literal`` type lists exactly the option's values (in display order), each
    default is the option's default, and the whole-number fields are the options whose
    values are numbers (the target, and the pack of 52 or 32)."""
    hints = typing.get_type_hints(Rules)
    assert [f.name for f in dataclasses.fields(Rules)] == [o.id for o in OPTIONS]
    for f in dataclasses.fields(Rules):
        option = OPTIONS_BY_ID[f.name]
        assert str(f.default) == option.default, f.name
        if hints[f.name] is int:
            assert option.integer or all(v.isdigit() for v in option.values), f.name
        else:
            assert typing.get_origin(hints[f.name]) is typing.Literal, f.name
            assert typing.get_args(hints[f.name]) == option.values, f.name
            assert not option.integer, f.name


def test_the_engine_tables_are_keyed_by_the_option_values() -> None:
    """The tables the engine reads by option value cover exactly the metadata's values, so a
    new reading added to ``options.py`` alone cannot fall through silently."""
    assert tuple(COUNTER_TABLES) == COUNTERS.values
    assert FOLLOW.values == FOLLOW_RULES
    assert tuple(FOLLOW_ALLOWED) == FOLLOW.values
    assert typing.get_args(Counters) == COUNTERS.values
    assert typing.get_args(HonoursTo) == HONOURS_TO.values
    for counters in typing.get_args(Counters):
        for honours_to in typing.get_args(HonoursTo):
            table = trick_outcomes(counters, honours_to)
            assert len(table) == 4 and all(len(row) == 52 for row in table)


@pytest.mark.parametrize("rule", FOLLOW.values)
def test_a_card_played_shows_a_void_exactly_when_holding_the_suit_would_forbid_it(
        rule: str) -> None:
    """The void inference is the follow rule read backwards (option ``follow``, U4): for every
    lead, trump and card played, ``voids_shown`` names the led suit if and only if some
    hand holding that card and a card of the led suit could not have played it."""
    follow = typing.cast(Follow, rule)
    for trump in range(4):
        for lead in range(52):
            led = SUIT_MASKS[lead // 13] & ~(1 << lead)
            for card in range(52):
                if card == lead:
                    continue
                forbidden = any(
                    not legal_follows(1 << card | 1 << other, lead, trump, follow) >> card & 1
                    for other in cards_in(led) if other != card)
                shown = voids_shown(lead, card, trump, follow)
                assert shown == (SUIT_MASKS[lead // 13] if forbidden else 0), (
                    rule, card_name(lead), card_name(card), trump)


def test_voids_shown_in_play_are_true_of_the_hand() -> None:
    """In random games under every follow rule, a suit ``voids_shown`` reports is really
    absent from the second player's hand when the card is played (C5, option U4)."""
    rng = random.Random(7)
    for rule in FOLLOW.values:
        for seed in range(40):
            state = State(Rules.parse(f"follow={rule}"), dealer=seed % 2)
            chance = SeededChance(seed)
            while state.hand_no == 1 and not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(chance.outcome(state))
                    continue
                action = rng.choice(state.legal_actions())
                if state.phase == "play" and state.lead_card is not None:
                    assert state.trump is not None
                    hand = state.hands[state.current_player()]
                    void = voids_shown(state.lead_card, action, state.trump, state.rules.follow)
                    assert not hand & void
                state.apply_action(action)
