"""The same deal under another reading in a real browser: on every game's play page, the set
deal its own browser module starts (``PLAY``, ``tests/browser/play_pages.py``) finished, its
end's link *Play it under another reading* opened, another rule set chosen and played with the
keyboard alone, both games shown side by side with the point where they part, as the engine
finds it (``penneech.core.rereading``); what a screen reader hears; no serious or critical
axe finding in English and German.

The tests share the worker's booted pages (``booted``): the play pages, and the page of the
other reading, on which each test follows its link in the page's own tab (only the address's
fragment changes, so the page stays loaded and reads the new record in place of the one read
before)."""

from __future__ import annotations

import base64
import importlib
import re
import zlib

import pytest
from conftest import Booted
from play_pages import PLAY_GAMES, READY, module_of, path, play_of, wait
from playwright.sync_api import Page, expect
from site_tour import FAILING, at_rest, findings

from penneech.core import replay
from penneech.core.rereading import Played, reread
from penneech.games import GAMES

pytestmark = pytest.mark.browser
ROOT = ".reread"
#: How long the page may take to play the game again under the other reading, the expert
#: deciding for you wherever your decision cannot stand (a cap for a busy machine). The
#: engine says it is working after each decision, so the page's watchdog, which takes an
#: engine silent for 45 seconds for dead, lets a long reading finish.
PLAYED = 300_000


def record_of(href: str) -> str:
    """The record a link carries after ``#record=z`` (record-link.js: deflate-raw, then
    base64url)."""
    value = href.split("#record=", 1)[1]
    assert value.startswith("z")
    data = value[1:] + "=" * (-len(value[1:]) % 4)
    return zlib.decompress(base64.urlsafe_b64decode(data), wbits=-15).decode("utf-8")


def finished_game_link(booted: Booted, game: str, lang: str = "en") -> str:
    """The set deal of ``game``'s own browser module (``PlayPage.start``: the random
    computer) played to its end on the game's booted play page, as a player would (the
    module's ``play_to_the_end``); the end's link to the other reading, once it carries the
    record."""
    page = booted.page(path(game, lang), play_of(game).waiting, "desktop")
    play_of(game).start(page)
    wait(page, game)
    importlib.import_module(module_of(game).rsplit("/", 1)[-1]).play_to_the_end(page)
    link = page.locator(".play-end .play-reread-link")
    expect(link).to_have_count(1)
    expect(link).to_have_attribute("href", re.compile(r"#record=z"),
                                   timeout=READY)
    href = link.get_attribute("href")
    assert href is not None
    return href


def won_by(game: Played, names: list[str]) -> str:
    """Who won one of the two games, as the page says it, each seat by ``names`` (the
    replay viewer's): the winners by the rules; with none (a single deal short of the
    game), who is ahead on points, or a draw if nobody."""
    seats = len(game.points)

    def name(seat: int) -> str:
        return names[seat]

    if game.winners:
        return ", ".join(map(name, game.winners))
    best = max(game.points)
    ahead = [s for s, p in enumerate(game.points) if p == best]
    if len(ahead) == seats:
        return "nobody (a draw)"
    return "no winner by the rules; ahead on points: " + ", ".join(map(name, ahead))


def tab_to(page: Page, element_id: str, limit: int = 300) -> None:
    """Press Tab until the element ``element_id`` has the focus, as a keyboard user does."""
    for _ in range(limit):
        if page.evaluate("() => document.activeElement && document.activeElement.id") \
                == element_id:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"#{element_id} was not reached with Tab")


def reading_page(booted: Booted, lang: str = "en") -> Page:
    """The worker's page of the other reading in ``lang``, loaded (its engine starts with
    the first record it reads)."""
    return booted.page(("de/" if lang == "de" else "") + "reread/", "#rr-file")


def open_reading(booted: Booted, href: str, lang: str = "en") -> Page:
    """Follow ``href`` in the tab of the page of the other reading, and wait until the page
    has read its record: the record in the box, and the page at rest."""
    page = reading_page(booted, lang)
    if page.url == href:      # the same address again is no new link: leave it first
        page.goto(href.split("#", 1)[0] + "#")
    page.goto(href)
    expect(page.locator("#rr-text")).to_have_value(record_of(href), timeout=READY)
    page.wait_for_selector(f"{ROOT}[data-read='1'][data-busy='0']", timeout=READY)
    return page


def played(page: Page) -> None:
    """Wait until the page has played the game under the reading chosen and shows both."""
    page.wait_for_selector(f"{ROOT}[data-busy='0']", timeout=PLAYED)
    expect(page.locator(f"{ROOT} .play-message")).to_have_text("")     # no refusal
    page.wait_for_selector(f"{ROOT}[data-shown='1'][data-busy='0']", timeout=READY)


