"""All-Fours in the terminal: ``penneech play --game allfours`` and the replay of its
records. The human is player 0, the computer player 1."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from penneech.core.cards import SUIT_NAMES_EN, card_name, cards_in, parse_card, suit_of
from penneech.core.console import Console, check_writable, save_record
from penneech.core.errors import CardError
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.players import make_player
from penneech.games.allfours.presets import PRESETS
from penneech.games.allfours.record import read_record_file, record_of, write_record
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState, Score
from penneech.games.allfours.tricks import follower_wins
from penneech.games.allfours.view import view_of

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


def _report(console: Console, state: AllFoursState, shown: list[int],
            names: tuple[str, str]) -> None:
    """Print the cards turned up and the scores since the last report."""
    turned, events = shown
    for c in state.turned[turned:]:
        console.say(f"Turned up: {card_name(c)}; trumps are {SUIT_NAMES_EN[suit_of(c)]}.")
    for e in state.events[events:]:
        console.say(_score_text(e, names))
    if len(state.events) > events:
        console.say(f"Score: {names[0]} {state.scores[0]}, {names[1]} {state.scores[1]}.")
    shown[:] = [len(state.turned), len(state.events)]


def _apply(console: Console, state: AllFoursState, action: int, seat: int | None,
           names: tuple[str, str]) -> bool:
    """Apply ``action``; print the trick it completes (the state forgets a deal's tricks
    when the deal ends, so the trick is told from the cards). True if it closed a trick."""
    closes = state.phase == "play" and state.lead_card is not None
    leader, lead, number = state.leader, state.lead_card, len(state.tricks) + 1
    trump = state.trump
    state.apply_action(action, seat)
    if closes and lead is not None:
        winner = 1 - leader if follower_wins(lead, action, trump) else leader
        console.say(f"Trick {number}: {names[leader]} led {card_name(lead)}, "
                    f"{names[1 - leader]} played {card_name(action)}; trick to {names[winner]}.")
    return closes


def play(args: argparse.Namespace, console: Console) -> int:
    """A game against the computer; the exit status."""
    rules = AllFoursRules.parse(args.rules) if args.rules else PRESETS[args.preset].rules
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    opponent = make_player(args.opponent, seed)
    if args.record:
        check_writable(Path(args.record))
    state, chance = AllFoursState(rules), AllFoursChance(seed)
    console.say(f"All-Fours against the computer ({args.opponent}), seed {seed}, "
                f"{rules.target} up.")
    shown = [0, 0]
    deal = 0
    while True:
        chance.advance(state)
        if state.deal_no != deal and not state.is_terminal():
            deal = state.deal_no
            shown[0] = 0
            who = "You deal" if state.dealer == HUMAN else "The computer deals"
            console.say(f"\nDeal {deal}. {who}.")
        _report(console, state, shown, NAMES)
        if state.is_terminal():
            break
        if state.current_player() == COMPUTER:
            action = opponent.choose(view_of(state, COMPUTER))
            if action in WORDS:
                console.say(f"The computer chooses to {WORDS[action].split(' (')[0]}.")
            elif state.phase == "discard":
                console.say("The computer lays out a card.")
            _apply(console, state, action, COMPUTER, NAMES)
            _report(console, state, shown, NAMES)
            continue
        console.say(f"Your hand: {hand_text(state.hands[HUMAN])}")
        if state.phase in ("play", "discard"):
            chosen = _ask_card(console, state)
        else:
            legal = state.legal_actions()
            for i, a in enumerate(legal, 1):
                console.say(f"  {i}) {WORDS[a]}")
            chosen = console.choose(legal, lambda a: WORDS[a].split()[0])
        if chosen is None:
            console.say("Game abandoned.")
            break
        _apply(console, state, chosen, HUMAN, NAMES)
        _report(console, state, shown, NAMES)
    if state.is_terminal():
        console.say({None: "The deal is over.", HUMAN: "You win!",
                     COMPUTER: "The computer wins."}[state.winner])
    if args.record:
        text = write_record(record_of(state, headers={
            "Seed": str(seed), "Players": f"You, Computer ({args.opponent})"}))
        return save_record(console, args.record, text)
    return 0


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a record: every card turned up, trick and score."""
    record = read_record_file(args.record)
    step = bool(getattr(args, "step", False))
    console.say(f"Rules: {record.rules.preset_name or record.rules.to_string()}")
    names = ("Player 0", "Player 1")
    state = record.start()
    shown = [0, 0]
    deal = 0
    for action in record.actions:
        closed = _apply(console, state, action, None, names)
        if state.deal_no != deal:
            deal = state.deal_no
            shown[0] = 0
            console.say(f"Deal {deal}.")
        _report(console, state, shown, names)
        if step and closed:
            step = console.pause()
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}.")
    return 0
