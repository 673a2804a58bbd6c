"""Piquet's JSON façade: the calls every play page makes (``penneech.core.web``), with
Piquet's table (the claims in words, the choices offered, the exchange, the score sheet),
its hint and its end. The human sits in seat 0, the computer in seat 1; the cards to put
out in the exchange are one decision, named all at once.

Fair play: while a game runs, every answer is built from the human's ``PiquetView``
(``penneech.games.piquet.view``): their hand, their discards and the cards they drew, the talon
cards the rules let them see, what the computer showed (carte blanche, declarations it
scored or tied), every claim and answer in words, the tricks, the log and the scores.
The claims are given as they are spoken at the table ("quint to the King", "point of 5
cards"), without the suit, whose cards are shown only when the claim scores or ties; a
point's pips only when the order of calling says them (``declarations.pips_said``: under
the Portland laws, when the other point is as long). No answer holds the seed, the record,
the talon's order, the computer's hand or its discards until the game is over; then
``end`` carries them.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence as SequenceOf
from dataclasses import dataclass, field
from typing import TypedDict

from penneech.core.advice import Advice, Reasons, advice_of, values_json
from penneech.core.cards import SUIT_NAMES_DE, SUIT_NAMES_EN, card_words, cards_in
from penneech.core.errors import IllegalActionError, PenneechError
from penneech.core.i18n import Text
from penneech.core.web import (
    HUMAN,
    CardJSON,
    Continued,
    Facade,
    PageGame,
    Side,
    TrickJSON,
    card_json,
    cards_json,
    echo,
    trick_json,
)
from penneech.games.piquet import actions as names
from penneech.games.piquet import declarations, exchange, partie, sequences, sets
from penneech.games.piquet.game import GAME
from penneech.games.piquet.hints import reasons
from penneech.games.piquet.point import PointClaim, point_key
from penneech.games.piquet.reckoning import PiquetEvent
from penneech.games.piquet.record import parse_record
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.sequences import Sequence
from penneech.games.piquet.sets import SetClaim
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import PiquetView, view_of

COMPUTER = 1
CARD_ACTIONS = range(52)

#: The section of the Piquet rules page that explains each kind of score.
RULE_ANCHORS = {
    "carte_blanche": "carte-blanche", "point": "the-point", "sequence": "sequences",
    "set": "sets", "repique": "pique-and-repique", "pique": "pique-and-repique",
    "lead": "playing-the-tricks", "trick": "playing-the-tricks",
    "last_trick": "playing-the-tricks", "cards": "the-cards-and-capot",
    "capot": "the-cards-and-capot", "carried_cards": "the-cards-and-capot",
}
#: The columns of the score sheet and the kinds of score each adds up.
SHEET_COLUMNS = {
    "declarations": ("carte_blanche", "point", "sequence", "set"),
    "play": ("lead", "trick", "last_trick"),
    "cards": ("cards", "carried_cards"),
    "bonuses": ("repique", "pique", "capot"),
}
_RANK_WORDS = {14: ("Ace", "Ass"), 13: ("King", "König"), 12: ("Queen", "Dame"),
               11: ("Knave", "Bube"), 10: ("Ten", "Zehn"), 9: ("Nine", "Neun"),
               8: ("Eight", "Acht"), 7: ("Seven", "Sieben"), 6: ("Six", "Sechs")}
_RANK_PLURALS = {14: ("Aces", "Asse"), 13: ("Kings", "Könige"), 12: ("Queens", "Damen"),
                 11: ("Knaves", "Buben"), 10: ("Tens", "Zehnen")}


class ChoiceJSON(TypedDict):
    """One answer the human may give now, with its words and, for an answer to the
    computer's claim, ``verdict``: ``good``, ``not_good`` (better) or ``equal``."""

    action: int
    words: str
    verdict: str | None


class ClaimJSON(TypedDict):
    """A claim or answer in the declarations, as spoken at the table."""

    category: str
    player: int
    words: str
    verdict: str | None


class DealJSON(TypedDict):
    """The tricks of a deal that is over, shown until the player moves on."""

    deal: int
    tricks: list[TrickJSON]
    tricks_won: list[int]


