#!/usr/bin/env python3
"""Measure the site's offline copy (the service worker of ``sitegen/offline.py``).

For a built site (``--site``, built first with ``--build``), served by
``scripts/static_server.py`` on 127.0.0.1 (gzip, as static hosts serve it), prints:

- what the worker keeps at its install: the number of files, their bytes, and the bytes
  the static server sends for them (its gzip bodies, where smaller);
- for each game's play page (``scripts/bench_page_<id>.py``), in a fresh browser context
  (nothing cached), the seconds from the start of the first visit until the worker is
  installed, active and answering the page, and from there on;
- then, with the network gone (the browser offline and the server stopped), the seconds
  from a reload to a playable hand.

``--runs`` repeats each game in new contexts; medians and extremes are printed. Seconds are
wall-clock seconds on this machine: run it on a quiet one.

    python scripts/bench_offline.py [--build] [--site site] [--runs 3] [--game ID]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench_page import games_with_pages, play_page
from playwright.sync_api import Browser, sync_playwright
from static_server import Started, survey

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitegen.offline import precache_list  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
CONTROLLED = """() => navigator.serviceWorker.controller !== null
  && navigator.serviceWorker.controller.state === "activated" """
#: When the worker took the page over, in ms from the start of the navigation.
WATCH = """navigator.serviceWorker && navigator.serviceWorker.addEventListener(
  "controllerchange", () => { window.__controlledAt = performance.now(); });"""
CAP = 600_000


def kept_bytes(site: Path) -> tuple[int, int, int]:
    """Files kept at the install, their bytes, and the bytes the static server sends."""
    files = precache_list(site)
    served = survey(site)
    raw = sum(path.stat().st_size for _, path in files)
    sent = 0
    for _, path in files:
        packed = served[path.resolve()].packed
        sent += len(packed) if packed is not None else path.stat().st_size
    return len(files), raw, sent


def one_run(browser: Browser, site: Path, game: str) -> tuple[float, float, float]:
    """A first visit to ``game``'s play page: seconds to the playable hand, and to the
    worker taking the page over (its ``controllerchange``, timed by the page from the start
    of the navigation); then offline, seconds from a reload to a playable hand."""
    play = play_page(game)
    server = Started(site)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.add_init_script(WATCH)
        start = time.perf_counter()
        page.goto(server.url + play.path)
        page.wait_for_selector(play.playable, state="attached", timeout=CAP)
        playable = time.perf_counter() - start
        page.wait_for_function(CONTROLLED, timeout=CAP)
        controlled = float(page.evaluate("window.__controlledAt")) / 1000
        context.set_offline(True)
        server.stop()
        start = time.perf_counter()
        page.reload()
        page.wait_for_selector(play.playable, state="attached", timeout=CAP)
        offline = time.perf_counter() - start
    finally:
        context.close()
        server.stop()
    return playable, controlled, offline


def spread(values: list[float]) -> str:
    return (f"median {statistics.median(values):.2f} s (min {min(values):.2f}, "
            f"max {max(values):.2f}, n={len(values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--build", action="store_true", help="build the site into --site first")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--game", choices=games_with_pages(), action="append")
    args = parser.parse_args()
    if args.build:
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d",
                        str(args.site)], cwd=ROOT, env=env, check=True)
    if not (args.site / "service-worker.js").is_file():
        raise SystemExit(f"no built site with a service worker in {args.site} (use --build)")
    count, raw, sent = kept_bytes(args.site)
    print(f"kept at the install: {count} files, {raw / 1e6:.1f} MB "
          f"({sent / 1e6:.1f} MB sent by the static server, gzip)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game in args.game or games_with_pages():
            runs = [one_run(browser, args.site, game) for _ in range(args.runs)]
            print(f"{game}: first visit, playable hand: {spread([r[0] for r in runs])}")
            print(f"{game}: first visit, worker active and answering the page: "
                  f"{spread([r[1] for r in runs])}")
            print(f"{game}: offline reload to a playable hand: {spread([r[2] for r in runs])}")
        browser.close()


if __name__ == "__main__":
    main()
