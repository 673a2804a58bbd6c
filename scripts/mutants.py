"""Mutation testing of each game's rules, view and façade: plant one small fault at a time
and see whether the game's fast tests notice it.

A mutant is one classic change at one node of a module's syntax tree, applied to the source
text: a comparison flipped (``<`` and ``<=``, ``>`` and ``>=``, ``==`` and ``!=``, ``in`` and
``not in``, ``is`` and ``is not``), ``+`` and ``-`` (also ``+=`` and ``-=``), ``*`` and
``//``, an integer constant one more or one less, ``True`` and ``False``, ``and`` and ``or``,
a ``not`` dropped, ``min`` and ``max``. Each has a stable id,
``module:line:column:operator``. The games are found in the registry (``penneech.games``);
the modules mutated in each are those of the game's package that decide a score, a legal
move or what a seat sees (``RULE_MODULES`` below: every module of the package but the
computer players, the terminal, the record, chance and the other roles in ``NOT_RULES``),
and the group ``core`` holds the shared modules that decide the same (``CORE_MODULES``).

The tests run in a copy of the working tree (tracked and new files, made once per run), so
the tree itself is never changed and may be worked on meanwhile; the mutated file is put
back from memory after each mutant, even on Ctrl-C, and checked byte for byte at the end.
Each mutant runs the group's fast tests with ``CI=true`` (Hypothesis derandomised)::

    pytest -q -x -p no:cacheprovider -n 0 -m "<game> and not site and not browser" FILES

where FILES are the group's test modules, the fastest first so that a killed mutant stops
early; a survivor has run every one of them. The unmutated tree is run the same way first
(its time sets the per-mutant cap: a mutant that makes the tests hang is stopped and counted
as "timeout", apart from the killed ones).

Usage (run it under ``nice``, one game at a time: mutants run one after another)::

    .venv/bin/python scripts/mutants.py --list --game piquet --sample 40 --seed 1
    nice -n 10 .venv/bin/python scripts/mutants.py --game piquet --sample 40 --seed 1
    nice -n 10 .venv/bin/python scripts/mutants.py --game pippip --module \\
        penneech/games/pippip/marriages.py --sample 10
    nice -n 10 .venv/bin/python scripts/mutants.py --game piquet --only \\
        penneech/games/piquet/partie.py:55:19:GtE-Gt
    .venv/bin/python scripts/mutants.py --summary          # the tables of the saved results

A run writes ``data/mutants/<game>.json`` (the commit, seed, sample, operators, and each
mutant's id, change, outcome, seconds and killing test) unless ``--only`` or ``--out ''``;
``--summary`` prints each saved game's figures as a Markdown table, with every survivor and
its class from ``data/mutants/triage.json`` (a score, a legal move or what a seat sees:
must be killed; or equivalent, harmless: why).
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import hashlib
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from penneech.games import GAMES  # noqa: E402

RESULTS = ROOT / "data" / "mutants"
TRIAGE = RESULTS / "triage.json"

#: Modules of a game's package that are not its rules, view or façade: the computer players
#: (``players/``), the terminal program, the record's text, seeded chance, the hints, the
#: sighted expert, play-outs and matches for the lab and benchmarks, what the variant lab
#: counts, set-up helpers for tests and examples, the site's sample deals, and the
#: descriptions (options, presets, the rules' text form, the registry's entry).
NOT_RULES = frozenset({
    "__init__", "terminal", "record", "chance", "hints", "sighted", "simulate", "match",
    "lab", "scenario", "comparison", "sample_html", "options", "presets", "rules", "game",
})
#: The shared modules that decide a score, a legal move or what a seat sees: card order and
#: names, the checks around every action, the view's table cards, the façade.
CORE_MODULES = ("penneech/core/cards.py", "penneech/core/turns.py",
                "penneech/core/views.py", "penneech/core/web.py")
CORE = "core"

OPERATORS = {
    "cmp": "comparison flipped: < <=, > >=, == !=, in / not in, is / is not",
    "arith": "+ -, * //, += -=",
    "int": "integer constant +1 / -1",
    "bool": "True / False",
    "boolop": "and / or (every operator of the node)",
    "not": "not dropped",
    "minmax": "min / max",
}

CMP_SWAP: dict[type[ast.cmpop], tuple[str, type[ast.cmpop], str]] = {
    ast.Lt: ("Lt", ast.LtE, "LtE"), ast.LtE: ("LtE", ast.Lt, "Lt"),
    ast.Gt: ("Gt", ast.GtE, "GtE"), ast.GtE: ("GtE", ast.Gt, "Gt"),
    ast.Eq: ("Eq", ast.NotEq, "NotEq"), ast.NotEq: ("NotEq", ast.Eq, "Eq"),
    ast.In: ("In", ast.NotIn, "NotIn"), ast.NotIn: ("NotIn", ast.In, "In"),
    ast.Is: ("Is", ast.IsNot, "IsNot"), ast.IsNot: ("IsNot", ast.Is, "Is"),
}
CMP_TEXT: dict[str, tuple[bytes, bytes]] = {   # name: (pattern in the source, text)
    "Lt": (rb"(?<![<>=!])<(?![<=])", b"<"), "LtE": (rb"<=", b"<="),
    "Gt": (rb"(?<![<>=!-])>(?![>=])", b">"), "GtE": (rb">=", b">="),
    "Eq": (rb"==", b"=="), "NotEq": (rb"!=", b"!="),
    "In": (rb"(?<!\w)in(?!\w)", b"in"), "NotIn": (rb"(?<!\w)not\s+in(?!\w)", b"not in"),
    "Is": (rb"(?<!\w)is(?!\w)(?!\s+not(?!\w))", b"is"),
    "IsNot": (rb"(?<!\w)is\s+not(?!\w)", b"is not"),
}
ARITH_SWAP: dict[type[ast.operator], tuple[str, str, bytes, bytes]] = {
    ast.Add: ("Add", "Sub", rb"(?<![+=*/<>!-])\+(?!=)", b"-"),
    ast.Sub: ("Sub", "Add", rb"(?<![+=*/<>!-])-(?![=>])", b"+"),
    ast.Mult: ("Mult", "FloorDiv", rb"(?<!\*)\*(?![*=])", b"//"),
    ast.FloorDiv: ("FloorDiv", "Mult", rb"//(?!=)", b"*"),
}
AUG_SWAP: dict[type[ast.operator], tuple[str, str, bytes, bytes]] = {
    ast.Add: ("AddAssign", "SubAssign", rb"\+=", b"-="),
    ast.Sub: ("SubAssign", "AddAssign", rb"-=", b"+="),
}


@dataclass(frozen=True)
class Mutant:
    """One change: the bytes ``start:end`` of ``module`` replaced by ``after``."""

    module: str          # path from the repository's root
    line: int
    col: int
    operator: str        # e.g. "GtE-Gt", "int+1", "not"
    kind: str            # a key of OPERATORS
    start: int
    end: int
    before: str
    after: str

    @property
    def id(self) -> str:
        """The stable id: module:line:column:operator."""
        return f"{self.module}:{self.line}:{self.col}:{self.operator}"


@dataclass
class Outcome:
    """What the tests said of one mutant."""

    outcome: str                 # killed, timeout, survived or invalid
    seconds: float
    killer: str | None = None    # the first failing test (or module that failed to load)
    detail: str = ""


@dataclass
class Group:
    """A game (or ``core``): its modules, its marker expression, its test files."""

    name: str
    modules: list[str]
    marker: str
    files: list[str] = field(default_factory=list)


# --- Finding the mutants -------------------------------------------------------------------


def game_modules(game_id: str) -> list[str]:
    """The modules of a game's package that are its rules, view or façade, by the rule above
    (the package is the one the game's rules class comes from)."""
    package = GAMES[game_id].rules_class.__module__.rpartition(".")[0]
    folder = Path(import_module(package).__file__ or "").parent
    return [p.relative_to(ROOT).as_posix() for p in sorted(folder.glob("*.py"))
            if p.stem not in NOT_RULES]


def groups() -> dict[str, Group]:
    """Every game of the registry, then ``core``."""
    found = {g: Group(g, game_modules(g), f"{g} and not site and not browser") for g in GAMES}
    found[CORE] = Group(CORE, list(CORE_MODULES), "not site and not browser")
    return found


def _skipped(tree: ast.Module) -> set[int]:
    """The ids of nodes never mutated: type annotations, ``if TYPE_CHECKING`` blocks,
    asserts, f-strings (their inner positions are not the source's before Python 3.12),
    and ``__all__``."""
    skip: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Assert, ast.JoinedStr)) or (
                isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)):
            mark(node)
        elif isinstance(node, (ast.AnnAssign, ast.arg)):
            mark(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            mark(node)
    return skip


def _without_comments(chunk: bytes) -> bytes:
    """``chunk`` (code between two expressions) with each comment blanked, same length."""
    return re.sub(rb"#[^\n]*", lambda m: b" " * len(m.group()), chunk)


class _Source:
    """A module's bytes with the byte offset of each line (AST columns count UTF-8 bytes)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.starts = [0]
        for i, byte in enumerate(data):
            if byte == 0x0A:
                self.starts.append(i + 1)

    def offset(self, line: int, col: int) -> int:
        return self.starts[line - 1] + col

    def start(self, node: ast.AST) -> int:
        return self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]

    def end(self, node: ast.AST) -> int:
        return self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]

    def find(self, lo: int, hi: int, pattern: bytes) -> tuple[int, int]:
        """The one match of ``pattern`` in the code between ``lo`` and ``hi``."""
        found = list(re.finditer(pattern, _without_comments(self.data[lo:hi])))
        if len(found) != 1:
            raise ValueError(f"{pattern!r} found {len(found)} times in "
                             f"{self.data[lo:hi]!r}")
        return lo + found[0].start(), lo + found[0].end()


def mutants_of(module: str) -> list[Mutant]:
    """Every mutant of one module, in source order."""
    data = (ROOT / module).read_bytes()
    src = _Source(data)
    tree = ast.parse(data)
    skip = _skipped(tree)
    found: list[Mutant] = []

    def add(node: ast.AST, operator: str, kind: str, span: tuple[int, int], after: bytes,
            edits: Sequence[tuple[int, int, bytes]] = ()) -> None:
        line, col = node.lineno, node.col_offset  # type: ignore[attr-defined]
        start, end = span
        if edits:   # several spans of one node (and/or): one edit from the first to the last
            start, end = edits[0][0], edits[-1][1]
            pieces, at = [], start
            for lo, hi, text in edits:
                pieces += [data[at:lo], text]
                at = hi
            after = b"".join(pieces)
        found.append(Mutant(module, line, col, operator, kind, start, end,
                            data[start:end].decode(), after.decode()))

    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            left: ast.expr = node.left
            for op, right in zip(node.ops, node.comparators, strict=True):
                swap = CMP_SWAP.get(type(op))
                if swap is not None:
                    name, _, new = swap
                    span = src.find(src.end(left), src.start(right), CMP_TEXT[name][0])
                    add(node, f"{name}-{new}", "cmp", span, CMP_TEXT[new][1])
                left = right
        elif isinstance(node, ast.BinOp) and type(node.op) in ARITH_SWAP:
            name, new, pattern, text = ARITH_SWAP[type(node.op)]
            span = src.find(src.end(node.left), src.start(node.right), pattern)
            add(node, f"{name}-{new}", "arith", span, text)
        elif isinstance(node, ast.AugAssign) and type(node.op) in AUG_SWAP:
            name, new, pattern, text = AUG_SWAP[type(node.op)]
            span = src.find(src.end(node.target), src.start(node.value), pattern)
            add(node, f"{name}-{new}", "arith", span, text)
        elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
            span = (src.start(node), src.end(node))
            add(node, f"{node.value}-{not node.value}", "bool", span,
                str(not node.value).encode())
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            span = (src.start(node), src.end(node))
            for step in (1, -1):
                add(node, f"int{step:+d}", "int", span, str(node.value + step).encode())
        elif isinstance(node, ast.BoolOp):
            name, new = ("And", "Or") if isinstance(node.op, ast.And) else ("Or", "And")
            pattern = rb"(?<!\w)and(?!\w)" if name == "And" else rb"(?<!\w)or(?!\w)"
            edits = []
            for a, b in zip(node.values, node.values[1:], strict=False):
                lo, hi = src.find(src.end(a), src.start(b), pattern)
                edits.append((lo, hi, new.lower().encode()))
            add(node, f"{name}-{new}", "boolop", (0, 0), b"", edits)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            lo, hi = src.find(src.start(node), src.start(node.operand), rb"not\s*")
            add(node, "not-drop", "not", (lo, hi), b"")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("min", "max")):
            new = "max" if node.func.id == "min" else "min"
            add(node, f"{node.func.id}-{new}", "minmax",
                (src.start(node.func), src.end(node.func)), new.encode())
    found.sort(key=lambda m: (m.line, m.col, m.operator))
    return found


def mutated(mutant: Mutant, data: bytes) -> bytes:
    """The module's bytes with the mutant applied."""
    assert data[mutant.start:mutant.end].decode() == mutant.before, mutant.id
    return data[:mutant.start] + mutant.after.encode() + data[mutant.end:]


def check(mutant: Mutant, data: bytes) -> None:
    """The mutant is valid Python and differs from the module in its syntax tree."""
    new = mutated(mutant, data)
    if ast.dump(ast.parse(new)) == ast.dump(ast.parse(data)):
        raise ValueError(f"{mutant.id} changes nothing")
    compile(new, mutant.module, "exec")


def sample(group: Group, size: int | None, seed: int, only: Sequence[str]) -> list[Mutant]:
    """The group's mutants: those named by ``only``, or ``size`` of them drawn with
    ``seed`` (the same draw on every run of the same tree), or all of them."""
    every = [m for module in group.modules for m in mutants_of(module)]
    if only:
        by_id = {m.id: m for m in every}
        unknown = [i for i in only if i not in by_id]
        if unknown:
            raise SystemExit(f"no such mutant in {group.name}: {', '.join(unknown)}")
        return [by_id[i] for i in only]
    if size is None or size >= len(every):
        return every
    chosen = random.Random(f"{seed}/{group.name}").sample(range(len(every)), size)
    return [every[i] for i in sorted(chosen)]


# --- Running the tests ---------------------------------------------------------------------


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout


def commit() -> str:
    """The commit tested, with ``-dirty`` if the tree differs from it."""
    head = git("rev-parse", "--short", "HEAD").strip()
    dirty = git("status", "--porcelain", "--untracked-files=normal", "--", "penneech",
                "tests")
    return head + ("-dirty" if dirty.strip() else "")


@contextlib.contextmanager
def tree_copy() -> Iterator[Path]:
    """A copy of the working tree's files (tracked and new, not ignored), removed after."""
    names = git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    folder = Path(tempfile.mkdtemp(prefix="mutants-"))
    try:
        for name in names:
            source = ROOT / name
            if name and source.is_file():
                (folder / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, folder / name)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def environment(copy: Path) -> dict[str, str]:
    """The copy's packages first on the path; Hypothesis derandomised; no bytecode written."""
    return {**os.environ, "CI": "true", "PYTHONPATH": str(copy),
            "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}


def pytest_command(group: Group, report: Path, stop: bool) -> list[str]:
    return [sys.executable, "-m", "pytest", "-q", *(["-x"] if stop else []),
            "-p", "no:cacheprovider", "-n", "0", "-m", group.marker, "--tb=no", "-o",
            "console_output_style=classic", f"--junitxml={report}", *group.files]


def testcases(report: Path) -> Iterator[tuple[str, float, bool]]:
    """Each test in a JUnit report: its id (file::name), seconds, and whether it failed."""
    with contextlib.suppress(FileNotFoundError, ET.ParseError):
        for case in ET.parse(report).getroot().iter("testcase"):
            if not case.get("classname"):   # a module that failed to load: its dotted name
                name = case.get("name", "").replace(".", "/") + ".py (collection)"
                yield name, float(case.get("time", "0")), True
                continue
            parts = case.get("classname", "").split(".")
            cut = next((i for i in range(len(parts), 0, -1)
                        if Path(ROOT, *parts[:i]).with_suffix(".py").is_file()), len(parts))
            path = "/".join(parts[:cut]) + ".py"
            name = "::".join([path, *parts[cut:], case.get("name", "")])
            failed = case.find("failure") is not None or case.find("error") is not None
            yield name, float(case.get("time", "0")), failed


def run_tests(group: Group, copy: Path, timeout: float | None,
              stop: bool = True) -> tuple[int | None, float, Path]:
    """Run the group's tests in the copy: the return code (None if stopped at the cap),
    the seconds taken, and the JUnit report."""
    report = copy / "mutants-report.xml"
    report.unlink(missing_ok=True)
    began = time.monotonic()
    proc = subprocess.Popen(pytest_command(group, report, stop), cwd=copy,
                            env=environment(copy), stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        code: int | None = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        code = None
    except BaseException:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise
    if code is None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    return code, time.monotonic() - began, report


def baseline(group: Group, copy: Path) -> dict[str, Any]:
    """Run the unmutated tests once (all must pass); order the test files fastest first."""
    code, seconds, report = run_tests(group, copy, None, stop=False)
    cases = list(testcases(report))
    if code != 0 or not cases:
        raise SystemExit(f"{group.name}: the unmutated tests do not pass (pytest exit {code})")
    per_file: dict[str, float] = {}
    for name, took, _ in cases:
        path = name.split("::")[0]
        per_file[path] = per_file.get(path, 0.0) + took
    group.files = sorted(per_file, key=lambda f: (per_file[f], f))
    return {"tests": len(cases), "seconds": round(seconds, 1),
            "files": {f: round(per_file[f], 1) for f in group.files}}


def collect_files(group: Group, copy: Path, saved: Path) -> dict[str, Any]:
    """The group's test files without running them (``--no-baseline``): in the order of the
    saved results' unmutated run, those it did not have last."""
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "--collect-only",
                          "-p", "no:cacheprovider", "-n", "0", "-m", group.marker, "tests"],
                         cwd=copy, env=environment(copy), capture_output=True, text=True)
    files = {line.split("::")[0] for line in out.stdout.splitlines() if "::" in line}
    if not files:
        raise SystemExit(f"{group.name}: no tests collected")
    before: dict[str, Any] = {}
    with contextlib.suppress(FileNotFoundError, KeyError, ValueError):
        before = json.loads(saved.read_text(encoding="utf-8"))["baseline"]
    order = list(before.get("files", {}))
    group.files = sorted(files, key=lambda f: (order.index(f) if f in order else len(order), f))
    return before


def drop_bytecode(path: Path) -> None:
    for stale in path.parent.glob(f"__pycache__/{path.stem}.*.pyc"):
        stale.unlink(missing_ok=True)


def run_mutant(mutant: Mutant, group: Group, copy: Path, timeout: float) -> Outcome:
    """Plant the mutant in the copy, run the tests, and put the module back."""
    path = copy / mutant.module
    original = path.read_bytes()
    try:
        check(mutant, original)
    except (SyntaxError, ValueError) as error:
        return Outcome("invalid", 0.0, detail=str(error))
    try:
        path.write_bytes(mutated(mutant, original))
        drop_bytecode(path)
        code, seconds, report = run_tests(group, copy, timeout)
    finally:
        path.write_bytes(original)
        drop_bytecode(path)
    if code is None:
        return Outcome("timeout", seconds)
    failed = next((name for name, _, bad in testcases(report) if bad), None)
    if code == 0:
        return Outcome("survived", seconds)
    if code in (1, 2):   # tests failed, or a module failed to load (interrupted)
        return Outcome("killed", seconds, failed or "(collection)")
    return Outcome("killed", seconds, failed, detail=f"pytest exit {code}")


# --- Reporting -----------------------------------------------------------------------------


def load_triage() -> dict[str, dict[str, str]]:
    if TRIAGE.exists():
        triage: dict[str, dict[str, str]] = json.loads(TRIAGE.read_text(encoding="utf-8"))
        return triage
    return {}


def counts(results: dict[str, Any]) -> dict[str, int]:
    outcomes = [m["outcome"] for m in results["mutants"]]
    return {k: outcomes.count(k) for k in ("killed", "timeout", "survived", "invalid")}


def summary(paths: Sequence[Path]) -> str:
    """Each results file's figures as Markdown, with its survivors and their classes."""
    triage = load_triage()
    rows = ["| game | commit | planted | killed | timed out | survived | killed or timed out |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    survivors = ["| survivor | change | class | why |", "| --- | --- | --- | --- |"]
    for path in paths:
        results = json.loads(path.read_text(encoding="utf-8"))
        c = counts(results)
        planted = c["killed"] + c["timeout"] + c["survived"]
        share = 100 * (c["killed"] + c["timeout"]) / planted if planted else 0.0
        stopped = "" if results.get("complete", True) else " (stopped early)"
        rows.append(f"| {results['group']}{stopped} | `{results['commit']}` | {planted} | "
                    f"{c['killed']} | {c['timeout']} | {c['survived']} | {share:.0f} % |")
        for m in results["mutants"]:
            if m["outcome"] == "survived":
                t = triage.get(m["id"], {"class": "not triaged", "why": ""})
                survivors.append(f"| `{m['id']}` | `{m['before']}` → `{m['after']}` | "
                                 f"{t['class']} | {t['why']} |")
    return "\n".join(rows) + "\n\n" + "\n".join(survivors) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    known = groups()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "",
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=list(known),
                        help="a game of the registry, or core (repeatable; default: every game)")
    parser.add_argument("--module", action="append", default=[],
                        help="mutate only this module (a path from the repository's root)")
    parser.add_argument("--sample", type=int, help="mutants per game (default: all)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the sample")
    parser.add_argument("--only", nargs="+", default=[], metavar="ID",
                        help="run these mutants (ids as --list prints them)")
    parser.add_argument("--list", action="store_true", help="print the mutants; run nothing")
    parser.add_argument("--timeout", type=float,
                        help="seconds per mutant (default: twice the unmutated run, +60)")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the unmutated run (needs --timeout; the test files are then "
             "ordered as in the saved results)")
    parser.add_argument("--out", default=str(RESULTS.relative_to(ROOT)),
                        help="folder of the results files ('' for none)")
    parser.add_argument("--summary", action="store_true",
                        help="print the tables of the saved results; run nothing")
    args = parser.parse_args(argv)
    if args.summary:
        names = args.game or list(known)
        print(summary([p for g in names if (p := RESULTS / f"{g}.json").exists()]), end="")
        return 0
    if args.no_baseline and args.timeout is None:
        parser.error("--no-baseline needs --timeout")
    chosen = [known[g] for g in (args.game or list(GAMES))]
    for group in chosen:
        if args.module:
            unknown = [m for m in args.module if m not in known_modules(known)]
            if unknown:
                parser.error(f"no module {', '.join(unknown)} is mutated; modules: "
                             + ", ".join(known_modules(known)))
            group.modules = [m for m in group.modules if m in args.module]
    chosen = [g for g in chosen if g.modules]
    plans = {g.name: sample(g, args.sample, args.seed, args.only) for g in chosen}
    if args.list:
        for group in chosen:
            for m in plans[group.name]:
                print(f"{m.id}\t{m.before!r} -> {m.after!r}")
        return 0
    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt(f"signal {signum}")

    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):   # even where Ctrl-C was
        signal.signal(sig, stop)                                 # ignored (nohup, &)
    tested = commit()   # the tree as copied
    with tree_copy() as copy:
        for group in chosen:
            run_group(group, plans[group.name], copy, tested, args)
        originals = {m.module for ms in plans.values() for m in ms}
        changed = [m for m in sorted(originals)
                   if hashlib.sha256((copy / m).read_bytes()).digest()
                   != hashlib.sha256((ROOT / m).read_bytes()).digest()]
    if changed or git("diff", "--stat", "--", "penneech").strip():
        print(f"a mutated module differs from the tree after the run: {changed}",
              file=sys.stderr)
        return 1
    return 0