class SheetJSON(TypedDict):
    """One deal's line of the score sheet: each player's points by kind, the deal's total,
    how many times it counts, and the game's total after it."""

    deal: int
    elder: int
    declarations: list[int]
    play: list[int]
    cards: list[int]
    bonuses: list[int]
    total: list[int]
    counts: int
    running: list[int]


class ComputerDealJSON(TypedDict):
    """The computer's cards in one deal (public at the end)."""

    deal: int
    dealt: list[CardJSON]
    discards: list[CardJSON]


class EndJSON(TypedDict):
    """What the page learns when the game is over besides the deal number, the record and
    the computer's decisions: what the game is worth and the computer's cards, deal by deal."""

    settlement: int
    settlement_text: str
    computer_deals: list[ComputerDealJSON]


class TableJSON(TypedDict):
    """What the human may know during the game, built from their ``PiquetView`` only."""

    phase: str
    to_move: int
    deal_no: int
    dealer: int
    elder: int
    hand: list[CardJSON]
    dealt_hand: list[CardJSON]
    discards: list[CardJSON]
    drawn: list[CardJSON]
    legal: list[int]
    choices: list[ChoiceJSON]
    exchange: dict[str, int] | None
    talon_left: int
    exchanged: list[int | None]
    seen_talon: list[CardJSON]
    younger_looked: bool | None
    blanche: list[bool]
    blanche_count: int | None
    shown: list[list[CardJSON]]
    category: str | None
    computer_claim: str | None
    pending: list[str]
    claims: list[ClaimJSON]
    lead: CardJSON | None
    leader: int
    tricks: list[TrickJSON]
    tricks_won: list[int]
    opponent_cards: int
    deal_scores: list[int]
    scores: list[int]
    sheet: list[SheetJSON]
    events: list[dict[str, object]]
    last_deal: DealJSON | None
    winner: int | None




@dataclass
class Spoken:
    """A claim or answer as said at the table: words without a hidden suit (a point's in
    full: ``said`` leaves out the pips the order of calling does not say), for an answer
    its verdict, the claim itself (None for "good" and the like) and, for the computer's
    point, whether the human could ask what it makes (``declarations.asks_pips``)."""

    words: Text
    verdict: str | None
    claim: declarations.Claim | None = None
    asked: bool = False


@dataclass
class PiquetGame(PageGame[PiquetState, PiquetView]):
    """A Piquet game in progress in the page, with every declaration as it was spoken (the
    deals that are over are the state's own, ``PiquetState.deals``)."""

    spoken: list[Spoken] = field(default_factory=list)


#: The name the tests knew it by.
Game = PiquetGame




# ---------------------------------------------------------------------------- words
def _rank(rank: int, lang: str) -> str:
    return _RANK_WORDS[rank][lang == "de"]


def claim_words(claim: PointClaim | Sequence | SetClaim, with_suit: bool,
                pips: bool = True) -> Text:
    """A claim as spoken: ``point of 5 cards, 48``, ``quint to the King``, ``trio of
    Knaves``; the suit only for the speaker's own eyes (``with_suit``), a point's pips only
    with ``pips``."""
    en_suit = de_suit = ""
    if with_suit and not isinstance(claim, SetClaim):
        en_suit, de_suit = f" ({SUIT_NAMES_EN[claim.suit]})", f" ({SUIT_NAMES_DE[claim.suit]})"
    if isinstance(claim, PointClaim):
        one = claim.length == 1
        made = f", {claim.pips}" if pips else ""
        return Text(f"point of {claim.length} card{'' if one else 's'}{made}{en_suit}",
                    f"Rummel von {claim.length} Karte{'' if one else 'n'}{made}{de_suit}")
    if isinstance(claim, Sequence):
        return Text(f"{sequences.NAMES_EN[claim.length]} to the {_rank(claim.top, 'en')}"
                    f"{en_suit}",
                    f"{sequences.NAMES_DE[claim.length]} bis {_rank(claim.top, 'de')}"
                    f"{de_suit}")
    en, de = _RANK_PLURALS[claim.rank]
    return Text(f"{sets.NAMES_EN[claim.count]} of {en}", f"{sets.NAMES_DE[claim.count]} {de}")


