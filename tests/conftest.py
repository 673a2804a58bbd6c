"""Shared fixtures and test-run settings.

- The site, built once per test run, even when pytest-xdist spreads the tests over several
  worker processes: the first process that has a test needing it starts ``mkdocs build`` in
  the background as soon as the tests are collected, every process waits for that one build,
  and the tests that need it run after the others, so the build overlaps with them.
- The folder the processes of a run share (``run_once.py``: the site, and other work done
  once per run rather than once per worker).
- The built site served for the browser tests (Playwright driving Debian's Chromium on
  127.0.0.1), one server per worker on a free port.
- Booted play pages shared by the browser tests of a worker (``booted``): loading Pyodide
  and the engine takes seconds, a new game on a loaded page a fraction of one, so a test
  that is not about loading takes a page already loaded and starts its own game on it.
- Fresh pages for the tests that are about loading (``fresh``, ``screen``, ``page``), in a
  browser profile kept per worker, whose code cache spares Chromium compiling Pyodide again
  at each boot; what the site stored is cleared after each test.
- The other tests' browser contexts (``open_context``) load the search index with its pages'
  titles only (``titles_only``): building the full one takes a third of a text page's CPU.
- The toy game of ``tests/toy_game`` registered as a real game for the whole run, so that
  every test parametrised over the registry meets it too (the site's build does not).
- A marker per registered game (``-m <id>``: the game's own test modules,
  ``test_<id>_*.py``, see ``HISTORIC_MODULES``) and ``site`` on every test that needs the
  built site, so
  ``pytest -m "piquet and not site"`` runs Piquet's engine tests without building anything.
- Hypothesis's ``ci`` profile, loaded when ``CI=true``: the same examples on every run.
"""

from __future__ import annotations

import contextlib
import importlib.util
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
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

import pytest
from hypothesis import HealthCheck, settings
from hypothesis_budget import CI
from run_once import SHARED_ENV, claim, shared_dir, wait_for
from site_helpers import DESKTOP, PHONE, assert_local, check_requests

from penneech.games import GAMES, register

if TYPE_CHECKING:   # the browser tests' fixtures only: the other tests run without Playwright
    from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Route, ViewportSize
    from site_tour import TextTour

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

#: The game a test module belongs to comes from its name: ``test_<id>_*.py`` (or
#: ``browser/test_<id>_*.py``) is a module of game ``<id>`` of the registry, and
#: ``pytest -m <id>`` runs them (the markers are the registry's, ``pytest_configure``).
#: Penneech's and a few other modules are older than the rule and keep their names (a
#: rename would break every reference to them); they are listed here. Every other module
#: tests what the games share or the site as a whole and is listed in ``SHARED_MODULES``; a
#: test checks that each module has exactly one of these places.
HISTORIC_MODULES = {
    "test_cotton": "penneech", "test_engine_cards": "penneech", "test_engine_cli": "penneech",
    "test_engine_comparison": "penneech", "test_engine_errors": "penneech",
    "test_engine_fuzz": "penneech", "test_engine_properties": "penneech",
    "test_engine_rules": "penneech", "test_engine_scenarios": "penneech",
    "test_engine_view": "penneech", "test_expert": "penneech", "test_golden": "penneech",
    "test_openspiel": "penneech", "test_players": "penneech", "test_solver": "penneech",
    "test_web": "penneech", "browser/test_play": "penneech",
    "browser/test_play_fairness": "penneech",
    "test_cotton_picket": "piquet", "test_openspiel_piquet": "piquet",
    "test_picket_sources": "piquet", "test_openspiel_pippip": "pippip",
}
SHARED_MODULES = frozenset({
    "test_bibliography", "test_card_names", "test_changes", "test_csp", "test_doctests",
    "test_editorial_data", "test_finished_deals", "test_world_from_view",
    "test_engine_archive", "test_engine_package", "test_games", "test_hints", "test_lab",
    "test_lab_page", "test_openspiel_page", "test_page_metadata", "test_project", "test_provenance",
    "test_playthroughs", "test_pyodide_engine", "test_quotations", "test_registry_game",
    "test_site", "test_openspiel_games",
    "test_static_server", "test_web_protocol", "browser/test_accessibility",
    "browser/test_content_policy", "browser/test_play_kept", "browser/test_search",
    "browser/test_site_layout", "browser/test_site_links", "browser/test_play_table",
    "browser/test_play_robust", "test_replay_records", "browser/test_replay",
    "test_rereading", "browser/test_reread",
    "test_commitment", "test_verify_cli", "browser/test_play_verify", "test_takeback",
    "browser/test_play_undo", "test_offline_precache", "browser/test_offline",
    "browser/test_play_controls", "browser/test_play_forced", "browser/test_play_layout",
    "test_ladder", "test_strength_page",
})
#: Fixtures that need the built site (``base_url`` serves it; Playwright's pages open it).
SITE_FIXTURES = frozenset({"site", "base_url"})


