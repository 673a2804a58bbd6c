"""The games in OpenSpiel (the optional extra ``penneech[openspiel]``): one module a game
(``penneech``, ``piquet``, ``pippip``) over a shared base (``base``) and the games'
parameters (``parameters``). Only this folder imports ``pyspiel`` or ``numpy``; nothing
else in the package imports it.
"""
