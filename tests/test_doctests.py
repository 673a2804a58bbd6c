"""The examples in the engine's docstrings and on the developer pages run and give what
they show.

Every module of ``penneech`` is searched for doctests (``>>>`` examples); each module that
has some is one test. The Python examples of the developer pages (``docs/developers/``, in
both languages) are run too, so the first code a new user copies works.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path
from typing import Any

import pytest

import penneech

ROOT = Path(__file__).resolve().parents[1]


def modules_with_examples() -> list[str]:
    """Every ``penneech`` module whose docstrings hold at least one ``>>>`` example."""
    names = []
    for info in pkgutil.walk_packages(penneech.__path__, "penneech."):
        if info.name == "penneech.__main__":
            continue
        module = importlib.import_module(info.name)
        if any(t.examples for t in doctest.DocTestFinder().find(module)):
            names.append(info.name)
    return names


MODULES = modules_with_examples()


def test_the_engine_documents_its_rules_with_examples() -> None:
    """The rule module, the card names and the rules' text form show worked examples."""
    assert {"penneech.games.penneech.tricks", "penneech.core.cards",
    "penneech.games.penneech.rules"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_give_what_they_show(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), verbose=False, report=True,
                             optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


DEVELOPER_PAGES = sorted((ROOT / "docs" / "developers").glob("*.md"))


def python_blocks(path: Path) -> list[str]:
    """The fenced ``python`` code blocks of a page."""
    text = path.read_text(encoding="utf-8")
    return re.findall(r"^```python\n(.*?)^```", text, flags=re.M | re.S)


@pytest.mark.parametrize("path", [p for p in DEVELOPER_PAGES if python_blocks(p)],
                         ids=lambda p: p.name)
def test_the_python_examples_of_the_developer_pages_run(path: Path) -> None:
    for block in python_blocks(path):
        exec(compile(block, path.name, "exec"), {})


@pytest.mark.parametrize("name", ["engine.md", "engine.de.md"])
def test_the_engine_page_shows_each_game_and_prints_a_record(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The engine page's first example plays a first step of Penneech and prints its record;
    the Piquet and Pip-Pip! examples reach the decision their comments show."""
    blocks = python_blocks(ROOT / "docs" / "developers" / name)
    assert len(blocks) == 3
    exec(compile(blocks[0], name, "exec"), {})
    out = capsys.readouterr().out
    assert out.startswith("Penneech record") and "\nRules: " in out and "\ndeal " in out
    piquet: dict[str, Any] = {}
    exec(compile(blocks[1], name, "exec"), piquet)
    assert piquet["view"].phase == "discard"
    assert piquet["view"].legal_names()[:3] == ["9C", "10D", "JD"]
    pippip: dict[str, Any] = {}
    exec(compile(blocks[2], name, "exec"), pippip)
    assert pippip["view"].phase == "marriages"
    assert pippip["view"].legal_names() == ["pip:KH#1+QH#1", "done"]
