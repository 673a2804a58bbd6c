"""The games in OpenSpiel (the optional extra ``penneech[openspiel]``): one generic adapter
(``adapter``), which registers ``python_<id>`` for every game of the registry that declares
one (its horizons and facts, ``penneech.core.spiel``), and the games' parameters
(``parameters``, standard library only, which the site reads too). Only this folder imports
``pyspiel`` or ``numpy``; nothing else in the package imports it, and no module here names
a game.
"""
