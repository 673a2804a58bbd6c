"""The Piquet play page in a real browser: a deal through the exchange, the declarations
and twelve tricks on a phone (375 px) and a desktop screen, a game kept across a reload,
share links, a record downloaded and loaded back, keyboard play, and fair play: no message
from the worker before the end shows a card the human has not seen."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from conftest import Booted, Fresh, open_context
from play_pages import READY, PlayPage, press_new_game
from playwright.sync_api import Browser, Page, ViewportSize, expect
from site_helpers import DESKTOP, PHONE, assert_local, card_ids, check_requests
from test_piquet_web import named_cards, played_by_deal
from test_play_fairness import RECORD_MESSAGES, replayed

from penneech.core.cards import CardSet, card_name
from penneech.games.piquet import web
from penneech.games.piquet.record import parse_record
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import view_of

pytestmark = pytest.mark.browser
PHONE_SIZE = ViewportSize(width=PHONE["width"], height=PHONE["height"])
DESKTOP_SIZE = ViewportSize(width=DESKTOP["width"], height=DESKTOP["height"])
ROOT = ".piquet-play"
IDLE = f"{ROOT}[data-busy='0']"

@pytest.fixture
def recorded(fresh: Fresh) -> Page:
    """A fresh desktop page that records what the worker sends."""
    page = fresh.page(DESKTOP)
    page.add_init_script(RECORD_MESSAGES)
    return page


def wait_idle(page: Page) -> None:
    page.wait_for_selector(f"{IDLE}[data-mine='1'], {IDLE}[data-over='1'], #pq-next",
                           timeout=READY)


def open_play(page: Page, base_url: str, lang: str = "en", fragment: str = "") -> None:
    page.goto(base_url + ("de/" if lang == "de" else "") + "piquet/play/" + fragment)
    wait_idle(page)


def booted_play(booted: Booted, lang: str = "en", screen: str = "desktop") -> Page:
    """The worker's Piquet page with the engine loaded (a test starts its own game on it)."""
    return booted.page(("de/" if lang == "de" else "") + "piquet/play/",
                       f"{IDLE}[data-mine='1'], {IDLE}[data-over='1'], #pq-next", screen)


def new_game(page: Page, seed: int, preset: str = "portland", level: str = "greedy",
             horizon: str = "deal") -> None:
    """Start a game as a player would: computer, rule set, length, deal number, New game."""
    page.select_option("#pq-level", level)
    page.select_option("#pq-preset", preset)
    page.select_option("#pq-horizon", horizon)
    page.fill("#pq-seed", str(seed))
    press_new_game(page, "pq")             # after an end, its own; a game given up
    wait_idle(page)


def phase(page: Page) -> str:
    return page.get_attribute(ROOT, "data-phase") or ""


def is_over(page: Page) -> bool:
    return page.locator(f"{ROOT}[data-over='1']").count() == 1


