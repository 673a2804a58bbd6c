"""Sinking: whether the expert, as younger hand, withholds a point it has won.

Under ``sinking=allowed`` with ``younger_declares=after_first_lead`` the younger reckons
what she won after the elder's first lead, or withholds it (``state.py``; Cavendish,
law 56; Cotton p. 87): a score not shown is lost (Cotton p. 87, "losing absolutely all the
advantage thereof"). Sinking pays only in the play: a point reckoned shows every card of
its suit (Cavendish, law 55), and an opponent who counts the hand plays to it: a player
may give up the points of a small score to hide a weak or unguarded suit, in the hope of
saving or winning the cards (Cavendish's treatise, cited with the option ``sinking`` in
``options.py``, describes sinking as play); the part sunk is lost.

Only the point is weighed. A sequence's claim already names its cards and a set's its rank
and number (Cavendish, Description, Calling and Showing), so withholding them hides
nothing and only loses the points; they are always scored.

The weighing plays the rest of the deal in sampled worlds, once with the point scored and
once withheld, on the same worlds: a whole deal consistent with this player's view
(``sampled_state``: the opponent's hand from ``sampling.Constraints``, her discards and
the talon drawn around it), the opponent the expert at a small budget playing from her
own view (so her sampler knows the point's cards only when they were shown), this player
the greedy player's cards (the same in both; what differs is only what she knows).
Withholding is chosen only when it is clearly better: by more than ``Z`` standard errors
of the paired average (``clearly_better``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from penneech.core.cards import cards_in
from penneech.core.playing import seat_points
from penneech.core.tricks import played_this_deal
from penneech.games.piquet import exchange, partie
from penneech.games.piquet.actions import SCORE, WITHHOLD
from penneech.games.piquet.players.hands import greedy_follow, greedy_lead
from penneech.games.piquet.players.sampling import Constraints
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import Hidden, PiquetView, view_of, world_of

if TYPE_CHECKING:
    from penneech.games.piquet.players.expert import ExpertPlayer

#: Sampled deals on which scoring and withholding the point are compared.
SINK_WORLDS = 12
#: Sampled deals after which the weighing stops if withholding is already clearly worse.
FIRST_LOOK = 4
#: The opponent's worlds per play decision in those deals (about a tenth of the expert's).
OPPONENT_SAMPLES: tuple[int, ...] = (1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2)
#: Standard errors by which withholding must beat scoring (about one-sided 97.5%).
Z = 2.0


def clearly_better(better: list[float], worse: list[float]) -> bool:
    """Is a choice worth ``better`` in each sampled deal clearly better than one worth
    ``worse`` in the same deals: better on average by more than ``Z`` standard errors of
    the paired average (what the deals share cancels)? With a dozen deals the noise is
    several points, and the average alone would let chance decide."""
    diffs = [b - w for b, w in zip(better, worse, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean > 0
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return mean > 0 and mean > Z * spread


def sampled_state(view: PiquetView, rng: random.Random, cons: Constraints) -> PiquetState:
    """A whole deal consistent with ``view`` (after the exchange), as the state it would be
    (``view.world_of``), for one deal (``horizon="deal"``).

    The opponent's hand is drawn by ``cons``; the cards she drew are as many as she
    exchanged, from her hand and the cards she has played; her discards as many, from the
    other cards this player has not seen; the talon is the elder's draw, the younger's, then
    the leftovers (Cavendish, law 23). She saw what the rules let her see: the elder the
    rest of his share (law 33), both the leftovers if the younger looked (law 36).
    """
    me, opp = view.player, 1 - view.player
    rules = view.rules
    hand = cons.sample(rng)
    held = hand | played_this_deal(view, opp)
    n = view.exchanged[opp] or 0
    drawn = sum(1 << c for c in rng.sample(sorted(cards_in(held)), n))
    others = sorted(cards_in(view.unseen & ~hand))
    discards = sum(1 << c for c in rng.sample(others, min(n, len(others))))
    dealt = (held & ~drawn) | discards
    drawn_by = [0, 0]
    drawn_by[me], drawn_by[opp] = view.drawn, drawn
    elder, younger = view.elder, 1 - view.elder
    dealt_all = view.dealt_hand | dealt
    left = view.pack & ~dealt_all & ~drawn_by[0] & ~drawn_by[1]
    talon = (sorted(cards_in(drawn_by[elder])) + sorted(cards_in(drawn_by[younger]))
             + sorted(cards_in(left)))
    seen = 0
    if opp == elder and exchange.elder_sees_share(rules):
        taken = view.exchanged[elder] or 0
        seen |= sum(1 << c for c in talon[taken:exchange.elder_share(rules)])
    led = bool(view.tricks) or view.lead_card is not None
    if ((opp == younger and (view.younger_looked or exchange.younger_sees_own(rules)))
            or (opp == elder and view.younger_looked and led)):
        seen |= left
    events = [e for e in view.events if e.deal == view.deal_no]
    hidden = Hidden(hand, dealt, discards, drawn, seen, tuple(talon),
                    partie.base_deals(rules.game_format), True,
                    sum(1 for e in events if not e.after))
    state = world_of(view, hidden)
    state.horizon = "deal"
    return state


def rollout(state: PiquetState, me: int, opponent: ExpertPlayer) -> float:
    """Play ``state`` to the end of its deal: this player (``me``) reckons what is pending
    and plays the greedy player's card, the opponent plays
    ``opponent``'s choice from her own view. This player's points of the deal minus hers."""
    deal = state.deal_no
    while state.phase != "over" and state.deal_no == deal:
        seat = state.current_player()
        if seat != me:
            action = opponent.choose(view_of(state, seat))
        elif state.phase == "younger_scores":
            action = SCORE
        else:
            action = greedy_card(state)
        state.apply_action(action)
    points = seat_points(e for e in state.events if e.deal == deal)
    return float(points[me] - points[1 - me])


def greedy_card(state: PiquetState) -> int:
    """The greedy player's card for the player to move (``hands.greedy_lead``,
    ``hands.greedy_follow``), every card of the deal's play known."""
    seat = state.current_player()
    out = state.hands[0] | state.hands[1]
    if state.lead_card is None:
        return greedy_lead(state.hands[seat], out)
    return greedy_follow(state.hands[seat], state.lead_card, out | 1 << state.lead_card)


