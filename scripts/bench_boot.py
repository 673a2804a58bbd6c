#!/usr/bin/env python3
"""What one boot of a play page costs, and how many boots the browser tests make: the
bound on the whole test run's time (``docs/developers/benchmarks.md#loop``).

    .venv/bin/python scripts/bench_boot.py [--runs 3] [--site DIR] [--warm | --search-titles]
    .venv/bin/python scripts/bench_boot.py --text-pages 40 [--search-titles] [--site DIR]
    .venv/bin/python scripts/bench_boot.py --suite

Without ``--suite``: builds the site (or measures the one in ``--site``), serves it on
127.0.0.1 and opens every game's play page ``--runs`` times until the page offers its first
decision; prints the wall time and the CPU time (user and system) the browser's processes
spent on it. Each boot is in a fresh browser context, as a booted page of the tests
(``booted``) is: Chromium compiles Pyodide's WebAssembly every time. With ``--warm``, each
is a new page of one profile kept on disk, as the tests' fresh pages are (``fresh``): after
the first boot Chromium takes Pyodide's machine code from the profile's code cache. Run it on
a quiet machine: the CPU time counts every Chromium process of this machine.

With ``--text-pages N``: the first N text pages instead, one after another in one page with
axe-core run on each (as the tests' tour of the text pages does), with the full search index
or (``--search-titles``) the one with titles only.

With ``--suite``: runs the browser tests as ``./scripts/test`` does (``-n auto --dist
loadgroup -m browser``, ``CI=true``) with the test server's request log kept
(``PENNEECH_SERVER_LOG``), and counts the engine archives asked for
(``penneech-engine.zip``, which a play page asks the server for on every boot, even when
the browser has it cached): one per boot of a play page.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_browser import ARGS, build, serve
from bench_page import games_with_pages, play_page
from playwright.sync_api import BrowserContext, ViewportSize, sync_playwright
from search_index import PATTERN, titles_only

ROOT = Path(__file__).resolve().parent.parent


def chromium_cpu() -> float:
    """CPU seconds (user and system, with waited-for children) of every Chromium process."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            stat = (Path("/proc") / pid / "stat").read_text(encoding="utf-8")
        except OSError:
            continue
        name, fields = stat[stat.index("(") + 1:stat.rindex(")")], stat[stat.rindex(")") + 2:]
        if "chrom" in name:
            total += sum(int(x) for x in fields.split()[11:15])
    return total / tick


def serve_titles_only(context: BrowserContext) -> None:
    """Answer ``context``'s requests for a search index with its titles only, as the
    browser tests not about search are answered (``scripts/search_index.py``)."""
    context.route(PATTERN, lambda route: route.fulfill(
        status=200, content_type="application/json", body=titles_only(route.fetch().body())))


def boots(site: Path, runs: int, warm: bool, titles: bool = False) -> None:
    """Open each game's play page ``runs`` times, in fresh contexts or (``warm``) as new
    pages of one profile kept on disk; print wall and CPU. ``titles``: the search index
    with its pages' titles only, as the browser tests not about search load it (fresh
    contexts only: a routed request bypasses the code cache a warm profile is for)."""
    server, base = serve(site)
    profile = tempfile.mkdtemp(prefix="penneech-profile-")
    size = ViewportSize(width=1280, height=900)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            kept = p.chromium.launch_persistent_context(
                profile, executable_path="/usr/bin/chromium", args=ARGS, viewport=size)
            for game in games_with_pages():
                page_of = play_page(game)
                wall, cpu = [], []
                for _ in range(runs):
                    cpu0, start = chromium_cpu(), time.monotonic()
                    context = kept if warm else browser.new_context(viewport=size)
                    if titles and not warm:
                        serve_titles_only(context)
                    page = context.new_page()
                    page.goto(base + page_of.path)
                    page.wait_for_selector(page_of.playable, state="attached", timeout=180_000)
                    wall.append(time.monotonic() - start)
                    cpu.append(chromium_cpu() - cpu0)
                    page.close()
                    if not warm:
                        context.close()
                kind = "warm profile" if warm else "fresh context"
                print(f"{game}: boot to the first decision "
                      f"({kind}{', search titles only' if titles else ''}), median of {runs}: wall "
                      f"{statistics.median(wall):.2f} s, CPU {statistics.median(cpu):.2f} s "
                      f"(CPU {', '.join(f'{x:.2f}' for x in cpu)})", flush=True)
            kept.close()
            browser.close()
    finally:
        server.terminate()
        shutil.rmtree(profile, ignore_errors=True)


