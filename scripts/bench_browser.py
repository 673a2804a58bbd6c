#!/usr/bin/env python3
"""Benchmark the play page in headless Chromium on 127.0.0.1.

Builds the site, serves it, and measures in one browser run:

- time from opening the play page to a playable hand, on a first visit (fresh browser
  profile) and on a reload (the same page opened again in that profile: the browser's cache
  and the site's service worker filled), against a bare Pyodide boot in a Web Worker measured
  the same way in the same run, each run's bare boot just before its play page (goal: the
  play page at most 1.15x the bare boot, on the first visit and on the reload); and a
  later visit of the play page, once the site's service worker has kept the site and
  answers the page's requests (the bare page has none), against the bare boot's reload;
- bytes transferred for a rules page (goal <= 300 KB, no Pyodide) and for the play page, on
  the first visit and on the second (what the browser's cache and the server's validators
  save: a 304 answer carries no body);
- the expert's move time inside the browser over a whole game (goal: p95 <= 1 s).

``--game`` names the game whose play page is measured (any game of the registry described
in ``scripts/bench_page_<id>.py``; the expert's move times are those of one game against it,
or one deal where a game is long).

The wait between two human turns: from the human's click until the page offers the human's
next decision, over ``--turns`` turns of one-deal games with computers of ``--level`` (deal
numbers 2024, 2025, ... under the game's default rule set, at ``--table`` seats where the
table size is an option, played by the page's simple human: the first thing offered).
Median and 95th percentile (goal: median and p95 < 2 s on a quiet machine). The same turns
are then replayed in CPython through the same façade the page's worker calls (same rules,
deal numbers, level and human actions, so the computers make the same decisions), and the
ratio of the two times is printed: how much slower the engine runs in Pyodide than in
CPython on this machine; a game in which one of those turns names no single action (a
Piquet exchange, several cards) is not replayed. A full run measures the wait for a game
with table sizes; ``--waits-only`` measures it alone, for any game, and skips the load and
byte measurements; ``--load-only`` measures the time to a playable hand alone.

``--moves-only``: only the expert's move times over one game against it, as above; with
``--record FILE`` (the strength page's ``data/ladder/browser.json``) the game's figures are
written into FILE with the date, the load average, the commit and the command, beside the
other games' (the page "How strong are the computer players" shows them next to the ladder's
CPython times).

``--imports``: what the commitment's modules (``hashlib`` and ``secrets``, imported by
``penneech.core.commitment`` for every play page) add to the engine's boot. In a Web Worker
that boots Pyodide and puts the engine's archive on its path as the play page's worker does,
Python times (``time.perf_counter``) the import of the game's façade, in ``--runs`` fresh
workers each: once with nothing imported before it, once right after ``import hashlib,
secrets``; it prints the time of that import, the façade's import in both workers, and the
modules the two imports bring that Pyodide had not loaded at its boot.

    python scripts/bench_browser.py [--runs 3] [--game ID] [--load-only | --imports]
    python scripts/bench_browser.py --game pippip --waits-only --table 12 --level expert \
        [--turns 40]
    python scripts/bench_browser.py --game piquet --waits-only --level expert
    python scripts/bench_browser.py --game piquet --moves-only [--record data/ladder/browser.json]
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

from bench_page import PlayPage, games_with_pages, play_page
from playwright.sync_api import BrowserContext, Page, sync_playwright

from penneech.games import DEFAULT, GAMES

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
#: ``--imports``: a page whose worker boots Pyodide, puts the engine's archive on the path as
#: the play page's worker does (``play-worker.js``), and times Python's imports.
IMPORTS_PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>imports</title>
<script>
const w = new Worker("bench-imports.js" + location.search, {type: "module"});
w.onmessage = (e) => { document.body.dataset.result = e.data; };
</script><body></body></html>"""
IMPORTS_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const query = new URL(self.location.href).searchParams;
const py = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
const archive = await fetch(new URL("./pyodide/penneech-engine.zip", import.meta.url));
const zip = await archive.arrayBuffer();
py.FS.writeFile("/home/pyodide/penneech-engine.zip", new Uint8Array(zip));
py.globals.set("game", query.get("game"));
py.globals.set("first", query.get("first") === "1");
postMessage(py.runPython(`
import importlib, json, sys, time
sys.path.insert(0, "/home/pyodide/penneech-engine.zip")
booted = set(sys.modules)
start = time.perf_counter()
if first:
    import hashlib, secrets
commitment = time.perf_counter() - start
brought = sorted(set(sys.modules) - booted)
start = time.perf_counter()
importlib.import_module(f"penneech.games.{game}.web")
facade = time.perf_counter() - start
json.dumps({"commitment": commitment, "facade": facade, "brought": brought,
            "hashlib_at_boot": "hashlib" in booted, "secrets_at_boot": "secrets" in booted})
`));"""
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
#: The goal: the play page to a playable hand within this multiple of the bare boot.
GOAL = 1.15


#: The site's service worker has kept the site and answers the page's requests.
CONTROLLED = "() => navigator.serviceWorker.controller !== null"


def cold_and_warm(p: Any, url: str, selector: str, runs: int, prepare: str | None = None,
                  later: list[float] | None = None) -> tuple[list[float], list[float], int, int]:
    """First-visit (fresh profile) and reload (second visit in the same profile) times, and
    the bytes transferred by the first of each; with ``later``, the time of a third visit
    once the site's service worker answers the page, appended to it."""
    cold: list[float] = []
    warm: list[float] = []
    first_bytes, again_bytes = 0, 0
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
        if later is not None:   # once the site's service worker has kept the site
            page.wait_for_function(CONTROLLED, timeout=300_000, polling=500)
            later.append(timed_visit(page, url, selector)[0])
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    return cold, warm, first_bytes, again_bytes


