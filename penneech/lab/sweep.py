"""Sweeps: many games under many readings, in chunks, on local processes or a Ray cluster.

A sweep is a list of readings (configurations) times a number of games. Game ``i`` of every
reading is dealt from the same seed (``deal_seed``), so readings are compared on the same
cards, and depends on nothing else (not on the worker, the chunk or the clock): a sweep
gives the same numbers on any machine, with any number of workers, locally or on Ray.
Games are played in chunks; each finished chunk's tally is appended to a ``.chunks.jsonl``
file beside the results, and a rerun reads it back and plays only what is missing.

A game plugs in through its registry entry (``penneech.games``): the presets, the single
changes of one option from a preset and the players (``Game.budgeted``) come from there;
its ``lab`` names a ``LabPlay`` saying how to play a chunk and read its figures (the game's
own ``lab`` module, in its package), so the lab measures any game the registry lists with
one and names none itself. The worker processes of a sweep find
the game there too: a game added with ``penneech.games.register`` at run time is measured
in the calling process (``workers=1``), which the workers do not share.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO, TypeVar

from penneech import __version__
from penneech.core.errors import shown
from penneech.core.game import Game
from penneech.games import GAMES
from penneech.lab.stats import Interval, Tally, merge, sd

#: How a game's deal seed is derived from the sweep's seed and the deal's number.
DEAL_SEED_RULE = "deal seed = sweep seed × 10^9 + deal number"

Job = tuple[str, str, tuple[str, str], int, int, int]  # game, rules, players, seed, chunk, size


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal number ``deal`` in a sweep seeded ``seed``."""
    return seed * 10**9 + deal


@dataclass(frozen=True)
class Config:
    """One reading to measure: a label (``preset,option=value``), its preset and change."""

    label: str
    rules: str  # the canonical text of every option
    preset: str | None = None
    change: dict[str, str] = field(default_factory=dict)


Chunk = Callable[[str, tuple[str, str], int, int, int], Tally]


#: What ``penneech lab`` prints per reading, (figure id, words) each: the main figure in
#: self-play, the main figure in a match of two levels, and the size of the game.
Headline = tuple[tuple[str, str], tuple[str, str], tuple[str, str]]


@dataclass(frozen=True)
class LabPlay:
    """What a game's own lab module (``penneech/games/<id>/lab.py``) adds to its registry
    entry: how a chunk of games is played and what its tally's figures are. The rest (the
    name, the presets, the readings, the players) the lab reads from the registry
    (``LabGame``). Every figure named here is the game's: the lab assumes none."""

    #: Games ``start`` to ``stop - 1`` of a reading (its rules' text) between two player
    #: specs (``name`` or ``name:N``, made by ``Game.budgeted``) from a sweep's seed; most
    #: games make it with ``penneech.lab.matches.chunk_player``.
    play_chunk: Chunk
    figures: Callable[[Mapping[str, int]], dict[str, Interval]]
    spreads: Callable[[Mapping[str, int]], dict[str, float]]
    #: The figures ``penneech lab`` prints per reading (``Headline``).
    headline: Headline
    #: How a match of two levels is seated, as the results file states it (at a table of
    #: more than two: ``penneech.lab.matches.ROUND_THE_TABLE``).
    match: str = "duplicate: each deal twice, seats swapped"
    #: Options a reading never changes from its preset: they act between the deals, and
    #: each game of this lab is one deal.
    fixed: frozenset[str] = frozenset()


