"""MkDocs hook: sample deals, one deal played under two readings, rendered by the engine,
for each game of the site; and Piquet's worked examples.

``<!-- sample-hand seed=29 a=mcleod b=parlett -->`` becomes the deal of seed 29 played by
two greedy computer players under reading ``a`` and reading ``b``, side by side, trick by
trick, with the engine's explanation of why the scores differ
(``penneech.games.penneech.comparison``, rendered by ``penneech.games.penneech.sample_html``). It
reads without
JavaScript and without Pyodide. Into ``samples/`` the hook writes, once per deal, reading and
language, the same deal under the other presets and under every single change of one
option of ``a``,
so that ``javascripts/sample-hand.js`` can switch the second reading in place, and step
through the tricks, without loading the engine.

``<!-- sample-hand game=piquet seed=auto a=portland b=meyers1888 -->`` does the same for
Piquet (``sitegen.piquet_comparison``), the rule sets being Piquet's; ``seed=auto`` lets
the engine choose the deal (``choose_seed``), and the page says why it was chosen.
``<!-- piquet-example repique -->`` becomes a worked example of ``sitegen.piquet_example_deals``:
the two hands, the declarations and the log of reckoning, as the engine scores them.
"""

from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.cards import mask, parse_card
from penneech.core.html import card_html
from penneech.core.i18n import Text
from penneech.games.penneech.comparison import compare_hand, reading_name
from penneech.games.penneech.options import OPTIONS
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.rules import Rules
from penneech.games.penneech.sample_html import comparison_html as penneech_html
from penneech.games.piquet import exchange
from penneech.games.piquet.options import OPTIONS as PIQUET_OPTIONS
from penneech.games.piquet.options import OPTIONS_BY_ID as PIQUET_OPTIONS_BY_ID
from penneech.games.piquet.pack import pips
from penneech.games.piquet.partie import settle
from penneech.games.piquet.point import point_of_suit, point_value
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.sequences import NAMES_DE as SEQUENCE_NAMES_DE
from penneech.games.piquet.sequences import NAMES_EN as SEQUENCE_NAMES_EN
from penneech.games.piquet.sequences import sequence_value
from sitegen import piquet_comparison as piquet
from sitegen import piquet_example_deals as examples
from sitegen.game_presets import cites
from sitegen.piquet_html import piquet_comparison_html, worked_html
from sitegen.site_common import escape, page_lang


def comparison_html(c: Any, lang: str) -> str:
    """A sample deal's HTML, by its game's renderer."""
    if isinstance(c, piquet.DealComparison):
        return piquet_comparison_html(c, lang)
    return penneech_html(c, lang)

MARKER = re.compile(r"<!-- sample-hand ((?:\w+=[\w,=-]+ ?)+)-->")
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
#: Options a sample hand cannot show: another pack deals other cards, the target and the
#: first dealer do not come into play in one hand dealt by a fixed dealer.
NOT_COMPARED = {"pack", "target", "first_dealer"}
#: Piquet's options left out of the single changes for the same reasons (the other packs
#: are still offered through Cotton's rule set, which says that its cards differ).
PIQUET_NOT_COMPARED = set(piquet.NOT_IN_ONE_DEAL) | {"deck"}
WORDS = {
    "en": {"with": "Compare reading A with", "play": "Open this deal on the play page",
           "piquet_with": "Compare rule set A with",
           "chosen": "This deal (seed {seed}) was chosen by the engine when the site was "
                     "built: of the deals of seeds {first} to {last}, it is the one on which "
                     "the most of the rules that differ between {a} and {b} change a score "
                     "({count}: {titles}), and then the one whose points differ most.",
           "given": "The deal of seed {seed}."},
    "de": {"with": "Lesart A vergleichen mit", "play": "Dieses Spiel auf der Spielseite öffnen",
           "piquet_with": "Regelwerk A vergleichen mit",
           "chosen": "Dieses Spiel (Startwert {seed}) hat die Engine beim Bau der Website "
                     "gewählt: Unter den Spielen der Startwerte {first} bis {last} ist es "
                     "dasjenige, in dem die meisten der Regeln, in denen sich {a} und {b} "
                     "unterscheiden, eine Wertung ändern ({count}: {titles}), und danach das "
                     "mit dem größten Unterschied in Punkten.",
           "given": "Das Spiel mit dem Startwert {seed}."},
}
_pending: dict[str, tuple[str, int, str, str, str]] = {}


