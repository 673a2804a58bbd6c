"""The page "What changed" and the anchors a citation may name.

A reader who cited a page, perhaps with an anchor, must find the passage again in a later
version, or be told on the page "What changed" what replaced it. So every anchor of every
built page (English and German) is compared with the committed list
``tests/golden/anchors.json``: one that disappeared must be named as renamed by an entry of
``data/changes.toml`` (the page's one source), with a replacement that is on the site, and
one that appeared must be added to the list on purpose (``scripts/anchors.py --update``).
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]
from site_helpers import ROOT, html_path, read

from sitegen import changes

CHANGES = changes.load()


def entry(**fields: object) -> str:
    """One ``[[change]]`` entry in TOML, valid unless a field is overridden."""
    values: dict[str, object] = {
        "id": '"example"', "date": "2026-11-20", "kind": '"corrected"',
        "title.en": '"Title"', "title.de": '"Titel"', "text.en": '"Text."',
        "text.de": '"Text."', "pages": '["rules.md#turned-cards"]'}
    values.update({k.replace("__", "."): v for k, v in fields.items()})
    return "[[change]]\n" + "".join(f"{k} = {v}\n" for k, v in values.items()
                                    if v is not None)


def load_text(tmp_path: Path, text: str) -> tuple[changes.Change, ...]:
    path = tmp_path / "changes.toml"
    path.write_text(text, encoding="utf-8")
    return changes.load(path)


# --- The source of the entries ------------------------------------------------------------

def test_the_entries_are_dated_newest_first_and_never_in_the_future() -> None:
    assert CHANGES
    dates = [c.date for c in CHANGES]
    assert dates == sorted(dates, reverse=True)
    assert max(dates) <= datetime.date.today()


def test_the_renamed_bibliography_key_is_recorded_with_its_replacement() -> None:
    """The content review's renaming of Cavendish's entry (1873 -> 8th edition)."""
    renamed = {r.old: r.new for c in CHANGES for r in c.renamed}
    assert renamed[("sources/", "cavendish1873piquet")] == ("sources/", "cavendish_piquet_8")


@pytest.mark.parametrize(("fields", "message"), [
    ({"text__de": None}, r"entry 1 \(example\): 'text\.de' is missing"),
    ({"kind": '"fixed"'}, r"entry 1 \(example\): 'kind' must be one of"),
    ({"date": '"yesterday"'}, r"entry 1 \(example\): 'date' must be a day"),
    ({"pages": '["nowhere.md#x"]'}, r"'pages' names 'nowhere.md#x', but docs/nowhere.md"),
    ({"id": '"two words"'}, r"entry 1: 'id' must be an anchor name"),
    ({"renamed": '[{ old = "sources#old", new = "sources/#new" }]'},
     r"renamed 1: 'sources#old' is not an anchor's address"),
    ({"renamed": '[{ old = "sources/#old", new = "sources/#new", lang = "fr" }]'},
     r"renamed 1: 'lang' must be 'en' or 'de'"),
    ({"colour": '"red"'}, r"unknown field\(s\) \['colour'\]"),
])
def test_a_malformed_entry_is_refused_with_what_and_where(
        tmp_path: Path, fields: dict[str, object], message: str) -> None:
    with pytest.raises(changes.ChangesError, match=message):
        load_text(tmp_path, entry(**fields))


def test_an_id_used_twice_is_refused(tmp_path: Path) -> None:
    with pytest.raises(changes.ChangesError, match="'example' is used twice"):
        load_text(tmp_path, entry() + entry(date="2026-11-21"))


def test_entries_of_one_day_keep_their_order_and_later_days_come_first(tmp_path: Path) -> None:
    loaded = load_text(tmp_path, entry(id='"a"') + entry(id='"b"', date="2026-11-22")
                       + entry(id='"c"'))
    assert [c.id for c in loaded] == ["b", "a", "c"]


# --- The anchor check ---------------------------------------------------------------------

def rename(old: str, new: str, lang: str | None = None) -> changes.Change:
    renamed = (changes.Rename(changes.parse_anchor(old, "test"),
                              changes.parse_anchor(new, "test"),
                              (lang,) if lang else changes.LANGS),)
    return changes.Change("x", datetime.date(2026, 11, 20), "corrected",
                          {"en": "t", "de": "t"}, {"en": "t", "de": "t"}, ("rules.md",),
                          renamed)


def both(pages: dict[str, list[str]]) -> dict[str, dict[str, list[str]]]:
    return {"en": pages, "de": pages}


def test_an_anchor_that_disappears_without_an_entry_fails() -> None:
    golden = both({"rules/": ["dealing", "scoring"]})
    built = both({"rules/": ["dealing", "the-score"]})
    problems = changes.check(golden, built, [])
    assert "en: rules/#scoring disappeared, and no entry of data/changes.toml names it " \
        "as renamed" in problems
    assert any("rules/#the-score is a new anchor" in p for p in problems)


def test_an_anchor_renamed_with_an_entry_passes_when_its_old_name_is_kept() -> None:
    golden = both({"rules/": ["dealing", "scoring", "the-score"]})
    renamed = rename("rules/#scoring", "rules/#the-score")
    assert changes.check(golden, both({"rules/": ["dealing", "the-score", "scoring"]}),
                         [renamed]) == []
    # On the same page the old name must stay as an alias.
    assert changes.check(golden, both({"rules/": ["dealing", "the-score"]}), [renamed]) == [
        f"{lang}: rules/#scoring was renamed on the same page but is not kept as an alias"
        for lang in changes.LANGS]


def test_an_anchor_moved_to_another_page_needs_its_replacement_on_the_site() -> None:
    golden = both({"rules/": ["dealing", "scoring"], "glossary/": ["score"]})
    moved = rename("rules/#scoring", "glossary/#score")
    assert changes.check(golden, both({"rules/": ["dealing"], "glossary/": ["score"]}),
                         [moved]) == []
    problems = changes.check(golden, both({"rules/": ["dealing"], "glossary/": []}), [moved])
    assert "en: rules/#scoring is renamed to glossary/#score, which is not on the site" \
        in problems


def test_a_chain_of_renames_leads_to_the_last_name() -> None:
    golden = both({"a/": ["one"], "b/": ["two"], "c/": ["three"]})
    entries = [rename("a/#one", "b/#two"), rename("b/#two", "c/#three")]
    assert changes.check(golden, both({"a/": [], "b/": [], "c/": ["three"]}), entries) == []


def test_a_rename_of_one_language_does_not_excuse_the_other() -> None:
    golden = both({"": ["zitieren"], "sources/": ["cite"]})
    built = both({"": [], "sources/": ["cite"]})
    german = rename("#zitieren", "sources/#cite", lang="de")
    assert changes.check(golden, built, [german]) == [
        "en: #zitieren disappeared, and no entry of data/changes.toml names it as renamed"]


def test_the_old_name_is_added_beside_the_new_one_on_the_built_page() -> None:
    html = ('<h2 id="the-score">Score</h2><table><tr id="row-new" class="x"><td>a</td></tr>'
            '</table><span id="kept"></span>')
    out = changes.add_aliases(html, [("scoring", "the-score"), ("row-old", "row-new"),
                                     ("kept", "the-score"), ("gone", "missing")])
    assert '<h2 id="the-score"><span id="scoring"></span>Score</h2>' in out
    assert '<tr id="row-new" class="x"><td><span id="row-old"></span>a</td>' in out
    assert out.count('id="kept"') == 1 and 'id="gone"' not in out


def test_the_anchors_counted_are_those_of_the_article_not_the_theme() -> None:
    html = ('<input id="__drawer"><nav id="__nav_3"></nav><article class="md-content__inner">'
            '<h1 id="rules">Rules</h1><p><span id="a1"></span></p></article>'
            '<footer id="f"></footer>')
    assert changes.page_anchors(html) == ["rules", "a1"]


# --- The built site -----------------------------------------------------------------------

def test_every_anchor_of_the_site_is_kept_or_renamed_with_an_entry(site: Path) -> None:
    problems = changes.check(changes.read_golden(), changes.site_anchors(site), CHANGES)
    assert not problems, ("the site's anchors and tests/golden/anchors.json disagree "
                          "(see scripts/anchors.py):\n" + "\n".join(problems))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_lists_every_entry_newest_first_with_its_passages(site: Path,
                                                                     lang: str) -> None:
    page = read(site, "changes", lang)
    html = html_path(site, "changes", lang).read_text(encoding="utf-8")
    order = re.findall(r'<h[23] id="([^"]+)"', html)
    ids = [i for i in order if not i.startswith("date-")]
    assert ids == [c.id for c in CHANGES]
    dates = [i.removeprefix("date-") for i in order if i.startswith("date-")]
    assert dates == sorted({c.date.isoformat() for c in CHANGES}, reverse=True)
    kind = {"en": "Corrected.", "de": "Berichtigt."}[lang]
    assert page.text.count(kind) == sum(c.kind == "corrected" for c in CHANGES)
    for change in CHANGES:
        assert change.title[lang].replace("*", "") in page.text, change.id
        for link in change.pages:
            src, _, anchor = link.partition("#")
            name = src.removesuffix(".md").removesuffix("index").rstrip("/")
            target = ("" if not name else name + "/") + (f"#{anchor}" if anchor else "")
            assert any(href.endswith(target) if target else href in ("..", "../", "./")
                       for href in page.links), (change.id, link)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_renamed_anchor_still_lands_and_the_page_says_so(site: Path, lang: str) -> None:
    sources = read(site, "sources", lang)
    assert {"cavendish1873piquet", "cavendish_piquet_8"} <= sources.ids
    text = re.sub(r"\s+([;,.])", r"\1", read(site, "changes", lang).text)
    kept = {"en": "sources/#cavendish1873piquet → sources/#cavendish_piquet_8; the old "
                  "address still leads there",
            "de": "sources/#cavendish1873piquet → sources/#cavendish_piquet_8; die alte "
                  "Adresse führt weiterhin dorthin"}[lang]
    assert kept in text


def test_the_page_stands_beside_sources_and_citation_in_both_languages() -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"),
                       Loader=yaml.BaseLoader)
    titles = [next(iter(item)) for item in config["nav"]]
    assert titles[titles.index("Sources and citation") + 1] == "What changed"
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    german = next(lang for lang in i18n["languages"] if lang["locale"] == "de")
    assert german["nav_translations"]["What changed"] == "Was sich geändert hat"


def test_the_changelog_points_to_the_page_instead_of_repeating_it() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    section = text.split("### Corrected: the site's claims", 1)[1].split("\n## ", 1)[0]
    assert "data/changes.toml" in section and "changes/" in section
    for change in CHANGES:
        assert change.text["en"].splitlines()[0] not in section, change.id
