"""Pip-Pip! in the terminal: ``penneech play --game pippip`` and the replay of a Pip-Pip!
record.

The human is player 0 ("You"); the computer players sit in seats 1 to n - 1 ("Player 1"
…), clockwise. Cards are typed without their pack (``AC``, ``10H``, ``Q♠``): both copies
look alike, and the one in the hand is played. Before each trick, when the human holds a
marriage they may declare, a menu offers one "Pip-Pip!" per pair and "no"; without one,
the window passes without a question (every seat is asked, so nothing is revealed;
pagat (S), "Pip-Pip!"; our research notes, B.5.5). Under ``declare_on_play`` a King or
Queen is played declaring its marriage by typing both cards, ``KS+QS``. A wrong answer is
refused with the engine's reason and asked again; nothing changes until an answer is
legal.
"""

from __future__ import annotations

import argparse

from penneech.core.cards import SUIT_NAMES_EN, cards_in, parse_card
from penneech.core.console import Console
from penneech.core.errors import CardError, RulesError
from penneech.core.terminal import (
    Table,
    chosen_rules,
    commit,
    game_seed,
    keep_record,
    replay_record,
)
from penneech.core.tricks import TricksShown
from penneech.games.pippip.actions import DONE, card_played, declared
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.marriages import Marriage
from penneech.games.pippip.options import OPTIONS
from penneech.games.pippip.pack import face_of, pp_card_words, pp_suit, strength
from penneech.games.pippip.players import make_player
from penneech.games.pippip.presets import PRESETS
from penneech.games.pippip.record import read_record_file, record_of, write_record
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scoring import PippipEvent
from penneech.games.pippip.state import PippipState, Trick
from penneech.games.pippip.view import PippipView, view_of

HUMAN = 0
REASONS = {"trick": "card points", "marriage": "marriage", "last_trick": "last trick",
           "leftovers": "leftover cards", "leftover_marriage": "marriage in the leftovers"}


def seat_name(seat: int) -> str:
    """``You`` for the human, ``Player s`` for a computer seat."""
    return "You" if seat == HUMAN else f"Player {seat}"


def hand_text(mask: int, system: str = "english") -> str:
    """Cards grouped by suit (clubs, diamonds, hearts, spades), low to high in the order
    of the card system; both copies of a face look alike (``A♣ A♣``)."""
    groups: dict[int, list[str]] = {}
    for c in sorted(cards_in(mask), key=lambda c: (pp_suit(c), strength(c, system), c)):
        groups.setdefault(pp_suit(c), []).append(pp_card_words(c))
    return "   ".join(" ".join(g) for g in groups.values()) or "(no cards)"


def marriage_text(m: Marriage) -> str:
    """``K♥ Q♥``: a marriage's King and Queen."""
    return f"{pp_card_words(m.king)} {pp_card_words(m.queen)}"


def trick_text(t: Trick, seats: int) -> str:
    """``Trick 3: Player 2 9♣, You 10♣, …; Player 4 wins (15 points)``."""
    played = ", ".join(f"{seat_name((t.leader + i) % seats)} {pp_card_words(c)}"
                       for i, c in enumerate(t.cards))
    verb = "win" if t.winner == HUMAN else "wins"
    return f"Trick {t.number}: {played}; {seat_name(t.winner)} {verb} ({t.points} points)."


def event_text(e: PippipEvent) -> str:
    """One line of the score log."""
    return f"  {seat_name(e.player)}: +{e.points} ({REASONS[e.reason]})"


def _trump_text(trump: int | None) -> str:
    return "no trump yet" if trump is None else f"trumps are {SUIT_NAMES_EN[trump]}"


def _scores_text(state: PippipState) -> str:
    return "Score: " + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(state.scores))


def _ask_marriages(console: Console, state: PippipState) -> int | None:
    """The marriage window: one "Pip-Pip!" per eligible pair, or "no"."""
    legal = state.legal_actions()
    console.say("You may declare a marriage (Pip-Pip!) before this trick:")
    for i, a in enumerate(legal, 1):
        m = declared(a)
        words = ("no (declare nothing more)" if m is None else
                 f"Pip-Pip! {marriage_text(m)} ({SUIT_NAMES_EN[m.suit]})")
        console.say(f"  {i}) {words}")
    return console.choose(legal)


