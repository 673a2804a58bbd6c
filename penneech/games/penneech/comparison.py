"""One deal played under two readings, trick by trick, and why the scores differ.

The sample hands of the site deal the same cards (one seed) to the same computer players
under two sets of rules. Any difference in play or score then comes from the rules, and
``compare_hand`` says where: which options differ, the first trick in which the cards
differ and why (a card one reading forbids, another player leading, or a different choice),
and the points that one reading gives and the other does not.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from penneech.core.cards import Card, CardSet, card_name, local_card_name
from penneech.core.i18n import Text
from penneech.core.playing import play_steps, seated
from penneech.core.preset import nearest_name
from penneech.games.penneech.chance import PenneechChance
from penneech.games.penneech.events import PenneechEvent
from penneech.games.penneech.options import OPTIONS_BY_ID
from penneech.games.penneech.players import make_player
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.rules import PenneechRules
from penneech.games.penneech.state import PenneechState
from penneech.games.penneech.view import view_of

#: The sample hands deal from seat 1, so seat 0 is the non-dealer (Cotton's "eldest").
DEALER = 1
SEAT_NAMES = (Text("Non-dealer", "Nichtgeber"), Text("Dealer", "Geber"))
SEAT_THE = (Text("the non-dealer", "der Nichtgeber"), Text("the dealer", "der Geber"))


def _card(card: Card) -> Text:
    """A card's short name on English and on German pages (``Q♠`` / ``D♠``)."""
    return Text(card_name(card), local_card_name(card, "de"))


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """A trick of a sample hand, with the points scored from it and the next card turned."""

    number: int
    leader: int
    winner: int
    trump: int
    lead: Card
    follow: Card
    events: tuple[PenneechEvent, ...]
    turned_next: Card | None


@dataclass(frozen=True, slots=True)
class HandPlay:
    """The first hand of a seeded game under one reading, as the computer players play it."""

    rules: PenneechRules
    hands: tuple[CardSet, CardSet]
    first_turn: Card | None
    first_events: tuple[PenneechEvent, ...]
    tricks: tuple[PlayedTrick, ...]
    points: tuple[int, int]
    actions: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Comparison:
    """The same deal under readings ``a`` and ``b``, and the reasons its scores differ."""

    seed: int
    level: str
    a: HandPlay
    b: HandPlay
    changed: tuple[str, ...]
    diverges_at: int | None
    explanation: tuple[Text, ...]

    @property
    def difference(self) -> tuple[int, int]:
        """Points under ``b`` minus points under ``a``, for each seat."""
        return (self.b.points[0] - self.a.points[0], self.b.points[1] - self.a.points[1])


def reading_name(rules: PenneechRules) -> Text:
    """A preset's name, or the nearest preset with the options that differ from it."""
    return nearest_name(rules, PRESETS.values(), OPTIONS_BY_ID)


def play_hand(rules: PenneechRules, seed: int, level: str = "greedy") -> HandPlay:
    """Deal from ``seed`` (seat 1 deals) and let two ``level`` players play one hand."""
    players = [make_player(level, seed), make_player(level, seed + 1)]
    actions = play_steps(PenneechState(rules, dealer=DEALER), PenneechChance(seed),
                         seated(players, view_of),
                         lambda state: state.hand_no == 1 and not state.is_terminal())
    return _replay(rules, actions)


def _replay(rules: PenneechRules, actions: list[int]) -> HandPlay:
    """Walk through a hand's actions and collect the deal, the tricks and their points."""
    state = PenneechState(rules, dealer=DEALER)
    hands: tuple[CardSet, CardSet] = (0, 0)
    first_events: list[PenneechEvent] = []
    tricks: list[PlayedTrick] = []
    first_turn: Card | None = None
    for action in actions:
        phase = state.phase
        if phase == "turn_up" and not tricks:
            first_turn = action
        events = state.apply_action(action)
        if phase == "deal" and state.phase != "deal":
            hands = (state.hands[0], state.hands[1])
        if phase == "play" and len(state.tricks) > len(tricks):
            t = state.tricks[-1]
            assert t.trump is not None  # a Penneech trick is played under a trump (C2)
            tricks.append(PlayedTrick(t.number, t.leader, t.winner, t.trump, t.lead, t.follow,
                                      tuple(events), None))
        elif not tricks:
            first_events.extend(events)     # the dealer's first turn-up
        elif events:                        # a turned card or the card count
            tricks[-1] = replace(tricks[-1], events=tricks[-1].events + tuple(events))
        if phase == "turn_up" and tricks:
            tricks[-1] = replace(tricks[-1], turned_next=action)
    points = tuple(sum(e.points for e in state.events if e.player == p and e.hand == 1)
                   for p in (0, 1))
    return HandPlay(rules, hands, first_turn, tuple(first_events), tuple(tricks),
                    (points[0], points[1]), tuple(actions))


