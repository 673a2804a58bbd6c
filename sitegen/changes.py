"""MkDocs hook: the page "What changed", and the anchors of the site kept from version to version.

The site's changed claims are written once, in ``data/changes.toml`` (English and German
for each entry; the file's head describes the fields). This hook

- replaces ``<!-- changes -->`` with the entries in the page's language, newest first, under a
  heading per date: each with its anchor, whether it corrects a statement or adds one, the
  text, links to the passages concerned and the anchors it renamed, each with its
  replacement;
- keeps a renamed anchor working: where the new anchor stands on the same page, the old one is
  added to the built page beside it (an empty ``<span id="old">``), so links and citations
  made with the old address still land on the passage.

The same module collects the anchors (``id``) of the built pages and checks them against the
committed list ``tests/golden/anchors.json``: every anchor ever published there must still be
on its page, or be named in an entry as renamed, with a replacement that is on the site; and
every anchor of the site must be in the list, so that adding one is a deliberate step
(``scripts/anchors.py --update``). ``tests/test_changes.py`` runs the check on every build.
Only the anchors inside a page's ``<article>`` count: the theme's own (``__drawer``,
``__nav_3``, ...) are controls, not passages, and change with the navigation.
"""

from __future__ import annotations

import datetime
import json
import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.i18n import QUOTE
from sitegen.site_common import cotton_q, page_lang

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "changes.toml"
DOCS = ROOT / "docs"
GOLDEN = ROOT / "tests" / "golden" / "anchors.json"
LANGS = ("en", "de")
MARKER = "<!-- changes -->"
KINDS = {"corrected": {"en": "Corrected", "de": "Berichtigt"},
         "added": {"en": "Added", "de": "Neu"}}
WORDS = {
    "en": {"where": "Where", "renamed": "Anchor renamed", "kept": "the old address still leads "
           "there", "moved": "the old anchor no longer exists; use the new one"},
    "de": {"where": "Betrifft", "renamed": "Anker umbenannt", "kept": "die alte Adresse führt "
           "weiterhin dorthin", "moved": "den alten Anker gibt es nicht mehr; verwenden Sie den "
           "neuen"},
}
ID = re.compile(r"[A-Za-z][A-Za-z0-9_:.-]*")
#: An anchor as the site's address of it, from the language's root: (page path, id), with the
#: page path "" for the home page and "piquet/rules/" for a page.
Anchor = tuple[str, str]


class ChangesError(ValueError):
    """``data/changes.toml`` is malformed: the message says which entry and which field."""


@dataclass(frozen=True, slots=True)
class Rename:
    """An anchor renamed: the old address, its replacement, and the languages concerned."""

    old: Anchor
    new: Anchor
    langs: tuple[str, ...]

    def shown(self, which: str) -> str:
        """The address as a reader writes it after the site's address: "sources/#key"."""
        path, anchor = self.old if which == "old" else self.new
        return f"{path}#{anchor}"


@dataclass(frozen=True, slots=True)
class Change:
    """One entry of ``data/changes.toml``."""

    id: str
    date: datetime.date
    kind: str
    title: Mapping[str, str]
    text: Mapping[str, str]
    pages: tuple[str, ...]
    renamed: tuple[Rename, ...]


def parse_anchor(address: str, where: str) -> Anchor:
    """``"sources/#key"`` as ("sources/", "key"); ``"#key"`` is on the home page."""
    path, sep, anchor = address.partition("#")
    if not sep or not ID.fullmatch(anchor) or path.startswith("/") or \
            (path and not path.endswith("/")) or " " in path:
        raise ChangesError(f"{where}: {address!r} is not an anchor's address such as "
                           f"'sources/#cite' or '#how-to-cite'")
    return path, anchor


def _text_pair(raw: Mapping[str, Any], name: str, where: str) -> dict[str, str]:
    value = raw.get(name)
    if not isinstance(value, dict):
        raise ChangesError(f"{where}: '{name}' must give the English and German text "
                           f"({name}.en, {name}.de)")
    texts = {}
    for lang in LANGS:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            raise ChangesError(f"{where}: '{name}.{lang}' is missing or empty")
        texts[lang] = text.strip()
    if set(value) - set(LANGS):
        raise ChangesError(f"{where}: '{name}' has languages other than en and de: "
                           f"{sorted(set(value) - set(LANGS))}")
    return texts


