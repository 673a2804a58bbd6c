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

from penneech.core.cards import (
    SUIT_NAMES_EN,
    SUIT_SYMBOLS,
    card_name,
    cards_in,
    parse_card,
    suit_of,
)
from penneech.core.console import Console, check_writable, save_record
from penneech.core.errors import CardError, PenneechError, RulesError, shown
from penneech.core.options import RuleOption
from penneech.games import GAMES as ALL_GAMES
from penneech.games import game
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.events import ScoreEvent
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.players import make_player, player_names
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.record import read_record_file, record_of, write_record
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import KEEP, THROW_IN, State
from penneech.games.penneech.tricks import is_poor_hand
from penneech.games.penneech.view import view_of
from penneech.games.pippip import terminal as pippip_terminal
from penneech.games.pippip.options import OPTIONS as PIPPIP_OPTIONS
from penneech.games.pippip.players import player_names as pippip_player_names
from penneech.games.pippip.presets import PRESETS as PIPPIP_PRESETS
from penneech.games.piquet import terminal as piquet_terminal
from penneech.games.piquet.options import OPTIONS as PIQUET_OPTIONS
from penneech.games.piquet.players import player_names as piquet_player_names
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS

GAMES = tuple(ALL_GAMES)
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


def _ask_action(console: Console, state: State) -> int | None:
    """Ask the human for a card (or a throw-in answer); ``None`` means quit.

    Any text is a valid answer to type: what is not a legal card or answer is refused with
    a message and the question is asked again; the state is never changed here.
    """
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
        except UnicodeDecodeError:
            console.say("Sorry, that input could not be read as text; please type it again.")
            continue
        if answer.lower() in ("q", "quit", "exit"):
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


def _follow_hint(state: State) -> str:
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


def _report(console: Console, state: State, seen: _Seen) -> None:
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


def _throw_in(console: Console, state: State, player: int) -> None:
    """Say that ``player`` threw the hand in and who deals again (Cotton p. 149, C18)."""
    who = "You throw your" if player == HUMAN else "The computer throws its"
    dealer = "you deal" if state.dealer == HUMAN else "the computer deals"
    console.say(f"{who} hand in (no Ace and no court card): the cards are gathered and "
                f"{dealer} again.")


