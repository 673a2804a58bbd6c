"""Cotton's text from the TEI files: extraction, normalisation and HTML rendering.

Not a hook itself: the library behind ``sitegen/cotton.py`` and the edition tests. It reads the
EEBO-TCP TEI editions kept in ``sources/`` (CC0) with the standard library only.

Documented normalisations (used for comparing texts, never for what is shown):
words broken at a line end (``<g ref="char:EOLhyphen"/>``) are joined; runs of white
space become one space; long s (``ſ``) is read as ``s``. In a chapter the site edits
(``edited_chapter``), every illegible place of 1674 (``<gap>``: a letter, a few letters or a
word) is supplied with what the 1687 edition prints there, found by aligning the two
chapters word by word (Penneech: "seve[n]"; Picket: "R[u]ff", "val[ue]", …); the build stops
if a place cannot be supplied so. Elsewhere in the book an illegible place is read as "n".

Quotations (``locate``, ``check_quote``) are matched word by word on this normalised text, a
typographic apostrophe read as Cotton's straight one; spelling and capitals must be Cotton's.
Punctuation must be Cotton's too: between two quoted words the quotation carries exactly the
marks the book has there, and a mark at either end of a quotation must be the book's (a
quotation may leave off the marks at its ends). Square brackets are the editor's: they are
not compared, and they are required where the quotation supplies what the copy of 1674 does
not show (``seve[n]``), so that no emendation is silent. Page numbers come from ``<pb n>``;
leaves without a printed number are "unnumbered".
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
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
# A supplied gap is GAP + the supplied letters + GAP_END; a bare GAP is one not supplied.
PB, HI_ON, HI_OFF, GAP, GAP_END = "\ue000", "\ue001", "\ue002", "\ue003", "\ue005"
#: Placeholders in ``render`` output, filled in order by ``fill_page_breaks``/``fill_gaps``.
PB_SLOT, GAP_SLOT = "\ue010", "\ue011"
SUPPLIED = re.compile(f"{GAP}([^{GAP_END}]*){GAP_END}")


@dataclass(frozen=True)
class Chapter:
    """A chapter as marked-up text: paragraphs with page-break, italic and gap markers."""

    head: str
    paragraphs: list[str]
    pages: list[tuple[str, str]]  # (page number, TCP image) in order of the PB markers
    first_page: str
    #: The TCP image of ``first_page`` when the chapter does not begin with a page break.
    first_image: str = ""
    #: Each supplied gap in order: (the letters supplied, the 1687 page they are read on).
    gaps: tuple[tuple[str, str], ...] = ()


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
    # White space before the join marker comes from markup (a gap just before the line end).
    text = re.sub("\\s*\ue004\\s*", "", text)
    return " ".join(text.split())


def chapters(path: Path) -> list[tuple[ET.Element, str, str]]:
    """Every chapter ``div`` with the printed page it starts on and that page's TCP image."""
    root = _tree(path)
    result = []
    page = image = ""
    for elem in root.iter():
        tag = elem.tag.replace(TEI, "")
        if tag == "pb" and elem.get("n"):
            page, image = elem.get("n", ""), elem.get("facs", "").rsplit(":", 1)[-1]
        if tag == "div" and elem.get("type") == "chapter":
            result.append((elem, page, image))
    return result


def heading_key(text: str) -> str:
    """A heading as chapters are found by it: capitals, and the printer's V read as U.

    The 1674 heading prints "ALL-FOVRS" where 1687 prints "ALL-FOURS" (the capital V for U
    of the older type), so one title finds the chapter in both editions.

    >>> heading_key("A Game at ALL-FOVRS.") == heading_key("A Game at ALL-Fours.")
    True
    """
    return text.upper().replace("V", "U")


def in_heading(title: str, heading: str) -> bool:
    """Whether a chapter's ``heading`` contains ``title`` (``heading_key`` applied to both)."""
    return heading_key(title) in heading_key(heading)


