"""MkDocs hook: sample deals, one deal played under two readings, rendered by the engine,
for each game that has them (``sitegen/<game>_samples.py``, see ``sample_deals.py``).

``<!-- sample-hand game=penneech seed=29 a=mcleod b=parlett -->`` becomes the deal of seed 29
played by two greedy computer players under reading ``a`` and reading ``b``, side by side, trick by
trick, with the engine's explanation of why the scores differ. It reads without JavaScript
and without Pyodide. Into ``samples/`` the hook writes, once per deal, reading and language,
the same deal under the other presets and under every single change of one option of
``a``, so that ``javascripts/sample-hand.js`` can switch the second reading in place, and
step through the tricks, without loading the engine.

``game=<id>`` names the game (``<!-- sample-hand game=piquet seed=2 among=1-40 a=portland
b=meyers1888 -->``). ``among=1-40`` says that the engine chose the deal among those seeds
(``SampleDeals.choose_seed``), and the page says why; the choice is made once, by a test
that requires it to be the engine's (searching forty deals at every build would make the
build slow), and ``seed=auto`` makes it at build time instead.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
from concurrent.futures import Future, ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from sitegen import build_cache
from sitegen.sample_deals import CACHE_KIND, cached_compare, play_and_keep, samples_of
from sitegen.site_common import escape, page_lang

MARKER = re.compile(r"<!-- sample-hand ((?:\w+=[\w,=-]+ ?)+)-->")
AMONG = re.compile(r"(\d+)-(\d+)")
#: The seeds the engine chooses among for ``seed=auto``, as the pages' markers say
#: (``among=1-40``).
AUTO_SEEDS = range(1, 41)
WORDS = {
    "en": {"play": "Open this deal on the play page",
           "chosen": "This deal (seed {seed}) was chosen by the engine: of the deals of "
                     "seeds {first} to {last}, it is the one on which "
                     "the most of the rules that differ between {a} and {b} change a score "
                     "({count}: {titles}), and then the one whose points differ most.",
           "given": "The deal of seed {seed}."},
    "de": {"play": "Dieses Spiel auf der Spielseite öffnen",
           "chosen": "Dieses Spiel (Startwert {seed}) hat die Engine gewählt: Unter den "
                     "Spielen der Startwerte {first} bis {last} ist es "
                     "dasjenige, in dem die meisten der Regeln, in denen sich {a} und {b} "
                     "unterscheiden, eine Wertung ändern ({count}: {titles}), und danach das "
                     "mit dem größten Unterschied in Punkten.",
           "given": "Das Spiel mit dem Startwert {seed}."},
}
_pending: dict[str, tuple[str, int, str, str, str]] = {}


def _rules_text(game: str, a_name: str, b_key: str) -> str:
    """The second reading as a rules text: a preset by its name, else ``a`` changed."""
    return b_key if b_key in samples_of(game).rules_class.presets() else f"{a_name},{b_key}"


@lru_cache(maxsize=512)
def compare(game: str, seed: int, a_name: str, b_key: str, level: str = "greedy") -> Any:
    """The comparison of one deal under reading ``a_name`` and the reading ``b_key``
    offered beside it (a preset or ``option=value``)."""
    if b_key not in samples_of(game).alternatives(a_name):
        raise ValueError(f"sample hand: {b_key!r} is not a reading offered beside {a_name!r}")
    playing = _playing.get((game, seed, a_name, level))
    if playing is not None and not playing.cancel():
        playing.result()  # the background process has kept it (or failed: raised here)
    # else not started yet (cancelled now): this process plays it, as without the other
    return cached_compare(game, seed, a_name, b_key, level)


#: The deals the background process plays (``on_files``), by (game, seed, reading, level).
_playing: dict[tuple[str, int, str, str], Future[None]] = {}
_workers: list[ProcessPoolExecutor] = []


def on_files(files: Files, config: MkDocsConfig, **kwargs: Any) -> Files:
    """Start playing the pages' sample deals, under every reading offered beside each, in
    a background process: on two cores they are played while this one makes the other
    pages. Deals already kept in ``build_cache`` (by an earlier build of the same code)
    are not played again; a marker with ``seed=auto`` is left to the page.

    The deals are queued in the order the pages are made (the order of ``files``), each
    on its own, so that the first page to show one waits the least; a page that needs a
    deal the process has not yet started plays it itself (``compare``)."""
    wanted: dict[tuple[str, int, str, str], None] = {}
    for page in files.documentation_pages():
        if not page.abs_src_path:
            continue
        for match in MARKER.finditer(Path(page.abs_src_path).read_text(encoding="utf-8")):
            args = dict(part.split("=", 1) for part in match.group(1).split())
            if "game" not in args or not args.get("seed", "").isdigit():
                continue
            game = args["game"]
            a_name = args.get("a", samples_of(game).default_pair[0])
            wanted[(game, int(args["seed"]), a_name, args.get("level", "greedy"))] = None
    for deal in wanted:
        game, seed, a_name, level = deal
        if deal in _playing or all(
                build_cache.path_of(CACHE_KIND, (game, seed, a_name, b_key, level)).is_file()
                for b_key in samples_of(game).alternatives(a_name)):
            continue
        if not _workers:
            _workers.append(ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn")))
        _playing[deal] = _workers[0].submit(play_and_keep, *deal)
    return files


def on_post_build(config: MkDocsConfig, **kwargs: Any) -> None:
    """Let the background process go once the deals it played are used."""
    while _workers:
        _workers.pop().shutdown(wait=False)


@lru_cache(maxsize=64)
def chosen_seed(game: str, a_name: str, b_key: str, level: str = "greedy"
                ) -> tuple[int, range]:
    """The seed the engine chooses for a sample deal, and the seeds it searched (searched
    once per build, however many pages show the deal)."""
    samples = samples_of(game)
    if samples.choose_seed is None:
        raise ValueError(f"sample hand: the game {game!r} cannot choose its deal; give a seed")
    b = samples.alternatives(a_name)[b_key]
    return samples.choose_seed(a_name, b, AUTO_SEEDS, level), AUTO_SEEDS


def why_chosen(game: str, seed: int, seeds: range, a_name: str, b_key: str, lang: str,
               level: str = "greedy") -> str:
    """Why the engine chose this deal: the options it shows at work."""
    samples = samples_of(game)
    c = compare(game, seed, a_name, b_key, level)
    by_id = {o.id: o for o in samples.rules_class.OPTIONS}
    titles = ", ".join(by_id[k].title.get(lang) for k in c.effects)
    return WORDS[lang]["chosen"].format(
        seed=seed, first=seeds[0], last=seeds[-1], count=len(c.effects), titles=titles,
        a=samples.name(c.a.rules).get(lang), b=samples.name(c.b.rules).get(lang))


def sample_html(game: str, seed: int, a_name: str, b_key: str, lang: str,
                level: str = "greedy", link: bool = True, src: str = "",
                note: str = "") -> str:
    """The sample hand's block: chooser (shown by script), the comparison, a play link.

    The link (relative, for pages one level below the site root, as the rules and variants
    pages are in both language trees) opens the same deal on the play page, for a game
    whose play page takes one; ``src`` is the address of the other readings' JSON,
    relative to the page. ``note``, if given, says how the deal was chosen.
    """
    samples = samples_of(game)
    w = WORDS[lang]
    choices = samples.alternatives(a_name)
    comparison = compare(game, seed, a_name, b_key, level)
    options = "".join(
        f'<option value="{escape(key)}"{" selected" if key == b_key else ""}>'
        f"{escape(samples.name(rules).get(lang))}</option>" for key, rules in choices.items())
    select_id = f"sample-{seed}-{a_name}-b"
    href = f"../play/#sample={seed}&a={a_name}&b={_rules_text(game, a_name, b_key)}"
    play = (f'<p><a class="sample-hand__play" href="{escape(href)}">{w["play"]}</a></p>\n'
            if link and samples.play_link else "")
    why = f'<p class="sample-hand__why">{escape(note)}</p>\n' if note else ""
    return (
        f'<div class="sample-hand" data-seed="{seed}" data-a="{a_name}" '
        f'data-level="{level}" data-lang="{lang}" data-src="{escape(src)}" '
        f'data-game="{escape(game)}">\n'
        f"{why}"
        f'<p class="sample-hand__choose" hidden><label for="{select_id}">'
        f"{samples.with_label.get(lang)}</label> "
        f'<select id="{select_id}">{options}</select></p>\n'
        f'<div class="sample-hand__view" data-b="{escape(b_key)}">'
        f"{samples.html(comparison, lang)}</div>\n{play}</div>\n"
    )


def _json_path(site_dir: str, seed: int, a_name: str, lang: str, game: str) -> Path:
    """Where the other readings of a sample hand are written (one file per language)."""
    prefix = samples_of(game).json_prefix
    return Path(site_dir) / "samples" / f"{prefix}sample-{seed}-{a_name}.{lang}.json"


def other_readings(game: str, seed: int, a_name: str, lang: str,
                   level: str = "greedy") -> dict[str, dict[str, str]]:
    """Every reading offered beside ``a_name``: its comparison's HTML and its rules text."""
    samples = samples_of(game)
    return {key: {"html": samples.html(compare(game, seed, a_name, key, level), lang),
                  "rules": _rules_text(game, a_name, key)}
            for key in samples.alternatives(a_name)}


