"""MkDocs hook: Pip-Pip!'s worked examples on the rules page, played by the engine.

``<!-- pippip-example identical-cards -->`` becomes a scene of ``sitegen.pippip_example_deals``
(``scene``): each trick as a table of who played which card, with its card points, the
trump and the winner; each window of marriages with the order in which the players were
asked, what they declared and the trump that results. ``<!-- pippip-deal five-players
stock -->`` and ``<!-- pippip-deal five-players scores -->`` show a whole deal played by
greedy computer players (``deal``): what the stock gave and which cards were dead, and
each player's score. Everything is plain HTML that reads without JavaScript (the tables
have no class, so that the theme styles them as the page's other tables); the figures are
the engine's, computed when the site is built. Links are relative to a page one level
inside ``pippip/``.
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.core.cards import CardSet, cards_in
from penneech.core.html import card_html, suit_html
from penneech.core.preset import nearest_name
from penneech.games.pippip.marriages import Marriage
from penneech.games.pippip.options import OPTIONS_BY_ID
from penneech.games.pippip.pack import card_points, face_of, pp_suit
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import Trick
from sitegen import pippip_example_deals as examples
from sitegen.game_presets import cites
from sitegen.site_common import escape, page_lang

SCENE_MARKER = re.compile(r"<!-- pippip-example ([\w-]+) -->")
DEAL_MARKER = re.compile(r"<!-- pippip-deal ([\w-]+) (stock|scores) -->")
SAMPLE_MARKER = re.compile(r"<!-- pippip-sample-deal seed=(\d+) a=([\w,=]+) b=([\w,=]+) -->")

WORDS = {
    "en": {
        "player": "Player {n}", "card": "Card", "points": "Card points", "who": "Player",
        "leads": "leads", "wins": "wins the trick", "trump": "trump", "no_trump": "no trump",
        "trick": "Trick {n}", "under": "trump: {trump}",
        "won": "{who} wins the trick and its {sum}{points} card points.",
        "won_none": "{who} wins the trick; it holds no card points.",
        "window": "Marriages before trick {n}, every player asked in turn from {first}: {order}.",
        "declares": "{who} declares {cards} and scores {points}",
        "trump_after": "Trump from trick {n} on: {trump} ({who}'s marriage, the last in the "
                       "order).",
        "trump_kept": "Trump from trick {n} on: still {trump}.",
        "rules": "Rule set: {rules}.",
        "note": "Played and scored by the engine when the site was built.",
        "deal_note": "A deal of seed {seed} played to the end by the greedy computer players, "
                     "who play by rules of thumb; the engine dealt, scored and counted.",
        "stock": "{players} players, {rules}. After the deal the stock holds {stock} cards. "
                 "Everybody draws after each of the first {draws} tricks; then {dead_count} "
                 "cards are left, fewer than there are players, so they are turned face up and "
                 "dead: {dead} ({dead_points} card points). The players play out the seven "
                 "cards in their hands: {after} more tricks, {tricks} in the deal.",
        "no_dead": "{players} players, {rules}. After the deal the stock holds {stock} cards. "
                   "Everybody draws after each of the first {draws} tricks, which uses the "
                   "stock up: no card is dead. The players play out the seven cards in their "
                   "hands: {after} more tricks, {tricks} in the deal.",
        "sum": "Card points in tricks: {parts} = {tricks}; with the {dead} of the dead cards, "
               "{total}: every card point of the two packs.",
        "trumps": "The trump in this deal: {history}.",
        "from": "{suit} from trick {n} ({who})",
        "no_marriage": "Nobody declared a marriage: there was no trump.",
        "stock_last": "{players} players, {rules}. After the deal the stock holds {stock} "
                      "cards. Everybody draws after each of the first {draws} tricks; then "
                      "{dead_count} cards are left, fewer than there are players, and they go "
                      "to the winner of the last trick: {dead} ({dead_points} card points). "
                      "The players play out the seven cards in their hands: {after} more "
                      "tricks, {tricks} in the deal.",
        "sum_all": "Card points in tricks and in the cards left over: {parts} = {total}: every "
                   "card point of the two packs.",
        "tricks": "The {n} tricks", "led": "{who} leads", "winner": "Winner",
        "sample": "The deal of seed {seed}, dealt alike under both rule sets and played by the "
                  "same computer players, who play by rules of thumb: from "
                  "the first move the rules allow differently, the play itself parts.",
        "differ": "The rule sets differ in",
    },
    "de": {
        "player": "Spieler {n}", "card": "Karte", "points": "Augen", "who": "Spieler",
        "leads": "spielt aus", "wins": "gewinnt den Stich", "trump": "Trumpf",
        "no_trump": "kein Trumpf",
        "trick": "{n}. Stich", "under": "Trumpf: {trump}",
        "won": "{who} gewinnt den Stich und seine {sum}{points} Augen.",
        "won_none": "{who} gewinnt den Stich; er enthält keine Augen.",
        "window": "Hochzeiten vor dem {n}. Stich, jeder Spieler der Reihe nach gefragt, "
                  "beginnend mit {first}: {order}.",
        "declares": "{who} meldet {cards} und erhält {points}",
        "trump_after": "Trumpf ab dem {n}. Stich: {trump} (die Hochzeit von {who}, die letzte "
                       "in der Reihenfolge).",
        "trump_kept": "Trumpf ab dem {n}. Stich: weiterhin {trump}.",
        "rules": "Regelwerk: {rules}.",
        "note": "Beim Bau der Website von der Engine gespielt und gewertet.",
        "deal_note": "Ein Spiel mit dem Startwert {seed}, zu Ende gespielt von Computerspielern, "
                     "die nach Faustregeln spielen; gegeben, gewertet und "
                     "gezählt hat die Engine.",
        "stock": "{players} Spieler, {rules}. Nach dem Geben hat der Talon {stock} Karten. "
                 "Nach jedem der ersten {draws} Stiche ziehen alle; dann bleiben {dead_count} "
                 "Karten, weniger als Spieler am Tisch sind: Sie werden aufgedeckt und sind "
                 "als Restkarten aus dem Spiel: {dead} ({dead_points} Augen). Die Spieler "
                 "spielen die sieben Karten auf ihrer Hand aus: {after} weitere Stiche, "
                 "{tricks} im Spiel.",
        "no_dead": "{players} Spieler, {rules}. Nach dem Geben hat der Talon {stock} Karten. "
                   "Nach jedem der ersten {draws} Stiche ziehen alle, womit der Talon "
                   "aufgebraucht ist: Es bleiben keine Restkarten. Die Spieler spielen die sieben "
                   "Karten auf ihrer Hand aus: {after} weitere Stiche, {tricks} im Spiel.",
        "sum": "Augen in den Stichen: {parts} = {tricks}; mit den {dead} der Restkarten "
               "{total}: alle Augen beider Spiele.",
        "trumps": "Der Trumpf in diesem Spiel: {history}.",
        "from": "{suit} ab dem {n}. Stich ({who})",
        "no_marriage": "Niemand hat eine Hochzeit gemeldet: Es gab keinen Trumpf.",
        "stock_last": "{players} Spieler, {rules}. Nach dem Geben hat der Talon {stock} Karten. "
                      "Nach jedem der ersten {draws} Stiche ziehen alle; dann bleiben "
                      "{dead_count} Karten, weniger als Spieler am Tisch sind, und sie gehen an "
                      "den Gewinner des letzten Stichs: {dead} ({dead_points} Augen). Die "
                      "Spieler spielen die sieben Karten auf ihrer Hand aus: {after} weitere "
                      "Stiche, {tricks} im Spiel.",
        "sum_all": "Augen in den Stichen und in den übrigen Karten: {parts} = {total}: alle "
                   "Augen beider Spiele.",
        "tricks": "Die {n} Stiche", "led": "{who} spielt aus", "winner": "Gewinner",
        "sample": "Das Spiel mit dem Startwert {seed}, nach beiden Regelwerken gleich gegeben "
                  "und von denselben Computerspielern gespielt, die nach Faustregeln "
                  "spielen: Vom ersten Zug an, den die Regeln verschieden "
                  "erlauben, geht auch das Spiel auseinander.",
        "differ": "Die Regelwerke unterscheiden sich in",
    },
}

#: The columns of a deal's scores.
HEADS = {"en": ("Player", "Tricks won", "Card points", "Marriages", "Last trick", "Deal score"),
         "de": ("Spieler", "Stiche", "Augen", "Hochzeiten", "Letzter Stich", "Punkte im Spiel")}
#: The class of the small tables of a comparison's sides (as the other games' samples).
CLASS = ' class="compare-tricks"'
#: The column shown only under a rule set that scores the last trick.
LAST_TRICK_COLUMN = 4


def player(seat: int, lang: str) -> str:
    """A seat as the rules page names it: seat 0 is "player 1"."""
    return WORDS[lang]["player"].format(n=seat + 1)


def cards_html(cards: CardSet, lang: str) -> str:
    """Physical cards as the page shows them (the two copies of a card look alike)."""
    return " ".join(card_html(face_of(c), lang) for c in cards_in(cards))


def trump_html(suit: int | None, lang: str) -> str:
    return WORDS[lang]["no_trump"] if suit is None else suit_html(suit, lang)


def rules_name(rules: PippipRules, lang: str) -> str:
    """A rule set's name: its preset's, or the nearest preset's with what differs."""
    return escape(nearest_name(rules, PRESETS.values(), OPTIONS_BY_ID).get(lang))


