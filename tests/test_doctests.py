"""The examples in the engine's docstrings and in the README run and give what they show.

Every module of ``penneech`` is searched for doctests (``>>>`` examples); each module that
has some is one test. The README's Python example (section "The engine") is run too, so the
first code a new user copies works.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path

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


def readme_python_blocks() -> list[str]:
    """The fenced ``python`` code blocks of the README."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^```python\n(.*?)^```", text, flags=re.M | re.S)


def test_the_readme_engine_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """The README's engine example plays a first step and prints a game record."""
    blocks = readme_python_blocks()
    assert blocks, "the README shows no Python example"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert out.startswith("Penneech record") and "\nRules: " in out and "\ndeal " in out
