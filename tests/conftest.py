"""Shared fixtures and test-run settings.

- The site, built once per test run, even when pytest-xdist spreads the tests over several
  worker processes: the first process that has a test needing it starts ``mkdocs build`` in
  the background as soon as the tests are collected, every process waits for that one build,
  and the tests that need it run after the others, so the build overlaps with them.
- The folder the processes of a run share (``run_once.py``: the site, and other work done
  once per run rather than once per worker).
- The built site served for the browser tests (Playwright driving Debian's Chromium on
  127.0.0.1), one server per worker on a free port.
- A marker per game (``-m penneech``, ``-m piquet``, ``-m pippip``: the game's own test
  modules, see ``GAME_MODULES``) and ``site`` on every test that needs the built site, so
  ``pytest -m "piquet and not site"`` runs Piquet's engine tests without building anything.
- Hypothesis's ``ci`` profile, loaded when ``CI=true``: the same examples on every run.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis_budget import CI
from run_once import SHARED_ENV, claim, shared_dir, wait_for
from site_helpers import DESKTOP, PHONE, assert_local, check_requests

if TYPE_CHECKING:   # the browser tests' fixtures only: the other tests run without Playwright
    from playwright.sync_api import Browser, Page

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"

# Under CI (CI=true, as .ci/run and GitHub Actions set it) every run draws the same examples
# (derandomize: seeded from each test), so a run fails or passes for the code alone, and no
# example database is kept; elsewhere each run draws new ones, and a failure found is kept
# in .hypothesis/ and tried first next time. Locally: pytest --hypothesis-profile=ci. The
# settings are those of Hypothesis's own "ci" profile, written out so that they stay ours.
settings.register_profile("ci", derandomize=True, database=None, deadline=None,
                          print_blob=True, suppress_health_check=[HealthCheck.too_slow])
# Elsewhere ("dev"): no per-example deadline either (a test's outcome never depends on how
# busy the machine is), and a third of Hypothesis's default hundred examples for the tests
# that do not set their own number; those that do draw ``examples(n)``
# (``tests/hypothesis_budget.py``): all n under CI, a third while you work.
settings.register_profile("dev", deadline=None, max_examples=34,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if CI else "dev")

#: The test modules of each game (file names without ``.py``; browser tests as
#: ``browser/name``); ``pytest -m GAME`` runs them. Every other module tests what the games
#: share or the site as a whole and is listed in ``SHARED_MODULES``; a test checks that each
#: module is in exactly one place, so a new module must be given one.
GAME_MODULES = {
    "penneech": frozenset({
        "test_cotton", "test_engine_cards", "test_engine_cli", "test_engine_comparison",
        "test_engine_errors", "test_engine_fuzz", "test_engine_properties", "test_engine_rules",
        "test_engine_scenarios", "test_engine_view", "test_expert", "test_golden",
        "test_openspiel", "test_players", "test_solver", "test_web", "browser/test_play",
        "browser/test_play_fairness",
    }),
    "piquet": frozenset({
        "test_cotton_picket", "test_openspiel_piquet", "test_picket_sources", "test_piquet_cli",
        "test_piquet_errors", "test_piquet_examples", "test_piquet_options", "test_piquet_players",
        "test_piquet_properties", "test_piquet_rules", "test_piquet_site", "test_piquet_web",
        "browser/test_piquet_play",
    }),
    "pippip": frozenset({
        "test_openspiel_pippip", "test_pippip_cli", "test_pippip_engine", "test_pippip_errors",
        "test_pippip_options", "test_pippip_players", "test_pippip_properties",
        "test_pippip_rules", "test_pippip_site", "test_pippip_web", "browser/test_pippip_play",
    }),
}
SHARED_MODULES = frozenset({
    "test_bibliography", "test_card_names", "test_changes", "test_csp", "test_doctests",
    "test_engine_archive", "test_engine_package", "test_games", "test_hints", "test_lab",
    "test_lab_page", "test_openspiel_page", "test_project", "test_provenance",
    "test_pyodide_engine", "test_quotations", "test_registry_game", "test_site",
    "test_static_server", "test_web_protocol", "browser/test_accessibility",
    "browser/test_content_policy", "browser/test_play_kept", "browser/test_search",
    "browser/test_site_layout", "browser/test_site_links", "browser/test_play_table",
    "browser/test_play_robust",
})
#: Fixtures that need the built site (``base_url`` serves it; Playwright's pages open it).
SITE_FIXTURES = frozenset({"site", "base_url"})


def module_name(path: Path) -> str:
    """A test module's name as ``GAME_MODULES`` writes it: ``test_x`` or ``browser/test_x``."""
    return path.relative_to(TESTS).with_suffix("").as_posix()


