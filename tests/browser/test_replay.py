"""The replay viewer in a real browser (issue 34): a finished game opened from the end of
each play page, stepped through card by card and trick by trick with the keyboard, every
hand shown, a decision analysed and the whole game summed up; a record opened from a file;
a game in progress refused; and axe-core with no serious or critical finding on the
viewer in an analysed state, in English and German.

The tests share the worker's viewer pages (``booted``): each opens its own record on the
viewer as a reader does, following a link in the viewer's tab (only the address's fragment
changes, so the page stays loaded and reads the new record in place of the one shown) or
choosing a file, and waits until the viewer has read it (``data-reads``)."""

from __future__ import annotations

import base64
import re
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import Booted, Fresh
from play_pages import PLAY_GAMES, module, play_of
from playwright.sync_api import Page, expect
from site_helpers import DESKTOP
from site_tour import FAILING, at_rest, findings
from test_replay_records import facade_game

from penneech.core import replay
from penneech.games import GAMES

pytestmark = pytest.mark.browser
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
VIEW = ".replay-view:not([hidden])"
#: Long enough for Pyodide to boot on a busy machine, and for the expert to think.
THINK = 180_000


#: The games with a play page, in the registry's order.
WEB = PLAY_GAMES


def record_link(base_url: str, text: str, lang: str = "en") -> str:
    """The viewer's address with ``text`` after ``#record=``, as record-link.js writes it
    (deflate-raw, base64url, the version letter ``z``)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode("utf-8")) + packer.flush()
    value = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{base_url}{'de/' if lang == 'de' else ''}replay/#record=z{value}"


def viewer(booted: Booted, lang: str = "en") -> Page:
    """The worker's viewer page in ``lang``, loaded (its engine starts with the first
    record it reads)."""
    return booted.page(("de/" if lang == "de" else "") + "replay/", "#replay-file")


def read_in(page: Page, give: Callable[[], object]) -> None:
    """Give the viewer a record with ``give`` (a file chosen, text pasted and shown) and
    wait until it has read it, shown or refused: its count of records read goes up."""
    before = int(page.get_attribute(".replay-viewer", "data-reads") or "0")
    give()
    page.wait_for_selector(f".replay-viewer[data-reads='{before + 1}']", timeout=THINK)


def follow(page: Page, href: str) -> None:
    """Follow a link to the viewer in the viewer's own tab, and wait until it has read the
    link's record (the address's fragment changes: the page stays loaded)."""
    if page.url == href:      # the same address again is no new link: leave it first
        page.goto(href.split("#", 1)[0] + "#")
    read_in(page, lambda: page.goto(href))


def opened(page: Page) -> int:
    """Wait for the viewer to show a game; the number of its steps."""
    page.wait_for_selector(VIEW, timeout=THINK)
    return int(page.get_attribute("#replay-position", "max") or "0") + 1


def at(page: Page) -> int:
    return int(page.get_attribute(".replay-view", "data-step") or "-1")


def step_with_keys(page: Page, text: str) -> None:
    """The arrow keys and Home/End step through the game as the engine groups it."""
    r = replay.read(text)
    quiet = {s.index for s in r.steps if s.quiet}
    ends = r.trick_ends()
    page.focus("#replay-title")
    page.keyboard.press("ArrowRight")
    first = next(i for i in range(1, len(r.steps)) if i not in quiet)
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(first))
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", "0")
    page.keyboard.press("ArrowDown")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(ends[0]))
    page.keyboard.press("ArrowDown")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(ends[1]))
    page.keyboard.press("ArrowUp")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(ends[0]))
    page.keyboard.press("End")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(len(r.steps) - 1))
    # every hand is shown, as the engine holds it at the last step
    hands = page.locator(".replay-hand")
    expect(hands).to_have_count(r.seats)
    for seat, hand in enumerate(r.steps[-1].hands):
        expect(hands.nth(seat).locator(".card")).to_have_count(len(hand))
    # the step's words are announced politely, once the keys come to rest
    expect(page.locator(".replay-news")).to_contain_text(r.steps[-1].words.en)
    page.keyboard.press("Home")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", "0")
    dealt = next(s for s in r.steps if s.seat is None and s.phase == "deal")
    page.click(".replay-all > summary")      # every step, listed deal by deal
    page.click(f".replay-step-link[data-step='{dealt.index}']")
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(dealt.index))
    for seat, hand in enumerate(dealt.hands):
        expect(hands.nth(seat).locator(".card")).to_have_count(len(hand))


def analyse_one(page: Page) -> None:
    """The next decision of "you", analysed: the expert's values and the decision's gap."""
    page.click("#replay-next-decision")
    page.click("#replay-analyse")
    page.wait_for_selector(".replay-gap, .replay-analysis p:has-text('no values')",
                           timeout=THINK)


def summary(page: Page) -> None:
    """The whole game analysed, with its progress, then summed up."""
    page.click("#replay-analyse-all")
    page.wait_for_selector(".replay-deals", timeout=THINK * 3)
    expect(page.locator(".replay-whole")).to_contain_text("Where the game was won or lost")
    expect(page.locator(".replay-decided")).to_have_count(1)


@pytest.mark.parametrize("game", WEB)
def test_a_game_opens_from_the_end_of_its_play_page(game: str, booted: Booted) -> None:
    """From the end of a game, "Replay and analyse" carries its record to the viewer,
    which steps through it with the keyboard, shows every hand and analyses a decision."""
    helper, quick = module(game), play_of(game).quick
    play = helper.booted_play(booted)
    helper.new_game(play, 5, **quick)
    helper.play_to_the_end(play)
    link = play.locator(".replay-end-link")
    expect(link).to_have_attribute("href", re.compile(r"#record=z"))
    href = link.get_attribute("href") or ""
    record = play.evaluate("(v) => window.recordLink.decode(v)", href.split("#record=")[1])
    shown = viewer(booted)
    follow(shown, href)
    assert opened(shown) == len(replay.read(record).steps)
    step_with_keys(shown, record)
    analyse_one(shown)
    if quick.get("horizon") == "deal":  # one deal: quick enough to analyse every decision
        summary(shown)


def test_a_record_file_opens_and_the_whole_game_is_summed_up(booted: Booted,
                                                             tmp_path: Path) -> None:
    """A record file, chosen with the keyboard-accessible file input, opens in the viewer;
    analysing the whole game ranks the decisions and names the deal that decided it."""
    g = max((GAMES[w] for w in WEB), key=lambda g: g.seats)  # with the viewer's seat menu
    text, _ = facade_game(g, 7)
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    page = viewer(booted)
    read_in(page, lambda: page.set_input_files("#replay-file", str(path)))
    opened(page)
    expect(page.locator("#replay-seat")).to_have_value("0")
    summary(page)
    ranked = page.locator(".replay-ranked li")
    r = replay.read(text)
    expected = replay.summary(r, 0).ranked()
    expect(ranked).to_have_count(len(expected))
    # each gap beside the expert's choice, or, where the expert chose as you did, beside
    # the choice valued best, from which it is counted
    for item, a in zip(ranked.all(), expected, strict=True):
        def said(action: int | None, step: int = a.step) -> str:
            assert action is not None
            return r.side.step_words(r.before[step], [action]).en
        expect(item).to_contain_text(
            f"(the expert chose the same; best valued: {said(a.best_action)})" if a.as_expert
            else f"(the expert: {said(a.advice.choice)})")
    # every seat named as the record names it, as the play page shows it
    for seat, name in enumerate(replay.record_seat_names(r.record.headers, r.seats, "en")):
        expect(page.locator(f".replay-hand[data-seat='{seat}'] strong")).to_contain_text(
            f"{name}:")


def expert_as_you_with_a_gap() -> tuple[str, replay.Replay, replay.Analysis]:
    """The first finished game of the registry's play pages (seed 11) with a decision the
    expert took as you did though it values another choice higher (an expert keeping its
    rule of thumb unless another choice is clearly better): its record, its replay and
    that decision's analysis."""
    for game in WEB:
        text, _ = facade_game(GAMES[game], 11)
        r = replay.read(text)
        found = next((a for a in replay.summary(r, 0).ranked() if a.as_expert), None)
        if found is not None:
            return text, r, found
    raise AssertionError("no game's expert chose as the player did with a gap: the "
                         "wording of that case is not exercised")


