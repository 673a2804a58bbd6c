"""High Card in the terminal: ``penneech play --game toy`` and the replay of its records,
on the loops of ``penneech.core.terminal``; this module says only what is shown and asked
(the hooks of ``_Table``, and ``_replay_step``)."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from penneech.core.cards import card_name, cards_in, parse_card
from penneech.core.console import Console, check_writable, save_record
from penneech.core.errors import CardError
from penneech.core.game import GamePlayer
from penneech.core.terminal import play_loop, replay_loop
from penneech.core.tricks import TricksShown
from toy_game.chance import ToyChance
from toy_game.players import make_player
from toy_game.presets import PRESETS
from toy_game.record import read_record_file, record_of, write_record
from toy_game.rules import ToyRules
from toy_game.state import ToyState
from toy_game.view import ToyView, view_of

HUMAN, COMPUTER = 0, 1
NAMES = ("You", "Computer")
#: The game is one deal (``FinishedDeal.deal`` 1).
DEAL = 1


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


class _Table:
    """High Card's hooks for the terminal's game loop (``core.terminal.play_loop``)."""

    human = HUMAN

    def __init__(self, console: Console, chance: ToyChance,
                 opponent: GamePlayer[ToyView]) -> None:
        self.console = console
        self.chance_ = chance
        self.opponent = opponent
        self.shown = TricksShown()

    def report(self, state: ToyState) -> None:
        """The tricks taken since the last report, as the human's view shows them (the
        last one from the deal kept once the game is over)."""
        view = view_of(state, HUMAN)
        for t in self.shown.since(view.deals, DEAL, view.tricks):
            self.console.say(f"Trick {t.number}: {NAMES[t.leader]} led {card_name(t.lead)}, "
                             f"{NAMES[1 - t.leader]} played {card_name(t.follow)}; "
                             f"{NAMES[t.winner]} win{'s' if t.winner else ''}.")

    def announce(self, state: ToyState) -> None:
        """Nothing: the game is one deal."""

    def chance(self, state: ToyState) -> None:
        self.chance_.advance(state)

    def computer(self, state: ToyState, seat: int) -> None:
        """The computer's card, chosen from its own view (the next report shows it)."""
        state.apply_action(self.opponent.choose(view_of(state, seat)), seat)

    def ask(self, state: ToyState) -> list[int] | None:
        """The human's hand, then a card of it."""
        self.console.say("Your hand: " + " ".join(card_name(c)
                                                  for c in cards_in(state.hands[HUMAN])))
        card = _ask_card(self.console, state)
        return None if card is None else [card]

    def answered(self, state: ToyState, chosen: list[int]) -> None:
        """Nothing: the next report shows the trick."""


def play(args: argparse.Namespace, console: Console) -> int:
    """A game against the computer."""
    rules = ToyRules.parse(args.rules) if args.rules else PRESETS[args.preset].rules
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    opponent = make_player(args.opponent, seed)
    if args.record:
        check_writable(Path(args.record))
    state = ToyState(rules)
    console.say(f"High Card against the computer ({args.opponent}), seed {seed}.")
    play_loop(console, state, _Table(console, ToyChance(seed), opponent))
    console.say(f"Score: You {state.scores[HUMAN]}, Computer {state.scores[COMPUTER]}.")
    if state.is_terminal():
        console.say({None: "A drawn game.", HUMAN: "You win!",
                     COMPUTER: "The computer wins."}[state.winner])
    if args.record:
        text = write_record(record_of(state, headers={"Seed": str(seed)}))
        return save_record(console, args.record, text)
    return 0


def _replay_step(console: Console, state: ToyState, action: int) -> bool:
    """Apply one action of a record and say the trick it ended, if any; whether it did."""
    if not state.apply_action(action):
        return False
    t = state.tricks[-1]
    console.say(f"Trick {t.number}: player {t.leader} led {card_name(t.lead)}, "
                f"player {1 - t.leader} played {card_name(t.follow)}; player {t.winner} wins")
    return True


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a record: every trick and the final score."""
    record = read_record_file(args.record)
    step = bool(getattr(args, "step", False))
    console.say(f"Rules: {record.rules.preset_name or record.rules.to_string()}")
    state = replay_loop(console, record.start(), record.actions, step,
                        lambda state, action: _replay_step(console, state, action))
    console.say(f"Final score {state.scores[0]}-{state.scores[1]}.")
    return 0
