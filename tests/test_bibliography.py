"""The bibliography serves a citation manager, every entry is cited, and the site's own
suggested citations name its public address, a version and date, and an author.

Fields a citation manager needs, by entry type (BibTeX/BibLaTeX): every entry has an author,
editor or publishing organisation, a title and a year (or "n.d." with the reason); a book
has a publisher and a place, a part of a book the book and its publisher, an article its
journal, and a web source (``@online``, ``@misc``) its URL. Titles are wrapped in braces
so that no style lower-cases them.
"""

from __future__ import annotations

import datetime
import os
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]
from site_helpers import ROOT, html_path, page_names, read

from penneech.games import DEFAULT, GAMES, packaged
from sitegen import bibliography as bib

ENTRIES = bib.bibliography().entries
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def site_url() -> str:
    """The address the site is built for: ``SITE_URL`` if set, else the default in mkdocs.yml."""
    match = re.search(r'^site_url: !ENV \[SITE_URL, "([^"]+)"\]', (ROOT / "mkdocs.yml").read_text(
        encoding="utf-8"), re.M)
    assert match, "site_url must default to the public address"
    return os.environ.get("SITE_URL") or match.group(1)


class Citations(HTMLParser):
    """The text of every ``span.suggested-citation`` and of the footer's copyright line."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.citations: list[str] = []
        self.footer = ""
        self._into: str | None = None
        self._depth = 0
        self._buf: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if self._into:
            self._depth += tag == "div" or tag == "span"
            return
        if "suggested-citation" in classes:
            self._into, self._depth, self._buf = "citation", 1, []
        elif "md-copyright__highlight" in classes:
            self._into, self._depth, self._buf = "footer", 1, []

    def handle_endtag(self, tag: str) -> None:
        if self._into and (tag == "div" or tag == "span"):
            self._depth -= 1
            if not self._depth:
                text = " ".join("".join(self._buf).split())
                if self._into == "citation":
                    self.citations.append(text)
                else:
                    self.footer = text
                self._into = None

    def handle_data(self, data: str) -> None:
        if self._into:
            self._buf.append(data)


def test_the_public_address_is_the_default_site_url() -> None:
    assert re.search(r'^site_url: !ENV \[SITE_URL, "https://penneech\.github\.io/"\]',
                     (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    assert "SITE_URL" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("key", sorted(ENTRIES))
def test_each_entry_has_what_a_citation_manager_needs(key: str) -> None:
    entry = ENTRIES[key]
    fields = entry.fields
    who = entry.persons.get("author") or entry.persons.get("editor") or \
        fields.get("organization")
    assert who, f"{key}: no author, editor or organisation"
    assert fields.get("title", "").startswith("{") and fields["title"].endswith("}"), \
        f"{key}: title not brace-protected"
    assert re.fullmatch(r"\d{4}|n\.d\.", fields.get("year", "")), f"{key}: year"
    if fields["year"] == "n.d.":
        assert "not recorded" in fields.get("note", ""), f"{key}: an undated entry says why"
    if entry.type == "book":
        assert fields.get("publisher") and fields.get("address"), f"{key}: imprint"
    elif entry.type in ("incollection", "inbook"):
        assert fields.get("booktitle") and fields.get("publisher"), f"{key}: the book it is in"
    elif entry.type == "article":
        assert fields.get("journal"), f"{key}: journal"
    elif entry.type in ("online", "misc"):
        assert fields.get("url", "").startswith(("https://", "http://")), f"{key}: url"
    else:
        pytest.fail(f"{key}: unexpected entry type @{entry.type}")
    if "date" in fields:
        datetime.date.fromisoformat(fields["date"])
        assert fields["date"].startswith(fields["year"]), f"{key}: date and year disagree"


def test_cottons_editions_give_their_tcp_ids_links_and_attribution() -> None:
    for key, tcp, images in (("cotton1674", "A34637", "eebo-12240145e"),
                             ("cotton1687", "B02403", "eebo-53299015e")):
        fields = ENTRIES[key].fields
        assert fields["eprint"] == tcp and fields["eprinttype"] == "EEBO-TCP"
        assert tcp in fields["url"] and tcp in fields["urlsource"]
        assert images in fields["urlimages"]
        assert str(ENTRIES[key].persons["author"][0]).startswith("[Cotton")
        assert "attributed to Charles Cotton" in fields["note"]
        assert fields["publisher"].startswith("Printed")
        assert "to which is added the arts and mysteries" in fields["title"].lower()
    assert ENTRIES["cotton1687"].fields["publisher"] == "Printed for Charles Brome"


def test_the_works_whose_words_may_be_quoted_say_so_in_their_entries(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A work out of copyright is marked in its entry (``quotable = {yes}``), so that a new
    quotable source is one field of its entry, not a change to the engine; the modern
    pages, cited for their facts in our words, never are; a mistyped mark is refused,
    naming the entry."""
    marked = bib.quotable()
    assert {"cotton1674", "cotton1687", "royall1651picquet"} <= marked
    for key in marked:
        assert not re.search(r"pagat|Wikipedia|Historic Card Games",
                             ENTRIES[key].fields.get("organization", "")), key
    assert "mcleod2023penneech" not in marked and "parlett2022penneech" not in marked
    bib.quotable.cache_clear()
    monkeypatch.setitem(ENTRIES["mcleod2023penneech"].fields, "quotable", "true")
    try:
        with pytest.raises(ValueError, match=r"mcleod2023penneech: quotable = \{true\}"):
            bib.quotable()
    finally:
        monkeypatch.undo()
        bib.quotable.cache_clear()
    assert bib.quotable() == marked


