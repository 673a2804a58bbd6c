"""Penneech's hands that are over, as the state keeps them (beyond what every game keeps,
``tests/test_finished_deals.py``): seven cards each, seven tricks from them, and the points
the score log gives the hand."""

from __future__ import annotations

import pytest
from test_finished_deals import check_seen, deal_points, play_random

from penneech.core.tricks import played_by
from penneech.games import GAMES
from penneech.games.penneech.state import State

GAME = GAMES["penneech"]


@pytest.mark.parametrize("preset", list(GAME.presets))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_hand_played_is_kept_and_a_view_shows_only_its_own_cards(
        preset: str, seed: int) -> None:
    """Every hand of the game is kept, numbered from 1 (a hand thrown in is dealt again
    under its number, C18): seven cards to each (C1), seven tricks played from them (C3)
    unless the game was won during the hand, and the points the log gives the hand. The
    opponent's hand as dealt is not in a player's view."""
    state = play_random(GAME, GAME.presets[preset].rules, seed)
    assert isinstance(state, State)
    assert [d.deal for d in state.deals] == list(range(1, state.hand_no + 1))
    for d in state.deals:
        assert d.points == deal_points(state.events, d.deal, 2, "hand")
        for seat in (0, 1):
            assert d.dealt[seat].bit_count() == 7
            assert played_by(d.tricks, seat) & ~d.dealt[seat] == 0
            if len(d.tricks) == 7:
                assert played_by(d.tricks, seat) == d.dealt[seat]
    assert state.deals[-1].tricks == tuple(state.tricks)
    for seat in (0, 1):
        view = GAME.view_of(state, seat)
        assert len(view.deals) == len(state.deals)
        for d, seen in zip(state.deals, view.deals, strict=True):
            check_seen(d, seat, seen)
