"""Piquet's rules, one test per worked case PQ-1 … PQ-31 of our research notes.

Each test names its case, the rule set it plays and the source of the rule. Hands are the
hands after the exchange unless a case says "dealt so"; ``scenario.arrange`` reaches
them by legal actions only. Elder = E, younger = Y.
"""

from __future__ import annotations

import pytest

from penneech.core.cards import cards_in, mask, parse_card
from penneech.core.errors import IllegalActionError
from penneech.games.piquet import exchange, partie
from penneech.games.piquet.actions import DONE, LOOK, SCORE, action_name
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.options import PLAY_SCORING
from penneech.games.piquet.pack import TRICKS
from penneech.games.piquet.point import PointClaim, point_value
from penneech.games.piquet.reckoning import CLASS_OF, PiquetEvent
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.scenario import act, arrange, deal_actions, hand
from penneech.games.piquet.sequences import sequence_value
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.tricks import OUTCOMES, PLAY_SCORINGS, trick_outcome, trick_winner
from penneech.games.piquet.view import view_of
from sitegen.piquet_example_deals import best_claim

CATEGORY_REASONS = {"point": ("point",), "sequence": ("sequence",), "set": ("set",)}


best = best_claim  # the strongest legal claim, or the plain answer if there is none


def declare(state: PiquetState, elder: list[str | None] | None = None,
            younger: list[str | None] | None = None) -> None:
    """Declare point, sequences and sets: each side as given, or its best (``None``)."""
    for i in range(3):
        for given in (elder, younger):
            name = given[i] if given else None
            if name is None:
                state.apply_action(best(state))
            else:
                act(state, name)


def lead(state: PiquetState, card: str) -> None:
    """The elder's first lead; then the younger scores everything she won."""
    act(state, card)
    while state.phase == "younger_scores":
        state.apply_action(SCORE)


def got(state: PiquetState, player: int, *reasons: str) -> int:
    """A player's points this deal for the kinds of score named (all kinds if none)."""
    return sum(e.points for e in state.deal_events
               if e.player == player and (not reasons or e.reason in reasons))


def test_pq1_point_of_equal_length_goes_to_more_pips() -> None:
    """PQ-1, portland and meyers1888: Cavendish, law 62; Meyers (n × n)."""
    e = "AS KS QS 9S 8S AH 7H 8D 7D 9C 8C 7C"
    y = "KH QH JH TH 9H JS TS 7S KD QD KC QC"
    for preset, value in (("portland", 5), ("meyers1888", 25)):
        state = arrange(preset, e, y)
        declare(state)
        lead(state, "AS")
        assert got(state, state.younger, "point") == value
        assert got(state, state.elder, "point") == 0


@pytest.mark.parametrize(("preset", "value"), [("portland", 5), ("cotton1674", 4),
                                                ("meyers1888", 25)])
def test_pq1_a_point_of_five_scores_5_4_or_25(preset: str, value: int) -> None:
    """The rules page's worked point, K Q 9 8 7 of spades (five cards, 44 pips): one per
    card under portland (Cavendish, law 62), a tenth of the pips rounded, 4, under
    cotton1674 (Cotton 1674, p. 82), the number of cards squared under meyers1888
    (Meyers: n × n)."""
    claim = PointClaim(3, 5, 44)
    assert point_value(claim, PiquetRules.parse(preset).point_score) == value


def test_pq2_equal_points_score_nobody_and_do_not_block_a_repique() -> None:
    """PQ-2, portland: Cavendish, law 62 (equal points); law 68 (repique)."""
    state = arrange("portland", "AS KS 9S 8S 7S AD QD JD 8C 9C TC KH",
                    "AH QH 9H 8H 7H KD TD KC QC JC TS JS")
    declare(state)
    assert not [e for e in state.deal_events if e.reason == "point"]
    # an equal point (five cards, 44 each) then thirty for the elder: a repique still
    state = arrange("portland", "JD TD 9D 8D 7D JS JH JC AS KS QS AC",
                    "KH TH 9H 8H 7H KD QD AD KC QC TC 9C")
    declare(state)
    assert not [e for e in state.deal_events if e.reason == "point"]
    assert got(state, state.younger) == 0
    assert [(e.player, e.points) for e in state.deal_events if e.reason == "repique"] == [
        (state.elder, 60)]


def test_pq3_longer_sequence_wins_and_scores_the_lesser_too() -> None:
    """PQ-3, portland: Cavendish, law 63; Cotton 1674, pp. 83–84."""
    state = arrange("portland", "JC TC 9C 8C 9D 8D 7D AS QS 9S 7S JH",
                    "AH KH QH KS JS TS 8S AD KD AC KC 7C")
    declare(state)
    lead(state, "AS")
    assert got(state, state.elder, "sequence") == 7
    assert got(state, state.younger, "sequence") == 0


def test_pq3_sequences_score_3_4_15_16_17_18_19() -> None:
    """Tierce 3, quart 4, then ten more than the length from the quint up: quint 15,
    sixième 16, septième 17, huitième 18, neuvième 19 (Cavendish, law 63; Cotton 1674,
    p. 83 "and so upward"); the 1905 misprint (by_length) scores the length alone."""
    assert [sequence_value(n, "quint_15") for n in range(3, 10)] == [3, 4, 15, 16, 17, 18, 19]
    assert [sequence_value(n, "by_length") for n in range(3, 10)] == [3, 4, 5, 6, 7, 8, 9]
    assert PiquetRules.parse("portland").sequence_values == "quint_15"


