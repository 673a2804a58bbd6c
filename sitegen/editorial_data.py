"""MkDocs hook: the editorial layer as data, downloadable from the built site.

Three files are added to the site under ``data/`` when it is built, from the same modules the
pages are built from (nothing is copied or retyped):

- ``data/picket-alignment.json``: every clause of Cotton's *Picket* (1674, chapter VI;
  ``sitegen.cotton_picket.CLAUSES``) with the passages of the 1651 text that say the same
  thing, the relation and the notes (``sitegen.picket_sources_data.ALIGNMENTS``), the pages
  of both texts and the addresses of their page images and of the clause on this site;
- ``data/picket-alignment.tei.xml``: the same alignment as a TEI document, a ``<linkGrp>``
  whose every ``<link>`` joins the clause in the site's edited text (its address) to the
  1651 passage (a ``<cit>`` of the document, which names its page, its image and its place
  on the comparison page), the relations defined in a ``<taxonomy>``;
- ``data/provenance.json``: every provenance record of every rule set of every game in the
  registry (``penneech.games.GAMES``): the value, its status, the source, the place in it,
  the source's words where they may be quoted, the work it is known through, and the note.

Each JSON file names its schema (``$schema``); the schemas (JSON Schema, draft 2020-12) are
kept in ``docs/data/schema/`` and so are published beside the files. The build stops, as the
comparison page's does, if the alignment is incomplete or a quotation is not in its text.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import quoteattr

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from penneech.core.i18n import QUOTE, Text
from penneech.core.options import STATUS_LABELS, STATUS_MEANINGS, STATUSES
from penneech.core.preset import MARKS, REPORTED_MARK
from penneech.games import GAMES, packaged
from sitegen import cotton_text as tei
from sitegen.bibliography import site_url, version
from sitegen.cotton_picket import CLAUSES
from sitegen.picket_sources import RELATION_LABELS, SOURCE_QUOTE, check_alignments, passage_anchor
from sitegen.picket_sources_data import (
    ALIGNMENTS,
    COTGRAVE_SEEN,
    FIRST_PAGE,
    RELATION_MEANINGS,
    RELATIONS,
    TEXT_1651,
)
from sitegen.preset_tables import WORDS as PRESET_WORDS

#: The downloads, by name under ``data/``.
ALIGNMENT_JSON = "data/picket-alignment.json"
ALIGNMENT_TEI = "data/picket-alignment.tei.xml"
PROVENANCE_JSON = "data/provenance.json"
#: The schemas, kept in ``docs/data/schema/`` and published there.
SCHEMAS = {ALIGNMENT_JSON: "data/schema/picket-alignment.schema.json",
           PROVENANCE_JSON: "data/schema/provenance.schema.json"}
#: Where the downloads are written before the build copies them (``.gitignore``: ``.cache/``).
CACHE = Path(__file__).resolve().parent.parent / ".cache" / "editorial-data"
TEI_NS = "http://www.tei-c.org/ns/1.0"
#: The pages of the site the alignment points into.
EDITED_TEXT = "piquet/cotton/"
CONCORDANCE = "piquet/concordance/"
COMPARISON = "piquet/cotton-sources/"
#: How the data are licensed: our alignment, notes and records; the quoted words are CC0.
LICENCE = {"name": "CC BY 4.0", "url": "https://creativecommons.org/licenses/by/4.0/"}
QUOTED_LICENCE = {"name": "CC0 1.0",
                  "url": "https://creativecommons.org/publicdomain/zero/1.0/"}
#: What the markup inside notes means (the JSON keeps it so that nothing is lost).
NOTE_MARKUP = ("In notes, {q:PAGE|words} quotes Cotton (1674) and {s:PAGE|words} the 1651 "
               "text, on the printed page(s) given; both are checked against the TEI texts.")


def pages_of(pages: str) -> list[str]:
    """The printed pages of a locator: "2–3" → ["2", "3"], "[1]" → ["[1]"]."""
    return pages.split("–")


def images(text: str, pages: str) -> list[str]:
    """The addresses of the page images of a locator in one of the keyed texts."""
    return [tei.facsimile_url(text, page) for page in pages_of(pages)]


def text_pair(en: str, de: str) -> dict[str, str] | None:
    """A note in both languages, or None where there is none."""
    return {"en": en, "de": de} if en or de else None


def clause_urls(site: str, clause: str) -> dict[str, str]:
    """Where a clause stands on the site: the edited text, the concordance, the comparison."""
    anchor = clause.lower()
    return {"text": f"{site}{EDITED_TEXT}#t-{anchor}",
            "concordance": f"{site}{CONCORDANCE}#{anchor}",
            "comparison": f"{site}{COMPARISON}#s-{anchor}"}


def alignment_data(site: str) -> dict[str, Any]:
    """The alignment of Cotton's clauses with the 1651 text, as JSON-ready data."""
    check_alignments()
    by_id = {c.id: c for c in CLAUSES}
    clauses = []
    for row in ALIGNMENTS:
        clause = by_id[row.clause]
        clauses.append({
            "clause": row.clause,
            "cotton_1674": {"words": clause.phrase, "page": clause.page,
                            "page_images": images("1674", clause.page)},
            "urls": clause_urls(site, row.clause),
            "relation": row.relation,
            "passages_1651": [
                {"words": p.words, "pages": p.pages, "page_images": images(TEXT_1651, p.pages),
                 "url": f"{site}{COMPARISON}#{passage_anchor(row.clause, n)}"}
                for n, p in enumerate(row.passages, 1)],
            "note": text_pair(row.note_en, row.note_de),
            "cotgrave_seen": row.clause in COTGRAVE_SEEN,
            "cotgrave": text_pair(row.cotgrave_en, row.cotgrave_de),
        })
    return {
        "$schema": site + SCHEMAS[ALIGNMENT_JSON],
        "title": "Cotton's Picket (1674) clause by clause beside The Royall and Delightfull "
                 "Game of Picquet (1651)",
        "version": version(),
        "site": site,
        "page": site + COMPARISON,
        "licence": LICENCE,
        "quoted_texts_licence": QUOTED_LICENCE,
        "texts": {
            "cotton1674": {"tcp": "A34637", "edition": "1674", "chapter": "VI",
                           "bibliography": f"{site}sources/#cotton1674"},
            "royall1651picquet": {"tcp": TEXT_1651, "edition": "1651",
                                  "first_page": FIRST_PAGE,
                                  "bibliography": f"{site}sources/#royall1651picquet"},
        },
        "relations": {r: {"label": {lang: RELATION_LABELS[lang][r] for lang in ("en", "de")},
                          "meaning": RELATION_MEANINGS[r].as_dict()} for r in RELATIONS},
        "note_markup": NOTE_MARKUP,
        "clauses": clauses,
    }


