#!/usr/bin/env python3
"""Benchmark the play page in headless Chromium on 127.0.0.1.

Builds the site, serves it, and measures in one browser run:

- time from opening the play page to a playable hand, cold (fresh browser profile) and warm
  (second visit, browser cache filled), against a bare Pyodide boot in a Web Worker measured
  the same way (goal: play page <= 1.25x bare boot);
- bytes transferred for a rules page (goal <= 300 KB, no Pyodide) and for the play page, on
  the first visit and on the second (what the browser's cache and the server's validators
  save: a 304 answer carries no body);
- the expert's move time inside the browser over a whole game (goal: p95 <= 1 s).

With ``--game piquet`` the Piquet play page is measured instead, and the expert's move
times over one deal; with ``--game pippip`` the Pip-Pip! play page, and the expert
computers' decision times over one deal at a table of five (goal: median and p95 <= 2 s),
and the wait between two of the human's turns (below).

The wait between two human turns (``--game pippip``): from the human's click until the page
offers the human's next decision, over ``--turns`` turns of deals at ``--table`` seats
with computers of ``--level`` (deal numbers 2024, 2025, ... one deal each, played by a fixed
simple policy: declare the first marriage offered, else play the first card the hand
allows). Median and 95th percentile (goal: median and p95 < 2 s on a quiet machine). The
same turns are then replayed in CPython through the same façade the page's worker calls
(same rules, deal numbers, level and human actions, so the computers make the same
decisions), and the ratio of the two times is printed: how much slower the engine runs in
Pyodide than in CPython on this machine. ``--waits-only`` skips the load and byte
measurements.

    python scripts/bench_browser.py [--runs 3] [--game penneech|piquet|pippip]
    python scripts/bench_browser.py --game pippip --waits-only --table 12 --level expert \
        [--turns 40]
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from playwright.sync_api import BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
BARE_PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>bare</title>
<script>
const w = new Worker("bare-worker.js", {type: "module"});
w.onmessage = () => { document.body.dataset.ready = "1"; };
</script><body></body></html>"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
postMessage("ready");"""
RAW_SIZES: list[int] = []
PLAYABLE = (".penneech-play[data-busy='0'] .play-hand button:not([disabled]), "
            ".penneech-play[data-busy='0'] #play-keep")
#: Each game's play page, the selector of a playable hand, and its rules page.
PAGES = {
    "penneech": ("play/", PLAYABLE, "rules/"),
    "piquet": ("piquet/play/", ".piquet-play[data-busy='0'][data-mine='1']", "piquet/rules/"),
    "pippip": ("pippip/play/", ".pippip-play[data-busy='0'][data-mine='1']", "pippip/rules/"),
}
#: The goal for the p95 of the expert's move time in the browser, in ms, per game.
MOVE_GOAL = {"penneech": 1000, "piquet": 1000, "pippip": 2000}


def build(out: Path) -> None:
    """Build the site into ``out`` and add the bare-boot page beside it."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out)],
                   cwd=ROOT, env=env, check=True)
    (out / "bench-bare.html").write_text(BARE_PAGE, encoding="utf-8")
    (out / "bare-worker.js").write_text(BARE_WORKER, encoding="utf-8")


def serve(directory: Path) -> tuple[subprocess.Popen[str], str]:
    """Serve ``directory`` on a free port of 127.0.0.1, gzip on, as static hosts serve it."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "static_server.py"),
                               str(directory), str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert server.stdout is not None
    if server.stdout.readline().strip() != "ready":
        raise SystemExit("the static server did not start")
    return server, f"http://127.0.0.1:{port}/"


SITE: Path = Path()


def file_size(url: str) -> int:
    """Bytes of the file behind ``url`` on disk (what an uncompressed server would send)."""
    path = SITE / urlparse(url).path.lstrip("/")
    if path.is_dir():
        path = path / "index.html"
    return path.stat().st_size if path.is_file() else 0