def hand_ids(page: Page) -> list[int]:
    return [int(c) for c in page.locator(".pq-hand button").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")]


def put_out(page: Page, count: int) -> None:
    """Have the first ``count`` cards of the hand, and no other, chosen (tapping those that
    are not, and any other that is: a page restarted after its engine stopped keeps the
    player's choice), and press Exchange, without waiting."""
    cards = page.locator(".pq-hand button")
    for i in range(cards.count()):
        wanted = "true" if i < count else "false"
        if cards.nth(i).get_attribute("aria-pressed") != wanted:
            cards.nth(i).click()
        expect(cards.nth(i)).to_have_attribute("aria-pressed", wanted)
    page.click("#pq-exchange")


def exchange(page: Page, count: int) -> None:
    """Tap the first ``count`` cards of the hand, press Exchange, wait for the answer."""
    put_out(page, count)
    wait_idle(page)


def act(page: Page) -> None:
    """One decision like a player, without waiting for the answer: the most cards allowed
    out, the first answer offered, the first card that may be played; a finished deal is
    put aside."""
    if page.locator("#pq-next").count():
        page.click("#pq-next")
    elif phase(page) == "discard":
        put_out(page, int(page.get_attribute("#pq-exchange", "data-max") or 0))
    elif phase(page) == "play":
        page.locator(".pq-hand button:not([disabled])").first.click()
    else:
        page.locator(".pq-choice").first.click()


def decide(page: Page) -> None:
    """One decision like a player (``act``), then wait for the answer (after a finished
    deal put aside, the next deal's own first wait is the caller's)."""
    next_deal = page.locator("#pq-next").count() > 0
    act(page)
    if not next_deal:
        wait_idle(page)


#: The page as the tests of every game's page see it (``play_pages``): one deal of
#: Portland's laws against the random computer, deal 3; its middle is the declarations,
#: when the hand must be read (reached within twelve decisions).
PLAY = PlayPage(
    prefix="pq", waiting=f"{IDLE}[data-mine='1'], {IDLE}[data-over='1'], #pq-next",
    trick=".pq-trick", last=".pq-last", link="#rules=portland&seed=3&level=random&horizon=deal",
    start=lambda page: new_game(page, 3, level="random"), act=act, mid_game=12,
    mid_game_phase="declare",
    quick={"level": "random", "horizon": "deal"})


def play_to_the_end(page: Page, limit: int = 600) -> None:
    for _ in range(limit):
        if is_over(page):
            return
        decide(page)
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------- a whole deal
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_deal_through_exchange_declarations_and_twelve_tricks(booted: Booted,
                                                                size: str) -> None:
    """Portland laws (Cavendish): the younger exchanges one card at least; follow suit
    (law 59); twelve tricks, and the cards to whoever took more (law 66)."""
    page = booted_play(booted, screen=size)
    new_game(page, 11)
    expected = json.loads(web.new_game("portland", 11, "greedy", "en", "x", "deal"))
    assert sorted(hand_ids(page)) == sorted(c["id"] for c in expected["hand"])
    while phase(page) != "discard":
        decide(page)
    question = page.locator(".pq-question").inner_text()
    assert "put out" in question
    # too few cards: Exchange is really disabled, and the page says in its own words what
    # is missing (player review S3-4), not in the engine's refusal
    button = page.locator("#pq-exchange")
    least = int(button.get_attribute("data-min") or 0)
    assert least >= 1
    expect(button).to_be_disabled()
    expect(button).to_have_attribute("aria-describedby", "pq-exchange-why")
    expect(page.locator("#pq-exchange-why")).to_have_text(
        f"Choose {least} more card{'s' if least > 1 else ''} to put out first.")
    exchange(page, 2)
    assert page.locator(".pq-card--drawn").count() == 2
    # the cards put out and drawn, a space between two cards and none before the ";"
    expect(page.locator(".pq-exchange p", has_text="You put out")).to_have_text(
        re.compile(r"^You put out \S+ \S+; you drew \S+ \S+$"))
    saw_answer = saw_follow = False
    took: set[str] = set()
    while not is_over(page):
        if page.locator(".pq-last").count():          # "You take it", "Computer takes it"
            took.add(page.locator(".pq-last").inner_text().rsplit("→ ", 1)[-1])
        if phase(page) == "declare":
            saw_answer = saw_answer or page.locator(".pq-choice[data-verdict='good']").count() > 0
        if phase(page) == "play" and page.locator(".pq-lead").count() and \
                page.get_attribute(ROOT, "data-mine") == "1":
            lead = page.locator(".pq-lead .card").inner_text()[-1]
            names = page.locator(".pq-hand button").all_inner_texts()
            enabled = page.locator(".pq-hand button:not([disabled])").all_inner_texts()
            if any(n.endswith(lead) for n in names):
                assert all(n.endswith(lead) for n in enabled)
                saw_follow = True
        decide(page)
    assert saw_follow
    assert took and took <= {"You take it", "Computer takes it"}, took
    assert page.locator(".pq-tricks li").count() == 12
    expect(page.locator(".pq-declarations")).to_contain_text("Point")
    sheet = page.locator(".pq-sheet tbody tr")
    assert sheet.count() == 1
    end = page.locator(".play-end-title")
    expect(end).to_be_focused()
    expect(end).to_contain_text("deal")
    expect(page.locator(".play-end")).to_contain_text("This was deal number 11")
    # the page fits a phone's width: wide tables scroll inside their own box
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert saw_answer


# ---------------------------------------------------------------------- persistence, links
def test_a_reload_keeps_the_game(page: Page, base_url: str) -> None:
    open_play(page, base_url)
    new_game(page, 21, "cotton1674", horizon="game")
    while phase(page) != "play":
        decide(page)
    scores = page.locator(".play-table > div").nth(1)
    hand, before = hand_ids(page), scores.inner_text()
    page.reload()
    wait_idle(page)
    expect(page.locator(".play-message")).to_contain_text("restored")
    assert hand_ids(page) == hand
    assert scores.inner_text() == before and "Score" in before
    assert page.locator("#pq-preset").input_value() == "cotton1674"


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_share_link_gives_the_rules_during_the_game_and_the_deal_after(
        booted: Booted, size: str, base_url: str, browser: Browser) -> None:
    page = booted_play(booted, screen=size)
    new_game(page, 7, "meyers1888", level="random")
    page.click("#pq-share")
    during = page.locator("#pq-share-url").input_value()
    assert "rules=meyers1888" in during and "level=random" in during and "seed" not in during
    play_to_the_end(page)
    page.click("#pq-share")
    after = page.locator("#pq-share-url").input_value()
    assert "seed=7" in after
    other = open_context(browser, viewport=PHONE_SIZE).new_page()  # a first visit by link
    seen = check_requests(other)
    open_play(other, base_url, fragment="#" + after.split("#", 1)[1])
    assert other.locator("#pq-preset").input_value() == "meyers1888"
    first = json.loads(web.new_game("meyers1888", 7, "random", "en", "x", "deal"))
    assert sorted(hand_ids(other)) == sorted(c["id"] for c in first["hand"])
    assert "#" not in other.url            # a reload continues the game, not a new deal
    other.context.close()
    assert_local(seen)


def test_a_downloaded_record_loads_back(booted: Booted, tmp_path: Path) -> None:
    page = booted_play(booted, "de")
    new_game(page, 3, level="random")
    play_to_the_end(page)
    with page.expect_download() as info:
        page.click("#pq-download")
    saved = tmp_path / "piquet.txt"
    info.value.save_as(saved)
    text = saved.read_text(encoding="utf-8")
    assert text.startswith("Piquet record 1") and "Seed: 3" in text
    new_game(page, 4, "cotton1674")
    page.set_input_files("#pq-load", str(saved))
    expect(page.locator(".play-message")).to_contain_text("Spielnummer 3")
    assert page.locator("#pq-preset").input_value() == "portland"
    assert is_over(page)


def test_exchange_waits_for_the_cards_it_needs_in_german(booted: Booted) -> None:
    """Player review S3-4, in German: *Kaufen* stays disabled, with the page's own reason,
    until the cards chosen fit the rules (Portland laws: at least one, at most the
    exchange's limit), and no message of the engine appears."""
    page = booted_play(booted, "de")
    new_game(page, 11)
    while phase(page) != "discard":
        decide(page)
    button = page.locator("#pq-exchange")
    least, most = (int(button.get_attribute(f"data-{k}") or 0) for k in ("min", "max"))
    expect(button).to_be_disabled()
    expect(page.locator("#pq-exchange-why")).to_have_text(
        f"Wählen Sie zuerst noch {least} Karte{'n' if least > 1 else ''} zum Ablegen.")
    cards = page.locator(".pq-hand button")
    for i in range(most + 1):
        cards.nth(i).click()
        expect(cards.nth(i)).to_have_attribute("aria-pressed", "true")
    expect(button).to_be_disabled()
    expect(page.locator("#pq-exchange-why")).to_have_text(
        f"Sie dürfen höchstens {most} Karte{'n' if most > 1 else ''} ablegen.")
    cards.nth(most).click()
    expect(button).to_be_enabled()
    expect(page.locator("#pq-exchange-why")).to_have_count(0)
    expect(page.locator(".play-message")).to_have_text("")


def test_keyboard_play_and_a_hint(booted: Booted) -> None:
    """Cards and answers are buttons: Tab, Enter and Space play the whole exchange."""
    page = booted_play(booted)
    new_game(page, 15, level="random")
    while phase(page) != "discard":
        decide(page)
    page.click("#pq-hint")
    page.wait_for_selector(".pq-hint-out p", timeout=READY)
    expect(page.locator(".pq-hint-out")).to_contain_text("The expert would put out")
    first = page.locator(".pq-hand button").first
    first.focus()
    page.keyboard.press("Space")
    expect(page.locator(".pq-hand button").first).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".pq-hand button").first).to_be_focused()
    page.locator("#pq-exchange").focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert phase(page) != "discard"
    focused = page.evaluate("document.activeElement.className")
    assert "pq-choice" in focused or "pq-card" in focused


