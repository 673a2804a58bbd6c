"""All-Fours for two players, as Charles Cotton describes it (*The Compleat Gamester*,
1674, ch. X, pp. 111–113), with the points he leaves open as rule options.

Where each rule lives:

- ``options.py``, ``presets.py``, ``rules.py``: the open points, the rule sets
  ``cotton1674``, ``running`` (Cotton's Running All-Fours) and ``seven_up`` (Foster's
  Complete Hoyle, 1897), and ``AllFoursRules``;
- ``actions.py``: action numbers and names; ``tricks.py``: following, the trick's winner,
  the card points for Game and the reckoning of High, Low, Jack and Game (the tricks
  themselves are ``penneech.core.tricks.Trick``);
- ``state.py``: the game as a state machine, keeping its deals that are over
  (``AllFoursDeal``); ``view.py``: what one player may see, and the world a view and the
  hidden cards describe (``world_of``, ``hidden_of``); ``chance.py``: seeded deals;
  ``record.py``: the "All-Fours record 1" text format (``penneech.core.records.Record``);
- ``players/``: ``random`` (``penneech.core.players``), ``greedy`` and ``expert`` (sampled
  deals solved exactly); ``terminal.py``: the terminal program's hooks for the core loop
  (``penneech.core.terminal``); ``lab.py``: how the variant lab (``penneech lab``) plays
  it and reads its figures; ``web.py``: the play page's façade;
  ``game.py``: the game as the registry lists it, with its declared facts.

How a player sees a decision::

    state = AllFoursState(AllFoursRules.parse("cotton1674"))
    chance = AllFoursChance(seed)
    chance.advance(state)
    view = view_of(state, state.current_player())
    view.phase, view.legal   # "beg": STAND/BEG; "give": GIVE/REFUSE; "discard", "play": cards
"""

from penneech.games.allfours.chance import AllFoursChance
from penneech.games.allfours.rules import AllFoursRules
from penneech.games.allfours.state import AllFoursState
from penneech.games.allfours.view import AllFoursView, view_of

__all__ = ["AllFoursChance", "AllFoursRules", "AllFoursState", "AllFoursView", "view_of"]
