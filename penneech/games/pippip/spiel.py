"""What Pip-Pip! declares for its OpenSpiel adapter, ``python_pippip`` (standard library
only; the generic ``penneech.openspiel.adapter`` builds the game from it and the registry).

- **Parameters** (``penneech.openspiel.parameters.parameters("pippip")``). ``preset``
  (``pagat``, the default, ``fosdick``, ``european``) and every rule option of
  ``pippip.options.OPTIONS`` under its own id, the number of players (``players``, 3 to
  12) among them. The whole-number options (``players``, ``last_trick_bonus``,
  ``rounds``, ``target``) are numbers, ``-1`` (the default) taking the preset's value,
  since ``last_trick_bonus=0`` is a value; the others are text, ``""`` taking the
  preset's value. ``horizon`` is ``game`` (the default: to the end its rounds or target
  name) or ``deal`` (a single deal).
- **Players.** ``num_players`` is the rules' number of players; seats 0 … n - 1 clockwise.
- **Actions.** The engine's own numbers (``pippip.actions``): cards 0-103 (played, or
  dealt at a chance node), 104-119 a marriage declared in the window before a trick, 120
  ``done``, 121-132 the first dealer (chance), 140-171 a card played declaring its
  marriage. ``num_distinct_actions`` is 172; ``max_chance_outcomes`` is 133 (the
  first-dealer actions end at 132). Chance nodes: the first dealer, then every card of a
  deal in order, each outcome equally likely.
- **Observation.** The information state of a player is exactly
  ``pippip.view.view_of(state, player)``: the string is every field of the view, so equal
  views give equal strings and different views different ones; the observation string is
  the view less the score log. The tensor encodes the view's fields for the current deal
  for up to twelve seats (the same size at every table).
- **Returns.** The engine's: at the end each player's total less the mean of all totals
  (of the single deal's points with ``horizon=deal``), a zero-sum result.
- **Worlds for search.** ``resample_from_infostate`` (OpenSpiel's ISMCTS) renames the
  cards the player has not seen, so that the view is unchanged; see ``world``.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any
from weakref import WeakKeyDictionary

from penneech.core.cards import CardSet, cards_in
from penneech.core.spiel import CardPlaces, Slots, SpielFacts, deal_start, one_hot, rename_unseen
from penneech.games.pippip.actions import MAX_SEATS, action_name, card_played
from penneech.games.pippip.game import deal_bound
from penneech.games.pippip.marriages import PAIRS, marriage_of
from penneech.games.pippip.pack import PACK_SIZE, pp_card_name, pp_suit
from penneech.games.pippip.players.sampling import knowledge, sample
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.tricks import is_free
from penneech.games.pippip.view import PippipView, view_of

PHASES = ("first_dealer", "deal", "marriages", "play", "over")
#: A bound on one player's points in one deal: every card point of the pack (264), eight
#: marriages at most (each card married once) at the highest scale (escalating: 20 + 40 +
#: … + 160 = 720) and the last-trick bonus (20).
DEAL_POINT_BOUND = 264 + 720 + 20
#: The piece of the tensor scaling points (a target of 1,000 is 1.0).
POINT_SCALE = 1000.0
#: How many sampled deals ``find_world`` tries for a world with the player's view unchanged.
TRIES = 4
#: ``suits_refused`` of an engine state, with the length of its history then: the worlds
#: information-set MCTS draws from one position read the deal once.
_REFUSED: WeakKeyDictionary[PippipState, tuple[int, dict[int, int]]] = WeakKeyDictionary()


# ---------------------------------------------------------------- worlds for search
#: Where a Pip-Pip! deal's cards lie (``penneech.core.spiel.rename_unseen``): the hands and the
#: cards dealt; the deal's order and the stock.
PLACES = CardPlaces(sets=("hands", "dealt_mask"), lists=("dealt", "stock"), cards=PACK_SIZE)


def suits_refused(engine: PippipState) -> dict[int, int]:
    """For every card of the current deal, the suits (bits) its holder failed to follow
    while holding it, in a trick where the rules bound him to follow (option
    ``follow_rule``; pagat (S), "Spiel"; B.3.2): a world that put a card of such a suit in
    its place would have him renounce, and its history would not replay. Read by replaying
    the deal's history on the engine."""
    history = engine.history
    replay = PippipState(engine.rules, "deal", engine.dealer)
    refused: dict[int, int] = {}
    for who, action in history[deal_start(history, engine.dealt):]:
        card = card_played(action) if replay.phase == "play" and replay.trick else None
        if card is not None:
            led = pp_suit(replay.trick[0][1])
            if pp_suit(card) != led and not is_free(engine.rules.follow_rule,
                                                     replay.drawing_trick):
                for c in cards_in(replay.hands[who]):
                    refused[c] = refused.get(c, 0) | 1 << led
        replay.apply_action(action)
    return refused


