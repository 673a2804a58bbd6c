"""The engine is pure standard-library Python, so one wheel runs in CPython and Pyodide;
its licence metadata is consistent and the toolchain that checks it is pinned."""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "penneech"


#: The only modules allowed anything outside the standard library, each an optional extra:
#: the OpenSpiel bridge (``penneech[openspiel]``), one folder that nothing else in the
#: package imports, and the lab's Ray path (``penneech[lab]``), imported inside its
#: function only.
OPENSPIEL = {"pyspiel", "open_spiel", "numpy"}
OPTIONAL = {
    **{path.relative_to(PACKAGE).as_posix(): OPENSPIEL
       for path in (PACKAGE / "openspiel").glob("*.py")},
    "lab/sweep.py": {"ray"},
}


def test_engine_imports_only_the_standard_library() -> None:
    for path in PACKAGE.rglob("*.py"):
        allowed = OPTIONAL.get(path.relative_to(PACKAGE).as_posix(), set())
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert not name.startswith("penneech.openspiel") or allowed == OPENSPIEL, (
                    f"{path.name} imports the OpenSpiel bridge")
                assert top != "sitegen", f"{path.name} imports the site build"
                if top in allowed and path.name == "sweep.py":
                    assert node not in tree.body, "Ray is imported at module level"
                assert top == "penneech" or top in sys.stdlib_module_names or top in allowed, (
                    f"{path.name} imports {name}, which is not in the standard library")


def test_engine_has_type_information_marker() -> None:
    assert (PACKAGE / "py.typed").exists()


ROOT = PACKAGE.parent


def test_every_development_tool_is_pinned_to_one_version() -> None:
    """An unchanged tree installs the same tools: every requirement is ``name==version``,
    the tools the checks run are among them, and Pyodide is one exact npm version."""
    pins: dict[str, str] = {}
    for raw in (ROOT / "requirements-dev.txt").read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, version = line.partition("==")
        assert sep and re.fullmatch(r"[A-Za-z0-9_.-]+", name), f"not pinned: {line!r}"
        assert re.fullmatch(r"[0-9][0-9A-Za-z.+-]*", version), f"not one version: {line!r}"
        pins[name.lower().replace("_", "-")] = version
    for tool in ("ruff", "mypy", "pytest", "hypothesis", "playwright", "pytest-playwright",
                 "mkdocs", "mkdocs-material", "mkdocs-static-i18n", "pymdown-extensions",
                 "pybtex", "build", "setuptools"):
        assert tool in pins, f"{tool} is not pinned in requirements-dev.txt"
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert re.fullmatch(r"\d+\.\d+\.\d+", package["dependencies"]["pyodide"])


def test_the_licence_field_the_build_system_and_the_licence_file_agree() -> None:
    """``license = "MIT"`` (an SPDX string, PEP 639) needs setuptools 77 or later, both in
    ``[build-system]`` and in the pinned development set that builds the engine's wheel;
    the file it names exists and is the MIT licence."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    files = project["project"]["license-files"]
    assert files == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    (requirement,) = project["build-system"]["requires"]
    floor = re.fullmatch(r"setuptools>=(\d+)(?:\.\d+)*", requirement)
    assert floor and int(floor.group(1)) >= 77
    pinned = re.search(r"^setuptools==(\d+)\.", (ROOT / "requirements-dev.txt").read_text(
        encoding="utf-8"), flags=re.M)
    assert pinned and int(pinned.group(1)) >= 77
