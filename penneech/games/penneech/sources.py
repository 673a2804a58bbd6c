"""Penneech's sources: the bibliography keys its rules cite, and Cotton cited by clause.

Cotton's chapter XXII (*The Compleat Gamester*, 1674, pp. 148–149) is the game's base
source; the site's edition of it cuts the chapter into clauses anchored C1 … C18, and a
citation of Cotton names the clauses a point rests on. The modern reconstructions, each
the base of a preset, are McLeod's and Martin's pages on pagat.com and Parlett's page.

>>> cotton("p. 149", "C15").short()
'cotton1674, p. 149 (C15)'
"""

from __future__ import annotations

from penneech.core.i18n import Citation

#: Bibliography keys (``docs/bibliography.bib``) of the game's sources.
COTTON = "cotton1674"
MCLEOD = "mcleod2023penneech"
MARTIN = "martin2023penneech"
PARLETT = "parlett2022penneech"
WIKIPEDIA = "wikipedia_penneech"


def cotton(locator: str, *clauses: str) -> Citation:
    """Cite Cotton's *Compleat Gamester* (1674) at a page, with the anchors (C1 … C18) of
    the clauses of chapter XXII the point rests on."""
    return Citation(COTTON, locator, clauses)
