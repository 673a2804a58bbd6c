"""The play pages when things go wrong or are read without eyes (issue 28): what the
computer did is said in a live region, cards that may not be played stay readable, a
phone's closed navigation drawer keeps out of the tab order, a second tab on the same game
cannot undo the first one's moves, a dead engine is noticed and restarted, and a bad link
says what was wrong instead of dealing a default game in silence."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import Booted, Fresh, open_context
from play_pages import PLAY_GAMES, READY, decide, path, play_of, wait, widget
from playwright.sync_api import Browser, Page, ViewportSize, expect
from site_helpers import DESKTOP, PHONE, assert_local, check_requests

from penneech.games import DEFAULT, GAMES

pytestmark = pytest.mark.browser
PHONE_SIZE = ViewportSize(width=PHONE["width"], height=PHONE["height"])
DESKTOP_SIZE = ViewportSize(width=DESKTOP["width"], height=DESKTOP["height"])

#: Every text the page's live regions say, in order (``record_live.js``).
RECORD_LIVE = Path(__file__).with_name("record_live.js").read_text(encoding="utf-8")


@pytest.fixture
def tab(fresh: Fresh) -> Page:
    """A fresh desktop page that records what its live regions say."""
    page = fresh.page(DESKTOP)
    page.add_init_script(RECORD_LIVE)
    return page


@pytest.fixture
def own_tab(browser: Browser) -> Iterator[Page]:
    """Like ``tab``, in a browser context of its own: a test that installs the page's clock
    installs it in the context (Playwright's ``clock``), which no other test may share."""
    context = open_context(browser, viewport=DESKTOP_SIZE)
    page = context.new_page()
    page.add_init_script(RECORD_LIVE)
    seen = check_requests(page)
    yield page
    context.close()
    assert_local(seen)


def booted_game(booted: Booted, game: str, lang: str = "en", screen: str = "desktop",
                live: bool = False) -> Page:
    """The worker's booted page of ``game`` (``live``: one that records its live regions,
    emptied now), on which the set deal of its own browser module (``PlayPage.start``, the
    game of its ``link``) is started as a player would, with its menus and *New game*."""
    play = play_of(game)
    page = booted.page(path(game, lang), play.waiting, screen, RECORD_LIVE if live else "")
    if live:
        page.evaluate("window.__said = []")
    play.start(page)
    wait(page, game)
    return page


def open_game(page: Page, base_url: str, game: str, lang: str = "en",
              link: bool = True) -> None:
    page.goto(base_url + path(game, lang) + (play_of(game).link if link else ""))
    wait(page, game)


def hand(page: Page) -> list[str]:
    cards: list[str] = page.locator(".play-hand button").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")
    return cards


# ---------------------------------------------------------------------- S1-1, S3-5
def test_nested_children_are_written_out_not_stringified(booted: Booted) -> None:
    """The pages build their elements with ``el(tag, attrs, ...children)``; a list of
    cards inside a list (Pip-Pip!'s leftover cards, Piquet's scores of one class) once read
    ``,[object HTMLSpanElement],`` and ``,;``."""
    tab = booted_game(booted, "penneech")
    text = tab.evaluate("""() => {
      const { el } = window.playCommon;
      return el("p", {}, "left over: ", [[el("span", {}, "A♠"), " "], [[el("span", {}, "7♥")]]],
        " → ", [["a", "; b"]]).textContent;
    }""")
    assert text == "left over: A♠ 7♥ → a; b"


# ---------------------------------------------------------------------- S2-1 live regions
@pytest.mark.parametrize("lang", ["en", "de"])
def test_penneech_says_what_the_computer_played_turned_up_and_scored(
        booted: Booted, lang: str) -> None:
    """Deal 5 under McLeod: the computer leads 7♠ under a turned-up 5♦, and the computer's
    A♥ scores 5 in trick 2 (Cotton pp. 148-149, C3, C4, C12): said with the card in words,
    as every other card the region names, and followed by the running total (player
    review S3-9)."""
    tab = booted_game(booted, "penneech", lang, live=True)
    for _ in range(3):
        decide(tab, "penneech")
    said = " ".join(tab.evaluate("window.__said"))
    if lang == "en":
        assert "Turned up: five of diamonds; trumps are diamonds." in said
        assert "The computer leads seven of spades." in said
        assert re.search(r"Trick 2: you \w+ of \w+, the computer ace of hearts; the computer "
                         r"takes it\.", said, re.IGNORECASE)
        assert re.search(r"The computer scores 5 for the (?i:ace) of hearts in trick 2\. .*?"
                         r"Score: you \d+, the computer \d+\.", said)
    else:
        assert "Aufgedeckt: Karo Fünf; Trumpf ist Karo." in said
        assert "Der Computer spielt Pik Sieben aus." in said
        assert re.search(r"Der Computer zählt 5 für Herz Ass im 2\. Stich\. .*?"
                         r"Stand: Sie \d+, der Computer \d+\.", said)
    news = tab.locator(".play-news")
    assert news.get_attribute("aria-live") == "polite"


@pytest.mark.parametrize("game", [game for game in PLAY_GAMES if game != DEFAULT])
def test_the_deal_games_say_the_points_scored(booted: Booted, game: str) -> None:
    """The tables of the games after the first say the cards played in their trick panels;
    their news region says each score the log gets, in the log's words."""
    tab = booted_game(booted, game, live=True)
    for _ in range(40):
        if tab.locator(".play-log li:not(.play-log-hand)").count() >= 2:
            break
        decide(tab, game)
    entries = tab.locator(".play-log li:not(.play-log-hand)").all_inner_texts()
    assert entries
    said = " ".join(tab.evaluate("window.__said"))
    first = entries[-1].rsplit("(", 1)[0].strip()           # the oldest, without its rule link
    who, points = first.split(": +", 1)
    assert f"{who}: +{points.split()[0]}" in said


# ---------------------------------------------------------------------- S2-3 contrast
CARD_LOOK = """b => {
  const s = getComputedStyle(b);
  const rgb = (v) => v.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const linear = (x) => (x / 255 <= 0.03928 ? x / 255 / 12.92 : ((x / 255 + 0.055) / 1.055) ** 2.4);
  const lum = (c) => c.map(linear).reduce((sum, v, i) => sum + [0.2126, 0.7152, 0.0722][i] * v, 0);
  const [a, z] = [lum(rgb(s.color)), lum(rgb(s.backgroundColor))];
  return { opacity: Number(s.opacity), contrast: (Math.max(a, z) + 0.05) / (Math.min(a, z) + 0.05),
           border: s.borderTopStyle, pattern: s.backgroundImage !== "none",
           ariaDisabled: b.getAttribute("aria-disabled"), disabled: b.disabled };
}"""


def test_cards_that_may_not_be_played_stay_readable_and_are_marked(booted: Booted) -> None:
    """Deal 5: the computer leads 7♠ and McLeod's players must follow suit, so the cards of
    other suits may not be played: they keep 4.5:1 or more and are hatched with a dashed
    frame, not faded."""
    tab = booted_game(booted, "penneech")
    looks = tab.locator(".play-hand button").evaluate_all(f"bs => bs.map({CARD_LOOK})")
    off = [x for x in looks if x["disabled"]]
    on = [x for x in looks if not x["disabled"]]
    assert off and on
    for x in looks:
        assert x["opacity"] == 1 and x["contrast"] >= 4.5, x
    for x in off:
        assert x["ariaDisabled"] == "true" and x["border"] == "dashed" and x["pattern"], x
    for x in on:
        assert x["ariaDisabled"] is None and x["border"] == "solid" and not x["pattern"], x


def test_the_piquet_hand_is_whole_during_the_declarations(booted: Booted) -> None:
    """While the player answers "Good" or "Not good" no card is played, and the hand is
    drawn as it is while nothing is to be chosen: all cards plain, none faded."""
    tab = booted_game(booted, "piquet")
    for _ in range(10):
        if tab.get_attribute(".piquet-play", "data-phase") == "declare":
            break
        decide(tab, "piquet")
    assert tab.get_attribute(".piquet-play", "data-phase") == "declare"
    looks = tab.locator(".pq-hand button").evaluate_all(f"bs => bs.map({CARD_LOOK})")
    assert len(looks) == 12
    for x in looks:
        assert x["opacity"] == 1 and x["contrast"] >= 4.5 and not x["pattern"], x
        assert x["border"] == "solid", x


def test_a_mouse_click_does_not_paint_the_next_answer_as_recommended(booted: Booted) -> None:
    """After a click the focus moves on to the first answer of the next question; it keeps
    the plain look of the other answers (the accent colour is for the keyboard's focus)."""
    tab = booted_game(booted, "piquet")
    for _ in range(12):
        if tab.locator(".pq-choice").count() >= 2 and tab.evaluate(
                "document.activeElement && document.activeElement.classList.contains('pq-choice')"):
            break
        decide(tab, "piquet")
    choices = tab.locator(".pq-choice")
    expect(choices.first).to_be_focused()
    tab.mouse.move(0, 0)
    settled(tab, ".pq-choice")                         # the theme's colour transition
    colour = "b => getComputedStyle(b).backgroundColor"
    assert choices.first.evaluate(colour) == choices.nth(1).evaluate(colour)
    tab.keyboard.press("Tab")                            # the keyboard's focus is painted
    expect(choices.nth(1)).to_be_focused()
    settled(tab, ".pq-choice")
    assert choices.nth(1).evaluate(colour) != choices.first.evaluate(colour)


def settled(page: Page, selector: str) -> None:
    """Wait until no transition or animation runs on the elements of ``selector``."""
    page.wait_for_function(
        "s => [...document.querySelectorAll(s)].every((e) => e.getAnimations().length === 0)",
        arg=selector, timeout=READY)


# ---------------------------------------------------------------------- S2-6 the drawer
def test_a_phone_tabs_to_the_hand_without_entering_the_closed_drawer(
        fresh: Fresh, base_url: str) -> None:
    """At 375x812 Material's navigation is an off-screen drawer: closed, its links are not
    in the tab order (once 32 of 41 presses landed there, invisible); opened, they are.
    The deal is random: a hand with no Ace and no court card is first asked whether to
    throw it in (the cards wait, disabled), so that question counts as reaching the hand."""
    page = fresh.page(PHONE)
    open_game(page, base_url, "penneech", link=False)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.evaluate("window.scrollTo(0, 0)")
    presses, in_drawer = 0, 0
    while presses < 60:
        presses += 1
        page.keyboard.press("Tab")
        where = page.evaluate("""() => { const a = document.activeElement;
          return { drawer: Boolean(a.closest('.md-sidebar--primary')),
                   card: a.matches('.play-hand button, .play-throw button') }; }""")
        in_drawer += where["drawer"]
        if where["card"]:
            break
    assert in_drawer == 0
    assert presses <= 15, f"{presses} presses to the hand"
    page.click("label.md-header__button[for='__drawer']")
    link = page.locator(".md-sidebar--primary a").first
    link.focus()
    expect(link).to_be_focused()


# ---------------------------------------------------------------------- two tabs
@pytest.mark.parametrize("game", PLAY_GAMES)
def test_a_second_tab_cannot_undo_the_first_tabs_moves(fresh: Fresh,
                                                       base_url: str, game: str) -> None:
    """Two tabs on one kept game: the first plays on; the second, which still shows the old
    position, is told so (at once, and again if it tries a move), its move is refused, and
    a button shows it the current position. The kept game is the first tab's."""
    first, second = fresh.page(DESKTOP), fresh.page(DESKTOP)
    open_game(first, base_url, game)
    open_game(second, base_url, game, link=False)
    expect(second.locator(".play-message")).to_contain_text("restored")
    for _ in range(3):
        decide(first, game)
    moved_on = hand(first)
    expect(second.locator(".play-message")).to_contain_text("another tab")
    decide(second, game)                               # a move from the old position
    expect(second.locator(".play-message")).to_contain_text("another tab")
    expect(second.locator(".play-status")).to_contain_text("another tab")
    first.reload()
    wait(first, game)
    assert hand(first) == moved_on                     # nothing was overwritten
    second.locator(".play-message button").click()
    wait(second, game)
    assert hand(second) == moved_on
    expect(second.locator(".play-message")).not_to_contain_text("another tab")


# ---------------------------------------------------------------------- a dead worker
@pytest.mark.parametrize(("game", "lang"), [(game, ("en", "de")[i % 2])
                                             for i, game in enumerate(PLAY_GAMES)])
def test_a_dead_engine_is_noticed_and_restarted(own_tab: Page, base_url: str, game: str,
                                                lang: str) -> None:
    """The worker killed under the page (as a browser may): the next move does not wait for
    ever. Once the engine has loaded, the safety cap is 45 s (five minutes only while
    Pyodide loads, as a slow phone may need them): the page's clock is run forward, and
    at 30 s the page still waits; past the cap the status says the engine stopped, and a
    button restarts it and takes the game back from the last position kept."""
    root = widget(game)
    open_game(own_tab, base_url, game, lang)
    decide(own_tab, game)
    kept = hand(own_tab)
    own_tab.clock.install()                     # the page's timers, run forward below
    own_tab.evaluate("() => window.__playWorker.terminate()")
    play_of(game).act(own_tab)
    words = "stopped answering" if lang == "en" else "antwortet nicht mehr"
    expect(own_tab.locator(root)).to_have_attribute("data-busy", "1")
    own_tab.clock.fast_forward(30_000)
    expect(own_tab.locator(root)).to_have_attribute("data-busy", "1")     # still waiting
    assert words not in own_tab.locator(".play-status").inner_text()
    own_tab.clock.fast_forward(20_000)
    expect(own_tab.locator(".play-status")).to_contain_text(words, timeout=READY)
    fix = own_tab.locator(".play-message button")
    expect(fix).to_be_visible()
    fix.click()
    wait(own_tab, game)
    assert hand(own_tab) == kept
    expect(own_tab.locator(".play-status")).not_to_contain_text(words)
    decide(own_tab, game)                                   # and the game goes on
    assert own_tab.locator(".play-message button").count() == 0


# ---------------------------------------------------------------------- a bad link
@pytest.mark.parametrize("game", PLAY_GAMES)
@pytest.mark.parametrize("bad", ["preset", "rule option"])
def test_a_bad_link_is_explained_not_replaced(tab: Page, base_url: str, game: str,
                                              bad: str) -> None:
    """A link naming a rule set, or a rule option, the game does not have: the page says
    so in the engine's words and deals no game until the player asks for a new one."""
    name, root = GAMES[game].name.en, widget(game)
    rules = "bogus" if bad == "preset" else f"{GAMES[game].default_preset},bogus%3D1"
    tab.goto(base_url + path(game) + f"#rules={rules}&level=random")
    message = tab.locator(".play-message")
    expect(message).to_contain_text(f"unknown {name} {bad} 'bogus'", timeout=READY)
    expect(message).to_contain_text("could not be started")
    expect(tab.locator(f"{root} .play-board")).to_be_hidden()      # no game dealt instead
    tab.locator(".play-message button").click()
    wait(tab, game)
    # the error is gone (the new deal may bring its own news: a hand thrown in)
    expect(message).not_to_contain_text("could not be started")
    expect(message.locator("button")).to_have_count(0)
    expect(tab.locator(f"{root} .play-board")).to_be_visible()
    assert "bogus" not in tab.url


# ---------------------------------------------------------------------- S2-10 focus
DECISION = ("#pp-next, .pp-prompt button:not([disabled]), .pp-hand button:not([disabled]), "
            ".play-end-title")


def test_pippip_by_keyboard_the_focus_is_always_on_the_next_decision(booted: Booted) -> None:
    """A whole deal at a table of five with Enter alone: after every move the focus stands
    on the next thing to decide (a card, an answer, "Next deal"), and at the end on the
    end's title; it is never lost to the page or to a control below the table."""
    root = widget("pippip")
    tab = booted_game(booted, "pippip")
    tab.locator(".pp-prompt button, .pp-hand button:not([disabled])").first.focus()
    for _ in range(120):
        if tab.locator(f"{root}[data-over='1']").count():
            break
        where = tab.evaluate(f"document.activeElement.matches({DECISION!r}) || "
                             "document.activeElement.outerHTML.slice(0, 80)")
        assert where is True, f"focus on {where}"
        tab.keyboard.press("Enter")
        wait(tab, "pippip")
    expect(tab.locator(".play-end-title")).to_be_focused()


def test_no_back_to_top_pill_over_the_table_on_a_phone(booted: Booted) -> None:
    page = booted_game(booted, "pippip", screen="phone")
    page.evaluate("window.scrollTo(0, 0)")
    page.mouse.wheel(0, 900)
    page.wait_for_function("() => window.scrollY > 400", timeout=READY)
    page.mouse.wheel(0, -300)                          # Material shows its pill on the way up
    page.wait_for_function("() => !document.querySelector('.md-top').hidden",
                           timeout=READY)
    assert page.evaluate("getComputedStyle(document.querySelector('.md-top')).display") == "none"
