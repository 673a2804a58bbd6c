"""Why an action is worse than the expert's, where Pip-Pip!'s rules name the reason.

The hint (``web.PippipSide.hint``) shows the expert's value of every legal action
(``core.advice``). Two rules can name the reason for a gap from the player's own view:

- a marriage partner: a King and a Queen of one suit in the hand, neither married yet,
  may be declared for points in a later window or on play (pagat (S), "Pip-Pip!"; B.5.1-2;
  option ``marriage_value``, ``marriages.value``). A card played plainly that breaks such
  a pair (``marriages.pairs_among``), where the expert's choice keeps it, gives that up.
- the trick, when the player plays its last card: the winner is then settled by the
  rules (``tricks.winning_index``: the highest trump, else the highest card of the suit
  led, a later identical card beating an earlier one; S, "Spiel"; B.3.3), and its card
  points (``pack.points_of``; B.1.4-5), with the last trick's bonus on the deal's last
  trick (option ``last_trick_bonus``), go to its winner.

Anything else (a lead, a trick others still play to) depends on cards the player cannot
see: its gap is the sampled deals' average, and the hint gives the value alone.
"""

from __future__ import annotations

from penneech.core.advice import Advice, Reasons, gap
from penneech.core.cards import CardSet, card_words, cards_in
from penneech.core.i18n import Text
from penneech.games.pippip.actions import card_played, declared
from penneech.games.pippip.marriages import pairs_among, value
from penneech.games.pippip.pack import face_of, points_of
from penneech.games.pippip.tricks import winning_index
from penneech.games.pippip.view import PippipView

SUITS = (Text("clubs", "Kreuz"), Text("diamonds", "Karo"), Text("hearts", "Herz"),
         Text("spades", "Pik"))


def _words(card: int) -> Text:
    face = face_of(card)
    return Text(card_words(face, "en"), card_words(face, "de"))


def unmarried(view: PippipView) -> CardSet:
    """The cards of the hand not yet married nor in a declaration of the open window."""
    used = view.married
    for m in view.my_pending:
        used |= m.cards
    return view.hand & ~used


def broken(view: PippipView, card: int) -> list[int]:
    """The suits of the marriages the hand could still declare that playing ``card``
    breaks up (fewer King-Queen pairs among the unmarried cards without it)."""
    free = unmarried(view)
    if not free >> card & 1:
        return []
    before = pairs_among(cards_in(free))
    after = pairs_among(cards_in(free & ~(1 << card)))
    lost = [m.suit for m in before]
    for m in after:
        lost.remove(m.suit)
    return lost


def _marriage_reason(view: PippipView, card: int, suit: int) -> Text:
    earlier = sum(d.deal == view.deal_no for d in view.declarations)
    points = value(view.rules.marriage_value, suit, earlier)
    name = _words(card)
    return Text(f"plays the {name.en} from a King and Queen of {SUITS[suit].en} you could "
                f"still declare as a marriage, worth {points} points as the deal stands",
                f"spielt {name.de} aus einem König und einer Dame in {SUITS[suit].de}, "
                f"die Sie noch als Hochzeit ansagen könnten, nach dem Stand des Spiels "
                f"{points} Punkte wert")


def _trick(view: PippipView, card: int) -> tuple[bool, int]:
    """Whether the player, playing last, wins the trick with ``card``, and what it holds
    (card points, and the last trick's bonus on the deal's last trick)."""
    cards = [c for _, c in view.trick] + [card]
    system = view.rules.card_system
    wins = winning_index(cards, view.trump, system) == len(cards) - 1
    points = points_of(sum(1 << c for c in cards), system)
    if view.trick_number == view.tricks_per_deal:
        points += view.rules.last_trick_bonus
    return wins, points


def reasons(view: PippipView, advice: Advice) -> Reasons:
    """The rule behind each action worse than the expert's choice: a marriage it breaks
    up that the choice keeps (while a later trick, and with it a window, remains), or,
    playing last to the trick, the trick it gives up that the choice wins, when that
    trick holds points."""
    if view.phase != "play" or view.to_move != view.player or not advice.values:
        return {}
    choice = card_played(advice.choice)
    if choice is None:
        return {}
    later = view.trick_number < view.tricks_per_deal
    keeps = broken(view, choice) if declared(advice.choice) is None else []
    last = len(view.trick) == view.seats - 1
    wins_best, points = _trick(view, choice) if last else (False, 0)
    out: dict[int, Text] = {}
    for v in advice.values:
        card = card_played(v.action)
        if card is None or v.action == advice.choice or gap(advice, v) >= 0:
            continue
        parts: list[Text] = []
        if later and declared(v.action) is None:
            lost = broken(view, card)
            for s in keeps:
                if s in lost:
                    lost.remove(s)
            parts += [_marriage_reason(view, card, s) for s in lost[:1]]
        if last and wins_best and points and not _trick(view, card)[0]:
            best = _words(choice)
            parts.append(Text(f"gives up this trick, which the {best.en} would win: its "
                              f"{points} points go to its winner",
                              f"gibt diesen Stich ab, den {best.de} gewinnen würde: seine "
                              f"{points} Punkte gehen an den, der ihn macht"))
        if parts:
            out[v.action] = Text("; ".join(p.en for p in parts) + ".",
                                 "; ".join(p.de for p in parts) + ".")
    return out
