"""MkDocs hook: the invitation to play one's own game under another reading, on the pages
that compare a game's readings.

``<!-- reread-invite game=<id> -->`` (a game of the registry) becomes a short paragraph in
the page's language that links the game's play page (``<id>/play.md``, or ``play.md`` for
the default game) and the other reading's page (``reread.md``): play a game, then replay
its deal under any reading compared on the page (``penneech.core.rereading``). The
comparison pages carry the marker (each game's ``presets.md``, Penneech's ``variants.md``
and ``rules.md``); a marker naming no game, or a game without a play page, stops the build.
"""

from __future__ import annotations

import posixpath
import re
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.games import DEFAULT, GAMES
from sitegen.site_common import page_lang

MARKER = re.compile(r"<!-- reread-invite game=([a-z0-9_]+) -->")

WORDS = {
    "en": ("**Your own game under another reading.** [Play a game of {name}]({play}) and, at "
           "its end, follow *Play it under another reading*: the [other reading's page]"
           "({reread}) deals the same cards again under any rule set compared here, or with "
           "any one of these rules changed, keeps your choices wherever the new rules allow "
           "them, and sets the two games side by side with the point where they part."),
    "de": ("**Ihre eigene Partie unter einer anderen Lesart.** [Spielen Sie eine Partie "
           "{name}]({play}) und folgen Sie an ihrem Ende dem Link *Unter einer anderen Lesart "
           "spielen*: Die [Seite der anderen Lesart]({reread}) gibt dieselben Karten noch "
           "einmal unter jedem hier verglichenen Regelwerk oder mit einer dieser Regeln "
           "geändert, behält Ihre Entscheidungen, wo die neuen Regeln sie erlauben, und "
           "stellt beide Partien nebeneinander, mit dem Punkt, an dem sie sich trennen."),
}


def play_page(game_id: str) -> str:
    """The play page of a game (its source path): ``<id>/play.md``, the default game's at
    the top (``play.md``)."""
    return "play.md" if game_id == DEFAULT else f"{game_id}/play.md"


def invitation(game_id: str, page_uri: str, lang: str) -> str:
    """The paragraph for the game ``game_id`` on the page at ``page_uri``, in ``lang``,
    its links relative to the page's source."""
    game = GAMES.get(game_id)
    if game is None or game.web is None:
        raise PluginError(f"{page_uri}: reread-invite names {game_id!r}, which is no game "
                          "with a play page")
    here = posixpath.dirname(page_uri)
    return WORDS[lang].format(name=game.name.get(lang),
                              play=posixpath.relpath(play_page(game_id), here or "."),
                              reread=posixpath.relpath("reread.md", here or "."))


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Expand the invitation markers in the page's language."""
    lang = page_lang(page)
    return MARKER.sub(lambda m: invitation(m.group(1), page.file.src_uri, lang), markdown)
