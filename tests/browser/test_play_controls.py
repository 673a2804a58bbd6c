"""The controls every play page shares, as the player review (round 3) found them: a game in
progress is not thrown away without asking (S2-2), the keyboard's focus shows on the record
and text fields (S2-4, WCAG 2.4.7), and on a phone nothing of the board can be pressed
before the engine is ready (S3-3)."""

from __future__ import annotations

import pytest
from conftest import Booted, Fresh
from play_pages import PLAY_GAMES, READY, decide, path, play_of, wait, widget
from playwright.sync_api import Page, expect
from site_helpers import PHONE
from site_tour import FAILING, at_rest, findings
from test_play_robust import booted_game, hand

pytestmark = pytest.mark.browser

#: The button that restarts the game from its start, and the dialog's words.
RESTART = {"en": "Restart game", "de": "Partie neu beginnen"}
ASK_RESTART = {"en": "Restart this game from the start", "de": "Diese Partie von vorn beginnen"}
ASK_NEW = {"en": "Start a new game?", "de": "Eine neue Partie beginnen?"}
KEEP = {"en": "Keep playing", "de": "Weiterspielen"}
#: The widgets' focus ring: a 3 px outline, as on the cards.
RING = "3px solid"


def outline(page: Page, selector: str) -> str:
    """The computed outline of the first element ``selector`` finds: width and style."""
    found: str = page.locator(selector).first.evaluate(
        "e => { const s = getComputedStyle(e); return `${s.outlineWidth} ${s.outlineStyle}`; }")
    return found


@pytest.mark.parametrize(("game", "lang"), [(game, ("de", "en")[i % 2])
                                             for i, game in enumerate(PLAY_GAMES)])
def test_a_game_in_progress_is_given_up_only_when_the_player_says_so(
        booted: Booted, game: str, lang: str) -> None:
    """*Restart game* (German *Partie neu beginnen*: the whole game, not the hand in play)
    and *New game* ask first once the player has moved: a modal dialog names what is lost,
    its "Keep playing" has the focus, Escape or that button keep the game (the decision can
    still be taken back) and the focus goes back to the button pressed; axe finds nothing
    serious with the dialog open. Confirmed, the game starts again with the same cards. A
    game not yet begun is replaced without a question."""
    page = booted_game(booted, game, lang)
    prefix = play_of(game).prefix
    restart, new = page.locator(f"#{prefix}-restart"), page.locator(f"#{prefix}-new")
    dialog, undo = page.locator(f"#{prefix}-confirm"), page.locator(f"#{prefix}-undo")
    expect(restart).to_have_text(RESTART[lang])
    first = hand(page)
    decide(page, game)
    expect(undo).to_be_enabled()

    restart.click()
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(ASK_RESTART[lang])
    expect(page.locator(f"#{prefix}-confirm-no")).to_have_text(KEEP[lang])
    expect(page.locator(f"#{prefix}-confirm-no")).to_be_focused()
    violations = at_rest(page)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, findings(failing)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(restart).to_be_focused()
    expect(undo).to_be_enabled()                       # the move is still there

    new.click()
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(ASK_NEW[lang])
    page.click(f"#{prefix}-confirm-no")
    expect(dialog).to_be_hidden()
    expect(new).to_be_focused()
    expect(undo).to_be_enabled()

    restart.click()
    page.click(f"#{prefix}-confirm-yes")
    wait(page, game)
    expect(undo).to_be_disabled()                      # nothing left to take back
    assert hand(page) == first                         # the same cards from the start
    new.click()                                        # nothing to lose: no question
    expect(dialog).to_be_hidden()
    wait(page, game)


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_the_keyboard_focus_shows_on_the_record_and_text_fields(booted: Booted,
                                                                game: str) -> None:
    """WCAG 2.4.7: *Load record* is the label of a visually hidden file input; when the
    input has the keyboard's focus the label is ringed as the cards are. The deal number
    and the share link, text fields, show the same ring when focused."""
    page = booted_game(booted, game)
    prefix = play_of(game).prefix
    label = f"{widget(game)} label[for='{prefix}-load']"
    page.focus(f"#{prefix}-share")
    assert outline(page, label).endswith("none")
    page.keyboard.press("Shift+Tab")                   # back onto the file input
    assert page.evaluate("document.activeElement.id") == f"{prefix}-load"
    assert outline(page, label) == RING
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")                         # past Share link, to its field
    assert page.evaluate("document.activeElement.id") == f"{prefix}-share-url"
    assert outline(page, label).endswith("none")
    assert outline(page, f"#{prefix}-share-url") == RING
    page.focus(f"#{prefix}-seed")
    assert outline(page, f"#{prefix}-seed") == RING


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_on_a_phone_nothing_can_be_pressed_before_the_engine_is_ready(fresh: Fresh,
                                                                      base_url: str,
                                                                      game: str) -> None:
    """At 375 px the board is laid out as a column, which must not show it while it is
    hidden: until the engine has answered (here it never does: its worker is held back),
    no button of the widget that could be pressed is in view, and none takes the focus."""
    page = fresh.page(PHONE)
    page.add_init_script("""window.Worker = class {
      constructor() { window.__heldWorker = true; }
      postMessage() {} terminate() {} addEventListener() {}
    };""")
    page.goto(base_url + path(game))
    root = widget(game)
    page.wait_for_function("() => window.__heldWorker === true", timeout=READY)
    expect(page.locator(f"{root} .play-board")).to_have_count(1)
    expect(page.locator(f"{root} .play-board")).to_be_hidden()
    assert page.locator(f"{root} button:visible:enabled").count() == 0
    page.keyboard.press("Tab")
    for _ in range(40):                                # the whole page's tab order
        inside = page.evaluate(f"!!document.activeElement.closest({root!r})")
        assert not inside, "a control of the widget took the focus before the engine was ready"
        page.keyboard.press("Tab")
