#!/usr/bin/env python3
"""A walkthrough of "your own game" on every play page, in headless Chromium (issue 34).

For every game of the registry with a play page (its page described for the benchmarks in
``scripts/bench_page_<id>.py``), in English, with a fixed deal number and a fixed level of
the computers, it plays as a user would through the page and prints in Markdown, step by
step, what the page says in its own words:

1. the commitment shown before the first card;
2. a decision, then *Undo*: the table before the decision, after it and after the undo, and
   what the live region announced;
3. the game finished (the first thing the page offers each time), then the end's link to
   the replay viewer followed: a decision of the player's analysed (*Analyse this
   decision*), and the browser time from the click to the analysis shown in the page,
   over several decisions (median and longest); then *Analyse the whole game*;
4. the end's link to the same deal under another reading, with another rule set: where
   the two games part, how many decisions were kept and how many the expert took, and the
   final scores;
5. *Check the commitment* at the end of the game: the values revealed and the verdict.

The site is built with ``mkdocs build --strict`` into a temporary folder, or taken from
``--site DIR`` (built into DIR the first time), and served as ``bench_browser.py`` serves
it (``scripts/static_server.py``). Every wait is on a condition of the page; the times are
measured in the page (``performance.now``), from the click to the DOM change that shows the
analysis.

    python scripts/tour_own_game.py [--seed 34] [--level greedy] [--decisions 10] [--site DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urljoin

from bench_browser import ARGS, build, serve
from bench_page import PlayPage, play_page
from playwright.sync_api import Browser, Page, sync_playwright

from penneech.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
#: A cap on any wait for the page (a busy machine, the expert thinking); never a sleep.
LONG = 900_000
#: What the page's live regions say, kept in order, as the browser tests record them.
RECORD_LIVE = (ROOT / "tests" / "browser" / "record_live.js").read_text(encoding="utf-8")
#: Click "Analyse this decision" and resolve with the milliseconds until the analysis has
#: taken the place of the button and of the "thinking" status in the page.
TIMED_ANALYSIS = """() => new Promise((resolve, reject) => {
  const section = document.querySelector(".replay-analysis");
  const button = section.querySelector("#replay-analyse");
  const shown = () => !section.querySelector("#replay-analyse, [role='status']")
    && section.children.length > 1;
  const watch = new MutationObserver(() => {
    if (shown()) { watch.disconnect(); resolve(performance.now() - start); }
  });
  watch.observe(section, { childList: true, subtree: true, characterData: true });
  const message = document.querySelector(".replay-message");
  const refused = new MutationObserver(() => {
    if (message.textContent.trim()) { watch.disconnect(); reject(new Error(message.textContent)); }
  });
  refused.observe(message, { childList: true, subtree: true, characterData: true });
  const start = performance.now();
  button.click();
})"""


def paged_games() -> list[str]:
    """The registry's games with a play page, in its order."""
    return [g.id for g in GAMES.values() if g.web is not None]


def one_deal(game_id: str) -> str:
    """A single deal where the game has one (quick to play and to analyse), else a game."""
    horizons = GAMES[game_id].horizons
    return "deal" if "deal" in horizons else horizons[0]


def quote(text: str, indent: str = "   ") -> str:
    """``text`` as a Markdown quotation, line by line, under a numbered step."""
    lines = [line.rstrip() for line in text.strip().splitlines() if line.strip()] or ["(empty)"]
    return "\n".join(f"{indent}> {line}" for line in lines)


def table_of(page: Page, of: PlayPage) -> dict[str, str]:
    """What the table shows: the status line, the player's hand and the felt (the seats and
    the trick), as the page's own text."""
    root = of.root
    hand = page.locator(f"{root} .play-hand button").evaluate_all(
        "bs => bs.map((b) => b.innerText.trim().split(/\\s*\\n\\s*/).join(' '))")
    felt = page.locator(f"{root} .play-felt").inner_text().splitlines()
    return {"status": page.locator(f"{root} .play-status").inner_text().strip(),
            "hand": ", ".join(hand),
            "felt": " / ".join(line.strip() for line in felt if line.strip())}


def shown_table(label: str, table: dict[str, str]) -> str:
    return (f"   - {label}: status \u201c{table['status']}\u201d; hand: "
            f"{table['hand'] or '(none)'}; table: \u201c{table['felt'] or '(empty)'}\u201d")


def said_since(page: Page, start: int) -> list[str]:
    said: list[str] = page.evaluate("window.__said")
    return said[start:]


def wait_for(page: Page, of: PlayPage) -> None:
    """Until the page waits for the player, or the game is over."""
    page.wait_for_selector(of.waiting, timeout=LONG)


def link_of(page: Page, selector: str) -> str:
    """The absolute address of the link ``selector``, once it carries a record."""
    page.wait_for_selector(f"{selector}[href*='#record=z']", state="attached", timeout=LONG)
    href = page.get_attribute(selector, "href") or ""
    return urljoin(page.url, href)