def script(name: str) -> ModuleType:
    """A module of ``scripts/`` (its file ``scripts/<name>.py``), loaded from its file, for
    the tests of the benchmarks' and tools' own parts."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None, f"no scripts/{name}.py"
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def module_name(path: Path) -> str:
    """A test module's name as ``HISTORIC_MODULES`` writes it: ``test_x`` or ``browser/test_x``."""
    return path.relative_to(TESTS).with_suffix("").as_posix()


def game_by_name(name: str) -> str | None:
    """The registered game whose module ``name`` (``test_<id>_*``) names, else None."""
    stem = name.removeprefix("browser/").removeprefix("test_")
    return next((game_id for game_id in GAMES if stem.startswith(f"{game_id}_")), None)


def game_of(path: Path) -> str | None:
    """The game whose test module ``path`` is, or None for a shared one."""
    name = module_name(path)
    return HISTORIC_MODULES.get(name) or game_by_name(name)


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


#: The small game kept with the tests (``tests/toy_game``, CONTRIBUTING's template), which
#: the test run registers as a real game: every test parametrised over the registry meets
#: it. Only this process sees it: the site's build runs in a process of its own.
TOY = ("toy", "toy_game.game")


def pytest_configure(config: pytest.Config) -> None:
    """Register the toy game and a marker per registered game (before collection), and make
    the folder the processes of the run share."""
    if TOY[0] not in GAMES:
        register(*TOY)
    for game_id, described in GAMES.items():
        config.addinivalue_line("markers", f"{game_id}: a test module of {described.name.en} "
                                           f"(test_{game_id}_*.py, tests/conftest.py)")
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


def booted_game_of(item: pytest.Item, game: str | None) -> str | None:
    """The game whose booted play pages a test uses (see ``Booted``): its parameter
    ``game``, a parameter that names its ``game`` (an accessibility case), else the game of
    its module; None for a test that needs none or several."""
    if "booted" not in getattr(item, "fixturenames", ()):
        return None
    params: dict[str, Any] = getattr(getattr(item, "callspec", None), "params", {})
    for value in params.values():
        named = value if isinstance(value, str) else getattr(value, "game", None)
        if isinstance(named, str) and named in GAMES:
            return named
    return game