def _change(raw: Mapping[str, Any], number: int, docs: Path) -> Change:
    where = f"data/changes.toml, entry {number}"
    ident = raw.get("id")
    if not isinstance(ident, str) or not ID.fullmatch(ident):
        raise ChangesError(f"{where}: 'id' must be an anchor name such as 'portland-1881'")
    where += f" ({ident})"
    unknown = set(raw) - {"id", "date", "kind", "title", "text", "pages", "renamed"}
    if unknown:
        raise ChangesError(f"{where}: unknown field(s) {sorted(unknown)}")
    date = raw.get("date")
    if not isinstance(date, datetime.date) or isinstance(date, datetime.datetime):
        raise ChangesError(f"{where}: 'date' must be a day written as 2026-11-25")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise ChangesError(f"{where}: 'kind' must be one of {sorted(KINDS)}, not {kind!r}")
    pages = raw.get("pages", [])
    if not isinstance(pages, list) or not pages or \
            not all(isinstance(p, str) for p in pages):
        raise ChangesError(f"{where}: 'pages' must list the passages concerned, such as "
                           f"'piquet/history.md#origins'")
    for link in pages:
        src = link.partition("#")[0]
        if not src.endswith(".md") or not (docs / src).is_file():
            raise ChangesError(f"{where}: 'pages' names {link!r}, but docs/{src} is not a page")
    renamed = []
    for i, item in enumerate(raw.get("renamed", []), 1):
        here = f"{where}, renamed {i}"
        if not isinstance(item, dict) or set(item) - {"old", "new", "lang"} or \
                not {"old", "new"} <= set(item):
            raise ChangesError(f"{here}: give 'old' and 'new' (and 'lang' if only one "
                               f"language's anchor changed)")
        lang = item.get("lang")
        if lang is not None and lang not in LANGS:
            raise ChangesError(f"{here}: 'lang' must be 'en' or 'de', not {lang!r}")
        renamed.append(Rename(parse_anchor(item["old"], here), parse_anchor(item["new"], here),
                              (lang,) if lang else LANGS))
    return Change(ident, date, kind, _text_pair(raw, "title", where),
                  _text_pair(raw, "text", where), tuple(pages), tuple(renamed))


def load(path: Path = DATA, docs: Path = DOCS) -> tuple[Change, ...]:
    """The entries, newest first (entries of one day in the file's order)."""
    try:
        with path.open("rb") as f:
            data = tomllib.load(f)
    except tomllib.TOMLDecodeError as error:
        raise ChangesError(f"data/changes.toml: {error}") from None
    entries = data.get("change", [])
    if set(data) - {"change"} or not isinstance(entries, list):
        raise ChangesError("data/changes.toml: only [[change]] entries are allowed")
    changes = [_change(raw, n, docs) for n, raw in enumerate(entries, 1)]
    seen: set[str] = set()
    for change in changes:
        if change.id in seen:
            raise ChangesError(f"data/changes.toml: the id {change.id!r} is used twice")
        seen.add(change.id)
    return tuple(sorted(changes, key=lambda c: c.date, reverse=True))


def renames(changes: Iterable[Change], lang: str) -> dict[Anchor, Anchor]:
    """Old anchor -> new anchor, for the renames that concern ``lang``."""
    return {r.old: r.new for c in changes for r in c.renamed if lang in r.langs}


# --- The page ------------------------------------------------------------------------------

def _src(files: Files, link: str, lang: str) -> tuple[str, str]:
    """(page title, anchor) of a passage: the German page's title on German pages, with the
    game's name before it where the page is in a game's folder and its title does not name
    the game ("Piquet: What the rule sets change")."""
    from penneech.games import GAMES
    from sitegen.bibliography import page_title

    src, _, anchor = link.partition("#")
    candidates = [src.removesuffix(".md") + ".de.md", src] if lang == "de" else [src]
    for name in candidates:
        f = files.get_file_from_path(name)
        if f is not None:
            title = page_title(f)
            folder = src.split("/")[0] if "/" in src else ""
            game = GAMES[folder].name.get(lang) if folder in GAMES else ""
            return (f"{game}: {title}" if game and game not in title else title), anchor
    raise ChangesError(f"data/changes.toml: {link!r} names no page of the site")


