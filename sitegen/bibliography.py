"""MkDocs hook: the bibliography, read once from ``docs/bibliography.bib`` (pybtex).

Markers:

- ``<!-- bibliography -->``: the formatted list of works, alphabetical by author (or editor,
  or publishing organisation) and year, each with an anchor named by its BibTeX key (the
  engine's citations link to these) and links to the text, the page images and the
  keyed source where the entry gives them;
- ``<!-- cite-pages -->``: a suggested citation for every page of the site in the page's
  language: author, page title, site title, version, the date of the page's text, and the
  page's address under ``site_url``; each has an anchor named after the page
  (``#cite-piquet-rules``, ``#cite-home``), the same in both languages, and links to the
  same citation as BibTeX and RIS (``cite/piquet-rules.bib``, ``.ris``, written by
  ``sitegen/page_metadata.py``);
- ``<!-- cite-site-bibtex -->``: the BibTeX entry for the site itself, with the configured
  address;
- ``[@key]`` or ``[@key, p. 12]`` anywhere: a short citation ("Cotton 1674, p. 12") linking
  to the entry on the sources page.

An entry with ``quotable = {yes}`` is a work whose own words the site may quote (out of
copyright: Cotton's editions, the 1651 translation, Cotgrave, Cavendish's laws); every
other work is cited for its facts in our words (``quotable``), so that a new source is
made quotable here, in its entry, and nowhere in the engine.

Every page ends with a line giving the project's version, the date of the page's text, a
link to that page's own suggested citation and its BibTeX and RIS downloads.

The date of a page's text is the date of the last commit that changed its Markdown source
(``git log``), or the data the page is written from where that is kept elsewhere
(``TEXT_SOURCES``); where git or the history is unavailable (a copy without ``.git``), the
build date is used instead. The version is the project's version in ``pyproject.toml``.
"""

from __future__ import annotations

import datetime
import functools
import re
import subprocess
import tomllib
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from pybtex.database import BibliographyData, Entry, parse_file  # type: ignore[import-untyped]

from sitegen.site_common import escape, locator, page_lang

ROOT = Path(__file__).resolve().parent.parent
BIB = ROOT / "docs" / "bibliography.bib"
SITE_KEY = "penneech_site"
AUTHOR = {"en": "Penneech project contributors", "de": "Beitragende des Penneech-Projekts"}
#: The site's cited title: its name (``site_name`` in ``mkdocs.yml``), then what it is; no
#: game is named but the one the project is named after, so that a new game renames nothing.
SITE_TITLE = {"en": "Penneech: card games of the past, reference and playground",
              "de": "Penneech: Kartenspiele vergangener Zeiten, Referenz und Spielplatz"}
#: Pages whose text is kept outside ``docs/`` as well (page name: files from the repository's
#: root): their date is that of the latest change to either.
TEXT_SOURCES = {"changes": ("data/changes.toml",)}
CITE = re.compile(r"\[@([A-Za-z0-9_]+)(?:,\s*([^\]]+))?\]")
#: Extra link fields of an entry, in the order shown, with their labels.
LINKS = {
    "url": {"en": "text", "de": "Text"},
    "urlimages": {"en": "page images", "de": "Seitenbilder"},
    "urleebo": {"en": "EEBO record", "de": "EEBO-Eintrag"},
    "urlsource": {"en": "TEI source", "de": "TEI-Quelle"},
}
WEB_LINK = {"en": "online", "de": "online"}
WORDS = {
    "en": {"ed": "ed.", "eds": "eds.", "version": "version", "text_of": "text of",
           "accessed": "accessed [date]", "nd": "n.d."},
    "de": {"ed": "Hrsg.", "eds": "Hrsg.", "version": "Version", "text_of": "Textstand",
           "accessed": "abgerufen am [Datum]", "nd": "o. J."},
}


@functools.cache
def bibliography() -> BibliographyData:
    """The parsed ``.bib`` file, the site's own entry with the version of ``pyproject.toml``."""
    data = parse_file(str(BIB), bib_format="bibtex")
    data.entries[SITE_KEY].fields["version"] = version()
    return data