def trick_html(trick: Trick, system: str, lang: str) -> str:
    """A trick as a table: each player's card in the order played, its card points, and
    who led, who played a trump and who won; then the trick's points."""
    w = WORDS[lang]
    rows = []
    for i, card in enumerate(trick.cards):
        seat = (trick.leader + i) % len(trick.cards)
        notes = []
        if i == 0:
            notes.append(w["leads"])
        if trick.trump is not None and pp_suit(card) == trick.trump:
            notes.append(w["trump"])
        if seat == trick.winner:
            notes.append(f"<strong>{w['wins']}</strong>")
        rows.append(f'<tr data-seat="{seat}"><th scope="row">{player(seat, lang)}</th>'
                    f"<td>{card_html(face_of(card), lang)} {', '.join(notes)}</td>"
                    f"<td>{card_points(card, system)}</td></tr>")
    under = (w["no_trump"] if trick.trump is None
             else w["under"].format(trump=suit_html(trick.trump, lang)))
    caption = f"{w['trick'].format(n=trick.number)} ({under})"
    parts = [card_points(c, system) for c in trick.cards if card_points(c, system)]
    who = player(trick.winner, lang)
    added = " + ".join(map(str, parts)) + " = " if len(parts) > 1 else ""
    result = (w["won"].format(who=who, sum=added, points=trick.points) if parts
              else w["won_none"].format(who=who))
    return (f'<table data-trick="{trick.number}" '
            f'data-winner="{trick.winner}" data-points="{trick.points}">'
            f"<caption>{caption}</caption><thead><tr><th scope=\"col\">{w['who']}</th>"
            f"<th scope=\"col\">{w['card']}</th><th scope=\"col\">{w['points']}</th></tr>"
            f"</thead><tbody>{''.join(rows)}</tbody></table>\n"
            f'<p class="pippip-trick__result">{result}</p>\n')


