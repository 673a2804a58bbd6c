"""The play pages' table as card sites have it (issue 28): cards drawn as cards and readable
on a phone, the computers' cards and the finished trick moving (and still under reduced
motion), a loading bar while the engine loads, and the statistics of finished games kept
in the browser."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import Booted, Fresh
from play_pages import PLAY_GAMES, READY, decide, path, play_of, wait, widget
from playwright.sync_api import Page, ViewportSize, expect
from site_helpers import DESKTOP, DOCS, PHONE
from test_content_policy import WATCH
from test_pippip_play import decide as decide_pippip
from test_pippip_play import new_game as new_pippip_game
from test_piquet_play import new_game as new_piquet_game
from test_piquet_play import play_to_the_end as play_piquet_to_the_end
from test_piquet_play import wait_idle as wait_piquet
from test_play import new_game as new_penneech_game
from test_play import play_one

pytestmark = pytest.mark.browser
PHONE_SIZE = ViewportSize(width=PHONE["width"], height=PHONE["height"])
DESKTOP_SIZE = ViewportSize(width=DESKTOP["width"], height=DESKTOP["height"])
STATS_KEY = "penneech-play-stats"
#: The look of every card face on the page: its words, its name, its colours and size.
FACES = """nodes => nodes.map((n) => {
  const s = getComputedStyle(n), pip = getComputedStyle(n, "::after");
  let bg = n, back = "rgba(0, 0, 0, 0)";
  while (bg && (back = getComputedStyle(bg).backgroundColor) === "rgba(0, 0, 0, 0)") {
    bg = bg.parentElement;
  }
  const r = n.getBoundingClientRect();
  return {label: n.getAttribute("aria-label"), text: n.innerText, rank: n.dataset.rank,
          suit: n.dataset.suit, color: s.color, back, pipColor: pip.color, pip: pip.content,
          opacity: s.opacity, disabled: n.disabled === true, font: parseFloat(s.fontSize),
          left: r.left, right: r.right, width: n.offsetWidth, height: n.offsetHeight,
          clipped: n.scrollWidth > n.clientWidth + 1};
})"""


def luminance(css: str) -> float:
    """The relative luminance (WCAG 2.2) of a CSS rgb() colour."""
    numbers = [float(x) for x in re.findall(r"[\d.]+", css)[:3]]
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4
           for c in numbers]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def booted_game(booted: Booted, game: str, screen: str = "desktop", init: str = "") -> Page:
    """The worker's booted page of ``game`` with the set deal of its own browser module
    (``PlayPage.start``) started on it as a player would."""
    play = play_of(game)
    page = booted.page(path(game), play.waiting, screen, init)
    if init == WATCH:
        page.evaluate("window.__refused = []")
    play.start(page)
    return page


def open_game(page: Page, base_url: str, game: str, lang: str = "en") -> None:
    page.goto(base_url + path(game, lang))
    wait(page, game)


def faces(page: Page, selector: str) -> list[dict[str, Any]]:
    """The faces of ``selector`` once every card has come to rest."""
    page.wait_for_function(
        "() => !document.getAnimations().some((a) => a.id.startsWith('play-'))", timeout=READY)
    return page.locator(selector).evaluate_all(FACES)  # type: ignore[no-any-return]


# --- every game's page -------------------------------------------------------------------

@pytest.mark.parametrize("game", PLAY_GAMES)
def test_every_play_page_is_known_to_the_tests(game: str) -> None:
    """Each game with a play page (``Game.web``) has it where the site puts it, and its own
    browser module says what the tests of every game's page need of it (``PLAY``)."""
    assert (DOCS / f"{path(game).rstrip('/')}.md").exists(), path(game)
    play = play_of(game)
    assert play.link.startswith("#rules=") and play.mid_game > 0


def test_a_play_page_without_its_games_module_fails_saying_so() -> None:
    """A game whose browser module is missing is not left out in silence."""
    with pytest.raises(pytest.fail.Exception, match=r"tests/browser/test_nogame_play\.py"):
        play_of("nogame")


