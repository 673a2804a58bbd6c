"""Pip-Pip! rule cases PP-1 to PP-24 of our research notes (Part B.10), and fair play.

Each test sets up chosen hands with ``penneech.games.pippip.scenario`` (seat 0 is "P1", the
first to lead, unless another dealer is chosen) and plays only legal actions. Sources:
S = the German pagat page (Martin and McLeod), F = Fosdick, H = the older English text.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from penneech.core.cards import CLUBS, DIAMONDS, HEARTS, SPADES, cards_in
from penneech.core.errors import IllegalActionError
from penneech.games.pippip.actions import DONE, action_id
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.marriages import marriage_of, resolution_order
from penneech.games.pippip.pack import parse_pp_card, points_of
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scenario import act, arrange, pass_window, read_cards
from penneech.games.pippip.scoring import game_over
from penneech.games.pippip.state import PippipState, TrumpChange
from penneech.games.pippip.view import view_of


def c(name: str) -> int:
    """A physical card by its record name."""
    return parse_pp_card(name)


def play_lowest(state: PippipState, count: int = 1) -> None:
    """``count`` players each play their lowest legal card (windows answered ``done``)."""
    for _ in range(count):
        pass_window(state)
        state.apply_action(min(a for a in state.legal_actions() if a < 104))


def play_deal(state: PippipState) -> None:
    """Play the deal to its end: nobody declares, each plays his lowest legal card."""
    deal = state.deal_no
    while not state.is_terminal() and state.deal_no == deal:
        play_lowest(state)


def marriage_points(state: PippipState) -> dict[int, list[int]]:
    """Each seat's marriage scores, in the order they were made."""
    found: dict[int, list[int]] = {}
    for e in state.events:
        if e.reason == "marriage":
            found.setdefault(e.player, []).append(e.points)
    return found


# ------------------------------------------------------------------ tricks
def test_pp1_of_two_identical_aces_the_later_wins() -> None:
    """pagat (S), "Spiel"; F; H; B.3.3: of two identical highest cards the one played
    later wins; card points Ace 10, King 5 (S, B.1.4)."""
    state = arrange("pagat", ["9C", "AC#0", "5C", "AC#1", "KC"])
    pass_window(state)
    act(state, "9C", "AC#0", "5C", "AC#1", "KC")
    trick = state.tricks[0]
    assert trick.winner == 3
    assert trick.points == 25
    assert state.scores[3] == 25


def test_pp2_of_two_identical_trumps_the_later_wins() -> None:
    """pagat (S), "Spiel"; B.3.3: hearts trump (the cut card, F, H); P1 leads a spade,
    P2 and P3 both play the Three of hearts: P3's, played later, wins."""
    state = arrange("pagat,initial_trump=cut",
                    ["KS", "3H#0 4C 4D 5C 5D 6C 6D", "3H#1 4C 4D 5C 5D 6C 6D", "5S", "6S"],
                    bottom="4H")
    assert state.trump == HEARTS
    pass_window(state)
    act(state, "KS", "3H#0", "3H#1", "5S", "6S")
    assert state.tricks[0].winner == 2


def test_pp3_the_second_copy_of_the_card_led_wins() -> None:
    """pagat (S), "Spiel"; F; B.3.3: P1 leads the Queen of diamonds, P2 plays the other
    Queen of diamonds, the rest lower diamonds: P2 wins."""
    state = arrange("pagat", ["QD#0", "QD#1", "9D", "5D", "3D"])
    pass_window(state)
    act(state, "QD#0", "QD#1", "9D", "5D", "3D")
    assert state.tricks[0].winner == 1


def test_pp4_without_trump_a_deuce_of_another_suit_does_not_win() -> None:
    """pagat (S), "Pip-Pip!"; B.2.4, B.3.3: no trump before the first marriage, so a Two
    of another suit (void in clubs) loses to the Four of clubs led."""
    state = arrange("pagat", ["4C", "2S 4D 5D 6D 7D 8D 9D", "3C",
                              "5H 6H 7H 8H 9H 10H 4S", "6D 4S 5S 6S 7S 8S 9S"])
    assert state.trump is None
    pass_window(state)
    act(state, "4C", "2S", "3C", "5H", "6D")
    assert state.tricks[0].winner == 0


