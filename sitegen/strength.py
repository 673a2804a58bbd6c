"""MkDocs hook: the computer players' strength, from the ladders in ``data/ladder/<id>.json``.

- A page with the marker ``<!-- strength-ladders -->`` ("How strong are the computer
  players") gets, for every registered game (``penneech.games``), its ladder as a plot (an
  inline SVG with a title and a description; the table beside it is its accessible
  equivalent) and a table: each rung, what it does, its rating on the Elo scale with its
  95% interval, the games it played and its thinking time in CPython; the verdict on each
  pair of rungs adjacent by rating and on the play page's levels (each from the 95%
  interval of the gap between the two); and the pairings played, with their games and
  scores. A registered game without a ladder stops the build.
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
BROWSER_MARKER = "<!-- strength-browser -->"
#: The expert's move times in the browser, by game (``scripts/bench_browser.py --moves-only
#: --record``).
BROWSER = LADDERS / "browser.json"
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
           "separated": "{upper} is stronger than {lower}: {gap} Elo ahead, 95% interval "
                        "of the gap {glow} to {ghigh}, above 0.",
           "level_v": "{upper} and {lower} are level at this sample: {gap} Elo apart, but "
                      "the 95% interval of the gap, {glow} to {ghigh}, holds 0.",
           "weaker": "{upper} is weaker than {lower}, though it searches more: {gap} Elo, "
                     "95% interval of the gap {glow} to {ghigh}, below 0.",
           "levels": "The play page's levels, each against the one below it:",
           "setup": "Rule set <code>{preset}</code>, {seats} seats; {games} games per "
                    "pairing unless the pairings below say more (a deal is played once with "
                    "the first player in every seat); seed {seed}; {pairings} pairings; "
                    "commit <code>{commit}</code>; the players thought for {cpu} of CPU time "
                    "in all. Reproduce it with <code>{command}</code>.",
           "pairings": "The pairings played",
           "pair_cols": "First | Second | Games | Share won by the first",
           "blind": "{upper} and {lower}: too few deals to tell (fewer than 10 for one of "
                    "them, or an interval of no width: every resample gave the same result).",
           "verdicts": "Adjacent players, by rating:",
           "openspiel_note": "OpenSpiel: {text}.",
           "browser_cols": "Game | The expert in CPython (CPU, mean) | The expert in the "
                           "browser: median | 95th percentile | Decisions | Load average | "
                           "Measured",
           "browser_when": "{date}, commit <code>{commit}</code>"},
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
           "separated": "{upper} ist stärker als {lower}: {gap} Elo voraus, 95-%-Intervall "
                        "des Abstands {glow} bis {ghigh}, über 0.",
           "level_v": "{upper} und {lower} sind bei dieser Stichprobe gleichauf: {gap} Elo "
                      "Abstand, doch das 95-%-Intervall des Abstands, {glow} bis {ghigh}, "
                      "enthält die 0.",
           "weaker": "{upper} ist schwächer als {lower}, obwohl er mehr sucht: {gap} Elo, "
                     "95-%-Intervall des Abstands {glow} bis {ghigh}, unter 0.",
           "levels": "Die Stufen der Spielseite, jede gegen die darunter:",
           "setup": "Regelsatz <code>{preset}</code>, {seats} Plätze; {games} Spiele je "
                    "Paarung, wo die Paarungen unten nicht mehr nennen (eine Gabe wird einmal "
                    "mit dem ersten Spieler auf jedem Platz gespielt); Seed {seed}; "
                    "{pairings} Paarungen; Commit <code>{commit}</code>; die Spieler "
                    "bedachten sich insgesamt {cpu} CPU-Zeit. Nachzurechnen mit "
                    "<code>{command}</code>.",
           "pairings": "Die gespielten Paarungen",
           "pair_cols": "Erster | Zweiter | Spiele | Anteil des Ersten",
           "blind": "{upper} und {lower}: zu wenige Gaben für ein Urteil (weniger als 10 "
                    "für einen von beiden oder ein Intervall ohne Breite: jede Neuziehung "
                    "ergab dasselbe).",
           "verdicts": "Benachbarte Spieler, nach Wertung:",
           "openspiel_note": "OpenSpiel: {text}.",
           "browser_cols": "Spiel | Der Experte in CPython (CPU, Mittel) | Der Experte im "
                           "Browser: Median | 95. Perzentil | Entscheidungen | Lastmittel | "
                           "Gemessen",
           "browser_when": "{date}, Commit <code>{commit}</code>"},
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


#: What the ladders' files say of OpenSpiel's rungs (``penneech.lab.ladder``), in German.
OPENSPIEL_DE = {
    "no OpenSpiel rungs: not asked for": "keine Sprossen von OpenSpiel: nicht verlangt",
    "no OpenSpiel rungs: the game has no OpenSpiel adapter":
        "keine Sprossen von OpenSpiel: Das Spiel hat keinen Adapter",
}


def openspiel_text(doc: dict[str, Any], lang: str) -> str:
    """What the ladder says of OpenSpiel's rungs, in the page's language."""
    text: str = doc["openspiel"]
    if lang != "de":
        return text
    at = re.fullmatch(r"OpenSpiel rungs at ([0-9, ]+) simulations", text)
    if at:
        counts = [number(int(n), "de") for n in at.group(1).split(", ")]
        return f"Sprossen von OpenSpiel mit {', '.join(counts)} Simulationen"
    return OPENSPIEL_DE.get(text, text)


def game_section(game_id: str, lang: str, doc: dict[str, Any] | None = None) -> str:
    """One game's ladder: heading, set-up, plot, table and verdicts; from its file, or from
    ``doc`` (a ladder as ``penneech ladder`` writes it)."""
    doc = ladder(game_id) if doc is None else doc
    w = WORDS[lang]
    game = GAMES[game_id]
    name = game.name.en if lang == "en" else game.name.de
    cpu = doc["timing"]["cpu_seconds"]
    spent = (f"{cpu / 3600:.1f} h" if cpu >= 5400 else f"{cpu / 60:.0f} min" if cpu >= 90
             else f"{cpu:.0f} s")
    if lang == "de":
        spent = spent.replace(".", ",")
    command = doc["command"]
    setup = w["setup"].format(preset=escape(doc["preset"] or doc["rules"]), seats=doc["seats"],
                              games=doc["games_per_pairing"], seed=doc["seed"],
                              pairings=len(doc["pairings"]),
                              commit=(doc["git_commit"] or "?")[:10], cpu=spent,
                              command=escape(command))
    rows = []
    for r in doc["rungs"]:
        rating = r["rating"]
        interval = ("0" if r["id"] == "random" else
                    f"{number(rating['elo'], lang)} [{number(rating['low'], lang)}, "
                    f"{number(rating['high'], lang)}]")
        games = sum(p["games"] for p in doc["pairings"] if r["id"] in (p["first"], p["second"]))
        rows.append(f"| `{r['id']}` | {what(r, doc, lang)} | {interval} | "
                    f"{number(games, lang)} | {thinking(doc, r['id'], lang)} |")

    def said(v: dict[str, Any], key: str) -> str:
        low, high = v["gap_interval"]
        return w[key].format(upper=f"`{v['upper']}`", lower=f"`{v['lower']}`",
                             gap=number(v["gap"], lang), glow=number(low, lang),
                             ghigh=number(high, lang))

    adjacent = {"separated": "separated", "level": "level_v", "too few deals": "blind"}
    verdicts = [said(v, adjacent[v["verdict"]]) for v in doc["adjacent"]]
    on_levels = {"stronger": "separated", "weaker": "weaker", "level": "level_v",
                 "too few deals": "blind"}
    levels = [said(v, on_levels[v["verdict"]]) for v in doc["levels"]]
    share = [f"| `{p['first']}` | `{p['second']}` | {number(p['games'], lang)} | "
             + (f"{p['first_score']:.3f}".replace(".", "," if lang == "de" else ".")) + " |"
             for p in doc["pairings"]]
    note = w["openspiel_note"].format(text=escape(openspiel_text(doc, lang)))
    cols = w["pair_cols"]
    return "\n".join([
        f"## {name} {{ #ladder-{game_id} }}", "", f"<p>{setup}</p>", "",
        f'<figure class="strength-figure">{plot(doc, lang)}</figure>', "",
        f"| {w['rung']} | {w['what']} | {w['rating']} | {w['games']} | {w['time']} |",
        "| --- | --- | ---: | ---: | ---: |", *rows, "",
        w["levels"], "", *(f"- {v}" for v in levels), "",
        w["verdicts"], "", *(f"- {v}" for v in verdicts), "", note, "",
        f"### {w['pairings']} {{ #pairings-{game_id} }}", "",
        f"| {cols} |", "| --- | --- | ---: | ---: |", *share, ""])


@cache
def browser_times() -> dict[str, Any]:
    """The expert's move times in the browser, by game."""
    doc: dict[str, Any] = json.loads(BROWSER.read_text(encoding="utf-8"))
    return doc