# --- cards drawn as cards ---------------------------------------------------------------

def check_face(face: dict[str, Any]) -> None:
    """A card face a player can read on a phone: its name in the corner, its suit in the
    middle, dark or red text on a white card at 4.5:1 or more, and its words for a screen
    reader as before."""
    assert face["text"] == face["rank"] + face["suit"] and face["suit"] in "♣♦♥♠"
    assert face["pip"] == f'"{face["suit"]}"'
    assert face["label"] and face["label"] != face["text"]          # the words, not the symbols
    assert face["font"] >= 15 and face["height"] >= 44 and not face["clipped"]
    assert face["left"] >= 0 and face["right"] <= PHONE["width"]
    assert contrast(face["color"], face["back"]) >= 4.5
    assert contrast(face["pipColor"], face["back"]) >= 4.5


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_cards_are_card_faces_readable_on_a_phone(booted: Booted, game: str) -> None:
    """Hand and table show the same card face, readable at 375 px, in both suit colours."""
    phone = booted_game(booted, game, "phone")
    root, trick_zone = widget(game), play_of(game).trick
    playable: list[dict[str, Any]] = []
    trick: list[dict[str, Any]] = []
    for _ in range(40):                   # until the hand may be played and a trick is shown
        hand = faces(phone, f"{root} .play-hand .card-button")
        assert all(f["label"] for f in hand)
        playable = playable or [f for f in hand if not f["disabled"]]
        trick = faces(phone, f"{root} {trick_zone} .card-face--table")
        if playable and trick:
            break
        decide(phone, game)
    assert playable and trick
    for face in playable + faces(phone, f"{root} .card-face--table:not(.card-button)"):
        check_face(face)
    # the hand and the trick show one component, of one size
    assert len({(f["width"], f["height"]) for f in trick + playable}) == 1
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_both_suit_colours_pass_on_the_card_face(booted: Booted) -> None:
    """The red and the black of the faces, measured on the white of the card."""
    phone = booted_game(booted, "penneech", "phone")
    seen = {}
    for face in faces(phone, ".penneech-play .card-face"):
        seen["red" if face["suit"] in "♦♥" else "black"] = face
    new_penneech_game(phone, None)
    for face in faces(phone, ".penneech-play .card-face"):
        seen["red" if face["suit"] in "♦♥" else "black"] = face
    assert set(seen) == {"red", "black"}
    for face in seen.values():
        assert contrast(face["color"], face["back"]) >= 4.5


# --- cards that move ----------------------------------------------------------------------

#: Every move the page starts from now on, by its name, recorded as it starts.
RECORD_MOVES = """() => { window.__moves = [];
  if (window.__movesWatched) return;                 // a page kept from an earlier test
  window.__movesWatched = true;
  new MutationObserver(() => document.getAnimations()
    .filter((a) => a.id.startsWith("play-"))
    .forEach((a) => window.__moves.push({id: a.id, delay: a.effect.getTiming().delay})))
  .observe(document.querySelector("[data-mounted]"), {attributes: true,
           attributeFilter: ["data-animations"]}); }"""


def moves(page: Page) -> list[dict[str, Any]]:
    return page.evaluate("window.__moves")  # type: ignore[no-any-return]


def test_the_computers_card_and_the_finished_trick_move(booted: Booted) -> None:
    """A card played moves to the trick; the finished trick goes to its winner after a pause,
    while it stays on the table to be read until the next move; the policy refuses nothing."""
    page = booted_game(booted, "penneech", init=WATCH)
    new_penneech_game(page, 7)
    page.evaluate(RECORD_MOVES)
    for _ in range(8):
        play_one(page)
        if {"play-card-move", "play-trick-gather"} <= {m["id"] for m in moves(page)}:
            break
    assert {"play-card-move", "play-trick-gather"} <= {m["id"] for m in moves(page)}
    # the trick goes to its winner only after a pause in which it can be read
    assert min(m["delay"] for m in moves(page) if m["id"] == "play-trick-gather") >= 900
    # its copies are hidden from screen readers, and gone when they arrive; the trick
    # itself stays on the table
    page.wait_for_function("() => !document.querySelector('.card-ghost')", timeout=READY)
    expect(page.locator(".play-last .card")).to_have_count(2)
    assert page.evaluate("window.__refused") == []


