"""The Pip-Pip! options, rule sets, cards, chance and records: complete, bilingual,
sourced, read back exactly, and bad input refused with the place at fault (our research
notes, B.1, B.2, B.8)."""

from __future__ import annotations

import typing
from dataclasses import fields

import pytest

from penneech.core.errors import CardError, IllegalActionError, RecordError, RulesError
from penneech.games.pippip.actions import END, action_id, action_name
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.options import OPTIONS, OPTIONS_BY_ID
from penneech.games.pippip.pack import FULL_PACK, card_points, parse_pp_card, points_of, strength
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.record import parse_record, record_of, write_record
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import PippipState

DESIGN_IDS = ["players", "card_system", "initial_trump", "follow_rule", "draw_order",
              "marriage_window", "marriage_must_change_trump", "marriage_value",
              "last_trick_bonus", "leftovers", "game_end", "rounds", "target"]
KEYS = {"martin2023pippip", "parlett2008penguin", "fosdick_pippip", "pokerwiner_pippip"}


def test_every_option_of_the_design_exists_with_its_anchor_and_sources() -> None:
    """B.8: every option, with its anchor, texts in both languages and known sources."""
    assert [o.id for o in OPTIONS] == DESIGN_IDS
    for option in OPTIONS:
        assert option.point == option.id.replace("_", "-")
        assert option.default in option.values or option.integer
        for text in (option.title, option.question, option.source_says, option.evidence):
            assert text.en.strip() and text.de.strip() and text.en != text.de, option.id
        for choice in option.choices:
            assert choice.label.en and choice.label.de, (option.id, choice.value)
            assert choice.explanation.en and choice.explanation.de, (option.id, choice.value)
        assert option.evidence_sources
        assert {c.key for c in option.citations()} <= KEYS, option.id


def test_the_rules_types_list_exactly_the_option_values() -> None:
    """The type checker's values and the option metadata cannot drift apart."""
    hints = typing.get_type_hints(PippipRules)
    for f in fields(PippipRules):
        option = OPTIONS_BY_ID[f.name]
        if f.type in ("int", int):
            assert option.integer or all(v.isdigit() for v in option.values), f.name
        else:
            assert typing.get_args(hints[f.name]) == option.values, f.name


@pytest.mark.parametrize(("preset", "expected"), [
    ("pagat", {"card_system": "english", "initial_trump": "none", "follow_rule": "strict",
               "draw_order": "winner_first", "marriage_must_change_trump": "no",
               "marriage_value": "flat_50", "last_trick_bonus": "0", "leftovers": "dead",
               "game_end": "rounds"}),
    ("fosdick", {"initial_trump": "cut", "marriage_must_change_trump": "yes",
                 "game_end": "rounds"}),
    ("european", {"card_system": "european", "follow_rule": "free_while_drawing",
                  "marriage_window": "declare_on_play", "leftovers": "last_trick"}),
])
def test_each_rule_set_is_its_source(preset: str, expected: dict[str, str]) -> None:
    """B.8: the pagat page's base rules, Fosdick's, the page's European suggestions."""
    values = PRESETS[preset].rules.values()
    assert {k: values[k] for k in expected} == expected


def test_chosen_values_are_marked_assumed_and_second_hand_ones_reported() -> None:
    """Where a source is silent we chose (*); Fosdick's rule is known via the pagat page (†)."""
    assert PRESETS["pagat"].mark("players") == "*"
    assert PRESETS["fosdick"].mark("marriage_must_change_trump") == "†"
    assert PRESETS["european"].mark("marriage_value") == "*"
    assert PRESETS["pagat"].mark("card_system") == ""
    assert PippipRules().preset_name == "pagat"


def test_the_number_of_players_is_three_to_twelve() -> None:
    """pagat (S): 4-12; Fosdick: 3 (B.1.1, B.9.12)."""
    assert PippipRules.parse("players=3").stock_size == 83
    for bad in ("2", "13", "five"):
        with pytest.raises(RulesError, match="option 'players'"):
            PippipRules.parse(f"players={bad}")
    with pytest.raises(RulesError, match=r"^unknown Pip-Pip! preset 'bezique'"):
        PippipRules.parse("bezique")


