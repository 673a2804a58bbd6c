"""Cotton's text from the TEI files: extraction, normalisation and HTML rendering.

Not a hook itself: the library behind ``hooks/cotton.py`` and the edition tests. It reads the
EEBO-TCP TEI editions kept in ``sources/`` (CC0) with the standard library only.

Documented normalisations (used for comparing texts, never for what is shown):
words broken at a line end (``<g ref="char:EOLhyphen"/>``) are joined; runs of white
space become one space; long s (``ſ``) is read as ``s``; the one illegible letter of the
1674 Penneech chapter (``<gap>``) is read as the letter the 1687 edition prints ("n").
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

SOURCES = Path(__file__).resolve().parent.parent / "sources"
TEI = "{http://www.tei-c.org/ns/1.0}"
EDITION_1674 = SOURCES / "A34637.xml"
EDITION_1687 = SOURCES / "B02403.xml"
#: The page images of the 1674 copy (Jisc Historical Texts); ``{image}`` is the TCP image.
IMAGE_URL = ("https://data.historicaltexts.jisc.ac.uk/view?pubId=eebo-12240145e"
             "&pageId=eebo-12240145e-56740-{image}")
GAP_SUPPLIED = "n"

# Markers in the intermediate text; private-use characters never occur in the sources.
PB, HI_ON, HI_OFF, GAP = "\ue000", "\ue001", "\ue002", "\ue003"


@dataclass(frozen=True)
class Chapter:
    """A chapter as marked-up text: paragraphs with page-break, italic and gap markers."""

    head: str
    paragraphs: list[str]
    pages: list[tuple[str, str]]  # (page number, TCP image) in order of the PB markers
    first_page: str


def _tree(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


def _walk(elem: ET.Element, out: list[str], pages: list[tuple[str, str]]) -> None:
    tag = elem.tag.replace(TEI, "")
    if tag == "pb":
        facs = elem.get("facs", "")
        pages.append((elem.get("n", ""), facs.rsplit(":", 1)[-1]))
        out.append(PB)
    elif tag == "gap":
        out.append(GAP)
        out.append(elem.tail or "")
        return
    elif tag == "g" and elem.get("ref") == "char:EOLhyphen":
        out.append("\ue004")  # join marker: removed together with the following white space
    elif tag == "hi":
        out.append(HI_ON)
    if tag not in ("gap", "pb", "g", "desc"):
        out.append(elem.text or "")
    for child in elem:
        _walk(child, out, pages)
    if tag == "hi":
        out.append(HI_OFF)
    out.append(elem.tail or "")


def _clean(text: str) -> str:
    text = re.sub("\ue004\\s*", "", text)
    return " ".join(text.split())


def chapters(path: Path) -> list[tuple[ET.Element, str]]:
    """Every chapter ``div`` with the printed page it starts on."""
    root = _tree(path)
    result = []
    page = ""
    for elem in root.iter():
        tag = elem.tag.replace(TEI, "")
        if tag == "pb" and elem.get("n"):
            page = elem.get("n", "")
        if tag == "div" and elem.get("type") == "chapter":
            result.append((elem, page))
    return result


def read_chapter(path: Path, title: str) -> Chapter:
    """The chapter whose heading contains ``title`` (case-insensitive)."""
    for div, page in chapters(path):
        heads = [h for h in div if h.tag == TEI + "head"]
        head_text = " ".join(_clean("".join(h.itertext())) for h in heads)
        if title.lower() not in head_text.lower():
            continue
        paragraphs: list[str] = []
        pages: list[tuple[str, str]] = []
        pending = ""
        for child in div:
            tag = child.tag.replace(TEI, "")
            if tag == "pb":
                pages.append((child.get("n", ""), child.get("facs", "").rsplit(":", 1)[-1]))
                if paragraphs:
                    paragraphs[-1] += PB
                else:
                    pending += PB
            elif tag == "p":
                out: list[str] = []
                _walk(child, out, pages)
                paragraphs.append(pending + _clean("".join(out)))
                pending = ""
        first = pages[0][0] if pages and paragraphs and paragraphs[0].startswith(PB) else page
        return Chapter(head_text, paragraphs, pages, first)
    raise KeyError(f"no chapter titled {title!r} in {path.name}")


def plain(text: str) -> str:
    """Marked-up text as plain words: markers removed, the gap supplied, long s read as s."""
    text = text.replace(GAP, GAP_SUPPLIED).replace("ſ", "s")
    text = re.sub(f"[{PB}{HI_ON}{HI_OFF}]", "", text)
    return " ".join(text.split())


def words(text: str) -> list[str]:
    """The words of a text, for word-by-word comparison (punctuation kept on the word)."""
    return plain(text).split()


def penneech(path: Path = EDITION_1674) -> Chapter:
    """Chapter "A Game called PENNEECH" of an edition."""
    return read_chapter(path, "PENNEECH")


def chapter_text(path: Path, title: str) -> str:
    """A whole chapter as plain normalised text, with page markers ``[p. N]``."""
    chap = read_chapter(path, title)
    numbers = iter(n for n, _ in chap.pages)
    text = " ".join(chap.paragraphs)
    out = []
    for ch in text:
        out.append(f" [p. {next(numbers, '?')}] " if ch == PB else ch)
    return plain("".join(out))


def _bare(word: str) -> str:
    """A word without its punctuation, for matching quotations."""
    return re.sub(r"[^\w'-]", "", word)


def find_quote(path: Path, quote: str) -> tuple[str, str]:
    """The chapter heading and printed page where ``quote`` begins (normalised match)."""
    target = [_bare(w) for w in plain(quote).split()]
    for div, page in chapters(path):
        heads = [h for h in div if h.tag == TEI + "head"]
        head_text = " ".join(_clean("".join(h.itertext())) for h in heads)
        out: list[str] = []
        pages: list[tuple[str, str]] = []
        for child in div:
            if child.tag != TEI + "head":
                _walk(child, out, pages)
                out.append(" ")
        marked = _clean("".join(out)).replace(PB, f" {PB} ")
        tokens: list[tuple[str, str]] = []  # (word, page it stands on)
        current, breaks = page, 0
        for token in marked.split():
            if token == PB:
                current = pages[breaks][0]
                breaks += 1
            else:
                word = _bare(plain(token))
                if word:
                    tokens.append((word, current))
        words_only = [w for w, _ in tokens]
        n = len(target)
        for i in range(len(words_only) - n + 1):
            if words_only[i:i + n] == target:
                return head_text, tokens[i][1]
    raise KeyError(f"quote not found: {quote!r}")


def render(text: str, links: list[tuple[str, str, str]] | None = None) -> str:
    """Marked-up text as HTML: italics, page breaks linked to the page images, the gap.

    ``links`` are ``(phrase, href, attrs)``: each phrase (matched on the plain text) is
    wrapped in a link, so a reader can click it.
    """
    # Map plain-text offsets to offsets in the marked-up text.
    marked = text
    plain_chars: list[str] = []
    index_map: list[int] = []
    for i, ch in enumerate(marked):
        if ch in (PB, HI_ON, HI_OFF):
            continue
        if ch == " " and plain_chars and plain_chars[-1] == " ":
            continue
        plain_chars.append(GAP_SUPPLIED if ch == GAP else ch)
        index_map.append(i)
    flat = "".join(plain_chars)
    inserts: dict[int, list[str]] = {}
    for phrase, href, attrs in links or []:
        start = flat.find(phrase)
        if start < 0:
            raise KeyError(f"phrase not in the text: {phrase!r}")
        end = start + len(phrase)
        inserts.setdefault(index_map[start], []).append(f'<a href="{href}"{attrs}>')
        close = index_map[end - 1] + 1
        inserts.setdefault(close, []).insert(0, "</a>")
    out: list[str] = []
    for i, ch in enumerate(marked + " "):
        for tag in inserts.get(i, []):
            out.append(tag)
        if i == len(marked):
            break
        if ch == PB:
            out.append("\ue010")
        elif ch == HI_ON:
            out.append("<em>")
        elif ch == HI_OFF:
            out.append("</em>")
        elif ch == GAP:
            out.append('<span class="tei-gap" title="illegible in the 1674 copy; '
                       'supplied from the 1687 edition, p. 105">[n]</span>')
        else:
            out.append(html.escape(ch, quote=False))
    return "".join(out)


def page_break_html(number: str, image: str) -> str:
    """A visible, linked page-break marker."""
    return (f'<a class="tei-pb" href="{IMAGE_URL.format(image=image)}" '
            f'title="page {number}, image of the 1674 copy">[p. {number}]</a>')


def fill_page_breaks(rendered: str, pages: list[tuple[str, str]]) -> str:
    """Replace the page-break placeholders of ``render`` output, in order."""
    items = iter(pages)
    def repl(_: re.Match[str]) -> str:
        number, image = next(items)
        return page_break_html(number, image)
    return re.sub("\ue010", repl, rendered)


def header_facts(path: Path) -> dict[str, str]:
    """Bibliographic facts from a TEI header: title, imprint, identifiers, licence."""
    root = _tree(path)
    header = root.find(f"{TEI}teiHeader")
    assert header is not None
    file_desc = header.find(f"{TEI}fileDesc")
    assert file_desc is not None

    def text(elem: ET.Element | None) -> str:
        return " ".join("".join(elem.itertext()).split()) if elem is not None else ""

    source = file_desc.find(f"{TEI}sourceDesc/{TEI}biblFull")
    pub = file_desc.find(f"{TEI}publicationStmt")
    assert pub is not None and source is not None
    ids = {f"{i.get('type')}:{text(i)}" for i in pub.findall(f"{TEI}idno")}
    stc = sorted(text(i) for i in pub.findall(f"{TEI}idno") if i.get("type") == "STC")
    return {
        "title": text(source.find(f"{TEI}titleStmt/{TEI}title")),
        "author": text(source.find(f"{TEI}titleStmt/{TEI}author")),
        "imprint": " ".join(text(source.find(f"{TEI}publicationStmt/{TEI}{t}"))
                            for t in ("pubPlace", "publisher", "date")),
        "extent": text(source.find(f"{TEI}extent")),
        "wing": next((s for s in stc if s.startswith("Wing")), ""),
        "estc": next((s for s in stc if s.startswith("ESTC")), ""),
        "tcp": next((i.split(":", 1)[1] for i in ids if i.startswith("DLPS:")), ""),
        "transcribed": text(pub.find(f"{TEI}date")),
        "licence": text(pub.find(f"{TEI}availability")),
    }
