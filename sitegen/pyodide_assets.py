"""MkDocs hook: ship Pyodide and the engine inside the built site (no CDN).

After each build it copies the minimal Pyodide runtime from the npm package
(``node_modules/pyodide``, pinned in ``package.json``) into ``site/pyodide/``, with its
lock file, and writes the engine as one zip archive, ``site/pyodide/penneech-engine.zip``.
The play worker fetches that archive while Pyodide boots, writes it into Pyodide's file
system and puts it on ``sys.path``: Python imports straight from a zip (``zipimport``, the
way Pyodide reads its own standard library), so nothing is unpacked and no package
installer runs before the first hand.

The archive holds the engine compiled to bytecode by Pyodide's own Python (run once per
change of the sources in Node.js, which ``npm ci`` needs anyway), so the browser does not
compile the engine's source before it can deal. Bytecode is tied to that exact Python
version, which is why the host's Python cannot write it; without ``node`` the archive holds
the sources instead, which work the same, only start slower. Beside the modules the archive
holds the package's metadata (``penneech-VERSION.dist-info/METADATA``), written from
``pyproject.toml``, so that ``penneech.__version__`` (``importlib.metadata``) reads the one
version there too. Pages without a play widget never request any of these files.
"""

from __future__ import annotations

import hashlib
import io
import logging
import shutil
import subprocess
import tempfile
import tomllib
import zipfile
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

from sitegen.site_common import nested_language_build

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
           "pyodide-lock.json")
#: The engine's archive in ``site/pyodide/``; ``docs/javascripts/play-worker.js`` fetches it.
ENGINE_ARCHIVE = "penneech-engine.zip"
#: A fixed date for every archive member, so that the same sources give the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
log = logging.getLogger("mkdocs.hooks.pyodide_assets")
_built: dict[str, bytes] = {}
#: The archive being made while the pages are rendered (``on_pre_build`` to ``on_post_build``).
_pending: dict[str, Future[bytes]] = {}
_maker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="engine-archive")

#: Compiles every ``.py`` under /src (the host's engine folder, mounted read-only in use)
#: to /out, in Pyodide's Python. Unchecked hash-based pycs: valid without their source.
COMPILER = r"""
import { loadPyodide } from "%(pyodide)s";
const [src, out] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: "%(index)s" });
py.FS.mkdirTree("/src"); py.mountNodeFS("/src", src);
py.FS.mkdirTree("/out"); py.mountNodeFS("/out", out);
py.runPython(`
import os, py_compile
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
for folder, _, names in os.walk("/src"):
    for name in names:
        if name.endswith(".py"):
            rel = os.path.relpath(os.path.join(folder, name), "/src")
            target = os.path.join("/out", rel[:-3] + ".pyc")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            py_compile.compile(os.path.join(folder, name), cfile=target, dfile=rel,
                               doraise=True, invalidation_mode=mode)
`);
"""


#: What the browser never runs: the bridges to other systems (OpenSpiel, the lab's shared
#: machinery) and what the games declare for OpenSpiel (``spiel``), the terminal programs,
#: the matches of the scripts, the sighted experts and each game's lab module.
NOT_IN_BROWSER_FOLDERS = frozenset({"openspiel", "lab", "__pycache__"})
NOT_IN_BROWSER_FILES = frozenset({"__main__.py", "cli.py", "console.py", "terminal.py",
                                  "match.py", "sighted.py", "lab.py", "spiel.py"})


def in_browser(path: Path) -> bool:
    """Whether the engine module at ``path`` (under ``penneech/``) is one the page runs."""
    parts = path.relative_to(ROOT / "penneech").parts
    return (not NOT_IN_BROWSER_FOLDERS.intersection(parts[:-1])
            and parts[-1] not in NOT_IN_BROWSER_FILES)


def _sources() -> list[Path]:
    """The engine's source files that the browser runs, in a fixed order."""
    return sorted(p for p in (ROOT / "penneech").rglob("*.py") if in_browser(p))


def metadata() -> tuple[str, bytes]:
    """The engine's core metadata, from ``pyproject.toml``: its path in the archive (a
    ``.dist-info`` folder beside the package, as an installed wheel has) and its text."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = project["name"], project["version"]
    text = (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
            f"Summary: {project['description']}\n")
    return f"{name}-{version}.dist-info/METADATA", text.encode()


def _sources_digest() -> str:
    digest = hashlib.sha256()
    name, text = metadata()
    digest.update(name.encode() + b"\0" + text + b"\0")
    for path in _sources():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def _archive(members: dict[str, bytes]) -> bytes:
    """A deflated zip of ``members`` (archive name to bytes), dated ``ZIP_DATE``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(members):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, members[name])
    return buffer.getvalue()


def _compiled(node: str) -> dict[str, bytes]:
    """Every engine module compiled by Pyodide's Python: ``penneech/x.pyc`` to bytes."""
    with tempfile.TemporaryDirectory(prefix="penneech-pyc-") as tmp:
        work = Path(tmp)
        src, out = work / "src", work / "out"
        for path in _sources():
            target = src / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        out.mkdir()
        script = work / "compile.mjs"
        script.write_text(COMPILER % {"pyodide": (PYODIDE / "pyodide.mjs").as_uri(),
                                      "index": PYODIDE.as_posix() + "/"}, encoding="utf-8")
        result = subprocess.run([node, str(script), str(src), str(out)],
                                capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise PluginError("could not compile the engine in Pyodide:\n"
                              + result.stdout[-2000:] + result.stderr[-2000:])
        compiled = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*.pyc")}
        wanted = {p.relative_to(src).with_suffix(".pyc").as_posix() for p in src.rglob("*.py")}
    if set(compiled) != wanted:
        missing = ", ".join(sorted(wanted - set(compiled)))
        raise PluginError(f"the engine's modules not compiled: {missing}")
    return compiled


def engine_archive() -> bytes:
    """The engine's zip archive (bytecode, or sources without node, and the metadata),
    once per change."""
    key = _sources_digest()
    if key not in _built:
        node = shutil.which("node")
        if node:
            members = _compiled(node)
        else:
            log.info("node is missing: the engine is shipped as source (slower start)")
            members = {p.relative_to(ROOT).as_posix(): p.read_bytes() for p in _sources()}
        name, text = metadata()
        members[name] = text
        _built.clear()
        _built[key] = _archive(members)
    return _built[key]


def on_pre_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Start making the engine's archive: Node.js compiles it on another core while MkDocs
    renders the pages (a thread that waits for it, so the build does not)."""
    if (PYODIDE / "pyodide.mjs").exists():
        _pending["archive"] = _maker.submit(engine_archive)


@event_priority(-150)  # after mkdocs-static-i18n's German build (-100), before offline.py (-200)
def on_post_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Copy the runtime and write the engine's archive into the site, once per build: after
    the German pages, which mkdocs-static-i18n builds inside the English build, so that
    Node.js compiles the engine while both languages' pages are made (and the runtime is
    copied once, not once per language); before ``offline.py`` lists the site's files."""
    if nested_language_build(config):
        return
    pending = _pending.pop("archive", None)
    if not (PYODIDE / "pyodide.mjs").exists():
        raise PluginError("Pyodide is missing: run scripts/setup (it runs `npm ci`) first")
    out = Path(config["site_dir"]) / "pyodide"
    out.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(PYODIDE / name, out / name)
    for old in out.glob("penneech-*.whl"):
        old.unlink()
    (out / ENGINE_ARCHIVE).write_bytes(pending.result() if pending else engine_archive())
