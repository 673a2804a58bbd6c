"""Deals anyone can verify, on every play page in Chromium (``play-verify.js``): before the
first card a line under the table shows the deal's commitment with a link to "How to verify
a deal"; at the end the page reveals the deal number, rules, horizon and salt, checks the
commitment with the browser's own SHA-256 and says so in a status region, and prints the
terminal command that verifies the record it saves; the revealed state passes axe in English
and German, a changed value does not match, and a reload keeps the commitment."""

from __future__ import annotations

import hashlib
import importlib
import io
import re
import shlex
from pathlib import Path

import pytest
from conftest import Booted, Fresh
from play_pages import PLAY_GAMES, READY, module_of, path, play_of, wait
from playwright.sync_api import Locator, Page, expect
from site_helpers import DESKTOP
from site_tour import FAILING, at_rest, findings

from penneech.cli import main

pytestmark = pytest.mark.browser

#: The games with a play page, from the registry.
PAGED = PLAY_GAMES
WORDS = {
    "en": {"line": "Deal commitment:", "what": "What is this?", "verified": "Verified:",
           "help": "verify/"},
    "de": {"line": "Festlegung des Spiels:", "what": "Was ist das?", "verified": "Bestätigt:",
           "help": "de/verify/"},
}


def seed_of(game: str) -> int:
    """The deal number of the set deal the game's own browser module starts (its ``link``)."""
    found = re.search(r"seed=(\d+)", play_of(game).link)
    assert found, play_of(game).link
    return int(found.group(1))


def start(page: Page, game: str) -> None:
    """The set deal of the game's own browser module (``PlayPage.start``: a random
    computer), started as a player would."""
    play_of(game).start(page)
    wait(page, game)


def finish(page: Page, game: str) -> None:
    """Play like a player (the first thing offered) to the end of the game: the game's own
    browser module's ``play_to_the_end``."""
    importlib.import_module(module_of(game).rsplit("/", 1)[-1]).play_to_the_end(page)


def booted_game(booted: Booted, game: str, lang: str) -> Page:
    page = booted.page(path(game, lang), play_of(game).waiting, "desktop")
    start(page, game)
    return page


def box(page: Page, game: str) -> Locator:
    return page.locator(f"#{play_of(game).prefix}-verify")


def noted_commitment(page: Page, game: str, lang: str, base_url: str) -> str:
    """The line before the first card: its words, the first 16 digits of the commitment,
    the link to the readers' page; the 64 digits under *All 64 digits*."""
    section = box(page, game)
    w = WORDS[lang]
    line = section.locator(".play-verify-line")
    expect(line).to_be_visible()
    assert re.fullmatch(rf"{re.escape(w['line'])} [0-9a-f]{{16}}… {re.escape(w['what'])}",
                        line.inner_text().strip())
    link = line.get_by_role("link", name=w["what"])
    assert link.get_attribute("href") == base_url + w["help"]
    section.locator(".play-verify-full summary").click()
    full: str = section.locator(".play-verify-commitment").inner_text().strip()
    assert re.fullmatch(r"[0-9a-f]{64}", full)
    assert full.startswith(line.locator("code").inner_text().rstrip("…"))
    return full


