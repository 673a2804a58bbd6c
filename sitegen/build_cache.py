"""What the site build computes slowly and the same way every time, kept on disk between
builds: the sample deals played by the engine (``sample_hands.py``).

Each value is stored in ``.cache/build/`` (ignored by git) under a hash of what it is (its
kind and arguments) and of the code that computes it: every ``.py`` file of ``penneech/``
and ``sitegen/``, path and bytes, read once per process. A change to any of them makes new
keys, so a value is never taken from other code; an unreadable or missing file is computed
again. The hash is taken when this module is first used, that is with the code the process
has loaded: ``mkdocs serve`` does not reload the engine when it changes, and so never
stores what the old code played under the new code's hash.

Not a hook itself: ``sample_hands.py`` uses it, beside a background process that plays the
deals the pages need while the build makes the other pages.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
#: Where the values are kept (``.gitignore``: ``.cache/``).
CACHE = ROOT / ".cache" / "build"
#: The code whose results are kept: a change to any of its files changes every key.
CODE = ("penneech", "sitegen")

T = TypeVar("T")


@functools.cache
def code_digest() -> str:
    """The sha256 of every ``.py`` file of ``CODE``, in path order, path and bytes."""
    digest = hashlib.sha256()
    for top in CODE:
        for path in sorted((ROOT / top).rglob("*.py")):
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def path_of(kind: str, key: tuple[object, ...]) -> Path:
    """The file that holds the value of ``kind`` for ``key`` under the current code."""
    name = hashlib.sha256(f"{code_digest()}\0{kind}\0{key!r}".encode()).hexdigest()
    return CACHE / f"{kind}-{name}.pickle"


def load(kind: str, key: tuple[object, ...]) -> tuple[bool, object]:
    """``(True, value)`` if the value is on disk and readable, else ``(False, None)``."""
    try:
        return True, pickle.loads(path_of(kind, key).read_bytes())
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError,
            IndexError, TypeError, ValueError):
        return False, None


def store(kind: str, key: tuple[object, ...], value: object) -> None:
    """Keep ``value``; written to a temporary file and renamed, so that a build stopped
    half-way, or two at once, never leave half a file. A cache that cannot be written
    (a read-only checkout) is left alone."""
    path = path_of(kind, key)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)


def cached(kind: str, key: tuple[object, ...], compute: Callable[[], T]) -> T:
    """The value of ``kind`` for ``key``: from disk if it is there, else computed and kept."""
    found, value = load(kind, key)
    if found:
        return value  # type: ignore[return-value]
    result = compute()
    store(kind, key, result)
    return result
