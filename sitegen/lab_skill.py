"""Which reading rewards skill: a game's readings ranked by the expert's margin over greedy,
with greedy's margin over random beside it, each a share with its 95% interval, and a
verdict drawn from the interval alone (``lab_common.side``).

A game's lab page module puts it at ``<!-- lab-<game id>-table-skill -->`` from its two
skill files (``greedy_random`` and ``expert_greedy``, ``lab_common.KINDS``); a reading
measured in neither file is left out, one measured in one of them shows a dash for the
other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from sitegen.lab_common import WORDS, lab_table, missing, num, pct, side, skill_figures
from sitegen.site_common import escape

SKILL_WORDS = {
    "en": {
        "eg": "Expert against greedy", "gr": "Greedy against random",
        "verdict": "The expert's edge",
        "above": "clear", "below": "greedy ahead", "even": "not shown",
        "summary": ("The expert's share lies above a fair share ({fair}) with its whole "
                    "interval under {clear} of the {total} readings measured, below it under "
                    "{below}, and the interval takes in a fair share under the other {level}. "
                    "Greedy's margin over random is clear under {gr_clear} of {gr_total}."),
    },
    "de": {
        "eg": "Experte gegen gierig", "gr": "Gierig gegen zufällig",
        "verdict": "Vorsprung des Experten",
        "above": "deutlich", "below": "gierig vorn", "even": "nicht gezeigt",
        "summary": ("Der Anteil des Experten liegt mit seinem ganzen Intervall über einem "
                    "gerechten Anteil ({fair}) in {clear} der {total} gemessenen Lesarten, "
                    "darunter in {below}, und in den übrigen {level} schließt das Intervall "
                    "einen gerechten Anteil ein. Der Vorsprung von gierig vor zufällig ist in "
                    "{gr_clear} von {gr_total} deutlich."),
    },
}


def verdict(fig: dict[str, Any] | None, fair: float) -> str:
    """``lab_common.side`` of a figure against ``fair`` ("above", "below" or "even"), or
    ``""`` where nothing was measured."""
    if not fig or fig.get("value") is None:
        return ""
    return side(fig, fair)


def widest(skill: dict[str, Any] | None, expert: dict[str, Any] | None) -> dict[str, Any] | None:
    """Of a game's two skill files, the one that measured more readings (its rows order the
    table), or ``None`` if neither was produced."""
    docs = [d for d in (expert, skill) if d is not None]
    return max(docs, key=lambda d: len(d["configs"])) if docs else None


def skill_table(rows: Iterable[dict[str, Any]], skill: dict[str, Any] | None,
                expert: dict[str, Any] | None, lang: str,
                name: Callable[[dict[str, Any]], str], figure: str = "better_wins",
                fair: float = 0.5) -> str:
    """The readings of ``rows`` (a results file's rows in the game's order), ranked by the
    expert's share of ``figure`` against greedy, highest first (readings without it last,
    in their order), with a sentence counting the verdicts; ``fair`` is an even share."""
    by_rules = skill_figures(skill, expert)
    measured = []
    for row in rows:
        gr = by_rules.get("gr", {}).get(row["rules"], {}).get(figure)
        eg = by_rules.get("eg", {}).get(row["rules"], {}).get(figure)
        if gr is not None or eg is not None:
            measured.append((escape(name(row)), gr, eg))
    if not measured:
        return missing(lang)
    measured.sort(key=lambda m: -m[2]["value"] if m[2] else 1.0)
    w = SKILL_WORDS[lang]
    sign = "\u00a0%" if lang == "de" else "%"
    verdicts = [verdict(eg, fair) for _, _, eg in measured]
    gr_verdicts = [verdict(gr, fair) for _, gr, _ in measured if gr is not None]
    body = [f'<tr><th scope="row">{reading}</th><td>{pct(eg, lang)}</td>'
            f"<td>{w[v] if v else '—'}</td><td>{pct(gr, lang)}</td></tr>"
            for (reading, gr, eg), v in zip(measured, verdicts, strict=True)]
    summary = w["summary"].format(
        fair=f"{num(100 * fair, lang, 0)}{sign}", total=sum(1 for v in verdicts if v),
        clear=verdicts.count("above"), below=verdicts.count("below"),
        level=verdicts.count("even"), gr_clear=gr_verdicts.count("above"),
        gr_total=len(gr_verdicts))
    table = lab_table((WORDS[lang]["reading"], w["eg"], w["verdict"], w["gr"]), body)
    return f"<p>{summary}</p>\n{table}"


def ranked(skill: dict[str, Any] | None, expert: dict[str, Any] | None, lang: str,
           rows_of: Callable[[dict[str, Any]], list[dict[str, Any]]],
           name: Callable[[dict[str, Any]], str], fair: float = 0.5) -> str:
    """A game's ``skill_table`` from its two skill files, in the order its ``rows_of`` gives
    the rows of the file that measured more readings; ``name`` names a reading."""
    doc = widest(skill, expert)
    if doc is None:
        return missing(lang)
    return skill_table(rows_of(doc), skill, expert, lang, name, fair=fair)