@functools.cache
def quotable() -> frozenset[str]:
    """The keys of the works whose own words may be quoted (``quotable = {yes}``);
    ``ValueError`` for any other value of the field, naming the entry."""
    keys = set()
    for key, entry in bibliography().entries.items():
        value = str(entry.fields.get("quotable", ""))
        if value not in ("", "yes"):
            raise ValueError(f"bibliography.bib, {key}: quotable = {{{value}}}; "
                             "only {yes} marks a work whose words may be quoted")
        if value:
            keys.add(key)
    return frozenset(keys)


def _field(entry: Entry, name: str) -> str:
    """A field with BibTeX braces and TeX quotes resolved for display."""
    text = str(entry.fields.get(name, ""))
    text = text.replace("{\\copyright}", "©").replace("{\\&}", "&").replace("\\&", "&")
    text = text.replace("--", "–")
    text = text.replace("``", "“").replace("''", "”")
    return text.replace("{", "").replace("}", "")


def _people(entry: Entry, role: str) -> list[str]:
    """Names as "Last, First" (the bracket of an attribution such as "[Cotton, Charles]"
    kept around the whole name)."""
    names = []
    for person in entry.persons.get(role, []):
        text = str(person).replace("{", "").replace("}", "")
        if text.startswith("[") and not text.endswith("]"):
            text += "]"
        text = text.replace("]]", "]")
        if "], " in text or text.count("]") > 1:
            text = "[" + text.replace("[", "").replace("]", "") + "]"
        names.append(text)
    return names


def responsible(entry: Entry) -> str:
    """Author(s), else editor(s), else the publishing organisation."""
    authors = _people(entry, "author")
    if authors:
        return " and ".join(authors)
    editors = _people(entry, "editor")
    if editors:
        return " and ".join(editors) + " (ed.)"
    return _field(entry, "organization")


def short_label(key: str, lang: str = "en") -> str:
    """A short form for inline citations: "Cotton 1674", "McLeod 2023", "Wikipedia".

    An entry whose year does not name the work well (an undated edition, a lexicon known
    only at second hand) gives its own short form in ``shorthand`` (``shorthandde`` in
    German)."""
    entry = bibliography().entries[key]
    if entry.fields.get("shorthand"):
        name = "shorthandde" if lang == "de" and entry.fields.get("shorthandde") else \
            "shorthand"
        return _field(entry, name)
    people = entry.persons.get("author") or entry.persons.get("editor")
    if people:
        name = " ".join(people[0].last_names).strip("[]{}")
        if name.startswith("Penneech"):
            name = "Penneech"
    else:
        name = _field(entry, "organization").split(",")[0].replace(" (blog)", "")
        name = name.replace("The Free Encyclopedia", "").strip() + (
            " blog" if "(blog)" in _field(entry, "organization") else "")
    year = _field(entry, "year")
    return f"{name} {year}" if year and year != "n.d." else name


def sort_key(key: str) -> tuple[str, str]:
    """Alphabetical by the name an entry is filed under, then by year."""
    entry = bibliography().entries[key]
    name = re.sub(r"[^a-z ]", "", responsible(entry).lower()).strip()
    return name, _field(entry, "year")