def _matched(old: list[int], new: list[int], refused: dict[int, int]) -> list[int] | None:
    """``new`` in the order in which its cards replace ``old``'s, none of a suit refused
    while the card it replaces was held (the first such order, so that with nothing
    refused it is ``new`` itself); None if there is none."""
    if len(old) != len(new):
        return None
    taker: dict[int, int] = {}      # index in new -> index in old

    def place(i: int, tried: set[int]) -> bool:
        for j, card in enumerate(new):
            if j in tried or refused.get(old[i], 0) >> pp_suit(card) & 1:
                continue
            tried.add(j)
            if j not in taker or place(taker[j], tried):
                taker[j] = i
                return True
        return False

    if not all(place(i, set()) for i in range(len(old))):
        return None
    order = [0] * len(old)
    for j, i in taker.items():
        order[i] = new[j]
    return order


def find_world(engine: PippipState, player: int, rng: random.Random,
               refused: dict[int, int] | None = None) -> PippipState:
    """A copy of ``engine`` that ``player`` cannot tell from it (see ``world``);
    ``refused``: ``suits_refused(engine)``, if known already."""
    if not engine.dealt or engine.phase == "over":
        return engine.clone()
    view = view_of(engine, player)
    k = knowledge(view)
    # the cards of others' sealed declarations stay where they are
    fixed = list(k.known)
    for seat, index in engine.pending:
        if seat != player:
            fixed[seat] |= marriage_of(index).cards & engine.hands[seat]
    need = [k.need[s] - (fixed[s] & ~k.known[s]).bit_count() for s in range(view.seats)]
    held = sum(fixed[s] & ~k.known[s] for s in range(view.seats))
    pool = tuple(c for c in k.pool if not (held >> c) & 1)
    k = dataclasses.replace(k, pool=pool, known=tuple(fixed), need=tuple(need))
    hidden = sum(1 << c for c in pool)
    rest = engine.stock[engine.stock_pos:]
    old_stock = rest[:k.stock_need]
    if refused is None:
        refused = suits_refused(engine)
    fallback: PippipState | None = None
    for _ in range(TRIES):
        hands, stock = sample(k, rng)
        old: list[int] = []
        new: list[int] = []
        replays = True
        for seat in range(view.seats):
            if seat != player:
                theirs = list(cards_in(engine.hands[seat] & hidden))
                drawn = list(cards_in(hands[seat] & hidden))
                order = _matched(theirs, drawn, refused)
                replays = replays and order is not None
                old += theirs
                new += drawn if order is None else order
        old += old_stock
        new += stock[:k.stock_need]
        if len(old) != len(new):
            continue
        sigma = dict(zip(old, new, strict=True))
        # the hidden cards in no place yet (a deal under way) complete the one-to-one map
        spare = [c for c in cards_in(hidden) if c not in sigma]
        placed = set(new)
        free = [c for c in cards_in(hidden) if c not in placed]
        sigma.update(zip(spare, free, strict=True))
        world = rename_unseen(engine, sigma, PLACES)
        if view_of(world, player) != view:
            continue
        if replays:
            return world
        fallback = fallback or world
    return fallback or engine.clone()



def world(engine: PippipState, player: int, rng: random.Random) -> PippipState:
    """A state ``player`` cannot tell from this one, for information-set MCTS.

    Only the cards ``player`` has not seen change places, among the other seats'
    hands and the stock still to draw, so every count stays. The deal of the hidden
    cards is the expert player's own (``players.sampling``): each seat keeps the cards
    it is known to hold (exposed marriage cards, the cut card it drew), avoids the
    suits it has shown it lacks since the last draw, the stock keeps its known cards
    (the cut card at its foot, shown leftovers), and a deal in which no other seat kept
    back a marriage it could have declared, and every card played since the last draw
    is the one the rules of thumb would have played, is preferred. The cards of another
    seat's sealed declarations in an open window stay in its hand. The world is
    re-dealt by ``penneech.core.spiel.rename_unseen``, so its history (``history()``,
    ``str``, a record of its engine) names its own cards; each hidden card is replaced
    by one its holder could have held all along (none of a suit he failed to follow
    while holding it, ``suits_refused``), so that the history replays. A world is
    accepted only if ``player``'s view is unchanged, and one whose history replays is
    preferred; after ``TRIES`` draws the first world with the view unchanged is used
    (the sampler reads only the voids shown since the last draw, so its history may
    have a seat renounce before it), or, failing that, a copy of the state itself.
    """
    known = _REFUSED.get(engine)
    if known is None or known[0] != len(engine.history):
        # read once per position: information-set MCTS draws many worlds from one
        known = _REFUSED[engine] = (len(engine.history), suits_refused(engine))
    return find_world(engine, player, rng, known[1])