def expert_moves(p: Any, base: str, page_of: PlayPage) -> list[float]:
    """Play one game (one deal where a game is long) against the expert as the page's
    simple human; the expert's move times in ms (real choices only)."""
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    page = browser.new_page()
    page.goto(base + page_of.path + page_of.expert_link)
    page.wait_for_selector(page_of.waiting, timeout=180_000)
    for _ in range(600):
        if page.locator(page_of.over).count():
            break
        page_of.decide(page)
        page.wait_for_selector(page_of.waiting, timeout=600_000)
    moves = page.evaluate(f"window.{page_of.moves} || []")
    browser.close()
    return [m["ms"] for m in moves if m["choices"] > 1]


def one_deal(game_id: str) -> str:
    """The horizon of a one-deal game (``deal``), or the game's only horizon."""
    horizons = GAMES[game_id].horizons
    return "deal" if "deal" in horizons else horizons[0]


def table_rules(game_id: str, table: int) -> str:
    """The game's default rule set at a table of ``table`` (its ``seats_option``; a game
    without one is played at its one table size)."""
    game = GAMES[game_id]
    if game.seats_option is None:
        return game.default_preset
    return f"{game.default_preset},{game.seats_option}={table}"


def human_waits(p: Any, base: str, game_id: str, table: int, level: str, turns: int,
                seed: int = 2024) -> tuple[list[float], list[tuple[int, list[int]]]]:
    """Seconds from each of the human's decisions until the page offers the next one (or
    the deal ends), over ``turns`` decisions of one-deal games at ``table`` seats with
    computers of ``level``, deal numbers ``seed``, ``seed + 1``, ...; and each deal's
    number with the human's actions, for the replay in CPython (``cpython_waits``)."""
    page_of = play_page(game_id)
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    waits: list[float] = []
    played: list[tuple[int, list[int]]] = []
    while len(waits) < turns:
        page = browser.new_page()
        page.goto(base + page_of.path + f"#rules={table_rules(game_id, table)}&seed={seed}"
                  f"&level={level}&horizon={one_deal(game_id)}")
        page.wait_for_selector(page_of.waiting, timeout=600_000)
        actions: list[int] = []
        while len(waits) < turns and not page.locator(page_of.over).count():
            start = time.perf_counter()
            action = page_of.decide(page)
            actions.append(-1 if action is None else action)
            page.wait_for_selector(page_of.waiting, timeout=600_000)
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
        facade.new_game(table_rules(game_id, table), seed, level, "en", "bench",
                        one_deal(game_id))
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
    waits, played = human_waits(p, base, args.game, args.table, args.level, args.turns)
    seats = f"{args.table} seats, " if GAMES[args.game].seats_option is not None else ""
    print(f"wait between two human turns, {seats}computers {args.level!r}, "
          f"{len(waits)} turns over {len(played)} deals (from deal {played[0][0]}):")
    print(f"  browser (Pyodide): {spread(waits)} (goal: median and p95 < 2 s)", flush=True)
    if any(action < 0 for _, actions in played for action in actions):
        print("  CPython: not replayed (a turn named no single action)")
        return
    wall, cpu = cpython_waits(args.game, args.table, args.level, played)
    print(f"  CPython, same turns: {spread(wall)}; CPU {spread(cpu)}")
    print(f"  ratio browser/CPython (wall clock, sum over the turns; meaningful only on "
          f"a quiet machine): "
          f"{sum(waits) / max(sum(wall), 1e-9):.2f}x")