def read_chapter(path: Path, title: str) -> Chapter:
    """The chapter whose heading contains ``title`` (``in_heading``: case and the printer's
    V for U do not matter)."""
    for div, page, image in chapters(path):
        heads = [h for h in div if h.tag == TEI + "head"]
        head_text = " ".join(_clean("".join(h.itertext())) for h in heads)
        if not in_heading(title, head_text):
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
        if pages and paragraphs and paragraphs[0].startswith(PB):
            return Chapter(head_text, paragraphs, pages, pages[0][0])
        return Chapter(head_text, paragraphs, pages, page, image)
    raise KeyError(f"no chapter titled {title!r} in {path.name}")


def plain(text: str) -> str:
    """Marked-up text as plain words: markers removed, gaps supplied, long s read as s."""
    text = SUPPLIED.sub(r"\1", text)
    text = text.replace(GAP, GAP_SUPPLIED).replace("ſ", "s")
    text = re.sub(f"[{PB}{HI_ON}{HI_OFF}]", "", text)
    return " ".join(text.split())


def shown(text: str) -> str:
    """Marked-up text as the site prints it: ``plain``, but supplied letters in brackets."""
    return plain(SUPPLIED.sub(r"[\1]", text))


def unbracketed(span: str) -> str:
    """A span of the edited text without the brackets round supplied letters."""
    return span.replace("[", "").replace("]", "")


def with_brackets(span: str, chapter: Chapter) -> str:
    """``span`` (plain words of ``chapter``) with the letters supplied in it bracketed.

    So that no quotation of the edited text supplies an illegible place silently. Raises
    ``KeyError`` if ``span`` is not in the chapter.
    """
    bracketed = " ".join(shown(p) for p in chapter.paragraphs)
    # The index in ``bracketed`` of every character of the plain text.
    index = [i for i, ch in enumerate(bracketed) if ch not in "[]"]
    flat = "".join(bracketed[i] for i in index)
    start = flat.find(unbracketed(span))
    if start < 0:
        raise KeyError(f"not in the chapter: {span!r}")
    end = start + len(unbracketed(span))
    text = bracketed[index[start]:index[end - 1] + 1]
    # A bracket closing right after the span belongs to it.
    if index[end - 1] + 1 < len(bracketed) and bracketed[index[end - 1] + 1] == "]":
        text += "]"
    return text


def paged_words(chapter: Chapter, *, long_s: bool = False) -> list[tuple[str, str]]:
    """Every word of a chapter (normalised, bare gaps kept) with the printed page it is on.

    A word that runs onto the next page stands on the page where it begins. With
    ``long_s`` the long s is kept as printed (for quoting 1687 as the site quotes it).
    """
    numbers = iter(n for n, _ in chapter.pages)
    page = chapter.first_page
    result = []
    for token in " ".join(chapter.paragraphs).split():
        bare = re.sub(f"[{HI_ON}{HI_OFF}]", "", SUPPLIED.sub(r"\1", token))
        bare = bare if long_s else bare.replace("ſ", "s")
        while bare.startswith(PB):
            page, bare = next(numbers, "?"), bare[1:]
        word = bare.replace(PB, "")
        if word:
            result.append((word, page))
        for _ in range(bare.count(PB)):
            page = next(numbers, "?")
    return result


