"""Piquet for two players: rule options, three rule sets and the rules engine.

Where each rule lives:

- ``options.py``, ``presets.py``, ``rules.py``: the disputed points as options, the rule
  sets ``cotton1674``, ``meyers1888`` and ``portland``, and ``PiquetRules``;
- ``pack.py``: the 32- or 36-card pack, pips, court cards;
- ``blanche.py``: carte blanche; ``point.py``: the point; ``sequences.py``: sequences;
  ``sets.py``: trios and quatorzes;
- ``declarations.py``: what may be claimed, answers, comparison, what the winner scores;
- ``exchange.py``: exchange limits and who sees the leftovers;
- ``reckoning.py``: the reckoning log (classes I–VI), pique, repique, play points;
- ``partie.py``: the end of the game and its settlement;
- ``state.py``: the game as a state machine; ``actions.py``: action numbers and names;
- ``view.py``: what one player may see; ``chance.py``: seeded deals;
- ``record.py``: the "Piquet record 1" text format; ``scenario.py``: chosen deals for
  tests and examples;
- ``players/``: the computer players; ``terminal.py``: the terminal program;
  ``sighted.py``: the expert shown the hidden cards, a bound for ``scripts/sighted.py``;
  ``lab.py``: how the variant lab (``penneech lab``) plays it and reads its figures;
  ``web.py``: the browser's façade; ``game.py``: the game as the registry lists it.

How a player sees a decision::

    state = PiquetState(PiquetRules.parse("portland"))   # or horizon="deal"
    chance = PiquetChance(seed)
    chance.advance(state)                  # deals until a player must act
    view = view_of(state, state.current_player())
    view.legal                             # the legal actions (integers)
    view.legal_names()                     # their names: "AS", "done", "point:S", ...
    state.apply_action(view.legal[0])      # returns the scores it caused

``view.phase`` says what is asked: ``choose_dealer`` (``deal``/``elder``),
``blanche_count`` (``count:k``), ``discard`` (one card per action, ascending card
order, then ``done``), ``leftover`` (``look``/``nolook``), ``declare`` (the elder
claims or says ``nothing`` for ``view.category``; the younger answers ``good`` or an
equal or better claim, ``view.elder_claim`` being the elder's), ``younger_scores``
(``score``/``withhold`` for ``view.younger_pending[0]``) and ``play`` (a card;
``view.lead_card`` is the card to follow). ``view.events`` is the reckoning log and
``view.scores`` the totals; the state's ``returns()`` gives the result at the end.
"""

from penneech.games.piquet.actions import action_name
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.presets import PRESETS
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.state import CHANCE, TERMINAL, PiquetState
from penneech.games.piquet.view import PiquetView, view_of

__all__ = ["CHANCE", "PRESETS", "TERMINAL", "PiquetChance", "PiquetRules", "PiquetState",
           "PiquetView", "action_name", "view_of"]