@pytest.mark.parametrize("game", PAGED)
def test_the_commitment_before_the_first_card_is_checked_at_the_end(
        booted: Booted, game: str, base_url: str, tmp_path: Path) -> None:
    """Before the first card the line shows the commitment; at the end the page reveals
    the deal number typed, the rules, horizon and salt, and the text made of them, whose
    SHA-256 is the commitment noted before the first card. *Check the commitment*, pressed
    from the keyboard, says "Verified" in a status region; the terminal command named is
    the one for the record *Download record* saves, and it verifies that record, as the
    command with the values alone does; the revealed state has no serious or critical
    accessibility finding (axe-core)."""
    page = booted_game(booted, game, "en")
    noted = noted_commitment(page, game, "en", base_url)
    finish(page, game)
    section = box(page, game)
    expect(section.locator("h3")).to_have_text("Verify this deal")
    values = dict(zip(section.locator(".play-verify-values dt").all_inner_texts(),
                      section.locator(".play-verify-values dd").all_inner_texts(), strict=True))
    assert values["Commitment shown before the first card"] == noted
    assert values["Deal number"] == str(seed_of(game))
    text = section.locator(".play-verify-text").inner_text()
    assert text == (f"game: {game}\nseed: {seed_of(game)}\nrules: {values['Rules']}\n"
                    f"horizon: {values['Horizon']}\nsalt: {values['Salt']}\n")
    assert hashlib.sha256(text.encode("utf-8")).hexdigest() == noted
    result = section.locator(".play-verify-result")
    assert result.get_attribute("role") == "status"
    section.locator(f"#{play_of(game).prefix}-verify-check").focus()
    page.keyboard.press("Enter")
    expect(result).to_have_attribute("data-verdict", "verified", timeout=READY)
    expect(result).to_contain_text("Verified: the SHA-256 of this text is the commitment")
    command = section.locator(".play-verify-command").inner_text().strip()
    assert command == f"python -m penneech verify {game}-{seed_of(game)}.txt"
    with page.expect_download() as info:
        page.click(f"#{play_of(game).prefix}-download")
    assert info.value.suggested_filename == command.rsplit(" ", 1)[1]
    saved = tmp_path / info.value.suggested_filename
    info.value.save_as(saved)
    out = io.StringIO()
    assert main(["verify", str(saved), "--commitment", noted], out=out) == 0, out.getvalue()
    by_values = shlex.split(section.locator(".play-verify-values-command").inner_text())
    assert by_values[:4] == ["python", "-m", "penneech", "verify"]
    assert main(by_values[3:], out=io.StringIO()) == 0
    violations = at_rest(page)           # the revealed and checked state
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, findings(failing)


#: The game of the tests that need only one: the last with a play page. The parameter puts
#: them with that game's other tests, which share its booted pages (``tests/conftest.py``).
ONE = pytest.mark.parametrize("game", PAGED[-1:])


@ONE
def test_the_german_page_says_it_in_german_and_passes_axe(booted: Booted, base_url: str,
                                                          game: str) -> None:
    """The German page: *Festlegung des Spiels*, the link to the German readers' page, the
    check's answer in German; the revealed state, after the check, has no serious or
    critical accessibility finding (axe-core)."""
    page = booted_game(booted, game, "de")
    noted = noted_commitment(page, game, "de", base_url)
    finish(page, game)
    section = box(page, game)
    expect(section.locator("h3")).to_have_text("Dieses Spiel prüfen")
    section.locator(f"#{play_of(game).prefix}-verify-check").click()
    result = section.locator(".play-verify-result")
    expect(result).to_contain_text(WORDS["de"]["verified"], timeout=READY)
    assert noted in section.locator(".play-verify-values").inner_text()
    violations = at_rest(page)
    failing = [v for v in violations if v["impact"] in FAILING]
    assert not failing, findings(failing)


@ONE
def test_a_changed_value_does_not_match(booted: Booted, game: str) -> None:
    """The page's check rebuilds the text from the values revealed: another deal number,
    salt or rules than those committed to does not give the commitment."""
    page = booted_game(booted, game, "en")
    finish(page, game)
    reveal = page.evaluate("""() => {
      const dd = [...document.querySelectorAll('.play-verify-values dd')].map((d) => d.innerText);
      return {commitment: dd[0], seed: dd[1], rules: dd[2], horizon: dd[3], salt: dd[4]};
    }""")
    values = {**reveal, "game": game}
    check = "([v, c]) => window.playVerify.check(v, c)"
    same = page.evaluate(check, [values, reveal["commitment"]])
    assert same == {"ok": True, "got": reveal["commitment"]}
    for key, changed in [("seed", str(int(reveal["seed"]) + 1)), ("salt", "0" * 32),
                         ("rules", reveal["rules"] + ",x=1")]:
        verdict = page.evaluate(check, [{**values, key: changed}, reveal["commitment"]])
        assert verdict["ok"] is False and verdict["got"] != reveal["commitment"]


def test_a_reload_keeps_the_commitment(fresh: Fresh, base_url: str) -> None:
    """The salt is kept with the game in the worker's storage: after a reload the game goes
    on under the commitment shown at its start."""
    game = PAGED[-1]
    prefix = play_of(game).prefix
    page = fresh.page(DESKTOP)
    page.goto(base_url + path(game))
    wait(page, game)
    start(page, game)
    before = page.locator(f"#{prefix}-verify .play-verify-commitment").text_content()
    assert before and re.fullmatch(r"[0-9a-f]{64}", before)
    page.reload()
    wait(page, game)
    expect(page.locator(f"#{prefix}-verify .play-verify-commitment")).to_have_text(before)
