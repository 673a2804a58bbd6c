"""Worked examples of Pip-Pip!, played and scored by the engine, for the rules page.

Two kinds of example, both played with legal actions only:

- a ``Scene``: chosen cards dealt with ``scenario.arrange`` and the moves named, so that a
  trick or a window of marriages happens exactly as the rules page tells it; ``scene(id)``
  returns what the engine made of it, trick by trick and window by window;
- a ``DealExample``: a whole deal from a seed, played by the greedy computer players
  (rules of thumb, each seeing only its own view); ``deal(id)`` returns the stock, the
  dead cards, the tricks and each player's score as the engine counts them.

A page shows what the engine computes, never a figure typed by hand. The scenes are our
rule tests PP-1, PP-2 and PP-12 (simultaneous declarations) told as the rules page tells
them, and a whole deal shows PP-8, PP-9 and PP-11 (the end of the stock, and every card
point in a trick or among the dead cards) for one table (our research notes, B.10). The
sources are the German pagat page (S), Fosdick (F) and the older English text (H).
"""

from __future__ import annotations

from dataclasses import dataclass

from penneech.core.cards import CardSet
from penneech.core.errors import RulesError, shown
from penneech.core.i18n import Citation, Text
from penneech.games.pippip.actions import DONE
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.options import S_NOTES, S_PIP, S_PLAY, S_PLAYERS, F, H
from penneech.games.pippip.pack import points_of
from penneech.games.pippip.players import make_player
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scenario import action_by_name, arrange
from penneech.games.pippip.state import Declaration, PippipState, Trick
from penneech.games.pippip.view import view_of

#: In a scene's moves: every seat still to answer in the open window says ``done``.
PASS = "pass"


@dataclass(frozen=True, slots=True)
class Scene:
    """Chosen hands (``hands[s]`` for seat ``s``, the rest filled with low plain cards),
    the stock's top cards, and the moves by name (``PASS`` closes a window in which
    nobody else declares). The last seat deals, so seat 0 ("player 1") leads."""

    id: str
    title: Text
    rules: str
    hands: tuple[str, ...]
    moves: tuple[str, ...]
    sources: tuple[Citation, ...]
    stock: str = ""


@dataclass(frozen=True, slots=True)
class Window:
    """A window of marriages in which somebody declared: before trick ``before``, the
    seats in the order of resolution, what they declared (in that order), and the trump
    before and after it."""

    before: int
    order: tuple[int, ...]
    declarations: tuple[Declaration, ...]
    trump_before: int | None
    trump_after: int | None


@dataclass(frozen=True, slots=True)
class PlayedScene:
    """A scene as the engine played it: its tricks and windows in order, and the state."""

    scene: Scene
    steps: tuple[Trick | Window, ...]
    state: PippipState


SCENES: dict[str, Scene] = {s.id: s for s in (
    Scene("identical-cards",
          Text("Two identical Aces: the later one wins",
               "Zwei gleiche Asse: das spätere gewinnt"),
          "pagat", ("9C", "AC#0", "5C", "AC#1", "KC"),
          (PASS, "9C", "AC#0", "5C", "AC#1", "KC"), (S_PLAY, S_PLAYERS, F, H)),
    Scene("trumps",
          Text("A trick with trumps", "Ein Stich mit Trümpfen"),
          "pagat", ("KS 4C", "3H#0 4D 5D 6D 7D 8D 9D", "3H#1 4C 5C 6C 7C 8C 9C", "AS",
                    "2S KH QH"),
          ("done", "done", "done", "done", "pip:KH#0+QH#0", "done",
           "KS", "3H#0", "3H#1", "AS", "2S"), (S_PLAY, S_PIP)),
    Scene("simultaneous",
          Text("Two marriages declared at the same moment",
               "Zwei Hochzeiten im selben Augenblick gemeldet"),
          "pagat,players=6", ("9C", "KH 3C", "5C", "2C", "6C", "KS 7C"),
          (PASS, "9C", "3C", "5C", "2C", "6C", "7C",
           "done", "done", "pip:KS#0+QS#0", "done", "done", "pip:KH#0+QH#0", "done",
           "done"),
          (S_PIP,), stock="6D 7D QS 8D QH 9D"),
)}


def _apply(state: PippipState, action: int, steps: list[Trick | Window],
           window: list[tuple[tuple[int, ...], int | None]]) -> None:
    """Apply one action, noting a window when it opens and the trick or window it ends."""
    if state.phase == "marriages" and not window:
        window.append((tuple(state.window_order), state.trump))
    before = len(state.tricks)
    state.apply_action(action)
    if window and state.phase != "marriages":
        (order, trump), = window
        window.clear()
        number = len(state.tricks) + 1
        made = tuple(d for d in state.declarations
                     if d.deal == state.deal_no and d.trick == number)
        if made:
            steps.append(Window(number, order, made, trump, state.trump))
    steps.extend(state.tricks[before:])