@dataclass(frozen=True)
class LabGame:
    """What the lab knows of a game: its registry entry and its ``LabPlay``."""

    game: Game[Any, Any, Any]
    play: LabPlay

    @property
    def name(self) -> str:
        return self.game.id

    @property
    def version(self) -> str:
        """The engine's version, written into every results file."""
        return __version__

    @property
    def presets(self) -> tuple[str, ...]:
        return tuple(self.game.presets)

    @property
    def play_chunk(self) -> Chunk:
        return self.play.play_chunk

    @property
    def figures(self) -> Callable[[Mapping[str, int]], dict[str, Interval]]:
        return self.play.figures

    @property
    def spreads(self) -> Callable[[Mapping[str, int]], dict[str, float]]:
        return self.play.spreads

    @property
    def headline(self) -> Headline:
        return self.play.headline

    @property
    def match(self) -> str:
        return self.play.match

    def canonical(self, text: str) -> str:
        """The text of every option of the reading ``text`` (a preset, ``preset,opt=v``)."""
        canonical: str = self.game.rules_class.parse(text).to_string()
        return canonical

    def variations(self, preset: str) -> list[dict[str, str]]:
        """Every change of one option from ``preset``: each other named value of each
        option the lab varies (not the ``fixed`` ones)."""
        values = self.game.presets[preset].rules.values()
        return [{o.id: v} for o in self.game.options if o.id not in self.play.fixed
                for v in o.values if v != values[o.id]]

    def check_player(self, spec: str) -> str:
        """``spec`` (``name`` or ``name:N``, a budget), checked as ``Game.budgeted`` reads
        it; ``ValueError`` naming the players or saying why a budget is refused."""
        self.game.budgeted(spec, 0)
        return spec


def spreads_of(*names: str) -> Callable[[Mapping[str, int]], dict[str, float]]:
    """A ``LabPlay.spreads``: the standard deviations of the observations ``names`` (each
    counted with ``stats.add_moments``)."""
    def spreads(tally: Mapping[str, int]) -> dict[str, float]:
        return {name: sd(tally, name) for name in names}
    return spreads


def source_figure_names(sources: Mapping[str, tuple[str, str]],
                        per: tuple[str, str]) -> dict[str, tuple[str, str]]:
    """The English and German names of the figures ``points_<source>``, "points per
    <per> from <source>", from each source's names and what a game's points are counted
    per (``("deal", "Gabe")``).

    >>> source_figure_names({"play": ("play", "Spiel")}, ("deal", "Gabe"))
    {'points_play': ('points per deal from play', 'Punkte je Gabe aus Spiel')}
    """
    return {f"points_{key}": (f"points per {per[0]} from {en}", f"Punkte je {per[1]} aus {de}")
            for key, (en, de) in sources.items()}


def lab_games() -> list[str]:
    """The ids of the games the lab measures, in the registry's order."""
    return [game_id for game_id, game in GAMES.items() if game.lab is not None]


def lab_game(name: str) -> LabGame:
    """The lab's description of game ``name``; ``ValueError`` naming the games it measures
    for any other."""
    game = GAMES.get(name) if isinstance(name, str) else None
    if game is None or game.lab is None:
        raise ValueError(f"unknown game {name!r}; games: {', '.join(lab_games())}")
    play = game.lab()
    if not isinstance(play, LabPlay):
        raise TypeError(f"game {name!r}: its lab is a {type(play).__name__}, not a "
                        "penneech.lab.sweep.LabPlay")
    return LabGame(game, play)


def configurations(game: LabGame, presets: Sequence[str] | None = None, single: bool = True,
                   extra: Sequence[str] = ()) -> list[Config]:
    """Every preset, then (``single``) every change of one option from it, then ``extra``.

    A reading reached twice (a preset with one option changed may be another preset) keeps
    both labels; it is played once, under its canonical rules.
    """
    out: list[Config] = []
    for preset in presets if presets is not None else game.presets:
        out.append(Config(preset, game.canonical(preset), preset, {}))
        if single:
            for change in game.variations(preset):
                label = ",".join([preset, *(f"{k}={v}" for k, v in change.items())])
                out.append(Config(label, game.canonical(label), preset, change))
    for text in extra:
        out.append(Config(text, game.canonical(text)))
    return out


