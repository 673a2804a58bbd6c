"""MkDocs hook: card and trick diagrams from short codes, computed by the engine.

``[[7D]]`` becomes an inline card; ``[[trick AS 2S trump=QS]]`` a trick diagram whose
winner and points the engine works out (``penneech.games.penneech.tricks``), so a worked example on
a
page can never disagree with the rules the play page runs. Both read without JavaScript
and carry text for screen readers.
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.structure.pages import Page

from penneech.core.cards import local_card_name, parse_card, suit_of
from penneech.core.html import SUIT_WORDS, card_html
from penneech.games.penneech.tricks import COUNTER_TABLES, follower_wins
from sitegen.site_common import escape, page_lang

CARD = re.compile(r"\[\[([0-9TJQKA]{1,2}[CDHS♣♦♥♠])\]\]")
TRICK = re.compile(r"\[\[trick ([^\]]+)\]\]")


def trick_html(spec: str, lang: str) -> str:
    """A two-card trick with its trump, winner and points (trumps-only counting)."""
    parts = spec.split()
    cards = [parse_card(p) for p in parts if "=" not in p]
    options = dict(p.split("=", 1) for p in parts if "=" in p)
    lead, follow = cards
    trump_card = parse_card(options["trump"])
    trump = suit_of(trump_card)
    second_wins = follower_wins(lead, follow, trump)
    values = COUNTER_TABLES["trumps_only"][trump]
    points = values[lead] + values[follow]
    if lang == "de":
        who = "zweite Spieler" if second_wins else "Ausspieler"
        caption = (f"Trumpf {SUIT_WORDS['de'][trump]} (aufgeschlagen: "
                   f"{local_card_name(trump_card, 'de')}). Den Stich gewinnt der {who}"
                   + (f" und schreibt {points} Punkte an." if points else "; er bringt keine "
                      "Punkte."))
        labels = ("Ausgespielt", "Zweite Karte", "Trumpf")
    else:
        who = "second player" if second_wins else "leader"
        caption = (f"Trumps are {SUIT_WORDS['en'][trump]} (turned: "
                   f"{local_card_name(trump_card, 'en')}). The {who} wins the trick"
                   + (f" and scores {points}." if points else "; it holds no points."))
        labels = ("Led", "Played", "Trump")
    winner = 1 if second_wins else 0
    slots = []
    for i, (label, card) in enumerate(((labels[0], lead), (labels[1], follow))):
        mark = " trick__slot--winner" if i == winner else ""
        slots.append(f'<span class="trick__slot{mark}"><span class="trick__label">{label}</span>'
                     f"{card_html(card, lang)}</span>")
    slots.append(f'<span class="trick__slot trick__slot--trump"><span class="trick__label">'
                 f"{labels[2]}</span>{card_html(trump_card, lang)}</span>")
    return (f'<figure class="trick">{"".join(slots)}'
            f"<figcaption>{escape(caption)}</figcaption></figure>")


def on_page_markdown(markdown: str, page: Page, **kwargs: Any) -> str:
    """Replace card and trick short codes in the page's language."""
    lang = page_lang(page)
    markdown = TRICK.sub(lambda m: trick_html(m.group(1), lang), markdown)
    return CARD.sub(lambda m: card_html(parse_card(m.group(1)), lang), markdown)
