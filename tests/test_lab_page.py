"""The pages "What the readings change" (Penneech) and "What the rule sets change"
(Piquet, Pip-Pip!): plots and tables drawn from the lab's results, readable without JavaScript, in
English and German, linked from every option's row."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest
from site_helpers import html_path, read

from penneech.games import DEFAULT, GAMES, packaged
from penneech.games.allfours.options import OPTIONS as ALLFOURS_OPTIONS
from penneech.games.penneech.options import OPTIONS
from penneech.games.pippip.lab import BETWEEN_DEALS as PIPPIP_BETWEEN_DEALS
from penneech.games.pippip.options import OPTIONS as PIPPIP_OPTIONS
from penneech.games.piquet.lab import BETWEEN_DEALS
from penneech.games.piquet.options import OPTIONS as PIQUET_OPTIONS
from sitegen import lab_common

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
    assert raw.count('<table class="lab">') == 3  # with the skill ranking
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
    assert raw.count('<table class="lab">') == 3  # with the skill ranking
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
    assert raw.count('<table class="lab">') == 4  # with the skill ranking
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


ALLFOURS_FILES = ("allfours-greedy.json", "allfours-skill-greedy.json",
                  "allfours-skill-expert.json")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_allfours_page_shows_every_reading_of_every_results_file(site: Path,
                                                                     lang: str) -> None:
    """All-Fours is measured over whole games, so every option has its rows and the
    comparison of the rule sets links each option to them."""
    page = read(site, "allfours/lab", lang)
    raw = html_path(site, "allfours/lab", lang).read_text(encoding="utf-8")
    svgs = [s for s in re.findall(r"<svg\b.*?</svg>", raw, flags=re.S)
            if "lab-allfours-" in s]
    assert len(svgs) == 3, "the first dealer's share, the sources and the skill plots"
    for svg in svgs:
        assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    assert raw.count('<table class="lab">') == 2  # with the skill ranking
    tables = raw[raw.index('<table class="lab">'):]
    for name in ALLFOURS_FILES:
        doc = json.loads((DATA / name).read_text(encoding="utf-8"))
        assert doc["game"] == "allfours"
        for row in doc["configs"]:
            fig = row["figures"]["better_wins" if "better_wins" in row["figures"]
                                 else "first_dealer_wins"]
            assert shown_share(fig, lang) in page.text, (name, row["label"])
            if name == ALLFOURS_FILES[0]:
                assert f'title="{row["label"]}"' in tables, row["label"]
    presets = html_path(site, "allfours/presets", lang).read_text(encoding="utf-8")
    for option in ALLFOURS_OPTIONS:
        assert f"lab-option-{option.point}" in page.ids, option.id
        assert f'href="../lab/#lab-option-{option.point}"' in presets, option.id
    assert "penneech lab --game allfours" in page.text


# --------------------------------------------------------------- claims drawn from the data
def _fig(low: float, high: float) -> dict[str, float]:
    return {"value": (low + high) / 2, "low": low, "high": high}


def test_an_advantage_is_claimed_only_where_its_interval_leaves_out_an_even_share() -> None:
    lab = lab_common
    figs = [("under A", _fig(0.495, 0.592)), ("under B", _fig(0.470, 0.572)),
            ("under C", _fig(0.520, 0.632))]
    text = lab.even_sentence(figs, 0.5, "en")
    assert text.startswith("Only under C does the interval lie wholly above")
    assert "under A and under B it includes an even share" in text
    assert "no advantage either way is shown" in text
    assert lab.side(_fig(0.36, 0.497), 0.5) == "below"
    assert lab.side(_fig(0.2, 0.5), 0.5) == "even"
    # an interval that holds the even share is never called an advantage, in either language
    for lang in ("en", "de"):
        one = lab.even_sentence([("x", _fig(0.46, 0.55))], 0.5, lang)
        assert ("above" not in one) and ("über" not in one)
    # the even share is the table's: a fifth at five players
    assert "above" in lab.even_sentence([("x", _fig(0.21, 0.25))], 0.2, "en")


def test_a_difference_is_claimed_only_where_the_intervals_do_not_overlap() -> None:
    lab = lab_common
    a, b = _fig(0.790, 0.891), _fig(0.845, 0.930)
    text = lab.diff_sentence(("without", "84.7%", a), ("with", "89.5%", b), "en")
    assert "overlap, so these deals do not show a difference" in text
    c = _fig(0.885, 0.958)
    apart = lab.diff_sentence(("with", "93.0%", c), ("without", "83.5%", _fig(0.777, 0.880)),
                              "en")
    assert "do not overlap, so the difference is shown" in apart


#: The games after the first, whose lab pages ("What the rule sets change", ``<id>/lab``)
#: draw their verdicts from the intervals of the checked-in results.
RULE_SET_LABS = [g.id for g in GAMES.values() if packaged(g.id) and g.id != DEFAULT]


@pytest.mark.parametrize("game", RULE_SET_LABS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lab_pages_say_only_what_their_intervals_show(site: Path, game: str,
                                                          lang: str) -> None:
    """Every sentence on whether an advantage or a difference is shown is the one the
    intervals of the checked-in results give, and no hand-written verdict is left."""
    lab = lab_common
    page_name = f"{game}/lab"
    docs_dir = Path(__file__).resolve().parent.parent / "docs"
    markdown = (docs_dir / f"{page_name}{'.de' if lang == 'de' else ''}.md").read_text(
        encoding="utf-8")
    markers = list(lab.CLAIM.finditer(markdown))
    assert markers, "the commentary draws its verdicts from the data"
    docs = lab.load_all(game)
    assert None not in docs.values(), f"{game}: results missing in data/lab"
    text = " ".join(read(site, page_name, lang).text.split())
    for match in markers:
        sentence = lab.claim(match, docs, lang, lambda f, fig: "")
        verdict = sentence.rsplit(": ", 1)[-1]  # a LAB-DIFF's verdict follows its figures
        assert " ".join(verdict.split()) in text, (page_name, lang, verdict)
    assert "[[LAB" not in text
    for stale in ("tells the same story", "fall a little short of even",
                  "sagt dasselbe mit breiteren", "etwas unter dem gleichen Anteil"):
        assert stale not in text


# --------------------------------------------------------------- the hook finds each game's page
def test_each_games_lab_page_is_found_through_the_registry() -> None:
    """A page's markers name its game; the hook writes it out with that game's module and
    refuses a game the registry does not know, or markers of two games on one page."""
    from sitegen import lab_page

    assert lab_page.lab_page_of("# A page without lab markers") is None
    with_pages = [g for g in GAMES if importlib.util.find_spec(f"sitegen.lab_{g}")]
    docs_dir = Path(__file__).resolve().parent.parent / "docs"
    marked = {lab_page.lab_page_of(page.read_text(encoding="utf-8"))
              for page in docs_dir.glob("**/*.md")}
    assert marked - {None} == set(with_pages)        # every game's module has its page
    for game in with_pages:
        assert lab_page.lab_page_of(f"<!-- lab-{game}-provenance -->\n") == game
    with pytest.raises(ValueError, match="no registered game 'chess'"):
        lab_page.lab_page_of("<!-- lab-chess-provenance -->")
    with pytest.raises(ValueError, match="several games"):
        lab_page.lab_page_of("".join(f"<!-- lab-{g}-provenance -->" for g in with_pages))


def test_the_shared_figures_are_written_as_the_tables_write_them() -> None:
    """``[[LAB:file:reading:figure]]``: a share with its interval in percent, a mean with its
    interval, each in the page's language; an unknown reading stops the build."""
    doc = {"configs": [{"label": "x", "figures": {"share": _fig(0.5, 0.6),
                                                  "mean": _fig(18.19, 18.79)}}]}
    docs: dict[str, dict[str, Any] | None] = {"greedy": doc, "greedy_random": None}
    text = ("[[LAB:greedy:x:share]] / [[LAB:greedy:x:mean]] / "
            "[[LAB:greedy_random:x:share]]")
    shares = {"share"}.__contains__
    assert lab_common.expand(text, {}, docs, "en", shares) == (
        "55.0% <small>(50.0–60.0)</small> / 18.49 <small>(18.19–18.79)</small> / "
        "Not measured yet.")
    assert lab_common.expand("[[LAB:greedy:x:share]]", {}, docs, "de", shares) == (
        "55,0\u00a0% <small>(50,0–60,0)</small>")
    with pytest.raises(ValueError, match="no figure 'share' for 'y'"):
        lab_common.expand("[[LAB:greedy:y:share]]", {}, docs, "en", shares)