def run_chunk(job: Job) -> tuple[Job, Tally]:
    """Play one chunk (games ``chunk*size`` to ``(chunk+1)*size - 1``) and return its tally."""
    name, rules, players, seed, chunk, size = job
    game = lab_game(name)
    return job, game.play_chunk(rules, players, seed, chunk * size, (chunk + 1) * size)


class Progress:
    """A plain-text progress bar with the estimated time left, on one line of ``out``."""

    def __init__(self, total: int, out: TextIO | None, already: int = 0) -> None:
        self.total, self.done, self.out = total, already, out
        self.start, self.start_done, self.last = time.monotonic(), already, 0.0

    def step(self, games: int) -> None:
        """Count ``games`` more finished games and redraw (at most every 0.2 s)."""
        self.done += games
        now = time.monotonic()
        if self.out is None or (now - self.last < 0.2 and self.done < self.total):
            return
        self.last = now
        rate = (self.done - self.start_done) / max(now - self.start, 1e-9)
        left = (self.total - self.done) / rate if rate > 0 else math.inf
        eta = f"{int(left // 60)}m{int(left % 60):02d}s" if math.isfinite(left) else "?"
        filled = int(30 * self.done / max(self.total, 1))
        self.out.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {self.done}/{self.total} "
                       f"games, {rate:.0f}/s, ETA {eta}  ")
        if self.done >= self.total:
            self.out.write("\n")
        self.out.flush()


#: What reading a file that is not the lab's own raises: not text or not JSON (ValueError),
#: or JSON of another shape (a missing key, a wrong type or too short a list).
NOT_OURS = (ValueError, KeyError, TypeError, IndexError)


def read_chunks(path: Path | None) -> dict[Job, Tally]:
    """Chunks already played (the resume file), by job; ``ValueError`` naming the file
    if it is not one the lab wrote."""
    done: dict[Job, Tally] = {}
    if path is None or not path.exists():
        return done
    try:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                job: Job = (row["game"], row["rules"], (row["players"][0], row["players"][1]),
                            row["seed"], row["chunk"], row["size"])
                done[job] = row["tally"]
    except NOT_OURS as exc:
        raise ValueError(f"{path} is not the lab's file of finished chunks ({_why(exc)}); "
                         "remove it, or choose another --out") from None
    return done


def read_results(path: Path | None) -> dict[Job, Tally]:
    """Chunks kept in a finished results file, by job (a rerun with more games extends it);
    ``ValueError`` naming the file if it is not a results file of the lab."""
    done: dict[Job, Tally] = {}
    if path is None or not path.exists():
        return done
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        players = (doc["players"][0], doc["players"][1])
        for row in doc["configs"]:
            for k, tally in enumerate(row["chunks"]):
                done[(doc["game"], row["rules"], players, doc["seed"], k,
                      doc["chunk_games"])] = tally
    except NOT_OURS as exc:
        raise ValueError(f"{path} is not a results file of the lab ({_why(exc)}): it would be "
                         "overwritten; choose another --out") from None
    return done


def _why(exc: Exception) -> str:
    """What was wrong with a file that is not the lab's, in a few words."""
    if isinstance(exc, UnicodeDecodeError):
        return "not UTF-8 text"
    if isinstance(exc, json.JSONDecodeError):
        return f"not JSON: {exc.msg.lower()} at line {exc.lineno}"
    if isinstance(exc, KeyError):
        return f"no {shown(exc.args[0])} entry"
    return "not the lab's layout"


def check_results_path(results: Path) -> None:
    """Refuse, before any game is played, a results path the lab cannot write: a folder,
    or a file in a folder that does not exist (the lab creates no folders)."""
    if results.is_dir():
        raise ValueError(f"cannot write the results to {results}: it is a folder")
    if not results.parent.is_dir():
        raise ValueError(f"cannot write the results to {results}: there is no folder "
                         f"{results.parent} (the lab creates none)")


#: How long the lab waits for a Ray cluster's address to answer before it gives up.
RAY_CONNECT_SECONDS = 5.0
#: How many times Ray asks an address that answers whether it is a Ray cluster.
RAY_ASKS = 5


