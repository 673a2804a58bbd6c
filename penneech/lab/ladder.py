"""The strength ladder: every computer player of a game on one Elo scale, random at 0.

A game's rungs come from its registry entry (``penneech.games``) and name no game: its
levels weakest first (``random``, ``greedy`` ...); each level that takes a budget
(``expert:N``) at a quarter of its own budget, its own, and four times it (a budget is
samples or nodes, never time: one number, or one per trick, each scaled); the older
players a game keeps unlisted (``expert-2025``); OpenSpiel's ISMCTS and MCTS at fixed
simulation counts where the game has an adapter and ``pyspiel`` imports
(an optional extra: without it the rungs are left out, and the results say so); and the
sighted expert, the game's expert shown every hidden card, as the ceiling (it plays only
against its module's ``OPPONENT``).

Pairings (``schedule``): each rung against the next, and every rung against ``greedy`` (a
rung against ``random`` says little: it wins nearly every game), which connects the graph
with more than one path to most rungs. Each pairing is a duplicate match from one
seed: deal ``k`` (``sweep.deal_seed``) is played once with the first rung in every seat,
the second in the others, so at a table of two the seats are swapped and round a larger
table the first sits among copies of the second, moved round every seat. The same deals
serve every pairing.

Each game is read as comparisons of the first rung with each other seat: it beats a seat
that it outranks (winning the game, where the game counts wins, then more points; more
points where it counts points), a draw counting half. Ratings are fitted by Bradley–Terry
(Hunter's MM algorithm, 2004) on the Elo scale, ``400·log10`` of the strength ratio, with
``random`` fixed at 0; one drawn game per pairing is added to the counts, so that a pairing
won every time gives a finite rating. The 95% intervals are percentiles of a seeded
bootstrap over deals (the games of one deal share its cards, so they are resampled
together). Adjacent rungs, in the order of their ratings, are ``separated`` if the 95%
interval of the gap between them (the same resamples' differences) lies above 0 and
``level`` if it holds 0. The gap's interval, not the two ratings' intervals, is the test:
both ratings are measured from ``random`` through the same pairings, so much of their
uncertainty is shared and cancels in the difference. The same test is made for each pair
of consecutive levels of the play page (``greedy`` against ``expert``: ``levels``). A rung
that has played fewer than ``MIN_DEALS`` deals, or whose interval has no width, gets no
verdict: ``too few deals``.

Each deal's result is kept, one JSON line each, in a file beside the results
(``<id>.deals.jsonl``): a later run of the same game, rules, seed and rungs, by the same
code (``code_digest``), plays only the deals it lacks, so a ladder grows by more games per
pairing (``--games-per-pairing``, or ``--pairing A/B=N`` for one pairing) without playing
again what it has.

The results depend only on the game, the rules, the seed and the games of each pairing: the
same command gives the same JSON on any machine with any number of workers, but for the
``timing`` section (CPU seconds per decision, which are measurements of the machine) and
the date.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import importlib
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any, TextIO

from penneech import __version__
from penneech.core.console import number_argument
from penneech.core.errors import PenneechError, shown
from penneech.core.game import AnyGame
from penneech.games import GAMES
from penneech.lab.sweep import DEAL_SEED_RULE, check_ray_address, deal_seed, execute, git_commit

#: The fractions of a level's own budget its three rungs get.
BUDGET_SCALES: tuple[tuple[int, int], ...] = ((1, 4), (1, 1), (4, 1))
#: OpenSpiel's search bots and their simulations per decision, where they can play.
OPENSPIEL_BOTS: tuple[str, ...] = ("ismcts", "mcts")
OPENSPIEL_SIMULATIONS: tuple[int, ...] = (1_000, 10_000)
#: OpenSpiel's exploration constant for both bots, as the bridge gives it
#: (``penneech.openspiel.ladder.UCT_C``), stated in the results.
UCT_C = 2.0
#: Bootstrap resamples behind each interval.
BOOTSTRAP = 200
#: The fixed rung, and the rungs every other one is matched against as well as its
#: neighbours.
ANCHOR = "random"
HUBS: tuple[str, ...] = ("greedy",)
#: Drawn games added to each pairing's counts (the prior that keeps ratings finite).
PRIOR_DRAWS = 1.0
#: The fewest deals a rung must have played, in all its pairings, for a verdict on it: a
#: bootstrap over fewer draws from too few distinct outcomes to give a 95% interval.
MIN_DEALS = 10


@dataclass(frozen=True)
class Rung:
    """One rung: its id (how it is named in the results), its kind (``player``,
    ``sighted`` or ``openspiel``), what it is made from, and its budget as stated."""

    id: str
    kind: str
    #: A player spec (``expert``, ``expert:1500``), the sight of the sighted expert, or
    #: ``ismcts:1000``.
    spec: str
    #: A budget scaled from the player's own (``(1, 4)``), where it is not one number.
    scale: tuple[int, int] | None = None
    budget: str = ""


def _scaled(budget: object, scale: tuple[int, int]) -> int | tuple[int, ...]:
    """A budget (a number, or one per trick) times ``scale``, each at least 1."""
    num, den = scale
    if isinstance(budget, int):
        return max(1, budget * num // den)
    if isinstance(budget, tuple) and all(isinstance(b, int) for b in budget):
        return tuple(max(1, b * num // den) for b in budget)
    raise ValueError(f"a budget is a number or one per trick, not {budget!r}")


def _budget_text(attribute: str, budget: object) -> str:
    if isinstance(budget, tuple):
        return f"{attribute} {'/'.join(map(str, budget))} (by trick)"
    return f"{attribute} {budget}"


def own_budget(game: AnyGame, name: str) -> object | None:
    """The budget player ``name`` of ``game`` has of its own (``None``: it takes none)."""
    if game.budget_attribute is None or game.set_budget is None:
        return None
    try:
        game.budgeted(f"{name}:1", 0)
    except ValueError:
        return None
    budget: object = getattr(game.make_player(name, 0), game.budget_attribute)
    return budget


#: The module that plays OpenSpiel's bots, in the OpenSpiel bridge (the optional extra
#: ``penneech[openspiel]``): imported only when a ladder has OpenSpiel rungs.
BRIDGE = "penneech.openspiel.ladder"


def openspiel_bridge() -> Any:
    """The OpenSpiel bridge's ladder module; ``ImportError`` where OpenSpiel is missing."""
    return importlib.import_module(BRIDGE)


