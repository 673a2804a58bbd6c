"""Piquet in the terminal: ``penneech play --game piquet`` and the replay of a Piquet record.

The human is player 0, the computer player 1. Every question lists its answers; a wrong
answer is refused with the engine's reason and asked again, and nothing changes until an
answer is legal. Discards are typed as one line of cards (``7C 8D 9H``); they are tried on
a copy of the game first, so a refused discard leaves the game as it was.
"""

from __future__ import annotations

import argparse
import re

from penneech.core.cards import SUIT_NAMES_EN, card_name, cards_in, parse_cards, suit_of
from penneech.core.console import Console
from penneech.core.errors import CardError, PenneechError
from penneech.core.terminal import (
    Table,
    chosen_rules,
    commit,
    game_seed,
    keep_record,
    replay_record,
)
from penneech.core.tricks import TricksShown
from penneech.games.piquet import actions as act
from penneech.games.piquet import declarations, exchange
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.options import OPTIONS
from penneech.games.piquet.players import make_player
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.reckoning import PiquetEvent
from penneech.games.piquet.record import read_record_file, record_of, write_record
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import ClaimMade, PiquetState
from penneech.games.piquet.view import PiquetView, view_of

HUMAN = 0
COMPUTER = 1
NAMES = {HUMAN: "You", COMPUTER: "Computer"}
CATEGORY_WORDS = {"point": "point", "sequence": "sequences", "set": "sets"}
#: A point as the engine's claims write it: ``5 cards, 48``.
POINT_DETAIL = re.compile(r"(\d+) cards?, (\d+)")


def hand_text(hand: int) -> str:
    """A hand sorted by suit (spades first) and rank, highest first."""
    cards = sorted(cards_in(hand), key=lambda c: (-suit_of(c), -c))
    groups: dict[int, list[str]] = {}
    for c in cards:
        groups.setdefault(suit_of(c), []).append(card_name(c))
    return "   ".join(" ".join(g) for g in groups.values()) or "(no cards)"


def describe_action(state: PiquetState, action: int) -> str:
    """A human name for a declaration or answer: ``point of 5 cards, 48``, ``good``."""
    category = act.category_of(action)
    if category is not None:
        claim = state.claim_of(state.current_player(), action)
        suit = f" in {SUIT_NAMES_EN[act.point_suit(action)]}" if category == "point" else ""
        return f"{category} {act.describe_claim(claim)}{suit}"
    words = {act.NOTHING: "declare nothing", act.GOOD: "good (concede)",
             act.SCORE: "score it", act.WITHHOLD: "withhold it (sink)",
             act.CHOOSE_DEAL: "deal", act.CHOOSE_ELDER: "let the other deal (be elder)",
             act.LOOK: "look", act.NO_LOOK: "do not look"}
    if action in words:
        return words[action]
    if act.COUNT < action <= act.COUNT + 12:
        return f"exchange {action - act.COUNT} cards"
    return act.action_name(action)


def event_text(event: PiquetEvent) -> str:
    """One line of the reckoning log for the terminal."""
    return (f"  {NAMES[event.player]}: +{event.describe().en}"
            f"   [{event.reckoning_class}; {event.source.short()}]")


def _ask_menu(console: Console, state: PiquetState, question: str) -> int | None:
    """A question answered from a numbered list of the legal actions."""
    legal = state.legal_actions()
    console.say(question)
    for i, a in enumerate(legal, 1):
        console.say(f"  {i}) {describe_action(state, a)}")
    return console.choose(legal, act.action_name)


def _ask_discards(console: Console, state: PiquetState) -> list[int] | None:
    """The cards the player puts out, tried on a copy; the actions that discard them."""
    low, high = exchange.discard_limits(state, state.current_player())
    while True:
        answer = console.ask(f"Discard {low} to {high} cards (e.g. 7C 8D 9H), or 'quit': ")
        if answer is None:
            return None
        try:
            cards = sorted(set(parse_cards(answer)))
        except CardError as exc:
            console.say(f"Sorry, {exc}.")
            continue
        trial = state.clone()
        try:
            for c in cards:
                trial.apply_action(c, HUMAN)
            trial.apply_action(act.DONE, HUMAN)
        except PenneechError as exc:
            console.say(f"Sorry: {exc}.")
            continue
        return [*cards, act.DONE]