def check_ray_address(address: str, wait: float = RAY_CONNECT_SECONDS) -> None:
    """Refuse at once a Ray address that names no reachable cluster: not ``host:port``
    (optionally ``ray://host:port``), a host that cannot be found, or a port that does not
    answer within ``wait`` seconds; Ray itself would retry for minutes. ``local`` and
    ``auto`` are Ray's own to resolve."""
    if address in ("local", "auto"):
        return
    host, colon, port = address.removeprefix("ray://").rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not (colon and host and port.isascii() and port.isdigit() and len(port) <= 5
            and 0 < int(port) < 65536):
        raise RuntimeError(f"--ray: {shown(address)} is not an address host:port of a Ray "
                           "cluster, nor 'local'")
    try:
        socket.create_connection((host, int(port)), timeout=wait).close()
    except socket.gaierror:
        raise RuntimeError(f"--ray: cannot reach a Ray cluster at {shown(address)}: there "
                           f"is no host {shown(host)}") from None
    except TimeoutError:
        raise RuntimeError(f"--ray: nothing answered at {shown(address)} within "
                           f"{wait:g} seconds") from None
    except (OSError, UnicodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise RuntimeError(f"--ray: cannot reach a Ray cluster at {shown(address)} "
                           f"({reason.lower()})") from None


J = TypeVar("J")
T = TypeVar("T")


def execute(jobs: list[J], workers: int, ray_address: str | None,
            run: Callable[[J], T]) -> Iterator[T]:
    """Run ``run`` on each job, yielding each result as it finishes (in any order): here
    (one worker), on a pool of local processes, or as Ray tasks (``ray_address``; ``local``
    starts a Ray instance here). A pool starts all its processes at once, so it never has
    more than there are jobs. ``run`` must be a module-level function (the workers import
    it)."""
    if ray_address is not None:
        yield from _execute_ray(jobs, workers, ray_address, run)
    elif workers > 1 and len(jobs) > 1:
        with multiprocessing.get_context("spawn").Pool(min(workers, len(jobs))) as pool:
            yield from pool.imap_unordered(run, jobs)
    else:
        for job in jobs:
            yield run(job)


def _execute(jobs: list[Job], workers: int, ray_address: str | None) -> Iterator[tuple[Job, Tally]]:
    """The sweep's chunks, run by ``execute``."""
    return execute(jobs, workers, ray_address, run_chunk)


def _execute_ray(jobs: list[J], workers: int, address: str,
                 run: Callable[[J], T]) -> Iterator[T]:
    """The same jobs as Ray tasks; ``address`` ``local`` starts a Ray instance here."""
    if address != "local":
        # Ray asks a cluster's address once a second, this many times (20 unless set), before
        # it gives up: an address that answers but is no Ray cluster is refused in seconds.
        os.environ.setdefault("RAY_NUM_REDIS_GET_RETRIES", str(RAY_ASKS))
    try:
        # The optional extra penneech[lab], loaded only on this path: the engine and the
        # site need nothing beyond the standard library (tests/test_engine_package.py).
        import ray
    except ImportError as exc:
        raise RuntimeError("--ray needs Ray: pip install 'penneech[lab]'") from exc
    started = not ray.is_initialized()
    if started:
        if address == "local":
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            try:
                ray.init(address=address, log_to_driver=False)
            except ConnectionError as exc:
                raise RuntimeError(f"--ray: no Ray cluster answered at {shown(address)}"
                                   + (f" ({exc})" if str(exc) else "")) from None
    try:
        task = ray.remote(run)
        pending = [task.remote(job) for job in jobs]
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            yield ray.get(ready[0])
    finally:
        if started:
            ray.shutdown()


def git_commit() -> str | None:
    """The commit of the working tree the engine runs from, if it is a git checkout."""
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parent, timeout=10, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def run_sweep(game: LabGame, configs: Sequence[Config], players: tuple[str, str], games: int,
              seed: int = 0, chunk: int = 500, workers: int | None = None,
              results: Path | None = None, ray_address: str | None = None,
              progress: TextIO | None = sys.stderr) -> dict[str, Any]:
    """Play ``games`` games of every configuration and return the results document.

    ``workers`` defaults to every local core. With ``results``, finished chunks go to
    ``results`` + ``.chunks.jsonl`` as they come (a rerun resumes from it), and at the end
    the document is written to ``results`` (which keeps every chunk, so a later run with
    more games or more readings plays only what is new) and the ``.chunks.jsonl`` file is
    removed. ``games`` is rounded up to whole chunks.
    """
    if games < 1 or chunk < 1:
        raise ValueError("games and chunk must be positive")
    if workers is not None and workers < 1:
        raise ValueError(f"workers must be 1 or more, not {workers}")
    if results is not None:
        check_results_path(results)
    if ray_address is not None:
        check_ray_address(ray_address)
    players = (game.check_player(players[0]), game.check_player(players[1]))
    workers = workers or os.cpu_count() or 1
    chunks = -(-games // chunk)
    rules = list(dict.fromkeys(c.rules for c in configs))
    wanted: list[Job] = [(game.name, r, players, seed, k, chunk) for r in rules
                         for k in range(chunks)]
    store = results.with_name(results.name + ".chunks.jsonl") if results else None
    done = {**read_results(results), **read_chunks(store)}
    todo = [job for job in wanted if job not in done]
    bar = Progress(len(wanted) * chunk, progress, (len(wanted) - len(todo)) * chunk)
    out = store.open("a", encoding="utf-8") if store else None
    try:
        for job, tally in _execute(todo, workers, ray_address):
            done[job] = tally
            if out:
                out.write(json.dumps({"game": job[0], "rules": job[1], "players": list(job[2]),
                                      "seed": job[3], "chunk": job[4], "size": job[5],
                                      "tally": tally}) + "\n")
                out.flush()
            bar.step(job[5])
    finally:
        if out:
            out.close()
    doc = document(game, configs, players, seed, chunk, chunks,
                   {r: [done[(game.name, r, players, seed, k, chunk)] for k in range(chunks)]
                    for r in rules})
    if results and store:
        results.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n",
                           encoding="utf-8")
        store.unlink(missing_ok=True)  # every chunk is in the results file now
    return doc


def document(game: LabGame, configs: Sequence[Config], players: tuple[str, str], seed: int,
             chunk: int, chunks: int, tallies: Mapping[str, list[Tally]]) -> dict[str, Any]:
    """The results document: provenance, then per configuration its chunks and figures."""
    rows = []
    for c in configs:
        total = merge(tallies[c.rules])
        rows.append({"label": c.label, "preset": c.preset, "change": c.change,
                     "rules": c.rules, "games": total.get("games", 0),
                     "figures": _finite(game.figures(total)),
                     "spreads": {k: round(v, 6) for k, v in game.spreads(total).items()},
                     "tally": total,
                     "chunks": tallies[c.rules]})
    return {
        "game": game.name,
        "engine_version": game.version,
        "git_commit": git_commit(),
        "players": list(players),
        "match": game.match if players[0] != players[1] else "self-play: one game per deal",
        "seed": seed,
        "deal_seeds": DEAL_SEED_RULE,
        "games_per_config": chunks * chunk,
        "chunk_games": chunk,
        "intervals": "95%: Wilson for proportions, normal for means, delta method for shares "
                     "of points",
        "configs": rows,
    }


def _finite(figs: Mapping[str, Interval]) -> dict[str, dict[str, float | int | None]]:
    """Figures with NaN and infinity written as ``null`` (JSON has neither)."""
    return {k: {f: _number(v) for f, v in fig.items()} for k, fig in figs.items()}


def _number(v: object) -> float | int | None:
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v if isinstance(v, (int, float)) else None
