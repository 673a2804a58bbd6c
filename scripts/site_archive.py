"""Pack a built site as the archive attached to a release, so that the version a reader
cited can be reopened as it was.

    .venv/bin/python scripts/site_archive.py            # site/ -> dist/
    .venv/bin/python scripts/site_archive.py --site DIR --out DIR

Writes into the output folder:

- ``penneech-site-<version>.tar.gz``: every file of the built site under one folder
  ``penneech-site-<version>/``, in name order, with the same owner, permissions and date
  (the release's date in ``CHANGELOG.md``) for every entry, so that one site gives the same
  bytes on every machine; unpack it and serve the folder over HTTP (Pyodide cannot start
  from ``file://``), e.g. ``python3 scripts/static_server.py penneech-site-<version> 8000``;
- ``release-notes.md``: the version's section of ``CHANGELOG.md``, the release's text;
- ``SHA256SUMS``: the archive's checksum.

The site must be the version's: its home page must say "Version <version>" (the footer of
every page). The version is ``pyproject.toml``'s. Used by ``.github/workflows/release.yml``.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import hashlib
import io
import re
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class ArchiveError(Exception):
    """What is wrong with the site or the changelog, said so that it can be fixed."""


def version() -> str:
    """The project's version (``pyproject.toml``)."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def release_section(changelog: str, ver: str) -> tuple[str, str]:
    """The release date and the text of version ``ver``'s section of a Keep a Changelog
    file (up to the next release heading or the link definitions)."""
    heading = re.search(rf"^## \[{re.escape(ver)}\] - (\S+)\n", changelog, flags=re.M)
    if heading is None:
        raise ArchiveError(f"CHANGELOG.md has no section '## [{ver}] - <date>'")
    date = heading.group(1)
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise ArchiveError(f"CHANGELOG.md: version {ver} is not released yet "
                           f"(its heading says '{date}', not a date YYYY-MM-DD)")
    rest = changelog[heading.end():]
    end = re.search(r"^(## \[|\[[^\]]+\]: )", rest, flags=re.M)
    return date, rest[:end.start() if end else len(rest)].strip() + "\n"


def site_files(site: Path, ver: str) -> list[Path]:
    """The built site's files in name order, after checking it is version ``ver``'s."""
    home = site / "index.html"
    if not home.is_file():
        raise ArchiveError(f"{site}: no index.html; build the site first (./scripts/build_site)")
    if f"Version {ver}" not in home.read_text(encoding="utf-8"):
        raise ArchiveError(f"{home}: the site was not built from version {ver} "
                           f"(its footer does not say 'Version {ver}')")
    return sorted((p for p in site.rglob("*") if p.is_file()),
                  key=lambda p: p.relative_to(site).as_posix())


def archive(site: Path, out: Path) -> list[Path]:
    """Write the archive, the release notes and the checksum into ``out``; return them."""
    ver = version()
    date, notes = release_section((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), ver)
    files = site_files(site, ver)
    stamp = int(datetime.datetime.fromisoformat(date).replace(
        tzinfo=datetime.UTC).timestamp())
    folder = f"penneech-site-{ver}"
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in files:
            info = tarfile.TarInfo(f"{folder}/{path.relative_to(site).as_posix()}")
            data = path.read_bytes()
            info.size, info.mtime, info.mode = len(data), stamp, 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{folder}.tar.gz"
    # gzip's own header carries a date and a file name: both fixed, for the same bytes
    with target.open("wb") as f, gzip.GzipFile(filename="", mode="wb", fileobj=f,
                                               mtime=stamp) as gz:
        gz.write(raw.getvalue())
    digest = hashlib.sha256(target.read_bytes()).hexdigest()
    sums = out / "SHA256SUMS"
    sums.write_text(f"{digest}  {target.name}\n", encoding="utf-8")
    notes_file = out / "release-notes.md"
    notes_file.write_text(notes, encoding="utf-8")
    return [target, notes_file, sums]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--site", type=Path, default=ROOT / "site",
                        help="the built site (default: site/)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist",
                        help="where to write the archive (default: dist/)")
    args = parser.parse_args(argv)
    try:
        written = archive(args.site, args.out)
    except ArchiveError as e:
        print(f"site_archive: {e}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