def alternatives(a: Rules) -> dict[str, Rules]:
    """The second readings offered beside ``a``: the other presets, then one option changed."""
    out: dict[str, Rules] = {name: p.rules for name, p in PRESETS.items() if p.rules != a}
    for option in OPTIONS:
        if option.id in NOT_COMPARED:
            continue
        for value in option.values:
            if value != a.values()[option.id]:
                out[f"{option.id}={value}"] = a.with_values({option.id: value})
    return out


def piquet_alternatives(a: PiquetRules) -> dict[str, PiquetRules]:
    """The second Piquet rule sets offered beside ``a``: the other rule sets, then one
    option of ``a`` changed."""
    out = {name: p.rules for name, p in PIQUET_PRESETS.items() if p.rules != a}
    for option in PIQUET_OPTIONS:
        if option.id in PIQUET_NOT_COMPARED:
            continue
        for value in option.values:
            if value != a.values()[option.id]:
                out[f"{option.id}={value}"] = a.with_values({option.id: value})
    return out


def _rules_text(a_name: str, b_key: str, game: str = "penneech") -> str:
    presets = PIQUET_PRESETS if game == "piquet" else PRESETS
    return b_key if b_key in presets else f"{a_name},{b_key}"


def _choices(game: str, a_name: str) -> dict[str, Any]:
    if game == "piquet":
        return dict(piquet_alternatives(PiquetRules.parse(a_name)))
    return dict(alternatives(Rules.parse(a_name)))


def _name(game: str, rules: Any) -> Text:
    return piquet.rules_name(rules) if game == "piquet" else reading_name(rules)


@lru_cache(maxsize=512)
def compare(game: str, seed: int, a_name: str, b_key: str, level: str = "greedy") -> Any:
    """The comparison of one deal under reading ``a_name`` and the reading ``b_key``
    offered beside it (a preset or ``option=value``), for either game."""
    choices = _choices(game, a_name)
    if b_key not in choices:
        raise ValueError(f"sample hand: {b_key!r} is not a reading offered beside {a_name!r}")
    if game == "piquet":
        return piquet.compare_deal(seed, PiquetRules.parse(a_name), choices[b_key], level)
    return compare_hand(seed, Rules.parse(a_name), choices[b_key], level)


def piquet_seed(a_name: str, b_key: str, level: str = "greedy") -> tuple[int, range]:
    """The seed the engine chooses for a Piquet sample deal, and the seeds it searched."""
    seeds = range(1, 41)
    b = _choices("piquet", a_name)[b_key]
    seed, _ = piquet.choose_seed(PiquetRules.parse(a_name), b, seeds, level)
    return seed, seeds


def why_chosen(seed: int, seeds: range, a_name: str, b_key: str, lang: str,
               level: str = "greedy") -> str:
    """Why the engine chose this Piquet deal: the options it shows at work."""
    c = compare("piquet", seed, a_name, b_key, level)
    titles = ", ".join(PIQUET_OPTIONS_BY_ID[k].title.get(lang) for k in c.effects)
    return WORDS[lang]["chosen"].format(
        seed=seed, first=seeds[0], last=seeds[-1], count=len(c.effects), titles=titles,
        a=_name("piquet", c.a.rules).get(lang), b=_name("piquet", c.b.rules).get(lang))