def render(changes: Iterable[Change], lang: str, files: Files, depth: int = 0) -> str:
    """The entries as Markdown, for a page ``depth`` folders below the docs root."""
    words, up = WORDS[lang], "../" * depth
    out: list[str] = []
    day = None
    for change in changes:
        if change.date != day:
            day = change.date
            out.append(f"## {day.isoformat()} {{ #date-{day.isoformat()} }}\n")
        text = QUOTE.sub(lambda m: cotton_q(m["words"], m["pages"], m["edition"] or "1674"),
                         change.text[lang])
        out.append(f"### {change.title[lang]} {{ #{change.id} }}\n")
        out.append(f"**{KINDS[change.kind][lang]}.** {text}\n")
        links = []
        for link in change.pages:
            title, anchor = _src(files, link, lang)
            shown = f", `#{anchor}`" if anchor else ""
            links.append(f"[{title}{shown}]({up}{link})")
        out.append(f"{words['where']}: " + " · ".join(links) + "\n")
        for r in change.renamed:
            if lang not in r.langs:
                continue
            base = r.new[0].removesuffix("/")
            target = "index.md" if not base else \
                f"{base}.md" if (DOCS / f"{base}.md").is_file() else f"{base}/index.md"
            note = words["kept"] if r.old[0] == r.new[0] else words["moved"]
            out.append(f"{words['renamed']}: `{r.shown('old')}` → "
                       f"[`{r.shown('new')}`]({up}{target}#{r.new[1]}); {note}.\n")
    return "\n".join(out)


_READ: dict[tuple[int, int], tuple[Change, ...]] = {}


def loaded() -> tuple[Change, ...]:
    """``load()`` of ``data/changes.toml`` read once per version of the file (its time and
    size), not once per page: every page of both languages asks for its renamed anchors,
    and ``serve`` reads the file again once it is edited."""
    stat = DATA.stat()
    key = (stat.st_mtime_ns, stat.st_size)
    if key not in _READ:
        _READ.clear()
        _READ[key] = load()
    return _READ[key]


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files,
                     **kwargs: Any) -> str:
    """Write the entries where the page asks for them."""
    if MARKER not in markdown:
        return markdown
    depth = page.file.src_uri.count("/")
    return markdown.replace(MARKER, render(loaded(), page_lang(page), files, depth))


def page_path(page: Page) -> str:
    """The page's address from its language's root: "" for home, "piquet/rules/"."""
    url = page.url.removeprefix("./")
    if page_lang(page) == "de":
        url = url.removeprefix("de/")
    return "" if url in ("", "./", "de") else url


def add_aliases(html: str, pairs: Iterable[tuple[str, str]]) -> str:
    """Give each ``new`` anchor of the page its ``old`` name too (an empty span at its start:
    in a table row, at the start of its first cell), unless the page already has it."""
    for old, new in pairs:
        if re.search(rf'\bid="{re.escape(old)}"', html):
            continue
        start = re.search(rf'<(\w+)\b[^>]*\bid="{re.escape(new)}"[^>]*>', html)
        if start is None:
            continue
        alias = f'<span id="{old}"></span>'
        at = start.end()
        if start.group(1).lower() == "tr":
            cell = re.compile(r"<t[dh]\b[^>]*>").search(html, at)
            at = cell.end() if cell else at
        elif start.group(1).lower() in ("img", "input", "br", "hr"):
            at = start.start()
        html = html[:at] + alias + html[at:]
    return html


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files,
                    **kwargs: Any) -> str:
    """Keep each anchor renamed on this page working under its old name."""
    here = page_path(page)
    pairs = [(old[1], new[1]) for old, new in renames(loaded(), page_lang(page)).items()
             if old[0] == here and new[0] == here]
    return add_aliases(html, pairs) if pairs else html


# --- The anchors of the built site ---------------------------------------------------------