def pyspiel_missing() -> str | None:
    """Why OpenSpiel cannot play here (``None``: it can); it is never a need of the engine."""
    try:
        openspiel_bridge()
    except ImportError as exc:
        return f"OpenSpiel is not installed ({exc}); pip install 'penneech[openspiel]'"
    return None


def openspiel_possible(game: AnyGame) -> str | None:
    """Why OpenSpiel's bots cannot be rungs of ``game`` (``None``: they can)."""
    if not game.openspiel_horizons:
        return "the game has no OpenSpiel adapter"
    if game.match_horizon not in game.openspiel_horizons:
        return f"the adapter has no horizon {game.match_horizon!r}"
    return pyspiel_missing()


def rungs(game: AnyGame, simulations: Sequence[int] = ()) -> list[Rung]:
    """The rungs of ``game``, weakest by design first: the levels, each budgeted level at
    three budgets (the older players, unlisted, before its own budget), OpenSpiel's bots
    at ``simulations`` (if they can play, ``openspiel_possible``), and the sighted
    expert."""
    out: list[Rung] = []
    attribute = game.budget_attribute or "budget"
    older = []
    for name in game.unlisted_players():
        budget = own_budget(game, name)
        older.append(Rung(name, "player", name, None,
                          "" if budget is None else _budget_text(attribute, budget)))
    for name in game.player_names():
        budget = own_budget(game, name)
        if budget is None:
            out.append(Rung(name, "player", name))
            continue
        for scale in BUDGET_SCALES:
            if scale == (1, 1):  # the older players, by design between the two
                out.extend(older)
                older = []
            value = _scaled(budget, scale)
            text = _budget_text(attribute, value)
            if scale == (1, 1):
                out.append(Rung(name, "player", name, None, text))
            elif isinstance(value, int):
                spec = f"{name}:{value}"
                out.append(Rung(spec, "player", spec, None, text))
            else:
                rung_id = f"{name}×{scale[0]}" if scale[1] == 1 else f"{name}÷{scale[1]}"
                out.append(Rung(rung_id, "player", name, scale, text))
    out.extend(older)
    if simulations and openspiel_possible(game) is None:
        for bot in OPENSPIEL_BOTS:
            for sims in simulations:
                out.append(Rung(f"{bot}:{sims}", "openspiel", f"{bot}:{sims}", None,
                                f"simulations {sims}, uct_c {UCT_C}, random rollouts"
                                + (", one sampled world per simulation" if bot == "ismcts"
                                   else ", the true state (sees every card)")))
    if game.sighted is not None:
        out.append(Rung("sighted", "sighted", "all", None, "every hidden card in sight"))
    return out


def schedule(ladder: Sequence[Rung], game: AnyGame) -> list[tuple[str, str]]:
    """The pairings (first, second): each rung against the next, and each against the
    ``HUBS``; the sighted expert only against its module's ``OPPONENT``. Each pair once,
    the stronger by design first."""
    ids = [r.id for r in ladder]
    pairs: list[tuple[str, str]] = []

    def add(a: str, b: str) -> None:
        if a != b and (a, b) not in pairs and (b, a) not in pairs:
            pairs.append((a, b) if ids.index(a) > ids.index(b) else (b, a))

    fair = [r for r in ladder if r.kind != "sighted"]
    for lower, upper in pairwise(fair):
        add(upper.id, lower.id)
    for r in fair:
        for hub in HUBS:
            if hub in ids:
                add(r.id, hub)
    if any(r.kind == "sighted" for r in ladder) and game.sighted is not None:
        add("sighted", game.sighted().OPPONENT)
    return pairs


