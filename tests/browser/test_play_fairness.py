"""Fair play in the browser: every message the worker sends the page during a whole game is
recorded, and none before the end holds a card the human has not seen (the computer's hand,
a future turn-up), the deal number, the salt of the deal's commitment or the record. After
the end, the record is there."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, Protocol, Self, TypeVar

import pytest
from play_pages import READY
from playwright.sync_api import Page
from site_helpers import assert_local, card_ids, check_requests
from test_play import is_over, play_one, wait_ready

from penneech.core.cards import card_name, cards_in
from penneech.games.penneech.record import parse_record
from penneech.games.penneech.state import State

pytestmark = pytest.mark.browser

#: Wrap the page's Worker so that every message from the play worker is kept, as sent.
RECORD_MESSAGES = """
window.__fromWorker = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) {
    super(url, options);
    if (String(url).includes("play-worker")) {
      this.addEventListener("message", (e) => window.__fromWorker.push(JSON.stringify(e.data)));
    }
  }
};
"""

class Replayable(Protocol):
    def clone(self) -> Self: ...
    def apply_action(self, action: int, player: int | None = None) -> object: ...


R = TypeVar("R", bound=Replayable)


def replayed(state: R, actions: Iterable[int]) -> list[R]:
    """Every position from ``state`` on as ``actions`` are applied (either game's record)."""
    seen = [state.clone()]
    for action in actions:
        state.apply_action(action)
        seen.append(state.clone())
    return seen


def positions(record_text: str) -> list[State]:
    """Every position of the finished game, replayed from its record."""
    record = parse_record(record_text)
    return replayed(State(record.rules), record.actions)


def position_of(answer: dict[str, Any], states: list[State]) -> State:
    """The last position of the game that matches what the answer shows the human."""
    hand = sum(1 << c["id"] for c in answer["hand"])
    tricks = answer["last_trick"]["number"] if answer["last_trick"] else 0
    matching = [s for s in states if s.hand_no == answer["hand_no"] and s.hands[0] == hand
                and len(s.turned) == len(answer["turned"]) and len(s.tricks) == tricks]
    assert matching, f"no position of the record shows hand {answer['hand_no']} like {answer}"
    return matching[-1]


def test_no_message_before_the_end_shows_a_hidden_card(page: Page, base_url: str) -> None:
    requests = check_requests(page)
    page.add_init_script(RECORD_MESSAGES)
    page.goto(base_url + "play/")           # a first visit: a deal drawn by the engine
    wait_ready(page)
    for turn in range(400):
        if is_over(page):
            break
        if turn == 3 and page.locator("#play-hint:not([disabled])").count():
            page.click("#play-hint")
            # the values of the playable cards, or the only card that may be played
            page.wait_for_selector(".play-hint-out li, .play-hint-only", timeout=READY)
        play_one(page)
    assert is_over(page)
    sent = page.evaluate("window.__fromWorker")
    answers = [(raw, json.loads(raw)["result"]) for raw in sent if '"result"' in raw]
    finished = [a for _, a in answers if a.get("end")]
    assert finished, "the end of the game brings the record"
    end = finished[0]["end"]
    assert end["record"].startswith("Penneech record 1") and f"Seed: {end['seed']}" in end["record"]
    states = positions(end["record"])
    last_hand: set[int] = set()
    checked = 0
    for raw, answer in answers:
        if answer.get("end"):
            break
        assert str(end["seed"]) not in raw and "Penneech record" not in raw
        assert end["reveal"]["salt"] not in raw       # the commitment's salt (play-verify.js)
        assert not {"record", "seed", "salt", "reveal"} & set(answer)
        if "values" in answer:                  # the hint: only cards of the human's hand
            assert set(card_ids(answer)) <= last_hand
            continue
        if "hand" not in answer:                # the rules and options (metadata)
            continue
        # Of the computer's moves only the cards (not how many it could have played).
        assert all(set(m) == {"phase", "action"} for m in answer.get("computer_moves", []))
        state = position_of(answer, states)
        hidden = state.hands[1] | state.stock_mask
        # the hand over (last_hand) was played face up, and its cards went back into the
        # pack for this deal: only this hand's cards are checked against the hidden ones
        this_deal = {k: v for k, v in answer.items() if k != "last_hand"}
        shown = [card_name(c) for c in card_ids(this_deal) if hidden >> c & 1]
        assert not shown, f"the page was shown {shown} before the end of the game"
        this_hand = {e["card"] for e in answer["events"] if e["hand"] == answer["hand_no"]}
        assert not this_hand & {card_name(c) for c in cards_in(hidden)}
        last_hand = {c["id"] for c in answer["hand"]}
        checked += 1
    assert checked > 10
    assert_local(requests)