def browser_table(lang: str) -> str:
    """Each game with a play page: the expert's CPU time per decision in CPython (from its
    ladder) beside its move time in the browser; a game with a play page and no figure
    stops the build."""
    w = WORDS[lang]
    times = browser_times()
    rows = []
    for game_id, game in GAMES.items():
        if game.web is None:
            continue
        if game_id not in times:
            raise ValueError(f"strength page: no browser times for {game_id!r} (run: python "
                             f"scripts/bench_browser.py --game {game_id} --moves-only "
                             f"--record data/ladder/browser.json)")
        t = times[game_id]
        name = game.name.en if lang == "en" else game.name.de
        load = " → ".join(f"{x:.1f}".replace(".", "," if lang == "de" else ".")
                          for x in t["load_average"])
        when = w["browser_when"].format(date=t["date"], commit=(t["git_commit"] or "?")[:10])
        rows.append(f"| {name} | {thinking(ladder(game_id), 'expert', lang)} | "
                    f"{number(t['median_ms'], lang)} ms | {number(t['p95_ms'], lang)} ms | "
                    f"{t['moves']} | {load} | {when} |")
    cols = w["browser_cols"]
    return "\n".join([f"| {cols} |", "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
                      *rows])


def strength_page(markdown: str, lang: str) -> str:
    """The strength page with every registered game's ladder in place of the marker, and
    the browser's times in place of theirs."""
    markdown = markdown.replace(MARKER, "\n".join(game_section(g, lang) for g in GAMES))
    return markdown.replace(BROWSER_MARKER, browser_table(lang))


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