def test_every_entry_is_cited_by_some_page(site: Path) -> None:
    cited: set[str] = set()
    for name in page_names():
        for lang in ("en", "de"):
            for href in read(site, name, lang).links:
                path, _, anchor = href.partition("#")
                if anchor in ENTRIES and (path.rstrip("/").endswith("sources") or
                                          (name == "sources" and path == "")):
                    cited.add(anchor)
    assert set(ENTRIES) <= cited, f"cited by no page: {sorted(set(ENTRIES) - cited)}"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_bibliography_is_alphabetical(site: Path, lang: str) -> None:
    text = html_path(site, "sources", lang).read_text(encoding="utf-8")
    keys = re.findall(r'<p class="bib-entry" id="([^"]+)"|<p id="([^"]+)" class="bib-entry"',
                      text)
    order = [a or b for a, b in keys]
    assert sorted(order) == sorted(ENTRIES)
    names = [re.sub(r"[^a-z]", "", bib.responsible(ENTRIES[k]).lower()) for k in order]
    assert names == sorted(names)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_suggested_citations_name_the_public_address_version_date_and_author(
        site: Path, lang: str) -> None:
    page = Citations(html_path(site, "sources", lang).read_text(encoding="utf-8"))
    base = site_url()
    author = bib.AUTHOR[lang]
    version = ("version " if lang == "en" else "Version ") + VERSION
    names = page_names()
    assert len(page.citations) == len(names)
    urls = set()
    for text in page.citations:
        assert "127.0.0.1" not in text and "localhost" not in text, text
        assert text.startswith(author), text
        assert version in text, text
        assert re.search(r"\d{4}-\d{2}-\d{2}", text), text
        url = re.search(r"(https?://[^\s,<>]+)", text)
        assert url and url.group(1).startswith(base), text
        assert "/./" not in url.group(1) and "“Home" not in text and "„Start" not in text
        urls.add(url.group(1))
    expected = {base + ("de/" if lang == "de" else "")
                + ("" if n == "index" else n.removesuffix("/index") + "/") for n in names}
    assert urls == expected


def test_the_downloadable_bibliography_names_the_site_and_its_address(site: Path) -> None:
    text = (site / "bibliography.bib").read_text(encoding="utf-8")
    entry = re.search(r"@online\{penneech_site,(.*?)\n\}", text, re.S)
    assert entry and f"url          = {{{site_url()}}}" in entry.group(1)
    assert f"version      = {{{VERSION}}}" in entry.group(1)
    for lang in ("en", "de"):
        html = html_path(site, "sources", lang).read_text(encoding="utf-8")
        assert re.search(r'<a[^>]*download="[^"]+\.bib"[^>]*>|<a[^>]*href="[^"]*'
                         r'bibliography\.bib"[^>]*download', html)
        shown = re.sub(r"<[^>]+>", "", html)
        assert "@online{penneech_site," in shown and f"{{{site_url()}}}" in shown


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_sites_own_entry_shows_the_version_of_pyproject(lang: str) -> None:
    """The version is written once, in ``pyproject.toml``; the bibliography's copy of the
    site's entry is filled from there."""
    assert f"Version {VERSION}." in bib.entry_html(bib.SITE_KEY, lang)


