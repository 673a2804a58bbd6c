"""How many examples a property test draws: every one under CI, a third while you work.

CI (``CI=true``, as ``.ci/run`` sets it) loads Hypothesis's derandomised ``ci`` profile
(``tests/conftest.py``) and draws each test's full number of examples, the same ones on
every run. Elsewhere, ``examples(n)`` draws a third of them (at least ten), so that the
engine's tests (``./scripts/test --fast``) stay a few minutes' loop; each run there draws
new examples, and a failure found is kept in ``.hypothesis/`` and tried first next time.
``PENNEECH_FULL_EXAMPLES=1`` draws the full number without the derandomised profile.
"""

from __future__ import annotations

import os


def _set(name: str) -> bool:
    return os.environ.get(name, "").lower() in ("true", "1")


#: True under CI: the derandomised profile ``ci`` of ``tests/conftest.py``.
CI = _set("CI")
#: True when every test draws its full number of examples.
FULL = CI or _set("PENNEECH_FULL_EXAMPLES")


def examples(full: int) -> int:
    """``full`` under CI; a third of it (at least 10, never more than ``full``) elsewhere."""
    return full if FULL else min(full, max(10, full // 3))