def withhold_values(view: PiquetView, seed: int,
                    opponent: ExpertPlayer) -> Iterator[tuple[float, float]]:
    """This player's value of the deal in sampled deals, one after another, with the
    pending point scored and withheld (the same deal for both), from a generator seeded by
    ``seed`` and the position."""
    table = (view.lead_card, tuple((t.lead, t.follow) for t in view.tricks))
    rng = random.Random(f"piquet-expert:sink:{seed}:{view.player}:{view.deal_no}:"
                        f"{view.hand}:{view.discards}:{view.seen_talon}:{table}:"
                        f"{view.younger_pending}")
    cons = Constraints(view)
    while True:
        state = sampled_state(view, rng, cons)
        values = []
        for action in (SCORE, WITHHOLD):
            branch = state.clone()
            branch.apply_action(action)
            values.append(rollout(branch, view.player, opponent))
        yield values[0], values[1]


def sinks(view: PiquetView, seed: int, opponent: ExpertPlayer, worlds: int = SINK_WORLDS,
          first: int = FIRST_LOOK) -> bool:
    """Whether withholding the pending point is clearly better than scoring it over
    ``worlds`` sampled deals; the weighing stops after ``first`` of them, or any later one,
    once withholding is clearly worse (the point's value lost in nearly every deal)."""
    scored: list[float] = []
    withheld: list[float] = []
    for s, w in withhold_values(view, seed, opponent):
        scored.append(s)
        withheld.append(w)
        n = len(scored)
        if n >= first and clearly_better(scored, withheld):
            return False
        if n >= worlds:
            break
    return clearly_better(withheld, scored)
