"""The play page in a real browser: games by mouse and keyboard, options, persistence,
share links, records, sample hands, and no request leaving 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, expect

from penneech import web

pytestmark = pytest.mark.browser
READY = 90_000


@pytest.fixture
def requests(page: Page) -> Iterator[list[str]]:
    """Every URL the page requests, checked at the end to stay on 127.0.0.1."""
    seen: list[str] = []
    page.on("request", lambda r: seen.append(r.url))
    yield seen
    for url in seen:
        host = urlparse(url).hostname
        assert url.startswith(("data:", "blob:")) or host == "127.0.0.1", f"request to {url}"


def open_play(page: Page, base_url: str, lang: str = "en", fragment: str = "") -> None:
    path = "de/play/" if lang == "de" else "play/"
    page.goto(base_url + path + fragment)
    page.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button", timeout=READY)


def new_game(page: Page, seed: int, level: str = "random", rules: dict[str, str] | None = None
             ) -> None:
    page.select_option("#play-level", level)
    for option, value in (rules or {}).items():
        page.select_option(f"#play-opt-{option}", value)
    page.fill("#play-seed", str(seed))
    page.click("#play-new")
    page.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button", timeout=READY)


def hand_names(page: Page) -> list[str]:
    return page.locator(".play-hand button").all_inner_texts()


def enabled_cards(page: Page) -> int:
    return page.locator(".play-hand button:not([disabled])").count()


def play_one(page: Page) -> None:
    """Take one decision like a player: keep a poor hand, else the first playable card."""
    keep = page.locator("#play-keep")
    if keep.count():
        keep.click()
    else:
        page.locator(".play-hand button:not([disabled])").first.click()
    page.wait_for_selector(".penneech-play[data-busy='0']", timeout=READY)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_complete_game_by_clicking(page: Page, base_url: str, requests: list[str],
                                     lang: str) -> None:
    open_play(page, base_url, lang)
    new_game(page, 5)
    for _ in range(400):
        if page.locator(".penneech-play[data-over='1']").count():
            break
        play_one(page)
    assert page.locator(".penneech-play[data-over='1']").count() == 1
    status = page.locator(".play-status").inner_text()
    words = ("win", "wins") if lang == "en" else ("gewinnen", "gewinnt")
    assert any(w in status for w in words)
    log = page.locator(".play-log li")
    assert log.count() > 5
    # The cribbage board: the winner's front peg stands in the game hole (C17, 61 is the game).
    hole = page.locator(".play-scoreboard .hole--game")
    at_game = [peg for peg in page.locator(".play-scoreboard .peg:not(.peg--back)").all()
               if (peg.get_attribute("cx"), peg.get_attribute("cy"))
               == (hole.get_attribute("cx"), hole.get_attribute("cy"))]
    assert len(at_game) == 1
    scores = [int(text.rsplit(" ", 1)[1]) for text
              in page.locator(".play-score-key").all_inner_texts()]
    assert max(scores) >= 61 > min(scores)
    if lang == "de":
        assert "Stich" in page.locator(".play-log").inner_text()


def test_switching_an_option_changes_the_playable_cards(page: Page, base_url: str,
                                                        requests: list[str]) -> None:
    """Deal 4: the human must follow suit under McLeod's rules but may play any of seven
    cards under free play; the page enables exactly the cards the engine allows."""
    expected = {rule: len(json.loads(web.new_game(f"mcleod,follow={rule}", 4, "random"))["legal"])
                for rule in ("must_follow", "free")}
    assert expected["must_follow"] != expected["free"]
    open_play(page, base_url)
    for rule in ("must_follow", "free"):
        new_game(page, 4, rules={"follow": rule})
        assert enabled_cards(page) == expected[rule]


def test_side_by_side_sample_hand_shows_both_readings(page: Page, base_url: str,
                                                      requests: list[str]) -> None:
    """On the rules page, without the engine: step through the tricks, then set another
    reading beside McLeod's; the page shows what the engine computed at build time."""
    page.goto(base_url + "rules/")
    sample = page.locator(".sample-hand")
    sides = sample.locator(".compare-side")
    assert sides.count() == 2
    rows = sides.nth(0).locator("tbody tr")
    assert rows.count() == 7 and sides.nth(0).locator("tbody tr:visible").count() == 1
    page.click("[data-step='next']")
    assert sides.nth(0).locator("tbody tr:visible").count() == 2
    assert "2/7" in page.locator(".compare-step").inner_text()
    expected = json.loads(web.compare(29, "mcleod", "parlett"))
    page.select_option(".sample-hand__choose select", "parlett")
    expect(sides.nth(1).locator("h4")).to_contain_text("Parlett")
    total = sides.nth(1).locator(".compare-total").get_attribute("data-points")
    assert total == " ".join(str(x) for x in expected["points"][1])
    assert sides.nth(0).locator("tbody tr:visible").count() == 2      # still at trick 2
    assert "b=parlett" in (page.locator(".sample-hand__play").get_attribute("href") or "")
    assert not [u for u in requests if "/pyodide/" in u]


