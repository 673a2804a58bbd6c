"""Penneech, from Charles Cotton's *The Compleat Gamester* (1674), ch. XXII: rule options
for every uncertain point, the modern reconstructions as presets, and the rules engine.

Where each rule lives:

- ``options.py``, ``presets.py``, ``rules.py``: the uncertain points as options, the
  presets ``mcleod``, ``martin`` and ``parlett``, and ``PenneechRules``;
- ``agreed.py``: the points the reconstructions agree on, with Cotton's clauses;
- ``sources.py``: the bibliography keys of its sources, and Cotton cited by clause;
- ``tricks.py``: every rule of trick play and scoring, written once (the ranking, the trick
  winner, the follow rule, counting cards, turn-ups, the card count);
- ``state.py``: the game as a state machine; ``events.py``: its scoring events;
- ``view.py``: what one player may see; ``chance.py``: seeded cuts, deals and turn-ups;
- ``record.py``: the "Penneech record 1" text format; ``simulate.py``: the fast play-out;
- ``players/``: the computer players; ``match.py``: seeded games between them;
  ``sighted.py``: the expert shown the hidden cards, a bound for ``scripts/sighted.py``;
- ``terminal.py``: the terminal program (``penneech play``, ``penneech replay``);
  ``lab.py``: how the variant lab (``penneech lab``) plays it and reads its figures;
- ``comparison.py``, ``sample_html.py``: a deal under two readings and its HTML;
- ``web.py``: the browser's façade; ``game.py``: the game as the registry lists it.

The package's top level (``import penneech``) re-exports this game's public names.
"""
