"""One Piquet deal played under two rule sets, and why its scores differ.

As ``penneech.games.penneech.comparison`` does for Penneech: the same seed deals the same cards
(when
both rule sets use the same pack) to the same computer players, with the same dealer, so
any difference in exchange, declarations, play or score comes from the rules.
``compare_deal`` plays both and explains the difference option by option: the options
that differ, the exchange, each score one rule set gives and the other does not (or gives
at another value) with the options that decide that kind of score, the pique and repique,
and the first trick whose cards differ. ``choose_seed`` finds, deterministically, a deal
on which many of the differing options come into play.

The order of reckoning (classes I to VI) is Cavendish's, law 67, and Cotton's (1674,
p. 86); ``penneech.games.piquet.reckoning`` keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from penneech.core.cards import Card, CardSet, card_name, cards_in, local_card_name, parse_card
from penneech.core.errors import RulesError, shown
from penneech.core.i18n import Text
from penneech.core.playing import play_steps, seated
from penneech.core.preset import nearest_name
from penneech.games.piquet.actions import GOOD, NOTHING
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.options import OPTIONS_BY_ID
from penneech.games.piquet.players import make_player
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.reckoning import (
    PiquetEvent,
    declaration_totals,
    in_reckoning_order,
    pique_trigger,
    repique_trigger,
)
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.sequences import NAMES_DE as SEQUENCE_DE
from penneech.games.piquet.sequences import NAMES_EN as SEQUENCE_EN
from penneech.games.piquet.sets import NAMES_DE as SET_DE
from penneech.games.piquet.sets import NAMES_EN as SET_EN
from penneech.games.piquet.state import ClaimMade, PiquetState, Trick
from penneech.games.piquet.view import view_of

#: The sample deals are dealt by seat 1, so seat 0 is the elder hand (Cavendish, law 9).
DEALER = 1
SEAT_NAMES = (Text("Elder", "Vorhand"), Text("Younger", "Hinterhand"))
SEAT_THE = (Text("the elder", "die Vorhand"), Text("the younger", "die Hinterhand"))

#: The options that set the value of each kind of score (the same combination, other
#: points).
VALUE_OPTIONS: dict[str, tuple[str, ...]] = {
    "point": ("point_score",), "sequence": ("sequence_values",), "lead": ("play_scoring",),
    "trick": ("play_scoring",), "last_trick": ("last_trick_bonus",), "cards": ("capot",),
    "capot": ("capot",), "carried_cards": ("divided_cards",),
}
#: The options that decide whether a kind of score is made at all, or by whom.
WHO_OPTIONS: dict[str, tuple[str, ...]] = {
    "carte_blanche": ("blanche_judged_on", "blanche_courts"),
    "point": ("point_compare", "point_min_cards"),
    "lead": ("play_scoring",), "trick": ("play_scoring",), "cards": ("capot",),
    "capot": ("capot",), "carried_cards": ("divided_cards",),
}
#: Options that never come into play in one deal with a fixed dealer.
NOT_IN_ONE_DEAL = ("first_dealer", "game_format")
#: Options that decide how many cards each player exchanges and what he may see.
EXCHANGE_OPTIONS = ("elder_exchange", "younger_exchange", "leftover_visibility")

_RANK_PLURAL_DE = {14: "Asse", 13: "Könige", 12: "Damen", 11: "Buben", 10: "Zehnen"}
_RANK_PLURAL_EN = {14: "Aces", 13: "Kings", 12: "Queens", 11: "Knaves", 10: "Tens"}


@dataclass(frozen=True, slots=True)
class DealPlay:
    """One deal under one rule set, as the computer players play it."""

    rules: PiquetRules
    dealt: tuple[CardSet, CardSet]
    talon: tuple[Card, ...]
    discards: tuple[CardSet, CardSet]
    hands: tuple[CardSet, CardSet]
    left: tuple[Card, ...]
    claims: tuple[ClaimMade, ...]
    events: tuple[PiquetEvent, ...]
    tricks: tuple[Trick, ...]
    points: tuple[int, int]
    actions: tuple[int, ...]

    @property
    def taken(self) -> tuple[CardSet, CardSet]:
        """The cards each player took from the talon."""
        return (self.hands[0] & ~self.dealt[0], self.hands[1] & ~self.dealt[1])

    def trick_events(self, number: int) -> tuple[PiquetEvent, ...]:
        """The scores of trick ``number`` (its lead, its capture, the last trick, and a
        pique reckoned on one of them)."""
        seqs = {e.seq for e in self.events if e.trick == number and not e.after}
        return tuple(e for e in self.events
                     if e.trick == number or (e.reason == "pique" and e.seq in seqs))

    def reckoning(self) -> list[tuple[PiquetEvent, tuple[int, int]]]:
        """The log in the order of reckoning, each score with both running totals."""
        run = [0, 0]
        out = []
        for e in in_reckoning_order(self.events):
            run[e.player] += e.points
            out.append((e, (run[0], run[1])))
        return out


@dataclass(frozen=True, slots=True)
class DealComparison:
    """The same deal under rule sets ``a`` and ``b``, and the reasons its scores differ.

    ``effects`` are the options the explanation names as the cause of some difference.
    """

    seed: int
    level: str
    a: DealPlay
    b: DealPlay
    changed: tuple[str, ...]
    effects: tuple[str, ...]
    explanation: tuple[Text, ...]

    @property
    def difference(self) -> tuple[int, int]:
        """Points under ``b`` minus points under ``a``, for each player."""
        return (self.b.points[0] - self.a.points[0], self.b.points[1] - self.a.points[1])


def rules_name(rules: PiquetRules) -> Text:
    """A rule set's name, or the nearest rule set with the options that differ from it."""
    return nearest_name(rules, PRESETS.values(), OPTIONS_BY_ID)


