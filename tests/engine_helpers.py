"""Helpers for building constructed deals in the engine tests, and for running the
terminal program as a player starts it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from penneech.core.cards import parse_card, parse_cards
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.state import KEEP, State

ROOT = Path(__file__).resolve().parents[1]


def deal(rules: Rules | str, non_dealer: str, dealer_hand: str, dealer: int = 0,
         keep: bool = True) -> State:
    """A state after dealing the given hands (non-dealer's first, one card at a time)."""
    state = State(Rules.parse(rules) if isinstance(rules, str) else rules, dealer=dealer)
    for a, b in zip(parse_cards(non_dealer), parse_cards(dealer_hand), strict=True):
        state.apply_action(a)
        state.apply_action(b)
    while keep and state.phase == "throw_in":
        state.apply_action(KEEP)
    return state


def steps(state: State, cards: str) -> State:
    """Apply a sequence of cards: each is turned up or played as the phase requires."""
    for name in cards.split():
        state.apply_action(parse_card(name))
    return state


def snapshot(state: State) -> tuple[object, ...]:
    """Everything that an illegal action must leave unchanged."""
    return (state.phase, tuple(state.history), tuple(state.hands), tuple(state.scores),
            tuple(state.pending), tuple(state.events), state.lead_card, state.trump,
            tuple(state.turned), tuple(state.tricks), state.dealer, state.hand_no)


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m penneech ARGS`` in a fresh interpreter, as a player starts it, with
    ``stdin`` typed at its questions (then the end of the input)."""
    env = {**os.environ, "PYTHONUTF8": "1"}
    return subprocess.run([sys.executable, "-m", "penneech", *args], input=stdin,
                          capture_output=True, text=True, encoding="utf-8", env=env,
                          cwd=ROOT, timeout=300, check=False)