def test_pq4_equal_length_the_higher_top_card_wins() -> None:
    """PQ-4, portland: Cavendish, law 63."""
    state = arrange("portland", "KS QS JS TS 9S AH 8H AC 9C 8C 7D 9D",
                    "AD KD QD JD TD KH QH JH KC QC 7S 8S")
    declare(state)
    lead(state, "KS")
    assert got(state, state.elder, "sequence") == 0
    assert got(state, state.younger, "sequence") == 15 + 3  # her quint and her tierce


def test_pq5_equal_best_sequences_score_nothing_at_all() -> None:
    """PQ-5, portland: Cavendish, law 63 (not even the elder's extra tierce)."""
    state = arrange("portland", "KS QS JS TS 9D 8D 7D AC QC 9C 7C AH",
                    "KH QH JH TH AS AD KD JD KC JC TC 8C")
    declare(state)
    lead(state, "KS")
    assert not [e for e in state.deal_events if e.reason == "sequence"]


def test_pq6_the_winner_counts_a_tierce_lower_than_the_losers_quart() -> None:
    """PQ-6, portland: Cotton 1674, pp. 83–84; Cavendish, law 63."""
    state = arrange("portland", "JC TC 9C 8C 7C 9D 8D 7D AS QS 9S 7S",
                    "AH KH QH JH KS JS TS 8S AD KD AC KC")
    declare(state)
    lead(state, "AS")
    assert got(state, state.elder, "sequence") == 15 + 3
    assert got(state, state.younger, "sequence") == 0


def test_pq7_two_sequences_in_one_suit() -> None:
    """PQ-7, portland: Cotton 1674, p. 83 (sequences of one suit); Cavendish, law 63."""
    state = arrange("portland", "AS KS QS 9S 8S 7S AH JH 9H AD JD 8C",
                    "JS TS KH QH TH 8H 7H KD QD 9D AC KC")
    declare(state)
    seqs = [e.detail for e in state.deal_events if e.reason == "sequence"]
    assert sorted(seqs) == ["tierce to 9♠", "tierce to A♠"]
    assert got(state, state.elder, "sequence") == 6
    assert [e.detail for e in state.deal_events if e.reason == "point"] == ["6 cards, 55"]


def test_pq8_any_quatorze_beats_any_trio() -> None:
    """PQ-8, portland: Cavendish, law 64; Cotton 1674, p. 84."""
    state = arrange("portland", "AS AH AD QS QH JS JH 9S 8S 7S 9H 8H",
                    "TS TH TD TC KS KH KD AC QD JD 9D 8D")
    declare(state)
    lead(state, "AS")
    assert got(state, state.younger, "set") == 14 + 3
    assert got(state, state.elder, "set") == 0


def test_pq9_nines_make_no_set() -> None:
    """PQ-9, portland: Cotton 1674, p. 84 (Nines to Sixes have no place)."""
    state = arrange("portland", "9S 9H 9D 9C AS KH QD JC 7S 8H 7D 8C",
                    "AH KS QS JS TS KD QH JH TH AD AC TC")
    declare(state, elder=[None, None, None])
    elder_set_claims = [c for c in state.claims
                        if c.category == "set" and c.player == state.elder]
    assert [action_name(c.action) for c in elder_set_claims] == ["nothing"]


def test_pq10_trio_of_kings_beats_trio_of_queens() -> None:
    """PQ-10, portland: Cotton 1674, p. 84 ("the higher drowns the lower")."""
    state = arrange("portland", "QS QH QD AS 9S 7S AH 9H 8D 7D 8C 7C",
                    "KS KH KD JS TS 8S JH TH 8H AD AC 9C")
    declare(state)
    lead(state, "AS")
    assert got(state, state.younger, "set") == 3
    assert got(state, state.elder, "set") == 0


PQ11_E = "AS KS QS JS TS 9S AH 8H AD 8D AC 8C"
PQ11_Y = "KH QH 9H 7H KD QD 9D 7D KC QC 9C 7C"


@pytest.mark.parametrize(("preset", "before_lead"), [("portland", 96), ("meyers1888", 126)])
def test_pq11_repique(preset: str, before_lead: int) -> None:
    """PQ-11, portland and meyers1888: Cavendish, law 68; Cotton 1674, p. 86; Meyers."""
    state = arrange(preset, PQ11_E, PQ11_Y)
    declare(state)
    assert got(state, state.elder) == before_lead
    lead(state, "AS")
    assert got(state, state.elder) == before_lead + 1
    assert got(state, state.younger) == 0
    assert not [e for e in state.deal_events if e.reason == "pique"]


#: The elder reckons exactly thirty in declarations: point 5 (five spades, 51 pips), quint
#: to the Ace 15 and quart to the Ten 4, trios of Aces and Tens 3 + 3; the younger's best
#: (a point of four, a quart, a trio of Kings) loses each category.
THIRTY_E = "AS KS QS JS TS TH 9H 8H 7H AD TD AC"
THIRTY_Y = "9S 8S 7S AH KH QH JH KD QD JD 9D KC"


@pytest.mark.parametrize("rules", ["portland", "portland,pique_repique_blocking=any"])
def test_pq11_thirty_exactly_in_declarations_makes_a_repique(rules: str) -> None:
    """PQ-11 at its boundary, portland: Cavendish, law 68 ("thirty ... before the other
    scores anything"); Cotton 1674, p. 86. Thirty exactly is enough: 30 + 60 = 90 before
    the lead, 91 after it, and no pique on top."""
    state = arrange(rules, THIRTY_E, THIRTY_Y)
    declare(state)
    assert got(state, state.elder, "point", "sequence", "set") == 30
    assert got(state, state.younger) == 0
    assert [(e.player, e.points) for e in state.deal_events if e.reason == "repique"] == [
        (state.elder, 60)]
    assert got(state, state.elder) == 90
    lead(state, "AS")
    assert got(state, state.elder) == 91
    assert not [e for e in state.deal_events if e.reason == "pique"]


