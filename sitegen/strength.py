"""MkDocs hook: the computer players' strength, from the ladders in ``data/ladder/<id>.json``.

- A page with the marker ``<!-- strength-ladders -->`` ("How strong are the computer
  players") gets, for every registered game (``penneech.games``), its ladder as a plot (an
  inline SVG with a title and a description; the table beside it is its accessible
  equivalent) and a table: each rung, what it does, its rating on the Elo scale with its
  95% interval, the games per pairing and its thinking time in CPython, then the verdict on
  each pair of rungs adjacent by rating. A registered game without a ladder stops the build.
- Each play page's widget (``<div class="<id>-play" ...>``) gets ``data-level-ratings``,
  each level's rating from the same file, which the level menu shows beside its name
  (``play-common.js``): the ladder's files are the one source of the figures.

The ladders are written by ``penneech ladder --game ID`` (``penneech.lab.ladder``).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from penneech.games import GAMES
from sitegen.site_common import escape, page_lang

ROOT = Path(__file__).resolve().parent.parent
LADDERS = ROOT / "data" / "ladder"
MARKER = "<!-- strength-ladders -->"
PLAY_DIV = re.compile(r'<div class="([a-z0-9_]+)-play"')

#: What a budget counts, by the players' budget attribute (``Game.budget_attribute``).
BUDGET_WORDS = {"samples": ("sampled deals per decision", "gezogene Verteilungen je Entscheidung"),
                "nodes": ("simulated card plays per decision",
                          "simulierte Kartenzüge je Entscheidung")}

WORDS = {
    "en": {"rung": "Player", "what": "What it does", "rating": "Rating (95% interval)",
           "games": "Games played", "time": "Thinking time in CPython (CPU)",
           "random": "plays any legal card or choice at random; fixed at 0",
           "greedy": "rules of thumb, no search",
           "level": "a level of the play page, no search",
           "budgeted": "searches sampled deals",
           "older": "an earlier expert, kept for comparison",
           "own": "its own budget, the level on the play page",
           "sighted": "the expert shown every hidden card: no fair player, the ceiling",
           "openspiel": "OpenSpiel's search bot",
           "per_decision": "{ms} ms a decision", "per_game": "{s} s a game",
           "caption": "The ladder of {name}: ratings on the Elo scale, random at 0",
           "desc": "Each player's rating as a dot with its 95% interval as a bar, from {low} "
                   "to {high} Elo; the table below gives the same figures.",
           "separated": "{upper} is stronger than {lower}: their intervals do not overlap "
                        "({gap} Elo apart).",
           "level_v": "{upper} and {lower} are level at this sample: their intervals "
                      "overlap ({gap} Elo apart).",
           "setup": "Rule set <code>{preset}</code>, {seats} seats; {games} games per "
                    "pairing ({deals} deals, each played once with the first player in every "
                    "seat); seed {seed}; {pairings} pairings; commit <code>{commit}</code>; "
                    "the ladder took {wall} on {workers}. Reproduce it with "
                    "<code>{command}</code>.",
           "blind": "{upper} and {lower}: too few deals to tell (an interval of no width: "
                    "every resample gave the same result).",
           "workers_one": "one process", "workers_many": "{n} processes",
           "verdicts": "Adjacent players, by rating:",
           "openspiel_note": "OpenSpiel: {text}."},
    "de": {"rung": "Spieler", "what": "Was er tut", "rating": "Wertung (95-%-Intervall)",
           "games": "Gespielte Spiele", "time": "Bedenkzeit in CPython (CPU)",
           "random": "spielt irgendeine erlaubte Karte oder Wahl, zufällig; fest bei 0",
           "greedy": "Faustregeln, keine Suche",
           "level": "eine Stufe der Spielseite, keine Suche",
           "budgeted": "durchsucht gezogene Verteilungen",
           "older": "ein früherer Experte, zum Vergleich behalten",
           "own": "sein eigenes Budget, die Stufe der Spielseite",
           "sighted": "der Experte, dem jede verdeckte Karte gezeigt wird: kein fairer "
                      "Spieler, die Obergrenze",
           "openspiel": "der Suchbot von OpenSpiel",
           "per_decision": "{ms} ms je Entscheidung", "per_game": "{s} s je Spiel",
           "caption": "Die Leiter von {name}: Wertungen auf der Elo-Skala, Zufall bei 0",
           "desc": "Die Wertung jedes Spielers als Punkt, sein 95-%-Intervall als Balken, von "
                   "{low} bis {high} Elo; die Tabelle darunter gibt dieselben Zahlen.",
           "separated": "{upper} ist stärker als {lower}: ihre Intervalle überlappen nicht "
                        "({gap} Elo Abstand).",
           "level_v": "{upper} und {lower} sind bei dieser Stichprobe gleichauf: ihre "
                      "Intervalle überlappen ({gap} Elo Abstand).",
           "setup": "Regelsatz <code>{preset}</code>, {seats} Plätze; {games} Spiele je "
                    "Paarung ({deals} Gaben, jede einmal mit dem ersten Spieler auf jedem "
                    "Platz); Seed {seed}; {pairings} Paarungen; Commit <code>{commit}</code>; "
                    "die Leiter dauerte {wall} mit {workers}. Nachzurechnen mit "
                    "<code>{command}</code>.",
           "blind": "{upper} und {lower}: zu wenige Gaben für ein Urteil (ein Intervall "
                    "ohne Breite: jede Neuziehung ergab dasselbe).",
           "workers_one": "einem Prozess", "workers_many": "{n} Prozessen",
           "verdicts": "Benachbarte Spieler, nach Wertung:",
           "openspiel_note": "OpenSpiel: {text}."},
}


@cache
def ladder(game_id: str) -> dict[str, Any]:
    """The ladder of ``game_id``, as ``penneech ladder`` wrote it."""
    path = LADDERS / f"{game_id}.json"
    if not path.exists():
        raise ValueError(f"strength page: no ladder for the registered game {game_id!r} "
                         f"(run: penneech ladder --game {game_id})")
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def number(x: float, lang: str) -> str:
    """A whole number as the language writes it (1,230 / 1.230; a true minus sign)."""
    text = f"{abs(round(x)):,}"
    if lang == "de":
        text = text.replace(",", ".")
    return ("−" if round(x) < 0 else "") + text


def level_ratings(game_id: str) -> dict[str, int]:
    """Each rung's rating by id (a level of the play page is the rung of its own name)."""
    return {r["id"]: round(r["rating"]["elo"]) for r in ladder(game_id)["rungs"]}


