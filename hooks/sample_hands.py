"""MkDocs hook: sample hands, one deal played under two readings, rendered by the engine.

``<!-- sample-hand seed=29 a=mcleod b=parlett -->`` becomes the deal of seed 29 played by
two greedy computer players under reading ``a`` and reading ``b``, side by side, trick by
trick, with the engine's explanation of why the scores differ
(``penneech.comparison``, rendered by ``penneech.sample_html``). It reads without
JavaScript and without Pyodide. Into ``samples/`` the hook writes, once per deal, reading and
language, the same deal under the other presets and under every single change of one
option of ``a``,
so that ``javascripts/sample-hand.js`` can switch the second reading in place, and step
through the tricks, without loading the engine.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).parent))

from site_common import escape, page_lang

from penneech.comparison import compare_hand, reading_name
from penneech.options import OPTIONS
from penneech.presets import PRESETS
from penneech.rules import Rules
from penneech.sample_html import comparison_html

MARKER = re.compile(r"<!-- sample-hand ((?:\w+=[\w,=]+ ?)+)-->")
#: Options a sample hand cannot show: another pack deals other cards, the target and the
#: first dealer do not come into play in one hand dealt by a fixed dealer.
NOT_COMPARED = {"pack", "target", "first_dealer"}
WORDS = {
    "en": {"with": "Compare reading A with", "play": "Open this deal on the play page"},
    "de": {"with": "Lesart A vergleichen mit", "play": "Dieses Spiel auf der Spielseite öffnen"},
}
_pending: dict[str, tuple[int, str, str, str]] = {}


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


def _rules_text(a_name: str, b_key: str) -> str:
    return b_key if b_key in PRESETS else f"{a_name},{b_key}"


def sample_html(seed: int, a_name: str, b_key: str, lang: str, level: str = "greedy",
                link: bool = True, src: str = "") -> str:
    """The sample hand's block: chooser (shown by script), the comparison, a play link.

    The link (relative, for pages one level below the site root, as the rules and variants
    pages are in both language trees) opens the same deal on the play page; ``src`` is the
    address of the other readings' JSON, relative to the page.
    """
    w = WORDS[lang]
    a = Rules.parse(a_name)
    choices = alternatives(a)
    if b_key not in choices:
        raise ValueError(f"sample hand: {b_key!r} is not a reading offered beside {a_name!r}")
    comparison = compare_hand(seed, a, choices[b_key], level)
    options = "".join(
        f'<option value="{escape(key)}"{" selected" if key == b_key else ""}>'
        f"{escape(reading_name(rules).get(lang))}</option>" for key, rules in choices.items())
    select_id = f"sample-{seed}-{a_name}-b"
    href = f"../play/#sample={seed}&a={a_name}&b={_rules_text(a_name, b_key)}"
    play = (f'<p><a class="sample-hand__play" href="{escape(href)}">{w["play"]}</a></p>\n'
            if link else "")
    return (
        f'<div class="sample-hand" data-seed="{seed}" data-a="{a_name}" '
        f'data-level="{level}" data-lang="{lang}" data-src="{escape(src)}">\n'
        f'<p class="sample-hand__choose" hidden><label for="{select_id}">{w["with"]}</label> '
        f'<select id="{select_id}">{options}</select></p>\n'
        f'<div class="sample-hand__view" data-b="{escape(b_key)}">'
        f"{comparison_html(comparison, lang)}</div>\n{play}</div>\n"
    )


def _json_path(site_dir: str, seed: int, a_name: str, lang: str) -> Path:
    """Where the other readings of a sample hand are written (one file per language)."""
    return Path(site_dir) / "samples" / f"sample-{seed}-{a_name}.{lang}.json"


def on_page_markdown(markdown: str, page: Page, files: Files, config: MkDocsConfig,
                     **kwargs: Any) -> str:
    """Render each sample-hand marker; remember it so that its JSON gets written."""
    lang = page_lang(page)

    def render(match: re.Match[str]) -> str:
        args = dict(part.split("=", 1) for part in match.group(1).split())
        seed, a_name = int(args["seed"]), args.get("a", "mcleod")
        level = args.get("level", "greedy")
        target = _json_path(config["site_dir"], seed, a_name, lang)
        _pending[str(target)] = (seed, a_name, lang, level)
        src = Path(os.path.relpath(target, Path(page.file.abs_dest_path).parent)).as_posix()
        return sample_html(seed, a_name, args.get("b", "parlett"), lang, level,
                           link=not page.file.src_uri.startswith("play"), src=src)

    return MARKER.sub(render, markdown)


def on_post_page(output: str, page: Page, **kwargs: Any) -> str:
    """Write the other readings of each sample hand met so far, once per build."""
    while _pending:
        target, (seed, a_name, lang, level) = _pending.popitem()
        a = Rules.parse(a_name)
        views = {key: {"html": comparison_html(compare_hand(seed, a, rules, level), lang),
                       "rules": _rules_text(a_name, key)}
                 for key, rules in alternatives(a).items()}
        path = Path(target)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(views, ensure_ascii=False, separators=(",", ":")),
                        encoding="utf-8")
    return output
