"""Helpers shared by the site's MkDocs hooks (not a hook itself)."""

from __future__ import annotations

from mkdocs.structure.pages import Page

from penneech.agreed import AGREED_BY_ID
from penneech.i18n import Text
from penneech.options import OPTIONS_BY_ID


def page_lang(page: Page) -> str:
    """The language of a page: "de" for ``name.de.md`` (mkdocs-static-i18n suffix layout)."""
    return "de" if page.file.src_uri.endswith(".de.md") else "en"


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
