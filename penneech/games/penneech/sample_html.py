"""HTML for a sample Penneech deal under two readings.

One renderer serves both places a sample hand appears: the site build (CPython, in an
MkDocs hook) writes it into the rules, variants and play pages, where it reads without
JavaScript; in the browser the play page asks the engine (Pyodide) for the same HTML when
a reader opens a shared link to another deal or pair of readings.

``comparison_html`` takes a ``Comparison`` (``penneech.games.penneech.comparison``): two
sides by side, the tricks in rows marked ``data-trick`` (which ``sample-hand.js`` steps
through), the totals, and the engine's explanation below.
"""

from __future__ import annotations

from html import escape

from penneech.core.cards import CardSet, cards_in
from penneech.core.html import LEVELS, WORDS, card_html, suit_html
from penneech.games.penneech.comparison import SEAT_NAMES, Comparison, HandPlay, reading_name


def _cards(hand: CardSet, lang: str) -> str:
    ordered = sorted(cards_in(hand), key=lambda c: (c // 13, c))
    return " ".join(card_html(c, lang) for c in ordered)


def _side(play: HandPlay, index: int, lang: str) -> str:
    w = WORDS[lang]
    rows = []
    for t in play.tricks:
        scored = "<br>".join(
            f"{escape(SEAT_NAMES[e.player].get(lang))}: +{escape(e.describe().get(lang))}"
            for e in t.events) or w["none"]
        rows.append(
            f'<tr data-trick="{t.number}"><th scope="row">{t.number} {suit_html(t.trump, lang)}'
            f"</th><td><small>{escape(SEAT_NAMES[t.leader].get(lang))}</small> "
            f"{card_html(t.lead, lang)} {card_html(t.follow, lang)}</td>"
            f'<td data-col="winner">{escape(SEAT_NAMES[t.winner].get(lang))}</td>'
            f'<td data-col="points">{scored}</td></tr>')
    first = card_html(play.first_turn, lang) if play.first_turn is not None else w["none"]
    first_points = "".join(
        f" ({escape(SEAT_NAMES[e.player].get(lang))}: +{escape(e.describe().get(lang))})"
        for e in play.first_events)
    letter = "AB"[index]
    name = reading_name(play.rules).get(lang)
    return (
        f'<section class="compare-side" data-side="{index}" data-rules="{play.rules.to_string()}">'
        f'<h3>{w["reading"]} {letter}: {escape(name)}</h3>'
        f"<p>{escape(SEAT_NAMES[0].get(lang))}: {_cards(play.hands[0], lang)}<br>"
        f"{escape(SEAT_NAMES[1].get(lang))}: {_cards(play.hands[1], lang)}<br>"
        f"{w['first']}: {first}{first_points}</p>"
        f'<div class="compare-table"><table class="compare-tricks">'
        f'<caption>{w["reading"]} {letter}</caption><thead><tr>'
        f'<th scope="col">{w["trick"]}</th><th scope="col">{w["cards"]}</th>'
        f'<th scope="col">{w["winner"]}</th><th scope="col">{w["points"]}</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
        f'<p class="compare-total" data-points="{play.points[0]} {play.points[1]}">'
        f"{w['total']}: {escape(SEAT_NAMES[0].get(lang))} {play.points[0]} · "
        f"{escape(SEAT_NAMES[1].get(lang))} {play.points[1]}</p></section>")


def comparison_html(c: Comparison, lang: str) -> str:
    """Both readings side by side, trick by trick, then why their scores differ."""
    w = WORDS[lang]
    level = LEVELS[lang].get(c.level, c.level)
    items = "".join(f"<li>{escape(line.get(lang))}</li>" for line in c.explanation)
    return (
        f'<div class="sample-hand__body" data-seed="{c.seed}" '
        f'data-difference="{c.difference[0]} {c.difference[1]}">'
        f'<p class="compare-note">{escape(w["note"].format(level=level))}</p>'
        f'<div class="compare-grid">{_side(c.a, 0, lang)}{_side(c.b, 1, lang)}</div>'
        f'<h3>{w["why"]}</h3><ul class="sample-explanation">{items}</ul></div>')
