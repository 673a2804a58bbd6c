"""The engine is pure standard-library Python, so one wheel runs in CPython and Pyodide;
its licence metadata is consistent and the toolchain that checks it is pinned."""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from pathlib import Path

import pytest

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


def _locked(name: str) -> dict[str, list[str]]:
    """The pins of a lock file written by ``scripts/lock`` (normalised name==version to
    its sha256 hashes)."""
    text = (ROOT / name).read_text(encoding="utf-8")
    locked: dict[str, list[str]] = {}
    for entry in re.split(r"\n(?=\S)", re.sub(r"(?m)^\s*#.*\n?", "", text).strip()):
        head, *hashes = entry.replace("\\\n", " ").split()
        package, _, version = head.partition("==")
        assert all(h.startswith("--hash=sha256:") for h in hashes), f"{name}: {entry!r}"
        locked[f"{package.lower().replace('_', '-')}=={version}"] = hashes
    return locked


@pytest.mark.parametrize(("lock", "pinned"), [
    ("requirements-uv.lock", ["requirements-uv.txt"]),
    ("requirements-site.lock", ["requirements-site.txt"]),
    ("requirements-dev.lock", ["requirements-site.txt", "requirements-dev.txt"]),
])
def test_each_lock_holds_exactly_the_pins_each_with_its_hashes(lock: str,
                                                               pinned: list[str]) -> None:
    """``scripts/setup`` installs the lock files with ``--require-hashes``, and
    ``scripts/lock`` writes them from the pins: a pin changed without running it (or a
    package the pins forgot, which the lock would add) fails here, as does a pin without
    the hash of any file."""
    pins = {f"{k}=={v}" for name in pinned for k, v in _pins(name)[0].items()}
    locked = _locked(lock)
    assert set(locked) == pins, (f"{lock} is not written from {' and '.join(pinned)}: "
                                 f"run scripts/lock (only in the lock: "
                                 f"{sorted(set(locked) - pins)}, only pinned: "
                                 f"{sorted(pins - set(locked))})")
    for pin, hashes in locked.items():
        assert hashes, f"{lock}: {pin} has no hash"
    setup = (ROOT / "scripts" / "setup").read_text(encoding="utf-8")
    assert lock in setup and "--require-hashes" in setup


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
