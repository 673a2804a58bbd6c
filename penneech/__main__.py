"""``python -m penneech``: the terminal program."""

from penneech.cli import main

raise SystemExit(main())
