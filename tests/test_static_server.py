"""The project's static server (``scripts/static_server.py``), which the benchmarks and the
link tests use as a static host: gzip when the browser accepts it, validators (``ETag``,
``Last-Modified``) and ``304 Not Modified`` for an unchanged file, ``Cache-Control`` that lets
a browser keep the Pyodide runtime, and the site's 404 page for a missing file."""

from __future__ import annotations

import gzip
import http.client
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import script

ROOT = Path(__file__).resolve().parent.parent
WASM = b"\0asm" + bytes(range(256)) * 64
ENGINE = b"PK" + b"engine " * 500
PAGE = b"<!doctype html><title>x</title>" + b"<p>text</p>" * 200
WORKER = b'self.addEventListener("fetch", () => {});\n' * 20


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """A small site behind the static server on a free port of 127.0.0.1."""
    site = tmp_path_factory.mktemp("static")
    (site / "pyodide").mkdir()
    (site / "pyodide" / "pyodide.asm.wasm").write_bytes(WASM)
    (site / "pyodide" / "penneech-engine.zip").write_bytes(ENGINE)
    (site / "index.html").write_bytes(PAGE)
    (site / "404.html").write_bytes(b"<title>Page not found</title>")
    (site / "favicon.png").write_bytes(b"\x89PNG tiny")
    (site / "service-worker.js").write_bytes(WORKER)
    with script("static_server").Started(site) as started:
        yield started.port


def get(port: int, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    """Status, headers (lower-case names) and body of a GET."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers={k.replace("_", "-"): v for k, v in headers.items()})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_every_file_carries_validators_and_a_cache_rule(server: int) -> None:
    for path in ("/", "/pyodide/pyodide.asm.wasm", "/pyodide/penneech-engine.zip",
                 "/favicon.png"):
        status, headers, _ = get(server, path, Accept_Encoding="gzip")
        assert status == 200, path
        assert headers["etag"].startswith('"') and headers["etag"].endswith('"'), path
        assert headers["last-modified"].endswith("GMT"), path
        assert "cache-control" in headers, path


def test_an_unchanged_file_is_answered_304_without_a_body(server: int) -> None:
    status, headers, body = get(server, "/pyodide/penneech-engine.zip", Accept_Encoding="gzip")
    assert status == 200 and gzip.decompress(body) == ENGINE
    tag, date = headers["etag"], headers["last-modified"]
    status, again, body = get(server, "/pyodide/penneech-engine.zip", Accept_Encoding="gzip",
                              If_None_Match=tag)
    assert (status, body) == (304, b"")
    assert again["etag"] == tag and "content-length" not in again
    # a weak tag of the same content matches too (RFC 9110: weak comparison for GET)
    assert get(server, "/pyodide/penneech-engine.zip", Accept_Encoding="gzip",
               If_None_Match=f"W/{tag}")[0] == 304
    # without a tag, a date no older than the file's
    assert get(server, "/pyodide/penneech-engine.zip", Accept_Encoding="gzip",
               If_Modified_Since=date)[0] == 304
    # another tag, or an old date: the whole file again
    status, _, body = get(server, "/pyodide/penneech-engine.zip", Accept_Encoding="gzip",
                          If_None_Match='"something-else"')
    assert status == 200 and gzip.decompress(body) == ENGINE
    assert get(server, "/pyodide/penneech-engine.zip", Accept_Encoding="gzip",
               If_Modified_Since="Sat, 01 Jan 2000 00:00:00 GMT")[0] == 200


def test_the_gzip_and_the_plain_body_have_different_tags(server: int) -> None:
    status, zipped, body = get(server, "/", Accept_Encoding="gzip")
    assert status == 200 and zipped["content-encoding"] == "gzip"
    assert gzip.decompress(body) == PAGE and zipped["vary"] == "Accept-Encoding"
    status, plain, body = get(server, "/")
    assert status == 200 and "content-encoding" not in plain and body == PAGE
    assert plain["etag"] != zipped["etag"]
    # the plain body is not "unchanged" for a client that holds the gzip one
    assert get(server, "/", If_None_Match=zipped["etag"])[0] == 200
    assert get(server, "/", If_None_Match=plain["etag"])[0] == 304


def test_the_pyodide_runtime_is_kept_a_day_and_the_rest_is_asked_about(server: int) -> None:
    def rule(path: str) -> str:
        return get(server, path, Accept_Encoding="gzip")[1]["cache-control"]

    assert rule("/pyodide/pyodide.asm.wasm") == "public, max-age=86400"
    assert rule("/pyodide/penneech-engine.zip") == "no-cache"  # changes with the engine
    assert rule("/") == "no-cache"
    assert rule("/favicon.png") == "no-cache"


def test_the_service_worker_is_asked_about_every_time_as_javascript(server: int) -> None:
    """A browser learns of a new build only by asking for the worker again, and registers
    a worker only from a JavaScript type (Service Workers, "Update"; "Register": the MIME
    type check)."""
    for encoding in ("gzip", ""):
        status, headers, body = get(server, "/service-worker.js", Accept_Encoding=encoding)
        assert status == 200
        assert headers["cache-control"] == "no-cache"
        assert headers["content-type"] == "text/javascript"
        assert (gzip.decompress(body) if encoding else body) == WORKER


def test_a_missing_file_still_gets_the_site_404_page(server: int) -> None:
    status, _, body = get(server, "/no-such-page/", Accept_Encoding="gzip")
    assert status == 404 and b"Page not found" in body


@pytest.mark.parametrize(("path", "status"), [
    ("/%00", 400), ("/index.html%00.txt", 400), ("/de%00/x", 400),
    ("/" + "a/" * 5000, 404), ("/" + "a" * 5000, 404), ("/" + "a" * 300 + "/x", 404)])
def test_a_nul_byte_or_an_overlong_name_is_answered_not_dropped(server: int, path: str,
                                                                 status: int) -> None:
    """Reliability review: a NUL byte in the path, or a name longer than the file system
    allows, closed the connection with no answer. A NUL is a bad request (400); a name no
    file can have is not found (404, with the site's page); the server answers on."""
    got, _, body = get(server, path)
    assert got == status
    if status == 404:
        assert b"Page not found" in body
    assert get(server, "/favicon.png")[0] == 200