def _ask_card(console: Console, state: PiquetState) -> int | None:
    """A card to lead or to follow with."""
    legal = state.legal_actions()
    names = " ".join(card_name(a) for a in legal)
    while True:
        answer = console.ask(f"Play a card ({names}), or 'quit': ")
        if answer is None:
            return None
        try:
            cards = parse_cards(answer)
        except CardError as exc:
            console.say(f"Sorry, {exc}. Type one card such as 7D, 10H or Q♠.")
            continue
        if len(cards) != 1:
            console.say("Please type one card, such as 7D, 10H or Q♠.")
            continue
        card = cards[0]
        if card in legal:
            return card
        if (state.hands[HUMAN] >> card) & 1:
            led = state.lead_card
            console.say(f"You must follow suit to {card_name(led)}." if led is not None
                        else f"You may not play {card_name(card)} now.")
        else:
            console.say(f"{card_name(card)} is not in your hand.")


def _human_turn(console: Console, state: PiquetState) -> list[int] | None:
    """Ask the human for the decision now due; the actions to apply (``None``: quit)."""
    phase = state.phase
    view = view_of(state, HUMAN)
    if state.hands[HUMAN]:
        console.say(f"Your hand: {hand_text(state.hands[HUMAN])}")
    chosen: int | None
    if phase == "discard":
        if view.seen_talon:
            console.say(f"Talon cards you have seen: {hand_text(view.seen_talon)}")
        return _ask_discards(console, state)
    if phase == "play":
        chosen = _ask_card(console, state)
    elif phase == "declare":
        category = CATEGORY_WORDS[view.category or "point"]
        if view.elder_claim is None:
            question = f"You are elder: declare your {category}."
        elif view.elder_claim == act.NOTHING:
            question = f"The computer declares no {category}. Yours:"
        else:
            question = (f"The computer declares {computer_said(state, state.claims[-1])} for "
                        f"its {category}. Your answer:")
        chosen = _ask_menu(console, state, question)
    elif phase == "younger_scores":
        pending = view.younger_pending[0] if view.younger_pending else "category"
        chosen = _ask_menu(console, state, f"You won the {CATEGORY_WORDS.get(pending, pending)}"
                                           ": score it now?")
    elif phase == "leftover":
        chosen = _ask_menu(console, state, f"{view.talon_left} cards are left in the talon. "
                                           "Look at them (the elder may then see them too)?")
    elif phase == "blanche_count":
        chosen = _ask_menu(console, state, "You hold carte blanche. How many cards will you "
                                           "exchange?")
    else:
        chosen = _ask_menu(console, state, "You won the cut: deal, or let the computer deal?")
    return None if chosen is None else [chosen]


class _Shown:
    """How much of the log, the claims and the tricks the player has been shown (the last
    trick of a deal read from the deal the state keeps once it is over)."""

    def __init__(self) -> None:
        self.events = 0
        self.claims = 0
        self.tricks = TricksShown()


def computer_said(state: PiquetState, claim: ClaimMade) -> str:
    """What the computer said for ``claim``: a point's pips only when the order of calling
    says them (``declarations.pips_said``): its answer to a point as long as the human's,
    or its own point as elder when the human holds one as long and so asks what it makes
    (Cavendish, law 46)."""
    found = POINT_DETAIL.fullmatch(claim.detail) if claim.category == "point" else None
    if found is None:
        return claim.detail or act.action_name(claim.action)
    length = int(found.group(1))
    other = next((POINT_DETAIL.fullmatch(c.detail) for c in state.claims
                  if c.deal == claim.deal and c.category == "point"
                  and c.player != claim.player), None)
    told = declarations.pips_said(state.rules, length,
                                  int(other.group(1)) if other else None)
    if claim.player == state.elder:
        told = told or declarations.asks_pips(state.rules, state.hands[HUMAN], length)
    return claim.detail if told else f"{length} cards"


def _report(console: Console, state: PiquetState, shown_: _Shown) -> None:
    """Show the claims, tricks and scores since the last report."""
    view = view_of(state, HUMAN)
    for claim in view.claims[shown_.claims:]:
        if claim.player == COMPUTER:
            console.say(f"Computer ({claim.category}): {computer_said(state, claim)}")
    shown_.claims = len(view.claims)
    for t in shown_.tricks.since(view.deals, view.deal_no, view.tricks):
        console.say(f"Trick {t.number}: {NAMES[t.leader]} led {card_name(t.lead)}, "
                    f"{NAMES[1 - t.leader]} played {card_name(t.follow)}; "
                    f"{NAMES[t.winner]} win{'s' if t.winner else ''}.")
    if view.lead_card is not None and view.to_move == HUMAN:
        console.say(f"Computer leads {card_name(view.lead_card)}.")
    for event in view.events[shown_.events:]:
        console.say(event_text(event))
    shown_.events = len(view.events)


