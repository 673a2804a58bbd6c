"""What Piquet declares for its OpenSpiel adapter, ``python_piquet`` (standard library
only; the generic ``penneech.openspiel.adapter`` builds the game from it and the registry).

- **Parameters** (``penneech.openspiel.parameters.parameters("piquet")``). ``preset``
  (``cotton1674``, ``meyers1888``, ``portland``, the default) and every rule option of
  ``piquet.options.OPTIONS`` under its own id. The whole-number options (``deck``,
  ``point_min_cards``, ``last_trick_bonus``) are numbers, ``0`` taking the preset's
  value; the others are text, ``""`` taking the preset's value. OpenSpiel's parameter
  text reads ``1-5`` as a broken number and ``40`` as a number, so such values are spelt
  with ``_`` for ``-`` and a digits-only value with ``_points`` after it
  (``elder_exchange=1_5``, ``younger_exchange=1_rest``, ``capot=40_points``).
  ``horizon`` is ``game`` (the default: to the end its ``game_format`` names) or ``deal``
  (a single deal).
- **Actions.** The engine's own numbers (``piquet.actions``): cards 0-51, 52-60 the fixed
  words (``done``, ``look``, ``nolook``, ``nothing``, ``good``, ``score``, ``withhold``,
  ``deal``, ``elder``), 61-62 the first dealer (chance), 71-82 an elder's carte blanche
  count, 100-103 the point in a suit, 1000 + 10 × top card + length a sequence,
  2000 + 10 × rank + count a set. ``num_distinct_actions`` is 2150, one above the largest
  set action the range ``actions.category_of`` allows. Chance nodes: the first dealer
  (when chance chooses it: the lot or the cut) and every dealt card, each outcome
  equally likely; ``max_chance_outcomes`` is 63 (the first-dealer actions are 61, 62).
- **Observation.** The information state of a player is exactly
  ``piquet.view.view_of(state, player)``: the string is every field of the view, so equal
  views give equal strings and different views different ones; the observation string is
  the view less the reckoning log. The tensor encodes the view's fields for the current
  deal (not the log and not earlier deals' claims).
- **Returns.** The engine's: ``horizon=game``, the settlement of the game format to the
  winner and its negation to the loser (0 each for a draw); ``horizon=deal``, the deal's
  points of player 0 minus those of player 1, and the negation for player 1.
- **Worlds for search.** ``resample_from_infostate`` (OpenSpiel's ISMCTS) renames the
  cards the player has not seen, so that the view is unchanged; see ``find_world``. The
  world is re-dealt by ``penneech.core.spiel.rename_unseen`` (``PLACES``), its history too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations
from typing import Any

from penneech.core.cards import SUIT_MASKS, CardSet, card_name, cards_in, make_card, mask, suit_of
from penneech.core.spiel import (
    CardPlaces,
    Slots,
    SpielFacts,
    card_bits,
    deal_start,
    one_hot,
    rename_unseen,
)
from penneech.core.tricks import played_this_deal
from penneech.games.piquet import declarations, partie
from penneech.games.piquet.actions import (
    DONE,
    GOOD,
    NOTHING,
    action_name,
    category_of,
    describe_claim,
    point_suit,
    sequence_of,
    set_of,
)
from penneech.games.piquet.blanche import is_blanche
from penneech.games.piquet.declarations import CATEGORIES
from penneech.games.piquet.pack import pips
from penneech.games.piquet.players.sampling import Constraints
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import ClaimMade, PiquetState
from penneech.games.piquet.view import PiquetView, view_of

PHASES = ("first_dealer", "choose_dealer", "deal", "blanche_count", "discard", "leftover",
          "declare", "younger_scores", "play", "over")
#: A bound on one player's points in one deal (carte blanche, point, sequences, sets,
#: repique, play, last trick, cards and capot together stay well below it).
DEAL_POINT_BOUND = 400
#: How many tries ``find_world`` makes for a world that meets every declaration.
TRIES = 60


def bound(rules: PiquetRules, horizon: str) -> float:
    """The largest return: a deal's points, or the settlement of the game format (2 for
    a race, else every deal's points and the rubicon)."""
    if horizon == "deal":
        return float(DEAL_POINT_BOUND)
    fmt = rules.game_format
    if partie.is_race(fmt):
        return 2.0
    deals = partie.base_deals(fmt) + partie.tie_deals(fmt)
    return float(2 * deals * DEAL_POINT_BOUND + partie.RUBICON)