def pytest_itemcollected(item: pytest.Item) -> None:
    """Mark each test with its game and with ``site`` (before ``-m`` selects by them), and
    the tests that share one game's booted play pages with one ``xdist_group``: under
    ``--dist loadgroup`` (``scripts/test``) they run on one worker, which boots each of
    those pages once instead of every worker booting each of them."""
    game = game_of(item.path)
    if game:
        item.add_marker(game)
    if SITE_FIXTURES & set(getattr(item, "fixturenames", ())):
        item.add_marker("site")
    booted = booted_game_of(item, game)
    if booted:
        item.add_marker(pytest.mark.xdist_group(f"booted-{booted}"))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Of the tests selected, run the modules that need the site last (each in its own
    order), and start the site's build now, so that the other tests run meanwhile."""
    needs_site = {item.path for item in items if item.get_closest_marker("site")}
    # stable sort; of the site's tests, a game's booted group first, as one long unit of
    # work given to a worker while the other tests fill the other worker, not left for last
    items.sort(key=lambda item: (item.path in needs_site,
                                 item.get_closest_marker("xdist_group") is None))
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
#: The browser contexts of the tests that are not about working offline: the site's service
#: worker is not registered there (``offline.js`` swallows the refusal), so that a page's
#: requests go to the server as a first visit's do and no test precaches the site (about
#: 23 MB) at every fresh page. ``browser/test_offline`` opens its own contexts with it.
NO_WORKER: dict[str, Any] = {"service_workers": "block"}


#: The option *Play forced cards for me* (``play-forced.js``) is on by default; the browser
#: tests play every card themselves, so a page keeps "off" unless the browser already keeps
#: a choice (``browser/test_play_forced`` sets it on, checks the default, and sets it back).
FORCED_OFF = """try { if (localStorage.getItem("play-forced-cards") === null)
  localStorage.setItem("play-forced-cards", "off"); } catch (e) { /* no storage */ }"""


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's contexts (``page``, ``context``) without the service worker."""
    return {**browser_context_args, **NO_WORKER}


@pytest.fixture
def context(context: BrowserContext) -> BrowserContext:
    """pytest-playwright's context, its pages keeping forced cards off (``FORCED_OFF``)."""
    context.add_init_script(FORCED_OFF)
    return context


#: The search index with titles only, and the URLs it is asked for (``titles_only``).
SEARCH_INDEX = script("search_index")
#: The index each URL answered, with its pages' titles only.
_TITLES: dict[str, bytes] = {}


def titles_only(route: Route) -> None:
    """Answer a request for a search index with the site's own index, every entry's text
    left out (``scripts/search_index.py``: Material builds a lunr index of the whole file on
    every page it opens, a third of the CPU a page of text costs). The tests about search
    and links load the full index."""
    url = route.request.url
    if url not in _TITLES:
        _TITLES[url] = SEARCH_INDEX.titles_only(route.fetch().body())
    route.fulfill(status=200, content_type="application/json", body=_TITLES[url])


def open_context(browser: Browser, full_search: bool = False, **options: Any) -> BrowserContext:
    """A new context of ``browser`` as the browser tests open one: no service worker
    (``NO_WORKER``), forced cards off (``FORCED_OFF``), the search index with titles only
    (``titles_only``) unless the test is about search or links (``full_search``)."""
    context = browser.new_context(**options, **NO_WORKER)
    context.add_init_script(FORCED_OFF)
    if not full_search:
        context.route(SEARCH_INDEX.PATTERN, titles_only)
    return context


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Use the system Chromium (Playwright's own browsers cannot be downloaded here).
    ``expect`` waits up to a minute for what it checks, not Playwright's five seconds: on a
    busy machine an engine's answer can take longer (a safety cap; it returns at once when
    the condition holds)."""
    from playwright.sync_api import expect
    expect.set_options(timeout=60_000)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def screen(request: pytest.FixtureRequest, fresh: Fresh) -> Page:
    """A fresh page on a phone-sized (375x812) or a desktop (1280x900) screen, its requests
    checked at the end to stay on 127.0.0.1."""
    return fresh.page(request.param)


@pytest.fixture(scope="session")
def base_url(site: Path) -> Iterator[str]:
    """Serve the built site on a free port of 127.0.0.1 (one server per worker process)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    # PENNEECH_SERVER_LOG=DIR keeps the server's request log (scripts/bench_boot.py --suite
    # counts the play pages' boots in it)
    logs = os.environ.get("PENNEECH_SERVER_LOG")
    log = open(Path(logs) / f"server-{os.getpid()}.log", "w") if logs else None  # noqa: SIM115
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind",
                               "127.0.0.1", "--directory", str(site)],
                              stdout=subprocess.DEVNULL, stderr=log or subprocess.DEVNULL)
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
    if log:
        log.close()


