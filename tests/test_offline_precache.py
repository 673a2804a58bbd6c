"""The site's service worker as the build writes it (``sitegen/offline.py``): one worker at
the site's root, whose list of what it keeps from its install on names every page of both
languages, the engine's archive and the Pyodide runtime, only files the site has, and
whose cache's name changes with any of them. Every page registers it; under
``mkdocs serve`` the worker written keeps nothing and unregisters itself.

What the player sees of it, a reload and another page working without a network, is
``tests/browser/test_offline.py``; the "Service Workers" specification (W3C) is cited for
what a browser does with it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest
from mkdocs.config.defaults import MkDocsConfig

from sitegen import offline
from sitegen.offline import WORKER, address, precache_list, version, worker_source
from sitegen.pyodide_assets import ENGINE_ARCHIVE, RUNTIME

KEPT = re.compile(r"const PRECACHE = (\[.*?\]);", re.S)
VERSION = re.compile(r'const VERSION = "([0-9a-f]{16})";')
REGISTER = re.compile(r'<script src="([^"]*assets/javascripts/offline\.js)" '
                      r'data-worker="([^"]*)"(\s+data-retire)?></script>')


def kept(site: Path) -> list[str]:
    """The addresses the built worker keeps from its install on."""
    found = KEPT.search((site / WORKER).read_text(encoding="utf-8"))
    assert found, f"{WORKER} carries no PRECACHE list"
    listed: list[str] = json.loads(found.group(1))
    return listed


def test_the_site_has_one_worker_at_its_root(site: Path) -> None:
    """One worker for the whole site, not one per language build: its scope is the folder
    it is served from ("Service Workers", scope: the script's path by default)."""
    assert [p.relative_to(site).as_posix() for p in site.rglob(WORKER)] == [WORKER]


def test_the_worker_keeps_every_page_of_both_languages_and_the_engine(site: Path) -> None:
    listed = kept(site)
    assert len(listed) == len(set(listed))
    pages = [p.relative_to(site).as_posix() for p in site.rglob("*.html")]
    assert {"index.html", "de/index.html", "404.html", "de/404.html",
            "rules/index.html", "de/rules/index.html"} <= set(pages)
    missing = sorted(page for page in pages if address(page) not in listed)
    assert missing == [], f"pages the worker does not keep: {missing}"
    # the engine and the runtime every play page boots from
    assert f"pyodide/{ENGINE_ARCHIVE}" in listed
    assert {f"pyodide/{name}" for name in RUNTIME} <= set(listed)
    # the scripts the play pages start (the play worker) and Material's own
    assert "javascripts/play-worker.js" in listed
    assert any(re.fullmatch(r"assets/javascripts/bundle\.[0-9a-f]+\.min\.js", a) for a in listed)
    assert not [a for a in listed if a.endswith(".map")]


def test_every_address_the_worker_keeps_is_a_file_of_the_site(site: Path) -> None:
    """The install fetches every listed address, and one missing file fails the whole
    install ("Service Workers", ``Cache.addAll``: rejected if any response is not ok)."""
    for where in kept(site):
        target = site / (where + "index.html" if where.endswith("/") else where)
        assert target.resolve().is_relative_to(site.resolve()) and target.is_file(), where


def test_the_cache_is_named_after_the_kept_files(site: Path) -> None:
    text = (site / WORKER).read_text(encoding="utf-8")
    found = VERSION.search(text)
    assert found and found.group(1) == version(precache_list(site))
    assert 'const CACHE = PREFIX + VERSION;' in text
    assert "__VERSION__" not in text and "__PRECACHE__" not in text


def test_a_changed_file_makes_a_new_worker_and_an_unchanged_build_the_same(
        tmp_path: Path) -> None:
    """The browser installs a new worker only when the worker's bytes differ ("Service
    Workers", Update: byte-for-byte comparison); so a build that changes a kept file must
    change the worker's text, and a build that changes nothing must not."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "index.html").write_text("<p>home</p>", encoding="utf-8")
    (tmp_path / "rules" / "index.html").write_text("<p>rules</p>", encoding="utf-8")
    (tmp_path / "pyodide" / ENGINE_ARCHIVE).write_bytes(b"PK engine")
    (tmp_path / "data.json").write_text("{}", encoding="utf-8")   # kept when first fetched
    first = worker_source(precache_list(tmp_path))
    assert [a for a, _ in precache_list(tmp_path)] == ["./", f"pyodide/{ENGINE_ARCHIVE}",
                                                       "rules/"]
    assert worker_source(precache_list(tmp_path)) == first
    (tmp_path / "data.json").write_text('{"a": 1}', encoding="utf-8")
    assert worker_source(precache_list(tmp_path)) == first
    (tmp_path / "pyodide" / ENGINE_ARCHIVE).write_bytes(b"PK engine, changed")
    changed = worker_source(precache_list(tmp_path))
    assert VERSION.search(changed) and VERSION.search(first)
    assert VERSION.findall(changed) != VERSION.findall(first)


def test_every_page_registers_the_worker_at_the_sites_root(site: Path) -> None:
    for html in site.rglob("*.html"):
        where = html.relative_to(site).as_posix()
        found = REGISTER.findall(html.read_text(encoding="utf-8"))
        assert len(found) == 1, where
        _, worker, retire = found[0]
        assert not retire, where
        if worker.startswith("/"):   # the 404 pages link from the site's root
            assert worker == f"/{WORKER}", where
        else:
            assert (html.parent / worker).resolve() == (site / WORKER).resolve(), where


class _Config(dict[str, Any]):
    """The little of MkDocs' configuration the hook reads: ``site_dir`` and the i18n plugin
    (its ``building`` flag), or no i18n plugin when ``building`` is None."""

    def __init__(self, site: Path, building: bool | None) -> None:
        super().__init__(site_dir=str(site))
        self.plugins = {} if building is None else {"i18n": SimpleNamespace(building=building)}


def _config(site: Path, building: bool | None) -> MkDocsConfig:
    return cast(MkDocsConfig, _Config(site, building))


@pytest.fixture
def command() -> Iterator[None]:
    """Restore the command the hook noted, after a test that plays another."""
    before = dict(offline._command)
    yield
    offline._command.clear()
    offline._command.update(before)


@pytest.mark.usefixtures("command")
def test_under_mkdocs_serve_the_worker_keeps_nothing_and_unregisters(tmp_path: Path) -> None:
    """Live pages are never answered from an older build's copy: the worker written under
    ``mkdocs serve`` has no fetch handler, deletes the kept copies and unregisters."""
    (tmp_path / "index.html").write_text("<p>home</p>", encoding="utf-8")
    offline.on_startup(command="serve", dirty=False)
    offline.on_post_build(_config(tmp_path, building=False))
    text = (tmp_path / WORKER).read_text(encoding="utf-8")
    assert "unregister()" in text and "caches.delete" in text
    assert "fetch" not in text and "PRECACHE" not in text


@pytest.mark.usefixtures("command")
def test_the_worker_is_written_once_after_the_german_build(tmp_path: Path) -> None:
    """mkdocs-static-i18n runs the German build inside the English one's end: the hook
    writes nothing then, and the whole site's worker at the end of the outer build."""
    (tmp_path / "index.html").write_text("<p>home</p>", encoding="utf-8")
    offline.on_startup(command="build", dirty=False)
    offline.on_post_build(_config(tmp_path, building=True))
    assert not (tmp_path / WORKER).exists()
    offline.on_post_build(_config(tmp_path, building=False))
    assert kept(tmp_path) == ["./"]
