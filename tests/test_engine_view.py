"""A player's view holds what that player may know and nothing of the hidden cards."""

from __future__ import annotations

from engine_helpers import deal, steps

from penneech.cards import cards_in, parse_card
from penneech.rules import Rules
from penneech.view import view_of


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