#: One deal of one pairing: game id, rules text, the two rungs (id, kind, spec, scale),
#: the deal number, the sweep seed.
RungSpec = tuple[str, str, str, tuple[int, int] | None]
Job = tuple[str, str, RungSpec, RungSpec, int, int]


def _spec(r: Rung) -> RungSpec:
    return (r.id, r.kind, r.spec, r.scale)


class Timed:
    """A player whose decisions' CPU time is counted (only decisions with a choice)."""

    def __init__(self, player: Any) -> None:
        self.player, self.name = player, player.name
        self.seconds, self.decisions = 0.0, 0

    def choose(self, view: Any) -> int:
        if len(view.legal) == 1:
            return int(self.player.choose(view))
        start = time.process_time()
        action = int(self.player.choose(view))
        self.seconds += time.process_time() - start
        self.decisions += 1
        return action


def make_player(game: AnyGame, rung: RungSpec, seed: int) -> Any:
    """The player of a ``player`` rung, seeded, its budget scaled where the rung says."""
    _, _, spec, scale = rung
    player = game.budgeted(spec, seed)
    if scale is not None and game.budget_attribute is not None:
        setattr(player, game.budget_attribute,
                _scaled(getattr(player, game.budget_attribute), scale))
    return player


def compare(game: AnyGame, points: Sequence[int], winners: Sequence[int], seat: int,
            other: int) -> float:
    """``seat``'s result against ``other`` in one game: 1 if it ranks above, ½ level, 0
    below; a game counting wins ranks the winners first, then by points."""
    def key(s: int) -> tuple[int, int]:
        won = int(s in winners) if game.match_measure == "wins" else 0
        return (won, points[s])
    a, b = key(seat), key(other)
    return 1.0 if a > b else 0.5 if a == b else 0.0


def table(first: RungSpec, second: RungSpec, seats: int) -> list[list[RungSpec]]:
    """The games of one deal of a pairing, each the rungs by seat: game ``s`` has ``first``
    in seat ``s`` and ``second`` in every other (at two seats, the seats swapped)."""
    return [[first if s == seat else second for s in range(seats)] for seat in range(seats)]


def play_deal(job: Job) -> dict[str, Any]:
    """Deal ``k`` of a pairing, once with the first rung in every seat: its results
    (one score per other seat per game) and the CPU time of each rung's decisions."""
    game_id, rules_text, first, second, k, seed = job
    game = GAMES[game_id]
    rules = game.parse_rules(rules_text)
    seats = game.seats_of(rules)
    deal = deal_seed(seed, k)
    scores: list[list[float]] = []
    clock: dict[str, list[float]] = {first[0]: [0.0, 0], second[0]: [0.0, 0]}
    for seat, _ in enumerate(table(first, second, seats)):
        start = time.process_time()
        if first[1] == "sighted":
            sighted = game.sighted
            assert sighted is not None
            final = sighted().play(rules, deal, seat, first[2])
            clock[first[0]][0] += time.process_time() - start
            clock[first[0]][1] += 1
        elif first[1] == "openspiel" or second[1] == "openspiel":
            final = openspiel_bridge().play(game, rules, first, second, deal, seat, clock,
                                            lambda rung, s: make_player(game, rung, s))
        else:
            players = [Timed(make_player(game, rung, 16 * deal + s))
                       for s, rung in enumerate(table(first, second, seats)[seat])]
            final = game.play_match(rules, players, deal)
            for s, p in enumerate(players):
                who = first[0] if s == seat else second[0]
                clock[who][0] += p.seconds
                clock[who][1] += p.decisions
        outcome = game.outcome(final)
        scores.append([compare(game, outcome.points, outcome.winners, seat, o)
                       for o in range(seats) if o != seat])
    return {"pair": [first[0], second[0]], "deal": k, "scores": scores, "clock": clock}


# -- Bradley–Terry -------------------------------------------------------------------------

Counts = dict[tuple[str, str], tuple[float, float]]  # (a, b) -> (a's score, comparisons)


