"""All-Fours' deals that are over, as the state keeps them (beyond what every game keeps,
``tests/test_finished_deals.py``): every card dealt, run cards included, the trump and the
cards turned up, the cards laid out, hidden from the other player, and the points."""

from __future__ import annotations

import pytest
from test_finished_deals import check_seen, deal_points, play_random

from penneech.core.cards import suit_of
from penneech.core.tricks import played_by
from penneech.games import GAMES
from penneech.games.allfours.state import AllFoursDeal, AllFoursState

GAME = GAMES["allfours"]


@pytest.mark.parametrize("preset", ["cotton1674", "running", "seven_up"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_deal_is_kept_and_a_view_hides_the_other_hand_and_cards_laid_out(
        preset: str, seed: int) -> None:
    """Every deal is kept: every card dealt to each player (six, "three ... and the like
    again", Cotton 1674, p. 112, and three more each time the cards are run), the trump and
    the cards turned up, the tricks (every card held when play began is played, p. 113),
    the cards laid out down to six after running (Foster, Seven-up) and the points scored
    in the deal. A player's view of a deal holds the tricks, the points and the cards
    turned up, but neither the other's hand as dealt nor the cards the other laid out,
    unseen."""
    state = play_random(GAME, GAME.presets[preset].rules, seed)
    assert isinstance(state, AllFoursState)
    assert [d.deal for d in state.deals] == list(range(1, state.deal_no + 1))
    for d in state.deals:
        assert isinstance(d, AllFoursDeal)
        assert d.points == deal_points(state.events, d.deal, 2)
        assert d.turned and d.trump == suit_of(d.turned[-1])
        assert d.dealt[0] & d.dealt[1] == 0
        for seat in (0, 1):
            assert d.dealt[seat].bit_count() >= 6 and d.dealt[seat].bit_count() % 3 == 0
            assert d.laid_out[seat] & ~d.dealt[seat] == 0
            if d is not state.deals[-1]:  # a deal played out: every card kept was played
                assert d.dealt[seat] & ~d.laid_out[seat] == played_by(d.tricks, seat)
    for seat in (0, 1):
        view = GAME.view_of(state, seat)
        for d, seen in zip(state.deals, view.deals, strict=True):
            assert isinstance(d, AllFoursDeal) and isinstance(seen, AllFoursDeal)
            check_seen(d, seat, seen)
            assert seen.turned == d.turned and seen.trump == d.trump
            assert seen.laid_out[seat] == d.laid_out[seat] and seen.laid_out[1 - seat] == 0