PQ12_E = "AS KS QS JS TS AH KH AD KD 9C 8C 7C"
PQ12_Y = "QH JH 9H 7H QD JD 9D 7D AC QC TC 9S"


def test_pq12_pique_on_the_first_lead() -> None:
    """PQ-12, portland: Cavendish, law 69; Cotton 1674, p. 86."""
    state = arrange("portland", PQ12_E, PQ12_Y)
    declare(state)
    assert got(state, state.elder) == 29
    lead(state, "AS")
    assert got(state, state.elder) == 60
    assert [e.reason for e in state.deal_events][-2:] == ["lead", "pique"]


#: The elder declares 29 (quint to the Ace 15, quatorze of Aces 14); the younger wins the
#: point with six clubs, which she reckons only after the elder's first lead.
WITHHELD_E = "AS KS QS JS TS AH AD AC 7H 8D 7D 9C"
WITHHELD_Y = "KC QC JC TC 8C 7C 9S 8S 7S 9H 9D 8H"


def test_pq12_a_point_withheld_after_the_lead_leaves_a_pique_not_a_repique() -> None:
    """PQ-12 with a sunk point, portland: the younger reckons what she won after the
    elder's first lead (Cavendish, law 56) and may sink it (Cavendish's treatise on
    sinking; Cotton 1674, p. 87). The elder's 29 in hand and the 1 of his lead make thirty
    in play: a pique, 30 (law 69), not a repique (law 68: thirty "in hand", by the
    declarations alone)."""
    state = arrange("portland", WITHHELD_E, WITHHELD_Y)
    declare(state)
    assert got(state, state.elder) == 29
    act(state, "AS")
    assert [action_name(a) for a in state.legal_actions()] == ["score", "withhold"]
    act(state, "withhold")
    assert [(e.player, e.points, e.reason) for e in state.deal_events][-2:] == [
        (state.elder, 1, "lead"), (state.elder, 30, "pique")]
    assert not [e for e in state.deal_events if e.reason == "repique"]
    assert got(state, state.elder) == 60
    assert got(state, state.younger) == 0


def test_pq12_meyers_reads_the_same_hand_as_a_repique() -> None:
    """PQ-12, meyers1888: Meyers (point n × n; repique if the opponent has nothing)."""
    state = arrange("meyers1888", PQ12_E, PQ12_Y)
    declare(state)
    assert got(state, state.elder) == 109
    lead(state, "AS")
    assert got(state, state.elder) == 110


PQ13_E = "QS QH QD QC AS KS 9S AC KC 9C AD KD"
PQ13_Y = "AH KH JH TH 9H 8H 7H JD TD 9D 8D 7D"


def test_pq13_ordered_repique_counts_in_reckoning_order() -> None:
    """PQ-13, portland: Cavendish, laws 67–68 (younger's point and sequences reckon before
    the elder's sets, although the elder scored his sets first)."""
    state = arrange("portland", PQ13_E, PQ13_Y)
    declare(state)
    assert got(state, state.elder) == 20  # before the younger has declared
    lead(state, "AS")
    assert got(state, state.younger) == 97
    assert got(state, state.elder) == 21


@pytest.mark.parametrize(("rules", "younger"), [
    ("portland,pique_repique_blocking=any", 37), ("meyers1888", 79)])
def test_pq13_meyers_literal_rule_blocks_that_repique(rules: str, younger: int) -> None:
    """PQ-13, pique_repique_blocking=any and meyers1888: Meyers (the opponent has nothing
    valid to declare)."""
    state = arrange(rules, PQ13_E, PQ13_Y)
    declare(state)
    lead(state, "AS")
    assert got(state, state.younger) == younger
    assert not [e for e in state.deal_events if e.reason == "repique"]


PQ14_E = "KS QS JS KH QH JH KD QD JD KC QC JC"
PQ14_Y = "AS AH TD TC 9S 7S 9H 7H 9D 7D 9C 7C"


@pytest.mark.parametrize(("rules", "declared"), [
    ("portland", 57), ("portland,point_min_cards=4", 54)])
def test_pq14_younger_carte_blanche_blocks_the_elders_repique(rules: str,
                                                              declared: int) -> None:
    """PQ-14, portland: Cavendish, laws 18, 67; Cotton 1674, p. 88."""
    state = arrange(rules, PQ14_E, PQ14_Y)
    assert state.blanche[state.younger] and got(state, state.younger) == 10
    declare(state)
    lead(state, "KS")
    assert got(state, state.elder) == declared + 1
    assert not [e for e in state.deal_events if e.reason in ("repique", "pique")]


def test_pq14_meyers_counts_tens_as_courts_so_the_elder_repiques() -> None:
    """PQ-14, meyers1888: Meyers (the Ten usually a court; carte blanche after the
    exchange)."""
    state = arrange("meyers1888", PQ14_E, PQ14_Y)
    declare(state)
    assert got(state, state.younger) == 0
    assert got(state, state.elder) == 123
    lead(state, "KS")
    assert got(state, state.elder) == 124