def _plain_words(action: int) -> Text | None:
    words = {names.NOTHING: Text("nothing to declare", "nichts anzusagen"),
             names.GOOD: Text("good", "gut"),
             names.SCORE: Text("score it now", "jetzt zählen"),
             names.WITHHOLD: Text("do not score it (sink it)", "nicht zählen (verschweigen)"),
             names.CHOOSE_DEAL: Text("deal", "geben"),
             names.CHOOSE_ELDER: Text("let the computer deal (be elder)",
                                    "den Computer geben lassen (Vorhand sein)"),
             names.LOOK: Text("look", "ansehen"),
             names.NO_LOOK: Text("do not look", "nicht ansehen")}
    if action in words:
        return words[action]
    if names.COUNT < action <= names.COUNT + 12:
        n = action - names.COUNT
        return Text(f"exchange {n} card{'s' * (n != 1)}", f"{n} Karte{'n' * (n != 1)} kaufen")
    return None


def _verdict(state: PiquetState, action: int) -> str | None:
    """How the younger's answer ``action`` stands to the elder's claim now on the table."""
    if state.phase != "declare" or state.elder_claim is None:
        return None
    if action == names.GOOD:
        return "good"
    if state.elder_claim == names.NOTHING or names.category_of(action) is None:
        return None
    theirs = state.claim_of(state.elder, state.elder_claim)
    mine = state.claim_of(state.younger, action)
    return "equal" if declarations.compare(state.rules, theirs, mine) == 0 else "not_good"


def _spoken(state: PiquetState, action: int) -> Spoken:
    """The words of a declaration about to be made (the hands are as at the claim)."""
    plain = _plain_words(action)
    if plain is not None:
        return Spoken(plain, _verdict(state, action))
    player = state.current_player()
    claim = state.claim_of(player, action)
    asked = (player == COMPUTER and state.elder_claim is None
             and isinstance(claim, PointClaim)
             and declarations.asks_pips(state.rules, state.hands[HUMAN], claim.length))
    return Spoken(claim_words(claim, with_suit=False), _verdict(state, action), claim, asked)


def said(rules: PiquetRules, spoken: Spoken, other: Spoken | None) -> Text:
    """What was said for a claim, ``other`` being the other player's claim or answer in
    the same category of the deal: a point's pips only when the order of calling says them
    (``declarations.pips_said``), or when the human could ask for them."""
    claim = spoken.claim
    if not isinstance(claim, PointClaim):
        return spoken.words
    partner = other.claim if other is not None else None
    other_length = partner.length if isinstance(partner, PointClaim) else None
    told = spoken.asked or declarations.pips_said(rules, claim.length, other_length)
    return claim_words(claim, with_suit=False, pips=told)


def settlement_text(state: PiquetState) -> Text:
    """What the game is worth to the winner, in the words of its format (``partie.settle``)."""
    fmt, n = state.rules.game_format, state.settlement
    if state.horizon == "deal":
        return Text("A single deal: the difference of the points.",
                    "Ein einzelnes Spiel: der Unterschied der Punkte.")
    if state.winner is None:
        return Text("The game is drawn.", "Die Partie ist unentschieden.")
    if partie.is_race(fmt):
        if n == 2:
            return Text("A double game: the loser has under 50.",
                        "Doppelte Partie: Der Verlierer hat unter 50.")
        return Text("A single game.", "Eine einfache Partie.")
    return Text(f"The winner gains {n} points.", f"Der Gewinner erhält {n} Punkte.")


# ---------------------------------------------------------------------------- answers
def _claim_strength(state: PiquetState, action: int) -> tuple[int, ...]:
    """How strong a claim of the human is (larger is better; Cavendish, laws 62-64)."""
    claim = state.claim_of(HUMAN, action)
    if isinstance(claim, PointClaim):
        return point_key(claim, state.rules.point_compare)
    return claim.key


def _choices(state: PiquetState, view: PiquetView, lang: str) -> list[ChoiceJSON]:
    """The human's answers now, in words (a card to play is not a choice here): in the
    declarations "good" first, then the claims held, strongest first, then "nothing"."""
    if view.to_move != HUMAN or view.phase in ("play", "discard"):
        return []
    legal = list(view.legal)
    if view.phase == "declare":
        claims = sorted((a for a in legal if names.category_of(a) is not None),
                        key=lambda a: _claim_strength(state, a), reverse=True)
        legal = ([names.GOOD] if names.GOOD in legal else []) + claims + (
            [names.NOTHING] if names.NOTHING in legal else [])
    out: list[ChoiceJSON] = []
    for a in legal:
        plain = _plain_words(a)
        words = plain if plain is not None else claim_words(state.claim_of(HUMAN, a), True)
        out.append({"action": a, "words": words.get(lang), "verdict": _verdict(state, a)})
    return out