def axe_clean(page: Page) -> None:
    violations = at_rest(page)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, f"{page.url}:\n{findings(failing)}"


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_a_finished_game_under_another_rule_set_with_the_keyboard(
        booted: Booted, game: str) -> None:
    """From the end of a game, the other reading: the link's record read, another rule set
    chosen and played with the keyboard alone; both games, their final scores and each deal
    side by side, the parting point said in words where the engine finds it, announced to a
    screen reader; links to download the new record and to open either game in the replay
    viewer; the expert's decisions marked in words."""
    href = finished_game_link(booted, game)
    record = record_of(href)
    g = GAMES[game]
    assert record.startswith(g.magic + "\n")
    read = g.parse_record(record)
    assert read.final_state().is_terminal()                       # a finished game
    # the result written in its header, by the games whose records write one
    assert ("\nResult: " in record) == bool(getattr(type(read), "WRITES_RESULT", False))
    page = open_reading(booted, href)
    status = page.locator(f"{ROOT} .play-status")
    expect(status).to_have_text("The record of the link was read.")
    expect(page.locator("#rr-about")).to_contain_text(f"A finished game of {g.name.en}")
    axe_clean(page)

    tab_to(page, "rr-change")
    first = page.eval_on_selector("#rr-change", "s => s.value")
    page.keyboard.press("ArrowDown")
    chosen = page.eval_on_selector("#rr-change", "s => s.value")
    assert chosen != first and chosen.startswith("preset:")
    tab_to(page, "rr-go")
    page.keyboard.press("Enter")
    played(page)

    preset = chosen.removeprefix("preset:")
    expected = reread(record, preset)
    parting = page.locator("#rr-parting")
    if expected.parting is None:
        expect(parting).to_have_text("Nowhere: under this reading the game goes exactly as "
                                     "it went.")
    else:
        p = expected.parting
        word = expected.game.deal_word                 # "deal", or the game's own ("hand")
        place = f"{word[:1].upper()}{word[1:]} {p.deal}, " + (
            f"trick {p.trick}" if p.phase == "play" else f"after trick {p.trick - 1}"
            if p.trick > 1 else "before the first trick is won")
        expect(parting).to_contain_text(place)
        for name in p.said("en"):       # in words, as the replay viewer says a step
            if name is not None and p.kind != "points":
                expect(parting).to_contain_text(name)
        expect(page.locator(f"#rr-deal-{p.deal}")).to_contain_text("Parting point")
    expect(page.locator("#rr-results-title")).to_be_focused()
    expect(status).to_contain_text("The two games are shown. Where they part:")
    final = page.locator(".rr-final")
    expect(final).to_contain_text(
        f"You{expected.original.points[0]}{expected.reread.points[0]}")
    # every seat named as the play page and the replay viewer name it
    names = replay.record_seat_names(read.headers, len(expected.original.points), "en")
    for seat, name in enumerate(names):
        expect(final.locator("th[scope='row']").nth(seat)).to_have_text(name)
    expect(final.locator("tr", has_text="Won by")).to_have_text(
        "Won by" + won_by(expected.original, names) + won_by(expected.reread, names))
    # your decisions counted where you had a choice, as the replay viewer counts them
    kept = page.locator(".rr-kept")
    expect(kept).to_contain_text(
        f"Your decisions (where you had a choice): {expected.original_decisions} in your "
        f"game, {expected.kept + expected.by_expert} under the other reading; of these, "
        f"{expected.kept} kept as you took them and {expected.by_expert} taken by the expert")
    assert expected.original_decisions == len(replay.read(record).decisions(0))
    if expected.forced:
        expect(kept).to_contain_text(f" {expected.forced} more action")
    expect(page.locator(".rr-expert")).to_have_count(      # your cards the expert chose
        sum(1 for d in expected.reread.deals for t in d.tricks for s, c in t.plays
            if s == 0 and any(st.mark == "expert" and st.decision and st.action == c
                              and st.phase == "play" and st.deal == d.deal
                              for st in expected.reread.steps)))
    expect(page.locator(".rr-marked li")).to_have_count(expected.by_expert)
    original_link = page.get_attribute("#rr-replay-original", "href") or ""
    reread_link = page.get_attribute("#rr-replay-reread", "href") or ""
    assert original_link.startswith("../replay/#record=z")
    assert record_of(original_link) == record
    assert record_of(reread_link) == expected.record
    axe_clean(page)
    with page.expect_download() as download:
        page.click("#rr-download")
    assert download.value.path().read_text(encoding="utf-8") == expected.record


@pytest.mark.parametrize("game", PLAY_GAMES[-1:])
def test_the_german_page_reads_and_shows_the_other_reading(booted: Booted, game: str) -> None:
    """The same in German: the end's link in German leads to the German page, whose words,
    menus and results are German, with no serious or critical axe finding."""
    href = finished_game_link(booted, game, "de")
    assert "/de/reread/#record=z" in href
    page = open_reading(booted, href, "de")
    expect(page.locator(f"{ROOT} .play-status")).to_have_text(
        "Das Protokoll aus dem Link wurde gelesen.")
    axe_clean(page)
    page.select_option("#rr-change", index=0)
    page.click("#rr-go")
    played(page)
    expect(page.locator("#rr-results-title")).to_have_text(
        "3. Die beiden Partien nebeneinander")
    expect(page.locator(".rr-final caption")).to_have_text("Endstand")
    axe_clean(page)


def test_a_game_in_progress_is_refused_in_words(booted: Booted) -> None:
    """Fair play: a pasted record of a game that has not ended is refused, saying why, and
    no game is shown (nor any game read before)."""
    page = reading_page(booted)
    page.fill("#rr-text", "All-Fours record 1\nRules: cotton1674\nSeed: 3\n\n"
                          "first_dealer first:1\n")
    page.click("#rr-read")
    expect(page.locator(f"{ROOT} .play-message")).to_contain_text("not finished",
                                                                 timeout=READY)
    expect(page.locator(".rr-reading")).to_be_hidden()
    expect(page.locator(".rr-results")).to_be_hidden()