def test_pq15_carte_blanche_counts_toward_its_holders_repique() -> None:
    """PQ-15, portland: Cavendish, laws 18, 67–68; Cotton 1674, p. 83."""
    state = arrange("portland", PQ14_E, "AS AH AD AC TS TH TD TC 9S 8S 7S 9H")
    declare(state)
    lead(state, "KS")
    assert got(state, state.younger) == 107
    assert got(state, state.elder) == 1


def test_pq16_the_younger_hand_never_piques() -> None:
    """PQ-16, portland: Cavendish, law 69; Meyers (pique for the elder only)."""
    state = arrange("portland", PQ12_Y, PQ12_E)
    declare(state)
    lead(state, "9S")
    assert got(state, state.younger) == 29
    act(state, "TS")
    assert got(state, state.younger) == 30
    assert not [e for e in state.deal_events if e.reason == "pique"]


def test_pq17_one_trick_to_the_younger_stops_the_pique() -> None:
    """PQ-17, portland: Cavendish, law 69; Cotton 1674, p. 86 ("before the other hath
    play'd a Card")."""
    state = arrange("portland", "AS KS QS JS TS 9S AH KH AD KD 8C 7H",
                    "QH JH TH 9H 8H QD JD TD 9D 8D QC 7C")
    declare(state)
    assert got(state, state.elder) == 28
    lead(state, "7H")
    assert got(state, state.elder) == 29
    act(state, "8H")
    while not state.is_terminal():  # whatever the elder makes later, it is too late
        state.apply_action(state.legal_actions()[-1])
    assert got(state, state.younger, "trick")
    assert not [e for e in state.deal_events if e.reason == "pique"]


def test_pq18_play_scoring_leads_and_captures() -> None:
    """PQ-18, portland: Cavendish, law 65; Meyers (one for the lead, one for a capture)."""
    state = arrange("portland", "AS 7H AC KS QS JS KH QH KD QD JD 9C",
                    "7S 8H KC 8S 9S TS AH JH TH AD TD 9D")
    declare(state, ["nothing"] * 3, ["nothing"] * 3)
    act(state, "AS", "7S", "7H", "8H", "KC", "AC")
    assert got(state, state.elder, "lead", "trick") == 3
    assert got(state, state.younger, "lead", "trick") == 2
    first = [e for e in state.deal_events if e.trick == 1]
    assert [(e.player, e.points) for e in first] == [(state.elder, 1)]


def test_pq18_who_wins_a_trick_and_what_it_scores_in_each_reckoning() -> None:
    """PQ-18 and PQ-27 card by card (``tricks.py``): the higher card of the suit led wins
    and a card of another suit never does, not even an Ace (Cavendish, laws 59, 65;
    Cotton 1674, p. 85; Meyers); one for every lead and one for a second player who wins
    (leads_and_captures: Meyers; Cavendish, law 65), or only for leading, or winning
    with, an Ace to Ten (high_cards: Cotton 1674, p. 85). The tables the solver and the
    quick play-out read say the same for every pair of cards."""
    c = parse_card
    assert trick_winner(0, c("9S"), c("TS")) == 1
    assert trick_winner(0, c("9S"), c("AH")) == 0
    assert trick_winner(1, c("AS"), c("7S")) == 1
    cases = {("AS", "7S"): ((0, 1, 0), (0, 1, 0)), ("7H", "8H"): ((1, 1, 1), (1, 0, 0)),
             ("9H", "TH"): ((1, 1, 1), (1, 0, 1)), ("TH", "9H"): ((0, 1, 0), (0, 1, 0)),
             ("9C", "AD"): ((0, 1, 0), (0, 0, 0)), ("KC", "AC"): ((1, 1, 1), (1, 1, 1))}
    for (lead_name, follow_name), expected in cases.items():
        lead_card, follow = c(lead_name), c(follow_name)
        got_back = (trick_outcome(lead_card, follow, "leads_and_captures"),
                    trick_outcome(lead_card, follow, "high_cards"))
        assert got_back == expected, (lead_name, follow_name)
    assert PLAY_SCORING.values == PLAY_SCORINGS
    for scoring in PLAY_SCORINGS:
        for a in range(52):
            for b in range(52):
                if a != b:
                    assert OUTCOMES[scoring][a][b] == trick_outcome(a, b, scoring)


PQ19_E = "AS KS QS JS AH KH QH AD KD TC 9C 7C"
PQ19_Y = "TS 9S 8S 7S JH TH 9H 8H QD JD TD 9D"


def _win_every_trick(state: PiquetState) -> None:
    order = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "AD", "KD", "TC", "9C", "7C"]
    lead(state, order[0])
    state.apply_action(state.legal_actions()[0])
    for card in order[1:]:
        act(state, card)
        state.apply_action(state.legal_actions()[0])


def test_pq19_last_trick_makes_the_pique_and_capot_never_counts_for_it() -> None:
    """PQ-19, portland: Cavendish, laws 65–66, 69."""
    state = arrange("portland", PQ19_E, PQ19_Y)
    declare(state)
    assert got(state, state.elder) == 17
    _win_every_trick(state)
    assert [e.reason for e in state.deal_events][-3:] == ["last_trick", "pique", "capot"]
    assert got(state, state.elder) == 100
    assert state.is_terminal()


@pytest.mark.parametrize(("rules", "total"), [("meyers1888", 102),
                                              ("meyers1888,capot=30", 92)])