def fit(players: Sequence[str], counts: Mapping[tuple[str, str], tuple[float, float]],
        anchor: str = ANCHOR, prior: float = PRIOR_DRAWS, tol: float = 1e-10,
        rounds: int = 10_000) -> dict[str, float]:
    """Bradley–Terry ratings on the Elo scale (``400·log10`` of the strength ratio) with
    ``anchor`` at 0, by Hunter's MM algorithm (Ann. Statist. 32, 2004): each pair's
    ``(a's score, comparisons)``, a draw counting half, plus ``prior`` drawn games per pair.

    >>> r = fit(["random", "b"], {("b", "random"): (75.0, 100.0)}, prior=0)
    >>> round(r["b"], 1), r["random"]
    (190.8, 0.0)
    """
    wins = {p: 0.0 for p in players}
    games: dict[str, dict[str, float]] = {p: {} for p in players}
    for (a, b), (score, n) in counts.items():
        wins[a] += score + prior / 2
        wins[b] += n - score + prior / 2
        games[a][b] = games[a].get(b, 0.0) + n + prior
        games[b][a] = games[b].get(a, 0.0) + n + prior
    strength = {p: 1.0 for p in players}
    for _ in range(rounds):
        new = {}
        for p in players:
            denom = sum(n / (strength[p] + strength[q]) for q, n in games[p].items())
            new[p] = max(wins[p], 1e-12) / denom if denom > 0 else strength[p]
        norm = new[anchor]
        new = {p: v / norm for p, v in new.items()}
        change = max(abs(math.log(new[p] / strength[p])) for p in players)
        strength = new
        if change < tol:
            break
    return {p: 400 * math.log10(strength[p]) for p in players}


def counts_of(deals: Sequence[Mapping[str, Any]]) -> Counts:
    """Each pairing's (first's score, comparisons) over the given deals."""
    counts: Counts = {}
    for d in deals:
        pair = (d["pair"][0], d["pair"][1])
        score, n = counts.get(pair, (0.0, 0.0))
        flat = [x for game in d["scores"] for x in game]
        counts[pair] = (score + sum(flat), n + len(flat))
    return counts


def bootstrap_draws(players: Sequence[str], deals: Sequence[Mapping[str, Any]], seed: int,
                    resamples: int = BOOTSTRAP) -> dict[str, list[float]]:
    """Each player's rating in ``resamples`` fits, each on the deals of every pairing drawn
    again with replacement (``random.Random(seed)``); the i-th value of every player comes
    from the same resample."""
    by_pair: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
    for d in deals:
        by_pair.setdefault((d["pair"][0], d["pair"][1]), []).append(d)
    rng = random.Random(f"ladder-bootstrap:{seed}")
    draws: dict[str, list[float]] = {p: [] for p in players}
    for _ in range(resamples):
        sample = [rng.choice(group) for group in by_pair.values() for _ in group]
        for p, r in fit(players, counts_of(sample), tol=1e-7).items():
            draws[p].append(r)
    return draws


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The central 95% of ``values``: their 2.5th and 97.5th percentiles."""
    ordered = sorted(values)
    tail = (1 - 0.95) / 2
    return _quantile(ordered, tail), _quantile(ordered, 1 - tail)


def bootstrap(players: Sequence[str], deals: Sequence[Mapping[str, Any]], seed: int,
              resamples: int = BOOTSTRAP) -> dict[str, tuple[float, float]]:
    """95% intervals of each rating, from ``bootstrap_draws``."""
    return {p: interval(v) for p, v in bootstrap_draws(players, deals, seed, resamples).items()}


def gap_interval(draws: Mapping[str, Sequence[float]], lower: str,
                 upper: str) -> tuple[float, float]:
    """95% interval of ``upper``'s rating minus ``lower``'s, resample by resample."""
    return interval([u - lo for u, lo in zip(draws[upper], draws[lower], strict=True)])


def _quantile(values: Sequence[float], q: float) -> float:
    pos = q * (len(values) - 1)
    low = math.floor(pos)
    high = min(low + 1, len(values) - 1)
    return values[low] + (values[high] - values[low]) * (pos - low)


def _blind(ratings: Mapping[str, Mapping[str, float]], deals: Mapping[str, int] | None,
           *players: str) -> bool:
    """Whether a rung other than the anchor has too few deals for a verdict: fewer than
    ``MIN_DEALS`` in all its pairings, or an interval of no width (every resample of its
    deals gave the same result: a clean sweep, which says nothing of its spread)."""
    return any(p != ANCHOR and (ratings[p]["low"] == ratings[p]["high"]
                                or (deals is not None and deals.get(p, 0) < MIN_DEALS))
               for p in players)


def _gap(ratings: Mapping[str, Mapping[str, float]], draws: Mapping[str, Sequence[float]],
         lower: str, upper: str) -> dict[str, Any]:
    low, high = gap_interval(draws, lower, upper)
    return {"lower": lower, "upper": upper,
            "gap": round(ratings[upper]["elo"] - ratings[lower]["elo"], 1),
            "gap_interval": [round(low, 1), round(high, 1)]}


def verdicts(ratings: Mapping[str, Mapping[str, float]],
             draws: Mapping[str, Sequence[float]],
             deals: Mapping[str, int] | None = None) -> list[dict[str, Any]]:
    """Each pair of rungs adjacent by rating: ``separated`` (the 95% interval of the gap,
    from the same resamples, lies above 0), ``level`` (it holds 0), or ``too few deals``
    where either rung has played too few (``deals``, by rung) or its own interval has no
    width (``_blind``)."""
    order = sorted(ratings, key=lambda p: ratings[p]["elo"])
    out = []
    for lower, upper in pairwise(order):
        row = _gap(ratings, draws, lower, upper)
        row["verdict"] = ("too few deals" if _blind(ratings, deals, lower, upper)
                          else "separated" if row["gap_interval"][0] > 0 else "level")
        out.append(row)
    return out


def level_verdicts(levels: Sequence[str], ratings: Mapping[str, Mapping[str, float]],
                   draws: Mapping[str, Sequence[float]],
                   deals: Mapping[str, int] | None = None) -> list[dict[str, Any]]:
    """Each pair of consecutive levels of the play page (weaker first, as the game lists
    them) on the ladder: ``stronger`` (the stronger by design is ahead, the gap's 95%
    interval above 0), ``weaker`` (behind, the interval below 0), ``level`` (it holds 0) or
    ``too few deals``."""
    out = []
    for lower, upper in pairwise([p for p in levels if p in ratings]):
        row = _gap(ratings, draws, lower, upper)
        low, high = row["gap_interval"]
        row["verdict"] = ("too few deals" if _blind(ratings, deals, lower, upper)
                          else "stronger" if low > 0 else "weaker" if high < 0 else "level")
        out.append(row)
    return out


# -- The ladder ----------------------------------------------------------------------------


def ladder_games() -> list[str]:
    """The games a ladder can be built for: every registered game (all have players)."""
    return list(GAMES)


def check_game(game_id: object) -> AnyGame:
    """The game ``game_id``; ``ValueError`` naming the games for another."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise ValueError(f"unknown game {shown(game_id)}; games: {', '.join(GAMES)}")
    return GAMES[game_id]