def _card_choice(state: PippipState, answer: str) -> int:
    """The action a typed card (``AC``) or card with its marriage partner (``KS+QS``)
    stands for; ``CardError`` or ``RulesError`` saying why it cannot be played."""
    first, plus, second = answer.partition("+")
    faces = [parse_card(first)] + ([parse_card(second)] if plus else [])
    hand = state.hands[HUMAN]
    held = [c for c in cards_in(hand) if face_of(c) == faces[0]]
    if not held:
        raise RulesError(f"{pp_card_words(faces[0])} is not in your hand")
    legal = state.legal_actions()
    for a in legal:
        card = card_played(a)
        m = declared(a)
        if card is None or face_of(card) != faces[0] or (m is not None) != bool(plus):
            continue
        if m is not None:
            partner = m.queen if card == m.king else m.king
            if face_of(partner) != faces[1]:
                continue
        return a
    if plus:
        raise RulesError(f"you cannot play {pp_card_words(faces[0])} declaring a marriage "
                         f"with {pp_card_words(faces[1])} now")
    led = state.trick[0][1] if state.trick else None
    if led is not None and any(card_played(a) is not None for a in legal):
        raise RulesError(f"you must follow suit to {pp_card_words(led)} "
                         f"(follow_rule={state.rules.follow_rule})")
    raise RulesError(f"you may not play {pp_card_words(faces[0])} now")


def _ask_card(console: Console, state: PippipState) -> int | None:
    """A card to lead or to follow with (or, under ``declare_on_play``, with its
    marriage)."""
    legal = state.legal_actions()
    cards = sorted({face_of(c) for a in legal if (c := card_played(a)) is not None
                    and declared(a) is None})
    names = " ".join(pp_card_words(c) for c in cards)
    pairs = sorted({f"{pp_card_words(c)}+{pp_card_words(m.queen if c == m.king else m.king)}"
                    for a in legal if (m := declared(a)) is not None
                    and (c := card_played(a)) is not None})
    more = f"; with a marriage: {' '.join(pairs)}" if pairs else ""
    while True:
        answer = console.ask(f"Play a card ({names}{more}), or 'quit': ")
        if answer is None:
            return None
        try:
            return _card_choice(state, answer)
        except (CardError, RulesError) as exc:
            console.say(f"Sorry, {exc}. Type one card such as 7D, 10H or Q♠.")


class _Shown:
    """How much of the tricks, declarations and score log the player has been shown."""

    def __init__(self) -> None:
        self.tricks = TricksShown()
        self.declarations = 0
        self.events = 0
        self.trumps = 0
        self.deal = 0
        self.turned = False
        self.hand: int | None = None


def _report(console: Console, state: PippipState, shown_: _Shown) -> None:
    """Show the tricks (a deal's last one from the deal kept once it is over), marriages,
    trump changes and scores since the last report."""
    view = view_of(state, HUMAN)
    if view.deal_no != shown_.deal:
        shown_.deal, shown_.turned = view.deal_no, False
        shown_.hand = None
    for t in shown_.tricks.since(view.deals, view.deal_no, view.tricks):
        console.say(trick_text(t, state.seats))
    if state.phase in ("marriages", "play"):
        if shown_.hand is not None:
            for drawn in cards_in(view.hand & ~shown_.hand):
                console.say(f"You drew {pp_card_words(drawn)}.")
        shown_.hand = view.hand
    for d in view.declarations[shown_.declarations:]:
        console.say(f"{seat_name(d.player)}: Pip-Pip! {marriage_text(d.marriage)} "
                    f"({d.points} points)")
    shown_.declarations = len(view.declarations)
    for c in view.trump_changes[shown_.trumps:]:
        who = "the cut card" if c.player < 0 else seat_name(c.player)
        console.say(f"Trumps are now {SUIT_NAMES_EN[c.suit]} ({who}).")
    shown_.trumps = len(view.trump_changes)
    if view.stock_turned and not shown_.turned:
        shown_.turned = True
        left = f": {hand_text(view.leftovers)}" if view.leftovers else ""
        console.say(f"The stock can no longer serve everyone and is turned up{left}.")
    for e in view.events[shown_.events:]:
        if e.reason != "trick":
            console.say(event_text(e))
    shown_.events = len(view.events)


class _Table(Table[PippipState, PippipView, _Shown]):
    """Pip-Pip!'s hooks for the terminal's game loop (``core.terminal.play_loop``)."""

    def report(self, state: PippipState) -> None:
        _report(self.console, state, self.shown)

    def announce(self, state: PippipState) -> None:
        """A new deal, once it is dealt: who dealt and who leads, and the scores."""
        if state.is_chance_node() or state.deal_no == self.deal_no:
            return
        self.deal_no = state.deal_no
        self.console.say(f"\n=== Deal {self.deal_no}: {seat_name(state.dealer)} deal"
                         f"{'' if state.dealer == HUMAN else 's'}; "
                         f"{seat_name(state.leader)} lead"
                         f"{'' if state.leader == HUMAN else 's'}. {_scores_text(state)} ===")

    def ask(self, state: PippipState) -> list[int] | None:
        """The human's card or marriages; a window in which the human holds no marriage
        passes without a question (every seat is asked, so nothing is revealed)."""
        if state.phase == "marriages" and state.legal_actions() == [DONE]:
            return [DONE]
        view = view_of(state, HUMAN)
        say = self.console.say
        if state.phase == "play":
            sizes = ", ".join(f"{seat_name(s)} {n}" for s, n in enumerate(view.hand_sizes)
                              if s != HUMAN)
            say(f"Trick {view.trick_number} of {view.tricks_per_deal}; "
                f"{_trump_text(view.trump)}; stock {view.stock_left}; cards held: {sizes}.")
            for s, c in view.trick:
                say(f"  {seat_name(s)} played {pp_card_words(c)}")
        say(f"Your hand: {hand_text(view.hand, state.rules.card_system)}")
        chosen = (_ask_marriages(self.console, state) if state.phase == "marriages"
                  else _ask_card(self.console, state))
        if chosen is None:
            return None
        if state.phase == "play":
            self.shown.hand = view.hand & ~(1 << (card_played(chosen) or 0))
        return [chosen]