def test_pq19_meyers_last_trick_three_and_capot_thirty(rules: str, total: int) -> None:
    """PQ-19, meyers1888: Meyers (last trick 3, capot "30 extra": thirty on top of the ten
    for the cards, forty in all; thirty in place of the ten is the option's other value)."""
    state = arrange(rules, PQ19_E, PQ19_Y)
    declare(state, elder=["point:D", None, None], younger=["good", None, None])
    assert got(state, state.elder) == 17
    _win_every_trick(state)
    assert got(state, state.elder) == total
    assert [e.points for e in state.deal_events if e.reason == "pique"] == [30]


#: The elder leads eleven winners and then the Seven of clubs; the younger, who has kept
#: the Eight of clubs, wins the twelfth trick with it.
LAST_E = "AS KS QS JS AH KH QH AD KD QD JD 7C"
LAST_Y = "TS 9S 8S 7S JH TH 9H 8H TD 9D 8D 8C"
LAST_PLAY = [("AS", "7S"), ("KS", "8S"), ("QS", "9S"), ("JS", "TS"), ("AH", "9H"),
             ("KH", "TH"), ("QH", "JH"), ("AD", "8D"), ("KD", "9D"), ("QD", "TD"),
             ("JD", "8H")]


@pytest.mark.parametrize(("preset", "to_younger", "to_elder"), [
    ("portland", 1 + 1, 1), ("cotton1674", 0 + 1, 0), ("meyers1888", 1 + 3, 1)])
def test_pq19_the_last_trick_scores_for_its_winner_not_its_leader(
        preset: str, to_younger: int, to_elder: int) -> None:
    """PQ-19: the player who wins the last trick reckons one for it (Cavendish, law 65;
    Cotton 1674, p. 85), three under meyers1888 (Meyers), even when the other player led
    it. Here the elder leads the twelfth trick with 7♣ and the younger wins it with 8♣:
    her score grows by the bonus and 8♣'s capture (one under portland and meyers1888,
    nothing under cotton1674's high cards), the elder's only by his lead (one, or nothing
    under cotton1674)."""
    rules = PiquetRules.parse(preset)
    state = arrange(rules, LAST_E, LAST_Y)
    declare(state, ["nothing"] * 3, ["nothing"] * 3)
    first, *rest = LAST_PLAY
    lead(state, first[0])
    act(state, first[1])
    for pair in rest:
        act(state, *pair)
    assert len(state.tricks) == TRICKS - 1
    before = [got(state, p, "lead", "trick", "last_trick") for p in (0, 1)]
    act(state, "7C", "8C")
    last = state.tricks[-1]
    assert (last.number, last.leader, last.winner) == (TRICKS, state.elder, state.younger)
    bonus = [(e.player, e.points) for e in state.deal_events if e.reason == "last_trick"]
    assert bonus == [(last.winner, rules.last_trick_bonus)]
    after = [got(state, p, "lead", "trick", "last_trick") for p in (0, 1)]
    assert after[state.younger] - before[state.younger] == to_younger
    assert after[state.elder] - before[state.elder] == to_elder


def _play_randomly_until(state: PiquetState, chance: PiquetChance, seed: int,
                         deal: int) -> None:
    import random

    rng = random.Random(seed)
    while not state.is_terminal() and state.deal_no <= deal:
        chance.advance(state)
        if state.is_terminal() or state.deal_no > deal:
            break
        state.apply_action(rng.choice(state.legal_actions()))


def test_pq20_divided_cards() -> None:
    """PQ-20, portland and meyers1888: Cavendish, law 66 (divided: nobody); Meyers (by
    agreement held over for the next deal's winner of the cards)."""
    checked = {"void": False, "carry_forward": False}
    for seed in range(200):
        for mode in checked:
            rules = PiquetRules.parse(f"portland,divided_cards={mode}")
            state = PiquetState(rules, dealer=0)
            chance = PiquetChance(seed)
            _play_randomly_until(state, chance, seed, 1)
            first = [e for e in state.events if e.deal == 1]
            if state.is_terminal() or any(e.reason in ("cards", "capot") for e in first):
                continue
            assert state.pot == (10 if mode == "carry_forward" else 0)
            _play_randomly_until(state, chance, seed, 2)
            second = [e for e in state.events if e.deal == 2]
            cards = [e for e in second if e.reason in ("cards", "capot")]
            carried = [e for e in second if e.reason == "carried_cards"]
            if not cards:
                continue
            if mode == "carry_forward":
                assert [(e.player, e.points) for e in carried] == [(cards[0].player, 10)]
            else:
                assert not carried
            checked[mode] = True
        if all(checked.values()):
            break
    assert all(checked.values())


def test_pq21_rubicon_settlement() -> None:
    """PQ-21, portland: Cavendish, laws 71–72; German Wikipedia, Ergänzungen."""
    assert partie.settle("rubicon_partie", (120, 101), 0) == 119
    assert partie.settle("rubicon_partie", (120, 99), 0) == 319
    assert partie.settle("rubicon_partie", (97, 89), 0) == 286
    assert partie.settle("rubicon_partie", (89, 97), 1) == 286


def test_pq21_a_loser_on_exactly_one_hundred_has_crossed_the_rubicon() -> None:
    """PQ-21 at its boundary: Cavendish, laws 71–72 (the loser is rubiconed only if he has
    not reached a hundred). 150 against exactly 100 wins the difference plus 100, 150;
    against 99 both totals plus 100, 349."""
    assert partie.settle("rubicon_partie", (150, 100), 0) == 150
    assert partie.settle("rubicon_partie", (100, 150), 1) == 150
    assert partie.settle("rubicon_partie", (150, 99), 0) == 349