def text_pages(site: Path, count: int, titles: bool) -> None:
    """Open the first ``count`` text pages of the site (by path, play pages left out) one
    after another in one page with axe-core loaded, running axe on each, as the browser
    tests' tour of the text pages does (``tests/browser/site_tour.py``); print wall and CPU."""
    server, base = serve(site)
    pages = sorted("" if p.parent == site else p.parent.relative_to(site).as_posix() + "/"
                   for p in site.rglob("index.html"))
    pages = [p for p in pages if not (p == "play/" or p.endswith("/play/"))][:count]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            context = browser.new_context(viewport=ViewportSize(width=1280, height=900),
                                          service_workers="block")
            if titles:
                serve_titles_only(context)
            context.add_init_script(path=ROOT / "node_modules" / "axe-core" / "axe.min.js")
            page = context.new_page()
            cpu0, start = chromium_cpu(), time.monotonic()
            for path in pages:
                page.goto(base + path)
                page.evaluate("async () => (await axe.run(document)).violations.length")
            wall, cpu = time.monotonic() - start, chromium_cpu() - cpu0
            browser.close()
        index = "search titles only" if titles else "full search index"
        print(f"{len(pages)} text pages with axe ({index}): wall {wall:.1f} s, CPU {cpu:.1f} s, "
              f"{cpu / len(pages):.2f} CPU-s a page")
    finally:
        server.terminate()


def suite() -> int:
    """Run the browser tests with the server's log kept; print the boots counted."""
    logs = Path(tempfile.mkdtemp(prefix="penneech-server-log-"))
    env = {**os.environ, "CI": "true", "PENNEECH_SERVER_LOG": str(logs),
           "NO_MKDOCS_2_WARNING": "1", "PENNEECH_REQUIRE_PYODIDE": "1"}
    start = time.monotonic()
    done = subprocess.run([str(ROOT / ".venv" / "bin" / "pytest"), "-q", "-n", "auto",
                           "--dist", "loadgroup", "-m", "browser"], cwd=ROOT, env=env,
                          check=False)
    seconds = time.monotonic() - start
    count = sum(log.read_text(encoding="utf-8", errors="replace").count("penneech-engine.zip")
                for log in logs.glob("*.log"))
    shutil.rmtree(logs, ignore_errors=True)
    print(f"browser tests: exit status {done.returncode}, {seconds:.0f} s; "
          f"play-page boots (penneech-engine.zip asked for): {count}")
    return done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3, help="boots per game (default 3)")
    parser.add_argument("--site", type=Path, help="a built site to measure (else one is built)")
    parser.add_argument("--warm", action="store_true",
                        help="boot as new pages of one profile kept on disk (its code cache)")
    parser.add_argument("--search-titles", action="store_true",
                        help="serve the search index with titles only, as the browser tests "
                             "not about search do (fresh contexts)")
    parser.add_argument("--text-pages", type=int, metavar="N",
                        help="visit the first N text pages with axe instead of booting")
    parser.add_argument("--suite", action="store_true",
                        help="count the boots of a run of the browser tests instead")
    args = parser.parse_args()
    if args.suite:
        return suite()
    site = args.site or Path(tempfile.mkdtemp(prefix="penneech-site-"))
    if args.site is None:
        build(site)
    try:
        if args.text_pages:
            text_pages(site, args.text_pages, args.search_titles)
        else:
            boots(site, args.runs, args.warm, args.search_titles)
    finally:
        if args.site is None:
            shutil.rmtree(site, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
