"""Penneech in the terminal: ``penneech play`` and the replay of a Penneech record.

The human is player 0, the computer player 1. The human is shown every trick, turned card
and score as it happens, and asked for a card (or, with a hand of no Ace and no court card,
whether to throw it in, Cotton p. 149, C18); a wrong answer is refused with the reason and
asked again, and nothing changes until an answer is legal.
"""

from __future__ import annotations

import argparse

from penneech.core.cards import (
    SUIT_NAMES_EN,
    SUIT_SYMBOLS,
    card_name,
    cards_in,
    parse_card,
    suit_of,
)
from penneech.core.console import Console
from penneech.core.errors import CardError, shown
from penneech.core.terminal import (
    Table,
    chosen_rules,
    commit,
    game_seed,
    keep_record,
    replay_record,
)
from penneech.games.penneech.chance import PenneechChance
from penneech.games.penneech.events import PenneechEvent
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.players import make_player
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.record import read_record_file, record_of, write_record
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import KEEP, THROW_IN, PenneechState
from penneech.games.penneech.tricks import is_poor_hand
from penneech.games.penneech.view import PenneechView, view_of

HUMAN = 0
COMPUTER = 1
NAMES = {HUMAN: "You", COMPUTER: "Computer"}


def _describe_rules(rules: PenneechRules) -> str:
    parts = []
    for option in OPTIONS:
        value = rules.values()[option.id]
        parts.append(f"  {option.title.en}: {option.choice(value).label.en}")
    return "\n".join(parts)


