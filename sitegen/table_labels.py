"""MkDocs hook: wide tables that can turn into stacked rows on narrow screens.

The comparison of the readings (``table.variants``), the editions of Cotton's text
(``table.tei-header``), the analogies (``table.analogies``) and the OpenSpiel parameters of
the research page (``table.openspiel-parameters``) and Cotton's *Picket* beside its sources
(``table.picket-sources``) have too many columns of prose for a
phone. This hook wraps each such table in ``<div class="stacking-table">`` and copies each
column's heading into its cells as ``data-label``; ``docs/stylesheets/site.css`` then
shows the table as a table where its box is wide enough, and otherwise each row as a block:
the row's heading first, then every cell under its column's label. The labels come from the
table's own head, so they are in the page's language and need no list of their own.
"""

from __future__ import annotations

import html
import re
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

STACKING = ("variants", "tei-header", "analogies", "openspiel-parameters", "picket-sources")
WRAPPER = "stacking-table"

TABLE = re.compile(r'<table class="(?P<cls>[^"]*)">(?P<body>.*?)</table>', re.DOTALL)
HEAD = re.compile(r"<thead>(.*?)</thead>", re.DOTALL)
#: A cell of the head: a column heading, or the empty corner above the rows' headings (a
#: ``<td>``, since a heading cell with no text names nothing: axe "empty-table-header").
HEAD_CELL = re.compile(r"<(th|td)\b[^>]*>(.*?)</\1>", re.DOTALL)
ROW = re.compile(r"(<tr\b[^>]*>)(.*?)(</tr>)", re.DOTALL)
CELL_START = re.compile(r"<(td|th)\b([^>]*)>")
TAG = re.compile(r"<[^>]+>")


def label_of(heading_html: str) -> str:
    """A column heading as plain text for an attribute value."""
    text = " ".join(html.unescape(TAG.sub(" ", heading_html)).split())
    return html.escape(text, quote=True)


def label_row(row: str, labels: list[str]) -> str:
    """Add ``data-label`` to each data cell of a row, by column."""
    column = -1

    def add(match: re.Match[str]) -> str:
        nonlocal column
        column += 1
        tag, attributes = match.group(1), match.group(2)
        if tag == "th" or "data-label=" in attributes or column >= len(labels):
            return match.group(0)
        if not labels[column]:
            return match.group(0)
        return f'<{tag} data-label="{labels[column]}"{attributes}>'

    return CELL_START.sub(add, row)


def label_table(match: re.Match[str]) -> str:
    """Wrap one stacking table and label its cells; other tables are left as they are."""
    classes = match.group("cls").split()
    if not any(name in STACKING for name in classes):
        return match.group(0)
    body = match.group("body")
    head = HEAD.search(body)
    if head is None:
        raise ValueError(f"table.{' '.join(classes)} has no <thead> to take labels from")
    labels = [label_of(cell) for _, cell in HEAD_CELL.findall(head.group(1))]
    tail = body[head.end():]
    tail = ROW.sub(lambda row: row.group(1) + label_row(row.group(2), labels) + row.group(3),
                   tail)
    return (f'<div class="{WRAPPER}"><table class="{match.group("cls")}">'
            f"{body[:head.end()]}{tail}</table></div>")


def label_tables(content: str) -> str:
    """Every stacking table of a page, wrapped and labelled."""
    return TABLE.sub(label_table, content)


def on_page_content(content: str, page: Page, config: MkDocsConfig, files: Files,
                    **kwargs: Any) -> str:
    """Prepare the page's wide tables for narrow screens."""
    return label_tables(content)
