"""Piquet's examples on the site are the engine's: the sample deal under two rule sets on the
comparison page, and the worked declarations of the rules page, in both languages.

Every number is read from the engine as it computes now (``sitegen.piquet_comparison``,
``sitegen.piquet_example_deals``), never typed here. The rules behind the examples: Cavendish,
laws 63, 65–69 (sequences, play, capot, order of reckoning, repique, pique); Cotton 1674,
pp. 83, 86; Meyers (point n × n, last trick 3, capot 30 extra, "nothing valid" stops a
repique).
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from site_helpers import ROOT, html_path

from penneech.core.cards import local_card_name, parse_card
from penneech.games.piquet import exchange
from penneech.games.piquet.options import OPTIONS_BY_ID
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.sequences import NAMES_DE as SEQUENCE_DE
from penneech.games.piquet.sequences import NAMES_EN as SEQUENCE_EN
from penneech.games.piquet.sequences import sequence_value
from sitegen import (
    piquet_rules_tables,  # the hook that writes the examples into the pages
    sample_hands,  # the hook that writes the sample deals into the pages
)
from sitegen.piquet_comparison import compare_deal, play_deal
from sitegen.piquet_example_deals import EXAMPLES, worked
from sitegen.piquet_html import piquet_comparison_html as comparison_html
from sitegen.piquet_samples import SAMPLES

LANGS = ["en", "de"]
PORTLAND = PiquetRules.parse("portland")
MEYERS = PiquetRules.parse("meyers1888")
DOCS = ROOT / "docs"


def page(site: Path, name: str, lang: str) -> str:
    return html_path(site, name, lang).read_text(encoding="utf-8")


#: The Piquet sample deal's markers in the pages: its seed, and the seeds it was chosen among.
MARKERS = re.compile(r"<!-- sample-hand game=piquet seed=(\d+) among=(\d+)-(\d+) "
                     r"a=portland b=meyers1888 -->")


def sample_markers() -> list[tuple[int, range]]:
    """Every Piquet sample deal of the pages: (seed, the seeds it was chosen among)."""
    found = [(int(m[1]), range(int(m[2]), int(m[3]) + 1))
             for path in sorted(DOCS.rglob("*.md"))
             for m in MARKERS.finditer(path.read_text(encoding="utf-8"))]
    assert len(found) == 4, "the comparison and play pages, in both languages"
    return found


def sample_seed() -> int:
    """The deal the pages show under Portland and Meyers."""
    return sample_markers()[0][0]


# ------------------------------------------------------------------ the sample deal
@pytest.mark.parametrize("name", ["piquet/presets", "piquet/play"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_sample_deal_is_on_the_comparison_page_as_the_engine_plays_it(
        site: Path, lang: str, name: str) -> None:
    """The comparison page and the play page hold the deal under Portland and Meyers exactly
    as the engine renders it now, readable without JavaScript, with the reason it was
    chosen."""
    text = page(site, name, lang)
    seed = sample_seed()
    expected = comparison_html(compare_deal(seed, PORTLAND, MEYERS), lang)
    assert expected in text
    why = re.search(r'<p class="sample-hand__why">([^<]+)</p>', text)
    assert why and str(seed) in why[1]
    c = compare_deal(seed, PORTLAND, MEYERS)
    for option_id in c.effects:
        assert OPTIONS_BY_ID[option_id].title.get(lang) in unescape(why[1])


def test_the_sample_deal_really_differs_and_the_explanation_names_the_options() -> None:
    """Same cards, different scores; every option the explanation names as a cause is one
    in which the rule sets differ, and is named in both languages."""
    c = compare_deal(sample_seed(), PORTLAND, MEYERS)
    assert c.a.dealt == c.b.dealt and c.a.talon == c.b.talon
    assert c.difference != (0, 0)
    assert c.effects and set(c.effects) <= set(c.changed)
    for option_id in c.effects:
        option = OPTIONS_BY_ID[option_id]
        for lang in LANGS:
            lines = [line.get(lang) for line in c.explanation[2:]]
            assert any(option.title.get(lang) in line for line in lines), (option_id, lang)
    for play in (c.a, c.b):
        assert play.points == tuple(sum(e.points for e, _ in play.reckoning()
                                        if e.player == p) for p in (0, 1))


def test_the_chosen_deal_shows_the_most_options_at_work() -> None:
    """The deal every page shows is the one the engine chooses among the seeds the page
    names (``choose_seed``), and no other deal of those seeds shows more of the differing
    options at work."""
    assert len(set(sample_markers())) == 1
    seed, seeds = sample_markers()[0]
    assert sample_hands.chosen_seed("piquet", "portland", "meyers1888") == (seed, seeds)
    chosen = len(compare_deal(seed, PORTLAND, MEYERS).effects)
    assert all(len(compare_deal(s, PORTLAND, MEYERS).effects) <= chosen for s in seeds)


def test_a_repique_stopped_only_by_the_rules_is_explained_by_its_option() -> None:
    """Cavendish, law 68 / Meyers: under Meyers' rules a deal whose repique differs only by
    what stops it (the younger's later class) names option ``pique_repique_blocking``, the
    one option changed, as the cause of every difference."""
    ordered = MEYERS.with_values({"pique_repique_blocking": "ordered"})
    found = [c for c in (compare_deal(seed, MEYERS, ordered) for seed in range(1, 41))
             if c.difference != (0, 0)]
    assert found, "no deal among the first forty where the blocking rule matters"
    for c in found:
        assert c.effects == ("pique_repique_blocking",)
        assert any("repique" in line.en and OPTIONS_BY_ID["pique_repique_blocking"].title.en
                   in line.en for line in c.explanation)


@pytest.mark.parametrize("lang", LANGS)
def test_the_other_rule_sets_are_written_for_the_script(site: Path, lang: str) -> None:
    """The JSON the page names holds every rule set offered beside Portland, each the
    engine's comparison of the same deal, with the rules it plays."""
    path = html_path(site, "piquet/presets", lang)
    text = path.read_text(encoding="utf-8")
    block = re.search(r'<div class="sample-hand"[^>]*data-src="([^"]+)"[^>]*data-game="piquet"',
                      text)
    assert block, "the Piquet sample names no file for its other rule sets"
    views = json.loads((path.parent / block[1]).read_text(encoding="utf-8"))
    offered = SAMPLES.alternatives("portland")
    assert set(views) == set(offered) and "meyers1888" in views and "cotton1674" in views
    seed = sample_seed()
    assert views["meyers1888"]["html"] == comparison_html(compare_deal(seed, PORTLAND, MEYERS),
                                                          lang)
    for key, rules in offered.items():
        assert PiquetRules.parse(views[key]["rules"]) == rules, key
        assert f'data-seed="{seed}"' in views[key]["html"]
        assert f'data-rules="{rules.to_string()}"' in views[key]["html"]
    menu = re.findall(r'<option value="([^"]+)"', text[text.index('data-game="piquet"'):])
    assert set(menu) >= set(offered)


def test_cottons_pack_is_said_to_deal_other_cards() -> None:
    """Cotton plays with 36 cards (p. 80): the same seed deals another deal, and the
    explanation says so instead of comparing cards that differ."""
    c = compare_deal(sample_seed(), PORTLAND, PiquetRules.parse("cotton1674"))
    assert c.a.dealt != c.b.dealt and "deck" in c.effects
    assert any("other cards" in line.en for line in c.explanation)


def test_a_deal_is_the_same_whoever_plays_it_again() -> None:
    """Deterministic: the same seed and rules give the same deal, actions and scores."""
    assert play_deal(MEYERS, 5) == play_deal(MEYERS, 5)


# ------------------------------------------------------------------ worked examples
def markers(lang: str) -> list[str]:
    suffix = ".de.md" if lang == "de" else ".md"
    source = (DOCS / "piquet" / f"rules{suffix}").read_text(encoding="utf-8")
    return re.findall(r"<!-- piquet-example ([\w-]+) -->", source)


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_examples_are_on_the_rules_page_as_the_engine_scores_them(
        site: Path, lang: str) -> None:
    """Each worked example of the rules page is the engine's: the two hands, what was
    said, and the log of reckoning with its totals, with the rules cited."""
    text = page(site, "piquet/rules", lang)
    ids = markers(lang)
    assert set(ids) == set(EXAMPLES) and ids == markers("en")
    for example_id in ids:
        assert piquet_rules_tables.example_html(example_id, lang) in text, example_id
        block = text[text.index(f'id="example-{example_id}"'):]
        block = block[:block.index("</div>\n")]
        assert "sources/#" in block, f"{example_id} cites no rule"
        for played in worked(example_id).played:
            side = block[block.index(f'data-rules="{played.rules.to_string()}"'):]
            shown = re.match(r'data-rules="[^"]+" data-points="(\d+) (\d+)"', side)
            assert shown and (int(shown[1]), int(shown[2])) == played.points
            rows = re.findall(r'<tr data-class="([IVX]+)" data-player="(\d)" '
                              r'data-points="(\d+)"', side[:side.index("</table></div><p")])
            assert rows == [(e.reckoning_class, str(e.player), str(e.points))
                            for e, _ in played.log], example_id


def test_german_pages_name_the_cards_with_german_letters(site: Path) -> None:
    """Queens and Knaves are D and B on German pages (Dame, Bube), Q and J on English."""
    queen, knave = parse_card("QS"), parse_card("JH")
    de, en = page(site, "piquet/rules", "de"), page(site, "piquet/rules", "en")
    block_de = de[de.index('id="example-reckoning-order"'):][:20000]
    block_en = en[en.index('id="example-reckoning-order"'):][:20000]
    assert f">{local_card_name(queen, 'de')}</span>" in block_de
    assert f">{local_card_name(queen, 'en')}</span>" not in block_de
    assert f">{local_card_name(knave, 'en')}</span>" in block_en
    assert f">{local_card_name(knave, 'de')}</span>" in page(site, "piquet/presets", "de")


def reasons(example_id: str, rules: str) -> list[str]:
    played = next(p for p in worked(example_id).played if p.rules == PiquetRules.parse(rules))
    return [e.reason for e, _ in played.log]


def test_what_the_rules_page_says_of_its_examples_holds() -> None:
    """The words around the examples (Cavendish, laws 67–69; Meyers) are true of them."""
    assert "repique" in reasons("repique", "portland")
    meyers_repique = worked("repique").played[1].log
    assert [e.reason for e, _ in meyers_repique][:2] == ["point", "repique"]
    assert meyers_repique[0][0].points >= 30  # Meyers' point of six alone makes thirty
    pique = reasons("pique", "portland")
    assert pique[-2:] == ["lead", "pique"] and "repique" not in pique
    assert "pique" not in reasons("pique-stopped", "portland")
    assert "trick" in reasons("pique-stopped", "portland")
    order = worked("reckoning-order").played
    assert [("repique" in [e.reason for e, _ in p.log]) for p in order] == [True, False, False]
    repique = next(e for e, _ in order[0].log if e.reason == "repique")
    assert repique.player == 1 and repique.reckoning_class == "III"
    assert all(p.got(0, "set") > 0 for p in order)  # elder scores his sets as well
    assert "carte_blanche" in reasons("blanche-blocks", "portland")
    assert "repique" not in reasons("blanche-blocks", "portland")
    assert "repique" in reasons("blanche-blocks", "meyers1888")
    assert "carte_blanche" not in reasons("blanche-blocks", "meyers1888")
    capot = {p.rules.preset_name: [(e.reason, e.trick) for e, _ in p.log]
             for p in worked("capot").played}
    portland_pique = capot["portland"].index(("pique", 0))
    assert capot["portland"][portland_pique - 1] == ("last_trick", 12)
    assert capot["meyers1888"].index(("pique", 0)) == capot["meyers1888"].index(("lead", 1)) + 1
    assert capot["portland"][-1] == capot["meyers1888"][-1] == ("capot", 0)
    lesser = worked("quint-and-tierce").played[0]
    assert [e.detail.split()[0] for e, _ in lesser.log if e.reason == "sequence"] == [
        "quint", "tierce"]  # Cavendish, law 63: the tierce scores beside the winning quint
    sets = worked("sets").played[0]
    assert sets.got(0, "set") == 0 and [e.detail for e, _ in sets.log if e.reason == "set"] == [
        "quatorze of 10", "trio of J"]  # law 64: four tens and three Knaves, three Aces none
    cotton = worked("cotton-point").played[0]
    point = next(e for e, _ in cotton.log if e.reason == "point")
    held = [c.detail for c in cotton.claims if c.category == "point" and c.detail]
    assert point.player == 0 and int(held[0].split()[0]) < 5  # Cotton p. 82: pips, not length
    play = worked("play-points").played[0]
    assert play.got(0) > play.got(1)
    assert next(e.trick for e, _ in play.log if e.player == 0) == 1
    assert [e.reason for e, _ in play.log if e.trick == 1] == ["lead"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_renders_the_engines_sequence_values(site: Path, lang: str) -> None:
    """Rendering: the table of sequences (Cavendish, law 63; Cotton p. 83 "and so upward")
    lists each length with the engine's name and value, the neuvième of 36 cards last (the
    values themselves are pinned in ``test_piquet_rules.py``,
    ``test_pq3_sequences_score_3_4_15_16_17_18_19``)."""
    text = page(site, "piquet/rules", lang)
    section = text[text.index('id="sequences"'):text.index('id="sets"')]
    rows = re.findall(r"<tr>\s*<td>(\d)</td>\s*<td>([^<]+)</td>\s*<td>(\d+)</td>", section)
    names = SEQUENCE_DE if lang == "de" else SEQUENCE_EN
    assert [int(n) for n, _, _ in rows] == list(names)
    for length, name, value in rows:
        assert name.startswith(names[int(length)])
        assert int(value) == sequence_value(int(length), PORTLAND.sequence_values)


@pytest.mark.parametrize("lang", LANGS)
def test_the_exchange_example_has_the_engines_limits(site: Path, lang: str) -> None:
    """Cavendish, laws 21–22, 34: elder's share is five; younger may take one up to all that
    is left. The rules page's example states the limits the engine enforces."""
    pattern = {"en": r"elder exchanges (\d+) cards and so leaves (\d+) of his (\d+)\. Younger "
                     r"may now exchange anything from (\d+) to (\d+) cards",
               "de": r"Die Vorhand kauft (\d+) Karten und lässt damit (\d+) ihrer (\d+) "
                     r"liegen\. Die Hinterhand darf nun (\d+) bis (\d+) Karten"}[lang]
    text = re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", page(site, "piquet/rules",
                                                                     lang))))
    found = re.search(pattern, text)
    assert found, "the exchange example is missing"
    k, left, share, low, high = (int(x) for x in found.groups())
    assert share == exchange.elder_share(PORTLAND) and left == share - k
    assert exchange.elder_range(PORTLAND)[0] <= k <= exchange.elder_range(PORTLAND)[1]
    assert (low, high) == exchange.younger_range(PORTLAND, PORTLAND.talon_size - k)