class _Ids(HTMLParser):
    """The ``id`` of every element inside the page's ``<article>``, in order."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self._article = 0
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._article += tag == "article"
        ident = dict(attrs).get("id")
        if self._article and ident:
            self.ids.append(ident)

    def handle_endtag(self, tag: str) -> None:
        self._article -= tag == "article" and self._article > 0


def page_anchors(html: str) -> list[str]:
    """The anchors of one built page, in the order they stand."""
    return _Ids(html).ids


def site_anchors(site: Path) -> dict[str, dict[str, list[str]]]:
    """Every page's anchors, by language and page address: ``{"en": {"sources/": [...]}}``."""
    found: dict[str, dict[str, list[str]]] = {lang: {} for lang in LANGS}
    for path in sorted(site.rglob("index.html")):
        parts = path.relative_to(site).parent.parts
        lang = "de" if parts[:1] == ("de",) else "en"
        address = "".join(p + "/" for p in parts[1 if lang == "de" else 0:])
        text = path.read_text(encoding="utf-8")
        if "<article" in text:
            found[lang][address] = sorted(set(page_anchors(text)))
    return found


def read_golden(path: Path = GOLDEN) -> dict[str, dict[str, list[str]]]:
    """The committed list of anchors (empty if there is none yet)."""
    if not path.exists():
        return {lang: {} for lang in LANGS}
    data: dict[str, dict[str, list[str]]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def write_golden(data: Mapping[str, Mapping[str, Iterable[str]]], path: Path = GOLDEN) -> None:
    """Write the list, sorted, one page per line, so that a change reads well in a diff."""
    lines = ["{"]
    for i, lang in enumerate(LANGS):
        lines.append(f'  "{lang}": {{')
        pages = sorted(data.get(lang, {}).items())
        for j, (address, ids) in enumerate(pages):
            comma = "," if j < len(pages) - 1 else ""
            lines.append(f"    {json.dumps(address)}: {json.dumps(sorted(set(ids)))}{comma}")
        lines.append("  }" + ("," if i < len(LANGS) - 1 else ""))
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _resolve(anchor: Anchor, moves: Mapping[Anchor, Anchor], present: set[Anchor]) -> \
        Anchor | None:
    """Follow renames from ``anchor`` to one on the site; None if the chain ends elsewhere."""
    seen = {anchor}
    while anchor not in present:
        if anchor not in moves:
            return None
        anchor = moves[anchor]
        if anchor in seen:
            return None
        seen.add(anchor)
    return anchor


def check(golden: Mapping[str, Mapping[str, Iterable[str]]],
          built: Mapping[str, Mapping[str, Iterable[str]]],
          changes: Iterable[Change]) -> list[str]:
    """What is wrong with the site's anchors (an empty list if nothing is)."""
    changes = tuple(changes)
    problems = []
    for lang in LANGS:
        present = {(page, i) for page, ids in built.get(lang, {}).items() for i in ids}
        listed = {(page, i) for page, ids in golden.get(lang, {}).items() for i in ids}
        moves = renames(changes, lang)
        for page, anchor in sorted(present - listed):
            problems.append(f"{lang}: {page}#{anchor} is a new anchor, not in "
                            f"tests/golden/anchors.json (if it is to stay, add it with "
                            f"scripts/anchors.py --update)")
        for old in sorted(listed - present):
            if old not in moves:
                problems.append(f"{lang}: {old[0]}#{old[1]} disappeared, and no entry of "
                                f"data/changes.toml names it as renamed")
            elif _resolve(old, moves, present) is None:
                problems.append(f"{lang}: {old[0]}#{old[1]} is renamed to "
                                f"{moves[old][0]}#{moves[old][1]}, which is not on the site")
        for old, new in sorted(moves.items()):
            if _resolve(new, moves, present) is None:
                problems.append(f"{lang}: the replacement {new[0]}#{new[1]} of "
                                f"{old[0]}#{old[1]} is not on the site")
            elif old[0] == new[0] and old not in present:
                problems.append(f"{lang}: {old[0]}#{old[1]} was renamed on the same page but "
                                f"is not kept as an alias")
    return problems
