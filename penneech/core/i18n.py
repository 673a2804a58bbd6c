"""Bilingual text and source citations shared by the rule metadata and the score log.

The site renders every label from these objects, so a label or a citation is written
once, here in the engine, and never typed again in a page.

Quotations of Cotton inside a ``Text`` are written ``{q:149|exact words}`` (page 149 of the
1674 edition), ``{q:86–87|…}`` for a quotation across two pages and ``{q:1687:105|…}`` for
the 1687 edition; words left out inside a quotation are marked `` … ``. The site turns each
into ``<q class="cotton" data-page="149">exact words</q>`` (and the test suite finds every
one in the TEI text on the page stated). Choice labels and explanations, which the play
page shows as plain text, contain no quotation markup.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Lang = Literal["en", "de"]
LANGS: tuple[Lang, ...] = ("en", "de")


@dataclass(frozen=True, slots=True)
class Text:
    """A short text in English and German."""

    en: str
    de: str

    def get(self, lang: str) -> str:
        """Return the text in ``lang`` ("en" or "de"); any other code falls back to English."""
        return self.de if lang == "de" else self.en

    def as_dict(self) -> dict[str, str]:
        """Both languages as a JSON-ready mapping."""
        return {"en": self.en, "de": self.de}


@dataclass(frozen=True, slots=True)
class Citation:
    """A pointer into the bibliography.

    ``key`` is a BibTeX key of the project's bibliography; ``locator`` a page or section;
    ``clauses`` the anchors of the source's clauses that the point rests on, where the
    game's edition of its source numbers them (a game's ``sources`` module cites so).

    >>> Citation("cotton1674", "p. 149", ("C12",)).short()
    'cotton1674, p. 149 (C12)'
    """

    key: str
    locator: str = ""
    clauses: tuple[str, ...] = ()

    def short(self) -> str:
        """A compact human form such as ``cotton1674, p. 149 (C12)``."""
        text = self.key
        if self.locator:
            text += f", {self.locator}"
        if self.clauses:
            text += f" ({', '.join(self.clauses)})"
        return text

    def as_dict(self) -> dict[str, object]:
        """JSON-ready form."""
        return {"key": self.key, "locator": self.locator, "clauses": list(self.clauses)}


#: A quotation of Cotton inside a ``Text``: ``{q:149|words}`` or ``{q:1687:105|words}``.
QUOTE = re.compile(r"\{q:(?:(?P<edition>1674|1687):)?(?P<pages>\d+(?:–\d+)?)\|(?P<words>[^{}|]+)\}")


@dataclass(frozen=True, slots=True)
class Quotation:
    """Words of Cotton with the printed page(s) they stand on and the edition's year."""

    words: str
    pages: str
    edition: str = "1674"


def quotations(text: str) -> list[Quotation]:
    """Every quotation marked in ``text``, in order."""
    return [Quotation(m["words"], m["pages"], m["edition"] or "1674")
            for m in QUOTE.finditer(text)]

