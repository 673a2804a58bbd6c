"""The page "What the readings change": plots and tables drawn from the lab's results,
readable without JavaScript, in English and German, linked from every option's row."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from site_helpers import html_path, read

from penneech.options import OPTIONS

DATA = Path(__file__).resolve().parent.parent / "data" / "lab"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_shows_plots_with_text_alternatives_and_the_tables(site: Path,
                                                                    lang: str) -> None:
    page = read(site, "lab", lang)
    assert page.lang == lang
    raw = html_path(site, "lab", lang).read_text(encoding="utf-8")
    svgs = re.findall(r"<svg\b.*?</svg>", raw, flags=re.S)
    plots = [s for s in svgs if 'class="md-' not in s[:200] and "lab-" in s]
    assert len(plots) == 3, "the dealer, sources and skill plots"
    for svg in plots:
        assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
        assert "<script" not in svg
    # The figures are in the page itself, not fetched by a script.
    assert raw.count('<table class="lab">') == 2
    for option in OPTIONS:
        assert f"lab-option-{option.id}" in page.ids, option.id
    doc = json.loads((DATA / "penneech-greedy.json").read_text(encoding="utf-8"))
    mcleod = next(r for r in doc["configs"] if r["label"] == "mcleod")
    share = f"{100 * mcleod['figures']['dealer_points']['value']:.1f}"
    assert (share.replace(".", ",") if lang == "de" else share) in page.text
    if lang == "de":
        assert "Was die Lesarten ändern" in page.text and "Vorteil des Gebers" in page.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_option_on_the_variants_page_links_to_its_figures(site: Path, lang: str) -> None:
    raw = html_path(site, "variants", lang).read_text(encoding="utf-8")
    for option in OPTIONS:
        assert f'href="../lab/#lab-option-{option.id}"' in raw, option.id