def report_imports(p: Any, base: str, args: argparse.Namespace) -> None:
    """Time, in ``--runs`` fresh workers each, the façade's import alone and after ``import
    hashlib, secrets`` (``IMPORTS_WORKER``), and print the medians."""
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    load = os.getloadavg()[0]
    runs: dict[bool, list[dict[str, Any]]] = {False: [], True: []}
    for _ in range(args.runs):
        for first in (False, True):
            page = browser.new_page()
            page.goto(f"{base}bench-imports.html?game={args.game}&first={int(first)}")
            page.wait_for_selector("body[data-result]", state="attached", timeout=300_000)
            runs[first].append(json.loads(page.get_attribute("body", "data-result") or "{}"))
            page.close()
    browser.close()
    med = statistics.median

    def ms(key: str, first: bool) -> str:
        times = [1000 * r[key] for r in runs[first]]
        return f"median {med(times):.1f} ms ({', '.join(f'{t:.1f}' for t in times)})"

    after = runs[True][0]
    print(f"game: {args.game}; {args.runs} fresh workers each; one-minute load average "
          f"{load:.2f} at the start, {os.getloadavg()[0]:.2f} at the end")
    print(f"hashlib loaded by Pyodide's boot: {after['hashlib_at_boot']}; secrets: "
          f"{after['secrets_at_boot']}")
    print(f"import hashlib, secrets (first thing after the boot): {ms('commitment', True)}; "
          f"modules it brings: {', '.join(after['brought'])}")
    print(f"the façade's import, alone (hashlib and secrets in it): {ms('facade', False)}")
    print(f"the façade's import, after hashlib and secrets: {ms('facade', True)}")
    alone = med([r["facade"] for r in runs[False]])
    rest = med([r["facade"] for r in runs[True]])
    print(f"difference of the façade's medians: {1000 * (alone - rest):.1f} ms of "
          f"{1000 * alone:.1f} ms")


def listed(seconds: list[float]) -> str:
    """``seconds`` to two decimals, in order."""
    return ", ".join(f"{x:.2f}" for x in seconds)


def report_load(args: argparse.Namespace, load: float, bare_cold: list[float],
                bare_warm: list[float], play_cold: list[float], play_warm: list[float],
                play_later: list[float]) -> None:
    """Print the times to a playable hand against the bare boot, and whether the goal is met
    on the first visit and on the reload (medians of the runs)."""
    med = statistics.median
    print(f"game: {args.game}; runs: {args.runs}; medians in seconds (one-minute load "
          f"average {load:.2f} at the start, {os.getloadavg()[0]:.2f} at the end)")
    print(f"bare Pyodide boot (worker): first visit {med(bare_cold):.2f}  "
          f"reload {med(bare_warm):.2f}   ({listed(bare_cold)} / {listed(bare_warm)})")
    print(f"play page to playable hand: first visit {med(play_cold):.2f}  "
          f"reload {med(play_warm):.2f}   ({listed(play_cold)} / {listed(play_warm)})")
    print(f"play page, a later visit (the site's service worker answering): "
          f"{med(play_later):.2f}   ({listed(play_later)}); against the bare boot's reload: "
          f"{med(play_later) / med(bare_warm):.2f}x")
    for visit, play, bare in (("first visit", play_cold, bare_cold),
                              ("reload", play_warm, bare_warm)):
        ratio = med(play) / med(bare)
        print(f"ratio play/bare, {visit}: {ratio:.2f}x (goal <= {GOAL:.2f}x: "
              f"{'met' if ratio <= GOAL else 'not met'})")


def percentile(ordered: list[float], q: float) -> float:
    """The ``q`` quantile of sorted values, the nearest rank below (as the goals are read)."""
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report_moves(args: argparse.Namespace, page_of: PlayPage, moves: list[float],
                 load: float) -> None:
    """Print the expert's move times; with ``--record``, write them into the file."""
    if not moves:
        raise SystemExit("the expert made no decision with a choice in this game")
    end = os.getloadavg()[0]
    median, p95 = statistics.median(moves), percentile(moves, 0.95)
    print(f"expert move in the browser: {len(moves)} moves, median {median:.0f} ms, "
          f"p95 {p95:.0f} ms, max {moves[-1]:.0f} ms (goal p95 <= {page_of.move_goal_ms} ms; "
          f"load average {load:.1f} -> {end:.1f})")
    if args.record is None:
        return
    path: Path = args.record
    doc = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True, check=False).stdout.strip() or None
    doc[args.game] = {
        "level": "expert", "link": page_of.expert_link, "moves": len(moves),
        "median_ms": round(median), "p95_ms": round(p95), "max_ms": round(moves[-1]),
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "load_average": [round(load, 1), round(end, 1)], "git_commit": commit,
        "command": f"python scripts/bench_browser.py --game {args.game} --moves-only "
                   f"--record {path.as_posix()}",
    }
    path.write_text(json.dumps(dict(sorted(doc.items())), indent=1) + "\n", encoding="utf-8")
    print(f"written to {path}")


