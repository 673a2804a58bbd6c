"""The project's housekeeping: one version, written once in ``pyproject.toml``, that the
package, the changelog and the site read."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import penneech

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def test_the_package_reads_its_version_from_pyproject() -> None:
    assert penneech.__version__ == VERSION


def test_the_version_is_written_nowhere_else_in_the_code_or_the_pages() -> None:
    """The engine, the hooks, the templates and the pages never spell the version out."""
    for folder, pattern in (("penneech", "*.py"), ("hooks", "*.py"), ("overrides", "*.html"),
                            ("docs", "*.md"), ("docs", "*.bib")):
        for path in (ROOT / folder).rglob(pattern):
            text = path.read_text(encoding="utf-8")
            assert not re.search(rf"(?<![\d.]){re.escape(VERSION)}(?![\d.])", text), path
            assert "__version__ =" not in text, path


def test_the_changelog_starts_with_this_version() -> None:
    """Keep a Changelog: the first release heading is the version of ``pyproject.toml``."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[([^\]]+)\]", text, flags=re.M)
    assert releases and releases[0] == VERSION
    assert text.startswith("# Changelog\n")