def timed_visit(page: Page, url: str, selector: str) -> tuple[float, int]:
    """Seconds from navigation to ``selector``, and the bytes the page transferred (on the wire)."""
    sizes: list[int] = []
    RAW_SIZES.clear()

    def on_finished(request: Any) -> None:
        try:
            s = request.sizes()
            sizes.append(s["responseBodySize"] + s["responseHeadersSize"])
            RAW_SIZES.append(file_size(request.url))
        except Exception:  # a request aborted by navigation has no sizes
            pass

    page.on("requestfinished", on_finished)
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(selector, state="attached", timeout=180_000)
    elapsed = time.perf_counter() - start
    page.wait_for_timeout(300)
    page.remove_listener("requestfinished", on_finished)
    return elapsed, sum(sizes)


FIRST_RAW: dict[str, int] = {}


def cold_and_warm(p: Any, url: str, selector: str, runs: int,
                  prepare: str | None = None) -> tuple[list[float], list[float], int, int]:
    """Cold (fresh profile) and warm (second visit in the same profile) times, and the
    bytes transferred by the first cold and the first warm visit."""
    cold, warm, first_bytes, again_bytes = [], [], 0, 0
    for _ in range(runs):
        profile = tempfile.mkdtemp(prefix="penneech-bench-")
        context: BrowserContext = p.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=ARGS, headless=True)
        page = context.new_page()
        if prepare:
            page.add_init_script(prepare)
        seconds, transferred = timed_visit(page, url, selector)
        cold.append(seconds)
        if not first_bytes:
            first_bytes = transferred
            FIRST_RAW[url] = sum(RAW_SIZES)
        seconds, transferred = timed_visit(page, url, selector)
        warm.append(seconds)
        if len(warm) == 1:
            again_bytes = transferred
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    return cold, warm, first_bytes, again_bytes


def expert_game(p: Any, base: str) -> list[float]:
    """Play a whole game against the expert; the expert's move times in ms (real choices)."""
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    page = browser.new_page()
    page.goto(base + "play/#rules=mcleod&seed=2024&level=expert")
    page.wait_for_selector(".penneech-play[data-busy='0'] .play-hand button", timeout=180_000)
    for _ in range(600):
        if page.locator(".penneech-play[data-over='1']").count():
            break
        keep = page.locator("#play-keep")
        if keep.count():
            keep.click()
        else:
            page.locator(".play-hand button:not([disabled])").first.click()
        page.wait_for_selector(".penneech-play[data-busy='0']", timeout=180_000)
    moves = page.evaluate("window.__penneechMoves || []")
    browser.close()
    return [m["ms"] for m in moves if m["choices"] > 1]


def piquet_expert_deal(p: Any, base: str) -> list[float]:
    """Play one Piquet deal against the expert; its move times in ms (real choices)."""
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    page = browser.new_page()
    page.goto(base + "piquet/play/#rules=portland&seed=2024&level=expert&horizon=deal")
    idle = ".piquet-play[data-busy='0']"
    waiting = f"{idle}[data-mine='1'], {idle}[data-over='1'], #pq-next"
    page.wait_for_selector(waiting, timeout=180_000)
    for _ in range(200):
        if page.locator(".piquet-play[data-over='1']").count():
            break
        phase = page.get_attribute(".piquet-play", "data-phase")
        if phase == "discard":
            for i in range(int(page.get_attribute("#pq-exchange", "data-max") or 0)):
                page.locator(".pq-hand button").nth(i).click()
            page.click("#pq-exchange")
        elif phase == "play":
            page.locator(".pq-hand button:not([disabled])").first.click()
        else:
            page.locator(".pq-choice").first.click()
        page.wait_for_selector(waiting, timeout=180_000)
    moves = page.evaluate("window.__piquetMoves || []")
    browser.close()
    return [m["ms"] for m in moves if m["choices"] > 1]


def pippip_expert_deal(p: Any, base: str) -> list[float]:
    """Play one Pip-Pip! deal at a table of five against four expert computers; their
    decision times in ms (real choices only)."""
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    page = browser.new_page()
    page.goto(base + "pippip/play/#rules=pagat&seed=2024&level=expert&horizon=deal")
    idle = ".pippip-play[data-busy='0']"
    waiting = f"{idle}[data-mine='1'], {idle}[data-over='1'], #pp-next"
    page.wait_for_selector(waiting, timeout=180_000)
    for _ in range(200):
        if page.locator(".pippip-play[data-over='1']").count():
            break
        pip = page.locator(".pp-prompt .pp-pip:not([disabled])")
        if pip.count():
            pip.first.click()
        else:
            page.locator(".pp-hand button:not([disabled])").first.click()
        page.wait_for_selector(waiting, timeout=600_000)
    moves = page.evaluate("window.__pippipMoves || []")
    browser.close()
    return [m["ms"] for m in moves if m["choices"] > 1]