def entry_html(key: str, lang: str) -> str:
    """One entry, formatted (HTML inside a Markdown paragraph)."""
    entry = bibliography().entries[key]
    w = WORDS[lang]
    parts = [escape(responsible(entry))]
    year = _field(entry, "year")
    parts.append(f"({escape(w['nd'] if year == 'n.d.' else year)})")
    title = escape(_field(entry, "title"))
    parts.append(f"<em>{title}</em>." if entry.type == "book" else f"“{title}”.")
    for container in ("booktitle", "journal"):
        if entry.fields.get(container):
            parts.append(f"{'In: ' if lang == 'de' else 'In '}"
                         f"<em>{escape(_field(entry, container))}</em>.")
    if entry.fields.get("version"):
        parts.append(f"{w['version'].capitalize()} {escape(_field(entry, 'version'))}.")
    organisation = "" if not (entry.persons.get("author") or entry.persons.get("editor")) \
        else _field(entry, "organization")
    where = ", ".join(x for x in (organisation, _field(entry, "address"),
                                  _field(entry, "publisher")) if x)
    if where:
        where = where.replace(", Printed", ": Printed")
        parts.append(escape(where) + ("" if where.endswith(".") else "."))
    if entry.fields.get("eprint"):
        parts.append(f"{escape(_field(entry, 'eprinttype'))} "
                     f"{escape(_field(entry, 'eprint'))}.")
    note = _field(entry, "notede") if lang == "de" and entry.fields.get("notede") else \
        _field(entry, "note")
    if note:
        parts.append(escape(note) + ".")
    links = []
    for name, labels in LINKS.items():
        url = entry.fields.get(name)
        if url:
            label = WEB_LINK[lang] if name == "url" and entry.type == "online" else labels[lang]
            links.append(f'<a href="{escape(url)}">{label}</a>')
    if links:
        parts.append(" · ".join(links))
    return " ".join(parts)


def aliases(key: str) -> list[str]:
    """Former keys of an entry (BibLaTeX ``ids``), kept as anchors so old links still land."""
    text = str(bibliography().entries[key].fields.get("ids", ""))
    return [k.strip() for k in text.split(",") if k.strip()]


def entries_html(lang: str) -> str:
    """Every entry of the .bib file, alphabetical, each a paragraph with the key as anchor
    (and an empty anchor for each former key)."""
    keys = sorted(bibliography().entries, key=sort_key)
    return "\n".join(
        "".join(f'<span id="{old}"></span>' for old in aliases(key))
        + f'<span class="bib-key">{key}</span> {entry_html(key, lang)}\n'
        f"{{ #{key} .bib-entry }}\n" for key in keys)


def site_url(config: MkDocsConfig) -> str:
    """The site's public address, ending in "/"."""
    return str(config["site_url"] or "").rstrip("/") + "/"


@functools.cache
def version() -> str:
    """The project's version, from ``pyproject.toml``."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


@functools.cache
def repository() -> str:
    """The repository's address (``pyproject.toml``: ``[project.urls] Source``)."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["urls"]["Source"]).rstrip("/")


def release_url() -> str:
    """The page of this version's release, where the built site of the version cited is
    attached as an archive (``.github/workflows/release.yml``)."""
    return f"{repository()}/releases/tag/v{version()}"


@functools.cache
def text_date(src: str) -> str:
    """The date of the last commit that changed ``docs/<src>`` (or the data the page is
    written from), or today's date without git: the answer asked for in ``on_files`` if it
    was (waited for, not asked of git a second time), else asked now."""
    asked = _asked.get(src)
    return asked.result() if asked is not None else _git_date(src)


def _git_date(src: str) -> str:
    """``text_date``, asked of git."""
    name = src.removesuffix(".md").removesuffix(".de")
    paths = [f"docs/{src}", *TEXT_SOURCES.get(name, ())]
    try:
        result = subprocess.run(["git", "log", "-1", "--format=%cs", "--", *paths],
                                cwd=ROOT, capture_output=True, text=True, timeout=20,
                                check=False)
        date = result.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        date = ""
    return date if re.fullmatch(r"\d{4}-\d{2}-\d{2}", date) else \
        datetime.date.today().isoformat()


#: Runs the pages' ``git log`` beside the build (``on_files``).
_GIT = ThreadPoolExecutor(max_workers=4, thread_name_prefix="text-date")
#: The pages' dates asked for in the background, by page.
_asked: dict[str, Future[str]] = {}


def on_files(files: Files, config: MkDocsConfig, **kwargs: Any) -> Files:
    """Ask git for every page's text date at once, four at a time in the background
    (``text_date`` then takes its answer, waiting for it if need be, and never asks git
    for the same page twice), instead of one ``git log`` after another as the pages are
    made."""
    for f in files.documentation_pages():
        if f.src_uri not in _asked:
            _asked[f.src_uri] = _GIT.submit(_git_date, f.src_uri)
    return files