def sample_html(seed: int, a_name: str, b_key: str, lang: str, level: str = "greedy",
                link: bool = True, src: str = "", game: str = "penneech",
                note: str = "") -> str:
    """The sample hand's block: chooser (shown by script), the comparison, a play link.

    The link (relative, for pages one level below the site root, as the rules and variants
    pages are in both language trees) opens the same deal on the play page; ``src`` is the
    address of the other readings' JSON, relative to the page. ``note``, if given, says
    how the deal was chosen.
    """
    w = WORDS[lang]
    choices = _choices(game, a_name)
    comparison = compare(game, seed, a_name, b_key, level)
    options = "".join(
        f'<option value="{escape(key)}"{" selected" if key == b_key else ""}>'
        f"{escape(_name(game, rules).get(lang))}</option>" for key, rules in choices.items())
    select_id = f"sample-{seed}-{a_name}-b"
    href = f"../play/#sample={seed}&a={a_name}&b={_rules_text(a_name, b_key)}"
    play = (f'<p><a class="sample-hand__play" href="{escape(href)}">{w["play"]}</a></p>\n'
            if link else "")
    game_attr = f' data-game="{game}"' if game != "penneech" else ""
    label = w["piquet_with"] if game == "piquet" else w["with"]
    why = f'<p class="sample-hand__why">{escape(note)}</p>\n' if note else ""
    return (
        f'<div class="sample-hand" data-seed="{seed}" data-a="{a_name}" '
        f'data-level="{level}" data-lang="{lang}" data-src="{escape(src)}"{game_attr}>\n'
        f"{why}"
        f'<p class="sample-hand__choose" hidden><label for="{select_id}">{label}</label> '
        f'<select id="{select_id}">{options}</select></p>\n'
        f'<div class="sample-hand__view" data-b="{escape(b_key)}">'
        f"{comparison_html(comparison, lang)}</div>\n{play}</div>\n"
    )


def _json_path(site_dir: str, seed: int, a_name: str, lang: str,
               game: str = "penneech") -> Path:
    """Where the other readings of a sample hand are written (one file per language)."""
    prefix = "piquet-" if game == "piquet" else ""
    return Path(site_dir) / "samples" / f"{prefix}sample-{seed}-{a_name}.{lang}.json"


def other_readings(game: str, seed: int, a_name: str, lang: str,
                   level: str = "greedy") -> dict[str, dict[str, str]]:
    """Every reading offered beside ``a_name``: its comparison's HTML and its rules text."""
    return {key: {"html": comparison_html(compare(game, seed, a_name, key, level), lang),
                  "rules": _rules_text(a_name, key, game)}
            for key in _choices(game, a_name)}


def on_page_markdown(markdown: str, page: Page, files: Files, config: MkDocsConfig,
                     **kwargs: Any) -> str:
    """Render each sample-hand marker and worked example; remember each sample so that
    its JSON gets written."""
    lang = page_lang(page)

    def render(match: re.Match[str]) -> str:
        args = dict(part.split("=", 1) for part in match.group(1).split())
        game = args.get("game", "penneech")
        default_a, default_b = (("portland", "meyers1888") if game == "piquet"
                                else ("mcleod", "parlett"))
        a_name, b_key = args.get("a", default_a), args.get("b", default_b)
        level = args.get("level", "greedy")
        note = ""
        if args.get("seed") == "auto":
            seed, seeds = piquet_seed(a_name, b_key, level)
            note = why_chosen(seed, seeds, a_name, b_key, lang, level)
        else:
            seed = int(args["seed"])
        target = _json_path(config["site_dir"], seed, a_name, lang, game)
        _pending[str(target)] = (game, seed, a_name, lang, level)
        src = Path(os.path.relpath(target, Path(page.file.abs_dest_path).parent)).as_posix()
        link = game == "penneech" and not page.file.src_uri.startswith("play")
        return sample_html(seed, a_name, b_key, lang, level, link=link, src=src, game=game,
                           note=note)

    markdown = MARKER.sub(render, markdown)
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


def on_post_page(output: str, page: Page, **kwargs: Any) -> str:
    """Write the other readings of each sample hand met so far, once per build."""
    while _pending:
        target, (game, seed, a_name, lang, level) = _pending.popitem()
        views = other_readings(game, seed, a_name, lang, level)
        path = Path(target)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(views, ensure_ascii=False, separators=(",", ":")),
                        encoding="utf-8")
    return output
