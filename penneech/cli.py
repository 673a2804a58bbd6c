"""The terminal program: ``penneech play`` against the computer, ``penneech replay RECORD``.

Run ``python -m penneech --help`` (or ``penneech --help`` once installed).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from penneech.cards import SUIT_NAMES_EN, SUIT_SYMBOLS, card_name, cards_in, parse_card
from penneech.chance import SeededChance
from penneech.errors import CardError, PenneechError
from penneech.events import ScoreEvent
from penneech.options import OPTIONS
from penneech.players import make_player, player_names
from penneech.presets import PRESETS
from penneech.record import parse_record, record_of, write_record
from penneech.rules import Rules
from penneech.state import KEEP, THROW_IN, State
from penneech.view import view_of

HUMAN = 0
COMPUTER = 1
NAMES = {HUMAN: "You", COMPUTER: "Computer"}


def _describe_rules(rules: Rules) -> str:
    parts = []
    for option in OPTIONS:
        value = rules.values()[option.id]
        parts.append(f"  {option.title.en}: {option.choice(value).label.en}")
    return "\n".join(parts)


def _hand_text(state: State, player: int) -> str:
    cards = sorted(cards_in(state.hands[player]), key=lambda c: (c // 13, c))
    return " ".join(card_name(c) for c in cards) or "(empty)"


def _trump_text(state: State) -> str:
    if state.trump is None:
        return "none yet"
    return f"{SUIT_SYMBOLS[state.trump]} {SUIT_NAMES_EN[state.trump]}"


def _event_text(event: ScoreEvent) -> str:
    who = NAMES[event.player]
    held = " (counted at the end of the hand)" if event.pending else ""
    return f"  {who}: +{event.describe().en}{held}   [{event.source.short()}]"


def _scores_text(state: State) -> str:
    text = f"Score: You {state.scores[HUMAN]}, Computer {state.scores[COMPUTER]}"
    text += f" (target {state.rules.target})"
    if any(state.pending):
        text += f"; held for the end of the hand: You {state.pending[0]}, "
        text += f"Computer {state.pending[1]}"
    return text


class Console:
    """Input and output of one terminal session (replaceable in tests)."""

    def __init__(self, read: Callable[[str], str], out: TextIO) -> None:
        self.read = read
        self.out = out

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out)


def _ask_action(console: Console, state: State) -> int | None:
    """Ask the human for a card (or a throw-in answer); ``None`` means quit."""
    legal = state.legal_actions()
    while True:
        if state.phase == "throw_in":
            prompt = "Your hand has no Ace and no court card. Throw it in? [y/n] "
        else:
            options = " ".join(card_name(a) for a in legal)
            prompt = f"Play a card ({options}), or 'quit': "
        try:
            answer = console.read(prompt).strip()
        except EOFError:
            return None
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if state.phase == "throw_in":
            if answer.lower() in ("y", "yes"):
                return THROW_IN
            if answer.lower() in ("n", "no"):
                return KEEP
            console.say("Please answer y (throw the hand in) or n (keep it).")
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


def _follow_hint(state: State) -> str:
    if state.lead_card is None:
        return "choose another card."
    led = card_name(state.lead_card)
    if state.rules.follow == "follow_or_trump":
        return f"follow {led} with its suit or play a trump."
    return f"you must follow suit to {led}."


class _Shown:
    """How much of the current hand's tricks and of the score log the player has seen."""

    def __init__(self) -> None:
        self.hand_no = 0
        self.tricks = 0
        self.events = 0


def _report(console: Console, state: State, shown: _Shown) -> None:
    """Show the tricks completed and the points scored since the last report, in order."""
    if state.hand_no != shown.hand_no:
        shown.hand_no, shown.tricks = state.hand_no, 0
    for t in state.tricks[shown.tricks:]:
        console.say(f"Trick {t.number}: {NAMES[t.leader]} led {card_name(t.lead)}, "
                    f"{NAMES[1 - t.leader]} played {card_name(t.follow)}; "
                    f"{NAMES[t.winner]} win{'s' if t.winner else ''}.")
    shown.tricks = len(state.tricks)
    for event in state.events[shown.events:]:
        console.say(_event_text(event))
    shown.events = len(state.events)