def supply_gaps(chapter: Chapter, witness: Chapter) -> Chapter:
    """``chapter`` with each illegible place supplied from the same place in ``witness``.

    The two chapters are aligned word by word; a word with a gap must stand in a changed
    stretch of as many words on both sides, and its counterpart must read as the word with
    letters in place of each gap ("R•ff," and "Ruff," give "u"). Raises ``ValueError``
    naming the word otherwise, so a gap is never filled by guesswork.
    """
    ours, theirs = paged_words(chapter), paged_words(witness)
    a, b = [w for w, _ in ours], [w for w, _ in theirs]
    fills: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        gapped = [i for i in range(i1, i2) if GAP in a[i]]
        if not gapped:
            continue
        if op != "replace" or i2 - i1 != j2 - j1:
            raise ValueError(f"cannot align the illegible word {a[gapped[0]]!r} with the "
                             f"other edition ({' '.join(b[j1:j2])!r})")
        for i in gapped:
            word, page = theirs[j1 + i - i1]
            pattern = "(.+?)".join(re.escape(part) for part in a[i].split(GAP))
            match = re.fullmatch(pattern, word)
            if match is None:
                raise ValueError(f"the other edition reads {word!r} where 1674 has the "
                                 f"illegible {a[i]!r}: the gap cannot be supplied")
            fills.extend((letters, page) for letters in match.groups())
    if len(fills) != sum(p.count(GAP) for p in chapter.paragraphs):
        raise ValueError("not every illegible place of the chapter was supplied")
    slots = iter(fills)
    paragraphs = [re.sub(GAP, lambda _: GAP + next(slots)[0] + GAP_END, p)
                  for p in chapter.paragraphs]
    return dataclasses.replace(chapter, paragraphs=paragraphs, gaps=tuple(fills))


@functools.cache
def edited_chapter(title: str) -> Chapter:
    """A chapter of 1674 as the site shows it: its gaps supplied from the 1687 edition."""
    return supply_gaps(read_chapter(EDITION_1674, title), read_chapter(EDITION_1687, title))


def words(text: str) -> list[str]:
    """The words of a text, for word-by-word comparison (punctuation kept on the word)."""
    return plain(text).split()


def penneech(path: Path = EDITION_1674) -> Chapter:
    """Chapter "A Game called PENNEECH" of an edition (1674: its gap supplied from 1687)."""
    if path == EDITION_1674:
        return edited_chapter("PENNEECH")
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
    for div, page, _ in chapters(path):
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


GAP_TITLE = {
    "en": "illegible to the TCP keyers in the filmed copy of 1674; supplied from the 1687 "
          "edition, p. {page}",
    "de": "für die TCP-Erfasser im verfilmten Exemplar von 1674 unleserlich; ergänzt nach "
          "der Ausgabe von 1687, S. {page}",
}


def _opened(span: str) -> bool:
    """Whether ``span`` opens an italic run or a gap that it does not close."""
    return span.count(HI_ON) > span.count(HI_OFF) or span.count(GAP) > span.count(GAP_END)


def render(text: str, links: list[tuple[str, str, str]] | None = None) -> str:
    """Marked-up text as HTML: italics, page breaks and supplied gaps as placeholders.

    ``links`` are ``(phrase, href, attrs)``: each phrase (matched on the plain text) is
    wrapped in a link, so a reader can click it. Page breaks and gaps come out as
    placeholders for ``fill_page_breaks`` and ``fill_gaps``; the supplied letters of a gap
    are shown in brackets.
    """
    # Map plain-text offsets to offsets in the marked-up text.
    marked = text
    plain_chars: list[str] = []
    index_map: list[int] = []
    for i, ch in enumerate(marked):
        if ch in (PB, HI_ON, HI_OFF, GAP, GAP_END):
            continue
        if ch == " " and plain_chars and plain_chars[-1] == " ":
            continue
        plain_chars.append(ch)
        index_map.append(i)
    flat = "".join(plain_chars)
    inserts: dict[int, list[str]] = {}
    for phrase, href, attrs in links or []:
        start = flat.find(phrase)
        if start < 0:
            raise KeyError(f"phrase not in the text: {phrase!r}")
        end = start + len(phrase)
        # A link never cuts a gap's brackets or an italic run it begins or ends at: it
        # opens before and closes after their markers, so the HTML stays well nested.
        opening = index_map[start]
        while opening and marked[opening - 1] in (GAP, HI_ON) and not _opened(
                marked[opening - 1:index_map[end - 1] + 1]):
            opening -= 1
        close = index_map[end - 1] + 1
        # A phrase ending inside an italic run just before the run's own closing mark
        # ("in <em>Kent</em>," where the print italicises "Kent,") takes that mark in.
        tail = re.match(f"[^\\w\\s{PB}{HI_ON}{GAP}]*{HI_OFF}", marked[close:])
        if tail and _opened(marked[opening:close]):
            close += tail.end()
        while close < len(marked) and marked[close] in (GAP_END, HI_OFF) and _opened(
                marked[opening:close]):
            close += 1
        inserts.setdefault(opening, []).append(f'<a href="{href}"{attrs}>')
        inserts.setdefault(close, []).insert(0, "</a>")
    out: list[str] = []
    for i, ch in enumerate(marked + " "):
        for tag in inserts.get(i, []):
            out.append(tag)
        if i == len(marked):
            break
        if ch == PB:
            out.append(PB_SLOT)
        elif ch == HI_ON:
            out.append("<em>")
        elif ch == HI_OFF:
            out.append("</em>")
        elif ch == GAP:
            out.append(f'<span class="tei-gap" title="{GAP_SLOT}">[')
        elif ch == GAP_END:
            out.append("]</span>")
        else:
            out.append(html.escape(ch, quote=False))
    return "".join(out)


