"""MkDocs hook: the language switch without sitemap requests, and a 404 page per language.

**Sitemap requests.** Material for MkDocs reads every ``<link rel="alternate">`` in a page's
head and fetches ``sitemap.xml`` *relative to each of them*, expecting them to point at
language roots (``/en/``, ``/de/``). mkdocs-static-i18n points them at the same page in each
language (``/rules/``, ``/de/rules/``), so every page view asked for ``/rules/sitemap.xml``
and ``/de/rules/sitemap.xml`` and got two 404s; and even with those files in place,
Material's remapping (page path appended to the language root) does not fit the
default-language-at-root layout. The language selector's own links are already the right
per-page links, so this hook drops the head links and the switch is a plain link that needs
no sitemap. The language pairs stay published where search engines read them: the
i18n plugin's ``sitemap.xml`` lists ``xhtml:link rel="alternate" hreflang`` for every page.
``overrides/assets/javascripts/language-switch.js`` carries the reader's ``#anchor`` over
(section ids are the same in both languages).

**404 page.** MkDocs renders the ``404.html`` template once per language build, both times
into the site root, so the German one overwrote the English one, and its language links
were those of whatever page was rendered before it. Here the English rendering stays at
``404.html``, the German one is written to ``de/404.html``, and both link to the two home
pages.
"""

from __future__ import annotations

import re
from copy import deepcopy
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import BasePlugin
from mkdocs.structure.pages import Page

from sitegen.search_languages import search_german

NOT_FOUND = "404.html"
# exactly what Material's base.html writes for each entry of extra.alternate
HEAD_ALTERNATE = re.compile(r'\n?[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')

_rendered_404: dict[str, str] = {}


def _i18n(config: MkDocsConfig) -> BasePlugin[Any]:
    """The mkdocs-static-i18n plugin instance."""
    plugin: BasePlugin[Any] | None = config.plugins.get("i18n")
    if plugin is None:
        raise ValueError("language_links.py needs the mkdocs-static-i18n plugin ('i18n')")
    return plugin


def drop_head_alternates(output: str, where: str, languages: int) -> str:
    """Remove Material's ``<link rel="alternate" hreflang>`` lines (one per language)."""
    result, count = HEAD_ALTERNATE.subn("", output)
    if count != languages:
        raise ValueError(f"{where}: expected {languages} <link rel=\"alternate\"> lines in "
                         f"the head, found {count}; has Material's base.html changed?")
    return result


def on_post_page(output: str, page: Page, config: MkDocsConfig, **kwargs: Any) -> str:
    """Drop the head's alternate links, which make Material fetch missing sitemaps."""
    return drop_head_alternates(output, page.file.src_uri,
                                len(config.extra.get("alternate") or []))


def on_template_context(context: dict[str, Any], template_name: str, config: MkDocsConfig,
                        **kwargs: Any) -> dict[str, Any]:
    """Give the 404 page the language roots as its language links."""
    if template_name == NOT_FOUND:
        roots = getattr(_i18n(config), "extra_alternate", None)
        if roots:
            # the i18n plugin sets the per-page links as an attribute, which templates
            # read before the mapping item: replace both
            config.extra["alternate"] = deepcopy(roots)
            config.extra.alternate = deepcopy(roots)  # type: ignore[attr-defined]
            lang = getattr(_i18n(config), "current_language", None)
            context["language_home"] = next(
                (root["link"] for root in roots if root.get("lang") == lang), None)
    return context


def on_post_template(output: str, template_name: str, config: MkDocsConfig,
                     **kwargs: Any) -> str:
    """Keep each language's 404 page; the root gets the default language's."""
    if template_name != NOT_FOUND:
        return output
    i18n = _i18n(config)
    lang = str(getattr(i18n, "current_language", "") or "en")
    default = str(getattr(i18n, "default_language", "") or "en")
    output = drop_head_alternates(output, NOT_FOUND, len(config.extra.get("alternate") or []))
    if lang == "de":  # the German 404 page searches the German index, as German pages do
        output = search_german(output, f"{lang}/{NOT_FOUND}")
    _rendered_404[lang] = output
    if lang != default:
        out = Path(config["site_dir"]) / lang / NOT_FOUND
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(output, encoding="utf-8")
    return _rendered_404.get(default, output)
