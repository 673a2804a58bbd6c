"""The research page's parameter table is generated from the option metadata (issue 16):
every rule option with its values and each preset's value, in the page's language. It needs
no OpenSpiel, as the site never loads it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "hooks"))

from research import parameter_table

from penneech.openspiel_parameters import PIQUET, parameter_value
from penneech.options import OPTIONS
from penneech.piquet.options import OPTIONS as PIQUET_OPTIONS
from penneech.piquet.presets import PRESETS as PIQUET_PRESETS
from penneech.presets import PRESETS


def test_every_option_and_value_is_listed_in_both_languages() -> None:
    for lang in ("en", "de"):
        table = parameter_table(lang)
        for option in OPTIONS:
            assert f"<td><code>{option.id}</code></td>" in table
            assert option.title.get(lang).split("&")[0][:20] in table
            for value in ([] if option.integer else option.values):
                assert f"<code>{value}</code>" in table
        for name in (*PRESETS, "horizon", "preset"):
            assert f"<code>{name}</code>" in table


def test_each_preset_value_appears_in_its_column() -> None:
    table = parameter_table("en")
    row = table.split('<td><code>follow</code></td>')[1].split("</tr>")[0]
    cells = [c.split("</td>")[0] for c in row.split("<td>")[3:]]
    assert cells == [f"<code>{p.rules.follow}</code>" for p in PRESETS.values()]


def test_the_piquet_table_lists_every_option_as_openspiel_reads_it() -> None:
    """Piquet's table: every option linked to its row of the rule-set comparison, every
    value in the spelling ``load_game`` accepts (``1_5``, ``40_points``), each rule set's
    value in its column."""
    for lang in ("en", "de"):
        table = parameter_table(lang, PIQUET)
        for option in PIQUET_OPTIONS:
            assert f'href="../piquet/presets/#{option.point}"' in table
            for value in option.values:
                assert f"<code>{PIQUET.spelt(option.id, value)}</code>" in table
        for name in (*PIQUET_PRESETS, "game", "deal"):
            assert f"<code>{name}</code>" in table
    row = parameter_table("en", PIQUET).split("<td><code>elder_exchange</code></td>")[1]
    cells = [c.split("</td>")[0] for c in row.split("</tr>")[0].split("<td>")[3:]]
    assert cells == [f"<code>{p.rules.elder_exchange.replace('-', '_')}</code>"
                     for p in PIQUET_PRESETS.values()]
    assert "1_8" in cells[0] and parameter_value("40") == "40_points"