def passage_id(clause: str, number: int) -> str:
    """The ``xml:id`` of a 1651 passage in the TEI document: "a92043-v3-1"."""
    return f"{TEXT_1651.lower()}-{clause.lower()}-{number}"


def note_xml(text: str) -> str:
    """A note as TEI: escaped, with its quotations of Cotton and of the 1651 text marked."""
    out = xml_escape(text)
    out = QUOTE.sub(lambda m: f'<quote source="#cotton1674" n="{m["pages"]}">'
                              f'{m["words"]}</quote>', out)
    return SOURCE_QUOTE.sub(lambda m: f'<quote source="#royall1651picquet" n="{m["pages"]}">'
                                      f'{m["words"]}</quote>', out)


def alignment_tei(site: str) -> str:
    """The alignment as a TEI document with a ``<linkGrp>`` (see the module's docstring)."""
    data = alignment_data(site)
    categories = "".join(
        f'<category xml:id="rel-{r}">'
        + "".join(f'<catDesc xml:lang="{lang}"><term>{xml_escape(d["label"][lang])}</term>: '
                  f'{xml_escape(d["meaning"][lang])}</catDesc>' for lang in ("en", "de"))
        + "</category>" for r, d in data["relations"].items())
    cits, links, notes = [], [], []
    nl = "\n"
    for row in data["clauses"]:
        clause, relation = row["clause"], row["relation"]
        targets = [row["urls"]["text"]]
        for n, p in enumerate(row["passages_1651"], 1):
            ident = passage_id(clause, n)
            targets.append("#" + ident)
            refs = "".join(f'<ref type="image" target={quoteattr(url)}>{page}</ref>'
                           for page, url in zip(pages_of(p["pages"]), p["page_images"],
                                                strict=True))
            cits.append(f'<cit xml:id="{ident}" corresp={quoteattr(p["url"])}>'
                        f'<quote xml:lang="en">{xml_escape(p["words"])}</quote>'
                        f'<bibl><ptr target="#royall1651picquet"/>'
                        f'<citedRange unit="page">{refs}</citedRange></bibl></cit>')
        if len(targets) == 1:   # an added clause: nothing in the 1651 text
            targets.append("#royall1651picquet")
        link_id = f"link-{clause.lower()}"
        links.append(f'<link xml:id="{link_id}" type="{relation}" ana="#rel-{relation}" '
                     f'target={quoteattr(" ".join(targets))}/>')
        for kind, text in (("relation", row["note"]), ("cotgrave", row["cotgrave"])):
            for lang, words in (text or {}).items():
                notes.append(f'<note type="{kind}" target="#{link_id}" xml:lang="{lang}">'
                             f"{note_xml(words)}</note>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<TEI xmlns="{TEI_NS}" xml:lang="en">\n'
        "<teiHeader><fileDesc>"
        f"<titleStmt><title>{xml_escape(data['title'])}</title>"
        "<respStmt><resp>Alignment, relations and notes</resp>"
        "<name>Penneech project contributors</name></respStmt></titleStmt>"
        f"<editionStmt><edition n={quoteattr(data['version'])}>Version "
        f"{xml_escape(data['version'])}</edition></editionStmt>"
        "<publicationStmt><publisher>Penneech project contributors</publisher>"
        f"<idno type='URI'>{xml_escape(site + ALIGNMENT_TEI)}</idno>"
        f"<availability><licence target={quoteattr(LICENCE['url'])}>{LICENCE['name']}: the "
        "alignment, the relations and the notes. The words quoted from the two texts are "
        f"from their keyed texts, released under {QUOTED_LICENCE['name']}.</licence>"
        "</availability></publicationStmt>"
        "<sourceDesc><listBibl>"
        '<bibl xml:id="cotton1674">[Charles Cotton], The Compleat Gamester (London, 1674), '
        "chapter VI, Picket, pp. 80–89; keyed text EEBO-TCP A34637"
        f'<ref target={quoteattr(site + "sources/#cotton1674")}/></bibl>'
        '<bibl xml:id="royall1651picquet">The Royall and Delightfull Game of Picquet '
        "(London, 1651); keyed text EEBO-TCP A92043"
        f'<ref target={quoteattr(site + "sources/#royall1651picquet")}/></bibl>'
        "</listBibl></sourceDesc></fileDesc>"
        "<encodingDesc><projectDesc><p>Each link joins a clause of Cotton's chapter, by its "
        "address in the edited text of this site, to the passage or passages of the 1651 text "
        "that say the same thing (a cit of this document, its page linked to the page image "
        "and its corresp the passage on the comparison page). The link's type is the relation, "
        "defined below; a clause the 1651 text has nowhere points to the 1651 text as a "
        "whole. Quotations are exactly as keyed and are checked against the TEI texts when the "
        "site is built.</p></projectDesc>"
        f'<classDecl><taxonomy xml:id="relations">{categories}</taxonomy></classDecl>'
        "</encodingDesc></teiHeader>\n"
        "<text><body>\n"
        f'<div type="passages">\n{nl.join(cits)}\n</div>\n'
        f'<div type="alignment">\n<linkGrp type="alignment">\n{nl.join(links)}\n</linkGrp>\n'
        f'{nl.join(notes)}\n</div>\n'
        "</body></text>\n</TEI>\n")


