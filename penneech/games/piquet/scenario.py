"""Setting up a deal with chosen cards, for tests and worked examples.

Nothing here bypasses the rules: ``deal_actions`` gives the chance actions that deal
chosen hands and talon, and ``arrange`` plays a deal (by legal actions only) to the point
where the two hands after the exchange are the ones asked for, each player exchanging the
least number allowed. ``act`` applies actions by name (``"AS"``, ``"done"``,
``"seq:5:AS"``). Our rule tests (PQ-1 to PQ-31) are written with these.
"""

from __future__ import annotations

from penneech.core.cards import CardSet, cards_in, mask, parse_cards
from penneech.core.errors import IllegalActionError, shown
from penneech.games.piquet import exchange
from penneech.games.piquet.actions import COUNT, DONE, NO_LOOK, action_name
from penneech.games.piquet.blanche import is_blanche
from penneech.games.piquet.pack import is_court, pips
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import Horizon, PiquetState


def deal_actions(elder: CardSet, younger: CardSet, talon: list[int]) -> list[int]:
    """The chance actions dealing ``elder`` and ``younger`` (twelve cards each) and the
    talon in the order given (top first)."""
    e, y = list(cards_in(elder)), list(cards_in(younger))
    if len(e) != 12 or len(y) != 12:
        raise IllegalActionError(f"each hand needs twelve cards, not {len(e)} and {len(y)}")
    order: list[int] = []
    for a, b in zip(e, y, strict=True):
        order += [a, b]
    return order + list(talon)


def hand(text: str) -> CardSet:
    """A hand from card names: ``hand("AS KS QS")``."""
    return mask(parse_cards(text))


def act(state: PiquetState, *names: str) -> None:
    """Apply actions by name (as ``actions.action_name`` writes them, or any card name)."""
    for name in names:
        state.apply_action(action_by_name(state, name))


def action_by_name(state: PiquetState, name: str) -> int:
    """The legal action of ``state`` called ``name``; a card may be named in any form
    ``parse_card`` reads. ``IllegalActionError`` if no legal action has that name."""
    from penneech.core.cards import parse_card

    legal = state.legal_actions()
    for a in legal:
        if action_name(a) == name:
            return a
    try:
        card = parse_card(name)
    except ValueError:
        card = -1
    if card >= 0:
        if card in legal:
            return card
        state.apply_action(card)  # raises with the reason; a legal card never gets here
    raise IllegalActionError(
        f"{shown(name)} is not a legal action in phase {state.phase!r}; legal: "
        + ", ".join(action_name(a) for a in legal[:40]))


def _split(target: CardSet, k: int) -> tuple[CardSet, list[int]]:
    """The part of ``target`` dealt, and the ``k`` cards to draw, preferring to draw low
    plain cards so that the dealt hand keeps its court cards."""
    cards = sorted(cards_in(target), key=lambda c: (is_court(c, "kqjt"), pips(c), c))
    drawn = cards[:k]
    return target & ~mask(drawn), drawn


def arrange(rules: PiquetRules | str, elder: CardSet | str, younger: CardSet | str, *,
            dealer: int = 0, horizon: Horizon = "deal", look: int = NO_LOOK,
            totals: tuple[int, int] = (0, 0)) -> PiquetState:
    """A state at the start of the declarations whose hands after the exchange are
    ``elder`` and ``younger``; a hand without court cards was also dealt without them.

    Each player exchanges the least number allowed (the elder his minimum, the younger
    hers of what is left); ``look`` answers the younger's leftover question if asked.
    ``totals`` is each player's score before the deal, as ``PiquetState`` takes it.
    """
    if isinstance(rules, str):
        rules = PiquetRules.parse(rules)
    e = hand(elder) if isinstance(elder, str) else elder
    y = hand(younger) if isinstance(younger, str) else younger
    state = PiquetState(rules, horizon=horizon, dealer=dealer, totals=totals)
    rest = [c for c in cards_in(state.pack & ~e & ~y)]
    k_e = exchange.elder_range(rules)[0]
    k_y = exchange.younger_range(rules, len(rest) - k_e)[0]
    e_dealt, e_draw = _split(e, k_e)
    y_dealt, y_draw = _split(y, k_y)
    courts = rules.blanche_courts
    plain_first = sorted(rest, key=lambda c: (is_court(c, courts), c))
    e_junk = plain_first[:k_e] if is_blanche(e, courts) else plain_first[-k_e:] if k_e else []
    left = [c for c in plain_first if c not in e_junk]
    y_junk = left[:k_y] if is_blanche(y, courts) else left[-k_y:] if k_y else []
    spare = [c for c in rest if c not in e_junk and c not in y_junk]
    talon = e_draw + y_draw + spare
    for a in deal_actions(e_dealt | mask(e_junk), y_dealt | mask(y_junk), talon):
        state.apply_action(a)
    junk = {state.elder: sorted(e_junk), state.younger: sorted(y_junk)}
    while state.phase in ("blanche_count", "discard", "leftover"):
        if state.phase == "blanche_count":
            state.apply_action(COUNT + k_e)
        elif state.phase == "leftover":
            state.apply_action(look)
        else:
            p = state.discarder
            pending = [c for c in junk[p] if not (state.discards[p] >> c) & 1]
            state.apply_action(pending[0] if pending else DONE)
    return state
