"""The project's housekeeping: one version, written once in ``pyproject.toml``, that the
package, the changelog and the site read; the workflow that publishes the site; and the test
run's own conventions (a marker per game, Hypothesis derandomized under CI)."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]
from conftest import (
    HISTORIC_MODULES,
    SHARED_MODULES,
    TESTS,
    game_by_name,
    game_of,
    module_name,
    script,
)
from hypothesis import settings

import penneech
from penneech.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def test_the_package_reads_its_version_from_pyproject() -> None:
    assert penneech.__version__ == VERSION


def test_the_version_is_written_nowhere_else_in_the_code_or_the_pages() -> None:
    """The engine, the site build, the templates and the pages never spell the version out."""
    for folder, pattern in (("penneech", "*.py"), ("sitegen", "*.py"), ("overrides", "*.html"),
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


def test_a_released_version_has_one_date_everywhere() -> None:
    """Once the first section of the changelog is dated, it is a release: CITATION.cff
    gives the same date, and the changelog links the version to its release page."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    heading = re.search(r"^## \[([^\]]+)\] - (\S+)$", text, flags=re.M)
    assert heading and heading.group(1) == VERSION
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    if heading.group(2) == "unreleased":
        assert "date-released" not in cff
        return
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", heading.group(2)), heading.group(0)
    assert str(cff["date-released"]) == heading.group(2)
    link = re.search(rf"^\[{re.escape(VERSION)}\]: (\S+)$", text, flags=re.M)
    assert link and link.group(1) == f"{cff['repository-code']}/releases/tag/v{VERSION}"


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


def test_every_test_module_belongs_to_one_game_or_is_shared() -> None:
    """A module of game ``<id>`` is named ``test_<id>_*.py`` (or is one of the older ones
    listed with their game); every other module is listed as shared. Each module has exactly
    one place, every listed one exists, and each game listed is registered."""
    modules = {module_name(p) for p in TESTS.rglob("test_*.py")}
    by_name = {m for m in modules if game_by_name(m)}
    listed = [*by_name, *HISTORIC_MODULES, *sorted(SHARED_MODULES)]
    assert len(listed) == len(set(listed)), "a module is listed twice (or named for a game)"
    assert modules == set(listed), (
        f"neither named test_<game>_*.py nor listed in tests/conftest.py: "
        f"{sorted(modules - set(listed))}; listed but missing: {sorted(set(listed) - modules)}")
    assert set(HISTORIC_MODULES.values()) <= set(GAMES)
    assert {game_of(ROOT / "tests" / f"{m}.py") for m in modules} - {None} <= set(GAMES)
    assert all(game_of(ROOT / "tests" / f"{m}.py") is None for m in SHARED_MODULES)


def test_a_module_named_for_a_game_is_that_games_and_the_markers_are_the_registrys(
        pytestconfig: pytest.Config) -> None:
    """Adding a game needs no edit of the test run's settings: its modules are known by
    their names and its marker comes from the registry."""
    markers = [line.split(":", 1)[0] for line in pytestconfig.getini("markers")]
    for game_id in GAMES:
        assert game_of(TESTS / f"test_{game_id}_rules.py") == game_id
        assert game_of(TESTS / "browser" / f"test_{game_id}_play.py") == game_id
        assert game_id in markers
    assert game_of(TESTS / "test_games.py") is None
    assert game_of(TESTS / "test_cotton.py") == "penneech"


def test_a_games_marker_selects_its_modules_and_the_site_tests_run_last() -> None:
    """``pytest -m pippip`` keeps the Pip-Pip! modules' tests and drops the shared ones, and
    the modules that need the built site are run after the others."""
    files = ["tests/test_pippip_site.py", "tests/test_pippip_options.py",
             "tests/test_games.py"]
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                           "-p", "no:cacheprovider", "-p", "no:xdist", "-m", "pippip", *files],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    modules = [i.split("::")[0] for i in ids]
    assert set(modules) == {"tests/test_pippip_site.py", "tests/test_pippip_options.py"}
    first_site = modules.index("tests/test_pippip_site.py")
    assert set(modules[first_site:]) == {"tests/test_pippip_site.py"}


def test_hypothesis_draws_the_same_examples_under_ci() -> None:
    """With ``CI=true`` the ``ci`` profile is loaded: derandomized, no example database;
    elsewhere (the default profile) each run draws new examples."""
    ci = settings.get_profile("ci")
    assert ci.derandomize and ci.database is None
    assert not settings.get_profile("default").derandomize
    code = "import conftest; from hypothesis import settings; print(settings().derandomize)"
    done = subprocess.run([sys.executable, "-c", code], cwd=TESTS, capture_output=True,
                          text=True, check=True, env={**os.environ, "CI": "true"})
    assert done.stdout.strip() == "True", done.stderr