def pairing_games(pairs: Sequence[tuple[str, str]], asked: Mapping[str, int],
                  games_per_pairing: int) -> dict[tuple[str, str], int]:
    """The games of each pairing: ``games_per_pairing``, or the number ``asked`` for it
    (``{"expert/greedy": 200}``, the two rungs in either order); ``ValueError`` naming the
    pairings for one that is not in the schedule or a number below 1."""
    out = dict.fromkeys(pairs, games_per_pairing)
    for key, n in asked.items():
        a, _, b = key.partition("/")
        pair = (a, b) if (a, b) in out else (b, a)
        if pair not in out:
            raise ValueError(f"no pairing {shown(key)} in the ladder; pairings: "
                             + ", ".join(f"{x}/{y}" for x, y in pairs))
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ValueError(f"games of the pairing {key} must be a whole number from 1 up, "
                             f"not {shown(n)}")
        out[pair] = n
    return out


def deals_path(out: Path) -> Path:
    """The file of each deal's result beside the results ``out`` (``<id>.deals.jsonl``)."""
    return out.with_name(out.stem + ".deals.jsonl")


#: The way ``play_deal`` plays and scores a deal: raised when that changes, so that the
#: deals kept before are played again.
DEAL_FORMAT = 1
#: The package's folder: the code a deal's result depends on is read from it.
PACKAGE = Path(__file__).resolve().parent.parent


def code_digest(game: AnyGame) -> str:
    """SHA-256 of the code a deal of ``game`` is played by: the game's sub-package, the
    engine's core, the OpenSpiel bridge and the lab's deal seeds (every ``.py`` file, by
    its path and bytes). Kept deals are played again when it changes, and only then: a new
    release that leaves the games and players alone keeps them."""
    digest = hashlib.sha256()
    folders = [PACKAGE / "games" / game.id, PACKAGE / "core", PACKAGE / "openspiel"]
    files = sorted(f for folder in folders for f in folder.rglob("*.py"))
    for f in [*files, PACKAGE / "lab" / "sweep.py"]:
        digest.update(f.relative_to(PACKAGE).as_posix().encode() + b"\0")
        digest.update(f.read_bytes() + b"\0")
    return digest.hexdigest()


def _deals_header(game: AnyGame, canonical: str, seed: int,
                  ladder: Sequence[Rung]) -> dict[str, Any]:
    return {"ladder": game.id, "rules": canonical, "seed": seed, "format": DEAL_FORMAT,
            "code": code_digest(game), "rungs": {r.id: r.budget for r in ladder}}


def kept_deals(path: Path | None,
               header: Mapping[str, Any]) -> tuple[dict[str, str], list[dict[str, Any]]]:
    """What a file of deals holds for this ladder: the budgets its rungs were played with,
    and its deals. Nothing if there is no file or it was played for another game, rules or
    seed, or by other code (``code_digest``, ``DEAL_FORMAT``); a deal of a rung whose
    budget has changed since is left out (a rung this run leaves out keeps its deals), and
    so is a line cut short (a run stopped while writing it)."""
    if path is None or not path.exists():
        return {}, []
    lines = path.read_text(encoding="utf-8").splitlines()
    try:
        head = json.loads(lines[0]) if lines else {}
    except json.JSONDecodeError:
        return {}, []
    if not isinstance(head, dict) or any(head.get(k) != header[k] for k in
                                         ("ladder", "rules", "seed", "format", "code")):
        return {}, []
    budgets = {str(k): str(v) for k, v in head.get("rungs", {}).items()}
    now = header["rungs"]
    rows = []
    for line in lines[1:]:
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        if all(r in budgets and budgets[r] == now.get(r, budgets[r]) for r in row["pair"]):
            rows.append(row)
    return budgets, rows