# --------------------------------------------------------------- which reading rewards skill
def test_readings_are_ranked_by_the_experts_margin_and_judged_by_their_intervals() -> None:
    """The table "Which reading rewards skill" ranks the readings by the expert's share
    against greedy, highest first, and calls an edge clear only where the whole interval
    lies above a fair share (a fifth at Pip-Pip!'s table of five, a half at two)."""
    from sitegen import lab_skill

    def doc(figs: dict[str, dict[str, float]]) -> dict[str, Any]:
        return {"configs": [{"rules": r, "label": r, "preset": r, "change": {},
                             "figures": {"better_wins": f}} for r, f in figs.items()]}

    expert = doc({"a": _fig(0.45, 0.60), "b": _fig(0.55, 0.75), "c": _fig(0.30, 0.45)})
    greedy = doc({"a": _fig(0.70, 0.80), "b": _fig(0.40, 0.58)})
    html = lab_skill.skill_table(expert["configs"], greedy, expert, "en", lambda r: r["rules"])
    rows = re.findall(r'<th scope="row">(\w)</th><td>[^<]*<small>[^<]*</small></td><td>([^<]+)'
                      r"</td>", html)
    assert rows == [("b", "clear"), ("a", "not shown"), ("c", "greedy ahead")]
    assert "under 1 of the 3 readings measured, below it under 1" in html
    assert "clear under 1 of 2" in html                        # c has no greedy figure
    assert lab_skill.verdict(_fig(0.21, 0.25), 0.2) == "above"
    assert lab_skill.verdict(_fig(0.21, 0.25), 0.5) == "below"
    assert lab_skill.verdict(None, 0.5) == ""
    assert "Noch nicht gemessen" in lab_skill.ranked(None, None, "de", lambda d: [], str)


