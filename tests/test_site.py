"""The built site: both languages, the generated comparison, links, anchors, no JavaScript.

The site is built once per test session with ``mkdocs build --strict`` (any warning fails
the build) into a temporary folder; every check reads the built HTML as a reader's browser
would receive it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html import unescape
from pathlib import Path
from typing import Any, cast
from urllib.parse import urldefrag, urlparse

import pytest
import yaml  # type: ignore[import-untyped]
from site_helpers import DOCS, ROOT, Page, html_path, page_names, read

from penneech.core.options import STATUS_LABELS
from penneech.games import DEFAULT, GAMES, packaged
from penneech.games.penneech.agreed import AGREED
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.presets import PRESETS


def test_every_page_is_written_in_english_and_german(site: Path) -> None:
    names = page_names()
    assert {"index", "rules", "variants", "history", "sources", "glossary"} <= set(names)
    for name in names:
        assert (DOCS / f"{name}.de.md").exists(), f"{name}.md has no German version"
        for lang in ("en", "de"):
            page = read(site, name, lang)
            assert page.lang == lang, f"{name} ({lang}) has lang={page.lang!r}"


#: The site's name in each language: the home page's title, and the end of the title of
#: every page outside the games. It names no game but the one the project is named after, so
#: that a new game renames no page (architecture review, S2-3).
SITE_NAME = {"en": "Penneech: card games of the past",
             "de": "Penneech: Kartenspiele vergangener Zeiten"}
#: Penneech's pages, which sit at the root of docs/ (every other game's have its folder).
PENNEECH_PAGES = {"rules", "variants", "lab", "play", "history", "glossary", "cotton/index",
                  "cotton/concordance", "cotton/analogies"}
#: The package's games (not the toy game the tests register), each with its pages.
SITE_GAMES = [g for g in GAMES.values() if packaged(g.id)]
#: Each game's folder of pages (the first game's pages sit at the root), and its name.
GAME_OF_FOLDER = {g.id: g.name.en for g in SITE_GAMES if g.id != DEFAULT}


def anchor(name: str) -> str:
    """The anchor a heading's words make: ``Pip-Pip!`` gives ``pip-pip``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def test_the_toy_game_the_tests_register_is_nowhere_on_the_site(site: Path) -> None:
    """The test run registers the toy game in its own process (``tests/conftest.py``); the
    site is built in another, from the package's registry alone, so no page, script or
    download names it."""
    toy = GAMES["toy"]
    assert not packaged(toy.id)
    words = (toy.name.en, toy.name.de, toy.magic, "toy_game")
    for path in site.rglob("*"):
        if path.suffix in (".html", ".js", ".json", ".bib", ".txt", ".xml"):
            text = path.read_text(encoding="utf-8", errors="replace")
            assert not [w for w in words if w in text], path


def test_the_sites_name_names_no_game_but_the_projects() -> None:
    for g in GAMES.values():
        for name in SITE_NAME.values():
            assert (g.name.en in name) == (g.id == DEFAULT), (g.id, name)


def title(site: Path, name: str, lang: str) -> str:
    """The page's ``<title>``, as the browser's tab shows it."""
    found = re.search(r"<title>(.*?)</title>",
                      html_path(site, name, lang).read_text(encoding="utf-8"), re.S)
    assert found, f"{name} ({lang}) has no <title>"
    return unescape(found.group(1)).strip()


#: The words of the navigation for a game's rules and its play page, by language.
RULES_WORD = {"en": "Rules", "de": "Regeln"}
PLAY_WORD = {"en": "Play", "de": "Spielen"}


def folder_of(game_id: str) -> str:
    """Where a game's pages are: the first game's at the root, every other's in its folder."""
    return "" if game_id == DEFAULT else f"{game_id}/"


