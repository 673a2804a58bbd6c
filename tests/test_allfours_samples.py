"""All-Fours' sample deals on the rules pages (``sitegen.allfours_samples``): a deal of a seed
played under two rule sets, each side what the engine made of it (the cards dealt, the card
turned up, the beg and its answer, every trick, Cotton's four points after the play,
Cotton 1674, pp. 112-113), then read back from the built rules pages, English and German,
with the other rule sets in the file the page names."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from site_helpers import html_path

from penneech.core.cards import JACK, SUIT_MASKS, cards_in, make_card
from penneech.core.playing import play_out, seated
from penneech.games.allfours.actions import BEG, REFUSE
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.players import make_player
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.tricks import card_points
from penneech.games.allfours.view import view_of
from sitegen import allfours_samples as samples

#: The rules pages' sample deals, as their markers give them (docs/allfours/rules.md).
MARKERS = re.compile(r"<!-- sample-hand game=allfours seed=(\d+) a=(\w+) b=([\w,=]+) -->")
PAGE = Path(__file__).resolve().parent.parent / "docs" / "allfours" / "rules.md"


def marked() -> list[tuple[int, str, str]]:
    return [(int(s), a, b) for s, a, b in MARKERS.findall(PAGE.read_text(encoding="utf-8"))]


def test_the_rules_page_shows_a_deal_under_each_rule_set() -> None:
    assert sorted(a for _, a, _ in marked()) == sorted(AllFoursRules.presets())
    de = PAGE.with_name("rules.de.md").read_text(encoding="utf-8")
    assert [(int(s), a, b) for s, a, b in MARKERS.findall(de)] == marked()


@pytest.mark.parametrize(("seed", "a", "b"), marked())
def test_each_side_is_the_deal_as_the_engine_plays_and_scores_it(seed: int, a: str,
                                                                 b: str) -> None:
    """The same players on the same cards give the same points; each of High, Low, Jack
    and Game goes where Cotton's rules send it: the highest and the lowest trump in play,
    the Knave of trumps to whoever won it, Game to the greater count of the cards won
    (pp. 112-113)."""
    offered = samples.SAMPLES.alternatives(a)
    c = samples.compare_deal(seed, AllFoursRules.parse(a), offered[b])
    for play in (c.a, c.b):
        players = [make_player("greedy", seed), make_player("greedy", seed + 1)]
        state = play_out(AllFoursState(play.rules, "deal", samples.DEALER),
                         AllFoursChance(seed), seated(players, view_of))
        assert play.points == (state.scores[0], state.scores[1])
        assert play.hands[0].bit_count() == play.hands[1].bit_count() == 6
        assert not play.hands[0] & play.hands[1]
        assert [t.number for t in play.tricks] == list(range(1, len(play.tricks) + 1))
        trumps = (play.in_play[0] | play.in_play[1]) & SUIT_MASKS[play.trump]
        holder = {c: s for s in (0, 1) for c in cards_in(play.in_play[s])}
        won = [0, 0]
        for t in play.tricks:
            won[t.winner] |= 1 << t.lead | 1 << t.follow
        for e in play.reckoning:
            if e.reason == "high":
                assert e.player == holder[max(cards_in(trumps))]
            elif e.reason == "jack":
                jack = make_card(JACK, play.trump)
                assert won[e.player] >> jack & 1
            elif e.reason == "game":
                assert card_points(won[e.player]) >= card_points(won[1 - e.player])
        assert sum(e.points for e in (*play.first_events, *play.reckoning,
                                      *(x for t in play.tricks for x in t.events))
                   if e.player == 0) == play.points[0]
    assert set(c.effects) <= set(c.changed)


def test_the_deals_show_a_beg_a_run_and_every_one_of_the_four_points() -> None:
    """Between them the three deals show the elder's beg and the dealer's run of the cards
    (p. 112), an honour won in play at Running All-Fours (p. 113), and High, Low, Jack and
    Game reckoned after the play."""
    answers: set[int] = set()
    reasons: set[str] = set()
    for seed, a, b in marked():
        c = samples.compare_deal(seed, AllFoursRules.parse(a), samples.SAMPLES.alternatives(a)[b])
        answers |= {x for _, x in c.a.answers}
        reasons |= {e.reason for e in c.a.reckoning}
        reasons |= {e.reason for t in c.a.tricks for e in t.events}
    assert {BEG, REFUSE} <= answers
    assert {"high", "low", "jack", "game", "honour"} <= reasons


def test_a_target_is_no_change_one_deal_can_show() -> None:
    assert not any(k.startswith("target=") for k in samples.SAMPLES.alternatives("cotton1674"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_pages_hold_the_engines_deals_and_the_other_rule_sets(site: Path,
                                                                        lang: str) -> None:
    path = html_path(site, "allfours/rules", lang)
    text = path.read_text(encoding="utf-8")
    for seed, a, b in marked():
        offered = samples.SAMPLES.alternatives(a)
        c = samples.compare_deal(seed, AllFoursRules.parse(a), offered[b])
        assert samples.comparison_html(c, lang) in text
        src = re.search(rf'class="sample-hand" data-seed="{seed}" data-a="{a}"[^>]* '
                        r'data-src="([^"]+)"', text)
        assert src, f"the sample deal {seed} names no file for its other rule sets"
        views = json.loads((path.parent / src.group(1)).read_text(encoding="utf-8"))
        assert set(views) == set(offered)
    assert ("High" in text and "Jack" in text and
            ("Vorhand" if lang == "de" else "Elder hand") in text)
