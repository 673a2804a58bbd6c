"""High Card in the terminal: ``penneech play --game toy`` and the replay of its records."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from penneech.core.cards import card_name, cards_in, parse_card
from penneech.core.console import Console, check_writable, save_record
from penneech.core.errors import CardError
from toy_game.chance import ToyChance
from toy_game.players import make_player
from toy_game.presets import PRESETS
from toy_game.record import read_record_file, record_of, write_record
from toy_game.rules import ToyRules
from toy_game.state import ToyState
from toy_game.view import view_of

HUMAN, COMPUTER = 0, 1
NAMES = ("You", "Computer")


def _ask_card(console: Console, state: ToyState) -> int | None:
    """A card of the hand; ``None`` to quit."""
    legal = state.legal_actions()
    while True:
        answer = console.ask(f"Play a card ({' '.join(card_name(c) for c in legal)}), "
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
        console.say(f"{card_name(card)} is not in your hand.")


def play(args: argparse.Namespace, console: Console) -> int:
    """A game against the computer."""
    rules = ToyRules.parse(args.rules) if args.rules else PRESETS[args.preset].rules
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    opponent = make_player(args.opponent, seed)
    if args.record:
        check_writable(Path(args.record))
    state, chance = ToyState(rules), ToyChance(seed)
    console.say(f"High Card against the computer ({args.opponent}), seed {seed}.")
    shown = 0
    while True:
        chance.advance(state)
        for t in state.tricks[shown:]:
            console.say(f"Trick {t.number}: {NAMES[t.leader]} led {card_name(t.lead)}, "
                        f"{NAMES[1 - t.leader]} played {card_name(t.follow)}; "
                        f"{NAMES[t.winner]} win{'s' if t.winner else ''}.")
        shown = len(state.tricks)
        if state.is_terminal():
            break
        if state.current_player() == COMPUTER:
            state.apply_action(opponent.choose(view_of(state, COMPUTER)), COMPUTER)
            continue
        console.say("Your hand: " + " ".join(card_name(c) for c in cards_in(state.hands[0])))
        card = _ask_card(console, state)
        if card is None:
            console.say("Game abandoned.")
            break
        state.apply_action(card, HUMAN)
    console.say(f"Score: You {state.scores[HUMAN]}, Computer {state.scores[COMPUTER]}.")
    if state.is_terminal():
        console.say({None: "A drawn game.", HUMAN: "You win!",
                     COMPUTER: "The computer wins."}[state.winner])
    if args.record:
        text = write_record(record_of(state, headers={"Seed": str(seed)}))
        return save_record(console, args.record, text)
    return 0


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a record: every trick and the final score."""
    record = read_record_file(args.record)
    step = bool(getattr(args, "step", False))
    console.say(f"Rules: {record.rules.preset_name or record.rules.to_string()}")
    state = ToyState(record.rules, record.dealer)
    for action in record.actions:
        if state.apply_action(action):
            t = state.tricks[-1]
            console.say(f"Trick {t.number}: player {t.leader} led {card_name(t.lead)}, "
                        f"player {1 - t.leader} played {card_name(t.follow)}; "
                        f"player {t.winner} wins")
            if step:
                step = console.pause()
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}.")
    return 0