# --- Fresh pages in a warm browser profile ---------------------------------------------------

#: What a test's fresh page may leave in the warm profile and is cleared after it: everything
#: a site stores (CDP ``Storage.clearDataForOrigin``), but not the HTTP cache, which holds the
#: compiled WebAssembly of Pyodide.
STORED = ("cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,"
          "shared_storage,storage_buckets")


@pytest.fixture(scope="session")
def warm_profile(playwright: Playwright, base_url: str) -> Iterator[BrowserContext]:
    """One browser profile kept on disk per worker, for the tests that load a play page
    afresh (a reload, a share link, a kept game, the first visit's loading bar).

    Chromium keeps the machine code it compiled for Pyodide's WebAssembly in a profile's
    code cache, but a profile of ``browser.new_context()`` keeps nothing: every boot
    compiles Pyodide again (about 8 CPU-seconds on the two-core machine, 3.5 in a profile
    that has booted once; ``scripts/bench_boot.py --warm``). A page of this profile boots
    as a returning reader's does; its storage is cleared after each test (``fresh``), so no
    test meets another's games or statistics. The first visit with nothing cached stays
    tested by the booted pages (``booted``), each in a fresh context."""
    profile = tempfile.mkdtemp(prefix="penneech-profile-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
        viewport=cast("ViewportSize", DESKTOP), accept_downloads=True, **NO_WORKER)
    context.add_init_script(FORCED_OFF)
    yield context
    context.close()
    shutil.rmtree(profile, ignore_errors=True)


class Fresh:
    """A test's fresh pages in the warm profile: ``page(size)`` opens one (two pages of a
    test share storage, as two tabs do), its requests checked at the end to stay on
    127.0.0.1; ``reduced`` asks for the reader's wish for reduced motion."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.opened: list[tuple[Page, list[str]]] = []

    def page(self, size: dict[str, int] | None = None, reduced: bool = False) -> Page:
        page = self.context.new_page()
        viewport = size or DESKTOP
        page.set_viewport_size(cast("ViewportSize", {"width": viewport["width"],
                                                     "height": viewport["height"]}))
        if reduced:
            page.emulate_media(reduced_motion="reduce")
        self.opened.append((page, check_requests(page)))
        return page

    def close(self, origin: str) -> list[str]:
        """Close the test's pages and clear what the site stored; the URLs requested."""
        seen: list[str] = []
        for page, urls in self.opened:
            if not page.is_closed():
                page.close()
            seen += urls
        keeper = self.context.pages[0] if self.context.pages else self.context.new_page()
        session = self.context.new_cdp_session(keeper)
        session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": STORED})
        session.detach()
        self.context.clear_cookies()
        return seen


@pytest.fixture
def fresh(warm_profile: BrowserContext, base_url: str) -> Iterator[Fresh]:
    """Fresh pages for this test in the worker's warm profile (see ``warm_profile``)."""
    handle = Fresh(warm_profile)
    yield handle
    assert_local(handle.close(base_url.rstrip("/")))


@pytest.fixture
def page(fresh: Fresh) -> Page:
    """Playwright's ``page``, opened in the warm profile (1280x720, Playwright's own size)."""
    return fresh.page({"width": 1280, "height": 720})


# --- The text pages, visited once per screen ------------------------------------------------

@pytest.fixture(scope="session")
def text_tour(browser: Browser, base_url: str) -> Iterator[TextTour]:
    """The worker's visits of the site's text pages, shared by the checks of each page
    (``browser/site_tour.py``)."""
    from site_tour import TextTour  # a module of the browser tests, as Playwright is
    tour = TextTour(browser, base_url)
    yield tour
    tour.close()