# ---------------------------------------------------------------- worlds for search
def _settle(world: PiquetState) -> None:
    """What follows from the cards put out, after a re-deal: each player's highest discard
    (the engine takes the discards in ascending order), and so the order of every run of
    discards in the deal's history."""
    world.discard_last = [d.bit_length() - 1 for d in world.discards]
    history = world.history
    start = deal_start(history, world.dealt)
    i = start
    while i < len(history):
        who = history[i][0]
        j = i
        while j < len(history) and history[j][0] == who and history[j][1] < 52:
            j += 1
        if j > i and j < len(history) and history[j] == (who, DONE) and who >= 0:
            history[i:j] = [(who, c) for c in sorted(a for _, a in history[i:j])]
        i = max(j, i + 1)


#: Where a Piquet deal's cards lie (``penneech.core.spiel.rename_unseen``): the hands, the
#: hands as dealt, the discards, the cards drawn, the talon cards each has seen and the elder
#: may see after his lead; the deal's order and the talon.
PLACES = CardPlaces(sets=("hands", "dealt_hands", "discards", "drawn", "seen_talon",
                          "after_lead_sees"),
                    lists=("dealt", "talon"), cards=52, settle=_settle)


def declarations_hold(world: PiquetState, opp: int) -> bool:
    """Whether every declaration ``opp`` made this deal is one the engine allows from the
    hand she held when declaring (her hand now and the cards she has played since), with
    the same length and pips where she claimed a point (Cavendish, laws 55, 62–64)."""
    claims = [c for c in world.claims if c.deal == world.deal_no]
    held = [world.hands[p] | played_this_deal(world, p) for p in (0, 1)]
    for c in claims:
        if c.player != opp:
            continue
        elder_claim = None
        answering = opp == world.younger
        if answering:
            first = _claim_in(claims, c.category, 1 - opp)
            if first is not None and first.action != NOTHING:
                elder_claim = declarations.claim_of(held[1 - opp], first.action)
        allowed = declarations.options(world.rules, held[opp], c.category, world.low_rank,
                                       elder_claim, answering)
        if c.action not in allowed:
            return False
        if c.action not in (GOOD, NOTHING) and \
                describe_claim(declarations.claim_of(held[opp], c.action)) != c.detail:
            return False
    return True


def blanche_holds(world: PiquetState, opp: int) -> bool:
    """Whether ``opp`` holds no carte blanche she did not announce, judged when the rules
    judge it (option ``blanche_judged_on``: Cavendish, law 18; Meyers)."""
    if world.blanche[opp]:
        return True
    courts = world.rules.blanche_courts
    if world.rules.blanche_judged_on == "dealt":
        return not (world.dealt_hands[opp] and is_blanche(world.dealt_hands[opp], courts))
    if world.phase in ("leftover", "declare", "younger_scores", "play"):
        return not is_blanche(world.hands[opp] | played_this_deal(world, opp), courts)
    return True