def test_the_other_seats_cards_arrive_one_after_the_other(booted: Booted) -> None:
    """At a table of five the computers' cards come to the trick in turn, not all at once."""
    page = booted_game(booted, "pippip", init=WATCH)
    new_pippip_game(page, 3, level="random")
    page.evaluate(RECORD_MOVES)
    delays: set[float] = set()
    for _ in range(6):
        decide_pippip(page)
        delays = {m["delay"] for m in moves(page) if m["id"] == "play-card-move"}
        if len(delays) > 2:
            break
    assert len(delays) > 2
    assert page.evaluate("window.__refused") == []


#: Count, frame by frame, the table's moves running on the page (from now on).
COUNT_MOVES = """() => {
  window.__moved = 0;
  if (window.__counting) return;
  window.__counting = true;
  const count = () => { window.__moved += document.getAnimations()
                          .filter((a) => a.id.startsWith("play-")).length;
                        requestAnimationFrame(count); };
  requestAnimationFrame(count);
}"""


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_nothing_moves_under_reduced_motion(booted: Booted, game: str) -> None:
    """A reader who asks for less motion sees the same table without any move, and the last
    trick still shown. The page asks for the reader's wish at each move, so the wish is
    made on the worker's booted page, from the start of a new game on."""
    play = play_of(game)
    page = booted.page(path(game), play.waiting, "desktop")
    page.wait_for_function(      # no move left from before
        "() => !document.getAnimations().some((a) => a.id.startsWith('play-'))", timeout=READY)
    page.emulate_media(reduced_motion="reduce")
    try:
        page.evaluate(COUNT_MOVES)
        moves_before = page.get_attribute(widget(game), "data-animations")
        play.start(page)
        last = page.locator(f"{play.last} .card-face--table")
        for done in range(40):      # five decisions at least, and until a trick is gathered
            if done >= 5 and last.count() >= 2:
                break
            decide(page, game)
        assert page.get_attribute(widget(game), "data-animations") == moves_before
        assert page.evaluate("window.__moved") == 0
        assert page.locator(".card-ghost").count() == 0
        assert last.count() >= 2
    finally:
        page.emulate_media(reduced_motion="null")


# --- the loading bar ----------------------------------------------------------------------

RECORD_STAGES = """window.__stages = [];
new MutationObserver((ms) => ms.forEach((m) => window.__stages.push(m.target.dataset.stage)))
  .observe(document, {attributes: true, subtree: true, attributeFilter: ["data-stage"]});"""


@pytest.mark.parametrize(("game", "lang"), [(game, ("en", "de")[i % 2])
                                             for i, game in enumerate(PLAY_GAMES)])
def test_a_progress_bar_says_what_is_loading_until_done(fresh: Fresh, base_url: str,
                                                        game: str, lang: str) -> None:
    """While the runtime, the engine and the game load, a progress bar with a name says
    which; it fills in order and is done when the game can be played."""
    page = fresh.page(PHONE)
    page.add_init_script(RECORD_STAGES)
    page.goto(base_url + path(game, lang))
    words = "Python-Laufzeit" if lang == "de" else "Python runtime"
    bar = page.get_by_role("progressbar", name=re.compile(words))
    expect(bar).to_be_visible(timeout=READY)
    assert "1" in (bar.get_attribute("aria-valuetext") or "")
    wait(page, game)
    box = page.locator(".play-progress")
    expect(box).to_have_attribute("data-stage", "done")
    expect(box).to_be_hidden()
    assert page.evaluate("document.querySelector('.play-progress progress').value") == 3
    stages = page.evaluate("window.__stages")
    assert stages[-1] == "done"
    order = ["runtime", "engine", "game", "done"]
    assert [order.index(s) for s in stages] == sorted(order.index(s) for s in stages)