def _key(e: PenneechEvent) -> tuple[int, int, str, int, Card | None]:
    return (e.player, e.points, e.reason, e.trick, e.card)


def _scored(e: PenneechEvent, only: Text) -> Text:
    who, what = SEAT_NAMES[e.player], e.describe()
    return Text(f"{only.en}: {what.en} ({who.en.lower()}).", f"{only.de}: {what.de} ({who.de}).")


def compare_hand(seed: int, rules_a: PenneechRules, rules_b: PenneechRules,
                 level: str = "greedy") -> Comparison:
    """Play the deal of ``seed`` under both readings and explain the difference."""
    a, b = play_hand(rules_a, seed, level), play_hand(rules_b, seed, level)
    changed = tuple(k for k, v in rules_a.values().items() if rules_b.values()[k] != v)
    name_a, name_b = reading_name(rules_a), reading_name(rules_b)
    lines: list[Text] = []
    if not changed:
        lines.append(Text("The two readings are the same rules.",
                          "Beide Lesarten ergeben dieselben Regeln."))
    else:
        parts = [(OPTIONS_BY_ID[k].title, OPTIONS_BY_ID[k].choice(rules_a.values()[k]).label,
                  OPTIONS_BY_ID[k].choice(rules_b.values()[k]).label) for k in changed]
        lines.append(Text(
            "The readings differ in: " + "; ".join(
                f"{t.en} ({x.en} / {y.en})" for t, x, y in parts) + ".",
            "Die Lesarten unterscheiden sich in: " + "; ".join(
                f"{t.de} ({x.de} / {y.de})" for t, x, y in parts) + "."))
    diverges_at = _first_difference(a, b)
    if diverges_at is None:
        lines.append(Text("Both readings play the same cards in every trick.",
                          "Unter beiden Lesarten fallen in jedem Stich dieselben Karten."))
    else:
        lines.append(_why_play_differs(a, b, diverges_at, name_a, name_b))
    only = _points_one_reading_only(a, b, diverges_at, name_a, name_b)
    lines.extend(only)
    d = (b.points[0] - a.points[0], b.points[1] - a.points[1])
    if diverges_at is None and not only and d == (0, 0) and changed:
        lines.append(Text("No score of this hand differs: here the rule never comes into play.",
                          "Keine Wertung dieses Spiels ändert sich: Die Regel kommt hier nicht "
                          "zum Tragen."))
    lines.append(Text(
        f"Points for the hand: {SEAT_NAMES[0].en} {a.points[0]}, {SEAT_NAMES[1].en} "
        f"{a.points[1]} under {name_a.en}; {SEAT_NAMES[0].en} {b.points[0]}, "
        f"{SEAT_NAMES[1].en} {b.points[1]} under {name_b.en} (difference {d[0]:+d} and "
        f"{d[1]:+d}).",
        f"Punkte im Spiel: {SEAT_NAMES[0].de} {a.points[0]}, {SEAT_NAMES[1].de} "
        f"{a.points[1]} nach {name_a.de}; {SEAT_NAMES[0].de} {b.points[0]}, "
        f"{SEAT_NAMES[1].de} {b.points[1]} nach {name_b.de} (Unterschied {d[0]:+d} und "
        f"{d[1]:+d})."))
    return Comparison(seed, level, a, b, changed, diverges_at, tuple(lines))


def _first_difference(a: HandPlay, b: HandPlay) -> int | None:
    """The number of the first trick whose cards or leader differ, if any."""
    for ta, tb in zip(a.tricks, b.tricks, strict=False):
        if (ta.leader, ta.lead, ta.follow) != (tb.leader, tb.lead, tb.follow):
            return ta.number
    if len(a.tricks) != len(b.tricks):
        return min(len(a.tricks), len(b.tricks)) + 1
    return None