def test_the_build_script_recommends_the_projects_own_server_as_it_is_started() -> None:
    """Newcomer review S3-14: the build's last line suggested Python's http.server (no gzip,
    no 404 page of the site). It names ``scripts/static_server.py`` with the arguments its
    usage takes, a folder and a port."""
    last = (ROOT / "scripts" / "build_site").read_text(encoding="utf-8").splitlines()[-1]
    assert "http.server" not in last
    command = re.search(r"\.venv/bin/python (scripts/\S+) (\S+) (\d+)\"$", last)
    assert command, last
    script, folder, _port = command.groups()
    assert script == "scripts/static_server.py" and folder == "site"
    usage = subprocess.run([sys.executable, script, "--help"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout
    assert "usage: static_server.py [-h] directory port" in " ".join(usage.split())


# --- Releases: the built site attached to each version's release --------------------------

def site_archive() -> Any:
    """``scripts/site_archive.py`` as a module."""
    return script("site_archive")


def fake_site(folder: Path, version: str) -> Path:
    """A small built site: a home page with the footer's version, a page, an asset."""
    (folder / "piquet").mkdir(parents=True)
    (folder / "index.html").write_text(f"<footer>Version {version} · text of</footer>",
                                       encoding="utf-8")
    (folder / "piquet" / "index.html").write_text("<h1>Piquet</h1>", encoding="utf-8")
    (folder / "bibliography.bib").write_text("@book{x,}", encoding="utf-8")
    return folder


def test_a_release_archive_holds_the_whole_site_and_is_the_same_every_time(
        tmp_path: Path) -> None:
    """The archive a release carries unpacks to one folder holding every file of the built
    site; packed twice, it has the same bytes (a cited version can be checked against its
    checksum); its notes are the version's section of the changelog."""
    module = site_archive()
    site = fake_site(tmp_path / "site", VERSION)
    first = module.archive(site, tmp_path / "a")
    second = module.archive(site, tmp_path / "b")
    assert [p.name for p in first] == [f"penneech-site-{VERSION}.tar.gz", "release-notes.md",
                                       "SHA256SUMS"]
    assert first[0].read_bytes() == second[0].read_bytes()
    with tarfile.open(first[0]) as tar:
        names = tar.getnames()
        page = tar.extractfile(f"penneech-site-{VERSION}/piquet/index.html")
        assert page is not None and page.read() == b"<h1>Piquet</h1>"
    assert names == [f"penneech-site-{VERSION}/{n}" for n in
                     ("bibliography.bib", "index.html", "piquet/index.html")]
    digest = hashlib.sha256(first[0].read_bytes()).hexdigest()
    assert first[2].read_text(encoding="utf-8") == f"{digest}  {first[0].name}\n"
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    notes = first[1].read_text(encoding="utf-8")
    assert notes.startswith("### Added") and notes.strip() in changelog
    assert "## [" not in notes and f"[{VERSION}]: " not in notes


@pytest.mark.parametrize("case", ["no site", "another version", "unreleased"])
def test_a_release_archive_refuses_what_is_not_the_release(tmp_path: Path, case: str) -> None:
    """No archive of an unbuilt site, of a site built from another version, or of a version
    the changelog does not date: a message says which, exit status 2, nothing written."""
    module = site_archive()
    site = tmp_path / "site"
    if case != "no site":
        fake_site(site, "0.0.1" if case == "another version" else VERSION)
    out = tmp_path / "dist"
    if case == "unreleased":
        with pytest.raises(module.ArchiveError, match="not released yet"):
            module.release_section(f"## [{VERSION}] - unreleased\n\n### Added\n", VERSION)
        return
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "site_archive.py"),
                           "--site", str(site), "--out", str(out)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2
    expected = "no index.html" if case == "no site" else "not built from version"
    assert expected in done.stderr and str(site) in done.stderr
    assert not out.exists()


def test_a_version_tag_publishes_the_built_site_with_the_release() -> None:
    """On a tag vX.Y.Z the release workflow checks the tag is the version, builds the site
    as the Pages workflow does, packs it and attaches it to the release with the notes."""
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(
        encoding="utf-8"))
    assert workflow[True]["push"]["tags"] == ["v*"]
    assert workflow["permissions"]["contents"] == "write"
    runs = [step["run"] for step in workflow["jobs"]["release"]["steps"] if "run" in step]
    assert 'test "$GITHUB_REF_NAME" = "v$version"' in runs[0]
    assert runs[1:3] == ["./scripts/build_site",
                         ".venv/bin/python scripts/site_archive.py --site site --out dist"]
    assert runs[3].startswith('gh release create "$GITHUB_REF_NAME" dist/*.tar.gz')
    assert "--notes-file dist/release-notes.md" in runs[3]
