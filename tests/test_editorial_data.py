"""The editorial layer as data: the Picket alignment and the provenance records as downloads.

A historian can take the comparison of Cotton's *Picket* (1674) with the 1651 text, and the
record of where every rule value comes from, away as data (third historian's review,
"Missing", 1): ``data/picket-alignment.json``, ``data/picket-alignment.tei.xml`` (a TEI
``<linkGrp>``) and ``data/provenance.json``, built from the modules the pages are built from
(``sitegen/editorial_data.py``). Each JSON file validates against its schema in
``docs/data/schema/``; the TEI file's links point at anchors that exist. The page
"Editorial principles" explains the labels in the words the code defines (review, "Missing", 5).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import jsonschema
import pytest
from jsonschema import Draft202012Validator
from site_helpers import ROOT, Page, html_path, read

from penneech.core.options import STATUS_LABELS, STATUS_MEANINGS, STATUSES
from penneech.core.preset import REPORTED_MARK
from penneech.games import GAMES, packaged
from sitegen import editorial_data as hook
from sitegen.cotton_picket import CLAUSES
from sitegen.picket_sources import RELATION_LABELS
from sitegen.picket_sources_data import ALIGNMENTS, RELATION_MEANINGS, RELATIONS
from sitegen.preset_tables import WORDS as PRESET_WORDS
from sitegen.site_common import escape

SCHEMA_DIR = ROOT / "docs" / "data" / "schema"
TEI = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
ADDRESS = "https://example.org/cards/"


def schema(download: str) -> dict[str, Any]:
    path = ROOT / "docs" / hook.SCHEMAS[download]
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def validator(download: str) -> Draft202012Validator:
    return Draft202012Validator(schema(download),
                                format_checker=Draft202012Validator.FORMAT_CHECKER)


def built(site: Path, download: str) -> Any:
    return json.loads((site / download).read_text(encoding="utf-8"))


def every_record() -> set[tuple[str, str, str]]:
    """Every (game, rule set, option) of every game of the package (the site's)."""
    return {(g.id, p.id, o.id) for g in GAMES.values() if packaged(g.id)
            for p in g.presets.values() for o in g.options}


@pytest.mark.parametrize("download", sorted(hook.SCHEMAS))
def test_each_schema_is_a_valid_draft_2020_12_schema(download: str) -> None:
    Draft202012Validator.check_schema(schema(download))
    assert schema(download)["$schema"] == "https://json-schema.org/draft/2020-12/schema"


@pytest.mark.parametrize("download", sorted(hook.SCHEMAS))
def test_the_built_downloads_validate_against_their_schemas(site: Path, download: str) -> None:
    data = built(site, download)
    validator(download).validate(data)
    assert data["$schema"] == data["site"] + hook.SCHEMAS[download]
    # the schema is published beside the file, as committed
    published = json.loads((site / hook.SCHEMAS[download]).read_text(encoding="utf-8"))
    assert published == schema(download)


def test_the_schemas_refuse_a_faulty_download() -> None:
    """The schemas catch what they are meant to catch: an unknown relation, a changed clause
    without its note, a second-hand value that does not name its report, a missing field."""
    alignment = hook.alignment_data(ADDRESS)
    validator(hook.ALIGNMENT_JSON).validate(alignment)
    bad_relation = json.loads(json.dumps(alignment))
    bad_relation["clauses"][0]["relation"] = "moved"
    changed = next(i for i, row in enumerate(ALIGNMENTS) if row.relation == "changed")
    no_note = json.loads(json.dumps(alignment))
    no_note["clauses"][changed]["note"] = None
    for faulty in (bad_relation, no_note):
        with pytest.raises(jsonschema.ValidationError):
            validator(hook.ALIGNMENT_JSON).validate(faulty)
    provenance = hook.provenance_data(ADDRESS)
    validator(hook.PROVENANCE_JSON).validate(provenance)
    no_via = json.loads(json.dumps(provenance))
    no_via["records"][0].update(second_hand=True, via=None)
    no_status = json.loads(json.dumps(provenance))
    del no_status["records"][0]["status"]
    for faulty in (no_via, no_status):
        with pytest.raises(jsonschema.ValidationError):
            validator(hook.PROVENANCE_JSON).validate(faulty)


def test_the_alignment_has_exactly_the_pages_clauses_in_order(site: Path) -> None:
    data = built(site, hook.ALIGNMENT_JSON)
    assert [c["clause"] for c in data["clauses"]] == [c.id for c in CLAUSES]
    assert len(data["clauses"]) == len(ALIGNMENTS)
    for row, out in zip(ALIGNMENTS, data["clauses"], strict=True):
        assert out["relation"] == row.relation
        assert [(p["words"], p["pages"]) for p in out["passages_1651"]] == \
            [(p.words, p.pages) for p in row.passages]
        assert out["note"] == ({"en": row.note_en, "de": row.note_de} if row.note_en else None)
        for passage in out["passages_1651"]:
            assert len(passage["page_images"]) == len(passage["pages"].split("–"))
    assert set(data["relations"]) == set(RELATIONS)
    for relation, meaning in RELATION_MEANINGS.items():
        assert data["relations"][relation]["meaning"] == meaning.as_dict()


def test_every_provenance_record_of_every_registered_rule_set_is_there(site: Path) -> None:
    data = built(site, hook.PROVENANCE_JSON)
    found = [(r["game"], r["preset"], r["option"]) for r in data["records"]]
    assert len(found) == len(set(found))
    assert set(found) == every_record()
    for out in data["records"]:
        preset = GAMES[out["game"]].presets[out["preset"]]
        record = preset.provenance[out["option"]]
        assert (out["status"], out["source"], out["locus"], out["quote"] or "",
                out["via"] or "", out["note"]) == \
            (record.status, record.source, record.locus, record.quote, record.via,
             record.note.as_dict())
        assert out["value"] == preset.rules.values()[out["option"]]
        assert out["second_hand"] == preset.second_hand(out["option"])


def site_anchor(site: Path, address: str, url: str) -> tuple[Path, str]:
    """The built HTML file and the ``id`` a URL of the site points at."""
    assert url.startswith(address), f"{url} is not an address of the site {address}"
    parts = urlsplit(url[len(address):])
    return site / unquote(parts.path) / "index.html", parts.fragment


def test_the_tei_alignment_is_tei_and_every_link_target_exists(site: Path) -> None:
    root = ET.parse(site / hook.ALIGNMENT_TEI).getroot()
    assert root.tag == f"{TEI}TEI"
    address = built(site, hook.ALIGNMENT_JSON)["site"]
    ids = {e.get(XML_ID) for e in root.iter() if e.get(XML_ID)}
    links = root.findall(f".//{TEI}linkGrp/{TEI}link")
    assert [link.get(XML_ID) for link in links] == [f"link-{c.id.lower()}" for c in CLAUSES]
    urls: list[str] = []
    for link, row in zip(links, ALIGNMENTS, strict=True):
        assert link.get("type") == row.relation
        assert link.get("ana", "").removeprefix("#") in ids
        targets = link.get("target", "").split()
        assert len(targets) == 1 + max(1, len(row.passages))
        for target in targets:
            if target.startswith("#"):
                assert target[1:] in ids, target
            else:
                urls.append(target)
    urls += [c.get("corresp", "") for c in root.iter(f"{TEI}cit")]
    assert len(urls) == len(CLAUSES) + sum(len(r.passages) for r in ALIGNMENTS)
    pages: dict[Path, set[str]] = {}
    for url in urls:
        path, anchor = site_anchor(site, address, url)
        if path not in pages:
            pages[path] = Page(path.read_text(encoding="utf-8")).ids
        assert anchor in pages[path], f"{url}: no such anchor in the built site"
    for note in root.iter(f"{TEI}note"):
        assert note.get("target", "").removeprefix("#") in ids


def relation_item(relation: str, lang: str) -> str:
    """A relation's item in a page's list: its label in bold, then what it means."""
    return (f"<li><strong>{RELATION_LABELS[lang][relation]}</strong>: "
            f"{escape(RELATION_MEANINGS[relation].get(lang))}</li>")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_editorial_principles_define_the_labels_as_the_code_does(site: Path,
                                                                     lang: str) -> None:
    html = html_path(site, "editorial-principles", lang).read_text(encoding="utf-8")
    text = Page(html).text
    for relation in RELATIONS:
        assert relation_item(relation, lang) in html, relation
    for status in STATUSES:
        label, meaning = STATUS_LABELS[status].get(lang), STATUS_MEANINGS[status].get(lang)
        assert label in text and meaning in text, status
    assert f"{REPORTED_MARK} {PRESET_WORDS[lang]['second_hand']}" in text
    for module in ("test_quotations.py", "test_picket_sources.py", "test_provenance.py"):
        assert f"tests/{module}" in text
        assert (ROOT / "tests" / module).exists()
    # the comparison page explains the relations in the same words
    sources = html_path(site, "piquet/cotton-sources", lang).read_text(encoding="utf-8")
    for relation in RELATIONS:
        assert relation_item(relation, lang) in sources, relation


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["sources", "piquet/cotton-sources", "editorial-principles"])
def test_the_pages_link_to_the_downloads_and_the_principles(site: Path, name: str,
                                                            lang: str) -> None:
    page = read(site, name, lang)
    here = site / ("de" if lang == "de" else "") / name
    linked = {(here / link).resolve().relative_to(site.resolve()).as_posix()
              for link in page.links if "data/" in link}
    assert hook.ALIGNMENT_JSON in linked and hook.ALIGNMENT_TEI in linked
    assert hook.SCHEMAS[hook.ALIGNMENT_JSON] in linked
    if name != "piquet/cotton-sources":
        assert {hook.PROVENANCE_JSON, hook.SCHEMAS[hook.PROVENANCE_JSON]} <= linked
    for path in linked:
        assert (site / path).is_file(), path
    if name != "editorial-principles":
        assert any("editorial-principles/" in link for link in page.links)
