"""MkDocs hook: each page's ``<title>`` names the page and the game it belongs to.

Material for MkDocs titles every page "page - site name", so with three games the browser's
tabs, bookmarks and history all read "Rules - ..." whichever game's rules they show. Here
a page in a game's section of the navigation is titled by its place in that section,
nearest first, ending with the game: "Rules · Piquet", "Regeln · Pip-Pip!",
"Concordance · Cotton's text · Penneech". Any other page ends with the site's name in its
language ("Sources and citation · ..."), and the home page is the site's name alone.
A section is a game's when its title is a registered game's name in the page's language,
so the site names no game here; ``overrides/main.html`` writes the result.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

from penneech.games import GAMES
from sitegen.site_common import page_lang

SEPARATOR = " · "
#: The home page of each language.
HOME_PAGES = ("index.md", "index.de.md")


def game_names(lang: str) -> set[str]:
    """The name of every registered game in ``lang``."""
    return {GAMES[game_id].name.get(lang) for game_id in GAMES}


def title_of(page_title: str, sections: Sequence[str], site_name: str, games: set[str],
             *, home: bool = False) -> str:
    """A page's title from its own title and its sections' titles (nearest first).

    >>> games = {"Penneech", "Piquet", "Pip-Pip!"}
    >>> title_of("Rules", ["Piquet"], "Site", games)
    'Rules · Piquet'
    >>> title_of("Concordance", ["Cotton's text", "Penneech"], "Site", games)
    "Concordance · Cotton's text · Penneech"
    >>> title_of("Sources and citation", [], "Site", games)
    'Sources and citation · Site'
    >>> title_of("Home", [], "Site", games, home=True)
    'Site'
    """
    if home:
        return site_name
    parts = [page_title, *sections]
    if not sections or sections[-1] not in games:
        parts.append(site_name)
    return SEPARATOR.join(parts)


def on_page_context(context: dict[str, Any], page: Page, config: MkDocsConfig,
                    nav: Navigation, **kwargs: Any) -> dict[str, Any]:
    """Give the template the page's title (``page_title``)."""
    if not page.title:
        raise ValueError(f"{page.file.src_uri} has no title for its <title>")
    sections = [str(section.title) for section in page.ancestors]
    # each language's home page (Material's is_homepage knows only the first language's)
    home = page.file.src_uri in HOME_PAGES
    context["page_title"] = title_of(str(page.title), sections, str(config["site_name"]),
                                     game_names(page_lang(page)), home=home)
    return context
