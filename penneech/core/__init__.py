"""What every game of the package needs, written once.

Each game is a sub-package of ``penneech.games`` of the same shape (its options, presets,
rules, state, view, chance, record, players, terminal and web façade); what does not
depend on the game lives here:

- ``game``: the ``Game`` descriptor each game's ``game`` module fills in for the registry;
- ``options``: a rule option and its choices, with labels, explanations and sources;
- ``rule_set``: the rules' text form (``option=value,...`` or a preset name), read,
  written and checked against the game's option metadata;
- ``preset``: a named rule set with its source and the status of each value (assumed *,
  reported †);
- ``turns``: the checks every state machine makes before an action (whose turn, an
  integer, a legal one) and the bookkeeping around them (copies, chance outcomes);
- ``views``: the seat check and the cards on the table for a player's view;
- ``tricks``: a trick for any number of seats, the cards a seat has played this deal,
  and the record of a deal that is over (``FinishedDeal``), which every state keeps;
- ``records``: the text record around a game's steps (header block, numbered body lines,
  UTF-8 files, line-numbered errors);
- ``playing``: playing a game out between computer players;
- ``cards``, ``html``: cards, their notation and their HTML; ``errors``: the errors;
  ``i18n``: the bilingual texts and citations; ``console``: the terminal's input and
  output; ``terminal``: the terminal's game and replay loops, with each game's hooks;
  ``web``: what the browser façades share.

``penneech.games`` is the registry: the one list of the games.
"""