def provenance_data(site: str) -> dict[str, Any]:
    """Every provenance record of every rule set of every game of the package (a game
    registered from elsewhere, as the tests' toy game, is not the site's)."""
    records = []
    for game in (g for g in GAMES.values() if packaged(g.id)):
        for preset in game.presets.values():
            values = preset.rules.values()
            for option in game.options:
                record = preset.provenance[option.id]
                value = values[option.id]
                records.append({
                    "game": game.id, "preset": preset.id, "option": option.id,
                    "option_title": option.title.as_dict(),
                    "value": value, "value_label": option.choice(value).label.as_dict(),
                    "status": record.status, "second_hand": bool(record.via),
                    "source": record.source,
                    "source_url": f"{site}sources/#{record.source}",
                    "locus": record.locus, "via": record.via or None,
                    "quote": record.quote or None, "note": record.note.as_dict(),
                })
    second = Text(PRESET_WORDS["en"]["second_hand"], PRESET_WORDS["de"]["second_hand"])
    return {
        "$schema": site + SCHEMAS[PROVENANCE_JSON],
        "title": "Where every rule value of every rule set comes from",
        "version": version(),
        "site": site,
        "licence": LICENCE,
        "statuses": {s: {"label": STATUS_LABELS[s].as_dict(), "mark": MARKS[s],
                         "meaning": STATUS_MEANINGS[s].as_dict()} for s in STATUSES},
        "second_hand": {"mark": REPORTED_MARK, "meaning": second.as_dict()},
        "quote_markup": "A quotation of Cotton is written {q:PAGE|words} ({q:1687:PAGE|words} "
                        "for the edition of 1687); other sources' words are plain text.",
        "games": {g.id: {"name": g.name.as_dict(),
                         "presets": {p.id: p.name.as_dict() for p in g.presets.values()}}
                  for g in GAMES.values()},
        "records": records,
    }


