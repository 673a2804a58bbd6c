"""The same deal under another reading in a real browser: a quick game finished on a play
page (All-Fours, a single deal), its end's link *Play it under another reading* opened, another
rule set chosen and played with the keyboard alone, both games shown side by side with the
point where they part, as the engine finds it (``penneech.core.rereading``); what a screen
reader hears; no serious or critical axe finding in English and German."""

from __future__ import annotations

import base64
import re
import zlib
from typing import Any

import pytest
from conftest import AXE, Booted, Fresh
from play_pages import READY
from playwright.sync_api import Page, expect
from site_helpers import DESKTOP
from test_accessibility import FAILING, RUN_AXE, findings
from test_allfours_play import booted_play, new_game, play_to_the_end

from penneech.core.rereading import Played, reread

pytestmark = pytest.mark.browser
ROOT = ".reread"


def record_of(href: str) -> str:
    """The record a link carries after ``#record=z`` (record-link.js: deflate-raw, then
    base64url)."""
    value = href.split("#record=", 1)[1]
    assert value.startswith("z")
    data = value[1:] + "=" * (-len(value[1:]) % 4)
    return zlib.decompress(base64.urlsafe_b64decode(data), wbits=-15).decode("utf-8")


def finished_game_link(booted: Booted, lang: str = "en") -> str:
    """A single deal of All-Fours played to its end on the play page; the end's link to
    the other reading, once it carries the record."""
    page = booted_play(booted, lang)
    new_game(page, 9, "cotton1674", level="random", horizon="deal")
    play_to_the_end(page)
    link = page.locator(".play-end .play-reread-link")
    expect(link).to_have_count(1)
    expect(link).to_have_attribute("href", re.compile(r"#record=z"),
                                   timeout=READY)
    href = link.get_attribute("href")
    assert href is not None
    return href


def won_by(game: Played) -> str:
    """Who won one of the two games, as the page says it: the winners by the rules; with
    none (a single deal short of the game), who is ahead on points, or a draw if nobody."""
    seats = len(game.points)

    def name(seat: int) -> str:
        return "You" if seat == 0 else f"Computer {seat}" if seats > 2 else "Computer"

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


def open_reading(fresh: Fresh, href: str) -> Page:
    page = fresh.page(DESKTOP)
    page.add_init_script(path=AXE)
    page.goto(href)
    page.wait_for_selector(f"{ROOT}[data-read='1'][data-busy='0']", timeout=READY)
    return page


def axe_clean(page: Page) -> None:
    violations: list[dict[str, Any]] = page.evaluate(RUN_AXE)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, f"{page.url}:\n{findings(failing)}"


#: The play page whose quick game (a single deal) the tests finish; the parameter puts the
#: tests with that game's other tests that share its booted pages (``tests/conftest.py``).
ON = pytest.mark.parametrize("game", ["allfours"])


@ON
def test_a_finished_game_under_another_rule_set_with_the_keyboard(
        booted: Booted, fresh: Fresh, game: str) -> None:
    """From the end of a game, the other reading: the link's record read, another rule set
    chosen and played with the keyboard alone; both games, their final scores and each deal
    side by side, the parting point said in words where the engine finds it, announced to a
    screen reader; links to download the new record and to open either game in the replay
    viewer; the expert's decisions marked in words."""
    href = finished_game_link(booted)
    record = record_of(href)
    assert record.startswith("All-Fours record 1") and "Result:" in record
    page = open_reading(fresh, href)
    status = page.locator(f"{ROOT} .play-status")
    expect(status).to_have_text("The record of the link was read.")
    expect(page.locator("#rr-about")).to_contain_text("A finished game of All-Fours")
    axe_clean(page)

    tab_to(page, "rr-change")
    first = page.eval_on_selector("#rr-change", "s => s.value")
    page.keyboard.press("ArrowDown")
    chosen = page.eval_on_selector("#rr-change", "s => s.value")
    assert chosen != first and chosen.startswith("preset:")
    tab_to(page, "rr-go")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT}[data-shown='1'][data-busy='0']", timeout=READY)

    preset = chosen.removeprefix("preset:")
    expected = reread(record, preset)
    parting = page.locator("#rr-parting")
    if expected.parting is None:
        expect(parting).to_have_text("Nowhere: under this reading the game goes exactly as "
                                     "it went.")
    else:
        p = expected.parting
        place = f"Deal {p.deal}, " + (f"trick {p.trick}" if p.phase == "play"
                                      else f"after trick {p.trick - 1}" if p.trick > 1
                                      else "before the first trick is won")
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
    expect(final.locator("tr", has_text="Won by")).to_have_text(
        "Won by" + won_by(expected.original) + won_by(expected.reread))
    expect(page.locator(".rr-kept")).to_contain_text(
        f"{expected.kept} kept as you took them; {expected.by_expert} taken by the expert")
    expect(page.locator(".rr-expert")).to_have_count(
        sum(1 for d in expected.reread.deals for t in d.tricks for s, c in t.plays
            if s == 0 and any(st.mark == "expert" and st.action == c and st.phase == "play"
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


@ON
def test_the_german_page_reads_and_shows_the_other_reading(booted: Booted, fresh: Fresh,
                                                           game: str) -> None:
    """The same in German: the end's link in German leads to the German page, whose words,
    menus and results are German, with no serious or critical axe finding."""
    href = finished_game_link(booted, "de")
    assert "/de/reread/#record=z" in href
    page = open_reading(fresh, href)
    expect(page.locator(f"{ROOT} .play-status")).to_have_text(
        "Das Protokoll aus dem Link wurde gelesen.")
    axe_clean(page)
    page.select_option("#rr-change", index=0)
    page.click("#rr-go")
    page.wait_for_selector(f"{ROOT}[data-shown='1'][data-busy='0']", timeout=READY)
    expect(page.locator("#rr-results-title")).to_have_text(
        "3. Die beiden Partien nebeneinander")
    expect(page.locator(".rr-final caption")).to_have_text("Endstand")
    axe_clean(page)


def test_a_game_in_progress_is_refused_in_words(fresh: Fresh, base_url: str) -> None:
    """Fair play: a pasted record of a game that has not ended is refused, saying why, and
    no game is shown."""
    page = fresh.page(DESKTOP)
    page.goto(base_url + "reread/")
    page.fill("#rr-text", "All-Fours record 1\nRules: cotton1674\nSeed: 3\n\n"
                          "first_dealer first:1\n")
    page.click("#rr-read")
    expect(page.locator(f"{ROOT} .play-message")).to_contain_text("not finished",
                                                                 timeout=READY)
    expect(page.locator(".rr-reading")).to_be_hidden()
    expect(page.locator(".rr-results")).to_be_hidden()
