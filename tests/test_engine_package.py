"""The engine is pure standard-library Python, so one wheel runs in CPython and Pyodide."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "penneech"


def test_engine_imports_only_the_standard_library() -> None:
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top == "penneech" or top in sys.stdlib_module_names, (
                    f"{path.name} imports {name}, which is not in the standard library")


def test_engine_has_type_information_marker() -> None:
    assert (PACKAGE / "py.typed").exists()
