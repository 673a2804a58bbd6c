"""High Card, a small game kept with the tests: it shows that a game registered through
``penneech.games.register`` alone is played by every program of the package.

Two players, one suit of eight cards (the Seven to the Ace of spades), three or four cards
each. The first trick is led by the player who did not deal, then by the winner of each
trick (or by each player in turn); the higher card wins the trick and one point. The game
is one deal; the player with more points wins it, and equal points are a drawn game.

It has the shape of the package's games (``options``, ``presets``, ``rules``, ``state``,
``view``, ``chance``, ``record``, ``players``, ``terminal``, ``lab`` and ``game``, which
describes it as one ``Game``) and is built from ``penneech.core``'s pieces; nothing of it
is shipped.
"""