def play_deal(rules: PiquetRules, seed: int, level: str = "greedy") -> DealPlay:
    """Deal from ``seed`` (seat 1 deals) and let two ``level`` players play one deal."""
    if not isinstance(rules, PiquetRules):
        raise RulesError(f"a Piquet deal needs PiquetRules, not {shown(rules)}")
    state = PiquetState(rules, horizon="deal", dealer=DEALER)
    players = [make_player(level, seed), make_player(level, seed + 1)]
    hands: tuple[CardSet, CardSet] = (0, 0)
    left: tuple[Card, ...] = ()

    def after(state: PiquetState) -> None:   # the hands after the exchange
        nonlocal hands, left
        if state.phase == "declare" and not hands[0]:
            hands = (state.hands[0], state.hands[1])
            left = tuple(state.leftovers)

    actions = play_steps(state, PiquetChance(seed), seated(players, view_of),
                         lambda state: not state.is_terminal(), after)
    events = tuple(e for e in state.events if e.deal == 1)
    points = (sum(e.points for e in events if e.player == 0),
              sum(e.points for e in events if e.player == 1))
    return DealPlay(rules, (state.dealt_hands[0], state.dealt_hands[1]), tuple(state.talon),
                    (state.discards[0], state.discards[1]), hands, left,
                    tuple(state.claims), events, tuple(state.tricks), points, tuple(actions))


# ------------------------------------------------------------------ words
def card_text(card: Card) -> Text:
    """A card's short name on English and German pages (``Q♠`` / ``D♠``)."""
    return Text(card_name(card), local_card_name(card, "de"))