def _exchange(view: PiquetView) -> dict[str, int] | None:
    """How many cards the human may put out now (Cavendish, laws 22, 34; Cotton p. 81)."""
    if view.to_move != HUMAN or view.phase != "discard":
        return None
    low, high = exchange.discard_limits(view, view.player)
    return {"min": low, "max": high}


def _sheet(state: PiquetState, view: PiquetView) -> list[SheetJSON]:
    """The score sheet: one line per deal, from the reckoning log (``reckoning.py``)."""
    rows: list[SheetJSON] = []
    running = [0, 0]
    for deal in range(1, view.deal_no + 1):
        events = [e for e in view.events if e.deal == deal]
        sums = {col: [sum(e.points for e in events if e.reason in kinds and e.player == p)
                      for p in (0, 1)] for col, kinds in SHEET_COLUMNS.items()}
        total = [sum(e.points for e in events if e.player == p) for p in (0, 1)]
        counts = partie.multiplier(state.rules.game_format, deal)
        running = [running[p] + counts * total[p] for p in (0, 1)]
        dealer = view.dealer if (view.deal_no - deal) % 2 == 0 else 1 - view.dealer
        rows.append({"deal": deal, "elder": 1 - dealer, "declarations": sums["declarations"],
                     "play": sums["play"], "cards": sums["cards"], "bonuses": sums["bonuses"],
                     "total": total, "counts": counts, "running": running})
    return rows


def _event(e: PiquetEvent) -> dict[str, object]:
    return {**e.as_dict(), "anchor": RULE_ANCHORS[e.reason]}


def _table(game: PiquetGame, lang: str) -> TableJSON:
    """What the human may know now, from their view alone (``penneech.games.piquet.view``)."""
    state = game.state
    view = view_of(state, HUMAN)
    deal_claims = [(c, s) for c, s in zip(view.claims, game.spoken, strict=True)
                   if c.deal == view.deal_no]
    words = [said(state.rules, s, next((o for d, o in deal_claims if d.category == c.category
                                        and d.player != c.player), None)).get(lang)
             for c, s in deal_claims]
    computer_claim = None
    if view.phase == "declare" and view.to_move == HUMAN and view.elder_claim is not None:
        computer_claim = words[-1]
    last = view.deals[-1] if view.deals else None
    return {
        "phase": view.phase, "to_move": view.to_move, "deal_no": view.deal_no,
        "dealer": view.dealer, "elder": view.elder,
        "hand": cards_json(list(cards_in(view.hand)), lang),
        "dealt_hand": cards_json(list(cards_in(view.dealt_hand)), lang),
        "discards": cards_json(list(cards_in(view.discards)), lang),
        "drawn": cards_json(list(cards_in(view.drawn)), lang),
        "legal": [a for a in view.legal if a in CARD_ACTIONS] if view.phase == "play" else [],
        "choices": _choices(state, view, lang),
        "exchange": _exchange(view),
        "talon_left": view.talon_left,
        "exchanged": list(view.exchanged),
        "seen_talon": cards_json(list(cards_in(view.seen_talon)), lang),
        "younger_looked": view.younger_looked,
        "blanche": list(view.blanche),
        "blanche_count": view.blanche_count,
        "shown": [cards_json(list(cards_in(s)), lang) for s in view.shown],
        "category": view.category,
        "computer_claim": computer_claim,
        "pending": list(view.younger_pending),
        "claims": [{"category": c.category, "player": c.player, "words": w,
                    "verdict": s.verdict} for (c, s), w in zip(deal_claims, words, strict=True)],
        "lead": None if view.lead_card is None else card_json(view.lead_card, lang),
        "leader": view.leader,
        "tricks": [trick_json(t, lang) for t in view.tricks],
        "tricks_won": list(view.tricks_won),
        "opponent_cards": view.opponent_cards,
        "deal_scores": list(view.deal_scores),
        "scores": list(view.scores),
        "sheet": _sheet(state, view),
        "events": [_event(e) for e in view.events],
        "last_deal": None if last is None else {
            "deal": last.deal, "tricks": [trick_json(t, lang) for t in last.tricks],
            "tricks_won": [last.tricks_won[0], last.tricks_won[1]]},
        "winner": view.winner,
    }



