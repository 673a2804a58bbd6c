"""The engine on the Python the browser runs: Pyodide's CPython 3.14, under Node.js.

The play page runs ``penneech`` in Pyodide (npm package ``pyodide``, pinned in
``package.json``), whose Python is newer than the 3.11 the rest of the suite may run on.
This test boots that same Pyodide in Node.js, copies the engine's source files and the
golden-game cases into its file system, plays every golden game there and runs every
docstring example, and requires the same records, score logs and results as here. It skips
only when ``node`` or the npm package is missing, and never under ``scripts/test``, which
installs the package and sets ``PENNEECH_REQUIRE_PYODIDE=1``.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from golden_games import CASES, GOLDEN, GoldenCase
from run_once import once_per_run
from test_doctests import MODULES as ALL_MODULES

from sitegen.pyodide_assets import in_browser, metadata

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
#: The modules with examples that the browser runs (the site's engine archive leaves out
#: the OpenSpiel bridge, the lab and the terminal programs, which need what Pyodide lacks).
MODULES = [m for m in ALL_MODULES
           if in_browser(Path(importlib.import_module(m).__file__ or ""))]

RUNNER = r"""
import { loadPyodide } from "%(pyodide)s";
import { readFileSync } from "node:fs";
const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const py = await loadPyodide({ indexURL: "%(index)s" });
for (const [path, text] of Object.entries(job.files)) {
  py.FS.mkdirTree(path.substring(0, path.lastIndexOf("/")));
  py.FS.writeFile(path, text);
}
process.stdout.write(py.runPython(job.code));
"""

CODE = r"""
import doctest, importlib, json, sys
sys.path.insert(0, "/engine")
import golden_games
cases = {c.name: golden_games.outputs(c) for c in golden_games.CASES}
doctests = {}
for name in MODULES:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    doctests[name] = [result.attempted, result.failed]
json.dumps({"version": list(sys.version_info[:3]), "cases": cases, "doctests": doctests})
"""


def engine_files() -> dict[str, str]:
    """The engine's source files, its metadata (as the site's archive holds it, for
    ``penneech.__version__``) and the golden cases, by their path in Pyodide."""
    files = {f"/engine/{p.relative_to(ROOT).as_posix()}": p.read_text(encoding="utf-8")
             for p in sorted((ROOT / "penneech").rglob("*.py"))}
    name, text = metadata()
    files[f"/engine/{name}"] = text.decode("utf-8")
    files["/engine/golden_games.py"] = (ROOT / "tests" / "golden_games.py").read_text(
        encoding="utf-8")
    return files


@pytest.fixture(scope="module")
def pyodide_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """Everything the engine gives under Pyodide in one boot (about three seconds), once
    per run, shared by the pytest-xdist workers."""
    node = shutil.which("node")
    missing = ("Node.js is not installed (the README lists it)" if node is None else
               "the npm package pyodide is missing: run scripts/setup"
               if not (PYODIDE / "pyodide.mjs").exists() else "")
    if missing:
        if os.environ.get("PENNEECH_REQUIRE_PYODIDE") == "1":
            pytest.fail(f"{missing}; scripts/test requires the Pyodide test to run")
        pytest.skip(missing)
    assert node is not None

    def boot() -> bytes:
        tmp = tmp_path_factory.mktemp("pyodide")
        runner = tmp / "run.mjs"
        runner.write_text(RUNNER % {"pyodide": (PYODIDE / "pyodide.mjs").as_uri(),
                                    "index": PYODIDE.as_posix() + "/"}, encoding="utf-8")
        job = tmp / "job.json"
        code = f"MODULES = {MODULES!r}\n{CODE}"
        job.write_text(json.dumps({"files": engine_files(), "code": code}), encoding="utf-8")
        done = subprocess.run([node, str(runner), str(job)], capture_output=True, text=True,
                              timeout=600, check=False)
        assert done.returncode == 0, done.stderr[-3000:]
        return done.stdout.encode("utf-8")

    result: dict[str, object] = json.loads(once_per_run("pyodide-run", boot))
    return result


def test_the_browser_runs_python_3_14(pyodide_run: dict[str, object]) -> None:
    version = pyodide_run["version"]
    assert isinstance(version, list) and version[:2] == [3, 14]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_golden_game_plays_the_same_in_the_browser_python(
        pyodide_run: dict[str, object], case: GoldenCase) -> None:
    """Same seed, same players: the same record and score log, byte for byte."""
    cases = pyodide_run["cases"]
    assert isinstance(cases, dict)
    for suffix in ("record", "scores"):
        expected = (GOLDEN / f"{case.name}.{suffix}").read_text(encoding="utf-8")
        assert cases[case.name][suffix] == expected, f"{case.name}.{suffix} differs under Pyodide"


def test_docstring_examples_pass_in_the_browser_python(pyodide_run: dict[str, object]) -> None:
    doctests = pyodide_run["doctests"]
    assert isinstance(doctests, dict) and set(doctests) == set(MODULES)
    for name, (attempted, failed) in doctests.items():
        assert attempted > 0 and failed == 0, (name, attempted, failed)
