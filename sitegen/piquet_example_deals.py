"""Worked examples of Piquet's declarations, played and scored by the engine.

Each example is two hands after the exchange (set up by ``scenario.arrange``, legal
actions only), the declarations each side makes (its best claim, unless the example says
otherwise), the elder's first lead and any further cards, under one or more rule sets.
``worked(id)`` plays it and returns the hands, what was said and the log in the order of
reckoning, so that a page shows what the engine computes, never a figure typed by hand.
The examples are our rule tests PQ-6, PQ-7, PQ-11 to PQ-14, PQ-17 to PQ-19 and
PQ-26, and a quatorze against a trio (PQ-8) (our research notes).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import CardSet
from penneech.core.errors import RulesError, shown
from penneech.core.i18n import Citation, Text
from penneech.games.piquet.actions import GOOD, NOTHING, SCORE
from penneech.games.piquet.options import CAVENDISH, COTTON, MEYERS
from penneech.games.piquet.point import PointClaim, point_key
from penneech.games.piquet.reckoning import PiquetEvent, in_reckoning_order
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.scenario import act, arrange, hand
from penneech.games.piquet.state import ClaimMade, PiquetState

#: The younger hand deals, so player 0 is the elder, as in ``comparison.SEAT_NAMES``.
DEALER = 1
#: ``play`` entries: a card name, or ``LOW`` for the lowest legal card of the player to move.
LOW = "low"


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example: hands after the exchange, rule sets, the cards played, sources.

    ``claims`` fixes what a side says in each class (point, sequences, sets), ``None``
    meaning its best claim; ``play`` lists the cards after the declarations, the first
    being the elder's lead.
    """

    id: str
    title: Text
    rules: tuple[str, ...]
    elder: str
    younger: str
    play: tuple[str, ...]
    sources: tuple[Citation, ...]
    elder_claims: tuple[str | None, str | None, str | None] = (None, None, None)
    younger_claims: tuple[str | None, str | None, str | None] = (None, None, None)


@dataclass(frozen=True, slots=True)
class Played:
    """One example under one rule set: what was said, the log in order, the totals."""

    rules: PiquetRules
    claims: tuple[ClaimMade, ...]
    log: tuple[tuple[PiquetEvent, tuple[int, int]], ...]
    points: tuple[int, int]

    def got(self, player: int, *reasons: str) -> int:
        """A player's points for the kinds of score named (all if none)."""
        return sum(e.points for e, _ in self.log
                   if e.player == player and (not reasons or e.reason in reasons))


@dataclass(frozen=True, slots=True)
class Worked:
    """An example played under each of its rule sets."""

    example: Example
    elder: CardSet
    younger: CardSet
    played: tuple[Played, ...]


def _law(n: str) -> Citation:
    return Citation(CAVENDISH, f"law {n}")


