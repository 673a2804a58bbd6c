"""Helpers shared by the site's MkDocs hooks (not a hook itself)."""

from __future__ import annotations

from mkdocs.structure.pages import Page


def page_lang(page: Page) -> str:
    """The language of a page: "de" for ``name.de.md`` (mkdocs-static-i18n suffix layout)."""
    return "de" if page.file.src_uri.endswith(".de.md") else "en"


def escape(text: str) -> str:
    """Escape text for HTML."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace(
        '"', "&quot;")