def play(args: argparse.Namespace, console: Console) -> int:
    """Play one game against the computer in the terminal."""
    rules = Rules.parse(args.rules) if args.rules else PRESETS[args.preset].rules
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    chance = SeededChance(seed)
    opponent = make_player(args.opponent, seed)

    state = State(rules)
    console.say(f"Penneech against the computer ({args.opponent}), seed {seed}.")
    console.say(_describe_rules(rules))
    shown = _Shown()
    hand_no = 0
    while not state.is_terminal():
        _report(console, state, shown)
        if state.hand_no != hand_no and state.phase != "cut":
            hand_no = state.hand_no
            dealer = "you deal" if state.dealer == HUMAN else "the computer deals"
            console.say(f"\n=== Hand {hand_no}: {dealer}. ===")
        if state.is_chance_node():
            before = state.phase
            chance.advance(state)
            if before == "cut" and state.cut_rounds:
                a, b = state.cut_rounds[-1]
                console.say(f"Cut for deal: you {card_name(a)}, computer {card_name(b)}; "
                            f"{NAMES[state.dealer].lower()} deal{'s' if state.dealer else ''}.")
            continue
        player = state.current_player()
        if player == COMPUTER:
            chosen = opponent.choose(view_of(state, COMPUTER))
            phase = state.phase
            state.apply_action(chosen, COMPUTER)
            if phase == "throw_in":
                kept = "keeps its hand" if chosen == KEEP else "throws its hand in"
                console.say(f"Computer {kept}.")
            elif state.lead_card is not None:
                console.say(f"Computer leads {card_name(chosen)}.")
            continue
        if state.phase == "play":
            console.say(f"Trump: {_trump_text(state)} (turned {card_name(state.turned[-1])}); "
                        f"stock {state.stock_mask.bit_count()} cards. {_scores_text(state)}")
            console.say(f"Your hand: {_hand_text(state, HUMAN)}")
        action = _ask_action(console, state)
        if action is None:
            console.say("Game abandoned.")
            break
        state.apply_action(action, HUMAN)
    _report(console, state, shown)
    console.say(_scores_text(state))
    if state.winner is not None:
        console.say("You win!" if state.winner == HUMAN else "The computer wins.")
    if args.record:
        text = write_record(record_of(state, headers={
            "Seed": str(seed), "Players": f"You, Computer ({args.opponent})"}))
        Path(args.record).write_text(text, encoding="utf-8")
        console.say(f"Record written to {args.record}.")
    return 0


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a game record, showing each trick and every score."""
    record = parse_record(Path(args.record).read_text(encoding="utf-8"))
    console.say(f"Rules: {record.rules.preset_name or record.rules.to_string()}")
    state = State(record.rules, record.dealer)
    for action in record.actions:
        phase, player = state.phase, state.current_player()
        events = state.apply_action(action)
        if phase == "deal" and state.phase != "deal":
            console.say(f"\nHand {state.hand_no}, dealer player {state.dealer}: "
                        f"player 0 holds {_hand_text(state, 0)}; "
                        f"player 1 holds {_hand_text(state, 1)}")
        elif phase == "turn_up":
            console.say(f"Turned {card_name(action)}: trumps are {_trump_text(state)}")
        elif phase == "throw_in":
            console.say(f"Player {player} {'throws in' if action == THROW_IN else 'keeps'}")
        elif phase == "play" and state.lead_card is None and state.tricks:
            t = state.tricks[-1]
            console.say(f"Trick {t.number}: player {t.leader} led {card_name(t.lead)}, "
                        f"player {1 - t.leader} played {card_name(t.follow)}; "
                        f"player {t.winner} wins")
        for event in events:
            console.say(f"  player {event.player}: +{event.describe().en}")
        if args.step and phase == "play" and state.lead_card is None:
            try:
                console.read("[Enter] ")
            except EOFError:
                args.step = False
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}; "
                + (f"player {state.winner} wins." if state.winner is not None else "unfinished."))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The command-line interface."""
    parser = argparse.ArgumentParser(
        prog="penneech",
        description="Play Penneech, Charles Cotton's two-handed card game of 1674, in the "
                    "terminal, or replay a game record.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p_play = sub.add_parser("play", help="play a game to the target against the computer",
                            description="Play a full game against the computer. Type cards "
                                        "as 7D, 10H, TH, Q♠ or ♦7.")
    p_play.add_argument("--preset", choices=list(PRESETS), default="mcleod",
                        help="reconstruction to play (default: mcleod)")
    p_play.add_argument("--rules", metavar="RULES",
                        help="rules as 'preset,option=value,...', e.g. 'martin,target=91'; "
                             "options: " + ", ".join(
                                 f"{o.id}={'|'.join(o.values)}" for o in OPTIONS))
    p_play.add_argument("--opponent", choices=player_names(), default="greedy"
                        if "greedy" in player_names() else "random",
                        help="computer player")
    p_play.add_argument("--seed", type=int, help="seed for the cards (a random one if absent)")
    p_play.add_argument("--record", metavar="FILE", help="write the game record to FILE")
    p_replay = sub.add_parser("replay", help="step through a game record",
                              description="Replay a game record, showing every trick and score.")
    p_replay.add_argument("record", metavar="RECORD", help="record file")
    p_replay.add_argument("--step", action="store_true", help="pause after each trick")
    return parser


def main(argv: Sequence[str] | None = None, read: Callable[[str], str] = input,
         out: TextIO | None = None) -> int:
    """Entry point of ``penneech`` and ``python -m penneech``."""
    args = build_parser().parse_args(argv)
    console = Console(read, out if out is not None else sys.stdout)
    try:
        if args.command == "play":
            return play(args, console)
        return replay(args, console)
    except (PenneechError, OSError) as exc:
        print(f"penneech: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        console.say("\nInterrupted.")
        return 130
