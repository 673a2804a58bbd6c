"""Pip-Pip!'s deals that are over, as the state keeps them (beyond what every game keeps,
``tests/test_finished_deals.py``): seven cards each, 104 // n tricks, the points of the
deal, and the leftovers, face up once the deal is over."""

from __future__ import annotations

import pytest
from test_finished_deals import check_seen, play_random

from penneech.core.cards import cards_in
from penneech.core.tricks import played_by
from penneech.games import GAMES
from penneech.games.pippip.state import PippipDeal, PippipState

GAME = GAMES["pippip"]


@pytest.mark.parametrize("players", [3, 5, 12])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_deal_is_kept_and_a_view_hides_the_other_hands_as_dealt(
        players: int, seed: int) -> None:
    """Every deal is kept: seven cards dealt to each (pagat (S); B.3.1), 104 // n tricks
    (B.4.4), each seat's points in the deal, and the leftovers, face up once the deal is
    over (B.4.3). A seat's view of a deal holds the tricks, the points and the leftovers,
    and of the hands as dealt only its own."""
    rules = GAME.presets["pagat"].rules.with_values({"players": str(players)})
    state = play_random(GAME, rules, seed, "deal")
    assert isinstance(state, PippipState)
    deal, = state.deals
    assert isinstance(deal, PippipDeal)
    assert len(deal.tricks) == 104 // players == len(state.tricks)
    assert deal.points == state.deal_scores
    pack = 0
    for seat in range(players):
        assert deal.dealt[seat].bit_count() == 7
        assert deal.dealt[seat] & ~played_by(deal.tricks, seat) == 0
        pack |= played_by(deal.tricks, seat)
    assert len(list(cards_in(pack | deal.leftovers))) == 104
    for seat in range(players):
        seen = GAME.view_of(state, seat).deals[0]
        assert isinstance(seen, PippipDeal)
        check_seen(deal, seat, seen)
        assert seen.leftovers == deal.leftovers