def page_title(f: File) -> str:
    """The page's first heading (its title as a reader sees it), else the nav title."""
    path = Path(f.abs_src_path or "")
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# "):
                return re.sub(r"\s*\{[^}]*\}\s*$", "", line[2:]).strip()
    return str(f.page.title if f.page and f.page.title else f.src_uri)


def page_url(f: File, config: MkDocsConfig) -> str:
    """The page's public address under ``site_url``."""
    url = f.url
    if url in ("", "./", "."):
        url = ""
    return site_url(config) + url.removeprefix("./")


def quoted_title(title: str, lang: str) -> str:
    """A page title in quotation marks, closed as a citation closes it: in English the full
    stop goes inside the marks, unless the title ends in its own mark ("Rules of Pip-Pip!")."""
    if lang == "de":
        return f"„{title}“."
    return f"“{title}”" if title.endswith(("!", "?", ".")) else f"“{title}.”"


def citation(f: File, config: MkDocsConfig, lang: str) -> str:
    """A suggested citation of one page (Markdown)."""
    title, url = quoted_title(page_title(f), lang), page_url(f, config)
    date, ver = text_date(f.src_uri), version()
    if lang == "de":
        return (f"{AUTHOR['de']}: {title} In: *{SITE_TITLE['de']}*, Version {ver}, "
                f"Textstand {date}. <{url}>, abgerufen am [Datum].")
    return (f"{AUTHOR['en']}. {title} In *{SITE_TITLE['en']}*, version {ver}, text of "
            f"{date}. <{url}>, accessed [date].")


def cite_anchor(src_uri: str) -> str:
    """The anchor of a page's suggested citation on the sources page, the same in both
    languages: "cite-piquet-rules" for ``piquet/rules.md``, "cite-piquet" for
    ``piquet/index.de.md``, "cite-home" for the home page.

    >>> cite_anchor("piquet/rules.de.md"), cite_anchor("index.md")
    ('cite-piquet-rules', 'cite-home')
    """
    name = src_uri.removesuffix(".md").removesuffix(".de")
    name = "home" if name == "index" else name.removesuffix("/index")
    return "cite-" + name.replace("/", "-")


#: Folder, under each language's root, of every page's citation as BibTeX and RIS
#: (``cite/piquet-rules.bib``; ``sitegen/page_metadata.py`` writes them), and their types.
CITE_DIR = "cite"
DOWNLOADS = {"bib": ("BibTeX", "application/x-bibtex"),
             "ris": ("RIS", "application/x-research-info-systems")}


def download_links(src_uri: str, root: str, lang: str) -> str:
    """Links to a page's citation as BibTeX and RIS, from a page ``root`` away from the root
    of its language ("../" from the sources page).

    >>> download_links("piquet/rules.md", "../", "en").split(" · ")[0]
    '<a href="../cite/piquet-rules.bib" download="penneech-piquet-rules.bib" \
type="application/x-bibtex">BibTeX</a>'
    """
    name = cite_anchor(src_uri).removeprefix("cite-")
    saved = f"penneech-{name}" + ("-de" if lang == "de" else "")
    return " · ".join(f'<a href="{root}{CITE_DIR}/{name}.{suffix}" '
                      f'download="{saved}.{suffix}" type="{kind}">{label}</a>'
                      for suffix, (label, kind) in DOWNLOADS.items())


def pages_citations(files: Files, config: MkDocsConfig, lang: str) -> str:
    """A suggested citation for every page in the language of the citing page, each with
    its anchor and its BibTeX and RIS downloads."""
    rows = []
    for f in sorted(files.documentation_pages(), key=lambda f: f.src_uri):
        if f.src_uri.endswith(".de.md") != (lang == "de"):
            continue
        if f.page is None:
            continue
        rows.append(f'- <span class="suggested-citation" id="{cite_anchor(f.src_uri)}">'
                    f"{citation(f, config, lang)}</span> "
                    f"({download_links(f.src_uri, '../', lang)})")
    return "\n".join(rows) + "\n"