def write_deals(path: Path, header: Mapping[str, Any], budgets: Mapping[str, str],
                rows: Sequence[Mapping[str, Any]]) -> None:
    """Write a file of deals: its header (with the budgets of every rung it holds deals
    of), then one line per deal in the order of pairing and deal."""
    lines = [json.dumps({**header, "rungs": dict(budgets)}, ensure_ascii=False,
                        separators=(",", ":"))]
    lines += [json.dumps(r, ensure_ascii=False, separators=(",", ":"))
              for r in sorted(rows, key=lambda r: (r["pair"], r["deal"]))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def run_ladder(game_id: str, games_per_pairing: int = 30, seed: int = 0,
               workers: int | None = 1, rules_text: str | None = None,
               simulations: Sequence[int] = (), ray_address: str | None = None,
               only: Sequence[str] | None = None, progress: TextIO | None = None,
               now: Callable[[], datetime.datetime] | None = None,
               pairings: Mapping[str, int] | None = None,
               deals_file: Path | None = None) -> dict[str, Any]:
    """Play the ladder of ``game_id`` and return its results document.

    ``games_per_pairing`` games are played per pairing, in whole deals (a deal is played
    once per seat); ``pairings`` sets another number for some (``{"expert/greedy": 200}``).
    ``simulations``: OpenSpiel's bots at these counts (none: no OpenSpiel rungs).
    ``only``: the rungs to keep (ids; ``random`` always stays). ``deals_file``: each deal's
    result is kept there, and the deals it already holds for this ladder are not played
    again (``kept_deals``).
    """
    game = check_game(game_id)
    if isinstance(games_per_pairing, bool) or not isinstance(games_per_pairing, int) \
            or games_per_pairing < 1:
        raise ValueError(f"games per pairing must be a whole number from 1 up, not "
                         f"{shown(games_per_pairing)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"the seed must be a whole number from 0 up, not {shown(seed)}")
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        raise ValueError(f"workers must be 1 or more, not {shown(workers)}")
    rules_text = rules_text or game.default_preset
    rules = game.parse_rules(rules_text)
    canonical = rules.to_string()
    seats = game.seats_of(rules)
    all_rungs = rungs(game, simulations)
    if only is not None:
        known = [r.id for r in all_rungs]
        unknown = [o for o in only if o not in known]
        if unknown:
            raise ValueError(f"no rung {', '.join(map(shown, unknown))} in the {game.id} "
                             f"ladder; rungs: {', '.join(known)}")
        all_rungs = [r for r in all_rungs if r.id in only or r.id == ANCHOR]
    pairs = schedule(all_rungs, game)
    games_of = pairing_games(pairs, pairings or {}, games_per_pairing)
    deals_of = {pair: -(-n // seats) for pair, n in games_of.items()}
    by_id = {r.id: r for r in all_rungs}
    header = _deals_header(game, canonical, seed, all_rungs)
    budgets, kept = kept_deals(deals_file, header)
    budgets.update(header["rungs"])
    have = {(r["pair"][0], r["pair"][1], r["deal"]): r for r in kept}
    results: list[dict[str, Any]] = [have[(a, b, k)] for a, b in pairs
                                     for k in range(deals_of[(a, b)]) if (a, b, k) in have]
    jobs: list[Job] = [(game.id, canonical, _spec(by_id[a]), _spec(by_id[b]), k, seed)
                       for a, b in pairs for k in range(deals_of[(a, b)])
                       if (a, b, k) not in have]
    if deals_file is not None:
        write_deals(deals_file, header, budgets, kept)
    started = time.monotonic()
    played: list[dict[str, Any]] = []
    for i, row in enumerate(execute(jobs, workers or 1, ray_address, play_deal)):
        played.append(row)
        if deals_file is not None:
            with deals_file.open("a", encoding="utf-8") as f:
                f.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
        if progress is not None:
            progress.write(f"\r{game.id}: {i + 1}/{len(jobs)} deals played "
                           f"({len(results)} kept from before)")
            progress.flush()
    if progress is not None:
        progress.write("\n")
    if deals_file is not None:
        write_deals(deals_file, header, budgets, kept + played)
    results += played
    results.sort(key=lambda r: (pairs.index((r["pair"][0], r["pair"][1])), r["deal"]))
    ids = [r.id for r in all_rungs]
    point = fit(ids, counts_of(results))
    draws = bootstrap_draws(ids, results, seed)
    intervals = {p: interval(v) for p, v in draws.items()}
    ratings = {p: {"elo": round(point[p], 1), "low": round(intervals[p][0], 1),
                   "high": round(intervals[p][1], 1)} for p in ids}
    clock: dict[str, list[float]] = {p: [0.0, 0] for p in ids}
    for row in results:
        for who, (secs, n) in row["clock"].items():
            clock[who][0] += secs
            clock[who][1] += n
    counts = counts_of(results)
    played_by = {p: sum(p in r["pair"] for r in results) for p in ids}
    stamp = (now or (lambda: datetime.datetime.now(datetime.UTC)))()
    skipped = openspiel_possible(game) if simulations else "not asked for"
    command = " ".join([f"penneech ladder --game {game.id}",
                        f"--games-per-pairing {games_per_pairing} --seed {seed}",
                        *([f"--rules {rules_text}"] if rules_text != game.default_preset
                          else []),
                        "--simulations", *map(str, simulations),
                        *(["--rungs", *only] if only is not None else []),
                        *(f"--pairing {a}/{b}={games_of[(a, b)]}" for a, b in pairs
                          if games_of[(a, b)] != games_per_pairing)])
    return {
        "game": game.id,
        "command": command,
        "rules": canonical,
        "preset": rules.preset_name,
        "seats": seats,
        "engine_version": __version__,
        "git_commit": git_commit(),
        "seed": seed,
        "deal_seeds": DEAL_SEED_RULE,
        "games_per_pairing": -(-games_per_pairing // seats) * seats,
        "deals_per_pairing": -(-games_per_pairing // seats),
        "match": ("duplicate: each deal once with the first rung in every seat, the second "
                  "in the others" + (" (seats swapped)" if seats == 2 else
                                     " (one player among copies of another, moved round "
                                     "every seat)")),
        "comparison": ("each game compares the first rung with every other seat: it "
                       + ("ranks above a seat by winning the game, then by points"
                          if game.match_measure == "wins" else "ranks above a seat by points")
                       + f" (a draw counts half); the horizon of a game is a "
                         f"{game.match_horizon}"),
        "fit": (f"Bradley-Terry by the MM algorithm, Elo scale 400*log10, {ANCHOR} fixed at "
                f"0, {PRIOR_DRAWS:g} drawn game added per pairing"),
        "intervals": (f"95%: percentiles of {BOOTSTRAP} bootstrap resamples of the deals of "
                      f"each pairing, seeded by the ladder's seed"),
        "openspiel": ("OpenSpiel rungs at " + ", ".join(map(str, simulations))
                      + " simulations" if simulations and skipped is None
                      else f"no OpenSpiel rungs: {skipped}"),
        "rungs": [{"id": r.id, "kind": r.kind, "budget": r.budget,
                   "rating": ratings[r.id]} for r in all_rungs],
        "pairings": [{"first": a, "second": b, "games": deals_of[(a, b)] * seats,
                      "comparisons": int(counts[(a, b)][1]),
                      "first_score": round(counts[(a, b)][0] / counts[(a, b)][1], 4)}
                     for a, b in pairs],
        "adjacent": verdicts(ratings, draws, played_by),
        "levels": level_verdicts(game.player_names(), ratings, draws, played_by),
        "timing": {
            "clock": "CPU seconds (process time) per decision with a choice, in CPython; "
                     "a measurement of the machine, the one part of this file that "
                     "differs between runs",
            "date": stamp.strftime("%Y-%m-%d"),
            "wall_seconds": round(time.monotonic() - started, 1),
            "deals_played": len(played),
            "deals_kept": len(results) - len(played),
            "cpu_seconds": round(sum(secs for secs, _ in clock.values()), 1),
            "workers": workers or 1,
            "per_rung": {p: _timing(by_id[p].kind, secs, int(n))
                         for p, (secs, n) in clock.items()},
        },
    }


def _timing(kind: str, seconds: float, n: int) -> dict[str, Any]:
    """A rung's thinking time: per decision, or per game for the sighted expert (whose
    module plays a whole game and counts no decisions)."""
    unit = "game" if kind == "sighted" else "decision"
    return {"unit": unit, "count": n, "cpu_seconds": round(seconds, 2),
            "per_" + unit: round(seconds / n, 5) if n else None}


def write(doc: Mapping[str, Any], path: Path) -> None:
    """Write a ladder's results as JSON, in a folder that exists."""
    if path.is_dir():
        raise ValueError(f"cannot write the ladder to {path}: it is a folder")
    if not path.parent.is_dir():
        raise ValueError(f"cannot write the ladder to {path}: there is no folder "
                         f"{path.parent}")
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def without_timing(doc: Mapping[str, Any]) -> dict[str, Any]:
    """A results document without what differs between runs of the same ladder."""
    return {k: v for k, v in doc.items() if k != "timing"}


def iter_rungs(doc: Mapping[str, Any]) -> Iterator[tuple[str, float, float, float]]:
    """Each rung of a results document: id, rating, low, high."""
    for r in doc["rungs"]:
        yield r["id"], r["rating"]["elo"], r["rating"]["low"], r["rating"]["high"]


# -- The command ---------------------------------------------------------------------------


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``penneech ladder``'s options."""
    parser.add_argument("--game", required=True,
                        help="the game whose ladder to build: " + ", ".join(ladder_games()))
    parser.add_argument("--games-per-pairing", type=number_argument(1), default=GAMES_DEFAULT,
                        metavar="N", help="games per pairing, in whole deals (each deal once "
                        f"per seat; default {GAMES_DEFAULT})")
    parser.add_argument("--seed", type=number_argument(0), default=0,
                        help="the ladder's seed, a whole number from 0 up (default: 0)")
    parser.add_argument("--rules", default=None,
                        help="the reading to play (default: the game's default preset)")
    parser.add_argument("--simulations", type=number_argument(1), nargs="*",
                        default=list(SIMULATIONS_DEFAULT), metavar="N",
                        help="OpenSpiel's ISMCTS and MCTS at these simulations per decision, "
                             "where the game has an adapter and pyspiel is installed (default: "
                             f"{' '.join(map(str, SIMULATIONS_DEFAULT))}; none: leave them "
                             "out)")
    parser.add_argument("--rungs", nargs="+", default=None, metavar="RUNG",
                        help="keep only these rungs (and random)")
    parser.add_argument("--pairing", action="append", default=[], type=_pairing_argument,
                        metavar="A/B=N", help="play N games in the pairing of rungs A and B "
                        "instead of --games-per-pairing (repeat for more pairings)")
    parser.add_argument("--workers", type=number_argument(1), default=1,
                        help="local processes, 1 or more (default: 1)")
    parser.add_argument("--ray", metavar="ADDRESS", default=None,
                        help="run the deals on a Ray cluster at ADDRESS, host:port ('local' "
                             "starts one here); needs the optional extra penneech[lab]")
    parser.add_argument("--out", type=Path, default=None,
                        help="results JSON to write (default: data/ladder/GAME.json, in a "
                             "folder that exists)")
    parser.add_argument("--quiet", action="store_true", help="no progress")


def _pairing_argument(text: str) -> tuple[str, int]:
    """``--pairing``'s ``A/B=N``: the pairing and its games (``argparse`` names the option
    and the text for anything else)."""
    key, sep, n = text.rpartition("=")
    if not sep or "/" not in key or not n.isdigit() or int(n) < 1:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not A/B=N (two rungs and a whole number of games from 1 up)")
    return key, int(n)


#: The games per pairing and OpenSpiel's simulations when none are given.
GAMES_DEFAULT = 30
SIMULATIONS_DEFAULT: tuple[int, ...] = (1_000,)


def run(args: argparse.Namespace) -> int:
    """Build the ladder the arguments describe, write it and print one line per rung."""
    try:
        game = check_game(args.game)
        out = args.out if args.out is not None else Path("data", "ladder", f"{game.id}.json")
        if out.is_dir() or not out.parent.is_dir():
            raise ValueError(f"cannot write the ladder to {out}: "
                             + ("it is a folder" if out.is_dir()
                                else f"there is no folder {out.parent}"))
        if args.ray is not None:
            check_ray_address(args.ray)
        doc = run_ladder(game.id, args.games_per_pairing, args.seed, args.workers, args.rules,
                         args.simulations, args.ray, args.rungs,
                         None if args.quiet else sys.stderr, pairings=dict(args.pairing),
                         deals_file=deals_path(out))
        write(doc, out)
    except (ValueError, PenneechError, RuntimeError, OSError) as exc:
        print(f"penneech ladder: {exc}", file=sys.stderr)
        return 2
    per = doc["timing"]["per_rung"]
    for rung_id, elo, low, high in iter_rungs(doc):
        t = per[rung_id]
        took = t.get("per_" + t["unit"])
        print(f"{rung_id:<14} {elo:>7.0f}  [{low:>6.0f}, {high:>6.0f}]  "
              + (f"{took * 1000:.1f} ms CPU per {t['unit']}" if took is not None else ""))
    for v in doc["adjacent"] + doc["levels"]:
        low, high = v["gap_interval"]
        print(f"{v['lower']} < {v['upper']}: {v['verdict']} (gap {v['gap']:.0f} "
              f"[{low:.0f}, {high:.0f}])")
    played = doc["timing"]["deals_played"]
    print(f"{doc['games_per_pairing']} games per pairing, {len(doc['pairings'])} pairings, "
          f"{played} deals played and {doc['timing']['deals_kept']} kept from before in "
          f"{doc['timing']['wall_seconds']:.0f} s; results: {out}")
    return 0
