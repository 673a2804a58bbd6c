"""MkDocs hook: ship Pyodide and the engine's wheel inside the built site (no CDN).

After each build it copies the minimal Pyodide runtime from the npm package
(``node_modules/pyodide``, pinned in ``package.json``) into ``site/pyodide/``, builds the
engine's pure ``py3-none-any`` wheel from ``penneech/`` with ``python -m build``, copies it
beside the runtime and writes the site's own ``pyodide-lock.json`` listing it, so that
``loadPyodide({packages: ["penneech"]})`` installs the current engine offline, checked by
its sha256. Pages without a play widget never request any of these files.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
_built: dict[str, tuple[str, bytes]] = {}


def _sources_digest() -> str:
    digest = hashlib.sha256()
    for path in [*sorted((ROOT / "penneech").rglob("*.py")), ROOT / "pyproject.toml"]:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def build_wheel() -> tuple[str, bytes]:
    """The engine's wheel (file name, contents), built once per change of its sources."""
    key = _sources_digest()
    if key in _built:
        return _built[key]
    with tempfile.TemporaryDirectory(prefix="penneech-wheel-") as tmp:
        out = Path(tmp)
        result = subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation",
                                 "--outdir", str(out), str(ROOT)],
                                capture_output=True, text=True)
        wheels = list(out.glob("penneech-*-py3-none-any.whl"))
        if result.returncode != 0 or len(wheels) != 1:
            raise PluginError("could not build the engine's wheel:\n"
                              + result.stdout[-2000:] + result.stderr[-2000:])
        _built.clear()
        _built[key] = (wheels[0].name, wheels[0].read_bytes())
    return _built[key]


def on_post_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Copy the runtime and the wheel into the site and write its lock file."""
    if not (PYODIDE / "pyodide.mjs").exists():
        raise PluginError("Pyodide is missing: run scripts/setup (it runs `npm ci`) first")
    out = Path(config["site_dir"]) / "pyodide"
    out.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(PYODIDE / name, out / name)
    wheel_name, wheel = build_wheel()
    for old in out.glob("penneech-*.whl"):
        old.unlink()
    (out / wheel_name).write_bytes(wheel)
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))
    version = wheel_name.split("-")[1]
    lock["packages"]["penneech"] = {
        "name": "penneech", "version": version, "file_name": wheel_name,
        "install_dir": "site", "sha256": hashlib.sha256(wheel).hexdigest(),
        "package_type": "package", "imports": ["penneech"], "depends": [],
        "unvendored_tests": False, "shared_library": False,
    }
    (out / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