def site_bibtex(config: MkDocsConfig) -> str:
    """The BibTeX entry of the site, with the configured address and the current version."""
    entry = bibliography().entries[SITE_KEY]
    fields = dict(entry.fields)
    fields["url"] = site_url(config)
    fields["version"] = version()
    lines = [f"@{entry.type}{{{SITE_KEY},"]
    lines.append(f"  author       = {{{{{AUTHOR['en']}}}}},")
    for name in ("title", "year", "version", "note", "url"):
        value = fields[name]
        if name == "title" and not value.startswith("{"):
            value = "{" + value + "}"
        lines.append(f"  {name:<12} = {{{value}}},")
    lines[-1] = lines[-1].rstrip(",")
    return "\n".join(lines) + "\n}\n"


def cite_markers(markdown: str, page: Page, lang: str) -> str:
    """``[@key]`` / ``[@key, p. 12]`` as a short citation linking to the sources page."""
    depth = page.file.src_uri.count("/")
    target = "../" * depth + "sources.md"
    entries = bibliography().entries

    def repl(m: re.Match[str]) -> str:
        key, loc = m.group(1), m.group(2)
        if key not in entries:
            raise KeyError(f"{page.file.src_uri}: [@{key}] names no entry of bibliography.bib")
        text = short_label(key, lang) + (f", {locator(loc, lang)}" if loc else "")
        return f"[{text}]({target}#{key})"

    return CITE.sub(repl, markdown)


def version_line(page: Page, lang: str) -> str:
    """The line that ends every page: the version (linking to its release, where the built
    site of that version can be downloaded), the date of its text, and a link to its own
    suggested citation."""
    depth = page.file.src_uri.count("/")
    target = "../" * depth + "sources.md#" + cite_anchor(page.file.src_uri)
    date = text_date(page.file.src_uri)
    # the downloads are HTML links (MkDocs would look for Markdown links' targets among the
    # pages), relative to the page's address inside its language's tree
    parts = [p for p in page.url.split("/") if p]
    root = "../" * (len(parts) - (1 if parts[:1] == ["de"] else 0))
    downloads = download_links(page.file.src_uri, root, lang)
    if lang == "de":
        text = (f"[Version {version()}]({release_url()}) · Textstand {date} · "
                f"[Diese Seite zitieren]({target}) ({downloads})")
    else:
        text = (f"[Version {version()}]({release_url()}) · text of {date} · "
                f"[How to cite this page]({target}) ({downloads})")
    return f'\n\n<div class="page-version" markdown>\n{text}\n</div>\n'


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files,
                     **kwargs: Any) -> str:
    """Expand the bibliography and citation markers; end the page with its version line."""
    lang = page_lang(page)
    markdown += version_line(page, lang)
    if "<!-- bibliography -->" in markdown:
        markdown = markdown.replace("<!-- bibliography -->", entries_html(lang))
    if "<!-- cite-pages -->" in markdown:
        markdown = markdown.replace("<!-- cite-pages -->", pages_citations(files, config, lang))
    if "<!-- cite-site-bibtex -->" in markdown:
        markdown = markdown.replace("<!-- cite-site-bibtex -->",
                                    f"```bibtex\n{site_bibtex(config)}```\n")
    return cite_markers(markdown, page, lang)


def on_post_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Give the downloadable ``bibliography.bib`` the site's configured address."""
    out = Path(config["site_dir"]) / "bibliography.bib"
    if out.exists():
        text = out.read_text(encoding="utf-8")
        text = re.sub(r"(@online\{penneech_site,.*?url\s*=\s*\{)[^}]*(\})",
                      lambda m: m.group(1) + site_url(config) + m.group(2), text, flags=re.S)
        text = re.sub(r"(@online\{penneech_site,.*?version\s*=\s*\{)[^}]*(\})",
                      lambda m: m.group(1) + version() + m.group(2), text, flags=re.S)
        out.write_text(text, encoding="utf-8")
