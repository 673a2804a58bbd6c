"""HTML for cards and for a sample hand under two readings.

One renderer serves both places a sample hand appears: the site build (CPython, in an
MkDocs hook) writes it into the rules, variants and play pages, where it reads without
JavaScript; in the browser the play page asks the engine (Pyodide) for the same HTML when
a reader opens a shared link to another deal or pair of readings.
"""

from __future__ import annotations

from html import escape

from penneech.cards import Card, CardSet, card_words, cards_in, local_card_name
from penneech.comparison import SEAT_NAMES, Comparison, HandPlay, reading_name

SUIT_SYMBOLS = "♣♦♥♠"
SUIT_WORDS = {"en": ("clubs", "diamonds", "hearts", "spades"),
              "de": ("Kreuz", "Karo", "Herz", "Pik")}

WORDS = {
    "en": {"reading": "Reading", "trick": "Trick", "cards": "Cards (led first)",
           "winner": "Winner", "points": "Points", "none": "—",
           "first": "First card turned", "why": "Why the scores differ",
           "note": "The same cards, dealt to the same two computer players ({level}), under "
                   "two readings; any difference comes from the rules.",
           "total": "Points for the hand"},
    "de": {"reading": "Lesart", "trick": "Stich", "cards": "Karten (Ausspiel zuerst)",
           "winner": "Gewinner", "points": "Punkte", "none": "—",
           "first": "Erste aufgeschlagene Karte", "why": "Warum sich die Punkte unterscheiden",
           "note": "Dieselben Karten, an dieselben zwei Computerspieler ({level}) gegeben, "
                   "unter zwei Lesarten; jeder Unterschied kommt von den Regeln.",
           "total": "Punkte im Spiel"},
}
#: The computer players' levels as the note under a sample hand names them: ``greedy``
#: plays by rules of thumb (``penneech.players.greedy``), which "greedy" would not tell a
#: reader.
LEVELS = {"en": {"random": "level: beginner, any legal card",
                 "greedy": "level: rules of thumb", "expert": "level: expert"},
          "de": {"random": "Spielstärke: Anfänger, beliebige erlaubte Karte",
                 "greedy": "Spielstärke: Faustregeln", "expert": "Spielstärke: Experte"}}


def card_html(card: Card, lang: str) -> str:
    """One card as an accessible inline image made of text."""
    red = " card--red" if card // 13 in (1, 2) else ""
    return (f'<span class="card{red}" role="img" aria-label="{escape(card_words(card, lang))}">'
            f"{local_card_name(card, lang)}</span>")


def suit_html(suit: int, lang: str) -> str:
    """A suit symbol with its name for screen readers."""
    return f'<span role="img" aria-label="{SUIT_WORDS[lang][suit]}">{SUIT_SYMBOLS[suit]}</span>'


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
        f'<h4>{w["reading"]} {letter}: {escape(name)}</h4>'
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
        f'<h4>{w["why"]}</h4><ul class="sample-explanation">{items}</ul></div>')

