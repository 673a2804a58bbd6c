"""The research page's parameter table is generated from the option metadata (issue 16):
every rule option with its values and each preset's value, in the page's language. It needs
no OpenSpiel, as the site never loads it."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from penneech.games import DEFAULT, GAMES, packaged
from penneech.openspiel.parameters import parameter_value, parameters
from sitegen.research import MARKER, on_page_markdown, parameter_table

ROOT = Path(__file__).resolve().parent.parent
#: The games whose OpenSpiel parameters the research page tables (by its markers).
TABLED = sorted({game for page in ("research.md", "research.de.md")
                 for game in MARKER.findall((ROOT / "docs" / page).read_text(encoding="utf-8"))})
PENNEECH, PIQUET, PIPPIP = parameters(DEFAULT), parameters("piquet"), parameters("pippip")


def test_the_research_page_tables_registered_games() -> None:
    assert TABLED and set(TABLED) <= {game for game in GAMES if packaged(game)}


@pytest.mark.parametrize("game", TABLED)
def test_every_option_and_value_is_listed_in_both_languages(game: str) -> None:
    """Each game's table: every rule option by its id and title, every value as
    ``load_game`` spells it, every rule set and length."""
    params = parameters(game)
    for lang in ("en", "de"):
        table = parameter_table(lang, params)
        for option in params.options:
            assert f"<td><code>{option.id}</code></td>" in table
            assert option.title.get(lang).split("&")[0][:20] in table
            for value in ([] if option.integer else option.values):
                assert f"<code>{params.spelt(option.id, value)}</code>" in table
        for name in (*params.presets, *params.horizons, "horizon", "preset"):
            assert f"<code>{name}</code>" in table


def test_each_preset_value_appears_in_its_column() -> None:
    table = parameter_table("en", PENNEECH)
    row = table.split('<td><code>follow</code></td>')[1].split("</tr>")[0]
    cells = [c.split("</td>")[0] for c in row.split("<td>")[3:]]
    assert cells == [f"<code>{PENNEECH.rules_class.parse(p).follow}</code>"
                     for p in PENNEECH.presets]


def test_the_piquet_table_lists_every_option_as_openspiel_reads_it() -> None:
    """Piquet's table: every option linked to its row of the rule-set comparison, every
    value in the spelling ``load_game`` accepts (``1_5``, ``40_points``), each rule set's
    value in its column."""
    for lang in ("en", "de"):
        table = parameter_table(lang, PIQUET)
        for option in PIQUET.options:
            assert f'href="../piquet/presets/#{option.point}"' in table
    row = parameter_table("en", PIQUET).split("<td><code>elder_exchange</code></td>")[1]
    cells = [c.split("</td>")[0] for c in row.split("</tr>")[0].split("<td>")[3:]]
    assert cells == [f"<code>{PIQUET.rules_class.parse(p).elder_exchange.replace('-', '_')}"
                     "</code>" for p in PIQUET.presets]
    assert "1_8" in cells[0] and parameter_value("40") == "40_points"


def test_the_pippip_table_links_every_option_and_says_minus_one_is_unset() -> None:
    """Pip-Pip!'s table: every option linked to its row of the rule-set comparison, the
    number of players among them, each rule set's value in its column; "unset" is -1
    there, since ``last_trick_bonus=0`` is a value, and stays 0 for the other games."""
    for lang in ("en", "de"):
        table = parameter_table(lang, PIPPIP)
        for option in PIPPIP.options:
            assert f'href="../pippip/presets/#{option.point}"' in table
        assert "<code>3</code>, <code>4</code>" in table and "<code>12</code></td>" in table
        assert table.endswith("-1): " + ("the preset's value</p>" if lang == "en"
                                         else "der Wert des Presets</p>"))
        for other in TABLED:
            if other != "pippip":
                assert "&quot;&quot; " + ("or" if lang == "en" else "oder") + " 0)" in \
                    parameter_table(lang, parameters(other))
    row = parameter_table("en", PIPPIP).split("<td><code>last_trick_bonus</code></td>")[1]
    cells = [c.split("</td>")[0] for c in row.split("</tr>")[0].split("<td>")[3:]]
    assert cells == [f"<code>{PIPPIP.rules_class.parse(p).last_trick_bonus}</code>"
                     for p in PIPPIP.presets]
    assert "<code>0</code>" in cells and "<code>10</code>" in cells


def test_each_marker_becomes_its_games_table_and_a_wrong_one_stops_the_build() -> None:
    page = SimpleNamespace(file=SimpleNamespace(src_uri="research.md"))
    text = "a\n<!-- openspiel-parameters-pippip -->\nb\n<!-- openspiel-parameters-piquet -->\n"
    out = on_page_markdown(text, page, None)  # type: ignore[arg-type]
    assert "<!--" not in out
    assert out.index("../pippip/presets/#players") < out.index("../piquet/presets/")
    with pytest.raises(KeyError, match="openspiel-parameters-pipip"):
        on_page_markdown("<!-- openspiel-parameters-pipip -->",
                         page, None)  # type: ignore[arg-type]


def test_the_allfours_table_links_every_option_to_the_rule_set_comparison() -> None:
    """All-Fours' table: every option linked to its row of the comparison of Cotton's two
    games and Foster's Seven-up, every value as ``load_game`` reads it, each rule set's
    value in its column (a target of seven, eleven or thirty-one)."""
    from penneech.games.allfours.options import OPTIONS as ALLFOURS_OPTIONS
    from penneech.games.allfours.presets import PRESETS as ALLFOURS_PRESETS

    allfours = parameters("allfours")
    for lang in ("en", "de"):
        table = parameter_table(lang, allfours)
        for option in ALLFOURS_OPTIONS:
            assert f'href="../allfours/presets/#{option.point}"' in table
            for value in ([] if option.integer else option.values):
                assert f"<code>{allfours.spelt(option.id, value)}</code>" in table
        for name in (*ALLFOURS_PRESETS, "game", "deal"):
            assert f"<code>{name}</code>" in table
    row = parameter_table("en", allfours).split("<td><code>target</code></td>")[1]
    cells = [c.split("</td>")[0] for c in row.split("</tr>")[0].split("<td>")[3:]]
    assert cells == [f"<code>{p.rules.target}</code>" for p in ALLFOURS_PRESETS.values()]
