"""MkDocs hook: the site's service worker, which keeps the site for reading and playing offline.

After the build (both languages, the engine's archive and Pyodide in place) this hook
writes ``service-worker.js`` to the site's root, from ``sitegen/service_worker.js``, with
the list of what it keeps from the first visit on (``precache_list``), read from the built
site, never written by hand:

- every page, in English and German, and both "page not found" pages;
- the Pyodide runtime and the engine's archive (``site/pyodide/``, ``pyodide_assets.py``):
  every play page needs them, and a page opened for the first time offline must boot;
- every script, style sheet, image and font of the site (the pages' own and those their
  scripts start, such as the play worker and the search worker), but not source maps
  and not the search's word stemmers for other languages (``lunr/``), which only a search
  loads.

What a page fetches besides (the search index, the sample deals of the rules pages, the
citation files, the data files) the worker keeps the first time it is fetched: together
they are larger than all the pages, and most readers never ask for most of them.

The cache's name carries ``VERSION``, a hash of the kept files (path and bytes): a build
that changes any of them changes the worker's text, the browser installs the new worker
at the next visit, and it deletes the caches of the older builds when it takes over.

The German build of mkdocs-static-i18n runs inside the English one's ``on_post_build``; the
worker is written once, at the end of the outer build, for the whole site. Under
``mkdocs serve`` (``scripts/serve``), which rebuilds and reloads pages as their sources
change, no worker keeps anything: the pages unregister any worker of the address (one
left by the static server on the same port, say) and the worker file written is one that
deletes the kept copies and unregisters itself (``RETIRING``), so that no page of an older
build is ever shown in place of the live one.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files

from sitegen.site_common import nested_language_build

ROOT = Path(__file__).resolve().parent
#: The worker's source, with ``__VERSION__`` and ``__PRECACHE__`` to fill in.
TEMPLATE = ROOT / "service_worker.js"
#: The worker's file, at the site's root so that its scope is the whole site.
WORKER = "service-worker.js"
#: The files besides pages that the worker keeps from its installation on, by suffix.
ASSET_SUFFIXES = frozenset({".js", ".mjs", ".css", ".png", ".jpg", ".jpeg", ".gif", ".svg",
                            ".webp", ".ico", ".woff", ".woff2", ".ttf"})
#: The folder of the Pyodide runtime and the engine's archive: all of it is kept.
RUNTIME = "pyodide"
#: What only a search loads (the word stemmers of Material's search, for every language).
SEARCH_ONLY = "assets/javascripts/lunr/"
#: The worker written under ``mkdocs serve``: it keeps nothing, deletes what an earlier
#: worker kept and unregisters itself.
RETIRING = """// Written by sitegen/offline.py under `mkdocs serve`: the live pages are never served
// from a kept copy, so this worker deletes the copies kept and unregisters itself.
"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith("penneech-offline-")) await caches.delete(name);
  }
  await self.registration.unregister();
})()));
"""
log = logging.getLogger("mkdocs.hooks.offline")
_command: dict[str, str] = {}


def serving() -> bool:
    """Whether this build is one of ``mkdocs serve``'s."""
    return _command.get("command") == "serve"


def kept_at_install(relative: str) -> bool:
    """Whether the file at ``relative`` (a path in the site) is kept from the install on."""
    if relative == WORKER:
        return False
    if relative.endswith(".html") or relative.startswith(f"{RUNTIME}/"):
        return True
    return Path(relative).suffix in ASSET_SUFFIXES and not relative.startswith(SEARCH_ONLY)


def address(relative: str) -> str:
    """The address, relative to the site's root, that a file is asked for by: a page
    ``x/index.html`` as ``x/`` (the site's own links), the home page as ``./``."""
    if relative == "index.html":
        return "./"
    if relative.endswith("/index.html"):
        return relative[: -len("index.html")]
    return relative


def precache_list(site: Path) -> list[tuple[str, Path]]:
    """Every file the worker keeps from its install on: its address and its path, sorted."""
    found = []
    for path in site.rglob("*"):
        relative = path.relative_to(site).as_posix()
        if path.is_file() and kept_at_install(relative):
            found.append((address(relative), path))
    return sorted(found)


def version(files: list[tuple[str, Path]]) -> str:
    """A hash of the kept files (address and bytes): it changes when any of them does."""
    digest = hashlib.sha256()
    for where, path in files:
        digest.update(where.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def worker_source(files: list[tuple[str, Path]]) -> str:
    """The service worker's text for the kept ``files``."""
    text = TEMPLATE.read_text(encoding="utf-8")
    addresses = json.dumps([where for where, _ in files], indent=0)
    return text.replace("__VERSION__", version(files)).replace("__PRECACHE__", addresses)


def on_startup(command: str, dirty: bool, **kwargs: Any) -> None:
    """Note whether this is ``mkdocs serve`` (then no worker keeps anything)."""
    _command["command"] = command


def on_env(env: Environment, config: MkDocsConfig, files: Files,
           **kwargs: Any) -> Environment:
    """Tell ``overrides/main.html`` the worker's file and whether pages register it."""
    env.globals["offline_worker"] = WORKER
    env.globals["offline_retire"] = serving()
    return env


_nested_language_build = nested_language_build


@event_priority(-200)  # after mkdocs-static-i18n's German build (-100) and every other hook
def on_post_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Write the worker for the whole site, once per build."""
    if _nested_language_build(config):
        return
    site = Path(config["site_dir"])
    if serving():
        (site / WORKER).write_text(RETIRING, encoding="utf-8")
        return
    files = precache_list(site)
    (site / WORKER).write_text(worker_source(files), encoding="utf-8")
    size = sum(path.stat().st_size for _, path in files)
    log.info("%s keeps %d files, %.1f MB, from its install on", WORKER, len(files), size / 1e6)
