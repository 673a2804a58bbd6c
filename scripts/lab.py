#!/usr/bin/env python3
"""The variant lab: measure what each reading of the rules does to the game.

    python scripts/lab.py --games 10000 --out data/lab/penneech-greedy.json
    python scripts/lab.py --players greedy random --presets-only --games 4000 \
        --out data/lab/penneech-skill-greedy.json
    python scripts/lab.py --game piquet --workers 1 --games 200 --chunk 100 --seed 11 \
        --out data/lab/piquet-greedy.json

Same options as ``penneech lab`` (``--help``).
"""

from __future__ import annotations

import sys

from penneech.lab.main import main

if __name__ == "__main__":
    sys.exit(main())
