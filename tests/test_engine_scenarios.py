"""Hand-checked scenario games: one whole deal under each preset, every score checked.

The deal (player 0 deals, player 1 leads):

==========  ==================================  ======
player 1    A♠ K♠ Q♥ 7♦ 2♣ 3♣ 4♥
player 0    2♠ A♥ A♦ K♣ 5♣ J♥ 3♦
turned      Q♠, then K♥ 9♦ A♣ 2♥ J♦ 5♠ Q♣
==========  ==================================  ======

Trick by trick (trump in brackets): 1 [♠] A♠ 2♠, player 1; 2 [♥] Q♥ A♥, player 0;
3 [♦] A♦ 7♦, player 1 (Penneech beats the Ace, C13); 4 [♣] K♠ 5♣, player 0 trumps;
5 [♥] J♥ 4♥, player 0; 6 [♦] 3♦ 2♣, player 0; 7 [♠] K♣ 3♣, player 0; Q♣ turned last.
"""

from __future__ import annotations

from engine_helpers import deal, steps

from penneech.core.cards import card_name
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.state import State

PLAY = "QS  AS 2S KH  QH AH 9D  AD 7D AC  KS 5C 2H  JH 4H JD  3D 2C 5S  KC 3C QC"


def scored(state: State) -> list[tuple[int, int, str, str]]:
    return [(e.player, e.points, e.reason, card_name(e.card) if e.card is not None else "")
            for e in state.events]


# Scores common to all three presets (player, points, reason, card), in order.
COMMON_TRICKS_1_3 = [
    (1, 5, "trick_card", "A♠"),   # trick 1: Ace of trumps (C3-C4)
    (1, 4, "turn_up", "K♥"),      # turned by the winner of trick 1 (C7-C8)
    (0, 3, "trick_card", "Q♥"),   # trick 2: Queen and Ace of trumps to the winner
    (0, 5, "trick_card", "A♥"),
    (1, 5, "trick_card", "A♦"),   # trick 3: Ace of trumps and Penneech (7, diamonds trump)
    (1, 7, "trick_card", "7♦"),
    (1, 5, "turn_up", "A♣"),
]


def test_mcleod_deal_scores_26_to_18() -> None:
    state = steps(deal(PRESETS["mcleod"].rules, "AS KS QH 7D 2C 3C 4H",
                       "2S AH AD KC 5C JH 3D"), PLAY)
    assert scored(state) == [
        *COMMON_TRICKS_1_3,
        (0, 2, "trick_card", "J♥"),   # trick 5
        (0, 2, "turn_up", "J♦"),
        (0, 3, "turn_up", "Q♣"),      # the eighth card, after trick 7 (C10)
        (0, 3, "card_count", ""),     # five tricks: three cards over seven (C15)
    ]
    assert state.scores == [18, 26]
    assert state.tricks == [] and state.hand_no == 2 and state.dealer == 1


def test_martin_deal_dealer_scores_the_first_queen() -> None:
    state = steps(deal(PRESETS["martin"].rules, "AS KS QH 7D 2C 3C 4H",
                       "2S AH AD KC 5C JH 3D"), PLAY)
    assert scored(state)[0] == (0, 3, "first_turn_up", "Q♠")
    assert state.scores == [21, 26]


def test_parlett_deal_plain_kings_count_too() -> None:
    state = steps(deal(PRESETS["parlett"].rules, "AS KS QH 7D 2C 3C 4H",
                       "2S AH AD KC 5C JH 3D"), PLAY)
    events = scored(state)
    assert (0, 4, "trick_card", "K♠") in events   # trick 4: a plain King, all honours count
    assert (0, 4, "trick_card", "K♣") in events   # trick 7: K♣ with spades trumps
    assert state.scores == [29, 26]


def test_mcleod_tricks_fall_as_the_rules_say() -> None:
    state = deal(PRESETS["mcleod"].rules, "AS KS QH 7D 2C 3C 4H", "2S AH AD KC 5C JH 3D")
    tokens = PLAY.split()
    steps(state, " ".join(tokens[:-1]))  # stop before the eighth turn-up
    assert [t.winner for t in state.tricks] == [1, 0, 1, 0, 0, 0, 0]
    assert [t.trump for t in state.tricks] == [3, 2, 1, 0, 2, 1, 3]