def test_a_shared_sample_link_plays_any_pair_of_readings(page: Page, base_url: str,
                                                         requests: list[str]) -> None:
    """A link naming a deal and two readings: the engine (in the browser) plays them."""
    rules_b = "martin,honours_to=holder"
    expected = json.loads(web.compare(7, "mcleod", rules_b))
    page.goto(base_url + f"play/#sample=7&a=mcleod&b={rules_b}")
    page.wait_for_selector(".sample-hand[data-ready='1']", timeout=READY)
    sides = page.locator(".sample-hand .compare-side")
    expect(sides.nth(1).locator("h4")).to_contain_text("Martin")
    expect(sides.nth(1).locator("h4")).to_contain_text("The player who held it")
    for i in (0, 1):
        total = sides.nth(i).locator(".compare-total").get_attribute("data-points")
        assert total == " ".join(str(x) for x in expected["points"][i])
    assert page.locator(".sample-explanation li").count() == len(expected["explanation"])


def test_a_reload_resumes_the_game_and_a_corrupt_save_is_discarded(
        page: Page, base_url: str, requests: list[str]) -> None:
    open_play(page, base_url)
    new_game(page, 9)
    for _ in range(3):
        play_one(page)
    before = (hand_names(page), page.locator(".play-scoreboard").get_attribute("aria-label"))
    page.reload()
    page.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button", timeout=READY)
    after = (hand_names(page), page.locator(".play-scoreboard").get_attribute("aria-label"))
    assert after == before
    expect(page.locator(".play-message")).to_contain_text("restored")
    page.evaluate("localStorage.setItem('penneech-game', '{\"v\":1,\"record\":\"garbage\"}')")
    page.reload()
    page.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button", timeout=READY)
    expect(page.locator(".play-message")).to_contain_text("discarded")
    page.evaluate("localStorage.setItem('penneech-game', 'not json at all')")
    page.reload()
    page.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button", timeout=READY)
    expect(page.locator(".play-message")).to_contain_text("discarded")


def test_a_share_link_deals_the_same_cards(page: Page, base_url: str,
                                           requests: list[str]) -> None:
    rules = "martin,target=91"
    expected = json.loads(web.new_game(rules, 123, "random"))
    open_play(page, base_url, fragment="#rules=martin%2Ctarget%3D91&seed=123&level=random")
    assert hand_names(page) == [c["name"] for c in expected["hand"]]
    assert page.locator("#play-opt-target").input_value() == "91"
    page.click("#play-share")
    link = page.locator("#play-share-url").input_value()
    assert "seed=123" in link and "level=random" in link


def test_a_downloaded_record_loads_back(page: Page, base_url: str, requests: list[str],
                                        tmp_path: Path) -> None:
    open_play(page, base_url)
    new_game(page, 17)
    for _ in range(4):
        play_one(page)
    before = hand_names(page)
    with page.expect_download() as info:
        page.click("#play-download")
    path = tmp_path / "game.txt"
    info.value.save_as(path)
    assert path.read_text(encoding="utf-8").startswith("Penneech record 1")
    new_game(page, 18)
    page.set_input_files("#play-load", str(path))
    page.wait_for_function(f"document.querySelectorAll('.play-hand button').length == "
                           f"{len(before)}", timeout=READY)
    expect(page.locator(".play-hand")).to_have_text("".join(before))


def test_keyboard_only_play(page: Page, base_url: str, requests: list[str]) -> None:
    open_play(page, base_url)
    new_game(page, 4)
    first = page.locator(".play-hand button:not([disabled])").first
    label = first.get_attribute("aria-label")
    assert label and " of " in label
    first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".penneech-play[data-busy='0']", timeout=READY)
    assert page.locator(".play-log li, .play-last .card").count() > 0
    page.locator("#play-level").focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "play-preset"


@pytest.mark.parametrize("path", ["rules/", "de/rules/", "variants/", "cotton/", ""])
def test_reading_pages_do_not_load_pyodide(page: Page, base_url: str, requests: list[str],
                                           path: str) -> None:
    page.goto(base_url + path)
    page.wait_for_load_state("networkidle")
    assert not [u for u in requests if "/pyodide/" in u or "play" in u.rsplit("/", 1)[-1]]