def test_pq23_a_loser_on_exactly_fifty_pays_a_single_game() -> None:
    """PQ-23 at its boundary, meyers1888: Meyers (a loser under fifty pays double): at
    exactly 50 the game is single, at 49 double."""
    assert partie.settle("race_100_double", (100, 50), 0) == 1
    assert partie.settle("race_100_double", (100, 49), 0) == 2


def test_pq22_rubicon_tie_two_more_deals_then_a_draw() -> None:
    """PQ-22, portland: Cavendish, law 73."""
    assert partie.after_deal("rubicon_partie", 6, 6, (150, 150)) == (False, 8, None)
    assert partie.after_deal("rubicon_partie", 7, 8, (150, 150)) == (False, 8, None)
    assert partie.after_deal("rubicon_partie", 8, 8, (170, 170)) == (True, 8, None)
    assert partie.after_deal("rubicon_partie", 8, 8, (171, 170)) == (True, 8, 0)
    assert partie.settle("rubicon_partie", (170, 170), None) == 0


def test_pq23_race_to_100_the_blanche_reckons_first() -> None:
    """PQ-23, cotton1674: Cotton 1674, pp. 85–86 ("the Blanks are always first
    reckoned")."""
    rules = PiquetRules.parse("cotton1674")
    state = PiquetState(rules, dealer=0, totals=(95, 95))
    e = "AS KS QS JS TS 9S 8S AC KC QC JC TC"
    y = "AH TH 9H 8H 7H 6H AD TD 9D 8D 7D 6D"
    talon = [c for c in cards_in(state.pack & ~hand(e) & ~hand(y))]
    for a in deal_actions(hand(e), hand(y), talon):
        state.apply_action(a)
    act(state, "8S", "done")  # the elder exchanges; the younger's blanche is shown
    assert state.is_terminal()
    assert state.winner == state.younger
    assert state.scores[state.younger] == 105
    assert not [ev for ev in state.events if ev.reason == "point"]
    assert state.returns()[state.younger] == 1


def _points(player: int, points: int, seq: int) -> PiquetEvent:
    """A point of ``points`` to ``player``, the ``seq``-th score of its deal."""
    return PiquetEvent(player, points, "point", 1, seq, CLASS_OF["point"])


def test_pq23_a_race_ends_on_a_total_of_exactly_one_hundred() -> None:
    """PQ-23 at its boundary: the first to reach a hundred wins (Cotton 1674, pp. 80,
    85–86; Meyers). A score that takes 90 to exactly 100 ends the race, and so does the
    first of two that take it over; 90 and nine make 99, which does not."""
    ten = _points(0, 10, 0)
    assert partie.race_finish((90, 0), [ten]) is ten
    assert partie.race_finish((0, 90), [_points(1, 10, 0)]) is not None
    assert partie.race_finish((90, 0), [_points(0, 9, 0)]) is None
    five, six = _points(0, 5, 0), _points(0, 6, 1)
    assert partie.race_finish((89, 0), [six, five]) is six
    assert partie.race_finish((95, 0), [six, five]) is five


@pytest.mark.parametrize("preset", ["cotton1674", "meyers1888"])
def test_pq23_a_point_that_lands_on_exactly_one_hundred_wins_the_race(preset: str) -> None:
    """PQ-23 in a whole game, cotton1674 and meyers1888: Cotton 1674, pp. 85–86 ("he that
    first reckons 100 wins"); Meyers. The elder stands a point short of a hundred; his
    point (5 under cotton1674, 25 under meyers1888, reckoned first) brings him to exactly
    100, so the game ends there and the sequences and sets he holds are never
    reckoned."""
    probe = arrange(preset, THIRTY_E, THIRTY_Y)
    declare(probe)
    point = got(probe, probe.elder, "point")
    assert point == {"cotton1674": 5, "meyers1888": 25}[preset]
    totals = [0, 0]
    totals[probe.elder] = 100 - point
    state = arrange(preset, THIRTY_E, THIRTY_Y, horizon="game",
                    totals=(totals[0], totals[1]))
    declare(state)
    if not state.is_terminal():  # the younger declares after the first lead
        lead(state, "AS")
    assert state.is_terminal()
    assert state.winner == state.elder
    assert state.scores[state.elder] == 100
    assert [e.reason for e in state.deal_events] == ["point"]


def test_pq23_meyers_a_loser_under_fifty_pays_double() -> None:
    """PQ-23, meyers1888: Meyers (not beyond 100; under 50 pays double)."""
    state = arrange("meyers1888", PQ11_E, PQ11_Y, horizon="game")
    declare(state)
    assert state.is_terminal()  # 126 for the elder in declarations: over 100
    assert state.winner == state.elder and state.scores[state.younger] == 0
    assert state.returns()[state.elder] == 2
    assert not [e for e in state.events if e.reason == "lead"]


def _discard_count_allowed(state: PiquetState, n: int) -> bool:
    """Can the player to discard stop after exactly ``n`` cards?"""
    trial = state.clone()
    for _ in range(n):
        cards = [a for a in trial.legal_actions() if a != DONE]
        if not cards:
            return False
        trial.apply_action(cards[0])
    return DONE in trial.legal_actions()


