"""All-Fours' sample deals (``sample_hands.py``): one deal of a seed played by two computer
players under two rule sets, side by side, and written into the rules pages at build time.

Each side shows what the engine made of the deal (``penneech.games.allfours``): the six
cards each was dealt, the card turned up for trump and what it scored, the elder hand's
stand or beg and the dealer's gift or run (Cotton 1674, p. 112), the cards run and laid
out, every trick with its winner and what it scored (p. 113, and at Running All-Fours the
honours won in play), then Cotton's four points, High, Low, Jack and Game, each with the
card or the count that gave it (pp. 112-113), and the deal's points. Below, the rules that
differ, which of them alone changes a score of this deal, and the points under each.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from penneech.core.cards import JACK, SUIT_MASKS, Card, CardSet, cards_in, make_card
from penneech.core.html import LEVELS, card_html, suit_html
from penneech.core.i18n import Text
from penneech.core.preset import nearest_name
from penneech.games.allfours.actions import BEG, GIVE, REFUSE, STAND
from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.options import OPTIONS_BY_ID
from penneech.games.allfours.players import make_player
from penneech.games.allfours.presets import PRESETS
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState, Score
from penneech.games.allfours.tricks import card_points, honours_won
from penneech.games.allfours.view import view_of
from sitegen.sample_deals import SampleDeals

#: Seat 1 deals, so seat 0 is the elder hand, who begs and leads (Cotton 1674, p. 112).
DEALER = 1
SEATS = (Text("Elder hand", "Vorhand"), Text("Dealer", "Geber"))
#: Options a single deal cannot show: the target is never reached in one deal.
NOT_COMPARED = frozenset({"target"})
#: What each kind of score is, in words (as the play page's log says it).
REASONS = {
    "turn_up": Text("the card turned up", "die aufgedeckte Karte"),
    "gift": Text("the point begged", "der erbetene Punkt"),
    "high": Text("High", "High"), "low": Text("Low", "Low"), "jack": Text("Jack", "Jack"),
    "game": Text("Game", "Game"),
    "honour": Text("an honour won in play", "ein im Spiel gewonnenes Honneur"),
}
_ANSWERS = {STAND: Text("stands", "steht"), BEG: Text("begs one", "bittet um einen"),
            GIVE: Text("gives one", "gibt einen"), REFUSE: Text("runs the cards", "gibt nach")}
WORDS = {
    "en": {"rule_set": "Rule set", "dealt": "Dealt", "turned": "Turned up for trump",
           "then": "then, running the cards", "trump": "trumps", "laid_out": "Laid out",
           "held": "Held for the play",
           "trick": "Trick", "cards": "Cards (led first)", "winner": "Winner",
           "points": "Scored", "none": "—", "reckoning": "After the play",
           "total": "Points of the deal", "why": "What the rule sets change here",
           "note": "The same cards, dealt to the same two computer players ({level}), the "
                   "elder hand and the dealer, under two rule sets; any difference comes "
                   "from the rules."},
    "de": {"rule_set": "Regelwerk", "dealt": "Gegeben", "turned": "Für Trumpf aufgedeckt",
           "then": "dann, beim Nachgeben", "trump": "Trumpf", "laid_out": "Abgelegt",
           "held": "Für das Spiel gehalten",
           "trick": "Stich", "cards": "Karten (Ausspiel zuerst)", "winner": "Gewinner",
           "points": "Gezählt", "none": "—", "reckoning": "Nach dem Spiel",
           "total": "Punkte im Spiel", "why": "Was die Regelwerke hier ändern",
           "note": "Dieselben Karten, an dieselben zwei Computerspieler ({level}) gegeben, "
                   "Vorhand und Geber, unter zwei Regelwerken; jeder Unterschied kommt von "
                   "den Regeln."},
}


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """A trick of the sample deal: who led, the two cards, the winner, what it scored."""

    number: int
    leader: int
    lead: Card
    follow: Card
    winner: int
    events: tuple[Score, ...]


@dataclass(frozen=True, slots=True)
class DealPlay:
    """One deal as the engine played it under ``rules``."""

    rules: AllFoursRules
    hands: tuple[CardSet, CardSet]
    turned: tuple[Card, ...]
    trump: int
    answers: tuple[tuple[int, int], ...]
    first_events: tuple[Score, ...]
    laid_out: tuple[CardSet, CardSet]
    tricks: tuple[PlayedTrick, ...]
    reckoning: tuple[Score, ...]
    in_play: tuple[CardSet, CardSet]
    points: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Comparison:
    """A deal under rule sets ``a`` and ``b``: ``changed`` the options that differ,
    ``effects`` those of them that alone change a score of this deal."""

    seed: int
    level: str
    a: DealPlay
    b: DealPlay
    changed: tuple[str, ...]
    effects: tuple[str, ...]
    explanation: tuple[Text, ...]


def rules_name(rules: AllFoursRules) -> Text:
    """A preset's name, or the nearest preset's with the values that differ from it."""
    return nearest_name(rules, PRESETS.values(), OPTIONS_BY_ID)


def play_deal(rules: AllFoursRules, seed: int, level: str = "greedy") -> DealPlay:
    """The deal of ``seed`` (``AllFoursChance``; seat 1 deals) played to its end by two
    computer players of ``level``."""
    players = [make_player(level, seed), make_player(level, seed + 1)]
    chance = AllFoursChance(seed)
    state = AllFoursState(rules, "deal", DEALER)
    hands: tuple[CardSet, CardSet] | None = None
    answers: list[tuple[int, int]] = []
    first: list[Score] = []
    tricks: list[PlayedTrick] = []
    reckoned: list[Score] = []
    while not state.is_terminal():
        if state.is_chance_node():
            events = state.apply_action(chance.outcome(state))
            first.extend(events)
            continue
        seat, phase = state.current_player(), state.phase
        if hands is None:                       # the first decision: the cards as dealt
            hands = (state.hands[0], state.hands[1])
        action = players[seat].choose(view_of(state, seat))
        done = len(state.tricks)
        events = state.apply_action(action)
        if phase in ("beg", "give"):
            answers.append((seat, action))
            first.extend(events)
        elif phase == "play" and len(state.tricks) > done:
            t = state.tricks[-1]
            at_trick = (len(honours_won(t, state.trump))
                        if rules.play_honours == "scored" else 0)
            tricks.append(PlayedTrick(t.number, t.leader, t.lead, t.follow, t.winner,
                                      tuple(events[:at_trick])))
            reckoned.extend(events[at_trick:])
    assert hands is not None
    deal = state.deals[-1]
    return DealPlay(rules, hands, deal.turned, deal.trump, tuple(answers), tuple(first),
                    (deal.laid_out[0], deal.laid_out[1]), tuple(tricks), tuple(reckoned),
                    (state.in_play[0], state.in_play[1]), (deal.points[0], deal.points[1]))


def _scores(play: DealPlay) -> tuple[tuple[int, int, str], ...]:
    events = [*play.first_events, *(e for t in play.tricks for e in t.events),
              *play.reckoning]
    return tuple((e.player, e.points, e.reason) for e in events)


def compare_deal(seed: int, rules_a: AllFoursRules, rules_b: AllFoursRules,
                 level: str = "greedy") -> Comparison:
    """The deal of ``seed`` under both rule sets, and what their difference does in it."""
    a, b = play_deal(rules_a, seed, level), play_deal(rules_b, seed, level)
    values_a, values_b = rules_a.values(), rules_b.values()
    changed = tuple(k for k in values_a if values_a[k] != values_b[k])
    effects = tuple(k for k in changed if _scores(play_deal(
        rules_a.with_values({k: values_b[k]}), seed, level)) != _scores(a))
    name_a, name_b = rules_name(rules_a), rules_name(rules_b)
    lines: list[Text] = []
    if not changed:
        lines.append(Text("The two rule sets are the same rules.",
                          "Beide Regelwerke sind dieselben Regeln."))
    else:
        parts = [(OPTIONS_BY_ID[k].title, OPTIONS_BY_ID[k].choice(values_a[k]).label,
                  OPTIONS_BY_ID[k].choice(values_b[k]).label) for k in changed]
        lines.append(Text(
            "The rule sets differ in: " + "; ".join(
                f"{t.en} ({x.en} / {y.en})" for t, x, y in parts) + ".",
            "Die Regelwerke unterscheiden sich in: " + "; ".join(
                f"{t.de} ({x.de} / {y.de})" for t, x, y in parts) + "."))
        titles = [OPTIONS_BY_ID[k].title for k in effects]
        if titles:
            lines.append(Text(
                f"Changed alone in {name_a.en}, each of these changes a score of this deal: "
                + "; ".join(t.en for t in titles) + ".",
                f"Allein in {name_a.de} geändert, ändert jede dieser Regeln eine Wertung "
                "dieses Spiels: " + "; ".join(t.de for t in titles) + "."))
        else:
            lines.append(Text(
                f"Changed alone in {name_a.en}, none of them changes a score of this deal.",
                f"Allein in {name_a.de} geändert, ändert keine davon eine Wertung dieses "
                "Spiels."))
    lines.append(Text(
        f"Points of the deal: {SEATS[0].en} {a.points[0]}, {SEATS[1].en} {a.points[1]} under "
        f"{name_a.en}; {SEATS[0].en} {b.points[0]}, {SEATS[1].en} {b.points[1]} under "
        f"{name_b.en}.",
        f"Punkte im Spiel: {SEATS[0].de} {a.points[0]}, {SEATS[1].de} {a.points[1]} nach "
        f"{name_a.de}; {SEATS[0].de} {b.points[0]}, {SEATS[1].de} {b.points[1]} nach "
        f"{name_b.de}."))
    return Comparison(seed, level, a, b, changed, effects, tuple(lines))


# ---------------------------------------------------------------------------- HTML
def _cards(cards: CardSet, lang: str) -> str:
    ordered = sorted(cards_in(cards), key=lambda c: (c // 13, c))
    return " ".join(card_html(c, lang) for c in ordered) or WORDS[lang]["none"]


def _seat(seat: int, lang: str) -> str:
    return escape(SEATS[seat].get(lang))


def _scored(e: Score, lang: str) -> str:
    return f"{_seat(e.player, lang)}: +{e.points} ({escape(REASONS[e.reason].get(lang))})"


def _why(play: DealPlay, e: Score, lang: str) -> str:
    """The card or the count behind one of the four points after the play."""
    trumps = (play.in_play[0] | play.in_play[1]) & SUIT_MASKS[play.trump]
    taken = {c: t.winner for t in play.tricks for c in (t.lead, t.follow)}
    de = lang == "de"
    if e.reason == "high":
        return f"{card_html(max(cards_in(trumps)), lang)}, " + (
            "der höchste Trumpf im Spiel" if de else "the highest trump in play")
    if e.reason == "low":
        return f"{card_html(min(cards_in(trumps)), lang)}, " + (
            "der niedrigste Trumpf im Spiel" if de else "the lowest trump in play")
    if e.reason == "jack":
        jack = make_card(JACK, play.trump)
        number = next(t.number for t in play.tricks if jack in (t.lead, t.follow))
        return f"{card_html(jack, lang)}, " + (f"gewonnen im {number}. Stich" if de
                                               else f"won in trick {number}")
    won = [0, 0]
    for c, seat in taken.items():
        won[seat] |= 1 << c
    counts = f"{card_points(won[0])} : {card_points(won[1])}"
    return ("Zählkarten in den Stichen " if de else "counting cards in the tricks ") + counts


def _side(play: DealPlay, index: int, lang: str) -> str:
    w = WORDS[lang]
    name = escape(rules_name(play.rules).get(lang))
    letter = "AB"[index]
    rows = "".join(
        f'<tr data-trick="{t.number}"><th scope="row">{t.number}</th>'
        f"<td><small>{_seat(t.leader, lang)}</small> {card_html(t.lead, lang)} "
        f"{card_html(t.follow, lang)}</td>"
        f'<td data-col="winner">{_seat(t.winner, lang)}</td>'
        f'<td data-col="points">{"<br>".join(_scored(e, lang) for e in t.events) or w["none"]}'
        "</td></tr>" for t in play.tricks)
    turned = card_html(play.turned[0], lang)
    if len(play.turned) > 1:
        turned += f"; {w['then']} " + " ".join(card_html(c, lang) for c in play.turned[1:])
    said = "".join(f"<br>{_seat(seat, lang)} {escape(_ANSWERS[a].get(lang))}"
                   for seat, a in play.answers)
    first = "".join(f"<br>{_scored(e, lang)}" for e in play.first_events)
    held = (f"<br>{w['held']}: {_seat(0, lang)} {_cards(play.in_play[0], lang)}<br>"
            f"{_seat(1, lang)} {_cards(play.in_play[1], lang)}"
            if play.in_play != play.hands else "")
    laid = (f"<br>{w['laid_out']}: {_seat(0, lang)} {_cards(play.laid_out[0], lang)} · "
            f"{_seat(1, lang)} {_cards(play.laid_out[1], lang)}"
            if play.laid_out[0] | play.laid_out[1] else "")
    reckoning = "".join(f'<li data-reason="{e.reason}">{_scored(e, lang)}: '
                        f"{_why(play, e, lang)}</li>" for e in play.reckoning)
    return (
        f'<section class="compare-side" data-side="{index}" '
        f'data-rules="{play.rules.to_string()}"><h4>{w["rule_set"]} {letter}: {name}</h4>'
        f"<p>{w['dealt']}: {_seat(0, lang)} {_cards(play.hands[0], lang)}<br>"
        f"{_seat(1, lang)} {_cards(play.hands[1], lang)}<br>"
        f"{w['turned']}: {turned} ({suit_html(play.trump, lang)} {w['trump']})"
        f"{first}{said}{laid}{held}</p>"
        f'<div class="compare-table"><table class="compare-tricks">'
        f"<caption>{w['rule_set']} {letter}</caption><thead><tr>"
        f'<th scope="col">{w["trick"]}</th><th scope="col">{w["cards"]}</th>'
        f'<th scope="col">{w["winner"]}</th><th scope="col">{w["points"]}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
        f"<p>{w['reckoning']}:</p><ul class=\"allfours-reckoning\">{reckoning}</ul>"
        f'<p class="compare-total" data-points="{play.points[0]} {play.points[1]}">'
        f"{w['total']}: {_seat(0, lang)} {play.points[0]} · {_seat(1, lang)} "
        f"{play.points[1]}</p></section>")


def comparison_html(c: Comparison, lang: str) -> str:
    """Both rule sets side by side, trick by trick, then what their difference does."""
    w = WORDS[lang]
    level = LEVELS[lang].get(c.level, c.level)
    items = "".join(f"<li>{escape(line.get(lang))}</li>" for line in c.explanation)
    return (
        f'<div class="sample-hand__body" data-seed="{c.seed}">'
        f'<p class="compare-note">{escape(w["note"].format(level=level))}</p>'
        f'<div class="compare-grid">{_side(c.a, 0, lang)}{_side(c.b, 1, lang)}</div>'
        f'<h4>{w["why"]}</h4><ul class="sample-explanation">{items}</ul></div>')


def _compare(seed: int, a_name: str, b: AllFoursRules, level: str) -> Comparison:
    return compare_deal(seed, AllFoursRules.parse(a_name), b, level)


SAMPLES = SampleDeals(
    rules_class=AllFoursRules,
    not_compared=NOT_COMPARED,
    compare=_compare,
    name=rules_name,
    html=comparison_html,
    default_pair=("cotton1674", "running"),
    with_label=Text("Compare rule set A with", "Regelwerk A vergleichen mit"),
    json_prefix="allfours-",
)