@pytest.mark.parametrize(("name", "lang", "expected"), [
    ("index", "en", SITE_NAME["en"]),
    ("index", "de", SITE_NAME["de"]),
    *((f"{folder_of(g.id)}rules", lang, f"{RULES_WORD[lang]} · {g.name.get(lang)}")
      for g in SITE_GAMES for lang in ("en", "de")),
    *((f"{folder_of(g.id)}play", lang, f"{PLAY_WORD[lang]} · {g.name.get(lang)}")
      for g in SITE_GAMES if g.web for lang in ("en", "de")),
    ("cotton/concordance", "en", f"Concordance · Cotton's text · {GAMES[DEFAULT].name.en}"),
    ("sources", "en", "Sources and citation · " + SITE_NAME["en"]),
    ("research", "de", "Für die Forschung · " + SITE_NAME["de"]),
])
def test_a_pages_title_names_the_page_and_its_game(site: Path, name: str, lang: str,
                                                   expected: str) -> None:
    """A browser tab, bookmark or search result tells which game's rules it shows."""
    assert title(site, name, lang) == expected


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_is_titled_by_its_game_or_the_site(site: Path, lang: str) -> None:
    titles: dict[str, str] = {}
    assert GAME_OF_FOLDER and all((DOCS / folder).is_dir() for folder in GAME_OF_FOLDER)
    for name in page_names():
        text = title(site, name, lang)
        folder = name.split("/")[0]
        if name == "index":
            assert text == SITE_NAME[lang]
        elif folder in GAME_OF_FOLDER:
            assert text.endswith(" · " + GAMES[folder].name.get(lang)), (name, text)
        elif name in PENNEECH_PAGES:
            assert text.endswith(" · Penneech"), (name, text)
        else:
            assert text.endswith(" · " + SITE_NAME[lang]), (name, text)
        assert text.count(" · ") >= (name != "index"), (name, text)
        assert text not in titles, f"{name} and {titles.get(text)} share the title {text!r}"
        titles[text] = name


def nav_pages() -> list[str]:
    """Every page the site's navigation lists (``nav`` of mkdocs.yml), in order."""
    class Loader(yaml.SafeLoader):  # type: ignore[misc]
        """mkdocs.yml reads the environment (``!ENV``), which does not matter here."""

    Loader.add_constructor("!ENV", lambda loader, node: None)
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)

    def walk(items: list[Any]) -> list[str]:
        found: list[str] = []
        for item in items:
            for value in (item.values() if isinstance(item, dict) else [item]):
                found += walk(value) if isinstance(value, list) else [value]
        return found

    return walk(config["nav"])


def test_every_page_and_every_developer_page_is_in_the_navigation() -> None:
    listed = nav_pages()
    developers = {p.relative_to(DOCS).as_posix() for p in (DOCS / "developers").glob("*.md")
                  if not p.name.endswith(".de.md")}
    assert {"developers/index.md", "developers/engine.md"} <= developers
    assert developers <= set(listed), developers - set(listed)
    assert {f"{name}.md" for name in page_names()} == set(listed)
    assert len(listed) == len(set(listed)), "a page is listed twice"


