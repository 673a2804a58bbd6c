#!/usr/bin/env python3
"""Serve a built site on 127.0.0.1 the way static hosts do: gzip when the browser accepts it,
and the site's own "page not found" page for a missing file.

GitHub Pages, Netlify and nginx's ``gzip_static`` send text, JSON, JavaScript and
WebAssembly compressed; Python's ``http.server`` never does. The benchmarks use this server
so that "bytes transferred" means what a reader's browser would receive. Every
compressible file is compressed once at start-up, so no request pays for compression.

A missing file is answered with status 404 and the site's ``404.html``; under a language
folder that has its own (``de/404.html``), that one, as a host configured per language
would (Netlify ``_redirects``, nginx ``error_page`` per location).

    python scripts/static_server.py DIRECTORY PORT
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import io
from functools import partial
from http import HTTPStatus
from pathlib import Path
from typing import BinaryIO, ClassVar
from urllib.parse import unquote, urlsplit

COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt", ".wasm",
                ".bib", ".zip", ".whl", ".map"}


def precompress(root: Path) -> dict[Path, bytes]:
    """The gzip body of every compressible file under ``root``, when it is smaller."""
    bodies: dict[Path, bytes] = {}
    for path in root.rglob("*"):
        if path.is_file() and path.suffix in COMPRESSIBLE:
            raw = path.read_bytes()
            packed = gzip.compress(raw, 6, mtime=0)
            if len(packed) < len(raw):
                bodies[path.resolve()] = packed
    return bodies


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """``SimpleHTTPRequestHandler`` that answers from the gzip cache when it may."""

    bodies: ClassVar[dict[Path, bytes]] = {}

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """Send the compressed body's headers when the client accepts gzip."""
        target = Path(self.translate_path(self.path))
        if target.is_dir():
            if not urlsplit(self.path).path.endswith("/"):
                return super().send_head()  # the parent redirects to the slash URL
            target = target / "index.html"
        packed = self.bodies.get(target.resolve())
        if packed is None or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(target)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(packed)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(packed)

    def not_found_page(self) -> Path | None:
        """The site's 404 page for the requested path: the language folder's, else the root's."""
        root = Path(self.directory).resolve()
        first = unquote(urlsplit(self.path).path).lstrip("/").split("/", 1)[0]
        candidates = [root / first / "404.html"] if first not in ("", ".", "..") else []
        candidates.append(root / "404.html")
        return next((page for page in candidates
                     if page.is_file() and page.resolve().is_relative_to(root)), None)

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


def main() -> None:
    """Serve DIRECTORY on 127.0.0.1:PORT until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("port", type=int)
    args = parser.parse_args()
    GzipHandler.bodies = precompress(args.directory)
    GzipHandler.extensions_map = {**GzipHandler.extensions_map, ".wasm": "application/wasm",
                                  ".mjs": "text/javascript"}
    handler = partial(GzipHandler, directory=str(args.directory))
    with http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        print("ready", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
