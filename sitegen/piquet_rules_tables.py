"""MkDocs hook: Piquet's rule tables and worked examples, computed by the engine where
the rules page shows them, so that the page and the engine cannot disagree.

- ``<!-- piquet-point-table 10H 9H 7H -->``: the point those cards make and what it scores
  under each rule set;
- ``<!-- piquet-exchange-example 3 5 -->``: an exchange under the Portland laws, with the
  limits the engine sets;
- ``<!-- piquet-sequence-table -->``: the sequences by length, named and scored;
- ``<!-- piquet-rubicon 120:80 -->``: what the winner of a rubicon partie gains;
- ``<!-- piquet-example repique -->``: a worked example of ``sitegen.piquet_example_deals``
  (the two hands, the declarations and the log of reckoning).
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.cards import mask, parse_card
from penneech.core.html import card_html
from penneech.games.piquet import exchange
from penneech.games.piquet.options import OPTIONS_BY_ID as PIQUET_OPTIONS_BY_ID
from penneech.games.piquet.pack import pips
from penneech.games.piquet.partie import settle
from penneech.games.piquet.point import point_of_suit, point_value
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS
from penneech.games.piquet.sequences import NAMES_DE as SEQUENCE_NAMES_DE
from penneech.games.piquet.sequences import NAMES_EN as SEQUENCE_NAMES_EN
from penneech.games.piquet.sequences import sequence_value
from sitegen import piquet_example_deals as examples
from sitegen.game_presets import cites
from sitegen.piquet_html import worked_html
from sitegen.site_common import page_lang

EXAMPLE_MARKER = re.compile(r"<!-- piquet-example ([\w-]+) -->")
POINT_MARKER = re.compile(r"<!-- piquet-point-table ((?:\w+ ?)+)-->")
SEQUENCE_MARKER = "<!-- piquet-sequence-table -->"
EXCHANGE_MARKER = re.compile(r"<!-- piquet-exchange-example (\d+) (\d+) -->")
RUBICON_MARKER = re.compile(r"<!-- piquet-rubicon ((?:\d+:\d+ ?)+)-->")
#: The rule sets as the rules page names them in its prose and its tables.
POINT_ROWS = {"portland": "Portland (Cavendish)", "cotton1674": "Cotton 1674",
              "meyers1888": "Meyers 1888"}
#: "no card", "one card", "{n} cards" by language.
CARD_COUNT = {"en": ("no card", "one card", "{n} cards"),
              "de": ("keine Karte", "eine Karte", "{n} Karten")}
TABLE_WORDS = {
    "en": {"head": "| rule set | how the point is scored | elder scores |",
           "exchange": "Example (Portland): elder exchanges {k} cards and so leaves {left} of "
                       "his {share}. Younger may now exchange anything from {low} to {high} "
                       "cards (her {own} and his {left}). If she exchanges {m}, she takes the "
                       "{left} elder left and {mine} of her own, and {rest} stays in the talon.",
           "sequences": "| cards | name | scores |", "cotton": "Cotton's 36 cards only",
           "pips": "pips", "rubicon": "{won} against {lost} gives the winner {base} + 100 = "
                                     "**{gain}**"},
    "de": {"head": "| Regelwerk | wie der Rummel zählt | die Vorhand erhält |",
           "exchange": "Beispiel (Portland): Die Vorhand kauft {k} Karten und lässt damit {left} "
                       "ihrer {share} liegen. Die Hinterhand darf nun {low} bis {high} Karten "
                       "tauschen (ihre {own} und die {left} der Vorhand). Tauscht sie {m}, "
                       "nimmt sie die {left} übrig gelassenen und {mine} eigene, und {rest} "
                       "bleibt im Talon.",
           "sequences": "| Karten | Name | Wert |", "cotton": "nur in Cottons 36 Karten",
           "pips": "Augen", "rubicon": "{won} gegen {lost} bringt dem Gewinner {base} + 100 = "
                                       "**{gain}**"},
}


def on_page_markdown(markdown: str, page: Page, files: Files, config: MkDocsConfig,
                     **kwargs: Any) -> str:
    """Render each Piquet table and worked example marker of the page."""
    lang = page_lang(page)
    markdown = POINT_MARKER.sub(lambda m: point_table(m[1].split(), lang), markdown)
    markdown = EXCHANGE_MARKER.sub(
        lambda m: exchange_example(int(m[1]), int(m[2]), lang), markdown)
    if SEQUENCE_MARKER in markdown:
        markdown = markdown.replace(SEQUENCE_MARKER, sequence_table(lang))
    markdown = RUBICON_MARKER.sub(lambda m: rubicon_examples(m[1].split(), lang), markdown)
    return EXAMPLE_MARKER.sub(lambda m: example_html(m[1], lang), markdown)


def point_table(cards: list[str], lang: str) -> str:
    """The point held in ``cards`` (one suit), its pips, and what it scores under each
    rule set, as the engine scores it (``point.point_value``)."""
    w = TABLE_WORDS[lang]
    held = [parse_card(c) for c in cards]
    claim = point_of_suit(mask(held), held[0] // 13)
    ordered = sorted(held, reverse=True)
    shown = " ".join(card_html(c, lang) for c in ordered)
    sum_text = " + ".join(str(pips(c)) for c in ordered)
    rows = []
    for preset_id, label in POINT_ROWS.items():
        rules = PIQUET_PRESETS[preset_id].rules
        how = PIQUET_OPTIONS_BY_ID["point_score"].choice(rules.point_score).label.get(lang)
        rows.append(f"| {label} | {how} | **{point_value(claim, rules.point_score)}** |")
    return (f"{shown}: {sum_text} = {claim.pips} {w['pips']}\n\n{w['head']}\n"
            "| --- | --- | --- |\n" + "\n".join(rows) + "\n")


def exchange_example(k: int, m: int, lang: str) -> str:
    """Elder exchanging ``k`` and younger ``m`` under the Portland laws, with the limits
    the engine sets (``exchange.elder_range``, ``exchange.younger_range``; Cavendish, laws
    21–22, 34)."""
    rules = PIQUET_PRESETS["portland"].rules
    share = exchange.elder_share(rules)
    low_e, high_e = exchange.elder_range(rules)
    low, high = exchange.younger_range(rules, rules.talon_size - k)
    if not (low_e <= k <= high_e and low <= m <= high and m >= share - k):
        raise ValueError(f"exchange example: {k} and {m} cards are not a Portland exchange "
                         "that takes all the elder left")
    w = TABLE_WORDS[lang]
    none, one, many = CARD_COUNT[lang]
    rest = high - m
    return w["exchange"].format(k=k, left=share - k, share=share, low=low, high=high,
                                own=rules.talon_size - share, m=m, mine=m - (share - k),
                                rest=none if rest == 0 else one if rest == 1
                                else many.format(n=rest))


def sequence_table(lang: str) -> str:
    """The sequences by length, named and scored as the engine scores them under the
    Portland laws (``sequences.sequence_value``; Cavendish, law 63; Cotton p. 83 for the
    neuvième of the 36-card pack)."""
    w = TABLE_WORDS[lang]
    names = SEQUENCE_NAMES_DE if lang == "de" else SEQUENCE_NAMES_EN
    values = PIQUET_PRESETS["portland"].rules.sequence_values
    rows = []
    for length, name in names.items():
        tail = f" ({w['cotton']})" if length == 9 else ""
        rows.append(f"| {length} | {name}{tail} | {sequence_value(length, values)} |")
    return f"{w['sequences']}\n| --- | --- | --- |\n" + "\n".join(rows) + "\n"


def rubicon_examples(pairs: list[str], lang: str) -> str:
    """What the winner of a rubicon partie gains at the totals given (``won:lost``), as
    the engine settles it (``partie.settle``; Cavendish, laws 71–72)."""
    out = []
    for pair in pairs:
        won, lost = (int(x) for x in pair.split(":"))
        gain = settle("rubicon_partie", (won, lost), 0)
        out.append(TABLE_WORDS[lang]["rubicon"].format(won=won, lost=lost, base=gain - 100,
                                                       gain=gain))
    return "; ".join(out)


def example_html(example_id: str, lang: str) -> str:
    """A worked Piquet example as the engine plays it, citing its rules (links relative to
    a page one level inside ``piquet/``)."""
    worked = examples.worked(example_id)
    return worked_html(worked, lang, cites(worked.example.sources, lang, html=True))