def median_max(times: list[float]) -> str:
    return f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms"


def tour(browser: Browser, base: str, game_id: str, args: argparse.Namespace,
         timings: dict[str, list[float]]) -> None:
    """The walkthrough of one game's play page, printed."""
    game, of = GAMES[game_id], play_page(game_id)
    horizon = one_deal(game_id)
    fragment = (f"#rules={game.default_preset}&seed={args.seed}&level={args.level}"
                f"&horizon={horizon}")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB",
                                  accept_downloads=False)
    page = context.new_page()
    page.add_init_script(RECORD_LIVE)
    print(f"\n## {game.name.en}\n")
    length = "one deal" if horizon == "deal" else "a whole game"
    print(f"Play page `{of.path}{fragment}` (rule set `{game.default_preset}`, deal number "
          f"{args.seed}, computers `{args.level}`, {length}).\n")
    page.goto(base + of.path + fragment)
    wait_for(page, of)
    n = 1

    # 1. the commitment before the first card
    verify = page.locator(f"{of.root} .play-verify")
    line = verify.locator(".play-verify-line")
    line.wait_for(timeout=LONG)
    full = verify.locator(".play-verify-commitment").text_content() or ""
    print(f"{n}. Before the first card the page shows the deal's commitment:\n"
          f"{quote(line.inner_text())}\n\n   All 64 digits (under *All 64 digits*): "
          f"`{full.strip()}`\n")
    n += 1

    # 2. a decision, then Undo
    undo = page.locator(f"{of.root} .play-undo")
    before = table_of(page, of)
    of.decide(page)
    page.wait_for_selector(f"{of.root} .play-undo:not([disabled])", timeout=LONG)
    wait_for(page, of)
    decided = table_of(page, of)
    print(f"{n}. A decision (the first thing the page offers), then *{undo.inner_text().strip()}*:")
    print(shown_table("before the decision", before))
    print(shown_table("after the decision and the computers' answers", decided))
    heard = len(page.evaluate("window.__said"))
    undo.click()
    page.wait_for_function(
        "(n) => window.__said.slice(n).some((s) => s.startsWith('Your last decision taken back'))",
        arg=heard, timeout=LONG)
    wait_for(page, of)
    after = table_of(page, of)
    print(shown_table("after Undo", after))
    print(f"   - the same table as before the decision: {'yes' if after == before else 'no'}")
    announced = [s for s in said_since(page, heard) if s.startswith("Your last decision")]
    print(f"   - the live region announced:\n{quote(announced[-1], '     ')}\n")
    n += 1

    # 3. the game finished, the replay viewer, the analysis
    made = 0
    while not page.locator(of.over).count():
        of.decide(page)
        made += 1
        wait_for(page, of)
    end = page.locator(f"{of.root} .play-end").evaluate(
        "e => Array.from(e.querySelectorAll('h3, p')).slice(0, 3)"
        ".map((x) => x.innerText.trim()).join('\\n')")
    print(f"{n}. The game played to its end ({made} decisions more, the first thing offered "
          f"each time). The end says:\n{quote(end)}\n")
    n += 1
    replay_href = link_of(page, f"{of.root} .replay-end-link")
    reread_href = link_of(page, f"{of.root} .play-end .play-reread-link")
    viewer = context.new_page()
    viewer.add_init_script(RECORD_LIVE)
    viewer.goto(replay_href)
    viewer.wait_for_selector(".replay-view:not([hidden])", timeout=LONG)
    title = viewer.locator("#replay-title").inner_text()
    print(f"{n}. *{page.locator(f'{of.root} .replay-end-link').inner_text().strip()}* opens "
          f"the replay viewer:\n{quote(title)}\n")
    n += 1
    times: list[float] = []
    first_text = ""
    for _ in range(args.decisions):
        step = viewer.get_attribute(".replay-view", "data-step")
        viewer.click("#replay-next-decision")
        viewer.wait_for_function(
            "(s) => document.querySelector('.replay-view').dataset.step !== s", arg=step,
            timeout=LONG)
        if int(viewer.get_attribute(".replay-view", "data-step") or 0) <= int(step or 0):
            break                                   # back to the first: every one analysed
        viewer.wait_for_selector("#replay-analyse", timeout=LONG)
        times.append(float(viewer.evaluate(TIMED_ANALYSIS)))
        if not first_text:
            at = viewer.get_attribute(".replay-view", "data-step")
            caption = viewer.locator(".replay-caption").inner_text()
            first_text = (f"{n}. *Next decision of this seat* goes to step {int(at or 0) + 1}:\n"
                          f"{quote(caption)}\n\n   *Analyse this decision*:\n"
                          f"{quote(viewer.locator('.replay-analysis').inner_text())}\n")
    print(first_text)
    n += 1
    timings[game_id] = times
    print(f"{n}. The browser time from the click on *Analyse this decision* to the analysis "
          f"shown, over the first {len(times)} decisions of the player: {median_max(times)} "
          f"(each: {', '.join(f'{t:.0f}' for t in times)} ms; the first includes the "
          "engine's first import of the analysis).\n")
    n += 1
    viewer.click("#replay-analyse-all")
    viewer.wait_for_selector(".replay-deals", timeout=LONG)
    whole = viewer.locator(".replay-whole").inner_text()
    print(f"{n}. *Analyse the whole game*:\n{quote(whole)}\n")
    n += 1
    viewer.close()

    # 4. the same deal under another reading
    reading = context.new_page()
    reading.goto(reread_href)
    reading.wait_for_selector(".reread[data-read='1'][data-busy='0']", timeout=LONG)
    preset = reading.locator("#rr-change option[value^='preset:']").first
    value, name = preset.get_attribute("value") or "", preset.inner_text().strip()
    reading.select_option("#rr-change", value)
    reading.click("#rr-go")
    reading.wait_for_selector(".reread[data-shown='1'][data-busy='0']", timeout=LONG)
    print(f"{n}. *{page.locator(f'{of.root} .play-end .play-reread-link').inner_text().strip()}*"
          f" with the rule set {name} (`{value.removeprefix('preset:')}`):")
    parting = reading.locator("#rr-parting").inner_text()
    print(f"   - where the two games part:\n{quote(parting, '     ')}")
    print(f"   - kept and chosen by the expert:\n"
          f"{quote(reading.locator('.rr-kept').inner_text(), '     ')}")
    final = reading.locator(".rr-final tr").evaluate_all(
        "rs => rs.map((r) => Array.from(r.cells).map((c) => c.innerText.trim()).join(' | '))")
    print(f"   - the final scores ({reading.locator('.rr-final caption').inner_text().strip()}):\n"
          f"{quote(chr(10).join(final), '     ')}\n")
    n += 1
    reading.close()

    # 5. the commitment checked
    check = verify.locator("button[id$='-verify-check']")
    check.click()
    page.wait_for_selector(f"{of.root} .play-verify-result[data-verdict]", timeout=LONG)
    result = verify.locator(".play-verify-result")
    values = verify.locator(".play-verify-values").evaluate(
        "dl => Array.from(dl.querySelectorAll('dt')).map((dt) => "
        "`${dt.innerText.trim()}: ${dt.nextElementSibling.innerText.trim()}`)")
    print(f"{n}. *{check.inner_text().strip()}* "
          f"({verify.locator('h3').inner_text().strip()}); the values revealed:")
    print(quote("\n".join(values)))
    print(f"\n   The result ({result.get_attribute('data-verdict')}):\n"
          f"{quote(result.inner_text())}\n")
    context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=34, help="the deal number (default: 34)")
    parser.add_argument("--level", default="greedy",
                        help="the computers' level (default: greedy)")
    parser.add_argument("--decisions", type=int, default=10,
                        help="the player's decisions analysed and timed (default: 10)")
    parser.add_argument("--game", action="append", choices=paged_games(),
                        help="only this game (again for more; default: every game)")
    parser.add_argument("--site", type=Path,
                        help="build the site into this folder and keep it; if it holds a "
                             "site built so before, take that one")
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="penneech-site-")) if args.site is None else args.site
    built = args.site is None or not (out / "bench-bare.html").is_file()
    if built:
        build(out)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    load = os.getloadavg()[0]
    print("# Your own game: undo, replay, another reading, verify\n")
    site = "built now" if built else "built before, in --site"
    print(f"Headless Chromium, the repository at commit {commit or '?'} (the site {site}), "
          "served on 127.0.0.1; "
          f"`python scripts/tour_own_game.py --seed {args.seed} --level {args.level} "
          f"--decisions {args.decisions}`; one-minute load average {load:.2f} at the start.")
    timings: dict[str, list[float]] = {}
    server, base = serve(out)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for game_id in args.game or paged_games():
                tour(browser, base, game_id, args, timings)
                sys.stdout.flush()
            browser.close()
    finally:
        server.terminate()
        if args.site is None:
            shutil.rmtree(out, ignore_errors=True)
    print("## Analysis time per decision in the browser\n")
    print(f"One-minute load average {os.getloadavg()[0]:.2f} at the end.\n")
    print("| game | decisions | median | max | first |\n| --- | ---: | ---: | ---: | ---: |")
    for game_id, times in timings.items():
        print(f"| {GAMES[game_id].name.en} | {len(times)} | {statistics.median(times):.0f} ms "
              f"| {max(times):.0f} ms | {times[0]:.0f} ms |")


if __name__ == "__main__":
    main()
