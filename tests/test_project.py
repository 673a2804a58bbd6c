"""The project's housekeeping: one version, written once in ``pyproject.toml``, that the
package, the changelog and the site read; the workflow that publishes the site."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml  # type: ignore[import-untyped]

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


def test_the_site_is_published_by_the_build_script() -> None:
    """The publishing workflow builds with ``scripts/build_site`` (as a developer does) and
    deploys ``site/`` to GitHub Pages from main."""
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "site.yml").read_text(
        encoding="utf-8"))
    assert workflow[True]["push"]["branches"] == ["main"]   # YAML 1.1 reads "on" as True
    build = workflow["jobs"]["build"]["steps"]
    runs = [step["run"] for step in build if "run" in step]
    assert runs == ["./scripts/build_site"]
    uploads = [step for step in build if step.get("uses", "").startswith(
        "actions/upload-pages-artifact@")]
    assert len(uploads) == 1 and uploads[0]["with"]["path"] == "site"
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build"
    assert any(step.get("uses", "").startswith("actions/deploy-pages@")
               for step in deploy["steps"])