def cards_text(cards: CardSet | Iterable[Card]) -> Text:
    """Cards by suit, highest first, in both languages (``—`` for none)."""
    listed = sorted(cards_in(cards) if isinstance(cards, int) else cards,
                    key=lambda c: (-(c // 13), -c))
    if not listed:
        return Text("—", "—")
    return Text(" ".join(card_name(c) for c in listed),
                " ".join(local_card_name(c, "de") for c in listed))


_CARD = re.compile(r"(10|[2-9AKQJ])([♣♦♥♠])")


def _german_cards(text: str) -> str:
    return _CARD.sub(lambda m: local_card_name(parse_card(m[0]), "de"), text)


def claim_text(detail: str) -> Text:
    """What a claim said (``5 cards, 44``, ``quint to A♠``, ``trio of K``) in both
    languages, from the engine's own wording of it (``actions.describe_claim``)."""
    m = re.fullmatch(r"(\d+) cards, (\d+)", detail)
    if m:
        return Text(f"{m[1]} cards, {m[2]} pips", f"{m[1]} Karten, {m[2]} Augen")
    for n, word in SEQUENCE_EN.items():
        if detail.startswith(word + " to "):
            return Text(detail, f"{SEQUENCE_DE[n]} bis {_german_cards(detail[len(word) + 4:])}")
    for n, word in SET_EN.items():
        if detail.startswith(word + " of "):
            rank = parse_card(detail[len(word) + 4:] + "S") % 13 + 2
            return Text(f"{word} of {_RANK_PLURAL_EN[rank]}",
                        f"{SET_DE[n]} {_RANK_PLURAL_DE[rank]}")
    return Text(detail, detail)


def said_text(claim: ClaimMade) -> Text:
    """A claim or answer as spoken: the claim, "good" or "nothing"."""
    if claim.action == GOOD:
        return Text("good", "gut")
    if claim.action == NOTHING:
        return Text("nothing", "nichts")
    return claim_text(claim.detail)


def event_text(e: PiquetEvent) -> Text:
    """A score in words, its card in the page's letters (``D♠`` on German pages)."""
    base = replace(e, detail="", card=None, trick=0).describe()
    en, de = base.en, base.de
    if e.detail:
        said = claim_text(e.detail)
        en, de = f"{en} ({said.en})", f"{de} ({said.de})"
    if e.card is not None:
        c = card_text(e.card)
        en, de = f"{en}, {c.en}", f"{de}, {c.de}"
    if e.trick:
        en, de = f"{en} in trick {e.trick}", f"{de} im {e.trick}. Stich"
    return Text(en, de)


def option_change(option_id: str, a: PiquetRules, b: PiquetRules) -> Text:
    """``Title: value under a / value under b`` for an option (no quotation marks: the
    labels are ours, and words in quotation marks on the site are Cotton's)."""
    o = OPTIONS_BY_ID[option_id]
    x, y = o.choice(a.values()[option_id]).label, o.choice(b.values()[option_id]).label
    return Text(f"{o.title.en}: {x.en} / {y.en}", f"{o.title.de}: {x.de} / {y.de}")


def _join(parts: list[Text], en: str = "; ", de: str = "; ") -> Text:
    return Text(en.join(p.en for p in parts), de.join(p.de for p in parts))


# ------------------------------------------------------------------ comparing
def compare_deal(seed: int, rules_a: PiquetRules, rules_b: PiquetRules,
                 level: str = "greedy") -> DealComparison:
    """Play the deal of ``seed`` under both rule sets and explain the difference."""
    a, b = play_deal(rules_a, seed, level), play_deal(rules_b, seed, level)
    va, vb = rules_a.values(), rules_b.values()
    changed = tuple(k for k in va if va[k] != vb[k])
    name_a, name_b = rules_name(rules_a), rules_name(rules_b)
    lines: list[Text] = []
    effects: list[str] = []
    if not changed:
        lines.append(Text("The two rule sets are the same rules.",
                          "Beide Regelwerke ergeben dieselben Regeln."))
    else:
        parts = _join([option_change(k, rules_a, rules_b) for k in changed])
        lines.append(Text(f"The rule sets differ in: {parts.en}.",
                          f"Die Regelwerke unterscheiden sich in: {parts.de}."))
    idle = [k for k in changed if k in NOT_IN_ONE_DEAL]
    if idle:
        titles = _join([OPTIONS_BY_ID[k].title for k in idle], " and ", " und ")
        lines.append(Text(f"{titles.en}: not in play in a single deal with a fixed dealer.",
                          f"{titles.de}: in einem einzelnen Spiel mit festem Geber ohne "
                          "Belang."))
    if "deck" in changed:
        effects.append("deck")
        lines.append(Text(
            "The packs differ, so the same seed deals other cards: the two deals below are "
            "not the same cards.",
            "Die Kartenblätter sind verschieden, also gibt derselbe Startwert andere Karten: "
            "Die beiden Spiele unten haben nicht dieselben Karten."))
    else:
        lines.extend(_exchange_lines(a, b, changed, effects, name_a, name_b))
    lines.extend(_score_lines(a, b, changed, effects, name_a, name_b))
    play_line = _play_line(a, b, name_a, name_b)
    if play_line is not None:
        lines.append(play_line)
    d = (b.points[0] - a.points[0], b.points[1] - a.points[1])
    if changed and d == (0, 0) and not effects:
        lines.append(Text("No score of this deal differs: here the rules that differ never "
                          "come into play.",
                          "Keine Wertung dieses Spiels ändert sich: Die verschiedenen Regeln "
                          "kommen hier nicht zum Tragen."))
    e0, e1 = SEAT_NAMES
    lines.append(Text(
        f"Points in the deal: {e0.en} {a.points[0]}, {e1.en} {a.points[1]} under {name_a.en}; "
        f"{e0.en} {b.points[0]}, {e1.en} {b.points[1]} under {name_b.en} (difference "
        f"{d[0]:+d} and {d[1]:+d}).",
        f"Punkte im Spiel: {e0.de} {a.points[0]}, {e1.de} {a.points[1]} nach {name_a.de}; "
        f"{e0.de} {b.points[0]}, {e1.de} {b.points[1]} nach {name_b.de} (Unterschied "
        f"{d[0]:+d} und {d[1]:+d})."))
    return DealComparison(seed, level, a, b, changed, tuple(dict.fromkeys(effects)),
                          tuple(lines))


def _causes(options: Iterable[str], changed: tuple[str, ...], a: PiquetRules,
            b: PiquetRules, effects: list[str]) -> Text:
    """``. Rule: Title: x / y`` for the changed options among ``options``, else ``""``."""
    named = [k for k in options if k in changed]
    effects.extend(named)
    if not named:
        return Text("", "")
    parts = _join([option_change(k, a, b) for k in named])
    return Text(f". Rule: {parts.en}", f". Regel: {parts.de}")


def _exchange_lines(a: DealPlay, b: DealPlay, changed: tuple[str, ...], effects: list[str],
                    name_a: Text, name_b: Text) -> list[Text]:
    """How the exchanges differ: how many cards, and which."""
    out: list[Text] = []
    for p in (0, 1):
        na, nb = a.discards[p].bit_count(), b.discards[p].bit_count()
        who = SEAT_THE[p]
        if na != nb:
            why = _causes((EXCHANGE_OPTIONS[p],), changed, a.rules, b.rules, effects)
            out.append(Text(
                f"{who.en.capitalize()} exchanges {nb} cards under {name_b.en}, {na} under "
                f"{name_a.en}{why.en}.",
                f"{who.de[0].upper() + who.de[1:]} kauft nach {name_b.de} {nb} Karten, nach "
                f"{name_a.de} {na}{why.de}."))
        elif a.discards[p] != b.discards[p]:
            out.append(Text(
                f"{who.en.capitalize()} exchanges {na} cards under both, but not the same: "
                f"{cards_text(b.discards[p]).en} under {name_b.en}, "
                f"{cards_text(a.discards[p]).en} under {name_a.en} (the computer player "
                "values a hand by the scores of the rules in force).",
                f"{who.de[0].upper() + who.de[1:]} kauft nach beiden {na} Karten, aber nicht "
                f"dieselben: {cards_text(b.discards[p]).de} nach {name_b.de}, "
                f"{cards_text(a.discards[p]).de} nach {name_a.de} (der Computerspieler "
                "bewertet eine Hand nach den Wertungen der geltenden Regeln)."))
    if a.hands != b.hands:
        out.append(Text("So the hands after the exchange differ, and with them what is "
                        "declared and played.",
                        "Also unterscheiden sich die Hände nach dem Kauf und damit, was "
                        "gemeldet und gespielt wird."))
    return out


def _key(e: PiquetEvent) -> tuple[int, str, str, int, Card | None]:
    return (e.player, e.reason, e.detail, e.trick, e.card)


def _score_lines(a: DealPlay, b: DealPlay, changed: tuple[str, ...], effects: list[str],
                 name_a: Text, name_b: Text) -> list[Text]:
    """Each score given at another value, or under one rule set only, with its rule; in
    the order of reckoning."""
    out: list[tuple[tuple[int, int, int], Text]] = []
    in_a = {_key(e): e for e in a.events}
    in_b = {_key(e): e for e in b.events}
    same_play = _first_difference(a, b) is None
    for e in b.events:
        other = in_a.get(_key(e))
        if other is not None and other.points != e.points:
            why = _causes(VALUE_OPTIONS.get(e.reason, ()), changed, a.rules, b.rules, effects)
            label = event_text(replace(e, points=0, trick=0, card=None))
            who = SEAT_THE[e.player]
            out.append((e.order, Text(
                f"Class {e.reckoning_class}, {who.en}: {label.en.removeprefix('0 for ')} "
                f"scores {other.points} under {name_a.en} but {e.points} under "
                f"{name_b.en}{why.en}.",
                f"Klasse {e.reckoning_class}, {who.de}: {label.de.removeprefix('0 für ')} "
                f"zählt nach {name_a.de} {other.points}, nach {name_b.de} aber "
                f"{e.points}{why.de}.")))
    for ours, theirs, name, keys in ((a, b, name_a, in_b), (b, a, name_b, in_a)):
        for e in ours.events:
            if _key(e) in keys or (e.trick and not same_play):
                continue  # the same score, or another trick (the play line says why)
            if e.reason in ("pique", "repique"):
                why = _bonus_cause(e, ours, theirs, changed, effects, (a.rules, b.rules))
            else:
                why = _causes(WHO_OPTIONS.get(e.reason, ()), changed, a.rules, b.rules,
                              effects)
            out.append((e.order, _only(e, name, why)))
    return [text for _, text in sorted(out, key=lambda item: item[0])]


def _bonus_cause(e: PiquetEvent, ours: DealPlay, theirs: DealPlay, changed: tuple[str, ...],
                 effects: list[str], pair: tuple[PiquetRules, PiquetRules]) -> Text:
    """Why a pique or repique is scored under one rule set only: the rule that stops it
    (Cavendish, laws 68–69; Meyers), or the totals that reach thirty under one only."""
    if e.reason == "pique" and any(x.reason == "repique" for x in theirs.events):
        return Text(". Under the other rule set a repique was scored, and after a repique "
                    "there is no pique",
                    ". Nach dem anderen Regelwerk fiel ein Repique, und nach einem Repique gibt "
                    "es kein Pique")
    plain = [x for x in theirs.events if x.reason not in ("pique", "repique")]
    if _bonus_fires(e.reason, plain, theirs, ours.rules.pique_repique_blocking) and not \
            _bonus_fires(e.reason, plain, theirs, theirs.rules.pique_repique_blocking):
        return _causes(("pique_repique_blocking",), changed, pair[0], pair[1], effects)
    totals = declaration_totals(theirs.events)
    mine, other = totals[e.player], totals[1 - e.player]
    return Text(f". Under the other rule set {SEAT_THE[e.player].en} has {mine} in "
                f"declarations, {SEAT_THE[1 - e.player].en} {other}",
                f". Nach dem anderen Regelwerk hat {SEAT_THE[e.player].de} {mine} aus "
                f"Meldungen, {SEAT_THE[1 - e.player].de} {other}")


def _bonus_fires(reason: str, plain: list[PiquetEvent], play: DealPlay, blocking: str) -> bool:
    """Would the scores ``plain`` of ``play`` give a repique (or a pique) under ``blocking``?"""
    if reason == "repique":
        return repique_trigger(plain, blocking) is not None
    younger_trick = next((t.number for t in play.tricks if t.winner == 1), None)
    hit = pique_trigger(plain, 0, younger_trick if blocking == "any" else None)
    return isinstance(hit, PiquetEvent)


def _only(e: PiquetEvent, name: Text, why: Text) -> Text:
    who, what = SEAT_THE[e.player], event_text(e)
    return Text(f"Only under {name.en}, class {e.reckoning_class}: {what.en} to {who.en}"
                f"{why.en}.",
                f"Nur nach {name.de}, Klasse {e.reckoning_class}: {what.de} für {who.de}"
                f"{why.de}.")


def _first_difference(a: DealPlay, b: DealPlay) -> int | None:
    """The number of the first trick whose cards or leader differ, if any."""
    for ta, tb in zip(a.tricks, b.tricks, strict=False):
        if (ta.leader, ta.lead, ta.follow) != (tb.leader, tb.lead, tb.follow):
            return ta.number
    return None


def _play_line(a: DealPlay, b: DealPlay, name_a: Text, name_b: Text) -> Text | None:
    """Where the tricks part, and why (the hands, or the players' choice)."""
    n = _first_difference(a, b)
    if n is None:
        return Text("Both rule sets play the same cards in every trick.",
                    "Nach beiden Regelwerken fallen in jedem Stich dieselben Karten.")
    ta, tb = a.tricks[n - 1], b.tricks[n - 1]
    if a.hands != b.hands:
        cause = Text("the hands differ after the exchange",
                     "die Hände sind nach dem Kauf verschieden")
    else:
        cause = Text("every card played is legal under both; the computer player weighs "
                     "the cards by the scores of the rules in force",
                     "jede gespielte Karte ist nach beiden erlaubt; der Computerspieler "
                     "bewertet die Karten nach den Wertungen der geltenden Regeln")
    cards_a = Text(f"{card_text(ta.lead).en} {card_text(ta.follow).en}",
                   f"{card_text(ta.lead).de} {card_text(ta.follow).de}")
    cards_b = Text(f"{card_text(tb.lead).en} {card_text(tb.follow).en}",
                   f"{card_text(tb.lead).de} {card_text(tb.follow).de}")
    return Text(f"The tricks part at trick {n} ({cards_b.en} under {name_b.en}, {cards_a.en} "
                f"under {name_a.en}): {cause.en}; from there the play scores differ too.",
                f"Die Stiche gehen im {n}. Stich auseinander ({cards_b.de} nach {name_b.de}, "
                f"{cards_a.de} nach {name_a.de}): {cause.de}; von da an unterscheiden sich "
                "auch die Punkte im Spiel.")


# ------------------------------------------------------------------ choosing a deal
@lru_cache(maxsize=16)
def choose_seed(rules_a: PiquetRules, rules_b: PiquetRules, seeds: range = range(1, 41),
                level: str = "greedy") -> tuple[int, DealComparison]:
    """The seed, among ``seeds``, whose deal shows the most options at work (those the
    explanation names as a cause), then the largest difference in points, then the
    lowest seed; with its comparison. Deterministic: the same seeds give the same deal."""
    best: tuple[tuple[int, int, int], int, DealComparison] | None = None
    for seed in seeds:
        c = compare_deal(seed, rules_a, rules_b, level)
        score = (len(c.effects), abs(c.difference[0]) + abs(c.difference[1]), -seed)
        if best is None or score > best[0]:
            best = (score, seed, c)
    if best is None:
        raise RulesError("choose_seed needs at least one seed")
    return best[1], best[2]