def page_break_html(number: str, image: str, lang: str = "en") -> str:
    """A visible, linked page-break marker ("[p. 148]", on German pages "[S. 148]")."""
    if lang == "de":
        title = f"Seite {number}: Bild {image} des verfilmten Exemplars von 1674"
        label = f"[S. {number}]"
    else:
        title = f"page {number}: image {image} of the filmed copy of 1674"
        label = f"[p. {number}]"
    return (f'<a class="tei-pb" href="{IMAGE_URL.format(image=image)}" '
            f'title="{title}">{label}</a>')


def fill_page_breaks(rendered: str, pages: list[tuple[str, str]], lang: str = "en") -> str:
    """Replace the page-break placeholders of ``render`` output, in order."""
    items = iter(pages)
    def repl(_: re.Match[str]) -> str:
        number, image = next(items)
        return page_break_html(number, image, lang)
    return re.sub(PB_SLOT, repl, rendered)


def fill_gaps(rendered: str, gaps: Iterator[tuple[str, str]], lang: str = "en") -> str:
    """Give each supplied gap of ``render`` output its title (where 1687 has the reading).

    ``gaps`` is shared by the paragraphs of a chapter and consumed in order.
    """
    def repl(_: re.Match[str]) -> str:
        page = next(gaps)[1]
        return GAP_TITLE[lang].format(page=page)
    return re.sub(GAP_SLOT, repl, rendered)


def header_facts(path: Path) -> dict[str, str]:
    """Bibliographic facts from a TEI header: title, imprint, identifiers, licence (a copy:
    the file is read once per build, not once per page image linked)."""
    return dict(_header_facts(path))