def what(rung: dict[str, Any], doc: dict[str, Any], lang: str) -> str:
    """What a rung does, in words, with its budget."""
    w = WORDS[lang]
    kind, rid = rung["kind"], rung["id"]
    budget = rung.get("budget", "")
    if kind == "sighted":
        return w["sighted"]
    if kind == "openspiel":
        return f"{w['openspiel']}: {escape(budget)}"
    if rid == "random":
        return w["random"]
    if not budget:
        return w["greedy"] if rid == "greedy" else w["level"]
    attribute, _, amount = budget.partition(" ")
    amount = amount.replace(" (by trick)", "")
    count = BUDGET_WORDS.get(attribute, (attribute, attribute))[0 if lang == "en" else 1]
    by_trick = " (by trick)" if "/" in amount and lang == "en" else (
        " (je Stich)" if "/" in amount else "")
    older = GAMES[doc["game"]].unlisted_players()
    note = w["older"] if rid in older else w["own"] if rid in GAMES[doc["game"]].player_names() \
        else w["budgeted"]
    return f"{note}; {amount} {count}{by_trick}"


def plot(doc: dict[str, Any], lang: str) -> str:
    """The ladder as an inline SVG: a row per rung, its rating a dot, its interval a bar."""
    w = WORDS[lang]
    rungs = doc["rungs"]
    low = float(min(0.0, *(r["rating"]["low"] for r in rungs)))
    high = float(max(r["rating"]["high"] for r in rungs)) or 100.0
    step = 200 if high - low > 800 else 100
    low, high = step * (low // step), step * -(-high // step)
    left, width, row = 120, 440, 26
    height = row * len(rungs) + 40

    def x(v: float) -> float:
        return round(left + (v - low) / (high - low) * width, 1)

    name = GAMES[doc["game"]].name.en if lang == "en" else GAMES[doc["game"]].name.de
    gid = f"ladder-{doc['game']}-{lang}"
    desc = w["desc"].format(low=number(low, lang), high=number(high, lang))
    parts = [f'<svg class="strength-plot" viewBox="0 0 {left + width + 20} {height}" '
             f'role="img" aria-labelledby="{gid}-t {gid}-d" width="100%">',
             f'<title id="{gid}-t">{escape(w["caption"].format(name=name))}</title>',
             f'<desc id="{gid}-d">{escape(desc)}</desc>']
    tick = low
    while tick <= high:
        parts.append(f'<line x1="{x(tick)}" x2="{x(tick)}" y1="10" y2="{height - 25}" '
                     f'class="strength-grid"/>'
                     f'<text x="{x(tick)}" y="{height - 8}" text-anchor="middle" '
                     f'class="strength-tick">{number(tick, lang)}</text>')
        tick += step
    for i, r in enumerate(rungs):
        y = 25 + i * row
        rating = r["rating"]
        parts.append(f'<text x="{left - 8}" y="{y + 4}" text-anchor="end" '
                     f'class="strength-label">{escape(r["id"])}</text>'
                     f'<line x1="{x(rating["low"])}" x2="{x(rating["high"])}" y1="{y}" '
                     f'y2="{y}" class="strength-bar"/>'
                     f'<circle cx="{x(rating["elo"])}" cy="{y}" r="5" class="strength-dot"/>')
    parts.append("</svg>")
    return "".join(parts)


def thinking(doc: dict[str, Any], rung_id: str, lang: str) -> str:
    t = doc["timing"]["per_rung"][rung_id]
    value = t.get("per_" + t["unit"])
    if value is None:
        return "–"
    w = WORDS[lang]
    if t["unit"] == "game":
        s = f"{value:.2f}"
        return w["per_game"].format(s=s.replace(".", ",") if lang == "de" else s)
    ms = f"{value * 1000:.1f}"
    return w["per_decision"].format(ms=ms.replace(".", ",") if lang == "de" else ms)


def game_section(game_id: str, lang: str) -> str:
    """One game's ladder: heading, set-up, plot, table and verdicts."""
    doc = ladder(game_id)
    w = WORDS[lang]
    game = GAMES[game_id]
    name = game.name.en if lang == "en" else game.name.de
    wall = doc["timing"]["wall_seconds"]
    minutes = f"{wall / 60:.0f} min" if wall >= 90 else f"{wall:.0f} s"
    command = doc.get("command") or (
        f"penneech ladder --game {game_id} --games-per-pairing {doc['games_per_pairing']} "
        f"--seed {doc['seed']}"
        + ("" if doc["openspiel"].startswith("OpenSpiel rungs") else " --simulations"))
    count = doc["timing"]["workers"]
    processes = w["workers_one" if count == 1 else "workers_many"].format(n=count)
    setup = w["setup"].format(preset=escape(doc["preset"] or doc["rules"]), seats=doc["seats"],
                              games=doc["games_per_pairing"], deals=doc["deals_per_pairing"],
                              seed=doc["seed"], pairings=len(doc["pairings"]),
                              commit=(doc["git_commit"] or "?")[:10], wall=minutes,
                              workers=processes, command=escape(command))
    rows = []
    for r in doc["rungs"]:
        rating = r["rating"]
        interval = ("0" if r["id"] == "random" else
                    f"{number(rating['elo'], lang)} [{number(rating['low'], lang)}, "
                    f"{number(rating['high'], lang)}]")
        games = sum(p["games"] for p in doc["pairings"] if r["id"] in (p["first"], p["second"]))
        rows.append(f"| `{r['id']}` | {what(r, doc, lang)} | {interval} | {games} | "
                    f"{thinking(doc, r['id'], lang)} |")
    key = {"separated": "separated", "level": "level_v", "too few deals": "blind"}
    verdicts = [w[key[v["verdict"]]].format(
        upper=f"`{v['upper']}`", lower=f"`{v['lower']}`", gap=number(v["gap"], lang))
        for v in doc["adjacent"]]
    note = w["openspiel_note"].format(text=escape(doc["openspiel"]))
    return "\n".join([
        f"## {name} {{ #ladder-{game_id} }}", "", f"<p>{setup}</p>", "",
        f'<figure class="strength-figure">{plot(doc, lang)}</figure>', "",
        f"| {w['rung']} | {w['what']} | {w['rating']} | {w['games']} | {w['time']} |",
        "| --- | --- | ---: | ---: | ---: |", *rows, "",
        w["verdicts"], "", *(f"- {v}" for v in verdicts), "", note, ""])


def strength_page(markdown: str, lang: str) -> str:
    """The strength page with every registered game's ladder in place of the marker."""
    return markdown.replace(MARKER, "\n".join(game_section(g, lang) for g in GAMES))


def with_ratings(markdown: str) -> str:
    """A play page's widget with each level's rating (``data-level-ratings``)."""
    def add(m: re.Match[str]) -> str:
        game_id = m.group(1)
        if game_id not in GAMES:
            return m.group(0)
        ratings = escape(json.dumps(level_ratings(game_id), separators=(",", ":")))
        return f'{m.group(0)} data-level-ratings="{ratings}"'
    return PLAY_DIV.sub(add, markdown)


def on_page_markdown(markdown: str, page: Page, files: Files, **kwargs: Any) -> str:
    """Draw the strength page; give each play page's level menu its ratings."""
    if MARKER in markdown:
        return strength_page(markdown, page_lang(page))
    return with_ratings(markdown)