def rules_of(args: argparse.Namespace) -> PippipRules:
    """The rules from ``--rules`` or ``--preset``, with ``--players`` if given."""
    rules = chosen_rules(args, PippipRules.parse, PRESETS)
    players = getattr(args, "players", None)
    if players is not None:
        rules = rules.with_values({"players": str(players)})
    return rules


def _rules_text(rules: PippipRules) -> str:
    values = rules.values()
    return "\n".join(f"  {o.title.en}: {o.choice(values[o.id]).label.en}" for o in OPTIONS)


def play(args: argparse.Namespace, console: Console) -> int:
    """Play a game of Pip-Pip! against computer players in the terminal."""
    rules = rules_of(args)
    seed = game_seed(args)
    players = {s: make_player(args.opponent, seed * 16 + s) for s in range(1, rules.players)}
    chance = PippipChance(seed)
    state = PippipState(rules)
    console.say(f"Pip-Pip! for {rules.players}: you and {rules.players - 1} computer "
                f"players ({args.opponent}), seed {seed}.")
    console.say(_rules_text(rules))
    deal = commit(console, args, seed, rules)
    _Table(console, chance, players, view_of, _Shown()).play(state)
    console.say(_scores_text(state))
    if state.is_terminal():
        console.say(_result_text(state.winners))
    return keep_record(console, args, seed, rules.players,
                       lambda headers: write_record(record_of(state, headers=headers)), deal)


def _result_text(winners: tuple[int, ...]) -> str:
    """Who won: one seat, or several sharing the win (scoring.winners)."""
    if winners == (HUMAN,):
        return "You win!"
    if len(winners) == 1:
        return f"{seat_name(winners[0])} wins."
    return "Shared win: " + " and ".join(seat_name(s) for s in winners) + "."


def replay(args: argparse.Namespace, console: Console) -> int:
    """Step through a Pip-Pip! record (``args.record``): each deal's hands, the marriages,
    tricks and scores; with ``args.step``, pausing after each trick."""
    shown_ = _Shown()
    state = replay_record(console, args, read_record_file(args.record),
                          lambda state, action: _replay_step(console, state, action, shown_))
    console.say("Final score " + " ".join(map(str, state.scores)) + "; " + (
        "players " + ", ".join(map(str, state.winners)) + " win." if state.is_terminal()
        else "unfinished."))
    return 0


def _replay_step(console: Console, state: PippipState, action: int, shown_: _Shown) -> bool:
    """Apply one action of a record: the hands of a new deal, then what it made public
    (``_replay_report``); whether it ended a trick."""
    phase = state.phase
    state.apply_action(action)
    if phase == "deal" and state.phase != "deal":
        console.say(f"\nDeal {state.deal_no}, dealer player {state.dealer}:")
        for s in range(state.seats):
            console.say(f"  player {s} holds {hand_text(state.hands[s])}")
    return _replay_report(console, state, shown_)


def _replay_report(console: Console, state: PippipState, shown_: _Shown) -> bool:
    """The tricks (a deal's last one from the deal kept once it is over), marriages and
    scores a replay step made public (seats by number); whether it ended a trick."""
    finished = shown_.tricks.since(state.deals, state.deal_no, state.tricks)
    for t in finished:
        cards = ", ".join(f"player {(t.leader + i) % state.seats} {pp_card_words(c)}"
                          for i, c in enumerate(t.cards))
        console.say(f"Trick {t.number}: {cards}; player {t.winner} wins ({t.points})")
    for d in state.declarations[shown_.declarations:]:
        console.say(f"  player {d.player}: Pip-Pip! {marriage_text(d.marriage)} "
                    f"(+{d.points})")
    shown_.declarations = len(state.declarations)
    for e in state.events[shown_.events:]:
        if e.reason not in ("trick", "marriage"):
            console.say(f"  player {e.player}: +{e.points} ({REASONS[e.reason]})")
    shown_.events = len(state.events)
    return bool(finished)