def test_only_the_play_pages_load_pyodide(page: Page, base_url: str) -> None:
    seen = check_requests(page)
    page.goto(base_url + "piquet/rules/")
    page.wait_for_load_state("networkidle")
    assert not [u for u in seen if "pyodide" in u]
    page.goto(base_url + "piquet/play/")
    assert "penneech play --game piquet" in page.content()


# ---------------------------------------------------------------------- fair play
def positions(record_text: str) -> list[PiquetState]:
    """Every position of the finished game, replayed from its record."""
    record = parse_record(record_text)
    return replayed(record.start(), record.actions)


def position_of(answer: dict[str, Any], states: list[PiquetState]) -> PiquetState:
    """The last position of the game that shows the human what the answer shows."""
    hand = sum(1 << c["id"] for c in answer["hand"])
    lead = answer["lead"]["id"] if answer["lead"] else None
    matching = [s for s in states if s.deal_no == answer["deal_no"] and s.phase == answer["phase"]
                and s.hands[0] == hand and len(s.tricks) == len(answer["tricks"])
                and s.lead_card == lead
                and len([c for c in s.claims if c.deal == s.deal_no]) == len(answer["claims"])]
    assert matching, f"no position of the record shows {answer['phase']} like the page"
    return matching[-1]


def test_no_message_before_the_end_shows_a_hidden_card(recorded: Page, base_url: str) -> None:
    """A whole rubicon partie of six deals (Cavendish, laws 71-73) with a hint asked."""
    page = recorded
    page.goto(base_url + "piquet/play/")    # a first visit: the deal number drawn by the engine
    wait_idle(page)
    for turn in range(900):
        if is_over(page):
            break
        if turn == 5 and page.get_attribute(ROOT, "data-mine") == "1":
            page.click("#pq-hint")
            page.wait_for_selector(".pq-hint-out p", timeout=READY)
        decide(page)
    assert is_over(page)
    sent = page.evaluate("window.__fromWorker")
    answers = [(raw, json.loads(raw)["result"]) for raw in sent if '"result"' in raw]
    end = next(a for _, a in answers if a.get("end"))["end"]
    states = positions(end["record"])
    played = played_by_deal(end["record"])
    checked = 0
    for raw, answer in answers:
        if answer.get("end"):
            break
        assert str(end["seed"]) not in raw and "Piquet record" not in raw
        assert not {"record", "seed"} & set(answer)
        if "hand" not in answer:                # the metadata, a hint
            continue
        state = position_of(answer, states)
        seen: CardSet = view_of(state, 0).seen
        for deal in range(1, answer["deal_no"]):
            seen |= played.get(deal, 0)
        shown = {card_name(c) for c in set(card_ids(answer)) | named_cards(raw)
                 if not seen >> c & 1}
        assert not shown, f"the page was shown {shown} before the end of the game"
        checked += 1
    assert checked > 50


