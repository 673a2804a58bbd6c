"""The engine as the play pages load it: one zip of modules compiled by Pyodide's Python.

``sitegen/pyodide_assets.py`` writes ``site/pyodide/penneech-engine.zip``; the play worker
writes it into Pyodide's file system and imports from it. These tests build that archive,
then boot the pinned Pyodide in Node.js, load the archive the way the worker does, and play
the first decisions of a Piquet and a Penneech game through the pages' façades, and read
the engine's version there from the metadata the archive carries. Like
``test_pyodide_engine.py`` they skip only when ``node`` or the npm package is missing, and
never under ``scripts/test`` (``PENNEECH_REQUIRE_PYODIDE=1``).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import tomllib
import zipfile
from pathlib import Path

import pytest
from run_once import once_per_run

from penneech.games.piquet.pack import HAND_SIZE
from sitegen import pyodide_assets
from sitegen.pyodide_assets import ENGINE_ARCHIVE, engine_archive, metadata

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"

#: Loads the archive as play-worker.js does (write it, put it first on sys.path), then runs
#: Python that ends in a JSON answer.
RUNNER = r"""
import { loadPyodide } from "%(pyodide)s";
import { readFileSync } from "node:fs";
const py = await loadPyodide({ indexURL: "%(index)s" });
py.FS.writeFile("/home/pyodide/%(name)s", new Uint8Array(readFileSync(process.argv[2])));
py.pyimport("sys").path.insert(0, "/home/pyodide/%(name)s");
process.stdout.write(py.runPython(readFileSync(process.argv[3], "utf8")));
"""

CODE = r"""
import json, sys
import penneech
import penneech.games.piquet.web as piquet_web
import penneech.games.penneech.web as penneech_web
piquet = json.loads(piquet_web.new_game("portland", 12, "greedy", "en", "a", "game"))
game = json.loads(penneech_web.new_game("mcleod", 12, "greedy", "en", "b"))
json.dumps({
    "origin": piquet_web.__file__,
    "compiled": type(piquet_web.__loader__).__name__,
    "piquet": piquet, "penneech": game, "version": penneech.__version__,
})
"""


def _require_pyodide() -> str:
    node = shutil.which("node")
    missing = ("Node.js is not installed (the README lists it)" if node is None else
               "the npm package pyodide is missing: run scripts/setup"
               if not (PYODIDE / "pyodide.mjs").exists() else "")
    if missing:
        if os.environ.get("PENNEECH_REQUIRE_PYODIDE") == "1":
            pytest.fail(f"{missing}; scripts/test requires the Pyodide tests to run")
        pytest.skip(missing)
    assert node is not None
    return node


@pytest.fixture(scope="module")
def archive() -> bytes:
    _require_pyodide()
    return once_per_run("engine-archive", engine_archive)


@pytest.fixture(scope="module")
def in_pyodide(archive: bytes, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The answers of both façades under Pyodide, loaded from the archive (one boot per
    run, shared by the pytest-xdist workers)."""
    node = _require_pyodide()
    result: dict[str, object] = json.loads(once_per_run(
        "engine-archive-in-pyodide", lambda: _boot(node, archive, tmp_path_factory)))
    return result


def _boot(node: str, archive: bytes, tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """Pyodide's answer, as JSON."""
    tmp = tmp_path_factory.mktemp("archive")
    runner, zipped, code = tmp / "run.mjs", tmp / ENGINE_ARCHIVE, tmp / "code.py"
    runner.write_text(RUNNER % {"pyodide": (PYODIDE / "pyodide.mjs").as_uri(),
                                "index": PYODIDE.as_posix() + "/", "name": ENGINE_ARCHIVE},
                      encoding="utf-8")
    zipped.write_bytes(archive)
    code.write_text(CODE, encoding="utf-8")
    done = subprocess.run([node, str(runner), str(zipped), str(code)], capture_output=True,
                          text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.encode("utf-8")


def test_every_module_the_browser_runs_is_in_the_archive_compiled(archive: bytes) -> None:
    """The engines, the façades and what they import are there, compiled; the terminal
    programs, the matches, the sighted experts, the lab (its machinery and each game's
    lab module), the OpenSpiel bridge and what the games declare for it are not."""
    every = {p.relative_to(ROOT).with_suffix(".pyc").as_posix()
             for p in (ROOT / "penneech").rglob("*.py")}
    left_out = {name for name in every
                if name.startswith(("penneech/openspiel/", "penneech/lab/"))
                or name.rsplit("/", 1)[-1] in {"__main__.pyc", "cli.pyc", "console.pyc",
                                               "terminal.pyc", "match.pyc", "sighted.pyc",
                                               "lab.pyc", "spiel.pyc"}}
    assert "penneech/games/piquet/web.pyc" not in left_out
    assert {"penneech/openspiel/adapter.pyc", "penneech/games/piquet/spiel.pyc",
            "penneech/core/spiel.pyc", "penneech/games/piquet/lab.pyc"} <= left_out
    sources = every - left_out
    info, _ = metadata()
    with zipfile.ZipFile(io.BytesIO(archive)) as z:
        names = set(z.namelist())
        # Pyodide's CPython 3.14 wrote them: its bytecode's magic number starts each file
        magic = {z.read(n)[:4] for n in names - {info}}
    assert names == sources | {info}
    assert len(magic) == 1


def test_the_browser_reads_the_version_written_in_pyproject(
        in_pyodide: dict[str, object]) -> None:
    """``penneech.__version__`` in the browser is ``pyproject.toml``'s, as on the host."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert in_pyodide["version"] == project["version"]


def test_the_same_sources_give_the_same_archive(archive: bytes) -> None:
    """A rebuild of unchanged sources changes no byte, so browsers keep their copy."""
    pyodide_assets._built.clear()   # compile again, not the copy kept for this process
    assert engine_archive() == archive


def test_the_pages_facades_run_from_the_archive(in_pyodide: dict[str, object]) -> None:
    origin = in_pyodide["origin"]
    assert isinstance(origin, str) and f"{ENGINE_ARCHIVE}/penneech/games/piquet/web" in origin
    assert in_pyodide["compiled"] == "zipimporter"


def test_a_game_of_each_kind_starts_in_the_browser_python(in_pyodide: dict[str, object]) -> None:
    """Both games start and wait for the player: in Piquet with the choice of dealer or a
    full hand dealt."""
    piquet, penneech = in_pyodide["piquet"], in_pyodide["penneech"]
    assert isinstance(piquet, dict) and isinstance(penneech, dict)
    for answer in (piquet, penneech):
        assert answer["ok"] and answer["end"] is None and answer["to_move"] == 0
    assert piquet["phase"] == "choose_dealer" or len(piquet["hand"]) == HAND_SIZE
