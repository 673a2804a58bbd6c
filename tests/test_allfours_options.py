"""The All-Fours rule options and rule sets: complete, bilingual, sourced, Cotton's words
his own on their page of the 1674 edition, and each rule set what its source says."""

from __future__ import annotations

import pytest
from test_quotations import check

from penneech.core.errors import RulesError
from penneech.core.i18n import Text, quotations
from penneech.games.allfours.options import OPTIONS, OPTIONS_BY_ID
from penneech.games.allfours.presets import PRESETS
from penneech.games.allfours.rules import AllFoursRules
from sitegen.bibliography import bibliography

IDS = ["target", "renege", "low", "game_tie", "turn_up", "play_honours", "gift", "run_hands"]


def test_every_open_point_is_an_option_with_its_anchor_and_default() -> None:
    assert [o.id for o in OPTIONS] == IDS and list(OPTIONS_BY_ID) == IDS
    for option in OPTIONS:
        assert option.point == option.id.replace("_", "-")
        assert option.default in option.values
        assert str(getattr(AllFoursRules(), option.id)) == option.default


def test_every_text_is_written_in_both_languages_and_every_source_is_in_the_bibliography(
        ) -> None:
    entries = bibliography().entries
    for option in OPTIONS:
        for text in (option.title, option.question, option.source_says, option.evidence):
            assert text.en.strip() and text.de.strip() and text.en != text.de, option.id
        for choice in option.choices:
            assert choice.label.en and choice.label.de, (option.id, choice.value)
            assert choice.explanation.en and choice.explanation.de, (option.id, choice.value)
        assert option.evidence_sources, option.id
        assert {c.key for c in option.citations()} <= set(entries), option.id


def _texts() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []

    def add(where: str, text: Text | str) -> None:
        out.extend([(where, text)] if isinstance(text, str) else
                   [(f"{where} (en)", text.en), (f"{where} (de)", text.de)])

    for option in OPTIONS:
        add(f"{option.id}.source_quote", option.source_quote)
        add(f"{option.id}.source_says", option.source_says)
        add(f"{option.id}.evidence", option.evidence)
        for choice in option.choices:
            add(f"{option.id}.{choice.value}", choice.explanation)
    for preset in PRESETS.values():
        add(f"{preset.id}.summary", preset.summary)
        for option_id, record in preset.provenance.items():
            add(f"{preset.id}.{option_id}.quote", record.quote)
            add(f"{preset.id}.{option_id}.note", record.note)
    return out


def test_every_quotation_of_cotton_is_his_on_its_page_of_chapter_x() -> None:
    """The quotations are checked against the TEI text of the 1674 edition, as the
    project checks every game's (``tests/test_quotations.py``)."""
    wrong, pages = [], set()
    for where, text in _texts():
        for q in quotations(text):
            pages.add(q.pages)
            problem = check(q.words, q.pages, q.edition)
            if problem:
                wrong.append(f"{where}: {problem}")
    assert not wrong, "\n".join(wrong)
    assert pages == {"111", "112", "113"}
    assert all(o.source_quote for o in OPTIONS)


def test_a_misquotation_would_be_caught() -> None:
    assert check("he hath the liberty of begging two", "112", "1674")
    assert check("commonly eleven", "113", "1674")
    assert not check("commonly eleven", "111", "1674")


@pytest.mark.parametrize(("preset", "expected"), [
    ("cotton1674", {"target": 11, "renege": "trump", "low": "dealt", "game_tie": "nobody",
                    "turn_up": "jack", "play_honours": "none", "gift": "any",
                    "run_hands": "keep"}),
    ("running", {"target": 31, "turn_up": "honours", "play_honours": "scored",
                 "renege": "trump", "gift": "any", "run_hands": "keep"}),
    ("seven_up", {"target": 7, "renege": "trump", "low": "dealt", "game_tie": "elder",
                  "turn_up": "jack", "play_honours": "none", "gift": "not_out",
                  "run_hands": "six"}),
])
def test_each_rule_set_is_what_its_source_says(preset: str, expected: dict[str, object]
                                               ) -> None:
    """Cotton p. 111 ("commonly eleven"), p. 113 (Running All-Fours: "One and Thirty
    up", the honours turned up and "the same also in play"); Foster's Seven-up: seven up,
    no gift that puts a player out, discarding to six after running."""
    rules = PRESETS[preset].rules
    for option, value in expected.items():
        assert getattr(rules, option) == value, (preset, option)
    assert set(PRESETS[preset].provenance) == set(IDS)
    assert AllFoursRules.parse(preset) == rules and rules.preset_name == preset


def test_where_a_source_is_silent_the_value_is_marked_as_our_choice() -> None:
    cotton = PRESETS["cotton1674"].provenance
    assert cotton["game_tie"].status == "chosen" and cotton["gift"].status == "chosen"
    assert cotton["target"].status == "stated" and cotton["renege"].status == "stated"
    assert PRESETS["seven_up"].provenance["game_tie"].status == "chosen"


def test_rules_are_written_and_read_as_text() -> None:
    rules = AllFoursRules.parse("cotton1674,target=15,low=won,run_hands=six")
    assert (rules.target, rules.low, rules.run_hands) == (15, "won", "six")
    assert AllFoursRules.parse(rules.to_string()) == rules
    with pytest.raises(RulesError, match="option 'low': unknown value 'lowest'"):
        AllFoursRules.parse("cotton1674,low=lowest")
    with pytest.raises(RulesError, match="option 'target'"):
        AllFoursRules.parse("cotton1674,target=0")