def known_modules(known: dict[str, Group]) -> list[str]:
    return [m for g in known.values() for m in g.modules]


def run_group(group: Group, mutants: list[Mutant], copy: Path, tested: str,
              args: argparse.Namespace) -> None:
    """Run one game's mutants one after another; print and save the results."""
    load = [os.getloadavg()[0]]
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    out = ROOT / (args.out or RESULTS.relative_to(ROOT)) / f"{group.name}.json"
    if args.no_baseline:
        base: dict[str, Any] = collect_files(group, copy, out)
    else:
        base = baseline(group, copy)
        print(f"{group.name}: unmutated {base['tests']} tests passed in {base['seconds']} s",
              flush=True)
    timeout = args.timeout or 2 * base["seconds"] + 60
    results: list[dict[str, Any]] = []
    record: dict[str, Any] = {
        "group": group.name, "commit": tested, "started": started, "seed": args.seed,
        "sample": args.sample, "only": args.only, "modules": group.modules,
        "operators": OPERATORS, "timeout": timeout,
        "command": "CI=true " + shlex.join(
            ["pytest", *pytest_command(group, Path("report.xml"), True)[3:]]),
        "baseline": base, "complete": False, "mutants": results,
    }

    def save() -> None:   # after every mutant, so that a stopped run keeps what it found
        record["load_average"] = {"min": round(min(load), 2), "max": round(max(load), 2),
                                  "mean": round(sum(load) / len(load), 2)}
        if args.out and not args.only:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n",
                           encoding="utf-8")

    for n, mutant in enumerate(mutants, 1):
        outcome = run_mutant(mutant, group, copy, timeout)
        load.append(os.getloadavg()[0])
        results.append({"id": mutant.id, "operator": mutant.kind, "before": mutant.before,
                        "after": mutant.after, "outcome": outcome.outcome,
                        "killer": outcome.killer, "seconds": round(outcome.seconds, 1),
                        **({"detail": outcome.detail} if outcome.detail else {})})
        print(f"[{n}/{len(mutants)}] {outcome.outcome:8} {outcome.seconds:6.1f} s  {mutant.id}"
              f"  {mutant.before!r} -> {mutant.after!r}  {outcome.killer or ''}", flush=True)
        save()
    record["complete"] = True
    save()
    c = counts(record)
    print(f"{group.name}: planted {len(results)}, killed {c['killed']}, timed out "
          f"{c['timeout']}, survived {c['survived']}, invalid {c['invalid']}; load average "
          f"{record['load_average']}", flush=True)
    if args.out and not args.only:
        print(f"written {out.relative_to(ROOT)}")

if __name__ == "__main__":
    sys.exit(main())
