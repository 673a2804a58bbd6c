"""What every game of the package needs, written once.

Each game is a sub-package of the same shape (its options, presets, rules, state, view,
chance, record and players: Penneech in ``penneech`` itself, Piquet in ``penneech.piquet``);
what does not depend on the game lives here or beside it:

- ``rule_set``: the rules' text form (``option=value,...`` or a preset name), read,
  written and checked against the game's option metadata (``penneech.options``);
- ``preset``: a named rule set with its source and the status of each value (assumed *,
  reported †);
- ``turns``: the checks every state machine makes before an action (whose turn, an
  integer, a legal one) and the bookkeeping around them (copies, chance outcomes);
- ``views``: the seat check and the cards on the table for a player's view;
- ``records``: the text record around a game's steps (header block, numbered body lines,
  UTF-8 files, line-numbered errors).

Cards and their notation (``penneech.cards``), the errors (``penneech.errors``), the
bilingual texts and citations (``penneech.i18n``) and the option model
(``penneech.options``) are shared too; ``penneech.games`` lists the games.
"""