def as_json(data: dict[str, Any]) -> str:
    """Data as the downloads write it: UTF-8, indented, keys in the order given."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def downloads(config: MkDocsConfig) -> dict[str, str]:
    """Every download's path under the site and its text, for the configured address."""
    return dict(_downloads(site_url(config)))


@functools.cache
def _downloads(site: str) -> dict[str, str]:
    """``downloads`` for the address ``site``, made once per process: the English and the
    German build (and every rebuild of ``mkdocs serve``, which does not reload this code)
    write the same files."""
    return {ALIGNMENT_JSON: as_json(alignment_data(site)),
            ALIGNMENT_TEI: alignment_tei(site),
            PROVENANCE_JSON: as_json(provenance_data(site))}


def write_downloads(config: MkDocsConfig) -> Path:
    """Write the downloads into a folder of ``.cache/`` (one per site address, each file
    written whole and then renamed, so that builds side by side never see half a file) and
    return the folder."""
    site = site_url(config)
    folder = CACHE / hashlib.sha256(site.encode()).hexdigest()[:16]
    for path, text in downloads(config).items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        part = target.with_name(f"{target.name}.{os.getpid()}.part")
        part.write_text(text, encoding="utf-8")
        os.replace(part, target)
    return folder


def on_files(files: Files, config: MkDocsConfig, **kwargs: Any) -> Files:
    """Add the downloads to the site's files, so that pages link to them as to any file.
    (They are written to disk: the language plugin cannot handle files made in memory.)"""
    folder = write_downloads(config)
    for path in downloads_names():
        if files.get_file_from_path(path) is None:
            files.append(File(path, str(folder), config["site_dir"],
                              config["use_directory_urls"]))
    return files


def downloads_names() -> tuple[str, ...]:
    """The paths of the downloads under the site."""
    return (ALIGNMENT_JSON, ALIGNMENT_TEI, PROVENANCE_JSON)