@pytest.mark.parametrize(("preset", "elder_takes", "elder_ok", "younger_ok"), [
    ("meyers1888", 3, {3, 4, 5}, {3, 4, 5}),
    ("portland", 1, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5, 6, 7}),
    ("cotton1674", 8, set(range(1, 9)), {1, 2, 3, 4}),
])
def test_pq24_exchange_limits(preset: str, elder_takes: int, elder_ok: set[int],
                              younger_ok: set[int]) -> None:
    """PQ-24: Meyers (3–5); Cavendish, laws 21–22, 34 (1–5, 1 to the rest); Cotton 1674,
    pp. 81–82 (eight of twelve, at least one)."""
    state = PiquetState(PiquetRules.parse(preset), dealer=0)
    PiquetChance(3).advance(state)
    assert state.phase == "discard"
    assert {n for n in range(0, 10) if _discard_count_allowed(state, n)} == elder_ok
    for _ in range(elder_takes):
        state.apply_action(next(a for a in state.legal_actions() if a != DONE))
    state.apply_action(DONE)
    assert state.discarder == state.younger
    assert {n for n in range(0, 10) if _discard_count_allowed(state, n)} == younger_ok


def test_pq24_the_younger_minimum_never_exceeds_the_cards_left() -> None:
    """PQ-24 at its edge: Cavendish, law 34 (the younger may take the cards left). When the
    elder (allowed up to seven here) leaves two, a younger bound to take three takes the
    two and the deal goes on; with none left she keeps her hand."""
    rules = PiquetRules.parse("portland,elder_exchange=1-7,younger_exchange=3-rest")
    assert exchange.younger_range(rules, 2) == (2, 2)
    assert exchange.younger_range(rules, 0) == (0, 0)
    assert exchange.younger_range(rules, 5) == (3, 5)
    state = PiquetState(rules, horizon="deal", dealer=0)
    PiquetChance(3).advance(state)
    for _ in range(6):
        state.apply_action(next(a for a in state.legal_actions() if a != DONE))
    state.apply_action(DONE)
    assert state.discarder == state.younger
    assert {n for n in range(0, 10) if _discard_count_allowed(state, n)} == {2}
    while not state.is_terminal():  # the deal is played out to its end
        assert state.legal_actions(), f"no legal action in phase {state.phase}"
        state.apply_action(state.legal_actions()[0])
    assert len(state.tricks) == 12


def test_pq24_elder_exchanging_two_is_refused_under_meyers() -> None:
    """PQ-24, meyers1888: Meyers (the elder takes at least three)."""
    state = PiquetState(PiquetRules.parse("meyers1888"), dealer=0)
    PiquetChance(3).advance(state)
    for _ in range(2):
        state.apply_action(next(a for a in state.legal_actions() if a != DONE))
    with pytest.raises(IllegalActionError, match="at least 3"):
        state.apply_action(DONE)


def test_pq25_leftovers_under_the_portland_laws() -> None:
    """PQ-25, portland: Cavendish, law 33 (elder sees the rest of his five), law 36
    (younger's leftovers: both see them if she looks, the elder after his lead)."""
    state = PiquetState(PiquetRules.parse("portland"), dealer=0)
    PiquetChance(5).advance(state)
    elder, younger = state.elder, state.younger
    for _ in range(3):
        state.apply_action(next(a for a in state.legal_actions() if a != DONE))
    state.apply_action(DONE)
    assert view_of(state, elder).seen_talon == mask(state.talon[3:5])
    assert view_of(state, younger).seen_talon == 0
    for _ in range(4):
        state.apply_action(next(a for a in state.legal_actions() if a != DONE))
    state.apply_action(DONE)
    assert state.phase == "leftover"
    last = mask(state.talon[7:])
    state.apply_action(LOOK)
    assert view_of(state, younger).seen_talon == last
    assert not view_of(state, elder).seen_talon & last
    declare(state, ["nothing"] * 3, ["nothing"] * 3)
    state.apply_action(state.legal_actions()[0])
    assert view_of(state, elder).seen_talon & last == last


def test_pq26_cotton_ruff_by_pips_elder_wins_ties() -> None:
    """PQ-26, cotton1674: Cotton 1674, p. 82."""
    state = arrange("cotton1674", "AS KS QS JS AH KH AD 8D 6D AC 8C 6C",
                    "TH 9H 8H 7H 6H TS 9S 8S 7S TD 9D 7D")
    declare(state)
    lead(state, "AS")
    point_events = [e for e in state.deal_events if e.reason == "point"]
    assert [(e.player, e.points) for e in point_events] == [(state.elder, 4)]
    forty = PointClaim(0, 5, 40)
    from penneech.games.piquet.point import compare_points
    assert compare_points(forty, PointClaim(1, 4, 40), "pips_elder") == 1
    assert compare_points(forty, PointClaim(1, 4, 40), "pips") == 0
    assert [point_value(PointClaim(0, 5, p), "tens") for p in (34, 35, 44, 45)] == [3, 4, 4, 5]


def test_pq27_cotton_play_scores_high_cards_only() -> None:
    """PQ-27, cotton1674: Cotton 1674, p. 85."""
    state = arrange("cotton1674", "9H TH 8C AS KS QS JS AD KD QD JD AC",
                    "9S 8S 7S 6S TS 9D 8D 7D 6D TD 7C 6C")
    declare(state, ["nothing"] * 3, ["nothing"] * 3)
    lead(state, "9H")
    assert got(state, state.elder, "lead") == 0
    state.apply_action(state.legal_actions()[0])  # void in hearts
    act(state, "TH")
    assert got(state, state.elder, "lead") == 1
    state.apply_action(state.legal_actions()[0])
    for card in ("AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD", "AC"):
        act(state, card)
        state.apply_action(state.legal_actions()[0])
    act(state, "8C")
    state.apply_action(parse_card("6C") if parse_card("6C") in state.legal_actions()
                       else state.legal_actions()[0])
    last = [e for e in state.deal_events if e.trick == 12]
    assert [(e.reason, e.points) for e in last] == [("last_trick", 1)]