def _cards_to_put_out(decision: int | list[int]) -> list[int]:
    """The cards the human names to put out in the exchange, in order, each once."""
    if isinstance(decision, int):
        raise IllegalActionError("in the exchange, name all the cards to put out at once")
    if len(set(decision)) != len(decision):
        raise IllegalActionError(f"a card is named twice among the cards to put out: "
                                 f"{echo(decision)}")
    return sorted(decision)


class PiquetSide(Side[PiquetRules, PiquetState, PiquetView, PiquetGame]):
    """Piquet in the play page: the human against one computer player, a whole game or one
    deal."""

    game = GAME
    kept = PiquetGame
    several = True

    def apply(self, kept: PiquetGame, action: int, player: int) -> None:
        """Apply ``action`` of ``player`` and note what it said. An answer not on the menu
        is refused in the engine's words before it is put into words (and changes
        nothing)."""
        state = kept.state
        spoken = None
        if state.phase == "declare":
            if action not in state.legal_actions():
                state.apply_action(action, player)  # raises: not a legal answer now
            spoken = _spoken(state, action)
        state.apply_action(action, player)
        if spoken is not None:
            kept.spoken.append(spoken)

    def decide(self, kept: PiquetGame, decision: int | list[int]) -> None:
        """A card to play or one of the choices offered; in the exchange, every card to put
        out at once. A discard is tried on a copy first, so a refused one (too many, too
        few, a card not held) changes nothing and is refused in the engine's words."""
        state = kept.state
        if state.phase == "discard":
            chosen = _cards_to_put_out(decision)
            trial = state.clone()
            for c in [*chosen, names.DONE]:
                trial.apply_action(c, HUMAN)
            for c in [*chosen, names.DONE]:
                self.apply(kept, c, HUMAN)
            return
        if not isinstance(decision, int):
            raise IllegalActionError(f"cards are named together only to put them out in "
                                     f"the exchange, not now: {echo(decision)}")
        self.apply(kept, decision, HUMAN)

    def table(self, kept: PiquetGame, lang: str, since: int | None) -> TableJSON:
        """The human's view with the claims in words, the choices and the score sheet."""
        return _table(kept, lang)

    def end(self, kept: PiquetGame, lang: str) -> EndJSON:
        """What the game is worth, in words, and the computer's cards in every deal."""
        state = kept.state
        deals = [(d.deal, d.dealt[COMPUTER], d.discards[COMPUTER]) for d in state.deals]
        if not deals or deals[-1][0] != state.deal_no:   # a race won before the last trick
            deals.append((state.deal_no, state.dealt_hands[COMPUTER],
                          state.discards[COMPUTER]))
        return {"settlement": state.settlement,
                "settlement_text": settlement_text(state).get(lang),
                "computer_deals": [{"deal": n, "dealt": cards_json(list(cards_in(d)), lang),
                                    "discards": cards_json(list(cards_in(x)), lang)}
                                   for n, d, x in deals]}

    def public(self, view: PiquetView) -> object:
        """The human's hand, discards and talon cards seen, what was shown, the deal, the
        tricks, the lead, the scores and every claim."""
        return (view.hand, view.discards, view.seen_talon, view.shown, view.deal_no,
                [(t.lead, t.follow) for t in view.tricks], view.lead_card, view.scores,
                [(c.player, c.detail) for c in view.claims])

    def hint(self, kept: PiquetGame, view: PiquetView, seed: int,
             lang: str) -> Mapping[str, object]:
        """The strongest computer's choice: the cards to put out in the exchange, the card
        to play, or the answer to give; in play, its value of every legal card in points
        of the deal (``core.advice``), each card's gap to its choice and, where the trick
        on the table names it, the rule behind the gap (``hints.reasons``)."""
        level = FACADE.hint_level()
        adviser = GAME.make_player(level, seed)
        if view.phase == "discard":
            trial = kept.state.clone()
            out: list[int] = []
            while True:
                choice = adviser.choose(view_of(trial, HUMAN))
                if choice == names.DONE:
                    break
                out.append(choice)
                trial.apply_action(choice, HUMAN)
            return {"level": level, "discard": cards_json(out, lang), "action": None,
                    "words": None, "unit": "points", "values": []}
        advice = advice_of(adviser, view)
        choice = advice.choice
        values = values_json(advice, reasons(view, advice), lang,
                             lambda c: {"card": card_json(c, lang)})
        if view.phase == "play":
            return {"level": level, "discard": None, "action": choice,
                    "words": card_json(choice, lang)["words"], "unit": advice.unit,
                    "values": values}
        words = next(c["words"] for c in _choices(kept.state, view, lang)
                     if c["action"] == choice)
        return {"level": level, "discard": None, "action": choice, "words": words,
                "unit": advice.unit, "values": values}

    def read_record(self, text: str) -> Continued[PiquetRules]:
        """A record that starts with the cut and at no score (as the page's do)."""
        record = parse_record(text)
        why = "records that start after the cut or at a score cannot be continued here"
        if record.totals != (0, 0):
            raise PenneechError(why)
        return self.continued(record, why)

    def joined(self, state: PiquetState) -> bool:
        """A card put out, or ``done``, after the human's first card of the exchange: the
        cards a hand puts out are one decision, named at once, as each hand discards all
        its cards before it takes in as many (Cavendish, laws 21-24; ``exchange``)."""
        return (state.phase == "discard" and state.discarder == HUMAN
                and state.discards[HUMAN] != 0)

    def decision_words(self, state: PiquetState, actions: list[int], lang: str) -> str:
        """The cards put out in the exchange, the card played, or the answer given, in the
        words the table offered them."""
        if state.phase == "discard":
            cards = ", ".join(c["words"] for c in cards_json(
                [a for a in actions if a in CARD_ACTIONS], lang))
            return Text(f"put out {cards or 'no card'}",
                        f"abgelegt: {cards or 'keine Karte'}").get(lang)
        if state.phase == "play":
            return card_json(actions[0], lang)["words"]
        view = view_of(state, HUMAN)
        return next((c["words"] for c in _choices(state, view, lang)
                     if c["action"] == actions[0]), "")
    def step_words(self, state: PiquetState, actions: SequenceOf[int]) -> Text:
        """A step in words for the replay viewer, the game being over: the cut, the deal,
        the choice of the deal, a card put out in the exchange, each claim with its suit
        (every hand is shown), the answers, a card played."""
        action = actions[0]
        if state.phase == "first_dealer":
            p = action - names.FIRST
            return Text(f"the cut favours player {p}", f"das Abheben begünstigt Spieler {p}")
        if state.phase == "deal":
            return Text("the cards are dealt", "die Karten werden gegeben")
        if state.phase == "choose_dealer":
            return (Text("deals", "gibt") if action == names.CHOOSE_DEAL else
                    Text("lets the other deal (elder hand)",
                         "lässt den anderen geben (Vorhand)"))
        if state.phase == "discard" and action in CARD_ACTIONS:
            return Text(f"puts out the {card_words(action, 'en')}",
                        f"legt {card_words(action, 'de')} ab")
        if state.phase == "discard":
            return Text("has put out all the cards to exchange",
                        "hat alle Karten zum Kaufen abgelegt")
        if action in CARD_ACTIONS:
            return Text(card_words(action, "en"), card_words(action, "de"))
        plain = _plain_words(action)
        if plain is not None:
            return plain
        return claim_words(state.claim_of(state.current_player(), action), with_suit=True)

    def reasons(self, view: PiquetView, advice: Advice) -> Reasons:
        """The hint's reasons (``hints.reasons``)."""
        return reasons(view, advice)


SIDE = PiquetSide()
FACADE = Facade(SIDE)
#: The calls of the play page's worker: the protocol of every game's façade (``Facade``).
metadata, new_game, restart = FACADE.metadata, FACADE.new_game, FACADE.restart
act, hint, state = FACADE.act, FACADE.hint, FACADE.state
load, resume, saved = FACADE.load, FACADE.resume, FACADE.saved
undo = FACADE.undo
