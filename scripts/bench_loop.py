#!/usr/bin/env python3
"""Benchmark: how long the development loop takes on a fresh clone.

Clones the repository's current commit (``HEAD``; changes not committed are not in it) into
a temporary directory and times, printing each phase as it ends:

- ``./scripts/serve`` until it first answers ``200`` on ``http://127.0.0.1:PORT/``, in
  phases read from its output: the installs (``scripts/setup --site``, until MkDocs says
  it is building), the site's build (until MkDocs says it is built) and the first answer;
  then it is stopped. ``--again`` starts it a second time in the same clone (installs and
  kept sample deals in place) and times that too.
- with ``--fast``, ``./scripts/test --fast`` (ruff, mypy and the tests that need neither the
  site nor a browser), and with ``--test``, ``./scripts/test`` (everything), each in a
  fresh clone of its own: in phases read from the ``== ruff`` style lines the script prints
  (the installs are what comes before the first of them). ``--ci`` runs them as CI does
  (``CI=true``), ``--shared DIR`` lays DIR beside each clone as ``../shared`` (so the
  seed-overlap check runs, as in CI), ``--no-serve`` leaves out the serve.

Each phase is printed with its wall-clock time and the load average (``/proc/loadavg``, one
minute) at its start and at its end: the machine is shared, and a figure taken under load
says so. Goal (README): the first answer of ``./scripts/serve`` on a fresh clone within
20 s on a quiet two-core machine, the package caches (uv's, npm's) warm.

    python3 scripts/bench_loop.py [--again] [--fast] [--test] [--no-serve] [--ci]
                                  [--shared DIR] [--keep] [--timeout S]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The lines of ``mkdocs serve`` that end the installs and the build.
BUILDING = re.compile(r"Building documentation")
BUILT = re.compile(r"Documentation built in|Serving on")
#: The lines of ``scripts/test`` that start its phases (``== ruff``).
PHASE = re.compile(r"^== (.+)$")


def load() -> str:
    """The one-minute load average."""
    return Path("/proc/loadavg").read_text(encoding="ascii").split()[0]


@dataclass
class Phases:
    """Phases of one command, each (name, seconds, load at start, load at end), printed as
    each ends."""

    title: str
    start: float = field(default_factory=time.monotonic)
    name: str = ""
    since: float = 0.0
    load_at: str = ""
    done: list[tuple[str, float, str, str]] = field(default_factory=list)

    def begin(self, name: str) -> None:
        """End the current phase (if any) and start ``name``."""
        now = time.monotonic()
        if self.name:
            self._end(now)
        self.name, self.since, self.load_at = name, now, load()

    def finish(self) -> float:
        """End the last phase; the command's total seconds."""
        now = time.monotonic()
        if self.name:
            self._end(now)
            self.name = ""
        total = now - self.start
        print(f"{self.title}: {total:6.1f} s in all", flush=True)
        return total

    def _end(self, now: float) -> None:
        seconds = now - self.since
        self.done.append((self.name, seconds, self.load_at, load()))
        print(f"  {self.name:<40} {seconds:6.1f} s   load {self.load_at} -> {load()}",
              flush=True)


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def answers(url: str) -> bool:
    """Whether ``url`` answers ``200``."""
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return int(response.status) == 200
    except (urllib.error.URLError, OSError):
        return False


def stop(process: subprocess.Popen[str]) -> None:
    """Stop a command started in its own session, and everything it started."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=20)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def serve(clone: Path, title: str, timeout: float) -> float:
    """Time ``./scripts/serve`` in ``clone`` to its first ``200``; then stop it."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    phases = Phases(title)
    phases.begin("installs (scripts/setup --site)")
    process = subprocess.Popen(
        ["./scripts/serve"], cwd=clone, env={**os.environ, "PORT": str(port)},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    log: list[str] = []
    lock = threading.Lock()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            log.append(line)
            with lock:
                if BUILDING.search(line) and phases.name.startswith("installs"):
                    phases.begin("site build (mkdocs serve, EN and DE)")
                elif BUILT.search(line) and phases.name.startswith("site build"):
                    phases.begin("until the first answer")

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    deadline = time.monotonic() + timeout
    try:
        while not answers(url):
            if process.poll() is not None or time.monotonic() > deadline:
                sys.stdout.write("".join(log[-40:]))
                raise SystemExit(f"{title}: no answer on {url} (exit {process.poll()})")
            time.sleep(0.1)
        with lock:
            return phases.finish()
    finally:
        stop(process)


def test(clone: Path, args: list[str], title: str) -> float:
    """Time ``./scripts/test ARGS`` in ``clone``, phase by phase; fails if it fails."""
    phases = Phases(title)
    phases.begin("installs (scripts/setup)")
    process = subprocess.Popen(["./scripts/test", *args], cwd=clone, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, start_new_session=True)
    tail: list[str] = []
    assert process.stdout is not None
    try:
        for line in process.stdout:
            tail = [*tail[-39:], line]
            match = PHASE.match(line.rstrip("\n"))
            if match:
                phases.begin(match.group(1))
        code = process.wait()
    except BaseException:
        stop(process)
        raise
    total = phases.finish()
    if code != 0:
        sys.stdout.write("".join(tail))
        raise SystemExit(f"{title}: exit {code}")
    return total


def fresh_clone(tmp: Path, head: str, name: str) -> Path:
    """A fresh clone of commit ``head`` in ``tmp/name``."""
    clone = tmp / name
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(clone)],
                   check=True)
    subprocess.run(["git", "checkout", "--quiet", "--detach", head], cwd=clone, check=True)
    return clone


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--again", action="store_true",
                        help="start ./scripts/serve a second time in the same clone")
    parser.add_argument("--fast", action="store_true",
                        help="time ./scripts/test --fast (in a fresh clone of its own)")
    parser.add_argument("--test", action="store_true",
                        help="time ./scripts/test, everything (in a fresh clone of its own)")
    parser.add_argument("--no-serve", action="store_true", help="do not time ./scripts/serve")
    parser.add_argument("--ci", action="store_true",
                        help="run the tests as CI does (CI=true: Hypothesis's full, "
                             "derandomised examples)")
    parser.add_argument("--shared", type=Path, metavar="DIR",
                        help="the shared material, laid beside each clone as ../shared (as "
                             "CI has it), so that the seed-overlap check runs")
    parser.add_argument("--keep", action="store_true", help="keep the clones, print their path")
    parser.add_argument("--timeout", type=float, default=600.0,
                        help="seconds to wait for the first answer (default 600)")
    args = parser.parse_args()
    if args.shared is not None and not (args.shared / "tools").is_dir():
        parser.error(f"--shared: {args.shared} has no tools/ folder")
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    if args.ci:
        os.environ["CI"] = "true"
    tmp = Path(tempfile.mkdtemp(prefix="bench-loop-"))
    if args.shared is not None:
        (tmp / "shared").symlink_to(args.shared.resolve())
    try:
        print(f"commit {head[:12]}; {os.cpu_count()} cores; load {load()}; "
              f"CI={os.environ.get('CI', '')}", flush=True)
        if not args.no_serve:
            clone = fresh_clone(tmp, head, "serve")
            serve(clone, "./scripts/serve, fresh clone, to the first answer", args.timeout)
            if args.again:
                serve(clone, "./scripts/serve again, same clone", args.timeout)
        if args.fast:
            test(fresh_clone(tmp, head, "fast"), ["--fast"], "./scripts/test --fast, fresh clone")
        if args.test:
            test(fresh_clone(tmp, head, "test"), [], "./scripts/test, fresh clone")
    finally:
        if args.keep:
            print(f"kept: {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
