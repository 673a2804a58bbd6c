#!/usr/bin/env python3
"""The anchors of the built site against the committed list ``tests/golden/anchors.json``.

Every anchor (``id``) a page has published is kept from one version to the next, so that
citations and links with an anchor keep landing on their passage. This script reads a built
site (``./scripts/build_site`` first) and, without options, reports what
``tests/test_changes.py`` would fail on:

- an anchor of the list that is no longer on its page and that no entry of
  ``data/changes.toml`` names as renamed (with a replacement that is on the site);
- an anchor of the site that is not in the list yet.

With ``--update`` it adds the site's new anchors to the list, after you have checked that
each is meant to stay (a heading's id, an option's row, ...). It never drops an anchor: one
that disappeared stays in the list, and the check then requires its entry on the page
"What changed" for as long as the list exists. If an anchor disappeared without such an
entry, ``--update`` writes nothing and says which: write the entry in ``data/changes.toml``
(``renamed = [{ old = "page/#old", new = "page/#new" }]``), or bring the anchor back.

    python scripts/anchors.py [--site site] [--update]

Exit status 0 when the site and the list agree (or the list was updated), 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sitegen import changes

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site",
                        help="the built site (default: site/)")
    parser.add_argument("--update", action="store_true",
                        help="add the site's new anchors to tests/golden/anchors.json")
    args = parser.parse_args(argv)
    if not (args.site / "index.html").is_file():
        print(f"{args.site}: no built site here; run ./scripts/build_site first",
              file=sys.stderr)
        return 1
    built = changes.site_anchors(args.site)
    golden = changes.read_golden()
    problems = changes.check(golden, built, changes.load())
    missing = [p for p in problems if "is a new anchor" not in p]
    if args.update:
        if missing:
            print("Not updated: an anchor disappeared without an entry in "
                  "data/changes.toml, or an entry is wrong:", *missing, sep="\n  ",
                  file=sys.stderr)
            return 1
        merged = {lang: {page: set(ids) for page, ids in golden.get(lang, {}).items()}
                  for lang in changes.LANGS}
        added = 0
        for lang in changes.LANGS:
            for page, ids in built[lang].items():
                known = merged[lang].setdefault(page, set())
                added += len(set(ids) - known)
                known.update(ids)
        changes.write_golden(merged)
        print(f"{changes.GOLDEN.relative_to(ROOT)}: {added} anchor(s) added")
        return 0
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
