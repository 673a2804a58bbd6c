"""Helpers shared by the site's MkDocs hooks (not a hook itself)."""

from __future__ import annotations

import re

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

from penneech.core.i18n import QUOTE, Text
from penneech.games.penneech.agreed import AGREED_BY_ID
from penneech.games.penneech.options import OPTIONS_BY_ID


def page_lang(page: Page) -> str:
    """The language of a page: "de" for ``name.de.md`` (mkdocs-static-i18n suffix layout)."""
    return "de" if page.file.src_uri.endswith(".de.md") else "en"


def nested_language_build(config: MkDocsConfig) -> bool:
    """Whether this is the German build that mkdocs-static-i18n runs inside the English
    one (its ``building`` flag is set for that time): a hook that works once per build, on
    the whole site, does its work after it (``on_post_build`` below the plugin's priority,
    -100) and not inside it."""
    i18n = config.plugins.get("i18n")
    return bool(getattr(i18n, "building", False))


def escape(text: str) -> str:
    """Escape text for HTML."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace(
        '"', "&quot;")


def variant_row(point_id: str) -> tuple[str, str, Text]:
    """The comparison row of an option or agreed point: (anchor, point number, title)."""
    if point_id in OPTIONS_BY_ID:
        option = OPTIONS_BY_ID[point_id]
        return f"option-{point_id}", option.point, option.title
    agreed = AGREED_BY_ID[point_id]
    return f"agreed-{point_id}", agreed.point, agreed.title


def cotton_q(words: str, pages: str, edition: str = "1674") -> str:
    """A quotation of Cotton as the site marks it (checked against the TEI by the tests).

    ``<q class="cotton" lang="en" data-page="149">words</q>``; the stylesheet supplies
    “…” on English pages and „…“ on German ones, so no quotation marks are written here.
    """
    extra = f' data-edition="{edition}"' if edition != "1674" else ""
    return (f'<q class="cotton" lang="en" data-page="{pages}"{extra}>'
            f"{escape(words)}</q>")


def html_text(text: str) -> str:
    """Metadata text as HTML: escaped, with its ``{q:PAGE|words}`` quotations marked."""
    return QUOTE.sub(lambda m: cotton_q(m["words"], m["pages"], m["edition"] or "1674"),
                     escape(text))


def locator(text: str, lang: str) -> str:
    """A locator in the page's language: "p. 85" / "pp. 90–91" become "S. 85" / "S. 90–91"
    on German pages, with our own descriptions of a place translated (a source's own
    section headings stay as it writes them); a hyphen between page numbers becomes an en
    dash."""
    text = re.sub(r"(?<=\d)-(?=\d)", "–", text)
    if lang == "de":
        text = re.sub(r"\bpp?\. (?=\d)", "S. ", text)
        for en, de in LOCATORS_DE.items():
            text = text.replace(en, de)
        text = re.sub(r"^play\b", "Spiel", text)
        text = re.sub(r"^cards$", "Karten", text)
    return text


#: Our descriptions of places in a source (not the source's own headings), in German.
LOCATORS_DE = {
    "as reported by": "nach dem Bericht von",
    "suggested by the pattern he points out": "nach dem Muster, auf das er hinweist",
    "note on the pack": "Anmerkung zum Paket",
    "cards and deal": "Karten und Geben",
    "card values": "Kartenwerte",
    "throw-in": "Hinwerfen",
    "Running All-Fours": "Running-All-Fours",
    "play and scoring (not accessible)": "Spiel und Wertung (nicht zugänglich)",
    "aim of the game": "Ziel des Spiels",
    "rules page (the part we could read)": "Regelseite (der Teil, den wir lesen konnten)",
    " and ": " und ",
}
