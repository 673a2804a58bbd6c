"""The ``expert`` All-Fours player: sampled deals, each solved exactly.

It sees only its view. At each decision it draws ``samples`` deals of the cards it has not
seen (the other hand from the cards that hand may hold: a player who neither followed nor
trumped is void of the suit led, and one who did not follow a trump led holds none), and
values each choice by its average over them:

- in play, each legal card by the rest of the deal solved exactly (``solver.py``) while
  the hands hold at most ``SOLVE`` cards, and by the greedy player's play beyond that;
- standing or begging, giving or running the cards, and laying out down to six: the
  greedy player's rules of thumb. (Valuing the beg and the gift by sampled whole deals,
  the run drawn from the pack's rest, was tried and did no better than the rules of thumb
  in our first games: from a dozen samples a deal's difference is too noisy an estimate
  for a choice worth one point.)

The unit of its values is points of the deal, its own less the other's. The budget
(``expert:N``) is the number of sampled deals per decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from penneech.core.advice import ActionValue, Advice
from penneech.core.cards import SUIT_MASKS, CardSet, cards_in, mask, suit_of
from penneech.games.allfours.players.greedy import GreedyPlayer
from penneech.games.allfours.players.solver import DealSolver
from penneech.games.allfours.state import PACK, AllFoursState
from penneech.games.allfours.tricks import Trick, card_points
from penneech.games.allfours.view import AllFoursView, view_of

#: The most cards in a hand for which the play is solved exactly; larger hands (the cards
#: run and kept) are played out by the greedy player.
SOLVE = 7
ALL: CardSet = (1 << PACK) - 1


def played_by(view: AllFoursView, seat: int) -> CardSet:
    """The cards ``seat`` has played this deal, a lead on the table included."""
    m = 0
    for t in view.tricks:
        m |= 1 << (t.lead if t.leader == seat else t.follow)
    if view.lead_card is not None and view.leader == seat:
        m |= 1 << view.lead_card
    return m


def voids(tricks: Sequence[Trick], seat: int, trump: int) -> CardSet:
    """The suits ``seat`` has shown not to hold, as a mask of cards."""
    out = 0
    for t in tricks:
        if t.leader == seat:
            continue
        led, played = suit_of(t.lead), suit_of(t.follow)
        if played != led and (played != trump or led == trump):
            out |= SUIT_MASKS[led]
    return out


def world_state(view: AllFoursView, hands: tuple[CardSet, CardSet],
                in_play: tuple[CardSet, CardSet]) -> AllFoursState:
    """A single deal in play with the given hands, as ``view`` sees it otherwise."""
    state = AllFoursState(view.rules, "deal", view.dealer)
    state.pending = []
    state.hands = list(hands)
    state.in_play = list(in_play)
    state.turned = list(view.turned)
    state.trump = view.trump
    state.tricks = list(view.tricks)
    state.leader = view.leader
    state.lead_card = view.lead_card
    state.dealt = list(cards_in(in_play[0] | in_play[1] | mask(view.turned)))
    state.phase = "play"
    return state


class ExpertPlayer:
    """Sampled deals, solved (level ``expert``)."""

    name = "expert"

    def __init__(self, seed: int | None = None, samples: int = 12) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.greedy = GreedyPlayer(seed)

    # ---------------------------------------------------------------- sampling
    def _theirs(self, view: AllFoursView, unseen: CardSet, extra: int = 0) -> CardSet:
        """A hand for the other player drawn from ``unseen``, respecting their voids."""
        opp = 1 - view.player
        allowed = unseen & ~voids(view.tricks, opp, view.trump)
        pool = list(cards_in(allowed)) if allowed.bit_count() >= view.opponent_cards \
            else list(cards_in(unseen))
        return mask(self.rng.sample(pool, view.opponent_cards + extra))

    def _unseen(self, view: AllFoursView) -> CardSet:
        seen = (view.hand | view.laid_out | played_by(view, 0) | played_by(view, 1)
                | mask(view.turned))
        return ALL & ~seen

    # ---------------------------------------------------------------- values
    def _play_values(self, view: AllFoursView, theirs: CardSet) -> dict[int, float]:
        """Each legal card's value in one sampled deal (points to the player to move)."""
        me = view.player
        hands = [0, 0]
        hands[me], hands[1 - me] = view.hand, theirs
        in_play = [0, 0]
        in_play[me] = view.hand | played_by(view, me)
        in_play[1 - me] = theirs | played_by(view, 1 - me)
        sign = 1 if me == 0 else -1
        if max(hands[0].bit_count(), hands[1].bit_count()) > SOLVE:
            out = {}
            for action in view.legal:
                state = world_state(view, (hands[0], hands[1]), (in_play[0], in_play[1]))
                before = list(state.scores)
                state.apply_action(action)
                while not state.is_terminal():
                    seat = state.current_player()
                    state.apply_action(self.greedy.choose(view_of(state, seat)))
                out[action] = sign * float((state.scores[0] - before[0])
                                           - (state.scores[1] - before[1]))
            return out
        solver = DealSolver(view.rules, view.trump, view.elder, (in_play[0], in_play[1]))
        won = [0, 0]
        for t in view.tricks:
            won[t.winner] |= (1 << t.lead) | (1 << t.follow)
        diff = card_points(won[0]) - card_points(won[1])
        lead = -1 if view.lead_card is None else view.lead_card
        return {a: sign * solver.after(hands[0], hands[1], view.leader, lead, diff, a)
                for a in view.legal}

    # ---------------------------------------------------------------- choosing
    def advise(self, view: AllFoursView) -> Advice:
        """Each legal action's average value; the best one chosen."""
        if len(view.legal) == 1:
            return Advice(view.legal[0])
        if view.phase != "play":
            return Advice(self.greedy.choose(view))
        totals = dict.fromkeys(view.legal, 0.0)
        unseen = self._unseen(view)
        for _ in range(self.samples):
            for action, v in self._play_values(view, self._theirs(view, unseen)).items():
                totals[action] += v
        values = {a: v / self.samples for a, v in totals.items()}
        ranked = tuple(ActionValue(a, v) for a, v in values.items())
        best = max(ranked, key=lambda v: (v.value, -v.action))
        return Advice(best.action, ranked)

    def choose(self, view: AllFoursView) -> int:
        """The action ``advise`` gives."""
        return self.advise(view).choice

