"""Sample hands: one deal under two readings, and the engine's account of the difference.

The curated deal of the site is seed 29 (the dealer is seat 1): the first card turned is the
seven of diamonds, and in trick 4 the non-dealer, holding a diamond, may trump the dealer's
diamond lead only under follow-or-trump (option ``follow``, uncertain point U4).
"""

from __future__ import annotations

from html import unescape

import pytest

from penneech.core.cards import parse_card
from penneech.games.penneech.comparison import compare_hand, play_hand, reading_name
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.sample_html import comparison_html
from penneech.games.penneech.state import State

MCLEOD = Rules.parse("mcleod")


def test_both_readings_get_the_same_cards() -> None:
    c = compare_hand(29, MCLEOD, Rules.parse("parlett"))
    assert c.a.hands == c.b.hands and c.a.first_turn == c.b.first_turn == parse_card("7D")


def test_the_points_of_a_hand_are_the_sum_of_its_scores() -> None:
    for rules in ("mcleod", "martin", "parlett", "mcleod,scoring=end_of_hand"):
        play = play_hand(Rules.parse(rules), 29)
        made = [sum(e.points for e in play.first_events if e.player == p)
                + sum(e.points for t in play.tricks for e in t.events if e.player == p)
                for p in (0, 1)]
        assert tuple(made) == play.points
        assert [t.number for t in play.tricks] == list(range(1, 8))


def test_a_card_only_one_reading_allows_is_named_as_the_reason() -> None:
    """U4: under must-follow the non-dealer has to answer 6♦ with 5♦; with follow-or-trump
    the King of spades (a trump) is allowed, and the explanation says so."""
    c = compare_hand(29, MCLEOD, Rules.parse("mcleod,follow=follow_or_trump"))
    assert c.changed == ("follow",) and c.diverges_at == 4
    four_a, four_b = c.a.tricks[3], c.b.tricks[3]
    assert (four_a.lead, four_a.follow) == (parse_card("6D"), parse_card("5D"))
    assert four_b.follow == parse_card("KS")
    why = c.explanation[1].en
    assert "trick 4" in why and "K♠ is allowed there only under" in why
    assert "im 4. Stich antwortet der Nichtgeber auf 6♦ mit K♠" in c.explanation[1].de
    # the engine agrees: replay trick 4 under must-follow and K♠ is not a legal answer
    state = State(MCLEOD, dealer=1)
    for action in c.a.actions:
        if len(state.tricks) == 3 and state.lead_card is not None:
            break
        state.apply_action(action)
    assert parse_card("KS") not in state.legal_actions()
    assert parse_card("5D") in state.legal_actions()


def test_a_point_scored_under_one_reading_only_is_listed() -> None:
    """U2: the dealer's first turn-up, the seven of diamonds, scores 14 only under
    dealer_scores (Cotton C11: Penneech turned up is fourteen)."""
    c = compare_hand(29, MCLEOD, Rules.parse("mcleod,first_turnup=dealer_scores"))
    assert c.diverges_at is None and c.difference == (0, 14)
    assert any("14 to the dealer for turning up 7♦" in line.en for line in c.explanation)
    assert any("14 für den Geber" in line.de for line in c.explanation)


def test_another_leader_is_named_when_the_first_lead_differs() -> None:
    c = compare_hand(29, MCLEOD, Rules.parse("mcleod,first_lead=dealer"))
    assert c.diverges_at == 1
    assert c.explanation[1].en.startswith("In trick 1 the dealer leads under")


def test_a_rule_that_never_comes_into_play_is_said_to() -> None:
    c = compare_hand(29, MCLEOD, Rules.parse("mcleod,honours_to=holder"))
    assert c.difference == (0, 0) and c.diverges_at is None
    assert any("never comes into play" in line.en for line in c.explanation)


def test_identical_readings_say_so() -> None:
    c = compare_hand(29, MCLEOD, MCLEOD)
    assert c.changed == () and c.explanation[0].en == "The two readings are the same rules."


def test_readings_are_named_by_preset_or_by_their_change() -> None:
    assert reading_name(Rules.parse("martin")).en == "Martin (pagat.com, German)"
    name = reading_name(Rules.parse("mcleod,counters=all_honours"))
    assert name.en == "McLeod (pagat.com, English) with “Every Ace and court card”"
    assert name.de == "McLeod (pagat.com, englisch) mit „Alle Asse und Bilder“"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_html_shows_every_trick_of_both_readings(lang: str) -> None:
    c = compare_hand(29, MCLEOD, Rules.parse("parlett"))
    html = comparison_html(c, lang)
    assert html.count('<section class="compare-side"') == 2
    assert html.count("<tr data-trick=") == len(c.a.tricks) + len(c.b.tricks)
    assert f'data-points="{c.b.points[0]} {c.b.points[1]}"' in html
    for line in c.explanation:
        assert line.get(lang) in unescape(html)
