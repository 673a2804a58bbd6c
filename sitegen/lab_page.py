"""MkDocs hook: the lab's pages, "What the readings change" (Penneech) and "What the rule
sets change" (the other games), drawn from the lab's checked-in results.

A page with a marker ``<!-- lab-<game id>-… -->`` is written out by that game's module,
``sitegen/lab_<game id>.py`` (its ``page(markdown, lang)``); what every game's page is drawn
with is in ``lab_common.py``. The game is looked up in the registry, so a page naming an
unknown game, or a game without a lab page module, stops the build.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.games import GAMES
from sitegen.site_common import page_lang

MARKER = re.compile(r"<!-- lab-([a-z0-9_]+)-")


def lab_page_of(markdown: str) -> str | None:
    """The id of the game whose lab markers the page holds, or ``None``."""
    found = {m.group(1) for m in MARKER.finditer(markdown)}
    if not found:
        return None
    if len(found) > 1:
        raise ValueError(f"lab page: markers of several games on one page: {sorted(found)}")
    game = found.pop()
    if game not in GAMES:
        raise ValueError(f"lab page: no registered game {game!r} (known: {sorted(GAMES)})")
    return game


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Expand the lab markers in the page's language, by the game's own lab page module."""
    game = lab_page_of(markdown)
    if game is None:
        return markdown
    module = importlib.import_module(f"sitegen.lab_{game}")
    expanded: str = module.page(markdown, page_lang(page))
    return expanded