def test_the_text_date_falls_back_to_the_build_date_without_git(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bib.text_date.cache_clear()
    monkeypatch.setattr(bib, "ROOT", tmp_path)  # a copy without .git
    try:
        assert bib.text_date("index.md") == datetime.date.today().isoformat()
        monkeypatch.setenv("PATH", str(tmp_path))  # no git program at all
        bib.text_date.cache_clear()
        assert bib.text_date("rules.md") == datetime.date.today().isoformat()
    finally:
        bib.text_date.cache_clear()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_states_the_licences_in_its_footer(site: Path, lang: str) -> None:
    words = {"en": "Texts of this site", "de": "Texte dieser Website"}[lang]
    for name in page_names():
        footer = Citations(html_path(site, name, lang).read_text(encoding="utf-8")).footer
        assert words in footer and "CC BY 4.0" in footer and "MIT" in footer, name
        assert "CC0" in footer, name
        credit = {"en": "Made with", "de": "Erstellt mit"}
        page = html_path(site, name, lang).read_text(encoding="utf-8")
        assert credit[lang] in page, name
        assert credit["de" if lang == "en" else "en"] not in page, name


def test_citation_cff_is_valid_and_agrees_with_the_site() -> None:
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["cff-version"] == "1.2.0"
    assert cff["message"] and cff["title"]
    assert cff["authors"] and all("name" in a or "family-names" in a for a in cff["authors"])
    assert cff["version"] == VERSION
    default = re.search(r'SITE_URL, "([^"]+)"', (ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert default and cff["url"] == default.group(1)
    assert set(cff["license"]) == {"MIT", "CC-BY-4.0"}
    assert cff["type"] in ("software", "dataset")
    for ref in cff.get("references", []):
        assert ref["type"] and ref["title"] and ref["authors"]
    allowed = {"cff-version", "message", "title", "abstract", "type", "authors", "version",
               "url", "license", "keywords", "references", "date-released", "doi",
               "repository-code", "preferred-citation", "identifiers", "contact"}
    assert set(cff) <= allowed
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert cff["repository-code"] == project["urls"]["Source"] == bib.repository()
    assert bib.release_url() == f"{cff['repository-code']}/releases/tag/v{VERSION}"
    titles = {ref["title"].split(".")[0] for ref in cff["references"]}
    assert "The Royall and Delightfull Game of Picquet" in titles   # Cotton's Picket's source


def test_the_citation_and_the_package_description_name_no_game_a_new_one_would_rename() -> None:
    """The repository is cited, found and installed under one title that a new game leaves
    as it is (architecture review, S2-3): CITATION.cff's, the site's entry in the
    bibliography and the one in every page's suggested citation, which starts with the
    site's name. It names no game but the one the project is named after, nor do the
    abstract, the keywords or the package's description."""
    from penneech.games import GAMES

    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    own = project["name"]
    others = [g.name for g in GAMES.values() if g.id != own]
    assert others and GAMES[own].name.en in cff["title"] and GAMES[own].name.en in cff["keywords"]
    texts = [cff["title"], cff["abstract"], *cff["keywords"], project["description"],
             *bib.SITE_TITLE.values()]
    for name in others:
        for text in texts:
            assert name.en not in text and name.de not in text, (name.en, text)
    assert cff["title"] == bib.SITE_TITLE["en"]
    entry = re.search(r"@online\{penneech_site,.*?title\s*=\s*\{\{(.*?)\}\}",
                      bib.BIB.read_text(encoding="utf-8"), re.S)
    assert entry and entry.group(1) == cff["title"]
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    names = re.findall(r"^\s*site_name: \"(.*)\"$", mkdocs, re.M)
    assert len(names) == 2
    for lang, name in zip(("en", "de"), names, strict=True):
        assert bib.SITE_TITLE[lang].startswith(name + ", "), (lang, name)


def test_a_cite_marker_becomes_a_short_citation_linking_to_its_entry() -> None:
    from types import SimpleNamespace

    page = SimpleNamespace(file=SimpleNamespace(src_uri="cotton/index.de.md"))
    text = bib.cite_markers("See [@cotton1674, pp. 148-149] and [@mcleod2023penneech].",
                            page, "de")  # type: ignore[arg-type]
    assert text == ("See [Cotton 1674, S. 148–149](../sources.md#cotton1674) and "
                    "[McLeod 2023](../sources.md#mcleod2023penneech).")
    with pytest.raises(KeyError, match="nobody2020"):
        bib.cite_markers("[@nobody2020]", page, "en")  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_shows_its_version_and_links_to_its_own_citation(site: Path,
                                                                    lang: str) -> None:
    """The foot of each page gives the version and the date of its text, and "How to cite
    this page" leads to that page's citation, not to the list of all of them."""
    line = {"en": r"Version {v} · text of \d{{4}}-\d{{2}}-\d{{2}} · How to cite this page",
            "de": r"Version {v} · Textstand \d{{4}}-\d{{2}}-\d{{2}} · Diese Seite zitieren"}
    pattern = re.compile(line[lang].format(v=re.escape(VERSION)))
    html = html_path(site, "sources", lang).read_text(encoding="utf-8")
    cited = dict(re.findall(r'<span class="suggested-citation" id="([^"]+)">(.*?)</span>',
                            html, re.S))
    base = site_url() + ("de/" if lang == "de" else "")
    for name in page_names():
        page = read(site, name, lang)
        assert pattern.search(page.text), name
        foot = re.search(r'class="page-version".*?href="([^"]*#(cite-[^"]+))"',
                         html_path(site, name, lang).read_text(encoding="utf-8"), re.S)
        assert foot, name
        href, anchor = foot.groups()
        assert href.split("#")[0].rstrip("/").endswith(("sources", ".")) or \
            (name == "sources" and href.startswith("#")), (name, href)
        own = base + ("" if name == "index" else name.removesuffix("/index") + "/")
        assert f'href="{own}"' in cited[anchor], (name, anchor)
        # the version leads to its release, where the site of that version is archived
        release = re.search(r'class="page-version".*?<a href="([^"]+)"[^>]*>Version ',
                            html_path(site, name, lang).read_text(encoding="utf-8"), re.S)
        assert release and release.group(1) == bib.release_url(), name


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_title_ending_in_its_own_mark_gets_no_second_one(site: Path, lang: str) -> None:
    """“Rules of Pip-Pip!” In …, never “Rules of Pip-Pip!.”"""
    page = Citations(html_path(site, "sources", lang).read_text(encoding="utf-8"))
    assert not [c for c in page.citations if re.search(r"[!?.]\.[”“]", c)]
    title = {"en": "“Rules of Pip-Pip!” In", "de": "„Pip-Pip!-Regeln“. In:"}[lang]
    assert any(c.startswith(bib.AUTHOR[lang]) and title in c for c in page.citations), \
        [c for c in page.citations if "Pip-Pip!" in c][:3]
    assert bib.quoted_title("Rules of Piquet", "en") == "“Rules of Piquet.”"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_anchor_the_citation_guide_names_is_on_the_site(site: Path, lang: str) -> None:
    """The examples under "How to cite this site" (``piquet/rules/#pique-and-repique``) are
    anchors of the built pages, and the guide has one for each game's rules."""
    html = html_path(site, "sources", lang).read_text(encoding="utf-8")
    guide = html[html.index('id="cite"'):html.index('class="suggested-citation"')]
    examples = re.findall(r"<code>([a-z/]*)#([A-Za-z0-9_-]+)</code>", guide)
    assert len(examples) >= 10
    for path, anchor in examples:
        name = path.rstrip("/") or "index"
        if not html_path(site, name, lang).exists():
            name += "/index"
        assert anchor in read(site, name, lang).ids, f"{path}#{anchor}"
    for g in GAMES.values():
        if packaged(g.id):
            rules = "rules/" if g.id == DEFAULT else f"{g.id}/rules/"
            assert rules in [p for p, _ in examples], f"no example of {g.name.en}'s {rules}"