class _Table(Table[PiquetState, PiquetView, _Shown]):
    """Piquet's hooks for the terminal's game loop (``core.terminal.play_loop``)."""

    def report(self, state: PiquetState) -> None:
        _report(self.console, state, self.shown)

    def announce(self, state: PiquetState) -> None:
        """A new deal, once it is dealt: who is elder, and the score."""
        if state.is_chance_node() or state.deal_no == self.deal_no:
            return
        self.deal_no = state.deal_no
        elder = "you are elder" if state.elder == HUMAN else "the computer is elder"
        self.console.say(f"\n=== Deal {self.deal_no}: {elder}. Score: You "
                         f"{state.scores[HUMAN]}, Computer {state.scores[COMPUTER]}. ===")

    def computer(self, state: PiquetState, seat: int) -> None:
        """The computer's choice; of its exchange only how many cards it takes is said."""
        phase = state.phase
        state.apply_action(self.choice(state, seat), seat)
        if phase == "discard" and (state.phase != "discard" or state.discarder != seat):
            n = state.exchanged[seat] or 0
            self.console.say(f"The computer exchanges {n} card{'s' * (n != 1)}.")

    def ask(self, state: PiquetState) -> list[int] | None:
        return _human_turn(self.console, state)

    def answered(self, state: PiquetState, chosen: list[int]) -> None:
        """The human's hand once their exchange is done."""
        if state.phase != "discard" and chosen[-1] == act.DONE:
            self.console.say(f"Your hand after the exchange: {hand_text(state.hands[HUMAN])}")


def _rules_text(rules: PiquetRules) -> str:
    values = rules.values()
    return "\n".join(f"  {o.title.en}: {o.choice(values[o.id]).label.en}" for o in OPTIONS)


def play(args: argparse.Namespace, console: Console) -> int:
    """Play a game of Piquet against the computer in the terminal."""
    rules = chosen_rules(args, PiquetRules.parse, PRESETS)
    seed = game_seed(args)
    opponent = make_player(args.opponent, seed)
    chance = PiquetChance(seed)
    state = PiquetState(rules)
    console.say(f"Piquet against the computer ({args.opponent}), seed {seed}.")
    console.say(_rules_text(rules))
    deal = commit(console, args, seed, rules)
    _Table(console, chance, {COMPUTER: opponent}, view_of, _Shown()).play(state)
    console.say(f"Score: You {state.scores[HUMAN]}, Computer {state.scores[COMPUTER]}.")
    if state.is_terminal():
        if state.winner is None:
            console.say("The game is drawn.")
        else:
            who = "You win" if state.winner == HUMAN else "The computer wins"
            console.say(f"{who}. {_settlement_text(state)}")
    return keep_record(console, args, seed, 2,
                       lambda headers: write_record(record_of(state, headers=headers)), deal)


def _settlement_text(state: PiquetState) -> str:
    """What the game is worth to the winner, in the words of its format (partie.settle)."""
    fmt, n = state.rules.game_format, state.settlement
    if fmt.startswith("race_100"):
        return "A double game: the loser has under 50." if n == 2 else "A single game."
    return f"The winner gains {n} points."


class _Replayed:
    """How much of a record's claims and tricks a replay has shown."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.claims = 0
        self.tricks = TricksShown()

    def step(self, state: PiquetState, action: int) -> bool:
        """Apply one action and say what it made public: the hands dealt and exchanged,
        the claims, each trick (a deal's last one from the deal kept once it is over) and
        the scores; whether it ended a trick."""
        say = self.console.say
        phase = state.phase
        events = state.apply_action(action)
        if phase == "deal" and state.phase != "deal":
            say(f"\nDeal {state.deal_no}, elder player {state.elder}: player 0 holds "
                f"{hand_text(state.hands[0])}; player 1 holds {hand_text(state.hands[1])}")
            self.claims = 0
        if phase == "discard" and state.phase != "discard":
            say(f"After the exchange: player 0 holds {hand_text(state.hands[0])}; "
                f"player 1 holds {hand_text(state.hands[1])}")
        for claim in [c for c in state.claims if c.deal == state.deal_no][self.claims:]:
            say(f"Player {claim.player} ({claim.category}): "
                f"{claim.detail or act.action_name(claim.action)}")
            self.claims += 1
        tricks = self.tricks.since(state.deals, state.deal_no, state.tricks)
        for t in tricks:
            say(f"Trick {t.number}: player {t.leader} led {card_name(t.lead)}, "
                f"player {1 - t.leader} played {card_name(t.follow)}; "
                f"player {t.winner} wins")
        for event in events:
            say(f"  player {event.player}: +{event.points} {event.describe().en}")
        return bool(tricks)


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a Piquet record (``args.record``): each deal's hands, the
    declarations, tricks and scores; with ``args.step``, pausing after each trick."""
    replayed = _Replayed(console)
    state = replay_record(console, args, read_record_file(args.record), replayed.step)
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}; " + (
        ("drawn." if state.winner is None else f"player {state.winner} wins.")
        if state.is_terminal() else "unfinished."))
    return 0

