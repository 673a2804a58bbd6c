"""Pip-Pip! for three to twelve players: rule options, three rule sets and the engine.

Where each rule lives:

- ``options.py``, ``presets.py``, ``rules.py``: the open points as options, the rule sets
  ``pagat``, ``fosdick`` and ``european``, and ``PippipRules``;
- ``pack.py``: the two packs (104 physical cards, ``AC#0``/``AC#1``), order of rank and
  card points per card system;
- ``tricks.py``: the follow rule and the trick winner (a later identical card wins);
- ``marriages.py``: the pairs that may be declared, their order, value and trump;
- ``draw.py``: the deal, drawing, and the end of the stock;
- ``scoring.py``: the score log and the end of the game;
- ``state.py``: the game as a state machine; ``actions.py``: action numbers and names;
- ``view.py``: what one player may see; ``chance.py``: seeded deals;
- ``record.py``: the "Pip-Pip record 1" text format; ``scenario.py``: chosen deals for
  tests and examples; ``players``: computer players;
- ``terminal.py``: the terminal program; ``sighted.py``: the expert shown the hidden cards,
  a bound for ``scripts/sighted.py``; ``lab.py``: how the variant lab (``penneech lab``)
  plays it and reads its figures; ``web.py``: the browser's façade; ``game.py``: the game
  as the registry lists it.

How a player sees a decision::

    state = PippipState(PippipRules.parse("pagat,players=6"))   # or horizon="deal"
    chance = PippipChance(seed)
    chance.advance(state)                  # the first dealer and the deal
    view = view_of(state, state.current_player())
    view.phase                             # "marriages" (declare, then done) or "play"
    view.legal_names()                     # "done", "pip:KH#0+QH#1", "9C#1", ...
    state.apply_action(view.legal[0])      # returns the scores it caused
"""

from penneech.games.pippip.actions import action_name
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.state import CHANCE, TERMINAL, PippipState
from penneech.games.pippip.view import PippipView, view_of

__all__ = ["CHANCE", "PRESETS", "TERMINAL", "PippipChance", "PippipRules", "PippipState",
           "PippipView", "action_name", "view_of"]
