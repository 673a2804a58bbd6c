"""The Content-Security-Policy of the built site (``overrides/main.html``, ``sitegen/csp.py``):
every page carries one policy, at the top of its head, that lets scripts come only from the
site and lets run only the page's own inline scripts, by their hashes."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

from sitegen.csp import (
    ANY_INLINE,
    LIVE_RELOAD,
    MARKER,
    inline_scripts,
    script_hash,
    with_script_hashes,
)

POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')


def directives(policy: str) -> dict[str, list[str]]:
    """The policy as directive name to its sources."""
    out: dict[str, list[str]] = {}
    for part in policy.split(";"):
        name, *sources = part.split()
        out[name] = sources
    return out


def test_every_page_carries_a_policy_that_runs_only_its_own_inline_scripts(site: Path) -> None:
    pages = sorted(site.rglob("*.html"))
    assert {site / "index.html", site / "de" / "index.html", site / "404.html",
            site / "de" / "404.html", site / "play" / "index.html"} <= set(pages)
    for path in pages:
        html = path.read_text(encoding="utf-8")
        where = path.relative_to(site).as_posix()
        found = POLICY.findall(html)
        assert len(found) == 1, f"{where}: {len(found)} policies"
        first_script = html.find("<script")
        assert html.find("<meta http-equiv=\"Content-Security-Policy\"") < min(
            first_script, html.find('<link rel="stylesheet"')), where
        policy = directives(found[0])
        scripts = policy["script-src"]
        assert scripts[:2] == ["'self'", "'wasm-unsafe-eval'"], where
        assert not {"'unsafe-inline'", "'unsafe-eval'", "*", "data:", "blob:"} & set(scripts)
        hashes = {s for s in scripts if s.startswith("'sha256-")}
        assert hashes == {script_hash(body) for body in inline_scripts(html)}, where
        assert set(scripts) == {"'self'", "'wasm-unsafe-eval'"} | hashes, where
        assert MARKER not in html, where
        assert policy["default-src"] == ["'self'"]
        assert policy["object-src"] == ["'none'"]
        for name in ("style-src", "connect-src", "worker-src", "base-uri", "form-action"):
            assert policy[name] == ["'self'"], (where, name)


def test_material_inline_scripts_are_hashed_and_its_json_config_is_not(site: Path) -> None:
    html = (site / "rules" / "index.html").read_text(encoding="utf-8")
    bodies = inline_scripts(html)
    # __md_scope and the storage helpers, the palette, the #anchor target
    assert len(bodies) == 3 and any("__md_scope" in b for b in bodies)
    assert not any(b.lstrip().startswith("{") for b in bodies)
    assert '<script id="__config" type="application/json">' in html


def test_the_hook_hashes_exactly_the_inline_scripts_that_run() -> None:
    page = (f'<meta content="script-src \'self\' {MARKER}"><script>a()</script>'
            '<script src="x.js"></script><script type="application/json">{"a": 1}</script>'
            '<script type="module">b()</script>')
    # a browser hashes the script's exact text: SHA-256, base64
    expected = sorted("'sha256-" + base64.b64encode(hashlib.sha256(text).digest()).decode()
                      + "'" for text in (b"a()", b"b()"))
    assert with_script_hashes(page, "test.html") == page.replace(MARKER, " ".join(expected))


def test_a_page_with_inline_scripts_but_no_policy_stops_the_build() -> None:
    with pytest.raises(PluginError, match="Content-Security-Policy marker"):
        with_script_hashes("<script>a()</script>", "page.html")
    assert with_script_hashes("<p>no script</p>", "page.html") == "<p>no script</p>"


def test_only_a_build_for_scripts_serve_lets_any_inline_script_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``mkdocs serve`` writes a live-reload script into each page, different for every
    request: built for ``scripts/serve`` the policy lets inline scripts run, with no hash
    (a browser that sees one ignores ``'unsafe-inline'``); any other build lists hashes."""
    page = f'<meta content="script-src \'self\' {MARKER}"><script>a()</script>'
    monkeypatch.delenv(LIVE_RELOAD, raising=False)
    built = with_script_hashes(page, "test.html")
    assert ANY_INLINE not in built and script_hash("a()") in built
    monkeypatch.setenv(LIVE_RELOAD, "1")
    served = with_script_hashes(page, "test.html")
    assert served == page.replace(MARKER, ANY_INLINE)
