"""MkDocs hook: one search index per language, so each language searches its own pages.

mkdocs-static-i18n writes a single ``search/search_index.json`` holding the pages of every
language, so a reader of the English pages gets German results and the other way round,
and every page downloads both languages' index and stemmers. After the build this hook
splits that file: ``search/search_index.json`` keeps the English pages (stemmer ``en``),
``de/search/search_index.json`` the German ones (stemmer ``de``, locations relative to
``de/``). Material for MkDocs fetches the index and resolves result links relative to the
``base`` of each page's ``__config``, so German pages get ``base`` pointing at ``de/``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

from sitegen.site_common import page_lang

PREFIX = "de/"
CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">\{"annotate": '
                         r'[^,]*, "base": ")([^"]*)(")')


def search_german(output: str, where: str) -> str:
    """Point a German page's search (index and result links) at the German tree."""
    result, count = CONFIG_BASE.subn(lambda m: m.group(1) + m.group(2).rstrip("/") + "/de/"
                                     + m.group(3), output, count=1)
    if count != 1:
        raise ValueError(f"{where}: Material's __config block was not found")
    return result


def on_post_page(output: str, page: Page, config: MkDocsConfig, **kwargs: Any) -> str:
    """German pages search the German index."""
    return search_german(output, page.file.src_uri) if page_lang(page) == "de" else output


def split_index(site: Path) -> None:
    """Write the German entries of the combined index to ``de/search`` and drop them here."""
    combined = site / "search" / "search_index.json"
    if not combined.exists():
        return
    index = json.loads(combined.read_text(encoding="utf-8"))
    german = [d for d in index["docs"] if d["location"].startswith(PREFIX)]
    if not german:
        return  # already split, or an English-only build
    english = [d for d in index["docs"] if not d["location"].startswith(PREFIX)]
    for doc in german:
        doc["location"] = doc["location"][len(PREFIX):]
    out = site / "de" / "search" / "search_index.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"config": {**index["config"], "lang": ["de"]}, "docs": german},
                              ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    combined.write_text(json.dumps({"config": {**index["config"], "lang": ["en"]},
                                    "docs": english},
                                   ensure_ascii=False, separators=(",", ":")),
                        encoding="utf-8")


@event_priority(-200)  # after mkdocs-static-i18n (-100) has written the combined index
def on_post_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Split the search index once every language has been built."""
    split_index(Path(config["site_dir"]))