def play(args: argparse.Namespace, console: Console) -> int:
    """Play one game against the computer in the terminal (Penneech or Piquet)."""
    the_game = game(args.game)
    presets, players = the_game.presets, the_game.player_names()
    if getattr(args, "players", None) is not None and args.game != "pippip":
        raise RulesError(f"--players is for pippip; {args.game} is for two")
    if args.preset is not None and args.preset not in presets:
        raise RulesError(f"{args.preset} is not a rule set of {args.game}: choose one of "
                         + ", ".join(presets))
    if args.opponent not in players:
        raise RulesError(f"there is no {args.opponent} player for {args.game}: choose one "
                         "of " + ", ".join(players))
    args.preset = args.preset or the_game.default_preset
    if args.game == "piquet":
        return piquet_terminal.play(args, console)
    if args.game == "pippip":
        return pippip_terminal.play(args, console)
    rules = Rules.parse(args.rules) if args.rules else PRESETS[args.preset].rules
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    chance = SeededChance(seed)
    opponent = make_player(args.opponent, seed)
    if args.record:
        check_writable(Path(args.record))

    state = State(rules)
    console.say(f"Penneech against the computer ({args.opponent}), seed {seed}.")
    console.say(_describe_rules(rules))
    seen = _Seen()
    hand_no = 0
    while not state.is_terminal():
        _report(console, state, seen)
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
            if chosen == THROW_IN:
                _throw_in(console, state, COMPUTER)
            elif phase == "play" and state.lead_card is not None:
                console.say(f"Computer leads {card_name(chosen)}.")
            continue      # a computer's keep is not announced: both players are always asked
        if state.legal_actions() == [KEEP]:
            state.apply_action(KEEP, HUMAN)   # an Ace or a court card: keeping is the only answer
            continue
        if state.phase == "play":
            console.say(f"Trump: {_trump_text(state)}; "
                        f"stock {state.stock_mask.bit_count()} cards. {_scores_text(state)}")
        console.say(f"Your hand: {_hand_text(state, HUMAN)}")
        action = _ask_action(console, state)
        if action is None:
            console.say("Game abandoned.")
            break
        state.apply_action(action, HUMAN)
        if action == THROW_IN:
            _throw_in(console, state, HUMAN)
    _report(console, state, seen)
    console.say(_scores_text(state))
    if state.winner is not None:
        console.say("You win!" if state.winner == HUMAN else "The computer wins.")
    if args.record:
        text = write_record(record_of(state, headers={
            "Seed": str(seed), "Players": f"You, Computer ({args.opponent})"}))
        return save_record(console, args.record, text)
    return 0


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a game record, showing each trick and every score."""
    record = read_record_file(args.record)
    console.say(f"Rules: {record.rules.preset_name or record.rules.to_string()}")
    state = State(record.rules, record.dealer)
    for action in record.actions:
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
        if args.step and phase == "play" and state.lead_card is None:
            try:
                console.read("[Enter] ")
            except EOFError:
                args.step = False
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}; "
                + (f"player {state.winner} wins." if state.winner is not None else "unfinished."))
    return 0


def _option_help(option: RuleOption) -> str:
    """One option for ``play --help``, from its metadata: its values, or its range."""
    if not option.integer:
        return f"{option.id}={'|'.join(option.values)}"
    others = [v for v in option.values if v != option.default]
    suggested = f", {' or '.join(others)} suggested" if others else ""
    return (f"{option.id}=N, any whole number from {option.minimum} to {option.maximum} "
            f"({option.default} by default{suggested})").replace("%", "%%")


def _is_piquet_record(path: str, game_id: str = "piquet") -> bool:
    """Does the file at ``path`` begin as a record of ``game_id`` (Piquet unless given; a
    byte-order mark allowed)?"""
    try:
        with open(path, "rb") as f:
            start = f.read(64)
    except OSError:
        return False
    return start.removeprefix(b"\xef\xbb\xbf").startswith(game(game_id).magic.encode())


def _seed(text: str) -> int:
    """A seed typed on the command line: ASCII digits, optionally signed."""
    digits = text.strip().removeprefix("-")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 30:
        raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)}")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    """The command-line interface."""
    parser = argparse.ArgumentParser(
        prog="penneech",
        description="Play Penneech, Charles Cotton's two-handed card game of 1674, in the "
                    "terminal, or replay a game record.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p_play = sub.add_parser("play", help="play a game against the computer",
                            description="Play a full game of Penneech (or, with --game "
                                        "piquet, of Piquet; with --game pippip, of "
                                        "Pip-Pip! at a table of 3 to 12) against the "
                                        "computer. Type "
                                        "cards as 7D, 10H, TH, Q♠ or ♦7.")
    p_play.add_argument("--game", choices=GAMES, default="penneech",
                        help="game to play (default: penneech)")
    p_play.add_argument("--preset", choices=[*PRESETS, *PIQUET_PRESETS, *PIPPIP_PRESETS],
                        help="rule set to play: for Penneech " + ", ".join(PRESETS)
                             + " (default: mcleod); for Piquet " + ", ".join(PIQUET_PRESETS)
                             + " (default: portland); for Pip-Pip! "
                             + ", ".join(PIPPIP_PRESETS) + " (default: pagat)")
    p_play.add_argument("--rules", metavar="RULES",
                        help="rules as 'preset,option=value,...', e.g. 'martin,target=91' or "
                             "'portland,point_score=square' (instead of --preset); Penneech's "
                             "options: " + "; ".join(_option_help(o) for o in OPTIONS)
                             + "; Piquet's: " + "; ".join(_option_help(o)
                                                          for o in PIQUET_OPTIONS)
                             + "; Pip-Pip!'s: " + "; ".join(_option_help(o)
                                                            for o in PIPPIP_OPTIONS))
    p_play.add_argument("--players", type=int, metavar="N",
                        help="Pip-Pip! only: how many play, you and N-1 computer players "
                             "(3 to 12 as the rules allow; default: the rule set's, 5)")
    p_play.add_argument("--opponent", default="greedy",
                        choices=sorted(set(player_names()) | set(piquet_player_names())
                                       | set(pippip_player_names())),
                        help="computer player (default: %(default)s); for Penneech "
                             + ", ".join(player_names())
                             + "; for Piquet " + ", ".join(piquet_player_names())
                             + "; for Pip-Pip! " + ", ".join(pippip_player_names()))
    p_play.add_argument("--seed", type=_seed, help="seed for the cards, a whole number "
                        "(a random one if absent)")
    p_play.add_argument("--record", metavar="FILE", help="write the game record to FILE")
    p_replay = sub.add_parser("replay", help="step through a game record",
                              description="Replay a game record, showing every trick and score.")
    p_replay.add_argument("record", metavar="RECORD", help="record file")
    p_replay.add_argument("--step", action="store_true", help="pause after each trick")
    from penneech.lab.main import add_arguments as lab_arguments
    lab_arguments(sub.add_parser("lab", help="measure what each reading does to the game",
                                 description="The variant lab: play every preset and every "
                                             "change of one option between computer players "
                                             "and write the figures with 95% intervals."))
    return parser


def main(argv: Sequence[str] | None = None, read: Callable[[str], str] = input,
         out: TextIO | None = None) -> int:
    """Entry point of ``penneech`` and ``python -m penneech``."""
    args = build_parser().parse_args(argv)
    console = Console(read, out if out is not None else sys.stdout)
    try:
        if args.command == "play":
            return play(args, console)
        if args.command == "lab":
            from penneech.lab.main import run as run_lab
            return run_lab(args)
        if _is_piquet_record(args.record):
            return piquet_terminal.replay(args.record, console)
        if _is_piquet_record(args.record, "pippip"):
            return pippip_terminal.replay(args.record, console)
        return replay(args, console)
    except (PenneechError, OSError) as exc:
        print(f"penneech: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        console.say("\nInterrupted.")
        return 130
