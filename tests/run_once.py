"""Work done once per test run, however many pytest-xdist workers share the run.

The first pytest process of a run makes a folder and names it in ``SHARED_ENV``; the
workers it starts inherit the name (``tests/conftest.py``). ``once_per_run`` makes a
result in the first process that asks for it and hands the same bytes to the others, which
wait for it: a Pyodide boot or the engine's archive is then made once, not once per worker.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

#: The folder the processes of one run share.
SHARED_ENV = "PENNEECH_TEST_SHARED"
#: How long a process waits for another's result before it fails (a loaded two-core
#: machine takes minutes to build the site).
WAIT = 1200


def shared_dir() -> Path:
    return Path(os.environ[SHARED_ENV])


def claim(name: str) -> bool:
    """True for the one process of the run that first claims ``name``."""
    try:
        os.close(os.open(shared_dir() / f"{name}.claim", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a reader never sees half of it."""
    part = path.with_name(path.name + ".part")
    part.write_bytes(data)
    os.replace(part, path)


def wait_for(path: Path, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not path.exists():
        assert time.monotonic() < deadline, f"{what} was not made in {WAIT} s"
        time.sleep(0.2)


def once_per_run(name: str, make: Callable[[], bytes]) -> bytes:
    """``make()``, run by one process of the run; the others get the same bytes. If it
    fails there, it fails here too, with its message."""
    out, failed = shared_dir() / f"{name}.out", shared_dir() / f"{name}.failed"
    if claim(name):
        try:
            data = make()
        except BaseException as error:
            write_whole(failed, f"{type(error).__name__}: {error}".encode())
            raise
        write_whole(out, data)
        return data
    deadline = time.monotonic() + WAIT
    while not out.exists():
        if failed.exists():
            pytest.fail(f"{name}, made by another worker, failed: "
                        + failed.read_text(encoding="utf-8")[-3000:])
        assert time.monotonic() < deadline, f"{name} was not made in {WAIT} s"
        time.sleep(0.2)
    return out.read_bytes()