def test_the_hint_shows_each_cards_value_in_the_tricks(booted: Booted) -> None:
    """Issue 28: in the tricks the hint puts the expert's gap to its own choice under
    every card that may be played and lists each card with it."""
    page = booted_play(booted)
    new_game(page, 7)
    while not (phase(page) == "play" and page.get_attribute(ROOT, "data-mine") == "1"
               and page.locator(".pq-hand button:not([disabled])").count() > 1):
        decide(page)
    page.click("#pq-hint")
    page.wait_for_selector(".play-hint-values li", timeout=READY)
    playable = page.locator(".pq-hand button:not([disabled])").count()
    expect(page.locator(".play-hint-values li")).to_have_count(playable)
    expect(page.locator(".pq-hand button[data-hint-gap]")).to_have_count(playable)
    expect(page.locator(".pq-hand button[data-hint-gap='best']")).to_have_count(1)
    expect(page.locator(".play-hint-values li").first).to_contain_text("the expert's choice")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_rule_option_says_how_its_value_is_known(booted: Booted, lang: str) -> None:
    """Beside each rule menu the page names the value's status and its source with the
    place in it (issue 27): under the chosen rule set, or, for rules of one's own, under
    the first rule set that plays the value, named."""
    from penneech.core.options import STATUS_LABELS
    from penneech.games.piquet.presets import PRESETS
    from sitegen.bibliography import short_label
    from sitegen.game_presets import locator_in

    def expected(preset_id: str, option: str, named: bool = True) -> str:
        preset = PRESETS[preset_id]
        r = preset.provenance[option]
        text = (f"{STATUS_LABELS[r.status].get(lang)}{'†' if r.via else ''} · "
                f"{short_label(r.source, lang)}, {locator_in(r.locus, lang)}")
        return text if named else f"{text} ({preset.name.get(lang)})"

    fresh = booted_play(booted, lang)
    new_game(fresh, 1, "cotton1674")
    fresh.select_option("#pq-preset", "portland")
    expect(fresh.locator("#pq-prov-divided_cards")).to_have_text(
        expected("portland", "divided_cards"))
    fresh.select_option("#pq-preset", "cotton1674")
    expect(fresh.locator("#pq-prov-divided_cards")).to_have_text(
        expected("cotton1674", "divided_cards"))
    expect(fresh.locator("#pq-prov-divided_cards")).to_have_attribute("data-status", "chosen")
    fresh.select_option("#pq-opt-capot", "30_plus_cards")     # now rules of one's own
    expect(fresh.locator("#pq-preset")).to_have_value("custom")
    expect(fresh.locator("#pq-prov-capot")).to_have_text(
        expected("meyers1888", "capot", named=False))
    fresh.select_option("#pq-opt-capot", "30")                # played by no rule set
    expect(fresh.locator("#pq-prov-capot")).to_have_text("")


