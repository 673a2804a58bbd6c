#!/usr/bin/env python3
"""The site's search index with its pages' titles only, for the browser tests and benchmarks
that are not about search.

Material for MkDocs fetches the search index of the page's language on every page it
opens and builds a lunr index of the whole file in a web worker: about 1 MB of text a
language. A page of text with axe run on it took 2.30 CPU-seconds with the full index and
1.48 with this one (``docs/developers/benchmarks.md#search-index``). A test of a page's
layout, accessibility or game never opens the search, so its browser is given the same
index with every entry's text left out: the titles, places and settings stay, and a search
still finds a page by its title. The tests of search and links load the full index, as a
reader's browser does.

    python scripts/search_index.py SITE/search/search_index.json   # sizes before and after
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: The URLs of the search indexes of every language, as a browser route's pattern.
PATTERN = "**/search/search_index.json"


def titles_only(index: bytes) -> bytes:
    """``index`` (a search index as the site serves it) with every entry's text empty."""
    data = json.loads(index)
    data["docs"] = [{**doc, "text": ""} for doc in data["docs"]]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def main() -> int:
    for name in sys.argv[1:]:
        full = Path(name).read_bytes()
        print(f"{name}: {len(full):,} bytes, titles only {len(titles_only(full)):,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