def test_the_readme_is_a_short_front_page_whose_links_and_picture_exist() -> None:
    """The README says what the project is and where the documentation is, in at most 150
    lines; the maintainer's material is on the developer pages."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 150
    for name in ("Penneech", "Piquet", "Pip-Pip!", "./scripts/serve", "./scripts/test"):
        assert name in readme, name
    targets = re.findall(r"\]\(([^)#\s]+)", readme)
    assert "docs/developers/index.md" in targets
    for target in targets:
        if not urlparse(target).scheme:
            assert (ROOT / target).exists(), f"README links to a missing {target}"
    pictures = re.findall(r"!\[[^\]]+\]\(([^)]+\.png)\)", readme)
    assert pictures, "the README shows no picture of the site"
    for picture in pictures:
        data = (ROOT / picture).read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) <= 200_000, picture


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_home_page_puts_each_games_rules_readings_and_play_one_click_away(
        site: Path, lang: str) -> None:
    home = read(site, "index", lang)
    for g in SITE_GAMES:
        folder, readings = ("", "variants/") if g.id == DEFAULT else (f"{g.id}/", "presets/")
        for target in ("rules/", readings, "play/"):
            assert folder + target in home.links, (lang, folder + target)
        assert anchor(g.name.en) in home.ids, (lang, g.id)
        if g.id != DEFAULT:
            assert f"what-sets-{anchor(g.name.en)}-apart" in home.ids, (lang, g.id)
    assert ("where-to-start" if lang == "en" else "wo-anfangen") in home.ids
    assert "developers/" in home.links


def test_german_pages_are_german(site: Path) -> None:
    rules = read(site, "rules", "de").text
    assert "Stich" in rules and "Trumpf" in rules and "Karo-Sieben" in rules
    assert "Spielregeln" in read(site, "rules", "de").text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_comparison_has_one_row_per_engine_option_with_each_presets_value(
        site: Path, lang: str) -> None:
    page = read(site, "variants", lang)
    assert list(page.rows) == [o.id for o in OPTIONS]
    for option in OPTIONS:
        for preset in PRESETS.values():
            value = preset.rules.values()[option.id]
            assert page.rows[option.id][preset.id] == value
            shown = " ".join(page.rows[option.id][preset.id + ":label"].split())
            label = option.choice(value).label.get(lang)
            assert shown.startswith(label), (shown, label)
            assert shown[len(label):].lstrip(" *°†").startswith(
                STATUS_LABELS[preset.status(option.id)].get(lang)), shown
    for option in OPTIONS:
        assert f"option-{option.id}" in page.ids and f"values-{option.id}" in page.ids
        assert option.point.lower() in page.ids


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_marker_on_the_rules_page_links_to_a_row(site: Path, lang: str) -> None:
    rules = read(site, "rules", lang)
    variants = read(site, "variants", lang)
    assert len(rules.markers) >= len({o.point for o in OPTIONS})
    for href in rules.markers:
        path, fragment = urldefrag(href)
        assert path == "../variants/"
        assert fragment in variants.ids


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_uncertain_point_has_its_row_and_its_marker_on_the_rules_page(
        site: Path, lang: str) -> None:
    """U1-U11, the open questions of Cotton's chapter: each is an engine option or a point
    every reconstruction plays alike; each has a row, and the rules page marks it."""
    assert {o.point for o in OPTIONS} | {a.point for a in AGREED} == {
        f"U{n}" for n in range(1, 12)}
    variants = read(site, "variants", lang)
    marked = {urldefrag(href)[1] for href in read(site, "rules", lang).markers}
    for option in OPTIONS:
        assert f"option-{option.id}" in marked
    for point in AGREED:
        assert {f"agreed-{point.id}", point.point.lower()} <= variants.ids
        assert point.reading.get(lang) in variants.text
        assert f"agreed-{point.id}" in marked


@pytest.mark.parametrize("lang", ["en", "de"])
def test_score_log_anchors_exist_on_the_rules_page(site: Path, lang: str) -> None:
    from penneech.games.penneech.events import REASON_ANCHORS

    ids = read(site, "rules", lang).ids
    for anchor in REASON_ANCHORS.values():
        assert anchor in ids


def test_every_internal_link_and_anchor_resolves(site: Path) -> None:
    texts: dict[Path, str] = {}   # each target page read and parsed once, not once a link
    ids: dict[Path, set[str]] = {}
    for html in site.rglob("*.html"):
        if html.name == "404.html":
            continue
        page = Page(html.read_text(encoding="utf-8"))
        for href in page.links:
            parsed = urlparse(href)
            if parsed.scheme or href.startswith(("mailto:", "//")):
                continue
            path, fragment = urldefrag(href)
            if path.startswith("/"):
                target = site / path.lstrip("/")
            else:
                target = (html.parent / path).resolve() if path else html
            if target.is_dir():
                target = target / "index.html"
            assert target.exists(), f"{html.relative_to(site)}: broken link {href}"
            if fragment and target.suffix == ".html":
                if target not in texts:
                    texts[target] = target.read_text(encoding="utf-8")
                text = texts[target]
                if "=" in fragment:  # a share link's state (#sample=29&a=...), read by a script
                    assert 'class="sample-hand"' in text, f"{html.relative_to(site)}: {href}"
                    continue
                if target not in ids:
                    ids[target] = Page(text).ids
                assert fragment in ids[target], f"{html.relative_to(site)}: no anchor {href}"


def test_pages_need_no_javascript_and_nothing_from_another_origin(site: Path) -> None:
    for html in site.rglob("*.html"):
        page = Page(html.read_text(encoding="utf-8"))
        for url in page.scripts + page.styles:
            assert not urlparse(url).netloc, f"{html}: loads {url} from another origin"
    css = "".join(p.read_text(encoding="utf-8") for p in site.rglob("*.css"))
    assert "fonts.googleapis" not in css and "fonts.gstatic" not in css
    rules = read(site, "rules", "en").text
    for phrase in ("must follow suit", "first player to reach 61", "scores 14",
                   "The leader wins the trick and scores 5"):
        assert phrase in rules, f"rules page lacks {phrase!r} in its static HTML"


def test_card_diagrams_have_text_for_screen_readers(site: Path) -> None:
    text = html_path(site, "rules", "de").read_text(encoding="utf-8")
    assert 'role="img" aria-label="Karo Sieben"' in text
    text = html_path(site, "rules", "en").read_text(encoding="utf-8")
    assert 'aria-label="seven of diamonds"' in text


def test_each_language_has_its_own_search_index(site: Path) -> None:
    """German words are found in the German index, which holds only the German pages."""
    def index(*parts: str) -> dict[str, Any]:
        return cast(dict[str, Any], json.loads(
            site.joinpath(*parts, "search", "search_index.json").read_text(encoding="utf-8")))

    english, german = index(), index("de")
    assert english["config"]["lang"] == ["en"] and german["config"]["lang"] == ["de"]
    # A German phrase of the rules' prose ("to follow suit"); a single German term may
    # rightly appear on an English page, as the glossaries give the German words.
    assert any("Farbe bedienen" in d["text"] for d in german["docs"])
    assert not any("Farbe bedienen" in d["text"] for d in english["docs"])
    assert {d["location"].split("#")[0] for d in german["docs"]} == \
        {d["location"].split("#")[0] for d in english["docs"]}
    config = read(site, "rules", "de")  # German pages search (and link) under de/
    assert '"base": "../../de/"' in html_path(site, "rules", "de").read_text(encoding="utf-8")
    assert config.lang == "de"


def test_the_browser_tests_titles_only_index_keeps_every_page_and_title(site: Path) -> None:
    """The index the browser tests not about search are given (``scripts/search_index.py``)
    is the site's own, each language's, with every entry's text left out: the same entries,
    places, titles and settings, and none of the text Material would index."""
    from conftest import script

    titles_only = script("search_index").titles_only
    for index_file in (site / "search" / "search_index.json",
                       site / "de" / "search" / "search_index.json"):
        full = json.loads(index_file.read_bytes())
        titles = json.loads(titles_only(index_file.read_bytes()))
        assert titles["config"] == full["config"]
        assert [(d["location"], d["title"]) for d in titles["docs"]] == \
            [(d["location"], d["title"]) for d in full["docs"]]
        assert {d["text"] for d in titles["docs"]} == {""}
        assert any(d["text"] for d in full["docs"])


def test_bibliography_lists_every_cited_work_and_is_offered_for_download(site: Path) -> None:
    from penneech.games.penneech.options import OPTIONS as opts

    ids = read(site, "sources", "en").ids
    keys = {c.key for o in opts for c in o.evidence_sources}
    keys |= {c.key for o in opts for ch in o.choices for c in ch.sources}
    assert keys <= ids
    assert (site / "bibliography.bib").read_text(encoding="utf-8").startswith("@book{cotton1674")


def test_no_sentence_of_the_copyrighted_sources() -> None:
    tool = ROOT.parent / "shared" / "tools" / "seed_overlap.py"
    if not tool.exists():
        pytest.skip("the seed texts are not beside this checkout")
    result = subprocess.run([sys.executable, str(tool), str(ROOT)], capture_output=True,
                            text=True)
    assert result.stdout == "" and result.returncode == 0, result.stdout


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["rules", "variants", "play"])
def test_sample_hands_are_rendered_by_the_engine_and_read_without_javascript(
        site: Path, name: str, lang: str) -> None:
    """Each sample hand is in the page as the engine renders it (both readings, every
    trick, the explanation); the other readings wait in a file the page names."""
    from penneech.games.penneech.comparison import compare_hand
    from penneech.games.penneech.rules import Rules
    from penneech.games.penneech.sample_html import comparison_html
    from sitegen.penneech_samples import SAMPLES

    path = html_path(site, name, lang)
    text = path.read_text(encoding="utf-8")
    mcleod = Rules.parse("mcleod")
    shown = "follow=follow_or_trump" if name == "rules" else "parlett"
    offered = SAMPLES.alternatives("mcleod")
    expected = comparison_html(compare_hand(29, mcleod, offered[shown]), lang)
    assert expected in text
    src = re.search(r'class="sample-hand"[^>]* data-src="([^"]+)"', text)
    assert src, "the sample hand names no file for its other readings"
    views = json.loads((path.parent / src.group(1)).read_text(encoding="utf-8"))
    assert set(views) == set(offered)
    assert views["parlett"]["html"] == comparison_html(
        compare_hand(29, mcleod, Rules.parse("parlett")), lang)
    assert views["counters=all_honours"]["rules"] == "mcleod,counters=all_honours"