def test_pp5_the_two_beats_the_ace_in_the_english_system_only() -> None:
    """pagat (S), "Karten"; F; H; B.1.3-5: the Two ranks above the Ace and counts 11;
    in Parlett's European system the Ace is highest."""
    hands = ["AC", "2C", "3C", "4C", "5C"]
    english = arrange("pagat", hands)
    pass_window(english)
    act(english, "AC", "2C", "3C", "4C", "5C")
    assert (english.tricks[0].winner, english.tricks[0].points) == (1, 10 + 11)
    european = arrange("pagat,card_system=european", hands)
    pass_window(european)
    act(european, "AC", "2C", "3C", "4C", "5C")
    assert (european.tricks[0].winner, european.tricks[0].points) == (0, 11)


TWELVE = ["2C#0 2C#1 4C 5C 6C 7C 8C", "3C 2S#0 3S 4D 5D 6D 7D"] + [""] * 10


def test_pp6_follow_suit_strict_free_while_drawing_and_always_free() -> None:
    """pagat (S), "Spiel" and "Anmerkungen"; B.3.2: under ``strict`` a player holding a
    club must follow a club lead; ``always_free`` allows any card; ``free_while_drawing``
    only while the stock holds a card for every player at the lead (12 players: stock 20
    at trick 1, 8 after it)."""
    strict = arrange("pagat,players=12", TWELVE)
    pass_window(strict)
    act(strict, "2C#0")
    with pytest.raises(IllegalActionError, match="player 1 must follow suit to 2C#0 and "
                                                 "may not play 2S#0"):
        act(strict, "2S#0")
    assert all(card < 104 and card % 52 // 13 == CLUBS for card in strict.legal_actions())

    free = arrange("pagat,players=12,follow_rule=always_free", TWELVE)
    pass_window(free)
    act(free, "2C#0", "2S#0")

    drawing = arrange("pagat,players=12,follow_rule=free_while_drawing", TWELVE)
    pass_window(drawing)
    act(drawing, "2C#0", "2S#0")          # stock 20 >= 12: free
    play_lowest(drawing, 10)
    assert drawing.tricks[0].winner == 0 and drawing.stock_left == 8
    pass_window(drawing)
    act(drawing, "4C")                     # stock 8 < 12: strict again
    with pytest.raises(IllegalActionError, match="must follow suit"):
        act(drawing, "3S")
    act(drawing, "3C")


def test_pp7_the_winner_draws_first_then_clockwise() -> None:
    """pagat (S), "Spiel"; B.4.1: the trick's winner (P3 of 6) draws the top card, then
    P4, P5, P6, P1, P2; with ``draw_order=after_each_play`` (H) each draws as he plays."""
    stock = "2H#0 2D#0 2S#0 AH#0 AD#0 AS#0"
    hands = ["3C", "4C", "2C#0 2C#1", "5C", "6C", "7C"]
    state = arrange("pagat,players=6", hands, stock)
    pass_window(state)
    act(state, "3C", "4C", "2C#0", "5C", "6C", "7C")
    assert state.tricks[0].winner == 2
    drawn = {seat: name for seat, name in zip((2, 3, 4, 5, 0, 1), stock.split(), strict=True)}
    for seat, name in drawn.items():
        assert (state.hands[seat] >> c(name)) & 1, (seat, name)
    early = arrange("pagat,players=6,draw_order=after_each_play", hands, stock)
    pass_window(early)
    act(early, "3C", "4C")
    assert (early.hands[0] >> c("2H#0")) & 1 and (early.hands[1] >> c("2D#0")) & 1
    assert early.hands[2].bit_count() == 7       # P3 has not played yet


def test_pp8_twelve_players_turn_the_stock_after_one_draw() -> None:
    """pagat (S), "Spiel"; B.4.2, B.4.4: 12 players leave a stock of 20; after trick 1
    all draw, 8 are left, the stock is turned face up (8 dead cards, seen by everyone)
    and 7 more tricks are played: 8 in the deal."""
    state = arrange("pagat,players=12", [""] * 12)
    assert state.stock_left == 20
    play_lowest(state, 12)
    assert state.stock_left == 8 and state.stock_turned
    dead = state.leftovers
    assert dead.bit_count() == 8
    assert all(view_of(state, s).leftovers == dead for s in range(12))
    play_deal(state)
    assert len(state.tricks) == 8


@pytest.mark.parametrize(("players", "tricks"), [(4, 26), (8, 13)])
def test_pp9_four_and_eight_players_leave_no_dead_cards(players: int, tricks: int) -> None:
    """B.4.4: 104 cards share evenly among 4 or 8 players: no dead cards; 26 and 13
    tricks."""
    state = arrange(f"pagat,players={players}", [""] * players)
    play_deal(state)
    assert len(state.tricks) == tricks
    assert state.stock_left == 0 and state.leftovers == 0


def test_pp10_a_stock_of_exactly_n_is_drawn_then_play_is_strict() -> None:
    """pagat (S), "Spiel"; B.4.1-2: with as many cards left as players everyone draws,
    the stock is empty, and under ``free_while_drawing`` following suit applies again
    (4 players: 76 cards, the nineteenth draw takes the last 4)."""
    rules = PippipRules.parse("pagat,players=4,follow_rule=free_while_drawing")
    state = PippipState(rules, "deal", 3)
    PippipChance(5).advance(state)
    while state.stock_left > 4:
        play_lowest(state, 4)
    pass_window(state)
    assert state.stock_left == 4 and not state.stock_turned
    leader = state.current_player()
    act(state, state.action_name(min(a for a in state.legal_actions() if a < 104)))
    follower = state.current_player()
    assert sorted(state.legal_actions()) == sorted(cards_in(state.hands[follower]))
    play_lowest(state, 3)
    assert state.stock_left == 0 and state.stock_turned
    assert all(h.bit_count() == 7 for h in state.hands) and leader in range(4)
    strict_seen = False
    while not state.is_terminal() and not strict_seen:
        pass_window(state)
        if state.trick:
            led = state.trick[0][1] % 52 // 13
            hand = state.hands[state.current_player()]
            suited = [x for x in cards_in(hand) if x % 52 // 13 == led]
            if suited and len(suited) < hand.bit_count():
                assert sorted(state.legal_actions()) == suited
                strict_seen = True
        play_lowest(state)
    assert strict_seen


@pytest.mark.parametrize("rules", ["pagat", "european", "pagat,players=7",
                                   "pagat,players=12", "fosdick,players=3",
                                   "european,players=9,leftovers=dead"])
def test_pp11_card_points_are_conserved_in_every_deal(rules: str) -> None:
    """B.1.4-5, B.4.3: the card points won in tricks (and leftovers taken) plus the
    dead cards' points are 264 (English) or 240 (European) in every deal."""
    r = PippipRules.parse(rules)
    total = 264 if r.card_system == "english" else 240
    rng = random.Random(rules)
    for seed in range(3):
        state = PippipState(r, "deal")
        PippipChance(seed).advance(state)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        won = sum(e.points for e in state.events if e.reason in ("trick", "leftovers"))
        dead = points_of(state.leftovers, r.card_system) if r.leftovers == "dead" else 0
        assert won + dead == total


# ------------------------------------------------------------------ marriages
def test_pp12_simultaneous_marriages_the_last_in_order_from_the_winner_sets_trump() -> None:
    """pagat (S), "Pip-Pip!"; B.5.5: P4 won the trick; P6 declares spades and P2 hearts in
    the same window: both score 50, and in the order P4 P5 P6 P1 P2 P3 P2's comes last,
    so hearts are trump. Until all have answered nobody sees the other's call."""
    state = arrange("pagat,players=6", ["3C", "KH QH 4D 5D 6D 7D 8D", "",
                                        "2C#0 2C#1", "", "KS QS 4H 5H 6H 7H 8H"])
    pass_window(state)
    act(state, "3C")
    play_lowest(state, 2)
    act(state, "2C#0")
    play_lowest(state, 2)
    assert state.tricks[0].winner == 3
    assert state.window_order == [3, 4, 5, 0, 1, 2]
    act(state, "done", "done", "pip:KS#0+QS#0", "done", "done")
    assert view_of(state, 1).declarations == () and view_of(state, 1).exposed[5] == 0
    assert view_of(state, 1).my_pending == ()
    assert [m.name() for m in view_of(state, 5).my_pending] == ["KS#0+QS#0"]
    act(state, "pip:KH#0+QH#0", "done", "done")
    assert marriage_points(state) == {5: [50], 1: [50]}
    assert state.trump == HEARTS
    assert view_of(state, 0).exposed[5] == read_cards_mask("KS#0 QS#0")


def test_pp12_the_trump_history_names_only_the_declaration_that_set_the_trump() -> None:
    """pagat (S), "Pip-Pip!" (of simultaneous calls, the last counted from the last
    trick's winner decides the trump); B.5.5. P4 won the trick; P6 declares spades and P2
    hearts in one window: spades are never trump, so the history says only that P2 made
    hearts trump from trick 2."""
    state = arrange("pagat,players=6", ["3C", "KH QH 4D 5D 6D 7D 8D", "",
                                        "2C#0 2C#1", "", "KS QS 4H 5H 6H 7H 8H"])
    pass_window(state)
    act(state, "3C")
    play_lowest(state, 2)
    act(state, "2C#0")
    play_lowest(state, 2)
    act(state, "done", "done", "pip:KS#0+QS#0", "done", "done", "pip:KH#0+QH#0", "done")
    pass_window(state)
    assert marriage_points(state) == {5: [50], 1: [50]}
    assert state.trump_changes == [TrumpChange(1, 2, HEARTS, 1)]
    assert view_of(state, 0).trump_changes == (TrumpChange(1, 2, HEARTS, 1),)


def test_pp12_two_calls_of_one_suit_credit_the_later_in_order() -> None:
    """pagat (S), "Pip-Pip!"; B.5.5: at ten players, P3 and P6 both call diamonds before
    the first trick (each with his own King and Queen of the two packs). Counted from the
    leader P1 P6 comes last, so it is his call that makes diamonds trump, and the history
    names him; both score 50."""
    hands = [""] * 10
    hands[2], hands[5] = "KD#0 QD#0", "KD#1 QD#1"
    state = arrange("pagat,players=10", hands)
    assert state.window_order == list(range(10))
    act(state, "done", "done", "pip:KD#0+QD#0", "done", "done", "done", "pip:KD#1+QD#1")
    pass_window(state)
    assert marriage_points(state) == {2: [50], 5: [50]}
    assert state.trump == DIAMONDS
    assert state.trump_changes == [TrumpChange(1, 1, DIAMONDS, 5)]


def test_pp12_a_call_of_the_trump_suit_last_leaves_the_trump_unchanged() -> None:
    """pagat (S), "Pip-Pip!"; F; B.2.4, B.5.5: the cut card made hearts trump. Before the
    first trick P1 calls spades and P2, later in the order, hearts: the last call keeps
    hearts, so the trump never changed, and the history holds only the cut card."""
    state = arrange("pagat,initial_trump=cut", ["KS QS", "KH QH", "", "", ""], bottom="4H")
    act(state, "pip:KS#0+QS#0", "done", "pip:KH#0+QH#0")
    pass_window(state)
    assert marriage_points(state) == {0: [50], 1: [50]}
    assert state.trump == HEARTS
    assert state.trump_changes == [TrumpChange(1, 1, HEARTS, -1)]


def read_cards_mask(text: str) -> int:
    """The card set of names."""
    return sum(1 << x for x in read_cards(text))


def test_pp12_marriages_declared_together_count_from_the_winner() -> None:
    """pagat (S), "Pip-Pip!"; B.5.5: declarations made in one window count clockwise from
    the last trick's winner: with five players and seat 3 the winner, 3, 4, 0, 1, 2."""
    assert resolution_order(3, 5) == [3, 4, 0, 1, 2]
    assert resolution_order(0, 4) == [0, 1, 2, 3]
    assert resolution_order(11, 12) == [11, *range(11)]


def test_pp13_before_trick_one_the_order_starts_at_the_opening_leader() -> None:
    """pagat (S), "Pip-Pip!"; H; B.5.3, B.9.6: dealer P6, P1 leads; P3 declares diamonds
    and P1 clubs before the first trick: in the order P1 … P6 P3 is last: diamonds."""
    state = arrange("pagat,players=6", ["KC QC", "", "KD QD", "", "", ""], dealer=5)
    assert state.window_order == [0, 1, 2, 3, 4, 5]
    act(state, "pip:KC#0+QC#0", "done", "done", "pip:KD#0+QD#0", "done")
    pass_window(state)
    assert marriage_points(state) == {0: [50], 2: [50]}
    assert state.trump == DIAMONDS


def test_pp14_fosdick_forbids_a_marriage_in_the_trump_suit() -> None:
    """F via pagat (S), "Pip-Pip!"; H; B.5.7, B.9.4: hearts trump; P2 holds King and
    Queen of hearts: refused with ``marriage_must_change_trump``; in the base rules it
    scores 50 and hearts stay trump."""
    hands = ["", "KH QH", "", "", ""]
    fosdick = arrange("fosdick", hands, bottom="4H")
    act(fosdick, "done")
    assert fosdick.legal_actions() == [DONE]
    with pytest.raises(IllegalActionError, match="hearts are trump, and a marriage must "
                                                 "change the trump"):
        act(fosdick, "pip:KH#0+QH#0")
    base = arrange("pagat,initial_trump=cut", hands, bottom="4H")
    act(base, "done", "pip:KH#0+QH#0")
    pass_window(base)
    assert marriage_points(base) == {1: [50]} and base.trump == HEARTS


def test_pp15_a_married_card_is_never_married_again() -> None:
    """pagat (S), "Pip-Pip!"; B.5.6: P1 declared King and Queen of hearts (pack 0), then
    draws the other Queen: it may not marry the King already married; once the other
    King is drawn, the second pair scores 50."""
    hands = ["KH#0 QH#0 2C#0 2C#1 4H 5H 6H", "3C 4C 5C 6C 7C 8C 9C",
             "3C 4C 5C 6C 7C 8C 9C", "10C JC 3D 4D 5D 6D 7D", "10C JC 3S 4S 5S 6S 7S"]
    state = arrange("pagat", hands, "QH#1 8D 8D 9D 9D KH#1")
    act(state, "pip:KH#0+QH#0")
    pass_window(state)
    act(state, "2C#0")
    play_lowest(state, 4)
    assert state.tricks[0].winner == 0 and (state.hands[0] >> c("QH#1")) & 1
    with pytest.raises(IllegalActionError, match="KH#0 is already married"):
        act(state, "pip:KH#0+QH#1")
    pass_window(state)
    act(state, "2C#1")
    play_lowest(state, 4)
    assert (state.hands[0] >> c("KH#1")) & 1
    act(state, "pip:KH#1+QH#1")
    pass_window(state)
    assert marriage_points(state) == {0: [50, 50]}


def test_pp16_two_marriages_of_one_suit_in_one_window() -> None:
    """pagat (S), "Pip-Pip!"; B.5.5-7: a player holding both Kings and Queens of hearts
    declares both at once: +100, hearts trump; under Fosdick's rule both are judged
    against the trump at the start of the window (diamonds), so both stand."""
    hands = ["KH#0 QH#0 KH#1 QH#1", "", "", "", ""]
    base = arrange("pagat", hands)
    act(base, "pip:KH#0+QH#0", "pip:KH#1+QH#1")
    pass_window(base)
    assert marriage_points(base) == {0: [50, 50]} and base.trump == HEARTS
    fosdick = arrange("fosdick", hands, bottom="4D")
    assert fosdick.trump == DIAMONDS
    act(fosdick, "pip:KH#0+QH#1", "pip:KH#1+QH#0")
    pass_window(fosdick)
    assert marriage_points(fosdick) == {0: [50, 50]} and fosdick.trump == HEARTS


def test_pp17_an_exposed_marriage_card_must_follow_suit() -> None:
    """pagat (S), "Pip-Pip!" and "Spiel"; B.5.2: the married cards stay in the hand and
    follow the rules of play: P2, whose only heart is the exposed Queen, must play it to
    a heart lead."""
    hands = ["2H#0 2H#1 AH#0 AH#1 3C 4C 5C", "KH#0 QH#0 3S 4S 5S 6S 7S", "", "", ""]
    state = arrange("pagat", hands, "3D 3D 9S 9S 9D")
    act(state, "done", "pip:KH#0+QH#0")
    pass_window(state)
    act(state, "2H#0")
    assert state.legal_actions() == [c("QH#0"), c("KH#0")]
    act(state, "KH#0")
    play_lowest(state, 3)
    assert state.tricks[0].winner == 0
    pass_window(state)
    act(state, "2H#1")
    assert state.legal_actions() == [c("QH#0")]
    assert view_of(state, 0).exposed[1] == 1 << c("QH#0")


def test_pp18_escalating_values_count_the_deal_in_order_of_resolution() -> None:
    """pagat (S), "Anmerkungen"; B.5.8, B.9.7: the first marriage of the deal (P2's) is
    worth 20; after a trick won by P4, P5 and P1 declare together: in the order P4 P5 P6
    P1 P5 gets 40, P1 60, and P1's suit is trump."""
    hands = ["KS QS 8C 9C 10C 4H 5H", "KD QD 3C 4C 5C 6C 7C", "3C 4C 5C 6C 7C 3H 6H",
             "2C#0 2C#1 8C 9C 10C 7H 8H", "KH QH JC JC 3S 4S 5S", "QC QC 6S 7S 8S 9S 10S"]
    state = arrange("pagat,players=6,marriage_value=escalating", hands)
    act(state, "done", "pip:KD#0+QD#0")
    pass_window(state)
    assert state.trump == DIAMONDS
    act(state, "8C")
    play_lowest(state, 2)
    act(state, "2C#0")
    play_lowest(state, 2)
    assert state.tricks[0].winner == 3
    act(state, "done", "pip:KH#0+QH#0", "done", "done", "pip:KS#0+QS#0")
    pass_window(state)
    assert marriage_points(state) == {1: [20], 4: [40], 0: [60]}
    assert state.trump == SPADES


@pytest.mark.parametrize(("value", "clubs", "diamonds"), [("suits_german_100", 100, 40),
                                                          ("suits_german_80", 80, 20),
                                                          ("suits_austrian_100", 60, 80)])
def test_pp19_suit_values(value: str, clubs: int, diamonds: int) -> None:
    """pagat (S), "Anmerkungen"; B.5.8: by suit, 100/80/60/40 (or 80/60/40/20) in the
    German order clubs, spades, hearts, diamonds, or the Austrian hearts, diamonds,
    clubs, spades."""
    state = arrange(f"pagat,marriage_value={value}", ["KC QC", "KD QD", "", "", ""])
    act(state, "pip:KC#0+QC#0", "done", "pip:KD#0+QD#0")
    pass_window(state)
    assert marriage_points(state) == {0: [clubs], 1: [diamonds]}


def test_pp20_declared_on_play_the_trump_changes_after_the_trick() -> None:
    """pagat (S), "Anmerkungen"; F, H timing; B.5.9: hearts trump; P3 follows with the
    Queen of spades declaring it with the King: 50 at once, hearts still decide this
    trick (P2's trump wins), spades are trump from the next trick."""
    hands = ["3S 4C 5C 6C 7C 8C 9C", "5H 3D 4D 5D 6D 7D 8D", "QS KS 3C 4C 5C 6C 7C",
             "4S", "5S"]
    state = arrange("pagat,marriage_window=declare_on_play,initial_trump=cut", hands,
                    bottom="4H")
    assert state.phase == "play" and state.trump == HEARTS
    act(state, "3S", "5H")
    assert action_id("QS#0+KS#0") in state.legal_actions()
    scored = state.apply_action(action_id("QS#0+KS#0"))
    assert [(e.player, e.points, e.reason) for e in scored] == [(2, 50, "marriage")]
    assert state.trump == HEARTS
    act(state, "4S", "5S")
    assert state.tricks[0].winner == 1
    assert state.trump == SPADES
    assert state.trump_changes[-1][1:] == (2, SPADES, 2)
    assert view_of(state, 4).exposed[2] == 1 << c("KS#0")


@pytest.mark.parametrize(("bonus", "extra"), [(0, 0), (10, 10), (20, 20)])
def test_pp21_the_last_trick_takes_the_leftovers_and_their_marriage(bonus: int,
                                                                   extra: int) -> None:
    """pagat (S), "Anmerkungen"; B.4.3, B.9.10: 5 players leave 4 dead cards; with
    ``leftovers=last_trick`` the winner of the last trick scores King 5, Queen 4, Two 11
    and Five 0 of them (20), the marriage among them (50), and the bonus if set."""
    state = arrange(f"pagat,leftovers=last_trick,last_trick_bonus={bonus}", [""] * 5,
                    bottom="KC QC 2D 5H")
    play_deal(state)
    last = state.tricks[-1].winner
    got = [(e.player, e.reason, e.points) for e in state.events
           if e.reason in ("leftovers", "leftover_marriage", "last_trick")]
    expected = [(last, "last_trick", extra)] if bonus else []
    expected += [(last, "leftovers", 20), (last, "leftover_marriage", 50)]
    assert got == expected


def test_pp21_leftovers_without_points_score_nothing_like_a_trick_without_points() -> None:
    """pagat (S), "Anmerkungen"; B.4.3, B.6.1: the last trick's winner takes the four
    leftovers 3, 4, 6 and 7, which count nothing: the score log has no line for them, as it
    has none for a trick without points; the cards are still his."""
    state = arrange("pagat,leftovers=last_trick", [""] * 5, bottom="3C 4D 6H 7S")
    play_deal(state)
    last = state.tricks[-1].winner
    assert not any(e.reason in ("leftovers", "leftover_marriage") for e in state.events)
    assert all(e.points > 0 for e in state.events)
    assert state.captured[last] & state.leftovers == read_cards_mask("3C 4D 6H 7S")


def test_pp21_surprise_leftovers_stay_hidden_until_the_last_trick() -> None:
    """pagat (S), "Anmerkungen": for a surprise the leftovers are turned only after the
    last trick."""
    state = arrange("pagat,leftovers=surprise", [""] * 5, bottom="KC QC 2D 5H")
    while len(state.tricks) < 19:
        play_lowest(state)
    assert state.stock_turned and view_of(state, 0).leftovers == 0
    play_deal(state)
    assert state.leftovers == read_cards_mask("KC QC 2D 5H")
    assert any(e.reason == "leftover_marriage" for e in state.events)


def test_pp22_an_undeclared_marriage_scores_nothing() -> None:
    """pagat (S), "Pip-Pip!"; B.5.1: only declared marriages score: P1 holds King and
    Queen of hearts all deal and never declares; his points are his tricks' cards."""
    state = arrange("pagat", ["KH QH", "", "", "", ""])
    play_deal(state)
    assert marriage_points(state) == {}
    won = sum(t.points for t in state.tricks if t.winner == 0)
    assert state.totals[0] == won


def test_pp23_two_rounds_of_five_players_are_ten_deals() -> None:
    """pagat (S), "Partie", after Fosdick; B.6.2: two rounds: each of five players deals
    twice, ten deals, the deal passing to the dealer's left (S, "Spiel")."""
    state = PippipState(PippipRules.parse("pagat,rounds=2"))
    chance = PippipChance(23)
    rng = random.Random(23)
    dealers: list[int] = []
    while True:
        chance.advance(state)
        if state.is_terminal():
            break
        if not dealers or state.deal_no > len(dealers):
            dealers.append(state.dealer)
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(dealers) == 10 and state.deal_no == 10
    assert sorted(dealers) == sorted(list(range(5)) * 2)
    assert all(b == (a + 1) % 5 for a, b in pairwise(dealers))
    assert state.winners == tuple(s for s in range(5) if state.totals[s] == max(state.totals))


def _first_deal(rules: str, seed: int = 5) -> PippipState:
    """A game under ``rules`` played at random until its first deal is over."""
    state = PippipState(PippipRules.parse(rules))
    chance, rng = PippipChance(seed), random.Random(seed)
    while True:
        chance.advance(state)
        if state.is_terminal() or state.deal_no > 1:
            return state
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_end", ["target", "either"])
def test_pp23_a_total_exactly_at_the_target_ends_the_game(game_end: str) -> None:
    """pagat (S), "Partie", after Fosdick; B.6.2: a game to a target score (or to
    whichever comes first) ends after the first deal that leaves someone at the target or
    above: the same first deal ends the game when the target is exactly the leader's total
    then, and not when it is one point more (the target is checked at the end of a deal,
    our default, B.6.2 [inferred])."""
    best = max(_first_deal(f"pagat,game_end={game_end},target=99999").totals)
    assert best >= 50
    exact = _first_deal(f"pagat,game_end={game_end},target={best}")
    assert exact.is_terminal() and exact.deal_no == 1
    assert [exact.totals[s] for s in exact.winners] == [best] * len(exact.winners)
    assert not _first_deal(f"pagat,game_end={game_end},target={best + 1}").is_terminal()
    rules = PippipRules.parse(f"pagat,game_end={game_end},target=500")
    assert game_over(rules, 1, [500, 0, 0, 0, 0])
    assert not game_over(rules, 1, [499, 0, 0, 0, 0])


def test_pp24_under_fosdick_the_cut_suit_may_not_be_declared_first() -> None:
    """F, H; B.2.4, B.5.7: the cut card is a diamond, so diamonds are trump; P1's King
    and Queen of diamonds may not be declared before the first trick."""
    state = arrange("fosdick", ["KD QD", "", "", "", ""], bottom="9D")
    assert state.trump == DIAMONDS and state.cut_card == c("9D#0")
    assert state.legal_actions() == [DONE]
    with pytest.raises(IllegalActionError, match="diamonds are trump"):
        act(state, "pip:KD#0+QD#0")


# ------------------------------------------------------------------ fair play
@pytest.mark.parametrize("rules", ["pagat", "fosdick,players=4", "european,players=7"])
def test_a_view_is_the_same_whatever_the_hidden_cards(rules: str) -> None:
    """Our design for fair play: re-deal the cards a player cannot see (each for one of
    its suit, so every earlier action stays legal), replay the same actions, and the
    player's view is unchanged: it holds no hidden card, no order of the stock and no
    other player's sealed declaration."""
    r = PippipRules.parse(rules)
    rng = random.Random(rules)
    for seed in range(2):
        state = PippipState(r, "deal", 0)
        chance = PippipChance(seed)
        chance.advance(state)
        for _ in range(rng.randrange(20, 200)):
            state.apply_action(rng.choice(state.legal_actions()))
            chance.advance(state)
        public = sum(1 << x for t in state.tricks for x in t.cards) | sum(
            1 << x for _, x in state.trick) | sum(state.exposed)
        public |= (1 << state.cut_card if state.cut_card is not None else 0)
        public |= state.leftovers if state.leftovers_shown else 0
        for seat in range(r.players):
            view = view_of(state, seat)
            known = public | state.hands[seat]
            for s, index in state.pending:
                if s != seat:  # a sealed declaration binds its cards: keep them
                    known |= marriage_of(index).cards
            hidden = [x for x in state.dealt if not (known >> x) & 1]
            swap: dict[int, int] = {}
            for suit in range(4):
                group = [x for x in hidden if x % 52 // 13 == suit]
                shuffled = group[:]
                rng.shuffle(shuffled)
                swap.update(zip(group, shuffled, strict=True))
            other = PippipState(r, "deal", 0)
            for player, action in state.history:
                other.apply_action(swap.get(action, action) if player < 0 else action)
            assert view_of(other, seat) == view, (seed, seat)