EXAMPLES: dict[str, Example] = {e.id: e for e in (
    Example("two-sequences",
            Text("Two sequences in one suit", "Zwei Sequenzen in einer Farbe"),
            ("portland",), "AS KS QS 9S 8S 7S AH JH 9H AD JD 8C",
            "JS TS KH QH TH 8H 7H KD QD 9D AC KC", ("AS",),
            (_law("63"), Citation(COTTON, "p. 83"))),
    Example("quint-and-tierce", Text("The winner's lesser sequence scores too",
                                     "Die kleinere Sequenz des Gewinners zählt mit"),
            ("portland",), "JC TC 9C 8C 7C 9D 8D 7D AS QS 9S 7S",
            "AH KH QH JH KS JS TS 8S AD KD AC KC", ("AS",),
            (_law("63"), Citation(COTTON, "pp. 83–84"))),
    Example("sets", Text("A quatorze beats any trio", "Ein Quatorze schlägt jeden Drilling"),
            ("portland",), "AS AH AD 9S 7S 9H 7H 8D 7D QC 8C 7C",
            "TS TH TD TC JS JH JD KC KH 8S 8H AC", ("AS",),
            (_law("64"), Citation(COTTON, "p. 84"))),
    Example("cotton-point", Text("Cotton's point by pips", "Cottons Rummel nach Augen"),
            ("cotton1674",), "AS KS QS JS AH KH AD 8D 6D AC 8C 6C",
            "TH 9H 8H 7H 6H KD 9S 7S 6S TD 9C 7C", ("AS",), (Citation(COTTON, "p. 82"),)),
    Example("repique", Text("A repique", "Ein Repique"), ("portland", "meyers1888"),
            "AS KS QS JS TS 9S AH 8H AD 8D AC 8C", "KH QH 9H 7H KD QD 9D 7D KC QC 9C 7C",
            ("AS",), (_law("68"), Citation(COTTON, "p. 86"), Citation(MEYERS, "Piquet"))),
    Example("pique", Text("A pique", "Ein Pique"), ("portland",),
            "AS KS QS JS TS AH KH AD KD 9C 8C 7C", "QH JH 9H 7H QD JD 9D 7D AC QC TC 9S",
            ("AS",), (_law("69"), Citation(COTTON, "p. 86"))),
    Example("pique-stopped", Text("A pique stopped by one trick",
                                  "Ein Pique, den ein Stich verhindert"),
            ("portland",), "AS KS QS JS TS 9S AH KH AD KD 8C 7H",
            "QH JH TH 9H 8H QD JD TD 9D 8D QC 7C", ("7H", "8H"),
            (_law("69"), Citation(COTTON, "p. 86"))),
    Example("reckoning-order", Text("The order of reckoning decides",
                                    "Die Reihenfolge der Wertung entscheidet"),
            ("portland", "portland,pique_repique_blocking=any", "meyers1888"),
            "QS QH QD QC AS KS 9S AC KC 9C AD KD", "AH KH JH TH 9H 8H 7H JD TD 9D 8D 7D",
            ("AS",), (_law("67"), _law("68"), Citation(COTTON, "p. 86"),
                      Citation(MEYERS, "Piquet"))),
    Example("blanche-blocks", Text("The younger's carte blanche stops a repique",
                                   "Die Carte blanche der Hinterhand verhindert ein Repique"),
            ("portland", "meyers1888"), "KS QS JS KH QH JH KD QD JD KC QC JC",
            "AS AH TD TC 9S 7S 9H 7H 9D 7D 9C 7C", ("KS",),
            (_law("18"), _law("67"), Citation(COTTON, "p. 81"), Citation(MEYERS, "Piquet"))),
    Example("play-points", Text("Points in play", "Punkte im Spiel"), ("portland",),
            "AS 7H AC KS QS JS KH QH KD QD JD 9C", "7S 8H KC 8S 9S TS AH JH TH AD TD 9D",
            ("AS", "7S", "7H", "8H", "KC", "AC"), (_law("65"), Citation(MEYERS, "Piquet")),
            ("nothing", "nothing", "nothing"), ("nothing", "nothing", "nothing")),
    Example("capot", Text("A pique in play, then capot", "Ein Pique im Spiel, dann Capot"),
            ("portland", "meyers1888"), "AS KS QS JS AH KH QH AD KD TC 9C 7C",
            "TS 9S 8S 7S JH TH 9H 8H QD JD TD 9D",
            tuple(x for card in ("AS", "KS", "QS", "JS", "AH", "KH", "QH", "AD", "KD", "TC",
                                 "9C", "7C") for x in (card, LOW)),
            (_law("65"), _law("66"), _law("69"), Citation(MEYERS, "Piquet"))),
)}


def best_claim(state: PiquetState) -> int:
    """The strongest legal claim of the player to speak, or "good"/"nothing"."""
    legal = state.legal_actions()
    player = state.current_player()
    claims = [a for a in legal if a not in (NOTHING, GOOD)]
    if not claims:
        return legal[0]

    def key(a: int) -> tuple[int, ...]:
        c = state.claim_of(player, a)
        if isinstance(c, PointClaim):
            return point_key(c, state.rules.point_compare)
        return c.key

    return max(claims, key=key)


def play_example(example: Example, rules: PiquetRules) -> Played:
    """Play ``example`` under ``rules``: declarations, the lead, the cards listed."""
    state = arrange(rules, example.elder, example.younger, dealer=DEALER)
    for i in range(3):
        for given in (example.elder_claims, example.younger_claims):
            name = given[i]
            if name is None:
                state.apply_action(best_claim(state))
            else:
                act(state, name)
    for n, card in enumerate(example.play):
        if card == LOW:
            state.apply_action(state.legal_actions()[0])
        else:
            act(state, card)
        if n == 0:
            while state.phase == "younger_scores":
                state.apply_action(SCORE)
    run = [0, 0]
    log = []
    for e in in_reckoning_order(state.deal_events):
        run[e.player] += e.points
        log.append((e, (run[0], run[1])))
    points = state.deal_scores
    return Played(rules, tuple(c for c in state.claims if c.deal == state.deal_no),
                  tuple(log), points)


def worked(example_id: str) -> Worked:
    """The example ``example_id`` played under each of its rule sets."""
    example = EXAMPLES.get(example_id)
    if example is None:
        raise RulesError(f"no worked Piquet example {shown(example_id)}; examples: "
                         f"{', '.join(EXAMPLES)}")
    played = tuple(play_example(example, PiquetRules.parse(r)) for r in example.rules)
    return Worked(example, hand(example.elder), hand(example.younger), played)
