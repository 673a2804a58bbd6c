"""MkDocs hook: the bibliography, read once from ``docs/bibliography.bib`` (pybtex).

``<!-- bibliography -->`` becomes the formatted list of works, each with an anchor named by
its BibTeX key (the engine's citations link to these); ``<!-- cite-pages -->`` becomes a
suggested citation for every page of the site in the page's language.
"""

from __future__ import annotations

import datetime
import sys
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from pybtex.database import parse_file  # type: ignore[import-untyped]
from pybtex.plugin import find_plugin  # type: ignore[import-untyped]

sys.path.insert(0, str(Path(__file__).parent))

from site_common import page_lang

BIB = Path(__file__).resolve().parent.parent / "docs" / "bibliography.bib"


def entries_html() -> str:
    """Every entry of the .bib file, formatted, sorted by author and year."""
    data = parse_file(str(BIB), bib_format="bibtex")
    style = find_plugin("pybtex.style.formatting", "unsrt")()
    backend = find_plugin("pybtex.backends", "html")()
    keys = sorted(data.entries, key=lambda k: (
        str(data.entries[k].persons.get("author", [""])[0]), data.entries[k].fields.get(
            "year", "")))
    formatted = style.format_entries([data.entries[k] for k in keys])
    items = []
    for entry in formatted:
        items.append(f'<span class="bib-key">{entry.key}</span> '
                     f"{entry.text.render(backend)}\n{{ #{entry.key} .bib-entry }}\n")
    return "\n".join(items)


def pages_citations(files: Files, config: MkDocsConfig, lang: str) -> str:
    """A suggested citation for every page in the language of the citing page."""
    year = datetime.date.today().year
    site = str(config["site_url"] or "").rstrip("/") + "/"
    rows = []
    suffix = ".de.md" if lang == "de" else ".md"
    for f in sorted(files.documentation_pages(), key=lambda f: f.src_uri):
        if not f.src_uri.endswith(suffix) or (lang == "en" and f.src_uri.endswith(".de.md")):
            continue
        if f.page is None or f.page.title is None:
            continue
        url = site + f.url
        if lang == "de":
            text = (f"„{f.page.title}“. In: *Penneech — Referenz und Spielplatz*, {year}. "
                    f"<{url}>, abgerufen am [Datum].")
        else:
            text = (f"“{f.page.title}.” *Penneech — reference and playground*, {year}. "
                    f"<{url}>, accessed [date].")
        rows.append(f"- {text}")
    return "\n".join(rows) + "\n"


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files,
                     **kwargs: Any) -> str:
    """Expand the bibliography and citation markers."""
    if "<!-- bibliography -->" in markdown:
        markdown = markdown.replace("<!-- bibliography -->", entries_html())
    if "<!-- cite-pages -->" in markdown:
        markdown = markdown.replace("<!-- cite-pages -->",
                                    pages_citations(files, config, page_lang(page)))
    return markdown
