"""The All-Fours play page in a real browser: a whole game played by clicking on a phone
(375 px) and a desktop screen, begging and the dealer's answer, following suit or trumping
(Cotton 1674, p. 113), a game kept across a reload, share links, a record downloaded and
loaded back, keyboard-only play with what a screen reader hears, the hint, each option's
provenance, and fair play: no message from the worker before the end shows a card the
human has not seen, nor the deal number."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest
from conftest import Booted, Fresh
from play_pages import READY, PlayPage, press_new_game
from playwright.sync_api import Page, expect
from site_helpers import DESKTOP, card_ids
from test_piquet_web import named_cards
from test_play_fairness import RECORD_MESSAGES

from penneech.core.cards import SUIT_MASKS, CardSet, card_name, parse_card, suit_of
from penneech.games.allfours import web
from penneech.games.allfours.record import parse_record
from penneech.games.allfours.state import AllFoursState

pytestmark = pytest.mark.browser
ROOT = ".allfours-play"
IDLE = f"{ROOT}[data-busy='0']"
WAITING = f"{IDLE}[data-mine='1'], {IDLE}[data-over='1'], #af-next"


@pytest.fixture
def recorded(fresh: Fresh) -> Page:
    """A fresh desktop page that records what the worker sends."""
    page = fresh.page(DESKTOP)
    page.add_init_script(RECORD_MESSAGES)
    return page


def wait_idle(page: Page) -> None:
    page.wait_for_selector(WAITING, timeout=READY)


def booted_play(booted: Booted, lang: str = "en", screen: str = "desktop") -> Page:
    """The worker's All-Fours page with the engine loaded (a test starts its own game)."""
    return booted.page(("de/" if lang == "de" else "") + "allfours/play/", WAITING, screen)


def new_game(page: Page, seed: int, preset: str = "seven_up", level: str = "random",
             horizon: str = "game") -> None:
    """Start a game as a player would: computer, rule set, length, deal number, New game."""
    page.select_option("#af-level", level)
    page.select_option("#af-preset", preset)
    page.select_option("#af-horizon", horizon)
    page.fill("#af-seed", str(seed))
    press_new_game(page, "af")             # after an end, its own; a game given up
    wait_idle(page)


def phase(page: Page) -> str:
    return page.get_attribute(ROOT, "data-phase") or ""


def mine(page: Page) -> bool:
    return page.get_attribute(ROOT, "data-mine") == "1"


def is_over(page: Page) -> bool:
    return page.locator(f"{ROOT}[data-over='1']").count() == 1


