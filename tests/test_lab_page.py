"""The pages "What the readings change" (Penneech) and "What the rule sets change"
(Piquet, Pip-Pip!): plots and tables drawn from the lab's results, readable without JavaScript, in
English and German, linked from every option's row."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from site_helpers import html_path, read

from penneech.games.penneech.options import OPTIONS
from penneech.games.pippip.options import OPTIONS as PIPPIP_OPTIONS
from penneech.games.piquet.options import OPTIONS as PIQUET_OPTIONS
from penneech.lab.pippip_game import BETWEEN_DEALS as PIPPIP_BETWEEN_DEALS
from penneech.lab.piquet_game import BETWEEN_DEALS

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


PIQUET_FILES = ("piquet-greedy.json", "piquet-skill-greedy.json", "piquet-skill-expert.json")


def shown_share(fig: dict[str, float], lang: str) -> str:
    """A share as the page writes it, with its interval (51.2% (50.2–52.2))."""
    def one(x: float) -> str:
        text = f"{100 * x:.1f}"
        return text.replace(".", ",") if lang == "de" else text

    sign = " %" if lang == "de" else "%"  # the page's no-break space, as its text reads
    return f"{one(fig['value'])}{sign} ({one(fig['low'])}–{one(fig['high'])})"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_piquet_page_shows_every_reading_of_every_results_file(site: Path,
                                                                   lang: str) -> None:
    page = read(site, "piquet/lab", lang)
    assert page.lang == lang
    raw = html_path(site, "piquet/lab", lang).read_text(encoding="utf-8")
    svgs = [s for s in re.findall(r"<svg\b.*?</svg>", raw, flags=re.S) if "lab-piquet-" in s]
    assert len(svgs) == 3, "the elder, sources and skill plots"
    for svg in svgs:
        assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
        assert "<script" not in svg
    assert raw.count('<table class="lab">') == 2
    tables = raw[raw.index('<table class="lab">'):]
    for name in PIQUET_FILES:
        doc = json.loads((DATA / name).read_text(encoding="utf-8"))
        assert doc["game"] == "piquet"
        for row in doc["configs"]:
            # Every reading has its row, named by its rule string.
            assert f'title="{row["label"]}"' in tables, (name, row["label"])
            fig = row["figures"]["better_wins" if "better_wins" in row["figures"]
                                 else "elder_points"]
            assert shown_share(fig, lang) in page.text, (name, row["label"])
    for option in PIQUET_OPTIONS:
        if option.id not in BETWEEN_DEALS:
            assert f"lab-option-{option.point}" in page.ids, option.id
    if lang == "de":
        assert "Was die Regelwerke ändern" in page.text and "Vorhand" in page.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_piquet_option_measured_in_one_deal_links_to_its_figures(site: Path,
                                                                      lang: str) -> None:
    raw = html_path(site, "piquet/presets", lang).read_text(encoding="utf-8")
    for option in PIQUET_OPTIONS:
        link = f'href="../lab/#lab-option-{option.point}"'
        assert (link in raw) == (option.id not in BETWEEN_DEALS), option.id


PIPPIP_FILES = ("pippip-greedy.json", "pippip-skill-greedy.json", "pippip-skill-expert.json")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pippip_page_shows_every_reading_of_every_results_file(site: Path,
                                                                   lang: str) -> None:
    page = read(site, "pippip/lab", lang)
    assert page.lang == lang
    raw = html_path(site, "pippip/lab", lang).read_text(encoding="utf-8")
    svgs = [s for s in re.findall(r"<svg\b.*?</svg>", raw, flags=re.S) if "lab-pippip-" in s]
    assert len(svgs) == 4, "the positions, opening leader, sources and skill plots"
    for svg in svgs:
        assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
        assert "<script" not in svg
    assert raw.count('<table class="lab">') == 3
    tables = raw[raw.index('<table class="lab">'):]
    for name in PIPPIP_FILES:
        doc = json.loads((DATA / name).read_text(encoding="utf-8"))
        assert doc["game"] == "pippip"
        for row in doc["configs"]:
            # Every reading has its row, named by its rule string, with its main share.
            assert f'title="{row["label"]}"' in tables, (name, row["label"])
            fig = row["figures"]["better_wins" if "better_wins" in row["figures"]
                                 else "leader_points"]
            assert shown_share(fig, lang) in page.text, (name, row["label"])
    for option in PIPPIP_OPTIONS:
        if option.id not in PIPPIP_BETWEEN_DEALS:
            assert f"lab-option-{option.point}" in page.ids, option.id
    if lang == "de":
        assert "Was die Regelwerke ändern" in page.text and "Ausspieler" in page.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_pippip_option_measured_in_one_deal_links_to_its_figures(site: Path,
                                                                      lang: str) -> None:
    raw = html_path(site, "pippip/presets", lang).read_text(encoding="utf-8")
    for option in PIPPIP_OPTIONS:
        link = f'href="../lab/#lab-option-{option.point}"'
        assert (link in raw) == (option.id not in PIPPIP_BETWEEN_DEALS), option.id
