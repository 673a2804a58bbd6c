"""Cards and sample deals as HTML: the pieces every game's pages and play widgets share.

A card is an inline image made of text (its letter and suit symbol, with its name in words
for screen readers), so a page that shows cards reads without JavaScript and without
pictures. ``WORDS`` and ``LEVELS`` are the words of a sample deal's table and note.
"""

from __future__ import annotations

from html import escape

from penneech.core.cards import Card, card_words, local_card_name

SUIT_SYMBOLS = "♣♦♥♠"
SUIT_WORDS = {"en": ("clubs", "diamonds", "hearts", "spades"),
              "de": ("Kreuz", "Karo", "Herz", "Pik")}


def card_html(card: Card, lang: str) -> str:
    """One card as an accessible inline image made of text."""
    red = " card--red" if card // 13 in (1, 2) else ""
    return (f'<span class="card{red}" role="img" aria-label="{escape(card_words(card, lang))}">'
            f"{local_card_name(card, lang)}</span>")


def suit_html(suit: int, lang: str) -> str:
    """A suit symbol with its name for screen readers."""
    return f'<span role="img" aria-label="{SUIT_WORDS[lang][suit]}">{SUIT_SYMBOLS[suit]}</span>'


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
#: plays by rules of thumb (``penneech.games.penneech.players.greedy``), which "greedy"
#: would not tell a reader.
LEVELS = {"en": {"random": "level: beginner, any legal card",
                 "greedy": "level: rules of thumb", "expert": "level: expert"},
          "de": {"random": "Spielstärke: Anfänger, beliebige erlaubte Karte",
                 "greedy": "Spielstärke: Faustregeln", "expert": "Spielstärke: Experte"}}