def hand_ids(page: Page) -> list[int]:
    return [int(c) for c in page.locator(".af-hand button").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")]


def enabled_ids(page: Page) -> list[int]:
    return [int(c) for c in page.locator(".af-hand button:not([disabled])").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")]


def led_card(page: Page) -> int:
    """The card the computer led to the trick, read from its short name."""
    return parse_card(page.locator(".af-lead .card").inner_text().strip())


def act(page: Page, answer: int = 0) -> None:
    """One decision like a player, without waiting for the answer: a finished deal put
    aside, the ``answer``-th button of a question (stand or beg, give or run), else the
    first card that may be played."""
    choices = page.locator(".af-choice")
    if page.locator("#af-next").count():
        page.click("#af-next")
    elif choices.count():
        choices.nth(min(answer, choices.count() - 1)).click()
    else:
        page.locator(".af-hand button:not([disabled])").first.click()


def decide(page: Page, answer: int = 0) -> None:
    """One decision like a player (``act``), then wait for the answer (after a finished
    deal put aside, the next deal's own first wait is the caller's)."""
    next_deal = page.locator("#af-next").count() > 0
    act(page, answer)
    if not next_deal:
        wait_idle(page)


#: The page as the tests of every game's page see it (``play_pages``): one deal of
#: Cotton's rules of 1674 against the random computer, deal 2.
PLAY = PlayPage(
    prefix="af", waiting=WAITING, trick=".af-trick", last=".af-last",
    link="#rules=cotton1674&seed=2&level=random&horizon=deal",
    start=lambda page: new_game(page, 2, "cotton1674", horizon="deal"), act=act, mid_game=4,
    quick={"level": "random", "horizon": "deal"})


def play_to_the_end(page: Page, limit: int = 800) -> None:
    for _ in range(limit):
        if is_over(page):
            return
        decide(page)
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------- a whole game
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_whole_game_by_clicking(booted: Booted, size: str) -> None:
    """Seven-up (Foster 1897): six cards each and a card turned up for trump; the elder
    begs and the dealer gives or runs the cards (Cotton, p. 112); a card of the suit led
    or a trump when the player holds the suit led (p. 113); seven points win."""
    page = booted_play(booted, screen=size)
    new_game(page, 11)
    expected = json.loads(web.new_game("seven_up", 11, "random", "en", "x", "game"))
    assert sorted(hand_ids(page)) == sorted(c["id"] for c in expected["hand"])
    expect(page.locator(".af-trump")).to_contain_text("Trump")
    saw_follow = saw_beg = False
    for _ in range(800):
        if is_over(page):
            break
        if mine(page) and phase(page) == "beg" and not saw_beg:
            # the elder begs; this dealer refuses and runs the cards: three more each and a
            # card of another suit turned up (8♣, then 10♦), and the hands laid out to six
            decide(page, answer=1)
            expect(page.locator(".af-begging")).to_have_text(
                "You begged one. Computer ran the cards.")
            expect(page.locator(".af-trump")).to_contain_text("then, running the cards")
            assert phase(page) == "discard" and len(hand_ids(page)) == 9
            saw_beg = True
            continue
        if mine(page) and phase(page) == "play" and page.locator(".af-lead .card").count():
            led = suit_of(led_card(page))
            trump = "♣♦♥♠".index(page.locator(".af-trump .card").first.inner_text())
            if any(suit_of(c) == led for c in hand_ids(page)):
                assert all(suit_of(c) in (led, trump) for c in enabled_ids(page))
                saw_follow = True
        decide(page)
    assert is_over(page)
    assert saw_follow and saw_beg
    scores = page.locator(".af-sheet tbody tr")
    assert scores.count() >= 1
    # the points by deal name each deal's elder hand, the non-dealer; the deal passes
    expect(page.locator(".af-sheet thead")).to_contain_text("Elder hand")
    elders = scores.locator("td:nth-child(2)").all_inner_texts()
    assert set(elders) <= {"You", "Computer"}
    assert all(x != y for x, y in itertools.pairwise(elders))
    expect(page.locator(".play-log")).to_contain_text("High")
    # each score in the engine's words, linked to the rule it scores under
    rules = page.locator(".play-log a").evaluate_all("as => as.map(a => a.hash)")
    assert rules and set(rules) <= {"#the-trump", "#begging", "#scoring",
                                    "#running-all-fours"}
    end = page.locator(".play-end-title")
    expect(end).to_be_focused()
    expect(page.locator(".play-end")).to_contain_text("This was deal number 11")
    expect(page.locator(".af-computer-hand")).to_contain_text("The computer's cards")
    # the page fits a phone's width: wide tables scroll inside their own box
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_single_deal_shows_its_points_and_who_won_it(booted: Booted) -> None:
    """One deal of Cotton's game: High, Low, Jack and Game reckoned after the play, in that
    order (pp. 112-113); the page says who won the deal, and the points by deal name the
    elder hand."""
    page = booted_play(booted, "de")
    new_game(page, 5, "cotton1674", horizon="deal")
    play_to_the_end(page)
    expect(page.locator(".play-status")).to_contain_text("Spiel")
    assert page.locator(".af-tricks li").count() >= 6
    expect(page.locator(".play-log")).to_contain_text("High")
    expect(page.locator(".af-sheet thead")).to_contain_text("Vorhand")


# ---------------------------------------------------------------------- persistence, links
def test_a_reload_keeps_the_game(fresh: Fresh, base_url: str) -> None:
    page = fresh.page(DESKTOP)
    page.goto(base_url + "allfours/play/")
    wait_idle(page)
    new_game(page, 21, "cotton1674")
    while not (phase(page) == "play" and mine(page)):
        decide(page)
    decide(page)
    score = page.locator(".af-score")
    hand, before = hand_ids(page), score.inner_text()
    page.reload()
    wait_idle(page)
    expect(page.locator(".play-message")).to_contain_text("restored")
    assert hand_ids(page) == hand
    assert score.inner_text() == before and "Score" in before
    assert page.locator("#af-preset").input_value() == "cotton1674"


def test_a_share_link_and_a_record_after_the_game(booted: Booted, tmp_path: Path) -> None:
    page = booted_play(booted)
    new_game(page, 7, "running", level="random", horizon="deal")
    page.click("#af-share")
    during = page.locator("#af-share-url").input_value()
    assert "rules=running" in during and "level=random" in during and "seed" not in during
    play_to_the_end(page)
    page.click("#af-share")
    assert "seed=7" in page.locator("#af-share-url").input_value()
    with page.expect_download() as info:
        page.click("#af-download")
    saved = tmp_path / "allfours.txt"
    info.value.save_as(saved)
    text = saved.read_text(encoding="utf-8")
    assert text.startswith("All-Fours record 1") and "Seed: 7" in text
    new_game(page, 4, "cotton1674")
    page.set_input_files("#af-load", str(saved))
    expect(page.locator(".play-message")).to_contain_text("deal number 7")
    assert page.locator("#af-preset").input_value() == "running"
    assert is_over(page)


# ---------------------------------------------------------------------- keyboard, reader
def test_keyboard_only_play_and_what_a_screen_reader_hears(booted: Booted) -> None:
    """Cards and answers are buttons: the digits answer the question, Enter plays the card
    that has the focus, and the focus goes on to the next decision; the live region says
    the trump turned up and the points scored."""
    page = booted_play(booted)
    new_game(page, 3, "cotton1674")
    expect(page.locator(".play-news")).to_contain_text("turned up")
    while not (mine(page) and phase(page) == "beg"):
        decide(page)
    page.locator(".af-choice").first.focus()
    page.keyboard.press("2")                                    # beg one
    wait_idle(page)
    if not is_over(page):
        expect(page.locator(".af-begging")).to_contain_text("You begged one.")
    played = 0
    for _ in range(40):
        if is_over(page) or played >= 4:
            break
        if page.locator("#af-next").count():
            page.locator("#af-next").focus()
            page.keyboard.press("Enter")
            continue
        focused = page.evaluate("document.activeElement.className")
        assert "af-card" in focused or "af-choice" in focused, focused
        before = len(hand_ids(page))
        page.keyboard.press("Enter")
        wait_idle(page)
        if "af-card" in focused and phase(page) == "play":
            played += before != len(hand_ids(page))
    assert played >= 1
    expect(page.locator(".play-log")).not_to_be_empty()


def test_the_deal_just_over_is_said_as_its_box_shows_it(booted: Booted) -> None:
    """The player review's S2-1 (a hand over never said), checked here too: when a deal
    of a whole game is over, the page keeps it in a box until *Next deal*, and the news
    region says "Deal 1 is over", its last trick with who took it ("you take it", "the
    computer takes it") and the points of the deal, then the next deal's trump."""
    page = booted_play(booted)
    page.evaluate("""() => { const news = document.querySelector('.allfours-play .play-news');
        window.__said = []; new MutationObserver(() => {
        const t = news.textContent.trim(); if (t) window.__said.push(t); })
        .observe(news, { childList: true, characterData: true, subtree: true }); }""")
    new_game(page, 3, "cotton1674")
    for _ in range(60):
        if page.locator("#af-next").count() or is_over(page):
            break
        decide(page)
    expect(page.locator("#af-next")).to_be_visible()
    box = page.locator(".af-deal-over")
    points = box.locator("p", has_text="Points of the deal").inner_text()
    last = box.locator(".af-tricks li").last.inner_text()
    winner = last.rsplit("→ ", 1)[-1]
    page.wait_for_function("() => window.__said.some((t) => t.includes('Deal 1 is over.'))")
    said = next(t for t in page.evaluate("window.__said") if "Deal 1 is over." in t)
    took = "you take it" if winner == "You" else "the computer takes it"
    number = box.locator(".af-tricks li").count()
    assert re.search(rf"Deal 1 is over\. Trick {number}: (you|the computer) [A-Za-z]+ of [a-z]+, "
                     rf"(you|the computer) [A-Za-z]+ of [a-z]+; {took}\. ", said), said
    assert points in said
    assert "Deal 2: " in said and "turned up" in said


def test_the_hint_values_each_card_that_may_be_played(booted: Booted) -> None:
    page = booted_play(booted)
    new_game(page, 9, "cotton1674")
    while not (phase(page) == "play" and mine(page) and len(enabled_ids(page)) > 1):
        decide(page)
    page.click("#af-hint")
    page.wait_for_selector(".play-hint-values li", timeout=READY)
    expect(page.locator(".af-hint-out")).to_contain_text("The expert would choose")
    playable = len(enabled_ids(page))
    expect(page.locator(".play-hint-values li")).to_have_count(playable)
    expect(page.locator(".af-hand button[data-hint-gap='best']")).to_have_count(1)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_rule_option_says_how_its_value_is_known(booted: Booted, lang: str) -> None:
    """Beside each rule menu the page names the value's status and its source with the
    place in it: under the chosen rule set, or, for rules of one's own, under the first
    rule set that plays the value, named."""
    from penneech.core.options import STATUS_LABELS
    from penneech.games.allfours.presets import PRESETS
    from sitegen.bibliography import short_label
    from sitegen.game_presets import locator_in

    def expected(preset_id: str, option: str, named: bool = True) -> str:
        r = PRESETS[preset_id].provenance[option]
        text = (f"{STATUS_LABELS[r.status].get(lang)}{'†' if r.via else ''} · "
                f"{short_label(r.source, lang)}, {locator_in(r.locus, lang)}")
        return text if named else f"{text} ({PRESETS[preset_id].name.get(lang)})"

    page = booted_play(booted, lang)
    page.select_option("#af-preset", "seven_up")
    expect(page.locator("#af-prov-gift")).to_have_text(expected("seven_up", "gift"))
    page.select_option("#af-preset", "cotton1674")
    expect(page.locator("#af-prov-game_tie")).to_have_attribute("data-status", "chosen")
    page.select_option("#af-opt-run_hands", "six")             # now rules of one's own
    expect(page.locator("#af-preset")).to_have_value("custom")
    expect(page.locator("#af-prov-run_hands")).to_have_text(
        expected("seven_up", "run_hands", named=False))


# ---------------------------------------------------------------------- fair play
def positions(record_text: str) -> list[tuple[AllFoursState, CardSet]]:
    """Every position of the finished game, replayed from its record, with the cards the
    human may know there: every card dealt to them, turned up for trump or played (the
    state keeps the tricks of the deal in play and of the last deal played)."""
    record = parse_record(record_text)
    state = record.start()
    known: CardSet = 0
    out = [(state.clone(), known)]
    for action in record.actions:
        state.apply_action(action)
        known |= state.hands[0] | state.laid_out[0]
        for c in state.turned:
            known |= 1 << c
        # the tricks of this deal and of the deals over (each deal's last trick among them)
        for t in (*state.tricks, *(t for deal in state.deals for t in deal.tricks)):
            known |= 1 << t.lead | 1 << t.follow
        if state.lead_card is not None:
            known |= 1 << state.lead_card
        out.append((state.clone(), known))
    return out


def known_at(answer: dict[str, Any],
             states: list[tuple[AllFoursState, CardSet]]) -> CardSet:
    """The cards the human may know at the last position that shows what the answer shows."""
    hand = sum(1 << c["id"] for c in answer["hand"])
    lead = answer["lead"]["id"] if answer["lead"] else None
    matching = [known for s, known in states
                if s.deal_no == answer["deal_no"] and s.phase == answer["phase"]
                and s.hands[0] == hand and len(s.tricks) == len(answer["tricks"])
                and s.lead_card == lead and list(s.scores) == answer["scores"]]
    assert matching, f"no position of the record shows {answer['phase']} like the page"
    return matching[-1]


def test_no_message_before_the_end_shows_a_hidden_card(recorded: Page, base_url: str) -> None:
    """A whole game of Cotton's eleven up, with a hint asked: no answer before the end
    holds the deal number, the record, or a card of the computer's not yet played."""
    page = recorded
    page.goto(base_url + "allfours/play/")    # a first visit: the deal number drawn by the engine
    wait_idle(page)
    for turn in range(900):
        if is_over(page):
            break
        if turn == 5 and mine(page) and page.locator("#af-hint:not([disabled])").count():
            page.click("#af-hint")
            page.wait_for_selector(".af-hint-out p", timeout=READY)
        decide(page, answer=turn % 2)
    assert is_over(page)
    sent = page.evaluate("window.__fromWorker")
    answers = [(raw, json.loads(raw)["result"]) for raw in sent if '"result"' in raw]
    end = next(a for _, a in answers if a.get("end"))["end"]
    states = positions(end["record"])
    checked = 0
    for raw, answer in answers:
        if answer.get("end"):
            break
        assert str(end["seed"]) not in raw and "All-Fours record" not in raw
        assert not {"record", "seed"} & set(answer)
        if "hand" not in answer:                # the metadata, a hint
            continue
        known = known_at(answer, states)
        shown = {card_name(c) for c in set(card_ids(answer)) | named_cards(raw)
                 if not known >> c & 1}
        assert not shown, f"the page was shown {shown} before the end of the game"
        assert answer["opponent_cards"] <= 52
        checked += 1
    assert checked > 20


def test_cards_the_rules_forbid_are_greyed_out(booted: Booted) -> None:
    """With "must follow" (option renege=strict) a player who holds the suit led must
    play it, trump or not; the page offers only those cards."""
    page = booted_play(booted)
    page.select_option("#af-preset", "cotton1674")
    page.select_option("#af-opt-renege", "strict")
    page.select_option("#af-level", "random")
    page.fill("#af-seed", "13")
    press_new_game(page, "af")
    wait_idle(page)
    checked = 0
    for _ in range(300):
        if is_over(page) or checked >= 2:
            break
        if mine(page) and phase(page) == "play" and page.locator(".af-lead .card").count():
            led = suit_of(led_card(page))
            hand = sum(1 << c for c in hand_ids(page))
            if hand & SUIT_MASKS[led]:
                assert all(suit_of(c) == led for c in enabled_ids(page))
                checked += 1
        decide(page)
    assert checked >= 1