def test_a_gap_where_the_expert_chose_as_you_did_names_the_best_valued_choice(
        booted: Booted, base_url: str) -> None:
    """Where your choice was the expert's own and still short of the best-valued choice,
    the summary says the expert chose the same and names the best-valued choice, and the
    decision's analysis says the gap is from that choice, the expert's being yours."""
    text, r, a = expert_as_you_with_a_gap()
    before = r.before[a.step]
    best = r.side.step_words(before, [a.best_action or 0]).en
    page = viewer(booted)
    follow(page, record_link(base_url, text))
    opened(page)
    summary(page)
    item = page.locator(".replay-ranked li", has=page.locator(
        f".replay-step-link:text-is('go to step {a.step + 1}')"))
    expect(item).to_contain_text(f"{r.steps[a.step].words.en} — −")
    expect(item).to_contain_text(f"(the expert chose the same; best valued: {best})")
    item.locator(".replay-step-link").click()
    expect(page.locator(".replay-view")).to_have_attribute("data-step", str(a.step))
    expect(page.locator(".replay-gap")).to_contain_text(
        f"worse than the best valued, {best}; the expert made the same choice.")
    chosen = page.locator(".replay-values li.replay-chosen")
    expect(chosen).to_contain_text("your choice")
    expect(chosen).to_contain_text("the expert's choice")