def find_world(engine: PiquetState, player: int, rng: random.Random) -> PiquetState:
    """A copy of ``engine`` that ``player`` cannot tell from it, for information-set MCTS.

    Only the cards ``player`` has not seen (``PiquetView.unseen``) change places, among
    the opponent's hand, her discards and the talon, so every count stays. The
    opponent's new hand keeps what she must hold and avoids the suits she cannot hold
    (``players.sampling.Constraints``: cards shown for a claim, suits not followed, a
    point scored); a world is then accepted only if ``player``'s view is unchanged,
    each declaration she made this deal is one the engine would allow from the hand
    she then held (the sequence and set she claimed, the point with its length and
    pips, under ``sinking=not_allowed`` her best claim), and she holds no carte
    blanche she did not announce. After ``TRIES`` draws the first world with the
    same view is used, or, failing that, a copy of the state itself. Cards ``player``
    has seen stay where they are: after a carte blanche shown, which of its cards she
    discarded is therefore kept as it was.
    """
    view = view_of(engine, player)
    opp = 1 - player
    unseen = view.unseen
    hidden = engine.hands[opp] & unseen
    constraints = Constraints(view, honest=False, trust=False)
    forced = constraints.forced & unseen  # claimed, never shown: she holds them
    known = engine.hands[opp] & ~unseen | forced
    draw = _hand_drawer(engine, opp, known, constraints.pool & unseen, unseen,
                        hidden.bit_count() - forced.bit_count())
    old_hand = list(cards_in(hidden))
    old_rest = list(cards_in(unseen & ~hidden))
    fallback: PiquetState | None = None
    for _ in range(TRIES):
        new_hand = list(cards_in(forced)) + draw(rng)
        if not constraints.consistent(known | mask(new_hand)):
            continue
        new_rest = list(cards_in(unseen & ~mask(new_hand)))
        rng.shuffle(new_rest)
        world = rename_unseen(engine, dict(zip(old_hand + old_rest, new_hand + new_rest,
                                               strict=True)), PLACES)
        if view_of(world, player) != view:
            continue
        if declarations_hold(world, opp) and blanche_holds(world, opp):
            return world
        fallback = fallback or world
    return fallback or engine.clone()


def _hand_drawer(engine: PiquetState, opp: int, known: CardSet, allowed: CardSet,
                 unseen: CardSet, need: int) -> Callable[[random.Random], list[int]]:
    """A function drawing ``need`` unseen cards for the opponent's hand, uniformly among
    those that give the point she claimed this deal exactly its length and pips (if she
    claimed one) and are otherwise ``allowed``."""
    pool = list(cards_in(allowed))
    if len(pool) < need:
        pool = list(cards_in(unseen & ~known))
    claim = next((c for c in engine.claims if c.deal == engine.deal_no and c.player == opp
                  and category_of(c.action) == "point"), None)
    if claim is None:
        return lambda rng: rng.sample(pool, need)
    suit = point_suit(claim.action)
    length, _, total = claim.detail.partition(" cards, ")
    held = (known | played_this_deal(engine, opp)) & SUIT_MASKS[suit]
    short = int(length) - held.bit_count()
    missing = int(total) - sum(pips(c) for c in cards_in(held))
    in_suit = [c for c in pool if suit_of(c) == suit]
    others = [c for c in pool if suit_of(c) != suit]
    fills = [list(f) for f in combinations(in_suit, short)
             if sum(pips(c) for c in f) == missing] if 0 <= short <= need else []
    if not fills or need - short > len(others):
        return lambda rng: rng.sample(pool, need)
    return lambda rng: rng.choice(fills) + rng.sample(others, need - short)


def _claim_in(claims: list[ClaimMade], category: str, player: int) -> ClaimMade | None:
    return next((c for c in claims if c.category == category and c.player == player), None)



# ---------------------------------------------------------------- observation tensor
#: One declaration in the tensor: what was said (none yet, nothing, good, a claim); for a
#: point its suit, length and pips; for a sequence its top card and length; for a set its
#: rank and count.
CLAIM_SIZE = 4 + 4 + 2 + 52 + 1 + 15 + 1
TRICK_SIZE = 2 + 52 + 52 + 2


def _encode_claim(slot: Any, claim: ClaimMade) -> None:
    """One declaration into its slot (see ``CLAIM_SIZE``)."""
    if claim.action == NOTHING:
        one_hot(slot, 1)
        return
    if claim.action == GOOD:
        one_hot(slot, 2)
        return
    one_hot(slot, 3)
    kind = category_of(claim.action)
    if kind == "point":  # the detail says "<length> cards, <pips>"
        length, _, pips = claim.detail.partition(" cards, ")
        one_hot(slot[4:8], point_suit(claim.action))
        slot[8] = int(length) / 12
        slot[9] = int(pips) / 100
    elif kind == "sequence":
        seq = sequence_of(claim.action)
        one_hot(slot[10:62], make_card(seq.top, seq.suit))
        slot[62] = seq.length / 9
    else:
        claim_set = set_of(claim.action)
        one_hot(slot[63:78], claim_set.rank)
        slot[78] = claim_set.count / 4



