"""The typed log of scoring events: who scored, how much, why, and the rule behind it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from penneech.core.cards import Card, card_name, card_words, local_card_name
from penneech.core.i18n import Citation, Text
from penneech.games.penneech.sources import cotton

Reason = Literal["trick_card", "turn_up", "first_turn_up", "card_count"]

#: The rule clause behind each kind of score, cited on the site beside the log.
REASON_SOURCES: dict[str, Citation] = {
    "trick_card": cotton("pp. 148–149", "C3", "C4", "C12"),
    "turn_up": cotton("pp. 148–149", "C7", "C8", "C11"),
    "first_turn_up": cotton("pp. 148–149", "C2", "C11"),
    "card_count": cotton("p. 149", "C15"),
}

#: The rules page's anchor for each kind of score.
REASON_ANCHORS: dict[str, str] = {
    "trick_card": "counting-cards",
    "turn_up": "turned-cards",
    "first_turn_up": "turned-cards",
    "card_count": "card-count",
}


@dataclass(frozen=True, slots=True)
class PenneechEvent:
    """``player`` scored ``points`` in hand ``hand`` (trick ``trick``, 0 before the first).

    ``card`` is the card that scored (``None`` for the card count); ``tricks`` the number
    of tricks behind a card-count score; ``pending`` marks points that are held back until
    the end of the hand (option ``scoring=end_of_hand``).
    """

    player: int
    points: int
    reason: Reason
    hand: int
    trick: int
    card: Card | None = None
    tricks: int = 0
    pending: bool = False

    @property
    def source(self) -> Citation:
        """The clause of Cotton's chapter this score rests on."""
        return REASON_SOURCES[self.reason]

    def describe(self, spoken: bool = False) -> Text:
        """A one-line explanation in English and German; ``spoken``: the card in words
        ("the ace of hearts", "Herz Ass"), as a screen reader says it, not by its symbol."""
        if self.card is not None and spoken:
            name, name_de = f"the {card_words(self.card, 'en')}", card_words(self.card, "de")
        else:
            name = card_name(self.card) if self.card is not None else ""
            name_de = local_card_name(self.card, "de") if self.card is not None else ""
        if self.reason == "trick_card":
            return Text(
                f"{self.points} for {name} in trick {self.trick}",
                f"{self.points} für {name_de} im {self.trick}. Stich",
            )
        if self.reason == "turn_up":
            return Text(
                f"{self.points} for turning up {name} after trick {self.trick}",
                f"{self.points} für das Aufschlagen von {name_de} nach dem {self.trick}. Stich",
            )
        if self.reason == "first_turn_up":
            return Text(
                f"{self.points} to the dealer for turning up {name}",
                f"{self.points} für den Geber, der {name_de} aufschlägt",
            )
        return Text(
            f"{self.points} for {2 * self.tricks} cards won in {self.tricks} tricks",
            f"{self.points} für {2 * self.tricks} Karten in {self.tricks} Stichen",
        )

    def as_dict(self) -> dict[str, object]:
        """JSON-ready form for the site and records."""
        return {
            "player": self.player,
            "points": self.points,
            "reason": self.reason,
            "hand": self.hand,
            "trick": self.trick,
            "card": card_name(self.card) if self.card is not None else None,
            "tricks": self.tricks,
            "pending": self.pending,
            "text": self.describe().as_dict(),
            "source": self.source.as_dict(),
            "anchor": REASON_ANCHORS[self.reason],
        }

#: The name this class had before every game's classes were prefixed with the game's name
#: alike; kept for code written against it.
ScoreEvent = PenneechEvent