#: The human's simple policy on the Pip-Pip! page: the first Pip-Pip! (a marriage to
#: declare), else "no (more) marriage", else the first card the hand allows.
HUMAN_CHOICES = (".pp-prompt .pp-pip:not([disabled])", ".pp-prompt .pp-no:not([disabled])",
                 ".pp-hand button:not([disabled])")


def pippip_human_waits(p: Any, base: str, table: int, level: str, turns: int,
                       seed: int = 2024) -> tuple[list[float], list[tuple[int, list[int]]]]:
    """Seconds from each of the human's decisions until the page offers the next one (or
    the deal ends), over ``turns`` decisions of one-deal games at ``table`` seats with
    computers of ``level``, deal numbers ``seed``, ``seed + 1``, ...; and each deal's
    number with the human's actions, for the replay in CPython (``cpython_waits``)."""
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    idle = ".pippip-play[data-busy='0']"
    waiting = f"{idle}[data-mine='1'], {idle}[data-over='1']"
    waits: list[float] = []
    played: list[tuple[int, list[int]]] = []
    while len(waits) < turns:
        page = browser.new_page()
        page.goto(base + f"pippip/play/#rules=pagat,players={table}&seed={seed}"
                         f"&level={level}&horizon=deal")
        page.wait_for_selector(waiting, timeout=600_000)
        actions: list[int] = []
        while len(waits) < turns and not page.locator(f"{idle}[data-over='1']").count():
            choices = [page.locator(s).first for s in HUMAN_CHOICES if page.locator(s).count()]
            if not choices:
                raise SystemExit(f"deal {seed}: the page offers the human no decision")
            button = choices[0]
            action = button.get_attribute("data-action") or button.get_attribute("data-card")
            actions.append(int(action or "-1"))
            start = time.perf_counter()
            button.click()
            page.wait_for_selector(waiting, timeout=600_000)
            waits.append(time.perf_counter() - start)
        played.append((seed, actions))
        page.close()
        seed += 1
    browser.close()
    return waits, played


def cpython_waits(game_id: str, table: int, level: str,
                  played: list[tuple[int, list[int]]]) -> tuple[list[float], list[float]]:
    """The same human turns replayed in CPython through the game's façade (the calls the
    page's worker makes): wall-clock and CPU seconds of each ``act``."""
    facade = importlib.import_module(f"penneech.games.{game_id}.web").FACADE
    wall: list[float] = []
    cpu: list[float] = []
    for seed, actions in played:
        facade.new_game(f"pagat,players={table}", seed, level, "en", "bench", "deal")
        for action in actions:
            start, start_cpu = time.perf_counter(), time.process_time()
            answer = facade.act(action, "en", "bench")
            wall.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            if not json.loads(answer)["ok"]:
                raise SystemExit(f"the replay in CPython differs from the page: {answer[:200]}")
    return wall, cpu


def spread(seconds: list[float]) -> str:
    """Median and 95th percentile of ``seconds``, and the longest."""
    times = sorted(seconds)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (f"median {statistics.median(times):.2f} s, p95 {p95:.2f} s, "
            f"max {times[-1]:.2f} s")


def report_waits(p: Any, base: str, args: argparse.Namespace) -> None:
    """Measure and print the wait between two human turns, in the browser and in CPython."""
    waits, played = pippip_human_waits(p, base, args.table, args.level, args.turns)
    print(f"wait between two human turns, {args.table} seats, computers {args.level!r}, "
          f"{len(waits)} turns over {len(played)} deals (from deal {played[0][0]}):")
    print(f"  browser (Pyodide): {spread(waits)} (goal: median and p95 < 2 s)", flush=True)
    wall, cpu = cpython_waits(args.game, args.table, args.level, played)
    print(f"  CPython, same turns: {spread(wall)}; CPU {spread(cpu)}")
    print(f"  ratio browser/CPython (wall clock, sum over the turns; meaningful only on "
          f"a quiet machine): "
          f"{sum(waits) / max(sum(wall), 1e-9):.2f}x")