def _why_play_differs(a: HandPlay, b: HandPlay, number: int, name_a: Text,
                      name_b: Text) -> Text:
    """Why the cards of trick ``number`` differ: leader, a forbidden card, or a choice."""
    if number > min(len(a.tricks), len(b.tricks)):
        return Text(f"The hand ends earlier under one reading, after trick {number - 1}.",
                    f"Unter einer Lesart endet das Spiel früher, nach dem {number - 1}. Stich.")
    ta, tb = a.tricks[number - 1], b.tricks[number - 1]
    head = Text(f"The cards are the same up to trick {number - 1}; in",
                f"Bis zum {number - 1}. Stich fallen dieselben Karten; im")
    if number == 1:
        head = Text("In", "Im")
    if ta.leader != tb.leader:
        return Text(
            head.en + f" trick {number} {SEAT_THE[tb.leader].en} leads under "
            f"{name_b.en}, {SEAT_THE[ta.leader].en} under {name_a.en}.",
            head.de + f" {number}. Stich spielt nach {name_b.de} "
            f"{SEAT_THE[tb.leader].de} aus, nach {name_a.de} "
            f"{SEAT_THE[ta.leader].de}.")
    if ta.lead != tb.lead:
        who = SEAT_THE[ta.leader]
        led_a, led_b = _card(ta.lead), _card(tb.lead)
        return Text(
            head.en + f" trick {number} {who.en} leads {led_b.en} under "
            f"{name_b.en} but {led_a.en} under {name_a.en}: any card may be led, "
            "and the computer player weighs the cards differently under each reading.",
            head.de + f" {number}. Stich spielt {who.de} nach {name_b.de} "
            f"{led_b.de} aus, nach {name_a.de} aber {led_a.de}: "
            "Ausspielen darf man jede Karte, und der Computerspieler bewertet die Karten "
            "unter beiden Lesarten verschieden.")
    follower = 1 - ta.leader
    who = SEAT_THE[follower]
    x, y, led = _card(tb.follow), _card(ta.follow), _card(ta.lead)
    if _allowed(a, number, tb.follow):
        reason = Text("both cards are allowed under both readings; the computer player weighs "
                      "them differently.",
                      "beide Karten sind unter beiden Lesarten erlaubt; der Computerspieler "
                      "bewertet sie verschieden.")
    else:
        reason = Text(f"{x.en} is allowed there only under {name_b.en}.",
                      f"{x.de} ist dort nur nach {name_b.de} erlaubt.")
    return Text(
        head.en + f" trick {number} {who.en} answers {led.en} with "
        f"{x.en} under {name_b.en} but with {y.en} under {name_a.en}: {reason.en}",
        head.de + f" {number}. Stich antwortet {who.de} auf {led.de} mit {x.de} (nach "
        f"{name_b.de}), aber mit {y.de} (nach {name_a.de}): {reason.de}")


def _allowed(a: HandPlay, number: int, card: Card) -> bool:
    """May the second player of trick ``number`` play ``card`` under reading ``a``?"""
    state = PenneechState(a.rules, dealer=DEALER)
    for action in a.actions:
        if (state.phase == "play" and len(state.tricks) == number - 1
                and state.lead_card is not None):
            return card in state.legal_actions()
        state.apply_action(action)
    return False


def _points_one_reading_only(a: HandPlay, b: HandPlay, diverges_at: int | None,
                             name_a: Text, name_b: Text) -> list[Text]:
    """Scores of the common part of the hand that one reading gives and the other not."""
    last = (diverges_at - 1) if diverges_at is not None else len(a.tricks)
    lines: list[Text] = []
    for ours, theirs, name in ((b, a, name_b), (a, b, name_a)):
        events = list(ours.first_events) + [e for t in ours.tricks[:last] for e in t.events]
        other = {_key(e) for e in theirs.first_events} | {
            _key(e) for t in theirs.tricks[:last] for e in t.events}
        only = Text(f"Only under {name.en}", f"Nur nach {name.de}")
        lines.extend(_scored(e, only) for e in events if _key(e) not in other)
    return lines