def test_a_game_in_progress_is_refused(booted: Booted) -> None:
    """Fair play: the record of a game not over is refused, naming its last line, and no
    hand is shown (nor any of a game shown before)."""
    g = GAMES[WEB[0]]
    text, state = facade_game(g, 11, stop=3)
    assert not state.is_terminal()
    page = viewer(booted)
    page.fill("#replay-text", text)
    read_in(page, lambda: page.click("#replay-show"))
    expect(page.locator(".replay-message")).to_contain_text("the game is not over",
                                                            timeout=THINK)
    expect(page.locator(".replay-view")).to_be_hidden()
    expect(page.locator(".replay-hand")).to_have_count(0)


def test_a_new_link_in_the_viewers_tab_takes_the_place_of_the_game_shown(booted: Booted,
                                                                        base_url: str) -> None:
    """A link to another record followed in the viewer's tab, even while the whole game
    is being analysed, shows that record in place of the game shown; Back shows the game
    before again; a refused record leaves no game shown."""
    first, second = GAMES[WEB[0]], GAMES[WEB[-1]]
    one, _ = facade_game(first, 13)
    two, _ = facade_game(second, 13)
    page = viewer(booted)
    follow(page, record_link(base_url, one))
    assert opened(page) == len(replay.read(one).steps)
    expect(page.locator("#replay-title")).to_contain_text(first.name.en)
    page.click("#replay-analyse-all")
    follow(page, record_link(base_url, two))
    assert opened(page) == len(replay.read(two).steps)
    expect(page.locator("#replay-title")).to_contain_text(second.name.en)
    expect(page.locator(".replay-view")).to_have_attribute("data-step", "0")
    expect(page.locator("#replay-analyse-all")).to_be_visible()    # no summary of the first
    read_in(page, page.go_back)
    assert opened(page) == len(replay.read(one).steps)
    expect(page.locator("#replay-title")).to_contain_text(first.name.en)
    unfinished, _ = facade_game(second, 13, stop=2)
    follow(page, record_link(base_url, unfinished))
    expect(page.locator(".replay-message")).to_contain_text("the game is not over")
    expect(page.locator(".replay-view")).to_be_hidden()
    expect(page.locator(".replay-hand")).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_analysed_viewer_has_no_serious_accessibility_finding(
        fresh: Fresh, booted: Booted, base_url: str, lang: str) -> None:
    """The viewer as a first visit finds it, before any record (a fresh page: its engine
    starts only with a record), and with a game analysed, decision and whole game."""
    g = GAMES[WEB[-1]]                  # any game does
    text, _ = facade_game(g, 11)
    page = fresh.page(DESKTOP)
    page.add_init_script(path=str(AXE))
    page.goto(base_url + ("de/" if lang == "de" else "") + "replay/")    # before a record
    page.wait_for_selector("#replay-file")
    failing = [v for v in at_rest(page) if v["impact"] in FAILING]
    assert not failing, findings(failing)
    page = viewer(booted, lang)
    follow(page, record_link(base_url, text, lang))
    opened(page)
    page.click("#replay-next-decision")
    page.click("#replay-analyse")
    page.wait_for_selector(".replay-gap, .replay-analysis p:not([role])", timeout=THINK)
    page.click("#replay-analyse-all")
    page.wait_for_selector(".replay-deals", timeout=THINK)
    page.click(".replay-all > summary")
    violations = at_rest(page)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, findings(failing)