def encode(d: Slots, v: PiquetView, engine: PiquetState, player: int) -> None:
    """The view's fields for the current deal as one-hot slots, card bits and scalars
    (points over 100, the game's target)."""
    one_hot(d["to_move"], {0: 0, 1: 1, -1: 2}.get(v.to_move, 3))
    one_hot(d["dealer"], v.dealer)
    d["deal_no"][0] = v.deal_no
    one_hot(d["opponent_cards"], v.opponent_cards)
    one_hot(d["talon_left"], v.talon_left)
    for p in (0, 1):
        taken = v.exchanged[p]
        one_hot(d["exchanged"][14 * p:14 * p + 14], 13 if taken is None else taken)
        card_bits(d["shown"][52 * p:52 * p + 52], v.shown[p])
        d["blanche"][p] = v.blanche[p]
        one_hot(d["tricks_won"][13 * p:13 * p + 13], v.tricks_won[p])
    one_hot(d["blanche_count"], 13 if v.blanche_count is None else v.blanche_count)
    one_hot(d["younger_looked"], {None: 0, False: 1, True: 2}[v.younger_looked])
    one_hot(d["category"], 0 if v.category is None else 1 + CATEGORIES.index(v.category))
    for category in v.younger_pending:
        d["younger_pending"][CATEGORIES.index(category)] = 1
    for claim in v.claims:
        if claim.deal == v.deal_no:
            i = 2 * CATEGORIES.index(claim.category) + claim.player
            _encode_claim(d["claims"][i * CLAIM_SIZE:(i + 1) * CLAIM_SIZE], claim)
    one_hot(d["lead_card"], 52 if v.lead_card is None else v.lead_card)
    one_hot(d["leader"], v.leader)
    for i, trick in enumerate(v.tricks):
        slot = d["tricks"][i * TRICK_SIZE:(i + 1) * TRICK_SIZE]
        one_hot(slot, trick.leader)
        one_hot(slot, 2 + trick.lead)
        one_hot(slot, 54 + trick.follow)
        one_hot(slot, 106 + trick.winner)
    d["totals"][:] = [t / partie.TARGET for t in v.totals]
    d["deal_scores"][:] = [t / partie.TARGET for t in v.deal_scores]
    d["pot"][0] = v.pot / partie.TARGET
    one_hot(d["winner"], 2 if v.winner is None else v.winner)
    d["settlement"][0] = v.settlement / partie.TARGET
    card_bits(d["pack"], v.pack)
    if "hand" in d:
        card_bits(d["hand"], v.hand)
        card_bits(d["dealt_hand"], v.dealt_hand)
        card_bits(d["discards"], v.discards)
        card_bits(d["seen_talon"], v.seen_talon)
    if "opponent_hand" in d:
        card_bits(d["opponent_hand"], engine.hands[1 - player])


def chance_string(engine: PiquetState, action: int) -> str:
    """A card dealt, or the first dealer chosen."""
    return f"deal:{card_name(action, symbols=False)}" if action < 52 else action_name(action)


SPIEL: SpielFacts[PiquetRules, PiquetState, PiquetView] = SpielFacts(
    long_name="Python Piquet (Cotton 1674, Meyers 1888, Portland Club)",
    phases=PHASES,
    tensor=(("to_move", 4), ("dealer", 2), ("deal_no", 1), ("opponent_cards", 13),
            ("talon_left", 13), ("exchanged", 2 * 14), ("shown", 2 * 52), ("blanche", 2),
            ("blanche_count", 14), ("younger_looked", 3), ("category", 4),
            ("younger_pending", 3), ("claims", 6 * CLAIM_SIZE), ("lead_card", 53),
            ("leader", 2), ("tricks", 12 * TRICK_SIZE), ("tricks_won", 2 * 13),
            ("totals", 2), ("deal_scores", 2), ("pot", 1), ("winner", 3),
            ("settlement", 1), ("pack", 52)),
    private_tensor=(("hand", 52), ("dealt_hand", 52), ("discards", 52), ("seen_talon", 52)),
    everyone_tensor=(("opponent_hand", 52),),
    blanked={"hand": 0, "dealt_hand": 0, "discards": 0, "drawn": 0, "seen_talon": 0,
             "legal": ()},
    encode=encode,
    action_string=action_name,
    chance_string=chance_string,
    bound=bound,
    places=PLACES,
    world=find_world,
)