@pytest.mark.browser
@pytest.mark.parametrize("path", ["piquet/presets/", "piquet/play/"])
def test_the_script_steps_through_the_tricks_and_swaps_the_rule_set(page: Page,
                                                                   base_url: str,
                                                                   path: str) -> None:
    """In a browser, without the engine: the arrows step through the twelve tricks, and the
    menu sets Cotton's rule set beside the Portland laws with the scores the engine gave
    (on the play page too, where the engine loads for the game beside it)."""
    seen: list[str] = []
    page.on("request", lambda r: seen.append(r.url))
    page.goto(base_url + path)
    sample = page.locator('.sample-hand[data-game="piquet"]')
    sides = sample.locator(".compare-side")
    assert sides.count() == 2
    assert sides.nth(0).locator("tbody tr[data-trick]:visible").count() == 1
    sample.locator("[data-step='next']").click()
    assert "2/12" in sample.locator(".compare-step").inner_text()
    cotton = compare_deal(sample_seed(), PORTLAND, PiquetRules.parse("cotton1674"))
    sample.locator(".sample-hand__choose select").select_option("cotton1674")
    expect(sides.nth(1).locator("h3")).to_contain_text("Cotton")
    total = sides.nth(1).locator(".compare-total").get_attribute("data-points")
    assert total == f"{cotton.b.points[0]} {cotton.b.points[1]}"
    assert sides.nth(0).locator("tbody tr[data-trick]:visible").count() == 2
    if path == "piquet/presets/":
        assert not [u for u in seen if "/pyodide/" in u]