def on_page_markdown(markdown: str, page: Page, files: Files, config: MkDocsConfig,
                     **kwargs: Any) -> str:
    """Render each sample-hand marker; remember each sample so that its JSON gets
    written."""
    lang = page_lang(page)

    def render(match: re.Match[str]) -> str:
        args = dict(part.split("=", 1) for part in match.group(1).split())
        if "game" not in args:
            raise ValueError(f"sample hand on {page.file.src_uri}: name the game (game=…)")
        game = args["game"]
        default_a, default_b = samples_of(game).default_pair
        a_name, b_key = args.get("a", default_a), args.get("b", default_b)
        level = args.get("level", "greedy")
        note = ""
        if args.get("seed") == "auto":
            seed, seeds = chosen_seed(game, a_name, b_key, level)
            note = why_chosen(game, seed, seeds, a_name, b_key, lang, level)
        else:
            seed = int(args["seed"])
            among = AMONG.fullmatch(args.get("among", ""))
            if among:
                seeds = range(int(among[1]), int(among[2]) + 1)
                note = why_chosen(game, seed, seeds, a_name, b_key, lang, level)
        target = _json_path(config["site_dir"], seed, a_name, lang, game)
        _pending[str(target)] = (game, seed, a_name, lang, level)
        src = Path(os.path.relpath(target, Path(page.file.abs_dest_path).parent)).as_posix()
        link = not page.file.src_uri.startswith("play")
        return sample_html(game, seed, a_name, b_key, lang, level, link=link, src=src,
                           note=note)

    return MARKER.sub(render, markdown)


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
