"""Pip-Pip! as the registry describes it: one ``Game`` naming its modules."""

from __future__ import annotations

from penneech.core.game import Game, Outcome, imported, package_parts
from penneech.core.i18n import Text
from penneech.games.pippip import chance, players, record, view
from penneech.games.pippip.actions import END, FIRST, MAX_SEATS
from penneech.games.pippip.players import world
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState


def _outcome(state: PippipState) -> Outcome:
    """Each seat's total, the seats with the highest (equal highest share the win, our
    reading, B.6.2), and the deals played."""
    return Outcome(tuple(state.totals), tuple(state.winners), state.deal_no)


#: A bound on the actions of one deal: 104 cards dealt, 104 at most played, a ``done``
#: from every seat before every trick (at most 104) and at most eight declarations.
DEAL_ACTIONS = 104 + 104 + 104 + 8
#: The least the leading player gains in a deal: the pack's points less at most eleven
#: dead cards of eleven points (240 - 121 in the European system), shared by twelve.
MIN_LEADER_GAIN = (240 - 11 * 11) // 12


def deal_bound(rules: PippipRules, horizon: str) -> int:
    """The most deals a game under ``rules`` can last (``scoring.game_over``): its rounds,
    or the deals the target can take at the least gain a deal brings the leader."""
    if horizon == "deal":
        return 1
    by_rounds = rules.rounds * rules.players
    by_target = rules.target // MIN_LEADER_GAIN + 1
    return {"rounds": by_rounds, "target": by_target}.get(rules.game_end,
                                                           min(by_rounds, by_target))


def _longest(rules: PippipRules, horizon: str) -> int:
    """A bound on a game's actions: one for the first dealer, then ``DEAL_ACTIONS`` for each
    deal the game can last."""
    return 1 + deal_bound(rules, horizon) * DEAL_ACTIONS


GAME: Game[PippipRules, PippipState, view.PippipView] = Game(
    **package_parts("penneech.games.pippip", view, record, players.PLAYERS),
    id="pippip",
    name=Text("Pip-Pip!", "Pip-Pip!"),
    rules_class=PippipRules,
    presets=PRESETS,
    horizons=("game", "deal"),
    state_factory=PippipState,
    chance=chance.PippipChance,
    outcome=_outcome,
    actions=END,                       # one past the last action (pippip.actions)
    chance_outcomes=FIRST + MAX_SEATS,  # the cards, then the first dealer's seat
    hand_size=lambda rules: 7,
    longest=_longest,
    web="penneech.games.pippip.web",
    seats_option="players",
    budget_limit=600_000,  # a hundred times the expert's own largest budget
    lab=imported("penneech.games.pippip.lab", "lab"),
    base_source=Text("pagat", "pagat"),
    sighted=imported("penneech.games.pippip.sighted"),
    openspiel_horizons=("game", "deal"),
    world_of=world.world_of, hidden_of=world.hidden_of,
    world_of_deal={"horizon": "game", "totals": "game", "winners": "game", "deals": "game",
                   "scores": "points", "deal_scores": "deal", "events": "log",
                   "declarations": "log", "trump_changes": "log"},
    openspiel="penneech.games.pippip.spiel",
)
