#!/usr/bin/env python3
"""Count the player's clicks per deal on a game's play page, with forced cards played for
the player (the page's option *Play forced cards for me*, ``play-forced.js``) off and on.

Builds the site, serves it on 127.0.0.1 and plays in headless Chromium ``--deals`` one-deal
games of ``--game`` under its default rule set against computers of ``--level``, deal numbers
``--seed``, ``--seed + 1``, ..., as the benchmark's simple human plays them
(``scripts/bench_page_<id>.py``: the first card that may be played, the first answer
offered, as many cards put out as allowed). Every click the player makes (a trusted click
event anywhere on the page) is counted, first with the option off, then on the same deals
with it on. A whole game adds one click per deal (*Next deal*) to either figure.

    python scripts/bench_clicks.py [--game piquet] [--deals 6] [--seed 2024] [--level greedy]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
from pathlib import Path

from bench_browser import ARGS, build, one_deal, serve
from bench_page import games_with_pages, play_page
from playwright.sync_api import Browser, sync_playwright

from penneech.games import GAMES

#: Counts the page's trusted clicks and sets the option before the page's scripts run.
COUNT = """(() => {
  try { localStorage.setItem("play-forced-cards", "%s"); } catch (e) {}
  window.__clicks = 0;
  document.addEventListener("click", (e) => { if (e.isTrusted) window.__clicks += 1; }, true);
})();"""


def clicks_per_deal(browser: Browser, base: str, game_id: str, level: str, seeds: list[int],
                    forced: bool) -> list[int]:
    """The player's clicks in each one-deal game of ``seeds``, the option ``forced``."""
    page_of = play_page(game_id)
    rules = GAMES[game_id].default_preset
    out: list[int] = []
    for seed in seeds:
        context = browser.new_context()
        page = context.new_page()
        page.add_init_script(COUNT % ("on" if forced else "off"))
        page.goto(base + page_of.path + f"#rules={rules}&seed={seed}&level={level}"
                  f"&horizon={one_deal(game_id)}")
        page.wait_for_selector(page_of.waiting, timeout=600_000)
        for _ in range(600):
            if page.locator(page_of.over).count():
                break
            page_of.decide(page)
            page.wait_for_selector(page_of.waiting, timeout=600_000)
        else:
            raise SystemExit(f"deal {seed} did not end")
        out.append(int(page.evaluate("window.__clicks")))
        context.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=games_with_pages(), default="piquet")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--level", default="greedy")
    parser.add_argument("--site", type=Path,
                        help="build the site into this folder and keep it; if it holds a "
                             "site built so before, measure that one")
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="penneech-site-")) if args.site is None else args.site
    if args.site is None or not (out / "bench-bare.html").is_file():
        build(out)
    server, base = serve(out)
    seeds = list(range(args.seed, args.seed + args.deals))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            off = clicks_per_deal(browser, base, args.game, args.level, seeds, False)
            on = clicks_per_deal(browser, base, args.game, args.level, seeds, True)
            browser.close()
    finally:
        server.terminate()
        if args.site is None:
            shutil.rmtree(out, ignore_errors=True)
    print(f"game: {args.game}, rules {GAMES[args.game].default_preset}, computer "
          f"{args.level!r}, one-deal games, deal numbers {seeds[0]}-{seeds[-1]}")
    for name, counts in (("forced cards off", off), ("forced cards on ", on)):
        print(f"  {name}: clicks per deal {', '.join(map(str, counts))}; "
              f"median {statistics.median(counts):g}, range {min(counts)}-{max(counts)}, "
              f"total {sum(counts)}")
    print(f"  saved: {sum(off) - sum(on)} clicks in {len(seeds)} deals "
          f"({(sum(off) - sum(on)) / len(seeds):.1f} per deal)")


if __name__ == "__main__":
    main()
