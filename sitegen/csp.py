"""MkDocs hook: every page's Content-Security-Policy lists the hashes of its inline scripts.

``overrides/main.html`` writes the policy into a ``<meta http-equiv="Content-Security-Policy">``
at the top of every page's head. Scripts may come only from the site itself (``'self'``),
plus the WebAssembly that Pyodide compiles (``'wasm-unsafe-eval'``); no inline script runs
unless its hash is listed. Material for MkDocs writes three small inline scripts into each
page (``__md_scope`` and the storage helpers, the palette, and the jump to the address's
``#anchor``), which differ with the page's depth. So the template ends ``script-src`` with
the marker ``MARKER``, and after each page (and the 404 page) is rendered this hook puts the
SHA-256 hashes of exactly that page's inline scripts in its place. A script that is not in
the page when it is built, such as one a crafted link manages to inject, does not run.

``<script type="application/json">`` (Material's ``__config``) is data, never run, and is
not listed. A page with inline scripts but no marker stops the build: it would either carry
no policy or a policy that blocks its own scripts.

Under ``scripts/serve`` only, which sets ``LIVE_RELOAD`` in the environment, ``script-src``
allows every inline script (``'unsafe-inline'``, and no hash, since a browser that sees a
hash ignores ``'unsafe-inline'``): ``mkdocs serve`` writes its live-reload script into each
page as it sends it, different for every request, so no hash taken at build time can name
it, and without it an edit never reloads the open page. The built site
(``scripts/build_site``, ``mkdocs build``) keeps the hashes.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

#: What ``overrides/main.html`` writes where the hashes belong.
MARKER = "__INLINE_SCRIPT_HASHES__"
#: The environment variable ``scripts/serve`` sets: the pages are served by ``mkdocs serve``,
#: whose live-reload script must run.
LIVE_RELOAD = "PENNEECH_LIVE_RELOAD"
#: What stands in ``script-src`` for the inline scripts under ``LIVE_RELOAD``.
ANY_INLINE = "'unsafe-inline'"
SCRIPT = re.compile(r"<script\b(?P<attrs>[^>]*)>(?P<body>.*?)</script\s*>", re.S | re.I)
TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]+)""", re.I)
#: The ``type`` values a browser runs as script (none given also runs).
SCRIPT_TYPES = frozenset({"text/javascript", "application/javascript", "module"})


def inline_scripts(html: str) -> list[str]:
    """The text of every inline script of ``html`` that a browser would run."""
    found = []
    for m in SCRIPT.finditer(html):
        attrs = m.group("attrs")
        if re.search(r"\bsrc\s*=", attrs, re.I):
            continue
        kind = TYPE.search(attrs)
        if kind is None or kind.group(1).lower() in SCRIPT_TYPES:
            found.append(m.group("body"))
    return found


def script_hash(body: str) -> str:
    """The CSP source expression of one inline script: ``'sha256-…'``."""
    digest = hashlib.sha256(body.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def live_reload() -> bool:
    """Whether the pages are built for ``scripts/serve`` (``LIVE_RELOAD`` set, not empty)."""
    return bool(os.environ.get(LIVE_RELOAD))


def with_script_hashes(html: str, where: str) -> str:
    """``html`` with the marker replaced by the hashes of its inline scripts (by
    ``'unsafe-inline'`` when built for ``scripts/serve``, see ``LIVE_RELOAD``)."""
    hashes = sorted({script_hash(body) for body in inline_scripts(html)})
    count = html.count(MARKER)
    if count != 1:
        if hashes or count:
            raise PluginError(f"{where}: expected the Content-Security-Policy marker {MARKER} "
                              f"once (overrides/main.html), found it {count} times")
        return html
    return html.replace(MARKER, ANY_INLINE if live_reload() else " ".join(hashes))


@event_priority(-100)  # after every hook that edits a page
def on_post_page(output: str, page: Page, config: MkDocsConfig, **kwargs: Any) -> str:
    """Fill in the page's inline-script hashes."""
    return with_script_hashes(output, page.file.src_uri)


@event_priority(100)  # before language_links.py writes the German 404 page itself
def on_post_template(output: str, template_name: str, config: MkDocsConfig,
                     **kwargs: Any) -> str:
    """The same for the 404 page, the one HTML template that is not a page."""
    if not template_name.endswith(".html"):
        return output
    return with_script_hashes(output, template_name)