# --- statistics ---------------------------------------------------------------------------

def stats_rows(page: Page, widget: str) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = page.locator(f"{widget} .play-stats-table tbody tr").evaluate_all(
        """rows => rows.map((r) => ({level: r.dataset.level, rules: r.dataset.rules,
            played: r.querySelector('[data-played]').dataset.played,
            won: r.querySelector('[data-won]').dataset.won}))""")
    return rows


def test_a_finished_game_counts_once_survives_a_reload_and_resets(fresh: Fresh,
                                                                  base_url: str) -> None:
    """One deal of Piquet played to its end counts once, as won or not as the page said;
    a reload shows it again without counting it twice; Reset asks first, then clears."""
    page = fresh.page(DESKTOP)
    open_game(page, base_url, "piquet")
    expect(page.locator(".piquet-play .play-stats")).to_contain_text("No finished game yet")
    new_piquet_game(page, 11, level="random", horizon="deal")
    play_piquet_to_the_end(page)
    won = page.locator(".play-end-title").inner_text() == "You win the deal!"
    expected = [{"level": "random", "rules": "portland|deal", "played": "1",
                 "won": "1" if won else "0"}]
    assert stats_rows(page, ".piquet-play") == expected
    expect(page.locator(".piquet-play .play-stats-table")).to_contain_text("one deal")
    page.reload()
    wait_piquet(page)
    assert stats_rows(page, ".piquet-play") == expected
    # another game of the same kind adds to the same row
    new_piquet_game(page, 12, level="random", horizon="deal")
    play_piquet_to_the_end(page)
    rows = stats_rows(page, ".piquet-play")
    assert len(rows) == 1 and rows[0]["played"] == "2"
    # Reset asks first; "Keep them" keeps them
    page.click("#pq-stats-reset")
    expect(page.locator("#pq-stats-ask")).to_be_visible()
    expect(page.locator("#pq-stats-no")).to_be_focused()
    page.click("#pq-stats-no")
    assert len(stats_rows(page, ".piquet-play")) == 1
    page.click("#pq-stats-reset")
    page.click("#pq-stats-yes")
    expect(page.locator(".piquet-play .play-stats")).to_contain_text("No finished game yet")
    # Reset is now disabled (nothing to reset): the focus stays in the statistics, on
    # their title, not lost to the page (player review S3-7)
    expect(page.locator("#pq-stats-reset")).to_be_disabled()
    expect(page.locator("#pq-stats-title")).to_be_focused()
    page.reload()
    wait_piquet(page)
    assert stats_rows(page, ".piquet-play") == []


@pytest.mark.parametrize("stored", [
    "not json", "[]", '{"v": 1, "rows": "x", "seen": []}', '{"v": 99, "rows": [], "seen": []}',
    '{"v": 1, "rows": ['
    '{"game": "pippip", "level": "random", "rules": "pagat", "played": 2, "won": 5},'
    ' {"game": "pippip", "level": "random", "rules": "pagat", "played": -1, "won": 0},'
    ' {"game": "pippip", "level": "random", "rules": "pagat", "played": 1.5, "won": 0},'
    ' "row", null, {"game": "pippip", "level": "random", "rules": "pagat", "played": 4, "won": 1}],'
    ' "seen": [3, "pippip:00"]}'])
def test_bad_stored_statistics_are_dropped_safely(fresh: Fresh, base_url: str,
                                                  stored: str) -> None:
    """What is stored but not as the page writes it is dropped, and the page plays on."""
    page = fresh.page(DESKTOP)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(f"localStorage.setItem({STATS_KEY!r}, {stored!r});")
    open_game(page, base_url, "pippip")
    rows = stats_rows(page, ".pippip-play")
    good = [{"level": "random", "rules": "pagat", "played": "4", "won": "1"}]
    assert rows == (good if '"played": 4' in stored else [])
    assert errors == []
    decide_pippip(page)                                              # it still plays
    assert errors == []