#: Record what the news region says (its live text), from now on.
RECORD_NEWS = """() => { const news = document.querySelector('.piquet-play .play-news');
    window.__said = []; new MutationObserver(() => {
    const t = news.textContent.trim(); if (t) window.__said.push(t); })
    .observe(news, { childList: true, characterData: true, subtree: true }); }"""


def test_the_deal_just_over_is_said_as_its_box_shows_it(booted: Booted) -> None:
    """The box of the deal just over is no live region: the news region says what it
    shows, "Deal 1 is over", its last trick with who took it, the tricks each won and the
    points of the deal (the player review's S2-1, here for Piquet)."""
    page = booted_play(booted)
    page.evaluate(RECORD_NEWS)
    new_game(page, 4, level="random", horizon="game")
    for _ in range(120):
        if page.locator("#pq-next").count() or is_over(page):
            break
        decide(page)
    expect(page.locator("#pq-next")).to_be_visible()
    box = page.locator(".pq-deal-over")
    won = box.locator("p").filter(has_text="Tricks won").inner_text()
    points = box.locator("p").filter(has_text=re.compile(r"^You \+")).inner_text()
    number = box.locator(".pq-tricks li").count()
    page.wait_for_function("() => window.__said.some((t) => t.includes('Deal 1 is over.'))")
    said = next(t for t in page.evaluate("window.__said") if "Deal 1 is over." in t)
    assert re.search(rf"Deal 1 is over\. Trick {number}: (You|Computer) [A-Za-z]+ of [a-z]+, "
                     rf"(You|Computer) [A-Za-z]+ of [a-z]+ → (You take|Computer takes) it\. ",
                     said), said
    assert f"{won}." in said and f"{points}." in said, said