def main() -> None:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", choices=games_with_pages(), default=DEFAULT,
                        help=f"the play page to measure (default: {DEFAULT})")
    parser.add_argument("--table", type=int, default=8,
                        help="seats for the wait between human turns (default: 8)")
    parser.add_argument("--level", default="expert",
                        help="the computers' level for that wait (default: expert)")
    parser.add_argument("--turns", type=int, default=40,
                        help="human turns measured (default: 40)")
    parser.add_argument("--waits-only", action="store_true",
                        help="measure only the wait between human turns")
    parser.add_argument("--load-only", action="store_true",
                        help="measure only the time to a playable hand against the bare boot")
    parser.add_argument("--moves-only", action="store_true",
                        help="measure only the expert's move times over one game")
    parser.add_argument("--record", type=Path,
                        help="with --moves-only: write the game's move times into this JSON "
                             "file (data/ladder/browser.json), keeping the other games'")
    parser.add_argument("--imports", action="store_true",
                        help="measure only what hashlib and secrets (the commitment's) add to "
                             "the engine's import in Pyodide")
    parser.add_argument("--site", type=Path,
                        help="build the site into this folder and keep it; if it holds a "
                             "site built so before, measure that one")
    args = parser.parse_args()
    tables = GAMES[args.game].seats_option is not None
    if args.waits_only and args.load_only:
        parser.error("argument --load-only: not allowed with argument --waits-only")
    if args.record is not None and not args.moves_only:
        parser.error("argument --record: only with --moves-only")
    page_of = play_page(args.game)
    play_path, playable, rules_path = page_of.path, page_of.playable, page_of.rules_path
    global SITE
    out = Path(tempfile.mkdtemp(prefix="penneech-site-")) if args.site is None else args.site
    SITE = out
    if args.site is None or not (out / "bench-bare.html").is_file():
        build(out)
    (out / "bench-imports.html").write_text(IMPORTS_PAGE, encoding="utf-8")
    (out / "bench-imports.js").write_text(IMPORTS_WORKER, encoding="utf-8")
    server, base = serve(out)
    clear = "try { localStorage.clear(); } catch (e) {}"
    try:
        with sync_playwright() as p:
            if args.imports:
                report_imports(p, base, args)
                return
            if args.moves_only:
                load = os.getloadavg()[0]
                moves = sorted(expert_moves(p, base, page_of))
                report_moves(args, page_of, moves, load)
                return
            if args.waits_only or (tables and not args.load_only):
                report_waits(p, base, args)
            if args.waits_only:
                return
            load = os.getloadavg()[0]
            bare_cold: list[float] = []
            bare_warm: list[float] = []
            play_cold: list[float] = []
            play_warm: list[float] = []
            play_later: list[float] = []
            bare_bytes = play_bytes = play_again = 0
            for _ in range(args.runs):   # each run's bare boot just before its play page
                cold, warm, transferred, _ = cold_and_warm(
                    p, base + "bench-bare.html", "body[data-ready='1']", 1)
                bare_cold += cold
                bare_warm += warm
                bare_bytes = bare_bytes or transferred
                cold, warm, transferred, again = cold_and_warm(
                    p, base + play_path, playable, 1, clear, play_later)
                play_cold += cold
                play_warm += warm
                play_bytes, play_again = play_bytes or transferred, play_again or again
            if not args.load_only:
                _, _, rules_bytes, rules_again = cold_and_warm(p, base + rules_path, "h1", 1)
                moves = sorted(expert_moves(p, base, page_of))
    finally:
        server.terminate()
        if args.site is None:
            shutil.rmtree(out, ignore_errors=True)
    report_load(args, load, bare_cold, bare_warm, play_cold, play_warm, play_later)
    if args.load_only:
        return
    med = statistics.median
    print(f"bytes transferred (gzip, as static hosts serve): rules page {rules_bytes:,} "
          f"(goal <= 300,000); play page {play_bytes:,}; bare boot {bare_bytes:,}")
    print(f"bytes uncompressed (files on disk): rules page {FIRST_RAW[base + rules_path]:,}; "
          f"play page {FIRST_RAW[base + play_path]:,}")
    print(f"bytes transferred on the second visit (browser cache, 304 answers): rules page "
          f"{rules_again:,}; play page {play_again:,}")
    if moves:
        p95 = percentile(moves, 0.95)
        print(f"expert move in the browser: {len(moves)} moves, median {med(moves):.0f} ms, "
              f"p95 {p95:.0f} ms, max {moves[-1]:.0f} ms "
              f"(goal p95 <= {page_of.move_goal_ms} ms)")


if __name__ == "__main__":
    main()