@functools.cache
def _header_facts(path: Path) -> dict[str, str]:
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
    notes = [text(n) for n in source.findall(f"{TEI}notesStmt/{TEI}note")]
    title_page = ""
    body = _tree(path).find(f"{TEI}text")
    for div in body.iter(f"{TEI}div") if body is not None else ():
        if div.get("type") == "title_page":
            for para in div.iter(f"{TEI}p"):
                if "LONDON" in "".join(para.itertext()):
                    title_page = text(para).replace("ſ", "s")
            break
    idnos = {i.get("type"): text(i) for i in pub.findall(f"{TEI}idno")}
    return {
        "notes": " ".join(notes),
        "title_page": title_page,
        "eebo": idnos.get("EEBO-CITATION", ""),
        "images": idnos.get("VID", ""),
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



# --- Quotations: where a quotation of Cotton stands in an edition ---------------------------

#: The editions a quotation may cite, by the year given in ``data-edition``.
EDITIONS: dict[str, Path] = {"1674": EDITION_1674, "1687": EDITION_1687}
#: Cotton's sources kept in ``sources/`` that a quotation may cite, by TCP id: they are read
#: and matched exactly as Cotton's editions are.
WITNESSES: dict[str, Path] = {"A92043": SOURCES / "A92043.xml"}
#: Every keyed text in ``sources/`` by the key a page-image link names: TCP id or edition year.
FACSIMILE_TEXTS: dict[str, Path] = {"1674": EDITION_1674, "1687": EDITION_1687,
                                    "A92043": WITNESSES["A92043"]}
#: A page image on Jisc Historical Texts, the pattern of ``IMAGE_URL`` with the EEBO
#: citation number and the TCP image set (``VID``) of any of the texts: both come from the
#: TEI header, the image number from the ``facs`` value (``tcp:VID:N``) of the page's ``pb``.
FACSIMILE_URL = ("https://data.historicaltexts.jisc.ac.uk/view?pubId=eebo-{eebo}e"
                 "&pageId=eebo-{eebo}e-{vid}-{image}")
_IMAGES: dict[Path, dict[str, str]] = {}


def page_images(path: Path) -> dict[str, str]:
    """The TCP image number of every printed page of a text, from the ``facs`` of its ``pb``.

    A page printed without a number just before page 2 (the first page of the 1651 text) is
    ``"[1]"``; other unnumbered leaves are left out. Two pages often share one image (an
    opening filmed on one frame).
    """
    if path not in _IMAGES:
        text = _tree(path).find(f"{TEI}text")
        if text is None:
            raise KeyError(f"{path.name} has no <text> element")
        images: dict[str, str] = {}
        last_unnumbered = ""
        for pb in text.iter(f"{TEI}pb"):
            number, image = pb.get("n", ""), pb.get("facs", "").rsplit(":", 1)[-1]
            if not number:
                last_unnumbered = image
                continue
            if number == "2" and last_unnumbered and "[1]" not in images:
                images["[1]"] = last_unnumbered
            images.setdefault(number, image)
        _IMAGES[path] = images
    return _IMAGES[path]


def facsimile_url(text: str, page: str) -> str:
    """The address of the image of printed ``page`` of ``text`` (a key of
    ``FACSIMILE_TEXTS``); ``KeyError`` naming the text and page if it has no such page."""
    path = FACSIMILE_TEXTS[text]
    images = page_images(path)
    if page not in images:
        raise KeyError(f"{path.name} has no printed page {page!r}")
    facts = header_facts(path)
    return FACSIMILE_URL.format(eebo=facts["eebo"], vid=facts["images"], image=images[page])


#: How a left-out stretch is marked inside a quotation.
ELLIPSIS = re.compile(r"\s*(?:…|\.\.\.)\s*")
#: A page locator of a quotation: one printed page ("149") or a range ("86–87").
PAGES = re.compile(r"^(\d+)(?:[–-](\d+))?$")
#: The page label of leaves without a printed page number (the front matter).
UNNUMBERED = "unnumbered"
#: How far apart (in words) the pieces of a quotation with " … " may stand.
SPAN = 300
HEAD_ON = "\ue006"


@dataclass(frozen=True)
class Occurrence:
    """Where a quotation stands: first and last printed page and the heading above it."""

    first: str
    last: str
    chapter: str

    @property
    def pages(self) -> str:
        """The page locator as the site writes it: "149" or "148–149"."""
        return self.first if self.first == self.last else f"{self.first}–{self.last}"


def quote_words(text: str) -> list[str]:
    """The words of a quotation as they are matched: punctuation and brackets left out.

    Typographic apostrophes are read as the straight apostrophe of the TEI text; spelling,
    capitals and apostrophes must otherwise be Cotton's.
    """
    return [word for word, _, _, _ in quote_tokens(text)]


#: The characters of a word that are matched (``_bare``); everything else is punctuation.
_WORD_CHAR = re.compile(r"[\w'-]")


def _marks(token: str) -> tuple[str, str, str]:
    """A token as (marks before the word, the word, marks after it); brackets dropped."""
    token = token.replace("[", "").replace("]", "")
    chars = [i for i, ch in enumerate(token) if _WORD_CHAR.match(ch)]
    if not chars:
        return token, "", ""
    return token[:chars[0]], _bare(token), token[chars[-1] + 1:]


def quote_tokens(text: str) -> list[tuple[str, str, str, bool]]:
    """A quotation's words as (word, marks before, marks after, has brackets).

    A token of marks only (a dash standing alone) is joined to the word before it.
    """
    text = text.replace("\u2019", "'").replace("\u02bc", "'")
    out: list[tuple[str, str, str, bool]] = []
    pending = ""
    for raw in text.split():
        before, word, after = _marks(plain(raw))
        if not word:
            if out:
                w, b, a, br = out[-1]
                out[-1] = (w, b, a + before, br)
            else:
                pending += before
            continue
        out.append((word, pending + before, after, "[" in raw))
        pending = ""
    return out


def _flatten(elem: ET.Element, out: list[str], pages: list[str]) -> None:
    """The text of ``elem`` in document order, with page-break and heading markers."""
    tag = elem.tag.replace(TEI, "")
    if tag == "pb":
        pages.append(elem.get("n", "") or UNNUMBERED)
        out.append(f" {PB} ")
    elif tag == "gap":
        out.append(GAP)
    elif tag == "g" and elem.get("ref") == "char:EOLhyphen":
        out.append("\ue004")
    elif tag == "head":
        out.append(f" {HEAD_ON} ")
    if tag not in ("gap", "pb", "g", "desc"):
        out.append(elem.text or "")
    for child in elem:
        _flatten(child, out, pages)
    if tag == "head":
        out.append(f" {HEAD_ON} ")
    out.append(elem.tail or "")


_TOKENS: dict[Path, list[tuple[str, str, str]]] = {}
#: For each word of ``book_tokens``: (marks before, marks after, whether 1674 shows a gap).
_MARKS: dict[Path, list[tuple[str, str, bool]]] = {}


def book_tokens(path: Path) -> list[tuple[str, str, str]]:
    """Every word of the book as ``(word, printed page, latest heading)``, in order.

    Words are normalised as described at the top of this module and stripped of
    punctuation; leaves without a printed number are ``"unnumbered"``.
    """
    if path not in _TOKENS:
        text = _tree(path).find(f"{TEI}text")
        if text is None:
            raise KeyError(f"{path.name} has no <text> element")
        out: list[str] = []
        pages: list[str] = []
        _flatten(text, out, pages)
        breaks = iter(pages)
        page, heading, in_head = UNNUMBERED, "", False
        head_words: list[str] = []
        tokens: list[tuple[str, str, str]] = []
        marks: list[tuple[str, str, bool]] = []
        pending = ""
        for token in _clean("".join(out)).split():
            if token == PB:
                page = next(breaks)
            elif token == HEAD_ON:
                in_head = not in_head
                if in_head:
                    head_words = []
                else:
                    heading = " ".join(head_words)
            else:
                if in_head:
                    head_words.append(token.replace(GAP, GAP_SUPPLIED))
                before, word, after = _marks(plain(token))
                if word:
                    tokens.append((word, page, heading))
                    marks.append((pending + before, after, GAP in token))
                    pending = ""
                elif marks:
                    b, a, gap = marks[-1]
                    marks[-1] = (b, a + before, gap)
                else:
                    pending += before
        _TOKENS[path] = tokens
        _MARKS[path] = marks
    return _TOKENS[path]


_WORDS: dict[Path, tuple[list[str], dict[str, list[int]]]] = {}


def _word_index(path: Path) -> tuple[list[str], dict[str, list[int]]]:
    """The book's words in order (``book_tokens``), and where each word stands: a quotation
    is looked for only where its first word is, not at every word of the book."""
    if path not in _WORDS:
        words = [w for w, _, _ in book_tokens(path)]
        where: dict[str, list[int]] = {}
        for i, w in enumerate(words):
            where.setdefault(w, []).append(i)
        _WORDS[path] = (words, where)
    return _WORDS[path]


def _punctuation_problem(piece: list[tuple[str, str, str, bool]], start: int,
                         marks: list[tuple[str, str, bool]], first: bool,
                         last: bool) -> str:
    """What is wrong with the marks of a quoted piece found at ``start`` ("" if nothing).

    Between two words the marks must be the book's; at the ends of the quotation (``first``,
    ``last``) a mark may be left off but not added or changed. A word whose letters the copy
    of 1674 does not show must be quoted with the supplied letters in brackets.
    """
    for k, (word, before, after, bracketed) in enumerate(piece):
        book_before, book_after, gap = marks[start + k]
        if gap and not bracketed:
            return (f"{word!r} is illegible in the copy: mark the supplied letters in "
                    f"brackets")
        if k == 0 and first and before and before != book_before:
            return f"the book has {book_before!r} before {word!r}, not {before!r}"
        if k + 1 < len(piece):
            between = after + piece[k + 1][1]
            book = book_after + marks[start + k + 1][0]
            if between != book:
                return (f"between {word!r} and {piece[k + 1][0]!r} the book has "
                        f"{book or 'no mark'!r}, the quotation {between or 'no mark'!r}")
        elif last and after and after != book_after:
            return f"the book has {book_after or 'no mark'!r} after {word!r}, not {after!r}"
    return ""


@functools.cache
def _places(quote: str, edition: str) -> tuple[tuple[Occurrence, str], ...]:
    """Every place where the words of ``quote`` stand, with what is wrong with its marks
    (looked for once per build: the English and the German page quote the same words)."""
    texts = EDITIONS | WITNESSES
    if edition not in texts:
        raise KeyError(f"unknown edition {edition!r}; known: {', '.join(texts)}")
    pieces = [quote_tokens(p) for p in ELLIPSIS.split(quote.strip())]
    pieces = [p for p in pieces if p]
    if not pieces:
        raise ValueError("empty quotation")
    tokens = book_tokens(texts[edition])
    marks = _MARKS[texts[edition]]
    words, where = _word_index(texts[edition])
    wanted = [[w for w, _, _, _ in piece] for piece in pieces]
    found = []
    first = wanted[0]
    for start in where.get(first[0], ()):
        if words[start:start + len(first)] != first:
            continue
        starts = [start]
        end = start + len(first)
        for piece in wanted[1:]:
            n = len(piece)
            nxt = next((i for i in range(end, min(len(words) - n + 1, end + SPAN))
                        if words[i:i + n] == piece), None)
            if nxt is None:
                break
            starts.append(nxt)
            end = nxt + n
        else:
            problem = next((p for p in (
                _punctuation_problem(piece, at, marks, k == 0, k == len(pieces) - 1)
                for k, (piece, at) in enumerate(zip(pieces, starts, strict=True))) if p), "")
            found.append((Occurrence(tokens[start][1], tokens[end - 1][1],
                                     tokens[start][2]), problem))
    return tuple(found)


def locate(quote: str, edition: str = "1674", *, punctuation: bool = True) -> list[Occurrence]:
    """Every place where ``quote`` stands in an edition ("1674", "1687") or a ``WITNESSES`` text.

    Pieces separated by " … " must be found in order, at most ``SPAN`` words apart. With
    ``punctuation=False`` only the words are compared (to find a loose quotation, never to
    accept one).
    """
    return [place for place, problem in _places(quote, edition)
            if not (punctuation and problem)]


def check_quote(quote: str, pages: str, edition: str = "1674") -> Occurrence:
    """The occurrence of ``quote`` on ``pages`` ("149", "86–87") of an edition.

    Raises ``ValueError`` saying what is wrong: a malformed locator, a quotation not in the
    text, one whose punctuation or brackets are not the book's, or one that stands on other
    pages than stated.
    """
    if pages != UNNUMBERED and not PAGES.match(pages):
        raise ValueError(f"page locator {pages!r} is not a page or a range like 86–87")
    wanted = pages.replace("-", "–")
    places = _places(quote, edition)
    for place, problem in places:
        if place.pages == wanted and not problem:
            return place
    if not places:
        raise ValueError(f"not in the {edition} text: {quote!r}")
    problems = [problem for place, problem in places if place.pages == wanted and problem]
    if problems:
        raise ValueError(f"{quote!r} on p. {pages} of the {edition} text: {problems[0]}")
    raise ValueError(f"{quote!r} stands on p. {', '.join(p.pages for p, _ in places)} of "
                     f"the {edition} text, not on p. {pages}")