def marriage_html(m: Marriage, lang: str) -> str:
    """A marriage's King and Queen, the King first."""
    return f"{card_html(face_of(m.king), lang)} {card_html(face_of(m.queen), lang)}"


def window_html(window: examples.Window, lang: str) -> str:
    """A window of marriages: the order asked, each declaration, the resulting trump."""
    w = WORDS[lang]
    order = ", ".join(player(s, lang) for s in window.order)
    made = "; ".join(w["declares"].format(who=player(d.player, lang),
                                          cards=marriage_html(d.marriage, lang),
                                          points=d.points)
                     for d in window.declarations)
    if window.trump_after != window.trump_before:
        last = window.declarations[-1]
        trump = w["trump_after"].format(n=window.before, who=player(last.player, lang),
                                        trump=trump_html(window.trump_after, lang))
    else:
        trump = w["trump_kept"].format(n=window.before,
                                       trump=trump_html(window.trump_after, lang))
    asked = w["window"].format(n=window.before, first=player(window.order[0], lang),
                               order=order)
    suit = "" if window.trump_after is None else str(window.trump_after)
    return (f'<p class="pippip-window" data-before="{window.before}" data-trump="{suit}">'
            f"{asked}<br>{made}.<br>{trump}</p>\n")


def scene_html(scene_id: str, lang: str) -> str:
    """A scene of ``sitegen.pippip_example_deals`` as the engine played it."""
    played = examples.scene(scene_id)
    example = played.scene
    rules = played.state.rules
    steps = "".join(trick_html(s, rules.card_system, lang) if isinstance(s, Trick)
                    else window_html(s, lang) for s in played.steps)
    sources = cites(example.sources, lang, html=True)
    return (f'<div class="pippip-example" id="example-{example.id}" '
            f'data-example="{example.id}">\n'
            f"<p><strong>{escape(example.title.get(lang))}</strong> ({sources})<br>"
            f"{WORDS[lang]['rules'].format(rules=rules_name(rules, lang))}</p>\n{steps}"
            f'<p class="compare-note">{WORDS[lang]["note"]}</p>\n</div>\n')


