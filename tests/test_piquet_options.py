"""The Piquet rule options and rule sets: complete, bilingual, sourced, and each rule set
exactly what its source says (our research notes, A.12 and A.13)."""

from __future__ import annotations

import pytest

from penneech.games.piquet.options import OPTIONS, OPTIONS_BY_ID
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.rules import PiquetRules

CONTRACT_IDS = [
    "deck", "elder_exchange", "younger_exchange", "leftover_visibility", "blanche_judged_on",
    "blanche_courts", "point_compare", "point_min_cards", "point_score", "sequence_values",
    "sinking", "younger_declares", "play_scoring", "last_trick_bonus", "divided_cards",
    "capot", "pique_repique_blocking", "game_format", "first_dealer"]
KEYS = {"cotton1674", "cotton1687", "meyers1888piquet", "meyers1905pikett", "pierer_piket",
        "cotgrave1662wits", "wikipedia_en_piquet",
        "cavendish_piquet_8", "parlett_piquet", "wikipedia_de_piquet"}


def test_every_option_of_the_contract_exists_with_its_anchor() -> None:
    assert sorted(OPTIONS_BY_ID) == sorted(CONTRACT_IDS)
    for option in OPTIONS:
        assert option.point == option.id.replace("_", "-")
        assert option.default in option.values


def test_every_text_is_written_in_both_languages_and_every_source_is_known() -> None:
    for option in OPTIONS:
        for text in (option.title, option.question, option.source_says, option.evidence):
            assert text.en.strip() and text.de.strip() and text.en != text.de, option.id
        for choice in option.choices:
            assert choice.label.en and choice.label.de, (option.id, choice.value)
            assert choice.explanation.en and choice.explanation.de, (option.id, choice.value)
        assert option.evidence_sources
        assert {c.key for c in option.citations()} <= KEYS, option.id


@pytest.mark.parametrize(("option", "values"), [
    ("point_score", {"square", "cards", "tens"}),          # Meyers n × n, its alternative
    ("last_trick_bonus", {"3", "2", "1"}),                  # Meyers 3 on top, or in all
    ("capot", {"30", "30_plus_cards", "40"}),               # Meyers 30 instead, or added
    ("divided_cards", {"carry_forward", "void"}),
    ("pique_repique_blocking", {"any", "ordered"}),
    ("blanche_courts", {"kqjt", "kqj"}),
])
def test_every_alternative_reading_is_a_value(option: str, values: set[str]) -> None:
    assert values <= set(OPTIONS_BY_ID[option].values)


@pytest.mark.parametrize(("preset", "expected"), [
    ("meyers1888", {"deck": "32", "elder_exchange": "3-5", "younger_exchange": "3-rest",
                    "blanche_judged_on": "after_exchange", "blanche_courts": "kqjt",
                    "point_score": "square", "younger_declares": "before_first_lead",
                    "last_trick_bonus": "3", "divided_cards": "carry_forward",
                    "capot": "30_plus_cards",
                    "pique_repique_blocking": "any", "game_format": "race_100_double",
                    "first_dealer": "lot"}),
    ("portland", {"deck": "32", "elder_exchange": "1-5", "younger_exchange": "1-rest",
                  "leftover_visibility": "portland", "blanche_judged_on": "dealt",
                  "blanche_courts": "kqj", "point_compare": "length_then_pips",
                  "point_score": "cards", "younger_declares": "after_first_lead",
                  "play_scoring": "leads_and_captures", "last_trick_bonus": "1",
                  "divided_cards": "void", "capot": "40", "pique_repique_blocking": "ordered",
                  "game_format": "rubicon_partie", "first_dealer": "cut_high_chooses"}),
    ("cotton1674", {"deck": "36", "elder_exchange": "1-8", "blanche_judged_on": "dealt",
                    "point_compare": "pips_elder", "point_score": "tens",
                    "play_scoring": "high_cards", "last_trick_bonus": "1", "capot": "40",
                    "game_format": "race_100", "leftover_visibility": "none"}),
])
def test_each_rule_set_is_its_source(preset: str, expected: dict[str, str]) -> None:
    values = PRESETS[preset].rules.values()
    assert {k: values[k] for k in expected} == expected


def test_values_cotton_and_meyers_do_not_state_are_marked_with_a_note() -> None:
    cotton, meyers = PRESETS["cotton1674"], PRESETS["meyers1888"]
    # Cotton states none of these (the deal by cutting, the younger's moment to declare,
    # the last trick won above the Ten, divided cards, a trick won below the Ten): review
    # 2026-11b, A5. Those that follow from his words are inferred (°), the rest chosen (*).
    for option in ("leftover_visibility", "younger_declares", "divided_cards"):
        assert cotton.status(option) == "chosen" and cotton.mark(option) == "*"
    for option in ("first_dealer", "pique_repique_blocking", "last_trick_bonus",
                   "play_scoring"):
        assert cotton.status(option) == "inferred" and cotton.mark(option) == "°"
    # "the last Card deals" is emended from Cotgrave's "the least Card deals" (A9)
    assert "Cotgrave" in cotton.provenance["first_dealer"].note.en
    assert meyers.mark("point_compare") == "°" and meyers.mark("last_trick_bonus") == "°"
    assert meyers.mark("divided_cards") == "*"
    # "30 extra" is played as written: on top of the ten for the cards, stated, but all of
    # Meyers is known to us through the German Wikipedia only (A2), hence the dagger.
    assert meyers.rules.capot == "30_plus_cards" and meyers.mark("capot") == "†"
    assert meyers.provenance["capot"].via == "wikipedia_de_piquet"
    # Meyers is silent on the talon's rest: Pierer's rule, our choice to borrow it
    assert meyers.mark("leftover_visibility") == "*"
    assert meyers.provenance["leftover_visibility"].source == "pierer_piket"
    assert PRESETS["portland"].mark("deck") == ""
    for preset in PRESETS.values():
        for note in (*preset.assumed.values(), *preset.reported.values()):
            assert note.en and note.de
        assert set(preset.provenance) == set(OPTIONS_BY_ID)


def test_the_portland_values_are_stated_in_cavendishs_laws_with_their_words() -> None:
    """Every Portland value is stated in the eighth edition's laws or description, which
    are out of copyright, so each record quotes them (review 2026-11b, A3)."""
    portland = PRESETS["portland"]
    assert {p.status for p in portland.provenance.values()} == {"stated"}
    assert all(p.source == "cavendish_piquet_8" and p.quote
               for p in portland.provenance.values())
    assert portland.provenance["divided_cards"].locus == "law 66"
    assert portland.provenance["deck"].locus == "Description: Introductory"


def test_each_preset_reads_back_from_its_text_form_and_its_name() -> None:
    for name, preset in PRESETS.items():
        assert PiquetRules.parse(name) == preset.rules
        assert PiquetRules.parse(preset.rules.to_string()).preset_name == name