# --- Booted play pages, shared by the tests of a worker -------------------------------------

#: axe-core (pinned in ``package.json``), loaded into every booted page before the page's own
#: scripts, so that the accessibility tests can check a page the play tests have booted.
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


class BootedPool:
    """Play pages loaded once per worker and kept, each in its own browser context (its own
    storage, so that two kept pages never act as two tabs on one game), its requests
    recorded from the start, axe-core loaded. A page is kept per path, screen and init
    script; the least recently used is closed when more than ``KEEP`` are open (a booted page
    takes about 0.5 GB: two games' pages in both languages on both screens, and a few more)."""

    KEEP = 10

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser = browser
        self.base_url = base_url
        self.pages: dict[tuple[str, int, int, str], tuple[BrowserContext, Page, list[str]]] = {}

    def get(self, path: str, screen: str, init: str) -> tuple[Page, list[str], bool]:
        """The kept page for ``path`` on ``screen`` ("phone" or "desktop"; opened if there
        is none: then ``True``) and the list of the URLs it has requested."""
        size = PHONE if screen == "phone" else DESKTOP
        viewport = cast("ViewportSize", {"width": size["width"], "height": size["height"]})
        key = (path, viewport["width"], viewport["height"], init)
        if key in self.pages:
            entry = self.pages.pop(key)
            self.pages[key] = entry                       # now the most recently used
            return entry[1], entry[2], False
        while len(self.pages) >= self.KEEP:
            self.discard(next(iter(self.pages)))
        context = open_context(self.browser, viewport=viewport, accept_downloads=True)
        context.add_init_script(path=AXE)
        page = context.new_page()
        if init:
            page.add_init_script(init)
        seen = check_requests(page)
        page.goto(self.base_url + path, timeout=180_000)     # a cap for a busy machine
        self.pages[key] = (context, page, seen)
        return page, seen, True

    def discard(self, key: tuple[str, int, int, str]) -> None:
        context, _, seen = self.pages.pop(key)
        context.close()
        assert_local(seen)

    def drop(self, page: Page) -> None:
        """Close ``page`` (after a failed test its state is not known)."""
        for key, (_, kept, _) in list(self.pages.items()):
            if kept is page:
                self.discard(key)

    def close(self) -> None:
        for key in list(self.pages):
            self.discard(key)


@pytest.fixture(scope="session")
def booted_pool(browser: Browser, base_url: str) -> Iterator[BootedPool]:
    pool = BootedPool(browser, base_url)
    yield pool
    pool.close()


class Booted:
    """A test's way to the worker's booted pages: ``page(path, ready, screen)`` gives the
    page at ``path`` on a phone's or a desktop's screen with the engine loaded (``ready``
    is waited for when the page is first opened). The test must then bring it to a known
    state through the page's own controls (a new game with the rules, computer and deal
    number it needs); what the page requested during the test is checked to stay on
    127.0.0.1 at the end."""

    def __init__(self, pool: BootedPool) -> None:
        self.pool = pool
        self.used: list[tuple[Page, list[str]]] = []

    def page(self, path: str, ready: str, screen: str = "desktop", init: str = "") -> Page:
        page, seen, opened = self.pool.get(path, screen, init)
        if opened:
            page.wait_for_selector(ready, timeout=180_000)
        self.used.append((page, seen))
        return page


@pytest.fixture
def booted(request: pytest.FixtureRequest, booted_pool: BootedPool) -> Iterator[Booted]:
    """Booted play pages for this test (see ``Booted``); after a failed test the pages it
    used are closed, so that no later test meets a page in an unknown state."""
    failed = request.session.testsfailed
    handle = Booted(booted_pool)
    yield handle
    for page, seen in handle.used:
        urls = list(seen)
        seen.clear()
        if request.session.testsfailed > failed:
            booted_pool.drop(page)
        assert_local(urls)