def game_of(path: Path) -> str | None:
    """The game whose test module ``path`` is, or None for a shared one."""
    name = module_name(path)
    return next((game for game, names in GAME_MODULES.items() if name in names), None)


# --- The site, built once per run --------------------------------------------------------

#: Run by the background build: ``mkdocs build --strict`` into argv[1], then its outcome as
#: JSON into argv[2] (written whole, then renamed, so that a reader never sees half of it).
BUILDER = r"""
import json, os, subprocess, sys
out, outcome = sys.argv[1], sys.argv[2]
done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", out],
                      capture_output=True, text=True)
with open(outcome + ".part", "w", encoding="utf-8") as f:
    json.dump({"returncode": done.returncode, "output": done.stdout + done.stderr}, f)
os.replace(outcome + ".part", outcome)
"""


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):   # the first process (not a pytest-xdist worker)
        os.environ[SHARED_ENV] = tempfile.mkdtemp(prefix="penneech-tests-")


def pytest_unconfigure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput") or SHARED_ENV not in os.environ:
        return
    shared = Path(os.environ.pop(SHARED_ENV))
    pid = shared / "build.pid"
    if pid.exists() and not (shared / "build.json").exists():   # still building: stop it
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.killpg(int(pid.read_text(encoding="utf-8")), signal.SIGTERM)
    shutil.rmtree(shared, ignore_errors=True)


def start_site_build() -> None:
    """Start building the site in the background unless another process of the run has."""
    shared = shared_dir()
    if not claim("build"):
        return
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    build = subprocess.Popen([sys.executable, "-c", BUILDER, str(shared / "site"),
                              str(shared / "build.json")], cwd=ROOT, env=env,
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    (shared / "build.pid").write_text(str(build.pid), encoding="utf-8")


def pytest_itemcollected(item: pytest.Item) -> None:
    """Mark each test with its game and with ``site`` (before ``-m`` selects by them)."""
    game = game_of(item.path)
    if game:
        item.add_marker(game)
    if SITE_FIXTURES & set(getattr(item, "fixturenames", ())):
        item.add_marker("site")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Of the tests selected, run the modules that need the site last (each in its own
    order), and start the site's build now, so that the other tests run meanwhile."""
    needs_site = {item.path for item in items if item.get_closest_marker("site")}
    items.sort(key=lambda item: item.path in needs_site)   # stable sort
    if needs_site and not config.option.collectonly:
        start_site_build()


@pytest.fixture(scope="session")
def site() -> Path:
    """The site, built once per run with ``mkdocs build --strict`` (any warning fails)."""
    shared = shared_dir()
    start_site_build()   # a no-op if it has started (always, unless tests are deselected)
    outcome = shared / "build.json"
    wait_for(outcome, "the site")
    result = json.loads(outcome.read_text(encoding="utf-8"))
    assert result["returncode"] == 0, result["output"]
    return shared / "site"


# --- The browser tests -------------------------------------------------------------------

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Use the system Chromium (Playwright's own browsers cannot be downloaded here)."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A fresh page on a phone-sized (375x812) or a desktop (1280x900) screen, its requests
    checked at the end to stay on 127.0.0.1."""
    context = browser.new_context(viewport=request.param, accept_downloads=True)
    page = context.new_page()
    seen = check_requests(page)
    yield page
    context.close()
    assert_local(seen)


@pytest.fixture(scope="session")
def base_url(site: Path) -> Iterator[str]:
    """Serve the built site on a free port of 127.0.0.1 (one server per worker process)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind",
                               "127.0.0.1", "--directory", str(site)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    # Until the server answers (or has died): a generous cap, never a guess at how long a
    # busy machine takes to start it.
    deadline = time.monotonic() + 300
    while True:
        try:
            urllib.request.urlopen(url, timeout=30).close()
            break
        except OSError:
            assert server.poll() is None, f"the site's server stopped ({server.returncode})"
            assert time.monotonic() < deadline, f"the site's server did not answer at {url}"
            time.sleep(0.1)
    yield url
    server.terminate()
    server.wait()
