"""All-Fours in the terminal: ``penneech play --game allfours`` and the replay of its
records. The human is player 0, the computer player 1."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from penneech.core.cards import SUIT_NAMES_EN, card_name, cards_in, parse_card, suit_of
from penneech.core.console import Console
from penneech.core.errors import CardError
from penneech.core.terminal import (
    Table,
    chosen_rules,
    commit,
    game_seed,
    keep_record,
    replay_record,
)
from penneech.core.tricks import TricksShown
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.players import make_player
from penneech.games.allfours.presets import PRESETS
from penneech.games.allfours.record import read_record_file, record_of, write_record
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState, Score
from penneech.games.allfours.view import AllFoursView, view_of

HUMAN, COMPUTER = 0, 1
NAMES = ("You", "Computer")
WORDS = {STAND: "stand (keep this trump)", BEG: "beg one",
         GIVE: "give one point", REFUSE: "refuse and run the cards"}
REASONS = {"turn_up": "the card turned up", "gift": "the gift", "honour": "an honour won",
           "high": "High", "low": "Low", "jack": "Jack", "game": "Game"}


def hand_text(hand: int) -> str:
    """A hand by suit, highest first."""
    return " ".join(card_name(c) for c in sorted(cards_in(hand), key=lambda c: (-suit_of(c), -c)))


def _score_text(e: Score, names: tuple[str, str]) -> str:
    return f"  {names[e.player]}: +{e.points} for {REASONS[e.reason]}"


def _ask_card(console: Console, state: AllFoursState) -> int | None:
    legal = state.legal_actions()
    verb = "Lay out" if state.phase == "discard" else "Play"
    while True:
        answer = console.ask(f"{verb} a card ({' '.join(card_name(c) for c in legal)}), "
                             "or 'quit': ")
        if answer is None:
            return None
        try:
            card = parse_card(answer)
        except CardError as exc:
            console.say(f"Sorry, {exc}.")
            continue
        if card in legal:
            return card
        if state.hands[HUMAN] >> card & 1:
            console.say(f"You may not play {card_name(card)}: follow suit"
                        + (" or trump." if state.rules.renege == "trump" else "."))
        else:
            console.say(f"{card_name(card)} is not in your hand.")


class _Shown:
    """How far the terminal has told the game: the tricks (``TricksShown``), the cards
    turned up this deal and the score log."""

    def __init__(self) -> None:
        self.tricks = TricksShown()
        self.turned = 0
        self.events = 0


def _report(console: Console, state: AllFoursState, shown: _Shown,
            names: tuple[str, str], deal_header: Callable[[], None] = lambda: None) -> bool:
    """Print the tricks completed (a deal's last one from the deal kept once it is over),
    then (after ``deal_header``) the cards turned up and the scores since the last report;
    whether a trick was completed."""
    tricks = shown.tricks.since(state.deals, state.deal_no, state.tricks)
    for t in tricks:
        console.say(f"Trick {t.number}: {names[t.leader]} led {card_name(t.lead)}, "
                    f"{names[1 - t.leader]} played {card_name(t.follow)}; "
                    f"trick to {names[t.winner]}.")
    deal_header()
    if len(state.turned) < shown.turned:   # a new deal, or the pack gathered and dealt again
        shown.turned = 0
    for c in state.turned[shown.turned:]:
        console.say(f"Turned up: {card_name(c)}; trumps are {SUIT_NAMES_EN[suit_of(c)]}.")
    for e in state.events[shown.events:]:
        console.say(_score_text(e, names))
    if len(state.events) > shown.events:
        console.say(f"Score: {names[0]} {state.scores[0]}, {names[1]} {state.scores[1]}.")
    shown.turned, shown.events = len(state.turned), len(state.events)
    return bool(tricks)


class _Table(Table[AllFoursState, AllFoursView, _Shown]):
    """All-Fours' hooks for the terminal's game loop (``core.terminal.play_loop``)."""

    def report(self, state: AllFoursState) -> None:
        _report(self.console, state, self.shown, NAMES)

    def announce(self, state: AllFoursState) -> None:
        """A new deal, once the lift has named its dealer: who deals."""
        if state.phase in ("first_dealer", "over") or state.deal_no == self.deal_no:
            return
        self.deal_no = state.deal_no
        self.shown.turned = 0
        who = "You deal" if state.dealer == HUMAN else "The computer deals"
        self.console.say(f"\nDeal {self.deal_no}. {who}.")

    def chance(self, state: AllFoursState) -> None:
        """The lift alone (so that the first deal is announced before its cards), else
        every card of the deal up to the next decision."""
        if state.phase == "first_dealer":
            state.apply_action(self.chance_.outcome(state))
            return
        self.chance_.advance(state)

    def computer(self, state: AllFoursState, seat: int) -> None:
        """The computer's answer to the beg, said, or a card laid out or played."""
        action = self.choice(state, seat)
        if action in WORDS:
            self.console.say(f"The computer chooses to {WORDS[action].split(' (')[0]}.")
        elif state.phase == "discard":
            self.console.say("The computer lays out a card.")
        state.apply_action(action, seat)

    def ask(self, state: AllFoursState) -> list[int] | None:
        """The human's card to lay out or play, or their answer to the beg."""
        self.console.say(f"Your hand: {hand_text(state.hands[HUMAN])}")
        if state.phase in ("play", "discard"):
            chosen = _ask_card(self.console, state)
        else:
            legal = state.legal_actions()
            for i, a in enumerate(legal, 1):
                self.console.say(f"  {i}) {WORDS[a]}")
            chosen = self.console.choose(legal, lambda a: WORDS[a].split()[0])
        return None if chosen is None else [chosen]


def play(args: argparse.Namespace, console: Console) -> int:
    """A game against the computer; the exit status."""
    rules = chosen_rules(args, AllFoursRules.parse, PRESETS)
    seed = game_seed(args)
    opponent = make_player(args.opponent, seed)
    state, chance = AllFoursState(rules), AllFoursChance(seed)
    console.say(f"All-Fours against the computer ({args.opponent}), seed {seed}, "
                f"{rules.target} up.")
    deal = commit(console, args, seed, rules)
    _Table(console, chance, {COMPUTER: opponent}, view_of, _Shown()).play(state)
    if state.is_terminal():
        console.say({None: "The deal is over.", HUMAN: "You win!",
                     COMPUTER: "The computer wins."}[state.winner])
    return keep_record(console, args, seed, 2,
                       lambda headers: write_record(record_of(state, headers=headers)), deal)


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a record: every card turned up, trick and score."""
    record = read_record_file(args.record)
    names = ("Player 0", "Player 1")
    shown = _Shown()
    deal = [0]

    def header(state: AllFoursState) -> None:
        if state.deal_no != deal[0]:
            deal[0] = state.deal_no
            shown.turned = 0
            console.say(f"Deal {deal[0]}.")

    def show(state: AllFoursState, action: int) -> bool:
        state.apply_action(action)
        return _report(console, state, shown, names, lambda: header(state))

    state = replay_record(console, args, record, show)
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}.")
    return 0
