"""The Pip-Pip! rule options and rule sets: complete, bilingual, sourced in the
bibliography, typed exactly as the engine reads them, and each rule set exactly the table
of its source (our research notes, B.8) with every chosen value marked."""

from __future__ import annotations

import re
import typing
from dataclasses import fields
from pathlib import Path

import pytest

from penneech.core.options import RuleOption
from penneech.games.pippip.options import OPTIONS, OPTIONS_BY_ID
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules

ROOT = Path(__file__).resolve().parents[1]
BIB_KEYS = set(re.findall(r"^@\w+\{([^,\s]+),", (ROOT / "docs" / "bibliography.bib")
                          .read_text(encoding="utf-8"), re.M))

# Each rule set, option by option, as ``presets.py`` documents it: the pagat page's base
# rules (B.8, column "S base"), Fosdick's differences (B.2.4, B.5.7) and the European
# suggestions of the page's notes (B.1.5, B.3.2, B.5.8-9, B.4.3, B.6.1); the number of
# players, rounds and target are chosen by us in every set.
TABLES: dict[str, dict[str, str]] = {
    "pagat": {
        "players": "5", "card_system": "english", "initial_trump": "none",
        "follow_rule": "strict", "draw_order": "winner_first",
        "marriage_window": "between_tricks", "marriage_must_change_trump": "no",
        "marriage_value": "flat_50", "last_trick_bonus": "0", "leftovers": "dead",
        "game_end": "rounds", "rounds": "1", "target": "500"},
    "fosdick": {
        "players": "5", "card_system": "english", "initial_trump": "cut",
        "follow_rule": "strict", "draw_order": "winner_first",
        "marriage_window": "between_tricks", "marriage_must_change_trump": "yes",
        "marriage_value": "flat_50", "last_trick_bonus": "0", "leftovers": "dead",
        "game_end": "rounds", "rounds": "1", "target": "500"},
    "european": {
        "players": "5", "card_system": "european", "initial_trump": "none",
        "follow_rule": "free_while_drawing", "draw_order": "winner_first",
        "marriage_window": "declare_on_play", "marriage_must_change_trump": "no",
        "marriage_value": "suits_german_100", "last_trick_bonus": "10",
        "leftovers": "last_trick", "game_end": "rounds", "rounds": "1", "target": "500"},
}
# The values each set chose where its source is silent or gives several readings (*),
# and those known only from another's report (†).
# pagat's main rules are silent on the last trick (no bonus is inferred from the notes), and
# the European set's leftovers, like its declaring on play, are stated as a suggestion of the
# notes (third historian's review, section 4).
ASSUMED = {
    "pagat": {"players", "rounds", "target", "marriage_window", "last_trick_bonus"},
    "fosdick": {"players", "rounds", "target", "draw_order", "marriage_window",
                "marriage_value", "last_trick_bonus", "leftovers"},
    "european": {"players", "rounds", "target", "card_system", "follow_rule",
                 "marriage_value", "last_trick_bonus"},
}
REPORTED = {"pagat": set(), "fosdick": {"marriage_must_change_trump", "game_end"},
            "european": set()}


def test_every_label_explanation_and_text_is_in_english_and_german() -> None:
    for option in OPTIONS:
        for text in (option.title, option.question, option.source_says, option.evidence):
            assert text.en.strip() and text.de.strip(), option.id
        for choice in option.choices:
            for text in (choice.label, choice.explanation):
                assert text.en.strip() and text.de.strip(), (option.id, choice.value)
        labels = [c.label.en for c in option.choices]
        assert len(set(labels)) == len(labels), f"{option.id}: two values look alike"


def test_every_source_cited_is_in_the_bibliography() -> None:
    """A citation key the site could not resolve would print a broken reference."""
    for option in OPTIONS:
        assert option.evidence_sources, option.id
        cited = {c.key for c in option.citations()}
        assert cited and cited <= BIB_KEYS, (option.id, cited - BIB_KEYS)
        for choice in option.choices:
            assert choice.sources, (option.id, choice.value)
    for preset in PRESETS.values():
        assert preset.source.key in BIB_KEYS, preset.id


def test_the_rules_fields_are_the_options_with_their_values_as_types() -> None:
    """``PippipRules`` has one field per option, in table order; a text field's Literal
    lists exactly the option's values, a number field's default is one of them."""
    assert [f.name for f in fields(PippipRules)] == [o.id for o in OPTIONS]
    hints = typing.get_type_hints(PippipRules)
    default = PippipRules()
    for f in fields(PippipRules):
        option = OPTIONS_BY_ID[f.name]
        assert str(getattr(default, f.name)) == option.default, f.name
        if hints[f.name] is int:
            assert all(v.isascii() and v.isdigit() for v in option.values), f.name
            if option.integer:
                assert all(option.minimum <= int(v) <= option.maximum
                           for v in option.values), f.name
        else:
            assert typing.get_args(hints[f.name]) == option.values, f.name


def test_the_number_of_players_offers_three_to_twelve() -> None:
    """pagat (S): four to twelve; Fosdick three to twelve (B.1.1)."""
    assert OPTIONS_BY_ID["players"].values == tuple(str(n) for n in range(3, 13))


@pytest.mark.parametrize("name", list(TABLES))
def test_each_rule_set_is_its_source_table(name: str) -> None:
    assert PRESETS[name].rules.values() == TABLES[name]


@pytest.mark.parametrize("name", list(TABLES))
def test_each_chosen_value_is_marked_with_a_note_in_both_languages(name: str) -> None:
    preset = PRESETS[name]
    assert set(preset.assumed) == ASSUMED[name]
    assert set(preset.reported) == REPORTED[name]
    for option in OPTIONS:
        status = preset.status(option.id)
        expected = ("*" if status == "chosen" else "°" if status == "inferred" else
                    "†" if option.id in REPORTED[name] else "")
        assert (status != "stated") == (option.id in ASSUMED[name]), (name, option.id)
        assert preset.mark(option.id) == expected, (name, option.id)
    for note in (*preset.assumed.values(), *preset.reported.values()):
        assert note.en.strip() and note.de.strip() and note.en != note.de
    assert preset.name.en and preset.name.de and preset.summary.en and preset.summary.de


def test_each_rule_set_reads_back_from_its_name_and_its_text() -> None:
    for name, preset in PRESETS.items():
        assert preset.id == name
        assert PippipRules.parse(name) == preset.rules
        text = preset.rules.to_string()
        assert PippipRules.parse(text) == preset.rules
        assert PippipRules.parse(text).preset_name == name
    assert PippipRules().preset_name == "pagat"


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.id)
def test_every_value_of_every_option_reads_back_from_the_rules_text(option: RuleOption) -> None:
    """Any one change to any rule set survives the text form that records carry."""
    for preset in PRESETS.values():
        for value in option.values:
            rules = preset.rules.with_values({option.id: value})
            assert PippipRules.parse(rules.to_string()) == rules
            assert PippipRules.parse(f"{preset.id},{option.id}={value}") == rules