def main() -> None:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", choices=sorted(PAGES), default="penneech",
                        help="the play page to measure (default: penneech)")
    parser.add_argument("--table", type=int, default=8,
                        help="pippip: seats for the wait between human turns (default: 8)")
    parser.add_argument("--level", default="expert",
                        help="pippip: the computers' level for that wait (default: expert)")
    parser.add_argument("--turns", type=int, default=40,
                        help="pippip: human turns measured (default: 40)")
    parser.add_argument("--waits-only", action="store_true",
                        help="pippip: measure only the wait between human turns")
    parser.add_argument("--site", type=Path,
                        help="build the site into this folder and keep it; if it holds a "
                             "site built so before, measure that one")
    args = parser.parse_args()
    if args.waits_only and args.game != "pippip":
        parser.error("argument --waits-only: only with --game pippip")
    play_path, playable, rules_path = PAGES[args.game]
    global SITE
    out = Path(tempfile.mkdtemp(prefix="penneech-site-")) if args.site is None else args.site
    SITE = out
    if args.site is None or not (out / "bench-bare.html").is_file():
        build(out)
    server, base = serve(out)
    clear = "try { localStorage.clear(); } catch (e) {}"
    try:
        with sync_playwright() as p:
            if args.game == "pippip":
                report_waits(p, base, args)
            if args.waits_only:
                return
            bare_cold, bare_warm, bare_bytes, _ = cold_and_warm(
                p, base + "bench-bare.html", "body[data-ready='1']", args.runs)
            play_cold, play_warm, play_bytes, play_again = cold_and_warm(
                p, base + play_path, playable, args.runs, clear)
            _, _, rules_bytes, rules_again = cold_and_warm(p, base + rules_path, "h1", 1)
            play = {"piquet": piquet_expert_deal, "pippip": pippip_expert_deal}.get(
                args.game, expert_game)
            moves = sorted(play(p, base))
    finally:
        server.terminate()
        if args.site is None:
            shutil.rmtree(out, ignore_errors=True)
    med = statistics.median
    print(f"game: {args.game}; runs: {args.runs}; medians in seconds")
    print(f"bare Pyodide boot (worker): cold {med(bare_cold):.2f}  warm {med(bare_warm):.2f}"
          f"   ({', '.join(f'{x:.2f}' for x in bare_cold)} / "
          f"{', '.join(f'{x:.2f}' for x in bare_warm)})")
    print(f"play page to playable hand: cold {med(play_cold):.2f}  warm {med(play_warm):.2f}"
          f"   ({', '.join(f'{x:.2f}' for x in play_cold)} / "
          f"{', '.join(f'{x:.2f}' for x in play_warm)})")
    print(f"ratio play/bare: cold {med(play_cold) / med(bare_cold):.2f}x  "
          f"warm {med(play_warm) / med(bare_warm):.2f}x (goal <= 1.25x)")
    print(f"bytes transferred (gzip, as static hosts serve): rules page {rules_bytes:,} "
          f"(goal <= 300,000); play page {play_bytes:,}; bare boot {bare_bytes:,}")
    print(f"bytes uncompressed (files on disk): rules page {FIRST_RAW[base + rules_path]:,}; "
          f"play page {FIRST_RAW[base + play_path]:,}")
    print(f"bytes transferred on the second visit (browser cache, 304 answers): rules page "
          f"{rules_again:,}; play page {play_again:,}")
    if moves:
        p95 = moves[min(len(moves) - 1, int(0.95 * len(moves)))]
        print(f"expert move in the browser: {len(moves)} moves, median {med(moves):.0f} ms, "
              f"p95 {p95:.0f} ms, max {moves[-1]:.0f} ms "
              f"(goal p95 <= {MOVE_GOAL[args.game]} ms)")


if __name__ == "__main__":
    main()
