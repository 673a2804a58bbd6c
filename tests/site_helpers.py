"""Reading the built site's HTML in tests, the play pages' answers and their requests."""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

if TYPE_CHECKING:
    from playwright.sync_api import Page as BrowserPage

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
#: The two screens the play pages are tried on in a browser.
PHONE = {"width": 375, "height": 812}
DESKTOP = {"width": 1280, "height": 900}


class Page(HTMLParser):
    """The parts of an HTML page the tests look at."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self.lang = ""
        self.rows: dict[str, dict[str, str]] = {}
        self.markers: list[str] = []
        self._row = ""
        self._in_marker = False
        self._preset = ""
        self._text: list[str] = []
        self._cell: list[str] | None = None
        self._skip = 0
        self.feed(text)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self._text).split())

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "html":
            self.lang = a.get("lang", "")
        if tag in ("script", "style"):
            self._skip += 1
            if tag == "script" and a.get("src"):
                self.scripts.append(a["src"])
        if tag == "link" and a.get("rel") == "stylesheet":
            self.styles.append(a.get("href", ""))
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
            if self._in_marker:
                self.markers.append(a["href"])
        if tag == "sup" and "variant-marker" in a.get("class", ""):
            self._in_marker = True
        if tag == "tr" and "data-option" in a:
            self._row = a["data-option"]
            self.rows[self._row] = {}
        if tag == "td" and "data-preset" in a and self._row:
            self.rows[self._row][a["data-preset"]] = a["data-value"]
            self._preset = a["data-preset"]
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1
        if tag == "sup":
            self._in_marker = False
        if tag == "td" and self._cell is not None:
            self.rows[self._row][self._preset + ":label"] = "".join(self._cell).strip()
            self._cell = None

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self._text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def page_names() -> list[str]:
    return sorted(str(p.relative_to(DOCS).with_suffix("")) for p in DOCS.rglob("*.md")
                  if not p.name.endswith(".de.md"))


def is_play_page(path: str) -> bool:
    """Whether a site path is a game's play page ("play/", "de/piquet/play/"), not a page
    whose name merely ends in "play" ("developers/fair-play/")."""
    return path == "play/" or path.endswith("/play/")


def html_path(site: Path, name: str, lang: str) -> Path:
    base = site / "de" if lang == "de" else site
    folder = base if name == "index" else base / name.removesuffix("/index")
    return folder / "index.html"


def read(site: Path, name: str, lang: str) -> Page:
    return Page(html_path(site, name, lang).read_text(encoding="utf-8"))


def card_objects(value: object) -> Iterator[dict[str, Any]]:
    """Every card a play page's answer shows (``{"id", "name", ...}``), wherever it sits."""
    if isinstance(value, dict):
        if "id" in value and "name" in value:
            yield value
        for inner in value.values():
            yield from card_objects(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from card_objects(inner)


def card_ids(value: object) -> Iterator[int]:
    """The id of every card a play page's answer shows."""
    return (int(c["id"]) for c in card_objects(value))


def check_requests(page: BrowserPage) -> list[str]:
    """Record every URL the page requests; ``assert_local`` checks them at the end."""
    seen: list[str] = []
    page.on("request", lambda r: seen.append(r.url))
    return seen


def assert_local(seen: list[str]) -> None:
    """No request left 127.0.0.1 (the site works offline, with no third party)."""
    for url in seen:
        host = urlparse(url).hostname
        assert url.startswith(("data:", "blob:")) or host == "127.0.0.1", f"request to {url}"
