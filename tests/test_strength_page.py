"""The page "How strong are the computer players" and the level menus' ratings, in the
built site, drawn from the strength ladders ``data/ladder/<id>.json`` (issue 36).

Every packaged game's ladder is on the page in both languages, as an SVG plot with a title
and a description and as a table with every rung's rating, and each play page's widget
carries the ratings its level menu names (``play-common.js``).
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from site_helpers import ROOT, html_path

from penneech.games import GAMES, packaged
from sitegen.strength import game_section

SITE_GAMES = [g for g in GAMES.values() if packaged(g.id)]
LADDERS = ROOT / "data" / "ladder"


def ladder(game_id: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((LADDERS / f"{game_id}.json").read_text("utf-8"))
    return doc


def number(x: float, lang: str) -> str:
    text = f"{abs(round(x)):,}"
    return ("−" if round(x) < 0 else "") + (text.replace(",", ".") if lang == "de" else text)


def section(html: str, game_id: str) -> str:
    """The part of the page from the game's heading to the next heading."""
    start = html.index(f'<h2 id="ladder-{game_id}"')
    rest = html[start + 1:]
    end = rest.find("<h2")
    return rest if end < 0 else rest[:end]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_strength_page_shows_every_games_ladder_as_plot_and_table(site: Path,
                                                                      lang: str) -> None:
    html = html_path(site, "strength", lang).read_text(encoding="utf-8")
    title = {"en": "How strong are the computer players",
             "de": "Wie stark spielt der Computer"}[lang]
    assert "<h1" in html and title in html
    for game in SITE_GAMES:
        part = section(html, game.id)
        doc = ladder(game.id)
        svg = re.search(r'<svg class="strength-plot".*?</svg>', part, re.S)
        assert svg, f"{game.id}: no plot"
        assert 'role="img"' in svg.group(0) and "<title" in svg.group(0) \
            and "<desc" in svg.group(0)
        rungs = doc["rungs"]
        assert svg.group(0).count("<circle") == len(rungs)
        cells = [unescape(re.sub(r"<[^>]+>", "", c)).strip()
                 for c in re.findall(r"<td[^>]*>(.*?)</td>", part, re.S)]
        for rung in rungs:
            rating = rung["rating"]
            assert rung["id"] in cells, f"{game.id}: no row for {rung['id']}"
            if rung["id"] != "random":
                shown = (f"{number(rating['elo'], lang)} [{number(rating['low'], lang)}, "
                         f"{number(rating['high'], lang)}]")
                assert shown in cells, f"{game.id} {rung['id']} ({lang}): {shown} not shown"
        assert f"penneech ladder --game {game.id}" in part


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_play_page_carries_its_levels_ratings_from_the_ladder(site: Path,
                                                                   lang: str) -> None:
    """The level menu of a play page names each level's rating (``play-common.js`` reads
    ``data-level-ratings``), the rung of the level's own name on the game's ladder."""
    for game in SITE_GAMES:
        if game.web is None:
            continue
        pages = [p for p in (site / ("de" if lang == "de" else "")).rglob("index.html")
                 if f'class="{game.id}-play"' in p.read_text(encoding="utf-8")]
        assert pages, f"{game.id}: no play page"
        html = pages[0].read_text(encoding="utf-8")
        found = re.search(rf'class="{game.id}-play"[^>]*data-level-ratings="([^"]*)"', html)
        assert found, f"{game.id}: the play widget has no ratings"
        ratings = json.loads(unescape(found.group(1)))
        by_rung = {r["id"]: round(r["rating"]["elo"]) for r in ladder(game.id)["rungs"]}
        for level in game.player_names():
            assert ratings[level] == by_rung[level]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_ladder_judges_the_play_pages_levels_by_the_interval_of_their_gap(
        site: Path, lang: str) -> None:
    """Under every game's ladder the page says, for each level of the play page against the
    one below it (the expert against greedy), which is stronger or that they are level,
    with the gap and its 95% interval from the file; and it lists every pairing played with
    its games and the first player's share."""
    html = html_path(site, "strength", lang).read_text(encoding="utf-8")
    heading = {"en": "The play page's levels", "de": "Die Stufen der Spielseite"}[lang]
    for game in SITE_GAMES:
        part = unescape(re.sub(r"<[^>]+>", "", section(html, game.id)))
        doc = ladder(game.id)
        assert heading in part, f"{game.id}: no levels"
        assert [v["upper"] for v in doc["levels"]] == [
            p for p in game.player_names()[1:] if any(r["id"] == p for r in doc["rungs"])]
        for v in doc["levels"] + doc["adjacent"]:
            low, high = v["gap_interval"]
            if v["verdict"] == "too few deals":
                continue
            said = f"{number(low, lang)} {'to' if lang == 'en' else 'bis'} {number(high, lang)}"
            assert said in part, f"{game.id} ({lang}): the gap {said} is not shown"
            assert (low > 0) == (v["verdict"] in ("separated", "stronger"))
        rows = re.findall(r"<tr>\s*<td><code>([^<]+)</code></td>\s*<td><code>([^<]+)</code>"
                          r"</td>\s*<td[^>]*>([^<]+)</td>", section(html, game.id))
        assert [(a, b) for a, b, _ in rows] == [(p["first"], p["second"])
                                                for p in doc["pairings"]]
        assert [int(n.replace(",", "").replace(".", "")) for _, _, n in rows] == [
            p["games"] for p in doc["pairings"]]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_experts_time_in_the_browser_stands_beside_its_time_in_cpython(
        site: Path, lang: str) -> None:
    """The section on thinking time gives, for every game with a play page, the expert's
    move time in the browser (median and 95th percentile, from ``data/ladder/browser.json``,
    which ``scripts/bench_browser.py --moves-only --record`` writes) and its CPU time per
    decision in CPython from the game's ladder."""
    html = html_path(site, "strength", lang).read_text(encoding="utf-8")
    start = html.index('<h2 id="browser"')
    part = html[start:html.index("<h2", start + 1)]
    times = json.loads((LADDERS / "browser.json").read_text("utf-8"))
    rows = [[unescape(re.sub(r"<[^>]+>", "", c)).strip()
             for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", part, re.S)]
    rows = [r for r in rows if r]
    games = [g for g in SITE_GAMES if g.web is not None]
    assert len(rows) == len(games)
    for game, row in zip(games, rows, strict=True):
        t = times[game.id]
        assert row[0] == (game.name.en if lang == "en" else game.name.de)
        assert row[2] == f"{number(t['median_ms'], lang)} ms"
        assert row[3] == f"{number(t['p95_ms'], lang)} ms"
        assert row[4] == str(t["moves"])
        per = ladder(game.id)["timing"]["per_rung"]["expert"]["per_decision"]
        ms = f"{per * 1000:.1f}"
        assert (ms.replace(".", ",") if lang == "de" else ms) in row[1]


def test_the_german_page_says_in_german_what_became_of_openspiels_bots(site: Path) -> None:
    """The ladders' files say in English whether OpenSpiel's bots were rungs and why not;
    the German page says it in German."""
    html = html_path(site, "strength", "de").read_text(encoding="utf-8")
    for game in SITE_GAMES:
        part = unescape(re.sub(r"<[^>]+>", "", section(html, game.id)))
        line = next(x for x in part.splitlines() if x.startswith("OpenSpiel:"))
        assert "rungs" not in line and "Sprossen von OpenSpiel" in line, (game.id, line)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", SITE_GAMES, ids=lambda g: g.id)
def test_too_few_deals_says_why_in_both_languages(game: Any, lang: str) -> None:
    """Where a rung gets no verdict, the page names both reasons the ladder has for it:
    fewer than ten deals, or an interval of no width. Every published ladder has a verdict
    on each pair, so the wording is read from the game's ladder with its top pair marked
    as ``penneech ladder`` marks a pair of too few deals."""
    said = {"en": ("fewer than 10 for one of them", "an interval of no width"),
            "de": ("weniger als 10 für einen von beiden", "ein Intervall ohne Breite")}
    doc = ladder(game.id)
    blind = dict(doc["adjacent"][-1], verdict="too few deals")
    doc["adjacent"][-1] = blind
    joiner = {"en": "and", "de": "und"}[lang]
    pair = f"`{blind['upper']}` {joiner} `{blind['lower']}`"
    line = next(x for x in game_section(game.id, lang, doc).splitlines() if pair in x)
    assert all(reason in line for reason in said[lang]), line