def _hand_text(state: PenneechState, player: int) -> str:
    cards = sorted(cards_in(state.hands[player]), key=lambda c: (c // 13, c))
    return " ".join(card_name(c) for c in cards) or "(empty)"


def _trump_text(state: PenneechState) -> str:
    if state.trump is None:
        return "none yet"
    return f"{SUIT_SYMBOLS[state.trump]} {SUIT_NAMES_EN[state.trump]}"


def _event_text(event: PenneechEvent) -> str:
    who = NAMES[event.player]
    held = " (counted at the end of the hand)" if event.pending else ""
    return f"  {who}: +{event.describe().en}{held}   [{event.source.short()}]"


def _scores_text(state: PenneechState) -> str:
    text = f"Score: You {state.scores[HUMAN]}, Computer {state.scores[COMPUTER]}"
    text += f" (target {state.rules.target})"
    if any(state.pending):
        text += f"; held for the end of the hand: You {state.pending[0]}, "
        text += f"Computer {state.pending[1]}"
    return text


def _ask_action(console: Console, state: PenneechState) -> int | None:
    """Ask the human for a card (or a throw-in answer); ``None`` means quit.

    Any text is a valid answer to type: what is not a legal card or answer is refused with
    a message and the question is asked again; the state is never changed here.
    """
    legal = state.legal_actions()
    if state.phase == "throw_in":
        prompt = "Your hand has no Ace and no court card. Throw it in? [y/n] "
    else:
        prompt = f"Play a card ({' '.join(card_name(a) for a in legal)}), or 'quit': "
    while True:
        answer = console.ask(prompt)
        if answer is None:
            return None
        if state.phase == "throw_in":
            if answer.lower() in ("y", "yes"):
                return THROW_IN
            if answer.lower() in ("n", "no"):
                return KEEP
            console.say(f"Please answer y (throw the hand in) or n (keep it), not "
                        f"{shown(answer)}.")
            continue
        try:
            card = parse_card(answer)
        except CardError as exc:
            console.say(f"Sorry, {exc}. Type a card such as 7D, 10H, Q♠.")
            continue
        if card in legal:
            return card
        if (state.hands[HUMAN] >> card) & 1:
            console.say(f"You may not play {card_name(card)} now: "
                        f"{_follow_hint(state)}")
        else:
            console.say(f"{card_name(card)} is not in your hand.")


def _follow_hint(state: PenneechState) -> str:
    if state.lead_card is None:
        return "choose another card."
    led = card_name(state.lead_card)
    if state.rules.follow == "follow_or_trump":
        return f"follow {led} with its suit or play a trump."
    return f"you must follow suit to {led}."


class _Seen:
    """How much of the current hand's tricks and turned cards, and of the score log, the
    player has been shown."""

    def __init__(self) -> None:
        self.hand_no = 0
        self.redeals = 0
        self.tricks = 0
        self.turned = 0
        self.events = 0


def _report(console: Console, state: PenneechState, seen: _Seen) -> None:
    """Show the tricks, turned cards and points since the last report, in their order.

    A turned card is shown before the points it scores and before anyone leads to it.
    """
    if (state.hand_no, state.redeals) != (seen.hand_no, seen.redeals):
        seen.hand_no, seen.redeals, seen.tricks, seen.turned = state.hand_no, state.redeals, 0, 0
    for t in state.tricks[seen.tricks:]:
        console.say(f"Trick {t.number}: {NAMES[t.leader]} led {card_name(t.lead)}, "
                    f"{NAMES[1 - t.leader]} played {card_name(t.follow)}; "
                    f"{NAMES[t.winner]} win{'s' if t.winner else ''}.")
    seen.tricks = len(state.tricks)

    def turned_up_to(count: int) -> None:
        for card in state.turned[seen.turned:count]:
            console.say(f"Turned {card_name(card)}: trumps are "
                        f"{SUIT_SYMBOLS[suit_of(card)]} {SUIT_NAMES_EN[suit_of(card)]}.")
        seen.turned = max(seen.turned, count)

    for event in state.events[seen.events:]:
        if event.reason in ("turn_up", "first_turn_up") and event.card in state.turned:
            turned_up_to(state.turned.index(event.card) + 1)
        console.say(_event_text(event))
    seen.events = len(state.events)
    turned_up_to(len(state.turned))


def _throw_in(console: Console, state: PenneechState, player: int) -> None:
    """Say that ``player`` threw the hand in and who deals again (Cotton p. 149, C18)."""
    who = "You throw your" if player == HUMAN else "The computer throws its"
    dealer = "you deal" if state.dealer == HUMAN else "the computer deals"
    console.say(f"{who} hand in (no Ace and no court card): the cards are gathered and "
                f"{dealer} again.")


class _Table(Table[PenneechState, PenneechView, _Seen]):
    """Penneech's hooks for the terminal's game loop (``core.terminal.play_loop``)."""

    def report(self, state: PenneechState) -> None:
        _report(self.console, state, self.shown)

    def announce(self, state: PenneechState) -> None:
        """A new hand, as soon as its dealer is known (before the cards are dealt)."""
        if state.hand_no != self.deal_no and state.phase != "cut":
            self.deal_no = state.hand_no
            dealer = "you deal" if state.dealer == HUMAN else "the computer deals"
            self.console.say(f"\n=== Hand {self.deal_no}: {dealer}. ===")

    def chance(self, state: PenneechState) -> None:
        """Deal and turn up; the cut for the first deal is said (Cotton is silent on ties:
        they cut again)."""
        before = state.phase
        self.chance_.advance(state)
        if before == "cut" and state.cut_rounds:
            a, b = state.cut_rounds[-1]
            self.console.say(f"Cut for deal: you {card_name(a)}, computer {card_name(b)}; "
                             f"{NAMES[state.dealer].lower()} deal"
                             f"{'s' if state.dealer else ''}.")

    def computer(self, state: PenneechState, seat: int) -> None:
        """The computer's card or throw-in; a computer's keep is not announced: both players
        are always asked (C18)."""
        chosen = self.choice(state, seat)
        phase = state.phase
        state.apply_action(chosen, seat)
        if chosen == THROW_IN:
            _throw_in(self.console, state, seat)
        elif phase == "play" and state.lead_card is not None:
            self.console.say(f"Computer leads {card_name(chosen)}.")

    def ask(self, state: PenneechState) -> list[int] | None:
        """The human's card or throw-in; with an Ace or a court card keeping is the only
        answer, given without a question."""
        if state.legal_actions() == [KEEP]:
            return [KEEP]
        if state.phase == "play":
            self.console.say(f"Trump: {_trump_text(state)}; "
                             f"stock {state.stock_mask.bit_count()} cards. "
                             f"{_scores_text(state)}")
        self.console.say(f"Your hand: {_hand_text(state, HUMAN)}")
        action = _ask_action(self.console, state)
        return None if action is None else [action]

    def answered(self, state: PenneechState, chosen: list[int]) -> None:
        """A hand the human threw in is said, with who deals again."""
        if chosen == [THROW_IN]:
            _throw_in(self.console, state, HUMAN)


def play(args: argparse.Namespace, console: Console) -> int:
    """Play a game of Penneech against the computer in the terminal."""
    rules = chosen_rules(args, PenneechRules.parse, PRESETS)
    seed = game_seed(args)
    chance = PenneechChance(seed)
    opponent = make_player(args.opponent, seed)
    state = PenneechState(rules)
    console.say(f"Penneech against the computer ({args.opponent}), seed {seed}.")
    console.say(_describe_rules(rules))
    deal = commit(console, args, seed, rules)
    _Table(console, chance, {COMPUTER: opponent}, view_of, _Seen()).play(state)
    console.say(_scores_text(state))
    if state.winner is not None:
        console.say("You win!" if state.winner == HUMAN else "The computer wins.")
    return keep_record(console, args, seed, 2,
                       lambda headers: write_record(record_of(state, headers=headers)), deal)


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a Penneech record (``args.record``), showing each trick and every
    score; with ``args.step``, pausing after each trick."""
    state = replay_record(console, args, read_record_file(args.record),
                          lambda state, action: _replay_step(console, state, action))
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}; "
                + (f"player {state.winner} wins." if state.winner is not None else "unfinished."))
    return 0


def _replay_step(console: Console, state: PenneechState, action: int) -> bool:
    """Apply one action of a record and say what it made public: the hands dealt, a card
    turned, a throw-in, a trick, the scores; whether it ended a trick."""
    phase, player = state.phase, state.current_player()
    poor = phase == "throw_in" and is_poor_hand(state.hands[player])
    events = state.apply_action(action)
    if phase == "deal" and state.phase != "deal":
        console.say(f"\nHand {state.hand_no}, dealer player {state.dealer}: "
                    f"player 0 holds {_hand_text(state, 0)}; "
                    f"player 1 holds {_hand_text(state, 1)}")
    elif phase == "turn_up":
        console.say(f"Turned {card_name(action)}: trumps are {_trump_text(state)}")
    elif phase == "throw_in" and action == THROW_IN:
        console.say(f"Player {player} throws the hand in; player {state.dealer} deals again")
    elif poor:
        console.say(f"Player {player} keeps a hand with no Ace and no court card")
    elif phase == "play" and state.lead_card is None and state.tricks:
        t = state.tricks[-1]
        console.say(f"Trick {t.number}: player {t.leader} led {card_name(t.lead)}, "
                    f"player {1 - t.leader} played {card_name(t.follow)}; "
                    f"player {t.winner} wins")
    for event in events:
        console.say(f"  player {event.player}: +{event.describe().en}")
    return phase == "play" and state.lead_card is None