def test_two_packs_rank_and_count_in_either_system() -> None:
    """pagat (S), "Karten"; B.1.3-5: 264 points English, 240 European; the Two above the
    Ace in English, the Ten below the Ace in European."""
    assert points_of(FULL_PACK, "english") == 264
    assert points_of(FULL_PACK, "european") == 240
    two, ace, ten, king = (parse_pp_card(n) for n in ("2S#0", "AS#1", "10S#0", "KS#0"))
    assert strength(two, "english") > strength(ace, "english") > strength(king, "english")
    assert strength(ace, "european") > strength(ten, "european") > strength(king, "european")
    assert strength(two, "european") < strength(king, "european")
    assert (card_points(two, "english"), card_points(ten, "european")) == (11, 10)


@pytest.mark.parametrize(("name", "message"), [
    ("AC", "names its pack after '#'"), ("AC#2", "names its pack after '#'"),
    ("XC#0", "unknown rank"), ("", "names its pack"),
])
def test_a_bad_card_name_is_refused(name: str, message: str) -> None:
    with pytest.raises(CardError, match=message):
        parse_pp_card(name)


def test_every_action_name_reads_back() -> None:
    for action in list(range(104)) + list(range(104, END)):
        name = action_name(action)
        if not name.startswith("#"):
            assert action_id(name) == action, name
    with pytest.raises(IllegalActionError, match="no Pip-Pip! action"):
        action_id("pip:KH#0+QS#0")


def test_a_deal_depends_only_on_the_seed_and_its_number() -> None:
    """What a duplicate match needs; the first dealer is drawn by chance (B.2.3)."""
    a, b = PippipChance(4), PippipChance(4)
    assert a.deal_order(2) == b.deal_order(2) != a.deal_order(3)
    assert sorted(a.deal_order(1)) == list(range(104))
    dealers = set()
    for seed in range(30):
        state = PippipState(PippipRules.parse("players=6"))
        state.apply_action(PippipChance(seed).outcome(state))
        dealers.add(state.dealer)
    assert len(dealers) > 3


def recorded(rules: str = "pagat", seed: int = 1) -> str:
    """The record of a game between players who always take the first legal action."""
    state = PippipState(PippipRules.parse(rules))
    chance = PippipChance(seed)
    while True:
        chance.advance(state)
        if state.is_terminal():
            break
        state.apply_action(state.legal_actions()[0])
    return write_record(record_of(state, headers={"Seed": str(seed)}))


def test_a_record_replays_the_game_and_marks_deals_windows_and_tricks() -> None:
    """The record names every action: the deal, each window, each trick and its winner."""
    text = recorded("european,players=4")
    lines = text.splitlines()
    assert lines[0] == "Pip-Pip record 1"
    assert any(line.startswith("deal ") and "# deal 1, dealer" in line for line in lines)
    assert any(line.startswith("play ") and "# trick 1 to player" in line for line in lines)
    record = parse_record(text)
    assert write_record(record) == text
    pagat = recorded()
    assert any(line.startswith("marriages ") for line in pagat.splitlines())


def test_a_bad_record_names_its_line() -> None:
    text = recorded()
    lines = text.splitlines()
    play = next(i for i, line in enumerate(lines) if line.startswith("play "))
    card = lines[play].split()[1]
    wrong = [*lines[:play], lines[play].replace(card, "AC#7", 1), *lines[play + 1:]]
    with pytest.raises(RecordError, match=f"^line {play + 1}: 'AC#7' is no Pip-Pip! action"):
        parse_record("\n".join(wrong))
    swapped = [*lines[:play], "marriages done", *lines[play:]]
    with pytest.raises(RecordError, match=f"^line {play + 1}: 'done' given as 'marriages', "
                                          "but the game is at 'play'"):
        parse_record("\n".join(swapped))
    with pytest.raises(RecordError, match="Dealer must be a seat from 0 to 4, not '5'"):
        parse_record("Pip-Pip record 1\nRules: pagat\nDealer: 5\n")
    with pytest.raises(RecordError, match="line 1: a Pip-Pip record starts with"):
        parse_record("Piquet record 1\n")
    result = next(i for i, line in enumerate(lines) if line.startswith("Result:"))
    cheat = [*lines[:result], "Result: 9", *lines[result + 1:]]
    with pytest.raises(RecordError, match="Result says '9'"):
        parse_record("\n".join(cheat))
