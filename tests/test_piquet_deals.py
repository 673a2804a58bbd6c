"""Piquet's deals that are over, as the state keeps them (beyond what every game keeps,
``tests/test_finished_deals.py``): twelve cards each, the discards, twelve tricks, and the
points reckoned in the deal; the opponent's discards hidden as her hand is."""

from __future__ import annotations

import pytest
from test_finished_deals import check_seen, deal_points, play_random

from penneech.core.tricks import played_by
from penneech.games import GAMES
from penneech.games.piquet.pack import TRICKS
from penneech.games.piquet.state import PiquetDeal, PiquetState

GAME = GAMES["piquet"]


@pytest.mark.parametrize("preset", ["portland", "meyers1888"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_deal_is_kept_and_a_view_hides_the_opponents_hand_and_discards(
        preset: str, seed: int) -> None:
    """Every deal is kept, its twelve tricks (Cavendish, law 59) the last one included,
    each player's hand as dealt (twelve cards, law 9) and discards, and the points
    reckoned in it. A player's view of a deal holds the tricks and the points but neither
    the opponent's hand as dealt nor her discards (law 23); the talon is in neither."""
    state = play_random(GAME, GAME.presets[preset].rules, seed)
    assert isinstance(state, PiquetState)
    assert [d.deal for d in state.deals] == list(range(1, state.deal_no + 1))
    for d in state.deals:
        assert isinstance(d, PiquetDeal)
        assert d.points == deal_points(state.events, d.deal, 2)
        if d is not state.deals[-1]:
            assert len(d.tricks) == TRICKS
        for seat in (0, 1):
            assert d.dealt[seat].bit_count() == 12
            assert d.discards[seat] & ~d.dealt[seat] == 0
            if len(d.tricks) == TRICKS:  # every card kept was played
                assert d.dealt[seat] & ~d.discards[seat] & ~played_by(d.tricks, seat) == 0
    for seat in (0, 1):
        view = GAME.view_of(state, seat)
        for d, seen in zip(state.deals, view.deals, strict=True):
            assert isinstance(d, PiquetDeal) and isinstance(seen, PiquetDeal)
            check_seen(d, seat, seen)
            assert seen.discards[seat] == d.discards[seat]
            assert seen.discards[1 - seat] == 0
