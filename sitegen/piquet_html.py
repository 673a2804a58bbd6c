"""HTML for Piquet's sample deals and worked examples (site build only).

``piquet_comparison_html`` renders a ``DealComparison`` (``sitegen.piquet_comparison``) as
Penneech's sample hands are rendered: two sides by side, each with the deal, the exchange,
the declarations, the tricks (rows marked ``data-trick``) and the log in the order of
reckoning, then the engine's explanation; ``worked_html`` renders a worked example
(``sitegen.piquet_example_deals``).
"""

from __future__ import annotations

from html import escape

from penneech.core.cards import Card, CardSet, cards_in, parse_card
from penneech.core.html import LEVELS, WORDS, card_html
from penneech.core.i18n import Text
from penneech.games.piquet.declarations import CATEGORIES
from penneech.games.piquet.reckoning import PiquetEvent
from penneech.games.piquet.state import ClaimMade
from sitegen import piquet_comparison as piquet
from sitegen.piquet_example_deals import Worked

PIQUET_WORDS = {
    "en": {"rules": "Rule set", "dealt": "dealt", "talon": "Talon, top first",
           "exchange": "The exchange", "discards": "discards", "takes": "takes",
           "left": "Left in the talon", "declarations": "The declarations",
           "category": "Class", "point": "Point", "sequence": "Sequences", "set": "Sets",
           "says": "says", "answers": "answers", "tricks": "The tricks",
           "reckoning": "The reckoning, in order", "class": "Class", "who": "Who",
           "for": "For", "total": "Points in the deal", "why": "Why the scores differ",
           "after": "Hands after the exchange",
           "note": "The same cards, dealt by the same seed to the same two computer players "
                   "({level}), under two rule sets; any difference comes from the rules."},
    "de": {"rules": "Regelwerk", "dealt": "gegeben", "talon": "Talon, von oben",
           "exchange": "Der Kauf", "discards": "legt ab", "takes": "nimmt",
           "left": "Im Talon geblieben", "declarations": "Die Meldungen",
           "category": "Klasse", "point": "Rummel", "sequence": "Sequenzen",
           "set": "Drillinge und Quatorzes", "says": "sagt", "answers": "antwortet",
           "tricks": "Die Stiche", "reckoning": "Die Wertung, der Reihe nach",
           "class": "Klasse", "who": "Wer", "for": "Wofür", "total": "Punkte im Spiel",
           "why": "Warum sich die Punkte unterscheiden",
           "after": "Hände nach dem Kauf",
           "note": "Dieselben Karten, mit demselben Startwert an dieselben zwei "
                   "Computerspieler ({level}) gegeben, unter zwei Regelwerken; jeder "
                   "Unterschied kommt von den Regeln."},
}


def _t(text: Text, lang: str) -> str:
    return escape(text.get(lang))