def test_pq28_cotton_two_blanks_each_block_the_others_bonus() -> None:
    """PQ-28, cotton1674: Cotton 1674, p. 81 ("the youngers Blank shall bar the former")."""
    rules = PiquetRules.parse("cotton1674")
    state = PiquetState(rules, horizon="deal", dealer=0)
    e = hand("AS TS 9S 8S 7S 6S AH AD AC TH TD TC")
    y = hand("9H 8H 7H 6H 9D 8D 7D 6D 9C 8C 7C 6C")
    talon = list(cards_in(state.pack & ~e & ~y))
    for a in deal_actions(e, y, talon):
        state.apply_action(a)
    assert state.blanche == [True, True]
    act(state, "count:1", "6C", "done")  # younger sets aside her discard first
    act(state, "6S", "done")
    blanks = [(ev.player, ev.points) for ev in state.deal_events
              if ev.reason == "carte_blanche"]
    assert sorted(blanks) == [(0, 10), (1, 10)]
    declare(state)
    lead(state, "AS")
    assert got(state, state.elder) >= 30
    assert not [ev for ev in state.deal_events if ev.reason in ("repique", "pique")]


def test_pq29_sinking_scores_only_the_claim() -> None:
    """PQ-29, portland: Cavendish's treatise on sinking; Cotton 1674, p. 87."""
    state = arrange("portland", "AS KS QS JS TS AH 7H AD 7D AC 8C 7C",
                    "JH TH 9H 8H KH QD JD TD 9D 8S 7S 9C")
    declare(state, elder=[None, "seq:4:AS", None])
    assert [action_name(c.action) for c in state.claims
            if c.category == "sequence"] == ["seq:4:AS", "good"]
    lead(state, "AS")
    assert got(state, state.elder, "sequence") == 4
    assert got(state, state.younger, "sequence") == 0


PQ5_E = "KS QS JS TS 9D 8D 7D AC QC 9C 7C AH"
PQ5_Y = "KH QH JH TH AS AD KD JD KC JC TC 8C"


def test_pq29_without_sinking_an_equal_claim_must_be_made_and_scores_nobody() -> None:
    """PQ-29's other reading, sinking=not_allowed (each player declares his best), on
    PQ-5's hands: Cavendish, law 63; our research notes, A "claims" 3-4. Both hold a quart
    to the King: the younger may not say "good", she must claim her equal quart, and the
    equal sequences score nobody, both shown."""
    state = arrange("portland,sinking=not_allowed", PQ5_E, PQ5_Y)
    while state.category == 0:  # the point: each side's only legal claim
        state.apply_action(best(state))
    assert [action_name(a) for a in state.legal_actions()] == ["seq:4:KS"]
    act(state, "seq:4:KS")
    assert [action_name(a) for a in state.legal_actions()] == ["seq:4:KH"]
    act(state, "seq:4:KH")
    while state.phase == "declare":
        state.apply_action(best(state))
    lead(state, "KS")
    assert not [e for e in state.deal_events if e.reason == "sequence"]
    assert state.shown[state.elder] & hand("KS QS JS TS") == hand("KS QS JS TS")
    assert state.shown[state.younger] & hand("KH QH JH TH") == hand("KH QH JH TH")


def test_pq30_a_card_of_another_suit_is_refused_while_holding_the_suit_led() -> None:
    """PQ-30, all rule sets: Cavendish, law 59; Cotton 1674, p. 85; Meyers."""
    state = arrange("portland", PQ12_E, PQ12_Y)
    declare(state)
    lead(state, "AS")
    before = (state.phase, list(state.hands), len(state.history))
    with pytest.raises(IllegalActionError, match="must follow suit to A♠"):
        act(state, "QH")
    assert (state.phase, list(state.hands), len(state.history)) == before


def test_pq31_one_card_counts_in_point_sequence_and_set() -> None:
    """PQ-31, portland: Meyers (a card may count in several combinations); Cavendish."""
    state = arrange("portland", "AS KS QS JS TS 9S AH AD AC 8H 8D 7C",
                    "KH QH JH TH KD QD JD TD KC QC 9H 8C")
    declare(state)
    reasons = {e.reason: e.detail for e in state.deal_events if e.player == state.elder}
    assert reasons["point"] == "6 cards, 60"
    assert reasons["sequence"] == "sixième to A♠"
    assert reasons["set"] == "quatorze of A"


def test_meyers_pique_is_stopped_by_a_trick_even_without_a_point() -> None:
    """Pique under pique_repique_blocking=any with Cotton's play scoring: Meyers (the
    opponent "has not yet taken a trick"); a trick won with a low card scores nothing."""
    from penneech.games.piquet.reckoning import PiquetEvent, pique_trigger

    def ev(player: int, points: int, reason: str, seq: int, trick: int = 0) -> PiquetEvent:
        from penneech.games.piquet.reckoning import CLASS_OF
        return PiquetEvent(player, points, reason, 1, seq, CLASS_OF[reason],  # type: ignore[arg-type]
                           trick=trick)

    events = [ev(1, 28, "point", 0), ev(1, 1, "lead", 1, trick=1), ev(1, 1, "lead", 2, trick=2)]
    assert pique_trigger(events, 1) == events[2]
    assert pique_trigger(events, 1, younger_trick=1) is False
    assert pique_trigger(events[:2], 1, younger_trick=1) is True
