"""Games kept in the browser by an earlier version of the play pages resume: the worker's
IndexedDB value ``{v: 2, record, level}`` under the page's key prefix and game id (and,
for Penneech, the record an older page kept in ``localStorage``), written before the
page opens, gives back the same hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play_pages import READY
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

KEPT = json.loads((Path(__file__).parents[1] / "golden" / "kept_games.json").read_text("utf-8"))

#: Keep a game as the worker kept it: the page's game id in localStorage, the value in the
#: worker's database under the page's key prefix and that id.
WRITE = """async ({idKey, id, key, value}) => {
  localStorage.setItem(idKey, id);
  await new Promise((done, fail) => {
    const open = indexedDB.open("penneech", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("games");
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction("games", "readwrite");
      tx.objectStore("games").put(value, key);
      tx.oncomplete = () => { open.result.close(); done(true); };
    };
  });
}"""


def hand_after_opening(page: Page, base_url: str, kept: dict[str, Any]) -> list[int]:
    """Open the game's play page; once it is ready, the card ids of the hand it shows."""
    root = f".{kept['game']}-play"
    page.goto(base_url + kept["page"])
    page.wait_for_selector(f"{root}[data-busy='0'] .play-hand button", timeout=READY)
    expect(page.locator(".play-message")).to_contain_text("restored")
    cards = page.locator(f"{root} .play-hand button").evaluate_all(
        "buttons => buttons.map((b) => Number(b.dataset.card))")
    return sorted(cards)


@pytest.mark.parametrize("kept", KEPT, ids=[k["game"] for k in KEPT])
def test_a_game_the_worker_kept_before_resumes(page: Page, base_url: str,
                                               kept: dict[str, Any]) -> None:
    page.goto(base_url)                      # the site's origin, before any play page
    page.evaluate(WRITE, {"idKey": kept["id_key"], "id": "kept-before",
                          "key": kept["store_prefix"] + "kept-before", "value": kept["stored"]})
    assert hand_after_opening(page, base_url, kept) == \
        sorted(c["id"] for c in kept["resumed"]["hand"])


def test_a_penneech_game_an_older_page_kept_is_taken_over(page: Page, base_url: str) -> None:
    """Before the worker kept games, the Penneech page kept ``{record, level}`` in its own
    localStorage (``penneech-game``): the worker takes it over, and the page forgets it."""
    kept = next(k for k in KEPT if k["game"] == "penneech")
    old = {"record": kept["stored"]["record"], "level": kept["stored"]["level"]}
    page.goto(base_url)
    page.evaluate("value => localStorage.setItem('penneech-game', value)", json.dumps(old))
    hand = sorted(c["id"] for c in kept["resumed"]["hand"])
    assert hand_after_opening(page, base_url, kept) == hand
    assert page.evaluate("localStorage.getItem('penneech-game')") is None
    assert hand_after_opening(page, base_url, kept) == hand     # now kept by the worker