# ---------------------------------------------------------------- observation tensor
def card_bits(slot: Any, cards: CardSet) -> None:
    """Set the positions of the physical cards in ``cards`` (a 104-bit set)."""
    for card in cards_in(cards):
        slot[card] = 1


def encode(d: Slots, v: PippipView, engine: PippipState, player: int) -> None:
    """The view's fields for the current deal as one-hot slots, card bits and scalars
    (points over 1,000)."""
    seats = MAX_SEATS
    one_hot(d["to_move"], v.to_move if v.to_move >= 0 else seats - 1 - v.to_move)
    one_hot(d["dealer"], v.dealer)
    d["deal_no"][0] = v.deal_no
    one_hot(d["leader"], v.leader)
    d["trick_number"][0] = v.trick_number / v.tricks_per_deal
    one_hot(d["trump"], 4 if v.trump is None else v.trump)
    d["stock_left"][0] = v.stock_left / PACK_SIZE
    d["stock_turned"][0] = v.stock_turned
    d["hand_sizes"][:v.seats] = [size / 7 for size in v.hand_sizes]
    for seat, cards in enumerate(v.exposed):
        card_bits(d["exposed"][seat * PACK_SIZE:(seat + 1) * PACK_SIZE], cards)
    card_bits(d["married"], v.married)
    for position, (_, card) in enumerate(v.trick):
        one_hot(d["trick"][position * PACK_SIZE:(position + 1) * PACK_SIZE], card)
    for trick in v.tricks:
        for card in trick.cards:
            d["won"][trick.winner * PACK_SIZE + card] = 1
    card_bits(d["leftovers"], v.leftovers)
    one_hot(d["cut_card"], PACK_SIZE if v.cut_card is None else v.cut_card)
    one_hot(d["cut_holder"], seats if v.cut_holder is None else v.cut_holder)
    d["totals"][:v.seats] = [t / POINT_SCALE for t in v.totals]
    d["deal_scores"][:v.seats] = [t / POINT_SCALE for t in v.deal_scores]
    for seat in v.winners:
        d["winners"][seat] = 1
    if "hand" in d:
        card_bits(d["hand"], v.hand)
        for marriage in v.my_pending:
            d["my_pending"][marriage.number] = 1
    if "hands" in d:
        for seat, cards in enumerate(engine.hands):
            card_bits(d["hands"][seat * PACK_SIZE:(seat + 1) * PACK_SIZE], cards)


def bound(rules: PippipRules, horizon: str) -> float:
    """The largest return: every deal's points at most, or to a target no more than the
    target and one deal's points."""
    most = deal_bound(rules, horizon) * DEAL_POINT_BOUND
    if horizon == "game" and rules.game_end != "rounds":
        most = min(most, rules.target + DEAL_POINT_BOUND)
    return float(most)


def chance_string(engine: PippipState, action: int) -> str:
    """A card dealt, or the first dealer chosen."""
    return f"deal:{pp_card_name(action)}" if action < PACK_SIZE else action_name(action)


def hands(engine: PippipState, player: int) -> tuple[str, object]:
    """What an all-players observer adds: every hand, seat by seat."""
    return "hands", tuple(engine.hands)


SPIEL: SpielFacts[PippipRules, PippipState, PippipView] = SpielFacts(
    long_name="Python Pip-Pip! (pagat.com, Fosdick, European variants)",
    phases=PHASES,
    tensor=(("to_move", MAX_SEATS + 2), ("dealer", MAX_SEATS), ("deal_no", 1),
            ("leader", MAX_SEATS), ("trick_number", 1), ("trump", 5), ("stock_left", 1),
            ("stock_turned", 1), ("hand_sizes", MAX_SEATS),
            ("exposed", MAX_SEATS * PACK_SIZE), ("married", PACK_SIZE),
            ("trick", MAX_SEATS * PACK_SIZE), ("won", MAX_SEATS * PACK_SIZE),
            ("leftovers", PACK_SIZE), ("cut_card", PACK_SIZE + 1),
            ("cut_holder", MAX_SEATS + 1), ("totals", MAX_SEATS), ("deal_scores", MAX_SEATS),
            ("winners", MAX_SEATS)),
    private_tensor=(("hand", PACK_SIZE), ("my_pending", PAIRS)),
    everyone_tensor=(("hands", MAX_SEATS * PACK_SIZE),),
    blanked={"hand": 0, "my_pending": (), "legal": ()},
    encode=encode,
    action_string=action_name,
    chance_string=chance_string,
    bound=bound,
    places=PLACES,
    world=world,
    everyone=hands,
)