def _piquet_cards(cards: CardSet | list[Card], lang: str) -> str:
    """Cards by suit, highest first (as Piquet players sort a hand); "—" for none."""
    listed = cards if isinstance(cards, list) else list(cards_in(cards))
    ordered = sorted(listed, key=lambda c: (-(c // 13), -c))
    return " ".join(card_html(c, lang) for c in ordered) or "—"


def _seat(player: int, lang: str) -> str:
    return _t(piquet.SEAT_NAMES[player], lang)


def piquet_hands_html(elder: CardSet, younger: CardSet, lang: str) -> str:
    """Two Piquet hands, the elder's first."""
    return (f"{_seat(0, lang)}: {_piquet_cards(elder, lang)}<br>"
            f"{_seat(1, lang)}: {_piquet_cards(younger, lang)}")


def piquet_declarations_html(claims: tuple[ClaimMade, ...], lang: str) -> str:
    """What each player said in each class of declaration."""
    w = PIQUET_WORDS[lang]
    rows = []
    for category in CATEGORIES:
        said = {c.player: _t(piquet.said_text(c), lang) for c in claims
                if c.category == category}
        rows.append(f'<tr><th scope="row">{w[category]}</th>'
                    f'<td>{said.get(0, "—")}</td><td>{said.get(1, "—")}</td></tr>')
    return (f'<table class="compare-tricks piquet-declarations"><thead><tr>'
            f'<th scope="col">{w["category"]}</th>'
            f'<th scope="col">{_seat(0, lang)} {w["says"]}</th>'
            f'<th scope="col">{_seat(1, lang)} {w["answers"]}</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def piquet_reckoning_html(log: list[tuple[PiquetEvent, tuple[int, int]]],
                          lang: str) -> str:
    """The log of reckoning: class, who, what, points, and both running totals."""
    w = PIQUET_WORDS[lang]
    rows = "".join(
        f'<tr data-class="{e.reckoning_class}" data-player="{e.player}" '
        f'data-points="{e.points}" data-reason="{e.reason}">'
        f'<th scope="row">{e.reckoning_class}</th><td>{_seat(e.player, lang)}</td>'
        f"<td>+{_t(piquet.event_text(e), lang)}</td><td>{run[0]}</td><td>{run[1]}</td></tr>"
        for e, run in log)
    return (f'<table class="compare-tricks piquet-reckoning"><thead><tr>'
            f'<th scope="col">{w["class"]}</th><th scope="col">{w["who"]}</th>'
            f'<th scope="col">{w["for"]}</th><th scope="col">{_seat(0, lang)}</th>'
            f'<th scope="col">{_seat(1, lang)}</th></tr></thead><tbody>{rows}</tbody></table>')


def _piquet_side(play: piquet.DealPlay, index: int, lang: str) -> str:
    w, words = PIQUET_WORDS[lang], WORDS[lang]
    letter = "AB"[index]
    name = escape(piquet.rules_name(play.rules).get(lang))
    exchange = "<br>".join(
        f"{_seat(p, lang)} {w['discards']} {_piquet_cards(play.discards[p], lang)}, "
        f"{w['takes']} {_piquet_cards(play.taken[p], lang)}" for p in (0, 1))
    rows = []
    for t in play.tricks:
        scored = "<br>".join(f"{_seat(e.player, lang)}: +{_t(piquet.event_text(e), lang)}"
                             for e in play.trick_events(t.number)) or words["none"]
        rows.append(
            f'<tr data-trick="{t.number}"><th scope="row">{t.number}</th>'
            f"<td><small>{_seat(t.leader, lang)}</small> {card_html(t.lead, lang)} "
            f"{card_html(t.follow, lang)}</td>"
            f'<td data-col="winner">{_seat(t.winner, lang)}</td>'
            f'<td data-col="points">{scored}</td></tr>')
    return (
        f'<section class="compare-side" data-side="{index}" '
        f'data-rules="{play.rules.to_string()}">'
        f'<h3>{w["rules"]} {letter}: {name}</h3>'
        f"<p>{_seat(0, lang)}, {w['dealt']}: {_piquet_cards(play.dealt[0], lang)}<br>"
        f"{_seat(1, lang)}, {w['dealt']}: {_piquet_cards(play.dealt[1], lang)}<br>"
        f"{w['talon']}: {_piquet_cards(list(play.talon), lang)}</p>"
        f"<p><strong>{w['exchange']}</strong><br>{exchange}<br>"
        f"{w['left']}: {_piquet_cards(list(play.left), lang)}</p>"
        f"<p>{w['after']}:<br>{piquet_hands_html(play.hands[0], play.hands[1], lang)}</p>"
        f"<p><strong>{w['declarations']}</strong></p>"
        f'<div class="compare-table">{piquet_declarations_html(play.claims, lang)}</div>'
        f"<p><strong>{w['tricks']}</strong></p>"
        f'<div class="compare-table"><table class="compare-tricks">'
        f'<caption>{w["rules"]} {letter}</caption><thead><tr>'
        f'<th scope="col">{words["trick"]}</th><th scope="col">{words["cards"]}</th>'
        f'<th scope="col">{words["winner"]}</th><th scope="col">{words["points"]}</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        f"<p><strong>{w['reckoning']}</strong></p>"
        f'<div class="compare-table">{piquet_reckoning_html(play.reckoning(), lang)}</div>'
        f'<p class="compare-total" data-points="{play.points[0]} {play.points[1]}">'
        f"{w['total']}: {_seat(0, lang)} {play.points[0]} · "
        f"{_seat(1, lang)} {play.points[1]}</p></section>")


def piquet_comparison_html(c: piquet.DealComparison, lang: str) -> str:
    """A Piquet deal under two rule sets side by side, then why the scores differ."""
    w = PIQUET_WORDS[lang]
    level = LEVELS[lang].get(c.level, c.level)
    items = "".join(f"<li>{escape(line.get(lang))}</li>" for line in c.explanation)
    return (
        f'<div class="sample-hand__body" data-seed="{c.seed}" '
        f'data-difference="{c.difference[0]} {c.difference[1]}" '
        f'data-effects="{" ".join(c.effects)}">'
        f'<p class="compare-note">{escape(w["note"].format(level=level))}</p>'
        f'<div class="compare-grid">{_piquet_side(c.a, 0, lang)}{_piquet_side(c.b, 1, lang)}'
        f'</div><h3>{w["why"]}</h3><ul class="sample-explanation">{items}</ul></div>')


def worked_html(w: Worked, lang: str, sources: str = "") -> str:
    """A worked Piquet example: the two hands, then under each rule set what each side
    said and the log of reckoning with the running totals; ``sources`` (HTML) cites the
    rules it shows."""
    pw = PIQUET_WORDS[lang]
    example = w.example
    cite = f" ({sources})" if sources else ""
    cards = ""
    if len(example.play) > 1:
        played = [c for c in example.play if c != "low"]
        cards = (f"<br>{escape(EXAMPLE_WORDS[lang]['played'])}: "
                 + " ".join(card_html(parse_card(c), lang) for c in played))
    sides = []
    for p in w.played:
        sides.append(
            f'<section class="compare-side piquet-example__rules" '
            f'data-rules="{p.rules.to_string()}" data-points="{p.points[0]} {p.points[1]}">'
            f"<h3>{escape(piquet.rules_name(p.rules).get(lang))}</h3>"
            f'<div class="compare-table">{piquet_declarations_html(p.claims, lang)}</div>'
            f'<div class="compare-table">{piquet_reckoning_html(list(p.log), lang)}</div>'
            f'<p class="compare-total">{pw["total"]}: {_seat(0, lang)} {p.points[0]} · '
            f"{_seat(1, lang)} {p.points[1]}</p></section>")
    grid = sides[0] if len(sides) == 1 else f'<div class="compare-grid">{"".join(sides)}</div>'
    return (
        f'<div class="piquet-example" id="example-{example.id}" data-example="{example.id}">'
        f"<p><strong>{escape(example.title.get(lang))}</strong>{cite}<br>"
        f"{piquet_hands_html(w.elder, w.younger, lang)}{cards}</p>{grid}"
        f'<p class="compare-note">{escape(EXAMPLE_WORDS[lang]["note"])}</p></div>\n')


EXAMPLE_WORDS = {
    "en": {"played": "Cards played", "note": "Played and scored by the engine when the site "
           "was built."},
    "de": {"played": "Gespielte Karten", "note": "Beim Bau der Website von der Engine gespielt "
           "und gewertet."},
}