def stock_html(played: examples.PlayedDeal, lang: str) -> str:
    """What the stock gave in a whole deal, and which cards were dead."""
    rules = played.state.rules
    dead_count = played.dead.bit_count()
    kept = "stock" if rules.leftovers == "dead" else "stock_last"
    text = WORDS[lang][kept if dead_count else "no_dead"]
    return "<p>" + text.format(
        players=rules.players, rules=rules_name(rules, lang), stock=played.stock_after_deal,
        draws=played.last_draw, dead_count=dead_count, dead=cards_html(played.dead, lang),
        dead_points=played.dead_points, after=played.tricks - played.last_draw,
        tricks=played.tricks) + "</p>\n"


def scores_html(played: examples.PlayedDeal, lang: str, compact: bool = False) -> str:
    """Each player's deal as a table, the sum of the card points, and the trumps;
    ``compact`` for a side of a comparison (the samples' small tables, ``compare-tricks``)."""
    w = WORDS[lang]
    bonus = played.state.rules.last_trick_bonus > 0
    head = "".join(f'<th scope="col">{h}</th>' for i, h in enumerate(HEADS[lang])
                   if bonus or i != LAST_TRICK_COLUMN)
    rows = "".join(
        f'<tr data-seat="{s.seat}"><th scope="row">{player(s.seat, lang)}</th>'
        f"<td>{s.tricks}</td><td>{s.card_points}</td><td>{s.marriage_points}</td>"
        + (f"<td>{s.last_trick}</td>" if bonus else "")
        + f"<td><strong>{s.total}</strong></td></tr>"
        for s in played.seats)
    in_tricks = sum(s.card_points for s in played.seats)
    parts = " + ".join(str(s.card_points) for s in played.seats)
    if played.state.rules.leftovers == "dead":
        total = w["sum"].format(parts=parts, tricks=in_tricks, dead=played.dead_points,
                                total=in_tricks + played.dead_points)
    else:
        total = w["sum_all"].format(parts=parts, total=in_tricks)
    changes = [c for c in played.state.trump_changes if c.deal == played.state.deal_no]
    history = (w["trumps"].format(history=", ".join(
        w["from"].format(suit=suit_html(c.suit, lang), n=c.trick, who=player(c.player, lang))
        for c in changes)) if changes else w["no_marriage"])
    table = (f'<table{CLASS if compact else ""} data-scores="{played.example.id}"><thead>'
             f"<tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
    if compact:
        table = f'<div class="compare-table">{table}</div>'
    return f"{table}\n<p>{total} {history}</p>\n"


def deal_html(deal_id: str, part: str, lang: str) -> str:
    """One part of a whole example deal: ``stock`` or ``scores``."""
    played = examples.deal(deal_id)
    example = played.example
    body = stock_html(played, lang) if part == "stock" else scores_html(played, lang)
    sources = cites(example.sources, lang, html=True)
    return (f'<div class="pippip-example" id="example-{example.id}-{part}" '
            f'data-example="{example.id}" data-part="{part}">\n'
            f"<p><strong>{escape(example.title.get(lang))}</strong> ({sources})</p>\n{body}"
            f'<p class="compare-note">{WORDS[lang]["deal_note"].format(seed=example.seed)}'
            "</p>\n</div>\n")


def tricks_html(played: examples.PlayedDeal, lang: str) -> str:
    """Every trick of a deal, folded away: who led, the cards in the order played, the
    trump, the winner and the card points."""
    w = WORDS[lang]
    state = played.state
    rows = "".join(
        f'<tr data-trick="{t.number}"><td>{t.number}</td>'
        f"<td>{w['led'].format(who=player(t.leader, lang))}: "
        f"{' '.join(card_html(face_of(c), lang) for c in t.cards)}</td>"
        f"<td>{trump_html(t.trump, lang)}</td><td>{player(t.winner, lang)}</td>"
        f"<td>{t.points}</td></tr>" for t in state.tricks)
    head = "".join(f'<th scope="col">{h}</th>' for h in (
        "#", w["card"], w["trump"].capitalize(), w["winner"], w["points"]))
    return (f"<details><summary>{w['tricks'].format(n=len(state.tricks))}</summary>"
            f'<div class="compare-table"><table{CLASS}><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table></div></details>\n")


def sample_html(seed: int, rules_a: str, rules_b: str, lang: str) -> str:
    """One deal under two rule sets side by side: for each, the stock and what became of
    the cards left over, each player's score and the trumps, and the tricks (folded)."""
    w = WORDS[lang]
    a, b = examples.sample_deal(seed, rules_a, rules_b)
    sides = "".join(
        f'<section class="compare-side" data-rules="{p.state.rules.to_string()}">'
        f"<h3>{rules_name(p.state.rules, lang)}</h3>{stock_html(p, lang)}"
        f"{scores_html(p, lang, compact=True)}{tricks_html(p, lang)}</section>"
        for p in (a, b))
    values_a, values_b = a.state.rules.values(), b.state.rules.values()
    changed = "; ".join(
        f"{OPTIONS_BY_ID[k].title.get(lang)}: "
        f"{OPTIONS_BY_ID[k].choice(values_a[k]).label.get(lang)} / "
        f"{OPTIONS_BY_ID[k].choice(values_b[k]).label.get(lang)}"
        for k in values_a if values_a[k] != values_b[k])
    return (f'<div class="pippip-sample" data-seed="{seed}" data-a="{escape(rules_a)}" '
            f'data-b="{escape(rules_b)}">\n<p class="compare-note">'
            f"{w['sample'].format(seed=seed)}</p>\n<p>{w['differ']}: {escape(changed)}.</p>\n"
            f'<div class="compare-grid">{sides}</div>\n</div>\n')


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Render the Pip-Pip! example markers of a page in its language."""
    if "pippip-" not in markdown:
        return markdown
    lang = page_lang(page)
    markdown = SCENE_MARKER.sub(lambda m: scene_html(m[1], lang), markdown)
    markdown = SAMPLE_MARKER.sub(lambda m: sample_html(int(m[1]), m[2], m[3], lang), markdown)
    return DEAL_MARKER.sub(lambda m: deal_html(m[1], m[2], lang), markdown)

