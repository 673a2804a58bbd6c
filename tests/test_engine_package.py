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


def _pins(name: str) -> tuple[dict[str, str], list[str]]:
    """The ``name==version`` pins of one requirements file (normalised name to version)
    and the other files it includes (``-r FILE``); any other line fails."""
    pins: dict[str, str] = {}
    included: list[str] = []
    for raw in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("-r "):
            included.append(line.removeprefix("-r ").strip())
            continue
        package, sep, version = line.partition("==")
        assert sep and re.fullmatch(r"[A-Za-z0-9_.-]+", package), f"{name}: not pinned: {line!r}"
        assert re.fullmatch(r"[0-9][0-9A-Za-z.+-]*", version), f"{name}: not one version: {line!r}"
        key = package.lower().replace("_", "-")
        assert key not in pins, f"{name}: {package} pinned twice"
        pins[key] = version
    return pins, included


def test_every_development_tool_is_pinned_to_one_version() -> None:
    """An unchanged tree installs the same tools: every requirement is ``name==version``,
    in two files: ``requirements-site.txt`` (what the site build needs, installed alone by
    ``scripts/serve``) and ``requirements-dev.txt`` (the rest, which includes the first).
    No package is pinned in both, the tools each set runs are among its pins, and Pyodide
    is one exact npm version."""
    site, site_includes = _pins("requirements-site.txt")
    dev, dev_includes = _pins("requirements-dev.txt")
    assert site_includes == [] and dev_includes == ["requirements-site.txt"]
    assert not set(site) & set(dev), f"pinned in both files: {sorted(set(site) & set(dev))}"
    for tool in ("mkdocs", "mkdocs-material", "mkdocs-static-i18n", "pymdown-extensions",
                 "pybtex", "setuptools"):
        assert tool in site, f"{tool} is not pinned in requirements-site.txt"
    for tool in ("ruff", "mypy", "pytest", "pytest-xdist", "hypothesis", "playwright",
                 "pytest-playwright", "build"):
        assert tool in dev, f"{tool} is not pinned in requirements-dev.txt"
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
    pinned = _pins("requirements-site.txt")[0]["setuptools"]
    assert int(pinned.split(".")[0]) >= 77
