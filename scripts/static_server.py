#!/usr/bin/env python3
"""Serve a built site on 127.0.0.1 the way static hosts do: gzip when the browser accepts it,
validators and caching a browser can use, and the site's own "page not found" page for a
missing file.

GitHub Pages, Netlify and nginx's ``gzip_static`` send text, JSON, JavaScript and
WebAssembly compressed; Python's ``http.server`` never does. The benchmarks use this server
so that "bytes transferred" means what a reader's browser would receive. Every
compressible file is compressed once at start-up, so no request pays for compression.

Every file is sent with an ``ETag`` (from its content, one per encoding) and a
``Last-Modified``, and a request that carries a matching ``If-None-Match`` (or, without one,
an ``If-Modified-Since`` not older than the file) is answered ``304 Not Modified`` with no
body. ``Cache-Control`` lets the browser keep the Pyodide runtime (``pyodide/``, which
changes only with the Pyodide version pinned in ``package.json``) for a day without asking;
everything else, the engine's archive and the pages included, is ``no-cache``: kept, but
asked about on every use, and answered 304 while it is unchanged. (The play worker fetches
the engine's archive with ``cache: "no-cache"`` for the same reason: its name never changes.)
The site's service worker (``service-worker.js`` at the root, ``sitegen/offline.py``) is
always ``no-cache`` and ``text/javascript``: a browser asks for it again to learn of a new
build, and registers a worker only from a JavaScript type. From the root, its scope is the
whole site, which needs no ``Service-Worker-Allowed`` header.

A missing file is answered with status 404 and the site's ``404.html``; under a language
folder that has its own (``de/404.html``), that one, as a host configured per language
would (Netlify ``_redirects``, nginx ``error_page`` per location).

    python scripts/static_server.py DIRECTORY PORT

The benchmarks and the browser tests start it with ``Started(directory)``: a process of its
own on a free port, answered once it prints "ready".
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import http.server
import io
import socket
import subprocess
import sys
from functools import partial
from http import HTTPStatus
from pathlib import Path
from types import TracebackType
from typing import BinaryIO, ClassVar, NamedTuple
from urllib.parse import unquote, urlsplit

COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt", ".wasm",
                ".bib", ".zip", ".whl", ".map"}
#: The folder of the Pyodide runtime, and the one file in it that is the engine, not Pyodide.
RUNTIME = "pyodide"
ENGINE = "penneech-engine.zip"
#: How long a browser may keep the Pyodide runtime without asking (a day), and everything else.
RUNTIME_CACHE = "public, max-age=86400"
OTHER_CACHE = "no-cache"
#: The site's service worker, at the site's root: never kept without asking.
WORKER = "service-worker.js"


class Served(NamedTuple):
    """What the server knows of one file at start-up: its content's tag, its date, and its
    gzip body when that is smaller."""

    tag: str
    modified: float
    packed: bytes | None


def survey(root: Path) -> dict[Path, Served]:
    """Every file under ``root``: a tag of its content, its date, its gzip body if smaller."""
    files: dict[Path, Served] = {}
    for path in root.rglob("*"):
        if not path.is_file():
            continue
        raw = path.read_bytes()
        packed = None
        if path.suffix in COMPRESSIBLE:
            packed = gzip.compress(raw, 6, mtime=0)
            if len(packed) >= len(raw):
                packed = None
        files[path.resolve()] = Served(hashlib.sha256(raw).hexdigest()[:32],
                                       path.stat().st_mtime, packed)
    return files


def cache_control(root: Path, target: Path) -> str:
    """``Cache-Control`` for ``target``: the Pyodide runtime for a day, the rest (the
    service worker always) no-cache."""
    relative = target.relative_to(root).parts
    if relative == (WORKER,):
        return OTHER_CACHE
    if relative[:1] == (RUNTIME,) and relative[-1] != ENGINE:
        return RUNTIME_CACHE
    return OTHER_CACHE


def matches(if_none_match: str, tag: str) -> bool:
    """Does ``If-None-Match`` name ``tag`` (weak comparison, as RFC 9110 asks for GET)?"""
    wanted = [t.strip().removeprefix("W/") for t in if_none_match.split(",")]
    return "*" in wanted or tag.removeprefix("W/") in wanted


def not_modified_since(if_modified_since: str, modified: float) -> bool:
    """Is the file no newer than the date of ``If-Modified-Since`` (whole seconds)?"""
    try:
        since = email.utils.parsedate_to_datetime(if_modified_since)
    except (TypeError, ValueError, IndexError):
        return False
    return since is not None and int(modified) <= since.timestamp()


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """``SimpleHTTPRequestHandler`` that answers from the files surveyed at start-up: gzip
    when the client accepts it, validators, ``Cache-Control`` and 304 answers."""

    files: ClassVar[dict[Path, Served]] = {}

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """Send the headers of the file asked for (or 304), and return its body. A path
        with a NUL byte is a bad request (400); one the file system cannot even look up,
        such as a name longer than it allows, names no file (404)."""
        target = Path(self.translate_path(self.path))
        if "\0" in str(target):
            self.send_error(HTTPStatus.BAD_REQUEST, "NUL byte in the path")
            return None
        try:
            if target.is_dir():
                if not urlsplit(self.path).path.endswith("/"):
                    return super().send_head()  # the parent redirects to the slash URL
                target = target / "index.html"
            served = self.files.get(target.resolve())
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND)
            return None
        if served is None:
            return super().send_head()  # missing (404) or new since start-up
        zipped = served.packed is not None and "gzip" in self.headers.get("Accept-Encoding", "")
        tag = f'"{served.tag}-gzip"' if zipped else f'"{served.tag}"'
        root = Path(self.directory).resolve()
        asked_tag = self.headers.get("If-None-Match")
        asked_date = self.headers.get("If-Modified-Since")
        unchanged = (matches(asked_tag, tag) if asked_tag is not None
                     else asked_date is not None and not_modified_since(asked_date,
                                                                        served.modified))
        self.send_response(HTTPStatus.NOT_MODIFIED if unchanged else HTTPStatus.OK)
        self.send_header("ETag", tag)
        self.send_header("Last-Modified", self.date_time_string(int(served.modified)))
        self.send_header("Cache-Control", cache_control(root, target.resolve()))
        if served.packed is not None:
            self.send_header("Vary", "Accept-Encoding")
        if unchanged:
            self.end_headers()
            return None
        self.send_header("Content-Type", self.guess_type(str(target)))
        if zipped:
            assert served.packed is not None
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(served.packed)))
            self.end_headers()
            return io.BytesIO(served.packed)
        body = target.read_bytes()
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def not_found_page(self) -> Path | None:
        """The site's 404 page for the requested path: the language folder's, else the root's."""
        root = Path(self.directory).resolve()
        first = unquote(urlsplit(self.path).path).lstrip("/").split("/", 1)[0]
        candidates = [root / first / "404.html"] if first not in ("", ".", "..") else []
        candidates.append(root / "404.html")
        for page in candidates:
            try:
                if page.is_file() and page.resolve().is_relative_to(root):
                    return page
            except (OSError, ValueError):  # a first folder name too long or with a NUL
                continue
        return None

    def send_error(self, code: int, message: str | None = None,
                   explain: str | None = None) -> None:
        """Answer a missing file with the site's 404 page (still status 404)."""
        page = self.not_found_page() if code == HTTPStatus.NOT_FOUND else None
        if page is None:
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(code, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet: the benchmark prints its own results."""


class Started:
    """This server serving ``directory`` on a free port of 127.0.0.1, in a process of its own,
    from the moment it says it is ready until ``stop`` (or the end of a ``with`` block)."""

    def __init__(self, directory: Path) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port: int = s.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), str(directory), str(self.port)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert self.process.stdout is not None
        if self.process.stdout.readline().strip() != "ready":
            self.stop()
            raise RuntimeError(f"the static server did not start for {directory}")

    def stop(self) -> None:
        """End the server's process (nothing happens if it has ended)."""
        if self.process.poll() is None:
            self.process.terminate()
        self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()

    def __enter__(self) -> Started:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.stop()


def main() -> None:
    """Serve DIRECTORY on 127.0.0.1:PORT until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("port", type=int)
    args = parser.parse_args()
    GzipHandler.files = survey(args.directory)
    GzipHandler.extensions_map = {**GzipHandler.extensions_map, ".wasm": "application/wasm",
                                  ".mjs": "text/javascript",
                                  ".js": "text/javascript"}
    handler = partial(GzipHandler, directory=str(args.directory))
    with http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        print("ready", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