LAB_GAMES = [g for g in GAMES if importlib.util.find_spec(f"sitegen.lab_{g}")]


@pytest.mark.parametrize("game", LAB_GAMES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_lab_page_ranks_every_reading_its_skill_files_measured(site: Path, game: str,
                                                                    lang: str) -> None:
    """Each game's lab page has the table "Which reading rewards skill": one row for every
    reading of its skill files, and a sentence counting the readings measured."""
    docs = lab_common.load_all(game)
    # every reading of the file that measured more (readings that name the same rules, as a
    # change that reaches another preset, keep a row each)
    readings = max(((docs[kind] or {"configs": []})["configs"]
                    for kind in ("greedy_random", "expert_greedy")), key=len)
    page_name = "lab" if game == DEFAULT else f"{game}/lab"
    html = html_path(site, page_name, lang).read_text(encoding="utf-8")
    section = re.search(r'id="skill-readings".*?(?=<h[23])', html, re.S)
    assert section is not None, (game, lang)
    rows = re.findall(r'<tr><th scope="row">', section.group(0))
    assert len(rows) == len(readings), (game, lang)
    summary = re.search(r"<p>([^<]*(?:readings measured|gemessenen Lesarten)[^<]*)</p>",
                        section.group(0))
    assert summary is not None and f" {len(readings)} " in summary.group(1), (game, lang)