def scene(scene_id: str) -> PlayedScene:
    """The scene ``scene_id`` as the engine plays it."""
    example = SCENES.get(scene_id)
    if example is None:
        raise RulesError(f"no Pip-Pip! scene {shown(scene_id)}; scenes: {', '.join(SCENES)}")
    state = arrange(example.rules, example.hands, example.stock)
    steps: list[Trick | Window] = []
    window: list[tuple[tuple[int, ...], int | None]] = []
    for name in example.moves:
        if name == PASS:
            while state.phase == "marriages":
                _apply(state, DONE, steps, window)
        else:
            _apply(state, action_by_name(state, name), steps, window)
    return PlayedScene(example, tuple(steps), state)


# ------------------------------------------------------------------ whole deals
@dataclass(frozen=True, slots=True)
class DealExample:
    """A whole deal of the seed ``seed`` under ``rules``, the last seat dealing, played by
    greedy computer players (each seeded from ``seed`` and its seat)."""

    id: str
    title: Text
    rules: str
    seed: int
    sources: tuple[Citation, ...]


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One player's deal: tricks won, card points in them, marriages declared and their
    points, points for the last trick and the dead cards, and the deal's score."""

    seat: int
    tricks: int
    card_points: int
    marriages: int
    marriage_points: int
    last_trick: int
    total: int


@dataclass(frozen=True, slots=True)
class PlayedDeal:
    """A whole deal as the engine played it: the stock after the deal, the number of the
    last trick after which everybody drew, the dead cards, the tricks and the scores."""

    example: DealExample
    state: PippipState
    stock_after_deal: int
    last_draw: int
    dead: CardSet
    dead_points: int
    seats: tuple[SeatScore, ...]

    @property
    def tricks(self) -> int:
        """Tricks in the deal."""
        return len(self.state.tricks)


DEALS: dict[str, DealExample] = {d.id: d for d in (
    DealExample("five-players",
                Text("A deal of five players", "Ein Spiel zu fünft"),
                "pagat", 12, (S_PLAYERS, S_PLAY, S_NOTES)),
)}


def seat_scores(state: PippipState) -> tuple[SeatScore, ...]:
    """Each seat's deal as the score log of the current deal shows it (pagat (S),
    "Spiel", "Pip-Pip!"; the notes for the last trick and the dead cards)."""
    out = []
    for seat in range(state.seats):
        events = [e for e in state.events if e.player == seat and e.deal == state.deal_no]
        marriages = [e for e in events if e.reason in ("marriage", "leftover_marriage")]
        out.append(SeatScore(
            seat, sum(t.winner == seat for t in state.tricks),
            sum(e.points for e in events if e.reason in ("trick", "leftovers")),
            len(marriages), sum(e.points for e in marriages),
            sum(e.points for e in events if e.reason == "last_trick"),
            state.deal_scores[seat]))
    return tuple(out)


def deal(deal_id: str) -> PlayedDeal:
    """The deal ``deal_id`` played to its end by greedy players."""
    example = DEALS.get(deal_id)
    if example is None:
        raise RulesError(f"no Pip-Pip! example deal {shown(deal_id)}; deals: "
                         f"{', '.join(DEALS)}")
    return play_deal(example)


def play_deal(example: DealExample) -> PlayedDeal:
    """A whole deal played to its end by greedy players, noting when the stock ran short
    (pagat (S), "Spiel": everybody draws while the stock holds a card for each)."""
    rules = PippipRules.parse(example.rules)
    n = rules.players
    state = PippipState(rules, "deal", dealer=n - 1)
    chance = PippipChance(example.seed)
    players = [make_player("greedy", example.seed * 100 + s) for s in range(n)]
    chance.advance(state)
    stock = state.stock_left
    last_draw = 0
    while not state.is_terminal():
        seat = state.current_player()
        tricks = len(state.tricks)
        turned = state.stock_turned
        state.apply_action(players[seat].choose(view_of(state, seat)))
        if len(state.tricks) > tricks and not turned:
            last_draw = len(state.tricks)
        chance.advance(state)
    dead = state.leftovers
    return PlayedDeal(example, state, stock, last_draw, dead,
                      points_of(dead, rules.card_system), seat_scores(state))


def sample_deal(seed: int, rules_a: str, rules_b: str) -> tuple[PlayedDeal, PlayedDeal]:
    """The deal of ``seed`` under two rule sets, dealt the same cards (a deal's order
    depends only on the seed) and played by the same greedy players; from the first move
    the two rule sets allow differently, the play itself parts."""
    a, b = (play_deal(DealExample(f"sample-{seed}-{r}", Text("", ""), r, seed, ()))
            for r in (rules_a, rules_b))
    if a.state.seats != b.state.seats:
        raise RulesError(f"a sample deal compares rule sets for the same table, not "
                         f"{a.state.seats} and {b.state.seats} players")
    return a, b
